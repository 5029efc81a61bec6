/**
 * How an object was really written. The server returns every object in its preferred version, so
 * the version a team's manifests use only shows in the object's write records:
 *
 * - the `kubectl.kubernetes.io/last-applied-configuration` annotation (client-side `kubectl apply`);
 * - `metadata.managedFields`: one entry per manager and operation with the apiVersion it wrote and
 *   when (server-side apply, Argo CD, Flux, Helm and controllers leave no annotation).
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

const LAST_APPLIED = 'kubectl.kubernetes.io/last-applied-configuration';

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
  /** The last-applied annotation rather than a managedFields entry. */
  lastApplied: boolean;
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
  let annotationOwner: WriteRecord | undefined;
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
      lastApplied: false,
      component: isComponentManager(entry.manager),
    };
    records.push(record);
    const annotations = isRecord(fields['f:metadata']) ? fields['f:metadata']['f:annotations'] : undefined;
    if (isRecord(annotations) && `f:${LAST_APPLIED}` in annotations) annotationOwner = record;
  }
  const applied = lastAppliedVersion(metadata, obj.kind);
  if (applied) {
    const owner = annotationOwner?.apiVersion === applied ? annotationOwner : undefined;
    records.push({
      apiVersion: applied,
      manager: owner?.manager ?? 'kubectl apply',
      operation: owner?.operation ?? '',
      time: owner?.time,
      content: true,
      lastApplied: true,
      component: false,
    });
  }
  return records;
}

function lastAppliedVersion(metadata: ObjectMeta, kind: string): string | undefined {
  const text = metadata.annotations?.[LAST_APPLIED];
  if (typeof text !== 'string') return undefined;
  try {
    const applied = JSON.parse(text) as { apiVersion?: unknown; kind?: unknown };
    return typeof applied.apiVersion === 'string' && applied.kind === kind ? applied.apiVersion : undefined;
  } catch {
    return undefined;
  }
}

/** Records that still say how the object is written: not superseded by the same manager, not stale. */
function currentRecords(records: readonly WriteRecord[], kind: string, discovery: Discovery): WriteRecord[] {
  const newest = new Map<string, number>();
  for (const r of records) {
    if (r.lastApplied) continue;
    const key = `${r.manager}\u0000${r.operation}`;
    newest.set(key, Math.max(newest.get(key) ?? -Infinity, r.time ?? -Infinity));
  }
  const live = records.filter((r) => r.lastApplied || (r.time ?? -Infinity) >= (newest.get(`${r.manager}\u0000${r.operation}`) ?? -Infinity));
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
    const annotation = list.find((r) => r.lastApplied);
    const origin: ClusterOrigin = {
      type: 'cluster',
      context: options.context,
      via: annotation ? 'last-applied' : 'managed-fields',
      detail: annotation ? lastAppliedDetail(annotation) : managedFieldsDetail(list),
    };
    objects.push(k8sObject({ apiVersion, kind: obj.kind, metadata }, { apiVersion, kind: obj.kind, metadata }, origin));
  }
  return { objects, served };
}

function lastAppliedDetail(record: WriteRecord): string {
  const by = record.manager === 'kubectl apply' ? '' : ` by ${record.manager}`;
  return `last-applied-configuration${by}${record.time !== undefined ? `, ${day(record.time)}` : ''}`;
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
