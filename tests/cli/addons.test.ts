import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';

/** The three snapshot kinds of external-snapshotter's v1beta1, as kube-no-trouble's fixtures have them. */
const SNAPSHOTS = 'fixtures/rules/core/removed-addon-api/invalid.volume-snapshots-v1beta1.yaml';

function findings(stdout: string): string[] {
  return (JSON.parse(stdout).findings as { ruleId: string; severity: string; location: { line: number }; message: string }[]).map(
    (f) => `${f.ruleId} ${f.severity} ${f.location.line} ${f.message.split(';')[0]}`,
  );
}

describe('--addon: the add-on release the upgrade moves to', () => {
  it('without it, the newest known release is assumed and the report says so', () => {
    const result = runCli(['--target', '1.37', '-f', SNAPSHOTS]);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      'NOT CHECKED (1)\n  external-snapshotter release: none given (--addon external-snapshotter=VERSION, or addons: in .k8s-upgrade-check.yaml); judged against v8.6.0, the newest release this version of k8s-upgrade-check knows (weakens removed-addon-api)\n',
    );
    expect(findings(runCli(['--target', '1.37', '-f', SNAPSHOTS, '-o', 'json']).stdout)).toEqual([
      'removed-addon-api error 1 snapshot.storage.k8s.io/v1beta1 VolumeSnapshotClass is no longer served since external-snapshotter v6.0.0',
      'removed-addon-api error 8 snapshot.storage.k8s.io/v1beta1 VolumeSnapshot is no longer served since external-snapshotter v6.0.0',
      'removed-addon-api error 18 snapshot.storage.k8s.io/v1beta1 VolumeSnapshotContent is no longer served since external-snapshotter v6.0.0',
    ]);
  });

  it('an older release turns the removals into deprecations, whatever the Kubernetes target', () => {
    const result = runCli(['--target', '1.37', '-f', SNAPSHOTS, '--addon', 'external-snapshotter=v5.0.1', '-o', 'json']);
    expect(result.code).toBe(0);
    expect(findings(result.stdout)).toEqual([
      'deprecated-addon-api warning 1 snapshot.storage.k8s.io/v1beta1 VolumeSnapshotClass is deprecated since external-snapshotter v4.1.0 and no longer served from v6.0.0',
      'deprecated-addon-api warning 8 snapshot.storage.k8s.io/v1beta1 VolumeSnapshot is deprecated since external-snapshotter v4.1.0 and no longer served from v6.0.0',
      'deprecated-addon-api warning 18 snapshot.storage.k8s.io/v1beta1 VolumeSnapshotContent is deprecated since external-snapshotter v4.1.0 and no longer served from v6.0.0',
    ]);
    expect(JSON.parse(result.stdout).gaps).toEqual([]);
  });

  it('a release newer than the data knows is judged, and noted as such', () => {
    const result = runCli(['--target', '1.37', '-f', SNAPSHOTS, '--addon', 'external-snapshotter=v9.1.0', '-o', 'json']);
    expect(JSON.parse(result.stdout).gaps).toEqual([
      {
        what: 'external-snapshotter v9.1.0',
        reason: 'newer than v8.6.0, the newest release this version of k8s-upgrade-check knows: removals after it are not known',
        rules: ['removed-addon-api'],
      },
    ]);
  });

  it('an add-on release seen in a workload is judged as seen, with no release assumed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'addon-seen-'));
    try {
      writeFileSync(
        join(dir, 'cert-manager.yaml'),
        [
          'apiVersion: apps/v1',
          'kind: Deployment',
          'metadata: {name: cert-manager, namespace: cert-manager}',
          'spec:',
          '  template:',
          '    spec:',
          '      containers:',
          '        - name: controller',
          '          image: quay.io/jetstack/cert-manager-controller:v1.12.0',
          '',
        ].join('\n'),
      );
      const result = runCli(['--target', '1.37', '-f', dir, '-o', 'json']);
      const report = JSON.parse(result.stdout);
      expect(report.findings.map((f: { ruleId: string; location: { line: number } }) => `${f.ruleId} ${f.location.line}`)).toEqual(['addon-compatibility 9']);
      expect(report.gaps).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('an unknown add-on or a malformed release stops the run with one line', () => {
    const unknown = runCli(['--target', '1.37', '-f', SNAPSHOTS, '--addon', 'snapshotter=v5.0.0']);
    expect(unknown.code).toBe(2);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr).toBe(
      'k8s-upgrade-check: --addon snapshotter=v5.0.0: unknown add-on "snapshotter" (known: cert-manager, external-secrets, external-snapshotter, flux, gateway-api, istio, traefik; rows of your own under apis: can name more)\n',
    );
    const malformed = runCli(['--target', '1.37', '-f', SNAPSHOTS, '--addon', 'external-snapshotter']);
    expect(malformed.stderr).toBe('k8s-upgrade-check: --addon "external-snapshotter": expected NAME=VERSION, e.g. --addon cert-manager=v1.7.0\n');
  });

  it('explain removed-addon-api lists every add-on row with its source', () => {
    const result = runCli(['explain', 'removed-addon-api', '-o', 'markdown']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('**external-snapshotter** (`--addon external-snapshotter=VERSION`;');
    expect(result.stdout).toContain(
      '| `snapshot.storage.k8s.io/v1beta1` | VolumeSnapshot, VolumeSnapshotClass, VolumeSnapshotContent | v4.1.0 | v6.0.0 | - | `snapshot.storage.k8s.io/v1` (since v4.0.0) | kubernetes-csi/external-snapshotter CHANGELOG/CHANGELOG-4.1.md, Deprecations (#493), @ v8.6.0 (78e32cd84e0a): "VolumeSnapshot v1beta1 is deprecated and will be removed in a future release. It is recommended for users to upgrade to VolumeSnapshot CRD version v1 as soon as possible. Any previously created invalid v1beta1 objects have to be deleted before upgrading to version 4.1.0."; CRDs (addon-crds/external-snapshotter.yaml, v2.0.0..v8.6.0): deprecated: true from v4.1.0 (with a deprecationWarning), not served from v6.0.0, still listed in v8.6.0 ([link](https://github.com/kubernetes-csi/external-snapshotter/blob/master/CHANGELOG/CHANGELOG-6.0.md)) |',
    );
    expect(result.stdout).toContain(
      '| `gateway.networking.k8s.io/v1alpha2` | GRPCRoute | v1.1.0 | v1.2.0, v1.1.0 (standard channel) | v1.2.0 (migrate stored objects first) |',
    );
  });
});
