import type { Path } from '../../src/model.js';
import { groupOf, objectRef } from '../../src/model.js';
import { defineRule } from '../../src/rule.js';
import { isRecord } from '../../src/kube/workloads.js';
import { compareMinor, previousMinor } from '../../src/versions.js';

type Change = 'renamed' | 'hidden' | 'removed';

interface MetricChange {
  /** The release whose components stop exposing the old name. */
  release: string;
  change: Change;
  oldName: string;
  /** A name that ends in `_` stands for every metric it starts (`container_application_*`). */
  prefix?: true;
  /** The name to query instead; for a hidden metric, with the label that selects the same series. */
  newName?: string;
}

/**
 * Component metrics whose names stop matching after an upgrade, by release (CHANGELOG-1.33 to CHANGELOG-1.36,
 * CHANGELOG-1.37 v1.37.0-alpha.1 and the 1.37 release notes draft; the PR of each is in the docs).
 */
const CHANGES: readonly MetricChange[] = [
  { release: '1.33', change: 'renamed', oldName: 'pod_scheduling_duration_seconds', newName: 'pod_scheduling_sli_duration_seconds' },
  { release: '1.34', change: 'renamed', oldName: 'scheduler_scheduler_cache_size', newName: 'scheduler_cache_size' },
  {
    release: '1.34',
    change: 'renamed',
    oldName: 'apiserver_encryption_config_controller_automatic_reload_success_total',
    newName: 'apiserver_encryption_config_controller_automatic_reloads_total{status="success"}',
  },
  {
    release: '1.34',
    change: 'renamed',
    oldName: 'apiserver_encryption_config_controller_automatic_reload_failure_total',
    newName: 'apiserver_encryption_config_controller_automatic_reloads_total{status="failure"}',
  },
  { release: '1.36', change: 'renamed', oldName: 'volume_operation_total_errors', newName: 'volume_operation_errors_total' },
  { release: '1.36', change: 'renamed', oldName: 'etcd_bookmark_counts', newName: 'etcd_bookmark_total' },
  { release: '1.36', change: 'removed', oldName: 'container_cpu_load_average_10s' },
  { release: '1.36', change: 'removed', oldName: 'container_cpu_load_d_average_10s' },
  { release: '1.37', change: 'hidden', oldName: 'apiserver_cache_list_total', newName: 'apiserver_storage_list_total{storage="watchcache"}' },
  {
    release: '1.37',
    change: 'hidden',
    oldName: 'apiserver_cache_list_fetched_objects_total',
    newName: 'apiserver_storage_list_fetched_objects_total{storage="watchcache"}',
  },
  {
    release: '1.37',
    change: 'hidden',
    oldName: 'apiserver_cache_list_returned_objects_total',
    newName: 'apiserver_storage_list_returned_objects_total{storage="watchcache"}',
  },
  { release: '1.37', change: 'renamed', oldName: 'resourceclaim_controller_creates_total', newName: 'dynamic_resource_allocation_resourceclaim_creates_total' },
  { release: '1.37', change: 'renamed', oldName: 'scheduler_resourceclaim_creates_total', newName: 'dynamic_resource_allocation_resourceclaim_creates_total' },
  { release: '1.37', change: 'renamed', oldName: 'resourceclaim_controller_resource_claims', newName: 'dynamic_resource_allocation_resource_claims' },
  { release: '1.37', change: 'removed', oldName: 'container_tasks_state' },
  { release: '1.37', change: 'removed', oldName: 'container_application_', prefix: true },
];

/** A metric name as a whole token, with the series a histogram or summary adds: not part of a longer name or label. */
const NAME_PATTERNS = CHANGES.map((c) => ({
  ...c,
  pattern: new RegExp(`(?<![A-Za-z0-9_:])${c.oldName}${c.prefix ? '[A-Za-z0-9_:]*' : '(?:_bucket|_sum|_count)?(?![A-Za-z0-9_:])'}`),
}));

export default defineRule({
  id: 'renamed-metrics',
  release: '1.33',
  severity: 'warning',
  kinds: ['PrometheusRule', 'ConfigMap'],
  docs: {
    summary: 'Alerting and recording rules, and dashboards kept in ConfigMaps, that query Kubernetes metrics renamed, hidden or dropped from 1.33 to 1.37.',
    changed:
      "Kubernetes 1.33 removed kube-scheduler's deprecated `pod_scheduling_duration_seconds` in favour of `pod_scheduling_sli_duration_seconds` (kubernetes/kubernetes#128906). Kubernetes 1.34 removed `scheduler_scheduler_cache_size` in favour of `scheduler_cache_size` (#131425, deprecated in 1.33 by #128810) and kube-apiserver's `apiserver_encryption_config_controller_automatic_reload_success_total` and `_failure_total` in favour of `apiserver_encryption_config_controller_automatic_reloads_total` with a `status` label (#132238).\n\n" +
      'Kubernetes 1.36 renamed two component metrics to follow Prometheus naming conventions: `volume_operation_total_errors` became `volume_operation_errors_total` (kubernetes/kubernetes#136399) and `etcd_bookmark_counts` became `etcd_bookmark_total` (#136483); the kubelet stopped exporting the cAdvisor CPU load metrics `container_cpu_load_average_10s` and `container_cpu_load_d_average_10s` (#134981).\n\n' +
      'Kubernetes 1.37 hides the deprecated alpha metrics `apiserver_cache_list_total`, `apiserver_cache_list_fetched_objects_total` and `apiserver_cache_list_returned_objects_total` by default: the unified `apiserver_storage_list_*` metrics with `storage="watchcache"` replace them (#139154, labels from #139125). The DRA metrics move to the `dynamic_resource_allocation` subsystem: `resourceclaim_controller_creates_total` and `scheduler_resourceclaim_creates_total` become `dynamic_resource_allocation_resourceclaim_creates_total`, and `resourceclaim_controller_resource_claims` becomes `dynamic_resource_allocation_resource_claims` (#138542). The kubelet, now built on cAdvisor\'s smaller library, no longer exports `container_tasks_state` nor the cAdvisor custom `container_application_*` metrics (#139870).',
    affected:
      'Prometheus Operator `PrometheusRule` objects whose `expr` uses an old name, and ConfigMaps that carry Prometheus rule files or Grafana dashboards mentioning one. Each change is reported for upgrades that reach its release.',
    why: 'Once the components run the new release, a query on the old name finds no series from them. Alerts built on it stop firing without any error, and dashboard panels go empty, so storage, watch-cache or DRA problems go unnoticed.',
    fix:
      'Query both names during the upgrade, then only the new one once every component runs the new release. A hidden metric can be shown again for one release with `--show-hidden-metrics-for-version=1.36` on kube-apiserver 1.37 (only the previous minor is accepted), while the queries move. A dropped metric has no replacement: remove the query.\n\n' +
      '```yaml\n- alert: VolumeOperationErrors\n  expr: sum(rate(volume_operation_errors_total[5m]) or rate(volume_operation_total_errors[5m])) by (operation_name) > 0\n  for: 15m\n- record: apiserver:watchcache_list:rate5m\n  expr: sum(rate(apiserver_storage_list_total{storage="watchcache"}[5m])) by (resource)\n```',
    sources: [
      { title: 'CHANGELOG-1.36: metric renames', url: 'https://github.com/kubernetes/kubernetes/blob/master/CHANGELOG/CHANGELOG-1.36.md' },
      {
        title: 'CHANGELOG-1.37 (v1.37.0-alpha.1): apiserver_cache_list_* hidden (#139154), DRA metrics renamed (#138542)',
        url: 'https://github.com/kubernetes/kubernetes/blob/master/CHANGELOG/CHANGELOG-1.37.md',
      },
      { title: 'kubernetes/kubernetes#139870: kubelet: depend on github.com/google/cadvisor/lib', url: 'https://github.com/kubernetes/kubernetes/pull/139870' },
      { title: 'Kubernetes Metrics Reference', url: 'https://kubernetes.io/docs/reference/instrumentation/metrics/' },
      {
        title: 'Show hidden metrics (Kubernetes metrics stability)',
        url: 'https://kubernetes.io/docs/concepts/cluster-administration/system-metrics/#show-hidden-metrics',
      },
    ],
    unverified: [
      'Whether 1.36 still emits the old names next to the new ones for a deprecation period was not read from the 1.36 source; the rule assumes queries should move to the new names.',
      'The 1.37 changes come from the v1.37.0-alpha.1 CHANGELOG and the 1.37 release notes draft (#139870 only from the draft). That the `apiserver_cache_list_*` metrics are hidden already in 1.37 follows from their `DeprecatedVersion: "1.37.0"` and component-base\'s zero-release deprecation period for alpha metrics, read in development copies of the code.',
      'The 1.36 notes (#134981) name the dropped CPU load metrics and a "cpu_tasks_state" metric; `container_tasks_state` is listed under 1.37, where #139870 names it.',
    ],
  },
  // one expression can query several renamed metrics
  identity: { renamed: ['oldName'], hidden: ['oldName'], removed: ['oldName'] },
  messages: {
    renamed:
      '{{where}} queries {{oldName}}, renamed to {{newName}} in Kubernetes {{release}}; once the components run {{release}} this query no longer matches their series.',
    hidden:
      '{{where}} queries {{oldName}}, a deprecated alpha metric that Kubernetes {{release}} no longer exposes by default; query {{newName}} instead (--show-hidden-metrics-for-version={{previous}} shows it again on kube-apiserver {{release}} only).',
    removed: '{{where}} queries {{oldName}}, which the kubelet no longer exports from Kubernetes {{release}}; the query will find no series.',
  },
  fixes: {
    renamed: 'Query {{newName}} (or both names while the upgrade is in progress).',
    hidden: 'Query {{newName}} (or both while the upgrade is in progress).',
    removed: 'Remove the query on {{oldName}}: the metric has no replacement.',
  },
  check(obj, ctx) {
    const group = groupOf(obj.apiVersion);
    if (obj.kind === 'PrometheusRule' && group === 'monitoring.coreos.com') {
      const groups = isRecord(obj.body.spec) ? obj.body.spec.groups : undefined;
      if (!Array.isArray(groups)) return;
      groups.forEach((ruleGroup, i) => {
        const rules = isRecord(ruleGroup) ? ruleGroup.rules : undefined;
        if (!Array.isArray(rules)) return;
        rules.forEach((rule, j) => {
          if (!isRecord(rule) || typeof rule.expr !== 'string') return;
          const name =
            typeof rule.alert === 'string'
              ? `alert ${rule.alert}`
              : typeof rule.record === 'string'
                ? `recording rule ${rule.record}`
                : `rule ${j + 1} of group ${i + 1}`;
          report(rule.expr, ['spec', 'groups', i, 'rules', j, 'expr'], `PrometheusRule ${objectRef(obj).name} ${name}`);
        });
      });
    } else if (obj.kind === 'ConfigMap' && group === '' && isRecord(obj.body.data)) {
      for (const [key, value] of Object.entries(obj.body.data)) {
        if (typeof value === 'string') report(value, ['data', key], `ConfigMap ${objectRef(obj).name} key ${key}`);
      }
    }

    function report(text: string, path: Path, where: string): void {
      for (const { release, change, oldName, prefix, newName, pattern } of NAME_PATTERNS) {
        if (compareMinor(release, ctx.target) > 0) continue;
        const found = pattern.exec(text);
        if (!found) continue;
        const data: Record<string, string> = { where, oldName: prefix ? found[0] : oldName, release };
        if (newName) data.newName = newName;
        if (change === 'hidden') data.previous = previousMinor(release);
        ctx.report(obj, { messageId: change, path, release, data });
      }
    }
  },
});
