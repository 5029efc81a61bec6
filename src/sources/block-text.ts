/**
 * Scanning helpers shared by the block YAML reader and the block locator, over text with `\n`
 * line breaks only (both leave text with `\r` or tabs to js-yaml and `locate.ts`). Offsets are
 * checked against the length before a character is read: a read past the end gives NaN, and V8
 * drops the optimised code of a loop the first time that happens.
 */

export const NEWLINE = 10;
export const SPACE = 32;
export const HASH = 35;
export const COLON = 58;
export const DASH = 45;
export const DOUBLE_QUOTE = 34;
export const SINGLE_QUOTE = 39;

/** The offset of the line break ending the line that holds `from`, or the text's length. */
export function lineEnd(text: string, from: number): number {
  const end = text.indexOf('\n', from);
  return end < 0 ? text.length : end;
}

export function skipSpaces(text: string, i: number): number {
  while (i < text.length && text.charCodeAt(i) === SPACE) i++;
  return i;
}

/** Whether `i` is where a line ends, or a comment starts (after the blank at `i - 1`). */
export function endsLine(text: string, i: number): boolean {
  if (i >= text.length) return true;
  const ch = text.charCodeAt(i);
  return ch === NEWLINE || (ch === HASH && text.charCodeAt(i - 1) === SPACE);
}

/** Whether the character after `i` separates: a blank, a line end or the text's end. */
export function blankAfter(text: string, i: number): boolean {
  if (i + 1 >= text.length) return true;
  const ch = text.charCodeAt(i + 1);
  return ch === SPACE || ch === NEWLINE;
}

/** A block sequence's `-` at `i`. */
export function isDash(text: string, i: number): boolean {
  return text.charCodeAt(i) === DASH && blankAfter(text, i);
}

/**
 * The `:` ending the plain implicit key that starts at `start`: the first `: ` or line-ending `:`
 * on the line, or -1 when there is none before a comment.
 */
export function plainKeyColon(text: string, start: number): number {
  const end = lineEnd(text, start);
  for (let i = start + 1; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === COLON && blankAfter(text, i)) return i;
    if (c === HASH && text.charCodeAt(i - 1) === SPACE) return -1;
  }
  return -1;
}
