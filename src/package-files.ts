import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The package root, found by walking up from this module: the same code runs from `src/` under
 * the test runner and from `dist/src/` when installed.
 */
export function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('k8s-upgrade-check package root not found');
    dir = parent;
  }
  return dir;
}

/**
 * Defined only in the single-file bundle (scripts/bundle.ts), which has no package directory beside
 * it: the package files it needs, by path relative to the package root.
 */
declare const K8S_UPGRADE_CHECK_BUNDLED_FILES: Record<string, string> | undefined;

/** A file shipped with the package (`package.json`, `rules/_data/...`), by its path relative to the package root. */
export function readPackageFile(relativePath: string): string {
  if (typeof K8S_UPGRADE_CHECK_BUNDLED_FILES === 'undefined') return readFileSync(packageFilePath(relativePath), 'utf8');
  const text = bundledPackageFile(relativePath);
  if (text === undefined) throw new Error(`${relativePath} is missing from the bundle; scripts/bundle.ts must embed it`);
  return text;
}

let version: string | undefined;

/** The package's version, as `--version` prints it and the API server sees it in the User-Agent. */
export function toolVersion(): string {
  version ??= (JSON.parse(readPackageFile('package.json')) as { version: string }).version;
  return version;
}

/** Where a file shipped with the package is, outside the bundle. */
export function packageFilePath(relativePath: string): string {
  return join(packageRoot(), relativePath);
}

/** A file the bundle embeds, by its path relative to the package root; undefined outside the bundle or when it embeds no such file. */
export function bundledPackageFile(relativePath: string): string | undefined {
  return typeof K8S_UPGRADE_CHECK_BUNDLED_FILES !== 'undefined' ? K8S_UPGRADE_CHECK_BUNDLED_FILES[relativePath] : undefined;
}
