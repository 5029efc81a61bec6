/**
 * A reader for the block-style YAML that nearly every manifest is written in: block mappings and
 * sequences, plain and quoted scalars (over several lines too, with escapes), literal and folded
 * block scalars, and one-line flow collections of scalars. It gives exactly what js-yaml's
 * `loadAll` gives for such text, in about half the time, because it walks lines rather than
 * characters and has no general case to handle.
 *
 * Anything else (anchors, aliases, tags, merge keys, explicit keys, nested or multi-line flow
 * collections, tabs, carriage returns, documents without a mapping or sequence at their root,
 * text js-yaml would reject) makes it decline by returning `undefined`, and the caller parses the
 * text with js-yaml. Declining is always safe; reading something differently from js-yaml never
 * is, so every rule below either matches js-yaml's reading or declines. Plain scalars are resolved
 * by the schema's own implicit types (null, bool, int, float, merge), in the schema's order.
 */
import type yaml from 'js-yaml';
import { blankAfter, COLON, DASH, DOUBLE_QUOTE, endsLine, HASH, isDash, lineEnd, NEWLINE, plainKeyColon, SINGLE_QUOTE, skipSpaces, SPACE } from './block-text.js';

interface ImplicitType {
  resolve(data: string): boolean;
  construct(data: string): unknown;
}

/** Thrown inside the reader to abandon the text; never escapes `readBlockYaml`. */
class Decline {}
const DECLINE = new Decline();

// js-yaml rejects a scalar holding any of these; a text holding one anywhere is left to it.
// Surrogates are fine in pairs, which the exact pattern checks only when the quick one finds any.
const MAYBE_NON_PRINTABLE = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uD800-\uDFFF\uFFFE\uFFFF]/;
const NON_PRINTABLE = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;

const DOT = 46;
const BACKSLASH = 92;
const GREATER_THAN = 62;
const PLUS = 43;
const PIPE = 124;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const COMMA = 44;

/** Characters that cannot start a plain scalar or key here (YAML indicators, and `-`, `?`, `:` to keep it simple). */
const NOT_PLAIN_START = charSet('-?:,[]{}#&*!|>\'"%@`');
/** YAML's one-character escapes in double quotes, as js-yaml reads them. */
const SIMPLE_ESCAPES = new Map(
  Object.entries({ '0': '\x00', a: '\x07', b: '\x08', t: '\t', n: '\n', v: '\x0B', f: '\x0C', r: '\r', e: '\x1B', ' ': ' ', '"': '"', '/': '/', '\\': '\\', N: '\x85', _: '\xA0', L: '\u2028', P: '\u2029' }).map(([escape, value]) => [escape.charCodeAt(0), value]),
);
/** Characters that end or complicate a plain scalar in a flow collection (`:` is handled apart). */
const FLOW_PLAIN_STOP = charSet('\n#,[]{}"\'');
/** First characters of the scalars an implicit type (null, bool, int, float, merge) may claim. */
const MAY_RESOLVE = charSet('0123456789+-.~nNtTfF<');
/** Of those, the letters: a scalar starting with one can only be null or a bool, a word of at most five letters. */
const RESOLVING_LETTERS = charSet('nNtTfF');
const LONGEST_RESOLVING_WORD = 5;

/** A set of ASCII characters, as a table indexed by character code (the hot loops test one per scalar). */
function charSet(chars: string): { has(code: number): boolean } {
  const table = new Uint8Array(128);
  for (const c of chars) table[c.charCodeAt(0)] = 1;
  return { has: (code) => code < 128 && table[code] === 1 };
}

/** Whether an implicit type may claim `raw`; when not, it is a string. */
function mayResolve(raw: string): boolean {
  const first = raw.charCodeAt(0);
  return MAY_RESOLVE.has(first) && !(RESOLVING_LETTERS.has(first) && raw.length > LONGEST_RESOLVING_WORD);
}

/** What a caller placing findings can learn of the text's layout while it is read. */
export interface BlockLayout {
  /**
   * Where each document's text starts, cut as `splitDocuments` cuts it (the first at 0, the others
   * at their `---` line), so that the text need not be split again.
   */
  documentStarts: number[];
  /**
   * Whether every line belongs to the node its indentation says, which `locateInBlockDocument`
   * relies on. Only a quoted scalar going on to more lines breaks this: those lines may be
   * indented any way.
   */
  linesFollowIndentation: boolean;
}

/**
 * The documents of `text` as js-yaml's `loadAll` with `schema` would read them, or `undefined` when
 * the text uses anything this reader does not handle. `text` must not start with a byte order mark.
 * `layout`, when given, is filled in when the text is read.
 */
export function readBlockYaml(text: string, schema: yaml.Schema, layout?: BlockLayout): unknown[] | undefined {
  if (text.includes('\t') || text.includes('\r') || (MAYBE_NON_PRINTABLE.test(text) && NON_PRINTABLE.test(text))) return undefined;
  try {
    // The type definitions leave out a schema's list of implicit types, which js-yaml 4 keeps on it.
    const reader = new BlockReader(text, (schema as unknown as { implicit: readonly ImplicitType[] }).implicit);
    const documents = reader.documents();
    if (layout) {
      layout.documentStarts.push(...reader.starts);
      layout.linesFollowIndentation = !reader.quotedAcrossLines;
    }
    return documents;
  } catch (error) {
    // Nesting deep enough to exhaust the stack is left to js-yaml, which reports it as an error.
    if (error === DECLINE || error instanceof RangeError) return undefined;
    throw error;
  }
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
  /** Whether the line `#plainLine` last read ended with a comment. */
  #lineHasComment = false;
  /** Where each document's text starts: 0, then each `---` line that begins a document after the first. */
  readonly starts: number[] = [0];
  /** Whether a quoted scalar went on to another line. */
  quotedAcrossLines = false;

  constructor(text: string, types: readonly ImplicitType[]) {
    this.#text = text;
    this.#types = types;
  }

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
      while (i < length && text.charCodeAt(i) === SPACE) i++;
      if (i >= length) {
        this.#line = this.#first = length;
        this.#indent = 0;
        return;
      }
      const ch = text.charCodeAt(i);
      if (ch === NEWLINE) {
        start = i + 1;
      } else if (ch === HASH) {
        start = lineEnd(this.#text, i) + 1;
      } else {
        this.#line = start;
        this.#indent = i - start;
        this.#first = i;
        return;
      }
    }
  }

  #atEnd(): boolean {
    return this.#first >= this.#text.length;
  }

  /** A `---` line. Lines starting with `---` or `...` that are not plain `---` markers are declined. */
  #atMarker(): boolean {
    if (this.#indent !== 0) return false;
    const text = this.#text;
    const first = this.#first;
    if (first + 2 >= text.length) return false;
    const ch = text.charCodeAt(first);
    if (ch !== DASH && ch !== DOT) return false;
    if (text.charCodeAt(first + 1) !== ch || text.charCodeAt(first + 2) !== ch) return false;
    if (ch === DOT) decline();
    return true;
  }

  /** The end of a `---` line, which may carry only a comment after the marker. */
  #markerLineEnd(): number {
    const end = lineEnd(this.#text, this.#first);
    const rest = skipSpaces(this.#text, this.#first + 3);
    if (rest === this.#first + 3 && rest < end) decline();
    if (rest < end && this.#text.charCodeAt(rest) !== HASH) decline();
    return end;
  }

  // --- nodes ----------------------------------------------------------------------------------

  /** A mapping or sequence starting on the current line, whose content begins at `column`. */
  #blockCollection(column: number): unknown {
    if (isDash(this.#text, this.#first)) return this.#sequence(column);
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
      // A key is on one line: a quoted scalar going on to the next is a value, or an error.
      const { end } = this.#quotedScalar(start);
      if (end > lineEnd(this.#text, start)) return -1;
      const colon = skipSpaces(this.#text, end);
      return text.charCodeAt(colon) === COLON && blankAfter(this.#text, colon) ? colon : -1;
    }
    return NOT_PLAIN_START.has(ch) ? -1 : plainKeyColon(text, start);
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
    if (ch === DOUBLE_QUOTE || ch === SINGLE_QUOTE) return this.#quotedScalar(start).value;
    let end = colon;
    while (text.charCodeAt(end - 1) === SPACE) end--;
    const key = text.slice(start, end);
    // js-yaml resolves a plain key (`true`, `1`, `0x1F`, `~`) before making it a string; only
    // keys that stay strings are read here.
    if (mayResolve(key) && this.#resolves(key)) decline();
    return key;
  }

  /** The value after a mapping key's `:` at `from - 1`, leaving the current line after it. */
  #mappingValue(column: number, from: number): unknown {
    const start = skipSpaces(this.#text, from);
    if (endsLine(this.#text, start)) {
      this.#seek(lineEnd(this.#text, start) + 1);
      if (this.#atEnd() || this.#atMarker()) return null;
      if (this.#indent > column) return this.#blockCollection(this.#indent);
      // A block sequence may sit at its key's own indentation.
      if (this.#indent === column && isDash(this.#text, this.#first)) return this.#sequence(column);
      return null;
    }
    return this.#inlineNode(start, column);
  }

  #sequence(column: number): unknown[] {
    const out: unknown[] = [];
    for (;;) {
      const start = skipSpaces(this.#text, this.#first + 1);
      if (endsLine(this.#text, start)) {
        this.#seek(lineEnd(this.#text, start) + 1);
        const nested = !this.#atEnd() && !this.#atMarker() && this.#indent > column;
        // After an empty item, js-yaml takes the next `- ` line as an item of this sequence whatever its indentation.
        if (!nested && !this.#atEnd() && this.#indent < column && isDash(this.#text, this.#first)) decline();
        out.push(nested ? this.#blockCollection(this.#indent) : null);
      } else if (isDash(this.#text, start)) {
        decline();
      } else {
        const colon = this.#keyColon(start);
        out.push(colon >= 0 ? this.#mapping(start - this.#line, start, colon) : this.#inlineNode(start, column));
      }
      if (this.#atEnd() || this.#indent < column || this.#atMarker()) return out;
      if (this.#indent > column) decline();
      if (!isDash(this.#text, this.#first)) return out;
    }
  }

  /**
   * A scalar or flow collection starting at `start` on the current line, under a parent whose
   * content is at `column`. Moves to the next content line after it.
   */
  #inlineNode(start: number, column: number): unknown {
    const text = this.#text;
    const ch = text.charCodeAt(start);
    let value: unknown;
    let end: number;
    if (ch === PIPE || ch === GREATER_THAN) return this.#blockScalar(start, column);
    if (ch === DOUBLE_QUOTE || ch === SINGLE_QUOTE) {
      ({ value, end } = this.#quotedScalar(start));
    } else if (ch === OPEN_BRACKET || ch === OPEN_BRACE) {
      ({ value, end } = this.#flow(start));
    } else {
      if (NOT_PLAIN_START.has(ch) && !(ch === DASH && !blankAfter(this.#text, start))) decline();
      ({ value, end } = this.#plain(start, column));
    }
    const after = skipSpaces(this.#text, end);
    if (!endsLine(this.#text, after)) decline();
    this.#seek(lineEnd(this.#text, after) + 1);
    return value;
  }

  /**
   * A plain scalar under a parent whose content is at `column`: its first line up to a comment or
   * the line's end, then any more indented lines, each without its surrounding blanks, joined by
   * a space (by line breaks where blank lines come between). A more indented comment line ends it.
   */
  #plain(start: number, column: number): { value: unknown; end: number } {
    const text = this.#text;
    let end = this.#plainLine(start);
    let lineStart = lineEnd(this.#text, end) + 1;
    // Most values end with their line: a comment closes it, or the next line starts at column 0.
    const next = lineStart < text.length ? text.charCodeAt(lineStart) : -1;
    if (this.#lineHasComment || (next !== SPACE && next !== NEWLINE)) return { value: this.#resolvePlain(text.slice(start, end)), end };
    let value = text.slice(start, end);
    let breaks = 1;
    while (lineStart < text.length) {
      const content = skipSpaces(this.#text, lineStart);
      if (content >= text.length) break;
      const ch = text.charCodeAt(content);
      if (ch === NEWLINE) {
        breaks++;
        lineStart = content + 1;
        continue;
      }
      if (content - lineStart <= column || ch === HASH) break;
      const textEnd = this.#plainLine(content);
      // A comment after a continuation line also ends the scalar; what follows is left to js-yaml.
      if (this.#lineHasComment) decline();
      value += (breaks === 1 ? ' ' : '\n'.repeat(breaks - 1)) + text.slice(content, textEnd);
      end = textEnd;
      breaks = 1;
      lineStart = lineEnd(this.#text, end) + 1;
    }
    return { value: this.#resolvePlain(value), end };
  }

  /** Where the text of one line of a plain scalar from `start` ends, before blanks and any comment. */
  #plainLine(start: number): number {
    const text = this.#text;
    const stop = lineEnd(text, start);
    let end = stop;
    this.#lineHasComment = false;
    for (let i = start; i < stop; i++) {
      const c = text.charCodeAt(i);
      if (c === HASH && text.charCodeAt(i - 1) === SPACE) {
        end = i;
        this.#lineHasComment = true;
        break;
      }
      // A `key: value` inside a value is an error to js-yaml.
      if (c === COLON && blankAfter(this.#text, i)) decline();
    }
    while (text.charCodeAt(end - 1) === SPACE) end--;
    return end;
  }

  #resolvePlain(raw: string): unknown {
    if (!mayResolve(raw)) return raw;
    for (const type of this.#types) if (type.resolve(raw)) return type.construct(raw);
    return raw;
  }

  #resolves(raw: string): boolean {
    return this.#types.some((type) => type.resolve(raw));
  }

  /**
   * The quoted scalar opening at `start` and the offset after its closing quote. As in js-yaml, a
   * line break inside it folds into a space (into line breaks where blank lines follow), the next
   * line's indentation is dropped and the blanks before the break are kept; `''` is a quote in
   * single quotes, and double quotes take YAML's escapes.
   */
  #quotedScalar(start: number): { value: string; end: number } {
    const text = this.#text;
    const quote = text.charCodeAt(start);
    let value = '';
    let i = start + 1;
    let segment = i;
    for (;;) {
      if (i >= text.length) decline();
      const ch = text.charCodeAt(i);
      if (ch === quote) {
        value += text.slice(segment, i);
        if (quote === DOUBLE_QUOTE || i + 1 >= text.length || text.charCodeAt(i + 1) !== SINGLE_QUOTE) return { value, end: i + 1 };
        // The second quote of `''` starts the next segment.
        segment = i + 1;
        i += 2;
      } else if (ch === NEWLINE) {
        this.quotedAcrossLines = true;
        value += text.slice(segment, i);
        const next = this.#skipLineBreaks(i);
        value += next.breaks === 1 ? ' ' : '\n'.repeat(next.breaks - 1);
        i = segment = next.at;
      } else if (ch === BACKSLASH && quote === DOUBLE_QUOTE) {
        value += text.slice(segment, i);
        const escape = text.charCodeAt(i + 1);
        if (escape === NEWLINE) {
          this.quotedAcrossLines = true;
          i = this.#skipLineBreaks(i + 1).at;
        } else if (SIMPLE_ESCAPES.has(escape)) {
          value += SIMPLE_ESCAPES.get(escape);
          i += 2;
        } else {
          const digits = escape === 120 /* x */ ? 2 : escape === 117 /* u */ ? 4 : escape === 85 /* U */ ? 8 : decline();
          const hex = text.slice(i + 2, i + 2 + digits);
          if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length !== digits) decline();
          const code = Number.parseInt(hex, 16);
          if (code > 0x10ffff) decline();
          value += String.fromCodePoint(code);
          i += 2 + digits;
        }
        segment = i;
      } else {
        i++;
      }
    }
  }

  /**
   * From the line break at `i`: the offset of the next line's first character other than
   * indentation, past blank lines, and how many line breaks that took. A document marker there
   * ends the document inside the scalar, which js-yaml rejects.
   */
  #skipLineBreaks(i: number): { at: number; breaks: number } {
    const text = this.#text;
    let breaks = 0;
    let at = i;
    while (at < text.length && text.charCodeAt(at) === NEWLINE) {
      breaks++;
      const lineStart = at + 1;
      at = skipSpaces(this.#text, lineStart);
      if (at === lineStart && (text.startsWith('---', at) || text.startsWith('...', at))) decline();
    }
    return { at, breaks };
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
    let i = skipSpaces(this.#text, start + 1);
    if (text.charCodeAt(i) === close) return { value, end: skipSpaces(this.#text, i + 1) };
    for (;;) {
      if (isMapping) {
        const key = this.#flowKey(i);
        if (key.key === '__proto__' || Object.prototype.hasOwnProperty.call(mapping, key.key)) decline();
        const entry = this.#flowScalar(skipSpaces(this.#text, key.end), close);
        mapping[key.key] = entry.value;
        i = entry.end;
      } else {
        const entry = this.#flowScalar(i, close);
        sequence.push(entry.value);
        i = entry.end;
      }
      const separator = text.charCodeAt(i);
      if (separator === close) return { value, end: skipSpaces(this.#text, i + 1) };
      if (separator !== COMMA) decline();
      i = skipSpaces(this.#text, i + 1);
    }
  }

  /** A flow mapping's key and the offset after its `: `. */
  #flowKey(start: number): { key: string; end: number } {
    const text = this.#text;
    const ch = text.charCodeAt(start);
    let key: string;
    let colon: number;
    if (ch === DOUBLE_QUOTE || ch === SINGLE_QUOTE) {
      const quoted = this.#oneLineQuoted(start);
      key = quoted.value;
      colon = quoted.end;
      if (text.charCodeAt(colon) !== COLON) decline();
    } else {
      if (NOT_PLAIN_START.has(ch) && !this.#flowDash(start)) decline();
      colon = start;
      for (let c = text.charCodeAt(colon); c !== COLON; c = text.charCodeAt(++colon)) {
        if (FLOW_PLAIN_STOP.has(c) || colon >= text.length) decline();
      }
      let end = colon;
      while (text.charCodeAt(end - 1) === SPACE) end--;
      key = text.slice(start, end);
      if (mayResolve(key) && this.#resolves(key)) decline();
    }
    // `{a:b}` is one scalar to js-yaml, and `{a:}` a key with no value: both are left to it.
    if (text.charCodeAt(colon + 1) !== SPACE) decline();
    return { key, end: colon + 1 };
  }

  /** A `-` starting a plain scalar in a flow collection (`[sh, -c]`): not followed by a blank or a flow indicator. */
  #flowDash(i: number): boolean {
    const next = this.#text.charCodeAt(i + 1);
    return this.#text.charCodeAt(i) === DASH && !blankAfter(this.#text, i) && next !== COMMA && next !== OPEN_BRACKET && next !== CLOSE_BRACKET && next !== OPEN_BRACE && next !== CLOSE_BRACE;
  }

  /** A quoted scalar that closes on its own line, and the offset of what follows it. */
  #oneLineQuoted(start: number): { value: string; end: number } {
    const { value, end } = this.#quotedScalar(start);
    if (end > lineEnd(this.#text, start)) decline();
    return { value, end: skipSpaces(this.#text, end) };
  }

  /** A quoted or plain scalar inside a flow collection closed by `close`, and the offset of what follows it. */
  #flowScalar(start: number, close: number): { value: unknown; end: number } {
    const text = this.#text;
    const ch = text.charCodeAt(start);
    if (ch === DOUBLE_QUOTE || ch === SINGLE_QUOTE) {
      return this.#oneLineQuoted(start);
    }
    if ((NOT_PLAIN_START.has(ch) && !this.#flowDash(start)) || start >= text.length) decline();
    let end = start;
    for (let c = ch; c !== COMMA && c !== close; c = text.charCodeAt(++end)) {
      if (FLOW_PLAIN_STOP.has(c) || c === COLON || end >= text.length) decline();
    }
    let last = end;
    while (text.charCodeAt(last - 1) === SPACE) last--;
    return { value: this.#resolvePlain(text.slice(start, last)), end };
  }

  /**
   * A block scalar (`|` literal or `>` folded, with `-` or `+` chomping) whose header is at
   * `start`, under a parent whose content is at `column`: its lines are those indented past the
   * parent. Indentation comes from the first line with content, after which blank lines and
   * whitespace-only lines keep what follows the indentation. Folding joins lines with a space,
   * except around blank and more indented lines, step for step as js-yaml's readBlockScalar does.
   */
  #blockScalar(start: number, column: number): string {
    const text = this.#text;
    const length = text.length;
    const folded = text.charCodeAt(start) === GREATER_THAN;
    let moreIndented = false;
    let i = start + 1;
    let chomping: 'clip' | 'strip' | 'keep' = 'clip';
    let textIndent = column + 1;
    let detected = false;
    // The header's indicators, in either order: chomping (`-`, `+`) and an indentation of 1 to 9.
    for (let c = text.charCodeAt(i); ; c = text.charCodeAt(++i)) {
      if ((c === DASH || c === PLUS) && chomping === 'clip') chomping = c === DASH ? 'strip' : 'keep';
      else if (c >= 49 /* 1 */ && c <= 57 /* 9 */ && !detected) {
        textIndent = column + c - 48;
        detected = true;
      } else break;
    }
    const headerEnd = skipSpaces(this.#text, i);
    if (!endsLine(this.#text, headerEnd)) decline();
    let emptyLines = 0;
    let readContent = false;
    const parts: string[] = [];
    let lineStart = lineEnd(this.#text, headerEnd) + 1;
    while (lineStart < length) {
      let spaces = 0;
      while ((!detected || spaces < textIndent) && lineStart + spaces < length && text.charCodeAt(lineStart + spaces) === SPACE) spaces++;
      if (!detected && spaces > textIndent) textIndent = spaces;
      const contentStart = lineStart + spaces;
      if (contentStart >= length || text.charCodeAt(contentStart) === NEWLINE) {
        emptyLines++;
        lineStart = contentStart + 1;
        continue;
      }
      if (spaces < textIndent) break;
      if (!folded) {
        parts.push('\n'.repeat(readContent ? 1 + emptyLines : emptyLines));
      } else if (text.charCodeAt(contentStart) === SPACE) {
        moreIndented = true;
        parts.push('\n'.repeat(readContent ? 1 + emptyLines : emptyLines));
      } else if (moreIndented) {
        moreIndented = false;
        parts.push('\n'.repeat(emptyLines + 1));
      } else if (emptyLines === 0) {
        if (readContent) parts.push(' ');
      } else {
        parts.push('\n'.repeat(emptyLines));
      }
      const contentEnd = lineEnd(text, contentStart);
      parts.push(text.slice(contentStart, contentEnd));
      readContent = detected = true;
      emptyLines = 0;
      lineStart = contentEnd + 1;
    }
    if (chomping === 'keep') parts.push('\n'.repeat(readContent ? 1 + emptyLines : emptyLines));
    else if (chomping === 'clip' && readContent) parts.push('\n');
    this.#seek(Math.min(lineStart, length));
    return parts.join('');
  }
}
