import rule from '../../../rules/1.35/kube-proxy-ipvs.js';
import { ruleTester } from '../../support/rule-tester.js';

const deprecated = (setting: string) =>
  `kube-proxy runs in ipvs mode (${setting}); the ipvs mode is deprecated since Kubernetes 1.35 and, per KEP-5495, stops working by default in 1.40 and is removed in 1.43: migrate to nftables.`;

ruleTester(rule, {
  target: '1.35',
  valid: ['valid.nftables.yaml'],
  invalid: [
    {
      fixture: 'invalid.kubeadm-configmap.yaml',
      findings: [{ line: 20, column: 5, severity: 'warning', message: deprecated('mode: ipvs'), object: 'ConfigMap kube-system/kube-proxy' }],
    },
    {
      fixture: 'invalid.flags-and-kind.yaml',
      target: '1.37',
      findings: [
        { line: 23, column: 15, severity: 'warning', message: deprecated('--proxy-mode=ipvs'), object: 'DaemonSet kube-system/kube-proxy' },
        { line: 32, column: 3, severity: 'warning', message: deprecated('kind networking.kubeProxyMode: ipvs'), object: 'Cluster (unnamed)' },
        { line: 45, column: 1, severity: 'warning', message: deprecated('mode: ipvs'), object: 'KubeProxyConfiguration (unnamed)' },
      ],
    },
  ],
});
