/**
 * The add-on data as Markdown, for the docs of the add-on rules (`explain`, `rules -o markdown` and
 * the catalogue in rules/README.md): one table per add-on, with its version axis, the release rows
 * are judged against when no target is given, and the sources of each row.
 */
import type { Addon, AddonApi } from './addon-apis.js';
import { bundledAddonData } from './addon-apis.js';
import type { RuleSource } from '../rule.js';

function cell(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();
}

/** Rows that differ only in kind share one line, as in the curated file. */
function grouped(rows: readonly AddonApi[]): { row: AddonApi; kinds: string[] }[] {
  const groups = new Map<string, { row: AddonApi; kinds: string[] }>();
  for (const row of rows) {
    const replacement = row.replacement ? `${row.replacement.apiVersion} ${row.replacement.kind === row.kind ? '' : row.replacement.kind}` : '';
    const key = [row.apiVersion, row.deprecatedIn, row.removedIn, JSON.stringify(row.channelRemovals ?? {}), row.droppedFromCrdIn, replacement, row.url].join(
      '\u0000',
    );
    const group = groups.get(key);
    if (group) group.kinds.push(row.kind);
    else groups.set(key, { row, kinds: [row.kind] });
  }
  return [...groups.values()];
}

function removal(row: AddonApi): string {
  const channels = Object.entries(row.channelRemovals ?? {}).map(([channel, since]) => `${since} (${channel} channel)`);
  return [...(row.removedIn ? [row.removedIn] : []), ...channels].join(', ') || '-';
}

function replacement(row: AddonApi): string {
  const r = row.replacement;
  if (!r) return 'none';
  return `\`${r.apiVersion}\`${r.kind === row.kind ? '' : ` ${r.kind}`}${r.availableIn ? ` (since ${r.availableIn})` : ''}`;
}

function addonSection(addon: Addon, rows: readonly AddonApi[]): string[] {
  const lines = [
    `**${addon.title}** (\`--addon ${addon.name}=VERSION\`; ${addon.versionAxis}). Without a target, rows are judged against ${addon.newestKnown}, the newest release they were checked against: ${addon.newestKnownSource}.`,
    '',
    '| API version | Kinds | Deprecated | Not served from | Gone from the CRDs | Replacement | Source |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const { row, kinds } of grouped(rows)) {
    const dropped = row.droppedFromCrdIn ? `${row.droppedFromCrdIn}${row.storedVersionsMigration ? ' (migrate stored objects first)' : ''}` : '-';
    const source = `${cell(row.source)} ([link](${row.url}))${row.unconfirmed ? `; not confirmed: ${cell(row.unconfirmed)}` : ''}`;
    lines.push(`| \`${row.apiVersion}\` | ${kinds.join(', ')} | ${row.deprecatedIn ?? '-'} | ${removal(row)} | ${dropped} | ${replacement(row)} | ${source} |`);
  }
  return lines;
}

/** Every bundled add-on with its rows, in name order. */
export function addonDataMarkdown(): string {
  const data = bundledAddonData();
  const sections = data.addons.map((addon) =>
    addonSection(
      addon,
      data.apis.filter((row) => row.addon === addon.name),
    ).join('\n'),
  );
  return `${sections.join('\n\n')}\n`;
}

/** The add-ons' own pages that the rows cite, after the rule's own sources. */
export function addonSources(): RuleSource[] {
  return bundledAddonData().addons.flatMap((addon) => addon.sources.map((s) => ({ title: s.title, url: s.url })));
}

/** Each add-on's procedure for stored objects of a version its CRDs drop. */
export function storedVersionsMarkdown(): string {
  const data = bundledAddonData();
  // Only the add-ons with a row whose stored objects need the add-on's own procedure.
  const needed = data.addons.filter((addon) => data.apis.some((row) => row.addon === addon.name && row.storedVersionsMigration && !row.storedVersionsFix));
  const lines = needed.map((addon) => `- **${addon.title}**: ${addon.storedVersionsFix}`);
  const specific = new Map<string, { row: AddonApi; kinds: string[] }>();
  for (const row of data.apis.filter((r) => r.storedVersionsFix && r.storedVersionsMigration)) {
    const key = `${row.apiVersion}\u0000${row.storedVersionsFix}`;
    const known = specific.get(key);
    if (known) known.kinds.push(row.kind);
    else specific.set(key, { row, kinds: [row.kind] });
  }
  for (const { row, kinds } of specific.values()) {
    lines.push(
      `- **\`${row.apiVersion}\` ${kinds.join(', ')}** (${data.addons.find((a) => a.name === row.addon)?.title ?? row.addon}): ${row.storedVersionsFix}`,
    );
  }
  return `${lines.join('\n')}\n`;
}
