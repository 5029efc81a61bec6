import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Finding, Severity } from '../../src/model.js';
import type { Rule } from '../../src/rule.js';
import { evaluate } from '../../src/engine.js';
import { loadManifests } from '../../src/sources/manifests.js';
import { releasesCrossed } from '../../src/run.js';

export const REPO_ROOT = join(import.meta.dirname, '..', '..');

export interface ExpectedFinding {
  line: number;
  column?: number;
  severity?: Severity;
  /** The exact message. */
  message: string;
  /** "Kind namespace/name" or "Kind name"; checked when given. */
  object?: string;
  release?: string;
}

export interface InvalidCase {
  fixture: string;
  findings: ExpectedFinding[];
  target?: string;
  from?: string;
}

export interface ValidCase {
  fixture: string;
  target?: string;
  from?: string;
}

export interface RuleTestSpec {
  /** Default target for every case. */
  target: string;
  valid: (string | ValidCase)[];
  invalid: InvalidCase[];
  /** Treat fixture files as a kubelet's static pod manifests (`--static-pods`). */
  staticPods?: boolean;
}

export function fixtureDir(rule: Rule): string {
  return join(REPO_ROOT, 'fixtures', 'rules', rule.release, rule.id);
}

/** Runs one rule over a fixture file the way the CLI would and returns its findings. */
export function runRuleOnFixture(rule: Rule, fixture: string, options: { target: string; from?: string; staticPods?: boolean }): Finding[] {
  const file = join(fixtureDir(rule), fixture);
  if (!existsSync(file)) throw new Error(`fixture missing: ${relative(REPO_ROOT, file)}`);
  const loaded = loadManifests({ paths: options.staticPods ? [] : [file], staticPodPaths: options.staticPods ? [file] : [], cwd: fixtureDir(rule) });
  const from = options.from ?? null;
  return evaluate([rule], { objects: loaded.objects, problems: loaded.problems, target: options.target, from, releases: releasesCrossed(from, options.target) });
}

function simplify(f: Finding, expected: ExpectedFinding) {
  const out: Record<string, unknown> = { line: f.location?.line, message: f.message };
  if (expected.column !== undefined) out.column = f.location?.column;
  if (expected.severity !== undefined) out.severity = f.severity;
  if (expected.release !== undefined) out.release = f.release;
  if (expected.object !== undefined) out.object = f.object ? `${f.object.kind} ${f.object.namespace ? f.object.namespace + '/' : ''}${f.object.name}` : null;
  return out;
}

/** Valid fixtures must give no findings; invalid fixtures exactly the findings listed, in order. */
export function ruleTester(rule: Rule, spec: RuleTestSpec): void {
  describe(`rule ${rule.id}`, () => {
    for (const entry of spec.valid) {
      const c = typeof entry === 'string' ? { fixture: entry } : entry;
      it(`finds nothing in ${c.fixture}`, () => {
        const findings = runRuleOnFixture(rule, c.fixture, { target: c.target ?? spec.target, from: c.from, staticPods: spec.staticPods });
        expect(findings.map((f) => `${f.location?.line}: ${f.message}`)).toEqual([]);
      });
    }
    for (const c of spec.invalid) {
      it(`reports ${c.fixture}`, () => {
        const findings = runRuleOnFixture(rule, c.fixture, { target: c.target ?? spec.target, from: c.from, staticPods: spec.staticPods });
        expect(findings.map((f, i) => simplify(f, c.findings[i] ?? { line: 0, message: '' }))).toEqual(c.findings.map((e) => ({ ...e })));
        for (const f of findings) expect(f.ruleId).toBe(rule.id);
      });
    }
  });
}
