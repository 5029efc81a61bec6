import { absoluteArgs, genDataCommands } from '../../scripts/lib/gen-data-commands.js';
import { REPO_ROOT } from './rule-tester.js';

/**
 * The input arguments `npm run gen:data` gives one generator (`gen-feature-gates`), read from
 * package.json, with its relative paths made absolute: the tests regenerate the data from exactly
 * what the script reads. `replace` swaps the value of an option (`--sources` to a copy).
 */
export function genDataArgs(generator: string, replace: Record<string, string> = {}): string[] {
  const command = genDataCommands(REPO_ROOT).find((c) => c.generator === generator);
  if (!command) throw new Error(`gen:data runs no ${generator}`);
  return absoluteArgs(command, REPO_ROOT, replace);
}
