import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { defineRule } from '../../src/rule.js';
import type { Rule } from '../../src/rule.js';
import type { RuleTestSpec } from '../../src/testing/rule-tester.js';
import { ruleTester, runRule, setTestHooks } from '../../src/testing/rule-tester.js';

const docs = { summary: 's', changed: 'c', affected: 'a', why: 'w', fix: 'Lower spec.replicas.', sources: [{ title: 't', url: 'https://kubernetes.io' }] };

/** A rule small enough to see through: Deployments above 10 replicas, and Deployments scaled to zero. */
const replicas = defineRule({
  id: 'replica-count',
  release: '1.37',
  severity: 'warning',
  kinds: ['Deployment'],
  docs,
  messages: {
    tooMany: 'Deployment {{name}} asks for {{replicas}} replicas, more than {{max}} on Kubernetes {{target}}.',
    zero: 'Deployment {{name}} is scaled to zero.',
  },
  check(obj, ctx) {
    const count = (obj.body.spec as { replicas?: unknown } | undefined)?.replicas;
    const name = obj.metadata.name ?? '';
    if (count === 0) ctx.report(obj, { messageId: 'zero', path: ['spec', 'replicas'], data: { name } });
    if (typeof count === 'number' && count > 10)
      ctx.report(obj, { messageId: 'tooMany', path: ['spec', 'replicas'], data: { name, replicas: count, max: 10, target: ctx.target } });
  },
});

const deployment = (name: string, count: number) => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: ${name}
spec:
  replicas: ${count}
`;
const TWO = `${deployment('web', 20)}---\n${deployment('idle', 0)}`;
const TOO_MANY = { messageId: 'tooMany', data: { name: 'web', replicas: 20, max: 10, target: '1.37' }, line: 6, column: 3 } as const;
const ZERO = { messageId: 'zero', data: { name: 'idle' }, line: 13, column: 3 } as const;
/** How a finding no error expects shows in a failure: with its message. */
const shown = <E extends object>(error: E, message: string) => ({ ...error, message });
const TOO_MANY_MESSAGE = 'Deployment web asks for 20 replicas, more than 10 on Kubernetes 1.37.';
const ZERO_MESSAGE = 'Deployment idle is scaled to zero.';

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

/** The error `run` throws, or undefined. */
function thrown(run: () => void): Error | undefined {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  return undefined;
}

/** The error the single test of an invalid case fails with, or undefined when it passes. */
function failureOf(rule: Rule, c: RuleTestSpec['invalid'][number]): Error | undefined {
  const [test] = registered(rule, { target: '1.37', valid: [], invalid: [c] }).values();
  return thrown(test);
}

/** Asserts that the case fails on its findings, not on anything else. */
function expectMismatch(rule: Rule, c: RuleTestSpec['invalid'][number]): void {
  expect(failureOf(rule, c)?.message).toMatch(/: the findings \(actual\) differ from the errors the case lists \(expected\)/);
}

describe('rule tester', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rule-tester-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('runs the rule as a scan does and passes for the findings as they are', () => {
    expect(runRule(replicas, { code: TWO }, { target: '1.37' }).map((f) => [f.messageId, f.data, f.location])).toEqual([
      ['tooMany', TOO_MANY.data, { file: 'manifest.yaml', line: 6, column: 3 }],
      ['zero', ZERO.data, { file: 'manifest.yaml', line: 13, column: 3 }],
    ]);
    expect(failureOf(replicas, { code: TWO, errors: [TOO_MANY, ZERO] })).toBeUndefined();
    expect(
      failureOf(replicas, {
        code: TWO,
        errors: [
          { ...TOO_MANY, severity: 'warning', release: '1.37', object: 'Deployment web' },
          { messageId: 'zero', line: 13 },
        ],
      }),
    ).toBeUndefined();
  });

  it('names each test after its case', () => {
    writeFileSync(join(dir, 'valid.small.yaml'), deployment('small', 2));
    const names = [
      ...registered(replicas, {
        target: '1.37',
        fixtures: dir,
        valid: ['valid.small.yaml', { code: deployment('api', 3) }, { name: 'four replicas', code: deployment('api', 4) }],
        invalid: [{ code: deployment('web', 20), target: '1.36', from: '1.35', errors: [{ ...TOO_MANY, data: { ...TOO_MANY.data, target: '1.36' } }] }],
      }).keys(),
    ];
    expect(names).toEqual([
      'finds nothing in valid.small.yaml',
      'finds nothing in code "apiVersion: apps/v1 kind: Deployment metadata: name: api ..."',
      'finds nothing in four replicas',
      'reports code "apiVersion: apps/v1 kind: Deployment metadata: name: web ..." (target 1.36, from 1.35)',
    ]);
    for (const test of registered(replicas, { target: '1.37', fixtures: dir, valid: ['valid.small.yaml'], invalid: [] }).values()) test();
  });

  it('fails on a wrong messageId', () => {
    const error = failureOf(replicas, { code: TWO, errors: [TOO_MANY, { ...ZERO, messageId: 'tooMany' }] });
    expect(error?.message).toMatch(
      /^code "apiVersion: apps\/v1 kind: Deployment metadata: name: web \.\.\.": the findings \(actual\) differ from the errors the case lists \(expected\)/,
    );
    expect((error as { actual?: unknown }).actual).toEqual([TOO_MANY, ZERO]);
  });

  it('fails at once on a messageId the rule does not have', () => {
    expect(() => registered(replicas, { target: '1.37', valid: [], invalid: [{ code: TWO, errors: [{ ...TOO_MANY, messageId: 'tooMuch' }] }] })).toThrow(
      'rule tester for replica-count, case code "apiVersion: apps/v1 kind: Deployment metadata: name: web ...": unknown messageId "tooMuch"; the rule\'s messages are tooMany, zero',
    );
  });

  it('fails on wrong data, compared exactly', () => {
    expectMismatch(replicas, { code: TWO, errors: [{ ...TOO_MANY, data: { ...TOO_MANY.data, name: 'api' } }, ZERO] });
    expectMismatch(replicas, { code: TWO, errors: [{ ...TOO_MANY, data: { ...TOO_MANY.data, replicas: '20' } }, ZERO] });
    expectMismatch(replicas, { code: TWO, errors: [{ ...TOO_MANY, data: { name: 'web', replicas: 20, max: 10 } }, ZERO] });
    expectMismatch(replicas, { code: TWO, errors: [TOO_MANY, { ...ZERO, data: {} }] });
  });

  it('fails on a wrong line or column', () => {
    expectMismatch(replicas, { code: TWO, errors: [{ ...TOO_MANY, line: 5 }, ZERO] });
    expectMismatch(replicas, { code: TWO, errors: [{ ...TOO_MANY, column: 1 }, ZERO] });
  });

  it('fails on a wrong severity, release or object', () => {
    expectMismatch(replicas, { code: TWO, errors: [{ ...TOO_MANY, severity: 'error' }, ZERO] });
    expectMismatch(replicas, { code: TWO, errors: [{ ...TOO_MANY, release: '1.36' }, ZERO] });
    expectMismatch(replicas, { code: TWO, errors: [{ ...TOO_MANY, object: 'Deployment default/web' }, ZERO] });
  });

  it('fails on findings out of order, missing or unexpected, showing the whole unexpected finding', () => {
    expectMismatch(replicas, { code: TWO, errors: [ZERO, TOO_MANY] });
    expectMismatch(replicas, { code: TWO, errors: [TOO_MANY, ZERO, ZERO] });
    const extra = failureOf(replicas, { code: TWO, errors: [{ messageId: 'tooMany', line: 6 }] }) as Error & { actual: unknown; expected: unknown };
    expect(extra.actual).toEqual([{ messageId: 'tooMany', line: 6 }, shown(ZERO, ZERO_MESSAGE)]);
    expect(extra.expected).toEqual([{ messageId: 'tooMany', line: 6 }]);
  });

  it('fails a valid case with findings, listing them', () => {
    const [test] = registered(replicas, { target: '1.37', valid: [{ code: TWO }], invalid: [] }).values();
    const error = thrown(test) as Error & { actual: unknown };
    expect(error.message).toMatch(/^code "apiVersion: apps\/v1 kind: Deployment metadata: name: web \.\.\.": expected no findings/);
    expect(error.actual).toEqual([shown(TOO_MANY, TOO_MANY_MESSAGE), shown(ZERO, ZERO_MESSAGE)]);
  });

  it('checks the exact message when a case gives one', () => {
    const message = TOO_MANY_MESSAGE;
    expect(failureOf(replicas, { code: TWO, errors: [{ message, line: 6 }, ZERO] })).toBeUndefined();
    expect(failureOf(replicas, { code: TWO, errors: [{ ...TOO_MANY, message }, ZERO] })).toBeUndefined();
    expectMismatch(replicas, { code: TWO, errors: [{ message: 'Deployment web asks for 20 replicas.', line: 6 }, ZERO] });
  });

  it('reads fixtures from the rule directory given, and says which fixture is missing', () => {
    writeFileSync(join(dir, 'invalid.big.yaml'), deployment('web', 20));
    const spec: RuleTestSpec = { target: '1.37', fixtures: dir, valid: [], invalid: [{ fixture: 'invalid.big.yaml', errors: [TOO_MANY] }] };
    const tests = registered(replicas, spec);
    expect(tests.size).toBe(1);
    for (const test of tests.values()) test();
    const [missing] = registered(replicas, { ...spec, invalid: [{ fixture: 'invalid.gone.yaml', errors: [TOO_MANY] }] }).values();
    expect(missing).toThrow(`fixture missing: ${join(dir, 'invalid.gone.yaml')}; add it, or give the case's YAML as code`);
  });

  it('reads a case as static pod manifests when asked', () => {
    const staticPod = defineRule({
      id: 'static-pod',
      release: '1.37',
      severity: 'info',
      kinds: ['Pod'],
      docs,
      messages: { found: 'Static pod {{name}}.' },
      check(obj, ctx) {
        if (obj.origin.type === 'manifest' && obj.origin.staticPod) ctx.report(obj, { messageId: 'found', data: { name: obj.metadata.name ?? '' } });
      },
    });
    const code = 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: etcd\n';
    const tests = registered(staticPod, {
      target: '1.37',
      valid: [{ code }],
      invalid: [{ code, staticPods: true, errors: [{ messageId: 'found', data: { name: 'etcd' }, line: 1, column: 1 }] }],
    });
    expect(tests.size).toBe(2);
    for (const test of tests.values()) test();
  });

  it('fails on a report whose template placeholders are left without data', () => {
    const careless = defineRule({ ...replicas, id: 'careless', check: (obj, ctx) => ctx.report(obj, { messageId: 'tooMany', data: { name: 'web' } }) });
    expect(failureOf(careless, { code: deployment('web', 20), errors: [{ messageId: 'tooMany', line: 1 }] })?.message).toBe(
      'line 1: the message of "tooMany" has the placeholder {{replicas}}, but the report gives no data.replicas',
    );
    const fixTemplate = defineRule({ ...replicas, id: 'fix-template', fixes: { zero: 'Scale {{name}} back up to {{wanted}}.' } });
    expect(failureOf(fixTemplate, { code: deployment('idle', 0), errors: [{ messageId: 'zero', line: 6 }] })?.message).toBe(
      'line 6: the fix of "zero" has the placeholder {{wanted}}, but the report gives no data.wanted',
    );
  });

  it('fails on a report naming a messageId the rule does not have', () => {
    const misspelt = defineRule({ ...replicas, id: 'misspelt', check: (obj, ctx) => ctx.report(obj, { messageId: 'tooMuch' as 'tooMany' }) });
    expect(failureOf(misspelt, { code: deployment('web', 20), errors: [{ messageId: 'tooMany', line: 1 }] })?.message).toBe(
      'line 1: the rule reported messageId "tooMuch", which is not in its messages (tooMany, zero)',
    );
  });

  it('fails with the error of a rule that throws', () => {
    const broken = defineRule({
      ...replicas,
      id: 'broken',
      check() {
        throw new Error('boom');
      },
    });
    expect(failureOf(broken, { code: deployment('web', 20), errors: [TOO_MANY] })?.message).toBe(
      'line 1: rule broken failed on this object (boom); the result for it is unknown. Please report this with the input that caused it.',
    );
  });

  it('refuses a case without a source, or an error without messageId or message', () => {
    const register = (spec: Partial<RuleTestSpec>) => () => registered(replicas, { target: '1.37', valid: [], invalid: [], ...spec });
    expect(register({ valid: [{ fixture: 'valid.a.yaml', code: 'kind: Pod' } as never] })).toThrow(
      'rule tester for replica-count, case code "kind: Pod": give either fixture or code',
    );
    expect(register({ invalid: [{ code: TWO, errors: [{ line: 6 }] }] })).toThrow('every error needs a messageId (or an exact message)');
    expect(register({ invalid: [{ code: TWO, errors: [] }] })).toThrow(
      'an invalid case lists at least one expected error; a case without findings belongs in valid',
    );
  });
});

describe('rule tester hooks', () => {
  const spec: RuleTestSpec<'tooMany' | 'zero'> = { target: '1.37', valid: [{ code: deployment('api', 3) }], invalid: [] };

  it('asks for describe and it when none were given and the runner has no globals', async () => {
    vi.resetModules();
    const fresh = await import('../../src/testing/rule-tester.js');
    expect(() => fresh.ruleTester(replicas, spec)).toThrow(
      "ruleTester needs your test runner's describe and it: call setTestHooks({ describe, it }) before it (import them from 'vitest' or 'node:test'), or turn on the runner's globals",
    );
  });

  it("uses the runner's global describe and it", async () => {
    vi.resetModules();
    const fresh = await import('../../src/testing/rule-tester.js');
    const names: string[] = [];
    vi.stubGlobal('describe', (name: string, body: () => void) => (names.push(name), body()));
    vi.stubGlobal('it', (name: string) => void names.push(name));
    try {
      fresh.ruleTester(replicas, spec);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(names).toEqual(['rule replica-count', 'finds nothing in code "apiVersion: apps/v1 kind: Deployment metadata: name: api ..."']);
  });
});
