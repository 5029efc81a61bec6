import { describe, expect, it } from 'vitest';
import { compareMinor, hops, normalizeMinor, parseVersionFlag } from '../src/versions.js';
import { UsageError } from '../src/errors.js';

describe('versions', () => {
  it('accepts the forms users type', () => {
    expect(normalizeMinor('1.37')).toBe('1.37');
    expect(normalizeMinor('v1.37')).toBe('1.37');
    expect(normalizeMinor('1.37.2')).toBe('1.37');
    expect(normalizeMinor('v1.36.0-rc.1')).toBe('1.36');
    expect(normalizeMinor('v1.34.3+k3s1')).toBe('1.34');
    expect(normalizeMinor('1')).toBeUndefined();
    expect(normalizeMinor('latest')).toBeUndefined();
    expect(normalizeMinor('1.37.x')).toBeUndefined();
  });

  it('compares minors numerically, not as text', () => {
    expect(compareMinor('1.9', '1.10')).toBeLessThan(0);
    expect(compareMinor('1.37', '1.37.4')).toBe(0);
    expect(compareMinor('1.37', '1.36')).toBeGreaterThan(0);
  });

  it('lists the minors an upgrade passes through', () => {
    expect(hops('1.34', '1.37')).toEqual(['1.35', '1.36', '1.37']);
    expect(hops('1.37', '1.37')).toEqual([]);
  });

  it('rejects versions outside the catalogue with the supported range', () => {
    expect(parseVersionFlag('--target', 'v1.37.1')).toBe('1.37');
    expect(parseVersionFlag('--target', 'v1.38.0-alpha.2')).toBe('1.38');
    expect(() => parseVersionFlag('--target', '1.39')).toThrow(
      new UsageError('--target 1.39 is outside the releases this version of k8s-upgrade-check knows (supported: 1.16 to 1.38)'),
    );
    expect(() => parseVersionFlag('--target', '1.15')).toThrow(/supported: 1.16 to 1.38/);
    expect(() => parseVersionFlag('--target', '2.1')).toThrow(/outside the releases/);
    expect(() => parseVersionFlag('--from', 'banana')).toThrow(
      new UsageError('--from "banana" is not a Kubernetes version; use a minor version such as 1.38 (supported: 1.16 to 1.38)'),
    );
  });
});
