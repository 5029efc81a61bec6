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

/** Input that was read and held no Kubernetes object: nothing to check. A pre-commit hook may accept it (--allow-empty). */
export class NothingToCheck extends SourceError {
  override name = 'NothingToCheck';

  /** `what` says what held nothing, `hint` what to check: with --allow-empty only `what` is said. */
  constructor(
    readonly what: string,
    hint: string,
  ) {
    super(`${what}: ${hint}`);
  }
}

export const EXIT_OK = 0;
export const EXIT_FINDINGS = 1;
export const EXIT_FAILURE = 2;

/**
 * How to end the run from code nobody awaits (a write to standard output that fails later, a
 * plugin's timer): the CLI registers it, so that the run still ends with its one line and exit code 2.
 */
let stopHandler: ((error: Error) => void) | undefined;

export function onStop(handler: (error: Error) => void): void {
  stopHandler = handler;
}

export function stopRun(error: Error): void {
  if (!stopHandler) throw error;
  stopHandler(error);
}

/** An error as one line: its name when it says more than "Error", and the first line of its message. */
export function firstLine(error: unknown): string {
  const text = error instanceof Error ? `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}` : String(error);
  return text.split('\n')[0].trim();
}

/** What a network error of Node.js means, by its code, in the words error messages use. */
const NETWORK_REASONS: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'host name not found',
  EAI_AGAIN: 'host name not found',
  ECONNRESET: 'the connection was reset',
  ETIMEDOUT: 'no answer in time',
  EHOSTUNREACH: 'the host is unreachable',
  ENETUNREACH: 'the network is unreachable',
};

/** The reason of a connection that failed on the network, when its code says it. */
export function networkReason(error: unknown): string | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code && Object.hasOwn(NETWORK_REASONS, code) ? NETWORK_REASONS[code] : undefined;
}
