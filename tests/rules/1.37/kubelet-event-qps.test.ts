import { expect, it } from 'vitest';
import rule from '../../../rules/1.37/kubelet-event-qps.js';
import { ruleTester, runRuleOnFixture } from '../../../src/testing/rule-tester.js';

ruleTester(rule, {
  target: '1.37',
  valid: [
    'valid.event-qps-limit.yaml',
    // A kubelet already on 1.37 has made the change; an upgrade to 1.36 does not make it.
    { fixture: 'invalid.event-qps-zero.yaml', from: '1.37', target: '1.38' },
    { fixture: 'invalid.event-qps-zero.yaml', target: '1.36' },
  ],
  invalid: [
    {
      fixture: 'invalid.event-qps-zero.yaml',
      errors: [
        { messageId: 'config', line: 12, column: 5, severity: 'warning', release: '1.37', object: 'ConfigMap kube-system/kubelet-config' },
        { messageId: 'flag', line: 20, column: 5, severity: 'warning', object: 'JoinConfiguration (unnamed)' },
      ],
    },
    {
      code: 'apiVersion: v1\nkind: Pod\nmetadata: {name: kubelet, namespace: kube-system}\nspec:\n  containers:\n  - name: kubelet\n    command: [kubelet, --event-qps, "0"]\n',
      errors: [{ messageId: 'flag', line: 7, column: 37 }],
    },
  ],
});

it('says what 0 meant before 1.37 and that 50 is the default, not the old rate', () => {
  const [config] = runRuleOnFixture(rule, 'invalid.event-qps-zero.yaml', { target: '1.37' });
  expect(config.message).toBe(
    'The kubelet configuration sets eventRecordQPS: 0, which from Kubernetes 1.37 means no limit on the events the kubelet creates (until 1.36 the kubelet passed 0 to client-go, which took it as its default of 5 events per second).',
  );
  expect(config.fix).toBe(
    'Set eventRecordQPS to the limit you want: 5 keeps what 0 did before 1.37 (the release note suggests 50, which is the default for an unset field); keep 0 only for no limit.',
  );
});
