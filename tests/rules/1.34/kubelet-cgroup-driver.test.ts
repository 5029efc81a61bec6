import rule from '../../../rules/1.34/kubelet-cgroup-driver.js';
import { ruleTester } from '../../support/rule-tester.js';

ruleTester(rule, {
  target: '1.34',
  valid: ['valid.runtime-reports-driver.yaml'],
  invalid: [
    {
      fixture: 'invalid.cgroup-driver.yaml',
      findings: [
        {
          line: 3,
          column: 1,
          severity: 'info',
          message: 'The kubelet configuration sets cgroupDriver: systemd, deprecated since Kubernetes 1.34; the kubelet uses the cgroup driver the container runtime reports and keeps this only as a fallback.',
        },
        {
          line: 11,
          column: 5,
          severity: 'info',
          message: 'The kubelet runs with --cgroup-driver=cgroupfs, deprecated since Kubernetes 1.34; the kubelet uses the cgroup driver the container runtime reports and keeps this only as a fallback.',
          object: 'InitConfiguration (unnamed)',
        },
      ],
    },
  ],
});
