import type { DocumentSpan } from './positions.js';

/**
 * A file that does not parse as a whole is cut into documents at its marker lines, as kubectl's
 * YAML reader cuts a stream before decoding each document, so that one broken document (an
 * unrendered template, a syntax error) does not hide the valid ones around it. A `---` line starts
 * a document, and the document's text starts at that line so that content written after the marker
 * (`--- {a: 1}`) keeps its position; a `...` line ends one. Text before the first marker is a
 * document only when it holds more than comments. `from`, the start of a line, is where to begin.
 */
export function documentSpans(text: string, from = 0): DocumentSpan[] {
  const spans: DocumentSpan[] = [];
  let start = from;
  let line = lineOf(text, from);
  let startLine = line;
  let explicit = false;
  const close = (end: number) => {
    if (explicit || hasContent(text.slice(start, end))) spans.push({ start, end, line: startLine });
  };
  for (let lineStart = from; lineStart < text.length; line++) {
    const newline = text.indexOf('\n', lineStart);
    const next = newline < 0 ? text.length : newline + 1;
    const marker = markerAt(text, lineStart);
    if (marker === '---') {
      close(lineStart);
      [start, startLine, explicit] = [lineStart, line, true];
    } else if (marker === '...') {
      close(lineStart);
      [start, startLine, explicit] = [next, line + 1, false];
    }
    lineStart = next;
  }
  close(text.length);
  return spans;
}

function markerAt(text: string, lineStart: number): '---' | '...' | undefined {
  const marker = text.slice(lineStart, lineStart + 3);
  if (marker !== '---' && marker !== '...') return undefined;
  const after = text.charCodeAt(lineStart + 3);
  return Number.isNaN(after) || after === 0x20 || after === 0x09 || after === 0x0a || after === 0x0d ? marker : undefined;
}

/** Anything but blank lines and comments. */
function hasContent(text: string): boolean {
  return /^[ \t]*[^\s#]/m.test(text);
}

/** The 1-based line of `offset`. */
function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}
