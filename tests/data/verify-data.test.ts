/**
 * `npm run verify:data` against the committed data, and against a copy with a derived row edited by
 * hand: the first passes, the second fails naming the file and the line.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/rule-tester.js';

const run = promisify(execFile);
const VERIFY = join(REPO_ROOT, 'dist', 'scripts', 'verify-data.js');

async function verify(args: string[] = []): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [VERIFY, ...args], { cwd: REPO_ROOT });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

function dataCopy(edit: (dir: string) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'verify-data-'));
  cpSync(join(REPO_ROOT, 'rules', '_data'), dir, { recursive: true });
  edit(dir);
  return dir;
}

describe('verify:data', () => {
  it('passes on the committed data, every note of 1.33 to 1.38 accounted for', async () => {
    const result = await verify();
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^verify:data: 6 generated files match their sources; \d+ release notes of 1\.33–1\.38 accounted for\n$/);
  });

  it('fails when a derived row is edited by hand, naming the file and the line', async () => {
    const dir = dataCopy((d) => {
      const file = join(d, 'removed-apis.yaml');
      const text = readFileSync(file, 'utf8');
      // extensions/v1beta1 Deployment is no longer served from 1.16: pretend it lasts until 1.40
      writeFileSync(file, text.replace(/(- apiVersion: extensions\/v1beta1\n {4}kind: Deployment\n(?: {4}.*\n)*? {4}removedIn: )"1\.16"/, '$1"1.40"'));
    });
    expect(readFileSync(join(dir, 'removed-apis.yaml'), 'utf8')).toContain('removedIn: "1.40"');
    const result = await verify(['--data', dir]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^verify:data: removed-apis\.yaml differs from what gen-removed-apis derives from its sources \(line \d+: the sources give " {4}removedIn: \\"1\.16\\"", the file has " {4}removedIn: \\"1\.40\\""\)/m,
    );
    expect(result.stderr).toContain('verify:data: 1 problem\n');
  });

  it('fails when a release note loses its entry', async () => {
    const dir = dataCopy((d) => {
      const file = join(d, 'known-unchecked.yaml');
      writeFileSync(file, readFileSync(file, 'utf8').replace(/\n {2}- release: "1\.38"\n {4}pr: 142118\n(?: {4}.*\n)+/, '\n'));
    });
    const result = await verify(['--data', dir]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('verify:data: known-unchecked.yaml: the 1.38 urgent note kubernetes/kubernetes#142118 is not accounted for');
  });
});
