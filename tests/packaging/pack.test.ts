import { cpSync, existsSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/rule-tester.js';
import { copyDemo, nodeOnlyEnv, npmEnv, referenceRun, run, removeTempDirs, tempDir } from './support.js';

afterAll(removeTempDirs);

const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { name: string; version: string };
const NOT_COPIED = new Set(['node_modules', 'dist', '.git', 'coverage', '.bench']);

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(join(REPO_ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(suffix))
    .map((file) => `${dir}/${file.split('\\').join('/')}`);
}

/**
 * One `npm pack` and one install per run: the package is packed from a copy of the working tree,
 * because packing rebuilds dist/ (prepack empties it) while other test files run the CLI from it.
 */
describe('npm package', () => {
  let work: string;
  let packed: string[];
  let bin: string;

  beforeAll(() => {
    work = tempDir('pack');
    const source = join(work, 'source');
    cpSync(REPO_ROOT, source, { recursive: true, filter: (path) => !NOT_COPIED.has(relative(REPO_ROOT, path).split(/[\\/]/)[0]) && !path.endsWith('.tgz') });
    symlinkSync(join(REPO_ROOT, 'node_modules'), join(source, 'node_modules'), 'junction');

    const pack = run('npm', ['pack', '--pack-destination', work, '--json', '--loglevel=error'], { cwd: source, env: npmEnv(), timeout: 240_000 });
    expect(pack.code, pack.stderr).toBe(0);
    const [result] = JSON.parse(pack.stdout.slice(pack.stdout.indexOf('['))) as Array<{ filename: string; files: Array<{ path: string }> }>;
    expect(result.filename).toBe(`${pkg.name}-${pkg.version}.tgz`);
    packed = result.files.map((f) => f.path).sort();

    // --ignore-scripts: installing needs no scripts, and npm would otherwise weigh running `prepare`
    // for a package installed from a file; --prefer-offline: after `npm ci` the cache holds the dependencies
    const prefix = join(work, 'prefix');
    const install = run('npm', ['install', '--global', '--prefix', prefix, join(work, result.filename), '--prefer-offline', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: work,
      env: npmEnv(),
      timeout: 240_000,
    });
    expect(install.code, install.stderr).toBe(0);
    expect(install.stderr).toBe('');
    bin = process.platform === 'win32' ? prefix : join(prefix, 'bin');
  }, 600_000);

  it('ships the compiled CLI and rules, the bins, the rule data, README and LICENSE, and nothing else', () => {
    const expected = [
      'LICENSE',
      'README.md',
      'package.json',
      'bin/k8s-upgrade-check.js',
      'bin/kubectl-upgrade_check.js',
      ...readdirSync(join(REPO_ROOT, 'rules', '_data')).map((file) => `rules/_data/${file}`),
      ...(existsSync(join(REPO_ROOT, 'rules', 'README.md')) ? ['rules/README.md'] : []),
      ...filesUnder('src', '.ts').map((file) => `dist/${file.replace(/\.ts$/, '.js')}`),
      ...filesUnder('rules', '.ts').map((file) => `dist/${file.replace(/\.ts$/, '.js')}`),
    ].sort();
    expect(packed).toEqual(expected);
  });

  it('installs both commands', () => {
    expect(readdirSync(bin).filter((name) => !name.startsWith('.')).sort()).toEqual(
      process.platform === 'win32' ? expect.arrayContaining(['k8s-upgrade-check.cmd', 'kubectl-upgrade_check.cmd']) : ['k8s-upgrade-check', 'kubectl-upgrade_check'],
    );
  });

  it('k8s-upgrade-check --version prints the package version', () => {
    const home = tempDir('pack-home');
    expect(run('k8s-upgrade-check', ['--version'], { cwd: home, env: nodeOnlyEnv(home, [bin]) })).toEqual({ code: 0, stdout: `${pkg.version}\n`, stderr: '' });
  });

  it('scans the example repository exactly as the working tree does', () => {
    const dir = tempDir('pack-scan');
    copyDemo(dir);
    const args = ['--target', '1.37', '-f', 'demo', '-o', 'json'];
    const installed = run('k8s-upgrade-check', args, { cwd: dir, env: nodeOnlyEnv(dir, [bin]) });
    expect(installed.stderr).toBe('');
    expect(installed.code).toBe(1);
    expect(JSON.parse(installed.stdout).findings.length).toBeGreaterThan(0);
    expect(installed.stdout).toBe(referenceRun(args, dir).stdout);
  });

  it('kubectl-upgrade_check --help shows the kubectl plugin usage', () => {
    const home = tempDir('pack-home');
    const result = run('kubectl-upgrade_check', ['--help'], { cwd: home, env: nodeOnlyEnv(home, [bin]) });
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^Usage: kubectl upgrade-check \[options\] \[command\]/);
  });
});
