/**
 * Reads the front matter of the kubernetes/website feature gate pages (content/en/docs/reference/
 * command-line-tools-reference/feature-gates/*.md) and writes what it states as facts: each gate's
 * name, whether the page marks it removed, and its stages with their defaults, locks and releases.
 *
 *   node dist/scripts/extract/website-feature-gates.js --pages <feature-gates dir> > scripts/data/sources/feature-gates/website-feature-gates.yaml
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import yaml from 'js-yaml';

export interface WebsitePage {
  name: string;
  removed: boolean;
  stages: { stage: string; defaultValue: boolean | null; locked: boolean | null; fromVersion: string; toVersion: string | null }[];
}

function frontMatter(text: string, file: string): Record<string, unknown> | null {
  const m = /^---\n([\s\S]*?)\n---/.exec(text.replace(/\r\n/g, '\n'));
  if (!m) return null;
  const doc = yaml.load(m[1]);
  if (!doc || typeof doc !== 'object') throw new Error(`${file}: front matter is not a mapping`);
  return doc as Record<string, unknown>;
}

const text = (value: unknown) => (value === undefined || value === null ? null : String(value).trim());

export function readPages(dir: string): WebsitePage[] {
  const pages: WebsitePage[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()) {
    const doc = frontMatter(readFileSync(join(dir, file), 'utf8'), file);
    if (doc?.content_type !== 'feature_gate') continue;
    const stages = ((doc.stages as Record<string, unknown>[] | undefined) ?? []).map((s) => ({
      stage: String(s.stage).trim(),
      defaultValue: typeof s.defaultValue === 'boolean' ? s.defaultValue : null,
      locked: typeof s.locked === 'boolean' ? s.locked : null,
      fromVersion: text(s.fromVersion) ?? '',
      toVersion: text(s.toVersion),
    }));
    pages.push({ name: String(doc.title).trim(), removed: doc.removed === true, stages });
  }
  return pages;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { pages: { type: 'string' } }, strict: true });
  if (!values.pages) {
    process.stderr.write('website-feature-gates: --pages <feature-gates dir> is required\n');
    process.exit(2);
  }
  const head = '# Extracted by scripts/extract/website-feature-gates.ts from the kubernetes/website feature gate pages -- do not edit by hand.\n';
  process.stdout.write(head + yaml.dump({ gates: readPages(values.pages) }, { lineWidth: 200, flowLevel: 3 }));
}
