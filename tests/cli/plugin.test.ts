import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runMain } from './in-process.js';
import { REPO_ROOT } from '../support/rule-tester.js';

const PLUGIN = join(REPO_ROOT, 'bin', 'kubectl-upgrade_check.js');
const version = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')).version as string;

/** The plugin's main() in this process, as the kubectl-upgrade_check bin runs it. */
function runPlugin(args: string[], cwd = REPO_ROOT): Promise<{ code: number; stdout: string; stderr: string }> {
  return runMain(args, { cwd, kubectlPlugin: true });
}

/** The bin itself, in a process of its own. */
function spawnPlugin(args: string[]): { code: number; stdout: string; stderr: string } {
  const env = { ...process.env };
  delete env.NO_COLOR;
  delete env.FORCE_COLOR;
  const result = spawnSync(process.execPath, [PLUGIN, ...args], { cwd: REPO_ROOT, env, encoding: 'utf8', input: '' });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

/** A kubeconfig whose clusters listen nowhere: live mode fails fast, after the flags were read. */
function unreachableKubeconfig(): string {
  const dir = mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-plugin-'));
  const file = join(dir, 'config');
  writeFileSync(
    file,
    `apiVersion: v1
kind: Config
clusters:
- name: nowhere
  cluster:
    server: https://127.0.0.1:1
users:
- name: reader
  user:
    token: not-a-real-token
contexts:
- name: prod
  context: {cluster: nowhere, user: reader}
- name: staging
  context: {cluster: nowhere, user: reader}
current-context: prod
`,
  );
  return file;
}

describe('kubectl plugin entry point', () => {
  it('shows kubectl upgrade-check usage, examples and kubectl-style flags', async () => {
    const result = await runPlugin(['--help']);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^Usage: kubectl upgrade-check \[options\] \[command\]/);
    expect(result.stdout).toContain('$ kubectl upgrade-check --target 1.37                        check the cluster of the current context');
    expect(result.stdout).toContain(
      "kubectl's flags go after the plugin name (kubectl upgrade-check --context prod, not kubectl --context prod upgrade-check).",
    );
    for (const flag of ['--kubeconfig <file>', '--context <name>', '-n, --namespace <name>', '--request-timeout <duration>'])
      expect(result.stdout).toContain(flag);
    expect(result.stdout).not.toContain('k8s-upgrade-check --target');
  });

  it('names subcommands after the plugin', async () => {
    expect((await runPlugin(['rules', '--help'])).stdout).toMatch(/^Usage: kubectl upgrade-check rules \[options\]\n/);
  });

  it('prints its version', async () => {
    expect(await runPlugin(['--version'])).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
  });

  it('names itself in errors', async () => {
    expect(await runPlugin(['--target', '1.37', '--bogus'])).toEqual({ code: 2, stdout: '', stderr: "kubectl upgrade-check: unknown option '--bogus'\n" });
  });

  it('takes kubectl global flags written either way and hands them to the live-cluster source', async () => {
    const kubeconfig = unreachableKubeconfig();
    const missing = await runPlugin(['--target', '1.37', `--kubeconfig=${kubeconfig}`, '--context=qa', '--namespace=shop', '--request-timeout=2s']);
    expect(missing).toEqual({
      code: 2,
      stdout: '',
      stderr: `kubectl upgrade-check: context "qa" not found in kubeconfig ${kubeconfig} (available: prod, staging)\n`,
    });
    for (const args of [
      ['--kubeconfig', kubeconfig, '--context', 'staging', '-n', 'shop', '--request-timeout', '2s'],
      [`--kubeconfig=${kubeconfig}`, '--context=staging', '--namespace=shop', '--request-timeout=2s'],
    ]) {
      const result = await runPlugin(['--target', '1.37', ...args]);
      expect(result.code).toBe(2);
      expect(result.stdout).toBe('');
      // one line, naming the context chosen with --context and the server of that kubeconfig
      expect(result.stderr).toMatch(/^kubectl upgrade-check: [^\n]*context "staging" \(https:\/\/127\.0\.0\.1:1\)[^\n]*\n$/);
    }
  });

  it('is what the bin runs, in a process of its own', async () => {
    for (const args of [['--help'], ['--target', '1.37', '--bogus']]) expect(spawnPlugin(args)).toEqual(await runPlugin(args));
  });

  it('scans manifests exactly like the standalone command', async () => {
    const args = ['--target', '1.37', '-f', 'fixtures/demo', '-o', 'json'];
    const plugin = await runPlugin(args);
    const standalone = await runMain(args);
    expect(plugin.code).toBe(1);
    expect(plugin.stderr).toBe('');
    expect(JSON.parse(plugin.stdout).findings.length).toBeGreaterThan(0);
    expect(plugin.stdout).toBe(standalone.stdout);
  });
});

const hasKubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' }).status === 0;

describe.skipIf(!hasKubectl)('run by kubectl', () => {
  let env: NodeJS.ProcessEnv;
  let pluginDir: string;
  beforeAll(() => {
    // what npm does on install: an executable named kubectl-upgrade_check on PATH, linked to the bin script
    pluginDir = mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-kubectl-'));
    symlinkSync(PLUGIN, join(pluginDir, 'kubectl-upgrade_check'));
    env = { ...process.env, PATH: [pluginDir, dirname(process.execPath), process.env.PATH].join(delimiter), KUBECONFIG: unreachableKubeconfig() };
  });

  function kubectl(args: string[]): { code: number; stdout: string; stderr: string } {
    const result = spawnSync('kubectl', args, { cwd: REPO_ROOT, env, encoding: 'utf8' });
    return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
  }

  it('is listed by kubectl plugin list', () => {
    expect(kubectl(['plugin', 'list']).stdout).toContain(join(pluginDir, 'kubectl-upgrade_check'));
  });

  it('runs as kubectl upgrade-check', () => {
    expect(kubectl(['upgrade-check', '--version'])).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
    expect(kubectl(['upgrade-check', '--help']).stdout).toMatch(/^Usage: kubectl upgrade-check \[options\] \[command\]/);
  });

  it('receives the flags typed after the plugin name', () => {
    const result = kubectl(['upgrade-check', '--target', '1.37', '--context=qa', '-n', 'shop']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(`kubectl upgrade-check: context "qa" not found in kubeconfig ${env.KUBECONFIG} (KUBECONFIG) (available: prod, staging)\n`);
  });

  it('passes exit code 1 through when there are findings', () => {
    expect(kubectl(['upgrade-check', '--target', '1.37', '-f', 'fixtures/demo', '-o', 'json']).code).toBe(1);
  });
});
