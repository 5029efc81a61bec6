/**
 * A pull-request comment: what the upgrade breaks at a glance (summary table), then the findings
 * by release and rule. Long lists are folded into <details> so the comment stays readable, and the
 * whole comment stays under GitHub's 65,536-character limit.
 */
import type { Finding, Report, Severity } from '../model.js';
import { SEVERITIES } from '../model.js';
import { compareMinor } from '../versions.js';
import type { FailOnLevel } from '../cli-names.js';
import { failsAt } from '../cli-names.js';
import { countBySeverity } from './json.js';
import { ruleHelpUri } from './sarif.js';
import { locationLabel, objectLabel } from './labels.js';
import type { GateOptions, ReporterOptions } from './types.js';

/** Lets a bot find and update its previous comment instead of adding a new one. */
export const COMMENT_MARKER = '<!-- k8s-upgrade-check -->';
/** Rule groups with more findings than this are folded. */
const FOLD_AFTER = 5;
/** GitHub's comment limit is 65,536 characters; what is left is room for closing tags and the last line. */
const MAX_LENGTH = 63_000;

const ICON: Record<Severity, string> = { error: '❌', warning: '⚠️', info: 'ℹ️' };

/** The comment's lines; list items that would take it past the limit are left out and counted. */
class Comment {
  private readonly lines: string[] = [];
  private length = 0;
  omitted = 0;

  get full(): boolean {
    return this.omitted > 0;
  }

  push(...lines: string[]): void {
    for (const line of lines) {
      this.lines.push(line);
      this.length += line.length + 1;
    }
  }

  item(line: string): void {
    if (this.full || this.length + line.length + 1 > MAX_LENGTH) this.omitted++;
    else this.push(line);
  }

  /** A list under a heading; skipped whole, and counted, once the comment is full. */
  section(head: string[], items: string[], foot: string[] = []): void {
    if (this.full) {
      this.omitted += items.length;
      return;
    }
    this.push(...head);
    for (const item of items) this.item(item);
    this.push(...foot);
  }

  text(): string {
    const tail = this.full
      ? ['', `…and ${this.omitted} more not shown: the comment would be too long. Run with \`-o sarif\` or \`-o json\` for everything.`]
      : [];
    return [...this.lines, ...tail].join('\n') + '\n';
  }
}

export function markdownReporter(report: Report, options: ReporterOptions & GateOptions): string {
  const comment = new Comment();
  comment.push(COMMENT_MARKER, `### k8s-upgrade-check: ${heading(report)}`, '', summaryLine(report, options.failOn ?? 'error'));
  for (const p of report.prerelease ?? []) comment.push('', `> **Pre-release data:** ${escapeMarkdown(p.notice)}`);
  if (report.findings.length > 0) {
    comment.push('', '| Release | Rule | Severity | Findings |', '| --- | --- | --- | ---: |');
    for (const group of groups(report.findings)) {
      comment.push(
        `| ${group.release === 'core' ? 'any' : group.release} | ${ruleLink(group.ruleId)} | ${ICON[group.severity]} ${group.severity} | ${group.findings.length} |`,
      );
    }
    details(comment, report.findings, options);
  }
  if (report.gaps.length > 0) {
    comment.section(
      ['', '**Not checked**', ''],
      report.gaps.map(
        (gap) => `- ${escapeMarkdown(gap.what)}: ${escapeMarkdown(gap.reason)}${gap.rules.length ? ` (weakens ${gap.rules.map(ruleLink).join(', ')})` : ''}`,
      ),
    );
  }
  const suppressed = report.suppressed ?? [];
  if (options.showSuppressed && suppressed.length > 0) {
    comment.section(
      ['', `<details><summary>${suppressed.length} suppressed</summary>`, ''],
      suppressed.map(
        (f) =>
          `- ${place(f)} ${ruleLink(f.ruleId)} ${escapeMarkdown(objectLabel(f))}: ${escapeMarkdown(f.suppression.reason)} (${escapeMarkdown(f.suppression.source)})`,
      ),
      ['', '</details>'],
    );
  }
  if (report.baseline && report.baseline.fixed.length > 0) {
    comment.section(
      ['', `<details><summary>${report.baseline.fixed.length} fixed since the baseline was recorded</summary>`, ''],
      report.baseline.fixed.map(
        (entry) =>
          `- ${entry.file ? `\`${entry.file}\` ` : ''}${ruleLink(entry.ruleId)} ${escapeMarkdown(entry.object ?? '')}: ${escapeMarkdown(entry.message)}`,
      ),
      ['', '</details>'],
    );
  }
  return comment.text();
}

function heading(report: Report): string {
  if (!report.from) return `upgrade to Kubernetes ${report.target}`;
  return `upgrade from Kubernetes ${report.from} to ${report.target}`;
}

function summaryLine(report: Report, failOn: FailOnLevel): string {
  const counts = countBySeverity(report.findings);
  const scanned = `${report.objects} ${plural(report.objects, 'object')}${report.files > 0 ? ` from ${report.files} ${plural(report.files, 'file')}` : ''}`;
  const crossed = report.from && report.releases.length > 0 ? ` The upgrade crosses ${report.releases.join(', ')}.` : '';
  const extra: string[] = [];
  if (report.suppressed?.length) extra.push(`${report.suppressed.length} suppressed`);
  if (report.baseline)
    extra.push(`compared with the baseline \`${report.baseline.file}\` (${report.baseline.known} known, ${report.baseline.fixed.length} fixed)`);
  const tail = extra.length ? ` ${capitalize(extra.join('; '))}.` : '';
  if (report.findings.length === 0) return `✅ No findings in ${scanned}.${crossed}${tail}`;
  const found = SEVERITIES.map((s) =>
    counts[s] > 0 ? `**${counts[s]} ${s === 'info' ? 'info' : plural(counts[s], s)}**` : `${counts[s]} ${s === 'info' ? 'info' : plural(counts[s], s)}`,
  );
  // The status a reviewer looks for first: does this block the merge?
  const status = report.findings.some((f) => failsAt(f.severity, failOn)) ? `❌ Fails --fail-on ${failOn}:` : `✅ Passes --fail-on ${failOn}:`;
  return `${status} ${found.join(', ')} in ${scanned}.${crossed}${tail}`;
}

interface Group {
  release: string;
  ruleId: string;
  severity: Severity;
  findings: Finding[];
}

/** Oldest release first (that is what breaks first on the way up), then the worst severity, then rule id. */
function groups(findings: readonly Finding[]): Group[] {
  const byKey = new Map<string, Group>();
  for (const f of findings) {
    const key = `${f.release}\u0000${f.ruleId}`;
    const group = byKey.get(key);
    if (group) {
      group.findings.push(f);
      if (rank(f.severity) < rank(group.severity)) group.severity = f.severity;
    } else {
      byKey.set(key, { release: f.release, ruleId: f.ruleId, severity: f.severity, findings: [f] });
    }
  }
  return [...byKey.values()].sort(
    (a, b) => releaseOrder(a.release, b.release) || rank(a.severity) - rank(b.severity) || (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0),
  );
}

/** The findings by release, then rule, each rule's list folded when long. */
function details(comment: Comment, findings: readonly Finding[], options: ReporterOptions): void {
  let release: string | undefined;
  const described = new Set<string>();
  for (const group of groups(findings)) {
    const head: string[] = [];
    if (group.release !== release) {
      release = group.release;
      head.push('', release === 'core' ? '#### Not tied to a release' : `#### Kubernetes ${release}`);
    }
    // A rule spanning several releases (removed-api) is described once.
    const rule = described.has(group.ruleId) ? undefined : options.rules.find((r) => r.id === group.ruleId);
    described.add(group.ruleId);
    head.push('', `${ruleLink(group.ruleId)} (${group.findings.length})${rule ? `: ${escapeMarkdown(rule.docs.summary)}` : ''}`, '');
    const fold = group.findings.length > FOLD_AFTER;
    const items = group.findings.map((f) => {
      // Findings about a whole file (parse errors) have no object to name beside the file.
      const subject = f.object || !f.location ? `${escapeMarkdown(objectLabel(f))}: ` : '';
      return `- ${ICON[f.severity]} ${place(f)} ${subject}${escapeMarkdown(f.message)}<br>Fix: ${escapeMarkdown(f.fix)}`;
    });
    comment.section(fold ? [...head, `<details><summary>${group.findings.length} findings</summary>`, ''] : head, items, fold ? ['', '</details>'] : []);
  }
}

function place(f: Finding): string {
  const label = locationLabel(f);
  return label ? code(label) : '';
}

function ruleLink(ruleId: string): string {
  return `[\`${ruleId}\`](${ruleHelpUri(ruleId)})`;
}

function code(value: string): string {
  return value.includes('`') ? `\`\` ${value} \`\`` : `\`${value}\``;
}

/**
 * Keeps text as text: `<none>` would otherwise vanish as an HTML tag, and a name such as
 * `[Approve](https://example.com)` or `![x](https://example.com/pixel)` become a link or an image in
 * the comment (backslashes are doubled first, so that none of them escapes a bracket). Code spans are
 * already literal.
 */
function escapeMarkdown(value: string): string {
  return value
    .replace(/[\r\n]+/g, ' ')
    .trim()
    .split(/(`[^`]*`)/)
    .map((part, i) =>
      i % 2 === 1 ? part : part.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\\/g, '\\\\').replace(/[[\]]/g, '\\$&'),
    )
    .join('');
}

function releaseOrder(a: string, b: string): number {
  if (a === b) return 0;
  const valid = (v: string) => /^\d+\.\d+$/.test(v);
  if (!valid(a) || !valid(b)) return valid(a) ? -1 : valid(b) ? 1 : a < b ? -1 : 1;
  return compareMinor(a, b);
}

function rank(severity: Severity): number {
  return SEVERITIES.indexOf(severity);
}

function plural(n: number, word: string): string {
  return n === 1 ? word : `${word}s`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
