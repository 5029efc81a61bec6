import rule from '../../../rules/1.34/kubelet-cgroup-driver.js';
import { ruleTester } from '../../../src/testing/rule-tester.js';

ruleTester(rule, {
  target: '1.34',
  valid: ['valid.runtime-reports-driver.yaml'],
  invalid: [
    {
      fixture: 'invalid.cgroup-driver.yaml',
      errors: [
        { messageId: 'config', data: { value: 'systemd' }, line: 3, column: 1, severity: 'info' },
        { messageId: 'flag', data: { value: 'cgroupfs' }, line: 11, column: 5, severity: 'info', object: 'InitConfiguration (unnamed)' },
      ],
    },
  ],
});
