import type { K8sObject, Path, Severity, SourceProblem } from './model.js';
import type { ObjectIndex } from './object-index.js';
import { redactUrls } from './redact.js';
import type { ApiTable } from './kube/api-table.js';
import type { Autofix } from './fix/api.js';

export interface RuleSource {
  title: string;
  url: string;
}

/** Everything `explain` prints and the rule catalogue lists. Markdown is allowed in every field. */
export interface RuleDocs {
  /** One line: what the rule finds. */
  summary: string;
  /** What changed in Kubernetes, and in which release. */
  changed: string;
  /** Who is affected. */
  affected: string;
  /** Why it breaks: what the user sees after the upgrade. */
  why: string;
  /** How to fix it, with a YAML snippet where that helps. */
  fix: string;
  /** Tables of the data the rule judges by, as Markdown (data-driven rules). */
  data?: string;
  /** Kubernetes' own sources: KEP, changelog, API lifecycle data, release blog. */
  sources: RuleSource[];
  featureGates?: string[];
  /** Facts behind the rule that could not be confirmed from a final release artefact. */
  unverified?: string[];
}

export interface ReportInput<M extends string> {
  messageId: M;
  data?: Record<string, string | number>;
  /** Path of the offending field inside the object; its line is where the finding points. */
  path?: Path;
  /** Overrides the rule's default severity for this finding. */
  severity?: Severity;
  /** Overrides the rule's release (data-driven rules report the release the change happened in). */
  release?: string;
  /**
   * A sentence added to the fix: where a fact the finding rests on is written when it is not the
   * rule's own, such as a row of the configuration's `apis:`. Not part of the message, so a finding
   * keeps its identity (baselines, SARIF fingerprints) when that line moves.
   */
  fixNote?: string;
}

export interface RuleContext<M extends string, S = unknown> {
  /** Target minor version, e.g. "1.37". */
  readonly target: string;
  /** Current minor version when known (`--from`, or the cluster's), else null. */
  readonly from: string | null;
  /** Releases the upgrade crosses, oldest first (every catalogued release up to the target when `from` is unknown). */
  readonly releases: readonly string[];
  /**
   * Lookups over the objects of the kinds the rule declares in `lookups`. Readable from `checkAll`
   * and from a `check` on an object of such a kind; reading it from any other `check` is an error,
   * as the objects it would hold are still loading.
   */
  readonly index: ObjectIndex;
  /**
   * The API rows of the run: Kubernetes' and the bundled add-ons', with the configuration's own
   * `apis:` rows, and the add-on releases the run moves to (`--addon`, `addons:`).
   */
  readonly apis: ApiTable;
  /** The rule's state for this run, made by its `init`. */
  readonly state: S;
  report(obj: K8sObject, input: ReportInput<M>): void;
  reportProblem(problem: SourceProblem, input: ReportInput<M>): void;
}

/** See `Rule.needs`. */
export interface ObjectNeed {
  /** The kinds it tests; objects of other kinds reach the rule untested. */
  readonly kinds: readonly string[];
  test(obj: K8sObject): boolean;
}

// `any` state lets rules with different states share one list; each rule is typed by its own `init`.
export interface Rule<M extends string = string, S = any> {
  /** Public, stable identifier (kebab-case); equal to the module's file name. */
  id: string;
  /** The release whose upgrade the rule guards ("1.37"), or "core" for data-driven rules that run on every hop. */
  release: string;
  severity: Severity;
  /**
   * Per message, the `data` values that tell two of its findings apart when they share the object
   * and the path (two gates in one `--feature-gates` flag): they join the finding's identity
   * (baselines, SARIF fingerprints). Only values the object itself holds (a gate's name, a metric's
   * name) belong here; never words, nor knowledge from the data files, which change between releases.
   */
  identity?: { readonly [K in M]?: readonly string[] };
  /** Kinds `check` is called for (and that a cluster source must list); "*" for every kind. */
  kinds: readonly string[];
  /**
   * Narrows `kinds` for a rule that judges an object by its type (an API row): asked once per run
   * for each apiVersion and kind met, and a rule that answers false is not called for objects of
   * that type. It may answer false only where `check` would find nothing.
   */
  appliesTo?(apiVersion: string, kind: string, ctx: RuleContext<M, S>): boolean;
  /**
   * A test of the object that several rules share, run once per object however many rules name it:
   * a rule is not called for an object of the test's kinds that fails it. For rules that read only
   * what the test reads (a workload's component flags), which most objects do not have.
   */
  needs?: ObjectNeed;
  /**
   * Kinds the rule reads through `ctx.index`. Objects of these kinds are kept for the whole run and
   * reach `check` once everything is loaded. Every other object reaches `check` as soon as it is
   * read and is dropped afterwards, which is what keeps a scan's memory flat: a rule that needs to
   * remember something about such objects gathers it into its `state`.
   */
  lookups?: readonly string[];
  /** Makes the rule's state for one run: what `check` gathers for `checkAll`. */
  init?(): S;
  docs: RuleDocs;
  /** Message templates; `{{name}}` is replaced with `data.name`. */
  messages: Record<M, string>;
  /** Per-message fix, same template syntax; falls back to a one-line form of `docs.fix`. */
  fixes?: Partial<Record<M, string>>;
  /**
   * Rewrites what the rule finds, for `k8s-upgrade-check fix`: called with the rule's findings
   * about one object, it asks for edits and says which findings they fix and which it leaves.
   */
  autofix?: Autofix;
  /**
   * What the rule finds is for people to decide, never for `fix` to edit (which release of an
   * add-on to move to): `fix` lists its findings under "needs a decision", each with its fix text.
   */
  needsDecision?: boolean;
  /**
   * The rule judges add-on objects against the add-on release of the run (`--addon NAME=VERSION`,
   * `addons:` in the configuration, or else the newest release the data knows), and names that
   * add-on in `data.addon`: the report then says which release was assumed.
   */
  judgesAddonTarget?: boolean;
  /** Called once per object of a listed kind. */
  check?(obj: K8sObject, ctx: RuleContext<M, S>): void;
  /** Called once per run after every `check` and `checkProblem`, for findings about several objects (or files) together. */
  checkAll?(ctx: RuleContext<M, S>): void;
  /** Called for each input a source could not read (unparsable files and documents). */
  checkProblem?(problem: SourceProblem, ctx: RuleContext<M, S>): void;
}

export function defineRule<M extends string, S = undefined>(rule: Rule<M, S>): Rule<M, S> {
  return rule;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** A template cut at its placeholders: text at even indexes, placeholder names at odd ones, and the placeholders as written last. */
type CompiledTemplate = { parts: string[]; written: string[] };
const compiled = new Map<string, CompiledTemplate>();

function compile(template: string): CompiledTemplate {
  const parts: string[] = [];
  const written: string[] = [];
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    parts.push(template.slice(last, match.index), match[1]);
    written.push(match[0]);
    last = match.index + match[0].length;
  }
  parts.push(template.slice(last));
  return { parts, written };
}

function compiledTemplate(template: string): CompiledTemplate {
  let cut = compiled.get(template);
  if (!cut) compiled.set(template, (cut = compile(template)));
  return cut;
}

/** The names of a template's placeholders, in order: `{{ name }}` gives name. */
export function placeholderNames(template: string): string[] {
  return compiledTemplate(template).parts.filter((_, i) => i % 2 === 1);
}

/**
 * Fills `{{name}}` placeholders from `data`, leaving unknown ones as written. Messages are made for
 * every finding, so each template is cut once rather than matched by a pattern each time. Values
 * come from objects, where a URL may carry a password (a gitRepo volume's repository, a webhook's
 * url): every report format prints messages and fixes, so the user information is dropped here.
 */
export function formatMessage(template: string, data: Record<string, string | number> = {}): string {
  const cut = compiledTemplate(template);
  if (cut.parts.length === 1) return template;
  const pieces = cut.parts.slice();
  for (let i = 1; i < pieces.length; i += 2) pieces[i] = pieces[i] in data ? redactUrls(String(data[pieces[i]])) : cut.written[(i - 1) / 2];
  return pieces.join('');
}
