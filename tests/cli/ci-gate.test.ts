import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { runMain } from './in-process.js';
import { expectUsageError } from '../support/cli.js';
import type { CliResult } from '../support/cli.js';
import { expectValidSarif } from '../reporters/sarif-schema.js';
import { childElements, parseXml } from '../reporters/xml.js';

const INGRESS = `apiVersion: extensions/v1beta1
kind: Ingress
metadata:
  name: web
  namespace: shop
spec:
  backend:
    serviceName: web
    servicePort: 80
`;

const CRONJOB = `apiVersion: v1
kind: ConfigMap
metadata:
  name: report-settings
  namespace: shop
---
apiVersion: batch/v1beta1
kind: CronJob
metadata:
  name: report
  namespace: shop
spec:
  schedule: "0 3 * * *"
`;

const LEGACY_PDB = `apiVersion: policy/v1beta1
kind: PodDisruptionBudget
metadata:
  name: legacy
  namespace: legacy
  annotations:
    k8s-upgrade-check.io/ignore: removed-api
    k8s-upgrade-check.io/ignore-reason: Deleted with the legacy stack
spec:
  minAvailable: 1
`;

/** A throw-away repository: files by relative path. */
function repo(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-gate-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const manifests = () => ({ 'k8s/ingress.yaml': INGRESS, 'k8s/cronjob.yaml': CRONJOB, 'k8s/legacy/pdb.yaml': LEGACY_PDB });

function json(result: CliResult) {
  return JSON.parse(result.stdout);
}

describe('report formats from the command line', () => {
  it('-o sarif prints SARIF that the official schema accepts, pointing at the offending lines', async () => {
    const cwd = repo(manifests());
    const result = await runMain(['--target', '1.37', '-f', 'k8s', '-o', 'sarif'], { cwd });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('');
    expectValidSarif(result.stdout);
    const run = JSON.parse(result.stdout).runs[0];
    expect(
      run.results.map((r: any) => [r.ruleId, r.locations[0].physicalLocation.artifactLocation.uri, r.locations[0].physicalLocation.region.startLine]),
    ).toEqual([
      ['removed-api', 'k8s/cronjob.yaml', 7],
      ['removed-api', 'k8s/ingress.yaml', 1],
    ]);
    expect(run.tool.driver.rules.map((r: any) => r.id)).toContain('removed-api');
  });

  it('-o sarif on the demo repository is valid too', async () => {
    const result = await runMain(['--target', '1.37', '-f', 'fixtures/demo', '-o', 'sarif']);
    expect(result.code).toBe(1);
    expectValidSarif(result.stdout);
  });

  it('-o junit prints well-formed JUnit whose failures match the exit code', async () => {
    const cwd = repo(manifests());
    const failing = await runMain(['--target', '1.37', '-f', 'k8s', '-o', 'junit'], { cwd });
    expect(failing.code).toBe(1);
    const root = parseXml(failing.stdout);
    expect(root.attributes.failures).toBe('2');
    const failures = childElements(root, 'testsuite')
      .flatMap((s) => childElements(s, 'testcase'))
      .flatMap((c) => childElements(c, 'failure'));
    expect(failures.map((f) => f.attributes.message.split(': ')[0])).toEqual(['k8s/cronjob.yaml:7:1', 'k8s/ingress.yaml:1:1']);
    const passing = await runMain(['--target', '1.37', '-f', 'k8s', '-o', 'junit', '--fail-on', 'none'], { cwd });
    expect(passing.code).toBe(0);
    expect(parseXml(passing.stdout).attributes).toMatchObject({ tests: '1', failures: '0' });
  });

  it('-o github prints one workflow command per finding', async () => {
    const cwd = repo({ 'k8s/ingress.yaml': INGRESS });
    const result = await runMain(['--target', '1.37', '-f', 'k8s', '-o', 'github'], { cwd });
    expect(result.code).toBe(1);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toMatch(
      /^::error file=k8s\/ingress\.yaml,line=1,col=1,title=removed-api \(Kubernetes 1\.22\)::extensions\/v1beta1 Ingress is no longer served since Kubernetes 1\.22; .*%0A%0AFix: Set apiVersion to networking\.k8s\.io\/v1 and make the changes the message describes\./,
    );
    expect(lines.slice(1)).toEqual(['k8s-upgrade-check: 1 object in 1 file checked against Kubernetes 1.37: 1 error, 0 warnings, 0 info', '']);
  });

  it('-o markdown prints a pull-request comment', async () => {
    const cwd = repo({ 'k8s/ingress.yaml': INGRESS });
    const result = await runMain(['--target', '1.37', '-f', 'k8s', '-o', 'markdown'], { cwd });
    expect(result.code).toBe(1);
    expect(result.stdout.split('\n').slice(0, 9)).toEqual([
      '<!-- k8s-upgrade-check -->',
      '### k8s-upgrade-check: upgrade to Kubernetes 1.37',
      '',
      '❌ Fails --fail-on error: **1 error**, 0 warnings, 0 info in 1 object from 1 file.',
      '',
      '| Release | Rule | Severity | Findings |',
      '| --- | --- | --- | ---: |',
      '| 1.22 | [`removed-api`](https://github.com/k8s-upgrade-check/k8s-upgrade-check/blob/main/rules/README.md#removed-api) | ❌ error | 1 |',
      '',
    ]);
  });

  it('-o yaml prints the JSON document as YAML', async () => {
    const cwd = repo(manifests());
    const asYaml = await runMain(['--target', '1.37', '-f', 'k8s', '-o', 'yaml'], { cwd });
    const asJson = await runMain(['--target', '1.37', '-f', 'k8s', '-o', 'json'], { cwd });
    expect(asYaml.code).toBe(1);
    expect(yaml.load(asYaml.stdout)).toEqual(json(asJson));
  });

  it('-o wide shows each finding with its fix and source', async () => {
    const cwd = repo({ 'k8s/ingress.yaml': INGRESS });
    const result = await runMain(['--target', '1.37', '-f', 'k8s', '-o', 'wide'], { cwd });
    expect(result.code).toBe(1);
    const flat = result.stdout.replace(/\s+/g, ' ');
    expect(flat).toContain('Set apiVersion to networking.k8s.io/v1 and make the changes the message describes.');
    expect(flat).toContain('https://kubernetes.io/docs/reference/using-api/deprecation-guide/');
  });
});

describe('--report writes more reports in the same run', () => {
  it('writes each requested file and prints the -o report', async () => {
    const cwd = repo(manifests());
    const result = await runMain(
      [
        '--target',
        '1.37',
        '-f',
        'k8s',
        '-o',
        'json',
        '--report',
        'sarif=out/results.sarif',
        '--report',
        'junit=junit.xml',
        '--report',
        'markdown=out/comment.md',
      ],
      { cwd },
    );
    expect(result.code).toBe(1);
    expect(json(result).summary.findings).toBe(2);
    expectValidSarif(readFileSync(join(cwd, 'out/results.sarif'), 'utf8'));
    expect(parseXml(readFileSync(join(cwd, 'junit.xml'), 'utf8')).attributes.failures).toBe('2');
    expect(readFileSync(join(cwd, 'out/comment.md'), 'utf8')).toMatch(/^<!-- k8s-upgrade-check -->\n/);
  });

  it('never colours a file', async () => {
    const cwd = repo({ 'k8s/ingress.yaml': INGRESS });
    await runMain(['--target', '1.37', '-f', 'k8s', '--report', 'table=report.txt'], { cwd, env: { FORCE_COLOR: '1' } });
    expect(readFileSync(join(cwd, 'report.txt'), 'utf8')).not.toContain('\u001b[');
  });

  it('rejects an unknown format or a missing path before running', async () => {
    const cwd = repo({ 'k8s/ingress.yaml': INGRESS });
    expectUsageError(
      await runMain(['--target', '1.37', '-f', 'k8s', '--report', 'xml=out.xml'], { cwd }),
      '--report "xml=out.xml": unknown format "xml" (use table, wide, json, yaml, sarif, junit, github, markdown, prometheus)',
    );
    expectUsageError(
      await runMain(['--target', '1.37', '-f', 'k8s', '--report', 'sarif'], { cwd }),
      '--report "sarif": expected FORMAT=PATH, e.g. --report sarif=results.sarif',
    );
    expectUsageError(
      await runMain(['--target', '1.37', '-f', 'k8s', '--report', 'sarif='], { cwd }),
      '--report "sarif=": expected FORMAT=PATH, e.g. --report sarif=results.sarif',
    );
  });

  it('stops with one line and prints nothing when a file cannot be written', async () => {
    const cwd = repo({ 'k8s/ingress.yaml': INGRESS, 'taken/file': 'x' });
    expectUsageError(
      await runMain(['--target', '1.37', '-f', 'k8s', '--report', 'sarif=k8s'], { cwd }),
      'cannot write the sarif report to k8s: it is a directory',
    );
    expectUsageError(
      await runMain(['--target', '1.37', '-f', 'k8s', '--report', 'junit=taken/file/junit.xml'], { cwd }),
      'cannot write the junit report to taken/file/junit.xml: a parent is not a directory',
    );
  });
});

describe('.k8s-upgrade-check.yaml', () => {
  it('is found in the working directory and gives the target and --fail-on', async () => {
    const cwd = repo({ 'k8s/ingress.yaml': INGRESS, '.k8s-upgrade-check.yaml': 'target: "1.21"\nfailOn: warning\n' });
    // 1.21 still serves extensions/v1beta1 Ingress, deprecated: a warning, which fails with failOn: warning.
    const result = await runMain(['-f', 'k8s', '-o', 'json'], { cwd });
    expect(result.code).toBe(1);
    expect(json(result).target).toBe('1.21');
    expect(json(result).summary).toEqual({ objects: 1, files: 1, findings: 1, bySeverity: { error: 0, warning: 1, info: 0 }, suppressed: 0 });
    // Flags win over the file.
    expect((await runMain(['-f', 'k8s', '--fail-on', 'error'], { cwd })).code).toBe(0);
    expect(json(await runMain(['-f', 'k8s', '--target', '1.37', '-o', 'json'], { cwd })).summary.bySeverity).toEqual({ error: 1, warning: 0, info: 0 });
  });

  it('is found at the git root when run from a subdirectory, with file globs relative to it', async () => {
    const root = repo({
      '.git/HEAD': 'ref: refs/heads/main\n',
      '.k8s-upgrade-check.yaml':
        'target: "1.37"\nignores:\n  - rule: removed-api\n    file: deploy/k8s/cronjob.yaml\n    reason: The report job is rewritten next sprint\n',
      'deploy/k8s/ingress.yaml': INGRESS,
      'deploy/k8s/cronjob.yaml': CRONJOB,
    });
    const result = await runMain(['-f', 'k8s', '-o', 'json', '--show-suppressed'], { cwd: join(root, 'deploy') });
    expect(result.code).toBe(1);
    const document = json(result);
    expect(document.findings.map((f: any) => f.location.file)).toEqual(['k8s/ingress.yaml']);
    expect(document.summary.suppressed).toBe(1);
    expect(document.suppressed[0].suppression).toEqual({
      by: 'config',
      reason: 'The report job is rewritten next sprint',
      source: '../.k8s-upgrade-check.yaml:3',
    });
  });

  it('is read from --config PATH', async () => {
    const cwd = repo({ 'k8s/ingress.yaml': INGRESS, 'ci/gate.yaml': 'rules:\n  removed-api: off\n' });
    expect((await runMain(['--target', '1.37', '-f', 'k8s'], { cwd })).code).toBe(1);
    const result = await runMain(['--target', '1.37', '-f', 'k8s', '--config', 'ci/gate.yaml', '-o', 'json'], { cwd });
    expect(result.code).toBe(0);
    expect(json(result).summary).toEqual({ objects: 1, files: 1, findings: 0, bySeverity: { error: 0, warning: 0, info: 0 }, suppressed: 0 });
  });

  it('sets rule severities', async () => {
    const cwd = repo({ 'k8s/ingress.yaml': INGRESS, '.k8s-upgrade-check.yaml': 'rules:\n  removed-api: warning\n' });
    const result = await runMain(['--target', '1.37', '-f', 'k8s', '-o', 'json'], { cwd });
    expect(result.code).toBe(0);
    expect(json(result).findings[0].severity).toBe('warning');
  });

  const badFiles: [string, string, string][] = [
    [
      'an unknown key',
      'target: "1.37"\nfailon: warning\n',
      '.k8s-upgrade-check.yaml:2: unknown key "failon"; did you mean "failOn"? (allowed: target, failOn, rules, ignores, addons, apis, plugins)',
    ],
    [
      'an unknown rule',
      'rules:\n  removed-apis: off\n',
      '.k8s-upgrade-check.yaml:2: rules.removed-apis: unknown rule "removed-apis"; did you mean "removed-api"? ("k8s-upgrade-check rules" lists them)',
    ],
    [
      'an ignore without a reason',
      'ignores:\n  - rule: removed-api\n    kind: Ingress\n',
      '.k8s-upgrade-check.yaml:2: ignores[0] has no reason: say why this finding is accepted, for the next reader',
    ],
    [
      'a bad expiry date',
      'ignores:\n  - rule: removed-api\n    kind: Ingress\n    reason: r\n    expires: 31/12/2030\n',
      '.k8s-upgrade-check.yaml:5: ignores[0].expires: "31/12/2030" is not a date (use YYYY-MM-DD)',
    ],
    [
      'a misspelt ignore key',
      'ignores:\n  - rule: removed-api\n    knd: Ingress\n    reason: r\n',
      '.k8s-upgrade-check.yaml:3: unknown key "ignores[0].knd"; did you mean "kind"? (allowed: rule, kind, namespace, name, file, reason, expires)',
    ],
    ['broken YAML', 'rules:\n  removed-api: [off\n', '.k8s-upgrade-check.yaml:3: not valid YAML (unexpected end of the stream within a flow collection)'],
  ];
  for (const [what, text, line] of badFiles) {
    it(`with ${what} stops the run with the line`, async () => {
      const cwd = repo({ 'k8s/ingress.yaml': INGRESS, '.k8s-upgrade-check.yaml': text });
      expectUsageError(await runMain(['--target', '1.37', '-f', 'k8s'], { cwd }), line);
    });
  }

  it('given with --config but missing stops the run', async () => {
    const cwd = repo({ 'k8s/ingress.yaml': INGRESS });
    expectUsageError(
      await runMain(['--target', '1.37', '-f', 'k8s', '--config', 'nope.yaml'], { cwd }),
      'cannot read configuration nope.yaml: no such file or directory',
    );
  });
});

describe('ignores and annotations', () => {
  const ignore = (expires: string) =>
    `ignores:\n  - rule: removed-api\n    kind: CronJob\n    name: report\n    reason: Rewritten with the reporting service\n    expires: ${expires}\n`;

  it('suppress matching findings, counted in the summary, listed with --show-suppressed', async () => {
    const cwd = repo({ ...manifests(), '.k8s-upgrade-check.yaml': ignore('2999-12-31') });
    const result = await runMain(['--target', '1.37', '-f', 'k8s', '-o', 'json'], { cwd });
    expect(result.code).toBe(1);
    const document = json(result);
    expect(document.findings.map((f: any) => f.object.kind)).toEqual(['Ingress']);
    expect(document.summary.suppressed).toBe(2);
    expect(document.suppressed).toBeUndefined();

    const shown = json(await runMain(['--target', '1.37', '-f', 'k8s', '-o', 'json', '--show-suppressed'], { cwd }));
    expect(shown.suppressed.map((f: any) => [f.object.kind, f.location.line, f.suppression])).toEqual([
      ['CronJob', 7, { by: 'config', reason: 'Rewritten with the reporting service', source: '.k8s-upgrade-check.yaml:2' }],
      ['PodDisruptionBudget', 1, { by: 'annotation', reason: 'Deleted with the legacy stack', source: 'annotation k8s-upgrade-check.io/ignore on the object' }],
    ]);

    const table = await runMain(['--target', '1.37', '-f', 'k8s', '--show-suppressed'], { cwd });
    expect(table.stdout.split('\n').slice(-4)).toEqual([
      '2 suppressed (1 by .k8s-upgrade-check.yaml, 1 by annotation):',
      '  k8s/cronjob.yaml:7  CronJob shop/report  removed-api: Rewritten with the reporting service (.k8s-upgrade-check.yaml:2)',
      '  k8s/legacy/pdb.yaml:1  PodDisruptionBudget legacy/legacy  removed-api: Deleted with the legacy stack (annotation k8s-upgrade-check.io/ignore on the object)',
      '',
    ]);
  });

  it('that expired count again, with a note, and fail the run', async () => {
    const cwd = repo({ 'k8s/cronjob.yaml': CRONJOB, '.k8s-upgrade-check.yaml': ignore('2020-01-31') });
    const result = await runMain(['--target', '1.37', '-f', 'k8s', '-o', 'json'], { cwd });
    expect(result.code).toBe(1);
    const document = json(result);
    expect(document.summary).toEqual({ objects: 2, files: 1, findings: 1, bySeverity: { error: 1, warning: 0, info: 0 }, suppressed: 0 });
    expect(document.findings[0].message).toBe(
      'Ignore expired on 2020-01-31 (.k8s-upgrade-check.yaml:2): batch/v1beta1 CronJob is no longer served since Kubernetes 1.25; use batch/v1 (served since 1.21). (Its reason was "Rewritten with the reporting service"; fix this, or extend the ignore if the reason still holds.)',
    );
    // The default table keeps the note, which leads the message.
    expect((await runMain(['--target', '1.37', '-f', 'k8s'], { cwd })).stdout).toContain('Ignore expired on 2020-01-31 (.k8s-upgrade-check.yaml:2)');
    const unexpired = repo({ 'k8s/cronjob.yaml': CRONJOB, '.k8s-upgrade-check.yaml': ignore('2999-12-31') });
    expect((await runMain(['--target', '1.37', '-f', 'k8s'], { cwd: unexpired })).code).toBe(0);
  });
});

describe('baselines', () => {
  it('--baseline-write records today’s findings and passes; --baseline then fails only on new ones and lists fixed ones', async () => {
    const cwd = repo({ 'k8s/ingress.yaml': INGRESS, 'k8s/cronjob.yaml': CRONJOB });
    const write = await runMain(['--target', '1.37', '-f', 'k8s', '--baseline-write', 'ci/baseline.json', '-o', 'json'], { cwd });
    expect(write.code).toBe(0);
    expect(json(write)).toMatchObject({ summary: { findings: 0, suppressed: 2 }, baseline: { file: 'ci/baseline.json', known: 2, fixed: [] } });
    const recorded = JSON.parse(readFileSync(join(cwd, 'ci/baseline.json'), 'utf8'));
    expect(recorded.findings.map((f: any) => [f.ruleId, f.file, f.object])).toEqual([
      ['removed-api', 'k8s/cronjob.yaml', 'CronJob shop/report'],
      ['removed-api', 'k8s/ingress.yaml', 'Ingress shop/web'],
    ]);
    expect(recorded.findings.every((f: any) => /^[0-9a-f]{32}$/.test(f.fingerprint) && !('line' in f))).toBe(true);

    // Same findings, moved down a few lines: still known.
    writeFileSync(join(cwd, 'k8s/ingress.yaml'), `# moved\n\n\n${INGRESS}`);
    expect((await runMain(['--target', '1.37', '-f', 'k8s', '--baseline', 'ci/baseline.json'], { cwd })).code).toBe(0);

    // A new finding fails the run alone; the CronJob, now fixed, is listed.
    writeFileSync(join(cwd, 'k8s/cronjob.yaml'), CRONJOB.replace('batch/v1beta1', 'batch/v1'));
    writeFileSync(join(cwd, 'k8s/legacy.yaml'), LEGACY_PDB.replace(/ {2}annotations:\n.*\n.*\n/, ''));
    const later = await runMain(['--target', '1.37', '-f', 'k8s', '--baseline', 'ci/baseline.json', '-o', 'json'], { cwd });
    expect(later.code).toBe(1);
    const document = json(later);
    expect(document.findings.map((f: any) => `${f.location.file}:${f.location.line}`)).toEqual(['k8s/legacy.yaml:1']);
    expect(document.baseline).toEqual({ file: 'ci/baseline.json', known: 2, fixed: [recorded.findings[0]] });
    expect((await runMain(['--target', '1.37', '-f', 'k8s', '--baseline', 'ci/baseline.json'], { cwd })).stdout.split('\n').slice(-4)).toEqual([
      '1 suppressed (1 in the baseline); --show-suppressed lists them',
      'Baseline ci/baseline.json: 2 recorded findings, 1 fixed since:',
      '  k8s/cronjob.yaml  CronJob shop/report  removed-api',
      '',
    ]);
  });

  it('that is missing or malformed stops the run with one line', async () => {
    const cwd = repo({ 'k8s/ingress.yaml': INGRESS, 'bad.json': '{"findings": []}' });
    expectUsageError(
      await runMain(['--target', '1.37', '-f', 'k8s', '--baseline', 'none.json'], { cwd }),
      'cannot read baseline none.json: no such file or directory; record one with --baseline-write none.json',
    );
    expectUsageError(
      await runMain(['--target', '1.37', '-f', 'k8s', '--baseline', 'bad.json'], { cwd }),
      'bad.json is not a k8s-upgrade-check baseline (no "version"); record it again with --baseline-write bad.json',
    );
    expect(existsSync(join(cwd, 'none.json'))).toBe(false);
  });
});
