import rule from '../../../rules/1.33/renamed-metrics.js';
import { ruleTester } from '../../../src/testing/rule-tester.js';

ruleTester(rule, {
  target: '1.36',
  valid: [
    'valid.new-names.yaml',
    // The 1.37 changes, apart from the 1.36 drop of the CPU load metric, are not reported for an upgrade to 1.36.
    {
      code: 'apiVersion: monitoring.coreos.com/v1\nkind: PrometheusRule\nmetadata: {name: a}\nspec:\n  groups:\n  - name: g\n    rules:\n    - record: r\n      expr: sum(rate(apiserver_cache_list_total[5m]))\n',
    },
  ],
  invalid: [
    {
      fixture: 'invalid.old-names.yaml',
      errors: [
        {
          messageId: 'renamed',
          data: {
            where: 'PrometheusRule storage-alerts alert VolumeOperationErrors',
            oldName: 'volume_operation_total_errors',
            newName: 'volume_operation_errors_total',
            release: '1.36',
          },
          line: 11,
          column: 11,
          severity: 'warning',
        },
        {
          messageId: 'renamed',
          data: {
            where: 'PrometheusRule storage-alerts recording rule apiserver:etcd_bookmark:rate5m',
            oldName: 'etcd_bookmark_counts',
            newName: 'etcd_bookmark_total',
            release: '1.36',
          },
          line: 16,
          severity: 'warning',
        },
        {
          messageId: 'renamed',
          data: {
            where: 'ConfigMap grafana-dashboard-storage key storage.json',
            oldName: 'volume_operation_total_errors',
            newName: 'volume_operation_errors_total',
            release: '1.36',
          },
          line: 26,
          column: 3,
          severity: 'warning',
          object: 'ConfigMap monitoring/grafana-dashboard-storage',
        },
      ],
    },
  ],
});

ruleTester(rule, {
  target: '1.37',
  valid: [],
  invalid: [
    {
      fixture: 'invalid.1-37.yaml',
      errors: [
        {
          messageId: 'hidden',
          data: {
            where: 'PrometheusRule control-plane recording rule apiserver:cache_list:rate5m',
            oldName: 'apiserver_cache_list_total',
            release: '1.37',
            newName: 'apiserver_storage_list_total{storage="watchcache"}',
            previous: '1.36',
          },
          line: 11,
          column: 11,
          severity: 'warning',
          release: '1.37',
        },
        {
          messageId: 'renamed',
          data: {
            where: 'PrometheusRule control-plane alert ResourceClaimCreationFailing',
            oldName: 'resourceclaim_controller_creates_total',
            release: '1.37',
            newName: 'dynamic_resource_allocation_resourceclaim_creates_total',
          },
          line: 13,
          column: 11,
        },
        {
          messageId: 'removed',
          data: { where: 'PrometheusRule control-plane recording rule node:container_load:avg', oldName: 'container_cpu_load_average_10s', release: '1.36' },
          line: 15,
          column: 11,
          release: '1.36',
        },
        // Every metric of the cAdvisor custom metrics prefix, named as the query writes it.
        {
          messageId: 'removed',
          data: { where: 'ConfigMap grafana-dashboard-nodes key nodes.json', oldName: 'container_application_requests_total', release: '1.37' },
          line: 23,
          column: 3,
        },
        {
          messageId: 'removed',
          data: { where: 'ConfigMap grafana-dashboard-nodes key nodes.json', oldName: 'container_tasks_state', release: '1.37' },
          line: 23,
          column: 3,
        },
      ],
    },
  ],
});

ruleTester(rule, {
  target: '1.34',
  valid: [
    // the 1.34 renames are not reported for an upgrade to 1.33; the 1.33 one is (below)
  ],
  invalid: [
    {
      fixture: 'invalid.1-33-1-34.yaml',
      target: '1.33',
      errors: [
        {
          messageId: 'renamed',
          line: 11,
          release: '1.33',
          data: {
            where: 'PrometheusRule control-plane alert SchedulingSlow',
            oldName: 'pod_scheduling_duration_seconds',
            newName: 'pod_scheduling_sli_duration_seconds',
            release: '1.33',
          },
        },
      ],
    },
    {
      fixture: 'invalid.1-33-1-34.yaml',
      errors: [
        { messageId: 'renamed', line: 11, release: '1.33' },
        {
          messageId: 'renamed',
          line: 13,
          release: '1.34',
          data: {
            where: 'PrometheusRule control-plane recording rule scheduler:cache_size',
            oldName: 'scheduler_scheduler_cache_size',
            newName: 'scheduler_cache_size',
            release: '1.34',
          },
        },
        {
          messageId: 'renamed',
          line: 17,
          release: '1.34',
          data: {
            where: 'PrometheusRule control-plane alert EncryptionReloadFailing',
            oldName: 'apiserver_encryption_config_controller_automatic_reload_failure_total',
            newName: 'apiserver_encryption_config_controller_automatic_reloads_total{status="failure"}',
            release: '1.34',
          },
        },
      ],
    },
  ],
});
