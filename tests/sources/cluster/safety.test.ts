import { afterEach, describe, expect, it } from 'vitest';
import { redact, redactUrls, registerSecret } from '../../../src/redact.js';
import { connectCluster } from '../../../src/sources/cluster/index.js';
import { terminalLine } from '../../../src/sources/cluster/progress.js';
import { nodeObject, startFakeApiServer } from '../../support/fake-apiserver.js';
import type { FakeCluster } from '../../support/fake-apiserver.js';
import { kindsProbe, pod, tempDir } from './helpers.js';

const started: FakeCluster[] = [];
afterEach(async () => {
  while (started.length) await started.pop()!.close();
});

describe('credentials never reach the terminal', () => {
  it('redacts tokens, authorization headers, passwords and key material', () => {
    registerSecret('s3cr3t-registered-token-value');
    const text = [
      'failed with s3cr3t-registered-token-value in the URL',
      'Authorization: Bearer abc.def-ghi',
      'id token eyJhbGciOiJSUzI1NiIsImtpZCI6IngifQ.eyJpc3MiOiJrdWJlcm5ldGVzIn0.c2lnbmF0dXJlLXBhcnQ',
      'password: hunter22 token=abcdef123456',
      `client-key-data: ${'A'.repeat(80)}`,
    ].join('\n');
    expect(redact(text)).toBe(
      [
        'failed with [redacted] in the URL',
        'Authorization: Bearer [redacted]',
        'id token [redacted]',
        'password: [redacted] token=[redacted]',
        'client-key-data: [redacted]',
      ].join('\n'),
    );
  });
});

describe('URLs lose their user information', () => {
  it('in any text, for any scheme, also with an @ in the password', () => {
    expect(redactUrls('clone https://bob:PASS@host/x.git now')).toBe('clone https://***@host/x.git now');
    expect(redactUrls('(ssh://git@github.com/org/repo.git)')).toBe('(ssh://***@github.com/org/repo.git)');
    expect(redactUrls('http://u:p@ss@proxy:3128 and https://10.0.0.1:6443')).toBe('http://***@proxy:3128 and https://10.0.0.1:6443');
    expect(redactUrls('socks5://user:pw@127.0.0.1:1080')).toBe('socks5://***@127.0.0.1:1080');
  });

  it('and leaves alone what has none', () => {
    for (const text of ['https://git.example.com/x.git?ref=a@b', 'git@github.com:org/repo.git', 'mail ops@example.com', 'https://host/path/@scope/pkg'])
      expect(redactUrls(text)).toBe(text);
  });

  it('also through redact, which every quoted server or plugin message goes through', () => {
    expect(redact('dial https://admin:Sup3rSecretPw@10.0.0.1:6443 failed')).toBe('dial https://***@10.0.0.1:6443 failed');
  });
});

describe('progress', () => {
  it('writes one self-rewriting line while reading when given a terminal, and clears it', async () => {
    const server = await startFakeApiServer({
      gitVersion: 'v1.34.2',
      objects: [pod('web', 'shop'), nodeObject('n1', { kubeletVersion: 'v1.34.2' })],
      kubelets: { n1: { configz: {} } },
    });
    started.push(server);
    const writes: string[] = [];
    const cluster = await connectCluster({ kubeconfig: server.writeKubeconfig(tempDir()), env: {}, progress: terminalLine((text) => writes.push(text)) });
    await cluster.load([kindsProbe(['Pod', 'KubeletConfiguration'])], { add() {}, addProblem() {} });
    expect(writes.length).toBeGreaterThan(0);
    expect(writes[0]).toMatch(/^\r\x1b\[K(reading fake: \d+\/\d+ lists, \d+ objects(, nodes \d+\/\d+)?)?$/);
    expect(writes.at(-1)).toBe('\r\x1b[K');
  });
});
