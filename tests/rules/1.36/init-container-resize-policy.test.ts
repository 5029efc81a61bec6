import rule from '../../../rules/1.36/init-container-resize-policy.js';
import { ruleTester } from '../../support/rule-tester.js';

const rejected = (kind: string, name: string, container: string, resource: string) =>
  `${kind} ${name}: init container "${container}" is not a sidecar (no restartPolicy: Always) and sets resizePolicy ${resource}: RestartContainer; the API server rejects this from Kubernetes 1.36.`;

ruleTester(rule, {
  target: '1.36',
  valid: ['valid.sidecar-and-app.yaml'],
  invalid: [
    {
      fixture: 'invalid.copied-resize-policy.yaml',
      findings: [
        { line: 23, column: 15, severity: 'error', message: rejected('StatefulSet', 'ledger', 'migrate', 'memory'), object: 'StatefulSet finance/ledger' },
        { line: 42, column: 11, severity: 'error', message: rejected('Pod', 'warmup', 'prefetch', 'cpu'), object: 'Pod finance/warmup' },
      ],
    },
  ],
});
