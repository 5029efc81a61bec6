/**
 * Generates `rules/_data/component-flags.yaml`: the removed and deprecated command-line flags of
 * the Kubernetes components, and the removed values of flags that remain, one row per component,
 * flag and value. The curated list (scripts/data/component-flags.yaml) groups facts that share a
 * source; this expands the groups, fills in what a removed flag makes the component print, and
 * refuses anything a rule could not act on (an unknown component, a release out of order, a value
 * row that does not say what happens at start-up, a row without its quote and source).
 *
 * Where a component registers a flag through a staging repository (kubernetes/apiserver,
 * component-base, controller-manager, cloud-provider), the release facts are derived from the
 * registration extracts instead (scripts/data/sources/component-flags/): a curated row may leave
 * removedIn / deprecatedIn out and take them from there, a row that states another release is
 * refused, and a flag the extracts see disappear needs a row or a `notBreaking` reason.
 */
import { pathToFileURL } from 'node:url';
import { byText } from '../src/model.js';
import { compareMinor } from '../src/versions.js';
import { KUBERNETES_COMPONENTS } from '../src/kube/components/types.js';
import { FLAG_STARTUPS } from '../src/kube/flag-lifecycle.js';
import type { FlagLifecycle, FlagStartup } from '../src/kube/flag-lifecycle.js';
import { dumpYaml, header, loadProvenance, loadYaml, parseOptions, runCli, sourceInfo, usageText, type OptionSpec } from './lib/gen-support.js';
import { deriveFlags, extractOrigin, loadExtracts, type DerivedFlag, type NotBreaking, type Registration } from './lib/component-flag-derivation.js';

const OPTIONS = {
  flags: { description: 'scripts/data/component-flags.yaml (the curated list)' },
  extracts: { description: 'scripts/data/sources/component-flags (flags registered in the staging repositories, release by release)' },
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
  quote?: string;
  source?: string;
  unverified?: string;
  coveredBy?: string;
}

/** The curated file: rows, and what the extracts need to be read (see the file's own header). */
export interface CuratedFile {
  /** Removals the extracts show before this release need no row: the data starts there. */
  coverage?: string;
  registrations?: Registration[];
  notBreaking?: NotBreaking[];
  flags: CuratedEntry[];
}

const FIELDS = new Set([
  'component',
  'components',
  'flag',
  'flags',
  'value',
  'values',
  'acceptedValues',
  'listValue',
  'configField',
  'deprecatedIn',
  'removedIn',
  'removalScheduled',
  'replacement',
  'startup',
  'prints',
  'advice',
  'quote',
  'source',
  'unverified',
  'coveredBy',
]);

/** A quote is one sentence or string literal, not a copied passage. */
const QUOTE_LIMIT = 300;

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
  if (typeof value !== 'string' || !RELEASE.test(value))
    fail(index, entry, `${field} must be a quoted minor release such as "1.30", not ${JSON.stringify(value)}`);
  return value;
}

/**
 * Fills a message copied from a Go format string: `{{flag}}` is the flag's name as the component
 * writes it (without dashes: the API server's admission messages name the flag bare), `%q` is the
 * value as Go's %q quotes it.
 */
export function fill(template: string, flag: string, value: string | undefined): string {
  return template.replace(/\{\{flag\}\}/g, flag).replace(/%q/g, () => JSON.stringify(value ?? ''));
}

function expand(entry: CuratedEntry, index: number, derived: Map<string, DerivedFlag>): FlagLifecycle[] {
  for (const key of Object.keys(entry)) if (!FIELDS.has(key)) fail(index, entry, `unknown field "${key}"`);
  const components = one(entry.component, entry.components, 'component', index, entry);
  for (const c of components)
    if (!(KUBERNETES_COMPONENTS as readonly string[]).includes(c)) fail(index, entry, `unknown component "${c}" (one of ${KUBERNETES_COMPONENTS.join(', ')})`);
  const flags = one(entry.flag, entry.flags, 'flag', index, entry);
  for (const f of flags) if (!FLAG_NAME.test(f)) fail(index, entry, `flag "${f}" must be written without dashes in front, in lower case`);
  if (entry.value !== undefined && entry.values !== undefined) fail(index, entry, 'give value or values, not both');
  const values = entry.value !== undefined ? [entry.value] : entry.values;
  if (values && entry.acceptedValues) fail(index, entry, 'give removed values or acceptedValues, not both');
  const aboutValues = values !== undefined || entry.acceptedValues !== undefined;
  if (entry.listValue && !values) fail(index, entry, 'listValue needs the removed values');
  if (entry.configField && !aboutValues) fail(index, entry, 'configField is for value rows');

  if (!entry.quote?.trim()) fail(index, entry, 'no quote: give the sentence or string literal that states the fact, verbatim');
  if (entry.quote.length > QUOTE_LIMIT)
    fail(index, entry, `quote is ${entry.quote.length} characters; keep it to the one sentence that states the fact (at most ${QUOTE_LIMIT})`);
  if (!entry.source?.trim()) fail(index, entry, 'no source');
  if (entry.prints && !/\b(?:v\d+\.\d+\.\d+|[0-9a-f]{8,40})\b/.test(entry.source))
    fail(index, entry, 'prints is copied from a Go string literal: the source must name its file and tag or commit');
  const stated = {
    deprecatedIn: release(entry.deprecatedIn, 'deprecatedIn', index, entry),
    removedIn: release(entry.removedIn, 'removedIn', index, entry),
  };
  const removalScheduled = release(entry.removalScheduled, 'removalScheduled', index, entry);
  const isFlagRow = entry.value === undefined && entry.values === undefined && entry.acceptedValues === undefined;
  // Each component and flag of the entry must agree with the extracts; one entry states one release.
  const facts = isFlagRow ? components.flatMap((c) => flags.map((f) => derived.get(`${c} ${f}`)).filter((d): d is DerivedFlag => d !== undefined)) : [];
  for (const d of facts) {
    if (stated.removedIn !== null && stated.removedIn !== d.removedIn) {
      fail(
        index,
        entry,
        `removedIn ${stated.removedIn}, but the registration extracts say ${d.component} --${d.flag} ${d.removedIn ? `is removed in ${d.removedIn}` : 'is still registered'} (${d.evidence}); drop removedIn to take it from there, or correct the extract`,
      );
    }
    if (stated.deprecatedIn !== null && d.deprecatedAtOrBefore && d.firstRead !== null && compareMinor(stated.deprecatedIn, d.firstRead) > 0) {
      fail(
        index,
        entry,
        `deprecatedIn ${stated.deprecatedIn}, but the registration extracts already mark ${d.component} --${d.flag} deprecated in ${d.firstRead}, the first release read (${d.evidence})`,
      );
    }
    if (stated.deprecatedIn !== null && d.deprecatedIn !== null && stated.deprecatedIn !== d.deprecatedIn) {
      fail(
        index,
        entry,
        `deprecatedIn ${stated.deprecatedIn}, but the registration extracts say ${d.component} --${d.flag} is first marked deprecated in ${d.deprecatedIn} (${d.evidence}); drop deprecatedIn to take it from there`,
      );
    }
  }
  const agreed = (field: 'removedIn' | 'deprecatedIn'): string | null => {
    const values = new Set(facts.map((d) => d[field]));
    if (values.size > 1)
      fail(index, entry, `the registration extracts give different ${field} releases for its flags (${[...values].join(', ')}): split the entry`);
    return facts.length > 0 && facts.length === components.length * flags.length ? ([...values][0] ?? null) : null;
  };
  const deprecatedIn = stated.deprecatedIn ?? agreed('deprecatedIn');
  const removedIn = stated.removedIn ?? agreed('removedIn');
  if (!deprecatedIn && !removedIn) fail(index, entry, 'neither deprecatedIn nor removedIn (given or derived from the registration extracts)');
  const evidence = facts.length ? `; registration: ${[...new Set(facts.map((d) => `${d.component} --${d.flag} ${d.evidence}`))].join('; ')}` : '';
  if (deprecatedIn && removedIn && compareMinor(deprecatedIn, removedIn) >= 0)
    fail(index, entry, `deprecatedIn ${deprecatedIn} is not before removedIn ${removedIn}`);
  if (removalScheduled && removedIn) fail(index, entry, 'removalScheduled is for removals that have not happened: drop it or removedIn');
  if (removalScheduled && deprecatedIn && compareMinor(deprecatedIn, removalScheduled) >= 0) fail(index, entry, 'removalScheduled is not after deprecatedIn');
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
        const prints =
          entry.prints !== undefined
            ? entry.prints === null
              ? null
              : fill(entry.prints, flag, value)
            : startup === 'refuses' && !aboutValues
              ? `unknown flag: --${flag}`
              : null;
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
          quote: entry.quote.trim(),
          source: `${entry.source.trim()}${evidence}`,
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

/**
 * A flag the extracts see leave a component must be a row (or be explained): pflag refuses a flag
 * nobody registers, so every such disappearance stops a component that still passes it.
 */
function checkDisappearances(rows: FlagLifecycle[], derived: Map<string, DerivedFlag>, notBreaking: NotBreaking[], coverage: string | undefined): void {
  const explained = new Set(
    notBreaking.map((n) => {
      if (!n.reason?.trim()) throw new Error(`component-flags.yaml: notBreaking ${n.component} --${n.flag} has no reason`);
      return `${n.component} ${n.flag}`;
    }),
  );
  const covered = new Set(rows.filter((r) => r.value === undefined && r.acceptedValues === undefined).map((r) => `${r.component} ${r.flag}`));
  const missing = [...derived.values()]
    .filter((d) => d.removedIn !== null && (coverage === undefined || compareMinor(d.removedIn, coverage) >= 0))
    .filter((d) => !covered.has(`${d.component} ${d.flag}`) && !explained.has(`${d.component} ${d.flag}`))
    .map((d) => `${d.component} --${d.flag} (removed in ${d.removedIn}: ${d.evidence})`);
  if (missing.length)
    throw new Error(
      `component-flags.yaml: the registration extracts show flags removed without a row; add a row, or a notBreaking entry with the reason:\n  ${missing.join('\n  ')}`,
    );
  for (const key of explained)
    if (!derived.get(key)?.removedIn) throw new Error(`component-flags.yaml: notBreaking ${key.replace(' ', ' --')} is not a removal the extracts show`);
}

export function buildRows(
  entries: CuratedEntry[],
  derived: Map<string, DerivedFlag> = new Map(),
  notBreaking: NotBreaking[] = [],
  coverage?: string,
): FlagLifecycle[] {
  if (!Array.isArray(entries) || entries.length === 0) throw new Error('component-flags.yaml: no "flags" list');
  const rows = entries.flatMap((entry, i) => expand(entry, i, derived));
  checkDisappearances(rows, derived, notBreaking, coverage);
  const seen = new Set<string>();
  for (const row of rows) {
    const key = rowKey(row);
    if (seen.has(key)) throw new Error(`component-flags.yaml: ${key} is given twice`);
    seen.add(key);
  }
  const order = (c: string) => (KUBERNETES_COMPONENTS as readonly string[]).indexOf(c);
  return rows.sort(
    (a, b) =>
      order(a.component) - order(b.component) ||
      byText(a.flag, b.flag) ||
      byText(a.value ?? '', b.value ?? '') ||
      Number(!!a.acceptedValues) - Number(!!b.acceptedValues),
  );
}

export function generate(argv: string[]): string {
  const opts = parseOptions(argv, OPTIONS, USAGE);
  const provenance = loadProvenance(opts.sources);
  const info = sourceInfo(provenance, opts.flags);
  const curated = loadYaml<CuratedFile>(opts.flags);
  const extracts = loadExtracts(opts.extracts);
  const derived = deriveFlags(extracts, curated?.registrations ?? []);
  const rows = buildRows(curated?.flags, derived, curated?.notBreaking ?? [], curated?.coverage);
  const inputs = [{ path: opts.flags, origin: info.origin }, ...extracts.map((e) => ({ path: e.path, origin: extractOrigin(e) }))];
  const text = header('gen-component-flags', inputs, [
    'One row per component, flag and removed value. A row without `value` or `acceptedValues` is about the flag itself.',
    'deprecatedIn / removedIn: first release that deprecates / no longer accepts it; removalScheduled: an announced later removal (a plan).',
    'startup: what the component does with it from removedIn on (refuses: exits at start-up; warns: starts and logs a warning; unknown: not in the sources);',
    '  prints: what it prints when it refuses ("unknown flag: --x" is pflag\'s error for a flag nobody registers), null where no source gives the text.',
    'coveredBy: a rule that already reports the deprecation; removed-flag reports only the removal of such a row.',
    'quote: the sentence or string literal that states the fact, verbatim, from the place `source` names. Where a staging repository registers the flag,',
    '  `source` ends with the registration facts removedIn / deprecatedIn were checked against or derived from.',
  ]);
  return `${text}${dumpYaml({ flags: rows }, 3)}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) runCli(generate, process.argv.slice(2));
