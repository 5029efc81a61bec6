import { defineRule } from '../../src/rule.js';
import { getPath } from '../../src/kube/workloads.js';
import { COMPONENT_CONFIG_KINDS, HOLDS_COMPONENT_SETTINGS, kubeletConfigs } from '../../src/kube/components/index.js';

export default defineRule({
  id: 'unlimited-swap',
  release: '1.30',
  severity: 'error',
  kinds: COMPONENT_CONFIG_KINDS,
  needs: HOLDS_COMPONENT_SETTINGS,
  docs: {
    summary: 'Kubelet configurations with `memorySwap.swapBehavior: UnlimitedSwap`: the value was dropped in 1.30 and the kubelet refuses to start with it.',
    changed:
      'Node swap support (KEP-2400) reached its second beta in 1.30 (`NodeSwap` on by default; GA in 1.34). With it `UnlimitedSwap` was "dropped from the API": the valid `memorySwap.swapBehavior` values are `""`, `NoSwap` (the default) and `LimitedSwap`.',
    affected:
      "KubeletConfiguration files, also embedded in ConfigMaps (kubeadm's `kubelet-config`), kind patches and OpenShift KubeletConfig objects, that set `swapBehavior: UnlimitedSwap`, a value documented for 1.28 and 1.29.",
    why: 'The kubelet validates its configuration at start and exits with `invalid configuration: memorySwap.swapBehavior "UnlimitedSwap" must be one of: "", "LimitedSwap" or "NoSwap"`. Nodes upgraded to 1.30 or later stay NotReady until the configuration is fixed.',
    fix:
      'Use `LimitedSwap` to let Burstable pods use swap in proportion to their memory requests (cgroup v2 only), or `NoSwap` to keep workloads off swap. Swap still requires `failSwapOn: false` on nodes that have swap enabled.\n\n' +
      '```yaml\napiVersion: kubelet.config.k8s.io/v1beta1\nkind: KubeletConfiguration\nfailSwapOn: false\nmemorySwap:\n  swapBehavior: LimitedSwap   # was UnlimitedSwap\n```',
    sources: [
      { title: 'KEP-2400: Node system swap support', url: 'https://github.com/kubernetes/enhancements/tree/master/keps/sig-node/2400-node-swap' },
      {
        title: 'A Peek at Kubernetes v1.30 (swap beta2: UnlimitedSwap removed)',
        url: 'https://kubernetes.io/blog/2024/03/12/kubernetes-1-30-upcoming-changes/',
      },
      { title: 'Kubelet Configuration (v1beta1): MemorySwapConfiguration', url: 'https://kubernetes.io/docs/reference/config-api/kubelet-config.v1beta1/' },
    ],
    featureGates: ['NodeSwap'],
  },
  messages: {
    unlimitedSwap:
      'The kubelet configuration sets memorySwap.swapBehavior: UnlimitedSwap; from Kubernetes 1.30 the kubelet refuses to start: invalid configuration: memorySwap.swapBehavior "UnlimitedSwap" must be one of: "", "LimitedSwap" or "NoSwap".',
  },
  fixes: {
    unlimitedSwap: 'Set memorySwap.swapBehavior to LimitedSwap (swap for Burstable pods, cgroup v2 only) or NoSwap.',
  },
  check(obj, ctx) {
    for (const config of kubeletConfigs(obj)) {
      if (getPath(config.config, ['memorySwap', 'swapBehavior']) !== 'UnlimitedSwap') continue;
      ctx.report(obj, { messageId: 'unlimitedSwap', path: [...config.path, 'memorySwap', 'swapBehavior'] });
    }
  },
});
