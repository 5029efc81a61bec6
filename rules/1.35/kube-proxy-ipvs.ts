import type { Path } from '../../src/model.js';
import { groupOf } from '../../src/model.js';
import { defineRule } from '../../src/rule.js';
import { getPath } from '../../src/kube/workloads.js';
import { COMPONENT_CONFIG_KINDS, flagsOf, HOLDS_COMPONENT_SETTINGS, kubeProxyConfigs } from '../../src/kube/components/index.js';

export default defineRule({
  id: 'kube-proxy-ipvs',
  release: '1.35',
  severity: 'warning',
  kinds: COMPONENT_CONFIG_KINDS,
  needs: HOLDS_COMPONENT_SETTINGS,
  docs: {
    summary: 'kube-proxy in `ipvs` mode: deprecated since 1.35 and on its way out (off by default planned for 1.40, removed in 1.43); migrate to `nftables`.',
    changed:
      'KEP-5495 deprecates the `ipvs` mode of kube-proxy. Since **1.35** kube-proxy logs a deprecation warning when started in `ipvs` mode. **1.37** adds the `KubeProxyIPVS` feature gate (Deprecated, default true). The plan: the gate defaults to false in 1.40 (kube-proxy then exits with an error listing the valid modes, `iptables` and `nftables`, unless the gate is set), is locked in 1.43 when the ipvs code is removed, and disappears in 1.46.',
    affected:
      'Clusters whose kube-proxy runs with `mode: ipvs`: KubeProxyConfiguration files, the `config.conf` key of the `kube-proxy` ConfigMap that kubeadm creates, kubeadm configuration files, kube-proxy DaemonSets or static pods with `--proxy-mode=ipvs` and kind clusters with `networking.kubeProxyMode: ipvs`.',
    why: 'Nothing breaks in 1.35–1.39: kube-proxy keeps working and warns. The ipvs backend is no longer maintained, and the release that turns the gate off stops kube-proxy from starting in this mode, which takes Service routing down on every node. KEP-5495 also notes that the IPVS schedulers many users chose ipvs for are not actually useful in Kubernetes.',
    fix:
      'Move to the `nftables` mode, or to `iptables` where the node kernel is too old for nftables (KEP-5495 expects every such kernel to be out of LTS by the end of 2026; check the nftables requirements in the kube-proxy documentation). Switching modes on a running node can leave the old rules behind: roll the nodes (drain, reconfigure, reboot) rather than flipping the ConfigMap in place.\n\n' +
      '```yaml\napiVersion: kubeproxy.config.k8s.io/v1alpha1\nkind: KubeProxyConfiguration\nmode: nftables   # was: ipvs\n```',
    sources: [
      {
        title: 'KEP-5495: Deprecate ipvs mode in kube-proxy',
        url: 'https://github.com/kubernetes/enhancements/tree/master/keps/sig-network/5495-deprecate-ipvs-mode-in-kube-proxy',
      },
      { title: 'KEP-3866: nftables kube-proxy backend', url: 'https://github.com/kubernetes/enhancements/tree/master/keps/sig-network/3866-nftables-proxy' },
      { title: 'Virtual IPs and Service Proxies: proxy modes', url: 'https://kubernetes.io/docs/reference/networking/virtual-ips/' },
    ],
    featureGates: ['KubeProxyIPVS'],
    unverified: [
      'The 1.40, 1.43 and 1.46 steps are the plan written in KEP-5495, not releases that exist yet.',
      'The `KubeProxyIPVS` gate of 1.37 comes from the 1.37 development feature-gate list and the 1.37 release blog draft.',
    ],
  },
  messages: {
    ipvs: 'kube-proxy runs in ipvs mode ({{setting}}); the ipvs mode is deprecated since Kubernetes 1.35 and, per KEP-5495, stops working by default in 1.40 and is removed in 1.43: migrate to nftables.',
  },
  fixes: {
    ipvs: 'Switch kube-proxy to nftables (or iptables) node by node: {{replacement}}.',
  },
  check(obj, ctx) {
    const report = (path: Path, setting: string, replacement: string) => ctx.report(obj, { messageId: 'ipvs', path, data: { setting, replacement } });
    for (const config of kubeProxyConfigs(obj)) {
      if (config.config.mode === 'ipvs') report([...config.path, 'mode'], 'mode: ipvs', 'set mode: nftables');
    }
    for (const flag of flagsOf(obj)) {
      if (flag.name === 'proxy-mode' && flag.components.includes('kube-proxy') && flag.value?.trim() === 'ipvs')
        report(flag.path, '--proxy-mode=ipvs', 'use --proxy-mode=nftables');
    }
    // kind takes the mode in its own cluster definition rather than in a KubeProxyConfiguration.
    const group = groupOf(obj.apiVersion);
    if (obj.kind === 'Cluster' && group === 'kind.x-k8s.io' && getPath(obj.body, ['networking', 'kubeProxyMode']) === 'ipvs') {
      report(['networking', 'kubeProxyMode'], 'kind networking.kubeProxyMode: ipvs', 'set networking.kubeProxyMode: nftables');
    }
  },
});
