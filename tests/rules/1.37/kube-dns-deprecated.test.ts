import rule from '../../../rules/1.37/kube-dns-deprecated.js';
import { ruleTester } from '../../../src/testing/rule-tester.js';

ruleTester(rule, {
  target: '1.37',
  valid: ['valid.coredns.yaml'],
  invalid: [
    {
      fixture: 'invalid.kube-dns.yaml',
      errors: [
        {
          messageId: 'kubeDns',
          data: { kind: 'Deployment', name: 'kube-dns', container: 'kubedns', image: 'registry.k8s.io/dns/k8s-dns-kube-dns:1.23.1' },
          line: 20,
          column: 11,
          severity: 'warning',
          object: 'Deployment kube-system/kube-dns',
        },
      ],
    },
  ],
});
