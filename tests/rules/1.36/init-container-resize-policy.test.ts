import rule from '../../../rules/1.36/init-container-resize-policy.js';
import { ruleTester } from '../../../src/testing/rule-tester.js';

ruleTester(rule, {
  target: '1.36',
  valid: ['valid.sidecar-and-app.yaml'],
  invalid: [
    {
      fixture: 'invalid.copied-resize-policy.yaml',
      errors: [
        {
          messageId: 'restartContainer',
          data: { kind: 'StatefulSet', name: 'ledger', container: 'migrate', resource: 'memory' },
          line: 23,
          column: 15,
          severity: 'error',
          object: 'StatefulSet finance/ledger',
        },
        {
          messageId: 'restartContainer',
          data: { kind: 'Pod', name: 'warmup', container: 'prefetch', resource: 'cpu' },
          line: 42,
          column: 11,
          severity: 'error',
          object: 'Pod finance/warmup',
        },
      ],
    },
  ],
});
