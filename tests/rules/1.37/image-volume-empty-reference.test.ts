import { expect, it } from 'vitest';
import rule from '../../../rules/1.37/image-volume-empty-reference.js';
import { ruleTester, runRuleOnFixture } from '../../../src/testing/rule-tester.js';

ruleTester(rule, {
  target: '1.37',
  valid: ['valid.reference-set.yaml'],
  invalid: [
    {
      fixture: 'invalid.empty-reference.yaml',
      errors: [
        {
          messageId: 'emptyReference',
          data: { kind: 'Deployment', name: 'inference', volume: 'model' },
          line: 20,
          column: 9,
          severity: 'error',
          release: '1.37',
          object: 'Deployment ml/inference',
        },
        { messageId: 'emptyReference', data: { kind: 'CronJob', name: 'reindex', volume: 'data' }, line: 43, column: 13, object: 'CronJob ml/reindex' },
      ],
    },
  ],
});

it('says the object itself is rejected and that its pods never ran', () => {
  const [deployment] = runRuleOnFixture(rule, 'invalid.empty-reference.yaml', { target: '1.37' });
  expect(deployment.message).toBe(
    'Deployment inference has image volume "model" without image.reference: from Kubernetes 1.37 the API server rejects the Deployment (until 1.36 it accepted it but refused every pod made from it).',
  );
  expect(deployment.fix).toBe('Set image.reference of volume "model" to the OCI image or artifact it mounts, or remove the volume.');
});
