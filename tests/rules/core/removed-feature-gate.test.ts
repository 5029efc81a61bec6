import { expect, it } from 'vitest';
import rule from '../../../rules/core/removed-feature-gate.js';
import { ruleTester, runRuleOnFixture } from '../../support/rule-tester.js';

const GA = 'The feature went GA and is always on; remove the setting.';
const ALL = 'kube-apiserver, kube-controller-manager, kube-scheduler, kubelet and kube-proxy';
const removed = (components: string, gate: string, removedIn: string, detail: string, target = '1.37') =>
  `${components} will not start on Kubernetes ${target}: feature gate ${gate} was removed in ${removedIn} ("unrecognized feature gate: ${gate}"). ${detail}`;
const mergedIntoGenericWorkload = (gate: string) =>
  `Its behaviour is now controlled by GenericWorkload, off by default in 1.37: remove ${gate} and set GenericWorkload=true if you want it.`;

ruleTester(rule, {
  target: '1.37',
  valid: ['valid.current-gates.yaml'],
  invalid: [
    {
      fixture: 'invalid.static-pods.yaml',
      findings: [
        { line: 20, column: 7, severity: 'error', release: '1.37', object: 'Pod kube-system/kube-apiserver', message: removed('kube-apiserver', 'APIServerTracing', '1.37', GA) },
        { line: 40, column: 7, release: '1.37', object: 'Pod kube-system/kube-scheduler', message: removed('kube-scheduler', 'GangScheduling', '1.37', mergedIntoGenericWorkload('GangScheduling')) },
        { line: 65, column: 11, release: '1.33', object: 'DaemonSet kube-system/kube-proxy', message: removed('kube-proxy', 'KubeProxyDrainingTerminatingNodes', '1.33', GA) },
      ],
    },
    {
      // On 1.36 APIServerTracing and GangScheduling still exist.
      fixture: 'invalid.static-pods.yaml',
      target: '1.36',
      findings: [{ line: 65, release: '1.33', message: removed('kube-proxy', 'KubeProxyDrainingTerminatingNodes', '1.33', GA, '1.36') }],
    },
    {
      fixture: 'invalid.kubelet-config.yaml',
      findings: [
        { line: 23, column: 7, release: '1.37', object: 'ConfigMap kube-system/kubelet-config', message: removed('kubelet', 'SidecarContainers', '1.37', GA) },
        {
          line: 24,
          release: '1.36',
          message: removed('kubelet', 'InPlacePodVerticalScalingAllocatedStatus', '1.36', 'The feature was deprecated and then dropped: it is gone whatever the setting; remove the setting.'),
        },
        {
          line: 25,
          release: '1.32',
          message: removed('kubelet', 'DRAControlPlaneController', '1.32', 'The gate was removed while alpha and off by default: the feature is no longer available under this name; remove the setting.'),
        },
        { line: 33, column: 3, release: '1.25', object: 'KubeProxyConfiguration (unnamed)', message: removed('kube-proxy', 'IPv6DualStack', '1.25', GA) },
      ],
    },
    {
      fixture: 'invalid.kubeadm.yaml',
      findings: [
        { line: 9, column: 5, release: '1.33', object: 'InitConfiguration (unnamed)', message: removed('kubelet', 'CPUManager', '1.33', GA) },
        { line: 23, column: 5, release: '1.37', object: 'ClusterConfiguration (unnamed)', message: removed('kube-apiserver', 'StructuredAuthenticationConfiguration', '1.37', GA) },
      ],
    },
    {
      fixture: 'invalid.kind-cluster.yaml',
      findings: [{ line: 7, column: 3, severity: 'error', release: '1.37', message: removed(ALL, 'GangScheduling', '1.37', mergedIntoGenericWorkload('GangScheduling')) }],
    },
  ],
});

it('names the replacement gate in the fix of a merged gate', () => {
  const [finding] = runRuleOnFixture(rule, 'invalid.kind-cluster.yaml', { target: '1.37' });
  expect(finding.fix).toBe(`Remove GangScheduling from the feature gates of ${ALL} and set GenericWorkload=true instead if you want its behaviour.`);
});
