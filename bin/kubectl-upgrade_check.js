#!/usr/bin/env node
// kubectl runs executables named kubectl-* found on PATH as plugins: `kubectl upgrade-check` runs this one.
import { runCli } from './load-cli.js';

await runCli('kubectl upgrade-check', process.argv.slice(2), { kubectlPlugin: true });
