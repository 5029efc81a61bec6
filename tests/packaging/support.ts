import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { runMain } from '../cli/in-process.js';
import { REPO_ROOT } from '../support/rule-tester.js';

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

const created: string[] = [];

/** A new directory under the system's temporary directory, removed by `removeTempDirs`. */
export function tempDir(label: string): string {
  const dir = mkdtempSync(join(tmpdir(), `k8s-upgrade-check-${label}-`));
  created.push(dir);
  return dir;
}

/** For afterAll: a packed and installed package weighs about 80 MB. */
export function removeTempDirs(): void {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** An environment with node and nothing else on PATH: no npm, no repository, no NODE_PATH. */
export function nodeOnlyEnv(home: string, extraPath: string[] = []): NodeJS.ProcessEnv {
  return { PATH: [...extraPath, dirname(process.execPath)].join(delimiter), HOME: home, LANG: 'C.UTF-8' };
}

/** The environment for a nested npm: the test runner's own npm_* settings must not leak into it. */
export function npmEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));
}

export function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv; timeout?: number }): Run {
  const result = spawnSync(command, args, { cwd: options.cwd, env: options.env, encoding: 'utf8', input: '', timeout: options.timeout ?? 120_000 });
  if (result.error) throw result.error;
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

/**
 * `run` without blocking the test process: for commands that take long (npm pack, npm install),
 * during which the test runner must still answer its worker.
 */
export function runAsync(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv; timeout?: number }): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'], timeout: options.timeout ?? 120_000 });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

/** The example repository, copied to `dir/demo` so a scan runs outside the repository. */
export function copyDemo(dir: string): string {
  const demo = join(dir, 'demo');
  cpSync(join(REPO_ROOT, 'fixtures', 'demo'), demo, { recursive: true });
  return demo;
}

/**
 * What the sources print for the same arguments in the same directory, run in this process: the
 * reference output that the packaged, bundled and hooked commands must match.
 */
export function referenceRun(args: string[], cwd: string): Promise<Run> {
  return runMain(args, { cwd });
}
