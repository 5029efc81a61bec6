import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadManifests, manifestSource } from '../../src/sources/manifests.js';
import { checkExpansion } from '../../src/sources/alias-expansion.js';
import type { K8sObject, SourceProblem } from '../../src/model.js';
import { CONFIG_MAP, laughs } from '../support/hostile.js';

let dir: string;

function write(name: string, text: string): string {
  const path = join(dir, name);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
  return path;
}

function load(paths: string[], options: { maxFileBytes?: number } = {}) {
  const loaded = loadManifests({ paths, cwd: dir, ...options });
  return {
    objects: loaded.objects.map((o) => `${o.origin.type === 'manifest' ? o.origin.file : ''} ${o.kind} ${o.metadata.name}`),
    problems: loaded.problems.map((p) => `${p.file}:${p.position?.line ?? '-'} ${p.kind}${p.cause ? `/${p.cause}` : ''} ${p.reason}`),
    files: loaded.files,
    unreadable: loaded.unreadable,
    notObjects: loaded.notObjects,
    skipped: loaded.skipped.map((gap) => `${gap.what}: ${gap.reason}`),
  };
}

let server: Server;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-hostile-'));
  write('tree/a-ok.yaml', CONFIG_MAP('ok'));
  write('tree/b-laughs.yaml', laughs(11, 10));
  write('tree/c-ok.yaml', CONFIG_MAP('also-ok'));
  spawnSync('mkfifo', [join(dir, 'tree', 'd-pipe.yaml')]);
  symlinkSync('/dev/null', join(dir, 'tree', 'e-device.yaml'));
  symlinkSync('nowhere.yaml', join(dir, 'tree', 'f-dangling.yaml'));
  symlinkSync('g-loop.yaml', join(dir, 'tree', 'g-loop.yaml'));
  server = createServer();
  await new Promise<void>((done) => server.listen(join(dir, 'tree', 'h-socket.yaml'), done));
  write('tree/i-values.yaml', 'replicaCount: 1\nkind: DaemonSet\n');
  spawnSync('mkfifo', [join(dir, 'named.yaml')]);
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe('hostile files in a directory', () => {
  it('reports each one and reads every other file', () => {
    const started = performance.now();
    const result = load(['tree']);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(result).toEqual({
      objects: ['tree/a-ok.yaml ConfigMap ok', 'tree/c-ok.yaml ConfigMap also-ok'],
      problems: [
        'tree/b-laughs.yaml:1 aliases aliases repeat more than 1,000,000 nodes',
        'tree/f-dangling.yaml:- unreadable/broken-link it is a symbolic link to a path that does not exist',
        'tree/g-loop.yaml:- unreadable/link-loop too many levels of symbolic links (a link loop)',
      ],
      files: 4,
      unreadable: 2,
      notObjects: 1,
      skipped: [
        'tree/d-pipe.yaml: a named pipe (FIFO), not a regular file: not read (name it with -f to read it as a stream)',
        'tree/e-device.yaml: a character device, not a regular file: not read (name it with -f to read it as a stream)',
        'tree/h-socket.yaml: a socket, not a regular file: not read',
      ],
    });
  });

  it('refuses a file over the size limit from its size, without reading it', () => {
    const big = write('big/huge.yaml', '');
    // Sparse: 600 MiB on paper, nothing on disk.
    truncateSync(big, 600 * 1024 * 1024);
    write('big/small.yaml', CONFIG_MAP('small'));
    const started = performance.now();
    const result = load(['big']);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(result.problems).toEqual(['big/huge.yaml:- unreadable/too-large it is 600 MiB, over the limit of 512 MiB for one file']);
    expect(result.objects).toEqual(['big/small.yaml ConfigMap small']);
  });

  it('applies a smaller limit when one is given', () => {
    write('limit/doc.yaml', CONFIG_MAP('x'.repeat(2000)));
    expect(load(['limit'], { maxFileBytes: 1000 }).problems).toEqual([
      'limit/doc.yaml:- unreadable/too-large it is 2,050 bytes, over the limit of 1,000 bytes for one file',
    ]);
  });
});

describe('a pipe named with -f', () => {
  it('is read as a stream, as `-f <(helm template ...)` needs', () => {
    const fifo = join(dir, 'named.yaml');
    // The writer runs in its own process: opening a pipe for reading waits for one.
    const writer = spawn('sh', ['-c', `printf '${CONFIG_MAP('piped').replace(/\n/g, '\\n')}' > "$1"`, 'sh', fifo]);
    const result = load(['named.yaml']);
    writer.kill();
    expect(result.objects).toEqual(['named.yaml ConfigMap piped']);
    expect(result.problems).toEqual([]);
  });

  it('is refused once it has given more than the limit', () => {
    const fifo = join(dir, 'endless.yaml');
    spawnSync('mkfifo', [fifo]);
    const writer = spawn('sh', ['-c', 'yes "# comment" > "$1"', 'sh', fifo]);
    const result = load(['endless.yaml'], { maxFileBytes: 100_000 });
    writer.kill();
    expect(result.problems).toEqual(['endless.yaml:- unreadable/too-large it gave more than the limit of 100,000 bytes for one file']);
  });
});

describe('what kubectl would refuse, and what is no manifest at all', () => {
  it('reports a YAML list of objects and a kind without apiVersion; counts plain YAML', () => {
    write('shapes/list.yaml', `- ${CONFIG_MAP('one').trimEnd().replace(/\n/g, '\n  ')}\n`);
    write('shapes/no-api-version.yaml', 'kind: Deployment\nmetadata:\n  name: web\n');
    write('shapes/values.yaml', 'image:\n  tag: "1"\n---\n- a\n- b\n---\njust a string\n');
    // an API database: entries that name a kind, and are no manifests
    write('shapes/data.json', '[{"group": "apps", "version": "v1beta1", "kind": "Deployment", "deprecated": true}, {"kind": "Ingress", "removed": "1.22"}]');
    write('shapes/metadata-list.yaml', '- kind: Secret\n  metadata: {name: s}\n');
    write('shapes/templated.yaml', 'apiVersion: {{ template "rbac.apiVersion" . }}\nkind: Role\nmetadata:\n  name: r\n');
    expect(load(['shapes'])).toMatchObject({
      objects: [],
      problems: [
        'shapes/list.yaml:1 not-an-object/list a YAML list, not a Kubernetes object',
        'shapes/metadata-list.yaml:1 not-an-object/list a YAML list, not a Kubernetes object',
        'shapes/no-api-version.yaml:1 not-an-object/no-api-version Deployment without apiVersion',
        'shapes/templated.yaml:1 template unrendered template directive',
      ],
      notObjects: 4,
    });
  });
});

describe('a run that read nothing', () => {
  const sink = () => {
    const objects: K8sObject[] = [];
    const problems: SourceProblem[] = [];
    return { objects, problems, add: (o: K8sObject) => objects.push(o), addProblem: (p: SourceProblem) => problems.push(p) };
  };
  const loadSource = (paths: string[], readStdin?: () => string) => manifestSource({ paths, cwd: dir, readStdin }).load([], sink());

  it('fails with one line when standard input held no object', () => {
    expect(() => loadSource(['-'], () => '')).toThrow(
      'standard input held no Kubernetes object (it was empty or held only comments): check that the command writing into it printed the manifests (helm template, kustomize build)',
    );
    expect(() => loadSource(['-'], () => '# Source: chart/templates/empty.yaml\n---\n')).toThrow(
      'standard input held no Kubernetes object (it was empty or held only comments)',
    );
  });

  it('fails when the files hold only plain YAML, and passes once one object is there', () => {
    write('plain/values.yaml', 'replicaCount: 1\n');
    expect(() => loadSource(['plain'])).toThrow('plain held no Kubernetes object (1 document without kind and apiVersion): check the path given to -f');
    expect(loadSource(['plain', 'tree/a-ok.yaml'])).toMatchObject({ files: 2, notObjects: 1 });
  });

  it('fails when no file could be read, naming the first', () => {
    expect(() => loadSource(['tree/f-dangling.yaml', 'tree/g-loop.yaml'])).toThrow(
      'cannot read tree/f-dangling.yaml: it is a symbolic link to a path that does not exist (and 1 more path that could not be read)',
    );
  });

  it('does not fail when what it read is broken: that is reported as findings', () => {
    expect(loadSource(['tree/b-laughs.yaml'])).toMatchObject({ files: 1 });
  });
});

describe('the expansion budget', () => {
  it('lets aliases that repeat a little through and stops the ones that repeat a lot', () => {
    const shared = { a: 1, b: [1, 2, 3] };
    expect(checkExpansion({ x: shared, y: shared, z: [shared, shared] })).toEqual({ ok: true });
    let level: unknown[] = ['lol', 'lol'];
    for (let i = 0; i < 30; i++) level = [level, level];
    expect(checkExpansion(level, 1000)).toEqual({ ok: false, reason: 'aliases repeat more than 1,000 nodes' });
    const cycle: Record<string, unknown> = {};
    cycle.self = [cycle];
    expect(checkExpansion(cycle)).toEqual({ ok: false, reason: 'an anchor holds an alias to itself, so the document has no end' });
  });

  it('walks nesting deeper than the stack without exhausting it', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(checkExpansion(deep)).toEqual({ ok: true });
  });
});
