/**
 * One file's change: its findings handed to the fixers their rules declare, the edits they ask for
 * turned into splices of the file's text, and the result read back. A file that cannot be read the
 * same way by both YAML parsers, or whose edited text does not read as the edits intended, is left
 * unchanged, with every finding in it listed and the reason.
 */
import { isDeepStrictEqual } from 'node:util';
import yaml from 'js-yaml';
import type { Finding, K8sObject, ManifestOrigin, Path } from '../model.js';
import type { ApiTable } from '../kube/api-table.js';
import type { Rule } from '../rule.js';
import type { FixContext, LeaveReason } from './api.js';
import { findTemplateLine, loadManifestText } from '../sources/manifests.js';
import { KUBERNETES_YAML_SCHEMA } from '../kube/yaml-schema.js';
import { DocumentEditor, EditError, parseForEditing } from './editor.js';
import type { Splice } from './source-text.js';
import { applySplices } from './source-text.js';

/** Why a finding stays: the fixer's reasons, and the command's own. */
export type LeftReason = LeaveReason | 'templated' | 'no-fixer' | 'verification';

export interface FixedFinding {
  finding: Finding;
  note?: string;
  /** Rules whose new findings about the same object the fix knowingly brings. */
  leaves?: readonly string[];
}

export interface LeftFinding {
  finding: Finding;
  reason: LeftReason;
  detail: string;
}

export interface FilePlan {
  file: string;
  /** The text as read, and as it would be written (undefined when nothing changes). */
  text: string;
  newText?: string;
  splices: Splice[];
  /** The file's bytes, and the bytes it would be written with (the same edits, made on the bytes). */
  bytes?: Buffer;
  newBytes?: Buffer;
  byteSplices?: Splice[];
  fixed: FixedFinding[];
  left: LeftFinding[];
}

export interface PlanContext {
  target: string;
  from: string | null;
  rules: ReadonlyMap<string, Rule>;
  apis: ApiTable;
}

/** The file a finding is about: its object's file, or where a problem was found; '' for a cluster's. */
export function fileOf(finding: Finding): string {
  return finding.origin?.type === 'manifest' ? finding.origin.file : (finding.location?.file ?? '');
}

/** A finding about an object read from a file, whose rule has a fixer. */
export function isFixable(finding: Finding, rules: ReadonlyMap<string, Rule>): boolean {
  return finding.origin?.type === 'manifest' && rules.get(finding.ruleId)?.autofix !== undefined;
}

export function planFile(file: string, rawText: string, findings: readonly Finding[], context: PlanContext): FilePlan {
  try {
    return planFileOrThrow(file, rawText, findings, context);
  } catch (error) {
    if (!(error instanceof EditError)) throw error;
    return { file, text: rawText, splices: [], fixed: [], left: findings.map((finding) => ({ finding, reason: 'unsupported', detail: error.message })) };
  }
}

/** A file that is not edited at all: its findings left, why. */
export function leaveFile(file: string, findings: readonly Finding[], context: PlanContext, detail: string): FilePlan {
  return {
    file,
    text: '',
    splices: [],
    fixed: [],
    left: findings.map((finding) =>
      isFixable(finding, context.rules) ? { finding, reason: 'unsupported' as const, detail } : leftWithoutFixer(finding, context),
    ),
  };
}

function planFileOrThrow(file: string, rawText: string, findings: readonly Finding[], context: PlanContext): FilePlan {
  const plan: FilePlan = { file, text: rawText, splices: [], fixed: [], left: [] };
  const leaveAll = (list: readonly Finding[], reason: LeftReason, detail: string) => list.forEach((finding) => plan.left.push({ finding, reason, detail }));
  const fixable = findings.filter((f) => isFixable(f, context.rules));
  const withFixer = new Set(fixable);
  for (const finding of findings) if (!withFixer.has(finding)) plan.left.push(leftWithoutFixer(finding, context));
  if (fixable.length === 0) return plan;

  // The scan's test for an unrendered template, over the whole file: a file with one is never edited.
  const template = findTemplateLine(rawText);
  if (template) {
    leaveAll(fixable, 'templated', `the file holds template directives (line ${template.line + 1}); fix the template's source instead`);
    return plan;
  }
  const bom = rawText.charCodeAt(0) === 0xfeff ? 1 : 0;
  const text = rawText.slice(bom);
  const read = readDocuments(text, file, fixable);
  if (typeof read === 'string') {
    leaveAll(fixable, 'unsupported', read);
    return plan;
  }
  const { values, objects, parsed } = read;
  const editors = new Map<number, DocumentEditor>();
  const editorOf = (doc: number) => {
    let editor = editors.get(doc);
    if (!editor) editors.set(doc, (editor = new DocumentEditor(parsed.src, parsed.documents[doc], values[doc])));
    return editor;
  };

  const fixedHere: FixedFinding[] = [];
  for (const [key, list] of groupByObject(fixable)) {
    const obj = objects.get(key);
    if (!obj) {
      leaveAll(list, 'unsupported', 'the object could not be found again in the file');
      continue;
    }
    const origin = obj.origin as ManifestOrigin;
    for (const [ruleId, ruleFindings] of groupByRule(list)) {
      const rule = context.rules.get(ruleId)!;
      const outcome = runFixer(rule, obj, ruleFindings, editorOf(origin.doc), origin.itemPath ?? [], context);
      fixedHere.push(...outcome.fixed);
      plan.left.push(...outcome.left);
    }
  }

  const splices = [...editors.values()].flatMap((editor) => editor.result()?.splices ?? []);
  if (splices.length === 0) {
    leaveAll(
      fixedHere.map((f) => f.finding),
      'unsupported',
      'the fixer made no change',
    );
    return plan;
  }
  const newText = applySplices(text, splices);
  const mismatch = readsAsIntended(newText, values, editors);
  if (mismatch) {
    leaveAll(
      fixedHere.map((f) => f.finding),
      'unsupported',
      `the edited file would not read as intended (${mismatch}), so it is left unchanged`,
    );
    return plan;
  }
  plan.fixed.push(...fixedHere);
  plan.splices = splices.map((s) => ({ start: s.start + bom, end: s.end + bom, text: s.text }));
  plan.newText = rawText.slice(0, bom) + newText;
  return plan;
}

interface Documents {
  values: unknown[];
  objects: Map<string, K8sObject>;
  parsed: Exclude<ReturnType<typeof parseForEditing>, string>;
}

/**
 * The file's documents, read by the scan's loader (for the objects) and by the editing parser (for
 * positions), which must agree. Only the documents of `wanted` objects are kept from the editing
 * parser and the loader: the rest of a large file is compared and let go.
 */
function readDocuments(text: string, file: string, wanted: readonly Finding[]): Documents | string {
  const keys = new Set(wanted.map((finding) => objectKey(finding.origin as ManifestOrigin)));
  const docs = new Set(wanted.map((finding) => (finding.origin as ManifestOrigin).doc));
  const loaded = loadManifestText(text, file);
  if (loaded.problems.length > 0) return `part of the file does not parse (${loaded.problems[0].reason})`;
  const objects = new Map<string, K8sObject>();
  for (const obj of loaded.objects) {
    const key = objectKey(obj.origin as ManifestOrigin);
    if (keys.has(key)) objects.set(key, obj);
  }
  loaded.objects.length = 0;
  let values: unknown[];
  try {
    values = yaml.loadAll(text, undefined, { schema: KUBERNETES_YAML_SCHEMA });
  } catch (error) {
    return `the file does not parse (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`;
  }
  const parsed = parseForEditing(text, docs, (i, doc) => {
    if (i >= values.length) return 'the two YAML parsers count its documents differently';
    return sameShape(doc.toJS({ maxAliasCount: -1 }) as unknown, values[i]) ? undefined : `the two YAML parsers read document ${i + 1} differently`;
  });
  if (typeof parsed === 'string') return parsed;
  if (parsed.count !== values.length) return 'the two YAML parsers count its documents differently';
  return { values, objects, parsed };
}

/**
 * Whether the two parsers agree on what matters for editing: the same keys and items in the same
 * places, and the same strings. Numbers and booleans may be typed differently by YAML 1.1 and 1.2
 * rules in either parser; edits never depend on them.
 */
function sameShape(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameShape(item, b[i]));
  const objectA = typeof a === 'object' && a !== null && !(a instanceof Uint8Array);
  const objectB = typeof b === 'object' && b !== null && !(b instanceof Uint8Array);
  if (objectA || objectB) {
    if (!objectA || !objectB) return false;
    const keysA = Object.keys(a as object);
    const keysB = Object.keys(b as object);
    return (
      keysA.length === keysB.length &&
      keysA.every((key) => Object.hasOwn(b, key) && sameShape((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
    );
  }
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return true;
}

function readsAsIntended(newText: string, before: readonly unknown[], editors: ReadonlyMap<number, DocumentEditor>): string | undefined {
  let after: unknown[];
  try {
    after = yaml.loadAll(newText, undefined, { schema: KUBERNETES_YAML_SCHEMA });
  } catch (error) {
    return error instanceof Error ? error.message.split('\n')[0] : String(error);
  }
  if (after.length !== before.length) return 'its documents would change in number';
  for (let i = 0; i < before.length; i++) {
    const expected = editors.get(i)?.result()?.value ?? before[i];
    if (!isDeepStrictEqual(after[i], expected)) return `document ${i + 1} would read differently`;
  }
  return undefined;
}

interface FixerOutcome {
  fixed: FixedFinding[];
  left: LeftFinding[];
}

/** One rule's fixer on one object: its edits are kept all together or not at all. */
function runFixer(rule: Rule, obj: K8sObject, findings: readonly Finding[], editor: DocumentEditor, prefix: Path, context: PlanContext): FixerOutcome {
  const group: Parameters<DocumentEditor['tryCommit']>[0] = [];
  const decided = new Map<Finding, { fixed: FixedFinding } | { left: LeftFinding }>();
  const ctx: FixContext = {
    target: context.target,
    from: context.from,
    apis: context.apis,
    object: obj,
    findings,
    edit: editor.edits(prefix, group),
    fixed: (finding, note, options) =>
      void decided.set(finding, { fixed: { finding, ...(note ? { note } : {}), ...(options?.leaves?.length ? { leaves: options.leaves } : {}) } }),
    leave: (finding, reason, detail) => void decided.set(finding, { left: { finding, reason, detail } }),
  };
  const unsupported = (detail: string): FixerOutcome => ({ fixed: [], left: findings.map((finding) => ({ finding, reason: 'unsupported', detail })) });
  try {
    rule.autofix!(ctx);
  } catch (error) {
    if (error instanceof EditError) return unsupported(error.message);
    throw error;
  }
  const fixed: FixedFinding[] = [];
  const left: LeftFinding[] = [];
  for (const finding of findings) {
    const decision = decided.get(finding);
    if (!decision) left.push({ finding, reason: 'no-fixer', detail: 'no automatic fix for this case' });
    else if ('fixed' in decision) fixed.push(decision.fixed);
    else left.push(decision.left);
  }
  if (fixed.length === 0) return { fixed, left };
  const refused = editor.tryCommit(group);
  if (refused) return { fixed: [], left: [...left, ...fixed.map(({ finding }) => ({ finding, reason: 'unsupported' as const, detail: refused }))] };
  return { fixed, left };
}

/** A finding no fixer edits: a decision for people when its rule says so, else left without a fixer. */
function leftWithoutFixer(finding: Finding, context: PlanContext): LeftFinding {
  if (context.rules.get(finding.ruleId)?.needsDecision) return { finding, reason: 'decision', detail: finding.fix };
  return { finding, reason: 'no-fixer', detail: noFixerDetail(finding, context) };
}

function noFixerDetail(finding: Finding, context: PlanContext): string {
  if (finding.origin?.type !== 'manifest') return 'not about an object in a manifest file';
  return context.rules.get(finding.ruleId)?.autofix ? 'no automatic fix for this case' : 'the rule has no automatic fix; see its fix text';
}

function objectKey(origin: ManifestOrigin): string {
  return `${origin.doc}\u0000${(origin.itemPath ?? []).join('\u0001')}`;
}

function groupByObject(findings: readonly Finding[]): Map<string, Finding[]> {
  const groups = new Map<string, Finding[]>();
  for (const finding of findings) {
    const key = objectKey(finding.origin as ManifestOrigin);
    const list = groups.get(key);
    if (list) list.push(finding);
    else groups.set(key, [finding]);
  }
  return groups;
}

function groupByRule(findings: readonly Finding[]): Map<string, Finding[]> {
  const groups = new Map<string, Finding[]>();
  for (const finding of findings) {
    const list = groups.get(finding.ruleId);
    if (list) list.push(finding);
    else groups.set(finding.ruleId, [finding]);
  }
  return groups;
}
