/**
 * Generates `rules/_data/addon-apis.yaml`: one row per deprecated or removed API version and kind of
 * a widely used add-on (cert-manager, Istio, Gateway API, ...). The release facts come from the
 * add-ons' own CRDs, read release by release into `scripts/data/sources/addon-crds/<add-on>.yaml`
 * (scripts/extract/addon-crds.ts): when a version is first marked deprecated, when no CRD serves
 * it any more, when no CRD lists it. The curated file `scripts/data/addon-apis.yaml` says which
 * versions matter, what replaces them and what to do, each row with a verbatim quote of the
 * project's own words and where it stands; a curated release the CRDs contradict is refused, and
 * a deprecated or removed version with no row is too.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { byText } from '../src/model.js';
import type { Addon as AddonInfo, AddonApi as AddonApiRow } from '../src/kube/addon-apis.js';
import { compareAddonVersions, parseAddonVersion } from '../src/versions.js';
import { crdEvidence, settleReleaseFacts } from './lib/addon-crd-check.js';
import { deriveVersionFacts, knowsKind, sortedReleases, type AddonCrdExtract } from './lib/addon-crd-facts.js';
import { dumpYaml, header, loadProvenance, loadYaml, parseOptions, runCli, sourceInfo, usageText, type OptionSpec } from './lib/gen-support.js';

const OPTIONS = {
  curated: { description: 'scripts/data/addon-apis.yaml (curated add-on API rows, each with a quote and its source)' },
  crds: { description: 'scripts/data/sources/addon-crds (one CRD extract per add-on, <name>.yaml)' },
  sources: { description: 'scripts/data/sources.yaml (provenance of the inputs)' },
} satisfies Record<string, OptionSpec>;

const USAGE = usageText('gen-addon-apis', 'Writes the add-on API table (rules/_data/addon-apis.yaml).', OPTIONS);

/**
 * A curated row. The release fields may be left out: they are then taken from the CRDs. Given,
 * they must agree with the CRDs, or rest on the quote where the CRDs say nothing.
 */
interface CuratedRow {
  addon: string;
  apiVersion: string;
  kinds: string[];
  deprecatedIn?: string | null;
  removedIn?: string | null;
  channelRemovals?: Record<string, string>;
  droppedFromCrdIn?: string | null;
  storedVersionsMigration: boolean;
  replacement: { apiVersion: string; kind?: string; availableIn?: string } | null;
  notes?: string;
  storedVersionsFix?: string;
  unconfirmed?: string;
  /** The project's own words (at most 300 characters, verbatim) that the row rests on. */
  quote: string;
  /** Where the quote stands: repository, file and tag or commit. */
  source: string;
  url: string;
}

/** A version the CRDs deprecate or stop serving that deliberately has no row, with the reason. */
interface LeftOut {
  addon: string;
  apiVersion: string;
  kinds: string[];
  reason: string;
}

interface CuratedFile {
  addons: AddonInfo[];
  apis: CuratedRow[];
  leftOut?: LeftOut[];
}

/** The CRD extracts by add-on name. */
export type CrdExtracts = Map<string, AddonCrdExtract>;

const QUOTE_LIMIT = 300;

const NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const API_VERSION = /^[a-z0-9.-]+\.[a-z]+\/v\d+((alpha|beta)\d+)?$/;

/** A mistake in the curated file, naming the row. */
function fail(where: string, message: string): never {
  throw new Error(`addon-apis.yaml: ${where}: ${message}`);
}

function text(value: unknown, where: string, field: string): string {
  if (typeof value !== 'string' || value.trim() === '') fail(where, `${field} must be a non-empty string`);
  return value.trim().replace(/\s+/g, ' ');
}

function https(value: unknown, where: string, field: string): string {
  const url = text(value, where, field);
  if (!url.startsWith('https://')) fail(where, `${field} must be an https URL, got ${url}`);
  return url;
}

function release(value: unknown, where: string, field: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string' || !parseAddonVersion(value)) fail(where, `${field} "${String(value)}" is not a release version such as v1.7.0`);
  return value;
}

/** Releases of one row must follow each other: deprecated, then not served, then gone from the CRD. */
function checkOrder(where: string, earlier: [string, string | null], later: [string, string | null]): void {
  if (earlier[1] && later[1] && compareAddonVersions(earlier[1], later[1]) > 0) fail(where, `${earlier[0]} ${earlier[1]} is after ${later[0]} ${later[1]}`);
}

function addonInfo(entry: AddonInfo, i: number): AddonInfo {
  const where = `addons[${i}]`;
  const name = text(entry.name, where, 'name');
  if (!NAME.test(name)) fail(where, `name "${name}" is not kebab-case`);
  const newestKnown = release(entry.newestKnown, where, 'newestKnown');
  if (!newestKnown) fail(where, 'newestKnown is required: rows are judged against it when no target is given');
  if (!Array.isArray(entry.sources) || entry.sources.length === 0) fail(where, 'sources must list the project pages the rows come from');
  return {
    name,
    title: text(entry.title, where, 'title'),
    versionAxis: text(entry.versionAxis, where, 'versionAxis'),
    newestKnown,
    newestKnownSource: text(entry.newestKnownSource, where, 'newestKnownSource'),
    rewrite: text(entry.rewrite, where, 'rewrite'),
    storedVersionsFix: text(entry.storedVersionsFix, where, 'storedVersionsFix'),
    sources: entry.sources.map((s, j) => ({ title: text(s?.title, `${where}.sources[${j}]`, 'title'), url: https(s?.url, `${where}.sources[${j}]`, 'url') })),
  };
}

function groupVersion(apiVersion: string): [string, string] {
  const slash = apiVersion.lastIndexOf('/');
  return [apiVersion.slice(0, slash), apiVersion.slice(slash + 1)];
}

/** Every row rests on the project's own words: a verbatim quote and where it stands. */
function checkQuote(row: CuratedRow, where: string): void {
  const quote = typeof row.quote === 'string' ? row.quote.trim().replace(/\s+/g, ' ') : '';
  if (!quote) fail(where, "quote is required: the project's own words the row rests on, verbatim");
  if (quote.length > QUOTE_LIMIT) fail(where, `quote has ${quote.length} characters; at most ${QUOTE_LIMIT}`);
  text(row.source, where, 'source');
}

function expand(row: CuratedRow, i: number, addons: Map<string, AddonInfo>, extracts: CrdExtracts): AddonApiRow[] {
  const where = `apis[${i}] (${String(row.apiVersion)})`;
  const addon = addons.get(row.addon);
  if (!addon) fail(where, `unknown addon "${String(row.addon)}"; add it under addons first`);
  const apiVersion = text(row.apiVersion, where, 'apiVersion');
  if (!API_VERSION.test(apiVersion)) fail(where, `apiVersion "${apiVersion}" is not GROUP/VERSION of a custom resource`);
  if (!Array.isArray(row.kinds) || row.kinds.length === 0) fail(where, 'kinds must list at least one kind');
  const curated = {
    deprecatedIn: row.deprecatedIn === undefined ? undefined : release(row.deprecatedIn, where, 'deprecatedIn'),
    removedIn: row.removedIn === undefined ? undefined : release(row.removedIn, where, 'removedIn'),
    droppedFromCrdIn: row.droppedFromCrdIn === undefined ? undefined : release(row.droppedFromCrdIn, where, 'droppedFromCrdIn'),
    channelRemovals:
      row.channelRemovals === undefined
        ? undefined
        : Object.fromEntries(Object.entries(row.channelRemovals).map(([channel, v]) => [channel, release(v, where, `channelRemovals.${channel}`)!])),
  };
  if (typeof row.storedVersionsMigration !== 'boolean') fail(where, 'storedVersionsMigration must be true or false');
  const replacement = row.replacement;
  if (replacement !== null && (typeof replacement !== 'object' || !API_VERSION.test(String(replacement?.apiVersion))))
    fail(where, 'replacement must be null or {apiVersion, kind?, availableIn?}');
  const optional = (field: 'notes' | 'storedVersionsFix' | 'unconfirmed') => (row[field] === undefined ? {} : { [field]: text(row[field], where, field) });
  const url = https(row.url, where, 'url');
  const extract = extracts.get(addon.name);
  const [group, version] = groupVersion(apiVersion);
  return row.kinds.map((kindValue) => {
    const kind = text(kindValue, where, 'kinds[]');
    const at = `${where} ${kind}`;
    const derived = extract && knowsKind(extract, group, kind) ? deriveVersionFacts(extract, group, kind, version) : undefined;
    const hasQuote = typeof row.quote === 'string' && row.quote.trim() !== '';
    const quoted = hasQuote ? `${row.quote} ${String(row.source)}` : String(row.source ?? '');
    const facts = settleReleaseFacts(curated, derived, quoted, (message) => fail(at, message));
    const { deprecatedIn, removedIn, droppedFromCrdIn, channelRemovals } = facts;
    if (!deprecatedIn && !removedIn && !channelRemovals) fail(at, 'a row needs deprecatedIn, removedIn or channelRemovals');
    checkOrder(at, ['deprecatedIn', deprecatedIn], ['removedIn', removedIn]);
    checkOrder(at, ['removedIn', removedIn], ['droppedFromCrdIn', droppedFromCrdIn]);
    for (const [channel, v] of Object.entries(channelRemovals ?? {})) checkOrder(at, [`channelRemovals.${channel}`, v], ['removedIn', removedIn]);
    for (const [field, v] of [
      ['deprecatedIn', deprecatedIn],
      ['removedIn', removedIn],
      ['droppedFromCrdIn', droppedFromCrdIn],
    ] as const) {
      if (v && compareAddonVersions(v, addon.newestKnown) > 0) fail(at, `${field} ${v} is after the newest known ${addon.title} release ${addon.newestKnown}`);
    }
    if (row.storedVersionsMigration && !droppedFromCrdIn)
      fail(at, 'storedVersionsMigration needs droppedFromCrdIn: the release whose CRDs no longer list the version');
    // a missing quote is reported once every row's structure has been checked (buildAddonData)
    const quote = hasQuote ? row.quote.trim().replace(/\s+/g, ' ') : '';
    const source = text(row.source, where, 'source');
    const evidence = derived ? `; ${crdEvidence(`addon-crds/${addon.name}.yaml`, derived)}` : '';
    return {
      addon: addon.name,
      apiVersion,
      kind,
      deprecatedIn,
      removedIn,
      ...(channelRemovals ? { channelRemovals } : {}),
      droppedFromCrdIn,
      storedVersionsMigration: row.storedVersionsMigration,
      replacement: replacement
        ? {
            apiVersion: replacement.apiVersion,
            kind: replacement.kind ?? kind,
            availableIn: release(replacement.availableIn, where, 'replacement.availableIn'),
          }
        : null,
      ...optional('notes'),
      ...optional('storedVersionsFix'),
      ...optional('unconfirmed'),
      source: `${source}: "${quote}"${evidence}`,
      url,
    };
  });
}

/**
 * Every version the CRDs mark deprecated, stop serving, or drop from one channel needs a row, or
 * an entry under leftOut saying why not: a CRD change no row covers is a finding the tool misses.
 */
function checkCoverage(extract: AddonCrdExtract, rows: AddonApiRow[], leftOut: LeftOut[]): void {
  const covered = new Set([
    ...rows.map((r) => `${r.apiVersion} ${r.kind}`),
    ...leftOut.filter((l) => l.addon === extract.project).flatMap((l) => l.kinds.map((k) => `${l.apiVersion} ${k}`)),
  ]);
  const seen = new Set<string>();
  for (const release of sortedReleases(extract)) {
    for (const crd of release.crds) {
      for (const v of crd.versions) {
        const key = `${crd.group}/${v.name} ${crd.kind}`;
        if (seen.has(key)) continue;
        seen.add(key);
        if (covered.has(key)) continue;
        const facts = deriveVersionFacts(extract, crd.group, crd.kind, v.name);
        const what = [
          ...(facts.deprecatedIn ? [`deprecated from ${facts.deprecatedIn}`] : []),
          ...(facts.removedIn ? [`not served from ${facts.removedIn}`] : []),
          ...Object.entries(facts.channelRemovals).map(([c, r]) => `not served by the ${c} channel from ${r}`),
        ];
        if (what.length)
          throw new Error(
            `addon-apis.yaml: the ${extract.project} CRDs say ${key} is ${what.join(', ')}, and no row covers it: add a row, or list it under leftOut with the reason`,
          );
      }
    }
  }
}

/**
 * The rows of the curated file, their releases settled against the add-ons' CRD extracts. An
 * add-on without an extract keeps its curated releases (the tests build such add-ons; the
 * generator itself requires an extract for every add-on).
 */
export function buildAddonData(curated: CuratedFile, extracts: CrdExtracts = new Map()): { addons: AddonInfo[]; apis: AddonApiRow[] } {
  if (!Array.isArray(curated?.addons) || !Array.isArray(curated?.apis)) throw new Error('addon-apis.yaml: expected the lists addons and apis');
  const addons = curated.addons.map(addonInfo);
  const byName = new Map(addons.map((a) => [a.name, a]));
  if (byName.size !== addons.length) throw new Error('addon-apis.yaml: an add-on name is listed twice');
  const rows = curated.apis.flatMap((row, i) => expand(row, i, byName, extracts));
  const seen = new Set<string>();
  for (const row of rows) {
    const key = `${row.apiVersion} ${row.kind}`;
    if (seen.has(key)) throw new Error(`addon-apis.yaml: ${key} is listed twice`);
    seen.add(key);
  }
  curated.apis.forEach((row, i) => checkQuote(row, `apis[${i}] (${row.apiVersion})`));
  for (const extract of extracts.values()) checkCoverage(extract, rows, curated.leftOut ?? []);
  rows.sort((a, b) => byText(a.addon, b.addon) || byText(a.apiVersion, b.apiVersion) || byText(a.kind, b.kind));
  return { addons: [...addons].sort((a, b) => byText(a.name, b.name)), apis: rows };
}

/** One extract per add-on, `<name>.yaml` in the directory; an add-on without one is an error. */
export function loadCrdExtracts(dir: string, names: string[]): { extracts: CrdExtracts; inputs: { path: string; origin: string }[] } {
  const files = new Set(readdirSync(dir).filter((f) => f.endsWith('.yaml')));
  const extracts: CrdExtracts = new Map();
  const inputs: { path: string; origin: string }[] = [];
  for (const name of [...names].sort()) {
    if (!files.has(`${name}.yaml`)) throw new Error(`${dir}: no CRD extract ${name}.yaml for the add-on ${name}; write it with scripts/extract/addon-crds.ts`);
    const path = join(dir, `${name}.yaml`);
    const extract = loadYaml<AddonCrdExtract>(path);
    if (extract?.project !== name || !Array.isArray(extract.releases) || extract.releases.length === 0)
      throw new Error(`${path}: not the CRD extract of ${name}`);
    const releases = sortedReleases(extract);
    extracts.set(name, extract);
    inputs.push({
      path,
      origin: `CRDs of ${extract.repositories.join(', ')}, ${releases.length} releases ${releases[0].release}..${releases[releases.length - 1].release}, read ${extract.readOn} (scripts/data/sources/addon-crds)`,
    });
  }
  return { extracts, inputs };
}

export function generate(argv: string[]): string {
  const opts = parseOptions(argv, OPTIONS, USAGE);
  const provenance = loadProvenance(opts.sources);
  const curated = loadYaml<CuratedFile>(opts.curated);
  const { extracts, inputs } = loadCrdExtracts(
    opts.crds,
    (curated?.addons ?? []).map((a) => a.name),
  );
  const { addons, apis } = buildAddonData(curated, extracts);
  const text = header(
    'gen-addon-apis',
    [{ path: opts.curated, origin: sourceInfo(provenance, opts.curated).origin }, ...inputs],
    [
      `One row per deprecated or removed API version and kind of ${addons.length} add-ons (${addons.map((a) => a.name).join(', ')}).`,
      "Releases are the add-on's own (cert-manager v1.7.0, Istio 1.6), never Kubernetes releases; newestKnown is the target when none is given.",
      "deprecatedIn, removedIn, droppedFromCrdIn and channelRemovals come from the add-ons' CRDs where they state them; source quotes the project's own words.",
      'removedIn: no CRD channel serves the version; channelRemovals: one channel stops serving it; droppedFromCrdIn: the CRDs no longer list it.',
      'replacement: the successor still served in the newest known release, with the release it first appeared in where the sources say it.',
    ],
  );
  return `${text}${dumpYaml({ addons }, 4)}${dumpYaml({ apis }, 3)}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) runCli(generate, process.argv.slice(2));
