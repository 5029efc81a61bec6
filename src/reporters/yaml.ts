import yaml from 'js-yaml';
import type { Report } from '../model.js';
import { needsQuotedYaml } from '../untrusted-text.js';
import { toJsonDocument } from './json.js';
import type { GateOptions, ReporterOptions } from './types.js';

/** The JSON document as YAML: the same fields and values, for people who read reports in YAML. */
export function yamlReporter(report: Report, options: ReporterOptions & GateOptions): string {
  const document = toJsonDocument(report, options.toolVersion, options);
  // A report holding control, bidi or invisible characters, `##[` or `::` (in a block scalar a line
  // could start with it) writes every string double-quoted: only there can guardYaml escape them
  // and a YAML reader still load the exact value. Other reports keep the plainer styles.
  const quoted = needsQuotedYaml(JSON.stringify(document)) ? { forceQuotes: true, quotingType: '"' as const } : {};
  // No anchors for repeated objects, no folding of long messages: the output must load back to the JSON document.
  return yaml.dump(document, { noRefs: true, lineWidth: -1, sortKeys: false, ...quoted });
}
