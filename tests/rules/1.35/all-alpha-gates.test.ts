import { expect, it } from 'vitest';
import rule from '../../../rules/1.35/all-alpha-gates.js';
import { ruleTester, runRuleOnFixture } from '../../../src/testing/rule-tester.js';

ruleTester(rule, {
  target: '1.35',
  valid: [
    'valid.with-all-beta.yaml',
    // before 1.35 the dependencies are not checked
    { fixture: 'invalid.static-pod.yaml', target: '1.34' },
    // a component already on 1.35 starts with its settings: nothing changes for it
    { fixture: 'invalid.static-pod.yaml', from: '1.35', target: '1.37' },
  ],
  invalid: [
    {
      fixture: 'invalid.static-pod.yaml',
      errors: [{ messageId: 'refuses', line: 12, severity: 'warning', release: '1.35', object: 'Pod kube-system/kube-apiserver' }],
    },
    { fixture: 'invalid.kubelet-config.yaml', errors: [{ messageId: 'mayRefuse', line: 4, severity: 'warning', release: '1.35' }] },
  ],
});

it('names the component and the gates it enables besides AllAlpha', () => {
  const [finding] = runRuleOnFixture(rule, 'invalid.kubelet-config.yaml', { target: '1.37' });
  expect(finding.message).toBe(
    'kubelet sets AllAlpha=true without AllBeta=true: from Kubernetes 1.35 a feature cannot be enabled while a feature it depends on is disabled, so kubelet refuses to start unless the gates it enables (ImageVolume) include every disabled-by-default beta gate an alpha feature depends on.',
  );
});
