/**
 * Positions of fields, taken from the parse that produced the values. js-yaml's `listener` option
 * reports each node as the parser opens and closes it, with the parser's offset, line and line
 * start; the events of one document are enough to say where every key and sequence item of its
 * values was written. Nothing here reads YAML on its own: the values and the positions come from
 * the same js-yaml run, so they cannot disagree.
 */
import yaml from 'js-yaml';
import type { Path, Position } from '../model.js';

/** The part of js-yaml's loader state that a listener reads (js-yaml's type definitions leave it out). */
interface ParserState {
  input: string;
  position: number;
  line: number;
  lineStart: number;
  kind: string | null;
  result: unknown;
}

type Listener = (event: 'open' | 'close', state: ParserState) => void;

/** Where a document's text lies in its file: its root node's line, up to where the root node ends. */
export interface DocumentSpan {
  /** Offset of the first character of the line the document's root node starts on. */
  start: number;
  /** Offset just after the root node. */
  end: number;
  /** 1-based line of `start`. */
  line: number;
  /** The document has an alias to a collection: its value is a graph rather than a tree. */
  aliases?: true;
}

export interface LoadOptions {
  schema: yaml.Schema;
  filename?: string;
}

/** What `loadAllWithSpans` read of a file: every document, or those before the one that failed. */
export interface LoadedDocuments {
  documents: unknown[];
  spans: DocumentSpan[];
  /** Set when the text does not parse as a whole: the error, and where the failing document starts. */
  failure?: { error: unknown; start: number };
}

/**
 * `yaml.loadAll`, with each document's span recorded from the parse events, and whether it has an
 * alias to a collection or a string (js-yaml closes an alias without a kind of its own, with the anchored
 * value as its result). The listener only counts depth, which costs nothing measurable next to
 * the parse itself. When the text does not parse, the documents before the failing one are still
 * given, so that they need not be read again.
 */
export function loadAllWithSpans(text: string, options: LoadOptions): LoadedDocuments {
  const spans: DocumentSpan[] = [];
  const documents: unknown[] = [];
  let depth = 0;
  const listener: Listener = (event, state) => {
    if (event === 'open') {
      if (depth++ === 0) spans.push({ start: state.lineStart, end: state.lineStart, line: state.line + 1 });
    } else {
      if (state.kind === null && ((typeof state.result === 'object' && state.result !== null) || typeof state.result === 'string'))
        spans[spans.length - 1].aliases = true;
      if (--depth === 0) {
        spans[spans.length - 1].end = state.position;
        documents.push(state.result);
      }
    }
  };
  try {
    yaml.loadAll(text, undefined, { ...options, listener } as yaml.LoadOptions);
  } catch (error) {
    // The failing document is the one whose root node is open, or, when every root node closed,
    // the last one (js-yaml checks what follows a root node before it takes the document), unless
    // the error is in the next document's directives: that document is read again to tell.
    if (spans.length === documents.length) documents.pop();
    const failing = spans.pop();
    return { documents, spans, failure: { error, start: failing?.start ?? 0 } };
  }
  return { documents, spans };
}

/** Where a key or an item was written, and for a string value how to reach a document it embeds. */
interface Written {
  position: Position;
  /** For a `|` block scalar value: the 0-based line of its header, to map positions inside it back. */
  blockHeaderLine?: number;
  /**
   * The value is an alias (`*name`): what is inside it is written at its anchor, possibly for other
   * objects too, so a path into it is placed at the alias.
   */
  alias?: true;
}

interface ContainerPositions {
  /** Keys of a mapping, by the string js-yaml stored them under. */
  keys?: Map<string, Written>;
  /** Values of a mapping that need more than their key's position (block scalars, aliases), by key. */
  values?: Map<string, Written>;
  /** Items of a sequence, by index. */
  items?: (Written | undefined)[];
}

/** The positions of one parsed document: its value and where each of its keys and items is. */
export class DocumentPositions {
  readonly value: unknown;
  readonly #root: Position;
  readonly #containers: Map<object, ContainerPositions>;
  /** The text the document was parsed from, to map positions inside embedded documents. */
  readonly #text: string;
  /** Added to every line: the document's first line in its file, less one. */
  readonly #lineOffset: number;
  readonly #schema: yaml.Schema;
  #embedded: Map<string, DocumentPositions | null> | undefined;

  constructor(value: unknown, root: Position, containers: Map<object, ContainerPositions>, text: string, lineOffset: number, schema: yaml.Schema) {
    this.value = value;
    this.#schema = schema;
    this.#root = root;
    this.#containers = containers;
    this.#text = text;
    this.#lineOffset = lineOffset;
  }

  /**
   * Where the field at `path` is written, or its closest written ancestor: a mapping key at its
   * first character (the quote of a quoted key), a sequence item at its content (after `- `, the
   * bracket of a flow collection), `[]` at the root node. A key that comes from a `<<` merge is
   * placed at the merge key. A path that goes on inside a string value written as a `|` block
   * scalar is followed into the YAML document the string holds (kubeadm's and the components'
   * configuration files in ConfigMaps).
   */
  locate(path: Path): Position {
    return this.#walk(path).position;
  }

  #walk(path: Path): { position: Position; depth: number } {
    let node = this.value;
    let here: Written = { position: this.#root };
    let depth = 0;
    for (; depth < path.length; depth++) {
      if (typeof node === 'string' && here.blockHeaderLine !== undefined) {
        const inner = this.#inside(node, here.blockHeaderLine, path.slice(depth));
        if (inner) return { position: inner.position, depth: depth + inner.depth };
      }
      const step = typeof node === 'object' && node !== null ? this.#step(node, path[depth]) : undefined;
      if (!step) break;
      node = step.node;
      here = step.written;
    }
    return { position: this.#shift(here.position), depth };
  }

  #step(node: object, part: string | number): { node: unknown; written: Written } | undefined {
    const positions = this.#containers.get(node);
    if (!positions) return undefined;
    if (Array.isArray(node)) {
      const index = typeof part === 'number' ? part : /^\d+$/.test(part) ? Number(part) : -1;
      const written = positions.items?.[index];
      return written ? { node: written.alias ? undefined : node[index], written } : undefined;
    }
    const key = String(part);
    const keyWritten = positions.keys?.get(key);
    if (!keyWritten) {
      const merge = positions.keys?.get('<<');
      return merge && Object.hasOwn(node, key) ? { node: undefined, written: merge } : undefined;
    }
    const valueWritten = positions.values?.get(key);
    if (valueWritten?.alias) return { node: undefined, written: keyWritten };
    return {
      node: (node as Record<string, unknown>)[key],
      written: valueWritten?.blockHeaderLine !== undefined ? { ...keyWritten, blockHeaderLine: valueWritten.blockHeaderLine } : keyWritten,
    };
  }

  /** Positions are kept relative to the parsed text; the file's lines are counted on top. */
  #shift(position: Position): Position {
    return this.#lineOffset === 0 ? position : { line: position.line + this.#lineOffset, column: position.column };
  }

  /**
   * The rest of a path inside a `|` block scalar. js-yaml gives the scalar's content with its
   * indentation taken off and every line kept, so line N of the content is line N after the header,
   * and the indentation is what the written line has in front of the content's.
   */
  #inside(content: string, headerLine: number, rest: Path): { position: Position; depth: number } | undefined {
    const embedded = this.#embeddedDocument(content);
    if (!embedded) return undefined;
    const inner = embedded.#walk(rest);
    if (inner.depth === 0) return undefined;
    const indent = blockIndentation(this.#text, headerLine, content);
    if (indent === undefined) return undefined;
    return {
      position: this.#shift({ line: headerLine + 1 + inner.position.line, column: inner.position.column + indent }),
      depth: inner.depth,
    };
  }

  #embeddedDocument(content: string): DocumentPositions | undefined {
    this.#embedded ??= new Map();
    let found = this.#embedded.get(content);
    if (found === undefined) {
      try {
        found = positionsOf(content, { schema: this.#schema }) ?? null;
      } catch {
        found = null;
      }
      this.#embedded.set(content, found);
    }
    return found ?? undefined;
  }
}

/**
 * How far a block scalar's content is indented in the text: the written line of its first
 * non-empty content line, less that line of the content.
 */
function blockIndentation(text: string, headerLine: number, content: string): number | undefined {
  const contentLines = content.split('\n');
  const first = contentLines.findIndex((line) => line !== '');
  if (first < 0) return undefined;
  const written = lineText(text, headerLine + 1 + first);
  if (written === undefined || !written.endsWith(contentLines[first])) return undefined;
  return written.length - contentLines[first].length;
}

/** The text of the 0-based line `index`, without its line break. */
function lineText(text: string, index: number): string | undefined {
  let start = 0;
  for (let i = 0; i < index; i++) {
    const newline = text.indexOf('\n', start);
    if (newline < 0) return undefined;
    start = newline + 1;
  }
  const newline = text.indexOf('\n', start);
  const line = text.slice(start, newline < 0 ? text.length : newline);
  return line.endsWith('\r') ? line.slice(0, -1) : line;
}

/** A node the parser has opened and not yet closed. */
interface OpenNode {
  position: Position;
  /** Offset of the node's start, to tell a block scalar by its `|`. */
  offset: number;
  line: number;
  children: ClosedNode[] | undefined;
}

interface ClosedNode {
  result: unknown;
  kind: string | null;
  written: Written;
  /** A `:` follows the node on its line. */
  colon: boolean;
}

/**
 * Parses `text` and records the positions of document number `wanted` (0 for the first). Throws
 * what js-yaml throws.
 */
export function positionsOf(text: string, options: LoadOptions, wanted = 0, lineOffset = 0): DocumentPositions | undefined {
  const containers = new Map<object, ContainerPositions>();
  const stack: OpenNode[] = [];
  let documentIndex = -1;
  let root: Position | undefined;
  const listener: Listener = (event, state) => {
    if (event === 'open') {
      if (stack.length === 0) documentIndex++;
      const position = { line: state.line + 1, column: state.position - state.lineStart + 1 };
      stack.push({ position, offset: state.position, line: state.line, children: undefined });
      if (stack.length === 1 && documentIndex === wanted) root = position;
      return;
    }
    const open = stack.pop()!;
    if (documentIndex !== wanted) return;
    const closed: ClosedNode = {
      result: state.result,
      kind: state.kind,
      written: { position: startOfContent(state.input, open) },
      colon: followedByColon(state.input, state.position),
    };
    // js-yaml gives an alias the anchored node's value without a kind of its own.
    if (state.kind === null && typeof state.result === 'object' && state.result !== null) closed.written.alias = true;
    else if (state.kind === 'scalar' && typeof state.result === 'string') {
      const header = blockHeaderLine(state.input, open.offset, open.line);
      if (header !== undefined) closed.written.blockHeaderLine = header;
    }
    // A node that only wraps another (a flow collection read where a block mapping key was tried)
    // closes with the inner node's result: the inner node's positions are the ones to keep.
    if (open.children && typeof state.result === 'object' && state.result !== null && !containers.has(state.result)) {
      containers.set(state.result, state.kind === 'sequence' ? sequencePositions(open.children, state.result as unknown[]) : mappingPositions(open.children));
    }
    const parent = stack[stack.length - 1];
    if (parent) (parent.children ??= []).push(closed);
  };
  const documents = yaml.loadAll(text, undefined, { ...options, listener } as yaml.LoadOptions);
  if (wanted >= documents.length || !root) return undefined;
  return new DocumentPositions(documents[wanted], root, containers, text, lineOffset, options.schema);
}

/** Thrown by a listener to stop the parse once it has what it was after. */
const FOUND = Symbol('found');

/**
 * Where the first document of `text` writes a key of its root mapping, or its root node when `key`
 * is undefined: what `positionsOf(...).locate([key])` answers for a key written in the document,
 * found by parsing only up to it. Most findings point at a root key (`apiVersion`), and this
 * spares recording every other node of the document. Undefined when the key is not written there
 * (it may come from a merge); throws what js-yaml throws.
 */
export function rootKeyPosition(text: string, options: LoadOptions, key: string | undefined, lineOffset = 0): Position | undefined {
  let depth = 0;
  let opened: Position | undefined;
  let pending: string | undefined;
  let found: Position | undefined;
  const listener: Listener = (event, state) => {
    if (event === 'open') {
      if (++depth <= 2) opened = { line: state.line + 1 + lineOffset, column: state.position - state.lineStart + 1 };
      if (depth === 1 && key === undefined) {
        found = opened;
        throw FOUND;
      }
      // A flow collection at the root (JSON, `{...}`) is read inside the root node, its keys a level
      // further down: the whole document's positions place them.
      if (depth === 1 && isFlowStart(state.input, state.position)) throw FOUND;
      return;
    }
    // The root's children alternate key and value, told apart as mappingPositions tells them.
    if (depth-- !== 2) {
      if (depth === 0) throw FOUND;
      return;
    }
    const colon = followedByColon(state.input, state.position);
    if (colon || pending === undefined) {
      pending = keyString(state.result);
      if (colon && state.kind === 'scalar' && pending === key) {
        found = opened;
        throw FOUND;
      }
    } else {
      pending = undefined;
    }
  };
  try {
    yaml.loadAll(text, undefined, { ...options, listener } as yaml.LoadOptions);
  } catch (error) {
    if (error !== FOUND) throw error;
  }
  return found;
}

/**
 * Where a node's content starts: an anchor or a tag (`- &app` with the mapping on the next line)
 * is not the content, so a collection after one is placed at its first entry.
 */
function startOfContent(input: string, open: OpenNode): Position {
  const first = input.charCodeAt(open.offset);
  return (first === 0x26 || first === 0x21) && open.children?.length ? open.children[0].written.position : open.position;
}

/** The character at `offset`, or after the spaces and tabs there: what starts or follows a node on its line. */
function charAfterBlanks(input: string, offset: number): number {
  let i = offset;
  while (input.charCodeAt(i) === 0x20 || input.charCodeAt(i) === 0x09) i++;
  return input.charCodeAt(i);
}

/** A `{` or `[` starts the node. */
function isFlowStart(input: string, offset: number): boolean {
  const first = charAfterBlanks(input, offset);
  return first === 0x7b || first === 0x5b;
}

/** A `:` follows the node: it is a mapping key. */
function followedByColon(input: string, offset: number): boolean {
  return charAfterBlanks(input, offset) === 0x3a;
}

/** The line of a `|` that starts the node (past the spaces after a key's `:`), if it starts with one. */
function blockHeaderLine(input: string, offset: number, line: number): number | undefined {
  return charAfterBlanks(input, offset) === 0x7c ? line : undefined;
}

function mappingPositions(children: readonly ClosedNode[]): ContainerPositions {
  const keys = new Map<string, Written>();
  let values: Map<string, Written> | undefined;
  let pending: string | undefined;
  for (const child of children) {
    // A key is followed by `:`, except in a flow mapping entry without a value (`{a, b: 1}`, and
    // the `{{ ... }}` of an unrendered template) and an explicit `? key`; a value always has its key.
    if (child.colon || pending === undefined) {
      pending = keyString(child.result);
      keys.set(pending, child.written);
    } else if (pending !== undefined) {
      if (child.written.blockHeaderLine !== undefined || child.written.alias) (values ??= new Map()).set(pending, child.written);
      pending = undefined;
    }
  }
  return values ? { keys, values } : { keys };
}

/**
 * A sequence's items in order. js-yaml pushes an empty item (`-` alone on its line) without
 * composing a node, so items are matched to the closed nodes by value.
 */
function sequencePositions(children: readonly ClosedNode[], items: readonly unknown[]): ContainerPositions {
  const positions: (Written | undefined)[] = [];
  let next = 0;
  for (const item of items) {
    const child = children[next];
    if (child && Object.is(child.result, item)) {
      positions.push(child.written);
      next++;
    } else {
      positions.push(undefined);
    }
  }
  return { items: positions };
}

/** The string js-yaml stores a key under (its storeMappingPair): collections become `String()` of them. */
function keyString(key: unknown): string {
  if (Array.isArray(key)) return key.map((item) => (isPlainObject(item) ? '[object Object]' : item)).join(',');
  return isPlainObject(key) ? '[object Object]' : String(key);
}

function isPlainObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
