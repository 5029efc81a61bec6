import { afterEach, describe, expect, it } from 'vitest';
import versionSkew from '../../../rules/core/version-skew.js';
import containerRuntime from '../../../rules/1.36/container-runtime.js';
import cgroupV1 from '../../../rules/1.35/cgroup-v1.js';
import kubeletCgroupDriver from '../../../rules/1.34/kubelet-cgroup-driver.js';
import deprecatedApiCalls from '../../../rules/core/deprecated-api-calls.js';
import type { Rule } from '../../../src/rule.js';
import { parseMetrics } from '../../../src/sources/cluster/prometheus.js';
import { nodeObject, startFakeApiServer } from '../../support/fake-apiserver.js';
import type { FakeCluster, FakeClusterOptions, FakeNodeKubelet } from '../../support/fake-apiserver.js';
import { runLive, seen } from './helpers.js';

const started: FakeCluster[] = [];
afterEach(async () => {
  while (started.length) await started.pop()!.close();
});

async function fake(options: Partial<FakeClusterOptions>): Promise<FakeCluster> {
  const cluster = await startFakeApiServer({ gitVersion: 'v1.34.2', ...options });
  started.push(cluster);
  return cluster;
}

function kubeletMetrics(cgroupVersion: number, losingSupport?: string): string {
  return [
    '# HELP kubelet_cgroup_version [ALPHA] cgroup version on the hosts.',
    '# TYPE kubelet_cgroup_version gauge',
    `kubelet_cgroup_version ${cgroupVersion}`,
    '# HELP kubelet_cri_losing_support [ALPHA] the Kubernetes version that the currently running CRI implementation will lose support on if not upgraded.',
    '# TYPE kubelet_cri_losing_support gauge',
    ...(losingSupport ? [`kubelet_cri_losing_support{version="${losingSupport}"} 1`] : []),
    '# TYPE kubelet_running_pods gauge',
    'kubelet_running_pods 31',
    '',
  ].join('\n');
}

/** configz as a kubelet reports it: its effective configuration, defaults included. */
function configz(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    enableServer: true,
    cgroupDriver: 'systemd',
    failCgroupV1: false,
    memoryThrottlingFactor: 0.9,
    memorySwap: {},
    featureGates: {},
    ...extra,
  };
}

const NODE_RULES = [versionSkew, containerRuntime, cgroupV1, kubeletCgroupDriver] as Rule[];

function cluster(): Partial<FakeClusterOptions> {
  const kubelets: Record<string, FakeNodeKubelet> = {
    'pool-a-1': { configz: configz(), metrics: kubeletMetrics(2, '1.36.0') },
    'pool-a-2': { configz: configz(), metrics: kubeletMetrics(2, '1.36.0') },
    'legacy-1': { configz: configz({ cgroupDriver: 'cgroupfs' }), metrics: kubeletMetrics(1, '1.36.0') },
    'new-1': { configz: configz({ failCgroupV1: true, cgroupDriver: 'cgroupfs' }), metrics: kubeletMetrics(2) },
  };
  return {
    objects: [
      nodeObject('pool-a-1', { kubeletVersion: 'v1.34.2', containerRuntimeVersion: 'containerd://1.7.27' }),
      nodeObject('pool-a-2', { kubeletVersion: 'v1.34.2', containerRuntimeVersion: 'containerd://1.7.27' }),
      nodeObject('legacy-1', { kubeletVersion: 'v1.33.7', containerRuntimeVersion: 'containerd://1.7.22', kernelVersion: '4.18.0-553.el8_10.x86_64', osImage: 'Rocky Linux 8.10 (Green Obsidian)' }),
      nodeObject('new-1', { kubeletVersion: 'v1.34.2', containerRuntimeVersion: 'containerd://2.1.1' }),
    ],
    kubelets,
  };
}

describe('nodes', () => {
  it("reads each node's kubelet through the node proxy and groups nodes with the same finding", async () => {
    const server = await fake(cluster());
    const report = await runLive(server, NODE_RULES, '1.37');
    expect(seen(report)).toEqual([
      'cgroup-v1 warning [KubeletConfiguration legacy-1] (node: kubelet configz of node legacy-1) The kubelet configuration sets failCgroupV1: false to keep the kubelet starting on cgroup v1 nodes; cgroup v1 support is deprecated (the kubelet refuses cgroup v1 by default since Kubernetes 1.35) and its removal is planned for 1.38 at the earliest.',
      'kubelet-cgroup-driver info [KubeletConfiguration pool-a-1] (node: kubelet configz of node pool-a-1) The kubelet configuration sets cgroupDriver: systemd, deprecated since Kubernetes 1.34; the kubelet uses the cgroup driver the container runtime reports and keeps this only as a fallback.',
      'container-runtime error [Node legacy-1] (live) This node runs containerd 1.7.22; Kubernetes 1.35 was the last release to support containerd 1.x, so a 1.37 kubelet on this node is unsupported.',
      'version-skew error [Node legacy-1] (live) The kubelet on this node runs v1.33.7, 4 minor versions older than Kubernetes 1.37; a kubelet may be at most 3 minor versions older than kube-apiserver, so the control plane cannot go past 1.36 while this node stays on 1.33.',
      'container-runtime error [Node pool-a-1] (live) This node runs containerd 1.7.27; Kubernetes 1.35 was the last release to support containerd 1.x, so a 1.37 kubelet on this node is unsupported.',
    ]);
    const grouped = report.findings.filter((f) => f.group).map((f) => ({ rule: f.ruleId, count: f.group!.count, nodes: f.group!.objects.map((o) => o.name) }));
    expect(grouped).toEqual([
      { rule: 'kubelet-cgroup-driver', count: 2, nodes: ['pool-a-1', 'pool-a-2'] },
      { rule: 'container-runtime', count: 2, nodes: ['pool-a-1', 'pool-a-2'] },
    ]);
    expect(report.cluster).toMatchObject({ nodes: 4, nodesQueried: 4 });
    expect(report.gaps).toEqual([]);
    expect(server.requests.every((r) => r.method === 'GET')).toBe(true);
  });

  it('goes on without the node proxy when it is forbidden, and names what that costs', async () => {
    const server = await fake({ ...cluster(), forbidden: ['nodes/proxy'] });
    const report = await runLive(server, NODE_RULES, '1.37');
    expect(report.findings.map((f) => f.ruleId)).toEqual(['container-runtime', 'version-skew', 'container-runtime']);
    expect(report.gaps).toEqual([
      {
        what: 'kubelet configuration (configz) and kubelet metrics of every node, through the node proxy (nodes/proxy)',
        reason: '403 Forbidden: User "system:serviceaccount:ops:upgrade-check" cannot get resource "nodes/proxy" in API group "" at the cluster scope',
        rules: ['cgroup-v1', 'kubelet-cgroup-driver', 'container-runtime'],
        cause: 'forbidden',
      },
    ]);
    // One refusal is enough: the other nodes are not asked.
    expect(server.requests.filter((r) => r.path.endsWith('/proxy/configz')).length).toBeLessThanOrEqual(8);
  });

  it('reports an unreachable node as a gap for that node only', async () => {
    const options = cluster();
    options.kubelets!['pool-a-2'] = { unreachable: true };
    const server = await fake(options);
    const report = await runLive(server, [cgroupV1] as Rule[], '1.37');
    expect(report.gaps).toEqual([
      {
        what: 'kubelet configuration (configz) of 1 of 4 nodes (pool-a-2)',
        reason: '503 Service Unavailable on /api/v1/nodes/pool-a-2/proxy/configz: error trying to reach service: dial tcp 10.0.0.9:10250: connect: connection refused',
        rules: ['cgroup-v1'],
        cause: 'failed',
      },
    ]);
  });

  it('does not query kubelets with --skip-nodes', async () => {
    const server = await fake(cluster());
    const report = await runLive(server, NODE_RULES, '1.37', { skipNodes: true });
    expect(server.requests.some((r) => r.path.includes('/proxy/'))).toBe(false);
    expect(report.findings.map((f) => f.ruleId)).toEqual(['container-runtime', 'version-skew', 'container-runtime']);
    expect(report.gaps).toEqual([{ what: "each node's kubelet configuration and metrics", reason: 'skipped on request (--skip-nodes)', rules: ['cgroup-v1', 'kubelet-cgroup-driver', 'container-runtime'], cause: 'skipped' }]);
  });
});

describe('API server metrics', () => {
  const metrics = [
    '# HELP apiserver_requested_deprecated_apis [STABLE] Gauge of deprecated APIs that have been requested, broken out by API group, version, resource, subresource, and removed_release.',
    '# TYPE apiserver_requested_deprecated_apis gauge',
    'apiserver_requested_deprecated_apis{group="resource.k8s.io",removed_release="1.38",resource="resourceslices",subresource="",version="v1beta1"} 1',
    'apiserver_requested_deprecated_apis{group="storage.k8s.io",removed_release="1.37",resource="volumeattributesclasses",subresource="",version="v1beta1"} 1',
    'apiserver_request_total{code="200",component="apiserver",dry_run="",group="",resource="pods",scope="cluster",subresource="",verb="LIST",version="v1"} 12',
    '',
  ].join('\n');

  it('turns deprecated API calls into findings naming group, version, resource and removal', async () => {
    const server = await fake({ apiserverMetrics: metrics });
    const report = await runLive(server, [deprecatedApiCalls] as Rule[], '1.37');
    expect(seen(report)).toEqual([
      `deprecated-api-calls error [APIServerMetrics kube-apiserver] (metric: /metrics of the API server at ${server.url}) Clients still call storage.k8s.io/v1beta1 volumeattributesclasses, which Kubernetes 1.37 no longer serves: after the upgrade their requests fail with 404 Not Found; use storage.k8s.io/v1 (served since 1.34).`,
      `deprecated-api-calls warning [APIServerMetrics kube-apiserver] (metric: /metrics of the API server at ${server.url}) Clients still call resource.k8s.io/v1beta1 resourceslices, deprecated and scheduled for removal in 1.38; use resource.k8s.io/v1 (served since 1.34).`,
    ]);
  });

  it('lists a forbidden /metrics as a gap', async () => {
    const server = await fake({ apiserverMetrics: metrics, forbidden: ['/metrics'] });
    const report = await runLive(server, [deprecatedApiCalls] as Rule[], '1.37');
    expect(report.findings).toEqual([]);
    expect(report.gaps).toEqual([
      { what: "the API server's metrics (GET /metrics)", reason: '403 Forbidden: User "system:serviceaccount:ops:upgrade-check" cannot get path "/metrics"', rules: ['deprecated-api-calls'], cause: 'forbidden' },
    ]);
  });

  it('parses the text format: labels with escapes, comments, and only the families asked for', () => {
    const text = '# comment\nwanted{a="x\\"y",b="line\\nbreak"} 1\nwanted_total 5\nwanted 2.5e+00\nother{a="1"} 3\n';
    expect(parseMetrics(text, ['wanted'])).toEqual({ wanted: [{ labels: { a: 'x"y', b: 'line\nbreak' }, value: 1 }, { labels: {}, value: 2.5 }] });
  });
});
