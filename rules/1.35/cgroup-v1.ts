import type { K8sObject, Path } from '../../src/model.js';
import type { ObjectIndex } from '../../src/object-index.js';
import type { RuleContext } from '../../src/rule.js';
import { defineRule } from '../../src/rule.js';
import { getPath, isRecord } from '../../src/kube/workloads.js';
import { COMPONENT_CONFIG_KINDS, flagsOf, HOLDS_COMPONENT_SETTINGS, kubeletConfigs } from '../../src/kube/components/index.js';
import { compareMinor, normalizeMinor } from '../../src/versions.js';

/** strconv.ParseBool's false spellings, which the kubelet's `--fail-cgroupv1` flag accepts. */
const GO_FALSE = new Set(['0', 'f', 'F', 'FALSE', 'false', 'False']);

const CGROUP_METRIC = 'kubelet_cgroup_version';
const NODE_INFO = ['status', 'nodeInfo'];
const KERNEL_VERSION = [...NODE_INFO, 'kernelVersion'];
/** The oldest kernel Kubernetes documents for cgroup v2 (concepts/architecture/cgroups). */
const CGROUP_V2_KERNEL = { major: 5, minor: 8 };

const STOP_GAP_FIX =
  'Move this node to cgroup v2 (kernel 5.8 or later, booted with the unified hierarchy; usually a new node image) before its kubelet goes to 1.35. As a stop-gap that still works in 1.37, set failCgroupV1: false in its kubelet configuration; a kubelet older than 1.35 reports false whether or not its configuration file sets it, so check the file.';

type MessageId = 'failCgroupV1' | 'flag' | 'cgroupV2Only' | 'cgroupV1Metric' | 'cgroupV1Kernel';

export default defineRule<MessageId>({
  id: 'cgroup-v1',
  release: '1.35',
  severity: 'warning',
  // Node and KubeletMetrics say which nodes run cgroup v1; KubeletConfiguration named after a node is its kubelet's configuration.
  kinds: [...COMPONENT_CONFIG_KINDS, 'Node', 'KubeletMetrics'],
  needs: HOLDS_COMPONENT_SETTINGS,
  // A node is judged on its Node, its kubelet's metrics and its own kubelet configuration together.
  lookups: ['Node', 'KubeletMetrics', 'KubeletConfiguration'],
  docs: {
    summary:
      'Nodes that run cgroup v1 without `failCgroupV1: false`, whose kubelet will not start from 1.35 (error); kubelets configured with `failCgroupV1: false` (or `--fail-cgroupv1=false`) to keep running on cgroup v1, whose support is deprecated and going away; cgroup v2-only settings next to it have no effect there.',
    changed:
      'cgroup v1 support moved to maintenance mode in 1.31 (KEP-4569), which added the kubelet setting `failCgroupV1` (flag `--fail-cgroupv1`, default false). KEP-5573 changed its **default to true in 1.35**: on a cgroup v1 host the kubelet now fails to start unless `failCgroupV1: false` is set. The override still works in 1.37, but cgroup v1 is deprecated and its code is to be removed, no earlier than 1.38.',
    affected:
      "Nodes that still boot with cgroup v1 and whose kubelet is older than 1.35, when nothing read for the node sets `failCgroupV1: false` (**error**). Which nodes run cgroup v1 is read from each kubelet's `kubelet_cgroup_version` metric (live clusters, `k8s-upgrade-check/v1` `KubeletMetrics` objects); without it, a Node whose `status.nodeInfo.kernelVersion` is older than 5.8, the minimum Kubernetes documents for cgroup v2, is taken to run cgroup v1. That is a heuristic, and the message says when it was used. The node's kubelet configuration is the live `configz` (a `KubeletConfiguration` named after the node); a kubelet older than 1.35 reports `failCgroupV1: false` whether or not its configuration file sets it (it was the default), so there the file has to be checked by hand.\n\n" +
      "Kubelet configurations (KubeletConfiguration files, kubeadm's `kubelet-config` ConfigMap, kind patches, OpenShift KubeletConfig) and kubelet command lines or kubeadm `kubeletExtraArgs` that turn the check off (**warning**). Setting it to false only makes sense for nodes that still boot with cgroup v1, so these are the node pools to migrate.",
    why:
      'A kubelet upgraded to 1.35 or later on a cgroup v1 node without `failCgroupV1: false` exits at start-up: the node becomes NotReady and its pods are rescheduled elsewhere, if there is room.\n\n' +
      'Each upgrade keeps these nodes on a deprecated, maintenance-only code path (no new features, best-effort fixes), and the release that removes cgroup v1 will not start the kubelet on them at all. Recent distributions cannot boot cgroup v1 any more (RHEL 10, systemd 256+ by default), and features built on cgroup v2, such as MemoryQoS (on by default from 1.37), `memoryThrottlingFactor`, `memoryReservationPolicy` and swap (`LimitedSwap`), do nothing on these nodes.',
    fix:
      'Move the nodes to cgroup v2 before their kubelet goes to 1.35 (kernel 5.8 or later; check with `stat -fc %T /sys/fs/cgroup/`, which prints `cgroup2fs` on v2, or the kubelet metric `kubelet_cgroup_version`), update cgroup-aware workloads (OpenJDK 8u372+/11.0.16+/15+, Node.js 20.3+, monitoring agents), then remove the override. As a stop-gap for a cgroup v1 node that must be upgraded first, set `failCgroupV1: false` in its kubelet configuration; it still works in 1.37.\n\n' +
      '```yaml\napiVersion: kubelet.config.k8s.io/v1beta1\nkind: KubeletConfiguration\ncgroupDriver: systemd\n# failCgroupV1: false   # remove once every node runs cgroup v2\n```',
    sources: [
      { title: 'KEP-5573: Remove cgroup v1 support', url: 'https://github.com/kubernetes/enhancements/tree/master/keps/sig-node/5573-remove-cgroup-v1' },
      {
        title: 'KEP-4569: Move cgroup v1 support into maintenance mode',
        url: 'https://github.com/kubernetes/enhancements/tree/master/keps/sig-node/4569-cgroup-v1-maintenance-mode',
      },
      {
        title: 'Kubernetes 1.31: Moving cgroup v1 Support into Maintenance Mode',
        url: 'https://kubernetes.io/blog/2024/08/14/kubernetes-1-31-moving-cgroup-v1-support-maintenance-mode/',
      },
      { title: 'About cgroup v2', url: 'https://kubernetes.io/docs/concepts/architecture/cgroups/' },
    ],
    featureGates: ['MemoryQoS'],
    unverified: [
      'A kernel older than 5.8 is read as cgroup v1 from the documented minimum for cgroup v2; distribution kernels that backport cgroup v2 support could run it anyway. The kubelet metric, when read, decides instead.',
      'That `failCgroupV1: false` still lets the kubelet start on cgroup v1 in 1.37 comes from the 1.37 release blog draft; the removal release is the plan in KEP-5573 ("no earlier than 1.38"), not an announced release.',
    ],
  },
  messages: {
    failCgroupV1:
      'The kubelet configuration sets failCgroupV1: false to keep the kubelet starting on cgroup v1 nodes; cgroup v1 support is deprecated (the kubelet refuses cgroup v1 by default since Kubernetes 1.35) and its removal is planned for 1.38 at the earliest.',
    flag: 'The kubelet runs with --fail-cgroupv1={{value}} to keep starting on cgroup v1 nodes; cgroup v1 support is deprecated (the kubelet refuses cgroup v1 by default since Kubernetes 1.35) and its removal is planned for 1.38 at the earliest.',
    cgroupV2Only:
      'The kubelet configuration sets {{setting}}, which only works on cgroup v2, next to failCgroupV1: false; on the cgroup v1 nodes this configuration is kept for, it has no effect.',
    cgroupV1Metric:
      'The kubelet on this node reports kubelet_cgroup_version 1: the node runs cgroup v1, and no kubelet configuration read for it sets failCgroupV1: false. failCgroupV1 defaults to true since Kubernetes 1.35, so once this kubelet is upgraded to 1.35 or later it refuses to start and the node becomes NotReady.',
    cgroupV1Kernel:
      'This node runs Linux kernel {{kernel}}, older than 5.8, the minimum Kubernetes documents for cgroup v2, so it is taken to run cgroup v1 (a heuristic: no kubelet_cgroup_version metric was read for it), and no kubelet configuration read for it sets failCgroupV1: false. failCgroupV1 defaults to true since Kubernetes 1.35, so once its kubelet is upgraded to 1.35 or later it refuses to start and the node becomes NotReady.',
  },
  fixes: {
    failCgroupV1: 'Migrate these nodes to cgroup v2, then remove failCgroupV1: false.',
    flag: 'Migrate these nodes to cgroup v2, then remove --fail-cgroupv1.',
    cgroupV2Only: 'Migrate these nodes to cgroup v2 for {{setting}} to take effect.',
    cgroupV1Metric: STOP_GAP_FIX,
    cgroupV1Kernel: `Check with stat -fc %T /sys/fs/cgroup/ on the node (tmpfs means cgroup v1). ${STOP_GAP_FIX}`,
  },
  check(obj, ctx) {
    if (obj.kind === 'Node' || obj.kind === 'KubeletMetrics') {
      checkNode(obj, ctx);
      return;
    }
    for (const config of kubeletConfigs(obj)) {
      if (config.config.failCgroupV1 !== false) continue;
      ctx.report(obj, { messageId: 'failCgroupV1', path: [...config.path, 'failCgroupV1'] });
      for (const { setting, path } of cgroupV2OnlySettings(config.config)) {
        ctx.report(obj, { messageId: 'cgroupV2Only', path: [...config.path, ...path], data: { setting } });
      }
    }
    for (const flag of flagsOf(obj)) {
      if (flag.name !== 'fail-cgroupv1' || !flag.components.includes('kubelet') || flag.value === null || !GO_FALSE.has(flag.value.trim())) continue;
      ctx.report(obj, { messageId: 'flag', path: flag.path, data: { value: flag.value.trim() } });
    }
  },
});

/**
 * A node whose kubelet runs on cgroup v1 and would not start at 1.35+. Reported on the evidence:
 * the kubelet's metric sample when it was read (the KubeletMetrics object named after the node),
 * else the Node's kernel version.
 */
function checkNode(obj: K8sObject, ctx: RuleContext<MessageId>): void {
  const name = obj.metadata.name;
  if (typeof name !== 'string' || name === '') return;
  const node = obj.kind === 'Node' ? obj : ctx.index.get('Node', undefined, name);
  const metrics = obj.kind === 'KubeletMetrics' ? obj : ctx.index.get('KubeletMetrics', undefined, name);
  const metric = metrics ? cgroupVersionSample(metrics) : undefined;
  // The metric, where there is one, is the kubelet's own answer; the kernel is only read without it.
  if (obj.kind === 'Node' && metric) return;
  if (obj.kind === 'KubeletMetrics' && !metric) return;
  if (!node && !metric) return;
  if ((node && kubeletAtLeast135(node)) || overrideSet(ctx.index, name)) return;
  if (metric) {
    if (metric.version === 1) ctx.report(obj, { messageId: 'cgroupV1Metric', path: ['samples', CGROUP_METRIC, metric.index], severity: 'error' });
    return;
  }
  const kernel = cgroupV1Kernel(node!);
  if (kernel) ctx.report(obj, { messageId: 'cgroupV1Kernel', path: KERNEL_VERSION, severity: 'error', data: { kernel } });
}

function cgroupVersionSample(metrics: K8sObject): { version: number; index: number } | undefined {
  const samples = getPath(metrics.body, ['samples', CGROUP_METRIC]);
  if (!Array.isArray(samples)) return undefined;
  const index = samples.findIndex((s) => isRecord(s) && typeof s.value === 'number');
  return index < 0 ? undefined : { version: (samples[index] as { value: number }).value, index };
}

/** The kernel version of a Linux node too old for cgroup v2. */
function cgroupV1Kernel(node: K8sObject): string | undefined {
  const os = getPath(node.body, [...NODE_INFO, 'operatingSystem']);
  if (typeof os === 'string' && os !== '' && os !== 'linux') return undefined;
  const kernel = getPath(node.body, KERNEL_VERSION);
  const match = typeof kernel === 'string' ? /^(\d+)\.(\d+)/.exec(kernel) : null;
  if (!match) return undefined;
  const [major, minor] = [Number(match[1]), Number(match[2])];
  return major < CGROUP_V2_KERNEL.major || (major === CGROUP_V2_KERNEL.major && minor < CGROUP_V2_KERNEL.minor) ? (kernel as string) : undefined;
}

/**
 * A kubelet already at 1.35 or later that runs on cgroup v1 can only be running because its
 * configuration turns the check off; the configuration's own finding says so.
 */
function kubeletAtLeast135(node: K8sObject): boolean {
  const version = normalizeMinor(String(getPath(node.body, [...NODE_INFO, 'kubeletVersion']) ?? ''));
  return version !== undefined && compareMinor(version, '1.35') >= 0;
}

/** The node's own kubelet configuration (named after it: a live cluster's configz) sets failCgroupV1: false. */
function overrideSet(index: ObjectIndex, node: string): boolean {
  const config = index.get('KubeletConfiguration', undefined, node);
  return config !== undefined && kubeletConfigs(config).some((c) => c.config.failCgroupV1 === false);
}

/** Settings of a kubelet configuration that only act on cgroup v2 hosts. */
function cgroupV2OnlySettings(config: Record<string, unknown>): { setting: string; path: Path }[] {
  const out: { setting: string; path: Path }[] = [];
  if (isRecord(config.featureGates) && config.featureGates.MemoryQoS === true)
    out.push({ setting: 'featureGates.MemoryQoS: true', path: ['featureGates', 'MemoryQoS'] });
  if (config.memoryThrottlingFactor !== undefined) out.push({ setting: 'memoryThrottlingFactor', path: ['memoryThrottlingFactor'] });
  if (config.memoryReservationPolicy !== undefined) out.push({ setting: 'memoryReservationPolicy', path: ['memoryReservationPolicy'] });
  if (getPath(config, ['memorySwap', 'swapBehavior']) === 'LimitedSwap')
    out.push({ setting: 'memorySwap.swapBehavior: LimitedSwap', path: ['memorySwap', 'swapBehavior'] });
  return out;
}
