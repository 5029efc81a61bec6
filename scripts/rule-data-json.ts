/**
 * The rule data as a build keeps it: each `rules/_data/*.yaml` as JSON, which the CLI parses about
 * ten times faster (src/data.ts). `npm run compile` writes them to dist/rules/_data/; the bundle
 * embeds them.
 * Usage: node dist/scripts/rule-data-json.js   (after tsc)
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jsonName, ruleDataAsJson } from '../src/data.js';
import { packageRoot } from '../src/package-files.js';

/** Every data file's JSON, by `prefix` + its JSON name. */
export function ruleDataJsonFiles(root: string, prefix = ''): Record<string, string> {
  const files: Record<string, string> = {};
  const dir = dataDir(root);
  for (const file of yamlFiles(dir)) files[prefix + jsonName(file)] = ruleDataAsJson(readFileSync(join(dir, file), 'utf8'));
  return files;
}

/**
 * Writes the JSON of every data file into the compiled tree, where dist/src/data.js looks for it.
 * A JSON file newer than its YAML is left as it is: dist/src/data.js takes it as current too.
 */
export function writeRuleDataJson(root: string): void {
  const dir = dataDir(root);
  const out = join(root, 'dist', 'rules', '_data');
  mkdirSync(out, { recursive: true });
  for (const file of yamlFiles(dir)) {
    const source = join(dir, file);
    const target = join(out, jsonName(file));
    if ((statSync(target, { throwIfNoEntry: false })?.mtimeMs ?? -1) >= statSync(source).mtimeMs) continue;
    writeFileSync(target, ruleDataAsJson(readFileSync(source, 'utf8')));
  }
}

function dataDir(root: string): string {
  return join(root, 'rules', '_data');
}

function yamlFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((file) => /\.ya?ml$/.test(file))
    .sort();
}

if (import.meta.filename === process.argv[1]) writeRuleDataJson(packageRoot());
