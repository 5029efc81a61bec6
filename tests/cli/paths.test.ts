import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findGitRoot, relativeToBase } from '../../src/repository.js';
import { runCli } from '../support/cli.js';

const INGRESS = 'apiVersion: extensions/v1beta1\nkind: Ingress\nmetadata:\n  name: web\n  namespace: shop\n';

/** A checkout: `.git` at the top, manifests under deploy/apps, and a file outside it. */
function checkout(gitEntry: 'directory' | 'file' = 'directory'): { root: string; apps: string; outside: string } {
  const top = realpathSync(mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-paths-')));
  const root = join(top, 'repo');
  const apps = join(root, 'deploy', 'apps');
  mkdirSync(apps, { recursive: true });
  // a worktree or submodule has a .git file instead of a directory
  if (gitEntry === 'directory') mkdirSync(join(root, '.git'));
  else writeFileSync(join(root, '.git'), 'gitdir: /elsewhere/.git/worktrees/repo\n');
  writeFileSync(join(apps, 'ingress.yaml'), INGRESS);
  const outside = join(top, 'elsewhere.yaml');
  writeFileSync(outside, INGRESS);
  return { root, apps, outside };
}

function sarifUris(stdout: string): unknown[] {
  return JSON.parse(stdout).runs[0].results.map(
    (r: { locations: { physicalLocation: { artifactLocation: unknown } }[] }) => r.locations[0].physicalLocation.artifactLocation,
  );
}

describe('paths in code scanning, annotations and test reports', () => {
  it('are relative to the git root whatever directory the run is in; the table and JSON keep them as typed', () => {
    const { apps } = checkout();
    const run = (format: string) => runCli(['--target', '1.37', '-f', 'ingress.yaml', '-o', format], { cwd: apps }).stdout;
    expect(sarifUris(run('sarif'))).toEqual([{ uri: 'deploy/apps/ingress.yaml', uriBaseId: '%SRCROOT%' }]);
    expect(run('github').split('\n')[0]).toMatch(/^::error file=deploy\/apps\/ingress\.yaml,line=1,col=1,title=removed-api \(Kubernetes 1\.22\)::/);
    const junit = run('junit');
    expect(junit).toContain('<testsuite name="deploy/apps/ingress.yaml"');
    expect(junit).toContain('classname="deploy/apps/ingress.yaml" file="deploy/apps/ingress.yaml" line="1"');
    expect(junit).toContain('deploy/apps/ingress.yaml:1:1: extensions/v1beta1 Ingress');
    expect(JSON.parse(run('json')).findings[0].location).toEqual({ file: 'ingress.yaml', line: 1, column: 1 });
    expect(run('table')).toContain('  ingress.yaml:1  ');
  });

  it('find the root of a worktree, whose .git is a file', () => {
    const { apps } = checkout('file');
    expect(sarifUris(runCli(['--target', '1.37', '-f', '.', '-o', 'sarif'], { cwd: apps }).stdout)).toEqual([
      { uri: 'deploy/apps/ingress.yaml', uriBaseId: '%SRCROOT%' },
    ]);
  });

  it('are relative to --path-base when given, and to the working directory outside a repository', () => {
    const { root, apps } = checkout();
    expect(sarifUris(runCli(['--target', '1.37', '-f', 'ingress.yaml', '-o', 'sarif', '--path-base', '..'], { cwd: apps }).stdout)).toEqual([
      { uri: 'apps/ingress.yaml', uriBaseId: '%SRCROOT%' },
    ]);
    expect(runCli(['--target', '1.37', '-f', 'ingress.yaml', '--report', `sarif=${join(root, 'out.sarif')}`, '--path-base', 'nowhere'], { cwd: apps })).toEqual(
      {
        code: 2,
        stdout: '',
        stderr: 'k8s-upgrade-check: --path-base nowhere: not a directory\n',
      },
    );
    const plain = realpathSync(mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-nogit-')));
    writeFileSync(join(plain, 'ingress.yaml'), INGRESS);
    // tmpdir is not inside a repository on the machines the tests run on, or the root would be that repository's
    expect(findGitRoot(plain)).toBeUndefined();
    expect(sarifUris(runCli(['--target', '1.37', '-f', 'ingress.yaml', '-o', 'sarif'], { cwd: plain }).stdout)).toEqual([
      { uri: 'ingress.yaml', uriBaseId: '%SRCROOT%' },
    ]);
  });

  it('name a file outside the root by its absolute path (an absolute file URI in SARIF, without a base)', () => {
    const { apps, outside } = checkout();
    const result = runCli(['--target', '1.37', '-f', outside, '-o', 'sarif'], { cwd: apps });
    expect(sarifUris(result.stdout)).toEqual([{ uri: `file://${outside.split('/').map(encodeURIComponent).join('/')}` }]);
    expect(runCli(['--target', '1.37', '-f', outside, '-o', 'github'], { cwd: apps }).stdout).toContain(`::error file=${outside.replace(/:/g, '%3A')},line=1`);
  });
});

describe('relativeToBase', () => {
  const base = { cwd: '/repo/deploy/apps', root: '/repo' };
  it('rebases paths typed relative to the working directory', () => {
    expect([relativeToBase('ingress.yaml', base), relativeToBase('../common/ns.yaml', base), relativeToBase('/repo/x.yaml', base)]).toEqual([
      'deploy/apps/ingress.yaml',
      'deploy/common/ns.yaml',
      'x.yaml',
    ]);
  });
  it('keeps standard input, and files outside the root as absolute paths', () => {
    expect([relativeToBase('<stdin>', base), relativeToBase('../../../etc/k8s.yaml', base), relativeToBase('ingress.yaml', undefined)]).toEqual([
      '<stdin>',
      '/etc/k8s.yaml',
      'ingress.yaml',
    ]);
  });
});
