import { expect, it } from 'vitest';
import rule from '../../../rules/core/removed-config-api.js';
import { ruleTester, runRuleOnFixture } from '../../../src/testing/rule-tester.js';

const V1BETA3 = {
  component: 'kubeadm',
  effect: 'kubeadm 1.37 rejects this file',
  removedIn: '1.37',
  deprecatedIn: '1.31',
  deprecation: ' (kubeadm 1.31 to 1.36 warn: "your configuration file uses a deprecated API spec: "kubeadm.k8s.io/v1beta3"")',
  migrate:
    'Run `kubeadm config migrate --old-config old.yaml --new-config new.yaml` with a kubeadm 1.31-1.36 before upgrading kubeadm to 1.37. v1beta4 turns extraArgs maps into lists of {name, value}.',
  replacement: 'kubeadm.k8s.io/v1beta4',
};
const NODE_LOCAL_CRI_SOCKET = {
  gate: 'NodeLocalCRISocket',
  target: '1.37',
  removedIn: '1.37',
  deprecatedIn: '',
  advice:
    'GA and locked on since 1.36: kubeadm keeps the CRI socket in /var/lib/kubelet/instance-config.yaml instead of the kubeadm.alpha.kubernetes.io/cri-socket Node annotation. Remove the gate.',
  replacement: '',
};
const PUBLIC_KEYS_ECDSA = {
  gate: 'PublicKeysECDSA',
  removedIn: '1.37',
  deprecatedIn: '1.31',
  advice: 'Never graduated; kept only for v1beta3 files. Set encryptionAlgorithm in a v1beta4 ClusterConfiguration instead and remove the gate.',
  replacement: ' and set encryptionAlgorithm (for example ECDSA-P256) in a kubeadm.k8s.io/v1beta4 ClusterConfiguration instead',
};
const AUDIT_V1BETA1 = {
  document: 'audit.k8s.io/v1beta1 Policy',
  where: '',
  component: 'kube-apiserver',
  effect: 'kube-apiserver 1.24 and later do not start with this audit policy',
  removedIn: '1.24',
  deprecatedIn: '1.21',
  deprecation: ' (kube-apiserver 1.21 to 1.23 load it with a warning that it is deprecated)',
  migrate: 'Change apiVersion to audit.k8s.io/v1 (the Policy schema is the same).',
  replacement: 'audit.k8s.io/v1',
};

ruleTester(rule, {
  target: '1.37',
  valid: [
    // Current versions (kubeadm v1beta4 with its UpgradeConfiguration, scheduler v1, audit v1, WebhookAdmissionConfiguration v1), and a Policy of another API.
    'valid.current.yaml',
    // Accepted before their removal release, and deprecated only later.
    { fixture: 'invalid.audit-policy.yaml', target: '1.12' },
    { fixture: 'invalid.kubeadm-v1beta3.yaml', target: '1.30' },
    // A kind patch has no version of its own: kind writes the kubeadm file.
    {
      code: 'kind: Cluster\napiVersion: kind.x-k8s.io/v1alpha4\nkubeadmConfigPatches:\n- |\n  apiVersion: kubeadm.k8s.io/v1beta3\n  kind: ClusterConfiguration\n',
    },
  ],
  invalid: [
    {
      fixture: 'invalid.kubeadm-v1beta3.yaml',
      errors: [
        {
          messageId: 'removed',
          data: { document: 'kubeadm.k8s.io/v1beta3 InitConfiguration', where: '', ...V1BETA3 },
          line: 2,
          column: 1,
          severity: 'error',
          release: '1.37',
          object: 'InitConfiguration (unnamed)',
        },
        { messageId: 'removed', data: { document: 'kubeadm.k8s.io/v1beta3 ClusterConfiguration', where: '', ...V1BETA3 }, line: 7, column: 1 },
        { messageId: 'kubeadmGateRemoved', data: NODE_LOCAL_CRI_SOCKET, line: 11, column: 3, severity: 'error', release: '1.37' },
        { messageId: 'kubeadmGateRemoved', data: { ...PUBLIC_KEYS_ECDSA, target: '1.37' }, line: 12, column: 3 },
        { messageId: 'removed', data: { document: 'kubeadm.k8s.io/v1beta3 JoinConfiguration', where: '', ...V1BETA3 }, line: 14, column: 1 },
      ],
    },
    // The release before the removal: warnings that say what the next kubeadm does.
    {
      fixture: 'invalid.kubeadm-v1beta3.yaml',
      target: '1.36',
      errors: [
        {
          messageId: 'deprecated',
          data: { document: 'kubeadm.k8s.io/v1beta3 InitConfiguration', where: '', ...V1BETA3 },
          line: 2,
          column: 1,
          severity: 'warning',
          release: '1.31',
        },
        {
          messageId: 'deprecated',
          data: { document: 'kubeadm.k8s.io/v1beta3 ClusterConfiguration', where: '', ...V1BETA3 },
          line: 7,
          column: 1,
          severity: 'warning',
        },
        { messageId: 'kubeadmGateDeprecated', data: { ...PUBLIC_KEYS_ECDSA, target: '1.36' }, line: 12, column: 3, severity: 'warning', release: '1.31' },
        {
          messageId: 'deprecated',
          data: { document: 'kubeadm.k8s.io/v1beta3 JoinConfiguration', where: '', ...V1BETA3 },
          line: 14,
          column: 1,
          severity: 'warning',
        },
      ],
    },
    {
      fixture: 'invalid.audit-policy.yaml',
      target: '1.24',
      errors: [{ messageId: 'removed', data: AUDIT_V1BETA1, line: 2, column: 1, severity: 'error', release: '1.24', object: 'Policy (unnamed)' }],
    },
    {
      fixture: 'invalid.audit-policy.yaml',
      target: '1.23',
      errors: [{ messageId: 'deprecated', data: AUDIT_V1BETA1, line: 2, column: 1, severity: 'warning', release: '1.21' }],
    },
    {
      fixture: 'invalid.embedded.yaml',
      errors: [
        {
          messageId: 'removed',
          data: {
            document: 'kubeadm.k8s.io/v1beta3 ClusterConfiguration',
            where: ' in ConfigMap kube-system/kubeadm-config (key ClusterConfiguration)',
            ...V1BETA3,
          },
          line: 9,
          column: 5,
          object: 'ConfigMap kube-system/kubeadm-config',
        },
        {
          messageId: 'removed',
          data: {
            document: 'kubescheduler.config.k8s.io/v1beta2 KubeSchedulerConfiguration',
            where: ' in ConfigMap kube-system/scheduler-config (key scheduler-config.yaml)',
            component: 'kube-scheduler',
            effect: 'kube-scheduler 1.28 and later do not load this configuration file',
            removedIn: '1.28',
            deprecatedIn: '1.25',
            deprecation: ' (kube-scheduler 1.25 to 1.27 log "KubeSchedulerConfiguration v1beta2 is deprecated in v1.25, will be removed in v1.28")',
            migrate: 'Change apiVersion to kubescheduler.config.k8s.io/v1 and check the plugin configuration.',
            replacement: 'kubescheduler.config.k8s.io/v1',
          },
          line: 20,
          column: 5,
        },
        // The legacy scheduler Policy: apiVersion v1 and kind Policy together, here as JSON.
        {
          messageId: 'removed',
          data: {
            document: 'v1 Policy',
            where: ' in ConfigMap kube-system/scheduler-config (key policy.cfg)',
            component: 'kube-scheduler',
            effect:
              'kube-scheduler 1.23 and later have no legacy scheduling Policy: the file cannot be used (--policy-config-file and --policy-configmap were removed)',
            removedIn: '1.23',
            deprecatedIn: '',
            deprecation: '',
            migrate: 'Rewrite the predicates and priorities as plugins of KubeSchedulerConfiguration profiles (there is no converter).',
            replacement: 'kubescheduler.config.k8s.io/v1 KubeSchedulerConfiguration',
          },
          line: 25,
          column: 24,
        },
        {
          messageId: 'removed',
          data: {
            document: 'apiserver.config.k8s.io/v1alpha1 WebhookAdmission',
            where: ' (configuration of the ValidatingAdmissionWebhook admission plugin)',
            component: 'kube-apiserver',
            effect: 'kube-apiserver 1.36 and later cannot read this webhook admission configuration',
            removedIn: '1.36',
            deprecatedIn: '1.17',
            deprecation: '',
            migrate: 'Set apiVersion: apiserver.config.k8s.io/v1 and kind: WebhookAdmissionConfiguration; kubeConfigFile stays as it is.',
            replacement: 'apiserver.config.k8s.io/v1 WebhookAdmissionConfiguration',
          },
          line: 32,
          column: 5,
          object: 'AdmissionConfiguration (unnamed)',
        },
        // kubeadm's gates inside a Cluster API object, which carries no kubeadm apiVersion of its own.
        { messageId: 'kubeadmGateRemoved', data: NODE_LOCAL_CRI_SOCKET, line: 51, column: 9, object: 'KubeadmControlPlane clusters/prod-control-plane' },
      ],
    },
  ],
});

it('says what kubeadm 1.37 does with a v1beta3 file and how to migrate it', () => {
  const [finding] = runRuleOnFixture(rule, 'invalid.kubeadm-v1beta3.yaml', { target: '1.37' });
  expect(finding.message).toBe(
    'kubeadm.k8s.io/v1beta3 InitConfiguration: kubeadm 1.37 rejects this file; this version was removed in Kubernetes 1.37. Run `kubeadm config migrate --old-config old.yaml --new-config new.yaml` with a kubeadm 1.31-1.36 before upgrading kubeadm to 1.37. v1beta4 turns extraArgs maps into lists of {name, value}.',
  );
  expect(finding.fix).toBe('Rewrite it as kubeadm.k8s.io/v1beta4 before upgrading kubeadm to 1.37.');
});

it('says kube-apiserver does not start with an audit.k8s.io/v1beta1 policy from 1.24', () => {
  const [finding] = runRuleOnFixture(rule, 'invalid.audit-policy.yaml', { target: '1.30' });
  expect(finding.message).toBe(
    'audit.k8s.io/v1beta1 Policy: kube-apiserver 1.24 and later do not start with this audit policy; this version was removed in Kubernetes 1.24. Change apiVersion to audit.k8s.io/v1 (the Policy schema is the same).',
  );
});
