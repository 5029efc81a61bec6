import type { Finding, K8sObject, Location, Path, Severity, SourceProblem } from './model.js';
import { objectRef } from './model.js';
import { ObjectIndex } from './object-index.js';
import type { ReportInput, Rule, RuleContext } from './rule.js';
import { formatMessage } from './rule.js';
import { compareMinor } from './versions.js';

export interface EvaluationInput {
  objects: readonly K8sObject[];
  problems: readonly SourceProblem[];
  target: string;
  from: string | null;
  releases: readonly string[];
}

/** A rule guarding release R runs whenever R <= target: a manifest must work on the target, whatever version it came from. */
export function selectRules(rules: readonly Rule[], target: string): Rule[] {
  return rules.filter((rule) => rule.release === 'core' || compareMinor(rule.release, target) <= 0);
}

/** Runs the rules over everything loaded. A rule that throws becomes a finding, never a crash of the run. */
export function evaluate(rules: readonly Rule[], input: EvaluationInput): Finding[] {
  const index = new ObjectIndex(input.objects);
  const findings: Finding[] = [];
  const contexts = new Map(rules.map((rule) => [rule, makeContext(rule, input, index, findings)]));
  const checksFor = checksForKind(rules.filter((rule) => rule.check).map((rule) => ({ rule, ctx: contexts.get(rule)! })));

  // The hot loop (objects x rules) calls each check directly rather than through `guarded`, which
  // would cost a closure per call.
  for (const obj of input.objects) {
    for (const { rule, ctx } of checksFor(obj.kind)) {
      try {
        rule.check!(obj, ctx);
      } catch (error) {
        findings.push(failureFinding(rule, obj, error));
      }
    }
  }
  for (const rule of rules) {
    if (rule.checkAll) guarded(rule, null, findings, () => rule.checkAll!(contexts.get(rule)!));
    if (rule.checkProblem) for (const problem of input.problems) guarded(rule, null, findings, () => rule.checkProblem!(problem, contexts.get(rule)!));
  }
  return sortFindings(findings);
}

interface BoundCheck {
  rule: Rule;
  ctx: RuleContext<string>;
}

/** The checks to call for a kind: rules listing it, then rules listing "*", in rule order; computed once per kind. */
function checksForKind(checks: readonly BoundCheck[]): (kind: string) => readonly BoundCheck[] {
  const cache = new Map<string, BoundCheck[]>();
  return (kind) => {
    let list = cache.get(kind);
    if (!list) cache.set(kind, (list = checks.filter(({ rule }) => rule.kinds.includes(kind) || rule.kinds.includes('*'))));
    return list;
  };
}

function makeContext(rule: Rule, input: EvaluationInput, index: ObjectIndex, findings: Finding[]): RuleContext<string> {
  let docsFix: string | undefined;
  const build = (report: ReportInput<string>) => ({
    ruleId: rule.id,
    // a core rule's finding without a release of its own concerns the target itself
    release: report.release ?? (rule.release === 'core' ? input.target : rule.release),
    severity: report.severity ?? rule.severity,
    message: formatMessage(rule.messages[report.messageId] ?? report.messageId, report.data),
    fix: formatMessage(rule.fixes?.[report.messageId] ?? (docsFix ??= firstParagraph(rule.docs.fix)), report.data),
  });
  return {
    target: input.target,
    from: input.from,
    releases: input.releases,
    index,
    report(obj, report) {
      findings.push({ ...build(report), object: objectRef(obj), location: locationOf(obj, report.path ?? []), path: report.path ?? [], origin: obj.origin });
    },
    reportProblem(problem, report) {
      const position = problem.position ?? { line: 1, column: 1 };
      findings.push({ ...build(report), object: null, location: { file: problem.file, line: position.line, column: position.column } });
    },
  };
}

export function locationOf(obj: K8sObject, path: Path): Location | null {
  if (obj.origin.type !== 'manifest') return null;
  const position = obj.origin.locate(path);
  return position ? { file: obj.origin.file, ...position } : { file: obj.origin.file, line: 1, column: 1 };
}

function guarded(rule: Rule, obj: K8sObject | null, findings: Finding[], run: () => void): void {
  try {
    run();
  } catch (error) {
    findings.push(failureFinding(rule, obj, error));
  }
}

function failureFinding(rule: Rule, obj: K8sObject | null, error: unknown): Finding {
  const reason = error instanceof Error ? error.message : String(error);
  const severity: Severity = 'error';
  return {
    ruleId: rule.id,
    release: rule.release,
    severity,
    message: `rule ${rule.id} failed${obj ? ' on this object' : ''} (${reason}); the result for it is unknown. Please report this with the input that caused it.`,
    fix: 'Report the problem; meanwhile check this object by hand against the rule docs (k8s-upgrade-check explain ' + rule.id + ').',
    object: obj ? objectRef(obj) : null,
    location: obj ? locationOf(obj, []) : null,
    origin: obj?.origin,
  };
}

/** Markdown prose to one plain line for table and JSON output. */
function firstParagraph(markdown: string): string {
  const paragraph = markdown.split(/\n\s*\n/)[0] ?? '';
  return paragraph.replace(/\s+/g, ' ').trim();
}

const SEVERITY_ORDER: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

export function sortFindings(findings: Finding[]): Finding[] {
  return findings.sort(
    (a, b) =>
      byText(a.location?.file ?? '\uffff', b.location?.file ?? '\uffff') ||
      (a.location?.line ?? 0) - (b.location?.line ?? 0) ||
      (a.location?.column ?? 0) - (b.location?.column ?? 0) ||
      byText(keyOf(a), keyOf(b)) ||
      SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
      byText(a.ruleId, b.ruleId) ||
      byText(a.message, b.message),
  );
}

/** Code-point order: stable across locales, and free of the collator's start-up cost. */
export function byText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function keyOf(f: Finding): string {
  return f.object ? `${f.object.kind}/${f.object.namespace ?? ''}/${f.object.name}` : '';
}
