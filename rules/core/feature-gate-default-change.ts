import type { K8sObject, Path } from '../../src/model.js';
import { detached, objectHandle, objectRef, refLabel } from '../../src/model.js';
import { defineRule } from '../../src/rule.js';
import type { Component, ComponentSite, FeatureGateSetting } from '../../src/kube/components/index.js';
import { COMPONENT_CONFIG_KINDS, componentSettings, describeComponents, KUBERNETES_COMPONENTS, kubeletConfigs } from '../../src/kube/components/index.js';
import { defaultAt, gateAt } from '../../src/kube/feature-gate-data.js';
import { changePolicyOf, mayMountWithContext } from '../../src/kube/selinux.js';
import { hasClaimTemplates } from '../../src/kube/storage.js';
import { isWindowsPod, podHasSELinuxLabel, podSpecOf, POD_TEMPLATE_KINDS } from '../../src/kube/workloads.js';
import { compareMinor, previousMinor } from '../../src/versions.js';

/**
 * The gates whose default change is worth a finding, each with the components that read it and
 * what the change acts on. Defaults and the release of the change come from the gate data; a gate
 * whose default does not change within the upgrade is never reported. Left out on purpose:
 * KubeletInUserNamespace (on by default in 1.37), which only changes anything for a kubelet
 * already running inside a user namespace, which could not start without the gate; and
 * HPAScaleToZero (on by default in 1.37), which only changes what an HPA with `minReplicas: 0`
 * does, and each of those is reported by hpa-scale-to-zero.
 */
interface WatchedGate {
  components: readonly Component[];
  /** What the new default does, in one sentence. */
  effect: string;
  /**
   * What the change acts on, when that is other objects of the scan: the finding is then made once
   * per component and run, on the first configuration that leaves the gate unset, naming the
   * others. Null when nothing scanned is affected.
   */
  affected?(facts: Facts): Evidence | null;
  /**
   * What in the configuration itself makes the change matter to it, when that is the configuration
   * (a setting the gate starts to act on): each such configuration is reported. Null when it does
   * not; read during the check, while the object is at hand.
   */
  affects?(obj: K8sObject): string | null;
  /** What to check before the upgrade. */
  check: string;
}

const WATCHED: Record<string, WatchedGate> = {
  SELinuxMount: {
    components: ['kube-apiserver', 'kube-controller-manager', 'kubelet'],
    effect:
      'On nodes with SELinux enabled, kubelet mounts the eligible volumes (CSI drivers with seLinuxMount: true, iSCSI, FC) of pods that have an SELinux label with -o context=<label> instead of relabelling every file, so pods sharing such a volume on one node must agree on its label: a second pod with another label, or with seLinuxChangePolicy: Recursive, stays in ContainerCreating until the first is gone.',
    affected: (facts) =>
      evidenceOf(inKindOrder(facts.selinuxWorkloads, POD_TEMPLATE_KINDS), [
        'runs with an SELinux label and mounts persistent volumes',
        'run with an SELinux label and mount persistent volumes',
      ]),
    check: 'check the selinux-mount-conflict findings and opt pods that share volumes out with spec.securityContext.seLinuxChangePolicy: Recursive',
  },
  MemoryQoS: {
    components: ['kubelet'],
    effect:
      "With it, on cgroup v2 nodes the kubelet sets memory.high for each container of a pod that is not Guaranteed when memoryThrottlingFactor is set (from 1.37 the factor defaults to nil, and then no memory.high is set), at the container's memory request plus that factor of the way to its limit (or to node allocatable memory), so the kernel throttles and reclaims the memory of containers above that mark before they reach their limit; memoryReservationPolicy: TieredReservation also sets memory.min and memory.low.",
    affects: memoryQoSSettings,
    check: 'check workloads that run close to their memory limit and nodes with kernels older than 5.9 (memory.high livelock fixed in 5.9)',
  },
};

export default defineRule({
  id: 'feature-gate-default-change',
  release: 'core',
  severity: 'info',
  // Component configurations say where gates are set; workloads are what the new defaults act on.
  kinds: COMPONENT_CONFIG_KINDS,
  init: newFacts,
  docs: {
    summary:
      'A component configuration leaves a feature gate at its default, and the default changes during the upgrade in a way that changes what the scanned objects do.',
    changed:
      "Gates change their default when a feature goes beta or GA. Kubernetes 1.37 turns on, among many others, `SELinuxMount` (GA; mount volumes with the pod's SELinux context) and `MemoryQoS` (beta; cgroup v2 memory protection, KEP-2570). The release of each change and the old and new defaults come from `rules/_data/feature-gates.yaml`; only changes within the releases the upgrade crosses are reported. With `MemoryQoS` beta, 1.37 also made `memoryThrottlingFactor` default to nil (kubernetes/kubernetes#140007): the kubelet sets no `memory.high` unless the factor is set, so the gate changes nothing on upgrade for a kubelet that does not set it.",
    affected:
      'Component configurations (KubeletConfiguration, kubeadm, kind, kops, static pods, workloads running the components and kubelet environment files) that do not set the gate, when the change acts on something:\n\n' +
      '- `SELinuxMount`: the scan holds workloads with an SELinux label (`seLinuxOptions.level` on the pod or on every container) that mount persistent volumes and do not opt out with `seLinuxChangePolicy: Recursive`. Reported once per component (kubelet, kube-apiserver, kube-controller-manager) and run, on the first configuration that leaves the gate unset, naming how many others do.\n' +
      '- `MemoryQoS`: kubelet configurations that set `memoryThrottlingFactor` or `memoryReservationPolicy: TieredReservation`, the settings the gate starts to act on; each is reported.\n\n' +
      '`HPAScaleToZero` (on by default in 1.37) is not reported here: it only changes what an HPA with `minReplicas: 0` does, and hpa-scale-to-zero reports each of those. `KubeletInUserNamespace` (also on by default in 1.37) only matters to a kubelet already running in a user namespace, which needs the gate set explicitly before 1.37. Other default changes are not reported: without knowing what they act on they would only be noise.',
    why: 'Nothing fails at startup: the components pick up the new default silently, and behaviour changes under the workloads. `SELinuxMount` can keep pods in `ContainerCreating` when two pods with different SELinux labels share a volume on one node; `MemoryQoS` with a throttling factor throttles containers that run close to their memory limit.',
    fix: 'Review what the finding names before upgrading. To keep the old behaviour for now, set the gate to its old value explicitly on every component listed (as long as the target release does not lock it), then plan the move:\n\n```yaml\n# KubeletConfiguration\nfeatureGates:\n  SELinuxMount: false   # accepted in 1.37, expected to be locked in 1.38\n  MemoryQoS: false      # or drop memoryThrottlingFactor: no memory.high is set without it\n---\n# kube-apiserver and kube-controller-manager static pods\n    - --feature-gates=SELinuxMount=false\n```',
    sources: [
      { title: 'Feature Gates', url: 'https://kubernetes.io/docs/reference/command-line-tools-reference/feature-gates/' },
      {
        title: 'versioned_feature_list.yaml (kubernetes/kubernetes)',
        url: 'https://github.com/kubernetes/kubernetes/blob/master/test/compatibility_lifecycle/reference/versioned_feature_list.yaml',
      },
      {
        title: 'SELinux Volume Label Changes goes GA (and likely implications in v1.37)',
        url: 'https://kubernetes.io/blog/2026/04/22/breaking-changes-in-selinux-volume-labeling/',
      },
      {
        title: 'KEP-1710: Speed up recursive SELinux label change',
        url: 'https://github.com/kubernetes/enhancements/tree/master/keps/sig-storage/1710-selinux-relabeling',
      },
      { title: 'KEP-2570: Support Memory QoS with cgroups v2', url: 'https://github.com/kubernetes/enhancements/tree/master/keps/sig-node/2570-memory-qos' },
      {
        title: 'kubernetes/kubernetes#140007: Promote MemoryQoS to beta; default memoryThrottlingFactor to nil',
        url: 'https://github.com/kubernetes/kubernetes/pull/140007',
      },
      { title: 'Kubelet Configuration (v1beta1): memoryThrottlingFactor', url: 'https://kubernetes.io/docs/reference/config-api/kubelet-config.v1beta1/' },
      {
        title: 'KEP-2033: Kubelet-in-UserNS (aka Rootless mode)',
        url: 'https://github.com/kubernetes/enhancements/tree/master/keps/sig-node/2033-kubelet-in-userns-aka-rootless',
      },
    ],
    featureGates: Object.keys(WATCHED),
    unverified: [
      'The 1.37 defaults come from a development-branch copy of the versioned feature list and the draft 1.37 release blog; the final 1.37.0 release could differ.',
      'memoryThrottlingFactor defaulting to nil (#140007) is read from the k8s.io/kubelet config types on master after v0.37.0-beta.0 ("If nil, memory.high is not set ... Default: nil") and the 1.37 release notes draft, not from a v1.37.0 tag.',
      'The memory.high formula (no memory.high for Guaranteed pods) and the kernel 5.9 livelock note for MemoryQoS come from the KEP-2570 text, not from 1.37 release notes.',
    ],
  },
  identity: { defaultChange: ['gate'] },
  messages: {
    defaultChange:
      'Feature gate {{gate}} is not set for {{components}} here, and its default changes from {{from}} to {{to}} in Kubernetes {{release}} ({{stage}}). {{effect}}{{evidence}}{{scope}}',
  },
  fixes: {
    defaultChange: '{{keepOld}}',
  },
  check(obj, ctx) {
    const facts = ctx.state;
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
    // Kind by kind, then in reading order: the first configuration of a kind is the one reported.
    const sites = inKindOrder(facts.sites, COMPONENT_CONFIG_KINDS);
    for (const { gate, spec, change } of watched) {
      const runWide = spec.affected ? spec.affected(facts) : undefined;
      if (runWide === null) continue;
      const stage = gateAt(gate, ctx.target);
      const locked = stage.state === 'present' && stage.stage?.locked === true;
      const report = (candidate: Candidate, others: readonly Candidate[]) => {
        const components = describeComponents(candidate.components);
        ctx.report(candidate.obj, {
          messageId: 'defaultChange',
          path: candidate.path,
          release: change!.release,
          data: {
            gate,
            components,
            from: String(change!.from),
            to: String(change!.to),
            release: change!.release,
            stage: stage.state === 'present' && stage.stage ? stage.stage.stage : 'changed',
            effect: spec.effect,
            evidence: runWide ? describeEvidence(runWide, candidate.obj) : (candidate.evidence ?? ''),
            scope: describeOthers(others),
            keepOld: locked
              ? `The gate is locked to ${change!.to} in ${ctx.target}: ${spec.check} before upgrading.`
              : `Before upgrading, ${spec.check}; to keep the old behaviour for now, set ${gate}=${change!.from} on ${components}.`,
          },
        });
      };
      const candidates = candidatesFor(gate, spec, sites, facts);
      if (runWide) {
        for (const { candidate, others } of firstPerComponent(candidates)) report(candidate, others);
      } else {
        for (const { candidate, others } of perConfiguration(candidates)) report(candidate, others);
      }
    }
  },
});

/** A configuration that leaves the gate unset for some of the components that read it. */
interface Candidate {
  obj: K8sObject;
  path: Path;
  components: Component[];
  /** Set by `affects`: what in the configuration the change acts on. */
  evidence?: string;
}

function candidatesFor(gate: string, spec: WatchedGate, sites: readonly SiteOf[], facts: Facts): Candidate[] {
  const candidates: Candidate[] = [];
  for (const { obj, group, sites: objectSites, affects } of sites) {
    let evidence: string | undefined;
    if (spec.affects) {
      evidence = affects.get(gate);
      if (evidence === undefined) continue;
    }
    const unset = new Set<Component>();
    const affected: ComponentSite[] = [];
    for (const site of objectSites) {
      const components = site.components.filter((c) => spec.components.includes(c) && !facts.explicit.get(group)?.get(c)?.has(gate));
      if (components.length === 0) continue;
      if (site.implied && components.every((c) => facts.realConfigs.get(group)?.has(c))) continue;
      components.forEach((c) => unset.add(c));
      affected.push(site);
    }
    if (affected.length === 0) continue;
    // The feature gate block when the object has one, else the first place that configures the component.
    const path: Path = affected.find((s) => s.gatesPath)?.gatesPath ?? affected[0].anchorPath;
    candidates.push({ obj, path, components: KUBERNETES_COMPONENTS.filter((c) => unset.has(c)), ...(evidence !== undefined ? { evidence } : {}) });
  }
  return candidates;
}

/**
 * One finding per component and run: the first configuration that leaves the gate unset for a
 * component carries it (with every component it is first for), naming the configurations after it.
 */
function firstPerComponent(candidates: readonly Candidate[]): { candidate: Candidate; others: Candidate[] }[] {
  const first = new Map<Component, Candidate>();
  const others = new Map<Candidate, Candidate[]>();
  for (const candidate of candidates) {
    for (const component of candidate.components) {
      const owner = first.get(component);
      if (!owner) {
        first.set(component, candidate);
        if (!others.has(candidate)) others.set(candidate, []);
      } else if (owner !== candidate && !others.get(owner)!.includes(candidate)) {
        others.get(owner)!.push(candidate);
      }
    }
  }
  return candidates
    .filter((c) => others.has(c))
    .map((c) => ({ candidate: { ...c, components: c.components.filter((x) => first.get(x) === c) }, others: others.get(c)! }));
}

/**
 * Each affected configuration, except that the kubelet configurations read from the nodes of a live
 * cluster are reported once per cluster and evidence, naming the other nodes.
 */
function perConfiguration(candidates: readonly Candidate[]): { candidate: Candidate; others: Candidate[] }[] {
  const out: { candidate: Candidate; others: Candidate[] }[] = [];
  const nodes = new Map<string, { candidate: Candidate; others: Candidate[] }>();
  for (const candidate of candidates) {
    if (nodeOf(candidate.obj) === undefined) {
      out.push({ candidate, others: [] });
      continue;
    }
    const key = `${candidate.obj.origin.type === 'cluster' ? candidate.obj.origin.context : ''}\u0000${candidate.components.join(',')}\u0000${candidate.evidence ?? ''}`;
    const seen = nodes.get(key);
    if (seen) seen.others.push(candidate);
    else {
      const entry = { candidate, others: [] };
      nodes.set(key, entry);
      out.push(entry);
    }
  }
  return out;
}

/** " The same holds for 2 other nodes (node-b, node-d)." / " ... for 3 other configurations (a.yaml, ...)." */
function describeOthers(others: readonly Candidate[]): string {
  if (others.length === 0) return '';
  const allNodes = others.every((o) => nodeOf(o.obj) !== undefined);
  const names = [...new Set(others.map((o) => nameOf(o.obj)))];
  const noun = allNodes ? (others.length === 1 ? 'node' : 'nodes') : others.length === 1 ? 'configuration' : 'configurations';
  return ` The same holds for ${others.length} other ${noun} (${listed(names)}).`;
}

/** A node's name, a manifest's file, or a cluster object's kind and name. */
function nameOf(obj: K8sObject): string {
  const node = nodeOf(obj);
  if (node !== undefined) return node;
  if (obj.origin.type === 'manifest') return obj.origin.file;
  return refLabel(objectRef(obj));
}

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
    const before = defaultAt(gate, previousMinor(release));
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
}

interface SiteOf {
  /** The object's handle, reported on. */
  obj: K8sObject;
  group: string;
  sites: readonly ComponentSite[];
  /** For the gates that act on the configuration itself: what they act on here, by gate. */
  affects: ReadonlyMap<string, string>;
}

function newFacts(): Facts {
  return { sites: new Map(), explicit: new Map(), realConfigs: new Map(), selinuxWorkloads: new Map() };
}

const POD_TEMPLATE_KIND_SET: ReadonlySet<string> = new Set(POD_TEMPLATE_KINDS);
const NO_EVIDENCE: ReadonlyMap<string, string> = new Map();

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
  let affects: Map<string, string> | undefined;
  for (const [gate, spec] of Object.entries(WATCHED)) {
    const evidence = spec.affects?.(obj);
    if (evidence) (affects ??= new Map()).set(gate, evidence);
  }
  addInKindOrder(facts.sites, obj.kind, { obj: objectHandle(obj), group, sites, affects: affects ?? NO_EVIDENCE });
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

/** " 2 objects in this scan run with an SELinux label and mount persistent volumes (StatefulSet db/postgres in db.yaml, ...)." */
function describeEvidence(evidence: Evidence, site: K8sObject): string {
  const { objects, what } = evidence;
  if (objects.length === 0) return '';
  const siteFile = site.origin.type === 'manifest' ? site.origin.file : undefined;
  const names = objects.slice(0, 3).map((o) => {
    const file = o.origin.type === 'manifest' && o.origin.file !== siteFile ? ` in ${o.origin.file}` : '';
    return `${refLabel(objectRef(o))}${file}`;
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

/**
 * The kubelet settings MemoryQoS acts on: without memoryThrottlingFactor (nil by default from 1.37)
 * it sets no memory.high, and without memoryReservationPolicy: TieredReservation no memory.min or
 * memory.low, so a kubelet that sets neither sees no change.
 */
function memoryQoSSettings(obj: K8sObject): string | null {
  const settings: string[] = [];
  for (const { config } of kubeletConfigs(obj)) {
    const factor = config.memoryThrottlingFactor;
    if (typeof factor === 'number') settings.push(`memoryThrottlingFactor: ${factor}`);
    if (config.memoryReservationPolicy === 'TieredReservation') settings.push('memoryReservationPolicy: TieredReservation');
  }
  if (settings.length === 0) return null;
  return ` This configuration sets ${[...new Set(settings)].join(' and ')}.`;
}
