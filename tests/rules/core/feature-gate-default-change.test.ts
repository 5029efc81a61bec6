import { expect, it } from 'vitest';
import rule from '../../../rules/core/feature-gate-default-change.js';
import type { K8sObject } from '../../../src/model.js';
import { evaluate } from '../../../src/engine.js';
import { ruleTester, runRuleOnFixture } from '../../support/rule-tester.js';

const SELINUX_EFFECT =
  'On nodes with SELinux enabled, kubelet mounts the eligible volumes (CSI drivers with seLinuxMount: true, iSCSI, FC) of pods that have an SELinux label with -o context=<label> instead of relabelling every file, so pods sharing such a volume on one node must agree on its label: a second pod with another label, or with seLinuxChangePolicy: Recursive, stays in ContainerCreating until the first is gone.';
const HPA_EFFECT =
  'With it, kube-apiserver accepts minReplicas: 0 on HorizontalPodAutoscalers that have an Object or External metric, and kube-controller-manager scales their workloads down to zero replicas and back up.';
const MEMORY_QOS_EFFECT =
  'On cgroup v2 nodes kubelet sets memory.high for each container of every pod that is not Guaranteed, at the container\'s memory request plus memoryThrottlingFactor (default 0.9) of the way to its limit (or to node allocatable memory), so the kernel throttles and reclaims the memory of containers above that mark before they reach their limit.';

const change = (gate: string, components: string, stage: string, effect: string, evidence = '') =>
  `Feature gate ${gate} is not set for ${components} here, and its default changes from false to true in Kubernetes 1.37 (${stage}). ${effect}${evidence}`;

ruleTester(rule, {
  target: '1.37',
  valid: [
    'valid.explicit.yaml',
    'valid.unaffected.yaml',
    // Upgrades that do not cross 1.37 see no change of these defaults.
    { fixture: 'invalid.kubeadm-selinux.yaml', from: '1.37' },
    { fixture: 'invalid.kubeadm-selinux.yaml', target: '1.36' },
  ],
  invalid: [
    {
      // The InitConfiguration only implies the kubelet's configuration: the KubeletConfiguration beside it is reported instead.
      fixture: 'invalid.kubeadm-selinux.yaml',
      findings: [
        {
          line: 14,
          column: 1,
          severity: 'info',
          release: '1.37',
          object: 'ClusterConfiguration (unnamed)',
          message: change('SELinuxMount', 'kube-apiserver and kube-controller-manager', 'GA', SELINUX_EFFECT, ' 1 object in this scan runs with an SELinux label and mounts persistent volumes (StatefulSet db/postgres).'),
        },
        { line: 22, column: 1, severity: 'info', object: 'KubeletConfiguration (unnamed)', message: change('MemoryQoS', 'kubelet', 'Beta', MEMORY_QOS_EFFECT) },
        {
          line: 22,
          column: 1,
          object: 'KubeletConfiguration (unnamed)',
          message: change('SELinuxMount', 'kubelet', 'GA', SELINUX_EFFECT, ' 1 object in this scan runs with an SELinux label and mounts persistent volumes (StatefulSet db/postgres).'),
        },
      ],
    },
    {
      fixture: 'invalid.hpa-and-static-pods.yaml',
      findings: [
        {
          line: 14,
          column: 7,
          object: 'Pod kube-system/kube-apiserver',
          message: change('HPAScaleToZero', 'kube-apiserver', 'Beta', HPA_EFFECT, ' 1 object in this scan sets minReplicas: 0 (HorizontalPodAutoscaler jobs/queue-worker).'),
        },
        {
          line: 27,
          column: 7,
          object: 'Pod kube-system/kube-controller-manager',
          message: change('HPAScaleToZero', 'kube-controller-manager', 'Beta', HPA_EFFECT, ' 1 object in this scan sets minReplicas: 0 (HorizontalPodAutoscaler jobs/queue-worker).'),
        },
      ],
    },
    {
      // SELinuxMount is set for every component; HPAScaleToZero only for the kubelet, which does not read it.
      fixture: 'invalid.kind.yaml',
      findings: [
        {
          line: 4,
          column: 1,
          object: 'Cluster (unnamed)',
          message: change('HPAScaleToZero', 'kube-apiserver and kube-controller-manager', 'Beta', HPA_EFFECT, ' 1 object in this scan sets minReplicas: 0 (HorizontalPodAutoscaler dev/preview).'),
        },
        { line: 4, column: 1, object: 'Cluster (unnamed)', message: change('MemoryQoS', 'kubelet', 'Beta', MEMORY_QOS_EFFECT) },
      ],
    },
  ],
});

it('tells how to keep the old behaviour on the components that do not set the gate', () => {
  const findings = runRuleOnFixture(rule, 'invalid.hpa-and-static-pods.yaml', { target: '1.37' });
  expect(findings.map((f) => f.fix)).toEqual([
    'Before upgrading, check the hpa-scale-to-zero findings and upgrade kube-apiserver and kube-controller-manager together; to keep the old behaviour for now, set HPAScaleToZero=false on kube-apiserver.',
    'Before upgrading, check the hpa-scale-to-zero findings and upgrade kube-apiserver and kube-controller-manager together; to keep the old behaviour for now, set HPAScaleToZero=false on kube-controller-manager.',
  ]);
});

it('reports the kubelet configurations read from the nodes of a live cluster once, naming the other nodes', () => {
  const node = (name: string, featureGates?: Record<string, boolean>): K8sObject => {
    const metadata = { name };
    const body = { apiVersion: 'kubelet.config.k8s.io/v1beta1', kind: 'KubeletConfiguration', metadata, cgroupDriver: 'systemd', ...(featureGates ? { featureGates } : {}) };
    return { apiVersion: 'kubelet.config.k8s.io/v1beta1', kind: 'KubeletConfiguration', metadata, body, origin: { type: 'cluster', context: 'prod', via: 'node', node: name } };
  };
  const objects = [node('node-a'), node('node-b', { KubeletTracing: true }), node('node-c', { MemoryQoS: false }), node('node-d')];
  const findings = evaluate([rule], { objects, problems: [], target: '1.37', from: '1.36', releases: ['1.37'] });
  expect(findings.map((f) => [f.object?.name, f.message])).toEqual([
    ['node-a', `${change('MemoryQoS', 'kubelet', 'Beta', MEMORY_QOS_EFFECT)} The same holds for 2 other nodes (node-b, node-d).`],
  ]);
});
