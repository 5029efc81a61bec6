/**
 * The metrics as Prometheus' own tools read them: `promtool check metrics` lints the CLI's output,
 * `promtool check rules` and `promtool test rules` check the example alerts, and a real Pushgateway
 * takes the pushes. The tools come from Debian's `prometheus` and `prometheus-pushgateway`
 * packages, which .ci/run installs.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClusterSummary } from '../../src/model.js';
import { loadReporter } from '../../src/reporters/index.js';
import { OPTIONS, ingressFinding, liveSampleReport } from '../reporters/sample-report.js';
import { BIN, runCli } from '../support/cli.js';
import { startFakeApiServer } from '../support/fake-apiserver.js';
import { REPO_ROOT } from '../support/rule-tester.js';

const PROMTOOL = 'promtool';
const PUSHGATEWAY = 'prometheus-pushgateway';
const installed = (command: string) => spawnSync(command, ['--version'], { encoding: 'utf8' }).status === 0;
const missing = [PROMTOOL, PUSHGATEWAY].filter((command) => !installed(command));
const INSTALL = 'apt-get install prometheus prometheus-pushgateway';

describe.runIf(missing.length > 0 && process.env.CI)('in CI', () => {
  it('has promtool and the Pushgateway', () => {
    expect.fail(`${missing.join(' and ')} not found: .ci/run should have installed them (${INSTALL})`);
  });
});

const REMOVED_API =
  'apiVersion: extensions/v1beta1\nkind: Ingress\nmetadata:\n  name: web\n  namespace: shop\nspec:\n  backend:\n    serviceName: web\n    servicePort: 80\n';
const SERVED_API = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: settings\n  namespace: shop\ndata:\n  mode: fast\n';

function promtool(args: string[], input?: string): { code: number; output: string } {
  const result = spawnSync(PROMTOOL, args, { cwd: REPO_ROOT, input, encoding: 'utf8' });
  return { code: result.status ?? -1, output: result.stdout + result.stderr };
}

function manifests(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-metrics-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe.skipIf(missing.length > 0)(`promtool (${missing.length ? `skipped: ${missing.join(', ')} not installed; ${INSTALL}` : 'installed'})`, () => {
  it('passes the CLI metrics of a manifest scan without a lint warning', () => {
    const run = runCli(['--target', '1.37', '-f', 'fixtures/demo', '-o', 'prometheus']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^k8s_upgrade_check_findings\{cluster="",rule="removed-api",severity="error",target="1\.37"\} [1-9]/m);
    expect(promtool(['check', 'metrics'], run.stdout)).toEqual({ code: 0, output: '' });
  });

  it('passes the metrics of a live run whose context and rule ids hold quotes, backslashes, line breaks and bidi controls', async () => {
    const cluster: ClusterSummary = {
      context: 'a"b\\c\nd\u202ee\x1b[2J',
      server: '',
      version: 'v1.36.0',
      resourcesListed: 1,
      nodes: 0,
      nodesQueried: 0,
      helmReleases: 0,
      requests: 1,
    };
    const findings = ['x"y', 'back\\slash', 'line\nbreak', '\u2066isolate\u2069', '##[group]'].map((ruleId) => ({ ...ingressFinding, ruleId }));
    const text = (await loadReporter('prometheus'))(liveSampleReport(cluster, { findings }), OPTIONS);
    expect(promtool(['check', 'metrics'], text)).toEqual({ code: 0, output: '' });
  });

  it('checks the example alerting rules and their unit test', () => {
    expect(promtool(['check', 'rules', 'deploy/prometheus/k8s-upgrade-check.rules.yaml'])).toEqual({
      code: 0,
      output: 'Checking deploy/prometheus/k8s-upgrade-check.rules.yaml\n  SUCCESS: 2 rules found\n\n',
    });
    expect(promtool(['test', 'rules', 'deploy/prometheus/k8s-upgrade-check.rules.test.yaml'])).toEqual({
      code: 0,
      output: 'Unit Testing:  deploy/prometheus/k8s-upgrade-check.rules.test.yaml\n  SUCCESS\n\n',
    });
  });
});

describe('the example alerting rules', () => {
  it('are shown in docs/metrics.md as the repository keeps them', () => {
    const rules = readFileSync(join(REPO_ROOT, 'deploy/prometheus/k8s-upgrade-check.rules.yaml'), 'utf8');
    const groups = rules.slice(rules.indexOf('groups:'));
    expect(readFileSync(join(REPO_ROOT, 'docs/metrics.md'), 'utf8')).toContain(`\`\`\`yaml\n${groups}\`\`\`\n`);
  });
});

/** A port nothing listens on at the moment. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The CLI as a process, without blocking this one (the fake API server answers from here). */
function runCliAsync(args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: mkdtempSync(join(tmpdir(), 'home-')), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

/** The series of the metrics text whose names start with `k8s_upgrade_check_`, by name and labels, without the run's clock. */
function series(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^(k8s_upgrade_check_[a-z_]+\{.*\}) (\S+)$/.exec(line);
    if (!match || /_(?:timestamp|duration)_seconds\{/.test(match[1])) continue;
    out[match[1]] = match[2];
  }
  return out;
}

/** The series as the Pushgateway serves them: its grouping labels and `instance` added, labels sorted by name. */
function asPushed(printed: Record<string, string>, grouping: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(printed)) {
    const [, name, labels] = /^([a-z_0-9]+)\{(.*)\}$/.exec(key)!;
    const pairs = [...labels.matchAll(/([a-z_]+)="((?:[^"\\]|\\.)*)"/g)].map(([, label, text]) => [label, text] as const);
    const all = new Map<string, string>([['instance', ''], ...pairs, ...Object.entries(grouping)]);
    out[
      `${name}{${[...all]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([label, text]) => `${label}="${text}"`)
        .join(',')}}`
    ] = value;
  }
  return out;
}

describe.skipIf(missing.length > 0)(`the Pushgateway (${missing.length ? `skipped: ${missing.join(', ')} not installed; ${INSTALL}` : 'installed'})`, () => {
  let gateway: ChildProcess | undefined;
  let url = '';

  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    // A persistence file of its own: Debian's build persists to /var/lib/prometheus by default.
    const persistence = join(mkdtempSync(join(tmpdir(), 'pushgateway-')), 'pushgateway.data');
    gateway = spawn(PUSHGATEWAY, [`--web.listen-address=127.0.0.1:${port}`, `--persistence.file=${persistence}`], { stdio: 'ignore' });
    for (let tries = 0; ; tries++) {
      const ready = await fetch(`${url}/-/ready`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      if (tries > 100) throw new Error(`the Pushgateway did not start on ${url}`);
      await new Promise((wait) => setTimeout(wait, 100));
    }
  });

  afterAll(() => {
    gateway?.kill();
  });

  const pushed = async (): Promise<Record<string, string>> => series(await (await fetch(`${url}/metrics`)).text());

  it('takes a manifest scan under job="k8s_upgrade_check" and source="manifests", and a second push replaces the first', async () => {
    const broken = runCli(['--target', '1.37', '-f', manifests({ 'ingress.yaml': REMOVED_API }), '-o', 'prometheus', '--pushgateway', url]);
    expect(broken.stderr).toBe('');
    expect(broken.code).toBe(1);
    const grouping = { job: 'k8s_upgrade_check', source: 'manifests' };
    expect(await pushed()).toEqual(asPushed(series(broken.stdout), grouping));
    expect(await pushed()).toMatchObject({
      'k8s_upgrade_check_findings{cluster="",instance="",job="k8s_upgrade_check",rule="removed-api",severity="error",source="manifests",target="1.37"}': '1',
      'k8s_upgrade_check_findings_by_severity{cluster="",instance="",job="k8s_upgrade_check",severity="error",source="manifests",target="1.37"}': '1',
    });

    const fixed = runCli(['--target', '1.37', '-f', manifests({ 'settings.yaml': SERVED_API }), '-o', 'prometheus', '--pushgateway', url]);
    expect(fixed.stderr).toBe('');
    expect(fixed.code).toBe(0);
    const after = await pushed();
    expect(after).toEqual(asPushed(series(fixed.stdout), grouping));
    expect(Object.keys(after).filter((key) => key.startsWith('k8s_upgrade_check_findings{'))).toEqual([]);
    expect(
      after['k8s_upgrade_check_findings_by_severity{cluster="",instance="",job="k8s_upgrade_check",severity="error",source="manifests",target="1.37"}'],
    ).toBe('0');
  });

  it('takes a live run in the group of its context, a name with a slash in it', async () => {
    const server = await startFakeApiServer({ gitVersion: 'v1.36.2' });
    try {
      const kubeconfig = server.writeKubeconfig(mkdtempSync(join(tmpdir(), 'kubeconfig-')), { context: 'eks/prod-eu' });
      const run = await runCliAsync(['--target', '1.37', '--skip-nodes', '-o', 'prometheus', '--pushgateway', url], { KUBECONFIG: kubeconfig });
      expect(run.stderr).toBe('');
      const metrics = await pushed();
      const grouping = { job: 'k8s_upgrade_check', cluster: 'eks/prod-eu' };
      expect(Object.keys(series(run.stdout))).toHaveLength(7);
      expect(Object.fromEntries(Object.entries(metrics).filter(([key]) => key.includes('cluster="eks/prod-eu"')))).toEqual(
        asPushed(series(run.stdout), grouping),
      );
      expect(metrics['k8s_upgrade_check_cluster_reachable{cluster="eks/prod-eu",instance="",job="k8s_upgrade_check"}']).toBe('1');
    } finally {
      await server.close();
    }
  });

  it('takes a run over several clusters as one group per cluster; an unreachable one keeps its last findings and reads 0', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kubeconfig-'));
    const eu = await startFakeApiServer({ gitVersion: 'v1.34.2' });
    const lost = await startFakeApiServer({ gitVersion: 'v1.33.1' });
    try {
      const files = [
        eu.writeKubeconfig(dir, { context: 'fleet-eu', fileName: 'eu' }),
        lost.writeKubeconfig(dir, { context: 'fleet-lost', fileName: 'lost' }),
      ].join(':');
      const args = ['--target', '1.37', '--skip-nodes', '--context', 'fleet-eu', '--context', 'fleet-lost', '-o', 'prometheus', '--pushgateway', url];
      const first = await runCliAsync(args, { KUBECONFIG: files });
      expect(first.stderr).toBe('');
      expect(promtool(['check', 'metrics'], first.stdout)).toEqual({ code: 0, output: '' });
      const ofCluster = (metrics: Record<string, string>, cluster: string) =>
        Object.fromEntries(Object.entries(metrics).filter(([key]) => key.includes(`cluster="${cluster}"`) && !key.startsWith('k8s_upgrade_check_info{')));
      const before = await pushed();
      for (const cluster of ['fleet-eu', 'fleet-lost'])
        expect(ofCluster(before, cluster)).toEqual(asPushed(ofCluster(series(first.stdout), cluster), { job: 'k8s_upgrade_check', cluster }));

      await lost.close();
      const second = await runCliAsync(args, { KUBECONFIG: files });
      expect(second.stderr).toBe('');
      expect(promtool(['check', 'metrics'], second.stdout)).toEqual({ code: 0, output: '' });
      expect(ofCluster(series(second.stdout), 'fleet-lost')).toEqual({ 'k8s_upgrade_check_cluster_reachable{cluster="fleet-lost"}': '0' });
      const after = await pushed();
      const reachable = 'k8s_upgrade_check_cluster_reachable{cluster="fleet-lost",instance="",job="k8s_upgrade_check"}';
      expect(after[reachable]).toBe('0');
      // what the last check found is still there for the alerts, beside the cluster being unreachable
      expect({ ...ofCluster(after, 'fleet-lost'), [reachable]: '1' }).toEqual(ofCluster(before, 'fleet-lost'));
      expect(ofCluster(after, 'fleet-eu')).toEqual(asPushed(ofCluster(series(second.stdout), 'fleet-eu'), { job: 'k8s_upgrade_check', cluster: 'fleet-eu' }));
    } finally {
      await eu.close();
      await lost.close().catch(() => {});
    }
  });
});

describe('a push that fails', () => {
  it('prints the report, then one line without the password, and exits 2', async () => {
    const port = await freePort();
    const run = runCli(['--target', '1.37', '-f', manifests({ 'ingress.yaml': REMOVED_API }), '--pushgateway', `http://ci:secret@127.0.0.1:${port}`]);
    expect(run.code).toBe(2);
    expect(run.stdout).toContain('extensions/v1beta1 Ingress is no longer served since Kubernetes 1.22');
    expect(run.stderr).toBe(
      `k8s-upgrade-check: could not push the metrics to the Pushgateway at http://127.0.0.1:${port}: connection refused; check the address and that the Pushgateway runs and is reachable from here (the report above is complete)\n`,
    );
    expect(run.stderr).not.toContain('secret');
  });

  it('sends one PUT with basic authentication and follows no redirect', async () => {
    const requests: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = [];
    const server = createHttpServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        requests.push({ method: request.method, url: request.url, headers: request.headers, body });
        response.writeHead(307, { Location: 'http://ci:secret@elsewhere.example/' }).end('moved\n');
      });
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const { port } = server.address() as { port: number };
    try {
      const run = await runCliAsync([
        '--target',
        '1.37',
        '-f',
        manifests({ 'settings.yaml': SERVED_API }),
        '--pushgateway',
        `http://ci:secret@127.0.0.1:${port}/gw/`,
      ]);
      expect(run.stderr).toBe(
        `k8s-upgrade-check: could not push the metrics to the Pushgateway at http://127.0.0.1:${port}/gw: it answered 307 Temporary Redirect (moved); redirects are not followed: give the Pushgateway's own address (the report above is complete)\n`,
      );
      expect(run.code).toBe(2);
      expect(requests.map(({ method, url, headers }) => ({ method, url, authorization: headers.authorization, type: headers['content-type'] }))).toEqual([
        {
          method: 'PUT',
          url: '/gw/metrics/job/k8s_upgrade_check/source/manifests',
          authorization: `Basic ${Buffer.from('ci:secret').toString('base64')}`,
          type: 'text/plain; version=0.0.4; charset=utf-8',
        },
      ]);
      expect(requests[0].body).toMatch(/^# HELP k8s_upgrade_check_coverage_gaps /);
    } finally {
      await new Promise((closed) => server.close(closed));
    }
  });
});
