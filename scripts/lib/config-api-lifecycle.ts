/**
 * The release-by-release registrations of the configuration file APIs
 * (scripts/data/sources/config-apis/<repository>.yaml, written by
 * scripts/extract/config-api-versions.ts), turned into the first release that registers a kind and
 * the first release that no longer does.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadYaml } from './gen-support.js';

interface ExtractRef {
  release: string;
  label: string;
  ref: string;
  commit: string;
  development?: true;
}

interface ExtractFile {
  provenance: { repository: string; refs: ExtractRef[]; read: string };
  registrations: { apiVersion: string; kind: string; package: string; registered: string[] }[];
}

/** What the extract of one repository says about one apiVersion and kind. */
export interface DerivedLifecycle {
  repository: string;
  /** First release whose tag registers it; null when the oldest tag read already does. */
  introducedIn: string | null;
  /** First release that no longer registers it; null when the newest ref read still does. */
  removedIn: string | null;
  /** Releases as the extract names them ("1.17-1.22"), and the folders of the register.go files. */
  registered: string[];
  packages: string[];
  /** The removal is seen only on the default branch, before the release is tagged. */
  removedOnDevelopmentBranch: boolean;
}

export interface RepositoryExtract {
  repository: string;
  file: string;
  /** "v0.17.0..v0.36.0, master 63b32497 (1.37 development)". */
  summary: string;
  lifecycle(apiVersion: string, kind: string): DerivedLifecycle | undefined;
}

/** Which extracted repository holds each component's configuration types. */
export const COMPONENT_REPOSITORIES: Record<string, string> = {
  'kube-apiserver': 'kubernetes/apiserver',
  'kube-scheduler': 'kubernetes/kube-scheduler',
  kubelet: 'kubernetes/kubelet',
  'kube-proxy': 'kubernetes/kube-proxy',
};

/** "1.17-1.22" -> the labels it spans, in the extract's order. */
function expand(range: string, order: string[], where: string): string[] {
  const m = /^(1\.\d+(?:-dev)?)(?:-(1\.\d+(?:-dev)?))?$/.exec(range);
  if (!m) throw new Error(`${where}: unreadable release range "${range}"`);
  const from = order.indexOf(m[1]);
  const to = order.indexOf(m[2] ?? m[1]);
  if (from < 0 || to < from) throw new Error(`${where}: release range "${range}" does not fit the refs read`);
  return order.slice(from, to + 1);
}

export function loadRepositoryExtract(path: string, file: string): RepositoryExtract {
  const doc = loadYaml<ExtractFile>(path);
  if (!doc?.provenance?.repository || !doc.provenance.refs?.length || !Array.isArray(doc.registrations)) throw new Error(`${file}: not a config API extract`);
  const refs = doc.provenance.refs;
  const order = refs.map((r) => r.label);
  const tags = refs.filter((r) => !r.development);
  const dev = refs.find((r) => r.development);
  const summary = `${tags[0].ref}..${tags.at(-1)!.ref}${dev ? `, ${dev.ref} ${dev.commit.slice(0, 8)} (${dev.release} development)` : ''}`;
  const byKey = new Map<string, { labels: Set<string>; registered: string[]; packages: string[] }>();
  for (const r of doc.registrations) {
    const key = `${r.apiVersion}\u0000${r.kind}`;
    let entry = byKey.get(key);
    if (!entry) byKey.set(key, (entry = { labels: new Set(), registered: [], packages: [] }));
    for (const range of r.registered) for (const label of expand(range, order, `${file} ${r.apiVersion} ${r.kind}`)) entry.labels.add(label);
    entry.registered.push(...r.registered);
    entry.packages.push(r.package);
  }
  return {
    repository: doc.provenance.repository,
    file,
    summary,
    lifecycle(apiVersion, kind) {
      const entry = byKey.get(`${apiVersion}\u0000${kind}`);
      if (!entry) return undefined;
      const indexes = order.map((label, i) => (entry.labels.has(label) ? i : -1)).filter((i) => i >= 0);
      const first = indexes[0];
      const last = indexes.at(-1)!;
      // A version that comes back after a gap has two lifecycles; no configuration API has done so,
      // and one introducedIn/removedIn pair could not describe it.
      if (last - first + 1 !== indexes.length) throw new Error(`${file}: ${apiVersion} ${kind} is registered with a gap (${entry.registered.join(', ')})`);
      const removed = last < order.length - 1 ? refs[last + 1] : null;
      return {
        repository: doc.provenance.repository,
        introducedIn: first === 0 ? null : refs[first].release,
        removedIn: removed ? removed.release : null,
        registered: [...new Set(entry.registered)],
        packages: [...new Set(entry.packages)].sort(),
        removedOnDevelopmentBranch: removed?.development === true,
      };
    },
  };
}

/** Every extract in the folder, keyed by repository. */
export function loadExtracts(dir: string): Map<string, RepositoryExtract> {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort();
  if (!files.length) throw new Error(`${dir}: no extracts`);
  const out = new Map<string, RepositoryExtract>();
  for (const f of files) {
    const extract = loadRepositoryExtract(join(dir, f), `config-apis/${f}`);
    out.set(extract.repository, extract);
  }
  return out;
}
