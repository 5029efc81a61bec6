/**
 * `k8s-upgrade-check fix`: scans like a scan, hands each finding to the fixer its rule declares,
 * and proves the result before showing or writing it. Every changed file is scanned again, in the
 * same run, as it would be written: the findings it fixes must be gone and no finding may be new;
 * a file that fails is left as it is, with why. Loaded only by the `fix` command, with the `yaml`
 * package it edits with: a scan never loads either.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CliIO, ConfiguredRun } from '../cli.js';
import type { FailOnLevel } from '../cli-names.js';
import { failsAt, runFiles, targetRequired } from '../cli-names.js';
import { EXIT_FINDINGS, EXIT_OK, SourceError, UsageError } from '../errors.js';
import type { Finding, Report } from '../model.js';
import { byText } from '../model.js';
import { locationLabel, objectLabel } from '../reporters/labels.js';
import { run } from '../run.js';
import { manifestSource, STDIN } from '../sources/manifests.js';
import { parseVersionFlag } from '../versions.js';
import { unifiedDiff } from './diff.js';
import type { FilePlan, LeftFinding, LeftReason } from './plan.js';
import { fileOf, isFixable, planFile } from './plan.js';
import type { NotInGit } from './write.js';
import { notInGit, writeAtomically } from './write.js';

export interface FixOptions {
  target?: string;
  filename?: string[];
  staticPods?: string[];
  from?: string;
  config?: string;
  failOn?: FailOnLevel;
  write?: boolean;
  force?: boolean;
}

export async function fixCommand(opts: FixOptions, io: CliIO, { rules, config, apis }: ConfiguredRun): Promise<number> {
  if (!opts.target && !config?.target) throw targetRequired();
  const target = opts.target ? parseVersionFlag('--target', opts.target) : config!.target!;
  const from = opts.from ? parseVersionFlag('--from', opts.from) : null;
  const paths = opts.filename ?? [];
  if (paths.includes(STDIN)) throw new UsageError('fix rewrites files, so it cannot read standard input (-f -); save the manifests to a file and pass that');
  if (paths.length === 0 && !opts.staticPods?.length) throw new UsageError('fix rewrites manifest files: pass them with -f PATH (a live cluster is never changed)');
  const failOn = opts.failOn ?? config?.failOn ?? 'info';
  const byId = new Map(rules.map((rule) => [rule.id, rule]));
  const exclude = runFiles(config, io.cwd);
  const scan = (overlay?: ReadonlyMap<string, string>) =>
    run({ target, from, rules, apis, source: manifestSource({ paths, staticPodPaths: opts.staticPods, cwd: io.cwd, overlay, exclude }), policy: { config, cwd: io.cwd } });

  const before = await scan();
  const plans = planFiles(before, io.cwd, { target, from, rules: byId, apis });
  await verify(plans, before, scan, io.cwd);

  const changed = plans.filter((plan) => plan.newText !== undefined);
  if (opts.write) {
    if (!opts.force) refuseWhatGitCannotGiveBack(changed.map((plan) => plan.file), io.cwd);
    for (const plan of changed) writeAtomically(resolve(io.cwd, plan.file), plan.text, plan.newText!, plan.file);
  } else {
    io.stdout(changed.map((plan) => unifiedDiff(plan.file, plan.text, plan.splices)).join(''));
  }
  const left = plans.flatMap((plan) => plan.left);
  io.stderr(summary(plans, left, Boolean(opts.write)));
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
    let text: string;
    try {
      text = readFileSync(resolve(cwd, file), 'utf8');
    } catch (error) {
      throw new SourceError(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
    plans.push(planFile(file, text, findings, context));
  }
  return plans.sort((a, b) => byText(a.file, b.file));
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
      const elsewhere = [...afterCounts].filter(([file]) => !overlay.has(resolve(cwd, file))).flatMap(([file, counts]) => newFindings(beforeCounts.get(file), counts));
      if (elsewhere.length === 0) return;
      for (const plan of candidates) failed.set(plan, `the changes together would bring new findings to other files (${elsewhere[0].ruleId}: ${elsewhere[0].message})`);
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

function checkFile(plan: FilePlan, before: Counts | undefined, after: Counts | undefined): string | undefined {
  const added = after ? newFindings(before, after) : [];
  if (added.length > 0) return `the change would bring ${added.length === 1 ? 'a new finding' : `${added.length} new findings`}: ${added[0].ruleId}: ${added[0].message}`;
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

/** The same reasons, counted in the last line. */
const COUNTED: Record<LeftReason, string> = {
  decision: 'need a decision',
  'no-replacement': 'have no replacement',
  templated: 'are in templated files',
  unsupported: 'cannot be edited safely',
  verification: 'have changes that did not pass the re-scan',
  'no-fixer': 'have no automatic fix',
};


function summary(plans: readonly FilePlan[], left: readonly LeftFinding[], written: boolean): string {
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
  const files = plans.filter((plan) => plan.newText !== undefined).length;
  const counts = (Object.keys(REASONS) as LeftReason[]).map((reason) => [COUNTED[reason], left.filter((entry) => entry.reason === reason).length] as const).filter(([, n]) => n > 0);
  const tail = counts.length ? ` (${counts.map(([label, n]) => `${n} ${label}`).join(', ')})` : '';
  const verb = written ? 'fixed' : 'fixable';
  lines.push(`${fixed.length} finding${fixed.length === 1 ? '' : 's'} ${verb} in ${files} file${files === 1 ? '' : 's'}; ${left.length} left${tail}.`);
  return lines.join('\n') + '\n';
}

/** Stops `--write` before it writes anything when a file it would rewrite could not be got back from git. */
function refuseWhatGitCannotGiveBack(files: readonly string[], cwd: string): void {
  const lost = new Map<NotInGit, string[]>();
  for (const file of files) {
    const state = notInGit(resolve(cwd, file));
    if (state === undefined) continue;
    if (typeof state === 'object') throw new UsageError(`cannot tell whether ${file} has uncommitted changes (git: ${state.gitError}); pass --force to write anyway`);
    lost.set(state, [...(lost.get(state) ?? []), file]);
  }
  if (lost.size === 0) return;
  const count = [...lost.values()].flat().length;
  const which = [...lost].map(([why, names]) => `${names.join(', ')} (${why})`).join(', ');
  const them = count === 1 ? 'it' : 'them';
  const todo = lost.size === 2 ? 'commit or stash the changed ones and keep a copy of the ignored ones first' : lost.has('uncommitted changes') ? `commit or stash ${them} first` : `keep a copy of ${them} first`;
  throw new UsageError(`refusing to rewrite ${count === 1 ? 'a file' : 'files'} that git could not give back: ${which}; ${todo}, or pass --force`);
}
