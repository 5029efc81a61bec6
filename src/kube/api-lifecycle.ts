import { loadRuleData } from '../data.js';
import { compareMinor, deprecatedAt, removedAt } from '../versions.js';

/** One row of `rules/_data/removed-apis.yaml`. */
export interface ApiLifecycle {
  apiVersion: string;
  kind: string;
  /** The first release serving it, where a source dates it. */
  introducedIn?: string | null;
  deprecatedIn: string | null;
  removedIn: string | null;
  removalScheduled?: boolean;
  replacement: { apiVersion: string; kind: string; availableIn?: string | null } | null;
  notes?: string;
  /** A source says the replacement reads the object as written: moving apiVersion is the whole migration. */
  schemaUnchanged?: true;
  source: string;
  persisted?: boolean;
}

interface RemovedApisFile {
  apis: ApiLifecycle[];
}

/** By apiVersion, then kind: every loaded object is looked up, so no key string is built per lookup. */
let byVersion: Map<string, Map<string, ApiLifecycle>> | undefined;
/** One row per apiVersion and kind (the last, as in the lookup), in the file's order. */
let unique: ApiLifecycle[] | undefined;

function table(): Map<string, Map<string, ApiLifecycle>> {
  if (!byVersion) {
    const rows = loadRuleData<RemovedApisFile>('removed-apis.yaml').apis;
    byVersion = new Map();
    for (const row of rows) {
      let kinds = byVersion.get(row.apiVersion);
      if (!kinds) byVersion.set(row.apiVersion, (kinds = new Map()));
      kinds.set(row.kind, row);
    }
    unique = [...new Map(rows.map((row) => [`${row.apiVersion}\u0000${row.kind}`, row])).values()];
  }
  return byVersion;
}

export function lifecycleOf(apiVersion: string, kind: string): ApiLifecycle | undefined {
  return table().get(apiVersion)?.get(kind);
}

export function allLifecycles(): ApiLifecycle[] {
  table();
  return [...unique!];
}

interface Verdict {
  target: string;
  removed: boolean;
  deprecated: boolean;
}

/** A run asks the same question of the same few rows for thousands of objects: the answer is kept per row. */
const verdicts = new WeakMap<ApiLifecycle, Verdict>();

function verdictAt(row: ApiLifecycle, target: string): Verdict {
  let verdict = verdicts.get(row);
  if (verdict?.target !== target) {
    verdicts.set(row, (verdict = { target, removed: removedAt(row, target), deprecated: deprecatedAt(row, target) }));
  }
  return verdict;
}

/** Not served at the target: removed in the target or an earlier release. */
export function isRemovedAt(row: ApiLifecycle, target: string): boolean {
  return verdictAt(row, target).removed;
}

/** Still served at the target but deprecated there. */
export function isDeprecatedAt(row: ApiLifecycle, target: string): boolean {
  return verdictAt(row, target).deprecated;
}

/** A version an object can be moved to, and the releases that serve it. */
export interface ServedVersion {
  apiVersion: string;
  kind: string;
  introducedIn: string;
  /** Null while no removal is scheduled. */
  removedIn: string | null;
  /** It is the row's replacement itself, not a version on the way to it. */
  final: boolean;
}

function isServedAt(version: { introducedIn: string; removedIn: string | null }, release: string): boolean {
  return compareMinor(version.introducedIn, release) <= 0 && (version.removedIn === null || compareMinor(release, version.removedIn) < 0);
}

/** Rows by the replacement they lead to: the versions on the way to one successor. */
let families: Map<string, ApiLifecycle[]> | undefined;

function familyOf(replacement: { apiVersion: string; kind: string }): ApiLifecycle[] {
  if (!families) {
    families = new Map();
    for (const row of allLifecycles()) {
      if (!row.replacement) continue;
      const key = `${row.replacement.apiVersion}\u0000${row.replacement.kind}`;
      families.set(key, [...(families.get(key) ?? []), row]);
    }
  }
  return families.get(`${replacement.apiVersion}\u0000${replacement.kind}`) ?? [];
}

/**
 * What an object of `row` can move to so that every one of `releases` serves it (the target, and
 * the release run today for a rolling upgrade): the replacement when they all serve it; otherwise,
 * of the versions of the same kind on the way to it, the one served longest. Undefined when no
 * dated version is served at all of them.
 */
export function servedReplacement(row: ApiLifecycle, releases: readonly string[]): ServedVersion | undefined {
  const replacement = row.replacement;
  if (!replacement) return undefined;
  const own = lifecycleOf(replacement.apiVersion, replacement.kind);
  const candidates: ServedVersion[] = [];
  if (replacement.availableIn)
    candidates.push({
      apiVersion: replacement.apiVersion,
      kind: replacement.kind,
      introducedIn: replacement.availableIn,
      removedIn: own?.removedIn ?? null,
      final: true,
    });
  for (const other of familyOf(replacement)) {
    if (other.kind !== row.kind || !other.introducedIn) continue;
    candidates.push({ apiVersion: other.apiVersion, kind: other.kind, introducedIn: other.introducedIn, removedIn: other.removedIn, final: false });
  }
  const lasting = (v: ServedVersion) => v.removedIn ?? '9999.0';
  return candidates
    .filter((v) => releases.every((release) => isServedAt(v, release)))
    .sort((a, b) => compareMinor(lasting(b), lasting(a)) || compareMinor(b.introducedIn, a.introducedIn) || Number(b.final) - Number(a.final))[0];
}

/** Whether the replacement is served at every one of `releases` (an undated one is taken as served). */
export function replacementServedAt(row: ApiLifecycle, releases: readonly string[]): boolean {
  const since = row.replacement?.availableIn;
  return !since || releases.every((release) => compareMinor(since, release) <= 0);
}

/** The apiVersion to write for the target: the replacement, or the version on the way to it that the target serves. */
export function versionToWrite(row: ApiLifecycle, target: string): string | undefined {
  if (!row.replacement || replacementServedAt(row, [target])) return row.replacement?.apiVersion;
  return servedReplacement(row, [target])?.apiVersion ?? row.replacement.apiVersion;
}

/** What to use instead, as a clause of a message; with `target`, what the target serves comes first. */
export function replacementText(row: ApiLifecycle, target?: string): string {
  if (!row.replacement) return 'there is no replacement API';
  const since = row.replacement.availableIn ? ` (served since ${row.replacement.availableIn})` : '';
  const kind = row.replacement.kind === row.kind ? '' : ` ${row.replacement.kind}`;
  const final = `${row.replacement.apiVersion}${kind}${since}`;
  if (!target || replacementServedAt(row, [target])) return `use ${final}`;
  const now = servedReplacement(row, [target]);
  if (!now || now.apiVersion === row.apiVersion) return `use ${final}, which Kubernetes ${target} does not serve yet`;
  const until = now.removedIn ? `, removed in ${now.removedIn}` : '';
  return `on Kubernetes ${target} use ${now.apiVersion}${until}, then ${final}`;
}
