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
    summary:
      'Workloads running the kube-dns server, deprecated by SIG Network in the 1.37 cycle; the draft 1.37 release blog expects no new kube-dns packages after v1.40.',
    changed:
      'kube-dns, the original cluster DNS add-on, is deprecated: kubernetes/kubernetes issue #137556 ("Deprecate kube-dns", SIG Network, opened March 2026) tracks it, with removing the add-on from the repository, no new images and retiring kubernetes/dns as its steps, and names no release. kubeadm dropped kube-dns long before (1.21). The only statement of a date is in the draft 1.37 release blog: "It is expected that no new packages will be built for kube-dns after v1.40." There is no kube-dns entry in the 1.37 CHANGELOG or release notes read, and no KEP.',
    affected:
      'Clusters whose DNS is still served by kube-dns: a Deployment (usually `kube-system/kube-dns`) running the `k8s-dns-kube-dns` (or older `kubedns`) image. The `kube-dns` Service name alone is not a signal: CoreDNS keeps that Service name for compatibility.',
    why: 'Nothing breaks in 1.37. Once no new kube-dns packages are built (expected after 1.40), security fixes and support for newer Kubernetes versions stop, and cluster DNS, which every workload depends on, runs on an unmaintained component.',
    fix:
      'Move cluster DNS to CoreDNS, the DNS server kubeadm and most distributions install, keeping the `kube-dns` Service and its cluster IP so pods need no change. Translate custom `stubDomains` and `upstreamNameservers` from the kube-dns ConfigMap into the Corefile.\n\n' +
      '```yaml\n# Corefile fragment replacing kube-dns stubDomains: {"corp.example": ["10.0.0.53"]}\ncorp.example:53 {\n    errors\n    cache 30\n    forward . 10.0.0.53\n}\n```',
    sources: [
      { title: 'kubernetes/kubernetes#137556: Deprecate kube-dns', url: 'https://github.com/kubernetes/kubernetes/issues/137556' },
      { title: 'Kubernetes v1.37 release blog (draft): Deprecation of kube-dns', url: 'https://kubernetes.io/blog/2026/08/26/kubernetes-v1-37-release/' },
      { title: 'Customizing DNS Service', url: 'https://kubernetes.io/docs/tasks/administer-cluster/dns-custom-nameservers/' },
      { title: 'kubernetes/dns (kube-dns and NodeLocal DNSCache images)', url: 'https://github.com/kubernetes/dns' },
    ],
    unverified: [
      '"No new packages after v1.40" exists only in the draft 1.37 release blog (kubernetes/website, still `draft: true` when read), worded as an expectation: "It is expected that no new packages will be built for kube-dns after v1.40." Issue #137556, which tracks the deprecation, gives no release. The final address and wording of the published blog were not checked.',
    ],
  },
  messages: {
    kubeDns:
      '{{kind}} {{name}} runs kube-dns (container "{{container}}", image {{image}}); kube-dns is deprecated (kubernetes/kubernetes#137556), and the draft 1.37 release blog expects no new kube-dns packages after v1.40.',
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
