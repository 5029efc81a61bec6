import { fingerprintOf } from '../identity.js';
import type { ClusterOrigin, Finding, Report, SuppressedFinding } from '../model.js';
import { exactOf } from '../untrusted-text.js';
import type { GateOptions, ReporterOptions } from './types.js';

export const JSON_SCHEMA_VERSION = 1;

/** The stable, documented JSON shape (README "JSON output"); other formats derive from the same fields. */
export function toJsonDocument(report: Report, toolVersion: string, options: GateOptions = {}) {
  const document = {
    schemaVersion: JSON_SCHEMA_VERSION,
    tool: { name: 'k8s-upgrade-check', version: toolVersion },
    target: report.target,
    from: report.from,
    releases: report.releases,
    summary: {
      objects: report.objects,
      files: report.files,
      findings: report.findings.length,
      bySeverity: countBySeverity(report.findings),
      suppressed: report.suppressed?.length ?? 0,
      // Present only when not zero, as the fields added to schemaVersion 1 below.
      ...(report.unreadable ? { unreadable: report.unreadable } : {}),
      ...(report.notObjects ? { notObjects: report.notObjects } : {}),
      // --severity and --rule left these out of `findings`; the exit code counted them
      ...(report.hidden ? { hidden: report.hidden.count } : {}),
    },
    findings: report.findings.map(findingJson),
    gaps: report.gaps,
  };
  // Added fields of schemaVersion 1: present only when asked for, so existing consumers see no change.
  return {
    ...document,
    ...(options.showSuppressed
      ? { suppressed: (report.suppressed ?? []).map((f: SuppressedFinding) => ({ ...findingJson(f), suppression: f.suppression })) }
      : {}),
    ...(report.baseline ? { baseline: report.baseline } : {}),
    ...(report.hops ? { hops: report.hops } : {}),
    ...(report.cluster ? { cluster: report.cluster } : {}),
    ...(report.clusters ? { clusters: report.clusters } : {}),
    ...(report.prerelease ? { prerelease: report.prerelease } : {}),
  };
}

function findingJson(f: Finding) {
  return {
    ruleId: f.ruleId,
    release: f.release,
    severity: f.severity,
    message: f.message,
    object: f.object,
    location: f.location,
    fix: f.fix,
    ...(f.cluster !== undefined ? { cluster: f.cluster } : {}),
    // What a baseline records and SARIF numbers: the same for two identical findings (the same object twice in a file).
    fingerprint: fingerprintOf(exactOf(f)),
    // Live-cluster findings have no file: they say where in the cluster they were seen instead.
    ...(f.origin?.type === 'cluster' ? { origin: clusterOriginJson(f.origin) } : {}),
    ...(f.group ? { group: f.group } : {}),
  };
}

function clusterOriginJson(origin: ClusterOrigin) {
  return {
    context: origin.context,
    via: origin.via,
    ...(origin.detail ? { detail: origin.detail } : {}),
    ...(origin.helmRelease ? { helmRelease: origin.helmRelease } : {}),
    ...(origin.node ? { node: origin.node } : {}),
  };
}

export function countBySeverity(findings: readonly Finding[]): Record<'error' | 'warning' | 'info', number> {
  const counts = { error: 0, warning: 0, info: 0 };
  for (const f of findings) counts[f.severity]++;
  return counts;
}

export const jsonReporter = (report: Report, options: ReporterOptions & GateOptions): string =>
  JSON.stringify(toJsonDocument(report, options.toolVersion, options), null, 2) + '\n';
