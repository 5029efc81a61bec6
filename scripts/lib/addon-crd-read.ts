/**
 * Reads CustomResourceDefinitions out of a bare git mirror at a tag: which files a tag holds, the
 * commit a tag points at, and the versions each CRD declares (served, storage, deprecated). Only
 * `git` is run; nothing is checked out.
 */
import { execFileSync } from 'node:child_process';
import yaml from 'js-yaml';
import type { CrdFacts, CrdVersionFacts } from './addon-crd-facts.js';

function git(mirror: string, args: string[]): string {
  return execFileSync('git', ['-C', mirror, ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
}

export function tags(mirror: string): string[] {
  return git(mirror, ['tag', '--list']).split('\n').filter(Boolean);
}

export function hasTag(mirror: string, tag: string): boolean {
  try {
    git(mirror, ['rev-parse', '--quiet', '--verify', `refs/tags/${tag}^{commit}`]);
    return true;
  } catch {
    return false;
  }
}

/** The commit a tag points at (annotated tags peeled). */
export function commitOf(mirror: string, tag: string): string {
  return git(mirror, ['rev-parse', `refs/tags/${tag}^{commit}`]).trim();
}

export function filesAt(mirror: string, tag: string): string[] {
  return git(mirror, ['ls-tree', '-r', '--name-only', `refs/tags/${tag}`])
    .split('\n')
    .filter(Boolean);
}

export function fileAt(mirror: string, tag: string, path: string): string {
  return git(mirror, ['show', `refs/tags/${tag}:${path}`]);
}

/**
 * Some projects ship their CRDs as Helm templates. The templating sits in quoted values and in
 * comments, which YAML reads as text; a line that is nothing but a template action is dropped,
 * as it would break the document structure.
 */
function withoutTemplateLines(text: string): string {
  return text
    .split('\n')
    .filter((line) => !/^\s*\{\{.*\}\}\s*$/.test(line))
    .join('\n');
}

function parseDocuments(text: string, where: string): unknown[] {
  try {
    return yaml.loadAll(text);
  } catch {
    try {
      return yaml.loadAll(withoutTemplateLines(text));
    } catch (err) {
      throw new Error(`${where}: not YAML even without template lines: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}

type Doc = Record<string, unknown>;
const isDoc = (v: unknown): v is Doc => typeof v === 'object' && v !== null && !Array.isArray(v);

function versionFacts(entry: Doc): CrdVersionFacts {
  const facts: CrdVersionFacts = { name: String(entry.name), served: entry.served === true, storage: entry.storage === true };
  if (entry.deprecated === true) facts.deprecated = true;
  if (typeof entry.deprecationWarning === 'string') facts.deprecationWarning = true;
  return facts;
}

/**
 * The versions one CRD document declares. apiextensions.k8s.io/v1beta1 CRDs may name a single
 * `spec.version` instead of a list: that version is served and stored.
 */
function crdFacts(doc: Doc, path: string): CrdFacts | undefined {
  if (doc.kind !== 'CustomResourceDefinition' || !isDoc(doc.spec)) return undefined;
  const spec = doc.spec;
  const names = isDoc(spec.names) ? spec.names : {};
  if (typeof spec.group !== 'string' || typeof names.kind !== 'string') return undefined;
  let versions: CrdVersionFacts[];
  if (Array.isArray(spec.versions) && spec.versions.length > 0) versions = spec.versions.filter(isDoc).map(versionFacts);
  else if (typeof spec.version === 'string') versions = [{ name: spec.version, served: true, storage: true }];
  else throw new Error(`${path}: CRD ${spec.group} ${names.kind} lists no version`);
  versions.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { group: spec.group, kind: names.kind, path, versions };
}

/** Every CRD in one file at a tag (a file may hold several documents, or none that is a CRD). */
export function crdsInFile(mirror: string, tag: string, path: string): CrdFacts[] {
  const docs = parseDocuments(fileAt(mirror, tag, path), `${tag}:${path}`);
  const items = docs.flatMap((d) => (isDoc(d) && d.kind === 'List' && Array.isArray(d.items) ? d.items : [d]));
  return items.filter(isDoc).flatMap((d) => crdFacts(d, path) ?? []);
}
