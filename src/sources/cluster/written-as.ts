/**
 * How an object was really written. The server returns every object in its preferred version, so
 * the version a team's manifests use only shows in the object's write records:
 *
 * - annotations in which a deployer keeps what it last applied: kubectl's
 *   `last-applied-configuration` (client-side `kubectl apply`, and Argo CD and Pulumi before 4.0,
 *   which apply the same way) and kapp's `kapp.k14s.io/original` and `kapp.k14s.io/identity`;
 * - `metadata.managedFields`: one entry per manager and operation with the apiVersion it wrote and
 *   when (server-side apply, Argo CD, Flux, Helm, Pulumi, Terraform and controllers leave no
 *   annotation).
 *
 * Each version a record shows, other than the served one, becomes a small "written-as" object
 * (apiVersion, kind, metadata; no spec) for the API rules to judge. Records are trusted only while
 * they are current: a manager's older entry is superseded by its newer one, and a record is stale
 * when someone other than the control plane has since written the object's content in a version
 * the server serves. Control-plane components' own writes are never evidence: they are upgraded
 * with the cluster.
 */
import type { ClusterOrigin, K8sObject, ObjectMeta } from '../../model.js';
import { k8sObject } from '../../model.js';
import { isRecord } from '../../kube/workloads.js';
import type { Discovery } from './discovery.js';
import type { RawObject } from './lists.js';

/** An annotation in which a deployer keeps the apiVersion it last applied an object in. */
interface AppliedAnnotation {
  key: string;
  /** The manager a record is put down to when no managedFields entry owns the annotation. */
  writer: string;
  /** The applied apiVersion the annotation's value gives for an object of this kind. */
  version(value: string, kind: string): string | undefined;
  /** Another annotation of the same deployer, written on every one of its writes: when it gives another version, this one is older. */
  supersededBy?: string;
}

const KAPP_IDENTITY = 'kapp.k14s.io/identity';

/**
 * kapp (carvel-dev/kapp, commit a89576c503975ec6a238e0cab7ef93d4b0896152) writes two of them:
 * - `kapp.k14s.io/original`: the object it applied, as compact JSON, next to an MD5 of the diff it
 *   expects (`kapp.k14s.io/original-diff-md5`) by which kapp itself tells when the record no longer
 *   matches the object; the managedFields stand in for that check here
 *   (pkg/kapp/diff/resource_with_history.go: appliedResAnnKey, RecordLastAppliedResource;
 *   pkg/kapp/resources/resource.go: AsCompactBytes). It is not written under
 *   `kapp.k14s.io/disable-original` or when too long, so it can be older than kapp's last write;
 * - `kapp.k14s.io/identity`: `v1;<namespace>/<group>/<Kind>/<name>;<apiVersion>`, set on every create
 *   and update kapp makes (pkg/kapp/resources/identity_annotation.go, identified_resources.go).
 */
const APPLIED_ANNOTATIONS: readonly AppliedAnnotation[] = [
  { key: 'kubectl.kubernetes.io/last-applied-configuration', writer: 'kubectl apply', version: appliedObjectVersion },
  { key: 'kapp.k14s.io/original', writer: 'kapp', version: appliedObjectVersion, supersededBy: KAPP_IDENTITY },
  { key: KAPP_IDENTITY, writer: 'kapp', version: kappIdentityVersion },
];

/**
 * Longest annotation read: the API server keeps all of an object's annotations within 256 KiB, and
 * kapp records nothing longer (annValMaxLen in resource_with_history.go). A longer value cannot
 * come from a real server and is not parsed.
 */
const MAX_APPLIED_CHARS = 262_144;

/** The apiVersion of the object a JSON record holds; nothing when it is not JSON or of another kind. */
function appliedObjectVersion(value: string, kind: string): string | undefined {
  try {
    const applied = JSON.parse(value) as { apiVersion?: unknown; kind?: unknown } | null;
    return typeof applied?.apiVersion === 'string' && applied.kind === kind ? applied.apiVersion : undefined;
  } catch {
    return undefined;
  }
}

function kappIdentityVersion(value: string, kind: string): string | undefined {
  const [format, key, apiVersion, ...rest] = value.split(';');
  const keyParts = key?.split('/') ?? [];
  if (format !== 'v1' || rest.length > 0 || keyParts.length !== 4 || keyParts[2] !== kind || !apiVersion) return undefined;
  return apiVersion;
}

/** Field managers of Kubernetes' own components. */
const COMPONENT_MANAGERS = new Set([
  'kube-apiserver',
  'kube-controller-manager',
  'kube-scheduler',
  'kubelet',
  'kube-proxy',
  'cloud-controller-manager',
  'api-priority-and-fairness-config-producer-v1',
  'api-priority-and-fairness-config-consumer-v1',
]);

function isComponentManager(manager: string): boolean {
  // Controllers inside kube-controller-manager also write as <name>-controller.k8s.io.
  return COMPONENT_MANAGERS.has(manager) || manager.endsWith('.k8s.io');
}

export interface WriteRecord {
  apiVersion: string;
  manager: string;
  operation: string;
  /** Milliseconds since the epoch; undefined when the record has no time (never newer than a timed one). */
  time?: number;
  /** Wrote more than metadata and status: the object's content. */
  content: boolean;
  /** The applied-object annotation the record comes from; undefined for a managedFields entry. */
  annotation?: AppliedAnnotation;
  component: boolean;
}

/** Whether the live object's own (served) apiVersion is how someone writes it. */
export type ServedVersionEvidence = 'authored' | 'not-authored' | 'unknown';

export interface WrittenAs {
  /** One object per version the object was written in other than the served one. */
  objects: K8sObject[];
  served: ServedVersionEvidence;
}

export interface WrittenAsOptions {
  context: string;
  discovery: Discovery;
  /** Managers whose records a better view already covers (Helm's, when its release was read). */
  skipManagers?: ReadonlySet<string>;
}

function writeRecords(obj: RawObject): WriteRecord[] {
  const metadata = (obj.metadata ?? {}) as ObjectMeta;
  const records: WriteRecord[] = [];
  // The managedFields entry that last wrote each applied-object annotation: it says who and when.
  const annotationOwners = new Map<string, WriteRecord>();
  const entries = Array.isArray(metadata.managedFields) ? (metadata.managedFields as unknown[]) : [];
  for (const entry of entries) {
    if (!isRecord(entry) || typeof entry.apiVersion !== 'string' || typeof entry.manager !== 'string') continue;
    // Status, scale and other subresource writes say nothing about the object's manifest.
    if (typeof entry.subresource === 'string' && entry.subresource !== '') continue;
    const fields = isRecord(entry.fieldsV1) ? entry.fieldsV1 : {};
    const record: WriteRecord = {
      apiVersion: entry.apiVersion,
      manager: entry.manager,
      operation: typeof entry.operation === 'string' ? entry.operation : '',
      time: typeof entry.time === 'string' && !Number.isNaN(Date.parse(entry.time)) ? Date.parse(entry.time) : undefined,
      content: Object.keys(fields).some((key) => key !== 'f:metadata' && key !== 'f:status' && key !== '.'),
      component: isComponentManager(entry.manager),
    };
    records.push(record);
    const annotations = isRecord(fields['f:metadata']) ? fields['f:metadata']['f:annotations'] : undefined;
    if (!isRecord(annotations)) continue;
    for (const { key } of APPLIED_ANNOTATIONS) if (`f:${key}` in annotations) annotationOwners.set(key, record);
  }
  const applied = new Map<string, string>();
  for (const annotation of APPLIED_ANNOTATIONS) {
    const value = metadata.annotations?.[annotation.key];
    const version = typeof value === 'string' && value.length <= MAX_APPLIED_CHARS ? annotation.version(value, obj.kind) : undefined;
    if (version) applied.set(annotation.key, version);
  }
  for (const annotation of APPLIED_ANNOTATIONS) {
    const version = applied.get(annotation.key);
    if (!version) continue;
    const newer = annotation.supersededBy ? applied.get(annotation.supersededBy) : undefined;
    if (newer && newer !== version) continue;
    // An owner that wrote another version wrote the annotation before it moved on: its time is not the record's.
    const owner = annotationOwners.get(annotation.key);
    const current = owner?.apiVersion === version ? owner : undefined;
    records.push({
      apiVersion: version,
      manager: current?.manager ?? annotation.writer,
      operation: current?.operation ?? '',
      time: current?.time,
      content: true,
      annotation,
      component: false,
    });
  }
  return records;
}

/** Records that still say how the object is written: not superseded by the same manager, not stale. */
function currentRecords(records: readonly WriteRecord[], kind: string, discovery: Discovery): WriteRecord[] {
  const newest = new Map<string, number>();
  for (const r of records) {
    if (r.annotation) continue;
    const key = `${r.manager}\u0000${r.operation}`;
    newest.set(key, Math.max(newest.get(key) ?? -Infinity, r.time ?? -Infinity));
  }
  const live = records.filter((r) => r.annotation || (r.time ?? -Infinity) >= (newest.get(`${r.manager}\u0000${r.operation}`) ?? -Infinity));
  // A version's newest record, against which later writes in other versions are compared.
  const newestByVersion = new Map<string, number>();
  for (const r of live) newestByVersion.set(r.apiVersion, Math.max(newestByVersion.get(r.apiVersion) ?? -Infinity, r.time ?? -Infinity));
  return live.filter((r) => {
    const since = newestByVersion.get(r.apiVersion) ?? -Infinity;
    const rewritten = live.some(
      (other) =>
        other.apiVersion !== r.apiVersion &&
        !other.component &&
        other.content &&
        other.time !== undefined &&
        other.time > since &&
        discovery.serves(other.apiVersion, kind),
    );
    return !rewritten;
  });
}

export function writtenAs(obj: RawObject, metadata: ObjectMeta, options: WrittenAsOptions): WrittenAs {
  const records = writeRecords(obj);
  if (records.length === 0) return { objects: [], served: 'unknown' };
  const current = currentRecords(records, obj.kind, options.discovery).filter((r) => !r.component);
  const served = current.some((r) => r.apiVersion === obj.apiVersion) ? 'authored' : 'not-authored';
  const byVersion = new Map<string, WriteRecord[]>();
  for (const r of current) {
    if (r.apiVersion === obj.apiVersion || options.skipManagers?.has(r.manager)) continue;
    const list = byVersion.get(r.apiVersion) ?? [];
    list.push(r);
    byVersion.set(r.apiVersion, list);
  }
  const objects: K8sObject[] = [];
  for (const [apiVersion, list] of byVersion) {
    const applied = list.find((r) => r.annotation);
    const origin: ClusterOrigin = {
      type: 'cluster',
      context: options.context,
      via: applied ? 'last-applied' : 'managed-fields',
      detail: applied ? appliedDetail(applied) : managedFieldsDetail(list),
    };
    objects.push(k8sObject({ apiVersion, kind: obj.kind, metadata }, { apiVersion, kind: obj.kind, metadata }, origin));
  }
  return { objects, served };
}

function appliedDetail(record: WriteRecord): string {
  const annotation = record.annotation!;
  const by = record.manager === annotation.writer && record.operation === '' ? '' : ` by ${record.manager}`;
  return `${annotationLabel(annotation.key)}${by}${record.time !== undefined ? `, ${day(record.time)}` : ''}`;
}

/** kubectl's annotation by its usual short name, others by their key. */
function annotationLabel(key: string): string {
  return key.startsWith('kubectl.kubernetes.io/') ? key.slice('kubectl.kubernetes.io/'.length) : key;
}

function managedFieldsDetail(records: readonly WriteRecord[]): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const r of [...records].sort((a, b) => (b.time ?? 0) - (a.time ?? 0))) {
    if (seen.has(r.manager)) continue;
    seen.add(r.manager);
    parts.push(
      `${r.manager}${r.operation ? ` (${r.operation}${r.time !== undefined ? `, ${day(r.time)}` : ''})` : r.time !== undefined ? ` (${day(r.time)})` : ''}`,
    );
  }
  return `managedFields: written by ${parts.join(', ')}`;
}

function day(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}
