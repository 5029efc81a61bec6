/**
 * The check's ClusterRoles (deploy/kubernetes/rbac.yaml, and docs/rbac.yaml with the same roles)
 * are the ones scripts/gen-rbac.ts derives from the read plan, they only read, and they are enough:
 * a stand-in API server that enforces them, as RBAC would, serves a live check of every rule
 * without one 403, on today's resources and on those a later release adds; and the kustomization
 * builds into objects that kubectl accepts and that this tool finds nothing wrong with.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpsRequest, createServer } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { allRules } from '../../rules/index.js';
import { DEPLOY_RBAC_FILE, DOCS_RBAC_FILE, fullCluster, generatedRbacFiles } from '../../scripts/gen-rbac.js';
import type { PolicyRule } from '../../scripts/gen-rbac.js';
import type { Report } from '../../src/model.js';
import { isKubernetesGroup } from '../../src/model.js';
import { run } from '../../src/run.js';
import { connectCluster } from '../../src/sources/cluster/index.js';
import { runCli } from '../support/cli.js';
import { testPki } from '../support/fake-apiserver-certs.js';
import { builtinResources, helmRelease, nodeObject, startFakeApiServer } from '../support/fake-apiserver.js';
import type { FakeCluster, FakeResource } from '../support/fake-apiserver.js';
import { REPO_ROOT } from '../support/rule-tester.js';

const DEPLOY = join(REPO_ROOT, 'deploy', 'kubernetes');
const committed = (file: string) => readFileSync(join(REPO_ROOT, file), 'utf8');
const roles = (yaml.loadAll(committed(DEPLOY_RBAC_FILE)) as { kind: string; metadata: { name: string }; rules: PolicyRule[] }[]).filter(
  (d) => d.kind === 'ClusterRole',
);
const rules = roles.flatMap((role) => role.rules);

const tempDir = () => mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-deploy-'));

// ---------------------------------------------------------------------------------------------
// RBAC as the API server applies it (k8s.io/apiserver's RequestInfo and the RBAC authorizer)

interface Attributes {
  verb: string;
  group?: string;
  /** `resource` or `resource/subresource`. */
  resource?: string;
  url?: string;
}

function attributesOf(method: string, url: URL): Attributes {
  const parts = url.pathname.split('/').filter((p) => p !== '');
  const verbOfMethod = method === 'GET' ? 'get' : method === 'POST' ? 'create' : method === 'DELETE' ? 'delete' : method === 'PATCH' ? 'patch' : 'update';
  const core = parts[0] === 'api';
  const prefix = core ? 2 : 3;
  // /api, /api/v1, /apis, /apis/<group>, /apis/<group>/<version>: discovery, not resources
  if ((parts[0] !== 'api' && parts[0] !== 'apis') || parts.length <= prefix) return { verb: verbOfMethod, url: url.pathname };
  const group = core ? '' : parts[1];
  let rest = parts.slice(prefix);
  if (rest[0] === 'namespaces' && rest.length >= 3) rest = rest.slice(2);
  const [resource, name, subresource] = rest;
  const verb = method === 'GET' && name === undefined ? (url.searchParams.get('watch') === 'true' ? 'watch' : 'list') : verbOfMethod;
  return { verb, group, resource: subresource ? `${resource}/${subresource}` : resource };
}

function allows(rule: PolicyRule, a: Attributes): boolean {
  if (!rule.verbs.includes(a.verb) && !rule.verbs.includes('*')) return false;
  if (a.url !== undefined) return (rule.nonResourceURLs ?? []).some((u) => u === a.url || (u.endsWith('*') && a.url!.startsWith(u.slice(0, -1))));
  return (rule.apiGroups ?? []).some((g) => g === '*' || g === a.group) && (rule.resources ?? []).some((r) => r === '*' || r === a.resource);
}

function describeAttributes(a: Attributes): string {
  return a.url !== undefined ? `${a.verb} ${a.url}` : `${a.verb} ${a.group ? `${a.group}/` : ''}${a.resource}`;
}

interface Enforcer {
  url: string;
  allowed: Attributes[];
  forbidden: string[];
  close(): Promise<void>;
}

/** An HTTPS front for a stand-in API server that passes on what `rules` allow and answers 403 to the rest. */
async function enforce(upstream: FakeCluster, rules: PolicyRule[]): Promise<Enforcer> {
  const pki = testPki();
  const target = new URL(upstream.url);
  const allowed: Attributes[] = [];
  const forbidden: string[] = [];
  const server = createServer({ key: pki.serverKeyPem, cert: pki.serverCertPem }, (req: IncomingMessage, res: ServerResponse) => {
    const attributes = attributesOf(req.method ?? 'GET', new URL(req.url ?? '/', 'https://front'));
    if (!rules.some((rule) => allows(rule, attributes))) {
      forbidden.push(describeAttributes(attributes));
      res.writeHead(403, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          kind: 'Status',
          apiVersion: 'v1',
          metadata: {},
          status: 'Failure',
          message: `User "system:serviceaccount:k8s-upgrade-check:k8s-upgrade-check" cannot ${describeAttributes(attributes)}`,
          reason: 'Forbidden',
          code: 403,
        }),
      );
      return;
    }
    allowed.push(attributes);
    const forward = httpsRequest(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: { ...req.headers, host: target.host }, ca: upstream.caPem },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    allowed,
    forbidden,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// ---------------------------------------------------------------------------------------------

const closing: { close(): Promise<void> }[] = [];
afterAll(async () => {
  await Promise.all(closing.map((c) => c.close()));
});

/** The full cluster of the generator, served by the stand-in: custom resources' items carry apiVersion and kind. */
async function standIn(discovery: 'aggregated' | 'legacy', later: FakeResource[] = []): Promise<FakeCluster> {
  const builtin = new Set(builtinResources().map((r) => `${r.group}/${r.resource}`));
  const resources: FakeResource[] = (await fullCluster()).map((r) => ({
    group: r.group,
    versions: r.versions,
    resource: r.resource,
    kind: r.kind,
    namespaced: r.namespaced,
    verbs: r.verbs,
    ...(builtin.has(`${r.group}/${r.resource}`) ? {} : { custom: true }),
  }));
  resources.push(...later);
  const server = await startFakeApiServer({
    gitVersion: 'v1.34.2',
    discovery,
    resources,
    objects: [
      nodeObject('n1', { kubeletVersion: 'v1.34.2' }),
      helmRelease({ name: 'web', namespace: 'shop', revision: 1, chart: { name: 'web', version: '1.0.0' }, manifest: '' }),
    ],
    kubelets: { n1: { configz: {}, metrics: 'kubelet_cgroup_version 2\n' } },
    apiserverMetrics: '',
  });
  closing.push(server);
  return server;
}

/** A live check of every rule, as the CLI runs it, through the enforcing front. */
async function checkThrough(front: Enforcer, upstream: FakeCluster): Promise<Report> {
  const kubeconfig = upstream.writeKubeconfig(tempDir(), { server: front.url });
  const cluster = await connectCluster({ kubeconfig, env: {}, retryBaseMs: 5 });
  try {
    return await run({ target: '1.37', from: cluster.minor, rules: allRules, source: cluster, policy: { cwd: tempDir() } });
  } finally {
    cluster.close();
  }
}

describe('the ClusterRoles of deploy/kubernetes and docs/rbac.yaml', () => {
  it('are the ones scripts/gen-rbac.ts derives from the read plan (run `npm run gen:rbac` after changing rules or data)', async () => {
    const generated = await generatedRbacFiles();
    expect(Object.keys(generated).sort()).toEqual([DEPLOY_RBAC_FILE, DOCS_RBAC_FILE].sort());
    for (const [file, text] of Object.entries(generated)) expect(committed(file), file).toBe(text);
    expect(roles.map((role) => role.metadata.name)).toEqual(['k8s-upgrade-check', 'k8s-upgrade-check-helm', 'k8s-upgrade-check-nodes']);
    const docs = yaml.loadAll(committed(DOCS_RBAC_FILE)) as { kind: string; rules?: PolicyRule[] }[];
    expect(docs.filter((d) => d.kind === 'ClusterRole').flatMap((d) => d.rules)).toEqual(rules);
  });

  it('only read: get on discovery, /version, /metrics and the node proxy, list on resources; Secrets and the node proxy in roles of their own', () => {
    const verbs = new Set(rules.flatMap((rule) => rule.verbs));
    expect([...verbs].sort()).toEqual(['get', 'list']);
    const gets = roles.map((role) => [role.metadata.name, role.rules.filter((rule) => rule.verbs.includes('get'))]);
    expect(gets).toEqual([
      ['k8s-upgrade-check', [{ nonResourceURLs: ['/api', '/api/*', '/apis', '/apis/*', '/metrics', '/version'], verbs: ['get'] }]],
      ['k8s-upgrade-check-helm', []],
      ['k8s-upgrade-check-nodes', [{ apiGroups: [''], resources: ['nodes/proxy'], verbs: ['get'] }]],
    ]);
    const granted = (role: { rules: PolicyRule[] }) =>
      role.rules.flatMap((rule) => (rule.apiGroups ?? []).flatMap((g) => (rule.resources ?? []).map((r) => `${g}/${r}`)));
    expect(granted(roles[1])).toEqual(['/secrets']);
    // Every resource only of groups the API-version rules read whole, never of the core group (its Secrets)
    const wholeGroups = roles[0].rules.filter((rule) => rule.resources?.includes('*'));
    expect(wholeGroups.map((rule) => rule.resources)).toEqual([['*']]);
    expect(wholeGroups[0].apiGroups!.filter((group) => group === '' || !isKubernetesGroup(group))).toEqual([]);
    expect(wholeGroups[0].apiGroups).toContain('apps');
    // Events and custom resources no rule reads not at all
    expect(granted(roles[0]).filter((g) => /(^|\/)(secrets|events)$/.test(g) || g.startsWith('events.k8s.io/') || g.startsWith('example.com/'))).toEqual([]);
  });

  it('lets a live check of every rule read all it needs, on servers with and without aggregated discovery, and grants nothing more', async () => {
    const used: Attributes[] = [];
    for (const discovery of ['aggregated', 'legacy'] as const) {
      const upstream = await standIn(discovery);
      const front = await enforce(upstream, rules);
      closing.push(front);
      const report = await checkThrough(front, upstream);
      expect(front.forbidden).toEqual([]);
      expect(report.gaps).toEqual([]);
      expect(upstream.requests.every((r) => r.method === 'GET')).toBe(true);
      // A custom resource no rule names is never listed (legacy discovery still reads its group's document).
      expect(upstream.requests.filter((r) => r.path.startsWith('/apis/example.com/')).map((r) => r.path)).toEqual(
        discovery === 'legacy' ? ['/apis/example.com/v1'] : [],
      );
      used.push(...front.allowed);
    }
    const unused: string[] = [];
    for (const rule of rules) {
      for (const url of rule.nonResourceURLs ?? [])
        if (!used.some((a) => allows({ nonResourceURLs: [url], verbs: rule.verbs }, a))) unused.push(`${rule.verbs.join(',')} ${url}`);
      for (const group of rule.apiGroups ?? [])
        for (const resource of rule.resources ?? [])
          if (!used.some((a) => allows({ apiGroups: [group], resources: [resource], verbs: rule.verbs }, a)))
            unused.push(`${rule.verbs.join(',')} ${group}/${resource}`);
    }
    expect(unused).toEqual([]);
  });

  it('let a check read the resources a later release adds to those groups', async () => {
    const later: FakeResource[] = [
      { group: 'resource.k8s.io', versions: ['v1alpha9'], resource: 'devicewidgets', kind: 'DeviceWidget', namespaced: false, verbs: ['get', 'list'] },
      { group: 'apps', versions: ['v1'], resource: 'statefulsetplans', kind: 'StatefulSetPlan', namespaced: true, verbs: ['get', 'list'] },
    ];
    const upstream = await standIn('aggregated', later);
    const front = await enforce(upstream, rules);
    closing.push(front);
    const report = await checkThrough(front, upstream);
    expect(front.forbidden).toEqual([]);
    expect(report.gaps).toEqual([]);
    const laterReads = front.allowed.filter((a) => a.resource === 'devicewidgets' || a.resource === 'statefulsetplans');
    expect(laterReads.map((a) => `${a.verb} ${a.group}/${a.resource}`).sort()).toEqual(['list apps/statefulsetplans', 'list resource.k8s.io/devicewidgets']);
  });

  it('are what the stand-in enforces: without the Helm role, Helm releases are a forbidden coverage gap', async () => {
    const upstream = await standIn('aggregated');
    const withoutSecrets = roles.filter((role) => role.metadata.name !== 'k8s-upgrade-check-helm').flatMap((role) => role.rules);
    const front = await enforce(upstream, withoutSecrets);
    closing.push(front);
    const report = await checkThrough(front, upstream);
    expect(front.forbidden).toEqual(['list secrets']);
    expect(report.gaps.map((gap) => [gap.what, gap.cause])).toEqual([['Helm releases in Secrets (the default Helm storage)', 'forbidden']]);
  });
});

interface Command {
  code: number;
  stdout: string;
  stderr: string;
}

/** Without blocking: a stand-in API server in this process answers kubectl. */
function command(args: string[], env: Record<string, string> = {}): Promise<Command> {
  return new Promise((resolve) => {
    const child = spawn(args[0], args.slice(1), {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: tempDir(), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', () => resolve({ code: -1, stdout, stderr }));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

const KUBECTL = (await command(['kubectl', 'version', '--client'])).code === 0;

describe.skipIf(!KUBECTL)(`kubectl kustomize deploy/kubernetes${KUBECTL ? '' : ' (skipped: kubectl is not installed)'}`, () => {
  const built = async () => {
    const result = await command(['kubectl', 'kustomize', DEPLOY]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    return result.stdout;
  };

  it('builds the namespace, its service account bound to the ClusterRoles, and a hardened CronJob', async () => {
    const objects = yaml.loadAll(await built()) as { kind: string; metadata: { name: string; namespace?: string }; [key: string]: any }[];
    expect(objects.map((o) => `${o.kind} ${o.metadata.namespace ?? ''}/${o.metadata.name}`)).toEqual([
      'Namespace /k8s-upgrade-check',
      'ServiceAccount k8s-upgrade-check/k8s-upgrade-check',
      'ClusterRole /k8s-upgrade-check',
      'ClusterRole /k8s-upgrade-check-helm',
      'ClusterRole /k8s-upgrade-check-nodes',
      'ClusterRoleBinding /k8s-upgrade-check',
      'ClusterRoleBinding /k8s-upgrade-check-helm',
      'ClusterRoleBinding /k8s-upgrade-check-nodes',
      'CronJob k8s-upgrade-check/k8s-upgrade-check',
    ]);
    expect(objects.filter((o) => o.kind === 'ClusterRole').flatMap((o) => o.rules)).toEqual(rules);
    for (const binding of objects.filter((o) => o.kind === 'ClusterRoleBinding')) {
      expect(binding.roleRef).toEqual({ apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: binding.metadata.name });
      expect(binding.subjects).toEqual([{ kind: 'ServiceAccount', name: 'k8s-upgrade-check', namespace: 'k8s-upgrade-check' }]);
    }

    const cronJob = objects.find((o) => o.kind === 'CronJob')!;
    expect(cronJob.spec.concurrencyPolicy).toBe('Forbid');
    const job = cronJob.spec.jobTemplate.spec;
    expect(job.backoffLimit).toBe(2);
    const pod = job.template.spec;
    expect(pod.serviceAccountName).toBe('k8s-upgrade-check');
    expect(pod.automountServiceAccountToken).toBe(true);
    expect(pod.securityContext).toEqual({
      runAsNonRoot: true,
      runAsUser: 65532,
      runAsGroup: 65532,
      fsGroup: 65532,
      seccompProfile: { type: 'RuntimeDefault' },
    });
    const [container] = pod.containers;
    expect(container.image).toBe('localhost/k8s-upgrade-check:dev');
    expect(container.args).toEqual(['--target', '1.37', '--report', 'json=/reports/upgrade-check.json']);
    expect(container.securityContext).toEqual({
      runAsNonRoot: true,
      runAsUser: 65532,
      allowPrivilegeEscalation: false,
      readOnlyRootFilesystem: true,
      capabilities: { drop: ['ALL'] },
      seccompProfile: { type: 'RuntimeDefault' },
    });
    expect(container.resources).toEqual({ requests: { cpu: '100m', memory: '256Mi' }, limits: { memory: '768Mi' } });
    expect(container.volumeMounts).toEqual([{ name: 'reports', mountPath: '/reports' }]);
  });

  it('gives objects kubectl accepts from an API server (a client-side dry run against a stand-in)', async () => {
    const server = await startFakeApiServer({ gitVersion: 'v1.34.2' });
    closing.push(server);
    const file = join(tempDir(), 'deploy.yaml');
    writeFileSync(file, await built());
    // the stand-in serves discovery but no OpenAPI schema, which kubectl's own validation downloads
    const result = await command(['kubectl', 'apply', '--dry-run=client', '--validate=false', '-f', file], { KUBECONFIG: server.writeKubeconfig(tempDir()) });
    expect(result).toEqual({
      code: 0,
      stdout: [
        'namespace/k8s-upgrade-check created (dry run)',
        'serviceaccount/k8s-upgrade-check created (dry run)',
        'clusterrole.rbac.authorization.k8s.io/k8s-upgrade-check created (dry run)',
        'clusterrole.rbac.authorization.k8s.io/k8s-upgrade-check-helm created (dry run)',
        'clusterrole.rbac.authorization.k8s.io/k8s-upgrade-check-nodes created (dry run)',
        'clusterrolebinding.rbac.authorization.k8s.io/k8s-upgrade-check created (dry run)',
        'clusterrolebinding.rbac.authorization.k8s.io/k8s-upgrade-check-helm created (dry run)',
        'clusterrolebinding.rbac.authorization.k8s.io/k8s-upgrade-check-nodes created (dry run)',
        'cronjob.batch/k8s-upgrade-check created (dry run)',
        '',
      ].join('\n'),
      stderr: '',
    });
  });

  it('gives objects this tool finds nothing wrong with, for the newest release it knows', async () => {
    const file = join(tempDir(), 'deploy.yaml');
    writeFileSync(file, await built());
    const result = runCli(['--target', '1.38', '-o', 'json', '-f', file]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout);
    expect(report.findings).toEqual([]);
    expect(report.summary.objects).toBe(9);
  });
});
