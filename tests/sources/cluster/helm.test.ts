import { describe, expect, it } from 'vitest';
import removedApi from '../../../rules/core/removed-api.js';
import deprecatedApi from '../../../rules/core/deprecated-api.js';
import gitrepoVolume from '../../../rules/1.33/gitrepo-volume.js';
import type { Rule } from '../../../src/rule.js';
import { lifecycleOf } from '../../../src/kube/api-lifecycle.js';
import { jsonReporter } from '../../../src/reporters/json.js';
import { tableReporter } from '../../../src/reporters/table.js';
import { decodeRelease, latestDeployed } from '../../../src/sources/cluster/helm.js';
import { helmRelease } from '../../support/fake-apiserver.js';
import type { JsonObject } from '../../support/fake-apiserver.js';
import { fakeClusters, runLive, seen } from './helpers.js';

const fake = fakeClusters();

const PASSWORD = 'hunter2-db-password-7c1f';

const MANIFEST = `---
# Source: storefront/templates/ingress.yaml
apiVersion: networking.k8s.io/v1beta1
kind: Ingress
metadata:
  name: storefront
  labels:
    app.kubernetes.io/managed-by: Helm
spec:
  rules:
    - host: shop.example.com
      http:
        paths:
          - path: /
            backend:
              serviceName: storefront
              servicePort: 80
---
# Source: storefront/templates/deployment.yaml
apiVersion: apps/v1
kind: Deployment
metadata:
  name: storefront
spec:
  selector:
    matchLabels: {app: storefront}
  template:
    metadata:
      labels: {app: storefront}
    spec:
      containers:
        - name: web
          image: storefront:2.3.1
`;

const HOOK = `apiVersion: policy/v1beta1
kind: PodDisruptionBudget
metadata:
  name: storefront-migrate
  annotations:
    helm.sh/hook: pre-upgrade
spec:
  minAvailable: 1
`;

/** The live Ingress as the server serves it after Helm created it in networking.k8s.io/v1beta1 (on 1.18). */
const LIVE_INGRESS: JsonObject = {
  apiVersion: 'networking.k8s.io/v1',
  kind: 'Ingress',
  metadata: {
    name: 'storefront',
    namespace: 'shop',
    uid: 'i1',
    labels: { 'app.kubernetes.io/managed-by': 'Helm' },
    annotations: { 'meta.helm.sh/release-name': 'storefront', 'meta.helm.sh/release-namespace': 'shop' },
    managedFields: [
      {
        manager: 'helm',
        operation: 'Update',
        apiVersion: 'networking.k8s.io/v1beta1',
        time: '2024-02-02T12:00:00Z',
        fieldsType: 'FieldsV1',
        fieldsV1: { 'f:spec': { 'f:rules': {} } },
      },
    ],
  },
  spec: { rules: [{ host: 'shop.example.com' }] },
};

function releases(): JsonObject[] {
  const base = { name: 'storefront', namespace: 'shop', chart: { name: 'storefront', version: '1.4.2' }, config: { database: { password: PASSWORD } } };
  return [
    helmRelease({ ...base, revision: 2, status: 'superseded', manifest: MANIFEST }),
    helmRelease({ ...base, revision: 3, manifest: MANIFEST, hooks: [HOOK] }),
    helmRelease({
      name: 'metrics',
      namespace: 'monitoring',
      revision: 1,
      chart: { name: 'metrics', version: '0.9.0' },
      manifest: 'apiVersion: batch/v1beta1\nkind: CronJob\nmetadata:\n  name: rollup\nspec:\n  schedule: "@hourly"\n',
      driver: 'configmap',
    }),
  ];
}

const removed = (apiVersion: string, kind: string, replacement: string) => {
  const row = lifecycleOf(apiVersion, kind)!;
  return `${apiVersion} ${kind} is no longer served since Kubernetes ${row.removedIn}; ${replacement}.${row.notes ? ` ${row.notes}` : ''}`;
};

describe('Helm releases', () => {
  it('decodes the latest deployed revision of each release, from Secrets and ConfigMaps, hooks included', async () => {
    const stored = releases();
    const decoded = latestDeployed(stored.map((s) => decodeRelease(s as never)));
    expect(decoded.map((r) => ({ name: `${r.namespace}/${r.name}`, revision: r.revision, chart: r.chart, manifests: r.manifests.length }))).toEqual([
      { name: 'monitoring/metrics', revision: 1, chart: 'metrics-0.9.0', manifests: 1 },
      { name: 'shop/storefront', revision: 3, chart: 'storefront-1.4.2', manifests: 2 },
    ]);
  });

  it("checks a release's manifests like files and names the release, revision and chart", async () => {
    const server = await fake({ objects: [...releases(), LIVE_INGRESS] });
    const report = await runLive(server, [removedApi, deprecatedApi] as Rule[], '1.37');
    expect(seen(report)).toEqual([
      `removed-api error [CronJob monitoring/rollup] (helm-release: Helm release monitoring/metrics revision 1 (chart metrics-0.9.0)) ${removed('batch/v1beta1', 'CronJob', 'use batch/v1 (served since 1.21)')}`,
      `removed-api error [Ingress shop/storefront] (helm-release: Helm release shop/storefront revision 3 (chart storefront-1.4.2)) ${removed('networking.k8s.io/v1beta1', 'Ingress', 'use networking.k8s.io/v1 (served since 1.19)')}`,
      `removed-api error [PodDisruptionBudget shop/storefront-migrate] (helm-release: Helm release shop/storefront revision 3 (chart storefront-1.4.2)) ${removed('policy/v1beta1', 'PodDisruptionBudget', 'use policy/v1 (served since 1.21)')}`,
    ]);
    expect(report.findings[1].origin).toMatchObject({
      via: 'helm-release',
      helmRelease: { name: 'storefront', namespace: 'shop', revision: 3, chart: 'storefront-1.4.2' },
    });
    expect(report.cluster?.helmReleases).toBe(2);
    // Revisions are read by label: only deployed ones are transferred, and never every Secret.
    expect(server.requests.filter((r) => r.path === '/api/v1/secrets').map((r) => r.query)).toEqual([
      { limit: '500', labelSelector: 'owner=helm,status=deployed', fieldSelector: 'type=helm.sh/release.v1' },
    ]);
  });

  it('never prints release contents', async () => {
    const server = await fake({ objects: [...releases(), LIVE_INGRESS] });
    const report = await runLive(server, [removedApi, deprecatedApi] as Rule[], '1.37');
    const options = { color: false, toolVersion: '0.0.0', rules: [removedApi, deprecatedApi] as Rule[] };
    const printed = jsonReporter(report, options) + tableReporter(report, options);
    expect(printed).not.toContain(PASSWORD);
    expect(printed).not.toContain('H4sI'); // the start of every gzip stream in base64
  });

  it('falls back to managedFields when Helm storage cannot be read, and says so', async () => {
    const server = await fake({ objects: [...releases(), LIVE_INGRESS], forbidden: ['secrets'] });
    const report = await runLive(server, [removedApi, deprecatedApi] as Rule[], '1.37');
    expect(seen(report)).toEqual([
      `removed-api error [CronJob monitoring/rollup] (helm-release: Helm release monitoring/metrics revision 1 (chart metrics-0.9.0)) ${removed('batch/v1beta1', 'CronJob', 'use batch/v1 (served since 1.21)')}`,
      `removed-api error [Ingress shop/storefront] (managed-fields: managedFields: written by helm (Update, 2024-02-02)) ${removed('networking.k8s.io/v1beta1', 'Ingress', 'use networking.k8s.io/v1 (served since 1.19)')}`,
    ]);
    expect(report.gaps).toEqual([
      {
        what: 'Helm releases in Secrets (the default Helm storage)',
        reason:
          '403 Forbidden: User "system:serviceaccount:ops:upgrade-check" cannot list resource "secrets" in API group "" at the cluster scope; charts are judged through their live objects and managedFields only',
        rules: ['removed-api', 'deprecated-api'],
        cause: 'forbidden',
        cluster: 'fake',
      },
    ]);
  });

  it('reports a finding once when the chart and the live object say the same, from the chart', async () => {
    const gitRepoDeployment = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: docs
spec:
  selector: {matchLabels: {app: docs}}
  template:
    metadata: {labels: {app: docs}}
    spec:
      containers: [{name: web, image: nginx:1.27, volumeMounts: [{name: site, mountPath: /usr/share/nginx/html}]}]
      volumes:
        - name: site
          gitRepo: {repository: "https://git.example.com/docs.git", revision: main}
`;
    const live: JsonObject = {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: 'docs', namespace: 'shop', uid: 'd1', annotations: { 'meta.helm.sh/release-name': 'docs', 'meta.helm.sh/release-namespace': 'shop' } },
      spec: {
        selector: { matchLabels: { app: 'docs' } },
        template: {
          metadata: { labels: { app: 'docs' } },
          spec: {
            containers: [{ name: 'web', image: 'nginx:1.27' }],
            volumes: [{ name: 'site', gitRepo: { repository: 'https://git.example.com/docs.git', revision: 'main' } }],
          },
        },
      },
    };
    const server = await fake({
      objects: [live, helmRelease({ name: 'docs', namespace: 'shop', revision: 5, chart: { name: 'docs', version: '2.0.0' }, manifest: gitRepoDeployment })],
    });
    const report = await runLive(server, [gitrepoVolume] as Rule[], '1.37');
    expect(report.findings).toHaveLength(1);
    expect(report.findings[0].origin).toMatchObject({ via: 'helm-release', detail: 'Helm release shop/docs revision 5 (chart docs-2.0.0)' });
  });
});
