import { readdirSync, realpathSync, statSync, lstatSync } from 'node:fs';
import type { Dirent, Stats } from 'node:fs';
import { basename, extname, isAbsolute, normalize, relative, resolve, sep } from 'node:path';
import yaml from 'js-yaml';
import { NothingToCheck, SourceError, UsageError } from '../errors.js';
import type { CoverageGap, HelmChart, K8sObject, ManifestOrigin, ObjectMeta, ObjectSink, Path, Position, SourceProblem } from '../model.js';
import { detached, k8sObject } from '../model.js';
import { isInside, realOrSelf } from '../repository.js';
import { readEnvironmentFile } from '../kube/components/environment-file.js';
import { KUBERNETES_YAML_SCHEMA } from '../kube/yaml-schema.js';
import { checkExpansion } from './alias-expansion.js';
import { helmChartMetadataObject, HELM_CHART_METADATA_KIND } from './cluster/synthetic.js';
import { CHART_FILE, chartFinder } from './charts.js';
import type { ChartFinder } from './charts.js';
import { documentSpans } from './documents.js';
import type { Source } from './source.js';
import type { DocumentPositions, DocumentSpan } from './positions.js';
import { loadAllWithSpans, positionsOf, rootKeyPosition } from './positions.js';
import type { ReadResult } from './read-input.js';
import { MAX_FILE_BYTES, readInput, systemReason } from './read-input.js';

export const STDIN = '-';
const STDIN_DISPLAY = '<stdin>';
export const MANIFEST_EXTENSIONS: ReadonlySet<string> = new Set(['.yaml', '.yml', '.json']);
/** Folders that never hold a repository's manifests but can hold thousands of YAML files. */
export const SKIPPED_DIRECTORIES: ReadonlySet<string> = new Set(['.git', 'node_modules']);

export interface ManifestInput {
  /** Files, directories (walked recursively) or `-` for standard input. */
  paths: readonly string[];
  /** Files or directories holding a kubelet's static pod manifests. */
  staticPodPaths?: readonly string[];
  cwd?: string;
  readStdin?: () => string;
  /** Files larger than this are reported as unreadable rather than read (default: the longest string the runtime can hold). */
  maxFileBytes?: number;
  /** Absolute paths a directory walk passes over: the configuration and baseline files of the run. */
  exclude?: readonly string[];
  /** Texts read in place of these files, by absolute path: `fix` scans what it would write. Every other file is read from disk. */
  overlay?: ReadonlyMap<string, string>;
}

export interface LoadedManifests {
  /** Empty when a sink was given: the objects went there. */
  objects: K8sObject[];
  problems: SourceProblem[];
  /** Files read, standard input included. */
  files: number;
  /** Files and directories that could not be read (each also a problem). */
  unreadable: number;
  /** Documents read that are no Kubernetes object and were left alone: Helm values, plain YAML, scalars. */
  notObjects: number;
  /** Special files (pipes, sockets, devices) met while walking a directory, which were not read. */
  skipped: CoverageGap[];
  /** Standard input or a pipe named with -f was read: what it held came from another command. */
  streams?: boolean;
  /** Files named on the command line that are not manifests by their extension (each also a problem). */
  notManifests?: number;
}

/** What one call of `loadManifests` has read so far. */
interface Reading {
  sink: ObjectSink;
  files: number;
  unreadable: number;
  notObjects: number;
  notManifests: number;
  /** The sink is done with each file's objects once they are added, so their texts need not stay in memory. */
  streaming: boolean;
  /** Files read but left alone for what they hold (binary data). */
  skipped: CoverageGap[];
}

/**
 * A file to read. Every file has every field, so that the loader's functions, which run for each
 * file, see objects of one shape: V8 otherwise compiles them again for each shape it meets.
 */
interface ManifestFile {
  absolute: string;
  display: string;
  staticPod: boolean;
  /** Named on the command line rather than found in a directory. */
  named: boolean;
  /** Named on the command line, with -f or --static-pods: a pipe or a device there is read as a stream. */
  given: boolean;
  /** The Helm chart whose `templates/` hold the file. */
  chart: HelmChart | undefined;
  /** Named Chart.yaml: its first document is a chart's metadata. */
  chartFile: boolean;
  /** For a Chart.yaml, the chart under whose `charts/` its chart is kept. */
  vendoredIn: HelmChart | undefined;
  /** Named on the command line with an extension that is not YAML or JSON: read only as a kubelet environment file. */
  notManifest: boolean;
  /** Its text holds `{{` (set when it is read). */
  templated: boolean;
}

function newManifestFile(
  absolute: string,
  display: string,
  options: { staticPod?: boolean; named?: boolean; given?: boolean; chart?: HelmChart; vendoredIn?: HelmChart; notManifest?: boolean } = {},
): ManifestFile {
  return {
    absolute,
    display,
    staticPod: options.staticPod ?? false,
    named: options.named ?? false,
    given: options.given ?? false,
    chart: options.chart,
    chartFile: basename(absolute) === CHART_FILE,
    vendoredIn: options.vendoredIn,
    notManifest: options.notManifest ?? false,
    templated: false,
  };
}

/** What walking the paths given found: files to read, directories that could not be read, special files left alone. */
interface Listing {
  files: ManifestFile[];
  /** A path given is a pipe or a device (`-f <(helm template ...)`, `-f /dev/stdin`), written by another command. */
  streams: boolean;
  unreadable: SourceProblem[];
  skipped: CoverageGap[];
}

/** Manifest files, directories and standard input as a source: the same objects for every rule selection. */
export function manifestSource(input: ManifestInput): Source {
  return {
    load(_rules, sink) {
      const counting = countingSink(sink);
      const loaded = loadManifests(input, counting);
      checkSomethingWasRead(input, loaded, counting.objects, counting.problems);
      return { files: loaded.files, gaps: loaded.skipped, unreadable: loaded.unreadable, notObjects: loaded.notObjects };
    },
  };
}

function countingSink(sink: ObjectSink): ObjectSink & { objects: number; problems: SourceProblem[] } {
  const counting = {
    objects: 0,
    problems: [] as SourceProblem[],
    add(obj: K8sObject) {
      counting.objects++;
      sink.add(obj);
    },
    addProblem(problem: SourceProblem) {
      counting.problems.push(problem);
      sink.addProblem(problem);
    },
    ...(sink.keeps ? { keeps: (kind: string) => sink.keeps!(kind) } : {}),
  };
  return counting;
}

/**
 * A run that read nothing at all has nothing to report and must not pass: the paths were wrong,
 * every file was unreadable, or the input held no Kubernetes object (`helm template` printed
 * nothing into `-f -`). Broken input that was read is reported as findings instead.
 */
function checkSomethingWasRead(input: ManifestInput, loaded: LoadedManifests, objects: number, problems: readonly SourceProblem[]): void {
  const given = [...input.paths, ...(input.staticPodPaths ?? [])];
  if (loaded.files === 0 && loaded.unreadable === 0 && loaded.notManifests) {
    const named = problems.filter((p) => p.kind === 'not-a-manifest').map((p) => p.file);
    throw new UsageError(
      `nothing to check: ${named.join(', ')} ${named.length === 1 ? 'is not a manifest' : 'are not manifests'} (the extension is not .yaml, .yml or .json); name the manifests, or the directory that holds them`,
    );
  }
  if (loaded.files === 0 && loaded.unreadable === 0) {
    if (loaded.skipped.length === 0) throw new UsageError(`no manifest files (.yaml, .yml, .json) found in ${given.join(', ')}`);
    const skipped = loaded.skipped.map((gap) => `${gap.what} (${gap.reason.split(':')[0]})`).join(', ');
    throw new UsageError(`nothing to check in ${given.join(', ')}: not read ${skipped}`);
  }
  if (loaded.files === 0) {
    const [first] = problems.filter((p) => p.kind === 'unreadable');
    const more = loaded.unreadable > 1 ? ` (and ${loaded.unreadable - 1} more ${loaded.unreadable === 2 ? 'path' : 'paths'} that could not be read)` : '';
    throw new SourceError(`cannot read ${first.file}: ${first.reason}${more}`);
  }
  if (objects > 0 || problems.length > 0) return;
  const piped = input.paths.includes(STDIN) || loaded.streams === true;
  const names = given.map((p) => (p === STDIN ? 'standard input' : p));
  const what = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  const held =
    loaded.notObjects > 0
      ? `${loaded.notObjects === 1 ? '1 document' : `${loaded.notObjects} documents`} without kind and apiVersion`
      : 'it was empty or held only comments';
  const check = piped ? 'check that the command writing into it printed the manifests (helm template, kustomize build)' : 'check the path given to -f';
  throw new NothingToCheck(`${what} held no Kubernetes object (${held})`, check);
}

/**
 * Reads every manifest file given. With a sink, objects go there one file at a time and nothing is
 * kept here; without one, they are collected and returned. A file or directory that cannot be read
 * is a problem and the others are still read; only a path that does not exist ends the call.
 */
export function loadManifests(input: ManifestInput, sink?: ObjectSink): LoadedManifests {
  const cwd = input.cwd ?? process.cwd();
  const maxBytes = input.maxFileBytes ?? MAX_FILE_BYTES;
  const collected = { objects: [] as K8sObject[], problems: [] as SourceProblem[] };
  const result: Reading = {
    sink: sink ?? collectInto(collected),
    files: 0,
    unreadable: 0,
    notObjects: 0,
    notManifests: 0,
    streaming: sink !== undefined,
    skipped: [],
  };
  const listing: Listing = { files: [], streams: false, unreadable: [], skipped: [] };
  const display = displayPaths(cwd);
  const selection: Selection = { display, charts: chartFinder(display, cwd), exclude: new Set(input.exclude ?? []) };
  for (const p of input.paths) if (p !== STDIN) listPath(p, cwd, false, selection, listing);
  for (const p of input.staticPodPaths ?? []) listPath(p, cwd, true, selection, listing);
  for (const problem of listing.unreadable) addUnreadable(problem, result);
  if (input.paths.includes(STDIN)) {
    const stdin = newManifestFile(STDIN, STDIN_DISPLAY);
    loadRead(input.readStdin ? { text: input.readStdin() } : readInput(0, maxBytes), stdin, result);
  }
  const overlay = input.overlay;
  for (const file of dedupe(listing.files)) {
    const text = overlay?.get(file.absolute);
    loadRead(text !== undefined ? { text } : readInput(file.absolute, { maxBytes, streams: file.given }), file, result);
  }
  return {
    ...collected,
    files: result.files,
    unreadable: result.unreadable,
    notObjects: result.notObjects,
    skipped: [...listing.skipped, ...result.skipped],
    streams: listing.streams,
    ...(result.notManifests ? { notManifests: result.notManifests } : {}),
  };
}

/** What choosing the files of one run needs: how paths are shown, the chart lookup, what to pass over. */
interface Selection {
  display: (absolute: string) => string;
  charts: ChartFinder;
  exclude: ReadonlySet<string>;
}

function manifestFile(
  absolute: string,
  staticPod: boolean,
  selection: Selection,
  given: { named: boolean; given: boolean; notManifest: boolean } = { named: false, given: false, notManifest: false },
): ManifestFile {
  const vendoredIn = basename(absolute) === CHART_FILE ? selection.charts.vendoredIn(absolute) : undefined;
  return newManifestFile(absolute, selection.display(absolute), { staticPod, chart: selection.charts.chartOf(absolute), vendoredIn, ...given });
}

function loadRead(read: ReadResult, file: ManifestFile, result: Reading): void {
  if (!('text' in read) && read.failure.cause === 'binary') {
    // A binary file in a repository (an image, a git-crypt secret) is no broken manifest.
    result.skipped.push({ what: file.display, reason: `${read.failure.reason}: not read`, rules: [], cause: 'skipped' });
  } else if (!('text' in read)) {
    addUnreadable({ kind: 'unreadable', file: file.display, reason: read.failure.reason, cause: read.failure.cause }, result);
  } else if (file.named && loadEnvironmentFile(read.text, file, result)) {
    // a kubelet environment file (kubeadm-flags.env)
  } else if (file.notManifest) {
    result.notManifests++;
    result.sink.addProblem({ kind: 'not-a-manifest', file: file.display, reason: `its extension ${extname(file.display)} is not .yaml, .yml or .json` });
  } else {
    loadText(read.text, file, result);
  }
}

function addUnreadable(problem: SourceProblem, result: Reading): void {
  result.unreadable++;
  result.sink.addProblem(problem);
}

/**
 * A path given with -f: a directory is walked; anything else is read as named, so a pipe
 * (`-f <(helm template ...)`, `-f /dev/stdin`) is read as a stream. Only a path that does not
 * exist at all fails the run; a broken link or an unreadable path is read, and reported, like a
 * file found in a directory.
 */
function listPath(path: string, cwd: string, staticPod: boolean, selection: Selection, listing: Listing): void {
  const { display } = selection;
  const absolute = resolve(cwd, path);
  let stats: Stats;
  try {
    stats = statSync(absolute);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if ((code === 'ENOENT' || code === 'ENOTDIR') && !exists(absolute))
      throw new SourceError(`cannot read ${path}: ${systemReason(error)}; check the path given to -f`);
    listing.files.push(manifestFile(absolute, staticPod, selection));
    return;
  }
  if (!stats.isDirectory()) {
    if (!stats.isFile()) listing.streams = true;
    // A file named outright is read whatever its name, except one whose extension says it is something
    // else (README.md, a .tpl helper), which is read only to see whether it is a kubelet environment
    // file: files without one may be pipes such as <(helm template ...).
    const extension = extname(absolute).toLowerCase();
    const notManifest = extension !== '' && !MANIFEST_EXTENSIONS.has(extension);
    listing.files.push(manifestFile(absolute, staticPod, selection, { named: !staticPod, given: true, notManifest }));
    return;
  }
  let real: string;
  try {
    real = realpathSync(absolute);
  } catch (error) {
    listing.unreadable.push(unreadableDirectory(display(absolute), error));
    return;
  }
  walk(absolute, real, new Set(), { staticPod, selection, listing, root: real, given: path });
}

/** Whether anything, a broken link included, is at the path. */
function exists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

interface Walk {
  staticPod: boolean;
  selection: Selection;
  listing: Listing;
  /** The real path of the directory named with -f: links are followed only as far as it reaches. */
  root: string;
  /** That directory as the user named it. */
  given: string;
}

/** What a directory entry is, from the directory listing when it says, from the path otherwise. */
type EntryType = 'directory' | 'file' | 'unreadable' | 'fifo' | 'socket' | 'character-device' | 'block-device';

const SPECIAL_FILES: Partial<Record<EntryType, string>> = {
  fifo: 'a named pipe (FIFO)',
  socket: 'a socket',
  'character-device': 'a character device',
  'block-device': 'a block device',
};
/**
 * Paths relative to the working directory. Files found by walking a directory under it are
 * the common case, and their relative path is what follows the directory's prefix; `relative`
 * handles the rest.
 */
function displayPaths(cwd: string): (absolute: string) => string {
  const prefix = isAbsolute(cwd) && normalize(cwd) === cwd ? (cwd.endsWith(sep) ? cwd : cwd + sep) : undefined;
  return (absolute) =>
    prefix && absolute.length > prefix.length && absolute.startsWith(prefix) ? absolute.slice(prefix.length) : relative(cwd, absolute) || absolute;
}

/**
 * `real` is the directory's resolved path, which guards against symlink cycles. Only a symbolic
 * link needs a system call to resolve: a plain subdirectory's real path is its parent's plus its
 * name. Special files are never opened: reading a pipe nobody writes to would wait forever.
 */
function walk(directory: string, real: string, seen: Set<string>, at: Walk): void {
  if (seen.has(real)) return;
  seen.add(real);
  let entries: Dirent[];
  try {
    entries = readdirSync(directory, { withFileTypes: true });
  } catch (error) {
    at.listing.unreadable.push(unreadableDirectory(at.selection.display(directory), error));
    return;
  }
  at.selection.charts.listed(directory, entries);
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const full = childPath(directory, entry.name);
    const linked = entry.isSymbolicLink();
    const type = linked ? typeOfPath(full, statSync) : (typeOfEntry(entry) ?? typeOfPath(full, lstatSync));
    if (type === 'directory') {
      if (SKIPPED_DIRECTORIES.has(entry.name)) continue;
      let childReal: string;
      try {
        childReal = linked ? realpathSync(full) : childPath(real, entry.name);
      } catch (error) {
        at.listing.unreadable.push(unreadableDirectory(at.selection.display(full), error));
        continue;
      }
      if (linked && !isInside(childReal, at.root)) {
        at.listing.skipped.push(linkOutside(full, 'directory', at));
        continue;
      }
      walk(full, childReal, seen, at);
      continue;
    }
    if (!MANIFEST_EXTENSIONS.has(extname(entry.name).toLowerCase())) continue;
    const special = SPECIAL_FILES[type];
    if (special) {
      const hint = type === 'socket' ? '' : ' (name it with -f to read it as a stream)';
      at.listing.skipped.push({ what: at.selection.display(full), reason: `${special}, not a regular file: not read${hint}`, rules: [], cause: 'skipped' });
    } else if (linked && type === 'file' && !isInside(realOrSelf(full), at.root)) {
      at.listing.skipped.push(linkOutside(full, 'file', at));
    } else {
      // A file, or a link that cannot be followed: reading it says why.
      if (!at.selection.exclude.has(full)) at.listing.files.push(manifestFile(full, at.staticPod, at.selection));
    }
  }
}

/**
 * A link in a repository may lead anywhere on the machine that checks it (`-> /`, `-> /etc`): as
 * git and `kubectl apply -R` do not follow links at all, a walk does not leave the directory it
 * was given through one, and says what it passed over.
 */
function linkOutside(full: string, what: 'directory' | 'file', at: Walk): CoverageGap {
  return {
    what: at.selection.display(full),
    reason: `a symbolic link to a ${what} outside ${at.given}: not followed (name its target with -f to check it)`,
    rules: [],
    cause: 'skipped',
  };
}

function typeOfEntry(entry: Dirent): EntryType | undefined {
  if (entry.isDirectory()) return 'directory';
  if (entry.isFile()) return 'file';
  if (entry.isFIFO()) return 'fifo';
  if (entry.isSocket()) return 'socket';
  if (entry.isCharacterDevice()) return 'character-device';
  if (entry.isBlockDevice()) return 'block-device';
  return undefined;
}

/** The type of what a path is (`statSync`) or names (`lstatSync`); unreadable when that cannot be told. */
function typeOfPath(path: string, stat: (path: string) => Stats): EntryType {
  let stats: Stats;
  try {
    stats = stat(path);
  } catch {
    return 'unreadable';
  }
  return stats.isDirectory()
    ? 'directory'
    : stats.isFIFO()
      ? 'fifo'
      : stats.isSocket()
        ? 'socket'
        : stats.isCharacterDevice()
          ? 'character-device'
          : stats.isBlockDevice()
            ? 'block-device'
            : 'file';
}

function unreadableDirectory(display: string, error: unknown): SourceProblem {
  const code = (error as NodeJS.ErrnoException)?.code;
  return {
    kind: 'unreadable',
    file: display.endsWith(sep) ? display : display + sep,
    reason: systemReason(error),
    cause: code === 'EACCES' || code === 'EPERM' ? 'permission' : code === 'ELOOP' ? 'link-loop' : 'failed',
  };
}

/** `join(directory, name)` for a directory the walk already holds normalised, without join's normalising. */
function childPath(directory: string, name: string): string {
  return directory.endsWith(sep) ? directory + name : directory + sep + name;
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

function collectInto(loaded: { objects: K8sObject[]; problems: SourceProblem[] }): ObjectSink {
  return { add: (obj) => loaded.objects.push(obj), addProblem: (problem) => loaded.problems.push(problem) };
}

/** The objects and problems of one file's text, as if read from `display`. */
export function loadManifestText(text: string, display: string): LoadedManifests {
  const loaded = { objects: [] as K8sObject[], problems: [] as SourceProblem[] };
  const result: Reading = { sink: collectInto(loaded), files: 0, unreadable: 0, notObjects: 0, notManifests: 0, streaming: false, skipped: [] };
  loadText(text, newManifestFile(display, display), result);
  return { ...loaded, files: result.files, unreadable: 0, notObjects: result.notObjects, skipped: [] };
}

/**
 * A file named with `-f` that is not a manifest may be a kubelet environment file (kubeadm-flags.env,
 * /etc/default/kubelet): read as one when its name ends in `.env` or its lines are all `NAME=value`.
 */
function loadEnvironmentFile(text: string, file: ManifestFile, result: Reading): boolean {
  const extension = extname(file.absolute).toLowerCase();
  if (MANIFEST_EXTENSIONS.has(extension)) return false;
  const read = readEnvironmentFile(text, file.display, extension === '.env');
  if (!read) return false;
  result.files++;
  if ('object' in read) result.sink.add(read.object);
  else result.sink.addProblem(read.problem);
  return true;
}

function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * Parses one file's text into objects, recording unparsable documents as problems and going on. A
 * document whose aliases expand past the budget is reported and never reaches the rules.
 */
function loadText(rawText: string, file: ManifestFile, result: Reading): void {
  result.files++;
  // A chart template's problems say which chart they belong to, so that they can be told per chart.
  const sink = file.chart ? inChart(result.sink, file.chart) : result.sink;
  const text = withoutBom(rawText);
  if (text.includes('{{')) file.templated = true;
  const { documents, spans, aliased } = parseFile(text, file.display, sink);
  const layout = new FileDocuments(text, spans);
  documents.forEach((value, doc) => {
    if (value === undefined || value === null) return;
    if (aliased?.[doc] !== false) {
      const span = spans[doc];
      const expansion = checkExpansion(value, undefined, span ? span.end - span.start : text.length);
      if (!expansion.ok) {
        sink.addProblem({ kind: 'aliases', file: file.display, position: { line: spans[doc]?.line ?? 1, column: 1 }, reason: expansion.reason });
        return;
      }
    }
    addDocument(value, doc, file, layout, sink, result);
  });
  if (result.streaming) layout.release();
}

function inChart(sink: ObjectSink, chart: HelmChart): ObjectSink {
  return {
    add: (obj) => sink.add(obj),
    addProblem: (problem) => sink.addProblem({ ...problem, chart }),
    ...(sink.keeps ? { keeps: (kind: string) => sink.keeps!(kind) } : {}),
  };
}

interface ParsedFile {
  /** One entry per document; undefined for a document that could not be parsed. */
  documents: unknown[];
  spans: DocumentSpan[];
  /** Whether each document has an alias, when the parse recorded it. */
  aliased?: boolean[];
}

/**
 * js-yaml reads the whole file at once. When that fails, the documents before the failing one are
 * kept as read, and the rest of the file is cut into documents, so that one broken document does
 * not hide the others; the failing document's error is the one already caught.
 */
function parseFile(text: string, display: string, sink: ObjectSink): ParsedFile {
  // js-yaml's errors capture a stack trace that nothing reads, and a repository of unrendered
  // templates makes thousands of them.
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    const read = loadAllWithSpans(text, { filename: display, schema: KUBERNETES_YAML_SCHEMA });
    const aliased = read.spans.map((span) => span.aliases === true);
    if (!read.failure) return { ...read, aliased };
    const { documents, spans, failure } = read;
    const rest = documentSpans(text, failure.start);
    // The document cut that js-yaml's error points into fails with that error; the others are read alone.
    const offset = errorOffset(failure.error);
    const failing = offset < 0 ? -1 : rest.findIndex((span, i) => offset < span.end || i === rest.length - 1);
    rest.forEach((span, i) => {
      const documentText = text.slice(span.start, span.end);
      const failedHere = i === failing;
      try {
        if (failedHere) throw failure.error;
        documents.push(yaml.load(documentText, { filename: display, schema: KUBERNETES_YAML_SCHEMA }));
      } catch (error) {
        sink.addProblem(describeParseError(error, documentText, failedHere ? 1 : span.line, span.line, display));
        documents.push(undefined);
      }
      spans.push(span);
    });
    return { documents, spans, aliased };
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
}

/** Where a js-yaml error points in the text it read; -1 for anything else. */
function errorOffset(error: unknown): number {
  return error instanceof yaml.YAMLException ? error.mark.position : -1;
}

// A Go template comment (`{{/* ... */}}`) may close lines later, so its opening alone counts.
const TEMPLATE_DIRECTIVE = /\{\{-?\s*[^}]*\}\}|\{\{-?\s*\/\*|\{%-?[^%]*%\}/;

/**
 * `markLine` is the line js-yaml's error counts from: the document's own first line when the
 * document was parsed alone, the file's first line when the error is the whole file's.
 */
function describeParseError(error: unknown, documentText: string, markLine: number, startLine: number, display: string): SourceProblem {
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
  // js-yaml reads nested collections by recursion: nesting deep enough exhausts the stack.
  const reason =
    error instanceof yaml.YAMLException
      ? error.reason
      : error instanceof RangeError
        ? `nested deeper than the parser can follow: ${error.message}`
        : String(error);
  // js-yaml notices such a character only once it has read past it, possibly to the end of the text.
  const character = NON_PRINTABLE_REASONS.has(reason) ? nonPrintableCharacter(documentText) : undefined;
  if (character) {
    return { kind: 'syntax', file: display, position: { line: startLine + character.line, column: character.column }, reason: `${reason} (${character.name})` };
  }
  return {
    kind: 'syntax',
    file: display,
    position: { line: markLine + errorLine, column: (mark?.column ?? 0) + 1 },
    reason: reason || 'invalid YAML',
  };
}

/** js-yaml tests the whole text for these before it reads a document, and points at the file's first line. */
const NON_PRINTABLE_REASONS = new Set(['the stream contains non-printable characters', 'null byte is not allowed in input']);
/** The characters YAML does not allow in a stream, as js-yaml tests for them (PATTERN_NON_PRINTABLE in its loader). */
const NON_PRINTABLE = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;

/** The first character YAML does not allow: its 0-based line (CR, LF and CRLF each end one, as in js-yaml), 1-based column and code point. */
function nonPrintableCharacter(text: string): { line: number; column: number; name: string } | undefined {
  const match = NON_PRINTABLE.exec(text);
  if (!match) return undefined;
  // A lone low surrogate is matched with the character before it.
  const index = match.index + match[0].length - 1;
  let line = 0;
  let lineStart = 0;
  for (let i = 0; i < index; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x0a || (code === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) {
      line++;
      lineStart = i + 1;
    }
  }
  const name = `U+${text.charCodeAt(index).toString(16).toUpperCase().padStart(4, '0')}`;
  return { line, column: index - lineStart + 1, name };
}

/** The first template directive of `text`: its 0-based line and 1-based column. */
export function findTemplateLine(text: string): { line: number; column: number } | undefined {
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
    // Positions read so far hold slices of the file's text, and with them all of it: a kept document
    // keeps a copy of its own text instead, and its positions are read from that when asked.
    for (const doc of this.#kept.keys()) this.#kept.set(doc, detached(this.#slice(text, doc)));
    this.#positions.clear();
    this.#text = undefined;
  }

  positions(doc: number): DocumentPositions | undefined {
    let found = this.#positions.get(doc);
    if (found === undefined) {
      const span = this.#spans[doc];
      const text = this.#documentText(doc);
      if (!span || text === undefined) return undefined;
      found = parsePositions(text, span, this.#text, doc);
      this.#positions.set(doc, found);
    }
    return found ?? undefined;
  }

  /**
   * Where a path is written in the document; undefined when its positions cannot be read. A root
   * key, where most findings point (`apiVersion`), is looked for by parsing the document only up to
   * it, unless the document's positions are at hand already.
   */
  locate(doc: number, path: Path): Position | undefined {
    if (path.length <= 1 && typeof path[0] !== 'number' && !this.#positions.has(doc)) {
      const found = this.#rootKey(doc, path[0]);
      if (found) return found;
    }
    return this.positions(doc)?.locate(path);
  }

  /** Where a path in the document is written; the document's first line when its positions cannot be read. */
  position(doc: number, path: Path): Position {
    return this.locate(doc, path) ?? { line: this.#spans[doc]?.line ?? 1, column: 1 };
  }

  #rootKey(doc: number, key: string | undefined): Position | undefined {
    const span = this.#spans[doc];
    const text = this.#documentText(doc);
    if (!span || text === undefined) return undefined;
    try {
      return rootKeyPosition(text, { schema: KUBERNETES_YAML_SCHEMA }, key, span.line - 1);
    } catch {
      // the whole document's positions say why they cannot be read, or read them from the file
      return undefined;
    }
  }

  /** The document's text: from the file while it is at hand, else the copy kept of it, if any. */
  #documentText(doc: number): string | undefined {
    return this.#text !== undefined ? this.#slice(this.#text, doc) : this.#kept.get(doc);
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

/**
 * One parsed document: an object, a `kind: List` of objects, something kubectl would refuse (a
 * problem), or YAML that is no manifest at all (Helm values, a scalar), which is only counted.
 */
function addDocument(value: unknown, doc: number, file: ManifestFile, layout: FileDocuments, out: ObjectSink, result: Reading): void {
  const refuse = (refusal: Refusal, path: Path) =>
    out.addProblem({ kind: 'not-an-object', file: file.display, position: layout.position(doc, path), ...refusal });
  if (Array.isArray(value)) {
    // A list of manifests is a mistake kubectl refuses; a list of plain data that names kinds (an
    // API database, a table of versions) is no manifest at all, like a values file.
    if (value.some(isManifestLike)) {
      refuse({ reason: 'a YAML list, not a Kubernetes object', cause: 'list', data: { items: value.length } }, []);
    } else {
      result.notObjects++;
    }
    return;
  }
  if (!isK8sObject(value)) {
    // Helm reads a Chart.yaml's first document only.
    if (file.chartFile && doc === 0 && isChartMetadata(value)) {
      out.add(chartMetadataObject(value, file, layout, out));
      return;
    }
    const template = isPlainObject(value) ? (['apiVersion', 'kind'] as const).find((key) => isTemplateValue(value[key])) : undefined;
    if (template) {
      out.addProblem({ kind: 'template', file: file.display, position: layout.position(doc, [template]), reason: 'unrendered template directive' });
      return;
    }
    const refusal = refusalOf(value);
    if (refusal) refuse(refusal, [refusal.cause === 'api-version-not-string' ? 'apiVersion' : 'kind']);
    else result.notObjects++;
    return;
  }
  if (value.kind === 'List' || (value.kind.endsWith('List') && Array.isArray(value.items))) {
    const items: unknown[] = Array.isArray(value.items) ? value.items : [];
    items.forEach((item, i) => {
      if (isK8sObject(item)) {
        out.add(toObject(item, doc, file, layout, ['items', i], out));
        return;
      }
      const refusal = refusalOf(item) ?? {
        reason: `item ${i + 1} of a ${value.kind} is not a Kubernetes object`,
        cause: 'list-item',
        data: { item: i + 1, list: value.kind },
      };
      refuse(
        refusal,
        refusal.cause === 'api-version-not-string' ? ['items', i, 'apiVersion'] : refusal.cause === 'list-item' ? ['items', i] : ['items', i, 'kind'],
      );
    });
    return;
  }
  out.add(toObject(value, doc, file, layout, undefined, out));
}

/**
 * A Helm chart's metadata (helm.sh/docs/topics/charts, "The Chart.yaml File"): a name, a version, a
 * chart API version and no kind. Helm 3 reads a Chart.yaml without apiVersion as a v1 chart, as Helm
 * 2 wrote them (pkg/chart/loader/load.go).
 */
function isChartMetadata(value: unknown): value is Record<string, unknown> & { name: string } {
  return (
    isPlainObject(value) &&
    value.kind === undefined &&
    (value.apiVersion === undefined || value.apiVersion === 'v1' || value.apiVersion === 'v2') &&
    typeof value.name === 'string' &&
    value.name !== '' &&
    value.version !== undefined &&
    value.version !== null
  );
}

/** A Chart.yaml's metadata as a HelmChartMetadata object, placed in the file as any object is. */
function chartMetadataObject(chart: Record<string, unknown> & { name: string }, file: ManifestFile, layout: FileDocuments, sink: ObjectSink): K8sObject {
  const kept = sink.keeps?.(HELM_CHART_METADATA_KIND) ?? false;
  const value = kept ? (detachedValue(chart) as typeof chart) : chart;
  const origin = new DocumentOrigin(file, 0, layout, undefined);
  if (kept) origin.keepPositions();
  return helmChartMetadataObject(value, { name: value.name }, origin);
}

/** A mapping with a kind and an apiVersion or metadata: written as a Kubernetes object. */
function isManifestLike(item: unknown): boolean {
  if (!isPlainObject(item) || item.kind === undefined || item.kind === null) return false;
  return (item.apiVersion !== undefined && item.apiVersion !== null) || isPlainObject(item.metadata);
}

/** Why kubectl would refuse a mapping, in the words of its client-side check (`getObjectKind`). */
type Refusal = Pick<SourceProblem, 'reason' | 'cause' | 'data'>;

/**
 * A mapping that is meant as a Kubernetes object but is not one kubectl accepts: a kind with
 * metadata but no apiVersion, an apiVersion that is not a string, a kind that is not a string.
 * Undefined for a Kubernetes object, and for a mapping that only has a `kind` setting among others
 * (Helm values often say `kind: DaemonSet`).
 */
function refusalOf(value: unknown): Refusal | undefined {
  if (!isPlainObject(value) || value.kind === undefined || value.kind === null) return undefined;
  const { kind, apiVersion } = value;
  const noApiVersion = apiVersion === undefined || apiVersion === null || apiVersion === '';
  if (noApiVersion && !isPlainObject(value.metadata)) return undefined;
  if (typeof kind !== 'string' || kind === '')
    return { reason: `kind is ${describeValue(kind)}, not the name of a kind`, cause: 'kind-not-string', data: { value: describeValue(kind) } };
  if (noApiVersion) return { reason: `${kind} without apiVersion`, cause: 'no-api-version', data: { kind } };
  if (typeof apiVersion !== 'string')
    return {
      reason: `${kind} whose apiVersion is ${describeValue(apiVersion)}`,
      cause: 'api-version-not-string',
      data: { kind, value: describeValue(apiVersion) },
    };
  return undefined;
}

/**
 * An unquoted `{{ ... }}` value: YAML reads it as a mapping whose only key is another mapping,
 * which js-yaml stores under "[object Object]" (see the parse-error rule).
 */
function isTemplateValue(value: unknown): boolean {
  return isPlainObject(value) && Object.hasOwn(value, '[object Object]');
}

/** A value kubectl expected to be a string, named by what it is instead. */
function describeValue(value: unknown): string {
  if (value === '') return 'empty';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object' && value !== null) return 'a mapping';
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return `the boolean ${value}`;
  return typeof value;
}

/**
 * A deep copy of parsed YAML whose strings share no memory with the text they were parsed from. A
 * value reached twice through aliases is copied once and shared, as it was in the parse.
 */
function detachedValue(value: unknown, copies = new Map<object, unknown>()): unknown {
  if (typeof value === 'string') return detached(value);
  if (typeof value !== 'object' || value === null) return value;
  const known = copies.get(value);
  if (known !== undefined) return known;
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    copies.set(value, out);
    for (const item of value) out.push(detachedValue(item, copies));
    return out;
  }
  const out: Record<string, unknown> = {};
  copies.set(value, out);
  for (const key in value) {
    const copy = detachedValue((value as Record<string, unknown>)[key], copies);
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
  return k8sObject(value, { apiVersion: value.apiVersion, kind: value.kind, metadata }, origin);
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
  readonly chart: HelmChart | undefined;
  readonly templated: true | undefined;
  /** For a Chart.yaml's chart kept under another chart's `charts/`: that chart (see `vendoredIn` in synthetic.ts). */
  readonly vendoredIn: HelmChart | undefined;
  readonly #documents: FileDocuments;

  constructor(file: ManifestFile, doc: number, documents: FileDocuments, itemPath: Path | undefined) {
    this.file = file.display;
    this.doc = doc;
    this.itemPath = itemPath;
    this.staticPod = file.staticPod || undefined;
    this.chart = file.chart;
    this.templated = file.templated || undefined;
    this.vendoredIn = file.vendoredIn;
    this.#documents = documents;
  }

  locate(path: Path): Position | undefined {
    return this.#documents.locate(this.doc, this.itemPath ? [...this.itemPath, ...path] : path);
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
