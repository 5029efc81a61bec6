/**
 * Reading one manifest input into a string, so that whatever the path is (a file that cannot be
 * read, a broken link, a pipe, a file too large for a string) the answer is text or one line
 * saying why not, never an exception that ends the run or a read that never ends.
 */
import { constants as bufferConstants } from 'node:buffer';
import { closeSync, fstatSync, lstatSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import type { Stats } from 'node:fs';

/**
 * The longest string V8 can make, in UTF-16 units. A UTF-8 file of at most this many bytes always
 * fits (each byte gives at most one unit); a longer one may not, and is refused before it is read.
 */
export const MAX_FILE_BYTES = bufferConstants.MAX_STRING_LENGTH;

/** Why an input could not be read; the read-error rule words its fix after it. */
export type UnreadableCause = 'permission' | 'broken-link' | 'link-loop' | 'too-large' | 'not-a-file' | 'failed';

export interface ReadFailure {
  cause: UnreadableCause;
  /** What went wrong, in a few words: "permission denied". */
  reason: string;
}

export type ReadResult = { text: string } | { failure: ReadFailure };

const CHUNK_BYTES = 1 << 16;

/**
 * Reads a file, or file descriptor 0 for standard input. A regular file larger than `maxBytes` is
 * refused from its size alone; a pipe, a socket (what Node gives a child as its standard input), a
 * terminal or a device is read as a stream until its end, or refused once it has given more than
 * `maxBytes`. A socket named by its path cannot be opened, and says so.
 */
export function readInput(path: string | 0, maxBytes: number = MAX_FILE_BYTES): ReadResult {
  let fd: number;
  try {
    fd = path === 0 ? 0 : openSync(path, 'r');
  } catch (error) {
    return { failure: openFailure(path, error) };
  }
  try {
    const stats = fstatSync(fd);
    if (stats.isDirectory()) return { failure: { cause: 'not-a-file', reason: 'it is a directory' } };
    if (stats.isFile() && stats.size > maxBytes) return { failure: tooLarge(stats.size, maxBytes) };
    if (stats.isFile()) {
      // Read and decoded in one call, without a buffer in between.
      const text = readFileSync(fd, 'utf8');
      // A regular file can grow between the size check and the read: past V8's longest string it
      // throws, and a text that has more characters than the limit has more bytes.
      return text.length > maxBytes ? { failure: tooLarge(Buffer.byteLength(text, 'utf8'), maxBytes) } : { text };
    }
    const bytes = readStream(fd, maxBytes);
    return bytes === undefined ? { failure: tooLarge(undefined, maxBytes) } : { text: bytes.toString('utf8') };
  } catch (error) {
    return { failure: { cause: causeOf(error), reason: systemReason(error) } };
  } finally {
    if (fd !== 0) closeSync(fd);
  }
}

/** A stream's bytes, or undefined once it has given more than `maxBytes`. */
function readStream(fd: number, maxBytes: number): Buffer | undefined {
  const chunks: Buffer[] = [];
  let total = 0;
  for (;;) {
    const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
    let read: number;
    try {
      read = readSync(fd, chunk, 0, chunk.length, null);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // Standard input left in non-blocking mode by the process before has nothing to give yet.
      if (code === 'EAGAIN') {
        pause(10);
        continue;
      }
      // Windows ends a pipe with an error rather than a read of nothing.
      if (code === 'EOF') break;
      throw error;
    }
    if (read === 0) break;
    total += read;
    if (total > maxBytes) return undefined;
    chunks.push(read === chunk.length ? chunk : chunk.subarray(0, read));
  }
  return Buffer.concat(chunks, total);
}

const sleeper = new Int32Array(new SharedArrayBuffer(4));

function pause(ms: number): void {
  Atomics.wait(sleeper, 0, 0, ms);
}

function openFailure(path: string | 0, error: unknown): ReadFailure {
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code === 'ENOENT' && path !== 0 && isSymbolicLink(path)) return { cause: 'broken-link', reason: 'it is a symbolic link to a path that does not exist' };
  if (code === 'ENXIO') return { cause: 'not-a-file', reason: path !== 0 && isSocket(path) ? 'it is a socket, not a file' : 'it is a device that cannot be read' };
  return { cause: causeOf(error), reason: systemReason(error) };
}

function isSymbolicLink(path: string): boolean {
  let stats: Stats;
  try {
    stats = lstatSync(path);
  } catch {
    return false;
  }
  return stats.isSymbolicLink();
}

function isSocket(path: string): boolean {
  try {
    return statSync(path).isSocket();
  } catch {
    return false;
  }
}

function causeOf(error: unknown): UnreadableCause {
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code === 'EACCES' || code === 'EPERM') return 'permission';
  if (code === 'ELOOP') return 'link-loop';
  if (code === 'EISDIR') return 'not-a-file';
  if (code === 'ERR_STRING_TOO_LONG' || code === 'ERR_FS_FILE_TOO_LARGE') return 'too-large';
  return 'failed';
}

function tooLarge(size: number | undefined, maxBytes: number): ReadFailure {
  const limit = `the limit of ${byteSize(maxBytes)} for one file`;
  return { cause: 'too-large', reason: size === undefined ? `it gave more than ${limit}` : `it is ${byteSize(size)}, over ${limit}` };
}

/** Bytes below a mebibyte, whole mebibytes above. */
export function byteSize(bytes: number): string {
  const MiB = 1024 * 1024;
  return bytes < MiB ? `${bytes.toLocaleString('en-US')} bytes` : `${Math.round(bytes / MiB).toLocaleString('en-US')} MiB`;
}

/** A system error in the words a user expects, without the path and the call Node adds to its message. */
export function systemReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code === 'ENOENT') return 'no such file or directory';
  if (code === 'ENOTDIR') return 'a part of the path is not a directory';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EISDIR') return 'it is a directory';
  if (code === 'ELOOP') return 'too many levels of symbolic links (a link loop)';
  if (code === 'EIO') return 'input/output error';
  if (code === 'ERR_STRING_TOO_LONG' || code === 'ERR_FS_FILE_TOO_LARGE') return 'it is too large to read into memory';
  const message = error instanceof Error ? error.message : String(error);
  // "EBUSY: resource busy or locked, open '/x'": the part before the call.
  return /^[A-Z]+: ([^,]+)/.exec(message)?.[1] ?? message;
}
