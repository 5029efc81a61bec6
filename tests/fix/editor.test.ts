/**
 * The editor changes only what an edit names: every test states the whole text after the edit,
 * and the editor itself checks that the text parses to the value the edits describe.
 */
import { describe, expect, it } from 'vitest';
import type { ObjectEdits } from '../../src/fix/api.js';
import { DocumentEditor, EditError, parseForEditing } from '../../src/fix/editor.js';
import { applySplices } from '../../src/fix/source-text.js';
import { unifiedDiff } from '../../src/fix/diff.js';
import { parseAll, tempDir, tool } from './support.js';
import { writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What `edit` on document `doc` makes of the text; an edit the editor refuses throws. */
function committed(text: string, edit: (e: ObjectEdits) => void, doc = 0) {
  const parsed = parseForEditing(text);
  if (typeof parsed === 'string') throw new Error(parsed);
  const editor = new DocumentEditor(parsed.src, parsed.documents[doc], parseAll(text)[doc]);
  const group: Parameters<DocumentEditor['tryCommit']>[0] = [];
  edit(editor.edits([], group));
  const refused = editor.tryCommit(group);
  if (refused) throw new EditError(refused);
  return editor.result()!;
}

/** The text after `edit` on document `doc`, after checking it parses to what the edits say. */
function edited(text: string, edit: (e: ObjectEdits) => void, doc = 0): string {
  const result = committed(text, edit, doc);
  const out = applySplices(text, result.splices);
  expect(parseAll(out)[doc]).toEqual(result.value);
  return out;
}

describe('editing YAML text in place', () => {
  it('keeps CRLF line breaks, comments and the other documents', () => {
    const text = '# head\r\napiVersion: batch/v1beta1 # old\r\nkind: CronJob\r\n---\r\na: 1\r\n';
    expect(edited(text, (e) => e.set(['apiVersion'], 'batch/v1'))).toBe('# head\r\napiVersion: batch/v1 # old\r\nkind: CronJob\r\n---\r\na: 1\r\n');
    const gates = 'featureGates:\r\n  A: true\r\n  B: false\r\nx: 1\r\n';
    expect(edited(gates, (e) => e.add(['featureGates'], 'C', true))).toBe('featureGates:\r\n  A: true\r\n  B: false\r\n  C: true\r\nx: 1\r\n');
    expect(edited(gates, (e) => (e.remove(['featureGates', 'A']), e.remove(['featureGates', 'B'])))).toBe('featureGates: {}\r\nx: 1\r\n');
  });

  it('keeps the quotes a value is written with', () => {
    expect(edited(`a: 'x'\nb: "y"\nc: z\n`, (e) => (e.set(['a'], "it's"), e.set(['b'], 'q"q'), e.set(['c'], 'true')))).toBe(
      `a: 'it''s'\nb: "q\\"q"\nc: "true"\n`,
    );
  });

  it('writes into flow collections and JSON documents in their own style', () => {
    expect(edited('spec: {a: 1, b: [x, y]}\n', (e) => (e.add(['spec'], 'c', { d: 'e,f' }), e.remove(['spec', 'b', 0])))).toBe(
      'spec: {a: 1, b: [y], c: {d: "e,f"}}\n',
    );
    const json = '{\n  "apiVersion": "v1",\n  "spec": {"a": 1}\n}\n';
    expect(edited(json, (e) => (e.add([], 'kind', 'Thing'), e.replace(['spec', 'a'], { n: 2 })))).toBe(
      '{\n  "apiVersion": "v1",\n  "spec": {"a": {"n": 2}},\n  "kind": "Thing"\n}\n',
    );
  });

  it('handles a file without a final line break', () => {
    expect(edited('a:\n  b: 1', (e) => e.add(['a'], 'c', 2))).toBe('a:\n  b: 1\n  c: 2');
    expect(edited('a: 1\nb: 2', (e) => e.remove(['b']))).toBe('a: 1\n');
  });

  it('removes the first key of a sequence item by moving the next one up behind the dash', () => {
    expect(edited('args:\n  - name: a\n    value: b\n', (e) => e.remove(['args', 0, 'name']))).toBe('args:\n  - value: b\n');
    expect(edited('args:\n- x\n- y\n- z\n', (e) => (e.remove(['args', 0]), e.remove(['args', 1])))).toBe('args:\n- z\n');
    expect(edited('args:\n- x\n', (e) => e.remove(['args', 0]))).toBe('args: []\n');
  });

  it('adds keys before others, also on the dash line of a sequence item', () => {
    expect(edited('spec:\n  replicas: 1\n  template: {}\n', (e) => e.add(['spec'], 'selector', { matchLabels: { app: 'x' } }, { before: 'template' }))).toBe(
      'spec:\n  replicas: 1\n  selector:\n    matchLabels:\n      app: x\n  template: {}\n',
    );
    expect(edited('paths:\n- backend: x\n', (e) => e.add(['paths', 0], 'pathType', 'Prefix', { before: 'backend' }))).toBe(
      'paths:\n- pathType: Prefix\n  backend: x\n',
    );
  });

  it('follows the indentation of the file, sequences flush or indented', () => {
    expect(edited('a:\n    b:\n    - 1\n', (e) => e.add(['a'], 'c', { d: ['x'] }))).toBe('a:\n    b:\n    - 1\n    c:\n        d:\n        - x\n');
  });

  it('copies values with the characters they are written in', () => {
    expect(
      edited("a:\n  n: 'quoted'   # c\n  p: 0x1F\n", (e) => e.replace(['a', 'n'], { name: e.copy(['a', 'n']), port: e.copy(['a', 'p']) }, { key: 'svc' })),
    ).toBe("a:\n  svc:   # c\n    name: 'quoted'\n    port: 0x1F\n  p: 0x1F\n");
  });

  it('moves the comment of a line it removes with the value copied from it', () => {
    expect(
      edited('b:\n  serviceName: web   # main\n  servicePort: 80 # http\n', (e) => {
        e.replace(
          ['b', 'serviceName'],
          { name: e.copy(['b', 'serviceName']), port: { number: e.copy(['b', 'servicePort'], { withComment: true }) } },
          { key: 'service' },
        );
        e.remove(['b', 'servicePort']);
      }),
    ).toBe('b:\n  service:   # main\n    name: web\n    port:\n      number: 80 # http\n');
  });

  it('edits the YAML document inside a | block scalar line for line', () => {
    const text = 'data:\r\n  kubelet: |\r\n    kind: KubeletConfiguration\r\n    featureGates:\r\n      A: true\r\n      B: true\r\n  other: x\r\n';
    expect(edited(text, (e) => e.remove(['data', 'kubelet', 'featureGates', 'A']))).toBe(
      'data:\r\n  kubelet: |\r\n    kind: KubeletConfiguration\r\n    featureGates:\r\n      B: true\r\n  other: x\r\n',
    );
    expect(edited(text, (e) => e.add(['data', 'kubelet', 'featureGates'], 'C', false))).toBe(
      'data:\r\n  kubelet: |\r\n    kind: KubeletConfiguration\r\n    featureGates:\r\n      A: true\r\n      B: true\r\n      C: false\r\n  other: x\r\n',
    );
  });

  it('composes updates of one scalar, and removes it with its flag when nothing is left', () => {
    const text = 'command:\n- kube-apiserver\n- --feature-gates\n- A=true,B=true\n- --v=2\n';
    const drop = (gate: string) => (t: string) =>
      t
        .split(',')
        .filter((p) => !p.startsWith(gate))
        .join(',') || null;
    expect(edited(text, (e) => e.update(['command', 2], drop('A'), { alsoRemove: [['command', 1]] }))).toBe(
      'command:\n- kube-apiserver\n- --feature-gates\n- B=true\n- --v=2\n',
    );
    expect(edited(text, (e) => (e.update(['command', 2], drop('A'), { alsoRemove: [['command', 1]] }), e.update(['command', 2], drop('B'))))).toBe(
      'command:\n- kube-apiserver\n- --v=2\n',
    );
  });

  it('refuses what it cannot edit without touching other objects', () => {
    expect(() => edited('base: &b {x: 1}\nuse: *b\n', (e) => e.set(['use', 'x'], 2))).toThrow('use is written through a YAML alias (*b)');
    expect(() => edited('base: &b {x: 1}\nuse: *b\n', (e) => e.set(['base', 'x'], 2))).toThrow('base carries a YAML anchor (&b) that aliases share');
    expect(() => edited('base: &b {x: 1}\nuse:\n  <<: *b\n', (e) => e.set(['use', 'x'], 2))).toThrow('use.x comes from a YAML merge key (<<)');
    expect(() => edited('a: >\n  folded\n', (e) => e.set(['a'], 'x'))).toThrow('a is a block scalar');
    expect(() => edited('a: {b: 1}\n', (e) => (e.set(['a', 'b'], 2), e.remove(['a'])))).toThrow('a.b is both changed and removed');
    expect(() => edited('a: 1\n', (e) => e.remove(['nope']))).toThrow('no nope in the document');
  });
});

describe('unified diffs', () => {
  /** The diff of an edit, checked by GNU patch and git apply against the file it was made for. */
  function diffOf(text: string, edit: (e: ObjectEdits) => void): string {
    const { splices } = committed(text, edit);
    const diff = unifiedDiff('m.yaml', text, splices);
    const dir = tempDir();
    writeFileSync(join(dir, 'm.yaml'), text);
    expect(tool('git', ['apply', '--check', '-'], dir, diff).stderr).toBe('');
    expect(tool('patch', ['-p1', '--quiet'], dir, diff).code).toBe(0);
    expect(readFileSync(join(dir, 'm.yaml'), 'utf8')).toBe(applySplices(text, splices));
    // GNU diff agrees on which lines changed.
    const expected = join(dir, 'expected.yaml');
    writeFileSync(expected, text);
    const gnu = tool('diff', ['-u', expected, join(dir, 'm.yaml')], dir);
    const changed = (d: string) => d.split('\n').filter((l) => /^[-+](?![-+]{2} )/.test(l));
    expect(changed(gnu.stdout).sort()).toEqual(changed(diff).sort());
    return diff;
  }

  it('shows only the lines that change, with three lines of context', () => {
    const lines = Array.from({ length: 20 }, (_, i) => `k${i}: v${i}`);
    const text = `${lines.join('\n')}\n`;
    expect(diffOf(text, (e) => (e.set(['k2'], 'x'), e.set(['k15'], 'y')))).toBe(
      '--- a/m.yaml\n+++ b/m.yaml\n@@ -1,6 +1,6 @@\n k0: v0\n k1: v1\n-k2: v2\n+k2: x\n k3: v3\n k4: v4\n k5: v5\n@@ -13,7 +13,7 @@\n k12: v12\n k13: v13\n k14: v14\n-k15: v15\n+k15: "y"\n k16: v16\n k17: v17\n k18: v18\n',
    );
  });

  it('keeps CRLF and marks a last line without a line break', () => {
    expect(diffOf('a: 1\r\nb: 2\r\n', (e) => e.set(['b'], 3))).toBe('--- a/m.yaml\n+++ b/m.yaml\n@@ -1,2 +1,2 @@\n a: 1\r\n-b: 2\r\n+b: 3\r\n');
    expect(diffOf('a: 1\nb: 2', (e) => e.set(['b'], 3))).toBe(
      '--- a/m.yaml\n+++ b/m.yaml\n@@ -1,2 +1,2 @@\n a: 1\n-b: 2\n\\ No newline at end of file\n+b: 3\n\\ No newline at end of file\n',
    );
    // a line added after a last line without a line break ends without one too
    expect(diffOf('a:\n  b: 1', (e) => e.add(['a'], 'c', 2))).toBe(
      '--- a/m.yaml\n+++ b/m.yaml\n@@ -1,2 +1,3 @@\n a:\n-  b: 1\n\\ No newline at end of file\n+  b: 1\n+  c: 2\n\\ No newline at end of file\n',
    );
  });

  it('shows insertions and removals as such', () => {
    expect(diffOf('a: 1\nb: 2\nc: 3\n', (e) => (e.remove(['b']), e.add([], 'd', 4)))).toBe(
      '--- a/m.yaml\n+++ b/m.yaml\n@@ -1,3 +1,3 @@\n a: 1\n-b: 2\n c: 3\n+d: 4\n',
    );
  });
});
