/**
 * `appliesTo` and `needs` let the engine skip a rule's check; they may skip only objects the check
 * would find nothing in. Each rule that has them gives, over every fixture, exactly the findings it
 * gives without them.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allRules } from '../../rules/index.js';
import { evaluate } from '../../src/engine.js';
import { packageRoot } from '../../src/package-files.js';
import { loadManifests } from '../../src/sources/manifests.js';
import { hops } from '../../src/versions.js';

const FIXTURES = join(packageRoot(), 'fixtures');
const { objects, problems } = loadManifests({ paths: [FIXTURES], staticPodPaths: [FIXTURES], cwd: FIXTURES });
const run = { objects, problems, target: '1.37', from: '1.28', releases: hops('1.28', '1.37') };

describe('a rule is skipped only where it finds nothing', () => {
  for (const rule of allRules.filter((r) => r.appliesTo || r.needs)) {
    it(rule.id, () => {
      const unskipped = evaluate([{ ...rule, appliesTo: undefined, needs: undefined }], run);
      expect(unskipped.length).toBeGreaterThan(0);
      expect(evaluate([rule], run)).toEqual(unskipped);
    });
  }
});
