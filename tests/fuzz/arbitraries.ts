/**
 * Generators of hostile manifest text for the fuzz suite: alias bombs, anchors that hold
 * themselves, nesting deeper than a parser's stack, random bytes, and real fixtures cut short or
 * mutated the way a bad merge or a broken generator leaves them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { CONFIG_MAP, laughs } from '../support/hostile.js';
import { yamlFilesUnder } from '../support/files.js';
import { REPO_ROOT } from '../support/rule-tester.js';

/** What a generated text is, and so what the tool must say about it. */
export type Shape = 'laughs' | 'small-aliases' | 'self-alias' | 'deep' | 'bytes' | 'mutated' | 'list' | 'no-api-version';

export interface Hostile {
  shape: Shape;
  text: string;
  /** For alias bombs: how many nodes the aliases repeat. */
  repeated?: number;
}

/**
 * Nodes the aliases of `laughs(levels, fanout)` repeat. Anchor i is a list of `fanout` aliases of
 * anchor i - 1, which is written out (as `data.a<i-1>`) before it: each of the aliases repeats all
 * of it. A list of n items is n + 1 nodes.
 */
export function repeatedByLaughs(levels: number, fanout: number): number {
  let size = 1 + fanout;
  let repeated = 0;
  for (let i = 1; i <= levels; i++) {
    repeated += fanout * size;
    size = 1 + fanout * size;
  }
  return repeated;
}

export const laughsArbitrary: fc.Arbitrary<Hostile> = fc
  .record({ levels: fc.integer({ min: 1, max: 14 }), fanout: fc.integer({ min: 2, max: 12 }) })
  .map(({ levels, fanout }) => ({ shape: 'laughs', text: laughs(levels, fanout), repeated: repeatedByLaughs(levels, fanout) }));

/** Anchors and aliases as manifests use them: labels repeated in a selector, a merged container. */
export const smallAliasesArbitrary: fc.Arbitrary<Hostile> = fc.integer({ min: 1, max: 20 }).map((copies) => ({
  shape: 'small-aliases',
  text: `${CONFIG_MAP('aliases')}  labels: &labels {app: web, tier: front}\ndata:\n  base: &base {a: "1", b: "2"}\n${Array.from({ length: copies }, (_, i) => `  copy${i}: {<<: *base, n: "${i}"}\n`).join('')}`,
}));

/** An anchor whose value holds an alias to it, at some depth. */
export const selfAliasArbitrary: fc.Arbitrary<Hostile> = fc.integer({ min: 0, max: 30 }).map((depth) => {
  let inner = '*loop';
  for (let i = 0; i < depth; i++) inner = `{k${i}: ${inner}}`;
  return { shape: 'self-alias', text: `${CONFIG_MAP('loop')}data: &loop\n  self: ${inner}\n` };
});

/** Nesting from shallow to far deeper than a parser's stack, in flow and block style. */
export const deepArbitrary: fc.Arbitrary<Hostile> = fc
  .record({ depth: fc.integer({ min: 1, max: 4000 }), style: fc.constantFrom('flow-sequence', 'flow-mapping', 'block-mapping', 'block-sequence') })
  .map(({ depth, style }) => {
    let value: string;
    if (style === 'flow-sequence') value = '['.repeat(depth) + ']'.repeat(depth);
    else if (style === 'flow-mapping') value = '{a: '.repeat(depth) + '1' + '}'.repeat(depth);
    else if (style === 'block-mapping') value = '\n' + Array.from({ length: depth }, (_, i) => `${' '.repeat(i + 2)}a:`).join('\n') + ' 1';
    else value = '\n' + Array.from({ length: depth }, (_, i) => `${' '.repeat(2 * i + 2)}-`).join('\n') + ' 1';
    return { shape: 'deep', text: `${CONFIG_MAP('deep')}data:\n  nested: ${value}\n` };
  });

/** Bytes of any value, read as UTF-8 the way a file is. */
export const bytesArbitrary: fc.Arbitrary<Hostile> = fc
  .uint8Array({ maxLength: 2000 })
  .map((bytes) => ({ shape: 'bytes', text: Buffer.from(bytes).toString('utf8') }));

export const listArbitrary: fc.Arbitrary<Hostile> = fc.integer({ min: 1, max: 5 }).map((n) => ({
  shape: 'list',
  text: Array.from({ length: n }, (_, i) => `- ${CONFIG_MAP(`item-${i}`).trimEnd().replace(/\n/g, '\n  ')}\n`).join(''),
}));

export const noApiVersionArbitrary: fc.Arbitrary<Hostile> = fc
  .constantFrom('Deployment', 'Service', 'CronJob')
  .map((kind) => ({ shape: 'no-api-version', text: `kind: ${kind}\nmetadata:\n  name: lost\n` }));

/** Real manifests: the rule fixtures and the demo repository. */
export const FIXTURE_TEXTS: readonly string[] = [
  ...yamlFilesUnder(join(REPO_ROOT, 'fixtures', 'rules'), { maxBytes: 8000 }),
  ...yamlFilesUnder(join(REPO_ROOT, 'fixtures', 'demo'), { maxBytes: 8000 }),
].map((file) => readFileSync(file, 'utf8'));

/** Characters that mean something to YAML, so that inserted text changes its structure. */
const YAML_SIGNIFICANT = fc.constantFrom(
  ...'{}[]:,-?&*!|>\'"#%@` \t\n\r\\'.split(''),
  'apiVersion: ',
  'kind: ',
  '---\n',
  '...\n',
  '<<: ',
  '{{ .Values.x }}',
  '\ufeff',
);

type Mutation =
  | { at: number; op: 'cut' }
  | { at: number; op: 'delete'; length: number }
  | { at: number; op: 'insert'; text: string }
  | { at: number; op: 'duplicate-line' }
  | { at: number; op: 'indent'; by: number };

const mutationArbitrary: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ at: fc.nat(), op: fc.constant('cut' as const) }),
  fc.record({ at: fc.nat(), op: fc.constant('delete' as const), length: fc.integer({ min: 1, max: 40 }) }),
  fc.record({
    at: fc.nat(),
    op: fc.constant('insert' as const),
    text: fc.array(YAML_SIGNIFICANT, { minLength: 1, maxLength: 6 }).map((parts) => parts.join('')),
  }),
  fc.record({ at: fc.nat(), op: fc.constant('duplicate-line' as const) }),
  fc.record({ at: fc.nat(), op: fc.constant('indent' as const), by: fc.integer({ min: -4, max: 4 }) }),
);

function mutate(text: string, mutation: Mutation): string {
  const at = text.length === 0 ? 0 : mutation.at % (text.length + 1);
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const lineEnd = text.indexOf('\n', at) < 0 ? text.length : text.indexOf('\n', at) + 1;
  switch (mutation.op) {
    case 'cut':
      return text.slice(0, at);
    case 'delete':
      return text.slice(0, at) + text.slice(at + mutation.length);
    case 'insert':
      return text.slice(0, at) + mutation.text + text.slice(at);
    case 'duplicate-line':
      return text.slice(0, lineEnd) + text.slice(lineStart, lineEnd) + text.slice(lineEnd);
    case 'indent':
      return mutation.by >= 0
        ? text.slice(0, lineStart) + ' '.repeat(mutation.by) + text.slice(lineStart)
        : text.slice(0, lineStart) + text.slice(lineStart).replace(new RegExp(`^ {0,${-mutation.by}}`), '');
  }
}

export const mutatedArbitrary: fc.Arbitrary<Hostile> = fc
  .record({ fixture: fc.constantFrom(...FIXTURE_TEXTS), mutations: fc.array(mutationArbitrary, { minLength: 1, maxLength: 5 }) })
  .map(({ fixture, mutations }) => ({ shape: 'mutated', text: mutations.reduce(mutate, fixture) }));

export const hostileArbitrary: fc.Arbitrary<Hostile> = fc.oneof(
  laughsArbitrary,
  smallAliasesArbitrary,
  selfAliasArbitrary,
  deepArbitrary,
  bytesArbitrary,
  mutatedArbitrary,
  listArbitrary,
  noApiVersionArbitrary,
);

/** The seed of this run's generated inputs: FUZZ_SEED replays a failure, which names it. */
export const FUZZ_SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
