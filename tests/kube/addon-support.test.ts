import { describe, expect, it } from 'vitest';
import type { AddonSupport, ReleaseSupport } from '../../src/kube/addon-support.js';
import { beyondData, imageReference, judge, staleDays, versionOfTag, windowText } from '../../src/kube/addon-support.js';

const row = (release: string, min: string, max?: string): ReleaseSupport => ({
  release,
  kubernetes: { min, ...(max ? { max } : {}) },
  support: 'supported',
  source: { url: 'https://example.com/support', read: '2026-12-05' },
});

const ADDON: AddonSupport = {
  addon: 'demo',
  title: 'Demo',
  project: 'https://example.com',
  detect: { images: ['example.com/demo/controller'] },
  releases: [row('1.19', '1.31', '1.34'), row('1.18', '1.29', '1.33'), row('1.16', '1.25', '1.32'), row('1.15', '1.25', '1.29')],
};

describe('image references, read as a container runtime reads them', () => {
  it.each([
    ['traefik:v3.1.2', { repository: 'docker.io/library/traefik', tag: 'v3.1.2' }],
    ['calico/node:v3.28.0', { repository: 'docker.io/calico/node', tag: 'v3.28.0' }],
    ['docker.io/calico/node', { repository: 'docker.io/calico/node' }],
    ['index.docker.io/library/traefik:3.0', { repository: 'docker.io/library/traefik', tag: '3.0' }],
    [
      'registry.k8s.io/ingress-nginx/controller:v1.9.4@sha256:abc',
      { repository: 'registry.k8s.io/ingress-nginx/controller', tag: 'v1.9.4', digest: 'sha256:abc' },
    ],
    ['quay.io/jetstack/cert-manager-controller@sha256:abc', { repository: 'quay.io/jetstack/cert-manager-controller', digest: 'sha256:abc' }],
    ['localhost:5000/team/app:1.0', { repository: 'localhost:5000/team/app', tag: '1.0' }],
    ['Quay.IO/Jetstack/Cert-Manager-Controller:v1.12.3', { repository: 'quay.io/jetstack/cert-manager-controller', tag: 'v1.12.3' }],
  ])('%s', (text, expected) => {
    expect(imageReference(text)).toEqual(expected);
  });

  it('refuses what is no reference', () => {
    expect([imageReference(''), imageReference('two words')]).toEqual([undefined, undefined]);
  });

  it('reads the release from version tags only', () => {
    expect(['v1.12.3', '1.12.3-debian-12', 'v2.10', 'latest', 'sha-abc123', '1.12.3.4', 'v1'].map(versionOfTag)).toEqual([
      '1.12.3',
      '1.12.3',
      '2.10',
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('judging a release against its support window', () => {
  it('supports the target inside the window, the ends included', () => {
    expect(judge(ADDON, '1.19', '1.31').verdict).toBe('supported');
    expect(judge(ADDON, '1.19', '1.34').verdict).toBe('supported');
  });

  it('names the oldest release that supports the target', () => {
    expect(judge(ADDON, '1.15', '1.33')).toEqual({ verdict: 'unsupported', row: ADDON.releases![3], newest: ADDON.releases![0], first: ADDON.releases![1] });
  });

  it('has no first release when no listed one supports the target', () => {
    expect(judge(ADDON, '1.15', '1.36')).toEqual({ verdict: 'unsupported', row: ADDON.releases![3], newest: ADDON.releases![0] });
    expect(beyondData(ADDON, '1.36')).toBe(true);
    expect(beyondData(ADDON, '1.34')).toBe(false);
  });

  it('cannot tell for a release newer than the data, or one the table leaves out', () => {
    expect(judge(ADDON, '1.20', '1.34').verdict).toBe('newer-than-data');
    expect(judge(ADDON, '1.17', '1.34').verdict).toBe('not-listed');
    expect(judge({ ...ADDON, releases: [] }, '1.12', '1.34').verdict).toBe('no-data');
  });

  it('faults a release older than the table only when the oldest row does not support the target either', () => {
    expect(judge(ADDON, '1.12', '1.33')).toEqual({
      verdict: 'older-than-data',
      oldest: ADDON.releases![3],
      newest: ADDON.releases![0],
      first: ADDON.releases![1],
    });
    expect(judge(ADDON, '1.12', '1.27').verdict).toBe('not-listed');
  });

  it('reads an open range as every later minor', () => {
    const open: AddonSupport = { ...ADDON, releases: [row('2.0', '1.25')] };
    expect(judge(open, '2.0', '1.40').verdict).toBe('supported');
    expect(windowText(open.releases![0])).toBe('1.25 and later');
    expect(windowText(row('1.37', '1.37', '1.37'))).toBe('1.37');
  });
});

describe('the age of a support row', () => {
  const day = 24 * 60 * 60 * 1000;
  const read = Date.parse('2026-12-05T00:00:00Z');

  it('is said only past 180 days', () => {
    expect(staleDays('2026-12-05', read + 180 * day)).toBeUndefined();
    expect(staleDays('2026-12-05', read + 181 * day)).toBe(181);
  });
});
