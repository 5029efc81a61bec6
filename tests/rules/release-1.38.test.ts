import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { runCli, expectUsageError } from '../support/cli.js';
import { REPO_ROOT } from '../support/rule-tester.js';
import { prereleaseData } from '../../src/prerelease.js';

// Kubernetes 1.38 before it ships: the checks its pre-release data drives, seen as a user sees them.

const NOTICE =
  'Kubernetes 1.38 is not released yet (planned for 2026-12-16): its data comes from pre-release material, v1.38.0-alpha.2 (kubernetes/kubernetes 0411cc704533), and may change before 1.38.0.';

const SCHEDULER = `apiVersion: v1
kind: Pod
metadata:
  name: kube-scheduler
  namespace: kube-system
spec:
  containers:
    - name: kube-scheduler
      image: registry.k8s.io/kube-scheduler:v1.37.1
      command:
        - kube-scheduler
        - --kubeconfig=/etc/kubernetes/scheduler.conf
        - --feature-gates=PodSchedulingReadiness=true
`;

const CONTROLLER_MANAGER = `apiVersion: v1
kind: Pod
metadata:
  name: kube-controller-manager
  namespace: kube-system
spec:
  containers:
    - name: kube-controller-manager
      image: registry.k8s.io/kube-controller-manager:v1.37.1
      command:
        - kube-controller-manager
        - --kubeconfig=/etc/kubernetes/controller-manager.conf
        - --feature-gates=SeparateTaintEvictionController=true
`;

const POD_METRICS = `apiVersion: metrics.k8s.io/v1alpha1
kind: PodMetrics
metadata:
  name: web-0
  namespace: shop
containers: []
`;

const KUBELET = `apiVersion: kubelet.config.k8s.io/v1beta1
kind: KubeletConfiguration
featureGates:
  EnvFiles: false
`;

function repo(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-1.38-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

function json(args: string[], cwd: string) {
  const result = runCli([...args, '-f', '.', '-o', 'json'], { cwd });
  expect(result.stderr).toBe('');
  return { code: result.code, doc: JSON.parse(result.stdout) };
}

const brief = (f: { ruleId: string; release: string; severity: string; message: string; location: { file: string; line: number } }) => ({
  ruleId: f.ruleId,
  release: f.release,
  severity: f.severity,
  message: f.message,
  at: `${f.location.file}:${f.location.line}`,
});

describe('--target 1.38', { timeout: 30_000 }, () => {
  it('reports the gate removed from kube-scheduler in 1.38', () => {
    const { code, doc } = json(['--target', '1.38'], repo({ 'kube-scheduler.yaml': SCHEDULER }));
    expect(code).toBe(1);
    expect(doc.findings.map(brief)).toEqual([
      {
        ruleId: 'removed-feature-gate',
        release: '1.38',
        severity: 'error',
        message:
          'kube-scheduler will not start on Kubernetes 1.38: feature gate PodSchedulingReadiness was removed in 1.38 ("unrecognized feature gate: PodSchedulingReadiness"). The feature went GA and is always on; remove the setting.',
        at: 'kube-scheduler.yaml:13',
      },
    ]);
  });

  it('reports SeparateTaintEvictionController in kube-controller-manager, which 1.37 only calls locked', () => {
    const dir = repo({ 'kube-controller-manager.yaml': CONTROLLER_MANAGER });
    expect(json(['--target', '1.38'], dir).doc.findings.map(brief)).toEqual([
      {
        ruleId: 'removed-feature-gate',
        release: '1.38',
        severity: 'error',
        message:
          'kube-controller-manager will not start on Kubernetes 1.38: feature gate SeparateTaintEvictionController was removed in 1.38 ("unrecognized feature gate: SeparateTaintEvictionController"). The feature went GA and is always on; remove the setting.',
        at: 'kube-controller-manager.yaml:13',
      },
    ]);
    expect(json(['--target', '1.37'], dir).doc.findings.map((f: { ruleId: string; severity: string }) => [f.ruleId, f.severity])).toEqual([
      ['locked-feature-gate', 'info'],
    ]);
  });

  it('reports metrics.k8s.io/v1alpha1, saying who serves it, only from 1.38', () => {
    const dir = repo({ 'pod-metrics.yaml': POD_METRICS });
    const [finding] = json(['--target', '1.38'], dir).doc.findings;
    expect(brief(finding)).toEqual({
      ruleId: 'removed-api',
      release: '1.38',
      severity: 'error',
      message:
        "metrics.k8s.io/v1alpha1 PodMetrics is no longer served since Kubernetes 1.38; use metrics.k8s.io/v1beta1. metrics.k8s.io is served by the cluster's metrics server (metrics-server or another adapter, registered by an APIService), not by kube-apiserver, so whether a cluster answers this version depends on that server. Kubernetes 1.38 deletes the v1alpha1 types from k8s.io/metrics: kubectl, clients and metrics servers built on the 1.38 libraries no longer know it. Read metrics.k8s.io/v1beta1 instead; the objects are computed on read, never stored.",
      at: 'pod-metrics.yaml:1',
    });
    expect(json(['--target', '1.37'], dir)).toMatchObject({ code: 0, doc: { findings: [] } });
  });

  it('reports a gate 1.38 locks, set to the value it no longer accepts', () => {
    const dir = repo({ 'kubelet.yaml': KUBELET });
    const findings = json(['--target', '1.38'], dir).doc.findings;
    expect(findings.map((f: { ruleId: string; release: string; severity: string }) => [f.ruleId, f.release, f.severity])).toEqual([
      ['locked-feature-gate', '1.38', 'error'],
    ]);
    expect(findings[0].message).toContain('EnvFiles is GA and locked to true since 1.38');
    expect(json(['--target', '1.37'], dir).doc.findings).toEqual([]);
  });
});

describe('the report says 1.38 data is pre-release', { timeout: 30_000 }, () => {
  const dir = repo({ 'kube-scheduler.yaml': SCHEDULER });

  it('in the table headline', () => {
    const result = runCli(['--target', '1.38', '-f', '.'], { cwd: dir });
    // wrapped as the notes are: at 120 columns in a pipe
    const wrapped = [
      'Kubernetes 1.38 is not released yet (planned for 2026-12-16): its data comes from pre-release material, v1.38.0-alpha.2',
      '(kubernetes/kubernetes 0411cc704533), and may change before 1.38.0.',
    ];
    expect(wrapped.join(' ')).toBe(NOTICE);
    expect(result.stdout.split('\n').slice(0, 3)).toEqual(['Upgrade check for Kubernetes 1.38', ...wrapped]);
    const crossing = runCli(['--from', '1.36', '--target', '1.38', '-f', '.'], { cwd: dir });
    expect(crossing.stdout.split('\n').slice(0, 4)).toEqual([
      'Upgrade check 1.36 -> 1.38 (crosses 1.37, 1.38)',
      '2 control-plane upgrades: 1.36 -> 1.37, 1.37 -> 1.38',
      ...wrapped,
    ]);
  });

  it('as a JSON field, present only when 1.38 is checked', () => {
    expect(json(['--target', '1.38'], dir).doc.prerelease).toEqual([
      { release: '1.38', basedOn: 'v1.38.0-alpha.2', commit: '0411cc704533ed25a1bfc6e21a3195d9c6a2f0f2', due: '2026-12-16', notice: NOTICE },
    ]);
    const older = json(['--target', '1.37'], dir).doc;
    expect(older).not.toHaveProperty('prerelease');
    expect(runCli(['--target', '1.37', '-f', '.'], { cwd: dir }).stdout).not.toContain('not released yet');
  });

  it('in YAML and in the Markdown comment', () => {
    const asYaml = yaml.load(runCli(['--target', '1.38', '-f', '.', '-o', 'yaml'], { cwd: dir }).stdout) as { prerelease: { notice: string }[] };
    expect(asYaml.prerelease.map((p) => p.notice)).toEqual([NOTICE]);
    expect(runCli(['--target', '1.38', '-f', '.', '-o', 'markdown'], { cwd: dir }).stdout).toContain(`\n> **Pre-release data:** ${NOTICE}\n`);
  });
});

it('still refuses a target past 1.38, naming the supported range', () => {
  expectUsageError(
    runCli(['--target', '1.39', '-f', 'fixtures/demo']),
    '--target 1.39 is outside the releases this version of k8s-upgrade-check knows (supported: 1.16 to 1.38)',
  );
});

// The published 1.38 material, where the checkout has it beside the repository (as `npm run gen:data` reads it).
const RAW = join(REPO_ROOT, '..', 'shared', 'knowledge', 'raw', 'kubernetes-1.38-dev');
const haveRaw = existsSync(join(RAW, 'CHANGELOG-1.38.md'));

describe.skipIf(!haveRaw)('every 1.38 changelog item that stops an upgrade is accounted for', () => {
  const changelog = haveRaw ? readFileSync(join(RAW, 'CHANGELOG-1.38.md'), 'utf8') : '';
  const gates = (
    yaml.load(readFileSync(join(REPO_ROOT, 'rules', '_data', 'feature-gates.yaml'), 'utf8')) as {
      gates: { name: string; removedIn: string | null; stages: { version: string; locked: boolean | null }[] }[];
    }
  ).gates;
  const known = (
    yaml.load(readFileSync(join(REPO_ROOT, 'rules', '_data', 'known-unchecked.yaml'), 'utf8')) as { changes: { release: string; pr?: number; note?: string }[] }
  ).changes;

  it('each urgent upgrade note is listed with what checks it or why nothing does', () => {
    const urgentPrs = [
      ...changelog.matchAll(/## Urgent Upgrade Notes\s+### \(No, really, you MUST read this before you upgrade\)([\s\S]*?)\n## Changes by Kind/g),
    ].flatMap((m) => [...m[1].matchAll(/\[#(\d+)\]\(https:\/\/github\.com\/kubernetes\/kubernetes\/pull\/\d+\)/g)].map((p) => Number(p[1])));
    expect(urgentPrs.sort()).toEqual([141345, 141741, 141789, 142118]);
    const listed = known.filter((c) => c.release === '1.38' && c.note === 'urgent').map((c) => c.pr);
    expect(listed.sort()).toEqual(urgentPrs.sort());
  });

  it('each feature gate the changelog removes is a removed gate of 1.38 in the data', () => {
    // Lines that say a gate is removed now: not "will be removed in 1.41", nor labels that "are not removed".
    const lines = changelog
      .split('\n')
      .filter((l) => /^\s*- /.test(l) && /feature gate/i.test(l) && /(?:has been|have been|are|is) removed\b|^\s*-\s*Removed\b/i.test(l));
    const mentioned = lines.flatMap((l) => [...l.matchAll(/`([A-Z][A-Za-z]+)`|\b([A-Z][a-z]+(?:[A-Z][a-z]*)+)\b/g)].map((m) => m[1] ?? m[2]));
    const named = [...new Set(mentioned)].filter((n) => gates.some((g) => g.name === n));
    expect(named.sort()).toEqual(
      [
        'AggregatedDiscoveryRemoveBetaType',
        'CRDValidationRatcheting',
        'CustomResourceFieldSelectors',
        'DynamicResourceAllocation',
        'KubeletTracing',
        'MatchLabelKeysInPodAffinity',
        'PodSchedulingReadiness',
        'SeparateTaintEvictionController',
        'ServiceAccountTokenPodNodeInfo',
        'WindowsHostNetwork',
      ].sort(),
    );
    for (const name of named) expect(gates.find((g) => g.name === name)?.removedIn, name).toBe('1.38');
  });

  it('each gate the changelog locks is locked at 1.38 in the data', () => {
    for (const name of ['DRADeviceTaints', 'DRADeviceTaintRules', 'EnvFiles', 'HPAGeneration', 'StrictIPCIDRValidation']) {
      const stages = gates.find((g) => g.name === name)?.stages ?? [];
      expect(stages.filter((s) => s.version === '1.38').at(-1)?.locked, name).toBe(true);
    }
  });

  it('the pre-release the report names is the one the data was read from', () => {
    const source = readFileSync(join(RAW, 'SOURCE.txt'), 'utf8');
    const [data] = prereleaseData();
    expect(source).toContain(`Commit:     ${data.commit}`);
    expect(source).toContain(`after ${data.basedOn}`);
    expect(source).toContain(`v1.38.0 is planned for ${data.due}`);
    // The changelog lists the newest release first: it is the one the notice names.
    expect(/^# (v1\.38\.\S+)$/m.exec(changelog)?.[1]).toBe(data.basedOn);
  });
});
