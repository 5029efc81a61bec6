import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';

/**
 * The package root, found by walking up from this module: the same code runs from `src/` under
 * the test runner and from `dist/src/` when installed.
 */
function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('k8s-upgrade-check package root not found');
    dir = parent;
  }
  return dir;
}

const cache = new Map<string, unknown>();

/** A generated data file from `rules/_data/`, parsed on first use so runs that do not need it never pay for it. */
export function loadRuleData<T>(name: string): T {
  if (!cache.has(name)) {
    const file = join(packageRoot(), 'rules', '_data', name);
    cache.set(name, yaml.load(readFileSync(file, 'utf8')));
  }
  return cache.get(name) as T;
}
