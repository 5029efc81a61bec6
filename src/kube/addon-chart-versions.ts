/**
 * Which releases of an add-on a chart version constraint admits, for charts whose version is the
 * add-on's (Argo CD's `targetRevision`, a Flux HelmRelease's `version`, a Chart.yaml dependency).
 * Helm, Argo CD and Flux read these constraints with Masterminds/semver, whose syntax
 * helm-version-constraint.ts translates.
 */
import semver from 'semver';
import type { AddonSupport, ReleaseSupport } from './addon-support.js';
import { npmRange } from './helm-version-constraint.js';

/** The rows (newest first) of the releases the constraint admits; undefined when it cannot be read. */
export function releasesAdmitted(addon: AddonSupport, constraint: string): ReleaseSupport[] | undefined {
  const range = npmRange(constraint);
  if (range === undefined) return undefined;
  return (addon.releases ?? []).filter((row) => {
    const minor = semver.coerce(row.release);
    return minor !== null && semver.intersects(range, `~${minor.major}.${minor.minor}.0`, { includePrerelease: false });
  });
}
