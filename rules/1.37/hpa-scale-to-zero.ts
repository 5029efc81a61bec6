import type { K8sObject } from '../../src/model.js';
import { objectRef } from '../../src/model.js';
import { defineRule } from '../../src/rule.js';
import { getPath, isRecord } from '../../src/kube/workloads.js';
import { compareMinor } from '../../src/versions.js';

/** autoscaling/v1 has no `metrics` field: its API server keeps the v2 metrics of an HPA in this annotation (a JSON array). */
const V1_METRICS_ANNOTATION = 'autoscaling.alpha.kubernetes.io/metrics';
const SCALE_TO_ZERO_METRIC_TYPES = new Set(['Object', 'External']);

type MetricsVerdict = 'has-object-or-external' | 'none' | 'unreadable-annotation';

export default defineRule({
  id: 'hpa-scale-to-zero',
  release: '1.37',
  severity: 'error',
  kinds: ['HorizontalPodAutoscaler'],
  docs: {
    summary:
      'HorizontalPodAutoscalers with `minReplicas: 0`: rejected without an Object or External metric, and only safe to use once both kube-apiserver and kube-controller-manager run 1.37.',
    changed:
      'KEP-2021 scale to zero: the `HPAScaleToZero` feature gate (alpha since 1.16, off by default) is **beta and on by default in 1.37**. The gate is read by kube-apiserver (validation of `minReplicas: 0`) and kube-controller-manager (the HPA controller, which now records a `ScaledToZero` condition when it scales 1 → 0 and scales 0 → 1 only when it finds `ScaledToZero=True`).\n\n' +
      'With the gate on, `minReplicas: 0` requires at least one metric of type `Object` or `External`; without one the API server answers `spec.metrics: Forbidden: must specify at least one Object or External metric to support scaling to zero replicas`. With the gate off (every release before 1.37 by default) it answers `spec.minReplicas: Invalid value: 0: must be greater than or equal to 1`.',
    affected:
      'HPAs in any API version (`autoscaling/v2`, `autoscaling/v1`, and the removed `v2beta1`/`v2beta2` still found in charts) that set `spec.minReplicas: 0`. For `autoscaling/v1` the metrics are read from the `autoscaling.alpha.kubernetes.io/metrics` annotation, where the API server keeps them.',
    why:
      '**Without an Object or External metric** the HPA cannot be created or updated on 1.37: `kubectl apply`, Helm and GitOps syncs fail with the `spec.metrics: Forbidden` error above. CPU and memory are measured on running pods, so they cannot bring a workload back from zero.\n\n' +
      '**With one** the manifest becomes valid in 1.37, but only behaves when kube-apiserver **and** kube-controller-manager both run 1.37 with the gate on. During an upgrade the API server goes first: an HPA written with `minReplicas: 0` while kube-controller-manager is still on 1.36 lets the workload reach `replicas: 0`, and the old controller treats that as "manually paused" and never scales it back up. Disabling the gate or downgrading later requires setting `minReplicas` to at least 1 first, for the same reason.',
    fix:
      'Without an Object or External metric, keep `minReplicas` at 1 or more. With one, apply `minReplicas: 0` only after the whole control plane runs 1.37, and set it back to 1 before disabling `HPAScaleToZero` or downgrading (KEP-2021 gives `kubectl patch hpa NAME -p \'{"spec":{"minReplicas":1}}\'`). A workload stuck at zero is recovered with `kubectl scale --replicas=1`.\n\n' +
      '```yaml\napiVersion: autoscaling/v2\nkind: HorizontalPodAutoscaler\nmetadata:\n  name: queue-worker\nspec:\n  scaleTargetRef: {apiVersion: apps/v1, kind: Deployment, name: queue-worker}\n  minReplicas: 0          # valid from 1.37 only with an Object or External metric\n  maxReplicas: 10\n  metrics:\n  - type: External\n    external:\n      metric:\n        name: queue_messages_ready\n      target:\n        type: AverageValue\n        averageValue: "30"\n```',
    sources: [
      {
        title: 'KEP-2021: HPA supports scaling to/from zero pods for object/external metrics',
        url: 'https://github.com/kubernetes/enhancements/tree/master/keps/sig-autoscaling/2021-scale-from-zero',
      },
      {
        title: 'HPA validation (pkg/apis/autoscaling/validation/validation.go)',
        url: 'https://github.com/kubernetes/kubernetes/blob/master/pkg/apis/autoscaling/validation/validation.go',
      },
      { title: 'Horizontal Pod Autoscaling', url: 'https://kubernetes.io/docs/tasks/run-application/horizontal-pod-autoscale/' },
    ],
    featureGates: ['HPAScaleToZero'],
    unverified: [
      'The Kubernetes 1.37 release notes were read as a draft; the HPAScaleToZero beta in 1.37 is confirmed by the 1.37 development feature-gate list and KEP-2021.',
    ],
  },
  messages: {
    rejected:
      'HorizontalPodAutoscaler {{name}} sets minReplicas: 0 without an Object or External metric; Kubernetes 1.37 rejects it with "spec.metrics: Forbidden: must specify at least one Object or External metric to support scaling to zero replicas" (earlier releases: "spec.minReplicas: Invalid value: 0: must be greater than or equal to 1").',
    skew: 'HorizontalPodAutoscaler {{name}} scales to zero (minReplicas: 0 with {{metricType}} metric): valid from Kubernetes 1.37 only when kube-apiserver and kube-controller-manager both run 1.37; with a newer API server and an older controller the workload can be left at 0 replicas.',
    unreadable:
      'HorizontalPodAutoscaler {{name}} sets minReplicas: 0 and its {{annotation}} annotation is not a JSON list of metrics, so whether it has an Object or External metric is unknown; without one Kubernetes 1.37 rejects it.',
  },
  fixes: {
    rejected: 'Set minReplicas to 1, or add an Object or External metric that can wake the workload from zero.',
    skew: 'Apply minReplicas: 0 only after both kube-apiserver and kube-controller-manager run 1.37; set it back to 1 before disabling HPAScaleToZero or downgrading.',
    unreadable: 'Move the HPA to autoscaling/v2 and list its metrics in spec.metrics.',
  },
  check(obj, ctx) {
    if (getPath(obj.body, ['spec', 'minReplicas']) !== 0) return;
    const path = ['spec', 'minReplicas'];
    const name = objectRef(obj).name;
    const { verdict, metricType } = scaleToZeroMetrics(obj);
    if (verdict === 'has-object-or-external') {
      // A control plane already on 1.37 has no apiserver/controller-manager skew left to worry about.
      if (ctx.from && compareMinor(ctx.from, '1.37') >= 0) return;
      ctx.report(obj, { messageId: 'skew', path, severity: 'info', data: { name, metricType: metricType === 'Object' ? 'an Object' : 'an External' } });
    } else if (verdict === 'unreadable-annotation') {
      ctx.report(obj, { messageId: 'unreadable', path, severity: 'warning', data: { name, annotation: V1_METRICS_ANNOTATION } });
    } else {
      ctx.report(obj, { messageId: 'rejected', path, data: { name } });
    }
  },
});

function scaleToZeroMetrics(obj: K8sObject): { verdict: MetricsVerdict; metricType?: string } {
  const listed = getPath(obj.body, ['spec', 'metrics']);
  const found = firstScaleToZeroType(listed);
  if (found) return { verdict: 'has-object-or-external', metricType: found };
  const annotation = obj.metadata.annotations?.[V1_METRICS_ANNOTATION];
  if (obj.apiVersion !== 'autoscaling/v1' || typeof annotation !== 'string') return { verdict: 'none' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(annotation);
  } catch {
    return { verdict: 'unreadable-annotation' };
  }
  if (!Array.isArray(parsed)) return { verdict: 'unreadable-annotation' };
  const fromAnnotation = firstScaleToZeroType(parsed);
  return fromAnnotation ? { verdict: 'has-object-or-external', metricType: fromAnnotation } : { verdict: 'none' };
}

function firstScaleToZeroType(metrics: unknown): string | undefined {
  if (!Array.isArray(metrics)) return undefined;
  for (const metric of metrics) {
    if (isRecord(metric) && typeof metric.type === 'string' && SCALE_TO_ZERO_METRIC_TYPES.has(metric.type)) return metric.type;
  }
  return undefined;
}
