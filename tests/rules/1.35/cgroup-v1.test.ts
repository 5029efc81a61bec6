import rule from '../../../rules/1.35/cgroup-v1.js';
import { ruleTester } from '../../support/rule-tester.js';

const override =
  'The kubelet configuration sets failCgroupV1: false to keep the kubelet starting on cgroup v1 nodes; cgroup v1 support is deprecated (the kubelet refuses cgroup v1 by default since Kubernetes 1.35) and its removal is planned for 1.38 at the earliest.';
const v2Only = (setting: string) =>
  `The kubelet configuration sets ${setting}, which only works on cgroup v2, next to failCgroupV1: false; on the cgroup v1 nodes this configuration is kept for, it has no effect.`;

ruleTester(rule, {
  target: '1.35',
  valid: ['valid.cgroup-v2.yaml'],
  invalid: [
    {
      fixture: 'invalid.kubelet-config.yaml',
      findings: [
        { line: 5, column: 1, severity: 'warning', message: override },
        { line: 8, severity: 'warning', message: v2Only('memorySwap.swapBehavior: LimitedSwap') },
        { line: 9, severity: 'warning', message: v2Only('memoryThrottlingFactor') },
        { line: 11, severity: 'warning', message: v2Only('featureGates.MemoryQoS: true') },
      ],
    },
    {
      fixture: 'invalid.kubeadm-extra-args.yaml',
      target: '1.37',
      findings: [
        {
          line: 13,
          column: 7,
          severity: 'warning',
          message:
            'The kubelet runs with --fail-cgroupv1=false to keep starting on cgroup v1 nodes; cgroup v1 support is deprecated (the kubelet refuses cgroup v1 by default since Kubernetes 1.35) and its removal is planned for 1.38 at the earliest.',
          object: 'JoinConfiguration (unnamed)',
        },
        { line: 25, column: 5, severity: 'warning', message: override, object: 'ConfigMap kube-system/kubelet-config' },
        { line: 26, severity: 'warning', message: v2Only('memoryReservationPolicy') },
      ],
    },
  ],
});
