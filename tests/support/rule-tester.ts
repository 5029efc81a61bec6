import { join } from 'node:path';

/** The repository's root, for tests that read its files or run its CLI. */
export const REPO_ROOT = join(import.meta.dirname, '..', '..');

// The rule tester is public now (`k8s-upgrade-check/testing`); rule tests import it from there.
export * from '../../src/testing/rule-tester.js';
