/**
 * Positions of fields in YAML/JSON text. js-yaml only gives values, so this walks the text itself:
 * it builds a small outline of one document (mappings, sequences, scalars, with offsets) and follows
 * a JSON path through it. It mirrors js-yaml's reading of the text where the two could disagree
 * (block scalar indentation, document boundaries, plain key resolution), is tolerant of what it does
 * not understand, and never throws.
 */
import type { Path, Position } from '../model.js';

const BOM = '\uFEFF';

interface MapEntry {
  key: string;
  /** Plain keys are resolved the way js-yaml resolves them (`~` -> "null", `0x10` -> "16"). */
  plain: boolean;
  at: number;
  value: OutlineNode;
}

type OutlineNode =
  | { kind: 'map'; at: number; entries: MapEntry[] }
  | { kind: 'seq'; at: number; items: OutlineNode[] }
  | ScalarNode
  | { kind: 'alias'; at: number }
  | { kind: 'other'; at: number };

/** `raw` is the source text; it is decoded only when the scalar turns out to be a key. */
interface ScalarNode {
  kind: 'scalar';
  at: number;
  raw: string;
  style: 'plain' | 'quoted' | 'block';
  literal?: LiteralBlock;
}

/** Content of a `|` block scalar, kept so that a path can continue into the document it embeds. */
interface LiteralBlock {
  from: number;
  to: number;
  indent: number;
  /** The de-indented content, made on first use. */
  content?: string;
}

interface Parsed {
  node: OutlineNode;
  /** Offset just after the node's last character. */
  next: number;
}

/**
 * What a caller needs from a node: the whole outline (`undefined`), only what the rest of a path
 * goes through (a `Path`), or nothing but where the node ends (`null`), which lets the parser
 * skip whole lines instead of outlining them.
 */
type Want = Path | null | undefined;

/** Stands for a node that was skipped: nothing will step into it. */
function skippedNode(at: number): OutlineNode {
  return { kind: 'other', at };
}

/** What is wanted from a mapping value, given what was wanted from the mapping. */
function wantForValue(want: Want, key: string, plain: boolean): Want {
  if (want === undefined) return undefined;
  if (want === null || want.length === 0) return null;
  return keyMatches({ key, plain }, String(want[0])) ? want.slice(1) : null;
}

/** What is wanted from a sequence item, given what was wanted from the sequence. */
function wantForItem(want: Want, index: number): Want {
  if (want === undefined) return undefined;
  if (want === null || want.length === 0) return null;
  return index === sequenceIndex(want[0]) ? want.slice(1) : null;
}

/** The item a path segment names in a sequence, or -1 (the same reading as `stepInto`). */
function sequenceIndex(segment: string | number): number {
  const index = typeof segment === 'number' ? segment : /^\d+$/.test(segment) ? Number(segment) : -1;
  return Number.isInteger(index) && index >= 0 ? index : -1;
}

interface DocumentBounds {
  /** Offset where the root node may start (after directives and the `---` marker). */
  contentStart: number;
  /** Offset of the line ending the document (`---`, `...`) or the text's length. */
  end: number;
}

// ---------------------------------------------------------------------------------------------
// Characters and lines

function isBlank(ch: string | undefined): boolean {
  return ch === ' ' || ch === '\t';
}

function isBreak(ch: string | undefined): boolean {
  return ch === '\n' || ch === '\r';
}

function isFlowIndicator(ch: string | undefined): boolean {
  return ch === ',' || ch === '[' || ch === ']' || ch === '{' || ch === '}';
}

/** Line start offsets (after `\n`, `\r\n` or a lone `\r`). A BOM is not part of line 1, so that its first column is 1. */
function computeLineStarts(text: string): number[] {
  const starts = [text.startsWith(BOM) ? 1 : 0];
  if (!text.includes('\r')) {
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
    return starts;
  }
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 13 && text.charCodeAt(i + 1) === 10) i++;
    if (ch === 10 || ch === 13) starts.push(i + 1);
  }
  return starts;
}

function lineIndexOf(lineStarts: readonly number[], offset: number): number {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (lineStarts[mid] <= offset) low = mid;
    else high = mid - 1;
  }
  return low;
}

function lineEndOf(text: string, offset: number): number {
  let i = offset;
  while (i < text.length && !isBreak(text[i])) i++;
  return i;
}

function nextLineStart(text: string, offset: number): number {
  let i = lineEndOf(text, offset);
  if (text[i] === '\r') i++;
  if (text[i] === '\n') i++;
  return i;
}

function countSpaces(text: string, offset: number): number {
  let i = offset;
  while (text[i] === ' ') i++;
  return i - offset;
}

/** `---` or `...` at the start of a line, followed by white space or the end of the line. */
function isDocumentMarker(text: string, lineStart: number): boolean {
  const marker = text.slice(lineStart, lineStart + 3);
  if (marker !== '---' && marker !== '...') return false;
  const after = text[lineStart + 3];
  return after === undefined || isBlank(after) || isBreak(after);
}

function isCommentOrBlankLine(text: string, lineStart: number): boolean {
  let i = lineStart;
  while (isBlank(text[i])) i++;
  return i >= text.length || isBreak(text[i]) || text[i] === '#';
}

// ---------------------------------------------------------------------------------------------
// Documents

/**
 * Where the root node of the document beginning at `from` may start and where the document ends,
 * following js-yaml's readDocument: comments and `%` directives first, an optional `---` (js-yaml
 * does not require a space after it there), then the node, which ends at the next `---`/`...` line.
 */
function documentBounds(text: string, from: number): DocumentBounds {
  let lineStart = from;
  while (lineStart < text.length) {
    if (isCommentOrBlankLine(text, lineStart) || text[lineStart] === '%') {
      lineStart = nextLineStart(text, lineStart);
      continue;
    }
    if (text.startsWith('---', lineStart)) {
      const contentStart = lineStart + 3;
      return { contentStart, end: bodyEnd(text, contentStart, true) };
    }
    if (isDocumentMarker(text, lineStart)) return { contentStart: lineStart, end: lineStart };
    return { contentStart: lineStart, end: bodyEnd(text, lineStart, false) };
  }
  return { contentStart: text.length, end: text.length };
}

function bodyEnd(text: string, contentStart: number, explicitStart: boolean): number {
  if (explicitStart && rootBlockScalarSwallowsRest(text, contentStart)) return text.length;
  const markers = /[\r\n](?:---|\.\.\.)(?=[ \t\r\n]|$)/g;
  markers.lastIndex = lineEndOf(text, contentStart);
  const found = markers.exec(text);
  return found === null ? text.length : found.index + 1;
}

/**
 * `--- |` with content at column 0: js-yaml's block scalar reader does not stop at `---` lines, so
 * such a scalar runs to the end of the file.
 */
function rootBlockScalarSwallowsRest(text: string, afterMarker: number): boolean {
  const header = text.slice(afterMarker, lineEndOf(text, afterMarker));
  const match = /^(?:[ \t]+(?:[!&]\S*[ \t]+)*)?[|>]([-+1-9]*)[ \t]*(?:#.*)?$/.exec(header);
  if (!match) return false;
  const explicitIndent = /[1-9]/.exec(match[1]);
  // The root's parent indentation is -1, so an indicator of 1 puts the content at column 0.
  if (explicitIndent) return explicitIndent[0] === '1';
  let indent = 0;
  let lineStart = nextLineStart(text, afterMarker);
  while (lineStart < text.length) {
    const spaces = countSpaces(text, lineStart);
    indent = Math.max(indent, spaces);
    const ch = text[lineStart + spaces];
    if (ch !== undefined && !isBreak(ch)) return indent === 0;
    lineStart = nextLineStart(text, lineStart);
  }
  return false;
}

/**
 * Split a multi-document file into documents the way js-yaml's loadAll does (`---` separator lines,
 * optional `...` end markers, a leading `%YAML` directive), returning each document's text and the
 * 1-based line where it starts in the file. A document's text starts at its `---` line, if it has
 * one, so that content on that line (`--- {a: 1}`) keeps its position.
 */
export function splitDocuments(fileText: string): { text: string; startLine: number }[] {
  const documents: { text: string; startLine: number }[] = [];
  try {
    const lineStarts = computeLineStarts(fileText);
    let from = lineStarts[0];
    if (!hasAnyDocument(fileText, from)) return documents;
    while (from < fileText.length) {
      const { end } = documentBounds(fileText, from);
      const textStart = from === lineStarts[0] ? 0 : from;
      documents.push({ text: fileText.slice(textStart, end), startLine: lineIndexOf(lineStarts, from) + 1 });
      if (end >= fileText.length) break;
      from = fileText[end] === '.' ? startAfterEndMarker(fileText, end) : end;
    }
  } catch {
    // Text that cannot be split is still one document to the caller.
    if (documents.length === 0 && fileText.length > 0) documents.push({ text: fileText, startLine: 1 });
  }
  return documents;
}

/** js-yaml reads no document from an empty file, a lone line break or a line of spaces only. */
function hasAnyDocument(text: string, from: number): boolean {
  const body = text.slice(from);
  const lastChar = body[body.length - 1];
  const normalisedLength = body.length === 0 ? 0 : body.length + (isBreak(lastChar) ? 0 : 1);
  return countSpaces(body, 0) < normalisedLength - 1;
}

/** After `...`, js-yaml skips comments and blank lines; only remaining content starts a document. */
function startAfterEndMarker(text: string, markerStart: number): number {
  const after = nextLineStart(text, markerStart);
  let lineStart = after;
  while (lineStart < text.length && isCommentOrBlankLine(text, lineStart)) lineStart = nextLineStart(text, lineStart);
  return lineStart >= text.length ? text.length : after;
}

// ---------------------------------------------------------------------------------------------
// Outline parser

class OutlineParser {
  private readonly text: string;
  private readonly end: number;
  private readonly lineStarts: readonly number[];

  constructor(text: string, end: number, lineStarts: readonly number[]) {
    this.text = text;
    this.end = end;
    this.lineStarts = lineStarts;
  }

  parseRoot(contentStart: number, want: Want): OutlineNode | null {
    const start = this.skipSeparation(contentStart);
    if (start >= this.end) return null;
    return this.parseBlockNode(start, -1, true, false, want).node;
  }

  // --- low-level scanning -------------------------------------------------------------------

  private char(i: number): string | undefined {
    return i < this.end ? this.text[i] : undefined;
  }

  private isWsOrEnd(i: number): boolean {
    const ch = this.char(i);
    return ch === undefined || isBlank(ch) || isBreak(ch);
  }

  private column(offset: number): number {
    return offset - this.lineStarts[lineIndexOf(this.lineStarts, offset)];
  }

  private skipInlineSpace(i: number): number {
    while (isBlank(this.char(i))) i++;
    return i;
  }

  private lineEnd(i: number): number {
    while (i < this.end && !isBreak(this.text[i])) i++;
    return i;
  }

  /** Skips white space, line breaks and comments; only call it where a `#` starts a comment. */
  private skipSeparation(i: number): number {
    for (;;) {
      i = this.skipInlineSpace(i);
      const ch = this.char(i);
      if (ch === '#') i = this.lineEnd(i);
      else if (isBreak(ch)) i++;
      else return Math.min(i, this.end);
    }
  }

  private atEndOfLineOrComment(i: number): boolean {
    const ch = this.char(i);
    return ch === undefined || isBreak(ch) || ch === '#';
  }

  /** Skips anchors (`&a`) and tags (`!!str`, `!<tag:x>`) with the blanks after them. */
  private skipProperties(i: number): number {
    for (;;) {
      const ch = this.char(i);
      if (ch !== '&' && ch !== '!') return i;
      if (this.text.startsWith('!<', i)) {
        while (i < this.end && this.text[i] !== '>' && !isBreak(this.text[i])) i++;
        i++;
      } else {
        while (!this.isWsOrEnd(i)) i++;
      }
      i = this.skipInlineSpace(i);
    }
  }

  private isSequenceDash(i: number): boolean {
    return this.char(i) === '-' && this.isWsOrEnd(i + 1);
  }

  private isMappingColon(i: number): boolean {
    return this.char(i) === ':' && this.isWsOrEnd(i + 1);
  }

  private scanQuoted(i: number): number {
    const quote = this.text[i];
    let j = i + 1;
    while (j < this.end) {
      const ch = this.text[j];
      if (quote === '"' && ch === '\\') j += 2;
      else if (ch === quote && quote === "'" && this.text[j + 1] === "'") j += 2;
      else if (ch === quote) return j + 1;
      else j++;
    }
    return this.end;
  }

  private scanAliasName(i: number, inFlow: boolean): number {
    let j = i + 1;
    while (!this.isWsOrEnd(j) && !(inFlow && isFlowIndicator(this.text[j]))) j++;
    return j;
  }

  /**
   * First line of a block plain scalar: where its text ends (before a trailing comment) and where a
   * `: ` makes it an implicit key, if it does.
   */
  private scanPlainLine(i: number): { textEnd: number; colon: number } {
    let textEnd = i;
    for (let j = i; j < this.end && !isBreak(this.text[j]); j++) {
      const ch = this.text[j];
      if (ch === ':' && this.isWsOrEnd(j + 1)) return { textEnd, colon: j };
      if (ch === '#' && j > i && isBlank(this.text[j - 1])) break;
      if (!isBlank(ch)) textEnd = j + 1;
    }
    return { textEnd, colon: -1 };
  }

  /** Continuation lines of a multi-line plain scalar: more indented than its parent, not comments. */
  private extendPlainScalar(lineEndOffset: number, parentIndent: number): number {
    let last = lineEndOffset;
    let lineStart = nextLineStart(this.text, lineEndOffset);
    while (lineStart < this.end) {
      const first = this.skipInlineSpace(lineStart);
      const ch = this.char(first);
      if (ch === undefined) break;
      if (!isBreak(ch)) {
        if (ch === '#' || countSpaces(this.text, lineStart) <= parentIndent) break;
        last = this.scanPlainLine(first).textEnd;
      }
      lineStart = nextLineStart(this.text, first);
    }
    return last;
  }

  // --- block context ------------------------------------------------------------------------

  /**
   * A node in block context starting at `i` (a non-blank character). `parentIndent` is the column
   * of the mapping or sequence that holds it; `allowCollection` is false for a value written on the
   * same line as its key, where neither an implicit mapping nor a block sequence may start.
   * `inMapping` is true for a mapping value, which may be a sequence at the mapping's own column.
   */
  private parseBlockNode(i: number, parentIndent: number, allowCollection: boolean, inMapping = false, want: Want = undefined): Parsed {
    const propertiesAt = i;
    i = this.skipProperties(i);
    if (i !== propertiesAt && this.atEndOfLineOrComment(i)) {
      const next = this.skipSeparation(i);
      if (!this.startsNestedNode(next, parentIndent, inMapping)) {
        return { node: emptyScalar(propertiesAt), next: i };
      }
      i = next;
      allowCollection = true;
    }
    const ch = this.text[i];
    if (allowCollection && this.isSequenceDash(i)) return this.parseBlockSequence(i, want);
    if (allowCollection && ch === '?' && this.isWsOrEnd(i + 1)) return this.parseBlockMapping(i, want);
    if (ch === '|' || ch === '>') return this.parseBlockScalar(i, parentIndent);
    if (allowCollection && this.startsImplicitKey(i)) return this.parseBlockMapping(i, want);
    return this.parseScalarAliasOrFlow(i, parentIndent);
  }

  /** Whether content at `next`, on a line after its key or `-`, belongs to that key or item. */
  private startsNestedNode(next: number, parentIndent: number, inMapping: boolean): boolean {
    if (next >= this.end) return false;
    const column = this.column(next);
    return column > parentIndent || (inMapping && column === parentIndent && this.isSequenceDash(next));
  }

  /** End offset of a single-line key candidate at `i` (quoted, flow, alias or plain). */
  private keyCandidateEnd(i: number): number {
    const ch = this.text[i];
    if (ch === '"' || ch === "'") return this.scanQuoted(i);
    if (ch === '[' || ch === '{') return this.parseFlowNode(i).next;
    if (ch === '*') return this.scanAliasName(i, false);
    const { colon } = this.scanPlainLine(i);
    return colon < 0 ? this.lineEnd(i) : colon;
  }

  private startsImplicitKey(i: number): boolean {
    return this.isMappingColon(this.skipInlineSpace(this.keyCandidateEnd(i)));
  }

  /** A flow collection, an alias or a quoted or plain scalar, in block context. */
  private parseScalarAliasOrFlow(i: number, parentIndent: number): Parsed {
    const ch = this.text[i];
    if (ch === '[' || ch === '{') return this.parseFlowNode(i);
    if (ch === '*') return { node: { kind: 'alias', at: i }, next: this.scanAliasName(i, false) };
    if (ch === '"' || ch === "'") {
      const next = this.scanQuoted(i);
      return { node: { kind: 'scalar', at: i, raw: this.text.slice(i, next), style: 'quoted' }, next };
    }
    const textEnd = this.plainValueLineEnd(i);
    const next = this.extendPlainScalar(textEnd, parentIndent);
    return { node: { kind: 'scalar', at: i, raw: this.text.slice(i, textEnd), style: 'plain' }, next };
  }

  /** Where a plain value's first line ends: a `: ` in it is text here, not a key indicator. */
  private plainValueLineEnd(i: number): number {
    let textEnd = i;
    for (let j = i; j < this.end && !isBreak(this.text[j]); j++) {
      const ch = this.text[j];
      if (ch === '#' && j > i && isBlank(this.text[j - 1])) break;
      if (!isBlank(ch)) textEnd = j + 1;
    }
    return textEnd;
  }

  private parseBlockSequence(start: number, want: Want): Parsed {
    const column = this.column(start);
    const items: OutlineNode[] = [];
    let i = start;
    let next = start;
    for (;;) {
      const item = this.parseSequenceItem(i, column, wantForItem(want, items.length));
      items.push(item.node);
      next = Math.max(item.next, i + 1);
      i = this.skipOverIndented(this.skipSeparation(next), column);
      if (i >= this.end || this.column(i) !== column || !this.isSequenceDash(i)) break;
    }
    return { node: { kind: 'seq', at: start, items }, next };
  }

  private parseSequenceItem(dash: number, column: number, want: Want): Parsed {
    const content = this.skipInlineSpace(dash + 1);
    if (!this.atEndOfLineOrComment(content)) return this.parseOrSkip(content, column, want);
    const next = this.skipSeparation(content);
    if (next < this.end && this.column(next) > column) return this.parseOrSkip(next, column, want);
    return { node: emptyScalar(dash), next: content };
  }

  /** A block node held by a collection at `column`: skipped when nothing is wanted from it and that is safe. */
  private parseOrSkip(start: number, column: number, want: Want): Parsed {
    if (want === null) {
      const next = this.endOfSkippable(start, column);
      if (next >= 0) return { node: skippedNode(start), next };
    }
    return this.parseBlockNode(start, column, true, false, want);
  }

  /**
   * Where the collection at `column` goes on after a node starting at `start` (a more indented
   * position): the first line after the node's first line whose content is at `column` or left of
   * it, or the end. Only quoted scalars and flow collections can run past such a line (every other
   * construct ends at a less indented line), so this answers -1 when a line of the node may start
   * one that does not close on that same line; the caller then parses the node.
   */
  private endOfSkippable(start: number, column: number): number {
    let lineEnd = this.selfContainedLineEnd(start);
    while (lineEnd >= 0 && lineEnd < this.end) {
      const lineStart = nextLineStart(this.text, lineEnd);
      const first = this.skipInlineSpace(lineStart);
      const ch = this.char(first);
      if (ch === undefined) return this.end;
      if (isBreak(ch) || ch === '#') {
        lineEnd = this.lineEnd(first);
        continue;
      }
      if (first - lineStart <= column) return first;
      lineEnd = this.selfContainedLineEnd(first);
    }
    return lineEnd < 0 ? -1 : this.end;
  }

  /**
   * The end of the line whose content starts at `i`, if every quoted scalar or flow collection that
   * can start on it (after indicators, properties or a key's colon) also ends on it; else -1.
   * Lines inside block or multi-line plain scalars are read the same way, which can only make the
   * answer more cautious.
   */
  private selfContainedLineEnd(i: number): number {
    const lineEnd = this.lineEnd(i);
    for (;;) {
      const ch = this.char(i);
      if ((ch === '-' || ch === '?' || ch === ':') && this.isWsOrEnd(i + 1)) i = this.skipInlineSpace(i + 1);
      else if (ch === '&' || ch === '!') i = this.skipProperties(i);
      else break;
    }
    let afterToken = this.closedTokenEnd(i, lineEnd);
    if (afterToken === -1) {
      // A plain scalar, or a plain key whose value follows its colon.
      const { colon } = this.scanPlainLine(i);
      if (colon < 0) return lineEnd;
      afterToken = colon;
    } else if (afterToken < 0) {
      return afterToken === -2 ? lineEnd : -1;
    }
    i = this.skipInlineSpace(afterToken);
    if (this.atEndOfLineOrComment(i)) return lineEnd;
    if (!this.isMappingColon(i)) return -1;
    // The value on the key's line.
    i = this.skipProperties(this.skipInlineSpace(i + 1));
    if (this.atEndOfLineOrComment(i)) return lineEnd;
    const valueEnd = this.closedTokenEnd(i, lineEnd);
    if (valueEnd === -1 || valueEnd === -2) return lineEnd;
    if (valueEnd < 0) return -1;
    return this.atEndOfLineOrComment(this.skipInlineSpace(valueEnd)) ? lineEnd : -1;
  }

  /**
   * For a token at `i`: the end of a quoted scalar, flow collection or alias that closes by
   * `lineEnd`; -1 for a plain scalar; -2 for a block scalar header (its lines are bounded by
   * indentation); -3 for a quoted scalar or flow collection that runs on.
   */
  private closedTokenEnd(i: number, lineEnd: number): number {
    const ch = this.char(i);
    let end: number;
    if (ch === '"' || ch === "'") end = this.scanQuoted(i);
    else if (ch === '[' || ch === '{') end = this.parseFlowNode(i).next;
    else if (ch === '*') return this.scanAliasName(i, false);
    else if (ch === '|' || ch === '>') return -2;
    else return -1;
    return end <= lineEnd ? end : -3;
  }

  /**
   * Lines more indented than a collection's column that its entries did not consume are invalid
   * YAML; skipping them keeps the outline usable instead of losing the rest of the collection.
   */
  private skipOverIndented(i: number, column: number): number {
    while (i < this.end && this.column(i) > column) i = this.skipSeparation(this.lineEnd(i));
    return i;
  }

  private parseBlockMapping(start: number, want: Want): Parsed {
    const column = this.column(start);
    const entries: MapEntry[] = [];
    let i = start;
    let next = start;
    for (;;) {
      const entry = this.parseMappingEntry(i, column, want);
      if (entry.entry) entries.push(entry.entry);
      next = Math.max(entry.next, i + 1);
      i = this.skipOverIndented(this.skipSeparation(next), column);
      if (i >= this.end || this.column(i) !== column || this.isSequenceDash(i)) break;
    }
    const at = entries.length > 0 ? entries[0].at : start;
    return { node: { kind: 'map', at, entries }, next };
  }

  private parseMappingEntry(i: number, column: number, want: Want): { entry: MapEntry | null; next: number } {
    if (this.text[i] === '?' && this.isWsOrEnd(i + 1)) return this.parseExplicitEntry(i, column, want);
    const at = this.skipProperties(i);
    const key = this.readKey(at);
    const colon = this.skipInlineSpace(key.next);
    if (!this.isMappingColon(colon)) return { entry: null, next: this.lineEnd(i) };
    const value = this.parseValueAfterColon(colon + 1, column, wantForValue(want, key.text, key.plain));
    return { entry: { key: key.text, plain: key.plain, at, value: value.node }, next: value.next };
  }

  private readKey(at: number): { text: string; plain: boolean; next: number } {
    const ch = this.text[at];
    if (ch === '"' || ch === "'") {
      const next = this.scanQuoted(at);
      return { text: decodeQuoted(this.text.slice(at, next)), plain: false, next };
    }
    if (ch === '[' || ch === '{') {
      const key = this.parseFlowNode(at);
      return { text: collectionKeyText(key.node), plain: false, next: key.next };
    }
    if (ch === '*') {
      const next = this.scanAliasName(at, false);
      return { text: this.text.slice(at, next), plain: false, next };
    }
    const { textEnd, colon } = this.scanPlainLine(at);
    return { text: this.text.slice(at, textEnd), plain: true, next: colon < 0 ? this.lineEnd(at) : colon };
  }

  /** `? key` on one line (or several), then `: value` at the mapping's column. */
  private parseExplicitEntry(question: number, column: number, want: Want): { entry: MapEntry | null; next: number } {
    const keyStart = this.skipSeparation(question + 1);
    const key: Parsed =
      keyStart < this.end && this.column(keyStart) > column
        ? this.parseBlockNode(keyStart, column, true)
        : { node: emptyScalar(question), next: question + 1 };
    const keyText = keyTextOf(key.node);
    const plain = isPlainScalar(key.node);
    const colon = this.skipSeparation(key.next);
    const entryAt = key.node.at;
    if (colon < this.end && this.column(colon) === column && this.isMappingColon(colon)) {
      const value = this.parseValueAfterColon(colon + 1, column, wantForValue(want, keyText, plain));
      return { entry: { key: keyText, plain, at: entryAt, value: value.node }, next: value.next };
    }
    return { entry: { key: keyText, plain, at: entryAt, value: emptyScalar(entryAt) }, next: key.next };
  }

  private parseValueAfterColon(afterColon: number, column: number, want: Want): Parsed {
    const start = this.skipInlineSpace(afterColon);
    if (!this.atEndOfLineOrComment(start)) return this.parseBlockNode(start, column, false, true, want);
    const next = this.skipSeparation(start);
    if (this.startsNestedNode(next, column, true)) {
      // A sequence at the mapping's own column is not skipped: its items are the mapping's lines.
      return this.column(next) > column ? this.parseOrSkip(next, column, want) : this.parseBlockNode(next, column, true, false, want);
    }
    return { node: emptyScalar(start), next: start };
  }

  /**
   * Block scalar content, measured as js-yaml measures it: an explicit indentation indicator is
   * relative to the parent's column; otherwise the first non-empty line sets the indentation, and
   * whitespace-only lines before it can raise it.
   */
  private parseBlockScalar(header: number, parentIndent: number): Parsed {
    let i = header + 1;
    let explicitIndent = 0;
    while (/[-+0-9]/.test(this.char(i) ?? '')) {
      const ch = this.text[i];
      if (ch >= '1' && ch <= '9') explicitIndent = Number(ch);
      i++;
    }
    const headerEnd = this.lineEnd(i);
    let indent = explicitIndent > 0 ? parentIndent + explicitIndent : parentIndent + 1;
    let detected = explicitIndent > 0;
    const from = nextLineStart(this.text, headerEnd);
    let to = from;
    let lineStart = from;
    while (lineStart < this.end) {
      const spaces = countSpaces(this.text, lineStart);
      const ch = this.char(lineStart + spaces);
      if (!detected && spaces > indent) indent = spaces;
      if (ch !== undefined && !isBreak(ch)) {
        if (spaces < indent) break;
        detected = true;
        to = this.lineEnd(lineStart + spaces);
      }
      if (ch === undefined) break;
      lineStart = nextLineStart(this.text, lineStart + spaces);
    }
    const literal = this.text[header] === '|' && to > from ? { from, to, indent } : undefined;
    return { node: { kind: 'scalar', at: header, raw: '', style: 'block', literal }, next: Math.max(to, headerEnd) };
  }

  // --- flow context -------------------------------------------------------------------------

  private parseFlowNode(i: number): Parsed {
    i = this.skipFlowProperties(i);
    const ch = this.char(i);
    if (ch === '[') return this.parseFlowSequence(i);
    if (ch === '{') return this.parseFlowMapping(i);
    if (ch === '*') return { node: { kind: 'alias', at: i }, next: this.scanAliasName(i, true) };
    if (ch === '"' || ch === "'") {
      const next = this.scanQuoted(i);
      return { node: { kind: 'scalar', at: i, raw: this.text.slice(i, next), style: 'quoted' }, next };
    }
    const { textEnd, next } = this.scanFlowPlain(i);
    return { node: { kind: 'scalar', at: i, raw: this.text.slice(i, textEnd), style: 'plain' }, next };
  }

  private skipFlowProperties(i: number): number {
    for (;;) {
      const ch = this.char(i);
      if (ch !== '&' && ch !== '!') return i;
      while (!this.isWsOrEnd(i) && !isFlowIndicator(this.text[i])) i++;
      i = this.skipSeparation(i);
    }
  }

  /** A plain scalar inside `[...]`/`{...}`: may span lines, ends at an indicator or a comment. */
  private scanFlowPlain(i: number): { textEnd: number; next: number } {
    let textEnd = i;
    let j = i;
    for (; j < this.end; j++) {
      const ch = this.text[j];
      if (isFlowIndicator(ch)) break;
      if (ch === ':' && (this.isWsOrEnd(j + 1) || isFlowIndicator(this.text[j + 1]))) break;
      if (ch === '#' && j > i && (isBlank(this.text[j - 1]) || isBreak(this.text[j - 1]))) break;
      if (!isBlank(ch) && !isBreak(ch)) textEnd = j + 1;
    }
    return { textEnd, next: textEnd > i ? textEnd : j };
  }

  private parseFlowSequence(open: number): Parsed {
    const items: OutlineNode[] = [];
    let i = open + 1;
    for (;;) {
      i = this.skipSeparation(i);
      const ch = this.char(i);
      if (ch === undefined) break;
      if (ch === ']') return { node: { kind: 'seq', at: open, items }, next: i + 1 };
      if (ch === ',') {
        i++;
        continue;
      }
      const pair = this.parseFlowPair(i, ']');
      items.push(pair.value === null ? pair.key : singlePairMapping(pair.key, pair.value));
      i = Math.max(pair.next, i + 1);
    }
    return { node: { kind: 'seq', at: open, items }, next: i };
  }

  private parseFlowMapping(open: number): Parsed {
    const entries: MapEntry[] = [];
    let i = open + 1;
    for (;;) {
      i = this.skipSeparation(i);
      const ch = this.char(i);
      if (ch === undefined) break;
      if (ch === '}') return { node: { kind: 'map', at: open, entries }, next: i + 1 };
      if (ch === ',') {
        i++;
        continue;
      }
      const pair = this.parseFlowPair(i, '}');
      const { key } = pair;
      const value = pair.value ?? emptyScalar(key.at);
      entries.push({ key: keyTextOf(key), plain: isPlainScalar(key), at: key.at, value });
      i = Math.max(pair.next, i + 1);
    }
    return { node: { kind: 'map', at: open, entries }, next: i };
  }

  /** `key`, `key: value` or `? key : value` inside a flow collection closed by `close`. */
  private parseFlowPair(i: number, close: string): { key: OutlineNode; value: OutlineNode | null; next: number } {
    if (this.text[i] === '?' && this.isWsOrEnd(i + 1)) i = this.skipSeparation(i + 1);
    const key = this.parseFlowNode(i);
    const colon = this.skipSeparation(key.next);
    if (this.char(colon) !== ':') return { key: key.node, value: null, next: key.next };
    const valueStart = this.skipSeparation(colon + 1);
    const ch = this.char(valueStart);
    if (ch === undefined || ch === ',' || ch === close) {
      return { key: key.node, value: emptyScalar(colon), next: valueStart };
    }
    const value = this.parseFlowNode(valueStart);
    return { key: key.node, value: value.node, next: value.next };
  }
}

/**
 * js-yaml turns a collection used as a key into a string: `String(object)` for a mapping, the items
 * joined by commas for a sequence. Unrendered templates hit this (`image: {{ .Values.image }}`).
 */
function collectionKeyText(node: OutlineNode): string {
  if (node.kind === 'map') return '[object Object]';
  if (node.kind === 'seq') return node.items.map(sequenceKeyItemText).join(',');
  return node.kind === 'scalar' ? keyTextOf(node) : '';
}

function sequenceKeyItemText(item: OutlineNode): string {
  if (item.kind === 'map') return '[object Object]';
  if (item.kind !== 'scalar') return '';
  if (item.style !== 'plain') return keyTextOf(item);
  const resolved = resolvePlainKey(keyTextOf(item));
  // String([null]) is an empty string.
  return resolved === 'null' ? '' : resolved;
}

function isPlainScalar(node: OutlineNode): boolean {
  return node.kind === 'scalar' && node.style === 'plain';
}

function emptyScalar(at: number): ScalarNode {
  return { kind: 'scalar', at, raw: '', style: 'plain' };
}

/** The key string js-yaml would store for a node used as a key (before plain-scalar resolution). */
function keyTextOf(node: OutlineNode): string {
  if (node.kind !== 'scalar') return collectionKeyText(node);
  if (node.style === 'quoted') return decodeQuoted(node.raw);
  // A plain scalar spanning lines inside a flow collection folds each line break to a space.
  return node.style === 'plain' ? node.raw.replace(/[ \t]*\r?\n[ \t\r\n]*/g, ' ') : '';
}

function singlePairMapping(key: OutlineNode, value: OutlineNode): OutlineNode {
  return { kind: 'map', at: key.at, entries: [{ key: keyTextOf(key), plain: isPlainScalar(key), at: key.at, value }] };
}

// ---------------------------------------------------------------------------------------------
// Scalars

const DOUBLE_QUOTE_ESCAPES: Record<string, string> = {
  '0': '\0', a: '\x07', b: '\b', t: '\t', '\t': '\t', n: '\n', v: '\v', f: '\f', r: '\r', e: '\x1b',
  ' ': ' ', '"': '"', '/': '/', '\\': '\\', N: '\x85', _: '\xa0', L: '\u2028', P: '\u2029',
};
const HEX_ESCAPE_LENGTHS: Record<string, number> = { x: 2, u: 4, U: 8 };

/** The value of a quoted scalar, including its quotes, with escapes and line folding applied. */
function decodeQuoted(raw: string): string {
  const quote = raw[0];
  const body = raw.endsWith(quote) && raw.length > 1 ? raw.slice(1, -1) : raw.slice(1);
  if (!/[\\\r\n']/.test(body)) return body;
  const parts: string[] = [];
  // Blanks before a line break are dropped by folding, unless they were written as escapes.
  let keptParts = 0;
  const appendKept = (text: string): void => {
    parts.push(text);
    keptParts = parts.length;
  };
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quote === "'" && ch === "'" && body[i + 1] === "'") {
      parts.push("'");
      i++;
    } else if (quote === '"' && ch === '\\') {
      i = appendEscape(body, i, appendKept);
    } else if (isBreak(ch)) {
      while (parts.length > keptParts && isBlank(parts[parts.length - 1])) parts.pop();
      i = appendFoldedBreak(body, i, appendKept);
    } else {
      parts.push(ch);
    }
  }
  return parts.join('');
}

/** Returns the index of the escape's last character. */
function appendEscape(body: string, backslash: number, append: (s: string) => void): number {
  const code = body[backslash + 1];
  if (isBreak(code)) {
    let i = backslash + 1;
    while (isBreak(body[i]) || isBlank(body[i])) i++;
    return i - 1;
  }
  const hexLength = HEX_ESCAPE_LENGTHS[code];
  if (hexLength !== undefined) {
    const codePoint = parseInt(body.slice(backslash + 2, backslash + 2 + hexLength), 16);
    append(Number.isNaN(codePoint) ? '' : String.fromCodePoint(Math.min(codePoint, 0x10ffff)));
    return backslash + 1 + hexLength;
  }
  append(DOUBLE_QUOTE_ESCAPES[code] ?? code ?? '');
  return backslash + 1;
}

/** A line break inside a quoted scalar folds to a space, or to n-1 line feeds for n breaks. */
function appendFoldedBreak(body: string, first: number, append: (s: string) => void): number {
  let breaks = 0;
  let i = first;
  while (i < body.length && (isBreak(body[i]) || isBlank(body[i]))) {
    if (body[i] === '\n' || (body[i] === '\r' && body[i + 1] !== '\n')) breaks++;
    i++;
  }
  append(breaks <= 1 ? ' ' : '\n'.repeat(breaks - 1));
  return i - 1;
}

const NULL_SCALARS = new Set(['', '~', 'null', 'Null', 'NULL']);
const TRUE_SCALARS = new Set(['true', 'True', 'TRUE']);
const FALSE_SCALARS = new Set(['false', 'False', 'FALSE']);
const FLOAT_PATTERN =
  /^(?:[-+]?(?:[0-9][0-9_]*)(?:\.[0-9_]*)?(?:[eE][-+]?[0-9]+)?|\.[0-9_]+(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;

/** The string js-yaml makes of a plain mapping key: it resolves the scalar, then calls String(). */
function resolvePlainKey(raw: string): string {
  if (NULL_SCALARS.has(raw)) return 'null';
  if (TRUE_SCALARS.has(raw)) return 'true';
  if (FALSE_SCALARS.has(raw)) return 'false';
  const integer = resolveInteger(raw);
  if (integer !== null) return String(integer);
  if (FLOAT_PATTERN.test(raw) && !raw.endsWith('_')) return String(constructFloat(raw));
  return raw;
}

function resolveInteger(raw: string): number | null {
  const match = /^([-+]?)(?:0b([01_]+)|0x([0-9a-fA-F_]+)|0o([0-7_]+)|([0-9][0-9_]*))$/.exec(raw);
  if (!match || raw.endsWith('_')) return null;
  const [, sign, binary, hex, octal, decimal] = match;
  const digits = (binary ?? hex ?? octal ?? decimal).replace(/_/g, '');
  if (digits === '') return null;
  const radix = binary !== undefined ? 2 : hex !== undefined ? 16 : octal !== undefined ? 8 : 10;
  const value = parseInt(digits, radix);
  return sign === '-' ? -value : value;
}

function constructFloat(raw: string): number {
  const value = raw.replace(/_/g, '').toLowerCase();
  const sign = value.startsWith('-') ? -1 : 1;
  const unsigned = /^[-+]/.test(value) ? value.slice(1) : value;
  if (unsigned === '.inf') return sign * Infinity;
  if (unsigned === '.nan') return NaN;
  return sign * parseFloat(unsigned);
}

function keyMatches(entry: Pick<MapEntry, 'key' | 'plain'>, wanted: string): boolean {
  return entry.plain ? resolvePlainKey(entry.key) === wanted : entry.key === wanted;
}

function isMergeKey(entry: MapEntry): boolean {
  return entry.plain && entry.key === '<<';
}

// ---------------------------------------------------------------------------------------------
// Locating

interface Outline {
  lineStarts: number[];
  root: OutlineNode | null;
  contentStart: number;
}

/**
 * The outline of what `path` goes through: sibling subtrees off the path are skipped line by line
 * where that is safe, which makes locating a finding cost a fraction of outlining the document.
 */
function outlineOf(text: string, path: Path): Outline {
  const lineStarts = computeLineStarts(text);
  const { contentStart, end } = documentBounds(text, lineStarts[0]);
  const root = new OutlineParser(text, end, lineStarts).parseRoot(contentStart, path);
  return { lineStarts, root, contentStart: Math.min(contentStart, end) };
}

interface Step {
  at: number;
  node: OutlineNode;
}

function stepInto(node: OutlineNode, segment: string | number): Step | null {
  if (node.kind === 'map') {
    const wanted = String(segment);
    for (let k = node.entries.length - 1; k >= 0; k--) {
      const entry = node.entries[k];
      if (keyMatches(entry, wanted)) return { at: entry.at, node: entry.value };
    }
    // The key may come from a `<<` merge, which cannot be followed in the text: stop at the merge key.
    const merge = node.entries.filter(isMergeKey).pop();
    return merge ? { at: merge.at, node: { kind: 'other', at: merge.at } } : null;
  }
  if (node.kind === 'seq') {
    const index = typeof segment === 'number' ? segment : /^\d+$/.test(segment) ? Number(segment) : -1;
    const item = Number.isInteger(index) && index >= 0 ? node.items[index] : undefined;
    return item ? { at: item.at, node: item } : null;
  }
  return null;
}

interface Located {
  position: Position;
  /** How many path segments were found in the text. */
  depth: number;
}

function positionAt(lineStarts: readonly number[], offset: number): Position {
  const index = lineIndexOf(lineStarts, offset);
  return { line: index + 1, column: Math.max(offset - lineStarts[index], 0) + 1 };
}

function locate(text: string, path: Path): Located {
  const outline = outlineOf(text, path);
  let node = outline.root;
  let at = node ? node.at : outline.contentStart;
  for (let depth = 0; depth < path.length; depth++) {
    if (!node) return { position: positionAt(outline.lineStarts, at), depth };
    if (node.kind === 'scalar' && node.literal) {
      const inner = locateInLiteral(text, outline.lineStarts, node.literal, path.slice(depth));
      if (inner) return { position: inner.position, depth: depth + inner.depth };
    }
    const step = stepInto(node, path[depth]);
    if (!step) return { position: positionAt(outline.lineStarts, at), depth };
    at = step.at;
    node = step.node;
  }
  return { position: positionAt(outline.lineStarts, at), depth: path.length };
}

/**
 * A `|` block scalar often holds a whole document (kubeadm's ConfigMaps, component configs): the
 * rest of the path is looked up in its de-indented content and mapped back to the outer text.
 */
function locateInLiteral(text: string, lineStarts: readonly number[], literal: LiteralBlock, rest: Path): Located | null {
  literal.content ??= deindent(text.slice(literal.from, literal.to), literal.indent);
  const inner = locate(literal.content, rest);
  if (inner.depth === 0) return null;
  const firstLine = lineIndexOf(lineStarts, literal.from) + 1;
  return {
    position: { line: firstLine + inner.position.line - 1, column: inner.position.column + literal.indent },
    depth: inner.depth,
  };
}

function deindent(block: string, indent: number): string {
  return block
    .split(/(?<=\n)/)
    .map((line) => (countSpaces(line, 0) >= indent ? line.slice(indent) : line.replace(/^ +/, '')))
    .join('');
}

/**
 * Position of the node at `path` in one document's text, or of the deepest existing ancestor on the
 * way. `path = []` gives the position of the document's root node (its first key for a mapping).
 * Never throws. Positions are relative to the text given (line 1 = first line of `text`).
 *
 * A mapping key in the path is located at the key's first character (the quote of a quoted key); an
 * array index at the item's content, after `- ` (the bracket of a flow collection, the first key of
 * a block mapping). A path that goes on inside a `|` block scalar is followed into the document the
 * scalar holds. Columns count UTF-16 code units, not `\r`, not a leading BOM.
 */
export function locateInDocument(text: string, path: Path): Position {
  try {
    return locate(text, path).position;
  } catch {
    return { line: 1, column: 1 };
  }
}
