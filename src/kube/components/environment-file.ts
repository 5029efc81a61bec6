/**
 * Kubelet environment files: the `KEY="--flag=value ..."` files a kubelet's systemd unit reads
 * with EnvironmentFile= and expands into its command line, kubeadm's
 * /var/lib/kubelet/kubeadm-flags.env (`KUBELET_KUBEADM_ARGS`) and the packages'
 * /etc/default/kubelet or /etc/sysconfig/kubelet (`KUBELET_EXTRA_ARGS`). Such a file is read when
 * it is named with `-f`: it becomes one object of the kind below, so that the component rules read
 * its flags as they read a static pod's.
 *
 * ```yaml
 * apiVersion: k8s-upgrade-check/v1
 * kind: KubeletEnvironmentFile
 * metadata: {name: kubeadm-flags.env}
 * variables: {KUBELET_KUBEADM_ARGS: "--container-runtime-endpoint=... --pod-infra-container-image=..."}
 * ```
 */
import { basename } from 'node:path';
import type { K8sObject, ManifestOrigin, Path, Position, SourceProblem } from '../../model.js';
import { isRecord } from '../workloads.js';
import { addArguments } from './command-lines.js';
import type { Place } from './place.js';
import { at } from './place.js';

export const KUBELET_ENVIRONMENT_API_VERSION = 'k8s-upgrade-check/v1';
export const KUBELET_ENVIRONMENT_KIND = 'KubeletEnvironmentFile';

/** Variables whose words systemd passes to the kubelet: kubeadm's drop-in and the distribution packages name them KUBELET_*. */
const KUBELET_VARIABLE = /^KUBELET_[A-Z0-9_]*$/;
const ASSIGNMENT = /^[ \t]*(?:export[ \t]+)?([A-Za-z_][A-Za-z0-9_]*)=(.*)$/;

interface Word {
  text: string;
  position: Position;
}

interface Variable {
  name: string;
  value: string;
  position: Position;
  words: Word[];
}

/**
 * The environment file's object, or a problem naming the first line that is not `NAME=value`.
 * Returns undefined for a text that is not an environment file (a YAML manifest, say) unless the
 * file's name says it is one (`required`).
 */
export function readEnvironmentFile(text: string, display: string, required: boolean): { object: K8sObject } | { problem: SourceProblem } | undefined {
  const variables: Variable[] = [];
  const lines = text.replace(/^\uFEFF/, '').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].replace(/\r$/, '');
    if (/^[ \t]*(?:#.*)?$/.test(line)) continue;
    const assignment = ASSIGNMENT.exec(line);
    const value = assignment ? unquote(assignment[2], line.length - assignment[2].length, i + 1) : undefined;
    if (!assignment || !value) {
      if (!required) return undefined;
      return {
        problem: {
          kind: 'syntax',
          file: display,
          position: { line: i + 1, column: 1 },
          reason: `line ${i + 1} is not a NAME=value assignment; an environment file (.env) holds only those and comments`,
        },
      };
    }
    variables.push({ name: assignment[1], value: value.text, position: { line: i + 1, column: value.column }, words: value.words });
  }
  if (!required && !variables.some((v) => KUBELET_VARIABLE.test(v.name))) return undefined;
  const metadata = { name: basename(display) };
  const values = Object.fromEntries(variables.map((v) => [v.name, v.value]));
  const body = { apiVersion: KUBELET_ENVIRONMENT_API_VERSION, kind: KUBELET_ENVIRONMENT_KIND, metadata, variables: values };
  return {
    object: {
      apiVersion: KUBELET_ENVIRONMENT_API_VERSION,
      kind: KUBELET_ENVIRONMENT_KIND,
      metadata,
      body,
      origin: new EnvironmentFileOrigin(display, variables),
    },
  };
}

/**
 * A value as systemd's EnvironmentFile= reads it: one pair of double or single quotes around the
 * whole value is removed, and the unit's `$NAME` splits it into words at white space. Returns
 * undefined for an unterminated quote.
 */
function unquote(raw: string, start: number, line: number): { text: string; column: number; words: Word[] } | undefined {
  let text = raw.replace(/[ \t]+$/, '');
  let offset = start;
  const quote = text[0];
  if (quote === '"' || quote === "'") {
    if (text.length < 2 || text[text.length - 1] !== quote) return undefined;
    text = text.slice(1, -1);
    offset++;
  }
  const words: Word[] = [];
  for (const match of text.matchAll(/[^ \t]+/g)) words.push({ text: match[0], position: { line, column: offset + match.index + 1 } });
  return { text, column: offset + 1, words };
}

/** Places `['variables', NAME]` at the value and `['variables', NAME, i]` at its i-th word. */
class EnvironmentFileOrigin implements ManifestOrigin {
  readonly type = 'manifest';
  readonly doc = 0;
  readonly file: string;
  readonly #variables: Variable[];

  constructor(file: string, variables: Variable[]) {
    this.file = file;
    this.#variables = variables;
  }

  locate(path: Path): Position | undefined {
    if (path[0] !== 'variables' || typeof path[1] !== 'string') return { line: 1, column: 1 };
    // systemd keeps the last assignment of a name.
    let variable: Variable | undefined;
    for (const v of this.#variables) if (v.name === path[1]) variable = v;
    if (!variable) return { line: 1, column: 1 };
    return typeof path[2] === 'number' ? (variable.words[path[2]]?.position ?? variable.position) : variable.position;
  }
}

/** The kubelet flags of an environment file's KUBELET_* variables. */
export function collectEnvironmentFile(body: Record<string, unknown>, place: Place): void {
  const variables = body.variables;
  if (!isRecord(variables)) return;
  for (const [name, value] of Object.entries(variables)) {
    if (!KUBELET_VARIABLE.test(name) || typeof value !== 'string') continue;
    const words = value.split(/[ \t]+/).filter((w) => w !== '');
    const args = words.map((text, i) => ({ text, path: at(place, 'variables', name, i) }));
    if (args.length > 0) addArguments('kubelet', at(place, 'variables', name), args, 'environment-file', place.out);
  }
}
