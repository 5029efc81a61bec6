/**
 * Properties of the manifest loader and the rules over generated hostile text, in process: many
 * cases, each with a time budget. tests/fuzz/cli.test.ts runs the same inputs through the CLI.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allRules } from '../../rules/index.js';
import { evaluate } from '../../src/engine.js';
import { ALIAS_EXPANSION_BUDGET, checkExpansion } from '../../src/sources/alias-expansion.js';
import { loadManifestText } from '../../src/sources/manifests.js';
import { releasesCrossed } from '../../src/run.js';
import { FUZZ_SEED, hostileArbitrary, laughsArbitrary, mutatedArbitrary } from './arbitraries.js';

const TARGET = '1.37';
const RELEASES = releasesCrossed(null, TARGET);
/** What one generated file may cost the loader and every rule together. */
const CASE_BUDGET_MS = 1500;

const options = (numRuns: number) => ({ numRuns, seed: FUZZ_SEED });

function timed<T>(run: () => T): { value: T; ms: number } {
  const started = performance.now();
  const value = run();
  return { value, ms: performance.now() - started };
}

describe(`the loader over hostile text (FUZZ_SEED=${FUZZ_SEED})`, () => {
  it('never throws, answers within the budget, and gives well-formed objects and problems', () => {
    fc.assert(
      fc.property(hostileArbitrary, ({ text }) => {
        const { value: loaded, ms } = timed(() => loadManifestText(text, 'fuzzed.yaml'));
        expect(ms).toBeLessThan(CASE_BUDGET_MS);
        // js-yaml ends a line at CR, LF and CRLF, as editors do.
        const lines = text.split(/\r\n|\r|\n/).length;
        for (const obj of loaded.objects) {
          expect(typeof obj.apiVersion === 'string' && obj.apiVersion !== '' && typeof obj.kind === 'string' && obj.kind !== '').toBe(true);
        }
        for (const problem of loaded.problems) {
          expect(problem.reason).not.toContain('\n');
          expect(problem.position?.line ?? 1).toBeGreaterThanOrEqual(1);
          expect(problem.position?.line ?? 1).toBeLessThanOrEqual(lines + 1);
        }
      }),
      options(300),
    );
  });

  it('refuses exactly the alias bombs whose aliases repeat more than the budget, quickly', () => {
    fc.assert(
      fc.property(laughsArbitrary, ({ text, repeated }) => {
        const { value: loaded, ms } = timed(() => loadManifestText(text, 'laughs.yaml'));
        expect(ms).toBeLessThan(CASE_BUDGET_MS);
        const refused = loaded.problems.some((p) => p.kind === 'aliases');
        expect(refused).toBe(repeated! > ALIAS_EXPANSION_BUDGET);
        expect(loaded.objects.length).toBe(refused ? 0 : 1);
      }),
      options(150),
    );
  });
});

describe(`the rules over broken real manifests (FUZZ_SEED=${FUZZ_SEED})`, () => {
  it('never fail on an object and answer within the budget', () => {
    fc.assert(
      fc.property(fc.oneof(mutatedArbitrary, hostileArbitrary), ({ text }) => {
        const { value: findings, ms } = timed(() => {
          const loaded = loadManifestText(text, 'fuzzed.yaml');
          return evaluate(allRules, { objects: loaded.objects, problems: loaded.problems, target: TARGET, from: null, releases: RELEASES });
        });
        expect(ms).toBeLessThan(CASE_BUDGET_MS);
        expect(findings.filter((f) => f.message.includes(' failed ')).map((f) => f.message)).toEqual([]);
      }),
      options(250),
    );
  });
});

/** A random graph of mappings and lists, each node pointing only at earlier ones: what aliases make. */
const dagArbitrary = fc
  .array(fc.record({ list: fc.boolean(), children: fc.array(fc.oneof(fc.nat(), fc.constant(-1)), { maxLength: 4 }) }), { minLength: 1, maxLength: 40 })
  .map((specs) => {
    const nodes: object[] = [];
    specs.forEach((spec, i) => {
      const children = spec.children.map((c) => (c < 0 || i === 0 ? 'scalar' : nodes[c % i]));
      nodes.push(spec.list ? children : Object.fromEntries(children.map((c, k) => [`k${k}`, c])));
    });
    return nodes[nodes.length - 1];
  });

/** Nodes as a tree (every alias a copy), and nodes as written (every shared node once). */
function sizes(root: object): { expanded: number; written: number } {
  const expandedOf = new Map<object, number>();
  const expanded = (node: unknown): number => {
    if (typeof node !== 'object' || node === null) return 1;
    let size = expandedOf.get(node);
    if (size === undefined) {
      size = 1 + (Array.isArray(node) ? node : Object.values(node)).reduce((sum: number, child) => sum + expanded(child), 0);
      expandedOf.set(node, size);
    }
    return size;
  };
  const total = expanded(root);
  let written = 0;
  for (const node of expandedOf.keys())
    written += 1 + (Array.isArray(node) ? node : Object.values(node)).filter((c) => typeof c !== 'object' || c === null).length;
  return { expanded: total, written };
}

describe(`the expansion budget (FUZZ_SEED=${FUZZ_SEED})`, () => {
  it('passes a graph exactly when the nodes its aliases repeat stay within the budget', () => {
    fc.assert(
      fc.property(dagArbitrary, fc.integer({ min: 0, max: 5000 }), (root, budget) => {
        const { expanded, written } = sizes(root);
        expect(checkExpansion(root, budget).ok).toBe(expanded - written <= budget);
      }),
      options(500),
    );
  });
});
