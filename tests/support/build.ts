import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * Compiles the project once per test run so tests that spawn bin/ run the current code. Type errors
 * do not stop the emit; `npm test` type-checks on its own before running the tests.
 */
export default function setup(): void {
  const root = join(import.meta.dirname, '..', '..');
  const result = spawnSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(root, 'tsconfig.json')], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) process.stderr.write(`build before tests reported type errors:\n${result.stdout}${result.stderr}`);
}
