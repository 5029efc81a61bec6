import { readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { extname, isAbsolute, normalize, relative, resolve, sep } from 'node:path';
import yaml from 'js-yaml';
import { SourceError, UsageError } from '../errors.js';
import type { K8sObject, ManifestOrigin, ObjectMeta, ObjectSink, Path, Position, SourceProblem } from '../model.js';
import { detached } from '../model.js';
import { KUBERNETES_YAML_SCHEMA } from '../kube/yaml-schema.js';
import { documentSpans } from './documents.js';
import type { Source } from './source.js';
import type { DocumentPositions, DocumentSpan } from './positions.js';
import { loadAllWithSpans, positionsOf } from './positions.js';

export const STDIN = '-';
const MANIFEST_EXTENSIONS = new Set(['.yaml', '.yml', '.json']);
/** Folders that never hold a repository's manifests but can hold thousands of YAML files. */
const SKIPPED_DIRECTORIES = new Set(['.git', 'node_modules']);

export interface ManifestInput {
  /** Files, directories (walked recursively) or `-` for standard input. */
  paths: readonly string[];
  /** Files or directories holding a kubelet's static pod manifests. */
  staticPodPaths?: readonly string[];
  cwd?: string;
  readStdin?: () => string;
  /** Reads a file's text (default: from disk); `fix` checks the texts it would write by scanning them in place of the files. */
  readFile?: (absolute: string) => string;
}

export interface LoadedManifests {
  /** Empty when a sink was given: the objects went there. */
  objects: K8sObject[];
  problems: SourceProblem[];
  files: number;
}

/** What one call of `loadManifests` has read so far. */
interface Reading {
  sink: ObjectSink;
  files: number;
  /** The sink is done with each file's objects once they are added, so their texts need not stay in memory. */
  streaming: boolean;
}

interface ManifestFile {
  absolute: string;
  display: string;
  staticPod: boolean;
}

/** Manifest files, directories and standard input as a source: the same objects for every rule selection. */
export function manifestSource(input: ManifestInput): Source {
  return {
    load(_rules, sink) {
      const { files } = loadManifests(input, sink);
      if (files === 0) {
        throw new UsageError(`no manifest files (.yaml, .yml, .json) found in ${[...input.paths, ...(input.staticPodPaths ?? [])].join(', ')}`);
      }
      return { files, gaps: [] };
    },
  };
}

/**
 * Reads every manifest file given. With a sink, objects go there one file at a time and nothing is
 * kept here; without one, they are collected and returned.
 */
export function loadManifests(input: ManifestInput, sink?: ObjectSink): LoadedManifests {
  const cwd = input.cwd ?? process.cwd();
  const collected: LoadedManifests = { objects: [], problems: [], files: 0 };
  const result: Reading = { sink: sink ?? collectInto(collected), files: 0, streaming: sink !== undefined };
  const files = [
    ...input.paths.flatMap((p) => (p === STDIN ? [] : listManifestFiles(p, cwd, false))),
    ...(input.staticPodPaths ?? []).flatMap((p) => listManifestFiles(p, cwd, true)),
  ];
  if (input.paths.includes(STDIN)) {
    const read = input.readStdin ?? (() => readFileSync(0, 'utf8'));
    loadText(read(), { absolute: STDIN, display: '<stdin>', staticPod: false }, result);
  }
  const readFile = input.readFile ?? ((absolute: string) => readFileSync(absolute, 'utf8'));
  for (const file of dedupe(files)) {
    let text: string;
    try {
      text = readFile(file.absolute);
    } catch (error) {
      throw new SourceError(`cannot read ${file.display}: ${systemReason(error)}`);
    }
    loadText(text, file, result);
  }
  return { ...collected, files: result.files };
}

function listManifestFiles(path: string, cwd: string, staticPod: boolean): ManifestFile[] {
  const absolute = resolve(cwd, path);
  let stats;
  try {
    stats = statSync(absolute);
  } catch (error) {
    throw new SourceError(`cannot read ${path}: ${systemReason(error)}; check the path given to -f`);
  }
  const display = displayPaths(cwd);
  const toFile = (abs: string): ManifestFile => ({ absolute: abs, display: display(abs), staticPod });
  if (!stats.isDirectory()) return [toFile(absolute)];
  const found: ManifestFile[] = [];
  walk(absolute, realpathSync(absolute), new Set(), (abs) => found.push(toFile(abs)));
  return found;
}

/**
 * Paths relative to the working directory. Files found by walking a directory under it are
 * the common case, and their relative path is what follows the directory's prefix; `relative`
 * handles the rest.
 */
function displayPaths(cwd: string): (absolute: string) => string {
  const prefix = isAbsolute(cwd) && normalize(cwd) === cwd ? (cwd.endsWith(sep) ? cwd : cwd + sep) : undefined;
  return (absolute) => (prefix && absolute.length > prefix.length && absolute.startsWith(prefix) ? absolute.slice(prefix.length) : relative(cwd, absolute) || absolute);
}

/**
 * `real` is the directory's resolved path, which guards against symlink cycles. Only a symbolic
 * link needs a system call to resolve: a plain subdirectory's real path is its parent's plus its name.
 */
function walk(directory: string, real: string, seen: Set<string>, visit: (file: string) => void): void {
  if (seen.has(real)) return;
  seen.add(real);
  let entries;
  try {
    entries = readdirSync(directory, { withFileTypes: true });
  } catch (error) {
    throw new SourceError(`cannot read directory ${directory}: ${systemReason(error)}`);
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const full = childPath(directory, entry.name);
    const isDirectory = entry.isDirectory() || (entry.isSymbolicLink() && isDirectorySafe(full));
    if (isDirectory) {
      if (!SKIPPED_DIRECTORIES.has(entry.name)) walk(full, entry.isSymbolicLink() ? realpathSync(full) : childPath(real, entry.name), seen, visit);
    } else if (MANIFEST_EXTENSIONS.has(extname(entry.name).toLowerCase())) {
      visit(full);
    }
  }
}

/** `join(directory, name)` for a directory the walk already holds normalised, without join's normalising. */
function childPath(directory: string, name: string): string {
  return directory.endsWith(sep) ? directory + name : directory + sep + name;
}

function isDirectorySafe(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function dedupe(files: ManifestFile[]): ManifestFile[] {
  const seen = new Map<string, ManifestFile>();
  for (const file of files) {
    const existing = seen.get(file.absolute);
    if (!existing) seen.set(file.absolute, file);
    else existing.staticPod ||= file.staticPod;
  }
  return [...seen.values()];
}

function collectInto(loaded: LoadedManifests): ObjectSink {
  return { add: (obj) => loaded.objects.push(obj), addProblem: (problem) => loaded.problems.push(problem) };
}

/** The objects and problems of one file's text, as if read from `display`. */
export function loadManifestText(text: string, display: string): LoadedManifests {
  const loaded: LoadedManifests = { objects: [], problems: [], files: 0 };
  const result: Reading = { sink: collectInto(loaded), files: 0, streaming: false };
  loadText(text, { absolute: display, display, staticPod: false }, result);
  return { ...loaded, files: result.files };
}

function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Parses one file's text into objects, recording unparsable documents as problems and going on. */
function loadText(rawText: string, file: ManifestFile, result: Reading): void {
  result.files++;
  const text = withoutBom(rawText);
  const { documents, spans } = parseFile(text, file.display, result.sink);
  const layout = new FileDocuments(text, spans);
  documents.forEach((value, doc) => {
    if (value !== undefined) addObjects(value, doc, file, layout, result.sink);
  });
  if (result.streaming) layout.release();
}

interface ParsedFile {
  /** One entry per document; undefined for a document that could not be parsed. */
  documents: unknown[];
  spans: DocumentSpan[];
}

/**
 * js-yaml reads the whole file at once. Only when that fails is the file cut into documents, so
 * that one broken document does not hide the others.
 */
function parseFile(text: string, display: string, sink: ObjectSink): ParsedFile {
  // js-yaml's errors capture a stack trace that nothing reads, and a repository of unrendered
  // templates makes thousands of them.
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    const parsed = loadAllWithSpans(text, { filename: display, schema: KUBERNETES_YAML_SCHEMA });
    if (parsed.spans.length === parsed.documents.length) return parsed;
  } catch {
    // read document by document below
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
  return parseDocuments(text, display, sink);
}

function parseDocuments(text: string, display: string, sink: ObjectSink): ParsedFile {
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    const spans = documentSpans(text);
    const documents = spans.map((span) => {
      const documentText = text.slice(span.start, span.end);
      try {
        return yaml.load(documentText, { filename: display, schema: KUBERNETES_YAML_SCHEMA });
      } catch (error) {
        sink.addProblem(describeParseError(error, documentText, span.line, display));
        return undefined;
      }
    });
    return { documents, spans };
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
}

// A Go template comment (`{{/* ... */}}`) may close lines later, so its opening alone counts.
const TEMPLATE_DIRECTIVE = /\{\{-?\s*[^}]*\}\}|\{\{-?\s*\/\*|\{%-?[^%]*%\}/;

function describeParseError(error: unknown, documentText: string, startLine: number, display: string): SourceProblem {
  const mark = error instanceof yaml.YAMLException ? error.mark : undefined;
  const errorLine = mark ? mark.line : 0;
  const template = findTemplateLine(documentText);
  if (template !== undefined) {
    return {
      kind: 'template',
      file: display,
      position: { line: startLine + template.line, column: template.column },
      reason: 'unrendered template directive',
    };
  }
  const reason = error instanceof yaml.YAMLException ? error.reason : String(error);
  return {
    kind: 'syntax',
    file: display,
    position: { line: startLine + errorLine, column: (mark?.column ?? 0) + 1 },
    reason: reason || 'invalid YAML',
  };
}

function findTemplateLine(text: string): { line: number; column: number } | undefined {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const match = TEMPLATE_DIRECTIVE.exec(lines[i]);
    if (match) return { line: i, column: match.index + 1 };
  }
  return undefined;
}

/**
 * The documents of one file, to place findings. A document's positions come from parsing its text
 * again with the parse events recorded, on the first finding about it. Once the file's objects
 * have been checked, the text is let go, except the documents whose objects the rules keep for
 * later (`keep`): a scan then holds in memory only the texts it may still need.
 */
class FileDocuments {
  #text: string | undefined;
  readonly #spans: readonly DocumentSpan[];
  readonly #positions = new Map<number, DocumentPositions | null>();
  /** Documents that must stay placeable after the file is let go, with their text once it is. */
  readonly #kept = new Map<number, string | undefined>();

  constructor(text: string, spans: readonly DocumentSpan[]) {
    this.#text = text;
    this.#spans = spans;
  }

  keep(doc: number): void {
    if (this.#text !== undefined && !this.#kept.has(doc)) this.#kept.set(doc, undefined);
  }

  release(): void {
    const text = this.#text;
    if (text === undefined) return;
    for (const doc of this.#kept.keys()) {
      if (!this.#positions.has(doc)) this.#kept.set(doc, detached(this.#slice(text, doc)));
    }
    for (const doc of this.#positions.keys()) if (!this.#kept.has(doc)) this.#positions.delete(doc);
    this.#text = undefined;
  }

  positions(doc: number): DocumentPositions | undefined {
    let found = this.#positions.get(doc);
    if (found === undefined) {
      const span = this.#spans[doc];
      const text = this.#text !== undefined ? this.#slice(this.#text, doc) : this.#kept.get(doc);
      if (!span || text === undefined) return undefined;
      found = parsePositions(text, span, this.#text, doc);
      this.#positions.set(doc, found);
      if (this.#kept.has(doc)) this.#kept.set(doc, undefined);
    }
    return found ?? undefined;
  }

  #slice(text: string, doc: number): string {
    const span = this.#spans[doc];
    return text.slice(span.start, span.end);
  }
}

/**
 * A document's positions, from its own text; a document that needs the rest of its file to parse
 * (a `%TAG` directive before it) is read from the whole file, when the file is still at hand.
 */
function parsePositions(documentText: string, span: DocumentSpan, fileText: string | undefined, doc: number): DocumentPositions | null {
  const options = { schema: KUBERNETES_YAML_SCHEMA };
  try {
    return positionsOf(documentText, options, 0, span.line - 1) ?? null;
  } catch {
    if (fileText === undefined) return null;
    try {
      return positionsOf(fileText, options, doc) ?? null;
    } catch {
      return null;
    }
  }
}

function addObjects(value: unknown, doc: number, file: ManifestFile, layout: FileDocuments, out: ObjectSink): void {
  if (!isK8sObject(value)) return;
  if (value.kind === 'List' || (value.kind.endsWith('List') && Array.isArray(value.items))) {
    const items: unknown[] = Array.isArray(value.items) ? value.items : [];
    items.forEach((item, i) => {
      if (isK8sObject(item)) out.add(toObject(item, doc, file, layout, ['items', i], out));
    });
    return;
  }
  out.add(toObject(value, doc, file, layout, undefined, out));
}

/** A deep copy of parsed YAML whose strings share no memory with the text they were parsed from. */
function detachedValue(value: unknown): unknown {
  if (typeof value === 'string') return detached(value);
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(detachedValue);
  const out: Record<string, unknown> = {};
  for (const key in value) {
    const copy = detachedValue((value as Record<string, unknown>)[key]);
    // A "__proto__" key is data in YAML, as the parser keeps it: assigning it would set the prototype.
    if (key === '__proto__') Object.defineProperty(out, key, { value: copy, enumerable: true, writable: true, configurable: true });
    else out[detached(key)] = copy;
  }
  return out;
}

function toObject(parsed: RawObject, doc: number, file: ManifestFile, layout: FileDocuments, itemPath: Path | undefined, sink: ObjectSink): K8sObject {
  // Parsed strings are slices of the file's text: an object kept to the end would keep the whole text alive.
  const kept = sink.keeps?.(parsed.kind) ?? false;
  const value = kept ? (detachedValue(parsed) as RawObject) : parsed;
  const metadata = isPlainObject(value.metadata) ? (value.metadata as ObjectMeta) : {};
  const origin = new DocumentOrigin(file, doc, layout, itemPath);
  if (kept) origin.keepPositions();
  return {
    apiVersion: value.apiVersion,
    kind: value.kind,
    metadata,
    body: value,
    origin,
  };
}

/**
 * Every loaded object keeps one of these until the report is written, so `locate` is a method
 * rather than a closure: one object per document instead of three for the garbage collector.
 */
class DocumentOrigin implements ManifestOrigin {
  readonly type = 'manifest';
  readonly file: string;
  readonly doc: number;
  readonly itemPath: Path | undefined;
  readonly staticPod: true | undefined;
  readonly #documents: FileDocuments;

  constructor(file: ManifestFile, doc: number, documents: FileDocuments, itemPath: Path | undefined) {
    this.file = file.display;
    this.doc = doc;
    this.itemPath = itemPath;
    this.staticPod = file.staticPod || undefined;
    this.#documents = documents;
  }

  locate(path: Path): Position | undefined {
    const positions = this.#documents.positions(this.doc);
    return positions?.locate(this.itemPath ? [...this.itemPath, ...path] : path);
  }

  keepPositions(): void {
    this.#documents.keep(this.doc);
  }
}

interface RawObject extends Record<string, unknown> {
  apiVersion: string;
  kind: string;
}

function isK8sObject(value: unknown): value is RawObject {
  return isPlainObject(value) && typeof value.apiVersion === 'string' && typeof value.kind === 'string' && value.apiVersion !== '' && value.kind !== '';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function systemReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code === 'ENOENT') return 'no such file or directory';
  if (code === 'EACCES') return 'permission denied';
  if (code === 'EISDIR') return 'is a directory';
  return error instanceof Error ? error.message : String(error);
}
