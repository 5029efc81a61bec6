import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { runCli, expectUsageError } from '../support/cli.js';
import { REPO_ROOT } from '../support/rule-tester.js';
import { expectValidSarif } from '../reporters/sarif-schema.js';
import { childElements, parseXml } from '../reporters/xml.js';

/** The example of docs/custom-rules.md, run from the repository root as a CI job would. */
const EXAMPLE = ['--config', 'examples/custom-rule/.k8s-upgrade-check.yaml', '-f', 'examples/custom-rule/manifests/app.yaml', '--fail-on', 'warning'];
const FILE = 'examples/custom-rule/manifests/app.yaml';

const PLUGIN_FINDING = {
  ruleId: 'pdb-blocks-drain',
  release: '1.37',
  severity: 'warning',
  message:
    'PodDisruptionBudget web allows no voluntary eviction (maxUnavailable: 0): draining a node that runs its pods never finishes, and the node upgrade stalls there.',
  object: { apiVersion: 'policy/v1', kind: 'PodDisruptionBudget', namespace: 'shop', name: 'web' },
  location: { file: FILE, line: 7, column: 3 },
  fix: 'Set maxUnavailable: 1, or a minAvailable below the replicas of the workload, and run at least two replicas.',
};
const USER_ROW_FINDING = {
  ruleId: 'removed-addon-api',
  release: 'core',
  severity: 'error',
  message:
    'widgets.example.com/v1beta1 Widget is no longer served since widget-operator v3.0.0; use widgets.example.com/v1. In v1, spec.size is spec.replicas.',
  object: { apiVersion: 'widgets.example.com/v1beta1', kind: 'Widget', namespace: 'shop', name: 'checkout' },
  location: { file: FILE, line: 21, column: 1 },
  fix: 'Set apiVersion to widgets.example.com/v1 before moving to widget-operator v3.0.0. (API row from examples/custom-rule/.k8s-upgrade-check.yaml:12)',
};
const ADDON_FINDING = {
  ruleId: 'removed-addon-api',
  release: 'core',
  severity: 'error',
  message:
    'cert-manager.io/v1alpha2 Certificate is no longer served since cert-manager v1.6.0; use cert-manager.io/v1 (served since cert-manager v1.0.0). Every CRD lists it as not served from v1.6.0, and v1.7.0 drops it from the CRDs.',
  object: { apiVersion: 'cert-manager.io/v1alpha2', kind: 'Certificate', namespace: 'shop', name: 'shop-tls' },
  location: { file: FILE, line: 29, column: 1 },
  fix: 'Set apiVersion to cert-manager.io/v1 before moving to cert-manager v1.6.0; `cmctl convert` rewrites manifest files to the new version.',
};

function example(format: string) {
  const result = runCli([...EXAMPLE, '-o', format]);
  expect(result.stderr).toBe('');
  expect(result.code).toBe(1);
  return result.stdout;
}

/** JSON and YAML findings carry their identity (src/identity.ts), which these tests do not pin. */
const withFingerprint = (finding: object) => ({ ...finding, fingerprint: expect.stringMatching(/^[0-9a-f]{32}$/) });

describe('the custom rule example (docs/custom-rules.md), in every output format', () => {
  it("json: the plugin rule, the configuration's API row and a bundled add-on row, with positions; the ignore applies to the plugin rule", () => {
    const report = JSON.parse(example('json'));
    expect(report.findings).toEqual([PLUGIN_FINDING, USER_ROW_FINDING, ADDON_FINDING].map(withFingerprint));
    expect(report.summary).toMatchObject({ objects: 4, files: 1, findings: 3, suppressed: 1 });
    // Both add-ons have a release in the configuration: nothing was assumed.
    expect(report.gaps).toEqual([]);
  });

  it('yaml: the same document', () => {
    const report = yaml.load(example('yaml')) as { findings: unknown[] };
    expect(report.findings).toEqual([PLUGIN_FINDING, USER_ROW_FINDING, ADDON_FINDING].map(withFingerprint));
  });

  it('table and wide: a row per finding with the plugin rule id, and the row it came from in the fix', () => {
    const table = example('table');
    expect(table).toContain(`error     removed-addon-api  Widget               shop/checkout   ${FILE}:21  -        1\n`);
    expect(table).toContain(`warning   pdb-blocks-drain   PodDisruptionBudget  shop/web        ${FILE}:7   1.37     3\n`);
    expect(table).toContain('\npdb-blocks-drain (1 warning)\n  3  PodDisruptionBudget web allows no voluntary eviction (maxUnavailable: 0): draining a node');
    expect(table.replace(/\s+/g, ' ')).toContain(
      '1 widgets.example.com/v1beta1 Widget is no longer served since widget-operator v3.0.0; use widgets.example.com/v1.',
    );
    expect(table).toContain('4 objects in 1 file checked against 1.37: 2 errors, 1 warning, 0 info');
    expect(table).toContain('1 suppressed (1 by examples/custom-rule/.k8s-upgrade-check.yaml); --show-suppressed lists them');
    // wide wraps long lines: compare the words
    const wide = example('wide').replace(/\s+/g, ' ');
    expect(wide).toContain(
      'Set apiVersion to widgets.example.com/v1 before moving to widget-operator v3.0.0. (API row from examples/custom-rule/.k8s-upgrade-check.yaml:12)',
    );
    expect(wide).toContain('https://kubernetes.io/docs/tasks/run-application/configure-pdb/');
  });

  it('sarif: a rule descriptor for the plugin rule with its docs, and results at the offending fields', () => {
    const text = example('sarif');
    expectValidSarif(text);
    const sarif = JSON.parse(text);
    const run = sarif.runs[0];
    const descriptor = run.tool.driver.rules.find((r: { id: string }) => r.id === 'pdb-blocks-drain');
    expect(descriptor.shortDescription.text).toBe('A PodDisruptionBudget allows no voluntary eviction, so draining a node that runs its pods never finishes.');
    expect(descriptor.help.markdown).toContain('## How to fix it');
    const results = run.results.map(
      (r: { ruleId: string; level: string; locations: { physicalLocation: { region: { startLine: number; startColumn: number } } }[] }) => [
        r.ruleId,
        r.level,
        r.locations[0].physicalLocation.region.startLine,
        r.locations[0].physicalLocation.region.startColumn,
      ],
    );
    expect(results).toEqual([
      ['pdb-blocks-drain', 'warning', 7, 3],
      ['removed-addon-api', 'error', 21, 1],
      ['removed-addon-api', 'error', 29, 1],
    ]);
  });

  it('junit: one failing test case per finding at or above --fail-on', () => {
    const suites = parseXml(example('junit'));
    const cases = childElements(childElements(suites, 'testsuite')[0], 'testcase');
    expect(cases.map((c) => [c.attributes.name, c.attributes.line])).toEqual([
      ['pdb-blocks-drain: PodDisruptionBudget shop/web', '7'],
      ['removed-addon-api: Widget shop/checkout', '21'],
      ['removed-addon-api: Certificate shop/shop-tls', '29'],
    ]);
  });

  it('github: annotations on the lines, the fix naming the configuration row', () => {
    const lines = example('github').trim().split('\n');
    expect(lines[0]).toBe(
      `::warning file=${FILE},line=7,col=3,title=pdb-blocks-drain (Kubernetes 1.37)::${PLUGIN_FINDING.message}%0A%0AFix: ${PLUGIN_FINDING.fix}`,
    );
    expect(lines[1]).toBe(`::error file=${FILE},line=21,col=1,title=removed-addon-api::${USER_ROW_FINDING.message}%0A%0AFix: ${USER_ROW_FINDING.fix}`);
    expect(lines.at(-1)).toBe('k8s-upgrade-check: 4 objects in 1 file checked against Kubernetes 1.37: 2 errors, 1 warning, 0 info, 1 suppressed');
  });

  it('markdown: the plugin rule with its summary among the release groups', () => {
    const comment = example('markdown');
    expect(comment).toContain('(1): A PodDisruptionBudget allows no voluntary eviction, so draining a node that runs its pods never finishes.');
    expect(comment).toContain(`- ⚠️ \`${FILE}:7\` PodDisruptionBudget shop/web: ${PLUGIN_FINDING.message}<br>Fix: ${PLUGIN_FINDING.fix}`);
    expect(comment).toContain('(API row from examples/custom-rule/.k8s-upgrade-check.yaml:12)');
  });

  it('rules and explain list the plugin rule next to the built-in ones', () => {
    const listed = runCli(['rules', '--config', 'examples/custom-rule/.k8s-upgrade-check.yaml', '-o', 'json']);
    expect(listed.code).toBe(0);
    const ids = (JSON.parse(listed.stdout) as { id: string }[]).map((r) => r.id);
    expect(ids).toContain('pdb-blocks-drain');
    expect(ids).toContain('removed-addon-api');
    const explained = runCli(['explain', 'pdb-blocks-drain', '-o', 'markdown', '--config', 'examples/custom-rule/.k8s-upgrade-check.yaml']);
    expect(explained.code).toBe(0);
    expect(explained.stdout).toContain('# pdb-blocks-drain\n\nA PodDisruptionBudget allows no voluntary eviction');
    expect(explained.stdout).toContain('- [Kubernetes: API-initiated Eviction](https://kubernetes.io/docs/concepts/scheduling-eviction/api-eviction/)');
  });

  it("the example's own test passes with node --test and the public rule tester", () => {
    const result = spawnSync(process.execPath, ['--test', '--test-reporter=tap', 'examples/custom-rule/pdb-blocks-drain.test.js'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    expect(result.stdout).toContain('# pass 3');
    expect(result.stdout).toContain('# fail 0');
    expect(result.status).toBe(0);
  });
});

/** A throw-away repository with a configuration file and a manifest; files by relative path. */
function repo(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-plugins-'));
  writeFileSync(join(root, 'pdb.yaml'), 'apiVersion: policy/v1\nkind: PodDisruptionBudget\nmetadata:\n  name: web\nspec:\n  maxUnavailable: 0\n');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const RULE_FIELDS = `
  release: 'core',
  severity: 'warning',
  kinds: ['PodDisruptionBudget'],
  docs: { summary: 's', changed: 'c', affected: 'a', why: 'w', fix: 'f', sources: [{ title: 't', url: 'https://example.com' }] },
  messages: { seen: 'saw {{name}}' },`;

function scan(cwd: string, ...args: string[]) {
  return runCli(['--target', '1.37', '-f', 'pdb.yaml', '-o', 'json', ...args], { cwd });
}

describe('plugins that cannot be used stop the run with one line naming them', () => {
  it('a file that does not exist', () => {
    const cwd = repo({ '.k8s-upgrade-check.yaml': 'plugins:\n  - ./rules/missing.js\n' });
    expectUsageError(scan(cwd), 'plugin ./rules/missing.js (.k8s-upgrade-check.yaml:2): no such file (rules/missing.js)');
  });

  it('a module with a syntax error', () => {
    const cwd = repo({ '.k8s-upgrade-check.yaml': 'plugins:\n  - ./broken.mjs\n', 'broken.mjs': 'export default {\n  id: "broken",,\n};\n' });
    expectUsageError(scan(cwd), "plugin ./broken.mjs (.k8s-upgrade-check.yaml:2): cannot load it: SyntaxError: Unexpected token ','");
  });

  it('a module that throws while it loads', () => {
    const cwd = repo({ '.k8s-upgrade-check.yaml': 'plugins:\n  - ./throws.mjs\n', 'throws.mjs': 'throw new Error("RULES_TOKEN is not set");\n' });
    expectUsageError(scan(cwd), 'plugin ./throws.mjs (.k8s-upgrade-check.yaml:2): cannot load it: RULES_TOKEN is not set');
  });

  it('a module without a default export', () => {
    const cwd = repo({ '.k8s-upgrade-check.yaml': 'plugins:\n  - ./named.mjs\n', 'named.mjs': 'export const rule = {};\n' });
    expectUsageError(
      scan(cwd),
      'plugin ./named.mjs (.k8s-upgrade-check.yaml:2): it has no default export; end it with export default defineRule({...}) or a list of rules',
    );
  });

  it('a default export that is not a rule', () => {
    const cwd = repo({
      '.k8s-upgrade-check.yaml': 'plugins:\n  - ./half.mjs\n',
      'half.mjs': `export default [{ id: 'half',${RULE_FIELDS} check() {} }, { id: 'Half Rule' }];\n`,
    });
    expectUsageError(
      scan(cwd),
      'plugin ./half.mjs (.k8s-upgrade-check.yaml:2): item 1 of its default export is not a rule made with defineRule: id must be a kebab-case string such as no-latest-tag, got "Half Rule"',
    );
  });

  it('a rule whose needs is not a test', () => {
    const cwd = repo({
      '.k8s-upgrade-check.yaml': 'plugins:\n  - ./needs.mjs\n',
      'needs.mjs': `export default { id: 'needs',${RULE_FIELDS} needs: 'component settings', check() {} };\n`,
    });
    expectUsageError(
      scan(cwd),
      'plugin ./needs.mjs (.k8s-upgrade-check.yaml:2): its default export is not a rule made with defineRule: needs must be an object with a test function and a list of kinds',
    );
  });

  it('a rule id that a built-in rule has', () => {
    const cwd = repo({
      '.k8s-upgrade-check.yaml': 'plugins:\n  - ./clash.mjs\n',
      'clash.mjs': `export default { id: 'removed-api',${RULE_FIELDS} check() {} };\n`,
    });
    expectUsageError(
      scan(cwd),
      'plugin ./clash.mjs (.k8s-upgrade-check.yaml:2): rule id "removed-api" is already the id of a built-in rule; give the rule an id of its own',
    );
  });

  it('a package that is not installed', () => {
    const cwd = repo({ '.k8s-upgrade-check.yaml': 'plugins:\n  - "@acme/upgrade-rules"\n' });
    expectUsageError(
      scan(cwd),
      'plugin @acme/upgrade-rules (.k8s-upgrade-check.yaml:2): package not found from .; install it (npm install --save-dev @acme/upgrade-rules) or give a path starting with ./',
    );
  });
});

describe('plugins that load run like built-in rules', () => {
  it('a rule that throws on an object is a finding about that object, not a crash', () => {
    const cwd = repo({
      '.k8s-upgrade-check.yaml': 'plugins:\n  - ./boom.mjs\n',
      'boom.mjs': `export default { id: 'boom',${RULE_FIELDS} check(obj) { return obj.body.spec.selector.matchLabels; } };\n`,
    });
    const result = scan(cwd);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('');
    const [finding] = JSON.parse(result.stdout).findings;
    expect(finding).toMatchObject({
      ruleId: 'boom',
      severity: 'error',
      location: { file: 'pdb.yaml', line: 1, column: 1 },
      message:
        "rule boom failed on this object (Cannot read properties of undefined (reading 'matchLabels')); the result for it is unknown. Please report this with the input that caused it.",
    });
  });

  it('an installed package that imports the public defineRule, with its severity set and one object ignored by the configuration', () => {
    const cwd = repo({
      '.k8s-upgrade-check.yaml': 'plugins:\n  - acme-upgrade-rules\nrules:\n  saw-pdb: error\n',
      'node_modules/acme-upgrade-rules/package.json': JSON.stringify({ name: 'acme-upgrade-rules', type: 'module', exports: './index.js' }),
      'node_modules/acme-upgrade-rules/index.js': `import { defineRule } from 'k8s-upgrade-check';\nexport default defineRule({ id: 'saw-pdb',${RULE_FIELDS} check(obj, ctx) { ctx.report(obj, { messageId: 'seen', path: ['spec', 'maxUnavailable'], data: { name: obj.metadata.name } }); } });\n`,
    });
    // As when the tool is a dependency of the repository.
    symlinkSync(REPO_ROOT, join(cwd, 'node_modules', 'k8s-upgrade-check'), 'dir');
    const result = scan(cwd);
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout).findings).toEqual([
      {
        ruleId: 'saw-pdb',
        release: '1.37',
        severity: 'error',
        message: 'saw web',
        object: { apiVersion: 'policy/v1', kind: 'PodDisruptionBudget', namespace: null, name: 'web' },
        location: { file: 'pdb.yaml', line: 6, column: 3 },
        fix: 'f',
        fingerprint: expect.stringMatching(/^[0-9a-f]{32}$/),
      },
    ]);
    expect(result.code).toBe(1);
  });

  it('a rule id named in rules: that no rule has is still an error once the plugins are loaded', () => {
    const cwd = repo({
      '.k8s-upgrade-check.yaml': 'plugins:\n  - ./mine.mjs\nrules:\n  saw-pbd: off\n',
      'mine.mjs': `export default { id: 'saw-pdb',${RULE_FIELDS} check() {} };\n`,
    });
    expectUsageError(
      scan(cwd),
      '.k8s-upgrade-check.yaml:4: rules.saw-pbd: unknown rule "saw-pbd"; did you mean "saw-pdb"? ("k8s-upgrade-check rules" lists them)',
    );
  });
});
