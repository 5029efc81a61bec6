import { expect, it } from 'vitest';
import rule from '../../../rules/core/locked-feature-gate.js';
import { ruleTester, runRuleOnFixture } from '../../support/rule-tester.js';

const locked = (component: string, gate: string, stage: string, to: boolean, since: string, target = '1.37') =>
  `${component} will not start on Kubernetes ${target}: feature gate ${gate} is ${stage} and locked to ${to} since ${since}, so ${gate}=${!to} is rejected ("cannot set feature gate ${gate} to ${!to}, feature is locked to ${to}"). From ${since} the behaviour behind the gate is always ${to ? 'on' : 'off'}.`;

ruleTester(rule, {
  target: '1.37',
  valid: ['valid.locked-defaults.yaml'],
  invalid: [
    {
      fixture: 'invalid.kubelet-config.yaml',
      findings: [
        { line: 7, column: 3, severity: 'error', release: '1.35', object: 'KubeletConfiguration (unnamed)', message: locked('kubelet', 'InPlacePodVerticalScaling', 'GA', true, '1.35') },
        { line: 8, release: '1.35', message: locked('kubelet', 'ExecProbeTimeout', 'GA', true, '1.35') },
        { line: 9, release: '1.37', message: locked('kubelet', 'NodeDeclaredFeatures', 'GA', true, '1.37') },
        { line: 10, release: '1.37', message: locked('kubelet', 'DisableCPUQuotaWithExclusiveCPUs', 'deprecated', true, '1.37') },
      ],
    },
    {
      // On 1.36 NodeDeclaredFeatures is beta and DisableCPUQuotaWithExclusiveCPUs deprecated, neither locked yet.
      fixture: 'invalid.kubelet-config.yaml',
      target: '1.36',
      findings: [
        { line: 7, release: '1.35', message: locked('kubelet', 'InPlacePodVerticalScaling', 'GA', true, '1.35', '1.36') },
        { line: 8, release: '1.35', message: locked('kubelet', 'ExecProbeTimeout', 'GA', true, '1.35', '1.36') },
      ],
    },
    {
      fixture: 'invalid.control-plane.yaml',
      findings: [
        { line: 17, column: 7, object: 'Pod kube-system/kube-apiserver', message: locked('kube-apiserver', 'DeclarativeValidationTakeover', 'deprecated', false, '1.37') },
        { line: 24, column: 5, object: 'ClusterConfiguration (unnamed)', message: locked('kube-controller-manager', 'HPAConfigurableTolerance', 'GA', true, '1.37') },
        { line: 36, column: 5, release: '1.36', object: 'JoinConfiguration (unnamed)', message: locked('kubelet', 'GitRepoVolumeDriver', 'deprecated', false, '1.36') },
      ],
    },
    {
      fixture: 'invalid.repeated-gate.yaml',
      findings: [{ line: 14, column: 7, object: 'Pod kube-system/kube-apiserver', message: locked('kube-apiserver', 'DeclarativeValidationTakeover', 'deprecated', false, '1.37') }],
    },
    {
      fixture: 'invalid.kops-cluster.yaml',
      findings: [{ line: 11, column: 7, release: '1.36', object: 'Cluster prod.k8s.example.com', message: locked('kubelet', 'ImageVolume', 'GA', true, '1.36') }],
    },
  ],
});

it('tells how to fix a locked gate', () => {
  const [finding] = runRuleOnFixture(rule, 'invalid.kops-cluster.yaml', { target: '1.37' });
  expect(finding.fix).toBe('Remove ImageVolume=false from the feature gates of kubelet, and adapt to the behaviour being always on before upgrading.');
});
