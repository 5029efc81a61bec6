import { loadRuleData } from '../data.js';
import { compareMinor } from '../versions.js';

/** One row of `rules/_data/removed-apis.yaml`. */
export interface ApiLifecycle {
  apiVersion: string;
  kind: string;
  deprecatedIn: string | null;
  removedIn: string | null;
  removalScheduled?: boolean;
  replacement: { apiVersion: string; kind: string; availableIn?: string | null } | null;
  notes?: string;
  source: string;
  persisted?: boolean;
}

interface RemovedApisFile {
  apis: ApiLifecycle[];
}

let byKey: Map<string, ApiLifecycle> | undefined;

function table(): Map<string, ApiLifecycle> {
  byKey ??= new Map(loadRuleData<RemovedApisFile>('removed-apis.yaml').apis.map((row) => [key(row.apiVersion, row.kind), row]));
  return byKey;
}

function key(apiVersion: string, kind: string): string {
  return `${apiVersion}\u0000${kind}`;
}

export function lifecycleOf(apiVersion: string, kind: string): ApiLifecycle | undefined {
  return table().get(key(apiVersion, kind));
}

export function allLifecycles(): ApiLifecycle[] {
  return [...table().values()];
}

/** Not served at the target: removed in the target or an earlier release. */
export function isRemovedAt(row: ApiLifecycle, target: string): boolean {
  return row.removedIn !== null && compareMinor(row.removedIn, target) <= 0;
}

/** Still served at the target but deprecated there. */
export function isDeprecatedAt(row: ApiLifecycle, target: string): boolean {
  return !isRemovedAt(row, target) && row.deprecatedIn !== null && compareMinor(row.deprecatedIn, target) <= 0;
}

export function replacementText(row: ApiLifecycle): string {
  if (!row.replacement) return 'there is no replacement API';
  const since = row.replacement.availableIn ? ` (served since ${row.replacement.availableIn})` : '';
  const kind = row.replacement.kind === row.kind ? '' : ` ${row.replacement.kind}`;
  return `use ${row.replacement.apiVersion}${kind}${since}`;
}
