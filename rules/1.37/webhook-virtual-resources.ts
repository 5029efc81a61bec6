import { groupOf, objectRef } from '../../src/model.js';
import { defineRule } from '../../src/rule.js';
import { isRecord } from '../../src/kube/workloads.js';

/**
 * The review resources kube-apiserver keeps away from admission (pkg/kubeapiserver/admission/exclusion
 * `excluded`): admission policies never saw them, and from 1.37 webhooks do not either. They are
 * only ever created, so only rules that match CREATE were ever called for them.
 */
const VIRTUAL_RESOURCES: readonly { group: string; resource: string }[] = [
  { group: 'authentication.k8s.io', resource: 'selfsubjectreviews' },
  { group: 'authentication.k8s.io', resource: 'tokenreviews' },
  { group: 'authorization.k8s.io', resource: 'localsubjectaccessreviews' },
  { group: 'authorization.k8s.io', resource: 'selfsubjectaccessreviews' },
  { group: 'authorization.k8s.io', resource: 'selfsubjectrulesreviews' },
  { group: 'authorization.k8s.io', resource: 'subjectaccessreviews' },
];

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

export default defineRule({
  id: 'webhook-virtual-resources',
  release: '1.37',
  severity: 'warning',
  kinds: ['ValidatingWebhookConfiguration', 'MutatingWebhookConfiguration'],
  docs: {
    summary:
      'Admission webhooks whose rules name TokenReviews, SubjectAccessReviews or the other authentication and authorization reviews: from 1.37 the API server no longer calls webhooks for them.',
    changed:
      'Kubernetes 1.37 stops sending the authentication and authorization review resources to admission webhooks, as ValidatingAdmissionPolicy and MutatingAdmissionPolicy already did (kubernetes/kubernetes#140019, 1.37 release notes draft, Feature). The `ExcludeAdmissionWebhookVirtualResources` feature gate of kube-apiserver (Beta, on by default in 1.37) turns it off. The resources are `tokenreviews` and `selfsubjectreviews` (`authentication.k8s.io`) and `subjectaccessreviews`, `localsubjectaccessreviews`, `selfsubjectaccessreviews` and `selfsubjectrulesreviews` (`authorization.k8s.io`).',
    affected:
      'ValidatingWebhookConfigurations and MutatingWebhookConfigurations with a rule that names one of these resources in a matching API group (or `*`) for the `CREATE` operation (or `*`), such as webhooks that audit, limit or rewrite token and access reviews. Webhooks that match them only through `resources: ["*"]` are not reported: they lose these calls as well, which is rarely what they were written for.',
    why: 'Nothing fails: the API server simply stops calling the webhook for these requests. Whatever the webhook enforced or recorded about token or access reviews silently stops, so a policy that denied some reviews no longer applies.',
    fix: "Move what the webhook does for these reviews elsewhere: to the authenticator or authorizer itself (an authentication or authorization webhook, structured authentication and authorization configuration), or to audit logging for a record of the reviews. Then drop the resources from the webhook's rules. Setting `--feature-gates=ExcludeAdmissionWebhookVirtualResources=false` on kube-apiserver keeps the old behaviour while the gate exists.",
    sources: [
      {
        title: 'kubernetes/kubernetes#140019: admission webhooks skip auth/authz virtual resources',
        url: 'https://github.com/kubernetes/kubernetes/pull/140019',
      },
      {
        title: 'kubernetes/kubernetes pkg/kubeapiserver/admission/exclusion/resources.go (the excluded resources)',
        url: 'https://github.com/kubernetes/kubernetes/blob/master/pkg/kubeapiserver/admission/exclusion/resources.go',
      },
      {
        title: 'kubernetes/apiserver v0.37.0-beta.0 pkg/admission/plugin/webhook/generic/webhook.go (Dispatch skips them)',
        url: 'https://github.com/kubernetes/apiserver/blob/v0.37.0-beta.0/pkg/admission/plugin/webhook/generic/webhook.go',
      },
      {
        title: 'Dynamic Admission Control: matching requests',
        url: 'https://kubernetes.io/docs/reference/access-authn-authz/extensible-admission-controllers/#matching-requests-rules',
      },
    ],
    featureGates: ['ExcludeAdmissionWebhookVirtualResources'],
    unverified: ['The excluded resources are read from a development copy of resources.go in kubernetes/kubernetes, not from the v1.37.0 tag.'],
  },
  messages: {
    virtualResource:
      '{{kind}} {{name}} webhook {{webhook}} matches {{resources}}: from Kubernetes 1.37 the API server no longer calls admission webhooks for these review requests, so the webhook stops seeing them.',
  },
  fixes: {
    virtualResource:
      'Move what webhook {{webhook}} does for {{resources}} to the authenticator, the authorizer or audit logging, then remove them from its rules (ExcludeAdmissionWebhookVirtualResources=false on kube-apiserver keeps the old behaviour meanwhile).',
  },
  check(obj, ctx) {
    if (groupOf(obj.apiVersion) !== 'admissionregistration.k8s.io' || !Array.isArray(obj.body.webhooks)) return;
    obj.body.webhooks.forEach((webhook, i) => {
      if (!isRecord(webhook) || !Array.isArray(webhook.rules)) return;
      webhook.rules.forEach((rule, j) => {
        if (!isRecord(rule)) return;
        const operations = strings(rule.operations);
        if (!operations.includes('CREATE') && !operations.includes('*')) return;
        const groups = strings(rule.apiGroups);
        const resources = strings(rule.resources);
        const matched = VIRTUAL_RESOURCES.filter((v) => (groups.includes(v.group) || groups.includes('*')) && resources.includes(v.resource));
        if (matched.length === 0) return;
        ctx.report(obj, {
          messageId: 'virtualResource',
          path: ['webhooks', i, 'rules', j, 'resources'],
          data: {
            kind: obj.kind,
            name: objectRef(obj).name,
            webhook: typeof webhook.name === 'string' ? webhook.name : `#${i + 1}`,
            resources: matched.map((v) => `${v.resource}.${v.group}`).join(', '),
          },
        });
      });
    });
  },
});
