import type { K8sObject, Path } from '../../src/model.js';
import { detached, objectHandle, objectRef } from '../../src/model.js';
import { defineRule } from '../../src/rule.js';
import type { Component, ComponentSite, FeatureGateSetting } from '../../src/kube/components/index.js';
import { COMPONENT_CONFIG_KINDS, componentSettings, describeComponents, KUBERNETES_COMPONENTS } from '../../src/kube/components/index.js';
import { defaultAt, gateAt } from '../../src/kube/feature-gate-data.js';
import { changePolicyOf, mayMountWithContext } from '../../src/kube/selinux.js';
import { hasClaimTemplates } from '../../src/kube/storage.js';
import { getPath, isWindowsPod, podHasSELinuxLabel, podSpecOf, POD_TEMPLATE_KINDS } from '../../src/kube/workloads.js';
import { compareMinor, parseMinor } from '../../src/versions.js';

/**
 * The gates whose default change is worth a finding, each with the components that read it and a
 * test of whether the scanned objects are affected. Defaults and the release of the change come
 * from the gate data; a gate whose default does not change within the upgrade is never reported.
 * KubeletInUserNamespace (on by default in 1.37) is left out on purpose: it only changes anything
 * for a kubelet already running inside a user namespace, which could not start without the gate.
 */
interface WatchedGate {
  components: readonly Component[];
  /** What the new default does, in one sentence. */
  effect: string;
  /** The objects the change acts on (an empty list when the component's own configuration is enough), or null when nothing scanned is affected. */
  affected(facts: Facts): Evidence | null;
  /** What to check before the upgrade. */
  check: string;
}

const WATCHED: Record<string, WatchedGate> = {
  SELinuxMount: {
    components: ['kube-apiserver', 'kube-controller-manager', 'kubelet'],
    effect:
      'On nodes with SELinux enabled, kubelet mounts the eligible volumes (CSI drivers with seLinuxMount: true, iSCSI, FC) of pods that have an SELinux label with -o context=<label> instead of relabelling every file, so pods sharing such a volume on one node must agree on its label: a second pod with another label, or with seLinuxChangePolicy: Recursive, stays in ContainerCreating until the first is gone.',
    affected: (facts) => evidenceOf(inKindOrder(facts.selinuxWorkloads, POD_TEMPLATE_KINDS), ['runs with an SELinux label and mounts persistent volumes', 'run with an SELinux label and mount persistent volumes']),
    check: 'check the selinux-mount-conflict findings and opt pods that share volumes out with spec.securityContext.seLinuxChangePolicy: Recursive',
  },
  HPAScaleToZero: {
    components: ['kube-apiserver', 'kube-controller-manager'],
    effect:
      'With it, kube-apiserver accepts minReplicas: 0 on HorizontalPodAutoscalers that have an Object or External metric, and kube-controller-manager scales their workloads down to zero replicas and back up.',
    affected: (facts) => evidenceOf(facts.hpasToZero, ['sets minReplicas: 0', 'set minReplicas: 0']),
    check: 'check the hpa-scale-to-zero findings and upgrade kube-apiserver and kube-controller-manager together',
  },
  MemoryQoS: {
    components: ['kubelet'],
    effect:
      'On cgroup v2 nodes kubelet sets memory.high for each container of every pod that is not Guaranteed, at the container\'s memory request plus memoryThrottlingFactor (default 0.9) of the way to its limit (or to node allocatable memory), so the kernel throttles and reclaims the memory of containers above that mark before they reach their limit.',
    affected: () => ({ objects: [], what: ['', ''] }),
    check: 'check workloads that run close to their memory limit and nodes with kernels older than 5.9 (memory.high livelock fixed in 5.9)',
  },
};

export default defineRule({
  id: 'feature-gate-default-change',
  release: 'core',
  severity: 'info',
  // Component configurations say where gates are set; workloads and HPAs are what the new defaults act on.
  kinds: [...COMPONENT_CONFIG_KINDS, 'HorizontalPodAutoscaler'],
  init: newFacts,
  docs: {
    summary: 'A component configuration leaves a feature gate at its default, and the default changes during the upgrade in a way that affects the objects scanned.',
    changed:
      'Gates change their default when a feature goes beta or GA. Kubernetes 1.37 turns on, among many others: `SELinuxMount` (GA; mount volumes with the pod\'s SELinux context), `HPAScaleToZero` (beta; `minReplicas: 0`) and `MemoryQoS` (beta; `memory.high` throttling on cgroup v2). The release of each change and the old and new defaults come from `rules/_data/feature-gates.yaml`; only changes within the releases the upgrade crosses are reported.',
    affected:
      'Component configurations (KubeletConfiguration, kubeadm, kind, kops, static pods and workloads running the components) that do not set the gate, when the scan contains what the change acts on:\n\n' +
      '- `SELinuxMount`: workloads with an SELinux label (`seLinuxOptions.level` on the pod or on every container) that mount persistent volumes and do not opt out with `seLinuxChangePolicy: Recursive`; reported on kubelet, kube-apiserver and kube-controller-manager configurations.\n' +
      '- `HPAScaleToZero`: HorizontalPodAutoscalers with `minReplicas: 0` (HPAs with a minimum of 1 or more behave as before); reported on kube-apiserver and kube-controller-manager configurations.\n' +
      '- `MemoryQoS`: every kubelet configuration.\n\n' +
      'One finding per configuration object and gate. `KubeletInUserNamespace` (also on by default in 1.37) is not reported: it only matters to a kubelet already running in a user namespace, which needs the gate set explicitly before 1.37. Other default changes are not reported: without knowing what they act on they would only be noise.',
    why:
      'Nothing fails at startup: the components pick up the new default silently, and behaviour changes under the workloads. `SELinuxMount` can keep pods in `ContainerCreating` when two pods with different SELinux labels share a volume on one node; `HPAScaleToZero` lets workloads reach zero replicas (and, with kube-controller-manager older than kube-apiserver during the upgrade, stay there); `MemoryQoS` throttles containers that run close to their memory limit.',
    fix:
      'Review what the finding names before upgrading. To keep the old behaviour for now, set the gate to its old value explicitly on every component listed (as long as the target release does not lock it), then plan the move:\n\n```yaml\n# KubeletConfiguration\nfeatureGates:\n  SELinuxMount: false   # accepted in 1.37, expected to be locked in 1.38\n  MemoryQoS: false\n---\n# kube-apiserver and kube-controller-manager static pods\n    - --feature-gates=SELinuxMount=false,HPAScaleToZero=false\n```',
    sources: [
      { title: 'Feature Gates', url: 'https://kubernetes.io/docs/reference/command-line-tools-reference/feature-gates/' },
      { title: 'versioned_feature_list.yaml (kubernetes/kubernetes)', url: 'https://github.com/kubernetes/kubernetes/blob/master/test/compatibility_lifecycle/reference/versioned_feature_list.yaml' },
      { title: 'SELinux Volume Label Changes goes GA (and likely implications in v1.37)', url: 'https://kubernetes.io/blog/2026/04/22/breaking-changes-in-selinux-volume-labeling/' },
      { title: 'KEP-1710: Speed up recursive SELinux label change', url: 'https://github.com/kubernetes/enhancements/tree/master/keps/sig-storage/1710-selinux-relabeling' },
      { title: 'KEP-2021: HPA supports scaling to/from zero pods for object/external metrics', url: 'https://github.com/kubernetes/enhancements/tree/master/keps/sig-autoscaling/2021-scale-from-zero' },
      { title: 'KEP-2570: Support Memory QoS with cgroups v2', url: 'https://github.com/kubernetes/enhancements/tree/master/keps/sig-node/2570-memory-qos' },
      { title: 'KEP-2033: Kubelet-in-UserNS (aka Rootless mode)', url: 'https://github.com/kubernetes/enhancements/tree/master/keps/sig-node/2033-kubelet-in-userns-aka-rootless' },
    ],
    featureGates: Object.keys(WATCHED),
    unverified: [
      'The 1.37 defaults come from a development-branch copy of the versioned feature list and the draft 1.37 release blog; the final 1.37.0 release could differ.',
      'The memory.high formula (no memory.high for Guaranteed pods) and the kernel 5.9 livelock note for MemoryQoS come from the KEP-2570 text (Alpha v1.27, Alpha v1.36 and Beta v1.37 sections), not from 1.37 release notes.',
    ],
  },
  messages: {
    defaultChange: 'Feature gate {{gate}} is not set for {{components}} here, and its default changes from {{from}} to {{to}} in Kubernetes {{release}} ({{stage}}). {{effect}}{{evidence}}{{scope}}',
  },
  fixes: {
    defaultChange: '{{keepOld}}',
  },
  check(obj, ctx) {
    const facts = ctx.state;
    if (obj.kind === 'HorizontalPodAutoscaler') {
      if (getPath(obj.body, MIN_REPLICAS) === 0) facts.hpasToZero.push(objectHandle(obj));
      return;
    }
    // Most objects configure no component and hold no gate: one lookup of a shared, memoised answer.
    const { sites, featureGates } = componentSettings(obj);
    if (sites.length > 0 || featureGates.length > 0) gatherComponentFacts(obj, sites, featureGates, facts);
    // Whether any component is configured is known only at the end, so the evidence is gathered
    // for every workload; the test reads a few fields and fails early for most of them.
    if (POD_TEMPLATE_KIND_SET.has(obj.kind) && isSELinuxVolumeWorkload(obj)) addInKindOrder(facts.selinuxWorkloads, obj.kind, objectHandle(obj));
  },
  checkAll(ctx) {
    // Most repositories configure no component: then there is nothing to report, and the gate data
    // need not be read.
    const facts = ctx.state;
    if (facts.sites.size === 0) return;
    const watched = Object.entries(WATCHED)
      .map(([gate, spec]) => ({ gate, spec, change: defaultChange(gate, ctx.releases, ctx.target) }))
      .filter((w) => w.change !== null);
    if (watched.length === 0) return;
    const explicit = facts.explicit;
    // Kind by kind, then in reading order: the first kubelet configuration of a live cluster's nodes
    // is the one reported, naming the other nodes.
    const sites = inKindOrder(facts.sites, COMPONENT_CONFIG_KINDS);
    for (const { gate, spec, change } of watched) {
      const evidence = spec.affected(facts);
      if (evidence === null) continue;
      const stage = gateAt(gate, ctx.target);
      const locked = stage.state === 'present' && stage.stage?.locked === true;
      // Kubelet configurations read from each node of a live cluster are reported once per cluster.
      const nodes = new Map<string, { obj: K8sObject; path: Path; components: Component[]; names: string[] }>();
      const report = (obj: K8sObject, path: Path, unset: readonly Component[], otherNodes: readonly string[]) => {
        const components = describeComponents(unset);
        ctx.report(obj, {
          messageId: 'defaultChange',
          path,
          release: change!.release,
          data: {
            gate,
            components,
            from: String(change!.from),
            to: String(change!.to),
            release: change!.release,
            stage: stage.state === 'present' && stage.stage ? stage.stage.stage : 'changed',
            effect: spec.effect,
            evidence: describeEvidence(evidence, obj),
            scope: otherNodes.length === 0 ? '' : ` The same holds for ${otherNodes.length} other ${otherNodes.length === 1 ? 'node' : 'nodes'} (${listed(otherNodes)}).`,
            keepOld: locked
              ? `The gate is locked to ${change!.to} in ${ctx.target}: ${spec.check} before upgrading.`
              : `Before upgrading, ${spec.check}; to keep the old behaviour for now, set ${gate}=${change!.from} on ${components}.`,
          },
        });
      };
      for (const { obj, group, sites: objectSites } of sites) {
        const unset = new Set<Component>();
        const affected: ComponentSite[] = [];
        for (const site of objectSites) {
          const components = site.components.filter((c) => spec.components.includes(c) && !explicit.get(group)?.get(c)?.has(gate));
          if (components.length === 0) continue;
          if (site.implied && components.every((c) => facts.realConfigs.get(group)?.has(c))) continue;
          components.forEach((c) => unset.add(c));
          affected.push(site);
        }
        if (affected.length === 0) continue;
        // The feature gate block when the object has one, else the first place that configures the component.
        const path: Path = affected.find((s) => s.gatesPath)?.gatesPath ?? affected[0].anchorPath;
        const components = KUBERNETES_COMPONENTS.filter((c) => unset.has(c));
        const node = nodeOf(obj);
        if (node === undefined) {
          report(obj, path, components, []);
          continue;
        }
        const key = `${obj.origin.type === 'cluster' ? obj.origin.context : ''}\u0000${components.join(',')}`;
        const seen = nodes.get(key);
        if (seen) seen.names.push(node);
        else nodes.set(key, { obj, path, components, names: [] });
      }
      for (const { obj, path, components, names } of nodes.values()) report(obj, path, components, names);
    }
  },
});

/** The node a kubelet configuration was read from in a live cluster. */
function nodeOf(obj: K8sObject): string | undefined {
  if (obj.origin.type !== 'cluster' || obj.origin.via !== 'node') return undefined;
  return obj.origin.node ?? obj.metadata.name ?? '';
}

function listed(names: readonly string[]): string {
  return names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ');
}

interface DefaultChange {
  release: string;
  from: boolean;
  to: boolean;
}

/** The last change of the gate's default within the releases crossed, if the target keeps it. */
function defaultChange(gate: string, releases: readonly string[], target: string): DefaultChange | null {
  const to = defaultAt(gate, target);
  if (to === null) return null;
  for (let i = releases.length - 1; i >= 0; i--) {
    const release = releases[i];
    if (compareMinor(release, target) > 0) continue;
    const { major, minor } = parseMinor(release);
    const before = defaultAt(gate, `${major}.${minor - 1}`);
    const after = defaultAt(gate, release);
    if (before !== null && after !== null && before !== after) return after === to ? { release, from: before, to } : null;
  }
  return null;
}

/**
 * Manifests are grouped by file (a kubeadm file holds the kubelet's flags and config together),
 * cluster objects by context, except what a node's kubelet reports about itself: that is the truth
 * for that node alone.
 */
function groupOf(obj: K8sObject): string {
  if (obj.origin.type === 'manifest') return `file:${obj.origin.file}`;
  const node = nodeOf(obj);
  return node === undefined ? `cluster:${obj.origin.context}` : `cluster:${obj.origin.context}:node:${node}`;
}

/**
 * What the checks gather for the end of the run: small facts and object handles only, as the
 * objects themselves are gone by then.
 */
interface Facts {
  /** Objects configuring a component, by kind, in the order they were read. */
  sites: Map<string, SiteOf[]>;
  /** Gates set anywhere in a group, per component: a setting in one document counts for its siblings. */
  explicit: Map<string, Map<Component, Set<string>>>;
  /** Per group, the components that have a real (not implied) configuration. */
  realConfigs: Map<string, Set<Component>>;
  /** Workloads that SELinuxMount acts on, by kind. */
  selinuxWorkloads: Map<string, K8sObject[]>;
  /** HorizontalPodAutoscalers with minReplicas: 0. */
  hpasToZero: K8sObject[];
}

interface SiteOf {
  /** The object's handle, reported on. */
  obj: K8sObject;
  group: string;
  sites: readonly ComponentSite[];
}

function newFacts(): Facts {
  return { sites: new Map(), explicit: new Map(), realConfigs: new Map(), selinuxWorkloads: new Map(), hpasToZero: [] };
}

const POD_TEMPLATE_KIND_SET: ReadonlySet<string> = new Set(POD_TEMPLATE_KINDS);
const MIN_REPLICAS: Path = ['spec', 'minReplicas'];

function gatherComponentFacts(obj: K8sObject, sites: readonly ComponentSite[], featureGates: readonly FeatureGateSetting[], facts: Facts): void {
  const group = groupOf(obj);
  for (const setting of featureGates) {
    let byComponent = facts.explicit.get(group);
    if (!byComponent) facts.explicit.set(group, (byComponent = new Map()));
    for (const component of setting.components) {
      let names = byComponent.get(component);
      if (!names) byComponent.set(component, (names = new Set()));
      // Kept to the end of the run: a copy, not a slice of the file's text.
      names.add(detached(setting.name));
    }
  }
  if (sites.length === 0) return;
  addInKindOrder(facts.sites, obj.kind, { obj: objectHandle(obj), group, sites });
  for (const site of sites) {
    if (site.implied) continue;
    let components = facts.realConfigs.get(group);
    if (!components) facts.realConfigs.set(group, (components = new Set()));
    site.components.forEach((c) => components.add(c));
  }
}

function addInKindOrder<T>(byKind: Map<string, T[]>, kind: string, item: T): void {
  let list = byKind.get(kind);
  if (!list) byKind.set(kind, (list = []));
  list.push(item);
}

/** Kind by kind in the given order, each kind in the order its objects were read. */
function inKindOrder<T>(byKind: ReadonlyMap<string, readonly T[]>, kinds: readonly string[]): T[] {
  return kinds.flatMap((kind) => byKind.get(kind) ?? []);
}

interface Evidence {
  objects: readonly K8sObject[];
  /** What they do, after "1 object in this scan" and "N objects in this scan". */
  what: [singular: string, plural: string];
}

function evidenceOf(objects: readonly K8sObject[], what: [string, string]): Evidence | null {
  return objects.length === 0 ? null : { objects, what };
}

/** " 2 objects in this scan set minReplicas: 0 (HorizontalPodAutoscaler media/worker in hpa.yaml, ...)." */
function describeEvidence(evidence: Evidence, site: K8sObject): string {
  const { objects, what } = evidence;
  if (objects.length === 0) return '';
  const siteFile = site.origin.type === 'manifest' ? site.origin.file : undefined;
  const names = objects.slice(0, 3).map((o) => {
    const ref = objectRef(o);
    const file = o.origin.type === 'manifest' && o.origin.file !== siteFile ? ` in ${o.origin.file}` : '';
    return `${ref.kind} ${ref.namespace ? `${ref.namespace}/` : ''}${ref.name}${file}`;
  });
  const more = objects.length > 3 ? ` and ${objects.length - 3} more` : '';
  const counted = objects.length === 1 ? `1 object in this scan ${what[0]}` : `${objects.length} objects in this scan ${what[1]}`;
  return ` ${counted} (${names.join(', ')}${more}).`;
}

/** A workload whose pods have an SELinux label, do not opt out, and mount a volume that may be mounted with a context. */
function isSELinuxVolumeWorkload(obj: K8sObject): boolean {
  const pod = podSpecOf(obj);
  // The label is the rarest condition, so it is tested first.
  if (!pod || !podHasSELinuxLabel(pod) || isWindowsPod(pod)) return false;
  if (changePolicyOf(pod) === 'Recursive') return false;
  const volumes = pod.spec.volumes;
  if (Array.isArray(volumes) && volumes.some((v) => mayMountWithContext(v))) return true;
  return hasClaimTemplates(obj);
}

