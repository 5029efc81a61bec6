import { UsageError } from '../errors.js';
import type { Report } from '../model.js';
import { suppressionNotes } from '../suppressions.js';
import type { GateOptions, Reporter, ReporterOptions } from './types.js';
import { OutputError, writeOutputFile } from '../safe-write.js';
import { displayReport, guardJson, guardText, guardYaml } from '../untrusted-text.js';

/**
 * How each output format is made and made safe. Names, paths, versions and messages come from
 * manifests, clusters, plugins and configuration files, so every format goes through
 * untrusted-text.ts: by default (and so for a format added later) the reporter is given the report
 * with every string shown safely (`displayReport`) and its text is checked line by line
 * (`guardText`). JSON and YAML are read by programs, which need the exact values, and their
 * serialisers can carry any character: they get the report as it is, and what the serialiser leaves
 * raw (bidi and invisible characters, C1 controls, `##[`) is escaped in their own syntax. SARIF is
 * JSON too, but code scanning shows its messages to people: it gets the safe report, as text
 * formats do, and names files by their exact paths (`exactOf`). Prometheus metrics get the safe
 * report too: the exposition format escapes only `\`, `"` and line feeds in a label value, so a
 * raw control character would reach whoever reads the metrics; every printable character stays as
 * it is, which keeps a context's name or a rule id as alerts and dashboards match it.
 */
interface Format {
  /** Loaded only when used: a run prints one or two formats, and the others would only add start-up time. */
  load: () => Promise<Reporter>;
  /** `exact`: the reporter gets the report as it is, for a serialiser that escapes faithfully. */
  input?: 'exact';
  /** The last pass over the reporter's text; `guardText` unless the format is JSON or YAML. */
  guard?: (text: string, options: ReporterOptions) => string;
}

/** `-o NAME` picks one. */
const FORMATS: Record<string, Format> = {
  table: { load: async () => withSuppressionNotes((await import('./table.js')).tableReporter) },
  wide: { load: async () => withSuppressionNotes((await import('./table.js')).wideReporter) },
  json: { load: async () => (await import('./json.js')).jsonReporter, input: 'exact', guard: guardJson },
  yaml: { load: async () => (await import('./yaml.js')).yamlReporter, input: 'exact', guard: guardYaml },
  sarif: { load: async () => (await import('./sarif.js')).sarifReporter, guard: guardJson },
  junit: { load: async () => (await import('./junit.js')).junitReporter },
  // Its own annotations are the only lines meant as workflow commands.
  github: {
    load: async () => (await import('./github.js')).githubReporter,
    guard: (text, options) => guardText(text, { color: options.color, commands: /^::(?:error|warning|notice) [^\n]*::/ }),
  },
  markdown: { load: async () => (await import('./markdown.js')).markdownReporter },
  prometheus: { load: async () => (await import('./prometheus.js')).prometheusReporter },
};

export const REPORTER_NAMES: readonly string[] = Object.keys(FORMATS);

export function loadReporter(name: string): Promise<Reporter> {
  const format = Object.hasOwn(FORMATS, name) ? FORMATS[name] : undefined;
  if (!format) throw new UsageError(`unknown output format "${name}" (use ${REPORTER_NAMES.join(', ')})`);
  const guard = format.guard ?? ((text: string, options: ReporterOptions) => guardText(text, { color: options.color }));
  return format.load().then((reporter) => (report, options) => guard(reporter(format.input === 'exact' ? report : displayReport(report), options), options));
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
  try {
    writeOutputFile(file.path, cwd, text);
  } catch (error) {
    if (!(error instanceof OutputError)) throw error;
    throw new UsageError(`cannot write the ${file.format} report to ${file.path}: ${error.message}`);
  }
}
