/**
 * Where Kubernetes component settings live in the objects users keep in their repositories and
 * clusters, found once per object so that every component-config rule reads the same answer:
 * component config files (also embedded as strings in ConfigMaps, kind patches and old kubeadm
 * files), control-plane static pods and workloads running the binaries (their command lines),
 * kubeadm documents (also inside Cluster API objects), kind and kops cluster definitions.
 *
 * Paths point at the field that holds a setting; for a document embedded in a `|` block scalar
 * the path continues into that document, which the locator follows.
 */
import type { K8sObject } from '../../model.js';
import type { ObjectNeed } from '../../rule.js';
import { groupOf } from '../../model.js';
import { getPath, isRecord, latestOnly, POD_TEMPLATE_KINDS } from '../workloads.js';
import { collectClusterApi } from './cluster-api.js';
import { collectContainers } from './command-lines.js';
import { addComponentConfig } from './component-configs.js';
import { collectConfigMap } from './configmaps.js';
import { collectDocument } from './documents.js';
import { collectEnvironmentFile, KUBELET_ENVIRONMENT_API_VERSION, KUBELET_ENVIRONMENT_KIND } from './environment-file.js';
import { collectKind } from './kind.js';
import { collectKops } from './kops.js';
import type { Place } from './place.js';
import { within } from './place.js';
import type { Component, ComponentConfigRef, ComponentFlag, ComponentSettings, ConfigKind, FeatureGateSetting } from './types.js';
import { KUBERNETES_COMPONENTS } from './types.js';

export type {
  Component,
  ComponentConfigRef,
  ComponentFlag,
  ComponentSettings,
  ComponentSite,
  ConfigDocument,
  ConfigKind,
  FeatureGateSetting,
  KubeadmGateSetting,
  SettingSource,
} from './types.js';
export { KUBERNETES_COMPONENTS } from './types.js';
export { KUBELET_ENVIRONMENT_API_VERSION, KUBELET_ENVIRONMENT_KIND, readEnvironmentFile } from './environment-file.js';

/** Every kind the extractors read; a rule about component configuration lists these as its kinds. */
export const COMPONENT_CONFIG_KINDS = [
  ...POD_TEMPLATE_KINDS,
  'ConfigMap',
  'KubeletConfiguration',
  'KubeProxyConfiguration',
  'KubeSchedulerConfiguration',
  'EncryptionConfiguration',
  'EncryptionConfig',
  'ClusterConfiguration',
  'InitConfiguration',
  'JoinConfiguration',
  'MasterConfiguration',
  'NodeConfiguration',
  'Cluster',
  'InstanceGroup',
  'KubeadmControlPlane',
  'KubeadmControlPlaneTemplate',
  'KubeadmConfig',
  'KubeadmConfigTemplate',
  'KubeletConfig',
  KUBELET_ENVIRONMENT_KIND,
] as const;

/** What most objects hold: one shared answer instead of four empty lists per workload. */
const NOTHING: ComponentSettings = Object.freeze({
  configs: [],
  flags: [],
  featureGates: [],
  sites: [],
  documents: [],
  kubeadmFeatureGates: [],
} as ComponentSettings);
Object.values(NOTHING).forEach((list) => Object.freeze(list));

/** Everything the extractors find in one object, computed once while the rules check it. */
export const componentSettings: (obj: K8sObject) => ComponentSettings = latestOnly((obj: K8sObject) => {
  const settings: ComponentSettings = { configs: [], flags: [], featureGates: [], sites: [], documents: [], kubeadmFeatureGates: [] };
  collect(obj, settings);
  const found =
    settings.configs.length +
    settings.flags.length +
    settings.featureGates.length +
    settings.sites.length +
    settings.documents.length +
    settings.kubeadmFeatureGates.length;
  return found === 0 ? NOTHING : settings;
});

/**
 * Whether a workload or a ConfigMap holds any component setting. Most hold none: the rules that read
 * nothing but these settings are not called for them.
 */
export const HOLDS_COMPONENT_SETTINGS: ObjectNeed = {
  kinds: [...POD_TEMPLATE_KINDS, 'ConfigMap'],
  test: (obj) => componentSettings(obj) !== NOTHING,
};

function configsOfKind(obj: K8sObject, kind: ConfigKind): ComponentConfigRef[] {
  const { configs } = componentSettings(obj);
  return configs.length === 0 ? [] : configs.filter((c) => c.kind === kind);
}

export function featureGateSettings(obj: K8sObject): FeatureGateSetting[] {
  return componentSettings(obj).featureGates;
}

/**
 * One setting of each gate at each field, the one that takes effect: a finding about a gate's value
 * is reported once. component-base reads `--feature-gates=A=true,A=false` into a map before
 * checking it (featuregate.Set), so the last value of a gate in one flag is the one it sees.
 */
export function distinctFeatureGateSettings(obj: K8sObject): FeatureGateSetting[] {
  const settings = featureGateSettings(obj);
  if (settings.length < 2) return settings;
  const last = new Map<string, FeatureGateSetting>();
  for (const setting of settings) last.set(`${setting.path.map(String).join('\u0001')}\u0000${setting.name}`, setting);
  return last.size === settings.length ? settings : [...last.values()];
}

export function flagsOf(obj: K8sObject): ComponentFlag[] {
  return componentSettings(obj).flags;
}

export function kubeletConfigs(obj: K8sObject): ComponentConfigRef[] {
  return configsOfKind(obj, 'KubeletConfiguration');
}

export function kubeProxyConfigs(obj: K8sObject): ComponentConfigRef[] {
  return configsOfKind(obj, 'KubeProxyConfiguration');
}

export function schedulerConfigs(obj: K8sObject): ComponentConfigRef[] {
  return configsOfKind(obj, 'KubeSchedulerConfiguration');
}

export function encryptionConfigs(obj: K8sObject): ComponentConfigRef[] {
  return configsOfKind(obj, 'EncryptionConfiguration');
}

/** "kubelet", "kube-apiserver and kube-controller-manager", "kube-apiserver, kube-scheduler and kubelet". */
export function describeComponents(components: readonly Component[]): string {
  const names = KUBERNETES_COMPONENTS.filter((c) => components.includes(c));
  if (names.length <= 1) return names[0] ?? 'the component';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

function collect(obj: K8sObject, out: ComponentSettings): void {
  // Workloads and ConfigMaps are most of what is loaded: they are settled before anything else is computed.
  if ((POD_TEMPLATE_KINDS as readonly string[]).includes(obj.kind)) {
    collectContainers(obj, out);
    return;
  }
  if (obj.kind === 'ConfigMap') {
    collectConfigMap(obj, out);
    return;
  }
  const place: Place = { obj, prefix: [], exact: true, patch: false, out };
  const group = groupOf(obj.apiVersion);
  if (group === 'kind.x-k8s.io' && obj.kind === 'Cluster') {
    collectKind(obj.body, place);
  } else if (group === 'kops.k8s.io') {
    collectKops(obj, place);
  } else if (group === 'controlplane.cluster.x-k8s.io' || group === 'bootstrap.cluster.x-k8s.io') {
    collectClusterApi(obj, place);
  } else if (obj.kind === KUBELET_ENVIRONMENT_KIND && obj.apiVersion === KUBELET_ENVIRONMENT_API_VERSION) {
    collectEnvironmentFile(obj.body, place);
  } else if (group === 'machineconfiguration.openshift.io' && obj.kind === 'KubeletConfig') {
    // A fragment the machine-config operator merges into its own kubelet configuration, whose
    // feature gates OpenShift manages elsewhere: a config to read, not a place to configure gates.
    const config = getPath(obj.body, ['spec', 'kubeletConfig']);
    if (isRecord(config)) addComponentConfig('KubeletConfiguration', '', config, { ...within(place, 'spec', 'kubeletConfig'), patch: true }, true);
  } else {
    collectDocument(obj.body, place);
  }
}
