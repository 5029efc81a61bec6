import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { KUBERNETES_YAML_SCHEMA } from '../src/kube/yaml-schema.js';
import { readBlockYaml } from '../src/sources/block-yaml.js';

/**
 * `readBlockYaml` stands in for js-yaml on most manifests, so anything it returns must be exactly
 * what js-yaml returns for the same text: the same values, types, key order and prototypes. When
 * it declines (returns `undefined`) js-yaml reads the text instead, which is always safe.
 */

const REPO_ROOT = join(import.meta.dirname, '..');
/** Real manifests beside the repository, some of them templates or otherwise not valid YAML. */
const CORPUS = join(REPO_ROOT, '..', 'shared', 'corpus');

const read = (text: string) => readBlockYaml(text, KUBERNETES_YAML_SCHEMA);
const reference = (text: string) => yaml.loadAll(text, undefined, { schema: KUBERNETES_YAML_SCHEMA });

/** Lines of a YAML text, each ended by a newline; trailing spaces stay visible inside the quotes. */
const doc = (...lines: string[]) => lines.map((line) => `${line}\n`).join('');

// --- strict comparison --------------------------------------------------------------------------

function show(value: unknown): string {
  if (typeof value === 'number') return Object.is(value, -0) ? 'number -0' : `number ${value}`;
  if (typeof value === 'string') return `string ${JSON.stringify(value)}`;
  if (value === null || typeof value !== 'object') return `${typeof value} ${String(value)}`;
  return Array.isArray(value) ? 'array' : `object with prototype ${Object.getPrototypeOf(value) === Object.prototype ? 'Object' : 'other'}`;
}

/**
 * Where `actual` first differs from `expected`, or `undefined` when they are the same. Stricter than
 * `toStrictEqual`: own keys must come in the same order, primitives must be `Object.is` equal (so
 * `-0` is not `0`, and `NaN` is itself), and every object must have the same prototype and the
 * same property attributes.
 */
function difference(actual: unknown, expected: unknown, path = '$'): string | undefined {
  if (Object.is(actual, expected)) return undefined;
  if (typeof actual !== 'object' || typeof expected !== 'object' || actual === null || expected === null) {
    return `${path}: ${show(actual)}, expected ${show(expected)}`;
  }
  if (Object.getPrototypeOf(actual) !== Object.getPrototypeOf(expected) || Array.isArray(actual) !== Array.isArray(expected)) {
    return `${path}: ${show(actual)}, expected ${show(expected)}`;
  }
  const actualKeys = Reflect.ownKeys(actual);
  const expectedKeys = Reflect.ownKeys(expected);
  if (actualKeys.length !== expectedKeys.length || actualKeys.some((key, i) => key !== expectedKeys[i])) {
    return `${path}: keys ${JSON.stringify(actualKeys.map(String))}, expected ${JSON.stringify(expectedKeys.map(String))}`;
  }
  for (const key of actualKeys) {
    const a = Object.getOwnPropertyDescriptor(actual, key)!;
    const e = Object.getOwnPropertyDescriptor(expected, key)!;
    const where = `${path}[${JSON.stringify(String(key))}]`;
    if (a.enumerable !== e.enumerable || a.writable !== e.writable || a.configurable !== e.configurable || ('get' in a) !== ('get' in e)) {
      return `${where}: property attributes differ`;
    }
    const inner = difference(a.value, e.value, where);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * Why the reader's answer for `text` is wrong, or `undefined` when it declines or agrees with
 * js-yaml. A reading of text js-yaml rejects is wrong too: the file's parse error would vanish.
 */
function disagreement(text: string, fast = read(text)): string | undefined {
  if (fast === undefined) return undefined;
  let expected: unknown[];
  try {
    expected = reference(text);
  } catch (error) {
    return `read text that js-yaml rejects (${error instanceof yaml.YAMLException ? error.reason : String(error)})`;
  }
  return difference(fast, expected);
}

describe('the strict comparison', () => {
  // The agreement tests are only as good as this comparison, so it must see what toStrictEqual does not.
  it.each([
    ['key order', { a: 1, b: 2 }, { b: 2, a: 1 }],
    ['-0 against 0', [-0], [0]],
    ['a number against its string', { a: 1 }, { a: '1' }],
    ['null against undefined', [null], [undefined]],
    ['a missing key', { a: 1 }, { a: 1, b: undefined }],
    ['the prototype', Object.create(null) as object, {}],
    ['an array against an object with index keys', ['x'], { 0: 'x' }],
    ['an enumerable against a non-enumerable key', { a: 1 }, Object.defineProperty({}, 'a', { value: 1, writable: true, configurable: true })],
  ])('tells values apart by %s', (_, a, b) => {
    expect(difference(a, b)).toBeDefined();
  });

  it('finds the same values the same, NaN included', () => {
    expect(difference([{ a: NaN, b: [1, 'x', null, true] }], [{ a: NaN, b: [1, 'x', null, true] }])).toBeUndefined();
  });
});

// --- what the reader reads ----------------------------------------------------------------------

interface Accepted {
  name: string;
  text: string;
  /** Pinned where js-yaml's answer is itself the point, so a change of schema is noticed too. */
  documents?: unknown[];
}

const ACCEPTED: Accepted[] = [
  // Block collections
  { name: 'a flat mapping', text: doc('apiVersion: v1', 'kind: ConfigMap') },
  { name: 'nested mappings that close at several levels', text: doc('a:', '  b:', '    c: d', '  e: f', 'g: h') },
  { name: 'a root sequence of scalars', text: doc('- a', '- b') },
  { name: 'an indented sequence under a key', text: doc('k:', '  - a', '  - b', 'next: 1') },
  { name: 'a sequence at its key’s own indentation', text: doc('k:', '- a', '- b', 'next: 1') },
  { name: 'a same-indent sequence in a nested mapping', text: doc('a:', '  k:', '  - x', '  j: 2', 'b: 3') },
  { name: 'compact mappings in a sequence', text: doc('- name: a', '  value: b', '- name: c') },
  { name: 'a compact mapping after extra spaces', text: doc('-   name: a', '    value: b', '-  c') },
  { name: 'a same-indent sequence inside a compact mapping', text: doc('- k:', '  - x', '  - y', '  j: 1', '- z') },
  { name: 'an empty key closing a compact mapping', text: doc('- k:', '- z') },
  { name: '`-` alone followed by a mapping', text: doc('-', '  a: 1', '  b: 2', '- c') },
  { name: '`-` alone followed by a sequence', text: doc('-', '  - a', '  - b', '- c') },
  { name: 'empty sequence items', text: doc('- ', '- a', '-') },
  { name: 'a root mapping that is indented', text: doc('  a: 1', '  b:', '    - x') },
  { name: 'deep nesting of both kinds', text: doc('a:', '  - b:', '      - c:', '          d: [e]', '        f: g', '    h: i') },
  { name: 'a Kubernetes list of items', text: doc('apiVersion: v1', 'kind: List', 'items:', '- apiVersion: v1', '  kind: Service', '  metadata:', '    name: a', '- apiVersion: v1', '  kind: Service', '  metadata:', '    name: b') },

  // Empty values
  { name: 'keys without values', text: doc('a:', 'b: ', 'c: # nothing here', 'd: 1') },
  { name: 'a key without a value at the end of the text', text: 'a: 1\nb:' },
  { name: 'keys without values before a dedent', text: doc('a:', '  b:', 'c: 1') },
  { name: 'keys without values in a compact mapping', text: doc('- a:', '  b:', '- c:') },

  // Comments
  { name: 'comments after values', text: doc('a: 1 # one', 'b: x  # two', 'c: "q" # three', "d: 'q' # four") },
  { name: 'comment lines at any indentation', text: doc('# top', 'a:', '  # inner', '  b: 1', '# between', '      # deep', '  c: 2', '#') },
  { name: 'a comment after a key whose value is a block', text: doc('a: # the block follows', '  b: 1') },
  { name: 'a comment after `-` alone', text: doc('- # the block follows', '  a: 1') },
  { name: '`#` without a blank before it, inside values and keys', text: doc('a: x#y', 'b: http://host/path#frag', 'c#d: e', 'f: "#"') },
  { name: 'comments in a sequence', text: doc('- a # c', '# c', '  # c', '- b') },
  { name: 'a comment after `---`', text: doc('--- # first', 'a: 1', '---    # second', '- b') },

  // Blanks
  { name: 'trailing spaces everywhere', text: doc('a: 1   ', 'b:   ', '  - x  ', '  -   ', "c: 'q'  ", 'd: [x]  ', 'e: {f: g}   ') },
  { name: 'blank and whitespace-only lines between entries', text: doc('a: 1', '   ', '', 'b:', '', '      ', '  c: 2') },
  { name: 'several spaces after the colon', text: doc('a:     1', 'b:   x y') },
  { name: 'a space before the colon', text: doc('a : 1', 'b   : 2') },
  { name: 'no newline at the end of the text', text: 'a:\n  - b\n  - c' },

  // Quoted scalars and keys
  { name: 'single quotes with doubled quotes', text: doc("a: 'it''s'", "b: ''", "c: ''''", "d: 'x''y''z'") },
  { name: 'double quotes holding indicators', text: doc('a: "x: y # z"', 'b: ""', 'c: "[a, b]"', "d: \"it's\"", 'e: "- x"') },
  { name: 'quoted keys', text: doc('"a b": 1', "'c''d': 2", '"": 3', "'#': 4") },
  { name: 'a quoted key with blanks before the colon', text: doc('"a"  : 1', "'b' : 2") },
  { name: 'quoted values that would resolve if plain', text: doc('a: "1"', "b: 'true'", 'c: "~"', 'd: "null"', "e: '0x1F'", 'f: "2024-01-01"') },
  { name: 'quoted keys that would resolve if plain', text: doc('"true": 1', "'1': 2", '"~": 3', "'<<': 4", '"null": 5') },
  { name: 'integer-like keys, which objects order first', text: doc('"b": 1', '"2": 2', '"a": 3', '"1": 4', '"10": 5') },
  { name: 'quoted scalars in a sequence and compact mapping', text: doc('- "a"', "- 'b'", '- "c": 1', "  'd': ''") },
  { name: 'text outside ASCII', text: doc('name: café', '"ключ": значение', 'emoji: 😀 ok', "'日本': '語'") },

  // Plain scalars and their types
  { name: 'integers in every notation', text: doc('a: 0x1F', 'b: 1_000', 'c: -1', 'd: +3', 'e: 0o17', 'f: 0', 'g: 0b101', 'h: 017'), documents: [{ a: 31, b: 1000, c: -1, d: 3, e: 15, f: 0, g: 5, h: 17 }] },
  { name: 'floats in every notation', text: doc('a: 1e3', 'b: .inf', 'c: -.Inf', 'd: .NaN', 'e: 1.5', 'f: .5', 'g: 6.02e+23', 'h: 1_0.5', 'i: +.5'), documents: [{ a: 1000, b: Infinity, c: -Infinity, d: NaN, e: 1.5, f: 0.5, g: 6.02e23, h: 10.5, i: '+.5' }] },
  { name: 'negative zeros', text: doc('a: -0', 'b: -0.0', 'c: +0') },
  { name: 'nulls', text: doc('a: ~', 'b: null', 'c: Null', 'd: NULL', 'e: nULL'), documents: [{ a: null, b: null, c: null, d: null, e: 'nULL' }] },
  { name: 'booleans, and the YAML 1.1 words that stay strings', text: doc('a: true', 'b: False', 'c: TRUE', 'd: yes', 'e: on', 'f: off', 'g: y', 'h: N'), documents: [{ a: true, b: false, c: true, d: 'yes', e: 'on', f: 'off', g: 'y', h: 'N' }] },
  { name: 'strings that look almost like numbers', text: doc('a: 1.2.3', 'b: 0x', 'c: 1_', 'd: 12:30', 'e: 1,000', 'f: 0xG', 'g: 1e', 'h: .', 'i: +') },
  { name: 'strings that look like dates', text: doc('a: 2024-01-01', 'b: 2001-12-14t21:59:43.10-05:00', 'c: 2002-12-14 21:59:43.10 -5', 'd: [2024-01-01]'), documents: [{ a: '2024-01-01', b: '2001-12-14t21:59:43.10-05:00', c: '2002-12-14 21:59:43.10 -5', d: ['2024-01-01'] }] },
  { name: 'plain scalars holding indicators after their first character', text: doc('a: b:c', 'b: x, y', 'c: a[0]', 'd: x{y}', "e: it's", 'f: say "hi"', 'g: a - b', 'h: x|y', 'i: a > b', 'j: 50%', 'k: a&b*c!d', 'l: x? y') },
  { name: 'plain scalars starting with a dash or dots', text: doc('a: -x', 'b: --flag=1', 'c: ---', 'd: ...', 'e: -.5', 'f: .hidden') },
  { name: 'URLs and images with colons and hashes', text: doc('url: http://example.com:8080/path?q=1#x', 'image: registry.local:5000/app:v1.2@sha256:abc') },
  { name: 'inner runs of spaces', text: doc('a: x   y', 'b: x  #  comment') },
  { name: 'keys with dots, slashes and spaces', text: doc('app.kubernetes.io/name: x', 'key with spaces: y', 'a[0]: z', 'a"b: w', "it's: v") },
  { name: 'keys that look like types but stay strings', text: doc('yes: 1', 'on: 2', 'n: 3', '1a: 4', '.: 5', 'nULL: 6', '0x: 7', '+: 8') },
  { name: 'keys named like Object.prototype members', text: doc('constructor: 1', 'toString: 2', 'hasOwnProperty: 3', 'valueOf: 4', '__defineGetter__: 5') },

  // One-line flow collections
  { name: 'a flow sequence of plain and quoted scalars', text: doc('a: [a, "b", c d]'), documents: [{ a: ['a', 'b', 'c d'] }] },
  { name: 'a flow mapping', text: doc('a: {a: 1, "b": x}'), documents: [{ a: { a: 1, b: 'x' } }] },
  { name: 'empty flow collections', text: doc('a: []', 'b: {}', 'c: [ ]', 'd: {  }') },
  { name: 'flow collections with blanks around entries', text: doc("a: [ x , 'y' ,z ]", 'b: { k : v , "l"  : w }') },
  { name: 'resolved types inside flow collections', text: doc('a: [1, true, ~, .5, 0x10, null, 2024-01-01]', 'b: {x: 1, y: false, z: ~}') },
  { name: 'flow collections as sequence items', text: doc('- [a, b]', '- {c: d}', '- []') },
  { name: 'a comment after a flow collection', text: doc('a: [x] # c', 'b: {y: z}   # c') },
  { name: 'flow collections in a compact mapping', text: doc('- a: {b: c}', '  d: [e]') },
  { name: 'quoted flow entries holding indicators', text: doc('a: ["x, y", \'[z]\', "{w}", \'a: b\', "#"]', 'b: {"k, l": "m}"}') },
  { name: 'a flow mapping key with blanks inside', text: doc('a: {b c: d e}') },
  { name: 'a Kubernetes-style flow list', text: doc('accessModes: ["ReadWriteOnce"]', 'command: ["sh", "-c", "echo hi"]', 'args: ["--port", "8080"]') },

  // Literal block scalars
  { name: 'a literal block', text: doc('a: |', '  line 1', '  line 2', 'b: 1'), documents: [{ a: 'line 1\nline 2\n', b: 1 }] },
  { name: 'a stripped literal block', text: doc('a: |-', '  x', '', '', 'b: 1'), documents: [{ a: 'x', b: 1 }] },
  { name: 'a kept literal block', text: doc('a: |+', '  x', '', '', 'b: 1'), documents: [{ a: 'x\n\n\n', b: 1 }] },
  { name: 'blank lines inside a literal block', text: doc('a: |', '  x', '', '', '  y') },
  { name: 'blank lines at the end of a clipped literal block', text: doc('a: |', '  x', '', '') },
  { name: 'blank lines at the end of a kept literal block', text: doc('a: |+', '  x', '', '') },
  { name: 'leading blank lines in a literal block', text: doc('a: |', '', '', '  x') },
  { name: 'whitespace-only lines with more spaces than the indentation', text: doc('a: |', '  x', '      ', '  y', '     ', 'b: 1') },
  { name: 'whitespace-only lines with fewer spaces than the indentation', text: doc('a: |', '    x', ' ', '    y', '  ') },
  { name: 'a kept block ending in whitespace-only lines', text: doc('a: |+', '  x', '    ', ' ', 'b: 1') },
  { name: 'a literal block at the end of the text without a newline', text: 'a: |\n  x\n  y' },
  { name: 'stripped and kept blocks at the end of the text without a newline', text: 'a: |-\n  x\nb: |+\n  y' },
  { name: 'a literal block ending in spaces at the end of the text', text: 'a: |+\n  x\n    ' },
  { name: 'a literal block at exactly one more space than its key', text: doc('a: |', ' x', 'b:', '  c: |', '   y', '   z') },
  { name: 'more indented lines inside a literal block', text: doc('a: |', '  x', '    indented', '      more', '  y') },
  { name: 'literal blocks as sequence items', text: doc('- |', '  x', '- |-', '  y', '-  |+', '   z', '', '- w') },
  { name: 'literal blocks in compact mappings', text: doc('- a: |', '    x', '  b: |-', '     y', '  c: 1') },
  { name: 'a literal block under a same-indent sequence', text: doc('k:', '- |', '  x', '- y') },
  { name: 'lines starting with `#` inside a literal block', text: doc('a: |', '  # not a comment', '  x # nor this', '  #', 'b: 1') },
  { name: 'literal block headers with comments', text: doc('a: | # c', '  x', 'b: |-   # c', '  y', 'c: |+ #', '  z') },
  { name: 'empty literal blocks', text: doc('a: |', 'b: |-', 'c: |+', '', 'd: |') },
  { name: 'a literal block ended by a comment at lower indentation', text: doc('a: |', '  x', '# c', ' # c', 'b: 1') },
  { name: 'a kept literal block ended by `---`', text: doc('a: |+', '  x', '', '---', 'b: 1') },
  { name: 'document markers and indicators inside a literal block', text: doc('a: |', '  ---', '  ...', '  - x', '  k: v', '  "q"') },
  { name: 'a ConfigMap holding a script and a config file', text: doc('apiVersion: v1', 'kind: ConfigMap', 'data:', '  run.sh: |', '    #!/bin/sh', '    set -e', '', '    echo "start: $1" # note', '  app.properties: |-', '    a=1', '    b=2') },

  // Multi-line and escaped scalars, folded blocks, indentation indicators
  { name: 'a folded block', text: doc('a: >', '  x', '  y', 'b: 1'), documents: [{ a: 'x y\n', b: 1 }] },
  { name: 'a folded block with blank and more indented lines', text: doc('a: >-', '  x', '  y', '', '  z', '    more', '    indented', '  back', '', '', 'b: >+', '  k', '', 'c: 1') },
  { name: 'a folded block in a sequence, with leading blank and more indented lines', text: doc('- >', '', '   x', '     more', '   y', '', '   z', '- w') },
  { name: 'a block scalar with an indentation indicator', text: doc('a: |2', '   x', '  y', 'b: >-1', '  z', 'c: |+2', '   w', '') },
  { name: 'a plain scalar continued on the next lines', text: doc('a: x', '  y', '', '  z', 'b: 1'), documents: [{ a: 'x y\nz', b: 1 }] },
  { name: 'a plain sequence item continued after a blank line', text: doc('- one', '', '  two', '- three') },
  { name: 'a plain sequence item continued with a dash', text: doc('- a', '  - b') },
  { name: 'a double-quoted scalar over several lines', text: doc('a: "x', '  y', '', '  z  "', 'b: 1') },
  { name: 'a single-quoted scalar over several lines', text: doc("a: 'it''s", "   fine'", 'b: x') },
  { name: 'escapes in double quotes', text: doc('a: "a\\nb\\tc\\\\d\\"e\\/f"', 'b: "\\x41\\u00e9\\U0001F600"', 'c: "\\0\\a\\b\\v\\f\\r\\e\\ \\N\\_\\L\\P"') },
  { name: 'an escaped line break in double quotes', text: doc('a: "x\\', '    y"') },
  { name: 'an escaped lone surrogate in double quotes', text: doc('a: "\\uD800"') },
  { name: 'escapes in a double-quoted key', text: doc('"a\\tb": 1', '"\\u0063": 2') },
  { name: 'folded blocks with chomping at the end of the text', text: 'a: >-\n  x\n  y\n\nb: >+\n  z\n\n' },
  { name: 'a folded block in a compact mapping', text: doc('- a: >', '    x', '    y', '  b: 1') },
  { name: 'flow items and keys starting with a dash', text: doc('command: [sh, -c, --flag, -1, -.5]', 'opts: {-a: -b}') },
  {
    name: 'words that start like null or a bool',
    text: doc('nullable: Null', 'trueish: TRUE', 'falsey: False', 'n: nope', 'f: FALSE', 'tr: truest', 'NULLS: NULL'),
    documents: [{ nullable: null, trueish: true, falsey: false, n: 'nope', f: false, tr: 'truest', NULLS: null }],
  },

  // Documents
  { name: 'a leading `---`', text: doc('---', 'a: 1') },
  { name: '`---` between documents', text: doc('a: 1', '---', 'b: 2') },
  { name: 'a trailing `---`, which opens an empty document', text: doc('a: 1', '---'), documents: [{ a: 1 }, null] },
  { name: 'empty documents between markers', text: doc('---', '---', 'a: 1', '---', '# only a comment', '---'), documents: [null, { a: 1 }, null, null] },
  { name: 'a comment before the first `---`', text: doc('# header', '', '---', 'a: 1') },
  { name: '`---` with trailing spaces', text: doc('---   ', 'a: 1', '--- ', '- b') },
  { name: 'documents of different shapes and indentation', text: doc('- a', '---', '  b: 1', '---', 'c:', '- d') },
  { name: 'blank lines and comments around markers', text: doc('a: 1', '', '# end of first', '', '---', '', '# start of second', 'b: 2', '') },
  { name: 'a final document without a newline', text: 'a: 1\n---\nb: 2' },
];

describe('readBlockYaml reads plain block YAML as js-yaml does', () => {
  it('has a broad table of cases', () => {
    expect(ACCEPTED.length).toBeGreaterThanOrEqual(60);
    expect(new Set(ACCEPTED.map((c) => c.name)).size).toBe(ACCEPTED.length);
  });

  it.each(ACCEPTED)('$name', ({ text, documents }) => {
    const fast = read(text);
    expect(fast, 'the reader declined').toBeDefined();
    const expected = reference(text);
    expect(difference(fast, expected)).toBeUndefined();
    if (documents) expect(difference(expected, documents)).toBeUndefined();
  });
});

// --- what the reader leaves to js-yaml ----------------------------------------------------------

interface Case {
  name: string;
  text: string;
}

/** Text js-yaml rejects: reading any of it would hide the file's parse error. */
const INVALID: Case[] = [
  { name: 'a key indented past its siblings', text: doc('a: 1', ' b: 2') },
  { name: 'a key between two indentations', text: doc('a:', '  b: 1', ' c: 2') },
  { name: 'a duplicate key', text: doc('a: 1', 'a: 2') },
  { name: 'a duplicate key in a nested mapping', text: doc('a:', '  b: 1', '  c: 2', '  b: 3') },
  { name: 'a duplicate key in a flow mapping', text: doc('a: {b: 1, b: 2}') },
  { name: 'a duplicate key, once quoted', text: doc('a: 1', '"a": 2') },
  { name: 'a second key on the line', text: doc('key: a: b') },
  { name: 'a sequence after a key on its line', text: doc('a: - b') },
  { name: 'an unclosed double quote', text: doc('a: "x', 'b: 1') },
  { name: 'an unclosed single quote', text: doc("a: 'x") },
  { name: 'an unclosed flow sequence', text: doc('a: [x, y') },
  { name: 'a tab in the indentation', text: doc('a:', '\tb: 1') },
  { name: 'a mapping after a root sequence', text: doc('- a', 'b: 1') },
  { name: 'a sequence after a root mapping', text: doc('a: 1', '- b') },
  { name: 'a quoted key without a blank after its colon', text: doc('"a":b') },
  { name: 'text after a quoted value', text: doc("a: 'x' y") },
  { name: 'a non-printable character', text: doc('a: x\u0001y') },
  { name: 'an unknown tag', text: doc('a: !custom x') },
  { name: 'a block scalar header followed by text', text: doc('a: |-+', '  x') },
  { name: 'a block scalar header with a comment right after it', text: doc('a: |#c', '  x') },
  { name: 'content after a block scalar whose first blank line is more indented', text: doc('a: |', '     ', '  x') },
  { name: 'a document marker inside a quoted scalar', text: doc('a: "x', '---', 'y"') },
  { name: 'an unknown escape in double quotes', text: doc('a: "\\q"') },
  { name: 'a hexadecimal escape with a non-hexadecimal digit', text: doc('a: "\\x4g"') },
  { name: 'a more indented line after a comment ending a plain scalar', text: doc('a: x # c', '  z') },
  { name: 'a more indented line after a comment ending a continued plain scalar', text: doc('a: x', '  y # c', '  z') },
];

/** Text js-yaml reads, using what the reader leaves to it. */
const LEFT_TO_JS_YAML: Case[] = [
  { name: 'an anchor and an alias', text: doc('a: &x 1', 'b: *x') },
  { name: 'a merge key with an alias', text: doc('base: &b {x: 1}', 'c:', '  <<: *b', '  y: 2') },
  { name: 'a merge key with a flow mapping', text: doc('<<: {x: 1}', 'y: 2') },
  { name: 'a tag', text: doc('a: !!str 1') },
  { name: 'a key that resolves to a boolean', text: doc('true: x') },
  { name: 'a key that resolves to an integer', text: doc('1: x') },
  { name: 'a key that resolves to null', text: doc('~: x') },
  { name: 'a key that resolves to a float', text: doc('a: 1', '.5: x') },
  { name: 'a `__proto__` key', text: doc('__proto__: x') },
  { name: 'a quoted `__proto__` key', text: doc('a:', '  "__proto__": {b: 1}') },
  { name: 'a `__proto__` key in a flow mapping', text: doc('a: {__proto__: 1}') },
  { name: 'a document end marker', text: doc('a: 1', '...') },
  { name: 'a directive', text: doc('%YAML 1.2', '---', 'a: 1') },
  { name: 'content on the `---` line', text: doc('--- a: 1') },
  { name: 'a root scalar', text: doc('hello') },
  { name: 'a root scalar after `---`', text: doc('a: 1', '---', 'hello') },
  { name: 'a JSON file', text: '{\n  "apiVersion": "v1",\n  "kind": "List",\n  "items": []\n}\n' },
  { name: 'a root flow sequence', text: doc('[a, b]') },
  { name: 'a nested flow collection', text: doc('a: [a, [b]]') },
  { name: 'a flow mapping inside a flow sequence', text: doc('a: [{b: c}]') },
  { name: 'a trailing comma in a flow sequence', text: doc('a: [a,]') },
  { name: 'a trailing comma in a flow mapping', text: doc('a: {b: c,}') },
  { name: 'a flow mapping entry without a blank after its colon', text: doc('a: {a:b}') },
  { name: 'CRLF line ends', text: 'a: 1\r\nb: 2\r\n' },
  { name: 'a tab inside a value', text: doc('a: x\ty') },
  // Whether comments alone make a document depends on where they are; js-yaml decides.
  { name: 'a file with only comments', text: doc('# a', '', '  # b') },
  { name: 'an empty file', text: '' },
  { name: 'a file with only blank lines', text: '\n  \n\n' },
];

/**
 * Text js-yaml reads that the reader may read or leave to it: only exact agreement is required.
 * Some are forms the reader may grow to cover; others are js-yaml quirks it may reproduce or avoid.
 */
const DECLINED_OR_AGREED: Case[] = [
  { name: 'a plain scalar on the line after its key', text: doc('a:', '  x') },
  { name: 'a plain scalar continued, then a comment', text: doc('a: x', '  y # c', 'b: 1') },
  { name: 'a flow mapping key without a value', text: doc('a: {b: }') },
  { name: 'a flow sequence item starting with a dash', text: doc('a: [-1, -x, --flag]') },
  { name: 'a flow collection over several lines', text: doc('a: [b,', '  c]') },
  { name: 'a comment inside a flow collection', text: doc('a: [b #c', '  ]') },
  { name: 'a nested sequence on the dash line', text: doc('- - a', '  - b') },
  { name: 'an explicit key', text: doc('? a', ': b') },
  // js-yaml takes a `- ` line after an empty item as an item of that same sequence, whatever its indentation.
  { name: 'a dash at lower indentation after an empty item', text: doc('-', '  -', '- b') },
  { name: 'a dash at lower indentation after an empty item in a compact mapping', text: doc('- a:', '    -', '- b') },
  { name: 'the next container after an empty argument', text: doc('- name: x', '  args:', '  -', '- name: y') },
  { name: 'a dash at lower indentation after an empty item with a comment', text: doc('-', '  - x', '  - # c', '- b') },
];

describe('readBlockYaml leaves everything else to js-yaml', () => {
  it.each(INVALID)('declines $name, which js-yaml rejects', ({ text }) => {
    expect(read(text)).toBeUndefined();
    expect(() => reference(text)).toThrow(yaml.YAMLException);
  });

  it.each(LEFT_TO_JS_YAML)('declines $name', ({ text }) => {
    expect(read(text)).toBeUndefined();
    // The case must be one js-yaml reads, or it would belong with the invalid ones.
    expect(() => reference(text)).not.toThrow();
  });

  it.each(DECLINED_OR_AGREED)('declines $name, or reads it as js-yaml does', ({ text }) => {
    expect(() => reference(text)).not.toThrow();
    expect(disagreement(text)).toBeUndefined();
  });
});

// --- agreement on fixtures and their mutations --------------------------------------------------

const isYamlFile = (name: string) => /\.(ya?ml|json)$/i.test(name);

function yamlFilesUnder(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yamlFilesUnder(path, out);
    else if (entry.isFile() && isYamlFile(entry.name)) out.push(path);
  }
  return out.sort();
}

/** The text the manifest loader hands to the reader, which it gives without a byte order mark. */
function readManifestText(file: string): string {
  const text = readFileSync(file, 'utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** mulberry32: small, seeded and the same on every run, so that a failure can be reproduced. */
function randomNumbers(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, so that each file's variants depend on its name only and not on which other files exist. */
function seedOf(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) hash = Math.imul(hash ^ name.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** Text dropped into a line: the characters whose handling decides whether a line is read at all. */
const INSERTIONS = [': ', ' #', '#', "'", '"', "''", ':', ' ', '  ', '- ', '-', '|', '|-', '|+', '|2', '>', '>-', '[', ']', '{', '}', ', ', '&a ', '*a', '!', '?', '---', '\\', '\\n', '\\x41', '\\u00e9'];

type Mutation = (lines: string[], random: () => number) => string;

const below = (random: () => number, n: number) => Math.floor(random() * n);

const MUTATIONS: Mutation[] = [
  (lines, random) => {
    const i = below(random, lines.length);
    lines.splice(i, 1);
    return `delete line ${i + 1}`;
  },
  (lines, random) => {
    const i = below(random, lines.length);
    lines.splice(i, 0, lines[i]);
    return `duplicate line ${i + 1}`;
  },
  (lines, random) => {
    const i = below(random, lines.length);
    const by = [-2, -1, 1, 2][below(random, 4)];
    lines[i] = by > 0 ? ' '.repeat(by) + lines[i] : lines[i].replace(by === -1 ? /^ / : /^ {1,2}/, '');
    return `indent line ${i + 1} by ${by}`;
  },
  (lines, random) => {
    const i = below(random, lines.length);
    const at = below(random, lines[i].length + 1);
    const insertion = INSERTIONS[below(random, INSERTIONS.length)];
    lines[i] = lines[i].slice(0, at) + insertion + lines[i].slice(at);
    return `insert ${JSON.stringify(insertion)} in line ${i + 1} at ${at}`;
  },
  (lines, random) => {
    const i = below(random, lines.length - 1);
    const joiner = random() < 0.5 ? ' ' : '';
    lines.splice(i, 2, lines[i] + joiner + lines[i + 1].trimStart());
    return `join lines ${i + 1} and ${i + 2}`;
  },
  (lines, random) => {
    const i = below(random, lines.length);
    lines[i] += ' '.repeat(1 + below(random, 3));
    return `add trailing spaces to line ${i + 1}`;
  },
  (lines, random) => {
    const i = below(random, lines.length);
    const j = random() < 0.5 ? Math.min(i + 1, lines.length - 1) : below(random, lines.length);
    [lines[i], lines[j]] = [lines[j], lines[i]];
    return `swap lines ${i + 1} and ${j + 1}`;
  },
  (lines, random) => {
    const i = below(random, lines.length);
    const at = below(random, lines[i].length + 1);
    const length = 1 + below(random, 3);
    lines[i] = lines[i].slice(0, at) + lines[i].slice(at + length);
    return `delete ${length} characters in line ${i + 1} at ${at}`;
  },
];

interface Variant {
  text: string;
  /** How the variant was made from its file, to reproduce a failure. */
  how: string;
}

/** The file's text and `count` variants of it, each with one to three mutations. */
function variantsOf(name: string, text: string, count: number): Variant[] {
  const random = randomNumbers(seedOf(name));
  const original = text.split('\n');
  const variants: Variant[] = [{ text, how: 'unchanged' }];
  for (let v = 0; v < count; v++) {
    const lines = [...original];
    const steps: string[] = [];
    const mutations = 1 + below(random, 3);
    for (let m = 0; m < mutations && lines.length > 1; m++) steps.push(MUTATIONS[below(random, MUTATIONS.length)](lines, random));
    variants.push({ text: lines.join('\n'), how: steps.join(', ') });
  }
  return variants;
}

const VARIANTS_PER_FILE = 100;

describe('readBlockYaml agrees with js-yaml on the repository’s YAML files and mutations of them', () => {
  const files = [...yamlFilesUnder(join(REPO_ROOT, 'fixtures')), ...yamlFilesUnder(join(REPO_ROOT, 'tests'))];

  it('finds the fixture files', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('never reads a file or variant differently from js-yaml', () => {
    const failures: string[] = [];
    let checked = 0;
    let readByReader = 0;
    for (const file of files) {
      const name = relative(REPO_ROOT, file);
      for (const { text, how } of variantsOf(name, readManifestText(file), VARIANTS_PER_FILE)) {
        checked++;
        const fast = read(text);
        if (fast !== undefined) readByReader++;
        const problem = disagreement(text, fast);
        if (problem) failures.push(`${name} (${how}): ${problem}`);
      }
    }
    expect(failures.slice(0, 10)).toEqual([]);
    expect(checked).toBeGreaterThan(5000);
    // Most of the fixtures are plain block YAML; a reader that declined nearly everything would pass
    // the agreement check above without testing anything.
    expect(readByReader / checked).toBeGreaterThan(0.2);
  });
});

// --- agreement on the shared corpus -------------------------------------------------------------

// Skipped where the corpus is absent, as in a user's clone; it is there on development machines and in CI.
describe.skipIf(!existsSync(CORPUS))('readBlockYaml agrees with js-yaml on every file of the shared corpus', () => {
  it('reads each file as js-yaml does, and reads most of the files js-yaml can parse', () => {
    const failures: string[] = [];
    let files = 0;
    let parsable = 0;
    let readParsable = 0;
    for (const file of yamlFilesUnder(CORPUS)) {
      files++;
      const text = readManifestText(file);
      const fast = read(text);
      let expected: unknown[] | undefined;
      try {
        expected = reference(text);
        parsable++;
      } catch {
        expected = undefined;
      }
      if (fast === undefined) continue;
      if (expected !== undefined) readParsable++;
      const problem = expected === undefined ? 'read, but js-yaml rejects it' : difference(fast, expected);
      if (problem) failures.push(`${relative(CORPUS, file)}: ${problem}`);
    }
    expect(failures.slice(0, 10)).toEqual([]);
    expect(files).toBeGreaterThan(1000);
    // Over 90% are read today; falling under half would mean the reader had silently stopped doing its job.
    expect(readParsable / parsable).toBeGreaterThanOrEqual(0.5);
  });
});

// --- the manifests the benchmark generates ------------------------------------------------------

const TYPICAL_MANIFESTS: Accepted[] = [
  {
    name: 'a Deployment with containers, ports, env, probes and volumes, and its Service',
    text: doc(
      'apiVersion: apps/v1',
      'kind: Deployment',
      'metadata:',
      '  name: web-17',
      '  namespace: team-a',
      '  labels:',
      '    app.kubernetes.io/name: web-17',
      '    app.kubernetes.io/part-of: shop',
      '  annotations:',
      '    deployment.kubernetes.io/revision: "3"',
      'spec:',
      '  replicas: 3',
      '  selector:',
      '    matchLabels:',
      '      app.kubernetes.io/name: web-17',
      '  strategy:',
      '    type: RollingUpdate',
      '    rollingUpdate:',
      '      maxSurge: 25%',
      '      maxUnavailable: 0',
      '  template:',
      '    metadata:',
      '      labels:',
      '        app.kubernetes.io/name: web-17',
      '    spec:',
      '      serviceAccountName: web',
      '      securityContext:',
      '        runAsNonRoot: true',
      '        fsGroup: 2000',
      '      containers:',
      '        - name: app',
      '          image: registry.example.com/shop/web:1.4.2',
      '          imagePullPolicy: IfNotPresent',
      '          args: ["--port", "8080", "--verbose"]',
      '          ports:',
      '            - name: http',
      '              containerPort: 8080',
      '              protocol: TCP',
      '          env:',
      '            - name: LOG_LEVEL',
      '              value: info',
      '            - name: FEATURE_X',
      '              value: "true"',
      '            - name: POD_NAME',
      '              valueFrom:',
      '                fieldRef:',
      '                  fieldPath: metadata.name',
      '          resources:',
      '            requests:',
      '              cpu: 100m',
      '              memory: 128Mi',
      '            limits:',
      '              cpu: "1"',
      '              memory: 512Mi',
      '          livenessProbe:',
      '            httpGet:',
      '              path: /healthz',
      '              port: http',
      '            initialDelaySeconds: 10',
      '            periodSeconds: 15',
      '          readinessProbe:',
      '            tcpSocket:',
      '              port: 8080',
      '            failureThreshold: 3',
      '          volumeMounts:',
      '            - name: config',
      '              mountPath: /etc/web',
      '              readOnly: true',
      '            - name: cache',
      '              mountPath: /var/cache/web',
      '      volumes:',
      '      - name: config',
      '        configMap:',
      '          name: web-17-config',
      '      - name: cache',
      '        emptyDir: {}',
      '      tolerations: []',
      '---',
      'apiVersion: v1',
      'kind: Service',
      'metadata:',
      '  name: web-17',
      '  namespace: team-a',
      'spec:',
      '  type: ClusterIP',
      '  selector:',
      '    app.kubernetes.io/name: web-17',
      '  ports:',
      '  - name: http',
      '    port: 80',
      '    targetPort: http',
    ),
  },
  {
    name: 'a ConfigMap with a literal block, an Ingress and an HPA',
    text: doc(
      '# Generated for team-a',
      '---',
      'apiVersion: v1',
      'kind: ConfigMap',
      'metadata:',
      '  name: web-17-config',
      'data:',
      '  LOG_FORMAT: json',
      '  config.yaml: |',
      '    server:',
      '      port: 8080',
      '      timeout: 30s',
      '',
      '    # upstreams are tried in order',
      '    upstreams:',
      '      - http://api:9000',
      '---',
      'apiVersion: networking.k8s.io/v1',
      'kind: Ingress',
      'metadata:',
      '  name: web-17',
      '  annotations:',
      '    nginx.ingress.kubernetes.io/rewrite-target: /',
      'spec:',
      '  ingressClassName: nginx',
      '  tls:',
      '    - hosts: ["web-17.example.com"]',
      '      secretName: web-17-tls',
      '  rules:',
      '    - host: web-17.example.com',
      '      http:',
      '        paths:',
      '          - path: /',
      '            pathType: Prefix',
      '            backend:',
      '              service:',
      '                name: web-17',
      '                port:',
      '                  number: 80',
      '---',
      'apiVersion: autoscaling/v2',
      'kind: HorizontalPodAutoscaler',
      'metadata:',
      '  name: web-17',
      'spec:',
      '  scaleTargetRef:',
      '    apiVersion: apps/v1',
      '    kind: Deployment',
      '    name: web-17',
      '  minReplicas: 2',
      '  maxReplicas: 10',
      '  metrics:',
      '    - type: Resource',
      '      resource:',
      '        name: cpu',
      '        target:',
      '          type: Utilization',
      '          averageUtilization: 70',
    ),
  },
  {
    name: 'a CronJob with a script and a PersistentVolumeClaim',
    text: doc(
      'apiVersion: batch/v1',
      'kind: CronJob',
      'metadata:',
      '  name: nightly-report',
      'spec:',
      '  schedule: "0 2 * * *"',
      '  concurrencyPolicy: Forbid',
      '  successfulJobsHistoryLimit: 3',
      '  jobTemplate:',
      '    spec:',
      '      backoffLimit: 2',
      '      template:',
      '        spec:',
      '          restartPolicy: OnFailure',
      '          containers:',
      '          - name: report',
      '            image: busybox:1.36',
      '            command:',
      '            - /bin/sh',
      '            - -c',
      '            - |',
      '              echo "report for $(date)"',
      '              exit 0',
      '            volumeMounts:',
      '            - name: data',
      '              mountPath: /data',
      '          volumes:',
      '          - name: data',
      '            persistentVolumeClaim:',
      '              claimName: report-data',
      '---',
      'apiVersion: v1',
      'kind: PersistentVolumeClaim',
      'metadata:',
      '  name: report-data',
      'spec:',
      '  accessModes: ["ReadWriteOnce"]',
      '  storageClassName: standard',
      '  resources:',
      '    requests:',
      '      storage: 10Gi',
    ),
  },
  {
    name: 'a StatefulSet and a PodDisruptionBudget in a List',
    text: doc(
      'apiVersion: v1',
      'kind: List',
      'items:',
      '- apiVersion: apps/v1',
      '  kind: StatefulSet',
      '  metadata:',
      '    name: db',
      '  spec:',
      '    serviceName: db',
      '    replicas: 3',
      '    selector:',
      '      matchLabels: {app: db}',
      '    template:',
      '      metadata:',
      '        labels: {app: db}',
      '      spec:',
      '        containers:',
      '        - name: db',
      '          image: postgres:16',
      '          env:',
      '          - name: PGDATA',
      '            value: /var/lib/postgresql/data/pgdata',
      '    volumeClaimTemplates:',
      '    - metadata:',
      '        name: data',
      '      spec:',
      '        accessModes: ["ReadWriteOnce"]',
      '        resources:',
      '          requests:',
      '            storage: 1Gi',
      '- apiVersion: policy/v1',
      '  kind: PodDisruptionBudget',
      '  metadata:',
      '    name: db',
      '  spec:',
      '    maxUnavailable: 1',
      '    selector:',
      '      matchLabels:',
      '        app: db',
    ),
  },
];

describe('readBlockYaml reads the manifests the benchmark generates', () => {
  it.each(TYPICAL_MANIFESTS)('$name', ({ text }) => {
    const fast = read(text);
    expect(fast, 'the reader declined').toBeDefined();
    expect(difference(fast, reference(text))).toBeUndefined();
  });
});
