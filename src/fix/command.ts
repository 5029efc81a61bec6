/**
 * `k8s-upgrade-check fix`: scans like a scan, hands each finding to the fixer its rule declares,
 * and proves the result before showing or writing it. Every changed file is scanned again, in the
 * same run, as it would be written: the findings it fixes must be gone and no finding may be new;
 * a file that fails is left as it is, with why. Loaded only by the `fix` command, with the `yaml`
 * package it edits with: a scan never loads either.
 */
import { statSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import type { FailOnLevel } from '../cli-names.js';
import { failsAt } from '../cli-names.js';
import { EXIT_FINDINGS, EXIT_OK, UsageError } from '../errors.js';
import type { Finding, Report } from '../model.js';
import { byText } from '../model.js';
import { locationLabel, objectLabel } from '../reporters/labels.js';
import { run } from '../run.js';
import { manifestSource, STDIN } from '../sources/manifests.js';
import { manifestInputs, runPolicy, runVersions } from '../setup.js';
import type { ConfiguredRun, RunFlags } from '../setup.js';
import { unifiedDiff } from './diff.js';
import type { FilePlan, LeftFinding, LeftReason } from './plan.js';
import { fileOf, isFixable, leaveFile, planFile } from './plan.js';
import { isUtf8 } from 'node:buffer';
import { byteOrderMark } from '../sources/read-input.js';
import { applyByteSplices, byteSplices } from './bytes.js';
import { readForFix, writeFixes } from './write.js';

/** The scan's flags that decide which findings there are (setup.ts), and fix's own. */
export interface FixOptions extends Omit<RunFlags, 'baselineWrite'> {
  failOn?: FailOnLevel;
  write?: boolean;
  force?: boolean;
}

/** Where fix runs and what it writes to: the command line's working directory and streams. */
export interface FixIO {
  cwd: string;
  stdout: (text: string) => void;
  /** Bytes that are not text, written as they are (a diff of a file that is not UTF-8); without it, they are decoded. */
  stdoutBytes?: (bytes: Uint8Array) => void;
  stderr: (text: string) => void;
}

export async function fixCommand(opts: FixOptions, io: FixIO, { rules, config, apis }: ConfiguredRun): Promise<number> {
  const { target, from } = runVersions(opts, config, false);
  const { paths, staticPodPaths, exclude } = manifestInputs(opts, config, io.cwd);
  if (paths.includes(STDIN)) throw new UsageError('fix rewrites files, so it cannot read standard input (-f -); save the manifests to a file and pass that');
  if (paths.length === 0 && !staticPodPaths?.length)
    throw new UsageError('fix rewrites manifest files: pass them with -f PATH (a live cluster is never changed)');
  const failOn = opts.failOn ?? config?.failOn ?? 'info';
  const byId = new Map(rules.map((rule) => [rule.id, rule]));
  const policy = runPolicy(opts, config, io.cwd);
  const scan = (overlay?: ReadonlyMap<string, string>) =>
    run({ target, from, rules, apis, source: manifestSource({ paths, staticPodPaths, cwd: io.cwd, overlay, exclude }), policy });

  const before = await scan();
  const plans = planFiles(before, io.cwd, { target, from, rules: byId, apis });
  await verify(plans, before, scan, io.cwd);

  const changed = oncePerFile(
    plans.filter((plan) => plan.newText !== undefined),
    io.cwd,
  );
  if (opts.write) {
    const writes = changed.map((plan) => ({ file: plan.file, absolute: resolve(io.cwd, plan.file), before: plan.bytes!, after: plan.newBytes! }));
    writeFixes(writes, { cwd: io.cwd, force: Boolean(opts.force), report: (line) => io.stderr(`${line}\n`) });
  } else {
    printDiffs(changed, io);
  }
  const left = plans.flatMap((plan) => plan.left);
  io.stderr(summary(plans, left, Boolean(opts.write), changed.length));
  return left.some((entry) => failsAt(entry.finding.severity, failOn)) ? EXIT_FINDINGS : EXIT_OK;
}

function planFiles(report: Report, cwd: string, context: Parameters<typeof planFile>[3]): FilePlan[] {
  const byFile = new Map<string, Finding[]>();
  for (const finding of report.findings) {
    const file = fileOf(finding);
    const list = byFile.get(file);
    if (list) list.push(finding);
    else byFile.set(file, [finding]);
  }
  const plans: FilePlan[] = [];
  for (const [file, findings] of byFile) {
    const fixable = file !== '' && findings.some((f) => isFixable(f, context.rules));
    if (!fixable) {
      plans.push(planFile(file, '', findings, context));
      continue;
    }
    const read = readForFix(resolve(cwd, file), file);
    if ('notEdited' in read) {
      plans.push(leaveFile(file, findings, context, read.notEdited));
      continue;
    }
    // The reader decodes UTF-16 and UTF-32 by their mark; fix writes back only what it edits, in UTF-8.
    const wide = byteOrderMark(read.bytes);
    if (wide) {
      plans.push(leaveFile(file, findings, context, `it is written in ${wide.slice(0, 6).toUpperCase()}; fix edits UTF-8 files only`));
      continue;
    }
    plans.push(onBytes(planFile(file, read.bytes.toString('utf8'), findings, context), read.bytes, context));
  }
  return plans.sort((a, b) => byText(a.file, b.file));
}

/**
 * One change per file: a file named twice (`-f app.yaml -f /link-to-repo/app.yaml`) is read
 * twice with the same changes, and its diff is printed and written once, under its first name.
 */
function oncePerFile(plans: readonly FilePlan[], cwd: string): FilePlan[] {
  const kept = new Map<string, FilePlan>();
  // A name under the working directory first: `git apply` refuses `../` paths.
  const outside = (plan: FilePlan) => (isAbsolute(plan.file) || plan.file.startsWith('..') ? 1 : 0);
  for (const plan of [...plans].sort((a, b) => outside(a) - outside(b))) {
    let id: string;
    try {
      const stats = statSync(resolve(cwd, plan.file));
      id = `${stats.dev}:${stats.ino}`;
    } catch {
      id = plan.file;
    }
    if (!kept.has(id)) kept.set(id, plan);
  }
  const once = new Set(kept.values());
  return plans.filter((plan) => once.has(plan));
}

/**
 * The plan's change made on the file's bytes: only the bytes of the edits change, so bytes that
 * are not UTF-8 elsewhere in the file stay as they are. The bytes must decode to the text that was
 * proven, or the file is left unchanged.
 */
function onBytes(plan: FilePlan, bytes: Buffer, context: Parameters<typeof planFile>[3]): FilePlan {
  plan.bytes = bytes;
  if (plan.newText === undefined) return plan;
  const splices = byteSplices(bytes, plan.splices);
  const newBytes = splices && applyByteSplices(bytes, splices);
  if (!splices || !newBytes || newBytes.toString('utf8') !== plan.newText) {
    return leaveFile(
      plan.file,
      [...plan.fixed.map((f) => f.finding), ...plan.left.map((l) => l.finding)],
      context,
      "the change could not be made on the file's bytes",
    );
  }
  plan.byteSplices = splices;
  plan.newBytes = newBytes;
  return plan;
}

/**
 * The diffs on standard output. A file whose bytes are all UTF-8 is shown as text; another's lines
 * are shown as the bytes they are, so that `git apply` finds its context lines in the file.
 */
function printDiffs(changed: readonly FilePlan[], io: FixIO): void {
  const pieces = changed.map((plan) => (isUtf8(plan.bytes!) ? unifiedDiff(plan.file, plan.text, plan.splices) : byteDiff(plan)));
  if (io.stdoutBytes && pieces.some((piece) => typeof piece !== 'string')) {
    io.stdoutBytes(Buffer.concat(pieces.map((piece) => (typeof piece === 'string' ? Buffer.from(piece, 'utf8') : piece))));
  } else {
    io.stdout(pieces.map((piece) => (typeof piece === 'string' ? piece : piece.toString('utf8'))).join(''));
  }
}

/** The header as text (names are text), the hunks as the file's bytes. */
function byteDiff(plan: FilePlan): Buffer {
  const text = unifiedDiff(plan.file, plan.text, plan.splices);
  const binary = unifiedDiff(plan.file, plan.bytes!.toString('latin1'), plan.byteSplices!);
  const hunks = (diff: string) => diff.indexOf('\n@@ ') + 1;
  return Buffer.concat([Buffer.from(text.slice(0, hunks(text)), 'utf8'), Buffer.from(binary.slice(hunks(binary)), 'latin1')]);
}

/**
 * Scans the changed files as they would be written, with every other file as it is, until every
 * remaining change passes: its fixed findings gone, nothing new. A change that fails is dropped and
 * the others are checked again without it, as files can affect each other's findings.
 */
async function verify(plans: FilePlan[], before: Report, scan: (overlay: ReadonlyMap<string, string>) => Promise<Report>, cwd: string): Promise<void> {
  const beforeCounts = countByFile(before.findings);
  for (;;) {
    const candidates = plans.filter((plan) => plan.newText !== undefined);
    if (candidates.length === 0) return;
    const overlay = new Map(candidates.map((plan) => [resolve(cwd, plan.file), plan.newText!]));
    // the other files are read as the first scan read them, so their findings compare
    const after = await scan(overlay);
    const afterCounts = countByFile(after.findings);
    const failed = new Map<FilePlan, string>();
    for (const plan of candidates) {
      const problem = checkFile(plan, beforeCounts.get(plan.file), afterCounts.get(plan.file));
      if (problem) failed.set(plan, problem);
    }
    if (failed.size === 0) {
      // A change may bring findings to other files (rules that look across objects): then none is kept.
      const elsewhere = [...afterCounts]
        .filter(([file]) => !overlay.has(resolve(cwd, file)))
        .flatMap(([file, counts]) => newFindings(beforeCounts.get(file), counts));
      if (elsewhere.length === 0) return;
      for (const plan of candidates)
        failed.set(plan, `the changes together would bring new findings to other files (${elsewhere[0].ruleId}: ${elsewhere[0].message})`);
    }
    for (const [plan, problem] of failed) {
      plan.left.push(...plan.fixed.map(({ finding }) => ({ finding, reason: 'verification' as const, detail: problem })));
      plan.fixed = [];
      plan.newText = undefined;
      plan.splices = [];
    }
  }
}

type Counts = Map<string, { count: number; finding: Finding }>;

/** A finding's identity across the edit: rule, object and message; not the line, which moves, nor the apiVersion, which the fix may change. */
function identity(finding: Finding): string {
  const object = finding.object ? `${finding.object.kind}/${finding.object.namespace ?? ''}/${finding.object.name}` : '';
  return `${finding.ruleId}\u0000${object}\u0000${finding.message}`;
}

function countByFile(findings: readonly Finding[]): Map<string, Counts> {
  const byFile = new Map<string, Counts>();
  for (const finding of findings) {
    const file = fileOf(finding);
    let counts = byFile.get(file);
    if (!counts) byFile.set(file, (counts = new Map()));
    const key = identity(finding);
    const entry = counts.get(key);
    if (entry) entry.count++;
    else counts.set(key, { count: 1, finding });
  }
  return byFile;
}

function newFindings(before: Counts | undefined, after: Counts): Finding[] {
  return [...after].filter(([key, { count }]) => count > (before?.get(key)?.count ?? 0)).map(([, { finding }]) => finding);
}

/** Whether a fix of the same object said it brings this finding (an interim move to a deprecated version). */
function broughtOnPurpose(plan: FilePlan, finding: Finding): boolean {
  const object = (f: Finding) => (f.object ? `${f.object.kind}/${f.object.namespace ?? ''}/${f.object.name}` : '');
  return plan.fixed.some((f) => f.leaves?.includes(finding.ruleId) && object(f.finding) === object(finding));
}

function checkFile(plan: FilePlan, before: Counts | undefined, after: Counts | undefined): string | undefined {
  const added = after ? newFindings(before, after).filter((finding) => !broughtOnPurpose(plan, finding)) : [];
  if (added.length > 0)
    return `the change would bring ${added.length === 1 ? 'a new finding' : `${added.length} new findings`}: ${added[0].ruleId}: ${added[0].message}`;
  const expected = new Map<string, number>();
  for (const { finding } of plan.fixed) expected.set(identity(finding), (expected.get(identity(finding)) ?? 0) + 1);
  for (const [key, gone] of expected) {
    const remaining = after?.get(key)?.count ?? 0;
    const had = before?.get(key)?.count ?? 0;
    if (remaining > had - gone) return `the change would not remove the finding (${before!.get(key)!.finding.message})`;
  }
  return undefined;
}

// -------------------------------------------------------------------------------------------------
// Summary (standard error)

const REASONS: Record<LeftReason, string> = {
  decision: 'needs a decision',
  'no-replacement': 'no replacement',
  templated: 'templated file',
  unsupported: 'cannot be edited safely',
  verification: 'change not proven',
  'no-fixer': 'no automatic fix',
};

/** The same reasons, counted in the last line: what one finding and what several do. */
const COUNTED: Record<LeftReason, readonly [one: string, many: string]> = {
  decision: ['needs a decision', 'need a decision'],
  'no-replacement': ['has no replacement', 'have no replacement'],
  templated: ['is in a templated file', 'are in templated files'],
  unsupported: ['cannot be edited safely', 'cannot be edited safely'],
  verification: ['has a change that did not pass the re-scan', 'have changes that did not pass the re-scan'],
  'no-fixer': ['has no automatic fix', 'have no automatic fix'],
};

function summary(plans: readonly FilePlan[], left: readonly LeftFinding[], written: boolean, files: number): string {
  const lines: string[] = [];
  const fixed = plans.flatMap((plan) => plan.fixed.map((entry) => ({ ...entry, file: plan.file })));
  if (fixed.length > 0) {
    lines.push(written ? 'Fixed:' : 'Fixes (apply with --write):');
    for (const { finding, note } of fixed) {
      lines.push(`  ${locationLabel(finding)}  ${finding.ruleId}  ${objectLabel(finding)}`);
      if (note) lines.push(`    note: ${note}`);
    }
  }
  if (left.length > 0) {
    lines.push('Left as they are:');
    for (const reason of Object.keys(REASONS) as LeftReason[]) {
      const entries = left.filter((entry) => entry.reason === reason);
      if (entries.length === 0) continue;
      if (reason === 'no-fixer') {
        // What no fixer knows is the scan's to list: here, how many per rule.
        const perRule = new Map<string, number>();
        for (const { finding } of entries) perRule.set(finding.ruleId, (perRule.get(finding.ruleId) ?? 0) + 1);
        const counts = [...perRule].sort(([a], [b]) => byText(a, b)).map(([rule, n]) => `${rule} ${n}`);
        lines.push(`  ${REASONS[reason]} (${entries.length}; a scan lists them): ${counts.join(', ')}`);
        continue;
      }
      lines.push(`  ${REASONS[reason]} (${entries.length}):`);
      for (const { finding, detail } of entries) {
        lines.push(`    ${locationLabel(finding) || '(no file)'}  ${finding.ruleId}  ${objectLabel(finding)}`);
        lines.push(`      ${detail}`);
      }
    }
  }
  const counts = (Object.keys(REASONS) as LeftReason[])
    .map((reason) => [COUNTED[reason], left.filter((entry) => entry.reason === reason).length] as const)
    .filter(([, n]) => n > 0);
  const tail = counts.length ? ` (${counts.map(([[one, many], n]) => `${n} ${n === 1 ? one : many}`).join(', ')})` : '';
  const verb = written ? 'fixed' : 'fixable';
  lines.push(`${fixed.length} finding${fixed.length === 1 ? '' : 's'} ${verb} in ${files} file${files === 1 ? '' : 's'}; ${left.length} left${tail}.`);
  return lines.join('\n') + '\n';
}
