import rule from '../../../rules/1.34/node-lb-exclusion-label.js';
import { ruleTester } from '../../../src/testing/rule-tester.js';

ruleTester(rule, {
  target: '1.34',
  valid: [
    'valid.other-values.yaml',
    { fixture: 'invalid.false-value.yaml', target: '1.33' },
    { fixture: 'invalid.false-value.yaml', from: '1.34', target: '1.35' },
  ],
  invalid: [
    {
      fixture: 'invalid.false-value.yaml',
      errors: [
        {
          messageId: 'falseValue',
          data: { name: 'edge-1', label: 'node.kubernetes.io/exclude-from-external-load-balancers', value: 'false' },
          line: 8,
          column: 5,
          severity: 'warning',
          release: '1.34',
          object: 'Node edge-1',
        },
      ],
    },
  ],
});
