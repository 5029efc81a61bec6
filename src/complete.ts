/**
 * Completion of one word of a command line, in cobra's protocol: the candidates, one a line (a tab
 * then a description where there is one), then `:<directive>`. kubectl uses it for plugins
 * (kubectl's plugin_completion.go): `kubectl upgrade-check <TAB>` runs
 * `kubectl_complete-upgrade_check ARGS... WORD` and hands the answer to the shell.
 */
import { execFileSync } from 'node:child_process';
import type { CommandSpec, OptionSpec, Values } from './completion.js';

/** cobra's ShellCompDirective bits (spf13/cobra, completions.go). */
export const DIRECTIVE = {
  /** The shell may complete file names when no candidate fits. */
  default: 0,
  /** No space after the candidate: the user goes on typing (after `cert-manager=`). */
  noSpace: 2,
  noFileComp: 4,
  /** The candidates are file extensions: complete files that have one of them. */
  filterFileExt: 8,
  /** Complete directory names only. */
  filterDirs: 16,
} as const;

const MANIFEST_EXTENSIONS = ['yaml', 'yml', 'json'];

export interface CompleteOptions {
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** Runs a command and returns its standard output, or undefined when it fails. */
  runCommand?: (command: string, args: string[]) => string | undefined;
}

interface Answer {
  candidates: string[];
  directive: number;
}

/** `words` are the arguments after the program name; the last is the word being completed (may be empty). */
export function completeCommandLine(spec: CommandSpec, words: readonly string[], options: CompleteOptions): string {
  const { candidates, directive } = complete(spec, words.length ? words : [''], options);
  return [...candidates, `:${directive}`].join('\n') + '\n';
}

function complete(spec: CommandSpec, words: readonly string[], options: CompleteOptions): Answer {
  const current = words[words.length - 1];
  const before = words.slice(0, -1);
  const state = readLine(spec, before);
  if (state.pendingValue) return completeValue(state.pendingValue, current, '', before, options);

  const equals = /^(--[^=]+)=(.*)$/.exec(current);
  if (equals) {
    const option = findOption(state.command, equals[1]);
    if (option?.value) return completeValue(option, equals[2], `${equals[1]}=`, before, options);
    return { candidates: [], directive: DIRECTIVE.noFileComp };
  }
  if (current.startsWith('-')) return completeOptionNames(state.command, state.seen, current);

  const command = state.command;
  if (command === spec && !state.positional) {
    const subcommands = spec.commands.filter((c) => c.name.startsWith(current)).map((c) => described(c.name, c.description));
    // the scan's paths are files: offered once no subcommand fits what is typed
    if (subcommands.length > 0 || !spec.argument) return { candidates: subcommands, directive: DIRECTIVE.noFileComp };
  }
  if (command.argument && (command === spec || !state.positional))
    return completeValue({ value: command.argument, valueName: command.argumentName }, current, '', before, options);
  return { candidates: [], directive: DIRECTIVE.noFileComp };
}

interface LineState {
  command: CommandSpec;
  /** Options already given, so that one that cannot repeat is not offered again. */
  seen: Set<OptionSpec>;
  positional: boolean;
  /** The option whose value the word being completed is. */
  pendingValue?: OptionSpec;
}

/** Which command the words select, which options they give, and whether the last of them waits for a value. */
function readLine(spec: CommandSpec, words: readonly string[]): LineState {
  const state: LineState = { command: spec, seen: new Set(), positional: false };
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    if (word === '--') {
      state.positional = true;
      continue;
    }
    if (word.startsWith('-') && word !== '-') {
      const name = word.startsWith('--') ? word.split('=')[0] : word.slice(0, 2);
      const option = findOption(state.command, name);
      if (!option) continue;
      state.seen.add(option);
      // `--output json` takes the next word; `--output=json` and `-ojson` do not
      const attached = word.includes('=') || (!word.startsWith('--') && word.length > 2);
      if (option.value && !attached) {
        if (i === words.length - 1) state.pendingValue = option;
        else i++;
      }
      continue;
    }
    const sub = state.command === spec && !state.positional ? spec.commands.find((c) => c.name === word) : undefined;
    if (sub) state.command = sub;
    else state.positional = true;
  }
  return state;
}

function findOption(command: CommandSpec, name: string): OptionSpec | undefined {
  return command.options.find((o) => o.long === name || o.short === name);
}

function completeOptionNames(command: CommandSpec, seen: Set<OptionSpec>, current: string): Answer {
  const candidates: string[] = [];
  for (const option of command.options) {
    if (seen.has(option) && !option.repeatable) continue;
    for (const name of [option.long, current.startsWith('--') ? undefined : option.short]) {
      if (name?.startsWith(current)) candidates.push(described(name, option.description));
    }
  }
  return { candidates, directive: DIRECTIVE.noFileComp };
}

function completeValue(
  option: Pick<OptionSpec, 'value' | 'valueName'>,
  current: string,
  prefix: string,
  before: readonly string[],
  options: CompleteOptions,
): Answer {
  const values = option.value as Values;
  switch (values.type) {
    case 'words': {
      const candidates = values.words.filter((w) => w.startsWith(current)).map((w) => prefix + w);
      const unfinished = candidates.length > 0 && candidates.every((c) => c.endsWith('='));
      // past `sarif=` the rest is a path, which the shell completes
      if (candidates.length === 0 && current.includes('=')) return { candidates, directive: DIRECTIVE.default };
      return { candidates, directive: unfinished ? DIRECTIVE.noFileComp | DIRECTIVE.noSpace : DIRECTIVE.noFileComp };
    }
    case 'contexts':
      return {
        candidates: contexts(before, options)
          .filter((c) => c.startsWith(current))
          .map((c) => prefix + c),
        directive: DIRECTIVE.noFileComp,
      };
    case 'files':
      if (option.valueName === 'dir') return { candidates: [], directive: DIRECTIVE.filterDirs };
      // manifests are YAML or JSON; a kubeconfig or a report path can be any file
      if (/^paths?$/.test(option.valueName)) return { candidates: MANIFEST_EXTENSIONS, directive: DIRECTIVE.filterFileExt };
      return { candidates: [], directive: DIRECTIVE.default };
    case 'free':
      return { candidates: [], directive: DIRECTIVE.noFileComp };
  }
}

/** kubectl's own list of contexts, of the kubeconfig given on the line if there is one. */
function contexts(before: readonly string[], options: CompleteOptions): string[] {
  const args = ['config', 'get-contexts', '-o', 'name'];
  const at = before.findIndex((w) => w === '--kubeconfig' || w.startsWith('--kubeconfig='));
  if (at >= 0) {
    const value = before[at].includes('=') ? before[at].slice(before[at].indexOf('=') + 1) : before[at + 1];
    if (value) args.push('--kubeconfig', value);
  }
  const run = options.runCommand ?? ((command: string, argv: string[]) => runQuietly(command, argv, options));
  const output = run('kubectl', args);
  return output
    ? output
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)
    : [];
}

function runQuietly(command: string, args: string[], options: CompleteOptions): string | undefined {
  try {
    return execFileSync(command, args, { cwd: options.cwd, env: options.env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 5000 });
  } catch {
    return undefined;
  }
}

/** cobra's "candidate<TAB>description", which zsh and fish show beside the candidate. */
function described(candidate: string, description: string): string {
  return description ? `${candidate}\t${description}` : candidate;
}
