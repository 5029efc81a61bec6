/**
 * Helm 3 releases as Helm stores them: Secrets of type `helm.sh/release.v1` (the default driver)
 * or ConfigMaps labelled `owner=helm` (the configmap driver), each holding one revision as
 * base64(gzip(JSON)) — base64 once more inside a Secret's `data`. The latest deployed revision of
 * each release is decoded in memory and its manifest (hooks included: they run on every upgrade)
 * is checked like a file. Release contents are never printed: values often hold credentials.
 *
 * A record is inflated within a byte budget: etcd keeps an object under about 1.5 MiB, and Helm's
 * gzip of JSON inflates by ten or twenty times, so the largest real releases inflate to some tens of
 * MiB. 64 MiB leaves room above that, while a crafted record of under a megabyte that would inflate
 * to gigabytes stops there and becomes a coverage gap naming it.
 */
import { gunzipSync } from 'node:zlib';
import yaml from 'js-yaml';
import type { ClusterOrigin, CoverageGap, K8sObject, ObjectMeta, SourceProblem } from '../../model.js';
import { isRecord } from '../../kube/workloads.js';
import { KUBERNETES_YAML_SCHEMA } from '../../kube/yaml-schema.js';
import { checkExpansion } from '../alias-expansion.js';
import { loadAllWithSpans } from '../positions.js';
import { formatSize } from './http.js';
import { byText, k8sObject } from '../../model.js';
import type { Discovery } from './discovery.js';
import type { RawObject } from './lists.js';
import { helmChartMetadataObject } from './synthetic.js';

export const HELM_SECRET_TYPE = 'helm.sh/release.v1';
/** Both drivers label revisions with owner, name, status and version. */
export const HELM_LABEL_SELECTOR = 'owner=helm,status=deployed';

export interface HelmRelease {
  name: string;
  namespace: string;
  revision: number;
  status: string;
  chart: string;
  /** The chart's metadata as Helm stored it (`chart.metadata`: name, version, appVersion, kubeVersion, dependencies...). */
  chartMetadata: Record<string, unknown> | undefined;
  /** The rendered manifest followed by the hooks' manifests. */
  manifests: string[];
}

interface StoredRelease {
  name?: unknown;
  namespace?: unknown;
  version?: unknown;
  info?: unknown;
  chart?: unknown;
  manifest?: unknown;
  hooks?: unknown;
}

/** The most one release record may inflate to. */
export const MAX_RELEASE_BYTES = 64 * 1024 ** 2;

/** A stored revision that cannot be read; its message never quotes the content. */
export class UnreadableRelease extends Error {
  override name = 'UnreadableRelease';
}

/** Decodes one stored revision, inflating it to at most `maxBytes`; throws UnreadableRelease with a reason that never quotes the content. */
export function decodeRelease(storage: RawObject, maxBytes = MAX_RELEASE_BYTES): HelmRelease {
  const data = isRecord(storage.data) ? storage.data : undefined;
  const field = data?.release;
  if (typeof field !== 'string') throw new UnreadableRelease('it holds no release data');
  // A Secret's data is base64 of what Helm wrote; a ConfigMap holds Helm's text as is.
  const helmText = storage.kind === 'Secret' ? Buffer.from(field, 'base64').toString('latin1') : field;
  let bytes = Buffer.from(helmText, 'base64');
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      bytes = gunzipSync(bytes, { maxOutputLength: maxBytes });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
        throw new UnreadableRelease(`it inflates to more than ${formatSize(maxBytes)}, the limit for one release`);
      throw new UnreadableRelease('its gzip data is damaged');
    }
  } else if (bytes.length > maxBytes) {
    throw new UnreadableRelease(`it is larger than ${formatSize(maxBytes)}, the limit for one release`);
  }
  let release: StoredRelease;
  try {
    const parsed = JSON.parse(bytes.toString('utf8')) as unknown;
    if (!isRecord(parsed)) throw new Error('not an object');
    release = parsed as StoredRelease;
  } catch {
    throw new UnreadableRelease('it is not Helm 3 release data');
  }
  const storedLabels = (storage.metadata as ObjectMeta | undefined)?.labels;
  const labels = (isRecord(storedLabels) ? storedLabels : {}) as Record<string, string>;
  const metadata = isRecord(release.chart) && isRecord(release.chart.metadata) ? release.chart.metadata : undefined;
  const chart = typeof metadata?.name === 'string' ? `${metadata.name}${typeof metadata.version === 'string' ? `-${metadata.version}` : ''}` : 'unknown chart';
  const hooks = Array.isArray(release.hooks) ? release.hooks : [];
  const manifests = [release.manifest, ...hooks.map((h) => (isRecord(h) ? h.manifest : undefined))].filter(
    (m): m is string => typeof m === 'string' && m.trim() !== '',
  );
  return {
    name: typeof release.name === 'string' ? release.name : typeof labels.name === 'string' ? labels.name : 'unknown',
    namespace: typeof release.namespace === 'string' ? release.namespace : String((storage.metadata as ObjectMeta | undefined)?.namespace ?? ''),
    revision: typeof release.version === 'number' ? release.version : Number(labels.version ?? 0),
    status: isRecord(release.info) && typeof release.info.status === 'string' ? release.info.status : (labels.status ?? ''),
    chart,
    chartMetadata: metadata,
    manifests,
  };
}

export interface ReleaseBudget {
  /** Bytes one record may inflate to. */
  perRelease: number;
  /** Bytes of manifests all the releases read may hold together. */
  total: number;
}

/**
 * Each record is bounded on its own, and a namespace full of large ones must not add up to the
 * memory's end: past 256 MiB of manifests, further releases are not read.
 */
export const RELEASE_BUDGET: ReleaseBudget = { perRelease: MAX_RELEASE_BYTES, total: 256 * 1024 ** 2 };

/**
 * The newest deployed revision of each release in Helm's storage records, and a gap per reason for
 * the records that could not be read (named, never quoted), so that one bad record costs only itself.
 */
export function decodeReleases(
  storage: readonly RawObject[],
  rules: string[],
  budget: ReleaseBudget = RELEASE_BUDGET,
): { releases: HelmRelease[]; gaps: CoverageGap[] } {
  const decoded: HelmRelease[] = [];
  const broken = new Map<string, string[]>();
  let held = 0;
  for (const object of storage) {
    const meta = isRecord(object.metadata) ? object.metadata : {};
    const record = `${object.kind} ${String(meta.namespace ?? '')}/${String(meta.name ?? '')}`;
    try {
      const release = decodeRelease(object, budget.perRelease);
      const size = release.manifests.reduce((total, m) => total + m.length, 0);
      if (held + size > budget.total)
        throw new UnreadableRelease(`not read: with the Helm releases read before it, it would pass ${formatSize(budget.total)}, the limit for all of them`);
      held += size;
      decoded.push(release);
    } catch (error) {
      if (!(error instanceof UnreadableRelease)) throw error;
      broken.set(error.message, [...(broken.get(error.message) ?? []), record]);
    }
  }
  const gaps: CoverageGap[] = [...broken].map(([reason, records]) => {
    const shown = records.length > 5 ? `${records.slice(0, 5).join(', ')} and ${records.length - 5} more` : records.join(', ');
    const judged = records.length === 1 ? 'that release is judged through its' : 'those releases are judged through their';
    return {
      what: `Helm release record${records.length === 1 ? '' : 's'} ${shown}`,
      reason: `${reason}; ${judged} live objects and managedFields only`,
      rules,
      cause: 'failed',
    };
  });
  return { releases: latestDeployed(decoded), gaps };
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

function releaseOrigin(release: HelmRelease, context: string): ClusterOrigin {
  return {
    type: 'cluster',
    context,
    via: 'helm-release',
    detail: describeRelease(release),
    helmRelease: { name: release.name, namespace: release.namespace, revision: release.revision, chart: release.chart },
  };
}

/** The release's chart metadata as a HelmChartMetadata object (see synthetic.ts), when the record holds it. */
export function releaseChartMetadata(release: HelmRelease, context: string): K8sObject | undefined {
  if (!release.chartMetadata) return undefined;
  const { name, namespace, revision } = release;
  return helmChartMetadataObject(release.chartMetadata, { name, namespace }, releaseOrigin(release, context), { name, namespace, revision });
}

/**
 * The release's objects as Helm applied them. Namespaced objects without a namespace get the
 * release's, as Helm does on install, so they line up with the live objects.
 */
export function releaseObjects(release: HelmRelease, context: string, discovery: Discovery): { objects: K8sObject[]; problems: SourceProblem[] } {
  const origin = releaseOrigin(release, context);
  const objects: K8sObject[] = [];
  const problems: SourceProblem[] = [];
  for (const manifest of release.manifests) {
    const { documents, spans, failure } = loadAllWithSpans(manifest, { schema: KUBERNETES_YAML_SCHEMA });
    if (failure) {
      const reason = failure.error instanceof yaml.YAMLException ? failure.error.reason : 'invalid YAML';
      problems.push({ kind: 'syntax', file: describeRelease(release), reason: `${reason} in the stored manifest` });
      continue;
    }
    for (const [i, doc] of documents.entries()) {
      // Helm renders templates as text, so a stored manifest can hold YAML aliases like any file; each
      // document may add to what it wrote, as a file's documents may, not to the whole manifest.
      const expansion = checkExpansion(doc, undefined, spans[i].end - spans[i].start);
      if (!expansion.ok) {
        problems.push({ kind: 'aliases', file: describeRelease(release), reason: expansion.reason });
        continue;
      }
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
  return k8sObject({ ...raw, metadata }, { apiVersion: raw.apiVersion, kind: raw.kind, metadata }, origin);
}

function isObject(value: unknown): value is RawObject {
  return isRecord(value) && typeof value.apiVersion === 'string' && typeof value.kind === 'string' && value.apiVersion !== '' && value.kind !== '';
}
