import type { ClusterSummary, CoverageGap, Finding, K8sObject, Report, SourceProblem, UpgradeHop } from './model.js';
import type { Rule } from './rule.js';
import type { ObjectSink } from './engine.js';
import { Evaluation, evaluateAll, selectRules, sortFindings } from './engine.js';
import { OLDEST_RELEASE, compareMinor, hops, minorRange } from './versions.js';
import { UsageError } from './errors.js';
import type { Policy } from './suppressions.js';
import { applyPolicy, isRuleOff } from './suppressions.js';

/**
 * What a source (manifest files, a live cluster) hands to the engine, besides the objects and
 * problems it puts into the sink as it reads them (or returns here, all at once).
 */
export interface LoadedInput {
  objects?: K8sObject[];
  problems?: SourceProblem[];
  files: number;
  gaps: CoverageGap[];
  /**
   * Further views of the same resources, each evaluated on its own so that its objects never meet
   * `objects` in cross-object lookups: a live cluster's Helm release manifests and the API versions
   * objects were written in.
   */
  views?: K8sObject[][];
  /** The source's last word on the findings (a live cluster merges what several views of one object said). */
  refine?(findings: Finding[]): Finding[];
  cluster?: ClusterSummary;
}

export interface RunOptions {
  target: string;
  from: string | null;
  rules: readonly Rule[];
  /**
   * Loads the objects into `sink`, where each is checked as it arrives; receives the selected rules
   * so that a cluster source lists only the kinds they need.
   */
  load(selected: readonly Rule[], sink: ObjectSink): Promise<LoadedInput> | LoadedInput;
  /** The repository's configuration and baseline, applied between evaluation and reporting. */
  policy?: Policy;
}

export async function run(options: RunOptions): Promise<Report> {
  const started = performance.now();
  if (options.from && compareMinor(options.from, options.target) > 0) {
    throw new UsageError(`--from ${options.from} is newer than --target ${options.target}; downgrades are not checked`);
  }
  const policy: Policy = options.policy ?? { cwd: process.cwd() };
  const selected = selectRules(options.rules, options.target).filter((rule) => !isRuleOff(policy.config, rule.id));
  const releases = releasesCrossed(options.from, options.target);
  const context = { target: options.target, from: options.from, releases };
  const main = new Evaluation(selected, context);
  const input = await options.load(selected, main);
  for (const obj of input.objects ?? []) main.add(obj);
  for (const problem of input.problems ?? []) main.addProblem(problem);
  const results = [main.finish(), ...(input.views ?? []).map((view) => evaluateAll(selected, { ...context, objects: view, problems: [] }))];
  let evaluated = results.length > 1 ? sortFindings(results.flatMap((r) => r.findings)) : results[0].findings;
  if (input.refine) evaluated = input.refine(evaluated);
  // Ignores, ignore annotations and the baseline apply here, never inside rules.
  const annotations = results.length > 1 ? new Map(results.flatMap((r) => [...r.annotations])) : results[0].annotations;
  const { findings, suppressed, baseline } = applyPolicy(evaluated, (origin) => annotations.get(origin), policy);
  return {
    target: options.target,
    from: options.from,
    releases,
    objects: results[0].objects,
    files: input.files,
    findings,
    gaps: input.gaps,
    elapsedMs: Math.round(performance.now() - started),
    suppressed,
    ...(baseline ? { baseline } : {}),
    ...(options.from ? { hops: upgradeHops(options.from, options.target) } : {}),
    ...(input.cluster ? { cluster: input.cluster } : {}),
  };
}

/** The control-plane upgrades from `from` to `target`, one minor at a time. */
export function upgradeHops(from: string, target: string): UpgradeHop[] {
  const minors = [from, ...hops(from, target)];
  return minors.slice(1).map((to, i) => ({ from: minors[i], to }));
}

/** With a known current version, the minors the upgrade passes through; otherwise every release up to the target. */
export function releasesCrossed(from: string | null, target: string): string[] {
  return from ? hops(from, target) : minorRange(OLDEST_RELEASE, target);
}
