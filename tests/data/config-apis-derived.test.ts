import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { buildConfigApis } from '../../scripts/gen-config-apis.js';
import { loadExtracts } from '../../scripts/lib/config-api-lifecycle.js';
import { registrationsIn } from '../../scripts/lib/config-api-registrations.js';
import type { ConfigApi } from '../../src/kube/config-apis.js';
import { REPO_ROOT } from '../support/rule-tester.js';

const EXTRACTS = join(REPO_ROOT, 'scripts', 'data', 'sources', 'config-apis');
const extracts = loadExtracts(EXTRACTS);
const curated = yaml.load(readFileSync(join(REPO_ROOT, 'scripts', 'data', 'config-apis.yaml'), 'utf8')) as { configApis: Record<string, unknown>[] };
const built = buildConfigApis(curated as unknown as Parameters<typeof buildConfigApis>[0], extracts);

function row(apiVersion: string, kind: string): ConfigApi {
  const found = built.configApis.find((r) => r.apiVersion === apiVersion && r.kind === kind);
  if (!found) throw new Error(`no row for ${apiVersion} ${kind}`);
  return found;
}

const SCHEDULER_V1BETA3 = {
  apiVersion: 'kubescheduler.config.k8s.io/v1beta3',
  kinds: ['KubeSchedulerConfiguration'],
  component: 'kube-scheduler',
  deprecatedIn: '1.26',
  replacement: 'kubescheduler.config.k8s.io/v1',
  effect: 'kube-scheduler 1.29 and later do not load this configuration file',
  migrate: 'Change apiVersion to kubescheduler.config.k8s.io/v1.',
  source: 'release notes 1.26 and 1.29',
  evidence: [
    {
      fact: 'deprecatedIn',
      quote: 'Kube scheduler Component Config release version v1beta3 is deprecated in v1.26 and will be removed in v1.29,',
      source: 'release-1.26 notes, kubernetes/kubernetes#112257',
    },
    { fact: 'effect', quote: 'is removed in `v1.29`.', source: 'release-1.29 notes, kubernetes/kubernetes#119994' },
  ],
};

const build = (entry: Record<string, unknown>) => buildConfigApis({ configApis: [entry] } as unknown as Parameters<typeof buildConfigApis>[0], extracts);

describe('config API lifecycles derived from the staging repositories', () => {
  it('takes introducedIn and removedIn of scheduler, apiserver and kubelet versions from the registrations', () => {
    expect(row('kubescheduler.config.k8s.io/v1beta3', 'KubeSchedulerConfiguration')).toMatchObject({
      introducedIn: '1.23',
      deprecatedIn: '1.26',
      removedIn: '1.29',
      derived: ['introducedIn', 'removedIn'],
    });
    expect(row('kubescheduler.config.k8s.io/v1beta2', 'KubeSchedulerConfiguration')).toMatchObject({ introducedIn: '1.22', removedIn: '1.28' });
    expect(row('kubescheduler.config.k8s.io/v1', 'Policy')).toMatchObject({ removedIn: '1.23' });
    expect(row('kubescheduler.config.k8s.io/v1', 'KubeSchedulerConfiguration')).toMatchObject({ introducedIn: '1.25', removedIn: null });
    expect(row('audit.k8s.io/v1beta1', 'Policy')).toMatchObject({ deprecatedIn: '1.21', removedIn: '1.24' });
    expect(row('apiserver.config.k8s.io/v1alpha1', 'WebhookAdmission')).toMatchObject({ removedIn: '1.36' });
    expect(row('kubelet.config.k8s.io/v1', 'CredentialProviderConfig')).toMatchObject({ introducedIn: '1.26', removedIn: null });
    // Registered already at the oldest tag read (v0.17.0): no introduction release is claimed.
    expect(row('kubelet.config.k8s.io/v1beta1', 'KubeletConfiguration').introducedIn).toBeNull();
  });

  it('keeps curated kubeadm lifecycles, each fact with its quote', () => {
    expect(row('kubeadm.k8s.io/v1alpha3', 'InitConfiguration')).toMatchObject({ introducedIn: '1.12', deprecatedIn: '1.13', removedIn: '1.15' });
    expect(row('kubeadm.k8s.io/v1beta1', 'ClusterConfiguration')).toMatchObject({ deprecatedIn: '1.17', removedIn: '1.22' });
    expect(row('kubeadm.k8s.io/v1beta3', 'JoinConfiguration')).toMatchObject({ deprecatedIn: '1.31', removedIn: '1.37' });
    for (const r of built.configApis) {
      for (const fact of ['deprecatedIn', 'effect', 'deprecation'] as const) {
        if (r[fact])
          expect(
            r.evidence?.some((e) => e.fact === fact),
            `${r.apiVersion} ${r.kind} ${fact}`,
          ).toBe(true);
      }
      for (const e of r.evidence ?? []) expect(e.quote.length, `${r.apiVersion} ${e.fact}`).toBeLessThanOrEqual(300);
    }
  });

  it('refuses a curated removal release that contradicts the extract', () => {
    expect(() => build({ ...SCHEDULER_V1BETA3, removedIn: '1.30' })).toThrow(
      /removedIn "1\.30" contradicts config-apis\/kube-scheduler\.yaml: .* so removedIn is "1\.29"/,
    );
    expect(() => build({ ...SCHEDULER_V1BETA3, removedIn: '1.29' })).toThrow(
      'removedIn is derived from config-apis/kube-scheduler.yaml ("1.29"); drop it from the curated row',
    );
    expect(() => build({ ...SCHEDULER_V1BETA3, introducedIn: '1.22' })).toThrow(/introducedIn "1\.22" contradicts/);
  });

  it('refuses a kind the extract never registers', () => {
    expect(() => build({ apiVersion: 'resourcequota.admission.k8s.io/v1', kinds: ['Configuration'], component: 'kube-apiserver', source: 'x' })).toThrow(
      /resourcequota\.admission\.k8s\.io\/v1 Configuration is registered in no release of kubernetes\/apiserver/,
    );
  });

  it('refuses a curated fact without quote or source', () => {
    expect(build(SCHEDULER_V1BETA3).configApis[0]).toMatchObject({ removedIn: '1.29' });
    const noQuote = { ...SCHEDULER_V1BETA3, evidence: [{ fact: 'deprecatedIn', source: 'release-1.26 notes' }, SCHEDULER_V1BETA3.evidence[1]] };
    expect(() => build(noQuote)).toThrow('evidence #1: no quote');
    const noSource = { ...SCHEDULER_V1BETA3, evidence: [{ fact: 'deprecatedIn', quote: 'deprecated in v1.26' }, SCHEDULER_V1BETA3.evidence[1]] };
    expect(() => build(noSource)).toThrow('evidence #1: no source');
    expect(() => build({ ...SCHEDULER_V1BETA3, evidence: [SCHEDULER_V1BETA3.evidence[1]] })).toThrow('deprecatedIn is curated, so it needs evidence');
    expect(() => build({ ...SCHEDULER_V1BETA3, source: '' })).toThrow('no source');
    const kubeadm = {
      apiVersion: 'kubeadm.k8s.io/v1alpha3',
      kinds: ['InitConfiguration'],
      component: 'kubeadm',
      removedIn: '1.15',
      replacement: 'kubeadm.k8s.io/v1beta4',
      effect: 'rejected',
      migrate: 'Rewrite it.',
      source: 'notes',
    };
    expect(() => build(kubeadm)).toThrow('removedIn is curated, so it needs evidence');
    expect(() => build({ ...kubeadm, evidence: [{ fact: 'removedIn', quote: 'x'.repeat(301), source: 'notes' }] })).toThrow('at most 300');
  });

  it('the extract is read from register.go calls, and a gap in the registrations is refused', () => {
    const source = [
      'package v1',
      'const GroupName = "kubescheduler.config.k8s.io" // not "other.k8s.io"',
      'var SchemeGroupVersion = schema.GroupVersion{Group: GroupName, Version: "v1"}',
      'func addKnownTypes(scheme *runtime.Scheme) error {',
      '\tscheme.AddKnownTypes(SchemeGroupVersion,\n\t\t&Policy{},\n\t)',
      '\tscheme.AddKnownTypes(schema.GroupVersion{Group: "", Version: "v1"}, &Policy{})',
      '\tscheme.AddKnownTypeWithName(SchemeGroupVersion.WithKind("Renamed"), &Policy{})',
      '\treturn nil',
      '}',
    ].join('\n');
    expect(registrationsIn(source, 'register.go')).toEqual([
      { apiVersion: 'kubescheduler.config.k8s.io/v1', kind: 'Policy' },
      { apiVersion: 'v1', kind: 'Policy' },
      { apiVersion: 'kubescheduler.config.k8s.io/v1', kind: 'Renamed' },
    ]);
    expect(() => registrationsIn('scheme.AddKnownTypes(SchemeGroupVersion, &A{})', 'x.go')).toThrow('unknown group version SchemeGroupVersion');

    const dir = mkdtempSync(join(tmpdir(), 'config-apis-'));
    const refs = ['1.20', '1.21', '1.22'].map((release) => ({ release, label: release, ref: `v0.${release.slice(2)}.0`, commit: '0'.repeat(40) }));
    writeFileSync(
      join(dir, 'x.yaml'),
      yaml.dump({
        provenance: { repository: 'kubernetes/x', refs, read: '2026-12-05' },
        registrations: [{ apiVersion: 'x.k8s.io/v1', kind: 'X', package: 'config/v1', registered: ['1.20', '1.22'] }],
      }),
    );
    expect(() => loadExtracts(dir).get('kubernetes/x')!.lifecycle('x.k8s.io/v1', 'X')).toThrow('registered with a gap');
  });
});
