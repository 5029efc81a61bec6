import { defineRule } from '../../src/rule.js';
import { COMPONENT_CONFIG_KINDS, flagsOf, HOLDS_COMPONENT_SETTINGS, kubeletConfigs } from '../../src/kube/components/index.js';

export default defineRule({
  id: 'kubelet-cgroup-driver',
  release: '1.34',
  severity: 'info',
  kinds: COMPONENT_CONFIG_KINDS,
  needs: HOLDS_COMPONENT_SETTINGS,
  docs: {
    summary:
      'Kubelet configurations that set `cgroupDriver` (or `--cgroup-driver`), deprecated since 1.34: the kubelet takes the driver from the container runtime.',
    changed:
      'Kubernetes 1.34 deprecated the kubelet `cgroupDriver` setting: with `KubeletCgroupDriverFromCRI` (GA and locked on) the kubelet asks the container runtime which cgroup driver it uses. The setting remains as a fallback for runtimes that do not report it; the 1.34 announcement gave 1.36 as the earliest removal.',
    affected:
      "KubeletConfiguration files (also inside kubeadm's `kubelet-config` ConfigMap) with `cgroupDriver`, and kubelet command lines or kubeadm `kubeletExtraArgs` with `--cgroup-driver`.",
    why: "Nothing breaks while the setting exists and the runtime reports its driver: the runtime's answer wins. The setting only matters on runtimes too old to report a driver, and those are the ones losing support (containerd 1.x support ended with 1.35), so a value here hides a dependency on an old runtime and will have to go when the setting is removed.",
    fix:
      'Configure the cgroup driver in the container runtime, make sure the runtime reports it to the kubelet (it must implement the CRI `RuntimeConfig` call; check its release notes), then drop the kubelet setting.\n\n' +
      '```yaml\napiVersion: kubelet.config.k8s.io/v1beta1\nkind: KubeletConfiguration\n# cgroupDriver: systemd   # set in the runtime (containerd SystemdCgroup = true) instead\n```',
    sources: [
      { title: 'Kubernetes v1.34 release blog', url: 'https://kubernetes.io/blog/2025/08/27/kubernetes-v1-34-release/' },
      { title: 'Configuring a cgroup driver', url: 'https://kubernetes.io/docs/tasks/administer-cluster/kubeadm/configure-cgroup-driver/' },
      { title: 'Kubelet Configuration (v1beta1)', url: 'https://kubernetes.io/docs/reference/config-api/kubelet-config.v1beta1/' },
    ],
    featureGates: ['KubeletCgroupDriverFromCRI'],
    unverified: ['Whether 1.36 or 1.37 removed the setting was not confirmed; the rule treats it as deprecated and still accepted.'],
  },
  messages: {
    config:
      'The kubelet configuration sets cgroupDriver: {{value}}, deprecated since Kubernetes 1.34; the kubelet uses the cgroup driver the container runtime reports and keeps this only as a fallback.',
    flag: 'The kubelet runs with --cgroup-driver={{value}}, deprecated since Kubernetes 1.34; the kubelet uses the cgroup driver the container runtime reports and keeps this only as a fallback.',
  },
  fixes: {
    config: 'Configure the cgroup driver in the container runtime and remove cgroupDriver once the runtime reports it.',
    flag: 'Configure the cgroup driver in the container runtime and remove --cgroup-driver once the runtime reports it.',
  },
  check(obj, ctx) {
    for (const config of kubeletConfigs(obj)) {
      const value = config.config.cgroupDriver;
      if (typeof value === 'string' && value !== '') ctx.report(obj, { messageId: 'config', path: [...config.path, 'cgroupDriver'], data: { value } });
    }
    for (const flag of flagsOf(obj)) {
      if (flag.name === 'cgroup-driver' && flag.components.includes('kubelet') && flag.value)
        ctx.report(obj, { messageId: 'flag', path: flag.path, data: { value: flag.value } });
    }
  },
});
