import { objectRef } from '../../src/model.js';
import { defineRule } from '../../src/rule.js';

/** Where client-go's endpoints, configmaps, endpointsleases and configmapsleases locks keep the leader record (resourcelock LeaderElectionRecordAnnotationKey). */
const LEADER_ANNOTATION = 'control-plane.alpha.kubernetes.io/leader';
const CHANGED_IN = '1.34';

export default defineRule({
  id: 'leader-election-legacy-lock',
  release: '1.34',
  severity: 'warning',
  kinds: ['ConfigMap', 'Endpoints'],
  docs: {
    summary:
      'ConfigMaps and Endpoints that hold a leader election record (`control-plane.alpha.kubernetes.io/leader`): from 1.34 the default API Priority and Fairness configuration no longer gives these locks the leader-election priority level.',
    changed:
      "Kubernetes 1.34 removed the `endpoint-controller` and `workload-leader-election` FlowSchemas from the API server's default priority-and-fairness configuration (kubernetes/kubernetes#131215, CHANGELOG-1.34 [Urgent Upgrade Notes]). `workload-leader-election` sent the get, create and update requests of kube-system service accounts on Endpoints and ConfigMaps to the `leader-election` priority level (k8s.io/apiserver v0.33.0 `pkg/apis/flowcontrol/bootstrap/default.go`); in v0.34.0 only Lease requests keep that level (`system-leader-election`), and the rest fall to `kube-system-service-accounts` (`workload-high`). The note asks workloads to move their lock from `configmapsleases` or `endpointsleases` to `leases`. client-go refuses every lock type but `leases` since 1.28, so only programs built on older client-go still write these records.",
    affected:
      'Controllers and operators built on client-go 1.27 or older that elect their leader through an Endpoints or ConfigMap lock (`endpoints`, `configmaps`, `endpointsleases` or `configmapsleases`), above all those running under kube-system service accounts. A record left behind by a controller that has since moved to Leases is reported too.',
    why: "Lock renewals lose their reserved share of API server capacity: under load they queue with the workload's other requests, a leader can miss its renew deadline and lose leadership, and the controller stalls or restarts while leadership moves.",
    fix: 'Upgrade the controller to a release that uses a Lease lock (`--leader-elect-resource-lock=leases` where it has that flag); with `endpointsleases` or `configmapsleases` it already holds the Lease and can switch directly. Then delete the annotation, or the object if it held nothing else. A record whose `renewTime` no longer moves is left over and can be deleted.',
    sources: [
      {
        title: 'CHANGELOG-1.34 v1.34.0 [Urgent Upgrade Notes]: endpoint-controller and workload-leader-election FlowSchemas removed (#131215)',
        url: 'https://github.com/kubernetes/kubernetes/blob/master/CHANGELOG/CHANGELOG-1.34.md',
      },
      { title: 'kubernetes/kubernetes#131215', url: 'https://github.com/kubernetes/kubernetes/pull/131215' },
      {
        title: 'k8s.io/apiserver pkg/apis/flowcontrol/bootstrap/default.go (v0.34.0)',
        url: 'https://github.com/kubernetes/apiserver/blob/v0.34.0/pkg/apis/flowcontrol/bootstrap/default.go',
      },
      {
        title: 'client-go tools/leaderelection/resourcelock/interface.go (lock types)',
        url: 'https://github.com/kubernetes/client-go/blob/v0.33.0/tools/leaderelection/resourcelock/interface.go',
      },
      { title: 'API Priority and Fairness: defaults', url: 'https://kubernetes.io/docs/concepts/cluster-administration/flow-control/#defaults' },
    ],
    unverified: [
      'Whether an API server keeps serving the two FlowSchemas in clusters where someone edited them (and so turned their automatic update off) was not read from the source.',
    ],
  },
  messages: {
    leaderRecord:
      '{{kind}} {{name}} holds a leader election record ({{annotation}}): from Kubernetes 1.34 the default API Priority and Fairness configuration no longer gives Endpoints and ConfigMap lock requests the leader-election priority level, so renewals can be queued behind other requests and leadership lost under load.',
  },
  fixes: {
    leaderRecord:
      'Move the controller that renews {{kind}} {{name}} to a Lease lock (client-go 1.28 or later), then remove the {{annotation}} annotation; delete it directly if its renewTime no longer moves.',
  },
  check(obj, ctx) {
    if (obj.apiVersion !== 'v1' || !ctx.releases.includes(CHANGED_IN)) return;
    const record = obj.metadata.annotations?.[LEADER_ANNOTATION];
    if (typeof record !== 'string') return;
    const ref = objectRef(obj);
    ctx.report(obj, {
      messageId: 'leaderRecord',
      path: ['metadata', 'annotations', LEADER_ANNOTATION],
      data: { kind: obj.kind, name: `${ref.namespace ? `${ref.namespace}/` : ''}${ref.name}`, annotation: LEADER_ANNOTATION },
    });
  },
});
