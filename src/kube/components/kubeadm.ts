/** kubeadm documents: ClusterConfiguration, Init/JoinConfiguration and their pre-v1beta1 forms. */
import type { Path } from '../../model.js';
import { getPath, isRecord } from '../workloads.js';
import { addComponentConfig } from './component-configs.js';
import { addFlag } from './flags.js';
import type { Place } from './place.js';
import { at, within } from './place.js';
import type { Component, ComponentSite } from './types.js';

export const KUBEADM_KINDS = new Set(['ClusterConfiguration', 'InitConfiguration', 'JoinConfiguration', 'MasterConfiguration', 'NodeConfiguration']);

/** Control-plane sections of ClusterConfiguration (v1beta1+). */
const KUBEADM_SECTIONS: [string, Component][] = [
  ['apiServer', 'kube-apiserver'],
  ['controllerManager', 'kube-controller-manager'],
  ['scheduler', 'kube-scheduler'],
];

/** v1alpha1-v1alpha3 kept the control-plane flags at the top level. */
const KUBEADM_LEGACY_ARGS: [string, Component][] = [
  ['apiServerExtraArgs', 'kube-apiserver'],
  ['controllerManagerExtraArgs', 'kube-controller-manager'],
  ['schedulerExtraArgs', 'kube-scheduler'],
];

/**
 * kubeadm's own top-level `featureGates:` are kubeadm features (ControlPlaneKubeletLocalMode,
 * IPv6DualStack in old releases...), not component gates: they are kept apart from the components'.
 */
export function collectKubeadm(doc: Record<string, unknown>, kind: string, place: Place): void {
  if (kind === 'ClusterConfiguration' || kind === 'MasterConfiguration') {
    const gates = doc.featureGates;
    if (isRecord(gates))
      for (const [name, raw] of Object.entries(gates)) place.out.kubeadmFeatureGates.push({ name, raw, path: at(place, 'featureGates', name) });
    for (const [section, component] of KUBEADM_SECTIONS) {
      const value = doc[section];
      const site = addSite(place, component, isRecord(value) ? at(place, section) : at(place, 'kind'), false);
      if (isRecord(value)) collectExtraArgs(value.extraArgs, component, within(place, section, 'extraArgs'), site);
      const legacy = KUBEADM_LEGACY_ARGS.find(([, c]) => c === component)![0];
      if (doc[legacy] !== undefined) collectExtraArgs(doc[legacy], component, within(place, legacy), site);
    }
  }
  if (kind === 'MasterConfiguration') {
    const proxy = getPath(doc, ['kubeProxy', 'config']);
    if (isRecord(proxy)) addComponentConfig('KubeProxyConfiguration', '', proxy, within(place, 'kubeProxy', 'config'), false);
    const kubelet = getPath(doc, ['kubeletConfiguration', 'baseConfig']);
    if (isRecord(kubelet)) addComponentConfig('KubeletConfiguration', '', kubelet, within(place, 'kubeletConfiguration', 'baseConfig'), false);
  }
  if (kind === 'InitConfiguration' || kind === 'JoinConfiguration' || kind === 'NodeConfiguration' || kind === 'MasterConfiguration') {
    const args = getPath(doc, ['nodeRegistration', 'kubeletExtraArgs']);
    const site = addSite(place, 'kubelet', args !== undefined ? at(place, 'nodeRegistration', 'kubeletExtraArgs') : at(place, 'kind'), true);
    collectExtraArgs(args, 'kubelet', within(place, 'nodeRegistration', 'kubeletExtraArgs'), site);
  }
}

function addSite(place: Place, component: Component, anchorPath: Path, implied: boolean): ComponentSite {
  const site: ComponentSite = { components: [component], anchorPath, source: 'kubeadm', implied };
  if (!place.patch) place.out.sites.push(site);
  return site;
}

/** `extraArgs: {feature-gates: "A=true"}` (up to v1beta3) or `[{name: feature-gates, value: "A=true"}]` (v1beta4). */
function collectExtraArgs(args: unknown, component: Component, place: Place, site: ComponentSite): void {
  const entries: { name: string; value: unknown; path: Path; namePath?: Path }[] = [];
  if (Array.isArray(args)) {
    args.forEach((entry, i) => {
      if (isRecord(entry) && typeof entry.name === 'string')
        entries.push({ name: entry.name, value: entry.value, path: at(place, i, 'value'), namePath: at(place, i, 'name') });
    });
  } else if (isRecord(args)) {
    for (const [name, value] of Object.entries(args)) entries.push({ name, value, path: at(place, name) });
  }
  for (const entry of entries) {
    const value = entry.value === null || entry.value === undefined ? null : String(entry.value);
    if (entry.name === 'feature-gates' && !site.gatesPath) site.gatesPath = entry.path;
    const namePath = entry.namePath ? { namePath: entry.namePath } : {};
    addFlag({ components: [component], name: entry.name, value, path: entry.path, ...namePath, source: 'kubeadm' }, place.out);
  }
}
