import { objectRef } from '../../src/model.js';
import { defineRule } from '../../src/rule.js';
import { compareMinor } from '../../src/versions.js';

const DEPRECATED_IN = '1.33';

export default defineRule({
  id: 'endpoints-deprecated',
  release: '1.33',
  severity: 'info',
  kinds: ['Endpoints'],
  docs: {
    summary:
      'Endpoints objects that people write (manifests, and live ones not maintained by the control plane): the v1 Endpoints API is deprecated since 1.33 in favour of EndpointSlice, though not scheduled for removal.',
    changed:
      'Kubernetes 1.33 officially deprecates the core `v1` Endpoints API (kubernetes/kubernetes#130098, CHANGELOG-1.33 [Deprecation]; k8s.io/api v0.33.0 `core/v1/types.go`: "Deprecated: This API is deprecated in v1.33+. Use discoveryv1.EndpointSlice."). The API stays fully supported and will not be removed, but it cannot express every Service feature (dual-stack, more than 1000 endpoints, terminating endpoints, topology hints).',
    affected:
      'Endpoints in manifests, typically written by hand for a Service without a selector to point it at addresses outside the cluster, and live Endpoints someone other than the control plane writes. The Endpoints the endpoints controller maintains for Services with a selector are not reported.',
    why: 'Nothing stops working: the API server still accepts the objects, and the EndpointSlice mirroring controller still turns them into EndpointSlices that kube-proxy reads. Requests to the API return a deprecation warning, which kubectl, Helm and GitOps tools print, and what Endpoints cannot express is only reachable through EndpointSlices.',
    fix: 'Write an EndpointSlice for the Service instead, labelled with the Service name, then delete the Endpoints.\n\n```yaml\napiVersion: discovery.k8s.io/v1\nkind: EndpointSlice\nmetadata:\n  name: legacy-db-1\n  labels:\n    kubernetes.io/service-name: legacy-db\naddressType: IPv4\nports:\n- name: postgres\n  port: 5432\n  protocol: TCP\nendpoints:\n- addresses: ["192.0.2.10"]\n```',
    sources: [
      {
        title: 'CHANGELOG-1.33 v1.33.0 [Deprecation]: v1 Endpoints API deprecated (#130098)',
        url: 'https://github.com/kubernetes/kubernetes/blob/master/CHANGELOG/CHANGELOG-1.33.md',
      },
      { title: 'kubernetes/kubernetes#130098', url: 'https://github.com/kubernetes/kubernetes/pull/130098' },
      { title: 'k8s.io/api core/v1 types.go (Endpoints, v0.33.0)', url: 'https://github.com/kubernetes/api/blob/v0.33.0/core/v1/types.go' },
      {
        title: 'Kubernetes v1.33: Continuing the transition from Endpoints to EndpointSlices',
        url: 'https://kubernetes.io/blog/2025/04/24/endpoints-deprecation/',
      },
      { title: 'EndpointSlices', url: 'https://kubernetes.io/docs/concepts/services-networking/endpoint-slices/' },
    ],
    unverified: [
      'The wording of the API server warning ("v1 Endpoints is deprecated in v1.33+; use discovery.k8s.io/v1 EndpointSlice") was seen in kubectl output, not read from the 1.33 source.',
    ],
  },
  messages: {
    endpoints:
      'Endpoints {{name}} is written with the v1 Endpoints API, deprecated since Kubernetes 1.33 in favour of discovery.k8s.io/v1 EndpointSlice: it keeps working, but every request returns a deprecation warning.',
  },
  fixes: {
    endpoints: 'Write an EndpointSlice labelled kubernetes.io/service-name: {{service}} with the same addresses and ports, then delete the Endpoints.',
  },
  check(obj, ctx) {
    if (obj.apiVersion !== 'v1' || compareMinor(ctx.target, DEPRECATED_IN) < 0) return;
    // The endpoints controller writes an Endpoints object for every Service with a selector: those are the control plane's, not the user's.
    if (obj.origin.type === 'cluster' && obj.origin.servedVersionUnwritten) return;
    const name = objectRef(obj).name;
    ctx.report(obj, { messageId: 'endpoints', path: ['kind'], data: { name, service: name } });
  },
});
