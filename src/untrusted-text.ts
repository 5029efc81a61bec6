/**
 * The one place text from outside the tool is made safe to print: object names, namespaces,
 * kinds, file paths, the API server's version, messages and fixes made from them, what plugins and
 * configuration files say. Such text can hold terminal escape sequences (clear the screen, set the
 * window title, forge a hyperlink), carriage returns that overwrite what was printed, bidi
 * controls that show text in another order than it is read, invisible characters, and line breaks
 * followed by `::error ...` or `##[set-output ...]`, which the GitHub Actions runner reads from a
 * job's log as workflow commands.
 *
 * Escapes are written as JavaScript writes them in a string, so a reader sees that something was
 * there and what: `\n`, `\r`, `\t`, `\x1b` for other controls, `\u202e` for bidi controls and
 * invisible or separator characters, `\u{e0041}` beyond the BMP. Backslashes already in the text are
 * not doubled, so Windows paths read as written; the escapes are for people, not for parsing back.
 * The runner's `##[command]` form, which it finds anywhere in a line, is broken as `#\x23[`.
 *
 * Formats read by people get the whole report this way (`displayReport`), and their text a last
 * check (`guardText`) so that no line, wherever its words came from, starts a workflow command.
 * JSON and YAML keep the exact values and escape the same characters in their own syntax
 * (`guardJson`, `guardYaml`). reporters/index.ts says which format gets which.
 */
import type { Report } from './model.js';

/**
 * Controls (C0, DEL, C1 with NEL), format characters (bidi embeddings, overrides and isolates,
 * zero-width characters, the BOM, tags), line and paragraph separators, and the other characters
 * Unicode tells renderers to show as nothing (variation selectors, Hangul fillers). The runner's
 * culture-aware search for `##[` and `::` skips ignorable characters, so they must not stay raw
 * between the characters of a command either.
 */
const UNSAFE_CHARACTER = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/gu;

/**
 * The same in a whole output, apart from what the formats write themselves: line feeds, tabs, the
 * emoji variation selector of the Markdown icons, and (when colour was asked for) colour codes.
 */
// biome-ignore lint/suspicious/noMisleadingCharacterClass: the lookahead keeps U+FE0F on its own, after the icon it follows
const UNSAFE_IN_OUTPUT = /\x1b\[[0-9;]*m|(?![\n\t\ufe0f])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/gu;

/** A line the runner reads as a `::command`: it trims leading white space (and we skip colour codes). */
const COMMAND_LINE_START = /^(?:\s|\x1b\[[0-9;]*m)*:(?=:)/u;

/** The runner's older command form, which it looks for anywhere in a line. */
const OLD_COMMAND = /##\[/g;

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function escapeCharacter(character: string): string {
  const named = NAMED[character];
  if (named) return named;
  const code = character.codePointAt(0)!;
  const hex = code.toString(16);
  if (code <= 0xff) return `\\x${hex.padStart(2, '0')}`;
  return code <= 0xffff ? `\\u${hex.padStart(4, '0')}` : `\\u{${hex}}`;
}

/** One value from outside the tool, as it may be printed anywhere in a line. */
export function displayText(value: string): string {
  return value.replace(UNSAFE_CHARACTER, escapeCharacter).replace(OLD_COMMAND, '#\\x23[');
}

/** Copies of the report's objects and arrays, mapped back to the originals for what must stay exact. */
const originals = new WeakMap<object, object>();

/**
 * The report with every string in it passed through `displayText`, whatever field it is in, so
 * that a field added later is safe without anyone remembering it. Functions (a manifest origin's
 * `locate`) and objects that are not plain data are kept as they are.
 */
export function displayReport(report: Report): Report {
  const copies = new Map<object, unknown>();
  const copy = (value: unknown): unknown => {
    if (typeof value === 'string') return displayText(value);
    if (typeof value !== 'object' || value === null) return value;
    const known = copies.get(value);
    if (known !== undefined) return known;
    if (Array.isArray(value)) {
      const out: unknown[] = [];
      copies.set(value, out);
      for (const item of value) out.push(copy(item));
      originals.set(out, value);
      return out;
    }
    const prototype = Object.getPrototypeOf(value) as unknown;
    if (prototype !== Object.prototype && prototype !== null) return value;
    const out: Record<string, unknown> = {};
    copies.set(value, out);
    for (const [key, item] of Object.entries(value)) out[key] = copy(item);
    originals.set(out, value);
    return out;
  };
  return copy(report) as Report;
}

/**
 * The exact object a part of `displayReport`'s copy was made from (a finding, its location), for
 * what must name the real thing rather than show it: a file's URI, a baseline fingerprint.
 * Anything else is returned as it is.
 */
export function exactOf<T extends object>(shown: T): T {
  return (originals.get(shown) as T | undefined) ?? shown;
}

export interface GuardOptions {
  /** Colour codes the reporter wrote itself are kept; any other escape sequence is shown escaped. */
  color?: boolean;
  /** Lines the format means as workflow commands (the GitHub format's annotations). */
  commands?: RegExp;
}

/**
 * The last check on a text format's output, whatever its words came from: no raw control or
 * invisible character but line feeds and tabs, no `##[`, and no line that starts a workflow command
 * unless the format means it to.
 */
export function guardText(text: string, options: GuardOptions = {}): string {
  return text
    .replace(UNSAFE_IN_OUTPUT, (match) => (!match.startsWith('\x1b[') ? escapeCharacter(match) : options.color ? match : `\\x1b${match.slice(1)}`))
    .replace(OLD_COMMAND, '#\\x23[')
    .split('\n')
    .map((line) =>
      COMMAND_LINE_START.test(line) && !options.commands?.test(line) ? line.replace(COMMAND_LINE_START, (start) => `${start.slice(0, -1)}\\x3a`) : line,
    )
    .join('\n');
}

/** A character as a JSON string escape: `\u202e`, a surrogate pair beyond the BMP. */
function jsonEscape(character: string): string {
  return [...character]
    .flatMap((c) => (c.length === 2 ? [c.charCodeAt(0), c.charCodeAt(1)] : [c.charCodeAt(0)]))
    .map((code) => `\\u${code.toString(16).padStart(4, '0')}`)
    .join('');
}

/**
 * JSON text (as `JSON.stringify` writes it) with the characters it leaves raw escaped: C1
 * controls, bidi and invisible characters, separators. Outside strings JSON holds none of them, so
 * every replacement is inside a string and parses back to the same value. `##[` becomes
 * `#\u0023[`, which parses back to `##[`.
 */
export function guardJson(text: string): string {
  return text.replace(UNSAFE_CHARACTER, (c) => (c === '\n' ? c : jsonEscape(c))).replace(OLD_COMMAND, '#\\u0023[');
}

/** Whether a value, written as YAML, would need escapes that only double-quoted scalars carry. */
export function needsQuotedYaml(jsonText: string): boolean {
  return /(?!\n)[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u.test(jsonText) || jsonText.includes('##[') || jsonText.includes('::');
}

/**
 * YAML text in which every string that `needsQuotedYaml` flagged is double-quoted (see yaml.ts):
 * the characters js-yaml leaves raw become `\u202e` or `\U000e0041`, and `##[` becomes `#\x23[`,
 * escapes a YAML reader turns back into the exact value.
 */
export function guardYaml(text: string): string {
  return text
    .replace(UNSAFE_CHARACTER, (c) => {
      if (c === '\n') return c;
      const code = c.codePointAt(0)!;
      return code <= 0xffff ? `\\u${code.toString(16).padStart(4, '0')}` : `\\U${code.toString(16).padStart(8, '0')}`;
    })
    .replace(OLD_COMMAND, '#\\x23[');
}
