import { jsonReporter } from './json.js';
import { tableReporter, wideReporter } from './table.js';
import type { Reporter } from './types.js';

/** Output formats by name; `-o NAME` picks one. */
export const REPORTERS: Record<string, Reporter> = {
  table: tableReporter,
  wide: wideReporter,
  json: jsonReporter,
};
