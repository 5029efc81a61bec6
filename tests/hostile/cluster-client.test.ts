import { createServer, request as httpRequest } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { K8sObject } from '../../src/model.js';
import type { Rule } from '../../src/rule.js';
import type { SourceResult } from '../../src/sources/source.js';
import { connectCluster, parseDuration } from '../../src/sources/cluster/index.js';
import type { LiveOptions } from '../../src/sources/cluster/index.js';
import { decodeRelease, decodeReleases } from '../../src/sources/cluster/helm.js';
import { TokenBucket, parseBurst, parseQps } from '../../src/sources/cluster/rate-limit.js';
import { UsageError } from '../../src/errors.js';
import { REPO_ROOT } from '../support/rule-tester.js';
import { appliedWithKubectl, helmRelease, nodeObject, startFakeApiServer } from '../support/fake-apiserver.js';
import type { FakeCluster, FakeClusterOptions, JsonObject } from '../support/fake-apiserver.js';
import { kindsProbe, pod, tempDir } from '../sources/cluster/helpers.js';
import { laughs, runBounded } from '../support/hostile.js';
import type { BoundedRun } from '../support/hostile.js';

/**
 * The live check against API servers that misbehave: loops of `continue` tokens, discovery and
 * lists of the wrong shape, compressed answers that inflate without end, Helm records built to do
 * the same. A real stand-in API server serves everything else; a small server in front of it
 * answers the paths a test makes hostile and counts every request, with the time it arrived.
 * Runs of the CLI are child processes with a small heap and a time budget, so that a regression
 * fails here rather than hanging or eating the machine.
 */
const HEAP_MB = 192;
const CLI_BUDGET_MS = 30_000;

interface Seen {
  path: string;
  query: Record<string, string>;
  /** performance.now() when it arrived. */
  at: number;
}

/** Answers a request itself (returns true) or lets the stand-in server answer it. */
type Hostile = (url: URL, res: ServerResponse, req: IncomingMessage) => boolean | Promise<boolean>;

interface HostileCluster {
  url: string;
  /** The stand-in server behind it. */
  fake: string;
  seen: Seen[];
  /** A kubeconfig whose context "hostile" points at this server (plain http, as `kubectl proxy` serves). */
  kubeconfig: string;
  requestsTo(path: string): Seen[];
}

const started: { close(): Promise<void> }[] = [];
afterEach(async () => {
  while (started.length) await started.pop()!.close();
});

async function hostileCluster(options: Partial<FakeClusterOptions>, hostile: Hostile = () => false): Promise<HostileCluster> {
  const fake: FakeCluster = await startFakeApiServer({ gitVersion: 'v1.34.2', plainHttp: true, ...options });
  started.push(fake);
  const seen: Seen[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://hostile');
    seen.push({ path: url.pathname, query: Object.fromEntries(url.searchParams), at: performance.now() });
    void (async () => {
      if (await hostile(url, res, req)) return;
      const upstream = httpRequest(
        `${fake.url}${req.url}`,
        { method: req.method, headers: { accept: req.headers.accept ?? '', 'accept-encoding': req.headers['accept-encoding'] ?? '' } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      upstream.end();
    })().catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  started.push({
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const kubeconfig = join(tempDir(), 'kubeconfig');
  writeFileSync(
    kubeconfig,
    `apiVersion: v1\nkind: Config\nclusters:\n- name: c\n  cluster:\n    server: ${url}\nusers:\n- name: u\n  user: {}\ncontexts:\n- name: hostile\n  context: {cluster: c, user: u}\ncurrent-context: hostile\n`,
  );
  return { url, fake: fake.url, seen, kubeconfig, requestsTo: (path) => seen.filter((s) => s.path === path) };
}

function json(res: ServerResponse, body: unknown, status = 200): true {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
  return true;
}

function podList(items: unknown[], next?: string): unknown {
  return { kind: 'PodList', apiVersion: 'v1', metadata: { resourceVersion: '7', ...(next !== undefined ? { continue: next } : {}) }, items };
}

interface Loaded extends SourceResult {
  objects: K8sObject[];
  ms: number;
}

/** The live source in this process, as the CLI runs it, with the rules given. */
async function load(cluster: HostileCluster, rules: readonly Rule[], options: Partial<LiveOptions> = {}): Promise<Loaded> {
  const begin = performance.now();
  const live = await connectCluster({ kubeconfig: cluster.kubeconfig, env: {}, warn: () => {}, retryBaseMs: 5, qps: '1000', burst: '1000', ...options });
  const objects: K8sObject[] = [];
  try {
    const result = await live.load(rules, { add: (o) => objects.push(o), addProblem: () => {} });
    return { ...result, objects, ms: performance.now() - begin };
  } finally {
    live.close();
  }
}

const names = (objects: readonly K8sObject[]) => objects.map((o) => `${o.kind} ${o.metadata.namespace ?? ''}/${o.metadata.name}`).sort();

/** The built CLI in a child process with a small heap, killed when over its time budget. */
function runCli(args: string[], env: Record<string, string> = {}): Promise<BoundedRun> {
  return runBounded(args, { heapMb: HEAP_MB, ms: CLI_BUDGET_MS }, env);
}

interface JsonReport {
  findings: { ruleId: string; message: string; location?: { file: string }; object?: { kind: string; namespace: string | null; name: string } }[];
  gaps: { what: string; reason: string; cause: string }[];
  cluster: { requests: number };
}

/** A live check from the command line that must end with a report: its JSON, and how long it took. */
async function check(
  cluster: HostileCluster,
  extra: string[] = [],
  env: Record<string, string> = {},
): Promise<{ report: JsonReport; ms: number; stderr: string }> {
  const result = await runCli(
    ['--target', '1.37', '--kubeconfig', cluster.kubeconfig, '-o', 'json', '--skip-nodes', '--qps', '1000', '--burst', '1000', ...extra],
    env,
  );
  // Plain http, as `kubectl proxy`: one warning, and nothing else on stderr.
  expect(result.stderr).toBe(
    `warning: context "hostile" reaches its API server over plain HTTP (${cluster.url}): the traffic is not encrypted, and (as with kubectl) the user's credentials are not sent\n`,
  );
  expect(result.code).toBe(1);
  return { report: JSON.parse(result.stdout) as JsonReport, ms: result.ms, stderr: result.stderr };
}

const foundObjects = (report: JsonReport) => report.findings.map((f) => `${f.ruleId} ${f.object?.kind} ${f.object?.namespace ?? ''}/${f.object?.name}`).sort();

/** An Ingress applied in extensions/v1beta1: removed-api reports it, which proves its list was read. */
const OLD_INGRESS = appliedWithKubectl(
  { apiVersion: 'extensions/v1beta1', kind: 'Ingress', metadata: { name: 'web', namespace: 'shop' }, spec: {} },
  'networking.k8s.io/v1',
);

/** `members` gzip members of 16 MiB of zeros each: valid gzip, a few KiB a member, that inflates to members x 16 MiB. */
function gzipBomb(members: number): Buffer {
  const member = gzipSync(Buffer.alloc(16 * 1024 ** 2), { level: 9 });
  return Buffer.concat(Array.from({ length: members }, () => member));
}

describe('pagination that always ends', () => {
  it('stops a list whose continue token repeats after two requests, keeps its objects, and reads the other lists', async () => {
    const cluster = await hostileCluster({ objects: [OLD_INGRESS] }, (url, res) => {
      if (url.pathname !== '/api/v1/pods') return false;
      // A caching proxy that answers every page with the first one.
      return json(res, podList([pod('web-0', 'shop')], 'c2FtZS10b2tlbg'));
    });
    const { report, ms } = await check(cluster);
    expect(cluster.requestsTo('/api/v1/pods').map((r) => r.query.continue ?? '')).toEqual(['', 'c2FtZS10b2tlbg']);
    expect(report.gaps.filter((g) => g.what.includes('pods'))).toEqual([
      {
        what: 'list v1 pods (all namespaces)',
        reason: 'incomplete: stopped: the server sent a continue token it had sent before, so the list would never end (2 objects read)',
        rules: expect.any(Array),
        cause: 'failed',
        cluster: 'hostile',
      },
    ]);
    expect(foundObjects(report)).toContain('removed-api Ingress shop/web');
    expect(ms).toBeLessThan(15_000);
  }, 40_000);

  it('stops a cycle of tokens (A, B, A) at the first token it already sent', async () => {
    const cluster = await hostileCluster({}, (url, res) => {
      if (url.pathname !== '/api/v1/pods') return false;
      const at = url.searchParams.get('continue') ?? '';
      const next: Record<string, string> = { '': 'A', A: 'B', B: 'A' };
      return json(res, podList([pod(`web-${at || 'first'}`, 'shop')], next[at]));
    });
    const loaded = await load(cluster, [kindsProbe(['Pod'])]);
    expect(cluster.requestsTo('/api/v1/pods').map((r) => r.query.continue ?? '')).toEqual(['', 'A', 'B']);
    expect(names(loaded.objects)).toEqual(['Pod shop/web-A', 'Pod shop/web-B', 'Pod shop/web-first']);
    expect(loaded.gaps.map((g) => g.reason)).toEqual([
      'incomplete: stopped: the server sent a continue token it had sent before, so the list would never end (3 objects read)',
    ]);
  }, 20_000);

  it('stops an endless chain of new tokens at the page limit, with the items read so far', async () => {
    let page = 0;
    const cluster = await hostileCluster({ objects: [OLD_INGRESS] }, (url, res) => {
      if (url.pathname !== '/api/v1/pods') return false;
      page++;
      return json(res, podList([pod(`web-${page}`, 'shop', { metadata: { name: `web-${page}`, namespace: 'shop', uid: `u-${page}` } })], `page-${page}`));
    });
    const { report, ms } = await check(cluster);
    expect(cluster.requestsTo('/api/v1/pods')).toHaveLength(1_000);
    expect(report.gaps.find((g) => g.what === 'list v1 pods (all namespaces)')?.reason).toBe(
      'incomplete: stopped after 1,000 pages, the most one list reads (1,000 objects read)',
    );
    expect(foundObjects(report)).toContain('removed-api Ingress shop/web');
    expect(ms).toBeLessThan(20_000);
  }, 40_000);

  it('stops an endless chain of full pages at 250,000 objects, within a small heap', async () => {
    // Small pods, 500 a page, each page new: without a bound the list grows until the heap is gone.
    const items = Array.from({ length: 500 }, (_, i) => ({ metadata: { name: `p${i}`, namespace: 'n' } }));
    let page = 0;
    const cluster = await hostileCluster({}, (url, res) => {
      if (url.pathname !== '/apis/coordination.k8s.io/v1/leases') return false;
      page++;
      return json(res, { kind: 'LeaseList', apiVersion: 'coordination.k8s.io/v1', metadata: { continue: `p${page}` }, items });
    });
    const result = await runCli([
      '--target',
      '1.37',
      '--kubeconfig',
      cluster.kubeconfig,
      '-o',
      'json',
      '--skip-nodes',
      '--qps',
      '5000',
      '--burst',
      '5000',
      '--rule',
      'removed-api',
    ]);
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout) as JsonReport;
    expect(report.gaps.find((g) => g.what.includes('leases'))?.reason).toBe(
      'incomplete: stopped at 250,000 objects, the most one list reads (250,000 objects read)',
    );
    expect(cluster.requestsTo('/apis/coordination.k8s.io/v1/leases')).toHaveLength(500);
  }, 60_000);

  it('stops a list at its deadline, even when the server never finishes a page and there is no request timeout', async () => {
    const cluster = await hostileCluster({ objects: [pod('a', 'shop')] }, (url, res) => {
      if (url.pathname !== '/apis/apps/v1/deployments') return false;
      // Headers, then silence: only the list's deadline can end this.
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"kind":"DeploymentList","items":[');
      return true;
    });
    const loaded = await load(cluster, [kindsProbe(['Pod', 'Deployment'])], { requestTimeout: '0', listLimits: { deadlineMs: 1_000 } });
    expect(loaded.ms).toBeLessThan(5_000);
    expect(names(loaded.objects)).toEqual(['Pod shop/a']);
    expect(loaded.gaps).toEqual([
      {
        what: 'list apps/v1 deployments (all namespaces)',
        reason: 'incomplete: stopped after 1s, the time limit for one list (0 objects read)',
        rules: ['probe'],
        cause: 'failed',
      },
    ]);
  }, 20_000);

  it('cuts a page that trickles in at --request-timeout, and loses only that list', async () => {
    const cluster = await hostileCluster({ objects: [OLD_INGRESS] }, (url, res) => {
      if (url.pathname !== '/api/v1/pods') return false;
      res.writeHead(200, { 'Content-Type': 'application/json' });
      const drip = setInterval(() => (res.destroyed ? clearInterval(drip) : res.write(' ')), 50);
      res.on('close', () => clearInterval(drip));
      return true;
    });
    const loaded = await load(cluster, [PROBE_PODS_INGRESS], { requestTimeout: '500ms' });
    expect(names(loaded.objects)).toEqual(['Ingress shop/web']);
    expect(loaded.gaps.map((g) => `${g.what}: ${g.reason}`)).toEqual(['list v1 pods (all namespaces): no answer within 0.5s']);
    expect(loaded.ms).toBeLessThan(5_000);
  }, 20_000);

  it('retries an answer cut off half-way, then gives that list up', async () => {
    const cluster = await hostileCluster({ objects: [OLD_INGRESS] }, (url, res) => {
      if (url.pathname !== '/api/v1/pods') return false;
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '1000' });
      res.write('{"kind":"PodList","items":[');
      setTimeout(() => res.destroy(), 20);
      return true;
    });
    const loaded = await load(cluster, [PROBE_PODS_INGRESS]);
    expect(cluster.requestsTo('/api/v1/pods')).toHaveLength(5);
    expect(names(loaded.objects)).toEqual(['Ingress shop/web']);
    expect(loaded.gaps.map((g) => g.what)).toEqual(['list v1 pods (all namespaces)']);
    expect(loaded.gaps[0].reason).toMatch(/^ECONNRESET: /);
  }, 20_000);

  it('reads an encoding it did not ask for as the malformed answer it is', async () => {
    const cluster = await hostileCluster({ objects: [OLD_INGRESS] }, (url, res) => {
      if (url.pathname !== '/api/v1/pods') return false;
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'br' });
      res.end(Buffer.from([0x8b, 0x02, 0x80, 0x7b, 0x7d, 0x03]));
      return true;
    });
    const loaded = await load(cluster, [PROBE_PODS_INGRESS]);
    expect(loaded.gaps.map((g) => `${g.what}: ${g.reason}`)).toEqual(['list v1 pods (all namespaces): the answer to /api/v1/pods is not JSON']);
    expect(names(loaded.objects)).toEqual(['Ingress shop/web']);
  }, 20_000);

  it('refuses a continue token far longer than a real one', async () => {
    const cluster = await hostileCluster(
      { objects: [OLD_INGRESS] },
      (url, res) => url.pathname === '/api/v1/pods' && json(res, podList([], 'x'.repeat(100_000))),
    );
    const loaded = await load(cluster, [kindsProbe(['Pod', 'Ingress'])]);
    expect(cluster.requestsTo('/api/v1/pods')).toHaveLength(1);
    expect(loaded.gaps.map((g) => `${g.what}: ${g.reason}`)).toEqual([
      'list v1 pods (all namespaces): the answer to /api/v1/pods holds a continue token of 100,000 characters, far longer than a real one',
    ]);
    expect(names(loaded.objects)).toEqual(['Ingress shop/web']);
  }, 20_000);
});

describe('the client-side rate limit', () => {
  /** The most requests seen in any window, against what a bucket of `qps` and `burst` allows in it. */
  function overLimit(times: readonly number[], qps: number, burst: number): string[] {
    const sorted = [...times].sort((a, b) => a - b);
    const over: string[] = [];
    for (let i = 0; i < sorted.length; i++) {
      for (let j = i; j < sorted.length; j++) {
        // Three for timers that a busy machine fires late, and together.
        const allowed = burst + (qps * (sorted[j] - sorted[i])) / 1000 + 3;
        if (j - i + 1 > allowed) over.push(`${j - i + 1} requests in ${Math.round(sorted[j] - sorted[i])} ms`);
      }
    }
    return over;
  }

  it('holds the requests of a check to --qps after the first --burst, counted at the server', async () => {
    const nodes = Array.from({ length: 20 }, (_, i) => `n${i}`);
    const cluster = await hostileCluster({
      objects: nodes.map((n) => nodeObject(n, { kubeletVersion: 'v1.34.2' })),
      kubelets: Object.fromEntries(nodes.map((n) => [n, { configz: {}, metrics: 'kubelet_cgroup_version 2\n' }])),
    });
    const loaded = await load(cluster, [kindsProbe(['KubeletConfiguration', 'KubeletMetrics'])], { qps: '20', burst: '5' });
    const times = cluster.seen.map((s) => s.at);
    // /version, /api, /apis, the node list, two Helm lists, and two kubelet reads per node.
    expect(times).toHaveLength(46);
    expect(loaded.cluster?.requests).toBe(46);
    expect(overLimit(times, 20, 5)).toEqual([]);
    // 41 requests past the burst at 20 a second: two seconds at least.
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(1_900);
    expect(loaded.gaps).toEqual([]);
  }, 20_000);

  it('holds a list that would loop to 50 requests a second by default, where the loop alone sent thousands', async () => {
    let page = 0;
    const cluster = await hostileCluster({}, (url, res) => url.pathname === '/api/v1/pods' && json(res, podList([], `t${++page}`)));
    const loaded = await load(cluster, [kindsProbe(['Pod'])], { qps: undefined, burst: undefined, listLimits: { pages: 200 } });
    const times = cluster.requestsTo('/api/v1/pods').map((s) => s.at);
    expect(times).toHaveLength(200);
    expect(
      overLimit(
        cluster.seen.map((s) => s.at),
        50,
        100,
      ),
    ).toEqual([]);
    // The last hundred came at the sustained rate: about two seconds.
    expect(times[199] - times[99]).toBeGreaterThan(1_800);
    expect(loaded.gaps.map((g) => g.reason)).toEqual(['incomplete: stopped after 200 pages, the most one list reads (0 objects read)']);
  }, 20_000);

  it('counts retries: a list that keeps failing is asked again no faster than the limit', async () => {
    const cluster = await hostileCluster(
      {},
      (url, res) => url.pathname === '/api/v1/pods' && json(res, { kind: 'Status', code: 503, message: 'etcd is down' }, 503),
    );
    const loaded = await load(cluster, [kindsProbe(['Pod'])], { qps: '10', burst: '1', retryBaseMs: 1 });
    const times = cluster.requestsTo('/api/v1/pods').map((s) => s.at);
    expect(times).toHaveLength(5);
    expect(times[4] - times[0]).toBeGreaterThan(350);
    expect(loaded.gaps.map((g) => g.reason)).toEqual(['503: etcd is down']);
  }, 20_000);

  it('serves waiting callers in the order they asked', async () => {
    let now = 0;
    const bucket = new TokenBucket({ qps: 1000, burst: 2 }, () => now);
    const order: number[] = [];
    await Promise.all([0, 1, 2, 3, 4].map((i) => bucket.take().then(() => order.push(i))));
    expect(order).toEqual([0, 1, 2, 3, 4]);
    now = 10_000;
    const begin = performance.now();
    await bucket.take();
    await bucket.take();
    expect(performance.now() - begin).toBeLessThan(50);
  });
});

describe('malformed answers are gaps, never an abort', () => {
  const PROBE = kindsProbe(['Pod', 'Ingress']);

  it('reads the core group when /apis is not a discovery document at all', async () => {
    for (const answer of [
      '"hello"',
      'null',
      '[]',
      '{}',
      '<html>502 Bad Gateway</html>',
      '{"kind":"APIGroupList","groups":"apps"}',
      '{"kind":"APIGroupDiscoveryList","items":{}}',
    ]) {
      const cluster = await hostileCluster({ objects: [pod('a', 'shop'), OLD_INGRESS] }, (url, res) => url.pathname === '/apis' && json(res, answer));
      const loaded = await load(cluster, [PROBE]);
      expect(names(loaded.objects), answer).toEqual(['Pod shop/a']);
      expect(loaded.gaps, answer).toEqual([
        {
          what: 'discovery of every other API group (/apis)',
          reason: `the answer to /apis ${answer.startsWith('<') ? 'is not JSON' : answer.includes('groups') ? 'is not a discovery document (its groups are a string)' : answer.includes('items') ? 'is not a discovery document (its items are an object)' : answer === '{}' ? 'is not a discovery document (neither APIGroupDiscoveryList nor APIGroupList)' : `is not a discovery document (it is ${answer === '"hello"' ? 'a string' : answer === 'null' ? 'null' : 'an array'})`}; no resource of those groups was read`,
          rules: ['probe'],
          cause: 'failed',
        },
      ]);
    }
  }, 30_000);

  it('reads the other groups when /api is not a discovery document', async () => {
    const cluster = await hostileCluster(
      { objects: [pod('a', 'shop'), OLD_INGRESS] },
      (url, res) => url.pathname === '/api' && json(res, { kind: 'Status', message: 'hello' }),
    );
    const loaded = await load(cluster, [PROBE]);
    expect(names(loaded.objects)).toEqual(['Ingress shop/web']);
    expect(loaded.gaps.map((g) => `${g.what}: ${g.reason}`)).toEqual([
      'discovery of the core API group (/api): the answer to /api is not a discovery document (neither APIGroupDiscoveryList nor APIVersions); no resource of that group was read',
    ]);
  }, 20_000);

  it('skips malformed entries of aggregated discovery and uses the rest', async () => {
    const cluster = await hostileCluster({ objects: [pod('a', 'shop'), OLD_INGRESS] }, (url, res, req) => {
      if (url.pathname !== '/apis' || !String(req.headers.accept).includes('APIGroupDiscoveryList')) return false;
      const resource = (resource: unknown, kind: unknown, scope = 'Namespaced') => ({ resource, responseKind: { kind }, scope, verbs: ['list'] });
      return json(res, {
        kind: 'APIGroupDiscoveryList',
        items: [
          null,
          'apps',
          {
            metadata: { name: 'networking.k8s.io' },
            versions: [
              { version: 'v1', resources: [resource('ingresses', 'Ingress'), null, resource(7, 'Thing'), resource('ingressclasses', ['IngressClass'])] },
            ],
          },
          // Names that would escape the request path: never used.
          {
            metadata: { name: 'evil.k8s.io' },
            versions: [{ version: 'v1', resources: [resource('../../../api/v1/secrets', 'Secret'), resource('secrets?x=', 'Secret')] }],
          },
          { metadata: { name: '../../api' }, versions: [{ version: 'v1', resources: [resource('secrets', 'Secret')] }] },
          { metadata: { name: 'batch' }, versions: 'v1' },
          { metadata: { name: 'policy' }, versions: [{ version: '../v1', resources: [] }, 5] },
        ],
      });
    });
    const loaded = await load(cluster, [PROBE]);
    expect(names(loaded.objects)).toEqual(['Ingress shop/web', 'Pod shop/a']);
    // Only Kubernetes' own groups are gaps: the group named ../../api is nobody's.
    expect(loaded.gaps.map((g) => `${g.what}: ${g.reason}`)).toEqual([
      'discovery of an unnamed group: 2 malformed entries in the discovery document /apis, skipped',
      'discovery of networking.k8s.io/v1: 3 malformed entries in the discovery document /apis, skipped',
      'discovery of evil.k8s.io/v1: 2 malformed entries in the discovery document /apis, skipped',
      'discovery of batch: 1 malformed entry in the discovery document /apis, skipped',
      'discovery of policy: 2 malformed entries in the discovery document /apis, skipped',
    ]);
    expect(cluster.seen.filter((s) => s.path.includes('secrets')).map((s) => `${s.path}?${s.query.labelSelector}`)).toEqual([
      '/api/v1/secrets?owner=helm,status=deployed',
    ]);
    expect(cluster.seen.every((s) => !s.path.includes('..') && !s.path.includes('evil'))).toBe(true);
  }, 20_000);

  it('lists at most 2,000 resources when discovery names thousands, and says how many it left', async () => {
    const cluster = await hostileCluster({ objects: [OLD_INGRESS] }, async (url, res, req) => {
      if (url.pathname.startsWith('/apis/huge.k8s.io/v1/')) return json(res, { kind: 'List', metadata: {}, items: [] });
      if (url.pathname !== '/apis' || !String(req.headers.accept).includes('APIGroupDiscoveryList')) return false;
      // The real groups, then one that names 2,500 resources.
      const real = await new Promise<{ items: unknown[] }>((resolve) => {
        const upstream = httpRequest(`${cluster.fake}/apis`, { headers: { accept: String(req.headers.accept) } }, (answer) => {
          let text = '';
          answer.on('data', (d: Buffer) => (text += d.toString()));
          answer.on('end', () => resolve(JSON.parse(text) as { items: unknown[] }));
        });
        upstream.end();
      });
      const resources = Array.from({ length: 2_500 }, (_, i) => ({
        resource: `things${i}`,
        responseKind: { kind: `Thing${i}` },
        scope: 'Cluster',
        verbs: ['list'],
      }));
      return json(res, {
        kind: 'APIGroupDiscoveryList',
        items: [...real.items, { metadata: { name: 'huge.k8s.io' }, versions: [{ version: 'v1', resources }] }],
      });
    });
    const loaded = await load(cluster, [kindsProbe(['*'])]);
    const huge = cluster.seen.filter((s) => s.path.startsWith('/apis/huge.k8s.io/')).length;
    const lists = cluster.seen.filter((s) => s.query.limit !== undefined).length;
    expect(lists).toBe(2_000 + 2); // and the two Helm lists
    expect(loaded.gaps).toEqual([
      {
        what: `${(2_500 - huge).toLocaleString('en-US')} more resources that discovery names`,
        reason: 'not listed: a check lists at most 2,000 resources',
        rules: ['probe'],
        cause: 'failed',
      },
    ]);
    expect(names(loaded.objects)).toContain('Ingress shop/web');
  }, 30_000);

  it('skips malformed entries of legacy discovery, and a group version whose document is garbage costs only itself', async () => {
    const cluster = await hostileCluster({ discovery: 'legacy', objects: [pod('a', 'shop'), OLD_INGRESS] }, (url, res) => {
      if (url.pathname === '/apis/networking.k8s.io/v1') return json(res, '{"resources": 42}');
      if (url.pathname === '/apis/apps/v1') return json(res, 'not json at all');
      if (url.pathname === '/api/v1')
        return json(res, {
          kind: 'APIResourceList',
          resources: [null, { name: 'pods', kind: 'Pod', namespaced: true, verbs: ['list'] }, { name: 5 }, { name: 'pods/log', kind: 'Pod' }],
        });
      return false;
    });
    const loaded = await load(cluster, [PROBE]);
    expect(names(loaded.objects)).toEqual(['Pod shop/a']);
    expect(loaded.gaps.map((g) => `${g.what}: ${g.reason}`).sort()).toEqual([
      'discovery of apps/v1: the answer to /apis/apps/v1 is not JSON',
      'discovery of networking.k8s.io/v1: the answer to /apis/networking.k8s.io/v1 is not a discovery document (it is a number)',
      'discovery of v1: 2 malformed entries in the discovery document /api/v1, skipped',
    ]);
  }, 20_000);

  it('skips list items that are not objects with metadata, and a list that is not a list costs only itself', async () => {
    const cluster = await hostileCluster({ objects: [OLD_INGRESS] }, (url, res) => {
      if (url.pathname === '/api/v1/pods')
        return json(res, podList(['web', null, [1, 2], 42, true, { metadata: 'web' }, { kind: 'Pod' }, pod('good', 'shop')]));
      if (url.pathname === '/api/v1/configmaps') return json(res, { kind: 'ConfigMapList', items: 'none' });
      if (url.pathname === '/api/v1/services') return json(res, 'null');
      if (url.pathname === '/api/v1/namespaces') return json(res, '{"items": [');
      return false;
    });
    const loaded = await load(cluster, [kindsProbe(['Pod', 'Ingress', 'ConfigMap', 'Service', 'Namespace'])]);
    expect(names(loaded.objects)).toEqual(['Ingress shop/web', 'Pod shop/good']);
    expect(loaded.gaps.map((g) => `${g.what}: ${g.reason}`).sort()).toEqual([
      'Helm releases in ConfigMaps (Helm storage): the answer to /api/v1/configmaps is not a list (its items are a string); charts are judged through their live objects and managedFields only',
      'list v1 configmaps (all namespaces): the answer to /api/v1/configmaps is not a list (its items are a string)',
      'list v1 namespaces: the answer to /api/v1/namespaces is not JSON',
      'list v1 pods (all namespaces): 7 items are not an object with metadata and were skipped',
      'list v1 services (all namespaces): the answer to /api/v1/services is not a list (it is null)',
    ]);
  }, 20_000);

  it('ends with one line, not a JavaScript error, when /version is not a version', async () => {
    for (const [answer, line] of [
      ['null', 'reported no Kubernetes version on /version (got "vundefined.undefined")'],
      ['["v1.34.2"]', 'reported no Kubernetes version on /version (got "vundefined.undefined")'],
      ['{"gitVersion": {"x": 1}}', 'reported no Kubernetes version on /version (got "vundefined.undefined")'],
    ] as const) {
      const cluster = await hostileCluster({}, (url, res) => url.pathname === '/version' && json(res, answer));
      const result = await runCli(['--target', '1.37', '--kubeconfig', cluster.kubeconfig]);
      expect(result.code, answer).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr.split('\n').at(-2)).toBe(`k8s-upgrade-check: the API server of context "hostile" (${cluster.url}) ${line}`);
    }
    const cluster = await hostileCluster({}, (url, res) => url.pathname === '/version' && json(res, '<html>login</html>'));
    const result = await runCli(['--target', '1.37', '--kubeconfig', cluster.kubeconfig]);
    expect(result.code).toBe(2);
    expect(result.stderr.split('\n').at(-2)).toBe(
      `k8s-upgrade-check: the API server of context "hostile" (${cluster.url}): the answer to /version is not JSON; check that the address is that of a Kubernetes API server (kubectl --context hostile get --raw /version)`,
    );
  }, 60_000);

  it('a full check from the command line survives all of it at once', async () => {
    const cluster = await hostileCluster({ objects: [OLD_INGRESS] }, (url, res, req) => {
      if (url.pathname === '/api/v1/pods') return json(res, podList([null, 'x', pod('p', 'shop')], 'loop'));
      if (url.pathname === '/api/v1/services') return json(res, '[1,2,3]');
      if (url.pathname === '/apis' && String(req.headers.accept).includes('APIGroupDiscoveryList')) return false;
      if (url.pathname === '/apis/batch/v1/cronjobs') return json(res, podList([{ metadata: null }]));
      // Objects no API server would hold: fields of the wrong types, and nesting deeper than any stack.
      if (url.pathname === '/apis/apps/v1/deployments') {
        return json(
          res,
          podList([
            { metadata: { name: { x: 1 }, namespace: 5, labels: 'a=b', annotations: [1], uid: 7, managedFields: 'none' }, spec: 'x' },
            { metadata: { name: 'd', namespace: 'shop' }, spec: { template: [] } },
          ]),
        );
      }
      if (url.pathname === '/api/v1/configmaps')
        return json(res, `{"items":[{"metadata":{"name":"deep","namespace":"shop"},"data":${'['.repeat(200_000)}${']'.repeat(200_000)}}]}`);
      return false;
    });
    const { report } = await check(cluster);
    expect(foundObjects(report)).toContain('removed-api Ingress shop/web');
    expect(report.gaps.map((g) => `${g.what}: ${g.reason}`)).toEqual(
      expect.arrayContaining([
        'list v1 pods (all namespaces): incomplete: stopped: the server sent a continue token it had sent before, so the list would never end (2 objects read); 4 items are not an object with metadata and were skipped',
        'list v1 services (all namespaces): the answer to /api/v1/services is not a list (it is an array)',
        'list batch/v1 cronjobs (all namespaces): 1 item is not an object with metadata and was skipped',
        'Helm release record ConfigMap shop/deep: it holds no release data; that release is judged through its live objects and managedFields only',
      ]),
    );
    // The odd Deployments and the deep ConfigMap were read and checked, not lost.
    expect(report.gaps.some((g) => g.what.includes('deployments') || g.what === 'list v1 configmaps (all namespaces)')).toBe(false);
  }, 40_000);
});

describe('decompression within a byte budget', () => {
  it('stops a gzip answer that inflates past the response limit, as it arrives, and reads the other lists', async () => {
    // About 1 MiB on the wire, 1 GiB inflated.
    const bomb = gzipBomb(64);
    const cluster = await hostileCluster({ objects: [OLD_INGRESS] }, (url, res) => {
      if (url.pathname !== '/api/v1/configmaps') return false;
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
      res.end(bomb);
      return true;
    });
    const { report, ms } = await check(cluster);
    expect(report.gaps.find((g) => g.what === 'list v1 configmaps (all namespaces)')?.reason).toBe(
      'the answer to /api/v1/configmaps is larger than 256 MiB, the limit for one answer; read less (-n NAMESPACE) or raise K8S_UPGRADE_CHECK_MAX_RESPONSE_SIZE (up to 512Mi)',
    );
    expect(foundObjects(report)).toContain('removed-api Ingress shop/web');
    expect(ms).toBeLessThan(20_000);
  }, 40_000);

  it('treats a body that says gzip and is not as a malformed answer of that list only', async () => {
    const cluster = await hostileCluster({ objects: [pod('a', 'shop'), OLD_INGRESS] }, (url, res) => {
      if (url.pathname !== '/api/v1/pods') return false;
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
      res.end(Buffer.concat([gzipSync('{"items": []}').subarray(0, 12), Buffer.from('garbage, not deflate')]));
      return true;
    });
    const loaded = await load(cluster, [PROBE_PODS_INGRESS]);
    expect(names(loaded.objects)).toEqual(['Ingress shop/web']);
    expect(loaded.gaps.map((g) => `${g.what}: ${g.reason}`)).toEqual([
      'list v1 pods (all namespaces): the answer to /api/v1/pods says it is gzip-compressed and cannot be decompressed',
    ]);
  }, 20_000);

  it('stops a kubelet answer that inflates past the limit for that node only', async () => {
    const bomb = gzipBomb(64);
    const cluster = await hostileCluster(
      {
        objects: ['n1', 'n2'].map((n) => nodeObject(n, { kubeletVersion: 'v1.34.2' })),
        kubelets: { n1: { configz: { cgroupDriver: 'systemd' } }, n2: { configz: {} } },
      },
      (url, res) => {
        if (url.pathname !== '/api/v1/nodes/n2/proxy/configz') return false;
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
        res.end(bomb);
        return true;
      },
    );
    const loaded = await load(cluster, [kindsProbe(['KubeletConfiguration'])]);
    expect(names(loaded.objects)).toEqual(['KubeletConfiguration /n1', 'Node /n1', 'Node /n2']);
    expect(loaded.gaps.map((g) => `${g.what}: ${g.reason}`)).toEqual([
      'kubelet configuration (configz) of 1 of 2 nodes (n2): the answer to /api/v1/nodes/n2/proxy/configz is larger than 256 MiB, the limit for one answer; read less (-n NAMESPACE) or raise K8S_UPGRADE_CHECK_MAX_RESPONSE_SIZE (up to 512Mi)',
    ]);
  }, 20_000);

  it('stops a Helm release Secret that inflates past its budget, names it, and reads the other releases', async () => {
    // 160 members: about 2.5 GiB once inflated, from a few MiB of Secret.
    const helmText = gzipBomb(160).toString('base64');
    const bombSecret: JsonObject = {
      apiVersion: 'v1',
      kind: 'Secret',
      type: 'helm.sh/release.v1',
      metadata: { name: 'sh.helm.release.v1.bomb.v1', namespace: 'shop', labels: { name: 'bomb', owner: 'helm', status: 'deployed', version: '1' } },
      data: { release: Buffer.from(helmText).toString('base64') },
    };
    const good = helmRelease({
      name: 'storefront',
      namespace: 'shop',
      revision: 2,
      chart: { name: 'storefront', version: '1.0.0' },
      manifest: 'apiVersion: policy/v1beta1\nkind: PodDisruptionBudget\nmetadata:\n  name: storefront\nspec:\n  minAvailable: 1\n',
    });
    const cluster = await hostileCluster({ objects: [bombSecret, good] });
    const { report, ms } = await check(cluster);
    expect(report.gaps.filter((g) => g.what.includes('Helm'))).toEqual([
      {
        what: 'Helm release record Secret shop/sh.helm.release.v1.bomb.v1',
        reason: 'it inflates to more than 64 MiB, the limit for one release; that release is judged through its live objects and managedFields only',
        rules: expect.any(Array),
        cause: 'failed',
        cluster: 'hostile',
      },
    ]);
    expect(foundObjects(report)).toContain('removed-api PodDisruptionBudget shop/storefront');
    expect(ms).toBeLessThan(20_000);
  }, 40_000);

  it('refuses a release manifest whose YAML aliases expand without end, and checks the rest of the release', async () => {
    const manifest = `${laughs(10, 10, 'laughs')}---\napiVersion: policy/v1beta1\nkind: PodDisruptionBudget\nmetadata:\n  name: kept\nspec:\n  minAvailable: 1\n`;
    const cluster = await hostileCluster({
      objects: [helmRelease({ name: 'lol', namespace: 'shop', revision: 1, chart: { name: 'lol', version: '1.0.0' }, manifest })],
    });
    const { report, ms } = await check(cluster);
    expect(foundObjects(report)).toContain('removed-api PodDisruptionBudget shop/kept');
    expect(report.findings.filter((f) => f.ruleId === 'parse-error').map((f) => `${f.location?.file}: ${f.message}`)).toEqual([
      'Helm release shop/lol revision 1 (chart lol-1.0.0): YAML aliases make this document too large to read (aliases repeat more than 1,000,000 nodes); it was not checked.',
    ]);
    expect(ms).toBeLessThan(20_000);
  }, 40_000);

  it('measures aliases per document of a release manifest, as per document of a file: a large first document buys the next none', async () => {
    // 8 MB written in the first document; the second repeats a 100 KB string 200 times (20 MB)
    const padding = `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: padding\n  namespace: shop\ndata:\n  big: "${'p'.repeat(8 * 1024 * 1024)}"\n`;
    const repeated = `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: repeated\n  namespace: shop\n  annotations:\n    a: &a "${'r'.repeat(100 * 1024)}"\ndata:\n  copies: [${Array(200).fill('*a').join(', ')}]\n`;
    const manifest = `${padding}---\n${repeated}---\napiVersion: policy/v1beta1\nkind: PodDisruptionBudget\nmetadata:\n  name: kept\nspec:\n  minAvailable: 1\n`;
    const cluster = await hostileCluster({
      objects: [helmRelease({ name: 'big', namespace: 'shop', revision: 1, chart: { name: 'big', version: '1.0.0' }, manifest })],
    });
    const { report } = await check(cluster);
    expect(foundObjects(report)).toContain('removed-api PodDisruptionBudget shop/kept');
    expect(report.findings.filter((f) => f.ruleId === 'parse-error').map((f) => `${f.location?.file}: ${f.message}`)).toEqual([
      'Helm release shop/big revision 1 (chart big-1.0.0): YAML aliases make this document too large to read (aliases repeat more than 16 MiB of text); it was not checked.',
    ]);
  }, 40_000);

  it('gives up releases past the budget for all of them, and names each record it could not read', () => {
    const release = (name: string, size: number) =>
      helmRelease({ name, namespace: 'shop', revision: 1, chart: { name, version: '1' }, manifest: `# ${'x'.repeat(size)}\n` }) as never;
    const damaged = {
      ...(release('damaged', 10) as JsonObject),
      data: { release: Buffer.from(Buffer.from([0x1f, 0x8b, 8, 0, 1, 2, 3]).toString('base64')).toString('base64') },
    } as never;
    const notJson = {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'sh.helm.release.v1.text.v1', namespace: 'shop' },
      data: { release: Buffer.from('[1,2]').toString('base64') },
    } as never;
    const { releases, gaps } = decodeReleases([release('a', 400), release('b', 400), release('c', 400), damaged, notJson, release('d', 100)], ['removed-api'], {
      perRelease: 1024 ** 2,
      total: 1_000,
    });
    expect(releases.map((r) => r.name)).toEqual(['a', 'b', 'd']);
    expect(gaps.map((g) => `${g.what}: ${g.reason}`)).toEqual([
      'Helm release record Secret shop/sh.helm.release.v1.c.v1: not read: with the Helm releases read before it, it would pass 1000 bytes, the limit for all of them; that release is judged through its live objects and managedFields only',
      'Helm release record Secret shop/sh.helm.release.v1.damaged.v1: its gzip data is damaged; that release is judged through its live objects and managedFields only',
      'Helm release record ConfigMap shop/sh.helm.release.v1.text.v1: it is not Helm 3 release data; that release is judged through its live objects and managedFields only',
    ]);
  });

  it('reads a release below the budget and refuses one above it, whatever the storage', () => {
    const manifest = `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: big\ndata:\n  blob: "${'x'.repeat(300_000)}"\n`;
    for (const driver of ['secret', 'configmap'] as const) {
      const stored = helmRelease({ name: 'big', namespace: 'shop', revision: 1, chart: { name: 'big', version: '1' }, manifest, driver }) as never;
      expect(decodeRelease(stored).manifests).toEqual([manifest]);
      expect(() => decodeRelease(stored, 200_000)).toThrow('it inflates to more than 195.3 KiB, the limit for one release');
    }
  });
});

describe('flags that bound the client', () => {
  const usage = async (args: string[], line: string) => {
    const result = await runCli(['--target', '1.37', '--kubeconfig', join(tempDir(), 'none'), ...args]);
    expect(result).toMatchObject({ code: 2, stdout: '', stderr: `k8s-upgrade-check: ${line}\n` });
  };

  it('refuses a --request-timeout longer than a timer holds, with one line', async () => {
    await usage(
      ['--request-timeout', '600h'],
      '--request-timeout "600h" is longer than the longest time limit, 596h31m23s; use a shorter duration, or 0 for no limit',
    );
    await usage(
      ['--request-timeout', '99999999999999999999'],
      '--request-timeout "99999999999999999999" is longer than the longest time limit, 596h31m23s; use a shorter duration, or 0 for no limit',
    );
    expect(parseDuration('596h31m23s')).toBe(2_147_483_000);
    expect(parseDuration('0')).toBe(0);
    expect(() => parseDuration('596h31m24s')).toThrow(UsageError);
  }, 20_000);

  it('refuses a --qps or --burst that is not a positive number, with one line', async () => {
    const qps = (text: string) =>
      `--qps "${text}" is not a positive number of requests per second; use for example 50 (the default), or 5 to spare a busy control plane`;
    await usage(['--qps', '0'], qps('0'));
    await usage(['--qps', 'abc'], qps('abc'));
    await usage(
      ['--burst', '0'],
      '--burst "0" is not a whole number of requests of at least 1; use for example 100 (the default), or 10 to spare a busy control plane',
    );
    for (const text of ['-5', '0.0', 'NaN', 'Infinity', '1e3', '', ' ']) expect(() => parseQps(text), text).toThrow(UsageError);
    for (const text of ['1.5', '-1', '0', 'ten', '1e2']) expect(() => parseBurst(text), text).toThrow(UsageError);
    expect([parseQps(undefined), parseQps('0.5'), parseQps('200'), parseBurst(undefined), parseBurst('1')]).toEqual([50, 0.5, 200, 100, 1]);
  }, 20_000);

  it('says --qps and --burst belong to a cluster check when manifests are given', async () => {
    const result = await runCli(['--target', '1.37', '-f', join(REPO_ROOT, 'examples'), '--qps', '5']);
    expect(result).toMatchObject({
      code: 2,
      stdout: '',
      stderr: 'k8s-upgrade-check: --qps applies to a cluster check; leave out -f and --static-pods to check the cluster, or drop it to check manifests\n',
    });
  }, 20_000);
});

const PROBE_PODS_INGRESS = kindsProbe(['Pod', 'Ingress']);
