import { expect, it } from 'vitest';
import rule from '../../../rules/1.34/credential-provider-cache-type.js';
import { ruleTester, runRuleOnFixture } from '../../../src/testing/rule-tester.js';

ruleTester(rule, {
  target: '1.34',
  valid: [
    'valid.cache-type.yaml',
    // A 1.33 kubelet does not require the field.
    { fixture: 'invalid.token-attributes.yaml', target: '1.33' },
  ],
  invalid: [
    {
      fixture: 'invalid.token-attributes.yaml',
      errors: [
        {
          messageId: 'missing',
          data: { provider: 'registry-token-provider' },
          line: 9,
          column: 3,
          severity: 'error',
          release: '1.34',
          object: 'CredentialProviderConfig (unnamed)',
        },
        { messageId: 'unsupported', data: { provider: 'pod-scoped-provider', value: 'Pod' }, line: 23, column: 5 },
        { messageId: 'missing', data: { provider: 'registry-token-provider' }, line: 40, column: 7, object: 'ConfigMap kube-system/credential-provider' },
      ],
    },
    // Still invalid for a kubelet already past 1.34.
    {
      fixture: 'invalid.token-attributes.yaml',
      from: '1.34',
      target: '1.36',
      errors: [
        { messageId: 'missing', line: 9 },
        { messageId: 'unsupported', line: 23 },
        { messageId: 'missing', line: 40 },
      ],
    },
  ],
});

it('quotes the kubelet and names the two accepted values', () => {
  const [missing] = runRuleOnFixture(rule, 'invalid.token-attributes.yaml', { target: '1.34' });
  expect(missing.message).toBe(
    'Credential provider "registry-token-provider" sets tokenAttributes without cacheType; from Kubernetes 1.34 the kubelet rejects the configuration ("cacheType is required to be set when tokenAttributes is specified. Supported values are: ServiceAccount, Token") and does not start.',
  );
  expect(missing.fix).toBe(
    'Add cacheType: Token (credentials cached per service account token) or cacheType: ServiceAccount (cached per service account) under tokenAttributes of provider "registry-token-provider".',
  );
});
