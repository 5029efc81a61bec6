import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../support/rule-tester.js';
import { appliedWithKubectl, builtinResources, helmRelease, nodeObject } from '../../support/fake-apiserver.js';
import type { FakeCluster, FakeClusterOptions } from '../../support/fake-apiserver.js';
import { checkedEntry, fakeClusters, runCliAsync as runCli, runNodeAsync, tempDir } from './helpers.js';

const startFake = fakeClusters();

async function fake(options: Partial<FakeClusterOptions> = {}): Promise<{ server: FakeCluster; kubeconfig: string }> {
  const server = await startFake(options);
  return { server, kubeconfig: server.writeKubeconfig(tempDir(), { context: 'prod' }) };
}

/** A small 1.34 cluster with one problem of each live kind: a Helm chart, a kubectl apply, two old nodes. */
function shop(): Partial<FakeClusterOptions> {
  return {
    resources: builtinResources().map((r) => (r.resource === 'horizontalpodautoscalers' ? { ...r, versions: ['v2', 'v1'] } : r)),
    objects: [
      helmRelease({
        name: 'storefront',
        namespace: 'shop',
        revision: 4,
        chart: { name: 'storefront', version: '1.4.2' },
        manifest: 'apiVersion: policy/v1beta1\nkind: PodDisruptionBudget\nmetadata:\n  name: storefront\nspec:\n  minAvailable: 1\n',
      }),
      appliedWithKubectl(
        {
          apiVersion: 'extensions/v1beta1',
          kind: 'Ingress',
          metadata: { name: 'web', namespace: 'shop' },
          spec: { backend: { serviceName: 'web', servicePort: 80 } },
        },
        'networking.k8s.io/v1',
        '2021-06-01T08:00:00Z',
      ),
      nodeObject('pool-a-1', { kubeletVersion: 'v1.34.2', containerRuntimeVersion: 'containerd://1.7.27' }),
      nodeObject('pool-a-2', { kubeletVersion: 'v1.34.2', containerRuntimeVersion: 'containerd://1.7.27' }),
    ],
    kubelets: { 'pool-a-1': { configz: {}, metrics: 'kubelet_cgroup_version 2\n' }, 'pool-a-2': { configz: {}, metrics: 'kubelet_cgroup_version 2\n' } },
  };
}

describe('live cluster from the command line', () => {
  it('checks the cluster of the kubeconfig when no -f is given, and shows where each finding was seen', async () => {
    const { server, kubeconfig } = await fake(shop());
    const result = await runCli(['--target', '1.37'], { KUBECONFIG: kubeconfig });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(1);
    const lines = result.stdout
      .replaceAll(server.url, 'https://SERVER')
      .replace(/\(\d+ ms\)/, '(N ms)')
      .split('\n');
    expect(lines.slice(0, 3)).toEqual([
      'Upgrade check 1.34 -> 1.37 (crosses 1.35, 1.36, 1.37)',
      'Cluster: context prod (https://SERVER), Kubernetes v1.34.2',
      '3 control-plane upgrades: 1.34 -> 1.35, 1.35 -> 1.36, 1.36 -> 1.37',
    ]);
    expect(lines.slice(5, 9)).toEqual([
      'SEVERITY  RULE               KIND                 NAMESPACE/NAME                   WHERE                                                                               RELEASE  NOTE',
      'error     container-runtime  Node                 pool-a-1 (and 1 more: pool-a-2)  cluster prod                                                                        1.36     1',
      'error     removed-api        Ingress              shop/web                         cluster prod (last-applied-configuration by kubectl-client-side-apply, 2021-06-01)  1.22     2',
      'error     removed-api        PodDisruptionBudget  shop/storefront                  cluster prod (Helm shop/storefront rev 4, storefront-1.4.2)                         1.25     3',
    ]);
    // MemoryQoS turning beta changes nothing for kubelets that set no memoryThrottlingFactor: no note
    expect(lines.slice(9, 11)).toEqual(['', 'NOTES']);
    expect(lines.at(-2)).toMatch(/^\d+ objects checked against 1\.37: 3 errors, 0 warnings, \d+ info \(N ms\)$/);
    expect(server.requests.every((r) => r.method === 'GET')).toBe(true);
  });

  it("without --target, checks the upgrade to the minor after the cluster's version and says so", async () => {
    const { server, kubeconfig } = await fake(shop());
    const result = await runCli([], { KUBECONFIG: kubeconfig });
    expect(result.stderr).toBe('');
    expect(result.stdout.replaceAll(server.url, 'https://SERVER').split('\n').slice(0, 4)).toEqual([
      'Upgrade check 1.34 -> 1.35 (crosses 1.35)',
      'Cluster: context prod (https://SERVER), Kubernetes v1.34.2',
      "Target 1.35: the minor after the cluster's version (--target chooses another)",
      '1 control-plane upgrade: 1.34 -> 1.35',
    ]);
    const json = JSON.parse((await runCli(['-o', 'json'], { KUBECONFIG: kubeconfig })).stdout);
    expect([json.target, json.from, json.releases]).toEqual(['1.35', '1.34', ['1.35']]);
  });

  it("asks for --target when the minor after the cluster's version is beyond the releases it knows", async () => {
    const { kubeconfig } = await fake({ ...shop(), gitVersion: 'v1.38.1' });
    expect(await runCli([], { KUBECONFIG: kubeconfig })).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'k8s-upgrade-check: the cluster of context "prod" runs v1.38.1, and its next minor 1.39 is not one this version of k8s-upgrade-check knows (supported: 1.16 to 1.38); give --target\n',
    });
  });

  it("prints the JSON contract with hops, the cluster and each finding's origin", async () => {
    const { server, kubeconfig } = await fake(shop());
    const result = await runCli(['--target', '1.37', '--kubeconfig', kubeconfig, '-o', 'json']);
    expect(result.code).toBe(1);
    const json = JSON.parse(result.stdout);
    expect(Object.keys(json)).toEqual(['schemaVersion', 'tool', 'target', 'from', 'releases', 'summary', 'findings', 'gaps', 'hops', 'cluster', 'clusters']);
    expect(json.findings.every((f: { cluster: string }) => f.cluster === 'prod')).toBe(true);
    expect(json.gaps.every((g: { cluster: string }) => g.cluster === 'prod')).toBe(true);
    expect(json.clusters).toEqual([checkedEntry(json, 'prod', server.url, 'v1.34.2')]);
    expect(json.from).toBe('1.34');
    expect(json.hops).toEqual([
      { from: '1.34', to: '1.35' },
      { from: '1.35', to: '1.36' },
      { from: '1.36', to: '1.37' },
    ]);
    expect(json.cluster).toMatchObject({ context: 'prod', server: server.url, version: 'v1.34.2', nodes: 2, nodesQueried: 2, helmReleases: 1 });
    expect(json.cluster.requests).toBe(server.requests.length);
    const pdb = json.findings.find((f: { object: { kind: string } }) => f.object.kind === 'PodDisruptionBudget');
    expect(pdb.location).toBeNull();
    expect(pdb.origin).toEqual({
      context: 'prod',
      via: 'helm-release',
      detail: 'Helm release shop/storefront revision 4 (chart storefront-1.4.2)',
      helmRelease: { name: 'storefront', namespace: 'shop', revision: 4, chart: 'storefront-1.4.2' },
    });
    const runtime = json.findings.find((f: { ruleId: string }) => f.ruleId === 'container-runtime');
    expect(runtime.group).toEqual({
      count: 2,
      objects: [
        { apiVersion: 'v1', kind: 'Node', namespace: null, name: 'pool-a-1' },
        { apiVersion: 'v1', kind: 'Node', namespace: null, name: 'pool-a-2' },
      ],
    });
  });

  it('gives the same report from the prebuilt module that installs run, which loads https, tls and zlib only here', async () => {
    const { kubeconfig } = await fake({ ...shop(), gzip: true });
    const args = ['--target', '1.37', '--kubeconfig', kubeconfig, '-o', 'json'];
    const compiled = await runCli(args);
    const module = pathToFileURL(join(REPO_ROOT, 'bin', 'prebuilt', 'k8s-upgrade-check.mjs')).href;
    const prebuilt = await runNodeAsync([
      '--input-type=module',
      '-e',
      `const { main } = await import(${JSON.stringify(module)});\nprocess.exitCode = await main(${JSON.stringify(args)});`,
    ]);
    expect(prebuilt.stderr).toBe('');
    expect(prebuilt.code).toBe(1);
    // the requests counted differ by nothing but the run: compare what was found
    const report = (stdout: string) => ({ ...JSON.parse(stdout), cluster: undefined, clusters: undefined });
    expect(report(prebuilt.stdout)).toEqual(report(compiled.stdout));
    expect(report(prebuilt.stdout).findings.map((f: { ruleId: string }) => f.ruleId)).toContain('removed-api');
  });

  it("rejects a --from that is not the cluster's version, and a cluster past the target", async () => {
    const { kubeconfig } = await fake();
    expect(await runCli(['--target', '1.37', '--from', '1.33'], { KUBECONFIG: kubeconfig })).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'k8s-upgrade-check: --from 1.33 does not match the cluster: context "prod" runs v1.34.2; leave --from out of a live check (the server\'s version is used)\n',
    });
    expect(await runCli(['--target', '1.33'], { KUBECONFIG: kubeconfig })).toEqual({
      code: 2,
      stdout: '',
      stderr: 'k8s-upgrade-check: the cluster of context "prod" runs v1.34.2, newer than --target 1.33; downgrades are not checked\n',
    });
  });

  it('ends with one line when the cluster cannot be reached', async () => {
    const { server, kubeconfig } = await fake({ slow: [{ path: '/version', ms: 3_000 }] });
    const result = await runCli(['--target', '1.37', '--request-timeout', '300ms'], { KUBECONFIG: kubeconfig });
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr: `k8s-upgrade-check: the API server of context "prod" (${server.url}) did not answer /version within 0.3s; check the connection (VPN, firewall) or raise --request-timeout\n`,
    });
  });

  it('says which flags belong to a cluster check when manifests are given', async () => {
    expect(await runCli(['--target', '1.37', '-f', 'fixtures/demo', '--context', 'prod', '-n', 'shop'])).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'k8s-upgrade-check: --context, --namespace apply to a cluster check; leave out -f and --static-pods to check the cluster, or drop them to check manifests\n',
    });
  });

  it('fails on coverage gaps only with --fail-on-gaps', async () => {
    const { kubeconfig } = await fake({
      objects: [nodeObject('n1', { kubeletVersion: 'v1.34.2' })],
      kubelets: { n1: { configz: {} } },
      forbidden: ['nodes/proxy'],
    });
    const plain = await runCli(['--target', '1.37', '-o', 'json'], { KUBECONFIG: kubeconfig });
    expect(plain.code).toBe(0);
    expect(JSON.parse(plain.stdout).gaps.map((g: { cause: string }) => g.cause)).toContain('forbidden');
    expect((await runCli(['--target', '1.37', '--fail-on-gaps'], { KUBECONFIG: kubeconfig })).code).toBe(1);
    expect((await runCli(['--target', '1.37', '--fail-on-gaps', '--skip-nodes'], { KUBECONFIG: kubeconfig })).code).toBe(0);
  });
});

describe('@kubernetes/client-node is loaded only for a live check', () => {
  /** A module resolution hook that writes down every import of client-node in the process it runs in. */
  function loadRecorder(): { nodeArgs: string[]; log: string } {
    const dir = tempDir();
    const log = join(dir, 'loaded.log');
    writeFileSync(
      join(dir, 'hooks.mjs'),
      `import { appendFileSync } from 'node:fs';\nexport async function resolve(specifier, context, next) {\n  if (specifier.includes('@kubernetes/client-node')) appendFileSync(${JSON.stringify(log)}, specifier + '\\n');\n  return next(specifier, context);\n}\n`,
    );
    writeFileSync(
      join(dir, 'register.mjs'),
      `import { register } from 'node:module';\nregister(${JSON.stringify(new URL(`file://${join(dir, 'hooks.mjs')}`).href)});\n`,
    );
    return { nodeArgs: ['--import', join(dir, 'register.mjs')], log };
  }

  const loaded = (log: string) => (existsSync(log) ? readFileSync(log, 'utf8') : '');

  it('is not loaded by --version or a manifest scan', async () => {
    const recorder = loadRecorder();
    expect((await runCli(['--version'], {}, recorder.nodeArgs)).code).toBe(0);
    const scan = await runCli(['--target', '1.37', '-f', 'fixtures/demo', '-o', 'json'], {}, recorder.nodeArgs);
    expect(scan.stderr).toBe('');
    expect(JSON.parse(scan.stdout).summary.files).toBeGreaterThan(0);
    expect(loaded(recorder.log)).toBe('');
  });

  it('is loaded by a live check (so the recorder does see it)', async () => {
    const { kubeconfig } = await fake();
    const recorder = loadRecorder();
    const result = await runCli(['--target', '1.37', '--skip-nodes'], { KUBECONFIG: kubeconfig }, recorder.nodeArgs);
    expect(result.stderr).toBe('');
    expect(loaded(recorder.log)).toContain('@kubernetes/client-node');
  });
});
