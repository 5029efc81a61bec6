import type { K8sObject, Origin, Path } from '../../src/model.js';
import { byText, detached, interner, keptOrigin, objectHandle, toolAnnotations } from '../../src/model.js';
import type { ObjectIndex } from '../../src/object-index.js';
import type { RuleContext } from '../../src/rule.js';
import { defineRule } from '../../src/rule.js';
import { shellName } from '../../src/shell-quote.js';
import type { Owned, OwnerRef } from '../../src/kube/owners.js';
import { ControllerChains, controllerOwnerOf } from '../../src/kube/owners.js';
import type { ContextMountSupport, SELinuxLabel } from '../../src/kube/selinux.js';
import { changePolicyOf, contextMountSupport, formatLabel, labelsConflict, mergeLabels, seLinuxLabelOf } from '../../src/kube/selinux.js';
import type { ClaimRef, ClaimSpec, ClaimVolume } from '../../src/kube/storage.js';
import { ClaimObjects, claimVolumesOf, resolveClaim, STORAGE_LOOKUP_KINDS } from '../../src/kube/storage.js';
import type { ContainerGroup, ContainerRef, PodSpecRef } from '../../src/kube/workloads.js';
import { WORKLOAD_KINDS, containersOf, isFinishedPod, isRecord, isWindowsPod, podHasSELinuxLabel, podSpecOf } from '../../src/kube/workloads.js';

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

/** Why a pod mounts a volume without an SELinux context. */
type PlainReason = 'recursive' | 'privileged' | 'unlabeled';

interface ContextMount {
  kind: 'context';
  label: SELinuxLabel;
  policySet: boolean;
  /** The label a finding points at. */
  path: Path;
  /** Where `seLinuxChangePolicy: MountOption` is set explicitly, if it is. */
  policyPath?: Path;
}

type Mount = ContextMount | { kind: 'plain'; reason: PlainReason };

const PLAIN: Record<PlainReason, Mount> = {
  recursive: { kind: 'plain', reason: 'recursive' },
  privileged: { kind: 'plain', reason: 'privileged' },
  unlabeled: { kind: 'plain', reason: 'unlabeled' },
};

/**
 * A workload as the rule remembers it once the object is dropped: what names it and orders it
 * (as `objectRef` would), and its controller owner.
 */
interface Workload extends Owned {
  /** Set only for an object without a name: how `objectRef` names it then. */
  generateName?: string;
  apiVersion?: string;
  annotations?: Record<string, string>;
  origin?: Origin;
}

/**
 * A workload that mounts claims, which findings can be about: it keeps what `objectHandle` takes
 * from the object, and the handle is made only for a finding. Most such workloads never get one,
 * and one object per workload is far cheaper to keep than a handle's four.
 */
interface MountingWorkload extends Workload {
  apiVersion: string;
  origin: Origin;
}

/**
 * How a workload mounts a claim. The claim's namespace is the workload's and its name follows from
 * the claim key. Paths of plain mounts are built only for a finding, from numbers and paths shared
 * by every object of a kind: most uses never get one. Uses are values: workloads that mount their
 * claims alike share one.
 */
interface VolumeUse {
  mount: Mount;
  /** What a StatefulSet's volumeClaimTemplates entry says of its claims. */
  template?: ClaimSpec;
  /** Where the pod spec sits in the object. */
  pod: Path;
  /** The container a plain mount is blamed on (the privileged one, else the first that mounts the volume), and where the volume is in its volumeMounts. */
  group: ContainerGroup;
  index: number;
  mountIndex: number;
  subPath?: string;
}

/** The uses of one claim, by claim key (`namespace/name`). */
interface ClaimUses {
  /** Whether some use mounts the claim with a context: two plain mounts never conflict. */
  context: boolean;
  /** Each workload that mounts the claim, followed by how it does: one array rather than two, as most claims have few uses. */
  uses: (MountingWorkload | VolumeUse)[];
}

interface InPodConflict {
  workload: MountingWorkload;
  claim: ClaimRef;
  volume: string;
  /** Container names as a message gives them. */
  first: { container: string; label: SELinuxLabel };
  second: { container: string; label: SELinuxLabel };
  path: Path;
}

/**
 * What the rule keeps of the workloads it reads, which are dropped once checked: small facts,
 * never a pod spec. Most workloads mount no claim and have no controller owner: of those only
 * the name is kept, in case another workload names them as its owner.
 */
interface State {
  /** Every named workload, mounting or not: the owners a controller chain can reach. */
  chains: ControllerChains<Workload>;
  /** Running Pods that a controller created: the templates of their workloads are not analysed. */
  ownedPods: Workload[];
  /** Uses of each claim, in the order they were read. */
  claims: Map<string, ClaimUses>;
  /** Containers of one pod mounting a volume with different labels, in the order they were read. */
  inPod: InPodConflict[];
  /** What leads from each PersistentVolumeClaim object to its driver. */
  claimObjects: ClaimObjects;
  /** One copy of the strings many workloads share (namespaces, kinds, API versions). */
  intern: (text: string) => string;
  /** The last use made, for the next workload that mounts a claim alike. */
  lastUse: VolumeUse | undefined;
}

interface ClaimFacts {
  support: ContextMountSupport;
  /** ReadWriteOncePod volumes are mounted with -o context since 1.28: nothing changes for them in 1.37. */
  readWriteOncePod: boolean;
}

const CONTAINERS_CREATING = 'the second pod to start on a node stays in ContainerCreating until the first is gone';

export default defineRule<MessageId, State>({
  id: 'selinux-mount-conflict',
  release: '1.37',
  severity: 'error',
  // A repository can hold as many PersistentVolumeClaims as workloads: they are read as they stream
  // by. The other storage objects are few, and only looked up, from checkAll.
  kinds: [...WORKLOAD_KINDS, 'PersistentVolumeClaim'],
  lookups: STORAGE_LOOKUP_KINDS,
  init: (): State => {
    const intern = interner();
    return {
      chains: new ControllerChains(standIn, intern),
      ownedPods: [],
      claims: new Map(),
      inPod: [],
      claimObjects: new ClaimObjects(intern),
      intern,
      lastUse: undefined,
    };
  },
  docs: {
    summary:
      'Workloads that share a volume with different SELinux labels, a privileged and a confined pod on one volume, or mixed seLinuxChangePolicy values: from 1.37 they cannot run together on a node.',
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
      "1. two workloads in one namespace mounting the same claim with different SELinux labels, both using `MountOption` (the default). The same holds when they mount different `subPath`s: the whole volume is mounted with the first pod's label;",
      '2. a privileged pod without a label and a confined pod using `MountOption` sharing a claim (this worked before, because privileged pods read any label);',
      '3. pods sharing a claim with different effective policies: one `MountOption` with a label, the other `Recursive` (set explicitly, or implied by having no label);',
      "4. one pod whose containers mount the same volume with different `seLinuxOptions`: the pod fails to start. `Recursive` does not help here: kubelet compares the containers' labels before it applies the policy (`GetMountSELinuxLabel` in `pkg/volume/util/selinux.go`).",
      '',
      'A conflicting pair is reported once, on the later of the two workloads in kind, namespace and name order, so that files and a live cluster name the same side.',
      '',
      'Not reported: two pods that both use `Recursive` (or both have no label); replicas of one workload (they share labels); claims in different namespaces; ReadWriteOncePod claims (mounted with `-o context` since 1.28, and usable by one pod only, so nothing changes in 1.37); Windows pods; finished Pods; claims whose PersistentVolume is not iSCSI, FC or CSI (NFS, hostPath, local, ...) or whose CSIDriver does not set `seLinuxMount: true`.',
      '',
      'Labels injected at admission (OpenShift SCCs, webhooks) are only visible on live Pods: run the rule against the cluster to see them. Like the SELinuxWarningController, the rule does not evaluate scheduling: two workloads that never land on the same node are still reported.',
    ].join('\n'),
    why: [
      "Pods that started fine together on 1.36 no longer do on 1.37: whichever pod starts second on a node stays in `ContainerCreating` until every pod using the volume with the other label has left the node. kubelet reports `conflicting SELinux labels of volume <volume>: <label of running pod> and <label of pod that can't start>`. A pod whose own containers disagree on the label never starts.",
      '',
      "Severity: **error** when the loaded objects prove the volume is mounted with `-o context` (a CSIDriver with `seLinuxMount: true`, or an iSCSI/FC PersistentVolume). **warning** when the claim's driver could not be resolved from the loaded objects (no PersistentVolumeClaim, StorageClass, PersistentVolume or CSIDriver object for it): the conflict is real only if that driver opts in to SELinux mounts, and the message says which object was missing. Load the storage objects (or scan the live cluster) to turn warnings into certainties.",
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
      {
        title: 'KEP-1710: Speed up SELinux volume relabeling using mounts',
        url: 'https://github.com/kubernetes/enhancements/tree/master/keps/sig-storage/1710-selinux-relabeling',
      },
      {
        title: 'SELinux Volume Label Changes goes GA (and likely implications in v1.37)',
        url: 'https://kubernetes.io/blog/2026/04/22/breaking-changes-in-selinux-volume-labeling/',
      },
      {
        title: 'Configure a Security Context for a Pod or Container: efficient SELinux volume relabeling',
        url: 'https://kubernetes.io/docs/tasks/configure-pod-container/security-context/',
      },
      { title: 'Kubernetes v1.37 release blog', url: 'https://kubernetes.io/blog/2026/08/26/kubernetes-v1-37-release/' },
      { title: 'CSIDriver API (spec.seLinuxMount)', url: 'https://kubernetes.io/docs/reference/kubernetes-api/config-and-storage-resources/csi-driver-v1/' },
      {
        title: 'SELinuxWarningController source (kube-controller-manager)',
        url: 'https://github.com/kubernetes/kubernetes/tree/master/pkg/controller/volume/selinuxwarning',
      },
    ],
    featureGates: ['SELinuxMount', 'SELinuxChangePolicy', 'SELinuxMountReadWriteOncePod'],
    unverified: [
      'Whether `SELinuxMount` is locked in the final 1.37.0 release: the 1.37 development feature list and the draft release blog say GA, on by default and not locked (disabling stays possible until 1.38), while the KEP text says locked. The rule does not depend on it; the `SELinuxMount=false` escape hatch does.',
      'The 1.37 release blog was read as a draft; its final address and wording were not checked.',
    ],
  },
  // one workload can conflict with several others over one claim
  identity: { labelConflict: ['claim', 'first'], privilegedConflict: ['claim', 'privileged'], policyConflict: ['claim', 'first'] },
  messages: {
    labelConflict: `{{second}} mounts {{claim}} with SELinux label {{secondValue}} and {{first}} with {{firstValue}}: from Kubernetes 1.37 both mount it with -o context, so ${CONTAINERS_CREATING}.{{note}}`,
    privilegedConflict: `{{privileged}} (privileged, no SELinux label) and {{confined}} (SELinux label {{label}}, MountOption) share {{claim}}: from Kubernetes 1.37 the confined pod mounts it with -o context, which a privileged pod cannot share, so ${CONTAINERS_CREATING}.{{note}}`,
    policyConflict: `{{second}} ({{secondValue}}) and {{first}} ({{firstValue}}) share {{claim}}: from Kubernetes 1.37 one mounts it with -o context and the other without, so ${CONTAINERS_CREATING}.{{note}}`,
    multipleLabels:
      '{{object}} mounts volume "{{volume}}" ({{claim}}) in container "{{secondContainer}}" with SELinux label {{secondLabel}} and in container "{{firstContainer}}" with {{firstLabel}}: from Kubernetes 1.37 the volume is mounted with one -o context label per pod, so {{outcome}} (MultipleSELinuxLabels).{{note}}',
  },
  fixes: {
    labelConflict:
      'Set seLinuxChangePolicy: Recursive in the pod securityContext of both {{secondWorkload}} and {{firstWorkload}}, or give both the same seLinuxOptions.level.',
    privilegedConflict:
      'Set seLinuxChangePolicy: Recursive in the pod securityContext of {{confinedWorkload}}, or stop mounting the claim in privileged {{privilegedWorkload}}.',
    policyConflict: 'Use one policy for every pod on the claim: set seLinuxChangePolicy: Recursive in the pod securityContext of {{mountOption}}.',
    multipleLabels:
      'Give every container of {{workload}} that mounts volume "{{volume}}" the same seLinuxOptions (set it once in the pod securityContext.seLinuxOptions).',
  },
  check(obj, ctx) {
    if (obj.kind === 'PersistentVolumeClaim') ctx.state.claimObjects.add(obj);
    else readWorkload(obj, ctx.state);
  },
  checkAll(ctx) {
    const state = ctx.state;
    const rootOf = (workload: Workload): Workload => state.chains.rootOf(workload);
    const rootsWithPods = new Set<Workload>();
    for (const pod of state.ownedPods) {
      const root = rootOf(pod);
      if (root !== pod) rootsWithPods.add(root);
    }
    // Running Pods carry what admission added (labels injected by SCCs or webhooks); their templates do not.
    const analysed = (workload: Workload) => workload.kind === 'Pod' || !rootsWithPods.has(rootOf(workload));
    const claims = new Map<string, ClaimFacts>();
    const factsOf = (claim: ClaimRef): ClaimFacts => {
      const key = claimKey(claim.namespace, claim.name);
      let facts = claims.get(key);
      if (!facts) claims.set(key, (facts = claimFacts(ctx.index, state.claimObjects, claim)));
      return facts;
    };
    // Pods of one workload repeat its template: report each workload's volume once.
    const seen = new Map<Workload, Set<string>>();
    const inPod = state.inPod.filter((conflict) => analysed(conflict.workload)).sort((a, b) => compareWorkloads(a.workload, b.workload));
    for (const conflict of inPod) {
      const root = rootOf(conflict.workload);
      const volumes = seen.get(root) ?? new Set<string>();
      seen.set(root, volumes);
      if (volumes.has(conflict.volume)) continue;
      volumes.add(conflict.volume);
      reportInPod(conflict, root, factsOf(conflict.claim), ctx);
    }
    reportShared(state.claims, rootOf, analysed, factsOf, ctx);
  },
});

// ---------------------------------------------------------------------------------------------
// Reading pod specs

const WORKLOAD_KIND_NAMES = new Map(WORKLOAD_KINDS.map((kind) => [kind, kind]));
const NO_VOLUMES: readonly ClaimVolume[] = [];

function readWorkload(obj: K8sObject, state: State): void {
  const kind = WORKLOAD_KIND_NAMES.get(obj.kind);
  if (kind === undefined) return;
  const owner = controllerOwnerOf(obj);
  const pod = isFinishedPod(obj) ? undefined : podSpecOf(obj);
  const declared = pod ? claimVolumesOf(obj, pod) : NO_VOLUMES;
  if (!owner && declared.length === 0) {
    // Most workloads: a controller chain can only end at them, and needs nothing of them but their name.
    const { name } = obj.metadata;
    if (typeof name === 'string')
      state.chains.add(kind, obj.metadata.namespace, detached(name), name === '' ? workloadOf(obj, kind, undefined, state, false) : null);
    return;
  }
  const running = pod && !isWindowsPod(pod) ? pod : undefined;
  const volumes = running ? declared : NO_VOLUMES;
  const mounting = volumes.length > 0 ? workloadOf(obj, kind, owner, state, true) : undefined;
  const workload = mounting ?? workloadOf(obj, kind, owner, state, false);
  if (typeof obj.metadata.name === 'string') state.chains.add(kind, obj.metadata.namespace, workload.name, workload);
  if (running && kind === 'Pod' && owner) state.ownedPods.push(workload);
  if (running && mounting) readMounts(running, volumes, mounting, state);
}

/** What the rule keeps of a workload; of one that mounts claims also what a handle is made of. */
function workloadOf(obj: K8sObject, kind: string, owner: OwnerRef | undefined, state: State, mounts: true): MountingWorkload;
function workloadOf(obj: K8sObject, kind: string, owner: OwnerRef | undefined, state: State, mounts: false): Workload;
function workloadOf(obj: K8sObject, kind: string, owner: OwnerRef | undefined, state: State, mounts: boolean): Workload {
  const { name, namespace, generateName } = obj.metadata;
  return {
    kind,
    namespace: typeof namespace === 'string' ? state.intern(namespace) : '',
    name: typeof name === 'string' ? detached(name) : '',
    generateName: (typeof name === 'string' && name !== '') || typeof generateName !== 'string' ? undefined : detached(generateName),
    owner: owner && { kind: state.intern(owner.kind), name: detached(owner.name) },
    apiVersion: mounts ? state.intern(obj.apiVersion) : undefined,
    annotations: mounts && obj.metadata.annotations !== undefined ? toolAnnotations(obj.metadata) : undefined,
    origin: mounts ? keptOrigin(obj) : undefined,
  };
}

/** What stands for an owner that a chain reaches and that was recorded by name alone. */
function standIn(kind: string, namespace: string, name: string): Workload {
  return { kind, namespace, name, generateName: undefined, owner: undefined, apiVersion: undefined, annotations: undefined, origin: undefined };
}

/** A handle (`objectHandle`) of the workload's object, for a finding. */
function handleOf(workload: MountingWorkload): K8sObject {
  const { apiVersion, kind, name, namespace, generateName, annotations, origin } = workload;
  return objectHandle({ apiVersion, kind, metadata: { name, namespace, generateName, annotations }, body: {}, origin });
}

function claimKey(namespace: string, name: string): string {
  return `${namespace}/${name}`;
}

/**
 * Reads what the pod spec mounts into the state: only small facts, so that the object itself can
 * be dropped. Plain loops and direct reads: this runs for every workload with a claim, and the
 * code stays small for the optimizing compiler, whose work on it cost more than the work itself.
 */
function readMounts(pod: PodSpecRef, volumes: readonly ClaimVolume[], workload: MountingWorkload, state: State): void {
  const containers = containersOf(pod);
  const podOptions = child(pod.spec.securityContext, 'seLinuxOptions');
  const policy = changePolicyOf(pod);
  const labelled = podHasSELinuxLabel(pod);
  for (let v = 0; v < volumes.length; v++) {
    const volume = volumes[v];
    if (volume.claims.length === 0) continue;
    // The first container that mounts the volume, where, and the first privileged one that does.
    let first = -1;
    let mountIndex = -1;
    let privileged = -1;
    for (let i = 0; i < containers.length; i++) {
      const index = mountIndexOf(containers[i].container, volume.name);
      if (index < 0) continue;
      if (first < 0) {
        first = i;
        mountIndex = index;
      }
      if (privileged < 0 && child(containers[i].container.securityContext, 'privileged') === true) privileged = i;
    }
    if (first < 0) continue;
    const sourced = labelled ? labelSources(pod, podOptions, containers, first, volume.name) : undefined;
    if (sourced && recordClash(sourced, volume, workload, state)) continue;
    if (volume.source === 'ephemeral') continue;
    let mount: Mount;
    let blamed = first;
    if (policy === 'Recursive') {
      mount = PLAIN.recursive;
    } else if (sourced && sourced.length > 0) {
      mount = contextMount(sourced, pod.path, policy);
    } else {
      mount = privileged < 0 ? PLAIN.unlabeled : PLAIN.privileged;
      if (privileged >= 0) blamed = privileged;
    }
    const subPath = child((containers[first].container.volumeMounts as unknown[])[mountIndex], 'subPath');
    addUses(state, workload, volume, mount, pod.path, containers[blamed], mountIndex, subPath);
  }
}

/** Records one use per claim of the volume. */
function addUses(
  state: State,
  workload: MountingWorkload,
  volume: ClaimVolume,
  mount: Mount,
  pod: Path,
  blamed: ContainerRef,
  mountIndex: number,
  subPath: unknown,
): void {
  const path = typeof subPath === 'string' && subPath !== '' ? subPath : undefined;
  let use = state.lastUse;
  // Many workloads of a repository mount their claims alike: they share one use.
  if (
    !use ||
    use.mount !== mount ||
    use.template !== volume.template ||
    use.pod !== pod ||
    use.group !== blamed.group ||
    use.index !== blamed.index ||
    use.mountIndex !== mountIndex ||
    use.subPath !== path
  ) {
    use = state.lastUse = {
      mount,
      template: volume.template,
      pod,
      group: blamed.group,
      index: blamed.index,
      mountIndex,
      subPath: path === undefined ? undefined : detached(path),
    };
  }
  const claims = volume.claims;
  for (let i = 0; i < claims.length; i++) {
    const key = claimKey(workload.namespace, claims[i]);
    let uses = state.claims.get(key);
    if (!uses) state.claims.set(detached(key), (uses = { context: false, uses: [] }));
    if (mount.kind === 'context') uses.context = true;
    uses.uses.push(workload, use);
  }
}

/** Index of the first container from `from` on that mounts the volume, or -1. */
function nextMounting(containers: readonly ContainerRef[], volume: string, from: number): number {
  for (let i = from; i < containers.length; i++) if (mountIndexOf(containers[i].container, volume) >= 0) return i;
  return -1;
}

/** `getPath(value, [key])`. */
function child(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

interface LabelSource {
  container: ContainerRef;
  label: SELinuxLabel;
  /** Path of the seLinuxOptions the label comes from. */
  path: Path;
  /** True when the container sets its own seLinuxOptions. */
  own: boolean;
}

/** The label of each container of a labelled pod that mounts the volume, from the first one on. */
function labelSources(pod: PodSpecRef, podOptions: unknown, containers: readonly ContainerRef[], first: number, volume: string): LabelSource[] {
  const out: LabelSource[] = [];
  for (let i = first; i >= 0; i = nextMounting(containers, volume, i + 1)) {
    const c = containers[i];
    const own = child(c.container.securityContext, 'seLinuxOptions');
    if (isRecord(own)) out.push({ container: c, label: seLinuxLabelOf(own), path: [...c.path, 'securityContext', 'seLinuxOptions'], own: true });
    else if (isRecord(podOptions))
      out.push({ container: c, label: seLinuxLabelOf(podOptions), path: [...pod.path, 'securityContext', 'seLinuxOptions'], own: false });
  }
  return out;
}

/** Records the first two containers that mount the volume with conflicting labels; returns whether there are. */
function recordClash(sourced: LabelSource[], volume: ClaimVolume, workload: MountingWorkload, state: State): boolean {
  const clash = firstClash(sourced);
  if (!clash) return false;
  const [a, b] = clash;
  state.inPod.push({
    workload,
    claim: inPodClaim(volume, workload.namespace),
    volume: detached(volume.name),
    first: { container: containerName(a.container), label: a.label },
    second: { container: containerName(b.container), label: b.label },
    path: (b.own ? b : a).path,
  });
  return true;
}

function contextMount(sourced: LabelSource[], pod: Path, policy: unknown): ContextMount {
  const policySet = policy === 'MountOption';
  return {
    kind: 'context',
    label: mergeLabels(sourced.map((s) => s.label)),
    policySet,
    path: (sourced.find((s) => s.own) ?? sourced[0]).path,
    policyPath: policySet ? policyPathOf(pod) : undefined,
  };
}

function policyPathOf(pod: Path): Path {
  return [...pod, 'securityContext', 'seLinuxChangePolicy'];
}

/** The claim a message about one pod names: the volume's claim, or all of a StatefulSet template's. */
function inPodClaim(volume: ClaimVolume, namespace: string): ClaimRef {
  const name = detached(volume.claims[0]);
  const volumeName = detached(volume.name);
  const display =
    volume.source === 'claim'
      ? `PersistentVolumeClaim ${qualified(namespace, name)}`
      : volume.source === 'ephemeral'
        ? `the ephemeral claim of volume "${volumeName}"`
        : `the claims of volumeClaimTemplate "${volumeName}"`;
  return { namespace, name, display, template: volume.template };
}

function mountIndexOf(container: Record<string, unknown>, volume: string): number {
  const mounts = container.volumeMounts;
  if (!Array.isArray(mounts)) return -1;
  for (let i = 0; i < mounts.length; i++) {
    const mount: unknown = mounts[i];
    if (isRecord(mount) && mount.name === volume) return i;
  }
  return -1;
}

function firstClash(labels: LabelSource[]): [LabelSource, LabelSource] | undefined {
  for (let j = 1; j < labels.length; j++) {
    for (let i = 0; i < j; i++) if (labelsConflict(labels[i].label, labels[j].label)) return [labels[i], labels[j]];
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Reporting

/** What the loaded storage objects say of the claim's volume (src/kube/storage.ts) and whether it is mounted with a context. */
function claimFacts(index: ObjectIndex, claimObjects: ClaimObjects, claim: ClaimRef): ClaimFacts {
  const { source, readWriteOncePod } = resolveClaim(index, claimObjects, claim);
  return { support: contextMountSupport(index, source), readWriteOncePod };
}

function reportInPod(conflict: InPodConflict, root: Workload, facts: ClaimFacts, ctx: RuleContext<MessageId>): void {
  if (facts.readWriteOncePod || facts.support.kind === 'unsupported') return;
  ctx.report(handleOf(conflict.workload), {
    messageId: 'multipleLabels',
    path: conflict.path,
    severity: severityOf(facts.support),
    data: {
      object: describeWithOwner(conflict.workload, root),
      workload: describe(root),
      outcome: conflict.workload.kind === 'Pod' ? 'the pod fails to start' : 'its pods fail to start',
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

/** A use of a claim with the workload it belongs to, once every object was seen. */
interface PlacedUse {
  use: VolumeUse;
  workload: MountingWorkload;
  root: Workload;
  /** The claim as the use names it. */
  claim: ClaimRef;
}

function reportShared(
  claims: Map<string, ClaimUses>,
  rootOf: (workload: Workload) => Workload,
  analysed: (workload: Workload) => boolean,
  factsOf: (claim: ClaimRef) => ClaimFacts,
  ctx: RuleContext<MessageId>,
): void {
  const reported = new Set<string>();
  const ids = new Map<Workload, number>();
  const idOf = (workload: Workload) => {
    let id = ids.get(workload);
    if (id === undefined) ids.set(workload, (id = ids.size));
    return id;
  };
  for (const [key, { context, uses }] of claims) {
    // Two plain mounts never conflict (reportPair): most claims need neither roots, sorting nor storage facts.
    if (!context) continue;
    const unordered: PlacedUse[] = [];
    for (let i = 0; i < uses.length; i += 2) {
      const workload = uses[i] as MountingWorkload;
      const use = uses[i + 1] as VolumeUse;
      if (analysed(workload)) unordered.push({ use, workload, root: rootOf(workload), claim: claimOf(key, workload, use) });
    }
    if (unordered.length < 2 || new Set(unordered.map((u) => u.root)).size < 2) continue;
    if (unordered.every((u) => u.use.mount.kind === 'plain')) continue;
    const group = unordered.sort(compareUses);
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

/** The claim of a use: its namespace is the workload's, the rest of the key its name. */
function claimOf(key: string, workload: Workload, use: VolumeUse): ClaimRef {
  const namespace = workload.namespace;
  const name = key.slice(namespace.length + 1);
  return { namespace, name, display: `PersistentVolumeClaim ${qualified(namespace, name)}`, template: use.template };
}

/** The field a finding on the use points at: the label, the Recursive policy, the privileged flag or the volume mount. */
function pathOf(use: VolumeUse): Path {
  const mount = use.mount;
  if (mount.kind === 'context') return mount.path;
  if (mount.reason === 'recursive') return policyPathOf(use.pod);
  if (mount.reason === 'privileged') return [...use.pod, use.group, use.index, 'securityContext', 'privileged'];
  return [...use.pod, use.group, use.index, 'volumeMounts', use.mountIndex];
}

/**
 * Uses of one claim in kind, namespace and name order of their workloads, then of the objects: a
 * pair is reported on its second, whatever order a source (a file, a cluster's lists) gave them in.
 */
function compareUses(a: PlacedUse, b: PlacedUse): number {
  return compareWorkloads(a.root, b.root) || compareWorkloads(a.workload, b.workload) || byText(JSON.stringify(pathOf(a.use)), JSON.stringify(pathOf(b.use)));
}

function compareWorkloads(a: Workload, b: Workload): number {
  return byText(a.kind, b.kind) || byText(a.namespace, b.namespace) || byText(a.name, b.name);
}

/** Reports the pair on the second workload; returns whether the two conflict. */
function reportPair(first: PlacedUse, second: PlacedUse, facts: ClaimFacts, ctx: RuleContext<MessageId>): boolean {
  const a = first.use.mount;
  const b = second.use.mount;
  if (a.kind === 'plain' && b.kind === 'plain') return false;
  const note = subPathNote(first.use, second.use) + uncertainty(facts.support);
  const severity = severityOf(facts.support);
  const claim = second.claim.display;
  if (a.kind === 'context' && b.kind === 'context') {
    if (!labelsConflict(a.label, b.label)) return false;
    ctx.report(handleOf(second.workload), {
      messageId: 'labelConflict',
      path: b.path,
      severity,
      data: { ...names(first, second), claim, firstValue: formatLabel(a.label), secondValue: formatLabel(b.label), note },
    });
    return true;
  }
  const [plain, confined] = a.kind === 'plain' ? [first, second] : [second, first];
  const path = (b.kind === 'context' ? b.policyPath : undefined) ?? pathOf(second.use);
  const plainMount = plain.use.mount as { kind: 'plain'; reason: PlainReason };
  const confinedMount = confined.use.mount as ContextMount;
  if (plainMount.reason === 'privileged') {
    ctx.report(handleOf(second.workload), {
      messageId: 'privilegedConflict',
      path,
      severity,
      data: {
        privileged: describeWithOwner(plain.workload, plain.root),
        privilegedWorkload: describe(plain.root),
        confined: describeWithOwner(confined.workload, confined.root),
        confinedWorkload: describe(confined.root),
        label: formatLabel(confinedMount.label),
        claim,
        note,
      },
    });
    return true;
  }
  ctx.report(handleOf(second.workload), {
    messageId: 'policyConflict',
    path,
    severity,
    data: { ...names(first, second), firstValue: describeMount(a), secondValue: describeMount(b), claim, mountOption: describe(confined.root), note },
  });
  return true;
}

function names(first: PlacedUse, second: PlacedUse): Record<string, string> {
  return {
    first: describeWithOwner(first.workload, first.root),
    firstWorkload: describe(first.root),
    second: describeWithOwner(second.workload, second.root),
    secondWorkload: describe(second.root),
  };
}

function describeMount(mount: Mount): string {
  if (mount.kind === 'context') return `SELinux label ${formatLabel(mount.label)} with ${mount.policySet ? '' : 'the default '}seLinuxChangePolicy MountOption`;
  if (mount.reason === 'recursive') return 'seLinuxChangePolicy Recursive';
  if (mount.reason === 'privileged') return 'privileged, no SELinux label';
  return 'no SELinux label, so relabelled recursively';
}

function subPathNote(first: VolumeUse, second: VolumeUse): string {
  if (!first.subPath || !second.subPath || first.subPath === second.subPath) return '';
  return ` Different subPaths (${second.subPath}, ${first.subPath}) do not help: the whole volume is mounted with the first pod's label.`;
}

function uncertainty(support: ContextMountSupport): string {
  if (support.kind !== 'unknown') return '';
  if (support.driver) {
    return ` This holds only if CSI driver ${support.driver} sets spec.seLinuxMount: true; no CSIDriver object for it was loaded (check with kubectl get csidriver ${shellName(support.driver, 'DRIVER')}).`;
  }
  return ` The claim's volume driver is unknown (${support.why}); this holds only for iSCSI, Fibre Channel and CSI drivers with spec.seLinuxMount: true.`;
}

function severityOf(support: ContextMountSupport): 'error' | 'warning' {
  return support.kind === 'supported' ? 'error' : 'warning';
}

// ---------------------------------------------------------------------------------------------
// Small helpers

function qualified(namespace: string, name: string): string {
  return namespace ? `${namespace}/${name}` : name;
}

/** How `objectRef` names the object. */
function describe(workload: Workload): string {
  const name = workload.name !== '' ? workload.name : workload.generateName !== undefined ? `${workload.generateName}*` : '(unnamed)';
  return `${workload.kind} ${qualified(workload.namespace, name)}`;
}

/** A Pod created by a workload is named with its workload, which is where a fix goes. */
function describeWithOwner(workload: Workload, root: Workload): string {
  return root === workload ? describe(workload) : `${describe(workload)} (${describe(root)})`;
}

function containerName(c: ContainerRef): string {
  return typeof c.container.name === 'string' ? detached(c.container.name) : `${c.group}[${c.index}]`;
}
