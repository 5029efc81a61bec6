import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config.js';
import { fingerprintOf } from '../../src/baseline.js';
import type { Report } from '../../src/model.js';
import { run } from '../../src/run.js';
import type { Policy } from '../../src/suppressions.js';
import { manifestSource } from '../../src/sources/manifests.js';
import { allRules } from '../../rules/index.js';

const MANIFESTS = `apiVersion: extensions/v1beta1
kind: Ingress
metadata:
  name: web
  namespace: shop
---
apiVersion: policy/v1beta1
kind: PodDisruptionBudget
metadata:
  name: legacy-pdb
  namespace: legacy
  annotations:
    k8s-upgrade-check.io/ignore: "deprecated-api, removed-api"
    k8s-upgrade-check.io/ignore-reason: Deleted with the legacy stack
---
apiVersion: batch/v1beta1
kind: CronJob
metadata:
  name: report
  namespace: shop
  annotations:
    k8s-upgrade-check.io/ignore: deprecated-api
---
apiVersion: flowcontrol.apiserver.k8s.io/v1beta3
kind: FlowSchema
metadata:
  name: ingress-controller
  annotations:
    k8s-upgrade-check.io/ignore: removed-api
`;

/** A repository with the config file at its root and the manifests in deploy/, checked from deploy/. */
function repository(): { root: string; cwd: string } {
  const root = mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-policy-'));
  const cwd = join(root, 'deploy');
  mkdirSync(join(cwd, 'apps'), { recursive: true });
  writeFileSync(join(cwd, 'apps', 'app.yaml'), MANIFESTS);
  return { root, cwd };
}

async function check(configText: string | undefined, extra: Partial<Policy> = {}, target = '1.37'): Promise<Report> {
  const { root, cwd } = repository();
  const ruleIds = allRules.map((rule) => rule.id);
  const config = configText === undefined ? undefined : parseConfig(configText, { file: '../.k8s-upgrade-check.yaml', directory: root, ruleIds });
  return run({
    target,
    from: null,
    rules: allRules,
    source: manifestSource({ paths: ['apps'], cwd }),
    policy: { config, cwd, today: '2030-06-15', ...extra },
  });
}

const brief = (report: Report) => ({
  findings: report.findings.map((f) => `${f.location?.line} ${f.ruleId} ${f.severity} ${f.object?.kind}/${f.object?.name}`),
  suppressed: (report.suppressed ?? []).map(
    (f) => `${f.location?.line} ${f.ruleId} ${f.object?.kind}/${f.object?.name}: ${f.suppression.by}: ${f.suppression.reason} (${f.suppression.source})`,
  ),
});

describe('suppression step', () => {
  it('honours ignore annotations for the rules they list, with their reason', async () => {
    expect(brief(await check(undefined))).toEqual({
      findings: ['1 removed-api error Ingress/web', '16 removed-api error CronJob/report'],
      suppressed: [
        '7 removed-api PodDisruptionBudget/legacy-pdb: annotation: Deleted with the legacy stack (annotation k8s-upgrade-check.io/ignore on the object)',
        '24 removed-api FlowSchema/ingress-controller: annotation: no reason given (add the k8s-upgrade-check.io/ignore-reason annotation) (annotation k8s-upgrade-check.io/ignore on the object)',
      ],
    });
  });

  it('applies ignores by kind, name, namespace and file glob relative to the configuration file', async () => {
    const byKind = await check('ignores:\n  - rule: removed-api\n    kind: CronJob\n    reason: Moves to batch/v1 with the reporting rewrite\n');
    expect(brief(byKind).findings).toEqual(['1 removed-api error Ingress/web']);
    expect(brief(byKind).suppressed).toEqual([
      '7 removed-api PodDisruptionBudget/legacy-pdb: annotation: Deleted with the legacy stack (annotation k8s-upgrade-check.io/ignore on the object)',
      '16 removed-api CronJob/report: config: Moves to batch/v1 with the reporting rewrite (../.k8s-upgrade-check.yaml:2)',
      '24 removed-api FlowSchema/ingress-controller: annotation: no reason given (add the k8s-upgrade-check.io/ignore-reason annotation) (annotation k8s-upgrade-check.io/ignore on the object)',
    ]);

    const byNameAndNamespace = await check('ignores:\n  - rule: removed-api\n    namespace: sh*\n    name: w?b\n    reason: r\n');
    expect(brief(byNameAndNamespace).findings).toEqual(['16 removed-api error CronJob/report']);

    const byFile = await check('ignores:\n  - rule: removed-api\n    file: deploy/apps/*.yaml\n    reason: r\n');
    expect(brief(byFile).findings).toEqual([]);
    const wrongDirectory = await check('ignores:\n  - rule: removed-api\n    file: apps/*.yaml\n    reason: r\n');
    expect(brief(wrongDirectory).findings).toEqual(['1 removed-api error Ingress/web', '16 removed-api error CronJob/report']);

    // Every given field must match: right kind, wrong namespace.
    const partial = await check('ignores:\n  - rule: removed-api\n    kind: Ingress\n    namespace: legacy\n    reason: r\n');
    expect(brief(partial).findings).toEqual(['1 removed-api error Ingress/web', '16 removed-api error CronJob/report']);
    // An object without a namespace matches only a namespace glob that matches the empty string.
    const anyNamespace = await check('ignores:\n  - rule: removed-api\n    kind: FlowSchema\n    namespace: "*"\n    reason: r\n');
    expect(brief(anyNamespace).suppressed).toEqual([
      '7 removed-api PodDisruptionBudget/legacy-pdb: annotation: Deleted with the legacy stack (annotation k8s-upgrade-check.io/ignore on the object)',
      '24 removed-api FlowSchema/ingress-controller: config: r (../.k8s-upgrade-check.yaml:2)',
    ]);
    const someNamespace = await check('ignores:\n  - rule: removed-api\n    kind: FlowSchema\n    namespace: default\n    reason: r\n');
    expect(brief(someNamespace).suppressed.filter((s) => s.includes('FlowSchema'))).toEqual([
      '24 removed-api FlowSchema/ingress-controller: annotation: no reason given (add the k8s-upgrade-check.io/ignore-reason annotation) (annotation k8s-upgrade-check.io/ignore on the object)',
    ]);
  });

  it('turns an expired ignore back into a finding that says so; the expiry day itself still counts', async () => {
    const expired = await check('ignores:\n  - rule: removed-api\n    kind: CronJob\n    reason: Rewrite lands in May\n    expires: 2030-06-14\n');
    expect(brief(expired).findings).toEqual(['1 removed-api error Ingress/web', '16 removed-api error CronJob/report']);
    expect(expired.findings[1].message).toBe(
      'Ignore expired on 2030-06-14 (../.k8s-upgrade-check.yaml:2): batch/v1beta1 CronJob is no longer served since Kubernetes 1.25; use batch/v1 (served since 1.21). (Its reason was "Rewrite lands in May"; fix this, or extend the ignore if the reason still holds.)',
    );
    const lastDay = await check('ignores:\n  - rule: removed-api\n    kind: CronJob\n    reason: Rewrite lands in May\n    expires: 2030-06-15\n');
    expect(brief(lastDay).findings).toEqual(['1 removed-api error Ingress/web']);
  });

  it('an expired ignore keeps the finding’s fingerprint, so a baseline still knows it', async () => {
    const plain = await check(undefined);
    const expired = await check('ignores:\n  - rule: removed-api\n    kind: CronJob\n    reason: r\n    expires: 2020-01-01\n');
    expect(expired.findings[1].message).not.toBe(plain.findings[1].message);
    expect(fingerprintOf(expired.findings[1])).toBe(fingerprintOf(plain.findings[1]));
  });

  it('overrides severities and does not run rules that are off', async () => {
    const report = await check('rules:\n  removed-api: warning\n');
    expect(brief(report).findings).toEqual(['1 removed-api warning Ingress/web', '16 removed-api warning CronJob/report']);
    // At 1.21 these versions are still served, and deprecated; the CronJob and the PodDisruptionBudget opt out by annotation.
    const deprecated = await check(undefined, {}, '1.21');
    expect(brief(deprecated).findings).toEqual(['1 deprecated-api warning Ingress/web']);
    expect(brief(deprecated).suppressed.map((s) => s.split(':')[0])).toEqual([
      '7 deprecated-api PodDisruptionBudget/legacy-pdb',
      '16 deprecated-api CronJob/report',
    ]);
    expect(brief(await check('rules:\n  deprecated-api: info\n', {}, '1.21')).findings).toEqual(['1 deprecated-api info Ingress/web']);
    const off = await check('rules:\n  deprecated-api: off\n', {}, '1.21');
    expect(off.findings).toEqual([]);
    // Not run at all, so nothing is suppressed either (the PodDisruptionBudget's annotation would have).
    expect(off.suppressed).toEqual([]);
  });

  it('suppresses what a baseline records and lists the entries no longer found as fixed', async () => {
    const first = await check(undefined, { baseline: { file: 'baseline.json', record: true } });
    expect(first.findings).toEqual([]);
    expect(first.baseline).toEqual({ file: 'baseline.json', known: 2, fixed: [] });
    const recorded = first.suppressed!.filter((f) => f.suppression.by === 'baseline');
    expect(recorded.map((f) => f.object?.name)).toEqual(['web', 'report']);

    const entries = [
      { fingerprint: fingerprintOf(recorded[0]), ruleId: 'removed-api', file: 'apps/app.yaml', object: 'Ingress shop/web', message: '' },
      { fingerprint: 'f'.repeat(32), ruleId: 'removed-api', file: 'apps/gone.yaml', object: 'CronJob shop/gone', message: 'gone' },
    ];
    const later = await check(undefined, { baseline: { file: 'baseline.json', entries } });
    expect(brief(later).findings).toEqual(['16 removed-api error CronJob/report']);
    expect(later.baseline).toEqual({ file: 'baseline.json', known: 2, fixed: [entries[1]] });
    expect(brief(later).suppressed).toEqual([
      '7 removed-api PodDisruptionBudget/legacy-pdb: annotation: Deleted with the legacy stack (annotation k8s-upgrade-check.io/ignore on the object)',
      '24 removed-api FlowSchema/ingress-controller: annotation: no reason given (add the k8s-upgrade-check.io/ignore-reason annotation) (annotation k8s-upgrade-check.io/ignore on the object)',
      '1 removed-api Ingress/web: baseline: recorded in the baseline (baseline baseline.json)',
    ]);
  });
});
