/**
 * Flags and feature gates as the components parse them: `--feature-gates=A=true,B=false` as
 * component-base reads it, and `featureGates:` maps as config files and kops decode them.
 */
import type { Path } from '../../model.js';
import type { Place } from './place.js';
import { at } from './place.js';
import type { Component, ComponentFlag, ComponentSettings, SettingSource } from './types.js';

/**
 * A `featureGates:` map. Config files are decoded into `map[string]bool` (YAML 1.1 booleans such as
 * `yes` included; a quoted "true" is a string and fails); kops maps are strings rendered into
 * `--feature-gates`, parsed like the flag.
 */
export function addGateMap(
  gates: Record<string, unknown>,
  components: readonly Component[],
  place: Place,
  source: SettingSource,
  style: 'yaml' | 'flag',
): void {
  for (const [name, raw] of Object.entries(gates)) {
    const path = at(place, name);
    if (typeof raw === 'boolean') {
      place.out.featureGates.push({ components, name, value: raw, raw: String(raw), path, source });
      continue;
    }
    const text = raw === null || raw === undefined ? '' : String(raw);
    if (isUnresolved(text)) continue;
    const value = style === 'yaml' ? yamlBoolean(text) : parseGoBool(text.trim());
    const problem = style === 'yaml' ? `feature gate ${name} must be true or false, not ${JSON.stringify(raw)}` : `invalid value of ${name}=${text.trim()}`;
    place.out.featureGates.push({ components, name, value, raw: text, path, source, ...(value === null ? { problem } : {}) });
  }
}

// ---------------------------------------------------------------------------------------------
// Feature gate strings (`--feature-gates=A=true,B=false`)

const GO_TRUE = new Set(['1', 't', 'T', 'TRUE', 'true', 'True']);
const GO_FALSE = new Set(['0', 'f', 'F', 'FALSE', 'false', 'False']);

/** strconv.ParseBool, which the feature gate flag uses. */
function parseGoBool(text: string): boolean | null {
  if (GO_TRUE.has(text)) return true;
  if (GO_FALSE.has(text)) return false;
  return null;
}

/** Booleans as sigs.k8s.io/yaml (YAML 1.1) reads them; js-yaml leaves the 1.1-only words as strings. */
function yamlBoolean(text: string): boolean | null {
  if (/^(?:y|Y|yes|Yes|YES|on|On|ON)$/.test(text)) return true;
  if (/^(?:n|N|no|No|NO|off|Off|OFF)$/.test(text)) return false;
  return null;
}

/** Template and shell placeholders stand for values this scan cannot know. */
function isUnresolved(text: string): boolean {
  return /\$\{|\$\(|\{\{|\{%/.test(text);
}

/** Parses the value of `--feature-gates` the way component-base's featureGate.Set does. */
function addGateString(value: string, components: readonly Component[], path: Path, source: SettingSource, out: ComponentSettings): void {
  for (const part of value.split(',')) {
    if (part.length === 0 || isUnresolved(part)) continue;
    const eq = part.indexOf('=');
    const name = (eq < 0 ? part : part.slice(0, eq)).trim();
    if (name === '') continue;
    if (eq < 0) {
      out.featureGates.push({ components, name, value: null, raw: '', problem: `missing bool value for ${name}`, path, source });
      continue;
    }
    const raw = part.slice(eq + 1).trim();
    const parsed = parseGoBool(raw);
    out.featureGates.push({ components, name, value: parsed, raw, path, source, ...(parsed === null ? { problem: `invalid value of ${name}=${raw}` } : {}) });
  }
}

export function addFlag(flag: ComponentFlag, out: ComponentSettings): void {
  out.flags.push(flag);
  if (flag.name === 'feature-gates' && flag.value !== null) addGateString(flag.value, flag.components, flag.path, flag.source, out);
}
