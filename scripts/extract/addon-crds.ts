/**
 * Reads the CRD files an add-on project ships, release by release, from git mirrors of its
 * repositories, and writes the facts (per group and kind: versions, served, storage, deprecated,
 * whether a deprecation warning exists) with where each came from: repository, tag, commit, files.
 *
 *   node dist/scripts/extract/addon-crds.js --project flux \
 *     --mirror fluxcd/flux2=/path/to/flux2.git --mirror fluxcd/source-controller=/path/... \
 *     --out scripts/data/sources/addon-crds/flux.yaml
 *
 * Releases read: the first tag of every minor release from the project's `from` release on, and
 * the newest release tag. Flux releases are fluxcd/flux2 tags; their CRDs are those of the
 * controller releases that tag pins in manifests/crds/kustomization.yaml.
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { compareAddonVersions } from '../../src/versions.js';
import type { AddonCrdExtract, CrdFacts, ReleaseFacts, ReleaseRead } from '../lib/addon-crd-facts.js';
import { commitOf, crdsInFile, fileAt, filesAt, hasTag, tags } from '../lib/addon-crd-read.js';
import { projectSpec, type ProjectSpec } from '../lib/addon-crd-projects.js';
import { dumpYaml } from '../lib/gen-support.js';

const USAGE = 'Usage: node dist/scripts/extract/addon-crds.js --project NAME --mirror OWNER/REPO=GIT_DIR [--mirror ...] [--read-on YYYY-MM-DD] [--out FILE]';

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Release tags of the project from `from` on: each minor's first, and the newest (`newestOnly` when it is not a minor's first). */
export function releaseTags(spec: ProjectSpec, all: string[]): { tag: string; newestOnly: boolean }[] {
  const releases = all.filter((t) => spec.tag.test(t) && !spec.notReleases?.[t] && compareAddonVersions(t, spec.from) >= 0).sort(compareAddonVersions);
  const firstOfMinor = new Map<string, string>();
  for (const t of releases) {
    const [, major, minor] = spec.tag.exec(t)!;
    if (!firstOfMinor.has(`${major}.${minor}`)) firstOfMinor.set(`${major}.${minor}`, t);
  }
  const firsts = new Set(firstOfMinor.values());
  const chosen = [...firsts].map((tag) => ({ tag, newestOnly: false }));
  const newest = releases[releases.length - 1];
  if (newest && !firsts.has(newest)) chosen.push({ tag: newest, newestOnly: true });
  return chosen.sort((a, b) => compareAddonVersions(a.tag, b.tag));
}

function sortCrds(crds: CrdFacts[]): CrdFacts[] {
  return crds.sort((a, b) => byName(a.group, b.group) || byName(a.kind, b.kind) || byName(a.channel ?? '', b.channel ?? '') || byName(a.path, b.path));
}

function readRelease(
  repo: string,
  mirror: string,
  tag: string,
  pick: (files: string[]) => { path: string; channel?: string }[],
  substitutedFor?: string,
): { read: ReleaseRead; crds: CrdFacts[] } {
  const files = pick(filesAt(mirror, tag));
  const crds = files.flatMap((f) => crdsInFile(mirror, tag, f.path).map((c) => (f.channel ? { ...c, channel: f.channel } : c)));
  const read: ReleaseRead = { repo, tag, commit: commitOf(mirror, tag), paths: files.map((f) => f.path).sort(byName) };
  if (substitutedFor) read.substitutedFor = substitutedFor;
  return { read, crds };
}

const controllerCrds = (files: string[]) => files.filter((f) => /^config\/crd\/bases\/[^/]+\.ya?ml$/.test(f)).map((path) => ({ path }));

/** The controller releases a fluxcd/flux2 tag pins, by repository. */
function pinnedControllers(flux2: string, tag: string): Map<string, string> {
  const text = fileAt(flux2, tag, 'manifests/crds/kustomization.yaml');
  const pins = new Map<string, string>();
  for (const m of text.matchAll(/github\.com\/(fluxcd\/[a-z0-9-]+)\/releases\/download\/(v\d+\.\d+\.\d+)\//g)) pins.set(m[1], m[2]);
  return pins;
}

/** The pinned tag, or the newest earlier patch tag of the same minor when the mirror lacks it. */
function availableTag(mirror: string, pinned: string): { tag: string; substitutedFor?: string } | undefined {
  if (hasTag(mirror, pinned)) return { tag: pinned };
  const [major, minor] = pinned.replace(/^v/, '').split('.');
  const earlier = tags(mirror)
    .filter((t) => new RegExp(`^v${major}\\.${minor}\\.\\d+$`).test(t) && compareAddonVersions(t, pinned) < 0)
    .sort(compareAddonVersions);
  return earlier.length ? { tag: earlier[earlier.length - 1], substitutedFor: pinned } : undefined;
}

function readFluxRelease(spec: ProjectSpec, mirrors: Map<string, string>, tag: string, newest: boolean, notRead: string[]): ReleaseFacts | undefined {
  const flux2 = mirrors.get(spec.repo)!;
  const pins = pinnedControllers(flux2, tag);
  const unpinned = spec.components!.filter((c) => !pins.has(c));
  if (unpinned.length) throw new Error(`${spec.repo} ${tag} pins no release of ${unpinned.join(', ')}`);
  const read: ReleaseRead[] = [{ repo: spec.repo, tag, commit: commitOf(flux2, tag), paths: ['manifests/crds/kustomization.yaml'] }];
  const crds: CrdFacts[] = [];
  const lacking: string[] = [];
  for (const [repo, pinned] of [...pins].sort(([a], [b]) => byName(a, b))) {
    if (!spec.components!.includes(repo)) {
      notRead.push(`${tag}: ${repo} ${pinned} (its CRDs concern no API version of the curated rows)`);
      continue;
    }
    const available = availableTag(mirrors.get(repo)!, pinned);
    // the newest release is read only with every tag it pins; a minor's first may fall back to an earlier patch
    if (!available || (newest && available.substitutedFor)) {
      lacking.push(`${repo} ${pinned}`);
      continue;
    }
    const one = readRelease(repo, mirrors.get(repo)!, available.tag, controllerCrds, available.substitutedFor);
    read.push(one.read);
    crds.push(...one.crds);
  }
  if (lacking.length) {
    notRead.push(`${tag}: not read, the mirrors lack ${lacking.join(', ')}`);
    return undefined;
  }
  return { release: tag, read, crds: sortCrds(crds) };
}

export function extract(spec: ProjectSpec, mirrors: Map<string, string>, command: string, readOn: string): AddonCrdExtract {
  for (const repo of [spec.repo, ...(spec.components ?? [])]) if (!mirrors.has(repo)) throw new Error(`--mirror ${repo}=GIT_DIR is needed for ${spec.name}`);
  const main = mirrors.get(spec.repo)!;
  const all = tags(main);
  const chosen = releaseTags(spec, all);
  const notRead: string[] = [];
  if (spec.before) notRead.push(`before ${spec.from}: ${spec.before}`);
  for (const [t, why] of Object.entries(spec.notReleases ?? {})) if (all.includes(t)) notRead.push(`${t}: ${why}`);
  const releases: ReleaseFacts[] = [];
  for (const { tag, newestOnly } of chosen) {
    if (spec.components) {
      const release = readFluxRelease(spec, mirrors, tag, newestOnly, notRead);
      if (release) releases.push(release);
      continue;
    }
    const one = readRelease(spec.repo, main, tag, spec.crdFiles!);
    if (one.crds.length === 0) throw new Error(`${spec.repo} ${tag}: no CRD in ${one.read.paths.join(', ') || 'any file the project spec picks'}`);
    releases.push({ release: tag, read: [one.read], crds: sortCrds(one.crds) });
  }
  const result: AddonCrdExtract = {
    project: spec.name,
    repositories: [spec.repo, ...(spec.components ?? [])],
    selection: `the first tag of every minor release from ${spec.from} on, and the newest release tag${spec.components ? '; for each, the CRDs of the controller releases it pins (config/crd/bases at their tags)' : ''}`,
    command,
    readOn,
    releases,
  };
  if (notRead.length) result.notRead = notRead;
  return result;
}

export function render(result: AddonCrdExtract): string {
  const { releases, ...provenance } = result;
  const head = [
    `CRD facts of ${result.project}, read from its own repositories by scripts/extract/addon-crds.ts: for each`,
    'release, the CRDs it ships and, per group and kind, each version with served / storage / deprecated,',
    'and deprecationWarning: true where the CRD carries a deprecation warning (its text is not copied).',
  ];
  return `${head.map((l) => `# ${l}`).join('\n')}\n${dumpYaml(provenance, 2)}${dumpYaml({ releases }, 5)}`;
}

function main(argv: string[]): void {
  const { values } = parseArgs({
    args: argv,
    options: { project: { type: 'string' }, mirror: { type: 'string', multiple: true }, out: { type: 'string' }, 'read-on': { type: 'string' } },
    strict: true,
    allowPositionals: false,
  });
  if (!values.project || !values.mirror?.length) throw new Error(USAGE);
  const mirrors = new Map(
    values.mirror.map((m) => {
      const at = m.indexOf('=');
      if (at < 0) throw new Error(`--mirror ${m}: expected OWNER/REPO=GIT_DIR\n${USAGE}`);
      return [m.slice(0, at), m.slice(at + 1)] as const;
    }),
  );
  const readOn = values['read-on'] ?? new Date().toISOString().slice(0, 10);
  const command = ['node dist/scripts/extract/addon-crds.js', ...argv.filter((a, i) => a !== '--read-on' && argv[i - 1] !== '--read-on')].join(' ');
  const text = render(extract(projectSpec(values.project), mirrors, command, readOn));
  if (values.out) writeFileSync(values.out, text);
  else process.stdout.write(text);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    main(process.argv.slice(2));
  } catch (err) {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
}
