import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import rule from '../../../rules/1.37/selinux-mount-conflict.js';
import { evaluate } from '../../../src/engine.js';
import type { K8sObject } from '../../../src/model.js';
import { loadManifests } from '../../../src/sources/manifests.js';
import { fixtureDir, ruleTester, runRuleOnFixture } from '../../../src/testing/rule-tester.js';

ruleTester(rule, {
  target: '1.37',
  valid: [
    'valid.namespaces.yaml',
    'valid.recursive.yaml',
    'valid.no-labels.yaml',
    'valid.selinuxmount-false.yaml',
    'valid.same-label.yaml',
    'valid.read-write-once-pod.yaml',
    'valid.per-pod-claims.yaml',
    'valid.windows-and-finished.yaml',
    'valid.in-tree-nfs.yaml',
  ],
  invalid: [
    {
      fixture: 'invalid.cronjob-statefulset.yaml',
      errors: [
        {
          messageId: 'labelConflict',
          data: {
            first: 'CronJob db/postgres-backup',
            firstWorkload: 'CronJob db/postgres-backup',
            second: 'StatefulSet db/postgres',
            secondWorkload: 'StatefulSet db/postgres',
            claim: 'PersistentVolumeClaim db/data-postgres-0',
            firstValue: '{level: s0:c23,c24}',
            secondValue: '{level: s0:c21,c22}',
            note: '',
          },
          line: 35,
          severity: 'error',
          object: 'StatefulSet db/postgres',
        },
      ],
    },
    {
      fixture: 'invalid.default-storageclass.yaml',
      errors: [
        {
          messageId: 'labelConflict',
          data: {
            first: 'Deployment cms/cms-web',
            firstWorkload: 'Deployment cms/cms-web',
            second: 'Deployment cms/cms-worker',
            secondWorkload: 'Deployment cms/cms-worker',
            claim: 'PersistentVolumeClaim cms/uploads',
            firstValue: '{level: s0:c15,c16}',
            secondValue: '{level: s0:c17,c18}',
            note: '',
          },
          line: 81,
          severity: 'error',
          object: 'Deployment cms/cms-worker',
        },
      ],
    },
    {
      fixture: 'invalid.label-conflict.yaml',
      errors: [
        {
          messageId: 'labelConflict',
          data: {
            first: 'Deployment shop/storefront',
            firstWorkload: 'Deployment shop/storefront',
            second: 'Deployment shop/thumbnailer',
            secondWorkload: 'Deployment shop/thumbnailer',
            claim: 'PersistentVolumeClaim shop/media',
            firstValue: '{level: s0:c10,c20}',
            secondValue: '{level: s0:c30,c40}',
            note: '',
          },
          line: 78,
          severity: 'error',
          object: 'Deployment shop/thumbnailer',
        },
      ],
    },
    {
      fixture: 'invalid.list.yaml',
      errors: [
        {
          messageId: 'labelConflict',
          data: {
            first: 'Pod lab/reader',
            firstWorkload: 'Pod lab/reader',
            second: 'Pod lab/writer',
            secondWorkload: 'Pod lab/writer',
            claim: 'PersistentVolumeClaim lab/shared',
            firstValue: '{level: s0:c3,c4}',
            secondValue: '{level: s0:c1,c2}',
            note: '',
          },
          line: 37,
          severity: 'error',
          object: 'Pod lab/writer',
        },
      ],
    },
    {
      fixture: 'invalid.live-owners.yaml',
      errors: [
        {
          messageId: 'labelConflict',
          data: {
            first: 'Pod portal/portal-7d9f8b6c5d-abcde (Deployment portal/portal)',
            firstWorkload: 'Deployment portal/portal',
            second: 'Pod portal/asset-sync-29100000-p9q8r (Job portal/asset-sync-29100000)',
            secondWorkload: 'Job portal/asset-sync-29100000',
            claim: 'PersistentVolumeClaim portal/assets',
            firstValue: '{level: s0:c27,c4}',
            secondValue: '{level: s0:c27,c9}',
            note: '',
          },
          line: 204,
          severity: 'error',
          object: 'Pod portal/asset-sync-29100000-p9q8r',
        },
      ],
    },
    {
      fixture: 'invalid.multiple-labels.yaml',
      errors: [
        {
          messageId: 'multipleLabels',
          data: {
            object: 'Pod pipeline/ingest',
            workload: 'Pod pipeline/ingest',
            outcome: 'the pod fails to start',
            volume: 'buffer',
            claim: 'PersistentVolumeClaim pipeline/ingest-buffer',
            firstContainer: 'collector',
            firstLabel: '{level: s0:c100,c200}',
            secondContainer: 'shipper',
            secondLabel: '{level: s0:c300,c400}',
            note: '',
          },
          line: 52,
          severity: 'error',
          object: 'Pod pipeline/ingest',
        },
        {
          messageId: 'multipleLabels',
          data: {
            object: 'Deployment pipeline/transcoder',
            workload: 'Deployment pipeline/transcoder',
            outcome: 'its pods fail to start',
            volume: 'scratch',
            claim: 'the ephemeral claim of volume "scratch"',
            firstContainer: 'fetch',
            firstLabel: '{level: s0:c1,c2}',
            secondContainer: 'transcode',
            secondLabel: '{level: s0:c3,c4}',
            note: '',
          },
          line: 92,
          severity: 'error',
          object: 'Deployment pipeline/transcoder',
        },
      ],
    },
    {
      fixture: 'invalid.policy-mix.yaml',
      errors: [
        {
          messageId: 'policyConflict',
          data: {
            first: 'Deployment docs/docs-api',
            firstWorkload: 'Deployment docs/docs-api',
            second: 'Deployment docs/docs-indexer',
            secondWorkload: 'Deployment docs/docs-indexer',
            firstValue: 'SELinux label {level: s0:c7,c8} with the default seLinuxChangePolicy MountOption',
            secondValue: 'seLinuxChangePolicy Recursive',
            claim: 'PersistentVolumeClaim docs/documents',
            mountOption: 'Deployment docs/docs-api',
            note: '',
          },
          line: 69,
          severity: 'error',
          object: 'Deployment docs/docs-indexer',
        },
        {
          messageId: 'policyConflict',
          data: {
            first: 'Deployment docs/docs-api',
            firstWorkload: 'Deployment docs/docs-api',
            second: 'Job docs/docs-report',
            secondWorkload: 'Job docs/docs-report',
            firstValue: 'SELinux label {level: s0:c7,c8} with the default seLinuxChangePolicy MountOption',
            secondValue: 'no SELinux label, so relabelled recursively',
            claim: 'PersistentVolumeClaim docs/documents',
            mountOption: 'Deployment docs/docs-api',
            note: '',
          },
          line: 98,
          severity: 'error',
          object: 'Job docs/docs-report',
        },
      ],
    },
    {
      fixture: 'invalid.privileged.yaml',
      errors: [
        {
          messageId: 'privilegedConflict',
          data: {
            privileged: 'DaemonSet forge/backup-agent',
            privilegedWorkload: 'DaemonSet forge/backup-agent',
            confined: 'Deployment forge/gitserver',
            confinedWorkload: 'Deployment forge/gitserver',
            label: '{level: s0:c26,c5}',
            claim: 'PersistentVolumeClaim forge/git-repos',
            note: '',
          },
          line: 48,
          severity: 'error',
          object: 'Deployment forge/gitserver',
        },
      ],
    },
    {
      fixture: 'invalid.pv-chain.yaml',
      errors: [
        {
          messageId: 'labelConflict',
          data: {
            first: 'Deployment finance/ledger-api',
            firstWorkload: 'Deployment finance/ledger-api',
            second: 'Job finance/ledger-reconcile',
            secondWorkload: 'Job finance/ledger-reconcile',
            claim: 'PersistentVolumeClaim finance/archive',
            firstValue: '{type: container_t, level: s0:c400,c401}',
            secondValue: '{level: s0:c402,c403}',
            note: '',
          },
          line: 112,
          severity: 'error',
          object: 'Job finance/ledger-reconcile',
        },
        {
          messageId: 'labelConflict',
          data: {
            first: 'Deployment finance/ledger-api',
            firstWorkload: 'Deployment finance/ledger-api',
            second: 'Job finance/ledger-reconcile',
            secondWorkload: 'Job finance/ledger-reconcile',
            claim: 'PersistentVolumeClaim finance/ledger',
            firstValue: '{type: container_t, level: s0:c400,c401}',
            secondValue: '{level: s0:c402,c403}',
            note: '',
          },
          line: 112,
          severity: 'error',
          object: 'Job finance/ledger-reconcile',
        },
      ],
    },
    {
      fixture: 'invalid.subpath.yaml',
      errors: [
        {
          messageId: 'labelConflict',
          data: {
            first: 'StatefulSet hosting/tenant-a',
            firstWorkload: 'StatefulSet hosting/tenant-a',
            second: 'StatefulSet hosting/tenant-b',
            secondWorkload: 'StatefulSet hosting/tenant-b',
            claim: 'PersistentVolumeClaim hosting/tenant-share',
            firstValue: '{level: s0:c11,c12}',
            secondValue: '{level: s0:c13,c14}',
            note: " Different subPaths (tenant-b, tenant-a) do not help: the whole volume is mounted with the first pod's label.",
          },
          line: 75,
          severity: 'error',
          object: 'StatefulSet hosting/tenant-b',
        },
      ],
    },
    {
      fixture: 'invalid.unknown-driver.yaml',
      errors: [
        {
          messageId: 'labelConflict',
          data: {
            first: 'Deployment analytics/dashboard',
            firstWorkload: 'Deployment analytics/dashboard',
            second: 'Deployment analytics/exporter',
            secondWorkload: 'Deployment analytics/exporter',
            claim: 'PersistentVolumeClaim analytics/exports',
            firstValue: '{level: s0:c70,c80}',
            secondValue: '{level: s0:c50,c60}',
            note: ' This holds only if CSI driver block.vendor.example.net sets spec.seLinuxMount: true; no CSIDriver object for it was loaded (check with kubectl get csidriver block.vendor.example.net).',
          },
          line: 36,
          severity: 'warning',
          object: 'Deployment analytics/exporter',
        },
        {
          messageId: 'labelConflict',
          data: {
            first: 'Pod analytics/notebook-alice',
            firstWorkload: 'Pod analytics/notebook-alice',
            second: 'Pod analytics/notebook-bob',
            secondWorkload: 'Pod analytics/notebook-bob',
            claim: 'PersistentVolumeClaim analytics/team-workspace',
            firstValue: '{level: s0:c1,c9}',
            secondValue: '{level: s0:c2,c9}',
            note: " The claim's volume driver is unknown (no PersistentVolumeClaim analytics/team-workspace was found); this holds only for iSCSI, Fibre Channel and CSI drivers with spec.seLinuxMount: true.",
          },
          line: 106,
          severity: 'warning',
          object: 'Pod analytics/notebook-bob',
        },
      ],
    },
  ],
});

describe('selinux-mount-conflict fixes', () => {
  it('names the workload to change, not the Pod it created', () => {
    const [finding] = runRuleOnFixture(rule, 'invalid.live-owners.yaml', { target: '1.37' });
    expect(finding.fix).toBe(
      'Set seLinuxChangePolicy: Recursive in the pod securityContext of both Job portal/asset-sync-29100000 and Deployment portal/portal, or give both the same seLinuxOptions.level.',
    );
  });

  it('asks for Recursive on the confined side of a privileged conflict', () => {
    const [finding] = runRuleOnFixture(rule, 'invalid.privileged.yaml', { target: '1.37' });
    expect(finding.fix).toBe(
      'Set seLinuxChangePolicy: Recursive in the pod securityContext of Deployment forge/gitserver, or stop mounting the claim in privileged DaemonSet forge/backup-agent.',
    );
  });
});

describe('selinux-mount-conflict reports a pair on the same side whatever the order of the objects', () => {
  const dir = fixtureDir(rule);
  const findings = (objects: readonly K8sObject[]) =>
    evaluate([rule], { objects, problems: [], target: '1.37', from: null, releases: ['1.37'] }).map(
      (f) => `${f.object?.kind} ${f.object?.namespace}/${f.object?.name} ${JSON.stringify(f.path)} ${f.message}`,
    );

  for (const fixture of readdirSync(dir).filter((f) => f.startsWith('invalid.'))) {
    it(fixture, () => {
      const { objects } = loadManifests({ paths: [join(dir, fixture)], cwd: dir });
      const inFileOrder = findings(objects);
      expect(inFileOrder.length).toBeGreaterThan(0);
      expect(findings([...objects].reverse())).toEqual(inFileOrder);
    });
  }

  it('the pair is reported on the later of the two in kind, namespace and name order', () => {
    const [finding] = runRuleOnFixture(rule, 'invalid.list.yaml', { target: '1.37' });
    // Pod lab/reader < Pod lab/writer, though the file lists the writer first
    expect(finding.object).toEqual({ apiVersion: 'v1', kind: 'Pod', namespace: 'lab', name: 'writer' });
  });
});
