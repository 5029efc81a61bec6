import rule from '../../../rules/1.36/dra-claim-status-rbac.js';
import { ruleTester } from '../../../src/testing/rule-tester.js';

ruleTester(rule, {
  target: '1.36',
  valid: ['valid.granular-permissions.yaml', 'valid.role-binding.yaml'],
  invalid: [
    {
      fixture: 'invalid.status-only.yaml',
      errors: [
        {
          messageId: 'missing',
          data: { kind: 'ClusterRole', name: 'fpga-dra-driver', verbs: 'update/patch' },
          line: 13,
          severity: 'warning',
          object: 'ClusterRole fpga-dra-driver',
        },
        {
          messageId: 'missing',
          data: { kind: 'Role', name: 'batch-scheduler', verbs: '*' },
          line: 37,
          severity: 'warning',
          object: 'Role batch/batch-scheduler',
        },
      ],
    },
  ],
});
