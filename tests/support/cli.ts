import { spawnSync } from 'node:child_process';
import { expect } from 'vitest';
import { join } from 'node:path';
import { REPO_ROOT } from './rule-tester.js';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export const BIN = join(REPO_ROOT, 'bin', 'k8s-upgrade-check.js');

/** Runs the built CLI as a user would, without a terminal and without colour unless asked. */
export function runCli(args: string[], options: { cwd?: string; input?: string; env?: Record<string, string | undefined> } = {}): CliResult {
  const env: Record<string, string | undefined> = { ...process.env, NO_COLOR: undefined, FORCE_COLOR: undefined, ...options.env };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
  const result = spawnSync(process.execPath, [BIN, ...args], {
    cwd: options.cwd ?? REPO_ROOT,
    input: options.input ?? '',
    env: env as NodeJS.ProcessEnv,
    encoding: 'utf8',
  });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

/** A run that could not be done: exit 2, nothing on stdout, one line naming what is wrong on stderr. */
export function expectUsageError(result: CliResult, line: string): void {
  expect(result).toEqual({ code: 2, stdout: '', stderr: `k8s-upgrade-check: ${line}\n` });
}
