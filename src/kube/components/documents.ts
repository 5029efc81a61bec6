/** Config documents of every kind this folder reads, standalone or embedded in a string. */
import yaml from 'js-yaml';
import { groupOf } from '../../model.js';
import { checkExpansion } from '../../sources/alias-expansion.js';
import { isRecord } from '../workloads.js';
import { KUBERNETES_YAML_SCHEMA } from '../yaml-schema.js';
import { addComponentConfig } from './component-configs.js';
import { collectKubeadm, KUBEADM_KINDS } from './kubeadm.js';
import type { Place } from './place.js';
import { at } from './place.js';

/**
 * API groups of the components' configuration files. `v1` Policy (the legacy scheduler policy) and
 * `v1` EncryptionConfig are the two configuration kinds of the core group.
 */
const CONFIG_GROUPS: ReadonlySet<string> = new Set([
  'kubeadm.k8s.io',
  'kubelet.config.k8s.io',
  'kubeproxy.config.k8s.io',
  'kubescheduler.config.k8s.io',
  'audit.k8s.io',
  'apiserver.config.k8s.io',
  'apiserver.k8s.io',
  'eventratelimit.admission.k8s.io',
  'resourcequota.admission.k8s.io',
  'pod-security.admission.config.k8s.io',
]);
const CORE_CONFIG_KINDS: ReadonlySet<string> = new Set(['Policy', 'EncryptionConfig']);

/** Records the apiVersion and kind of a configuration document, and of the plugin configurations an AdmissionConfiguration holds inline. */
function recordDocument(doc: Record<string, unknown>, kind: string, apiVersion: string, group: string, place: Place): void {
  // A kind patch is merged into a document kind writes itself, in the version kind chooses.
  if (place.patch || kind === '' || apiVersion === '') return;
  if (!CONFIG_GROUPS.has(group) && !(apiVersion === 'v1' && CORE_CONFIG_KINDS.has(kind))) return;
  place.out.documents.push({ apiVersion, kind, path: at(place), embedded: place.prefix.length > 0 });
  if (kind !== 'AdmissionConfiguration' || !Array.isArray(doc.plugins)) return;
  doc.plugins.forEach((plugin, i) => {
    const configuration = isRecord(plugin) ? plugin.configuration : undefined;
    if (!isRecord(configuration) || typeof configuration.apiVersion !== 'string' || typeof configuration.kind !== 'string') return;
    const name = typeof (plugin as Record<string, unknown>).name === 'string' ? { plugin: (plugin as Record<string, string>).name } : {};
    place.out.documents.push({
      apiVersion: configuration.apiVersion,
      kind: configuration.kind,
      path: at(place, 'plugins', i, 'configuration'),
      embedded: true,
      ...name,
    });
  });
}

/** A config document of any kind this module knows, standalone or embedded. Returns whether it was one. */
export function collectDocument(doc: Record<string, unknown>, place: Place): boolean {
  const patch = place.patch;
  const kind = typeof doc.kind === 'string' ? doc.kind : '';
  const apiVersion = typeof doc.apiVersion === 'string' ? doc.apiVersion : '';
  const group = groupOf(apiVersion);
  recordDocument(doc, kind, apiVersion, group, place);
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

/**
 * Documents inside a string; only the first can be followed by the locator. A document whose
 * aliases expand past the budget is not read: the manifest source measured the object holding the
 * string, not the YAML inside it, and the extractors walk (and print) what that YAML holds.
 */
export function collectEmbedded(text: string, place: Place): void {
  let documents: unknown[];
  try {
    documents = yaml.loadAll(text, undefined, { schema: KUBERNETES_YAML_SCHEMA });
  } catch {
    return;
  }
  // An alias is written with `*`: text without one holds no alias to measure.
  const aliases = text.includes('*');
  documents.forEach((doc, i) => {
    if (isRecord(doc) && (!aliases || checkExpansion(doc, undefined, text.length).ok)) collectDocument(doc, { ...place, exact: place.exact && i === 0 });
  });
}
