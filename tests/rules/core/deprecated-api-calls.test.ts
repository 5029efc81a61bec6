import rule from '../../../rules/core/deprecated-api-calls.js';
import { ruleTester } from '../../support/rule-tester.js';

ruleTester(rule, {
  target: '1.37',
  valid: ['valid.no-deprecated-calls.yaml'],
  invalid: [
    {
      fixture: 'invalid.removed-and-deprecated.yaml',
      findings: [
        {
          line: 8,
          column: 7,
          severity: 'error',
          release: '1.32',
          object: 'APIServerMetrics kube-apiserver',
          message:
            'Clients still call flowcontrol.apiserver.k8s.io/v1beta3 flowschemas, which Kubernetes 1.32 no longer serves: after the upgrade their requests fail with 404 Not Found; use flowcontrol.apiserver.k8s.io/v1 (served since 1.29).',
        },
        {
          line: 15,
          severity: 'warning',
          release: '1.35',
          message: 'Clients still call resource.k8s.io/v1beta1 resourceclaims/status, deprecated and scheduled for removal in 1.38; use resource.k8s.io/v1 (served since 1.34).',
        },
        {
          line: 22,
          severity: 'error',
          release: '1.26',
          message:
            'Clients still call autoscaling/v2beta2 horizontalpodautoscalers, which Kubernetes 1.26 no longer serves: after the upgrade their requests fail with 404 Not Found; use autoscaling/v2 (served since 1.23).',
        },
      ],
    },
    {
      fixture: 'invalid.removed-and-deprecated.yaml',
      target: '1.31',
      findings: [
        { line: 8, severity: 'warning', release: '1.29', message: 'Clients still call flowcontrol.apiserver.k8s.io/v1beta3 flowschemas, deprecated and scheduled for removal in 1.32; use flowcontrol.apiserver.k8s.io/v1 (served since 1.29).' },
        { line: 15, severity: 'warning', message: 'Clients still call resource.k8s.io/v1beta1 resourceclaims/status, deprecated and scheduled for removal in 1.38; use resource.k8s.io/v1 (served since 1.34).' },
        {
          line: 22,
          severity: 'error',
          message:
            'Clients still call autoscaling/v2beta2 horizontalpodautoscalers, which Kubernetes 1.26 no longer serves: after the upgrade their requests fail with 404 Not Found; use autoscaling/v2 (served since 1.23).',
        },
      ],
    },
    {
      fixture: 'invalid.release-from-lifecycle.yaml',
      findings: [
        {
          line: 8,
          severity: 'error',
          release: '1.37',
          message:
            'Clients still call storage.k8s.io/v1beta1 volumeattributesclasses, which Kubernetes 1.37 no longer serves: after the upgrade their requests fail with 404 Not Found; use storage.k8s.io/v1 (served since 1.34).',
        },
      ],
    },
  ],
});
