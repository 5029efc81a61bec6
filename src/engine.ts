import type { Finding, K8sObject, Location, ObjectSink, Origin, Path, Severity, SourceProblem } from './model.js';
import { mergeViews } from './merge-views.js';
import { byText, detached, objectRef, toolAnnotations } from './model.js';
import { ObjectIndex } from './object-index.js';
import type { ObjectNeed, ReportInput, Rule, RuleContext } from './rule.js';
import { formatMessage } from './rule.js';
import { redactUrls } from './redact.js';
import { shellName } from './shell-quote.js';
import { compareMinor } from './versions.js';
import { ApiTable } from './kube/api-table.js';

export interface EvaluationContext {
  target: string;
  from: string | null;
  releases: readonly string[];
  /** The API rows and add-on targets of the run; the bundled rows and newest add-on releases when left out. */
  apis?: ApiTable;
}

export interface EvaluationInput extends EvaluationContext {
  objects: readonly K8sObject[];
  problems: readonly SourceProblem[];
}

export interface EvaluationResult {
  findings: Finding[];
  objects: number;
  /** The tool's annotations (`toolAnnotations`) of each object a finding is about that has some, by origin: what ignore annotations are read from. */
  annotations: Map<Origin, Record<string, string>>;
}

/** A rule guarding release R runs whenever R <= target: a manifest must work on the target, whatever version it came from. */
export function selectRules(rules: readonly Rule[], target: string): Rule[] {
  return rules.filter((rule) => rule.release === 'core' || compareMinor(rule.release, target) <= 0);
}

/** Runs the rules over a fixed set of objects. */
export function evaluate(rules: readonly Rule[], input: EvaluationInput): Finding[] {
  return evaluateAll(rules, input).findings;
}

/** `evaluate`, with what the suppression step needs besides the findings. */
export function evaluateAll(rules: readonly Rule[], input: EvaluationInput): EvaluationResult {
  const evaluation = new Evaluation(rules, input);
  for (const obj of input.objects) evaluation.add(obj);
  for (const problem of input.problems) evaluation.addProblem(problem);
  return evaluation.finish();
}

/**
 * Finishes a run whose source showed some resources several ways: each further view is evaluated
 * on its own, then what the views say of one object is merged into one finding.
 */
export function finishWithViews(
  main: Evaluation,
  views: readonly (readonly K8sObject[])[],
  rules: readonly Rule[],
  context: EvaluationContext,
): EvaluationResult {
  const first = main.finish();
  if (views.length === 0) return { ...first, findings: mergeViews(first.findings) };
  const results = [first, ...views.map((objects) => evaluateAll(rules, { ...context, objects, problems: [] }))];
  return {
    findings: mergeViews(sortFindings(results.flatMap((r) => r.findings))),
    objects: first.objects,
    annotations: new Map(results.flatMap((r) => [...r.annotations])),
  };
}

interface BoundCheck {
  rule: Rule;
  ctx: BoundContext;
}

/** The checks of one type that share a need: none for the first group. */
interface CheckGroup {
  need: ObjectNeed | undefined;
  checks: BoundCheck[];
}

/**
 * The checks of one type: those made as an object arrives, and those of rules that look the type
 * up (`lookups`), made once everything is loaded.
 */
interface TypeChecks {
  now: readonly CheckGroup[];
  later: readonly CheckGroup[];
}

/**
 * One run of the rules. Objects are checked as they arrive and then dropped, unless a rule looks
 * them up (`Rule.lookups`): a scan holds in memory only those, the rules' states and the findings.
 * A rule that throws becomes a finding, never a crash of the run.
 */
export class Evaluation implements ObjectSink {
  readonly #rules: readonly Rule[];
  readonly #contexts: Map<Rule, BoundContext>;
  readonly #index = new ObjectIndex();
  readonly #kept = new Set<string>();
  readonly #retained: K8sObject[] = [];
  readonly #problems: SourceProblem[] = [];
  readonly #findings: Finding[] = [];
  readonly #annotations = new Map<Origin, Record<string, string>>();
  readonly #checks: CheckTable;
  #objects = 0;

  constructor(all: readonly Rule[], context: EvaluationContext) {
    const contexts = all.map((rule) => new BoundContext(rule, context, this.#index, this.#findings, this.#annotations));
    // A rule whose `init` throws is reported once and not run.
    for (const ctx of contexts) if (ctx.initError !== undefined) this.#findings.push(failureFinding(ctx.rule, null, ctx.initError));
    const rules = all.filter((_, i) => contexts[i].initError === undefined);
    this.#rules = rules;
    this.#contexts = new Map(contexts.filter((ctx) => ctx.initError === undefined).map((ctx) => [ctx.rule, ctx]));
    for (const rule of rules) for (const kind of rule.lookups ?? []) this.#kept.add(kind);
    this.#checks = new CheckTable(rules.filter((rule) => rule.check).map((rule) => ({ rule, ctx: this.#contexts.get(rule)! })));
  }

  add(obj: K8sObject): void {
    this.#objects++;
    this.#check(obj, this.#checks.of(obj).now);
    if (this.#kept.has(obj.kind)) {
      this.#index.add(obj);
      this.#retained.push(obj);
    }
  }

  addProblem(problem: SourceProblem): void {
    this.#problems.push(problem);
  }

  keeps(kind: string): boolean {
    return this.#kept.has(kind);
  }

  /** Runs what waited for every object: checks of looked-up kinds, then each rule's `checkProblem` and `checkAll`. */
  finish(): EvaluationResult {
    for (const ctx of this.#contexts.values()) ctx.loaded = true;
    for (const obj of this.#retained) this.#check(obj, this.#checks.of(obj).later);
    for (const rule of this.#rules) {
      const ctx = this.#contexts.get(rule)!;
      // problems first: a rule may sum them up in its checkAll (one finding per Helm chart)
      if (rule.checkProblem) for (const problem of this.#problems) this.#guarded(rule, null, () => rule.checkProblem!(problem, ctx));
      if (rule.checkAll) this.#guarded(rule, null, () => rule.checkAll!(ctx));
    }
    return { findings: sortFindings(this.#findings), objects: this.#objects, annotations: this.#annotations };
  }

  #check(obj: K8sObject, groups: readonly CheckGroup[]): void {
    // The hot loop (objects x rules) calls each check directly rather than through `guarded`, which
    // would cost a closure per call.
    for (const { need, checks } of groups) {
      if (need !== undefined && !meets(obj, need)) continue;
      for (const { rule, ctx } of checks) {
        try {
          rule.check!(obj, ctx);
        } catch (error) {
          this.#fail(rule, obj, error);
        }
      }
    }
  }

  #guarded(rule: Rule, obj: K8sObject | null, run: () => void): void {
    try {
      run();
    } catch (error) {
      this.#fail(rule, obj, error);
    }
  }

  #fail(rule: Rule, obj: K8sObject | null, error: unknown): void {
    if (obj) noteAnnotations(this.#annotations, obj);
    this.#findings.push(failureFinding(rule, obj, error));
  }
}

/** Keeps the tool's annotations of an object a finding is about, for the suppression step. */
function noteAnnotations(annotations: Map<Origin, Record<string, string>>, obj: K8sObject): void {
  if (annotations.has(obj.origin)) return;
  const own = toolAnnotations(obj.metadata);
  if (own) annotations.set(obj.origin, own);
}

/**
 * The checks to call for each type (apiVersion and kind), worked out once per type: the rules
 * listing its kind or "*" whose `appliesTo` accepts it, in rule order, grouped by the need they
 * share so that each need is tested once per object.
 */
class CheckTable {
  readonly #all: readonly BoundCheck[];
  readonly #byKind = new Map<string, Map<string, TypeChecks>>();

  constructor(all: readonly BoundCheck[]) {
    this.#all = all;
  }

  of(obj: K8sObject): TypeChecks {
    let byVersion = this.#byKind.get(obj.kind);
    if (!byVersion) this.#byKind.set(obj.kind, (byVersion = new Map()));
    let checks = byVersion.get(obj.apiVersion);
    if (!checks) byVersion.set(obj.apiVersion, (checks = this.#checksOf(obj.apiVersion, obj.kind)));
    return checks;
  }

  #checksOf(apiVersion: string, kind: string): TypeChecks {
    // the checks without a need first, in both lists
    const now: CheckGroup[] = [{ need: undefined, checks: [] }];
    const later: CheckGroup[] = [{ need: undefined, checks: [] }];
    for (const check of this.#all) {
      const { rule, ctx } = check;
      if (!rule.kinds.includes(kind) && !rule.kinds.includes('*')) continue;
      if (rule.appliesTo && !answer(() => rule.appliesTo!(apiVersion, kind, ctx))) continue;
      const need = rule.needs?.kinds.includes(kind) ? rule.needs : undefined;
      const groups = rule.lookups?.includes(kind) ? later : now;
      let group = groups.find((g) => g.need === need);
      if (!group) groups.push((group = { need, checks: [] }));
      group.checks.push(check);
    }
    const made = (groups: CheckGroup[]) => groups.filter((group) => group.checks.length > 0);
    return { now: made(now), later: made(later) };
  }
}

/**
 * Whether the object meets a need. A test or an `appliesTo` that throws lets the rules run: each
 * then fails on the object as it would without them, and says so in a finding.
 */
function meets(obj: K8sObject, need: ObjectNeed): boolean {
  try {
    return need.test(obj);
  } catch {
    return true;
  }
}

function answer(ask: () => boolean): boolean {
  try {
    return ask();
  } catch {
    return true;
  }
}

/** What a rule sees of the run. A class rather than an object literal: one shape for every rule, and `index` guarded by a getter. */
class BoundContext implements RuleContext<string> {
  readonly target: string;
  readonly from: string | null;
  readonly releases: readonly string[];
  readonly apis: ApiTable;
  readonly state: unknown;
  /** What the rule's `init` threw, if it did. */
  readonly initError: unknown;
  /** Set once every object is loaded: from then on `index` is complete. */
  loaded = false;
  readonly rule: Rule;
  readonly #index: ObjectIndex;
  readonly #findings: Finding[];
  readonly #annotations: Map<Origin, Record<string, string>>;
  #docsFix: string | undefined;

  constructor(rule: Rule, context: EvaluationContext, index: ObjectIndex, findings: Finding[], annotations: Map<Origin, Record<string, string>>) {
    this.target = context.target;
    this.from = context.from;
    this.releases = context.releases;
    this.apis = context.apis ?? ApiTable.bundled();
    let state: unknown;
    try {
      state = rule.init?.();
    } catch (error) {
      this.initError = error ?? new Error('init threw');
    }
    this.state = state;
    this.rule = rule;
    this.#index = index;
    this.#findings = findings;
    this.#annotations = annotations;
  }

  get index(): ObjectIndex {
    if (!this.loaded) {
      throw new Error(`rule ${this.rule.id} reads ctx.index while objects are still loading; list the kinds it looks up in its lookups`);
    }
    return this.#index;
  }

  report(obj: K8sObject, report: ReportInput<string>): void {
    // Findings last to the end of the run: what they keep must not hold on to the object's file (see `detached`).
    const path = (report.path ?? []).map((part) => (typeof part === 'string' ? detached(part) : part));
    noteAnnotations(this.#annotations, obj);
    this.#findings.push({ ...this.#build(report), object: objectRef(obj), location: locationOf(obj, path), path, origin: obj.origin });
  }

  reportProblem(problem: SourceProblem, report: ReportInput<string>): void {
    const position = problem.position ?? { line: 1, column: 1 };
    this.#findings.push({ ...this.#build(report), object: null, location: { file: problem.file, line: position.line, column: position.column } });
  }

  #build(report: ReportInput<string>) {
    const rule = this.rule;
    return {
      ruleId: rule.id,
      // a core rule's finding without a release of its own concerns the target itself
      release: report.release ?? (rule.release === 'core' ? this.target : rule.release),
      severity: report.severity ?? rule.severity,
      message: formatMessage(rule.messages[report.messageId] ?? report.messageId, report.data),
      messageId: report.messageId,
      ...(report.data ? { data: detachedData(report.data) } : {}),
      ...identityKey(rule.identity?.[report.messageId], report.data),
      fix: withNote(formatMessage(rule.fixes?.[report.messageId] ?? (this.#docsFix ??= firstParagraph(rule.docs.fix)), report.data), report.fixNote),
    };
  }
}

/** The data values a rule declares part of a message's identity, as the finding's `key`. */
function identityKey(names: readonly string[] | undefined, data: Record<string, string | number> | undefined): { key?: Record<string, string | number> } {
  if (!names?.length || !data) return {};
  const key: Record<string, string | number> = {};
  for (const name of names) if (data[name] !== undefined) key[name] = typeof data[name] === 'string' ? detached(data[name] as string) : data[name];
  return { key };
}

/**
 * Data values are often slices of the object's file: copies keep the file's text from living as
 * long as the finding. They are also what custom reporters and plugins read, so a URL in them
 * loses its user information as messages do.
 */
function detachedData(data: Record<string, string | number>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const key in data) {
    const value = data[key];
    out[key] = typeof value === 'string' ? detached(redactUrls(value)) : value;
  }
  return out;
}

function locationOf(obj: K8sObject, path: Path): Location | null {
  if (obj.origin.type !== 'manifest') return null;
  const position = obj.origin.locate(path);
  return position ? { file: obj.origin.file, ...position } : { file: obj.origin.file, line: 1, column: 1 };
}

function failureFinding(rule: Rule, obj: K8sObject | null, error: unknown): Finding {
  const reason = error instanceof Error ? error.message : String(error);
  const severity: Severity = 'error';
  return {
    ruleId: rule.id,
    release: rule.release,
    severity,
    message: `rule ${rule.id} failed${obj ? ' on this object' : ''} (${reason}); the result for it is unknown. Please report this with the input that caused it.`,
    fix: 'Report the problem; meanwhile check this object by hand against the rule docs (k8s-upgrade-check explain ' + shellName(rule.id, 'RULE') + ').',
    object: obj ? objectRef(obj) : null,
    location: obj ? locationOf(obj, []) : null,
    origin: obj?.origin,
  };
}

function withNote(fix: string, note: string | undefined): string {
  return note ? `${fix} ${detached(note)}` : fix;
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

function keyOf(f: Finding): string {
  return f.object ? `${f.object.kind}/${f.object.namespace ?? ''}/${f.object.name}` : '';
}
