/**
 * What to read for the selected rules, from what the server serves. Only the kinds the rules
 * declare are listed; a rule that reads every kind ("*", the API-version rules) gets every
 * resource of Kubernetes' own API groups, except:
 *
 * - Secrets: their apiVersion is v1 forever, and the tool does not read Secret contents it does
 *   not need (Helm release Secrets are read by label and type);
 * - Events: written by components, high volume; listed only by reason for rules that read them;
 * - ComponentStatus (not stored objects) and the aggregated metrics APIs (computed on request);
 * - custom resources, except those the run's API rows cover (`customKinds`: the add-ons' rows and
 *   the configuration's `apis:`): other custom resources' versions are nobody's the tool knows.
 *   A rule that names a custom kind still gets it.
 *
 * The legacy `extensions` group (and `events.k8s.io` for Event) serves the same stored objects as
 * their successor groups; when both serve a kind, only the successor is listed, so an object is
 * never seen twice nor in the old group's version.
 *
 * A kind is listed in the first version the server prefers that is not deprecated at the server's
 * version: managed services watch for clients of deprecated versions and report them, or pause
 * upgrades, so the check must never be one. A kind served only in deprecated versions is not
 * listed unless the user allows it (`deprecatedOnly`).
 */
import { isKubernetesGroup } from '../../model.js';
import type { Rule } from '../../rule.js';
import type { ApiResource, Discovery } from './discovery.js';
import type { ListRequest } from './lists.js';
import { HELM_LABEL_SELECTOR, HELM_SECRET_TYPE } from './helm.js';
import { APISERVER_METRICS_KIND, HELM_CHART_METADATA_KIND, KUBELET_METRICS_KIND } from './synthetic.js';

/** Reasons of the events rules read: the SELinux warning controller's and the kubelet's cgroup v1 warning. */
const EVENT_REASONS = ['SELinuxLabelConflict', 'SELinuxChangePolicyConflict', 'MultipleSELinuxLabels', 'CgroupV1'] as const;

const EVERY_KIND_EXCLUDED = new Set(['/secrets', '/events', 'events.k8s.io/events', '/componentstatuses']);
export const COMPUTED_GROUPS = new Set(['metrics.k8s.io', 'custom.metrics.k8s.io', 'external.metrics.k8s.io']);
/** Groups whose kinds another group took over, with the kinds concerned (all kinds when empty). */
const LEGACY_ALIASES: Record<string, string[]> = { extensions: [], 'events.k8s.io': ['Event'] };

export interface PlannedList {
  request: ListRequest;
  /** Why: the rules it serves, for gaps. */
  rules: string[];
  purpose: 'rules' | 'helm';
}

/** A kind the server serves only in versions deprecated at its version, left unlisted. */
export interface DeprecatedOnly {
  resource: ApiResource;
  /** The group version it would have been listed in, and the release that deprecated it. */
  apiVersion: string;
  deprecatedIn: string;
  rules: string[];
}

export interface Plan {
  lists: PlannedList[];
  deprecatedOnly: DeprecatedOnly[];
  /** Resources past MAX_RESOURCE_LISTS, not listed: how many, and the rules they served. */
  notListed?: { count: number; rules: string[] };
  nodes: { list: boolean; configz: boolean; metrics: boolean; configzRules: string[]; metricsRules: string[] };
  apiserverMetrics: { read: boolean; rules: string[] };
  /**
   * Helm release records: read for every rule that reads objects (their manifests are a view of the
   * live objects); `chartMetadata` when a rule reads HelmChartMetadata, made from the records only.
   */
  helm: { read: boolean; rules: string[]; chartMetadata: boolean };
  /** Rules that read every kind: what a group discovery could not read weakens. */
  everyKindRules: string[];
}

export interface PlanOptions {
  namespace?: string;
  skipNodes: boolean;
  /** `group/kind` of custom resources that rules reading every kind get too. */
  customKinds?: ReadonlySet<string>;
  /** The release that deprecated an apiVersion and kind, when it is deprecated at the server's version. */
  deprecatedAtServer?: (apiVersion: string, kind: string) => string | undefined;
  /** List kinds served only in deprecated versions all the same (`--allow-deprecated-reads`). */
  allowDeprecatedReads?: boolean;
}

/**
 * The most resources one check lists. A cluster serves about 60 listable built-in resources and,
 * with add-ons, a few hundred in all; discovery that names thousands (an aggregated API server
 * gone wrong) would otherwise cost one list each, however gently sent.
 */
export const MAX_RESOURCE_LISTS = 2_000;

export function planReads(rules: readonly Rule[], discovery: Discovery, options: PlanOptions): Plan {
  const listable = preferSuccessors(discovery.resources.filter((r) => r.verbs.includes('list')));
  const byResource = new Map<ApiResource, Set<string>>();
  const want = (resource: ApiResource, rule: Rule) => {
    const set = byResource.get(resource) ?? new Set<string>();
    set.add(rule.id);
    byResource.set(resource, set);
  };
  const eventRules = new Set<string>();
  const configzRules: string[] = [];
  const metricsRules: string[] = [];
  const apiserverRules: string[] = [];
  const everyKindRules: string[] = [];
  const chartMetadataRules: string[] = [];

  for (const rule of rules) {
    // Kinds a rule only looks up are listed like those it checks: it needs them all the same.
    for (const kind of new Set([...rule.kinds, ...(rule.lookups ?? [])])) {
      if (kind === '*') {
        everyKindRules.push(rule.id);
        for (const r of listable) {
          const builtin = isKubernetesGroup(r.group) && !COMPUTED_GROUPS.has(r.group) && !EVERY_KIND_EXCLUDED.has(`${r.group}/${r.resource}`);
          if (builtin || options.customKinds?.has(`${r.group}/${r.kind}`)) want(r, rule);
        }
      } else if (kind === 'Event') {
        eventRules.add(rule.id);
      } else if (kind === 'KubeletConfiguration') {
        configzRules.push(rule.id);
      } else if (kind === KUBELET_METRICS_KIND) {
        metricsRules.push(rule.id);
      } else if (kind === APISERVER_METRICS_KIND) {
        apiserverRules.push(rule.id);
      } else if (kind === HELM_CHART_METADATA_KIND) {
        chartMetadataRules.push(rule.id);
      } else {
        for (const r of listable) if (r.kind === kind) want(r, rule);
      }
    }
  }

  const configz = configzRules.length > 0 && !options.skipNodes;
  const metrics = metricsRules.length > 0 && !options.skipNodes;
  const lists: PlannedList[] = [];
  const namespace = options.namespace;
  let notListed: Plan['notListed'];
  const deprecatedOnly: DeprecatedOnly[] = [];
  for (const [served, ids] of byResource) {
    const choice = listedVersion(served, options);
    if ('deprecatedIn' in choice) {
      deprecatedOnly.push({ ...choice, resource: served, rules: [...ids] });
      continue;
    }
    const resource = choice.resource;
    if (lists.length < MAX_RESOURCE_LISTS) {
      lists.push({ request: { resource, namespace }, rules: [...ids], purpose: 'rules' });
    } else {
      notListed ??= { count: 0, rules: [] };
      notListed.count++;
      for (const id of ids) if (!notListed.rules.includes(id)) notListed.rules.push(id);
    }
  }
  const nodeResource = listable.find((r) => r.group === '' && r.resource === 'nodes');
  if ((configz || metrics) && nodeResource && !byResource.has(nodeResource)) {
    lists.push({ request: { resource: nodeResource }, rules: [...configzRules, ...metricsRules], purpose: 'rules' });
  }
  const events = listable.find((r) => r.group === '' && r.resource === 'events');
  if (events && eventRules.size) {
    for (const reason of EVENT_REASONS)
      lists.push({ request: { resource: events, namespace, fieldSelector: `reason=${reason}` }, rules: [...eventRules], purpose: 'rules' });
  }
  const readHelm = rules.some((rule) => rule.kinds.length > 0);
  const helmRules = [...everyKindRules, ...chartMetadataRules.filter((id) => !everyKindRules.includes(id))];
  if (readHelm) {
    const secrets = listable.find((r) => r.group === '' && r.resource === 'secrets');
    const configMaps = listable.find((r) => r.group === '' && r.resource === 'configmaps');
    if (secrets)
      lists.push({
        request: { resource: secrets, namespace, labelSelector: HELM_LABEL_SELECTOR, fieldSelector: `type=${HELM_SECRET_TYPE}` },
        rules: helmRules,
        purpose: 'helm',
      });
    if (configMaps) lists.push({ request: { resource: configMaps, namespace, labelSelector: HELM_LABEL_SELECTOR }, rules: helmRules, purpose: 'helm' });
  }
  // Big lists first, so that the parallel lists finish together.
  lists.sort((a, b) => listWeight(b) - listWeight(a));
  return {
    lists,
    deprecatedOnly,
    ...(notListed ? { notListed } : {}),
    nodes: { list: configz || metrics, configz, metrics, configzRules, metricsRules },
    apiserverMetrics: { read: apiserverRules.length > 0, rules: apiserverRules },
    helm: { read: readHelm, rules: helmRules, chartMetadata: chartMetadataRules.length > 0 },
    everyKindRules,
  };
}

/**
 * The resource in the first of its versions, in the server's order, not deprecated at the server's
 * version; else, unless deprecated reads are allowed, the version it would have used and its deprecation.
 */
function listedVersion(resource: ApiResource, options: PlanOptions): { resource: ApiResource } | { apiVersion: string; deprecatedIn: string } {
  const deprecatedIn = options.deprecatedAtServer;
  if (!deprecatedIn || options.allowDeprecatedReads) return { resource };
  const apiVersionAt = (version: string) => (resource.group ? `${resource.group}/${version}` : version);
  const preferred = deprecatedIn(apiVersionAt(resource.version), resource.kind);
  if (preferred === undefined) return { resource };
  const version = resource.versions.find((v) => deprecatedIn(apiVersionAt(v), resource.kind) === undefined);
  return version === undefined ? { apiVersion: apiVersionAt(resource.version), deprecatedIn: preferred } : { resource: { ...resource, version } };
}

/** Drops a legacy alias group's resource when a successor group serves the same kind. */
function preferSuccessors(resources: ApiResource[]): ApiResource[] {
  return resources.filter((r) => {
    const aliased = LEGACY_ALIASES[r.group];
    if (!aliased || (aliased.length && !aliased.includes(r.kind))) return true;
    return !resources.some((other) => other !== r && other.kind === r.kind && !(other.group in LEGACY_ALIASES) && isKubernetesGroup(other.group));
  });
}

const HEAVY = new Set(['pods', 'replicasets', 'configmaps', 'endpointslices', 'endpoints', 'events', 'leases']);

function listWeight(list: PlannedList): number {
  return HEAVY.has(list.request.resource.resource) ? 2 : list.request.resource.namespaced ? 1 : 0;
}
