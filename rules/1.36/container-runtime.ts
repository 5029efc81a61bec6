import type { K8sObject } from '../../src/model.js';
import { defineRule } from '../../src/rule.js';
import { getPath, isRecord } from '../../src/kube/workloads.js';
import { compareMinor, normalizeMinor } from '../../src/versions.js';

const RUNTIME_VERSION = ['status', 'nodeInfo', 'containerRuntimeVersion'];
const METRIC = 'kubelet_cri_losing_support';
const CONTAINERD = /^containerd:\/\/v?(\d+)\.(\d+)(?:\.(\d+))?/;

export default defineRule({
  id: 'container-runtime',
  release: '1.36',
  severity: 'error',
  kinds: ['Node', 'KubeletMetrics'],
  // A KubeletMetrics object is read with its Node.
  lookups: ['Node', 'KubeletMetrics'],
  docs: {
    summary:
      'Nodes running containerd 1.x, or whose kubelet reports (`kubelet_cri_losing_support`) that their container runtime loses support at the target: Kubernetes 1.36 kubelets need containerd 2.0 or later.',
    changed:
      'With KEP-4033 (GA in 1.34) the kubelet asks the container runtime for its cgroup driver through the CRI `RuntimeConfig` call, which containerd implements from 2.0 on. SIG Node set Kubernetes 1.35 as the last release that supports containerd 1.x (aligned with the end of containerd 1.7). Kubelets whose runtime lacks the call set the metric `kubelet_cri_losing_support{version="1.36.0"}` to 1.',
    affected:
      "Self-managed nodes and node images with containerd 1.6 or 1.7 (many distribution packages, older AMIs and on-premises installs). Read from each Node's `status.nodeInfo.containerRuntimeVersion` and, on live clusters, from each kubelet's `/metrics` through the node proxy (`k8s-upgrade-check/v1` `KubeletMetrics` objects), which also covers runtimes other than containerd.",
    why: 'A 1.36 kubelet on containerd 1.x runs on a combination Kubernetes no longer supports or tests: the kubelet cannot learn the cgroup driver from the runtime and falls back to its own deprecated `cgroupDriver` setting, which is slated for removal. The kubeadm change note in the 1.35 changelog warns that from 1.36 the kubelet might refuse to start on such a runtime; at best, problems on these nodes are not fixed upstream.',
    fix:
      'Upgrade the container runtime on these nodes (containerd 2.0 or later; CRI-O 1.28 or later) before their kubelet goes to 1.36, typically by rolling a new node image. containerd 2.x reads configuration schema version 3: migrate `config.toml` (`containerd config migrate`) and check CRI plugin settings, registry mirrors and runtime classes.\n\n' +
      '```shell\nkubectl get nodes -o custom-columns=NAME:.metadata.name,RUNTIME:.status.nodeInfo.containerRuntimeVersion\n```',
    sources: [
      {
        title: 'Kubernetes v1.34 release blog: Kubernetes to end containerd 1.x support in v1.36',
        url: 'https://kubernetes.io/blog/2025/08/27/kubernetes-v1-34-release/',
      },
      {
        title: 'Kubernetes v1.34: Autoconfiguration for Node Cgroup Driver Goes GA',
        url: 'https://kubernetes.io/blog/2025/09/12/kubernetes-v1-34-cri-cgroup-driver-lookup-now-ga/',
      },
      { title: 'Kubernetes v1.35 release blog: final call for containerd v1.X', url: 'https://kubernetes.io/blog/2025/12/17/kubernetes-v1-35-release/' },
      { title: 'KEP-4033: Discover cgroup driver from CRI', url: 'https://kep.k8s.io/4033' },
      { title: 'containerd releases: Kubernetes support', url: 'https://containerd.io/releases/' },
    ],
    unverified: [
      'How a 1.36 kubelet behaves on containerd 1.x (whether it refuses to start or runs unsupported on its fallback cgroup driver) was not confirmed from a 1.36 release artefact; the announcements say support ends and the kubelet "might refuse to start".',
    ],
  },
  messages: {
    containerd:
      'This node runs containerd {{version}}; Kubernetes 1.35 was the last release to support containerd 1.x, so a {{target}} kubelet on this node is unsupported.',
    losingSupport:
      "The kubelet reports that this node's container runtime{{runtime}} loses support in Kubernetes {{losing}} (kubelet_cri_losing_support): it does not implement the CRI RuntimeConfig call the kubelet relies on.",
  },
  fixes: {
    containerd: 'Upgrade containerd on this node to 2.0 or later (a new node image) before its kubelet goes to 1.36.',
    losingSupport: "Upgrade the container runtime (containerd 2.0+, CRI-O 1.28+) before this node's kubelet goes to {{losing}}.",
  },
  check(obj, ctx) {
    if (obj.kind === 'Node') {
      const version = containerd1(obj);
      if (version) ctx.report(obj, { messageId: 'containerd', path: RUNTIME_VERSION, data: { version, target: ctx.target } });
      return;
    }
    const samples = getPath(obj.body, ['samples', METRIC]);
    if (!Array.isArray(samples)) return;
    const node = typeof obj.metadata.name === 'string' ? ctx.index.get('Node', undefined, obj.metadata.name) : undefined;
    // The Node's own finding already says it, with the runtime's version.
    if (node && containerd1(node)) return;
    samples.forEach((sample, index) => {
      if (!isRecord(sample) || !(Number(sample.value) > 0)) return;
      const losing = normalizeMinor(String(getPath(sample, ['labels', 'version']) ?? ''));
      if (!losing || compareMinor(losing, ctx.target) > 0) return;
      const runtime = node ? getPath(node.body, RUNTIME_VERSION) : undefined;
      ctx.report(obj, {
        messageId: 'losingSupport',
        path: ['samples', METRIC, index],
        release: losing,
        data: { losing, runtime: typeof runtime === 'string' && runtime ? ` (${runtime})` : '' },
      });
    });
  },
});

/** The containerd version when the node runs containerd 1.x. */
function containerd1(node: K8sObject): string | undefined {
  const runtime = getPath(node.body, RUNTIME_VERSION);
  const match = typeof runtime === 'string' ? CONTAINERD.exec(runtime) : null;
  if (match?.[1] !== '1') return undefined;
  return runtime!.toString().slice('containerd://'.length);
}
