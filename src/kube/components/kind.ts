/** kind `Cluster` definitions. */
import { isRecord } from '../workloads.js';
import { collectEmbedded } from './documents.js';
import { addGateMap } from './flags.js';
import type { Place } from './place.js';
import { at, within } from './place.js';
import { KUBERNETES_COMPONENTS } from './types.js';

/** kind passes `featureGates` to every component and `runtimeConfig` to the API server. */
export function collectKind(body: Record<string, unknown>, place: Place): void {
  const gates = body.featureGates;
  place.out.sites.push({
    components: KUBERNETES_COMPONENTS,
    gatesPath: gates !== undefined ? at(place, 'featureGates') : undefined,
    anchorPath: at(place, 'kind'),
    source: 'kind',
    implied: false,
  });
  if (isRecord(gates)) addGateMap(gates, KUBERNETES_COMPONENTS, within(place, 'featureGates'), 'kind', 'yaml');
  const runtimeConfig = body.runtimeConfig;
  if (isRecord(runtimeConfig)) {
    for (const [key, value] of Object.entries(runtimeConfig)) {
      place.out.flags.push({
        components: ['kube-apiserver'],
        name: 'runtime-config',
        value: `${key}=${String(value)}`,
        path: at(place, 'runtimeConfig', key),
        source: 'kind',
      });
    }
  }
  collectKindPatches(body.kubeadmConfigPatches, within(place, 'kubeadmConfigPatches'));
  const nodes = body.nodes;
  if (Array.isArray(nodes)) {
    nodes.forEach((node, i) => {
      if (isRecord(node)) collectKindPatches(node.kubeadmConfigPatches, within(place, 'nodes', i, 'kubeadmConfigPatches'));
    });
  }
}

/** Each `kubeadmConfigPatches` item is a YAML document (kubeadm or component config) merged into kind's own. */
function collectKindPatches(patches: unknown, place: Place): void {
  if (!Array.isArray(patches)) return;
  patches.forEach((patch, i) => {
    if (typeof patch === 'string') collectEmbedded(patch, { ...within(place, i), patch: true });
  });
}
