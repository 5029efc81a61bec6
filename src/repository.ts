import { existsSync, realpathSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

/**
 * The root of the git repository holding `directory`: the nearest directory upwards with a
 * `.git` entry (a directory in a clone, a file in a worktree or submodule). No git binary is
 * needed, so it works in containers that only have the checkout.
 */
export function findGitRoot(directory: string): string | undefined {
  let current = resolve(directory);
  for (;;) {
    if (existsSync(join(current, '.git'))) return current;
    const parent = dirname(current);
    if (parent === current) return undefined;
    current = parent;
  }
}

/** Where report paths for code scanning, annotations and test reports are counted from. */
export interface PathBase {
  /** The working directory the finding paths are relative to. */
  cwd: string;
  /** The directory they are rewritten against: the git root, or --path-base. */
  root: string;
}

/**
 * A finding's file (relative to the working directory, as the user typed it) relative to the
 * base instead, with `/` separators. A file outside the base stays absolute; standard input stays `<stdin>`.
 */
export function relativeToBase(file: string, base: PathBase | undefined): string {
  if (file === '<stdin>' || file === '-') return file;
  if (!base) return file.split(sep).join('/');
  const absolute = resolve(base.cwd, file);
  const path = relative(base.root, absolute);
  if (path === '' || path === '..' || path.startsWith(`..${sep}`) || isAbsolute(path)) return absolute.split(sep).join('/');
  return path.split(sep).join('/');
}

/** Whether `path` is `directory` or below it; both absolute and resolved the same way. */
export function isInside(path: string, directory: string): boolean {
  const rel = relative(directory, path);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

/** Where a path really leads; the path itself, resolved, when it cannot be followed (a broken link). */
export function realOrSelf(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}
