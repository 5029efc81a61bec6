/**
 * Baselines let a large repository adopt the gate without fixing everything first: today's
 * findings are recorded by fingerprint, and later runs fail only on findings not recorded.
 */
import { resolve } from 'node:path';
import { UsageError } from './errors.js';
import { readInput } from './sources/read-input.js';
import type { BaselineEntry, Finding } from './model.js';
import { objectLabel } from './reporters/labels.js';
import { shellPath } from './shell-quote.js';
import { OutputError, writeOutputFile } from './safe-write.js';
import { fingerprintOf, legacyFingerprintOf } from './identity.js';

export { fingerprintOf };

/** Version 2 records fingerprints that do not depend on a finding's words (see identity.ts); version 1 files are still read. */
const BASELINE_VERSION = 2;
const READABLE_VERSIONS: readonly unknown[] = [1, BASELINE_VERSION];

export function baselineEntryOf(finding: Finding): BaselineEntry {
  return {
    fingerprint: fingerprintOf(finding),
    ruleId: finding.ruleId,
    file: finding.location?.file ?? null,
    object: finding.object ? objectLabel(finding) : null,
    message: finding.message,
  };
}

/**
 * Splits findings into those the baseline knows and those it does not. Entries are counted, so a
 * second identical finding (the same object twice in a file) is new when the baseline holds one.
 * A finding matches an entry by its fingerprint, or by the message-based one of version 1 files
 * (the two recipes cannot give the same digits), so a baseline recorded before keeps working
 * until the words of its findings change.
 */
export function compareWithBaseline<F extends Finding>(
  findings: readonly F[],
  entries: readonly BaselineEntry[],
): { known: F[]; fresh: F[]; fixed: BaselineEntry[] } {
  const remaining = new Map<string, BaselineEntry[]>();
  for (const entry of entries) {
    const list = remaining.get(entry.fingerprint);
    if (list) list.push(entry);
    else remaining.set(entry.fingerprint, [entry]);
  }
  const known: F[] = [];
  const fresh: F[] = [];
  for (const finding of findings) {
    let list = remaining.get(fingerprintOf(finding));
    if (!list?.length) list = remaining.get(legacyFingerprintOf(finding));
    if (list && list.length > 0) {
      list.shift();
      known.push(finding);
    } else {
      fresh.push(finding);
    }
  }
  const fixed = [...remaining.values()].flat();
  return { known, fresh, fixed: sortEntries(fixed) };
}

/** The file's text: sorted and free of times and versions, so that re-recording an unchanged repo gives no diff. */
export function serializeBaseline(findings: readonly Finding[]): string {
  const entries = sortEntries(findings.map(baselineEntryOf));
  return JSON.stringify({ version: BASELINE_VERSION, tool: 'k8s-upgrade-check', findings: entries }, null, 2) + '\n';
}

export function writeBaseline(path: string, cwd: string, findings: readonly Finding[]): void {
  try {
    writeOutputFile(path, cwd, serializeBaseline(findings));
  } catch (error) {
    if (!(error instanceof OutputError)) throw error;
    throw new UsageError(`cannot write baseline ${path}: ${error.message}`);
  }
}

/** Whether a file's text is a baseline: `--baseline-write` may replace one wherever it is. */
export function isBaselineText(text: string): boolean {
  try {
    const document = JSON.parse(text) as unknown;
    return isRecord(document) && document.tool === 'k8s-upgrade-check' && READABLE_VERSIONS.includes(document.version) && Array.isArray(document.findings);
  } catch {
    return false;
  }
}

export function readBaseline(path: string, cwd: string): BaselineEntry[] {
  const read = readInput(resolve(cwd, path));
  if (!('text' in read)) {
    const hint = read.failure.code === 'ENOENT' ? `; record one with --baseline-write ${shellPath(path)}` : '';
    throw new UsageError(`cannot read baseline ${path}: ${read.failure.reason}${hint}`);
  }
  return parseBaseline(read.text, path);
}

export function parseBaseline(text: string, path: string): BaselineEntry[] {
  const invalid = (what: string) =>
    new UsageError(`${path} is not a k8s-upgrade-check baseline (${what}); record it again with --baseline-write ${shellPath(path)}`);
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw invalid('not valid JSON');
  }
  if (!isRecord(document)) throw invalid('expected a JSON object');
  if (document.version === undefined) throw invalid('no "version"');
  if (!READABLE_VERSIONS.includes(document.version))
    throw invalid(`unsupported version ${JSON.stringify(document.version)}, expected ${READABLE_VERSIONS.join(' or ')}`);
  if (!Array.isArray(document.findings)) throw invalid('"findings" is not a list');
  return document.findings.map((entry, i) => {
    if (!isRecord(entry) || typeof entry.fingerprint !== 'string' || entry.fingerprint === '' || typeof entry.ruleId !== 'string') {
      throw invalid(`findings[${i}] has no fingerprint or ruleId`);
    }
    return {
      fingerprint: entry.fingerprint,
      ruleId: entry.ruleId,
      file: typeof entry.file === 'string' ? entry.file : null,
      object: typeof entry.object === 'string' ? entry.object : null,
      message: typeof entry.message === 'string' ? entry.message : '',
    };
  });
}

/** Byte order, not locale order: the file must come out the same on every machine. */
function sortEntries(entries: BaselineEntry[]): BaselineEntry[] {
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return entries.sort(
    (a, b) => cmp(a.file ?? '', b.file ?? '') || cmp(a.object ?? '', b.object ?? '') || cmp(a.ruleId, b.ruleId) || cmp(a.fingerprint, b.fingerprint),
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
