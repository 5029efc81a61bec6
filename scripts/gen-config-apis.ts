/**
 * Generates `rules/_data/config-apis.yaml`: the API versions of the components' configuration files
 * (one row per apiVersion and kind) and kubeadm's own feature gates.
 *
 * For every component whose staging repository is extracted (scripts/data/sources/config-apis/),
 * introducedIn and removedIn are derived from the releases that register the kind; the curated list
 * (scripts/data/config-apis.yaml) may not state them, and may not name a kind the extract never
 * registers. Everything else the curated list states (kubeadm's lifecycles, deprecation releases,
 * what a component prints or does) must come with evidence: the verbatim quote and where it was read.
 */
import { pathToFileURL } from 'node:url';
import type { ConfigApi, ConfigApiEvidence, KubeadmGate } from '../src/kube/config-apis.js';
import { byText } from '../src/model.js';
import { compareMinor } from '../src/versions.js';
import { COMPONENT_REPOSITORIES, loadExtracts, type DerivedLifecycle, type RepositoryExtract } from './lib/config-api-lifecycle.js';
import { dumpYaml, header, loadProvenance, loadYaml, parseOptions, runCli, sourceInfo, usageText, type OptionSpec } from './lib/gen-support.js';

const OPTIONS = {
  apis: { description: 'scripts/data/config-apis.yaml (the curated list)' },
  extracts: { description: 'scripts/data/sources/config-apis (registrations per release, from scripts/extract/config-api-versions.ts)' },
  sources: { description: 'scripts/data/sources.yaml (provenance of the inputs)' },
} satisfies Record<string, OptionSpec>;

const USAGE = usageText('gen-config-apis', 'Writes the configuration file API versions and kubeadm feature gates (rules/_data/config-apis.yaml).', OPTIONS);

const COMPONENTS = ['kubeadm', 'kube-apiserver', 'kube-scheduler', 'kubelet', 'kube-proxy'];
const RELEASE = /^1\.\d+$/;
const MAX_QUOTE = 300;
/** The facts a quote can support. */
const FACTS = ['introducedIn', 'deprecatedIn', 'removedIn', 'effect', 'deprecation', 'kinds'] as const;
type Fact = (typeof FACTS)[number];

interface CuratedApi {
  apiVersion: string;
  kinds: string[];
  component: string;
  introducedIn?: string;
  deprecatedIn?: string;
  removedIn?: string;
  replacement?: string;
  replacementKind?: string;
  effect?: string;
  deprecation?: string;
  nested?: string;
  migrate?: string;
  source?: string;
  evidence?: { fact?: string; quote?: string; source?: string }[];
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

const API_FIELDS = new Set([
  'apiVersion',
  'kinds',
  'component',
  'introducedIn',
  'deprecatedIn',
  'removedIn',
  'replacement',
  'replacementKind',
  'effect',
  'deprecation',
  'nested',
  'migrate',
  'source',
  'evidence',
  'unverified',
]);
const GATE_FIELDS = new Set(['name', 'deprecatedIn', 'gaIn', 'removedIn', 'replacement', 'advice', 'source', 'unverified']);

function fail(where: string, message: string): never {
  throw new Error(`config-apis.yaml: ${where}: ${message}`);
}

function checkRelease(value: unknown, field: string, where: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || !RELEASE.test(value)) fail(where, `${field} must be a quoted minor release such as "1.30", not ${JSON.stringify(value)}`);
  return value as string;
}

function checkFields(entry: object, allowed: Set<string>, where: string): void {
  for (const key of Object.keys(entry)) if (!allowed.has(key)) fail(where, `unknown field "${key}"`);
}

function checkEvidence(entry: CuratedApi, where: string): ConfigApiEvidence[] {
  if (entry.evidence !== undefined && !Array.isArray(entry.evidence)) fail(where, 'evidence must be a list of {fact, quote, source}');
  return (entry.evidence ?? []).map((e, i) => {
    const at = `${where} evidence #${i + 1}`;
    if (!FACTS.includes(e?.fact as Fact)) fail(at, `fact must be one of ${FACTS.join(', ')}, not ${JSON.stringify(e?.fact)}`);
    if (typeof e.quote !== 'string' || !e.quote.trim()) fail(at, `no quote: a curated ${e.fact} needs the verbatim sentence or string literal that states it`);
    if (e.quote.length > MAX_QUOTE) fail(at, `the quote has ${e.quote.length} characters; at most ${MAX_QUOTE}`);
    if (typeof e.source !== 'string' || !e.source.trim())
      fail(at, 'no source: say where the quote was read (file and commit, or release notes and pull request)');
    return { fact: e.fact!, quote: e.quote, source: e.source.trim() };
  });
}

/** The derived lifecycle of one kind, or a failure saying why the row does not fit the extract. */
function derivedLifecycle(entry: CuratedApi, kind: string, extract: RepositoryExtract, where: string): DerivedLifecycle {
  const derived = extract.lifecycle(entry.apiVersion, kind);
  if (!derived)
    fail(
      where,
      `${entry.apiVersion} ${kind} is registered in no release of ${extract.repository} (${extract.file}, ${extract.summary}); fix the apiVersion or kind`,
    );
  for (const field of ['introducedIn', 'removedIn'] as const) {
    const stated = entry[field];
    if (stated === undefined) continue;
    const value = derived![field];
    if (stated !== value) {
      fail(
        where,
        `${field} ${JSON.stringify(stated)} contradicts ${extract.file}: ${extract.repository} registers ${entry.apiVersion} ${kind} in ${derived!.registered.join(', ')}, so ${field} is ${JSON.stringify(value)}; drop ${field} from the curated row`,
      );
    }
    fail(where, `${field} is derived from ${extract.file} (${JSON.stringify(value)}); drop it from the curated row`);
  }
  return derived!;
}

function describeDerived(derived: DerivedLifecycle, extract: RepositoryExtract): string {
  const removal = derived.removedOnDevelopmentBranch ? ', absent from its default branch (development)' : '';
  return `${derived.repository} ${derived.packages.join(', ')} registers it in ${derived.registered.join(', ')}${removal} (${extract.file}: ${extract.summary})`;
}

function apiRows(entry: CuratedApi, extracts: Map<string, RepositoryExtract>): ConfigApi[] {
  const where = `${entry.apiVersion ?? '(no apiVersion)'}`;
  checkFields(entry, API_FIELDS, where);
  if (typeof entry.apiVersion !== 'string' || entry.apiVersion === '') throw new Error('config-apis.yaml: an entry has no apiVersion');
  if (!Array.isArray(entry.kinds) || entry.kinds.length === 0) fail(where, 'no kinds');
  if (!COMPONENTS.includes(entry.component)) fail(where, `unknown component "${entry.component}" (one of ${COMPONENTS.join(', ')})`);
  if (!entry.source?.trim()) fail(where, 'no source');
  const evidence = checkEvidence(entry, where);
  const curated = {
    introducedIn: checkRelease(entry.introducedIn, 'introducedIn', where),
    deprecatedIn: checkRelease(entry.deprecatedIn, 'deprecatedIn', where),
    removedIn: checkRelease(entry.removedIn, 'removedIn', where),
    effect: entry.effect?.trim() || null,
    deprecation: entry.deprecation?.trim() || null,
  };
  const repository = COMPONENT_REPOSITORIES[entry.component];
  const extract = repository ? extracts.get(repository) : undefined;
  if (repository && !extract) fail(where, `${entry.component} configuration types live in ${repository}, but the extracts hold no file for it`);
  // Where an extract exists, introducedIn and removedIn are refused below whatever their evidence.
  const curatedFacts = extract
    ? (['deprecatedIn', 'effect', 'deprecation'] as const)
    : (['introducedIn', 'deprecatedIn', 'removedIn', 'effect', 'deprecation'] as const);
  for (const fact of curatedFacts) {
    if (curated[fact] !== null && !evidence.some((e) => e.fact === fact))
      fail(where, `${fact} is curated, so it needs evidence: {fact: ${fact}, quote: <verbatim, at most ${MAX_QUOTE} characters>, source: <where it was read>}`);
  }

  return entry.kinds.map((kind) => {
    const derived = extract ? derivedLifecycle(entry, kind, extract, `${where} ${kind}`) : null;
    const introducedIn = derived ? derived.introducedIn : curated.introducedIn;
    const removedIn = derived ? derived.removedIn : curated.removedIn;
    const deprecatedIn = curated.deprecatedIn;
    const at = `${where} ${kind}`;
    if (deprecatedIn && removedIn && compareMinor(deprecatedIn, removedIn) >= 0) fail(at, `deprecatedIn ${deprecatedIn} is not before removedIn ${removedIn}`);
    if (introducedIn && deprecatedIn && compareMinor(introducedIn, deprecatedIn) > 0)
      fail(at, `deprecatedIn ${deprecatedIn} is before introducedIn ${introducedIn}`);
    if (introducedIn && removedIn && compareMinor(introducedIn, removedIn) >= 0) fail(at, `removedIn ${removedIn} is not after introducedIn ${introducedIn}`);
    if (removedIn && !curated.effect) fail(at, `removed in ${removedIn}: needs effect, what the component does with the file`);
    if ((deprecatedIn || removedIn) && (!entry.replacement || !entry.migrate?.trim()))
      fail(at, 'a deprecated or removed version needs replacement and migrate');
    if (!deprecatedIn && !removedIn && (curated.effect || curated.deprecation || entry.migrate))
      fail(at, 'a current version has no effect, deprecation or migrate');
    return {
      apiVersion: entry.apiVersion,
      kind,
      component: entry.component,
      introducedIn,
      deprecatedIn,
      removedIn,
      replacement: entry.replacement ? { apiVersion: entry.replacement, kind: entry.replacementKind ?? kind } : null,
      effect: curated.effect,
      deprecation: curated.deprecation,
      ...(entry.nested ? { nested: entry.nested.trim() } : {}),
      migrate: entry.migrate?.trim() ?? null,
      source: derived ? `${describeDerived(derived, extract!)}; ${entry.source!.trim()}` : entry.source!.trim(),
      ...(derived ? { derived: ['introducedIn', 'removedIn'] } : {}),
      ...(evidence.length ? { evidence } : {}),
      ...(entry.unverified ? { unverified: entry.unverified.trim() } : {}),
    };
  });
}

function gateRow(entry: CuratedGate): KubeadmGate {
  const where = `kubeadm gate ${entry.name ?? '(no name)'}`;
  checkFields(entry, GATE_FIELDS, where);
  if (typeof entry.name !== 'string' || !/^[A-Z][A-Za-z0-9]+$/.test(entry.name)) fail(where, 'a gate name is UpperCamelCase');
  const removedIn = checkRelease(entry.removedIn, 'removedIn', where);
  if (!removedIn) fail(where, 'only removed gates are listed; removedIn is missing');
  const deprecatedIn = checkRelease(entry.deprecatedIn, 'deprecatedIn', where);
  const gaIn = checkRelease(entry.gaIn, 'gaIn', where);
  for (const [field, value] of [
    ['deprecatedIn', deprecatedIn],
    ['gaIn', gaIn],
  ] as const) {
    if (value && compareMinor(value, removedIn!) >= 0) fail(where, `${field} is not before removedIn`);
  }
  if (!entry.source?.trim() || !entry.advice?.trim()) fail(where, 'needs advice and source');
  return {
    name: entry.name,
    deprecatedIn,
    gaIn,
    removedIn: removedIn!,
    replacement: entry.replacement ?? null,
    advice: entry.advice!.trim(),
    source: entry.source!.trim(),
    ...(entry.unverified ? { unverified: entry.unverified.trim() } : {}),
  };
}

export function buildConfigApis(
  doc: { configApis?: CuratedApi[]; kubeadmFeatureGates?: CuratedGate[] },
  extracts: Map<string, RepositoryExtract>,
): { configApis: ConfigApi[]; kubeadmFeatureGates: KubeadmGate[] } {
  if (!doc?.configApis?.length) throw new Error('config-apis.yaml: no "configApis" list');
  const configApis = doc.configApis.flatMap((entry) => apiRows(entry, extracts)).sort((a, b) => byText(a.apiVersion, b.apiVersion) || byText(a.kind, b.kind));
  for (let i = 1; i < configApis.length; i++) {
    if (configApis[i].apiVersion === configApis[i - 1].apiVersion && configApis[i].kind === configApis[i - 1].kind) {
      throw new Error(`config-apis.yaml: ${configApis[i].apiVersion} ${configApis[i].kind} is given twice`);
    }
  }
  const kubeadmFeatureGates = (doc.kubeadmFeatureGates ?? []).map(gateRow).sort((a, b) => byText(a.name, b.name));
  for (let i = 1; i < kubeadmFeatureGates.length; i++) {
    if (kubeadmFeatureGates[i].name === kubeadmFeatureGates[i - 1].name)
      throw new Error(`config-apis.yaml: kubeadm gate ${kubeadmFeatureGates[i].name} is given twice`);
  }
  return { configApis, kubeadmFeatureGates };
}

export function generate(argv: string[]): string {
  const opts = parseOptions(argv, OPTIONS, USAGE);
  const provenance = loadProvenance(opts.sources);
  const info = sourceInfo(provenance, opts.apis);
  const extracts = loadExtracts(opts.extracts);
  const data = buildConfigApis(loadYaml(opts.apis), extracts);
  const inputs = [
    { path: opts.apis, origin: info.origin },
    ...[...extracts.values()].map((e) => ({
      path: e.file,
      origin: `registrations in ${e.repository} at ${e.summary} (scripts/extract/config-api-versions.ts)`,
    })),
  ];
  const text = header('gen-config-apis', inputs, [
    'configApis: one row per apiVersion and kind of a component configuration file. removedIn: first release whose component no longer accepts it;',
    '  effect: what that component does with the file from then on. Rows without deprecatedIn and removedIn are versions still accepted by the newest code read.',
    '  Rows of kube-apiserver, kube-scheduler, kubelet and kube-proxy (derived: [introducedIn, removedIn]) take both from the registrations of their',
    '  staging repository: introducedIn is the first release whose tag registers the kind (null: the oldest tag read already does), removedIn the',
    '  first that no longer does. evidence: the verbatim quote and location of every curated fact.',
    "kubeadmFeatureGates: kubeadm's own gates (ClusterConfiguration featureGates); from removedIn kubeadm rejects the configuration:",
    '  "<name> is not a valid feature name" (cmd/kubeadm/app/apis/kubeadm/validation/validation.go ValidateFeatureGates).',
  ]);
  return `${text}${dumpYaml(data, 3)}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) runCli(generate, process.argv.slice(2));
