import rule from '../../../rules/1.36/dra-claim-status-rbac.js';
import { ruleTester } from '../../support/rule-tester.js';

const missing = (kind: string, name: string, verbs: string) =>
  `${kind} ${name} grants ${verbs} on resourceclaims/status but neither resourceclaims/binding nor resourceclaims/driver (also counting roles bound to the same subjects); from Kubernetes 1.36 the API server refuses its claim status writes: status.allocation and status.reservedFor need update/patch on resourceclaims/binding, status.devices needs associated-node: or arbitrary-node: verbs on resourceclaims/driver.`;

ruleTester(rule, {
  target: '1.36',
  valid: ['valid.granular-permissions.yaml', 'valid.role-binding.yaml'],
  invalid: [
    {
      fixture: 'invalid.status-only.yaml',
      findings: [
        { line: 13, severity: 'warning', message: missing('ClusterRole', 'fpga-dra-driver', 'update/patch'), object: 'ClusterRole fpga-dra-driver' },
        { line: 37, severity: 'warning', message: missing('Role', 'batch-scheduler', '*'), object: 'Role batch/batch-scheduler' },
      ],
    },
  ],
});
