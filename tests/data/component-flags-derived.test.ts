import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { buildRows, fill, generate, type CuratedFile } from '../../scripts/gen-component-flags.js';
import { deriveFlags, loadExtracts, type LoadedExtract, type Registration } from '../../scripts/lib/component-flag-derivation.js';
import { flagCalls } from '../../scripts/lib/component-flag-registrations.js';
import type { FlagLifecycle } from '../../src/kube/flag-lifecycle.js';

const ROOT = join(import.meta.dirname, '..', '..');
const CURATED = join(ROOT, 'scripts', 'data', 'component-flags.yaml');
const EXTRACTS = join(ROOT, 'scripts', 'data', 'sources', 'component-flags');
const ARGS = ['--flags', CURATED, '--extracts', EXTRACTS, '--sources', join(ROOT, 'scripts', 'data', 'sources.yaml')];

const committedText = readFileSync(join(ROOT, 'rules', '_data', 'component-flags.yaml'), 'utf8');
const committed = (yaml.load(committedText) as { flags: FlagLifecycle[] }).flags;
const curated = yaml.load(readFileSync(CURATED, 'utf8')) as CuratedFile;

function row(component: string, flag: string, value?: string): FlagLifecycle {
  const found = committed.find((r) => r.component === component && r.flag === flag && r.value === value && !r.acceptedValues);
  if (!found) throw new Error(`no row for ${component} --${flag}${value ? `=${value}` : ''}`);
  return found;
}

/** A two-release extract of one repository: `--gone` is registered in 1.30 only, `--kept` in both. */
function tinyExtract(): LoadedExtract {
  return {
    path: 'tiny.yaml',
    doc: {
      provenance: {
        repository: 'kubernetes/example',
        paths: ['options'],
        refs: [
          { release: '1.30', ref: 'v0.30.0', commit: 'a'.repeat(40) },
          { release: '1.31', ref: 'v0.31.0', commit: 'b'.repeat(40) },
        ],
        command: 'test',
        read: '2026-12-05',
        scope: 'test',
      },
      flags: [
        { name: 'gone', file: 'options/o.go', func: '(*O).AddFlags', registered: ['1.30'], markedDeprecated: ['1.30'] },
        { name: 'kept', file: 'options/o.go', func: '(*O).AddFlags', registered: ['1.30-1.31'] },
      ],
    },
  };
}

const TINY_REGISTRATION: Registration = {
  component: 'kube-apiserver',
  repository: 'kubernetes/example',
  functions: ['options/o.go (*O).AddFlags'],
  quote: 'o.AddFlags(fs)',
  source: 'test',
};

describe('component flags derived from the registration extracts', () => {
  it('the committed data is what the generator makes from the curated list and the extracts', () => {
    expect(generate(ARGS)).toBe(committedText);
  });

  it('derives removedIn and deprecatedIn from the releases a flag is registered and marked deprecated in', () => {
    const derived = deriveFlags(loadExtracts(EXTRACTS), curated.registrations ?? []);
    expect(derived.get('kube-apiserver target-ram-mb')).toMatchObject({ removedIn: '1.24', deprecatedIn: '1.19', deprecatedAtOrBefore: false });
    expect(derived.get('kube-apiserver master-service-namespace')).toMatchObject({ removedIn: '1.27', deprecatedIn: '1.26' });
    expect(derived.get('kube-apiserver default-watch-cache-size')).toMatchObject({ removedIn: null, deprecatedIn: '1.25' });
    // deprecated before the first release read: the release cannot be told, only that it is 1.17 or earlier
    expect(derived.get('kube-apiserver enable-swagger-ui')).toMatchObject({ removedIn: '1.24', deprecatedIn: null, deprecatedAtOrBefore: true });
    // kube-controller-manager stopped calling the cloud-provider function in 1.37; the cloud-controller-manager still does
    expect(derived.get('kube-controller-manager concurrent-service-syncs')).toMatchObject({ removedIn: '1.37', deprecatedIn: null });
    // moved from ServerRunOptions to FeatureOptions in 1.29: still registered, not a removal
    expect(derived.get('kube-apiserver enable-priority-and-fairness')).toMatchObject({ removedIn: null });
  });

  it('rows that leave the releases out take them from the extracts', () => {
    expect(row('kube-apiserver', 'enable-swagger-ui')).toMatchObject({
      removedIn: '1.24',
      deprecatedIn: null,
      startup: 'refuses',
      prints: 'unknown flag: --enable-swagger-ui',
    });
    expect(row('kube-apiserver', 'default-watch-cache-size')).toMatchObject({ removedIn: null, deprecatedIn: '1.25' });
    expect(row('kube-apiserver', 'target-ram-mb').source).toContain('last at v0.23.0');
  });

  it('refuses a curated row that states another release than the extracts', () => {
    const derived = deriveFlags([tinyExtract()], [TINY_REGISTRATION]);
    const entry = { component: 'kube-apiserver', flag: 'gone', removedIn: '1.32', advice: 'x', quote: 'q', source: 's' };
    expect(() => buildRows([entry], derived)).toThrow(/removedIn 1\.32, but the registration extracts say kube-apiserver --gone is removed in 1\.31/);
    expect(() => buildRows([{ component: 'kube-apiserver', flag: 'kept', removedIn: '1.31', advice: 'x', quote: 'q', source: 's' }], derived)).toThrow(
      /--kept is still registered/,
    );
    const rows = buildRows([{ component: 'kube-apiserver', flag: 'gone', advice: 'x', quote: 'q', source: 's' }], derived);
    expect(rows[0]).toMatchObject({ removedIn: '1.31', deprecatedIn: null });
  });

  it('refuses a flag the extracts see disappear without a row, unless notBreaking gives a reason', () => {
    const derived = deriveFlags([tinyExtract()], [TINY_REGISTRATION]);
    const other = { component: 'kubelet', flag: 'something', removedIn: '1.31', advice: 'x', quote: 'q', source: 's' };
    expect(() => buildRows([other], derived)).toThrow(/flags removed without a row[\s\S]*kube-apiserver --gone \(removed in 1\.31/);
    expect(() =>
      buildRows([other], derived, [{ component: 'kube-apiserver', flag: 'gone', reason: 'moved to another flag set under the same name' }]),
    ).not.toThrow();
  });

  it('refuses a row without a quote, or with a quote longer than a sentence', () => {
    expect(() => buildRows([{ component: 'kubelet', flag: 'x', removedIn: '1.30', advice: 'a', source: 's' }])).toThrow(/no quote/);
    expect(() => buildRows([{ component: 'kubelet', flag: 'x', removedIn: '1.30', advice: 'a', source: 's', quote: 'q'.repeat(301) }])).toThrow(/at most 300/);
    expect(() => buildRows([{ component: 'kubelet', flag: 'x', removedIn: '1.30', advice: 'a', quote: 'q' }])).toThrow(/no source/);
  });

  it('every committed row carries its quote', () => {
    for (const r of committed) expect(r.quote?.trim(), `${r.component} --${r.flag}`).toBeTruthy();
    for (const r of committed) expect(r.quote!.length).toBeLessThanOrEqual(300);
  });

  it('renders the admission plugin message as the API server writes it, without dashes', () => {
    expect(fill('{{flag}} plugin %q is unknown', 'enable-admission-plugins', 'PodGroupWorkloadExists')).toBe(
      'enable-admission-plugins plugin "PodGroupWorkloadExists" is unknown',
    );
    for (const r of committed.filter((x) => x.flag.endsWith('-admission-plugins') && x.prints)) {
      expect(r.prints).toBe(`${r.flag} plugin "${r.value}" is unknown`);
      expect(r.prints).not.toMatch(/^--/);
    }
    expect(row('kube-apiserver', 'enable-admission-plugins', 'PodGroupWorkloadExists')).toMatchObject({
      removedIn: '1.37',
      startup: 'refuses',
      listValue: true,
    });
  });

  it('the in-tree AWS provider value went in 1.27, not 1.31', () => {
    for (const component of ['kube-apiserver', 'kube-controller-manager', 'kubelet']) expect(row(component, 'cloud-provider', 'aws').removedIn).toBe('1.27');
    expect(row('kube-controller-manager', 'cloud-provider', 'aws').startup).toBe('refuses');
  });
});

describe('reading flag registrations from Go source', () => {
  it('reads literal names of registrations and deprecation marks, with the function they are in', () => {
    const go = [
      'func (s *EtcdOptions) AddFlags(fs *pflag.FlagSet) {',
      '\tfs.StringSliceVar(&s.Servers, "etcd-servers", s.Servers, "List, of servers (a, b)")',
      '\tfs.Var(cliflag.NewNamedCertKeyArray(&s.Keys), "tls-sni-cert-key", "x")',
      '\tfs.StringVar(&o.Mode, fmt.Sprintf("audit-%s-mode", name), o.Mode, "built at run time")',
      '\t// fs.BoolVar(&s.Old, "commented-out", false, "")',
      '\tfs.IntVar(&s.Size, "default-watch-cache-size", 100, "x")',
      '\tfs.MarkDeprecated("default-watch-cache-size", "will be removed")',
      '\tzap.String("not-a-flag", "x")',
      '}',
      'func BindLoggingFlags(c *Config, fs *pflag.FlagSet) {',
      '\tfs.BoolP("help", "h", false, "help")',
      '}',
    ].join('\n');
    expect(flagCalls(go)).toEqual([
      { name: 'etcd-servers', func: '(*EtcdOptions).AddFlags', kind: 'registers' },
      { name: 'tls-sni-cert-key', func: '(*EtcdOptions).AddFlags', kind: 'registers' },
      { name: 'default-watch-cache-size', func: '(*EtcdOptions).AddFlags', kind: 'registers' },
      { name: 'default-watch-cache-size', func: '(*EtcdOptions).AddFlags', kind: 'deprecates' },
      { name: 'help', func: 'BindLoggingFlags', kind: 'registers' },
    ]);
  });
});
