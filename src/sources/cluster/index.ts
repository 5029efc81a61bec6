/**
 * The live-cluster source: connects like kubectl, reads what the selected rules need and hands
 * the engine the same K8sObjects a manifest scan would, each with a cluster origin. Only this
 * mode loads `@kubernetes/client-node` (through kubeconfig.ts).
 */
import type { ClusterOrigin, CoverageGap, K8sObject, ObjectSink } from '../../model.js';
import { groupOf, isKubernetesGroup, k8sObject } from '../../model.js';
import type { Rule } from '../../rule.js';
import type { Source, SourceResult } from '../source.js';
import { SourceError, UsageError } from '../../errors.js';
import { LATEST_RELEASE, OLDEST_RELEASE, compareMinor, nextMinor, supportedTargets } from '../../versions.js';
import { flagsOf } from '../../kube/components/index.js';
import { ApiTable } from '../../kube/api-table.js';
import { discover, mapLimit } from './discovery.js';
import type { Discovery } from './discovery.js';
import { ApiClient, describeFailure, gapReason, isForbidden, isRequestFailure } from './http.js';
import { resolveContext } from './kubeconfig.js';
import type { LoadedKubeconfig, ResolvedContext } from './kubeconfig.js';
import { LIST_LIMITS, describeList, listAll } from './lists.js';
import type { ListLimits, RawObject } from './lists.js';
import { decodeReleases, releaseChartMetadata, releaseObjects } from './helm.js';
import { writtenAs } from './written-as.js';
import { queryNodes } from './nodes.js';
import { COMPUTED_GROUPS, MAX_RESOURCE_LISTS, planReads } from './plan.js';
import type { Plan, PlannedList } from './plan.js';
import { parseMetrics } from './prometheus.js';
import { APISERVER_FAMILIES, APISERVER_METRICS_KIND, metricsObject } from './synthetic.js';
import { STORED_OBJECT_FAMILIES, deprecatedAt, deprecatedOnlyGaps, storedCounts } from './deprecated-reads.js';
import type { StoredCounts } from './deprecated-reads.js';
import { readServerVersion } from './server-version.js';
import type { ServerVersion } from './server-version.js';
import { Progress } from './progress.js';
import type { ProgressLine } from './progress.js';
import { parseBurst, parseQps } from './rate-limit.js';
import { MAX_TIMER_MS } from './sleep.js';
import { quote, redact } from '../../redact.js';
import { displayText } from '../../untrusted-text.js';

export interface LiveOptions {
  kubeconfig?: string;
  context?: string;
  /** Limits namespaced kinds (and Helm releases) to one namespace. */
  namespace?: string;
  /** kubectl-style duration per request: 30s, 1m, 0 for none. */
  requestTimeout?: string;
  /** `--qps` and `--burst` as typed: the client-side rate limit (default 50 and 100). */
  qps?: string;
  burst?: string;
  /** Do not query each node's kubelet (configz, metrics). */
  skipNodes?: boolean;
  /**
   * `group/kind` of the custom resources the run's API rows cover (add-ons, the configuration's
   * `apis:`): listed for the rules that read every kind. Default: the bundled add-on rows.
   */
  customKinds?: ReadonlySet<string>;
  /** List kinds that the server serves only in versions deprecated at its version (`--allow-deprecated-reads`). */
  allowDeprecatedReads?: boolean;
  env: NodeJS.ProcessEnv;
  /** Where progress is shown; given only when stderr is a terminal. */
  progress?: ProgressLine;
  /**
   * `--cluster-name`: what reports and metrics call the cluster instead of its context, for runs
   * whose context says nothing (`inClusterContext` in every pod).
   */
  clusterName?: string;
  /** The kubeconfig already read, when a run checks several of its contexts. */
  loaded?: LoadedKubeconfig;
  /** Where one-line warnings about the connection go (plain HTTP, an unverified server). */
  warn?: (line: string) => void;
  /** Lists in flight at once. */
  parallelLists?: number;
  /** First retry delay (tests shorten it). */
  retryBaseMs?: number;
  /** Bounds of one list (tests shorten them). */
  listLimits?: Partial<ListLimits>;
  serviceAccountTokenPath?: string;
}

export interface LiveCluster extends Source {
  context: string;
  server: string;
  /** The API server's version as it reports it, e.g. v1.34.2, with the version it emulates if any. */
  version: string;
  /** The minor whose APIs it serves (its emulated version, else its own), e.g. 1.34: the `from` of the run. */
  minor: string;
  requests(): number;
  close(): void;
}

const DEFAULT_TIMEOUT = '30s';

/**
 * Connects for a run to `target` (by default the minor after the server's version): the server's version becomes the run's `from`, so a `--from`
 * that says otherwise, or a cluster already past the target, ends the run before anything is read.
 */
export async function connectForRun(options: LiveOptions & { target: string | undefined; from: string | null }): Promise<LiveCluster & { target: string }> {
  const cluster = await connectCluster(options);
  try {
    return Object.assign(cluster, { target: runTarget(cluster, options) });
  } catch (error) {
    cluster.close();
    throw error;
  }
}

/** The target a run checks the cluster against; a UsageError when the cluster cannot be checked for it. */
export function runTarget(cluster: Pick<LiveCluster, 'context' | 'version' | 'minor'>, options: { target: string | undefined; from: string | null }): string {
  if (options.from && options.from !== cluster.minor) {
    throw new UsageError(
      `--from ${options.from} does not match the cluster: context "${cluster.context}" runs ${cluster.version}; leave --from out of a live check (the server's version is used)`,
    );
  }
  const target = options.target ?? nextMinor(cluster.minor);
  if (!options.target && !supportedTargets().includes(target)) {
    throw new UsageError(
      `the cluster of context "${cluster.context}" runs ${cluster.version}, and its next minor ${target} is not one this version of k8s-upgrade-check knows (supported: ${OLDEST_RELEASE} to ${LATEST_RELEASE}); give --target`,
    );
  }
  if (compareMinor(cluster.minor, target) > 0) {
    throw new UsageError(`the cluster of context "${cluster.context}" runs ${cluster.version}, newer than --target ${target}; downgrades are not checked`);
  }
  return target;
}

export async function connectCluster(options: LiveOptions): Promise<LiveCluster> {
  // Flags first: a typo is reported before any kubeconfig is read or credential plugin run.
  const timeoutMs = parseDuration(options.requestTimeout ?? DEFAULT_TIMEOUT);
  const rateLimit = { qps: parseQps(options.qps), burst: parseBurst(options.burst) };
  const target = await resolveContext({
    kubeconfig: options.kubeconfig,
    context: options.context,
    env: options.env,
    warn: options.warn,
    serviceAccountTokenPath: options.serviceAccountTokenPath,
    loaded: options.loaded,
  });
  const client = new ApiClient(target, { timeoutMs, retryBaseMs: options.retryBaseMs, rateLimit });
  let answer: unknown;
  try {
    answer = await client.getJson('/version', { attempts: 2 });
  } catch (error) {
    client.close();
    throw describeFailure(error, target, timeoutMs);
  }
  const server = readServerVersion(answer);
  if ('unreadable' in server) {
    client.close();
    throw new SourceError(
      `the API server of context "${target.context}" (${target.server}) reported no Kubernetes version on /version (got "${quote(server.unreadable, 40)}")`,
    );
  }
  return {
    context: options.clusterName ?? target.context,
    server: target.server,
    version: server.shown,
    minor: server.minor,
    // The connection closes when loading ends, so that a finished run leaves no sockets open.
    load: (rules, sink) =>
      loadCluster(client, target, rules, sink, options, timeoutMs, server)
        .catch(rethrowRedacted)
        .finally(() => client.close()),
    requests: () => client.requests,
    close: () => client.close(),
  };
}

/** Errors this module did not anticipate still reach the terminal; they must not carry credentials. */
function rethrowRedacted(error: unknown): never {
  if (error instanceof SourceError || error instanceof UsageError || !(error instanceof Error)) throw error;
  const safe = new Error(redact(error.message));
  safe.stack = redact(error.stack ?? '');
  throw safe;
}

/**
 * kubectl's --request-timeout: a number of seconds, or a duration such as 500ms, 30s, 1m, 1m30s; 0
 * means no limit. A limit longer than a Node.js timer holds (2^31-1 ms, about 24.8 days) is refused
 * rather than shortened: such a timer fires at once, and a value that large is a slip (600h for
 * 600s), which the user should hear about rather than have the tool guess.
 */
export function parseDuration(text: string): number {
  const value = text.trim();
  const shown = quote(text, 40);
  let ms: number;
  if (/^\d+(\.\d+)?$/.test(value)) {
    ms = Number(value) * 1000;
  } else {
    const units: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
    const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)];
    if (parts.length === 0 || parts.map((p) => p[0]).join('') !== value) {
      throw new UsageError(`--request-timeout "${shown}" is not a duration; use for example 30s, 1m or 0 for no limit`);
    }
    ms = parts.reduce((total, p) => total + Number(p[1]) * units[p[2]], 0);
  }
  if (!(ms <= MAX_TIMER_MS))
    throw new UsageError(`--request-timeout "${shown}" is longer than the longest time limit, 596h31m23s; use a shorter duration, or 0 for no limit`);
  return ms;
}

async function loadCluster(
  client: ApiClient,
  target: ResolvedContext,
  rules: readonly Rule[],
  sink: ObjectSink,
  options: LiveOptions,
  timeoutMs: number,
  server: ServerVersion,
): Promise<SourceResult> {
  const context = options.clusterName ?? target.context;
  const progress = new Progress(options.progress, `reading ${displayText(context)}`);
  try {
    let discovery: Discovery;
    try {
      discovery = await discover(client);
    } catch (error) {
      throw describeFailure(error, target, timeoutMs);
    }
    const customKinds = options.customKinds ?? ApiTable.bundled().customKinds();
    const plan = planReads(rules, discovery, {
      namespace: options.namespace,
      skipNodes: options.skipNodes ?? false,
      customKinds,
      // The server marks requests deprecated by its own binary's version, whatever it emulates.
      deprecatedAtServer: deprecatedAt(server.binaryMinor),
      allowDeprecatedReads: options.allowDeprecatedReads,
    });
    const gaps: CoverageGap[] = [...discoveryGaps(discovery, plan, rules)];
    if (plan.notListed) {
      const { count, rules: weakened } = plan.notListed;
      gaps.push({
        what: `${count.toLocaleString('en-US')} more resources that discovery names`,
        reason: `not listed: a check lists at most ${MAX_RESOURCE_LISTS.toLocaleString('en-US')} resources`,
        rules: weakened,
        cause: 'failed',
      });
    }
    progress.update({ lists: plan.lists.length });

    // A --request-timeout longer than a list's deadline means the user expects that slow a server: one page may take it.
    const limits = { ...LIST_LIMITS, deadlineMs: Math.max(LIST_LIMITS.deadlineMs, timeoutMs), ...options.listLimits };
    const listed = await runLists(client, plan.lists, options.parallelLists ?? 4, progress, gaps, limits);
    const liveRaw = listed.filter((l) => l.list.purpose === 'rules').flatMap((l) => l.items);
    const helmStorage = listed.filter((l) => l.list.purpose === 'helm').flatMap((l) => l.items);

    const { releases, gaps: releaseGaps } = decodeReleases(helmStorage, plan.helm.rules);
    gaps.push(...releaseGaps);
    const helmView: K8sObject[] = [];
    for (const release of releases) {
      const { objects, problems: releaseProblems } = releaseObjects(release, context, discovery);
      helmView.push(...objects);
      for (const problem of releaseProblems) sink.addProblem(problem);
    }
    const helmReleaseKeys = new Set(releases.map((r) => `${r.namespace}/${r.name}`));
    // A chart's metadata is a fact of the release of its own, not another view of a live object.
    const chartMetadata = plan.helm.chartMetadata ? releases.flatMap((release) => releaseChartMetadata(release, context) ?? []) : [];

    const live: K8sObject[] = [];
    const writtenView: K8sObject[] = [];
    const seen = new Set<string>();
    for (const raw of liveRaw) {
      const metadata = (raw.metadata ?? {}) as K8sObject['metadata'];
      // A resource listed for two reasons (a declared kind and the node list) is seen once.
      const uid = typeof metadata.uid === 'string' ? `${raw.kind}/${metadata.uid}` : undefined;
      if (uid && seen.has(uid)) continue;
      if (uid) seen.add(uid);
      const helmManaged = helmReleaseKeys.has(
        `${metadata.annotations?.['meta.helm.sh/release-namespace'] ?? ''}/${metadata.annotations?.['meta.helm.sh/release-name'] ?? ''}`,
      );
      const written = writtenAs(raw, metadata, { context, discovery, skipManagers: helmManaged ? HELM_MANAGERS : undefined });
      // Rules never need the write records, and they are a large part of every object.
      delete metadata.managedFields;
      const origin: ClusterOrigin = {
        type: 'cluster',
        context,
        via: 'live',
        ...(raw.kind === 'Node' ? { node: String(metadata.name ?? '') } : {}),
        ...(written.served === 'not-authored' ? { servedVersionUnwritten: true } : {}),
      };
      live.push(k8sObject(raw, { apiVersion: raw.apiVersion, kind: raw.kind, metadata }, origin));
      writtenView.push(...written.objects);
    }

    const synthetic: K8sObject[] = [...chartMetadata];
    const nodes = live.filter((o) => o.kind === 'Node');
    let nodesQueried = 0;
    if (plan.nodes.configz || plan.nodes.metrics) {
      progress.update({ nodes: nodes.length });
      const result = await queryNodes(
        client,
        nodes.map((n) => n.body as RawObject),
        {
          context,
          configz: plan.nodes.configz,
          metrics: plan.nodes.metrics,
          rulesFor: { configz: plan.nodes.configzRules, metrics: plan.nodes.metricsRules },
          onNodeDone: () => progress.update({ nodesDone: 1 }, true),
        },
      );
      synthetic.push(...result.objects);
      gaps.push(...result.gaps);
      nodesQueried = result.queried;
    } else if (options.skipNodes) {
      const skipped = [...new Set([...plan.nodes.configzRules, ...plan.nodes.metricsRules])];
      if (skipped.length)
        gaps.push({ what: "each node's kubelet configuration and metrics", reason: 'skipped on request (--skip-nodes)', rules: skipped, cause: 'skipped' });
    }

    if (plan.apiserverMetrics.read || plan.deprecatedOnly.length > 0) {
      const metrics = await readApiserverMetrics(client, { context, server: target.server }, plan, gaps);
      if (metrics?.object) synthetic.push(metrics.object);
      gaps.push(...deprecatedOnlyGaps(plan.deprecatedOnly, metrics?.stored));
    }
    gaps.push(...notExposedGaps(live, rules));
    progress.done();

    for (const obj of live) sink.add(obj);
    for (const obj of synthetic) sink.add(obj);
    return {
      files: 0,
      gaps,
      views: [helmView, writtenView].filter((view) => view.length > 0),
      cluster: {
        context,
        server: target.server,
        version: server.shown,
        resourcesListed: plan.lists.filter((l) => l.purpose === 'rules').length,
        nodes: nodes.length,
        nodesQueried,
        helmReleases: releases.length,
        requests: client.requests,
      },
    };
  } finally {
    progress.done();
  }
}

/** Helm 3's field manager name. */
const HELM_MANAGERS: ReadonlySet<string> = new Set(['helm']);

interface Listed {
  list: PlannedList;
  items: RawObject[];
}

/**
 * Every planned list, a few at a time. A list that fails, stops early or holds malformed items
 * costs only itself: it becomes a gap and the others go on.
 */
async function runLists(
  client: ApiClient,
  lists: PlannedList[],
  parallel: number,
  progress: Progress,
  gaps: CoverageGap[],
  limits: ListLimits,
): Promise<Listed[]> {
  const results = await mapLimit(lists, parallel, async (list): Promise<Listed> => {
    try {
      const result = await listAll(client, list.request, (n) => progress.update({ objects: n }, true), limits);
      const problems = [
        ...(result.incomplete ? [`incomplete: ${result.incomplete}`] : []),
        ...(result.malformed
          ? [
              `${result.malformed.toLocaleString('en-US')} ${result.malformed === 1 ? 'item is' : 'items are'} not an object with metadata and ${result.malformed === 1 ? 'was' : 'were'} skipped`,
            ]
          : []),
      ];
      if (problems.length) gaps.push(listGap(list, problems.join('; '), 'failed'));
      return { list, items: result.items };
    } catch (error) {
      if (!isRequestFailure(error)) throw error;
      gaps.push(listGap(list, gapReason(error), isForbidden(error) ? 'forbidden' : 'failed'));
      return { list, items: [] };
    } finally {
      progress.update({ listsDone: 1 }, true);
    }
  });
  return results;
}

function listGap(list: PlannedList, reason: string, cause: 'forbidden' | 'failed'): CoverageGap {
  if (list.purpose === 'helm') {
    const store = list.request.resource.resource === 'secrets' ? 'Secrets (the default Helm storage)' : 'ConfigMaps (Helm storage)';
    return {
      what: `Helm releases in ${store}`,
      reason: `${reason}; charts are judged through their live objects and managedFields only`,
      rules: list.rules,
      cause,
    };
  }
  return { what: `list ${describeList(list.request)}`, reason, rules: list.rules, cause };
}

/**
 * The API server's /metrics, read once: the object of the families rules read (when they do), and
 * how many objects of each resource it stores (for the kinds left unlisted).
 */
async function readApiserverMetrics(
  client: ApiClient,
  target: Pick<ResolvedContext, 'context' | 'server'>,
  plan: Plan,
  gaps: CoverageGap[],
): Promise<{ object?: K8sObject; stored: StoredCounts } | undefined> {
  const { read, rules } = plan.apiserverMetrics;
  try {
    const text = await client.get('/metrics', { accept: 'text/plain', attempts: 3 });
    const stored = storedCounts(parseMetrics(text, STORED_OBJECT_FAMILIES));
    if (!read) return { stored };
    const origin: ClusterOrigin = { type: 'cluster', context: target.context, via: 'metric', detail: `/metrics of the API server at ${target.server}` };
    return { object: metricsObject(APISERVER_METRICS_KIND, 'kube-apiserver', parseMetrics(text, APISERVER_FAMILIES), origin), stored };
  } catch (error) {
    if (!isRequestFailure(error)) throw error;
    if (read)
      gaps.push({ what: "the API server's metrics (GET /metrics)", reason: gapReason(error), rules, cause: isForbidden(error) ? 'forbidden' : 'failed' });
    return undefined;
  }
}

function discoveryGaps(discovery: Discovery, plan: Plan, rules: readonly Rule[]): CoverageGap[] {
  // Without /api or /apis no kind of theirs is known, so every rule that reads objects may miss some.
  const readers = rules.filter((r) => r.kinds.length > 0).map((r) => r.id);
  const unreadable = discovery.unreadable.map((u) => ({
    what: `discovery of ${u.document === '/api' ? 'the core API group (/api)' : 'every other API group (/apis)'}`,
    reason: `${u.reason}; no resource of ${u.document === '/api' ? 'that group' : 'those groups'} was read`,
    rules: readers,
    cause: 'failed' as const,
  }));
  const failed = discovery.failed
    .filter((f) => {
      const group = groupOf(f.groupVersion);
      return isKubernetesGroup(group) && !COMPUTED_GROUPS.has(group);
    })
    .map((f) => ({ what: `discovery of ${f.groupVersion}`, reason: f.reason, rules: plan.everyKindRules, cause: 'failed' as const }));
  return [...unreadable, ...failed];
}

/**
 * Settings that live in files on control-plane nodes, named by the control-plane static pods'
 * flags: the API cannot show them, so the run says so where a rule would have read them.
 */
function notExposedGaps(live: readonly K8sObject[], rules: readonly Rule[]): CoverageGap[] {
  const files: { kind: string; component: string; flag: string }[] = [
    { kind: 'EncryptionConfiguration', component: 'kube-apiserver', flag: 'encryption-provider-config' },
    { kind: 'KubeSchedulerConfiguration', component: 'kube-scheduler', flag: 'config' },
    { kind: 'Policy', component: 'kube-apiserver', flag: 'audit-policy-file' },
    { kind: 'AdmissionConfiguration', component: 'kube-apiserver', flag: 'admission-control-config-file' },
  ];
  const gaps: CoverageGap[] = [];
  const mirrorPods = live.filter((o) => o.kind === 'Pod' && o.metadata.annotations?.['kubernetes.io/config.mirror'] !== undefined);
  for (const file of files) {
    const readers = rules.filter((r) => r.kinds.includes(file.kind)).map((r) => r.id);
    if (!readers.length) continue;
    const paths = new Set<string>();
    for (const pod of mirrorPods) {
      for (const flag of flagsOf(pod)) if (flag.name === file.flag && flag.components.includes(file.component as never) && flag.value) paths.add(flag.value);
    }
    if (paths.size) {
      gaps.push({
        what: `${file.kind} ${[...paths].join(', ')} (${file.component} --${file.flag})`,
        reason: 'a file on the control-plane nodes that the API does not expose; check it with -f',
        rules: readers,
        cause: 'not-exposed',
      });
    }
  }
  return gaps;
}
