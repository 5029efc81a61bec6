/**
 * GitHub Actions workflow commands: each finding becomes an annotation on the line of the pull
 * request that causes it. GitHub shows a limited number of annotations per step (10 of each level at
 * the time of writing), so large repositories should also upload SARIF; the plain lines at the end
 * keep the full count in the log.
 */
import type { Finding, Report, Severity } from '../model.js';
import { countBySeverity } from './json.js';
import { locationLabel, objectLabel } from './labels.js';
import type { GateOptions, ReporterOptions } from './types.js';
import type { PathBase } from '../repository.js';
import { relativeToBase } from '../repository.js';

const COMMAND: Record<Severity, 'error' | 'warning' | 'notice'> = { error: 'error', warning: 'warning', info: 'notice' };

/** Escaping of a command's message, as @actions/core does it. */
export function escapeData(value: string): string {
  return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** Escaping of a command's properties (file, title, ...): also `:` and `,`, which separate them. */
export function escapeProperty(value: string): string {
  return escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export function githubReporter(report: Report, options: ReporterOptions & GateOptions): string {
  const lines = report.findings.map((f) => annotation(f, options.pathBase));
  for (const gap of report.gaps) {
    lines.push(
      `::warning title=${escapeProperty('k8s-upgrade-check: not checked')}::${escapeData(`${gap.what}: ${gap.reason}${gap.rules.length ? ` (weakens ${gap.rules.join(', ')})` : ''}`)}`,
    );
  }
  const counts = countBySeverity(report.findings);
  const suppressed = report.suppressed ?? [];
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  lines.push(
    `k8s-upgrade-check: ${plural(report.objects, 'object')} in ${plural(report.files, 'file')} checked against Kubernetes ${report.target}: ${plural(counts.error, 'error')}, ${plural(counts.warning, 'warning')}, ${counts.info} info` +
      (suppressed.length ? `, ${suppressed.length} suppressed` : ''),
  );
  if (options.showSuppressed) {
    for (const f of suppressed) lines.push(`  suppressed ${locationLabel(f)} ${f.ruleId} ${objectLabel(f)}: ${f.suppression.reason} (${f.suppression.source})`);
  }
  if (report.baseline) {
    lines.push(`k8s-upgrade-check: baseline ${report.baseline.file}: ${report.baseline.fixed.length} of its ${report.baseline.known} findings fixed`);
    for (const entry of report.baseline.fixed) lines.push(`  fixed ${entry.file ?? ''} ${entry.ruleId} ${entry.object ?? ''}`.trimEnd());
  }
  return lines.join('\n') + '\n';
}

/**
 * `file=` is relative to the repository root (see `PathBase`), which is what GitHub maps annotations
 * to; only the platform's separator separates, a backslash in a POSIX file name is part of it.
 */
function annotation(f: Finding, pathBase: PathBase | undefined): string {
  const properties: string[] = [];
  if (f.location && f.location.file !== '<stdin>') {
    properties.push(`file=${escapeProperty(relativeToBase(f.location.file, pathBase))}`, `line=${f.location.line}`, `col=${f.location.column}`);
  }
  properties.push(`title=${escapeProperty(f.release === 'core' ? f.ruleId : `${f.ruleId} (Kubernetes ${f.release})`)}`);
  const subject = f.location && f.location.file !== '<stdin>' ? '' : `${locationLabel(f)} ${objectLabel(f)}: `;
  return `::${COMMAND[f.severity]} ${properties.join(',')}::${escapeData(`${subject}${f.message}\n\nFix: ${f.fix}`)}`;
}
