import type { FailOnLevel } from '../cli-names.js';
import type { Report } from '../model.js';
import type { PathBase } from '../repository.js';
import type { Rule } from '../rule.js';

export interface ReporterOptions {
  color: boolean;
  toolVersion: string;
  /** Every rule in the catalogue, for formats that describe rules (SARIF). */
  rules: readonly Rule[];
  /** The terminal's width when printing to one; the table fits its columns to it. Absent for pipes and files. */
  width?: number;
  /** The table's rows only, without headline, column names, notes and summary (`--no-headers`). */
  noHeaders?: boolean;
  /**
   * What SARIF, GitHub annotations and JUnit count paths from (the git root or --path-base), so
   * that a run in a subdirectory still points at the repository's files. Without it, paths stay
   * relative to the working directory.
   */
  pathBase?: PathBase;
}

/** What some formats read besides ReporterOptions: the --fail-on threshold (JUnit) and --show-suppressed. */
export interface GateOptions {
  failOn?: FailOnLevel;
  showSuppressed?: boolean;
}

/**
 * A reporter turns a finished report into the text to print; it never exits or writes files itself.
 * Registered in index.ts, it is given the report with every text from outside made safe to show,
 * unless its format carries exact values (JSON, YAML).
 */
export type Reporter = (report: Report, options: ReporterOptions & GateOptions) => string;
