import rule from '../../../rules/1.33/gitrepo-volume.js';
import { ruleTester } from '../../../src/testing/rule-tester.js';

ruleTester(rule, {
  target: '1.37',
  valid: ['valid.init-container-clone.yaml'],
  invalid: [
    {
      fixture: 'invalid.workloads.yaml',
      errors: [
        {
          messageId: 'gitRepo',
          data: { kind: 'Pod', name: 'git-preview', volume: 'site', repository: 'https://git.example.com/team/preview.git', cloneSource: 'https://git.example.com/team/preview.git' },
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
        { messageId: 'gitRepo', data: { kind: 'StatefulSet', name: 'wiki', volume: 'content', repository: 'no repository given', cloneSource: 'the repository' }, line: 66, severity: 'error' },
      ],
    },
    // Before 1.36 the kubelet could still turn the plugin back on.
    {
      fixture: 'invalid.workloads.yaml',
      target: '1.34',
      from: '1.32',
      errors: [
        {
          messageId: 'gitRepoDefaultOff',
          data: { kind: 'Pod', name: 'git-preview', volume: 'site', repository: 'https://git.example.com/team/preview.git', cloneSource: 'https://git.example.com/team/preview.git' },
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
