/**
 * Errors that end a run with exit code 2 and a one-line message. Anything else that escapes is a
 * bug; the CLI still prints one line for it (plus the stack with DEBUG set).
 */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** An input that cannot be read at all: a missing path, an unreadable directory, a cluster that does not answer. */
export class SourceError extends Error {
  override name = 'SourceError';
}

export const EXIT_OK = 0;
export const EXIT_FINDINGS = 1;
export const EXIT_FAILURE = 2;
