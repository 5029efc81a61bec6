import rule from '../../../rules/1.36/container-runtime.js';
import { ruleTester } from '../../support/rule-tester.js';

const containerd = (version: string, target: string) =>
  `This node runs containerd ${version}; Kubernetes 1.35 was the last release to support containerd 1.x, so a ${target} kubelet on this node is unsupported.`;

ruleTester(rule, {
  target: '1.37',
  valid: ['valid.containerd-2.yaml'],
  invalid: [
    {
      fixture: 'invalid.containerd-1x.yaml',
      findings: [
        { line: 10, column: 5, severity: 'error', release: '1.36', object: 'Node ip-10-0-12-34.eu-west-1.compute.internal', message: containerd('1.7.27', '1.37') },
        { line: 36, column: 5, severity: 'error', object: 'Node bare-metal-07', message: containerd('v1.6.38', '1.37') },
      ],
    },
    {
      fixture: 'invalid.kubelet-metrics.yaml',
      target: '1.36',
      findings: [
        {
          line: 22,
          column: 7,
          severity: 'error',
          release: '1.36',
          object: 'KubeletMetrics gpu-1',
          message:
            "The kubelet reports that this node's container runtime (cri-o://1.27.4) loses support in Kubernetes 1.36 (kubelet_cri_losing_support): it does not implement the CRI RuntimeConfig call the kubelet relies on.",
        },
        { line: 32, severity: 'error', object: 'Node old-1', message: containerd('1.7.20', '1.36') },
      ],
    },
  ],
});
