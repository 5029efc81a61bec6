import type { K8sObject, Path } from '../../src/model.js';
import { objectHandle, objectRef } from '../../src/model.js';
import type { ObjectIndex } from '../../src/object-index.js';
import type { RuleContext } from '../../src/rule.js';
import { defineRule } from '../../src/rule.js';
import type { ContainerRef, OwnerRef, PodSpecRef } from '../../src/kube/workloads.js';
import { WORKLOAD_KINDS, containersOf, controllerOwnerOf, getPath, isFinishedPod, isRecord, isWindowsPod, podSpecOf, rootWorkloadOfHandle } from '../../src/kube/workloads.js';

/*
 * Model (KEP-1710 and the SELinuxWarningController in kube-controller-manager):
 * a pod mounts a PersistentVolume-backed volume either with `-o context=<label>` ("context") or
 * without it ("plain": seLinuxChangePolicy Recursive, no SELinux label, or a driver without
 * SELinux mount support). On one node a volume can be mounted only one way at a time, so two
 * workloads conflict when one mounts with context and the other plain, or both with context and
 * labels that differ. SELinux fields left empty are incomparable, as in the controller: the node
 * fills them from its own defaults.
 */

type MessageId = 'labelConflict' | 'privilegedConflict' | 'policyConflict' | 'multipleLabels';

const LABEL_FIELDS = ['user', 'role', 'type', 'level'] as const;
type SELinuxLabel = Record<(typeof LABEL_FIELDS)[number], string>;

/** Why a pod mounts a volume without an SELinux context. */
type PlainReason = 'recursive' | 'privileged' | 'unlabeled';

interface VolumeUse {
  /** A handle of the object (`objectHandle`): what a finding names and points into. */
  obj: K8sObject;
  /** Handle of the workload this object belongs to: a Pod, its ReplicaSet and its Deployment share one. */
  root: K8sObject;
  claimKey: string;
  claim: ClaimRef;
  mount: { kind: 'context'; label: SELinuxLabel; policySet: boolean } | { kind: 'plain'; reason: PlainReason };
  /** The field a finding on this use points at: the label, the Recursive policy, the privileged flag or the volume mount. */
  path: Path;
  /** Where `seLinuxChangePolicy: MountOption` is set explicitly, if it is. */
  policyPath?: Path;
  subPath?: string;
}

interface ClaimRef {
  namespace: string;
  name: string;
  /** How the claim reads in a message. */
  display: string;
  /** What a claim template says, to use when no PersistentVolumeClaim object of that name is loaded (StatefulSet and ephemeral templates). */
  template?: ClaimSpec;
}

/** The fields of a claim spec that lead to its volume driver. */
interface ClaimSpec {
  /** Set when the spec names a volume (a non-empty `volumeName`). */
  volumeName?: string;
  storageClassName?: string;
  readWriteOncePod: boolean;
}

interface InPodConflict {
  obj: K8sObject;
  root: K8sObject;
  claim: ClaimRef;
  volume: string;
  /** Container names as a message gives them. */
  first: { container: string; label: SELinuxLabel };
  second: { container: string; label: SELinuxLabel };
  path: Path;
}

interface Analysis {
  uses: VolumeUse[];
  inPod: InPodConflict[];
}

/** What one object mounts, read while it streams by; which workload it belongs to is known only once every object was seen. */
interface ObjectMounts {
  obj: K8sObject;
  uses: Omit<VolumeUse, 'obj' | 'root'>[];
  inPod: Omit<InPodConflict, 'obj' | 'root'>[];
}

/**
 * What the rule keeps of the workloads it reads, which are dropped once checked: a handle of each
 * and small facts, never a pod spec.
 */
interface State {
  /**
   * A handle of every workload by kind, namespace and name (of duplicates the last, as an index
   * lookup finds): the owners a controller chain can reach. Owners of other kinds (a custom
   * controller's object) are not read, so a chain ends below them.
   */
  workloads: Map<string, K8sObject>;
  /** The controller owner of each workload that has one (Pods, ReplicaSets and Jobs read from a cluster). */
  owners: Map<K8sObject, OwnerRef>;
  /** Running Pods that a controller created: the templates of their workloads are not analysed. */
  ownedPods: K8sObject[];
  /** Objects that mount claims, in the order they were read. */
  mounts: ObjectMounts[];
}

type DriverSupport =
  | { kind: 'supported' }
  | { kind: 'unsupported' }
  | { kind: 'unknown'; driver?: string; why?: string };

interface ClaimFacts {
  support: DriverSupport;
  /** ReadWriteOncePod volumes are mounted with -o context since 1.28: nothing changes for them in 1.37. */
  readWriteOncePod: boolean;
}

const STORAGE_KINDS = ['PersistentVolumeClaim', 'PersistentVolume', 'StorageClass', 'CSIDriver'];

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

/** The only in-tree plugins that mount with -o context (KEP-1710). */
const IN_TREE_SELINUX_MOUNT = ['iscsi', 'fc'];

const DEFAULT_CLASS_ANNOTATIONS = ['storageclass.kubernetes.io/is-default-class', 'storageclass.beta.kubernetes.io/is-default-class'];
const PROVISIONER_ANNOTATIONS = ['volume.kubernetes.io/storage-provisioner', 'volume.beta.kubernetes.io/storage-provisioner'];
/** A StatefulSet's claims are named `<template>-<set>-<ordinal>`; beyond this many replicas only the first are matched. */
const MAX_STATEFULSET_CLAIMS = 100;

const CONTAINERS_CREATING = 'the second pod to start on a node stays in ContainerCreating until the first is gone';

export default defineRule<MessageId, State>({
  id: 'selinux-mount-conflict',
  release: '1.37',
  severity: 'error',
  // Storage objects are only looked up, from checkAll: check passes over them.
  kinds: [...WORKLOAD_KINDS, ...STORAGE_KINDS],
  lookups: STORAGE_KINDS,
  init: (): State => ({ workloads: new Map(), owners: new Map(), ownedPods: [], mounts: [] }),
  docs: {
    summary: 'Workloads that share a volume with different SELinux labels, a privileged and a confined pod on one volume, or mixed seLinuxChangePolicy values: from 1.37 they cannot run together on a node.',
    changed: [
      'Kubernetes 1.37 graduates the `SELinuxMount` feature gate (KEP-1710) to GA and turns it on by default. On nodes with SELinux enabled, kubelet now mounts every eligible volume of a pod that has an SELinux label with `mount -o context=<label>` instead of letting the container runtime relabel every file recursively. Until 1.36 this was done only for ReadWriteOncePod volumes (`SELinuxMountReadWriteOncePod`, on by default since 1.28, GA in 1.36).',
      '',
      'A mount with `-o context` fixes the label of the whole volume for as long as it is mounted on the node. A second pod that needs the same volume with another label, or without a context (seLinuxChangePolicy `Recursive`, no label, a privileged pod), cannot get it until every pod using the first mount is gone. The opt-out is `spec.securityContext.seLinuxChangePolicy: Recursive` (GA in 1.36). In 1.37 the gate is not locked: `--feature-gates=SELinuxMount=false` on kube-apiserver, kube-controller-manager and kubelet restores the old behaviour for one more release.',
    ].join('\n'),
    affected: [
      'Clusters whose nodes run SELinux in enforcing mode (RHEL, Fedora, CentOS Stream, Rocky, Alma, OpenShift, ...). Clusters without SELinux-enabled nodes are not affected at all.',
      '',
      'Within those, pods that have an SELinux label (`spec.securityContext.seLinuxOptions` with a `level`, or `seLinuxOptions.level` on every container), that mount a PersistentVolumeClaim (directly, through a generic ephemeral volume or a StatefulSet `volumeClaimTemplates` entry) whose volume supports SELinux mounts: in-tree iSCSI and Fibre Channel volumes, and CSI volumes whose CSIDriver sets `spec.seLinuxMount: true`. The rule reports:',
      '',
      '1. two workloads in one namespace mounting the same claim with different SELinux labels, both using `MountOption` (the default). The same holds when they mount different `subPath`s: the whole volume is mounted with the first pod\'s label;',
      '2. a privileged pod without a label and a confined pod using `MountOption` sharing a claim (this worked before, because privileged pods read any label);',
      '3. pods sharing a claim with different effective policies: one `MountOption` with a label, the other `Recursive` (set explicitly, or implied by having no label);',
      '4. one pod whose containers mount the same volume with different `seLinuxOptions`: the pod fails to start. `Recursive` does not help here: kubelet compares the containers\' labels before it applies the policy (`GetMountSELinuxLabel` in `pkg/volume/util/selinux.go`).',
      '',
      'A conflicting pair is reported once, on the later of the two workloads in kind, namespace and name order, so that files and a live cluster name the same side.',
      '',
      'Not reported: two pods that both use `Recursive` (or both have no label); replicas of one workload (they share labels); claims in different namespaces; ReadWriteOncePod claims (mounted with `-o context` since 1.28, and usable by one pod only, so nothing changes in 1.37); Windows pods; finished Pods; claims whose PersistentVolume is not iSCSI, FC or CSI (NFS, hostPath, local, ...) or whose CSIDriver does not set `seLinuxMount: true`.',
      '',
      'Labels injected at admission (OpenShift SCCs, webhooks) are only visible on live Pods: run the rule against the cluster to see them. Like the SELinuxWarningController, the rule does not evaluate scheduling: two workloads that never land on the same node are still reported.',
    ].join('\n'),
    why: [
      'Pods that started fine together on 1.36 no longer do on 1.37: whichever pod starts second on a node stays in `ContainerCreating` until every pod using the volume with the other label has left the node. kubelet reports `conflicting SELinux labels of volume <volume>: <label of running pod> and <label of pod that can\'t start>`. A pod whose own containers disagree on the label never starts.',
      '',
      'Severity: **error** when the loaded objects prove the volume is mounted with `-o context` (a CSIDriver with `seLinuxMount: true`, or an iSCSI/FC PersistentVolume). **warning** when the claim\'s driver could not be resolved from the loaded objects (no PersistentVolumeClaim, StorageClass, PersistentVolume or CSIDriver object for it): the conflict is real only if that driver opts in to SELinux mounts, and the message says which object was missing. Load the storage objects (or scan the live cluster) to turn warnings into certainties.',
    ].join('\n'),
    fix: [
      'Opt the workloads that must share the volume out of mount-time labelling, so that the runtime relabels recursively as before, or give all of them the same label:',
      '',
      '```yaml',
      'spec:',
      '  template:',
      '    spec:',
      '      securityContext:',
      '        seLinuxChangePolicy: Recursive   # every pod that shares the volume',
      '        # or: the same label for all of them',
      '        seLinuxOptions:',
      '          level: "s0:c123,c456"',
      '```',
      '',
      'A privileged pod that shares a volume with confined pods needs `Recursive` on the confined pods (or stop sharing). Containers of one pod that mount the same volume need the same `seLinuxOptions`; set it once at pod level.',
      '',
      'To confirm on a live 1.36 cluster before upgrading: enable the SELinuxWarningController (`kube-controller-manager --controllers=*,selinux-warning-controller`) and read its metric `selinux_warning_controller_selinux_volume_conflict` (one series per conflicting pod pair) and the Pod events `SELinuxLabelConflict`, `SELinuxChangePolicyConflict` and `MultipleSELinuxLabels`; kubelet counts pods that would fail in `volume_manager_selinux_volume_context_mismatch_warnings_total` and `volume_manager_selinux_pod_context_mismatch_warnings_total`. A MutatingAdmissionPolicy, webhook or policy engine can add `seLinuxChangePolicy: Recursive` at scale. As a last resort for 1.37 only, `SELinuxMount=false` can still be set (drain nodes when switching it on a kubelet).',
      '',
      'Clusters without SELinux-enabled nodes need none of this: kubelet ignores SELinux labels there.',
    ].join('\n'),
    sources: [
      { title: 'KEP-1710: Speed up SELinux volume relabeling using mounts', url: 'https://github.com/kubernetes/enhancements/tree/master/keps/sig-storage/1710-selinux-relabeling' },
      { title: 'SELinux Volume Label Changes goes GA (and likely implications in v1.37)', url: 'https://kubernetes.io/blog/2026/04/22/breaking-changes-in-selinux-volume-labeling/' },
      { title: 'Configure a Security Context for a Pod or Container: efficient SELinux volume relabeling', url: 'https://kubernetes.io/docs/tasks/configure-pod-container/security-context/' },
      { title: 'Kubernetes v1.37 release blog', url: 'https://kubernetes.io/blog/2026/08/26/kubernetes-v1-37-release/' },
      { title: 'CSIDriver API (spec.seLinuxMount)', url: 'https://kubernetes.io/docs/reference/kubernetes-api/config-and-storage-resources/csi-driver-v1/' },
      { title: 'SELinuxWarningController source (kube-controller-manager)', url: 'https://github.com/kubernetes/kubernetes/tree/master/pkg/controller/volume/selinuxwarning' },
    ],
    featureGates: ['SELinuxMount', 'SELinuxChangePolicy', 'SELinuxMountReadWriteOncePod'],
    unverified: [
      'Whether `SELinuxMount` is locked in the final 1.37.0 release: the 1.37 development feature list and the draft release blog say GA, on by default and not locked (disabling stays possible until 1.38), while the KEP text says locked. The rule does not depend on it; the `SELinuxMount=false` escape hatch does.',
      'The 1.37 release blog was read as a draft; its final address and wording were not checked.',
    ],
  },
  messages: {
    labelConflict: `{{second}} mounts {{claim}} with SELinux label {{secondValue}} and {{first}} with {{firstValue}}: from Kubernetes 1.37 both mount it with -o context, so ${CONTAINERS_CREATING}.{{note}}`,
    privilegedConflict: `{{privileged}} (privileged, no SELinux label) and {{confined}} (SELinux label {{label}}, MountOption) share {{claim}}: from Kubernetes 1.37 the confined pod mounts it with -o context, which a privileged pod cannot share, so ${CONTAINERS_CREATING}.{{note}}`,
    policyConflict: `{{second}} ({{secondValue}}) and {{first}} ({{firstValue}}) share {{claim}}: from Kubernetes 1.37 one mounts it with -o context and the other without, so ${CONTAINERS_CREATING}.{{note}}`,
    multipleLabels: '{{object}} mounts volume "{{volume}}" ({{claim}}) in container "{{secondContainer}}" with SELinux label {{secondLabel}} and in container "{{firstContainer}}" with {{firstLabel}}: from Kubernetes 1.37 the volume is mounted with one -o context label per pod, so {{outcome}} (MultipleSELinuxLabels).{{note}}',
  },
  fixes: {
    labelConflict: 'Set seLinuxChangePolicy: Recursive in the pod securityContext of both {{secondWorkload}} and {{firstWorkload}}, or give both the same seLinuxOptions.level.',
    privilegedConflict: 'Set seLinuxChangePolicy: Recursive in the pod securityContext of {{confinedWorkload}}, or stop mounting the claim in privileged {{privilegedWorkload}}.',
    policyConflict: 'Use one policy for every pod on the claim: set seLinuxChangePolicy: Recursive in the pod securityContext of {{mountOption}}.',
    multipleLabels: 'Give every container of {{workload}} that mounts volume "{{volume}}" the same seLinuxOptions (set it once in the pod securityContext.seLinuxOptions).',
  },
  check(obj, ctx) {
    if (!WORKLOAD_KINDS.includes(obj.kind)) return;
    const state = ctx.state;
    const handle = objectHandle(obj);
    if (typeof obj.metadata.name === 'string') state.workloads.set(workloadKey(obj.kind, obj.metadata.namespace, obj.metadata.name), handle);
    const owner = controllerOwnerOf(obj);
    if (owner) state.owners.set(handle, owner);
    if (isFinishedPod(obj)) return;
    const pod = podSpecOf(obj);
    if (!pod || isWindowsPod(pod)) return;
    if (obj.kind === 'Pod' && owner) state.ownedPods.push(handle);
    const mounts = readMounts(obj, pod);
    if (mounts.uses.length > 0 || mounts.inPod.length > 0) state.mounts.push({ obj: handle, ...mounts });
  },
  checkAll(ctx) {
    const analysis = analyse(ctx.state);
    const claims = new Map<string, ClaimFacts>();
    const factsOf = (claim: ClaimRef): ClaimFacts => {
      const key = claimKey(claim);
      let facts = claims.get(key);
      if (!facts) claims.set(key, (facts = claimFacts(ctx.index, claim)));
      return facts;
    };
    // Pods of one workload repeat its template: report each workload's volume once.
    const seen = new Map<K8sObject, Set<string>>();
    for (const conflict of [...analysis.inPod].sort((a, b) => compareObjects(a.obj, b.obj))) {
      const volumes = seen.get(conflict.root) ?? new Set<string>();
      seen.set(conflict.root, volumes);
      if (volumes.has(conflict.volume)) continue;
      volumes.add(conflict.volume);
      reportInPod(conflict, factsOf(conflict.claim), ctx);
    }
    reportShared(analysis.uses, factsOf, ctx);
  },
});

// ---------------------------------------------------------------------------------------------
// Reading pod specs

/** The uses of every object, each with its workload, once every object was seen. */
function analyse(state: State): Analysis {
  const lookup = (kind: string, namespace: string | undefined, name: string) => state.workloads.get(workloadKey(kind, namespace, name));
  const rootOf = (handle: K8sObject) => rootWorkloadOfHandle(handle, (h) => state.owners.get(h), lookup);
  const rootsWithPods = new Set<K8sObject>();
  for (const pod of state.ownedPods) {
    const root = rootOf(pod);
    if (root !== pod) rootsWithPods.add(root);
  }
  const analysis: Analysis = { uses: [], inPod: [] };
  for (const { obj, uses, inPod } of state.mounts) {
    const root = rootOf(obj);
    // Running Pods carry what admission added (labels injected by SCCs or webhooks); their templates do not.
    if (obj.kind !== 'Pod' && rootsWithPods.has(root)) continue;
    for (const use of uses) analysis.uses.push({ ...use, obj, root });
    for (const conflict of inPod) analysis.inPod.push({ ...conflict, obj, root });
  }
  return analysis;
}

/** Same key for a namespace left out and an empty one, as in an index lookup. */
function workloadKey(kind: string, namespace: unknown, name: string): string {
  return `${kind}\u0000${typeof namespace === 'string' ? namespace : ''}\u0000${name}`;
}

interface LabelSource {
  label: SELinuxLabel;
  /** Path of the seLinuxOptions the label comes from. */
  path: Path;
  /** True when the container sets its own seLinuxOptions. */
  own: boolean;
}

/** What the object's pod spec mounts: only small facts and paths, so that the object itself can be dropped. */
function readMounts(obj: K8sObject, pod: PodSpecRef): Omit<ObjectMounts, 'obj'> {
  const out: Omit<ObjectMounts, 'obj'> = { uses: [], inPod: [] };
  const containers = containersOf(pod);
  const podOptions = getPath(pod.spec, ['securityContext', 'seLinuxOptions']);
  const podOptionsPath = [...pod.path, 'securityContext', 'seLinuxOptions'];
  const labelled = hasLevel(podOptions) || (containers.length > 0 && containers.every((c) => hasLevel(getPath(c.container, ['securityContext', 'seLinuxOptions']))));
  const policy = getPath(pod.spec, ['securityContext', 'seLinuxChangePolicy']);
  const policyPath = [...pod.path, 'securityContext', 'seLinuxChangePolicy'];

  const effectiveLabel = (c: ContainerRef): LabelSource | undefined => {
    const own = getPath(c.container, ['securityContext', 'seLinuxOptions']);
    if (isRecord(own)) return { label: toLabel(own), path: [...c.path, 'securityContext', 'seLinuxOptions'], own: true };
    if (isRecord(podOptions)) return { label: toLabel(podOptions), path: podOptionsPath, own: false };
    return undefined;
  };

  for (const volume of claimVolumes(obj, pod)) {
    const mounting = containers
      .map((c) => ({ c, mountIndex: mountIndexOf(c.container, volume.name) }))
      .filter((m): m is { c: ContainerRef; mountIndex: number } => m.mountIndex >= 0);
    if (mounting.length === 0) continue;

    const claim = volume.claims[0];
    if (!claim) continue;
    const labels = labelled ? mounting.map((m) => ({ container: m.c, source: effectiveLabel(m.c) })) : [];
    const sourced = labels.filter((l): l is { container: ContainerRef; source: LabelSource } => l.source !== undefined);
    const clash = firstClash(sourced);
    if (clash) {
      const [a, b] = clash;
      const blamed = b.source.own ? b : a;
      out.inPod.push({
        claim: { ...claim, display: volume.display ?? claim.display },
        volume: volume.name,
        first: { container: containerName(a.container), label: a.source.label },
        second: { container: containerName(b.container), label: b.source.label },
        path: blamed.source.path,
      });
      continue;
    }
    if (volume.perPod) continue;

    const first = mounting[0];
    const subPath = getPath(first.c.container, ['volumeMounts', first.mountIndex, 'subPath']);
    let mount: VolumeUse['mount'];
    let path: Path;
    if (policy === 'Recursive') {
      mount = { kind: 'plain', reason: 'recursive' };
      path = policyPath;
    } else if (labelled && sourced.length > 0) {
      const ownSource = sourced.find((s) => s.source.own) ?? sourced[0];
      mount = { kind: 'context', label: mergeLabels(sourced.map((s) => s.source.label)), policySet: policy === 'MountOption' };
      path = ownSource.source.path;
    } else {
      const privileged = mounting.find((m) => getPath(m.c.container, ['securityContext', 'privileged']) === true);
      mount = { kind: 'plain', reason: privileged ? 'privileged' : 'unlabeled' };
      path = privileged ? [...privileged.c.path, 'securityContext', 'privileged'] : [...first.c.path, 'volumeMounts', first.mountIndex];
    }
    for (const c of volume.claims) {
      out.uses.push({
        claimKey: claimKey(c),
        claim: c,
        mount,
        path,
        policyPath: mount.kind === 'context' && mount.policySet ? policyPath : undefined,
        subPath: typeof subPath === 'string' && subPath !== '' ? subPath : undefined,
      });
    }
  }
  return out;
}

interface ClaimVolume {
  /** The pod volume name (what volumeMounts refer to). */
  name: string;
  /** The claims behind it: one, or one per replica for a StatefulSet template. */
  claims: ClaimRef[];
  /** Ephemeral volumes give every pod its own claim, never shared with another workload. */
  perPod: boolean;
  /** How the volume's claims read in a message about the pod itself. */
  display?: string;
}

/** The pod's volumes backed by a PersistentVolumeClaim: the only ones kubelet mounts with -o context. */
function claimVolumes(obj: K8sObject, pod: PodSpecRef): ClaimVolume[] {
  const namespace = namespaceOf(obj);
  const out: ClaimVolume[] = [];
  const volumes = getPath(pod.spec, ['volumes']);
  for (const volume of Array.isArray(volumes) ? volumes : []) {
    if (!isRecord(volume) || typeof volume.name !== 'string') continue;
    const claimName = getPath(volume, ['persistentVolumeClaim', 'claimName']);
    if (typeof claimName === 'string' && claimName !== '') {
      out.push({ name: volume.name, claims: [{ namespace, name: claimName, display: `PersistentVolumeClaim ${qualified(namespace, claimName)}` }], perPod: false });
      continue;
    }
    const template = getPath(volume, ['ephemeral', 'volumeClaimTemplate', 'spec']);
    if (isRecord(template)) {
      const claim = { namespace, name: `${nameOf(obj)}-${volume.name}`, display: `the ephemeral claim of volume "${volume.name}"`, template: claimSpecOf(template) };
      out.push({ name: volume.name, claims: [claim], perPod: true });
    }
  }
  for (const template of statefulSetClaimTemplates(obj)) {
    if (out.some((v) => v.name === template.name)) continue;
    const spec = template.spec && claimSpecOf(template.spec);
    const claims = template.claims.map((name) => ({ namespace, name, display: `PersistentVolumeClaim ${qualified(namespace, name)}`, template: spec }));
    out.push({ name: template.name, claims, perPod: false, display: `the claims of volumeClaimTemplate "${template.name}"` });
  }
  return out;
}

/** `volumeClaimTemplates` of a StatefulSet with the claim names its pods get. */
function statefulSetClaimTemplates(obj: K8sObject): { name: string; spec?: Record<string, unknown>; claims: string[] }[] {
  if (obj.kind !== 'StatefulSet') return [];
  const templates = getPath(obj.body, ['spec', 'volumeClaimTemplates']);
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

function mountIndexOf(container: Record<string, unknown>, volume: string): number {
  const mounts = container.volumeMounts;
  if (!Array.isArray(mounts)) return -1;
  return mounts.findIndex((m) => isRecord(m) && m.name === volume);
}

function hasLevel(options: unknown): boolean {
  return isRecord(options) && typeof options.level === 'string' && options.level !== '';
}

function toLabel(options: Record<string, unknown>): SELinuxLabel {
  const field = (key: string) => (typeof options[key] === 'string' ? (options[key] as string) : '');
  return { user: field('user'), role: field('role'), type: field('type'), level: field('level') };
}

/** Empty fields are filled by the node from its defaults, so they never conflict (as in the SELinuxWarningController). */
function labelsConflict(a: SELinuxLabel, b: SELinuxLabel): boolean {
  return LABEL_FIELDS.some((f) => a[f] !== '' && b[f] !== '' && a[f] !== b[f]);
}

function mergeLabels(labels: SELinuxLabel[]): SELinuxLabel {
  const merged: SELinuxLabel = { user: '', role: '', type: '', level: '' };
  for (const label of labels) for (const f of LABEL_FIELDS) if (merged[f] === '') merged[f] = label[f];
  return merged;
}

function firstClash<T extends { source: LabelSource }>(labels: T[]): [T, T] | undefined {
  for (let j = 1; j < labels.length; j++) {
    for (let i = 0; i < j; i++) if (labelsConflict(labels[i].source.label, labels[j].source.label)) return [labels[i], labels[j]];
  }
  return undefined;
}

function formatLabel(label: SELinuxLabel): string {
  const parts = LABEL_FIELDS.filter((f) => label[f] !== '').map((f) => `${f}: ${label[f]}`);
  return `{${parts.join(', ')}}`;
}

// ---------------------------------------------------------------------------------------------
// Resolving a claim to its volume driver

function claimFacts(index: ObjectIndex, claim: ClaimRef): ClaimFacts {
  const pvcObject = index.get('PersistentVolumeClaim', claim.namespace || undefined, claim.name);
  const pvc = pvcObject ? claimSpecOf(asRecord(pvcObject.body.spec) ?? {}) : claim.template;
  if (!pvc) return { support: { kind: 'unknown', why: `no PersistentVolumeClaim ${qualified(claim.namespace, claim.name)} was found` }, readWriteOncePod: false };

  const pv = boundVolume(index, claim, pvc);
  const readWriteOncePod = pv ? onlyReadWriteOncePod(getPath(pv.body, ['spec', 'accessModes'])) : pvc.readWriteOncePod;
  if (pv) return { support: volumeSupport(index, asRecord(pv.body.spec) ?? {}), readWriteOncePod };

  const annotations = pvcObject?.metadata.annotations ?? {};
  const provisioner = PROVISIONER_ANNOTATIONS.map((a) => annotations[a]).find((v) => typeof v === 'string' && v !== '');
  if (provisioner) return { support: driverSupport(index, provisioner), readWriteOncePod };

  const className = annotations['volume.beta.kubernetes.io/storage-class'] ?? pvc.storageClassName;
  if (className === '') return { support: { kind: 'unknown', why: `${claim.display} has storageClassName "" and no PersistentVolume bound to it was found` }, readWriteOncePod };
  const storageClass = typeof className === 'string' ? index.get('StorageClass', undefined, className) : defaultStorageClass(index);
  if (!storageClass) {
    const why = typeof className === 'string' ? `StorageClass ${className} was not found` : 'it names no StorageClass and no single default StorageClass was found';
    return { support: { kind: 'unknown', why }, readWriteOncePod };
  }
  const classProvisioner = storageClass.body.provisioner;
  if (typeof classProvisioner !== 'string' || classProvisioner === '' || classProvisioner === 'kubernetes.io/no-provisioner') {
    return { support: { kind: 'unknown', why: `StorageClass ${storageClass.metadata.name} provisions no volumes itself and no PersistentVolume bound to the claim was found` }, readWriteOncePod };
  }
  return { support: driverSupport(index, classProvisioner), readWriteOncePod };
}

/** Claim templates stream by with their workloads: what leads to a driver is read from them on the way. */
function claimSpecOf(spec: Record<string, unknown>): ClaimSpec {
  return {
    volumeName: typeof spec.volumeName === 'string' && spec.volumeName !== '' ? spec.volumeName : undefined,
    storageClassName: typeof spec.storageClassName === 'string' ? spec.storageClassName : undefined,
    readWriteOncePod: onlyReadWriteOncePod(spec.accessModes),
  };
}

function onlyReadWriteOncePod(accessModes: unknown): boolean {
  return Array.isArray(accessModes) && accessModes.length === 1 && accessModes[0] === 'ReadWriteOncePod';
}

function boundVolume(index: ObjectIndex, claim: ClaimRef, pvc: ClaimSpec): K8sObject | undefined {
  if (pvc.volumeName !== undefined) {
    const pv = index.get('PersistentVolume', undefined, pvc.volumeName);
    if (pv) return pv;
  }
  const byClaim = index.memo('selinux-mount-conflict:pv-by-claim', (idx) => {
    const map = new Map<string, K8sObject>();
    for (const pv of idx.byKind('PersistentVolume')) {
      const ref = getPath(pv.body, ['spec', 'claimRef']);
      if (isRecord(ref) && typeof ref.name === 'string') map.set(`${typeof ref.namespace === 'string' ? ref.namespace : ''}/${ref.name}`, pv);
    }
    return map;
  });
  return byClaim.get(`${claim.namespace}/${claim.name}`);
}

function volumeSupport(index: ObjectIndex, pvSpec: Record<string, unknown>): DriverSupport {
  const driver = getPath(pvSpec, ['csi', 'driver']);
  if (typeof driver === 'string' && driver !== '') return driverSupport(index, driver);
  if (IN_TREE_SELINUX_MOUNT.some((field) => isRecord(pvSpec[field]))) return { kind: 'supported' };
  const migrated = Object.values(MIGRATED_IN_TREE).find((m) => isRecord(pvSpec[m.pvField]));
  if (migrated) return driverSupport(index, migrated.driver);
  return { kind: 'unsupported' };
}

function driverSupport(index: ObjectIndex, provisionerOrDriver: string): DriverSupport {
  const driver = MIGRATED_IN_TREE[provisionerOrDriver]?.driver ?? provisionerOrDriver;
  // Other in-tree plugins never mount with -o context; only iSCSI and FC do, and they have no provisioner.
  if (driver.startsWith('kubernetes.io/')) return { kind: 'unsupported' };
  const csiDriver = index.get('CSIDriver', undefined, driver);
  if (!csiDriver) return { kind: 'unknown', driver };
  // seLinuxMount defaults to false: a CSIDriver that does not say true keeps recursive relabelling.
  return getPath(csiDriver.body, ['spec', 'seLinuxMount']) === true ? { kind: 'supported' } : { kind: 'unsupported' };
}

function defaultStorageClass(index: ObjectIndex): K8sObject | undefined {
  const defaults = index.byKind('StorageClass').filter((sc) => DEFAULT_CLASS_ANNOTATIONS.some((a) => sc.metadata.annotations?.[a] === 'true'));
  return defaults.length === 1 ? defaults[0] : undefined;
}

// ---------------------------------------------------------------------------------------------
// Reporting

function reportInPod(conflict: InPodConflict, facts: ClaimFacts, ctx: RuleContext<MessageId>): void {
  if (facts.readWriteOncePod || facts.support.kind === 'unsupported') return;
  ctx.report(conflict.obj, {
    messageId: 'multipleLabels',
    path: conflict.path,
    severity: severityOf(facts.support),
    data: {
      object: describeWithOwner(conflict.obj, conflict.root),
      workload: describe(conflict.root),
      outcome: conflict.obj.kind === 'Pod' ? 'the pod fails to start' : 'its pods fail to start',
      volume: conflict.volume,
      claim: conflict.claim.display,
      firstContainer: conflict.first.container,
      firstLabel: formatLabel(conflict.first.label),
      secondContainer: conflict.second.container,
      secondLabel: formatLabel(conflict.second.label),
      note: uncertainty(facts.support),
    },
  });
}

function reportShared(uses: VolumeUse[], factsOf: (claim: ClaimRef) => ClaimFacts, ctx: RuleContext<MessageId>): void {
  const byClaim = new Map<string, VolumeUse[]>();
  for (const use of uses) {
    let list = byClaim.get(use.claimKey);
    if (!list) byClaim.set(use.claimKey, (list = []));
    list.push(use);
  }
  const reported = new Set<string>();
  const ids = new Map<K8sObject, number>();
  const idOf = (obj: K8sObject) => {
    let id = ids.get(obj);
    if (id === undefined) ids.set(obj, (id = ids.size));
    return id;
  };
  for (const [key, unordered] of byClaim) {
    if (unordered.length < 2 || new Set(unordered.map((u) => u.root)).size < 2) continue;
    // Two plain mounts never conflict (reportPair): most claims need neither sorting nor storage facts.
    if (unordered.every((u) => u.mount.kind === 'plain')) continue;
    const group = [...unordered].sort(compareUses);
    // A StatefulSet's own use carries the claim template: the best evidence when no claim object is loaded.
    const facts = factsOf(group.find((u) => u.claim.template)?.claim ?? group[0].claim);
    if (facts.readWriteOncePod || facts.support.kind === 'unsupported') continue;
    for (let j = 1; j < group.length; j++) {
      for (let i = 0; i < j; i++) {
        const first = group[i];
        const second = group[j];
        if (first.root === second.root) continue;
        const pairKey = `${key}\u0000${[idOf(first.root), idOf(second.root)].sort((x, y) => x - y).join(',')}`;
        if (reported.has(pairKey)) continue;
        if (reportPair(first, second, facts, ctx)) reported.add(pairKey);
      }
    }
  }
}

/**
 * Uses of one claim in kind, namespace and name order of their workloads, then of the objects: a
 * pair is reported on its second, whatever order a source (a file, a cluster's lists) gave them in.
 */
function compareUses(a: VolumeUse, b: VolumeUse): number {
  return compareObjects(a.root, b.root) || compareObjects(a.obj, b.obj) || byText(JSON.stringify(a.path), JSON.stringify(b.path));
}

function compareObjects(a: K8sObject, b: K8sObject): number {
  return byText(a.kind, b.kind) || byText(namespaceOf(a), namespaceOf(b)) || byText(nameOf(a), nameOf(b));
}

function byText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Reports the pair on the second workload; returns whether the two conflict. */
function reportPair(first: VolumeUse, second: VolumeUse, facts: ClaimFacts, ctx: RuleContext<MessageId>): boolean {
  const a = first.mount;
  const b = second.mount;
  if (a.kind === 'plain' && b.kind === 'plain') return false;
  const note = subPathNote(first, second) + uncertainty(facts.support);
  const severity = severityOf(facts.support);
  const claim = second.claim.display;
  if (a.kind === 'context' && b.kind === 'context') {
    if (!labelsConflict(a.label, b.label)) return false;
    ctx.report(second.obj, {
      messageId: 'labelConflict',
      path: second.path,
      severity,
      data: { ...names(first, second), claim, firstValue: formatLabel(a.label), secondValue: formatLabel(b.label), note },
    });
    return true;
  }
  const [plain, confined] = a.kind === 'plain' ? [first, second] : [second, first];
  const path = second.policyPath ?? second.path;
  const plainMount = plain.mount as { kind: 'plain'; reason: PlainReason };
  const confinedMount = confined.mount as { kind: 'context'; label: SELinuxLabel; policySet: boolean };
  if (plainMount.reason === 'privileged') {
    ctx.report(second.obj, {
      messageId: 'privilegedConflict',
      path,
      severity,
      data: {
        privileged: describeWithOwner(plain.obj, plain.root),
        privilegedWorkload: describe(plain.root),
        confined: describeWithOwner(confined.obj, confined.root),
        confinedWorkload: describe(confined.root),
        label: formatLabel(confinedMount.label),
        claim,
        note,
      },
    });
    return true;
  }
  ctx.report(second.obj, {
    messageId: 'policyConflict',
    path,
    severity,
    data: { ...names(first, second), firstValue: describeMount(first.mount), secondValue: describeMount(second.mount), claim, mountOption: describe(confined.root), note },
  });
  return true;
}

function names(first: VolumeUse, second: VolumeUse): Record<string, string> {
  return {
    first: describeWithOwner(first.obj, first.root),
    firstWorkload: describe(first.root),
    second: describeWithOwner(second.obj, second.root),
    secondWorkload: describe(second.root),
  };
}

function describeMount(mount: VolumeUse['mount']): string {
  if (mount.kind === 'context') return `SELinux label ${formatLabel(mount.label)} with ${mount.policySet ? '' : 'the default '}seLinuxChangePolicy MountOption`;
  if (mount.reason === 'recursive') return 'seLinuxChangePolicy Recursive';
  if (mount.reason === 'privileged') return 'privileged, no SELinux label';
  return 'no SELinux label, so relabelled recursively';
}

function subPathNote(first: VolumeUse, second: VolumeUse): string {
  if (!first.subPath || !second.subPath || first.subPath === second.subPath) return '';
  return ` Different subPaths (${second.subPath}, ${first.subPath}) do not help: the whole volume is mounted with the first pod's label.`;
}

function uncertainty(support: DriverSupport): string {
  if (support.kind !== 'unknown') return '';
  if (support.driver) {
    return ` This holds only if CSI driver ${support.driver} sets spec.seLinuxMount: true; no CSIDriver object for it was loaded (check with kubectl get csidriver ${support.driver}).`;
  }
  return ` The claim's volume driver is unknown (${support.why}); this holds only for iSCSI, Fibre Channel and CSI drivers with spec.seLinuxMount: true.`;
}

function severityOf(support: DriverSupport): 'error' | 'warning' {
  return support.kind === 'supported' ? 'error' : 'warning';
}

// ---------------------------------------------------------------------------------------------
// Small helpers

function claimKey(claim: ClaimRef): string {
  return `${claim.namespace}/${claim.name}`;
}

function namespaceOf(obj: K8sObject): string {
  return typeof obj.metadata.namespace === 'string' ? obj.metadata.namespace : '';
}

function nameOf(obj: K8sObject): string {
  return typeof obj.metadata.name === 'string' ? obj.metadata.name : '';
}

function qualified(namespace: string, name: string): string {
  return namespace ? `${namespace}/${name}` : name;
}

function describe(obj: K8sObject): string {
  const ref = objectRef(obj);
  return `${ref.kind} ${qualified(ref.namespace ?? '', ref.name)}`;
}

/** A Pod created by a workload is named with its workload, which is where a fix goes. */
function describeWithOwner(obj: K8sObject, root: K8sObject): string {
  return root === obj ? describe(obj) : `${describe(obj)} (${describe(root)})`;
}

function containerName(c: ContainerRef): string {
  return typeof c.container.name === 'string' ? c.container.name : `${c.group}[${c.index}]`;
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return isRecord(value) ? value : undefined;
}
