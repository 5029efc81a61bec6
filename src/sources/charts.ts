/**
 * Which Helm chart a manifest file is a template of. A chart is a directory with a `Chart.yaml`;
 * only the files under its `templates/` are rendered by Helm (helm.sh/docs/topics/charts, "The
 * Chart File Structure"), and a subchart under `charts/` is rendered with its parent, so its
 * templates count for the outermost chart.
 */
import { existsSync } from 'node:fs';
import type { Dirent } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import yaml from 'js-yaml';
import type { HelmChart } from '../model.js';
import { readInput } from './read-input.js';

export const CHART_FILE = 'Chart.yaml';
/** A Chart.yaml holds a chart's name, versions and dependencies: a file of a mebibyte is none. */
const CHART_FILE_MAX_BYTES = 1024 * 1024;

/** Which chart each file is a template of, and what the directory walk already knows. */
export interface ChartFinder {
  /** The chart a file, named by absolute path, is a template of. */
  chartOf(absoluteFile: string): HelmChart | undefined;
  /** For a Chart.yaml, named by absolute path, of a chart kept under another chart's `charts/`: the chart installed with it. */
  vendoredIn(absoluteChartFile: string): HelmChart | undefined;
  /** A directory's listing, read by the walk: whether it holds a Chart.yaml need not be asked again. */
  listed(directory: string, entries: readonly Dirent[]): void;
}

/**
 * A lookup of the chart a file is a template of, for files named by absolute path; `display`
 * names paths as the report shows them. Each directory is looked at once per run, from the
 * walk's listing when it read the directory.
 */
export function chartFinder(display: (absolute: string) => string, cwd: string): ChartFinder {
  const hasChart = new Map<string, boolean>();
  const nearest = new Map<string, string | null>();
  const charts = new Map<string, HelmChart>();

  const holdsChart = (directory: string): boolean => {
    let known = hasChart.get(directory);
    if (known === undefined) hasChart.set(directory, (known = existsSync(join(directory, CHART_FILE))));
    return known;
  };

  const nearestChart = (directory: string): string | null => {
    const known = nearest.get(directory);
    if (known !== undefined) return known;
    const parent = dirname(directory);
    const found = holdsChart(directory) ? directory : parent === directory ? null : nearestChart(parent);
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

  // charts/<subchart> of a chart is rendered by the parent's `helm template`
  const outermost = (chart: string): string => {
    let root = chart;
    for (let parent = dirname(root); basename(parent) === 'charts' && holdsChart(dirname(parent)); parent = dirname(root)) root = dirname(parent);
    return root;
  };

  return {
    chartOf(absoluteFile) {
      const root = nearestChart(dirname(absoluteFile));
      if (root === null || !relative(root, absoluteFile).startsWith(`templates${sep}`)) return undefined;
      return chartAt(outermost(root));
    },
    vendoredIn(absoluteChartFile) {
      const chart = dirname(absoluteChartFile);
      const root = outermost(chart);
      return root === chart ? undefined : chartAt(root);
    },
    listed(directory, entries) {
      // A link named Chart.yaml may lead nowhere: only a real entry settles the question.
      const entry = entries.find((e) => e.name === CHART_FILE);
      if (!entry?.isSymbolicLink()) hasChart.set(directory, entry !== undefined);
    },
  };
}

/** The chart's `name:`, when its Chart.yaml is a file that can be read (a pipe or a device is not). */
function chartName(file: string): string | undefined {
  const read = readInput(file, { maxBytes: CHART_FILE_MAX_BYTES });
  if (!('text' in read)) return undefined;
  try {
    const chart = yaml.load(read.text, { json: true }) as { name?: unknown } | null;
    return typeof chart?.name === 'string' && chart.name.trim() !== '' ? chart.name.trim() : undefined;
  } catch {
    return undefined;
  }
}
