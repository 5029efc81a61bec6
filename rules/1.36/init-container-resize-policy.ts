import { objectRef } from '../../src/model.js';
import { defineRule } from '../../src/rule.js';
import { containersOf, isRecord, POD_TEMPLATE_KINDS, podSpecOf } from '../../src/kube/workloads.js';

export default defineRule({
  id: 'init-container-resize-policy',
  release: '1.36',
  severity: 'error',
  kinds: POD_TEMPLATE_KINDS,
  docs: {
    summary: 'Init containers that are not sidecars with a `resizePolicy` entry of `restartPolicy: RestartContainer`: rejected by the API server from 1.36.',
    changed:
      'While in-place pod resize (KEP-1287) was enabled (beta from 1.33, GA in 1.35), the API server accepted `resizePolicy` on every init container. 1.36 adds in-place resize of init containers (`InPlacePodVerticalScalingInitContainers`, beta and on in 1.36, GA in 1.37) and, with it, "Disallowed setting a resize restart policy of `RestartContainer` on non-sidecar initContainers" (kubernetes#137458). An init container runs to completion, so there is nothing to restart it into. Sidecars (init containers with `restartPolicy: Always`) keep accepting both values.',
    affected:
      'Pods and every workload pod template (Deployment, StatefulSet, DaemonSet, ReplicaSet, ReplicationController, Job, CronJob, PodTemplate) with an init container that has no `restartPolicy: Always` and a `resizePolicy` item with `restartPolicy: RestartContainer`, often copied from the main container.',
    why: 'On 1.36 the API server refuses to create the pod or the workload: `kubectl apply`, Helm and GitOps syncs fail, and controllers of existing workloads can no longer create pods from the template.',
    fix:
      'Drop the `resizePolicy` from the init container or set its entries to `NotRequired`; keep `RestartContainer` only on regular containers and sidecars.\n\n' +
      '```yaml\ninitContainers:\n- name: migrate\n  image: registry.example.com/migrate:1.4\n  resizePolicy:\n  - resourceName: memory\n    restartPolicy: NotRequired   # was RestartContainer\n- name: log-shipper            # a sidecar: RestartContainer stays valid\n  image: registry.example.com/fluent-bit:3.1\n  restartPolicy: Always\n  resizePolicy:\n  - resourceName: memory\n    restartPolicy: RestartContainer\n```',
    sources: [
      {
        title: 'CHANGELOG-1.36: Disallowed setting a resize restart policy of RestartContainer on non-sidecar initContainers (#137458)',
        url: 'https://github.com/kubernetes/kubernetes/blob/master/CHANGELOG/CHANGELOG-1.36.md',
      },
      {
        title: 'KEP-1287: In-place update of pod resources',
        url: 'https://github.com/kubernetes/enhancements/tree/master/keps/sig-node/1287-in-place-update-pod-resources',
      },
      {
        title: 'Resize CPU and memory resources assigned to containers',
        url: 'https://kubernetes.io/docs/tasks/configure-pod-container/resize-container-resources/',
      },
    ],
    featureGates: ['InPlacePodVerticalScaling', 'InPlacePodVerticalScalingInitContainers'],
    unverified: [
      'The exact wording of the 1.36 API error, and whether objects stored before the upgrade keep the value on update, were not read from the 1.36 source.',
    ],
  },
  messages: {
    restartContainer:
      '{{kind}} {{name}}: init container "{{container}}" is not a sidecar (no restartPolicy: Always) and sets resizePolicy {{resource}}: RestartContainer; the API server rejects this from Kubernetes 1.36.',
  },
  fixes: {
    restartContainer: 'Set this resizePolicy entry of init container "{{container}}" to NotRequired, or remove it.',
  },
  check(obj, ctx) {
    const pod = podSpecOf(obj);
    if (!pod) return;
    for (const { container, group, path } of containersOf(pod)) {
      if (group !== 'initContainers' || container.restartPolicy === 'Always' || !Array.isArray(container.resizePolicy)) continue;
      container.resizePolicy.forEach((policy, j) => {
        if (!isRecord(policy) || policy.restartPolicy !== 'RestartContainer') return;
        ctx.report(obj, {
          messageId: 'restartContainer',
          path: [...path, 'resizePolicy', j, 'restartPolicy'],
          data: {
            kind: obj.kind,
            name: objectRef(obj).name,
            container: typeof container.name === 'string' ? container.name : '?',
            resource: typeof policy.resourceName === 'string' ? policy.resourceName : '?',
          },
        });
      });
    }
  },
});
