import type { K8sObject, Path } from '../model.js';

/** Kinds whose objects carry a pod template (or are pods). */
export const POD_TEMPLATE_KINDS = [
  'Pod',
  'Deployment',
  'StatefulSet',
  'DaemonSet',
  'ReplicaSet',
  'ReplicationController',
  'Job',
  'CronJob',
  'PodTemplate',
] as const;

const POD_SPEC_PATHS = new Map<string, Path>([
  ['Pod', ['spec']],
  ['PodTemplate', ['template', 'spec']],
  ['Deployment', ['spec', 'template', 'spec']],
  ['StatefulSet', ['spec', 'template', 'spec']],
  ['DaemonSet', ['spec', 'template', 'spec']],
  ['ReplicaSet', ['spec', 'template', 'spec']],
  ['ReplicationController', ['spec', 'template', 'spec']],
  ['Job', ['spec', 'template', 'spec']],
  ['CronJob', ['spec', 'jobTemplate', 'spec', 'template', 'spec']],
]);

/** The pod template's metadata sits beside its spec. */
const POD_METADATA_PATHS = new Map<string, Path>([...POD_SPEC_PATHS].map(([kind, path]) => [kind, [...path.slice(0, -1), 'metadata']]));

export interface PodSpecRef {
  /** The pod spec as plain JSON. */
  spec: Record<string, unknown>;
  /** Where the pod spec sits inside the object, for finding positions. */
  path: Path;
  /** Pod template metadata (labels, annotations), or the Pod's own metadata. */
  metadata: Record<string, unknown>;
}

/**
 * Remembers the answer for the latest key only. The engine hands each object to every rule in
 * turn before the next one comes, so one entry lets the rules share the work on an object as well
 * as a map would. A WeakMap would cost far more: measured with --trace-gc, its keys survive V8's
 * minor collections, so every object of a scan was copied into the old generation.
 */
export function latestOnly<K extends object, V>(compute: (key: K) => V): (key: K) => V {
  let lastKey: K | undefined;
  let lastValue: V;
  return (key) => {
    if (key !== lastKey) {
      lastValue = compute(key);
      lastKey = key;
    }
    return lastValue;
  };
}

/** Several rules read the same pod spec; objects are never changed after loading, which makes the answer stable. */
const podSpecOfBody = latestOnly((obj: K8sObject) => findPodSpec(obj, POD_SPEC_PATHS.get(obj.kind)!));

/** The pod spec of a Pod or of any built-in workload's pod template, or undefined. */
export function podSpecOf(obj: K8sObject): PodSpecRef | undefined {
  return POD_SPEC_PATHS.has(obj.kind) ? podSpecOfBody(obj) : undefined;
}

function findPodSpec(obj: K8sObject, path: Path): PodSpecRef | undefined {
  const spec = getPath(obj.body, path);
  if (!isRecord(spec)) return undefined;
  const metadata = obj.kind === 'Pod' ? obj.metadata : getPath(obj.body, POD_METADATA_PATHS.get(obj.kind)!);
  return { spec, path, metadata: isRecord(metadata) ? metadata : {} };
}

export type ContainerGroup = 'initContainers' | 'containers' | 'ephemeralContainers';

export interface ContainerRef {
  container: Record<string, unknown>;
  group: ContainerGroup;
  index: number;
  /** Path of the container inside the object. */
  path: Path;
}

const CONTAINER_GROUPS: readonly ContainerGroup[] = ['initContainers', 'containers', 'ephemeralContainers'];

/** Every container of a pod spec, init and ephemeral containers included, with their paths; callers only read the list. */
export const containersOf: (pod: PodSpecRef) => ContainerRef[] = latestOnly(findContainers);

function findContainers(pod: PodSpecRef): ContainerRef[] {
  const out: ContainerRef[] = [];
  for (const group of CONTAINER_GROUPS) {
    const list = pod.spec[group];
    if (!Array.isArray(list)) continue;
    list.forEach((container, index) => {
      if (isRecord(container)) out.push({ container, group, index, path: [...pod.path, group, index] });
    });
  }
  return out;
}

export function getPath(value: unknown, path: Path): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

const SELINUX_LEVEL: Path = ['securityContext', 'seLinuxOptions', 'level'];

/**
 * Whether the pod's containers run with an SELinux label: the pod sets seLinuxOptions.level, or
 * every container does. Ephemeral containers count: the kubelet gathers the labels of all the
 * containers that use a volume, ephemeral ones included (GetPodVolumeNames in
 * pkg/volume/util/util.go visits AllFeatureEnabledContainers).
 */
export function podHasSELinuxLabel(pod: PodSpecRef): boolean {
  if (isLevel(getPath(pod.spec, SELINUX_LEVEL))) return true;
  const containers = containersOf(pod);
  for (let i = 0; i < containers.length; i++) if (!isLevel(getPath(containers[i].container, SELINUX_LEVEL))) return false;
  return containers.length > 0;
}

function isLevel(value: unknown): boolean {
  return typeof value === 'string' && value !== '';
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Kinds whose objects run pods: the pod template kinds except PodTemplate, which only stores a template. */
export const WORKLOAD_KINDS: readonly string[] = POD_TEMPLATE_KINDS.filter((kind) => kind !== 'PodTemplate');

/** A Pod that has run to completion (Succeeded or Failed): its volumes are unmounted. */
export function isFinishedPod(obj: K8sObject): boolean {
  if (obj.kind !== 'Pod') return false;
  const phase = getPath(obj.body, ['status', 'phase']);
  return phase === 'Succeeded' || phase === 'Failed';
}

/** True when the pod spec declares a Windows pod (`spec.os.name: windows`). */
export function isWindowsPod(pod: PodSpecRef): boolean {
  return getPath(pod.spec, ['os', 'name']) === 'windows';
}
