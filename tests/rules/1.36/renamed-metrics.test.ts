import rule from '../../../rules/1.36/renamed-metrics.js';
import { ruleTester } from '../../support/rule-tester.js';

const renamed = (where: string, oldName: string, newName: string) =>
  `${where} queries ${oldName}, renamed to ${newName} in Kubernetes 1.36; once the components run 1.36 this query no longer matches their series.`;

ruleTester(rule, {
  target: '1.36',
  valid: ['valid.new-names.yaml'],
  invalid: [
    {
      fixture: 'invalid.old-names.yaml',
      findings: [
        { line: 11, column: 11, severity: 'warning', message: renamed('PrometheusRule storage-alerts alert VolumeOperationErrors', 'volume_operation_total_errors', 'volume_operation_errors_total') },
        { line: 16, severity: 'warning', message: renamed('PrometheusRule storage-alerts recording rule apiserver:etcd_bookmark:rate5m', 'etcd_bookmark_counts', 'etcd_bookmark_total') },
        { line: 26, column: 3, severity: 'warning', message: renamed('ConfigMap grafana-dashboard-storage key storage.json', 'volume_operation_total_errors', 'volume_operation_errors_total'), object: 'ConfigMap monitoring/grafana-dashboard-storage' },
      ],
    },
  ],
});
