import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SourceError, UsageError } from '../../../src/errors.js';
import { connectCluster, parseDuration } from '../../../src/sources/cluster/index.js';
import { testPki } from '../../support/fake-apiserver-certs.js';
import { fakeClusters, tempDir } from './helpers.js';

const fake = fakeClusters();

async function connectError(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(SourceError);
    return (error as Error).message;
  }
  throw new Error('expected the connection to fail');
}

describe('connecting like kubectl', () => {
  it("reads the server version through a kubeconfig file and becomes the run's from", async () => {
    const server = await fake({ gitVersion: 'v1.34.2-eks-4096722' });
    const cluster = await connectCluster({ kubeconfig: server.writeKubeconfig(tempDir(), { context: 'prod' }), env: {} });
    cluster.close();
    expect({ context: cluster.context, version: cluster.version, minor: cluster.minor, server: cluster.server }).toEqual({
      context: 'prod',
      version: 'v1.34.2-eks-4096722',
      minor: '1.34',
      server: server.url,
    });
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /version']);
  });

  it('merges KUBECONFIG files with the first definition winning, and takes --context', async () => {
    const server = await fake();
    const dir = tempDir();
    const first = server.writeKubeconfig(dir, { context: 'staging', fileName: 'a' });
    const second = server.writeKubeconfig(dir, { context: 'prod', fileName: 'b' });
    const missing = join(dir, 'no-such-file');
    const byDefault = await connectCluster({ env: { KUBECONFIG: [missing, first, second].join(':') } });
    byDefault.close();
    expect(byDefault.context).toBe('staging');
    const chosen = await connectCluster({ env: { KUBECONFIG: [first, second].join(':') }, context: 'prod' });
    chosen.close();
    expect(chosen.context).toBe('prod');
  });

  it('uses ~/.kube/config when nothing else is given', async () => {
    const server = await fake();
    const home = tempDir();
    mkdirSync(join(home, '.kube'));
    server.writeKubeconfig(join(home, '.kube'), { context: 'home', fileName: 'config' });
    const cluster = await connectCluster({ env: { HOME: home } });
    cluster.close();
    expect(cluster.context).toBe('home');
  });

  it("uses the pod's service account when run inside a cluster", async () => {
    const server = await fake();
    const root = tempDir();
    const account = join(root, 'var', 'run', 'secrets', 'kubernetes.io', 'serviceaccount');
    mkdirSync(account, { recursive: true });
    writeFileSync(join(account, 'token'), server.token);
    writeFileSync(join(account, 'ca.crt'), server.caPem);
    writeFileSync(join(account, 'namespace'), 'ops');
    const port = new URL(server.url).port;
    const env = { KUBERNETES_SERVICE_HOST: '127.0.0.1', KUBERNETES_SERVICE_PORT: port, HOME: tempDir() };
    const cluster = await connectCluster({ env, serviceAccountTokenPath: join(account, 'token') });
    cluster.close();
    expect({ context: cluster.context, minor: cluster.minor, server: cluster.server }).toEqual({
      context: 'inClusterContext',
      minor: '1.34',
      server: `https://127.0.0.1:${port}`,
    });
  });

  it('gets a token from an exec credential plugin', async () => {
    const server = await fake();
    const dir = tempDir();
    const plugin = join(dir, 'plugin.mjs');
    writeFileSync(
      plugin,
      `process.stdout.write(JSON.stringify({ apiVersion: 'client.authentication.k8s.io/v1', kind: 'ExecCredential', status: { token: ${JSON.stringify(server.token)} } }));\n`,
    );
    const kubeconfig = join(dir, 'kubeconfig');
    writeFileSync(
      kubeconfig,
      `apiVersion: v1\nkind: Config\nclusters:\n- name: c\n  cluster:\n    server: ${server.url}\n    certificate-authority-data: ${Buffer.from(server.caPem).toString('base64')}\nusers:\n- name: u\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1\n      command: ${process.execPath}\n      args: [${JSON.stringify(plugin)}]\n      interactiveMode: Never\ncontexts:\n- name: sso\n  context: {cluster: c, user: u}\ncurrent-context: sso\n`,
    );
    const cluster = await connectCluster({ kubeconfig, env: {} });
    cluster.close();
    expect(cluster.minor).toBe('1.34');
  });
});

describe('connection failures are one clear line', () => {
  it('names an unknown context and the ones there are', async () => {
    const server = await fake();
    const kubeconfig = server.writeKubeconfig(tempDir(), { context: 'prod' });
    expect(await connectError(() => connectCluster({ kubeconfig, context: 'staging', env: {} }))).toBe(
      `context "staging" not found in kubeconfig ${kubeconfig} (available: prod)`,
    );
  });

  it('says when no kubeconfig can be found', async () => {
    expect(await connectError(() => connectCluster({ env: { HOME: tempDir() } }))).toBe(
      'no kubeconfig found: pass --kubeconfig FILE, set KUBECONFIG, create ~/.kube/config, or run inside a pod with a service account (to check manifests instead, pass -f PATH)',
    );
    expect(await connectError(() => connectCluster({ kubeconfig: '/no/such/kubeconfig', env: {} }))).toBe(
      'cannot read kubeconfig /no/such/kubeconfig: no such file or directory; check --kubeconfig',
    );
  });

  it('reports rejected credentials without printing the token', async () => {
    const server = await fake();
    const wrong = 'expired-token-0123456789abcdef';
    const kubeconfig = server.writeKubeconfig(tempDir(), { context: 'prod', token: wrong });
    const message = await connectError(() => connectCluster({ kubeconfig, env: {} }));
    expect(message).toBe(
      `the API server of context "prod" (${server.url}) rejected the credentials of user "prod-user" (401 Unauthorized): they are missing, wrong or expired; log in again (for example refresh your cloud CLI session) and retry`,
    );
    expect(message).not.toContain(wrong);
  });

  it('reports a server certificate the kubeconfig does not trust', async () => {
    const server = await fake();
    const kubeconfig = server.writeKubeconfig(tempDir(), { context: 'prod', caPem: testPki().otherCaPem });
    expect(await connectError(() => connectCluster({ kubeconfig, env: {} }))).toBe(
      `TLS verification of the API server of context "prod" (${server.url}) failed: its certificate is not signed by the certificate authority in the kubeconfig; check certificate-authority-data of the cluster (UNABLE_TO_VERIFY_LEAF_SIGNATURE)`,
    );
  });

  it('reports an unreachable server', async () => {
    const server = await fake();
    const port = await freePort();
    const url = `https://127.0.0.1:${port}`;
    const kubeconfig = server.writeKubeconfig(tempDir(), { context: 'prod', server: url });
    expect(await connectError(() => connectCluster({ kubeconfig, env: {} }))).toBe(
      `cannot reach the API server of context "prod" (${url}): connection refused; check that the cluster is running and the server address is right (kubectl --context prod get --raw /version)`,
    );
  });

  it('gives up on a slow server after --request-timeout', async () => {
    const server = await fake({ slow: [{ path: '/version', ms: 2_000 }] });
    const kubeconfig = server.writeKubeconfig(tempDir(), { context: 'prod' });
    expect(await connectError(() => connectCluster({ kubeconfig, env: {}, requestTimeout: '200ms' }))).toBe(
      `the API server of context "prod" (${server.url}) did not answer /version within 0.2s; check the connection (VPN, firewall) or raise --request-timeout`,
    );
  });

  it('reports a failing exec plugin with its message, never a token it printed', async () => {
    const server = await fake();
    const dir = tempDir();
    const plugin = join(dir, 'plugin.mjs');
    writeFileSync(
      plugin,
      `process.stderr.write('error: SSO session expired; run aws sso login (token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl)\\n'); process.exit(1);\n`,
    );
    const kubeconfig = join(dir, 'kubeconfig');
    writeFileSync(
      kubeconfig,
      `apiVersion: v1\nkind: Config\nclusters:\n- name: c\n  cluster:\n    server: ${server.url}\nusers:\n- name: u\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1\n      command: ${process.execPath}\n      args: [${JSON.stringify(plugin)}]\n      interactiveMode: Never\ncontexts:\n- name: sso\n  context: {cluster: c, user: u}\ncurrent-context: sso\n`,
    );
    const message = await connectError(() => connectCluster({ kubeconfig, env: {} }));
    expect(message).toBe(
      `credentials for context "sso" (${server.url}) could not be obtained: the exec plugin "${process.execPath}" failed (exit code 1): error: SSO session expired; run aws sso login (token [redacted]); run it by hand to see why (an expired login is the usual cause)`,
    );
  });
});

describe('--request-timeout', () => {
  it('reads kubectl durations', () => {
    expect(['30s', '1m', '1m30s', '500ms', '0', '45', '1h'].map(parseDuration)).toEqual([30_000, 60_000, 90_000, 500, 0, 45_000, 3_600_000]);
  });
  it('rejects anything else as a usage error', () => {
    expect(() => parseDuration('soon')).toThrow(UsageError);
    expect(() => parseDuration('soon')).toThrow('--request-timeout "soon" is not a duration; use for example 30s, 1m or 0 for no limit');
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const port = (probe.address() as AddressInfo).port;
      probe.close(() => resolve(port));
    });
  });
}
