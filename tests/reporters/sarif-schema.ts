import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AjvDraft04 from 'ajv-draft-04';
import ajvFormats from 'ajv-formats';
import { expect } from 'vitest';

/**
 * The SARIF 2.1.0 schema as published by the SARIF technical committee (sarif-2.1.0-rtm.5.json,
 * a JSON Schema draft-04 document), as shipped in Microsoft's @microsoft/jest-sarif package. It
 * differs from the final sarif-schema-2.1.0.json only in its title, id and the draft it declares
 * (microsoft/sarif-vscode-extension#337, confirmed by the spec's editor).
 */
// CommonJS packages: their ES default is module.exports, whose `default` is the class and the plugin.
const Ajv = AjvDraft04.default;
const addFormats = ajvFormats.default;
const require = createRequire(import.meta.url);
const schema = JSON.parse(readFileSync(require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json'), 'utf8'));
// strict: false only silences Ajv's lint of the schema itself; every keyword and format is still enforced.
// unicodeRegExp: false because one pattern in the official schema is not valid in Unicode mode.
const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
addFormats(ajv);
export const validateSarif = ajv.compile(schema);

/** Valid against the official schema, plus what GitHub code scanning requires beyond it. */
export function expectValidSarif(text: string): void {
  const log = JSON.parse(text);
  const valid = validateSarif(log);
  expect(valid ? [] : validateSarif.errors).toEqual([]);
  expect(log.runs).toHaveLength(1);
  const run = log.runs[0];
  const rules = run.tool.driver.rules as { id: string; helpUri: string; shortDescription: { text: string } }[];
  expect(new Set(rules.map((r) => r.id)).size).toBe(rules.length);
  const fingerprints = new Set<string>();
  for (const result of run.results) {
    expect(rules[result.ruleIndex].id).toBe(result.ruleId);
    expect(result.message.text.length).toBeGreaterThan(0);
    const fingerprint = result.partialFingerprints['k8sUpgradeCheck/v2'];
    expect(fingerprint).toMatch(/^[0-9a-f]{32}:[0-9]+$/);
    expect(fingerprints.has(fingerprint)).toBe(false);
    fingerprints.add(fingerprint);
    for (const location of result.locations ?? []) {
      const physical = location.physicalLocation;
      if (!physical) continue;
      // GitHub resolves results against the checkout: relative URIs under %SRCROOT%, real positions.
      expect(physical.artifactLocation.uriBaseId).toBe('%SRCROOT%');
      expect(physical.artifactLocation.uri).not.toMatch(/^(\/|[a-z]+:)/);
      expect(physical.region.startLine).toBeGreaterThanOrEqual(1);
      expect(physical.region.startColumn).toBeGreaterThanOrEqual(1);
    }
  }
}
