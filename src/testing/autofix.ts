/**
 * What a rule's `autofix` makes of a test case: the `fix` command's own plan (src/fix/plan.ts) on
 * the case's file, so that a case's `output` is the text `k8s-upgrade-check fix` would write.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiTable } from '../kube/api-table.js';
import type { Finding } from '../model.js';
import { refLabel } from '../model.js';
import type { Rule } from '../rule.js';
import type { FixedFinding, LeftFinding } from '../fix/plan.js';
import { fileOf, planFile } from '../fix/plan.js';

export interface FixOutcome {
  /** The case's text as written. */
  input: string;
  /** Its text after the fix: `input` itself when the fixer changed nothing. */
  output: string;
  fixed: FixedFinding[];
  left: LeftFinding[];
}

export interface FixSettings {
  target: string;
  from: string | null;
  apis: ApiTable;
}

/**
 * The fix of the case in `dir`, whose file (or directory) is `name`. A change to a file other than
 * the case's own (a directory fixture) has no place in `output`, and is refused with why.
 */
export function fixOf(rule: Rule, findings: readonly Finding[], dir: string, name: string, settings: FixSettings): FixOutcome | string {
  const rules = new Map([[rule.id, rule]]);
  const byFile = new Map<string, Finding[]>();
  for (const finding of findings) {
    const file = fileOf(finding);
    byFile.set(file, [...(byFile.get(file) ?? []), finding]);
  }
  let outcome: FixOutcome | undefined;
  for (const [file, list] of byFile) {
    if (file === '' || !rule.autofix) continue;
    // As the fix command reads a file: its bytes as UTF-8.
    const input = readFileSync(join(dir, file)).toString('utf8');
    const plan = planFile(file, input, list, { ...settings, rules });
    if (file !== name) {
      if (plan.newText !== undefined)
        return `the autofix changes ${file}, a file of the fixture ${name}; output holds the text of a case of one file, so give this case as a file fixture or as code`;
      continue;
    }
    outcome = { input, output: plan.newText ?? input, fixed: plan.fixed, left: plan.left };
  }
  if (outcome) return outcome;
  const input = readCase(dir, name);
  return { input, output: input, fixed: [], left: [] };
}

function readCase(dir: string, name: string): string {
  try {
    return readFileSync(join(dir, name)).toString('utf8');
  } catch {
    // A directory fixture, or a link the read-error rule reports: no text of its own to compare.
    return '';
  }
}

/** Why the fixer left what it left, one line each, for a failure that expected a change. */
export function leftLines(left: readonly LeftFinding[]): string {
  return left
    .map(({ finding, reason, detail }) => `line ${finding.location?.line ?? '?'}, ${finding.messageId ?? finding.message}: left (${reason}): ${detail}`)
    .join('; ');
}

/**
 * What is wrong with a fix, as the fix command's re-scan judges one: a finding the fixer says it
 * fixed that the rule still reports on the output, or a finding the output brings that the input
 * did not have (unless the fixer said its change brings it, `leaves`). Undefined when it is right.
 */
export function fixProblem(fixed: readonly FixedFinding[], before: readonly Finding[], after: readonly Finding[]): string | undefined {
  const counted = (list: readonly Finding[]) => {
    const counts = new Map<string, number>();
    for (const finding of list) counts.set(identity(finding), (counts.get(identity(finding)) ?? 0) + 1);
    return counts;
  };
  const had = counted(before);
  const has = counted(after);
  const onPurpose = (finding: Finding) => fixed.some((f) => f.leaves?.includes(finding.ruleId) && objectOf(f.finding) === objectOf(finding));
  const brought = after.find((finding) => (has.get(identity(finding)) ?? 0) > (had.get(identity(finding)) ?? 0) && !onPurpose(finding));
  if (brought) return `the autofix's output has a finding the case did not have: line ${brought.location?.line ?? '?'}: ${brought.message}`;
  const gone = counted(fixed.map((f) => f.finding));
  for (const [key, count] of gone) {
    if ((has.get(key) ?? 0) > (had.get(key) ?? 0) - count) {
      const finding = fixed.find((f) => identity(f.finding) === key)!.finding;
      return `the autofix says it fixes "${finding.message}" (line ${finding.location?.line ?? '?'}), but the rule still reports it on the output`;
    }
  }
  return undefined;
}

/** A finding across an edit, as the fix command tells them apart: rule, object and message; not the line, which moves. */
function identity(finding: Finding): string {
  return `${finding.ruleId}\u0000${objectOf(finding)}\u0000${finding.message}`;
}

function objectOf(finding: Finding): string {
  return finding.object ? refLabel(finding.object) : '';
}
