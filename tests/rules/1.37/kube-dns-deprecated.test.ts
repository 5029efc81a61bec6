import rule from '../../../rules/1.37/kube-dns-deprecated.js';
import { ruleTester } from '../../support/rule-tester.js';

ruleTester(rule, {
  target: '1.37',
  valid: ['valid.coredns.yaml'],
  invalid: [
    {
      fixture: 'invalid.kube-dns.yaml',
      findings: [
        {
          line: 20,
          column: 11,
          severity: 'warning',
          message:
            'Deployment kube-dns runs kube-dns (container "kubedns", image registry.k8s.io/dns/k8s-dns-kube-dns:1.23.1); kube-dns is deprecated since Kubernetes 1.37 and gets no new packages after 1.40.',
          object: 'Deployment kube-system/kube-dns',
        },
      ],
    },
  ],
});
