import { afterEach, beforeEach, expect, it } from 'vitest';
import rule from '../../../rules/core/addon-compatibility.js';
import { ruleTester, runRule } from '../../../src/testing/rule-tester.js';

const CERT_MANAGER = { addon: 'cert-manager', title: 'cert-manager', target: '1.34' };
const CERT_MANAGER_TABLE =
  'Support table: https://github.com/cert-manager/website/blob/776e5dba56510fc9de84206b806b568447077f25/content/docs/releases/README.md.';

ruleTester(rule, {
  target: '1.34',
  valid: ['valid.supported.yaml'],
  invalid: [
    {
      fixture: 'invalid.images.yaml',
      errors: [
        {
          messageId: 'unsupported',
          data: { ...CERT_MANAGER, shownBy: 'image quay.io/jetstack/cert-manager-controller:v1.12.3', version: '1.12.3', window: '1.22-1.32', first: '1.19' },
          line: 16,
          column: 11,
          severity: 'error',
          object: 'Deployment cert-manager/cert-manager',
        },
        {
          messageId: 'unknownVersion',
          data: {
            addon: 'karpenter',
            title: 'Karpenter',
            target: '1.34',
            shownBy: 'image public.ecr.aws/karpenter/controller@sha256:0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
          },
          line: 33,
          column: 11,
          severity: 'info',
        },
        {
          // the init container and the container run one release: one finding, at the first
          messageId: 'newerThanData',
          data: { addon: 'cilium', title: 'Cilium', target: '1.34', shownBy: 'image quay.io/cilium/cilium:v1.99.0', version: '1.99.0', newest: '1.18' },
          line: 50,
          column: 11,
          severity: 'info',
        },
      ],
    },
    {
      fixture: 'invalid.gitops.yaml',
      errors: [
        {
          messageId: 'unsupported',
          data: {
            addon: 'argo-cd',
            title: 'Argo CD',
            target: '1.34',
            shownBy: 'Argo CD chart argo-cd 5.46.8',
            version: '2.8',
            window: '1.24-1.27',
            first: '3.1',
          },
          line: 11,
          column: 5,
          object: 'Application argocd/argo-cd',
        },
        {
          messageId: 'unsupported',
          data: { ...CERT_MANAGER, shownBy: 'Flux chart cert-manager 1.12.x', version: '1.12.x', window: '1.22-1.32', first: '1.19' },
          line: 26,
          column: 7,
          object: 'HelmRelease cert-manager/cert-manager',
        },
        {
          messageId: 'rangeMixed',
          data: {
            addon: 'karpenter',
            title: 'Karpenter',
            target: '1.34',
            shownBy: 'Flux chart karpenter >=1.0.0',
            unsupportedReleases: '1.5, 1.4, 1.3, 1.2, 1.1, 1.0',
          },
          line: 41,
          column: 7,
          severity: 'info',
        },
      ],
    },
    {
      fixture: 'invalid.flux-install.yaml',
      errors: [
        {
          messageId: 'unsupported',
          data: {
            addon: 'flux',
            title: 'Flux',
            target: '1.34',
            shownBy: 'label app.kubernetes.io/version: v2.3.0',
            version: '2.3.0',
            window: '1.28-1.30',
            first: '2.7',
          },
          line: 9,
          column: 5,
        },
      ],
    },
    {
      fixture: 'invalid.chart',
      errors: [
        {
          messageId: 'retiredUpgrade',
          data: {
            addon: 'ingress-nginx',
            title: 'Ingress NGINX Controller',
            target: '1.34',
            shownBy: 'chart dependency ingress-nginx 4.10.1',
            version: '1.10',
            window: '1.26-1.30',
            first: '1.14',
            since: '2026-03-24',
          },
          line: 6,
          column: 5,
          object: 'HelmChartMetadata platform',
        },
        {
          messageId: 'chartVersionUnknown',
          data: { addon: 'metrics-server', title: 'Kubernetes Metrics Server', target: '1.34', shownBy: 'chart dependency metrics-server 3.12.1' },
          line: 9,
          column: 5,
          severity: 'info',
        },
      ],
    },
    {
      // supported on 1.30, but retired: no more releases or security fixes
      code: 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: ingress\nspec:\n  template:\n    spec:\n      containers:\n        - name: controller\n          image: registry.k8s.io/ingress-nginx/controller:v1.11.3\n',
      target: '1.30',
      errors: [
        {
          messageId: 'retired',
          data: {
            addon: 'ingress-nginx',
            title: 'Ingress NGINX Controller',
            target: '1.30',
            shownBy: 'image registry.k8s.io/ingress-nginx/controller:v1.11.3',
            version: '1.11.3',
            since: '2026-03-24',
          },
          line: 10,
          column: 11,
          severity: 'warning',
        },
      ],
    },
    {
      // kube-state-metrics calls other Kubernetes versions "best effort": a warning, not an error
      code: 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: ksm\nspec:\n  template:\n    spec:\n      containers:\n        - name: ksm\n          image: registry.k8s.io/kube-state-metrics/kube-state-metrics:v2.13.0\n',
      target: '1.34',
      errors: [{ messageId: 'unsupported', severity: 'warning', line: 10, column: 11 }],
    },
    {
      // cluster-autoscaler's minor matches the cluster's; the data lists no release for 1.37 yet
      code: 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: ca\nspec:\n  template:\n    spec:\n      containers:\n        - name: ca\n          image: registry.k8s.io/autoscaling/cluster-autoscaler:v1.32.7\n',
      target: '1.37',
      errors: [
        {
          messageId: 'unsupportedNoneYet',
          data: {
            addon: 'cluster-autoscaler',
            title: 'Cluster Autoscaler',
            target: '1.37',
            shownBy: 'image registry.k8s.io/autoscaling/cluster-autoscaler:v1.32.7',
            version: '1.32.7',
            window: '1.32',
            newest: '1.34',
            newestWindow: '1.34',
          },
          line: 10,
          column: 11,
          severity: 'error',
        },
      ],
    },
  ],
});

it('names the support table in the fix, and says when the row was read long ago', () => {
  const code =
    'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: cm\nspec:\n  template:\n    spec:\n      containers:\n        - name: c\n          image: quay.io/jetstack/cert-manager-controller:v1.12.3\n';
  const now = runRule(rule, { code, filename: 'cm.yaml' }, { target: '1.34' });
  expect(now.map((f) => f.fix)).toEqual([`Upgrade cert-manager to 1.19 or newer before upgrading Kubernetes to 1.34. ${CERT_MANAGER_TABLE}`]);
  process.env.SOURCE_DATE_EPOCH = String(Date.parse('2027-07-01T00:00:00Z') / 1000);
  try {
    const later = runRule(rule, { code, filename: 'cm.yaml' }, { target: '1.34' });
    expect(later.map((f) => f.fix)).toEqual([
      `Upgrade cert-manager to 1.19 or newer before upgrading Kubernetes to 1.34. ${CERT_MANAGER_TABLE} The support data was read on 2026-12-05, 208 days ago: check the page for newer releases.`,
    ]);
  } finally {
    delete process.env.SOURCE_DATE_EPOCH;
  }
});

let saved: string | undefined;
beforeEach(() => {
  saved = process.env.SOURCE_DATE_EPOCH;
  process.env.SOURCE_DATE_EPOCH = String(Date.parse('2026-12-05T00:00:00Z') / 1000);
});
afterEach(() => {
  if (saved === undefined) delete process.env.SOURCE_DATE_EPOCH;
  else process.env.SOURCE_DATE_EPOCH = saved;
});

it('fix edits no image or chart: it lists each add-on finding under "needs a decision" with the release to move to', async () => {
  const { runMain } = await import('../../cli/in-process.js');
  const result = await runMain(['fix', '--target', '1.34', '-f', 'fixtures/rules/core/addon-compatibility/invalid.flux-install.yaml']);
  expect(result.stderr).toBe(
    [
      'Left as they are:',
      '  needs a decision (1):',
      '    fixtures/rules/core/addon-compatibility/invalid.flux-install.yaml:9  addon-compatibility  Deployment flux-system/source-controller',
      '      Upgrade Flux to 2.7 or newer before upgrading Kubernetes to 1.34. Support table: https://github.com/fluxcd/website/blob/72b32fffea1c7a3f0f05752277da7733024cbc55/content/en/blog/2026-06-30-announcing-flux-v2.9.0/index.md.',
      '0 findings fixable in 0 files; 1 left (1 needs a decision).',
      '',
    ].join('\n'),
  );
  expect(result.code).toBe(1);
});
