/**
 * Credentials from hostile or unlucky places: exec plugins that leak secrets on stderr, hang,
 * leave children holding their pipes or flood their output; an `oidc` identity provider that
 * refreshes, refuses or is gone; kubeconfigs and the files they name that are FIFOs, devices or
 * huge. Each case has a time budget; whole runs go through the CLI with a bounded heap, and no
 * secret may reach stdout or stderr.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type https from 'node:https';
import yaml from 'js-yaml';
import { afterEach, describe, expect, it } from 'vitest';
import { quote, redact } from '../../src/redact.js';
import { resolveContext } from '../../src/sources/cluster/kubeconfig.js';
import { testPki } from '../support/fake-apiserver-certs.js';
import type { FakeCluster } from '../support/fake-apiserver.js';
import { fakeClusters, tempDir } from '../sources/cluster/helpers.js';
import { runBounded } from '../support/hostile.js';
import type { BoundedRun } from '../support/hostile.js';

const fake = fakeClusters();
const HEAP_MB = 256;
const RUN_MS = 20_000;

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** The CLI as a user runs it, with a bounded heap and a deadline: a hang or a memory blow-up fails the test. */
function cli(args: string[], env: Record<string, string> = {}): Promise<BoundedRun> {
  return runBounded(args, { heapMb: HEAP_MB, ms: RUN_MS }, env);
}

const LIVE = ['--target', '1.37', '--skip-nodes', '-o', 'json'];

function expectNoSecret(text: string, secrets: string[]): void {
  for (const secret of secrets) expect(text, `leaked ${secret}`).not.toContain(secret);
}

const base64 = (text: string) => Buffer.from(text).toString('base64');

function writeKubeconfig(dir: string, server: FakeCluster, user: Record<string, unknown>, cluster: Record<string, unknown> = {}): string {
  const file = join(dir, 'kubeconfig');
  writeFileSync(
    file,
    yaml.dump({
      apiVersion: 'v1',
      kind: 'Config',
      clusters: [{ name: 'c', cluster: { server: server.url, 'certificate-authority-data': base64(server.caPem), ...cluster } }],
      users: [{ name: 'u', user }],
      contexts: [{ name: 'x', context: { cluster: 'c', user: 'u' } }],
      'current-context': 'x',
    }),
  );
  return file;
}

/** A shell script as an exec plugin. */
function plugin(dir: string, name: string, body: string): string {
  const file = join(dir, name);
  writeFileSync(file, `#!/bin/sh\n${body}\n`);
  chmodSync(file, 0o755);
  return file;
}

const execUser = (command: string, env: { name: string; value: string }[] = []) => ({
  exec: { apiVersion: 'client.authentication.k8s.io/v1', command, env, interactiveMode: 'Never' },
});

function credential(token: string): string {
  return JSON.stringify({ apiVersion: 'client.authentication.k8s.io/v1', kind: 'ExecCredential', status: { token } });
}

/** The headers the tool would send, or the one-line error it would give, from the kubeconfig alone. */
async function authorize(
  kubeconfig: string,
  execTimeoutMs = 5_000,
  identityProviderTimeoutMs = 5_000,
): Promise<{ headers: Record<string, unknown>; warnings: string[] }> {
  const warnings: string[] = [];
  const target = await resolveContext({
    kubeconfig,
    env: { PATH: process.env.PATH ?? '' },
    execTimeoutMs,
    identityProviderTimeoutMs,
    warn: (line) => warnings.push(line),
  });
  const options: https.RequestOptions = {};
  await target.applyTo(options);
  return { headers: (options.headers ?? {}) as Record<string, unknown>, warnings };
}

async function failure(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error('expected a failure');
}

/** Alive and not a zombie: a killed process whose parent has not reaped it yet is gone for every purpose here. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

async function waitFor(condition: () => boolean, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (condition()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return condition();
}

function pidFrom(file: string): number {
  return Number(readFileSync(file, 'utf8').trim());
}

function killLater(file: string): void {
  cleanups.push(() => {
    if (!existsSync(file)) return;
    try {
      process.kill(pidFrom(file), 'SIGKILL');
    } catch {
      // already gone
    }
  });
}

function mkfifo(path: string): void {
  const made = spawnSync('mkfifo', [path]);
  if (made.status !== 0) throw new Error(`mkfifo ${path} failed: ${made.stderr}`);
}

// ---------------------------------------------------------------------------------------------

describe('an exec plugin that fails and prints secrets on stderr', () => {
  const ENV_SECRET = 'envValueQ7wErTy-9918';
  const SHORT_ENV = 'Zx9-short';

  /** What real plugins print when a login expired, with the secrets each shape carries. */
  const shapes: { name: string; stderr: string; secrets: string[]; kept: string }[] = [
    {
      name: 'the AWS CLI with its environment dumped',
      stderr:
        'An error occurred (ExpiredTokenException) when calling the GetCallerIdentity operation: The security token included in the request is expired\n' +
        'AWS_ACCESS_KEY_ID=ASIAQX4Z7EXAMPLE2K9D AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY aws_session_token=IQoJb3JpZ2luX2VjEJr//////////wEaCXVzLWVhc3QtMSJHMEUCIQD',
      secrets: ['ASIAQX4Z7EXAMPLE2K9D', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', 'IQoJb3JpZ2luX2VjEJr'],
      kept: 'An error occurred (ExpiredTokenException) when calling the GetCallerIdentity operation',
    },
    {
      name: 'aws-iam-authenticator quoting its presigned token',
      stderr:
        'could not get token: k8s-aws-v1.aHR0cHM6Ly9zdHMuYW1hem9uYXdzLmNvbS8_QWN0aW9uPUdldENhbGxlcklkZW50aXR5JlZlcnNpb249MjAxMS0wNi0xNQ rejected: X-Amz-Security-Token=FQoGZXIvYXdzEPT//////////wEaDM2 X-Amz-Signature=5f4dcc3b5aa765d61d8327deb882cf99abc123',
      secrets: ['k8s-aws-v1.aHR0c', 'FQoGZXIvYXdzEPT', '5f4dcc3b5aa765d61d8327deb882cf99'],
      kept: 'could not get token',
    },
    {
      name: 'gcloud and gke-gcloud-auth-plugin with an OAuth answer',
      stderr:
        'F1204 gke-gcloud-auth-plugin: Failed to retrieve access token:: failure while executing gcloud\n' +
        '{"access_token": "ya29.a0AfB_byC3x9Q-KqLmN0pRsTuVwXyZ", "refresh_token": "1//0gLq2Rs3Tu4Vw5Xy6Zz-AbCdEfGhIjKl", "client_secret": "GOCSPX-abcDEF123ghiJKL", "token_type": "Bearer"}',
      secrets: ['ya29.a0AfB_byC3x9Q-KqLmN0pRsTuVwXyZ', '1//0gLq2Rs3Tu4Vw5Xy6Zz-AbCdEfGhIjKl', 'GOCSPX-abcDEF123ghiJKL'],
      kept: 'Failed to retrieve access token',
    },
    {
      name: 'Azure kubelogin with a client secret and a bearer header',
      stderr:
        'Error: failed to get token: AADSTS700082: The refresh token has expired due to inactivity.\n' +
        'AZURE_CLIENT_SECRET="Q~8Qx.yz_ABCdef-123456789" Authorization: Bearer eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.eyJhdWQiOiJ4In0.c2lnbmF0dXJlLXNpZw password: hunter2hunter',
      secrets: ['Q~8Qx.yz_ABCdef-123456789', 'eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9', 'hunter2hunter'],
      kept: 'AADSTS700082: The refresh token has expired due to inactivity.',
    },
    {
      name: 'an OIDC login helper echoing the refresh-token error',
      stderr:
        'oidc: refresh failed: 400 {"error":"invalid_grant","error_description":"Token is not active","refresh_token":"rt.8f3KxQ2mZ7-pL0"} token rt.8f3KxQ2mZ7-pL0',
      secrets: ['rt.8f3KxQ2mZ7-pL0'],
      kept: 'Token is not active',
    },
    {
      name: 'a plugin that prints its own environment and a private key',
      stderr: `env: MY_VALUE=${ENV_SECRET} REGION=${SHORT_ENV}\n-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIBkg4LVWM9nuwNSk3yByxZpYRTBnVJk5oo8Mz3v7wEFxoAoGCCqGSM49\n-----END EC PRIVATE KEY-----`,
      secrets: [ENV_SECRET, SHORT_ENV, 'MHcCAQEEIBkg4LVWM9nuwNSk3yByxZpYRTBnVJk5oo8Mz3v7wEFxoAoGCCqGSM49'],
      kept: 'env: MY_VALUE=',
    },
  ];

  for (const shape of shapes) {
    it(`${shape.name}: the message is kept, the secrets are not`, { timeout: 10_000 }, async () => {
      const server = await fake();
      const dir = tempDir();
      writeFileSync(join(dir, 'stderr.txt'), shape.stderr);
      const command = plugin(dir, 'plugin', `cat "${join(dir, 'stderr.txt')}" >&2\nexit 1`);
      const kubeconfig = writeKubeconfig(
        dir,
        server,
        execUser(command, [
          { name: 'MY_VALUE', value: ENV_SECRET },
          { name: 'REGION', value: SHORT_ENV },
        ]),
      );
      const message = await failure(() => authorize(kubeconfig));
      expect(message).toMatch(
        new RegExp(
          `^credentials for context "x" \\(${server.url.replace(/\./g, '\\.')}\\) could not be obtained: the exec plugin "${command.replace(/[.]/g, '\\.')}" failed \\(exit code 1\\): .+; run it by hand to see why`,
        ),
      );
      expect(message.replace(/\s+/g, ' ')).toContain(shape.kept.replace(/\s+/g, ' '));
      expect(message).toContain('[redacted]');
      expectNoSecret(message, shape.secrets);
    });
  }

  it('through the CLI: exit 2, one line, nothing on stdout, no secret', { timeout: RUN_MS + 5_000 }, async () => {
    const server = await fake();
    const dir = tempDir();
    writeFileSync(join(dir, 'stderr.txt'), shapes.map((s) => s.stderr).join('\n'));
    const command = plugin(dir, 'plugin', `cat "${join(dir, 'stderr.txt')}" >&2\nexit 3`);
    const kubeconfig = writeKubeconfig(
      dir,
      server,
      execUser(command, [
        { name: 'MY_VALUE', value: ENV_SECRET },
        { name: 'REGION', value: SHORT_ENV },
      ]),
    );
    const run = await cli([...LIVE, '--kubeconfig', kubeconfig]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.split('\n')).toHaveLength(2);
    expect(run.stderr).toContain(`the exec plugin "${command}" failed (exit code 3): An error occurred (ExpiredTokenException)`);
    expectNoSecret(run.stdout + run.stderr, [server.token, ...shapes.flatMap((s) => s.secrets)]);
  });
});

describe('an exec plugin and the processes it starts', () => {
  it('prints a credential and leaves a background child holding stdout: the credential is used at once, the child left alone', {
    timeout: 10_000,
  }, async () => {
    const server = await fake();
    const dir = tempDir();
    const pidFile = join(dir, 'child.pid');
    killLater(pidFile);
    writeFileSync(join(dir, 'credential.json'), credential(server.token));
    const command = plugin(dir, 'plugin', `sleep 60 &\necho $! > "${pidFile}"\ncat "${join(dir, 'credential.json')}"\nexit 0`);
    const kubeconfig = writeKubeconfig(dir, server, execUser(command));
    const started = Date.now();
    const { headers } = await authorize(kubeconfig);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(headers.Authorization).toBe(`Bearer ${server.token}`);
    // like kubectl, a daemon the plugin starts on purpose (a credential cache) keeps running
    expect(alive(pidFrom(pidFile))).toBe(true);
  });

  it('the same through the CLI: the run ends in seconds, not when the child does', { timeout: RUN_MS + 5_000 }, async () => {
    const server = await fake();
    const dir = tempDir();
    const pidFile = join(dir, 'child.pid');
    killLater(pidFile);
    writeFileSync(join(dir, 'credential.json'), credential(server.token));
    const command = plugin(dir, 'plugin', `sleep 60 &\necho $! > "${pidFile}"\ncat "${join(dir, 'credential.json')}"`);
    const run = await cli([...LIVE, '--kubeconfig', writeKubeconfig(dir, server, execUser(command))]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).cluster.version).toBe('v1.34.2');
    expect(run.ms).toBeLessThan(15_000);
    expectNoSecret(run.stdout, [server.token]);
  });

  it('fails while its child keeps stdout open: the failure is reported at once', { timeout: 10_000 }, async () => {
    const server = await fake();
    const dir = tempDir();
    const pidFile = join(dir, 'child.pid');
    killLater(pidFile);
    const command = plugin(dir, 'plugin', `sleep 60 &\necho $! > "${pidFile}"\necho "error: SSO session expired" >&2\nexit 4`);
    const started = Date.now();
    const message = await failure(() => authorize(writeKubeconfig(dir, server, execUser(command))));
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(message).toBe(
      `credentials for context "x" (${server.url}) could not be obtained: the exec plugin "${command}" failed (exit code 4): error: SSO session expired; run it by hand to see why (an expired login is the usual cause)`,
    );
  });

  it('sleeps past the limit after starting a grandchild: both are killed, and the error says so', { timeout: 10_000 }, async () => {
    const server = await fake();
    const dir = tempDir();
    const pidFile = join(dir, 'grandchild.pid');
    killLater(pidFile);
    // the child starts a grandchild that keeps stdout open, then waits for ever; the plugin ignores SIGTERM
    const command = plugin(dir, 'plugin', `trap '' TERM\nsh -c 'sleep 300 & echo $! > "${pidFile}"; wait' &\nsleep 300`);
    const started = Date.now();
    const message = await failure(() => authorize(writeKubeconfig(dir, server, execUser(command)), 500));
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(message).toBe(
      `credentials for context "x" (${server.url}) could not be obtained: the exec plugin "${command}" did not finish within 0.5s and was stopped with the processes it started; run it by hand to see what it waits for (a login in a browser or a terminal?)`,
    );
    expect(await waitFor(() => existsSync(pidFile), 1_000)).toBe(true);
    const grandchild = pidFrom(pidFile);
    expect(await waitFor(() => !alive(grandchild), 4_000), `grandchild ${grandchild} still alive`).toBe(true);
  });

  it.skipIf(spawnSync('setsid', ['true']).status !== 0)(
    'hangs after starting a process that left its group (setsid) and holds stdout: the limit still holds',
    { timeout: 10_000 },
    async () => {
      const server = await fake();
      const dir = tempDir();
      const pidFile = join(dir, 'escaped.pid');
      killLater(pidFile);
      const command = plugin(dir, 'plugin', `setsid sh -c 'echo $$ > "${pidFile}"; exec sleep 300' &\nsleep 300`);
      const started = Date.now();
      const message = await failure(() => authorize(writeKubeconfig(dir, server, execUser(command)), 500));
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(message).toContain(`the exec plugin "${command}" did not finish within 0.5s and was stopped with the processes it started`);
    },
  );

  it('is killed by a signal: said so', { timeout: 10_000 }, async () => {
    const server = await fake();
    const dir = tempDir();
    const command = plugin(dir, 'plugin', 'echo "segmentation fault in token cache" >&2\nkill -SEGV $$');
    expect(await failure(() => authorize(writeKubeconfig(dir, server, execUser(command))))).toBe(
      `credentials for context "x" (${server.url}) could not be obtained: the exec plugin "${command}" failed (killed by SIGSEGV): segmentation fault in token cache; run it by hand to see why (an expired login is the usual cause)`,
    );
  });

  it('prints without end: stopped after 4 MiB with its group', { timeout: 10_000 }, async () => {
    const server = await fake();
    const dir = tempDir();
    const pidFile = join(dir, 'child.pid');
    killLater(pidFile);
    const command = plugin(dir, 'plugin', `sleep 300 &\necho $! > "${pidFile}"\nexec yes AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`);
    const message = await failure(() => authorize(writeKubeconfig(dir, server, execUser(command))));
    expect(message).toBe(
      `credentials for context "x" (${server.url}) could not be obtained: the exec plugin "${command}" printed more than 4 MiB, which is no ExecCredential, and was stopped; run it by hand to see what it prints`,
    );
    expect(await waitFor(() => !alive(pidFrom(pidFile)), 4_000)).toBe(true);
  });

  it('floods stderr and fails: one short line', { timeout: 10_000 }, async () => {
    const server = await fake();
    const dir = tempDir();
    const command = plugin(dir, 'plugin', `head -c 20000000 /dev/zero | tr '\\0' 'x' >&2\nexit 1`);
    const message = await failure(() => authorize(writeKubeconfig(dir, server, execUser(command))));
    expect(message.length).toBeLessThan(600);
    expect(message).toMatch(/failed \(exit code 1\)(: \S*)?; run it by hand/);
  });
});

// ---------------------------------------------------------------------------------------------

/** A JWT with this expiry (seconds since the epoch); unsigned, as the client never checks the signature. */
function jwt(exp: number, subject = 'dev@example.com'): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part({ iss: 'idp', sub: subject, exp })}.c2lnbmF0dXJlLW5vdC1jaGVja2Vk`;
}

interface FakeIdp {
  url: string;
  requests: { method: string; path: string; authorization?: string; body: string }[];
}

type IdpAnswer = { status: number; body: string; type?: string } | ((response: ServerResponse) => void);

/** An identity provider on 127.0.0.1 (plain http, or https with the test CA): a discovery document and a token endpoint answering as told. */
async function startIdp(answer: (request: IncomingMessage, body: string, url: string) => IdpAnswer, tls = false): Promise<FakeIdp> {
  const requests: FakeIdp['requests'] = [];
  let url = '';
  const serve = (request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (d: Buffer) => (body += d.toString()));
    request.on('end', () => {
      requests.push({ method: request.method ?? '', path: request.url ?? '', authorization: request.headers.authorization, body });
      const told = answer(request, body, url);
      if (typeof told === 'function') return told(response);
      response.writeHead(told.status, { 'Content-Type': told.type ?? 'application/json' });
      response.end(told.body);
    });
  };
  const server: Server = tls ? createHttpsServer({ key: testPki().serverKeyPem, cert: testPki().serverCertPem }, serve) : createServer(serve);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `${tls ? 'https' : 'http'}://127.0.0.1:${(server.address() as AddressInfo).port}`;
  cleanups.push(() => server.closeAllConnections());
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url, requests };
}

const CLIENT_SECRET = 'clientS3cret-4Kq9Zr';
const REFRESH_TOKEN = 'refreshTok-7Hn2Lp5Vx';
const NEW_REFRESH_TOKEN = 'refreshTok-rotated-3Qm8';

function oidcUser(issuer: string, idToken: string, extra: Record<string, string> = {}) {
  return {
    'auth-provider': {
      name: 'oidc',
      config: {
        'idp-issuer-url': issuer,
        'client-id': 'k8s-cli',
        'client-secret': CLIENT_SECRET,
        'id-token': idToken,
        'refresh-token': REFRESH_TOKEN,
        ...extra,
      },
    },
  };
}

describe('the oidc auth provider', () => {
  it('sends a valid id-token without asking the identity provider', { timeout: 10_000 }, async () => {
    const server = await fake();
    const idp = await startIdp(() => ({ status: 500, body: '' }));
    const idToken = jwt(Math.floor(Date.now() / 1000) + 3600);
    const { headers } = await authorize(writeKubeconfig(tempDir(), server, oidcUser(idp.url, idToken)));
    expect(headers.Authorization).toBe(`Bearer ${idToken}`);
    expect(idp.requests).toEqual([]);
  });

  it('refreshes an expired id-token as kubectl does, and the run connects with the new one', { timeout: RUN_MS + 5_000 }, async () => {
    const server = await fake();
    const idp = await startIdp((request, body, url) => {
      if (request.url === '/realms/dev/.well-known/openid-configuration')
        return { status: 200, body: JSON.stringify({ issuer: `${url}/realms/dev`, token_endpoint: `${url}/realms/dev/token` }) };
      if (request.url === '/realms/dev/token' && new URLSearchParams(body).get('refresh_token') === REFRESH_TOKEN) {
        return {
          status: 200,
          body: JSON.stringify({
            access_token: 'at-unused-9f8e7d6c',
            id_token: server.token,
            refresh_token: NEW_REFRESH_TOKEN,
            token_type: 'Bearer',
            expires_in: 300,
          }),
        };
      }
      return { status: 400, body: JSON.stringify({ error: 'invalid_request' }) };
    });
    const expired = jwt(Math.floor(Date.now() / 1000) - 60);
    const kubeconfig = writeKubeconfig(tempDir(), server, oidcUser(`${idp.url}/realms/dev/`, expired));
    const { headers, warnings } = await authorize(kubeconfig);
    expect(headers.Authorization).toBe(`Bearer ${server.token}`);
    // discovery, then the refresh grant with the client in HTTP basic authentication, as Go's oauth2 first tries
    expect(idp.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /realms/dev/.well-known/openid-configuration', 'POST /realms/dev/token']);
    expect(idp.requests[1].authorization).toBe(`Basic ${base64(`k8s-cli:${CLIENT_SECRET}`)}`);
    expect(Object.fromEntries(new URLSearchParams(idp.requests[1].body))).toEqual({ grant_type: 'refresh_token', refresh_token: REFRESH_TOKEN });
    expect(warnings).toEqual([
      'warning: the identity provider of user "u" replaced its refresh-token; kubectl would save the new one in the kubeconfig, this tool writes no kubeconfig: if kubectl later says the refresh-token is invalid, log in again\n',
    ]);

    const run = await cli([...LIVE, '--kubeconfig', kubeconfig]);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).cluster.version).toBe('v1.34.2');
    expectNoSecret(run.stdout + run.stderr, [server.token, CLIENT_SECRET, REFRESH_TOKEN, NEW_REFRESH_TOKEN, expired]);
  });

  it('puts the client in the form when the endpoint refuses basic authentication', { timeout: 10_000 }, async () => {
    const server = await fake();
    const idp = await startIdp((request, body, url) => {
      if (request.url === '/.well-known/openid-configuration') return { status: 200, body: JSON.stringify({ token_endpoint: `${url}/token` }) };
      const form = new URLSearchParams(body);
      if (!request.headers.authorization && form.get('client_id') === 'k8s-cli' && form.get('client_secret') === CLIENT_SECRET) {
        return { status: 200, body: `id_token=${server.token}&token_type=bearer`, type: 'application/x-www-form-urlencoded' };
      }
      return { status: 401, body: JSON.stringify({ error: 'invalid_client' }) };
    });
    const { headers, warnings } = await authorize(writeKubeconfig(tempDir(), server, oidcUser(idp.url, jwt(1))));
    expect(headers.Authorization).toBe(`Bearer ${server.token}`);
    expect(idp.requests.map((r) => r.path)).toEqual(['/.well-known/openid-configuration', '/token', '/token']);
    expect(warnings).toEqual([]);
  });

  it('a refresh-token the provider refuses: the error says the refresh failed, and echoes no token', { timeout: RUN_MS + 5_000 }, async () => {
    const server = await fake();
    const idp = await startIdp((request, _body, url) => {
      if (request.url === '/.well-known/openid-configuration') return { status: 200, body: JSON.stringify({ token_endpoint: `${url}/token` }) };
      return {
        status: 400,
        body: JSON.stringify({
          error: 'invalid_grant',
          error_description: `Token is not active (refresh_token=${REFRESH_TOKEN}, client_secret: ${CLIENT_SECRET})`,
        }),
      };
    });
    const expired = jwt(Math.floor(Date.now() / 1000) - 5);
    const kubeconfig = writeKubeconfig(tempDir(), server, oidcUser(idp.url, expired));
    const run = await cli([...LIVE, '--kubeconfig', kubeconfig]);
    expect(run).toMatchObject({ code: 2, stdout: '' });
    expect(run.stderr).toBe(
      `k8s-upgrade-check: credentials for context "x" (${server.url}) could not be obtained: the oidc auth-provider of user "u" could not refresh its id-token: its token endpoint answered 400: invalid_grant (Token is not active (refresh_token=[redacted], client_secret: [redacted])); log in again (kubectl oidc-login, or your identity provider's tool)\n`,
    );
    expectNoSecret(run.stderr, [REFRESH_TOKEN, CLIENT_SECRET, expired, server.token]);
  });

  it('an identity provider that is gone, or answers its discovery with a page', { timeout: 10_000 }, async () => {
    const server = await fake();
    const expired = jwt(1);
    const gone = await failure(() => authorize(writeKubeconfig(tempDir(), server, oidcUser('http://127.0.0.1:1/realms/dev', expired))));
    expect(gone).toBe(
      `credentials for context "x" (${server.url}) could not be obtained: the oidc auth-provider of user "u" could not refresh its id-token: the request to the identity provider http://127.0.0.1:1/realms/dev failed (connection refused); log in again (kubectl oidc-login, or your identity provider's tool)`,
    );
    const idp = await startIdp(() => ({ status: 404, body: `<html><body>Not Found; session=${REFRESH_TOKEN}</body></html>`, type: 'text/html' }));
    const page = await failure(() => authorize(writeKubeconfig(tempDir(), server, oidcUser(idp.url, expired))));
    expect(page).toBe(
      `credentials for context "x" (${server.url}) could not be obtained: the oidc auth-provider of user "u" could not refresh its id-token: the identity provider's discovery document (${idp.url}/.well-known/openid-configuration) answered 404: <html><body>Not Found; session=[redacted]</body></html>; log in again (kubectl oidc-login, or your identity provider's tool)`,
    );
  });

  it('an answer without an id_token, and an id-token that is no JWT', { timeout: 10_000 }, async () => {
    const server = await fake();
    const idp = await startIdp((request, _body, url) => {
      if (request.url === '/.well-known/openid-configuration') return { status: 200, body: JSON.stringify({ token_endpoint: `${url}/token` }) };
      return { status: 200, body: JSON.stringify({ access_token: 'only-access-8f7e6d5c', token_type: 'Bearer' }) };
    });
    expect(await failure(() => authorize(writeKubeconfig(tempDir(), server, oidcUser(idp.url, jwt(1)))))).toBe(
      `credentials for context "x" (${server.url}) could not be obtained: the oidc auth-provider of user "u" could not refresh its id-token: the token endpoint answered without an id_token (the scope "openid" was not asked for at login, or the provider does not return id-tokens on refresh); log in again (kubectl oidc-login, or your identity provider's tool)`,
    );
    expect(await failure(() => authorize(writeKubeconfig(tempDir(), server, oidcUser(idp.url, 'not-a-jwt-token-value'))))).toBe(
      `credentials for context "x" (${server.url}) could not be obtained: the oidc auth-provider of user "u" has an id-token that is not a JWT; log in again (kubectl oidc-login, or your identity provider's tool)`,
    );
  });
});

describe('an identity provider that misbehaves', () => {
  const LOG_IN = "; log in again (kubectl oidc-login, or your identity provider's tool)";
  const discovery =
    (tokenEndpoint: (url: string) => string) =>
    (request: IncomingMessage, _body: string, url: string): IdpAnswer =>
      request.url === '/.well-known/openid-configuration'
        ? { status: 200, body: JSON.stringify({ token_endpoint: tokenEndpoint(url) }) }
        : { status: 200, body: JSON.stringify({ id_token: 'x' }) };

  it('never answers: stopped at the time limit', { timeout: 10_000 }, async () => {
    const server = await fake();
    const idp = await startIdp(() => () => undefined);
    const started = Date.now();
    const message = await failure(() => authorize(writeKubeconfig(tempDir(), server, oidcUser(idp.url, jwt(1))), 5_000, 300));
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(message).toBe(
      `credentials for context "x" (${server.url}) could not be obtained: the oidc auth-provider of user "u" could not refresh its id-token: the request to the identity provider ${idp.url} failed (no answer in time)${LOG_IN}`,
    );
  });

  it('answers a byte now and then, never finishing: stopped at the time limit all the same', { timeout: 10_000 }, async () => {
    const server = await fake();
    const idp = await startIdp(() => (response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      const drip = setInterval(() => (response.destroyed ? clearInterval(drip) : response.write(' ')), 100);
      response.on('close', () => clearInterval(drip));
    });
    const started = Date.now();
    const message = await failure(() => authorize(writeKubeconfig(tempDir(), server, oidcUser(idp.url, jwt(1))), 5_000, 600));
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(message).toBe(
      `credentials for context "x" (${server.url}) could not be obtained: the oidc auth-provider of user "u" could not refresh its id-token: the request to the identity provider ${idp.url} failed (no answer in time)${LOG_IN}`,
    );
  });

  it('names a token endpoint with a secret in its query: shown redacted', { timeout: 10_000 }, async () => {
    const server = await fake();
    const idp = await startIdp(discovery(() => 'ftp://idp.invalid/token?client_secret=hunter2-hunter2'));
    const message = await failure(() => authorize(writeKubeconfig(tempDir(), server, oidcUser(idp.url, jwt(1)))));
    expect(message).not.toContain('hunter2');
    expect(message).toContain(
      'the request to its token endpoint ftp://idp.invalid/token?client_secret=[redacted] failed (the scheme ftp: is not http or https)',
    );
  });

  it('answers its discovery without end: cut off at 1 MiB', { timeout: 10_000 }, async () => {
    const server = await fake();
    const idp = await startIdp(() => (response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const more = () => {
        while (!response.destroyed && response.write(chunk));
        if (!response.destroyed) response.once('drain', more);
      };
      more();
    });
    const message = await failure(() => authorize(writeKubeconfig(tempDir(), server, oidcUser(idp.url, jwt(1)))));
    expect(message).toBe(
      `credentials for context "x" (${server.url}) could not be obtained: the oidc auth-provider of user "u" could not refresh its id-token: the request to the identity provider ${idp.url} failed (it answered with more than 1 MiB)${LOG_IN}`,
    );
  });

  it('names a token endpoint that is a local file: not followed', { timeout: 10_000 }, async () => {
    const server = await fake();
    const idp = await startIdp(discovery(() => 'file:///etc/passwd'));
    const message = await failure(() => authorize(writeKubeconfig(tempDir(), server, oidcUser(idp.url, jwt(1)))));
    expect(message).toBe(
      `credentials for context "x" (${server.url}) could not be obtained: the oidc auth-provider of user "u" could not refresh its id-token: the request to its token endpoint file:///etc/passwd failed (the scheme file: is not http or https)${LOG_IN}`,
    );
  });

  it('over https: trusted through idp-certificate-authority-data, refused without it, and a FIFO as idp-certificate-authority is not opened', {
    timeout: 10_000,
  }, async () => {
    const server = await fake();
    const idp = await startIdp(
      (request, _body, url) =>
        request.url === '/.well-known/openid-configuration'
          ? { status: 200, body: JSON.stringify({ token_endpoint: `${url}/token` }) }
          : { status: 200, body: JSON.stringify({ id_token: server.token }) },
      true,
    );
    const trusted = await authorize(
      writeKubeconfig(tempDir(), server, oidcUser(idp.url, jwt(1), { 'idp-certificate-authority-data': base64(testPki().caPem) })),
    );
    expect(trusted.headers.Authorization).toBe(`Bearer ${server.token}`);
    const untrusted = await failure(() => authorize(writeKubeconfig(tempDir(), server, oidcUser(idp.url, jwt(1)))));
    expect(untrusted).toMatch(
      /could not refresh its id-token: the request to the identity provider https:\/\/127\.0\.0\.1:\d+ failed \(its certificate is (self-signed and )?not trusted; set idp-certificate-authority-data\)/,
    );
    const fifo = join(tempDir(), 'idp-ca.crt');
    mkfifo(fifo);
    const started = Date.now();
    const pipe = await failure(() => authorize(writeKubeconfig(tempDir(), server, oidcUser(idp.url, jwt(1), { 'idp-certificate-authority': fifo }))));
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(pipe).toContain(`cannot read the auth-provider idp-certificate-authority of user "u" (${fifo}): it is a named pipe (FIFO), not a regular file`);
  });
});

// ---------------------------------------------------------------------------------------------

describe('a kubeconfig, or a file it names, that is no regular file', () => {
  it('KUBECONFIG=/dev/zero: one line at once, not gigabytes', { timeout: RUN_MS + 5_000 }, async () => {
    const run = await cli(LIVE, { KUBECONFIG: '/dev/zero' });
    expect(run).toMatchObject({
      code: 2,
      stdout: '',
      stderr: 'k8s-upgrade-check: cannot read kubeconfig /dev/zero: it is a character device, not a regular file; fix KUBECONFIG or pass --kubeconfig\n',
    });
    expect(run.ms).toBeLessThan(10_000);
  });

  it('a FIFO in KUBECONFIG is not waited on; one named with --kubeconfig is read as a stream, as -f reads one', { timeout: 2 * RUN_MS + 5_000 }, async () => {
    const fifo = join(tempDir(), 'kubeconfig');
    mkfifo(fifo);
    const fromEnv = await cli(LIVE, { KUBECONFIG: fifo });
    expect(fromEnv).toMatchObject({
      code: 2,
      stdout: '',
      stderr: `k8s-upgrade-check: cannot read kubeconfig ${fifo}: it is a named pipe (FIFO), not a regular file; fix KUBECONFIG or pass --kubeconfig\n`,
    });
    // `--kubeconfig <(sops -d kubeconfig.enc)`: a writer that sends binary data is cut off at once
    const writer = spawn('sh', ['-c', 'exec cat /dev/zero > "$1"', 'sh', fifo], { stdio: 'ignore' });
    try {
      const named = await cli([...LIVE, '--kubeconfig', fifo]);
      expect(named).toMatchObject({
        code: 2,
        stdout: '',
        stderr: `k8s-upgrade-check: cannot read kubeconfig ${fifo}: it holds binary data (a NUL byte among its first 8,000 bytes), not text; check --kubeconfig\n`,
      });
      expect(named.ms).toBeLessThan(10_000);
    } finally {
      writer.kill('SIGKILL');
    }
  });

  it('a 100 MB kubeconfig is refused from its size', { timeout: RUN_MS + 5_000 }, async () => {
    const file = join(tempDir(), 'kubeconfig');
    writeFileSync(file, 'apiVersion: v1\nkind: Config\n# ');
    truncateSync(file, 100 * 1024 * 1024);
    const run = await cli([...LIVE, '--kubeconfig', file]);
    expect(run).toMatchObject({
      code: 2,
      stdout: '',
      stderr: `k8s-upgrade-check: cannot read kubeconfig ${file}: it is 100 MiB, over the limit of 16 MiB for one file; check --kubeconfig\n`,
    });
  });

  it('a kubeconfig whose aliases expand without end, or into themselves, in the exec extension handed to the plugin', {
    timeout: 2 * RUN_MS + 5_000,
  }, async () => {
    const server = await fake();
    const dir = tempDir();
    const levels = Array.from({ length: 9 }, (_, i) => `      l${i + 1}: &l${i + 1} [${Array(10).fill(`*l${i}`).join(', ')}]`).join('\n');
    const head = `apiVersion: v1\nclusters:\n- name: c\n  cluster:\n    server: ${server.url}\n    extensions:\n    - name: client.authentication.k8s.io/exec\n      extension:\n`;
    const tail = `users:\n- name: u\n  user:\n    exec: {apiVersion: client.authentication.k8s.io/v1, command: /bin/true, provideClusterInfo: true, interactiveMode: Never}\ncontexts:\n- name: x\n  context: {cluster: c, user: u}\ncurrent-context: x\n`;
    const laughs = join(dir, 'laughs');
    writeFileSync(laughs, `${head}        l0: &l0 [lol, lol]\n${levels.replace(/^ {6}/gm, '        ')}\n${tail}`);
    const run = await cli([...LIVE, '--kubeconfig', laughs]);
    expect(run).toMatchObject({
      code: 2,
      stdout: '',
      stderr: `k8s-upgrade-check: kubeconfig ${laughs} cannot be read: aliases repeat more than 1,000,000 nodes; fix the file\n`,
    });
    const loop = join(dir, 'loop');
    writeFileSync(loop, `${head}        self: &self [*self]\n${tail}`);
    const looped = await cli([...LIVE, '--kubeconfig', loop]);
    expect(looped).toMatchObject({
      code: 2,
      stdout: '',
      stderr: `k8s-upgrade-check: kubeconfig ${loop} cannot be read: an anchor holds an alias to itself, so the document has no end; fix the file\n`,
    });
  });

  it('~/.kube/config that links to /dev/zero', { timeout: RUN_MS + 5_000 }, async () => {
    const home = tempDir();
    mkdirSync(join(home, '.kube'));
    symlinkSync('/dev/zero', join(home, '.kube', 'config'));
    const run = await cli(LIVE, { HOME: home });
    expect(run).toMatchObject({
      code: 2,
      stdout: '',
      stderr: `k8s-upgrade-check: cannot read kubeconfig ${join(home, '.kube', 'config')}: it is a character device, not a regular file\n`,
    });
  });

  it('a certificate-authority that is a FIFO, a client key that is /dev/urandom, a tokenFile that is /dev/zero', { timeout: 3 * RUN_MS + 5_000 }, async () => {
    const server = await fake();
    const dir = tempDir();
    const fifo = join(dir, 'ca.crt');
    mkfifo(fifo);
    const ca = await cli([
      ...LIVE,
      '--kubeconfig',
      writeKubeconfig(dir, server, { token: server.token }, { 'certificate-authority-data': null, 'certificate-authority': 'ca.crt' }),
    ]);
    expect(ca).toMatchObject({ code: 2, stdout: '' });
    expect(ca.stderr).toBe(
      `k8s-upgrade-check: cannot read the certificate-authority of cluster "c" (${fifo}): it is a named pipe (FIFO), not a regular file; point it at a PEM file (at most 16 MiB)\n`,
    );

    const keyDir = tempDir();
    symlinkSync('/dev/urandom', join(keyDir, 'client.key'));
    writeFileSync(join(keyDir, 'client.crt'), '-----BEGIN CERTIFICATE-----\n-----END CERTIFICATE-----\n');
    const key = await cli([...LIVE, '--kubeconfig', writeKubeconfig(keyDir, server, { 'client-certificate': 'client.crt', 'client-key': 'client.key' })]);
    expect(key).toMatchObject({ code: 2, stdout: '' });
    expect(key.stderr).toContain(`cannot read the client-key of user "u" (${join(keyDir, 'client.key')}): it is a character device, not a regular file`);
    expect(key.stderr.split('\n')).toHaveLength(2);

    const token = await cli([...LIVE, '--kubeconfig', writeKubeconfig(tempDir(), server, { tokenFile: '/dev/zero' })]);
    expect(token).toMatchObject({ code: 2, stdout: '' });
    expect(token.stderr).toContain('cannot read the tokenFile /dev/zero of user "u": it is a character device, not a regular file');
  });
});

// ---------------------------------------------------------------------------------------------

describe('the redactor', () => {
  it('a secret no URL can carry (a lone surrogate) is still blanked, and breaks no later message', () => {
    const secret = 'tok\ud800en-from-a-provider';
    redact(`x ${secret}`, [secret]);
    expect(redact(`the token ${secret} expired`, [secret])).toBe('the token [redacted] expired');
    expect(redact('a later message')).toBe('a later message');
  });

  it('quotes a long answer without a space up to its limit, not as nothing', () => {
    const answer = `{"message":"${'x'.repeat(20_000)}"}`;
    expect(quote(answer, 40)).toBe(`{"message":"${'x'.repeat(27)}…`);
  });

  it('leaves the words people need: paths, AWS and Kubernetes messages, digests', () => {
    for (const text of [
      'exec: /usr/local/google-cloud-sdk/bin/gke-gcloud-auth-plugin: not found',
      'could not get token: AccessDenied: User: arn:aws:iam::123456789012:user/dev is not authorized to perform: sts:AssumeRole',
      'secrets is forbidden: User "system:serviceaccount:ops:checker" cannot list resource "secrets" in API group "" at the cluster scope',
      'image registry.k8s.io/pause@sha256:7031c1b283388d2c2e09b57badb803c05ebed362dc88d84b480cc47f72a21097',
      'error: token has expired; run aws sso login',
    ]) {
      expect(redact(text)).toBe(text);
    }
  });

  it('takes out secrets in the spellings tools print them', () => {
    expect(redact("AWS_SECRET_ACCESS_KEY=abc/DEF+ghi export aws_session_token='x y z'")).toBe(
      "AWS_SECRET_ACCESS_KEY=[redacted] export aws_session_token='[redacted]'",
    );
    expect(redact('{"clientSecret":"s","id_token":"t","refreshToken": "r"}')).toBe(
      '{"clientSecret":"[redacted]","id_token":"[redacted]","refreshToken": "[redacted]"}',
    );
    expect(redact('Proxy-Authorization: Negotiate YIIGhgYJKoZIhvcSAQICAQBuggZ1MIIGcaADAgEF')).toBe('Proxy-Authorization: Negotiate [redacted]');
    expect(redact('"authorization": "AWS4-HMAC-SHA256 Credential=AKIA/20240101/us-east-1/sts/aws4_request, Signature=f00d"')).toBe(
      '"authorization": "[redacted]"',
    );
    expect(redact('--password=pa55 --token tok-1234abcd')).toBe('--password=[redacted] --token [redacted]');
    expect(redact('secret is 9f2c-77ab-41d0')).toBe('secret is [redacted]');
    expect(redact('key 4f1d2c3b4a5968778695a4b3c2d1e0f9 and id ASIAQX4Z7EXAMPLE2K9D')).toBe('key [redacted] and id [redacted]');
    expect(redact('MY_VAR=region-value-7 here', ['region-value-7'])).toBe('MY_VAR=[redacted] here');
    expect(redact('\x1b[1mclient_secret\x1b[0m: \x1b[33mabc123xyz\x1b[0m')).toBe('client_secret: [redacted]');
    expect(redact('login?pw=p%40ss%20w0rd&x={"pw":"p@ss \\"w0rd"}', ['p@ss w0rd', 'p@ss "w0rd'])).toBe('login?pw=[redacted]&x={"pw":"[redacted]"}');
  });

  it('takes linear time on text built to make patterns backtrack', { timeout: 10_000 }, () => {
    const n = 200_000;
    for (const text of [
      '_'.repeat(n) + 'token=x',
      'token_'.repeat(n / 6),
      'password='.repeat(n / 9),
      `"access_token": "${'\\a'.repeat(n / 2)}`,
      'Ab1/'.repeat(n / 4),
      'Bearer '.repeat(n / 7),
      '-'.repeat(n),
    ]) {
      const started = performance.now();
      redact(text);
      quote(text);
      expect(performance.now() - started).toBeLessThan(2_000);
    }
  });
});
