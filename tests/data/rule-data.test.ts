import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { jsonName, runtimeData } from '../../src/data.js';
import { KUBERNETES_YAML_SCHEMA } from '../../src/kube/yaml-schema.js';
import { ruleDataJsonFiles, writeRuleDataJson } from '../../scripts/rule-data-json.js';

const ROOT = join(import.meta.dirname, '..', '..');
const DATA = join(ROOT, 'rules', '_data');

describe('rule data as a build keeps it', () => {
  const yamlFiles = readdirSync(DATA).filter((name) => name.endsWith('.yaml'));
  const built = ruleDataJsonFiles(ROOT);

  it.each(yamlFiles)('%s as JSON holds the values of the YAML, and the compiled tree has it', (name) => {
    const values = runtimeData(readFileSync(join(DATA, name), 'utf8'));
    expect(JSON.parse(built[jsonName(name)])).toEqual(values);
    // `npm test` compiles first: the CLI in dist/ reads this file
    expect(JSON.parse(readFileSync(join(ROOT, 'dist', 'rules', '_data', jsonName(name)), 'utf8'))).toEqual(values);
  });

  it('leaves out the quotes that prove curated facts, which only review and verify:data read', () => {
    const text = readFileSync(join(DATA, 'component-flags.yaml'), 'utf8');
    const rows = (yaml.load(text, { schema: KUBERNETES_YAML_SCHEMA }) as { flags: { quote?: string }[] }).flags;
    expect(rows.filter((r) => r.quote).length).toBeGreaterThan(100);
    expect(built['component-flags.json']).not.toContain('"quote"');
    expect(built['config-apis.json']).not.toContain('"evidence"');
    expect((runtimeData(text) as { flags: object[] }).flags.length).toBe(rows.length);
  });

  it('is read by the compiled CLI until the YAML changes after the build', () => {
    // a copy of the package's compiled tree and data, with a YAML file the test edits
    const pkg = mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-rule-data-'));
    cpSync(join(ROOT, 'package.json'), join(pkg, 'package.json'));
    cpSync(join(ROOT, 'dist', 'src'), join(pkg, 'dist', 'src'), { recursive: true });
    cpSync(DATA, join(pkg, 'rules', '_data'), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules'), join(pkg, 'node_modules'));
    const yamlFile = join(pkg, 'rules', '_data', 'known-unchecked.yaml');
    const read = () => {
      const script = `import { loadRuleData } from ${JSON.stringify(join(pkg, 'dist', 'src', 'data.js'))};\nprocess.stdout.write(JSON.stringify(loadRuleData('known-unchecked.yaml')));`;
      const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
      expect(result.stderr).toBe('');
      return JSON.parse(result.stdout) as unknown;
    };

    writeRuleDataJson(pkg);
    const asBuilt = JSON.parse(readFileSync(join(pkg, 'dist', 'rules', '_data', 'known-unchecked.json'), 'utf8'));
    // a JSON that says something else than the YAML shows which of the two was read
    writeFileSync(join(pkg, 'dist', 'rules', '_data', 'known-unchecked.json'), JSON.stringify({ changes: [] }));
    utimesSync(yamlFile, new Date(2000, 0, 1), new Date(2000, 0, 1));
    expect(read()).toEqual({ changes: [] });

    // regenerated or edited since the build: the YAML is newer, and is read
    utimesSync(yamlFile, new Date(), new Date(Date.now() + 60_000));
    expect(read()).toEqual(asBuilt);
  });

  it('is written again only where the YAML is newer than the JSON', () => {
    const pkg = mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-rule-data-'));
    cpSync(DATA, join(pkg, 'rules', '_data'), { recursive: true });
    writeRuleDataJson(pkg);
    const json = (name: string) => join(pkg, 'dist', 'rules', '_data', name);
    for (const name of ['known-unchecked.json', 'feature-gates.json']) writeFileSync(json(name), '{"stale":true}');
    utimesSync(join(pkg, 'rules', '_data', 'known-unchecked.yaml'), new Date(), new Date(Date.now() + 60_000));
    writeRuleDataJson(pkg);
    expect(readFileSync(json('known-unchecked.json'), 'utf8')).toBe(built['known-unchecked.json']);
    expect(readFileSync(json('feature-gates.json'), 'utf8')).toBe('{"stale":true}');
  });
});
