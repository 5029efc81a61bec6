/**
 * Each node's kubelet, through the API server's node proxy: `configz` (the live
 * KubeletConfiguration) and `/metrics` (cgroup version, container runtime support). A few nodes
 * at a time; a 403 stops the queries of that kind (every node would answer the same), an
 * unreachable node is a gap for that node only.
 */
import type { ClusterOrigin, CoverageGap, K8sObject } from '../../model.js';
import { normalizeMinor, compareMinor } from '../../versions.js';
import { isRecord } from '../../kube/workloads.js';
import { mapLimit } from './discovery.js';
import type { ApiClient } from './http.js';
import { isForbidden, isRequestFailure } from './http.js';
import type { RawObject } from './lists.js';
import { parseMetrics } from './prometheus.js';
import { KUBELET_FAMILIES, KUBELET_METRICS_KIND, kubeletConfigObject, metricsObject } from './synthetic.js';

export interface NodeQueryOptions {
  context: string;
  configz: boolean;
  metrics: boolean;
  concurrency?: number;
  /** Rules each kind of query feeds, for gaps. */
  rulesFor: { configz: string[]; metrics: string[] };
  onNodeDone?: () => void;
}

export interface NodeQueryResult {
  objects: K8sObject[];
  gaps: CoverageGap[];
  queried: number;
}

type Query = 'configz' | 'metrics';

const WHAT: Record<Query, string> = { configz: 'kubelet configuration (configz)', metrics: 'kubelet metrics' };

export async function queryNodes(client: ApiClient, nodes: readonly RawObject[], options: NodeQueryOptions): Promise<NodeQueryResult> {
  const queries: Query[] = [...(options.configz ? (['configz'] as const) : []), ...(options.metrics ? (['metrics'] as const) : [])];
  const forbidden = new Map<Query, string>();
  const failures: Record<Query, { node: string; reason: string }[]> = { configz: [], metrics: [] };
  const objects: K8sObject[] = [];
  let queried = 0;

  await mapLimit(nodes, options.concurrency ?? 8, async (node) => {
    const name = String((node.metadata as { name?: unknown } | undefined)?.name ?? '');
    if (!name) return;
    const answers: Partial<Record<Query, string>> = {};
    for (const query of queries) {
      if (forbidden.has(query)) continue;
      try {
        // A node that is down answers 502/503 through the proxy; one retry is enough.
        answers[query] = await client.get(`/api/v1/nodes/${encodeURIComponent(name)}/proxy/${query}`, {
          attempts: 2,
          accept: query === 'configz' ? 'application/json' : 'text/plain',
        });
      } catch (error) {
        if (isForbidden(error)) forbidden.set(query, error.serverMessage || error.message);
        else if (isRequestFailure(error)) failures[query].push({ node: name, reason: error.message });
        else throw error;
      }
    }
    if (answers.configz !== undefined || answers.metrics !== undefined) queried++;
    const origin = (detail: string): ClusterOrigin => ({ type: 'cluster', context: options.context, via: 'node', detail, node: name });
    const families = answers.metrics !== undefined ? parseMetrics(answers.metrics, KUBELET_FAMILIES) : undefined;
    if (families) objects.push(metricsObject(KUBELET_METRICS_KIND, name, families, origin(`kubelet /metrics of node ${name}`)));
    if (answers.configz !== undefined) {
      const config = parseConfigz(answers.configz);
      if (config) objects.push(kubeletConfigObject(name, effectiveToWritten(config, node), origin(`kubelet configz of node ${name}`)));
      else failures.configz.push({ node: name, reason: 'the answer holds no kubeletconfig' });
    }
    options.onNodeDone?.();
  });

  const gaps: CoverageGap[] = [];
  const denied = queries.filter((q) => forbidden.has(q));
  if (denied.length) {
    const what = denied.map((q) => WHAT[q]).join(' and ');
    const rules = [...new Set(denied.flatMap((q) => options.rulesFor[q]))];
    gaps.push({
      what: `${what} of every node, through the node proxy (nodes/proxy)`,
      reason: `403 Forbidden: ${forbidden.get(denied[0])}`,
      rules,
      cause: 'forbidden',
    });
  }
  for (const query of queries) {
    const rules = options.rulesFor[query];
    if (forbidden.has(query)) continue;
    const failed = failures[query];
    if (failed.length) {
      const names = failed.map((f) => f.node).sort();
      const shown = names.length > 5 ? `${names.slice(0, 5).join(', ')} and ${names.length - 5} more` : names.join(', ');
      gaps.push({ what: `${WHAT[query]} of ${failed.length} of ${nodes.length} nodes (${shown})`, reason: failed[0].reason, rules, cause: 'failed' });
    }
  }
  return { objects, gaps, queried };
}

function parseConfigz(text: string): Record<string, unknown> | undefined {
  try {
    const config = (JSON.parse(text) as { kubeletconfig?: unknown }).kubeletconfig;
    return isRecord(config) ? config : undefined;
  } catch {
    return undefined;
  }
}

/**
 * configz shows the kubelet's effective configuration, defaults included, while rules read a
 * configuration as a statement of what its author chose. Fields rules read are dropped when they
 * hold the kubelet's own default (pkg/kubelet/apis/config/v1beta1/defaults.go), so that a default
 * never reads as a choice. A rule that starts reading another defaulted field adds it here.
 *
 * `failCgroupV1` defaults to false before 1.35 and to true from 1.35: a kubelet older than 1.35
 * reports false whether or not its configuration file sets it, and the 1.35 kubelet it is upgraded
 * to reads only the file. So false is dropped there, and a cgroup v1 node shows as one whose
 * kubelet will refuse to start (the cgroup-v1 rule says to check the file).
 */
function effectiveToWritten(config: Record<string, unknown>, node: RawObject): Record<string, unknown> {
  const written = { ...config };
  for (const [field, value] of Object.entries(KUBELET_DEFAULTS)) if (written[field] === value) delete written[field];
  if (written.failCgroupV1 === false) {
    const kubelet = normalizeMinor(String(nodeInfo(node).kubeletVersion ?? ''));
    if (kubelet !== undefined && compareMinor(kubelet, '1.35') < 0) delete written.failCgroupV1;
  }
  return written;
}

/** Defaults of KubeletConfiguration fields that rules read, the same in every release concerned. */
const KUBELET_DEFAULTS: Record<string, unknown> = {
  cgroupDriver: 'cgroupfs',
  memoryThrottlingFactor: 0.9,
  memoryReservationPolicy: 'None',
};

function nodeInfo(node: RawObject): Record<string, unknown> {
  const status = node.status as { nodeInfo?: Record<string, unknown> } | undefined;
  return status?.nodeInfo ?? {};
}
