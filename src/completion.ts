import type { Argument, Command, Option } from 'commander';
import { supportedTargets } from './versions.js';

export const SHELLS = ['bash', 'zsh', 'fish'] as const;
export type Shell = (typeof SHELLS)[number];

/** What a shell may offer for an option's value or a positional argument. */
export type Values =
  | { type: 'words'; words: readonly string[] }
  | { type: 'files' }
  /** kubectl contexts, read from the user's kubeconfig when the user presses tab. */
  | { type: 'contexts' }
  /** Free text: nothing to offer, and no file names either. */
  | { type: 'free' };

export interface OptionSpec {
  /** `-o` */
  short?: string;
  /** `--output` */
  long?: string;
  description: string;
  /** Absent for flags that take no value. */
  value?: Values;
  /** The value's name from the flags (`<format>` -> `format`), shown by zsh. */
  valueName: string;
  repeatable: boolean;
}

export interface CommandSpec {
  name: string;
  description: string;
  options: OptionSpec[];
  /** Values for the first positional argument, when the command takes one. */
  argument?: Values;
  argumentName: string;
  commands: CommandSpec[];
}

/**
 * The command line as the shells need it, read from the commander program itself so that every
 * option added to the CLI is completed without touching this file. `argumentValues` names the
 * values of positional arguments that only the caller knows (rule ids for `explain <rule-id>`).
 */
export function describeCommandLine(program: Command, argumentValues: Record<string, readonly string[]> = {}): CommandSpec {
  // the scripts complete the standalone command, also when `kubectl upgrade-check completion` prints them
  return { ...describe(program, argumentValues), name: COMPLETED_COMMAND };
}

const COMPLETED_COMMAND = 'k8s-upgrade-check';

function describe(cmd: Command, argumentValues: Record<string, readonly string[]>, parent?: Command): CommandSpec {
  const help = cmd.createHelp();
  const subcommands = help.visibleCommands(cmd);
  const [first] = cmd.registeredArguments;
  return {
    name: cmd.name(),
    description: firstLine(cmd.description()),
    options: help.visibleOptions(cmd).map((option) => describeOption(option, argumentValues)),
    argument: first ? argumentSpec(first, argumentValues, parent) : undefined,
    argumentName: first?.name() ?? '',
    commands: subcommands.map((sub) => describe(sub, argumentValues, cmd)),
  };
}

function argumentSpec(argument: Argument, argumentValues: Record<string, readonly string[]>, parent: Command | undefined): Values {
  if (argument.argChoices) return { type: 'words', words: argument.argChoices };
  const known = argumentValues[argument.name()];
  if (known) return { type: 'words', words: known };
  if (/path|file|dir/.test(argument.name())) return { type: 'files' };
  // commander's own `help [command]` names a sibling command
  if (argument.name() === 'command' && parent) return { type: 'words', words: parent.commands.map((c) => c.name()) };
  return { type: 'free' };
}

function describeOption(option: Option, argumentValues: Record<string, readonly string[]>): OptionSpec {
  const description = firstLine(option.description);
  const placeholder = /[<[]([^>\]]+)[>\]]/.exec(option.flags)?.[1] ?? '';
  return {
    short: option.short,
    long: option.long,
    description,
    value: option.required || option.optional ? valuesOf(option, placeholder, argumentValues) : undefined,
    valueName: placeholder,
    repeatable: option.variadic || /\brepeatable\b/.test(description),
  };
}

/** Infers an option's values from its choices, its long name or the placeholder in its flags (`<path>`, `<version>`, `<rule-id>`). */
function valuesOf(option: Option, placeholder: string, argumentValues: Record<string, readonly string[]>): Values {
  if (option.argChoices) return { type: 'words', words: option.argChoices };
  const known = argumentValues[placeholder];
  if (known) return { type: 'words', words: known };
  if (option.long === '--context' || placeholder === 'context') return { type: 'contexts' };
  if (/version/.test(placeholder)) return { type: 'words', words: [...supportedTargets()].reverse() };
  if (/path|file|dir|kubeconfig/.test(placeholder)) return { type: 'files' };
  return { type: 'free' };
}

function firstLine(text: string): string {
  return text.split('\n')[0].trim();
}

export function completionScript(shell: Shell, spec: CommandSpec): string {
  switch (shell) {
    case 'bash':
      return bashScript(spec);
    case 'zsh':
      return zshScript(spec);
    case 'fish':
      return fishScript(spec);
  }
}

const KUBECTL_CONTEXTS = 'kubectl config get-contexts -o name 2>/dev/null';

function optionNames(option: OptionSpec): string[] {
  return [option.short, option.long].filter((name): name is string => Boolean(name));
}

/** A shell function name derived from the program name: `k8s-upgrade-check` -> `_k8s_upgrade_check`. */
function functionName(spec: CommandSpec): string {
  return `_${spec.name.replace(/[^A-Za-z0-9]/g, '_')}`;
}

// ---------------------------------------------------------------------------------------------
// bash

function bashScript(spec: CommandSpec): string {
  const fn = functionName(spec);
  const commands = [spec, ...spec.commands];
  const valueOptions = unique(commands.flatMap((cmd) => cmd.options.filter((o) => o.value).flatMap(optionNames)));
  const subcommandNames = spec.commands.map((c) => c.name);
  const branches = commands.map((cmd) => {
    const label = cmd === spec ? '""' : bashWord(cmd.name);
    const valueCases = cmd.options.filter((o) => o.value).map((o) => `        ${optionNames(o).join('|')}) ${bashValues(fn, o.value!)}; return ;;`);
    // at the top level a word is a subcommand or, when the program takes paths, a file name
    const positional =
      cmd !== spec
        ? cmd.argument && bashValues(fn, cmd.argument)
        : [bashValues(fn, { type: 'words', words: subcommandNames }), ...(spec.argument ? [bashValues(fn, spec.argument)] : [])].join('; ');
    const options = cmd.options.flatMap(optionNames);
    return [
      `    ${label})`,
      ...(valueCases.length ? ['      case "$prev" in', ...valueCases, '      esac'] : []),
      `      if [[ $cur == -* ]]; then`,
      `        ${fn}_words ${bashWord(options.join(' '))}`,
      ...(positional ? ['      else', `        ${positional}`] : []),
      '      fi',
      '      ;;',
    ].join('\n');
  });
  return `# bash completion for ${spec.name}
# Load it in the current shell:  source <(${spec.name} completion bash)
# or for every shell:            ${spec.name} completion bash > /etc/bash_completion.d/${spec.name}

${fn}_words() {
  local IFS=$' \\t\\n'
  COMPREPLY+=($(compgen -W "$1" -- "$cur"))
}

${fn}_files() {
  type compopt &>/dev/null && compopt -o filenames 2>/dev/null
  local IFS=$'\\n'
  COMPREPLY+=($(compgen -f -- "$cur"))
}

${fn}() {
  local cur="" prev="" cmd="" word i
  COMPREPLY=()
  cur="\${COMP_WORDS[COMP_CWORD]}"
  (( COMP_CWORD > 0 )) && prev="\${COMP_WORDS[COMP_CWORD-1]}"
  # "=" is a word break: "--output=js" arrives as "--output" "=" "js"
  if [[ $cur == "=" ]]; then
    cur=""
  elif [[ $prev == "=" ]] && (( COMP_CWORD > 1 )); then
    prev="\${COMP_WORDS[COMP_CWORD-2]}"
  fi

  # The subcommand is the first subcommand name that is not an option's value.
  i=1
  while (( i < COMP_CWORD )); do
    word="\${COMP_WORDS[i]}"
    case "$word" in
      ${valueOptions.join('|')})
        if [[ \${COMP_WORDS[i+1]} == "=" ]]; then (( i += 2 )); else (( i += 1 )); fi ;;
      ${subcommandNames.join('|')}) cmd="$word"; break ;;
    esac
    (( i += 1 ))
  done

  case "$cmd" in
${branches.join('\n')}
  esac
  return 0
}

complete -F ${fn} ${spec.name}
`;
}

function bashValues(fn: string, values: Values): string {
  switch (values.type) {
    case 'words':
      return `${fn}_words ${bashWord(values.words.join(' '))}`;
    case 'files':
      return `${fn}_files`;
    case 'contexts':
      return `${fn}_words "$(${KUBECTL_CONTEXTS})"`;
    case 'free':
      return 'COMPREPLY=()';
  }
}

function bashWord(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

// ---------------------------------------------------------------------------------------------
// zsh

function zshScript(spec: CommandSpec): string {
  const fn = `_${spec.name}`;
  const subcommands = spec.commands.map((c) => `      ${zshQuote(`${c.name.replace(/:/g, '\\:')}:${c.description}`)}`);
  const subcommandCases = spec.commands.map((cmd) =>
    [
      `        ${cmd.name})`,
      `          _arguments -s \\`,
      ...zshArguments(cmd, fn).map((line) => `            ${line} \\`),
      `            && ret=0`,
      '          ;;',
    ].join('\n'),
  );
  return `#compdef ${spec.name}
# zsh completion for ${spec.name}
# Load it in the current shell (after compinit):  source <(${spec.name} completion zsh)
# or for every shell: save it as ${fn} in a directory on $fpath, e.g.
#   ${spec.name} completion zsh > "\${fpath[1]}/${fn}"

${fn}_contexts() {
  local -a contexts
  contexts=(\${(f)"$(${KUBECTL_CONTEXTS})"})
  _describe -t contexts 'kubectl context' contexts
}

${fn}() {
  local curcontext="$curcontext" state line ret=1
  typeset -A opt_args

  _arguments -C -s \\
${zshArguments(spec, fn, ["'(-)1: :->command'", "'(-)*:: :->args'"])
  .map((line) => `    ${line} \\`)
  .join('\n')}
    && ret=0

  case $state in
    command)
      local -a commands
      commands=(
${subcommands.join('\n')}
      )
      _describe -t commands 'command' commands && ret=0${spec.argument ? `\n      ${zshAction(spec.argument, fn)} && ret=0` : ''}
      ;;
    args)
      curcontext="\${curcontext%:*:*}:${spec.name}-$line[1]:"
      case $line[1] in
${subcommandCases.join('\n')}${spec.argument ? `\n        *)\n          ${zshAction(spec.argument, fn)} && ret=0\n          ;;` : ''}
      esac
      ;;
  esac
  return ret
}

if [[ "$funcstack[1]" == "${fn}" ]]; then
  ${fn} "$@"
else
  compdef ${fn} ${spec.name}
fi
`;
}

function zshArguments(cmd: CommandSpec, fn: string, positional?: string[]): string[] {
  const lines = cmd.options.map((option) => zshOption(option, fn));
  if (positional) return [...lines, ...positional];
  if (cmd.argument) lines.push(zshQuote(`1:${zshEscape(cmd.argumentName)}:${zshAction(cmd.argument, fn)}`));
  return lines;
}

function zshOption(option: OptionSpec, fn: string): string {
  const names = optionNames(option);
  const description = `[${zshEscape(option.description)}]`;
  const action = option.value ? `:${zshEscape(option.valueName)}:${zshAction(option.value, fn)}` : '';
  // a value may follow in the same word (-ojson, --output=json) or in the next one
  const spelled = names.map((name) => (option.value ? (name.startsWith('--') ? `${name}=` : `${name}+`) : name));
  const exclusive = option.repeatable ? '*' : names.length > 1 ? `(${names.join(' ')})` : '';
  if (spelled.length === 1) return zshQuote(`${exclusive}${spelled[0]}${description}${action}`);
  return `${zshQuote(exclusive)}{${spelled.join(',')}}${zshQuote(`${description}${action}`)}`;
}

function zshAction(values: Values, fn: string): string {
  switch (values.type) {
    case 'words':
      return `(${values.words.map((w) => w.replace(/([\\() :'"])/g, '\\$1')).join(' ')})`;
    case 'files':
      return '_files';
    case 'contexts':
      return `${fn}_contexts`;
    case 'free':
      return ' ';
  }
}

/** Escapes the characters _arguments treats specially inside a description. */
function zshEscape(text: string): string {
  return text.replace(/([\\[\]:])/g, '\\$1');
}

function zshQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

// ---------------------------------------------------------------------------------------------
// fish

function fishScript(spec: CommandSpec): string {
  const name = spec.name;
  const subcommandNames = spec.commands.map((c) => c.name).join(' ');
  const atRoot = `not __fish_seen_subcommand_from ${subcommandNames}`;
  const lines = [
    `# fish completion for ${name}`,
    `# Load it in the current shell:  ${name} completion fish | source`,
    `# or for every shell:            ${name} completion fish > ~/.config/fish/completions/${name}.fish`,
    '',
    `complete -c ${name} -e`,
    '# no file names unless an option asks for a path',
    `complete -c ${name} -f`,
    ...spec.options.map((o) => fishOption(name, atRoot, o)),
    ...spec.commands.map((c) => `complete -c ${name} -n '__fish_use_subcommand' -a ${fishQuote(c.name)} -d ${fishQuote(c.description)}`),
    ...(spec.argument ? [`complete -c ${name} -n ${fishQuote(atRoot)} ${fishValues(spec.argument)}`] : []),
  ];
  for (const cmd of spec.commands) {
    const condition = `__fish_seen_subcommand_from ${cmd.name}`;
    lines.push(...cmd.options.map((o) => fishOption(name, condition, o)));
    if (cmd.argument) lines.push(`complete -c ${name} -n ${fishQuote(condition)} ${fishValues(cmd.argument)}`);
  }
  return lines.join('\n') + '\n';
}

function fishOption(name: string, condition: string, option: OptionSpec): string {
  const parts = [`complete -c ${name} -n ${fishQuote(condition)}`];
  if (option.short) parts.push(`-s ${option.short.replace(/^-/, '')}`);
  if (option.long) parts.push(`-l ${option.long.replace(/^--/, '')}`);
  if (option.value) parts.push(fishValues(option.value));
  parts.push(`-d ${fishQuote(option.description)}`);
  return parts.join(' ');
}

function fishValues(values: Values): string {
  switch (values.type) {
    case 'words':
      return `-x -a ${fishQuote(values.words.join(' '))}`;
    case 'files':
      return '-r -F';
    case 'contexts':
      return `-x -a ${fishQuote(`(${KUBECTL_CONTEXTS})`)}`;
    case 'free':
      return '-x';
  }
}

function fishQuote(text: string): string {
  return `'${text.replace(/[\\']/g, '\\$&')}'`;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
