import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/rule-tester.js';
import { copyDemo, nodeOnlyEnv, npmEnv, referenceRun, run, runAsync, removeTempDirs, tempDir } from './support.js';

afterAll(removeTempDirs);

const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
};

function filesUnder(dir: string): string[] {
  return readdirSync(join(REPO_ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map(
      (entry) =>
        `${dir}/${join(entry.parentPath, entry.name)
          .slice(join(REPO_ROOT, dir).length + 1)
          .split('\\')
          .join('/')}`,
    );
}

/** The relative links of a markdown text, without their #fragment. */
function relativeLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1].split('#')[0]).filter((target) => target !== '' && !/^[a-z][a-z+.-]*:/i.test(target));
}

/**
 * One `npm pack` and one install per run, of what `npm test` built: --ignore-scripts keeps `npm pack`
 * from running the prepare script, which would build bin/prebuilt/ again while other test files
 * read it. That `npm pack` on a fresh clone builds it is what .ci/run shows.
 */
describe('npm package', () => {
  let work: string;
  let packed: string[];
  let bin: string;

  beforeAll(async () => {
    work = tempDir('pack');
    const pack = await runAsync('npm', ['pack', '--ignore-scripts', '--pack-destination', work, '--json', '--loglevel=error'], {
      cwd: REPO_ROOT,
      env: npmEnv(),
      timeout: 240_000,
    });
    expect(pack.code, pack.stderr).toBe(0);
    const [result] = JSON.parse(pack.stdout) as Array<{ filename: string; files: Array<{ path: string }> }>;
    expect(result.filename).toBe(`${pkg.name}-${pkg.version}.tgz`);
    packed = result.files.map((f) => f.path).sort();

    // as users install it; --prefer-offline: after `npm ci` the cache holds the dependencies
    const prefix = join(work, 'prefix');
    const install = await runAsync(
      'npm',
      ['install', '--global', '--prefix', prefix, join(work, result.filename), '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
      {
        cwd: work,
        env: npmEnv(),
        timeout: 240_000,
      },
    );
    expect(install.code, install.stderr).toBe(0);
    expect(install.stderr).toBe('');
    bin = process.platform === 'win32' ? prefix : join(prefix, 'bin');
  }, 600_000);

  it('builds the CLI in its prepare script, which every install from the sources runs, and has no other install script', () => {
    expect(pkg.scripts.prepare).toBe('node scripts/prepare.mjs');
    expect(pkg.scripts.build).toMatch(/ && node dist\/scripts\/bundle\.js --prebuilt$/);
    // a registry or tarball install runs install scripts on every machine; the package needs none
    const installing = ['preinstall', 'install', 'postinstall', 'prepack', 'postpack'];
    expect(Object.keys(pkg.scripts).filter((name) => installing.includes(name) || /publish/i.test(name))).toEqual([]);
    // everything else is inside the prebuilt module
    expect(Object.keys(pkg.dependencies)).toEqual(['@kubernetes/client-node']);
  });

  it('ships the bins with the prebuilt CLI, the type declarations of its exports, the docs and the example the README links to, the rule data, README and LICENSE, and nothing else', () => {
    const expected = [
      'LICENSE',
      'README.md',
      'package.json',
      ...filesUnder('bin'),
      ...filesUnder('dist/types'),
      ...filesUnder('docs'),
      ...filesUnder('examples'),
      ...filesUnder('rules/_data'),
      ...(existsSync(join(REPO_ROOT, 'rules', 'README.md')) ? ['rules/README.md'] : []),
    ].sort();
    expect(packed).toEqual(expected);
    expect(packed).toContain('bin/prebuilt/k8s-upgrade-check.mjs');
    expect(packed).toContain('dist/types/src/index.d.ts');
  });

  it('holds every file that its markdown links to', () => {
    const broken = packed
      .filter((file) => file.endsWith('.md'))
      .flatMap((file) =>
        relativeLinks(readFileSync(join(REPO_ROOT, file), 'utf8')).map((target) => [file, posix.normalize(posix.join(posix.dirname(file), target))]),
      )
      .filter(([, target]) => !packed.includes(target) && !packed.some((path) => path.startsWith(`${target.replace(/\/$/, '')}/`)));
    expect(broken).toEqual([]);
  });

  it("installs the commands and kubectl's completion helper, which run the prebuilt CLI", () => {
    if (process.platform !== 'win32')
      expect(readdirSync(join(dirname(bin), 'lib', 'node_modules', pkg.name)).sort()).toEqual([
        'LICENSE',
        'README.md',
        'bin',
        'dist',
        'docs',
        'examples',
        'node_modules',
        'package.json',
        'rules',
      ]);
    expect(
      readdirSync(bin)
        .filter((name) => !name.startsWith('.'))
        .sort(),
    ).toEqual(
      process.platform === 'win32'
        ? expect.arrayContaining(['k8s-upgrade-check.cmd', 'kubectl-upgrade_check.cmd', 'kubectl_complete-upgrade_check.cmd'])
        : ['k8s-upgrade-check', 'kubectl-upgrade_check', 'kubectl_complete-upgrade_check'],
    );
  });

  it('completes `kubectl upgrade-check <TAB>` from the installed helper, without a compiled tree', () => {
    const home = tempDir('pack-home');
    const result = run('kubectl_complete-upgrade_check', ['--out'], { cwd: home, env: nodeOnlyEnv(home, [bin]) });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n')[0]).toMatch(/^--output\b/);
  });

  it('k8s-upgrade-check --version prints the package version', () => {
    const home = tempDir('pack-home');
    expect(run('k8s-upgrade-check', ['--version'], { cwd: home, env: nodeOnlyEnv(home, [bin]) })).toEqual({ code: 0, stdout: `${pkg.version}\n`, stderr: '' });
  });

  it('scans the example repository exactly as the working tree does', async () => {
    const dir = tempDir('pack-scan');
    copyDemo(dir);
    const args = ['--target', '1.37', '-f', 'demo', '-o', 'json'];
    const installed = run('k8s-upgrade-check', args, { cwd: dir, env: nodeOnlyEnv(dir, [bin]) });
    expect(installed.stderr).toBe('');
    expect(installed.code).toBe(1);
    expect(JSON.parse(installed.stdout).findings.length).toBeGreaterThan(0);
    expect(installed.stdout).toBe((await referenceRun(args, dir)).stdout);
  });

  it('exports defineRule and the rule tester to a rule written against the installed package', () => {
    const dir = tempDir('pack-rule');
    mkdirSync(join(dir, 'node_modules'));
    symlinkSync(join(bin, '..', 'lib', 'node_modules', pkg.name), join(dir, 'node_modules', pkg.name));
    writeFileSync(
      join(dir, 'rule.test.mjs'),
      `import { describe, it } from 'node:test';
import { defineRule } from 'k8s-upgrade-check';
import { ruleTester, setTestHooks } from 'k8s-upgrade-check/testing';
const rule = defineRule({
  id: 'no-latest', release: 'core', severity: 'warning', kinds: ['Pod'],
  docs: { summary: 's', changed: 'c', affected: 'a', why: 'w', fix: 'f', sources: [] },
  messages: { latest: 'container {{name}} uses a latest tag' },
  check(obj, ctx) {
    obj.body.spec.containers.forEach((c, i) => { if (c.image.endsWith(':latest')) ctx.report(obj, { messageId: 'latest', path: ['spec', 'containers', i, 'image'], data: { name: c.name } }); });
  },
});
setTestHooks({ describe, it });
ruleTester(rule, {
  target: '1.37',
  valid: [{ code: 'apiVersion: v1\\nkind: Pod\\nmetadata: {name: p}\\nspec:\\n  containers: [{name: a, image: "nginx:1.27"}]\\n' }],
  invalid: [{ code: 'apiVersion: v1\\nkind: Pod\\nmetadata: {name: p}\\nspec:\\n  containers:\\n  - name: a\\n    image: nginx:latest\\n', errors: [{ messageId: 'latest', data: { name: 'a' }, line: 7, column: 5 }] }],
});
`,
    );
    const passing = run(process.execPath, ['--test', '--test-reporter=tap', 'rule.test.mjs'], { cwd: dir, env: nodeOnlyEnv(dir, [bin]) });
    expect(passing.stdout, passing.stderr).toMatch(/# pass 2\n/);
    expect(passing.code).toBe(0);
    // The tester fails a case whose expected line is wrong.
    writeFileSync(join(dir, 'rule.test.mjs'), readFileSync(join(dir, 'rule.test.mjs'), 'utf8').replace('line: 7', 'line: 6'));
    const failing = run(process.execPath, ['--test', '--test-reporter=tap', 'rule.test.mjs'], { cwd: dir, env: nodeOnlyEnv(dir, [bin]) });
    expect(failing.stdout).toMatch(/# fail 1\n/);
    expect(failing.code).toBe(1);
  });

  it('kubectl-upgrade_check --help shows the kubectl plugin usage', () => {
    const home = tempDir('pack-home');
    const result = run('kubectl-upgrade_check', ['--help'], { cwd: home, env: nodeOnlyEnv(home, [bin]) });
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^Usage: kubectl upgrade-check \[options\] \[command\]/);
  });

  it('loads @kubernetes/client-node from its own dependencies when it checks a cluster', () => {
    const dir = tempDir('pack-live');
    const kubeconfig = join(dir, 'config');
    writeFileSync(
      kubeconfig,
      'apiVersion: v1\nkind: Config\nclusters: [{name: nowhere, cluster: {server: "https://127.0.0.1:1"}}]\nusers: [{name: reader, user: {token: t}}]\ncontexts: [{name: prod, context: {cluster: nowhere, user: reader}}]\ncurrent-context: prod\n',
    );
    const result = run('k8s-upgrade-check', ['--target', '1.37', '--kubeconfig', kubeconfig, '--request-timeout', '2s'], {
      cwd: dir,
      env: nodeOnlyEnv(dir, [bin]),
    });
    // the error comes from the live-cluster source, so client-node loaded
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^k8s-upgrade-check: [^\n]*context "prod" \(https:\/\/127\.0\.0\.1:1\)[^\n]*\n$/);
  });
});
