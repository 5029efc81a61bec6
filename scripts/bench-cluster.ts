/**
 * The live-cluster check against large synthetic clusters, for `npm run bench`. Synthetic API
 * servers run in processes of their own (plain HTTP on loopback, so TLS is not measured) and each
 * check runs in a fresh process, so that the peak memory printed is the check's alone.
 *
 * Two parts, both by default:
 *   sizes  one cluster of 10,000, 50,000 and 150,000 objects (a node per 100 objects, at most 500),
 *          the check in-process through connectCluster and run: median time, objects a second,
 *          requests sent, peak RSS, findings. Peak RSS above 512 MB at 150,000 objects is marked.
 *   fleet  20 clusters of 2,000 to 20,000 objects behind one kubeconfig (contexts bench-01 to
 *          bench-20), through the CLI as users run it: the largest alone, then all 20 with
 *          `--parallel 20`, and how the two times compare (the goal: the fleet within 1.5x).
 *
 * Usage: node dist/scripts/bench-cluster.js [--objects N [--nodes N]] [--fleet] [--runs N]
 *   --objects  one size only; --fleet  the fleet part only; --runs  runs per measurement
 *   (default 3, and 1 for the 150,000-object size, whose runs are long).
 * From another script: `await benchCluster({ objects, nodes, runs })`, `benchSizes()`, `benchFleet()`.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export interface ClusterBenchOptions {
  objects?: number;
  /** Default: a node per 100 objects, at most 500. */
  nodes?: number;
  runs?: number;
  /** Where the figures go; default stdout. */
  print?: (line: string) => void;
}

export interface ClusterBenchResult {
  objects: number;
  nodes: number;
  /** Median over the runs. */
  ms: number;
  requests: number;
  maxRssMb: number;
  findings: number;
  /** How many runs the median is of. */
  runs?: number;
}

export interface FleetBenchOptions {
  /** Objects of each cluster, in context order; default FLEET_SIZES. */
  sizes?: readonly number[];
  runs?: number;
  print?: (line: string) => void;
}

export interface FleetBenchResult {
  clusters: number;
  reachable: number;
  objects: number;
  findings: number;
  /** The largest cluster alone, through the CLI (median). */
  slowestContext: string;
  slowestMs: number;
  /** Every cluster in one CLI run (median). */
  fleetMs: number;
  ratio: number;
  fleetMaxRssMb: number;
}

const SELF = fileURLToPath(import.meta.url);
const REPO = join(SELF, '..', '..', '..');
/** The CLI as installs run it; it loads dist/src/cli.js when the tree is built. */
const CLI = join(REPO, 'bin', 'k8s-upgrade-check.js');
const TARGET = '1.37';

export const SIZES = [10_000, 50_000, 150_000] as const;
/** Peak RSS the check may reach at BUDGET_OBJECTS. */
const RSS_BUDGET_MB = 512;
const BUDGET_OBJECTS = 150_000;
/** Sizes from here on take one run by default: each run takes a while and varies little. */
const LONG_RUN_OBJECTS = 150_000;

/** 19 clusters of 2,000 to 11,000 objects and one of 20,000 (bench-20), about 143,500 in all. */
export const FLEET_SIZES: readonly number[] = [...Array.from({ length: 19 }, (_, i) => 2_000 + i * 500), 20_000];
/**
 * Processes the fleet's API servers share. Serving pre-serialised pages is cheap: one process
 * kept up with 20 clients on a 2-CPU machine, and more only take CPU from the check.
 */
const FLEET_SERVER_PROCESSES = 1;

const defaultPrint = (line: string) => process.stdout.write(`${line}\n`);

/** A node per 100 objects, as clusters of that size tend to have, and at most 500. */
export function nodesFor(objects: number): number {
  return Math.min(500, Math.max(1, Math.round(objects / 100)));
}

function defaultRuns(objects: number): number {
  return objects >= LONG_RUN_OBJECTS ? 1 : 3;
}

// ---------------------------------------------------------------------------------------------
// Sizes: one cluster, the check in-process

/** Measures the check of one cluster and prints one summary line; returns the figures. */
export async function benchCluster(options: ClusterBenchOptions = {}): Promise<ClusterBenchResult> {
  const objects = options.objects ?? 20_000;
  const nodes = options.nodes ?? nodesFor(objects);
  const runs = options.runs ?? defaultRuns(objects);
  const print = options.print ?? defaultPrint;
  const servers = await startServers([{ objects, nodes }], 1);
  const dir = mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-bench-cluster-'));
  try {
    const kubeconfig = writeKubeconfig(dir, servers.ports);
    const samples: ClusterBenchResult[] = [];
    for (let i = 0; i < runs; i++) samples.push(await checkInChild(kubeconfig));
    const result = { ...medianBy(samples, (s) => s.ms), maxRssMb: Math.max(...samples.map((s) => s.maxRssMb)), runs };
    print(sizeLine(objects, result, options.runs === undefined));
    return result;
  } finally {
    servers.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every size in turn, each against a fresh server; the lines as they come, then a table. */
export async function benchSizes(options: { sizes?: readonly number[]; runs?: number; print?: (line: string) => void } = {}): Promise<ClusterBenchResult[]> {
  const print = options.print ?? defaultPrint;
  const results: ClusterBenchResult[] = [];
  for (const objects of options.sizes ?? SIZES) results.push(await benchCluster({ objects, runs: options.runs, print }));
  print('');
  for (const line of sizeTable(options.sizes ?? SIZES, results)) print(line);
  return results;
}

function sizeLine(requested: number, r: ClusterBenchResult, runsDefaulted: boolean): string {
  return (
    `live cluster  ${count(r.objects)} objects, ${r.nodes} nodes: ${count(r.ms)} ms (${runsNote(requested, r.runs ?? 1, runsDefaulted)}), ${count(perSecond(r))} objects/s, ` +
    `${count(r.requests)} requests, peak RSS ${r.maxRssMb} MB${budgetMark(requested, r.maxRssMb)}, ${count(r.findings)} findings`
  );
}

function runsNote(requested: number, runs: number, defaulted: boolean): string {
  if (runs > 1) return `median of ${runs}`;
  return defaulted && requested >= LONG_RUN_OBJECTS ? '1 run, the default at this size: runs are long' : '1 run';
}

function sizeTable(sizes: readonly number[], results: readonly ClusterBenchResult[]): string[] {
  const rows = results.map((r, i) => [
    count(r.objects),
    String(r.nodes),
    count(r.ms),
    String(r.runs ?? ''),
    count(perSecond(r)),
    count(r.requests),
    `${r.maxRssMb}${budgetMark(sizes[i], r.maxRssMb)}`,
    count(r.findings),
  ]);
  return table(['objects', 'nodes', 'median ms', 'runs', 'objects/s', 'requests', 'peak RSS MB', 'findings'], rows);
}

function budgetMark(requested: number, maxRssMb: number): string {
  return requested === BUDGET_OBJECTS && maxRssMb > RSS_BUDGET_MB ? `  ** OVER BUDGET (${RSS_BUDGET_MB} MB) **` : '';
}

function perSecond(r: Pick<ClusterBenchResult, 'objects' | 'ms'>): number {
  return Math.round(r.objects / (r.ms / 1000));
}

function checkInChild(kubeconfig: string): Promise<ClusterBenchResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SELF, '--check', kubeconfig], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as ClusterBenchResult) : reject(new Error(`the check exited with ${code}`))));
  });
}

/** One live check, measured from inside its own process. */
async function check(kubeconfig: string): Promise<void> {
  const started = performance.now();
  const { connectCluster } = await import('../src/sources/cluster/index.js');
  const { run } = await import('../src/run.js');
  const { allRules } = await import('../rules/index.js');
  // The bench's own cluster is served over plain HTTP on loopback: the warning about it is known.
  const cluster = await connectCluster({ kubeconfig, env: {}, warn: () => {} });
  const report = await run({ target: TARGET, from: cluster.minor, rules: allRules, source: cluster, policy: { cwd: tmpdir() } });
  const ms = Math.round(performance.now() - started);
  const result: ClusterBenchResult = {
    objects: report.objects,
    nodes: report.cluster?.nodes ?? 0,
    ms,
    requests: cluster.requests(),
    maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    findings: report.findings.length,
  };
  process.stdout.write(JSON.stringify(result));
}

// ---------------------------------------------------------------------------------------------
// Fleet: many clusters, through the CLI

/** The JSON report's fields the fleet part reads. */
interface CliReport {
  summary: { objects: number; findings: number };
  clusters?: { context: string; reachable: boolean; checked?: boolean; error?: string; elapsedMs?: number }[];
}

interface CliRun {
  ms: number;
  maxRssMb: number;
  report: CliReport;
}

/** Checks the largest cluster alone, then all of them in one run, and prints how the two compare. */
export async function benchFleet(options: FleetBenchOptions = {}): Promise<FleetBenchResult> {
  const sizes = options.sizes ?? FLEET_SIZES;
  const runs = options.runs ?? 3;
  const print = options.print ?? defaultPrint;
  const contexts = sizes.map((_, i) => `bench-${String(i + 1).padStart(2, '0')}`);
  const largest = contexts[sizes.indexOf(Math.max(...sizes))];
  const startedServers = performance.now();
  const servers = await startServers(
    sizes.map((objects) => ({ objects, nodes: nodesFor(objects) })),
    FLEET_SERVER_PROCESSES,
  );
  const dir = mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-bench-fleet-'));
  try {
    print(
      `fleet         ${sizes.length} API servers in ${FLEET_SERVER_PROCESSES} process(es) up in ${count(Math.round(performance.now() - startedServers))} ms`,
    );
    const kubeconfig = writeKubeconfig(dir, servers.ports, contexts);
    const hook = writeRssHook(dir);
    const fleetArgs = [...contexts.flatMap((c) => ['--context', c]), '--parallel', String(contexts.length)];
    // A round runs both back to back, so that a machine busier in one round than another does not skew the ratio.
    const rounds: { single: CliRun; fleet: CliRun }[] = [];
    for (let i = 0; i < runs; i++) {
      const single = await runCli(dir, hook, kubeconfig, ['--context', largest]);
      rounds.push({ single, fleet: await runCli(dir, hook, kubeconfig, fleetArgs) });
    }
    const result = fleetResult(contexts.length, largest, rounds);
    for (const line of fleetLines(result, runs, medianBy(rounds, (r) => r.fleet.ms).fleet.report)) print(line);
    return result;
  } finally {
    servers.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

function fleetResult(clusters: number, slowestContext: string, rounds: readonly { single: CliRun; fleet: CliRun }[]): FleetBenchResult {
  const single = medianBy(rounds, (r) => r.single.ms).single;
  const fleet = medianBy(rounds, (r) => r.fleet.ms).fleet;
  const entries = fleet.report.clusters ?? [];
  const ratios = rounds.map((r) => r.fleet.ms / r.single.ms);
  return {
    clusters,
    reachable: entries.filter((c) => c.reachable).length,
    objects: fleet.report.summary.objects,
    findings: fleet.report.summary.findings,
    slowestContext,
    slowestMs: single.ms,
    fleetMs: fleet.ms,
    ratio: Math.round(medianBy(ratios, (r) => r) * 100) / 100,
    fleetMaxRssMb: Math.max(...rounds.map((r) => r.fleet.maxRssMb)),
  };
}

function fleetLines(r: FleetBenchResult, runs: number, report: CliReport): string[] {
  const of = runs === 1 ? '1 run each' : `median of ${runs} each`;
  const lines = [
    `fleet         ${r.clusters} clusters, ${count(r.objects)} objects: largest alone (${r.slowestContext}) ${count(r.slowestMs)} ms, ` +
      `all with --parallel ${r.clusters} ${count(r.fleetMs)} ms (${of}), fleet/slowest ${r.ratio.toFixed(2)} (goal <= 1.5), ` +
      `fleet peak RSS ${r.fleetMaxRssMb} MB, ${count(r.findings)} findings, ${r.reachable}/${r.clusters} clusters reachable`,
  ];
  // Each cluster's own time inside the fleet run: how far the slowest stretched while sharing the process.
  const timed = (report.clusters ?? []).filter((c) => c.elapsedMs !== undefined);
  if (timed.length) {
    const slowest = timed.reduce((a, b) => (b.elapsedMs! > a.elapsedMs! ? b : a));
    lines.push(`              in the fleet run, the slowest cluster took ${count(slowest.elapsedMs!)} ms (${slowest.context})`);
  }
  for (const c of report.clusters ?? []) if (c.error) lines.push(`              ${c.context}: ${c.error}`);
  return lines;
}

/**
 * Peak RSS of a CLI run, written by the process itself as it exits: works wherever Node runs (GNU
 * time's -f is Linux-only) and is measured as the in-process checks measure theirs.
 */
function writeRssHook(dir: string): string {
  const hook = join(dir, 'rss-hook.mjs');
  writeFileSync(
    hook,
    "import { writeFileSync } from 'node:fs';\n" +
      'const file = process.env.BENCH_RSS_FILE;\n' +
      "if (file) process.on('exit', () => writeFileSync(file, String(process.resourceUsage().maxRSS)));\n",
  );
  return hook;
}

/** One CLI run, timed from spawn to exit: what a user waits for, Node's start-up included. */
function runCli(dir: string, hook: string, kubeconfig: string, args: string[]): Promise<CliRun> {
  const rssFile = join(dir, 'rss');
  rmSync(rssFile, { force: true });
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', hook, CLI, '--target', TARGET, ...args, '-o', 'json'], {
      // The fleet's servers are plain HTTP: the CLI warns about each on stderr, kept only to explain a failure.
      stdio: ['ignore', 'pipe', 'pipe'],
      // Away from the repository, so that no configuration file of its is picked up.
      cwd: dir,
      env: { ...process.env, KUBECONFIG: kubeconfig, BENCH_RSS_FILE: rssFile },
    });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-4000)));
    child.on('error', reject);
    child.on('exit', (code) => {
      const ms = Math.round(performance.now() - started);
      // 0: no finding at the fail level; 1: findings. Anything else is a failed run.
      if (code !== 0 && code !== 1) return reject(new Error(`the CLI exited with ${code} (${args.join(' ')}):\n${err.trim()}`));
      const maxRssMb = Math.round(Number(readFileSync(rssFile, 'utf8')) / 1024);
      resolve({ ms, maxRssMb, report: JSON.parse(Buffer.concat(out).toString()) as CliReport });
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Servers, kubeconfig, figures

interface ServerSpec {
  objects: number;
  nodes: number;
}

interface Servers {
  /** In the order of the specs. */
  ports: number[];
  stop(): void;
}

/** Starts a server per spec, spread over `processes` child processes. */
async function startServers(specs: readonly ServerSpec[], processes: number): Promise<Servers> {
  const groups = Array.from({ length: Math.min(processes, specs.length) }, (_, g) => specs.filter((_, i) => i % processes === g));
  const children = groups.map((group) =>
    spawn(process.execPath, [SELF, '--serve', group.map((s) => `${s.objects}:${s.nodes}`).join(',')], { stdio: ['ignore', 'pipe', 'inherit'] }),
  );
  const stop = () => children.forEach((child) => child.kill());
  try {
    const portsByGroup = await Promise.all(children.map(listeningPorts));
    return { ports: specs.map((_, i) => portsByGroup[i % processes][Math.floor(i / processes)]), stop };
  } catch (error) {
    stop();
    throw error;
  }
}

/** The ports a server process prints once every one of its servers listens. */
function listeningPorts(child: ReturnType<typeof spawn>): Promise<number[]> {
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`a benchmark API server process exited (${code})`)));
    createInterface({ input: child.stdout! }).once('line', (line) => {
      const ports = /^listening ([\d,]+)$/.exec(line)?.[1];
      if (ports) resolve(ports.split(',').map(Number));
      else reject(new Error(`a benchmark API server process said: ${line}`));
    });
  });
}

/** A kubeconfig with a context per server (the first current); returns its path. */
function writeKubeconfig(dir: string, ports: readonly number[], names: readonly string[] = ['bench']): string {
  const path = join(dir, 'kubeconfig');
  const entries = ports.map((port, i) => ({ name: names[i], port }));
  writeFileSync(
    path,
    [
      'apiVersion: v1',
      'kind: Config',
      'clusters:',
      ...entries.flatMap(({ name, port }) => [`- name: ${name}`, '  cluster:', `    server: http://127.0.0.1:${port}`, '    insecure-skip-tls-verify: true']),
      'users:',
      ...entries.flatMap(({ name }) => [`- name: ${name}`, '  user:', `    token: ${name}-token`]),
      'contexts:',
      ...entries.map(({ name }) => `- name: ${name}\n  context: {cluster: ${name}, user: ${name}}`),
      `current-context: ${entries[0].name}`,
      '',
    ].join('\n'),
  );
  return path;
}

/** The sample of median `key` (the upper one of an even count). */
function medianBy<T>(samples: readonly T[], key: (sample: T) => number): T {
  return [...samples].sort((a, b) => key(a) - key(b))[Math.floor(samples.length / 2)];
}

function count(n: number): string {
  return n.toLocaleString('en-US');
}

/** Columns aligned right, under a header and a rule. */
function table(header: readonly string[], rows: readonly string[][]): string[] {
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)));
  const line = (cells: readonly string[]) => cells.map((cell, c) => cell.padStart(widths[c])).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)];
}

// ---------------------------------------------------------------------------------------------
// The synthetic cluster

interface Resource {
  group: string;
  version: string;
  resource: string;
  kind: string;
  namespaced: boolean;
}

const RESOURCES: Resource[] = [
  ['', 'v1', 'pods', 'Pod', true],
  ['', 'v1', 'services', 'Service', true],
  ['', 'v1', 'configmaps', 'ConfigMap', true],
  ['', 'v1', 'secrets', 'Secret', true],
  ['', 'v1', 'nodes', 'Node', false],
  ['', 'v1', 'namespaces', 'Namespace', false],
  ['', 'v1', 'serviceaccounts', 'ServiceAccount', true],
  ['', 'v1', 'persistentvolumeclaims', 'PersistentVolumeClaim', true],
  ['', 'v1', 'persistentvolumes', 'PersistentVolume', false],
  ['', 'v1', 'endpoints', 'Endpoints', true],
  ['', 'v1', 'events', 'Event', true],
  ['apps', 'v1', 'deployments', 'Deployment', true],
  ['apps', 'v1', 'replicasets', 'ReplicaSet', true],
  ['apps', 'v1', 'statefulsets', 'StatefulSet', true],
  ['apps', 'v1', 'daemonsets', 'DaemonSet', true],
  ['apps', 'v1', 'controllerrevisions', 'ControllerRevision', true],
  ['batch', 'v1', 'jobs', 'Job', true],
  ['batch', 'v1', 'cronjobs', 'CronJob', true],
  ['autoscaling', 'v2', 'horizontalpodautoscalers', 'HorizontalPodAutoscaler', true],
  ['networking.k8s.io', 'v1', 'ingresses', 'Ingress', true],
  ['networking.k8s.io', 'v1', 'networkpolicies', 'NetworkPolicy', true],
  ['discovery.k8s.io', 'v1', 'endpointslices', 'EndpointSlice', true],
  ['policy', 'v1', 'poddisruptionbudgets', 'PodDisruptionBudget', true],
  ['rbac.authorization.k8s.io', 'v1', 'roles', 'Role', true],
  ['rbac.authorization.k8s.io', 'v1', 'rolebindings', 'RoleBinding', true],
  ['rbac.authorization.k8s.io', 'v1', 'clusterroles', 'ClusterRole', false],
  ['rbac.authorization.k8s.io', 'v1', 'clusterrolebindings', 'ClusterRoleBinding', false],
  ['storage.k8s.io', 'v1', 'storageclasses', 'StorageClass', false],
  ['storage.k8s.io', 'v1', 'csidrivers', 'CSIDriver', false],
  ['coordination.k8s.io', 'v1', 'leases', 'Lease', true],
  ['scheduling.k8s.io', 'v1', 'priorityclasses', 'PriorityClass', false],
  ['apiextensions.k8s.io', 'v1', 'customresourcedefinitions', 'CustomResourceDefinition', false],
  ['admissionregistration.k8s.io', 'v1', 'validatingwebhookconfigurations', 'ValidatingWebhookConfiguration', false],
  ['flowcontrol.apiserver.k8s.io', 'v1', 'flowschemas', 'FlowSchema', false],
].map(([group, version, resource, kind, namespaced]) => ({ group, version, resource, kind, namespaced }) as Resource);

/** Share per kind of the objects besides the Helm releases, the nodes and the namespaces. */
const MIX: [string, number][] = [
  ['Pod', 0.4],
  ['ReplicaSet', 0.15],
  ['Deployment', 0.08],
  ['Service', 0.08],
  ['ConfigMap', 0.08],
  ['EndpointSlice', 0.08],
  ['Ingress', 0.03],
  ['HorizontalPodAutoscaler', 0.03],
  ['CronJob', 0.02],
  ['Job', 0.02],
  ['Role', 0.015],
  ['RoleBinding', 0.015],
];

function makeObjects(count: number, nodes: number): Map<string, Record<string, unknown>[]> {
  const byKind = new Map<string, Record<string, unknown>[]>();
  const add = (kind: string, obj: Record<string, unknown>) => {
    const list = byKind.get(kind) ?? [];
    list.push(obj);
    byKind.set(kind, list);
  };
  // Helm releases first: the shares below add up to the whole, and would leave no room for them.
  const releases = Math.min(200, Math.max(1, Math.round(count / 100)));
  for (let i = 0; i < releases; i++) add('Secret', helmSecret(i));
  for (const [kind, share] of MIX) {
    const n = Math.round((count - releases) * share);
    for (let i = 0; i < n; i++) add(kind, objectOf(kind, i, nodes));
  }
  for (let i = 0; i < nodes; i++) add('Node', nodeOf(i));
  for (let i = 0; i < 40; i++) add('Namespace', { metadata: { name: `team-${i}`, uid: `ns-${i}` } });
  return byKind;
}

function meta(kind: string, i: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const name = `${kind.toLowerCase()}-${i}`;
  return {
    name,
    namespace: `team-${i % 40}`,
    uid: `${kind}-${i}`,
    resourceVersion: String(1000 + i),
    labels: { 'app.kubernetes.io/name': `app-${i % 500}`, 'app.kubernetes.io/part-of': 'shop' },
    managedFields: [
      {
        manager: 'argocd-controller',
        operation: 'Apply',
        apiVersion: 'apps/v1',
        time: '2025-05-01T10:00:00Z',
        fieldsType: 'FieldsV1',
        fieldsV1: { 'f:spec': { 'f:replicas': {} } },
      },
    ],
    ...extra,
  };
}

const POD_SPEC = {
  containers: [
    {
      name: 'app',
      image: 'registry.example.com/app:1.4.2',
      ports: [{ containerPort: 8080 }],
      resources: { requests: { cpu: '100m', memory: '128Mi' }, limits: { memory: '256Mi' } },
    },
  ],
  securityContext: { runAsNonRoot: true },
};

function objectOf(kind: string, i: number, nodes: number): Record<string, unknown> {
  switch (kind) {
    case 'Pod':
      return {
        metadata: meta(kind, i, {
          ownerReferences: [{ apiVersion: 'apps/v1', kind: 'ReplicaSet', name: `replicaset-${i % 3000}`, controller: true, uid: 'x' }],
        }),
        spec: { ...POD_SPEC, nodeName: `node-${i % nodes}` },
        status: { phase: 'Running' },
      };
    case 'ReplicaSet':
    case 'Deployment':
      return {
        metadata: meta(kind, i),
        spec: { replicas: 2, selector: { matchLabels: { app: `app-${i}` } }, template: { metadata: { labels: { app: `app-${i}` } }, spec: POD_SPEC } },
      };
    case 'Ingress': {
      const legacy = i % 5 === 0;
      const applied = {
        apiVersion: legacy ? 'extensions/v1beta1' : 'networking.k8s.io/v1',
        kind: 'Ingress',
        metadata: { name: `ingress-${i}`, namespace: `team-${i % 40}` },
        spec: { rules: [{ host: `app-${i}.example.com` }] },
      };
      return { metadata: meta(kind, i, { annotations: { 'kubectl.kubernetes.io/last-applied-configuration': JSON.stringify(applied) } }), spec: applied.spec };
    }
    case 'HorizontalPodAutoscaler':
      return {
        metadata: meta(kind, i),
        spec: {
          scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: `deployment-${i}` },
          minReplicas: 1,
          maxReplicas: 5,
          metrics: [{ type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } }],
        },
      };
    case 'CronJob':
      return {
        metadata: meta(kind, i),
        spec: { schedule: '0 * * * *', jobTemplate: { spec: { template: { spec: { ...POD_SPEC, restartPolicy: 'OnFailure' } } } } },
      };
    case 'Job':
      return { metadata: meta(kind, i), spec: { template: { spec: { ...POD_SPEC, restartPolicy: 'Never' } } } };
    case 'Service':
      return { metadata: meta(kind, i), spec: { selector: { app: `app-${i}` }, ports: [{ port: 80, targetPort: 8080 }] } };
    case 'ConfigMap':
      return { metadata: meta(kind, i), data: { 'app.properties': `feature.flag=${i % 2 === 0}\nlog.level=info\n` } };
    case 'EndpointSlice':
      return { metadata: meta(kind, i), addressType: 'IPv4', endpoints: [{ addresses: [`10.1.${i % 250}.${i % 200}`] }], ports: [{ port: 8080 }] };
    default:
      return { metadata: meta(kind, i), rules: [] };
  }
}

function nodeOf(i: number): Record<string, unknown> {
  return {
    metadata: { name: `node-${i}`, uid: `node-${i}`, labels: { 'kubernetes.io/hostname': `node-${i}` } },
    status: {
      nodeInfo: {
        kubeletVersion: i % 10 === 0 ? 'v1.33.5' : 'v1.34.2',
        containerRuntimeVersion: i % 4 === 0 ? 'containerd://1.7.27' : 'containerd://2.0.5',
        kernelVersion: '6.1.128-136.201.amzn2023.x86_64',
        osImage: 'Amazon Linux 2023',
      },
    },
  };
}

function helmSecret(i: number): Record<string, unknown> {
  const release = {
    name: `release-${i}`,
    namespace: `team-${i % 40}`,
    version: 3,
    info: { status: 'deployed' },
    chart: { metadata: { name: `chart-${i % 20}`, version: '1.2.3' } },
    manifest: `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: helm-app-${i}\nspec:\n  template:\n    spec:\n      containers:\n        - name: app\n          image: app:1\n---\napiVersion: ${i % 10 === 0 ? 'policy/v1beta1' : 'policy/v1'}\nkind: PodDisruptionBudget\nmetadata:\n  name: helm-app-${i}\nspec:\n  minAvailable: 1\n`,
  };
  const helmText = gzipSync(Buffer.from(JSON.stringify(release))).toString('base64');
  return {
    metadata: {
      name: `sh.helm.release.v1.release-${i}.v3`,
      namespace: `team-${i % 40}`,
      uid: `helm-${i}`,
      labels: { name: `release-${i}`, owner: 'helm', status: 'deployed', version: '3' },
    },
    type: 'helm.sh/release.v1',
    data: { release: Buffer.from(helmText).toString('base64') },
  };
}

const KUBELET_CONFIG = JSON.stringify({ kubeletconfig: { cgroupDriver: 'systemd', failCgroupV1: true, featureGates: {}, memoryThrottlingFactor: 0.9 } });
const KUBELET_METRICS = [
  '# TYPE kubelet_cgroup_version gauge',
  'kubelet_cgroup_version 2',
  ...Array.from({ length: 400 }, (_, i) => `kubelet_runtime_operations_total{operation_type="op_${i}"} ${i}`),
  '',
].join('\n');

/** An object as served: its JSON made once, and its labels for label selectors. */
interface Served {
  labels: Record<string, string>;
  json: string;
}

const DISCOVERY = { core: discoveryOf(true), groups: discoveryOf(false) };

function discoveryOf(core: boolean): string {
  return JSON.stringify({
    kind: 'APIGroupDiscoveryList',
    apiVersion: 'apidiscovery.k8s.io/v2',
    items: [...new Set(RESOURCES.filter((r) => (r.group === '') === core).map((r) => r.group))].map((group) => ({
      metadata: { name: group },
      versions: [
        {
          version: RESOURCES.find((r) => r.group === group)!.version,
          resources: RESOURCES.filter((r) => r.group === group).map((r) => ({
            resource: r.resource,
            responseKind: { group, version: r.version, kind: r.kind },
            scope: r.namespaced ? 'Namespaced' : 'Cluster',
            verbs: ['get', 'list'],
          })),
        },
      ],
    })),
  });
}

/** Starts a server per spec in this process and prints their ports on one line once all listen. */
async function serve(specs: readonly ServerSpec[]): Promise<void> {
  const ports = await Promise.all(specs.map((spec) => listen(servedObjects(spec))));
  process.stdout.write(`listening ${ports.join(',')}\n`);
}

/**
 * Each object serialised once, up front: a page is then a join of strings, so that one server
 * process keeps up with many clients and the time measured is the check's, not the server's.
 */
function servedObjects(spec: ServerSpec): Map<string, Served[]> {
  const byKind = new Map<string, Served[]>();
  for (const [kind, objects] of makeObjects(spec.objects, spec.nodes)) {
    byKind.set(
      kind,
      objects.map((o) => ({ labels: (o.metadata as { labels?: Record<string, string> }).labels ?? {}, json: JSON.stringify(o) })),
    );
  }
  return byKind;
}

function listen(byKind: Map<string, Served[]>): Promise<number> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => respond(byKind, req, res));
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

function respond(byKind: Map<string, Served[]>, req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://bench');
  const path = url.pathname;
  const json = (body: string) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(body);
  };
  if (path === '/version') return json('{"major":"1","minor":"34","gitVersion":"v1.34.2"}');
  if (path === '/api' || path === '/apis') return json(path === '/api' ? DISCOVERY.core : DISCOVERY.groups);
  if (path === '/metrics') return json('');
  const proxy = /^\/api\/v1\/nodes\/[^/]+\/proxy\/(configz|metrics)$/.exec(path);
  if (proxy) return proxy[1] === 'configz' ? json(KUBELET_CONFIG) : json(KUBELET_METRICS);
  const list = /^\/(?:api\/v1|apis\/([^/]+)\/[^/]+)(?:\/namespaces\/([^/]+))?\/([^/]+)$/.exec(path);
  const resource = list && RESOURCES.find((r) => r.group === (list[1] ?? '') && r.resource === list[3]);
  if (!resource) {
    res.writeHead(404);
    res.end('{"kind":"Status","code":404}');
    return;
  }
  let items = byKind.get(resource.kind) ?? [];
  const labelSelector = url.searchParams.get('labelSelector');
  if (labelSelector) items = items.filter((o) => labelSelector.split(',').every((t) => o.labels[t.split('=')[0]] === t.split('=')[1]));
  const limit = Number(url.searchParams.get('limit') ?? items.length);
  const offset = Number(url.searchParams.get('continue') ?? 0);
  const page = items.slice(offset, offset + limit);
  const next = offset + limit < items.length ? String(offset + limit) : undefined;
  const head = {
    kind: `${resource.kind}List`,
    apiVersion: resource.group ? `${resource.group}/${resource.version}` : 'v1',
    metadata: { resourceVersion: '1', ...(next ? { continue: next } : {}) },
  };
  json(`${JSON.stringify(head).slice(0, -1)},"items":[${page.map((o) => o.json).join(',')}]}`);
}

// ---------------------------------------------------------------------------------------------
// Command line

function argValue(name: string): number | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : undefined;
}

/**
 * `--serve 2000:20,20000:200`: objects and nodes of each server. The older `--serve --objects N
 * --nodes N` (one server) still works: it is handy for starting a cluster by hand.
 */
function servedSpecs(text: string | undefined): ServerSpec[] {
  if (!text || !/^\d+:\d+(,\d+:\d+)*$/.test(text)) {
    const objects = argValue('--objects') ?? 20_000;
    return [{ objects, nodes: argValue('--nodes') ?? nodesFor(objects) }];
  }
  return text.split(',').map((spec) => {
    const [objects, nodes] = spec.split(':').map(Number);
    return { objects, nodes };
  });
}

/** The fleet's time is CPU-bound and the machine may be shared: say how busy it was. */
function machineLine(): string {
  return `machine       ${availableParallelism()} CPUs, load average ${loadavg()[0].toFixed(2)}`;
}

async function main(): Promise<void> {
  const runs = argValue('--runs');
  const objects = argValue('--objects');
  defaultPrint(machineLine());
  if (process.argv.includes('--fleet')) await benchFleet({ runs });
  else if (objects !== undefined) await benchCluster({ objects, nodes: argValue('--nodes'), runs });
  else {
    await benchSizes({ runs });
    defaultPrint('');
    defaultPrint(machineLine());
    await benchFleet({ runs });
  }
}

if (process.argv[1] === SELF) {
  if (process.argv.includes('--serve')) await serve(servedSpecs(process.argv[process.argv.indexOf('--serve') + 1]));
  else if (process.argv.includes('--check')) await check(process.argv[process.argv.indexOf('--check') + 1]);
  else await main();
}
