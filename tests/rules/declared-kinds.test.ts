/**
 * The index holds only the kinds rules declare in `lookups`, and a live run lists only the kinds
 * rules declare, so a rule that looks objects up must declare their kinds, or it finds nothing.
 * Every rule runs over its own fixtures with an index that writes down the kinds asked for.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allRules } from '../../rules/index.js';
import type { K8sObject } from '../../src/model.js';
import { ObjectIndex } from '../../src/object-index.js';
import { ApiTable } from '../../src/kube/api-table.js';
import type { Rule, RuleContext } from '../../src/rule.js';
import { loadManifests } from '../../src/sources/manifests.js';
import { fixtureDir } from '../../src/testing/rule-tester.js';

class RecordingIndex extends ObjectIndex {
  readonly asked = new Set<string>();

  override byKind(kind: string): readonly K8sObject[] {
    this.asked.add(kind);
    return super.byKind(kind);
  }

  override get(kind: string, namespace: string | undefined, name: string): K8sObject | undefined {
    this.asked.add(kind);
    return super.get(kind, namespace, name);
  }
}

/** The kinds a rule looks up while it checks the fixture's objects. */
function kindsAskedFor(rule: Rule, objects: readonly K8sObject[]): Set<string> {
  const index = new RecordingIndex(objects);
  const ctx: RuleContext<string> = {
    target: '1.37',
    from: null,
    releases: ['1.37'],
    index,
    apis: ApiTable.bundled(),
    state: rule.init?.(),
    report() {},
    reportProblem() {},
  };
  for (const obj of objects) if (rule.check && (rule.kinds.includes(obj.kind) || rule.kinds.includes('*'))) rule.check(obj, ctx);
  rule.checkAll?.(ctx);
  return index.asked;
}

describe('rules declare every kind they look up', () => {
  for (const rule of allRules) {
    if (rule.kinds.includes('*')) continue;
    const dir = fixtureDir(rule);
    const fixtures = existsSync(dir) ? readdirSync(dir).filter((f) => /\.ya?ml$/.test(f)) : [];
    if (fixtures.length === 0) continue;
    it(rule.id, () => {
      const asked = new Set<string>();
      for (const fixture of fixtures) {
        const { objects } = loadManifests({ paths: [join(dir, fixture)], cwd: dir });
        for (const kind of kindsAskedFor(rule, objects)) asked.add(kind);
      }
      expect([...asked].filter((kind) => !rule.lookups?.includes(kind)).sort()).toEqual([]);
    });
  }
});
