import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { K8sObject } from '../../../src/model.js';
import type { Rule } from '../../../src/rule.js';
import { defineRule } from '../../../src/rule.js';
import type { LoadedInput } from '../../../src/run.js';
import { connectCluster } from '../../../src/sources/cluster/index.js';
import type { LiveOptions } from '../../../src/sources/cluster/index.js';
import type { FakeCluster } from '../../support/fake-apiserver.js';

export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-live-'));
}

/**
 * A rule that only declares kinds: what the cluster source reads is driven by `kinds`, and these
 * tests look at what was read, not at findings.
 */
export function kindsProbe(kinds: string[], id = 'probe'): Rule {
  return defineRule({
    id,
    release: 'core',
    severity: 'info',
    kinds,
    docs: { summary: 'probe', changed: 'probe', affected: 'probe', why: 'probe', fix: 'probe', sources: [] },
    messages: { seen: 'seen' },
    check() {},
  });
}

/** Connects to the fake cluster through a real kubeconfig file, loads for the rules and disconnects. */
export async function loadLive(fake: FakeCluster, rules: readonly Rule[], options: Partial<LiveOptions> = {}): Promise<LoadedInput> {
  const kubeconfig = fake.writeKubeconfig(tempDir());
  const cluster = await connectCluster({ kubeconfig, env: {}, retryBaseMs: 5, ...options });
  try {
    return await cluster.load(rules);
  } finally {
    cluster.close();
  }
}

export function names(objects: readonly K8sObject[]): string[] {
  return objects.map((o) => `${o.kind} ${o.metadata.namespace ? `${o.metadata.namespace}/` : ''}${o.metadata.name}`).sort();
}

export function pod(name: string, namespace: string, extra: Record<string, unknown> = {}) {
  return { apiVersion: 'v1', kind: 'Pod', metadata: { name, namespace, uid: `pod-${namespace}-${name}` }, spec: { containers: [{ name: 'app', image: 'nginx:1.27' }] }, ...extra };
}
