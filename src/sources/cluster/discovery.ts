/**
 * What the server serves: every listable resource with its kind, scope and the versions it is
 * served in. Aggregated discovery (two requests) when the server has it, the per-group documents
 * otherwise. Documents are checked before use: an entry of the wrong shape is skipped and counted
 * (a failed group version), and `/api` or `/apis` that is not discovery at all leaves its groups
 * unknown (an unreadable document); either way the run goes on and says what it could not see.
 */
import { groupOf, versionOf } from '../../model.js';
import type { ApiClient } from './http.js';
import { MalformedAnswerError, describeJson, isRequestFailure } from './http.js';
import { isRecord } from '../../kube/workloads.js';
import { quote } from '../../redact.js';

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

/** `/api` or `/apis` answered with something that is not discovery: none of its groups are known. */
export interface UnreadableDocument {
  document: '/api' | '/apis';
  reason: string;
}

export class Discovery {
  private readonly kinds = new Map<string, ApiResource[]>();

  constructor(
    readonly resources: ApiResource[],
    readonly failed: FailedGroup[] = [],
    readonly unreadable: UnreadableDocument[] = [],
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
    return found?.versions.includes(versionOf(apiVersion)) ?? false;
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

/** Every version of a group, in priority order, with the resources it serves. */
interface GroupVersions {
  group: string;
  versions: { version: string; resources: Omit<ApiResource, 'group' | 'version' | 'versions'>[] }[];
}

/** A discovery document whose shape is not one of discovery's: nothing it says can be used. */
class NotDiscovery extends Error {}

export async function discover(client: ApiClient, concurrency = 6): Promise<Discovery> {
  const failed: FailedGroup[] = [];
  const unreadable: UnreadableDocument[] = [];
  const collected: GroupVersions[] = [];
  for (const root of ['/api', '/apis'] as const) {
    // Each document falls back on its own: a proxy in front of the server may pass one content type and not the other.
    try {
      const document = await client.getJson(root, { accept: AGGREGATED_ACCEPT });
      if (!isRecord(document)) throw new NotDiscovery(`is not a discovery document (it is ${describeJson(document)})`);
      if (document.kind === 'APIGroupDiscoveryList') collected.push(...fromAggregated(document, root, failed));
      else collected.push(...(await fromLegacy(client, legacyWanted(document, root, failed), failed, concurrency)));
    } catch (error) {
      if (error instanceof NotDiscovery) unreadable.push({ document: root, reason: `the answer to ${root} ${error.message}` });
      else if (error instanceof MalformedAnswerError) unreadable.push({ document: root, reason: error.message });
      else throw error;
    }
  }
  return new Discovery(collected.flatMap(flatten), failed, unreadable);
}

/**
 * Names as the API server allows them (DNS subdomains and labels, kinds as identifiers). They go
 * into request paths, so a name such as `../../api/v1/secrets` from a hostile aggregated API server
 * must never be used: it would list what the tool promises not to read.
 */
const GROUP_NAME = /^(?=.{1,253}$)[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const LABEL = /^(?=.{1,63}$)[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
const KIND = /^(?=.{1,63}$)[A-Za-z][-A-Za-z0-9_]*$/;

function validGroup(name: unknown, core: boolean): name is string {
  return typeof name === 'string' && (core ? name === '' : GROUP_NAME.test(name));
}

function validVersion(version: unknown): version is string {
  return typeof version === 'string' && LABEL.test(version);
}

function groupVersionOf(group: string, version: string): string {
  return group ? `${group}/${version}` : version;
}

/** Counts what a document says that cannot be used, per group version, into one failure each. */
class Skipped {
  private readonly counts = new Map<string, number>();
  add(groupVersion: string): void {
    this.counts.set(groupVersion, (this.counts.get(groupVersion) ?? 0) + 1);
  }
  report(root: string, failed: FailedGroup[]): void {
    for (const [groupVersion, n] of this.counts)
      failed.push({ groupVersion, reason: `${n} malformed ${n === 1 ? 'entry' : 'entries'} in the discovery document ${root}, skipped` });
  }
}

function fromAggregated(list: Record<string, unknown>, root: string, failed: FailedGroup[]): GroupVersions[] {
  const items = list.items ?? [];
  if (!Array.isArray(items)) throw new NotDiscovery(`is not a discovery document (its items are ${describeJson(items)})`);
  const core = root === '/api';
  const skipped = new Skipped();
  const groups: GroupVersions[] = [];
  for (const item of items) {
    const name = isRecord(item) && isRecord(item.metadata) ? item.metadata.name : undefined;
    if (!isRecord(item) || !validGroup(core && name === undefined ? '' : name, core)) {
      skipped.add(core ? 'v1' : typeof name === 'string' ? quote(name, 80) : 'an unnamed group');
      continue;
    }
    const group = (name as string | undefined) ?? '';
    const versions: GroupVersions['versions'] = [];
    for (const v of Array.isArray(item.versions) ? item.versions : []) {
      if (!isRecord(v) || !validVersion(v.version)) {
        skipped.add(group || 'v1');
        continue;
      }
      const groupVersion = groupVersionOf(group, v.version);
      // A stale aggregated API (its backing service is down) lists resources it may not serve.
      if (v.freshness === 'Stale') {
        failed.push({ groupVersion, reason: 'the aggregated API behind it is not answering (discovery marks it Stale)' });
        continue;
      }
      const resources: GroupVersions['versions'][number]['resources'] = [];
      for (const r of Array.isArray(v.resources) ? v.resources : []) {
        const kind = isRecord(r) && isRecord(r.responseKind) ? r.responseKind.kind : undefined;
        // Entries without a kind are not served as objects (subresource-only virtual resources).
        if (isRecord(r) && (kind === undefined || kind === '')) continue;
        if (!isRecord(r) || typeof r.resource !== 'string' || !LABEL.test(r.resource) || typeof kind !== 'string' || !KIND.test(kind)) {
          skipped.add(groupVersion);
          continue;
        }
        resources.push({ resource: r.resource, kind, namespaced: r.scope === 'Namespaced', verbs: verbsOf(r.verbs) });
      }
      if (v.resources !== undefined && !Array.isArray(v.resources)) skipped.add(groupVersion);
      versions.push({ version: v.version, resources });
    }
    if (item.versions !== undefined && !Array.isArray(item.versions)) skipped.add(group || 'v1');
    groups.push({ group, versions });
  }
  skipped.report(root, failed);
  return groups;
}

/** The group versions a legacy `/api` (APIVersions) or `/apis` (APIGroupList) document names, in priority order. */
function legacyWanted(document: Record<string, unknown>, root: '/api' | '/apis', failed: FailedGroup[]): { group: string; versions: string[] }[] {
  const skipped = new Skipped();
  // An object of another kind (`{}`, a proxy's own error) must not read as a server without groups.
  const expected = root === '/api' ? 'APIVersions' : 'APIGroupList';
  const field = root === '/api' ? document.versions : document.groups;
  if (document.kind !== expected && !Array.isArray(field))
    throw new NotDiscovery(`is not a discovery document (neither APIGroupDiscoveryList nor ${expected})`);
  if (root === '/api') {
    const versions = document.versions ?? ['v1'];
    if (!Array.isArray(versions)) throw new NotDiscovery(`is not a discovery document (its versions are ${describeJson(versions)})`);
    const valid = versions.filter(validVersion);
    if (valid.length < versions.length) skipped.add('v1');
    skipped.report(root, failed);
    return [{ group: '', versions: valid }];
  }
  const groups = document.groups ?? [];
  if (!Array.isArray(groups)) throw new NotDiscovery(`is not a discovery document (its groups are ${describeJson(groups)})`);
  const wanted: { group: string; versions: string[] }[] = [];
  for (const g of groups) {
    if (!isRecord(g) || !validGroup(g.name, false) || !Array.isArray(g.versions)) {
      skipped.add(isRecord(g) && typeof g.name === 'string' ? quote(g.name, 80) : 'an unnamed group');
      continue;
    }
    const versions: string[] = [];
    for (const v of g.versions) {
      if (isRecord(v) && validVersion(v.version)) versions.push(v.version);
      else skipped.add(g.name);
    }
    const preferred = isRecord(g.preferredVersion) ? g.preferredVersion.version : undefined;
    wanted.push({
      group: g.name,
      versions: validVersion(preferred) && versions.includes(preferred) ? [preferred, ...versions.filter((v) => v !== preferred)] : versions,
    });
  }
  skipped.report(root, failed);
  return wanted;
}

async function fromLegacy(
  client: ApiClient,
  wanted: { group: string; versions: string[] }[],
  failed: FailedGroup[],
  concurrency: number,
): Promise<GroupVersions[]> {
  const jobs = wanted.flatMap(({ group, versions }) => versions.map((version) => ({ group, version })));
  const answers = await mapLimit(jobs, concurrency, async ({ group, version }) => {
    const path = group ? `/apis/${group}/${version}` : `/api/${version}`;
    const groupVersion = groupVersionOf(group, version);
    try {
      const answer = await client.getJson(path, { attempts: 3 });
      const resources = isRecord(answer) ? (answer.resources ?? []) : undefined;
      if (!Array.isArray(resources)) {
        failed.push({
          groupVersion,
          reason: `the answer to ${path} is not a discovery document (it is ${describeJson(isRecord(answer) ? answer.resources : answer)})`,
        });
        return [];
      }
      return resources;
    } catch (error) {
      // One group that cannot be read costs its own resources, not the run.
      if (!isRequestFailure(error)) throw error;
      failed.push({ groupVersion, reason: error.message });
      return [];
    }
  });
  let i = 0;
  return wanted.map(({ group, versions }) => ({
    group,
    versions: versions.map((version) => {
      const skipped = new Skipped();
      const resources: GroupVersions['versions'][number]['resources'] = [];
      for (const r of answers[i++]) {
        // Subresources (pods/log) are not listed.
        if (isRecord(r) && typeof r.name === 'string' && r.name.includes('/')) continue;
        if (!isRecord(r) || typeof r.name !== 'string' || !LABEL.test(r.name) || typeof r.kind !== 'string' || !KIND.test(r.kind)) {
          skipped.add(groupVersionOf(group, version));
          continue;
        }
        resources.push({ resource: r.name, kind: r.kind, namespaced: r.namespaced === true, verbs: verbsOf(r.verbs) });
      }
      skipped.report(group ? `/apis/${group}/${version}` : `/api/${version}`, failed);
      return { version, resources };
    }),
  }));
}

function verbsOf(verbs: unknown): string[] {
  return Array.isArray(verbs) ? verbs.filter((v): v is string => typeof v === 'string') : [];
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
