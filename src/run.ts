import type { Report, UpgradeHop } from './model.js';
import type { Rule } from './rule.js';
import { Evaluation, finishWithViews, selectRules } from './engine.js';
import type { Source } from './sources/source.js';
import { OLDEST_RELEASE, compareMinor, hops, minorRange } from './versions.js';
import { UsageError } from './errors.js';
import type { Policy } from './suppressions.js';
import { applyPolicy, isRuleOff } from './suppressions.js';

export interface RunOptions {
  target: string;
  from: string | null;
  rules: readonly Rule[];
  /** Where the objects come from: manifest files or a live cluster. */
  source: Source;
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
  const input = await options.source.load(selected, main);
  const evaluated = finishWithViews(main, input.views ?? [], selected, context);
  // Ignores, ignore annotations and the baseline apply here, never inside rules.
  const { findings, suppressed, baseline } = applyPolicy(evaluated.findings, (origin) => evaluated.annotations.get(origin), policy);
  return {
    target: options.target,
    from: options.from,
    releases,
    objects: evaluated.objects,
    files: input.files,
    ...(input.unreadable ? { unreadable: input.unreadable } : {}),
    ...(input.notObjects ? { notObjects: input.notObjects } : {}),
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
