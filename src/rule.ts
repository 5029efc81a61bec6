import type { K8sObject, Path, Severity, SourceProblem } from './model.js';
import type { ObjectIndex } from './object-index.js';

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
}

export interface RuleContext<M extends string> {
  /** Target minor version, e.g. "1.37". */
  readonly target: string;
  /** Current minor version when known (`--from`, or the cluster's), else null. */
  readonly from: string | null;
  /** Releases the upgrade crosses, oldest first (every catalogued release up to the target when `from` is unknown). */
  readonly releases: readonly string[];
  /** Cross-object lookups over everything loaded, built once per run. */
  readonly index: ObjectIndex;
  report(obj: K8sObject, input: ReportInput<M>): void;
  reportProblem(problem: SourceProblem, input: ReportInput<M>): void;
}

export interface Rule<M extends string = string> {
  /** Public, stable identifier (kebab-case); equal to the module's file name. */
  id: string;
  /** The release whose upgrade the rule guards ("1.37"), or "core" for data-driven rules that run on every hop. */
  release: string;
  severity: Severity;
  /** Kinds `check` is called for (and that a cluster source must list); "*" for every kind. */
  kinds: readonly string[];
  docs: RuleDocs;
  /** Message templates; `{{name}}` is replaced with `data.name`. */
  messages: Record<M, string>;
  /** Per-message fix, same template syntax; falls back to a one-line form of `docs.fix`. */
  fixes?: Partial<Record<M, string>>;
  /** Called once per object of a listed kind. */
  check?(obj: K8sObject, ctx: RuleContext<M>): void;
  /** Called once per run after every `check`, for findings about several objects together. */
  checkAll?(ctx: RuleContext<M>): void;
  /** Called for each input a source could not read (unparsable files and documents). */
  checkProblem?(problem: SourceProblem, ctx: RuleContext<M>): void;
}

export function defineRule<M extends string>(rule: Rule<M>): Rule<M> {
  return rule;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

export function formatMessage(template: string, data: Record<string, string | number> = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in data ? String(data[name]) : whole));
}
