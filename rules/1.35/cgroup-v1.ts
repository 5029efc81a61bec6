import type { Path } from '../../src/model.js';
import { defineRule } from '../../src/rule.js';
import { getPath, isRecord } from '../../src/kube/workloads.js';
import { COMPONENT_CONFIG_KINDS, flagsOf, kubeletConfigs } from '../../src/kube/components.js';

/** strconv.ParseBool's false spellings, which the kubelet's `--fail-cgroupv1` flag accepts. */
const GO_FALSE = new Set(['0', 'f', 'F', 'FALSE', 'false', 'False']);

export default defineRule({
  id: 'cgroup-v1',
  release: '1.35',
  severity: 'warning',
  kinds: COMPONENT_CONFIG_KINDS,
  docs: {
    summary: 'Kubelets configured with `failCgroupV1: false` (or `--fail-cgroupv1=false`) to keep running on cgroup v1 nodes, whose support is deprecated and going away; cgroup v2-only settings next to it have no effect there.',
    changed:
      'cgroup v1 support moved to maintenance mode in 1.31 (KEP-4569), which added the kubelet setting `failCgroupV1` (flag `--fail-cgroupv1`, default false). KEP-5573 changed its **default to true in 1.35**: on a cgroup v1 host the kubelet now fails to start unless `failCgroupV1: false` is set. The override still works in 1.37, but cgroup v1 is deprecated and its code is to be removed, no earlier than 1.38.',
    affected:
      'Kubelet configurations (KubeletConfiguration files, kubeadm\'s `kubelet-config` ConfigMap, kind patches, OpenShift KubeletConfig) and kubelet command lines or kubeadm `kubeletExtraArgs` that turn the check off. Setting it to false only makes sense for nodes that still boot with cgroup v1, so these are the node pools to migrate.',
    why:
      'Each upgrade keeps these nodes on a deprecated, maintenance-only code path (no new features, best-effort fixes), and the release that removes cgroup v1 will not start the kubelet on them at all. Recent distributions cannot boot cgroup v1 any more (RHEL 10, systemd 256+ by default), and features built on cgroup v2, such as MemoryQoS (on by default from 1.37), `memoryThrottlingFactor`, `memoryReservationPolicy` and swap (`LimitedSwap`), do nothing on these nodes.',
    fix:
      'Move the nodes to cgroup v2 (kernel 5.8 or later; check with `stat -fc %T /sys/fs/cgroup/`, which prints `cgroup2fs` on v2, or the kubelet metric `kubelet_cgroup_version`), update cgroup-aware workloads (OpenJDK 8u372+/11.0.16+/15+, Node.js 20.3+, monitoring agents), then remove the override.\n\n' +
      '```yaml\napiVersion: kubelet.config.k8s.io/v1beta1\nkind: KubeletConfiguration\ncgroupDriver: systemd\n# failCgroupV1: false   # remove once every node runs cgroup v2\n```',
    sources: [
      { title: 'KEP-5573: Remove cgroup v1 support', url: 'https://github.com/kubernetes/enhancements/tree/master/keps/sig-node/5573-remove-cgroup-v1' },
      { title: 'KEP-4569: Move cgroup v1 support into maintenance mode', url: 'https://github.com/kubernetes/enhancements/tree/master/keps/sig-node/4569-cgroup-v1-maintenance-mode' },
      { title: 'Kubernetes 1.31: Moving cgroup v1 Support into Maintenance Mode', url: 'https://kubernetes.io/blog/2024/08/14/kubernetes-1-31-moving-cgroup-v1-support-maintenance-mode/' },
      { title: 'About cgroup v2', url: 'https://kubernetes.io/docs/concepts/architecture/cgroups/' },
    ],
    featureGates: ['MemoryQoS'],
    unverified: [
      'That `failCgroupV1: false` still lets the kubelet start on cgroup v1 in 1.37 comes from the 1.37 release blog draft; the removal release is the plan in KEP-5573 ("no earlier than 1.38"), not an announced release.',
    ],
  },
  messages: {
    failCgroupV1:
      'The kubelet configuration sets failCgroupV1: false to keep the kubelet starting on cgroup v1 nodes; cgroup v1 support is deprecated (the kubelet refuses cgroup v1 by default since Kubernetes 1.35) and its removal is planned for 1.38 at the earliest.',
    flag:
      'The kubelet runs with --fail-cgroupv1={{value}} to keep starting on cgroup v1 nodes; cgroup v1 support is deprecated (the kubelet refuses cgroup v1 by default since Kubernetes 1.35) and its removal is planned for 1.38 at the earliest.',
    cgroupV2Only:
      'The kubelet configuration sets {{setting}}, which only works on cgroup v2, next to failCgroupV1: false; on the cgroup v1 nodes this configuration is kept for, it has no effect.',
  },
  fixes: {
    failCgroupV1: 'Migrate these nodes to cgroup v2, then remove failCgroupV1: false.',
    flag: 'Migrate these nodes to cgroup v2, then remove --fail-cgroupv1.',
    cgroupV2Only: 'Migrate these nodes to cgroup v2 for {{setting}} to take effect.',
  },
  check(obj, ctx) {
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

/** Settings of a kubelet configuration that only act on cgroup v2 hosts. */
function cgroupV2OnlySettings(config: Record<string, unknown>): { setting: string; path: Path }[] {
  const out: { setting: string; path: Path }[] = [];
  if (isRecord(config.featureGates) && config.featureGates.MemoryQoS === true) out.push({ setting: 'featureGates.MemoryQoS: true', path: ['featureGates', 'MemoryQoS'] });
  if (config.memoryThrottlingFactor !== undefined) out.push({ setting: 'memoryThrottlingFactor', path: ['memoryThrottlingFactor'] });
  if (config.memoryReservationPolicy !== undefined) out.push({ setting: 'memoryReservationPolicy', path: ['memoryReservationPolicy'] });
  if (getPath(config, ['memorySwap', 'swapBehavior']) === 'LimitedSwap') out.push({ setting: 'memorySwap.swapBehavior: LimitedSwap', path: ['memorySwap', 'swapBehavior'] });
  return out;
}
