import { groupOf, objectRef } from '../../src/model.js';
import { defineRule } from '../../src/rule.js';
import { getPath } from '../../src/kube/workloads.js';

export default defineRule({
  id: 'service-external-ips',
  release: '1.36',
  severity: 'warning',
  kinds: ['Service'],
  docs: {
    summary: 'Services that set `spec.externalIPs`, deprecated in 1.36: the API server warns on every write.',
    changed:
      'Kubernetes 1.36 deprecates the Service field `.spec.externalIPs` and returns a deprecation warning when a Service sets it (kubernetes#137293, CHANGELOG-1.36). The field keeps working in 1.36 and 1.37; removal follows the deprecation policy, so it is announced releases ahead.',
    affected: 'Services of any type with a non-empty `spec.externalIPs` list, often used on bare-metal clusters to expose a Service on a node or VIP address.',
    why: 'Nothing stops working yet: applies succeed with a warning (printed by kubectl, surfaced by Helm and GitOps tools). Traffic keeps flowing through kube-proxy. The warning is the notice that the field is on its way out, so a replacement should be planned while both work.',
    fix:
      'Expose the Service through `type: LoadBalancer` with a load balancer implementation for your environment (a cloud provider, or one for bare metal), or through a Gateway API Gateway, then drop `externalIPs`.\n\n' +
      '```yaml\napiVersion: v1\nkind: Service\nmetadata:\n  name: ingress\nspec:\n  type: LoadBalancer      # was: ClusterIP with externalIPs: [192.0.2.10]\n  selector:\n    app: ingress\n  ports:\n  - port: 443\n    targetPort: 8443\n```',
    sources: [
      {
        title: 'CHANGELOG-1.36: Service .spec.externalIPs deprecated (#137293)',
        url: 'https://github.com/kubernetes/kubernetes/blob/master/CHANGELOG/CHANGELOG-1.36.md',
      },
      { title: 'Service: external IPs', url: 'https://kubernetes.io/docs/concepts/services-networking/service/#external-ips' },
      { title: 'Kubernetes Deprecation Policy', url: 'https://kubernetes.io/docs/reference/using-api/deprecation-policy/' },
    ],
    unverified: ['The wording of the API server warning was not read from the 1.36 source.'],
  },
  messages: {
    externalIPs:
      'Service {{name}} sets spec.externalIPs ({{addresses}}); the field is deprecated since Kubernetes 1.36 and every create or update returns a deprecation warning.',
  },
  fixes: {
    externalIPs: 'Plan the move to type: LoadBalancer or a Gateway API Gateway, then remove spec.externalIPs.',
  },
  check(obj, ctx) {
    if (groupOf(obj.apiVersion) !== '') return;
    const addresses = getPath(obj.body, ['spec', 'externalIPs']);
    if (!Array.isArray(addresses) || addresses.length === 0) return;
    ctx.report(obj, {
      messageId: 'externalIPs',
      path: ['spec', 'externalIPs'],
      data: { name: objectRef(obj).name, addresses: addresses.map(String).join(', ') },
    });
  },
});
