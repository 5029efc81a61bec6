import parseError from '../../../rules/core/parse-error.js';
import { ruleTester } from '../../support/rule-tester.js';

const PARSED_TEMPLATE = (field: string) =>
  `Unrendered template directive at ${field}: this document is a template, not a manifest, and only the fields it spells out were checked.`;

ruleTester(parseError, {
  target: '1.37',
  valid: ['valid.values-and-chart.yaml', 'valid.alert-templates.yaml'],
  invalid: [
    {
      fixture: 'invalid.helm-template.yaml',
      findings: [{ line: 4, column: 9, severity: 'error', release: '1.37', message: 'Unrendered template directive: this document is a template, not a manifest, and was not checked.' }],
    },
    {
      fixture: 'invalid.helm-template-parses.yaml',
      findings: [
        { line: 9, column: 5, severity: 'error', object: 'Deployment reports', message: PARSED_TEMPLATE('metadata.labels["helm.sh/chart"]') },
        { line: 34, column: 14, severity: 'error', object: 'Pod kube-system/kube-scheduler', message: PARSED_TEMPLATE('spec.containers[0].args[0]') },
      ],
    },
    {
      fixture: 'invalid.go-template-comment.yaml',
      findings: [{ line: 1, column: 1, severity: 'error', message: 'Unrendered template directive: this document is a template, not a manifest, and was not checked.' }],
    },
    {
      fixture: 'invalid.syntax.yaml',
      findings: [{ line: 7, severity: 'error', message: 'Not valid YAML (bad indentation of a mapping entry); this document was not checked.' }],
    },
  ],
});
