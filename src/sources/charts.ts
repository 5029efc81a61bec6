/**
 * Which Helm chart a manifest file is a template of. A chart is a directory with a `Chart.yaml`;
 * only the files under its `templates/` are rendered by Helm (helm.sh/docs/topics/charts, "The
 * Chart File Structure"), and a subchart under `charts/` is rendered with its parent, so its
 * templates count for the outermost chart.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import yaml from 'js-yaml';
import type { HelmChart } from '../model.js';

const CHART_FILE = 'Chart.yaml';

/**
 * A lookup of the chart a file is a template of, for files named by absolute path; `display`
 * names paths as the report shows them. Each directory is looked at once per run.
 */
export function chartFinder(display: (absolute: string) => string, cwd: string): (absoluteFile: string) => HelmChart | undefined {
  const nearest = new Map<string, string | null>();
  const charts = new Map<string, HelmChart>();

  const nearestChart = (directory: string): string | null => {
    const known = nearest.get(directory);
    if (known !== undefined) return known;
    const parent = dirname(directory);
    const found = existsSync(join(directory, CHART_FILE)) ? directory : parent === directory ? null : nearestChart(parent);
    nearest.set(directory, found);
    return found;
  };

  const chartAt = (directory: string): HelmChart => {
    let chart = charts.get(directory);
    if (!chart) {
      const file = join(directory, CHART_FILE);
      chart = { name: chartName(file) ?? basename(directory), directory: directory === cwd ? '.' : display(directory), file: display(file) };
      charts.set(directory, chart);
    }
    return chart;
  };

  return (absoluteFile) => {
    let root = nearestChart(dirname(absoluteFile));
    if (root === null || !relative(root, absoluteFile).startsWith(`templates${sep}`)) return undefined;
    // charts/<subchart> of a chart is rendered by the parent's `helm template`
    for (let parent = dirname(root); basename(parent) === 'charts' && existsSync(join(dirname(parent), CHART_FILE)); parent = dirname(root)) root = dirname(parent);
    return chartAt(root);
  };
}

/** The chart's `name:`, when its Chart.yaml can be read. */
function chartName(file: string): string | undefined {
  try {
    const chart = yaml.load(readFileSync(file, 'utf8'), { json: true }) as { name?: unknown } | null;
    return typeof chart?.name === 'string' && chart.name.trim() !== '' ? chart.name.trim() : undefined;
  } catch {
    return undefined;
  }
}
