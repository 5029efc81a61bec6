import { describe, expect, it } from 'vitest';
import versionSkew from '../../../rules/core/version-skew.js';
import containerRuntime from '../../../rules/1.36/container-runtime.js';
import cgroupV1 from '../../../rules/1.35/cgroup-v1.js';
import kubeletCgroupDriver from '../../../rules/1.34/kubelet-cgroup-driver.js';
import deprecatedApiCalls from '../../../rules/core/deprecated-api-calls.js';
import type { Report } from '../../../src/model.js';
import type { Rule } from '../../../src/rule.js';
import { parseMetrics } from '../../../src/sources/cluster/prometheus.js';
import { nodeObject } from '../../support/fake-apiserver.js';
import type { FakeClusterOptions, FakeNodeKubelet } from '../../support/fake-apiserver.js';
import { fakeClusters, runLive, seen } from './helpers.js';

const fake = fakeClusters();

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

const CGROUP_V1_METRIC =
  'cgroup-v1 error [KubeletMetrics legacy-1] (node: kubelet /metrics of node legacy-1) The kubelet on this node reports kubelet_cgroup_version 1: the node runs cgroup v1, and no kubelet configuration read for it sets failCgroupV1: false. failCgroupV1 defaults to true since Kubernetes 1.35, so once this kubelet is upgraded to 1.35 or later it refuses to start and the node becomes NotReady.';
const cgroupV1Kernel = (node: string, kernel: string) =>
  `cgroup-v1 error [Node ${node}] (live) This node runs Linux kernel ${kernel}, older than 5.8, the minimum Kubernetes documents for cgroup v2, so it is taken to run cgroup v1 (a heuristic: no kubelet_cgroup_version metric was read for it), and no kubelet configuration read for it sets failCgroupV1: false. failCgroupV1 defaults to true since Kubernetes 1.35, so once its kubelet is upgraded to 1.35 or later it refuses to start and the node becomes NotReady.`;

/** Nodes each finding names: the first as its object, the rest in its group. */
function nodesOf(report: Report, ruleId: string): string[][] {
  return report.findings.filter((f) => f.ruleId === ruleId).map((f) => (f.group ? f.group.objects.map((o) => o.name) : [f.object!.name]));
}

function cluster(): Partial<FakeClusterOptions> {
  const kubelets: Record<string, FakeNodeKubelet> = {
    'pool-a-1': { configz: configz(), metrics: kubeletMetrics(2, '1.36.0') },
    'pool-a-2': { configz: configz(), metrics: kubeletMetrics(2, '1.36.0') },
    // configz of a kubelet older than 1.35 shows failCgroupV1: false, its default then, whatever the file says
    'legacy-1': { configz: configz({ cgroupDriver: 'cgroupfs' }), metrics: kubeletMetrics(1, '1.36.0') },
    'legacy-2': { configz: configz({ cgroupDriver: 'cgroupfs' }), metrics: kubeletMetrics(1, '1.36.0') },
    'new-1': { configz: configz({ failCgroupV1: true, cgroupDriver: 'cgroupfs' }), metrics: kubeletMetrics(2) },
  };
  const legacy = {
    kubeletVersion: 'v1.33.7',
    containerRuntimeVersion: 'containerd://1.7.22',
    kernelVersion: '4.18.0-553.el8_10.x86_64',
    osImage: 'Rocky Linux 8.10 (Green Obsidian)',
  };
  return {
    objects: [
      nodeObject('pool-a-1', { kubeletVersion: 'v1.34.2', containerRuntimeVersion: 'containerd://1.7.27' }),
      nodeObject('pool-a-2', { kubeletVersion: 'v1.34.2', containerRuntimeVersion: 'containerd://1.7.27' }),
      nodeObject('legacy-1', legacy),
      nodeObject('legacy-2', legacy),
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
      'kubelet-cgroup-driver info [KubeletConfiguration pool-a-1] (node: kubelet configz of node pool-a-1) The kubelet configuration sets cgroupDriver: systemd, deprecated since Kubernetes 1.34; the kubelet uses the cgroup driver the container runtime reports and keeps this only as a fallback.',
      CGROUP_V1_METRIC,
      'container-runtime error [Node legacy-1] (live) This node runs containerd 1.7.22; Kubernetes 1.35 was the last release to support containerd 1.x, so a 1.37 kubelet on this node is unsupported.',
      'version-skew error [Node legacy-1] (live) The kubelet on this node runs v1.33.7, 4 minor versions older than Kubernetes 1.37; a kubelet may be at most 3 minor versions older than kube-apiserver, so the control plane cannot go past 1.36 while this node stays on 1.33.',
      'container-runtime error [Node pool-a-1] (live) This node runs containerd 1.7.27; Kubernetes 1.35 was the last release to support containerd 1.x, so a 1.37 kubelet on this node is unsupported.',
    ]);
    const grouped = report.findings.filter((f) => f.group).map((f) => ({ rule: f.ruleId, count: f.group!.count, nodes: f.group!.objects.map((o) => o.name) }));
    expect(grouped).toEqual([
      { rule: 'kubelet-cgroup-driver', count: 2, nodes: ['pool-a-1', 'pool-a-2'] },
      { rule: 'cgroup-v1', count: 2, nodes: ['legacy-1', 'legacy-2'] },
      { rule: 'container-runtime', count: 2, nodes: ['legacy-1', 'legacy-2'] },
      { rule: 'version-skew', count: 2, nodes: ['legacy-1', 'legacy-2'] },
      { rule: 'container-runtime', count: 2, nodes: ['pool-a-1', 'pool-a-2'] },
    ]);
    expect(report.cluster).toMatchObject({ nodes: 5, nodesQueried: 5 });
    expect(report.gaps).toEqual([]);
    expect(server.requests.every((r) => r.method === 'GET')).toBe(true);
  });

  it('goes on without the node proxy when it is forbidden, and names what that costs', async () => {
    const server = await fake({ ...cluster(), forbidden: ['nodes/proxy'] });
    const report = await runLive(server, NODE_RULES, '1.37');
    expect(report.findings.map((f) => f.ruleId)).toEqual(['cgroup-v1', 'container-runtime', 'version-skew', 'container-runtime']);
    // Without the kubelet's metric, the kernel still gives the cgroup v1 nodes away.
    expect(seen(report)[0]).toBe(cgroupV1Kernel('legacy-1', '4.18.0-553.el8_10.x86_64'));
    expect(nodesOf(report, 'cgroup-v1')).toEqual([['legacy-1', 'legacy-2']]);
    expect(report.gaps).toEqual([
      {
        what: 'kubelet configuration (configz) and kubelet metrics of every node, through the node proxy (nodes/proxy)',
        reason: '403 Forbidden: User "system:serviceaccount:ops:upgrade-check" cannot get resource "nodes/proxy" in API group "" at the cluster scope',
        rules: ['cgroup-v1', 'kubelet-cgroup-driver', 'container-runtime'],
        cause: 'forbidden',
        cluster: 'fake',
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
        what: 'kubelet configuration (configz) of 1 of 5 nodes (pool-a-2)',
        reason:
          '503 Service Unavailable on /api/v1/nodes/pool-a-2/proxy/configz: error trying to reach service: dial tcp 10.0.0.9:10250: connect: connection refused',
        rules: ['cgroup-v1'],
        cause: 'failed',
        cluster: 'fake',
      },
      {
        what: 'kubelet metrics of 1 of 5 nodes (pool-a-2)',
        reason:
          '503 Service Unavailable on /api/v1/nodes/pool-a-2/proxy/metrics: error trying to reach service: dial tcp 10.0.0.9:10250: connect: connection refused',
        rules: ['cgroup-v1'],
        cause: 'failed',
        cluster: 'fake',
      },
    ]);
  });

  it('does not query kubelets with --skip-nodes', async () => {
    const server = await fake(cluster());
    const report = await runLive(server, NODE_RULES, '1.37', { skipNodes: true });
    expect(server.requests.some((r) => r.path.includes('/proxy/'))).toBe(false);
    expect(report.findings.map((f) => f.ruleId)).toEqual(['cgroup-v1', 'container-runtime', 'version-skew', 'container-runtime']);
    expect(seen(report)[0]).toBe(cgroupV1Kernel('legacy-1', '4.18.0-553.el8_10.x86_64'));
    expect(report.gaps).toEqual([
      {
        what: "each node's kubelet configuration and metrics",
        reason: 'skipped on request (--skip-nodes)',
        rules: ['cgroup-v1', 'kubelet-cgroup-driver', 'container-runtime'],
        cause: 'skipped',
        cluster: 'fake',
      },
    ]);
  });
});

describe('cgroup v1 nodes', () => {
  it('names the nodes whose kubelet will not start on 1.35, by the metric or the kernel, and warns where the override is set', async () => {
    const v1 = { configz: configz({ cgroupDriver: 'cgroupfs' }), metrics: kubeletMetrics(1) };
    const server = await fake({
      gitVersion: 'v1.35.2',
      objects: [
        nodeObject('batch-7', { kubeletVersion: 'v1.34.3', kernelVersion: '5.14.0-503.14.1.el9_5.x86_64' }),
        nodeObject('batch-12', { kubeletVersion: 'v1.34.3', kernelVersion: '5.14.0-503.14.1.el9_5.x86_64' }),
        nodeObject('batch-9', { kubeletVersion: 'v1.34.3', kernelVersion: '5.14.0-503.14.1.el9_5.x86_64' }),
        // a kubelet before 1.31 has no kubelet_cgroup_version metric
        nodeObject('old-c7', { kubeletVersion: 'v1.32.9', kernelVersion: '3.10.0-1160.119.1.el7.x86_64', osImage: 'CentOS Linux 7 (Core)' }),
        // already on 1.35 and still running on cgroup v1: its configuration sets failCgroupV1: false
        nodeObject('edge-1', { kubeletVersion: 'v1.35.1', kernelVersion: '4.18.0-553.el8_10.x86_64' }),
        nodeObject('web-1', { kubeletVersion: 'v1.34.3' }),
      ],
      kubelets: {
        'batch-7': v1,
        'batch-12': v1,
        'batch-9': v1,
        'old-c7': { configz: configz({ cgroupDriver: 'cgroupfs' }), metrics: '# TYPE kubelet_running_pods gauge\nkubelet_running_pods 12\n' },
        'edge-1': v1,
        'web-1': { configz: configz({ failCgroupV1: true, cgroupDriver: 'cgroupfs' }), metrics: kubeletMetrics(2) },
      },
    });
    const report = await runLive(server, [cgroupV1] as Rule[], '1.37');
    expect(seen(report)).toEqual([
      'cgroup-v1 warning [KubeletConfiguration edge-1] (node: kubelet configz of node edge-1) The kubelet configuration sets failCgroupV1: false to keep the kubelet starting on cgroup v1 nodes; cgroup v1 support is deprecated (the kubelet refuses cgroup v1 by default since Kubernetes 1.35) and its removal is planned for 1.38 at the earliest.',
      CGROUP_V1_METRIC.replaceAll('legacy-1', 'batch-7'),
      cgroupV1Kernel('old-c7', '3.10.0-1160.119.1.el7.x86_64'),
    ]);
    expect(nodesOf(report, 'cgroup-v1')).toEqual([['edge-1'], ['batch-7', 'batch-9', 'batch-12'], ['old-c7']]);
    expect(report.findings.map((f) => f.fix)).toEqual([
      'Migrate these nodes to cgroup v2, then remove failCgroupV1: false.',
      expect.stringContaining(
        'As a stop-gap that still works in 1.37, set failCgroupV1: false in its kubelet configuration; a kubelet older than 1.35 reports false whether or not its configuration file sets it, so check the file.',
      ),
      expect.stringMatching(/^Check with stat -fc %T \/sys\/fs\/cgroup\/ on the node \(tmpfs means cgroup v1\)\. Move this node to cgroup v2/),
    ]);
    expect(report.gaps).toEqual([]);
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
      {
        what: "the API server's metrics (GET /metrics)",
        reason: '403 Forbidden: User "system:serviceaccount:ops:upgrade-check" cannot get path "/metrics"',
        rules: ['deprecated-api-calls'],
        cause: 'forbidden',
        cluster: 'fake',
      },
    ]);
  });

  it('parses the text format: labels with escapes, comments, and only the families asked for', () => {
    const text = '# comment\nwanted{a="x\\"y",b="line\\nbreak"} 1\nwanted_total 5\nwanted 2.5e+00\nother{a="1"} 3\n';
    expect(parseMetrics(text, ['wanted'])).toEqual({
      wanted: [
        { labels: { a: 'x"y', b: 'line\nbreak' }, value: 1 },
        { labels: {}, value: 2.5 },
      ],
    });
  });
});
