import { main } from '../../src/cli.js';
import type { CliResult } from '../support/cli.js';
import { REPO_ROOT } from '../support/rule-tester.js';

/**
 * Runs the CLI's `main` in the test's own process, with what a process without a terminal would hand
 * it: the environment (without colour settings unless asked), the working directory and standard
 * input. It returns what `runCli` returns for a spawned process, in a few milliseconds instead of a
 * node start-up and module load per run, so the tests can run the CLI many times.
 *
 * What only a real process can show (the bins, process.stdout and stdin, the exit status) is checked
 * by spawning the built CLI: the "as a process" tests in cli.test.ts, the kubectl tests in
 * plugin.test.ts and the installed package in tests/packaging.
 */
export async function runMain(
  args: string[],
  options: { cwd?: string; input?: string; env?: Record<string, string | undefined>; kubectlPlugin?: boolean } = {},
): Promise<CliResult> {
  const env: Record<string, string | undefined> = { ...process.env, NO_COLOR: undefined, FORCE_COLOR: undefined, ...options.env };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await main(
    args,
    {
      stdout: (text) => void stdout.push(text),
      stderr: (text) => void stderr.push(text),
      env: env as NodeJS.ProcessEnv,
      isTTY: false,
      stderrIsTTY: false,
      cwd: options.cwd ?? REPO_ROOT,
      readStdin: () => options.input ?? '',
    },
    { kubectlPlugin: options.kubectlPlugin },
  );
  return { code, stdout: stdout.join(''), stderr: stderr.join('') };
}
