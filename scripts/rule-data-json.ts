/**
 * The rule data as a build keeps it: each `rules/_data/*.yaml` as JSON, which the CLI parses about
 * ten times faster (src/data.ts). `npm run compile` writes them to dist/rules/_data/; the bundle
 * embeds them.
 * Usage: node dist/scripts/rule-data-json.js   (after tsc)
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jsonName, ruleDataAsJson } from '../src/data.js';

/** Every data file's JSON, by `prefix` + its JSON name. */
export function ruleDataJsonFiles(root: string, prefix = ''): Record<string, string> {
  const files: Record<string, string> = {};
  const dir = join(root, 'rules', '_data');
  for (const file of readdirSync(dir).sort()) {
    if (/\.ya?ml$/.test(file)) files[prefix + jsonName(file)] = ruleDataAsJson(readFileSync(join(dir, file), 'utf8'));
  }
  return files;
}

/** Writes the JSON of every data file into the compiled tree, where dist/src/data.js looks for it. */
export function writeRuleDataJson(root: string): void {
  const out = join(root, 'dist', 'rules', '_data');
  mkdirSync(out, { recursive: true });
  for (const [file, json] of Object.entries(ruleDataJsonFiles(root))) writeFileSync(join(out, file), json);
}

if (import.meta.filename === process.argv[1]) writeRuleDataJson(join(import.meta.dirname, '..', '..'));
