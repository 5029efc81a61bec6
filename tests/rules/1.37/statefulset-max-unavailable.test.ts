import rule from '../../../rules/1.37/statefulset-max-unavailable.js';
import { ruleTester } from '../../../src/testing/rule-tester.js';

ruleTester(rule, {
  target: '1.37',
  valid: ['valid.one-at-a-time.yaml'],
  invalid: [
    {
      fixture: 'invalid.parallel-updates.yaml',
      errors: [
        {
          messageId: 'maxUnavailable',
          data: { name: 'kafka', value: '2', pods: '2 pods' },
          line: 16,
          column: 7,
          severity: 'info',
          object: 'StatefulSet streaming/kafka',
        },
        { messageId: 'maxUnavailable', data: { name: 'web-cache', value: '25%', pods: '25% of its pods' }, line: 39, severity: 'info' },
      ],
    },
  ],
});
