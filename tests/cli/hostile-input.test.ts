import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, runCli, expectUsageError } from '../support/cli.js';
import { CONFIG_MAP, REMOVED_INGRESS, laughs } from '../support/hostile.js';

function tempDir(parent = tmpdir()): string {
  const dir = mkdtempSync(join(parent, 'k8s-upgrade-check-hostile-cli-'));
  // Readable by the unprivileged user some of these runs switch to.
  chmodSync(dir, 0o755);
  return dir;
}

/** Runs the CLI through bash, for process substitution and redirections. */
function runInShell(script: string, cwd: string) {
  const result = spawnSync('bash', ['-c', script], { cwd, encoding: 'utf8', env: { ...process.env, K8S: `${process.execPath} ${BIN}` }, timeout: 30_000 });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

/** Whether the tests can run the CLI as a user that permissions apply to: they run as root in CI. */
const asUnprivileged: string[] | undefined =
  process.getuid?.() !== 0 ? [] : existsSync('/usr/bin/setpriv') ? ['/usr/bin/setpriv', '--reuid=65534', '--regid=65534', '--clear-groups'] : undefined;

function runAsUnprivileged(args: string[], cwd: string) {
  const [command, ...prefix] = [...asUnprivileged!, process.execPath, BIN, ...args];
  const result = spawnSync(command, prefix, { cwd, encoding: 'utf8', timeout: 30_000 });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

describe('input with no Kubernetes object exits 2 with one line', () => {
  it('empty standard input: helm template printed nothing', () => {
    expectUsageError(
      runCli(['--target', '1.37', '-f', '-'], { input: '' }),
      'standard input held no Kubernetes object (it was empty or held only comments): check that the command writing into it printed the manifests (helm template, kustomize build)',
    );
  });

  it('standard input that is /dev/null, as with stdin closed', () => {
    const dir = tempDir();
    const line =
      'standard input held no Kubernetes object (it was empty or held only comments): check that the command writing into it printed the manifests (helm template, kustomize build)';
    expectUsageError(runInShell('$K8S --target 1.37 -f - <&-', dir), line);
    expectUsageError(runInShell('$K8S --target 1.37 -f - </dev/null', dir), line);
  });

  it('a file of comments, and a directory of Helm values', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'notes.yaml'), '# nothing here yet\n');
    mkdirSync(join(dir, 'chart'));
    writeFileSync(join(dir, 'chart', 'values.yaml'), 'replicaCount: 1\n---\nimage: {tag: "1"}\n');
    expectUsageError(
      runCli(['--target', '1.37', '-f', 'notes.yaml'], { cwd: dir }),
      'notes.yaml held no Kubernetes object (it was empty or held only comments): check the path given to -f',
    );
    expectUsageError(
      runCli(['--target', '1.37', '-f', 'chart'], { cwd: dir }),
      'chart held no Kubernetes object (2 documents without kind and apiVersion): check the path given to -f',
    );
  });

  it('but a directory with one object among Helm values is checked, and says what it left alone', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'values.yaml'), 'replicaCount: 1\n');
    writeFileSync(join(dir, 'configmap.yaml'), CONFIG_MAP('app'));
    const table = runCli(['--target', '1.37', '-f', '.'], { cwd: dir });
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(
      /\n1 object in 2 files checked against 1\.37: no findings \(\d+ ms\)\n1 document was not a Kubernetes object and was left alone\n$/,
    );
    expect(JSON.parse(runCli(['--target', '1.37', '-f', '.', '-o', 'json'], { cwd: dir }).stdout).summary).toMatchObject({
      objects: 1,
      files: 2,
      notObjects: 1,
    });
  });
});

describe('pipes', () => {
  it('reads -f <(command) and -f /dev/stdin as streams', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'ingress.yaml'), REMOVED_INGRESS('web'));
    for (const script of ['$K8S --target 1.37 -o json -f <(cat ingress.yaml)', 'cat ingress.yaml | $K8S --target 1.37 -o json -f /dev/stdin']) {
      const result = runInShell(script, dir);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(1);
      expect(JSON.parse(result.stdout).findings.map((f: { ruleId: string }) => f.ruleId)).toEqual(['removed-api']);
    }
  });

  it('skips a pipe found in a directory instead of waiting for it, and says so', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'ingress.yaml'), REMOVED_INGRESS('web'));
    spawnSync('mkfifo', [join(dir, 'pipe.yaml')]);
    const json = runCli(['--target', '1.37', '-f', '.', '-o', 'json'], { cwd: dir });
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout).gaps).toEqual([
      { what: 'pipe.yaml', reason: 'a named pipe (FIFO), not a regular file: not read (name it with -f to read it as a stream)', rules: [], cause: 'skipped' },
    ]);
    expect(runCli(['--target', '1.37', '-f', '.'], { cwd: dir }).stdout).toContain(
      '\nNOT CHECKED (1)\n  pipe.yaml: a named pipe (FIFO), not a regular file: not read (name it with -f to read it as a stream)\n',
    );
  });
});

describe('files that cannot be read are findings; the other files are checked', () => {
  it('an alias bomb, a broken link and a file over the size limit, beside a good file', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'a-ingress.yaml'), REMOVED_INGRESS('web'));
    writeFileSync(join(dir, 'b-laughs.yaml'), laughs(11, 10));
    writeFileSync(join(dir, 'c-huge.yaml'), '');
    truncateSync(join(dir, 'c-huge.yaml'), 600 * 1024 * 1024);
    spawnSync('ln', ['-s', 'gone.yaml', join(dir, 'd-broken.yaml')]);
    const started = performance.now();
    const result = runCli(['--target', '1.37', '-f', '.', '-o', 'json'], { cwd: dir });
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(1);
    const json = JSON.parse(result.stdout);
    expect(
      json.findings.map(
        (f: { ruleId: string; location: { file: string; line: number }; message: string }) => `${f.location.file}:${f.location.line} ${f.ruleId} ${f.message}`,
      ),
    ).toEqual([
      expect.stringMatching(/^a-ingress\.yaml:1 removed-api /),
      'b-laughs.yaml:1 parse-error YAML aliases make this document too large to read (aliases repeat more than 1,000,000 nodes); it was not checked.',
      'c-huge.yaml:1 read-error Cannot read c-huge.yaml: it is 600 MiB, over the limit of 512 MiB for one file. Nothing in it was checked.',
      'd-broken.yaml:1 read-error Cannot read d-broken.yaml: it is a symbolic link to a path that does not exist. Nothing in it was checked.',
    ]);
    expect(json.summary).toMatchObject({ objects: 1, files: 2, unreadable: 2 });
    expect(runCli(['--target', '1.37', '-f', '.'], { cwd: dir }).stdout).toMatch(
      /: 4 errors, 0 warnings, 0 info \(\d+ ms\)\n2 paths could not be read \(see read-error\)\n$/,
    );
  });

  it.skipIf(asUnprivileged === undefined)('a file and a directory the user may not read', () => {
    // The run's own temporary folder is private to root; this one must be reachable by the other user.
    const dir = tempDir('/tmp');
    try {
      checkUnreadable(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  function checkUnreadable(dir: string): void {
    writeFileSync(join(dir, 'ingress.yaml'), REMOVED_INGRESS('web'));
    writeFileSync(join(dir, 'secret.yaml'), REMOVED_INGRESS('hidden'));
    chmodSync(join(dir, 'secret.yaml'), 0o000);
    mkdirSync(join(dir, 'closed'));
    writeFileSync(join(dir, 'closed', 'inside.yaml'), REMOVED_INGRESS('inside'));
    chmodSync(join(dir, 'closed'), 0o000);
    const result = runAsUnprivileged(['--target', '1.37', '-f', '.', '-o', 'json'], dir);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(1);
    const json = JSON.parse(result.stdout);
    expect(json.findings.map((f: { ruleId: string; location: { file: string }; message: string }) => `${f.location.file} ${f.ruleId} ${f.message}`)).toEqual([
      'closed/ read-error Cannot read closed/: permission denied. Nothing in it was checked.',
      expect.stringMatching(/^ingress\.yaml removed-api /),
      'secret.yaml read-error Cannot read secret.yaml: permission denied. Nothing in it was checked.',
    ]);
    expect(json.summary).toMatchObject({ objects: 1, files: 1, unreadable: 2 });
    // Nothing at all could be read: the run could not be done.
    expectUsageError(runAsUnprivileged(['--target', '1.37', '-f', 'secret.yaml'], dir), 'cannot read secret.yaml: permission denied');
  }

  it('a path that does not exist still fails the run', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'ingress.yaml'), REMOVED_INGRESS('web'));
    expectUsageError(
      runCli(['--target', '1.37', '-f', 'ingress.yaml', '-f', 'typo.yaml'], { cwd: dir }),
      'cannot read typo.yaml: no such file or directory; check the path given to -f',
    );
  });
});
