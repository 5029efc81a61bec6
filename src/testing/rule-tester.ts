/**
 * Tests for rules, after ESLint's RuleTester: a rule runs over each case the way a scan runs it
 * (the manifest loader, then the engine), valid cases must give no finding and invalid cases
 * exactly the errors listed, in order, each named by `messageId` and `data` rather than by its
 * rendered words. As ESLint's, it also checks what no list of errors shows:
 *
 * - a rule with an `autofix` must give each invalid case's `output`, the text `k8s-upgrade-check
 *   fix` writes (null when the fix leaves the case as it is), and the fix must pass the fix
 *   command's own re-scan;
 * - the objects are frozen, so a rule that changes what it is given (which every rule shares)
 *   fails where it does so;
 * - the same case listed twice fails.
 *
 * ```ts
 * import { ruleTester } from 'k8s-upgrade-check/testing';
 * import rule from '../rules/1.37/my-rule.js';
 *
 * ruleTester(rule, {
 *   target: '1.37',
 *   valid: ['valid.ok.yaml', { code: 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n' }],
 *   invalid: [{ fixture: 'invalid.bad.yaml', errors: [{ messageId: 'bad', data: { name: 'web' }, line: 7, column: 5 }], output: null }],
 * });
 * ```
 *
 * Test runner: the tester needs the runner's `describe` and `it` and nothing else; it asserts with
 * node:assert. With jest, mocha or vitest's `globals: true` it finds them itself; otherwise call
 * `setTestHooks({ describe, it })` first (vitest: in a setup file, or at the top of the test).
 */
import assert from 'node:assert/strict';
import { lstatSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { evaluate } from '../engine.js';
import type { Finding, Severity } from '../model.js';
import { byText, refLabel } from '../model.js';
import type { Rule } from '../rule.js';
import { placeholderNames } from '../rule.js';
import { releasesCrossed } from '../run.js';
import { ApiTable } from '../kube/api-table.js';
import { parseAddonVersion } from '../versions.js';
import { loadManifests } from '../sources/manifests.js';
import type { FixOutcome } from './autofix.js';
import { fixOf, fixProblem, leftLines } from './autofix.js';
import type { FrozenObjectChange } from './frozen.js';
import { deepFreeze, watchedRule } from './frozen.js';
import { testHooks } from './hooks.js';

export { setTestHooks } from './hooks.js';
export type { TestHooks } from './hooks.js';

// Rules of any message ids and state: the tester only reads them.
type AnyRule = Rule<any, any>;

/** One finding an invalid case expects. Fields left out are not checked, except that `line` is always. */
export interface ExpectedError<M extends string = string> {
  /** Key of the rule's `messages`; give this (and `data`) rather than `message`. */
  messageId?: M;
  /** The values the rule filled into the message, compared exactly (2 is not '2'). */
  data?: Record<string, string | number>;
  /** The exact rendered message, for the few tests where the words themselves matter. */
  message?: string;
  line: number;
  column?: number;
  severity?: Severity;
  release?: string;
  /** "Kind namespace/name", or "Kind name" for cluster-scoped objects. */
  object?: string;
}

export interface CaseOptions {
  /** Test name; by default the fixture, or the start of the code. */
  name?: string;
  /** Overrides the spec's target. */
  target?: string;
  /** The version upgraded from; unknown when left out. */
  from?: string;
  /** Read the manifest as a kubelet's static pod manifest (`--static-pods`). */
  staticPods?: boolean;
  /** Add-on releases moved to, as `--addon NAME=VERSION` gives them: `{ 'cert-manager': 'v1.7.0' }`. */
  addons?: Record<string, string>;
}

/** Where a case's YAML comes from: a fixture file, or the text itself. */
export type CaseSource =
  | { /** File name in the rule's fixture directory. */ fixture: string; code?: undefined }
  | { /** The manifest text; line 1 is its first line. */ code: string /** The file name findings point at. */; filename?: string; fixture?: undefined };

export type ValidCase = CaseOptions & CaseSource;
export type InvalidCase<M extends string = string> = ValidCase & {
  errors: ExpectedError<M>[];
  /**
   * The case's text after the rule's autofix, as `k8s-upgrade-check fix` would write it; null (or
   * the text itself) when the fix must leave it as it is. Required when the autofix changes it.
   */
  output?: string | null;
};

export interface RuleTestSpec<M extends string = string> {
  /** Target of every case that does not set its own. */
  target: string;
  /** Cases that must give no finding; a string names a fixture. */
  valid: (string | ValidCase)[];
  invalid: InvalidCase<M>[];
  /** Read every case as static pod manifests (`--static-pods`). */
  staticPods?: boolean;
  /** Add-on releases of every case that does not set its own. */
  addons?: Record<string, string>;
  /** The rule's fixture directory; by default fixtures/rules/<release>/<rule-id> under the working directory. */
  fixtures?: string;
}

export interface RunOptions {
  target: string;
  from?: string | null;
  staticPods?: boolean;
  /** Add-on releases moved to, by add-on name. */
  addons?: Record<string, string>;
  /** The run's API rows, when a test gives rows of its own (`apis:` of a configuration); `addons` is then ignored. */
  apis?: ApiTable;
  /** The rule's fixture directory, as in `RuleTestSpec.fixtures`. */
  fixtures?: string;
}

/** fixtures/rules/<release>/<rule-id> under `root` (the working directory by default). */
export function fixtureDir(rule: Pick<Rule, 'id' | 'release'>, root: string = process.cwd()): string {
  return join(root, 'fixtures', 'rules', rule.release, rule.id);
}

/**
 * Runs one rule over a case's manifest as a scan would, and returns its findings. The objects and
 * problems the rule is given are frozen: a rule that changes them throws a `FrozenObjectChange`.
 */
export function runRule(rule: AnyRule, source: CaseSource, options: RunOptions): Finding[] {
  return onCaseFile(rule, source, options, (dir, file) => runOnFile(rule, dir, file, options));
}

/** Calls `use` with the directory and name of the case's file: its fixture, or its code written to a file. */
function onCaseFile<T>(rule: AnyRule, source: CaseSource, options: RunOptions, use: (dir: string, file: string) => T): T {
  if (source.code !== undefined) {
    // Written to a file so that inline cases go through exactly the loader fixture cases do.
    const dir = mkdtempSync(join(tmpdir(), 'rule-tester-'));
    try {
      const filename = source.filename ?? 'manifest.yaml';
      writeFileSync(join(dir, filename), source.code);
      return use(dir, filename);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const dir = resolve(options.fixtures ?? fixtureDir(rule));
  // lstat: a fixture may be a link that cannot be followed, for the rule that reports those.
  if (!lstatSync(join(dir, source.fixture), { throwIfNoEntry: false }))
    throw new Error(`fixture missing: ${join(dir, source.fixture)}; add it, or give the case's YAML as code`);
  return use(dir, source.fixture);
}

/**
 * The text of one of the rule's fixtures with exact edits, for the `output` of a fixture case:
 * `fixtureText(rule, 'invalid.old.yaml', [['apiVersion: batch/v1beta1', 'apiVersion: batch/v1']])`
 * says what the fix changes, and gives the whole text it must make. Each edit's text must be in the
 * fixture exactly once, so that an edit never lands elsewhere than meant.
 */
export function fixtureText(
  rule: Pick<Rule, 'id' | 'release'>,
  fixture: string,
  edits: readonly (readonly [before: string, after: string])[] = [],
  options: { fixtures?: string } = {},
): string {
  const path = join(resolve(options.fixtures ?? fixtureDir(rule)), fixture);
  let text = readFileSync(path).toString('utf8');
  for (const [before, after] of edits) {
    const at = text.indexOf(before);
    if (before === '' || at < 0 || text.indexOf(before, at + 1) >= 0) {
      throw new Error(`fixtureText: ${JSON.stringify(before)} is ${at < 0 ? 'not in' : 'more than once in'} ${path}; give text found there exactly once`);
    }
    text = text.slice(0, at) + after + text.slice(at + before.length);
  }
  return text;
}

/** `runRule` on a fixture file, for tests that look at more than the tester checks (a finding's fix). */
export function runRuleOnFixture(rule: AnyRule, fixture: string, options: RunOptions): Finding[] {
  return runRule(rule, { fixture }, options);
}

function runOnFile(rule: AnyRule, dir: string, file: string, options: RunOptions): Finding[] {
  const path = join(dir, file);
  const loaded = loadManifests({ paths: options.staticPods ? [] : [path], staticPodPaths: options.staticPods ? [path] : [], cwd: dir });
  for (const obj of loaded.objects) deepFreeze(obj);
  for (const problem of loaded.problems) deepFreeze(problem);
  const from = options.from ?? null;
  const changes: FrozenObjectChange[] = [];
  const findings = evaluate([watchedRule(rule, changes)], {
    objects: loaded.objects,
    problems: loaded.problems,
    target: options.target,
    from,
    releases: releasesCrossed(from, options.target),
    apis: runApis(options),
  });
  // The engine made the error a finding, as a scan does; a test says what it was.
  if (changes.length > 0) throw changes[0];
  return findings;
}

function runApis(options: RunOptions): ApiTable {
  return options.apis ?? (options.addons ? addonTable(options.addons) : ApiTable.bundled());
}

/** The findings of an invalid case, and what the rule's autofix makes of it. */
function runWithFix(rule: AnyRule, source: CaseSource, options: RunOptions): { findings: Finding[]; fix: FixOutcome | string } {
  return onCaseFile(rule, source, options, (dir, file) => {
    const findings = runOnFile(rule, dir, file, options);
    return { findings, fix: fixOf(rule, findings, dir, file, { target: options.target, from: options.from ?? null, apis: runApis(options) }) };
  });
}

function addonTable(addons: Record<string, string>): ApiTable {
  const known = ApiTable.bundled().addonNames();
  for (const [name, version] of Object.entries(addons)) {
    if (!known.includes(name)) throw new Error(`unknown add-on "${name}" in addons (known: ${known.join(', ')})`);
    if (!parseAddonVersion(version)) throw new Error(`addons.${name}: "${version}" is not a release version such as v1.7.0`);
  }
  return new ApiTable({ targets: new Map(Object.entries(addons).map(([name, version]) => [name, { version, source: 'rule tester' }])) });
}

/**
 * Registers a `describe` for the rule with one `it` per case. The messageId type follows the rule,
 * so a misspelt messageId is a type error as well as a failing test.
 */
export function ruleTester<M extends string>(rule: Rule<M, any>, spec: RuleTestSpec<NoInfer<M>>): void {
  const { describe, it } = testHooks();
  checkSpec(rule, spec as RuleTestSpec);
  describe(`rule ${rule.id}`, () => {
    for (const entry of spec.valid) {
      const c: ValidCase = typeof entry === 'string' ? { fixture: entry } : entry;
      it(`finds nothing in ${caseName(c)}`, () => {
        const findings = runCase(rule, spec, c);
        assert.deepStrictEqual(
          findings.map((f) => actualError(f)),
          [],
          `${caseName(c)}: expected no findings`,
        );
      });
    }
    for (const c of spec.invalid) {
      it(`reports ${caseName(c)}`, () => {
        const options = runOptions(spec, c);
        const { findings, fix } = runWithFix(rule, c, options);
        for (const f of findings) checkFinding(rule, f);
        assert.deepStrictEqual(
          findings.map((f, i) => actualError(f, c.errors[i])),
          c.errors.map(expectedError),
          `${caseName(c)}: the findings (actual) differ from the errors the case lists (expected)`,
        );
        checkOutput(rule, c, options, findings, fix);
      });
    }
  });
}

function runCase(rule: AnyRule, spec: RuleTestSpec, c: ValidCase): Finding[] {
  return runRule(rule, c, runOptions(spec, c));
}

function runOptions(spec: RuleTestSpec, c: ValidCase): RunOptions {
  return {
    target: c.target ?? spec.target,
    from: c.from,
    staticPods: c.staticPods ?? spec.staticPods,
    addons: c.addons ?? spec.addons,
    fixtures: spec.fixtures,
  };
}

/**
 * The case's `output` against the text the autofix gives, as ESLint's RuleTester checks it: a fix
 * that changes the case must be written down, and one that is written down must be what is made.
 * A change is then scanned again, as the fix command does before it shows or writes one.
 */
function checkOutput(rule: AnyRule, c: InvalidCase, options: RunOptions, findings: readonly Finding[], fix: FixOutcome | string): void {
  const name = caseName(c);
  if (typeof fix === 'string') assert.fail(`${name}: ${fix}`);
  const changed = fix.output !== fix.input;
  const mismatch = (message: string, expected: string) =>
    new assert.AssertionError({ message: `${name}: ${message}`, actual: fix.output, expected, operator: 'strictEqual' });
  if (c.output === undefined) {
    if (changed) throw mismatch("the rule's autofix changes this case: give the text it makes (actual) as the case's output, or correct the fixer", fix.input);
  } else if (c.output === null || c.output === fix.input) {
    if (changed) throw mismatch('the case says the autofix leaves it as it is (output: null), but the autofix changes it (actual)', fix.input);
  } else if (!changed) {
    const why = !rule.autofix
      ? 'the rule has no autofix'
      : fix.left.length > 0
        ? `the fixer left every finding: ${leftLines(fix.left)}`
        : 'the fixer made no change';
    throw mismatch(`the case gives an output, but the autofix leaves the case as it is (${why})`, c.output);
  } else if (fix.output !== c.output) {
    throw mismatch("the text after the rule's autofix (actual) differs from the case's output (expected)", c.output);
  }
  if (!changed) return;
  const filename = c.code !== undefined ? c.filename : basename(c.fixture);
  const after = runRule(rule, { code: fix.output, filename }, options);
  const problem = fixProblem(fix.fixed, findings, after);
  if (problem) assert.fail(`${name}: ${problem}`);
}

/** Mistakes in the spec itself fail when it is registered, naming the case. */
function checkSpec(rule: AnyRule, spec: RuleTestSpec): void {
  const where = (c: ValidCase) => `rule tester for ${rule.id}, case ${caseName(c)}`;
  for (const entry of [...spec.valid, ...spec.invalid]) {
    const c: ValidCase = typeof entry === 'string' ? { fixture: entry } : entry;
    if ((c.fixture === undefined) === (c.code === undefined)) throw new Error(`${where(c)}: give either fixture or code`);
  }
  for (const entry of spec.valid) {
    if (typeof entry === 'string') continue;
    // Written in plain JavaScript, a valid case may carry what only an invalid one can use.
    for (const key of ['errors', 'output'] as const)
      if (key in entry) throw new Error(`${where(entry)}: a valid case has no ${key}; a case with findings belongs in invalid`);
  }
  const duplicate = firstDuplicate(spec);
  if (duplicate) throw new Error(`rule tester for ${rule.id}: ${duplicate}`);
  for (const c of spec.invalid) {
    if (c.output !== undefined && c.output !== null && typeof c.output !== 'string')
      throw new Error(`${where(c)}: output is the text after the autofix, or null`);
    if (!Array.isArray(c.errors) || c.errors.length === 0)
      throw new Error(`${where(c)}: an invalid case lists at least one expected error; a case without findings belongs in valid`);
    for (const e of c.errors) {
      if (e.messageId === undefined && e.message === undefined) throw new Error(`${where(c)}: every error needs a messageId (or an exact message)`);
      if (e.messageId !== undefined && !Object.hasOwn(rule.messages, e.messageId)) {
        throw new Error(`${where(c)}: unknown messageId "${e.messageId}"; the rule's messages are ${Object.keys(rule.messages).join(', ')}`);
      }
      if (typeof e.line !== 'number') throw new Error(`${where(c)}: every error needs a line`);
    }
  }
}

/** Mistakes in the rule that no expected list would show: a report naming no template, a placeholder left unfilled. */
function checkFinding(rule: AnyRule, f: Finding): void {
  const at = f.location ? `line ${f.location.line}` : 'a finding';
  if (f.messageId === undefined) assert.fail(`${at}: ${f.message}`);
  if (!Object.hasOwn(rule.messages, f.messageId))
    assert.fail(`${at}: the rule reported messageId "${f.messageId}", which is not in its messages (${Object.keys(rule.messages).join(', ')})`);
  const templates: [string, string | undefined][] = [
    ['message', rule.messages[f.messageId]],
    ['fix', rule.fixes?.[f.messageId]],
  ];
  for (const [what, template] of templates) {
    for (const name of placeholderNames(template ?? '')) {
      if (!f.data || !Object.hasOwn(f.data, name))
        assert.fail(`${at}: the ${what} of "${f.messageId}" has the placeholder {{${name}}}, but the report gives no data.${name}`);
    }
  }
}

/**
 * A finding as the fields the expected error gives. A finding no error expects shows what a case
 * would list for it, and its message to say what it is.
 */
function actualError(f: Finding, expected?: ExpectedError): Record<string, unknown> {
  const all = expected === undefined;
  const out: Record<string, unknown> = {};
  if (all || expected.messageId !== undefined) out.messageId = f.messageId;
  if ((all && f.data) || expected?.data !== undefined) out.data = f.data ?? {};
  if (all || expected.message !== undefined) out.message = f.message;
  out.line = f.location?.line;
  if (all || expected.column !== undefined) out.column = f.location?.column;
  if (expected?.severity !== undefined) out.severity = f.severity;
  if (expected?.release !== undefined) out.release = f.release;
  if (expected?.object !== undefined) out.object = f.object ? refLabel(f.object) : null;
  return out;
}

/** The expected error with its fields in the order `actualError` gives them, so that a diff lines up. */
function expectedError(e: ExpectedError): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of ['messageId', 'data', 'message', 'line', 'column', 'severity', 'release', 'object'] as const) if (e[key] !== undefined) out[key] = e[key];
  return out;
}

/**
 * Two cases that run the rule the same way (the same YAML and the same settings, whatever their
 * names and expected errors), as ESLint's RuleTester refuses them: the second tests nothing more,
 * and is often a case meant to differ that was copied without the change.
 */
function firstDuplicate(spec: RuleTestSpec): string | undefined {
  const seen = new Map<string, string>();
  const cases: [string, ValidCase][] = [
    ...spec.valid.map((entry) => ['valid', typeof entry === 'string' ? { fixture: entry } : entry] as [string, ValidCase]),
    ...spec.invalid.map((c) => ['invalid', c] as [string, ValidCase]),
  ];
  for (const [list, c] of cases) {
    const key = caseKey(spec, c);
    const earlier = seen.get(key);
    const here = `${list} case ${caseName(c)}`;
    if (earlier) return `${here} runs the rule exactly as ${earlier} does (the same YAML and settings); remove it, or change what it was meant to change`;
    seen.set(key, here);
  }
  return undefined;
}

/** What a case runs: its YAML and its settings, with the spec's defaults filled in. */
function caseKey(spec: RuleTestSpec, c: ValidCase): string {
  const addons = c.addons ?? spec.addons;
  return JSON.stringify([
    c.code !== undefined ? ['code', c.code, c.filename ?? 'manifest.yaml'] : ['fixture', c.fixture],
    c.target ?? spec.target,
    c.from ?? null,
    Boolean(c.staticPods ?? spec.staticPods),
    addons ? Object.entries(addons).sort(([a], [b]) => byText(a, b)) : null,
  ]);
}

function caseName(c: ValidCase): string {
  if (c.name) return c.name;
  const source = c.code !== undefined ? `code ${JSON.stringify(oneLine(c.code))}` : c.fixture;
  const addons = c.addons ? Object.entries(c.addons).map(([name, version]) => `${name} ${version}`) : [];
  const settings = [c.target && `target ${c.target}`, c.from && `from ${c.from}`, c.staticPods && 'static pods', ...addons].filter(Boolean);
  return settings.length ? `${source} (${settings.join(', ')})` : source;
}

function oneLine(code: string): string {
  const text = code.replace(/\s+/g, ' ').trim();
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
