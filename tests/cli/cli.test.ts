import { mkdtempSync, readdirSync, readFileSync, writeFileSync, chmodSync, mkdirSync } from 'node:fs';
import module from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, expectUsageError } from '../support/cli.js';
import { runMain } from './in-process.js';
import { REPO_ROOT } from '../support/rule-tester.js';

const version = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')).version as string;
const INGRESS = 'apiVersion: extensions/v1beta1\nkind: Ingress\nmetadata:\n  name: web\n  namespace: shop\n';

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-cli-'));
}

describe('CLI basics', () => {
  it('prints its version', async () => {
    expect(await runMain(['--version'])).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
  });

  it('prints help with examples and exit codes', async () => {
    const result = await runMain(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: k8s-upgrade-check [options] [command]');
    expect(result.stdout).toContain('helm template my-app ./chart | k8s-upgrade-check --target 1.37 -f -');
    expect(result.stdout).toContain('Exit codes: 0 nothing at or above --fail-on, 1 findings at or above it, 2 the run could not be done.');
  });
});

describe('as a process: bin/k8s-upgrade-check.js', () => {
  // the other tests run main() in this process; these show that the command does the same
  it('prints the same report and exits with the same code as main() returns', async () => {
    const args = ['--target', '1.37', '-f', 'fixtures/demo', '-o', 'json'];
    const spawned = runCli(args);
    expect(spawned.code).toBe(1);
    expect(spawned).toEqual(await runMain(args));
  });

  it('writes a usage error to stderr and exits 2', async () => {
    const spawned = runCli(['--target', 'latest', '-f', 'fixtures/demo']);
    expectUsageError(spawned, '--target "latest" is not a Kubernetes version; use a minor version such as 1.38 (supported: 1.16 to 1.38)');
    expect(spawned).toEqual(await runMain(['--target', 'latest', '-f', 'fixtures/demo']));
  });

  // Node.js 22.1 added module.enableCompileCache; on older versions the bins start without it.
  it.skipIf(!('enableCompileCache' in module))('keeps its compiled code between runs where Node.js can', () => {
    const cache = tempDir();
    expect(runCli(['--version'], { env: { NODE_COMPILE_CACHE: cache } })).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
    expect(readdirSync(cache)).not.toEqual([]);
  });

  it('reads standard input and takes colour settings from its environment', () => {
    const result = runCli(['--target', '1.37', '-f', '-'], { input: INGRESS, env: { FORCE_COLOR: '1' } });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('<stdin>:1');
    expect(result.stdout).toContain('\u001b[');
  });
});

describe('usage errors exit 2 with one line', () => {
  it('needs a target', async () =>
    expectUsageError(
      await runMain(['-f', 'fixtures/demo']),
      '--target is required, e.g. --target 1.38, or target: in .k8s-upgrade-check.yaml (supported: 1.16 to 1.38)',
    ));
  it('rejects a malformed target', async () =>
    expectUsageError(
      await runMain(['--target', 'latest', '-f', 'fixtures/demo']),
      '--target "latest" is not a Kubernetes version; use a minor version such as 1.38 (supported: 1.16 to 1.38)',
    ));
  it('rejects a target newer than the catalogue', async () =>
    expectUsageError(
      await runMain(['--target', 'v1.39.0', '-f', 'fixtures/demo']),
      '--target 1.39 is outside the releases this version of k8s-upgrade-check knows (supported: 1.16 to 1.38)',
    ));
  it('rejects a from newer than the target', async () =>
    expectUsageError(
      await runMain(['--target', '1.30', '--from', '1.31', '-f', 'fixtures/demo']),
      '--from 1.31 is newer than --target 1.30; downgrades are not checked',
    ));
  it('rejects a missing path', async () =>
    expectUsageError(
      await runMain(['--target', '1.37', '-f', 'no/such/dir']),
      'cannot read no/such/dir: no such file or directory; check the path given to -f',
    ));
  it('rejects a directory without manifests', async () => {
    const dir = tempDir();
    expectUsageError(await runMain(['--target', '1.37', '-f', dir], { cwd: dir }), `no manifest files (.yaml, .yml, .json) found in ${dir}`);
  });
  it('rejects an unknown option', async () => expectUsageError(await runMain(['--target', '1.37', '--bogus']), "unknown option '--bogus'"));
  it('rejects an unknown output format', async () =>
    expect(await runMain(['--target', '1.37', '-f', 'fixtures/demo', '-o', 'xml'])).toMatchObject({
      code: 2,
      stdout: '',
      stderr: expect.stringMatching(/^k8s-upgrade-check: option '-o, --output <format>' argument 'xml' is invalid\. Allowed choices are [a-z, ]+\.\n$/),
    }));
  it('rejects an unknown --fail-on', async () =>
    expectUsageError(
      await runMain(['--target', '1.37', '-f', 'fixtures/demo', '--fail-on', 'fatal']),
      "option '--fail-on <severity>' argument 'fatal' is invalid. Allowed choices are error, warning, info, none.",
    ));
  it('rejects an unreadable file', async () => {
    const dir = tempDir();
    const file = join(dir, 'secret.yaml');
    writeFileSync(file, INGRESS);
    chmodSync(file, 0o000);
    const result = await runMain(['--target', '1.37', '-f', 'secret.yaml'], { cwd: dir });
    // root can read anything; the check only means something for other users
    if (process.getuid?.() !== 0) expectUsageError(result, 'cannot read secret.yaml: permission denied');
    else expect(result.code).toBe(1);
  });
  it('explains only known rules, and suggests the one a typo or a prefix names', async () => {
    expectUsageError(await runMain(['explain', 'no-such-rule']), 'unknown rule "no-such-rule" ("k8s-upgrade-check rules" lists them)');
    expectUsageError(
      await runMain(['explain', 'remvoed-api']),
      'unknown rule "remvoed-api"; did you mean "removed-api"? ("k8s-upgrade-check rules" lists them)',
    );
    expectUsageError(
      await runMain(['explain', 'selinux-mount']),
      'unknown rule "selinux-mount"; did you mean "selinux-mount-conflict"? ("k8s-upgrade-check rules" lists them)',
    );
    expectUsageError(await runMain(['explain', 'removed']), 'unknown rule "removed" ("k8s-upgrade-check rules" lists them)');
  });
  it('takes a mistyped subcommand for one, not for a path', async () => {
    expectUsageError(await runMain(['rulez']), 'unknown command "rulez"; did you mean "rules"? (no file or directory of that name either)');
    expectUsageError(
      await runMain(['explian', 'removed-api']),
      'unknown command "explian"; did you mean "explain"? (no file or directory of that name either)',
    );
    expectUsageError(await runMain(['version']), 'unknown command "version"; did you mean "--version"? (no file or directory of that name either)');
    // a path that exists, or that looks like one, is read as a path
    expectUsageError(await runMain(['--target', '1.37', 'rulez/']), 'cannot read rulez/: no such file or directory; check the path given to -f');
    const dir = tempDir();
    mkdirSync(join(dir, 'rulez'));
    writeFileSync(join(dir, 'rulez', 'ingress.yaml'), INGRESS);
    expect((await runMain(['--target', '1.37', 'rulez'], { cwd: dir })).code).toBe(1);
  });
  it('says which flag belongs to a cluster check, in the singular for one', async () =>
    expectUsageError(
      await runMain(['--target', '1.37', '-f', 'fixtures/demo', '-n', 'shop']),
      '--namespace applies to a cluster check; leave out -f and --static-pods to check the cluster, or drop it to check manifests',
    ));
  it('rejects an unknown --rule and --severity', async () => {
    expectUsageError(
      await runMain(['--target', '1.37', '-f', 'fixtures/demo', '--rule', 'removed-apis']),
      '--rule: unknown rule "removed-apis"; did you mean "removed-api"? ("k8s-upgrade-check rules" lists them)',
    );
    expectUsageError(
      await runMain(['--target', '1.37', '-f', 'fixtures/demo', '--severity', 'fatal']),
      "option '--severity <level>' argument 'fatal' is invalid. Allowed choices are error, warning, info.",
    );
  });
});

describe('scanning', () => {
  it('exits 1 on an error finding and 0 with --fail-on none', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'ingress.yaml'), INGRESS);
    expect((await runMain(['--target', '1.37', '-f', 'ingress.yaml'], { cwd: dir })).code).toBe(1);
    expect((await runMain(['--target', '1.37', '-f', 'ingress.yaml', '--fail-on', 'none'], { cwd: dir })).code).toBe(0);
  });

  it('exits 0 when nothing is at or above --fail-on, 1 when a warning is and --fail-on warning', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'dra.yaml'), 'apiVersion: resource.k8s.io/v1beta1\nkind: DeviceClass\nmetadata:\n  name: gpu\n');
    const json = JSON.parse((await runMain(['--target', '1.37', '-f', '.', '-o', 'json'], { cwd: dir })).stdout);
    expect(json.findings.map((f: { ruleId: string; severity: string }) => `${f.ruleId} ${f.severity}`)).toEqual(['deprecated-api warning']);
    expect((await runMain(['--target', '1.37', '-f', '.'], { cwd: dir })).code).toBe(0);
    expect((await runMain(['--target', '1.37', '-f', '.', '--fail-on', 'warning'], { cwd: dir })).code).toBe(1);
  });

  it('prints the JSON contract', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'apps'));
    writeFileSync(join(dir, 'apps', 'ingress.yaml'), '# legacy\n---\n' + INGRESS);
    const result = await runMain(['--target', 'v1.37.1', '--from', '1.34', '-f', 'apps', '-o', 'json'], { cwd: dir });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('');
    const json = JSON.parse(result.stdout);
    expect(Object.keys(json)).toEqual(['schemaVersion', 'tool', 'target', 'from', 'releases', 'summary', 'findings', 'gaps', 'hops']);
    expect(json.hops).toEqual([
      { from: '1.34', to: '1.35' },
      { from: '1.35', to: '1.36' },
      { from: '1.36', to: '1.37' },
    ]);
    expect(json).toMatchObject({
      schemaVersion: 1,
      tool: { name: 'k8s-upgrade-check', version },
      target: '1.37',
      from: '1.34',
      releases: ['1.35', '1.36', '1.37'],
      summary: { objects: 1, files: 1, findings: 1, bySeverity: { error: 1, warning: 0, info: 0 } },
    });
    expect(Object.keys(json.findings[0])).toEqual(['ruleId', 'release', 'severity', 'message', 'object', 'location', 'fix', 'fingerprint']);
    expect(json.findings).toEqual([
      {
        ruleId: 'removed-api',
        release: '1.22',
        severity: 'error',
        message:
          "extensions/v1beta1 Ingress is no longer served since Kubernetes 1.22; use networking.k8s.io/v1 (served since 1.19). In networking.k8s.io/v1, spec.backend is spec.defaultBackend; a backend's serviceName becomes service.name, a numeric servicePort becomes service.port.number and a named one service.port.name; every path needs a pathType (Prefix, Exact or ImplementationSpecific; ImplementationSpecific keeps the old unspecified behaviour).",
        object: { apiVersion: 'extensions/v1beta1', kind: 'Ingress', namespace: 'shop', name: 'web' },
        location: { file: 'apps/ingress.yaml', line: 3, column: 1 },
        fix: 'Set apiVersion to networking.k8s.io/v1 and make the changes the message describes.',
        fingerprint: expect.stringMatching(/^[0-9a-f]{32}$/),
      },
    ]);
  });

  it('reads manifests from standard input', async () => {
    const json = JSON.parse((await runMain(['--target', '1.37', '-f', '-', '-o', 'json'], { input: INGRESS })).stdout);
    expect(json.findings.map((f: { location: { file: string; line: number } }) => `${f.location.file}:${f.location.line}`)).toEqual(['<stdin>:1']);
  });

  it('colours the table only when asked to or on a terminal', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'ingress.yaml'), INGRESS);
    const plain = await runMain(['--target', '1.37', '-f', 'ingress.yaml'], { cwd: dir });
    expect(plain.stdout).not.toContain('\u001b[');
    expect((await runMain(['--target', '1.37', '-f', 'ingress.yaml'], { cwd: dir, env: { FORCE_COLOR: '1' } })).stdout).toContain('\u001b[');
    expect((await runMain(['--target', '1.37', '-f', 'ingress.yaml', '--no-color'], { cwd: dir, env: { FORCE_COLOR: '1' } })).stdout).not.toContain('\u001b[');
    expect((await runMain(['--target', '1.37', '-f', 'ingress.yaml'], { cwd: dir, env: { FORCE_COLOR: '1', NO_COLOR: '1' } })).stdout).not.toContain('\u001b[');
  });

  it('prints a table, the notes under their rule and a summary', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'ingress.yaml'), INGRESS);
    const out = (await runMain(['--target', '1.37', '-f', 'ingress.yaml'], { cwd: dir })).stdout;
    expect(out.split('\n').slice(0, 9)).toEqual([
      'Upgrade check for Kubernetes 1.37',
      'Found 1 error; notes and fixes follow the table.',
      '',
      'SEVERITY  RULE         KIND     NAMESPACE/NAME  WHERE           RELEASE  NOTE',
      'error     removed-api  Ingress  shop/web        ingress.yaml:1  1.22     1',
      '',
      'NOTES',
      'removed-api (1 error)',
      '  1  extensions/v1beta1 Ingress is no longer served since Kubernetes 1.22; use networking.k8s.io/v1 (served since 1.19).',
    ]);
    expect(out).toMatch(
      /\n {2}Fix: Set apiVersion to networking\.k8s\.io\/v1 and make the changes the message describes\.\n\n1 object in 1 file checked against 1\.37: 1 error, 0 warnings, 0 info \(\d+ ms\)\n$/,
    );
  });

  it('shows what --severity and --rule ask for; the exit code still counts every finding', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'ingress.yaml'), INGRESS);
    writeFileSync(join(dir, 'dra.yaml'), 'apiVersion: resource.k8s.io/v1beta1\nkind: DeviceClass\nmetadata:\n  name: gpu\n');
    const warnings = await runMain(['--target', '1.37', '-f', '.', '--severity', 'warning'], { cwd: dir });
    expect(warnings.code).toBe(1);
    expect(warnings.stdout.split('\n').slice(3, 5)).toEqual([
      'SEVERITY  RULE            KIND         NAMESPACE/NAME  WHERE       RELEASE  NOTE',
      'warning   deprecated-api  DeviceClass  gpu             dra.yaml:1  1.35     1',
    ]);
    expect(warnings.stdout).toMatch(
      /\n2 objects in 2 files checked against 1\.37: 0 errors, 1 warning, 0 info; 1 more hidden by --severity warning \(the exit code counts them\) \(\d+ ms\)\n$/,
    );
    const json = JSON.parse(
      (await runMain(['--target', '1.37', '-f', '.', '--rule', 'removed-api', '--severity', 'error', '--severity', 'warning', '-o', 'json'], { cwd: dir }))
        .stdout,
    );
    expect(json.findings.map((f: { ruleId: string }) => f.ruleId)).toEqual(['removed-api']);
    expect(json.summary).toMatchObject({ findings: 1, hidden: 1 });
    // nothing shown, and still exit 1
    const none = await runMain(['--target', '1.37', '-f', '.', '--severity', 'info'], { cwd: dir });
    expect(none.code).toBe(1);
    expect(none.stdout).toMatch(
      /^Upgrade check for Kubernetes 1\.37\n\n2 objects in 2 files checked against 1\.37: nothing shown; 2 more hidden by --severity info \(the exit code counts them\) \(\d+ ms\)\n$/,
    );
  });

  it('prints only the rows with --no-headers, one line each', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'ingress.yaml'), INGRESS);
    writeFileSync(join(dir, 'dra.yaml'), 'apiVersion: resource.k8s.io/v1beta1\nkind: DeviceClass\nmetadata:\n  name: gpu\n');
    expect(await runMain(['--target', '1.37', '-f', '.', '--no-headers'], { cwd: dir })).toEqual({
      code: 1,
      stderr: '',
      stdout: [
        'error    removed-api     Ingress      shop/web  ingress.yaml:1  1.22  1',
        'warning  deprecated-api  DeviceClass  gpu       dra.yaml:1      1.35  2',
        '',
      ].join('\n'),
    });
  });

  it('reports a file named outright that is not YAML or JSON, without failing the gate, and reads one without an extension', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'README.md'), '# Manifests\n\nSee `{{ .Values }}`.\n');
    writeFileSync(join(dir, 'ingress'), INGRESS);
    const result = await runMain(['--target', '1.37', 'README.md', 'ingress', '-o', 'json', '--fail-on', 'warning'], { cwd: dir });
    expect(result.code).toBe(1);
    const json = JSON.parse(result.stdout);
    expect(json.summary).toMatchObject({ objects: 1, files: 1 });
    expect(json.findings[0]).toEqual({
      ruleId: 'parse-error',
      release: '1.37',
      severity: 'info',
      message: 'Not a manifest: its extension .md is not .yaml, .yml or .json, so the file was not read.',
      object: null,
      location: { file: 'README.md', line: 1, column: 1 },
      fix: 'Leave the file out of the paths given, or name the rendered manifest instead.',
      fingerprint: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(json.findings.map((f: { ruleId: string; location: { file: string } }) => `${f.ruleId} ${f.location.file}`)).toEqual([
      'parse-error README.md',
      'removed-api ingress',
    ]);
    // Named alone, nothing is checked: that is not a pass.
    expectUsageError(
      await runMain(['--target', '1.37', '-f', 'README.md'], { cwd: dir }),
      'nothing to check: README.md is not a manifest (the extension is not .yaml, .yml or .json); name the manifests, or the directory that holds them',
    );
  });

  it('does not read its own configuration and baseline files as manifests', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'ingress.yaml'), INGRESS);
    writeFileSync(join(dir, '.k8s-upgrade-check.yaml'), 'target: "1.37"\n');
    expect((await runMain(['-f', '.', '--baseline-write', 'baseline.json', '-o', 'json'], { cwd: dir })).code).toBe(0);
    const json = JSON.parse((await runMain(['-f', '.', '--baseline', 'baseline.json', '-o', 'json'], { cwd: dir })).stdout);
    expect(json.summary).toMatchObject({ objects: 1, files: 1, findings: 0, suppressed: 1 });
  });
});

describe('rules and explain', () => {
  it('lists the catalogue as JSON', async () => {
    const rules = JSON.parse((await runMain(['rules', '-o', 'json'])).stdout) as { id: string }[];
    expect(rules.map((r) => r.id)).toEqual(expect.arrayContaining(['removed-api', 'deprecated-api', 'parse-error']));
  });

  it('filters the catalogue by target', async () => {
    const all = JSON.parse((await runMain(['rules', '-o', 'json'])).stdout) as { release: string }[];
    const old = JSON.parse((await runMain(['rules', '--target', '1.20', '-o', 'json'])).stdout) as { release: string }[];
    expect(old.every((r) => r.release === 'core' || Number(r.release.split('.')[1]) <= 20)).toBe(true);
    expect(old.length).toBeLessThanOrEqual(all.length);
  });

  it("prints a rule's documentation as Markdown with -o markdown", async () => {
    const result = await runMain(['explain', 'removed-api', '-o', 'markdown']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^# removed-api\n\nThe object uses an apiVersion that the target release no longer serves\.\n/);
    for (const heading of ['## What changed', '## Who is affected', '## Why it breaks', '## How to fix it', '## Sources'])
      expect(result.stdout).toContain(heading);
  });

  it("prints a rule's documentation for a terminal by default", () => {
    const result = runCli(['explain', 'removed-api']);
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines.slice(0, 7)).toEqual([
      'removed-api',
      '',
      '  The object uses an apiVersion that the target release no longer serves.',
      '',
      '  Release: every release (data-driven) · Severity: error',
      '',
      'WHAT CHANGED',
    ]);
    for (const heading of ['WHO IS AFFECTED', 'WHY IT BREAKS', 'HOW TO FIX IT', 'SOURCES']) expect(lines).toContain(heading);
    // code blocks as written, lists with bullets, links as text, no Markdown left
    expect(result.stdout).toContain('\n    # before\n    apiVersion: networking.k8s.io/v1beta1\n    kind: Ingress\n');
    expect(result.stdout).toContain('\n  • Deprecated API Migration Guide\n    <https://kubernetes.io/docs/reference/using-api/deprecation-guide/>\n');
    expect(result.stdout).not.toMatch(/^#|```|\]\(|`/m);
    expect(lines.every((line) => line.length <= 80 || !line.includes(' ', 4))).toBe(true);
  });
});
