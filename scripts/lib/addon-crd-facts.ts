/**
 * The CRD extracts of add-on projects (`scripts/data/sources/addon-crds/<project>.yaml`, written by
 * scripts/extract/addon-crds.ts) and what follows from them for one API version and kind: the
 * release that first marks it deprecated, the first release no CRD serves it any more, the first
 * release whose CRDs no longer list it, and the releases one CRD channel stops serving it.
 */
import { compareAddonVersions } from '../../src/versions.js';

export interface CrdVersionFacts {
  name: string;
  served: boolean;
  storage: boolean;
  deprecated?: true;
  /** The CRD carries a deprecationWarning text for the version (the text itself is not copied). */
  deprecationWarning?: true;
}

export interface CrdFacts {
  group: string;
  kind: string;
  /** The file the CRD was read from. */
  path: string;
  /** Gateway API ships one CRD per channel (standard, experimental). */
  channel?: string;
  versions: CrdVersionFacts[];
}

/** One repository read for a release: the tag, the commit it points at, the files read. */
export interface ReleaseRead {
  repo: string;
  tag: string;
  commit: string;
  paths: string[];
  /** The tag the release names, when the mirror lacks it and an earlier patch tag of the same minor was read instead. */
  substitutedFor?: string;
}

export interface ReleaseFacts {
  /** The add-on release (its own tag; for Flux the fluxcd/flux2 tag). */
  release: string;
  read: ReleaseRead[];
  crds: CrdFacts[];
}

export interface AddonCrdExtract {
  project: string;
  repositories: string[];
  /** How the releases were chosen. */
  selection: string;
  command: string;
  readOn: string;
  /** Releases or files that could not be read, and why. */
  notRead?: string[];
  releases: ReleaseFacts[];
}

/** What one release's CRDs say about one group, kind and version. */
interface VersionState {
  release: string;
  listed: boolean;
  served: boolean;
  deprecated: boolean;
  deprecationWarning: boolean;
  /** Per channel whose CRDs carry the kind: whether that channel serves the version. */
  servedByChannel: Map<string, boolean>;
}

/** What the extract says about one API version and kind, release by release. */
export interface DerivedVersionFacts {
  /** The first and last releases the extract covers. */
  firstRead: string;
  lastRead: string;
  /** The first release whose CRDs list the version; undefined when none does. */
  firstListed?: string;
  /** The first release whose CRDs mark it `deprecated: true`. */
  deprecatedIn?: string;
  /** Whether that release's CRD also carries a deprecationWarning for it. */
  deprecationWarning?: boolean;
  /** The first release from which no CRD serves it, after one did; null while the last release read serves it; undefined when no release read served it. */
  removedIn?: string | null;
  /** The first release from which no CRD lists it, after one did; null while the last release read lists it; undefined when none listed it. */
  droppedFromCrdIn?: string | null;
  /**
   * Per channel, the first release from which that channel's CRD of the kind does not serve the
   * version while another channel's still does (Gateway API's standard channel takes a kind in at
   * a newer version than the experimental channel, or drops an old one first).
   */
  channelRemovals: Record<string, string>;
}

export function sortedReleases(extract: AddonCrdExtract): ReleaseFacts[] {
  return [...extract.releases].sort((a, b) => compareAddonVersions(a.release, b.release));
}

function stateAt(release: ReleaseFacts, group: string, kind: string, version: string): VersionState {
  const state: VersionState = {
    release: release.release,
    listed: false,
    served: false,
    deprecated: false,
    deprecationWarning: false,
    servedByChannel: new Map(),
  };
  for (const crd of release.crds) {
    if (crd.group !== group || crd.kind !== kind) continue;
    const v = crd.versions.find((x) => x.name === version);
    if (crd.channel) state.servedByChannel.set(crd.channel, (state.servedByChannel.get(crd.channel) ?? false) || v?.served === true);
    if (!v) continue;
    state.listed = true;
    state.served ||= v.served;
    // a project may mark a version deprecated in the same release that stops serving it
    if (v.deprecated) state.deprecated = true;
    if (v.deprecated && v.deprecationWarning) state.deprecationWarning = true;
  }
  return state;
}

/**
 * The first release from which `holds` is false for good, after it held in an earlier release:
 * null when it still holds in the last release, undefined when it never held.
 */
function endOf(states: VersionState[], holds: (s: VersionState) => boolean): string | null | undefined {
  const first = states.findIndex(holds);
  if (first < 0) return undefined;
  let last = -1;
  states.forEach((s, i) => {
    if (holds(s)) last = i;
  });
  return last === states.length - 1 ? null : states[last + 1].release;
}

/**
 * The first release from which the channel carries the kind without serving the version while
 * another channel serves it, for every release on until no channel serves it.
 */
function channelRemoval(states: VersionState[], channel: string): string | undefined {
  let since: string | undefined;
  let seen = false;
  for (const s of states) {
    if (!s.served) {
      if (seen) break;
      continue;
    }
    seen = true;
    const withoutIt = s.servedByChannel.get(channel) === false;
    if (withoutIt) since ??= s.release;
    else since = undefined;
  }
  return since;
}

export function deriveVersionFacts(extract: AddonCrdExtract, group: string, kind: string, version: string): DerivedVersionFacts {
  const releases = sortedReleases(extract);
  if (releases.length === 0) throw new Error(`the ${extract.project} CRD extract holds no release`);
  const states = releases.map((r) => stateAt(r, group, kind, version));
  const deprecated = states.find((s) => s.deprecated);
  const facts: DerivedVersionFacts = {
    firstRead: releases[0].release,
    lastRead: releases[releases.length - 1].release,
    firstListed: states.find((s) => s.listed)?.release,
    removedIn: endOf(states, (s) => s.served),
    droppedFromCrdIn: endOf(states, (s) => s.listed),
    channelRemovals: {},
  };
  if (deprecated) {
    facts.deprecatedIn = deprecated.release;
    facts.deprecationWarning = deprecated.deprecationWarning;
  }
  const channels = new Set(states.flatMap((s) => [...s.servedByChannel.keys()]));
  for (const channel of [...channels].sort()) {
    const since = channelRemoval(states, channel);
    if (since) facts.channelRemovals[channel] = since;
  }
  return facts;
}

/** Whether the extract has any CRD of the group and kind at all (a kind it never read cannot be judged). */
export function knowsKind(extract: AddonCrdExtract, group: string, kind: string): boolean {
  return extract.releases.some((r) => r.crds.some((c) => c.group === group && c.kind === kind));
}
