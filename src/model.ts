/**
 * The one object model shared by every source (manifest files, live clusters), every rule and
 * every reporter. Read this file first.
 */

export type Severity = 'error' | 'warning' | 'info';
export const SEVERITIES: readonly Severity[] = ['error', 'warning', 'info'];

/** A path into an object, as keys and array indexes: `['spec', 'template', 'spec', 'containers', 0]`. */
export type Path = ReadonlyArray<string | number>;

/** 1-based line and column. */
export interface Position {
  line: number;
  column: number;
}

export interface ObjectMeta {
  name?: string;
  generateName?: string;
  namespace?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
  [key: string]: unknown;
}

/** Where an object came from: a document in a file, or something read from a cluster. */
export type Origin = ManifestOrigin | ClusterOrigin;

export interface ManifestOrigin {
  type: 'manifest';
  /** Path relative to the working directory, `-` for stdin. */
  file: string;
  /** 0-based index of the document in the file. */
  doc: number;
  /** For items of a `kind: List`, the path of the item inside the list document. */
  itemPath?: Path;
  /** True when the file was given with `--static-pods` (a kubelet's static pod directory). */
  staticPod?: boolean;
  /** True when the file's text holds `{{`: it may be an unrendered template that parsed as YAML. */
  templated?: boolean;
  /** For a Chart.yaml kept under another chart's `charts/`: that outer chart, which Helm installs it with. */
  vendoredIn?: HelmChart;
  /** The Helm chart the file is a template of (it is under the chart's `templates/`). */
  chart?: HelmChart;
  /** Position of the field at `path` (relative to this object), or of its closest existing parent. */
  locate(path: Path): Position | undefined;
  /**
   * Keeps what `locate` needs after the source has moved on to other files: called for objects
   * that findings may be about once every file is read (see `objectHandle`).
   */
  keepPositions?(): void;
}

export type ClusterVia = 'live' | 'last-applied' | 'managed-fields' | 'helm-release' | 'metric' | 'node';

export interface ClusterOrigin {
  type: 'cluster';
  context: string;
  /** How the object was seen: as the server serves it, or as it was originally written. */
  via: ClusterVia;
  /** Free-form detail for the report: manager name and time, Helm release, node name... */
  detail?: string;
  /** Helm release this object was rendered from, when via = 'helm-release'. */
  helmRelease?: { name: string; namespace: string; revision: number; chart: string };
  /** Node the fact was read from (its Node object, kubelet configz or kubelet metrics). */
  node?: string;
  /**
   * A live object whose write records are all in other API versions or by the control plane:
   * nobody writes it in the version it is served in, so findings about that version do not stand.
   */
  servedVersionUnwritten?: true;
}

/**
 * A Kubernetes object as plain JSON, with where it came from. Its document's top-level fields are
 * fields of its own, as every Kubernetes tool shows them: `obj.spec`, `obj.data`, `obj.rules`,
 * `obj.featureGates` of a KubeletConfiguration. Make one with `k8sObject`.
 */
export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: ObjectMeta;
  /**
   * The whole object as parsed (apiVersion, kind, metadata, spec, data, ...). A document field
   * named `body` or `origin` is read only here: the object's own fields of those names are these two.
   */
  body: Record<string, unknown>;
  origin: Origin;
  /** The document's other top-level fields: the values `body` holds under the same names. */
  readonly [field: string]: unknown;
}

/**
 * The object of a parsed document. Its identity is given apart from the document because a source
 * may correct it (metadata that is not a mapping reads as none; a Helm release adds the namespace);
 * it wins over the document's own fields, as `body` and `origin` do. Only the top level is copied,
 * a few fields per object: the values are the document's own, shared with `body`.
 */
export function k8sObject(body: Record<string, unknown>, identity: Pick<K8sObject, 'apiVersion' | 'kind' | 'metadata'>, origin: Origin): K8sObject {
  // The object's own fields first, in one order: objects then share their first fields' layout,
  // which made building and reading them about half as costly as spreading the document first.
  const obj: Record<string, unknown> = { apiVersion: identity.apiVersion, kind: identity.kind, metadata: identity.metadata, body, origin };
  for (const key in body) {
    if (key === 'apiVersion' || key === 'kind' || key === 'metadata' || key === 'body' || key === 'origin') continue;
    // A "__proto__" key is data in YAML and JSON: assigning it would set the prototype.
    if (key === '__proto__') Object.defineProperty(obj, key, { value: body[key], enumerable: true, writable: true, configurable: true });
    else obj[key] = body[key];
  }
  return obj as K8sObject;
}

/** A Helm chart directory (one with a `Chart.yaml`), as paths are shown in the report. */
export interface HelmChart {
  /** Its `name:` in Chart.yaml, or the directory's name. */
  name: string;
  directory: string;
  /** Its Chart.yaml. */
  file: string;
}

/**
 * Something a source could not read: an unparsable file or document, an unreadable path, a
 * document whose aliases expand too far, a document kubectl would refuse as no object, a file
 * named on the command line that is not YAML or JSON by its extension (`not-a-manifest`).
 */
export interface SourceProblem {
  kind: 'syntax' | 'template' | 'unreadable' | 'not-an-object' | 'aliases' | 'not-a-manifest';
  file: string;
  position?: Position;
  /** One line saying what is wrong. */
  reason: string;
  /** Which case of its kind, for rules that word each case on its own: `permission`, `broken-link`, `list`, `no-api-version`. */
  cause?: string;
  /** Values a rule's message names: the object's kind, the number of items. */
  data?: Record<string, string | number>;
  /** The Helm chart the file is a template of. */
  chart?: HelmChart;
}

/** Where sources put what they read: objects and unreadable inputs, one at a time. */
export interface ObjectSink {
  add(obj: K8sObject): void;
  addProblem(problem: SourceProblem): void;
  /**
   * Whether objects of this kind are kept to the end of the run; other objects are dropped once
   * checked. A source hands kept objects over as copies that do not hold on to what it read them from.
   */
  keeps?(kind: string): boolean;
}

export interface ObjectRef {
  apiVersion: string;
  kind: string;
  namespace: string | null;
  name: string;
}

export interface Location {
  file: string;
  line: number;
  column: number;
}

export interface Finding {
  ruleId: string;
  /** The Kubernetes minor release whose upgrade the rule guards, e.g. "1.37". */
  release: string;
  severity: Severity;
  message: string;
  /** Key of the rule's `messages` template the message was made from, and the values filled into it. */
  messageId?: string;
  data?: Record<string, string | number>;
  /** The `data` values the rule declares part of the finding's identity (`Rule.identity`). */
  key?: Record<string, string | number>;
  fix: string;
  object: ObjectRef | null;
  location: Location | null;
  /** Path of the offending field inside the object, when known. */
  path?: Path;
  origin?: Origin;
  /** The context of the cluster a live run found it in; absent for a manifest scan. */
  cluster?: string;
  /** The same finding on several objects (many nodes with one result), reported once; `object` is the first. */
  group?: FindingGroup;
  /**
   * Identity of the finding across runs (src/identity.ts: rule, message id, file, object, field path and `key`; not the line, not the words).
   * Set by the suppression step only when it adds a note to the message, so that the note does not
   * change it; otherwise `fingerprintOf` computes it when a baseline or a SARIF report needs it.
   */
  fingerprint?: string;
}

export interface FindingGroup {
  count: number;
  objects: ObjectRef[];
}

/** Why a finding does not count: an ignore in the configuration file, an annotation on the object, or a baseline. */
export interface Suppression {
  by: 'config' | 'annotation' | 'baseline';
  reason: string;
  /** Where it is written: `.k8s-upgrade-check.yaml:14`, the annotation on the object, the baseline file. */
  source: string;
}

export interface SuppressedFinding extends Finding {
  suppression: Suppression;
}

/** A finding recorded in a baseline file, identified by its fingerprint. */
export interface BaselineEntry {
  fingerprint: string;
  ruleId: string;
  file: string | null;
  /** "Kind namespace/name", or null for findings about a file. */
  object: string | null;
  message: string;
}

/** How the run compares with a baseline: its findings not in the baseline are new, its entries no longer found are fixed. */
export interface BaselineComparison {
  file: string;
  /** Entries in the baseline. */
  known: number;
  fixed: BaselineEntry[];
}

/**
 * Why something was not seen: denied (403), failed (unreachable, errors after retries), skipped
 * on request (`--skip-nodes`), or not exposed by the API at all (a file on a control-plane node).
 */
export type GapCause = 'forbidden' | 'failed' | 'skipped' | 'not-exposed';

/** Something the run could not see, and which rules that weakens. */
export interface CoverageGap {
  what: string;
  reason: string;
  rules: string[];
  cause?: GapCause;
  /** The context of the cluster it concerns, in a run over several clusters. */
  cluster?: string;
}

/** One control-plane upgrade: a control plane cannot skip minors, so 1.34 -> 1.37 is three hops. */
export interface UpgradeHop {
  from: string;
  to: string;
}

/**
 * One kubeconfig context of a live run, checked or not: the JSON `clusters` array. `error` says why
 * it was not checked: unreachable (`reachable: false`), or reachable and not for this target.
 */
export interface ClusterEntry {
  context: string;
  server: string;
  /** The API server's version as shown in reports; absent when it could not be read. */
  version?: string;
  reachable: boolean;
  checked: boolean;
  error?: string;
  /** Of a checked cluster: objects read, findings (after ignores and the baseline), gaps, time. */
  objects?: number;
  findings?: number;
  gaps?: number;
  elapsedMs?: number;
}

/** The cluster a live run read, for the report headline and the JSON `cluster` field. */
export interface ClusterSummary {
  context: string;
  server: string;
  /** The API server's full version, e.g. v1.34.2. */
  version: string;
  /** Resources listed (kinds, per group). */
  resourcesListed: number;
  nodes: number;
  /** Nodes whose kubelet was queried through the node proxy. */
  nodesQueried: number;
  helmReleases: number;
  requests: number;
}

export interface Report {
  target: string;
  from: string | null;
  /** Releases the upgrade crosses, oldest first. */
  releases: string[];
  objects: number;
  files: number;
  /** Files and directories that could not be read (each also a read-error finding); absent when none. */
  unreadable?: number;
  /** Documents that were no Kubernetes object and were left alone (Helm values, plain YAML); absent when none. */
  notObjects?: number;
  findings: Finding[];
  gaps: CoverageGap[];
  elapsedMs: number;
  /** Findings that matched an ignore, an ignore annotation or the baseline; not in `findings`. */
  suppressed?: SuppressedFinding[];
  /** Set when the run was compared with a baseline (`--baseline`, `--baseline-write`). */
  baseline?: BaselineComparison;
  /** The control-plane upgrades from `from` to the target, when `from` is known. */
  hops?: UpgradeHop[];
  /** Set by a live run of one cluster. */
  cluster?: ClusterSummary;
  /** Set by every live run: each context it was given, in the order given, checked or not. */
  clusters?: ClusterEntry[];
  /** Set when no target was given and a live run took the minor after the cluster's version. */
  targetFromCluster?: true;
  /** Findings left out of what is printed by --severity or --rule; the exit code still counts them. */
  hidden?: { count: number; by: string };
  /** Releases up to the target whose data comes from pre-release material, each with the sentence reports print; absent when none. */
  prerelease?: PrereleaseNotice[];
}

/** A checked release that has not shipped: where its data comes from (src/prerelease.ts). */
export interface PrereleaseNotice {
  release: string;
  basedOn: string;
  commit: string;
  due: string | null;
  notice: string;
}

/** The object's identity, in strings of its own (see `detached`): findings keep it to the end of the run. */
export function objectRef(obj: K8sObject): ObjectRef {
  const m = obj.metadata;
  return {
    apiVersion: detached(obj.apiVersion),
    kind: detached(obj.kind),
    namespace: typeof m.namespace === 'string' && m.namespace !== '' ? detached(m.namespace) : null,
    name: typeof m.name === 'string' && m.name !== '' ? detached(m.name) : typeof m.generateName === 'string' ? detached(`${m.generateName}*`) : '(unnamed)',
  };
}

/** "Deployment shop/web", or "Namespace shop" for an object without a namespace: an object as messages name it. */
export function refLabel(ref: Pick<ObjectRef, 'kind' | 'namespace' | 'name'>): string {
  return `${ref.kind} ${ref.namespace ? `${ref.namespace}/` : ''}${ref.name}`;
}

/**
 * A copy of a string that shares no memory with the text it was parsed from. The YAML parser's
 * strings are slices of their file's text, and V8 keeps a whole text alive while any slice of it
 * is: one kept name would keep its file in memory for the rest of the scan. Concatenating, then
 * slicing, makes V8 build a flat copy.
 */
export function detached(text: string): string {
  return (' ' + text).slice(1);
}

/**
 * Returns one detached copy (see `detached`) of each distinct string it is given. What a rule
 * keeps to the end of a run repeats a few strings many times (namespaces, kinds, API versions,
 * provisioners): one copy of each is kept instead of one per fact.
 */
export function interner(): (text: string) => string {
  const copies = new Map<string, string>();
  return (text) => {
    let copy = copies.get(text);
    if (copy === undefined) copies.set((copy = detached(text)), copy);
    return copy;
  };
}

/** Prefix of the annotations the tool reads itself (ignore annotations). */
export const TOOL_ANNOTATION_PREFIX = 'k8s-upgrade-check.io/';

/** The object's annotations under `TOOL_ANNOTATION_PREFIX`, detached, or undefined when it has none. */
export function toolAnnotations(metadata: ObjectMeta): Record<string, string> | undefined {
  const annotations = metadata.annotations;
  if (typeof annotations !== 'object' || annotations === null) return undefined;
  let out: Record<string, string> | undefined;
  for (const key in annotations) {
    const value = annotations[key];
    if (key.startsWith(TOOL_ANNOTATION_PREFIX) && typeof value === 'string') (out ??= {})[detached(key)] = detached(value);
  }
  return out;
}

/** `apps/v1` -> `apps`, `v1` -> `` (the core group). */
export function groupOf(apiVersion: string): string {
  const slash = apiVersion.indexOf('/');
  return slash < 0 ? '' : apiVersion.slice(0, slash);
}

/** Kubernetes' own API groups: the core group, unqualified names (apps, batch) and *.k8s.io. */
export function isKubernetesGroup(group: string): boolean {
  return group === '' || !group.includes('.') || group.endsWith('.k8s.io');
}

export function versionOf(apiVersion: string): string {
  const slash = apiVersion.indexOf('/');
  return slash < 0 ? apiVersion : apiVersion.slice(slash + 1);
}

/**
 * What a finding needs of an object: its identity, the tool's own annotations (ignore annotations)
 * and where it came from. A rule that reports on an object after its `check` (from `checkAll`)
 * makes this during the `check` and keeps it instead of the object, so that the rest of the object
 * can be freed while the scan goes on; only the positions of its document stay.
 */
export function objectHandle(obj: K8sObject): K8sObject {
  const origin = keptOrigin(obj);
  const { name, namespace, generateName } = obj.metadata;
  const metadata: ObjectMeta = {};
  if (typeof name === 'string') metadata.name = detached(name);
  if (typeof namespace === 'string') metadata.namespace = detached(namespace);
  if (typeof generateName === 'string') metadata.generateName = detached(generateName);
  const annotations = toolAnnotations(obj.metadata);
  if (annotations) metadata.annotations = annotations;
  const [apiVersion, kind] = [detached(obj.apiVersion), detached(obj.kind)];
  return k8sObject({ apiVersion, kind, metadata }, { apiVersion, kind, metadata }, origin);
}

/** The object's origin, kept placeable for findings made after its file is read (see `objectHandle`). */
export function keptOrigin(obj: K8sObject): Origin {
  if (obj.origin.type === 'manifest') obj.origin.keepPositions?.();
  return obj.origin;
}

/** Code-point order: stable across locales, and free of the collator's start-up cost. */
export function byText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
