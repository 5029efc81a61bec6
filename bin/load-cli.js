// Which build of the CLI the commands run: the compiled sources in a working tree that was built
// (`npm run compile`, `npm test`), otherwise the prebuilt module in bin/prebuilt/, one file that
// starts fast, which is what npm, git and pre-commit installs and the GitHub Action run. It is not
// committed: the `prepare` script builds it (`npm run build`) wherever the package is installed
// from its sources, and a release's tag holds it for the Action.
import { existsSync } from 'node:fs';
import module from 'node:module';

// Held before anything else loads: a plugin may replace process.exit, the run's end must not change.
const exit = process.exit.bind(process);

/** Exit codes of a run stopped by a signal, as a shell reports a process the signal killed: 128 + its number. */
const SIGNALS = { SIGINT: 130, SIGTERM: 143 };

/**
 * Runs the CLI as `name` and ends the process with its exit code once what it printed is written,
 * whatever a plugin left running (a timer, a socket, a child process).
 */
export async function runCli(name, argv, options) {
  for (const [signal, code] of Object.entries(SIGNALS)) {
    process.once(signal, () => {
      process.stderr.write(`${name}: stopped by ${signal} before the run finished\n`);
      exit(code);
    });
  }
  const main = await loadMain(name);
  const code = await main(argv, undefined, options);
  // A write that failed says so on a later tick (see standardOutput), and a signal that came while
  // the run was busy is handled by the event loop: give both two turns of it.
  for (let turn = 0; turn < 2; turn++) await new Promise((next) => setImmediate(next));
  await Promise.all([written(process.stdout), written(process.stderr)]);
  exit(code);
}

/** Resolves once everything written to the stream has left the process (or the stream is gone). */
function written(stream) {
  if (stream.destroyed || stream.writableLength === 0) return Promise.resolve();
  return new Promise((done) => {
    stream.once('drain', done);
    stream.once('close', done);
    stream.once('error', done);
  });
}

/** The CLI's `main`, or a one-line error and exit code 2 on a Node.js that is too old for it. */
export async function loadMain(name) {
  const [major] = process.versions.node.split('.').map(Number);
  if (major < 20) {
    process.stderr.write(`${name}: needs Node.js 20 or newer (this is ${process.version})\n`);
    exit(2);
  }
  // Node.js 22.1 and newer can keep V8's compiled code of the CLI between runs (in the system's
  // temporary directory, or NODE_COMPILE_CACHE; NODE_DISABLE_COMPILE_CACHE=1 turns it off): the
  // module is compiled once instead of on every start. Older versions have no such call.
  module.enableCompileCache?.();
  const compiled = new URL('../dist/src/cli.js', import.meta.url);
  const prebuilt = new URL('./prebuilt/k8s-upgrade-check.mjs', import.meta.url);
  const build = existsSync(compiled) ? compiled : prebuilt;
  if (build === prebuilt && !existsSync(prebuilt)) {
    const { fileURLToPath } = await import('node:url');
    process.stderr.write(
      `${name}: ${fileURLToPath(prebuilt)} is missing: this copy was not built; run \`npm install\` in it (its prepare script builds the CLI)\n`,
    );
    exit(2);
  }
  const { main } = await import(build.href);
  return main;
}
