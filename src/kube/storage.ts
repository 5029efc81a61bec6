/**
 * Persistent storage as the scanned objects describe it: the claims a pod mounts (PersistentVolumeClaim
 * volumes, generic ephemeral volumes, a StatefulSet's volumeClaimTemplates), and the chain that leads
 * from a claim to what makes and mounts its volume: PersistentVolumeClaim -> PersistentVolume, or
 * StorageClass -> provisioner, and from there the CSI driver.
 *
 * PersistentVolumeClaims can be as many as workloads: a rule records them as they stream by
 * (`ClaimObjects`). PersistentVolumes, StorageClasses and CSIDrivers are few, and are looked up
 * through the index (`STORAGE_LOOKUP_KINDS`) once every object was read.
 */
import type { K8sObject } from '../model.js';
import { detached } from '../model.js';
import type { ObjectIndex } from '../object-index.js';
import type { PodSpecRef } from './workloads.js';
import { getPath, isRecord } from './workloads.js';

/** The kinds `resolveClaim` looks up: a rule that resolves claims lists them in its `lookups`. */
export const STORAGE_LOOKUP_KINDS: readonly string[] = ['PersistentVolume', 'StorageClass', 'CSIDriver'];

/** What leads from a claim (a PersistentVolumeClaim object or a claim template) to its volume and driver. */
export interface ClaimSpec {
  /** Set when the spec names a volume (a non-empty `volumeName`). */
  volumeName?: string;
  /** Of a claim object, the class its beta annotation names, else its spec's. */
  storageClassName?: string;
  readWriteOncePod: boolean;
  /** The provisioner a claim object's annotations name, if they do. */
  provisioner?: string;
}

/** A claim as a pod names it. */
export interface ClaimRef {
  namespace: string;
  name: string;
  /** How the claim reads in a message; the reasons of an unresolved claim name it so. */
  display: string;
  /** What a claim template says, to use when no PersistentVolumeClaim object of that name is loaded (StatefulSet and ephemeral templates). */
  template?: ClaimSpec;
}

const PROVISIONER_ANNOTATIONS = ['volume.kubernetes.io/storage-provisioner', 'volume.beta.kubernetes.io/storage-provisioner'];
const DEFAULT_CLASS_ANNOTATIONS = ['storageclass.kubernetes.io/is-default-class', 'storageclass.beta.kubernetes.io/is-default-class'];
const NO_SPEC: Record<string, unknown> = {};

/**
 * The PersistentVolumeClaim objects of a run, recorded as they stream by: only what leads to
 * their volumes is kept, by namespace and name (of duplicates the last, as an index lookup finds).
 */
export class ClaimObjects {
  readonly #claims = new Map<string, Map<string, ClaimSpec>>();
  readonly #intern: (text: string) => string;
  /** The last spec made, for the next claim that says the same (as most claims of a repository do). */
  #last: ClaimSpec | undefined;

  /** `intern` keeps one copy of each namespace and provisioner (see `interner`). */
  constructor(intern: (text: string) => string) {
    this.#intern = intern;
  }

  add(obj: K8sObject): void {
    const { name, namespace, annotations } = obj.metadata;
    if (typeof name !== 'string') return;
    const spec = isRecord(obj.body.spec) ? obj.body.spec : NO_SPEC;
    let provisioner: string | undefined;
    let className: unknown = spec.storageClassName;
    if (isRecord(annotations)) {
      for (const key of PROVISIONER_ANNOTATIONS) {
        const value = annotations[key];
        if (typeof value === 'string' && value !== '' && provisioner === undefined) provisioner = this.#intern(value);
      }
      // A value that is not a string names no class, as no value does.
      className = annotations['volume.beta.kubernetes.io/storage-class'] ?? className;
    }
    const ns = typeof namespace === 'string' ? namespace : '';
    let byName = this.#claims.get(ns);
    if (!byName) this.#claims.set(this.#intern(ns), (byName = new Map()));
    byName.set(detached(name), this.#shared(spec, className, provisioner));
  }

  get(namespace: string, name: string): ClaimSpec | undefined {
    return this.#claims.get(namespace)?.get(name);
  }

  #shared(spec: Record<string, unknown>, storageClassName: unknown, provisioner: string | undefined): ClaimSpec {
    const last = this.#last;
    const volumeName = typeof spec.volumeName === 'string' && spec.volumeName !== '' ? spec.volumeName : undefined;
    const className = typeof storageClassName === 'string' ? storageClassName : undefined;
    if (
      last &&
      last.volumeName === volumeName &&
      last.storageClassName === className &&
      last.readWriteOncePod === onlyReadWriteOncePod(spec.accessModes) &&
      last.provisioner === provisioner
    ) {
      return last;
    }
    return (this.#last = claimSpecOf(spec, storageClassName, provisioner));
  }
}

/** What a claim spec says, detached: claim templates stream by with their workloads and are read on the way. */
export function claimSpecOf(spec: Record<string, unknown>, storageClassName: unknown, provisioner: string | undefined): ClaimSpec {
  return {
    volumeName: typeof spec.volumeName === 'string' && spec.volumeName !== '' ? detached(spec.volumeName) : undefined,
    storageClassName: typeof storageClassName === 'string' ? detached(storageClassName) : undefined,
    readWriteOncePod: onlyReadWriteOncePod(spec.accessModes),
    provisioner,
  };
}

/** True for access modes that are ReadWriteOncePod alone: such a volume is usable by one pod only. */
export function onlyReadWriteOncePod(accessModes: unknown): boolean {
  return Array.isArray(accessModes) && accessModes.length === 1 && accessModes[0] === 'ReadWriteOncePod';
}

// ---------------------------------------------------------------------------------------------
// The claims a pod mounts

/** A pod volume backed by a PersistentVolumeClaim. */
export interface ClaimVolume {
  /** The pod volume name (what volumeMounts refer to). */
  name: string;
  /**
   * A persistentVolumeClaim volume, an ephemeral volume (every pod gets its own claim, never
   * shared with another workload) or a StatefulSet's volumeClaimTemplates entry.
   */
  source: 'claim' | 'ephemeral' | 'template';
  /** The claims behind it, as read from the object: one, or one per replica for a StatefulSet template. */
  claims: string[];
  /** What the claim template of an ephemeral volume or StatefulSet says. */
  template?: ClaimSpec;
}

/** A StatefulSet's claims are named `<template>-<set>-<ordinal>`; beyond this many replicas only the first are matched. */
const MAX_STATEFULSET_CLAIMS = 100;
const NO_VOLUMES: readonly ClaimVolume[] = [];
const CLAIM_TEMPLATES = ['spec', 'volumeClaimTemplates'];

/**
 * The pod's volumes backed by a PersistentVolumeClaim, with a StatefulSet's volumeClaimTemplates
 * entries that no pod volume of the same name hides. Claim names come from the object as written:
 * ephemeral claims are `<pod>-<volume>`, StatefulSet claims `<template>-<set>-<ordinal>`.
 */
export function claimVolumesOf(obj: K8sObject, pod: PodSpecRef): readonly ClaimVolume[] {
  let out: ClaimVolume[] | undefined;
  const volumes = pod.spec.volumes;
  if (Array.isArray(volumes)) {
    for (let i = 0; i < volumes.length; i++) {
      const volume: unknown = volumes[i];
      if (!isRecord(volume) || typeof volume.name !== 'string') continue;
      const claim = volume.persistentVolumeClaim;
      const claimName = typeof claim === 'object' && claim !== null ? (claim as Record<string, unknown>).claimName : undefined;
      if (typeof claimName === 'string' && claimName !== '') {
        (out ??= []).push({ name: volume.name, source: 'claim', claims: [claimName], template: undefined });
      } else if (volume.ephemeral !== undefined) {
        const ephemeral = ephemeralVolume(obj, volume.name, volume.ephemeral);
        if (ephemeral) (out ??= []).push(ephemeral);
      }
    }
  }
  return obj.kind === 'StatefulSet' ? withClaimTemplates(obj, out ?? []) : (out ?? NO_VOLUMES);
}

/** True for a StatefulSet that declares volumeClaimTemplates: each of its pods mounts claims of its own. */
export function hasClaimTemplates(obj: K8sObject): boolean {
  const templates = obj.kind === 'StatefulSet' ? getPath(obj.body, CLAIM_TEMPLATES) : undefined;
  return Array.isArray(templates) && templates.length > 0;
}

function ephemeralVolume(obj: K8sObject, name: string, ephemeral: unknown): ClaimVolume | undefined {
  const template = getPath(ephemeral, ['volumeClaimTemplate', 'spec']);
  if (!isRecord(template)) return undefined;
  return { name, source: 'ephemeral', claims: [`${nameOf(obj)}-${name}`], template: claimSpecOf(template, template.storageClassName, undefined) };
}

function withClaimTemplates(obj: K8sObject, volumes: ClaimVolume[]): readonly ClaimVolume[] {
  for (const template of statefulSetClaimTemplates(obj)) {
    if (volumes.some((v) => v.name === template.name)) continue;
    volumes.push({
      name: template.name,
      source: 'template',
      claims: template.claims,
      template: template.spec && claimSpecOf(template.spec, template.spec.storageClassName, undefined),
    });
  }
  return volumes;
}

/** `volumeClaimTemplates` of a StatefulSet with the claim names its pods get. */
function statefulSetClaimTemplates(obj: K8sObject): { name: string; spec?: Record<string, unknown>; claims: string[] }[] {
  const templates = getPath(obj.body, CLAIM_TEMPLATES);
  if (!Array.isArray(templates)) return [];
  const replicas = getPath(obj.body, ['spec', 'replicas']);
  const start = getPath(obj.body, ['spec', 'ordinals', 'start']);
  const count = Math.min(typeof replicas === 'number' && replicas >= 0 ? replicas : 1, MAX_STATEFULSET_CLAIMS);
  const first = typeof start === 'number' && start >= 0 ? start : 0;
  const out: { name: string; spec?: Record<string, unknown>; claims: string[] }[] = [];
  for (const template of templates) {
    const name = getPath(template, ['metadata', 'name']);
    if (typeof name !== 'string' || name === '') continue;
    const spec = getPath(template, ['spec']);
    const claims = Array.from({ length: count }, (_, i) => `${name}-${nameOf(obj)}-${first + i}`);
    out.push({ name, spec: isRecord(spec) ? spec : undefined, claims });
  }
  return out;
}

function nameOf(obj: K8sObject): string {
  return typeof obj.metadata.name === 'string' ? obj.metadata.name : '';
}

// ---------------------------------------------------------------------------------------------
// From a claim to its volume

/** What the loaded objects say makes or holds a claim's volume. */
export type VolumeSource =
  /** The PersistentVolume bound to the claim: its spec says which plugin or CSI driver mounts it. */
  | { kind: 'volume'; spec: Record<string, unknown> }
  /** No bound PersistentVolume was loaded: the provisioner that makes the volume, from the claim's annotations or its StorageClass. */
  | { kind: 'provisioner'; name: string }
  /** Neither is known: `why` says which object was missing, for a message. */
  | { kind: 'unknown'; why: string };

export interface ClaimStorage {
  source: VolumeSource;
  /** The access modes of the bound PersistentVolume, else of the claim, are ReadWriteOncePod alone. */
  readWriteOncePod: boolean;
}

/**
 * Follows a claim to its volume the way Kubernetes binds it: the PersistentVolumeClaim object of
 * that name (else the claim's template); the PersistentVolume it names, or one whose claimRef names
 * the claim; failing that the provisioner its annotations name, or that of its StorageClass (the
 * single default class when it names none). A claim with `storageClassName: ""` binds only to a
 * PersistentVolume, and a class without a provisioner makes no volumes.
 */
export function resolveClaim(index: ObjectIndex, claims: ClaimObjects, claim: ClaimRef): ClaimStorage {
  const pvc = claims.get(claim.namespace, claim.name) ?? claim.template;
  if (!pvc)
    return { source: { kind: 'unknown', why: `no PersistentVolumeClaim ${qualified(claim.namespace, claim.name)} was found` }, readWriteOncePod: false };

  const pv = boundVolume(index, claim, pvc);
  const readWriteOncePod = pv ? onlyReadWriteOncePod(getPath(pv.body, ['spec', 'accessModes'])) : pvc.readWriteOncePod;
  if (pv) return { source: { kind: 'volume', spec: isRecord(pv.body.spec) ? pv.body.spec : {} }, readWriteOncePod };

  if (pvc.provisioner) return { source: { kind: 'provisioner', name: pvc.provisioner }, readWriteOncePod };

  const className = pvc.storageClassName;
  if (className === '')
    return { source: { kind: 'unknown', why: `${claim.display} has storageClassName "" and no PersistentVolume bound to it was found` }, readWriteOncePod };
  const storageClass = typeof className === 'string' ? index.get('StorageClass', undefined, className) : defaultStorageClass(index);
  if (!storageClass) {
    const why =
      typeof className === 'string' ? `StorageClass ${className} was not found` : 'it names no StorageClass and no single default StorageClass was found';
    return { source: { kind: 'unknown', why }, readWriteOncePod };
  }
  const classProvisioner = storageClass.body.provisioner;
  if (typeof classProvisioner !== 'string' || classProvisioner === '' || classProvisioner === 'kubernetes.io/no-provisioner') {
    return {
      source: {
        kind: 'unknown',
        why: `StorageClass ${storageClass.metadata.name} provisions no volumes itself and no PersistentVolume bound to the claim was found`,
      },
      readWriteOncePod,
    };
  }
  return { source: { kind: 'provisioner', name: classProvisioner }, readWriteOncePod };
}

function boundVolume(index: ObjectIndex, claim: ClaimRef, pvc: ClaimSpec): K8sObject | undefined {
  if (pvc.volumeName !== undefined) {
    const pv = index.get('PersistentVolume', undefined, pvc.volumeName);
    if (pv) return pv;
  }
  const byClaim = index.memo('storage:pv-by-claim', (idx) => {
    const map = new Map<string, K8sObject>();
    for (const pv of idx.byKind('PersistentVolume')) {
      const ref = getPath(pv.body, ['spec', 'claimRef']);
      if (isRecord(ref) && typeof ref.name === 'string') map.set(`${typeof ref.namespace === 'string' ? ref.namespace : ''}/${ref.name}`, pv);
    }
    return map;
  });
  return byClaim.get(`${claim.namespace}/${claim.name}`);
}

function defaultStorageClass(index: ObjectIndex): K8sObject | undefined {
  const defaults = index.byKind('StorageClass').filter((sc) => DEFAULT_CLASS_ANNOTATIONS.some((a) => sc.metadata.annotations?.[a] === 'true'));
  return defaults.length === 1 ? defaults[0] : undefined;
}

function qualified(namespace: string, name: string): string {
  return namespace ? `${namespace}/${name}` : name;
}

// ---------------------------------------------------------------------------------------------
// CSI drivers

/** In-tree volume plugins migrated to CSI: their volumes are handled by these drivers (csi-translation-lib). */
const MIGRATED_IN_TREE: Record<string, { pvField: string; driver: string }> = {
  'kubernetes.io/aws-ebs': { pvField: 'awsElasticBlockStore', driver: 'ebs.csi.aws.com' },
  'kubernetes.io/gce-pd': { pvField: 'gcePersistentDisk', driver: 'pd.csi.storage.gke.io' },
  'kubernetes.io/azure-disk': { pvField: 'azureDisk', driver: 'disk.csi.azure.com' },
  'kubernetes.io/azure-file': { pvField: 'azureFile', driver: 'file.csi.azure.com' },
  'kubernetes.io/cinder': { pvField: 'cinder', driver: 'cinder.csi.openstack.org' },
  'kubernetes.io/vsphere-volume': { pvField: 'vsphereVolume', driver: 'csi.vsphere.vmware.com' },
  'kubernetes.io/portworx-volume': { pvField: 'portworxVolume', driver: 'pxd.portworx.com' },
};

const MIGRATED_PV_FIELDS = Object.values(MIGRATED_IN_TREE);

/** The driver that serves a provisioner or CSI driver name: a migrated in-tree plugin's CSI driver, else the name itself. */
export function csiDriverName(provisionerOrDriver: string): string {
  return MIGRATED_IN_TREE[provisionerOrDriver]?.driver ?? provisionerOrDriver;
}

/** The CSI driver named in a PersistentVolume spec's `csi` source, if it has one. */
export function pvCsiDriver(pvSpec: Record<string, unknown>): string | undefined {
  const driver = getPath(pvSpec, ['csi', 'driver']);
  return typeof driver === 'string' && driver !== '' ? driver : undefined;
}

/** The CSI driver that serves a PersistentVolume spec's in-tree source once migrated, if it is of a migrated plugin. */
export function migratedCsiDriver(pvSpec: Record<string, unknown>): string | undefined {
  return MIGRATED_PV_FIELDS.find((m) => isRecord(pvSpec[m.pvField]))?.driver;
}
