import { expect, it } from 'vitest';
import rule from '../../../rules/1.37/webhook-virtual-resources.js';
import { ruleTester, runRuleOnFixture } from '../../../src/testing/rule-tester.js';

ruleTester(rule, {
  target: '1.37',
  valid: ['valid.other-resources.yaml'],
  invalid: [
    {
      fixture: 'invalid.token-reviews.yaml',
      errors: [
        {
          messageId: 'virtualResource',
          data: {
            kind: 'ValidatingWebhookConfiguration',
            name: 'review-guard',
            webhook: 'reviews.guard.example.com',
            resources: 'tokenreviews.authentication.k8s.io, subjectaccessreviews.authorization.k8s.io',
          },
          line: 19,
          column: 5,
          severity: 'warning',
          release: '1.37',
          object: 'ValidatingWebhookConfiguration review-guard',
        },
        {
          messageId: 'virtualResource',
          data: {
            kind: 'MutatingWebhookConfiguration',
            name: 'review-tagger',
            webhook: 'tag.reviews.example.com',
            resources: 'selfsubjectaccessreviews.authorization.k8s.io',
          },
          line: 35,
          column: 5,
        },
      ],
    },
  ],
});

it('says the webhook is no longer called, not that anything is rejected', () => {
  const [guard] = runRuleOnFixture(rule, 'invalid.token-reviews.yaml', { target: '1.37' });
  expect(guard.message).toBe(
    'ValidatingWebhookConfiguration review-guard webhook reviews.guard.example.com matches tokenreviews.authentication.k8s.io, subjectaccessreviews.authorization.k8s.io: from Kubernetes 1.37 the API server no longer calls admission webhooks for these review requests, so the webhook stops seeing them.',
  );
});
