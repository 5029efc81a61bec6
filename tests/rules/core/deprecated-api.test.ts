import deprecatedApi from '../../../rules/core/deprecated-api.js';
import { ruleTester } from '../../support/rule-tester.js';

ruleTester(deprecatedApi, {
  target: '1.37',
  valid: ['valid.ga-apis.yaml', 'valid.removed-not-deprecated.yaml', { fixture: 'invalid.before-removal.yaml', target: '1.20' }],
  invalid: [
    {
      fixture: 'invalid.dra-beta.yaml',
      findings: [
        {
          line: 1,
          severity: 'warning',
          release: '1.35',
          object: 'DeviceClass gpu.example.com',
          message: 'resource.k8s.io/v1beta1 DeviceClass is deprecated since Kubernetes 1.35 and scheduled for removal in 1.38; use resource.k8s.io/v1 (served since 1.34).',
        },
        {
          line: 10,
          severity: 'warning',
          release: '1.36',
          object: 'ResourceClaimTemplate ml/one-gpu',
          message: 'resource.k8s.io/v1beta2 ResourceClaimTemplate is deprecated since Kubernetes 1.36 and scheduled for removal in 1.39; use resource.k8s.io/v1 (served since 1.34).',
        },
      ],
    },
    {
      fixture: 'invalid.before-removal.yaml',
      target: '1.24',
      findings: [
        {
          line: 2,
          severity: 'warning',
          release: '1.21',
          object: 'PodDisruptionBudget shop/web',
          message: 'policy/v1beta1 PodDisruptionBudget is deprecated since Kubernetes 1.21 and scheduled for removal in 1.25; use policy/v1 (served since 1.21).',
        },
      ],
    },
  ],
});
