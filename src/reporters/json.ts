import type { Finding, Report } from '../model.js';
import type { Reporter } from './types.js';

export const JSON_SCHEMA_VERSION = 1;

/** The stable, documented JSON shape (README "JSON output"); other formats derive from the same fields. */
export function toJsonDocument(report: Report, toolVersion: string) {
  return {
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
    },
    findings: report.findings.map((f) => ({
      ruleId: f.ruleId,
      release: f.release,
      severity: f.severity,
      message: f.message,
      object: f.object,
      location: f.location,
      fix: f.fix,
    })),
    gaps: report.gaps,
  };
}

export function countBySeverity(findings: readonly Finding[]): Record<'error' | 'warning' | 'info', number> {
  const counts = { error: 0, warning: 0, info: 0 };
  for (const f of findings) counts[f.severity]++;
  return counts;
}

export const jsonReporter: Reporter = (report, options) => JSON.stringify(toJsonDocument(report, options.toolVersion), null, 2) + '\n';
