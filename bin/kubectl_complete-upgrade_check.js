#!/usr/bin/env node
// kubectl completes a plugin's arguments by running kubectl_complete-<plugin> ARGS... WORD from PATH
// and reading cobra's answer: `kubectl upgrade-check <TAB>` runs this one.
import { runCli } from './load-cli.js';

await runCli('kubectl upgrade-check', ['__complete', ...process.argv.slice(2)], { kubectlPlugin: true });
