/**
 * The container image as `npm run image` builds it: built once for this file with buildah, then
 * run as a pod would run it (buildah run, chroot isolation, the image's user) on a mounted manifest
 * and, in in-cluster mode, against a stand-in API server on this machine.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILDAH, ENTRYPOINT, IMAGE_TAG, IMAGE_USER, buildImage } from '../../scripts/image.js';
import type { BuiltImage } from '../../scripts/image.js';
import { appliedWithKubectl, startFakeApiServer } from '../support/fake-apiserver.js';
import { REPO_ROOT } from '../support/rule-tester.js';

const BUILDAH_INSTALLED = spawnSync('buildah', ['--version']).status === 0;
/** Building takes about 15 s here (Node.js from the npm registry, two esbuild builds, a 150 MB vfs commit): a slow CI machine gets ten times that. */
const BUILD_TIMEOUT_MS = 300_000;

const DEPLOYMENT = `apiVersion: extensions/v1beta1
kind: Deployment
metadata:
  name: web
spec:
  selector:
    matchLabels: {app: web}
  template:
    metadata:
      labels: {app: web}
    spec:
      containers:
        - name: web
          image: nginx:1.27
`;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a command without blocking this process: the stand-in API server answers from its event loop. */
function command(args: readonly string[]): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(args[0], args.slice(1), { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

/** A directory the image's user can read once it is mounted: mkdtemp makes it 0700 and root's. */
function readableDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-image-mount-'));
  chmodSync(dir, 0o755);
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(dir, name), text);
    chmodSync(join(dir, name), 0o644);
  }
  return dir;
}

/** Every file of a tree (not directories), with its size and modification time. */
function files(root: string, dir = root, out = new Map<string, string>()): Map<string, string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files(root, path, out);
    else {
      const stat = lstatSync(path);
      out.set(relative(root, path), `${stat.size} ${stat.mtimeMs}`);
    }
  }
  return out;
}

if (!BUILDAH_INSTALLED && process.env.CI) {
  describe('the container image', () => {
    it('is built and run with buildah', () => {
      expect.fail('buildah is not installed: .ci/run installs it (apt-get install buildah) before it runs the tests');
    });
  });
}

describe.skipIf(!BUILDAH_INSTALLED)(`the container image${BUILDAH_INSTALLED ? '' : ' (skipped: buildah is not installed; apt-get install buildah)'}`, () => {
  let image: BuiltImage;
  let container: string;
  /** The container's root filesystem before any run, to compare with after them all. */
  let before: Map<string, string>;
  const cleanup: string[] = [];
  const buildah = (...args: string[]) => command([...BUILDAH, ...args]);
  const runInImage = async (options: string[], args: string[]): Promise<Run> => {
    const result = await buildah('run', '--isolation', 'chroot', '--network', 'host', ...options, container, '--', ...args);
    // buildah's own lines about a command that exited non-zero, after the command's stderr
    return { ...result, stderr: result.stderr.replace(/^(subprocess exited with status \d+|Error: exit status \d+)\n/gm, '') };
  };

  beforeAll(async () => {
    image = await buildImage({ log: () => {} });
    cleanup.push(image.context);
    const from = await buildah('from', '--name', `k8s-upgrade-check-test-${process.pid}`, image.tag);
    expect(from.code, from.stderr).toBe(0);
    container = from.stdout.trim();
    before = await mountedFiles();
  }, BUILD_TIMEOUT_MS);

  afterAll(async () => {
    if (container) await buildah('rm', container);
    for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
  });

  async function mountedFiles(): Promise<Map<string, string>> {
    const mount = await buildah('mount', container);
    expect(mount.code, mount.stderr).toBe(0);
    try {
      return files(mount.stdout.trim());
    } finally {
      await buildah('umount', container);
    }
  }

  it('is tagged localhost/k8s-upgrade-check:dev, runs as user 65532 from /work, and starts the CLI with node', async () => {
    expect(image.tag).toBe(IMAGE_TAG);
    expect(image.nodeVersion).toMatch(/^v24\.\d+\.\d+$/);
    const inspect = await buildah('inspect', '--type', 'image', image.tag);
    const config = JSON.parse(inspect.stdout).OCIv1.config;
    expect(config.User).toBe(`${IMAGE_USER}:${IMAGE_USER}`);
    expect(config.Entrypoint).toEqual(ENTRYPOINT);
    expect(config.Entrypoint).toEqual(['/usr/local/bin/node', '/app/k8s-upgrade-check.mjs']);
    expect(config.Cmd ?? null).toBeNull();
    expect(config.WorkingDir).toBe('/work');
    expect(config.Env).toEqual(['PATH=/usr/local/bin', 'NODE_DISABLE_COMPILE_CACHE=1']);
    const { version } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8'));
    expect(config.Labels).toMatchObject({
      'org.opencontainers.image.source': 'https://github.com/k8s-upgrade-check/k8s-upgrade-check',
      'org.opencontainers.image.version': version,
      'org.opencontainers.image.licenses': 'Apache-2.0',
      'io.k8s-upgrade-check.node-version': image.nodeVersion,
    });
    // the entrypoint as the config states it, and the command by name from PATH
    expect(await runInImage([], [...config.Entrypoint, '--version'])).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
    expect(await runInImage([], ['k8s-upgrade-check', '--version'])).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
    expect(await runInImage([], ['/usr/local/bin/node', '-p', 'process.getuid() + " " + process.getgid() + " " + process.cwd()'])).toEqual({
      code: 0,
      stdout: '65532 65532 /work\n',
      stderr: '',
    });
  });

  it('holds no shell and no program but node and the command', async () => {
    const sh = await runInImage([], ['/bin/sh', '-c', 'true']);
    expect(sh.code).not.toBe(0);
    expect(sh.stderr).toContain('/bin/sh: no such file or directory');
    const all = [...before.keys()];
    const programs = all.filter((path) => {
      const stat = lstatSync(join(image.rootfs, path), { throwIfNoEntry: false });
      return stat?.isFile() && stat.mode & 0o111 && !/\.so(\.\d+)*$/.test(path);
    });
    expect(programs.sort()).toEqual(['app/k8s-upgrade-check.mjs', 'usr/local/bin/node']);
    expect(all.filter((path) => /^(usr\/)?s?bin\//.test(path))).toEqual([]);
    expect(lstatSync(join(image.rootfs, 'usr/local/bin/k8s-upgrade-check')).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(image.rootfs, 'app/k8s-upgrade-check.mjs'), 'utf8').split('\n')[0]).toBe('#!/usr/local/bin/node');
    expect(readFileSync(join(image.rootfs, 'etc/passwd'), 'utf8')).toContain('nonroot:x:65532:65532:');
    expect(image.size).toBeLessThan(200 * 1024 * 1024);
  });

  it('finds a removed API in a mounted manifest and exits 1', async () => {
    const dir = readableDir({ 'deployment.yaml': DEPLOYMENT });
    cleanup.push(dir);
    const result = await runInImage(['--volume', `${dir}:/work/manifests:ro`], ['k8s-upgrade-check', '--target', '1.37', '-f', 'manifests/deployment.yaml']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(1);
    expect(result.stdout.replace(/\(\d+ ms\)/, '(N ms)')).toBe(
      [
        'Upgrade check for Kubernetes 1.37',
        'Found 1 error; notes and fixes follow the table.',
        '',
        'SEVERITY  RULE         KIND        NAMESPACE/NAME  WHERE                        RELEASE  NOTE',
        'error     removed-api  Deployment  web             manifests/deployment.yaml:1  1.16     1',
        '',
        'NOTES',
        'removed-api (1 error)',
        '  1  extensions/v1beta1 Deployment is no longer served since Kubernetes 1.16; use apps/v1 (served since 1.9). In',
        '     apps/v1, spec.rollbackTo is gone; spec.selector is required and immutable (use the existing template labels);',
        '     progressDeadlineSeconds defaults to 600, revisionHistoryLimit to 10, and maxSurge/maxUnavailable to 25%.',
        '  Fix: Set apiVersion to apps/v1 and make the changes the message describes.',
        '',
        '1 object in 1 file checked against 1.37: 1 error, 0 warnings, 0 info (N ms)',
        '',
      ].join('\n'),
    );
  });

  it("checks the cluster of the pod's service account: the mounted token and CA, and KUBERNETES_SERVICE_HOST and _PORT", async () => {
    const server = await startFakeApiServer({
      gitVersion: 'v1.34.2',
      objects: [
        appliedWithKubectl(
          {
            apiVersion: 'extensions/v1beta1',
            kind: 'Ingress',
            metadata: { name: 'web', namespace: 'shop' },
            spec: { backend: { serviceName: 'web', servicePort: 80 } },
          },
          'networking.k8s.io/v1',
          '2021-06-01T08:00:00Z',
        ),
      ],
    });
    try {
      const serviceAccount = readableDir({ token: server.token, 'ca.crt': server.caPem, namespace: 'k8s-upgrade-check' });
      cleanup.push(serviceAccount);
      // the CronJob's report volume: writable by the image's user, as fsGroup makes an emptyDir
      const reports = readableDir({});
      chmodSync(reports, 0o777);
      cleanup.push(reports);
      const { hostname, port } = new URL(server.url);
      const result = await runInImage(
        [
          '--volume',
          `${serviceAccount}:/var/run/secrets/kubernetes.io/serviceaccount:ro`,
          '--volume',
          `${reports}:/reports`,
          '--env',
          `KUBERNETES_SERVICE_HOST=${hostname}`,
          '--env',
          `KUBERNETES_SERVICE_PORT=${port}`,
        ],
        ['k8s-upgrade-check', '--target', '1.37', '--skip-nodes', '-o', 'json', '--report', 'json=/reports/upgrade-check.json'],
      );
      expect(result.stderr).toBe('');
      expect(result.code).toBe(1);
      const report = JSON.parse(result.stdout);
      expect(report.cluster).toMatchObject({ context: 'inClusterContext', server: `https://${hostname}:${port}`, version: 'v1.34.2' });
      expect(
        report.findings.map((f: { ruleId: string; object: { kind: string; namespace?: string; name: string }; origin: { via: string } }) => [
          f.ruleId,
          f.object.kind,
          `${f.object.namespace}/${f.object.name}`,
          f.origin.via,
        ]),
      ).toEqual([['removed-api', 'Ingress', 'shop/web', 'last-applied']]);
      expect(JSON.parse(readFileSync(join(reports, 'upgrade-check.json'), 'utf8')).findings).toEqual(report.findings);
      expect(server.requests.length).toBeGreaterThan(0);
      expect(server.requests.every((r) => r.method === 'GET' && r.headers.authorization === `Bearer ${server.token}`)).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('writes nothing to its root filesystem, so it runs with readOnlyRootFilesystem', async () => {
    const after = await mountedFiles();
    // buildah's own: it mounts the host's over them on every run
    for (const path of ['etc/hosts', 'etc/hostname', 'etc/resolv.conf']) after.delete(path);
    const changed = [...after].filter(([path, stat]) => before.get(path) !== stat).map(([path]) => path);
    expect(changed).toEqual([]);
  });
});
