import rule from '../../../rules/1.30/unlimited-swap.js';
import { ruleTester } from '../../../src/testing/rule-tester.js';

ruleTester(rule, {
  target: '1.30',
  valid: ['valid.limited-swap.yaml'],
  invalid: [
    {
      fixture: 'invalid.unlimited-swap.yaml',
      errors: [{ messageId: 'unlimitedSwap', line: 13, column: 3, severity: 'error', object: 'KubeletConfiguration (unnamed)' }],
    },
    {
      fixture: 'invalid.kubeadm-configmap.yaml',
      errors: [{ messageId: 'unlimitedSwap', line: 16, column: 7, severity: 'error', object: 'ConfigMap kube-system/kubelet-config' }],
    },
  ],
});
