import rule from '../../../rules/1.37/hpa-scale-to-zero.js';
import { ruleTester } from '../../support/rule-tester.js';

const rejected = (name: string) =>
  `HorizontalPodAutoscaler ${name} sets minReplicas: 0 without an Object or External metric; Kubernetes 1.37 rejects it with "spec.metrics: Forbidden: must specify at least one Object or External metric to support scaling to zero replicas" (earlier releases: "spec.minReplicas: Invalid value: 0: must be greater than or equal to 1").`;
const skew = (name: string, metric: string) =>
  `HorizontalPodAutoscaler ${name} scales to zero (minReplicas: 0 with ${metric} metric): valid from Kubernetes 1.37 only when kube-apiserver and kube-controller-manager both run 1.37; with a newer API server and an older controller the workload can be left at 0 replicas.`;

ruleTester(rule, {
  target: '1.37',
  valid: ['valid.min-replicas-one.yaml'],
  invalid: [
    {
      fixture: 'invalid.resource-metrics-only.yaml',
      findings: [
        { line: 12, column: 3, severity: 'error', message: rejected('thumbnailer'), object: 'HorizontalPodAutoscaler media/thumbnailer' },
        { line: 40, column: 3, severity: 'error', message: rejected('reports'), object: 'HorizontalPodAutoscaler media/reports' },
      ],
    },
    {
      fixture: 'invalid.external-metric.yaml',
      findings: [
        { line: 12, severity: 'info', message: skew('queue-worker', 'an External') },
        { line: 45, severity: 'info', message: skew('exporter', 'an Object') },
      ],
    },
    {
      // Already on 1.37: the skew note no longer applies, the rejection still does.
      fixture: 'invalid.autoscaling-v1.yaml',
      from: '1.37',
      findings: [
        { line: 12, severity: 'error', message: rejected('legacy-cpu') },
        {
          line: 44,
          severity: 'warning',
          message:
            'HorizontalPodAutoscaler legacy-broken sets minReplicas: 0 and its autoscaling.alpha.kubernetes.io/metrics annotation is not a JSON list of metrics, so whether it has an Object or External metric is unknown; without one Kubernetes 1.37 rejects it.',
        },
      ],
    },
    {
      fixture: 'invalid.autoscaling-v1.yaml',
      findings: [
        { line: 12, severity: 'error', message: rejected('legacy-cpu') },
        { line: 29, severity: 'info', message: skew('legacy-queue', 'an External') },
        {
          line: 44,
          severity: 'warning',
          message:
            'HorizontalPodAutoscaler legacy-broken sets minReplicas: 0 and its autoscaling.alpha.kubernetes.io/metrics annotation is not a JSON list of metrics, so whether it has an Object or External metric is unknown; without one Kubernetes 1.37 rejects it.',
        },
      ],
    },
  ],
});
