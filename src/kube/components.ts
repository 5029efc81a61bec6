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
import yaml from 'js-yaml';
import type { K8sObject, Path } from '../model.js';
import { groupOf } from '../model.js';
import { containersOf, getPath, isRecord, latestOnly, POD_TEMPLATE_KINDS, podSpecOf } from './workloads.js';
import { KUBERNETES_YAML_SCHEMA } from './yaml-schema.js';

export type Component = 'kube-apiserver' | 'kube-controller-manager' | 'kube-scheduler' | 'kubelet' | 'kube-proxy';

export const KUBERNETES_COMPONENTS: readonly Component[] = ['kube-apiserver', 'kube-controller-manager', 'kube-scheduler', 'kubelet', 'kube-proxy'];

/** Every kind this module reads; a rule about component configuration lists these as its kinds. */
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
] as const;

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
  | 'kops';

export interface ComponentFlag {
  components: readonly Component[];
  /** Flag name without the leading dashes: `feature-gates`, `runtime-config`. */
  name: string;
  /** The value as written, or null for a flag given without one. */
  value: string | null;
  /** The command/args item (the value item when the value is a separate item), or the extraArgs entry. */
  path: Path;
  source: SettingSource;
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
}

/** What most objects hold: one shared answer instead of four empty lists per workload. */
const NOTHING: ComponentSettings = Object.freeze({ configs: [], flags: [], featureGates: [], sites: [] } as ComponentSettings);
Object.values(NOTHING).forEach((list) => Object.freeze(list));

/** Everything this module finds in one object, computed once while the rules check it. */
export const componentSettings: (obj: K8sObject) => ComponentSettings = latestOnly((obj: K8sObject) => {
  const settings: ComponentSettings = { configs: [], flags: [], featureGates: [], sites: [] };
  collect(obj, settings);
  return settings.configs.length + settings.flags.length + settings.featureGates.length + settings.sites.length === 0 ? NOTHING : settings;
});

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

// ---------------------------------------------------------------------------------------------
// Dispatch

/**
 * Where a document sits: `prefix` is its path inside the object; when `exact` is false the document
 * is not the first in its string (the locator only descends into the first), so every path inside
 * it collapses to the prefix.
 */
interface Place {
  obj: K8sObject;
  prefix: Path;
  exact: boolean;
  /**
   * Inside a kind `kubeadmConfigPatches` item: the kind Cluster is already the site of every
   * component, so patches add settings but no sites.
   */
  patch: boolean;
  out: ComponentSettings;
}

function at(place: Place, ...rest: Path): Path {
  return place.exact ? [...place.prefix, ...rest] : place.prefix;
}

function within(place: Place, ...rest: Path): Place {
  return { ...place, prefix: at(place, ...rest) };
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
  } else if (group === 'machineconfiguration.openshift.io' && obj.kind === 'KubeletConfig') {
    // A fragment the machine-config operator merges into its own kubelet configuration, whose
    // feature gates OpenShift manages elsewhere: a config to read, not a place to configure gates.
    const config = getPath(obj.body, ['spec', 'kubeletConfig']);
    if (isRecord(config)) addComponentConfig('KubeletConfiguration', '', config, { ...within(place, 'spec', 'kubeletConfig'), patch: true }, true);
  } else {
    collectDocument(obj.body, place);
  }
}

/** A config document of any kind this module knows, standalone or embedded. Returns whether it was one. */
function collectDocument(doc: Record<string, unknown>, place: Place): boolean {
  const patch = place.patch;
  const kind = typeof doc.kind === 'string' ? doc.kind : '';
  const apiVersion = typeof doc.apiVersion === 'string' ? doc.apiVersion : '';
  const group = groupOf(apiVersion);
  // kind patches may leave out apiVersion: kind matches them by kind alone.
  const groupIs = (expected: string) => group === expected || (patch && apiVersion === '');
  if (kind === 'KubeletConfiguration' && groupIs('kubelet.config.k8s.io')) {
    addComponentConfig('KubeletConfiguration', apiVersion, doc, place, false);
  } else if (kind === 'KubeProxyConfiguration' && groupIs('kubeproxy.config.k8s.io')) {
    addComponentConfig('KubeProxyConfiguration', apiVersion, doc, place, false);
  } else if (kind === 'KubeSchedulerConfiguration' && groupIs('kubescheduler.config.k8s.io')) {
    addComponentConfig('KubeSchedulerConfiguration', apiVersion, doc, place, false);
  } else if (kind === 'EncryptionConfiguration' && group === 'apiserver.config.k8s.io') {
    place.out.configs.push({ kind: 'EncryptionConfiguration', apiVersion, config: doc, path: at(place), obj: place.obj, partial: false });
  } else if (kind === 'EncryptionConfig' && apiVersion === 'v1') {
    place.out.configs.push({ kind: 'EncryptionConfiguration', apiVersion, config: doc, path: at(place), obj: place.obj, partial: false, legacy: true });
  } else if (KUBEADM_KINDS.has(kind) && groupIs('kubeadm.k8s.io')) {
    collectKubeadm(doc, kind, place);
  } else {
    return false;
  }
  return true;
}

// ---------------------------------------------------------------------------------------------
// Component config files

const GATED_CONFIGS: Partial<Record<ConfigKind, Component>> = {
  KubeletConfiguration: 'kubelet',
  KubeProxyConfiguration: 'kube-proxy',
};

function addComponentConfig(kind: ConfigKind, apiVersion: string, config: Record<string, unknown>, place: Place, fragment: boolean): void {
  place.out.configs.push({ kind, apiVersion, config, path: at(place), obj: place.obj, partial: fragment || place.patch });
  const component = GATED_CONFIGS[kind];
  if (!component) return;
  const gates = config.featureGates;
  if (!place.patch) place.out.sites.push({
    components: [component],
    gatesPath: gates !== undefined ? at(place, 'featureGates') : undefined,
    anchorPath: 'kind' in config ? at(place, 'kind') : at(place),
    source: 'config-file',
    implied: false,
  });
  if (isRecord(gates)) addGateMap(gates, [component], within(place, 'featureGates'), 'config-file', 'yaml');
}

/**
 * A `featureGates:` map. Config files are decoded into `map[string]bool` (YAML 1.1 booleans such as
 * `yes` included; a quoted "true" is a string and fails); kops maps are strings rendered into
 * `--feature-gates`, parsed like the flag.
 */
function addGateMap(gates: Record<string, unknown>, components: readonly Component[], place: Place, source: SettingSource, style: 'yaml' | 'flag'): void {
  for (const [name, raw] of Object.entries(gates)) {
    const path = at(place, name);
    if (typeof raw === 'boolean') {
      place.out.featureGates.push({ components, name, value: raw, raw: String(raw), path, source });
      continue;
    }
    const text = raw === null || raw === undefined ? '' : String(raw);
    if (isUnresolved(text)) continue;
    const value = style === 'yaml' ? yamlBoolean(text) : parseGoBool(text.trim());
    const problem = style === 'yaml' ? `feature gate ${name} must be true or false, not ${JSON.stringify(raw)}` : `invalid value of ${name}=${text.trim()}`;
    place.out.featureGates.push({ components, name, value, raw: text, path, source, ...(value === null ? { problem } : {}) });
  }
}

// ---------------------------------------------------------------------------------------------
// Feature gate strings (`--feature-gates=A=true,B=false`)

const GO_TRUE = new Set(['1', 't', 'T', 'TRUE', 'true', 'True']);
const GO_FALSE = new Set(['0', 'f', 'F', 'FALSE', 'false', 'False']);

/** strconv.ParseBool, which the feature gate flag uses. */
function parseGoBool(text: string): boolean | null {
  if (GO_TRUE.has(text)) return true;
  if (GO_FALSE.has(text)) return false;
  return null;
}

/** Booleans as sigs.k8s.io/yaml (YAML 1.1) reads them; js-yaml leaves the 1.1-only words as strings. */
function yamlBoolean(text: string): boolean | null {
  if (/^(?:y|Y|yes|Yes|YES|on|On|ON)$/.test(text)) return true;
  if (/^(?:n|N|no|No|NO|off|Off|OFF)$/.test(text)) return false;
  return null;
}

/** Template and shell placeholders stand for values this scan cannot know. */
function isUnresolved(text: string): boolean {
  return /\$\{|\$\(|\{\{|\{%/.test(text);
}

/** Parses the value of `--feature-gates` the way component-base's featureGate.Set does. */
function addGateString(value: string, components: readonly Component[], path: Path, source: SettingSource, out: ComponentSettings): void {
  for (const part of value.split(',')) {
    if (part.length === 0 || isUnresolved(part)) continue;
    const eq = part.indexOf('=');
    const name = (eq < 0 ? part : part.slice(0, eq)).trim();
    if (name === '') continue;
    if (eq < 0) {
      out.featureGates.push({ components, name, value: null, raw: '', problem: `missing bool value for ${name}`, path, source });
      continue;
    }
    const raw = part.slice(eq + 1).trim();
    const parsed = parseGoBool(raw);
    out.featureGates.push({ components, name, value: parsed, raw, path, source, ...(parsed === null ? { problem: `invalid value of ${name}=${raw}` } : {}) });
  }
}

function addFlag(flag: ComponentFlag, out: ComponentSettings): void {
  out.flags.push(flag);
  if (flag.name === 'feature-gates' && flag.value !== null) addGateString(flag.value, flag.components, flag.path, flag.source, out);
}

// ---------------------------------------------------------------------------------------------
// Command lines

const BINARIES: Record<string, Component> = {
  'kube-apiserver': 'kube-apiserver',
  'kube-controller-manager': 'kube-controller-manager',
  'kube-scheduler': 'kube-scheduler',
  'kube-proxy': 'kube-proxy',
  kubelet: 'kubelet',
};

/** `hyperkube <name>` accepted both the short and the binary name. */
const HYPERKUBE_COMMANDS: Record<string, Component> = {
  ...BINARIES,
  apiserver: 'kube-apiserver',
  'controller-manager': 'kube-controller-manager',
  scheduler: 'kube-scheduler',
  proxy: 'kube-proxy',
};

const SHELLS = new Set(['sh', 'bash', 'ash', 'dash', 'zsh', 'busybox', 'powershell', 'pwsh', 'cmd']);
/** Shells where a backslash is a path separator, not an escape. */
const WINDOWS_SHELLS = new Set(['powershell', 'pwsh', 'cmd']);

/** `-c`, `-ec`, `-xc` (POSIX shells), `-Command` (PowerShell), `/c` (cmd). */
const SCRIPT_OPTION = /^(?:-[a-z]*c[a-z]*|-[Cc]ommand|\/[cC])$/;

interface ArgItem {
  text: string;
  path: Path;
}

/** The program name of a command: `/usr/local/bin/kube-proxy` and `C:\\k\\kube-proxy.exe` are both `kube-proxy`. */
function basename(command: string): string {
  return command.slice(Math.max(command.lastIndexOf('/'), command.lastIndexOf('\\')) + 1).replace(/\.exe$/i, '');
}

/** The component an image runs when a container gives only `args`: `registry.k8s.io/kube-proxy:v1.33.0`. */
function componentOfImage(image: unknown): Component | undefined {
  if (typeof image !== 'string') return undefined;
  const name = basename(image.split('@')[0].replace(/:[^/:]*$/, ''));
  return BINARIES[name.replace(/-(?:amd64|arm64|arm|ppc64le|s390x)$/, '')];
}

function collectContainers(obj: K8sObject, out: ComponentSettings): void {
  const pod = podSpecOf(obj);
  if (!pod) return;
  for (const ref of containersOf(pod)) {
    // Most containers run their image's entrypoint: nothing to read.
    if (!Array.isArray(ref.container.command) && !Array.isArray(ref.container.args)) continue;
    const argv: ArgItem[] = [];
    for (const field of ['command', 'args'] as const) {
      const list = ref.container[field];
      if (!Array.isArray(list)) continue;
      list.forEach((item, i) => {
        if (typeof item === 'string' || typeof item === 'number') argv.push({ text: String(item), path: [...ref.path, field, i] });
      });
    }
    if (argv.length === 0) continue;
    const hasCommand = Array.isArray(ref.container.command) && ref.container.command.length > 0;
    const imageComponent = hasCommand ? undefined : componentOfImage(ref.container.image);
    collectCommandLine(argv, imageComponent, out);
  }
}

/** Finds the component a command line runs and records its flags. */
function collectCommandLine(argv: ArgItem[], imageComponent: Component | undefined, out: ComponentSettings): void {
  if (argv.length === 0) return;
  if (argv[0].text.startsWith('-')) {
    if (imageComponent) addCommandLine(imageComponent, argv[0].path, argv, out);
    return;
  }
  const first = basename(argv[0].text);
  const component = BINARIES[first];
  if (component) {
    addCommandLine(component, argv[0].path, argv.slice(1), out);
    return;
  }
  if (first === 'hyperkube' && argv[1]) {
    const sub = HYPERKUBE_COMMANDS[argv[1].text];
    if (sub) addCommandLine(sub, argv[1].path, argv.slice(2), out);
    return;
  }
  if (SHELLS.has(first)) {
    const option = argv.findIndex((item, i) => i > 0 && SCRIPT_OPTION.test(item.text));
    if (option > 0 && argv[option + 1]) collectShellScript(argv[option + 1], !WINDOWS_SHELLS.has(first), out);
  }
}

function addCommandLine(component: Component, binaryPath: Path, args: ArgItem[], out: ComponentSettings): void {
  const site: ComponentSite = { components: [component], anchorPath: binaryPath, source: 'command-line', implied: false };
  out.sites.push(site);
  for (let i = 0; i < args.length; i++) {
    const text = args[i].text;
    if (!text.startsWith('--') || text === '--') continue;
    const eq = text.indexOf('=');
    let name = eq < 0 ? text.slice(2) : text.slice(2, eq);
    let value: string | null = eq < 0 ? null : text.slice(eq + 1);
    let path = args[i].path;
    // `--feature-gates` `A=true`: pflag takes the next argument as the value of a non-boolean flag.
    if (value === null && args[i + 1] && !args[i + 1].text.startsWith('-')) {
      value = args[i + 1].text;
      path = args[i + 1].path;
      i++;
    }
    name = name.trim();
    if (name === 'feature-gates' && !site.gatesPath) site.gatesPath = path;
    addFlag({ components: [component], name, value, path, source: 'command-line' }, out);
  }
}

/**
 * `sh -c "exec kube-proxy --feature-gates=... --v=2"`: finds the command that runs a component in
 * the script and reads its flags. Every setting points at the script item.
 */
function collectShellScript(script: ArgItem, posix: boolean, out: ComponentSettings): void {
  for (const words of shellCommands(script.text, posix)) {
    let start = 0;
    while (start < words.length && (words[start] === 'exec' || /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[start]))) start++;
    const items = words.slice(start).map((text) => ({ text, path: script.path }));
    if (items.length === 0) continue;
    const first = basename(items[0].text);
    if (BINARIES[first] || first === 'hyperkube') {
      collectCommandLine(items, undefined, out);
      return;
    }
  }
}

/** Splits a shell script into simple commands of words, honouring quotes and line continuations. */
function shellCommands(script: string, posix: boolean): string[][] {
  const commands: string[][] = [];
  let words: string[] = [];
  let word = '';
  let inWord = false;
  const endWord = () => {
    if (inWord) words.push(word);
    word = '';
    inWord = false;
  };
  const endCommand = () => {
    endWord();
    if (words.length > 0) commands.push(words);
    words = [];
  };
  for (let i = 0; i < script.length; i++) {
    const ch = script[i];
    if (ch === '\\' && posix && script[i + 1] === '\n') {
      i++;
    } else if (ch === '\\' && posix) {
      word += script[i + 1] ?? '';
      inWord = true;
      i++;
    } else if (ch === "'" || ch === '"') {
      const close = script.indexOf(ch, i + 1);
      const end = close < 0 ? script.length : close;
      word += script.slice(i + 1, end);
      inWord = true;
      i = end;
    } else if (ch === ' ' || ch === '\t') {
      endWord();
    } else if (ch === '\n' || ch === ';' || ch === '&' || ch === '|') {
      endCommand();
    } else if (ch === '#' && !inWord) {
      const lineEnd = script.indexOf('\n', i);
      i = lineEnd < 0 ? script.length : lineEnd - 1;
    } else {
      word += ch;
      inWord = true;
    }
  }
  endCommand();
  return commands;
}

// ---------------------------------------------------------------------------------------------
// ConfigMaps

const EMBEDDED_KIND = /["']?kind["']?\s*:\s*["']?(?:KubeletConfiguration|KubeProxyConfiguration|KubeSchedulerConfiguration|EncryptionConfiguration|ClusterConfiguration|InitConfiguration|JoinConfiguration|MasterConfiguration)\b/;

/**
 * kubeadm keeps `kubelet-config` (key `kubelet`), `kube-proxy` (`config.conf`) and `kubeadm-config`
 * (`ClusterConfiguration`); other installers use other keys. Any data value holding a known config
 * document counts.
 */
function collectConfigMap(obj: K8sObject, out: ComponentSettings): void {
  const data = obj.body.data;
  if (!isRecord(data)) return;
  for (const [key, value] of Object.entries(data)) {
    // Every kind EMBEDDED_KIND names ends in "Configuration": a plain substring search rules out
    // almost every value before the pattern runs.
    if (typeof value !== 'string' || !value.includes('Configuration') || !EMBEDDED_KIND.test(value)) continue;
    collectEmbedded(value, { obj, prefix: ['data', key], exact: true, patch: false, out });
  }
}

/** Documents inside a string; only the first can be followed by the locator. */
function collectEmbedded(text: string, place: Place): void {
  let documents: unknown[];
  try {
    documents = yaml.loadAll(text, undefined, { schema: KUBERNETES_YAML_SCHEMA });
  } catch {
    return;
  }
  documents.forEach((doc, i) => {
    if (isRecord(doc)) collectDocument(doc, { ...place, exact: place.exact && i === 0 });
  });
}

// ---------------------------------------------------------------------------------------------
// kubeadm

const KUBEADM_KINDS = new Set(['ClusterConfiguration', 'InitConfiguration', 'JoinConfiguration', 'MasterConfiguration', 'NodeConfiguration']);

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
 * IPv6DualStack in old releases...), not component gates, and are left alone here.
 */
function collectKubeadm(doc: Record<string, unknown>, kind: string, place: Place): void {
  if (kind === 'ClusterConfiguration' || kind === 'MasterConfiguration') {
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
  const entries: { name: string; value: unknown; path: Path }[] = [];
  if (Array.isArray(args)) {
    args.forEach((entry, i) => {
      if (isRecord(entry) && typeof entry.name === 'string') entries.push({ name: entry.name, value: entry.value, path: at(place, i, 'value') });
    });
  } else if (isRecord(args)) {
    for (const [name, value] of Object.entries(args)) entries.push({ name, value, path: at(place, name) });
  }
  for (const entry of entries) {
    const value = entry.value === null || entry.value === undefined ? null : String(entry.value);
    if (entry.name === 'feature-gates' && !site.gatesPath) site.gatesPath = entry.path;
    addFlag({ components: [component], name: entry.name, value, path: entry.path, source: 'kubeadm' }, place.out);
  }
}

// ---------------------------------------------------------------------------------------------
// Cluster API (kubeadm documents inside KubeadmControlPlane, KubeadmConfig and their templates)

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

function collectClusterApi(obj: K8sObject, place: Place): void {
  const specPath = CLUSTER_API_SPECS[obj.kind];
  if (!specPath) return;
  const spec = getPath(obj.body, specPath);
  if (!isRecord(spec)) return;
  for (const [field, kind] of CLUSTER_API_DOCUMENTS) {
    const doc = spec[field];
    if (isRecord(doc)) collectKubeadm(doc, kind, within(place, ...specPath, field));
  }
}

// ---------------------------------------------------------------------------------------------
// kind

/** kind passes `featureGates` to every component and `runtimeConfig` to the API server. */
function collectKind(body: Record<string, unknown>, place: Place): void {
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
      place.out.flags.push({ components: ['kube-apiserver'], name: 'runtime-config', value: `${key}=${String(value)}`, path: at(place, 'runtimeConfig', key), source: 'kind' });
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

// ---------------------------------------------------------------------------------------------
// kops

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

function collectKops(obj: K8sObject, place: Place): void {
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
