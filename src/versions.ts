import { UsageError } from './errors.js';

/** The oldest and newest releases the rule catalogue covers as targets. */
export const OLDEST_RELEASE = '1.16';
export const LATEST_RELEASE = '1.38';

/** Shared by every caller that parses the same version: not to be changed. */
export interface Minor {
  readonly major: number;
  readonly minor: number;
}

const VERSION_PATTERN = /^v?(\d+)\.(\d+)(?:\.(\d+))?(?:[-+].*)?$/;

/** "1.37", "v1.37", "1.37.2", "v1.37.0-rc.1" -> "1.37"; anything else -> undefined. */
export function normalizeMinor(input: string): string | undefined {
  const m = VERSION_PATTERN.exec(input.trim());
  if (!m) return undefined;
  return `${Number(m[1])}.${Number(m[2])}`;
}

/** Rules compare the same few versions for every object: each is parsed once. */
const parsedMinors = new Map<string, Minor>();

export function parseMinor(version: string): Minor {
  let parsed = parsedMinors.get(version);
  if (!parsed) {
    const normalized = normalizeMinor(version);
    if (!normalized) throw new Error(`not a Kubernetes version: ${version}`);
    const [major, minor] = normalized.split('.').map(Number);
    parsedMinors.set(version, (parsed = { major, minor }));
  }
  return parsed;
}

/** Negative when a < b, 0 when equal, positive when a > b (minor versions, patch ignored). */
export function compareMinor(a: string, b: string): number {
  const x = parseMinor(a);
  const y = parseMinor(b);
  return x.major - y.major || x.minor - y.minor;
}

/** Every 1.x minor from `first` to `last`, inclusive. */
export function minorRange(first: string, last: string): string[] {
  const from = parseMinor(first);
  const to = parseMinor(last);
  const out: string[] = [];
  for (let minor = from.minor; from.major === to.major && minor <= to.minor; minor++) out.push(`${from.major}.${minor}`);
  return out;
}

/** Removed (no longer served or accepted) at the target or before: an API version, a flag, a config-file version. */
export function removedAt(row: { removedIn: string | null }, target: string): boolean {
  return row.removedIn !== null && compareMinor(row.removedIn, target) <= 0;
}

/** Still served or accepted at the target, but deprecated there. */
export function deprecatedAt(row: { removedIn: string | null; deprecatedIn: string | null }, target: string): boolean {
  return !removedAt(row, target) && row.deprecatedIn !== null && compareMinor(row.deprecatedIn, target) <= 0;
}

/** The minors an upgrade passes through: every minor in (from, target]. */
export function hops(from: string, target: string): string[] {
  return minorRange(nextMinor(from), target);
}

/** "1.34" -> "1.35": what an upgrade goes to when no target is given. */
export function nextMinor(version: string): string {
  const { major, minor } = parseMinor(version);
  return `${major}.${minor + 1}`;
}

export function previousMinor(version: string): string {
  const { major, minor } = parseMinor(version);
  return `${major}.${minor - 1}`;
}

export function supportedTargets(): string[] {
  return minorRange(OLDEST_RELEASE, LATEST_RELEASE);
}

/** Validates a user-given version flag and returns its "1.N" form. */
export function parseVersionFlag(flag: string, value: string): string {
  const normalized = normalizeMinor(value);
  const supported = `${OLDEST_RELEASE} to ${LATEST_RELEASE}`;
  if (!normalized) {
    throw new UsageError(`${flag} "${value}" is not a Kubernetes version; use a minor version such as ${LATEST_RELEASE} (supported: ${supported})`);
  }
  if (parseMinor(normalized).major !== 1 || compareMinor(normalized, OLDEST_RELEASE) < 0 || compareMinor(normalized, LATEST_RELEASE) > 0) {
    throw new UsageError(`${flag} ${normalized} is outside the releases this version of k8s-upgrade-check knows (supported: ${supported})`);
  }
  return normalized;
}

const ADDON_VERSION_PATTERN = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:[-+].*)?$/;

/**
 * An add-on release as numbers: "v1.7.0", "1.6", "v2.10" and "v1.7.0-rc.1" give [1, 7, 0],
 * [1, 6, 0], [2, 10, 0] and [1, 7, 0]. Each add-on has its own version axis; a pre-release counts
 * as its release, so a removal in v1.7.0 is reported for v1.7.0-rc.1 too.
 */
export function parseAddonVersion(text: string): [number, number, number] | undefined {
  const m = ADDON_VERSION_PATTERN.exec(text.trim());
  return m ? [Number(m[1]), Number(m[2] ?? 0), Number(m[3] ?? 0)] : undefined;
}

/** Negative when add-on release a is older than b, 0 when equal, positive when newer. */
export function compareAddonVersions(a: string, b: string): number {
  const x = parseAddonVersion(a);
  const y = parseAddonVersion(b);
  if (!x || !y) throw new Error(`not a release version: ${x ? b : a}`);
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}
