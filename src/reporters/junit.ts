/**
 * JUnit XML in the shape Jenkins, GitLab, Azure DevOps and the GitHub test-report actions render:
 * <testsuites> > <testsuite> > <testcase> with <failure>.
 *
 * One test case per finding at or above --fail-on, grouped in one suite per file (or cluster),
 * rather than one per object and rule checked: a report of 30,000 objects would otherwise list
 * hundreds of thousands of passing cases that say nothing, and the report does not keep the list
 * of objects. When nothing fails, a single passing case says what was checked, so CI shows a
 * passed test rather than an empty report (which some CI systems treat as an error). The number of
 * failures is therefore non-zero exactly when the exit code is 1. Files are named relative to the
 * repository root (see `PathBase`), as CI systems link them. Findings below --fail-on are not
 * failures and are left out; suppressed findings appear as skipped cases with --show-suppressed.
 */
import type { Finding, Report, SuppressedFinding } from '../model.js';
import type { FailOnLevel } from '../cli-names.js';
import { failsAt } from '../cli-names.js';
import { locationLabel, objectLabel } from './labels.js';
import type { GateOptions, ReporterOptions } from './types.js';
import { relativeToBase } from '../repository.js';

interface Case {
  suite: string;
  xml: string;
  failed: boolean;
  skipped: boolean;
}

export function junitReporter(report: Report, options: ReporterOptions & GateOptions): string {
  const failOn = options.failOn ?? 'error';
  const rebase = <F extends Finding>(f: F): F =>
    f.location ? { ...f, location: { ...f.location, file: relativeToBase(f.location.file, options.pathBase) } } : f;
  const cases: Case[] = report.findings.filter((f) => failsAt(f.severity, failOn)).map((f) => failureCase(rebase(f)));
  if (options.showSuppressed) cases.push(...(report.suppressed ?? []).map((f) => skippedCase(rebase(f))));
  if (!cases.some((c) => c.failed)) cases.unshift(passingCase(report, failOn));

  const suites = new Map<string, Case[]>();
  for (const c of cases) {
    const list = suites.get(c.suite);
    if (list) list.push(c);
    else suites.set(c.suite, [c]);
  }
  const seconds = (report.elapsedMs / 1000).toFixed(3);
  const count = (list: Case[]) => ({ tests: list.length, failures: list.filter((c) => c.failed).length, skipped: list.filter((c) => c.skipped).length });
  const total = count(cases);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="k8s-upgrade-check" tests="${total.tests}" failures="${total.failures}" errors="0" skipped="${total.skipped}" time="${seconds}">`,
  ];
  for (const [name, list] of suites) {
    const c = count(list);
    lines.push(`  <testsuite name="${attr(name)}" tests="${c.tests}" failures="${c.failures}" errors="0" skipped="${c.skipped}" time="0">`);
    for (const item of list) lines.push(item.xml);
    lines.push('  </testsuite>');
  }
  lines.push('</testsuites>');
  return lines.join('\n') + '\n';
}

function suiteOf(f: Finding): string {
  if (f.location) return f.location.file;
  if (f.origin?.type === 'cluster') return `cluster ${f.origin.context}`;
  return 'k8s-upgrade-check';
}

/** The object, or the file for findings about a whole file (parse errors). */
function subject(f: Finding): string {
  return f.object || !f.location ? objectLabel(f) : f.location.file;
}

function caseName(f: Finding): string {
  return `${f.ruleId}: ${subject(f)}`;
}

function caseOpen(f: Finding): string {
  const suite = suiteOf(f);
  const place = f.location ? ` file="${attr(f.location.file)}" line="${f.location.line}"` : '';
  return `    <testcase name="${attr(caseName(f))}" classname="${attr(suite)}"${place} time="0">`;
}

function failureCase(f: Finding): Case {
  const where = f.location ? `${f.location.file}:${f.location.line}:${f.location.column}` : locationLabel(f);
  const release = f.release === 'core' ? '' : `, Kubernetes ${f.release}`;
  const body = [where, `${subject(f)} (${f.ruleId}, ${f.severity}${release})`, f.message, `Fix: ${f.fix}`].filter(Boolean).join('\n');
  const xml = [caseOpen(f), `      <failure message="${attr(`${where}: ${f.message}`)}" type="${f.severity}">${text(body)}</failure>`, '    </testcase>'].join(
    '\n',
  );
  return { suite: suiteOf(f), xml, failed: true, skipped: false };
}

function skippedCase(f: SuppressedFinding): Case {
  const message = `suppressed: ${f.suppression.reason} (${f.suppression.source})`;
  const xml = [caseOpen(f), `      <skipped message="${attr(message)}"/>`, '    </testcase>'].join('\n');
  return { suite: suiteOf(f), xml, failed: false, skipped: true };
}

function passingCase(report: Report, failOn: FailOnLevel): Case {
  const below = report.findings.length > 0 ? ` (${report.findings.length} below --fail-on ${failOn})` : '';
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const name = `${plural(report.objects, 'object')} in ${plural(report.files, 'file')} checked against Kubernetes ${report.target}: no findings at or above --fail-on ${failOn}${below}`;
  return { suite: 'k8s-upgrade-check', xml: `    <testcase name="${attr(name)}" classname="k8s-upgrade-check" time="0"/>`, failed: false, skipped: false };
}

/** XML 1.0 cannot carry most control characters at all, even escaped. */
function clean(value: string): string {
  return value.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '\uFFFD');
}

/** Carriage returns are escaped because XML readers turn a raw one into a line feed. */
function text(value: string): string {
  return clean(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#13;');
}

/** Attribute values also lose raw line breaks and tabs to spaces in XML readers, so those are escaped too. */
function attr(value: string): string {
  return text(value).replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\t/g, '&#9;');
}
