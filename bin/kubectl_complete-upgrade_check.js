#!/usr/bin/env node
// kubectl completes a plugin's arguments by running kubectl_complete-<plugin> ARGS... WORD from PATH
// and reading cobra's answer: `kubectl upgrade-check <TAB>` runs this one.
import { loadMain } from './load-cli.js';

const main = await loadMain('kubectl upgrade-check');
process.exitCode = await main(['__complete', ...process.argv.slice(2)], undefined, { kubectlPlugin: true });
