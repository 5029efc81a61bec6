/**
 * Reads the "Removed APIs by release" sections of the Deprecated API Migration Guide
 * (kubernetes/website content/en/docs/reference/using-api/deprecation-guide.md) and writes what
 * they state as facts: per section, the release, the API versions and kinds no longer served, the
 * replacement version and since when it is available, and whether the section says the move has
 * no notable changes. The guide's prose stays on the website.
 *
 *   node dist/scripts/extract/deprecation-guide.js --guide <deprecation-guide.md> > scripts/data/sources/api-removals/deprecation-guide.yaml
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import yaml from 'js-yaml';

export interface GuideEntry {
  removedIn: string;
  anchor: string;
  apiVersions: string[];
  kinds: string[];
  replacement: string | null;
  since: string | null;
  /** Kinds whose replacement became available in another release than the section's `since`. */
  sinceByKind: Record<string, string>;
  /** The section says "No notable changes". */
  noNotableChanges: boolean;
}

export function parseGuide(text: string): GuideEntry[] {
  const entries: GuideEntry[] = [];
  let release: string | null = null;
  let section: { anchor: string; body: string[] } | null = null;
  const flush = () => {
    if (section && release) entries.push(guideEntry(release, section.anchor, section.body.filter(Boolean).join(' ')));
    section = null;
  };
  for (const line of text.split('\n')) {
    const releaseHeading = /^### v(\d+\.\d+)\s*$/.exec(line);
    const sectionHeading = /^#### .*\{#([a-z0-9-]+)\}\s*$/.exec(line);
    if (releaseHeading || sectionHeading || /^##? /.test(line)) flush();
    if (releaseHeading) release = releaseHeading[1];
    else if (/^##? /.test(line)) release = null;
    else if (sectionHeading) section = { anchor: sectionHeading[1], body: [] };
    else if (section) section.body.push(line.trim());
  }
  flush();
  return entries;
}

function guideEntry(removedIn: string, anchor: string, body: string): GuideEntry {
  const served = body.indexOf('no longer served');
  if (served < 0) throw new Error(`deprecation guide #${anchor}: no "no longer served" sentence`);
  const lead = body.slice(0, served + 'no longer served'.length);
  const apiVersions = [...lead.matchAll(/\*\*([a-z0-9.]+\/v[a-z0-9]+)\*\*/g)].map((m) => m[1]);
  const kindsText = /API versions? of (.+?) (?:is|are) no longer served/.exec(lead)?.[1] ?? /(?:^|\. )(\w+) in the \*\*/.exec(lead)?.[1];
  if (!apiVersions.length || !kindsText) throw new Error(`deprecation guide #${anchor}: cannot read the versions and kinds`);
  const kinds = kindsText
    .split(/,\s*(?:and\s+)?|\s+and\s+/)
    .map((k) => k.trim())
    .filter(Boolean);
  const use = /use the \*\*([a-z0-9./]+)\*\* API version(?:, available since v(\d+\.\d+))?/.exec(body);
  const sinceByKind = Object.fromEntries([...body.matchAll(/(\w+) is available in \*\*[a-z0-9./]+\*\* (?:since )?v(\d+\.\d+)/g)].map((m) => [m[1], m[2]]));
  const noNotableChanges = /No notable changes/.test(body);
  return { removedIn, anchor, apiVersions, kinds, replacement: use?.[1] ?? null, since: use?.[2] ?? null, sinceByKind, noNotableChanges };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { guide: { type: 'string' } }, strict: true });
  if (!values.guide) {
    process.stderr.write('deprecation-guide: --guide <deprecation-guide.md> is required\n');
    process.exit(2);
  }
  const head = '# Extracted by scripts/extract/deprecation-guide.ts from the Deprecated API Migration Guide -- do not edit by hand.\n';
  process.stdout.write(head + yaml.dump({ sections: parseGuide(readFileSync(values.guide, 'utf8')) }, { lineWidth: 200, flowLevel: 3 }));
}
