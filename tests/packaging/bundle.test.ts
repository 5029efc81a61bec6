import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import yaml from 'js-yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARCHIVE_NAME,
  BUNDLE_NAME,
  CLIENT_BUNDLE_NAME,
  KREW_MANIFEST,
  LIBRARY_ENTRIES,
  LICENSES_NAME,
  PREBUILT_DIR,
  PREBUILT_NAME,
  bundle,
  manifestFor,
  pointManifestAt,
  prebuilt,
  releaseArchive,
  reproducibleTarGz,
} from '../../scripts/bundle.js';
import type { BundleResult, PrebuiltResult } from '../../scripts/bundle.js';
import { REPO_ROOT } from '../support/rule-tester.js';
import { copyDemo, nodeOnlyEnv, referenceRun, run, removeTempDirs, tempDir } from './support.js';

afterAll(removeTempDirs);

const version = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }).version;

describe('prebuilt CLI module that the bins run without dist/', () => {
  let built: PrebuiltResult;

  beforeAll(async () => {
    built = await prebuilt(REPO_ROOT, tempDir('prebuilt-out'));
  }, 120_000);

  it('is what npm test built in bin/prebuilt/ from these sources, byte for byte, however often it is built', () => {
    // `npm test` runs `npm run build` first; the other packaging tests run that build
    for (const name of [PREBUILT_NAME, ...Object.keys(LIBRARY_ENTRIES), LICENSES_NAME]) {
      const inTree = join(REPO_ROOT, PREBUILT_DIR, name);
      expect(existsSync(inTree), `${relative(REPO_ROOT, inTree)} is missing: run the tests with npm test, which builds it`).toBe(true);
      expect(
        readFileSync(join(dirname(built.module), name)).equals(readFileSync(inTree)),
        `${relative(REPO_ROOT, inTree)} is older than these sources: run npm run build, or the tests with npm test`,
      ).toBe(true);
    }
  });

  it('is not committed: git ignores it, and the prepare script builds it', () => {
    const ignored = spawnSync('git', ['check-ignore', '-q', join(PREBUILT_DIR, PREBUILT_NAME)], { cwd: REPO_ROOT });
    if (ignored.error || !existsSync(join(REPO_ROOT, '.git'))) return;
    expect(ignored.status).toBe(0);
    const tracked = spawnSync('git', ['ls-files', PREBUILT_DIR], { cwd: REPO_ROOT, encoding: 'utf8' });
    expect(tracked.stdout).toBe('');
  });

  it('holds every dependency but @kubernetes/client-node, which it imports by name in live mode only', () => {
    expect(built.packages).not.toContainEqual(expect.stringMatching(/^@kubernetes\/client-node@/));
    for (const dependency of ['commander', 'js-yaml', 'chalk', 'cli-table3'])
      expect(built.packages).toContainEqual(expect.stringMatching(new RegExp(`^${dependency}@`)));
    const text = readFileSync(built.module, 'utf8');
    expect(text).toContain('import("@kubernetes/client-node")');
    expect(text).not.toMatch(/^import .*from ["']@kubernetes\/client-node["']/m);
    const licenses = readFileSync(built.licenses, 'utf8');
    for (const id of built.packages) expect(licenses).toContain(`${id.slice(0, id.lastIndexOf('@'))} ${id.slice(id.lastIndexOf('@') + 1)} (`);
  });

  it('is ASCII, so that node holds its source in one byte a character rather than two', () => {
    // esbuild escapes what is outside ASCII in strings, not in the comments it keeps
    expect(readFileSync(built.module, 'latin1')).toMatch(/^[\x00-\x7f]*$/);
  });

  // The table (the default format) computes no fingerprint: JSON, SARIF and baselines load node:crypto for theirs.
  it("loads node's built-in modules where they are used: a manifest scan loads none of live mode's", () => {
    expect(readFileSync(built.module, 'utf8').match(/^import .*$/gm)).toEqual(["import { createRequire as __bundleCreateRequire } from 'node:module';"]);
    const dir = tempDir('prebuilt-builtins');
    copyDemo(dir);
    const script = `const { main } = await import(${JSON.stringify(pathToFileURL(built.module).href)});
const code = await main(['--target', '1.37', '-f', 'demo', '-o', 'table'], { stdout: () => {}, stderr: (t) => process.stderr.write(t), env: {}, isTTY: false, cwd: process.cwd() });
const loaded = process.moduleLoadList.filter((m) => /^NativeModule (https|http|tls|zlib|crypto)$/.test(m));
process.stdout.write(JSON.stringify({ code, loaded }));`;
    const result = run(process.execPath, ['--input-type=module', '-e', script], { cwd: dir, env: nodeOnlyEnv(dir) });
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual({ code: 1, loaded: [] });
  });
});

describe('single-file kubectl plugin bundle', () => {
  let built: BundleResult;
  /** Where the plugin is installed, as krew would: the bundle files alone, outside the repository. */
  let installed: string;
  let cli: string;

  beforeAll(async () => {
    built = await bundle(REPO_ROOT, tempDir('bundle-out'));
    installed = tempDir('bundle-installed');
    for (const file of [built.bundle, built.clientBundle, built.licenses]) copyFileSync(file, join(installed, basename(file)));
    cli = join(installed, BUNDLE_NAME);
  }, 180_000);

  const runBundle = (args: string[], cwd: string) => run(process.execPath, [cli, ...args], { cwd, env: nodeOnlyEnv(cwd) });

  it('prints its version with nothing but node', () => {
    const home = tempDir('bundle-home');
    expect(runBundle(['--version'], home)).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
  });

  it('is the kubectl plugin', () => {
    expect(runBundle(['--help'], installed).stdout).toMatch(/^Usage: kubectl upgrade-check \[options\] \[command\]/);
  });

  it('scans the example repository with the embedded rule data, exactly as the working tree does', async () => {
    const dir = tempDir('bundle-scan');
    copyDemo(dir);
    const args = ['--target', '1.37', '-f', 'demo', '-o', 'json'];
    const result = runBundle(args, dir);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout).findings.length).toBeGreaterThan(0);
    expect(result.stdout).toBe((await referenceRun(args, dir)).stdout);
  });

  it('lists the same rule catalogue', async () => {
    const dir = tempDir('bundle-rules');
    expect(runBundle(['rules', '-o', 'json'], dir).stdout).toBe((await referenceRun(['rules', '-o', 'json'], dir)).stdout);
  });

  it('keeps @kubernetes/client-node out of the CLI file and loads it from beside the bundle in live mode', () => {
    expect(built.packages).not.toContainEqual(expect.stringMatching(/^@kubernetes\/client-node@/));
    for (const dependency of ['commander', 'js-yaml', 'chalk', 'cli-table3'])
      expect(built.packages).toContainEqual(expect.stringMatching(new RegExp(`^${dependency}@`)));
    expect(built.clientPackages).toContainEqual(expect.stringMatching(/^@kubernetes\/client-node@/));
    expect(readFileSync(cli, 'utf8')).toContain(`import("./${CLIENT_BUNDLE_NAME}")`);
    // about 2 MB of code and rule data; the client library alone would add 14 MB
    expect(statSync(cli).size).toBeLessThan(3 * 1024 * 1024);

    // a cluster that does not answer: the error comes from the live-cluster source, so client-node loaded
    const dir = tempDir('bundle-live');
    const kubeconfig = join(dir, 'config');
    writeFileSync(
      kubeconfig,
      'apiVersion: v1\nkind: Config\nclusters: [{name: nowhere, cluster: {server: "https://127.0.0.1:1"}}]\nusers: [{name: reader, user: {token: t}}]\ncontexts: [{name: prod, context: {cluster: nowhere, user: reader}}]\ncurrent-context: prod\n',
    );
    const result = runBundle(['--target', '1.37', '--kubeconfig', kubeconfig, '--request-timeout', '2s'], dir);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^kubectl upgrade-check: [^\n]*context "prod" \(https:\/\/127\.0\.0\.1:1\)[^\n]*\n$/);
  });

  it('says what is missing, in one line, when the client-node file is not beside the bundle', () => {
    const alone = tempDir('bundle-alone');
    copyFileSync(built.bundle, join(alone, BUNDLE_NAME));
    const dir = tempDir('bundle-alone-live');
    const kubeconfig = join(dir, 'config');
    writeFileSync(
      kubeconfig,
      'apiVersion: v1\nkind: Config\nclusters: [{name: nowhere, cluster: {server: "https://127.0.0.1:1"}}]\nusers: [{name: reader, user: {token: t}}]\ncontexts: [{name: prod, context: {cluster: nowhere, user: reader}}]\ncurrent-context: prod\n',
    );
    const result = run(process.execPath, [join(alone, BUNDLE_NAME), '--target', '1.37', '--kubeconfig', kubeconfig], { cwd: dir, env: nodeOnlyEnv(dir) });
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr: `kubectl upgrade-check: checking a live cluster needs ${join(alone, CLIENT_BUNDLE_NAME)}, which is missing: keep kubectl-upgrade_check.client-node.mjs in the same directory as kubectl-upgrade_check.mjs (both are in the release archive; kubectl krew install upgrade-check installs them together); to check manifests instead, pass -f PATH\n`,
    });
  });

  it('ships the licence of every bundled package', () => {
    const text = readFileSync(built.licenses, 'utf8');
    for (const id of [...built.packages, ...built.clientPackages]) {
      const at = id.lastIndexOf('@');
      expect(text).toContain(`${id.slice(0, at)} ${id.slice(at + 1)} (`);
    }
  });

  it("packs a release archive that tar can read, and the release's krew manifest names its checksum", () => {
    const archive = releaseArchive(built, REPO_ROOT);
    const sha256 = createHash('sha256').update(archive).digest('hex');
    const template = readFileSync(join(REPO_ROOT, KREW_MANIFEST), 'utf8');
    const released = manifestFor(archive, REPO_ROOT);
    expect(released).toBe(pointManifestAt(template, version, sha256));
    expect(released).toContain(`      sha256: ${sha256}\n`);
    expect(released).toContain(`/releases/download/v${version}/${ARCHIVE_NAME}\n`);

    const members = [built.bundle, built.clientBundle, built.licenses, join(REPO_ROOT, 'LICENSE')].map((file) => ({
      name: basename(file),
      content: readFileSync(file),
    }));
    const hasTar = spawnSync('tar', ['--version']).status === 0;
    if (!hasTar) return;
    const dir = tempDir('bundle-archive');
    writeFileSync(join(dir, ARCHIVE_NAME), archive);
    const listing = run('tar', ['-tvzf', ARCHIVE_NAME], { cwd: dir });
    expect(
      listing.stdout
        .trim()
        .split('\n')
        .map((line) => `${line.split(/\s+/)[0]} ${line.split(/\s+/).pop()}`),
    ).toEqual([
      `-rwxr-xr-x ${BUNDLE_NAME}`,
      `-rw-r--r-- ${CLIENT_BUNDLE_NAME}`,
      '-rw-r--r-- THIRD_PARTY_LICENSES',
      '-rw-r--r-- LICENSE',
      '-rwxr-xr-x kubectl_complete-upgrade_check',
    ]);
    mkdirSync(join(dir, 'out'));
    expect(run('tar', ['-xzf', join(dir, ARCHIVE_NAME), '-C', join(dir, 'out')], { cwd: dir }).code).toBe(0);
    for (const member of members) expect(readFileSync(join(dir, 'out', member.name)).equals(member.content)).toBe(true);
    // linked onto PATH as krew links the plugin, the completion helper answers kubectl's <TAB>
    mkdirSync(join(dir, 'path'));
    symlinkSync(join(dir, 'out', BUNDLE_NAME), join(dir, 'path', 'kubectl-upgrade_check'));
    const completed = run(join(dir, 'out', 'kubectl_complete-upgrade_check'), ['--out'], {
      cwd: dir,
      env: { ...process.env, PATH: `${join(dir, 'path')}:${process.env.PATH ?? ''}` },
    });
    expect(completed.stderr).toBe('');
    expect(completed.stdout.split('\n')[0]).toMatch(/^--output\b/);
  });

  it('gives a fixed input the same bytes as ever, so a change of compressor or header shows', () => {
    // fflate's deflate is JavaScript, so these bytes are the same on every machine and Node.js version
    const archive = reproducibleTarGz([{ name: 'a.txt', content: Buffer.from('k8s-upgrade-check\n'.repeat(100)), mode: 0o644 }]);
    expect(createHash('sha256').update(archive).digest('hex')).toBe('d45b300fb01f1596159dc8c814cdc6b7a855b11095dbf4656f400c94cf187d8e');
  });
});

describe('krew plugin manifest (the template a release fills in)', () => {
  const text = readFileSync(join(REPO_ROOT, KREW_MANIFEST), 'utf8');
  const manifest = yaml.load(text) as {
    apiVersion: string;
    kind: string;
    metadata: { name: string };
    spec: {
      version: string;
      homepage: string;
      shortDescription: string;
      caveats: string;
      platforms: Array<{ uri: string; sha256: string; bin: string; files: Array<{ from: string; to: string }> }>;
    };
  };

  it('describes the upgrade-check plugin at the package version', () => {
    expect(manifest.apiVersion).toBe('krew.googlecontainertools.github.com/v1alpha2');
    expect(manifest.kind).toBe('Plugin');
    expect(`${manifest.metadata.name}.yaml`).toBe(basename(KREW_MANIFEST));
    expect(manifest.spec.version).toBe(`v${version}`);
    expect(manifest.spec.shortDescription.length).toBeLessThanOrEqual(50);
    expect(manifest.spec.caveats).toContain('needs `node` 20 or newer');
  });

  it('installs the files of the release archive and runs the bundle', () => {
    for (const platform of manifest.spec.platforms) {
      expect(platform.uri).toBe(`${manifest.spec.homepage}/releases/download/v${version}/${ARCHIVE_NAME}`);
      // a release names its archive's checksum; the template names none that krew could accept
      expect(platform.sha256).toBe('set-by-npm-run-bundle');
      expect(platform.bin).toBe(BUNDLE_NAME);
      expect(platform.files).toEqual(
        [BUNDLE_NAME, CLIENT_BUNDLE_NAME, 'THIRD_PARTY_LICENSES', 'LICENSE', 'kubectl_complete-upgrade_check'].map((from) => ({ from, to: '.' })),
      );
    }
  });

  it('is pointed at a new release by changing only version, download URL and checksum', () => {
    const sha = 'ab'.repeat(32);
    const updated = pointManifestAt(text, '9.8.7', sha);
    const changed = updated.split('\n').filter((line, i) => line !== text.split('\n')[i]);
    expect(changed).toEqual(['  version: v9.8.7', `      uri: ${manifest.spec.homepage}/releases/download/v9.8.7/${ARCHIVE_NAME}`, `      sha256: ${sha}`]);
  });
});
