import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import type { Path } from '../../src/model.js';
import { KUBERNETES_YAML_SCHEMA } from '../../src/kube/yaml-schema.js';
import { documentSpans } from '../../src/sources/documents.js';
import { loadAllWithSpans, positionsOf, rootKeyPosition } from '../../src/sources/positions.js';
import { yamlFilesUnder } from '../support/files.js';

const options = { schema: KUBERNETES_YAML_SCHEMA };

/** `line:column` of `path` in the first document of `text`. */
function at(text: string, path: Path): string {
  const positions = positionsOf(text, options);
  if (!positions) throw new Error('no document');
  const { line, column } = positions.locate(path);
  return `${line}:${column}`;
}

const DEPLOYMENT = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web   # a comment
  labels: {app: web, "tier": front}
spec:
  template:
    spec:
      containers:
        - name: app
          image: nginx
          ports: [{containerPort: 80}, {containerPort: 443}]
        -
          name: sidecar
      volumes:
      - name: data
        emptyDir: {}
`;

describe('positions from the parse events', () => {
  it.each<[Path, string]>([
    [[], '1:1'],
    [['apiVersion'], '1:1'],
    [['kind'], '2:1'],
    [['metadata', 'name'], '4:3'],
    [['metadata', 'labels', 'app'], '5:12'],
    [['metadata', 'labels', 'tier'], '5:22'],
    [['spec', 'template', 'spec', 'containers', 0], '10:11'],
    [['spec', 'template', 'spec', 'containers', 0, 'image'], '11:11'],
    [['spec', 'template', 'spec', 'containers', 0, 'ports', 1], '12:40'],
    [['spec', 'template', 'spec', 'containers', 0, 'ports', 1, 'containerPort'], '12:41'],
    [['spec', 'template', 'spec', 'containers', '1'], '14:11'],
    [['spec', 'template', 'spec', 'volumes', 0, 'emptyDir'], '17:9'],
  ])('places %j at %s', (path, expected) => {
    expect(at(DEPLOYMENT, path)).toBe(expected);
  });

  it('places a missing field at its closest written parent', () => {
    expect(at(DEPLOYMENT, ['spec', 'template', 'spec', 'securityContext', 'seLinuxOptions'])).toBe('8:5');
    expect(at(DEPLOYMENT, ['spec', 'template', 'spec', 'containers', 7, 'image'])).toBe('9:7');
    expect(at(DEPLOYMENT, ['metadata', 'name', 'deeper'])).toBe('4:3');
  });

  it('reads JSON and quoted keys', () => {
    const json = '{\n  "apiVersion": "v1",\n  "kind": "ConfigMap",\n  "data": {"a.b": "1", "c" : "2"}\n}\n';
    expect(at(json, ['kind'])).toBe('3:3');
    expect(at(json, ['data', 'a.b'])).toBe('4:12');
    expect(at(json, ['data', 'c'])).toBe('4:24');
  });

  it('stores keys as js-yaml does: numbers, null and unrendered template keys', () => {
    const text = 'data:\n  1: one\n  0x10: sixteen\n  ~: nothing\nmetadata:\n  name: {{ include "name" . }}\n';
    expect(at(text, ['data', '1'])).toBe('2:3');
    expect(at(text, ['data', '16'])).toBe('3:3');
    expect(at(text, ['data', 'null'])).toBe('4:3');
    expect(at(text, ['metadata', 'name', '[object Object]'])).toBe('6:10');
  });

  it('counts CRLF lines and columns without the carriage return', () => {
    expect(at('a: 1\r\nb:\r\n  c: 2\r\n', ['b', 'c'])).toBe('3:3');
  });

  it('places fields reached through an alias at the alias, and merged keys at the merge key', () => {
    const text = 'base: &b\n  x: 1\n  y: 2\nuse: *b\nmerged:\n  <<: *b\n  z: 3\nitems:\n  - &item\n    name: first\n  - *item\n';
    expect(at(text, ['base', 'y'])).toBe('3:3');
    expect(at(text, ['use', 'y'])).toBe('4:1');
    expect(at(text, ['merged', 'y'])).toBe('6:3');
    expect(at(text, ['merged', 'z'])).toBe('7:3');
    expect(at(text, ['items', 0])).toBe('10:5');
    expect(at(text, ['items', 1, 'name'])).toBe('11:5');
  });

  it('follows a path into a document embedded in a | block scalar', () => {
    const text = [
      'apiVersion: v1',
      'kind: ConfigMap',
      'data:',
      '  config.conf: |-',
      '    apiVersion: kubeproxy.config.k8s.io/v1alpha1',
      '',
      '    mode: ipvs',
      '    featureGates:',
      '      Foo: true',
      '  folded: >',
      '    mode: ipvs',
      '  kubelet:',
      '    |',
      '    mode: x',
      '',
    ].join('\n');
    expect(at(text, ['data', 'config.conf', 'mode'])).toBe('7:5');
    expect(at(text, ['data', 'config.conf', 'featureGates', 'Foo'])).toBe('9:7');
    // A key the embedded document lacks, a folded scalar, a header on its own line: the key holding it.
    expect(at(text, ['data', 'config.conf', 'absent'])).toBe('4:3');
    expect(at(text, ['data', 'folded', 'mode'])).toBe('10:3');
    expect(at(text, ['data', 'kubelet', 'mode'])).toBe('12:3');
  });

  it('follows an embedded document inside a sequence item, in a later document of the file', () => {
    const text =
      'kind: A\n---\nkind: Cluster\nkubeadmConfigPatches:\n- |\n  kind: ClusterConfiguration\n  apiServer:\n    extraArgs:\n      feature-gates: X=true\n';
    const { spans } = loadAllWithSpans(text, options);
    const second = positionsOf(text.slice(spans[1].start, spans[1].end), options, 0, spans[1].line - 1)!;
    expect(second.locate(['kubeadmConfigPatches', 0, 'apiServer', 'extraArgs', 'feature-gates'])).toEqual({ line: 9, column: 7 });
  });

  it('gives each document its span, and the document a slice of it parses to the same value', () => {
    const text = '# head\n---\na: 1\n--- {b: 2}\n...\n---\n\n  c: [3]\n';
    const { documents, spans } = loadAllWithSpans(text, options);
    expect(spans.map((s) => s.line)).toEqual([3, 4, 8]);
    spans.forEach((span, i) => expect(yaml.load(text.slice(span.start, span.end), options)).toEqual(documents[i]));
    expect(positionsOf(text, options, 2)!.locate(['c', 0])).toEqual({ line: 8, column: 7 });
  });
});

describe('cutting a file that does not parse into documents', () => {
  it('starts a document at each --- line, ends one at ..., and drops a comment-only head', () => {
    const text = '# chart\n---\na: {{ .x }}\n--- {b: 1}\nc: 2\n...\n# tail\n---\nd: 4\n';
    expect(documentSpans(text).map((s) => [s.line, text.slice(s.start, s.end)])).toEqual([
      [2, '---\na: {{ .x }}\n'],
      [4, '--- {b: 1}\nc: 2\n'],
      [8, '---\nd: 4\n'],
    ]);
  });

  it('keeps text before the first marker when it has content, and --- inside a line is no marker', () => {
    const text = 'a: 1\nb: "---"\n----\n---\nc: 3';
    expect(documentSpans(text).map((s) => [s.line, text.slice(s.start, s.end)])).toEqual([
      [1, 'a: 1\nb: "---"\n----\n'],
      [4, '---\nc: 3'],
    ]);
  });
});

/** Every key of every document in a tree of YAML files, with the parsed value's own path. */
function* keyPaths(value: unknown, path: Path = []): Generator<[Path, string]> {
  if (typeof value !== 'object' || value === null || path.length > 10) return;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) yield* keyPaths(value[i], [...path, i]);
    return;
  }
  for (const key of Object.keys(value)) {
    yield [[...path, key], key];
    yield* keyPaths((value as Record<string, unknown>)[key], [...path, key]);
  }
}

const CORPUS = join(import.meta.dirname, '..', '..', '..', 'shared', 'corpus');
const FIXTURES = join(import.meta.dirname, '..', '..', 'fixtures');

/** Root keys left to the whole document's positions: merged in from an anchor, or in a JSON document's flow mapping. */
const MISSED_IN_FIXTURES = [
  'rules/core/removed-api/invalid.anchors.yaml document 2 "apiVersion"',
  'rules/core/removed-api/invalid.anchors.yaml document 2 "kind"',
  'rules/core/removed-api/invalid.bom.json document 0 "apiVersion"',
  'rules/core/removed-api/invalid.bom.json document 0 "kind"',
  'rules/core/removed-api/invalid.bom.json document 0 "metadata"',
  'rules/core/removed-api/invalid.bom.json document 0 "spec"',
];
const MISSED_IN_CORPUS = 267;

/** What placing gives over a tree of YAML files: the keys checked and the misplaced ones. */
interface Survey {
  keys: number;
  wrongKeys: string[];
  /** Root keys (and roots) found by parsing only up to them. */
  rootKeys: number;
  /** Root keys written in a document that parsing up to them does not find: the whole document's positions place them. */
  rootKeysMissed: string[];
  /** Root keys found somewhere else than the whole document's positions put them. */
  wrongRootKeys: string[];
}

const surveys = new Map<string, Survey>();

/**
 * Every document of a tree, read once for both checks. The position of a plain key is where the
 * key is written: the text there starts with it (quoted or not); files with anchors or aliases are
 * left out of that check, as their keys are placed elsewhere on purpose. A root key (or the root,
 * for `undefined`) found by parsing only up to it is where the whole document's positions place it.
 */
function survey(root: string): Survey {
  const known = surveys.get(root);
  if (known) return known;
  const result: Survey = { keys: 0, wrongKeys: [], rootKeys: 0, rootKeysMissed: [], wrongRootKeys: [] };
  for (const file of yamlFilesUnder(root, { json: true })) {
    let text = readFileSync(file, 'utf8');
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    const anchored = /(^|\s)[&*][\w-]+/.test(text);
    let parsed: ReturnType<typeof loadAllWithSpans>;
    try {
      parsed = loadAllWithSpans(text, options);
    } catch {
      continue;
    }
    const lines = text.split('\n');
    parsed.spans.forEach((span, doc) => {
      const documentText = text.slice(span.start, span.end);
      let positions: ReturnType<typeof positionsOf>;
      try {
        positions = positionsOf(documentText, options, 0, span.line - 1);
      } catch {
        return;
      }
      if (!positions) return;
      const value = parsed.documents[doc];
      if (!anchored) {
        let n = 0;
        for (const [path, key] of keyPaths(value)) {
          if (++n > 300) break;
          if (!/^[\w./-]+$/.test(key)) continue;
          const { line, column } = positions.locate(path);
          const written = lines[line - 1]?.slice(column - 1) ?? '';
          result.keys++;
          if (!written.replace(/^["']/, '').startsWith(key)) result.wrongKeys.push(`${file}:${line}:${column} ${JSON.stringify(path)}`);
        }
      }
      const keys = typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.keys(value) : [];
      for (const key of [undefined, ...keys]) {
        const quick = rootKeyPosition(documentText, options, key, span.line - 1);
        if (!quick) {
          result.rootKeysMissed.push(`${relative(root, file)} document ${doc} ${JSON.stringify(key)}`);
          continue;
        }
        result.rootKeys++;
        const full = positions.locate(key === undefined ? [] : [key]);
        if (quick.line !== full.line || quick.column !== full.column)
          result.wrongRootKeys.push(`${file} document ${doc} ${JSON.stringify(key)}: ${quick.line}:${quick.column}, not ${full.line}:${full.column}`);
      }
    });
  }
  surveys.set(root, result);
  return result;
}

describe('every key of real manifests is placed where it is written', () => {
  it('in the fixtures', () => {
    const { keys, wrongKeys } = survey(FIXTURES);
    expect(keys).toBeGreaterThan(4000);
    expect(wrongKeys).toEqual([]);
  });

  it.skipIf(!existsSync(CORPUS))('in the shared corpus', () => {
    const { keys, wrongKeys } = survey(CORPUS);
    expect(keys).toBeGreaterThan(100_000);
    expect(wrongKeys).toEqual([]);
  });
});

describe('a root key found by parsing only up to it', () => {
  it('is where the whole document places it, in the fixtures; only merged keys and flow-mapping roots are left to the whole document', () => {
    const { rootKeys, rootKeysMissed, wrongRootKeys } = survey(FIXTURES);
    expect(rootKeys).toBeGreaterThan(1500);
    expect(rootKeysMissed).toEqual(MISSED_IN_FIXTURES);
    expect(wrongRootKeys).toEqual([]);
  });

  it.skipIf(!existsSync(CORPUS))('is where the whole document places it, in the shared corpus', () => {
    const { rootKeys, rootKeysMissed, wrongRootKeys } = survey(CORPUS);
    expect(rootKeys).toBeGreaterThan(30_000);
    expect(rootKeysMissed).toHaveLength(MISSED_IN_CORPUS);
    expect(wrongRootKeys).toEqual([]);
  });

  it('is not looked for among the keys a merge brings, in a document whose root is no mapping, nor in a flow mapping', () => {
    const merged = '<<: {apiVersion: v1}\nkind: ConfigMap\n';
    expect(rootKeyPosition(merged, options, 'apiVersion')).toBeUndefined();
    expect(rootKeyPosition(merged, options, 'kind')).toEqual({ line: 2, column: 1 });
    expect(rootKeyPosition('- apiVersion: v1\n', options, 'apiVersion')).toBeUndefined();
    // a flow mapping at the root is read inside the root node: left to the whole document's positions
    expect(rootKeyPosition('{"apiVersion": "v1", "kind": "Pod"}', options, 'kind')).toBeUndefined();
    expect(at('{"apiVersion": "v1", "kind": "Pod"}', ['kind'])).toBe('1:22');
    expect(rootKeyPosition('# head\n\n  apiVersion: v1\n', options, undefined, 4)).toEqual({ line: 7, column: 3 });
  });
});
