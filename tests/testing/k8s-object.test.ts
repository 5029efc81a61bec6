/**
 * Rules read a document's top-level fields as every Kubernetes tool shows them (`obj.spec`,
 * `obj.data`), from whichever source the object came: the same values as under `obj.body`.
 */
import { describe, expect, it } from 'vitest';
import { k8sObject, objectHandle } from '../../src/model.js';
import type { ClusterOrigin } from '../../src/model.js';
import { loadManifestText } from '../../src/sources/manifests.js';
import { kubeletConfigObject, metricsObject } from '../../src/sources/cluster/synthetic.js';

const CLUSTER: ClusterOrigin = { type: 'cluster', context: 'prod', via: 'live' };

describe('the fields of an object', () => {
  it('are the fields of its document, for every kind, with body kept', () => {
    const text = `apiVersion: apps/v1
kind: Deployment
metadata: {name: web}
spec: {replicas: 3}
status: {readyReplicas: 2}
---
apiVersion: v1
kind: ConfigMap
metadata: {name: settings}
data: {mode: fast}
---
apiVersion: rbac.authorization.k8s.io/v1
kind: ClusterRole
metadata: {name: reader}
rules: [{verbs: [get]}]
---
apiVersion: kubelet.config.k8s.io/v1beta1
kind: KubeletConfiguration
featureGates: {KubeletTracing: true}
`;
    const [deployment, configMap, role, kubelet] = loadManifestText(text, 'all.yaml').objects;
    expect(deployment.spec).toEqual({ replicas: 3 });
    expect(deployment.spec).toBe(deployment.body.spec);
    expect(deployment.status).toBe(deployment.body.status);
    expect(configMap.data).toEqual({ mode: 'fast' });
    expect(role.rules).toEqual([{ verbs: ['get'] }]);
    expect(kubelet.featureGates).toEqual({ KubeletTracing: true });
    expect(Object.keys(deployment)).toEqual(['apiVersion', 'kind', 'metadata', 'body', 'origin', 'spec', 'status']);
    const { spec, ...rest } = configMap;
    expect([spec, Object.keys(rest)]).toEqual([undefined, ['apiVersion', 'kind', 'metadata', 'body', 'origin', 'data']]);
  });

  it("keeps the object's own identity, origin and body over document fields of those names", () => {
    const text =
      'apiVersion: example.com/v1\nkind: Mirror\nmetadata: not a mapping\norigin: upstream\nbody: {size: 2}\n__proto__: {polluted: true}\nconstructor: data\n';
    const [mirror] = loadManifestText(text, 'mirror.yaml').objects;
    expect(Object.getPrototypeOf(mirror)).toBe(Object.prototype);
    // biome-ignore lint/suspicious/noProto: a YAML key named __proto__ must stay a plain data property
    expect([mirror.__proto__, mirror.constructor, (mirror as { polluted?: unknown }).polluted]).toEqual([{ polluted: true }, 'data', undefined]);
    expect(mirror.metadata).toEqual({});
    expect(mirror.body.metadata).toBe('not a mapping');
    expect(mirror.origin).toMatchObject({ type: 'manifest', file: 'mirror.yaml', doc: 0 });
    expect(mirror.body.origin).toBe('upstream');
    expect(mirror.body.body).toEqual({ size: 2 });
  });

  it('are set by k8sObject for the objects a cluster source makes', () => {
    const metadata = { name: 'web', namespace: 'shop' };
    const raw = { apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'web' }, spec: { replicas: 1 } };
    const obj = k8sObject(raw, { apiVersion: 'apps/v1', kind: 'Deployment', metadata }, CLUSTER);
    expect(obj).toMatchObject({ apiVersion: 'apps/v1', kind: 'Deployment', metadata, spec: { replicas: 1 }, origin: CLUSTER });
    expect(obj.body).toBe(raw);
    expect(kubeletConfigObject('node-1', { cgroupDriver: 'systemd' }, CLUSTER).cgroupDriver).toBe('systemd');
    const samples = { kubelet_cgroup_version: [{ labels: {}, value: 2 }] };
    expect(metricsObject('KubeletMetrics', 'node-1', samples, CLUSTER).samples).toBe(samples);
  });

  it('are only the identity in a handle, which keeps no more of the object', () => {
    const [deployment] = loadManifestText('apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\nspec: {replicas: 3}\n', 'web.yaml').objects;
    const handle = objectHandle(deployment);
    expect(handle.spec).toBeUndefined();
    expect(Object.keys(handle)).toEqual(['apiVersion', 'kind', 'metadata', 'body', 'origin']);
  });
});
