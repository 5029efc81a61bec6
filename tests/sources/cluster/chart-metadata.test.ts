/** HelmChartMetadata from live Helm release records, and the chart-kube-version rule on them. */
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import chartKubeVersion from '../../../rules/core/chart-kube-version.js';
import type { Rule } from '../../../src/rule.js';
import { builtinResources, helmRelease } from '../../support/fake-apiserver.js';
import type { JsonObject } from '../../support/fake-apiserver.js';
import { fakeClusters, kindsProbe, loadLive, runLive } from './helpers.js';

const fake = fakeClusters('v1.36.3');

/** A release record whose chart metadata carries more than the stand-in writes: Helm stores every Chart.yaml field. */
function releaseWithChart(spec: Parameters<typeof helmRelease>[0], metadata: Record<string, unknown>): JsonObject {
  const stored = helmRelease(spec);
  const data = stored.data as { release: string };
  const helmText = Buffer.from(data.release, 'base64').toString('latin1');
  const release = JSON.parse(gunzipSync(Buffer.from(helmText, 'base64')).toString('utf8')) as { chart: { metadata: Record<string, unknown> } };
  release.chart.metadata = { ...release.chart.metadata, ...metadata };
  const rewritten = gzipSync(Buffer.from(JSON.stringify(release))).toString('base64');
  return { ...stored, data: { release: Buffer.from(rewritten).toString('base64') } };
}

const MANIFEST = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: agent-settings\n';

function records(): JsonObject[] {
  const agent = { name: 'agent', namespace: 'monitoring', chart: { name: 'cluster-agent', version: '3.4.0' }, manifest: MANIFEST };
  const chart = {
    appVersion: '3.4.0',
    kubeVersion: '>=1.19.0-0 <1.37.0-0',
    dependencies: [{ name: 'kube-state-metrics', version: '4.x.x', repository: 'https://prometheus-community.github.io/helm-charts' }],
  };
  return [
    releaseWithChart({ ...agent, revision: 4, status: 'superseded' }, { ...chart, kubeVersion: '>=1.19.0-0' }),
    releaseWithChart({ ...agent, revision: 5 }, chart),
    helmRelease({ name: 'docs', namespace: 'web', revision: 1, chart: { name: 'docs', version: '0.1.0' }, manifest: MANIFEST, driver: 'configmap' }),
  ];
}

describe('HelmChartMetadata from Helm release records', () => {
  it('is made for the latest deployed revision of each release, with the release, when a rule reads the kind', async () => {
    const server = await fake({ objects: records() });
    const loaded = await loadLive(server, [kindsProbe(['HelmChartMetadata'])]);
    const charts = loaded.objects.filter((o) => o.kind === 'HelmChartMetadata');
    expect(charts.map((o) => ({ apiVersion: o.apiVersion, metadata: o.metadata, body: o.body }))).toEqual([
      {
        apiVersion: 'k8s-upgrade-check/v1',
        metadata: { name: 'agent', namespace: 'monitoring' },
        body: {
          apiVersion: 'k8s-upgrade-check/v1',
          kind: 'HelmChartMetadata',
          metadata: { name: 'agent', namespace: 'monitoring' },
          name: 'cluster-agent',
          version: '3.4.0',
          appVersion: '3.4.0',
          kubeVersion: '>=1.19.0-0 <1.37.0-0',
          dependencies: [{ name: 'kube-state-metrics', version: '4.x.x', repository: 'https://prometheus-community.github.io/helm-charts' }],
          release: { name: 'agent', namespace: 'monitoring', revision: 5 },
        },
      },
      {
        apiVersion: 'k8s-upgrade-check/v1',
        metadata: { name: 'docs', namespace: 'web' },
        body: {
          apiVersion: 'k8s-upgrade-check/v1',
          kind: 'HelmChartMetadata',
          metadata: { name: 'docs', namespace: 'web' },
          name: 'docs',
          version: '0.1.0',
          release: { name: 'docs', namespace: 'web', revision: 1 },
        },
      },
    ]);
    expect(charts[0].origin).toEqual({
      type: 'cluster',
      context: expect.any(String),
      via: 'helm-release',
      detail: 'Helm release monitoring/agent revision 5 (chart cluster-agent-3.4.0)',
      helmRelease: { name: 'agent', namespace: 'monitoring', revision: 5, chart: 'cluster-agent-3.4.0' },
    });
    // The kind is the tool's own: it is never asked of the API server, even where a resource has its name.
    expect(server.requests.map((r) => r.path).filter((p) => /helmchartmetadata/i.test(p))).toEqual([]);
  });

  it('is not made when no rule reads it', async () => {
    const server = await fake({ objects: records() });
    const loaded = await loadLive(server, [kindsProbe(['ConfigMap'])]);
    expect(loaded.objects.filter((o) => o.kind === 'HelmChartMetadata')).toEqual([]);
  });

  it('a resource that happens to be named HelmChartMetadata is not listed for it', async () => {
    const resources = [
      ...builtinResources(),
      { group: 'charts.example.com', versions: ['v1'], resource: 'helmchartmetadatas', kind: 'HelmChartMetadata', namespaced: true, custom: true },
    ];
    const server = await fake({ objects: records(), resources });
    await loadLive(server, [kindsProbe(['HelmChartMetadata'])]);
    expect(server.requests.map((r) => r.path).filter((p) => p.includes('helmchartmetadatas'))).toEqual([]);
    expect(server.requests.some((r) => r.path === '/api/v1/secrets')).toBe(true);
  });

  it('a release record that cannot be listed weakens the rules that read chart metadata', async () => {
    const server = await fake({ objects: records(), forbidden: ['secrets'] });
    const loaded = await loadLive(server, [chartKubeVersion as Rule]);
    expect(loaded.gaps.filter((gap) => gap.what.startsWith('Helm releases in Secrets')).map((gap) => gap.rules)).toEqual([['chart-kube-version']]);
  });
});

describe('chart-kube-version on a live release', () => {
  it("reports the release whose chart's kubeVersion excludes the target, at the release record", async () => {
    const server = await fake({ objects: records() });
    const report = await runLive(server, [chartKubeVersion as Rule], '1.37');
    expect(
      report.findings.map((f) => ({
        ruleId: f.ruleId,
        severity: f.severity,
        messageId: f.messageId,
        data: f.data,
        object: f.object,
        path: f.path,
        location: f.location,
      })),
    ).toEqual([
      {
        ruleId: 'chart-kube-version',
        severity: 'error',
        messageId: 'releaseExcluded',
        data: { chart: 'cluster-agent', version: '3.4.0', constraint: '>=1.19.0-0 <1.37.0-0', target: '1.37', release: 'monitoring/agent' },
        object: { apiVersion: 'k8s-upgrade-check/v1', kind: 'HelmChartMetadata', namespace: 'monitoring', name: 'agent' },
        path: ['kubeVersion'],
        location: null,
      },
    ]);
    expect(report.findings[0].message).toBe(
      'Helm release monitoring/agent runs chart cluster-agent 3.4.0, which requires kubeVersion ">=1.19.0-0 <1.37.0-0", excluding Kubernetes 1.37.0: helm upgrade of the release fails once the cluster runs 1.37.',
    );
    expect(report.findings[0].origin).toMatchObject({ via: 'helm-release', helmRelease: { name: 'agent', namespace: 'monitoring', revision: 5 } });
  });

  it('is silent on the way to a target the constraint admits', async () => {
    const server = await fake({ objects: records() });
    const report = await runLive(server, [chartKubeVersion as Rule], '1.36');
    expect(report.findings).toEqual([]);
  });
});
