import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareWithBaseline, fingerprintOf, isBaselineText, parseBaseline, readBaseline, serializeBaseline, writeBaseline } from '../../src/baseline.js';
import { legacyFingerprintOf } from '../../src/identity.js';
import type { Finding } from '../../src/model.js';
import { ingressFinding } from '../reporters/sample-report.js';

const finding: Finding = {
  ...ingressFinding,
  messageId: 'removed',
  data: { apiVersion: 'extensions/v1beta1', kind: 'Ingress', replacement: 'use networking.k8s.io/v1' },
};

describe('fingerprints', () => {
  it('are pinned: a changed recipe would turn every baselined finding into a new one', () => {
    expect(fingerprintOf(finding)).toBe('441ab2246ed58d3f23e925cc8c10c978');
  });

  it('keep the message-based recipe of version 1 baselines, as earlier releases computed it', () => {
    expect(legacyFingerprintOf(ingressFinding)).toBe('5f13098f8a1d50e393f4ae1e9ffa3332');
  });

  it('ignore where in the file the finding is, its severity and its fix', () => {
    const same = [
      { ...finding, location: { file: 'apps/shop/ingress.yaml', line: 90, column: 5 } },
      { ...finding, severity: 'warning' as const },
      { ...finding, fix: 'Another wording.' },
      { ...finding, object: { ...finding.object!, apiVersion: 'networking.k8s.io/v1beta1' } },
      { ...finding, message: 'Reworded: ' + finding.message },
      { ...finding, data: { ...finding.data, replacement: 'switch to networking.k8s.io/v1, served since 1.19' } },
      { ...finding, data: undefined },
    ];
    for (const f of same) expect(fingerprintOf(f)).toBe(fingerprintOf(finding));
  });

  it('change with the rule, message id, file, object and field', () => {
    const different = [
      { ...finding, ruleId: 'deprecated-api' },
      { ...finding, messageId: 'withdrawn' },
      { ...finding, messageId: undefined },
      { ...finding, location: { file: 'apps/shop/other.yaml', line: 2, column: 1 } },
      { ...finding, object: { ...finding.object!, name: 'web-2' } },
      { ...finding, object: { ...finding.object!, namespace: 'staging' } },
      { ...finding, object: { ...finding.object!, kind: 'Service' } },
      { ...finding, path: ['spec', 'rules', 0] },
      // Each part is kept apart from the next: a key with a dot is not two keys, an index is not a key.
      { ...finding, path: ['metadata', 'annotations', 'a.b'] },
      { ...finding, path: ['metadata', 'annotations', 'a', 'b'] },
      { ...finding, path: ['spec', 'rules', '0'] },
      { ...finding, location: null },
      { ...finding, object: null },
    ];
    const prints = different.map(fingerprintOf);
    expect(new Set([fingerprintOf(finding), ...prints]).size).toBe(different.length + 1);
  });

  it('use the one the suppression step recorded before it added a note', () => {
    expect(fingerprintOf({ ...finding, message: 'Ignore expired ...: ' + finding.message, fingerprint: 'abc' })).toBe('abc');
  });
});

describe('baseline comparison', () => {
  it('counts entries, so a second identical finding is new', () => {
    const entry = { fingerprint: fingerprintOf(finding), ruleId: 'removed-api', file: 'apps/shop/ingress.yaml', object: 'Ingress shop/web', message: '' };
    const twin = { ...finding, location: { file: 'apps/shop/ingress.yaml', line: 30, column: 1 } };
    const fixedEntry = { ...entry, fingerprint: 'f'.repeat(32) };
    const result = compareWithBaseline([finding, twin], [entry, fixedEntry]);
    expect(result.known).toEqual([finding]);
    expect(result.fresh).toEqual([twin]);
    expect(result.fixed).toEqual([fixedEntry]);
  });

  it('knows a finding whose message was reworded since it was recorded', () => {
    const entries = parseBaseline(serializeBaseline([finding]), 'b.json');
    const reworded = { ...finding, message: 'Ingress shop/web is written as extensions/v1beta1, which 1.22 removed.' };
    expect(compareWithBaseline([reworded], entries)).toEqual({ known: [reworded], fresh: [], fixed: [] });
  });

  it('reads version 1 files, whose fingerprints hash the message, and matches them while the words are unchanged', () => {
    // As releases before version 2 wrote it for `finding`.
    const text = JSON.stringify({
      version: 1,
      tool: 'k8s-upgrade-check',
      findings: [
        {
          fingerprint: '5f13098f8a1d50e393f4ae1e9ffa3332',
          ruleId: 'removed-api',
          file: 'apps/shop/ingress.yaml',
          object: 'Ingress shop/web',
          message: finding.message,
        },
        { fingerprint: 'f'.repeat(32), ruleId: 'removed-api', file: 'apps/gone.yaml', object: 'CronJob shop/gone', message: 'gone' },
      ],
    });
    expect(isBaselineText(text)).toBe(true);
    const entries = parseBaseline(text, 'b.json');
    const result = compareWithBaseline([finding], entries);
    expect(result.known).toEqual([finding]);
    expect(result.fresh).toEqual([]);
    expect(result.fixed).toEqual([entries[1]]);
    expect(compareWithBaseline([{ ...finding, message: 'Reworded.' }], entries).known).toEqual([]);
  });
});

describe('baseline files', () => {
  it('are sorted JSON without times or versions, and read back', () => {
    const other: Finding = {
      ...finding,
      ruleId: 'parse-error',
      object: null,
      location: { file: 'apps/a.yaml', line: 3, column: 1 },
      path: undefined,
      message: 'Not valid YAML.',
    };
    const text = serializeBaseline([finding, other]);
    expect(text).toBe(
      JSON.stringify(
        {
          version: 2,
          tool: 'k8s-upgrade-check',
          findings: [
            { fingerprint: fingerprintOf(other), ruleId: 'parse-error', file: 'apps/a.yaml', object: null, message: 'Not valid YAML.' },
            {
              fingerprint: '441ab2246ed58d3f23e925cc8c10c978',
              ruleId: 'removed-api',
              file: 'apps/shop/ingress.yaml',
              object: 'Ingress shop/web',
              message: finding.message,
            },
          ],
        },
        null,
        2,
      ) + '\n',
    );
    expect(serializeBaseline([other, finding])).toBe(text);
    const dir = mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-baseline-'));
    writeBaseline('ci/baseline.json', dir, [finding, other]);
    expect(readFileSync(join(dir, 'ci', 'baseline.json'), 'utf8')).toBe(text);
    expect(readBaseline('ci/baseline.json', dir)).toEqual(JSON.parse(text).findings);
    expect(isBaselineText(text)).toBe(true);
    expect(isBaselineText(text.replace('"version": 2', '"version": 3'))).toBe(false);
  });

  it('that are missing or malformed stop the run with what to do', () => {
    const dir = mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-baseline-'));
    expect(() => readBaseline('none.json', dir)).toThrow(
      'cannot read baseline none.json: no such file or directory; record one with --baseline-write none.json',
    );
    const cases: [string, string][] = [
      ['{', 'b.json is not a k8s-upgrade-check baseline (not valid JSON); record it again with --baseline-write b.json'],
      ['[]', 'b.json is not a k8s-upgrade-check baseline (expected a JSON object); record it again with --baseline-write b.json'],
      [
        '{"version": 3, "findings": []}',
        'b.json is not a k8s-upgrade-check baseline (unsupported version 3, expected 1 or 2); record it again with --baseline-write b.json',
      ],
      ['{"version": 1}', 'b.json is not a k8s-upgrade-check baseline ("findings" is not a list); record it again with --baseline-write b.json'],
      [
        '{"version": 1, "findings": [{"ruleId": "removed-api"}]}',
        'b.json is not a k8s-upgrade-check baseline (findings[0] has no fingerprint or ruleId); record it again with --baseline-write b.json',
      ],
    ];
    for (const [text, message] of cases) expect(() => parseBaseline(text, 'b.json'), text).toThrow(message);
  });
});
