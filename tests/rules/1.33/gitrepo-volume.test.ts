import rule from '../../../rules/1.33/gitrepo-volume.js';
import { expect, it } from 'vitest';
import { ruleTester, runRuleOnFixture } from '../../support/rule-tester.js';

const locked = (kind: string, name: string, volume: string, repository: string) =>
  `${kind} ${name} mounts gitRepo volume "${volume}" (${repository}); the gitRepo volume plugin is disabled with no way to turn it back on from Kubernetes 1.36, so the volume cannot be mounted and the pod stays in ContainerCreating.`;
const defaultOff = (kind: string, name: string, volume: string, repository: string) =>
  `${kind} ${name} mounts gitRepo volume "${volume}" (${repository}); the gitRepo volume plugin is disabled by default from Kubernetes 1.33, so the volume cannot be mounted and the pod stays in ContainerCreating unless every kubelet runs with GitRepoVolumeDriver=true (locked off from 1.36).`;

ruleTester(rule, {
  target: '1.37',
  valid: ['valid.init-container-clone.yaml'],
  invalid: [
    {
      fixture: 'invalid.workloads.yaml',
      findings: [
        { line: 18, column: 7, severity: 'error', message: locked('Pod', 'git-preview', 'site', 'https://git.example.com/team/preview.git'), object: 'Pod web/git-preview', release: '1.33' },
        { line: 42, column: 15, severity: 'error', message: locked('CronJob', 'nightly-report', 'queries', 'https://git.example.com/analytics/queries.git') },
        { line: 66, severity: 'error', message: locked('StatefulSet', 'wiki', 'content', 'no repository given') },
      ],
    },
    {
      // A password in the URL is never printed.
      fixture: 'invalid.credentials-in-url.yaml',
      findings: [
        { line: 22, column: 11, message: locked('Deployment', 'docs', 'site', 'https://***@git.example.com/team/docs.git') },
        { line: 25, column: 11, message: locked('Deployment', 'docs', 'mirror', 'ssh://***@git.example.com/team/mirror.git') },
      ],
    },
    {
      // Before 1.36 the kubelet could still turn the plugin back on.
      fixture: 'invalid.workloads.yaml',
      target: '1.34',
      from: '1.32',
      findings: [
        { line: 18, severity: 'error', message: defaultOff('Pod', 'git-preview', 'site', 'https://git.example.com/team/preview.git') },
        { line: 42, severity: 'error', message: defaultOff('CronJob', 'nightly-report', 'queries', 'https://git.example.com/analytics/queries.git') },
        { line: 66, severity: 'error', message: defaultOff('StatefulSet', 'wiki', 'content', 'no repository given') },
      ],
    },
  ],
});

it('names the repository without its user and password in the fix too', () => {
  const findings = runRuleOnFixture(rule, 'invalid.credentials-in-url.yaml', { target: '1.37' });
  expect(findings.map((f) => f.fix)).toEqual([
    'Clone https://***@git.example.com/team/docs.git in an init container into an emptyDir volume named "site" and remove the gitRepo volume.',
    'Clone ssh://***@git.example.com/team/mirror.git in an init container into an emptyDir volume named "mirror" and remove the gitRepo volume.',
  ]);
});
