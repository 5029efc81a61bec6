/**
 * The report as Prometheus metrics, in the text exposition format 0.0.4: what a node exporter's
 * textfile collector reads from a file (`--report prometheus=FILE`) and what `--pushgateway` sends.
 *
 * Every series carries the same labels, so that queries and alerts need no `or` for a missing one:
 * `cluster` is the kubeconfig context of a live run and empty for a manifest scan (Prometheus
 * stores an empty label as no label), `target` the version checked against. The count per severity
 * is written for every severity, zeros included, so that an alert on errors resolves once the
 * errors are fixed instead of going stale. Counts are of the findings the report holds: findings
 * suppressed by an ignore, an annotation or the baseline are not counted.
 *
 * Families are in the order of their names and series in the order of their labels, so that two runs
 * over the same input give the same text and a diff of two files shows what changed. No series has a
 * timestamp of its own: neither the Pushgateway nor the textfile collector takes one.
 *
 * Label values come from kubeconfig files and plugins. This reporter is given the report with every
 * value shown safely (see reporters/index.ts), so a control or invisible character arrives as a
 * visible escape such as `\x1b`; the exposition format's own escapes are applied on top of that,
 * and any text passes `promtool check metrics`.
 */
import type { ClusterEntry, Report, Severity } from '../model.js';
import { isLiveReport, reportsByCluster } from '../cluster-reports.js';
import type { ClusterPart } from '../cluster-reports.js';
import { SEVERITIES, byText } from '../model.js';
import { displayText } from '../untrusted-text.js';
import type { GateOptions, ReporterOptions } from './types.js';

/** The name every metric starts with. */
export const METRIC_PREFIX = 'k8s_upgrade_check_';

export interface PrometheusOptions extends ReporterOptions, GateOptions {
  /** When the report was made, in milliseconds since the epoch; by default, now. */
  madeAt?: number;
}

type Labels = Record<string, string>;

interface Family {
  name: string;
  help: string;
  series: { labels: Labels; value: number }[];
}

export function prometheusReporter(report: Report, options: PrometheusOptions): string {
  const madeAt = options.madeAt ?? Date.now();
  const parts: Partial<ClusterPart>[] = isLiveReport(report) ? reportsByCluster(report) : [{ report }];
  const families = new Map<string, Family>();
  const add = (family: Family) => {
    const known = families.get(family.name);
    if (known) known.series.push(...family.series);
    else families.set(family.name, { ...family, series: [...family.series] });
  };
  for (const part of parts) {
    if (part.report) for (const family of runFamilies(part.report, madeAt)) add(family);
    if (part.entry) add(reachableFamily(part.entry));
  }
  add({
    name: 'info',
    help: 'The version of k8s-upgrade-check that made the metrics; always 1.',
    series: [{ labels: { version: options.toolVersion }, value: 1 }],
  });
  return [...families.values()]
    .sort((a, b) => byText(a.name, b.name))
    .map(familyText)
    .join('');
}

/** The families of one cluster's run, or of a manifest scan. */
function runFamilies(report: Report, madeAt: number): Family[] {
  const run: Labels = { cluster: clusterLabel(report), target: report.target };
  const bySeverity = new Map<Severity, number>(SEVERITIES.map((severity) => [severity, 0]));
  const byRule = new Map<string, { labels: Labels; value: number }>();
  for (const finding of report.findings) {
    bySeverity.set(finding.severity, (bySeverity.get(finding.severity) ?? 0) + 1);
    const key = `${finding.ruleId}\0${finding.severity}`;
    const counted = byRule.get(key);
    if (counted) counted.value++;
    else byRule.set(key, { labels: { ...run, rule: finding.ruleId, severity: finding.severity }, value: 1 });
  }
  return [
    {
      name: 'findings',
      help: 'Findings of the last run, by rule and severity; a rule without findings has no series.',
      series: [...byRule.values()],
    },
    {
      name: 'findings_by_severity',
      help: 'Findings of the last run, by severity; zero when there are none, so that alerts resolve.',
      series: [...bySeverity].map(([severity, value]) => ({ labels: { ...run, severity }, value })),
    },
    { name: 'objects_checked', help: 'Kubernetes objects the last run checked.', series: [{ labels: run, value: report.objects }] },
    {
      name: 'coverage_gaps',
      help: 'Coverage gaps of the last run: what it could not see or judge, each weakening some rules.',
      series: [{ labels: run, value: report.gaps.length }],
    },
    { name: 'run_duration_seconds', help: 'How long the last run took.', series: [{ labels: run, value: report.elapsedMs / 1000 }] },
    {
      name: 'last_run_timestamp_seconds',
      help: 'When the last run made its report, in seconds since the Unix epoch.',
      series: [{ labels: run, value: madeAt / 1000 }],
    },
  ];
}

export const REACHABLE_FAMILY = 'cluster_reachable';

/** Written for every cluster of a live run, checked or not: 0 is what an alert on an unreachable cluster reads. */
function reachableFamily(entry: ClusterEntry): Family {
  return {
    name: REACHABLE_FAMILY,
    help: 'Whether the last run reached the cluster (1) or not (0); written by live runs only.',
    series: [{ labels: { cluster: displayText(entry.context) }, value: entry.reachable ? 1 : 0 }],
  };
}

/**
 * The `cluster` label of a report of one cluster: its context as reports show it, or empty for a
 * manifest scan. The Pushgateway's grouping key must name the same value as the metrics it is sent with.
 */
export function clusterLabel(report: Report): string {
  return report.clusters?.length === 1 ? displayText(report.clusters[0].context) : '';
}

function familyText(family: Family): string {
  const name = METRIC_PREFIX + family.name;
  const lines = family.series.map((series) => `${name}${labelsText(series.labels)} ${valueText(series.value)}`).sort(byText);
  return `# HELP ${name} ${family.help}\n# TYPE ${name} gauge\n${lines.map((line) => `${line}\n`).join('')}`;
}

function labelsText(labels: Labels): string {
  const names = Object.keys(labels).sort(byText);
  return `{${names.map((name) => `${name}="${escapeLabelValue(labels[name])}"`).join(',')}}`;
}

/** The three escapes a label value has in the exposition format; any other escape is a parse error there. */
export function escapeLabelValue(value: string): string {
  return value.replace(/[\\"\n]/g, (character) => (character === '\n' ? '\\n' : `\\${character}`));
}

function valueText(value: number): string {
  return Number.isFinite(value) ? String(value) : Number.isNaN(value) ? 'NaN' : value > 0 ? '+Inf' : '-Inf';
}
