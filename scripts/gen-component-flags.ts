/**
 * Generates `rules/_data/component-flags.yaml`: the removed and deprecated command-line flags of
 * the Kubernetes components, and the removed values of flags that remain, one row per component,
 * flag and value. The curated list (scripts/data/component-flags.yaml) groups facts that share a
 * source; this expands the groups, fills in what a removed flag makes the component print, and
 * refuses anything a rule could not act on (an unknown component, a release out of order, a value
 * row that does not say what happens at start-up, a row without a source).
 */
import { pathToFileURL } from 'node:url';
import { byText } from '../src/model.js';
import { compareMinor } from '../src/versions.js';
import { KUBERNETES_COMPONENTS } from '../src/kube/components/types.js';
import { FLAG_STARTUPS } from '../src/kube/flag-lifecycle.js';
import type { FlagLifecycle, FlagStartup } from '../src/kube/flag-lifecycle.js';
import { dumpYaml, header, loadProvenance, loadYaml, parseOptions, runCli, sourceInfo, usageText, type OptionSpec } from './lib/gen-support.js';

const OPTIONS = {
  flags: { description: 'scripts/data/component-flags.yaml (the curated list)' },
  sources: { description: 'scripts/data/sources.yaml (provenance of the inputs)' },
} satisfies Record<string, OptionSpec>;

const USAGE = usageText('gen-component-flags', 'Writes the removed and deprecated component flags (rules/_data/component-flags.yaml).', OPTIONS);

interface CuratedEntry {
  component?: string;
  components?: string[];
  flag?: string;
  flags?: string[];
  value?: string;
  values?: string[];
  acceptedValues?: string[];
  listValue?: boolean;
  configField?: { kind: string; field: string };
  deprecatedIn?: string;
  removedIn?: string;
  removalScheduled?: string;
  replacement?: string;
  startup?: string;
  prints?: string | null;
  advice?: string;
  source?: string;
  unverified?: string;
  coveredBy?: string;
}

const FIELDS = new Set([
  'component', 'components', 'flag', 'flags', 'value', 'values', 'acceptedValues', 'listValue', 'configField', 'deprecatedIn', 'removedIn',
  'removalScheduled', 'replacement', 'startup', 'prints', 'advice', 'source', 'unverified', 'coveredBy',
]);

const RELEASE = /^1\.\d+$/;
const FLAG_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function fail(index: number, entry: CuratedEntry, problem: string): never {
  const what = [entry.component ?? entry.components?.join(','), entry.flag ?? entry.flags?.join(',')].filter(Boolean).join(' ');
  throw new Error(`component-flags.yaml: entry ${index + 1} (${what || 'unnamed'}): ${problem}`);
}

function one<T>(single: T | undefined, list: T[] | undefined, name: string, index: number, entry: CuratedEntry): T[] {
  if (single !== undefined && list !== undefined) fail(index, entry, `give ${name} or ${name}s, not both`);
  const values = single !== undefined ? [single] : (list ?? []);
  if (values.length === 0) fail(index, entry, `no ${name}`);
  return values;
}

function release(value: string | undefined, field: string, index: number, entry: CuratedEntry): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || !RELEASE.test(value)) fail(index, entry, `${field} must be a quoted minor release such as "1.30", not ${JSON.stringify(value)}`);
  return value;
}

/** Fills `{{flag}}` and `{{value}}` in a shared message template. */
function fill(template: string, flag: string, value: string | undefined): string {
  return template.replace(/\{\{flag\}\}/g, `--${flag}`).replace(/\{\{value\}\}/g, value ?? '');
}

function expand(entry: CuratedEntry, index: number): FlagLifecycle[] {
  for (const key of Object.keys(entry)) if (!FIELDS.has(key)) fail(index, entry, `unknown field "${key}"`);
  const components = one(entry.component, entry.components, 'component', index, entry);
  for (const c of components) if (!(KUBERNETES_COMPONENTS as readonly string[]).includes(c)) fail(index, entry, `unknown component "${c}" (one of ${KUBERNETES_COMPONENTS.join(', ')})`);
  const flags = one(entry.flag, entry.flags, 'flag', index, entry);
  for (const f of flags) if (!FLAG_NAME.test(f)) fail(index, entry, `flag "${f}" must be written without dashes in front, in lower case`);
  if (entry.value !== undefined && entry.values !== undefined) fail(index, entry, 'give value or values, not both');
  const values = entry.value !== undefined ? [entry.value] : entry.values;
  if (values && entry.acceptedValues) fail(index, entry, 'give removed values or acceptedValues, not both');
  const aboutValues = values !== undefined || entry.acceptedValues !== undefined;
  if (entry.listValue && !values) fail(index, entry, 'listValue needs the removed values');
  if (entry.configField && !aboutValues) fail(index, entry, 'configField is for value rows');

  const deprecatedIn = release(entry.deprecatedIn, 'deprecatedIn', index, entry);
  const removedIn = release(entry.removedIn, 'removedIn', index, entry);
  const removalScheduled = release(entry.removalScheduled, 'removalScheduled', index, entry);
  if (!deprecatedIn && !removedIn) fail(index, entry, 'neither deprecatedIn nor removedIn');
  if (deprecatedIn && removedIn && compareMinor(deprecatedIn, removedIn) >= 0) fail(index, entry, `deprecatedIn ${deprecatedIn} is not before removedIn ${removedIn}`);
  if (removalScheduled && removedIn) fail(index, entry, 'removalScheduled is for removals that have not happened: drop it or removedIn');
  if (removalScheduled && deprecatedIn && compareMinor(deprecatedIn, removalScheduled) >= 0) fail(index, entry, 'removalScheduled is not after deprecatedIn');
  if (!entry.source?.trim()) fail(index, entry, 'no source');
  if (!entry.advice?.trim()) fail(index, entry, 'no advice');
  if (entry.coveredBy !== undefined && !FLAG_NAME.test(entry.coveredBy)) fail(index, entry, 'coveredBy must be a rule id');

  let startup: FlagStartup | null = null;
  if (entry.startup !== undefined) {
    if (!(FLAG_STARTUPS as readonly string[]).includes(entry.startup)) fail(index, entry, `startup must be one of ${FLAG_STARTUPS.join(', ')}`);
    startup = entry.startup as FlagStartup;
  }
  if (removedIn && !startup) {
    // pflag rejects a flag nobody registers; a value is checked by the component's own code, which only a source can tell.
    if (aboutValues) fail(index, entry, 'a removed value needs startup (refuses, warns or unknown): only a source can say what the component does with it');
    startup = 'refuses';
  }
  if (!removedIn && (startup || entry.prints !== undefined)) fail(index, entry, 'startup and prints describe a removal; this entry has no removedIn');
  if (entry.prints && startup !== 'refuses') fail(index, entry, 'prints is what the component prints when it refuses to start');

  const rows: FlagLifecycle[] = [];
  for (const component of components) {
    for (const flag of flags) {
      for (const value of values ?? [undefined]) {
        const prints = entry.prints !== undefined ? (entry.prints === null ? null : fill(entry.prints, flag, value)) : startup === 'refuses' && !aboutValues ? `unknown flag: --${flag}` : null;
        rows.push({
          component,
          flag,
          ...(value !== undefined ? { value } : {}),
          ...(entry.acceptedValues ? { acceptedValues: entry.acceptedValues } : {}),
          ...(entry.listValue ? { listValue: true as const } : {}),
          ...(entry.configField ? { configField: entry.configField } : {}),
          deprecatedIn,
          removedIn,
          removalScheduled,
          replacement: entry.replacement ?? null,
          startup,
          prints,
          advice: entry.advice!.trim(),
          source: entry.source!.trim(),
          ...(entry.unverified ? { unverified: entry.unverified.trim() } : {}),
          ...(entry.coveredBy ? { coveredBy: entry.coveredBy } : {}),
        });
      }
    }
  }
  return rows;
}

function rowKey(row: FlagLifecycle): string {
  return `${row.component} --${row.flag}${row.value !== undefined ? `=${row.value}` : row.acceptedValues ? ' (other values)' : ''}`;
}

export function buildRows(entries: CuratedEntry[]): FlagLifecycle[] {
  if (!Array.isArray(entries) || entries.length === 0) throw new Error('component-flags.yaml: no "flags" list');
  const rows = entries.flatMap((entry, i) => expand(entry, i));
  const seen = new Set<string>();
  for (const row of rows) {
    const key = rowKey(row);
    if (seen.has(key)) throw new Error(`component-flags.yaml: ${key} is given twice`);
    seen.add(key);
  }
  const order = (c: string) => (KUBERNETES_COMPONENTS as readonly string[]).indexOf(c);
  return rows.sort((a, b) => order(a.component) - order(b.component) || byText(a.flag, b.flag) || byText(a.value ?? '', b.value ?? '') || Number(!!a.acceptedValues) - Number(!!b.acceptedValues));
}

export function generate(argv: string[]): string {
  const opts = parseOptions(argv, OPTIONS, USAGE);
  const provenance = loadProvenance(opts.sources);
  const info = sourceInfo(provenance, opts.flags);
  const rows = buildRows(loadYaml<{ flags: CuratedEntry[] }>(opts.flags)?.flags);
  const text = header('gen-component-flags', [{ path: opts.flags, origin: info.origin }], [
    'One row per component, flag and removed value. A row without `value` or `acceptedValues` is about the flag itself.',
    'deprecatedIn / removedIn: first release that deprecates / no longer accepts it; removalScheduled: an announced later removal (a plan).',
    'startup: what the component does with it from removedIn on (refuses: exits at start-up; warns: starts and logs a warning; unknown: not in the sources);',
    '  prints: what it prints when it refuses ("unknown flag: --x" is pflag\'s error for a flag nobody registers), null where no source gives the text.',
    'coveredBy: a rule that already reports the deprecation; removed-flag reports only the removal of such a row.',
  ]);
  return `${text}${dumpYaml({ flags: rows }, 3)}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) runCli(generate, process.argv.slice(2));
