/**
 * What the rule tester checks besides the errors a case lists, as ESLint's RuleTester does: the
 * text a rule's autofix makes (`output`), rules that change the objects they are given, and cases
 * listed twice.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Autofix } from '../../src/fix/api.js';
import type { K8sObject } from '../../src/model.js';
import type { Rule } from '../../src/rule.js';
import { defineRule } from '../../src/rule.js';
import type { RuleTestSpec } from '../../src/testing/rule-tester.js';
import { fixtureText, ruleTester, runRule, setTestHooks } from '../../src/testing/rule-tester.js';

const docs = { summary: 's', changed: 'c', affected: 'a', why: 'w', fix: 'Lower spec.replicas.', sources: [{ title: 't', url: 'https://kubernetes.io' }] };

const replicasOf = (obj: K8sObject) => (obj.spec as { replicas?: unknown } | undefined)?.replicas;

/** Deployments above 10 replicas, and Deployments scaled to zero; `autofix` as each test needs it. */
function replicaRule(autofix?: Autofix): Rule {
  return defineRule({
    id: 'replica-count',
    release: '1.37',
    severity: 'warning',
    kinds: ['Deployment'],
    docs,
    messages: { tooMany: 'Deployment {{name}} asks for {{replicas}} replicas.', zero: 'Deployment {{name}} is scaled to zero.' },
    ...(autofix ? { autofix } : {}),
    check(obj, ctx) {
      const count = replicasOf(obj);
      const name = obj.metadata.name ?? '';
      if (count === 0) ctx.report(obj, { messageId: 'zero', path: ['spec', 'replicas'], data: { name } });
      if (typeof count === 'number' && count > 10) ctx.report(obj, { messageId: 'tooMany', path: ['spec', 'replicas'], data: { name, replicas: count } });
    },
  });
}

/** Sets every Deployment with too many replicas to `to`, saying each is fixed; leaves the others. */
const setReplicas =
  (to: number): Autofix =>
  (ctx) => {
    for (const finding of ctx.findings) {
      if (finding.messageId !== 'tooMany') {
        ctx.leave(finding, 'decision', 'only the owner knows how many replicas it needs');
        continue;
      }
      ctx.edit.set(['spec', 'replicas'], to);
      ctx.fixed(finding);
    }
  };

const deployment = (name: string, count: number, comment = '') => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: ${name}
spec:
  replicas: ${count}${comment}
`;
const BIG = deployment('web', 20, ' # peak traffic');
const FIXED = deployment('web', 10, ' # peak traffic');
const TOO_MANY = { messageId: 'tooMany', data: { name: 'web', replicas: 20 }, line: 6, column: 3 } as const;

/** Registers the spec with hooks that keep its tests instead of running them. */
function registered(rule: Rule, spec: RuleTestSpec): Map<string, () => void> {
  const tests = new Map<string, () => void>();
  setTestHooks({ describe: (_name, body) => body(), it: (name, body) => void tests.set(name, body) });
  try {
    ruleTester(rule, spec);
  } finally {
    setTestHooks({ describe, it });
  }
  return tests;
}

/** The error the single test of a spec fails with, or undefined when it passes. */
function failureOf(rule: Rule, c: RuleTestSpec['invalid'][number]): (Error & { actual?: unknown; expected?: unknown }) | undefined {
  const [test] = registered(rule, { target: '1.37', valid: [], invalid: [c] }).values();
  try {
    test();
  } catch (error) {
    return error as Error;
  }
  return undefined;
}

describe('output: the text after the autofix', () => {
  it('passes when output is what the fix makes, and is the text the fix command would write', () => {
    expect(failureOf(replicaRule(setReplicas(10)), { code: BIG, errors: [TOO_MANY], output: FIXED })).toBeUndefined();
  });

  it('fails a case whose autofix changes it but gives no output, showing the text it makes', () => {
    const error = failureOf(replicaRule(setReplicas(10)), { code: BIG, errors: [TOO_MANY] });
    expect(error?.message).toMatch(
      /^code "apiVersion: apps\/v1 kind: Deployment metadata: name: web \.\.\.": the rule's autofix changes this case: give the text it makes \(actual\) as the case's output, or correct the fixer\n/,
    );
    expect([error?.actual, error?.expected]).toEqual([FIXED, BIG]);
  });

  it('fails on an output that differs from the fix', () => {
    const error = failureOf(replicaRule(setReplicas(10)), { code: BIG, errors: [TOO_MANY], output: deployment('web', 10) });
    expect(error?.message).toMatch(/: the text after the rule's autofix \(actual\) differs from the case's output \(expected\)\n/);
    expect([error?.actual, error?.expected]).toEqual([FIXED, deployment('web', 10)]);
  });

  it('reads output: null, or the text itself, as "the fix leaves the case as it is"', () => {
    const idle = deployment('idle', 0);
    const ZERO = { messageId: 'zero', line: 6 } as const;
    const rule = replicaRule(setReplicas(10));
    expect(failureOf(rule, { code: idle, errors: [ZERO] })).toBeUndefined();
    expect(failureOf(rule, { code: idle, errors: [ZERO], output: null })).toBeUndefined();
    expect(failureOf(rule, { code: idle, errors: [ZERO], output: idle })).toBeUndefined();
    const error = failureOf(rule, { code: BIG, errors: [TOO_MANY], output: null });
    expect(error?.message).toMatch(/: the case says the autofix leaves it as it is \(output: null\), but the autofix changes it \(actual\)\n/);
    expect(error?.actual).toBe(FIXED);
  });

  it('fails on an output the fix does not make, saying why it made none', () => {
    const idle = deployment('idle', 0);
    const ZERO = { messageId: 'zero', line: 6 } as const;
    expect(failureOf(replicaRule(setReplicas(10)), { code: idle, errors: [ZERO], output: deployment('idle', 1) })?.message).toMatch(
      /: the case gives an output, but the autofix leaves the case as it is \(the fixer left every finding: line 6, zero: left \(decision\): only the owner knows how many replicas it needs\)\n/,
    );
    expect(failureOf(replicaRule(), { code: BIG, errors: [TOO_MANY], output: FIXED })?.message).toMatch(
      /: the case gives an output, but the autofix leaves the case as it is \(the rule has no autofix\)\n/,
    );
  });

  it('fails a fix that does not remove the finding it says it fixes, as the fix command would refuse it', () => {
    const labelOnly: Autofix = (ctx) => {
      ctx.edit.add(['metadata'], 'labels', { scaled: 'down' });
      for (const finding of ctx.findings) ctx.fixed(finding);
    };
    const labelled = BIG.replace('  name: web\n', '  name: web\n  labels:\n    scaled: down\n');
    expect(failureOf(replicaRule(labelOnly), { code: BIG, errors: [TOO_MANY], output: labelled })?.message).toBe(
      'code "apiVersion: apps/v1 kind: Deployment metadata: name: web ...": the autofix says it fixes "Deployment web asks for 20 replicas." (line 6), but the rule still reports it on the output',
    );
  });

  it('fails a fix that brings a finding the case did not have', () => {
    const zero = deployment('web', 0, ' # peak traffic');
    expect(failureOf(replicaRule(setReplicas(0)), { code: BIG, errors: [TOO_MANY], output: zero })?.message).toBe(
      'code "apiVersion: apps/v1 kind: Deployment metadata: name: web ...": the autofix\'s output has a finding the case did not have: line 6: Deployment web is scaled to zero.',
    );
  });

  it('refuses an output that is not text or null', () => {
    expect(() => registered(replicaRule(), { target: '1.37', valid: [], invalid: [{ code: BIG, errors: [TOO_MANY], output: 3 as never }] })).toThrow(
      'rule tester for replica-count, case code "apiVersion: apps/v1 kind: Deployment metadata: name: web ...": output is the text after the autofix, or null',
    );
  });
});

describe('fixtureText', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fixture-text-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'invalid.big.yaml'), BIG);
  const rule = replicaRule(setReplicas(10));

  it('gives a fixture with exact edits, as a fixture case states its output', () => {
    expect(fixtureText(rule, 'invalid.big.yaml', [['replicas: 20', 'replicas: 10']], { fixtures: dir })).toBe(FIXED);
    expect(fixtureText(rule, 'invalid.big.yaml', [], { fixtures: dir })).toBe(BIG);
    const spec: RuleTestSpec = {
      target: '1.37',
      fixtures: dir,
      valid: [],
      invalid: [
        {
          fixture: 'invalid.big.yaml',
          errors: [TOO_MANY],
          output: fixtureText(rule, 'invalid.big.yaml', [['replicas: 20', 'replicas: 10']], { fixtures: dir }),
        },
      ],
    };
    for (const test of registered(rule, spec).values()) test();
  });

  it('refuses an edit whose text is not in the fixture exactly once', () => {
    expect(() => fixtureText(rule, 'invalid.big.yaml', [['replicas: 30', 'replicas: 10']], { fixtures: dir })).toThrow(
      `fixtureText: "replicas: 30" is not in ${join(dir, 'invalid.big.yaml')}; give text found there exactly once`,
    );
    expect(() => fixtureText(rule, 'invalid.big.yaml', [[': ', ':']], { fixtures: dir })).toThrow(
      `fixtureText: ": " is more than once in ${join(dir, 'invalid.big.yaml')}; give text found there exactly once`,
    );
  });
});

describe('frozen objects', () => {
  /** A rule that changes the object it checks in the way `change` does. */
  const changing = (id: string, change: (obj: K8sObject) => void) =>
    defineRule({ ...replicaRule(), id, check: (obj, ctx) => (change(obj), ctx.report(obj, { messageId: 'zero', data: { name: 'x' } })) });
  const message = (id: string, what: string) =>
    new RegExp(
      `^rule ${id} changed an object it was given, in check at ${import.meta.filename.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:\\d+:\\d+ \\(${what}\\)\\. Every rule is given the same objects, so a change would alter what the rules after it see: they are frozen in tests\\. Copy what the rule needs to change \\(structuredClone\\(obj\\.spec\\)\\), or build a new value\\.$`,
    );

  it('fails a rule that writes into the document, sorts a list of it in place or adds a field to the object', () => {
    const cases: [string, (obj: K8sObject) => void, string][] = [
      ['sets-default', (obj) => void ((obj.spec as { replicas: number }).replicas = 1), "Cannot assign to read only property 'replicas' of object '#<Object>'"],
      [
        'sorts-in-place',
        (obj) => void (obj.body.spec as { ports: number[] }).ports.sort(),
        "Cannot assign to read only property '0' of object '\\[object Array\\]'",
      ],
      ['adds-a-field', (obj) => void ((obj as { seen?: boolean }).seen = true), 'Cannot add property seen, object is not extensible'],
      ['labels-it', (obj) => void delete obj.metadata.labels, "Cannot delete property 'labels' of #<Object>"],
    ];
    const code = 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\n  labels: {app: web}\nspec:\n  replicas: 2\n  ports: [443, 80]\n';
    for (const [id, change, what] of cases) {
      const rule = changing(id, change);
      expect(() => runRule(rule, { code }, { target: '1.37' }), id).toThrow(message(id, what));
      // in a registered case too, valid or invalid
      const [valid, invalid] = registered(rule, {
        target: '1.37',
        valid: [{ code }],
        invalid: [{ code: `# another case\n${code}`, errors: [{ messageId: 'zero', line: 2 }] }],
      }).values();
      expect(valid, id).toThrow(message(id, what));
      expect(invalid, id).toThrow(message(id, what));
    }
  });

  it('leaves a rule alone that copies before it changes', () => {
    const copying = changing('copies', (obj) => {
      const spec = structuredClone(obj.spec) as { replicas: number };
      spec.replicas = 1;
    });
    expect(runRule(copying, { code: BIG }, { target: '1.37' }).map((f) => f.messageId)).toEqual(['zero']);
  });

  it('reports other errors of a rule as before', () => {
    const broken = changing('own-bug', () => {
      throw new TypeError('spec.replicas is not a number');
    });
    expect(runRule(broken, { code: BIG }, { target: '1.37' }).map((f) => f.message)).toEqual([
      'rule own-bug failed on this object (spec.replicas is not a number); the result for it is unknown. Please report this with the input that caused it.',
    ]);
  });
});

describe('cases listed twice', () => {
  const register = (spec: Partial<RuleTestSpec>) => () => registered(replicaRule(), { target: '1.37', valid: [], invalid: [], ...spec });

  it('fails two valid cases that run the rule the same way, whatever their names', () => {
    expect(register({ valid: [{ code: deployment('api', 3) }, { name: 'three', code: deployment('api', 3) }] })).toThrow(
      'rule tester for replica-count: valid case three runs the rule exactly as valid case code "apiVersion: apps/v1 kind: Deployment metadata: name: api ..." does (the same YAML and settings); remove it, or change what it was meant to change',
    );
    expect(register({ valid: ['valid.a.yaml', { fixture: 'valid.a.yaml' }] })).toThrow(
      'valid case valid.a.yaml runs the rule exactly as valid case valid.a.yaml does',
    );
    // the spec's target, written out
    expect(register({ valid: [{ fixture: 'valid.a.yaml' }, { fixture: 'valid.a.yaml', target: '1.37' }] })).toThrow(
      'valid case valid.a.yaml (target 1.37) runs the rule exactly as valid case valid.a.yaml does',
    );
  });

  it('fails two invalid cases of the same YAML and settings, even with different errors, and a case both valid and invalid', () => {
    expect(
      register({
        invalid: [
          { code: BIG, errors: [TOO_MANY] },
          { code: BIG, errors: [{ ...TOO_MANY, column: 1 }] },
        ],
      }),
    ).toThrow(/: invalid case code "apiVersion: .*" runs the rule exactly as invalid case code ".*" does/);
    expect(register({ valid: [{ code: BIG }], invalid: [{ code: BIG, errors: [TOO_MANY] }] })).toThrow(
      /: invalid case code ".*" runs the rule exactly as valid case code ".*" does/,
    );
  });

  it('accepts the same YAML with other settings', () => {
    expect(
      register({
        valid: [
          'valid.a.yaml',
          { fixture: 'valid.a.yaml', target: '1.36' },
          { fixture: 'valid.a.yaml', from: '1.35' },
          { fixture: 'valid.a.yaml', staticPods: true },
          { fixture: 'valid.a.yaml', addons: { 'cert-manager': 'v1.7.0' } },
        ],
        invalid: [
          { code: BIG, errors: [TOO_MANY] },
          { code: BIG, filename: 'other.yaml', errors: [TOO_MANY] },
        ],
      }),
    ).not.toThrow();
  });

  it('refuses errors or output on a valid case', () => {
    expect(register({ valid: [{ code: BIG, errors: [] } as never] })).toThrow(
      'rule tester for replica-count, case code "apiVersion: apps/v1 kind: Deployment metadata: name: web ...": a valid case has no errors; a case with findings belongs in invalid',
    );
    expect(register({ valid: [{ code: BIG, output: null } as never] })).toThrow('a valid case has no output; a case with findings belongs in invalid');
  });
});
