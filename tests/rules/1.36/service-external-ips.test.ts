import rule from '../../../rules/1.36/service-external-ips.js';
import { ruleTester } from '../../support/rule-tester.js';

ruleTester(rule, {
  target: '1.36',
  valid: ['valid.load-balancer.yaml'],
  invalid: [
    {
      fixture: 'invalid.external-ips.yaml',
      findings: [
        {
          line: 13,
          column: 3,
          severity: 'warning',
          message: 'Service dns-vip sets spec.externalIPs (192.0.2.53, 192.0.2.54); the field is deprecated since Kubernetes 1.36 and every create or update returns a deprecation warning.',
          object: 'Service infra/dns-vip',
        },
      ],
    },
  ],
});
