/**
 * Removed and deprecated component flags and flag values (`rules/_data/component-flags.yaml`):
 * what a flag, or a value of it, means to a component of a given release. Loaded on first use.
 */
import { loadRuleData } from '../data.js';

/** What a component does at start-up with a removed setting. */
export const FLAG_STARTUPS = ['refuses', 'warns', 'unknown'] as const;
export type FlagStartup = (typeof FLAG_STARTUPS)[number];

/** One row of `rules/_data/component-flags.yaml`. */
export interface FlagLifecycle {
  component: string;
  /** Without the leading dashes. */
  flag: string;
  /** A removed value of a flag that remains; absent for a row about the flag itself. */
  value?: string;
  /** Every value but these is removed (absent unless the row is about all other values). */
  acceptedValues?: string[];
  /** The flag is a comma-separated list and `value` is one entry. */
  listValue?: true;
  /** The same setting in a component config file. */
  configField?: { kind: string; field: string };
  deprecatedIn: string | null;
  removedIn: string | null;
  /** A later release the removal is announced for; only when `removedIn` is null. */
  removalScheduled: string | null;
  replacement: string | null;
  /** What the component does at start-up with the setting, from `removedIn` on. */
  startup: FlagStartup | null;
  /** What it prints when it refuses, where a source says. */
  prints: string | null;
  advice: string;
  /** The sentence or string literal that states the fact, verbatim, from the place `source` names. */
  quote?: string;
  source: string;
  unverified?: string;
  coveredBy?: string;
}

interface ComponentFlagsFile {
  flags: FlagLifecycle[];
}

/** By component, then flag name. */
let byFlag: Map<string, Map<string, FlagLifecycle[]>> | undefined;
/** By config kind, then field. */
let byField: Map<string, Map<string, FlagLifecycle[]>> | undefined;

function add(index: Map<string, Map<string, FlagLifecycle[]>>, outer: string, inner: string, row: FlagLifecycle): void {
  let names = index.get(outer);
  if (!names) index.set(outer, (names = new Map()));
  let rows = names.get(inner);
  if (!rows) names.set(inner, (rows = []));
  rows.push(row);
}

function load(): void {
  byFlag = new Map();
  byField = new Map();
  for (const row of loadRuleData<ComponentFlagsFile>('component-flags.yaml').flags) {
    add(byFlag, row.component, row.flag, row);
    if (row.configField) add(byField, row.configField.kind, row.configField.field, row);
  }
}

/** Every row about `--flag` of the component: the flag itself and its values. */
export function flagRows(component: string, flag: string): readonly FlagLifecycle[] {
  if (!byFlag) load();
  return byFlag!.get(component)?.get(flag) ?? [];
}

/** The value rows whose setting is also a field of a config file kind. */
export function configFieldRows(kind: string): ReadonlyMap<string, readonly FlagLifecycle[]> {
  if (!byField) load();
  return byField!.get(kind) ?? new Map();
}

export function isAboutValue(row: FlagLifecycle): boolean {
  return row.value !== undefined || row.acceptedValues !== undefined;
}

/**
 * The rows a value of the flag matches: a removed value, or an entry of a list value (a leading `-`,
 * which turns an entry off in lists such as `--controllers`, is not part of the name). Exact rows win
 * over "every value but" rows.
 */
export function rowsForValue(rows: readonly FlagLifecycle[], value: string): FlagLifecycle[] {
  const entries = rows.some((r) => r.listValue) ? value.split(',').map((v) => v.trim().replace(/^-/, '')) : [];
  const exact = rows.filter((r) => r.value !== undefined && (r.listValue ? entries.includes(r.value) : r.value === value.trim()));
  if (exact.length > 0) return exact;
  return rows.filter((r) => r.acceptedValues !== undefined && !r.acceptedValues.includes(value.trim()));
}
