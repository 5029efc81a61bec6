import deprecatedApi from '../../../rules/core/deprecated-api.js';
import { fixtureText, ruleTester } from '../../../src/testing/rule-tester.js';

ruleTester(deprecatedApi, {
  target: '1.37',
  valid: ['valid.ga-apis.yaml', 'valid.removed-not-deprecated.yaml', { fixture: 'invalid.before-removal.yaml', target: '1.20' }],
  invalid: [
    {
      fixture: 'invalid.dra-beta.yaml',
      output: fixtureText(deprecatedApi, 'invalid.dra-beta.yaml', [
        ['apiVersion: resource.k8s.io/v1beta1', 'apiVersion: resource.k8s.io/v1'],
        ['apiVersion: resource.k8s.io/v1beta2', 'apiVersion: resource.k8s.io/v1'],
      ]),
      errors: [
        {
          messageId: 'scheduled',
          data: {
            apiVersion: 'resource.k8s.io/v1beta1',
            kind: 'DeviceClass',
            deprecatedIn: '1.35',
            removedIn: '1.38',
            replacement: 'use resource.k8s.io/v1 (served since 1.34)',
            replacementVersion: 'resource.k8s.io/v1',
          },
          line: 1,
          severity: 'warning',
          release: '1.35',
          object: 'DeviceClass gpu.example.com',
        },
        {
          messageId: 'scheduled',
          data: {
            apiVersion: 'resource.k8s.io/v1beta2',
            kind: 'ResourceClaimTemplate',
            deprecatedIn: '1.36',
            removedIn: '1.39',
            replacement: 'use resource.k8s.io/v1 (served since 1.34)',
            replacementVersion: 'resource.k8s.io/v1',
          },
          line: 10,
          severity: 'warning',
          release: '1.36',
          object: 'ResourceClaimTemplate ml/one-gpu',
        },
      ],
    },
    {
      fixture: 'invalid.before-removal.yaml',
      target: '1.24',
      output: fixtureText(deprecatedApi, 'invalid.before-removal.yaml', [['apiVersion: policy/v1beta1', 'apiVersion: policy/v1']]),
      errors: [
        {
          messageId: 'scheduled',
          data: {
            apiVersion: 'policy/v1beta1',
            kind: 'PodDisruptionBudget',
            deprecatedIn: '1.21',
            removedIn: '1.25',
            replacement: 'use policy/v1 (served since 1.21)',
            replacementVersion: 'policy/v1',
          },
          line: 2,
          severity: 'warning',
          release: '1.21',
          object: 'PodDisruptionBudget shop/web',
        },
      ],
    },
  ],
});
