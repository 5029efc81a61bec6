/** Cluster API: kubeadm documents inside KubeadmControlPlane, KubeadmConfig and their templates. */
import type { K8sObject, Path } from '../../model.js';
import { getPath, isRecord } from '../workloads.js';
import { collectKubeadm } from './kubeadm.js';
import type { Place } from './place.js';
import { within } from './place.js';

const CLUSTER_API_SPECS: Record<string, Path> = {
  KubeadmControlPlane: ['spec', 'kubeadmConfigSpec'],
  KubeadmControlPlaneTemplate: ['spec', 'template', 'spec', 'kubeadmConfigSpec'],
  KubeadmConfig: ['spec'],
  KubeadmConfigTemplate: ['spec', 'template', 'spec'],
};

const CLUSTER_API_DOCUMENTS: [string, string][] = [
  ['clusterConfiguration', 'ClusterConfiguration'],
  ['initConfiguration', 'InitConfiguration'],
  ['joinConfiguration', 'JoinConfiguration'],
];

export function collectClusterApi(obj: K8sObject, place: Place): void {
  const specPath = CLUSTER_API_SPECS[obj.kind];
  if (!specPath) return;
  const spec = getPath(obj.body, specPath);
  if (!isRecord(spec)) return;
  for (const [field, kind] of CLUSTER_API_DOCUMENTS) {
    const doc = spec[field];
    if (isRecord(doc)) collectKubeadm(doc, kind, within(place, ...specPath, field));
  }
}
