/** What the component extractors find: the settings, and where they are written. */
import type { K8sObject, Path } from '../../model.js';

export type Component = 'kube-apiserver' | 'kube-controller-manager' | 'kube-scheduler' | 'kubelet' | 'kube-proxy';

export const KUBERNETES_COMPONENTS: readonly Component[] = ['kube-apiserver', 'kube-controller-manager', 'kube-scheduler', 'kubelet', 'kube-proxy'];

/** How a setting is written, for messages and for rules that treat sources differently. */
export type SettingSource =
  /** A container's command line (static pod, DaemonSet, Deployment...). */
  | 'command-line'
  /** A component config file: KubeletConfiguration, KubeProxyConfiguration... */
  | 'config-file'
  /** kubeadm `extraArgs` / `kubeletExtraArgs` (also inside Cluster API objects and kind patches). */
  | 'kubeadm'
  /** kind `Cluster` (`featureGates`, `runtimeConfig`). */
  | 'kind'
  /** kops `Cluster` / `InstanceGroup` component sections. */
  | 'kops'
  /** A kubelet environment file (kubeadm-flags.env, /etc/default/kubelet) named with `-f`. */
  | 'environment-file';

export interface ComponentFlag {
  components: readonly Component[];
  /** Flag name without the leading dashes: `feature-gates`, `runtime-config`. */
  name: string;
  /** The value as written, or null for a flag given without one. */
  value: string | null;
  /** The command/args item (the value item when the value is a separate item), or the extraArgs entry. */
  path: Path;
  /** Where the flag's name is written, when that is not `path` (the `name` of a v1beta4 extraArgs entry). */
  namePath?: Path;
  source: SettingSource;
}

/**
 * A component configuration document, standalone or inside another object (a ConfigMap value, an
 * AdmissionConfiguration plugin entry): what its apiVersion and kind are, for rules about the
 * versions the components accept.
 */
export interface ConfigDocument {
  apiVersion: string;
  kind: string;
  /** Where the document starts inside the object (`[]` for a standalone document). */
  path: Path;
  /** Inside another object rather than the object itself. */
  embedded: boolean;
  /** For the inline configuration of an AdmissionConfiguration plugin: the plugin's name. */
  plugin?: string;
}

/** A gate of kubeadm's own (`featureGates:` of a ClusterConfiguration), not a component gate. */
export interface KubeadmGateSetting {
  name: string;
  /** The value as written. */
  raw: unknown;
  path: Path;
}

export interface FeatureGateSetting {
  components: readonly Component[];
  name: string;
  /** The value the component would read, or null when it would refuse the value (see `problem`). */
  value: boolean | null;
  /** The value as written. */
  raw: string;
  /** Why the component would refuse the value, in its own words, when `value` is null. */
  problem?: string;
  path: Path;
  source: SettingSource;
}

export type ConfigKind = 'KubeletConfiguration' | 'KubeProxyConfiguration' | 'KubeSchedulerConfiguration' | 'EncryptionConfiguration';

export interface ComponentConfigRef {
  kind: ConfigKind;
  /** apiVersion written in the document (may be empty in kind patches and OpenShift KubeletConfig). */
  apiVersion: string;
  config: Record<string, unknown>;
  /** Where the config document starts inside the object (`[]` for a standalone document). */
  path: Path;
  obj: K8sObject;
  /** True for a fragment merged into a generated config (kind patch, OpenShift KubeletConfig). */
  partial: boolean;
  /** True for the pre-1.13 `v1 EncryptionConfig` form of an encryption config. */
  legacy?: boolean;
}

/**
 * A place that configures one or more components as a whole: rules that report a setting the
 * user did not write (a changed default) point here.
 */
export interface ComponentSite {
  components: readonly Component[];
  /** The feature gate block (`featureGates:` map or `--feature-gates` item), when there is one. */
  gatesPath?: Path;
  /** Where to point otherwise: the config's `kind`, the binary's command item, the section key. */
  anchorPath: Path;
  source: SettingSource;
  /**
   * True when the object only implies the component's configuration (a kubeadm Init/JoinConfiguration
   * for the kubelet, a kops InstanceGroup): a rule should prefer a real config of the same component
   * seen with it.
   */
  implied: boolean;
}

export interface ComponentSettings {
  configs: ComponentConfigRef[];
  flags: ComponentFlag[];
  featureGates: FeatureGateSetting[];
  sites: ComponentSite[];
  documents: ConfigDocument[];
  kubeadmFeatureGates: KubeadmGateSetting[];
}
