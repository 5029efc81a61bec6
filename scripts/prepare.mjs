/**
 * The `prepare` script: builds what the commands run (bin/prebuilt/, `npm run build`). npm runs it
 * after `npm install` and `npm ci` in a clone, before `npm pack`, and when it installs this package
 * from git; pre-commit runs it when it installs the hook. Plain JavaScript: it runs before anything
 * is compiled.
 *
 * One of those ways needs help. npm 10 and 11 (the versions that Node.js 20, 22 and 24 ship) prepare
 * a git dependency of a *global* install (`npm install -g git+https://…`) with a nested `npm install`
 * that inherits the global flag: it installs none of the clone's dependencies, so nothing could
 * compile, and it links the clone into the global node_modules, where the outer install then
 * unpacks the package into the temporary clone, which npm deletes; the installed command is a
 * dangling link. npm 12 passes --global=false to that nested install, and this script does nothing
 * more than build there.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const { name } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/**
 * Runs the npm that runs this script (or the one on PATH) in the package root, and stops on its
 * failure. What it prints goes to stderr unless asked for: pre-commit takes the whole of
 * `npm pack`'s stdout as the name of the tarball.
 */
function npm(args, output = process.stderr.fd) {
  const result = spawnNpm(args, output);
  if (result.status !== 0) fail(args, result);
  return result.stdout ?? '';
}

function spawnNpm(args, output = process.stderr.fd) {
  const execPath = process.env.npm_execpath;
  const [command, commandArgs] = execPath && /\.[cm]?js$/.test(execPath) ? [process.execPath, [execPath, ...args]] : ['npm', args];
  return spawnSync(command, commandArgs, { cwd: root, stdio: ['ignore', output, 'inherit'], encoding: 'utf8', shell: process.platform === 'win32' && command === 'npm' });
}

function fail(args, result) {
  process.stderr.write(`${name} prepare: npm ${args.join(' ')} failed\n`);
  process.exit(result.status ?? 1);
}

/**
 * `npm ci` into an empty node_modules, up to three times: npm's own removal of a directory while it
 * unpacks thousands of files (@kubernetes/client-node) fails now and then with ENOTEMPTY, and a
 * second attempt from an empty node_modules does not meet the same race.
 */
function npmCiIntoEmptyNodeModules(args) {
  for (let attempt = 1; ; attempt++) {
    rmSync(join(root, 'node_modules'), { recursive: true, force: true, maxRetries: 5 });
    const result = spawnNpm(['ci', ...args]);
    if (result.status === 0) return;
    if (attempt === 3) fail(['ci', ...args], result);
    process.stderr.write(`${name} prepare: npm ci failed (attempt ${attempt} of 3); trying again\n`);
  }
}

const preparedForAGlobalInstall = process.env.npm_config_global === 'true' && !existsSync(join(root, 'node_modules', 'typescript', 'package.json'));

if (preparedForAGlobalInstall) {
  // The dependencies by the lock file, without running this script again, into an empty
  // node_modules: npm would replace what the nested install put there, and its removal of a tree
  // of thousands of files (@kubernetes/client-node) fails now and then with ENOTEMPTY.
  npmCiIntoEmptyNodeModules(['--global=false', `--prefix=${root}`, '--include=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error']);
  // The link the nested install made becomes an empty directory, which the outer install unpacks into.
  const link = join(npm(['root', '--global'], 'pipe').trim(), name);
  if (existsSync(link) && lstatSync(link).isSymbolicLink() && realpathSync(link) === realpathSync(root)) {
    rmSync(link);
    mkdirSync(link);
  }
}

npm(['--global=false', 'run', 'build']);
