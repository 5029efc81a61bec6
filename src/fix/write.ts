/** Writing fixed files: only over committed versions, and all at once per file (no half-written file). */
import { spawnSync } from 'node:child_process';
import { chmodSync, readFileSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { SourceError } from '../errors.js';

/** Why git could not give a file's text back after `--write` rewrote it. */
export type NotInGit = 'uncommitted changes' | 'ignored by git';

/**
 * Whether git could give the file back if `--write` overwrote it: undefined when it could (the file
 * is committed as it is, or outside a work tree, or there is no git), why not when it could not (it
 * has changes, is untracked, or is ignored), and git's message when git cannot tell.
 */
export function notInGit(absolute: string): NotInGit | { gitError: string } | undefined {
  const result = spawnSync('git', ['status', '--porcelain', '--ignored', '--', basename(absolute)], { cwd: dirname(absolute), encoding: 'utf8' });
  if (result.error) return undefined;
  if (result.status !== 0) {
    if (/not a git repository/i.test(result.stderr)) return undefined;
    // A work tree git will not read (another owner, a broken index) could still hold changes.
    return { gitError: result.stderr.trim().split('\n')[0] || `git status exited with ${result.status}` };
  }
  const status = result.stdout.trim();
  if (status === '') return undefined;
  return status.startsWith('!!') ? 'ignored by git' : 'uncommitted changes';
}

/**
 * Replaces the file's content through a temporary file in the same directory, renamed over it:
 * readers see the old file or the new one, never a part. The mode is kept; a symbolic link is
 * followed, so the link stays a link. A file that changed since it was read is not overwritten.
 */
export function writeAtomically(absolute: string, expectedText: string, newText: string, display: string): void {
  const target = realpathSync(absolute);
  let current: string;
  try {
    current = readFileSync(target, 'utf8');
  } catch (error) {
    throw new SourceError(`cannot read ${display} again before writing it: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (current !== expectedText) throw new SourceError(`${display} changed while it was being fixed; nothing was written to it, run fix again`);
  const mode = statSync(target).mode & 0o7777;
  const temporary = join(dirname(target), `.${basename(target)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    writeFileSync(temporary, newText, { mode, flag: 'wx' });
    chmodSync(temporary, mode);
    renameSync(temporary, target);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw new SourceError(`cannot write ${display}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
