/**
 * Derives the built-in API lifecycle table (scripts/data/sources/api-lifecycle/
 * api-lifecycle-k8s.io-api.tsv) from a clone of kubernetes/api: at each release tag v0.N.0 from
 * --from-tag on, and at the clone's HEAD when it is past the newest tag, every
 * zz_generated.prerelease-lifecycle.go states, per kind, the release it was introduced, deprecated
 * and removed in and its replacement. Those generated functions are what the API server itself uses
 * to stop serving a version, so they are the authority for removals.
 *
 *   node dist/scripts/extract/api-lifecycle.js --api <clone of kubernetes/api> [--from-tag v0.25.0] > api-lifecycle-k8s.io-api.tsv
 *
 * Columns: groupversion (directory, e.g. policy/v1beta1), kind, the first and last release the kind
 * was seen in, the lifecycle values at the last release seen, and removed_history: the removal
 * release at the first release seen and at every release where it changed.
 */
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';

interface Lifecycle {
  introduced: string;
  deprecated: string;
  removed: string;
  replacement: string;
}

interface Seen {
  gv: string;
  kind: string;
  first: string;
  last: string;
  at: Lifecycle;
  history: string[];
}

const COLUMNS = ['groupversion', 'kind', 'first_seen_in_k8s.io/api', 'last_seen', 'introduced', 'deprecated', 'removed', 'replacement', 'removed_history'];

function git(repo: string, ...args: string[]): string {
  return execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
}

const FUNCTION = /func \(in \*(\w+)\) APILifecycle(Introduced|Deprecated|Removed|Replacement)\(\)[^{]*\{\s*return ([^\n]+)\n/g;

/** One generated file: kind -> its lifecycle. */
export function parseLifecycleFile(source: string): Map<string, Lifecycle> {
  const kinds = new Map<string, Lifecycle>();
  for (const [, kind, what, value] of source.matchAll(FUNCTION)) {
    const entry = kinds.get(kind) ?? { introduced: '', deprecated: '', removed: '', replacement: '' };
    if (what === 'Replacement') {
      const gvk = /Group:\s*"([^"]*)",\s*Version:\s*"([^"]*)",\s*Kind:\s*"([^"]*)"/.exec(value);
      if (!gvk) throw new Error(`unreadable replacement for ${kind}: ${value}`);
      entry.replacement = `${gvk[1] ? `${gvk[1]}/` : ''}${gvk[2]} ${gvk[3]}`;
    } else {
      const release = /^(\d+), (\d+)$/.exec(value.trim());
      if (!release) throw new Error(`unreadable ${what} for ${kind}: ${value}`);
      entry[what.toLowerCase() as 'introduced' | 'deprecated' | 'removed'] = `${release[1]}.${release[2]}`;
    }
    kinds.set(kind, entry);
  }
  return kinds;
}

function releasesOf(repo: string, fromTag: string): { label: string; ref: string }[] {
  const minor = (tag: string) => Number(/^v0\.(\d+)\.0$/.exec(tag)?.[1] ?? NaN);
  const first = minor(fromTag);
  const tags = git(repo, 'tag', '--list', 'v0.*.0')
    .split('\n')
    .filter((t) => /^v0\.\d+\.0$/.test(t) && minor(t) >= first)
    .sort((a, b) => minor(a) - minor(b));
  const refs = tags.map((t) => ({ label: `1.${minor(t)}`, ref: t }));
  const newest = tags.at(-1);
  const head = git(repo, 'rev-parse', 'HEAD').trim();
  if (newest && git(repo, 'rev-list', '--count', `${newest}..HEAD`).trim() !== '0' && git(repo, 'rev-parse', `${newest}^{commit}`).trim() !== head) {
    const date = git(repo, 'log', '-1', '--format=%cs', 'HEAD').trim();
    refs.push({ label: `1.${minor(newest) + 1}-pre(master ${date})`, ref: head });
  }
  return refs;
}

export function extractTable(repo: string, fromTag: string): string {
  const seen = new Map<string, Seen>();
  for (const { label, ref } of releasesOf(repo, fromTag)) {
    const files = git(repo, 'ls-tree', '-r', '--name-only', ref)
      .split('\n')
      .filter((p) => p.endsWith('/zz_generated.prerelease-lifecycle.go'));
    for (const file of files) {
      const gv = file.slice(0, -'/zz_generated.prerelease-lifecycle.go'.length);
      for (const [kind, at] of parseLifecycleFile(git(repo, 'show', `${ref}:${file}`))) {
        // A FooList is the collection a list request returns: manifests write Foo, whose row says the same.
        if (kind.endsWith('List')) continue;
        const key = `${gv}\t${kind}`;
        const before = seen.get(key);
        if (!before) {
          seen.set(key, { gv, kind, first: label, last: label, at, history: [`${label}:removed=${at.removed}`] });
          continue;
        }
        if (before.at.removed !== at.removed) before.history.push(`${label}:removed=${at.removed}`);
        before.last = label;
        before.at = at;
      }
    }
  }
  const rows = [...seen.values()]
    .sort((a, b) => (a.gv === b.gv ? (a.kind < b.kind ? -1 : 1) : a.gv < b.gv ? -1 : 1))
    .map((s) => [s.gv, s.kind, s.first, s.last, s.at.introduced, s.at.deprecated, s.at.removed, s.at.replacement, s.history.join(' ')].join('\t'));
  return `${[COLUMNS.join('\t'), ...rows].join('\n')}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { api: { type: 'string' }, 'from-tag': { type: 'string', default: 'v0.25.0' } },
    strict: true,
  });
  if (!values.api) {
    process.stderr.write('api-lifecycle: --api <clone of kubernetes/api> is required\n');
    process.exit(2);
  }
  process.stdout.write(extractTable(values.api, values['from-tag']!));
}
