import type { Report } from '../model.js';
import type { Rule } from '../rule.js';

export interface ReporterOptions {
  color: boolean;
  toolVersion: string;
  /** Every rule in the catalogue, for formats that describe rules (SARIF). */
  rules: readonly Rule[];
}

/** A reporter turns a finished report into the text to print; it never exits or writes files itself. */
export type Reporter = (report: Report, options: ReporterOptions) => string;
