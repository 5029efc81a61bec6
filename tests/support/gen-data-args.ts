import { readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { REPO_ROOT } from './rule-tester.js';

/**
 * The input arguments `npm run gen:data` gives one generator (`gen-feature-gates`), read from
 * package.json, with its relative paths made absolute: the tests regenerate the data from exactly
 * what the script reads, and a new input named there reaches them without being typed again.
 * `replace` swaps the value of an option (`--sources` to a copy).
 */
export function genDataArgs(generator: string, replace: Record<string, string> = {}): string[] {
  const scripts = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const command = scripts['gen:data']
    .split('&&')
    .map((part) => part.trim().split(/\s+/))
    .find((words) => words[0] === 'node' && words[1] === `dist/scripts/${generator}.js`);
  if (!command) throw new Error(`gen:data runs no ${generator}`);
  // the inputs only: `--out` names where the script writes what `generate` returns
  const args = command.slice(2).filter((word, i, all) => word !== '--out' && all[i - 1] !== '--out');
  return args.map((word, i) => {
    const value = i > 0 && replace[args[i - 1]] !== undefined ? replace[args[i - 1]] : word;
    return word.startsWith('--') || isAbsolute(value) ? value : join(REPO_ROOT, value);
  });
}
