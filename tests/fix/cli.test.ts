import { chmodSync, cpSync, existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Option } from 'commander';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli.js';
import { fixCommand } from '../../src/fix/command.js';
import { ApiTable } from '../../src/kube/api-table.js';
import { defineRule } from '../../src/rule.js';
import { runFlags } from '../../src/setup-flags.js';
import removedApi from '../../rules/core/removed-api.js';
import { expectUsageError, runCli } from '../support/cli.js';
import { REPO_ROOT } from '../support/rule-tester.js';
import { fix, parseAll, tempDir, tool } from './support.js';

const INGRESS =
  'apiVersion: networking.k8s.io/v1beta1\nkind: Ingress\nmetadata:\n  name: web\nspec:\n  rules:\n    - http:\n        paths:\n          - path: /\n            backend:\n              serviceName: web\n              servicePort: 80\n';
const CRONJOB = 'apiVersion: batch/v1beta1\nkind: CronJob\nmetadata:\n  name: nightly\nspec:\n  schedule: "0 3 * * *"\n';

/** Old line numbers a diff removes and the lines it adds, by file. */
function changes(diff: string): Record<string, { removed: number[]; added: string[] }> {
  const out: Record<string, { removed: number[]; added: string[] }> = {};
  let file = '';
  let line = 0;
  for (const text of diff.split('\n')) {
    const header = /^\+\+\+ b\/(.*)$/.exec(text);
    const hunk = /^@@ -(\d+)/.exec(text);
    if (header) out[(file = header[1])] = { removed: [], added: [] };
    else if (text.startsWith('--- a/')) continue;
    else if (hunk) line = Number(hunk[1]);
    else if (text.startsWith('-')) out[file].removed.push(line++);
    else if (text.startsWith('+')) out[file].added.push(text.slice(1));
    else if (text.startsWith(' ')) line++;
  }
  return out;
}

describe('fix reads the configuration as a scan does', () => {
  it("loads the configuration's plugins, so its ignores and rules may name their rules", async () => {
    const result = await fix(['--config', 'examples/custom-rule/.k8s-upgrade-check.yaml', '-f', 'examples/custom-rule/manifests/app.yaml'], REPO_ROOT);
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'Left as they are:\n  no automatic fix (3; a scan lists them): pdb-blocks-drain 1, removed-addon-api 2\n0 findings fixable in 0 files; 3 left (3 have no automatic fix).\n',
    });
  });

  it('moves an object by the apis: row its finding comes from, not by the bundled rows', async () => {
    const dir = tempDir();
    writeFileSync(
      join(dir, '.k8s-upgrade-check.yaml'),
      'target: "1.37"\napis:\n  - apiVersion: gadgets.example.com/v1alpha1\n    kinds: [Gadget]\n    deprecatedIn: "1.30"\n    removedIn: "1.33"\n    replacement: gadgets.example.com/v1\n',
    );
    writeFileSync(join(dir, 'gadget.yaml'), 'apiVersion: gadgets.example.com/v1alpha1\nkind: Gadget\nmetadata:\n  name: g\n');
    expect(await fix(['-f', 'gadget.yaml'], dir)).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'Left as they are:\n  needs a decision (1):\n    gadget.yaml:1  removed-api  Gadget g\n      no source says gadgets.example.com/v1 reads this Gadget unchanged; compare the two versions in the API reference, then change apiVersion\n0 findings fixable in 0 files; 1 left (1 needs a decision).\n',
    });
  });
});

/** The help text of the scan (no arguments) or a subcommand. */
async function help(args: string[]): Promise<string> {
  let stdout = '';
  await main([...args, '--help'], { stdout: (t) => void (stdout += t), stderr: () => {}, env: {}, isTTY: false, cwd: REPO_ROOT });
  return stdout;
}

describe("fix takes the scan's flags that decide which findings there are", () => {
  it('has each of them, spelled as the scan spells it', async () => {
    const flags = Object.values(runFlags)
      .map((make) => make('help'))
      .filter((made): made is Option => made instanceof Option)
      .map((option) => option.flags);
    expect(flags).toEqual([
      '--target <version>',
      '-f, --filename <path>',
      '--static-pods <path>',
      '--from <version>',
      '--addon <name=version>',
      '--config <path>',
      '--fail-on <severity>',
      '--baseline <file>',
    ]);
    const [scan, fixHelp] = await Promise.all([help([]), help(['fix'])]);
    for (const flag of flags) {
      expect(scan).toContain(`  ${flag} `);
      expect(fixHelp).toContain(`  ${flag} `);
    }
  });

  it('--addon: judges add-on APIs against the release given, as the scan does', async () => {
    const args = [
      '--config',
      'examples/custom-rule/.k8s-upgrade-check.yaml',
      '-f',
      'examples/custom-rule/manifests/app.yaml',
      '--addon',
      'cert-manager=v1.5.0',
    ];
    expect(await fix(args, REPO_ROOT)).toEqual({
      code: 1,
      stdout: '',
      // cert-manager.io/v1alpha2 is served until v1.6.0: deprecated at v1.5.0, not removed (the configuration says v1.7.0)
      stderr:
        'Left as they are:\n  no automatic fix (3; a scan lists them): deprecated-addon-api 1, pdb-blocks-drain 1, removed-addon-api 1\n0 findings fixable in 0 files; 3 left (3 have no automatic fix).\n',
    });
    const scan = runCli([...args, '-o', 'json']);
    expect(JSON.parse(scan.stdout).findings.map((f: { ruleId: string; object: { kind: string } }) => `${f.ruleId} ${f.object.kind}`)).toEqual([
      'pdb-blocks-drain PodDisruptionBudget',
      'removed-addon-api Widget',
      'deprecated-addon-api Certificate',
    ]);
    expectUsageError(
      await fix(['--target', '1.37', '-f', 'fixtures/demo', '--addon', 'nope=1'], REPO_ROOT),
      '--addon nope=1: unknown add-on "nope" (known: cert-manager, external-secrets, external-snapshotter, flux, gateway-api, istio, traefik; rows of your own under apis: can name more)',
    );
  });

  it('--baseline: leaves the findings it records as they are, fixes the others, and counts only those', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'cron.yaml'), CRONJOB);
    const recorded = runCli(['--target', '1.37', '-f', 'cron.yaml', '--baseline-write', 'baseline.json'], { cwd: dir });
    expect(recorded.code).toBe(0);
    writeFileSync(join(dir, 'hourly.yaml'), CRONJOB.replace('nightly', 'hourly'));
    // the baseline in the directory given is the run's own file, not a manifest
    const result = await fix(['--target', '1.37', '-f', '.', '--baseline', 'baseline.json'], dir);
    expect(changes(result.stdout)).toEqual({ 'hourly.yaml': { removed: [1], added: ['apiVersion: batch/v1'] } });
    expect(result.stderr).toBe('Fixes (apply with --write):\n  hourly.yaml:1  removed-api  CronJob hourly\n1 finding fixable in 1 file; 0 left.\n');
    expect(result.code).toBe(0);
    expect(Object.keys(changes((await fix(['--target', '1.37', '-f', '.'], dir)).stdout))).toEqual(['cron.yaml', 'hourly.yaml']);
    expectUsageError(
      await fix(['--target', '1.37', '-f', '.', '--baseline', 'missing.json'], dir),
      'cannot read baseline missing.json: no such file or directory; record one with --baseline-write missing.json',
    );
  });
});

describe('fix on the example repository', () => {
  it('changes only the lines the fixed findings are about', async () => {
    const result = await fix(['--target', '1.37', '-f', 'fixtures/demo'], REPO_ROOT);
    expect(result.code).toBe(1);
    expect(changes(result.stdout)).toEqual({
      'fixtures/demo/apps/payments/cronjob.yaml': { removed: [1], added: ['apiVersion: batch/v1'] },
      'fixtures/demo/apps/payments/pdb.yaml': { removed: [1], added: ['apiVersion: policy/v1'] },
      'fixtures/demo/apps/storefront/hpa.yaml': { removed: [1], added: ['apiVersion: autoscaling/v2'] },
      'fixtures/demo/apps/storefront/ingress.yaml': {
        removed: [2, 16, 17],
        added: [
          'apiVersion: networking.k8s.io/v1',
          '            pathType: ImplementationSpecific',
          '              service:',
          '                name: storefront',
          '                port:',
          '                  number: 80',
        ],
      },
      'fixtures/demo/platform/ingress/flowschema.yaml': { removed: [1], added: ['apiVersion: flowcontrol.apiserver.k8s.io/v1'] },
      'fixtures/demo/platform/node/kubelet-config.yaml': { removed: [7], added: [] },
      'fixtures/demo/platform/scheduling/workloads.yaml': { removed: [7, 15], added: ['apiVersion: storage.k8s.io/v1', 'apiVersion: resource.k8s.io/v1'] },
    });
    expect(result.stderr).toMatch(/\n8 findings fixable in 7 files; 15 left \(3 need a decision, 12 have no automatic fix\)\.\n$/);
    // Nothing in the repository was written.
    expect(tool('git', ['status', '--porcelain', '--', 'fixtures/demo'], REPO_ROOT).stdout).toBe('');
  });

  it('after --write, a scan finds nothing fix can change, and a second fix prints nothing', async () => {
    const dir = tempDir();
    cpSync(join(REPO_ROOT, 'fixtures', 'demo'), join(dir, 'demo'), { recursive: true });
    const diff = (await fix(['--target', '1.37', '-f', 'demo'], dir)).stdout;
    expect(tool('git', ['apply', '--check', '-'], dir, diff).stderr).toBe('');
    const written = await fix(['--target', '1.37', '-f', 'demo', '--write'], dir);
    expect(written.stdout).toBe('');
    expect(written.stderr).toContain('8 findings fixed in 7 files; 15 left');

    const scan = runCli(['--target', '1.37', '-f', 'demo', '-o', 'json', '--fail-on', 'none'], { cwd: dir });
    const findings = (JSON.parse(scan.stdout) as { findings: { ruleId: string; object: { kind: string; name: string } }[] }).findings;
    const fixable = findings.filter((f) => ['removed-api', 'deprecated-api', 'removed-feature-gate', 'locked-feature-gate'].includes(f.ruleId));
    // Only what fix leaves for a decision.
    expect(fixable.map((f) => `${f.ruleId} ${f.object.kind} ${f.object.name}`).sort()).toEqual([
      'locked-feature-gate Pod kube-apiserver-cp-1',
      'removed-api Workload training-run',
      'removed-feature-gate KubeletConfiguration (unnamed)',
    ]);
    expect(findings).toHaveLength(15);

    const again = await fix(['--target', '1.37', '-f', 'demo'], dir);
    expect(again.stdout).toBe('');
    expect(again.code).toBe(1);
  });
});

describe('fix exit codes and input errors', () => {
  it('proves its changes against the other files as the scan read them, unreadable ones included', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'cron.yaml'), CRONJOB);
    symlinkSync('gone.yaml', join(dir, 'dangling.yaml'));
    const result = await fix(['--target', '1.37', '-f', '.'], dir);
    expect(changes(result.stdout)).toEqual({ 'cron.yaml': { removed: [1], added: ['apiVersion: batch/v1'] } });
    expect(result.stderr).toBe(
      'Fixes (apply with --write):\n  cron.yaml:1  removed-api  CronJob nightly\nLeft as they are:\n  no automatic fix (1; a scan lists them): read-error 1\n1 finding fixable in 1 file; 1 left (1 has no automatic fix).\n',
    );
  });

  it('exits 0 when nothing it cannot fix is left, 1 otherwise', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'cron.yaml'), CRONJOB);
    expect((await fix(['--target', '1.37', '-f', 'cron.yaml'], dir)).code).toBe(0);
    writeFileSync(join(dir, 'psp.yaml'), 'apiVersion: policy/v1beta1\nkind: PodSecurityPolicy\nmetadata:\n  name: p\n');
    expect((await fix(['--target', '1.37', '-f', 'cron.yaml', '-f', 'psp.yaml'], dir)).code).toBe(1);
    // --fail-on narrows what counts, as in a scan: the PSP finding is an error.
    expect((await fix(['--target', '1.37', '-f', 'psp.yaml', '--fail-on', 'none'], dir)).code).toBe(0);
  });

  it('exits 2 with one line for usage and read errors', async () => {
    const dir = tempDir();
    const expectError = async (args: string[], line: string) => expectUsageError(await fix(args, dir), line);
    await expectError(['-f', 'x.yaml'], '--target is required, e.g. --target 1.38, or target: in .k8s-upgrade-check.yaml (supported: 1.16 to 1.38)');
    await expectError(
      ['--target', '1.37', '-f', '-'],
      'fix rewrites files, so it cannot read standard input (-f -); save the manifests to a file and pass that',
    );
    await expectError(['--target', '1.37'], 'fix rewrites manifest files: pass them with -f PATH (a live cluster is never changed)');
    await expectError(['--target', '1.37', '-f', 'missing.yaml'], 'cannot read missing.yaml: no such file or directory; check the path given to -f');
  });

  it('never touches a file with template directives', async () => {
    const dir = tempDir();
    const template = `apiVersion: extensions/v1beta1\nkind: Ingress\nmetadata:\n  name: {{ .Release.Name }}\n`;
    writeFileSync(join(dir, 'ingress.yaml'), template);
    const quoted = `apiVersion: batch/v1beta1\nkind: CronJob\nmetadata:\n  name: "{{ .Values.name }}"\n`;
    writeFileSync(join(dir, 'quoted.yaml'), quoted);
    const result = await fix(['--target', '1.37', '-f', '.', '--write'], dir);
    expect(result.stderr).toContain(
      "  templated file (2):\n    ingress.yaml:1  removed-api  Ingress (unnamed)\n      the file holds template directives (line 4); fix the template's source instead\n    quoted.yaml:1  removed-api  CronJob {{ .Values.name }}\n",
    );
    expect(readFileSync(join(dir, 'ingress.yaml'), 'utf8')).toBe(template);
    expect(readFileSync(join(dir, 'quoted.yaml'), 'utf8')).toBe(quoted);
  });

  it('does not load the yaml package for a scan, only for fix', () => {
    const dir = tempDir();
    const log = join(dir, 'loaded.log');
    writeFileSync(
      join(dir, 'hooks.mjs'),
      `import { appendFileSync } from 'node:fs';\nexport async function resolve(specifier, context, next) {\n  const found = await next(specifier, context);\n  if (/node_modules\\/yaml\\//.test(found.url)) appendFileSync(${JSON.stringify(log)}, found.url + '\\n');\n  return found;\n}\n`,
    );
    writeFileSync(join(dir, 'register.mjs'), `import { register } from 'node:module';\nregister(${JSON.stringify(`file://${join(dir, 'hooks.mjs')}`)});\n`);
    const node = (args: string[]) =>
      tool(process.execPath, ['--import', join(dir, 'register.mjs'), join(REPO_ROOT, 'bin', 'k8s-upgrade-check.js'), ...args], REPO_ROOT);
    const scan = node(['--target', '1.37', '-f', 'fixtures/demo', '-o', 'json']);
    expect(scan.stderr).toBe('');
    expect(JSON.parse(scan.stdout).summary.files).toBe(16);
    expect(existsSync(log)).toBe(false);
    expect(node(['fix', '--target', '1.37', '-f', 'fixtures/demo/apps/payments/cronjob.yaml']).code).toBe(0);
    expect(readFileSync(log, 'utf8')).toMatch(/node_modules\/yaml\/dist\/index\.js/);
  });
});

describe('fix --write', () => {
  it('keeps the file mode, refuses a symbolic link in the tree and leaves no temporary file', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'real.yaml'), INGRESS);
    chmodSync(join(dir, 'real.yaml'), 0o640);
    symlinkSync('real.yaml', join(dir, 'link.yaml'));
    expect(await fix(['--target', '1.37', '-f', 'link.yaml', '--write'], dir)).toEqual({
      code: 2,
      stdout: '',
      stderr: `k8s-upgrade-check: refusing to rewrite a file, nothing was written: link.yaml (it is reached through the symbolic link link.yaml inside the work tree ${dir}; name the file the link points to)\n`,
    });
    expect(readFileSync(join(dir, 'real.yaml'), 'utf8')).toBe(INGRESS);
    const result = await fix(['--target', '1.37', '-f', 'real.yaml', '--write'], dir);
    expect(result.code).toBe(0);
    expect(statSync(join(dir, 'real.yaml')).mode & 0o777).toBe(0o640);
    expect(lstatSync(join(dir, 'link.yaml')).isSymbolicLink()).toBe(true);
    expect(parseAll(readFileSync(join(dir, 'real.yaml'), 'utf8'))[0]).toMatchObject({ apiVersion: 'networking.k8s.io/v1' });
    expect(readdirSync(dir).sort()).toEqual(['link.yaml', 'real.yaml']);
  });

  it('refuses, naming them, files with uncommitted changes in git unless --force', async () => {
    const dir = tempDir();
    const git = (...args: string[]) => tool('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], dir);
    git('init', '-q');
    writeFileSync(join(dir, 'clean.yaml'), CRONJOB);
    writeFileSync(join(dir, 'edited.yaml'), CRONJOB);
    git('add', '.');
    git('commit', '-qm', 'manifests');
    writeFileSync(join(dir, 'edited.yaml'), CRONJOB.replace('nightly', 'nightly-2'));
    writeFileSync(join(dir, 'new.yaml'), CRONJOB.replace('nightly', 'fresh'));
    const refused = await fix(['--target', '1.37', '-f', '.', '--write'], dir);
    expect(refused).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'k8s-upgrade-check: refusing to rewrite files that git could not give back: edited.yaml, new.yaml (uncommitted changes); commit or stash them first, or pass --force\n',
    });
    expect(readFileSync(join(dir, 'clean.yaml'), 'utf8')).toBe(CRONJOB);
    expect((await fix(['--target', '1.37', '-f', 'clean.yaml', '--write'], dir)).code).toBe(0);
    expect(readFileSync(join(dir, 'clean.yaml'), 'utf8')).toBe(CRONJOB.replace('batch/v1beta1', 'batch/v1'));
    expect((await fix(['--target', '1.37', '-f', '.', '--write', '--force'], dir)).code).toBe(0);
    expect(readFileSync(join(dir, 'new.yaml'), 'utf8')).toBe(CRONJOB.replace('nightly', 'fresh').replace('batch/v1beta1', 'batch/v1'));
  });

  it('refuses files that git ignores, as git has no copy of them either', async () => {
    const dir = tempDir();
    const git = (...args: string[]) => tool('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], dir);
    git('init', '-q');
    writeFileSync(join(dir, '.gitignore'), 'local/\n');
    writeFileSync(join(dir, 'edited.yaml'), CRONJOB);
    git('add', '.');
    git('commit', '-qm', 'manifests');
    writeFileSync(join(dir, 'edited.yaml'), CRONJOB.replace('nightly', 'nightly-2'));
    mkdirSync(join(dir, 'local'));
    writeFileSync(join(dir, 'local', 'override.yaml'), CRONJOB.replace('nightly', 'local'));
    expect(await fix(['--target', '1.37', '-f', 'local', '--write'], dir)).toEqual({
      code: 2,
      stdout: '',
      stderr: `k8s-upgrade-check: refusing to rewrite a file that git could not give back: ${join('local', 'override.yaml')} (ignored by git); keep a copy of it first, or pass --force\n`,
    });
    expect(await fix(['--target', '1.37', '-f', '.', '--write'], dir)).toEqual({
      code: 2,
      stdout: '',
      stderr: `k8s-upgrade-check: refusing to rewrite files that git could not give back: edited.yaml (uncommitted changes), ${join('local', 'override.yaml')} (ignored by git); commit or stash the changed ones and keep a copy of the ignored ones first, or pass --force\n`,
    });
    expect(readFileSync(join(dir, 'local', 'override.yaml'), 'utf8')).toBe(CRONJOB.replace('nightly', 'local'));
    expect((await fix(['--target', '1.37', '-f', 'local', '--write', '--force'], dir)).code).toBe(0);
    expect(readFileSync(join(dir, 'local', 'override.yaml'), 'utf8')).toBe(CRONJOB.replace('nightly', 'local').replace('batch/v1beta1', 'batch/v1'));
  });

  it('refuses when git cannot tell whether a file has changes', async () => {
    const dir = tempDir();
    tool('git', ['init', '-q'], dir);
    writeFileSync(join(dir, 'cron.yaml'), CRONJOB);
    writeFileSync(join(dir, '.git', 'index'), 'not an index');
    const result = await fix(['--target', '1.37', '-f', 'cron.yaml', '--write'], dir);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^k8s-upgrade-check: cannot tell whether cron\.yaml has uncommitted changes \(git: .+\); pass --force to write anyway\n$/);
    expect(readFileSync(join(dir, 'cron.yaml'), 'utf8')).toBe(CRONJOB);
  });
});

describe('the re-scan of changed files', () => {
  it('drops a change that would bring a new finding, and says so', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'cron.yaml'), CRONJOB);
    // A stand-in for a rule that only sees the new version.
    const watcher = defineRule({
      id: 'watches-batch-v1',
      release: 'core',
      severity: 'warning',
      kinds: ['CronJob'],
      docs: {
        summary: 'test rule',
        changed: 'test rule',
        affected: 'test rule',
        why: 'test rule',
        fix: 'test rule',
        sources: [{ title: 't', url: 'https://example.com' }],
      },
      messages: { seen: 'batch/v1 CronJob {{name}} seen' },
      check(obj, ctx) {
        if (obj.apiVersion === 'batch/v1') ctx.report(obj, { messageId: 'seen', data: { name: obj.metadata.name ?? '' } });
      },
    });
    let stdout = '';
    let stderr = '';
    const io = { stdout: (t: string) => void (stdout += t), stderr: (t: string) => void (stderr += t), env: {}, isTTY: false, cwd: dir };
    const code = await fixCommand({ target: '1.37', filename: ['cron.yaml'] }, io, {
      rules: [removedApi, watcher],
      config: undefined,
      apis: ApiTable.bundled(),
    });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain(
      '  change not proven (1):\n    cron.yaml:1  removed-api  CronJob nightly\n      the change would bring a new finding: watches-batch-v1: batch/v1 CronJob nightly seen\n',
    );
  });
});
