/** Hostile inputs shared by the loader's tests and the fuzz suite, and a bounded run of the CLI. */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIN } from './cli.js';
import { REPO_ROOT } from './rule-tester.js';

export const CONFIG_MAP = (name: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\n`;

/** An object every run reports (removed-api, at line 1), so that a file's finding proves it was read. */
export const REMOVED_INGRESS = (name: string) => `apiVersion: extensions/v1beta1\nkind: Ingress\nmetadata:\n  name: ${name}\n`;

/** `levels` anchors, each a list of `fanout` aliases of the one before: fanout^levels strings once expanded. */
export function laughs(levels: number, fanout: number, name = 'laughs'): string {
  const lines = [CONFIG_MAP(name) + 'data:', `  a0: &a0 [${Array(fanout).fill('lol').join(', ')}]`];
  for (let i = 1; i <= levels; i++)
    lines.push(
      `  a${i}: &a${i} [${Array(fanout)
        .fill(`*a${i - 1}`)
        .join(', ')}]`,
    );
  return lines.join('\n') + '\n';
}

export interface BoundedRun {
  /** null when the run was killed at its deadline. */
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/**
 * The built CLI as a user runs it, from the repository, with a clean environment (PATH, a HOME of
 * its own, no colour), a bounded heap and a deadline after which it is killed: a hang or a memory
 * blow-up fails the test instead of the machine.
 */
export function runBounded(args: readonly string[], budget: { heapMb: number; ms: number }, env: Record<string, string> = {}): Promise<BoundedRun> {
  const started = performance.now();
  const home = mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-home-'));
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [`--max-old-space-size=${budget.heapMb}`, BIN, ...args], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: home, NO_COLOR: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    const deadline = setTimeout(() => child.kill('SIGKILL'), budget.ms);
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => {
      clearTimeout(deadline);
      resolve({ code, stdout, stderr, ms: performance.now() - started });
    });
  });
}
