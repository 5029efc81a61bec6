import rule from '../../../rules/core/version-skew.js';
import { ruleTester } from '../../support/rule-tester.js';

const tooOld = (_node: string, kubelet: string, skew: number, target: string, allowed: number, last: string, minor: string) =>
  `The kubelet on this node runs ${kubelet}, ${skew} minor versions older than Kubernetes ${target}; a kubelet may be at most ${allowed} minor versions older than kube-apiserver, so the control plane cannot go past ${last} while this node stays on ${minor}.`;

ruleTester(rule, {
  target: '1.37',
  valid: ['valid.within-skew.yaml', { fixture: 'valid.within-skew.yaml', from: '1.36' }],
  invalid: [
    {
      fixture: 'invalid.old-kubelets.yaml',
      findings: [
        { line: 15, column: 5, severity: 'error', release: '1.37', object: 'Node pool-a-7f9c2', message: tooOld('pool-a-7f9c2', 'v1.33.4-eks-1a2b3c4', 4, '1.37', 3, '1.36', '1.33') },
        { line: 45, column: 5, severity: 'error', release: '1.27', object: 'Node edge-store-12', message: tooOld('edge-store-12', 'v1.24.17', 13, '1.37', 2, '1.26', '1.24') },
      ],
    },
    {
      fixture: 'invalid.pre-1.25-kubelet.yaml',
      target: '1.26',
      findings: [{ line: 10, severity: 'error', release: '1.26', object: 'Node worker-03', message: tooOld('worker-03', 'v1.23.17', 3, '1.26', 2, '1.25', '1.23') }],
    },
    {
      fixture: 'invalid.newer-than-control-plane.yaml',
      from: '1.34',
      findings: [
        {
          line: 10,
          column: 5,
          severity: 'warning',
          object: 'Node gke-prod-pool-2-8d7c',
          message: 'The kubelet on this node runs v1.35.1-gke.1200000, newer than the control plane (1.34); a kubelet must never be newer than kube-apiserver.',
        },
      ],
    },
  ],
});
