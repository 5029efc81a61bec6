import { describe, expect, it } from 'vitest';
import removedApi from '../../../rules/core/removed-api.js';
import deprecatedApi from '../../../rules/core/deprecated-api.js';
import { toolVersion } from '../../../src/package-files.js';
import type { Rule } from '../../../src/rule.js';
import type { Discovery } from '../../../src/sources/cluster/discovery.js';
import { planReads } from '../../../src/sources/cluster/plan.js';
import { deprecatedAt } from '../../../src/sources/cluster/deprecated-reads.js';
import { readServerVersion } from '../../../src/sources/cluster/server-version.js';
import { connectCluster } from '../../../src/sources/cluster/index.js';
import { builtinResources } from '../../support/fake-apiserver.js';
import type { FakeCluster, FakeResource, JsonObject } from '../../support/fake-apiserver.js';
import { fakeClusters, runLive, seen, tempDir } from './helpers.js';

const API_RULES = [removedApi, deprecatedApi] as Rule[];
const fake = fakeClusters('v1.24.17');

const PSP_RESOURCE: FakeResource = {
  group: 'policy',
  versions: ['v1beta1'],
  resource: 'podsecuritypolicies',
  kind: 'PodSecurityPolicy',
  namespaced: false,
  verbs: ['get', 'list', 'watch'],
};
const RESOURCES = [...builtinResources(), PSP_RESOURCE];
const PSP: JsonObject = { apiVersion: 'policy/v1beta1', kind: 'PodSecurityPolicy', metadata: { name: 'restricted', uid: 'p1' }, spec: {} };
const STORED =
  '# TYPE apiserver_storage_objects gauge\napiserver_storage_objects{resource="pods"} 12\napiserver_storage_objects{resource="podsecuritypolicies.policy"} 1\n';

const pspRequests = (server: FakeCluster) => server.requests.filter((r) => r.path.startsWith('/apis/policy/v1beta1/podsecuritypolicies')).length;

describe('a live check never lists through a deprecated API version', () => {
  it('leaves out a kind served only in versions deprecated at the server, and counts its objects from the metrics', async () => {
    const server = await fake({ resources: RESOURCES, objects: [PSP], apiserverMetrics: STORED });
    const report = await runLive(server, API_RULES, '1.25');
    expect(pspRequests(server)).toBe(0);
    expect(seen(report)).toEqual([]);
    expect(report.gaps).toEqual([
      {
        what: 'PodSecurityPolicy objects (policy/v1beta1)',
        reason:
          'served only in policy/v1beta1, deprecated since Kubernetes 1.21: not listed, so that this check is not itself a client of a deprecated API; the API server stores 1 (apiserver_storage_objects); --allow-deprecated-reads lists them',
        rules: ['removed-api', 'deprecated-api'],
        cause: 'skipped',
        cluster: 'fake',
      },
    ]);
  });

  it('lists it when allowed, and finds the removal', async () => {
    const server = await fake({ resources: RESOURCES, objects: [PSP], apiserverMetrics: STORED });
    const report = await runLive(server, API_RULES, '1.25', { allowDeprecatedReads: true });
    expect(pspRequests(server)).toBe(1);
    expect(report.findings.map((f) => `${f.ruleId} ${f.object?.kind} ${f.object?.name}`)).toEqual(['removed-api PodSecurityPolicy restricted']);
    expect(report.gaps).toEqual([]);
  });

  it('says nothing was missed when the server stores none, and that the count is unknown when its metrics are forbidden', async () => {
    const none = await fake({ resources: RESOURCES, apiserverMetrics: STORED.replace('"podsecuritypolicies.policy"} 1', '"podsecuritypolicies.policy"} 0') });
    expect((await runLive(none, API_RULES, '1.25')).gaps).toEqual([]);
    const forbidden = await fake({ resources: RESOURCES, objects: [PSP], forbidden: ['/metrics'] });
    const gaps = (await runLive(forbidden, API_RULES, '1.25')).gaps;
    expect(gaps.map((g) => g.reason)).toEqual([
      "served only in policy/v1beta1, deprecated since Kubernetes 1.21: not listed, so that this check is not itself a client of a deprecated API; how many it stores is unknown (the API server's apiserver_storage_objects metric could not be read); --allow-deprecated-reads lists them",
    ]);
    expect(pspRequests(forbidden)).toBe(0);
  });

  it('lists a kind served in a deprecated and a current version in the current one, whatever the server prefers', () => {
    const discovery: Discovery = {
      resources: [
        { group: 'batch', version: 'v1beta1', versions: ['v1beta1', 'v1'], resource: 'cronjobs', kind: 'CronJob', namespaced: true, verbs: ['list'] },
        {
          group: 'policy',
          version: 'v1beta1',
          versions: ['v1beta1'],
          resource: 'podsecuritypolicies',
          kind: 'PodSecurityPolicy',
          namespaced: false,
          verbs: ['list'],
        },
      ],
      failed: [],
      unreadable: [],
    } as unknown as Discovery;
    const plan = planReads(API_RULES, discovery, { skipNodes: true, deprecatedAtServer: deprecatedAt('1.23') });
    expect(
      plan.lists.filter((l) => l.purpose === 'rules').map((l) => `${l.request.resource.group}/${l.request.resource.version} ${l.request.resource.kind}`),
    ).toEqual(['batch/v1 CronJob']);
    expect(plan.deprecatedOnly.map((d) => `${d.apiVersion} ${d.resource.kind} ${d.deprecatedIn}`)).toEqual(['policy/v1beta1 PodSecurityPolicy 1.21']);
    // Before 1.21 neither was deprecated: the server's preferred version is listed.
    const older = planReads(API_RULES, discovery, { skipNodes: true, deprecatedAtServer: deprecatedAt('1.20') });
    expect(older.lists.map((l) => `${l.request.resource.group}/${l.request.resource.version} ${l.request.resource.kind}`)).toEqual([
      'batch/v1beta1 CronJob',
      'policy/v1beta1 PodSecurityPolicy',
    ]);
    expect(older.deprecatedOnly).toEqual([]);
  });

  it('names itself with its version in every request', async () => {
    const server = await fake({ resources: RESOURCES, objects: [PSP], apiserverMetrics: STORED });
    await runLive(server, API_RULES, '1.25');
    const agents = new Set(server.requests.map((r) => r.headers['user-agent']));
    expect([...agents]).toEqual([`k8s-upgrade-check/${toolVersion()}`]);
  });
});

describe('an API server that emulates an older version', () => {
  it('is checked as the version it emulates, and shown with both', async () => {
    const server = await fake({ gitVersion: 'v1.35.2', emulatedVersion: '1.33' });
    const cluster = await connectCluster({ kubeconfig: server.writeKubeconfig(tempDir()), env: {}, retryBaseMs: 5 });
    cluster.close();
    expect({ version: cluster.version, minor: cluster.minor }).toEqual({ version: 'v1.35.2 (emulating 1.33)', minor: '1.33' });
  });

  it('reads /version as the server sends it', () => {
    expect(readServerVersion({ major: '1', minor: '35', emulationMajor: '1', emulationMinor: '33', gitVersion: 'v1.35.2' })).toEqual({
      shown: 'v1.35.2 (emulating 1.33)',
      binaryMinor: '1.35',
      minor: '1.33',
    });
    // Emulating its own version is no emulation; managed offerings' "28+" minors and no gitVersion still read.
    expect(readServerVersion({ major: '1', minor: '33', emulationMajor: '1', emulationMinor: '33', gitVersion: 'v1.33.1' })).toEqual({
      shown: 'v1.33.1',
      binaryMinor: '1.33',
      minor: '1.33',
    });
    expect(readServerVersion({ major: '1', minor: '28+', gitVersion: 'v1.28.9-eks-036c24b' })).toEqual({
      shown: 'v1.28.9-eks-036c24b',
      binaryMinor: '1.28',
      minor: '1.28',
    });
    expect(readServerVersion({ major: '1', minor: '29+' })).toEqual({ shown: 'v1.29+', binaryMinor: '1.29', minor: '1.29' });
    // An emulation field that is no version is left alone rather than trusted.
    expect(readServerVersion({ gitVersion: 'v1.35.0', emulationMajor: 'x', emulationMinor: '33' })).toEqual({
      shown: 'v1.35.0',
      binaryMinor: '1.35',
      minor: '1.35',
    });
    expect(readServerVersion({ gitVersion: 'none' })).toEqual({ unreadable: 'none' });
  });
});
