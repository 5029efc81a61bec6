import { describe, expect, it } from 'vitest';
import type { K8sObject } from '../../src/model.js';
import { ObjectIndex } from '../../src/object-index.js';
import { changePolicyOf, contextMountSupport, formatLabel, labelsConflict, mayMountWithContext, mergeLabels, seLinuxLabelOf } from '../../src/kube/selinux.js';
import { podSpecOf } from '../../src/kube/workloads.js';
import { loadManifestText } from '../../src/sources/manifests.js';

function load(text: string): K8sObject[] {
  const result = loadManifestText(text, 'selinux.yaml');
  expect(result.problems).toEqual([]);
  return result.objects;
}

describe('SELinux labels', () => {
  const a = seLinuxLabelOf({ type: 'container_t', level: 's0:c1,c2' });
  const b = seLinuxLabelOf({ level: 's0:c1,c2', user: 'system_u' });
  const c = seLinuxLabelOf({ level: 's0:c3,c4' });

  it('reads the four fields, leaving unset ones empty', () => {
    expect(a).toEqual({ user: '', role: '', type: 'container_t', level: 's0:c1,c2' });
    expect(seLinuxLabelOf({ level: 5 })).toEqual({ user: '', role: '', type: '', level: '' });
  });

  it('compares only the fields both labels set', () => {
    expect(labelsConflict(a, b)).toBe(false);
    expect(labelsConflict(a, c)).toBe(true);
  });

  it('merges and formats in seLinuxOptions order', () => {
    expect(formatLabel(mergeLabels([a, b]))).toBe('{user: system_u, type: container_t, level: s0:c1,c2}');
    expect(formatLabel(seLinuxLabelOf({}))).toBe('{}');
  });

  it('reads the pod change policy', () => {
    const [recursive, unset] = load(`apiVersion: v1
kind: Pod
metadata:
  name: a
spec:
  securityContext:
    seLinuxChangePolicy: Recursive
  containers:
    - name: app
---
apiVersion: v1
kind: Pod
metadata:
  name: b
spec:
  containers:
    - name: app
`);
    expect(changePolicyOf(podSpecOf(recursive)!)).toBe('Recursive');
    expect(changePolicyOf(podSpecOf(unset)!)).toBeUndefined();
  });
});

describe('mayMountWithContext', () => {
  it('is true for claims, inline CSI, iSCSI and FC volumes only', () => {
    const volumes = [
      { name: 'a', persistentVolumeClaim: { claimName: 'x' } },
      { name: 'b', ephemeral: {} },
      { name: 'c', csi: { driver: 'd' } },
      { name: 'd', iscsi: {} },
      { name: 'e', fc: {} },
      { name: 'f', nfs: {} },
      { name: 'g', emptyDir: {} },
      'not a volume',
    ];
    expect(volumes.map(mayMountWithContext)).toEqual([true, true, true, true, true, false, false, false]);
  });
});

describe('contextMountSupport', () => {
  const index = new ObjectIndex(
    load(`apiVersion: storage.k8s.io/v1
kind: CSIDriver
metadata:
  name: block.example.com
spec:
  seLinuxMount: true
---
apiVersion: storage.k8s.io/v1
kind: CSIDriver
metadata:
  name: ebs.csi.aws.com
spec:
  attachRequired: true
`),
  );
  const volume = (spec: Record<string, unknown>) => contextMountSupport(index, { kind: 'volume', spec });
  const provisioner = (name: string) => contextMountSupport(index, { kind: 'provisioner', name });

  it('follows the CSIDriver object: seLinuxMount must say true', () => {
    expect(volume({ csi: { driver: 'block.example.com' } })).toEqual({ kind: 'supported' });
    expect(provisioner('block.example.com')).toEqual({ kind: 'supported' });
    expect(provisioner('kubernetes.io/aws-ebs')).toEqual({ kind: 'unsupported' });
    expect(volume({ awsElasticBlockStore: { volumeID: 'vol-1' } })).toEqual({ kind: 'unsupported' });
  });

  it('names a CSI driver without a loaded CSIDriver object', () => {
    expect(provisioner('file.csi.example.com')).toEqual({ kind: 'unknown', driver: 'file.csi.example.com' });
    expect(volume({ gcePersistentDisk: { pdName: 'disk' } })).toEqual({ kind: 'unknown', driver: 'pd.csi.storage.gke.io' });
  });

  it('knows the in-tree plugins: iSCSI and FC mount with a context, the others do not', () => {
    expect(volume({ iscsi: { targetPortal: '10.0.0.1:3260' } })).toEqual({ kind: 'supported' });
    expect(volume({ fc: { wwids: ['x'] } })).toEqual({ kind: 'supported' });
    expect(volume({ nfs: { server: 'nfs', path: '/' } })).toEqual({ kind: 'unsupported' });
    expect(provisioner('kubernetes.io/rbd')).toEqual({ kind: 'unsupported' });
  });

  it('passes on why a claim could not be resolved', () => {
    expect(contextMountSupport(index, { kind: 'unknown', why: 'StorageClass gone was not found' })).toEqual({
      kind: 'unknown',
      why: 'StorageClass gone was not found',
    });
  });
});
