import { defineRule } from '../../src/rule.js';
import { getPath } from '../../src/kube/workloads.js';
import { compareMinor, nextMinor, normalizeMinor, parseMinor } from '../../src/versions.js';

const KUBELET_VERSION = ['status', 'nodeInfo', 'kubeletVersion'];

export default defineRule({
  id: 'version-skew',
  release: 'core',
  severity: 'error',
  kinds: ['Node'],
  docs: {
    summary:
      'Nodes whose kubelet would be more than three minor versions older than the target control plane (two for kubelets before 1.25), or is newer than the control plane today.',
    changed:
      "Kubernetes' version skew policy: a kubelet must not be newer than kube-apiserver and may be up to three minor versions older (kubelets older than 1.25 only two). kube-apiserver itself cannot skip minor versions, so an upgrade from 1.34 to 1.37 is three control-plane upgrades, and the supported order is control plane first, then the nodes.",
    affected:
      "Node pools left on old kubelet versions (long-lived node groups, on-premises nodes, edge nodes), and clusters where nodes were upgraded before the control plane. Read from each Node's `status.nodeInfo.kubeletVersion` (live clusters, or Node objects in manifests; `--from` gives the control-plane version there).",
    why: 'Past the supported skew, the kubelet and the API server are not tested together: the kubelet may fail to register or update its status, and newer API behaviour (fields, validation, removed APIs) is not understood by it, so pods on the node misbehave or are evicted when the node goes NotReady. A kubelet newer than the API server can send fields the server does not know.',
    fix:
      'Plan the upgrade hop by hop: upgrade the control plane one minor version at a time, and upgrade (or replace) the nodes before the control plane moves past the newest version their kubelet supports. A kubelet can never be newer than the control plane, so nodes that are too old may need more than one upgrade on the way.\n\n' +
      '```text\ncontrol plane 1.34 -> 1.35 -> 1.36   then nodes 1.33 -> 1.36   then control plane -> 1.37\n```',
    sources: [
      { title: 'Version Skew Policy', url: 'https://kubernetes.io/releases/version-skew-policy/' },
      { title: 'Upgrade A Cluster', url: 'https://kubernetes.io/docs/tasks/administer-cluster/cluster-upgrade/' },
    ],
  },
  messages: {
    tooOld:
      'The kubelet on this node runs {{kubeletVersion}}, {{skew}} minor versions older than Kubernetes {{target}}; a kubelet may be at most {{allowed}} minor versions older than kube-apiserver, so the control plane cannot go past {{lastSupported}} while this node stays on {{kubeletMinor}}.',
    newer: 'The kubelet on this node runs {{kubeletVersion}}, newer than the control plane ({{from}}); a kubelet must never be newer than kube-apiserver.',
  },
  fixes: {
    tooOld:
      'Upgrade this node before the control plane goes past {{lastSupported}} (never to a version newer than the control plane), and again as needed, so that it runs {{minimum}} or later when the control plane reaches {{target}}.',
    newer: 'Upgrade the control plane to {{kubeletMinor}} or later before upgrading any more nodes; upgrade the control plane first from now on.',
  },
  check(obj, ctx) {
    const version = getPath(obj.body, KUBELET_VERSION);
    const kubelet = typeof version === 'string' ? normalizeMinor(version) : undefined;
    if (!kubelet || parseMinor(kubelet).major !== 1) return;
    const kubeletVersion = String(version);
    if (ctx.from && compareMinor(kubelet, ctx.from) > 0) {
      ctx.report(obj, {
        messageId: 'newer',
        path: KUBELET_VERSION,
        severity: 'warning',
        release: ctx.target,
        data: { kubeletVersion, kubeletMinor: kubelet, from: ctx.from },
      });
    }
    // kubelets older than 1.25 may only be two minors behind the API server.
    const allowed = compareMinor(kubelet, '1.25') >= 0 ? 3 : 2;
    const skew = parseMinor(ctx.target).minor - parseMinor(kubelet).minor;
    if (skew <= allowed) return;
    const lastSupported = `1.${parseMinor(kubelet).minor + allowed}`;
    ctx.report(obj, {
      messageId: 'tooOld',
      path: KUBELET_VERSION,
      release: nextMinor(lastSupported),
      data: { kubeletVersion, kubeletMinor: kubelet, skew, allowed, target: ctx.target, lastSupported, minimum: oldestSupportedKubelet(ctx.target) },
    });
  },
});

/** The oldest kubelet a control plane at `target` supports: three minors back, or two when that would be before 1.25. */
function oldestSupportedKubelet(target: string): string {
  const threeBack = `1.${parseMinor(target).minor - 3}`;
  return compareMinor(threeBack, '1.25') >= 0 ? threeBack : `1.${parseMinor(target).minor - 2}`;
}
