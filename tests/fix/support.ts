import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { main } from '../../src/cli.js';
import { KUBERNETES_YAML_SCHEMA } from '../../src/kube/yaml-schema.js';

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI in-process, in `cwd`. */
export async function fix(args: string[], cwd: string): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const code = await main(['fix', ...args], { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), env: {}, isTTY: false, cwd });
  return { code, stdout, stderr };
}

export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-fix-'));
}

export function parseAll(text: string): unknown[] {
  return yaml.loadAll(text, undefined, { schema: KUBERNETES_YAML_SCHEMA });
}

/** Runs a real tool (patch, git, diff); the test fails on an error of its own. */
export function tool(command: string, args: string[], cwd: string, input = ''): Run {
  const result = spawnSync(command, args, { cwd, input, encoding: 'utf8' });
  if (result.error) throw result.error;
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}
