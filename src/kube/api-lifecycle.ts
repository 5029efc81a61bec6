import { loadRuleData } from '../data.js';
import { deprecatedAt, removedAt } from '../versions.js';

/** One row of `rules/_data/removed-apis.yaml`. */
export interface ApiLifecycle {
  apiVersion: string;
  kind: string;
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

export function replacementText(row: ApiLifecycle): string {
  if (!row.replacement) return 'there is no replacement API';
  const since = row.replacement.availableIn ? ` (served since ${row.replacement.availableIn})` : '';
  const kind = row.replacement.kind === row.kind ? '' : ` ${row.replacement.kind}`;
  return `use ${row.replacement.apiVersion}${kind}${since}`;
}
