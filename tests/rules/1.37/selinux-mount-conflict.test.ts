import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import rule from '../../../rules/1.37/selinux-mount-conflict.js';
import { evaluate } from '../../../src/engine.js';
import type { K8sObject } from '../../../src/model.js';
import { loadManifests } from '../../../src/sources/manifests.js';
import { fixtureDir, ruleTester, runRuleOnFixture } from '../../support/rule-tester.js';

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
      findings: [
        {
          line: 35,
          severity: 'error',
          object: 'StatefulSet db/postgres',
          message: 'StatefulSet db/postgres mounts PersistentVolumeClaim db/data-postgres-0 with SELinux label {level: s0:c21,c22} and CronJob db/postgres-backup with {level: s0:c23,c24}: from Kubernetes 1.37 both mount it with -o context, so the second pod to start on a node stays in ContainerCreating until the first is gone.',
        },
      ],
    },
    {
      fixture: 'invalid.default-storageclass.yaml',
      findings: [
        {
          line: 81,
          severity: 'error',
          object: 'Deployment cms/cms-worker',
          message: 'Deployment cms/cms-worker mounts PersistentVolumeClaim cms/uploads with SELinux label {level: s0:c17,c18} and Deployment cms/cms-web with {level: s0:c15,c16}: from Kubernetes 1.37 both mount it with -o context, so the second pod to start on a node stays in ContainerCreating until the first is gone.',
        },
      ],
    },
    {
      fixture: 'invalid.label-conflict.yaml',
      findings: [
        {
          line: 78,
          severity: 'error',
          object: 'Deployment shop/thumbnailer',
          message: 'Deployment shop/thumbnailer mounts PersistentVolumeClaim shop/media with SELinux label {level: s0:c30,c40} and Deployment shop/storefront with {level: s0:c10,c20}: from Kubernetes 1.37 both mount it with -o context, so the second pod to start on a node stays in ContainerCreating until the first is gone.',
        },
      ],
    },
    {
      fixture: 'invalid.list.yaml',
      findings: [
        {
          line: 37,
          severity: 'error',
          object: 'Pod lab/writer',
          message: 'Pod lab/writer mounts PersistentVolumeClaim lab/shared with SELinux label {level: s0:c1,c2} and Pod lab/reader with {level: s0:c3,c4}: from Kubernetes 1.37 both mount it with -o context, so the second pod to start on a node stays in ContainerCreating until the first is gone.',
        },
      ],
    },
    {
      fixture: 'invalid.live-owners.yaml',
      findings: [
        {
          line: 204,
          severity: 'error',
          object: 'Pod portal/asset-sync-29100000-p9q8r',
          message: 'Pod portal/asset-sync-29100000-p9q8r (Job portal/asset-sync-29100000) mounts PersistentVolumeClaim portal/assets with SELinux label {level: s0:c27,c9} and Pod portal/portal-7d9f8b6c5d-abcde (Deployment portal/portal) with {level: s0:c27,c4}: from Kubernetes 1.37 both mount it with -o context, so the second pod to start on a node stays in ContainerCreating until the first is gone.',
        },
      ],
    },
    {
      fixture: 'invalid.multiple-labels.yaml',
      findings: [
        {
          line: 52,
          severity: 'error',
          object: 'Pod pipeline/ingest',
          message: 'Pod pipeline/ingest mounts volume "buffer" (PersistentVolumeClaim pipeline/ingest-buffer) in container "shipper" with SELinux label {level: s0:c300,c400} and in container "collector" with {level: s0:c100,c200}: from Kubernetes 1.37 the volume is mounted with one -o context label per pod, so the pod fails to start (MultipleSELinuxLabels).',
        },
        {
          line: 92,
          severity: 'error',
          object: 'Deployment pipeline/transcoder',
          message: 'Deployment pipeline/transcoder mounts volume "scratch" (the ephemeral claim of volume "scratch") in container "transcode" with SELinux label {level: s0:c3,c4} and in container "fetch" with {level: s0:c1,c2}: from Kubernetes 1.37 the volume is mounted with one -o context label per pod, so its pods fail to start (MultipleSELinuxLabels).',
        },
      ],
    },
    {
      fixture: 'invalid.policy-mix.yaml',
      findings: [
        {
          line: 69,
          severity: 'error',
          object: 'Deployment docs/docs-indexer',
          message: 'Deployment docs/docs-indexer (seLinuxChangePolicy Recursive) and Deployment docs/docs-api (SELinux label {level: s0:c7,c8} with the default seLinuxChangePolicy MountOption) share PersistentVolumeClaim docs/documents: from Kubernetes 1.37 one mounts it with -o context and the other without, so the second pod to start on a node stays in ContainerCreating until the first is gone.',
        },
        {
          line: 98,
          severity: 'error',
          object: 'Job docs/docs-report',
          message: 'Job docs/docs-report (no SELinux label, so relabelled recursively) and Deployment docs/docs-api (SELinux label {level: s0:c7,c8} with the default seLinuxChangePolicy MountOption) share PersistentVolumeClaim docs/documents: from Kubernetes 1.37 one mounts it with -o context and the other without, so the second pod to start on a node stays in ContainerCreating until the first is gone.',
        },
      ],
    },
    {
      fixture: 'invalid.privileged.yaml',
      findings: [
        {
          line: 48,
          severity: 'error',
          object: 'Deployment forge/gitserver',
          message: 'DaemonSet forge/backup-agent (privileged, no SELinux label) and Deployment forge/gitserver (SELinux label {level: s0:c26,c5}, MountOption) share PersistentVolumeClaim forge/git-repos: from Kubernetes 1.37 the confined pod mounts it with -o context, which a privileged pod cannot share, so the second pod to start on a node stays in ContainerCreating until the first is gone.',
        },
      ],
    },
    {
      fixture: 'invalid.pv-chain.yaml',
      findings: [
        {
          line: 112,
          severity: 'error',
          object: 'Job finance/ledger-reconcile',
          message: 'Job finance/ledger-reconcile mounts PersistentVolumeClaim finance/archive with SELinux label {level: s0:c402,c403} and Deployment finance/ledger-api with {type: container_t, level: s0:c400,c401}: from Kubernetes 1.37 both mount it with -o context, so the second pod to start on a node stays in ContainerCreating until the first is gone.',
        },
        {
          line: 112,
          severity: 'error',
          object: 'Job finance/ledger-reconcile',
          message: 'Job finance/ledger-reconcile mounts PersistentVolumeClaim finance/ledger with SELinux label {level: s0:c402,c403} and Deployment finance/ledger-api with {type: container_t, level: s0:c400,c401}: from Kubernetes 1.37 both mount it with -o context, so the second pod to start on a node stays in ContainerCreating until the first is gone.',
        },
      ],
    },
    {
      fixture: 'invalid.subpath.yaml',
      findings: [
        {
          line: 75,
          severity: 'error',
          object: 'StatefulSet hosting/tenant-b',
          message: 'StatefulSet hosting/tenant-b mounts PersistentVolumeClaim hosting/tenant-share with SELinux label {level: s0:c13,c14} and StatefulSet hosting/tenant-a with {level: s0:c11,c12}: from Kubernetes 1.37 both mount it with -o context, so the second pod to start on a node stays in ContainerCreating until the first is gone. Different subPaths (tenant-b, tenant-a) do not help: the whole volume is mounted with the first pod\'s label.',
        },
      ],
    },
    {
      fixture: 'invalid.unknown-driver.yaml',
      findings: [
        {
          line: 36,
          severity: 'warning',
          object: 'Deployment analytics/exporter',
          message: 'Deployment analytics/exporter mounts PersistentVolumeClaim analytics/exports with SELinux label {level: s0:c50,c60} and Deployment analytics/dashboard with {level: s0:c70,c80}: from Kubernetes 1.37 both mount it with -o context, so the second pod to start on a node stays in ContainerCreating until the first is gone. This holds only if CSI driver block.vendor.example.net sets spec.seLinuxMount: true; no CSIDriver object for it was loaded (check with kubectl get csidriver block.vendor.example.net).',
        },
        {
          line: 106,
          severity: 'warning',
          object: 'Pod analytics/notebook-bob',
          message: 'Pod analytics/notebook-bob mounts PersistentVolumeClaim analytics/team-workspace with SELinux label {level: s0:c2,c9} and Pod analytics/notebook-alice with {level: s0:c1,c9}: from Kubernetes 1.37 both mount it with -o context, so the second pod to start on a node stays in ContainerCreating until the first is gone. The claim\'s volume driver is unknown (no PersistentVolumeClaim analytics/team-workspace was found); this holds only for iSCSI, Fibre Channel and CSI drivers with spec.seLinuxMount: true.',
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
    evaluate([rule], { objects, problems: [], target: '1.37', from: null, releases: ['1.37'] }).map((f) => `${f.object?.kind} ${f.object?.namespace}/${f.object?.name} ${JSON.stringify(f.path)} ${f.message}`);

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
