/**
 * Reads which API versions and kinds a Kubernetes staging repository registers in its schemes:
 * the `scheme.AddKnownTypes` and `scheme.AddKnownTypeWithName` calls of its register.go files.
 * A configuration file is decoded only when its apiVersion and kind are registered there, so the
 * registrations, release by release, say which file versions the component's code could read.
 *
 * The reader understands the forms these repositories use (a group version named by a variable or
 * written inline, `X.WithKind("K")`, `schema.GroupVersionKind{...}`) and fails on any other, so a
 * new form is noticed instead of being skipped.
 */
import { execFileSync } from 'node:child_process';

/** One apiVersion and kind a register.go registers. */
export interface Registration {
  apiVersion: string;
  kind: string;
}

const INTERNAL = Symbol('internal version');
type Resolved = string | typeof INTERNAL;

/** Comments removed, string literals kept: comments name versions that are not registered. */
export function stripGoComments(source: string): string {
  let out = '';
  for (let i = 0; i < source.length; ) {
    const c = source[i];
    if (c === '"' || c === '`') {
      const end = c === '`' ? source.indexOf('`', i + 1) : closingQuote(source, i);
      out += source.slice(i, end + 1);
      i = end + 1;
    } else if (source.startsWith('//', i)) {
      const end = source.indexOf('\n', i);
      i = end < 0 ? source.length : end;
    } else if (source.startsWith('/*', i)) {
      const end = source.indexOf('*/', i + 2);
      i = end < 0 ? source.length : end + 2;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

function closingQuote(source: string, open: number): number {
  for (let i = open + 1; i < source.length; i++) {
    if (source[i] === '\\') i++;
    else if (source[i] === '"') return i;
  }
  throw new Error('unterminated string literal');
}

/** The text between the parenthesis at `open` and its match. */
function parenthesised(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return text.slice(open + 1, i);
  }
  throw new Error('unbalanced parentheses');
}

/** Arguments split at top-level commas. */
function splitArguments(text: string): string[] {
  const args: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(' || c === '{' || c === '[') depth++;
    else if (c === ')' || c === '}' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      args.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  args.push(text.slice(start).trim());
  return args.filter((a) => a !== '');
}

/** The kinds and versions one register.go registers; internal versions are left out. */
export function registrationsIn(source: string, file: string): Registration[] {
  const text = stripGoComments(source);
  const constants = new Map<string, string>();
  for (const m of text.matchAll(/\b(\w+)\s*=\s*"([^"\n]*)"/g)) constants.set(m[1], m[2]);
  const fail = (what: string): never => {
    throw new Error(`${file}: ${what}`);
  };
  const value = (expr: string): Resolved => {
    const e = expr.trim();
    const literal = /^"([^"]*)"$/.exec(e);
    if (literal) return literal[1];
    if (e === 'runtime.APIVersionInternal') return INTERNAL;
    const known = constants.get(e);
    if (known === undefined) fail(`cannot resolve ${e}`);
    return known!;
  };
  const fields = (body: string): Map<string, string> =>
    new Map(
      splitArguments(body).map((f) => {
        const m = /^(\w+)\s*:\s*(.+)$/s.exec(f);
        if (!m) fail(`unreadable field "${f}"`);
        return [m![1], m![2].trim()] as [string, string];
      }),
    );
  const groupVersion = (group: string, version: string): string | null => {
    const g = value(group);
    const v = value(version);
    if (g === INTERNAL || v === INTERNAL) return null;
    return g === '' ? v : `${g}/${v}`;
  };
  const groupVersions = new Map<string, string | null>();
  for (const m of text.matchAll(/\b(\w+)\s*=\s*schema\.GroupVersion\{([^}]*)\}/g)) {
    const f = fields(m[2]);
    groupVersions.set(m[1], groupVersion(f.get('Group') ?? fail(`no Group in ${m[0]}`), f.get('Version') ?? fail(`no Version in ${m[0]}`)));
  }
  const apiVersionOf = (expr: string): string | null => {
    const inline = /^schema\.GroupVersion\{([^}]*)\}$/.exec(expr);
    if (inline) {
      const f = fields(inline[1]);
      return groupVersion(f.get('Group') ?? fail(`no Group in ${expr}`), f.get('Version') ?? fail(`no Version in ${expr}`));
    }
    if (!groupVersions.has(expr)) fail(`unknown group version ${expr}`);
    return groupVersions.get(expr)!;
  };

  const found: Registration[] = [];
  for (const m of text.matchAll(/\.AddKnownTypes\s*\(/g)) {
    const [gv, ...types] = splitArguments(parenthesised(text, m.index! + m[0].length - 1));
    const apiVersion = apiVersionOf(gv);
    for (const t of types) {
      const kind = /^&(\w+)\{\}$/.exec(t)?.[1] ?? fail(`unreadable type argument "${t}"`);
      if (apiVersion) found.push({ apiVersion, kind });
    }
  }
  for (const m of text.matchAll(/\.AddKnownTypeWithName\s*\(/g)) {
    const [gvk] = splitArguments(parenthesised(text, m.index! + m[0].length - 1));
    const withKind = /^(.+)\.WithKind\(\s*"(\w+)"\s*\)$/s.exec(gvk);
    const literal = /^schema\.GroupVersionKind\{([^}]*)\}$/.exec(gvk);
    if (withKind) {
      const apiVersion = apiVersionOf(withKind[1].trim());
      if (apiVersion) found.push({ apiVersion, kind: withKind[2] });
    } else if (literal) {
      const f = fields(literal[1]);
      const apiVersion = groupVersion(f.get('Group') ?? fail(`no Group in ${gvk}`), f.get('Version') ?? fail(`no Version in ${gvk}`));
      const kind = value(f.get('Kind') ?? fail(`no Kind in ${gvk}`));
      if (apiVersion && kind !== INTERNAL) found.push({ apiVersion, kind });
    } else {
      fail(`unreadable group version kind "${gvk}"`);
    }
  }
  return found;
}

// ----------------------------------------------------------------------------- git refs

export interface ReleaseRef {
  /** "1.24"; the development line of the default branch carries the release it develops. */
  release: string;
  ref: string;
  commit: string;
  /** The default branch, not a released tag. */
  development?: true;
  /** For the default branch: the newest pre-release tag whose parent it descends from. */
  after?: string;
}

export function git(gitDir: string, args: string[]): string {
  return execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

function isAncestor(gitDir: string, ancestor: string, descendant: string): boolean {
  try {
    execFileSync('git', ['--git-dir', gitDir, 'merge-base', '--is-ancestor', ancestor, descendant], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function tagOrder(tag: string): number {
  const m = /^v0\.(\d+)\.0(?:-(alpha|beta|rc)\.(\d+))?$/.exec(tag)!;
  const stage = m[2] ? { alpha: 0, beta: 1, rc: 2 }[m[2] as 'alpha' | 'beta' | 'rc'] : 3;
  return Number(m[1]) * 1000 + stage * 100 + Number(m[3] ?? 0);
}

/**
 * Every v0.N.0 tag from the oldest, then the default branch when it develops a later release.
 * The publishing bot tags a commit of its own ("Update dependencies to v0.N.x tag") whose parent
 * lies on the branch the release came from, so the newest pre-release tag whose parent the default
 * branch descends from names the release it is developing.
 */
export function releaseRefs(gitDir: string): ReleaseRef[] {
  const tags = git(gitDir, ['tag', '-l', 'v0.*'])
    .split('\n')
    .filter((t) => /^v0\.\d+\.0(-(alpha|beta|rc)\.\d+)?$/.test(t));
  const finals = tags.filter((t) => /^v0\.\d+\.0$/.test(t)).sort((a, b) => tagOrder(a) - tagOrder(b));
  if (!finals.length) throw new Error(`${gitDir}: no v0.N.0 tag`);
  const minors = finals.map((t) => Number(t.split('.')[1]));
  for (let n = minors[0]; n <= minors.at(-1)!; n++) if (!minors.includes(n)) throw new Error(`${gitDir}: tag v0.${n}.0 is missing`);
  const refs: ReleaseRef[] = finals.map((tag) => ({ release: `1.${tag.split('.')[1]}`, ref: tag, commit: git(gitDir, ['rev-list', '-n', '1', tag]).trim() }));
  const head = git(gitDir, ['symbolic-ref', '--short', 'HEAD']).trim();
  const headCommit = git(gitDir, ['rev-parse', 'HEAD']).trim();
  const after = tags
    .filter((t) => t.includes('-'))
    .sort((a, b) => tagOrder(b) - tagOrder(a))
    .find((t) => isAncestor(gitDir, `${t}^`, 'HEAD'));
  const developing = after ? Number(after.split('.')[1]) : null;
  if (developing !== null && developing > minors.at(-1)!) refs.push({ release: `1.${developing}`, ref: head, commit: headCommit, development: true, after });
  return refs;
}
