import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import rule from '../../../rules/core/feature-gate-default-change.js';
import type { K8sObject } from '../../../src/model.js';
import { evaluate } from '../../../src/engine.js';
import { loadManifestText } from '../../../src/sources/manifests.js';
import { fixtureDir, ruleTester } from '../../../src/testing/rule-tester.js';

const SELINUX_EFFECT =
  'On nodes with SELinux enabled, kubelet mounts the eligible volumes (CSI drivers with seLinuxMount: true, iSCSI, FC) of pods that have an SELinux label with -o context=<label> instead of relabelling every file, so pods sharing such a volume on one node must agree on its label: a second pod with another label, or with seLinuxChangePolicy: Recursive, stays in ContainerCreating until the first is gone.';
const MEMORY_QOS_EFFECT =
  "With it, on cgroup v2 nodes the kubelet sets memory.high for each container of a pod that is not Guaranteed when memoryThrottlingFactor is set (from 1.37 the factor defaults to nil, and then no memory.high is set), at the container's memory request plus that factor of the way to its limit (or to node allocatable memory), so the kernel throttles and reclaims the memory of containers above that mark before they reach their limit; memoryReservationPolicy: TieredReservation also sets memory.min and memory.low.";
const MEMORY_QOS_KEEP_OLD =
  'Before upgrading, check workloads that run close to their memory limit and nodes with kernels older than 5.9 (memory.high livelock fixed in 5.9); to keep the old behaviour for now, set MemoryQoS=false on kubelet.';
const SELINUX_EVIDENCE = ' 1 object in this scan runs with an SELinux label and mounts persistent volumes (StatefulSet db/postgres).';

const memoryQoS = (evidence: string) => ({
  gate: 'MemoryQoS',
  components: 'kubelet',
  from: 'false',
  to: 'true',
  release: '1.37',
  stage: 'Beta',
  effect: MEMORY_QOS_EFFECT,
  evidence,
  scope: '',
  keepOld: MEMORY_QOS_KEEP_OLD,
});

const change = (gate: string, components: string, stage: string, effect: string, evidence = '') =>
  `Feature gate ${gate} is not set for ${components} here, and its default changes from false to true in Kubernetes 1.37 (${stage}). ${effect}${evidence}`;

ruleTester(rule, {
  target: '1.37',
  valid: [
    'valid.explicit.yaml',
    'valid.unaffected.yaml',
    // HPAScaleToZero only changes what an HPA with minReplicas: 0 does: hpa-scale-to-zero reports the HPA itself.
    'valid.hpa-scale-to-zero.yaml',
    // Upgrades that do not cross 1.37 see no change of these defaults.
    { fixture: 'invalid.kubeadm-selinux.yaml', from: '1.37' },
    { fixture: 'invalid.kubeadm-selinux.yaml', target: '1.36' },
    // A throttling factor beside MemoryQoS set explicitly: the configuration does not follow the default.
    { code: 'apiVersion: kubelet.config.k8s.io/v1beta1\nkind: KubeletConfiguration\nmemoryThrottlingFactor: 0.9\nfeatureGates:\n  MemoryQoS: false\n' },
  ],
  invalid: [
    // The InitConfiguration only implies the kubelet's configuration: the KubeletConfiguration beside it is reported instead.
    // MemoryQoS is not reported: the kubelet sets no memoryThrottlingFactor, so the 1.37 default changes nothing for it.
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
            evidence: SELINUX_EVIDENCE,
            scope: '',
            keepOld:
              'Before upgrading, check the selinux-mount-conflict findings and opt pods that share volumes out with spec.securityContext.seLinuxChangePolicy: Recursive; to keep the old behaviour for now, set SELinuxMount=false on kube-apiserver and kube-controller-manager.',
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
            gate: 'SELinuxMount',
            components: 'kubelet',
            from: 'false',
            to: 'true',
            release: '1.37',
            stage: 'GA',
            effect: SELINUX_EFFECT,
            evidence: SELINUX_EVIDENCE,
            scope: '',
            keepOld:
              'Before upgrading, check the selinux-mount-conflict findings and opt pods that share volumes out with spec.securityContext.seLinuxChangePolicy: Recursive; to keep the old behaviour for now, set SELinuxMount=false on kubelet.',
          },
          line: 22,
          column: 1,
          object: 'KubeletConfiguration (unnamed)',
        },
      ],
    },
    // Each kubelet configuration MemoryQoS acts on; the third document sets neither setting and is left alone.
    {
      fixture: 'invalid.memory-qos.yaml',
      errors: [
        { messageId: 'defaultChange', data: memoryQoS(' This configuration sets memoryThrottlingFactor: 0.7.'), line: 3, column: 1, severity: 'info' },
        { messageId: 'defaultChange', data: memoryQoS(' This configuration sets memoryReservationPolicy: TieredReservation.'), line: 8, column: 1 },
      ],
    },
    // A kind patch sets the throttling factor; SELinuxMount is set for every component and nothing in the scan scales to zero.
    {
      fixture: 'invalid.kind.yaml',
      errors: [
        {
          messageId: 'defaultChange',
          data: memoryQoS(' This configuration sets memoryThrottlingFactor: 0.8.'),
          line: 4,
          column: 1,
          object: 'Cluster (unnamed)',
        },
      ],
    },
  ],
});

it('reports a change that acts on other objects once per component and run, naming the other configurations', () => {
  const kubelet = (name: string) => `apiVersion: kubelet.config.k8s.io/v1beta1\nkind: KubeletConfiguration\ncgroupDriver: systemd\n# ${name}\n`;
  const workload = readFileSync(join(fixtureDir(rule), 'invalid.kubeadm-selinux.yaml'), 'utf8')
    .split('---\n')
    .at(-1)!;
  const files = [kubelet('a'), kubelet('b'), kubelet('c'), workload].map((text, i) =>
    loadManifestText(text, ['nodes/a.yaml', 'nodes/b.yaml', 'nodes/c.yaml', 'apps/db.yaml'][i]),
  );
  const findings = evaluate([rule], { objects: files.flatMap((f) => f.objects), problems: [], target: '1.37', from: '1.36', releases: ['1.37'] });
  expect(findings.map((f) => [f.location?.file, f.data?.components, f.data?.scope])).toEqual([
    ['nodes/a.yaml', 'kubelet', ' The same holds for 2 other configurations (nodes/b.yaml, nodes/c.yaml).'],
  ]);
});

it('reports the kubelet configurations read from the nodes of a live cluster once, naming the other nodes', () => {
  const node = (name: string, fields: Record<string, unknown>): K8sObject => {
    const metadata = { name };
    const body = { apiVersion: 'kubelet.config.k8s.io/v1beta1', kind: 'KubeletConfiguration', metadata, cgroupDriver: 'systemd', ...fields };
    return {
      apiVersion: 'kubelet.config.k8s.io/v1beta1',
      kind: 'KubeletConfiguration',
      metadata,
      body,
      origin: { type: 'cluster', context: 'prod', via: 'node', node: name },
    };
  };
  const factor = { memoryThrottlingFactor: 0.8 };
  const objects = [
    node('node-a', factor),
    node('node-b', { ...factor, featureGates: { KubeletTracing: true } }),
    node('node-c', { ...factor, featureGates: { MemoryQoS: false } }),
    node('node-d', factor),
    // Without a throttling factor the 1.37 kubelet sets no memory.high: nothing changes on node-e.
    node('node-e', {}),
  ];
  const findings = evaluate([rule], { objects, problems: [], target: '1.37', from: '1.36', releases: ['1.37'] });
  expect(findings.map((f) => [f.object?.name, f.message])).toEqual([
    [
      'node-a',
      `${change('MemoryQoS', 'kubelet', 'Beta', MEMORY_QOS_EFFECT, ' This configuration sets memoryThrottlingFactor: 0.8.')} The same holds for 2 other nodes (node-b, node-d).`,
    ],
  ]);
});
