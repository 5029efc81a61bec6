/**
 * A reader for the plain block-style YAML that nearly every manifest is written in: block mappings
 * and sequences, one-line plain and quoted scalars, literal block scalars and one-line flow
 * sequences. It gives exactly what js-yaml's `loadAll` gives for such text, about twice as fast,
 * because it walks lines rather than characters and has no general case to handle.
 *
 * Anything else (anchors, aliases, tags, merge keys, folded or multi-line scalars, flow mappings,
 * escapes, tabs, carriage returns, documents without a mapping or sequence at their root, text
 * js-yaml would reject) makes it decline by returning `undefined`, and the caller parses the text
 * with js-yaml. Declining is always safe; reading something differently from js-yaml never is, so
 * every rule below either matches js-yaml's reading or declines. Plain scalars are resolved by the
 * schema's own implicit types (null, bool, int, float, merge), in the schema's order.
 */
import type yaml from 'js-yaml';

interface ImplicitType {
  resolve(data: string): boolean;
  construct(data: string): unknown;
}

/** Thrown inside the reader to abandon the text; never escapes `readBlockYaml`. */
class Decline {}
const DECLINE = new Decline();

// js-yaml rejects a scalar holding any of these; a text holding one anywhere is left to it.
const NON_PRINTABLE = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;

const NEWLINE = 10;
const SPACE = 32;
const HASH = 35;
const COLON = 58;
const DASH = 45;
const DOT = 46;
const DOUBLE_QUOTE = 34;
const SINGLE_QUOTE = 39;
const BACKSLASH = 92;
const PIPE = 124;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const COMMA = 44;

/** Characters that cannot start a plain scalar or key here (YAML indicators, and `-`, `?`, `:` to keep it simple). */
const NOT_PLAIN_START = new Set('-?:,[]{}#&*!|>\'"%@`'.split('').map((c) => c.charCodeAt(0)));
/** Characters that end or complicate a plain scalar in a flow collection (`:` is handled apart). */
const FLOW_PLAIN_STOP = new Set('\n#,[]{}"\''.split('').map((c) => c.charCodeAt(0)));
/** First characters of the scalars an implicit type (null, bool, int, float, merge) may claim. */
const MAY_RESOLVE = new Set('0123456789+-.~nNtTfF<'.split('').map((c) => c.charCodeAt(0)));

/**
 * The documents of `text` as js-yaml's `loadAll` with `schema` would read them, or `undefined` when
 * the text uses anything this reader does not handle. `text` must not start with a byte order mark.
 * `documentStarts`, when given, receives where each document's text starts, cut as
 * `splitDocuments` cuts it (the first at 0, the others at their `---` line), so that a caller
 * placing findings need not split the text again.
 */
export function readBlockYaml(text: string, schema: yaml.Schema, documentStarts?: number[]): unknown[] | undefined {
  if (text.includes('\t') || text.includes('\r') || NON_PRINTABLE.test(text)) return undefined;
  try {
    const reader = new BlockReader(text, implicitTypesOf(schema));
    const documents = reader.documents();
    documentStarts?.push(...reader.starts);
    return documents;
  } catch (error) {
    if (error === DECLINE) return undefined;
    throw error;
  }
}

const typesBySchema = new WeakMap<yaml.Schema, readonly ImplicitType[]>();

function implicitTypesOf(schema: yaml.Schema): readonly ImplicitType[] {
  let types = typesBySchema.get(schema);
  if (!types) {
    // The type definitions leave out a schema's list of implicit types, which js-yaml 4 keeps on it.
    types = (schema as unknown as { implicit: ImplicitType[] }).implicit;
    typesBySchema.set(schema, types);
  }
  return types;
}

function decline(): never {
  throw DECLINE;
}

/**
 * Walks the text a line at a time. `line`, `indent` and `first` describe the current content line
 * (the next line that is neither blank nor a comment): where it starts, how many spaces open it
 * and where its first other character is. At the end of the text, `first` is the text's length.
 */
class BlockReader {
  readonly #text: string;
  readonly #types: readonly ImplicitType[];
  #line = 0;
  #indent = 0;
  #first = 0;

  constructor(text: string, types: readonly ImplicitType[]) {
    this.#text = text;
    this.#types = types;
  }

  /** Where each document's text starts: 0, then each `---` line that begins a document after the first. */
  readonly starts: number[] = [0];

  documents(): unknown[] {
    const docs: unknown[] = [];
    this.#seek(0);
    // Comments and blank lines alone make a document to js-yaml only in some cases: leave those to it.
    if (this.#atEnd()) decline();
    if (!this.#atMarker()) {
      docs.push(this.#blockCollection(this.#indent));
      if (!this.#atEnd() && !this.#atMarker()) decline();
    }
    while (this.#atMarker()) {
      // The first document's text takes in a `---` line that opens the file.
      if (docs.length > 0) this.starts.push(this.#line);
      this.#seek(this.#markerLineEnd() + 1);
      docs.push(this.#atEnd() || this.#atMarker() ? null : this.#blockCollection(this.#indent));
      if (!this.#atEnd() && !this.#atMarker()) decline();
    }
    return docs;
  }

  // --- lines ----------------------------------------------------------------------------------

  /** Moves to the first content line starting at or after `from`, a line start. */
  #seek(from: number): void {
    const text = this.#text;
    const length = text.length;
    let start = from;
    for (;;) {
      let i = start;
      while (text.charCodeAt(i) === SPACE) i++;
      if (i >= length) {
        this.#line = this.#first = length;
        this.#indent = 0;
        return;
      }
      const ch = text.charCodeAt(i);
      if (ch === NEWLINE) {
        start = i + 1;
      } else if (ch === HASH) {
        start = this.#lineEnd(i) + 1;
      } else {
        this.#line = start;
        this.#indent = i - start;
        this.#first = i;
        return;
      }
    }
  }

  #lineEnd(from: number): number {
    const end = this.#text.indexOf('\n', from);
    return end < 0 ? this.#text.length : end;
  }

  #atEnd(): boolean {
    return this.#first >= this.#text.length;
  }

  /** A `---` line. Lines starting with `---` or `...` that are not plain `---` markers are declined. */
  #atMarker(): boolean {
    if (this.#indent !== 0) return false;
    const text = this.#text;
    const first = this.#first;
    const ch = text.charCodeAt(first);
    if (ch !== DASH && ch !== DOT) return false;
    if (text.charCodeAt(first + 1) !== ch || text.charCodeAt(first + 2) !== ch) return false;
    if (ch === DOT) decline();
    return true;
  }

  /** The end of a `---` line, which may carry only a comment after the marker. */
  #markerLineEnd(): number {
    const end = this.#lineEnd(this.#first);
    const rest = this.#skipSpaces(this.#first + 3);
    if (rest === this.#first + 3 && rest < end) decline();
    if (rest < end && this.#text.charCodeAt(rest) !== HASH) decline();
    return end;
  }

  #skipSpaces(i: number): number {
    while (this.#text.charCodeAt(i) === SPACE) i++;
    return i;
  }

  /** Whether `i` is where a line ends, or a comment starts (after the blank at `i - 1`). */
  #endsLine(i: number): boolean {
    const ch = this.#text.charCodeAt(i);
    return i >= this.#text.length || ch === NEWLINE || (ch === HASH && this.#text.charCodeAt(i - 1) === SPACE);
  }

  /** Whether the character after `i` separates: a blank, a line end or the text's end. */
  #blankAfter(i: number): boolean {
    const ch = this.#text.charCodeAt(i + 1);
    return ch === SPACE || ch === NEWLINE || i + 1 >= this.#text.length;
  }

  #isDash(i: number): boolean {
    return this.#text.charCodeAt(i) === DASH && this.#blankAfter(i);
  }

  // --- nodes ----------------------------------------------------------------------------------

  /** A mapping or sequence starting on the current line, whose content begins at `column`. */
  #blockCollection(column: number): unknown {
    if (this.#isDash(this.#first)) return this.#sequence(column);
    const colon = this.#keyColon(this.#first);
    if (colon < 0) decline();
    return this.#mapping(column, this.#first, colon);
  }

  /**
   * The offset of the `:` ending the implicit key that starts at `start`, or -1 when no key starts
   * there. Quoted keys end at their closing quote; plain keys at the first `: ` or line-ending `:`.
   */
  #keyColon(start: number): number {
    const text = this.#text;
    const ch = text.charCodeAt(start);
    if (ch === DOUBLE_QUOTE || ch === SINGLE_QUOTE) {
      const close = this.#closingQuote(start);
      const colon = this.#skipSpaces(close + 1);
      return text.charCodeAt(colon) === COLON && this.#blankAfter(colon) ? colon : -1;
    }
    if (NOT_PLAIN_START.has(ch)) return -1;
    const end = this.#lineEnd(start);
    for (let i = start + 1; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c === COLON && this.#blankAfter(i)) return i;
      if (c === HASH && text.charCodeAt(i - 1) === SPACE) return -1;
    }
    return -1;
  }

  #mapping(column: number, keyStart: number, colon: number): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (;;) {
      const key = this.#key(keyStart, colon);
      if (key === '__proto__' || Object.prototype.hasOwnProperty.call(out, key)) decline();
      out[key] = this.#mappingValue(column, colon + 1);
      if (this.#atEnd() || this.#indent < column || this.#atMarker()) return out;
      if (this.#indent > column) decline();
      keyStart = this.#first;
      colon = this.#keyColon(keyStart);
      if (colon < 0) decline();
    }
  }

  #key(start: number, colon: number): string {
    const text = this.#text;
    const ch = text.charCodeAt(start);
    if (ch === DOUBLE_QUOTE || ch === SINGLE_QUOTE) return this.#quoted(start, this.#closingQuote(start));
    let end = colon;
    while (text.charCodeAt(end - 1) === SPACE) end--;
    const key = text.slice(start, end);
    // js-yaml resolves a plain key (`true`, `1`, `0x1F`, `~`) before making it a string; only
    // keys that stay strings are read here.
    if (MAY_RESOLVE.has(ch) && this.#resolves(key)) decline();
    return key;
  }

  /** The value after a mapping key's `:` at `from - 1`, leaving the current line after it. */
  #mappingValue(column: number, from: number): unknown {
    const start = this.#skipSpaces(from);
    if (this.#endsLine(start)) {
      this.#seek(this.#lineEnd(start) + 1);
      if (this.#atEnd() || this.#atMarker()) return null;
      if (this.#indent > column) return this.#blockCollection(this.#indent);
      // A block sequence may sit at its key's own indentation.
      if (this.#indent === column && this.#isDash(this.#first)) return this.#sequence(column);
      return null;
    }
    return this.#inlineNode(start, column);
  }

  #sequence(column: number): unknown[] {
    const out: unknown[] = [];
    for (;;) {
      const start = this.#skipSpaces(this.#first + 1);
      if (this.#endsLine(start)) {
        this.#seek(this.#lineEnd(start) + 1);
        out.push(!this.#atEnd() && !this.#atMarker() && this.#indent > column ? this.#blockCollection(this.#indent) : null);
      } else if (this.#isDash(start)) {
        decline();
      } else {
        const colon = this.#keyColon(start);
        out.push(colon >= 0 ? this.#mapping(start - this.#line, start, colon) : this.#inlineNode(start, column));
      }
      if (this.#atEnd() || this.#indent < column || this.#atMarker()) return out;
      if (this.#indent > column) decline();
      if (!this.#isDash(this.#first)) return out;
    }
  }

  /**
   * A scalar or flow sequence starting at `start` on the current line, under a parent whose
   * content is at `column`. Moves to the next content line after it.
   */
  #inlineNode(start: number, column: number): unknown {
    const text = this.#text;
    const ch = text.charCodeAt(start);
    let value: unknown;
    let end: number;
    if (ch === PIPE) return this.#literalBlock(start, column);
    if (ch === DOUBLE_QUOTE || ch === SINGLE_QUOTE) {
      const close = this.#closingQuote(start);
      value = this.#quoted(start, close);
      end = this.#skipSpaces(close + 1);
    } else if (ch === OPEN_BRACKET || ch === OPEN_BRACE) {
      ({ value, end } = this.#flow(start));
    } else {
      if (NOT_PLAIN_START.has(ch) && !(ch === DASH && !this.#blankAfter(start))) decline();
      ({ value, end } = this.#plain(start));
    }
    const after = this.#skipSpaces(end);
    if (!this.#endsLine(after)) decline();
    this.#seek(this.#lineEnd(after) + 1);
    return value;
  }

  /** A one-line plain scalar: up to a comment or the line's end, without trailing blanks. */
  #plain(start: number): { value: unknown; end: number } {
    const text = this.#text;
    const lineEnd = this.#lineEnd(start);
    let end = lineEnd;
    for (let i = start + 1; i < lineEnd; i++) {
      const c = text.charCodeAt(i);
      if (c === HASH && text.charCodeAt(i - 1) === SPACE) {
        end = i;
        break;
      }
      // A second `key: value` on the line is an error to js-yaml.
      if (c === COLON && this.#blankAfter(i)) decline();
    }
    while (text.charCodeAt(end - 1) === SPACE) end--;
    return { value: this.#resolvePlain(text.slice(start, end)), end };
  }

  #resolvePlain(raw: string): unknown {
    if (!MAY_RESOLVE.has(raw.charCodeAt(0))) return raw;
    for (const type of this.#types) if (type.resolve(raw)) return type.construct(raw);
    return raw;
  }

  #resolves(raw: string): boolean {
    return this.#types.some((type) => type.resolve(raw));
  }

  /** The closing quote of the one-line quoted scalar opening at `start`. */
  #closingQuote(start: number): number {
    const text = this.#text;
    const quote = text.charCodeAt(start);
    const lineEnd = this.#lineEnd(start);
    for (let i = start + 1; i < lineEnd; i++) {
      const c = text.charCodeAt(i);
      if (c === quote) {
        if (quote === SINGLE_QUOTE && text.charCodeAt(i + 1) === SINGLE_QUOTE) i++;
        else return i;
      } else if (c === BACKSLASH && quote === DOUBLE_QUOTE) {
        decline();
      }
    }
    return decline();
  }

  #quoted(start: number, close: number): string {
    const inner = this.#text.slice(start + 1, close);
    return this.#text.charCodeAt(start) === SINGLE_QUOTE && inner.includes("''") ? inner.replaceAll("''", "'") : inner;
  }

  /**
   * A one-line flow collection of scalars: `[a, "b"]` or `{key: value, "k": 'v'}`. Nested
   * collections, empty entries, keys without values and trailing commas are left to js-yaml.
   */
  #flow(start: number): { value: unknown; end: number } {
    const text = this.#text;
    const isMapping = text.charCodeAt(start) === OPEN_BRACE;
    const close = isMapping ? CLOSE_BRACE : CLOSE_BRACKET;
    const mapping: Record<string, unknown> = {};
    const sequence: unknown[] = [];
    const value = isMapping ? mapping : sequence;
    let i = this.#skipSpaces(start + 1);
    if (text.charCodeAt(i) === close) return { value, end: this.#skipSpaces(i + 1) };
    for (;;) {
      if (isMapping) {
        const key = this.#flowKey(i);
        if (key.key === '__proto__' || Object.prototype.hasOwnProperty.call(mapping, key.key)) decline();
        const entry = this.#flowScalar(this.#skipSpaces(key.end), close);
        mapping[key.key] = entry.value;
        i = entry.end;
      } else {
        const entry = this.#flowScalar(i, close);
        sequence.push(entry.value);
        i = entry.end;
      }
      const separator = text.charCodeAt(i);
      if (separator === close) return { value, end: this.#skipSpaces(i + 1) };
      if (separator !== COMMA) decline();
      i = this.#skipSpaces(i + 1);
    }
  }

  /** A flow mapping's key and the offset after its `: `. */
  #flowKey(start: number): { key: string; end: number } {
    const text = this.#text;
    const ch = text.charCodeAt(start);
    let key: string;
    let colon: number;
    if (ch === DOUBLE_QUOTE || ch === SINGLE_QUOTE) {
      const closing = this.#closingQuote(start);
      key = this.#quoted(start, closing);
      colon = this.#skipSpaces(closing + 1);
      if (text.charCodeAt(colon) !== COLON) decline();
    } else {
      if (NOT_PLAIN_START.has(ch)) decline();
      colon = start;
      for (let c = text.charCodeAt(colon); c !== COLON; c = text.charCodeAt(++colon)) {
        if (FLOW_PLAIN_STOP.has(c) || colon >= text.length) decline();
      }
      let end = colon;
      while (text.charCodeAt(end - 1) === SPACE) end--;
      key = text.slice(start, end);
      if (MAY_RESOLVE.has(ch) && this.#resolves(key)) decline();
    }
    // `{a:b}` is one scalar to js-yaml, and `{a:}` a key with no value: both are left to it.
    if (text.charCodeAt(colon + 1) !== SPACE) decline();
    return { key, end: colon + 1 };
  }

  /** A quoted or plain scalar inside a flow collection closed by `close`, and the offset of what follows it. */
  #flowScalar(start: number, close: number): { value: unknown; end: number } {
    const text = this.#text;
    const ch = text.charCodeAt(start);
    if (ch === DOUBLE_QUOTE || ch === SINGLE_QUOTE) {
      const closing = this.#closingQuote(start);
      return { value: this.#quoted(start, closing), end: this.#skipSpaces(closing + 1) };
    }
    if (NOT_PLAIN_START.has(ch) || start >= text.length) decline();
    let end = start;
    for (let c = ch; c !== COMMA && c !== close; c = text.charCodeAt(++end)) {
      if (FLOW_PLAIN_STOP.has(c) || c === COLON || end >= text.length) decline();
    }
    let last = end;
    while (text.charCodeAt(last - 1) === SPACE) last--;
    return { value: this.#resolvePlain(text.slice(start, last)), end };
  }

  /**
   * A literal block scalar (`|`, `|-`, `|+`) whose header is at `start`, under a parent whose
   * content is at `column`: its lines are those indented past the parent, kept as written.
   * Indentation comes from the first line with content, after which blank lines and
   * whitespace-only lines keep what follows the indentation, as js-yaml's readBlockScalar does.
   */
  #literalBlock(start: number, column: number): string {
    const text = this.#text;
    const length = text.length;
    let i = start + 1;
    let chomping: 'clip' | 'strip' | 'keep' = 'clip';
    const indicator = text.charCodeAt(i);
    if (indicator === DASH || indicator === 43 /* + */) {
      chomping = indicator === DASH ? 'strip' : 'keep';
      i++;
    }
    const headerEnd = this.#skipSpaces(i);
    if (!this.#endsLine(headerEnd)) decline();
    let textIndent = column + 1;
    let detected = false;
    let emptyLines = 0;
    let readContent = false;
    const parts: string[] = [];
    let lineStart = this.#lineEnd(headerEnd) + 1;
    while (lineStart < length) {
      let spaces = 0;
      while ((!detected || spaces < textIndent) && text.charCodeAt(lineStart + spaces) === SPACE) spaces++;
      if (!detected && spaces > textIndent) textIndent = spaces;
      const contentStart = lineStart + spaces;
      if (contentStart >= length || text.charCodeAt(contentStart) === NEWLINE) {
        emptyLines++;
        lineStart = contentStart + 1;
        continue;
      }
      if (spaces < textIndent) break;
      parts.push('\n'.repeat(readContent ? 1 + emptyLines : emptyLines));
      const lineEnd = this.#lineEnd(contentStart);
      parts.push(text.slice(contentStart, lineEnd));
      readContent = detected = true;
      emptyLines = 0;
      lineStart = lineEnd + 1;
    }
    if (chomping === 'keep') parts.push('\n'.repeat(readContent ? 1 + emptyLines : emptyLines));
    else if (chomping === 'clip' && readContent) parts.push('\n');
    this.#seek(Math.min(lineStart, length));
    return parts.join('');
  }
}
