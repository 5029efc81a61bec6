import rule from '../../../rules/1.36/service-external-ips.js';
import { ruleTester } from '../../../src/testing/rule-tester.js';

ruleTester(rule, {
  target: '1.36',
  valid: ['valid.load-balancer.yaml'],
  invalid: [
    {
      fixture: 'invalid.external-ips.yaml',
      errors: [
        {
          messageId: 'externalIPs',
          data: { name: 'dns-vip', addresses: '192.0.2.53, 192.0.2.54' },
          line: 13,
          column: 3,
          severity: 'warning',
          object: 'Service infra/dns-vip',
        },
      ],
    },
  ],
});
