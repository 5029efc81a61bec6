#!/usr/bin/env node
import { loadMain } from './load-cli.js';

const main = await loadMain('k8s-upgrade-check');
process.exitCode = await main(process.argv.slice(2));
