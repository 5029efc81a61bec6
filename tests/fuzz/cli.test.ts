/**
 * Generated hostile files, and one file of every special type, in one directory checked by one
 * CLI run with a time limit and a heap limit: the run ends, prints no stack trace, exits as
 * documented, and says for every file what became of it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALIAS_EXPANSION_BUDGET } from '../../src/sources/alias-expansion.js';
import { BIN } from '../support/cli.js';
import { REMOVED_INGRESS } from '../support/hostile.js';
import type { Hostile } from './arbitraries.js';
import { FUZZ_SEED, hostileArbitrary } from './arbitraries.js';

const GENERATED = 200;
const TIME_LIMIT_MS = 25_000;
const HEAP_LIMIT_MB = 512;

interface JsonFinding {
  ruleId: string;
  message: string;
  location: { file: string; line: number } | null;
  object: { kind: string; name: string } | null;
}

/**
 * Each generated file starts with an object every run reports, then the hostile text as a
 * document of its own: the finding on the first proves the file was read and checked, whatever
 * the rest did. Bombs and lists stand alone, as their finding is the proof.
 */
function fileText(hostile: Hostile, name: string): string {
  if (hostile.shape === 'laughs' || hostile.shape === 'list' || hostile.shape === 'self-alias') return hostile.text;
  return `${REMOVED_INGRESS(name)}---\n${hostile.text}`;
}

describe(`the CLI over a directory of hostile files (FUZZ_SEED=${FUZZ_SEED})`, () => {
  it('reads every readable file, skips or reports the rest, and exits as documented', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-fuzz-'));
    const cases = fc.sample(hostileArbitrary, { numRuns: GENERATED, seed: FUZZ_SEED });
    const names = cases.map((hostile, i) => `${String(i).padStart(3, '0')}-${hostile.shape}.yaml`);
    cases.forEach((hostile, i) => writeFileSync(join(dir, names[i]), fileText(hostile, names[i].replace('.yaml', ''))));

    spawnSync('mkfifo', [join(dir, 'special-fifo.yaml')]);
    symlinkSync('/dev/zero', join(dir, 'special-device.yaml'));
    symlinkSync('missing.yaml', join(dir, 'special-dangling.yaml'));
    symlinkSync('special-loop.yaml', join(dir, 'special-loop.yaml'));
    writeFileSync(join(dir, 'special-huge.yaml'), '');
    truncateSync(join(dir, 'special-huge.yaml'), 600 * 1024 * 1024);
    const server = createServer();
    await new Promise<void>((done) => server.listen(join(dir, 'special-socket.yaml'), done));

    const run = spawnSync(process.execPath, [`--max-old-space-size=${HEAP_LIMIT_MB}`, BIN, '--target', '1.37', '-f', dir, '-o', 'json', '--fail-on', 'none'], {
      cwd: dir,
      encoding: 'utf8',
      timeout: TIME_LIMIT_MS,
      maxBuffer: 256 * 1024 * 1024,
    });
    await new Promise<void>((done) => server.close(() => done()));

    expect(run.signal, 'the run was killed: it hung or ran out of time').toBeNull();
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const report = JSON.parse(run.stdout) as {
      summary: { files: number; unreadable?: number };
      findings: JsonFinding[];
      gaps: { what: string; cause?: string; rules: string[] }[];
    };
    expect(report.findings.filter((f) => f.message.includes(' failed ')).map((f) => f.message)).toEqual([]);

    const byFile = new Map<string, JsonFinding[]>();
    for (const f of report.findings) if (f.location) byFile.set(f.location.file, [...(byFile.get(f.location.file) ?? []), f]);
    const wrong: string[] = [];
    // Git's test for a binary file: a NUL among the first 8,000 bytes. Such a file is not read.
    const binary = cases.map((hostile, i) =>
      Buffer.from(fileText(hostile, names[i].replace('.yaml', '')))
        .subarray(0, 8000)
        .includes(0),
    );
    cases.forEach((hostile, i) => {
      const file = names[i];
      const found = byFile.get(file) ?? [];
      if (binary[i]) {
        if (found.length > 0) wrong.push(`${file}: a binary file was read`);
        return;
      }
      const has = (ruleId: string, line?: number) => found.some((f) => f.ruleId === ruleId && (line === undefined || f.location!.line === line));
      if (hostile.shape === 'laughs') {
        if (has('parse-error') !== hostile.repeated! > ALIAS_EXPANSION_BUDGET) wrong.push(`${file}: alias bomb repeating ${hostile.repeated} nodes`);
      } else if (hostile.shape === 'self-alias') {
        if (!found.some((f) => f.ruleId === 'parse-error' && f.message.includes('an alias to itself')))
          wrong.push(`${file}: no finding for an anchor holding itself`);
      } else if (hostile.shape === 'list') {
        if (!has('not-an-object')) wrong.push(`${file}: no not-an-object finding for a YAML list`);
      } else {
        if (!found.some((f) => f.ruleId === 'removed-api' && f.location!.line === 1 && f.object?.name === file.replace('.yaml', '')))
          wrong.push(`${file}: its first object was not checked`);
        if (hostile.shape === 'no-api-version' && !has('not-an-object', 6)) wrong.push(`${file}: no not-an-object finding for a kind without apiVersion`);
      }
    });
    expect(wrong).toEqual([]);

    expect(report.summary.files).toBe(GENERATED - binary.filter(Boolean).length);
    expect(report.summary.unreadable).toBe(3);
    const readErrors = report.findings.filter((f) => f.ruleId === 'read-error').map((f) => f.location!.file);
    expect(readErrors).toEqual(['special-dangling.yaml', 'special-huge.yaml', 'special-loop.yaml']);
    // Mutated fixtures can hold add-on objects, whose note on the add-on release assumed is a gap too.
    const skipped = report.gaps.filter((gap) => gap.cause === 'skipped');
    expect(skipped.map((gap) => gap.what).sort()).toEqual(
      [...names.filter((_, i) => binary[i]), 'special-device.yaml', 'special-fifo.yaml', 'special-socket.yaml'].sort(),
    );
    const addonRules = ['removed-addon-api', 'deprecated-addon-api', 'addon-stored-versions'];
    for (const gap of report.gaps.filter((g) => g.cause !== 'skipped')) {
      expect(gap.what).toMatch(/ release$/);
      expect(
        gap.rules.every((rule) => addonRules.includes(rule)),
        gap.what,
      ).toBe(true);
    }
  });
});
