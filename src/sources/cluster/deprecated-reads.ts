/**
 * A live check never lists a kind through an API version deprecated at the server's version:
 * the server counts such requests (`apiserver_requested_deprecated_apis`, audit annotations), and
 * managed services report the clients, or pause upgrades, on them. A kind served only in deprecated
 * versions is not listed; its objects are counted from what the API server says it stores.
 */
import type { CoverageGap } from '../../model.js';
import { isDeprecatedAt, isRemovedAt, lifecycleOf } from '../../kube/api-lifecycle.js';
import type { DeprecatedOnly } from './plan.js';
import type { Families } from './prometheus.js';

/** Objects stored per resource (`pods`, `podsecuritypolicies.policy`): the metric since 1.21, and the one before it. */
export const STORED_OBJECT_FAMILIES = ['apiserver_storage_objects', 'etcd_object_counts'] as const;

export type StoredCounts = ReadonlyMap<string, number>;

/** The release that deprecated an apiVersion and kind, when the bundled lifecycle data says it is deprecated (or past removal) at `minor`. */
export function deprecatedAt(minor: string): (apiVersion: string, kind: string) => string | undefined {
  return (apiVersion, kind) => {
    const row = lifecycleOf(apiVersion, kind);
    if (!row || !(isDeprecatedAt(row, minor) || isRemovedAt(row, minor))) return undefined;
    return row.deprecatedIn ?? row.removedIn ?? minor;
  };
}

/** Stored objects per `resource.group`, from the first family that has the resource (a negative value means unknown). */
export function storedCounts(families: Families): StoredCounts {
  const counts = new Map<string, number>();
  for (const family of STORED_OBJECT_FAMILIES) {
    for (const sample of families[family] ?? []) {
      const resource = sample.labels.resource;
      if (resource && !counts.has(resource) && sample.value >= 0) counts.set(resource, sample.value);
    }
  }
  return counts;
}

/**
 * One gap per kind left unlisted, with how many objects the server stores when its metrics say;
 * none when they say it stores none, as nothing was missed.
 */
export function deprecatedOnlyGaps(unlisted: readonly DeprecatedOnly[], stored: StoredCounts | undefined): CoverageGap[] {
  const gaps: CoverageGap[] = [];
  for (const { resource, apiVersion, deprecatedIn, rules } of unlisted) {
    const count = stored?.get(resource.group ? `${resource.resource}.${resource.group}` : resource.resource);
    if (count === 0) continue;
    const held =
      count === undefined
        ? "how many it stores is unknown (the API server's apiserver_storage_objects metric could not be read)"
        : `the API server stores ${count.toLocaleString('en-US')} (apiserver_storage_objects)`;
    gaps.push({
      what: `${resource.kind} objects (${apiVersion})`,
      reason: `served only in ${apiVersion}, deprecated since Kubernetes ${deprecatedIn}: not listed, so that this check is not itself a client of a deprecated API; ${held}; --allow-deprecated-reads lists them`,
      rules,
      cause: 'skipped',
    });
  }
  return gaps;
}
