import rule from '../../../rules/1.29/kms-v1.js';
import { ruleTester } from '../../support/rule-tester.js';

const refused = (name: string, version: string) =>
  `Encryption provider kms "${name}" uses KMS v1 (${version}); from Kubernetes 1.29 kube-apiserver does not start with it unless --feature-gates=KMSv1=true is set. Loading the encryption configuration fails with "KMSv1 is deprecated and will only receive security updates going forward. Use KMSv2 instead.  Set --feature-gates=KMSv1=true to use the deprecated KMSv1 feature."`;
const deprecated = (name: string, reason: string) =>
  `Encryption provider kms "${name}" uses KMS v1 (no apiVersion, which means v1), which only loads because ${reason}; KMS v1 is deprecated and receives security fixes only, so migrate to KMS v2 before the KMSv1 gate is removed.`;

ruleTester(rule, {
  target: '1.29',
  valid: ['valid.kms-v2.yaml'],
  invalid: [
    {
      fixture: 'invalid.kms-v1-providers.yaml',
      findings: [
        { line: 7, column: 9, severity: 'error', message: refused('aws-encryption-provider', 'no apiVersion, which means v1'), object: 'EncryptionConfiguration (unnamed)' },
        { line: 17, column: 11, severity: 'error', message: refused('vault', 'apiVersion: v1') },
      ],
    },
    {
      fixture: 'invalid.gate-enabled.yaml',
      target: '1.31',
      findings: [{ line: 8, severity: 'warning', message: deprecated('cloud-kms', 'kube-apiserver is started with KMSv1=true') }],
    },
    {
      fixture: 'invalid.gate-unset-again.yaml',
      target: '1.31',
      findings: [{ line: 8, severity: 'error', message: refused('cloud-kms', 'no apiVersion, which means v1') }],
    },
    {
      fixture: 'invalid.legacy-encryption-config.yaml',
      target: '1.31',
      from: '1.30',
      findings: [{ line: 8, severity: 'warning', message: deprecated('legacy-hsm', 'the cluster runs 1.30, where it needs KMSv1=true, so the gate is already set'), object: 'EncryptionConfig (unnamed)' }],
    },
    {
      // Upgrading from before 1.29: nothing shows that the gate is set.
      fixture: 'invalid.legacy-encryption-config.yaml',
      target: '1.31',
      from: '1.28',
      findings: [{ line: 8, severity: 'error', message: refused('legacy-hsm', 'no apiVersion, which means v1') }],
    },
  ],
});
