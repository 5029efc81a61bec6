import { expect, it } from 'vitest';
import rule from '../../../rules/core/locked-feature-gate.js';
import { fixtureText, ruleTester, runRuleOnFixture } from '../../../src/testing/rule-tester.js';

ruleTester(rule, {
  target: '1.37',
  valid: ['valid.locked-defaults.yaml'],
  invalid: [
    {
      fixture: 'invalid.kubelet-config.yaml',
      output: fixtureText(rule, 'invalid.kubelet-config.yaml', [['  KubeletTracing: true\n', '']]),
      errors: [
        {
          messageId: 'redundant',
          data: { components: 'kubelet', target: '1.37', gate: 'KubeletTracing', stage: 'GA', locked: 'true', since: '1.34', value: 'true', onOff: 'on' },
          line: 6,
          severity: 'info',
          release: '1.34',
        },
        {
          messageId: 'locked',
          data: {
            components: 'kubelet',
            target: '1.37',
            gate: 'InPlacePodVerticalScaling',
            stage: 'GA',
            locked: 'true',
            since: '1.35',
            value: 'false',
            onOff: 'on',
          },
          line: 7,
          column: 3,
          severity: 'error',
          release: '1.35',
          object: 'KubeletConfiguration (unnamed)',
        },
        {
          messageId: 'locked',
          data: { components: 'kubelet', target: '1.37', gate: 'ExecProbeTimeout', stage: 'GA', locked: 'true', since: '1.35', value: 'false', onOff: 'on' },
          line: 8,
          release: '1.35',
        },
        {
          messageId: 'locked',
          data: {
            components: 'kubelet',
            target: '1.37',
            gate: 'NodeDeclaredFeatures',
            stage: 'GA',
            locked: 'true',
            since: '1.37',
            value: 'false',
            onOff: 'on',
          },
          line: 9,
          release: '1.37',
        },
        {
          messageId: 'locked',
          data: {
            components: 'kubelet',
            target: '1.37',
            gate: 'DisableCPUQuotaWithExclusiveCPUs',
            stage: 'deprecated',
            locked: 'true',
            since: '1.37',
            value: 'false',
            onOff: 'on',
          },
          line: 10,
          release: '1.37',
        },
      ],
    },
    // On 1.36 NodeDeclaredFeatures is beta and DisableCPUQuotaWithExclusiveCPUs deprecated, neither locked yet.
    {
      fixture: 'invalid.kubelet-config.yaml',
      target: '1.36',
      output: fixtureText(rule, 'invalid.kubelet-config.yaml', [['  KubeletTracing: true\n', '']]),
      errors: [
        {
          messageId: 'redundant',
          data: { components: 'kubelet', target: '1.36', gate: 'KubeletTracing', stage: 'GA', locked: 'true', since: '1.34', value: 'true', onOff: 'on' },
          line: 6,
          severity: 'info',
          release: '1.34',
        },
        {
          messageId: 'locked',
          data: {
            components: 'kubelet',
            target: '1.36',
            gate: 'InPlacePodVerticalScaling',
            stage: 'GA',
            locked: 'true',
            since: '1.35',
            value: 'false',
            onOff: 'on',
          },
          line: 7,
          release: '1.35',
        },
        {
          messageId: 'locked',
          data: { components: 'kubelet', target: '1.36', gate: 'ExecProbeTimeout', stage: 'GA', locked: 'true', since: '1.35', value: 'false', onOff: 'on' },
          line: 8,
          release: '1.35',
        },
      ],
    },
    {
      fixture: 'invalid.control-plane.yaml',
      errors: [
        {
          messageId: 'locked',
          data: {
            components: 'kube-apiserver',
            target: '1.37',
            gate: 'DeclarativeValidationTakeover',
            stage: 'deprecated',
            locked: 'false',
            since: '1.37',
            value: 'true',
            onOff: 'off',
          },
          line: 17,
          column: 7,
          object: 'Pod kube-system/kube-apiserver',
        },
        {
          messageId: 'locked',
          data: {
            components: 'kube-controller-manager',
            target: '1.37',
            gate: 'HPAConfigurableTolerance',
            stage: 'GA',
            locked: 'true',
            since: '1.37',
            value: 'false',
            onOff: 'on',
          },
          line: 24,
          column: 5,
          object: 'ClusterConfiguration (unnamed)',
        },
        {
          messageId: 'locked',
          data: {
            components: 'kubelet',
            target: '1.37',
            gate: 'GitRepoVolumeDriver',
            stage: 'deprecated',
            locked: 'false',
            since: '1.36',
            value: 'true',
            onOff: 'off',
          },
          line: 36,
          column: 5,
          release: '1.36',
          object: 'JoinConfiguration (unnamed)',
        },
      ],
    },
    {
      fixture: 'invalid.repeated-gate.yaml',
      errors: [
        {
          messageId: 'locked',
          data: {
            components: 'kube-apiserver',
            target: '1.37',
            gate: 'DeclarativeValidationTakeover',
            stage: 'deprecated',
            locked: 'false',
            since: '1.37',
            value: 'true',
            onOff: 'off',
          },
          line: 14,
          column: 7,
          object: 'Pod kube-system/kube-apiserver',
        },
      ],
    },
    {
      fixture: 'invalid.locked-value.yaml',
      output: fixtureText(rule, 'invalid.locked-value.yaml', [
        ['  KubeletTracing: true\n  NodeDeclaredFeatures: true\n', ''],
        ['    - --feature-gates=DeclarativeValidationTakeover=true,DeclarativeValidationTakeover=false\n', ''],
      ]),
      errors: [
        {
          messageId: 'redundant',
          data: { components: 'kubelet', target: '1.37', gate: 'KubeletTracing', stage: 'GA', locked: 'true', since: '1.34', value: 'true', onOff: 'on' },
          line: 6,
          column: 3,
          severity: 'info',
          release: '1.34',
          object: 'KubeletConfiguration (unnamed)',
        },
        {
          messageId: 'redundant',
          data: { components: 'kubelet', target: '1.37', gate: 'NodeDeclaredFeatures', stage: 'GA', locked: 'true', since: '1.37', value: 'true', onOff: 'on' },
          line: 7,
          severity: 'info',
          release: '1.37',
        },
        {
          messageId: 'redundant',
          data: {
            components: 'kube-apiserver',
            target: '1.37',
            gate: 'DeclarativeValidationTakeover',
            stage: 'deprecated',
            locked: 'false',
            since: '1.37',
            value: 'false',
            onOff: 'off',
          },
          line: 23,
          column: 7,
          severity: 'info',
          object: 'Pod kube-system/kube-apiserver',
        },
      ],
    },
    {
      fixture: 'invalid.kops-cluster.yaml',
      output: fixtureText(rule, 'invalid.kops-cluster.yaml', [['    featureGates:\n      RelaxedServiceNameValidation: "true"\n', '    featureGates: {}\n']]),
      errors: [
        {
          messageId: 'locked',
          data: { components: 'kubelet', target: '1.37', gate: 'ImageVolume', stage: 'GA', locked: 'true', since: '1.36', value: 'false', onOff: 'on' },
          line: 11,
          column: 7,
          release: '1.36',
          object: 'Cluster prod.k8s.example.com',
        },
        {
          messageId: 'redundant',
          data: {
            components: 'kube-apiserver',
            target: '1.37',
            gate: 'RelaxedServiceNameValidation',
            stage: 'GA',
            locked: 'true',
            since: '1.37',
            value: 'true',
            onOff: 'on',
          },
          line: 14,
          column: 7,
          severity: 'info',
        },
      ],
    },
  ],
});

it('tells how to fix a gate set to its locked value', () => {
  const [finding] = runRuleOnFixture(rule, 'invalid.locked-value.yaml', { target: '1.37' });
  expect(finding.message).toBe(
    'kubelet sets feature gate KubeletTracing=true, the value it is locked to since 1.34: the setting does nothing on Kubernetes 1.37 (the component logs a warning), and the component will refuse to start once the gate is removed.',
  );
  expect(finding.fix).toBe('Remove KubeletTracing=true from the feature gates of kubelet; the behaviour stays on.');
});

it('tells how to fix a locked gate', () => {
  const [finding] = runRuleOnFixture(rule, 'invalid.kops-cluster.yaml', { target: '1.37' }).filter((f) => f.messageId === 'locked');
  expect(finding.fix).toBe('Remove ImageVolume=false from the feature gates of kubelet, and adapt to the behaviour being always on before upgrading.');
});
