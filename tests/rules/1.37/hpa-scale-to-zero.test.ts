import rule from '../../../rules/1.37/hpa-scale-to-zero.js';
import { ruleTester } from '../../../src/testing/rule-tester.js';

ruleTester(rule, {
  target: '1.37',
  valid: ['valid.min-replicas-one.yaml'],
  invalid: [
    {
      fixture: 'invalid.resource-metrics-only.yaml',
      errors: [
        { messageId: 'rejected', data: { name: 'thumbnailer' }, line: 12, column: 3, severity: 'error', object: 'HorizontalPodAutoscaler media/thumbnailer' },
        { messageId: 'rejected', data: { name: 'reports' }, line: 40, column: 3, severity: 'error', object: 'HorizontalPodAutoscaler media/reports' },
      ],
    },
    {
      fixture: 'invalid.external-metric.yaml',
      errors: [
        { messageId: 'skew', data: { name: 'queue-worker', metricType: 'an External' }, line: 12, severity: 'info' },
        { messageId: 'skew', data: { name: 'exporter', metricType: 'an Object' }, line: 45, severity: 'info' },
      ],
    },
    // Already on 1.37: the skew note no longer applies, the rejection still does.
    {
      fixture: 'invalid.autoscaling-v1.yaml',
      from: '1.37',
      errors: [
        { messageId: 'rejected', data: { name: 'legacy-cpu' }, line: 12, severity: 'error' },
        { messageId: 'unreadable', data: { name: 'legacy-broken', annotation: 'autoscaling.alpha.kubernetes.io/metrics' }, line: 44, severity: 'warning' },
      ],
    },
    {
      fixture: 'invalid.autoscaling-v1.yaml',
      errors: [
        { messageId: 'rejected', data: { name: 'legacy-cpu' }, line: 12, severity: 'error' },
        { messageId: 'skew', data: { name: 'legacy-queue', metricType: 'an External' }, line: 29, severity: 'info' },
        { messageId: 'unreadable', data: { name: 'legacy-broken', annotation: 'autoscaling.alpha.kubernetes.io/metrics' }, line: 44, severity: 'warning' },
      ],
    },
  ],
});
