import { describe, expect, it } from 'vitest';
import { defineRule } from '../src/rule.js';
import type { K8sObject } from '../src/model.js';
import { evaluate, selectRules } from '../src/engine.js';

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
        fix: 'Fix it.',
        object: { apiVersion: 'v1', kind: 'ConfigMap', namespace: 'team', name: 'x' },
        location: { file: 'a.yaml', line: 12, column: 1 },
        path: ['metadata', 'name'],
        origin: configMap.origin,
      },
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
    const findings = evaluate([broken], { objects: [object('ConfigMap', 'x', 1), object('Secret', 'y', 5)], problems: [], target: '1.37', from: null, releases: [] });
    expect(findings.map((f) => [f.ruleId, f.severity, f.message, f.location?.line])).toEqual([
      ['broken', 'error', 'rule broken failed on this object (boom); the result for it is unknown. Please report this with the input that caused it.', 1],
      ['broken', 'error', 'rule broken failed on this object (boom); the result for it is unknown. Please report this with the input that caused it.', 5],
    ]);
  });
});
