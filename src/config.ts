/**
 * The repository's `.k8s-upgrade-check.yaml`: default target and --fail-on, per-rule severity or
 * `off`, ignores that must say why, the add-on releases moved to, the team's own API rows and rule
 * modules. A mistake in it stops the run (exit 2) with the file, line and key, because a typo in an
 * ignore would otherwise silently un-ignore or over-ignore findings.
 */
import { statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import yaml from 'js-yaml';
import { UsageError } from './errors.js';
import type { Path, Severity } from './model.js';
import { SEVERITIES } from './model.js';
import type { DocumentPositions } from './sources/positions.js';
import { positionsOf } from './sources/positions.js';
import { readInput } from './sources/read-input.js';
import { compareAddonVersions, compareMinor, normalizeMinor, parseAddonVersion, parseVersionFlag } from './versions.js';
import type { AddonTargetSetting, UserApiRow } from './kube/api-table.js';
import { knownAddonNames } from './kube/api-table.js';
import { findGitRoot } from './repository.js';
import { closest } from './suggest.js';
import { CONFIG_FILE_NAME, FAIL_ON_LEVELS } from './cli-names.js';
import type { FailOnLevel } from './cli-names.js';

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

/** A rule module named under `plugins:`. */
export interface PluginEntry {
  /** As written: a path relative to the configuration file, or a package name. */
  specifier: string;
  /** `.k8s-upgrade-check.yaml:7`, for errors. */
  source: string;
}

/** A rule id the file names, checked once every rule (plugins too) is known. */
interface RuleReference {
  ruleId: string;
  label: string;
  line: number;
}

const ruleReferences = new WeakMap<Config, RuleReference[]>();

export interface Config {
  /** The file as shown to the user (relative to the working directory). */
  file: string;
  /** Directory that `file` globs and plugin paths are relative to. */
  directory: string;
  target?: string;
  failOn?: FailOnLevel;
  rules: Map<string, RuleSetting>;
  ignores: IgnoreEntry[];
  /** Add-on releases moved to, by add-on name (`addons:`). */
  addons: Map<string, AddonTargetSetting>;
  /** The team's own API rows (`apis:`), one per apiVersion and kind. */
  apis: UserApiRow[];
  plugins: PluginEntry[];
}

const TOP_LEVEL_KEYS = ['target', 'failOn', 'rules', 'ignores', 'addons', 'apis', 'plugins'];
const API_KEYS = ['apiVersion', 'kind', 'kinds', 'addon', 'deprecatedIn', 'removedIn', 'droppedFromCrdIn', 'replacement', 'notes', 'url'];
const API_VERSION = /^([a-z0-9]([a-z0-9.-]*[a-z0-9])?\/)?v\d+[a-z0-9]*$/;
const ADDON_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const IGNORE_KEYS = ['rule', 'kind', 'namespace', 'name', 'file', 'reason', 'expires'];
const MATCH_KEYS = ['kind', 'namespace', 'name', 'file'] as const;
const RULE_SETTINGS: readonly RuleSetting[] = [...SEVERITIES, 'off'];

/** `.k8s-upgrade-check.yaml` in the working directory, else at the root of the git repository holding it. */
export function findConfigFile(cwd: string): string | undefined {
  const here = join(cwd, CONFIG_FILE_NAME);
  if (isFile(here)) return here;
  const root = findGitRoot(cwd);
  if (root && root !== resolve(cwd)) {
    const atRoot = join(root, CONFIG_FILE_NAME);
    if (isFile(atRoot)) return atRoot;
  }
  return undefined;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** A configuration file is a few kilobytes; far more is no configuration file (`--config /dev/zero`). */
const CONFIG_MAX_BYTES = 16 * 1024 * 1024;

/** Reads and validates a configuration file; `ruleIds` are the rules this version knows (see `parseConfig`). */
export function loadConfig(path: string, cwd: string, ruleIds?: readonly string[]): Config {
  const absolute = resolve(cwd, path);
  const display = relative(cwd, absolute) || absolute;
  const read = readInput(absolute, { maxBytes: CONFIG_MAX_BYTES });
  if (!('text' in read)) throw new UsageError(`cannot read configuration ${display}: ${read.failure.reason}`);
  return parseConfig(read.text, { file: display, directory: dirname(absolute), ruleIds });
}

/**
 * Parses and validates a configuration file. Rule ids it names are checked against `ruleIds` when
 * given; a caller that loads the file's plugins first checks them afterwards with `checkRuleReferences`.
 */
export function parseConfig(rawText: string, where: { file: string; directory: string; ruleIds?: readonly string[] }): Config {
  const text = rawText.charCodeAt(0) === 0xfeff ? rawText.slice(1) : rawText;
  const config: Config = { file: where.file, directory: where.directory, rules: new Map(), ignores: [], addons: new Map(), apis: [], plugins: [] };
  const references: RuleReference[] = [];
  ruleReferences.set(config, references);
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
  if (!isMap(document)) fail([], `expected a mapping with ${TOP_LEVEL_KEYS.slice(0, -1).join(', ')} and ${TOP_LEVEL_KEYS.at(-1)}`);
  const lineOf = (path: Path) => positions!.locate(path).line;
  const refer = (ruleId: string, path: Path, label: string) => references.push({ ruleId, label, line: lineOf(path) });
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
      refer(ruleId, path, `rules.${ruleId}`);
      const value = scalar(setting, path, `rules.${ruleId}`, fail);
      if (!(RULE_SETTINGS as readonly string[]).includes(value)) fail(path, `rules.${ruleId}: "${value}" is not one of ${RULE_SETTINGS.join(', ')}`);
      config.rules.set(ruleId, value as RuleSetting);
    }
  }
  if ('ignores' in top && top.ignores !== null) {
    if (!Array.isArray(top.ignores)) fail(['ignores'], 'ignores: expected a list of entries with rule, reason and kind, namespace, name or file');
    (top.ignores as unknown[]).forEach((entry, i) => config.ignores.push(parseIgnore(entry, i, positions!, where, fail, refer)));
  }
  if ('apis' in top && top.apis !== null) {
    if (!Array.isArray(top.apis)) fail(['apis'], 'apis: expected a list of entries with apiVersion, kind and deprecatedIn or removedIn');
    (top.apis as unknown[]).forEach((entry, i) => config.apis.push(...parseApi(entry, i, config.apis, where.file, lineOf, fail)));
  }
  if ('addons' in top && top.addons !== null) {
    if (!isMap(top.addons)) fail(['addons'], 'addons: expected a mapping of add-on name to the release you move to, e.g. cert-manager: v1.7.0');
    const known = knownAddonNames(config.apis);
    for (const [name, setting] of Object.entries(top.addons as Record<string, unknown>)) {
      const path = ['addons', name];
      const version = scalar(setting, path, `addons.${name}`, fail);
      config.addons.set(
        checkAddonTarget(name, version, known, `addons.${name}`, (message) => fail(path, message)),
        { version, source: `${where.file}:${lineOf(path)}` },
      );
    }
  }
  if ('plugins' in top && top.plugins !== null) {
    if (!Array.isArray(top.plugins))
      fail(['plugins'], 'plugins: expected a list of rule modules: paths relative to this file (./rules/my-rule.js) or package names');
    (top.plugins as unknown[]).forEach((entry, i) => {
      const path = ['plugins', i];
      const specifier = scalar(entry, path, `plugins[${i}]`, fail).trim();
      if (specifier === '') fail(path, `plugins[${i}] is empty`);
      const twice = config.plugins.find((p) => p.specifier === specifier);
      if (twice) fail(path, `plugins[${i}]: ${specifier} is already listed (${twice.source})`);
      config.plugins.push({ specifier, source: `${where.file}:${lineOf(path)}` });
    });
  }
  if (where.ruleIds) checkRuleReferences(config, where.ruleIds);
  return config;
}

/** Rule ids named by `rules:` and `ignores:` must exist, among the built-in rules and the plugins' rules. */
export function checkRuleReferences(config: Config, ruleIds: readonly string[]): void {
  for (const ref of ruleReferences.get(config) ?? []) {
    if (ruleIds.includes(ref.ruleId)) continue;
    const suggestion = closest(ref.ruleId, ruleIds);
    throw new UsageError(
      `${config.file}:${ref.line}: ${ref.label}: unknown rule "${ref.ruleId}"${suggestion ? `; did you mean "${suggestion}"?` : ''} ("k8s-upgrade-check rules" lists them)`,
    );
  }
}

/** Validates an add-on name and release (of `addons:` or `--addon`) and returns the name. */
function checkAddonTarget(name: string, version: string, known: readonly string[], label: string, fail: (message: string) => never): string {
  if (!known.includes(name)) {
    const suggestion = closest(name, known);
    fail(
      `${label}: unknown add-on "${name}"${suggestion ? `; did you mean "${suggestion}"?` : ''} (known: ${[...known].sort().join(', ')}; rows of your own under apis: can name more)`,
    );
  }
  if (!parseAddonVersion(version)) fail(`${label}: "${version}" is not a release version; use the add-on's release, e.g. v1.7.0`);
  return name;
}

/** `--addon NAME=VERSION`, repeatable; a later one for the same add-on wins. `known` are the add-on names of the run. */
export function parseAddonFlags(values: readonly string[], known: readonly string[]): Map<string, AddonTargetSetting> {
  const targets = new Map<string, AddonTargetSetting>();
  for (const value of values) {
    const eq = value.indexOf('=');
    const fail = (message: string): never => {
      throw new UsageError(message);
    };
    if (eq <= 0 || eq === value.length - 1) fail(`--addon "${value}": expected NAME=VERSION, e.g. --addon cert-manager=v1.7.0`);
    const name = value.slice(0, eq).trim();
    const version = value.slice(eq + 1).trim();
    targets.set(checkAddonTarget(name, version, known, `--addon ${value}`, fail), { version, source: '--addon' });
  }
  return targets;
}

/**
 * One entry of `apis:`: a row per kind, on the Kubernetes release axis or, with `addon:`, on that
 * add-on's. `earlier` are the rows of the entries before it, for duplicates.
 */
function parseApi(entry: unknown, i: number, earlier: readonly UserApiRow[], file: string, lineOf: (path: Path) => number, fail: Fail): UserApiRow[] {
  const at = ['apis', i];
  const label = `apis[${i}]`;
  if (!isMap(entry)) fail(at, `${label}: expected a mapping with apiVersion, kind and deprecatedIn or removedIn`);
  const fields = entry as Record<string, unknown>;
  checkKeys(fields, at, API_KEYS, `${label}.`, fail);
  const field = (key: string) => scalar(fields[key], [...at, key], `${label}.${key}`, fail).trim();
  if (!('apiVersion' in fields)) fail(at, `${label} has no apiVersion: name the GROUP/VERSION the row is about`);
  const apiVersion = field('apiVersion');
  if (!API_VERSION.test(apiVersion)) fail([...at, 'apiVersion'], `${label}.apiVersion: "${apiVersion}" is not GROUP/VERSION, e.g. example.com/v1beta1`);

  if ('kind' in fields === 'kinds' in fields) fail(at, `${label}: give either kind (one kind) or kinds (a list)`);
  let kinds: string[];
  if ('kind' in fields) {
    kinds = [field('kind')];
  } else {
    if (!Array.isArray(fields.kinds) || fields.kinds.length === 0) fail([...at, 'kinds'], `${label}.kinds: expected a list of kinds`);
    kinds = (fields.kinds as unknown[]).map((kind, j) => scalar(kind, [...at, 'kinds', j], `${label}.kinds[${j}]`, fail).trim());
  }
  kinds.forEach((kind, j) => {
    if (!/^[A-Za-z][A-Za-z0-9]*$/.test(kind))
      fail('kind' in fields ? [...at, 'kind'] : [...at, 'kinds', j], `${label}: "${kind}" is not a kind, e.g. Certificate`);
    if (kinds.indexOf(kind) !== j) fail([...at, 'kinds', j], `${label}.kinds: ${kind} is listed twice`);
  });

  let addon: string | undefined;
  if ('addon' in fields) {
    addon = field('addon');
    if (!ADDON_NAME.test(addon)) fail([...at, 'addon'], `${label}.addon: "${addon}" is not an add-on name (lower-case words joined by -, e.g. cert-manager)`);
  }
  const axis = addon === undefined ? 'Kubernetes minors such as 1.30 (the row has no addon:)' : `releases of ${addon} such as v2.1.0`;
  const version = (key: string): string | null => {
    if (!(key in fields)) return null;
    const value = field(key);
    // Kubernetes releases are 1.N minors; an add-on's are whatever its project numbers them.
    const minor = normalizeMinor(value);
    const normalized = addon === undefined ? (minor?.startsWith('1.') ? minor : undefined) : parseAddonVersion(value) ? value : undefined;
    if (!normalized) fail([...at, key], `${label}.${key}: "${value}" is not a release; its versions are ${axis}`);
    return normalized;
  };
  const deprecatedIn = version('deprecatedIn');
  const removedIn = version('removedIn');
  if (deprecatedIn === null && removedIn === null) fail(at, `${label} says nothing: give deprecatedIn, removedIn or both`);
  const compare = addon === undefined ? compareMinor : compareAddonVersions;
  if (deprecatedIn && removedIn && compare(deprecatedIn, removedIn) > 0)
    fail([...at, 'removedIn'], `${label}: removedIn ${removedIn} is before deprecatedIn ${deprecatedIn}`);
  let droppedFromCrdIn: string | null = null;
  if ('droppedFromCrdIn' in fields) {
    if (addon === undefined)
      fail([...at, 'droppedFromCrdIn'], `${label}.droppedFromCrdIn applies to add-on rows: add addon: with the add-on whose CRDs drop the version`);
    droppedFromCrdIn = version('droppedFromCrdIn');
    if (removedIn && compare(removedIn, droppedFromCrdIn!) > 0)
      fail([...at, 'droppedFromCrdIn'], `${label}: droppedFromCrdIn ${droppedFromCrdIn} is before removedIn ${removedIn}`);
  }

  let replacement: { apiVersion: string; kind?: string } | null = null;
  if ('replacement' in fields && fields.replacement !== null) {
    const path = [...at, 'replacement'];
    if (typeof fields.replacement === 'string') {
      replacement = { apiVersion: fields.replacement.trim() };
    } else if (isMap(fields.replacement)) {
      const r = fields.replacement as Record<string, unknown>;
      checkKeys(r, path, ['apiVersion', 'kind'], `${label}.replacement.`, fail);
      if (!('apiVersion' in r)) fail(path, `${label}.replacement has no apiVersion`);
      replacement = { apiVersion: scalar(r.apiVersion, [...path, 'apiVersion'], `${label}.replacement.apiVersion`, fail).trim() };
      if ('kind' in r) replacement.kind = scalar(r.kind, [...path, 'kind'], `${label}.replacement.kind`, fail).trim();
    } else {
      fail(path, `${label}.replacement: expected an apiVersion, or a mapping with apiVersion and kind`);
    }
    if (!API_VERSION.test(replacement.apiVersion)) fail(path, `${label}.replacement: "${replacement.apiVersion}" is not GROUP/VERSION`);
  }
  const notes = 'notes' in fields ? field('notes') : undefined;
  let url: string | undefined;
  if ('url' in fields) {
    url = field('url');
    if (!/^https?:\/\/\S+$/.test(url)) fail([...at, 'url'], `${label}.url: "${url}" is not an http(s) URL`);
    // explain lists an add-on's pages; a Kubernetes row's finding names the row itself
    if (addon === undefined)
      fail([...at, 'url'], `${label}.url applies to add-on rows (explain lists it among the add-on's sources): add addon:, or put the link in notes`);
  }

  return kinds.map((kind, j) => {
    const twice = earlier.find((row) => row.apiVersion === apiVersion && row.kind === kind);
    if (twice) fail('kind' in fields ? at : [...at, 'kinds', j], `${label}: ${apiVersion} ${kind} already has a row (${twice.source})`);
    return {
      apiVersion,
      kind,
      ...(addon !== undefined ? { addon } : {}),
      deprecatedIn,
      removedIn,
      ...(addon !== undefined ? { droppedFromCrdIn } : {}),
      replacement: replacement ? { apiVersion: replacement.apiVersion, kind: replacement.kind ?? kind } : null,
      ...(notes ? { notes } : {}),
      ...(url ? { url } : {}),
      source: `${file}:${lineOf(at)}`,
    };
  });
}

type Fail = (path: Path, message: string) => never;

function parseIgnore(
  entry: unknown,
  i: number,
  positions: DocumentPositions,
  where: { file: string },
  fail: Fail,
  refer: (ruleId: string, path: Path, label: string) => void,
): IgnoreEntry {
  const at = ['ignores', i];
  const label = `ignores[${i}]`;
  if (!isMap(entry)) fail(at, `${label}: expected a mapping with rule, reason and kind, namespace, name or file`);
  const fields = entry as Record<string, unknown>;
  checkKeys(fields, at, IGNORE_KEYS, `${label}.`, fail);
  if (!('rule' in fields)) fail(at, `${label} has no rule: name the rule id it ignores`);
  const rule = scalar(fields.rule, [...at, 'rule'], `${label}.rule`, fail);
  refer(rule, [...at, 'rule'], `${label}.rule`);
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

/** The configuration given with --config, else the one found for the working directory, else none. */
export function resolveConfig(explicitPath: string | undefined, cwd: string, ruleIds?: readonly string[]): Config | undefined {
  const path = explicitPath ?? findConfigFile(cwd);
  return path === undefined ? undefined : loadConfig(path, cwd, ruleIds);
}
