import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeRuleDataJson } from '../../scripts/rule-data-json.js';

/**
 * Compiles the project once per test run so tests that spawn bin/ run the current code. Type errors
 * do not stop the emit; `npm test` type-checks on its own before running the tests.
 *
 * It is `npm run compile`: tsc's build mode, which compiles nothing when every output is newer than
 * its sources (under a second), so the compile that `npm test` has just done is not done twice;
 * then the rule data as JSON, which the compiled CLI reads, written only where the YAML is newer.
 *
 * Every temporary file of the run (tests' and spawned CLIs') goes under one directory, removed at
 * the end, so test runs never pile up in the machine's temp folder.
 */
export default function setup(): () => void {
  const root = join(import.meta.dirname, '..', '..');
  const result = spawnSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-b', join(root, 'tsconfig.json')], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.status !== 0) process.stderr.write(`build before tests reported type errors:\n${result.stdout}${result.stderr}`);
  writeRuleDataJson(root);
  const runTemp = mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-tests-'));
  process.env.TMPDIR = runTemp;
  return () => rmSync(runTemp, { recursive: true, force: true });
}
