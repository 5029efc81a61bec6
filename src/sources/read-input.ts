/**
 * Reading one manifest input into a string, so that whatever the path is (a file that cannot be
 * read, a broken link, a pipe, a file too large for a string) the answer is text or one line
 * saying why not, never an exception that ends the run or a read that never ends.
 */
import { constants as bufferConstants } from 'node:buffer';
import { closeSync, constants as fsConstants, fstatSync, lstatSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import type { Stats } from 'node:fs';

/**
 * The longest string V8 can make, in UTF-16 units. A UTF-8 file of at most this many bytes always
 * fits (each byte gives at most one unit); a longer one may not, and is refused before it is read.
 */
export const MAX_FILE_BYTES = bufferConstants.MAX_STRING_LENGTH;

/** Why an input could not be read; the read-error rule words its fix after it. */
export type UnreadableCause = 'permission' | 'broken-link' | 'link-loop' | 'too-large' | 'not-a-file' | 'binary' | 'failed';

export interface ReadFailure {
  cause: UnreadableCause;
  /** What went wrong, in a few words: "permission denied". */
  reason: string;
  /** The system's error code, when a system call failed: "ENOENT". */
  code?: string;
}

export type ReadResult = { text: string } | { failure: ReadFailure };

const CHUNK_BYTES = 1 << 16;

export interface ReadOptions {
  /** Refuse more than this many bytes (default: the longest string the runtime can hold). */
  maxBytes?: number;
  /**
   * Read a pipe or a device to its end, as for a path named with -f (`-f <(helm template ...)`,
   * `-f /dev/stdin`). Off for every other file the tool opens: a FIFO that nobody writes to would
   * wait for ever, and `/dev/zero` never ends.
   */
  streams?: boolean;
}

/**
 * Reads a file, or file descriptor 0 for standard input, as text decoded as kubectl decodes it:
 * UTF-8, or UTF-16 when a byte order mark says so (UTF-32 too, which some Windows tools write).
 * Every file the tool opens is read here, so each gets the same guards: a regular file larger
 * than `maxBytes` is refused from its size alone; a pipe, socket, terminal or device is refused
 * unless `streams` asks for it, and then read until its end, or refused once it has given more
 * than `maxBytes`. Opening never blocks: a FIFO is opened without waiting for a writer and only
 * then looked at. A socket named by its path cannot be opened, and says so.
 */
export function readInput(path: string | 0, options: number | ReadOptions = {}): ReadResult {
  const { maxBytes = MAX_FILE_BYTES, streams = false } = typeof options === 'number' ? { maxBytes: options } : options;
  let fd: number;
  try {
    // A stream named on purpose is opened as `cat` opens it, waiting for its writer; anything else
    // without waiting, so that a FIFO is looked at, and refused, rather than waited on. Reopening a
    // FIFO after a look would race with its writer, which may go once the first reader has closed.
    fd =
      path === 0
        ? 0
        : streams
          ? withDefaultSignals(() => openSync(path, 'r'))
          : openSync(path, fsConstants.O_RDONLY | fsConstants.O_NONBLOCK | fsConstants.O_NOCTTY);
  } catch (error) {
    return { failure: openFailure(path, error) };
  }
  try {
    const stats = fstatSync(fd);
    if (stats.isDirectory()) return { failure: { cause: 'not-a-file', reason: 'it is a directory' } };
    if (stats.isFile() && stats.size > maxBytes) return { failure: tooLarge(stats.size, maxBytes) };
    if (stats.isFile()) return textOrBinary(readRegularFile(fd, maxBytes));
    if (!streams && path !== 0) return { failure: { cause: 'not-a-file', reason: `it is ${describeSpecialFile(stats)}, not a regular file` } };
    const bytes = withDefaultSignals(() => readStream(fd, maxBytes));
    if (bytes === BINARY_STREAM) return { failure: binary() };
    return bytes === undefined ? { failure: tooLarge(undefined, maxBytes) } : textOrBinary(decodeText(bytes));
  } catch (error) {
    if (error instanceof FileTooLarge) return { failure: tooLarge(error.size, maxBytes) };
    return { failure: systemFailure(error) };
  } finally {
    if (fd !== 0) closeSync(fd);
  }
}

const STOPPING_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * A stream read can wait for ever on another process (`-f -` at a terminal, a FIFO whose writer
 * never closes), and a handler in JavaScript runs only once the read returns. While it waits,
 * Ctrl-C and SIGTERM act as they do without handlers: they end the process at once.
 */
function withDefaultSignals<T>(read: () => T): T {
  const handlers = STOPPING_SIGNALS.map((signal) => [signal, process.rawListeners(signal)] as const);
  for (const [signal] of handlers) process.removeAllListeners(signal);
  try {
    return read();
  } finally {
    for (const [signal, listeners] of handlers) for (const listener of listeners) process.on(signal, listener as NodeJS.SignalsListener);
  }
}

/** Bytes that kubectl's reader takes for a byte order mark (golang.org/x/text's BOMOverride), and UTF-32's. */
const UTF16_LE = [0xff, 0xfe];
const UTF16_BE = [0xfe, 0xff];
const UTF32_LE = [0xff, 0xfe, 0x00, 0x00];
const UTF32_BE = [0x00, 0x00, 0xfe, 0xff];

class FileTooLarge extends Error {
  constructor(readonly size: number) {
    super('file too large');
  }
}

/**
 * A regular file's text. Most files are UTF-8 and are read and decoded in one call, without a
 * buffer in between. A UTF-16 or UTF-32 byte order mark is no UTF-8: decoded as such, it starts the
 * text with U+FFFD or NUL, and only then are the bytes read again to look at the mark.
 */
function readRegularFile(fd: number, maxBytes: number): string {
  const text = readFileSync(fd, 'utf8');
  // A regular file can grow between the size check and the read: a text that has more characters
  // than the limit has more bytes.
  if (text.length > maxBytes) throw new FileTooLarge(Buffer.byteLength(text, 'utf8'));
  const first = text.charCodeAt(0);
  if (first !== 0xfffd && first !== 0) return text;
  const bytes = readBytesFromStart(fd);
  return byteOrderMark(bytes) === undefined ? text : decodeText(bytes);
}

/** The whole file from its first byte, wherever the last read left the file's offset. */
function readBytesFromStart(fd: number): Buffer {
  const bytes = Buffer.alloc(fstatSync(fd).size);
  let filled = 0;
  while (filled < bytes.length) {
    const read = readSync(fd, bytes, filled, bytes.length - filled, filled);
    if (read === 0) break;
    filled += read;
  }
  return bytes.subarray(0, filled);
}

export type Encoding = 'utf-16le' | 'utf-16be' | 'utf-32le' | 'utf-32be';

/** The encoding a UTF-16 or UTF-32 byte order mark names; undefined for UTF-8 and for no mark. */
export function byteOrderMark(bytes: Uint8Array): Encoding | undefined {
  const starts = (mark: number[]) => bytes.length >= mark.length && mark.every((byte, i) => bytes[i] === byte);
  if (starts(UTF32_LE)) return 'utf-32le';
  if (starts(UTF32_BE)) return 'utf-32be';
  if (starts(UTF16_LE)) return 'utf-16le';
  if (starts(UTF16_BE)) return 'utf-16be';
  return undefined;
}

/** Bytes as text: by their byte order mark, else UTF-8 (a UTF-8 mark is left for the parsers, which skip it). */
export function decodeText(bytes: Buffer): string {
  const encoding = byteOrderMark(bytes);
  if (encoding === undefined) return bytes.toString('utf8');
  if (encoding === 'utf-16le' || encoding === 'utf-16be') return new TextDecoder(encoding).decode(bytes);
  return decodeUtf32(bytes, encoding === 'utf-32le');
}

/** TextDecoder has no UTF-32: each unit is one code point; one that is none becomes U+FFFD, as in the UTF-16 decoder. */
function decodeUtf32(bytes: Buffer, littleEndian: boolean): string {
  const parts: string[] = [];
  const units: number[] = [];
  for (let at = 4; at + 4 <= bytes.length; at += 4) {
    const point = littleEndian ? bytes.readUInt32LE(at) : bytes.readUInt32BE(at);
    units.push(point > 0x10ffff || (point >= 0xd800 && point <= 0xdfff) ? 0xfffd : point);
    if (units.length === 8192) parts.push(String.fromCodePoint(...units.splice(0)));
  }
  parts.push(String.fromCodePoint(...units));
  if (bytes.length % 4 !== 0) parts.push('\ufffd');
  return parts.join('');
}

function describeSpecialFile(stats: Stats): string {
  if (stats.isFIFO()) return 'a named pipe (FIFO)';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice()) return 'a character device';
  if (stats.isBlockDevice()) return 'a block device';
  return 'not a file';
}

/**
 * Git's and diff's test for a binary file: a NUL among the first 8,000 bytes. YAML, JSON and the
 * tool's other inputs allow no NUL anywhere, and a file of such bytes (an image, an archive, a
 * git-crypt file, `/dev/zero`) is refused as soon as it shows one, before a parser reads the rest.
 */
const BINARY_TEST_BYTES = 8000;

function textOrBinary(text: string): ReadResult {
  // Only the start is looked at: the search does not run through every file to its end.
  return text.slice(0, BINARY_TEST_BYTES).includes('\0') ? { failure: binary() } : { text };
}

function binary(): ReadFailure {
  return { cause: 'binary', reason: `it holds binary data (a NUL byte among its first ${BINARY_TEST_BYTES.toLocaleString('en-US')} bytes), not text` };
}

const BINARY_STREAM = Symbol('binary');

/** A stream's bytes; undefined once it has given more than `maxBytes`, BINARY_STREAM once its first bytes show it is no text. */
function readStream(fd: number, maxBytes: number): Buffer | undefined | typeof BINARY_STREAM {
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
    const before = total;
    total += read;
    if (total > maxBytes) return undefined;
    chunks.push(read === chunk.length ? chunk : chunk.subarray(0, read));
    if (before < BINARY_TEST_BYTES) {
      const nul = chunk.subarray(0, read).indexOf(0);
      // UTF-16 and UTF-32 text has NUL bytes of its own: its byte order mark says so.
      if (nul !== -1 && before + nul < BINARY_TEST_BYTES && byteOrderMark(Buffer.concat(chunks)) === undefined) return BINARY_STREAM;
    }
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
  if (code === 'ENXIO')
    return { cause: 'not-a-file', reason: path !== 0 && isSocket(path) ? 'it is a socket, not a file' : 'it is a device that cannot be read' };
  return systemFailure(error);
}

function systemFailure(error: unknown): ReadFailure {
  const code = (error as NodeJS.ErrnoException)?.code;
  return { cause: causeOf(error), reason: systemReason(error), ...(typeof code === 'string' ? { code } : {}) };
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
