import rule from '../../../rules/1.34/leader-election-legacy-lock.js';
import { ruleTester } from '../../../src/testing/rule-tester.js';

const annotation = 'control-plane.alpha.kubernetes.io/leader';

ruleTester(rule, {
  target: '1.34',
  valid: [
    'valid.leases.yaml',
    { fixture: 'invalid.leader-records.yaml', target: '1.33' },
    { fixture: 'invalid.leader-records.yaml', from: '1.34', target: '1.35' },
  ],
  invalid: [
    {
      fixture: 'invalid.leader-records.yaml',
      errors: [
        {
          messageId: 'leaderRecord',
          data: { kind: 'ConfigMap', name: 'kube-system/backup-operator-lock', annotation },
          line: 8,
          column: 5,
          severity: 'warning',
          release: '1.34',
          object: 'ConfigMap kube-system/backup-operator-lock',
        },
        {
          messageId: 'leaderRecord',
          data: { kind: 'Endpoints', name: 'kube-system/storage-provisioner', annotation },
          line: 16,
          column: 5,
          object: 'Endpoints kube-system/storage-provisioner',
        },
      ],
    },
  ],
});
