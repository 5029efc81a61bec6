import { describe, expect, it } from 'vitest';
import type { K8sObject } from '../../src/model.js';
import { interner } from '../../src/model.js';
import type { Owned } from '../../src/kube/owners.js';
import { ControllerChains, controllerOwnerOf } from '../../src/kube/owners.js';
import { loadManifestText } from '../../src/sources/manifests.js';

function load(text: string): K8sObject[] {
  const result = loadManifestText(text, 'owners.yaml');
  expect(result.problems).toEqual([]);
  return result.objects;
}

/** Records each object as a rule would: what a chain needs, from the object itself. */
function chainsOf(objects: readonly K8sObject[]): { chains: ControllerChains<Owned>; kept: Map<string, Owned> } {
  const standIns: Owned[] = [];
  const chains = new ControllerChains<Owned>((kind, namespace, name) => {
    const standIn = { kind, namespace, name, owner: undefined };
    standIns.push(standIn);
    return standIn;
  }, interner());
  const kept = new Map<string, Owned>();
  for (const obj of objects) {
    const { name, namespace } = obj.metadata;
    const workload: Owned = { kind: obj.kind, namespace: namespace ?? '', name: name ?? '', owner: controllerOwnerOf(obj) };
    kept.set(`${obj.kind}/${name}`, workload);
    chains.add(obj.kind, namespace, name ?? '', workload);
  }
  return { chains, kept };
}

const DEPLOYMENT_CHAIN = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: portal
  namespace: web
---
apiVersion: apps/v1
kind: ReplicaSet
metadata:
  name: portal-7d9f8b6c5d
  namespace: web
  ownerReferences:
    - apiVersion: apps/v1
      kind: Deployment
      name: portal
      controller: true
---
apiVersion: v1
kind: Pod
metadata:
  name: portal-7d9f8b6c5d-abcde
  namespace: web
  ownerReferences:
    - apiVersion: v1
      kind: ConfigMap
      name: not-a-controller
    - apiVersion: apps/v1
      kind: ReplicaSet
      name: portal-7d9f8b6c5d
      controller: true
`;

describe('controllerOwnerOf', () => {
  it('returns the reference marked controller, not the first one', () => {
    const pod = load(DEPLOYMENT_CHAIN)[2];
    expect(controllerOwnerOf(pod)).toEqual({ kind: 'ReplicaSet', name: 'portal-7d9f8b6c5d' });
  });

  it('returns nothing for owners that are not controllers, or no owners', () => {
    const [owned, plain] = load(`apiVersion: v1
kind: Pod
metadata:
  name: a
  ownerReferences:
    - {apiVersion: v1, kind: Node, name: node-1, controller: false}
---
apiVersion: v1
kind: Pod
metadata:
  name: b
`);
    expect(controllerOwnerOf(owned)).toBeUndefined();
    expect(controllerOwnerOf(plain)).toBeUndefined();
  });
});

describe('ControllerChains', () => {
  it('follows a Pod through its ReplicaSet to the Deployment', () => {
    const { chains, kept } = chainsOf(load(DEPLOYMENT_CHAIN));
    const deployment = kept.get('Deployment/portal')!;
    expect(chains.rootOf(kept.get('Pod/portal-7d9f8b6c5d-abcde')!)).toBe(deployment);
    expect(chains.rootOf(kept.get('ReplicaSet/portal-7d9f8b6c5d')!)).toBe(deployment);
    expect(chains.rootOf(deployment)).toBe(deployment);
  });

  it('ends a chain at an owner that was not recorded, or that is in another namespace', () => {
    const { chains, kept } = chainsOf(
      load(`apiVersion: batch/v1
kind: CronJob
metadata:
  name: backup
  namespace: other
---
apiVersion: batch/v1
kind: Job
metadata:
  name: backup-29100000
  namespace: db
  ownerReferences:
    - {apiVersion: batch/v1, kind: CronJob, name: backup, controller: true}
`),
    );
    const job = kept.get('Job/backup-29100000')!;
    expect(chains.rootOf(job)).toBe(job);
  });

  it('stands one object in for an owner recorded by name alone, wherever a chain reaches it', () => {
    const chains = new ControllerChains<Owned>((kind, namespace, name) => ({ kind, namespace, name, owner: undefined }), interner());
    chains.add('CronJob', 'db', 'backup', null);
    const first: Owned = { kind: 'Job', namespace: 'db', name: 'backup-1', owner: { kind: 'CronJob', name: 'backup' } };
    const second: Owned = { kind: 'Job', namespace: 'db', name: 'backup-2', owner: { kind: 'CronJob', name: 'backup' } };
    chains.add('Job', 'db', 'backup-1', first);
    chains.add('Job', 'db', 'backup-2', second);
    const root = chains.rootOf(first);
    expect(root).toEqual({ kind: 'CronJob', namespace: 'db', name: 'backup', owner: undefined });
    expect(chains.rootOf(second)).toBe(root);
  });

  it('stops on a loop of owners', () => {
    const a: Owned = { kind: 'ReplicaSet', namespace: 'x', name: 'a', owner: { kind: 'ReplicaSet', name: 'b' } };
    const b: Owned = { kind: 'ReplicaSet', namespace: 'x', name: 'b', owner: { kind: 'ReplicaSet', name: 'a' } };
    const chains = new ControllerChains<Owned>(() => {
      throw new Error('no stand-in expected');
    }, interner());
    chains.add('ReplicaSet', 'x', 'a', a);
    chains.add('ReplicaSet', 'x', 'b', b);
    expect([a, b]).toContain(chains.rootOf(a));
  });

  it('reads the last of two workloads with one name, and answers anew after a later record', () => {
    const owner1: Owned = { kind: 'Deployment', namespace: 'web', name: 'portal' };
    const owner2: Owned = { kind: 'Deployment', namespace: 'web', name: 'portal' };
    const replicaSet: Owned = { kind: 'ReplicaSet', namespace: 'web', name: 'portal-1', owner: { kind: 'Deployment', name: 'portal' } };
    const chains = new ControllerChains<Owned>(() => {
      throw new Error('no stand-in expected');
    }, interner());
    chains.add('ReplicaSet', 'web', 'portal-1', replicaSet);
    chains.add('Deployment', 'web', 'portal', owner1);
    expect(chains.rootOf(replicaSet)).toBe(owner1);
    chains.add('Deployment', 'web', 'portal', owner2);
    expect(chains.rootOf(replicaSet)).toBe(owner2);
  });
});
