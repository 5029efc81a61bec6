import rule from '../../../rules/1.37/statefulset-max-unavailable.js';
import { ruleTester } from '../../support/rule-tester.js';

const parallel = (name: string, value: string, pods: string) =>
  `StatefulSet ${name} sets rollingUpdate.maxUnavailable: ${value}; from Kubernetes 1.37 (MaxUnavailableStatefulSet on by default) rolling updates take down up to ${pods} at once instead of one.`;

ruleTester(rule, {
  target: '1.37',
  valid: ['valid.one-at-a-time.yaml'],
  invalid: [
    {
      fixture: 'invalid.parallel-updates.yaml',
      findings: [
        { line: 16, column: 7, severity: 'info', message: parallel('kafka', '2', '2 pods'), object: 'StatefulSet streaming/kafka' },
        { line: 39, severity: 'info', message: parallel('web-cache', '25%', '25% of its pods') },
      ],
    },
  ],
});
