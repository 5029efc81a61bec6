import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { KUBERNETES_YAML_SCHEMA } from './kube/yaml-schema.js';
import { bundledPackageFile, readPackageFile } from './package-files.js';

export { readPackageFile };

const cache = new Map<string, unknown>();

/**
 * A generated data file from `rules/_data/`, parsed on first use so runs that do not need it never
 * pay for it. Dates in it (when a source was read) stay strings, as they do in manifests.
 *
 * A build holds each file as JSON as well (`ruleDataAsJson`: the bundle embeds it, the compiled
 * tree has it in dist/rules/_data/), which parses about ten times faster than the YAML: the data is
 * half a megabyte, and a scan reads most of it. The YAML is read only by the uncompiled sources.
 */
export function loadRuleData<T>(name: string): T {
  if (!cache.has(name)) cache.set(name, parseRuleData(name));
  return cache.get(name) as T;
}

function parseRuleData(name: string): unknown {
  const json = builtRuleData(jsonName(name));
  return json !== undefined ? JSON.parse(json) : yaml.load(readPackageFile(`rules/_data/${name}`), { schema: KUBERNETES_YAML_SCHEMA });
}

/** The JSON a build keeps of a data file, or undefined when these are the uncompiled sources. */
function builtRuleData(file: string): string | undefined {
  const bundled = bundledPackageFile(`rules/_data/${file}`);
  if (bundled !== undefined) return bundled;
  try {
    // dist/src/data.js reads dist/rules/_data/; src/data.ts would read rules/_data/, which holds no JSON.
    return readFileSync(new URL(`../rules/_data/${file}`, import.meta.url), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** `removed-apis.yaml` -> `removed-apis.json`. */
export function jsonName(name: string): string {
  return name.replace(/\.ya?ml$/, '') + '.json';
}

/** A data file's YAML as the JSON a build keeps of it: the same values, as `loadRuleData` reads them. */
export function ruleDataAsJson(yamlText: string): string {
  return JSON.stringify(yaml.load(yamlText, { schema: KUBERNETES_YAML_SCHEMA }));
}
