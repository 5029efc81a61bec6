import rule from '../../../rules/core/deprecated-api-calls.js';
import { ruleTester } from '../../../src/testing/rule-tester.js';

ruleTester(rule, {
  target: '1.37',
  valid: ['valid.no-deprecated-calls.yaml'],
  invalid: [
    {
      fixture: 'invalid.removed-and-deprecated.yaml',
      errors: [
        {
          messageId: 'removed',
          data: {
            api: 'flowcontrol.apiserver.k8s.io/v1beta3 flowschemas',
            removedIn: '1.32',
            removal: ' and scheduled for removal in 1.32',
            replacement: 'use flowcontrol.apiserver.k8s.io/v1 (served since 1.29)',
            replacementVersion: 'flowcontrol.apiserver.k8s.io/v1',
          },
          line: 8,
          column: 7,
          severity: 'error',
          release: '1.32',
          object: 'APIServerMetrics kube-apiserver',
        },
        {
          messageId: 'deprecated',
          data: {
            api: 'resource.k8s.io/v1beta1 resourceclaims/status',
            removedIn: '1.38',
            removal: ' and scheduled for removal in 1.38',
            replacement: 'use resource.k8s.io/v1 (served since 1.34)',
            replacementVersion: 'resource.k8s.io/v1',
          },
          line: 15,
          severity: 'warning',
          release: '1.35',
        },
        {
          messageId: 'removed',
          data: {
            api: 'autoscaling/v2beta2 horizontalpodautoscalers',
            removedIn: '1.26',
            removal: ' and scheduled for removal in 1.26',
            replacement: 'use autoscaling/v2 (served since 1.23)',
            replacementVersion: 'autoscaling/v2',
          },
          line: 22,
          severity: 'error',
          release: '1.26',
        },
      ],
    },
    {
      fixture: 'invalid.removed-and-deprecated.yaml',
      target: '1.31',
      errors: [
        {
          messageId: 'deprecated',
          data: {
            api: 'flowcontrol.apiserver.k8s.io/v1beta3 flowschemas',
            removedIn: '1.32',
            removal: ' and scheduled for removal in 1.32',
            replacement: 'use flowcontrol.apiserver.k8s.io/v1 (served since 1.29)',
            replacementVersion: 'flowcontrol.apiserver.k8s.io/v1',
          },
          line: 8,
          severity: 'warning',
          release: '1.29',
        },
        {
          messageId: 'deprecated',
          data: {
            api: 'resource.k8s.io/v1beta1 resourceclaims/status',
            removedIn: '1.38',
            removal: ' and scheduled for removal in 1.38',
            replacement: 'on Kubernetes 1.31 use resource.k8s.io/v1alpha3, removed in 1.34, then resource.k8s.io/v1 (served since 1.34)',
            replacementVersion: 'resource.k8s.io/v1',
          },
          line: 15,
          severity: 'warning',
        },
        {
          messageId: 'removed',
          data: {
            api: 'autoscaling/v2beta2 horizontalpodautoscalers',
            removedIn: '1.26',
            removal: ' and scheduled for removal in 1.26',
            replacement: 'use autoscaling/v2 (served since 1.23)',
            replacementVersion: 'autoscaling/v2',
          },
          line: 22,
          severity: 'error',
        },
      ],
    },
    {
      fixture: 'invalid.release-from-lifecycle.yaml',
      errors: [
        {
          messageId: 'removed',
          data: {
            api: 'storage.k8s.io/v1beta1 volumeattributesclasses',
            removedIn: '1.37',
            removal: ' and scheduled for removal in 1.37',
            replacement: 'use storage.k8s.io/v1 (served since 1.34)',
            replacementVersion: 'storage.k8s.io/v1',
          },
          line: 8,
          severity: 'error',
          release: '1.37',
        },
      ],
    },
  ],
});
