/**
 * Names the command line shows in its help and checks in its flags. They live apart from the
 * modules that use them, so that building the command line (and `--version`) loads no parser.
 */
import type { Severity } from './model.js';
import { SEVERITIES } from './model.js';

export const CONFIG_FILE_NAME = '.k8s-upgrade-check.yaml';

/** What `--fail-on` and `failOn:` accept. */
export const FAIL_ON_LEVELS = ['error', 'warning', 'info', 'none'] as const;
export type FailOnLevel = (typeof FAIL_ON_LEVELS)[number];

/** Whether a finding of this severity fails the run (exit 1) under --fail-on. */
export function failsAt(severity: Severity, failOn: FailOnLevel): boolean {
  return failOn !== 'none' && SEVERITIES.indexOf(severity) <= SEVERITIES.indexOf(failOn);
}

/** What `rules -o` prints. */
export const CATALOGUE_FORMATS = ['table', 'json', 'markdown'];
