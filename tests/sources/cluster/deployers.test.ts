/**
 * Objects as common deployers leave them on the cluster, each shaped after what the deployer's own
 * source writes (cited at each test): the version a team's manifests use must come out of what
 * the deployer keeps, and only while it is current.
 */
import { describe, expect, it } from 'vitest';
import removedApi from '../../../rules/core/removed-api.js';
import deprecatedApi from '../../../rules/core/deprecated-api.js';
import type { Rule } from '../../../src/rule.js';
import { lifecycleOf } from '../../../src/kube/api-lifecycle.js';
import { builtinResources } from '../../support/fake-apiserver.js';
import type { FakeResource, JsonObject } from '../../support/fake-apiserver.js';
import { fakeClusters, runLive, seen } from './helpers.js';

const API_RULES = [removedApi, deprecatedApi] as Rule[];
const fake = fakeClusters('v1.25.16');

/** A 1.25 API server: HorizontalPodAutoscalers served in v2 (preferred), v2beta2 and v1. */
const CLUSTER_1_25: FakeResource[] = builtinResources().map((r) =>
  r.group === 'autoscaling' && r.resource === 'horizontalpodautoscalers' ? { ...r, versions: ['v2', 'v2beta2', 'v1'] } : r,
);

/** The manifest a team applies: an HPA still written as autoscaling/v2beta2. */
const HPA_MANIFEST = {
  apiVersion: 'autoscaling/v2beta2',
  kind: 'HorizontalPodAutoscaler',
  metadata: { name: 'checkout', namespace: 'shop' },
  spec: { scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: 'checkout' }, minReplicas: 2, maxReplicas: 10 },
};

const SPEC_FIELDS = { 'f:spec': { 'f:maxReplicas': {}, 'f:minReplicas': {}, 'f:scaleTargetRef': {} } };

/** Migration notes the removed-api rule appends, from the lifecycle data. */
function notes(apiVersion: string, kind: string): string {
  const row = lifecycleOf(apiVersion, kind);
  return row?.notes ? ` ${row.notes}` : '';
}

/** The removed-api finding for the v2beta2 HPA, seen through `origin`. */
function hpaRemoved(origin: string): string {
  return `removed-api error [HorizontalPodAutoscaler shop/checkout] (${origin}) autoscaling/v2beta2 HorizontalPodAutoscaler is no longer served since Kubernetes 1.26; use autoscaling/v2 (served since 1.23).${notes('autoscaling/v2beta2', 'HorizontalPodAutoscaler')}`;
}

function entry(manager: string, operation: string, apiVersion: string, time: string, fields: Record<string, unknown>) {
  return { manager, operation, apiVersion, time, fieldsType: 'FieldsV1', fieldsV1: fields };
}

/** The HPA as the server returns it (in autoscaling/v2), with what a deployer left on it. */
function servedHpa(extra: { annotations?: Record<string, string>; labels?: Record<string, string>; managedFields?: unknown[] }): JsonObject {
  return {
    ...HPA_MANIFEST,
    apiVersion: 'autoscaling/v2',
    metadata: {
      ...HPA_MANIFEST.metadata,
      uid: 'hpa-checkout',
      ...(extra.labels ? { labels: extra.labels } : {}),
      ...(extra.annotations ? { annotations: extra.annotations } : {}),
      ...(extra.managedFields ? { managedFields: extra.managedFields } : {}),
    },
  };
}

async function findings(objects: JsonObject[]): Promise<string[]> {
  const server = await fake({ resources: CLUSTER_1_25, objects });
  return seen(await runLive(server, API_RULES, '1.37'));
}

/**
 * kapp (carvel-dev/kapp, commit a89576c503975ec6a238e0cab7ef93d4b0896152): every create and update
 * goes through IdentifiedResources (pkg/kapp/resources/identified_resources.go), which sets
 * `kapp.k14s.io/identity` to `v1;<ns>/<group>/<Kind>/<name>;<apiVersion>`; the applied object is kept
 * as JSON in `kapp.k14s.io/original` with the MD5 of the expected diff
 * (pkg/kapp/diff/resource_with_history.go); kapp writes with plain Update calls without a field
 * manager (pkg/kapp/resources/resources.go), so the API server names the manager after the binary,
 * `kapp`. Labels `kapp.k14s.io/app` and `kapp.k14s.io/association` mark the app it belongs to.
 */
function kappDeployed(manifest: typeof HPA_MANIFEST, time: string): JsonObject {
  const annotations = {
    'kapp.k14s.io/identity': `v1;${manifest.metadata.namespace}/autoscaling/${manifest.kind}/${manifest.metadata.name};${manifest.apiVersion}`,
    'kapp.k14s.io/original': JSON.stringify({
      ...manifest,
      metadata: { ...manifest.metadata, labels: { 'kapp.k14s.io/app': '1714640000000000000', 'kapp.k14s.io/association': 'v1.5c1f1d2b0f0e4a8a' } },
    }),
    'kapp.k14s.io/original-diff-md5': 'c6e94dc94aed3401b5d0b7a4f3c0a0d4',
  };
  return servedHpa({
    labels: { 'kapp.k14s.io/app': '1714640000000000000', 'kapp.k14s.io/association': 'v1.5c1f1d2b0f0e4a8a' },
    annotations,
    managedFields: [
      entry('kapp', 'Update', manifest.apiVersion, time, {
        'f:metadata': {
          'f:annotations': { '.': {}, 'f:kapp.k14s.io/identity': {}, 'f:kapp.k14s.io/original': {}, 'f:kapp.k14s.io/original-diff-md5': {} },
          'f:labels': { '.': {}, 'f:kapp.k14s.io/app': {}, 'f:kapp.k14s.io/association': {} },
        },
        ...SPEC_FIELDS,
      }),
    ],
  });
}

describe('objects deployed with kapp', () => {
  it('reports the version kapp applied, from its kapp.k14s.io/original record', async () => {
    expect(await findings([kappDeployed(HPA_MANIFEST, '2024-05-02T07:40:00Z')])).toEqual([
      hpaRemoved('last-applied: kapp.k14s.io/original by kapp, 2024-05-02'),
    ]);
  });

  it('reads kapp.k14s.io/original when it is the only record, as on an object older than managedFields', async () => {
    // kube-no-trouble's live fixture has this shape: a Deployment served as apps/v1 whose only
    // trace of how it was written is kapp's record of an apps/v1beta1 manifest.
    const deployment: JsonObject = {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: {
        name: 'storefront',
        namespace: 'shop',
        uid: 'deploy-storefront',
        labels: { app: 'storefront' },
        annotations: {
          'deployment.kubernetes.io/revision': '3',
          'kapp.k14s.io/original': JSON.stringify({
            apiVersion: 'apps/v1beta1',
            kind: 'Deployment',
            metadata: { labels: { app: 'storefront' }, name: 'storefront', namespace: 'shop' },
            spec: {
              replicas: 2,
              selector: { matchLabels: { app: 'storefront' } },
              template: { metadata: { labels: { app: 'storefront' } }, spec: { containers: [{ image: 'storefront:2.4.1', name: 'web' }] } },
            },
          }),
        },
      },
      spec: {
        replicas: 2,
        selector: { matchLabels: { app: 'storefront' } },
        template: { metadata: { labels: { app: 'storefront' } }, spec: { containers: [{ image: 'storefront:2.4.1', name: 'web' }] } },
      },
    };
    expect(await findings([deployment])).toEqual([
      `removed-api error [Deployment shop/storefront] (last-applied: kapp.k14s.io/original) apps/v1beta1 Deployment is no longer served since Kubernetes 1.16; use apps/v1 (served since 1.9).${notes('apps/v1beta1', 'Deployment')}`,
    ]);
  });

  it('drops a kapp record once someone else has applied the object in a served version', async () => {
    const hpa = kappDeployed(HPA_MANIFEST, '2024-05-02T07:40:00Z');
    (hpa.metadata!.managedFields as unknown[]).push(entry('kubectl', 'Apply', 'autoscaling/v2', '2025-02-11T16:05:00Z', SPEC_FIELDS));
    expect(await findings([hpa])).toEqual([]);
  });

  it('follows kapp.k14s.io/identity over an older original, as when recording the original was disabled', async () => {
    // kapp moved the manifest to autoscaling/v2 and set kapp.k14s.io/disable-original: identity
    // says v2, the original still holds the v2beta2 object, and there are no managedFields to date them.
    const hpa = kappDeployed(HPA_MANIFEST, '2024-05-02T07:40:00Z');
    const annotations = hpa.metadata!.annotations as Record<string, string>;
    annotations['kapp.k14s.io/identity'] = 'v1;shop/autoscaling/HorizontalPodAutoscaler/checkout;autoscaling/v2';
    annotations['kapp.k14s.io/disable-original'] = '';
    delete hpa.metadata!.managedFields;
    expect(await findings([hpa])).toEqual([]);
  });

  it('reports from kapp.k14s.io/identity alone', async () => {
    const hpa = kappDeployed(HPA_MANIFEST, '2024-05-02T07:40:00Z');
    delete (hpa.metadata!.annotations as Record<string, string>)['kapp.k14s.io/original'];
    delete hpa.metadata!.managedFields;
    expect(await findings([hpa])).toEqual([hpaRemoved('last-applied: kapp.k14s.io/identity')]);
  });

  it('ignores an original that is not JSON, too long or of another kind, and an identity of another format, and goes on', async () => {
    const record = (original: string, identity?: string): JsonObject => {
      const annotations: Record<string, string> = { 'kapp.k14s.io/original': original };
      if (identity) annotations['kapp.k14s.io/identity'] = identity;
      return servedHpa({ annotations });
    };
    const padded = JSON.stringify({ ...HPA_MANIFEST, metadata: { ...HPA_MANIFEST.metadata, annotations: { note: 'x'.repeat(262_144) } } });
    const cases = [
      record('{"apiVersion":"autoscaling/v2beta2","kind":"HorizontalPodAutoscaler","metadata":{"name":"checkout"'),
      record('apiVersion: autoscaling/v2beta2\nkind: HorizontalPodAutoscaler\n'),
      record('null'),
      record(padded),
      record(JSON.stringify({ ...HPA_MANIFEST, kind: 'Deployment' })),
      record('', 'v2;shop/autoscaling/HorizontalPodAutoscaler/checkout;autoscaling/v2beta2'),
      record('', 'v1;shop/apps/Deployment/checkout;autoscaling/v2beta2'),
      record('', 'v1;autoscaling/v2beta2'),
    ];
    for (const hpa of cases) expect(await findings([hpa])).toEqual([]);
  });
});

describe('objects deployed by other deployers: managedFields and last-applied already show the version', () => {
  it('Argo CD with server-side apply: the argocd-controller Apply entry', async () => {
    // argoproj/argo-cd common/common.go (commit 010192f53b82d45c34b49767cc13def5240520ec):
    // ArgoCDSSAManager = "argocd-controller"; argoproj/gitops-engine pkg/sync/sync_context.go and
    // pkg/utils/kube/resource_ops.go (commit 5baed5604d2dd970619fc9b91e8d31724662ab3e) apply with that
    // field manager. The tracking annotation `argocd.argoproj.io/tracking-id` is
    // `<app>:<group>/<kind>:<namespace>/<name>`: no version.
    const hpa = servedHpa({
      annotations: { 'argocd.argoproj.io/tracking-id': 'shop:autoscaling/HorizontalPodAutoscaler:shop/checkout' },
      managedFields: [entry('argocd-controller', 'Apply', 'autoscaling/v2beta2', '2025-01-10T08:00:00Z', SPEC_FIELDS)],
    });
    expect(await findings([hpa])).toEqual([hpaRemoved('managed-fields: managedFields: written by argocd-controller (Apply, 2025-01-10)')]);
  });

  it('Argo CD with client-side apply: last-applied-configuration, written by argocd-controller', async () => {
    // Same sources: gitops-engine runs kubectl's apply in-process with FieldManager set to the same
    // manager whether or not the apply is server-side, so the annotation is owned by argocd-controller.
    const hpa = servedHpa({
      annotations: {
        'argocd.argoproj.io/tracking-id': 'shop:autoscaling/HorizontalPodAutoscaler:shop/checkout',
        'kubectl.kubernetes.io/last-applied-configuration': JSON.stringify(HPA_MANIFEST),
      },
      managedFields: [
        entry('argocd-controller', 'Update', 'autoscaling/v2beta2', '2024-09-03T12:00:00Z', {
          'f:metadata': { 'f:annotations': { '.': {}, 'f:argocd.argoproj.io/tracking-id': {}, 'f:kubectl.kubernetes.io/last-applied-configuration': {} } },
          ...SPEC_FIELDS,
        }),
      ],
    });
    expect(await findings([hpa])).toEqual([hpaRemoved('last-applied: last-applied-configuration by argocd-controller, 2024-09-03')]);
  });

  it('Flux kustomize-controller: the kustomize-controller Apply entry', async () => {
    // fluxcd/kustomize-controller main.go and internal/controller/kustomization_controller.go (commit
    // 186fb3b29138ce82ff61ba1a9370b96a3dd598fe): server-side apply through fluxcd/pkg ssa with field
    // owner "kustomize-controller"; it removes last-applied-configuration and takes over kubectl's
    // managedFields entries, so the annotation is never left behind.
    const hpa = servedHpa({
      labels: { 'kustomize.toolkit.fluxcd.io/name': 'shop', 'kustomize.toolkit.fluxcd.io/namespace': 'flux-system' },
      managedFields: [entry('kustomize-controller', 'Apply', 'autoscaling/v2beta2', '2025-03-04T10:00:00Z', SPEC_FIELDS)],
    });
    expect(await findings([hpa])).toEqual([hpaRemoved('managed-fields: managedFields: written by kustomize-controller (Apply, 2025-03-04)')]);
  });

  it('Flux helm-controller: the helm-controller entry', async () => {
    // fluxcd/helm-controller main.go (commit 0f61a8607a62be64638f2f912d9487e653960a6e):
    // kube.ManagedFieldsManager = "helm-controller" for everything Helm writes from a chart.
    const hpa = servedHpa({
      labels: { 'app.kubernetes.io/managed-by': 'Helm', 'helm.toolkit.fluxcd.io/name': 'checkout', 'helm.toolkit.fluxcd.io/namespace': 'shop' },
      annotations: { 'meta.helm.sh/release-name': 'checkout', 'meta.helm.sh/release-namespace': 'shop' },
      managedFields: [entry('helm-controller', 'Update', 'autoscaling/v2beta2', '2025-03-04T10:00:00Z', SPEC_FIELDS)],
    });
    expect(await findings([hpa])).toEqual([hpaRemoved('managed-fields: managedFields: written by helm-controller (Update, 2025-03-04)')]);
  });

  it('Pulumi: the pulumi-kubernetes-<random> Apply entry', async () => {
    // pulumi/pulumi-kubernetes provider/pkg/provider/provider.go (commit
    // 94977969d64112b04e19945818a7d5d5f38f631d): server-side apply is the default, with field manager
    // "pulumi-kubernetes-" and a random suffix (fieldManagerName); last-applied-configuration is no
    // longer written since 4.0 (removeLastAppliedConfigurationAnnotation). The pulumi.com/ annotations
    // (autonamed, skipAwait, patchForce, ...) are options, not records.
    const hpa = servedHpa({
      labels: { 'app.kubernetes.io/managed-by': 'pulumi' },
      managedFields: [entry('pulumi-kubernetes-7c1e9b0f', 'Apply', 'autoscaling/v2beta2', '2025-04-22T14:30:00Z', SPEC_FIELDS)],
    });
    expect(await findings([hpa])).toEqual([hpaRemoved('managed-fields: managedFields: written by pulumi-kubernetes-7c1e9b0f (Apply, 2025-04-22)')]);
  });

  it('Terraform kubernetes_manifest: the Terraform Apply entry', async () => {
    // hashicorp/terraform-provider-kubernetes manifest/provider/plan.go and apply.go (commit
    // 3a33fb6cc6055853584af1731b1369164c35ffc7): server-side apply with defaultFieldManagerName "Terraform".
    const hpa = servedHpa({ managedFields: [entry('Terraform', 'Apply', 'autoscaling/v2beta2', '2025-05-06T09:15:00Z', SPEC_FIELDS)] });
    expect(await findings([hpa])).toEqual([hpaRemoved('managed-fields: managedFields: written by Terraform (Apply, 2025-05-06)')]);
  });

  it("Terraform's typed resources: the HashiCorp Update entry", async () => {
    // Same repository and commit: kubernetes/provider.go sets the user agent "HashiCorp/1.0 Terraform/<version>",
    // from which the API server names the manager; kubernetes_horizontal_pod_autoscaler_v2beta2
    // creates and patches through the autoscaling/v2beta2 client.
    const hpa = servedHpa({ managedFields: [entry('HashiCorp', 'Update', 'autoscaling/v2beta2', '2025-05-06T09:15:00Z', SPEC_FIELDS)] });
    expect(await findings([hpa])).toEqual([hpaRemoved('managed-fields: managedFields: written by HashiCorp (Update, 2025-05-06)')]);
  });

  it('a deployer that has moved its manifest to a served version leaves nothing to report', async () => {
    // A Terraform configuration moved from kubernetes_horizontal_pod_autoscaler_v2beta2 to
    // kubernetes_horizontal_pod_autoscaler_v2: the API server keeps an Update entry per manager and
    // apiVersion, so the older one stays next to the newer.
    const hpa = servedHpa({
      managedFields: [
        entry('HashiCorp', 'Update', 'autoscaling/v2beta2', '2023-06-01T10:00:00Z', SPEC_FIELDS),
        entry('HashiCorp', 'Update', 'autoscaling/v2', '2025-03-04T10:00:00Z', { 'f:spec': { 'f:maxReplicas': {} } }),
      ],
    });
    expect(await findings([hpa])).toEqual([]);
  });
});
