import { groupOf, objectRef } from '../../src/model.js';
import { defineRule } from '../../src/rule.js';
import { getPath } from '../../src/kube/workloads.js';

export default defineRule({
  id: 'statefulset-max-unavailable',
  release: '1.37',
  severity: 'info',
  kinds: ['StatefulSet'],
  docs: {
    summary:
      'StatefulSets with `updateStrategy.rollingUpdate.maxUnavailable`: the field takes effect by default from 1.37, so rolling updates replace several pods at once.',
    changed:
      'The `MaxUnavailableStatefulSet` feature gate was alpha (off) from 1.24 and beta from 1.35. The Kubernetes feature list records it as off by default in 1.35 and 1.36 (the 1.36 changelog lists it as turned off; the feature gate reference page had listed it as on from 1.35), and it is **beta and on by default in 1.37**. With it on, the StatefulSet controller honours `spec.updateStrategy.rollingUpdate.maxUnavailable`; with it off the field is ignored and a rolling update replaces one pod at a time.',
    affected:
      '`apps/v1` StatefulSets that set `maxUnavailable`, typically copied from a Deployment or set in anticipation of the feature. A value of 1 changes nothing.',
    why: 'After the upgrade, the next rolling update takes down up to `maxUnavailable` pods at the same time. For quorum-based systems (etcd, ZooKeeper, Kafka, databases with replicas) that can cost quorum or availability that one-at-a-time updates preserved.',
    fix:
      'Keep `maxUnavailable` only where the application tolerates that many members down at once (and a PodDisruptionBudget agrees); otherwise remove it or set it to 1.\n\n' +
      '```yaml\nspec:\n  updateStrategy:\n    type: RollingUpdate\n    rollingUpdate:\n      maxUnavailable: 1   # was 2: a 3-member quorum cannot lose two\n```',
    sources: [
      {
        title: 'KEP-961: maxUnavailable for StatefulSets',
        url: 'https://github.com/kubernetes/enhancements/tree/master/keps/sig-apps/961-maxunavailable-for-statefulset',
      },
      {
        title: 'StatefulSets: maximum unavailable pods',
        url: 'https://kubernetes.io/docs/concepts/workloads/controllers/statefulset/#maximum-unavailable-pods',
      },
      { title: 'Feature gates (MaxUnavailableStatefulSet)', url: 'https://kubernetes.io/docs/reference/command-line-tools-reference/feature-gates/' },
    ],
    featureGates: ['MaxUnavailableStatefulSet'],
    unverified: [
      'The gate state comes from the 1.37 development feature-gate list and the 1.37 release blog draft.',
      'Whether 1.35.0 shipped with the gate on: the feature gate reference page says on by default from 1.35, the Kubernetes feature list says off until 1.37. A cluster that ran 1.35 with the gate on already honoured maxUnavailable then.',
    ],
  },
  messages: {
    maxUnavailable:
      'StatefulSet {{name}} sets rollingUpdate.maxUnavailable: {{value}}; from Kubernetes 1.37 (MaxUnavailableStatefulSet on by default) rolling updates take down up to {{pods}} at once instead of one.',
  },
  fixes: {
    maxUnavailable: 'Keep maxUnavailable: {{value}} only if the application tolerates that many members down at once; otherwise set it to 1.',
  },
  check(obj, ctx) {
    if (groupOf(obj.apiVersion) !== 'apps') return;
    const path = ['spec', 'updateStrategy', 'rollingUpdate', 'maxUnavailable'];
    const value = getPath(obj.body, path);
    if (value === undefined || value === null || value === 1 || value === '1') return;
    if (getPath(obj.body, ['spec', 'updateStrategy', 'type']) === 'OnDelete') return;
    const pods = typeof value === 'string' && value.endsWith('%') ? `${value} of its pods` : `${String(value)} pods`;
    ctx.report(obj, { messageId: 'maxUnavailable', path, data: { name: objectRef(obj).name, value: String(value), pods } });
  },
});
