/**
 * Builds the CLI as single files that run with `node` (20 or newer) and nothing else:
 *
 *   bin/prebuilt/k8s-upgrade-check.mjs                 the CLI, its dependencies and the rule data, as a
 *   bin/prebuilt/index.mjs, testing.mjs                module exporting `main`, and the package's exports:
 *   bin/prebuilt/THIRD_PARTY_LICENSES                  what the bins run when there is no dist/ (npm, git
 *                                                      and pre-commit installs, the GitHub Action)
 *   dist/bundle/kubectl-upgrade_check.mjs              the kubectl plugin for krew, the same CLI ...
 *   dist/bundle/kubectl-upgrade_check.client-node.mjs  ... and @kubernetes/client-node, for live clusters only
 *   dist/bundle/THIRD_PARTY_LICENSES                   the licences of the bundled dependencies
 *   dist/bundle/kubectl-upgrade_check.tar.gz           the krew archive: the three files above and LICENSE
 *   dist/bundle/upgrade-check.yaml                     plugins/upgrade-check.yaml pointed at that archive:
 *                                                      version, download URL and sha256
 *
 * `--prebuilt` builds bin/prebuilt/ alone: that is `npm run build`, which the `prepare` script runs,
 * so every install from a clone, from git, from `npm pack` or by pre-commit builds it from the
 * sources it installs. None of it is committed. `npm run bundle` builds everything; the release
 * workflow attaches the archive and the manifest to the release.
 *
 * The rule data and the package's name and version are embedded through the K8S_UPGRADE_CHECK_BUNDLED_FILES
 * define that `bundledPackageFile` in src/package-files.ts reads. `@kubernetes/client-node` stays out of both CLI
 * files: bundled it weighs 15 MB, which node would parse on every run, manifest scans included. The
 * prebuilt module imports it by name from the package's node_modules (it is the one runtime
 * dependency); the krew file imports the companion file beside it. Either way only live-cluster runs
 * load it.
 */
import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { build } from 'esbuild';
import type { BuildOptions, Plugin } from 'esbuild';
import { gzipSync } from 'fflate';
import { packageRoot } from '../src/package-files.js';
import { ruleDataJsonFiles } from './rule-data-json.js';

export const LIVE_ONLY_DEPENDENCY = '@kubernetes/client-node';
export const PREBUILT_DIR = join('bin', 'prebuilt');
export const PREBUILT_NAME = 'k8s-upgrade-check.mjs';
export const BUNDLE_NAME = 'kubectl-upgrade_check.mjs';
export const CLIENT_BUNDLE_NAME = 'kubectl-upgrade_check.client-node.mjs';
export const LICENSES_NAME = 'THIRD_PARTY_LICENSES';
export const ARCHIVE_NAME = 'kubectl-upgrade_check.tar.gz';
export const COMPLETION_NAME = 'kubectl_complete-upgrade_check';

/**
 * kubectl completes `kubectl upgrade-check <TAB>` by running kubectl_complete-upgrade_check from
 * PATH. krew links only the plugin itself onto PATH, so the archive carries this helper for the
 * user to link (the manifest's caveats say how); it asks the installed plugin.
 */
const COMPLETION_SCRIPT = `#!/bin/sh
exec kubectl-upgrade_check __complete "$@"
`;
export const KREW_MANIFEST = join('plugins', 'upgrade-check.yaml');
/** The manifest of a release, written beside its archive. */
export const RELEASE_MANIFEST_NAME = 'upgrade-check.yaml';

/**
 * The files `bundledPackageFile` may be asked for, by path relative to the package root. Of package.json
 * only what the CLI reads: the rest (scripts, devDependencies) changes without changing the CLI.
 * The rule data goes in as the JSON that `loadRuleData` reads in a build.
 */
function embeddedFiles(root: string): string {
  let files = embedded.get(root);
  if (files === undefined) {
    const { name, version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { name: string; version: string };
    files = JSON.stringify({ 'package.json': JSON.stringify({ name, version }), ...ruleDataJsonFiles(root, 'rules/_data/') });
    embedded.set(root, files);
  }
  return files;
}

/** The embedded files, as the define's value, by repository: every build of one run embeds the same, converted once. */
const embedded = new Map<string, string>();

// The bundles are ESM; the CommonJS dependencies inside them (commander, cli-table3) still call
// require() for node built-ins, which an ES module does not have.
const REQUIRE_SHIM = `import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);`;

const PLUGIN_ENTRY = `import { main } from './src/cli.js';
const [major] = process.versions.node.split('.').map(Number);
if (major < 20) {
  process.stderr.write('kubectl upgrade-check: needs Node.js 20 or newer (this is ' + process.version + ')\\n');
  process.exitCode = 2;
} else {
  process.exitCode = await main(process.argv.slice(2), undefined, { kubectlPlugin: true });
}
`;

/** The package's own CLI module: the bins check the Node.js version before they import it. */
const PREBUILT_ENTRY = `export { main } from './src/cli.js';\n`;

/**
 * What the package exports to those who write rules (`k8s-upgrade-check` and
 * `k8s-upgrade-check/testing`), as files of their own so that the CLI never loads the tester.
 */
export const LIBRARY_ENTRIES: Record<string, string> = { 'index.mjs': './src/index.ts', 'testing.mjs': './src/testing/rule-tester.ts' };

/** Where a CLI file finds @kubernetes/client-node: by package name, or in a file beside it. */
function clientNodeAt(specifier: string): Plugin {
  return {
    name: 'client-node-outside-the-cli',
    setup(b) {
      b.onResolve({ filter: /^@kubernetes\/client-node$/ }, (args) =>
        args.kind === 'dynamic-import'
          ? { path: specifier, external: true }
          : { errors: [{ text: `${LIVE_ONLY_DEPENDENCY} must only be loaded with await import(), in live-cluster code` }] },
      );
    },
  };
}

/**
 * Node's built-in modules loaded when the code that imports them first runs. An ES module bundle
 * hoists every import of a module outside it to its top, so the HTTPS, TLS and zlib modules of live
 * mode and the child_process of `fix` would load for every manifest scan and every `--version`;
 * each import becomes a CommonJS `require` instead, which esbuild runs where the importing module is
 * first initialised (modules reached by `import()` are initialised lazily).
 */
const lazyBuiltins: Plugin = {
  name: 'lazy-node-builtins',
  setup(b) {
    b.onResolve({ filter: /^node:/ }, (args) =>
      args.namespace === 'lazy-builtin' ? { path: args.path, external: true } : { path: args.path, namespace: 'lazy-builtin' },
    );
    b.onLoad({ filter: /.*/, namespace: 'lazy-builtin' }, (args) => ({ contents: `module.exports = require(${JSON.stringify(args.path)});`, loader: 'js' }));
  },
};

function commonOptions(root: string): BuildOptions & { metafile: true } {
  // absWorkingDir keeps the module paths esbuild writes into comments the same on every machine
  return { absWorkingDir: root, bundle: true, platform: 'node', format: 'esm', target: 'node20', legalComments: 'none', metafile: true, logLevel: 'warning' };
}

async function buildCli(
  root: string,
  outfile: string,
  entry: string,
  options: { name: string; banner: string; clientNode: string },
): Promise<BundledPackage[]> {
  const result = await build({
    ...commonOptions(root),
    stdin: { contents: entry, resolveDir: root, sourcefile: options.name, loader: 'ts' },
    outfile,
    banner: { js: options.banner },
    define: { K8S_UPGRADE_CHECK_BUNDLED_FILES: embeddedFiles(root) },
    plugins: [clientNodeAt(options.clientNode), lazyBuiltins],
  });
  return bundledPackages(root, Object.keys(result.metafile.inputs));
}

export interface PrebuiltResult {
  module: string;
  licenses: string;
  /** The packages inside the module, as `name@version`. */
  packages: string[];
}

/** The module the bins run when there is no dist/: bin/prebuilt/, unless told otherwise (`npm run build`). */
export async function prebuilt(root = packageRoot(), outDir = join(root, PREBUILT_DIR)): Promise<PrebuiltResult> {
  mkdirSync(outDir, { recursive: true });
  const module = join(outDir, PREBUILT_NAME);
  const packages = await buildCli(root, module, PREBUILT_ENTRY, { name: 'k8s-upgrade-check.ts', banner: REQUIRE_SHIM, clientNode: LIVE_ONLY_DEPENDENCY });
  for (const [name, source] of Object.entries(LIBRARY_ENTRIES)) {
    const entry = `export * from '${source.replace(/\.ts$/, '.js')}';\n`;
    packages.push(...(await buildCli(root, join(outDir, name), entry, { name: `${name}.ts`, banner: REQUIRE_SHIM, clientNode: LIVE_ONLY_DEPENDENCY })));
  }
  const unique = [...new Map(packages.map((p) => [p.name, p])).values()].sort((a, b) => a.name.localeCompare(b.name));
  const licenses = join(outDir, LICENSES_NAME);
  writeFileSync(licenses, thirdPartyLicenses([PREBUILT_NAME, ...Object.keys(LIBRARY_ENTRIES)], unique));
  return { module, licenses, packages: ids(unique) };
}

export interface BundleResult {
  bundle: string;
  clientBundle: string;
  licenses: string;
  /** The packages inside each file, as `name@version`. */
  packages: string[];
  clientPackages: string[];
}

/** The kubectl plugin's files for krew and for machines without npm: dist/bundle/, unless told otherwise. */
export async function bundle(root = packageRoot(), outDir = join(root, 'dist', 'bundle')): Promise<BundleResult> {
  mkdirSync(outDir, { recursive: true });
  const outfile = join(outDir, BUNDLE_NAME);
  // an import() relative to the bundle's own URL, so it finds the companion wherever both are installed
  const packages = await buildCli(root, outfile, PLUGIN_ENTRY, {
    name: 'kubectl-upgrade_check.ts',
    banner: `#!/usr/bin/env node\n${REQUIRE_SHIM}`,
    clientNode: `./${CLIENT_BUNDLE_NAME}`,
  });
  chmodSync(outfile, 0o755);
  const clientBundle = join(outDir, CLIENT_BUNDLE_NAME);
  const client = await build({
    ...commonOptions(root),
    stdin: { contents: `export * from '${LIVE_ONLY_DEPENDENCY}';\n`, resolveDir: root, sourcefile: 'client-node.ts', loader: 'ts' },
    outfile: clientBundle,
    banner: { js: REQUIRE_SHIM },
    // node-fetch's URL parser (whatwg-url, tr46) requires Node's own punycode module, deprecated:
    // from a file outside node_modules, such as this bundle, Node.js 21 and newer print a warning
    // on every live-cluster run. The npm package of the same code is bundled instead.
    alias: { punycode: 'punycode/' },
  });
  const clientPackages = bundledPackages(root, Object.keys(client.metafile.inputs));
  const licenses = join(outDir, LICENSES_NAME);
  const all = [...new Map([...packages, ...clientPackages].map((p) => [p.name, p])).values()].sort((a, b) => a.name.localeCompare(b.name));
  writeFileSync(licenses, thirdPartyLicenses([BUNDLE_NAME, CLIENT_BUNDLE_NAME], all));
  return { bundle: outfile, clientBundle, licenses, packages: ids(packages), clientPackages: ids(clientPackages) };
}

/** The krew archive of a plugin build: the files its manifest installs, in the manifest's order. */
export function releaseArchive(result: BundleResult, root = packageRoot()): Buffer {
  const member = (file: string, mode: number) => ({ name: file.split(/[\\/]/).pop()!, content: readFileSync(file), mode });
  return reproducibleTarGz([
    member(result.bundle, 0o755),
    member(result.clientBundle, 0o644),
    member(result.licenses, 0o644),
    member(join(root, 'LICENSE'), 0o644),
    { name: COMPLETION_NAME, content: Buffer.from(COMPLETION_SCRIPT), mode: 0o755 },
  ]);
}

/** The krew manifest as it must read for this archive: the package version, its download URL and checksum. */
export function manifestFor(archive: Buffer, root = packageRoot()): string {
  const sha256 = createHash('sha256').update(archive).digest('hex');
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  return pointManifestAt(readFileSync(join(root, KREW_MANIFEST), 'utf8'), version, sha256);
}

interface BundledPackage {
  name: string;
  version: string;
  license: string;
  text: string;
}

const ids = (list: BundledPackage[]): string[] => list.map((p) => `${p.name}@${p.version}`);

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
      const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as {
        name: string;
        version: string;
        license?: string;
        author?: string | { name: string };
      };
      if (!pkg.license) throw new Error(`${dir} declares no licence; check it may be redistributed before bundling it`);
      const file = readdirSync(join(root, dir)).find((name) => /^(licen[cs]e|copying)/i.test(name));
      const author = typeof pkg.author === 'string' ? pkg.author : pkg.author?.name;
      // a few small packages publish no licence file; their package.json still names licence and author
      const text = file
        ? readFileSync(join(root, dir, file), 'utf8').trim()
        : `${pkg.license} licence${author ? `, copyright ${author}` : ''} (the package includes no licence text).`;
      return { name: pkg.name, version: pkg.version, license: pkg.license, text };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

function thirdPartyLicenses(files: string[], packages: BundledPackage[]): string {
  const sections = packages.map((p) => `${p.name} ${p.version} (${p.license})\n\n${p.text}\n`);
  return `${files.join(' and ')} contain${files.length === 1 ? 's' : ''} the following packages.\n\n${sections.join('\n' + '-'.repeat(78) + '\n\n')}`;
}

/**
 * A gzipped tar of `files` (name -> content) that is identical for identical input: fixed owner,
 * mode and timestamp, names in the given order, and a gzip header without a time. The
 * deflate is fflate's, in JavaScript: node's zlib picks its match finder by CPU, so its output (and
 * the checksum in the krew manifest) could differ from one machine to the next.
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
  return Buffer.from(gzipSync(Buffer.concat(blocks), { level: 9, mtime: 0 }));
}

async function cli(args: string[]): Promise<void> {
  const root = packageRoot();
  const size = (file: string): string => `${Math.round(readFileSync(file).length / 1024)} KiB`;
  const module = await prebuilt(root);
  process.stdout.write(`${relative(root, module.module)} (${size(module.module)}): ${module.packages.join(', ')}\n`);
  if (args.includes('--prebuilt')) return;
  const plugin = await bundle(root);
  process.stdout.write(`${relative(root, plugin.bundle)} (${size(plugin.bundle)})\n`);
  process.stdout.write(`${relative(root, plugin.clientBundle)} (${size(plugin.clientBundle)}): ${plugin.clientPackages.length} packages\n`);
  const archive = releaseArchive(plugin, root);
  const outDir = dirname(plugin.bundle);
  const archiveFile = join(outDir, ARCHIVE_NAME);
  writeFileSync(archiveFile, archive);
  const manifestFile = join(outDir, RELEASE_MANIFEST_NAME);
  writeFileSync(manifestFile, manifestFor(archive, root));
  process.stdout.write(
    `${relative(root, archiveFile)} sha256 ${createHash('sha256').update(archive).digest('hex')}, named in ${relative(root, manifestFile)}\n`,
  );
}

/** The krew manifest with its version, download URL and checksum set for a release archive. */
export function pointManifestAt(manifest: string, version: string, sha256: string): string {
  const replace = (text: string, pattern: RegExp, value: string): string => {
    if (!pattern.test(text)) throw new Error(`${KREW_MANIFEST}: no line matches ${pattern}`);
    return text.replace(pattern, value);
  };
  let text = replace(manifest, /^( {2}version: )v\S+$/m, `$1v${version}`);
  text = replace(text, /^(\s+uri: \S+\/releases\/download\/)v[^/]+(\/\S+)$/m, `$1v${version}$2`);
  return replace(text, /^(\s+sha256: )\S+$/m, `$1${sha256}`);
}

if (process.argv[1] && import.meta.filename === process.argv[1]) await cli(process.argv.slice(2));
