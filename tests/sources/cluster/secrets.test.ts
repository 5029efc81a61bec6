/**
 * Distinctive secret values go in through every place a live check takes them from (a token, a
 * client key, a password in a server, proxy or gitRepo URL, an exec plugin's environment, a
 * kubeconfig line next to a syntax error) and must come out of no path that prints: findings,
 * fixes, gaps, errors and progress, in every output format.
 */
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { afterEach, describe, expect, it } from 'vitest';
import { REPORTER_NAMES } from '../../../src/reporters/index.js';
import { connectCluster } from '../../../src/sources/cluster/index.js';
import { terminalLine } from '../../../src/sources/cluster/progress.js';
import { allRules } from '../../../rules/index.js';
import type { FakeCluster } from '../../support/fake-apiserver.js';
import { testPki } from '../../support/fake-apiserver-certs.js';
import { startFakeProxy } from '../../support/fake-proxy.js';
import type { FakeProxy } from '../../support/fake-proxy.js';
import { fakeClusters, pod, runCliAsync, tempDir } from './helpers.js';
import { runMain } from '../../cli/in-process.js';

const fake = fakeClusters();
const proxies: FakeProxy[] = [];
afterEach(async () => {
  while (proxies.length) await proxies.pop()!.close();
});

const GIT_PASSWORD = 'gitPa55-Zq81xvT0p';
const SERVER_PASSWORD = 'srvPa55-31kQw9e';
const PROXY_PASSWORD = 'pr0xyPa55-77hJ2m';
const CONTEXT_PASSWORD = 'ctxPa55-12bN6r';
const EXEC_ENV_SECRET = 'execEnvS3cret-9f8e7d6c5b4a';
const SYNTAX_NEIGHBOUR = 'syntaxNeighbourS3cret55aa';
const STALE_TOKEN = 'stale-token-4c1e9a7b2d5f8e3a';
const PLUGIN_TOKEN = 'plugin-printed-token-8d2f4a6c';

const base64 = (text: string) => Buffer.from(text).toString('base64');

/** Every secret of a run, also in the forms a leak would take (the key as PEM lines and as base64). */
function secretsOf(server: FakeCluster): string[] {
  const key = testPki().clientKeyPem;
  const keyLines = key.split('\n').filter((line) => line && !line.startsWith('-----'));
  return [
    server.token,
    GIT_PASSWORD,
    SERVER_PASSWORD,
    PROXY_PASSWORD,
    CONTEXT_PASSWORD,
    EXEC_ENV_SECRET,
    SYNTAX_NEIGHBOUR,
    STALE_TOKEN,
    PLUGIN_TOKEN,
    base64(key),
    ...keyLines,
  ];
}

function expectNoSecret(output: string, secrets: string[]): void {
  for (const secret of secrets) expect(output, `leaked ${secret}`).not.toContain(secret);
}

function writeYaml(dir: string, document: Record<string, unknown>): string {
  const file = join(dir, 'kubeconfig');
  writeFileSync(file, yaml.dump(document));
  return file;
}

const CONTEXT = `https://ops:${CONTEXT_PASSWORD}@rancher.example.com/c-1`;

/**
 * A cluster with a finding that quotes a gitRepo URL and a forbidden list, reached through a proxy with a password, as a user with a token, a client
 * key and an exec plugin with a secret in its environment, at a server URL with a password.
 */
async function leakyCluster() {
  const gitUrl = `https://bob:${GIT_PASSWORD}@git.example.com/team/site.git`;
  const gitPod = pod('docs', 'web', {
    spec: { containers: [{ name: 'web', image: 'nginx:1.27' }], volumes: [{ name: 'site', gitRepo: { repository: gitUrl } }] },
  });
  const server = await fake({ objects: [gitPod], forbidden: ['secrets'] });
  const serverUrl = server.url.replace('https://', `https://admin:${SERVER_PASSWORD}@`);
  const proxy = await startFakeProxy();
  proxies.push(proxy);
  const proxyUrl = proxy.url.replace('http://', `http://squid:${PROXY_PASSWORD}@`);
  const kubeconfig = writeYaml(tempDir(), {
    apiVersion: 'v1',
    kind: 'Config',
    clusters: [{ name: 'prod', cluster: { server: serverUrl, 'certificate-authority-data': base64(server.caPem), 'proxy-url': proxyUrl } }],
    users: [
      {
        name: 'admin',
        user: {
          token: server.token,
          'client-certificate-data': base64(testPki().clientCertPem),
          'client-key-data': base64(testPki().clientKeyPem),
          exec: {
            apiVersion: 'client.authentication.k8s.io/v1',
            command: 'aws',
            args: ['eks', 'get-token'],
            env: [{ name: 'AWS_SECRET_ACCESS_KEY', value: EXEC_ENV_SECRET }],
            interactiveMode: 'Never',
          },
        },
      },
    ],
    contexts: [{ name: CONTEXT, context: { cluster: 'prod', user: 'admin' } }],
    'current-context': CONTEXT,
  });
  return { server, proxy, kubeconfig };
}

describe('no secret reaches any output', () => {
  it('findings, fixes, gaps and the cluster summary, in every output format', async () => {
    const { server, proxy, kubeconfig } = await leakyCluster();
    const secrets = secretsOf(server);
    expect([...REPORTER_NAMES].sort()).toEqual(['github', 'json', 'junit', 'markdown', 'prometheus', 'sarif', 'table', 'wide', 'yaml']);
    // Every format in-process (a live check per format), and once more as a real process below.
    for (const format of REPORTER_NAMES) {
      const result = await runMain(['--target', '1.37', '--kubeconfig', kubeconfig, '--skip-nodes', '-o', format], { env: { HOME: tempDir() } });
      expect(result.code, `${format}: ${result.stderr}`).toBe(1);
      expectNoSecret(result.stdout + result.stderr, secrets);
      // Metrics carry counts, not messages; the context name is their cluster label.
      if (format === 'prometheus') expect(result.stdout).toContain('{cluster="https://***@rancher.example.com/c-1"} 1');
      else expect(result.stdout, format).toContain('https://***@git.example.com/team/site.git');
    }
    // every live check went through the proxy, which saw only tunnels to the server
    expect(new Set(proxy.seen)).toEqual(new Set([`CONNECT ${new URL(server.url).host}`]));
    const spawned = await runCliAsync(['--target', '1.37', '--kubeconfig', kubeconfig, '--skip-nodes', '-o', 'json']);
    expectNoSecret(spawned.stdout + spawned.stderr, secrets);
    const json = JSON.parse(spawned.stdout);
    expect(json.cluster.server).toBe(server.url.replace('https://', 'https://***@'));
    expect(json.cluster.context).toBe('https://***@rancher.example.com/c-1');
    const git = json.findings.find((f: { ruleId: string }) => f.ruleId === 'gitrepo-volume');
    expect(git.message).toContain('mounts gitRepo volume "site" (https://***@git.example.com/team/site.git)');
    expect(git.fix).toBe(
      'Clone https://***@git.example.com/team/site.git in an init container into an emptyDir volume named "site" and remove the gitRepo volume.',
    );
    expect(json.gaps.map((g: { what: string }) => g.what)).toContain('Helm releases in Secrets (the default Helm storage)');
  });

  it('a gap that quotes a server message with the token and the server URL in it', async () => {
    // as a badly behaved proxy in front of the API server might answer
    const echoing = await fake({
      forbidden: ['secrets'],
      forbiddenMessage: `denied for Bearer {{token}} at https://admin:${SERVER_PASSWORD}@10.0.0.1:6443 (token={{token}})`,
    });
    const file = writeYaml(tempDir(), {
      clusters: [
        {
          name: 'prod',
          cluster: { server: echoing.url.replace('https://', `https://admin:${SERVER_PASSWORD}@`), 'certificate-authority-data': base64(echoing.caPem) },
        },
      ],
      users: [{ name: 'admin', user: { token: echoing.token } }],
      contexts: [{ name: 'prod', context: { cluster: 'prod', user: 'admin' } }],
      'current-context': 'prod',
    });
    const secrets = secretsOf(echoing);
    for (const format of REPORTER_NAMES) {
      const result = await runMain(['--target', '1.37', '--kubeconfig', file, '--skip-nodes', '-o', format], { env: { HOME: tempDir() } });
      expectNoSecret(result.stdout + result.stderr, secrets);
    }
    const spawned = await runCliAsync(['--target', '1.37', '--kubeconfig', file, '--skip-nodes', '-o', 'json']);
    expectNoSecret(spawned.stdout + spawned.stderr, secrets);
    const json = JSON.parse(spawned.stdout);
    expect(json.gaps.find((g: { what: string }) => g.what.startsWith('Helm releases')).reason).toBe(
      '403 Forbidden: denied for Bearer [redacted] at https://***@10.0.0.1:6443 (token=[redacted]); charts are judged through their live objects and managedFields only',
    );
  });

  it('the progress line', async () => {
    const { server, kubeconfig } = await leakyCluster();
    const writes: string[] = [];
    const cluster = await connectCluster({ kubeconfig, env: {}, progress: terminalLine((text) => writes.push(text)) });
    try {
      await cluster.load(allRules, { add() {}, addProblem() {} });
    } finally {
      cluster.close();
    }
    expect(writes.some((w) => w.includes('reading https://***@rancher.example.com/c-1:'))).toBe(true);
    expectNoSecret(writes.join(''), secretsOf(server));
  });
});

describe('no secret reaches an error', () => {
  async function errorOf(kubeconfig: string): Promise<string> {
    const result = await runCliAsync(['--target', '1.37', '--kubeconfig', kubeconfig, '-o', 'json']);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.split('\n')).toHaveLength(2);
    return result.stderr;
  }

  function kubeconfigFor(server: FakeCluster, cluster: Record<string, unknown>, user: Record<string, unknown>): string {
    return writeYaml(tempDir(), {
      clusters: [{ name: 'prod', cluster: { server: server.url, 'certificate-authority-data': base64(server.caPem), ...cluster } }],
      users: [{ name: 'admin', user }],
      contexts: [{ name: 'prod', context: { cluster: 'prod', user: 'admin' } }],
      'current-context': 'prod',
    });
  }

  it('rejected credentials', async () => {
    const server = await fake();
    const stderr = await errorOf(kubeconfigFor(server, {}, { token: STALE_TOKEN }));
    expect(stderr).toBe(
      `k8s-upgrade-check: the API server of context "prod" (${server.url}) rejected the credentials of user "admin" (401 Unauthorized): they are missing, wrong or expired; log in again (for example refresh your cloud CLI session) and retry\n`,
    );
    expectNoSecret(stderr, secretsOf(server));
  });

  it('an exec plugin that fails and prints its environment and a token', async () => {
    const server = await fake();
    const plugin = join(tempDir(), 'plugin.mjs');
    writeFileSync(
      plugin,
      `#!${process.execPath}\nprocess.stderr.write('login failed: key ' + process.env.AWS_SECRET_ACCESS_KEY + ' token ${PLUGIN_TOKEN}\\n'); process.exit(1);\n`,
    );
    chmodSync(plugin, 0o755);
    const exec = {
      apiVersion: 'client.authentication.k8s.io/v1',
      command: plugin,
      env: [{ name: 'AWS_SECRET_ACCESS_KEY', value: EXEC_ENV_SECRET }],
      interactiveMode: 'Never',
    };
    const stderr = await errorOf(kubeconfigFor(server, {}, { exec }));
    // the plugin's own words are shown, its environment's values and the token after "token" taken out
    expect(stderr).toBe(
      `k8s-upgrade-check: credentials for context "prod" (${server.url}) could not be obtained: the exec plugin "${plugin}" failed (exit code 1): login failed: key [redacted] token [redacted]; run it by hand to see why (an expired login is the usual cause)\n`,
    );
    expectNoSecret(stderr.replace(plugin, ''), secretsOf(server));
    expect(stderr).not.toContain(EXEC_ENV_SECRET);
  });

  it('an exec plugin that prints something else than an ExecCredential', async () => {
    const server = await fake();
    const exec = {
      apiVersion: 'client.authentication.k8s.io/v1',
      command: process.execPath,
      args: ['-e', `process.stdout.write('{"token": "${PLUGIN_TOKEN}"')`],
      interactiveMode: 'Never',
    };
    const stderr = await errorOf(kubeconfigFor(server, {}, { exec }));
    expect(stderr).toBe(
      `k8s-upgrade-check: credentials for context "prod" (${server.url}) could not be obtained: the exec plugin "${process.execPath}" printed something that is not an ExecCredential (not JSON); run it by hand to see what it prints\n`,
    );
    expectNoSecret(stderr, secretsOf(server));
  });

  it('a syntax error next to a secret', async () => {
    const dir = tempDir();
    const kubeconfig = join(dir, 'kubeconfig');
    writeFileSync(kubeconfig, `users:\n- name: admin\n  user:\n    password: ${SYNTAX_NEIGHBOUR}\n   token: misindented\n`);
    const stderr = await errorOf(kubeconfig);
    expect(stderr).toBe(
      `k8s-upgrade-check: kubeconfig ${kubeconfig} is not valid YAML at line 5, column 4 (bad indentation of a mapping entry): fix the file, or point --kubeconfig or KUBECONFIG at another one\n`,
    );
    expect(stderr).not.toContain(SYNTAX_NEIGHBOUR);
  });

  it('a proxy with a password that does not answer', async () => {
    const server = await fake();
    const stderr = await errorOf(kubeconfigFor(server, { 'proxy-url': `http://squid:${PROXY_PASSWORD}@127.0.0.1:1` }, { token: server.token }));
    expect(stderr).toBe(
      `k8s-upgrade-check: cannot reach the API server of context "prod" (${server.url}, through the proxy http://***@127.0.0.1:1): connection refused; check that the proxy and the cluster are running and the server address is right (kubectl --context prod get --raw /version)\n`,
    );
  });

  it('a server URL with a password that does not answer', async () => {
    const server = await fake();
    const stderr = await errorOf(kubeconfigFor(server, { server: `https://admin:${SERVER_PASSWORD}@127.0.0.1:1` }, { token: server.token }));
    expect(stderr).toBe(
      'k8s-upgrade-check: cannot reach the API server of context "prod" (https://***@127.0.0.1:1): connection refused; check that the cluster is running and the server address is right (kubectl --context prod get --raw /version)\n',
    );
  });

  it('a client key that is not a key', async () => {
    const server = await fake();
    const notAKey = `-----BEGIN PRIVATE KEY-----\n${base64(`${STALE_TOKEN}${STALE_TOKEN}`)}\n-----END PRIVATE KEY-----\n`;
    const stderr = await errorOf(kubeconfigFor(server, {}, { 'client-certificate-data': base64(testPki().clientCertPem), 'client-key-data': base64(notAKey) }));
    // the reason in brackets is OpenSSL's, which its versions word differently
    expect(stderr).toMatch(
      new RegExp(
        `^k8s-upgrade-check: credentials for context "prod" \\(${server.url.replace(/[.]/g, '\\.')}\\) could not be obtained: the client certificate and key of user "admin" cannot be used \\([^)\n]+\\); check client-certificate-data and client-key-data \\(or client-certificate and client-key\\)\n$`,
      ),
    );
    expectNoSecret(stderr, [...secretsOf(server), base64(notAKey), base64(`${STALE_TOKEN}${STALE_TOKEN}`)]);
  });
});
