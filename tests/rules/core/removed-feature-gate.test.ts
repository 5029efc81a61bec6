import { expect, it } from 'vitest';
import rule from '../../../rules/core/removed-feature-gate.js';
import { fixtureText, ruleTester, runRuleOnFixture } from '../../../src/testing/rule-tester.js';

const ALL = 'kube-apiserver, kube-controller-manager, kube-scheduler, kubelet and kube-proxy';

ruleTester(rule, {
  target: '1.37',
  valid: ['valid.current-gates.yaml'],
  invalid: [
    {
      fixture: 'invalid.static-pods.yaml',
      output: fixtureText(rule, 'invalid.static-pods.yaml', [
        ['--feature-gates=APIServerTracing=true,KubeletTracing=true', '--feature-gates=KubeletTracing=true'],
      ]),
      errors: [
        {
          messageId: 'removed',
          data: {
            components: 'kube-apiserver',
            target: '1.37',
            gate: 'APIServerTracing',
            removedIn: '1.37',
            detail: 'The feature went GA and is always on; remove the setting.',
            alternative: '',
          },
          line: 20,
          column: 7,
          severity: 'error',
          release: '1.37',
          object: 'Pod kube-system/kube-apiserver',
        },
        {
          messageId: 'removed',
          data: {
            components: 'kube-scheduler',
            target: '1.37',
            gate: 'GangScheduling',
            removedIn: '1.37',
            detail:
              'Its behaviour is now controlled by GenericWorkload, off by default in 1.37: remove GangScheduling and set GenericWorkload=true if you want it.',
            alternative: ' and set GenericWorkload=true instead if you want its behaviour',
          },
          line: 40,
          column: 7,
          release: '1.37',
          object: 'Pod kube-system/kube-scheduler',
        },
        {
          messageId: 'removed',
          data: {
            components: 'kube-proxy',
            target: '1.37',
            gate: 'KubeProxyDrainingTerminatingNodes',
            removedIn: '1.33',
            detail: 'The feature went GA and is always on; remove the setting.',
            alternative: '',
          },
          line: 65,
          column: 11,
          release: '1.33',
          object: 'DaemonSet kube-system/kube-proxy',
        },
      ],
    },
    // On 1.36 APIServerTracing and GangScheduling still exist.
    {
      fixture: 'invalid.static-pods.yaml',
      target: '1.36',
      errors: [
        {
          messageId: 'removed',
          data: {
            components: 'kube-proxy',
            target: '1.36',
            gate: 'KubeProxyDrainingTerminatingNodes',
            removedIn: '1.33',
            detail: 'The feature went GA and is always on; remove the setting.',
            alternative: '',
          },
          line: 65,
          release: '1.33',
        },
      ],
    },
    {
      fixture: 'invalid.kubelet-config.yaml',
      output: fixtureText(rule, 'invalid.kubelet-config.yaml', [
        ['      SidecarContainers: true\n', ''],
        ['      DRAControlPlaneController: false\n', ''],
        ['featureGates:\n  IPv6DualStack: true\n', 'featureGates: {}\n'],
      ]),
      errors: [
        {
          messageId: 'removed',
          data: {
            components: 'kubelet',
            target: '1.37',
            gate: 'SidecarContainers',
            removedIn: '1.37',
            detail: 'The feature went GA and is always on; remove the setting.',
            alternative: '',
          },
          line: 23,
          column: 7,
          release: '1.37',
          object: 'ConfigMap kube-system/kubelet-config',
        },
        {
          messageId: 'removed',
          data: {
            components: 'kubelet',
            target: '1.37',
            gate: 'InPlacePodVerticalScalingAllocatedStatus',
            removedIn: '1.36',
            detail: 'The feature was deprecated and then dropped: it is gone whatever the setting; remove the setting.',
            alternative: '',
          },
          line: 24,
          release: '1.36',
        },
        {
          messageId: 'removed',
          data: {
            components: 'kubelet',
            target: '1.37',
            gate: 'DRAControlPlaneController',
            removedIn: '1.32',
            detail: 'The gate was removed while alpha and off by default: the feature is no longer available under this name; remove the setting.',
            alternative: '',
          },
          line: 25,
          release: '1.32',
        },
        {
          messageId: 'removed',
          data: {
            components: 'kube-proxy',
            target: '1.37',
            gate: 'IPv6DualStack',
            removedIn: '1.25',
            detail: 'The feature went GA and is always on; remove the setting.',
            alternative: '',
          },
          line: 33,
          column: 3,
          release: '1.25',
          object: 'KubeProxyConfiguration (unnamed)',
        },
      ],
    },
    {
      fixture: 'invalid.kubeadm.yaml',
      output: fixtureText(rule, 'invalid.kubeadm.yaml', [
        ['  - name: feature-gates\n    value: CPUManager=true\n', ''],
        ['  - name: feature-gates\n    value: StructuredAuthenticationConfiguration=true\n', ''],
      ]),
      errors: [
        {
          messageId: 'removed',
          data: {
            components: 'kubelet',
            target: '1.37',
            gate: 'CPUManager',
            removedIn: '1.33',
            detail: 'The feature went GA and is always on; remove the setting.',
            alternative: '',
          },
          line: 9,
          column: 5,
          release: '1.33',
          object: 'InitConfiguration (unnamed)',
        },
        {
          messageId: 'removed',
          data: {
            components: 'kube-apiserver',
            target: '1.37',
            gate: 'StructuredAuthenticationConfiguration',
            removedIn: '1.37',
            detail: 'The feature went GA and is always on; remove the setting.',
            alternative: '',
          },
          line: 23,
          column: 5,
          release: '1.37',
          object: 'ClusterConfiguration (unnamed)',
        },
      ],
    },
    {
      fixture: 'invalid.kind-cluster.yaml',
      errors: [
        {
          messageId: 'removed',
          data: {
            components: 'kube-apiserver, kube-controller-manager, kube-scheduler, kubelet and kube-proxy',
            target: '1.37',
            gate: 'GangScheduling',
            removedIn: '1.37',
            detail:
              'Its behaviour is now controlled by GenericWorkload, off by default in 1.37: remove GangScheduling and set GenericWorkload=true if you want it.',
            alternative: ' and set GenericWorkload=true instead if you want its behaviour',
          },
          line: 7,
          column: 3,
          severity: 'error',
          release: '1.37',
        },
      ],
    },
  ],
});

it('names the replacement gate in the fix of a merged gate', () => {
  const [finding] = runRuleOnFixture(rule, 'invalid.kind-cluster.yaml', { target: '1.37' });
  expect(finding.fix).toBe(`Remove GangScheduling from the feature gates of ${ALL} and set GenericWorkload=true instead if you want its behaviour.`);
});
