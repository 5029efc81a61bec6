/** Chart.yaml files read as HelmChartMetadata objects (src/sources/cluster/synthetic.ts). */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { K8sObject } from '../../src/model.js';
import { vendoredIn } from '../../src/sources/cluster/synthetic.js';
import { loadManifests } from '../../src/sources/manifests.js';

let dir: string;

function write(name: string, text: string): void {
  const path = join(dir, name);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
}

const CHART = `apiVersion: v2
name: shop
description: The shop
version: 1.4.2
appVersion: "2.3.1"
kubeVersion: ">=1.25.0-0"
dependencies:
  - name: redis
    version: 19.x.x
    repository: oci://registry-1.docker.io/bitnamicharts
`;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-charts-'));
  write('shop/Chart.yaml', CHART);
  write('shop/values.yaml', 'replicaCount: 2\n');
  write('shop/templates/configmap.yaml', 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: shop\n');
  write('shop/charts/cache/Chart.yaml', 'apiVersion: v1\nname: cache\nversion: 0.2.0\nkubeVersion: "<1.16.0-0"\n');
  write('shop/charts/cache/charts/inner/Chart.yaml', 'name: inner\nversion: 0.0.1\n');
  write('legacy/Chart.yaml', 'name: legacy\nversion: 0.1.0\n');
  write('plain/Chart.yaml', 'name: not-a-chart\n');
  write('kinded/Chart.yaml', 'apiVersion: v2\nkind: Chart\nname: x\nversion: 1.0.0\nmetadata: {name: x}\n');
  write('other/chart.yaml', 'apiVersion: v2\nname: lower\nversion: 1.0.0\n');
  write('two/Chart.yaml', 'apiVersion: v2\nname: first\nversion: 1.0.0\n---\napiVersion: v2\nname: second\nversion: 2.0.0\n');
});

const load = (...paths: string[]) => loadManifests({ paths, cwd: dir });
const describeObject = (o: K8sObject) => `${o.origin.type === 'manifest' ? o.origin.file : ''} ${o.apiVersion} ${o.kind} ${o.metadata.name}`;

describe('Chart.yaml as HelmChartMetadata', () => {
  it('holds the chart fields as written, under the tool own apiVersion and kind', () => {
    const { objects, notObjects } = load('shop/Chart.yaml');
    expect(notObjects).toBe(0);
    expect(objects).toHaveLength(1);
    const [chart] = objects;
    expect({ apiVersion: chart.apiVersion, kind: chart.kind, metadata: chart.metadata }).toEqual({
      apiVersion: 'k8s-upgrade-check/v1',
      kind: 'HelmChartMetadata',
      metadata: { name: 'shop' },
    });
    expect(chart.body).toEqual({
      apiVersion: 'k8s-upgrade-check/v1',
      kind: 'HelmChartMetadata',
      metadata: { name: 'shop' },
      name: 'shop',
      description: 'The shop',
      version: '1.4.2',
      appVersion: '2.3.1',
      kubeVersion: '>=1.25.0-0',
      dependencies: [{ name: 'redis', version: '19.x.x', repository: 'oci://registry-1.docker.io/bitnamicharts' }],
    });
    expect(chart.release).toBeUndefined();
    expect(chart.origin.type === 'manifest' && chart.origin.locate(['kubeVersion'])).toEqual({ line: 6, column: 1 });
    expect(chart.origin.type === 'manifest' && chart.origin.locate(['dependencies', 0, 'version'])).toEqual({ line: 9, column: 5 });
    expect(vendoredIn(chart)).toBeUndefined();
  });

  it('only a file named Chart.yaml, only its first document, only with a name and a version and no kind', () => {
    const { objects, notObjects, problems } = load('.');
    expect(objects.map(describeObject)).toEqual([
      'kinded/Chart.yaml v2 Chart x',
      'legacy/Chart.yaml k8s-upgrade-check/v1 HelmChartMetadata legacy',
      'shop/Chart.yaml k8s-upgrade-check/v1 HelmChartMetadata shop',
      'shop/charts/cache/Chart.yaml k8s-upgrade-check/v1 HelmChartMetadata cache',
      'shop/charts/cache/charts/inner/Chart.yaml k8s-upgrade-check/v1 HelmChartMetadata inner',
      'shop/templates/configmap.yaml v1 ConfigMap shop',
      'two/Chart.yaml k8s-upgrade-check/v1 HelmChartMetadata first',
    ]);
    // other/chart.yaml, plain/Chart.yaml, shop/values.yaml and the second document of two/Chart.yaml
    expect(notObjects).toBe(4);
    expect(problems).toEqual([]);
  });

  it("names the outermost chart a vendored chart's Chart.yaml is kept in", () => {
    const charts = load('.').objects.filter((o) => o.kind === 'HelmChartMetadata');
    expect(Object.fromEntries(charts.map((o) => [o.metadata.name, vendoredIn(o)?.name ?? null]))).toEqual({
      legacy: null,
      shop: null,
      cache: 'shop',
      inner: 'shop',
      first: null,
    });
  });

  it('a release field of the file is not taken for a live release', () => {
    write('odd/Chart.yaml', 'apiVersion: v2\nname: odd\nversion: 1.0.0\nrelease: {name: x, namespace: y, revision: 1}\n');
    const [chart] = load('odd/Chart.yaml').objects;
    expect(chart.body.release).toBeUndefined();
  });
});
