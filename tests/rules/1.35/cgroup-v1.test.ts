import { describe, expect, it } from 'vitest';
import rule from '../../../rules/1.35/cgroup-v1.js';
import { ruleTester, runRuleOnFixture } from '../../../src/testing/rule-tester.js';

ruleTester(rule, {
  target: '1.35',
  valid: ['valid.cgroup-v2.yaml'],
  invalid: [
    {
      fixture: 'invalid.kubelet-config.yaml',
      errors: [
        { messageId: 'failCgroupV1', line: 5, column: 1, severity: 'warning' },
        { messageId: 'cgroupV2Only', data: { setting: 'memorySwap.swapBehavior: LimitedSwap' }, line: 8, severity: 'warning' },
        { messageId: 'cgroupV2Only', data: { setting: 'memoryThrottlingFactor' }, line: 9, severity: 'warning' },
        { messageId: 'cgroupV2Only', data: { setting: 'featureGates.MemoryQoS: true' }, line: 11, severity: 'warning' },
      ],
    },
    {
      fixture: 'invalid.kubeadm-extra-args.yaml',
      target: '1.37',
      errors: [
        { messageId: 'flag', data: { value: 'false' }, line: 13, column: 7, severity: 'warning', object: 'JoinConfiguration (unnamed)' },
        { messageId: 'failCgroupV1', line: 25, column: 5, severity: 'warning', object: 'ConfigMap kube-system/kubelet-config' },
        { messageId: 'cgroupV2Only', data: { setting: 'memoryReservationPolicy' }, line: 26, severity: 'warning' },
      ],
    },
    {
      fixture: 'invalid.node-kernel.yaml',
      errors: [
        { messageId: 'cgroupV1Kernel', data: { kernel: '3.10.0-1160.119.1.el7.x86_64' }, line: 13, column: 5, severity: 'error', object: 'Node batch-c7-01' },
        { messageId: 'cgroupV1Kernel', data: { kernel: '4.18.0-553.el8_10.x86_64' }, line: 28, column: 5, severity: 'error', object: 'Node db-r8-02' },
      ],
    },
    {
      fixture: 'invalid.kubelet-metrics.yaml',
      target: '1.37',
      errors: [{ messageId: 'cgroupV1Metric', line: 22, column: 7, severity: 'error', object: 'KubeletMetrics gpu-r9-01' }],
    },
    {
      fixture: 'invalid.node-override.yaml',
      errors: [{ messageId: 'failCgroupV1', line: 17, column: 1, severity: 'warning', object: 'KubeletConfiguration legacy-c7-04' }],
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
