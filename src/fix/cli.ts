/** The `fix` subcommand's options. Its work is loaded only when it runs: the YAML editor stays out of every other command. */
import { Command, Option } from 'commander';
import type { CliIO, ConfiguredRun } from '../cli.js';
import { CONFIG_FILE_NAME, FAIL_ON_LEVELS, collect } from '../cli-names.js';
import type { FailOnLevel } from '../cli-names.js';
import { LATEST_RELEASE } from '../versions.js';

const EXAMPLES = `
Examples:
  $ k8s-upgrade-check fix --target 1.37 -f k8s/              print the changes as a unified diff
  $ k8s-upgrade-check fix --target 1.37 -f k8s/ | git apply  apply them with git
  $ k8s-upgrade-check fix --target 1.37 -f k8s/ --write      rewrite the files in place

Only the lines a finding names change; comments, key order, quoting and the other documents of a
file stay as they are. Every change is checked by scanning the file again as it would be written.
Files with template directives are never changed.

Exit codes: 0 nothing left that fix cannot change, 1 findings left (at or above --fail-on), 2 the run could not be done.`;

export interface FixCommandHooks {
  io: CliIO;
  setExit: (code: number) => void;
  /** The rules, configuration file and API rows a run with this --config uses, as a scan has them. */
  configure: (configPath: string | undefined) => Promise<ConfiguredRun>;
}

export function addFixCommand(program: Command, hooks: FixCommandHooks): void {
  program
    .command('fix')
    .description('rewrite what can be rewritten: print a unified diff of the fixes, or --write them')
    .addOption(new Option('--target <version>', `Kubernetes version to upgrade to, e.g. ${LATEST_RELEASE}`))
    .addOption(new Option('-f, --filename <path>', 'manifest file or directory (recursive); repeatable').argParser(collect))
    .argument('[paths...]', 'manifest files or directories, the same as -f')
    .addOption(new Option('--static-pods <path>', "a kubelet's static pod manifests (file or directory); repeatable").argParser(collect))
    .addOption(new Option('--from <version>', 'the version you run today: a replacement API it does not serve yet is not written'))
    .addOption(new Option('--config <path>', `configuration file (default: ${CONFIG_FILE_NAME} in the working directory or the git root)`))
    .addOption(new Option('--fail-on <severity>', 'exit 1 when a finding at or above this severity is left (default: info, or failOn in the configuration file)').choices(FAIL_ON_LEVELS))
    .option('--write', 'rewrite the files in place instead of printing the diff')
    .option('--force', 'with --write, also rewrite files that git could not give back (uncommitted changes, untracked or ignored), or without git on PATH')
    .addHelpText('after', EXAMPLES)
    .action(async (paths: string[], opts: { filename?: string[]; target?: string; staticPods?: string[]; from?: string; config?: string; failOn?: FailOnLevel; write?: boolean; force?: boolean }) => {
      const [{ fixCommand }, configured] = await Promise.all([import('./command.js'), hooks.configure(opts.config)]);
      hooks.setExit(await fixCommand({ ...opts, filename: [...(opts.filename ?? []), ...paths] }, hooks.io, configured));
    });
}
