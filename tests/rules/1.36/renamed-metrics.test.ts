import rule from '../../../rules/1.36/renamed-metrics.js';
import { ruleTester } from '../../../src/testing/rule-tester.js';

ruleTester(rule, {
  target: '1.36',
  valid: ['valid.new-names.yaml'],
  invalid: [
    {
      fixture: 'invalid.old-names.yaml',
      errors: [
        {
          messageId: 'renamed',
          data: { where: 'PrometheusRule storage-alerts alert VolumeOperationErrors', oldName: 'volume_operation_total_errors', newName: 'volume_operation_errors_total' },
          line: 11,
          column: 11,
          severity: 'warning',
        },
        {
          messageId: 'renamed',
          data: { where: 'PrometheusRule storage-alerts recording rule apiserver:etcd_bookmark:rate5m', oldName: 'etcd_bookmark_counts', newName: 'etcd_bookmark_total' },
          line: 16,
          severity: 'warning',
        },
        {
          messageId: 'renamed',
          data: { where: 'ConfigMap grafana-dashboard-storage key storage.json', oldName: 'volume_operation_total_errors', newName: 'volume_operation_errors_total' },
          line: 26,
          column: 3,
          severity: 'warning',
          object: 'ConfigMap monitoring/grafana-dashboard-storage',
        },
      ],
    },
  ],
});
