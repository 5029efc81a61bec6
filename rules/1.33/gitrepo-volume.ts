import { objectRef } from '../../src/model.js';
import { defineRule } from '../../src/rule.js';
import { getPath, isRecord, POD_TEMPLATE_KINDS, podSpecOf } from '../../src/kube/workloads.js';
import { compareMinor } from '../../src/versions.js';

/** The release that locked GitRepoVolumeDriver to false. */
const LOCKED_IN = '1.36';

export default defineRule({
  id: 'gitrepo-volume',
  release: '1.33',
  severity: 'error',
  kinds: POD_TEMPLATE_KINDS,
  docs: {
    summary:
      'Pods and pod templates with a `gitRepo` volume: the volume plugin is off by default since 1.33 and for good from 1.36, so these pods never start.',
    changed:
      'The in-tree `gitRepo` volume plugin was turned off by default in **1.33** behind the `GitRepoVolumeDriver` feature gate (deprecated, default false), which could still turn it back on in the kubelet. In **1.36 the gate is locked to false**: the changelog says "Disabled `git-repo` volume plugin by default, with no option to turn it back on". The gate itself is planned for removal in 1.39.',
    affected:
      'Every Pod, Deployment, StatefulSet, DaemonSet, ReplicaSet, ReplicationController, Job, CronJob and PodTemplate whose pod spec has a volume of type `gitRepo`. The API server still accepts the field, so nothing fails at apply time.',
    why: 'The kubelet can no longer set the volume up: the pod is scheduled, its volume mount fails (`FailedMount` events) and it stays in `ContainerCreating`. A rolling update onto upgraded nodes therefore never becomes ready, and pods rescheduled onto them stop serving. On 1.33–1.35 setting `GitRepoVolumeDriver=true` on every kubelet buys time; from 1.36 nothing does.',
    fix:
      'Clone the repository in an init container into an `emptyDir` volume and mount that volume where the `gitRepo` volume was. A sidecar such as git-sync can keep the checkout up to date.\n\n' +
      '```yaml\nspec:\n  initContainers:\n  - name: clone\n    image: alpine/git:2.47.2\n    args: ["clone", "--depth=1", "--", "https://git.example.com/team/site.git", "/repo"]\n    volumeMounts:\n    - name: site\n      mountPath: /repo\n  containers:\n  - name: web\n    image: nginx:1.27\n    volumeMounts:\n    - name: site\n      mountPath: /usr/share/nginx/html\n  volumes:\n  - name: site\n    emptyDir: {}     # was: gitRepo: {repository: ...}\n```',
    sources: [
      {
        title: 'CHANGELOG-1.36: Disabled git-repo volume plugin by default, with no option to turn it back on',
        url: 'https://github.com/kubernetes/kubernetes/blob/master/CHANGELOG/CHANGELOG-1.36.md',
      },
      { title: 'Volumes: gitRepo (deprecated)', url: 'https://kubernetes.io/docs/concepts/storage/volumes/#gitrepo' },
      { title: 'Feature gates (GitRepoVolumeDriver)', url: 'https://kubernetes.io/docs/reference/command-line-tools-reference/feature-gates/' },
    ],
    featureGates: ['GitRepoVolumeDriver'],
  },
  messages: {
    gitRepo:
      '{{kind}} {{name}} mounts gitRepo volume "{{volume}}" ({{repository}}); the gitRepo volume plugin is disabled with no way to turn it back on from Kubernetes 1.36, so the volume cannot be mounted and the pod stays in ContainerCreating.',
    gitRepoDefaultOff:
      '{{kind}} {{name}} mounts gitRepo volume "{{volume}}" ({{repository}}); the gitRepo volume plugin is disabled by default from Kubernetes 1.33, so the volume cannot be mounted and the pod stays in ContainerCreating unless every kubelet runs with GitRepoVolumeDriver=true (locked off from 1.36).',
  },
  fixes: {
    gitRepo: 'Clone {{cloneSource}} in an init container into an emptyDir volume named "{{volume}}" and remove the gitRepo volume.',
    gitRepoDefaultOff: 'Clone {{cloneSource}} in an init container into an emptyDir volume named "{{volume}}" and remove the gitRepo volume.',
  },
  check(obj, ctx) {
    const pod = podSpecOf(obj);
    if (!pod || !Array.isArray(pod.spec.volumes)) return;
    pod.spec.volumes.forEach((volume, i) => {
      if (!isRecord(volume) || !isRecord(volume.gitRepo)) return;
      const messageId = compareMinor(ctx.target, LOCKED_IN) >= 0 ? 'gitRepo' : 'gitRepoDefaultOff';
      const repository = getPath(volume.gitRepo, ['repository']);
      const named = typeof repository === 'string' && repository !== '';
      ctx.report(obj, {
        messageId,
        path: [...pod.path, 'volumes', i, 'gitRepo'],
        data: {
          kind: obj.kind,
          name: objectRef(obj).name,
          volume: typeof volume.name === 'string' ? volume.name : '?',
          repository: named ? repository : 'no repository given',
          cloneSource: named ? repository : 'the repository',
        },
      });
    });
  },
});
