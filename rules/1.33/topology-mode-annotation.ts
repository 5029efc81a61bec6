import { objectRef } from '../../src/model.js';
import { defineRule } from '../../src/rule.js';
import { compareMinor } from '../../src/versions.js';

/** The annotation 1.33 deprecates, and the one it had replaced (k8s.io/api core/v1 annotation_key_constants.go). */
const TOPOLOGY_MODE = 'service.kubernetes.io/topology-mode';
const TOPOLOGY_AWARE_HINTS = 'service.kubernetes.io/topology-aware-hints';
const DEPRECATED_IN = '1.33';

export default defineRule({
  id: 'topology-mode-annotation',
  release: '1.33',
  severity: 'info',
  kinds: ['Service'],
  docs: {
    summary:
      'Services annotated `service.kubernetes.io/topology-mode` (or the older `service.kubernetes.io/topology-aware-hints`): deprecated since 1.33 in favour of `spec.trafficDistribution`.',
    changed:
      'With EndpointSlice hints GA in 1.33, the beta annotation `service.kubernetes.io/topology-mode` is deprecated and will not graduate (kubernetes/kubernetes#130742, CHANGELOG-1.33 [Deprecation]); it keeps working for backward compatibility. The Service field `spec.trafficDistribution` (GA in 1.33) is the supported way to ask for topology-aware routing. `service.kubernetes.io/topology-aware-hints` had already been deprecated in favour of `topology-mode` (k8s.io/api core/v1 `DeprecatedAnnotationTopologyAwareHints`).',
    affected: 'Services that carry either annotation, usually with the value `Auto`.',
    why: 'Nothing changes on upgrade: the EndpointSlice controller still honours the annotation. It is a deprecated beta interface with no future, so routing that depends on it should move to the field while both work.',
    fix: "Set `spec.trafficDistribution` and remove the annotation. The two do not route the same way: `Auto` spreads endpoints over zones in proportion to their allocatable CPU and can fall back to cluster-wide routing, while `PreferClose` (or `PreferSameZone` from 1.34) sends traffic to endpoints in the client's zone when there are any.\n\n```yaml\napiVersion: v1\nkind: Service\nmetadata:\n  name: api\n  # was: annotations: {service.kubernetes.io/topology-mode: Auto}\nspec:\n  trafficDistribution: PreferClose\n  selector:\n    app: api\n  ports:\n  - port: 80\n```",
    sources: [
      {
        title: 'CHANGELOG-1.33 v1.33.0 [Deprecation]: topology-mode annotation deprecated (#130742)',
        url: 'https://github.com/kubernetes/kubernetes/blob/master/CHANGELOG/CHANGELOG-1.33.md',
      },
      { title: 'kubernetes/kubernetes#130742', url: 'https://github.com/kubernetes/kubernetes/pull/130742' },
      {
        title: 'k8s.io/api core/v1 annotation_key_constants.go (AnnotationTopologyMode, v0.33.0)',
        url: 'https://github.com/kubernetes/api/blob/v0.33.0/core/v1/annotation_key_constants.go',
      },
      { title: 'Topology Aware Routing', url: 'https://kubernetes.io/docs/concepts/services-networking/topology-aware-routing/' },
      { title: 'Service: traffic distribution', url: 'https://kubernetes.io/docs/concepts/services-networking/service/#traffic-distribution' },
    ],
    featureGates: ['ServiceTrafficDistribution'],
    unverified: [
      'How `Auto` allocates endpoints to zones is taken from the Topology Aware Routing documentation, not from the EndpointSlice controller source.',
    ],
  },
  messages: {
    topologyMode:
      'Service {{name}} asks for topology-aware routing with the annotation {{annotation}}: {{value}}, deprecated since Kubernetes 1.33 in favour of spec.trafficDistribution; it still works, but will not graduate.',
  },
  fixes: {
    topologyMode: "Set spec.trafficDistribution (PreferClose keeps traffic in the client's zone when it can) on Service {{name}} and remove {{annotation}}.",
  },
  check(obj, ctx) {
    if (obj.apiVersion !== 'v1' || compareMinor(ctx.target, DEPRECATED_IN) < 0) return;
    const annotations = obj.metadata.annotations;
    if (!annotations) return;
    const name = objectRef(obj).name;
    for (const annotation of [TOPOLOGY_MODE, TOPOLOGY_AWARE_HINTS]) {
      const value = annotations[annotation];
      if (typeof value !== 'string') continue;
      ctx.report(obj, { messageId: 'topologyMode', path: ['metadata', 'annotations', annotation], data: { name, annotation, value } });
    }
  },
});
