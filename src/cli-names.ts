/**
 * Names the command line shows in its help and checks in its flags, and what the scan and fix
 * commands share in reading them. They live apart from the modules that use them, so that building
 * the command line (and `--version`) loads no parser.
 */
import { resolve } from 'node:path';
import { UsageError } from './errors.js';
import type { Severity } from './model.js';
import { SEVERITIES } from './model.js';
import { LATEST_RELEASE, supportedTargets } from './versions.js';

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

/** A repeatable option: every value given, in order. */
export function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

/** The run's own configuration and baseline files, which a scan of the directory holding them must not read as manifests. */
export function runFiles(config: { file: string } | undefined, cwd: string, baselines: { baseline?: string; baselineWrite?: string } = {}): string[] {
  return [config?.file, baselines.baseline, baselines.baselineWrite].filter((file): file is string => Boolean(file)).map((file) => resolve(cwd, file));
}

/** A run of manifests names its target: they say nothing of the version they will run on. */
export function targetRequired(): UsageError {
  return new UsageError(
    `--target is required, e.g. --target ${LATEST_RELEASE}, or target: in ${CONFIG_FILE_NAME} (supported: ${supportedTargets()[0]} to ${LATEST_RELEASE})`,
  );
}

/** Clusters checked at once by default, with several contexts; each has its own connections and rate limit. */
export const DEFAULT_PARALLEL = 4;
/** More at once would hold that many clusters' objects in memory together for little gain. */
export const MAX_PARALLEL = 32;
