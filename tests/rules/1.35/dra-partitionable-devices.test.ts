import rule from '../../../rules/1.35/dra-partitionable-devices.js';
import { ruleTester } from '../../../src/testing/rule-tester.js';

ruleTester(rule, {
  target: '1.35',
  valid: [
    'valid.whole-devices.yaml',
    // Only the upgrade from 1.34 to 1.35 changes the layout.
    { fixture: 'invalid.counters.yaml', target: '1.34' },
    { fixture: 'invalid.counters.yaml', from: '1.35', target: '1.36' },
  ],
  invalid: [
    {
      fixture: 'invalid.counters.yaml',
      errors: [
        {
          messageId: 'sharedCounters',
          data: { name: 'node-1-gpu.example.com-x7k2p', driver: 'gpu.example.com' },
          line: 13,
          column: 3,
          severity: 'error',
          release: '1.35',
          object: 'ResourceSlice node-1-gpu.example.com-x7k2p',
        },
        {
          messageId: 'consumesCounters',
          data: { name: 'node-2-gpu.example.com-q8d3n', driver: 'gpu.example.com', device: 'gpu-0-mig-1g' },
          line: 43,
          column: 7,
        },
      ],
    },
    {
      fixture: 'invalid.counters.yaml',
      from: '1.34',
      target: '1.37',
      errors: [
        { messageId: 'sharedCounters', line: 13 },
        { messageId: 'consumesCounters', line: 43 },
      ],
    },
  ],
});
