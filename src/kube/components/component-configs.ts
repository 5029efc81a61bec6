/** Component config files: KubeletConfiguration, KubeProxyConfiguration, KubeSchedulerConfiguration. */
import { isRecord } from '../workloads.js';
import { addGateMap } from './flags.js';
import type { Place } from './place.js';
import { at, within } from './place.js';
import type { Component, ConfigKind } from './types.js';

const GATED_CONFIGS: Partial<Record<ConfigKind, Component>> = {
  KubeletConfiguration: 'kubelet',
  KubeProxyConfiguration: 'kube-proxy',
};

export function addComponentConfig(kind: ConfigKind, apiVersion: string, config: Record<string, unknown>, place: Place, fragment: boolean): void {
  place.out.configs.push({ kind, apiVersion, config, path: at(place), obj: place.obj, partial: fragment || place.patch });
  const component = GATED_CONFIGS[kind];
  if (!component) return;
  const gates = config.featureGates;
  if (!place.patch)
    place.out.sites.push({
      components: [component],
      gatesPath: gates !== undefined ? at(place, 'featureGates') : undefined,
      anchorPath: 'kind' in config ? at(place, 'kind') : at(place),
      source: 'config-file',
      implied: false,
    });
  if (isRecord(gates)) addGateMap(gates, [component], within(place, 'featureGates'), 'config-file', 'yaml');
}
