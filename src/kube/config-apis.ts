/**
 * API versions of the components' configuration files and kubeadm's own feature gates
 * (`rules/_data/config-apis.yaml`). Loaded on first use.
 */
import { loadRuleData } from '../data.js';

/** One apiVersion and kind of a configuration file. */
export interface ConfigApi {
  apiVersion: string;
  kind: string;
  /** The program that reads the file: kubeadm, kube-apiserver, kube-scheduler, kubelet, kube-proxy. */
  component: string;
  /** First release that accepts it; null or absent when older than the sources read. */
  introducedIn?: string | null;
  deprecatedIn: string | null;
  removedIn: string | null;
  replacement: { apiVersion: string; kind: string } | null;
  /** What the component does with the file from `removedIn` on. */
  effect: string | null;
  deprecation: string | null;
  nested?: string;
  migrate: string | null;
  source: string;
  /** The fields taken from the staging repository's registrations rather than from the curated list. */
  derived?: string[];
  /** Each curated fact with the verbatim quote that states it and where it was read. */
  evidence?: ConfigApiEvidence[];
  unverified?: string;
}

export interface ConfigApiEvidence {
  /** introducedIn, deprecatedIn, removedIn, effect, deprecation or kinds. */
  fact: string;
  quote: string;
  source: string;
}

export interface KubeadmGate {
  name: string;
  deprecatedIn: string | null;
  gaIn: string | null;
  removedIn: string;
  replacement: string | null;
  advice: string;
  source: string;
  unverified?: string;
}

interface ConfigApisFile {
  configApis: ConfigApi[];
  kubeadmFeatureGates: KubeadmGate[];
}

let apis: Map<string, ConfigApi> | undefined;
let gates: Map<string, KubeadmGate> | undefined;

function load(): void {
  const file = loadRuleData<ConfigApisFile>('config-apis.yaml');
  apis = new Map(file.configApis.map((row) => [`${row.apiVersion}\u0000${row.kind}`, row]));
  gates = new Map(file.kubeadmFeatureGates.map((row) => [row.name, row]));
}

export function configApiOf(apiVersion: string, kind: string): ConfigApi | undefined {
  if (!apis) load();
  return apis!.get(`${apiVersion}\u0000${kind}`);
}

export function kubeadmGate(name: string): KubeadmGate | undefined {
  if (!gates) load();
  return gates!.get(name);
}
