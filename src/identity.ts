/**
 * A finding's identity across runs, the one recipe behind baselines, SARIF `partialFingerprints`
 * and the JSON `fingerprint`: the rule, the message it chose (`messageId`), the file, the object
 * and the field path inside it. Never the words: rewording a message or a data row, or checking
 * for another target, keeps every identity. Never the line: editing other parts of a file keeps it
 * too. Cluster findings leave out the context name, so that a renamed kubeconfig context keeps them.
 *
 * The values a message is filled with (`data`) are left out, except those the rule declares part
 * of the identity (`Rule.identity`, the finding's `key`): rules fill `data` with the offending
 * value, but also with sentences ("use X (served since 1.19)"), with knowledge that changes with
 * the data and the target (a replacement version, a removal release, a gate's stage) and with
 * counts of other objects in the scan, and only the rule knows which is which. Two findings of one
 * rule and message on one field with no declared values to tell them apart are counted instead: a
 * baseline records each, and SARIF numbers them.
 */
import { createRequire } from 'node:module';
import type { Finding } from './model.js';

/** Changes whenever the recipe does: a changed recipe turns every recorded finding into a new one. */
const RECIPE = 'k8s-upgrade-check finding v2';

/** What identifies a finding, in the order it is hashed; shown by `identityOf` so that tests and people can read it. */
export interface FindingIdentity {
  ruleId: string;
  /** Absent for findings that are not made from a rule's messages: a rule that failed on an object. */
  messageId: string | null;
  file: string | null;
  /** Kind, namespace and name: not the apiVersion, so that moving an object to a new API version keeps its other findings. */
  object: [kind: string, namespace: string | null, name: string] | null;
  path: ReadonlyArray<string | number>;
  /** The data values the rule declares part of the identity, or null. */
  key: Readonly<Record<string, string | number>> | null;
}

export function identityOf(finding: Finding): FindingIdentity {
  const object = finding.object;
  return {
    ruleId: finding.ruleId,
    messageId: finding.messageId ?? null,
    file: finding.location?.file ?? null,
    object: object ? [object.kind, object.namespace, object.name] : null,
    path: finding.path ?? [],
    key: finding.key ?? null,
  };
}

/** The identity as 32 hex digits. JSON keeps the parts apart where a separator could not: a key may hold dots, a name anything. */
export function fingerprintOf(finding: Finding): string {
  if (finding.fingerprint) return finding.fingerprint;
  let fingerprint = computed.get(finding);
  if (fingerprint === undefined) {
    const { ruleId, messageId, file, object, path, key } = identityOf(finding);
    // a finding without declared values hashes as before keys existed
    fingerprint = sha256(JSON.stringify(key ? [RECIPE, ruleId, messageId, file, object, path, key] : [RECIPE, ruleId, messageId, file, object, path])).slice(
      0,
      32,
    );
    computed.set(finding, fingerprint);
  }
  return fingerprint;
}

/**
 * The fingerprint releases before `RECIPE` recorded, made from the rendered message. Only for
 * reading baselines recorded then: it matches as long as the finding's words are unchanged.
 */
export function legacyFingerprintOf(finding: Finding): string {
  const object = finding.object ? `${finding.object.kind}/${finding.object.namespace ?? ''}/${finding.object.name}` : '';
  const path = (finding.path ?? []).map(String).join('.');
  return sha256(['v1', finding.ruleId, finding.location?.file ?? '', object, path, sha256(finding.message)].join('\u0000')).slice(0, 32);
}

/** Fingerprints already computed: a run with a baseline and a SARIF report asks for each one several times. */
const computed = new WeakMap<Finding, string>();

// node:crypto takes about 15 ms to load, and most runs compute no fingerprint: load it on first use.
const require = createRequire(import.meta.url);
let crypto: typeof import('node:crypto') | undefined;

function sha256(text: string): string {
  crypto ??= require('node:crypto') as typeof import('node:crypto');
  return crypto.createHash('sha256').update(text).digest('hex');
}
