import { describe, expect, it } from 'vitest';
import addonStoredVersions from '../../../rules/core/addon-stored-versions.js';
import deprecatedAddonApi from '../../../rules/core/deprecated-addon-api.js';
import removedAddonApi from '../../../rules/core/removed-addon-api.js';
import { ApiTable } from '../../../src/kube/api-table.js';
import type { Report } from '../../../src/model.js';
import type { Rule } from '../../../src/rule.js';
import { run } from '../../../src/run.js';
import { connectCluster } from '../../../src/sources/cluster/index.js';
import { appliedWithKubectl, builtinResources } from '../../support/fake-apiserver.js';
import type { FakeCluster, FakeResource, JsonObject } from '../../support/fake-apiserver.js';
import { fakeClusters, seen, tempDir } from './helpers.js';

const ADDON_RULES = [addonStoredVersions, deprecatedAddonApi, removedAddonApi] as Rule[];
const fake = fakeClusters('v1.34.2');

function custom(group: string, versions: string[], resource: string, kind: string, namespaced = true): FakeResource {
  return { group, versions, resource, kind, namespaced, verbs: ['get', 'list', 'watch'], custom: true };
}

/** A cluster running cert-manager v1.5 (all four versions served, v1 preferred), Flux 2.x and Kyverno. */
const RESOURCES: FakeResource[] = [
  ...builtinResources(),
  custom('cert-manager.io', ['v1', 'v1beta1', 'v1alpha3', 'v1alpha2'], 'certificates', 'Certificate'),
  custom('kustomize.toolkit.fluxcd.io', ['v1', 'v1beta2'], 'kustomizations', 'Kustomization'),
  custom('snapshot.storage.k8s.io', ['v1'], 'volumesnapshots', 'VolumeSnapshot'),
  custom('acme.example.com', ['v1', 'v1beta1'], 'widgets', 'Widget'),
  // Kyverno's Policy shares its kind name with Istio's removed authentication.istio.io Policy.
  custom('kyverno.io', ['v1'], 'policies', 'Policy'),
];

function crd(name: string, group: string, kind: string, storedVersions: string[]): JsonObject {
  return {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name, uid: `crd-${name}` },
    spec: { group, names: { kind, plural: name.split('.')[0] }, scope: 'Namespaced', versions: [{ name: 'v1', served: true, storage: true }] },
    status: { storedVersions },
  };
}

const CERTIFICATE: JsonObject = {
  apiVersion: 'cert-manager.io/v1alpha2',
  kind: 'Certificate',
  metadata: { name: 'web-tls', namespace: 'shop' },
  spec: { secretName: 'web-tls', issuerRef: { name: 'letsencrypt', kind: 'ClusterIssuer' } },
};

const OBJECTS: JsonObject[] = [
  crd('certificates.cert-manager.io', 'cert-manager.io', 'Certificate', ['v1alpha2', 'v1']),
  crd('kustomizations.kustomize.toolkit.fluxcd.io', 'kustomize.toolkit.fluxcd.io', 'Kustomization', ['v1']),
  // Kept in the CRDs unserved: stored v1beta1 objects block nothing.
  crd('volumesnapshots.snapshot.storage.k8s.io', 'snapshot.storage.k8s.io', 'VolumeSnapshot', ['v1beta1', 'v1']),
  appliedWithKubectl(CERTIFICATE, 'cert-manager.io/v1', '2021-04-02T08:00:00Z'),
  {
    apiVersion: 'kustomize.toolkit.fluxcd.io/v1',
    kind: 'Kustomization',
    metadata: { name: 'apps', namespace: 'flux-system', uid: 'k1' },
    spec: { interval: '10m' },
  },
  { apiVersion: 'kyverno.io/v1', kind: 'Policy', metadata: { name: 'require-labels', namespace: 'shop', uid: 'p1' }, spec: {} },
];

/** A live run as the CLI does it, with the run's API table (the configuration's rows and add-on releases). */
async function runWith(server: FakeCluster, apis: ApiTable): Promise<Report> {
  const kubeconfig = server.writeKubeconfig(tempDir());
  const cluster = await connectCluster({ kubeconfig, env: {}, retryBaseMs: 5, customKinds: apis.customKinds() });
  try {
    return await run({ target: '1.34', from: cluster.minor, rules: ADDON_RULES, source: cluster, apis, policy: { cwd: tempDir() } });
  } finally {
    cluster.close();
  }
}

const listed = (server: FakeCluster) => server.requests.filter((r) => r.path.startsWith('/apis/') && r.path.split('/').length === 5).map((r) => r.path);

describe('add-ons in a live cluster', () => {
  it('lists the CRDs and the custom resources the add-on rows cover, and no other custom resource', async () => {
    const server = await fake({ resources: RESOURCES, objects: OBJECTS });
    await runWith(server, ApiTable.bundled());
    const paths = listed(server);
    expect(paths).toContain('/apis/apiextensions.k8s.io/v1/customresourcedefinitions');
    expect(paths).toContain('/apis/cert-manager.io/v1/certificates');
    expect(paths).toContain('/apis/kustomize.toolkit.fluxcd.io/v1/kustomizations');
    expect(paths).toContain('/apis/snapshot.storage.k8s.io/v1/volumesnapshots');
    // Not an add-on the data knows, nor a kind one of its groups has.
    expect(paths).not.toContain('/apis/kyverno.io/v1/policies');
    expect(paths).not.toContain('/apis/acme.example.com/v1/widgets');
    expect(server.requests.every((r) => r.method === 'GET')).toBe(true);
  });

  it('reports a stored version the target add-on release drops, and objects last applied in a removed version', async () => {
    const server = await fake({ resources: RESOURCES, objects: OBJECTS });
    const report = await runWith(server, ApiTable.bundled());
    expect(seen(report)).toEqual([
      'removed-addon-api error [Certificate shop/web-tls] (last-applied: last-applied-configuration by kubectl-client-side-apply, 2021-04-02) cert-manager.io/v1alpha2 Certificate is no longer served since cert-manager v1.6.0; use cert-manager.io/v1 (served since cert-manager v1.0.0). Every CRD lists it as not served from v1.6.0, and v1.7.0 drops it from the CRDs.',
      'addon-stored-versions error [CustomResourceDefinition certificates.cert-manager.io] (live) CustomResourceDefinition certificates.cert-manager.io still lists v1alpha2 in status.storedVersions, and the CRDs of cert-manager v1.7.0 no longer list it: installing them fails ("status.storedVersions[0]: Invalid value: "v1alpha2": must appear in spec.versions") until the stored Certificate objects are migrated.',
    ]);
    expect(report.findings[1].fix).toBe(
      "Run `cmctl upgrade migrate-api-version` while cert-manager >= v1.0 runs, before installing the new CRDs: it rewrites every cert-manager object at the v1 storage version and sets each CRD's status.storedVersions to [v1] (it does nothing when there is nothing to migrate).",
    );
    // No release was named: the report says which one the findings assume.
    expect(report.gaps).toEqual([
      {
        what: 'cert-manager release',
        reason:
          'none given (--addon cert-manager=VERSION, or addons: in .k8s-upgrade-check.yaml); judged against v1.21.1, the newest release this version of k8s-upgrade-check knows',
        rules: ['addon-stored-versions', 'removed-addon-api'],
        cluster: 'fake',
      },
    ]);
  });

  it('judges against the add-on release named: cert-manager v1.6 no longer serves v1alpha2 but still lists it in its CRDs', async () => {
    const server = await fake({ resources: RESOURCES, objects: OBJECTS });
    const report = await runWith(server, new ApiTable({ targets: new Map([['cert-manager', { version: 'v1.6.3', source: '--addon' }]]) }));
    expect(report.findings.map((f) => `${f.ruleId} ${f.object?.kind} ${f.object?.name}`)).toEqual(['removed-addon-api Certificate web-tls']);
    expect(report.gaps).toEqual([]);
  });

  it("lists a team's own custom resources and judges them by its apis: rows, stored versions included", async () => {
    const widget: JsonObject = { apiVersion: 'acme.example.com/v1beta1', kind: 'Widget', metadata: { name: 'checkout', namespace: 'shop' }, spec: { size: 3 } };
    const server = await fake({
      resources: RESOURCES,
      objects: [
        crd('widgets.acme.example.com', 'acme.example.com', 'Widget', ['v1beta1', 'v1']),
        appliedWithKubectl(widget, 'acme.example.com/v1', '2025-01-15T12:00:00Z'),
      ],
    });
    const apis = new ApiTable({
      rows: [
        {
          apiVersion: 'acme.example.com/v1beta1',
          kind: 'Widget',
          addon: 'widget-operator',
          deprecatedIn: 'v2.0.0',
          removedIn: 'v3.0.0',
          droppedFromCrdIn: 'v3.0.0',
          replacement: { apiVersion: 'acme.example.com/v1', kind: 'Widget' },
          source: '.k8s-upgrade-check.yaml:4',
        },
      ],
      targets: new Map([['widget-operator', { version: 'v3.0.0', source: '.k8s-upgrade-check.yaml:2' }]]),
    });
    const report = await runWith(server, apis);
    expect(listed(server)).toContain('/apis/acme.example.com/v1/widgets');
    expect(seen(report)).toEqual([
      'addon-stored-versions error [CustomResourceDefinition widgets.acme.example.com] (live) CustomResourceDefinition widgets.acme.example.com still lists v1beta1 in status.storedVersions, and the CRDs of widget-operator v3.0.0 no longer list it: installing them fails ("status.storedVersions[0]: Invalid value: "v1beta1": must appear in spec.versions") until the stored Widget objects are migrated.',
      'removed-addon-api error [Widget shop/checkout] (last-applied: last-applied-configuration by kubectl-client-side-apply, 2025-01-15) acme.example.com/v1beta1 Widget is no longer served since widget-operator v3.0.0; use acme.example.com/v1.',
    ]);
    expect(report.findings.map((f) => f.fix)).toEqual([
      "Re-write every object of the kind so it is stored at the current storage version, then remove the old version from the CRD's status.storedVersions before installing the new CRDs. (API row from .k8s-upgrade-check.yaml:4)",
      'Set apiVersion to acme.example.com/v1 before moving to widget-operator v3.0.0. (API row from .k8s-upgrade-check.yaml:4)',
    ]);
  });
});
