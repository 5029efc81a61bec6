import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRuleReferences, findConfigFile, loadConfig, parseAddonFlags, parseConfig } from '../../src/config.js';
import { compileGlob } from '../../src/glob.js';

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
        {
          rule: 'removed-api',
          kind: 'Ingress',
          namespace: 'legacy-*',
          reason: 'Retired with the legacy stack in Q3',
          expires: '2031-09-30',
          source: '.k8s-upgrade-check.yaml:8',
        },
        { rule: 'parse-error', file: 'charts/**/templates/*.yaml', reason: 'Rendered and checked in the chart job', source: '.k8s-upgrade-check.yaml:13' },
      ],
      addons: new Map(),
      apis: [],
      plugins: [],
    });
  });

  it('accepts an empty file or one with only comments', () => {
    const empty = { file: '.k8s-upgrade-check.yaml', directory: '/repo', rules: new Map(), ignores: [], addons: new Map(), apis: [], plugins: [] };
    expect(parse('')).toEqual(empty);
    expect(parse('# nothing yet\n')).toEqual(empty);
  });

  const errors: [string, string, string][] = [
    [
      'an unknown top-level key',
      'target: "1.37"\nfail-on: warning\n',
      '.k8s-upgrade-check.yaml:2: unknown key "fail-on"; did you mean "failOn"? (allowed: target, failOn, rules, ignores, addons, apis, plugins)',
    ],
    [
      'an unknown key in an ignore',
      'ignores:\n  - rule: removed-api\n    name: web\n    namspace: shop\n    reason: x\n',
      '.k8s-upgrade-check.yaml:4: unknown key "ignores[0].namspace"; did you mean "namespace"? (allowed: rule, kind, namespace, name, file, reason, expires)',
    ],
    [
      'an unknown rule',
      'rules:\n  deprecated-api: info\n  removed-apis: off\n',
      '.k8s-upgrade-check.yaml:3: rules.removed-apis: unknown rule "removed-apis"; did you mean "removed-api"? ("k8s-upgrade-check rules" lists them)',
    ],
    [
      'an unknown rule in an ignore',
      'ignores:\n  - rule: no-such-rule\n    name: web\n    reason: x\n',
      '.k8s-upgrade-check.yaml:2: ignores[0].rule: unknown rule "no-such-rule" ("k8s-upgrade-check rules" lists them)',
    ],
    ['a bad severity', 'rules:\n  removed-api: fatal\n', '.k8s-upgrade-check.yaml:2: rules.removed-api: "fatal" is not one of error, warning, info, off'],
    ['a bad failOn', 'failOn: always\n', '.k8s-upgrade-check.yaml:1: failOn: "always" is not one of error, warning, info, none'],
    [
      'an unknown target',
      '\ntarget: "1.99"\n',
      '.k8s-upgrade-check.yaml:2: target 1.99 is outside the releases this version of k8s-upgrade-check knows (supported: 1.16 to 1.38)',
    ],
    ['a target that is a list', 'target: [1.30]\n', '.k8s-upgrade-check.yaml:1: target: expected a single value, not a list'],
    [
      'an ignore without a reason',
      'ignores:\n  - rule: removed-api\n    kind: Ingress\n',
      '.k8s-upgrade-check.yaml:2: ignores[0] has no reason: say why this finding is accepted, for the next reader',
    ],
    [
      'an ignore with an empty reason',
      'ignores:\n  - rule: removed-api\n    kind: Ingress\n    reason: "  "\n',
      '.k8s-upgrade-check.yaml:4: ignores[0] has no reason: say why this finding is accepted, for the next reader',
    ],
    [
      'an ignore without a rule',
      'ignores:\n  - kind: Ingress\n    reason: x\n',
      '.k8s-upgrade-check.yaml:2: ignores[0] has no rule: name the rule id it ignores',
    ],
    [
      'an ignore that matches everything',
      'ignores:\n  - rule: removed-api\n    reason: x\n',
      '.k8s-upgrade-check.yaml:2: ignores[0] matches every object: add kind, namespace, name or file (to turn the rule off everywhere, use rules: {removed-api: off})',
    ],
    [
      'an expiry that is not a date',
      'ignores:\n  - rule: removed-api\n    name: web\n    reason: x\n    expires: next week\n',
      '.k8s-upgrade-check.yaml:5: ignores[0].expires: "next week" is not a date (use YYYY-MM-DD)',
    ],
    [
      'an expiry on a day that does not exist',
      'ignores:\n  - rule: removed-api\n    name: web\n    reason: x\n    expires: 2031-02-30\n',
      '.k8s-upgrade-check.yaml:5: ignores[0].expires: "2031-02-30" is not a date (use YYYY-MM-DD)',
    ],
    [
      'ignores that are not a list',
      'ignores:\n  rule: removed-api\n',
      '.k8s-upgrade-check.yaml:1: ignores: expected a list of entries with rule, reason and kind, namespace, name or file',
    ],
    [
      'a second ignore that is not a mapping',
      'ignores:\n  - rule: removed-api\n    name: a\n    reason: x\n  - removed-api\n',
      '.k8s-upgrade-check.yaml:5: ignores[1]: expected a mapping with rule, reason and kind, namespace, name or file',
    ],
    [
      'a document that is not a mapping',
      '- target\n',
      '.k8s-upgrade-check.yaml:1: expected a mapping with target, failOn, rules, ignores, addons, apis and plugins',
    ],
    ['invalid YAML', 'ignores:\n  - rule: removed-api\n   name: x\n', '.k8s-upgrade-check.yaml:3: not valid YAML (bad indentation of a sequence entry)'],
    ['a duplicated key', 'rules:\n  removed-api: off\n  removed-api: error\n', '.k8s-upgrade-check.yaml:3: not valid YAML (duplicated mapping key)'],
  ];
  for (const [what, text, message] of errors) {
    it(`rejects ${what}, naming the line`, () => expect(() => parse(text)).toThrow(message));
  }

  it('names a file it cannot read', () => {
    const dir = mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-config-'));
    expect(() => loadConfig('missing.yaml', dir, RULE_IDS)).toThrow('cannot read configuration missing.yaml: no such file or directory');
    expect(() => loadConfig('.', dir, RULE_IDS)).toThrow(/^cannot read configuration .*: it is a directory$/);
  });
});

describe('configuration file: add-on releases, API rows and plugins', () => {
  it('reads addons, apis (one row per kind, each with its line) and plugins', () => {
    const config = parse(
      [
        'addons:',
        '  cert-manager: v1.7.0',
        '  widget-operator: "3.0"',
        'apis:',
        '  - apiVersion: widgets.example.com/v1beta1',
        '    kinds: [Widget, WidgetPool]',
        '    addon: widget-operator',
        '    deprecatedIn: v2.0.0',
        '    removedIn: "3.0"',
        '    droppedFromCrdIn: v3.0.0',
        '    replacement: widgets.example.com/v1',
        '    notes: In v1, spec.size is spec.replicas.',
        '    url: https://widgets.example.com/docs/upgrading',
        '  - apiVersion: policy/v1beta1',
        '    kind: PodDisruptionBudget',
        '    deprecatedIn: v1.21',
        '    removedIn: "1.25"',
        '    replacement: {apiVersion: policy/v1, kind: PodDisruptionBudget}',
        'plugins:',
        '  - ./rules/pdb-blocks-drain.js',
        '  - "@acme/upgrade-rules"',
        '',
      ].join('\n'),
    );
    expect(config.addons).toEqual(
      new Map([
        ['cert-manager', { version: 'v1.7.0', source: '.k8s-upgrade-check.yaml:2' }],
        ['widget-operator', { version: '3.0', source: '.k8s-upgrade-check.yaml:3' }],
      ]),
    );
    const widget = {
      apiVersion: 'widgets.example.com/v1beta1',
      addon: 'widget-operator',
      deprecatedIn: 'v2.0.0',
      removedIn: '3.0',
      droppedFromCrdIn: 'v3.0.0',
      notes: 'In v1, spec.size is spec.replicas.',
      url: 'https://widgets.example.com/docs/upgrading',
      source: '.k8s-upgrade-check.yaml:5',
    };
    expect(config.apis).toEqual([
      { ...widget, kind: 'Widget', replacement: { apiVersion: 'widgets.example.com/v1', kind: 'Widget' } },
      { ...widget, kind: 'WidgetPool', replacement: { apiVersion: 'widgets.example.com/v1', kind: 'WidgetPool' } },
      // Kubernetes releases are read as minors, whatever the spelling.
      {
        apiVersion: 'policy/v1beta1',
        kind: 'PodDisruptionBudget',
        deprecatedIn: '1.21',
        removedIn: '1.25',
        replacement: { apiVersion: 'policy/v1', kind: 'PodDisruptionBudget' },
        source: '.k8s-upgrade-check.yaml:14',
      },
    ]);
    expect(config.plugins).toEqual([
      { specifier: './rules/pdb-blocks-drain.js', source: '.k8s-upgrade-check.yaml:20' },
      { specifier: '@acme/upgrade-rules', source: '.k8s-upgrade-check.yaml:21' },
    ]);
  });

  it('checks rule ids after the plugins are loaded when no ids are given up front', () => {
    const config = parseConfig('plugins: [./mine.js]\nrules:\n  pdb-blocks-drain: error\n', { file: '.k8s-upgrade-check.yaml', directory: '/repo' });
    expect(() => checkRuleReferences(config, RULE_IDS)).toThrow(
      '.k8s-upgrade-check.yaml:3: rules.pdb-blocks-drain: unknown rule "pdb-blocks-drain" ("k8s-upgrade-check rules" lists them)',
    );
    expect(() => checkRuleReferences(config, [...RULE_IDS, 'pdb-blocks-drain'])).not.toThrow();
  });

  const row = (extra: string) => `apis:\n  - apiVersion: widgets.example.com/v1beta1\n    kind: Widget\n${extra}`;
  const errors: [string, string, string][] = [
    [
      'an unknown add-on',
      'addons:\n  certmanager: v1.7.0\n',
      '.k8s-upgrade-check.yaml:2: addons.certmanager: unknown add-on "certmanager"; did you mean "cert-manager"? (known: cert-manager, external-secrets, external-snapshotter, flux, gateway-api, istio, traefik; rows of your own under apis: can name more)',
    ],
    [
      'an add-on release that is not a version',
      'addons:\n  flux: latest\n',
      '.k8s-upgrade-check.yaml:2: addons.flux: "latest" is not a release version; use the add-on\'s release, e.g. v1.7.0',
    ],
    [
      'addons that are a list',
      'addons:\n  - flux\n',
      '.k8s-upgrade-check.yaml:1: addons: expected a mapping of add-on name to the release you move to, e.g. cert-manager: v1.7.0',
    ],
    [
      'apis that are a mapping',
      'apis:\n  widget: x\n',
      '.k8s-upgrade-check.yaml:1: apis: expected a list of entries with apiVersion, kind and deprecatedIn or removedIn',
    ],
    [
      'a row without apiVersion',
      'apis:\n  - kind: Widget\n    removedIn: "1.30"\n',
      '.k8s-upgrade-check.yaml:2: apis[0] has no apiVersion: name the GROUP/VERSION the row is about',
    ],
    [
      'a row with a malformed apiVersion',
      'apis:\n  - apiVersion: Widgets/V1\n    kind: Widget\n    removedIn: "1.30"\n',
      '.k8s-upgrade-check.yaml:2: apis[0].apiVersion: "Widgets/V1" is not GROUP/VERSION, e.g. example.com/v1beta1',
    ],
    [
      'a row with both kind and kinds',
      row('    kinds: [Gadget]\n    removedIn: "1.30"\n'),
      '.k8s-upgrade-check.yaml:2: apis[0]: give either kind (one kind) or kinds (a list)',
    ],
    [
      'a row that says nothing',
      row('    replacement: widgets.example.com/v1\n'),
      '.k8s-upgrade-check.yaml:2: apis[0] says nothing: give deprecatedIn, removedIn or both',
    ],
    [
      'a Kubernetes row with an add-on version',
      row('    removedIn: v3.0.0-alpha\n'),
      '.k8s-upgrade-check.yaml:4: apis[0].removedIn: "v3.0.0-alpha" is not a release; its versions are Kubernetes minors such as 1.30 (the row has no addon:)',
    ],
    [
      'an add-on row with a word for a version',
      row('    addon: widget-operator\n    removedIn: next\n'),
      '.k8s-upgrade-check.yaml:5: apis[0].removedIn: "next" is not a release; its versions are releases of widget-operator such as v2.1.0',
    ],
    [
      'a removal before the deprecation',
      row('    addon: widget-operator\n    deprecatedIn: v2.0.0\n    removedIn: v1.9.0\n'),
      '.k8s-upgrade-check.yaml:6: apis[0]: removedIn v1.9.0 is before deprecatedIn v2.0.0',
    ],
    [
      'a Kubernetes removal before the deprecation',
      row('    deprecatedIn: "1.30"\n    removedIn: "1.29"\n'),
      '.k8s-upgrade-check.yaml:5: apis[0]: removedIn 1.29 is before deprecatedIn 1.30',
    ],
    [
      'droppedFromCrdIn without an add-on',
      row('    removedIn: "1.30"\n    droppedFromCrdIn: "1.31"\n'),
      '.k8s-upgrade-check.yaml:5: apis[0].droppedFromCrdIn applies to add-on rows: add addon: with the add-on whose CRDs drop the version',
    ],
    [
      'a misspelt key',
      row('    removedIn: "1.30"\n    note: x\n'),
      '.k8s-upgrade-check.yaml:5: unknown key "apis[0].note"; did you mean "notes"? (allowed: apiVersion, kind, kinds, addon, deprecatedIn, removedIn, droppedFromCrdIn, replacement, notes, url)',
    ],
    [
      'a replacement that is not an apiVersion',
      row('    removedIn: "1.30"\n    replacement: Widget v1\n'),
      '.k8s-upgrade-check.yaml:5: apis[0].replacement: "Widget v1" is not GROUP/VERSION',
    ],
    [
      'a url that is not one',
      row('    removedIn: "1.30"\n    url: see the wiki\n'),
      '.k8s-upgrade-check.yaml:5: apis[0].url: "see the wiki" is not an http(s) URL',
    ],
    [
      'a url on a Kubernetes row',
      row('    removedIn: "1.30"\n    url: https://wiki.example.com/widgets\n'),
      ".k8s-upgrade-check.yaml:5: apis[0].url applies to add-on rows (explain lists it among the add-on's sources): add addon:, or put the link in notes",
    ],
    [
      'an add-on name that is not one',
      row('    addon: Widget Operator\n    removedIn: v1.0.0\n'),
      '.k8s-upgrade-check.yaml:4: apis[0].addon: "Widget Operator" is not an add-on name (lower-case words joined by -, e.g. cert-manager)',
    ],
    [
      'the same apiVersion and kind twice',
      `${row('    removedIn: "1.30"\n')}  - apiVersion: widgets.example.com/v1beta1\n    kinds: [Gadget, Widget]\n    removedIn: "1.31"\n`,
      '.k8s-upgrade-check.yaml:6: apis[1]: widgets.example.com/v1beta1 Widget already has a row (.k8s-upgrade-check.yaml:2)',
    ],
    [
      'a kind listed twice',
      'apis:\n  - apiVersion: widgets.example.com/v1beta1\n    kinds: [Widget, Widget]\n    removedIn: "1.30"\n',
      '.k8s-upgrade-check.yaml:3: apis[0].kinds: Widget is listed twice',
    ],
    [
      'an add-on target for an add-on no row names',
      `${row('    addon: widget-operator\n    removedIn: v3.0.0\n')}addons:\n  gadget-operator: v1.0.0\n`,
      '.k8s-upgrade-check.yaml:7: addons.gadget-operator: unknown add-on "gadget-operator"; did you mean "widget-operator"?',
    ],
    [
      'plugins that are not a list',
      'plugins: ./mine.js\n',
      '.k8s-upgrade-check.yaml:1: plugins: expected a list of rule modules: paths relative to this file (./rules/my-rule.js) or package names',
    ],
    [
      'a plugin listed twice',
      'plugins:\n  - ./mine.js\n  - ./mine.js\n',
      '.k8s-upgrade-check.yaml:3: plugins[1]: ./mine.js is already listed (.k8s-upgrade-check.yaml:2)',
    ],
    ['an empty plugin', 'plugins:\n  - ""\n', '.k8s-upgrade-check.yaml:2: plugins[0] is empty'],
  ];
  for (const [what, text, message] of errors) {
    it(`rejects ${what}, naming the line`, () => expect(() => parse(text)).toThrow(message));
  }

  it('--addon: NAME=VERSION for a known add-on, the last one winning', () => {
    expect(parseAddonFlags(['cert-manager=v1.6.0', 'flux=v2.7.0', 'cert-manager=v1.7.0'], ['cert-manager', 'flux'])).toEqual(
      new Map([
        ['cert-manager', { version: 'v1.7.0', source: '--addon' }],
        ['flux', { version: 'v2.7.0', source: '--addon' }],
      ]),
    );
    expect(() => parseAddonFlags(['cert-manager'], ['cert-manager'])).toThrow(
      '--addon "cert-manager": expected NAME=VERSION, e.g. --addon cert-manager=v1.7.0',
    );
    expect(() => parseAddonFlags(['fluxcd=v2.7.0'], ['cert-manager', 'flux'])).toThrow('--addon fluxcd=v2.7.0: unknown add-on "fluxcd"; did you mean "flux"?');
    expect(() => parseAddonFlags(['flux=two'], ['flux'])).toThrow('--addon flux=two: "two" is not a release version');
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
    it(`${glob} ${expected ? 'matches' : 'does not match'} ${value}`, () => expect(compileGlob(glob).test(value)).toBe(expected));
  }
});
