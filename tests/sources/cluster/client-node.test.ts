import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SourceError } from '../../../src/errors.js';
import { loadClientNode } from '../../../src/sources/cluster/kubeconfig.js';
import { tempDir } from './helpers.js';

describe('@kubernetes/client-node for live mode', () => {
  it('loads the package', async () => {
    const clientNode = await loadClientNode();
    expect(typeof clientNode.KubeConfig).toBe('function');
  });

  it('says to keep the companion file beside the single-file plugin when it is missing', async () => {
    const companion = join(tempDir(), 'kubectl-upgrade_check.client-node.mjs');
    const error = await loadClientNode(() => import(pathToFileURL(companion).href)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceError);
    expect((error as SourceError).message).toBe(
      `checking a live cluster needs ${companion}, which is missing: keep kubectl-upgrade_check.client-node.mjs in the same directory as kubectl-upgrade_check.mjs (both are in the release archive; kubectl krew install upgrade-check installs them together); to check manifests instead, pass -f PATH`,
    );
  });

  it('says to reinstall the npm package when its dependency is missing', async () => {
    const error = await loadClientNode(() => import('@kubernetes/client-node-not-installed' as string)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceError);
    expect((error as SourceError).message).toBe(
      'checking a live cluster needs the npm package @kubernetes/client-node, which could not be loaded (@kubernetes/client-node-not-installed): reinstall k8s-upgrade-check with its dependencies (npm install -g k8s-upgrade-check); to check manifests instead, pass -f PATH',
    );
  });

  it('leaves other failures alone', async () => {
    const failure = new TypeError('Cannot read properties of undefined');
    await expect(loadClientNode(() => Promise.reject(failure))).rejects.toBe(failure);
  });
});
