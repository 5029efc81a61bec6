/**
 * The Markdown of a rule's documentation as a terminal shows it, the way man pages read: section
 * headings in capitals, text wrapped and indented under them, lists with bullets and hanging
 * indents, code blocks as written, code spans without their backticks, links as `title <url>`.
 * Only the Markdown the rule docs use is understood; anything else is printed as text.
 */
import { Chalk } from 'chalk';
import { displayText, guardText } from './untrusted-text.js';

type Paint = InstanceType<typeof Chalk>;

export interface TerminalOptions {
  color: boolean;
  /** The terminal's width; text is wrapped to it, up to a readable measure. */
  width?: number;
}

/** Wider lines are hard to read; narrower terminals get what they have. */
const MEASURE = 100;
const BODY = '  ';

export function renderMarkdownForTerminal(markdown: string, options: TerminalOptions): string {
  const chalk = new Chalk({ level: options.color ? 1 : 0 });
  const width = Math.max(40, Math.min(options.width ?? 80, MEASURE));
  const out: string[] = [];
  // Rule docs can come from plugins: each line is shown safely before any colour is added.
  const lines = markdown.replace(/\r\n/g, '\n').split('\n').map(displayText);
  let paragraph: string[] = [];
  let item: { marker: string; indent: string; text: string[] } | undefined;

  const flush = () => {
    if (paragraph.length) out.push(...wrapInline(paragraph.join(' '), width, BODY, BODY, chalk));
    paragraph = [];
    if (item) {
      const first = `${BODY}${item.indent}${item.marker} `;
      out.push(...wrapInline(item.text.join(' '), width, first, ' '.repeat(first.length), chalk));
    }
    item = undefined;
  };
  const blank = () => {
    if (out.length > 0 && out[out.length - 1] !== '') out.push('');
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const fence = /^(\s*)(```|~~~)/.exec(line);
    if (fence) {
      flush();
      const close = fence[2];
      for (i++; i < lines.length && !lines[i].trimStart().startsWith(close); i++) out.push(chalk.dim(`${BODY}  ${lines[i]}`.trimEnd()));
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      blank();
      const text = plain(heading[2]);
      out.push(heading[1].length === 1 ? chalk.bold(text) : chalk.bold(text.toUpperCase()));
      continue;
    }
    const listItem = /^(\s*)([-*+]|\d+[.)])\s+(.*)$/.exec(line);
    if (listItem) {
      flush();
      const marker = /^\d/.test(listItem[2]) ? listItem[2] : '•';
      item = { marker, indent: ' '.repeat(Math.min(listItem[1].length, 4)), text: [listItem[3]] };
      continue;
    }
    if (line.trim() === '') {
      flush();
      blank();
      continue;
    }
    if (item) item.text.push(line.trim());
    else paragraph.push(line.trim());
  }
  flush();
  while (out[out.length - 1] === '') out.pop();
  return guardText(out.join('\n') + '\n', { color: options.color });
}

type Style = 'text' | 'code' | 'bold' | 'link';

interface Token {
  text: string;
  style: Style;
  /** Whether a space separates it from the token before. */
  space: boolean;
}

/** Code spans, links and bold text of one paragraph, as words that keep their style. */
function tokens(text: string): Token[] {
  const out: Token[] = [];
  let pendingSpace = false;
  const push = (segment: string, style: Style) => {
    const parts = segment.split(/(\s+)/);
    for (const part of parts) {
      if (part === '') continue;
      if (/^\s+$/.test(part)) {
        pendingSpace = true;
        continue;
      }
      out.push({ text: part, style, space: pendingSpace && out.length > 0 });
      pendingSpace = false;
    }
  };
  // code spans first: nothing inside them is Markdown
  const pieces = text.split(/(`[^`]+`)/);
  for (const piece of pieces) {
    if (piece.startsWith('`') && piece.endsWith('`') && piece.length > 1) {
      push(piece.slice(1, -1), 'code');
      continue;
    }
    const inline = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|__([^_]+)__/g;
    let last = 0;
    for (const match of piece.matchAll(inline)) {
      push(piece.slice(last, match.index), 'text');
      if (match[1] !== undefined) {
        push(match[1], 'text');
        push(` <${match[2]}>`, 'link');
      } else {
        push(match[3] ?? match[4], 'bold');
      }
      last = match.index + match[0].length;
    }
    push(piece.slice(last), 'text');
  }
  return out;
}

/** Greedy wrap of a paragraph's words; a word wider than the line gets a line of its own. */
function wrapInline(text: string, width: number, firstIndent: string, indent: string, chalk: Paint): string[] {
  const paint: Record<Style, (s: string) => string> = { text: (s) => s, code: chalk.cyan, bold: chalk.bold, link: chalk.underline };
  const lines: string[] = [];
  let line = firstIndent;
  let length = firstIndent.length;
  let empty = true;
  for (const token of tokens(text)) {
    const gap = token.space && !empty ? 1 : 0;
    if (!empty && token.space && length + gap + token.text.length > width) {
      lines.push(line);
      line = indent;
      length = indent.length;
      empty = true;
    }
    const spacer = token.space && !empty ? ' ' : '';
    line += spacer + paint[token.style](token.text);
    length += spacer.length + token.text.length;
    empty = false;
  }
  if (!empty) lines.push(line);
  return lines;
}

/** A heading's text without its inline Markdown. */
function plain(text: string): string {
  return tokens(text)
    .map((t) => (t.space ? ' ' : '') + t.text)
    .join('');
}
