import rule from '../../../rules/1.30/unlimited-swap.js';
import { ruleTester } from '../../support/rule-tester.js';

const refused =
  'The kubelet configuration sets memorySwap.swapBehavior: UnlimitedSwap; from Kubernetes 1.30 the kubelet refuses to start: invalid configuration: memorySwap.swapBehavior "UnlimitedSwap" must be one of: "", "LimitedSwap" or "NoSwap".';

ruleTester(rule, {
  target: '1.30',
  valid: ['valid.limited-swap.yaml'],
  invalid: [
    { fixture: 'invalid.unlimited-swap.yaml', findings: [{ line: 13, column: 3, severity: 'error', message: refused, object: 'KubeletConfiguration (unnamed)' }] },
    { fixture: 'invalid.kubeadm-configmap.yaml', findings: [{ line: 16, column: 7, severity: 'error', message: refused, object: 'ConfigMap kube-system/kubelet-config' }] },
  ],
});
