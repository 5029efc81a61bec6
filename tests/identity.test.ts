import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareWithBaseline, parseBaseline, serializeBaseline } from '../src/baseline.js';
import { fingerprintOf } from '../src/identity.js';
import type { Report } from '../src/model.js';
import { defineRule } from '../src/rule.js';
import type { ReportInput, Rule } from '../src/rule.js';
import { jsonReporter } from '../src/reporters/json.js';
import { sarifReporter } from '../src/reporters/sarif.js';
import { run } from '../src/run.js';
import { manifestSource } from '../src/sources/manifests.js';
import removedApi from '../rules/core/removed-api.js';
import { OPTIONS } from './reporters/sample-report.js';

const MANIFESTS = `apiVersion: extensions/v1beta1
kind: Ingress
metadata:
  name: web
  namespace: shop
---
apiVersion: policy/v1beta1
kind: PodSecurityPolicy
metadata:
  name: restricted
`;

/** removed-api with other words: its messages, and the sentence it puts in `data.replacement`. */
const reworded = defineRule({
  ...removedApi,
  messages: {
    removed: 'Kubernetes {{removedIn}} stopped serving {{apiVersion}} {{kind}}: {{replacement}}.',
    withdrawn: 'Kubernetes {{removedIn}} stopped serving {{apiVersion}} {{kind}}, and nothing replaces it.',
  },
  check(obj, ctx) {
    const report = (o: Parameters<typeof ctx.report>[0], input: ReportInput<'removed' | 'withdrawn'>) =>
      ctx.report(o, { ...input, data: { ...input.data, replacement: `switch to ${String(input.data?.replacementVersion)}` } });
    // The context's other members read its private state: bind them to it.
    const wrapped = new Proxy(ctx, { get: (target, key) => (key === 'report' ? report : bound(target, key)) });
    removedApi.check!(obj, wrapped);
  },
});

function bound(target: object, key: string | symbol): unknown {
  const value: unknown = Reflect.get(target, key);
  return typeof value === 'function' ? value.bind(target) : value;
}

async function scan(rule: Rule, baseline?: { entries?: ReturnType<typeof parseBaseline>; record?: boolean }): Promise<Report> {
  const cwd = mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-identity-'));
  writeFileSync(join(cwd, 'app.yaml'), MANIFESTS);
  return run({
    target: '1.37',
    from: null,
    rules: [rule],
    source: manifestSource({ paths: ['app.yaml'], cwd }),
    policy: { cwd, ...(baseline ? { baseline: { file: 'baseline.json', ...baseline } } : {}) },
  });
}

const sarifFingerprints = (report: Report) =>
  JSON.parse(sarifReporter(report, { ...OPTIONS, rules: [removedApi] })).runs[0].results.map(
    (r: { partialFingerprints: Record<string, string> }) => r.partialFingerprints['k8sUpgradeCheck/v2'],
  );
const jsonFingerprints = (report: Report) => JSON.parse(jsonReporter(report, OPTIONS)).findings.map((f: { fingerprint: string }) => f.fingerprint);

describe('a finding’s identity', () => {
  it('is the same when a rule rewords its messages and the sentences it puts in data', async () => {
    const before = await scan(removedApi);
    const after = await scan(reworded);
    expect(before.findings.map((f) => f.message)).toEqual([
      expect.stringMatching(
        /^extensions\/v1beta1 Ingress is no longer served since Kubernetes 1.22; use networking.k8s.io\/v1 \(served since 1.19\)\. In networking.k8s.io\/v1, /,
      ),
      expect.stringMatching(/^policy\/v1beta1 PodSecurityPolicy is no longer served since Kubernetes 1.25; there is no replacement API\. /),
    ]);
    expect(after.findings.map((f) => f.message)).toEqual([
      'Kubernetes 1.22 stopped serving extensions/v1beta1 Ingress: switch to networking.k8s.io/v1.',
      'Kubernetes 1.25 stopped serving policy/v1beta1 PodSecurityPolicy, and nothing replaces it.',
    ]);
    expect(after.findings.map(fingerprintOf)).toEqual(before.findings.map(fingerprintOf));
    expect(jsonFingerprints(after)).toEqual(jsonFingerprints(before));
    expect(sarifFingerprints(after)).toEqual(sarifFingerprints(before));
    expect(sarifFingerprints(before)).toEqual(jsonFingerprints(before).map((f: string) => `${f}:1`));
  });

  it('lets a baseline recorded before the rewording suppress every finding after it', async () => {
    const recorded = await scan(removedApi);
    const entries = parseBaseline(serializeBaseline(recorded.findings), 'baseline.json');
    const later = await scan(reworded, { entries });
    expect(later.findings).toEqual([]);
    expect(later.suppressed!.map((f) => `${f.object!.kind} ${f.suppression.by}`)).toEqual(['Ingress baseline', 'PodSecurityPolicy baseline']);
    expect(later.baseline).toEqual({ file: 'baseline.json', known: 2, fixed: [] });
  });

  it('lets a version 1 baseline, whose fingerprints hash the words, suppress the findings while the words are unchanged', async () => {
    // What releases before version 2 wrote for MANIFESTS.
    const text = JSON.stringify({
      version: 1,
      tool: 'k8s-upgrade-check',
      findings: [
        { fingerprint: 'dd97080a5509f783043f76a3c55be2af', ruleId: 'removed-api', file: 'app.yaml', object: 'Ingress shop/web', message: '' },
        { fingerprint: 'c3fea05371c5184d4a423dc6adc2be97', ruleId: 'removed-api', file: 'app.yaml', object: 'PodSecurityPolicy restricted', message: '' },
      ],
    });
    const entries = parseBaseline(text, 'baseline.json');
    const same = await scan(removedApi, { entries });
    expect(same.findings).toEqual([]);
    expect(same.suppressed).toHaveLength(2);
    // Recorded again, the file holds the fingerprints that do not depend on the words.
    const rewritten = parseBaseline(serializeBaseline(same.suppressed!), 'baseline.json');
    expect(rewritten.map((e) => e.fingerprint)).toEqual(same.suppressed!.map(fingerprintOf));
    expect(compareWithBaseline((await scan(reworded)).findings, rewritten).fresh).toEqual([]);
    // The old file's fingerprints hash the words, so it cannot know the reworded findings.
    expect((await scan(reworded, { entries })).findings).toHaveLength(2);
  });
});

describe('the data values a rule declares part of the identity', () => {
  const twoGates = `apiVersion: v1
kind: Pod
metadata:
  name: kube-apiserver
  namespace: kube-system
spec:
  containers:
    - name: kube-apiserver
      image: registry.k8s.io/kube-apiserver:v1.36.3
      command:
        - kube-apiserver
        - --feature-gates=CustomResourceFieldSelectors=true,CRDValidationRatcheting=true
`;

  async function gateFindings(manifest: string) {
    const { default: removedFeatureGate } = await import('../rules/core/removed-feature-gate.js');
    const cwd = mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-identity-'));
    writeFileSync(join(cwd, 'pod.yaml'), manifest);
    return (await run({ target: '1.38', from: null, rules: [removedFeatureGate], source: manifestSource({ paths: ['pod.yaml'], cwd }), policy: { cwd } }))
      .findings;
  }

  it('tells apart two gates of one flag, which share the object and the path', async () => {
    const findings = await gateFindings(twoGates);
    expect(findings.map((f) => f.key)).toEqual([{ gate: 'CRDValidationRatcheting' }, { gate: 'CustomResourceFieldSelectors' }]);
    expect(findings[0].path).toEqual(findings[1].path);
    expect(new Set(findings.map(fingerprintOf)).size).toBe(2);
  });

  it('keeps a gate’s identity when the other gate of the flag is fixed', async () => {
    const [tracingBefore] = (await gateFindings(twoGates)).filter((f) => f.key?.gate === 'CustomResourceFieldSelectors');
    const [tracingAfter] = await gateFindings(twoGates.replace(',CRDValidationRatcheting=true', ''));
    expect(fingerprintOf(tracingAfter)).toBe(fingerprintOf(tracingBefore));
  });
});
