/**
 * A chart's `kubeVersion` as Helm 3 judges it. Before it renders a chart for `helm install` or
 * `helm upgrade`, Helm checks the cluster's version (the API server's `gitVersion`, such as
 * `v1.37.2` or `v1.37.2-eks-1a2b3c`) against the constraint with Masterminds/semver v3
 * (helm/helm v3.21.4 pkg/action/action.go:119-122 and pkg/chartutil/compatible.go:23-34): a
 * constraint it cannot parse fails the check on every cluster, as one that excludes the version does.
 *
 * Masterminds' constraint language is not npm's, so its parser is ported here as written
 * (Masterminds/semver constraints.go, v3.4.0 and later; Helm v3.21.4 pins v3.5.0, whose changes to
 * the file only quote values in error messages), and each parsed constraint becomes npm `semver`
 * comparators compared one by one. npm's ranges are not used to match: they admit prereleases by
 * another rule. Masterminds admits a prerelease version only when a constraint of the same AND
 * group carries a prerelease itself (constraints.go:76-93 and each check function's first lines),
 * whatever its major, minor and patch; npm by default only when a comparator has one on the same
 * major, minor and patch, and with `includePrerelease` always. A managed cluster's vendor suffix
 * (`-eks-1a2b3c`, `-gke.100`) is such a prerelease: a chart without `-0` in its constraint cannot
 * be installed there.
 */
import semver from 'semver';

const { Comparator, SemVer } = semver;
type SemVerValue = InstanceType<typeof SemVer>;

/** What Helm makes of a constraint and a Kubernetes version. */
export type KubeVersionCheck = { admits: boolean } | { unparsable: string };

/**
 * Whether Helm accepts a chart whose `kubeVersion` is `constraint` on a cluster whose API server
 * reports `kubernetesVersion` (a gitVersion such as `v1.37.0-gke.100`); `unparsable` with
 * Masterminds' reason when Helm cannot parse the constraint, which fails on every cluster. An empty
 * constraint is never checked by Helm: the caller leaves it out.
 */
export function checkKubeVersion(constraint: string, kubernetesVersion: string): KubeVersionCheck {
  const parsed = parseConstraints(constraint);
  if ('error' in parsed) return { unparsable: parsed.error };
  const version = parseVersion(kubernetesVersion);
  // IsCompatibleRange: a version Masterminds cannot read is incompatible.
  if (typeof version === 'string') return { admits: false };
  return { admits: parsed.groups.some((group) => admitsGroup(group, version)) };
}

/** Whether Helm can parse the constraint, and Masterminds' reason when it cannot. */
export function parseKubeVersionConstraint(constraint: string): { ok: true } | { ok: false; reason: string } {
  const parsed = parseConstraints(constraint);
  return 'error' in parsed ? { ok: false, reason: parsed.error } : { ok: true };
}

/**
 * The constraint as an npm range with the same comparators (`>=1.19.0-0 <1.25.0-0 || ...`), for
 * questions npm answers, such as whether two ranges meet; undefined when Helm cannot parse it. It
 * matches release versions as Helm does; a prerelease version npm admits by its own rule (see
 * above), and `!=1.2` here leaves out the prereleases of 1.2 that Masterminds keeps. `!=` has no npm
 * operator: each becomes two alternatives, and a constraint that would need more than
 * MAX_ALTERNATIVES of them is left unread.
 */
export function npmRange(constraint: string): string | undefined {
  const parsed = parseConstraints(constraint);
  if ('error' in parsed) return undefined;
  const alternatives: string[] = [];
  for (const group of parsed.groups) {
    let sets: string[][] = [[]];
    for (const test of group.tests) {
      const options = 'all' in test ? [test.all.map((comparator) => comparator.value)] : notEqualAlternatives(test.notEqual);
      sets = sets.flatMap((set) => options.map((option) => [...set, ...option]));
      if (alternatives.length + sets.length > MAX_ALTERNATIVES) return undefined;
    }
    alternatives.push(...sets.map((set) => set.join(' ')));
  }
  return alternatives.join(' || ');
}

const MAX_ALTERNATIVES = 64;

/** `!=` as comparator sets of which one must hold. */
function notEqualAlternatives(c: Parsed): string[][] {
  const { major, minor, version } = c.version;
  if (c.minorDirty) return [[`<${major}.0.0-0`], [`>=${major + 1}.0.0-0`]];
  if (c.patchDirty) return [[`<${major}.${minor}.0-0`], [`>=${major}.${minor + 1}.0-0`]];
  return [[`<${version}`], [`>${version}`]];
}

/** One constraint of an AND group, as npm comparators that must all hold, or Masterminds' `!=`. */
type Test = { all: InstanceType<typeof Comparator>[] } | { notEqual: Parsed };

interface Group {
  tests: Test[];
  /** A constraint of the group carries a prerelease: prerelease versions are then compared too. */
  prerelease: boolean;
}

/** A constraint as Masterminds' parseConstraint leaves it (constraints.go:253-304). */
interface Parsed {
  operator: string;
  version: SemVerValue;
  /** The version had an x, or left out a part: `1.x`, `1`, `1.2`, `*`. */
  dirty: boolean;
  minorDirty: boolean;
  patchDirty: boolean;
}

// Go's `\s` (RE2) is ASCII whitespace without \v; JavaScript's would take in Unicode spaces as well.
const S = '[\\t\\n\\f\\r ]';
// cvRegex, constraints.go:190-192; the character classes take `|` in as Masterminds' do.
const CV =
  'v?([0-9|x|X|\\*]+)(\\.[0-9|x|X|\\*]+)?(\\.[0-9|x|X|\\*]+)?' + '(-([0-9A-Za-z\\-]+(\\.[0-9A-Za-z\\-]+)*))?' + '(\\+([0-9A-Za-z\\-]+(\\.[0-9A-Za-z\\-]+)*))?';
// The operators in Masterminds' order, the empty one second (constraints.go:210): the order decides submatches.
const OPS = '=||!=|>|<|>=|=>|<=|=<|~|~>|\\^';
// constraints.go:212-236.
const CONSTRAINT = new RegExp(`^${S}*(${OPS})${S}*(${CV})${S}*$`);
const RANGE = new RegExp(`${S}*(${CV})${S}+-${S}+(${CV})${S}*`, 'g');
const FIND = new RegExp(`(${OPS})${S}*(${CV})`, 'g');
/**
 * validConstraintRegex (constraints.go:230-236),
 * `^(\s*(OPS)\s*(CV)\s*)((?:\s+|,\s*)(OPS)\s*(CV)\s*)*$`, written so that no stretch of
 * whitespace can be matched two ways: the same texts match, but JavaScript's backtracking no longer
 * tries every way of sharing a run of spaces between neighbouring `\s*` (minutes for a few hundred
 * characters). The whitespace an empty operator lets before a version is the separator's here.
 */
const ITEM = `(?:(?:!=|>=|=>|<=|=<|~>|=|>|<|~|\\^)${S}*)?${CV}`;
const VALID = new RegExp(`^${S}*${ITEM}(?:(?:${S}*,${S}*|${S}+)${ITEM})*${S}*$`);
// looseSemVerRegex, version.go:62-64: what NewVersion reads (leading zeros allowed, CoerceNewVersion).
const LOOSE_VERSION = /^v?([0-9]+)(\.[0-9]+)?(\.[0-9]+)?(-([0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*))?(\+([0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*))?$/;

/**
 * Constraints longer than this are not read. Go's regular expressions run in linear time and
 * JavaScript's backtrack: a crafted constraint of some kilobytes could keep these busy for minutes.
 * Real ones are a few dozen characters.
 */
export const MAX_CONSTRAINT_LENGTH = 1024;

function parseConstraints(text: string): { groups: Group[] } | { error: string } {
  const constraint = sanitized(text);
  if (constraint.length > MAX_CONSTRAINT_LENGTH) return { error: `longer than ${MAX_CONSTRAINT_LENGTH} characters, not read` };
  const groups: Group[] = [];
  // NewConstraint, constraints.go:25-68: ranges are rewritten first, then the text is cut at `||`.
  for (const segment of rewriteRange(constraint).split('||')) {
    if (!VALID.test(segment)) return { error: `improper constraint: ${goQuote(segment)}` };
    const found = [...segment.matchAll(FIND)].map((match) => match[0]);
    const group: Group = { tests: [], prerelease: false };
    for (const one of found.length > 0 ? found : [segment]) {
      const parsed = parseConstraint(one);
      if (typeof parsed === 'string') return { error: parsed };
      if (parsed.version.prerelease.length > 0) group.prerelease = true;
      group.tests.push(testOf(parsed));
    }
    groups.push(group);
  }
  return { groups };
}

/** Helm's `sanitizeString` (pkg/chart/metadata.go:171-181), applied to kubeVersion when a chart is loaded. */
function sanitized(text: string): string {
  return text.replace(/[\t\n\v\f\r\u0085\p{Z}]/gu, ' ').replace(/[^\p{L}\p{M}\p{N}\p{P}\p{S} ]/gu, '');
}

/** `a - b` becomes `>= a, <= b ` (rewriteRange, constraints.go:588-601): the first occurrence of each match's text is replaced. */
function rewriteRange(text: string): string {
  let out = text;
  for (const match of text.matchAll(RANGE)) out = out.replace(match[0], () => `>= ${match[1]}, <= ${match[11]} `);
  return out;
}

/** Masterminds' parseConstraint (constraints.go:253-304) for one operator and version. */
function parseConstraint(text: string): Parsed | string {
  const m = CONSTRAINT.exec(text);
  if (!m) return `improper constraint: ${goQuote(text)}`;
  const [, operator, written, major, minor = '', patch = '', prerelease = ''] = m;
  let version = written;
  let dirty = false;
  let minorDirty = false;
  let patchDirty = false;
  if (isX(major)) {
    version = `0.0.0${prerelease}`;
    dirty = true;
  } else if (isX(minor.slice(1)) || minor === '') {
    version = `${major}.0.0${prerelease}`;
    dirty = minorDirty = true;
  } else if (isX(patch.slice(1)) || patch === '') {
    version = `${major}${minor}.0${prerelease}`;
    dirty = patchDirty = true;
  }
  const parsed = parseVersion(version);
  if (typeof parsed === 'string') return 'constraint parser error';
  return { operator, version: parsed, dirty, minorDirty, patchDirty };
}

function isX(text: string): boolean {
  return text === 'x' || text === 'X' || text === '*';
}

/**
 * Masterminds' NewVersion (coerceNewVersion, version.go:243-288) as an npm SemVer; its error
 * otherwise. Build metadata is dropped: neither library compares it.
 */
function parseVersion(text: string): SemVerValue | string {
  const m = LOOSE_VERSION.exec(text);
  if (!m) return 'invalid semantic version';
  const parts = [m[1], m[2]?.slice(1) ?? '0', m[3]?.slice(1) ?? '0'].map((part) => BigInt(part));
  if (parts.some((part) => part > MAX_UINT64)) return 'error parsing version segment: value out of range';
  const prerelease = m[5] ?? '';
  // validatePrerelease, version.go:617-632: the pattern lets through a numeric part with a leading zero.
  if (prerelease.split('.').some((part) => /^0[0-9]+$/.test(part))) return 'version segment starts with 0';
  // npm's SemVer holds numbers up to 2^53-1; Masterminds' up to 2^64-1. Kubernetes versions are small
  // numbers, so a larger part compares with them as the largest npm holds less one (the bounds below add one).
  const [major, minor, patch] = parts.map((part) => (part > LARGEST_PART ? LARGEST_PART : part));
  return new SemVer(`${major}.${minor}.${patch}${prerelease ? `-${prerelease}` : ''}`);
}

const MAX_UINT64 = 2n ** 64n - 1n;
const LARGEST_PART = BigInt(Number.MAX_SAFE_INTEGER) - 1n;

/**
 * The constraint as npm comparators, after Masterminds' check functions (constraints.go:323-586).
 * `-0` is the lowest prerelease of a version: `<1.3.0-0` is below every 1.3 release and prerelease.
 */
function testOf(c: Parsed): Test {
  const v = c.version;
  const { major, minor, patch } = v;
  const all = (...comparators: string[]): Test => ({ all: comparators.map((text) => new Comparator(text)) });
  const nextMajor = `<${major + 1}.0.0-0`;
  const nextMinor = `<${major}.${minor + 1}.0-0`;
  switch (c.operator) {
    case '':
    case '=':
      return c.dirty ? tilde(c, all) : all(`=${v.version}`);
    case '~':
    case '~>':
      return tilde(c, all);
    case '^':
      // constraintCaret: `^*` is read as 0.0.0 without a dirty minor, so it admits only 0.0.0.
      if (major > 0 || c.minorDirty) return all(`>=${v.version}`, nextMajor);
      if (minor > 0 || c.patchDirty) return all(`>=${v.version}`, nextMinor);
      return all(`>=${v.version}`, `<0.0.${patch + 1}-0`);
    case '>':
      // constraintGreaterThan: `>1` wants a higher major, `>1.2` a higher minor.
      if (c.minorDirty) return all(`>=${major + 1}.0.0-0`);
      if (c.patchDirty) return all(`>=${major}.${minor + 1}.0-0`);
      return all(`>${v.version}`);
    case '<':
      return all(`<${v.version}`);
    case '>=':
    case '=>':
      return all(`>=${v.version}`);
    case '<=':
    case '=<':
      // constraintLessThanEqual: `<=1.2` takes in all of 1.2, and `<=*` all of 0.0 only.
      if (!c.dirty) return all(`<=${v.version}`);
      return all(c.minorDirty ? nextMajor : nextMinor);
    default:
      return { notEqual: c };
  }
}

/** constraintTilde: `~1.2.3` and `~1.2` stay in 1.2, `~1` in 1; `~*` and `~0.0.0` admit everything from 0.0.0. */
function tilde(c: Parsed, all: (...comparators: string[]) => Test): Test {
  const v = c.version;
  const from = `>=${v.version}`;
  if (v.major === 0 && v.minor === 0 && v.patch === 0 && !c.minorDirty && !c.patchDirty) return all(from);
  return c.minorDirty ? all(from, `<${v.major + 1}.0.0-0`) : all(from, `<${v.major}.${v.minor + 1}.0-0`);
}

/**
 * constraintNotEqual (constraints.go:323-359), which npm has no operator for: `!=1.2.3` excludes one
 * version, `!=1` a major, and `!=1.2` (or `!=1.2.x`) the releases of a minor, but not its
 * prereleases, whose prerelease differs from the constraint's.
 */
function notEqual(c: Parsed, version: SemVerValue): boolean {
  const v = c.version;
  if (c.minorDirty) return version.major !== v.major;
  if (c.patchDirty) return version.major !== v.major || version.minor !== v.minor || version.comparePre(v) !== 0;
  return version.compare(v) !== 0;
}

function admitsGroup(group: Group, version: SemVerValue): boolean {
  // Every check function first refuses a prerelease version unless the group compares prereleases.
  if (version.prerelease.length > 0 && !group.prerelease) return false;
  return group.tests.every((test) => ('all' in test ? test.all.every((comparator) => comparator.test(version)) : notEqual(test.notEqual, version)));
}

/** Go's %q of a string that the regular expressions above let through: printable text in double quotes. */
function goQuote(text: string): string {
  return JSON.stringify(text);
}
