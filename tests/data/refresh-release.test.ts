import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { generate as generateGates } from '../../scripts/gen-feature-gates.js';
import { refresh } from '../../scripts/refresh-release.js';
import { genDataArgs } from '../support/gen-data-args.js';

const ROOT = join(import.meta.dirname, '..', '..');
const RAW = join(ROOT, '..', 'shared', 'knowledge', 'raw');
const DEV = join(RAW, 'kubernetes-1.38-dev');
const DATA = join(ROOT, 'scripts', 'data');
const haveSources = existsSync(join(DEV, 'SOURCE.txt'));

/** A copy of the 1.38 files as the released ones will look: another commit, a v1.38.0 section on top. */
function released(commit: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'k8s-1.38-released-'));
  cpSync(join(DEV, 'versioned_feature_list.yaml'), join(dir, 'versioned_feature_list.yaml'));
  writeFileSync(
    join(dir, 'SOURCE.txt'),
    readFileSync(join(DEV, 'SOURCE.txt'), 'utf8')
      .replace(/^Commit:\s+\S+/m, `Commit:     ${commit}`)
      .replace(/planned for [\d-]+/, 'released'),
  );
  writeFileSync(join(dir, 'CHANGELOG-1.38.md'), `# v1.38.0\n\n## Changelog since v1.37.0\n\n${readFileSync(join(DEV, 'CHANGELOG-1.38.md'), 'utf8')}`);
  return dir;
}

describe.skipIf(!haveSources)('refreshing 1.38 from its released files', { timeout: 30_000 }, () => {
  it('records the release in sources.yaml, and the regenerated gate data no longer calls 1.38 pre-release', () => {
    const work = mkdtempSync(join(tmpdir(), 'k8s-1.38-refresh-'));
    const sources = join(work, 'sources.yaml');
    cpSync(join(DATA, 'sources.yaml'), sources);
    const commit = 'a'.repeat(40);
    const into = join(work, 'kubernetes-1.38');

    expect(refresh(['--release', '1.38', '--dir', released(commit), '--sources', sources, '--into', into])).toBe(
      'kubernetes-1.38/versioned_feature_list.yaml: 231 gates from kubernetes/kubernetes aaaaaaaaaaaa, v1.38.0 (released); now run npm run gen:data\n',
    );
    expect(readFileSync(join(into, 'versioned_feature_list.yaml'), 'utf8')).toBe(readFileSync(join(DEV, 'versioned_feature_list.yaml'), 'utf8'));
    expect(readFileSync(join(into, 'SOURCE.txt'), 'utf8')).toContain(`at commit ${commit},\nthe v1.38.0 release.\nLicense: Apache-2.0`);
    const entry = (yaml.load(readFileSync(sources, 'utf8')) as { sources: Record<string, unknown>[] }).sources.find(
      (s) => s.file === 'versioned_feature_list.yaml',
    );
    expect(entry).toEqual({
      file: 'versioned_feature_list.yaml',
      release: '1.38',
      label: 'versioned_feature_list.yaml 1.38',
      cite: 'kubernetes/kubernetes aaaaaaaa',
      origin: `kubernetes/kubernetes test/compatibility_lifecycle/reference/versioned_feature_list.yaml ${commit} (v1.38.0 release, 231 gates)`,
    });
    // every other line of the hand-kept file stays as it was
    const others = (text: string) => text.split('\n').filter((l) => !/^ {4}/.test(l) && !/versioned_feature_list\.yaml$|CHANGELOG-1\.38\.md$/.test(l));
    expect(others(readFileSync(sources, 'utf8'))).toEqual(others(readFileSync(join(DATA, 'sources.yaml'), 'utf8')));

    const data = yaml.load(
      generateGates(genDataArgs('gen-feature-gates', { '--sources': sources, '--current-list': join(into, 'versioned_feature_list.yaml') })),
    ) as { prerelease?: unknown; gates: { name: string; removedIn: string | null; removalSource?: string }[] };
    expect(data).not.toHaveProperty('prerelease');
    const gate = data.gates.find((g) => g.name === 'SeparateTaintEvictionController');
    expect(gate?.removedIn).toBe('1.38');
    expect(gate?.removalSource).toContain('absent in versioned_feature_list.yaml 1.38 (kubernetes/kubernetes aaaaaaaa)');
  });

  it('refuses files of another release, or without the commit they were copied at', () => {
    const dir = released('b'.repeat(40));
    const work = mkdtempSync(join(tmpdir(), 'k8s-1.38-refresh-'));
    const args = (release: string) => ['--release', release, '--dir', dir, '--sources', join(work, 'sources.yaml'), '--into', join(work, 'out')];
    cpSync(join(DATA, 'sources.yaml'), join(work, 'sources.yaml'));
    expect(() => refresh(args('1.39'))).toThrow(/CHANGELOG-1\.39\.md/);
    writeFileSync(join(dir, 'CHANGELOG-1.39.md'), '# v1.38.0\n');
    expect(() => refresh(args('1.39'))).toThrow(`${join(dir, 'CHANGELOG-1.39.md')}: its newest section is v1.38.0, not a 1.39 release`);
    writeFileSync(join(dir, 'SOURCE.txt'), 'Repository: kubernetes/kubernetes\n');
    expect(() => refresh(args('1.38'))).toThrow(
      `${join(dir, 'SOURCE.txt')}: no "Commit: <40 hex digits>" line; say which kubernetes/kubernetes commit the files were copied at`,
    );
    expect(readFileSync(join(work, 'sources.yaml'), 'utf8')).toBe(readFileSync(join(DATA, 'sources.yaml'), 'utf8'));
  });
});
