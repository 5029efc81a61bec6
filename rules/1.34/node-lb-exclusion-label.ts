import { objectRef } from '../../src/model.js';
import { defineRule } from '../../src/rule.js';

/** k8s.io/api core/v1 LabelNodeExcludeBalancers. */
const LABEL = 'node.kubernetes.io/exclude-from-external-load-balancers';
/** The spellings Go's strconv.ParseBool reads as false: the 1.34 service controller includes such nodes. */
const FALSE_VALUES = ['0', 'f', 'F', 'false', 'FALSE', 'False'];
const CHANGED_IN = '1.34';

export default defineRule({
  id: 'node-lb-exclusion-label',
  release: '1.34',
  severity: 'warning',
  kinds: ['Node'],
  docs: {
    summary:
      'Nodes labelled `node.kubernetes.io/exclude-from-external-load-balancers` with a false value: until 1.33 the label kept them out of cloud load balancers whatever its value; from 1.34 a false value lets them in.',
    changed:
      'The service controller of k8s.io/cloud-provider, which cloud controller managers run to manage `type: LoadBalancer` Services, used to leave out every node that had the label, whatever its value (v0.33.0 `controllers/service/controller.go` nodeIncludedPredicate). From 1.34 it reads the value: `false` (and the other spellings Go parses as false) includes the node, `true` excludes it, and a value that is not a boolean still excludes it (v0.34.0; kubernetes/kubernetes#131085, CHANGELOG-1.34).',
    affected:
      'Nodes whose label value is `false`, `False`, `FALSE`, `f`, `F` or `0`, on clusters whose load balancers are managed by a cloud controller manager built on k8s.io/cloud-provider 1.34 or later.',
    why: 'Once the cloud controller manager runs the new code, it adds these nodes to the backends of every cloud load balancer at its next sync. Nodes that were kept out on purpose (control-plane nodes, nodes of another network zone, nodes without the ports open) start receiving load balancer traffic, which may then fail health checks or be dropped.',
    fix: 'Decide what the node should do: to keep it out of load balancers, set the label to `"true"`; to let it in, remove the label (which has meant inclusion all along).\n\n```bash\nkubectl label node NODE node.kubernetes.io/exclude-from-external-load-balancers=true --overwrite\n```',
    sources: [
      {
        title: 'CHANGELOG-1.34 v1.34.0: the service controller respects exclude-from-external-load-balancers=false (#131085)',
        url: 'https://github.com/kubernetes/kubernetes/blob/master/CHANGELOG/CHANGELOG-1.34.md',
      },
      { title: 'kubernetes/kubernetes#131085', url: 'https://github.com/kubernetes/kubernetes/pull/131085' },
      {
        title: 'k8s.io/cloud-provider controllers/service/controller.go (nodeIncludedPredicate, v0.34.0)',
        url: 'https://github.com/kubernetes/cloud-provider/blob/v0.34.0/controllers/service/controller.go',
      },
      {
        title: 'Well-known labels: node.kubernetes.io/exclude-from-external-load-balancers',
        url: 'https://kubernetes.io/docs/reference/labels-annotations-taints/#node-kubernetes-io-exclude-from-external-load-balancers',
      },
    ],
    unverified: [
      "Which release of each cloud controller manager first builds on k8s.io/cloud-provider 1.34 is the cloud provider's; the change reaches a cluster with that release, not with the control plane upgrade itself.",
    ],
  },
  messages: {
    falseValue:
      'Node {{name}} is labelled {{label}}={{value}}: cloud controller managers built on Kubernetes 1.34 read the value and add the node to cloud load balancers, where until 1.33 the label kept it out whatever its value.',
  },
  fixes: {
    falseValue: 'Set {{label}}="true" on node {{name}} to keep it out of load balancers, or remove the label to let it in.',
  },
  check(obj, ctx) {
    if (obj.apiVersion !== 'v1' || !ctx.releases.includes(CHANGED_IN)) return;
    const value = obj.metadata.labels?.[LABEL];
    if (typeof value !== 'string' || !FALSE_VALUES.includes(value)) return;
    ctx.report(obj, { messageId: 'falseValue', path: ['metadata', 'labels', LABEL], data: { name: objectRef(obj).name, label: LABEL, value } });
  },
});
