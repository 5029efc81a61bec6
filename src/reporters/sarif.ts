/**
 * SARIF 2.1.0 as GitHub code scanning accepts it (docs.github.com, "SARIF support for code
 * scanning"): one rule descriptor per rule with help, results that point at the offending field,
 * and fingerprints that survive lines moving and messages being reworded.
 */
import { catalogueFor, explainRule } from '../catalogue.js';
import { fingerprintOf } from '../identity.js';
import type { Finding, Report, Severity, SuppressedFinding } from '../model.js';
import type { PathBase } from '../repository.js';
import { relativeToBase } from '../repository.js';
import type { Rule } from '../rule.js';
import { objectLabel } from './labels.js';
import { exactOf } from '../untrusted-text.js';
import type { GateOptions, ReporterOptions } from './types.js';

export const PROJECT_URL = 'https://github.com/k8s-upgrade-check/k8s-upgrade-check';
export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
/**
 * Key of our fingerprint in `partialFingerprints`; the version changes if the recipe ever does.
 * v1 hashed the message's words; v2 is the finding's identity (src/identity.ts), as baselines record it.
 */
export const FINGERPRINT_KEY = 'k8sUpgradeCheck/v2';

const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = { error: 'error', warning: 'warning', info: 'note' };

/** The rule's section of the generated catalogue in the repository. */
export function ruleHelpUri(ruleId: string): string {
  return `${PROJECT_URL}/blob/main/rules/README.md#${ruleId}`;
}

export function sarifReporter(report: Report, options: ReporterOptions & GateOptions): string {
  return JSON.stringify(toSarif(report, options), null, 2) + '\n';
}

export function toSarif(report: Report, options: ReporterOptions & GateOptions) {
  const shown: (Finding | SuppressedFinding)[] = [...report.findings, ...(options.showSuppressed ? (report.suppressed ?? []) : [])];
  const rules = ruleDescriptors(report, shown, options.rules);
  const ruleIndex = new Map(rules.map((rule, i) => [rule.id, i]));
  const occurrences = new Map<string, number>();
  const results = shown.map((finding) => {
    // The fingerprint of the finding as found, not as shown: a baseline and earlier uploads know it so.
    const fingerprint = fingerprintOf(exactOf(finding));
    // Identical findings (the same object twice in one file) need distinct fingerprints, as GitHub's own line hashes do.
    const occurrence = (occurrences.get(fingerprint) ?? 0) + 1;
    occurrences.set(fingerprint, occurrence);
    return sarifResult(finding, ruleIndex.get(finding.ruleId)!, `${fingerprint}:${occurrence}`, options.pathBase);
  });
  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'k8s-upgrade-check',
            version: options.toolVersion,
            semanticVersion: options.toolVersion,
            informationUri: PROJECT_URL,
            rules,
          },
        },
        invocations: [
          {
            executionSuccessful: true,
            toolExecutionNotifications: report.gaps.map((gap) => ({
              level: 'warning',
              message: { text: `Not checked: ${gap.what}: ${gap.reason}${gap.rules.length ? ` (weakens ${gap.rules.join(', ')})` : ''}` },
            })),
          },
        ],
        columnKind: 'utf16CodeUnits',
        results,
        properties: { target: report.target, from: report.from, releases: report.releases },
      },
    ],
  };
}

function ruleDescriptors(report: Report, findings: readonly Finding[], catalogue: readonly Rule[]) {
  const rules: Rule[] = catalogueFor(catalogue, report.target);
  const ids = new Set(rules.map((rule) => rule.id));
  const descriptors = rules.map(ruleDescriptor);
  // A finding from a rule outside the catalogue (a rule that crashed, a newer plugin) still needs a descriptor to point at.
  for (const finding of findings) {
    if (ids.has(finding.ruleId)) continue;
    ids.add(finding.ruleId);
    const known = catalogue.find((rule) => rule.id === finding.ruleId);
    descriptors.push(
      known
        ? ruleDescriptor(known)
        : {
            id: finding.ruleId,
            name: ruleName(finding.ruleId),
            shortDescription: { text: finding.ruleId },
            helpUri: ruleHelpUri(finding.ruleId),
            defaultConfiguration: { level: LEVEL[finding.severity] },
          },
    );
  }
  return descriptors as SarifRule[];
}

interface SarifRule {
  id: string;
  name: string;
  shortDescription: { text: string };
  fullDescription?: { text: string };
  help?: { text: string; markdown: string };
  helpUri: string;
  defaultConfiguration: { level: string };
  properties?: { tags: string[]; release: string };
}

function ruleDescriptor(rule: Rule): SarifRule {
  const d = rule.docs;
  return {
    id: rule.id,
    name: ruleName(rule.id),
    shortDescription: { text: d.summary },
    fullDescription: { text: `${d.changed}\n\n${d.why}` },
    help: {
      text: `How to fix it: ${d.fix}\n\nSources:\n${d.sources.map((s) => `- ${s.title}: ${s.url}`).join('\n')}`,
      // The same document `explain` prints, minus the title GitHub already shows.
      markdown: explainRule(rule, '#').replace(/^# .*\n\n/, ''),
    },
    helpUri: ruleHelpUri(rule.id),
    defaultConfiguration: { level: LEVEL[rule.severity] },
    properties: { tags: ['kubernetes', 'upgrade', ...(rule.release === 'core' ? [] : [`kubernetes-${rule.release}`])], release: rule.release },
  };
}

/** `removed-api` -> `RemovedApi`: SARIF's `name` is a readable identifier. */
function ruleName(id: string): string {
  return id.replace(/(^|[-_.])([a-z0-9])/g, (_, __, ch: string) => ch.toUpperCase());
}

function sarifResult(finding: Finding | SuppressedFinding, ruleIndex: number, fingerprint: string, pathBase: PathBase | undefined) {
  const result: Record<string, unknown> = {
    ruleId: finding.ruleId,
    ruleIndex,
    level: LEVEL[finding.severity],
    message: { text: finding.message },
  };
  const location: Record<string, unknown> = {};
  const physical = physicalLocation(finding, pathBase);
  if (physical) location.physicalLocation = physical;
  if (finding.object) {
    location.logicalLocations = [
      {
        name: finding.object.name,
        fullyQualifiedName: objectLabel(finding),
        kind: 'resource',
        properties: { apiVersion: finding.object.apiVersion, kind: finding.object.kind, namespace: finding.object.namespace },
      },
    ];
  }
  if (Object.keys(location).length > 0) result.locations = [location];
  result.partialFingerprints = { [FINGERPRINT_KEY]: fingerprint };
  if ('suppression' in finding) {
    // Annotations live in the manifest itself; ignores and baselines are kept outside it.
    result.suppressions = [
      {
        kind: finding.suppression.by === 'annotation' ? 'inSource' : 'external',
        status: 'accepted',
        justification: `${finding.suppression.reason} (${finding.suppression.source})`,
      },
    ];
  }
  // The rule's help carries the general fix; this finding's own fix is kept beside it.
  const properties: Record<string, unknown> = { release: finding.release, fix: finding.fix };
  if (finding.origin?.type === 'cluster') {
    properties.cluster = { context: finding.origin.context, via: finding.origin.via, ...(finding.origin.detail ? { detail: finding.origin.detail } : {}) };
  }
  result.properties = properties;
  return result;
}

/**
 * Files relative to %SRCROOT%, the repository root (see `PathBase`); a file outside it as an
 * absolute file URI, which must not carry a base id. The URI names the exact file, not the path as
 * the report shows it: only the platform's separator separates (a backslash in a POSIX file name
 * is part of the name), and every other byte is percent-encoded as RFC 3986 asks.
 */
function physicalLocation(finding: Finding, pathBase: PathBase | undefined) {
  const location = finding.location;
  const file = location && exactOf(location).file;
  if (!location || !file || file === '<stdin>' || file === '-') return undefined;
  const path = relativeToBase(file, pathBase);
  const drive = /^[A-Za-z]:\//.exec(path)?.[0];
  const encoded = (drive ?? '') + encodeUriPath(drive ? path.slice(drive.length) : path);
  const absolute = path.startsWith('/') || drive !== undefined;
  const artifactLocation = absolute ? { uri: `file://${path.startsWith('/') ? '' : '/'}${encoded}` } : { uri: encoded, uriBaseId: '%SRCROOT%' };
  return { artifactLocation, region: { startLine: location.line, startColumn: location.column } };
}

/** A `/`-separated path as a URI path: each UTF-8 byte other than an unreserved character (RFC 3986, 2.3) or `/` percent-encoded. */
export function encodeUriPath(path: string): string {
  let out = '';
  for (const byte of Buffer.from(path, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~/]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}
