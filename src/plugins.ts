/**
 * A team's own rules: modules named under `plugins:` in the configuration file, each default-
 * exporting a rule made with `defineRule` (or a list of them). They run like the built-in rules.
 * A module that cannot be found, loaded or read as rules stops the run with one line naming it;
 * a rule that throws while checking becomes a finding, as built-in rules do (see the engine).
 * A plugin that ends the process, never finishes loading, loops, or prints stops the run or is
 * kept off the report: see plugin-guard.ts.
 */
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Config, PluginEntry } from './config.js';
import { UsageError, firstLine } from './errors.js';
import { SEVERITIES } from './model.js';
import type { Rule } from './rule.js';
import type { PluginGuard } from './plugin-guard.js';
import { pluginGuard } from './plugin-guard.js';

const RULE_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const DOC_FIELDS = ['summary', 'changed', 'affected', 'why', 'fix'] as const;
/** A rule's functions: what the engine calls, so what the guard watches. */
const HOOKS = ['init', 'appliesTo', 'check', 'checkAll', 'checkProblem'] as const;

/** The rules of every plugin the configuration names, in the order named. */
export async function loadPlugins(config: Config, builtin: readonly Rule[]): Promise<Rule[]> {
  // without plugins the guard is never installed: a run without them pays nothing for it
  if (config.plugins.length === 0) return [];
  const loaded: Rule[] = [];
  const owners = new Map<string, string>(builtin.map((rule) => [rule.id, 'a built-in rule']));
  const guard = pluginGuard();
  for (const entry of config.plugins) {
    const label = `plugin ${entry.specifier} (${entry.source})`;
    const file = resolvePlugin(entry, config, label);
    const plugin = guard.register(label);
    const exported = await importDefault(file, label, guard, plugin);
    const rules = Array.isArray(exported) ? exported : [exported];
    if (rules.length === 0) throw new UsageError(`${label}: its default export is an empty list; export a rule made with defineRule, or a list of them`);
    rules.forEach((rule, i) => {
      const problem = ruleProblem(rule);
      const which = Array.isArray(exported) ? `item ${i} of its default export` : 'its default export';
      if (problem) throw new UsageError(`${label}: ${which} is not a rule made with defineRule: ${problem}`);
      const owner = owners.get((rule as Rule).id);
      if (owner) throw new UsageError(`${label}: rule id "${(rule as Rule).id}" is already the id of ${owner}; give the rule an id of its own`);
      owners.set((rule as Rule).id, `a rule of plugin ${entry.specifier}`);
      loaded.push(guarded(rule as Rule, guard, plugin));
    });
  }
  return loaded;
}

/** A path relative to the configuration file, or a package resolved from the configuration file's directory. */
function resolvePlugin(entry: PluginEntry, config: Config, label: string): string {
  const { specifier } = entry;
  if (specifier.startsWith('.') || isAbsolute(specifier)) {
    const file = resolve(config.directory, specifier);
    return checkModuleFile(file, label, (stats) => {
      if (!stats) return `no such file (${relative(process.cwd(), file) || file})`;
      return stats.isDirectory() ? `not a file; name the module file, e.g. ${join(specifier, 'index.js')}` : undefined;
    });
  }
  let file: string;
  try {
    file = createRequire(join(config.directory, 'noop.js')).resolve(specifier);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ERR_PACKAGE_PATH_NOT_EXPORTED') {
      throw new UsageError(
        `${label}: the package exports no entry point that can be resolved from here; name its module file instead (./node_modules/${specifier}/...)`,
      );
    }
    throw new UsageError(
      `${label}: package not found from ${relative(process.cwd(), config.directory) || '.'}; install it (npm install --save-dev ${specifier}) or give a path starting with ./`,
    );
  }
  if (!isAbsolute(file)) throw new UsageError(`${label}: ${file} is a module of Node.js itself, not a plugin; name a rule module`);
  return checkModuleFile(file, label, (stats) => (stats ? undefined : `its entry point ${file} does not exist`));
}

/**
 * Only a regular file is imported: importing a named pipe waits for a writer for ever, and a
 * device (a link to /dev/zero) is read until memory runs out. `problem` words the common cases.
 */
function checkModuleFile(file: string, label: string, problem: (stats: ReturnType<typeof statSync> | undefined) => string | undefined): string {
  let stats: ReturnType<typeof statSync>;
  try {
    stats = statSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ENOTDIR') throw new UsageError(`${label}: cannot read it: ${firstLine(error)}`);
  }
  const known = problem(stats);
  if (known) throw new UsageError(`${label}: ${known}`);
  if (!stats!.isFile())
    throw new UsageError(
      `${label}: not a regular file (${stats!.isFIFO() ? 'a named pipe' : stats!.isSocket() ? 'a socket' : 'a device'}); name the rule module's file`,
    );
  return file;
}

async function importDefault(file: string, label: string, guard: PluginGuard, plugin: number): Promise<unknown> {
  let module: { default?: unknown };
  try {
    module = (await guard.load(plugin, pathToFileURL(file).href)) as { default?: unknown };
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`${label}: cannot load it: ${firstLine(error)}`);
  }
  if (module.default === undefined) throw new UsageError(`${label}: it has no default export; end it with export default defineRule({...}) or a list of rules`);
  return module.default;
}

/** The rule with each of its functions called through the guard, which knows then whose code runs. */
function guarded(rule: Rule, guard: PluginGuard, plugin: number): Rule {
  // the same object for everything but the hooks, prototype included (a rule may be a class instance)
  const copy: Record<string, unknown> = Object.create(Object.getPrototypeOf(rule) as object);
  Object.assign(copy, rule);
  for (const hook of HOOKS) {
    const fn = rule[hook] as ((...args: unknown[]) => unknown) | undefined;
    if (fn) copy[hook] = guard.wrap(plugin, `its rule ${rule.id} (${hook})`, fn);
  }
  if (rule.needs) copy.needs = { ...rule.needs, test: guard.wrap(plugin, `its rule ${rule.id} (needs.test)`, rule.needs.test) };
  return copy as unknown as Rule;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** What keeps a value from being a rule the engine, the reporters and `explain` can use; undefined when it is one. */
export function ruleProblem(value: unknown): string | undefined {
  if (!isObject(value)) return `expected an object, got ${Array.isArray(value) ? 'a list' : value === null ? 'null' : typeof value}`;
  const rule = value;
  if (typeof rule.id !== 'string' || !RULE_ID.test(rule.id)) return `id must be a kebab-case string such as no-latest-tag, got ${JSON.stringify(rule.id)}`;
  if (typeof rule.release !== 'string' || !/^(core|1\.\d+)$/.test(rule.release))
    return `release must be "core" or a Kubernetes minor such as "1.37", got ${JSON.stringify(rule.release)}`;
  if (!(SEVERITIES as readonly unknown[]).includes(rule.severity))
    return `severity must be one of ${SEVERITIES.join(', ')}, got ${JSON.stringify(rule.severity)}`;
  if (!isStringList(rule.kinds)) return 'kinds must be a list of kinds (or ["*"])';
  if (rule.lookups !== undefined && !isStringList(rule.lookups)) return 'lookups must be a list of kinds';
  if (!isObject(rule.docs)) return 'docs is missing';
  for (const field of DOC_FIELDS) if (typeof rule.docs[field] !== 'string' || rule.docs[field].trim() === '') return `docs.${field} is missing`;
  const sources = rule.docs.sources;
  if (!Array.isArray(sources) || sources.some((s) => !isObject(s) || typeof s.title !== 'string' || typeof s.url !== 'string'))
    return 'docs.sources must be a list of { title, url }';
  if (!isObject(rule.messages) || Object.keys(rule.messages).length === 0 || Object.values(rule.messages).some((m) => typeof m !== 'string'))
    return 'messages must map message ids to templates';
  if (rule.fixes !== undefined && (!isObject(rule.fixes) || Object.values(rule.fixes).some((m) => typeof m !== 'string')))
    return 'fixes must map message ids to templates';
  if (rule.needs !== undefined && (!isObject(rule.needs) || typeof rule.needs.test !== 'function' || !isStringList(rule.needs.kinds)))
    return 'needs must be an object with a test function and a list of kinds';
  for (const hook of HOOKS) {
    if (rule[hook] !== undefined && typeof rule[hook] !== 'function') return `${hook} must be a function`;
  }
  if (!rule.check && !rule.checkAll && !rule.checkProblem) return 'it has no check, checkAll or checkProblem';
  return undefined;
}
