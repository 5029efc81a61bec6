/**
 * `appliesTo` and `needs` let the engine skip a rule's check; they may skip only objects the check
 * would find nothing in. Every rule that has them is checked directly on each fixture object the
 * engine would skip, and must report nothing there.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allRules } from '../../rules/index.js';
import type { K8sObject } from '../../src/model.js';
import { ObjectIndex } from '../../src/object-index.js';
import { ApiTable } from '../../src/kube/api-table.js';
import type { Rule, RuleContext } from '../../src/rule.js';
import { loadManifests } from '../../src/sources/manifests.js';
import { packageRoot } from '../../src/package-files.js';

const FIXTURES = join(packageRoot(), 'fixtures');
const { objects } = loadManifests({ paths: [FIXTURES], staticPodPaths: [FIXTURES], cwd: FIXTURES });

/** The objects of the rule's kinds that the engine would not check. */
function skipped(rule: Rule, ctx: RuleContext<string>): K8sObject[] {
  return objects.filter((obj) => {
    if (!rule.kinds.includes(obj.kind) && !rule.kinds.includes('*')) return false;
    if (rule.appliesTo && !rule.appliesTo(obj.apiVersion, obj.kind, ctx)) return true;
    return rule.needs !== undefined && rule.needs.kinds.includes(obj.kind) && !rule.needs.test(obj);
  });
}

describe('a rule is skipped only where it finds nothing', () => {
  for (const rule of allRules.filter((r) => r.appliesTo || r.needs)) {
    it(rule.id, () => {
      const reported: string[] = [];
      const ctx: RuleContext<string> = {
        target: '1.37',
        from: '1.28',
        releases: ['1.29', '1.30', '1.31', '1.32', '1.33', '1.34', '1.35', '1.36', '1.37'],
        index: new ObjectIndex(objects),
        apis: ApiTable.bundled(),
        state: rule.init?.(),
        report: (obj, input) => void reported.push(`${obj.kind}/${obj.metadata.name}: ${input.messageId}`),
        reportProblem() {},
      };
      const skip = skipped(rule, ctx);
      expect(skip.length).toBeGreaterThan(0);
      for (const obj of skip) rule.check!(obj, ctx);
      rule.checkAll?.(ctx);
      expect(reported).toEqual([]);
    });
  }
});
