import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { buildAddonData, loadCrdExtracts, type CrdExtracts } from '../../scripts/gen-addon-apis.js';
import { deriveVersionFacts, type AddonCrdExtract, type ReleaseFacts } from '../../scripts/lib/addon-crd-facts.js';
import { namesRelease } from '../../scripts/lib/addon-crd-check.js';
import type { AddonApisFile } from '../../src/kube/addon-apis.js';
import { REPO_ROOT } from '../support/rule-tester.js';

const CURATED = join(REPO_ROOT, 'scripts', 'data', 'addon-apis.yaml');
const CRDS = join(REPO_ROOT, 'scripts', 'data', 'sources', 'addon-crds');

type CuratedRow = Record<string, unknown> & { apiVersion: string; kinds: string[] };
type Curated = { addons: { name: string }[]; apis: CuratedRow[]; leftOut?: unknown[] };

const curated = (): Curated => yaml.load(readFileSync(CURATED, 'utf8')) as Curated;
const { extracts } = loadCrdExtracts(
  CRDS,
  curated().addons.map((a) => a.name),
);
const extract = (name: string): AddonCrdExtract => extracts.get(name)!;
const committed = yaml.load(readFileSync(join(REPO_ROOT, 'rules', '_data', 'addon-apis.yaml'), 'utf8')) as AddonApisFile;

function committedRow(apiVersion: string, kind: string) {
  const found = committed.apis.find((r) => r.apiVersion === apiVersion && r.kind === kind);
  if (!found) throw new Error(`no row for ${apiVersion} ${kind}`);
  return found;
}

/** The curated file with one row changed, found by its apiVersion and first kind. */
function withRow(apiVersion: string, kind: string, change: (row: CuratedRow) => Record<string, unknown> | undefined): Curated {
  const file = curated();
  const i = file.apis.findIndex((r) => r.apiVersion === apiVersion && r.kinds.includes(kind));
  if (i < 0) throw new Error(`no curated row for ${apiVersion} ${kind}`);
  const changed = change({ ...file.apis[i] });
  file.apis = changed ? file.apis.map((r, j) => (j === i ? (changed as CuratedRow) : r)) : file.apis.filter((_, j) => j !== i);
  return file;
}

const build = (file: Curated, crdExtracts: CrdExtracts = extracts) => buildAddonData(file as never, crdExtracts);

describe("the CRD extracts: facts read from the projects' own repositories", () => {
  it('cover every add-on, each release with the tag, its commit and the files read', () => {
    expect([...extracts.keys()].sort()).toEqual(['cert-manager', 'external-secrets', 'external-snapshotter', 'flux', 'gateway-api', 'istio', 'traefik']);
    for (const [name, e] of extracts) {
      expect(e.project, name).toBe(name);
      for (const release of e.releases) {
        expect(release.crds.length, `${name} ${release.release}`).toBeGreaterThan(0);
        for (const read of release.read) {
          expect(read.commit, `${name} ${release.release} ${read.repo}`).toMatch(/^[0-9a-f]{40}$/);
          expect(read.paths.length, `${name} ${release.release} ${read.repo}`).toBeGreaterThan(0);
        }
      }
    }
  });

  it('Flux releases are read through the controller releases fluxcd/flux2 pins', () => {
    const v27 = extract('flux').releases.find((r) => r.release === 'v2.7.0')!;
    expect(v27.read.map((r) => `${r.repo}@${r.tag}`)).toContain('fluxcd/image-reflector-controller@v1.0.1');
    expect(v27.read.map((r) => `${r.repo}@${r.tag}`)).toContain('fluxcd/source-controller@v1.7.0');
  });

  it('Flux image.toolkit.fluxcd.io/v1beta2: deprecated (with a warning) in v2.7.0, not served and not listed from v2.9.0', () => {
    for (const kind of ['ImagePolicy', 'ImageRepository', 'ImageUpdateAutomation']) {
      expect(deriveVersionFacts(extract('flux'), 'image.toolkit.fluxcd.io', kind, 'v1beta2'), kind).toMatchObject({
        deprecatedIn: 'v2.7.0',
        deprecationWarning: true,
        removedIn: 'v2.9.0',
        droppedFromCrdIn: 'v2.9.0',
      });
    }
  });

  it('Flux image.toolkit.fluxcd.io/v1beta1: only ImageUpdateAutomation was ever marked deprecated (v2.3.0)', () => {
    expect(deriveVersionFacts(extract('flux'), 'image.toolkit.fluxcd.io', 'ImageUpdateAutomation', 'v1beta1').deprecatedIn).toBe('v2.3.0');
    const policy = deriveVersionFacts(extract('flux'), 'image.toolkit.fluxcd.io', 'ImagePolicy', 'v1beta1');
    expect(policy.deprecatedIn).toBeUndefined();
    expect(policy.removedIn).toBe('v2.7.0');
  });

  it('Flux notification.toolkit.fluxcd.io/v1beta2: deprecated v2.2.0 (Receiver v2.0.0), not served from v2.9.0', () => {
    expect(deriveVersionFacts(extract('flux'), 'notification.toolkit.fluxcd.io', 'Alert', 'v1beta2')).toMatchObject({
      deprecatedIn: 'v2.2.0',
      removedIn: 'v2.9.0',
    });
    expect(deriveVersionFacts(extract('flux'), 'notification.toolkit.fluxcd.io', 'Receiver', 'v1beta2')).toMatchObject({
      deprecatedIn: 'v2.0.0',
      removedIn: 'v2.9.0',
    });
  });

  it('Istio rbac.istio.io/v1alpha1: the 1.6 CRDs still serve it, 1.7 drops it', () => {
    expect(deriveVersionFacts(extract('istio'), 'rbac.istio.io', 'ServiceRole', 'v1alpha1')).toMatchObject({ removedIn: '1.7.0', droppedFromCrdIn: '1.7.0' });
  });

  it('Gateway API: the standard channel carries GRPCRoute without v1alpha2 from v1.1.0; no channel serves it from v1.2.0', () => {
    expect(deriveVersionFacts(extract('gateway-api'), 'gateway.networking.k8s.io', 'GRPCRoute', 'v1alpha2')).toMatchObject({
      deprecatedIn: 'v1.1.0',
      removedIn: 'v1.2.0',
      channelRemovals: { standard: 'v1.1.0' },
    });
    expect(deriveVersionFacts(extract('gateway-api'), 'gateway.networking.k8s.io', 'TLSRoute', 'v1alpha2')).toMatchObject({
      removedIn: null,
      channelRemovals: { standard: 'v1.5.0' },
    });
  });

  it('external-snapshotter v1beta1 and External Secrets v1beta1 stay in the CRDs unserved', () => {
    expect(deriveVersionFacts(extract('external-snapshotter'), 'snapshot.storage.k8s.io', 'VolumeSnapshot', 'v1beta1')).toMatchObject({
      deprecatedIn: 'v4.1.0',
      removedIn: 'v6.0.0',
      droppedFromCrdIn: null,
    });
    expect(deriveVersionFacts(extract('external-secrets'), 'external-secrets.io', 'ExternalSecret', 'v1beta1')).toMatchObject({
      deprecatedIn: 'v0.17.0',
      removedIn: 'v0.17.0',
      droppedFromCrdIn: null,
    });
  });
});

describe('gen-addon-apis takes release facts from the CRDs', () => {
  it('the committed data carries the Flux image v1beta2 deprecation and the notification v1beta2 removal', () => {
    for (const kind of ['ImagePolicy', 'ImageRepository', 'ImageUpdateAutomation']) {
      expect(committedRow('image.toolkit.fluxcd.io/v1beta2', kind), kind).toMatchObject({
        deprecatedIn: 'v2.7.0',
        removedIn: 'v2.9.0',
        droppedFromCrdIn: 'v2.9.0',
      });
    }
    expect(committedRow('notification.toolkit.fluxcd.io/v1beta1', 'Alert').deprecatedIn).toBe('v2.2.0');
    expect(committedRow('notification.toolkit.fluxcd.io/v1beta1', 'Receiver').deprecatedIn).toBe('v2.0.0');
    expect(committedRow('notification.toolkit.fluxcd.io/v1beta2', 'Provider')).toMatchObject({
      deprecatedIn: 'v2.2.0',
      removedIn: 'v2.9.0',
      replacement: { apiVersion: 'notification.toolkit.fluxcd.io/v1beta3' },
    });
    expect(committedRow('rbac.istio.io/v1alpha1', 'ServiceRole')).toMatchObject({ deprecatedIn: '1.4', removedIn: '1.7', droppedFromCrdIn: '1.7' });
  });

  it("every committed row quotes the project's own words and names what its CRDs say", () => {
    for (const row of committed.apis) {
      expect(row.source, `${row.apiVersion} ${row.kind}`).toMatch(/: ".+"/);
      expect(row.source, `${row.apiVersion} ${row.kind}`).toContain(`CRDs (addon-crds/${row.addon}.yaml`);
      expect(row.source, `${row.apiVersion} ${row.kind}`).not.toMatch(/pluto/i);
    }
  });

  it('a release field left out of a curated row is taken from the CRDs', () => {
    const { apis } = build(withRow('image.toolkit.fluxcd.io/v1beta2', 'ImagePolicy', ({ deprecatedIn, removedIn, droppedFromCrdIn, ...row }) => row));
    expect(apis.find((r) => r.apiVersion === 'image.toolkit.fluxcd.io/v1beta2' && r.kind === 'ImagePolicy')).toMatchObject({
      deprecatedIn: 'v2.7.0',
      removedIn: 'v2.9.0',
      droppedFromCrdIn: 'v2.9.0',
    });
  });

  it.each([
    [
      'image.toolkit.fluxcd.io/v1beta2',
      'ImagePolicy',
      { deprecatedIn: null },
      'ImageRepository: deprecatedIn is null, but the CRDs mark it deprecated: true from v2.7.0',
    ],
    ['image.toolkit.fluxcd.io/v1beta2', 'ImagePolicy', { removedIn: 'v2.8.0' }, 'removedIn v2.8.0, but no CRD serves it from v2.9.0'],
    ['rbac.istio.io/v1alpha1', 'ServiceRole', { removedIn: '1.6', droppedFromCrdIn: '1.7' }, 'removedIn 1.6, but no CRD serves it from 1.7.0'],
    ['cert-manager.io/v1alpha2', 'Certificate', { droppedFromCrdIn: 'v1.6.0' }, 'droppedFromCrdIn v1.6.0, but no CRD lists it from v1.7.0'],
    [
      'gateway.networking.k8s.io/v1alpha2',
      'TLSRoute',
      { removedIn: 'v1.6.0' },
      'removedIn v1.6.0, but the CRDs of v1.6.1, the newest release read, still serve it',
    ],
    [
      'gateway.networking.k8s.io/v1alpha2',
      'GRPCRoute',
      { channelRemovals: { standard: 'v1.0.0' } },
      'channelRemovals {"standard":"v1.0.0"}, but the CRDs say {"standard":"v1.1.0"}',
    ],
  ])('%s %s: a curated %j the CRDs contradict is refused', (apiVersion, kind, change, message) => {
    expect(() => build(withRow(apiVersion, kind, (row) => ({ ...row, ...change })))).toThrow(message);
  });

  it('a release the CRDs do not state must be named by the quote or its source', () => {
    const file = withRow('traefik.containo.us/v1alpha1', 'IngressRoute', (row) => ({
      ...row,
      quote: 'Please use the API Group `traefik.io` instead.',
      source: 'traefik/traefik docs',
    }));
    expect(() => build(file)).toThrow(
      'deprecatedIn v2.10 is not in the CRDs (the CRDs never mark it deprecated), and neither the quote nor its source names v2.10',
    );
  });

  it('a row without a quote, or with one over 300 characters, is refused', () => {
    expect(() => build(withRow('image.toolkit.fluxcd.io/v1beta2', 'ImagePolicy', ({ quote, ...row }) => row))).toThrow(
      "quote is required: the project's own words the row rests on, verbatim",
    );
    expect(() => build(withRow('image.toolkit.fluxcd.io/v1beta2', 'ImagePolicy', (row) => ({ ...row, quote: 'x'.repeat(301) })))).toThrow(
      'quote has 301 characters; at most 300',
    );
  });

  it('a version the CRDs deprecate or stop serving needs a row, or a reason under leftOut', () => {
    const withoutRow = withRow('notification.toolkit.fluxcd.io/v1beta2', 'Receiver', () => undefined);
    expect(() => build(withoutRow)).toThrow(
      'the flux CRDs say notification.toolkit.fluxcd.io/v1beta2 Receiver is deprecated from v2.0.0, not served from v2.9.0, and no row covers it',
    );
    withoutRow.leftOut = [{ addon: 'flux', apiVersion: 'notification.toolkit.fluxcd.io/v1beta2', kinds: ['Receiver'], reason: 'a test' }];
    expect(() => build(withoutRow)).not.toThrow();
  });

  it('works on a small extract: a version deprecated, then unserved, then dropped', () => {
    const release = (name: string, versions: ReleaseFacts['crds'][number]['versions']): ReleaseFacts => ({
      release: name,
      read: [{ repo: 'demo/demo', tag: name, commit: '0'.repeat(40), paths: ['crds.yaml'] }],
      crds: [{ group: 'demo.example.com', kind: 'Widget', path: 'crds.yaml', versions }],
    });
    const demo: AddonCrdExtract = {
      project: 'demo',
      repositories: ['demo/demo'],
      selection: 'all',
      command: 'none',
      readOn: '2026-01-01',
      releases: [
        release('v1.0.0', [
          { name: 'v1', served: true, storage: false },
          { name: 'v1beta1', served: true, storage: true },
        ]),
        release('v1.1.0', [
          { name: 'v1', served: true, storage: true },
          { name: 'v1beta1', served: true, storage: false, deprecated: true },
        ]),
        release('v1.2.0', [
          { name: 'v1', served: true, storage: true },
          { name: 'v1beta1', served: false, storage: false, deprecated: true },
        ]),
        release('v2.0.0', [{ name: 'v1', served: true, storage: true }]),
      ],
    };
    const addon = {
      name: 'demo',
      title: 'Demo',
      versionAxis: 'Demo release',
      newestKnown: 'v2.0.0',
      newestKnownSource: 'demo tags',
      rewrite: 'rewrite',
      storedVersionsFix: 'migrate',
      sources: [{ title: 'Demo notes', url: 'https://example.com/notes' }],
    };
    const row = {
      addon: 'demo',
      apiVersion: 'demo.example.com/v1beta1',
      kinds: ['Widget'],
      storedVersionsMigration: true,
      replacement: null,
      quote: 'v1beta1 is gone',
      source: 'demo notes',
      url: 'https://example.com/notes',
    };
    const only = new Map([['demo', demo]]);
    expect(buildAddonData({ addons: [addon], apis: [row] } as never, only).apis[0]).toMatchObject({
      deprecatedIn: 'v1.1.0',
      removedIn: 'v1.2.0',
      droppedFromCrdIn: 'v2.0.0',
    });
    expect(() => buildAddonData({ addons: [addon], apis: [{ ...row, deprecatedIn: 'v1.0.0' }] } as never, only)).toThrow(
      'deprecatedIn v1.0.0, but the CRDs mark it deprecated: true from v1.1.0',
    );
    expect(() => buildAddonData({ addons: [addon], apis: [{ ...row, removedIn: null }] } as never, only)).toThrow(
      'removedIn is null, but no CRD serves it from v1.2.0',
    );
  });

  it('names a release in prose by major and minor', () => {
    expect(namesRelease('%s %s is deprecated in v1.4+, unavailable in v1.6+', 'v1.4.0')).toBe(true);
    expect(namesRelease('CHANGELOG/CHANGELOG-2.0.md', 'v2.0.0')).toBe(true);
    expect(namesRelease('deprecated in Istio 1.14', '1.4')).toBe(false);
    expect(namesRelease('see v2.100', 'v2.10')).toBe(false);
  });
});
