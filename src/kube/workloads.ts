import type { K8sObject, Path } from '../model.js';

/** Kinds whose objects carry a pod template (or are pods). */
export const POD_TEMPLATE_KINDS = ['Pod', 'Deployment', 'StatefulSet', 'DaemonSet', 'ReplicaSet', 'ReplicationController', 'Job', 'CronJob', 'PodTemplate'] as const;

const POD_SPEC_PATHS: Record<string, Path> = {
  Pod: ['spec'],
  PodTemplate: ['template', 'spec'],
  Deployment: ['spec', 'template', 'spec'],
  StatefulSet: ['spec', 'template', 'spec'],
  DaemonSet: ['spec', 'template', 'spec'],
  ReplicaSet: ['spec', 'template', 'spec'],
  ReplicationController: ['spec', 'template', 'spec'],
  Job: ['spec', 'template', 'spec'],
  CronJob: ['spec', 'jobTemplate', 'spec', 'template', 'spec'],
};

export interface PodSpecRef {
  /** The pod spec as plain JSON. */
  spec: Record<string, unknown>;
  /** Where the pod spec sits inside the object, for finding positions. */
  path: Path;
  /** Pod template metadata (labels, annotations), or the Pod's own metadata. */
  metadata: Record<string, unknown>;
}

/** The pod spec of a Pod or of any built-in workload's pod template, or undefined. */
export function podSpecOf(obj: K8sObject): PodSpecRef | undefined {
  const path = POD_SPEC_PATHS[obj.kind];
  if (!path) return undefined;
  const spec = getPath(obj.body, path);
  if (!isRecord(spec)) return undefined;
  const metadataPath = [...path.slice(0, -1), 'metadata'];
  const metadata = obj.kind === 'Pod' ? obj.metadata : getPath(obj.body, metadataPath);
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

/** Every container of a pod spec, init and ephemeral containers included, with their paths. */
export function containersOf(pod: PodSpecRef): ContainerRef[] {
  const out: ContainerRef[] = [];
  for (const group of ['initContainers', 'containers', 'ephemeralContainers'] as const) {
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

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
