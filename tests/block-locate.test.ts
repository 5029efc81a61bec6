import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KUBERNETES_YAML_SCHEMA } from '../src/kube/yaml-schema.js';
import type { K8sObject, Path, Position } from '../src/model.js';
import { locateInBlockDocument } from '../src/sources/block-locate.js';
import type { BlockLayout } from '../src/sources/block-yaml.js';
import { readBlockYaml } from '../src/sources/block-yaml.js';
import { locateInDocument, splitDocuments } from '../src/sources/locate.js';
import { loadManifestText } from '../src/sources/manifests.js';

const REPO_ROOT = join(import.meta.dirname, '..');
/** Real manifests beside the repository on development machines and in CI, not in a user's clone. */
const CORPUS = join(REPO_ROOT, '..', 'shared', 'corpus');

interface DocumentText {
  text: string;
  startLine: number;
}

function show(position: Position | undefined): string | undefined {
  return position && `${position.line}:${position.column}`;
}

function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** The documents as the manifest loader cuts them from the reader's starts. */
function cutAtStarts(text: string, starts: readonly number[]): DocumentText[] {
  return starts.map((start, i) => ({
    text: text.slice(start, starts[i + 1] ?? text.length),
    startLine: 1 + (text.slice(0, start).match(/\n/g)?.length ?? 0),
  }));
}

interface BlockRead {
  values: unknown[];
  documents: DocumentText[];
  /** Whether the manifest loader would ask `locateInBlockDocument` about these documents at all. */
  followsIndentation: boolean;
}

function readWithLayout(text: string): BlockRead | undefined {
  const layout: BlockLayout = { documentStarts: [], linesFollowIndentation: false };
  const values = readBlockYaml(text, KUBERNETES_YAML_SCHEMA, layout);
  if (values === undefined) return undefined;
  return { values, documents: cutAtStarts(text, layout.documentStarts), followsIndentation: layout.linesFollowIndentation };
}

/**
 * `locateInBlockDocument` is only ever given documents the reader accepted as following
 * indentation, so every case text must be one.
 */
function caseText(text: string): string {
  const read = readWithLayout(text);
  if (read === undefined || !read.followsIndentation) throw new Error(`the block reader does not read this case text as following indentation:\n${text}`);
  return text;
}

function onlyDocument(text: string): string {
  const read = readWithLayout(caseText(text));
  if (read?.documents.length !== 1) throw new Error(`expected one document in a case text:\n${text}`);
  return read.documents[0].text;
}

const DEPLOYMENT = onlyDocument(`apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
  labels:
    app: web
spec:
  replicas: 3
  template: # the pod
    spec:
      containers:
        - name: app
          image: nginx:1.25
          args:
            - --port
            - "8080"
          ports:
            -
              containerPort: 80
              protocol: TCP
        - name: sidecar
          image: busybox
`);

// Sequences written at their key's column: the next key at that column follows the last item.
const CLUSTER_ROLE = onlyDocument(`apiVersion: rbac.authorization.k8s.io/v1
kind: ClusterRole
rules:
- apiGroups:
  - ""
  resources:
  - pods
  - services
  verbs: [get, list]
- apiGroups:
  - apps
  resources:
  - deployments
aggregationRule:
  clusterRoleSelectors:
  - matchLabels:
      rbac.example.com/aggregate: "true"
`);

// The literal holds lines that look like keys and items at deeper columns; only the
// indentation of the lines after it says where `data` goes on.
const KUBEADM_CONFIG = onlyDocument(`# kubeadm writes this ConfigMap
---
apiVersion: v1
kind: ConfigMap
metadata:
  # the name below is what kubeadm reads
  name: kubeadm-config

  namespace: kube-system
data:
  ClusterConfiguration: |
    apiVersion: kubeadm.k8s.io/v1beta3
    kind: ClusterConfiguration
    networking:
      podSubnet: 10.244.0.0/16
    foo: bar
    - item

  # a comment between entries
  other: value
immutable: false
`);

const SEQUENCE_ROOT = onlyDocument(`- plain
- key: v
  other: w
-
  nested: x
-
  - inner
  - second
-   spaced: y
    more: z
`);

// Lines of a folded block or of a plain scalar going on to more lines are indented past their key.
const FOLDED_AND_CONTINUED = onlyDocument(`metadata:
  annotations:
    description: >
      folded text
      key: like
    summary: a plain scalar
      going on to a second line
  name: after
`);

const NULLS_AND_QUOTES = onlyDocument(`metadata:
  annotations:
  name: ~
  "quoted": a
spec:
  empty: null
  note: 'single'
  list: []
`);

const TWO_DOCUMENTS = `apiVersion: v1
kind: Namespace
metadata:
  name: one
--- # the service
# in the namespace above
apiVersion: v1
kind: Service
spec:
  ports:
  - port: 80
    targetPort: 8080
`;

const CONTAINERS = ['spec', 'template', 'spec', 'containers'];

describe('locateInBlockDocument: positions written out', () => {
  const cases: [string, Path, string, string][] = [
    ['a root key', ['apiVersion'], '1:1', DEPLOYMENT],
    ['the second root key', ['kind'], '2:1', DEPLOYMENT],
    ['a key holding a mapping', ['metadata'], '3:1', DEPLOYMENT],
    ['a nested key', ['metadata', 'name'], '4:3', DEPLOYMENT],
    ['a key two levels down', ['metadata', 'labels', 'app'], '6:5', DEPLOYMENT],
    ['a key after a nested mapping', ['spec', 'replicas'], '8:3', DEPLOYMENT],
    ['a key whose line ends in a comment', ['spec', 'template'], '9:3', DEPLOYMENT],
    ['a key under a commented key', ['spec', 'template', 'spec'], '10:5', DEPLOYMENT],
    ['a key holding an indented sequence', CONTAINERS, '11:7', DEPLOYMENT],
    ['a compact mapping item, at its first key', [...CONTAINERS, 0], '12:11', DEPLOYMENT],
    ['the first key of a compact mapping item', [...CONTAINERS, 0, 'name'], '12:11', DEPLOYMENT],
    ['a later key of a compact mapping item', [...CONTAINERS, 0, 'image'], '13:11', DEPLOYMENT],
    ['a plain scalar item', [...CONTAINERS, 0, 'args', 0], '15:15', DEPLOYMENT],
    ['a quoted scalar item, at its quote', [...CONTAINERS, 0, 'args', 1], '16:15', DEPLOYMENT],
    ['a dash alone, at the mapping on the next line', [...CONTAINERS, 0, 'ports', 0], '19:15', DEPLOYMENT],
    ['a key of the mapping after a lone dash', [...CONTAINERS, 0, 'ports', 0, 'protocol'], '20:15', DEPLOYMENT],
    ['the second item past a nested sequence', [...CONTAINERS, 1], '21:11', DEPLOYMENT],
    ['an index written as a string', [...CONTAINERS, '1', 'image'], '22:11', DEPLOYMENT],
    ['a same-indent sequence', ['rules'], '3:1', CLUSTER_ROLE],
    ['an item of a same-indent sequence', ['rules', 0], '4:3', CLUSTER_ROLE],
    ['an item of a nested same-indent sequence', ['rules', 0, 'apiGroups', 0], '5:5', CLUSTER_ROLE],
    ['a key after a same-indent sequence', ['rules', 0, 'resources'], '6:3', CLUSTER_ROLE],
    ['the last item of a same-indent sequence', ['rules', 0, 'resources', 1], '8:5', CLUSTER_ROLE],
    ['a key holding a flow sequence', ['rules', 0, 'verbs'], '9:3', CLUSTER_ROLE],
    ['a key of the second item', ['rules', 1, 'resources'], '12:3', CLUSTER_ROLE],
    ['an item of the second item', ['rules', 1, 'resources', 0], '13:5', CLUSTER_ROLE],
    ['a root key after a same-indent sequence', ['aggregationRule'], '14:1', CLUSTER_ROLE],
    ['a key with dots and a slash, deep', ['aggregationRule', 'clusterRoleSelectors', 0, 'matchLabels', 'rbac.example.com/aggregate'], '17:7', CLUSTER_ROLE],
    ['a root key after leading comments and ---', ['apiVersion'], '3:1', KUBEADM_CONFIG],
    ['a key after a comment line', ['metadata', 'name'], '7:3', KUBEADM_CONFIG],
    ['a key after a blank line', ['metadata', 'namespace'], '9:3', KUBEADM_CONFIG],
    ['a key holding a literal block', ['data', 'ClusterConfiguration'], '11:3', KUBEADM_CONFIG],
    ['a key after a literal holding key-like lines', ['data', 'other'], '20:3', KUBEADM_CONFIG],
    ['a root key after a literal', ['immutable'], '21:1', KUBEADM_CONFIG],
    ['the first item of a root sequence', [0], '1:3', SEQUENCE_ROOT],
    ['a compact mapping item of a root sequence', [1, 'other'], '3:3', SEQUENCE_ROOT],
    ['a mapping under a lone dash at the root', [2, 'nested'], '5:3', SEQUENCE_ROOT],
    ['a sequence under a lone dash, at its first dash', [3], '7:3', SEQUENCE_ROOT],
    ['an item of a sequence under a lone dash', [3, 1], '8:5', SEQUENCE_ROOT],
    ['a compact mapping after extra spaces', [4, 'more'], '10:5', SEQUENCE_ROOT],
    ['a key after a folded block', ['metadata', 'annotations', 'summary'], '6:5', FOLDED_AND_CONTINUED],
    ['a key after a plain scalar on two lines', ['metadata', 'name'], '8:3', FOLDED_AND_CONTINUED],
    ['a key with no value', ['metadata', 'annotations'], '2:3', NULLS_AND_QUOTES],
    ['a key after a key with no value', ['metadata', 'name'], '3:3', NULLS_AND_QUOTES],
    ['a key after a mapping holding a quoted key', ['spec', 'note'], '7:3', NULLS_AND_QUOTES],
    ['a key holding an empty flow sequence', ['spec', 'list'], '8:3', NULLS_AND_QUOTES],
  ];

  it.each(cases)('%s: %j is at %s', (_, path, expected, text) => {
    expect(show(locateInBlockDocument(text, path))).toBe(expected);
    // The general locator is the reference the block locator stands in for.
    expect(show(locateInDocument(text, path))).toBe(expected);
  });

  describe('in the second document of a file', () => {
    const { documents } = readWithLayout(caseText(TWO_DOCUMENTS))!;
    const second = documents[1];

    it('is cut at its --- line, as splitDocuments cuts it', () => {
      expect(documents).toEqual(splitDocuments(TWO_DOCUMENTS));
      expect(documents).toHaveLength(2);
      expect(second.startLine).toBe(5);
      expect(second.text.startsWith('--- # the service\n')).toBe(true);
    });

    it.each<[Path, string]>([
      [['apiVersion'], '3:1'],
      [['kind'], '4:1'],
      [['spec', 'ports', 0], '7:5'],
      [['spec', 'ports', 0, 'targetPort'], '8:5'],
    ])('%j is at %s', (path, expected) => {
      expect(show(locateInBlockDocument(second.text, path))).toBe(expected);
      expect(show(locateInDocument(second.text, path))).toBe(expected);
    });
  });
});

describe('locateInBlockDocument: paths it leaves to locateInDocument', () => {
  // Each case gives where locateInDocument puts the path instead, which the caller then uses.
  const cases: [string, Path, string, string][] = [
    ['a missing root key', ['status'], '1:1', DEPLOYMENT],
    ['a missing nested key', ['metadata', 'namespace'], '3:1', DEPLOYMENT],
    ['a missing key in a sequence item', [...CONTAINERS, 1, 'ports'], '21:11', DEPLOYMENT],
    ['an index past the end', [...CONTAINERS, 2], '11:7', DEPLOYMENT],
    ['an index past the end of a same-indent sequence', ['rules', 0, 'resources', 2], '6:3', CLUSTER_ROLE],
    ['a negative index', [...CONTAINERS, -1], '11:7', DEPLOYMENT],
    ['a string segment on a sequence', [...CONTAINERS, 'name'], '11:7', DEPLOYMENT],
    ['an index on a mapping', ['metadata', 0], '3:1', DEPLOYMENT],
    ['a path into a plain scalar', ['metadata', 'name', 'first'], '4:3', DEPLOYMENT],
    ['a path into a flow sequence', ['rules', 0, 'verbs', 1], '9:16', CLUSTER_ROLE],
    ['a path into an empty flow sequence', ['spec', 'list', 0], '8:3', NULLS_AND_QUOTES],
    ['a kubeadm document inside a literal block', ['data', 'ClusterConfiguration', 'networking', 'podSubnet'], '15:7', KUBEADM_CONFIG],
    ['a key-like line of a literal, as a key of its parent', ['data', 'foo'], '10:1', KUBEADM_CONFIG],
    ['a key-like line of a folded block', ['metadata', 'annotations', 'description', 'key'], '3:5', FOLDED_AND_CONTINUED],
    ['a path into a key with no value', ['metadata', 'annotations', 'team'], '2:3', NULLS_AND_QUOTES],
    ['a path into ~', ['metadata', 'name', 'x'], '3:3', NULLS_AND_QUOTES],
    ['a path into null', ['spec', 'empty', 0], '6:3', NULLS_AND_QUOTES],
    ['a quoted key', ['metadata', 'quoted'], '4:3', NULLS_AND_QUOTES],
    ['an index past the end of a root sequence', [5], '1:1', SEQUENCE_ROOT],
    ['the empty path', [], '1:1', DEPLOYMENT],
  ];

  it.each(cases)('%s: %j', (_, path, general, text) => {
    expect(locateInBlockDocument(text, path)).toBeUndefined();
    expect(show(locateInDocument(text, path))).toBe(general);
  });

  it('answers nothing for a document with no content', () => {
    expect(locateInBlockDocument('', ['kind'])).toBeUndefined();
    expect(locateInBlockDocument('# only a comment\n---\n', ['kind'])).toBeUndefined();
  });
});

// ---------------------------------------------------------------------------------------------
// The same property over whole files

interface PathCase {
  path: Path;
  /** Whether the parsed value has something at the path. */
  exists: boolean;
}

const PATHS_PER_DOCUMENT = 300;
const MAX_DEPTH = 12;
const MISSING_KEY = 'no-such-key-here';

/**
 * Every key and index of the value, depth first, with one missing key per mapping, one index past
 * the end per sequence and one step into each scalar, which the block locator must all decline.
 */
function pathsThrough(value: unknown): PathCase[] {
  const paths: PathCase[] = [];
  const add = (path: Path, exists: boolean): boolean => {
    if (paths.length >= PATHS_PER_DOCUMENT) return false;
    paths.push({ path, exists });
    return true;
  };
  const visit = (node: unknown, prefix: Path): void => {
    if (prefix.length >= MAX_DEPTH) return;
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        if (!add([...prefix, i], true)) return;
        visit(node[i], [...prefix, i]);
      }
      add([...prefix, node.length], false);
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, child] of Object.entries(node)) {
        if (!add([...prefix, key], true)) return;
        visit(child, [...prefix, key]);
      }
      if (!(MISSING_KEY in node)) add([...prefix, MISSING_KEY], false);
    } else if (prefix.length > 0) {
      add([...prefix, 'x'], false);
    }
  };
  visit(value, []);
  return paths;
}

interface Tally {
  files: number;
  accepted: number;
  /** Accepted files holding a quoted scalar across lines, which the manifest loader does not give to `locateInBlockDocument`. */
  notFollowingIndentation: number;
  /** Documents of the other accepted files. */
  documents: number;
  existingPaths: number;
  /** Existing paths `locateInBlockDocument` gave a position for. */
  answered: number;
  /** Answered paths whose position was checked against `locateInDocument`'s. */
  compared: number;
  /** Paths where the two locators differ, or the block locator answered for a path that is not there. */
  mismatches: string[];
  /** Files whose starts do not cut the text as `splitDocuments` does. */
  badCuts: string[];
}

function newTally(): Tally {
  return { files: 0, accepted: 0, notFollowingIndentation: 0, documents: 0, existingPaths: 0, answered: 0, compared: 0, mismatches: [], badCuts: [] };
}

/**
 * `sampleFrom`: in a document longer than this, only every n-th answer is compared, n growing with
 * the length, because `locateInDocument` reads the document again for every path.
 */
function checkFile(name: string, rawText: string, tally: Tally, sampleFrom: number): void {
  tally.files++;
  const text = withoutBom(rawText);
  const read = readWithLayout(text);
  if (read === undefined) return;
  tally.accepted++;
  const { values, documents } = read;
  if (documents.length !== values.length || JSON.stringify(documents) !== JSON.stringify(splitDocuments(text))) {
    tally.badCuts.push(name);
    return;
  }
  if (!read.followsIndentation) {
    tally.notFollowingIndentation++;
    return;
  }
  values.forEach((value, doc) => {
    tally.documents++;
    const documentText = documents[doc].text;
    const stride = Math.max(1, Math.ceil(documentText.length / sampleFrom));
    for (const { path, exists } of pathsThrough(value)) {
      if (exists) tally.existingPaths++;
      const block = locateInBlockDocument(documentText, path);
      if (block === undefined) continue;
      const where = `${name}#${doc} ${JSON.stringify(path)}`;
      if (!exists) {
        tally.mismatches.push(`${where}: block ${show(block)} for a path that is not there`);
        continue;
      }
      if (tally.answered++ % stride !== 0) continue;
      tally.compared++;
      const general = locateInDocument(documentText, path);
      if (show(block) !== show(general)) tally.mismatches.push(`${where}: block ${show(block)}, general ${show(general)}`);
    }
  });
}

function yamlFilesUnder(directory: string, pattern: RegExp): string[] {
  if (!existsSync(directory)) return [];
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (pattern.test(entry.name)) found.push(full);
    }
  };
  walk(directory);
  return found;
}

function checkFiles(root: string, files: readonly string[], sampleFrom: number): Tally {
  const tally = newTally();
  for (const file of files) checkFile(relative(root, file), readFileSync(file, 'utf8'), tally, sampleFrom);
  return tally;
}

/**
 * Today the block locator answers for about 98% of the paths that exist; well under that means
 * it has stopped following something common (and "always undefined" would pass the comparison).
 */
const MIN_ANSWERED_SHARE = 0.8;

describe('locateInBlockDocument over the repository’s YAML files', () => {
  const files = [...yamlFilesUnder(join(REPO_ROOT, 'fixtures'), /\.ya?ml$/i), ...yamlFilesUnder(join(REPO_ROOT, 'tests'), /\.ya?ml$/i)];

  it('cuts documents where splitDocuments does and places every path as locateInDocument does', () => {
    const tally = checkFiles(REPO_ROOT, files, Infinity);
    expect(tally.accepted).toBeGreaterThan(50);
    expect(tally.compared).toBe(tally.answered);
    expect(tally.badCuts).toEqual([]);
    expect(tally.mismatches).toEqual([]);
    expect(tally.answered).toBeGreaterThan(MIN_ANSWERED_SHARE * tally.existingPaths);
  });
});

// locateInDocument reads the document again for every path, and the corpus holds CRDs of hundreds
// of kilobytes: comparing every path of every document takes half a minute, mostly on those. Past
// this length only a share of each document's answers, shrinking with its length, is compared, which
// keeps the test to about ten seconds; every answer is still checked against the parsed value.
const SAMPLE_FROM_LENGTH = 5_000;

describe.skipIf(!existsSync(CORPUS))('locateInBlockDocument over the shared corpus (skipped when ../shared/corpus is absent)', () => {
  it('cuts documents where splitDocuments does and places every path as locateInDocument does', () => {
    const tally = checkFiles(CORPUS, yamlFilesUnder(CORPUS, /\.(ya?ml|json)$/i), SAMPLE_FROM_LENGTH);
    expect(tally.accepted).toBeGreaterThan(4000);
    expect(tally.documents).toBeGreaterThan(5000);
    expect(tally.badCuts).toEqual([]);
    expect(tally.mismatches).toEqual([]);
    expect(tally.answered).toBeGreaterThan(MIN_ANSWERED_SHARE * tally.existingPaths);
    expect(tally.compared).toBeGreaterThan(tally.answered / 2);
  });
});

// ---------------------------------------------------------------------------------------------
// Through the manifest loader, where positions count from the top of the file

const THREE_DOCUMENTS = `# a Deployment, a List of two objects and a Service
apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
spec:
  template:
    spec:
      containers:
      - name: app
        image: nginx:1.25
---
apiVersion: v1
kind: List
items:
- apiVersion: v1
  kind: ConfigMap
  metadata:
    name: settings
  data:
    mode: fast
- apiVersion: batch/v1
  kind: Job
  spec:
    template:
      spec:
        containers:
          - name: once
            image: busybox:1.36
---
apiVersion: v1
kind: Service
metadata:
  name: web
spec:
  ports:
    - port: 80
`;

function objectsOf(text: string): K8sObject[] {
  const { objects, problems } = loadManifestText(text, 'three.yaml');
  expect(problems).toEqual([]);
  expect(objects.map((o) => o.kind)).toEqual(['Deployment', 'ConfigMap', 'Job', 'Service']);
  return objects;
}

function fileAt(object: K8sObject, path: Path): string | undefined {
  if (object.origin.type !== 'manifest') throw new Error('expected an object read from a manifest');
  return show(object.origin.locate(path));
}

const FILE_POSITIONS: [number, Path, string][] = [
  [0, ['apiVersion'], '2:1'],
  [0, [...CONTAINERS, 0, 'image'], '11:9'],
  // A missing field falls back to locateInDocument, which gives its closest parent.
  [0, [...CONTAINERS, 0, 'resources'], '10:9'],
  [1, ['apiVersion'], '16:3'],
  [1, ['data', 'mode'], '21:5'],
  [2, ['kind'], '23:3'],
  [2, [...CONTAINERS, 0, 'image'], '29:13'],
  [3, ['apiVersion'], '31:1'],
  [3, ['spec', 'ports', 0, 'port'], '37:7'],
];

describe('file positions through loadManifestText', () => {
  it('reads the file with the block reader, so these positions come from its cuts', () => {
    const read = readWithLayout(THREE_DOCUMENTS);
    expect(read?.followsIndentation).toBe(true);
    expect(read?.documents).toEqual(splitDocuments(THREE_DOCUMENTS));
  });

  it('places items of a List under their item path', () => {
    const objects = objectsOf(THREE_DOCUMENTS);
    expect(objects.map((o) => (o.origin.type === 'manifest' ? [o.origin.doc, o.origin.itemPath] : undefined))).toEqual([
      [0, undefined],
      [1, ['items', 0]],
      [1, ['items', 1]],
      [2, undefined],
    ]);
  });

  it.each(FILE_POSITIONS)('object %i: %j is at %s', (index, path, expected) => {
    expect(fileAt(objectsOf(THREE_DOCUMENTS)[index], path)).toBe(expected);
  });

  it('gives the same positions after a byte order mark', () => {
    const objects = objectsOf(`\ufeff${THREE_DOCUMENTS}`);
    expect(FILE_POSITIONS.map(([index, path]) => fileAt(objects[index], path))).toEqual(FILE_POSITIONS.map(([, , expected]) => expected));
  });

  it('leaves a file with a quoted scalar across lines to locateInDocument', () => {
    // The quoted scalar's second line sits where an item would: only the outline tells them apart.
    const text = `apiVersion: v1
kind: Pod
metadata:
  name: quoted
spec:
  containers:
  - name: app
    args:
    - "--message=hello
    - world"
    - --verbose
`;
    expect(readWithLayout(text)?.followsIndentation).toBe(false);
    const { objects, problems } = loadManifestText(text, 'quoted.yaml');
    expect(problems).toEqual([]);
    expect(objects[0].body).toMatchObject({ spec: { containers: [{ args: ['--message=hello - world', '--verbose'] }] } });
    expect(fileAt(objects[0], ['spec', 'containers', 0, 'args', 1])).toBe('11:7');
  });

  it('gives the same positions when js-yaml reads the file and splitDocuments cuts it', () => {
    // An anchor makes the block reader decline the whole file.
    const declined = THREE_DOCUMENTS.replace('  name: web\nspec:\n  ports:', '  name: &name web\nspec:\n  ports:');
    expect(declined).not.toBe(THREE_DOCUMENTS);
    expect(readBlockYaml(declined, KUBERNETES_YAML_SCHEMA)).toBeUndefined();
    const objects = objectsOf(declined);
    expect(FILE_POSITIONS.map(([index, path]) => fileAt(objects[index], path))).toEqual(FILE_POSITIONS.map(([, , expected]) => expected));
  });
});
