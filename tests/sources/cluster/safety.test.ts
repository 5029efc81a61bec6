import { afterEach, describe, expect, it } from 'vitest';
import { redact, registerSecret } from '../../../src/sources/cluster/redact.js';
import { connectCluster } from '../../../src/sources/cluster/index.js';
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

describe('progress', () => {
  it('writes one self-rewriting line while reading when given a terminal, and clears it', async () => {
    const server = await startFakeApiServer({ gitVersion: 'v1.34.2', objects: [pod('web', 'shop'), nodeObject('n1', { kubeletVersion: 'v1.34.2' })], kubelets: { n1: { configz: {} } } });
    started.push(server);
    const writes: string[] = [];
    const cluster = await connectCluster({ kubeconfig: server.writeKubeconfig(tempDir()), env: {}, progress: (text) => writes.push(text) });
    await cluster.load([kindsProbe(['Pod', 'KubeletConfiguration'])], { add() {}, addProblem() {} });
    expect(writes.length).toBeGreaterThan(0);
    expect(writes[0]).toMatch(/^\r\x1b\[K(reading fake: \d+\/\d+ lists, \d+ objects(, nodes \d+\/\d+)?)?$/);
    expect(writes.at(-1)).toBe('\r\x1b[K');
  });
});
