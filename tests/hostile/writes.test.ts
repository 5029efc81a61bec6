/**
 * Writes that keep their promise: `fix --write`, `--report` and `--baseline-write` against what a
 * repository, a second path or an unlucky shell can put in their way. Every case runs the built CLI
 * in a real git repository in a temporary directory.
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN } from '../support/cli.js';
import type { CliResult } from '../support/cli.js';

const CRONJOB = 'apiVersion: batch/v1beta1\nkind: CronJob\nmetadata:\n  name: nightly\nspec:\n  schedule: "0 3 * * *"\n';
const FIXED = CRONJOB.replace('batch/v1beta1', 'batch/v1');
const NAME = 'k8s-upgrade-check';

function temp(): string {
  return realpathSync(mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-writes-')));
}

function git(dir: string, ...args: string[]): string {
  const result = spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', '-c', 'core.autocrlf=false', ...args], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout;
}

/** A repository with `files` committed. */
function repository(files: Record<string, string | Buffer>): string {
  const dir = temp();
  git(dir, 'init', '-q');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

function commit(dir: string): void {
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'manifests');
}

/** The built CLI, killed after 20 s: a write that waits for ever fails its test instead of stalling the suite. */
function runCli(args: string[], options: { cwd: string; env?: Record<string, string | undefined> }): CliResult {
  const env: Record<string, string | undefined> = { ...process.env, NO_COLOR: undefined, FORCE_COLOR: undefined, ...options.env };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
  const result = spawnSync(process.execPath, [BIN, ...args], {
    cwd: options.cwd,
    input: '',
    env: env as NodeJS.ProcessEnv,
    encoding: 'utf8',
    timeout: 20_000,
    killSignal: 'SIGKILL',
  });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

function fix(dir: string, args: string[], env: Record<string, string | undefined> = {}): CliResult {
  return runCli(['fix', '--target', '1.37', ...args], { cwd: dir, env });
}

function scan(dir: string, args: string[]): CliResult {
  return runCli(['--target', '1.37', ...args], { cwd: dir });
}

function refused(result: CliResult, line: string): void {
  expect(result).toEqual({ code: 2, stdout: '', stderr: `${NAME}: ${line}\n` });
}

describe('fix --write writes only the files it names, inside the work tree', () => {
  it('refuses a committed link to a file outside the tree, and writes nothing', { timeout: 30_000 }, () => {
    const outside = temp();
    writeFileSync(join(outside, 'victim.yaml'), CRONJOB);
    const dir = repository({ 'k8s/app.yaml': CRONJOB });
    symlinkSync(join(outside, 'victim.yaml'), join(dir, 'k8s', 'linked.yaml'));
    commit(dir);
    // Named outright, as a walk of k8s/ does not follow a link out of the tree.
    const result = fix(dir, ['-f', 'k8s', '-f', 'k8s/linked.yaml', '--write']);
    refused(
      result,
      `refusing to rewrite a file, nothing was written: ${join('k8s', 'linked.yaml')} (it is reached through the symbolic link ${join('k8s', 'linked.yaml')} inside the work tree ${dir}; name the file the link points to)`,
    );
    expect(readFileSync(join(outside, 'victim.yaml'), 'utf8')).toBe(CRONJOB);
    expect(readFileSync(join(dir, 'k8s', 'app.yaml'), 'utf8')).toBe(CRONJOB);
  });

  it('refuses a clean link to a file with uncommitted changes: the link is refused, the file is checked itself', { timeout: 30_000 }, () => {
    const dir = repository({ 'real.yaml': CRONJOB });
    symlinkSync('real.yaml', join(dir, 'link.yaml'));
    commit(dir);
    const edited = CRONJOB.replace('nightly', 'nightly-2');
    writeFileSync(join(dir, 'real.yaml'), edited);
    refused(
      fix(dir, ['-f', 'link.yaml', '--write']),
      `refusing to rewrite a file, nothing was written: link.yaml (it is reached through the symbolic link link.yaml inside the work tree ${dir}; name the file the link points to)`,
    );
    refused(
      fix(dir, ['-f', 'real.yaml', '--write']),
      'refusing to rewrite a file that git could not give back: real.yaml (uncommitted changes); commit or stash it first, or pass --force',
    );
    expect(readFileSync(join(dir, 'real.yaml'), 'utf8')).toBe(edited);
  });

  it('refuses a file reached through a directory link inside the tree, even one pointing inside it', { timeout: 30_000 }, () => {
    const dir = repository({ 'k8s/app.yaml': CRONJOB });
    symlinkSync('k8s', join(dir, 'current'));
    commit(dir);
    refused(
      fix(dir, ['-f', 'current/app.yaml', '--write']),
      `refusing to rewrite a file, nothing was written: ${join('current', 'app.yaml')} (it is reached through the symbolic link current inside the work tree ${dir}; name the file the link points to)`,
    );
    expect(readFileSync(join(dir, 'k8s', 'app.yaml'), 'utf8')).toBe(CRONJOB);
    // From a subdirectory, a path that leaves the tree through `..` is refused as well.
    const outside = temp();
    writeFileSync(join(outside, 'other.yaml'), CRONJOB);
    refused(
      fix(join(dir, 'k8s'), ['-f', join(outside, 'other.yaml'), '--write']),
      `refusing to rewrite a file, nothing was written: ${relative(join(dir, 'k8s'), join(outside, 'other.yaml'))} (it is outside the work tree ${dir})`,
    );
    expect(readFileSync(join(outside, 'other.yaml'), 'utf8')).toBe(CRONJOB);
  });

  it('writes a file once when it is named twice, by another spelling or through a link outside the tree', { timeout: 30_000 }, () => {
    const dir = repository({ 'app.yaml': CRONJOB });
    commit(dir);
    const alias = join(temp(), 'alias');
    symlinkSync(dir, alias);
    const diff = fix(dir, ['-f', 'app.yaml', '-f', join(alias, 'app.yaml')]);
    expect(diff.stdout).toBe(
      '--- a/app.yaml\n+++ b/app.yaml\n@@ -1,4 +1,4 @@\n-apiVersion: batch/v1beta1\n+apiVersion: batch/v1\n kind: CronJob\n metadata:\n   name: nightly\n',
    );
    expect(diff.stderr.endsWith('2 findings fixable in 1 file; 0 left.\n')).toBe(true);
    expect(spawnSync('git', ['apply', '--check', '-'], { cwd: dir, input: diff.stdout, encoding: 'utf8' }).stderr).toBe('');
    const result = fix(dir, ['-f', 'app.yaml', '-f', './app.yaml', '-f', join(alias, 'app.yaml'), '--write']);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('');
    expect(readFileSync(join(dir, 'app.yaml'), 'utf8')).toBe(FIXED);
    expect(readdirSync(dir).sort()).toEqual(['.git', 'app.yaml']);
  });

  it('refuses a file with a second hard link, which would keep the old text', { timeout: 30_000 }, () => {
    const dir = repository({ 'app.yaml': CRONJOB });
    commit(dir);
    linkSync(join(dir, 'app.yaml'), join(temp(), 'copy.yaml'));
    refused(
      fix(dir, ['-f', 'app.yaml', '--write']),
      'refusing to rewrite a file, nothing was written: app.yaml (it has 2 hard links, which would keep the old text)',
    );
  });
});

describe('fix --write checks with git, and without git says so', () => {
  it('refuses when git is not on PATH, unless --force', { timeout: 30_000 }, () => {
    const dir = repository({ 'app.yaml': CRONJOB });
    commit(dir);
    const noGit = { PATH: join(dir, 'no-such-directory') };
    refused(
      fix(dir, ['-f', 'app.yaml', '--write'], noGit),
      'cannot tell whether app.yaml has uncommitted changes: git is not on PATH; install git, or pass --force to write without the check',
    );
    expect(readFileSync(join(dir, 'app.yaml'), 'utf8')).toBe(CRONJOB);
    expect(fix(dir, ['-f', 'app.yaml', '--write', '--force'], noGit).code).toBe(0);
    expect(readFileSync(join(dir, 'app.yaml'), 'utf8')).toBe(FIXED);
  });
});

describe('fix --write keeps what it does not mean to change', () => {
  it.runIf(process.getuid?.() === 0)('keeps the owner, group and mode of a file it rewrites as root', { timeout: 30_000 }, () => {
    const dir = repository({ 'app.yaml': CRONJOB });
    commit(dir);
    chownSync(join(dir, 'app.yaml'), 1234, 2345);
    chmodSync(join(dir, 'app.yaml'), 0o640);
    expect(fix(dir, ['-f', 'app.yaml', '--write']).code).toBe(0);
    const stats = statSync(join(dir, 'app.yaml'));
    expect({ uid: stats.uid, gid: stats.gid, mode: stats.mode & 0o7777 }).toEqual({ uid: 1234, gid: 2345, mode: 0o640 });
    expect(readFileSync(join(dir, 'app.yaml'), 'utf8')).toBe(FIXED);
  });

  it.runIf(process.getuid?.() === 0)('keeps the owner of a baseline it records again as root', { timeout: 30_000 }, () => {
    const dir = repository({ 'k8s/app.yaml': CRONJOB });
    expect(scan(dir, ['-f', 'k8s', '--baseline-write', 'baseline.json']).code).toBe(0);
    chownSync(join(dir, 'baseline.json'), 1234, 2345);
    chmodSync(join(dir, 'baseline.json'), 0o664);
    expect(scan(dir, ['-f', 'k8s', '--baseline-write', 'baseline.json']).code).toBe(0);
    const stats = statSync(join(dir, 'baseline.json'));
    expect({ uid: stats.uid, gid: stats.gid, mode: stats.mode & 0o7777 }).toEqual({ uid: 1234, gid: 2345, mode: 0o664 });
  });

  it('refuses set-user-ID and set-group-ID files', { timeout: 30_000 }, () => {
    const dir = repository({ 'suid.yaml': CRONJOB, 'sgid.yaml': CRONJOB.replace('nightly', 'other') });
    commit(dir);
    chmodSync(join(dir, 'suid.yaml'), 0o4644);
    chmodSync(join(dir, 'sgid.yaml'), 0o2644);
    refused(
      fix(dir, ['-f', '.', '--write']),
      'refusing to rewrite files, nothing was written: sgid.yaml (it has the set-user-ID or set-group-ID bit, and is not rewritten); suid.yaml (it has the set-user-ID or set-group-ID bit, and is not rewritten)',
    );
    expect(readFileSync(join(dir, 'suid.yaml'), 'utf8')).toBe(CRONJOB);
  });

  it('keeps bytes that are not UTF-8 byte for byte, and git applies the diff it prints', { timeout: 30_000 }, () => {
    // A Latin-1 comment: é is the single byte 0xE9, and a stray 0xFF.
    const before = Buffer.concat([Buffer.from('# caf'), Buffer.from([0xe9]), Buffer.from(' au lait \xff\n', 'latin1'), Buffer.from(CRONJOB)]);
    const after = Buffer.concat([Buffer.from('# caf'), Buffer.from([0xe9]), Buffer.from(' au lait \xff\n', 'latin1'), Buffer.from(FIXED)]);
    const dir = repository({ 'app.yaml': before });
    commit(dir);
    const diff = spawnSync(process.execPath, [BIN, 'fix', '--target', '1.37', '-f', 'app.yaml'], { cwd: dir, timeout: 20_000 });
    expect(diff.status).toBe(0);
    expect(diff.stdout.includes(Buffer.from([0x20, 0x23, 0x20, 0x63, 0x61, 0x66, 0xe9]))).toBe(true);
    const apply = spawnSync('git', ['apply', '-'], { cwd: dir, input: diff.stdout });
    expect(apply.stderr.toString()).toBe('');
    expect(readFileSync(join(dir, 'app.yaml'))).toEqual(after);
    git(dir, 'checkout', '--', 'app.yaml');
    expect(fix(dir, ['-f', 'app.yaml', '--write']).code).toBe(0);
    expect(readFileSync(join(dir, 'app.yaml'))).toEqual(after);
  });

  it('keeps bytes that are not UTF-8 on the line it edits', { timeout: 30_000 }, () => {
    const line = (version: string) =>
      Buffer.concat([Buffer.from(`apiVersion: ${version} # r`), Buffer.from([0xe9, 0x73, 0x75, 0x6d, 0xe9]), Buffer.from('\n')]);
    const rest = Buffer.from(CRONJOB.slice(CRONJOB.indexOf('\n') + 1));
    const dir = repository({ 'app.yaml': Buffer.concat([line('batch/v1beta1'), rest]) });
    commit(dir);
    const diff = spawnSync(process.execPath, [BIN, 'fix', '--target', '1.37', '-f', 'app.yaml'], { cwd: dir, timeout: 20_000 });
    expect(spawnSync('git', ['apply', '-'], { cwd: dir, input: diff.stdout }).stderr.toString()).toBe('');
    expect(readFileSync(join(dir, 'app.yaml'))).toEqual(Buffer.concat([line('batch/v1'), rest]));
  });

  it('keeps a byte order mark and CRLF line breaks, in the diff and in the file', { timeout: 30_000 }, () => {
    const crlf = (text: string) => '\ufeff' + text.replace(/\n/g, '\r\n');
    const dir = repository({ 'app.yaml': crlf(CRONJOB) });
    commit(dir);
    const diff = fix(dir, ['-f', 'app.yaml']);
    expect(diff.stdout).toBe(
      '--- a/app.yaml\n+++ b/app.yaml\n@@ -1,4 +1,4 @@\n-\ufeffapiVersion: batch/v1beta1\r\n+\ufeffapiVersion: batch/v1\r\n kind: CronJob\r\n metadata:\r\n   name: nightly\r\n',
    );
    expect(spawnSync('git', ['apply', '--check', '-'], { cwd: dir, input: diff.stdout, encoding: 'utf8' }).stderr).toBe('');
    expect(fix(dir, ['-f', 'app.yaml', '--write']).code).toBe(0);
    expect(readFileSync(join(dir, 'app.yaml'), 'utf8')).toBe(crlf(FIXED));
  });

  it('leaves a UTF-16 or UTF-32 file as it is, and says why', { timeout: 30_000 }, () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(CRONJOB, 'utf16le')]);
    const utf32 = Buffer.alloc((CRONJOB.length + 1) * 4);
    [0xfeff, ...[...CRONJOB].map((c) => c.codePointAt(0)!)].forEach((point, i) => utf32.writeUInt32BE(point, i * 4));
    const dir = repository({ 'wide.yaml': utf16, 'wider.yaml': utf32 });
    commit(dir);
    const result = fix(dir, ['-f', '.', '--write']);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('it is written in UTF-16; fix edits UTF-8 files only');
    expect(result.stderr).toContain('it is written in UTF-32; fix edits UTF-8 files only');
    expect(readFileSync(join(dir, 'wide.yaml'))).toEqual(utf16);
    expect(readFileSync(join(dir, 'wider.yaml'))).toEqual(utf32);
  });
});

describe('fix --write says which files were written when a write fails half-way', () => {
  it('lists each file written and not written, then the error', { timeout: 30_000 }, () => {
    // A file size limit stops root too: the second file is larger than the limit.
    const big = CRONJOB + `# ${'x'.repeat(20_000)}\n`;
    const dir = repository({ 'a.yaml': CRONJOB, 'b.yaml': big, 'c.yaml': CRONJOB.replace('nightly', 'c') });
    commit(dir);
    const result = spawnSync('sh', ['-c', 'ulimit -f 16 && exec "$0" "$@"', process.execPath, BIN, 'fix', '--target', '1.37', '-f', '.', '--write'], {
      cwd: dir,
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(`written: a.yaml\nnot written: b.yaml\nnot written: c.yaml\n${NAME}: cannot write b.yaml: file too large\n`);
    expect(result.status).toBe(2);
    expect(readFileSync(join(dir, 'a.yaml'), 'utf8')).toBe(FIXED);
    expect(readFileSync(join(dir, 'b.yaml'), 'utf8')).toBe(big);
    expect(readdirSync(dir).sort()).toEqual(['.git', 'a.yaml', 'b.yaml', 'c.yaml']);
  });
});

describe('an output never replaces an input', () => {
  it('refuses --report onto a manifest, by its name, a link or a hard link, before writing anything', { timeout: 30_000 }, () => {
    const dir = repository({ 'k8s/ingress.yaml': CRONJOB });
    commit(dir);
    const link = join(temp(), 'link.json');
    symlinkSync(join(dir, 'k8s', 'ingress.yaml'), link);
    const hard = join(temp(), 'hard.json');
    linkSync(join(dir, 'k8s', 'ingress.yaml'), hard);
    const line = (flag: string) =>
      `${flag} would overwrite ${join('k8s', 'ingress.yaml')} (found in -f k8s), an input of this run; write the report somewhere the run does not read`;
    refused(scan(dir, ['-f', 'k8s', '--report', 'json=k8s/ingress.yaml']), line('--report json=k8s/ingress.yaml'));
    refused(scan(dir, ['-f', 'k8s', '--report', 'sarif=out.sarif', '--report', `json=${hard}`]), line(`--report json=${hard}`));
    refused(scan(dir, ['-f', 'k8s', '--report', `json=${link}`]), line(`--report json=${link}`));
    refused(
      scan(dir, ['-f', 'k8s/ingress.yaml', '--report', 'json=k8s/ingress.yaml']),
      '--report json=k8s/ingress.yaml would overwrite k8s/ingress.yaml (-f), an input of this run; write the report somewhere the run does not read',
    );
    expect(readFileSync(join(dir, 'k8s', 'ingress.yaml'), 'utf8')).toBe(CRONJOB);
    expect(existsSync(join(dir, 'out.sarif'))).toBe(false);
    // The findings are still there for the next scan.
    expect(scan(dir, ['-f', 'k8s', '-o', 'json']).code).toBe(1);
  });

  it('refuses --report onto the configuration file and two outputs onto one file', { timeout: 30_000 }, () => {
    const config = 'target: "1.37"\n';
    const dir = repository({ 'k8s/app.yaml': CRONJOB, '.k8s-upgrade-check.yaml': config });
    refused(
      scan(dir, ['-f', 'k8s', '--report', 'yaml=.k8s-upgrade-check.yaml']),
      '--report yaml=.k8s-upgrade-check.yaml would overwrite .k8s-upgrade-check.yaml (--config), an input of this run; write the report somewhere the run does not read',
    );
    refused(
      scan(dir, ['-f', 'k8s', '--report', 'json=r.json', '--report', 'sarif=./r.json']),
      '--report json=r.json and --report sarif=./r.json name the same file; give each output its own path',
    );
    expect(readFileSync(join(dir, '.k8s-upgrade-check.yaml'), 'utf8')).toBe(config);
  });

  it('refuses --baseline-write onto a manifest, and replaces a baseline in the scanned directory', { timeout: 30_000 }, () => {
    const dir = repository({ 'k8s/app.yaml': CRONJOB });
    refused(
      scan(dir, ['-f', 'k8s', '--baseline-write', 'k8s/app.yaml']),
      `--baseline-write k8s/app.yaml would overwrite ${join('k8s', 'app.yaml')} (found in -f k8s), an input of this run; write the file somewhere the run does not read`,
    );
    expect(readFileSync(join(dir, 'k8s', 'app.yaml'), 'utf8')).toBe(CRONJOB);
    expect(scan(dir, ['-f', 'k8s', '--baseline-write', 'k8s/baseline.json']).code).toBe(0);
    expect(scan(dir, ['-f', 'k8s', '--baseline-write', 'k8s/baseline.json']).code).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'k8s', 'baseline.json'), 'utf8')).findings).toHaveLength(1);
    // Recorded again over the baseline the run reads; a report over it is refused.
    expect(scan(dir, ['-f', 'k8s', '--baseline', 'k8s/baseline.json', '--baseline-write', 'k8s/baseline.json']).code).toBe(0);
    refused(
      scan(dir, ['-f', 'k8s', '--baseline', 'k8s/baseline.json', '--report', 'json=k8s/baseline.json']),
      '--report json=k8s/baseline.json would overwrite k8s/baseline.json (--baseline), an input of this run; write the report somewhere the run does not read',
    );
  });

  it('refuses a report path that a committed link in the tree sends elsewhere', { timeout: 30_000 }, () => {
    const outside = temp();
    writeFileSync(join(outside, 'authorized_keys'), 'ssh-ed25519 AAAA\n');
    const dir = repository({ 'k8s/app.yaml': CRONJOB });
    symlinkSync(join(outside, 'authorized_keys'), join(dir, 'results.sarif'));
    commit(dir);
    refused(
      scan(dir, ['-f', 'k8s', '--report', 'sarif=results.sarif']),
      `cannot write the sarif report to results.sarif: it is reached through the symbolic link results.sarif inside the work tree ${dir}; name the file the link points to`,
    );
    expect(readFileSync(join(outside, 'authorized_keys'), 'utf8')).toBe('ssh-ed25519 AAAA\n');
    // A link to a directory on the way is refused as well, and nothing is created behind it.
    symlinkSync(outside, join(dir, 'reports'));
    refused(
      scan(dir, ['-f', 'k8s', '--baseline-write', 'reports/new/baseline.json']),
      `cannot write baseline reports/new/baseline.json: it is reached through the symbolic link reports inside the work tree ${dir}; name the file the link points to`,
    );
    expect(readdirSync(outside)).toEqual(['authorized_keys']);
  });

  it("refuses a report over the cluster check's kubeconfig, before connecting", { timeout: 30_000 }, () => {
    const dir = repository({});
    const kubeconfig = join(dir, 'kubeconfig');
    writeFileSync(kubeconfig, 'apiVersion: v1\nkind: Config\n');
    const result = runCli(['--report', `json=${kubeconfig}`], { cwd: dir, env: { KUBECONFIG: kubeconfig } });
    refused(
      result,
      `--report json=${kubeconfig} would overwrite ${kubeconfig} (kubeconfig), an input of this run; write the report somewhere the run does not read`,
    );
    expect(readFileSync(kubeconfig, 'utf8')).toBe('apiVersion: v1\nkind: Config\n');
  });
});

describe('an output nobody reads never stalls the run', () => {
  it('fails at once, in one line, on a named pipe without a reader; writes one that has a reader', { timeout: 30_000 }, () => {
    const dir = repository({ 'k8s/app.yaml': CRONJOB });
    spawnSync('mkfifo', [join(dir, 'report.fifo')]);
    const started = Date.now();
    refused(
      scan(dir, ['-f', 'k8s', '--report', 'json=report.fifo']),
      'cannot write the json report to report.fifo: it is a named pipe (FIFO) that nobody is reading; start its reader first, or write to a file',
    );
    refused(
      scan(dir, ['-f', 'k8s', '--baseline-write', 'report.fifo']),
      'cannot write baseline report.fifo: it is a named pipe (FIFO) that nobody is reading; start its reader first, or write to a file',
    );
    expect(Date.now() - started).toBeLessThan(20_000);
    // With a reader: the whole report arrives.
    const reader = spawnSync(
      'sh',
      [
        '-c',
        `cat report.fifo > got.json & "$0" "$@" > /dev/null; wait`,
        process.execPath,
        BIN,
        '--target',
        '1.37',
        '-f',
        'k8s',
        '--report',
        'json=report.fifo',
      ],
      { cwd: dir, encoding: 'utf8', timeout: 20_000 },
    );
    expect(reader.status).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'got.json'), 'utf8')).findings).toHaveLength(1);
  });

  it('writes to a device, and says so when the device is full', { timeout: 30_000 }, () => {
    const dir = repository({ 'k8s/app.yaml': CRONJOB });
    expect(scan(dir, ['-f', 'k8s', '--report', 'json=/dev/null', '-o', 'json']).code).toBe(1);
    refused(scan(dir, ['-f', 'k8s', '--report', 'json=/dev/full']), 'cannot write the json report to /dev/full: no space left on the device');
  });
});

describe('fix reads a large file in linear time and memory', () => {
  it('fixes a 12 MB file of many documents within its budget', { timeout: 90_000 }, () => {
    const dir = repository({});
    const parts: string[] = [];
    let size = 0;
    for (let i = 0; size < 12 * 1024 * 1024; i++) {
      const doc =
        i % 2 === 0
          ? CRONJOB.replace('nightly', `job-${i}`)
          : `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm-${i}\ndata:\n  key: "${'v'.repeat(300)}"\n`;
      parts.push(doc);
      size += doc.length + 4;
    }
    writeFileSync(join(dir, 'big.yaml'), parts.join('---\n'));
    const started = Date.now();
    const result = spawnSync(process.execPath, ['--max-old-space-size=1024', BIN, 'fix', '--target', '1.37', '-f', 'big.yaml'], {
      cwd: dir,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      timeout: 60_000,
    });
    expect(result.status).toBe(0);
    const jobs = Math.ceil(parts.length / 2);
    expect(result.stderr.endsWith(`${jobs} findings fixable in 1 file; 0 left.\n`)).toBe(true);
    expect(result.stdout.split('\n+apiVersion: batch/v1\n').length - 1).toBe(jobs);
    // about 15 s here; when every change counted lines from the start of the file, over two minutes
    expect(Date.now() - started).toBeLessThan(60_000);
  });
});
