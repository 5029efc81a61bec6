/**
 * The package's public exports carry type declarations: a small consumer, resolving
 * `k8s-upgrade-check` and `k8s-upgrade-check/testing` through package.json as an installed
 * dependency would, compiles; and the types are real, not `any`: a typo in a messageId fails.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/rule-tester.js';

const TSC = join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');

function compile(source: string): { code: number | null; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-consumer-'));
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(REPO_ROOT, join(dir, 'node_modules', 'k8s-upgrade-check'), 'dir');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', type: 'module' }));
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, noEmit: true, skipLibCheck: false, types: [] },
      files: ['rule.ts'],
    }),
  );
  writeFileSync(join(dir, 'rule.ts'), source);
  const result = spawnSync(process.execPath, [TSC, '-p', dir], { encoding: 'utf8' });
  return { code: result.status, output: result.stdout + result.stderr };
}

const RULE = (messageId: string) => `import { defineRule, type K8sObject } from 'k8s-upgrade-check';
import { ruleTester } from 'k8s-upgrade-check/testing';

export const rule = defineRule({
  id: 'no-latest-tag',
  release: 'core',
  severity: 'warning',
  kinds: ['Deployment'],
  docs: { summary: 's', changed: 'c', affected: 'a', why: 'w', fix: 'f', sources: [] },
  messages: { latest: '{{name}} uses :latest' },
  check(obj: K8sObject, ctx) {
    ctx.report(obj, { messageId: '${messageId}', path: ['spec'], data: { name: obj.metadata.name ?? '' } });
  },
});

export const spec: Parameters<typeof ruleTester>[1] = { target: '1.37', valid: [], invalid: [] };
`;

describe('type declarations of the public exports', () => {
  beforeAll(() => {
    const built = spawnSync(process.execPath, [TSC, '-p', join(REPO_ROOT, 'tsconfig.types.json')], { encoding: 'utf8' });
    expect(built.stdout + built.stderr).toBe('');
  }, 120_000);

  it('let a rule written against the package compile', () => {
    const { code, output } = compile(RULE('latest'));
    expect(output).toBe('');
    expect(code).toBe(0);
  }, 60_000);

  it('are real types: a messageId the rule does not define fails to compile', () => {
    const { code, output } = compile(RULE('latset'));
    expect(code).not.toBe(0);
    expect(output).toContain(`Type '"latset"' is not assignable to type '"latest"'`);
  }, 60_000);
});
