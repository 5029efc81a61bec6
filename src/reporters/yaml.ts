import yaml from 'js-yaml';
import type { Report } from '../model.js';
import type { GateOptions } from './index.js';
import { toJsonDocument } from './json.js';
import type { ReporterOptions } from './types.js';

/** The JSON document as YAML: the same fields and values, for people who read reports in YAML. */
export function yamlReporter(report: Report, options: ReporterOptions & GateOptions): string {
  // No anchors for repeated objects, no folding of long messages: the output must load back to the JSON document.
  return yaml.dump(toJsonDocument(report, options.toolVersion, options), { noRefs: true, lineWidth: -1, sortKeys: false });
}
