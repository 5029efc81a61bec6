/**
 * The report for people: one aligned row per finding, in the manner of kubectl's printers, then
 * each rule's distinct messages once, numbered, under the rule. Rows stay short however many
 * findings there are, and the long texts are read once rather than once per object.
 */
import { Chalk } from 'chalk';
import type { ClusterEntry, Finding, Report, Severity } from '../model.js';
import { SEVERITIES, byText } from '../model.js';
import { countBySeverity } from './json.js';
import { kindLabel, locationLabel, nameLabel } from './labels.js';
import { groupSimilar } from './similar-notes.js';
import type { Reporter, ReporterOptions } from './types.js';

type Paint = InstanceType<typeof Chalk>;

/** Severity, rule, kind, namespace/name, where and release, and the number of its message below. */
export const tableReporter: Reporter = (report, options) => renderTable(report, options, false);

/** The same, with each finding's fix and the rule's first source as two more columns. */
export const wideReporter: Reporter = (report, options) => renderTable(report, options, true);

/** Width the notes are wrapped to: a terminal's, up to this readable measure, which is also used for pipes. */
const PIPE_WIDTH = 120;

function renderTable(report: Report, options: ReporterOptions, wide: boolean): string {
  const chalk = new Chalk({ level: options.color ? 1 : 0 });
  const clusters = report.clusters && report.clusters.length > 1 ? report.clusters : undefined;
  const findings = [...report.findings].sort(clusters ? byClusterThenRow(clusters) : byRow);
  const notes = numberNotes(findings);
  const table = findingsTable(findings, notes, options, wide, chalk);
  if (options.noHeaders)
    return table.rows
      .flat()
      .map((row) => row + '\n')
      .join('');
  const out: string[] = [chalk.bold(headline(report)), ...prereleaseLines(report, options)];
  if (clusters) out.push('', ...clustersSection(clusters, chalk));
  // The count first as well as last: a long report is read from its top in a pager or a CI log.
  if (findings.length > 0) out.push(...wrap(tally(findings), options.width ?? Infinity).map((l) => chalk.bold(l)));
  const rows = clusters ? underClusterHeadings(findings, table.rows, clusters, chalk) : table.rows.flat();
  if (findings.length > 0) out.push('', ...table.header, ...rows, '', ...notesSection(findings, notes, options, wide, chalk));
  if (report.gaps.length > 0) {
    out.push('', chalk.yellow.bold(`NOT CHECKED (${report.gaps.length})`));
    for (const gap of report.gaps)
      out.push(
        `  ${clusters && gap.cluster !== undefined ? `${gap.cluster}: ` : ''}${gap.what}: ${gap.reason}${gap.rules.length ? ` (weakens ${gap.rules.join(', ')})` : ''}`,
      );
  }
  out.push('', summaryLine(report, chalk));
  return out.join('\n') + '\n';
}

const SEVERITY_RANK: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

/** Errors first, then by rule, then in file order, so that each rule's rows sit together like its notes. */
function byRow(a: Finding, b: Finding): number {
  return (
    SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
    byText(a.ruleId, b.ruleId) ||
    byText(a.location?.file ?? '\uffff', b.location?.file ?? '\uffff') ||
    (a.location?.line ?? 0) - (b.location?.line ?? 0) ||
    (a.location?.column ?? 0) - (b.location?.column ?? 0)
  );
}

/** A run over several clusters: each cluster's rows together, in the order the contexts were given. */
function byClusterThenRow(clusters: readonly ClusterEntry[]): (a: Finding, b: Finding) => number {
  const order = new Map(clusters.map((c, i) => [c.context, i]));
  const rank = (f: Finding) => order.get(f.cluster ?? '') ?? clusters.length;
  return (a, b) => rank(a) - rank(b) || byRow(a, b);
}

/** One line per context: what was checked, and what was not and why. */
function clustersSection(clusters: readonly ClusterEntry[], chalk: Paint): string[] {
  const checked = clusters.filter((c) => c.checked).length;
  const heading = `CLUSTERS (${clusters.length}${checked < clusters.length ? `, ${clusters.length - checked} not checked` : ''})`;
  const contextWidth = Math.max(...clusters.map((c) => c.context.length));
  const serverWidth = Math.max(...clusters.map((c) => c.server.length));
  return [
    chalk.bold(heading),
    ...clusters.map((c) => {
      // Why it was not checked is said once, in full, under NOT CHECKED.
      const state = c.checked
        ? `${c.version}, ${(c.objects ?? 0).toLocaleString('en-US')} objects, ${c.findings === 0 ? 'no findings' : countLabelOf(c.findings ?? 0)}`
        : chalk.yellow(`${c.reachable ? 'not checked' : 'unreachable'} (see NOT CHECKED)`);
      return `  ${c.context.padEnd(contextWidth)}  ${c.server.padEnd(serverWidth)}  ${state}`;
    }),
  ];
}

function countLabelOf(n: number): string {
  return `${n} ${n === 1 ? 'finding' : 'findings'}`;
}

/** The table's rows with a line naming the cluster above each cluster's first row. */
function underClusterHeadings(findings: readonly Finding[], rows: readonly string[][], clusters: readonly ClusterEntry[], chalk: Paint): string[] {
  const out: string[] = [];
  findings.forEach((f, i) => {
    if (i === 0 || f.cluster !== findings[i - 1].cluster) {
      const entry = clusters.find((c) => c.context === f.cluster);
      out.push(chalk.bold(`cluster ${f.cluster ?? '-'}${entry?.version ? ` (${entry.version})` : ''}`));
    }
    out.push(...rows[i]);
  });
  return out;
}

function headline(report: Report): string {
  const cluster = report.cluster ? `\nCluster: context ${report.cluster.context} (${report.cluster.server}), Kubernetes ${report.cluster.version}` : '';
  const chosen = report.targetFromCluster ? `\nTarget ${report.target}: the minor after the cluster's version (--target chooses another)` : '';
  if (!report.from) return `Upgrade check for Kubernetes ${report.target}${cluster}${chosen}`;
  const crossed = report.releases.length ? ` (crosses ${report.releases.join(', ')})` : '';
  return `Upgrade check ${report.from} -> ${report.target}${crossed}${cluster}${chosen}${hopsLine(report)}`;
}

/** What rests on pre-release material, wrapped as the notes are. */
function prereleaseLines(report: Report, options: ReporterOptions): string[] {
  const width = Math.max(60, Math.min(options.width ?? PIPE_WIDTH, PIPE_WIDTH));
  return (report.prerelease ?? []).flatMap((p) => wrap(p.notice, width));
}

/** A control plane cannot skip minors: 1.34 -> 1.37 is three upgrades, each its own step. */
function hopsLine(report: Report): string {
  const hops = report.hops ?? [];
  if (hops.length === 0) return '';
  const upgrades = hops.length === 1 ? '1 control-plane upgrade' : `${hops.length} control-plane upgrades`;
  return `\n${upgrades}: ${hops.map((h) => `${h.from} -> ${h.to}`).join(', ')}`;
}

/**
 * Each distinct message of a rule gets one number, counted through the notes: by rule in the order
 * the rows first show it, then in row order. A message template that yields a great many messages
 * (one per Helm chart, or per object) gets one number for all of them, shown with its first
 * message: listing each would make the notes as long as the table.
 */
interface Notes {
  numberOf(f: Finding): number;
  /** Per rule, in row order: its notes with their numbers and fixes, and how many more messages each stands for. */
  byRule: Map<string, Note[]>;
}

interface Note {
  number: number;
  message: string;
  fix: string;
  /** Further distinct messages of the same template that this note stands for. */
  alike: number;
  /** How many near-identical messages it gives as one, with their differing words as `[a | b]`; 1 for one message. */
  merged: number;
  /** The template it was made from, when the finding names one: only notes of one template are merged. */
  template?: string;
}

/** More distinct messages of one template than this are shown as one note. */
const VARIANTS_LISTED = 20;

function numberNotes(findings: readonly Finding[]): Notes {
  const template = (f: Finding) => (f.messageId === undefined ? undefined : `${f.ruleId}\u0000${f.messageId}`);
  const variants = new Map<string, Set<string>>();
  for (const f of findings) {
    const t = template(f);
    if (t === undefined) continue;
    const set = variants.get(t) ?? new Set();
    set.add(`${f.message}\u0000${f.fix}`);
    variants.set(t, set);
  }
  const key = (f: Finding) => {
    const t = template(f);
    return t !== undefined && variants.get(t)!.size > VARIANTS_LISTED ? t : `${f.ruleId}\u0000\u0000${f.message}\u0000${f.fix}`;
  };
  const notes = new Map<string, Note>();
  const byRule: Notes['byRule'] = new Map();
  for (const f of findings) {
    const k = key(f);
    if (notes.has(k)) continue;
    const t = template(f);
    const note: Note = { number: 0, message: f.message, fix: f.fix, alike: t !== undefined && k === t ? variants.get(t)!.size - 1 : 0, merged: 1, template: t };
    notes.set(k, note);
    const list = byRule.get(f.ruleId) ?? [];
    list.push(note);
    byRule.set(f.ruleId, list);
  }
  const mergedInto = mergeSimilar(byRule);
  let number = 0;
  for (const list of byRule.values()) for (const note of list) note.number = ++number;
  return { numberOf: (f) => (mergedInto.get(notes.get(key(f))!) ?? notes.get(key(f))!).number, byRule };
}

/**
 * Near-identical notes of one template (the same warning for kube-apiserver and for kubelet) become
 * one, in the place of the first; returns which note each merged one now reads as.
 */
function mergeSimilar(byRule: Notes['byRule']): Map<Note, Note> {
  const mergedInto = new Map<Note, Note>();
  for (const [ruleId, list] of byRule) {
    const byTemplate = new Map<string, Note[]>();
    for (const note of list) {
      if (note.template === undefined || note.alike > 0) continue;
      byTemplate.set(note.template, [...(byTemplate.get(note.template) ?? []), note]);
    }
    for (const alike of byTemplate.values()) {
      if (alike.length < 2) continue;
      for (const group of groupSimilar(alike)) {
        if (group.members.length < 2) continue;
        const [first, ...rest] = group.members.map((i) => alike[i]);
        const merged: Note = { ...first, message: group.message, fix: group.fix, merged: group.members.length };
        list[list.indexOf(first)] = merged;
        for (const note of [first, ...rest]) mergedInto.set(note, merged);
        for (const note of rest) list.splice(list.indexOf(note), 1);
      }
    }
    byRule.set(ruleId, list);
  }
  return mergedInto;
}

interface Column {
  head: string;
  /** Each row's cell: one line, or the lines it is wrapped to. */
  cells: string[];
  /** The lines of a cell at a width; only the OBJECT column wraps, the others are never narrower than their text. */
  wrapCell?: (row: number, width: number) => string[];
  /** Narrowest it may be made: its longest part that cannot be broken. */
  min?: number;
}

function findingsTable(
  findings: readonly Finding[],
  notes: Notes,
  options: ReporterOptions,
  wide: boolean,
  chalk: Paint,
): { header: string[]; rows: string[][] } {
  const paint: Record<Severity, (s: string) => string> = { error: chalk.red.bold, warning: chalk.yellow.bold, info: chalk.cyan.bold };
  const style = (f: Finding | undefined) => (cell: string, i: number) =>
    !f ? chalk.bold(cell) : i === 0 ? paint[f.severity](cell) : i === 1 ? chalk.dim(cell) : cell;
  const severity: Column = { head: 'SEVERITY', cells: findings.map((f) => f.severity) };
  const rule: Column = { head: 'RULE', cells: findings.map((f) => f.ruleId) };
  const where = findings.map((f) => locationLabel(f) || '-');
  const release: Column = { head: 'RELEASE', cells: findings.map((f) => (f.release === 'core' ? '-' : f.release)) };
  const note: Column = { head: 'NOTE', cells: findings.map((f) => String(notes.numberOf(f))) };
  const kind: Column = { head: 'KIND', cells: findings.map(kindLabel) };
  const name: Column = { head: 'NAMESPACE/NAME', cells: findings.map(nameLabel) };
  const columns: Column[] = [severity, rule, kind, name, { head: 'WHERE', cells: where }, release, note];
  if (wide) {
    columns.push({ head: 'FIX', cells: findings.map((f) => oneLine(f.fix)) });
    columns.push({ head: 'SOURCE', cells: findings.map((f) => options.rules.find((r) => r.id === f.ruleId)?.docs.sources[0]?.url ?? '-') });
  }
  // A wide table is meant to be wider than the terminal, as kubectl's -o wide is; a pipe has no
  // width; and rows without headers are for scripts, which need one line per finding.
  if (wide || options.noHeaders || !options.width || naturalWidth(columns) <= options.width) {
    const widths = naturalWidths(columns, !options.noHeaders);
    return { header: [line(columns, widths, -1, style(undefined))], rows: findings.map((f, row) => [line(columns, widths, row, style(f))]) };
  }
  // Too narrow for a row each: the file and line go on a line of their own under the rule. Nothing
  // is ever cut (a name cut in the middle can be neither read nor searched for): if kind and name do
  // not fit as two columns, they share one and wrap between words, after the namespace's slash if
  // they must; if even that is too narrow, the object gets a line of its own as well.
  const width = options.width;
  const indent = (widths: readonly number[]) => ' '.repeat(widths[0] + 2);
  const apart = [severity, rule, kind, name, release, note];
  if (naturalWidth(apart) <= width) {
    const widths = naturalWidths(apart);
    return {
      header: [line(apart, widths, -1, style(undefined)), chalk.bold(indent(widths) + 'WHERE')],
      rows: findings.map((f, row) => [line(apart, widths, row, style(f)), indent(widths) + where[row]]),
    };
  }
  const objectLines = (row: number, width: number) => {
    const f = findings[row];
    if (!f.object) return ['-'];
    const [kindText, nameText] = [kindLabel(f), nameLabel(f)];
    if (kindText.length + 1 + nameText.length <= width) return [`${kindText} ${nameText}`];
    // kind above name reads best; a name too long for its line breaks between its words, then after the namespace
    return nameText.length <= width ? [kindText, nameText] : wrapParts([`${kindText} `, ...breakable(nameText)], width);
  };
  const object: Column = {
    head: 'OBJECT',
    cells: findings.map((f) => (f.object ? `${kindLabel(f)} ${nameLabel(f)}` : '-')),
    min: Math.max(
      'OBJECT'.length,
      ...findings.flatMap((f) => (f.object ? [kindLabel(f), ...breakable(nameLabel(f))] : [])).map((part) => part.trimEnd().length),
    ),
    wrapCell: objectLines,
  };
  const joined = [severity, rule, object, release, note];
  const others = naturalWidth([severity, rule, release, note]) + 2;
  if (others + object.min! <= width) {
    const widths = naturalWidths(joined);
    widths[2] = Math.min(widths[2], width - others);
    return {
      header: [line(joined, widths, -1, style(undefined)), chalk.bold(indent(widths) + 'WHERE')],
      rows: findings.map((f, row) => [...wrappedLines(joined, widths, row, style(f)), indent(widths) + where[row]]),
    };
  }
  const alone = [severity, rule, release, note];
  const widths = naturalWidths(alone);
  return {
    header: [line(alone, widths, -1, style(undefined)), chalk.bold(indent(widths) + 'OBJECT'), chalk.bold(indent(widths) + 'WHERE')],
    rows: findings.map((f, row) => [
      line(alone, widths, row, style(f)),
      ...objectLines(row, width - indent(widths).length).map((l) => indent(widths) + l),
      indent(widths) + where[row],
    ]),
  };
}

/** "payments/queue-worker (and 2 more: a, b)" as the pieces a line may end after: each word with the space after it, a namespace with its slash. */
function breakable(text: string): string[] {
  return text.split(/(?<= )|(?<=\/)/);
}

/** Pieces filled into lines of `width`; a piece longer than that gets a line of its own, whole. */
function wrapParts(parts: readonly string[], width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const part of parts) {
    if (current && (current + part).trimEnd().length > width) {
      lines.push(current.trimEnd());
      current = '';
    }
    current += part;
  }
  if (current.trim()) lines.push(current.trimEnd());
  return lines.length ? lines : [''];
}

/** One row (or the header, at -1): cells padded to their widths, the last one not. */
function line(columns: readonly Column[], widths: readonly number[], row: number, style: (cell: string, i: number) => string): string {
  return columns
    .map((column, i) => {
      const cell = row < 0 ? column.head : column.cells[row];
      return style(i === columns.length - 1 ? cell : cell.padEnd(widths[i]), i);
    })
    .join('  ')
    .trimEnd();
}

/** A row whose wrapping cell takes several lines: the other cells on the first, blanks under them. */
function wrappedLines(columns: readonly Column[], widths: readonly number[], row: number, style: (cell: string, i: number) => string): string[] {
  const cells = columns.map((column, i) => (column.wrapCell ? column.wrapCell(row, widths[i]) : [column.cells[row]]));
  const height = Math.max(...cells.map((c) => c.length));
  return Array.from({ length: height }, (_, l) =>
    columns
      .map((_, i) => {
        const cell = cells[i][l] ?? '';
        return style(i === columns.length - 1 ? cell : cell.padEnd(widths[i]), i);
      })
      .join('  ')
      .trimEnd(),
  );
}

function naturalWidths(columns: readonly Column[], headers = true): number[] {
  return columns.map((c) => Math.max(headers ? c.head.length : 0, ...c.cells.map((cell) => cell.length)));
}

function naturalWidth(columns: readonly Column[]): number {
  return naturalWidths(columns).reduce((sum, w) => sum + w, 0) + 2 * (columns.length - 1);
}

/**
 * Under each rule, its distinct messages, numbered as in the NOTE column, each followed by its
 * fix; a fix shared by all of a rule's messages is said once, after them.
 */
function notesSection(findings: readonly Finding[], notes: Notes, options: ReporterOptions, wide: boolean, chalk: Paint): string[] {
  const width = Math.max(60, Math.min(options.width ?? PIPE_WIDTH, PIPE_WIDTH));
  const out: string[] = [chalk.bold('NOTES')];
  for (const [ruleId, list] of notes.byRule) {
    const ofRule = findings.filter((f) => f.ruleId === ruleId);
    if (out.length > 1) out.push('');
    out.push(`${chalk.bold(ruleId)} (${countLabel(ofRule)})`);
    const sharedFix = list.every((note) => note.fix === list[0].fix);
    const digits = String(list[list.length - 1].number).length;
    const indent = ' '.repeat(2 + digits + 2);
    for (const note of list) {
      const wrapped = wrap(oneLine(note.message), width - indent.length);
      out.push(`  ${String(note.number).padStart(digits)}  ${wrapped[0] ?? ''}`, ...wrapped.slice(1).map((l) => indent + l));
      if (!wide && !sharedFix) out.push(...wrap(`Fix: ${oneLine(note.fix)}`, width - indent.length).map((l) => indent + chalk.dim(l)));
      if (note.merged > 1) {
        const shared = `One note for ${note.merged} findings: they differ only in the bracketed words, [first | second] in the order of their rows.`;
        out.push(...wrap(shared, width - indent.length).map((l) => indent + chalk.dim(l)));
      }
      if (note.alike > 0) {
        const more = `…and ${note.alike} more ${note.alike === 1 ? 'message' : 'messages'} like it, each with its own names and numbers (-o wide shows each fix, -o json each message).`;
        out.push(...wrap(more, width - indent.length).map((l) => indent + chalk.dim(l)));
      }
    }
    if (!wide && sharedFix) out.push(...wrap(`Fix: ${oneLine(list[0].fix)}`, width - 2).map((l) => `  ${chalk.dim(l)}`));
  }
  return out;
}

/** "Found 14 errors, 6 warnings and 3 info": what the rows below add up to. */
function tally(findings: readonly Finding[]): string {
  const counts = countBySeverity(findings);
  const parts = SEVERITIES.filter((s) => counts[s] > 0).map((s) => (s === 'info' ? `${counts[s]} info` : plural(counts[s], s)));
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0];
  return `Found ${list}; notes and fixes follow the table.`;
}

/** "3 errors", "1 error, 2 warnings". */
function countLabel(findings: readonly Finding[]): string {
  const counts = countBySeverity(findings);
  return SEVERITIES.filter((s) => counts[s] > 0)
    .map((s) => (s === 'info' ? `${counts[s]} info` : plural(counts[s], s)))
    .join(', ');
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

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function summaryLine(report: Report, chalk: Paint): string {
  const counts = countBySeverity(report.findings);
  const scanned = report.files > 0 ? `${plural(report.objects, 'object')} in ${plural(report.files, 'file')}` : plural(report.objects, 'object');
  const found =
    report.findings.length === 0 ? chalk.green('no findings') : `${plural(counts.error, 'error')}, ${plural(counts.warning, 'warning')}, ${counts.info} info`;
  const hidden = report.hidden ? `; ${report.hidden.count} more hidden by ${report.hidden.by} (the exit code counts them)` : '';
  const shown = report.hidden && report.findings.length === 0 ? 'nothing shown' : found;
  return `${scanned} checked against ${report.target}: ${shown}${hidden} (${report.elapsedMs} ms)${unreadLine(report, plural)}`;
}

/** What the run read but did not check: files it could not read, documents that were no object. */
function unreadLine(report: Report, plural: (n: number, word: string) => string): string {
  const parts = [
    report.unreadable ? `${plural(report.unreadable, 'path')} could not be read (see read-error)` : '',
    report.notObjects
      ? report.notObjects === 1
        ? '1 document was not a Kubernetes object and was left alone'
        : `${report.notObjects} documents were not Kubernetes objects and were left alone`
      : '',
  ].filter(Boolean);
  return parts.length ? `\n${parts.join('; ')}` : '';
}
