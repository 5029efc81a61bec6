/**
 * Runs an exec credential plugin (`users[].user.exec`) as client-go does, with guards client-go
 * leaves to the user's patience:
 *
 * - A non-interactive plugin runs in a process group of its own, so that the time limit ends it
 *   and everything it started, even a child that keeps the output pipe open.
 * - The credential is taken when the plugin process exits: a background process it leaves behind
 *   (a cache daemon, a browser helper) holding stdout open does not keep the run waiting, and is
 *   left alone, as kubectl leaves it.
 * - What it prints is bounded, and its stderr reaches the user only through the redactor, with
 *   the values of its own `env` taken out as well.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { sep } from 'node:path';
import { SourceError } from '../../errors.js';
import { isRecord } from '../../kube/workloads.js';
import { quote, registerSecret } from '../../redact.js';

export interface ExecConfig {
  command: string;
  args: string[];
  env: { name: string; value: string }[];
  apiVersion: string;
  provideClusterInfo: boolean;
  interactiveMode: string;
}

export interface ExecResult {
  token?: string;
  cert?: string;
  key?: string;
  /** ms since the epoch; undefined: valid for the whole run. */
  expiresAt?: number;
}

export interface ExecRunOptions {
  /** The user it runs for, as it may be printed. */
  userName: string;
  /** spec.cluster of KUBERNETES_EXEC_INFO, when the plugin asks for it (provideClusterInfo). */
  clusterInfo?: Record<string, unknown>;
  env: NodeJS.ProcessEnv;
  /** A non-interactive plugin still running after this is stuck. */
  timeoutMs: number;
}

/** A non-interactive plugin has nobody to answer it: one that is still running after this is stuck. */
export const EXEC_TIMEOUT_MS = 120_000;
/** An ExecCredential with a certificate and key is a few kilobytes; a plugin that prints more is broken. */
const MAX_STDOUT_BYTES = 4 * 1024 * 1024;
/** Only a line of stderr is ever shown. */
const MAX_STDERR_BYTES = 64 * 1024;
/**
 * After the plugin exits, what it wrote may still be in the pipe: read on until the pipe ends or
 * stays quiet this long (a background child may hold it open for ever).
 */
const DRAIN_QUIET_MS = 100;
const DRAIN_MAX_MS = 2_000;
/** Between asking the group to stop (SIGTERM) and killing it. */
const KILL_GRACE_MS = 1_000;

interface Outcome {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  error?: NodeJS.ErrnoException;
  timedOut: boolean;
  tooMuchOutput: boolean;
}

/**
 * Runs the plugin with the process environment plus `exec.env` and `KUBERNETES_EXEC_INFO`, the
 * terminal's stdin only in interactive mode, and reads an ExecCredential of the configured
 * apiVersion from its stdout. Its stdout, where the credential is, is never quoted.
 */
export async function runExecPlugin(exec: ExecConfig, options: ExecRunOptions): Promise<ExecResult> {
  const plugin = `the exec plugin "${exec.command}"`;
  const terminal = Boolean(process.stdin.isTTY);
  if (exec.interactiveMode === 'Always' && !terminal) {
    throw new SourceError(
      `${plugin} needs a terminal (interactiveMode: Always) and standard input is not one; run kubectl once in a terminal to log in, then retry`,
    );
  }
  const interactive = exec.interactiveMode !== 'Never' && terminal;
  const info = { kind: 'ExecCredential', apiVersion: exec.apiVersion, spec: { interactive, ...(options.clusterInfo ? { cluster: options.clusterInfo } : {}) } };
  const childEnv: NodeJS.ProcessEnv = { ...options.env };
  for (const entry of exec.env) childEnv[entry.name] = entry.value;
  childEnv.KUBERNETES_EXEC_INFO = JSON.stringify(info);

  const outcome = await runProcess(exec.command, exec.args, childEnv, interactive, options.timeoutMs);
  const where = `users[].user.exec.command of user "${options.userName}"`;
  const { error } = outcome;
  if (error?.code === 'ENOENT') throw new SourceError(`${plugin} was not found${exec.command.includes(sep) ? '' : ' on PATH'}; install it or fix ${where}`);
  if (error?.code === 'EACCES') throw new SourceError(`${plugin} cannot be run (permission denied); make it executable or fix ${where}`);
  if (error) throw new SourceError(`${plugin} could not be started (${error.code ?? 'unknown error'}); fix ${where}`);
  if (outcome.timedOut) {
    throw new SourceError(
      `${plugin} did not finish within ${options.timeoutMs / 1000}s and was stopped with the processes it started; run it by hand to see what it waits for (a login in a browser or a terminal?)`,
    );
  }
  if (outcome.tooMuchOutput)
    throw new SourceError(
      `${plugin} printed more than ${MAX_STDOUT_BYTES / 1024 / 1024} MiB, which is no ExecCredential, and was stopped; run it by hand to see what it prints`,
    );
  if (outcome.code !== 0) {
    // The plugin may print its own environment: the values of exec.env are taken out whatever their names.
    const said = quote(
      outcome.stderr,
      200,
      exec.env.map((entry) => entry.value),
    );
    const status = outcome.code === null ? `killed by ${outcome.signal ?? 'a signal'}` : `exit code ${outcome.code}`;
    throw new SourceError(`${plugin} failed (${status})${said ? `: ${said}` : ''}; run it by hand to see why (an expired login is the usual cause)`);
  }
  return parseCredential(outcome.stdout, exec, plugin);
}

function parseCredential(stdout: string, exec: ExecConfig, plugin: string): ExecResult {
  let credential: unknown;
  try {
    credential = JSON.parse(stdout);
  } catch {
    throw new SourceError(`${plugin} printed something that is not an ExecCredential (not JSON); run it by hand to see what it prints`);
  }
  const status = isRecord(credential) ? credential.status : undefined;
  const apiVersion = isRecord(credential) ? credential.apiVersion : undefined;
  if (apiVersion !== exec.apiVersion) {
    throw new SourceError(
      `${plugin} answered in ${typeof apiVersion === 'string' ? `apiVersion "${quote(apiVersion, 80)}"` : 'no apiVersion'}, but the kubeconfig asks for ${exec.apiVersion}; fix exec.apiVersion`,
    );
  }
  if (!isRecord(status)) throw new SourceError(`${plugin} returned an ExecCredential without a status; run it by hand to see what it prints`);
  const token = typeof status.token === 'string' && status.token ? status.token : undefined;
  const cert = typeof status.clientCertificateData === 'string' && status.clientCertificateData ? status.clientCertificateData : undefined;
  const key = typeof status.clientKeyData === 'string' && status.clientKeyData ? status.clientKeyData : undefined;
  registerSecret(token);
  registerSecret(key);
  if (!token && !cert && !key) throw new SourceError(`${plugin} returned neither a token nor a client certificate and key`);
  if (Boolean(cert) !== Boolean(key)) throw new SourceError(`${plugin} returned only a client ${cert ? 'certificate' : 'key'}, not both`);
  const expiry = typeof status.expirationTimestamp === 'string' ? Date.parse(status.expirationTimestamp) : NaN;
  return { token, cert, key, expiresAt: Number.isNaN(expiry) ? undefined : expiry };
}

/**
 * The process and what it printed. Interactive plugins keep the terminal (a new session would cut
 * them off from it) and have no time limit, as in kubectl: a person is answering them.
 */
function runProcess(command: string, args: string[], env: NodeJS.ProcessEnv, interactive: boolean, timeoutMs: number): Promise<Outcome> {
  // A process group of its own (setsid): the whole group can be ended, and the plugin cannot signal ours.
  const ownGroup = !interactive && process.platform !== 'win32';
  return new Promise((resolveOutcome) => {
    let child: ChildProcess;
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    let stdoutBytes = 0;
    let stderrBytes = 0;
    let failure: NodeJS.ErrnoException | undefined;
    let settled = false;
    let drainTimer: NodeJS.Timeout | undefined;
    let drainDeadline: NodeJS.Timeout | undefined;
    let limitTimer: NodeJS.Timeout | undefined;
    let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;

    const finish = (extra: Partial<Outcome> = {}) => {
      if (settled) return;
      settled = true;
      clearTimeout(limitTimer);
      clearTimeout(drainTimer);
      clearTimeout(drainDeadline);
      // Our ends of the pipes are closed, so that a child left holding the other ends keeps nobody waiting.
      child.stdout?.destroy();
      child.stderr?.destroy();
      child.unref();
      resolveOutcome({
        code: exit?.code ?? null,
        signal: exit?.signal ?? null,
        stdout: Buffer.concat(stdout).toString('utf8'),
        stderr: Buffer.concat(stderr).toString('utf8'),
        error: failure,
        timedOut: false,
        tooMuchOutput: false,
        ...extra,
      });
    };

    const stopGroup = () => {
      if (child.pid === undefined) return;
      signalGroup(child, ownGroup, 'SIGTERM');
      setTimeout(() => signalGroup(child, ownGroup, 'SIGKILL'), KILL_GRACE_MS).unref();
    };

    try {
      child = spawn(command, args, {
        env,
        detached: ownGroup,
        stdio: [interactive ? 'inherit' : 'ignore', 'pipe', interactive ? 'inherit' : 'pipe'],
        windowsHide: true,
      });
    } catch (error) {
      resolveOutcome({ code: null, signal: null, stdout: '', stderr: '', error: error as NodeJS.ErrnoException, timedOut: false, tooMuchOutput: false });
      return;
    }

    const quietAfterExit = () => {
      if (!exit) return;
      clearTimeout(drainTimer);
      drainTimer = setTimeout(() => finish(), DRAIN_QUIET_MS);
    };

    child.stdout?.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes > MAX_STDOUT_BYTES) {
        stopGroup();
        finish({ tooMuchOutput: true });
        return;
      }
      stdout.push(chunk);
      quietAfterExit();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      if (stderrBytes < MAX_STDERR_BYTES) stderr.push(chunk.subarray(0, MAX_STDERR_BYTES - stderrBytes));
      stderrBytes += chunk.length;
      quietAfterExit();
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      failure = error;
      // A process that could not be started never exits.
      if (child.pid === undefined) finish();
    });
    child.on('exit', (code, signal) => {
      exit = { code, signal };
      drainDeadline = setTimeout(() => finish(), DRAIN_MAX_MS);
      quietAfterExit();
    });
    // Both pipes ended and the process exited: nothing more can come.
    child.on('close', () => finish());

    if (!interactive && timeoutMs > 0) {
      limitTimer = setTimeout(() => {
        if (exit) return;
        stopGroup();
        finish({ timedOut: true });
      }, timeoutMs);
    }
  });
}

function signalGroup(child: ChildProcess, ownGroup: boolean, signal: NodeJS.Signals): void {
  try {
    // The negative pid is the group: the plugin and every process it started that stayed in it.
    if (ownGroup && child.pid !== undefined) process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    // already gone
  }
}
