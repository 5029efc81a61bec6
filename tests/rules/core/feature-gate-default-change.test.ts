import { expect, it } from 'vitest';
import rule from '../../../rules/core/feature-gate-default-change.js';
import type { K8sObject } from '../../../src/model.js';
import { evaluate } from '../../../src/engine.js';
import { ruleTester, runRuleOnFixture } from '../../../src/testing/rule-tester.js';

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
    // The InitConfiguration only implies the kubelet's configuration: the KubeletConfiguration beside it is reported instead.
    {
      fixture: 'invalid.kubeadm-selinux.yaml',
      errors: [
        {
          messageId: 'defaultChange',
          data: {
            gate: 'SELinuxMount',
            components: 'kube-apiserver and kube-controller-manager',
            from: 'false',
            to: 'true',
            release: '1.37',
            stage: 'GA',
            effect: SELINUX_EFFECT,
            evidence: ' 1 object in this scan runs with an SELinux label and mounts persistent volumes (StatefulSet db/postgres).',
            scope: '',
            keepOld: 'Before upgrading, check the selinux-mount-conflict findings and opt pods that share volumes out with spec.securityContext.seLinuxChangePolicy: Recursive; to keep the old behaviour for now, set SELinuxMount=false on kube-apiserver and kube-controller-manager.',
          },
          line: 14,
          column: 1,
          severity: 'info',
          release: '1.37',
          object: 'ClusterConfiguration (unnamed)',
        },
        {
          messageId: 'defaultChange',
          data: {
            gate: 'MemoryQoS',
            components: 'kubelet',
            from: 'false',
            to: 'true',
            release: '1.37',
            stage: 'Beta',
            effect: MEMORY_QOS_EFFECT,
            evidence: '',
            scope: '',
            keepOld: 'Before upgrading, check workloads that run close to their memory limit and nodes with kernels older than 5.9 (memory.high livelock fixed in 5.9); to keep the old behaviour for now, set MemoryQoS=false on kubelet.',
          },
          line: 22,
          column: 1,
          severity: 'info',
          object: 'KubeletConfiguration (unnamed)',
        },
        {
          messageId: 'defaultChange',
          data: {
            gate: 'SELinuxMount',
            components: 'kubelet',
            from: 'false',
            to: 'true',
            release: '1.37',
            stage: 'GA',
            effect: SELINUX_EFFECT,
            evidence: ' 1 object in this scan runs with an SELinux label and mounts persistent volumes (StatefulSet db/postgres).',
            scope: '',
            keepOld: 'Before upgrading, check the selinux-mount-conflict findings and opt pods that share volumes out with spec.securityContext.seLinuxChangePolicy: Recursive; to keep the old behaviour for now, set SELinuxMount=false on kubelet.',
          },
          line: 22,
          column: 1,
          object: 'KubeletConfiguration (unnamed)',
        },
      ],
    },
    {
      fixture: 'invalid.hpa-and-static-pods.yaml',
      errors: [
        {
          messageId: 'defaultChange',
          data: {
            gate: 'HPAScaleToZero',
            components: 'kube-apiserver',
            from: 'false',
            to: 'true',
            release: '1.37',
            stage: 'Beta',
            effect: HPA_EFFECT,
            evidence: ' 1 object in this scan sets minReplicas: 0 (HorizontalPodAutoscaler jobs/queue-worker).',
            scope: '',
            keepOld: 'Before upgrading, check the hpa-scale-to-zero findings and upgrade kube-apiserver and kube-controller-manager together; to keep the old behaviour for now, set HPAScaleToZero=false on kube-apiserver.',
          },
          line: 14,
          column: 7,
          object: 'Pod kube-system/kube-apiserver',
        },
        {
          messageId: 'defaultChange',
          data: {
            gate: 'HPAScaleToZero',
            components: 'kube-controller-manager',
            from: 'false',
            to: 'true',
            release: '1.37',
            stage: 'Beta',
            effect: HPA_EFFECT,
            evidence: ' 1 object in this scan sets minReplicas: 0 (HorizontalPodAutoscaler jobs/queue-worker).',
            scope: '',
            keepOld: 'Before upgrading, check the hpa-scale-to-zero findings and upgrade kube-apiserver and kube-controller-manager together; to keep the old behaviour for now, set HPAScaleToZero=false on kube-controller-manager.',
          },
          line: 27,
          column: 7,
          object: 'Pod kube-system/kube-controller-manager',
        },
      ],
    },
    // SELinuxMount is set for every component; HPAScaleToZero only for the kubelet, which does not read it.
    {
      fixture: 'invalid.kind.yaml',
      errors: [
        {
          messageId: 'defaultChange',
          data: {
            gate: 'HPAScaleToZero',
            components: 'kube-apiserver and kube-controller-manager',
            from: 'false',
            to: 'true',
            release: '1.37',
            stage: 'Beta',
            effect: HPA_EFFECT,
            evidence: ' 1 object in this scan sets minReplicas: 0 (HorizontalPodAutoscaler dev/preview).',
            scope: '',
            keepOld: 'Before upgrading, check the hpa-scale-to-zero findings and upgrade kube-apiserver and kube-controller-manager together; to keep the old behaviour for now, set HPAScaleToZero=false on kube-apiserver and kube-controller-manager.',
          },
          line: 4,
          column: 1,
          object: 'Cluster (unnamed)',
        },
        {
          messageId: 'defaultChange',
          data: {
            gate: 'MemoryQoS',
            components: 'kubelet',
            from: 'false',
            to: 'true',
            release: '1.37',
            stage: 'Beta',
            effect: MEMORY_QOS_EFFECT,
            evidence: '',
            scope: '',
            keepOld: 'Before upgrading, check workloads that run close to their memory limit and nodes with kernels older than 5.9 (memory.high livelock fixed in 5.9); to keep the old behaviour for now, set MemoryQoS=false on kubelet.',
          },
          line: 4,
          column: 1,
          object: 'Cluster (unnamed)',
        },
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
