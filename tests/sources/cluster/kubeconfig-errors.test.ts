/**
 * A kubeconfig that cannot be used ends the run with one line of the tool's own words, naming the
 * file and what to do, and never a line of the file: any value in it may be a credential.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { connectCluster } from '../../../src/sources/cluster/index.js';
import { KUBECTL, fakeClusters, kubectlVersion, kubectlView, runCliAsync, tempDir } from './helpers.js';

const fake = fakeClusters();

const AWS_SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYzEXAMPLEKEY';

async function failure(kubeconfig: string | undefined, env: NodeJS.ProcessEnv = {}): Promise<string> {
  try {
    (await connectCluster({ kubeconfig, env, requestTimeout: '5s' })).close();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the connection to fail');
}

function file(name: string, text: string): string {
  const path = join(tempDir(), name);
  writeFileSync(path, text);
  return path;
}

describe('a kubeconfig that cannot be read', () => {
  it('is not valid YAML: the position, never the lines around it', async () => {
    const kubeconfig = file(
      'config',
      [
        'apiVersion: v1',
        'kind: Config',
        'users:',
        '- name: aws',
        '  user:',
        '    exec:',
        '      apiVersion: client.authentication.k8s.io/v1',
        '      command: aws',
        '      env:',
        '      - name: AWS_SECRET_ACCESS_KEY',
        `        value: ${AWS_SECRET}`,
        '       bad: indentation',
        '',
      ].join('\n'),
    );
    const result = await runCliAsync(['--target', '1.37', '--kubeconfig', kubeconfig]);
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr: `k8s-upgrade-check: kubeconfig ${kubeconfig} is not valid YAML at line 12, column 8 (bad indentation of a sequence entry): fix the file, or point --kubeconfig or KUBECONFIG at another one\n`,
    });
    if (KUBECTL) expect((await kubectlView(kubeconfig)).code).not.toBe(0);
  });

  it('says nothing of a token on the line that is wrong', async () => {
    const kubeconfig = file('config', 'users:\n- name: u\n  user:\n    token: "tok-unterminated-7c9d2e41\n');
    const message = await failure(kubeconfig);
    expect(message).toBe(
      `kubeconfig ${kubeconfig} is not valid YAML at line 5, column 1 (unexpected end of the stream within a double quoted scalar): fix the file, or point --kubeconfig or KUBECONFIG at another one`,
    );
  });

  it('leaves out a parser reason that quotes the file', async () => {
    const kubeconfig = file('config', 'users:\n- name: u\n  user:\n    token: !secret-s3cr3t-tag value\n');
    expect(await failure(kubeconfig)).toBe(
      `kubeconfig ${kubeconfig} is not valid YAML at line 4, column 36: fix the file, or point --kubeconfig or KUBECONFIG at another one`,
    );
  });

  it('is empty: our own words, no JavaScript error', async () => {
    for (const text of ['', '\n\n', '# nothing here yet\n']) {
      const kubeconfig = file('config', text);
      const result = await runCliAsync(['--target', '1.37', '--kubeconfig', kubeconfig]);
      expect(result).toEqual({
        code: 2,
        stdout: '',
        stderr: `k8s-upgrade-check: kubeconfig ${kubeconfig} is empty: it defines no cluster, user or context; point --kubeconfig or KUBECONFIG at the kubeconfig of your cluster (to check manifests instead, pass -f PATH)\n`,
      });
      if (KUBECTL) expect((await kubectlVersion(kubeconfig)).code).not.toBe(0);
    }
  });

  it('an empty file among KUBECONFIG files is skipped over, as kubectl does', async () => {
    const server = await fake();
    const empty = file('empty', '');
    const good = server.writeKubeconfig(tempDir());
    const cluster = await connectCluster({ env: { KUBECONFIG: [empty, good].join(':') } });
    cluster.close();
    expect(cluster.context).toBe('fake');
    if (KUBECTL) expect((await kubectlVersion(undefined, { KUBECONFIG: [empty, good].join(':') })).code).toBe(0);
  });

  it('is not a kubeconfig at all (a token file given by mistake): nothing of it is quoted', async () => {
    const token = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhZG1pbiJ9.c2lnbmF0dXJlLXZhbHVl';
    const kubeconfig = file('token', `${token}\n`);
    expect(await failure(kubeconfig)).toBe(
      `kubeconfig ${kubeconfig} is not a kubeconfig: it holds no mapping of clusters, users and contexts; point --kubeconfig or KUBECONFIG at the right file`,
    );
    if (KUBECTL) expect((await kubectlView(kubeconfig)).code).not.toBe(0);
  });

  it('has a field of the wrong type: the field is named, not its value', async () => {
    const kubeconfig = file(
      'config',
      'clusters:\n- name: c\n  cluster:\n    server: https://10.0.0.1:6443\nusers:\n- name: u\n  user:\n    token: 12345678901234567890\n',
    );
    expect(await failure(kubeconfig)).toBe(`kubeconfig ${kubeconfig}, user "u": token must be a string; fix the file (kubectl cannot read it either)`);
    if (KUBECTL) expect((await kubectlView(kubeconfig)).code).not.toBe(0);
  });

  it('has data that is not base64', async () => {
    const kubeconfig = file('config', 'users:\n- name: u\n  user:\n    client-key-data: "-----BEGIN PRIVATE KEY----- k3y-mat3rial"\n');
    expect(await failure(kubeconfig)).toBe(`kubeconfig ${kubeconfig}, user "u": client-key-data must be base64; fix the file (kubectl cannot read it either)`);
    if (KUBECTL) expect((await kubectlView(kubeconfig)).code).not.toBe(0);
  });

  it('defines a name twice in one file', async () => {
    const kubeconfig = file('config', 'clusters:\n- name: c\n  cluster: {server: "https://a:6443"}\n- name: c\n  cluster: {server: "https://b:6443"}\n');
    expect(await failure(kubeconfig)).toBe(`kubeconfig ${kubeconfig} defines the cluster "c" twice; remove one of them`);
    if (KUBECTL) expect((await kubectlView(kubeconfig)).code).not.toBe(0);
  });

  it('takes a key given twice at its last value, as kubectl does', async () => {
    const server = await fake();
    const good = server.writeKubeconfig(tempDir(), { context: 'prod' });
    const kubeconfig = file('config', `current-context: staging\n${readFileSync(good, 'utf8')}`);
    const cluster = await connectCluster({ kubeconfig, env: {} });
    cluster.close();
    expect(cluster.context).toBe('prod');
  });
});

describe('a kubeconfig whose context cannot be used', () => {
  it('names a user it does not define', async () => {
    const kubeconfig = file(
      'config',
      'clusters:\n- name: c\n  cluster: {server: "https://10.0.0.1:6443"}\ncontexts:\n- name: x\n  context: {cluster: c, user: nobody}\ncurrent-context: x\n',
    );
    expect(await failure(kubeconfig)).toBe(`context "x" refers to user "nobody", which kubeconfig ${kubeconfig} does not define`);
  });

  it('has a cluster without a server', async () => {
    const kubeconfig = file(
      'config',
      'clusters:\n- name: c\n  cluster: {insecure-skip-tls-verify: true}\ncontexts:\n- name: x\n  context: {cluster: c}\ncurrent-context: x\n',
    );
    expect(await failure(kubeconfig)).toBe(
      `cluster "c" in kubeconfig ${kubeconfig} has no server; set its cluster.server to the API server's address (https://HOST:PORT)`,
    );
  });

  it('uses an auth provider kubectl removed', async () => {
    const kubeconfig = file(
      'config',
      'clusters:\n- name: c\n  cluster: {server: "https://10.0.0.1:6443"}\nusers:\n- name: u\n  user: {auth-provider: {name: gcp, config: {access-token: ya29.s3cr3t-access-token}}}\ncontexts:\n- name: x\n  context: {cluster: c, user: u}\ncurrent-context: x\n',
    );
    expect(await failure(kubeconfig)).toBe(
      `user "u" in kubeconfig ${kubeconfig} uses the gcp auth-provider, which kubectl no longer has; use the gke-gcloud-auth-plugin exec plugin instead`,
    );
  });
});
