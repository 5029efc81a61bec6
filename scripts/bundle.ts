/**
 * Builds the kubectl plugin as a single file that runs with `node` (20 or newer) and nothing else,
 * for krew and for copying onto a machine without npm:
 *
 *   dist/bundle/kubectl-upgrade_check.mjs              the CLI, its dependencies and the rule data
 *   dist/bundle/kubectl-upgrade_check.client-node.mjs  @kubernetes/client-node, for live clusters only
 *   dist/bundle/THIRD_PARTY_LICENSES                   the licences of the bundled dependencies
 *
 * Run it with `npm run bundle`. With `--archive` (a release step), it also writes the krew archive
 * `dist/bundle/kubectl-upgrade_check.tar.gz` (the files above and LICENSE, byte-for-byte
 * reproducible) and points `plugins/upgrade-check.yaml` at it: version, download URL and sha256.
 *
 * The rule data and package.json are embedded through the K8S_UPGRADE_CHECK_BUNDLED_FILES define
 * that `readPackageFile` in src/data.ts checks. `@kubernetes/client-node` is kept out of the CLI
 * file: bundled it weighs 15 MB, which node would parse on every run, manifest scans included.
 * Its lazy `import()` is pointed at the companion file instead, so only live-cluster runs load it.
 */
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

export const LIVE_ONLY_DEPENDENCY = '@kubernetes/client-node';
export const BUNDLE_NAME = 'kubectl-upgrade_check.mjs';
export const CLIENT_BUNDLE_NAME = 'kubectl-upgrade_check.client-node.mjs';
export const ARCHIVE_NAME = 'kubectl-upgrade_check.tar.gz';
export const KREW_MANIFEST = join('plugins', 'upgrade-check.yaml');

/** The repository root: the nearest directory with a package.json above this script (src or dist). */
function repoRoot(): string {
  let dir = import.meta.dirname;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('package.json not found above scripts/bundle');
    dir = parent;
  }
  return dir;
}

/** The files `readPackageFile` may ask for, by path relative to the package root. */
function embeddedFiles(root: string): Record<string, string> {
  const files: Record<string, string> = { 'package.json': readFileSync(join(root, 'package.json'), 'utf8') };
  for (const name of readdirSync(join(root, 'rules', '_data')).sort()) {
    if (/\.(ya?ml|json)$/.test(name)) files[`rules/_data/${name}`] = readFileSync(join(root, 'rules', '_data', name), 'utf8');
  }
  return files;
}

// The bundle is ESM; the CommonJS dependencies inside it (commander, cli-table3) still call require()
// for node built-ins, which an ES module does not have.
const BANNER = `#!/usr/bin/env node
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);`;

const ENTRY = `import { main } from './src/cli.js';
const [major] = process.versions.node.split('.').map(Number);
if (major < 20) {
  process.stderr.write('kubectl upgrade-check: needs Node.js 20 or newer (this is ' + process.version + ')\\n');
  process.exitCode = 2;
} else {
  process.exitCode = await main(process.argv.slice(2), undefined, { kubectlPlugin: true });
}
`;

export interface BundleResult {
  bundle: string;
  clientBundle: string;
  licenses: string;
  /** The packages inside each file, as `name@version`. */
  packages: string[];
  clientPackages: string[];
}

export async function bundle(root = repoRoot(), outDir = join(root, 'dist', 'bundle')): Promise<BundleResult> {
  mkdirSync(outDir, { recursive: true });
  // absWorkingDir keeps the module paths esbuild writes into comments the same on every machine
  const common = { absWorkingDir: root, bundle: true, platform: 'node', format: 'esm', target: 'node20', banner: { js: BANNER }, legalComments: 'none', metafile: true, logLevel: 'warning' } as const;
  const outfile = join(outDir, BUNDLE_NAME);
  const cli = await build({
    ...common,
    stdin: { contents: ENTRY, resolveDir: root, sourcefile: 'kubectl-upgrade_check.ts', loader: 'ts' },
    outfile,
    define: { K8S_UPGRADE_CHECK_BUNDLED_FILES: JSON.stringify(embeddedFiles(root)) },
    plugins: [
      {
        name: 'client-node-beside-the-bundle',
        setup(b) {
          // an import() relative to the bundle's own URL, so it finds the companion wherever both are installed
          b.onResolve({ filter: /^@kubernetes\/client-node$/ }, (args) => (args.kind === 'dynamic-import' ? { path: `./${CLIENT_BUNDLE_NAME}`, external: true } : { errors: [{ text: `${LIVE_ONLY_DEPENDENCY} must only be loaded with await import(), in live-cluster code` }] }));
        },
      },
    ],
  });
  chmodSync(outfile, 0o755);
  const clientBundle = join(outDir, CLIENT_BUNDLE_NAME);
  const client = await build({
    ...common,
    stdin: { contents: `export * from '${LIVE_ONLY_DEPENDENCY}';\n`, resolveDir: root, sourcefile: 'client-node.ts', loader: 'ts' },
    outfile: clientBundle,
  });
  const packages = bundledPackages(root, Object.keys(cli.metafile.inputs));
  const clientPackages = bundledPackages(root, Object.keys(client.metafile.inputs));
  const licenses = join(outDir, 'THIRD_PARTY_LICENSES');
  const all = [...new Map([...packages, ...clientPackages].map((p) => [p.name, p])).values()].sort((a, b) => a.name.localeCompare(b.name));
  writeFileSync(licenses, thirdPartyLicenses(all));
  const ids = (list: BundledPackage[]): string[] => list.map((p) => `${p.name}@${p.version}`);
  return { bundle: outfile, clientBundle, licenses, packages: ids(packages), clientPackages: ids(clientPackages) };
}

interface BundledPackage {
  name: string;
  version: string;
  license: string;
  text: string;
}

/** Every npm package with a module in the bundle, from esbuild's list of inputs. */
function bundledPackages(root: string, inputs: string[]): BundledPackage[] {
  const dirs = new Set<string>();
  for (const input of inputs) {
    const parts = input.split(/[\\/]/);
    const at = parts.lastIndexOf('node_modules');
    if (at < 0) continue;
    const depth = parts[at + 1]?.startsWith('@') ? 3 : 2;
    dirs.add(parts.slice(0, at + depth).join(sep));
  }
  return [...dirs]
    .map((dir) => {
      const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as { name: string; version: string; license?: string; author?: string | { name: string } };
      if (!pkg.license) throw new Error(`${dir} declares no licence; check it may be redistributed before bundling it`);
      const file = readdirSync(join(root, dir)).find((name) => /^(licen[cs]e|copying)/i.test(name));
      const author = typeof pkg.author === 'string' ? pkg.author : pkg.author?.name;
      // a few small packages publish no licence file; their package.json still names licence and author
      const text = file ? readFileSync(join(root, dir, file), 'utf8').trim() : `${pkg.license} licence${author ? `, copyright ${author}` : ''} (the package includes no licence text).`;
      return { name: pkg.name, version: pkg.version, license: pkg.license, text };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

function thirdPartyLicenses(packages: BundledPackage[]): string {
  const sections = packages.map((p) => `${p.name} ${p.version} (${p.license})\n\n${p.text}\n`);
  return `${BUNDLE_NAME} and ${CLIENT_BUNDLE_NAME} contain the following packages.\n\n${sections.join('\n' + '-'.repeat(78) + '\n\n')}`;
}

/**
 * A gzipped tar of `files` (name -> content) that is identical for identical input: fixed owner,
 * mode and timestamp, names in the given order, and a gzip header without a time (node writes 0).
 */
export function reproducibleTarGz(files: Array<{ name: string; content: Buffer; mode: number }>): Buffer {
  const blocks: Buffer[] = [];
  for (const file of files) {
    const header = Buffer.alloc(512);
    const field = (value: string, offset: number, length: number): void => void header.write(value, offset, length, 'utf8');
    const octal = (value: number, offset: number, length: number): void => field(value.toString(8).padStart(length - 1, '0') + '\0', offset, length);
    if (Buffer.byteLength(file.name) > 100) throw new Error(`archive member name too long: ${file.name}`);
    field(file.name, 0, 100);
    octal(file.mode, 100, 8);
    octal(0, 108, 8); // uid
    octal(0, 116, 8); // gid
    octal(file.content.length, 124, 12);
    octal(0, 136, 12); // mtime
    field('        ', 148, 8); // checksum is computed with this field as spaces
    field('0', 156, 1); // regular file
    field('ustar\0' + '00', 257, 8);
    let sum = 0;
    for (const byte of header) sum += byte;
    field(sum.toString(8).padStart(6, '0') + '\0 ', 148, 8);
    blocks.push(header, file.content, Buffer.alloc((512 - (file.content.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks), { level: 9 });
}

async function cli(): Promise<void> {
  const root = repoRoot();
  const result = await bundle(root);
  const size = (file: string): string => `${Math.round(readFileSync(file).length / 1024)} KiB`;
  process.stdout.write(`${relative(root, result.bundle)} (${size(result.bundle)}): ${result.packages.join(', ')}\n`);
  process.stdout.write(`${relative(root, result.clientBundle)} (${size(result.clientBundle)}): ${result.clientPackages.length} packages\n`);
  if (process.argv.includes('--archive')) {
    const archive = join(dirname(result.bundle), ARCHIVE_NAME);
    const member = (file: string, mode: number) => ({ name: file.split(/[\\/]/).pop()!, content: readFileSync(file), mode });
    const members = [member(result.bundle, 0o755), member(result.clientBundle, 0o644), member(result.licenses, 0o644), member(join(root, 'LICENSE'), 0o644)];
    writeFileSync(archive, reproducibleTarGz(members));
    const sha256 = createHash('sha256').update(readFileSync(archive)).digest('hex');
    const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
    const manifest = join(root, KREW_MANIFEST);
    writeFileSync(manifest, pointManifestAt(readFileSync(manifest, 'utf8'), version, sha256));
    process.stdout.write(`${relative(root, archive)} sha256 ${sha256}\n${KREW_MANIFEST} now names v${version}\n`);
  }
}

/** The krew manifest with its version, download URL and checksum set for a release archive. */
export function pointManifestAt(manifest: string, version: string, sha256: string): string {
  const replace = (text: string, pattern: RegExp, value: string): string => {
    if (!pattern.test(text)) throw new Error(`${KREW_MANIFEST}: no line matches ${pattern}`);
    return text.replace(pattern, value);
  };
  let text = replace(manifest, /^(  version: )v\S+$/m, `$1v${version}`);
  text = replace(text, /^(\s+uri: \S+\/releases\/download\/)v[^/]+(\/\S+)$/m, `$1v${version}$2`);
  return replace(text, /^(\s+sha256: )\S+$/m, `$1${sha256}`);
}

if (process.argv[1] && import.meta.filename === process.argv[1]) await cli();
