import { describe, expect, it } from 'vitest';
import removedApi from '../../../rules/core/removed-api.js';
import deprecatedApi from '../../../rules/core/deprecated-api.js';
import type { Rule } from '../../../src/rule.js';
import { lifecycleOf } from '../../../src/kube/api-lifecycle.js';
import { appliedWithKubectl, builtinResources } from '../../support/fake-apiserver.js';
import type { FakeResource, JsonObject } from '../../support/fake-apiserver.js';
import { fakeClusters, runLive, seen } from './helpers.js';

const API_RULES = [removedApi, deprecatedApi] as Rule[];
const fake = fakeClusters('v1.25.16');

/** The built-in resources with some groups served in other versions, as an older API server does. */
function servedAs(versions: Record<string, string[]>): FakeResource[] {
  return builtinResources().map((r) => (versions[`${r.group}/${r.resource}`] ? { ...r, versions: versions[`${r.group}/${r.resource}`] } : r));
}

const HPA: JsonObject = {
  apiVersion: 'autoscaling/v2beta2',
  kind: 'HorizontalPodAutoscaler',
  metadata: { name: 'checkout', namespace: 'shop' },
  spec: { scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: 'checkout' }, minReplicas: 2, maxReplicas: 10 },
};
const CLUSTER_1_25 = servedAs({ 'autoscaling/horizontalpodautoscalers': ['v2', 'v2beta2', 'v1'], 'batch/cronjobs': ['v1', 'v1beta1'] });

/** Migration notes the removed-api rule appends, from the lifecycle data. */
function notes(apiVersion: string, kind: string): string {
  const row = lifecycleOf(apiVersion, kind);
  return row?.notes ? ` ${row.notes}` : '';
}

function managedEntry(manager: string, operation: string, apiVersion: string, time: string, fields: Record<string, unknown>) {
  return { manager, operation, apiVersion, time, fieldsType: 'FieldsV1', fieldsV1: fields };
}

describe('how objects were written', () => {
  it('reports the version kubectl apply wrote, from the last-applied annotation, though the server serves another', async () => {
    const server = await fake({ resources: CLUSTER_1_25, objects: [appliedWithKubectl(HPA, 'autoscaling/v2', '2024-11-05T09:30:00Z')] });
    const report = await runLive(server, API_RULES, '1.37');
    expect(seen(report)).toEqual([
      `removed-api error [HorizontalPodAutoscaler shop/checkout] (last-applied: last-applied-configuration by kubectl-client-side-apply, 2024-11-05) autoscaling/v2beta2 HorizontalPodAutoscaler is no longer served since Kubernetes 1.26; use autoscaling/v2 (served since 1.23).${notes('autoscaling/v2beta2', 'HorizontalPodAutoscaler')}`,
    ]);
    expect(report.findings[0].location).toBeNull();
    expect(report.findings[0].object?.apiVersion).toBe('autoscaling/v2beta2');
  });

  it('trusts managedFields over a stale annotation: the object was since written with a served version', async () => {
    const hpa = appliedWithKubectl(HPA, 'autoscaling/v2', '2023-02-01T10:00:00Z');
    (hpa.metadata!.managedFields as unknown[]).push(
      managedEntry('argocd-controller', 'Apply', 'autoscaling/v2', '2025-01-10T08:00:00Z', { 'f:spec': { 'f:maxReplicas': {} } }),
    );
    const server = await fake({ resources: CLUSTER_1_25, objects: [hpa] });
    expect(seen(await runLive(server, API_RULES, '1.37'))).toEqual([]);
  });

  it('keeps the annotation when later writes only touched metadata or status', async () => {
    const hpa = appliedWithKubectl(HPA, 'autoscaling/v2', '2023-02-01T10:00:00Z');
    (hpa.metadata!.managedFields as unknown[]).push(
      managedEntry('kubectl-label', 'Update', 'autoscaling/v2', '2025-01-10T08:00:00Z', { 'f:metadata': { 'f:labels': { 'f:team': {} } } }),
      { ...managedEntry('kube-controller-manager', 'Update', 'autoscaling/v2', '2025-03-01T08:00:00Z', { 'f:status': {} }), subresource: 'status' },
    );
    const server = await fake({ resources: CLUSTER_1_25, objects: [hpa] });
    expect(seen(await runLive(server, API_RULES, '1.37'))).toHaveLength(1);
  });

  it('reports a version only managedFields show, naming the manager and when', async () => {
    const cronJob: JsonObject = {
      apiVersion: 'batch/v1',
      kind: 'CronJob',
      metadata: {
        name: 'nightly-report',
        namespace: 'billing',
        uid: 'c1',
        managedFields: [managedEntry('report-operator', 'Update', 'batch/v1beta1', '2024-06-30T22:00:00Z', { 'f:spec': { 'f:schedule': {} } })],
      },
      spec: {
        schedule: '0 2 * * *',
        jobTemplate: { spec: { template: { spec: { containers: [{ name: 'r', image: 'report:1' }], restartPolicy: 'OnFailure' } } } },
      },
    };
    const server = await fake({ resources: CLUSTER_1_25, objects: [cronJob] });
    expect(seen(await runLive(server, API_RULES, '1.37'))).toEqual([
      'removed-api error [CronJob billing/nightly-report] (managed-fields: managedFields: written by report-operator (Update, 2024-06-30)) batch/v1beta1 CronJob is no longer served since Kubernetes 1.25; use batch/v1 (served since 1.21).',
    ]);
  });

  it("ignores a manager's older version once it wrote a newer one", async () => {
    const cronJob: JsonObject = {
      apiVersion: 'batch/v1',
      kind: 'CronJob',
      metadata: {
        name: 'nightly-report',
        namespace: 'billing',
        uid: 'c1',
        managedFields: [
          managedEntry('report-operator', 'Update', 'batch/v1beta1', '2023-06-30T22:00:00Z', { 'f:spec': { 'f:suspend': {} } }),
          managedEntry('report-operator', 'Update', 'batch/v1', '2024-06-30T22:00:00Z', { 'f:spec': { 'f:schedule': {} } }),
        ],
      },
      spec: { schedule: '0 2 * * *' },
    };
    const server = await fake({ resources: CLUSTER_1_25, objects: [cronJob] });
    expect(seen(await runLive(server, API_RULES, '1.37'))).toEqual([]);
  });

  it('does not report the version the server stores an object in when only the control plane writes it that way', async () => {
    const flowSchemas = servedAs({ 'flowcontrol.apiserver.k8s.io/flowschemas': ['v1beta3', 'v1beta2'] });
    const suggested: JsonObject = {
      apiVersion: 'flowcontrol.apiserver.k8s.io/v1beta3',
      kind: 'FlowSchema',
      metadata: {
        name: 'system-nodes',
        uid: 'f1',
        managedFields: [
          managedEntry('api-priority-and-fairness-config-producer-v1', 'Apply', 'flowcontrol.apiserver.k8s.io/v1beta3', '2025-02-01T00:00:00Z', {
            'f:spec': {},
          }),
        ],
      },
      spec: { matchingPrecedence: 500, priorityLevelConfiguration: { name: 'system' } },
    };
    const own = appliedWithKubectl(
      {
        apiVersion: 'flowcontrol.apiserver.k8s.io/v1beta3',
        kind: 'FlowSchema',
        metadata: { name: 'batch-jobs', uid: 'f2' },
        spec: { matchingPrecedence: 9000, priorityLevelConfiguration: { name: 'workload-low' } },
      },
      'flowcontrol.apiserver.k8s.io/v1beta3',
    );
    const server = await fake({ gitVersion: 'v1.28.15', resources: flowSchemas, objects: [suggested, own] });
    expect(seen(await runLive(server, API_RULES, '1.37'))).toEqual([
      'removed-api error [FlowSchema batch-jobs] (live) flowcontrol.apiserver.k8s.io/v1beta3 FlowSchema is no longer served since Kubernetes 1.32; use flowcontrol.apiserver.k8s.io/v1 (served since 1.29).',
    ]);
  });

  it('reports the served version when nothing says how the object was written', async () => {
    const psp: JsonObject = {
      apiVersion: 'policy/v1beta1',
      kind: 'PodSecurityPolicy',
      metadata: { name: 'restricted', uid: 'p1' },
      spec: { privileged: false },
    };
    const resources = [
      ...builtinResources(),
      { group: 'policy', versions: ['v1beta1'], resource: 'podsecuritypolicies', kind: 'PodSecurityPolicy', namespaced: false, verbs: ['get', 'list'] },
    ];
    const server = await fake({ gitVersion: 'v1.24.17', resources, objects: [psp] });
    // Served only in policy/v1beta1, deprecated at 1.24: listed only when allowed.
    expect(seen(await runLive(server, API_RULES, '1.37', { allowDeprecatedReads: true }))).toEqual([
      `removed-api error [PodSecurityPolicy restricted] (live) policy/v1beta1 PodSecurityPolicy is no longer served since Kubernetes 1.25; there is no replacement API.${notes('policy/v1beta1', 'PodSecurityPolicy')}`,
    ]);
  });
});
