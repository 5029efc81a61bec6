/**
 * The step between evaluation and reporting that applies the repository's decisions: per-rule
 * severities, ignores in the configuration file, ignore annotations on objects, and the baseline.
 * Rules never see any of it. A suppressed finding is kept, with why, so reports can count and list it.
 */
import { relative, resolve, sep } from 'node:path';
import { baselineEntryOf, compareWithBaseline, fingerprintOf } from './baseline.js';
import type { Config, IgnoreEntry } from './config.js';
import { compileGlob } from './glob.js';
import type { BaselineComparison, BaselineEntry, Finding, Origin, Report, SuppressedFinding, Suppression } from './model.js';
import { TOOL_ANNOTATION_PREFIX } from './model.js';
import { locationLabel, objectLabel } from './reporters/labels.js';

const IGNORE_ANNOTATION = `${TOOL_ANNOTATION_PREFIX}ignore`;
const IGNORE_REASON_ANNOTATION = `${TOOL_ANNOTATION_PREFIX}ignore-reason`;

export interface Policy {
  config?: Config;
  /**
   * `entries`: a baseline read from `file`; findings it records are suppressed, entries no longer
   * found are listed as fixed. `record`: the findings of this run become the baseline (they are all
   * known, so the run passes).
   */
  baseline?: { file: string; entries?: readonly BaselineEntry[]; record?: boolean };
  /** Working directory that finding paths are relative to. */
  cwd: string;
  /** Today as YYYY-MM-DD (UTC); ignores past their `expires` date no longer apply. */
  today?: string;
}

export interface PolicyResult {
  findings: Finding[];
  suppressed: SuppressedFinding[];
  baseline?: BaselineComparison;
}

/** Whether the configuration turns a rule off; such rules are not run at all. */
export function isRuleOff(config: Config | undefined, ruleId: string): boolean {
  return config?.rules.get(ruleId) === 'off';
}

/** `annotationsOf` gives the tool's annotations (`toolAnnotations`) of the object a finding is about, by the finding's origin. */
export function applyPolicy(
  evaluated: readonly Finding[],
  annotationsOf: (origin: Origin) => Record<string, string> | undefined,
  policy: Policy,
): PolicyResult {
  // Read only when an ignore has an expiry date: the first use of Date costs a run about 10 ms.
  let today = policy.today;
  const isPast = (expires: string) => expires < (today ??= new Date().toISOString().slice(0, 10));
  const matchers = (policy.config?.ignores ?? []).map((ignore) => ({ ignore, matches: ignoreMatcher(ignore, policy.config!.directory, policy.cwd) }));
  const active: Finding[] = [];
  const suppressed: SuppressedFinding[] = [];

  for (const original of evaluated) {
    let finding: Finding = { ...original };
    const setting = policy.config?.rules.get(finding.ruleId);
    if (setting && setting !== 'off') finding.severity = setting;

    const matching = matchers.filter((m) => m.matches(finding)).map((m) => m.ignore);
    const current = matching.find((ignore) => !ignore.expires || !isPast(ignore.expires));
    if (current) {
      suppressed.push({ ...finding, suppression: { by: 'config', reason: current.reason, source: current.source } });
      continue;
    }
    const byAnnotation = annotationSuppression(finding, annotationsOf);
    if (byAnnotation) {
      suppressed.push({ ...finding, suppression: byAnnotation });
      continue;
    }
    const expired = matching[0];
    // The note leads, so that formats showing only a message's first sentence still show it.
    // The fingerprint is taken before the note changes the message, so that a baseline still knows the finding.
    if (expired)
      finding = {
        ...finding,
        fingerprint: fingerprintOf(original),
        message: `Ignore expired on ${expired.expires} (${expired.source}): ${finding.message} (Its reason was "${expired.reason}"; fix this, or extend the ignore if the reason still holds.)`,
      };
    active.push(finding);
  }

  if (!policy.baseline) return { findings: active, suppressed };
  const compared = applyBaseline(active, policy.baseline);
  return { ...compared, suppressed: [...suppressed, ...compared.suppressed] };
}

/**
 * The baseline step alone: the findings it records are suppressed, and what it holds that the run
 * did not find is fixed. A run over several clusters takes it once, over all their findings.
 */
export function applyBaseline(active: Finding[], baseline: NonNullable<Policy['baseline']>): Required<PolicyResult> {
  const { file, record } = baseline;
  const entries = record ? active.map(baselineEntryOf) : (baseline.entries ?? []);
  const compared = compareWithBaseline(active, entries);
  // With a new baseline recorded over an old one, what the old one held and this run did not find is fixed.
  const fixed = record && baseline.entries ? compareWithBaseline(active, baseline.entries).fixed : compared.fixed;
  const source = `baseline ${file}`;
  const suppressed: SuppressedFinding[] = compared.known.map((finding) => ({
    ...finding,
    suppression: { by: 'baseline', reason: 'recorded in the baseline', source },
  }));
  return { findings: compared.fresh, suppressed, baseline: { file, known: entries.length, fixed } };
}

function ignoreMatcher(ignore: IgnoreEntry, configDirectory: string, cwd: string): (finding: Finding) => boolean {
  const kind = ignore.kind ? compileGlob(ignore.kind) : undefined;
  const namespace = ignore.namespace ? compileGlob(ignore.namespace) : undefined;
  const name = ignore.name ? compileGlob(ignore.name) : undefined;
  const file = ignore.file ? compileGlob(ignore.file) : undefined;
  return (finding) => {
    if (finding.ruleId !== ignore.rule) return false;
    const object = finding.object;
    if (kind && !(object && kind.test(object.kind))) return false;
    if (namespace && !(object && namespace.test(object.namespace ?? ''))) return false;
    if (name && !(object && name.test(object.name))) return false;
    if (file) {
      const path = finding.location?.file;
      if (!path || path === '<stdin>') return false;
      // Globs are written relative to the configuration file, which may sit above the working directory.
      if (!file.test(relative(configDirectory, resolve(cwd, path)).split(sep).join('/'))) return false;
    }
    return true;
  };
}

function annotationSuppression(finding: Finding, annotationsOf: (origin: Origin) => Record<string, string> | undefined): Suppression | undefined {
  if (!finding.origin) return undefined;
  const annotations = annotationsOf(finding.origin);
  const listed = annotations?.[IGNORE_ANNOTATION];
  if (typeof listed !== 'string') return undefined;
  const ruleIds = listed.split(',').map((id) => id.trim());
  if (!ruleIds.includes(finding.ruleId)) return undefined;
  const reason = annotations?.[IGNORE_REASON_ANNOTATION];
  return {
    by: 'annotation',
    reason: typeof reason === 'string' && reason.trim() !== '' ? reason.trim() : `no reason given (add the ${IGNORE_REASON_ANNOTATION} annotation)`,
    source: `annotation ${IGNORE_ANNOTATION} on the object`,
  };
}

/** One line per kind of suppression for the table summary: "2 suppressed (1 by .k8s-upgrade-check.yaml, 1 by annotation)". */
function describeSuppressed(suppressed: readonly SuppressedFinding[]): string {
  const counts = new Map<string, number>();
  for (const f of suppressed) {
    const label =
      f.suppression.by === 'config'
        ? `by ${f.suppression.source.replace(/:\d+$/, '')}`
        : f.suppression.by === 'annotation'
          ? 'by annotation'
          : 'in the baseline';
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return `${suppressed.length} suppressed (${[...counts].map(([label, n]) => `${n} ${label}`).join(', ')})`;
}

/**
 * Lines the text formats add after their summary: how many findings were suppressed and why, the
 * suppressed findings themselves with --show-suppressed, and what a baseline comparison found fixed.
 */
export function suppressionNotes(report: Report, showSuppressed: boolean): string[] {
  const lines: string[] = [];
  const suppressed = report.suppressed ?? [];
  if (suppressed.length > 0) {
    lines.push(`${describeSuppressed(suppressed)}${showSuppressed ? ':' : '; --show-suppressed lists them'}`);
    if (showSuppressed) {
      for (const f of suppressed) {
        lines.push(`  ${locationLabel(f)}  ${objectLabel(f)}  ${f.ruleId}: ${f.suppression.reason} (${f.suppression.source})`);
      }
    }
  }
  if (report.baseline) {
    const { file, known, fixed } = report.baseline;
    lines.push(`Baseline ${file}: ${known} recorded ${known === 1 ? 'finding' : 'findings'}, ${fixed.length} fixed since${fixed.length ? ':' : ''}`);
    for (const entry of fixed) lines.push(`  ${[entry.file, entry.object, entry.ruleId].filter(Boolean).join('  ')}`);
  }
  return lines;
}
