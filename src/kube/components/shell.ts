/** Container command lines that run a component through a shell script. */

/** Splits a shell script into simple commands of words, honouring quotes and line continuations. */
export function shellCommands(script: string, posix: boolean): string[][] {
  const commands: string[][] = [];
  let words: string[] = [];
  let word = '';
  let inWord = false;
  const endWord = () => {
    if (inWord) words.push(word);
    word = '';
    inWord = false;
  };
  const endCommand = () => {
    endWord();
    if (words.length > 0) commands.push(words);
    words = [];
  };
  for (let i = 0; i < script.length; i++) {
    const ch = script[i];
    if (ch === '\\' && posix && script[i + 1] === '\n') {
      i++;
    } else if (ch === '\\' && posix) {
      word += script[i + 1] ?? '';
      inWord = true;
      i++;
    } else if (ch === "'" || ch === '"') {
      const close = script.indexOf(ch, i + 1);
      const end = close < 0 ? script.length : close;
      word += script.slice(i + 1, end);
      inWord = true;
      i = end;
    } else if (ch === ' ' || ch === '\t') {
      endWord();
    } else if (ch === '\n' || ch === ';' || ch === '&' || ch === '|') {
      endCommand();
    } else if (ch === '#' && !inWord) {
      const lineEnd = script.indexOf('\n', i);
      i = lineEnd < 0 ? script.length : lineEnd - 1;
    } else {
      word += ch;
      inWord = true;
    }
  }
  endCommand();
  return commands;
}
