/** Line arithmetic over a file's text, CRLF-aware: what the editor needs to cut and insert whole lines. */

export interface Splice {
  start: number;
  end: number;
  text: string;
}

export class SourceText {
  readonly text: string;
  /** The file's line break, taken from its first line; new lines are written with it. */
  readonly eol: '\n' | '\r\n';
  /** Offsets of the line breaks, made on first use. */
  #breaks: Uint32Array | undefined;

  constructor(text: string) {
    this.text = text;
    const first = text.indexOf('\n');
    this.eol = first > 0 && text[first - 1] === '\r' ? '\r\n' : '\n';
  }

  lineStart(pos: number): number {
    return this.text.lastIndexOf('\n', pos - 1) + 1;
  }

  /** Just after the line break that ends the line of `pos`, or the end of the text. */
  nextLineStart(pos: number): number {
    const newline = this.text.indexOf('\n', pos);
    return newline < 0 ? this.text.length : newline + 1;
  }

  /**
   * The end of the last line of content that ends at `end`, with its line break: a trailing comment
   * on that line goes with it. A block scalar's range already ends after its line break.
   */
  throughLineEnd(end: number): number {
    return end > 0 && this.text[end - 1] === '\n' ? end : this.nextLineStart(end);
  }

  /** Nothing but indentation before `pos` on its line. */
  startsLine(pos: number): boolean {
    for (let i = this.lineStart(pos); i < pos; i++) if (this.text[i] !== ' ' && this.text[i] !== '\t') return false;
    return true;
  }

  column(pos: number): number {
    return pos - this.lineStart(pos);
  }

  /** 0-based line of `pos`. */
  lineOf(pos: number): number {
    // A diff asks for the line of every change: the line breaks are indexed once and searched, so
    // a large file with many changes costs time in proportion to its size, not to size × changes.
    const breaks = (this.#breaks ??= lineBreaks(this.text));
    let low = 0;
    let high = breaks.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (breaks[middle] < pos) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** The position where a line inserted after the line ending at `at` goes, and the break to put before it at the end of a text without a final one. */
  insertionAfter(end: number): { at: number; prefix: string } {
    const at = this.throughLineEnd(end);
    return { at, prefix: at === this.text.length && !this.text.endsWith('\n') ? this.eol : '' };
  }
}

function lineBreaks(text: string): Uint32Array {
  let count = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) count++;
  const breaks = new Uint32Array(count);
  let k = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) breaks[k++] = i;
  return breaks;
}

/** Applies non-overlapping splices; insertions at one position keep the order they were given in. */
export function applySplices(text: string, splices: readonly Splice[]): string {
  const sorted = sortSplices(splices);
  let out = '';
  let last = 0;
  for (const splice of sorted) {
    out += text.slice(last, splice.start) + splice.text;
    last = splice.end;
  }
  return out + text.slice(last);
}

export function sortSplices(splices: readonly Splice[]): Splice[] {
  return splices
    .map((splice, order) => ({ splice, order }))
    .sort((a, b) => a.splice.start - b.splice.start || a.splice.end - a.splice.start - (b.splice.end - b.splice.start) || a.order - b.order)
    .map(({ splice }) => splice);
}

/** Two splices that change the same characters, or an insertion inside a cut. */
export function overlapping(a: Splice, b: Splice): boolean {
  if (a.start === a.end && b.start === b.end) return false;
  if (a.start === a.end) return a.start > b.start && a.start < b.end;
  if (b.start === b.end) return b.start > a.start && b.start < a.end;
  return a.start < b.end && b.start < a.end;
}
