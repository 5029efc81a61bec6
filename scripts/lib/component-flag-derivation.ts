/**
 * Release facts of component flags derived from the registration extracts
 * (scripts/data/sources/component-flags/*.yaml, written by scripts/extract/component-flags.ts):
 * a component registers a flag in a release when one of the Go functions it calls registers it
 * there; the flag is removed in the first release read after the last one that registers it, and
 * deprecated in the first release that marks it deprecated.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { compareMinor } from '../../src/versions.js';
import type { ComponentFlagExtract, ExtractRef } from '../extract/component-flags.js';
import { loadYaml } from './gen-support.js';

/** Which registering functions of an extract a component calls (a curated fact with its quote). */
export interface Registration {
  component?: string;
  components?: string[];
  repository: string;
  /** "file (*Type).Method" as the extract names them. */
  functions: string[];
  /** The last release the component calls them in, when it stopped calling them. */
  until?: string;
  quote?: string;
  source?: string;
}

/** A flag that leaves the registrations read without a removal a user would see. */
export interface NotBreaking {
  component: string;
  flag: string;
  reason: string;
}

/** What the extracts say about one flag of one component. */
export interface DerivedFlag {
  component: string;
  flag: string;
  /** First release read without the flag, or null while it is still registered. */
  removedIn: string | null;
  /** First release that marks it deprecated; null if none does. */
  deprecatedIn: string | null;
  /** The flag is already marked deprecated in the first release read: deprecatedIn is that release or an earlier one. */
  deprecatedAtOrBefore: boolean;
  /** The first release the extract read for this flag's repository. */
  firstRead: string | null;
  /** Where the facts come from, for the row's source. */
  evidence: string;
}

export interface LoadedExtract {
  path: string;
  doc: ComponentFlagExtract;
}

const RELEASE_RANGE = /^(1\.\d+)(?:-(1\.\d+))?$/;

export function loadExtracts(dir: string): LoadedExtract[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => {
      const path = join(dir, f);
      const doc = loadYaml<ComponentFlagExtract>(path);
      if (!doc?.provenance?.refs?.length || !Array.isArray(doc.flags)) throw new Error(`${path}: not a component flag extract (no provenance.refs or flags)`);
      return { path, doc };
    });
}

/** The releases a list of ranges ("1.17-1.23", "1.30") covers, within the releases read. */
function expand(ranges: string[], order: string[]): string[] {
  const out: string[] = [];
  for (const range of ranges) {
    const m = RELEASE_RANGE.exec(range);
    if (!m) throw new Error(`bad release range ${JSON.stringify(range)}`);
    const from = order.indexOf(m[1]);
    const to = order.indexOf(m[2] ?? m[1]);
    if (from < 0 || to < 0) throw new Error(`release range ${range} is outside the releases read (${order[0]}..${order.at(-1)})`);
    out.push(...order.slice(from, to + 1));
  }
  return out;
}

function refLabel(ref: ExtractRef): string {
  return `${ref.ref}${ref.development ? ` (development of ${ref.release})` : ''} ${ref.commit.slice(0, 12)}`;
}

function componentsOf(reg: Registration): string[] {
  return reg.component !== undefined ? [reg.component] : (reg.components ?? []);
}

/**
 * Every component flag the registrations reach, with the releases it is registered and marked
 * deprecated in. A flag a component reaches through two functions (it moved from one to the other)
 * counts as registered while either registers it.
 */
export function deriveFlags(extracts: LoadedExtract[], registrations: Registration[]): Map<string, DerivedFlag> {
  const byRepository = new Map(extracts.map((e) => [e.doc.provenance.repository, e]));
  const seen = new Map<
    string,
    {
      component: string;
      flag: string;
      order: string[];
      refs: ExtractRef[];
      present: Set<string>;
      deprecated: Set<string>;
      where: Set<string>;
      repository: string;
    }
  >();
  for (const [index, reg] of registrations.entries()) {
    const where = `registrations entry ${index + 1} (${reg.repository})`;
    const extract = byRepository.get(reg.repository);
    if (!extract) throw new Error(`component-flags.yaml: ${where}: no extract of ${reg.repository} among ${[...byRepository.keys()].join(', ')}`);
    if (!reg.quote?.trim() || !reg.source?.trim())
      throw new Error(`component-flags.yaml: ${where}: a registration needs quote and source (where the component is seen calling the functions)`);
    if (reg.quote.length > 300) throw new Error(`component-flags.yaml: ${where}: quote is ${reg.quote.length} characters (at most 300)`);
    const refs = extract.doc.provenance.refs;
    const order = refs.map((r) => r.release);
    if (reg.until !== undefined && !order.includes(reg.until))
      throw new Error(`component-flags.yaml: ${where}: until ${reg.until} is not a release read in ${extract.path}`);
    for (const fn of reg.functions) {
      const split = fn.indexOf(' ');
      const file = fn.slice(0, split);
      const func = fn.slice(split + 1);
      const flags = extract.doc.flags.filter((f) => f.file === file && f.func === func);
      if (flags.length === 0) throw new Error(`component-flags.yaml: ${where}: ${fn} registers no flag in ${extract.path}`);
      for (const component of componentsOf(reg)) {
        for (const f of flags) {
          const key = `${component} ${f.name}`;
          let entry = seen.get(key);
          if (!entry)
            seen.set(
              key,
              (entry = { component, flag: f.name, order, refs, present: new Set(), deprecated: new Set(), where: new Set(), repository: reg.repository }),
            );
          if (entry.repository !== reg.repository)
            throw new Error(
              `component-flags.yaml: ${component} --${f.name} is registered through two repositories (${entry.repository}, ${reg.repository}); their releases cannot be compared`,
            );
          const within = (r: string) => reg.until === undefined || compareMinor(r, reg.until) <= 0;
          for (const r of expand(f.registered, order).filter(within)) entry.present.add(r);
          for (const r of expand(f.markedDeprecated ?? [], order).filter(within)) entry.deprecated.add(r);
          entry.where.add(`${reg.repository} ${fn}${reg.until ? ` (called until ${reg.until})` : ''}`);
        }
      }
    }
  }
  const derived = new Map<string, DerivedFlag>();
  for (const [key, e] of seen) {
    const present = e.order.filter((r) => e.present.has(r));
    if (present.length === 0) continue;
    const last = present.at(-1)!;
    const next = e.order[e.order.indexOf(last) + 1];
    const firstDeprecated = e.order.find((r) => e.deprecated.has(r)) ?? null;
    const deprecatedAtOrBefore = firstDeprecated !== null && firstDeprecated === e.order[0];
    const lastRef = e.refs[e.order.indexOf(last)];
    const nextRef = next ? e.refs[e.order.indexOf(next)] : undefined;
    const facts = [`registered by ${[...e.where].join(' and ')}`, `last at ${refLabel(lastRef)}`];
    if (nextRef) facts.push(`not registered for it at ${refLabel(nextRef)}`);
    if (firstDeprecated) facts.push(`MarkDeprecated from ${deprecatedAtOrBefore ? `the first release read (${firstDeprecated}) or earlier` : firstDeprecated}`);
    derived.set(key, {
      component: e.component,
      flag: e.flag,
      removedIn: next ?? null,
      deprecatedIn: deprecatedAtOrBefore ? null : firstDeprecated,
      deprecatedAtOrBefore,
      firstRead: e.order[0] ?? null,
      evidence: facts.join(', '),
    });
  }
  return derived;
}

/** One line per extract for the output header. */
export function extractOrigin(extract: LoadedExtract): string {
  const p = extract.doc.provenance;
  const first = p.refs[0];
  const last = p.refs.at(-1)!;
  return `${p.repository} ${p.paths.join(', ')}: ${first.ref} (${first.release}) to ${last.ref} ${last.commit.slice(0, 12)} (${last.release}${last.development ? ', development' : ''}), read ${p.read}`;
}
