import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The YAML (and, when asked, JSON) files under `dir`, smaller than `maxBytes` when given. Links
 * that lead nowhere (the read-error rule's fixtures) are left out.
 */
export function yamlFilesUnder(dir: string, options: { json?: boolean; maxBytes?: number } = {}): string[] {
  const pattern = options.json ? /\.(ya?ml|json)$/ : /\.ya?ml$/;
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    let stats: import('node:fs').Stats;
    try {
      stats = statSync(full);
    } catch {
      return [];
    }
    if (stats.isDirectory()) return yamlFilesUnder(full, options);
    return pattern.test(name) && (options.maxBytes === undefined || stats.size < options.maxBytes) ? [full] : [];
  });
}
