import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { K8sObject, Report, SourceProblem } from '../../../src/model.js';
import type { Rule } from '../../../src/rule.js';
import { defineRule } from '../../../src/rule.js';
import type { SourceResult } from '../../../src/sources/source.js';
import { run } from '../../../src/run.js';
import { connectCluster } from '../../../src/sources/cluster/index.js';
import type { LiveOptions } from '../../../src/sources/cluster/index.js';
import { afterEach, expect } from 'vitest';
import { BIN } from '../../support/cli.js';
import { REPO_ROOT } from '../../support/rule-tester.js';
import { startFakeApiServer } from '../../support/fake-apiserver.js';
import type { FakeCluster, FakeClusterOptions } from '../../support/fake-apiserver.js';

export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-live-'));
}

/**
 * A rule that only declares kinds: what the cluster source reads is driven by `kinds`, and these
 * tests look at what was read, not at findings.
 */
export function kindsProbe(kinds: string[], id = 'probe'): Rule {
  return defineRule({
    id,
    release: 'core',
    severity: 'info',
    kinds,
    docs: { summary: 'probe', changed: 'probe', affected: 'probe', why: 'probe', fix: 'probe', sources: [] },
    messages: { seen: 'seen' },
    check() {},
  });
}

/** What the cluster source read: the objects and problems it put into the sink, and what it returned. */
export interface LiveLoad extends SourceResult {
  objects: K8sObject[];
  problems: SourceProblem[];
}

/** Connects to the fake cluster through a real kubeconfig file, loads for the rules and disconnects. */
export async function loadLive(fake: FakeCluster, rules: readonly Rule[], options: Partial<LiveOptions> = {}): Promise<LiveLoad> {
  const kubeconfig = fake.writeKubeconfig(tempDir());
  const cluster = await connectCluster({ kubeconfig, env: {}, retryBaseMs: 5, ...options });
  const objects: K8sObject[] = [];
  const problems: SourceProblem[] = [];
  try {
    const result = await cluster.load(rules, { add: (obj) => objects.push(obj), addProblem: (problem) => problems.push(problem) });
    return { ...result, objects, problems };
  } finally {
    cluster.close();
  }
}

export function names(objects: readonly K8sObject[]): string[] {
  return objects.map((o) => `${o.kind} ${o.metadata.namespace ? `${o.metadata.namespace}/` : ''}${o.metadata.name}`).sort();
}

export function pod(name: string, namespace: string, extra: Record<string, unknown> = {}) {
  return {
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: { name, namespace, uid: `pod-${namespace}-${name}` },
    spec: { containers: [{ name: 'app', image: 'nginx:1.27' }] },
    ...extra,
  };
}

/** A whole live run as the CLI does it: the server's version is the run's `from`. */
export async function runLive(fake: FakeCluster, rules: readonly Rule[], target: string, options: Partial<LiveOptions> = {}): Promise<Report> {
  const kubeconfig = fake.writeKubeconfig(tempDir());
  const cluster = await connectCluster({ kubeconfig, env: {}, retryBaseMs: 5, ...options });
  try {
    return await run({ target, from: cluster.minor, rules, source: cluster, policy: { cwd: tempDir() } });
  } finally {
    cluster.close();
  }
}

/** Findings reduced to what a reader sees: rule, severity, object, where it was seen, message. */
export function seen(report: Report): string[] {
  return report.findings.map((f) => {
    const origin = f.origin?.type === 'cluster' ? `${f.origin.via}${f.origin.detail ? `: ${f.origin.detail}` : ''}` : 'file';
    const object = f.object ? `${f.object.kind} ${f.object.namespace ? `${f.object.namespace}/` : ''}${f.object.name}` : '-';
    return `${f.ruleId} ${f.severity} [${object}] (${origin}) ${f.message}`;
  });
}

/** Starts fake API servers of a version (1.34 unless told otherwise), each closed after the test that started it. */
export function fakeClusters(gitVersion = 'v1.34.2'): (options?: Partial<FakeClusterOptions>) => Promise<FakeCluster> {
  const started: FakeCluster[] = [];
  afterEach(async () => {
    while (started.length) await started.pop()!.close();
  });
  return async (options = {}) => {
    const cluster = await startFakeApiServer({ gitVersion, ...options });
    started.push(cluster);
    return cluster;
  };
}

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** The built CLI as a user runs it; asynchronous, because the fake API server lives in this process. */
export function runCliAsync(args: string[], env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<CliRun> {
  return runNodeAsync([...nodeArgs, BIN, ...args], env);
}

/** node with these arguments, in the repository, with a home of its own. */
export function runNodeAsync(argv: string[], env: Record<string, string> = {}): Promise<CliRun> {
  return runCommand(process.execPath, argv, { PATH: process.env.PATH ?? '', HOME: tempDir(), ...env });
}

/** kubectl, when it is installed: tests compare what it accepts with what this tool accepts. */
export const KUBECTL: string | undefined = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' }).status === 0 ? 'kubectl' : undefined;

/** `kubectl get --raw /version` with this kubeconfig (or KUBECONFIG from `env`), without a terminal. */
export function kubectlVersion(kubeconfig: string | undefined, env: Record<string, string> = {}): Promise<CliRun> {
  const file = kubeconfig ? ['--kubeconfig', kubeconfig] : [];
  return runCommand(KUBECTL!, ['get', '--raw', '/version', ...file, '--request-timeout', '10s'], { PATH: process.env.PATH ?? '', HOME: tempDir(), ...env });
}

/** `kubectl config view --raw`: whether kubectl can read the file at all. */
export function kubectlView(kubeconfig: string): Promise<CliRun> {
  return runCommand(KUBECTL!, ['config', 'view', '--raw', '--kubeconfig', kubeconfig], { PATH: process.env.PATH ?? '', HOME: tempDir() });
}

function runCommand(command: string, args: string[], env: Record<string, string>): Promise<CliRun> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

/** A report printed by `-o json`, as far as the `clusters` entries are checked against it. */
interface JsonReport {
  summary: { objects: number };
  findings: { cluster?: string }[];
  gaps: { cluster?: string }[];
}

/**
 * The `clusters` entry a JSON report must give a cluster it checked: its counts are those of the
 * report's own findings and gaps of that cluster, and its objects the report's when it is the only
 * cluster checked (a fleet's are counted per cluster, not in the report).
 */
export function checkedEntry(json: JsonReport, context: string, server: string, version: string, objects: unknown = json.summary.objects) {
  return {
    context,
    server,
    version,
    reachable: true,
    checked: true,
    objects,
    findings: json.findings.filter((f) => f.cluster === context).length,
    gaps: json.gaps.filter((g) => g.cluster === context).length,
    elapsedMs: expect.any(Number),
  };
}
