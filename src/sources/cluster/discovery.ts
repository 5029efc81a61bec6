/**
 * What the server serves: every listable resource with its kind, scope and the versions it is
 * served in. Aggregated discovery (two requests) when the server has it, the per-group documents
 * otherwise.
 */
import { groupOf, versionOf } from '../../model.js';
import type { ApiClient } from './http.js';
import { ApiStatusError } from './http.js';

export interface ApiResource {
  /** '' for the core group. */
  group: string;
  /** The version a list uses: the first, in the group's priority order, that serves this resource. */
  version: string;
  /** Every version of the group that serves this resource, in priority order. */
  versions: string[];
  /** Plural resource name, as in URLs. */
  resource: string;
  kind: string;
  namespaced: boolean;
  verbs: string[];
}

export interface FailedGroup {
  groupVersion: string;
  reason: string;
}

export class Discovery {
  private readonly kinds = new Map<string, ApiResource[]>();

  constructor(
    readonly resources: ApiResource[],
    readonly failed: FailedGroup[] = [],
  ) {
    for (const r of resources) {
      const list = this.kinds.get(r.kind) ?? [];
      list.push(r);
      this.kinds.set(r.kind, list);
    }
  }

  /** Resources serving this kind, in any group. */
  byKind(kind: string): ApiResource[] {
    return this.kinds.get(kind) ?? [];
  }

  /** The resource serving this apiVersion's group and kind, if the server serves the group and kind at all. */
  find(apiVersion: string, kind: string): ApiResource | undefined {
    const group = groupOf(apiVersion);
    return this.byKind(kind).find((r) => r.group === group);
  }

  /** True when the server serves this exact apiVersion for this kind. */
  serves(apiVersion: string, kind: string): boolean {
    const found = this.find(apiVersion, kind);
    return found !== undefined && found.versions.includes(versionOf(apiVersion));
  }

  /** Scope of a kind, known when any group serves it (a removed version's kind keeps its scope). */
  isNamespaced(kind: string): boolean | undefined {
    const found = this.byKind(kind);
    return found.length ? found[0].namespaced : undefined;
  }
}

export function apiVersionOf(r: ApiResource): string {
  return r.group ? `${r.group}/${r.version}` : r.version;
}

const AGGREGATED_ACCEPT = [
  'application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList',
  'application/json;g=apidiscovery.k8s.io;v=v2beta1;as=APIGroupDiscoveryList',
  'application/json',
].join(',');

interface AggregatedList {
  kind?: string;
  items?: {
    metadata?: { name?: string };
    versions?: {
      version: string;
      freshness?: string;
      resources?: { resource: string; responseKind?: { kind?: string }; scope?: string; verbs?: string[] }[];
    }[];
  }[];
}

interface LegacyResourceList {
  resources?: { name: string; kind: string; namespaced: boolean; verbs?: string[] }[];
}

interface LegacyGroupList {
  kind?: string;
  groups?: { name: string; versions: { version: string }[]; preferredVersion?: { version: string } }[];
}

interface LegacyVersions {
  kind?: string;
  versions?: string[];
}

/** Every version of a group, in priority order, with the resources it serves. */
interface GroupVersions {
  group: string;
  versions: { version: string; resources: Omit<ApiResource, 'group' | 'version' | 'versions'>[] }[];
}

export async function discover(client: ApiClient, concurrency = 6): Promise<Discovery> {
  const core = await client.getJson<AggregatedList & LegacyVersions>('/api', { accept: AGGREGATED_ACCEPT });
  const groups = await client.getJson<AggregatedList & LegacyGroupList>('/apis', { accept: AGGREGATED_ACCEPT });
  const failed: FailedGroup[] = [];
  // Each document falls back on its own: a proxy in front of the server may pass one content type and not the other.
  const aggregated = (list: AggregatedList) => list.kind === 'APIGroupDiscoveryList';
  const collected: GroupVersions[] = [
    ...(aggregated(core) ? fromAggregated(core, failed) : await fromLegacy(client, core, undefined, failed, concurrency)),
    ...(aggregated(groups) ? fromAggregated(groups, failed) : await fromLegacy(client, undefined, groups, failed, concurrency)),
  ];
  return new Discovery(collected.flatMap(flatten), failed);
}

function fromAggregated(list: AggregatedList, failed: FailedGroup[]): GroupVersions[] {
  return (list.items ?? []).map((item) => {
    const group = item.metadata?.name ?? '';
    return {
      group,
      versions: (item.versions ?? []).flatMap((v) => {
        // A stale aggregated API (its backing service is down) lists resources it may not serve.
        if (v.freshness === 'Stale') {
          failed.push({ groupVersion: group ? `${group}/${v.version}` : v.version, reason: 'the aggregated API behind it is not answering (discovery marks it Stale)' });
          return [];
        }
        return [
          {
            version: v.version,
            resources: (v.resources ?? [])
              .filter((r) => r.responseKind?.kind)
              .map((r) => ({ resource: r.resource, kind: r.responseKind!.kind!, namespaced: r.scope === 'Namespaced', verbs: r.verbs ?? [] })),
          },
        ];
      }),
    };
  });
}

async function fromLegacy(client: ApiClient, core: LegacyVersions | undefined, groups: LegacyGroupList | undefined, failed: FailedGroup[], concurrency: number): Promise<GroupVersions[]> {
  const wanted: { group: string; versions: string[] }[] = core ? [{ group: '', versions: core.versions ?? ['v1'] }] : [];
  for (const g of groups?.groups ?? []) {
    const preferred = g.preferredVersion?.version;
    const versions = g.versions.map((v) => v.version);
    wanted.push({ group: g.name, versions: preferred ? [preferred, ...versions.filter((v) => v !== preferred)] : versions });
  }
  const jobs = wanted.flatMap(({ group, versions }) => versions.map((version) => ({ group, version })));
  const answers = await mapLimit(jobs, concurrency, async ({ group, version }) => {
    const path = group ? `/apis/${group}/${version}` : `/api/${version}`;
    try {
      return await client.getJson<LegacyResourceList>(path, { attempts: 3 });
    } catch (error) {
      if (error instanceof ApiStatusError) {
        failed.push({ groupVersion: group ? `${group}/${version}` : version, reason: error.message });
        return undefined;
      }
      throw error;
    }
  });
  let i = 0;
  return wanted.map(({ group, versions }) => ({
    group,
    versions: versions.map((version) => {
      const answer = answers[i++];
      return {
        version,
        resources: (answer?.resources ?? [])
          .filter((r) => !r.name.includes('/'))
          .map((r) => ({ resource: r.name, kind: r.kind, namespaced: r.namespaced, verbs: r.verbs ?? [] })),
      };
    }),
  }));
}

function flatten(group: GroupVersions): ApiResource[] {
  const byResource = new Map<string, ApiResource>();
  for (const { version, resources } of group.versions) {
    for (const r of resources) {
      const known = byResource.get(r.resource);
      if (known) known.versions.push(version);
      else byResource.set(r.resource, { group: group.group, version, versions: [version], ...r });
    }
  }
  return [...byResource.values()];
}

/** Runs `work` over `items` with at most `limit` at once, keeping the order of results. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], index);
    }
  });
  await Promise.all(workers);
  return results;
}
