/**
 * The repository's `.k8s-upgrade-check.yaml`: default target and --fail-on, per-rule severity or
 * `off`, and ignores that must say why. A mistake in it stops the run (exit 2) with the file, line
 * and key, because a typo in an ignore would otherwise silently un-ignore or over-ignore findings.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import yaml from 'js-yaml';
import { UsageError } from './errors.js';
import type { Path, Severity } from './model.js';
import { SEVERITIES } from './model.js';
import type { DocumentPositions } from './sources/positions.js';
import { positionsOf } from './sources/positions.js';
import { parseVersionFlag } from './versions.js';

export const CONFIG_FILE_NAME = '.k8s-upgrade-check.yaml';

export const FAIL_ON_LEVELS = ['error', 'warning', 'info', 'none'] as const;
export type FailOnLevel = (typeof FAIL_ON_LEVELS)[number];

/** Whether a finding of this severity fails the run (exit 1) under --fail-on. */
export function failsAt(severity: Severity, failOn: FailOnLevel): boolean {
  return failOn !== 'none' && SEVERITIES.indexOf(severity) <= SEVERITIES.indexOf(failOn);
}

export type RuleSetting = Severity | 'off';

export interface IgnoreEntry {
  rule: string;
  kind?: string;
  namespace?: string;
  name?: string;
  /** Glob over the file path relative to the configuration file's directory. */
  file?: string;
  reason: string;
  /** Last day (YYYY-MM-DD, UTC) the ignore applies; after it the finding counts again. */
  expires?: string;
  /** `.k8s-upgrade-check.yaml:12`, for reports. */
  source: string;
}

export interface Config {
  /** The file as shown to the user (relative to the working directory). */
  file: string;
  /** Directory that `file` globs are relative to. */
  directory: string;
  target?: string;
  failOn?: FailOnLevel;
  rules: Map<string, RuleSetting>;
  ignores: IgnoreEntry[];
}

const TOP_LEVEL_KEYS = ['target', 'failOn', 'rules', 'ignores'];
const IGNORE_KEYS = ['rule', 'kind', 'namespace', 'name', 'file', 'reason', 'expires'];
const MATCH_KEYS = ['kind', 'namespace', 'name', 'file'] as const;
const RULE_SETTINGS: readonly RuleSetting[] = [...SEVERITIES, 'off'];

/** `.k8s-upgrade-check.yaml` in the working directory, else at the root of the git repository holding it. */
export function findConfigFile(cwd: string): string | undefined {
  const here = join(cwd, CONFIG_FILE_NAME);
  if (isFile(here)) return here;
  const root = gitRoot(cwd);
  if (root && root !== resolve(cwd)) {
    const atRoot = join(root, CONFIG_FILE_NAME);
    if (isFile(atRoot)) return atRoot;
  }
  return undefined;
}

function gitRoot(cwd: string): string | undefined {
  let directory = resolve(cwd);
  for (;;) {
    // `.git` is a directory in a clone and a file in a worktree or submodule.
    if (existsSync(join(directory, '.git'))) return directory;
    const parent = dirname(directory);
    if (parent === directory) return undefined;
    directory = parent;
  }
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Reads and validates a configuration file; `ruleIds` are the rules this version knows. */
export function loadConfig(path: string, cwd: string, ruleIds: readonly string[]): Config {
  const absolute = resolve(cwd, path);
  const display = relative(cwd, absolute) || absolute;
  let text: string;
  try {
    text = readFileSync(absolute, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException)?.code;
    const reason = code === 'ENOENT' ? 'no such file' : code === 'EACCES' ? 'permission denied' : code === 'EISDIR' ? 'is a directory' : String((error as Error)?.message ?? error);
    throw new UsageError(`cannot read configuration ${display}: ${reason}`);
  }
  return parseConfig(text, { file: display, directory: dirname(absolute), ruleIds });
}

export function parseConfig(rawText: string, where: { file: string; directory: string; ruleIds: readonly string[] }): Config {
  const text = rawText.charCodeAt(0) === 0xfeff ? rawText.slice(1) : rawText;
  const config: Config = { file: where.file, directory: where.directory, rules: new Map(), ignores: [] };
  let document: unknown;
  let positions: DocumentPositions | undefined;
  try {
    // Every scalar stays a string: `target: 1.30` must not become the number 1.3, nor a date a Date.
    positions = positionsOf(text, { schema: yaml.FAILSAFE_SCHEMA, filename: where.file });
    document = positions?.value;
  } catch (error) {
    if (error instanceof yaml.YAMLException) {
      throw new UsageError(`${where.file}:${(error.mark?.line ?? 0) + 1}: not valid YAML (${error.reason})`);
    }
    throw error;
  }
  if (document === null || document === undefined) return config;

  const fail: Fail = (path, message) => {
    const line = path.length > 0 && positions ? positions.locate(path).line : 1;
    throw new UsageError(`${where.file}:${line}: ${message}`);
  };
  if (!isMap(document)) fail([], 'expected a mapping with target, failOn, rules and ignores');
  const top = document as Record<string, unknown>;
  checkKeys(top, [], TOP_LEVEL_KEYS, '', fail);

  if ('target' in top) {
    const value = scalar(top.target, ['target'], 'target', fail);
    try {
      config.target = parseVersionFlag('target', value);
    } catch (error) {
      fail(['target'], (error as Error).message);
    }
  }
  if ('failOn' in top) {
    const value = scalar(top.failOn, ['failOn'], 'failOn', fail);
    if (!(FAIL_ON_LEVELS as readonly string[]).includes(value)) fail(['failOn'], `failOn: "${value}" is not one of ${FAIL_ON_LEVELS.join(', ')}`);
    config.failOn = value as FailOnLevel;
  }
  if ('rules' in top && top.rules !== null) {
    if (!isMap(top.rules)) fail(['rules'], 'rules: expected a mapping of rule id to error, warning, info or off');
    for (const [ruleId, setting] of Object.entries(top.rules as Record<string, unknown>)) {
      const path = ['rules', ruleId];
      checkRuleId(ruleId, path, `rules.${ruleId}`, where.ruleIds, fail);
      const value = scalar(setting, path, `rules.${ruleId}`, fail);
      if (!(RULE_SETTINGS as readonly string[]).includes(value)) fail(path, `rules.${ruleId}: "${value}" is not one of ${RULE_SETTINGS.join(', ')}`);
      config.rules.set(ruleId, value as RuleSetting);
    }
  }
  if ('ignores' in top && top.ignores !== null) {
    if (!Array.isArray(top.ignores)) fail(['ignores'], 'ignores: expected a list of entries with rule, reason and kind, namespace, name or file');
    (top.ignores as unknown[]).forEach((entry, i) => config.ignores.push(parseIgnore(entry, i, positions!, where, fail)));
  }
  return config;
}

type Fail = (path: Path, message: string) => never;

function parseIgnore(entry: unknown, i: number, positions: DocumentPositions, where: { file: string; ruleIds: readonly string[] }, fail: Fail): IgnoreEntry {
  const at = ['ignores', i];
  const label = `ignores[${i}]`;
  if (!isMap(entry)) fail(at, `${label}: expected a mapping with rule, reason and kind, namespace, name or file`);
  const fields = entry as Record<string, unknown>;
  checkKeys(fields, at, IGNORE_KEYS, `${label}.`, fail);
  if (!('rule' in fields)) fail(at, `${label} has no rule: name the rule id it ignores`);
  const rule = scalar(fields.rule, [...at, 'rule'], `${label}.rule`, fail);
  checkRuleId(rule, [...at, 'rule'], `${label}.rule`, where.ruleIds, fail);
  const reason = 'reason' in fields ? scalar(fields.reason, [...at, 'reason'], `${label}.reason`, fail).trim() : '';
  if (reason === '') fail('reason' in fields ? [...at, 'reason'] : at, `${label} has no reason: say why this finding is accepted, for the next reader`);
  const ignore: IgnoreEntry = { rule, reason, source: `${where.file}:${positions.locate(at).line}` };
  for (const key of MATCH_KEYS) {
    if (!(key in fields)) continue;
    const value = scalar(fields[key], [...at, key], `${label}.${key}`, fail);
    if (value === '') fail([...at, key], `${label}.${key} is empty`);
    ignore[key] = key === 'file' ? value.replace(/^\.\//, '') : value;
  }
  if (!MATCH_KEYS.some((key) => ignore[key] !== undefined)) {
    fail(at, `${label} matches every object: add kind, namespace, name or file (to turn the rule off everywhere, use rules: {${rule}: off})`);
  }
  if ('expires' in fields) {
    const value = scalar(fields.expires, [...at, 'expires'], `${label}.expires`, fail);
    if (!isDate(value)) fail([...at, 'expires'], `${label}.expires: "${value}" is not a date (use YYYY-MM-DD)`);
    ignore.expires = value;
  }
  return ignore;
}

function checkKeys(fields: Record<string, unknown>, at: Path, allowed: readonly string[], prefix: string, fail: Fail): void {
  for (const key of Object.keys(fields)) {
    if (allowed.includes(key)) continue;
    const suggestion = closest(key, allowed);
    fail([...at, key], `unknown key "${prefix}${key}"${suggestion ? `; did you mean "${suggestion}"?` : ''} (allowed: ${allowed.join(', ')})`);
  }
}

function checkRuleId(ruleId: string, path: Path, label: string, known: readonly string[], fail: Fail): void {
  if (known.includes(ruleId)) return;
  const suggestion = closest(ruleId, known);
  fail(path, `${label}: unknown rule "${ruleId}"${suggestion ? `; did you mean "${suggestion}"?` : ''} ("k8s-upgrade-check rules" lists them)`);
}

function scalar(value: unknown, path: Path, label: string, fail: Fail): string {
  if (typeof value === 'string') return value;
  return fail(path, `${label}: expected a single value, not ${value === null ? 'nothing' : Array.isArray(value) ? 'a list' : 'a mapping'}`);
}

function isMap(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The allowed word a typo most likely meant, if one is close enough. */
function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  const normalized = word.toLowerCase().replace(/[-_]/g, '');
  for (const candidate of candidates) {
    const distance = normalized === candidate.toLowerCase().replace(/[-_]/g, '') ? 0 : editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return bestDistance <= Math.max(2, Math.floor(word.length / 4)) ? best : undefined;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/**
 * `*` matches within one path segment, `**` across segments, `?` one character; everything else
 * is literal. Names, namespaces and kinds have no `/`, so for them `*` matches anything.
 */
export function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i];
    if (ch === '*' && glob[i + 1] === '*') {
      i++;
      if (glob[i + 1] === '/') {
        i++;
        source += '(?:.*/)?';
      } else {
        source += '.*';
      }
    } else if (ch === '*') {
      source += '[^/]*';
    } else if (ch === '?') {
      source += '[^/]';
    } else {
      source += ch.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${source}$`);
}

/** The configuration given with --config, else the one found for the working directory, else none. */
export function resolveConfig(explicitPath: string | undefined, cwd: string, ruleIds: readonly string[]): Config | undefined {
  const path = explicitPath ?? findConfigFile(cwd);
  return path === undefined ? undefined : loadConfig(path, cwd, ruleIds);
}
