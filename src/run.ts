import type { CoverageGap, Finding, Report, UpgradeHop } from './model.js';
import type { Rule } from './rule.js';
import { Evaluation, finishWithViews, selectRules } from './engine.js';
import type { Source } from './sources/source.js';
import { OLDEST_RELEASE, compareMinor, hops, minorRange } from './versions.js';
import { prereleaseDataUpTo, prereleaseNotice } from './prerelease.js';
import { UsageError } from './errors.js';
import type { Policy } from './suppressions.js';
import { applyPolicy, isRuleOff } from './suppressions.js';
import { ApiTable } from './kube/api-table.js';
import { CONFIG_FILE_NAME } from './cli-names.js';
import { compareAddonVersions } from './versions.js';
import { entryOf } from './cluster-reports.js';

export interface RunOptions {
  target: string;
  from: string | null;
  rules: readonly Rule[];
  /** Where the objects come from: manifest files or a live cluster. */
  source: Source;
  /** The repository's configuration and baseline, applied between evaluation and reporting. */
  policy?: Policy;
  /** The API rows and add-on targets of the run (configuration `apis:` and `addons:`, `--addon`); the bundled ones when left out. */
  apis?: ApiTable;
}

export async function run(options: RunOptions): Promise<Report> {
  const started = performance.now();
  if (options.from && compareMinor(options.from, options.target) > 0) {
    throw new UsageError(`--from ${options.from} is newer than --target ${options.target}; downgrades are not checked`);
  }
  const policy: Policy = options.policy ?? { cwd: process.cwd() };
  const selected = selectRules(options.rules, options.target).filter((rule) => !isRuleOff(policy.config, rule.id));
  const releases = releasesCrossed(options.from, options.target);
  const apis = options.apis ?? ApiTable.bundled();
  const context = { target: options.target, from: options.from, releases, apis };
  const main = new Evaluation(selected, context);
  const input = await options.source.load(selected, main);
  const evaluated = finishWithViews(main, input.views ?? [], selected, context);
  // A rule's promise that nobody awaits (an async check) rejects after the rule returned; one turn
  // of the event loop lets the plugin guard stop the run on it before any report is written.
  await new Promise((settled) => setImmediate(settled));
  // Ignores, ignore annotations and the baseline apply here, never inside rules.
  const { findings, suppressed, baseline } = applyPolicy(evaluated.findings, (origin) => evaluated.annotations.get(origin), policy);
  const cluster = input.cluster?.context;
  const report: Report = {
    target: options.target,
    from: options.from,
    releases,
    objects: evaluated.objects,
    files: input.files,
    ...(input.unreadable ? { unreadable: input.unreadable } : {}),
    ...(input.notObjects ? { notObjects: input.notObjects } : {}),
    findings: inCluster(findings, cluster),
    gaps: inCluster([...input.gaps, ...addonTargetGaps(findings, apis, selected)], cluster),
    elapsedMs: Math.round(performance.now() - started),
    suppressed: inCluster(suppressed, cluster),
    ...(baseline ? { baseline } : {}),
    ...(options.from ? { hops: upgradeHops(options.from, options.target) } : {}),
    ...(input.cluster ? { cluster: input.cluster } : {}),
    ...prereleaseField(options.target),
  };
  // A live run lists its cluster in `clusters`, as a run over several lists each of theirs.
  if (input.cluster) report.clusters = [entryOf(report, input.cluster)];
  return report;
}

/** Each finding and gap of a live run names its cluster, so that a report over several keeps them apart. */
function inCluster<T extends { cluster?: string }>(items: T[], cluster: string | undefined): T[] {
  return cluster === undefined ? items : items.map((item) => ({ ...item, cluster }));
}

/** Data for a release that has not shipped is said to be so in every report that relies on it. */
export function prereleaseField(target: string): Pick<Report, 'prerelease'> {
  const notices = prereleaseDataUpTo(target).map((p) => ({ ...p, notice: prereleaseNotice(p) }));
  return notices.length ? { prerelease: notices } : {};
}

/**
 * What the run assumed about add-on releases, said where the findings depend on it: an add-on that
 * findings of rules judging against the run's add-on release name (`data.addon`) with no release
 * given is judged against the newest release the data knows; a release given beyond that is judged
 * without the removals that came after it.
 */
export function addonTargetGaps(findings: readonly Finding[], apis: ApiTable, selected: readonly Rule[]): CoverageGap[] {
  const judging = selected.filter((rule) => rule.judgesAddonTarget).map((rule) => rule.id);
  const rulesByAddon = new Map<string, Set<string>>();
  for (const f of findings) {
    if (!judging.includes(f.ruleId)) continue;
    const name = f.data?.addon;
    if (typeof name !== 'string' || !apis.addon(name)) continue;
    const rules = rulesByAddon.get(name) ?? new Set<string>();
    rules.add(f.ruleId);
    rulesByAddon.set(name, rules);
  }
  const gaps: CoverageGap[] = [];
  if (judging.length === 0) return gaps;
  for (const name of apis.addonNames()) {
    const target = apis.target(name);
    const rules = [...(rulesByAddon.get(name) ?? [])].sort();
    if (!target.given && rules.length > 0) {
      gaps.push({
        what: `${target.addon.title} release`,
        reason: `none given (--addon ${name}=VERSION, or addons: in ${CONFIG_FILE_NAME}); judged against ${target.version}, the newest release this version of k8s-upgrade-check knows`,
        rules,
      });
    } else if (target.given && compareAddonVersions(target.version, target.addon.newestKnown) > 0) {
      gaps.push({
        what: `${target.addon.title} ${target.version}`,
        reason: `newer than ${target.addon.newestKnown}, the newest release this version of k8s-upgrade-check knows: removals after it are not known`,
        rules: rules.length ? rules : [...judging].sort(),
      });
    }
  }
  return gaps;
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
