import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { allRules } from '../../rules/index.js';
import { evaluate } from '../../src/engine.js';
import type { Finding } from '../../src/model.js';
import { loadManifests } from '../../src/sources/manifests.js';
import { lifecycleOf, isRemovedAt } from '../../src/kube/api-lifecycle.js';
import { releasesCrossed } from '../../src/run.js';
import { REPO_ROOT } from '../support/rule-tester.js';

/**
 * The shared corpus of ~8,000 real manifests sits beside the repository on development machines and
 * in CI, not in a user's clone. MANIFEST.tsv beside it was produced with another YAML parser and
 * serves as an independent account of what each file holds.
 */
const CORPUS = join(REPO_ROOT, '..', 'shared', 'corpus');
const TARGET = '1.37';

interface ManifestRow {
  path: string;
  kinds: string[];
}

function readIndex(): ManifestRow[] {
  const [, ...rows] = readFileSync(join(CORPUS, 'MANIFEST.tsv'), 'utf8').trim().split('\n');
  return rows.map((row) => {
    const cells = row.split('\t');
    return { path: cells[0], kinds: cells[8] ? cells[8].split(';') : [] };
  });
}

function parsesWithJsYaml(file: string): boolean {
  try {
    const text = readFileSync(join(CORPUS, file), 'utf8');
    yaml.loadAll(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    return true;
  } catch {
    return false;
  }
}

const isManifestFile = (path: string) => /\.(ya?ml|json)$/i.test(path);

describe.skipIf(!existsSync(CORPUS))('the shared corpus of real manifests', () => {
  let findings: Finding[];
  let index: ManifestRow[];
  let objects: number;

  beforeAll(() => {
    const loaded = loadManifests({ paths: ['.'], cwd: CORPUS });
    objects = loaded.objects.length;
    findings = evaluate(allRules, { objects: loaded.objects, problems: loaded.problems, target: TARGET, from: null, releases: releasesCrossed(null, TARGET) });
    index = readIndex().filter((row) => isManifestFile(row.path));
  });

  it('is read without a crash, and no rule fails on any object', () => {
    expect(objects).toBeGreaterThan(5500);
    expect(findings.filter((f) => f.message.includes('failed on this object') || f.message.includes(' failed ('))).toEqual([]);
  });

  it('reports every file that is not valid YAML as a parse error', () => {
    const parseErrors = findings.filter((f) => f.ruleId === 'parse-error');
    const reported = new Set(parseErrors.map((f) => f.location!.file));
    // A chart's templates are reported once, on its Chart.yaml, as one warning for the chart.
    const charts = parseErrors.filter((f) => f.message.startsWith('Helm chart ')).map((f) => f.location!.file.replace(/Chart\.yaml$/, ''));
    expect(charts.length).toBeGreaterThan(100);
    const inChart = (file: string) => charts.some((dir) => file.startsWith(dir) && file.slice(dir.length).includes('templates/'));
    const unparsable = index.filter((row) => !parsesWithJsYaml(row.path)).map((row) => row.path);
    expect(unparsable.length).toBeGreaterThan(1000);
    expect(unparsable.filter((file) => !reported.has(file) && !inChart(file))).toEqual([]);
    // A template can also be valid YAML (`name: {{ include "x" . }}` reads as a nested mapping):
    // such a file is reported too, at a line that holds a template directive.
    const parsable = new Set(index.map((r) => r.path).filter((p) => !unparsable.includes(p)));
    const inParsable = parseErrors.filter((f) => parsable.has(f.location!.file) && !f.message.startsWith('Helm chart '));
    // (in a chart, such files are counted in the chart's warning instead)
    expect(inParsable.length).toBeGreaterThan(20);
    const notAtTemplate = inParsable
      .filter(
        (f) =>
          !f.message.startsWith('Unrendered template directive') ||
          !readFileSync(join(CORPUS, f.location!.file), 'utf8').split('\n')[f.location!.line - 1]?.includes('{{'),
      )
      .map((f) => `${f.location!.file}:${f.location!.line}`);
    expect(notAtTemplate).toEqual([]);
  });

  it('finds every removed API the independent index lists in a parsable file, and no other', () => {
    // Files that parse whole must give exactly the removed APIs the index lists. In a partly
    // templated file the documents that do parse are still checked, so what is found there must
    // at least be listed by the index for that file.
    const expected = new Set<string>();
    const listed = new Set<string>();
    for (const row of index) {
      const whole = parsesWithJsYaml(row.path);
      for (const entry of row.kinds) {
        const slash = entry.lastIndexOf('/');
        const apiVersion = entry.slice(0, slash);
        const kind = entry.slice(slash + 1);
        const lifecycle = lifecycleOf(apiVersion, kind);
        if (!lifecycle || !isRemovedAt(lifecycle, TARGET)) continue;
        listed.add(`${row.path} ${apiVersion} ${kind}`);
        if (whole) expected.add(`${row.path} ${apiVersion} ${kind}`);
      }
    }
    const found = new Set(findings.filter((f) => f.ruleId === 'removed-api').map((f) => `${f.location!.file} ${f.object!.apiVersion} ${f.object!.kind}`));
    expect(expected.size).toBeGreaterThan(100);
    expect([...expected].filter((e) => !found.has(e))).toEqual([]);
    expect([...found].filter((e) => !listed.has(e))).toEqual([]);
    expect(found.size).toBeGreaterThan(expected.size);
  });

  it('points every API finding at its apiVersion line', () => {
    const misplaced = findings
      .filter((f) => f.ruleId === 'removed-api' || f.ruleId === 'deprecated-api')
      .filter((f) => {
        const line = readFileSync(join(CORPUS, f.location!.file), 'utf8').split('\n')[f.location!.line - 1] ?? '';
        return (
          !line
            .slice(f.location!.column - 1)
            .replace(/^\uFEFF/, '')
            .startsWith('apiVersion') && !line.slice(f.location!.column - 1).startsWith('"apiVersion"')
        );
      })
      .map((f) => `${f.location!.file}:${f.location!.line}:${f.location!.column}`);
    expect(misplaced).toEqual([]);
  });
});
