import { expect, it } from 'vitest';
import rule from '../../../rules/1.33/endpoints-deprecated.js';
import { ruleTester, runRuleOnFixture } from '../../../src/testing/rule-tester.js';

ruleTester(rule, {
  target: '1.33',
  valid: ['valid.endpointslice.yaml', { fixture: 'invalid.selectorless.yaml', target: '1.32' }],
  invalid: [
    {
      fixture: 'invalid.selectorless.yaml',
      errors: [
        {
          messageId: 'endpoints',
          data: { name: 'legacy-db', service: 'legacy-db' },
          line: 13,
          column: 1,
          severity: 'info',
          release: '1.33',
          object: 'Endpoints shop/legacy-db',
        },
      ],
    },
    // Still deprecated at later targets, whatever the cluster runs now.
    { fixture: 'invalid.selectorless.yaml', from: '1.34', target: '1.35', errors: [{ messageId: 'endpoints', line: 13 }] },
  ],
});

it('points at the EndpointSlice that replaces the object', () => {
  const [finding] = runRuleOnFixture(rule, 'invalid.selectorless.yaml', { target: '1.33' });
  expect(finding.fix).toBe(
    'Write an EndpointSlice labelled kubernetes.io/service-name: legacy-db with the same addresses and ports, then delete the Endpoints.',
  );
});
