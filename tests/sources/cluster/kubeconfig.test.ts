/**
 * kubectl's kubeconfig, field by field, against the fake API server. Where kubectl is installed,
 * each kubeconfig is also given to it: it must read the file (`kubectl config view --raw`) and
 * connect, or refuse, exactly when this tool does.
 */
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectCluster } from '../../../src/sources/cluster/index.js';
import type { FakeCluster } from '../../support/fake-apiserver.js';
import { NAMED_SERVER, testPki } from '../../support/fake-apiserver-certs.js';
import { startFakeProxy } from '../../support/fake-proxy.js';
import type { FakeProxy } from '../../support/fake-proxy.js';
import { KUBECTL, fakeClusters, kubectlVersion, kubectlView, runCliAsync, tempDir } from './helpers.js';

const fake = fakeClusters();
const proxies: FakeProxy[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  while (proxies.length) await proxies.pop()!.close();
});

const base64 = (text: string) => Buffer.from(text).toString('base64');

type Entry = Record<string, unknown>;

/** A kubeconfig with one cluster "c", one user "u" (none when null) and one context "x", current. */
function kubeconfig(server: FakeCluster, cluster: Entry = {}, user: Entry | null = { token: server.token }): Entry {
  return {
    apiVersion: 'v1',
    kind: 'Config',
    clusters: [{ name: 'c', cluster: { server: server.url, 'certificate-authority-data': base64(server.caPem), ...cluster } }],
    users: user ? [{ name: 'u', user }] : [],
    contexts: [{ name: 'x', context: { cluster: 'c', ...(user ? { user: 'u' } : {}) } }],
    'current-context': 'x',
  };
}

function write(dir: string, name: string, document: Entry): string {
  const file = join(dir, name);
  writeFileSync(file, yaml.dump(document, { skipInvalid: true }));
  return file;
}

/** Connects with this tool: "connected", or the one-line error. */
async function connect(options: { kubeconfig?: string; env?: NodeJS.ProcessEnv }): Promise<string> {
  try {
    const cluster = await connectCluster({ env: {}, retryBaseMs: 5, requestTimeout: '5s', ...options });
    cluster.close();
    return 'connected';
  } catch (error) {
    return (error as Error).message;
  }
}

/** This tool's answer is `expected`; kubectl reads the file and connects exactly when this tool does. */
async function agree(file: string, expected: string, env: Record<string, string> = {}): Promise<void> {
  expect(await connect({ kubeconfig: file, env })).toBe(expected);
  if (!KUBECTL) return;
  const view = await kubectlView(file);
  expect(view.stderr).toBe('');
  expect(view.code).toBe(0);
  const kubectl = await kubectlVersion(file, env);
  expect(kubectl.code === 0 ? 'connected' : `refused: ${kubectl.stderr}`).toEqual(expected === 'connected' ? 'connected' : expect.stringMatching(/^refused: /));
}

describe('tokens', () => {
  it('reads tokenFile, relative to the kubeconfig, as kubectl does', async () => {
    const server = await fake();
    const dir = tempDir();
    writeFileSync(join(dir, 'token'), `${server.token}\n`);
    await agree(write(dir, 'kubeconfig', kubeconfig(server, {}, { tokenFile: 'token' })), 'connected');
    expect(server.requests.some((r) => r.headers.authorization === `Bearer ${server.token}`)).toBe(true);
  });

  it('prefers tokenFile to token while the file can be read', async () => {
    const server = await fake();
    const dir = tempDir();
    writeFileSync(join(dir, 'token'), server.token);
    await agree(write(dir, 'kubeconfig', kubeconfig(server, {}, { token: 'an-older-token-0123456789', tokenFile: 'token' })), 'connected');
  });

  it('ignores token-file, which kubectl does not know: no token is sent', async () => {
    const server = await fake();
    const dir = tempDir();
    writeFileSync(join(dir, 'token'), server.token);
    const file = write(dir, 'kubeconfig', kubeconfig(server, {}, { 'token-file': join(dir, 'token') }));
    await agree(
      file,
      `the API server of context "x" (${server.url}) rejected the credentials of user "u" (401 Unauthorized): they are missing, wrong or expired; log in again (for example refresh your cloud CLI session) and retry`,
    );
    expect(server.requests[0].headers.authorization).toBeUndefined();
  });

  it('says which tokenFile is missing', async () => {
    const server = await fake();
    const dir = tempDir();
    await agree(
      write(dir, 'kubeconfig', kubeconfig(server, {}, { tokenFile: 'gone' })),
      `credentials for context "x" (${server.url}) could not be obtained: cannot read the tokenFile ${join(dir, 'gone')} of user "u": no such file or directory`,
    );
  });

  it('refuses a token together with a username and password, as kubectl does', async () => {
    const server = await fake();
    const dir = tempDir();
    const file = write(dir, 'kubeconfig', kubeconfig(server, {}, { token: server.token, username: 'admin', password: 'admin-password-1' }));
    await agree(file, `user "u" in kubeconfig ${file} has both a token and a username/password, which kubectl refuses too; keep one of them`);
  });

  it('sends a username and password as basic auth', async () => {
    const server = await fake({ basicAuth: { username: 'admin', password: 'basic-password-42' } });
    await agree(write(tempDir(), 'kubeconfig', kubeconfig(server, {}, { username: 'admin', password: 'basic-password-42' })), 'connected');
  });
});

describe('client certificates', () => {
  it('from files, relative to the kubeconfig', async () => {
    const server = await fake({ clientCertificates: true });
    const dir = tempDir();
    mkdirSync(join(dir, 'pki'));
    writeFileSync(join(dir, 'pki', 'client.crt'), testPki().clientCertPem);
    writeFileSync(join(dir, 'pki', 'client.key'), testPki().clientKeyPem);
    await agree(write(dir, 'kubeconfig', kubeconfig(server, {}, { 'client-certificate': 'pki/client.crt', 'client-key': 'pki/client.key' })), 'connected');
    expect(server.requests[0].headers.authorization).toBeUndefined();
  });

  it('from data', async () => {
    const server = await fake({ clientCertificates: true });
    const user = { 'client-certificate-data': base64(testPki().clientCertPem), 'client-key-data': base64(testPki().clientKeyPem) };
    await agree(write(tempDir(), 'kubeconfig', kubeconfig(server, {}, user)), 'connected');
  });

  it("for a context without a user, the cluster's TLS settings still apply", async () => {
    const server = await fake();
    await agree(
      write(tempDir(), 'kubeconfig', kubeconfig(server, {}, null)),
      `the API server of context "x" (${server.url}) asks for credentials (401 Unauthorized), and context "x" names no user; set its context.user to a user with a token, client certificate or exec plugin`,
    );
  });
});

describe('the cluster', () => {
  it('reads certificate-authority from a file relative to the kubeconfig', async () => {
    const server = await fake();
    const dir = tempDir();
    writeFileSync(join(dir, 'ca.crt'), server.caPem);
    await agree(write(dir, 'kubeconfig', kubeconfig(server, { 'certificate-authority-data': undefined, 'certificate-authority': 'ca.crt' })), 'connected');
  });

  it('verifies the server by tls-server-name when given', async () => {
    const server = await fake({ namedCertificate: true });
    const dir = tempDir();
    await agree(write(dir, 'named', kubeconfig(server, { 'tls-server-name': NAMED_SERVER })), 'connected');
    await agree(
      write(dir, 'unnamed', kubeconfig(server)),
      `TLS verification of the API server of context "x" (${server.url}) failed: its certificate does not name the host in the server address; use the address it was issued for, or set tls-server-name in the kubeconfig (ERR_TLS_CERT_ALTNAME_INVALID)`,
    );
  });

  it('goes through proxy-url, also to a loopback address', async () => {
    const server = await fake();
    const proxy = await startFakeProxy();
    proxies.push(proxy);
    await agree(write(tempDir(), 'kubeconfig', kubeconfig(server, { 'proxy-url': proxy.url })), 'connected');
    expect(proxy.seen[0]).toBe(`CONNECT ${new URL(server.url).host}`);
  });

  it('never sends requests to a loopback address through HTTPS_PROXY, as Go does', async () => {
    const server = await fake();
    await agree(write(tempDir(), 'kubeconfig', kubeconfig(server)), 'connected', { HTTPS_PROXY: 'http://127.0.0.1:1' });
  });

  it('refuses a proxy-url scheme kubectl does not have', async () => {
    const server = await fake();
    const file = write(tempDir(), 'kubeconfig', kubeconfig(server, { 'proxy-url': 'ftp://proxy.example.com:21' }));
    await agree(file, `cluster "c" in kubeconfig ${file} has a proxy-url with the scheme "ftp:"; kubectl accepts http, https and socks5`);
  });

  it('asks for uncompressed answers with disable-compression', async () => {
    const server = await fake();
    const dir = tempDir();
    await agree(write(dir, 'plain', kubeconfig(server, { 'disable-compression': true })), 'connected');
    await agree(write(dir, 'gzip', kubeconfig(server)), 'connected');
    const sent = (agent: RegExp) =>
      server.requests.filter((r) => agent.test(String(r.headers['user-agent']))).map((r) => r.headers['accept-encoding'] ?? 'none');
    expect(sent(/^k8s-upgrade-check\/\d+\.\d+\.\d+/)).toEqual(['none', 'gzip']);
    if (KUBECTL) expect(sent(/^kubectl\//)).toEqual(['none', 'gzip']);
  });

  it('impersonates with as, as-uid and as-groups', async () => {
    const server = await fake();
    await agree(
      write(tempDir(), 'kubeconfig', kubeconfig(server, {}, { token: server.token, as: 'jane', 'as-uid': '1234', 'as-groups': ['dev', 'qa'] })),
      'connected',
    );
    for (const { headers } of server.requests)
      expect([headers['impersonate-user'], headers['impersonate-uid'], headers['impersonate-group']]).toEqual(['jane', '1234', 'dev, qa']);
  });
});

describe('insecure and plain connections', () => {
  it('insecure-skip-tls-verify connects with a one-line warning', async () => {
    const server = await fake({ objects: [] });
    const file = write(tempDir(), 'kubeconfig', kubeconfig(server, { 'certificate-authority-data': undefined, 'insecure-skip-tls-verify': true }));
    await agree(file, 'connected');
    const result = await runCliAsync(['--target', '1.35', '--kubeconfig', file, '--skip-nodes', '-o', 'json']);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe(
      `warning: context "x" does not verify the API server's certificate (insecure-skip-tls-verify: true in cluster "c"): anyone on the way to ${server.url} can read and change the traffic, credentials included\n`,
    );
  });

  it('refuses insecure-skip-tls-verify together with a certificate authority, as kubectl does', async () => {
    const server = await fake();
    const file = write(tempDir(), 'kubeconfig', kubeconfig(server, { 'insecure-skip-tls-verify': true }));
    await agree(
      file,
      `cluster "c" in kubeconfig ${file} sets insecure-skip-tls-verify together with a certificate authority, which kubectl refuses too; remove one of them`,
    );
  });

  it('talks plain http (kubectl proxy) with a warning, and sends no credentials over it', async () => {
    const server = await fake({ plainHttp: true, objects: [] });
    const file = write(tempDir(), 'kubeconfig', kubeconfig(server, { 'certificate-authority-data': undefined }, { token: 'would-be-sent-in-clear-0123' }));
    await agree(file, 'connected');
    expect(server.requests.every((r) => r.headers.authorization === undefined)).toBe(true);
    const result = await runCliAsync(['--target', '1.35', '--kubeconfig', file, '--skip-nodes', '-o', 'json']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).cluster.server).toBe(server.url);
    expect(result.stderr).toBe(
      `warning: context "x" reaches its API server over plain HTTP (${server.url}): the traffic is not encrypted, and (as with kubectl) the user's credentials are not sent\n`,
    );
  });
});

describe('exec credential plugins', () => {
  /** A plugin that adds what it was started with to `seen.jsonl`, then prints an ExecCredential with the server's token. */
  function recordingPlugin(dir: string, server: FakeCluster): string {
    const plugin = join(dir, 'bin', 'credential.mjs');
    mkdirSync(join(dir, 'bin'), { recursive: true });
    writeFileSync(
      plugin,
      `#!${process.execPath}\nimport { appendFileSync, readFileSync } from 'node:fs';\n` +
        `const stdin = readFileSync(0, 'utf8');\n` +
        `appendFileSync(${JSON.stringify(join(dir, 'seen.jsonl'))}, JSON.stringify({ info: JSON.parse(process.env.KUBERNETES_EXEC_INFO), region: process.env.AWS_REGION, args: process.argv.slice(2), stdin }) + '\\n');\n` +
        `process.stdout.write(JSON.stringify({ apiVersion: 'client.authentication.k8s.io/v1', kind: 'ExecCredential', status: { token: ${JSON.stringify(server.token)} } }));\n`,
    );
    chmodSync(plugin, 0o755);
    return plugin;
  }

  it('runs a plugin named relative to the kubeconfig with its env, KUBERNETES_EXEC_INFO and no stdin', async () => {
    const server = await fake();
    const dir = tempDir();
    recordingPlugin(dir, server);
    const exec = {
      apiVersion: 'client.authentication.k8s.io/v1',
      command: './bin/credential.mjs',
      args: ['token', '--cluster', 'prod'],
      env: [{ name: 'AWS_REGION', value: 'eu-west-1' }],
      interactiveMode: 'Never',
      provideClusterInfo: true,
    };
    await agree(write(dir, 'kubeconfig', kubeconfig(server, {}, { exec })), 'connected');
    const [ours, kubectls] = readFileSync(join(dir, 'seen.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    const cluster = { server: server.url, 'certificate-authority-data': base64(server.caPem) };
    const started = (extra: Entry = {}) => ({
      info: { kind: 'ExecCredential', apiVersion: 'client.authentication.k8s.io/v1', spec: { interactive: false, cluster: { ...cluster, ...extra } } },
      region: 'eu-west-1',
      args: ['token', '--cluster', 'prod'],
      stdin: '',
    });
    expect(ours).toEqual(started());
    // kubectl also passes the cluster's exec extension, as null when there is none
    if (KUBECTL) expect(kubectls).toEqual(started({ config: null }));
  });

  it('does not run the plugin when the user also has a token', async () => {
    const server = await fake();
    const dir = tempDir();
    const exec = { apiVersion: 'client.authentication.k8s.io/v1', command: process.execPath, args: ['-e', 'process.exit(3)'], interactiveMode: 'Never' };
    await agree(write(dir, 'kubeconfig', kubeconfig(server, {}, { token: server.token, exec })), 'connected');
  });

  it('requires interactiveMode for client.authentication.k8s.io/v1, as kubectl does', async () => {
    const server = await fake();
    const dir = tempDir();
    recordingPlugin(dir, server);
    const file = write(dir, 'kubeconfig', kubeconfig(server, {}, { exec: { apiVersion: 'client.authentication.k8s.io/v1', command: './bin/credential.mjs' } }));
    await agree(
      file,
      `user "u" in kubeconfig ${file} has an exec plugin without a valid interactiveMode, which client.authentication.k8s.io/v1 requires; set exec.interactiveMode to Never, IfAvailable or Always`,
    );
  });

  it('says a plugin printed no ExecCredential without quoting what it printed', async () => {
    const server = await fake();
    const exec = {
      apiVersion: 'client.authentication.k8s.io/v1',
      command: process.execPath,
      args: ['-e', 'process.stdout.write("token: tok-3f9a7c21d4e8b6a0")'],
      interactiveMode: 'Never',
    };
    await agree(
      write(tempDir(), 'kubeconfig', kubeconfig(server, {}, { exec })),
      `credentials for context "x" (${server.url}) could not be obtained: the exec plugin "${process.execPath}" printed something that is not an ExecCredential (not JSON); run it by hand to see what it prints`,
    );
  });

  it('says a plugin that is not installed is missing', async () => {
    const server = await fake();
    const exec = { apiVersion: 'client.authentication.k8s.io/v1beta1', command: 'no-such-credential-plugin' };
    await agree(
      write(tempDir(), 'kubeconfig', kubeconfig(server, {}, { exec })),
      `credentials for context "x" (${server.url}) could not be obtained: the exec plugin "no-such-credential-plugin" was not found on PATH; install it or fix users[].user.exec.command of user "u"`,
    );
  });
});

describe('KUBECONFIG with several files', () => {
  it("merges in kubectl's order: the first file to define a name wins, the current context is the first one set", async () => {
    const server = await fake();
    const first = tempDir();
    const second = tempDir();
    writeFileSync(join(first, 'ca.crt'), server.caPem);
    writeFileSync(join(second, 'token'), server.token);
    const a = write(first, 'a', {
      clusters: [{ name: 'shared', cluster: { server: server.url, 'certificate-authority': 'ca.crt' } }],
      contexts: [{ name: 'prod', context: { cluster: 'shared', user: 'reader' } }],
    });
    const b = write(second, 'b', {
      clusters: [{ name: 'shared', cluster: { server: 'https://127.0.0.1:1' } }],
      users: [{ name: 'reader', user: { tokenFile: 'token' } }],
      contexts: [{ name: 'prod', context: { cluster: 'elsewhere', user: 'reader' } }],
      'current-context': 'prod',
    });
    const env = { KUBECONFIG: [a, b].join(':') };
    expect(await connect({ env })).toBe('connected');
    const reversed = { KUBECONFIG: [b, a].join(':') };
    expect(await connect({ env: reversed })).toBe(`context "prod" refers to cluster "elsewhere", which kubeconfig ${b}:${a} (KUBECONFIG) does not define`);
    if (!KUBECTL) return;
    for (const file of [a, b]) expect((await kubectlView(file)).code).toBe(0);
    expect((await kubectlVersion(undefined, env)).code).toBe(0);
    expect((await kubectlVersion(undefined, reversed)).code).not.toBe(0);
  });
});
