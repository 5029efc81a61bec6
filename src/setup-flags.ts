/**
 * The flags that decide which findings a run has (setup.ts reads them), declared once for the scan
 * and `fix`: the same names, placeholders and parsing in both. Where a flag does more for one
 * command, that command gives its own help text.
 */
import { Argument, Option } from 'commander';
import { CONFIG_FILE_NAME, FAIL_ON_LEVELS, collect } from './cli-names.js';

export const runFlags = {
  target: (help: string) => new Option('--target <version>', help),
  filename: (help: string) => new Option('-f, --filename <path>', help).argParser(collect),
  // what pre-commit and xargs pass: file names after the options
  paths: () => new Argument('[paths...]', 'manifest files or directories, the same as -f'),
  staticPods: () => new Option('--static-pods <path>', "a kubelet's static pod manifests (file or directory); repeatable").argParser(collect),
  from: (help: string) => new Option('--from <version>', help),
  addon: () =>
    new Option('--addon <name=version>', 'an add-on release you move to, e.g. cert-manager=v1.7.0 (default: the newest the data knows); repeatable').argParser(
      collect,
    ),
  config: () => new Option('--config <path>', `configuration file (default: ${CONFIG_FILE_NAME} in the working directory or the git root)`),
  failOn: (help: string) => new Option('--fail-on <severity>', help).choices(FAIL_ON_LEVELS),
  baseline: (help: string) => new Option('--baseline <file>', help),
};
