import rule from '../../../rules/1.33/topology-mode-annotation.js';
import { ruleTester } from '../../../src/testing/rule-tester.js';

ruleTester(rule, {
  target: '1.33',
  valid: ['valid.traffic-distribution.yaml', { fixture: 'invalid.annotations.yaml', target: '1.32' }],
  invalid: [
    {
      fixture: 'invalid.annotations.yaml',
      errors: [
        {
          messageId: 'topologyMode',
          data: { name: 'api', annotation: 'service.kubernetes.io/topology-mode', value: 'Auto' },
          line: 8,
          column: 5,
          severity: 'info',
          release: '1.33',
          object: 'Service shop/api',
        },
        {
          messageId: 'topologyMode',
          data: { name: 'search', annotation: 'service.kubernetes.io/topology-aware-hints', value: 'auto' },
          line: 21,
          column: 5,
          object: 'Service shop/search',
        },
      ],
    },
  ],
});
