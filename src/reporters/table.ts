import { Chalk } from 'chalk';
import type { Finding, Report, Severity } from '../model.js';
import { SEVERITIES } from '../model.js';
import { countBySeverity } from './json.js';
import { locationLabel, objectLabel } from './labels.js';
import type { Reporter, ReporterOptions } from './types.js';

type Paint = InstanceType<typeof Chalk>;

const HEADINGS: Record<Severity, string> = { error: 'ERRORS', warning: 'WARNINGS', info: 'INFO' };

/** Findings grouped by severity, then by object: file:line, rule id and the message's first sentence. */
export const tableReporter: Reporter = (report, options) => renderTable(report, options, false);

/** The same grouping with the whole message, the fix and the rule's first source. */
export const wideReporter: Reporter = (report, options) => renderTable(report, options, true);

function renderTable(report: Report, options: ReporterOptions, wide: boolean): string {
  const chalk = new Chalk({ level: options.color ? 1 : 0 });
  const paint: Record<Severity, (s: string) => string> = { error: chalk.red.bold, warning: chalk.yellow.bold, info: chalk.cyan.bold };
  const width = Math.max(80, Number(process.stdout.columns) || 120);
  const out: string[] = [chalk.bold(headline(report))];
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
  const cluster = report.cluster ? `\nCluster: context ${report.cluster.context} (${report.cluster.server}), Kubernetes ${report.cluster.version}` : '';
  if (!report.from) return `Upgrade check for Kubernetes ${report.target}${cluster}`;
  const crossed = report.releases.length ? ` (crosses ${report.releases.join(', ')})` : '';
  return `Upgrade check ${report.from} -> ${report.target}${crossed}${cluster}${hopsLine(report)}`;
}

/** A control plane cannot skip minors: 1.34 -> 1.37 is three upgrades, each its own step. */
function hopsLine(report: Report): string {
  const hops = report.hops ?? [];
  if (hops.length === 0) return '';
  const upgrades = hops.length === 1 ? '1 control-plane upgrade' : `${hops.length} control-plane upgrades`;
  return `\n${upgrades}: ${hops.map((h) => `${h.from} -> ${h.to}`).join(', ')}`;
}

/**
 * One block per object, one entry per finding: `file:line  rule-id  message`, the message wrapped
 * under the entry when the line would be too long, so that long paths never squeeze it.
 */
function findingsTable(findings: Finding[], width: number, wide: boolean, options: ReporterOptions, chalk: Paint): string {
  const lines: string[] = [];
  let previousObject: string | undefined;
  for (const f of findings) {
    const object = objectLabel(f);
    if (object !== previousObject) lines.push(`  ${chalk.bold(object)}`);
    previousObject = object;
    const head = `    ${locationLabel(f)}  ${f.ruleId}`;
    const message = wide ? wideMessage(f, options) : firstSentence(f.message);
    const inline = `${head}  ${message}`;
    if (!message.includes('\n') && inline.length <= width) {
      lines.push(`    ${locationLabel(f)}  ${chalk.dim(f.ruleId)}  ${message}`);
      continue;
    }
    lines.push(`    ${locationLabel(f)}  ${chalk.dim(f.ruleId)}`);
    for (const paragraph of message.split('\n')) lines.push(...wrap(paragraph, width - 6).map((l) => `      ${l}`));
  }
  return lines.join('\n');
}

/** Greedy word wrap; a word longer than the width gets a line of its own rather than being cut. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function wideMessage(f: Finding, options: ReporterOptions): string {
  const source = options.rules.find((r) => r.id === f.ruleId)?.docs.sources[0]?.url;
  return [f.message, `fix: ${f.fix}`, ...(source ? [`source: ${source}`] : [])].join('\n');
}

/** The message up to its first full stop: enough for a scan of the table; JSON and `wide` carry the rest. */
function firstSentence(message: string): string {
  const match = /^(.+?[.!?])\s+(?=[A-Z(])/.exec(message);
  return match ? match[1] : message;
}

function summaryLine(report: Report, chalk: Paint): string {
  const counts = countBySeverity(report.findings);
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const scanned = report.files > 0 ? `${plural(report.objects, 'object')} in ${plural(report.files, 'file')}` : plural(report.objects, 'object');
  const found = report.findings.length === 0 ? chalk.green('no findings') : `${plural(counts.error, 'error')}, ${plural(counts.warning, 'warning')}, ${counts.info} info`;
  return `${scanned} checked against ${report.target}: ${found} (${report.elapsedMs} ms)${unreadLine(report, plural)}`;
}

/** What the run read but did not check: files it could not read, documents that were no object. */
function unreadLine(report: Report, plural: (n: number, word: string) => string): string {
  const parts = [
    report.unreadable ? `${plural(report.unreadable, 'path')} could not be read (see read-error)` : '',
    report.notObjects ? (report.notObjects === 1 ? '1 document was not a Kubernetes object and was left alone' : `${report.notObjects} documents were not Kubernetes objects and were left alone`) : '',
  ].filter(Boolean);
  return parts.length ? `\n${parts.join('; ')}` : '';
}
