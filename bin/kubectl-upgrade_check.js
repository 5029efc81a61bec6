#!/usr/bin/env node
// kubectl runs executables named kubectl-* found on PATH as plugins: `kubectl upgrade-check` runs this one.
import { loadMain } from './load-cli.js';

const main = await loadMain('kubectl upgrade-check');
process.exitCode = await main(process.argv.slice(2), undefined, { kubectlPlugin: true });
