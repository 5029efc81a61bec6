import { describe, expect, it } from 'vitest';
import rule from '../../../rules/1.35/cgroup-v1.js';
import { ruleTester, runRuleOnFixture } from '../../support/rule-tester.js';

const override =
  'The kubelet configuration sets failCgroupV1: false to keep the kubelet starting on cgroup v1 nodes; cgroup v1 support is deprecated (the kubelet refuses cgroup v1 by default since Kubernetes 1.35) and its removal is planned for 1.38 at the earliest.';
const v2Only = (setting: string) =>
  `The kubelet configuration sets ${setting}, which only works on cgroup v2, next to failCgroupV1: false; on the cgroup v1 nodes this configuration is kept for, it has no effect.`;

const willNotStart = 'failCgroupV1 defaults to true since Kubernetes 1.35, so once its kubelet is upgraded to 1.35 or later it refuses to start and the node becomes NotReady.';
const oldKernel = (kernel: string) =>
  `This node runs Linux kernel ${kernel}, older than 5.8, the minimum Kubernetes documents for cgroup v2, so it is taken to run cgroup v1 (a heuristic: no kubelet_cgroup_version metric was read for it), and no kubelet configuration read for it sets failCgroupV1: false. ${willNotStart}`;

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
    {
      fixture: 'invalid.node-kernel.yaml',
      findings: [
        { line: 13, column: 5, severity: 'error', message: oldKernel('3.10.0-1160.119.1.el7.x86_64'), object: 'Node batch-c7-01' },
        { line: 28, column: 5, severity: 'error', message: oldKernel('4.18.0-553.el8_10.x86_64'), object: 'Node db-r8-02' },
      ],
    },
    {
      fixture: 'invalid.kubelet-metrics.yaml',
      target: '1.37',
      findings: [
        {
          line: 22,
          column: 7,
          severity: 'error',
          message:
            'The kubelet on this node reports kubelet_cgroup_version 1: the node runs cgroup v1, and no kubelet configuration read for it sets failCgroupV1: false. failCgroupV1 defaults to true since Kubernetes 1.35, so once this kubelet is upgraded to 1.35 or later it refuses to start and the node becomes NotReady.',
          object: 'KubeletMetrics gpu-r9-01',
        },
      ],
    },
    {
      fixture: 'invalid.node-override.yaml',
      findings: [{ line: 17, column: 1, severity: 'warning', message: override, object: 'KubeletConfiguration legacy-c7-04' }],
    },
  ],
});

describe('cgroup-v1 on nodes', () => {
  it('gives the way off cgroup v1 and the stop-gap, and how to confirm a kernel guess', () => {
    const [metric] = runRuleOnFixture(rule, 'invalid.kubelet-metrics.yaml', { target: '1.35' });
    const stopGap =
      'Move this node to cgroup v2 (kernel 5.8 or later, booted with the unified hierarchy; usually a new node image) before its kubelet goes to 1.35. As a stop-gap that still works in 1.37, set failCgroupV1: false in its kubelet configuration; a kubelet older than 1.35 reports false whether or not its configuration file sets it, so check the file.';
    expect(metric.fix).toBe(stopGap);
    const [kernel] = runRuleOnFixture(rule, 'invalid.node-kernel.yaml', { target: '1.35' });
    expect(kernel.fix).toBe(`Check with stat -fc %T /sys/fs/cgroup/ on the node (tmpfs means cgroup v1). ${stopGap}`);
  });

  it('declares the node kinds, so that a live run lists Nodes and reads kubelet metrics and configz', () => {
    expect(rule.kinds).toEqual(expect.arrayContaining(['Node', 'KubeletMetrics', 'KubeletConfiguration']));
  });
});
