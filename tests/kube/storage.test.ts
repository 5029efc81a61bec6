import { describe, expect, it } from 'vitest';
import type { K8sObject } from '../../src/model.js';
import { interner } from '../../src/model.js';
import { ObjectIndex } from '../../src/object-index.js';
import type { ClaimRef } from '../../src/kube/storage.js';
import { ClaimObjects, claimVolumesOf, csiDriverName, hasClaimTemplates, resolveClaim, STORAGE_LOOKUP_KINDS } from '../../src/kube/storage.js';
import { podSpecOf } from '../../src/kube/workloads.js';
import { loadManifestText } from '../../src/sources/manifests.js';

function load(text: string): K8sObject[] {
  const result = loadManifestText(text, 'storage.yaml');
  expect(result.problems).toEqual([]);
  return result.objects;
}

describe('claimVolumesOf', () => {
  const [set] = load(`apiVersion: apps/v1
kind: StatefulSet
metadata:
  name: postgres
  namespace: db
spec:
  replicas: 2
  ordinals:
    start: 5
  template:
    spec:
      containers:
        - name: db
      volumes:
        - name: shared
          persistentVolumeClaim:
            claimName: archive
        - name: scratch
          ephemeral:
            volumeClaimTemplate:
              spec:
                storageClassName: fast
                accessModes: [ReadWriteOncePod]
        - name: config
          configMap:
            name: postgres-config
        - name: wal
          persistentVolumeClaim:
            claimName: wal-override
  volumeClaimTemplates:
    - metadata:
        name: data
      spec:
        volumeName: pv-data
    - metadata:
        name: wal
`);

  it('lists claim, ephemeral and volumeClaimTemplates volumes with the claims behind them', () => {
    expect(claimVolumesOf(set, podSpecOf(set)!)).toEqual([
      { name: 'shared', source: 'claim', claims: ['archive'], template: undefined },
      {
        name: 'scratch',
        source: 'ephemeral',
        claims: ['postgres-scratch'],
        template: { volumeName: undefined, storageClassName: 'fast', readWriteOncePod: true, provisioner: undefined },
      },
      { name: 'wal', source: 'claim', claims: ['wal-override'], template: undefined },
      {
        name: 'data',
        source: 'template',
        claims: ['data-postgres-5', 'data-postgres-6'],
        template: { volumeName: 'pv-data', storageClassName: undefined, readWriteOncePod: false, provisioner: undefined },
      },
    ]);
  });

  it('tells a StatefulSet with claim templates from other workloads', () => {
    const [deployment] = load(`apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
spec:
  template:
    spec:
      containers:
        - name: web
`);
    expect(hasClaimTemplates(set)).toBe(true);
    expect(hasClaimTemplates(deployment)).toBe(false);
    expect(claimVolumesOf(deployment, podSpecOf(deployment)!)).toEqual([]);
  });
});

const STORAGE = `apiVersion: v1
kind: PersistentVolumeClaim
metadata:
  name: bound
  namespace: app
spec:
  volumeName: pv-bound
---
apiVersion: v1
kind: PersistentVolume
metadata:
  name: pv-bound
spec:
  accessModes: [ReadWriteOncePod]
  csi:
    driver: block.example.com
    volumeHandle: vol-1
---
apiVersion: v1
kind: PersistentVolume
metadata:
  name: pv-by-ref
spec:
  claimRef:
    namespace: app
    name: unnamed-volume
  nfs:
    server: nfs.example.com
    path: /export
---
apiVersion: v1
kind: PersistentVolumeClaim
metadata:
  name: unnamed-volume
  namespace: app
spec:
  storageClassName: ""
---
apiVersion: v1
kind: PersistentVolumeClaim
metadata:
  name: annotated
  namespace: app
  annotations:
    volume.kubernetes.io/storage-provisioner: kubernetes.io/aws-ebs
spec:
  storageClassName: fast
---
apiVersion: v1
kind: PersistentVolumeClaim
metadata:
  name: classed
  namespace: app
spec:
  storageClassName: fast
---
apiVersion: v1
kind: PersistentVolumeClaim
metadata:
  name: defaulted
  namespace: app
---
apiVersion: v1
kind: PersistentVolumeClaim
metadata:
  name: static-only
  namespace: app
spec:
  storageClassName: ""
---
apiVersion: v1
kind: PersistentVolumeClaim
metadata:
  name: local
  namespace: app
spec:
  storageClassName: local-storage
---
apiVersion: v1
kind: PersistentVolumeClaim
metadata:
  name: missing-class
  namespace: app
spec:
  storageClassName: gone
---
apiVersion: storage.k8s.io/v1
kind: StorageClass
metadata:
  name: fast
provisioner: file.csi.example.com
---
apiVersion: storage.k8s.io/v1
kind: StorageClass
metadata:
  name: standard
  annotations:
    storageclass.kubernetes.io/is-default-class: "true"
provisioner: kubernetes.io/gce-pd
---
apiVersion: storage.k8s.io/v1
kind: StorageClass
metadata:
  name: local-storage
provisioner: kubernetes.io/no-provisioner
`;

describe('resolveClaim', () => {
  const objects = load(STORAGE);
  const index = new ObjectIndex(objects.filter((o) => STORAGE_LOOKUP_KINDS.includes(o.kind)));
  const claims = new ClaimObjects(interner());
  for (const obj of objects) if (obj.kind === 'PersistentVolumeClaim') claims.add(obj);
  const claim = (name: string, template?: ClaimRef['template']): ClaimRef => ({
    namespace: 'app',
    name,
    display: `PersistentVolumeClaim app/${name}`,
    template,
  });
  const resolve = (ref: ClaimRef) => resolveClaim(index, claims, ref);

  it('reads the PersistentVolume the claim names, with its access modes', () => {
    const pv = objects.find((o) => o.metadata.name === 'pv-bound')!;
    expect(resolve(claim('bound'))).toEqual({ source: { kind: 'volume', spec: pv.body.spec }, readWriteOncePod: true });
  });

  it('finds a PersistentVolume whose claimRef names the claim', () => {
    const pv = objects.find((o) => o.metadata.name === 'pv-by-ref')!;
    expect(resolve(claim('unnamed-volume'))).toEqual({ source: { kind: 'volume', spec: pv.body.spec }, readWriteOncePod: false });
  });

  it('prefers the provisioner annotation to the StorageClass', () => {
    expect(resolve(claim('annotated')).source).toEqual({ kind: 'provisioner', name: 'kubernetes.io/aws-ebs' });
  });

  it('reads the provisioner of the named StorageClass, or of the single default one', () => {
    expect(resolve(claim('classed')).source).toEqual({ kind: 'provisioner', name: 'file.csi.example.com' });
    expect(resolve(claim('defaulted')).source).toEqual({ kind: 'provisioner', name: 'kubernetes.io/gce-pd' });
  });

  it('says why the volume is unknown', () => {
    expect(resolve(claim('static-only')).source).toEqual({
      kind: 'unknown',
      why: 'PersistentVolumeClaim app/static-only has storageClassName "" and no PersistentVolume bound to it was found',
    });
    expect(resolve(claim('local')).source).toEqual({
      kind: 'unknown',
      why: 'StorageClass local-storage provisions no volumes itself and no PersistentVolume bound to the claim was found',
    });
    expect(resolve(claim('missing-class')).source).toEqual({ kind: 'unknown', why: 'StorageClass gone was not found' });
    expect(resolve(claim('nowhere'))).toEqual({ source: { kind: 'unknown', why: 'no PersistentVolumeClaim app/nowhere was found' }, readWriteOncePod: false });
  });

  it('falls back to the claim template when no claim object of that name is loaded', () => {
    const template = { volumeName: undefined, storageClassName: 'fast', readWriteOncePod: true, provisioner: undefined };
    expect(resolve(claim('data-postgres-0', template))).toEqual({ source: { kind: 'provisioner', name: 'file.csi.example.com' }, readWriteOncePod: true });
  });

  it('reads the class of the beta annotation over the spec, and the last of two claims with one name', () => {
    const more = new ClaimObjects(interner());
    for (const obj of load(`apiVersion: v1
kind: PersistentVolumeClaim
metadata:
  name: twice
  namespace: app
spec:
  storageClassName: first
---
apiVersion: v1
kind: PersistentVolumeClaim
metadata:
  name: twice
  namespace: app
  annotations:
    volume.beta.kubernetes.io/storage-class: fast
spec:
  storageClassName: ignored
`))
      more.add(obj);
    expect(more.get('app', 'twice')).toEqual({ volumeName: undefined, storageClassName: 'fast', readWriteOncePod: false, provisioner: undefined });
  });
});

describe('csiDriverName', () => {
  it('names the CSI driver a migrated in-tree plugin is served by, and leaves other names alone', () => {
    expect(csiDriverName('kubernetes.io/aws-ebs')).toBe('ebs.csi.aws.com');
    expect(csiDriverName('kubernetes.io/gce-pd')).toBe('pd.csi.storage.gke.io');
    expect(csiDriverName('file.csi.example.com')).toBe('file.csi.example.com');
  });
});
