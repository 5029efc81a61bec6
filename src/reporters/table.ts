import { Chalk } from 'chalk';
import Table from 'cli-table3';
import type { Finding, Report, Severity } from '../model.js';
import { SEVERITIES } from '../model.js';
import { countBySeverity } from './json.js';
import type { Reporter, ReporterOptions } from './types.js';

const HEADINGS: Record<Severity, string> = { error: 'ERRORS', warning: 'WARNINGS', info: 'INFO' };

/** Findings grouped by severity, then by object, with file:line, rule id and a one-line message. */
export const tableReporter: Reporter = (report, options) => renderTable(report, options, false);

/** The table with the fix and source columns. */
export const wideReporter: Reporter = (report, options) => renderTable(report, options, true);

function renderTable(report: Report, options: ReporterOptions, wide: boolean): string {
  const chalk = new Chalk({ level: options.color ? 1 : 0 });
  const paint: Record<Severity, (s: string) => string> = { error: chalk.red.bold, warning: chalk.yellow.bold, info: chalk.cyan.bold };
  const out: string[] = [chalk.bold(headline(report))];
  const width = Math.max(80, Number(process.stdout.columns) || 120);
  for (const severity of SEVERITIES) {
    const findings = report.findings.filter((f) => f.severity === severity);
    if (findings.length === 0) continue;
    out.push('', paint[severity](`${HEADINGS[severity]} (${findings.length})`));
    out.push(findingsTable(findings, width, wide, options, chalk));
  }
  if (report.gaps.length > 0) {
    out.push('', chalk.yellow.bold(`NOT CHECKED (${report.gaps.length})`));
    for (const gap of report.gaps) out.push(`  ${gap.what}: ${gap.reason}${gap.rules.length ? ` (weakens ${gap.rules.join(', ')})` : ''}`);
  }
  out.push('', summaryLine(report, chalk));
  return out.join('\n') + '\n';
}

function headline(report: Report): string {
  if (!report.from) return `Upgrade check for Kubernetes ${report.target}`;
  const crossed = report.releases.length ? ` (crosses ${report.releases.join(', ')})` : '';
  return `Upgrade check ${report.from} -> ${report.target}${crossed}`;
}

function findingsTable(findings: Finding[], width: number, wide: boolean, options: ReporterOptions, chalk: InstanceType<typeof Chalk>): string {
  const head = wide ? ['Location', 'Object', 'Rule', 'Message', 'Fix', 'Source'] : ['Location', 'Object', 'Rule', 'Message'];
  const table = new Table({
    head: head.map((h) => chalk.bold(h)),
    style: { head: [], border: [] },
    wordWrap: true,
    wrapOnWordBoundary: false,
    colWidths: columnWidths(width, wide),
  });
  let previousObject = '';
  for (const f of findings) {
    const object = objectLabel(f);
    const row = [locationLabel(f), object === previousObject ? '' : object, f.ruleId, f.message];
    if (wide) row.push(f.fix, sourceOf(f.ruleId, options));
    table.push(row);
    previousObject = object;
  }
  return table.toString();
}

function columnWidths(width: number, wide: boolean): number[] {
  const location = Math.min(40, Math.floor(width * 0.22));
  const object = Math.min(36, Math.floor(width * 0.2));
  const rule = 26;
  const borders = wide ? 19 : 13;
  const rest = Math.max(30, width - location - object - rule - borders);
  if (!wide) return [location, object, rule, rest];
  const message = Math.max(24, Math.floor(rest * 0.45));
  const fix = Math.max(20, Math.floor(rest * 0.35));
  return [location, object, rule, message, fix, Math.max(16, rest - message - fix)];
}

export function locationLabel(f: Finding): string {
  if (f.location) return `${f.location.file}:${f.location.line}`;
  if (f.origin?.type === 'cluster') return `cluster ${f.origin.context}${f.origin.via === 'live' ? '' : ` (${f.origin.via})`}`;
  return '';
}

export function objectLabel(f: Finding): string {
  if (!f.object) return '(file)';
  const ns = f.object.namespace ? `${f.object.namespace}/` : '';
  return `${f.object.kind} ${ns}${f.object.name}`;
}

function sourceOf(ruleId: string, options: ReporterOptions): string {
  const rule = options.rules.find((r) => r.id === ruleId);
  return rule?.docs.sources[0]?.url ?? '';
}

function summaryLine(report: Report, chalk: InstanceType<typeof Chalk>): string {
  const counts = countBySeverity(report.findings);
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const scanned = report.files > 0 ? `${plural(report.objects, 'object')} in ${plural(report.files, 'file')}` : plural(report.objects, 'object');
  const found = report.findings.length === 0 ? chalk.green('no findings') : `${plural(counts.error, 'error')}, ${plural(counts.warning, 'warning')}, ${counts.info} info`;
  return `${scanned} checked against ${report.target}: ${found} (${report.elapsedMs} ms)`;
}
