/**
 * A live run over several kubeconfig contexts: each cluster is checked as a run of its own, a few
 * at a time, and their reports become one. A cluster that cannot be checked is listed with why and
 * counted as a coverage gap; it never costs the others. The baseline is compared once, over every
 * cluster's findings, so that a fleet's baseline records the fleet.
 */
import type { ClusterEntry, CoverageGap, Report } from './model.js';
import type { Rule } from './rule.js';
import type { Policy } from './suppressions.js';
import { applyBaseline } from './suppressions.js';
import type { ApiTable } from './kube/api-table.js';
import { SourceError, UsageError, firstLine } from './errors.js';
import { compareMinor } from './versions.js';
import { redact } from './redact.js';
import { DEFAULT_PARALLEL, MAX_PARALLEL } from './cli-names.js';
import { prereleaseField, run } from './run.js';
import { connectCluster, runTarget } from './sources/cluster/index.js';
import type { LiveCluster, LiveOptions } from './sources/cluster/index.js';
import { contextsOf, readKubeconfig } from './sources/cluster/kubeconfig.js';
import type { ContextListing, LoadedKubeconfig } from './sources/cluster/kubeconfig.js';
import { mapLimit } from './sources/cluster/discovery.js';
import type { FleetProgress } from './fleet-progress.js';

function parseParallel(text: string | undefined): number {
  if (text === undefined) return DEFAULT_PARALLEL;
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || value < 1 || value > MAX_PARALLEL)
    throw new UsageError(`--parallel "${redact(text).slice(0, 40)}" is not a number of clusters from 1 to ${MAX_PARALLEL}`);
  return value;
}

/** The contexts a run names: `--context` (repeatable, in the order given, each once) or `--all-contexts`. */
export interface ContextSelection {
  loaded: LoadedKubeconfig;
  contexts: ContextListing[];
  /** `--parallel`: clusters checked at once. */
  parallel: number;
}

export function selectContexts(
  given: readonly string[] | undefined,
  all: boolean,
  parallelFlag: string | undefined,
  options: Pick<LiveOptions, 'kubeconfig' | 'env' | 'serviceAccountTokenPath'>,
): ContextSelection {
  const parallel = parseParallel(parallelFlag);
  if (all && given?.length) throw new UsageError('--all-contexts checks every context of the kubeconfig; leave out --context, or --all-contexts');
  const loaded = readKubeconfig(options);
  const { contexts } = contextsOf(loaded);
  if (all) {
    if (contexts.length === 0) throw new SourceError(`${loaded.source} defines no context; --all-contexts has nothing to check`);
    return { loaded, contexts, parallel };
  }
  const byName = new Map(contexts.map((c) => [c.name, c]));
  const unknown = [...new Set(given ?? [])].filter((name) => !byName.has(name));
  if (unknown.length) {
    const list = contexts.length ? ` (available: ${contexts.map((c) => c.shown).join(', ')})` : '';
    const names = unknown.map((name) => `"${redact(name)}"`).join(', ');
    throw new UsageError(`${unknown.length === 1 ? 'context' : 'contexts'} ${names} not found in ${loaded.source}${list}`);
  }
  return { loaded, contexts: [...new Set(given)].map((name) => byName.get(name)!), parallel };
}

export interface FleetRunOptions {
  selection: ContextSelection;
  target: string;
  rules: readonly Rule[];
  apis: ApiTable;
  policy: Policy;
  /** How each cluster is reached, as for a run of one; the context and the progress line are the fleet's. */
  live: Omit<LiveOptions, 'context' | 'progress' | 'loaded'>;
  progress?: FleetProgress;
}

/** One context's part of a fleet run: its entry, and its report when it was checked. */
export interface ClusterOutcome {
  entry: ClusterEntry;
  report?: Report;
}

/** Checks every selected cluster and makes one report of them; a SourceError when none could be checked. */
export async function runFleet(options: FleetRunOptions): Promise<Report> {
  const started = performance.now();
  const { baseline, ...perCluster } = options.policy;
  const outcomes = await mapLimit(options.selection.contexts, options.selection.parallel, async (listing) => {
    const outcome = await checkOne(listing, options, perCluster);
    options.progress?.finished(outcome.entry);
    return outcome;
  });
  if (!outcomes.some((o) => o.entry.checked)) {
    throw new SourceError(
      `none of the ${outcomes.length} contexts could be checked: ${outcomes.map((o) => `${o.entry.context}: ${o.entry.error}`).join('; ')}`,
    );
  }
  const report = fleetReport(outcomes, options.target, Math.round(performance.now() - started));
  if (!baseline) return report;
  const compared = applyBaseline(report.findings, baseline);
  const clusters = report.clusters?.map((entry) =>
    entry.checked ? { ...entry, findings: compared.findings.filter((f) => f.cluster === entry.context).length } : entry,
  );
  return { ...report, findings: compared.findings, suppressed: [...(report.suppressed ?? []), ...compared.suppressed], baseline: compared.baseline, clusters };
}

async function checkOne(listing: ContextListing, options: FleetRunOptions, policy: Policy): Promise<ClusterOutcome> {
  const context = listing.shown;
  let cluster: LiveCluster;
  try {
    cluster = await connectCluster({ ...options.live, context: listing.name, loaded: options.selection.loaded, progress: options.progress?.lineFor(context) });
  } catch (error) {
    return { entry: { context, server: listing.server, reachable: false, checked: false, error: reasonOf(error) } };
  }
  try {
    runTarget(cluster, { target: options.target, from: null });
    const report = await run({ target: options.target, from: cluster.minor, rules: options.rules, apis: options.apis, source: cluster, policy });
    return { entry: report.clusters![0], report };
  } catch (error) {
    cluster.close();
    return { entry: { context, server: cluster.server, version: cluster.version, reachable: true, checked: false, error: reasonOf(error) } };
  }
}

/** Why a cluster was not checked, in one line that carries no credential. */
function reasonOf(error: unknown): string {
  if (error instanceof SourceError || error instanceof UsageError) return firstLine(error.message);
  return `internal error: ${redact(firstLine(error))} (set DEBUG=1 on a run of this context alone for details, and please report it)`;
}

/** The reports of the clusters checked, as one: findings, gaps and suppressed findings each name their cluster. */
export function fleetReport(outcomes: readonly ClusterOutcome[], target: string, elapsedMs: number): Report {
  const reports = outcomes.flatMap((o) => (o.report ? [o.report] : []));
  return {
    target,
    from: null,
    releases: [...new Set(reports.flatMap((r) => r.releases))].sort(compareMinor),
    objects: reports.reduce((sum, r) => sum + r.objects, 0),
    files: 0,
    findings: reports.flatMap((r) => r.findings),
    gaps: outcomes.flatMap((o) => o.report?.gaps ?? [notCheckedGap(o.entry)]),
    elapsedMs,
    suppressed: reports.flatMap((r) => r.suppressed ?? []),
    clusters: outcomes.map((o) => o.entry),
    ...prereleaseField(target),
  };
}

/** A cluster not reached fails the check of everything in it; one past the target is skipped. */
function notCheckedGap(entry: ClusterEntry): CoverageGap {
  return {
    what: entry.reachable ? `the cluster (${entry.server}, Kubernetes ${entry.version})` : `the cluster (${entry.server})`,
    reason: entry.error ?? 'not checked',
    rules: [],
    cause: entry.reachable ? 'skipped' : 'failed',
    cluster: entry.context,
  };
}
