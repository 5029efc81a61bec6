import { describe, expect, it } from 'vitest';
import { defineRule } from '../src/rule.js';
import type { ObjectNeed } from '../src/rule.js';
import type { K8sObject } from '../src/model.js';
import { Evaluation, evaluate, selectRules } from '../src/engine.js';
import { objectHandle } from '../src/model.js';

function object(kind: string, name: string, line: number): K8sObject {
  return {
    apiVersion: 'v1',
    kind,
    metadata: { name, namespace: 'team' },
    body: { apiVersion: 'v1', kind, metadata: { name, namespace: 'team' } },
    origin: { type: 'manifest', file: 'a.yaml', doc: 0, locate: (path) => ({ line: line + path.length, column: 1 }) },
  };
}

const docs = { summary: 's', changed: 'c', affected: 'a', why: 'w', fix: 'Fix it.\n\nMore text.', sources: [{ title: 't', url: 'https://kubernetes.io' }] };

describe('engine', () => {
  it('selects rules whose release is at or before the target, and core rules', () => {
    const make = (id: string, release: string) => defineRule({ id, release, severity: 'info', kinds: [], docs, messages: {} });
    const rules = [make('a', '1.30'), make('b', '1.37'), make('c', 'core')];
    expect(selectRules(rules, '1.36').map((r) => r.id)).toEqual(['a', 'c']);
    expect(selectRules(rules, '1.37').map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });

  it('calls check only for the declared kinds and formats messages, fixes and positions', () => {
    const rule = defineRule({
      id: 'named-config',
      release: '1.37',
      severity: 'warning',
      kinds: ['ConfigMap'],
      docs,
      messages: { named: '{{kind}} {{name}} is named' },
      check(obj, ctx) {
        ctx.report(obj, { messageId: 'named', path: ['metadata', 'name'], data: { kind: obj.kind, name: obj.metadata.name! } });
      },
    });
    const configMap = object('ConfigMap', 'x', 10);
    const findings = evaluate([rule], { objects: [configMap, object('Secret', 'y', 20)], problems: [], target: '1.37', from: null, releases: ['1.37'] });
    expect(findings).toEqual([
      {
        ruleId: 'named-config',
        release: '1.37',
        severity: 'warning',
        message: 'ConfigMap x is named',
        messageId: 'named',
        data: { kind: 'ConfigMap', name: 'x' },
        fix: 'Fix it.',
        object: { apiVersion: 'v1', kind: 'ConfigMap', namespace: 'team', name: 'x' },
        location: { file: 'a.yaml', line: 12, column: 1 },
        path: ['metadata', 'name'],
        origin: configMap.origin,
      },
    ]);
  });

  it('asks appliesTo once per apiVersion and kind, and calls check only for the types it accepts', () => {
    const asked: string[] = [];
    const checked: string[] = [];
    const rule = defineRule({
      id: 'old-config',
      release: 'core',
      severity: 'error',
      kinds: ['*'],
      appliesTo(apiVersion, kind, ctx) {
        asked.push(`${apiVersion} ${kind} ${ctx.target}`);
        return apiVersion === 'v1beta1';
      },
      docs,
      messages: { old: 'old' },
      check(obj, ctx) {
        checked.push(`${obj.apiVersion} ${obj.metadata.name}`);
        ctx.report(obj, { messageId: 'old' });
      },
    });
    const old = (name: string) => ({ ...object('ConfigMap', name, 1), apiVersion: 'v1beta1' });
    const findings = evaluate([rule], {
      objects: [object('ConfigMap', 'a', 1), old('b'), object('ConfigMap', 'c', 1), old('d'), object('Secret', 'e', 1)],
      problems: [],
      target: '1.37',
      from: null,
      releases: [],
    });
    expect(asked).toEqual(['v1 ConfigMap 1.37', 'v1beta1 ConfigMap 1.37', 'v1 Secret 1.37']);
    expect(checked).toEqual(['v1beta1 b', 'v1beta1 d']);
    expect(findings.map((f) => f.object?.name)).toEqual(['b', 'd']);
  });

  it('tests a need once per object for every rule that names it, and only for objects of its kinds', () => {
    const tested: string[] = [];
    const configured: ObjectNeed = {
      kinds: ['ConfigMap'],
      test: (obj) => {
        tested.push(obj.metadata.name!);
        return obj.metadata.name === 'configured';
      },
    };
    const calls: string[] = [];
    const make = (id: string) =>
      defineRule({
        id,
        release: 'core',
        severity: 'info',
        kinds: ['ConfigMap', 'Secret'],
        needs: configured,
        docs,
        messages: {},
        check: (obj) => void calls.push(`${id} ${obj.metadata.name}`),
      });
    const plain = defineRule({
      id: 'plain',
      release: 'core',
      severity: 'info',
      kinds: ['ConfigMap'],
      docs,
      messages: {},
      check: (obj) => void calls.push(`plain ${obj.metadata.name}`),
    });
    evaluate([make('first'), plain, make('second')], {
      objects: [object('ConfigMap', 'bare', 1), object('ConfigMap', 'configured', 1), object('Secret', 'untested', 1)],
      problems: [],
      target: '1.37',
      from: null,
      releases: [],
    });
    expect(tested).toEqual(['bare', 'configured']);
    expect(calls).toEqual(['plain bare', 'plain configured', 'first configured', 'second configured', 'first untested', 'second untested']);
  });

  it('runs the rules of a need that throws, so that each says it failed on the object', () => {
    const broken: ObjectNeed = {
      kinds: ['ConfigMap'],
      test: () => {
        throw new Error('bad settings');
      },
    };
    const rule = defineRule({
      id: 'reads-settings',
      release: 'core',
      severity: 'info',
      kinds: ['ConfigMap'],
      needs: broken,
      docs,
      messages: {},
      check() {
        throw new Error('bad settings');
      },
    });
    const findings = evaluate([rule], { objects: [object('ConfigMap', 'x', 3)], problems: [], target: '1.37', from: null, releases: [] });
    expect(findings.map((f) => [f.ruleId, f.message, f.location?.line])).toEqual([
      [
        'reads-settings',
        'rule reads-settings failed on this object (bad settings); the result for it is unknown. Please report this with the input that caused it.',
        3,
      ],
    ]);
  });

  it('turns a rule that throws into a finding and keeps going', () => {
    const broken = defineRule({
      id: 'broken',
      release: 'core',
      severity: 'info',
      kinds: ['*'],
      docs,
      messages: {},
      check() {
        throw new Error('boom');
      },
    });
    const findings = evaluate([broken], {
      objects: [object('ConfigMap', 'x', 1), object('Secret', 'y', 5)],
      problems: [],
      target: '1.37',
      from: null,
      releases: [],
    });
    expect(findings.map((f) => [f.ruleId, f.severity, f.message, f.location?.line])).toEqual([
      ['broken', 'error', 'rule broken failed on this object (boom); the result for it is unknown. Please report this with the input that caused it.', 1],
      ['broken', 'error', 'rule broken failed on this object (boom); the result for it is unknown. Please report this with the input that caused it.', 5],
    ]);
  });

  it('checks objects of looked-up kinds once everything is loaded, with the whole index', () => {
    const rule = defineRule({
      id: 'bound-roles',
      release: '1.37',
      severity: 'info',
      kinds: ['RoleBinding'],
      lookups: ['RoleBinding', 'Role'],
      docs,
      messages: { bound: 'binds {{roles}} role(s)' },
      check(obj, ctx) {
        ctx.report(obj, { messageId: 'bound', data: { roles: ctx.index.byKind('Role').length } });
      },
    });
    // The binding comes before the roles it could look up.
    const objects = [object('RoleBinding', 'b', 1), object('Role', 'r1', 5), object('Role', 'r2', 9)];
    expect(evaluate([rule], { objects, problems: [], target: '1.37', from: null, releases: [] }).map((f) => f.message)).toEqual(['binds 2 role(s)']);
  });

  it('refuses the index to a check on an object that streams by, naming the rule', () => {
    const rule = defineRule({
      id: 'undeclared-lookup',
      release: '1.37',
      severity: 'info',
      kinds: ['ConfigMap'],
      docs,
      messages: {},
      check(_obj, ctx) {
        ctx.index.byKind('Secret');
      },
    });
    const findings = evaluate([rule], { objects: [object('ConfigMap', 'x', 1)], problems: [], target: '1.37', from: null, releases: [] });
    expect(findings.map((f) => f.message)).toEqual([
      'rule undeclared-lookup failed on this object (rule undeclared-lookup reads ctx.index while objects are still loading; list the kinds it looks up in its lookups); the result for it is unknown. Please report this with the input that caused it.',
    ]);
  });

  it('keeps only looked-up kinds, and gives each run its own state for what checks gather', () => {
    const rule = defineRule({
      id: 'count-config',
      release: '1.37',
      severity: 'info',
      kinds: ['ConfigMap'],
      lookups: ['Secret'],
      docs,
      messages: { counted: '{{configMaps}} config maps seen, {{kept}} kept, {{secrets}} secrets kept' },
      init: () => ({ seen: [] as ReturnType<typeof objectHandle>[] }),
      check(obj, ctx) {
        ctx.state.seen.push(objectHandle(obj));
      },
      checkAll(ctx) {
        const data = { configMaps: ctx.state.seen.length, kept: ctx.index.byKind('ConfigMap').length, secrets: ctx.index.byKind('Secret').length };
        ctx.report(ctx.state.seen[0], { messageId: 'counted', data });
      },
    });
    const input = { problems: [], target: '1.37', from: null, releases: [] };
    const run = (objects: K8sObject[]) => {
      const evaluation = new Evaluation([rule], input);
      objects.forEach((obj) => evaluation.add(obj));
      return evaluation.finish();
    };
    const first = run([object('ConfigMap', 'a', 1), object('ConfigMap', 'b', 5), object('Secret', 's', 9)]);
    expect(first.objects).toBe(3);
    expect(first.findings.map((f) => [f.message, f.object?.name, f.location?.line])).toEqual([['2 config maps seen, 0 kept, 1 secrets kept', 'a', 1]]);
    expect(run([object('ConfigMap', 'c', 1)]).findings.map((f) => f.message)).toEqual(['1 config maps seen, 0 kept, 0 secrets kept']);
  });
});
