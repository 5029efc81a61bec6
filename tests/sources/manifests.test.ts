import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadManifestText, loadManifests } from '../../src/sources/manifests.js';
import type { K8sObject, SourceProblem } from '../../src/model.js';
import { objectHandle } from '../../src/model.js';
import { SourceError } from '../../src/errors.js';
import { BIN } from '../support/cli.js';

let dir: string;

function write(name: string, text: string): void {
  const path = join(dir, name);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
}

function summary(paths: string[]) {
  const loaded = loadManifests({ paths, cwd: dir });
  return {
    objects: loaded.objects.map(
      (o) =>
        `${o.origin.type === 'manifest' ? o.origin.file : ''}#${o.origin.type === 'manifest' ? o.origin.doc : ''} ${o.apiVersion} ${o.kind} ${o.metadata.name ?? ''}`,
    ),
    problems: loaded.problems.map((p) => `${p.file}:${p.position?.line}:${p.position?.column} ${p.kind} ${p.reason}`),
    files: loaded.files,
  };
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-manifests-'));
  write(
    'multi.yaml',
    '---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n---\n# only a comment\n---\napiVersion: v1\nkind: Secret\nmetadata:\n  name: b\n...\n',
  );
  write(
    'crlf.yaml',
    'apiVersion: v1\r\nkind: Service\r\nmetadata:\r\n  name: crlf\r\n---\r\napiVersion: batch/v1beta1\r\nkind: CronJob\r\nmetadata:\r\n  name: nightly\r\n',
  );
  write('bom.json', '\ufeff{"apiVersion": "v1", "kind": "Namespace", "metadata": {"name": "bom"}}');
  write('anchors.yaml', 'base: &labels\n  app: x\n---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: anchored\n  labels: &l\n    <<: *l0\n');
  write(
    'list.yaml',
    'apiVersion: v1\nkind: List\nitems:\n- apiVersion: apps/v1\n  kind: Deployment\n  metadata:\n    name: in-list\n- apiVersion: v1\n  kind: Service\n  metadata:\n    name: svc-in-list\n- not-an-object\n',
  );
  write(
    'chart/templates/deploy.yaml',
    'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: {{ .Release.Name }}\n  labels:\n{{ include "labels" . | indent 4 }}\n---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: plain\n',
  );
  write('chart/values.yaml', 'replicaCount: 1\nimage:\n  tag: latest\n');
  write('chart/Chart.yaml', 'apiVersion: v2\nname: chart\nversion: 1.0.0\n');
  write('broken.yaml', 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\n   bad: indent\n');
  write('notes.txt', 'apiVersion: v1\nkind: ConfigMap\n');
  write('node_modules/pkg/x.yaml', 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: vendored\n');
  write('empty/.keep', '');
});

describe('manifest loading', () => {
  it('reads every document of a multi-document file, skipping empty ones', () => {
    expect(summary(['multi.yaml']).objects).toEqual(['multi.yaml#0 v1 ConfigMap a', 'multi.yaml#2 v1 Secret b']);
  });

  it('places findings on the right line across documents', () => {
    const loaded = loadManifests({ paths: ['multi.yaml', 'crlf.yaml'], cwd: dir });
    const positions = loaded.objects.map((o) => (o.origin.type === 'manifest' ? o.origin.locate(['kind']) : undefined));
    expect(positions).toEqual([
      { line: 3, column: 1 },
      { line: 10, column: 1 },
      { line: 2, column: 1 },
      { line: 7, column: 1 },
    ]);
  });

  it('reads CRLF files, a UTF-8 BOM and JSON', () => {
    expect(summary(['crlf.yaml', 'bom.json']).objects).toEqual([
      'crlf.yaml#0 v1 Service crlf',
      'crlf.yaml#1 batch/v1beta1 CronJob nightly',
      'bom.json#0 v1 Namespace bom',
    ]);
  });

  it('expands kind: List items and places them inside the list', () => {
    const loaded = loadManifests({ paths: ['list.yaml'], cwd: dir });
    expect(loaded.objects.map((o) => `${o.kind} ${o.metadata.name}`)).toEqual(['Deployment in-list', 'Service svc-in-list']);
    // kubectl refuses a List with an item that is no object ("invalid object to validate").
    expect(loaded.problems).toEqual([
      {
        kind: 'not-an-object',
        file: 'list.yaml',
        position: { line: 12, column: 3 },
        reason: 'item 3 of a List is not a Kubernetes object',
        cause: 'list-item',
        data: { item: 3, list: 'List' },
      },
    ]);
    const second = loaded.objects[1];
    expect(second.origin.type === 'manifest' && second.origin.locate(['apiVersion'])).toEqual({ line: 8, column: 3 });
  });

  it('reports unrendered templates at the directive and keeps the other documents', () => {
    const result = summary(['chart']);
    expect(result.objects).toEqual(['chart/Chart.yaml#0 k8s-upgrade-check/v1 HelmChartMetadata chart', 'chart/templates/deploy.yaml#1 v1 ConfigMap plain']);
    expect(result.problems).toEqual(['chart/templates/deploy.yaml:4:9 template unrendered template directive']);
    expect(result.files).toBe(3);
  });

  it('reports YAML syntax errors with the line and goes on', () => {
    expect(summary(['broken.yaml', 'multi.yaml']).problems).toEqual(['broken.yaml:5:7 syntax bad indentation of a mapping entry']);
  });

  it('reports an undefined alias as a syntax error', () => {
    expect(summary(['anchors.yaml']).problems).toEqual(['anchors.yaml:9:12 syntax unidentified alias "l0"']);
  });

  it('walks directories for .yaml, .yml and .json only, skipping node_modules', () => {
    const files = summary(['.']);
    expect(files.objects.some((o) => o.includes('vendored'))).toBe(false);
    expect(files.objects.some((o) => o.startsWith('notes.txt'))).toBe(false);
    expect(files.files).toBe(9);
  });

  it('reads standard input as <stdin>', () => {
    const loaded = loadManifests({ paths: ['-'], cwd: dir, readStdin: () => 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: piped\n' });
    expect(loaded.objects.map((o) => `${o.origin.type === 'manifest' && o.origin.file} ${o.metadata.name}`)).toEqual(['<stdin> piped']);
  });

  it('fails the run with one line for a path that does not exist', () => {
    expect(() => loadManifests({ paths: ['missing/dir'], cwd: dir })).toThrow(
      new SourceError('cannot read missing/dir: no such file or directory; check the path given to -f'),
    );
  });

  it('marks files given as static pods', () => {
    const loaded = loadManifests({ paths: [], staticPodPaths: ['multi.yaml'], cwd: dir });
    expect(loaded.objects.every((o) => o.origin.type === 'manifest' && o.origin.staticPod === true)).toBe(true);
  });
});

describe('symbolic links while walking a directory', () => {
  const configMap = (name: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\n`;
  let root: string;

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-links-'));
    const outside = mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-outside-'));
    mkdirSync(join(root, 'repo', 'a'), { recursive: true });
    writeFileSync(join(root, 'repo', 'a', 'x.yaml'), configMap('x'));
    writeFileSync(join(outside, 'y.yaml'), configMap('y'));
    symlinkSync(join(root, 'repo'), join(root, 'repo', 'a', 'up'));
    symlinkSync(join(root, 'repo', 'a'), join(root, 'repo', 'b'));
    symlinkSync(outside, join(root, 'repo', 'c'));
    symlinkSync(join(root, 'repo'), join(root, 'alias'));
  });

  const walked = (path: string) => {
    const loaded = loadManifests({ paths: [path], cwd: root });
    return {
      names: loaded.objects.map((o) => `${o.origin.type === 'manifest' ? o.origin.file : ''} ${o.metadata.name}`),
      skipped: loaded.skipped.map((gap) => `${gap.what}: ${gap.reason}`),
    };
  };

  it('walks a folder reached twice once, stops at a link back to a parent, and does not follow a link out', () => {
    expect(walked('repo')).toEqual({
      names: ['repo/a/x.yaml x'],
      skipped: ['repo/c: a symbolic link to a directory outside repo: not followed (name its target with -f to check it)'],
    });
  });

  it('does the same when the directory given is itself a link', () => {
    expect(walked('alias')).toEqual({
      names: ['alias/a/x.yaml x'],
      skipped: ['alias/c: a symbolic link to a directory outside alias: not followed (name its target with -f to check it)'],
    });
  });

  it('does not follow a link to the root of the machine, nor a file link out of the tree', () => {
    mkdirSync(join(root, 'hostile'));
    writeFileSync(join(root, 'hostile', 'ok.yaml'), configMap('ok'));
    symlinkSync('/', join(root, 'hostile', 'everything'));
    const elsewhere = mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-elsewhere-'));
    writeFileSync(join(elsewhere, 'secret.yaml'), configMap('elsewhere'));
    symlinkSync(join(elsewhere, 'secret.yaml'), join(root, 'hostile', 'host.yaml'));
    symlinkSync(join(root, 'hostile', 'ok.yaml'), join(root, 'hostile', 'same.yaml'));
    expect(walked('hostile')).toEqual({
      names: ['hostile/ok.yaml ok', 'hostile/same.yaml ok'],
      skipped: [
        'hostile/everything: a symbolic link to a directory outside hostile: not followed (name its target with -f to check it)',
        'hostile/host.yaml: a symbolic link to a file outside hostile: not followed (name its target with -f to check it)',
      ],
    });
  });

  it('keeps timestamp-like scalars as strings, as Kubernetes does, and still merges keys', () => {
    const { objects, problems } = loadManifestText(
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: dated\n  annotations:\n    released: 2024-05-01\n    at: 2024-05-01T10:00:00Z\ndata:\n  base: &b {x: "1"}\n  merged:\n    <<: *b\n',
      'dated.yaml',
    );
    expect(problems).toEqual([]);
    expect(objects[0].metadata.annotations).toEqual({ released: '2024-05-01', at: '2024-05-01T10:00:00Z' });
    expect(objects[0].body.data).toEqual({ base: { x: '1' }, merged: { x: '1' } });
  });

  it('streams into a sink: texts are let go once checked, except the documents of kept objects', () => {
    const added: K8sObject[] = [];
    const problems: SourceProblem[] = [];
    const loaded = loadManifests(
      { paths: ['crlf.yaml'], cwd: dir },
      { add: (obj) => added.push(obj), addProblem: (p) => problems.push(p), keeps: (kind) => kind === 'CronJob' },
    );
    expect(loaded).toEqual({ objects: [], problems: [], files: 1, unreadable: 0, notObjects: 0, skipped: [], streams: false });
    expect(added.map((o) => o.metadata.name)).toEqual(['crlf', 'nightly']);
    const [service, cronJob] = added;
    expect(cronJob.origin.type === 'manifest' && cronJob.origin.locate(['metadata', 'name'])).toEqual({ line: 9, column: 3 });
    // The service was neither kept nor placed while its file was read: nothing of the file is left for it.
    expect(service.origin.type === 'manifest' && service.origin.locate(['metadata', 'name'])).toBeUndefined();
    // A kept object is a copy: equal to what was parsed, sharing nothing with it.
    expect(cronJob.body).toEqual({ apiVersion: 'batch/v1beta1', kind: 'CronJob', metadata: { name: 'nightly' } });
    expect(cronJob.metadata).toBe(cronJob.body.metadata);
  });

  it('places findings without reading the file again: a file changed or gone after it was read keeps its positions', () => {
    write('changing.yaml', 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: before\n---\napiVersion: v1\nkind: Secret\nmetadata:\n  name: kept\n');
    const added: K8sObject[] = [];
    const whileRead: unknown[] = [];
    loadManifests(
      { paths: ['changing.yaml'], cwd: dir },
      {
        add: (obj) => {
          added.push(obj);
          // A rule that reports in checkAll keeps a handle made while the object is checked.
          if (obj.kind === 'Secret') objectHandle(obj);
          else whileRead.push(obj.origin.type === 'manifest' && obj.origin.locate(['metadata', 'name']));
        },
        addProblem: () => {},
      },
    );
    write('changing.yaml', '# a new first line\n');
    rmSync(join(dir, 'changing.yaml'));
    expect(added.map((o) => o.kind)).toEqual(['ConfigMap', 'Secret']);
    expect(whileRead).toEqual([{ line: 4, column: 3 }]);
    expect(added[1].origin.type === 'manifest' && added[1].origin.locate(['metadata', 'name'])).toEqual({ line: 9, column: 3 });
  });

  it('places findings on objects read from standard input after the input is consumed', () => {
    const added: K8sObject[] = [];
    loadManifests(
      { paths: ['-'], cwd: dir, readStdin: () => 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\n' },
      { add: (obj) => added.push(objectHandle(obj)), addProblem: () => {} },
    );
    expect(added[0].origin.type === 'manifest' && added[0].origin.locate(['metadata', 'name'])).toEqual({ line: 4, column: 3 });
  });

  it('reports a document nested deeper than the stack allows as a parse error instead of failing the run', () => {
    // A small stack in a child process stands for nesting too deep for the default one, which would take a file of hundreds of megabytes.
    let text = 'apiVersion: v1\nkind: ConfigMap\ndata:\n';
    for (let level = 1; level < 3000; level++) text += `${' '.repeat(level)}a:\n`;
    write('deep.yaml', text);
    const run = spawnSync(process.execPath, ['--stack-size=300', BIN, '--target', '1.37', '-f', 'deep.yaml', '-o', 'json'], { cwd: dir, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
    const findings = JSON.parse(run.stdout).findings as { ruleId: string; message: string; location: { file: string } }[];
    expect(findings.map((f) => [f.ruleId, f.location.file])).toEqual([['parse-error', 'deep.yaml']]);
    expect(findings[0].message).toContain('Maximum call stack size exceeded');
  });
});
