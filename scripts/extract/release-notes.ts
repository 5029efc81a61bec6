/**
 * Lists, release by release, the Kubernetes release notes an upgrade check must account for
 * (urgent upgrade notes, deprecations, removals: scripts/lib/release-note-classes.ts), as facts
 * only: the pull request, its kinds and SIGs, and the class. The words stay in the sources; the
 * accounting (rules/_data/known-unchecked.yaml) says in its own words what each note changes.
 *
 * Two inputs:
 *   --sig-release DIR   a clone of kubernetes/sig-release: releases/release-1.NN/release-notes/
 *                       release-notes-draft.json for each of --releases
 *   --changelog FILE    a CHANGELOG-1.NN.md of kubernetes/kubernetes for a release whose notes
 *                       are not in sig-release yet, with --changelog-release and --changelog-commit
 * Writes release-notes-1.NN.yaml files into --out.
 *
 *   node dist/scripts/extract/release-notes.js --sig-release ~/src/sig-release --releases 1.33,1.34 \
 *     --changelog CHANGELOG-1.38.md --changelog-release 1.38 --changelog-commit <sha> --out scripts/data/sources/release-notes
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import yaml from 'js-yaml';
import { CHANGELOG_SECTION_KINDS, classifyNote, type NoteClass } from '../lib/release-note-classes.js';

export interface ExtractedNote {
  pr: number;
  class: NoteClass;
  kinds: string[];
  sigs: string[];
}

export interface ReleaseNotesExtract {
  release: string;
  source: { repository: string; commit: string; path: string; sections?: string[]; command: string };
  notes: ExtractedNote[];
}

interface Candidate {
  pr: number;
  actionRequired: boolean;
  kinds: Set<string>;
  sigs: Set<string>;
  texts: string[];
}

/** One PR can be filed under several kinds (and as urgent besides): its notes merge into one. */
function merge(into: Map<number, Candidate>, note: { pr: number; actionRequired: boolean; kinds: string[]; sigs: string[]; text: string }): void {
  const seen = into.get(note.pr) ?? { pr: note.pr, actionRequired: false, kinds: new Set<string>(), sigs: new Set<string>(), texts: [] };
  seen.actionRequired ||= note.actionRequired;
  for (const k of note.kinds) seen.kinds.add(k);
  for (const s of note.sigs) seen.sigs.add(s);
  seen.texts.push(note.text);
  into.set(note.pr, seen);
}

function classified(candidates: Map<number, Candidate>): ExtractedNote[] {
  const out: ExtractedNote[] = [];
  for (const c of candidates.values()) {
    const kinds = [...c.kinds].sort();
    const cls = classifyNote({ actionRequired: c.actionRequired, kinds, text: c.texts.join('\n') });
    if (cls) out.push({ pr: c.pr, class: cls, kinds, sigs: [...c.sigs].sort() });
  }
  return out.sort((a, b) => a.pr - b.pr);
}

interface SigReleaseNote {
  pr_number: number;
  text: string;
  kinds?: string[] | null;
  sigs?: string[] | null;
  action_required?: boolean;
  do_not_publish?: boolean;
}

export function fromSigRelease(json: string): ExtractedNote[] {
  const candidates = new Map<number, Candidate>();
  for (const note of Object.values(JSON.parse(json) as Record<string, SigReleaseNote>)) {
    if (note.do_not_publish) continue;
    merge(candidates, { pr: note.pr_number, actionRequired: note.action_required === true, kinds: note.kinds ?? [], sigs: note.sigs ?? [], text: note.text });
  }
  return classified(candidates);
}

const PR_LINK = /\[#(\d+)\]\(https:\/\/github\.com\/kubernetes\/kubernetes\/pull\/\d+\)/;
const SIG_LIST = /\[SIG ([^\]]+)\]\s*$/;

/** The SIGs a CHANGELOG entry ends with ("[SIG API Machinery, Apps and Testing]"), as sig-release spells them. */
function sigsOf(entry: string): string[] {
  const list = SIG_LIST.exec(entry.trim())?.[1];
  if (!list) return [];
  return list
    .split(/,\s*|\s+and\s+/)
    .map((s) => s.trim().toLowerCase().replace(/\s+/g, '-'))
    .filter(Boolean);
}

/**
 * The entries of every pre-release or release section of a CHANGELOG: an entry starts with "- "
 * (urgent notes are indented by a space or two) and runs until the next one or the next heading.
 */
export function fromChangelog(markdown: string): { notes: ExtractedNote[]; sections: string[] } {
  const candidates = new Map<number, Candidate>();
  const sections: string[] = [];
  let kind: string | undefined;
  let urgent = false;
  let entry: string[] = [];
  const flush = () => {
    const text = entry.join('\n');
    entry = [];
    const pr = PR_LINK.exec(text)?.[1];
    if (!pr || (!urgent && !kind)) return;
    merge(candidates, { pr: Number(pr), actionRequired: urgent, kinds: kind ? [kind] : [], sigs: sigsOf(text), text });
  };
  for (const line of markdown.split('\n')) {
    const heading = /^(#{1,4}) (.*)$/.exec(line);
    if (heading) {
      flush();
      const [, level, title] = heading;
      if (level === '#') sections.push(title.trim());
      if (level === '##') urgent = title.trim() === 'Urgent Upgrade Notes';
      if (level === '##' && !urgent) kind = undefined;
      if (level === '###') kind = CHANGELOG_SECTION_KINDS[title.trim()];
      continue;
    }
    if (/^ {0,2}- /.test(line)) flush();
    if (entry.length || /^ {0,2}- /.test(line)) entry.push(line);
  }
  flush();
  return { notes: classified(candidates), sections };
}

export function renderExtract(extract: ReleaseNotesExtract): string {
  const head = [
    `# Extracted by scripts/extract/release-notes.ts -- do not edit by hand; re-run the command below.`,
    `# The release notes of Kubernetes ${extract.release} that an upgrade check accounts for (urgent, deprecation,`,
    `# removal), as facts: each is accounted for in rules/_data/known-unchecked.yaml (npm run verify:data).`,
  ];
  return `${head.join('\n')}\n${yaml.dump(extract, { lineWidth: 200, noRefs: true, sortKeys: false, flowLevel: 3 })}`;
}

function gitShow(repo: string, ref: string, path: string): string {
  return execFileSync('git', ['-C', repo, 'show', `${ref}:${path}`], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
}

function main(argv: string[]): void {
  const { values } = parseArgs({
    args: argv,
    options: {
      'sig-release': { type: 'string' },
      releases: { type: 'string' },
      changelog: { type: 'string' },
      'changelog-release': { type: 'string' },
      'changelog-commit': { type: 'string' },
      out: { type: 'string' },
    },
    strict: true,
  });
  if (!values.out) throw new Error('--out DIR is required');
  mkdirSync(values.out, { recursive: true });
  // Local paths say nothing to a reader: the command names what each one must be.
  const command = [
    'node dist/scripts/extract/release-notes.js',
    values['sig-release'] ? `--sig-release <clone of kubernetes/sig-release> --releases ${values.releases ?? ''}` : '',
    values.changelog
      ? `--changelog <CHANGELOG-${values['changelog-release']}.md> --changelog-release ${values['changelog-release']} --changelog-commit ${values['changelog-commit']}`
      : '',
    '--out scripts/data/sources/release-notes',
  ]
    .filter(Boolean)
    .join(' ');
  if (values['sig-release']) {
    const repo = values['sig-release'];
    const commit = execFileSync('git', ['-C', repo, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
    for (const release of (values.releases ?? '').split(',').filter(Boolean)) {
      const path = `releases/release-${release}/release-notes/release-notes-draft.json`;
      const extract: ReleaseNotesExtract = {
        release,
        source: { repository: 'kubernetes/sig-release', commit, path, command },
        notes: fromSigRelease(gitShow(repo, commit, path)),
      };
      writeFileSync(join(values.out, `release-notes-${release}.yaml`), renderExtract(extract));
    }
  }
  if (values.changelog) {
    const release = values['changelog-release'];
    const commit = values['changelog-commit'];
    if (!release || !commit) throw new Error('--changelog needs --changelog-release and --changelog-commit');
    const { notes, sections } = fromChangelog(readFileSync(values.changelog, 'utf8'));
    const extract: ReleaseNotesExtract = {
      release,
      source: { repository: 'kubernetes/kubernetes', commit, path: `CHANGELOG/CHANGELOG-${release}.md`, sections, command },
      notes,
    };
    writeFileSync(join(values.out, `release-notes-${release}.yaml`), renderExtract(extract));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    main(process.argv.slice(2));
  } catch (err) {
    process.stderr.write(`release-notes: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(2);
  }
}
