/** The `fix` subcommand's options. Its work is loaded only when it runs: the YAML editor stays out of every other command. */
import type { Command } from 'commander';
import { configureRun } from '../setup.js';
import { runFlags } from '../setup-flags.js';
import { LATEST_RELEASE } from '../versions.js';
import type { FixIO, FixOptions } from './command.js';

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
  io: FixIO;
  setExit: (code: number) => void;
}

export function addFixCommand(program: Command, hooks: FixCommandHooks): void {
  program
    .command('fix')
    .description('rewrite what can be rewritten: print a unified diff of the fixes, or --write them')
    .addOption(runFlags.target(`Kubernetes version to upgrade to, e.g. ${LATEST_RELEASE}`))
    .addOption(runFlags.filename('manifest file or directory (recursive); repeatable'))
    .addArgument(runFlags.paths())
    .addOption(runFlags.staticPods())
    .addOption(runFlags.from('the version you run today: a replacement API it does not serve yet is not written'))
    .addOption(runFlags.addon())
    .addOption(runFlags.config())
    .addOption(runFlags.baseline('leave the findings recorded in this baseline as they are, and count only the others for the exit code'))
    .addOption(runFlags.failOn('exit 1 when a finding at or above this severity is left (default: info, or failOn in the configuration file)'))
    .option('--write', 'rewrite the files in place instead of printing the diff')
    .option('--force', 'with --write, also rewrite files that git could not give back (uncommitted changes, untracked or ignored), or without git on PATH')
    .addHelpText('after', EXAMPLES)
    .action(async (paths: string[], opts: FixOptions) => {
      // The scan's setup, with the scan's flags: fix changes what a scan with the same flags finds.
      const [{ fixCommand }, configured] = await Promise.all([import('./command.js'), configureRun(opts, hooks.io.cwd)]);
      hooks.setExit(await fixCommand({ ...opts, filename: [...(opts.filename ?? []), ...paths] }, hooks.io, configured));
    });
}
