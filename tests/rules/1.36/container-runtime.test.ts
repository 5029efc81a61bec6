import rule from '../../../rules/1.36/container-runtime.js';
import { ruleTester } from '../../../src/testing/rule-tester.js';

ruleTester(rule, {
  target: '1.37',
  valid: ['valid.containerd-2.yaml'],
  invalid: [
    {
      fixture: 'invalid.containerd-1x.yaml',
      errors: [
        {
          messageId: 'containerd',
          data: { version: '1.7.27', target: '1.37' },
          line: 10,
          column: 5,
          severity: 'error',
          release: '1.36',
          object: 'Node ip-10-0-12-34.eu-west-1.compute.internal',
        },
        { messageId: 'containerd', data: { version: 'v1.6.38', target: '1.37' }, line: 36, column: 5, severity: 'error', object: 'Node bare-metal-07' },
      ],
    },
    {
      fixture: 'invalid.kubelet-metrics.yaml',
      target: '1.36',
      errors: [
        {
          messageId: 'losingSupport',
          data: { losing: '1.36', runtime: ' (cri-o://1.27.4)' },
          line: 22,
          column: 7,
          severity: 'error',
          release: '1.36',
          object: 'KubeletMetrics gpu-1',
        },
        { messageId: 'containerd', data: { version: '1.7.20', target: '1.36' }, line: 32, severity: 'error', object: 'Node old-1' },
      ],
    },
  ],
});
