// Which build of the CLI the commands run: the compiled sources in a working tree that was built
// (`npm run compile`, `npm test`), otherwise the prebuilt module in bin/prebuilt/, which is what npm,
// git and pre-commit installs and the GitHub Action run: they install nothing that could compile
// TypeScript.
import { existsSync } from 'node:fs';
import module from 'node:module';

/** The CLI's `main`, or a one-line error and exit code 2 on a Node.js that is too old for it. */
export async function loadMain(name) {
  const [major] = process.versions.node.split('.').map(Number);
  if (major < 20) {
    process.stderr.write(`${name}: needs Node.js 20 or newer (this is ${process.version})\n`);
    process.exit(2);
  }
  // Node.js 22.1 and newer can keep V8's compiled code of the CLI between runs (in the system's
  // temporary directory, or NODE_COMPILE_CACHE; NODE_DISABLE_COMPILE_CACHE=1 turns it off): the
  // module is compiled once instead of on every start. Older versions have no such call.
  module.enableCompileCache?.();
  const compiled = new URL('../dist/src/cli.js', import.meta.url);
  const { main } = await import(existsSync(compiled) ? compiled.href : './prebuilt/k8s-upgrade-check.mjs');
  return main;
}
