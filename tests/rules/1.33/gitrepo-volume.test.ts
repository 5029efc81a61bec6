import rule from '../../../rules/1.33/gitrepo-volume.js';
import { expect, it } from 'vitest';
import { ruleTester, runRuleOnFixture } from '../../../src/testing/rule-tester.js';

ruleTester(rule, {
  target: '1.37',
  valid: ['valid.init-container-clone.yaml'],
  invalid: [
    {
      fixture: 'invalid.workloads.yaml',
      errors: [
        {
          messageId: 'gitRepo',
          data: {
            kind: 'Pod',
            name: 'git-preview',
            volume: 'site',
            repository: 'https://git.example.com/team/preview.git',
            cloneSource: 'https://git.example.com/team/preview.git',
          },
          line: 18,
          column: 7,
          severity: 'error',
          release: '1.33',
          object: 'Pod web/git-preview',
        },
        {
          messageId: 'gitRepo',
          data: {
            kind: 'CronJob',
            name: 'nightly-report',
            volume: 'queries',
            repository: 'https://git.example.com/analytics/queries.git',
            cloneSource: 'https://git.example.com/analytics/queries.git',
          },
          line: 42,
          column: 15,
          severity: 'error',
        },
        {
          messageId: 'gitRepo',
          data: { kind: 'StatefulSet', name: 'wiki', volume: 'content', repository: 'no repository given', cloneSource: 'the repository' },
          line: 66,
          severity: 'error',
        },
      ],
    },
    // Before 1.36 the kubelet could still turn the plugin back on.
    {
      // A password in the URL is never printed, nor kept in the finding's data.
      fixture: 'invalid.credentials-in-url.yaml',
      errors: [
        {
          messageId: 'gitRepo',
          data: {
            kind: 'Deployment',
            name: 'docs',
            volume: 'site',
            repository: 'https://***@git.example.com/team/docs.git',
            cloneSource: 'https://***@git.example.com/team/docs.git',
          },
          line: 22,
          column: 11,
        },
        {
          messageId: 'gitRepo',
          data: {
            kind: 'Deployment',
            name: 'docs',
            volume: 'mirror',
            repository: 'ssh://***@git.example.com/team/mirror.git',
            cloneSource: 'ssh://***@git.example.com/team/mirror.git',
          },
          line: 25,
          column: 11,
        },
      ],
    },
    {
      fixture: 'invalid.workloads.yaml',
      target: '1.34',
      from: '1.32',
      errors: [
        {
          messageId: 'gitRepoDefaultOff',
          data: {
            kind: 'Pod',
            name: 'git-preview',
            volume: 'site',
            repository: 'https://git.example.com/team/preview.git',
            cloneSource: 'https://git.example.com/team/preview.git',
          },
          line: 18,
          severity: 'error',
        },
        {
          messageId: 'gitRepoDefaultOff',
          data: {
            kind: 'CronJob',
            name: 'nightly-report',
            volume: 'queries',
            repository: 'https://git.example.com/analytics/queries.git',
            cloneSource: 'https://git.example.com/analytics/queries.git',
          },
          line: 42,
          severity: 'error',
        },
        {
          messageId: 'gitRepoDefaultOff',
          data: { kind: 'StatefulSet', name: 'wiki', volume: 'content', repository: 'no repository given', cloneSource: 'the repository' },
          line: 66,
          severity: 'error',
        },
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
