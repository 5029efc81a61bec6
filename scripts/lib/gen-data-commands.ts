/**
 * The generator commands of the `gen:data` npm script, read from package.json: `verify:data` and
 * the tests regenerate the data from exactly what that script runs, so an input added there needs
 * no second copy anywhere.
 */
import { readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';

export interface GenDataCommand {
  /** The generator's name, e.g. `gen-feature-gates`. */
  generator: string;
  /** Its input options, paths relative to the repository as written in package.json. */
  args: string[];
  /** Where `--out` writes, relative to the repository. */
  out: string;
}

export function genDataCommands(repoRoot: string): GenDataCommand[] {
  const scripts = (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  return scripts['gen:data']
    .split('&&')
    .map((part) => part.trim().split(/\s+/))
    .filter((words) => words[0] === 'node' && /^dist\/scripts\/gen-[a-z-]+\.js$/.test(words[1] ?? ''))
    .map((words) => {
      const rest = words.slice(2);
      const at = rest.indexOf('--out');
      if (at < 0 || !rest[at + 1]) throw new Error(`gen:data: ${words[1]} has no --out`);
      return { generator: words[1].slice('dist/scripts/'.length, -'.js'.length), args: [...rest.slice(0, at), ...rest.slice(at + 2)], out: rest[at + 1] };
    });
}

/** The command's input options with relative paths made absolute; `replace` swaps the value of an option. */
export function absoluteArgs(command: GenDataCommand, repoRoot: string, replace: Record<string, string> = {}): string[] {
  return command.args.map((word, i) => {
    const value = i > 0 && replace[command.args[i - 1]] !== undefined ? replace[command.args[i - 1]] : word;
    return word.startsWith('--') || isAbsolute(value) ? value : join(repoRoot, value);
  });
}

/** Every input path the generators read, relative to the repository. */
export function genDataInputs(repoRoot: string): string[] {
  return genDataCommands(repoRoot).flatMap((c) => c.args.filter((word, i) => i > 0 && c.args[i - 1].startsWith('--') && !word.startsWith('--')));
}
