/**
 * Generates `rules/_data/removed-apis.yaml`: one row per deprecated or removed built-in
 * group/version/kind, from the k8s.io/api prerelease lifecycle table (the authority), the
 * Deprecated API Migration Guide, pluto's list (third-party, cross-check only) and our curated
 * notes. Where sources disagree the row's `source` says so.
 */
import { basename } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { GuideEntry } from './extract/deprecation-guide.js';
import { byText } from '../src/model.js';
import { OLDEST_RELEASE, compareMinor, nextMinor } from '../src/versions.js';
import {
  dumpYaml,
  header,
  loadProvenance,
  loadYaml,
  parseOptions,
  readText,
  runCli,
  sourceInfo,
  usageText,
  type OptionSpec,
  type SourceInfo,
} from './lib/gen-support.js';

const OPTIONS = {
  lifecycle: { description: 'api-lifecycle-k8s.io-api.tsv (k8s.io/api prerelease lifecycle extract)' },
  guide: { description: 'deprecation-guide.yaml (facts of the Deprecated API Migration Guide, scripts/extract/deprecation-guide.ts)' },
  pluto: { description: "pluto-versions.yaml (built-in API entries of pluto's list, third-party cross-check)" },
  notes: { description: 'scripts/data/api-migration-notes.yaml' },
  curated: { description: 'scripts/data/api-removals-curated.yaml' },
  sources: { description: 'scripts/data/sources.yaml (provenance of the inputs)' },
} satisfies Record<string, OptionSpec>;

const USAGE = usageText('gen-removed-apis', 'Writes the removed/deprecated API table (rules/_data/removed-apis.yaml).', OPTIONS);

// The lifecycle extract abbreviates API groups to their first label; these are the names manifests use.
const GROUP_NAMES: Record<string, string> = {
  core: '',
  admission: 'admission.k8s.io',
  admissionregistration: 'admissionregistration.k8s.io',
  apidiscovery: 'apidiscovery.k8s.io',
  apps: 'apps',
  authentication: 'authentication.k8s.io',
  authorization: 'authorization.k8s.io',
  autoscaling: 'autoscaling',
  batch: 'batch',
  certificates: 'certificates.k8s.io',
  coordination: 'coordination.k8s.io',
  discovery: 'discovery.k8s.io',
  events: 'events.k8s.io',
  extensions: 'extensions',
  flowcontrol: 'flowcontrol.apiserver.k8s.io',
  lifecycle: 'lifecycle.k8s.io',
  networking: 'networking.k8s.io',
  node: 'node.k8s.io',
  policy: 'policy',
  rbac: 'rbac.authorization.k8s.io',
  resource: 'resource.k8s.io',
  scheduling: 'scheduling.k8s.io',
  storage: 'storage.k8s.io',
  storagemigration: 'storagemigration.k8s.io',
};

export interface Gvk {
  apiVersion: string;
  kind: string;
}

export interface ApiRow {
  apiVersion: string;
  kind: string;
  /** The first release serving it, where a source dates it: what a fix may write depends on it. */
  introducedIn: string | null;
  deprecatedIn: string | null;
  removedIn: string | null;
  removalScheduled: boolean;
  replacement: (Gvk & { availableIn: string | null }) | null;
  notes?: string;
  /** A source states that the replacement reads the object as it is written (the guide's "No notable changes"): moving apiVersion is the whole migration. */
  schemaUnchanged?: true;
  persisted?: false;
  source: string;
}

/** A row while it is being assembled from several sources. */
interface Draft {
  gvk: Gvk;
  deprecatedIn: string | null;
  removedIn: string | null;
  /** Successor named by a source; `none` when a source says there is none on purpose. */
  successor: (Gvk & { from: string }) | 'none' | null;
  /** What the guide says about the successor's availability, for cross-checking. */
  guideSince?: { apiVersion: string; since: string };
  plutoSince?: string;
  evidence: string[];
  notes?: string;
  noteSources: string[];
  /** Where a source says the next version has the same schema for this kind. */
  unchangedSource?: string;
  persisted?: false;
}

/** What is known about any GVK (served or not), to pick and date replacements. */
interface Known {
  introduced: string | null;
  removedIn: string | null;
}

interface Context {
  current: string;
  drafts: Map<string, Draft>;
  known: Map<string, Known>;
  cite: { lifecycle: SourceInfo; guide: SourceInfo; pluto: SourceInfo };
}

const gvkKey = (g: Gvk): string => `${g.apiVersion} ${g.kind}`;

export function groupOf(apiVersion: string): string {
  return apiVersion.includes('/') ? apiVersion.slice(0, apiVersion.lastIndexOf('/')) : '';
}

export function versionOf(apiVersion: string): string {
  return apiVersion.slice(apiVersion.lastIndexOf('/') + 1);
}

function apiVersionFrom(group: string, version: string): string {
  return group ? `${group}/${version}` : version;
}

/** Kubernetes version priority: GA above beta above alpha, then the higher major, then the higher pre-release number. */
export function stability(version: string): [number, number, number] {
  const m = /^v(\d+)(?:(alpha|beta)(\d+))?$/.exec(version);
  if (!m) throw new Error(`unexpected API version "${version}"`);
  const level = m[2] === 'alpha' ? 0 : m[2] === 'beta' ? 1 : 2;
  return [level, Number(m[1]), m[3] ? Number(m[3]) : 0];
}

function compareStability(a: string, b: string): number {
  const [x, y] = [stability(a), stability(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

const isPrerelease = (version: string): boolean => stability(version)[0] < 2;

function emptyToNull(value: string | undefined): string | null {
  const v = (value ?? '').trim();
  return v === '' ? null : v;
}

/** "v1.16.0" (pluto) -> "1.16"; "" -> null. */
function plutoVersion(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const m = /^v?(\d+)\.(\d+)/.exec(value.trim());
  if (!m) throw new Error(`pluto: unexpected version "${value}"`);
  return `${m[1]}.${m[2]}`;
}

// ---------------------------------------------------------------------------------------------
// k8s.io/api lifecycle table

interface LifecycleRow {
  gvk: Gvk;
  lastSeen: string;
  atHead: boolean;
  introduced: string | null;
  deprecated: string | null;
  removed: string | null;
  replacement: Gvk | null;
  history: string;
}

const HEAD_MARK = /^(\d+\.\d+)-pre\b/;

function parseLifecycle(text: string): LifecycleRow[] {
  const [head, ...lines] = text.split('\n').filter((l) => l.trim() !== '');
  const expected = ['groupversion', 'kind', 'first_seen_in_k8s.io/api', 'last_seen', 'introduced', 'deprecated', 'removed', 'replacement', 'removed_history'];
  if (head.split('\t').join() !== expected.join()) throw new Error(`lifecycle table: unexpected columns "${head}"`);
  return lines.map((line) => {
    const [gv, kind, , lastSeen, introduced, deprecated, removed, replacement, history] = line.split('\t');
    const [abbrev, version] = gv.split('/');
    if (!(abbrev in GROUP_NAMES)) throw new Error(`lifecycle table: unknown group abbreviation "${abbrev}" in ${gv}; add it to GROUP_NAMES`);
    const head = HEAD_MARK.exec(lastSeen);
    return {
      gvk: { apiVersion: apiVersionFrom(GROUP_NAMES[abbrev], version), kind },
      lastSeen: head ? head[1] : lastSeen,
      atHead: head !== null,
      introduced: emptyToNull(introduced),
      deprecated: emptyToNull(deprecated),
      removed: emptyToNull(removed),
      replacement: parseReplacement(emptyToNull(replacement)),
      history: history ?? '',
    };
  });
}

function parseReplacement(text: string | null): Gvk | null {
  if (!text) return null;
  const [apiVersion, kind] = text.split(' ');
  if (!apiVersion || !kind) throw new Error(`lifecycle table: unexpected replacement "${text}"`);
  const group = groupOf(apiVersion);
  if (group && !Object.values(GROUP_NAMES).includes(group)) throw new Error(`lifecycle table: replacement group "${group}" is not a known group name`);
  return { apiVersion, kind };
}

/** The release the table's HEAD column stands for ("1.37-pre(...)" -> "1.37"). */
function currentRelease(rows: LifecycleRow[]): string {
  const heads = new Set(rows.filter((r) => r.atHead).map((r) => r.lastSeen));
  if (heads.size !== 1) throw new Error(`lifecycle table: expected one HEAD release, found ${[...heads].join(', ') || 'none'}`);
  return [...heads][0];
}

/**
 * Pre-release types can be deleted before their lifecycle removal date; then the API is gone from
 * the release after the last k8s.io/api tag that still had it.
 */
function effectiveRemoval(row: LifecycleRow): { removedIn: string | null; vanishedIn: string | null } {
  const vanishedIn = !row.atHead && isPrerelease(versionOf(row.gvk.apiVersion)) ? nextMinor(row.lastSeen) : null;
  if (vanishedIn && (!row.removed || compareMinor(vanishedIn, row.removed) < 0)) return { removedIn: vanishedIn, vanishedIn };
  return { removedIn: row.removed, vanishedIn: null };
}

function lifecycleEvidence(row: LifecycleRow, vanishedIn: string | null, cite: SourceInfo): string[] {
  const base = `k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, ${cite.cite})`;
  const parts = [base];
  if (vanishedIn) {
    const lifecycleSays = row.removed ? `lifecycle data says removed ${row.removed}` : 'no lifecycle removal date';
    parts.push(
      `types present through k8s.io/api v0.${row.lastSeen.split('.')[1]}.0 and deleted in v0.${vanishedIn.split('.')[1]}.0, so removed in ${vanishedIn} (${lifecycleSays})`,
    );
  }
  const dates = [...row.history.matchAll(/:removed=(\d+\.\d+)/g)].map((m) => m[1]);
  if (new Set(dates).size > 1) parts.push(`lifecycle removal date moved across tags (${row.history.trim()})`);
  return parts;
}

function addLifecycleRows(ctx: Context, rows: LifecycleRow[]): void {
  for (const row of rows) {
    const { removedIn, vanishedIn } = effectiveRemoval(row);
    ctx.known.set(gvkKey(row.gvk), { introduced: row.introduced, removedIn });
    if (!row.deprecated && !removedIn) continue;
    const evidence = lifecycleEvidence(row, vanishedIn, ctx.cite.lifecycle);
    // A default deprecation date can fall after the types were already deleted; it never took effect.
    const moot = row.deprecated !== null && removedIn !== null && compareMinor(row.deprecated, removedIn) > 0;
    if (moot) evidence.push(`lifecycle deprecation date ${row.deprecated} falls after the removal; not used`);
    ctx.drafts.set(gvkKey(row.gvk), {
      gvk: row.gvk,
      deprecatedIn: moot ? null : row.deprecated,
      removedIn,
      successor: row.replacement ? { ...row.replacement, from: 'the lifecycle data' } : null,
      evidence,
      noteSources: [],
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Curated removals

interface CuratedFile {
  vanished: {
    apiVersion: string;
    kinds: string[];
    removedIn: string;
    /** `definedIn`: the Go module of a replacement outside k8s.io/api (aggregated APIs such as metrics.k8s.io). */
    replacement: 'none' | { apiVersion: string; kind?: string; definedIn?: string };
    evidence: string;
  }[];
  /** Later evidence for a row the lifecycle table already dates, added to its source. */
  confirmations?: { apiVersion: string; kinds: string[]; evidence: string }[];
  nonPersisted: { group: string; kind: string; reason: string }[];
  plutoIgnore: { apiVersion?: string; kind?: string; group?: string; reason: string }[];
}

function addCuratedRows(ctx: Context, curated: CuratedFile): void {
  for (const entry of curated.vanished) {
    for (const kind of entry.kinds) {
      const gvk = { apiVersion: entry.apiVersion, kind };
      if (ctx.drafts.has(gvkKey(gvk)) || ctx.known.has(gvkKey(gvk))) {
        throw new Error(`api-removals-curated.yaml: ${gvkKey(gvk)} is in the lifecycle table now; drop the curated entry`);
      }
      const successor =
        entry.replacement === 'none' ? 'none' : { apiVersion: entry.replacement.apiVersion, kind: entry.replacement.kind ?? kind, from: 'curated evidence' };
      ctx.known.set(gvkKey(gvk), { introduced: null, removedIn: entry.removedIn });
      if (successor !== 'none' && entry.replacement !== 'none' && entry.replacement.definedIn) {
        // k8s.io/api does not define it, so nothing else says it exists; still served as far as the evidence goes.
        if (ctx.known.has(gvkKey(successor))) throw new Error(`api-removals-curated.yaml: ${gvkKey(successor)} is in the lifecycle table; drop definedIn`);
        ctx.known.set(gvkKey(successor), { introduced: null, removedIn: null });
      }
      ctx.drafts.set(gvkKey(gvk), {
        gvk,
        deprecatedIn: null,
        removedIn: entry.removedIn,
        successor,
        evidence: [`not in the k8s.io/api lifecycle table; ${entry.evidence}`],
        noteSources: [],
      });
    }
  }
}

function applyConfirmations(ctx: Context, curated: CuratedFile): void {
  for (const entry of curated.confirmations ?? []) {
    for (const kind of entry.kinds) {
      const draft = ctx.drafts.get(gvkKey({ apiVersion: entry.apiVersion, kind }));
      if (!draft) throw new Error(`api-removals-curated.yaml: confirmation for ${entry.apiVersion} ${kind} matches no row`);
      draft.evidence.push(`confirmed: ${entry.evidence}`);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Deprecated API Migration Guide

function addGuide(ctx: Context, entries: GuideEntry[]): void {
  for (const entry of entries) {
    const citation = `Deprecated API Migration Guide v${entry.removedIn} (#${entry.anchor})`;
    for (const apiVersion of entry.apiVersions) {
      for (const kind of entry.kinds) {
        const gvk = { apiVersion, kind };
        const since = entry.sinceByKind[kind] ?? entry.since;
        let draft = ctx.drafts.get(gvkKey(gvk));
        if (!draft) {
          draft = {
            gvk,
            deprecatedIn: null,
            removedIn: entry.removedIn,
            successor: null,
            evidence: [`${citation}; not in the k8s.io/api lifecycle table`],
            noteSources: [],
          };
          ctx.drafts.set(gvkKey(gvk), draft);
          ctx.known.set(gvkKey(gvk), { introduced: null, removedIn: entry.removedIn });
        } else {
          draft.evidence.push(citation);
          if (draft.removedIn !== entry.removedIn)
            draft.evidence.push(`the guide says removed in ${entry.removedIn}; lifecycle value ${draft.removedIn ?? 'none'} used`);
        }
        if (entry.replacement && entry.noNotableChanges) draft.unchangedSource ??= `${citation}: no notable changes`;
        if (entry.replacement) {
          const replacement = { apiVersion: entry.replacement, kind };
          if (!draft.successor) draft.successor = { ...replacement, from: 'the guide' };
          if (since) draft.guideSince = { apiVersion: entry.replacement, since };
          if (!ctx.known.has(gvkKey(replacement))) ctx.known.set(gvkKey(replacement), { introduced: since, removedIn: null });
        } else if (!draft.successor) {
          draft.successor = 'none';
        }
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// pluto (third-party): disagreements are recorded, gaps are filled and labelled as pluto's

interface PlutoEntry {
  version: string;
  kind: string;
  'deprecated-in'?: string;
  'removed-in'?: string;
  'replacement-api'?: string;
  'replacement-available-in'?: string;
  component: string;
}

function plutoIgnored(entry: PlutoEntry, curated: CuratedFile): boolean {
  if (entry.component !== 'k8s' || !entry.kind || entry.kind.endsWith('List')) return true;
  return curated.plutoIgnore.some(
    (rule) =>
      (rule.group === undefined || rule.group === groupOf(entry.version)) &&
      (rule.apiVersion === undefined || rule.apiVersion === entry.version) &&
      (rule.kind === undefined || rule.kind === entry.kind),
  );
}

function addPluto(ctx: Context, entries: PlutoEntry[], curated: CuratedFile): void {
  for (const entry of entries) {
    if (plutoIgnored(entry, curated)) continue;
    const gvk = { apiVersion: entry.version, kind: entry.kind };
    const removedIn = plutoVersion(entry['removed-in']);
    const deprecatedIn = plutoVersion(entry['deprecated-in']);
    const draft = ctx.drafts.get(gvkKey(gvk));
    if (!draft) {
      ctx.drafts.set(gvkKey(gvk), plutoOnlyDraft(ctx, entry, gvk, deprecatedIn, removedIn));
      continue;
    }
    if (removedIn !== draft.removedIn) draft.evidence.push(`pluto (third-party) says ${removedIn ? `removed in ${removedIn}` : 'no removal'}; not used`);
    if (draft.deprecatedIn === null && deprecatedIn) {
      draft.deprecatedIn = deprecatedIn;
      draft.evidence.push(`deprecatedIn ${deprecatedIn} from pluto (third-party; no Kubernetes source above gives it)`);
    }
  }
}

function plutoOnlyDraft(ctx: Context, entry: PlutoEntry, gvk: Gvk, deprecatedIn: string | null, removedIn: string | null): Draft {
  ctx.known.set(gvkKey(gvk), { introduced: null, removedIn });
  const replacementApi = emptyToNull(entry['replacement-api']);
  return {
    gvk,
    deprecatedIn,
    removedIn,
    successor: replacementApi ? { apiVersion: replacementApi, kind: gvk.kind, from: 'pluto' } : null,
    plutoSince: plutoVersion(entry['replacement-available-in']) ?? undefined,
    evidence: [`pluto only (pluto-versions.yaml, ${ctx.cite.pluto.cite}; third-party): not in the k8s.io/api lifecycle table or the migration guide`],
    noteSources: [],
  };
}

// ---------------------------------------------------------------------------------------------
// Replacements: follow successors until one is still served, so a row never points at a removed API

function isServed(ctx: Context, known: Known): boolean {
  return known.removedIn === null || compareMinor(known.removedIn, ctx.current) > 0;
}

/** The same kind in a more stable version of the same group: preferably one with no removal date, else one still served. */
function inferSuccessor(ctx: Context, gvk: Gvk): Gvk | null {
  const group = groupOf(gvk.apiVersion);
  const version = versionOf(gvk.apiVersion);
  const candidates = [...ctx.known.entries()]
    .map(([key, known]) => ({ gvk: { apiVersion: key.split(' ')[0], kind: key.split(' ')[1] }, known }))
    .filter((c) => c.gvk.kind === gvk.kind && groupOf(c.gvk.apiVersion) === group && compareStability(versionOf(c.gvk.apiVersion), version) > 0)
    .filter((c) => isServed(ctx, c.known))
    .sort(
      (a, b) =>
        Number(b.known.removedIn === null) - Number(a.known.removedIn === null) || compareStability(versionOf(b.gvk.apiVersion), versionOf(a.gvk.apiVersion)),
    );
  return candidates[0]?.gvk ?? null;
}

/** Lists name a List kind by mistake now and then (IngressClassList for IngressClass). */
function normalizeKind(ctx: Context, gvk: Gvk, trail: string[]): Gvk {
  if (ctx.known.has(gvkKey(gvk)) || !gvk.kind.endsWith('List')) return gvk;
  const fixed = { apiVersion: gvk.apiVersion, kind: gvk.kind.slice(0, -'List'.length) };
  if (!ctx.known.has(gvkKey(fixed))) return gvk;
  trail.push(`the lifecycle data names ${gvkKey(gvk)}; read as ${fixed.kind}`);
  return fixed;
}

function resolveReplacement(ctx: Context, draft: Draft): { target: Gvk | null; trail: string[]; via: Gvk[] } {
  const trail: string[] = [];
  const via: Gvk[] = [];
  if (draft.successor === 'none') return { target: null, trail, via };
  let next: Gvk | null = draft.successor;
  if (!next) {
    next = inferSuccessor(ctx, draft.gvk);
    if (next) trail.push(`replacement inferred as the same kind in the most stable version still served (no source names one)`);
  }
  const seen = new Set([gvkKey(draft.gvk)]);
  while (next) {
    next = normalizeKind(ctx, { apiVersion: next.apiVersion, kind: next.kind }, trail);
    const known = ctx.known.get(gvkKey(next));
    if (!known) {
      trail.push(`named successor ${gvkKey(next)} is not defined by k8s.io/api; no replacement`);
      return { target: null, trail, via };
    }
    if (known.removedIn === null) return { target: next, trail, via };
    seen.add(gvkKey(next));
    const after = successorOf(ctx, next);
    if (!after || seen.has(gvkKey(after))) {
      if (isServed(ctx, known)) return { target: next, trail, via };
      trail.push(`its successor ${gvkKey(next)} was itself removed in ${known.removedIn} without a replacement`);
      return { target: null, trail, via };
    }
    trail.push(
      `named successor ${gvkKey(next)} is ${isServed(ctx, known) ? 'scheduled for removal' : 'removed'} in ${known.removedIn}; followed to ${gvkKey(after)}`,
    );
    via.push(next);
    next = after;
  }
  return { target: null, trail, via };
}

function successorOf(ctx: Context, gvk: Gvk): Gvk | null {
  const draft = ctx.drafts.get(gvkKey(gvk));
  if (draft?.successor === 'none') return null;
  return draft?.successor ?? inferSuccessor(ctx, gvk);
}

function availability(ctx: Context, draft: Draft, target: Gvk): { availableIn: string | null; evidence: string[] } {
  const introduced = ctx.known.get(gvkKey(target))?.introduced ?? null;
  const guide = draft.guideSince?.apiVersion === target.apiVersion ? draft.guideSince.since : null;
  if (introduced) {
    const disagree =
      guide && guide !== introduced ? [`the guide says ${target.apiVersion} is available since ${guide}; lifecycle introduced ${introduced} used`] : [];
    return { availableIn: introduced, evidence: disagree };
  }
  if (guide) return { availableIn: guide, evidence: [] };
  if (draft.plutoSince) return { availableIn: draft.plutoSince, evidence: [`replacement availability ${draft.plutoSince} from pluto (third-party)`] };
  return { availableIn: null, evidence: [] };
}

// ---------------------------------------------------------------------------------------------
// Notes and kind classifications

interface NotesFile {
  /** Either `notes` (what changes), or `unchanged: true` (a source says the schema stays the same). */
  notes: { apiVersions: string[]; kinds: string[]; notes?: string; unchanged?: true; source: string }[];
}

function applyNotes(ctx: Context, file: NotesFile): void {
  for (const entry of file.notes) {
    if ((entry.notes === undefined) === (entry.unchanged === undefined))
      throw new Error(
        `api-migration-notes.yaml: the entry for ${entry.apiVersions.join(', ')} ${entry.kinds.join(', ')} needs either notes or unchanged: true`,
      );
    let matched = 0;
    for (const apiVersion of entry.apiVersions) {
      for (const kind of entry.kinds) {
        const draft = ctx.drafts.get(gvkKey({ apiVersion, kind }));
        if (!draft) continue;
        if (entry.unchanged) {
          if (draft.unchangedSource) throw new Error(`api-migration-notes.yaml: ${apiVersion} ${kind} is already unchanged by ${draft.unchangedSource}`);
          draft.unchangedSource = entry.source;
          matched++;
          continue;
        }
        if (draft.notes) throw new Error(`api-migration-notes.yaml: two notes for ${apiVersion} ${kind}`);
        draft.notes = entry.notes!.trim();
        draft.noteSources.push(entry.source);
        matched++;
      }
    }
    if (!matched) throw new Error(`api-migration-notes.yaml: note for ${entry.apiVersions.join(', ')} ${entry.kinds.join(', ')} matches no row`);
  }
}

function applyNonPersisted(ctx: Context, curated: CuratedFile): void {
  for (const entry of curated.nonPersisted) {
    const drafts = [...ctx.drafts.values()].filter((d) => d.gvk.kind === entry.kind && groupOf(d.gvk.apiVersion) === entry.group);
    if (!drafts.length) throw new Error(`api-removals-curated.yaml: nonPersisted ${entry.group} ${entry.kind} matches no row`);
    for (const draft of drafts) draft.persisted = false;
  }
}

// ---------------------------------------------------------------------------------------------

function finish(ctx: Context, draft: Draft): ApiRow {
  const { target, trail, via } = resolveReplacement(ctx, draft);
  const dated = target ? availability(ctx, draft, target) : { availableIn: null, evidence: [] };
  // Unchanged all the way: this version to the next, and every version the replacement was followed through.
  const links = [draft, ...via.map((gvk) => ctx.drafts.get(gvkKey(gvk)))];
  const unchanged =
    target !== null &&
    target.kind === draft.gvk.kind &&
    links.every((link) => link !== undefined && link.notes === undefined && link.unchangedSource !== undefined);
  const unchangedEvidence = unchanged ? [`schema unchanged: ${links.map((link) => link!.unchangedSource).join(', then ')}`] : [];
  const source = [...draft.evidence, ...trail, ...dated.evidence, ...draft.noteSources.map((s) => `notes: ${s}`), ...unchangedEvidence].join('; ');
  return {
    apiVersion: draft.gvk.apiVersion,
    kind: draft.gvk.kind,
    introducedIn: ctx.known.get(gvkKey(draft.gvk))?.introduced ?? null,
    deprecatedIn: draft.deprecatedIn,
    removedIn: draft.removedIn,
    removalScheduled: draft.removedIn !== null && compareMinor(draft.removedIn, ctx.current) > 0,
    replacement: target ? { apiVersion: target.apiVersion, kind: target.kind, availableIn: dated.availableIn } : null,
    ...(draft.notes ? { notes: draft.notes } : {}),
    ...(unchanged ? { schemaUnchanged: true as const } : {}),
    ...(draft.persisted === false ? { persisted: false as const } : {}),
    source,
  };
}

function compareRows(a: ApiRow, b: ApiRow): number {
  return (
    byText(groupOf(a.apiVersion), groupOf(b.apiVersion)) ||
    compareStability(versionOf(a.apiVersion), versionOf(b.apiVersion)) ||
    byText(versionOf(a.apiVersion), versionOf(b.apiVersion)) ||
    byText(a.kind, b.kind)
  );
}

export function buildRows(inputs: {
  lifecycle: string;
  guide: GuideEntry[];
  pluto: PlutoEntry[];
  notes: NotesFile;
  curated: CuratedFile;
  cite: Context['cite'];
}): { current: string; rows: ApiRow[] } {
  const lifecycle = parseLifecycle(inputs.lifecycle);
  const ctx: Context = { current: currentRelease(lifecycle), drafts: new Map(), known: new Map(), cite: inputs.cite };
  addLifecycleRows(ctx, lifecycle);
  addCuratedRows(ctx, inputs.curated);
  addGuide(ctx, inputs.guide);
  addPluto(ctx, inputs.pluto, inputs.curated);
  applyNotes(ctx, inputs.notes);
  applyNonPersisted(ctx, inputs.curated);
  applyConfirmations(ctx, inputs.curated);
  const rows = [...ctx.drafts.values()]
    .filter((d) => d.removedIn === null || compareMinor(d.removedIn, OLDEST_RELEASE) >= 0)
    .map((d) => finish(ctx, d))
    .sort(compareRows);
  return { current: ctx.current, rows };
}

export function generate(argv: string[]): string {
  const opts = parseOptions(argv, OPTIONS, USAGE);
  const provenance = loadProvenance(opts.sources);
  const info = (path: string) => sourceInfo(provenance, path);
  const pluto = loadYaml<{ 'deprecated-versions': PlutoEntry[] }>(opts.pluto);
  const { current, rows } = buildRows({
    lifecycle: readText(opts.lifecycle),
    guide: loadYaml<{ sections: GuideEntry[] }>(opts.guide).sections,
    pluto: pluto['deprecated-versions'],
    notes: loadYaml<NotesFile>(opts.notes),
    curated: loadYaml<CuratedFile>(opts.curated),
    cite: { lifecycle: info(opts.lifecycle), guide: info(opts.guide), pluto: info(opts.pluto) },
  });
  const inputs = [opts.lifecycle, opts.guide, opts.pluto, opts.notes, opts.curated].map((path) => ({ path, origin: info(path).origin }));
  const text = header('gen-removed-apis', inputs, [
    `One row per deprecated or removed group/version/kind, ${OLDEST_RELEASE} through the scheduled removals; "current" release ${current} (k8s.io/api HEAD).`,
    'removalScheduled: removedIn is a later release than the current one (lifecycle default, not a commitment).',
    'replacement: the successor still served in the current release (chains through removed successors), with the release it was introduced in.',
    `Precedence: k8s.io/api lifecycle > migration guide > curated evidence > pluto (${basename(opts.pluto)} only fills gaps, labelled).`,
  ]);
  return `${text}${dumpYaml({ apis: rows }, 3)}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) runCli(generate, process.argv.slice(2));
