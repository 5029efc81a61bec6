/**
 * Every file the tool writes goes through here: the reports (`--report`), the baseline
 * (`--baseline-write`) and the files `fix --write` rewrites. What the repository holds cannot
 * redirect a write: a path inside the work tree that passes through a symbolic link is refused, as
 * `git apply` refuses it, since a committed link can point anywhere. A write never waits for ever
 * on a pipe nobody reads, never replaces a file the run reads, and a rewritten file keeps its
 * owner, group and mode.
 */
import {
  closeSync,
  constants,
  fchmodSync,
  fchownSync,
  fstatSync,
  fsyncSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import type { Dirent, Stats } from 'node:fs';
import { basename, dirname, extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { UsageError } from './errors.js';
import { findGitRoot, isInside, realOrSelf } from './repository.js';
import { MANIFEST_EXTENSIONS, SKIPPED_DIRECTORIES } from './sources/manifests.js';
import { readInput, systemReason } from './sources/read-input.js';

/** The directory writes are kept in: the git repository around the working directory, else the working directory. */
export function workTree(cwd: string): string {
  const real = realOrSelf(cwd);
  return realOrSelf(findGitRoot(real) ?? real);
}

/** Where a path really leads, or why a write must not follow it. */
export type Resolution = { real: string; exists: boolean } | { refused: string };

const MAX_LINKS = 40;

/** S_ISUID and S_ISGID, which node:fs does not name. */
const SET_ID_BITS = 0o6000;

/**
 * Follows `absolute` one component at a time, as the kernel does, and refuses it when a component
 * that lies inside `tree` is a symbolic link: links outside the tree (a `/tmp` that is a link on
 * some systems, the user's own directories) are followed. With `mustStayInside`, a path that ends
 * outside the tree is refused too. Components that do not exist yet end the walk: they will be
 * created as directories, not followed.
 */
export function resolveForWrite(absolute: string, tree: string, mustStayInside: boolean): Resolution {
  const pending = absolute.split(sep).filter((part) => part !== '' && part !== '.');
  let current: string = sep;
  let links = 0;
  while (pending.length > 0) {
    const part = pending.shift()!;
    if (part === '..') {
      current = dirname(current);
      continue;
    }
    const next = join(current, part);
    let stats: Stats;
    try {
      stats = lstatSync(next);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT') return { refused: outputReason(error) };
      const real = join(next, ...pending);
      if (mustStayInside && !isInside(real, tree)) return { refused: `it is outside the work tree ${tree}` };
      return { real, exists: false };
    }
    if (stats.isSymbolicLink()) {
      if (isInside(next, tree))
        return {
          refused: `it is reached through the symbolic link ${relative(tree, next) || next} inside the work tree ${tree}; name the file the link points to`,
        };
      if (++links > MAX_LINKS) return { refused: 'too many levels of symbolic links (a link loop)' };
      const target = readlinkSync(next);
      pending.unshift(...target.split(sep).filter((p) => p !== '' && p !== '.'));
      current = isAbsolute(target) ? sep : current;
      continue;
    }
    if (pending.length > 0 && !stats.isDirectory()) return { refused: 'a parent is not a directory' };
    current = next;
  }
  if (mustStayInside && !isInside(current, tree)) return { refused: `it is outside the work tree ${tree}` };
  return { real: current, exists: true };
}

// -------------------------------------------------------------------------------------------------
// Outputs that are inputs

/** A file the run writes, as the user named it: `--report json=out.json`. */
export interface OutputPath {
  /** The flag and value, for the message: `--report json=out.json`. */
  flag: string;
  path: string;
  /** An existing file of this kind may be replaced even inside a scanned directory (a baseline over the last baseline). */
  replaces?: (text: string) => boolean;
}

/** What the run reads: manifest paths (files or directories, walked) and single files (configuration, baseline, kubeconfig). */
export interface RunInputs {
  manifests: readonly { flag: string; path: string }[];
  files: readonly { flag: string; path: string }[];
}

/**
 * Refuses, before anything is written, an output that is one of the run's inputs: the same file
 * by device and inode, so a second name, a symbolic link or a hard link does not hide it. A report
 * written over a manifest would hide that manifest's findings from every later scan.
 */
export function refuseOutputsOverInputs(outputs: readonly OutputPath[], inputs: RunInputs, cwd: string): void {
  const paths = outputs.map((output) => resolve(cwd, output.path));
  const ids = paths.map((path) => {
    const stats = statOrUndefined(path);
    return stats?.isFile() ? fileId(stats) : undefined;
  });
  const existing = outputs.flatMap((output, i) => (ids[i] !== undefined ? [{ output, id: ids[i] }] : []));
  for (let i = 0; i < outputs.length; i++) {
    for (let j = i + 1; j < outputs.length; j++) {
      if ((ids[i] !== undefined && ids[i] === ids[j]) || paths[i] === paths[j]) {
        throw new UsageError(`${outputs[i].flag} and ${outputs[j].flag} name the same file; give each output its own path`);
      }
    }
  }
  if (existing.length === 0) return;
  const wanted = new Map(existing.map((entry) => [entry.id, entry.output]));
  const refuse = (output: OutputPath, file: string, input: string) => {
    if (output.replaces && replaceable(file, output.replaces)) return;
    throw new UsageError(
      `${output.flag} would overwrite ${input}, an input of this run; write the ${output.flag.startsWith('--report') ? 'report' : 'file'} somewhere the run does not read`,
    );
  };
  for (const input of inputs.files) {
    const stats = statOrUndefined(resolve(cwd, input.path));
    const output = stats && wanted.get(fileId(stats));
    if (output) refuse(output, resolve(cwd, input.path), `${input.path} (${input.flag})`);
  }
  for (const input of inputs.manifests) {
    const absolute = resolve(cwd, input.path);
    const stats = statOrUndefined(absolute);
    if (!stats) continue;
    if (!stats.isDirectory()) {
      const output = wanted.get(fileId(stats));
      if (output) refuse(output, absolute, `${input.path} (${input.flag})`);
      continue;
    }
    const found = findInTree(absolute, wanted);
    if (!found) continue;
    const [output, file] = found;
    refuse(output, file, `${relative(cwd, file) || file} (found in ${input.flag} ${input.path})`);
  }
}

/** A manifest under `directory` (as a scan walks it: file links followed, directory links not) that is one of the outputs. */
function findInTree(directory: string, wanted: ReadonlyMap<string, OutputPath>): [OutputPath, string] | undefined {
  const stack = [directory];
  while (stack.length > 0) {
    const dir = stack.pop()!;
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRECTORIES.has(entry.name)) stack.push(path);
        continue;
      }
      if (!MANIFEST_EXTENSIONS.has(extname(entry.name).toLowerCase())) continue;
      const stats = statOrUndefined(path);
      const output = stats?.isFile() ? wanted.get(fileId(stats)) : undefined;
      if (output) return [output, path];
    }
  }
  return undefined;
}

/** A baseline is a few megabytes at most; a larger file there is no baseline of ours, so it is not replaced. */
const REPLACEABLE_MAX_BYTES = 64 * 1024 * 1024;

function replaceable(file: string, replaces: (text: string) => boolean): boolean {
  const read = readInput(file, { maxBytes: REPLACEABLE_MAX_BYTES });
  return 'text' in read && replaces(read.text);
}

function statOrUndefined(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

function fileId(stats: Stats): string {
  return `${stats.dev}:${stats.ino}`;
}

// -------------------------------------------------------------------------------------------------
// Report and baseline files

/**
 * Writes an output file in place, creating its directory. It is opened without waiting: a named
 * pipe that nobody reads fails at once (the kernel answers ENXIO) instead of blocking the run for
 * ever, and a device is written as it is. Inside the work tree, no symbolic link is followed.
 */
export function writeOutputFile(path: string, cwd: string, content: string | Uint8Array): void {
  const absolute = resolve(cwd, path);
  const tree = workTree(cwd);
  // Outside the work tree the path is the user's own (/dev/stdout, /tmp/report.json): the kernel follows it.
  let real = absolute;
  const inside = isInside(absolute, tree);
  if (inside) {
    const resolved = resolveForWrite(absolute, tree, false);
    if ('refused' in resolved) throw new OutputError(resolved.refused);
    real = resolved.real;
  }
  const stats = statOrUndefined(real);
  if (stats?.isDirectory()) throw new OutputError('it is a directory');
  if (stats?.isBlockDevice()) throw new OutputError('it is a block device');
  if (!stats) mkdirOrExplain(dirname(real));
  let fd: number;
  try {
    // O_NOFOLLOW: a link put in place since the path was checked is not followed either.
    const noFollow = inside ? (constants.O_NOFOLLOW ?? 0) : 0;
    fd = openSync(
      real,
      constants.O_WRONLY | constants.O_CREAT | (stats && !stats.isFile() ? 0 : constants.O_TRUNC) | constants.O_NONBLOCK | (constants.O_NOCTTY ?? 0) | noFollow,
      0o666,
    );
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENXIO')
      throw new OutputError(
        stats?.isSocket()
          ? 'it is a socket, which cannot be written as a file'
          : 'it is a named pipe (FIFO) that nobody is reading; start its reader first, or write to a file',
      );
    throw new OutputError(outputReason(error));
  }
  try {
    writeAll(fd, typeof content === 'string' ? Buffer.from(content, 'utf8') : content);
  } catch (error) {
    throw new OutputError(outputReason(error));
  } finally {
    closeSync(fd);
  }
}

/** Why an output could not be written, in a few words; the caller names the output. */
export class OutputError extends Error {}

function mkdirOrExplain(directory: string): void {
  try {
    mkdirSync(directory, { recursive: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new OutputError(code === 'EEXIST' || code === 'ENOTDIR' ? 'a parent is not a directory' : outputReason(error));
  }
}

function outputReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code === 'ENOSPC') return 'no space left on the device';
  if (code === 'EPIPE') return 'its reader went away before the end';
  if (code === 'EISDIR') return 'it is a directory';
  if (code === 'ENOTDIR') return 'a parent is not a directory';
  if (code === 'ENOENT') return 'no such directory';
  if (code === 'EROFS') return 'the file system is read-only';
  return systemReason(error);
}

const sleeper = new Int32Array(new SharedArrayBuffer(4));

/** Writes every byte; a pipe whose reader is slower than us answers EAGAIN, and is waited for. */
function writeAll(fd: number, bytes: Uint8Array): void {
  let offset = 0;
  while (offset < bytes.length) {
    try {
      offset += writeSync(fd, bytes, offset, bytes.length - offset);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
      Atomics.wait(sleeper, 0, 0, 10);
    }
  }
}

// -------------------------------------------------------------------------------------------------
// Rewriting files in place

/** A regular file to rewrite, found and checked. */
export interface CheckedTarget {
  /** Where the file really is. */
  real: string;
  stats: Stats;
}

/**
 * Whether a file may be rewritten in place: it must be a regular file with one name (a second hard
 * link would keep the old text), without the set-user-ID or set-group-ID bit (a rewritten
 * program must not keep them silently, nor lose them), reached without a link inside the tree and
 * lying inside it.
 */
export function checkRewrite(absolute: string, tree: string): CheckedTarget | { refused: string } {
  const resolved = resolveForWrite(absolute, tree, true);
  if ('refused' in resolved) return resolved;
  if (!resolved.exists) return { refused: 'no such file' };
  const stats = lstatSync(resolved.real);
  if (!stats.isFile()) return { refused: 'it is not a regular file' };
  if (stats.mode & SET_ID_BITS) return { refused: 'it has the set-user-ID or set-group-ID bit, and is not rewritten' };
  if (stats.nlink > 1) return { refused: `it has ${stats.nlink} hard links, which would keep the old text` };
  return { real: resolved.real, stats };
}

/**
 * Replaces a file's bytes through a temporary file in the same directory, renamed over it:
 * readers see the old file or the new one, never a part. The temporary file gets the owner,
 * group and mode of the file it replaces before it takes its place (a run as root must not hand a
 * user's file to root); when that cannot be done, nothing is replaced.
 */
export function replaceFile(target: CheckedTarget, bytes: Uint8Array): void {
  const { real, stats } = target;
  // O_EXCL makes the name ours; it need not be unguessable (node:crypto would cost every run its load time).
  const temporary = join(dirname(real), `.${basename(real)}.${process.pid}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}.tmp`);
  let fd: number | undefined;
  try {
    try {
      fd = openSync(temporary, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0), 0o600);
      writeAll(fd, bytes);
    } catch (error) {
      throw new OutputError(outputReason(error));
    }
    const mine = fstatSync(fd);
    if (mine.uid !== stats.uid || mine.gid !== stats.gid) {
      try {
        fchownSync(fd, stats.uid, stats.gid);
      } catch {
        throw new OutputError(`its owner and group (${stats.uid}:${stats.gid}) could not be kept`);
      }
    }
    try {
      fchmodSync(fd, stats.mode & 0o7777);
      fsyncSync(fd);
      closeSync(fd);
      fd = undefined;
      renameSync(temporary, real);
    } catch (error) {
      throw new OutputError(outputReason(error));
    }
  } catch (error) {
    if (fd !== undefined) closeSync(fd);
    rmSync(temporary, { force: true });
    throw error;
  }
}
