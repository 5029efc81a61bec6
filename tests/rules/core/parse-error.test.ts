import parseError from '../../../rules/core/parse-error.js';
import { ruleTester } from '../../../src/testing/rule-tester.js';

ruleTester(parseError, {
  target: '1.37',
  valid: ['valid.values-and-chart.yaml', 'valid.alert-templates.yaml', 'valid.anchors.yaml'],
  invalid: [
    {
      fixture: 'invalid.helm-template.yaml',
      errors: [{ messageId: 'template', data: { reason: 'unrendered template directive', target: '1.37' }, line: 4, column: 9, severity: 'error', release: '1.37' }],
    },
    {
      fixture: 'invalid.helm-template-parses.yaml',
      errors: [
        { messageId: 'templateParsed', data: { field: 'metadata.labels["helm.sh/chart"]', target: '1.37' }, line: 9, column: 5, severity: 'error', object: 'Deployment reports' },
        { messageId: 'templateParsed', data: { field: 'spec.containers[0].args[0]', target: '1.37' }, line: 34, column: 14, severity: 'error', object: 'Pod kube-system/kube-scheduler' },
      ],
    },
    {
      fixture: 'invalid.go-template-comment.yaml',
      errors: [{ messageId: 'template', data: { reason: 'unrendered template directive', target: '1.37' }, line: 1, column: 1, severity: 'error' }],
    },
    {
      fixture: 'invalid.syntax.yaml',
      errors: [{ messageId: 'syntax', data: { reason: 'bad indentation of a mapping entry', target: '1.37' }, line: 7, severity: 'error' }],
    },
    {
      fixture: 'invalid.alias-bomb.yaml',
      errors: [{ messageId: 'aliases', data: { reason: 'aliases repeat more than 1,000,000 nodes', target: '1.37' }, line: 2, column: 1, severity: 'error' }],
    },
    {
      name: 'an anchor holding an alias to itself',
      code: 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: loop\ndata: &data\n  self: *data\n',
      errors: [{ messageId: 'aliases', data: { reason: 'an anchor holds an alias to itself, so the document has no end', target: '1.37' }, line: 1, column: 1 }],
    },
  ],
});
