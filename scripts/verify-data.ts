/**
 * `npm run verify:data`: the knowledge in rules/_data is what its sources say, and nothing more.
 *
 * - Every generated file is re-derived from the inputs `gen:data` names and must match byte for
 *   byte: a row edited by hand, or a source changed without regenerating, fails. The generators
 *   themselves refuse a curated row without its source and quote.
 * - Every release note of an accounted release that is urgent, a deprecation or a removal (the
 *   extracts in scripts/data/sources/release-notes) has an entry in known-unchecked.yaml: checked by
 *   a rule that exists, or not checked for a stated reason.
 * - Every file under scripts/data/sources is read by something: an extract nobody reads is a fact
 *   nobody checks.
 *
 * `--data DIR` verifies a copy of rules/_data instead (the tests edit one to see this fail).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import yaml from 'js-yaml';
import { absoluteArgs, genDataCommands, genDataInputs } from './lib/gen-data-commands.js';
import type { ReleaseNotesExtract } from './extract/release-notes.js';

/** The repository: the nearest folder with a package.json, from the source or from its build in dist/. */
function repoRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

const REPO_ROOT = repoRoot(import.meta.dirname);
const RELEASE_NOTES = 'scripts/data/sources/release-notes';

export interface KnownChange {
  release: string;
  pr?: number;
  note?: string;
  change?: string;
  checkedBy?: string;
  reason?: string;
  source?: string;
}

function firstDifference(expected: string, actual: string): string {
  const a = expected.split('\n');
  const b = actual.split('\n');
  const line = a.findIndex((text, i) => text !== b[i]);
  const at = line < 0 ? Math.min(a.length, b.length) : line;
  const show = (text: string | undefined) => (text === undefined ? '(end of file)' : JSON.stringify(text.length > 160 ? `${text.slice(0, 160)}…` : text));
  return `line ${at + 1}: the sources give ${show(a[at])}, the file has ${show(b[at])}`;
}

async function checkGenerated(dataDir: string, problems: string[]): Promise<number> {
  let fresh = 0;
  for (const command of genDataCommands(REPO_ROOT)) {
    const file = join(dataDir, basename(command.out));
    const module = (await import(`./${command.generator}.js`)) as { generate: (argv: string[]) => string };
    let expected: string;
    try {
      expected = module.generate(absoluteArgs(command, REPO_ROOT));
    } catch (err) {
      problems.push(`${command.generator}: ${err instanceof Error ? err.message : String(err)}`);
      continue;
    }
    const actual = readFileSync(file, 'utf8');
    if (actual === expected) fresh++;
    else
      problems.push(
        `${basename(command.out)} differs from what ${command.generator} derives from its sources (${firstDifference(expected, actual)}); run \`npm run gen:data\`, and change the sources, never the generated file`,
      );
  }
  return fresh;
}

export function accountingProblems(extracts: ReleaseNotesExtract[], changes: KnownChange[], ruleIds: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const byNote = new Map(changes.filter((c) => c.pr !== undefined).map((c) => [`${c.release}#${c.pr}`, c]));
  for (const extract of extracts) {
    for (const note of extract.notes) {
      const entry = byNote.get(`${extract.release}#${note.pr}`);
      if (!entry)
        problems.push(
          `known-unchecked.yaml: the ${extract.release} ${note.class} note kubernetes/kubernetes#${note.pr} is not accounted for: add an entry with the rule that checks it, or why none can`,
        );
      else if (entry.note !== note.class)
        problems.push(
          `known-unchecked.yaml: ${extract.release} #${note.pr} is a ${note.class} note in the release notes, the entry says ${entry.note ?? 'nothing'}`,
        );
    }
  }
  for (const c of changes) {
    const what = `known-unchecked.yaml: ${c.release}${c.pr ? ` #${c.pr}` : ''}`;
    if (!c.source?.trim()) problems.push(`${what} names no source`);
    if (!c.change?.trim()) problems.push(`${what} does not say what changes`);
    if (c.checkedBy && !ruleIds.has(c.checkedBy)) problems.push(`${what} is checked by "${c.checkedBy}", which is no rule`);
    if (!c.checkedBy && !c.reason?.trim()) problems.push(`${what} gives neither the rule that checks it nor why none can`);
  }
  return problems;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function unreadSources(): string[] {
  const read = [...genDataInputs(REPO_ROOT), RELEASE_NOTES];
  return filesUnder(join(REPO_ROOT, 'scripts', 'data', 'sources'))
    .map((path) => relative(REPO_ROOT, path))
    .filter((path) => basename(path) !== 'SOURCE.txt' && !read.some((input) => path === input || path.startsWith(`${input}/`)))
    .map((path) => `${path} is read by no generator and no check: name it in gen:data, or remove it`);
}

export function loadExtracts(dir: string): ReleaseNotesExtract[] {
  return readdirSync(dir)
    .filter((f) => /^release-notes-1\.\d+\.yaml$/.test(f))
    .map((f) => yaml.load(readFileSync(join(dir, f), 'utf8')) as ReleaseNotesExtract);
}

async function main(): Promise<void> {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { data: { type: 'string' } }, strict: true });
  const dataDir = values.data ?? join(REPO_ROOT, 'rules', '_data');
  const problems: string[] = [];
  const fresh = await checkGenerated(dataDir, problems);
  const { allRules } = await import('../rules/index.js');
  const extracts = loadExtracts(join(REPO_ROOT, RELEASE_NOTES));
  const changes = (yaml.load(readFileSync(join(dataDir, 'known-unchecked.yaml'), 'utf8')) as { changes: KnownChange[] }).changes;
  problems.push(...accountingProblems(extracts, changes, new Set(allRules.map((r) => r.id))));
  problems.push(...unreadSources());
  if (problems.length) {
    for (const p of problems) process.stderr.write(`verify:data: ${p}\n`);
    process.stderr.write(`verify:data: ${problems.length} problem${problems.length === 1 ? '' : 's'}\n`);
    process.exitCode = 1;
    return;
  }
  const notes = extracts.reduce((n, e) => n + e.notes.length, 0);
  const releases = extracts.map((e) => e.release).sort((a, b) => Number(a.split('.')[1]) - Number(b.split('.')[1]));
  process.stdout.write(
    `verify:data: ${fresh} generated files match their sources; ${notes} release notes of ${releases[0]}–${releases.at(-1)} accounted for\n`,
  );
}

if (process.argv[1] && import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    process.stderr.write(`verify:data: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  });
}
