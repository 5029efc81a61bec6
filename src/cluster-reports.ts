/**
 * The report of each cluster on its own, from the report of a live run over one cluster or several:
 * what a Pushgateway group and the metrics of one `cluster` label hold. A cluster that was not
 * checked has no findings to report, only that it was not.
 */
import type { ClusterEntry, ClusterSummary, Report } from './model.js';

export interface ClusterPart {
  entry: ClusterEntry;
  /** Absent for a cluster that was not checked. */
  report?: Report;
}

export function reportsByCluster(report: Report): ClusterPart[] {
  return (report.clusters ?? []).map((entry) => {
    if (!entry.checked) return { entry };
    const mine = <T extends { cluster?: string }>(items: readonly T[] | undefined) => (items ?? []).filter((item) => item.cluster === entry.context);
    return {
      entry,
      report: {
        ...report,
        objects: entry.objects ?? 0,
        findings: mine(report.findings),
        gaps: mine(report.gaps),
        suppressed: mine(report.suppressed),
        elapsedMs: entry.elapsedMs ?? report.elapsedMs,
        clusters: [entry],
      },
    };
  });
}

/** Whether a report is of a live run: one with clusters, checked or not. */
export function isLiveReport(report: Report): boolean {
  return report.clusters !== undefined;
}

/** The entry of a cluster a run checked, from the summary its source gave. */
export function entryOf(report: Report, cluster: Pick<ClusterSummary, 'context' | 'server' | 'version'>): ClusterEntry {
  const { context, server, version } = cluster;
  return {
    context,
    server,
    version,
    reachable: true,
    checked: true,
    objects: report.objects,
    findings: report.findings.length,
    gaps: report.gaps.length,
    elapsedMs: report.elapsedMs,
  };
}
