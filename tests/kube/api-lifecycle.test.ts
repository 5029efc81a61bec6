import { describe, expect, it } from 'vitest';
import { allLifecycles, isDeprecatedAt, isRemovedAt, lifecycleOf } from '../../src/kube/api-lifecycle.js';

describe('API lifecycle table', () => {
  it('finds a row by apiVersion and kind, and nothing for a served or unknown API', () => {
    expect(lifecycleOf('networking.k8s.io/v1beta1', 'Ingress')).toMatchObject({ deprecatedIn: '1.19', removedIn: '1.22' });
    expect(lifecycleOf('networking.k8s.io/v1beta1', 'IngressClass')?.kind).toBe('IngressClass');
    expect(lifecycleOf('networking.k8s.io/v1', 'Ingress')).toBeUndefined();
    expect(lifecycleOf('networking.k8s.io/v1beta1', 'NoSuchKind')).toBeUndefined();
    expect(lifecycleOf('example.com/v1', 'Ingress')).toBeUndefined();
  });

  it('answers for the target asked, whatever target was asked before', () => {
    const ingress = lifecycleOf('networking.k8s.io/v1beta1', 'Ingress')!;
    const answers = ['1.18', '1.19', '1.21', '1.22', '1.37', '1.21'].map(
      (target) => `${target}: ${isRemovedAt(ingress, target) ? 'removed' : isDeprecatedAt(ingress, target) ? 'deprecated' : 'served'}`,
    );
    expect(answers).toEqual(['1.18: served', '1.19: deprecated', '1.21: deprecated', '1.22: removed', '1.37: removed', '1.21: deprecated']);
  });

  it('lists one row per apiVersion and kind', () => {
    const rows = allLifecycles();
    const keys = rows.map((row) => `${row.apiVersion} ${row.kind}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('autoscaling/v2beta2 HorizontalPodAutoscaler');
    expect(rows.every((row) => lifecycleOf(row.apiVersion, row.kind) === row)).toBe(true);
  });
});
