import rule from '../../../rules/1.29/kms-v1.js';
import { ruleTester } from '../../../src/testing/rule-tester.js';

ruleTester(rule, {
  target: '1.29',
  valid: ['valid.kms-v2.yaml'],
  invalid: [
    {
      fixture: 'invalid.kms-v1-providers.yaml',
      errors: [
        {
          messageId: 'refused',
          data: { name: 'aws-encryption-provider', version: 'no apiVersion, which means v1' },
          line: 7,
          column: 9,
          severity: 'error',
          object: 'EncryptionConfiguration (unnamed)',
        },
        { messageId: 'refused', data: { name: 'vault', version: 'apiVersion: v1' }, line: 17, column: 11, severity: 'error' },
      ],
    },
    {
      fixture: 'invalid.gate-enabled.yaml',
      target: '1.31',
      errors: [
        {
          messageId: 'deprecated',
          data: { name: 'cloud-kms', version: 'no apiVersion, which means v1', reason: 'kube-apiserver is started with KMSv1=true' },
          line: 8,
          severity: 'warning',
        },
      ],
    },
    {
      fixture: 'invalid.gate-unset-again.yaml',
      target: '1.31',
      errors: [{ messageId: 'refused', data: { name: 'cloud-kms', version: 'no apiVersion, which means v1' }, line: 8, severity: 'error' }],
    },
    {
      fixture: 'invalid.legacy-encryption-config.yaml',
      target: '1.31',
      from: '1.30',
      errors: [
        {
          messageId: 'deprecated',
          data: {
            name: 'legacy-hsm',
            version: 'no apiVersion, which means v1',
            reason: 'the cluster runs 1.30, where it needs KMSv1=true, so the gate is already set',
          },
          line: 8,
          severity: 'warning',
          object: 'EncryptionConfig (unnamed)',
        },
      ],
    },
    // Upgrading from before 1.29: nothing shows that the gate is set.
    {
      fixture: 'invalid.legacy-encryption-config.yaml',
      target: '1.31',
      from: '1.28',
      errors: [{ messageId: 'refused', data: { name: 'legacy-hsm', version: 'no apiVersion, which means v1' }, line: 8, severity: 'error' }],
    },
  ],
});
