import rule from '../../../rules/1.34/dra-admin-access-label.js';
import { ruleTester } from '../../../src/testing/rule-tester.js';

ruleTester(rule, {
  target: '1.34',
  valid: [
    'valid.both-labels.yaml',
    { fixture: 'invalid.old-label.yaml', target: '1.33' },
    // Past 1.34 the old label is only left over: the upgrade changes nothing.
    { fixture: 'invalid.old-label.yaml', from: '1.34', target: '1.35' },
  ],
  invalid: [
    {
      fixture: 'invalid.old-label.yaml',
      errors: [
        {
          messageId: 'oldLabel',
          data: { name: 'gpu-monitoring', oldLabel: 'resource.k8s.io/admin-access', newLabel: 'resource.kubernetes.io/admin-access' },
          line: 7,
          column: 5,
          severity: 'warning',
          release: '1.34',
          object: 'Namespace gpu-monitoring',
        },
      ],
    },
  ],
});
