/**
 * What keeps a plugin from ending, stalling or garbling the run. Plugins are modules of the team's
 * own repository and run with the tool's rights, so this is no sandbox; it catches what a module
 * written for another purpose, or a rule with a bug, does by accident:
 *
 * - `process.exit` from the plugin's code (while loading, in a rule, in a timer it started) stops the
 *   run with exit code 2 and one line naming the plugin, instead of ending it with the plugin's code
 *   (0 would pass a run that checked nothing);
 * - loading has a time limit, whether the module waits for a promise that never settles or loops;
 *   a rule's single call has the same limit;
 * - `console.log` and `process.stdout.write` go to stderr: stdout is the report's (see process-io.ts);
 * - child processes the plugin's code started and left running are ended with the run, so they
 *   cannot hold the caller's pipe open.
 *
 * Which plugin runs is known from an AsyncLocalStorage entered around its import and each call of
 * its rules, which timers and promises started there carry along. A loop never returns to the event
 * loop, so only another thread can see it: a watchdog worker that, once the limit has passed with
 * the same plugin call still running, has the main thread end the run through the inspector
 * protocol (Runtime.evaluate runs between two steps of the loop, as a debugger's console does).
 * Stopping only the loop (Runtime.terminateExecution) would leave Node.js's own callbacks half run,
 * which aborts the process. It starts with the first plugin: a run without plugins starts no
 * watchdog and replaces nothing.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { ChildProcess } from 'node:child_process';
import { closeSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { UsageError, firstLine, stopRun } from './errors.js';

/** The longest a plugin may take to load, or a rule of it to answer one call. */
export const PLUGIN_TIME_LIMIT_SECONDS = 60;
/** A shorter limit for tests and impatient CI jobs, in seconds (never longer than the default). */
export const PLUGIN_TIME_LIMIT_VARIABLE = 'K8S_UPGRADE_CHECK_PLUGIN_TIMEOUT';

/** Where plugin code runs: the plugin's label and what of it runs ("its module", "its rule x (check)"). */
interface Running {
  plugin: number;
  doing: number;
}

// The shared state the watchdog reads: since when plugin code runs (ms after the guard started), whether it runs, which.
const SINCE = 0;
const RUNNING = 1;
const PLUGIN = 2;
const DOING = 3;
/** What the watchdog calls on the main thread, in the middle of the loop. */
const STOP_SYMBOL = 'k8s-upgrade-check.plugin-stuck';

const WATCHDOG = `
const { workerData, parentPort } = require('node:worker_threads');
const { state, started, limitMs, tickMs, seconds } = workerData;
let names = { labels: [], doings: [] };
parentPort.on('message', (message) => (names = message));
const timer = setInterval(() => {
  if (Atomics.load(state, ${RUNNING}) === 0) return;
  if (Date.now() - started - Atomics.load(state, ${SINCE}) < limitMs) return;
  clearInterval(timer);
  try {
    const session = new (require('node:inspector').Session)();
    session.connectToMainThread();
    session.post('Runtime.evaluate', { expression: 'globalThis[Symbol.for(${JSON.stringify(STOP_SYMBOL)})]()' });
  } catch {
    // A Node.js built without the inspector: the loop cannot be interrupted, only the process ended.
    const label = names.labels[Atomics.load(state, ${PLUGIN})] ?? 'a plugin';
    const doing = names.doings[Atomics.load(state, ${DOING})] ?? 'its code';
    require('node:fs').writeSync(2, 'k8s-upgrade-check: ' + label + ': ' + doing + ' did not finish within ' + seconds + ' s (it loops or blocks); fix it, or remove the plugin from plugins:\\n');
    process.kill(process.pid, 'SIGKILL');
  }
}, tickMs);
`;

export class PluginGuard {
  readonly #limitMs: number;
  readonly #context = new AsyncLocalStorage<Running>();
  readonly #state = new Int32Array(new SharedArrayBuffer(4 * Int32Array.BYTES_PER_ELEMENT));
  readonly #labels: string[] = [];
  readonly #doings: string[] = [];
  readonly #children = new Set<ChildProcess>();
  readonly #started = Date.now();
  #watchdog: Worker | undefined;

  constructor(limitMs: number) {
    this.#limitMs = limitMs;
    this.#install();
  }

  /** A plugin's number for `load` and `wrap`. */
  register(label: string): number {
    const plugin = this.#labels.push(label) - 1;
    this.#shareNames();
    return plugin;
  }

  /** What the watchdog names when it cannot ask the main thread (see WATCHDOG). */
  #shareNames(): void {
    this.#watchdog?.postMessage({ labels: this.#labels, doings: this.#doings });
  }

  #doing(text: string): number {
    const doing = this.#doings.push(text) - 1;
    this.#shareNames();
    return doing;
  }

  /** Imports the plugin's module within the time limit. */
  async load(plugin: number, href: string): Promise<unknown> {
    this.#startWatchdog();
    const seconds = this.#limitMs / 1000;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new UsageError(`${this.#labels[plugin]}: ${loadingTooLong(seconds)}`)), this.#limitMs);
    });
    const running = this.#enter(plugin, 'its module');
    try {
      return await Promise.race([this.#context.run(running, () => import(href)), late]);
    } finally {
      clearTimeout(timer);
      this.#state[RUNNING] = 0;
    }
  }

  /** `fn` of the plugin, called as the plugin's code: watched, named, its exits caught. */
  wrap<A extends unknown[], R>(plugin: number, doing: string, fn: (...args: A) => R): (...args: A) => R {
    const context = this.#context;
    const state = this.#state;
    const started = this.#started;
    const running: Running = { plugin, doing: this.#doing(doing) };
    return function (this: unknown, ...args: A): R {
      const outer = state[RUNNING];
      const outerSince = state[SINCE];
      const outerPlugin = state[PLUGIN];
      const outerDoing = state[DOING];
      state[SINCE] = Date.now() - started;
      state[PLUGIN] = running.plugin;
      state[DOING] = running.doing;
      state[RUNNING] = 1;
      try {
        return context.run(running, () => fn.apply(this, args));
      } finally {
        state[RUNNING] = outer;
        state[SINCE] = outerSince;
        state[PLUGIN] = outerPlugin;
        state[DOING] = outerDoing;
      }
    };
  }

  #enter(plugin: number, doing: string): Running {
    const running = { plugin, doing: this.#doing(doing) };
    this.#state[SINCE] = Date.now() - this.#started;
    this.#state[PLUGIN] = plugin;
    this.#state[DOING] = running.doing;
    this.#state[RUNNING] = 1;
    return running;
  }

  #describe(running: Running): string {
    return `${this.#labels[running.plugin]}: ${this.#doings[running.doing]}`;
  }

  /** Code of a plugin that ran outside its import and rule calls. */
  #someone(): string {
    return this.#labels.length === 1 ? `${this.#labels[0]}: its code` : `one of the plugins (${this.#labels.join(', ')})`;
  }

  #install(): void {
    const guard = this;
    process.exit = ((code?: number | string | null) => {
      // The CLI itself never calls process.exit once plugins load (see exitProcess): any call is theirs,
      // also from a listener that runs outside the plugin's own calls (an 'exit' or 'data' event).
      const running = guard.#context.getStore();
      const who = running ? guard.#describe(running) : guard.#someone();
      stopRun(new UsageError(`${who} called process.exit(${code ?? ''}): a plugin must not end the run; the run stopped without a result`));
      // Outside the CLI, stopRun throws instead; the plugin's code goes no further either way.
      throw new UsageError('process.exit called by a plugin');
    }) as typeof process.exit;

    // The report is written with the stream's own write (process-io.ts); everything else is the plugins'.
    const stderr = process.stderr;
    process.stdout.write = ((...args: unknown[]) => (stderr.write as (...a: unknown[]) => boolean).apply(stderr, args)) as typeof process.stdout.write;

    // spawn, exec, execFile and fork all start their child through this method
    const prototype = ChildProcess.prototype as ChildProcess & { spawn: (...args: unknown[]) => unknown };
    const spawn = prototype.spawn;
    prototype.spawn = function (this: ChildProcess, ...args: unknown[]) {
      const result = spawn.apply(this, args);
      if (guard.#context.getStore()) {
        guard.#children.add(this);
        this.once('exit', () => guard.#children.delete(this));
      }
      return result;
    };
    process.on('exit', () => this.#endChildren());

    // An error thrown in a timer, or a promise rejected with nobody waiting (an async check), would
    // end the process with a stack trace and exit code 1, which reads as "findings".
    const uncaught = (error: unknown) => {
      const running = guard.#context.getStore();
      if (!running) return stopRun(error instanceof Error ? error : new Error(String(error)));
      stopRun(
        new UsageError(
          `${guard.#describe(running)} failed in a timer or promise nothing waits for: ${firstLine(error)}; a rule must do its work before it returns`,
        ),
      );
    };
    process.on('uncaughtException', uncaught);
    process.on('unhandledRejection', uncaught);
  }

  /** What plugins started and left running ends with the run (a child holding our stdout would keep the caller waiting). */
  #endChildren(): void {
    for (const child of this.#children) {
      if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) continue;
      try {
        // a detached child leads a process group of its own: end the group, its own children too
        if (isGroupLeader(child.pid)) process.kill(-child.pid, 'SIGKILL');
        else child.kill('SIGKILL');
      } catch {
        // already gone
      }
    }
  }

  #startWatchdog(): void {
    if (this.#watchdog) return;
    const tickMs = Math.max(10, Math.min(250, this.#limitMs / 8));
    // It looks once a tick: it stops the run within the limit. A module that only waits is also
    // reported by the main thread's own timer, in the same words.
    const limitMs = this.#limitMs - tickMs;
    const worker = new Worker(WATCHDOG, {
      eval: true,
      workerData: { state: this.#state, started: this.#started, limitMs, tickMs, seconds: this.#limitMs / 1000 },
    });
    worker.unref();
    // the watchdog's own failure must not end the run; it only leaves a loop unwatched
    worker.on('error', () => {});
    (globalThis as Record<symbol, unknown>)[Symbol.for(STOP_SYMBOL)] = () => this.#stuck();
    this.#watchdog = worker;
    this.#shareNames();
  }

  #stuck(): void {
    const running = { plugin: this.#state[PLUGIN], doing: this.#state[DOING] };
    const seconds = this.#limitMs / 1000;
    const doing = this.#doings[running.doing];
    const what =
      doing === 'its module'
        ? `${this.#labels[running.plugin]}: ${loadingTooLong(seconds)}`
        : `${this.#describe(running)} did not return within ${seconds} s (it loops or blocks); fix the rule, or remove the plugin from plugins:`;
    // The watchdog's inspector session is still open: Node.js would say on stderr that it waits for
    // "the debugger" to disconnect. The one line is written by then; nothing else is to follow it.
    process.once('exit', () => closeSync(2));
    stopRun(new UsageError(what));
  }
}

function loadingTooLong(seconds: number): string {
  return `did not finish loading within ${seconds} s (it loops, or waits for something that never comes); fix the module, or remove it from plugins:`;
}

function isGroupLeader(pid: number): boolean {
  try {
    // process.kill with signal 0 only asks whether the group exists
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

let guard: PluginGuard | undefined;

/** The guard, installed with the first plugin; the limit comes from the environment only when it is shorter. */
export function pluginGuard(env: NodeJS.ProcessEnv = process.env): PluginGuard {
  if (guard) return guard;
  guard = new PluginGuard(timeLimitMs(env));
  return guard;
}

function timeLimitMs(env: NodeJS.ProcessEnv): number {
  const given = env[PLUGIN_TIME_LIMIT_VARIABLE];
  if (given === undefined || given === '') return PLUGIN_TIME_LIMIT_SECONDS * 1000;
  const seconds = Number(given);
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > PLUGIN_TIME_LIMIT_SECONDS) {
    throw new UsageError(`${PLUGIN_TIME_LIMIT_VARIABLE}=${given}: expected a number of seconds above 0 and at most ${PLUGIN_TIME_LIMIT_SECONDS}`);
  }
  return seconds * 1000;
}
