/**
 * Generates `rules/_data/feature-gates.yaml`: every known Kubernetes feature gate with its stage
 * history and the release it was removed in. The k/k versioned feature lists are the authority
 * for 1.34 and later (the newest list for current stages; a gate missing from the next list was
 * removed there, list by list along the chain newest, previous, earlier); the website pages supply
 * the history of gates removed earlier; the removed-gate table is a cross-check. Conflicts are
 * written into each gate's `source`.
 */
import { basename } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { WebsitePage } from './extract/website-feature-gates.js';
import type { GateRemovalNote } from './extract/gate-removal-notes.js';
import { byText } from '../src/model.js';
import { compareMinor, nextMinor } from '../src/versions.js';
import {
  dumpYaml,
  header,
  loadProvenance,
  loadYaml,
  parseOptions,
  readText,
  runCli,
  sourceInfo,
  usageText,
  type OptionSpec,
  type SourceInfo,
} from './lib/gen-support.js';

const OPTIONS = {
  'current-list': { description: 'versioned_feature_list.yaml of the newest release (authority for current stages)' },
  'previous-list': { description: 'versioned_feature_list.yaml of the release before it' },
  'earlier-list': { description: 'versioned_feature_list.yaml of the release before that' },
  'older-names': { description: 'gate names from feature_list.md two releases back' },
  website: { description: "website-feature-gates.yaml (the kubernetes/website feature gate pages' front matter, scripts/extract/website-feature-gates.ts)" },
  'removed-table': { description: 'removed-feature-gates-by-release.tsv (cross-check)' },
  'removal-notes': { description: 'gate-removal-notes.yaml (release notes that say a gate is removed, scripts/extract/gate-removal-notes.ts)' },
  notes: { description: 'scripts/data/feature-gate-notes.yaml' },
  sources: { description: 'scripts/data/sources.yaml (provenance of the inputs)' },
} satisfies Record<string, OptionSpec>;

const USAGE = usageText('gen-feature-gates', 'Writes the feature gate table (rules/_data/feature-gates.yaml).', OPTIONS);

export type StageName = 'Alpha' | 'Beta' | 'GA' | 'Deprecated';

export interface Stage {
  version: string;
  stage: StageName;
  default: boolean | null;
  locked: boolean | null;
}

export interface GateRow {
  name: string;
  stages: Stage[];
  removed: boolean;
  removedIn: string | null;
  mergedInto: string | null;
  clientGo: boolean;
  openshiftOnly?: true;
  source: string;
  removalSource?: string;
}

interface ListedGate {
  name: string;
  versionedSpecs: { default: boolean; lockToDefault: boolean; preRelease: StageName; version: string }[];
}

interface WebsiteGate {
  name: string;
  removed: boolean;
  stages: { stage: StageName; default: boolean | null; locked: boolean | null; from: string; to: string | null }[];
}

interface NotesFile {
  identifierToFlag: { identifier: string; flag: string; source: string }[];
  clientGo: { name: string; source: string }[];
  merged: { name: string; into: string; source: string }[];
  removalConfirmations: { name: string; source: string }[];
  removalOverrides: { name: string; removedIn: string; source: string }[];
  caveats: { name: string; source: string }[];
}

interface GateList {
  info: Required<Pick<SourceInfo, 'release' | 'label'>> & SourceInfo;
  gates: Map<string, Stage[]>;
}

interface Inputs {
  current: GateList;
  previous: GateList;
  earlier: GateList;
  older: { info: GateList['info']; names: Set<string> };
  website: { info: SourceInfo & { label: string }; gates: Map<string, WebsiteGate>; horizon: string };
  removedTable: Map<string, string>;
  /** Gate name -> the release notes that say it is removed, oldest first. */
  removalNotes: Map<string, GateRemovalNote[]>;
  removalNotesCite: string;
  notes: NotesFile;
}

const WEBSITE_STAGES: Record<string, StageName> = { alpha: 'Alpha', beta: 'Beta', stable: 'GA', deprecated: 'Deprecated' };

// The lists date gates that were GA before per-version tracking began as "1.0"; that is not a real release.
const PRE_VERSIONING = '1.0';

// ---------------------------------------------------------------------------------------------
// Readers

function listInfo(info: SourceInfo, path: string): GateList['info'] {
  if (!info.release || !info.label) throw new Error(`sources file: ${basename(path)} needs "release" and "label"`);
  return { ...info, release: info.release, label: info.label };
}

/** Newest first: each list is compared with the one after it to date removals. */
function listChain(inputs: Inputs): GateList[] {
  return [inputs.current, inputs.previous, inputs.earlier];
}

function readList(path: string, info: GateList['info'], flagOf: (name: string) => string): GateList {
  const raw = loadYaml<ListedGate[]>(path);
  const gates = new Map<string, Stage[]>();
  for (const gate of raw) {
    const stages = gate.versionedSpecs.map((s) => ({ version: s.version, stage: s.preRelease, default: s.default, locked: s.lockToDefault }));
    gates.set(flagOf(gate.name), stages);
  }
  const newest = raw
    .flatMap((g) => g.versionedSpecs.map((s) => s.version))
    .sort(compareMinor)
    .at(-1);
  // A list can carry the first commits of the next cycle, never more.
  if (!newest || compareMinor(newest, nextMinor(info.release)) > 0)
    throw new Error(`${basename(path)}: newest entry ${newest} does not fit release ${info.release}`);
  return { info, gates };
}

function readNames(path: string): Set<string> {
  return new Set(
    readText(path)
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#')),
  );
}

/** The website pages' front matter, as scripts/extract/website-feature-gates.ts wrote it. */
function readWebsite(path: string): Map<string, WebsiteGate> {
  const gates = new Map<string, WebsiteGate>();
  for (const page of loadYaml<{ gates: WebsitePage[] }>(path).gates) {
    const stages = page.stages.map((s) => websiteStage(s, page.name));
    gates.set(page.name, { name: page.name, removed: page.removed, stages });
  }
  return gates;
}

function websiteStage(s: WebsitePage['stages'][number], file: string): WebsiteGate['stages'][number] {
  const stage = WEBSITE_STAGES[String(s.stage).trim()];
  if (!stage) throw new Error(`${file}: unknown stage "${String(s.stage)}"`);
  const from = String(s.fromVersion ?? '').trim();
  if (!from) throw new Error(`${file}: stage without fromVersion`);
  return {
    stage,
    default: typeof s.defaultValue === 'boolean' ? s.defaultValue : null,
    locked: typeof s.locked === 'boolean' ? s.locked : null,
    from,
    to: s.toVersion === undefined || s.toVersion === null ? null : String(s.toVersion).trim(),
  };
}

/** The newest release the website pages talk about: list entries past it cannot be compared with them. */
function websiteHorizon(gates: Map<string, WebsiteGate>): string {
  const versions = [...gates.values()].flatMap((g) => g.stages.flatMap((s) => [s.from, ...(s.to ? [s.to] : [])]));
  return versions.sort(compareMinor).at(-1) ?? '0.0';
}

function readRemovalNotes(path: string): Map<string, GateRemovalNote[]> {
  const byGate = new Map<string, GateRemovalNote[]>();
  for (const note of loadYaml<{ notes: GateRemovalNote[] }>(path).notes) {
    for (const name of note.names) byGate.set(name, [...(byGate.get(name) ?? []), note]);
  }
  for (const notes of byGate.values()) notes.sort((a, b) => compareMinor(a.release, b.release) || a.pr - b.pr);
  return byGate;
}

function readRemovedTable(path: string): Map<string, string> {
  const [head, ...lines] = readText(path)
    .split('\n')
    .filter((l) => l.trim());
  if (!head.startsWith('removed_in\tgate\t')) throw new Error(`${basename(path)}: unexpected columns "${head}"`);
  return new Map(lines.map((l) => l.split('\t')).map(([removedIn, gate]) => [gate, removedIn]));
}

// ---------------------------------------------------------------------------------------------
// Stage helpers

function websiteStages(gate: WebsiteGate): Stage[] {
  return gate.stages.map((s) => ({ version: s.from, stage: s.stage, default: s.default, locked: s.locked }));
}

function describe(stages: Stage[]): string {
  if (!stages.length) return 'no stages';
  return stages.map((s) => `${s.stage} ${s.version}${s.default === null ? '' : s.default ? ' on' : ' off'}${s.locked ? ' locked' : ''}`).join(', ');
}

function sameStage(a: Stage, b: Stage): boolean {
  // The website often leaves `locked` out; only a stated lock can disagree.
  const lockAgrees = a.locked === null || b.locked === null || a.locked === b.locked;
  return a.version === b.version && a.stage === b.stage && a.default === b.default && lockAgrees;
}

function sameHistory(a: Stage[], b: Stage[]): boolean {
  return a.length === b.length && a.every((s, i) => sameStage(s, b[i]));
}

function upTo(stages: Stage[], release: string): Stage[] {
  return stages.filter((s) => compareMinor(s.version, release) <= 0);
}

/** Differences the website shows for the releases it covers, leaving out the lists' pre-versioning placeholder. */
function websiteConflict(inputs: Inputs, name: string, stages: Stage[]): string | null {
  const page = inputs.website.gates.get(name);
  if (!page) return null;
  const ours = upTo(stages, inputs.website.horizon).filter((s) => s.version !== PRE_VERSIONING);
  const theirs = websiteStages(page);
  if (sameHistory(ours, theirs)) return null;
  return `${inputs.website.info.label} differ (website: ${describe(theirs)}; list used)`;
}

// ---------------------------------------------------------------------------------------------
// Gate assembly

interface Builder {
  inputs: Inputs;
  gates: Map<string, GateRow>;
}

function listCitation(list: GateList | Inputs['older']): string {
  return `${list.info.label} (${list.info.cite})`;
}

function addGate(b: Builder, row: Omit<GateRow, 'mergedInto' | 'clientGo'> & Partial<Pick<GateRow, 'clientGo'>>): void {
  if (b.gates.has(row.name)) throw new Error(`gate ${row.name} derived twice`);
  b.gates.set(row.name, { ...row, mergedInto: null, clientGo: row.clientGo ?? false });
}

function joinParts(parts: (string | null | undefined)[]): string {
  return parts.filter((p): p is string => Boolean(p)).join('; ');
}

/** Present in the newest list: its stages are the current truth. */
function addCurrentGates(b: Builder): void {
  const [current, ...older] = listChain(b.inputs);
  for (const [name, stages] of current.gates) {
    const deviations = older.map((list) => {
      const before = list.gates.get(name);
      if (!before || sameHistory(upTo(before, list.info.release), upTo(stages, list.info.release))) return null;
      return `${list.info.label} differs before ${nextMinor(list.info.release)} (${list.info.downstream ? 'downstream carry, ' : ''}not used): ${describe(before)}`;
    });
    addGate(b, {
      name,
      stages,
      removed: false,
      removedIn: null,
      source: joinParts([listCitation(current), websiteConflict(b.inputs, name, stages), ...deviations]),
    });
  }
}

function curatedUpstream(notes: NotesFile, name: string): boolean {
  return [...notes.merged, ...notes.removalConfirmations, ...notes.clientGo].some((n) => n.name === name);
}

/**
 * In one list but in none newer: removed in the release of the next newer list, unless only a
 * downstream copy (OpenShift) ever had it.
 */
function addGatesGoneFromLists(b: Builder): void {
  const { older, website, notes } = b.inputs;
  const chain = listChain(b.inputs);
  // A release note naming the removal dates it; the confirmation is added to the row later.
  const confirmed = new Set(notes.removalConfirmations.map((c) => c.name));
  for (let i = 1; i < chain.length; i++) {
    const list = chain[i];
    const next = chain[i - 1];
    for (const [name, stages] of list.gates) {
      if (b.gates.has(name) || chain.slice(0, i).some((newer) => newer.gates.has(name))) continue;
      const upstream = !list.info.downstream || older.names.has(name) || website.gates.has(name) || curatedUpstream(notes, name);
      if (!upstream) {
        addGate(b, {
          name,
          stages,
          removed: false,
          removedIn: null,
          openshiftOnly: true,
          source: `${listCitation(list)} only; in no upstream source (not an upstream gate)`,
        });
        continue;
      }
      addGate(b, {
        name,
        stages,
        removed: true,
        removedIn: next.info.release,
        source: joinParts([listCitation(list), websiteConflict(b.inputs, name, stages)]),
        removalSource: joinParts([
          `present in ${listCitation(list)}, absent in ${listCitation(next)}`,
          confirmed.has(name) ? null : snapshotCaveat(list, next),
        ]),
      });
    }
  }
}

/** A list copied during a development cycle cannot tell a removal late in that cycle from one in the next. */
function snapshotCaveat(list: GateList, next: GateList): string | null {
  if (!list.info.development) return null;
  return `${list.info.label} is a development copy: the removal landed after it and no later than ${next.info.label}, so it may already be in ${list.info.release}.0`;
}

/** In the older names list but in no versioned list: removed in the oldest list's release. */
function addGatesGoneFromPrevious(b: Builder): void {
  const { older, website, notes } = b.inputs;
  const chain = listChain(b.inputs);
  const oldest = chain[chain.length - 1];
  const clientGo = new Set(notes.clientGo.map((c) => c.name));
  for (const name of older.names) {
    if (chain.some((list) => list.gates.has(name)) || clientGo.has(name)) continue;
    const page = website.gates.get(name);
    addGate(b, {
      name,
      stages: page ? websiteStages(page) : [],
      removed: true,
      removedIn: oldest.info.release,
      source: page ? `${website.info.label} (${website.info.cite}) for the stages` : `${listCitation(older)} (name only)`,
      removalSource: `present in ${listCitation(older)}, absent in ${chain.map(listCitation).reverse().join(' and ')}`,
    });
  }
}

/** client-go gates are not in the versioned lists, so only their documented history is known. */
function addClientGoGates(b: Builder): void {
  const { website, notes } = b.inputs;
  for (const entry of notes.clientGo) {
    if (b.gates.has(entry.name)) throw new Error(`feature-gate-notes.yaml: client-go gate ${entry.name} is in a versioned list; drop it from clientGo`);
    const page = website.gates.get(entry.name);
    addGate(b, {
      name: entry.name,
      stages: page ? websiteStages(page) : [],
      removed: false,
      removedIn: null,
      clientGo: true,
      source: joinParts([
        `client-go gate: ${entry.source}`,
        page ? `${website.info.label} (${website.info.cite}) for the stages` : 'stages not documented in the sources',
        'not in versioned_feature_list.yaml, so later removal cannot be checked',
      ]),
    });
  }
}

/** Gates only the website knows: removed ones carry their last release; unmarked ones are missing from every list. */
function addWebsiteOnlyGates(b: Builder): void {
  const { older, website, removedTable } = b.inputs;
  for (const page of website.gates.values()) {
    if (b.gates.has(page.name)) continue;
    const stages = websiteStages(page);
    const source = `${website.info.label} (${website.info.cite})`;
    if (page.removed) {
      const last = page.stages.at(-1)?.to ?? null;
      addGate(b, {
        name: page.name,
        stages,
        removed: true,
        removedIn: last ? nextMinor(last) : null,
        source,
        removalSource: last
          ? `website marks removed; last release with the gate ${last}`
          : 'website marks removed but names no last release; removal release unknown',
      });
      continue;
    }
    const tableValue = removedTable.get(page.name);
    const likely = tableValue ? likelyRelease(tableValue) : null;
    addGate(b, {
      name: page.name,
      stages,
      removed: true,
      removedIn: likely,
      source,
      removalSource: joinParts([
        `absent from ${listCitation(older)} and every later list; the website page is not yet marked removed`,
        tableValue ? `removed-feature-gates-by-release.tsv: ${tableValue}` : 'removal release unknown',
      ]),
    });
  }
}

/** "1.33" -> "1.33"; "<=1.35 (likely 1.35)" -> "1.35"; "?" -> null. */
function likelyRelease(value: string): string | null {
  const likely = /likely (\d+\.\d+)/.exec(value);
  if (likely) return likely[1];
  return /^\d+\.\d+$/.test(value.trim()) ? value.trim() : null;
}

function addTableOnlyGates(b: Builder): void {
  for (const [name, value] of b.inputs.removedTable) {
    if (b.gates.has(name)) continue;
    addGate(b, {
      name,
      stages: [],
      removed: true,
      removedIn: likelyRelease(value),
      source: 'removed-feature-gates-by-release.tsv only',
      removalSource: `removed-feature-gates-by-release.tsv: ${value}`,
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Curated facts and cross-checks

function requireGate(b: Builder, name: string, what: string): GateRow {
  const gate = b.gates.get(name);
  if (!gate) throw new Error(`feature-gate-notes.yaml: ${what} ${name} matches no known gate`);
  return gate;
}

/**
 * The release notes date a removal: a website page's stages end in the last release it documents,
 * often the release that removed the gate, and the removed-gate table only guesses. A note that
 * names the gate and says it is removed, in a release after the gate's last stage began, dates a
 * removal those sources found; the versioned lists, which show the gate in or out of each release,
 * are not overridden, only checked.
 */
function applyRemovalNotes(b: Builder): void {
  const listed = (gate: GateRow) => listChain(b.inputs).some((l) => l.gates.has(gate.name));
  for (const gate of b.gates.values()) {
    if (!gate.removed) continue;
    const lastStage = gate.stages.at(-1)?.version ?? PRE_VERSIONING;
    const notes = (b.inputs.removalNotes.get(gate.name) ?? []).filter((n) => compareMinor(n.release, lastStage) > 0);
    const note = notes[0];
    if (!note) continue;
    const says = `release notes ${note.release} (#${note.pr}, ${b.inputs.removalNotesCite}) say it is removed`;
    if (note.release === gate.removedIn) gate.removalSource = joinParts([gate.removalSource, `confirmed: ${says}`]);
    else if (listed(gate)) gate.removalSource = joinParts([gate.removalSource, `${says}; the lists are used`]);
    else {
      gate.removalSource = `${says}, so removed in ${note.release} (${gate.removalSource}: ${gate.removedIn ?? 'release unknown'}, not used)`;
      gate.removedIn = note.release;
    }
  }
}

function applyCurated(b: Builder): void {
  const { notes } = b.inputs;
  for (const o of notes.removalOverrides) {
    const gate = requireGate(b, o.name, 'removal override for');
    gate.removalSource = `${o.source}, so removed in ${o.removedIn} (list comparison alone: ${gate.removedIn ?? 'release unknown'})`;
    gate.removed = true;
    gate.removedIn = o.removedIn;
  }
  for (const m of notes.merged) {
    const gate = requireGate(b, m.name, 'merge of');
    requireGate(b, m.into, 'merge target');
    gate.mergedInto = m.into;
    gate.source = joinParts([gate.source, `merged into ${m.into}: ${m.source}`]);
  }
  for (const c of notes.caveats) {
    const gate = requireGate(b, c.name, 'caveat for');
    gate.source = joinParts([gate.source, `conflict: ${c.source}`]);
  }
  for (const c of notes.removalConfirmations) {
    const gate = requireGate(b, c.name, 'confirmation for');
    if (!gate.removed) throw new Error(`feature-gate-notes.yaml: confirmation for ${c.name}, which is not removed`);
    gate.removalSource = joinParts([gate.removalSource, `confirmed: ${c.source}`]);
  }
}

/** The removed-gate table is derived from the same kinds of sources; a disagreement is worth a note, not an override. */
function crossCheckTable(b: Builder): void {
  for (const gate of b.gates.values()) {
    const value = b.inputs.removedTable.get(gate.name);
    if (!value || !gate.removed) {
      if (value && !gate.removed) gate.source = joinParts([gate.source, `removed-feature-gates-by-release.tsv lists it as removed (${value}); not used`]);
      continue;
    }
    if (likelyRelease(value) !== gate.removedIn) gate.removalSource = joinParts([gate.removalSource, `removed-feature-gates-by-release.tsv says ${value}`]);
  }
}

function compareNames(a: string, b: string): number {
  return byText(a.toLowerCase(), b.toLowerCase()) || byText(a, b);
}

export function buildGates(inputs: Inputs): GateRow[] {
  const b: Builder = { inputs, gates: new Map() };
  addCurrentGates(b);
  addGatesGoneFromLists(b);
  addGatesGoneFromPrevious(b);
  addClientGoGates(b);
  addWebsiteOnlyGates(b);
  addTableOnlyGates(b);
  applyRemovalNotes(b);
  applyCurated(b);
  crossCheckTable(b);
  return [...b.gates.values()].sort((x, y) => compareNames(x.name, y.name)).map(orderFields);
}

function orderFields(g: GateRow): GateRow {
  return {
    name: g.name,
    stages: g.stages,
    removed: g.removed,
    removedIn: g.removedIn,
    mergedInto: g.mergedInto,
    clientGo: g.clientGo,
    ...(g.openshiftOnly ? { openshiftOnly: true as const } : {}),
    source: g.source,
    ...(g.removalSource ? { removalSource: g.removalSource } : {}),
  };
}

function identifierMapper(notes: NotesFile): { flagOf: (name: string) => string; unused: () => string[] } {
  const map = new Map(notes.identifierToFlag.map((m) => [m.identifier, m.flag]));
  const used = new Set<string>();
  return {
    flagOf: (name) => {
      const flag = map.get(name);
      if (!flag) return name;
      used.add(name);
      return flag;
    },
    unused: () => [...map.keys()].filter((k) => !used.has(k)),
  };
}

/**
 * The newest list taken before its release ships: reports that check that release say their data is
 * pre-release (src/prerelease.ts). `npm run refresh:<release>` with the released files removes it.
 */
function prereleaseOf(info: GateList['info']): { prerelease?: { release: string; basedOn: string; commit: string; due: string | null }[] } {
  if (!info.prerelease) return {};
  if (!info.commit || !/^[0-9a-f]{40}$/.test(info.commit)) throw new Error(`sources file: the pre-release list of ${info.release} needs its full "commit"`);
  return { prerelease: [{ release: info.release, basedOn: info.prerelease, commit: info.commit, due: info.due ?? null }] };
}

export function generate(argv: string[]): string {
  const opts = parseOptions(argv, OPTIONS, USAGE);
  const provenance = loadProvenance(opts.sources);
  const info = (path: string) => sourceInfo(provenance, path);
  const notes = loadYaml<NotesFile>(opts.notes);
  const mapper = identifierMapper(notes);
  const websiteInfo = info(opts.website);
  const websiteGates = readWebsite(opts.website);
  const inputs: Inputs = {
    current: readList(opts['current-list'], listInfo(info(opts['current-list']), opts['current-list']), mapper.flagOf),
    previous: readList(opts['previous-list'], listInfo(info(opts['previous-list']), opts['previous-list']), mapper.flagOf),
    earlier: readList(opts['earlier-list'], listInfo(info(opts['earlier-list']), opts['earlier-list']), mapper.flagOf),
    older: { info: listInfo(info(opts['older-names']), opts['older-names']), names: readNames(opts['older-names']) },
    website: { info: { ...websiteInfo, label: websiteInfo.label ?? basename(opts.website) }, gates: websiteGates, horizon: websiteHorizon(websiteGates) },
    removedTable: readRemovedTable(opts['removed-table']),
    removalNotes: readRemovalNotes(opts['removal-notes']),
    removalNotesCite: info(opts['removal-notes']).cite,
    notes,
  };
  if (mapper.unused().length) throw new Error(`feature-gate-notes.yaml: identifierToFlag entries match no list gate: ${mapper.unused().join(', ')}`);
  const gates = buildGates(inputs);
  const paths = [
    opts['current-list'],
    opts['previous-list'],
    opts['earlier-list'],
    opts['older-names'],
    opts.website,
    opts['removed-table'],
    opts['removal-notes'],
    opts.notes,
  ];
  const text = header(
    'gen-feature-gates',
    paths.map((path) => ({ path, origin: info(path).origin })),
    [
      `Every known gate by flag string. stages: each entry applies from \`version\` until the next; "${PRE_VERSIONING}" marks a gate GA before per-version tracking;`,
      '  default/locked are null where a website page does not state them.',
      `removedIn: first release without the gate (components refuse to start: "unrecognized feature gate"); removed: true with removedIn null = gone, release unknown.`,
      `Authority: ${inputs.current.info.label} for current stages; list-to-list comparison for removals in ${listChain(inputs)
        .map((l) => l.info.release)
        .reverse()
        .join(', ')};`,
      '  website pages for older history; the removed-gate table only cross-checks. OpenShift-only values are never used as upstream facts.',
      ...(inputs.current.info.prerelease
        ? [`prerelease: ${inputs.current.info.release} is not released; its list is from ${inputs.current.info.prerelease}, and reports checking it say so.`]
        : []),
    ],
  );
  return `${text}${dumpYaml({ ...prereleaseOf(inputs.current.info), gates }, 4)}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) runCli(generate, process.argv.slice(2));
