import rule from '../../../rules/core/version-skew.js';
import { ruleTester } from '../../../src/testing/rule-tester.js';

ruleTester(rule, {
  target: '1.37',
  valid: ['valid.within-skew.yaml', { fixture: 'valid.within-skew.yaml', from: '1.36' }],
  invalid: [
    {
      fixture: 'invalid.old-kubelets.yaml',
      errors: [
        {
          messageId: 'tooOld',
          data: { kubeletVersion: 'v1.33.4-eks-1a2b3c4', kubeletMinor: '1.33', skew: 4, allowed: 3, target: '1.37', lastSupported: '1.36', minimum: '1.34' },
          line: 15,
          column: 5,
          severity: 'error',
          release: '1.37',
          object: 'Node pool-a-7f9c2',
        },
        {
          messageId: 'tooOld',
          data: { kubeletVersion: 'v1.24.17', kubeletMinor: '1.24', skew: 13, allowed: 2, target: '1.37', lastSupported: '1.26', minimum: '1.34' },
          line: 45,
          column: 5,
          severity: 'error',
          release: '1.27',
          object: 'Node edge-store-12',
        },
      ],
    },
    {
      fixture: 'invalid.pre-1.25-kubelet.yaml',
      target: '1.26',
      errors: [
        {
          messageId: 'tooOld',
          data: { kubeletVersion: 'v1.23.17', kubeletMinor: '1.23', skew: 3, allowed: 2, target: '1.26', lastSupported: '1.25', minimum: '1.24' },
          line: 10,
          severity: 'error',
          release: '1.26',
          object: 'Node worker-03',
        },
      ],
    },
    {
      fixture: 'invalid.newer-than-control-plane.yaml',
      from: '1.34',
      errors: [
        {
          messageId: 'newer',
          data: { kubeletVersion: 'v1.35.1-gke.1200000', kubeletMinor: '1.35', from: '1.34' },
          line: 10,
          column: 5,
          severity: 'warning',
          object: 'Node gke-prod-pool-2-8d7c',
        },
      ],
    },
  ],
});
