import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findConfigFile, globToRegExp, loadConfig, parseConfig } from '../../src/config.js';

const RULE_IDS = ['removed-api', 'deprecated-api', 'parse-error', 'hpa-scale-to-zero'];
const where = { file: '.k8s-upgrade-check.yaml', directory: '/repo', ruleIds: RULE_IDS };

function parse(text: string) {
  return parseConfig(text, where);
}

describe('configuration file', () => {
  it('reads target, failOn, rule settings and ignores, keeping every scalar as written', () => {
    const config = parse(
      [
        '# team defaults',
        'target: 1.30',
        'failOn: warning',
        'rules:',
        '  deprecated-api: error',
        '  hpa-scale-to-zero: off',
        'ignores:',
        '  - rule: removed-api',
        '    kind: Ingress',
        '    namespace: legacy-*',
        '    reason: Retired with the legacy stack in Q3',
        '    expires: 2031-09-30',
        '  - rule: parse-error',
        '    file: ./charts/**/templates/*.yaml',
        '    reason: "Rendered and checked in the chart job"',
        '',
      ].join('\n'),
    );
    expect(config).toEqual({
      file: '.k8s-upgrade-check.yaml',
      directory: '/repo',
      target: '1.30',
      failOn: 'warning',
      rules: new Map([
        ['deprecated-api', 'error'],
        ['hpa-scale-to-zero', 'off'],
      ]),
      ignores: [
        { rule: 'removed-api', kind: 'Ingress', namespace: 'legacy-*', reason: 'Retired with the legacy stack in Q3', expires: '2031-09-30', source: '.k8s-upgrade-check.yaml:8' },
        { rule: 'parse-error', file: 'charts/**/templates/*.yaml', reason: 'Rendered and checked in the chart job', source: '.k8s-upgrade-check.yaml:13' },
      ],
    });
  });

  it('accepts an empty file or one with only comments', () => {
    expect(parse('')).toEqual({ file: '.k8s-upgrade-check.yaml', directory: '/repo', rules: new Map(), ignores: [] });
    expect(parse('# nothing yet\n')).toEqual({ file: '.k8s-upgrade-check.yaml', directory: '/repo', rules: new Map(), ignores: [] });
  });

  const errors: [string, string, string][] = [
    ['an unknown top-level key', 'target: "1.37"\nfail-on: warning\n', '.k8s-upgrade-check.yaml:2: unknown key "fail-on"; did you mean "failOn"? (allowed: target, failOn, rules, ignores)'],
    ['an unknown key in an ignore', 'ignores:\n  - rule: removed-api\n    name: web\n    namspace: shop\n    reason: x\n', '.k8s-upgrade-check.yaml:4: unknown key "ignores[0].namspace"; did you mean "namespace"? (allowed: rule, kind, namespace, name, file, reason, expires)'],
    ['an unknown rule', 'rules:\n  deprecated-api: info\n  removed-apis: off\n', '.k8s-upgrade-check.yaml:3: rules.removed-apis: unknown rule "removed-apis"; did you mean "removed-api"? ("k8s-upgrade-check rules" lists them)'],
    ['an unknown rule in an ignore', 'ignores:\n  - rule: no-such-rule\n    name: web\n    reason: x\n', '.k8s-upgrade-check.yaml:2: ignores[0].rule: unknown rule "no-such-rule" ("k8s-upgrade-check rules" lists them)'],
    ['a bad severity', 'rules:\n  removed-api: fatal\n', '.k8s-upgrade-check.yaml:2: rules.removed-api: "fatal" is not one of error, warning, info, off'],
    ['a bad failOn', 'failOn: always\n', '.k8s-upgrade-check.yaml:1: failOn: "always" is not one of error, warning, info, none'],
    ['an unknown target', '\ntarget: "1.99"\n', '.k8s-upgrade-check.yaml:2: target 1.99 is outside the releases this version of k8s-upgrade-check knows (supported: 1.16 to 1.37)'],
    ['a target that is a list', 'target: [1.30]\n', '.k8s-upgrade-check.yaml:1: target: expected a single value, not a list'],
    ['an ignore without a reason', 'ignores:\n  - rule: removed-api\n    kind: Ingress\n', '.k8s-upgrade-check.yaml:2: ignores[0] has no reason: say why this finding is accepted, for the next reader'],
    ['an ignore with an empty reason', 'ignores:\n  - rule: removed-api\n    kind: Ingress\n    reason: "  "\n', '.k8s-upgrade-check.yaml:4: ignores[0] has no reason: say why this finding is accepted, for the next reader'],
    ['an ignore without a rule', 'ignores:\n  - kind: Ingress\n    reason: x\n', '.k8s-upgrade-check.yaml:2: ignores[0] has no rule: name the rule id it ignores'],
    ['an ignore that matches everything', 'ignores:\n  - rule: removed-api\n    reason: x\n', '.k8s-upgrade-check.yaml:2: ignores[0] matches every object: add kind, namespace, name or file (to turn the rule off everywhere, use rules: {removed-api: off})'],
    ['an expiry that is not a date', 'ignores:\n  - rule: removed-api\n    name: web\n    reason: x\n    expires: next week\n', '.k8s-upgrade-check.yaml:5: ignores[0].expires: "next week" is not a date (use YYYY-MM-DD)'],
    ['an expiry on a day that does not exist', 'ignores:\n  - rule: removed-api\n    name: web\n    reason: x\n    expires: 2031-02-30\n', '.k8s-upgrade-check.yaml:5: ignores[0].expires: "2031-02-30" is not a date (use YYYY-MM-DD)'],
    ['ignores that are not a list', 'ignores:\n  rule: removed-api\n', '.k8s-upgrade-check.yaml:1: ignores: expected a list of entries with rule, reason and kind, namespace, name or file'],
    ['a second ignore that is not a mapping', 'ignores:\n  - rule: removed-api\n    name: a\n    reason: x\n  - removed-api\n', '.k8s-upgrade-check.yaml:5: ignores[1]: expected a mapping with rule, reason and kind, namespace, name or file'],
    ['a document that is not a mapping', '- target\n', '.k8s-upgrade-check.yaml:1: expected a mapping with target, failOn, rules and ignores'],
    ['invalid YAML', 'ignores:\n  - rule: removed-api\n   name: x\n', '.k8s-upgrade-check.yaml:3: not valid YAML (bad indentation of a sequence entry)'],
    ['a duplicated key', 'rules:\n  removed-api: off\n  removed-api: error\n', '.k8s-upgrade-check.yaml:3: not valid YAML (duplicated mapping key)'],
  ];
  for (const [what, text, message] of errors) {
    it(`rejects ${what}, naming the line`, () => expect(() => parse(text)).toThrow(message));
  }

  it('names a file it cannot read', () => {
    const dir = mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-config-'));
    expect(() => loadConfig('missing.yaml', dir, RULE_IDS)).toThrow('cannot read configuration missing.yaml: no such file');
    expect(() => loadConfig('.', dir, RULE_IDS)).toThrow(/^cannot read configuration .*: is a directory$/);
  });
});

describe('finding the configuration file', () => {
  it('uses the working directory first, then the root of its git repository, else none', () => {
    const root = realpathSync(mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-find-')));
    const sub = join(root, 'deploy', 'prod');
    mkdirSync(sub, { recursive: true });
    expect(findConfigFile(sub)).toBeUndefined();
    writeFileSync(join(root, '.k8s-upgrade-check.yaml'), 'target: "1.37"\n');
    // Not a git repository: the file above is not looked for.
    expect(findConfigFile(sub)).toBeUndefined();
    mkdirSync(join(root, '.git'));
    expect(findConfigFile(sub)).toBe(join(root, '.k8s-upgrade-check.yaml'));
    expect(findConfigFile(root)).toBe(join(root, '.k8s-upgrade-check.yaml'));
    writeFileSync(join(sub, '.k8s-upgrade-check.yaml'), 'target: "1.36"\n');
    expect(findConfigFile(sub)).toBe(join(sub, '.k8s-upgrade-check.yaml'));
    // Intermediate directories are not searched.
    expect(findConfigFile(join(root, 'deploy'))).toBe(join(root, '.k8s-upgrade-check.yaml'));
  });
});

describe('globs', () => {
  const cases: [string, string, boolean][] = [
    ['web', 'web', true],
    ['web', 'web-2', false],
    ['web-*', 'web-2', true],
    ['legacy-?', 'legacy-a', true],
    ['legacy-?', 'legacy-ab', false],
    ['*.yaml', 'a.yaml', true],
    ['*.yaml', 'dir/a.yaml', false],
    ['charts/**/*.yaml', 'charts/a.yaml', true],
    ['charts/**/*.yaml', 'charts/app/templates/a.yaml', true],
    ['charts/**', 'charts/app/x', true],
    ['**/templates/*', 'templates/a.yaml', true],
    ['a.b+(c)', 'a.b+(c)', true],
    ['a.b', 'axb', false],
  ];
  for (const [glob, value, expected] of cases) {
    it(`${glob} ${expected ? 'matches' : 'does not match'} ${value}`, () => expect(globToRegExp(glob).test(value)).toBe(expected));
  }
});
