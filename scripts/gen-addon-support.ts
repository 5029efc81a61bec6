/**
 * Generates `rules/_data/addon-support.yaml`: for widely run add-ons, how to recognise the release
 * that runs (container images, Helm charts, labels) and which Kubernetes minors each release
 * supports, as the project itself publishes it. One curated file per add-on,
 * `scripts/data/addon-support/<add-on>.yaml`, holds the facts, each release row with the
 * project's own words (a verbatim quote of at most 300 characters), the page it stands on and the
 * day it was read. The generator refuses a row without them, a window that is not a range of
 * Kubernetes minors, a release listed twice, and a chart mapping that is not a pair of minors.
 */
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AddonSupport, ReleaseSupport } from '../src/kube/addon-support.js';
import { compareAddonVersions, parseAddonVersion } from '../src/versions.js';
import { dumpYaml, header, loadProvenance, loadYaml, parseOptions, runCli, sourceInfo, usageText, type OptionSpec } from './lib/gen-support.js';

const OPTIONS = {
  support: { description: 'scripts/data/addon-support (one curated file per add-on, <add-on>.yaml)' },
  sources: { description: 'scripts/data/sources.yaml (provenance of the inputs)' },
} satisfies Record<string, OptionSpec>;

const USAGE = usageText('gen-addon-support', 'Writes the add-on support windows (rules/_data/addon-support.yaml).', OPTIONS);

const MAX_QUOTE = 300;
const MINOR = /^1\.\d+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A chart minor (`4.11`), or a major where each major of the chart packages one release (`88`). */
const MINOR_OF_ANY = /^\d+(\.\d+)?$/;

/** A curated add-on file as written: the generated row plus the review-only quotes. */
type CuratedAddon = Omit<AddonSupport, 'releases' | 'retired'> & {
  notes?: string[];
  releases?: (ReleaseSupport & { quote?: string })[];
  retired?: AddonSupport['retired'] & { quote?: string };
};

function problemsOf(file: string, addon: CuratedAddon): string[] {
  const problems: string[] = [];
  const say = (what: string) => problems.push(`${file}: ${what}`);
  if (addon.addon !== basename(file, '.yaml')) say(`addon is "${addon.addon}", the file name says "${basename(file, '.yaml')}"`);
  for (const field of ['title', 'project'] as const) if (!addon[field]?.trim()) say(`no ${field}`);
  const detect = addon.detect ?? {};
  if (!detect.images?.length && !detect.charts?.length && !detect.labels?.length) say('detect names no image, chart or label to recognise the add-on by');
  for (const label of detect.labels ?? []) {
    if (!label.version || !label.when || Object.keys(label.when).length === 0)
      say(`detect.labels: ${JSON.stringify(label)} needs a version label and the labels (when) that tell the add-on's objects apart`);
  }
  const seen = new Set<string>();
  for (const row of addon.releases ?? []) {
    const where = `release ${row.release}`;
    if (typeof row.release !== 'string' || !parseAddonVersion(row.release)) say(`${where}: not a release version`);
    if (seen.has(row.release)) say(`${where} is listed twice`);
    seen.add(row.release);
    const { min, max } = row.kubernetes ?? {};
    if (!MINOR.test(min ?? '')) say(`${where}: kubernetes.min "${min}" is not a Kubernetes minor such as "1.31"`);
    if (max !== undefined && !MINOR.test(max)) say(`${where}: kubernetes.max "${max}" is not a Kubernetes minor such as "1.34"`);
    if (min && max && MINOR.test(min) && MINOR.test(max) && Number(min.slice(2)) > Number(max.slice(2)))
      say(`${where}: kubernetes.min ${min} is above max ${max}`);
    problems.push(...sourceProblems(`${file}: ${where}`, row));
  }
  for (const mapping of detect.chartVersions ?? []) {
    if (!MINOR_OF_ANY.test(mapping.chart) || !parseAddonVersion(mapping.release))
      say(`chartVersions: chart ${mapping.chart} -> release ${mapping.release} is not a pair of versions`);
  }
  if (addon.outsideWindow !== undefined && addon.outsideWindow !== 'warning')
    say(`outsideWindow is "${addon.outsideWindow}"; the one value it takes is "warning"`);
  if (addon.retired) {
    if (!DATE.test(addon.retired.since ?? '')) say(`retired.since "${addon.retired.since}" is not a date`);
    problems.push(...sourceProblems(`${file}: retired`, addon.retired));
  }
  return problems;
}

function sourceProblems(where: string, row: { quote?: string; source?: { url?: string; read?: string } }): string[] {
  const problems: string[] = [];
  if (!row.quote?.trim()) problems.push(`${where}: no quote of the project's own words`);
  else if (row.quote.length > MAX_QUOTE) problems.push(`${where}: the quote is ${row.quote.length} characters, more than ${MAX_QUOTE}`);
  if (!/^https:\/\//.test(row.source?.url ?? '')) problems.push(`${where}: no source url`);
  if (!DATE.test(row.source?.read ?? '')) problems.push(`${where}: no date (source.read, YYYY-MM-DD) on which the source was read`);
  return problems;
}

/**
 * The rows in the order the rule reads them (releases newest first, mappings by chart version),
 * without the reviewers' notes, which stay in the curated file.
 */
function normalised({ notes: _notes, ...addon }: CuratedAddon): CuratedAddon {
  const releases = [...(addon.releases ?? [])].sort((a, b) => compareAddonVersions(b.release, a.release));
  const detect = { ...addon.detect };
  if (detect.chartVersions) detect.chartVersions = [...detect.chartVersions].sort((a, b) => compareAddonVersions(b.chart, a.chart));
  return { ...addon, detect, releases };
}

export function buildAddonSupport(files: { file: string; addon: CuratedAddon }[]): CuratedAddon[] {
  const problems = files.flatMap(({ file, addon }) => problemsOf(file, addon));
  const images = new Map<string, string>();
  for (const { addon } of files) {
    for (const image of addon.detect?.images ?? []) {
      const other = images.get(image);
      if (other) problems.push(`image ${image} is named by both ${other} and ${addon.addon}`);
      images.set(image, addon.addon);
    }
  }
  if (problems.length) throw new Error(`the add-on support files are not usable:\n  ${problems.join('\n  ')}`);
  return files.map(({ addon }) => normalised(addon)).sort((a, b) => a.addon.localeCompare(b.addon));
}

export function generate(argv: string[]): string {
  const opts = parseOptions(argv, OPTIONS, USAGE);
  const provenance = loadProvenance(opts.sources);
  const files = readdirSync(opts.support)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => ({ file: name, addon: loadYaml<CuratedAddon>(join(opts.support, name)) }));
  const addons = buildAddonSupport(files);
  const rows = addons.reduce((n, a) => n + (a.releases?.length ?? 0), 0);
  const text = header(
    'gen-addon-support',
    [{ path: opts.support, origin: sourceInfo(provenance, opts.support).origin }],
    [
      `${addons.length} add-ons, ${rows} release rows: the Kubernetes minors each release supports, as its project publishes them.`,
      'kubernetes.min/max: the lowest and highest minor the project names for the release (max absent: an open range); support: the word the project uses.',
      "source.read: the day the page was read; quote: the project's own words, for review (a run does not load it).",
    ],
  );
  return `${text}${dumpYaml({ addons }, 5)}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) runCli(generate, process.argv.slice(2));
