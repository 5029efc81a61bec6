/**
 * Helm 3 releases as Helm stores them: Secrets of type `helm.sh/release.v1` (the default driver)
 * or ConfigMaps labelled `owner=helm` (the configmap driver), each holding one revision as
 * base64(gzip(JSON)) — base64 once more inside a Secret's `data`. The latest deployed revision of
 * each release is decoded in memory and its manifest (hooks included: they run on every upgrade)
 * is checked like a file. Release contents are never printed: values often hold credentials.
 */
import { gunzipSync } from 'node:zlib';
import yaml from 'js-yaml';
import type { ClusterOrigin, K8sObject, ObjectMeta, SourceProblem } from '../../model.js';
import { isRecord } from '../../kube/workloads.js';
import { KUBERNETES_YAML_SCHEMA } from '../../kube/yaml-schema.js';
import { byText } from '../../model.js';
import type { Discovery } from './discovery.js';
import type { RawObject } from './lists.js';

export const HELM_SECRET_TYPE = 'helm.sh/release.v1';
/** Both drivers label revisions with owner, name, status and version. */
export const HELM_LABEL_SELECTOR = 'owner=helm,status=deployed';

export interface HelmRelease {
  name: string;
  namespace: string;
  revision: number;
  status: string;
  chart: string;
  /** The rendered manifest followed by the hooks' manifests. */
  manifests: string[];
}

interface StoredRelease {
  name?: unknown;
  namespace?: unknown;
  version?: unknown;
  info?: { status?: unknown };
  chart?: { metadata?: { name?: unknown; version?: unknown } };
  manifest?: unknown;
  hooks?: { manifest?: unknown }[];
}

/** Decodes one stored revision; throws with a reason that never quotes the content. */
export function decodeRelease(storage: RawObject): HelmRelease {
  const data = storage.data as Record<string, unknown> | undefined;
  const field = data?.release;
  if (typeof field !== 'string') throw new Error('no release data');
  // A Secret's data is base64 of what Helm wrote; a ConfigMap holds Helm's text as is.
  const helmText = storage.kind === 'Secret' ? Buffer.from(field, 'base64').toString('utf8') : field;
  let bytes = Buffer.from(helmText, 'base64');
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) bytes = gunzipSync(bytes);
  let release: StoredRelease;
  try {
    release = JSON.parse(bytes.toString('utf8')) as StoredRelease;
  } catch {
    throw new Error('release data is not Helm 3 JSON');
  }
  const labels = ((storage.metadata as ObjectMeta | undefined)?.labels ?? {}) as Record<string, string>;
  const metadata = release.chart?.metadata;
  const chart = typeof metadata?.name === 'string' ? `${metadata.name}${typeof metadata.version === 'string' ? `-${metadata.version}` : ''}` : 'unknown chart';
  const manifests = [release.manifest, ...(release.hooks ?? []).map((h) => h?.manifest)].filter((m): m is string => typeof m === 'string' && m.trim() !== '');
  return {
    name: typeof release.name === 'string' ? release.name : (labels.name ?? 'unknown'),
    namespace: typeof release.namespace === 'string' ? release.namespace : String((storage.metadata as ObjectMeta | undefined)?.namespace ?? ''),
    revision: typeof release.version === 'number' ? release.version : Number(labels.version ?? 0),
    status: typeof release.info?.status === 'string' ? release.info.status : (labels.status ?? ''),
    chart,
    manifests,
  };
}

/** The newest deployed revision of each release (Helm keeps older ones as history). */
export function latestDeployed(releases: readonly HelmRelease[]): HelmRelease[] {
  const newest = new Map<string, HelmRelease>();
  for (const release of releases) {
    if (release.status !== 'deployed') continue;
    const key = `${release.namespace}/${release.name}`;
    const known = newest.get(key);
    if (!known || release.revision > known.revision) newest.set(key, release);
  }
  return [...newest.values()].sort((a, b) => byText(`${a.namespace}/${a.name}`, `${b.namespace}/${b.name}`));
}

function describeRelease(release: HelmRelease): string {
  return `Helm release ${release.namespace}/${release.name} revision ${release.revision} (chart ${release.chart})`;
}

/**
 * The release's objects as Helm applied them. Namespaced objects without a namespace get the
 * release's, as Helm does on install, so they line up with the live objects.
 */
export function releaseObjects(release: HelmRelease, context: string, discovery: Discovery): { objects: K8sObject[]; problems: SourceProblem[] } {
  const origin: ClusterOrigin = {
    type: 'cluster',
    context,
    via: 'helm-release',
    detail: describeRelease(release),
    helmRelease: { name: release.name, namespace: release.namespace, revision: release.revision, chart: release.chart },
  };
  const objects: K8sObject[] = [];
  const problems: SourceProblem[] = [];
  for (const manifest of release.manifests) {
    let documents: unknown[];
    try {
      documents = yaml.loadAll(manifest, undefined, { schema: KUBERNETES_YAML_SCHEMA });
    } catch (error) {
      const reason = error instanceof yaml.YAMLException ? error.reason : 'invalid YAML';
      problems.push({ kind: 'syntax', file: describeRelease(release), reason: `${reason} in the stored manifest` });
      continue;
    }
    for (const doc of documents) {
      for (const item of expandList(doc)) objects.push(toObject(item, release, origin, discovery));
    }
  }
  return { objects, problems };
}

function expandList(doc: unknown): RawObject[] {
  if (!isObject(doc)) return [];
  if (doc.kind.endsWith('List') && Array.isArray(doc.items)) return doc.items.filter(isObject);
  return [doc];
}

function toObject(raw: RawObject, release: HelmRelease, origin: ClusterOrigin, discovery: Discovery): K8sObject {
  const metadata: ObjectMeta = isRecord(raw.metadata) ? { ...(raw.metadata as ObjectMeta) } : {};
  if (!metadata.namespace && discovery.isNamespaced(raw.kind) === true) metadata.namespace = release.namespace;
  const body = { ...raw, metadata };
  return { apiVersion: raw.apiVersion, kind: raw.kind, metadata, body, origin };
}

function isObject(value: unknown): value is RawObject {
  return isRecord(value) && typeof value.apiVersion === 'string' && typeof value.kind === 'string' && value.apiVersion !== '' && value.kind !== '';
}
