/**
 * New YAML text for the values an edit writes, in the style of the file around it: its indentation
 * step, whether sequences are indented under their key, JSON quoting inside JSON documents.
 * Values copied from the object keep the characters they are written with.
 */
import yaml from 'js-yaml';
import type { CopiedValue, NewValue } from './api.js';
import type { Path } from '../model.js';
import { KUBERNETES_YAML_SCHEMA } from '../kube/yaml-schema.js';

export interface Style {
  /** Columns a nested mapping is indented by. */
  unit: number;
  /** Columns a sequence's `-` is indented by under its key (0 when written flush). */
  seqIndent: number;
}

/** A copied value, resolved by the editor: its text when it can be written as is, and its value. */
export interface Resolved {
  source?: string;
  /** The source is a plain scalar: inside flow collections it must not hold flow indicators. */
  plain?: boolean;
  /** The comment that ends the value's line (with the spaces before it), to write after it on a line of its own. */
  comment?: string;
  value: unknown;
}

export type Resolve = (value: NewValue) => Resolved | undefined;

/** What `edit.copy` hands out: a mark the editor resolves to the copied value's text. */
export class Copy implements CopiedValue {
  readonly copyOf: Path;
  readonly withComment: boolean;
  constructor(path: Path, withComment = false) {
    this.copyOf = path;
    this.withComment = withComment;
  }
}

const pad = (n: number) => ' '.repeat(n);

// YAML 1.1 words that sigs.k8s.io/yaml (go-yaml v2) reads as booleans or null, though YAML 1.2 does not.
const YAML11_SPECIAL = /^(?:y|Y|yes|Yes|YES|n|N|no|No|NO|on|On|ON|off|Off|OFF|~|null|Null|NULL)$/;
// Anything that may read as a number in YAML 1.1 or 1.2 (sexagesimal, octal, underscores, .inf).
const NUMBER_LIKE = /^[-+.]?[0-9.][0-9a-fA-FxXoObB_.:eE+-]*$|^[-+]?\.(?:inf|Inf|INF|nan|NaN|NAN)$/;

/** Whether `text` can be written without quotes and read back as the same string by every YAML reader Kubernetes uses. */
export function plainSafe(text: string, flow = false): boolean {
  if (text === '' || text !== text.trim() || /[\n\r\t]/.test(text)) return false;
  if (/^[?:,[\]{}#&*!|>'"%@`]/.test(text) && !/^[?:][^\s,[\]{}]/.test(text)) return false;
  if (text.startsWith('-') && (text.length === 1 || /^-\s/.test(text) || text.startsWith('---'))) return false;
  if (text.includes(': ') || text.includes(' #') || text.endsWith(':')) return false;
  if (flow && /[,[\]{}]/.test(text)) return false;
  if (YAML11_SPECIAL.test(text) || NUMBER_LIKE.test(text)) return false;
  try {
    const read = yaml.load(flow ? `[${text}]` : `v: ${text}`, { schema: KUBERNETES_YAML_SCHEMA }) as unknown;
    return flow ? Array.isArray(read) && read.length === 1 && read[0] === text : (read as { v?: unknown } | null)?.v === text;
  } catch {
    return false;
  }
}

function renderScalar(value: unknown, json = false, flow = false): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = String(value);
  return !json && plainSafe(text, flow) ? text : JSON.stringify(text);
}

export function renderKey(key: string, json = false): string {
  return renderScalar(key, json);
}

/** A value in flow style, on one line: `{service: {name: web, port: {number: 80}}}`. */
export function renderFlow(value: NewValue, resolve: Resolve, json = false): string {
  const copied = resolve(value);
  if (copied) {
    if (copied.source !== undefined && !(copied.plain && /[,[\]{}]/.test(copied.source)) && !copied.source.includes('\n')) return copied.source;
    return renderFlow(copied.value as NewValue, resolve, json);
  }
  if (Array.isArray(value)) return `[${value.map((item) => renderFlow(item, resolve, json)).join(', ')}]`;
  if (isMapping(value))
    return `{${Object.entries(value)
      .map(([k, v]) => `${renderKey(k, json)}: ${renderFlow(v, resolve, json)}`)
      .join(', ')}}`;
  return renderScalar(value, json, true);
}

/** `key: value` at column `column`, on one line or several. */
export function renderPair(key: string, value: NewValue, column: number, style: Style, resolve: Resolve): string[] {
  const { inline, lines } = renderAfterKey(value, column, style, resolve);
  return [`${pad(column)}${renderKey(key)}:${inline}`, ...lines];
}

/** What follows `key:`: the rest of its line, and the lines below it. */
export function renderAfterKey(value: NewValue, column: number, style: Style, resolve: Resolve): { inline: string; lines: string[] } {
  const copied = resolve(value);
  if (copied) {
    if (copied.source !== undefined && !copied.source.includes('\n')) return { inline: ` ${copied.source}${copied.comment ?? ''}`, lines: [] };
    return renderAfterKey(copied.value as NewValue, column, style, resolve);
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return { inline: ' []', lines: [] };
    return { inline: '', lines: value.flatMap((item) => renderItem(item, column + style.seqIndent, style, resolve)) };
  }
  if (isMapping(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0) return { inline: ' {}', lines: [] };
    return { inline: '', lines: entries.flatMap(([k, v]) => renderPair(k, v, column + style.unit, style, resolve)) };
  }
  return { inline: ` ${renderScalar(value)}`, lines: [] };
}

/** A sequence item whose `-` is at column `dash`. */
function renderItem(value: NewValue, dash: number, style: Style, resolve: Resolve): string[] {
  const copied = resolve(value);
  const plainValue = copied && (copied.source === undefined || copied.source.includes('\n')) ? (copied.value as NewValue) : value;
  if (isMapping(plainValue) && Object.keys(plainValue).length > 0) {
    const lines = Object.entries(plainValue).flatMap(([k, v]) => renderPair(k, v, dash + 2, style, resolve));
    lines[0] = `${pad(dash)}- ${lines[0].slice(dash + 2)}`;
    return lines;
  }
  return [`${pad(dash)}- ${renderFlow(plainValue, resolve)}`];
}

export function isMapping(value: unknown): value is { readonly [key: string]: NewValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Copy);
}

/** The plain data a new value stands for, copies resolved: what the edited object must parse to. */
export function dataOf(value: NewValue, resolve: Resolve): unknown {
  const copied = resolve(value);
  if (copied) return structuredClone(copied.value);
  if (Array.isArray(value)) return value.map((item) => dataOf(item, resolve));
  if (isMapping(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, dataOf(v, resolve)]));
  return value;
}
