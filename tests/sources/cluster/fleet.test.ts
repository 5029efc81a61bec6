import { delimiter } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { appliedWithKubectl, nodeObject } from '../../support/fake-apiserver.js';
import type { FakeCluster, FakeClusterOptions } from '../../support/fake-apiserver.js';
import { checkedEntry, fakeClusters, runCliAsync as runCli, tempDir } from './helpers.js';

const started: FakeCluster[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((s) => s.close()));
});

/** A cluster with one removed-API Ingress named after it, so that each cluster's findings can be told apart. */
function withIngress(name: string): Partial<FakeClusterOptions> {
  return {
    objects: [
      appliedWithKubectl(
        {
          apiVersion: 'extensions/v1beta1',
          kind: 'Ingress',
          metadata: { name, namespace: 'shop' },
          spec: { backend: { serviceName: 'web', servicePort: 80 } },
        },
        'networking.k8s.io/v1',
        '2021-06-01T08:00:00Z',
      ),
      nodeObject(`${name}-node`, { kubeletVersion: 'v1.34.2', containerRuntimeVersion: 'containerd://2.1.0' }),
    ],
    kubelets: { [`${name}-node`]: { configz: {}, metrics: 'kubelet_cgroup_version 2\n' } },
  };
}

interface Fleet {
  env: Record<string, string>;
  dir: string;
  servers: Record<string, FakeCluster>;
  /** The server of the context that answers nothing. */
  deadServer: string;
}

/**
 * Clusters `eu` (1.34) and `us` (1.33), and `gone`, whose server refuses connections, each a
 * kubeconfig file of its own, merged through KUBECONFIG as kubectl merges them.
 */
async function fleet(): Promise<Fleet> {
  const dir = tempDir();
  const eu = await fakeClusters('v1.34.2')(withIngress('eu-web'));
  const us = await fakeClusters('v1.33.5')(withIngress('us-web'));
  started.push(eu, us);
  const files = [eu.writeKubeconfig(dir, { context: 'eu', fileName: 'eu' }), us.writeKubeconfig(dir, { context: 'us', fileName: 'us' })];
  const deadServer = 'https://127.0.0.1:1';
  files.push(eu.writeKubeconfig(dir, { context: 'gone', fileName: 'gone', server: deadServer }));
  // the current context of the merge is the first file's
  return { env: { KUBECONFIG: files.join(delimiter) }, dir, servers: { eu, us }, deadServer };
}

function unreachable(context: string, server: string): string {
  return `cannot reach the API server of context "${context}" (${server}): connection refused; check that the cluster is running and the server address is right (kubectl --context ${context} get --raw /version)`;
}

interface JsonFinding {
  ruleId: string;
  cluster?: string;
  object: { kind: string; name: string } | null;
}

describe('several clusters in one run', () => {
  it('checks each context given, keeps their findings apart, and lists the unreachable one as a gap', async () => {
    const { env, servers, deadServer } = await fleet();
    const result = await runCli(['--target', '1.37', '--context', 'eu', '--context', 'gone', '--context', 'us', '-o', 'json'], env);
    expect(result.code).toBe(1);
    const json = JSON.parse(result.stdout);
    expect(json.clusters).toEqual([
      checkedEntry(json, 'eu', servers.eu.url, 'v1.34.2', expect.any(Number)),
      {
        context: 'gone',
        server: deadServer,
        reachable: false,
        checked: false,
        error: unreachable('gone', deadServer),
      },
      checkedEntry(json, 'us', servers.us.url, 'v1.33.5', expect.any(Number)),
    ]);
    expect(json.clusters[0].findings).toBeGreaterThan(0);
    const ingresses = (json.findings as JsonFinding[]).filter((f) => f.ruleId === 'removed-api').map((f) => [f.cluster, f.object?.name]);
    expect(ingresses).toEqual([
      ['eu', 'eu-web'],
      ['us', 'us-web'],
    ]);
    expect((json.findings as JsonFinding[]).every((f) => f.cluster === 'eu' || f.cluster === 'us')).toBe(true);
    expect(json.from).toBeNull();
    expect(json.releases).toEqual(['1.34', '1.35', '1.36', '1.37']);
    expect(json.gaps).toContainEqual({ what: `the cluster (${deadServer})`, reason: json.clusters[1].error, rules: [], cause: 'failed', cluster: 'gone' });
    expect(json.summary.objects).toBe(json.clusters[0].objects + json.clusters[2].objects);
    // every request of the run was a read, and each server saw only its own context's requests
    for (const server of Object.values(servers)) expect(server.requests.every((r) => r.method === 'GET')).toBe(true);
  });

  it('exits 1 on the unreachable cluster with --fail-on-gaps, and 2 only when no cluster could be checked', async () => {
    const { env, servers, dir } = await fleet();
    const clean = ['--target', '1.37', '--fail-on', 'none', '-o', 'json'];
    expect((await runCli([...clean, '--context', 'eu', '--context', 'us'], env)).code).toBe(0);
    expect((await runCli([...clean, '--context', 'eu', '--context', 'gone'], env)).code).toBe(0);
    expect((await runCli([...clean, '--context', 'eu', '--context', 'gone', '--fail-on-gaps'], env)).code).toBe(1);
    const gone2 = servers.eu.writeKubeconfig(dir, { context: 'gone2', fileName: 'gone2', server: 'https://127.0.0.1:2' });
    const none = await runCli([...clean, '--context', 'gone', '--context', 'gone2'], { KUBECONFIG: `${env.KUBECONFIG}${delimiter}${gone2}` });
    expect(none).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'k8s-upgrade-check: none of the 2 contexts could be checked: ' +
        `gone: ${unreachable('gone', 'https://127.0.0.1:1')}; gone2: ${unreachable('gone2', 'https://127.0.0.1:2')}\n`,
    });
  });

  it('--all-contexts checks every context of the kubeconfig, in its order', async () => {
    const { env } = await fleet();
    const json = JSON.parse((await runCli(['--target', '1.37', '--all-contexts', '-o', 'json', '--parallel', '2'], env)).stdout);
    expect(json.clusters.map((c: { context: string; checked: boolean }) => [c.context, c.checked])).toEqual([
      ['eu', true],
      ['us', true],
      ['gone', false],
    ]);
  });

  it('a cluster past the target is listed as not checked, and the others are checked', async () => {
    const { env, servers } = await fleet();
    const json = JSON.parse((await runCli(['--target', '1.33', '--context', 'eu', '--context', 'us', '-o', 'json'], env)).stdout);
    expect(json.clusters[0]).toEqual({
      context: 'eu',
      server: servers.eu.url,
      version: 'v1.34.2',
      reachable: true,
      checked: false,
      error: 'the cluster of context "eu" runs v1.34.2, newer than --target 1.33; downgrades are not checked',
    });
    expect(json.clusters[1]).toEqual(checkedEntry(json, 'us', servers.us.url, 'v1.33.5'));
    expect(json.gaps[0]).toEqual({
      what: `the cluster (${servers.eu.url}, Kubernetes v1.34.2)`,
      reason: json.clusters[0].error,
      rules: [],
      cause: 'skipped',
      cluster: 'eu',
    });
  });

  it('groups the table by cluster and lists the clusters first', async () => {
    const { env, servers, deadServer } = await fleet();
    const result = await runCli(['--target', '1.37', '--context', 'eu', '--context', 'gone', '--context', 'us', '--rule', 'removed-api'], env);
    const text = result.stdout.replaceAll(servers.eu.url, 'https://EU').replaceAll(servers.us.url, 'https://US');
    const lines = text.split('\n');
    expect(lines[0]).toBe('Upgrade check for Kubernetes 1.37');
    expect(lines.slice(2, 6)).toEqual([
      'CLUSTERS (3, 1 not checked)',
      expect.stringMatching(/^ {2}eu {4}https:\/\/EU +v1\.34\.2, \d+ objects, \d+ findings?$/),
      expect.stringMatching(/^ {2}gone {2}https:\/\/127\.0\.0\.1:1 +unreachable \(see NOT CHECKED\)$/),
      expect.stringMatching(/^ {2}us {4}https:\/\/US +v1\.33\.5, \d+ objects, \d+ findings?$/),
    ]);
    const table = lines.slice(
      lines.findIndex((l) => l.startsWith('SEVERITY')),
      lines.indexOf('NOTES') - 1,
    );
    expect(table.map((l) => l.replace(/ +/g, ' '))).toEqual([
      'SEVERITY RULE KIND NAMESPACE/NAME WHERE RELEASE NOTE',
      'cluster eu (v1.34.2)',
      'error removed-api Ingress shop/eu-web cluster eu (last-applied-configuration by kubectl-client-side-apply, 2021-06-01) 1.22 1',
      'cluster us (v1.33.5)',
      'error removed-api Ingress shop/us-web cluster us (last-applied-configuration by kubectl-client-side-apply, 2021-06-01) 1.22 1',
    ]);
    expect(text).toContain(`\n  gone: the cluster (${deadServer}): ${unreachable('gone', deadServer)}\n`);
  });

  it('names the cluster of each finding in SARIF, JUnit, markdown and GitHub annotations', async () => {
    const { env } = await fleet();
    const args = ['--target', '1.37', '--context', 'eu', '--context', 'us', '--rule', 'removed-api'];
    const sarif = JSON.parse((await runCli([...args, '-o', 'sarif'], env)).stdout);
    const ingress = sarif.runs[0].results.filter((r: { ruleId: string }) => r.ruleId === 'removed-api');
    expect(ingress.map((r: { properties: { cluster: { context: string } } }) => r.properties.cluster.context)).toEqual(['eu', 'us']);
    const junit = (await runCli([...args, '-o', 'junit'], env)).stdout;
    expect(junit).toContain('cluster eu');
    expect(junit).toContain('cluster us');
    for (const format of ['markdown', 'github']) {
      const out = (await runCli([...args, '-o', format], env)).stdout;
      expect(out, format).toMatch(/cluster eu\b/);
      expect(out, format).toMatch(/cluster us\b/);
    }
  });

  it('refuses what a check of several clusters cannot mean', async () => {
    const { env } = await fleet();
    const refused = async (args: string[]) => {
      const result = await runCli(args, env);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stdout).toBe('');
      return result.stderr;
    };
    expect(await refused(['--context', 'eu', '--context', 'us'])).toBe(
      'k8s-upgrade-check: checking 2 contexts needs --target (or target: in .k8s-upgrade-check.yaml): their clusters may run different versions\n',
    );
    expect(await refused(['--target', '1.37', '--from', '1.34', '--context', 'eu', '--context', 'us'])).toBe(
      "k8s-upgrade-check: --from applies to a check of one context; each cluster's own version is its starting point\n",
    );
    expect(await refused(['--target', '1.37', '--context', 'eu', '--context', 'nope'])).toMatch(
      /^k8s-upgrade-check: context "nope" not found in kubeconfig .* \(available: eu, us, gone\)\n$/,
    );
    expect(await refused(['--target', '1.37', '--context', 'nope', '--context', 'eu', '--context', 'nah'])).toMatch(
      /^k8s-upgrade-check: contexts "nope", "nah" not found in kubeconfig /,
    );
    expect(await refused(['--target', '1.37', '--all-contexts', '--context', 'eu'])).toBe(
      'k8s-upgrade-check: --all-contexts checks every context of the kubeconfig; leave out --context, or --all-contexts\n',
    );
    for (const parallel of ['0', '33', 'four', '2.5'])
      expect(await refused(['--target', '1.37', '--all-contexts', '--parallel', parallel])).toBe(
        `k8s-upgrade-check: --parallel "${parallel}" is not a number of clusters from 1 to 32\n`,
      );
    expect(await refused(['--target', '1.37', '--parallel', '4'])).toBe(
      'k8s-upgrade-check: --parallel applies to a check of several contexts (--context repeated, or --all-contexts)\n',
    );
    expect(await refused(['--target', '1.37', '--all-contexts', '-f', 'x.yaml'])).toMatch(/^k8s-upgrade-check: --all-contexts applies to a cluster check/);
  });

  it('a context named twice is checked once; one context given twice is a run of one', async () => {
    const { env, servers } = await fleet();
    const json = JSON.parse((await runCli(['--target', '1.37', '--context', 'us', '--context', 'us', '-o', 'json'], env)).stdout);
    expect(json.clusters).toEqual([checkedEntry(json, 'us', servers.us.url, 'v1.33.5')]);
    expect(json.cluster.context).toBe('us');
  });

  it('--cluster-name names the cluster of a run of one context in reports and metrics, whatever its context is called', async () => {
    const { env } = await fleet();
    const args = ['--target', '1.37', '--context', 'eu', '--cluster-name', 'prod-eu', '--rule', 'removed-api'];
    const json = JSON.parse((await runCli([...args, '-o', 'json'], env)).stdout);
    expect([
      json.cluster.context,
      json.clusters[0].context,
      ...json.findings.map((f: JsonFinding & { origin: { context: string } }) => [f.cluster, f.origin.context]),
    ]).toEqual(['prod-eu', 'prod-eu', ['prod-eu', 'prod-eu']]);
    const metrics = (await runCli([...args, '-o', 'prometheus'], env)).stdout;
    expect(metrics).toContain('k8s_upgrade_check_cluster_reachable{cluster="prod-eu"} 1\n');
    expect(metrics).not.toContain('cluster="eu"');
    for (const [extra, message] of [
      [['--context', 'us'], '--cluster-name names the cluster of a check of one context; a check of several names each by its context'],
      [['--cluster-name', ' '], '--cluster-name " ": give a name of 1 to 253 characters on one line, e.g. prod-eu'],
      [['--cluster-name', 'a\nb'], '--cluster-name "a\\nb": give a name of 1 to 253 characters on one line, e.g. prod-eu'],
    ] as const) {
      const refused = await runCli([...args, ...extra], env);
      expect([refused.code, refused.stderr]).toEqual([2, `k8s-upgrade-check: ${message}\n`]);
    }
  });

  it('records one baseline for the fleet and, read back, suppresses the findings of every cluster', async () => {
    const { env, dir } = await fleet();
    const baseline = `${dir}/baseline.json`;
    const args = ['--target', '1.37', '--context', 'eu', '--context', 'us', '-o', 'json'];
    const recorded = JSON.parse((await runCli([...args, '--baseline-write', baseline], env)).stdout);
    expect(recorded.findings).toEqual([]);
    expect(recorded.baseline.known).toBeGreaterThan(1);
    const again = await runCli([...args, '--baseline', baseline], env);
    expect(again.code).toBe(0);
    const json = JSON.parse(again.stdout);
    expect(json.findings).toEqual([]);
    expect(json.baseline).toEqual({ file: baseline, known: recorded.baseline.known, fixed: [] });
    expect(json.clusters.map((c: { findings: number }) => c.findings)).toEqual([0, 0]);
    // the baseline was recorded over both clusters: one cluster alone leaves the other's entries unseen
    const one = JSON.parse((await runCli(['--target', '1.37', '--context', 'eu', '-o', 'json', '--baseline', baseline], env)).stdout);
    expect(one.findings).toEqual([]);
    expect(one.baseline.fixed.length).toBeGreaterThan(0);
  });
});
