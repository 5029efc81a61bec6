/**
 * Lists the release notes that say a feature gate is removed in their release, with the names
 * they give, release by release: the release notes date a removal where the feature gate pages
 * only record the last release a stage lasted until. Facts only: release, pull request, names.
 *
 * Inputs: a clone of kubernetes/sig-release (the notes of 1.16 to 1.19 as Markdown, of 1.20 on as
 * release-notes-draft.json) and, for a release not there yet, its CHANGELOG.
 *
 *   node dist/scripts/extract/gate-removal-notes.js --sig-release <clone of kubernetes/sig-release> \
 *     --from 16 --to 37 [--changelog CHANGELOG-1.38.md --changelog-release 1.38 --changelog-commit SHA] > scripts/data/sources/feature-gates/gate-removal-notes.yaml
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import yaml from 'js-yaml';

export interface GateRemovalNote {
  release: string;
  pr: number;
  /** Gate-like names (CamelCase identifiers) the note gives. */
  names: string[];
}

/** The note says a gate is gone now, not that it will go ("will be removed in 1.24"). */
const SAYS_REMOVED_NOW = /(?:\b(?:has|have) been removed\b|\b(?:is|are) (?:now )?removed\b|(?:^|[.:;]\s*|\n\s*-?\s*)(?:Removed?|Removes|Removing)\b)/;
const ABOUT_GATES = /feature[ -]?(?:gate|flag)s?\b|\bgates?\b/i;
const NOT_YET = /\bwill be removed\b|\bto be removed\b|\bscheduled for removal\b/i;
const IDENTIFIER = /`([A-Z][A-Za-z0-9]+)`|\b([A-Z][a-z0-9]+(?:[A-Z][A-Za-z0-9]*)+)\b/g;

/** The names in the sentences of a note that say a gate is removed now ("X will be the way forward" names no removal). */
export function gateRemoval(text: string): string[] | undefined {
  const names = new Set<string>();
  for (const part of text.split(/(?<=[.!?])\s+(?=[A-Z`])/)) {
    const sentence = part.replace(/^\s*[-*]\s*/, '').trim();
    if (!ABOUT_GATES.test(sentence) && !ABOUT_GATES.test(text)) continue;
    if (!SAYS_REMOVED_NOW.test(sentence) || NOT_YET.test(sentence)) continue;
    for (const m of sentence.matchAll(IDENTIFIER)) names.add(m[1] ?? m[2]);
  }
  return names.size ? [...names].sort() : undefined;
}

const PR_LINK = /\[#(\d+)\]\(https:\/\/github\.com\/kubernetes\/kubernetes\/pull\/\d+\)/;

/** The entries of a Markdown notes file or CHANGELOG: a line starting with "- " and what follows it up to the next. */
export function markdownEntries(markdown: string): { pr: number; text: string }[] {
  const out: { pr: number; text: string }[] = [];
  let entry: string[] = [];
  const flush = () => {
    const text = entry.join('\n');
    const pr = PR_LINK.exec(text)?.[1];
    if (pr) out.push({ pr: Number(pr), text });
    entry = [];
  };
  for (const line of markdown.split('\n')) {
    if (/^\s{0,4}- /.test(line) || /^#/.test(line)) flush();
    if (!/^#/.test(line)) entry.push(line);
  }
  flush();
  return out;
}

function git(repo: string, path: string): string | undefined {
  try {
    return execFileSync('git', ['-C', repo, 'show', `HEAD:${path}`], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return undefined;
  }
}

function notesOf(repo: string, minor: number): { pr: number; text: string }[] {
  for (const path of [`releases/release-1.${minor}/release-notes/release-notes-draft.json`, `releases/release-1.${minor}/release-notes-draft.json`]) {
    const json = git(repo, path);
    if (json)
      return Object.values(JSON.parse(json) as Record<string, { pr_number: number; text: string; do_not_publish?: boolean }>)
        .filter((n) => !n.do_not_publish)
        .map((n) => ({ pr: n.pr_number, text: n.text }));
  }
  const md = git(repo, `releases/release-1.${minor}/release-notes-draft.md`);
  if (md) return markdownEntries(md);
  throw new Error(`kubernetes/sig-release has no release notes for 1.${minor}`);
}

export function collect(release: string, notes: { pr: number; text: string }[]): GateRemovalNote[] {
  const byPr = new Map<number, GateRemovalNote>();
  for (const note of notes) {
    const names = gateRemoval(note.text);
    if (!names) continue;
    const seen = byPr.get(note.pr);
    byPr.set(note.pr, { release, pr: note.pr, names: [...new Set([...(seen?.names ?? []), ...names])].sort() });
  }
  return [...byPr.values()].sort((a, b) => a.pr - b.pr);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      'sig-release': { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      changelog: { type: 'string' },
      'changelog-release': { type: 'string' },
      'changelog-commit': { type: 'string' },
    },
    strict: true,
  });
  if (!values['sig-release'] || !values.from || !values.to) {
    process.stderr.write('gate-removal-notes: --sig-release DIR --from N --to N are required\n');
    process.exit(2);
  }
  const repo = values['sig-release'];
  const commit = execFileSync('git', ['-C', repo, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  const notes: GateRemovalNote[] = [];
  for (let minor = Number(values.from); minor <= Number(values.to); minor++) notes.push(...collect(`1.${minor}`, notesOf(repo, minor)));
  const sources = [`kubernetes/sig-release ${commit} releases/release-1.${values.from}..1.${values.to} release notes`];
  if (values.changelog && values['changelog-release']) {
    notes.push(...collect(values['changelog-release'], markdownEntries(readFileSync(values.changelog, 'utf8'))));
    sources.push(`kubernetes/kubernetes ${values['changelog-commit'] ?? '(commit not given)'} CHANGELOG/CHANGELOG-${values['changelog-release']}.md`);
  }
  const head = '# Extracted by scripts/extract/gate-removal-notes.ts -- do not edit by hand.\n';
  process.stdout.write(head + yaml.dump({ sources, notes }, { lineWidth: 200, flowLevel: 2 }));
}
