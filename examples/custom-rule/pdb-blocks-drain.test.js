// Run with: node --test examples/custom-rule/
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ruleTester, setTestHooks } from 'k8s-upgrade-check/testing';
import rule from './pdb-blocks-drain.js';

setTestHooks({ describe, it });

ruleTester(rule, {
  target: '1.37',
  fixtures: fileURLToPath(new URL('./fixtures/', import.meta.url)),
  valid: ['valid.one-eviction.yaml', { code: 'apiVersion: policy/v1\nkind: PodDisruptionBudget\nmetadata: {name: api}\nspec:\n  minAvailable: 50%\n' }],
  invalid: [
    {
      fixture: 'invalid.no-eviction.yaml',
      errors: [
        { messageId: 'noEviction', data: { name: 'web', field: 'maxUnavailable', value: '0' }, line: 7, column: 3, object: 'PodDisruptionBudget shop/web' },
        { messageId: 'noEviction', data: { name: 'etcd', field: 'minAvailable', value: '100%' }, line: 17, column: 3, object: 'PodDisruptionBudget db/etcd' },
      ],
    },
  ],
});
