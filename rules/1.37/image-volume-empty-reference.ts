import { objectRef } from '../../src/model.js';
import { defineRule } from '../../src/rule.js';
import { isRecord, POD_TEMPLATE_KINDS, podSpecOf } from '../../src/kube/workloads.js';

/** A Pod with an empty reference was always rejected; the change is about the objects that carry a pod template. */
const TEMPLATE_KINDS = POD_TEMPLATE_KINDS.filter((kind) => kind !== 'Pod');

export default defineRule({
  id: 'image-volume-empty-reference',
  release: '1.37',
  severity: 'error',
  kinds: TEMPLATE_KINDS,
  docs: {
    summary:
      'Workloads and PodTemplates whose pod template has an `image` volume without `image.reference`: from 1.37 the API server rejects them; before, it accepted them but refused every pod made from them.',
    changed:
      "Until 1.36 the API server required `image.reference` of an `image` volume only in Pods: a Deployment, StatefulSet, DaemonSet, Job or other pod template with an empty or missing reference was accepted, and the controller's pods were then refused with `spec.volumes[N].image.reference: Required value` (kubernetes/kubernetes#135988). Kubernetes 1.37 applies the check to pod templates as well (kubernetes/kubernetes#135989, 1.37 release notes draft, Bug or Regression).",
    affected:
      'Deployments, StatefulSets, DaemonSets, ReplicaSets, ReplicationControllers, Jobs, CronJobs and PodTemplates with a volume of type `image` whose `reference` is empty or left out, as a chart value that was never filled in leaves it.',
    why: "Applying the object to a 1.37 API server fails with `spec.template.spec.volumes[N].image.reference: Required value`, so a Helm release, GitOps sync or `kubectl apply` that carries it stops there. The workload never ran a pod before either: its controller's pod creations were refused.",
    fix:
      'Name the OCI image or artifact the volume mounts, or remove the volume.\n\n' +
      '```yaml\nvolumes:\n- name: model\n  image:\n    reference: registry.example.com/models/llm:v1   # was empty\n    pullPolicy: IfNotPresent\n```',
    sources: [
      {
        title: 'kubernetes/kubernetes#135989: Fix ImageVolume validation for empty reference in Pod templates',
        url: 'https://github.com/kubernetes/kubernetes/pull/135989',
      },
      {
        title: 'kubernetes/kubernetes#135988: Empty image.reference in Pod templates passes API validation but fails at runtime',
        url: 'https://github.com/kubernetes/kubernetes/issues/135988',
      },
      { title: 'Volumes: image', url: 'https://kubernetes.io/docs/concepts/storage/volumes/#image' },
    ],
    unverified: [
      "The change is read from the 1.37 release notes draft and the pull request's diff of `validateImageVolumeSource` (the `opts.ResourceIsPod` condition dropped); whether updates of objects created before 1.37 are spared was not read from the final 1.37 source. The rule assumes they are not, as template validation checks the whole new template.",
    ],
  },
  messages: {
    emptyReference:
      '{{kind}} {{name}} has image volume "{{volume}}" without image.reference: from Kubernetes 1.37 the API server rejects the {{kind}} (until 1.36 it accepted it but refused every pod made from it).',
  },
  fixes: {
    emptyReference: 'Set image.reference of volume "{{volume}}" to the OCI image or artifact it mounts, or remove the volume.',
  },
  check(obj, ctx) {
    const pod = podSpecOf(obj);
    if (!pod || !Array.isArray(pod.spec.volumes)) return;
    pod.spec.volumes.forEach((volume, i) => {
      if (!isRecord(volume) || !isRecord(volume.image)) return;
      const reference = volume.image.reference;
      if (typeof reference === 'string' && reference !== '') return;
      ctx.report(obj, {
        messageId: 'emptyReference',
        path: [...pod.path, 'volumes', i, 'image'],
        data: { kind: obj.kind, name: objectRef(obj).name, volume: typeof volume.name === 'string' ? volume.name : '?' },
      });
    });
  },
});
