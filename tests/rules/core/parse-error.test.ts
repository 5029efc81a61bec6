import { expect, it } from 'vitest';
import parseError from '../../../rules/core/parse-error.js';
import { ruleTester, runRuleOnFixture } from '../../../src/testing/rule-tester.js';

ruleTester(parseError, {
  target: '1.37',
  valid: ['valid.values-and-chart.yaml', 'valid.alert-templates.yaml', 'valid.anchors.yaml'],
  invalid: [
    {
      fixture: 'invalid.helm-template.yaml',
      errors: [
        { messageId: 'template', data: { reason: 'unrendered template directive', target: '1.37' }, line: 4, column: 9, severity: 'error', release: '1.37' },
      ],
    },
    {
      fixture: 'invalid.helm-template-parses.yaml',
      errors: [
        {
          messageId: 'templateParsed',
          data: { field: 'metadata.labels["helm.sh/chart"]', target: '1.37' },
          line: 9,
          column: 5,
          severity: 'error',
          object: 'Deployment reports',
        },
        {
          messageId: 'templateParsed',
          data: { field: 'spec.containers[0].args[0]', target: '1.37' },
          line: 34,
          column: 14,
          severity: 'error',
          object: 'Pod kube-system/kube-scheduler',
        },
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
      errors: [
        { messageId: 'aliases', data: { reason: 'an anchor holds an alias to itself, so the document has no end', target: '1.37' }, line: 1, column: 1 },
      ],
    },
    {
      // templates/ of a chart and of its subchart under charts/: one warning for the chart, on its Chart.yaml;
      // crds/ and values.yaml are plain YAML, and a template whose directives are all quoted reads as one
      name: 'a Helm chart directory',
      fixture: 'invalid.chart',
      errors: [
        {
          messageId: 'chart',
          data: {
            chart: 'shop',
            directory: 'invalid.chart',
            release: 'shop',
            chartPath: 'invalid.chart',
            templates: '3 templates',
            detail: '2 are not YAML until rendered and were not checked; 1 was checked only in the fields it spells out',
            target: '1.37',
          },
          line: 1,
          column: 1,
          severity: 'warning',
          release: '1.37',
        },
      ],
    },
    {
      // only templates/ is rendered by Helm: a template elsewhere in a chart is reported as its own file
      name: 'a template outside the templates of a chart',
      fixture: 'invalid.template-next-to-a-chart',
      errors: [
        { messageId: 'templateParsed', data: { field: 'spec.backoffLimit', target: '1.37' }, line: 6, column: 3, severity: 'error', object: 'Job migrate' },
      ],
    },
    {
      fixture: 'invalid.not-a-manifest.md',
      errors: [{ messageId: 'notManifest', data: { reason: 'its extension .md is not .yaml, .yml or .json' }, line: 1, column: 1, severity: 'info' }],
    },
  ],
});

it("gives a chart's render command for the target, and its message in full", () => {
  const [finding] = runRuleOnFixture(parseError, 'invalid.chart', { target: '1.36' });
  expect(finding.message).toBe(
    'Helm chart shop is not rendered: 3 templates could only be partly checked (2 are not YAML until rendered and were not checked; 1 was checked only in the fields it spells out).',
  );
  expect(finding.fix).toBe(
    'Render the chart for the target and check the output: helm template shop invalid.chart --kube-version 1.36 | k8s-upgrade-check --target 1.36 -f -',
  );
  expect(finding.location).toEqual({ file: 'invalid.chart/Chart.yaml', line: 1, column: 1 });
});
