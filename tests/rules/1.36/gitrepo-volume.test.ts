import rule from '../../../rules/1.36/gitrepo-volume.js';
import { ruleTester } from '../../support/rule-tester.js';

const disabled = (kind: string, name: string, volume: string, repository: string) =>
  `${kind} ${name} mounts gitRepo volume "${volume}" (${repository}); the gitRepo volume plugin is disabled with no way to turn it back on from Kubernetes 1.36, so the volume cannot be mounted and the pod stays in ContainerCreating.`;

ruleTester(rule, {
  target: '1.36',
  valid: ['valid.init-container-clone.yaml'],
  invalid: [
    {
      fixture: 'invalid.workloads.yaml',
      findings: [
        { line: 18, column: 7, severity: 'error', message: disabled('Pod', 'git-preview', 'site', 'https://git.example.com/team/preview.git'), object: 'Pod web/git-preview' },
        { line: 42, column: 15, severity: 'error', message: disabled('CronJob', 'nightly-report', 'queries', 'https://git.example.com/analytics/queries.git') },
        { line: 66, severity: 'error', message: disabled('StatefulSet', 'wiki', 'content', 'no repository given') },
      ],
    },
    {
      // The rule guards the 1.36 upgrade, so it also runs for later targets.
      fixture: 'invalid.workloads.yaml',
      target: '1.37',
      from: '1.35',
      findings: [
        { line: 18, message: disabled('Pod', 'git-preview', 'site', 'https://git.example.com/team/preview.git'), release: '1.36' },
        { line: 42, message: disabled('CronJob', 'nightly-report', 'queries', 'https://git.example.com/analytics/queries.git') },
        { line: 66, message: disabled('StatefulSet', 'wiki', 'content', 'no repository given') },
      ],
    },
  ],
});
