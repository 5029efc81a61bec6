import parseError from '../../../rules/core/parse-error.js';
import { ruleTester } from '../../support/rule-tester.js';

ruleTester(parseError, {
  target: '1.37',
  valid: ['valid.values-and-chart.yaml'],
  invalid: [
    {
      fixture: 'invalid.helm-template.yaml',
      findings: [{ line: 4, column: 9, severity: 'error', release: '1.37', message: 'Unrendered template directive: this document is a template, not a manifest, and was not checked.' }],
    },
    {
      fixture: 'invalid.syntax.yaml',
      findings: [{ line: 7, severity: 'error', message: 'Not valid YAML (bad indentation of a mapping entry); this document was not checked.' }],
    },
  ],
});
