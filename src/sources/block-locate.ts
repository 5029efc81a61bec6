/**
 * Positions of fields in a document that `readBlockYaml` read. Such a document is plain block
 * YAML: no tabs, flow collections or quoted scalars spanning lines, unique string keys, block
 * scalars indented past their parent. There, a node's entries are the lines at its column, and
 * anything more indented belongs to them, so a path can be followed by indentation alone, without
 * outlining the document as `locateInDocument` must.
 *
 * The answer is the one `locateInDocument` gives (a key's first character; a sequence item's
 * content after `- `). When the path goes where this does not follow (a missing field, a null
 * value, inside a one-line value or a block scalar, a quoted key), it gives `undefined` and the
 * caller asks `locateInDocument`.
 */
import type { Path, Position } from '../model.js';
import { DOUBLE_QUOTE, endsLine, HASH, isDash, lineEnd, NEWLINE, plainKeyColon, SINGLE_QUOTE, skipSpaces, SPACE } from './block-text.js';


/** A block collection: its kind, its column and where its first key or dash is. */
interface BlockNode {
  sequence: boolean;
  column: number;
  first: number;
}

export function locateInBlockDocument(text: string, path: Path): Position | undefined {
  let first = contentAfter(text, 0);
  // The document's text starts at its `---` line, if it has one.
  if (first >= 0 && columnOf(text, first) === 0 && text.startsWith('---', first)) first = contentAfter(text, lineEnd(text, first) + 1);
  if (first < 0 || path.length === 0) return undefined;
  let node: BlockNode | undefined = nodeAt(text, first);
  let at = first;
  for (let depth = 0; depth < path.length; depth++) {
    if (!node) return undefined;
    const step: Step | undefined = node.sequence ? item(text, node, path[depth]) : entry(text, node, path[depth]);
    if (!step) return undefined;
    at = step.at;
    node = step.node;
  }
  return positionOf(text, at);
}

interface Step {
  /** Where the key or the item's content is. */
  at: number;
  /** The block collection the key's value or the item is, if it is one. */
  node: BlockNode | undefined;
}

function entry(text: string, map: BlockNode, segment: string | number): Step | undefined {
  const wanted = String(segment);
  for (let key = map.first; ; ) {
    const colon = keyColon(text, key);
    if (colon < 0) return undefined;
    if (keyText(text, key, colon) === wanted) return { at: key, node: valueNode(text, map.column, colon + 1) };
    // The next key is the next line at the mapping's column, other than the items of a sequence
    // written at that column, which belong to the key before.
    let next = contentAfter(text, lineEnd(text, key) + 1);
    for (; next >= 0; next = contentAfter(text, lineEnd(text, next) + 1)) {
      const column = columnOf(text, next);
      if (column < map.column) return undefined;
      if (column === map.column && !isDash(text, next)) break;
    }
    if (next < 0) return undefined;
    key = next;
  }
}

function item(text: string, sequence: BlockNode, segment: string | number): Step | undefined {
  const index = typeof segment === 'number' ? segment : /^\d+$/.test(segment) ? Number(segment) : -1;
  if (!Number.isInteger(index) || index < 0) return undefined;
  let dash = sequence.first;
  for (let i = 0; i < index; i++) {
    let next = contentAfter(text, lineEnd(text, dash) + 1);
    for (; next >= 0; next = contentAfter(text, lineEnd(text, next) + 1)) {
      const column = columnOf(text, next);
      if (column < sequence.column) return undefined;
      if (column === sequence.column) break;
    }
    if (next < 0 || !isDash(text, next)) return undefined;
    dash = next;
  }
  const content = skipSpaces(text, dash + 1);
  if (!endsLine(text, content)) return { at: content, node: keyColon(text, content) >= 0 ? { sequence: false, column: columnOf(text, content), first: content } : undefined };
  const nested = contentAfter(text, lineEnd(text, content) + 1);
  if (nested < 0 || columnOf(text, nested) <= sequence.column) return undefined;
  return { at: nested, node: nodeAt(text, nested) };
}

/** The block collection a key's value is, when the value starts on a later line. */
function valueNode(text: string, column: number, afterColon: number): BlockNode | undefined {
  const start = skipSpaces(text, afterColon);
  if (!endsLine(text, start)) return undefined;
  const next = contentAfter(text, lineEnd(text, start) + 1);
  if (next < 0) return undefined;
  const nextColumn = columnOf(text, next);
  if (nextColumn > column) return nodeAt(text, next);
  return nextColumn === column && isDash(text, next) ? { sequence: true, column, first: next } : undefined;
}

function nodeAt(text: string, first: number): BlockNode {
  return { sequence: isDash(text, first), column: columnOf(text, first), first };
}

/** The `:` ending the plain key at `start`, or -1 (no key, or a quoted one). */
function keyColon(text: string, start: number): number {
  const ch = text.charCodeAt(start);
  return ch === DOUBLE_QUOTE || ch === SINGLE_QUOTE ? -1 : plainKeyColon(text, start);
}

function keyText(text: string, start: number, colon: number): string {
  let end = colon;
  while (text.charCodeAt(end - 1) === SPACE) end--;
  return text.slice(start, end);
}

/** The first character of the first line at or after `from` (a line start) that is not blank or a comment, or -1. */
function contentAfter(text: string, from: number): number {
  let start = from;
  while (start < text.length) {
    let i = start;
    while (text.charCodeAt(i) === SPACE) i++;
    const ch = text.charCodeAt(i);
    if (i >= text.length) return -1;
    if (ch === NEWLINE) start = i + 1;
    else if (ch === HASH) start = lineEnd(text, i) + 1;
    else return i;
  }
  return -1;
}

function columnOf(text: string, offset: number): number {
  return offset - (text.lastIndexOf('\n', offset - 1) + 1);
}

function positionOf(text: string, offset: number): Position {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return { line, column: columnOf(text, offset) + 1 };
}
