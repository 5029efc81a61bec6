#!/usr/bin/env node
// kubectl runs executables named kubectl-* found on PATH as plugins: `kubectl upgrade-check` runs this one.
import { main } from '../dist/src/cli.js';

process.exitCode = await main(process.argv.slice(2), undefined, { kubectlPlugin: true });
