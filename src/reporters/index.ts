import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { FailOnLevel } from '../cli-names.js';
import { UsageError } from '../errors.js';
import type { Report } from '../model.js';
import { suppressionNotes } from '../suppressions.js';
import type { Reporter, ReporterOptions } from './types.js';

/** What some formats read besides ReporterOptions: the --fail-on threshold (JUnit) and --show-suppressed. */
export interface GateOptions {
  failOn?: FailOnLevel;
  showSuppressed?: boolean;
}

/**
 * Output formats by name; `-o NAME` picks one. Each is loaded only when used: a run prints one or
 * two formats, and the others (with chalk, cli-table3, the SARIF rule descriptors...) would only
 * add start-up time.
 */
const LOADERS: Record<string, () => Promise<Reporter>> = {
  table: async () => withSuppressionNotes((await import('./table.js')).tableReporter),
  wide: async () => withSuppressionNotes((await import('./table.js')).wideReporter),
  json: async () => (await import('./json.js')).jsonReporter,
  yaml: async () => (await import('./yaml.js')).yamlReporter,
  sarif: async () => (await import('./sarif.js')).sarifReporter,
  junit: async () => (await import('./junit.js')).junitReporter,
  github: async () => (await import('./github.js')).githubReporter,
  markdown: async () => (await import('./markdown.js')).markdownReporter,
};

export const REPORTER_NAMES: readonly string[] = Object.keys(LOADERS);

export function loadReporter(name: string): Promise<Reporter> {
  const load = Object.hasOwn(LOADERS, name) ? LOADERS[name] : undefined;
  if (!load) throw new UsageError(`unknown output format "${name}" (use ${REPORTER_NAMES.join(', ')})`);
  return load();
}

/** The table formats end with their summary line; suppressions and baseline results follow it. */
function withSuppressionNotes(reporter: Reporter): Reporter {
  return (report: Report, options: ReporterOptions & GateOptions) => {
    const notes = suppressionNotes(report, options.showSuppressed ?? false);
    return reporter(report, options) + (notes.length ? notes.join('\n') + '\n' : '');
  };
}

/** A report to write to a file besides the one printed: `--report sarif=results.sarif`. */
export interface ReportFile {
  format: string;
  path: string;
}

export function parseReportFlag(value: string): ReportFile {
  const equals = value.indexOf('=');
  const format = equals < 0 ? '' : value.slice(0, equals);
  const path = equals < 0 ? '' : value.slice(equals + 1);
  if (format === '' || path === '') throw new UsageError(`--report "${value}": expected FORMAT=PATH, e.g. --report sarif=results.sarif`);
  if (!REPORTER_NAMES.includes(format)) throw new UsageError(`--report "${value}": unknown format "${format}" (use ${REPORTER_NAMES.join(', ')})`);
  return { format, path };
}

/** Writes one report file (never coloured), creating its directory; a failure ends the run with exit 2. */
export async function writeReportFile(file: ReportFile, report: Report, options: ReporterOptions & GateOptions, cwd: string): Promise<void> {
  const text = (await loadReporter(file.format))(report, { ...options, color: false });
  const absolute = resolve(cwd, file.path);
  try {
    mkdirSync(dirname(absolute), { recursive: true });
    writeFileSync(absolute, text);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException)?.code;
    const reason = code === 'EISDIR' ? 'it is a directory' : code === 'EACCES' ? 'permission denied' : code === 'ENOTDIR' || code === 'EEXIST' ? 'a parent is not a directory' : code === 'ENOENT' ? 'no such directory' : String((error as Error)?.message ?? error);
    throw new UsageError(`cannot write the ${file.format} report to ${file.path}: ${reason}`);
  }
}
