/**
 * How a run is set up, for the scan and `fix` alike: the configuration file and its plugins, the
 * rules, the API rows and add-on releases, the baseline, the files to read and the versions the
 * upgrade goes between. Both commands read the flags that decide which findings a run has through
 * here, so those flags mean the same in each. The rules and the configuration reader are loaded
 * only when a run starts: `--version`, help and completion start without them.
 */
import { readBaseline } from './baseline.js';
import { runFiles, targetRequired } from './cli-names.js';
import type { Config } from './config.js';
import type { ApiTable } from './kube/api-table.js';
import type { Rule } from './rule.js';
import type { Policy } from './suppressions.js';
import { parseVersionFlag } from './versions.js';

/** The flags that decide which findings a run has; the scan and `fix` take each of them. */
export interface RunFlags {
  target?: string;
  from?: string;
  filename?: string[];
  staticPods?: string[];
  addon?: string[];
  config?: string;
  baseline?: string;
  /** The scan's `--baseline-write`: the run records its findings, and does not read that file as a manifest. */
  baselineWrite?: string;
}

/** What a run is configured with: its rules (plugins included), the configuration file, and the API rows and add-on releases. */
export interface ConfiguredRun {
  rules: readonly Rule[];
  config: Config | undefined;
  apis: ApiTable;
}

export async function builtinRules(): Promise<readonly Rule[]> {
  const { allRules } = await import('../rules/index.js');
  return allRules;
}

/** The configuration file (given or found) and every rule: the built-in ones, then its plugins'. */
export async function configuredRules(configPath: string | undefined, cwd: string): Promise<{ rules: readonly Rule[]; config: Config | undefined }> {
  const [builtin, { checkRuleReferences, resolveConfig }] = await Promise.all([builtinRules(), import('./config.js')]);
  const config = resolveConfig(configPath, cwd);
  if (!config) return { rules: builtin, config };
  const plugins = config.plugins.length ? await (await import('./plugins.js')).loadPlugins(config, builtin) : [];
  const rules = [...builtin, ...plugins];
  checkRuleReferences(
    config,
    rules.map((rule) => rule.id),
  );
  return { rules, config };
}

/** `--config` and `--addon`: the configuration, its plugins' rules, and the API table of the add-on releases moved to. */
export async function configureRun(flags: Pick<RunFlags, 'config' | 'addon'>, cwd: string): Promise<ConfiguredRun> {
  const { rules, config } = await configuredRules(flags.config, cwd);
  return { rules, config, apis: await apiTable(config, flags.addon ?? []) };
}

/** The run's API rows and add-on releases: `apis:` and `addons:` of the configuration, then `--addon`. */
async function apiTable(config: Config | undefined, addonFlags: readonly string[]): Promise<ApiTable> {
  const [{ ApiTable, knownAddonNames }, { parseAddonFlags }] = await Promise.all([import('./kube/api-table.js'), import('./config.js')]);
  const targets = new Map([...(config?.addons ?? []), ...parseAddonFlags(addonFlags, knownAddonNames(config?.apis ?? []))]);
  return new ApiTable({ rows: config?.apis, targets });
}

/**
 * `--target` (or `target:` of the configuration) and `--from`. Manifests say nothing of the version
 * they will run on, so a run of files must name its target; a cluster check without one takes the
 * minor after the cluster's (`target` is then undefined).
 */
export function runVersions(flags: Pick<RunFlags, 'target' | 'from'>, config: Config | undefined, live: false): { target: string; from: string | null };
export function runVersions(
  flags: Pick<RunFlags, 'target' | 'from'>,
  config: Config | undefined,
  live: boolean,
): { target: string | undefined; from: string | null };
export function runVersions(
  flags: Pick<RunFlags, 'target' | 'from'>,
  config: Config | undefined,
  live: boolean,
): { target: string | undefined; from: string | null } {
  if (!live && !flags.target && !config?.target) throw targetRequired();
  return {
    target: flags.target ? parseVersionFlag('--target', flags.target) : config?.target,
    from: flags.from ? parseVersionFlag('--from', flags.from) : null,
  };
}

/** The manifests of a run: files and directories, static pod manifests, and the run's own files, which are never read as manifests. */
export function manifestInputs(
  flags: RunFlags,
  config: Config | undefined,
  cwd: string,
): { paths: string[]; staticPodPaths: string[] | undefined; exclude: string[] } {
  return { paths: flags.filename ?? [], staticPodPaths: flags.staticPods, exclude: runFiles(config, cwd, flags) };
}

/**
 * The configuration's ignores and the baseline, applied between evaluation and reporting:
 * `--baseline` suppresses the findings it records; the scan's `--baseline-write` records this run's
 * findings, over the entries of `--baseline` when both are given.
 */
export function runPolicy(flags: Pick<RunFlags, 'baseline' | 'baselineWrite'>, config: Config | undefined, cwd: string): Policy {
  const entries = flags.baseline ? readBaseline(flags.baseline, cwd) : undefined;
  const baseline = flags.baselineWrite ? { file: flags.baselineWrite, record: true, entries } : flags.baseline ? { file: flags.baseline, entries } : undefined;
  return { config, cwd, baseline };
}
