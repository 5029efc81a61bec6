/**
 * Lists, release by release, the command-line flags a Kubernetes staging repository registers
 * (kubernetes/apiserver, component-base, controller-manager, cloud-provider): for every tag v0.N.0
 * (= Kubernetes 1.N.0) and the newest default-branch commit, which flag names each Go function in
 * the given folders registers on a pflag FlagSet and which it marks deprecated. Facts only: names,
 * releases, files, functions, commits.
 *
 *   node dist/scripts/extract/component-flags.js --git-dir <clone of kubernetes/apiserver> \
 *     --repo kubernetes/apiserver --paths pkg/server/options --date 2026-08-14 \
 *     --out scripts/data/sources/component-flags/apiserver.yaml
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import yaml from 'js-yaml';
import { flagCalls } from '../lib/component-flag-registrations.js';
import { releaseRanges } from '../lib/release-ranges.js';

export interface ExtractRef {
  release: string;
  ref: string;
  commit: string;
  /** The default branch between tags: the release it is developing, not a released one. */
  development?: true;
  /** The newest tag the development commit descends from. */
  after?: string;
}

export interface ExtractedFlag {
  name: string;
  file: string;
  func: string;
  /** Releases (ranges "1.17-1.23" or single "1.30") the function registers the flag in. */
  registered: string[];
  /** Releases it also marks the flag deprecated in. */
  markedDeprecated?: string[];
}

export interface ComponentFlagExtract {
  provenance: {
    repository: string;
    paths: string[];
    refs: ExtractRef[];
    command: string;
    read: string;
    scope: string;
  };
  flags: ExtractedFlag[];
}

function git(gitDir: string, args: string[]): string {
  return execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

const minorOf = (release: string) => Number(release.split('.')[1]);

/** v0.N.0-alpha.K < -beta.K < -rc.K < v0.N.0, as one sortable number. */
function versionKey(tag: string): number {
  const m = /^v0\.(\d+)\.0(?:-(alpha|beta|rc)\.(\d+))?$/.exec(tag)!;
  const stage = m[2] === undefined ? 3 : ['alpha', 'beta', 'rc'].indexOf(m[2]);
  return Number(m[1]) * 10000 + stage * 1000 + Number(m[3] ?? 0);
}

function isAncestor(gitDir: string, ancestor: string, of: string): boolean {
  try {
    execFileSync('git', ['--git-dir', gitDir, 'merge-base', '--is-ancestor', ancestor, of], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The refs to read: every v0.N.0 tag from `from` on, then the default branch if it is past the newest. */
export function refsToRead(gitDir: string, fromMinor: number): ExtractRef[] {
  const tags = git(gitDir, ['tag', '-l', 'v0.*.0'])
    .split('\n')
    .filter((t) => /^v0\.\d+\.0$/.test(t))
    .map((t) => ({ tag: t, minor: Number(t.split('.')[1]) }))
    .filter((t) => t.minor >= fromMinor)
    .sort((a, b) => a.minor - b.minor);
  const refs: ExtractRef[] = tags.map(({ tag, minor }) => ({ release: `1.${minor}`, ref: tag, commit: git(gitDir, ['rev-list', '-n', '1', tag]).trim() }));
  const head = git(gitDir, ['symbolic-ref', '--short', 'HEAD']).trim();
  const headCommit = git(gitDir, ['rev-parse', 'HEAD']).trim();
  // The publishing bot tags a commit of its own ("Update dependencies to v0.N.x tag") whose parent
  // is on the branch the release came from: the newest v0.* tag whose parent the default branch
  // descends from names the release it is developing (v0.N.0-alpha.0 opens N on the default branch).
  const after = git(gitDir, ['tag', '-l', 'v0.*'])
    .split('\n')
    .filter((t) => /^v0\.\d+\.0(-(alpha|beta|rc)\.\d+)?$/.test(t))
    .sort((a, b) => versionKey(b) - versionKey(a))
    .find((t) => isAncestor(gitDir, `${t}^`, 'HEAD'));
  if (!after) throw new Error(`${gitDir}: the default branch descends from no v0.N.0 tag`);
  const m = /^v0\.(\d+)\.0(-.*)?$/.exec(after)!;
  const developing = m[2] ? Number(m[1]) : Number(m[1]) + 1;
  const newest = refs.at(-1);
  if (headCommit !== newest?.commit && (!newest || developing > minorOf(newest.release))) {
    refs.push({ release: `1.${developing}`, ref: head, commit: headCommit, development: true, after });
  }
  return refs;
}

export function extract(gitDir: string, repository: string, paths: string[], fromMinor: number, date: string, command: string): ComponentFlagExtract {
  const refs = refsToRead(gitDir, fromMinor);
  const order = refs.map((r) => r.release);
  const found = new Map<string, { name: string; file: string; func: string; registered: string[]; deprecated: string[] }>();
  for (const ref of refs) {
    const files = git(gitDir, ['ls-tree', '-r', '--name-only', ref.commit, '--', ...paths])
      .split('\n')
      .filter((f) => f.endsWith('.go') && !f.endsWith('_test.go') && !f.includes('/testing/') && !f.includes('/vendor/'));
    for (const file of files) {
      const deprecatedHere = new Set<string>();
      const calls = flagCalls(git(gitDir, ['show', `${ref.commit}:${file}`]));
      for (const call of calls.filter((c) => c.kind === 'deprecates')) deprecatedHere.add(call.name);
      for (const call of calls.filter((c) => c.kind === 'registers')) {
        const key = `${call.name}\u0000${file}\u0000${call.func}`;
        let entry = found.get(key);
        if (!entry) found.set(key, (entry = { name: call.name, file, func: call.func, registered: [], deprecated: [] }));
        entry.registered.push(ref.release);
        if (deprecatedHere.has(call.name)) entry.deprecated.push(ref.release);
      }
    }
  }
  const flags: ExtractedFlag[] = [...found.values()]
    .sort((a, b) => a.name.localeCompare(b.name) || a.file.localeCompare(b.file) || a.func.localeCompare(b.func))
    .map((e) => ({
      name: e.name,
      file: e.file,
      func: e.func,
      registered: releaseRanges(e.registered, order),
      ...(e.deprecated.length ? { markedDeprecated: releaseRanges(e.deprecated, order) } : {}),
    }));
  return {
    provenance: {
      repository,
      paths,
      refs,
      command,
      read: date,
      scope:
        'Non-test Go files under the paths. A flag is listed when a FlagSet registration call (fs.XxxVar, fs.Xxx, fs.Var, fss.FlagSet(...).Xxx) names it with a string literal; ' +
        'names built at run time (fmt.Sprintf, constants) are not read. markedDeprecated: a MarkDeprecated call with the literal name in the same file at that release.',
    },
    flags,
  };
}

function main(argv: string[]): void {
  const { values } = parseArgs({
    args: argv,
    options: {
      'git-dir': { type: 'string' },
      repo: { type: 'string' },
      paths: { type: 'string' },
      from: { type: 'string', default: '17' },
      date: { type: 'string' },
      out: { type: 'string' },
    },
    strict: true,
  });
  const missing = ['git-dir', 'repo', 'paths', 'date', 'out'].filter((k) => !values[k as keyof typeof values]);
  if (missing.length) throw new Error(`missing ${missing.map((m) => `--${m}`).join(', ')}`);
  const paths = values.paths!.split(',');
  const command = `node dist/scripts/extract/component-flags.js --git-dir <mirror of ${values.repo}> --repo ${values.repo} --paths ${values.paths} --from ${values.from} --date ${values.date} --out ${values.out}`;
  const doc = extract(values['git-dir']!, values.repo!, paths, Number(values.from), values.date!, command);
  const head = `# Flags registered in ${values.repo} (${paths.join(', ')}), release by release. Facts only; written by scripts/extract/component-flags.ts.\n`;
  writeFileSync(values.out!, head + yaml.dump(doc, { flowLevel: 3, lineWidth: -1, noRefs: true, quotingType: '"', sortKeys: false }));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    main(process.argv.slice(2));
  } catch (err) {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  }
}
