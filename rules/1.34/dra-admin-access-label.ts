import { objectRef } from '../../src/model.js';
import { defineRule } from '../../src/rule.js';

/** The namespace label that granted DRA admin access until 1.33, and the one that does from 1.34 (k8s.io/api DRAAdminNamespaceLabelKey). */
const OLD_LABEL = 'resource.k8s.io/admin-access';
const NEW_LABEL = 'resource.kubernetes.io/admin-access';
const RENAMED_IN = '1.34';

export default defineRule({
  id: 'dra-admin-access-label',
  release: '1.34',
  severity: 'warning',
  kinds: ['Namespace'],
  docs: {
    summary:
      'Namespaces labelled `resource.k8s.io/admin-access: "true"` without `resource.kubernetes.io/admin-access: "true"`: from 1.34 only the new label grants DRA admin access.',
    changed:
      'The namespace label that allows `adminAccess: true` in DRA ResourceClaims and ResourceClaimTemplates (alpha gate `DRAAdminAccess`) was renamed in 1.34 from `resource.k8s.io/admin-access` to `resource.kubernetes.io/admin-access` (kubernetes/kubernetes#131996, CHANGELOG-1.34 [API Change]; `DRAAdminNamespaceLabelKey` in k8s.io/api v0.33.0 and v0.34.0). 1.34 also makes the gate beta and on by default.',
    affected:
      'Namespaces that carry the old label with the value `"true"` and not the new one: the namespaces where monitoring or maintenance tools claim devices with admin access.',
    why: 'After the control plane upgrade, the API server rejects new ResourceClaims and ResourceClaimTemplates that request admin access in those namespaces ("admin access to devices requires the `resource.kubernetes.io/admin-access: true` label on the containing namespace"), so the tools that create them fail.',
    fix: 'Set both labels before upgrading, upgrade, then remove the old one once no downgrade to 1.33 is planned (the procedure of the release note).\n\n```yaml\napiVersion: v1\nkind: Namespace\nmetadata:\n  name: gpu-monitoring\n  labels:\n    resource.k8s.io/admin-access: "true"         # read by 1.33\n    resource.kubernetes.io/admin-access: "true"  # read from 1.34\n```',
    sources: [
      {
        title: 'CHANGELOG-1.34 v1.34.0 [API Change]: DRA admin-access label renamed (#131996)',
        url: 'https://github.com/kubernetes/kubernetes/blob/master/CHANGELOG/CHANGELOG-1.34.md',
      },
      { title: 'kubernetes/kubernetes#131996', url: 'https://github.com/kubernetes/kubernetes/pull/131996' },
      {
        title: 'k8s.io/api resource/v1 types.go (DRAAdminNamespaceLabelKey, v0.34.0)',
        url: 'https://github.com/kubernetes/api/blob/v0.34.0/resource/v1/types.go',
      },
      {
        title: 'Dynamic Resource Allocation: admin access',
        url: 'https://kubernetes.io/docs/concepts/scheduling-eviction/dynamic-resource-allocation/#admin-access',
      },
    ],
    featureGates: ['DRAAdminAccess'],
    unverified: ["The rejection message was read from the API server's resource claim admin-access check as stored after 1.34, not at the v1.34.0 tag."],
  },
  messages: {
    oldLabel:
      'Namespace {{name}} grants DRA admin access with the label {{oldLabel}}: "true", which Kubernetes 1.34 renamed to {{newLabel}}; without the new label the API server rejects ResourceClaims and ResourceClaimTemplates that request adminAccess in this namespace.',
  },
  fixes: {
    oldLabel: 'Add the label {{newLabel}}: "true" to namespace {{name}} before the upgrade; remove {{oldLabel}} once no downgrade to 1.33 is planned.',
  },
  check(obj, ctx) {
    if (obj.apiVersion !== 'v1' || !ctx.releases.includes(RENAMED_IN)) return;
    const labels = obj.metadata.labels;
    if (labels?.[OLD_LABEL] !== 'true' || labels[NEW_LABEL] === 'true') return;
    ctx.report(obj, {
      messageId: 'oldLabel',
      path: ['metadata', 'labels', OLD_LABEL],
      data: { name: objectRef(obj).name, oldLabel: OLD_LABEL, newLabel: NEW_LABEL },
    });
  },
});
