/**
 * Answers are read up to a size limit (K8S_UPGRADE_CHECK_MAX_RESPONSE_SIZE, default 256Mi), counted
 * after decompression: an answer past it is given up as a coverage gap, never read into memory.
 */
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../src/errors.js';
import { connectCluster } from '../../../src/sources/cluster/index.js';
import { responseLimitFrom } from '../../../src/sources/cluster/http.js';
import type { JsonObject } from '../../support/fake-apiserver.js';
import { fakeClusters, kindsProbe, loadLive, names, pod, runCliAsync, tempDir } from './helpers.js';

const fake = fakeClusters();

function configMap(name: string, bytes: number, fill = 'x'): JsonObject {
  return { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name, namespace: 'shop', uid: `cm-${name}` }, data: { blob: fill.repeat(bytes) } };
}

const tooLarge = (path: string, limit: string) =>
  `the answer to ${path} is larger than ${limit}, the limit for one answer; read less (-n NAMESPACE) or raise K8S_UPGRADE_CHECK_MAX_RESPONSE_SIZE (up to 512Mi)`;

describe('the response size limit', () => {
  it('turns a list page over the limit into a gap and reads the rest', async () => {
    const server = await fake({ objects: [pod('web', 'shop'), configMap('big', 100 * 1024)] });
    const loaded = await loadLive(server, [kindsProbe(['Pod', 'ConfigMap'])], { env: { K8S_UPGRADE_CHECK_MAX_RESPONSE_SIZE: '64Ki' } });
    expect(names(loaded.objects ?? [])).toEqual(['Pod shop/web']);
    expect(loaded.gaps).toEqual([
      { what: 'list v1 configmaps (all namespaces)', reason: tooLarge('/api/v1/configmaps', '64 KiB'), rules: ['probe'], cause: 'failed' },
    ]);
  });

  it('counts a gzip answer after decompression', async () => {
    // 4 MiB of one letter gzips to a few KiB: only the decompressed size tells.
    const server = await fake({ gzip: true, objects: [configMap('compressible', 4 * 1024 * 1024, 'a')] });
    const loaded = await loadLive(server, [kindsProbe(['ConfigMap'])], { env: { K8S_UPGRADE_CHECK_MAX_RESPONSE_SIZE: '1Mi' } });
    expect(loaded.objects).toEqual([]);
    expect(loaded.gaps.map((g) => g.reason)).toEqual([tooLarge('/api/v1/configmaps', '1 MiB')]);
    const again = await loadLive(server, [kindsProbe(['ConfigMap'])], { env: { K8S_UPGRADE_CHECK_MAX_RESPONSE_SIZE: '8Mi' } });
    expect(names(again.objects ?? [])).toEqual(['ConfigMap shop/compressible']);
  });

  it('ends the run with one line when the version answer is over the limit', async () => {
    const server = await fake({ versionPadding: 4096 });
    const kubeconfig = server.writeKubeconfig(tempDir(), { context: 'prod' });
    const result = await runCliAsync(['--target', '1.37', '--kubeconfig', kubeconfig], { K8S_UPGRADE_CHECK_MAX_RESPONSE_SIZE: '2Ki' });
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr: `k8s-upgrade-check: the API server of context "prod" (${server.url}): ${tooLarge('/version', '2 KiB')}\n`,
    });
  });

  it('reads sizes as bytes or Kubernetes quantities, and refuses anything else', async () => {
    expect([undefined, '', '1048576', '300Mi', '500M', '512Mi'].map((value) => responseLimitFrom({ K8S_UPGRADE_CHECK_MAX_RESPONSE_SIZE: value }))).toEqual([
      256 * 1024 ** 2,
      256 * 1024 ** 2,
      1024 ** 2,
      300 * 1024 ** 2,
      500_000_000,
      // Node.js's longest string
      536_870_888,
    ]);
    for (const value of ['lots', '1Gi', '1Ti', '1.5Gi', '100', '-1Mi']) {
      expect(() => responseLimitFrom({ K8S_UPGRADE_CHECK_MAX_RESPONSE_SIZE: value })).toThrow(UsageError);
    }
    expect(() => responseLimitFrom({ K8S_UPGRADE_CHECK_MAX_RESPONSE_SIZE: 'lots' })).toThrow(
      'K8S_UPGRADE_CHECK_MAX_RESPONSE_SIZE="lots" is not a size from 1Ki to 512Mi; use for example 256Mi or 512Mi',
    );
    const server = await fake();
    await expect(connectCluster({ kubeconfig: server.writeKubeconfig(tempDir()), env: { K8S_UPGRADE_CHECK_MAX_RESPONSE_SIZE: '2Gi' } })).rejects.toThrow(
      UsageError,
    );
  });
});
