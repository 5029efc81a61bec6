#!/usr/bin/env node
import { runCli } from './load-cli.js';

await runCli('k8s-upgrade-check', process.argv.slice(2));
