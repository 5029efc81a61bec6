import { expect, it } from 'vitest';
import rule from '../../../rules/1.36/kubeadm-etcd-version.js';
import { ruleTester, runRuleOnFixture } from '../../../src/testing/rule-tester.js';

ruleTester(rule, {
  target: '1.36',
  valid: ['valid.etcd-36.yaml'],
  invalid: [
    {
      fixture: 'invalid.etcd-35.yaml',
      errors: [
        {
          messageId: 'oldEtcd',
          data: { where: 'ClusterConfiguration (unnamed)', imageTag: '3.5.21-0' },
          line: 6,
          column: 5,
          severity: 'error',
          release: '1.36',
        },
        {
          messageId: 'oldEtcd',
          data: { where: 'ConfigMap kubeadm-config', imageTag: 'v3.5.16' },
          line: 20,
          column: 9,
          object: 'ConfigMap kube-system/kubeadm-config',
        },
        { messageId: 'oldEtcd', data: { where: 'KubeadmControlPlane prod-control-plane', imageTag: '3.5.9-0' }, line: 34, column: 11 },
      ],
    },
  ],
});

it('names the flags etcd 3.5 does not define', () => {
  const [config] = runRuleOnFixture(rule, 'invalid.etcd-35.yaml', { target: '1.36' });
  expect(config.message).toBe(
    'ClusterConfiguration (unnamed) pins etcd to 3.5.21-0: kubeadm 1.36 starts the local etcd with --feature-gates and --watch-progress-notify-interval, which etcd older than 3.6 does not define, so etcd exits at start-up.',
  );
});
