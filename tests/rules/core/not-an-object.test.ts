import notAnObject from '../../../rules/core/not-an-object.js';
import { ruleTester } from '../../../src/testing/rule-tester.js';

ruleTester(notAnObject, {
  target: '1.37',
  valid: ['valid.values.yaml', { name: 'an empty document and comments', code: '# nothing yet\n---\n---\n# still nothing\n' }],
  invalid: [
    {
      fixture: 'invalid.yaml-list.yaml',
      errors: [{ messageId: 'list', data: { items: '2 items' }, line: 2, column: 1, severity: 'error', release: '1.37' }],
    },
    {
      fixture: 'invalid.missing-api-version.yaml',
      errors: [
        { messageId: 'noApiVersion', data: { kind: 'Deployment', kindArgument: 'Deployment' }, line: 1, column: 1 },
        { messageId: 'apiVersionNotString', data: { kind: 'Service', value: 'the number 1' }, line: 7, column: 1 },
        { messageId: 'kindNotString', data: { value: 'a list' }, line: 13, column: 1 },
      ],
    },
    {
      fixture: 'invalid.list-items.yaml',
      errors: [
        { messageId: 'noApiVersion', data: { kind: 'ServiceAccount', kindArgument: 'ServiceAccount' }, line: 8, column: 3 },
        { messageId: 'listItem', data: { item: 3, list: 'List' }, line: 11, column: 3 },
      ],
    },
    {
      name: 'a list of one object',
      code: '- apiVersion: v1\n  kind: Namespace\n  metadata:\n    name: solo\n',
      errors: [{ messageId: 'list', data: { items: '1 item' }, line: 1, column: 1 }],
    },
  ],
});
