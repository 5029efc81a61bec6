/** kops `Cluster` and `InstanceGroup` definitions. */
import type { K8sObject } from '../../model.js';
import { isRecord } from '../workloads.js';
import { addGateMap } from './flags.js';
import type { Place } from './place.js';
import { at, within } from './place.js';
import type { Component } from './types.js';
import { KUBERNETES_COMPONENTS } from './types.js';

/** kops Cluster sections and the component each configures; each has a `featureGates` string map. */
const KOPS_SECTIONS: [string, Component][] = [
  ['kubeAPIServer', 'kube-apiserver'],
  ['kubeControllerManager', 'kube-controller-manager'],
  ['kubeScheduler', 'kube-scheduler'],
  ['kubeProxy', 'kube-proxy'],
  ['kubelet', 'kubelet'],
  ['masterKubelet', 'kubelet'],
  ['controlPlaneKubelet', 'kubelet'],
];

export function collectKops(obj: K8sObject, place: Place): void {
  if (obj.kind !== 'Cluster' && obj.kind !== 'InstanceGroup') return;
  const spec = obj.body.spec;
  if (!isRecord(spec)) return;
  const sections = obj.kind === 'Cluster' ? KOPS_SECTIONS : KOPS_SECTIONS.filter(([field]) => field === 'kubelet');
  const seen = new Set<Component>();
  for (const [field, component] of sections) {
    const section = spec[field];
    if (!isRecord(section)) continue;
    seen.add(component);
    const gates = section.featureGates;
    place.out.sites.push({
      components: [component],
      gatesPath: gates !== undefined ? at(place, 'spec', field, 'featureGates') : undefined,
      anchorPath: at(place, 'spec', field),
      source: 'kops',
      implied: obj.kind === 'InstanceGroup',
    });
    if (isRecord(gates)) addGateMap(gates, [component], within(place, 'spec', field, 'featureGates'), 'kops', 'flag');
  }
  // Every kops cluster runs every component, configured or not.
  if (obj.kind === 'Cluster') {
    const missing = KUBERNETES_COMPONENTS.filter((c) => !seen.has(c));
    if (missing.length > 0) place.out.sites.push({ components: missing, anchorPath: at(place, 'kind'), source: 'kops', implied: false });
  }
}
