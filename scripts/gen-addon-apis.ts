/**
 * Generates `rules/_data/addon-apis.yaml`: one row per deprecated or removed API version and kind of
 * a widely used add-on (cert-manager, Istio, Gateway API, ...), from our curated file
 * `scripts/data/addon-apis.yaml`, where every row cites the add-on project's own release notes,
 * changelog or CRD definitions. The curated file groups kinds; the generated one has a row per
 * kind, checked for consistency (releases in order, each add-on's releases on its own axis).
 */
import { pathToFileURL } from 'node:url';
import { byText } from '../src/model.js';
import type { Addon as AddonInfo, AddonApi as AddonApiRow } from '../src/kube/addon-apis.js';
import { compareAddonVersions, parseAddonVersion } from '../src/versions.js';
import { dumpYaml, header, loadProvenance, loadYaml, parseOptions, runCli, sourceInfo, usageText, type OptionSpec } from './lib/gen-support.js';

const OPTIONS = {
  curated: { description: 'scripts/data/addon-apis.yaml (curated add-on API rows, each with its source)' },
  sources: { description: 'scripts/data/sources.yaml (provenance of the inputs)' },
} satisfies Record<string, OptionSpec>;

const USAGE = usageText('gen-addon-apis', 'Writes the add-on API table (rules/_data/addon-apis.yaml).', OPTIONS);

interface CuratedRow {
  addon: string;
  apiVersion: string;
  kinds: string[];
  deprecatedIn: string | null;
  removedIn: string | null;
  channelRemovals?: Record<string, string>;
  droppedFromCrdIn: string | null;
  storedVersionsMigration: boolean;
  replacement: { apiVersion: string; kind?: string; availableIn?: string } | null;
  notes?: string;
  storedVersionsFix?: string;
  unconfirmed?: string;
  source: string;
  url: string;
}

interface CuratedFile {
  addons: AddonInfo[];
  apis: CuratedRow[];
}

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

function expand(row: CuratedRow, i: number, addons: Map<string, AddonInfo>): AddonApiRow[] {
  const where = `apis[${i}] (${String(row.apiVersion)})`;
  const addon = addons.get(row.addon);
  if (!addon) fail(where, `unknown addon "${String(row.addon)}"; add it under addons first`);
  const apiVersion = text(row.apiVersion, where, 'apiVersion');
  if (!API_VERSION.test(apiVersion)) fail(where, `apiVersion "${apiVersion}" is not GROUP/VERSION of a custom resource`);
  if (!Array.isArray(row.kinds) || row.kinds.length === 0) fail(where, 'kinds must list at least one kind');
  const deprecatedIn = release(row.deprecatedIn, where, 'deprecatedIn');
  const removedIn = release(row.removedIn, where, 'removedIn');
  const droppedFromCrdIn = release(row.droppedFromCrdIn, where, 'droppedFromCrdIn');
  const channelRemovals = row.channelRemovals === undefined ? undefined : Object.fromEntries(Object.entries(row.channelRemovals).map(([channel, v]) => [channel, release(v, where, `channelRemovals.${channel}`)!]));
  if (!deprecatedIn && !removedIn && !channelRemovals) fail(where, 'a row needs deprecatedIn, removedIn or channelRemovals');
  checkOrder(where, ['deprecatedIn', deprecatedIn], ['removedIn', removedIn]);
  checkOrder(where, ['removedIn', removedIn], ['droppedFromCrdIn', droppedFromCrdIn]);
  for (const [channel, v] of Object.entries(channelRemovals ?? {})) checkOrder(where, [`channelRemovals.${channel}`, v], ['removedIn', removedIn]);
  for (const [field, v] of [['deprecatedIn', deprecatedIn], ['removedIn', removedIn], ['droppedFromCrdIn', droppedFromCrdIn]] as const) {
    if (v && compareAddonVersions(v, addon.newestKnown) > 0) fail(where, `${field} ${v} is after the newest known ${addon.title} release ${addon.newestKnown}`);
  }
  if (typeof row.storedVersionsMigration !== 'boolean') fail(where, 'storedVersionsMigration must be true or false');
  if (row.storedVersionsMigration && !droppedFromCrdIn) fail(where, 'storedVersionsMigration needs droppedFromCrdIn: the release whose CRDs no longer list the version');
  const replacement = row.replacement;
  if (replacement !== null && (typeof replacement !== 'object' || !API_VERSION.test(String(replacement?.apiVersion)))) fail(where, 'replacement must be null or {apiVersion, kind?, availableIn?}');
  const optional = (field: 'notes' | 'storedVersionsFix' | 'unconfirmed') => (row[field] === undefined ? {} : { [field]: text(row[field], where, field) });
  const source = text(row.source, where, 'source');
  const url = https(row.url, where, 'url');
  return row.kinds.map((kind) => ({
    addon: addon.name,
    apiVersion,
    kind: text(kind, where, 'kinds[]'),
    deprecatedIn,
    removedIn,
    ...(channelRemovals ? { channelRemovals } : {}),
    droppedFromCrdIn,
    storedVersionsMigration: row.storedVersionsMigration,
    replacement: replacement ? { apiVersion: replacement.apiVersion, kind: replacement.kind ?? kind, availableIn: release(replacement.availableIn, where, 'replacement.availableIn') } : null,
    ...optional('notes'),
    ...optional('storedVersionsFix'),
    ...optional('unconfirmed'),
    source,
    url,
  }));
}

export function buildAddonData(curated: CuratedFile): { addons: AddonInfo[]; apis: AddonApiRow[] } {
  if (!Array.isArray(curated?.addons) || !Array.isArray(curated?.apis)) throw new Error('addon-apis.yaml: expected the lists addons and apis');
  const addons = curated.addons.map(addonInfo);
  const byName = new Map(addons.map((a) => [a.name, a]));
  if (byName.size !== addons.length) throw new Error('addon-apis.yaml: an add-on name is listed twice');
  const rows = curated.apis.flatMap((row, i) => expand(row, i, byName));
  const seen = new Set<string>();
  for (const row of rows) {
    const key = `${row.apiVersion} ${row.kind}`;
    if (seen.has(key)) throw new Error(`addon-apis.yaml: ${key} is listed twice`);
    seen.add(key);
  }
  rows.sort((a, b) => byText(a.addon, b.addon) || byText(a.apiVersion, b.apiVersion) || byText(a.kind, b.kind));
  return { addons: [...addons].sort((a, b) => byText(a.name, b.name)), apis: rows };
}

export function generate(argv: string[]): string {
  const opts = parseOptions(argv, OPTIONS, USAGE);
  const provenance = loadProvenance(opts.sources);
  const { addons, apis } = buildAddonData(loadYaml<CuratedFile>(opts.curated));
  const text = header('gen-addon-apis', [{ path: opts.curated, origin: sourceInfo(provenance, opts.curated).origin }], [
    `One row per deprecated or removed API version and kind of ${addons.length} add-ons (${addons.map((a) => a.name).join(', ')}).`,
    "Releases are the add-on's own (cert-manager v1.7.0, Istio 1.6), never Kubernetes releases; newestKnown is the target when none is given.",
    'removedIn: no CRD channel serves the version; channelRemovals: one channel stops serving it; droppedFromCrdIn: the CRDs no longer list it.',
    'replacement: the successor still served in the newest known release, with the release it first appeared in where the sources say it.',
  ]);
  return `${text}${dumpYaml({ addons }, 4)}${dumpYaml({ apis }, 3)}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) runCli(generate, process.argv.slice(2));
