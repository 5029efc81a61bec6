/**
 * What `fix --write` promises: it rewrites only the files it names, inside the work tree, each the
 * real file and not a link to it, only over versions git can give back, each once, all at once per
 * file, with its owner, group and mode; and when a write fails, it says which files were written.
 * Every target is checked before the first byte is written.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, constants, fstatSync, openSync, readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { SourceError, UsageError } from '../errors.js';
import { findGitRoot } from '../repository.js';
import type { CheckedTarget } from '../safe-write.js';
import { checkRewrite, OutputError, replaceFile, workTree } from '../safe-write.js';
import { byteSize, MAX_FILE_BYTES, systemReason } from '../sources/read-input.js';

/** Why git could not give a file's text back after `--write` rewrote it. */
export type NotInGit = 'uncommitted changes' | 'ignored by git';

/**
 * Whether git could give the file back if `--write` overwrote it: undefined when it could (the file
 * is committed as it is, or outside a work tree), why not when it could not (it has changes, is
 * untracked, or is ignored), and git's message when git cannot tell or cannot be run.
 */
export function notInGit(absolute: string): NotInGit | { gitError: string; noGit?: true } | undefined {
  const result = spawnSync('git', ['status', '--porcelain', '--ignored', '--', basename(absolute)], { cwd: dirname(absolute), encoding: 'utf8' });
  if (result.error) {
    const code = (result.error as NodeJS.ErrnoException).code;
    // Without git, a file inside a repository cannot be checked: that is not the same as clean.
    if (findGitRoot(dirname(absolute)) === undefined) return undefined;
    return code === 'ENOENT' ? { gitError: 'git is not on PATH', noGit: true } : { gitError: systemReason(result.error) };
  }
  if (result.status !== 0) {
    if (/not a git repository/i.test(result.stderr)) return undefined;
    // A work tree git will not read (another owner, a broken index) could still hold changes.
    return { gitError: result.stderr.trim().split('\n')[0] || `git status exited with ${result.status}` };
  }
  const status = result.stdout.trim();
  if (status === '') return undefined;
  return status.startsWith('!!') ? 'ignored by git' : 'uncommitted changes';
}

/** A file as `fix` read it: its bytes, or why it is not edited. */
export type ReadForFix = { bytes: Buffer } | { notEdited: string };

/**
 * Reads a file to fix. It is opened without waiting (a named pipe given with -f was read by the
 * scan as a stream, and cannot be read again nor rewritten) and must be a regular file.
 */
export function readForFix(absolute: string, display: string): ReadForFix {
  let fd: number;
  try {
    fd = openSync(absolute, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    throw new SourceError(`cannot read ${display}: ${systemReason(error)}`);
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) return { notEdited: 'it is not a regular file (a pipe or a device), so it cannot be rewritten' };
    if (stats.size > MAX_FILE_BYTES) return { notEdited: `it is ${byteSize(stats.size)}, too large to edit` };
    return { bytes: readFileSync(fd) };
  } catch (error) {
    throw new SourceError(`cannot read ${display}: ${systemReason(error)}`);
  } finally {
    closeSync(fd);
  }
}

/** One file to rewrite: the bytes read, and the bytes to write. */
export interface FileWrite {
  /** As the findings show it, relative to the working directory. */
  file: string;
  absolute: string;
  before: Buffer;
  after: Buffer;
}

/**
 * Writes the fixed files, after checking all of them: a refusal writes nothing. A failure after
 * the first write lists, on `report`, each file written and each not, then ends the run.
 */
export function writeFixes(writes: readonly FileWrite[], options: { cwd: string; force: boolean; report: (line: string) => void }): void {
  const targets = checkTargets(writes, options.cwd);
  if (!options.force) refuseWhatGitCannotGiveBack(targets);
  const written: string[] = [];
  for (let i = 0; i < targets.length; i++) {
    const { write, target } = targets[i];
    try {
      unchangedSinceRead(write, target);
      replaceFile(target, write.after);
      written.push(write.file);
    } catch (error) {
      const reason = error instanceof OutputError || error instanceof SourceError ? error.message : systemReason(error);
      const message = `cannot write ${write.file}: ${reason}`;
      if (targets.length === 1) throw new SourceError(message);
      for (const file of written) options.report(`written: ${file}`);
      for (const rest of targets.slice(i)) options.report(`not written: ${rest.write.file}`);
      throw new SourceError(message);
    }
  }
}

interface Target {
  write: FileWrite;
  target: CheckedTarget;
}

/**
 * Every target resolved: inside the work tree, not through a link in it, a regular file with one
 * name and no set-ID bit. A file reached by two names (`x.yaml` and `./dir/../x.yaml`, or a path
 * through a link outside the tree) is written once, when both ask for the same bytes.
 */
function checkTargets(writes: readonly FileWrite[], cwd: string): Target[] {
  const tree = workTree(cwd);
  const refused: string[] = [];
  const byFile = new Map<string, Target>();
  for (const write of writes) {
    const checked = checkRewrite(write.absolute, tree);
    if ('refused' in checked) {
      refused.push(`${write.file} (${checked.refused})`);
      continue;
    }
    const id = `${checked.stats.dev}:${checked.stats.ino}`;
    const first = byFile.get(id);
    if (!first) byFile.set(id, { write, target: checked });
    else if (!first.write.after.equals(write.after)) refused.push(`${write.file} (the same file as ${first.write.file}, with other changes)`);
  }
  if (refused.length > 0) throw new UsageError(`refusing to rewrite ${refused.length === 1 ? 'a file' : 'files'}, nothing was written: ${refused.join('; ')}`);
  return [...byFile.values()];
}

function unchangedSinceRead(write: FileWrite, target: CheckedTarget): void {
  let current: Buffer;
  try {
    current = readFileSync(target.real);
  } catch (error) {
    throw new SourceError(`cannot read it again before writing it: ${systemReason(error)}`);
  }
  if (!current.equals(write.before)) throw new SourceError('it changed while it was being fixed; nothing was written to it, run fix again');
}

/** Stops `--write` before it writes anything when a file it would rewrite could not be got back from git. */
function refuseWhatGitCannotGiveBack(targets: readonly Target[]): void {
  const lost = new Map<NotInGit, string[]>();
  for (const { write, target } of targets) {
    const state = notInGit(target.real);
    if (state === undefined) continue;
    if (typeof state === 'object') {
      if (state.noGit)
        throw new UsageError(
          `cannot tell whether ${write.file} has uncommitted changes: git is not on PATH; install git, or pass --force to write without the check`,
        );
      throw new UsageError(`cannot tell whether ${write.file} has uncommitted changes (git: ${state.gitError}); pass --force to write anyway`);
    }
    lost.set(state, [...(lost.get(state) ?? []), write.file]);
  }
  if (lost.size === 0) return;
  const count = [...lost.values()].flat().length;
  const which = [...lost].map(([why, names]) => `${names.join(', ')} (${why})`).join(', ');
  const them = count === 1 ? 'it' : 'them';
  const todo =
    lost.size === 2
      ? 'commit or stash the changed ones and keep a copy of the ignored ones first'
      : lost.has('uncommitted changes')
        ? `commit or stash ${them} first`
        : `keep a copy of ${them} first`;
  throw new UsageError(`refusing to rewrite ${count === 1 ? 'a file' : 'files'} that git could not give back: ${which}; ${todo}, or pass --force`);
}
