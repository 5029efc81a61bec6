/**
 * Names and paths in the shell commands the tool suggests (`helm template`, `kubectl`, the tool's
 * own flags). People paste these, so a chart named `$(touch /tmp/pwned)`, a directory with a space
 * or a context named `a;b` must reach the command as one word, as written, and run nothing.
 */

/** Characters no POSIX shell gives a meaning to, in any position of a word. */
const PLAIN_WORD = /^[A-Za-z0-9_@%+=:,./-]+$/;

/**
 * One word for a POSIX shell: as it is when it needs no quoting, otherwise in single quotes, inside
 * which nothing is special; a single quote is written as `'\''`.
 */
export function shellQuote(word: string): string {
  if (PLAIN_WORD.test(word)) return word;
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

/** A path as an argument: a relative one starting with `-` gets `./`, so that the command does not read it as an option. */
export function shellPath(path: string): string {
  return shellQuote(path.startsWith('-') ? `./${path}` : path);
}

/**
 * A name as an argument (a kind, a driver, a release): one starting with `-` would be read as an
 * option (`--kubeconfig=...` makes kubectl run the command that file names), and no valid name of
 * these starts so, so the placeholder is suggested instead.
 */
export function shellName(name: string, placeholder: string): string {
  return name === '' || name.startsWith('-') ? placeholder : shellQuote(name);
}
