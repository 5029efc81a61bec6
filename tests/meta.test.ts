import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allRules } from '../rules/index.js';
import { catalogueFor, renderCatalogue } from '../src/catalogue.js';
import { LATEST_RELEASE } from '../src/versions.js';
import { REPO_ROOT } from './support/rule-tester.js';

const RULES_DIR = join(REPO_ROOT, 'rules');

function ruleModuleFiles(): string[] {
  return readdirSync(RULES_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('_'))
    .flatMap((d) =>
      readdirSync(join(RULES_DIR, d.name))
        .filter((f) => f.endsWith('.ts'))
        .map((f) => `${d.name}/${f.replace(/\.ts$/, '')}`),
    )
    .sort();
}

/** The modules rules/index.ts imports, in the order of its imports. */
function importedRuleModules(): string[] {
  const index = readFileSync(join(RULES_DIR, 'index.ts'), 'utf8');
  return [...index.matchAll(/^import \w+ from '\.\/([^']+)\.js';$/gm)].map((m) => m[1]);
}

describe('rule conventions', () => {
  it('lists every rule module in rules/index.ts, once', () => {
    const listed = allRules.map((r) => `${r.release}/${r.id}`).sort();
    expect(listed).toEqual(ruleModuleFiles());
    expect(new Set(allRules.map((r) => r.id)).size).toBe(allRules.length);
  });

  it('keeps rules/index.ts in catalogue order: core, then newest release first, then id', () => {
    const sorted = catalogueFor(allRules).map((r) => `${r.release}/${r.id}`);
    expect(allRules.map((r) => `${r.release}/${r.id}`)).toEqual(sorted);
    expect(importedRuleModules()).toEqual(sorted);
  });

  for (const rule of allRules) {
    describe(rule.id, () => {
      it('has a kebab-case id and a release folder that is core or a minor version', () => {
        expect(rule.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(rule.release).toMatch(/^(core|1\.\d+)$/);
      });

      it('has complete docs with sources', () => {
        for (const field of ['summary', 'changed', 'affected', 'why', 'fix'] as const) expect(rule.docs[field].trim().length, field).toBeGreaterThan(20);
        expect(rule.docs.sources.length).toBeGreaterThan(0);
        for (const source of rule.docs.sources) expect(source.url).toMatch(/^https:\/\//);
        expect(Object.keys(rule.messages).length).toBeGreaterThan(0);
        expect(rule.check ?? rule.checkAll ?? rule.checkProblem, 'a rule must check something').toBeTypeOf('function');
      });

      it('has valid and invalid fixtures, all named in its test', () => {
        const fixtures = join(REPO_ROOT, 'fixtures', 'rules', rule.release, rule.id);
        const files = existsSync(fixtures) ? readdirSync(fixtures) : [];
        expect(
          files.some((f) => f.startsWith('valid.')),
          `valid fixture in ${relative(REPO_ROOT, fixtures)}`,
        ).toBe(true);
        expect(
          files.some((f) => f.startsWith('invalid.')),
          `invalid fixture in ${relative(REPO_ROOT, fixtures)}`,
        ).toBe(true);
        const testFile = join(REPO_ROOT, 'tests', 'rules', rule.release, `${rule.id}.test.ts`);
        expect(existsSync(testFile), relative(REPO_ROOT, testFile)).toBe(true);
        const testText = readFileSync(testFile, 'utf8');
        for (const file of files) expect(testText, `${file} is not used by ${relative(REPO_ROOT, testFile)}`).toContain(file);
      });
    });
  }

  it('keeps rules/README.md in sync with the catalogue', async () => {
    const committed = readFileSync(join(RULES_DIR, 'README.md'), 'utf8');
    expect(committed, 'regenerate with: npm run docs').toBe(await renderCatalogue(allRules, 'markdown', LATEST_RELEASE));
  });

  it('draws the rule table within the terminal, at 80 columns and at 200', async () => {
    for (const columns of [80, 200]) {
      const lines = (await renderCatalogue(allRules, 'table', undefined, columns)).trimEnd().split('\n');
      expect(Math.max(...lines.map((line) => line.length)), `${columns} columns`).toBeLessThanOrEqual(columns);
    }
  });
});
