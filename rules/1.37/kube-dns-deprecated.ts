import { objectRef } from '../../src/model.js';
import { defineRule } from '../../src/rule.js';
import { containersOf, POD_TEMPLATE_KINDS, podSpecOf } from '../../src/kube/workloads.js';

/**
 * The kube-dns server image, by its repository name: `registry.k8s.io/dns/k8s-dns-kube-dns`, and the
 * older `k8s.gcr.io/kubedns-amd64`. NodeLocal DNSCache (`k8s-dns-node-cache`) is built from the
 * same repository but is not kube-dns, and the dnsmasq and sidecar containers always run beside
 * the server, so one finding per kube-dns pod is enough.
 */
const KUBE_DNS_IMAGE = /(?:^|\/)(?:k8s-dns-kube-dns|kubedns)(?:-(?:amd64|arm64|arm|ppc64le|s390x))?(?:[:@]|$)/;

export default defineRule({
  id: 'kube-dns-deprecated',
  release: '1.37',
  severity: 'warning',
  kinds: POD_TEMPLATE_KINDS,
  docs: {
    summary: 'Workloads running the kube-dns server, deprecated in 1.37: no new kube-dns packages after Kubernetes 1.40.',
    changed: 'Kubernetes 1.37 deprecates kube-dns, the original cluster DNS add-on. The release announcement states that no new kube-dns packages will be published after v1.40.',
    affected: 'Clusters whose DNS is still served by kube-dns: a Deployment (usually `kube-system/kube-dns`) running the `k8s-dns-kube-dns` (or older `kubedns`) image. The `kube-dns` Service name alone is not a signal: CoreDNS keeps that Service name for compatibility.',
    why: 'Nothing breaks in 1.37. After 1.40 kube-dns receives no new releases, so security fixes and support for newer Kubernetes versions stop, and cluster DNS, which every workload depends on, runs on an unmaintained component.',
    fix:
      'Move cluster DNS to CoreDNS, the DNS server kubeadm and most distributions install, keeping the `kube-dns` Service and its cluster IP so pods need no change. Translate custom `stubDomains` and `upstreamNameservers` from the kube-dns ConfigMap into the Corefile.\n\n' +
      '```yaml\n# Corefile fragment replacing kube-dns stubDomains: {"corp.example": ["10.0.0.53"]}\ncorp.example:53 {\n    errors\n    cache 30\n    forward . 10.0.0.53\n}\n```',
    sources: [
      { title: 'Kubernetes v1.37 release blog: kube-dns deprecated', url: 'https://kubernetes.io/blog/2026/08/26/kubernetes-v1-37-release/' },
      { title: 'Customizing DNS Service', url: 'https://kubernetes.io/docs/tasks/administer-cluster/dns-custom-nameservers/' },
      { title: 'kubernetes/dns (kube-dns and NodeLocal DNSCache images)', url: 'https://github.com/kubernetes/dns' },
    ],
    unverified: ['Read from the 1.37 release blog draft: kube-dns deprecated, no new packages after v1.40. The final address and wording of the published blog were not checked.'],
  },
  messages: {
    kubeDns: '{{kind}} {{name}} runs kube-dns (container "{{container}}", image {{image}}); kube-dns is deprecated since Kubernetes 1.37 and gets no new packages after 1.40.',
  },
  fixes: {
    kubeDns: 'Replace kube-dns with CoreDNS, keeping the kube-dns Service and its cluster IP.',
  },
  check(obj, ctx) {
    const pod = podSpecOf(obj);
    if (!pod) return;
    for (const { container, path } of containersOf(pod)) {
      const image = container.image;
      if (typeof image !== 'string' || !KUBE_DNS_IMAGE.test(image)) continue;
      ctx.report(obj, {
        messageId: 'kubeDns',
        path: [...path, 'image'],
        data: { kind: obj.kind, name: objectRef(obj).name, container: typeof container.name === 'string' ? container.name : '?', image },
      });
    }
  },
});
