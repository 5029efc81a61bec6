import rule from '../../../rules/1.35/kube-proxy-ipvs.js';
import { ruleTester } from '../../../src/testing/rule-tester.js';

ruleTester(rule, {
  target: '1.35',
  valid: ['valid.nftables.yaml'],
  invalid: [
    {
      fixture: 'invalid.kubeadm-configmap.yaml',
      errors: [
        {
          messageId: 'ipvs',
          data: { setting: 'mode: ipvs', replacement: 'set mode: nftables' },
          line: 20,
          column: 5,
          severity: 'warning',
          object: 'ConfigMap kube-system/kube-proxy',
        },
      ],
    },
    {
      fixture: 'invalid.flags-and-kind.yaml',
      target: '1.37',
      errors: [
        {
          messageId: 'ipvs',
          data: { setting: '--proxy-mode=ipvs', replacement: 'use --proxy-mode=nftables' },
          line: 23,
          column: 15,
          severity: 'warning',
          object: 'DaemonSet kube-system/kube-proxy',
        },
        {
          messageId: 'ipvs',
          data: { setting: 'kind networking.kubeProxyMode: ipvs', replacement: 'set networking.kubeProxyMode: nftables' },
          line: 32,
          column: 3,
          severity: 'warning',
          object: 'Cluster (unnamed)',
        },
        {
          messageId: 'ipvs',
          data: { setting: 'mode: ipvs', replacement: 'set mode: nftables' },
          line: 45,
          column: 1,
          severity: 'warning',
          object: 'KubeProxyConfiguration (unnamed)',
        },
      ],
    },
  ],
});
