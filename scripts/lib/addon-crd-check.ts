/**
 * Settles the release facts of one curated add-on row and kind against what the project's CRDs
 * say (scripts/lib/addon-crd-facts.ts). A fact the CRDs state is taken from them, and a curated
 * value that says otherwise is refused; a fact the CRDs cannot state (a deprecation announced only
 * in prose, a release before the first one read) stays curated, and its quote or source must name
 * the release.
 */
import { compareAddonVersions } from '../../src/versions.js';
import type { DerivedVersionFacts } from './addon-crd-facts.js';

/** The release facts a curated row may give; a field left out is taken from the CRDs. */
export interface CuratedReleaseFacts {
  deprecatedIn?: string | null;
  removedIn?: string | null;
  droppedFromCrdIn?: string | null;
  channelRemovals?: Record<string, string>;
}

export interface SettledReleaseFacts {
  deprecatedIn: string | null;
  removedIn: string | null;
  droppedFromCrdIn: string | null;
  channelRemovals?: Record<string, string>;
}

type Field = 'deprecatedIn' | 'removedIn' | 'droppedFromCrdIn';

const WHAT: Record<Field, { derived: (r: string) => string; still: string; never: string }> = {
  deprecatedIn: { derived: (r) => `the CRDs mark it deprecated: true from ${r}`, still: '', never: 'the CRDs never mark it deprecated' },
  removedIn: { derived: (r) => `no CRD serves it from ${r}`, still: 'still serve', never: 'no CRD read ever serves it' },
  droppedFromCrdIn: { derived: (r) => `no CRD lists it from ${r}`, still: 'still list', never: 'no CRD read ever lists it' },
};

/** Whether a text names a release by its major and minor ("v1.4+", "Istio 1.6", "CHANGELOG-2.0.md"). */
export function namesRelease(text: string, release: string): boolean {
  const [major, minor] = release.replace(/^v/, '').split('.');
  return new RegExp(`(^|[^0-9.])v?${major}\\.${minor}(?![0-9])`).test(text);
}

function settleField(
  field: Field,
  curated: string | null | undefined,
  derived: DerivedVersionFacts,
  quoted: string,
  fail: (message: string) => never,
): string | null {
  const found = derived[field];
  const what = WHAT[field];
  if (curated === undefined) {
    if (typeof found === 'string' || found === null) return found;
    if (field === 'deprecatedIn') return null;
    fail(`${field} is left to the CRDs, but ${what.never}: give the release, with a quote that names it`);
  }
  if (curated === null) {
    if (typeof found === 'string') fail(`${field} is null, but ${what.derived(found)}`);
    return null;
  }
  if (typeof found === 'string') {
    if (compareAddonVersions(curated, found) !== 0) fail(`${field} ${curated}, but ${what.derived(found)}`);
    return curated;
  }
  if (found === null) fail(`${field} ${curated}, but the CRDs of ${derived.lastRead}, the newest release read, ${what.still} it`);
  // the CRDs are silent: the release rests on the quote, which must name it
  if (field !== 'deprecatedIn' && derived.firstListed === undefined && compareAddonVersions(curated, derived.firstRead) > 0) {
    fail(`${field} ${curated}, but the CRDs of ${derived.firstRead}, before it, do not list the version`);
  }
  if (!namesRelease(quoted, curated)) fail(`${field} ${curated} is not in the CRDs (${what.never}), and neither the quote nor its source names ${curated}`);
  return curated;
}

function sameChannels(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a).sort();
  return keys.join() === Object.keys(b).sort().join() && keys.every((k) => compareAddonVersions(a[k], b[k]) === 0);
}

/**
 * The facts of one kind of a curated row. Without derived facts (an add-on with no CRD extract)
 * the curated values stand as they are.
 */
export function settleReleaseFacts(
  curated: CuratedReleaseFacts,
  derived: DerivedVersionFacts | undefined,
  quoted: string,
  fail: (message: string) => never,
): SettledReleaseFacts {
  if (!derived) {
    return {
      deprecatedIn: curated.deprecatedIn ?? null,
      removedIn: curated.removedIn ?? null,
      droppedFromCrdIn: curated.droppedFromCrdIn ?? null,
      ...(curated.channelRemovals ? { channelRemovals: curated.channelRemovals } : {}),
    };
  }
  const settled: SettledReleaseFacts = {
    deprecatedIn: settleField('deprecatedIn', curated.deprecatedIn, derived, quoted, fail),
    removedIn: settleField('removedIn', curated.removedIn, derived, quoted, fail),
    droppedFromCrdIn: settleField('droppedFromCrdIn', curated.droppedFromCrdIn, derived, quoted, fail),
  };
  const channels = derived.channelRemovals;
  if (curated.channelRemovals && !sameChannels(curated.channelRemovals, channels)) {
    fail(`channelRemovals ${JSON.stringify(curated.channelRemovals)}, but the CRDs say ${JSON.stringify(channels)}`);
  }
  if (Object.keys(channels).length) settled.channelRemovals = curated.channelRemovals ?? channels;
  return settled;
}

/** What the CRDs say about the version, for the row's source: "CRDs (flux.yaml, v2.0.0..v2.9.0): deprecated from v2.7.0, ...". */
export function crdEvidence(file: string, derived: DerivedVersionFacts): string {
  const range = `${file}, ${derived.firstRead}..${derived.lastRead}`;
  if (derived.firstListed === undefined) return `CRDs (${range}): never list the version`;
  const parts = [
    ...(derived.deprecatedIn ? [`deprecated: true from ${derived.deprecatedIn}${derived.deprecationWarning ? ' (with a deprecationWarning)' : ''}`] : []),
    ...Object.entries(derived.channelRemovals).map(([channel, since]) => `${channel} channel does not serve it from ${since}`),
    derived.removedIn ? `not served from ${derived.removedIn}` : `served in ${derived.lastRead}`,
    ...(derived.droppedFromCrdIn ? [`not listed from ${derived.droppedFromCrdIn}`] : derived.removedIn ? [`still listed in ${derived.lastRead}`] : []),
  ];
  return `CRDs (${range}): ${parts.join(', ')}`;
}
