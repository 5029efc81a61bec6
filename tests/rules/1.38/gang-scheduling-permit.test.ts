import { expect, it } from 'vitest';
import rule from '../../../rules/1.38/gang-scheduling-permit.js';
import { ruleTester, runRuleOnFixture } from '../../../src/testing/rule-tester.js';

ruleTester(rule, {
  target: '1.38',
  valid: [
    // multiPoint registers the plugin only where it applies; disabling it at permit is harmless.
    'valid.multipoint.yaml',
  ],
  invalid: [
    {
      fixture: 'invalid.permit-enabled.yaml',
      errors: [
        { messageId: 'permit', line: 12, column: 13, severity: 'error', release: '1.38', object: 'KubeSchedulerConfiguration (unnamed)' },
        { messageId: 'permit', line: 27, column: 17, severity: 'error', release: '1.38', object: 'ConfigMap kube-system/scheduler-config' },
      ],
    },
  ],
});

it('names the profile and the target, and says what to do instead', () => {
  const [finding] = runRuleOnFixture(rule, 'invalid.permit-enabled.yaml', { target: '1.38' });
  expect(finding.message).toBe(
    'kube-scheduler will not start on Kubernetes 1.38: profile "gang-scheduler" enables the GangScheduling plugin at the permit extension point, and from 1.38 the plugin no longer implements Permit (the PlacementFeasible extension point took over).',
  );
  expect(finding.fix).toBe('Remove GangScheduling from permit.enabled of profile "gang-scheduler"; enable it through multiPoint, or leave it to the defaults.');
});
