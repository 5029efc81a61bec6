import yaml from 'js-yaml';
import { KUBERNETES_YAML_SCHEMA } from './kube/yaml-schema.js';
import { readPackageFile } from './package-files.js';

export { readPackageFile };

const cache = new Map<string, unknown>();

/**
 * A generated data file from `rules/_data/`, parsed on first use so runs that do not need it never
 * pay for it. Dates in it (when a source was read) stay strings, as they do in manifests.
 */
export function loadRuleData<T>(name: string): T {
  if (!cache.has(name)) cache.set(name, parseRuleData(readPackageFile(`rules/_data/${name}`)));
  return cache.get(name) as T;
}

function parseRuleData(text: string): unknown {
  return yaml.load(text, { schema: KUBERNETES_YAML_SCHEMA });
}
