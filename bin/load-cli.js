// Which build of the CLI the commands run: the compiled sources in a working tree that was built
// (`npm run compile`, `npm test`), otherwise the prebuilt module in bin/prebuilt/, which is what npm,
// git and pre-commit installs and the GitHub Action run: they install nothing that could compile
// TypeScript.
import { existsSync } from 'node:fs';

/** The CLI's `main`, or a one-line error and exit code 2 on a Node.js that is too old for it. */
export async function loadMain(name) {
  const [major] = process.versions.node.split('.').map(Number);
  if (major < 20) {
    process.stderr.write(`${name}: needs Node.js 20 or newer (this is ${process.version})\n`);
    process.exit(2);
  }
  const compiled = new URL('../dist/src/cli.js', import.meta.url);
  const { main } = await import(existsSync(compiled) ? compiled.href : './prebuilt/k8s-upgrade-check.mjs');
  return main;
}
