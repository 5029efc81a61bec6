import { defineRule } from '../../src/rule.js';

const CLI_RUNTIME_VISITOR = 'https://github.com/kubernetes/cli-runtime/blob/69e8693b2560484b0b950d56006157200ab67947/pkg/resource/visitor.go';

type Cause = 'permission' | 'brokenLink' | 'linkLoop' | 'tooLarge' | 'notAFile' | 'failed';

/** The source's causes (`UnreadableCause`) as message ids. */
const MESSAGE_FOR: Record<string, Cause> = {
  permission: 'permission',
  'broken-link': 'brokenLink',
  'link-loop': 'linkLoop',
  'too-large': 'tooLarge',
  'not-a-file': 'notAFile',
};

const MESSAGE = 'Cannot read {{file}}: {{reason}}. Nothing in it was checked.';

export default defineRule({
  id: 'read-error',
  release: 'core',
  severity: 'error',
  kinds: [],
  docs: {
    summary:
      'A file or directory given with `-f`, or found in a directory it names, could not be read (permissions, a broken or looping symbolic link, a file too large), so nothing in it was checked.',
    changed:
      'Nothing in Kubernetes: this rule reports input the tool could not read, so that a run never passes silently over part of a repository. The other files are still read and checked.',
    affected:
      'Files and directories the user running the check may not read, symbolic links whose target is gone or that point back at themselves, and files too large to hold in memory as one string (about 512 MiB). A run in which no file at all could be read stops with exit code 2 instead.',
    why: 'Whatever the file holds is unknown: removed APIs or risky settings in it would go unnoticed. `kubectl apply -f` stops at the first file it cannot open too.',
    fix: 'Make the file readable by the user running the check, repair or remove the link, or split a very large file. To leave a path out on purpose, do not name it (or the directory above it) with `-f`.',
    sources: [
      { title: 'kubectl resource builder: FileVisitor opens each file and fails on an error (cli-runtime pkg/resource/visitor.go)', url: CLI_RUNTIME_VISITOR },
    ],
  },
  messages: {
    permission: MESSAGE,
    brokenLink: MESSAGE,
    linkLoop: MESSAGE,
    tooLarge: MESSAGE,
    notAFile: MESSAGE,
    failed: MESSAGE,
  },
  fixes: {
    permission: 'Give the user running the check read access (for a directory, also the right to list it), or leave the path out of -f.',
    brokenLink: 'Point the link at the file it should name, or remove it.',
    linkLoop: 'Point the link at a file rather than at itself or another link back to it, or remove it.',
    tooLarge: 'Split the file into smaller ones (one per application or per kind), then check them.',
    notAFile: 'Name a manifest file or a directory of them with -f.',
    failed: 'Check that the file can be read (for example with cat), then run the check again.',
  },
  checkProblem(problem, ctx) {
    if (problem.kind !== 'unreadable') return;
    ctx.reportProblem(problem, { messageId: MESSAGE_FOR[problem.cause ?? ''] ?? 'failed', data: { file: problem.file, reason: problem.reason } });
  },
});
