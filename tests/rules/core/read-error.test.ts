import readError from '../../../rules/core/read-error.js';
import { ruleTester } from '../../../src/testing/rule-tester.js';

// Unreadable files and files over the size limit need a user other than root or a large file:
// tests/sources/hostile-input.test.ts covers those through the CLI and the loader.
ruleTester(readError, {
  target: '1.37',
  valid: ['valid.readable.yaml'],
  invalid: [
    {
      fixture: 'invalid.broken-link.yaml',
      errors: [
        {
          messageId: 'brokenLink',
          data: { file: 'invalid.broken-link.yaml', reason: 'it is a symbolic link to a path that does not exist' },
          line: 1,
          column: 1,
          severity: 'error',
          release: '1.37',
        },
      ],
    },
    {
      fixture: 'invalid.link-loop.yaml',
      errors: [
        {
          messageId: 'linkLoop',
          data: { file: 'invalid.link-loop.yaml', reason: 'too many levels of symbolic links (a link loop)' },
          line: 1,
          column: 1,
          severity: 'error',
        },
      ],
    },
  ],
});
