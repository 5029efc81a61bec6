import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/rule-tester.js';
import { copyDemo, nodeOnlyEnv, referenceRun, run, removeTempDirs, tempDir } from './support.js';

afterAll(removeTempDirs);

/** The table's summary line ends with the run time. */
const withoutTiming = (text: string): string => text.replace(/\(\d+ ms\)/g, '(… ms)');

interface ActionStep {
  name: string;
  id?: string;
  if?: string;
  uses?: string;
  run?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
}

const action = yaml.load(readFileSync(join(REPO_ROOT, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { default: string }>;
  runs: { using: string; steps: ActionStep[] };
};

/** The step's env with `${{ inputs.x }}` resolved from the inputs (defaults overridden by `given`), as the runner does. */
function stepEnv(step: ActionStep, given: Record<string, string>, context: Record<string, string>): Record<string, string> {
  const inputs = { ...Object.fromEntries(Object.entries(action.inputs).map(([name, input]) => [name, input.default])), ...given };
  return Object.fromEntries(
    Object.entries(step.env ?? {}).map(([key, value]) => [
      key,
      value.replace(/\$\{\{\s*([\w.-]+)\s*\}\}/g, (_, expression: string) => {
        const [scope, name] = [expression.slice(0, expression.indexOf('.')), expression.slice(expression.indexOf('.') + 1)];
        const resolved = scope === 'inputs' ? inputs[name] : context[expression];
        if (resolved === undefined) throw new Error(`action.yml: ${expression} is not known to this test`);
        return resolved;
      }),
    ]),
  );
}

describe('GitHub Action', () => {
  const step = (id: string): ActionStep => action.runs.steps.find((s) => s.id === id || s.name === id)!;
  let workspace: string;
  /** The action's checkout at a release tag as the runner makes it: bin/ with the built CLI, no dist/, no node_modules. */
  let actionPath: string;

  beforeAll(() => {
    workspace = tempDir('action');
    copyDemo(workspace);
    actionPath = tempDir('action-checkout');
    cpSync(join(REPO_ROOT, 'bin'), join(actionPath, 'bin'), { recursive: true });
  });

  /** A push to the repository: the event most runs see. */
  const PUSH = { 'github.event_name': 'push', 'github.repository': 'shop/k8s', 'github.event.pull_request.head.repo.full_name': '' };

  /** Runs the "Check manifests" step's script the way the runner does: bash -eo pipefail, inputs through env. */
  function check(
    inputs: Record<string, string>,
    event: Record<string, string> = PUSH,
  ): { code: number; stdout: string; stderr: string; outputs: Record<string, string> } {
    const outputs = join(tempDir('action-outputs'), 'github-output');
    writeFileSync(outputs, '');
    const env = {
      ...nodeOnlyEnv(workspace, ['/usr/bin', '/bin']),
      ...stepEnv(step('check'), inputs, { 'github.action_path': actionPath, ...event }),
      GITHUB_OUTPUT: outputs,
    };
    const result = run('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step('check').run!], { cwd: workspace, env });
    const lines = readFileSync(outputs, 'utf8').trim().split('\n').filter(Boolean);
    return {
      code: result.code,
      stdout: result.stdout,
      stderr: result.stderr,
      outputs: Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)])),
    };
  }

  /** Runs the "Build the CLI" step in `checkout` with an `npm` that records its arguments instead of installing. */
  function build(checkout: string): { code: number; stdout: string; npm: string } {
    const fakeBin = tempDir('action-fake-npm');
    const calls = join(fakeBin, 'calls');
    writeFileSync(join(fakeBin, 'npm'), `#!/bin/sh\necho "$PWD $*" >> '${calls}'\n`, { mode: 0o755 });
    const env = { ...nodeOnlyEnv(workspace, [fakeBin, '/usr/bin', '/bin']), ...stepEnv(step('build'), {}, { 'github.action_path': checkout }) };
    const result = run('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step('build').run!], { cwd: workspace, env });
    return { code: result.code, stdout: result.stdout, npm: existsSync(calls) ? readFileSync(calls, 'utf8') : '' };
  }

  it('installs nothing at a release tag, whose checkout holds the built CLI', () => {
    expect(action.runs.steps.filter((s) => /\bnpm\b/.test(s.run ?? '')).map((s) => s.id)).toEqual(['build']);
    expect(build(actionPath)).toEqual({ code: 0, stdout: '', npm: '' });
    expect(existsSync(join(actionPath, 'dist'))).toBe(false);
    expect(existsSync(join(actionPath, 'node_modules'))).toBe(false);
  });

  it('builds the CLI with npm ci, and says so, in a checkout of a branch or commit, which holds only the sources', () => {
    const sources = tempDir('action-branch');
    cpSync(join(REPO_ROOT, 'bin'), join(sources, 'bin'), { recursive: true, filter: (source) => !source.includes('prebuilt') });
    const result = build(sources);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      '::notice title=k8s-upgrade-check::this ref of the action is not a release tag and holds no build of the CLI: building it (npm ci); use a release tag of the action (uses: …@v<version>) to skip this step\n',
    );
    expect(result.npm).toBe(`${sources} ci --no-audit --no-fund --loglevel=error\n`);
  });

  it('is a composite action with the inputs of the workflow example', () => {
    expect(action.runs.using).toBe('composite');
    expect(Object.keys(action.inputs)).toEqual(expect.arrayContaining(['target', 'paths', 'fail-on', 'sarif']));
    expect(step('Upload SARIF to code scanning').uses).toBe('github/codeql-action/upload-sarif@v4');
  });

  it('writes SARIF, prints a table and records the exit code without failing before the upload', async () => {
    const result = check({ target: '1.37', paths: 'demo/apps\n  demo/platform demo/charts' });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.outputs).toEqual({ 'exit-code': '1', 'sarif-file': 'k8s-upgrade-check.sarif' });
    const sarif = JSON.parse(readFileSync(join(workspace, 'k8s-upgrade-check.sarif'), 'utf8'));
    expect(sarif.version).toBe('2.1.0');
    const args = ['--target', '1.37', '-f', 'demo/apps', '-f', 'demo/platform', '-f', 'demo/charts'];
    expect(withoutTiming(result.stdout)).toBe(withoutTiming((await referenceRun([...args, '-o', 'table'], workspace)).stdout));
    expect(sarif).toEqual(JSON.parse((await referenceRun([...args, '-o', 'sarif'], workspace)).stdout));
  });

  it('prints GitHub annotations when SARIF is not uploaded, and passes fail-on and extra arguments', async () => {
    const sarifFile = join(workspace, 'not-written.sarif');
    const result = check({ target: '1.37', paths: 'demo', sarif: 'false', 'sarif-file': sarifFile, 'fail-on': 'none', args: '--from 1.34' });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.outputs).toEqual({ 'exit-code': '0' });
    expect(existsSync(sarifFile)).toBe(false);
    expect(result.stdout).toBe(
      (await referenceRun(['--target', '1.37', '--fail-on', 'none', '-f', 'demo', '-o', 'github', '--from', '1.34'], workspace)).stdout,
    );
    expect(result.stdout).toMatch(/^::(error|warning|notice) file=demo\//);
  });

  it('reports a run that could not be done as exit code 2', () => {
    const result = check({ target: '9.99', paths: 'demo' });
    expect(result.outputs).toEqual({ 'exit-code': '2' });
    expect(result.stderr).toBe('k8s-upgrade-check: --target 9.99 is outside the releases this version of k8s-upgrade-check knows (supported: 1.16 to 1.38)\n');
  });

  it('annotates a pull request from a fork instead of uploading SARIF, which its read-only token cannot', async () => {
    const fork = { 'github.event_name': 'pull_request', 'github.repository': 'shop/k8s', 'github.event.pull_request.head.repo.full_name': 'someone/k8s' };
    const sarifFile = join(workspace, 'fork.sarif');
    const result = check({ target: '1.37', paths: 'demo', 'sarif-file': sarifFile }, fork);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.outputs).toEqual({ 'exit-code': '1' });
    expect(existsSync(sarifFile)).toBe(false);
    const [notice, ...annotations] = result.stdout.split('\n');
    expect(notice).toBe(
      '::notice title=k8s-upgrade-check::this pull request comes from the fork someone/k8s, whose token cannot upload SARIF; the findings are annotations instead',
    );
    expect(annotations.join('\n')).toBe((await referenceRun(['--target', '1.37', '-f', 'demo', '-o', 'github'], workspace)).stdout);

    // the same pull request from a branch of the repository, and pull_request_target, which has a write token
    for (const event of [
      { ...fork, 'github.event.pull_request.head.repo.full_name': 'shop/k8s' },
      { ...fork, 'github.event_name': 'pull_request_target' },
    ]) {
      expect(check({ target: '1.37', paths: 'demo', 'sarif-file': sarifFile }, event).outputs).toEqual({ 'exit-code': '1', 'sarif-file': sarifFile });
    }
  });

  it('stops with exit code 2 and one error when paths is empty, instead of checking a cluster', () => {
    const result = check({ target: '1.37', paths: ' \n ' });
    expect(result).toEqual({
      code: 0,
      stdout: '::error title=k8s-upgrade-check::the paths input is empty: name the manifest files or directories to check\n',
      stderr: '',
      outputs: { 'exit-code': '2' },
    });
  });

  it('fails the job with the exit code of the check', () => {
    const fail = step('Fail on findings');
    expect(fail.if).toBe("${{ steps.check.outputs.exit-code != '0' }}");
    for (const code of ['1', '2']) {
      const env = { ...nodeOnlyEnv(workspace, ['/usr/bin', '/bin']), ...stepEnv(fail, {}, { 'steps.check.outputs.exit-code': code }) };
      expect(run('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', fail.run!], { cwd: workspace, env }).code).toBe(Number(code));
    }
  });
});

describe('pre-commit hook', () => {
  const [hook] = yaml.load(readFileSync(join(REPO_ROOT, '.pre-commit-hooks.yaml'), 'utf8')) as Array<{
    id: string;
    entry: string;
    language: string;
    files: string;
    exclude: string;
    pass_filenames: boolean;
    require_serial: boolean;
  }>;

  it('selects YAML and JSON files outside Helm chart templates', () => {
    expect(hook).toMatchObject({ id: 'k8s-upgrade-check', language: 'node', pass_filenames: true, require_serial: true });
    // pre-commit matches both with Python's re.search; these patterns mean the same in JavaScript
    const selected = (file: string): boolean => new RegExp(hook.files).test(file) && !new RegExp(hook.exclude).test(file);
    expect(['k8s/deploy.yaml', 'k8s/svc.yml', 'list.json', 'charts/app/values.yaml'].filter(selected)).toHaveLength(4);
    expect(['README.md', 'deploy.yaml.orig', 'charts/app/templates/deployment.yaml', 'templates/x.yml'].filter(selected)).toEqual([]);
  });

  it('checks the files pre-commit passes after the configured args', async () => {
    const dir = tempDir('pre-commit');
    copyDemo(dir);
    // pre-commit runs: entry, then the args from .pre-commit-config.yaml, then the staged file names
    const files = ['demo/apps/payments/pdb.yaml', 'demo/apps/storefront/ingress.yaml', 'demo/apps/storefront/deployment.yaml'];
    const [command] = hook.entry.split(' ');
    expect(command).toBe('k8s-upgrade-check');
    const result = await referenceRun(['--target', '1.37', ...files], dir);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(1);
    expect(withoutTiming(result.stdout)).toBe(withoutTiming((await referenceRun(['--target', '1.37', ...files.flatMap((file) => ['-f', file])], dir)).stdout));
    expect(result.stdout).toContain('demo/apps/payments/pdb.yaml');
  });
});
