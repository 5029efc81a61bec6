/**
 * Masterminds/semver v3 as Helm runs it, against npm's semver: each difference pinned with an exact
 * case. Line numbers are those of Masterminds/semver's constraints.go and version.go after v3.4.0
 * (the check functions are the same in v3.4.0 and in v3.5.0, which Helm v3.21.4 pins).
 */
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { MAX_CONSTRAINT_LENGTH, checkKubeVersion, npmRange, parseKubeVersionConstraint } from '../../src/kube/helm-version-constraint.js';

const admits = (constraint: string, version: string) => checkKubeVersion(constraint, version);
const npm = (version: string, range: string, includePrerelease = false) => semver.satisfies(version, range, { includePrerelease });

describe("Masterminds' own cases (constraints_test.go, TestConstraintsCheck)", () => {
  it.each([
    ['*', '1.2.3', true],
    ['~0.0.0', '1.2.3', true],
    ['0.x.x', '1.2.3', false],
    ['^0.0.0', '1.2.3', false],
    ['= 2.0', '2.0.0', true],
    ['>1.1', '1.2.0', true],
    ['>1', '1.9.0', false],
    ['<=1.1', '1.1.1', true],
    ['~1.2.3', '1.3.4', false],
    ['^0.2', '0.5.6', false],
    ['^1.2.0-alpha.0', '1.2.1-alpha.1', true],
    ['>= 1.0.0-0  <= 2.0.0', '1.0.1-beta', true],
    ['!=4.1', '4.1.5', false],
    ['1.1 - 3', '4.3.2', false],
    ['2 || 1.x', '1.5.0', true],
  ])('%s with %s: %s', (constraint, version, expected) => {
    expect(admits(constraint, version)).toEqual({ admits: expected });
  });
});

describe('prereleases: admitted only where an AND group carries one (constraints.go:76-93, 325-330)', () => {
  it('a managed cluster version passes a -0 bound, which npm admits only with includePrerelease', () => {
    expect(admits('>=1.19.0-0', 'v1.37.0-eks-1a2b3c')).toEqual({ admits: true });
    expect(npm('1.37.0-eks-1a2b3c', '>=1.19.0-0')).toBe(false);
    expect(npm('1.37.0-eks-1a2b3c', '>=1.19.0-0', true)).toBe(true);
  });

  it('without -0 it is refused, which npm with includePrerelease admits', () => {
    expect(admits('>=1.19.0', 'v1.37.0-gke.100')).toEqual({ admits: false });
    expect(admits('>=1.19.0', 'v1.37.0')).toEqual({ admits: true });
    expect(npm('1.37.0-gke.100', '>=1.19.0', true)).toBe(true);
  });

  it('a prerelease anywhere in the group counts, not only on the same major, minor and patch as in npm', () => {
    expect(admits('>=1.19.0 <1.38.0-0', 'v1.37.2-eks-1a2b3c')).toEqual({ admits: true });
    expect(npm('1.37.2-eks-1a2b3c', '>=1.19.0 <1.38.0-0')).toBe(false);
  });

  it('each OR group decides for itself', () => {
    expect(admits('>=1.30.0 || >=1.0.0-0 <1.20.0', 'v1.37.0-gke.100')).toEqual({ admits: false });
    expect(admits('>=1.30.0 || >=1.19.0-0', 'v1.37.0-gke.100')).toEqual({ admits: true });
  });

  it('build metadata is no prerelease: k3s and RKE2 versions pass', () => {
    expect(admits('>=1.25.0', 'v1.37.0+k3s1')).toEqual({ admits: true });
  });
});

describe('syntax npm does not share', () => {
  it('commas are AND, and spaces around operators are allowed (constraints.go:230-236)', () => {
    expect(admits('>= 1.19, < 1.38', '1.37.0')).toEqual({ admits: true });
    expect(admits('>= 1.19, < 1.37', '1.37.0')).toEqual({ admits: false });
    expect(semver.validRange('>= 1.19, < 1.38')).toBeNull();
  });

  it('=> and =< are >= and <= (constraints.go:199-207)', () => {
    expect(admits('=> 1.25.0-0, =< 1.37', 'v1.37.9-eks-1a2b3c')).toEqual({ admits: true });
    expect(semver.validRange('=> 1.25.0')).toBeNull();
  });

  it('leading zeros are read as numbers (CoerceNewVersion, version.go:23)', () => {
    expect(admits('>=01.025.0', '1.37.0')).toEqual({ admits: true });
    expect(semver.validRange('>=01.025.0')).toBeNull();
  });

  it('!= has no npm operator: a version, a major, or the releases of a minor (constraints.go:323-359)', () => {
    expect(admits('!=1.37.0', '1.37.0')).toEqual({ admits: false });
    expect(admits('!=1.37.0', '1.37.1')).toEqual({ admits: true });
    expect(admits('!=1', '1.37.0')).toEqual({ admits: false });
    expect(admits('!=1.37', '1.37.4')).toEqual({ admits: false });
    // The prereleases of the minor differ from the constraint's own (none), so they are not excluded.
    expect(admits('>=1.19.0-0 !=1.37', 'v1.37.0-gke.100')).toEqual({ admits: true });
    // `*` reads as 0.0.0: `!=*` excludes that version only.
    expect(admits('!=*', '1.37.0')).toEqual({ admits: true });
    expect(semver.validRange('!=1.37.0')).toBeNull();
  });

  it('a hyphen range needs spaces around the hyphen (constraints.go:588-601); without them it is a prerelease', () => {
    expect(admits('1.25 - 1.37', 'v1.37.5')).toEqual({ admits: true });
    expect(admits('1.25-1.37', 'v1.37.5')).toEqual({ admits: false });
  });
});

describe('wildcards read otherwise than npm reads them', () => {
  it('^* admits 0.0.0 only: * is 0.0.0 without a dirty minor (constraints.go:527-577)', () => {
    expect(admits('^*', '1.37.0')).toEqual({ admits: false });
    expect(admits('^*', '0.0.0')).toEqual({ admits: true });
    expect(npm('1.37.0', '^*')).toBe(true);
  });

  it('<=* admits 0.0.x only (constraints.go:436-460)', () => {
    expect(admits('<=*', '0.0.5')).toEqual({ admits: true });
    expect(admits('<=*', '1.37.0')).toEqual({ admits: false });
    expect(npm('1.37.0', '<=*')).toBe(true);
  });

  it('x, X and * alike, and a v before a constraint', () => {
    expect(admits('1.X', '1.37.0')).toEqual({ admits: true });
    expect(admits('~v1.37.x', '1.37.3')).toEqual({ admits: true });
    expect(admits('>1.36', '1.37.0')).toEqual({ admits: true });
    expect(admits('>1', '1.37.0')).toEqual({ admits: false });
  });
});

describe('constraints Helm cannot parse, with Masterminds reason', () => {
  it.each([
    ['>=1.25.0 and <1.40.0', 'improper constraint: ">=1.25.0 and <1.40.0"'],
    ['>=1.19 ||', 'improper constraint: ""'],
    ['12.3.4.1234', 'improper constraint: "12.3.4.1234"'],
    // A numeric prerelease part with a leading zero (validatePrerelease, version.go).
    ['v1.2.3-beta.01', 'constraint parser error'],
    // Past 2^64-1, strconv.ParseUint fails.
    ['<99999999999999999999', 'constraint parser error'],
    ['   ', 'improper constraint: "   "'],
  ])('%j', (constraint, reason) => {
    expect(admits(constraint, 'v1.37.0')).toEqual({ unparsable: reason });
    expect(parseKubeVersionConstraint(constraint)).toEqual({ ok: false, reason });
  });

  it('a part past what npm holds still compares (a Kubernetes version is smaller)', () => {
    expect(admits('<9999999999999999999', 'v1.37.0')).toEqual({ admits: true });
    expect(admits('>9999999999999999999', 'v1.37.0')).toEqual({ admits: false });
  });

  it("reads what Helm's sanitizeString leaves: spaces of any kind become a space, invisible characters go", () => {
    expect(admits('>=1.25.0-0\u00a0<1.38.0-0', 'v1.37.0')).toEqual({ admits: true });
    expect(admits('>=1.2\u200b5.0-0', 'v1.24.0')).toEqual({ admits: false });
  });

  it('a crafted constraint is refused early, and a long one is read at once', () => {
    expect(admits('1'.repeat(MAX_CONSTRAINT_LENGTH + 1), 'v1.37.0')).toEqual({ unparsable: 'longer than 1024 characters, not read' });
    expect(admits(`1${' '.repeat(1000)}!`, 'v1.37.0')).toEqual({ unparsable: expect.stringMatching(/^improper constraint: "1 +!"$/) });
    expect(admits('1  '.repeat(340), 'v1.37.0')).toEqual({ admits: true });
  });
});

describe('npmRange', () => {
  it('gives the comparators, with each != as two alternatives', () => {
    expect(npmRange('>= 1.19, < 1.25 || ~1.37')).toBe('>=1.19.0 <1.25.0 || >=1.37.0 <1.38.0-0');
    expect(npmRange('>=1.19.0-0 !=1.30.0')).toBe('>=1.19.0-0 <1.30.0 || >=1.19.0-0 >1.30.0');
    expect(npmRange('^*')).toBe('>=0.0.0 <0.0.1-0');
    expect(npmRange('>= 1.2 and')).toBeUndefined();
  });
});
