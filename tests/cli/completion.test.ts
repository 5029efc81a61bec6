import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command, Option } from 'commander';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeCommandLine } from '../../src/completion.js';
import { REPORTER_NAMES } from '../../src/reporters/index.js';
import { CATALOGUE_FORMATS } from '../../src/cli-names.js';
import { allRules } from '../../rules/index.js';
import { runCli } from '../support/cli.js';

const FORMATS = [...REPORTER_NAMES].sort();
const RULE_IDS = allRules.map((r) => r.id).sort();

function hasShell(shell: string): boolean {
  return spawnSync(shell, ['-c', 'exit 0']).status === 0;
}

/** A directory to complete file names in, and a kubectl stand-in that lists two contexts. */
function workDir(): { dir: string; path: string } {
  const dir = mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-completion-'));
  mkdirSync(join(dir, 'manifests'));
  writeFileSync(join(dir, 'manifests', 'deploy.yaml'), 'kind: Deployment\n');
  writeFileSync(join(dir, 'manifest-list.yaml'), 'kind: List\n');
  const bin = join(dir, 'bin');
  mkdirSync(bin);
  writeFileSync(join(bin, 'kubectl'), '#!/bin/sh\n[ "$*" = "config get-contexts -o name" ] && printf "prod-eu\\nstaging\\n"\n');
  chmodSync(join(bin, 'kubectl'), 0o755);
  return { dir, path: `${bin}:${process.env.PATH}` };
}

function script(shell: string): { file: string; text: string } {
  const result = runCli(['completion', shell]);
  expect(result).toMatchObject({ code: 0, stderr: '' });
  const file = join(mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-script-')), `completion.${shell}`);
  writeFileSync(file, result.stdout);
  return { file, text: result.stdout };
}

const sorted = (lines: string[]): string[] => [...new Set(lines.filter(Boolean))].sort();

describe('completion command', () => {
  it('rejects an unknown shell', () => {
    expect(runCli(['completion', 'powershell'])).toEqual({
      code: 2,
      stdout: '',
      stderr: "k8s-upgrade-check: command-argument value 'powershell' is invalid for argument 'shell'. Allowed choices are bash, zsh, fish.\n",
    });
  });

  it('reads options from the program, so flags added later are completed with the right values', () => {
    const program = new Command('tool')
      .addOption(new Option('--kubeconfig <path>', 'kubeconfig file'))
      .addOption(new Option('--context <name>', 'kubeconfig context'))
      .addOption(new Option('--request-timeout <duration>', 'timeout'))
      .addOption(new Option('-o, --output <format>', 'format').choices(['a', 'b']))
      .option('-v, --verbose', 'say more');
    program.command('explain').description('explain a rule\nsecond line').argument('<rule-id>');
    const spec = describeCommandLine(program, { 'rule-id': ['x', 'y'] });
    expect(spec.name).toBe('k8s-upgrade-check');
    expect(spec.options.map((o) => [o.long, o.value?.type ?? 'flag'])).toEqual([
      ['--kubeconfig', 'files'],
      ['--context', 'contexts'],
      ['--request-timeout', 'free'],
      ['--output', 'words'],
      ['--verbose', 'flag'],
      ['--help', 'flag'],
    ]);
    expect(spec.commands.map((c) => [c.name, c.description, c.argument])).toEqual([
      ['explain', 'explain a rule', { type: 'words', words: ['x', 'y'] }],
      ['help', 'display help for command', { type: 'words', words: ['explain'] }],
    ]);
  });
});

describe('bash completion', () => {
  let file: string;
  let env: { dir: string; path: string };
  beforeAll(() => {
    file = script('bash').file;
    env = workDir();
  });

  /** Completes `line` the way bash does on tab: COMP_WORDS split at blanks and at "=". */
  function complete(words: string[]): string[] {
    const program = `source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 )); _k8s_upgrade_check; printf '%s\\n' "\${COMPREPLY[@]}"`;
    const result = spawnSync('bash', ['-c', program, 'bash', file, ...words], { cwd: env.dir, encoding: 'utf8', env: { ...process.env, PATH: env.path } });
    expect(result.stderr).toBe('');
    return sorted(result.stdout.split('\n'));
  }

  it('is valid bash and registers itself', () => {
    expect(spawnSync('bash', ['-n', file]).status).toBe(0);
    const result = spawnSync('bash', ['-c', 'source "$1" && complete -p k8s-upgrade-check', 'bash', file], { encoding: 'utf8' });
    expect(result.stdout).toBe('complete -F _k8s_upgrade_check k8s-upgrade-check\n');
  });

  it('completes subcommands, paths and options', () => {
    expect(complete(['k8s-upgrade-check', ''])).toEqual(['bin', 'completion', 'explain', 'fix', 'manifest-list.yaml', 'manifests', 'rules']);
    expect(complete(['k8s-upgrade-check', 'ex'])).toEqual(['explain']);
    expect(complete(['k8s-upgrade-check', '--no-c'])).toEqual(['--no-color']);
    expect(complete(['k8s-upgrade-check', 'rules', '--'])).toEqual(['--config', '--help', '--output', '--target']);
  });

  it('completes -o with the report formats', () => {
    expect(complete(['k8s-upgrade-check', '-o', ''])).toEqual(FORMATS);
    expect(complete(['k8s-upgrade-check', '--target', '1.37', '--output', '=', ''])).toEqual(FORMATS);
    expect(complete(['k8s-upgrade-check', 'rules', '-o', ''])).toEqual([...CATALOGUE_FORMATS].sort());
  });

  it('completes versions, severities, rule ids and shells', () => {
    expect(complete(['k8s-upgrade-check', '--target', '1.3'])).toEqual(['1.30', '1.31', '1.32', '1.33', '1.34', '1.35', '1.36', '1.37', '1.38']);
    expect(complete(['k8s-upgrade-check', '--fail-on', 'w'])).toEqual(['warning']);
    expect(complete(['k8s-upgrade-check', 'explain', ''])).toEqual(RULE_IDS);
    expect(complete(['k8s-upgrade-check', 'completion', ''])).toEqual(['bash', 'fish', 'zsh']);
  });

  it('completes file names after -f, --kubeconfig and as paths, skipping option values when finding the subcommand', () => {
    expect(complete(['k8s-upgrade-check', '-f', 'manifest'])).toEqual(['manifest-list.yaml', 'manifests']);
    expect(complete(['k8s-upgrade-check', '--target', '1.37', 'manifests/'])).toEqual(['manifests/deploy.yaml']);
    expect(complete(['k8s-upgrade-check', '--kubeconfig', 'manifests/'])).toEqual(['manifests/deploy.yaml']);
    expect(complete(['k8s-upgrade-check', '-f', 'rules', '-o', 'js'])).toEqual(['json']);
  });

  it('completes --context with the contexts kubectl knows', () => {
    expect(complete(['k8s-upgrade-check', '--context', ''])).toEqual(['prod-eu', 'staging']);
    expect(complete(['k8s-upgrade-check', '--context', '=', 'st'])).toEqual(['staging']);
  });
});

describe.skipIf(!hasShell('zsh'))('zsh completion', () => {
  let file: string;
  let env: { dir: string; path: string };
  let harness: string;
  beforeAll(() => {
    file = script('zsh').file;
    env = workDir();
    harness = join(env.dir, 'capture.zsh');
    // compinit scans every function on $fpath; doing it once into a dump file keeps each case fast
    const dump = join(env.dir, 'zcompdump');
    expect(spawnSync('zsh', ['-f', '-c', 'autoload -Uz compinit && compinit -u -d "$1"', 'zsh', dump]).status).toBe(0);
    // Types the line and a tab into an interactive zsh on a pseudo-terminal, printing every match
    // the completion system offers (compadd -O collects them without inserting).
    writeFileSync(
      harness,
      [
        'zmodload zsh/zpty',
        'zpty z zsh -f -i',
        `zpty -w z "PS1='' PROMPT='' RPROMPT='' PATH=\${(q)3}"`,
        `zpty -w z "autoload -Uz compinit && compinit -C -d \${(q)4}"`,
        'zpty -w z "source ${(q)1}"',
        // the marker is spelled "<M"">" so that the echo of this line never looks like a match
        `zpty -w z 'compadd() { local -a __m; builtin compadd -O __m "$@"; (( $#__m )) && print -rl -- "<M"">"\${^__m}; builtin compadd "$@" }'`,
        `zpty -w z '_capture() { zle complete-word; print -n "<DO""NE>" }; zle -N _capture; bindkey "^I" _capture'`,
        `zpty -w -n z "$2"$'\\t'`,
        "zpty -r z out '*<DONE>*'",
        'for line in ${(f)out}; do [[ $line == *"<M>"* ]] && print -r -- "${${line#*<M>}%%[[:cntrl:]]*}"; done',
        'zpty -d z',
      ].join('\n'),
    );
  });

  function complete(line: string): string[] {
    const result = spawnSync('zsh', ['-f', harness, file, line, env.path, join(env.dir, 'zcompdump')], { cwd: env.dir, encoding: 'utf8', timeout: 20_000 });
    expect(result.status).toBe(0);
    return sorted(result.stdout.split('\n'));
  }

  it('is valid zsh', () => {
    expect(spawnSync('zsh', ['-n', file]).status).toBe(0);
  });

  it('completes subcommands, options and their values', () => {
    expect(complete('k8s-upgrade-check ex')).toEqual(['explain']);
    expect(complete('k8s-upgrade-check manifest')).toEqual(['manifest-list.yaml', 'manifests']);
    expect(complete('k8s-upgrade-check --context ')).toEqual(['prod-eu', 'staging']);
    expect(complete('k8s-upgrade-check -o ')).toEqual(FORMATS);
    expect(complete('k8s-upgrade-check --output=')).toEqual(FORMATS);
    expect(complete('k8s-upgrade-check --fail-on w')).toEqual(['warning']);
    expect(complete('k8s-upgrade-check rules -o ')).toEqual([...CATALOGUE_FORMATS].sort());
    expect(complete('k8s-upgrade-check rules --')).toEqual(['--config', '--help', '--output', '--target']);
    expect(complete('k8s-upgrade-check explain ')).toEqual(RULE_IDS);
    expect(complete('k8s-upgrade-check -f manifests/')).toContain('deploy.yaml');
  });
});

describe.skipIf(!hasShell('fish'))('fish completion', () => {
  let file: string;
  let env: { dir: string; path: string };
  beforeAll(() => {
    file = script('fish').file;
    env = workDir();
  });

  /** fish's own `complete -C` prints what tab would offer, one "candidate<TAB>description" a line. */
  function complete(line: string): string[] {
    const result = spawnSync('fish', ['--no-config', '-c', 'source $argv[1]; complete -C $argv[2]', file, line], {
      cwd: env.dir,
      encoding: 'utf8',
      env: { ...process.env, PATH: env.path },
    });
    expect(result.stderr).toBe('');
    return sorted(result.stdout.split('\n').map((l) => l.split('\t')[0]));
  }

  it('is valid fish', () => {
    expect(spawnSync('fish', ['--no-execute', file]).status).toBe(0);
  });

  it('completes subcommands, options and their values', () => {
    expect(complete('k8s-upgrade-check ')).toEqual(['bin/', 'completion', 'explain', 'manifest-list.yaml', 'manifests/', 'rules']);
    expect(complete('k8s-upgrade-check --context ')).toEqual(['prod-eu', 'staging']);
    expect(complete('k8s-upgrade-check -o ')).toEqual(FORMATS);
    expect(complete('k8s-upgrade-check --output=')).toEqual(FORMATS.map((f) => `--output=${f}`));
    expect(complete('k8s-upgrade-check rules -o ')).toEqual([...CATALOGUE_FORMATS].sort());
    expect(complete('k8s-upgrade-check explain ')).toEqual(RULE_IDS);
    expect(complete('k8s-upgrade-check completion ')).toEqual(['bash', 'fish', 'zsh']);
    expect(complete('k8s-upgrade-check -f manifest')).toEqual(['manifest-list.yaml', 'manifests/']);
  });
});
