/**
 * The same objects give the same findings whether they are read as manifests or from a live
 * cluster. Every rule fixture that a cluster can hold is served by the fake API server the way a
 * real one would hold it (applied with kubectl, so stored in the served version with the written
 * one in last-applied; kubelet configuration behind configz; metric objects as /metrics text),
 * then both paths run the fixture's rule and must agree.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { allRules } from '../../../rules/index.js';
import type { Finding, K8sObject } from '../../../src/model.js';
import type { Rule } from '../../../src/rule.js';
import { run } from '../../../src/run.js';
import { loadManifests } from '../../../src/sources/manifests.js';
import { appliedWithKubectl, builtinResources, nodeObject, startFakeApiServer } from '../../support/fake-apiserver.js';
import type { FakeCluster, FakeNodeKubelet, FakeResource, JsonObject } from '../../support/fake-apiserver.js';
import { REPO_ROOT, fixtureDir } from '../../support/rule-tester.js';
import { runLive, tempDir } from './helpers.js';

const CLUSTER_VERSION = 'v1.35.2';
const FROM = '1.35';
const TARGET = '1.37';
const RESOURCES = builtinResources();
const NODE_KINDS = new Set(['KubeletConfiguration', 'KubeletMetrics']);

type Plan = { objects: JsonObject[]; kubelets: Record<string, FakeNodeKubelet>; apiserverMetrics?: string; resources: FakeResource[] } | { skip: string };

/** How a cluster would hold the fixture's objects, or why it cannot. */
function clusterFor(objects: readonly K8sObject[]): Plan {
  const stored: JsonObject[] = [];
  const resources = [...RESOURCES];
  const kubelets: Record<string, FakeNodeKubelet> = {};
  const seen = new Set<string>();
  let apiserverMetrics: string | undefined;
  let nodes = 0;
  for (const obj of objects) {
    if (obj.kind === 'KubeletConfiguration') {
      const name = `config-node-${++nodes}`;
      const { apiVersion: _a, kind: _k, metadata: _m, ...config } = obj.body;
      kubelets[name] = { configz: config };
      stored.push(nodeObject(name, { kubeletVersion: 'v1.35.2' }));
      continue;
    }
    if (obj.kind === 'APIServerMetrics') {
      apiserverMetrics = (apiserverMetrics ?? '') + metricsText(obj);
      continue;
    }
    if (obj.kind === 'KubeletMetrics') {
      const name = String(obj.metadata.name);
      kubelets[name] = { ...kubelets[name], configz: kubelets[name]?.configz ?? {}, metrics: metricsText(obj) };
      continue;
    }
    // Kubernetes' own groups hand kinds on (extensions Ingress is networking.k8s.io Ingress); other groups do not.
    const group = obj.apiVersion.includes('/') ? obj.apiVersion.slice(0, obj.apiVersion.indexOf('/')) : '';
    const ownGroup = !group.includes('.') || group.endsWith('.k8s.io');
    let resource = resources.find((r) => r.kind === obj.kind && r.verbs?.includes('list') && !r.aggregated && (r.group === group || ownGroup));
    // Other groups' kinds are custom resources: the cluster serves them once their CRD is installed.
    if (!resource && !ownGroup && group) {
      resource = {
        group,
        versions: [obj.apiVersion.slice(group.length + 1)],
        resource: `${obj.kind.toLowerCase()}s`,
        kind: obj.kind,
        namespaced: Boolean(obj.metadata.namespace),
        verbs: ['get', 'list'],
        custom: true,
      };
      resources.push(resource);
    }
    if (!resource) return { skip: `${obj.apiVersion} ${obj.kind} is not something this cluster serves` };
    if (typeof obj.metadata.name !== 'string') return { skip: `${obj.kind} without a name` };
    const namespace = resource.namespaced ? (obj.metadata.namespace ?? 'default') : undefined;
    const key = `${obj.kind}/${namespace ?? ''}/${obj.metadata.name}`;
    if (seen.has(key)) return { skip: `two objects named ${key}` };
    seen.add(key);
    const manifest = { ...structuredClone(obj.body), metadata: { ...structuredClone(obj.metadata), ...(namespace ? { namespace } : {}) } } as JsonObject;
    const served = resource.group ? `${resource.group}/${resource.versions[0]}` : resource.versions[0];
    stored.push(appliedWithKubectl(manifest, served));
  }
  // Kubelet metrics are read only from nodes the cluster lists, and every listed node's kubelet answers.
  for (const name of Object.keys(kubelets))
    if (!stored.some((o) => o.kind === 'Node' && (o.metadata as { name: string }).name === name)) stored.push(nodeObject(name, { kubeletVersion: 'v1.35.2' }));
  for (const node of stored.filter((o) => o.kind === 'Node')) kubelets[String((node.metadata as { name: string }).name)] ??= { configz: {}, metrics: '' };
  return { objects: stored, kubelets, apiserverMetrics, resources };
}

function metricsText(obj: K8sObject): string {
  const samples = (obj.body.samples ?? {}) as Record<string, { labels?: Record<string, string>; value: number }[]>;
  const lines: string[] = [];
  for (const [family, list] of Object.entries(samples)) {
    for (const sample of list ?? []) {
      const labels = Object.entries(sample.labels ?? {}).map(([k, v]) => `${k}="${String(v).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`);
      lines.push(`${family}${labels.length ? `{${labels.join(',')}}` : ''} ${sample.value}`);
    }
  }
  return lines.join('\n') + '\n';
}

/** What a reader compares: rule, severity, message and object; kubelet facts are named after nodes live. */
function comparable(findings: readonly Finding[], namespaced: (kind: string) => boolean): string[] {
  return findings
    .flatMap((f) => (f.group ? f.group.objects.map((object) => ({ ...f, object })) : [f]))
    .map((f) => {
      const kind = f.object?.kind ?? '-';
      const name = NODE_KINDS.has(kind) || kind === 'Node' ? '*' : (f.object?.name ?? '-');
      const namespace = f.object?.namespace ?? (namespaced(kind) ? 'default' : '');
      return `${f.ruleId} ${f.severity} [${kind} ${namespace}/${name}] ${f.message}`;
    })
    .sort();
}

const namespaced = (kind: string) => RESOURCES.some((r) => r.kind === kind && r.namespaced);

function fixturesOf(rule: Rule): string[] {
  const dir = fixtureDir(rule);
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => /^(valid|invalid)\..*\.ya?ml$/.test(f))
        .sort()
    : [];
}

/** Rules whose tests load fixtures as a kubelet's static pod directory: a cluster shows those as mirror pods. */
function readsStaticPodFiles(rule: Rule): boolean {
  const test = join(REPO_ROOT, 'tests', 'rules', rule.release, `${rule.id}.test.ts`);
  return existsSync(test) && readFileSync(test, 'utf8').includes('staticPods: true');
}

/**
 * Fixtures whose findings differ, and why. Each entry must keep differing: when the cause is fixed
 * the test fails and the entry goes.
 */
const KNOWN_DIFFERENCES: Record<string, string> = {
  'hpa-scale-to-zero/invalid.autoscaling-v1.yaml':
    "the fake API server does not convert autoscaling/v1's metrics annotation into autoscaling/v2 spec.metrics as a real one does",
};

const servers: FakeCluster[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

const compared: string[] = [];
const skipped: string[] = [];

describe('manifests and a live cluster give the same findings', () => {
  for (const rule of allRules) {
    for (const fixture of fixturesOf(rule)) {
      it(`${rule.id}: ${fixture}`, async () => {
        const file = join(fixtureDir(rule), fixture);
        const loaded = loadManifests({ paths: [file], cwd: fixtureDir(rule) });
        const plan = readsStaticPodFiles(rule)
          ? { skip: 'static pod files' }
          : rule.id === 'parse-error'
            ? { skip: 'about files: a cluster holds no unrendered templates' }
            : loaded.problems.length
              ? { skip: 'not parsable' }
              : loaded.objects.length === 0
                ? { skip: 'no objects' }
                : clusterFor(loaded.objects);
        if ('skip' in plan) {
          skipped.push(`${rule.id}/${fixture}: ${plan.skip}`);
          return;
        }
        const fromFiles = await run({
          target: TARGET,
          from: FROM,
          rules: [rule],
          source: {
            load: (_rules, sink) => {
              loaded.objects.forEach((o) => sink.add(o));
              loaded.problems.forEach((p) => sink.addProblem(p));
              return { files: loaded.files, gaps: [] };
            },
          },
          policy: { cwd: tempDir() },
        });
        const server = await startFakeApiServer({ gitVersion: CLUSTER_VERSION, ...plan });
        servers.push(server);
        const live = await runLive(server, [rule], TARGET);
        // Nothing unseen; notes on what the run assumed (an add-on release) are the same either way, the live ones naming the cluster.
        expect(live.gaps).toEqual(fromFiles.gaps.map((gap) => ({ ...gap, cluster: 'fake' })));
        const key = `${rule.id}/${fixture}`;
        if (KNOWN_DIFFERENCES[key])
          expect(comparable(live.findings, namespaced), KNOWN_DIFFERENCES[key]).not.toEqual(comparable(fromFiles.findings, namespaced));
        else expect(comparable(live.findings, namespaced)).toEqual(comparable(fromFiles.findings, namespaced));
        compared.push(key);
      });
    }
  }

  it('compares most fixtures, and skips only those a cluster cannot hold', () => {
    expect(compared.length).toBeGreaterThan(60);
    for (const reason of skipped)
      expect(reason).toMatch(/static pod files|about files|not parsable|is not something this cluster serves|without a name|two objects named|no objects/);
  });
});
