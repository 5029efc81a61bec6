/**
 * Taking a feature gate out of where it is set: a `featureGates:` map (component config files, kind,
 * kops), a `--feature-gates=A=true,B=false` command-line item or its two-item form, and kubeadm
 * `extraArgs` (a map up to v1beta3, a list of name/value pairs in v1beta4). The other gates of
 * the setting stay as written; a setting left without gates goes, with its flag.
 */
import type { Path } from '../../model.js';
import type { K8sObject } from '../../model.js';
import type { FeatureGateSetting } from '../../kube/components/index.js';
import { featureGateSettings } from '../../kube/components/index.js';
import yaml from 'js-yaml';
import { isRecord } from '../../kube/workloads.js';
import { KUBERNETES_YAML_SCHEMA } from '../../kube/yaml-schema.js';
import type { FixContext } from '../api.js';

/** The setting a finding is about: same gate, same field. */
export function settingOf(obj: K8sObject, gate: string, path: Path | undefined): FeatureGateSetting | undefined {
  const key = (path ?? []).map(String).join('\u0000');
  const matching = featureGateSettings(obj).filter((s) => s.name === gate && s.path.map(String).join('\u0000') === key);
  return matching[matching.length - 1];
}

/**
 * Removes the gate; returns why it cannot, for a setting written where the editor does not go
 * (inside a shell script, or a second document of a string).
 */
export function removeGate(ctx: FixContext, setting: FeatureGateSetting): string | undefined {
  const body = ctx.object.body;
  const path = setting.path;
  const value = valueThrough(body, path);
  const last = path[path.length - 1];
  if (setting.source === 'config-file' || setting.source === 'kind' || setting.source === 'kops') {
    if (last !== setting.name || value === undefined) return `${setting.name} is set where the fix cannot follow (a second document in one string)`;
    ctx.edit.remove(path);
    return undefined;
  }
  if (typeof value !== 'string') return `the value of ${setting.name} is not written as a string`;
  if (setting.source === 'kubeadm') {
    // v1beta4: `- name: feature-gates` / `value: A=true`; the whole entry goes when its value empties.
    const entry = last === 'value' ? [path.slice(0, -1)] : [];
    if (!hasGate(value, setting.name)) return `${setting.name} is not in the value at ${path.join('.')}`;
    ctx.edit.update(path, (text) => withoutGate(text, setting.name), { alsoRemove: entry });
    return undefined;
  }
  const flag = /^(--feature-gates=)(.*)$/s.exec(value);
  if (flag) {
    if (!hasGate(flag[2], setting.name)) return `${setting.name} is not in ${value}`;
    ctx.edit.update(path, (text) => {
      const rest = withoutGate(text.slice(flag[1].length), setting.name);
      return rest === null ? null : flag[1] + rest;
    });
    return undefined;
  }
  const index = last;
  const previous = typeof index === 'number' && index > 0 ? valueThrough(body, [...path.slice(0, -1), index - 1]) : undefined;
  if (previous === '--feature-gates' && hasGate(value, setting.name)) {
    ctx.edit.update(path, (text) => withoutGate(text, setting.name), { alsoRemove: [[...path.slice(0, -1), (index as number) - 1]] });
    return undefined;
  }
  return `${setting.name} is set inside a shell command line (${truncate(value)}); edit the script by hand`;
}

/** The value at `path`, followed into the YAML document a string holds (a ConfigMap's kubelet configuration), as the extractors do. */
function valueThrough(value: unknown, path: Path): unknown {
  let node = value;
  for (const part of path) {
    if (typeof node === 'string') {
      try {
        node = yaml.loadAll(node, undefined, { schema: KUBERNETES_YAML_SCHEMA })[0];
      } catch {
        return undefined;
      }
    }
    if (Array.isArray(node)) node = node[Number(part)];
    else if (isRecord(node)) node = node[String(part)];
    else return undefined;
  }
  return node;
}

function gateName(part: string): string {
  const eq = part.indexOf('=');
  return (eq < 0 ? part : part.slice(0, eq)).trim();
}

function hasGate(list: string, gate: string): boolean {
  return list.split(',').some((part) => gateName(part) === gate);
}

/** `A=true,B=false` without B; null when no gate is left. Spacing of the others is kept. */
function withoutGate(list: string, gate: string): string | null {
  const kept = list.split(',').filter((part) => gateName(part) !== gate);
  if (kept.every((part) => part.trim() === '')) return null;
  const joined = kept.join(',');
  return list.trimStart() === list ? joined.trimStart() : joined;
}

function truncate(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
