/**
 * docs/rbac.yaml grants exactly what a live check uses: every request of a full run (all rules,
 * against a cluster serving every kind they can read) is allowed by it, and every permission in it
 * is used by some request.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { allRules } from '../../../rules/index.js';
import { builtinResources, helmRelease, nodeObject, startFakeApiServer } from '../../support/fake-apiserver.js';
import type { FakeCluster, FakeResource, RecordedRequest } from '../../support/fake-apiserver.js';
import { REPO_ROOT } from '../../support/rule-tester.js';
import { runLive } from './helpers.js';
import { bundledAddonData } from '../../../src/kube/addon-apis.js';

interface PolicyRule {
  apiGroups?: string[];
  resources?: string[];
  nonResourceURLs?: string[];
  verbs: string[];
}

interface Permission {
  group?: string;
  resource?: string;
  url?: string;
  verb: string;
}

const documents = yaml.loadAll(readFileSync(join(REPO_ROOT, 'docs', 'rbac.yaml'), 'utf8')) as { kind: string; rules?: PolicyRule[] }[];
const rules = documents.filter((d) => d.kind === 'ClusterRole').flatMap((d) => d.rules ?? []);

function allows(rule: PolicyRule, p: Permission): boolean {
  if (!rule.verbs.includes(p.verb) && !rule.verbs.includes('*')) return false;
  if (p.url !== undefined) return (rule.nonResourceURLs ?? []).some((u) => u === p.url || (u.endsWith('*') && p.url!.startsWith(u.slice(0, -1))));
  return (rule.apiGroups ?? []).some((g) => g === '*' || g === p.group) && (rule.resources ?? []).some((r) => r === '*' || r === p.resource);
}

/** What RBAC checks for a request, as the API server maps paths to attributes. */
function permissionOf(request: RecordedRequest): Permission {
  const proxy = /^\/api\/v1\/nodes\/[^/]+\/proxy\//.exec(request.path);
  if (proxy) return { group: '', resource: 'nodes/proxy', verb: 'get' };
  const list = /^\/(?:api\/v1|apis\/([^/]+)\/[^/]+)(?:\/namespaces\/[^/]+)?\/([^/]+)$/.exec(request.path);
  if (list && request.query.limit) return { group: list[1] ?? '', resource: list[2], verb: 'list' };
  return { url: request.path, verb: 'get' };
}

/** Resources a newer API server serves with alpha and beta APIs on, and the custom resources rules name. */
const EXTRA: FakeResource[] = [
  {
    group: 'internal.apiserver.k8s.io',
    versions: ['v1alpha1'],
    resource: 'storageversions',
    kind: 'StorageVersion',
    namespaced: false,
    verbs: ['get', 'list'],
  },
  { group: 'lifecycle.k8s.io', versions: ['v1alpha1'], resource: 'evictionrequests', kind: 'EvictionRequest', namespaced: true, verbs: ['get', 'list'] },
  {
    group: 'storagemigration.k8s.io',
    versions: ['v1'],
    resource: 'storageversionmigrations',
    kind: 'StorageVersionMigration',
    namespaced: false,
    verbs: ['get', 'list'],
  },
  ...(
    [
      ['cluster.x-k8s.io', 'clusters', 'Cluster'],
      ['kops.k8s.io', 'clusters', 'Cluster'],
      ['kops.k8s.io', 'instancegroups', 'InstanceGroup'],
      ['bootstrap.cluster.x-k8s.io', 'kubeadmconfigs', 'KubeadmConfig'],
      ['bootstrap.cluster.x-k8s.io', 'kubeadmconfigtemplates', 'KubeadmConfigTemplate'],
      ['controlplane.cluster.x-k8s.io', 'kubeadmcontrolplanes', 'KubeadmControlPlane'],
      ['controlplane.cluster.x-k8s.io', 'kubeadmcontrolplanetemplates', 'KubeadmControlPlaneTemplate'],
      ['machineconfiguration.openshift.io', 'kubeletconfigs', 'KubeletConfig'],
      ['monitoring.coreos.com', 'prometheusrules', 'PrometheusRule'],
      ['example.com', 'widgets', 'Widget'],
    ] as const
  ).map(([group, resource, kind]) => ({ group, versions: ['v1'], resource, kind, namespaced: true, verbs: ['get', 'list'], custom: true })),
  // One resource for every kind of every add-on group the data knows.
  ...[...new Map(bundledAddonData().apis.map((row) => [`${row.apiVersion.split('/')[0]}/${row.kind}`, row])).values()].map((row) => ({
    group: row.apiVersion.split('/')[0],
    versions: [row.apiVersion.split('/')[1]],
    resource: `${row.kind.toLowerCase()}s`,
    kind: row.kind,
    namespaced: true,
    verbs: ['get', 'list'],
    custom: true,
  })),
];

const servers: FakeCluster[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

async function fullRun(discovery: 'aggregated' | 'legacy'): Promise<RecordedRequest[]> {
  const server = await startFakeApiServer({
    gitVersion: 'v1.36.1',
    discovery,
    resources: [...builtinResources(), ...EXTRA],
    objects: [
      nodeObject('n1', { kubeletVersion: 'v1.36.1' }),
      helmRelease({ name: 'web', namespace: 'shop', revision: 1, chart: { name: 'web', version: '1.0.0' }, manifest: '' }),
    ],
    kubelets: { n1: { configz: {}, metrics: '' } },
    apiserverMetrics: '',
  });
  servers.push(server);
  const report = await runLive(server, allRules, '1.37');
  expect(report.gaps).toEqual([]);
  return server.requests;
}

describe('docs/rbac.yaml', () => {
  it('allows every request of a full live check, and grants nothing the check does not use', async () => {
    const requests = [...(await fullRun('aggregated')), ...(await fullRun('legacy'))];
    expect(requests.every((r) => r.method === 'GET')).toBe(true);
    const permissions = requests.map(permissionOf);
    const denied = permissions.filter((p) => !rules.some((rule) => allows(rule, p)));
    expect(denied).toEqual([]);

    const unused: string[] = [];
    for (const rule of rules) {
      for (const url of rule.nonResourceURLs ?? []) if (!permissions.some((p) => allows({ nonResourceURLs: [url], verbs: rule.verbs }, p))) unused.push(url);
      for (const group of rule.apiGroups ?? []) {
        for (const resource of rule.resources ?? []) {
          if (!permissions.some((p) => allows({ apiGroups: [group], resources: [resource], verbs: rule.verbs }, p))) unused.push(`${group}/${resource}`);
        }
      }
    }
    expect(unused).toEqual([]);
    // A custom resource no rule names is never read.
    expect(requests.some((r) => r.path.includes('widgets'))).toBe(false);
  });
});
