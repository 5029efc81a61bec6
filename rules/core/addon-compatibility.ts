import { defineRule } from '../../src/rule.js';
import type { RuleContext, RuleSource } from '../../src/rule.js';
import type { K8sObject, Path } from '../../src/model.js';
import type { AddonSupport, ChartDetection } from '../../src/kube/addon-support.js';
import {
  addonOfChart,
  addonOfImage,
  labelledAddons,
  beyondData,
  firstSupporting,
  imageReference,
  judge,
  minorOf,
  releaseOfChartVersion,
  staleDays,
  supportedAddons,
  supports,
  versionOfTag,
  windowText,
} from '../../src/kube/addon-support.js';
import { releasesAdmitted } from '../../src/kube/addon-chart-versions.js';
import { getPath, isRecord, POD_TEMPLATE_KINDS, podSpecOf } from '../../src/kube/workloads.js';
import { compareMinor } from '../../src/versions.js';

const CONTAINER_GROUPS = ['initContainers', 'containers', 'ephemeralContainers'] as const;

type MessageId =
  | 'unsupported'
  | 'unsupportedNoneYet'
  | 'olderThanData'
  | 'retiredUnsupported'
  | 'retiredUpgrade'
  | 'retired'
  | 'noneListedYet'
  | 'newerThanData'
  | 'notListed'
  | 'unknownVersion'
  | 'chartVersionUnknown'
  | 'rangeMixed';

/** One place the manifests or the cluster show an add-on release: an image, a chart and its version. */
interface Sighting {
  addon: AddonSupport;
  /** What shows it, for the message: `image quay.io/jetstack/cert-manager-controller:v1.12.3`. */
  shownBy: string;
  path: Path;
  /** The release's version; absent when the image or chart tells none. */
  version?: string;
  /** A chart version constraint (Argo CD's targetRevision, a HelmRelease's version, a dependency). */
  range?: string;
  /** Why no version could be told, when none was. */
  unknown?: 'tag' | 'chart';
}

const OWN_SOURCES: RuleSource[] = [
  { title: 'Kubernetes: Version Skew Policy', url: 'https://kubernetes.io/releases/version-skew-policy/' },
  { title: 'Helm: Charts (Chart.yaml dependencies)', url: 'https://helm.sh/docs/topics/charts/#chart-dependencies' },
];

export default defineRule<MessageId>({
  id: 'addon-compatibility',
  release: 'core',
  severity: 'error',
  kinds: [...POD_TEMPLATE_KINDS, 'Application', 'HelmRelease', 'HelmChartMetadata'],
  needsDecision: true,
  identity: {
    unsupported: ['addon'],
    unsupportedNoneYet: ['addon'],
    olderThanData: ['addon'],
    retiredUnsupported: ['addon'],
    retiredUpgrade: ['addon'],
    retired: ['addon'],
    noneListedYet: ['addon'],
    newerThanData: ['addon'],
    notListed: ['addon'],
    unknownVersion: ['addon'],
    chartVersionUnknown: ['addon'],
    rangeMixed: ['addon'],
  },
  docs: {
    summary:
      'A release of a widely run add-on (ingress-nginx, cert-manager, Istio, Argo CD, ...) that its project does not support on the target Kubernetes version, or a retired add-on.',
    changed:
      "Add-ons are released on their own schedule, and each release supports a window of Kubernetes minors that its project publishes: cert-manager, Istio, Karpenter and others list it per release; cluster-autoscaler's minor must match the cluster's. The tool recognises an add-on by the container images of workloads (the tag is the release), by Helm charts (live Helm releases, `Chart.yaml` files and their `dependencies`, Argo CD `Application`s and Flux `HelmRelease`s that install a chart at a version), and judges that release against the project's own table in `rules/_data/addon-support.yaml` (generated from one curated file per add-on under `scripts/data/addon-support/`, each row quoting the project's page and the day it was read).",
    affected: 'Clusters and repositories that run an add-on release older (or, for a few projects, newer) than the window its project lists for the target.',
    why: 'An add-on outside its window meets APIs, defaults and behaviour it was not built or tested for: controllers watch API versions the target no longer serves, webhooks reject or mishandle new fields, and the project fixes nothing for that combination. Upgrading the cluster first can leave ingress, certificates, DNS, autoscaling or policy broken until the add-on is upgraded too, and some add-ons must be upgraded one minor at a time.',
    fix: "Upgrade the add-on to the first release the finding names (or a newer one that also supports the cluster's current version) before upgrading the cluster, following the project's upgrade notes; for a retired project, plan its replacement. When the finding says the data cannot tell, read the project's page named in the finding.",
    get data() {
      return supportDataMarkdown();
    },
    get sources() {
      return [...OWN_SOURCES, ...supportSources()];
    },
  },
  messages: {
    unsupported: '{{title}} {{version}} ({{shownBy}}) supports Kubernetes {{window}}, not {{target}}; {{first}} is the first release that supports {{target}}.',
    unsupportedNoneYet:
      '{{title}} {{version}} ({{shownBy}}) supports Kubernetes {{window}}, not {{target}}; no release is listed for {{target}} yet, and the newest, {{newest}}, supports {{newestWindow}}.',
    olderThanData:
      "{{title}} {{version}} ({{shownBy}}) is older than every release the project's support table lists; the oldest listed, {{oldest}}, supports Kubernetes {{oldestWindow}}, not {{target}}.",
    retiredUnsupported:
      '{{title}} {{version}} ({{shownBy}}) supports Kubernetes {{window}}, not {{target}}, and the project was retired on {{since}}: no release will support {{target}}.',
    retiredUpgrade:
      '{{title}} {{version}} ({{shownBy}}) supports Kubernetes {{window}}, not {{target}}; {{first}} is the first release that supports {{target}}, but the project was retired on {{since}} and makes no more releases.',
    retired:
      '{{title}} ({{shownBy}}) was retired by its project on {{since}}: it gets no more releases or security fixes, whatever Kubernetes version it runs on.',
    noneListedYet:
      '{{title}} {{version}} ({{shownBy}}) supports Kubernetes {{window}}; the project lists no release for {{target}} yet, so whether one will support it is not known here.',
    newerThanData:
      "{{title}} {{version}} ({{shownBy}}) is newer than the releases the project's support table lists here (newest {{newest}}): its support for Kubernetes {{target}} is not known here.",
    notListed: "{{title}} {{version}} ({{shownBy}}) is not in the project's support table: its support for Kubernetes {{target}} is not known here.",
    unknownVersion: '{{title}} runs from {{shownBy}}, whose tag names no release: its support for Kubernetes {{target}} cannot be told.',
    chartVersionUnknown:
      "{{title}} is installed from {{shownBy}}; the chart's versions are not the add-on's and the project publishes no mapping, so its support for Kubernetes {{target}} cannot be told.",
    rangeMixed:
      '{{title}} is installed from {{shownBy}}, which admits releases that support Kubernetes {{target}} and releases that do not ({{unsupportedReleases}}); pin one that does.',
  },
  fixes: {
    unsupported: 'Upgrade {{title}} to {{first}} or newer before upgrading Kubernetes to {{target}}.',
    unsupportedNoneYet: 'Upgrade {{title}} to {{newest}} before upgrading the cluster, and wait for a release that supports {{target}}.',
    olderThanData: 'Upgrade {{title}} to {{first}} or newer before upgrading Kubernetes to {{target}}.',
    retiredUnsupported: 'Replace {{title}} before upgrading Kubernetes to {{target}}.',
    retiredUpgrade: 'Upgrade {{title}} to {{first}} or newer before upgrading Kubernetes to {{target}}, and plan its replacement.',
    retired: 'Plan the replacement of {{title}}.',
    noneListedYet: "Check the project's support table for {{target}} before upgrading the cluster.",
    newerThanData: "Check the project's support table for {{target}}.",
    notListed: "Check the project's support table for {{target}}.",
    unknownVersion: 'Run a tagged release of {{title}} (a version tag), or check its support for {{target}} by hand.',
    chartVersionUnknown: "Check which {{title}} release the chart version installs, and that release's support for {{target}}.",
    rangeMixed: 'Pin the chart version to a release that supports {{target}}.',
  },
  check(obj, ctx) {
    // One finding per add-on release an object shows, at the first place that shows it (an init
    // container and a container of one image are one release).
    const seen = new Set<string>();
    for (const sighting of sightingsOf(obj)) {
      const key = `${sighting.addon.addon}\u0000${sighting.version ?? sighting.range ?? sighting.shownBy}`;
      if (seen.has(key)) continue;
      seen.add(key);
      judgeSighting(obj, sighting, ctx);
    }
  },
});

/** Every add-on release the object shows. */
function sightingsOf(obj: K8sObject): Sighting[] {
  if (obj.kind === 'Application' && obj.apiVersion.startsWith('argoproj.io/')) return argoSightings(obj);
  if (obj.kind === 'HelmRelease' && obj.apiVersion.startsWith('helm.toolkit.fluxcd.io/')) return fluxSightings(obj);
  if (obj.kind === 'HelmChartMetadata' && obj.apiVersion === 'k8s-upgrade-check/v1') return chartMetadataSightings(obj);
  return [...imageSightings(obj), ...labelSightings(obj)];
}

/** Add-ons whose installer labels what it installs with the release (Flux): on the workloads only, one finding each. */
function labelSightings(obj: K8sObject): Sighting[] {
  const labels = obj.metadata.labels;
  if (!isRecord(labels) || !podSpecOf(obj)) return [];
  return labelledAddons().flatMap(({ addon, label }) => {
    const value = labels[label.version];
    if (typeof value !== 'string' || !Object.entries(label.when).every(([key, wanted]) => labels[key] === wanted)) return [];
    const version = versionOfTag(value);
    return [
      {
        addon,
        shownBy: `label ${label.version}: ${value}`,
        path: ['metadata', 'labels', label.version],
        ...(version ? { version } : { unknown: 'tag' as const }),
      },
    ];
  });
}

function imageSightings(obj: K8sObject): Sighting[] {
  const pod = podSpecOf(obj);
  if (!pod) return [];
  const found: Sighting[] = [];
  for (const group of CONTAINER_GROUPS) {
    const containers = pod.spec[group];
    if (!Array.isArray(containers)) continue;
    containers.forEach((container, i) => {
      if (!isRecord(container) || typeof container.image !== 'string') return;
      const ref = imageReference(container.image);
      const addon = ref && addonOfImage(ref.repository);
      if (!ref || !addon) return;
      const version = ref.tag ? versionOfTag(ref.tag) : undefined;
      found.push({ addon, shownBy: `image ${container.image}`, path: [...pod.path, group, i, 'image'], ...(version ? { version } : { unknown: 'tag' }) });
    });
  }
  return found;
}

function argoSightings(obj: K8sObject): Sighting[] {
  const sources: { source: unknown; path: Path }[] = [{ source: getPath(obj.body, ['spec', 'source']), path: ['spec', 'source'] }];
  const many = getPath(obj.body, ['spec', 'sources']);
  if (Array.isArray(many)) many.forEach((source, i) => sources.push({ source, path: ['spec', 'sources', i] }));
  return sources.flatMap(({ source, path }) => {
    if (!isRecord(source) || typeof source.chart !== 'string') return [];
    const revision = typeof source.targetRevision === 'string' ? source.targetRevision : undefined;
    return chartSighting(source.chart, revision, [...path, revision === undefined ? 'chart' : 'targetRevision'], 'Argo CD chart');
  });
}

function fluxSightings(obj: K8sObject): Sighting[] {
  const spec = getPath(obj.body, ['spec', 'chart', 'spec']);
  if (!isRecord(spec) || typeof spec.chart !== 'string') return [];
  const version = typeof spec.version === 'string' ? spec.version : undefined;
  return chartSighting(spec.chart, version, ['spec', 'chart', 'spec', version === undefined ? 'chart' : 'version'], 'Flux chart');
}

/** A Chart.yaml, or a live Helm release's chart: the chart itself, and the charts it depends on. */
function chartMetadataSightings(obj: K8sObject): Sighting[] {
  const body = obj.body;
  const found: Sighting[] = [];
  const release = isRecord(body.release) ? body.release : undefined;
  if (typeof body.name === 'string') {
    const match = addonOfChart(body.name);
    if (match) {
      const appVersion = typeof body.appVersion === 'string' ? versionOfTag(body.appVersion) : undefined;
      const chartVersion = typeof body.version === 'string' ? body.version : undefined;
      const what = release
        ? `Helm release ${typeof release.namespace === 'string' ? `${release.namespace}/` : ''}${String(release.name)}, chart ${body.name}`
        : `chart ${body.name}`;
      // What runs is the app version; a chart of its own versions says it only there.
      if (appVersion) found.push({ addon: match.addon, shownBy: `${what} ${chartVersion ?? ''}`.trimEnd(), path: ['appVersion'], version: appVersion });
      else found.push(...chartSighting(body.name, chartVersion, ['version'], release ? 'Helm release chart' : 'chart'));
    }
  }
  const dependencies = body.dependencies;
  if (Array.isArray(dependencies)) {
    dependencies.forEach((dependency, i) => {
      if (!isRecord(dependency) || typeof dependency.name !== 'string') return;
      const version = typeof dependency.version === 'string' ? dependency.version : undefined;
      found.push(...chartSighting(dependency.name, version, ['dependencies', i, version === undefined ? 'name' : 'version'], 'chart dependency'));
    });
  }
  return found;
}

/** A chart at a version or constraint; no version at all is the newest chart, which nothing here can fault. */
function chartSighting(name: string, version: string | undefined, path: Path, how: string): Sighting[] {
  const match = addonOfChart(name);
  if (!match || version === undefined || version.trim() === '' || version.trim() === '*') return [];
  const shownBy = `${how} ${name} ${version}`;
  const exact = versionOfTag(version.trim());
  const isExact = exact !== undefined && /^v?\d+\.\d+\.\d+$/.test(version.trim());
  if (match.chart.versions === 'own') {
    if (!isExact) return [{ addon: match.addon, shownBy, path, unknown: 'chart' }];
    const release = releaseOfChartVersion(match.addon, exact);
    return [release ? { addon: match.addon, shownBy, path, version: release } : { addon: match.addon, shownBy, path, unknown: 'chart' }];
  }
  return [isExact ? { addon: match.addon, shownBy, path, version: exact } : { addon: match.addon, shownBy, path, range: version.trim() }];
}

function judgeSighting(obj: K8sObject, sighting: Sighting, ctx: RuleContext<MessageId>): void {
  const { addon, shownBy, path } = sighting;
  const target = ctx.target;
  const base = { addon: addon.addon, title: addon.title, shownBy, target };
  const report = (messageId: MessageId, data: Record<string, string>, severity?: 'warning' | 'info', read?: string) =>
    ctx.report(obj, { messageId, path, data: { ...base, ...data }, ...(severity ? { severity } : {}), fixNote: sourceNote(addon, read) });
  const retired = addon.retired;
  if (sighting.range !== undefined) return judgeRange(obj, sighting, ctx, base);
  if (!sighting.version) {
    if (retired) return report('retired', { since: retired.since }, 'warning', retired.source.read);
    return report(sighting.unknown === 'chart' ? 'chartVersionUnknown' : 'unknownVersion', {}, 'info');
  }
  const version = sighting.version;
  const minor = minorOf(version);
  if (!minor) return report('unknownVersion', {}, 'info');
  const judgement = judge(addon, minor, target);
  switch (judgement.verdict) {
    case 'supported':
      if (retired) report('retired', { version, since: retired.since }, 'warning', retired.source.read);
      return;
    case 'unsupported': {
      const { row, first, newest } = judgement;
      const severity = addon.outsideWindow;
      const data = { version, window: windowText(row) };
      if (retired && !first) return report('retiredUnsupported', { ...data, since: retired.since }, undefined, row.source.read);
      if (first && retired) return report('retiredUpgrade', { ...data, first: first.release, since: retired.since }, severity, row.source.read);
      if (first) return report('unsupported', { ...data, first: first.release }, severity, row.source.read);
      // No release supports the target yet: an error only when newer releases reach further.
      if (beyondData(addon, target) && compareMinor(row.kubernetes.max ?? target, newest.kubernetes.max ?? target) >= 0) {
        return report('noneListedYet', data, 'info', row.source.read);
      }
      return report('unsupportedNoneYet', { ...data, newest: newest.release, newestWindow: windowText(newest) }, severity, row.source.read);
    }
    case 'older-than-data': {
      const { oldest, first, newest } = judgement;
      const data = { version, oldest: oldest.release, oldestWindow: windowText(oldest), first: (first ?? newest).release };
      return report('olderThanData', data, addon.outsideWindow, oldest.source.read);
    }
    case 'newer-than-data':
      return report('newerThanData', { version, newest: judgement.newest.release }, 'info', judgement.newest.source.read);
    case 'not-listed':
      return report('notListed', { version }, 'info', judgement.newest.source.read);
    case 'no-data':
      if (retired) report('retired', { version, since: retired.since }, 'warning', retired.source.read);
      return;
  }
}

/** A chart constraint: an error when no release it admits supports the target, info when only some do. */
function judgeRange(obj: K8sObject, sighting: Sighting, ctx: RuleContext<MessageId>, base: Record<string, string>): void {
  const { addon, path } = sighting;
  const admitted = releasesAdmitted(addon, sighting.range!);
  if (admitted === undefined || admitted.length === 0) return;
  const supporting = admitted.filter((row) => supports(row, ctx.target));
  if (supporting.length === admitted.length) return;
  const newestAdmitted = admitted[0];
  if (supporting.length === 0) {
    const first = firstSupporting(addon, newestAdmitted.release, ctx.target);
    const data = { ...base, version: sighting.range!, window: windowText(newestAdmitted) };
    if (first) {
      ctx.report(obj, { messageId: 'unsupported', path, data: { ...data, first: first.release }, fixNote: sourceNote(addon, newestAdmitted.source.read) });
    } else if (!beyondData(addon, ctx.target)) {
      const newest = addon.releases![0];
      ctx.report(obj, {
        messageId: 'unsupportedNoneYet',
        path,
        data: { ...data, newest: newest.release, newestWindow: windowText(newest) },
        fixNote: sourceNote(addon, newestAdmitted.source.read),
      });
    }
    return;
  }
  const unsupported = admitted.filter((row) => !supports(row, ctx.target)).map((row) => row.release);
  ctx.report(obj, {
    messageId: 'rangeMixed',
    path,
    severity: 'info',
    data: { ...base, unsupportedReleases: unsupported.join(', ') },
    fixNote: sourceNote(addon, newestAdmitted.source.read),
  });
}

/** Where the support facts come from, and how old they are when that matters. */
function sourceNote(addon: AddonSupport, read: string | undefined): string {
  const url = addon.releases?.[0]?.source.url ?? addon.retired?.source.url ?? addon.project;
  const days = read ? staleDays(read) : undefined;
  const age = days ? ` The support data was read on ${read}, ${days} days ago: check the page for newer releases.` : '';
  return `Support table: ${url}.${age}`;
}

function supportDataMarkdown(): string {
  const lines = supportedAddons().map((addon) => {
    const releases = addon.releases ?? [];
    const by = [...(addon.detect.images ?? []).map((i) => `image \`${i}\``), ...(addon.detect.charts ?? []).map((c: ChartDetection) => `chart \`${c.name}\``)];
    for (const label of addon.detect.labels ?? []) by.push(`label \`${label.version}\``);
    const window = releases.length
      ? `releases ${releases.at(-1)!.release} to ${releases[0].release} (${releases.length}), read ${releases[0].source.read}`
      : 'no published support table';
    const retired = addon.retired ? `; retired on ${addon.retired.since}` : '';
    return `- **${addon.title}** (\`${addon.addon}\`): ${window}${retired}. Recognised by ${by.join(', ')}.`;
  });
  return `${lines.join('\n')}\n`;
}

function supportSources(): RuleSource[] {
  const seen = new Set<string>();
  const sources: RuleSource[] = [];
  for (const addon of supportedAddons()) {
    for (const source of [...(addon.releases ?? []).map((r) => r.source), ...(addon.retired ? [addon.retired.source] : [])]) {
      if (seen.has(source.url)) continue;
      seen.add(source.url);
      sources.push({ title: `${addon.title}: supported Kubernetes versions (read ${source.read})`, url: source.url });
    }
  }
  return sources;
}
