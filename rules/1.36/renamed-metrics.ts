import type { Path } from '../../src/model.js';
import { groupOf, objectRef } from '../../src/model.js';
import { defineRule } from '../../src/rule.js';
import { isRecord } from '../../src/kube/workloads.js';

/** Metrics renamed in Kubernetes 1.36 (CHANGELOG-1.36), old name -> new name. */
const RENAMED: ReadonlyArray<[string, string]> = [
  ['volume_operation_total_errors', 'volume_operation_errors_total'],
  ['etcd_bookmark_counts', 'etcd_bookmark_total'],
];

/** A metric name as a whole token: not part of a longer name or label. */
const NAME_PATTERNS = RENAMED.map(([oldName, newName]) => ({ oldName, newName, pattern: new RegExp(`(?<![A-Za-z0-9_:])${oldName}(?![A-Za-z0-9_:])`) }));

export default defineRule({
  id: 'renamed-metrics',
  release: '1.36',
  severity: 'warning',
  kinds: ['PrometheusRule', 'ConfigMap'],
  docs: {
    summary: 'Alerting and recording rules, and dashboards kept in ConfigMaps, that query Kubernetes metrics renamed in 1.36.',
    changed:
      'Kubernetes 1.36 renamed two component metrics to follow Prometheus naming conventions (CHANGELOG-1.36): `volume_operation_total_errors` became `volume_operation_errors_total`, and `etcd_bookmark_counts` became `etcd_bookmark_total`.',
    affected:
      'Prometheus Operator `PrometheusRule` objects whose `expr` uses an old name, and ConfigMaps that carry Prometheus rule files or Grafana dashboards mentioning one.',
    why:
      'Once the components run 1.36, a query on the old name finds no series from them. Alerts built on it stop firing without any error, and dashboard panels go empty, so storage or watch-cache problems go unnoticed.',
    fix:
      'Query both names during the upgrade, then only the new one once every component runs 1.36 or later.\n\n' +
      '```yaml\n- alert: VolumeOperationErrors\n  expr: sum(rate(volume_operation_errors_total[5m]) or rate(volume_operation_total_errors[5m])) by (operation_name) > 0\n  for: 15m\n```',
    sources: [
      { title: 'CHANGELOG-1.36: metric renames', url: 'https://github.com/kubernetes/kubernetes/blob/master/CHANGELOG/CHANGELOG-1.36.md' },
      { title: 'Kubernetes Metrics Reference', url: 'https://kubernetes.io/docs/reference/instrumentation/metrics/' },
    ],
    unverified: ['Whether 1.36 still emits the old names next to the new ones for a deprecation period was not read from the 1.36 source; the rule assumes queries should move to the new names.'],
  },
  messages: {
    renamed: '{{where}} queries {{oldName}}, renamed to {{newName}} in Kubernetes 1.36; once the components run 1.36 this query no longer matches their series.',
  },
  fixes: {
    renamed: 'Query {{newName}} (or both names while the upgrade is in progress).',
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
          const name = typeof rule.alert === 'string' ? `alert ${rule.alert}` : typeof rule.record === 'string' ? `recording rule ${rule.record}` : `rule ${j + 1} of group ${i + 1}`;
          report(rule.expr, ['spec', 'groups', i, 'rules', j, 'expr'], `PrometheusRule ${objectRef(obj).name} ${name}`);
        });
      });
    } else if (obj.kind === 'ConfigMap' && group === '' && isRecord(obj.body.data)) {
      for (const [key, value] of Object.entries(obj.body.data)) {
        if (typeof value === 'string') report(value, ['data', key], `ConfigMap ${objectRef(obj).name} key ${key}`);
      }
    }

    function report(text: string, path: Path, where: string): void {
      for (const { oldName, newName, pattern } of NAME_PATTERNS) {
        if (pattern.test(text)) ctx.report(obj, { messageId: 'renamed', path, data: { where, oldName, newName } });
      }
    }
  },
});
