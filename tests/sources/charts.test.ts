import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadManifests } from '../../src/sources/manifests.js';

let dir: string;

function write(name: string, text: string): void {
  const path = join(dir, name);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
}

const TEMPLATE = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: settings\n';

/** The chart of each object loaded from `paths`, as `file -> chart name (chart directory)`. */
function chartsOf(paths: string[]): string[] {
  return loadManifests({ paths, cwd: dir })
    .objects.filter((o) => o.kind !== 'HelmChartMetadata')
    .map((o) => {
      const origin = o.origin.type === 'manifest' ? o.origin : undefined;
      return `${origin?.file} -> ${origin?.chart ? `${origin.chart.name} (${origin.chart.directory})` : 'no chart'}`;
    });
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-charts-'));
  write('shop/Chart.yaml', 'apiVersion: v2\nname: shop\nversion: 1.0.0\n');
  write('shop/templates/settings.yaml', TEMPLATE);
  write('shop/charts/cache/Chart.yaml', 'apiVersion: v2\nname: cache\nversion: 1.0.0\n');
  write('shop/charts/cache/templates/settings.yaml', TEMPLATE);
  // A link named Chart.yaml that leads nowhere does not make a chart; one that leads to a file does.
  write('dangling/templates/settings.yaml', TEMPLATE);
  symlinkSync(join(dir, 'missing.yaml'), join(dir, 'dangling', 'Chart.yaml'));
  write('linked/templates/settings.yaml', TEMPLATE);
  write('shared/Chart.yaml', 'apiVersion: v2\nname: linked\nversion: 1.0.0\n');
  symlinkSync(join(dir, 'shared', 'Chart.yaml'), join(dir, 'linked', 'Chart.yaml'));
});

describe('Helm charts of template files', () => {
  it('are the same whether the walk listed the directories or the files were named', () => {
    const walked = chartsOf(['shop', 'dangling', 'linked']);
    expect(walked).toEqual([
      'shop/charts/cache/templates/settings.yaml -> shop (shop)',
      'shop/templates/settings.yaml -> shop (shop)',
      'dangling/templates/settings.yaml -> no chart',
      'linked/templates/settings.yaml -> linked (linked)',
    ]);
    const named = chartsOf([
      'shop/charts/cache/templates/settings.yaml',
      'shop/templates/settings.yaml',
      'dangling/templates/settings.yaml',
      'linked/templates/settings.yaml',
    ]);
    expect(named).toEqual(walked);
  });
});
