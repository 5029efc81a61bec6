import { readFileSync, statSync } from 'node:fs';
import yaml from 'js-yaml';
import { KUBERNETES_YAML_SCHEMA } from './kube/yaml-schema.js';
import { bundledPackageFile, packageFilePath, readPackageFile } from './package-files.js';

const cache = new Map<string, unknown>();

/**
 * A generated data file from `rules/_data/`, parsed on first use so runs that do not need it never
 * pay for it. Dates in it (when a source was read) stay strings, as they do in manifests.
 *
 * A build holds each file as JSON as well (`ruleDataAsJson`: the bundle embeds it, the compiled
 * tree has it in dist/rules/_data/), which parses about ten times faster than the YAML: the data is
 * half a megabyte, and a scan reads most of it. The YAML is read by the uncompiled sources, and by
 * a compiled tree whose JSON is older than the YAML.
 */
export function loadRuleData<T>(name: string): T {
  if (!cache.has(name)) cache.set(name, parseRuleData(name));
  return cache.get(name) as T;
}

function parseRuleData(name: string): unknown {
  const json = builtRuleData(name);
  return json !== undefined ? JSON.parse(json) : runtimeData(readPackageFile(`rules/_data/${name}`));
}

/**
 * The quotes that prove a curated fact (`quote`, `evidence`) are for review and `npm run
 * verify:data`; no rule reads them, so what a run loads, and the bundle embeds, leaves them out.
 */
const REVIEW_ONLY = new Set(['quote', 'evidence']);

export function runtimeData(yamlText: string): unknown {
  return JSON.parse(JSON.stringify(yaml.load(yamlText, { schema: KUBERNETES_YAML_SCHEMA })), (key, value: unknown) =>
    REVIEW_ONLY.has(key) ? undefined : value,
  );
}

/** The JSON a build keeps of a data file; undefined for the uncompiled sources and for a build older than the YAML. */
function builtRuleData(name: string): string | undefined {
  const file = jsonName(name);
  const bundled = bundledPackageFile(`rules/_data/${file}`);
  if (bundled !== undefined) return bundled;
  // dist/src/data.js reads dist/rules/_data/; src/data.ts would read rules/_data/, which holds no JSON.
  const json = new URL(`../rules/_data/${file}`, import.meta.url);
  const built = statSync(json, { throwIfNoEntry: false });
  // The YAML changed since the build (`npm run gen:data`, an edit): it is the one to read.
  if (!built || built.mtimeMs < statSync(packageFilePath(`rules/_data/${name}`)).mtimeMs) return undefined;
  return readFileSync(json, 'utf8');
}

/** `removed-apis.yaml` -> `removed-apis.json`. */
export function jsonName(name: string): string {
  return name.replace(/\.ya?ml$/, '') + '.json';
}

/** A data file's YAML as the JSON a build keeps of it: the same values, as `loadRuleData` reads them. */
export function ruleDataAsJson(yamlText: string): string {
  return JSON.stringify(runtimeData(yamlText));
}
