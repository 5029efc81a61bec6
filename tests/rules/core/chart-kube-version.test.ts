import rule from '../../../rules/core/chart-kube-version.js';
import { ruleTester } from '../../../src/testing/rule-tester.js';

const chart = (kubeVersion: string) => `apiVersion: v2\nname: web\nversion: 1.0.0\nkubeVersion: ${JSON.stringify(kubeVersion)}\n`;

ruleTester(rule, {
  target: '1.37',
  valid: [
    'valid.no-kube-version',
    'valid.admits-target',
    // Helm checks only the chart installed, not the charts kept under its charts/.
    'valid.vendored-subchart',
    // On the way to 1.24 the constraint still admits the cluster.
    { fixture: 'invalid.excludes-target', target: '1.24' },
    { name: 'an empty constraint, which Helm does not check', code: chart(''), filename: 'Chart.yaml' },
    { name: 'only a file named Chart.yaml is a chart', code: chart('<1.25.0-0'), filename: 'chart.yaml' },
    { name: 'a hyphen range with -0 bounds', code: chart('1.25.0-0 - 1.40.0-0'), filename: 'Chart.yaml' },
  ],
  invalid: [
    {
      fixture: 'invalid.excludes-target',
      errors: [
        {
          messageId: 'excluded',
          data: { chart: 'cluster-agent', version: '3.4.0', constraint: '>=1.19.0-0 <1.25.0-0', target: '1.37' },
          line: 6,
          column: 1,
          severity: 'error',
          release: '1.37',
          object: 'HelmChartMetadata cluster-agent',
        },
      ],
    },
    {
      fixture: 'invalid.without-prerelease',
      errors: [
        {
          messageId: 'vendorSuffix',
          data: { chart: 'payments', version: '1.0.4', constraint: '>= 1.27.0', target: '1.37', example: 'v1.37.0-eks-1a2b3c' },
          line: 6,
          column: 1,
          severity: 'warning',
          object: 'HelmChartMetadata payments',
        },
      ],
    },
    {
      fixture: 'invalid.unparsable',
      errors: [
        {
          messageId: 'unparsable',
          data: {
            chart: 'reports',
            version: '0.3.0',
            constraint: '>=1.25.0 and <1.40.0',
            target: '1.37',
            reason: 'improper constraint: ">=1.25.0 and <1.40.0"',
          },
          line: 4,
          column: 1,
          severity: 'warning',
          object: 'HelmChartMetadata reports',
        },
      ],
    },
    {
      fixture: 'invalid.not-a-string',
      errors: [
        {
          messageId: 'unparsable',
          data: { chart: 'audit-log', version: '1.1.0', constraint: '1.2', target: '1.37', reason: 'it is a number, not a string' },
          line: 4,
          column: 1,
          severity: 'warning',
          object: 'HelmChartMetadata audit-log',
        },
      ],
    },
    {
      name: 'an upper bound that is a whole minor: <=1.36 takes in 1.36 only',
      code: chart('>=1.25.0-0 <=1.36'),
      filename: 'Chart.yaml',
      errors: [{ messageId: 'excluded', data: { chart: 'web', version: '1.0.0', constraint: '>=1.25.0-0 <=1.36', target: '1.37' }, line: 4, column: 1 }],
    },
    {
      name: 'a caret on the major admits every 1.x, but without -0 not a GKE version',
      code: chart('^1.20.0'),
      filename: 'Chart.yaml',
      errors: [
        {
          messageId: 'vendorSuffix',
          data: { chart: 'web', version: '1.0.0', constraint: '^1.20.0', target: '1.37', example: 'v1.37.0-eks-1a2b3c' },
          line: 4,
          column: 1,
          severity: 'warning',
        },
      ],
    },
  ],
});
