/**
 * Takes a Kubernetes release's published files into the data inputs: its versioned feature list
 * (copied verbatim: names, stages and versions only) and the provenance the generators cite, read
 * from the copy's SOURCE.txt and the newest heading of its CHANGELOG. Run before `npm run gen:data`
 * (`npm run refresh:1.38` does both). While the newest heading is a pre-release, the provenance says
 * so and every report that checks the release says its data is pre-release; once it is vX.Y.0, that
 * notice goes with the next regeneration.
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import yaml from 'js-yaml';
import { normalizeMinor } from '../src/versions.js';
import { parseOptions, readText, runCli, usageText, type OptionSpec } from './lib/gen-support.js';

const OPTIONS = {
  release: { description: 'the minor release, e.g. 1.38' },
  dir: { description: 'directory with versioned_feature_list.yaml, CHANGELOG-<release>.md and SOURCE.txt (Commit: <sha>)' },
  sources: { description: 'scripts/data/sources.yaml (its entries for the two files are rewritten)' },
  into: { description: 'where the feature list copy goes (the path gen:data reads)' },
} satisfies Record<string, OptionSpec>;

const USAGE = usageText('refresh-release', "Copies a release's feature list and records its provenance in sources.yaml.", OPTIONS);

export const FEATURE_LIST = 'versioned_feature_list.yaml';

export interface ReleaseFiles {
  release: string;
  /** The newest release or pre-release the changelog has a section for, e.g. v1.38.0-alpha.2. */
  version: string;
  commit: string;
  /** "planned for" date from SOURCE.txt, while the release has not shipped. */
  due: string | null;
  gates: number;
}

/** What the published files say about themselves; refuses files of another release or without a commit. */
export function readReleaseFiles(dir: string, release: string): ReleaseFiles {
  const source = readText(join(dir, 'SOURCE.txt'));
  const commit = /^Commit:\s+([0-9a-f]{40})\s*$/m.exec(source)?.[1];
  if (!commit)
    throw new Error(`${join(dir, 'SOURCE.txt')}: no "Commit: <40 hex digits>" line; say which kubernetes/kubernetes commit the files were copied at`);
  const changelog = readText(join(dir, `CHANGELOG-${release}.md`));
  const version = /^# (v\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)?)\s*$/m.exec(changelog)?.[1];
  if (!version || normalizeMinor(version) !== release)
    throw new Error(`${join(dir, `CHANGELOG-${release}.md`)}: its newest section is ${version ?? 'missing'}, not a ${release} release`);
  const list = yaml.load(readText(join(dir, FEATURE_LIST)));
  if (!Array.isArray(list) || !list.every((g) => typeof g?.name === 'string' && Array.isArray(g.versionedSpecs))) {
    throw new Error(`${join(dir, FEATURE_LIST)}: not a versioned feature list (a list of {name, versionedSpecs})`);
  }
  const due = /planned for (\d{4}-\d{2}-\d{2})/.exec(source)?.[1] ?? null;
  return { release, version, commit, due, gates: list.length };
}

export function isFinal(version: string): boolean {
  return /^v\d+\.\d+\.\d+$/.test(version);
}

/** The sources.yaml entries of the two files, as the generators read them. */
export function sourceEntries(files: ReleaseFiles): string[] {
  const short = files.commit.slice(0, 8);
  const final = isFinal(files.version);
  const state = final ? `${files.version} release` : `${files.release} development cycle after ${files.version}`;
  const prerelease = final ? [] : [`    prerelease: "${files.version}"`, `    commit: "${files.commit}"`, ...(files.due ? [`    due: "${files.due}"`] : [])];
  return [
    [
      `  - file: ${FEATURE_LIST}`,
      `    release: "${files.release}"`,
      ...prerelease,
      ...(final ? [] : ['    development: true']),
      `    label: "${FEATURE_LIST} ${final ? files.release : `${files.release}-dev (after ${files.version})`}"`,
      `    cite: "kubernetes/kubernetes ${short}"`,
      `    origin: "kubernetes/kubernetes test/compatibility_lifecycle/reference/${FEATURE_LIST} ${files.commit} (${state}, ${files.gates} gates)"`,
    ].join('\n'),
    [
      `  - file: CHANGELOG-${files.release}.md`,
      `    release: "${files.release}"`,
      ...prerelease,
      `    cite: "kubernetes/kubernetes ${short}"`,
      `    origin: "kubernetes/kubernetes CHANGELOG/CHANGELOG-${files.release}.md ${files.commit} (sections up to ${files.version})"`,
    ].join('\n'),
  ];
}

/** Replaces the entries of the two files in sources.yaml, leaving every other line (and comment) as it is. */
export function updateSources(text: string, files: ReleaseFiles): string {
  const [listEntry, changelogEntry] = sourceEntries(files);
  let out = replaceEntry(text, FEATURE_LIST, listEntry);
  out = replaceEntry(out, `CHANGELOG-${files.release}.md`, changelogEntry);
  return out;
}

function replaceEntry(text: string, file: string, entry: string): string {
  const lines = text.split('\n');
  const start = lines.indexOf(`  - file: ${file}`);
  if (start < 0) {
    const at = lines.findIndex((l) => l.startsWith('  - file: '));
    if (at < 0) throw new Error(`sources file: no "sources:" entries to add ${file} to`);
    return [...lines.slice(0, at), entry, ...lines.slice(at)].join('\n');
  }
  let end = start + 1;
  while (end < lines.length && lines[end].startsWith('    ')) end++;
  return [...lines.slice(0, start), entry, ...lines.slice(end)].join('\n');
}

/** Kept beside the copy: where it comes from and under which licence. */
export function provenanceNote(files: ReleaseFiles): string {
  return [
    `${FEATURE_LIST}: a verbatim copy of test/compatibility_lifecycle/reference/${FEATURE_LIST}`,
    `from kubernetes/kubernetes (https://github.com/kubernetes/kubernetes) at commit ${files.commit},`,
    `${isFinal(files.version) ? `the ${files.version} release` : `the ${files.release} development state after ${files.version}`}.`,
    'License: Apache-2.0, Copyright The Kubernetes Authors.',
    `Written by scripts/refresh-release.ts (npm run refresh:${files.release}); do not edit by hand.`,
    '',
  ].join('\n');
}

export function refresh(argv: string[]): string {
  const opts = parseOptions(argv, OPTIONS, USAGE);
  const files = readReleaseFiles(opts.dir, opts.release);
  mkdirSync(opts.into, { recursive: true });
  copyFileSync(join(opts.dir, FEATURE_LIST), join(opts.into, FEATURE_LIST));
  writeFileSync(join(opts.into, 'SOURCE.txt'), provenanceNote(files));
  writeFileSync(opts.sources, updateSources(readText(opts.sources), files));
  const what = isFinal(files.version) ? `${files.version} (released)` : `${files.version} (pre-release: reports checking ${files.release} say so)`;
  return `${basename(opts.into)}/${FEATURE_LIST}: ${files.gates} gates from kubernetes/kubernetes ${files.commit.slice(0, 12)}, ${what}; now run npm run gen:data\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) runCli(refresh, process.argv.slice(2));
