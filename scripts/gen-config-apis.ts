/**
 * Generates `rules/_data/config-apis.yaml`: the API versions of the components' configuration files
 * (one row per apiVersion and kind) and kubeadm's own feature gates. The curated list
 * (scripts/data/config-apis.yaml) gives one entry per apiVersion; this expands the kinds, checks
 * that every removal says what the component does with the file, and sorts the rows.
 */
import { pathToFileURL } from 'node:url';
import type { ConfigApi, KubeadmGate } from '../src/kube/config-apis.js';
import { byText } from '../src/model.js';
import { compareMinor } from '../src/versions.js';
import { dumpYaml, header, loadProvenance, loadYaml, parseOptions, runCli, sourceInfo, usageText, type OptionSpec } from './lib/gen-support.js';

const OPTIONS = {
  apis: { description: 'scripts/data/config-apis.yaml (the curated list)' },
  sources: { description: 'scripts/data/sources.yaml (provenance of the inputs)' },
} satisfies Record<string, OptionSpec>;

const USAGE = usageText('gen-config-apis', 'Writes the configuration file API versions and kubeadm feature gates (rules/_data/config-apis.yaml).', OPTIONS);

const COMPONENTS = ['kubeadm', 'kube-apiserver', 'kube-scheduler', 'kubelet', 'kube-proxy'];
const RELEASE = /^1\.\d+$/;

interface CuratedApi {
  apiVersion: string;
  kinds: string[];
  component: string;
  deprecatedIn?: string;
  removedIn?: string;
  replacement?: string;
  replacementKind?: string;
  effect?: string;
  deprecation?: string;
  nested?: string;
  migrate?: string;
  source?: string;
  unverified?: string;
}

interface CuratedGate {
  name: string;
  deprecatedIn?: string;
  gaIn?: string;
  removedIn?: string;
  replacement?: string;
  advice?: string;
  source?: string;
  unverified?: string;
}

const API_FIELDS = new Set(['apiVersion', 'kinds', 'component', 'deprecatedIn', 'removedIn', 'replacement', 'replacementKind', 'effect', 'deprecation', 'nested', 'migrate', 'source', 'unverified']);
const GATE_FIELDS = new Set(['name', 'deprecatedIn', 'gaIn', 'removedIn', 'replacement', 'advice', 'source', 'unverified']);

function checkRelease(value: unknown, field: string, where: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || !RELEASE.test(value)) throw new Error(`config-apis.yaml: ${where}: ${field} must be a quoted minor release such as "1.30", not ${JSON.stringify(value)}`);
  return value;
}

function checkFields(entry: object, allowed: Set<string>, where: string): void {
  for (const key of Object.keys(entry)) if (!allowed.has(key)) throw new Error(`config-apis.yaml: ${where}: unknown field "${key}"`);
}

function apiRows(entry: CuratedApi): ConfigApi[] {
  const where = `${entry.apiVersion ?? '(no apiVersion)'}`;
  checkFields(entry, API_FIELDS, where);
  if (typeof entry.apiVersion !== 'string' || entry.apiVersion === '') throw new Error('config-apis.yaml: an entry has no apiVersion');
  if (!Array.isArray(entry.kinds) || entry.kinds.length === 0) throw new Error(`config-apis.yaml: ${where}: no kinds`);
  if (!COMPONENTS.includes(entry.component)) throw new Error(`config-apis.yaml: ${where}: unknown component "${entry.component}" (one of ${COMPONENTS.join(', ')})`);
  if (!entry.source?.trim()) throw new Error(`config-apis.yaml: ${where}: no source`);
  const deprecatedIn = checkRelease(entry.deprecatedIn, 'deprecatedIn', where);
  const removedIn = checkRelease(entry.removedIn, 'removedIn', where);
  if (deprecatedIn && removedIn && compareMinor(deprecatedIn, removedIn) >= 0) throw new Error(`config-apis.yaml: ${where}: deprecatedIn is not before removedIn`);
  if (removedIn && !entry.effect?.trim()) throw new Error(`config-apis.yaml: ${where}: a removal needs effect, what the component does with the file`);
  if ((deprecatedIn || removedIn) && (!entry.replacement || !entry.migrate?.trim())) throw new Error(`config-apis.yaml: ${where}: a deprecated or removed version needs replacement and migrate`);
  if (!deprecatedIn && !removedIn && (entry.effect || entry.deprecation || entry.migrate)) throw new Error(`config-apis.yaml: ${where}: a current version has no effect, deprecation or migrate`);
  return entry.kinds.map((kind) => ({
    apiVersion: entry.apiVersion,
    kind,
    component: entry.component,
    deprecatedIn,
    removedIn,
    replacement: entry.replacement ? { apiVersion: entry.replacement, kind: entry.replacementKind ?? kind } : null,
    effect: entry.effect?.trim() ?? null,
    deprecation: entry.deprecation?.trim() ?? null,
    ...(entry.nested ? { nested: entry.nested.trim() } : {}),
    migrate: entry.migrate?.trim() ?? null,
    source: entry.source!.trim(),
    ...(entry.unverified ? { unverified: entry.unverified.trim() } : {}),
  }));
}

function gateRow(entry: CuratedGate): KubeadmGate {
  const where = `kubeadm gate ${entry.name ?? '(no name)'}`;
  checkFields(entry, GATE_FIELDS, where);
  if (typeof entry.name !== 'string' || !/^[A-Z][A-Za-z0-9]+$/.test(entry.name)) throw new Error(`config-apis.yaml: ${where}: a gate name is UpperCamelCase`);
  const removedIn = checkRelease(entry.removedIn, 'removedIn', where);
  if (!removedIn) throw new Error(`config-apis.yaml: ${where}: only removed gates are listed; removedIn is missing`);
  const deprecatedIn = checkRelease(entry.deprecatedIn, 'deprecatedIn', where);
  const gaIn = checkRelease(entry.gaIn, 'gaIn', where);
  for (const [field, value] of [['deprecatedIn', deprecatedIn], ['gaIn', gaIn]] as const) {
    if (value && compareMinor(value, removedIn) >= 0) throw new Error(`config-apis.yaml: ${where}: ${field} is not before removedIn`);
  }
  if (!entry.source?.trim() || !entry.advice?.trim()) throw new Error(`config-apis.yaml: ${where}: needs advice and source`);
  return {
    name: entry.name,
    deprecatedIn,
    gaIn,
    removedIn,
    replacement: entry.replacement ?? null,
    advice: entry.advice.trim(),
    source: entry.source.trim(),
    ...(entry.unverified ? { unverified: entry.unverified.trim() } : {}),
  };
}

export function buildConfigApis(doc: { configApis?: CuratedApi[]; kubeadmFeatureGates?: CuratedGate[] }): { configApis: ConfigApi[]; kubeadmFeatureGates: KubeadmGate[] } {
  if (!doc?.configApis?.length) throw new Error('config-apis.yaml: no "configApis" list');
  const configApis = doc.configApis.flatMap(apiRows).sort((a, b) => byText(a.apiVersion, b.apiVersion) || byText(a.kind, b.kind));
  for (let i = 1; i < configApis.length; i++) {
    if (configApis[i].apiVersion === configApis[i - 1].apiVersion && configApis[i].kind === configApis[i - 1].kind) {
      throw new Error(`config-apis.yaml: ${configApis[i].apiVersion} ${configApis[i].kind} is given twice`);
    }
  }
  const kubeadmFeatureGates = (doc.kubeadmFeatureGates ?? []).map(gateRow).sort((a, b) => byText(a.name, b.name));
  for (let i = 1; i < kubeadmFeatureGates.length; i++) {
    if (kubeadmFeatureGates[i].name === kubeadmFeatureGates[i - 1].name) throw new Error(`config-apis.yaml: kubeadm gate ${kubeadmFeatureGates[i].name} is given twice`);
  }
  return { configApis, kubeadmFeatureGates };
}

export function generate(argv: string[]): string {
  const opts = parseOptions(argv, OPTIONS, USAGE);
  const provenance = loadProvenance(opts.sources);
  const info = sourceInfo(provenance, opts.apis);
  const data = buildConfigApis(loadYaml(opts.apis));
  const text = header('gen-config-apis', [{ path: opts.apis, origin: info.origin }], [
    'configApis: one row per apiVersion and kind of a component configuration file. removedIn: first release whose component no longer accepts it;',
    '  effect: what that component does with the file from then on. Rows without deprecatedIn and removedIn are versions still accepted in 1.37.',
    'kubeadmFeatureGates: kubeadm\'s own gates (ClusterConfiguration featureGates); from removedIn kubeadm rejects the configuration:',
    '  "<name> is not a valid feature name" (cmd/kubeadm/app/apis/kubeadm/validation/validation.go ValidateFeatureGates).',
  ]);
  return `${text}${dumpYaml(data, 3)}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) runCli(generate, process.argv.slice(2));
