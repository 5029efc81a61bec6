/**
 * The edges of the process the CLI runs in: standard output that can fail, a working directory that
 * can be gone, and the one way to end the process at once. Reports reach standard output only
 * through `standardOutput`, which holds the stream's own `write`: code that replaces
 * `process.stdout.write` later (see plugin-guard.ts) cannot reach the report.
 */
import { UsageError, stopRun } from './errors.js';
import { systemReason } from './sources/read-input.js';

/** `process.exit` as it was before any plugin could replace it. */
export const exitProcess: (code: number) => never = process.exit.bind(process);

/**
 * Writes to standard output. When its reader goes away (`| head -1`), the rest is dropped without a
 * word and the run keeps its exit code, as `git log | head` does; any other failure (a full disk,
 * an I/O error) ends the run with one line and exit code 2, never a stack trace and never exit code
 * 1, which means findings.
 */
export function standardOutput(stream: NodeJS.WriteStream = process.stdout): (text: string) => void {
  const write = stream.write.bind(stream) as (text: string) => boolean;
  let done = false;
  // A failure is a UsageError to stop the run, or undefined when the reader left.
  const failure = (error: unknown): UsageError | undefined => {
    done = true;
    const code = (error as NodeJS.ErrnoException)?.code;
    if (code === 'EPIPE' || code === 'ERR_STREAM_DESTROYED') return undefined;
    return new UsageError(`cannot write to standard output: ${systemReason(error)}`);
  };
  // A write that fails after write() returned (a pipe or socket written in the background) ends up here.
  stream.on('error', (error) => {
    if (done) return;
    const problem = failure(error);
    if (problem) stopRun(problem);
  });
  return (text) => {
    if (done) return;
    let error: unknown;
    try {
      write(text);
      // a file fails within write() but says so only on the next tick: ask now, so the run stops here
      error = stream.errored;
    } catch (thrown) {
      error = thrown;
    }
    if (!error) return;
    const problem = failure(error);
    if (problem) throw problem;
  };
}

/**
 * Writes to standard error. When even that fails (`2>/dev/full`, a closed pipe), nothing can be said
 * anywhere: the message is dropped and the exit code still tells what happened, rather than the
 * failed write ending the process with exit code 1.
 */
export function standardError(stream: NodeJS.WriteStream = process.stderr): (text: string) => void {
  const write = stream.write.bind(stream) as (text: string) => boolean;
  stream.on('error', () => {});
  return (text) => {
    try {
      write(text);
    } catch {
      // nowhere left to say it
    }
  };
}

const GONE = 'the working directory no longer exists (it was deleted or moved); change to a directory that exists and run it again';

/** process.cwd(), or a one-line error when the directory was removed under the shell. */
export function workingDirectory(): string {
  try {
    return process.cwd();
  } catch (error) {
    if (isMissingWorkingDirectory(error)) throw new UsageError(GONE);
    throw error;
  }
}

/** What Node.js throws wherever it needs the working directory (process.cwd, path.resolve) and it is gone. */
export function isMissingWorkingDirectory(error: unknown): boolean {
  return (error as NodeJS.ErrnoException)?.syscall === 'uv_cwd';
}

export { GONE as WORKING_DIRECTORY_GONE };
