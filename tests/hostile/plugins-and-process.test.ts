import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import fc from 'fast-check';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { compileGlob } from '../../src/glob.js';
import { BIN } from '../support/cli.js';
import { REMOVED_INGRESS } from '../support/hostile.js';
import { REPO_ROOT } from '../support/rule-tester.js';

/** The limit the plugin tests run with: short, so that a plugin that hangs costs a test seconds. */
const LIMIT_SECONDS = 1.5;
const LIMIT_ENV = { K8S_UPGRADE_CHECK_PLUGIN_TIMEOUT: String(LIMIT_SECONDS) };

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/** The CLI in a process of its own, with a heap cap and a time limit: a hang fails the test rather than stalling it. */
function cli(args: string[], options: { cwd: string; env?: Record<string, string>; timeout?: number; stdout?: number }): Run {
  const started = Date.now();
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', ...options.env };
  delete env.FORCE_COLOR;
  const result = spawnSync(process.execPath, ['--max-old-space-size=256', BIN, ...args], {
    cwd: options.cwd,
    env,
    encoding: 'utf8',
    input: '',
    timeout: options.timeout ?? 20_000,
    // a CLI stuck in a loop handles SIGTERM only once the loop ends, that is never
    killSignal: 'SIGKILL',
    stdio: ['pipe', options.stdout ?? 'pipe', 'pipe'],
  });
  return { code: result.status, signal: result.signal, stdout: result.stdout ?? '', stderr: result.stderr, ms: Date.now() - started };
}

function repo(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-plugins-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

const RULE = `id: 'own-rule', release: '1.37', severity: 'warning', kinds: ['*'],
  docs: { summary: 's', changed: 'c', affected: 'a', why: 'w', fix: 'f', sources: [] },
  messages: { seen: 'saw {{name}}' },`;

/** A repository with one removed API and one plugin module. */
function withPlugin(source: string, file = 'plugin.mjs'): string {
  return repo({ '.k8s-upgrade-check.yaml': `plugins:\n  - ./${file}\n`, [file]: source, 'ingress.yaml': REMOVED_INGRESS('web') });
}

function scan(cwd: string, ...args: string[]): Run {
  return cli(['--target', '1.37', '-f', 'ingress.yaml', '-o', 'json', ...args], { cwd, env: LIMIT_ENV });
}

const LABEL = 'plugin ./plugin.mjs (.k8s-upgrade-check.yaml:2)';

function expectStopped(run: Run, line: string): void {
  expect({ code: run.code, stdout: run.stdout, stderr: run.stderr }).toEqual({ code: 2, stdout: '', stderr: `k8s-upgrade-check: ${LABEL}: ${line}\n` });
}

const EXITED = 'called process.exit(0): a plugin must not end the run; the run stopped without a result';
const LOADING = `did not finish loading within ${LIMIT_SECONDS} s (it loops, or waits for something that never comes); fix the module, or remove it from plugins:`;

describe('a plugin cannot end the run', () => {
  it('process.exit(0) while it loads: exit 2 naming the plugin, not a silent pass', { timeout: 10_000 }, () => {
    expectStopped(scan(withPlugin('process.exit(0);\n')), `its module ${EXITED}`);
  });

  it('process.exit(0) in a rule, and in a promise the rule started', { timeout: 10_000 }, () => {
    expectStopped(scan(withPlugin(`export default { ${RULE} check() { process.exit(0); } };\n`)), `its rule own-rule (check) ${EXITED}`);
    expectStopped(
      scan(withPlugin(`export default { ${RULE} checkAll() { Promise.resolve().then(() => process.exit(0)); } };\n`)),
      `its rule own-rule (checkAll) ${EXITED}`,
    );
  });

  it('process.exit in a timer it set while loading, and in needs.test', { timeout: 10_000 }, () => {
    const timer = scan(
      withPlugin(`export default { ${RULE} check() {} };\nawait new Promise((done) => setTimeout(() => { process.exit(0); done(); }, 10));\n`),
    );
    expectStopped(timer, `its module ${EXITED}`);
    const needs = scan(withPlugin(`export default { ${RULE} needs: { kinds: ['Ingress'], test() { process.exit(0); } }, check() {} };\n`));
    expectStopped(needs, `its rule own-rule (needs.test) ${EXITED}`);
  });

  it('rules and explain stop the same way: they load the plugins too', { timeout: 10_000 }, () => {
    const cwd = withPlugin('process.exit(0);\n');
    for (const args of [['rules'], ['explain', 'removed-api']]) {
      const run = cli(args, { cwd, env: LIMIT_ENV });
      expect({ code: run.code, stdout: run.stdout, stderr: run.stderr }).toEqual({
        code: 2,
        stdout: '',
        stderr: `k8s-upgrade-check: ${LABEL}: its module ${EXITED}\n`,
      });
    }
  });
});

describe('a plugin cannot crash the run into exit code 1', () => {
  const UNCAUGHT = 'failed in a timer or promise nothing waits for';

  it('an async check that rejects, and a timer that throws while the module loads', { timeout: 10_000 }, () => {
    expectStopped(
      scan(withPlugin(`export default { ${RULE} async check() { throw new Error('no token'); } };\n`)),
      `its rule own-rule (check) ${UNCAUGHT}: no token; a rule must do its work before it returns`,
    );
    const timer = scan(
      withPlugin(
        `setTimeout(() => { throw new TypeError('late'); }, 0);\nawait new Promise((done) => setTimeout(done, 50));\nexport default { ${RULE} check() {} };\n`,
      ),
    );
    expectStopped(timer, `its module ${UNCAUGHT}: TypeError: late; a rule must do its work before it returns`);
  });

  it('a rule that is an instance of a class keeps its prototype once guarded', { timeout: 10_000 }, () => {
    const run = scan(
      withPlugin(`class Rule {
  id = 'own-rule'; release = '1.37'; severity = 'warning'; kinds = ['Ingress']; messages = { seen: 'saw {{name}}' };
  get docs() { return { summary: 's', changed: 'c', affected: 'a', why: 'w', fix: 'f', sources: [] }; }
  check(obj, ctx) { this.report(obj, ctx); }
  report(obj, ctx) { ctx.report(obj, { messageId: 'seen', data: { name: obj.metadata.name } }); }
}
export default new Rule();
`),
    );
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout).findings.map((f: { ruleId: string; message: string }) => `${f.ruleId}: ${f.message}`)).toContain('own-rule: saw web');
  });
});

describe('a plugin cannot stall the run', () => {
  it('an import that never settles stops at the time limit', { timeout: 10_000 }, () => {
    const run = scan(withPlugin('await new Promise(() => {});\nexport default {};\n'));
    expectStopped(run, LOADING);
    expect(run.ms).toBeLessThan(LIMIT_SECONDS * 1000 + 3000);
  });

  it('a loop at import is stopped from another thread', { timeout: 10_000 }, () => {
    const run = scan(withPlugin('while (true) {}\n'));
    expectStopped(run, LOADING);
    expect(run.ms).toBeLessThan(LIMIT_SECONDS * 1000 + 3000);
  });

  it('a loop in a module the plugin imports, and a loop after an await', { timeout: 15_000 }, () => {
    const nested = repo({
      '.k8s-upgrade-check.yaml': 'plugins:\n  - ./plugin.mjs\n',
      'plugin.mjs': "import './helper.mjs';\nexport default {};\n",
      'helper.mjs': 'for (;;) {}\n',
      'ingress.yaml': REMOVED_INGRESS('web'),
    });
    expectStopped(scan(nested), LOADING);
    expectStopped(scan(withPlugin('await null;\nfor (;;) {}\n')), LOADING);
  });

  it('a rule whose check loops is stopped, and the message names the rule', { timeout: 10_000 }, () => {
    const run = scan(withPlugin(`export default { ${RULE} check() { for (;;) {} } };\n`));
    expectStopped(
      run,
      `its rule own-rule (check) did not return within ${LIMIT_SECONDS} s (it loops or blocks); fix the rule, or remove the plugin from plugins:`,
    );
  });

  it('a plugin that answered but left a timer, an open socket and child processes does not hold the run open', { timeout: 15_000 }, () => {
    const cwd = withPlugin(`import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { writeFileSync } from 'node:fs';
setInterval(() => {}, 1000);
createServer().listen(0, '127.0.0.1');
// one child holds our stdout (the caller waits for it to close), one leads a process group of its own
const holder = spawn('sleep', ['60'], { stdio: ['ignore', 'inherit', 'inherit'] });
const group = spawn('sh', ['-c', 'sleep 60 & sleep 60'], { detached: true, stdio: 'ignore' });
writeFileSync('pids', holder.pid + ' ' + group.pid);
export default { ${RULE} check(obj, ctx) { ctx.report(obj, { messageId: 'seen', data: { name: obj.metadata.name } }); } };
`);
    const run = scan(cwd);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    expect(
      JSON.parse(run.stdout)
        .findings.map((f: { ruleId: string }) => f.ruleId)
        .sort(),
    ).toEqual(['own-rule', 'removed-api']);
    expect(run.ms).toBeLessThan(5000);
    const [holder, group] = readFileSync(join(cwd, 'pids'), 'utf8').split(' ').map(Number);
    // SIGKILL is delivered, not yet acted on, when kill() returns: give the processes a moment to end
    const left = () => running().filter((p) => p.pid === holder || p.group === group);
    const until = Date.now() + 2000;
    while (left().length > 0 && Date.now() < until) spawnSync('sleep', ['0.05']);
    expect(left()).toEqual([]);
  });
});

/** Processes of the machine that still run (a zombie waits only for its parent to read its status): pid, process group. */
function running(): { pid: number; group: number }[] {
  const found: { pid: number; group: number }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid pgrp ...": comm may hold spaces, so read after its closing parenthesis
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (state !== 'Z' && state !== 'X') found.push({ pid: Number(entry), group: Number(group) });
    } catch {
      // ended meanwhile
    }
  }
  return found;
}

describe("a plugin's output cannot reach the report", () => {
  it('console.log and process.stdout.write, while loading and in a rule, go to stderr: -o json stays JSON', { timeout: 10_000 }, () => {
    const run = scan(
      withPlugin(
        `console.log('loading');\nprocess.stdout.write('raw\\n');\nexport default { ${RULE} check(obj, ctx) { console.info('checking', obj.metadata.name); console.table([1]); ctx.report(obj, { messageId: 'seen', data: { name: 'x' } }); } };\n`,
      ),
    );
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout).findings).toHaveLength(2);
    expect(run.stderr).toContain('loading\nraw\nchecking web\n');
  });

  it('a report written to a file stays clean too, and so does -o sarif on stdout', { timeout: 10_000 }, () => {
    const cwd = withPlugin(`export default { ${RULE} check() { console.log('::error::from the plugin'); } };\n`);
    const run = cli(['--target', '1.37', '-f', 'ingress.yaml', '-o', 'sarif', '--report', 'json=report.json'], { cwd, env: LIMIT_ENV });
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout).version).toBe('2.1.0');
    expect(JSON.parse(readFileSync(join(cwd, 'report.json'), 'utf8')).findings).toHaveLength(1);
    expect(run.stderr).toBe('::error::from the plugin\n');
  });

  it('without plugins nothing is replaced: no guard, no watchdog thread', { timeout: 10_000 }, () => {
    const script = `
      const { main } = await import(${JSON.stringify(join(REPO_ROOT, 'dist', 'src', 'cli.js'))});
      const io = { stdout: () => {}, stderr: (t) => process.stderr.write(t), env: process.env, isTTY: false, cwd: process.cwd() };
      const code = await main(['--target', '1.37', '-f', 'ingress.yaml'], io);
      const replaced = Object.hasOwn(process.stdout, 'write') || process.exit.name !== 'exit';
      const watchdog = Symbol.for('k8s-upgrade-check.plugin-stuck') in globalThis;
      process.stderr.write(JSON.stringify({ code, replaced, watchdog }));
    `;
    const inProcess = (cwd: string) =>
      JSON.parse(spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd, encoding: 'utf8', timeout: 10_000 }).stderr);
    const plain = repo({ 'ingress.yaml': REMOVED_INGRESS('web'), '.k8s-upgrade-check.yaml': 'failOn: error\n' });
    expect(inProcess(plain)).toEqual({ code: 1, replaced: false, watchdog: false });
    expect(inProcess(withPlugin(`export default { ${RULE} check() {} };\n`))).toEqual({ code: 1, replaced: true, watchdog: true });
  });
});

describe('a plugin path is checked before it is imported', () => {
  it('a named pipe is refused at once rather than waited on', { timeout: 10_000 }, () => {
    const cwd = repo({ '.k8s-upgrade-check.yaml': 'plugins:\n  - ./plugin.mjs\n', 'ingress.yaml': REMOVED_INGRESS('web') });
    spawnSync('mkfifo', [join(cwd, 'plugin.mjs')]);
    expectStopped(scan(cwd), "not a regular file (a named pipe); name the rule module's file");
  });

  it('a link to a device is refused rather than read until memory runs out', { timeout: 10_000 }, () => {
    const cwd = repo({ '.k8s-upgrade-check.yaml': 'plugins:\n  - ./plugin.mjs\n', 'ingress.yaml': REMOVED_INGRESS('web') });
    symlinkSync('/dev/zero', join(cwd, 'plugin.mjs'));
    expectStopped(scan(cwd), "not a regular file (a device); name the rule module's file");
  });

  it('a built-in module of Node.js is no plugin', { timeout: 10_000 }, () => {
    const cwd = repo({ '.k8s-upgrade-check.yaml': 'plugins:\n  - node:child_process\n', 'ingress.yaml': REMOVED_INGRESS('web') });
    const run = scan(cwd);
    expect({ code: run.code, stderr: run.stderr }).toEqual({
      code: 2,
      stderr:
        'k8s-upgrade-check: plugin node:child_process (.k8s-upgrade-check.yaml:2): node:child_process is a module of Node.js itself, not a plugin; name a rule module\n',
    });
  });

  it('a time limit longer than the default, or not a number, is refused', { timeout: 10_000 }, () => {
    const cwd = withPlugin(`export default { ${RULE} check() {} };\n`);
    for (const value of ['600', 'soon', '-1']) {
      const run = cli(['--target', '1.37', '-f', 'ingress.yaml'], { cwd, env: { K8S_UPGRADE_CHECK_PLUGIN_TIMEOUT: value } });
      expect({ code: run.code, stderr: run.stderr }).toEqual({
        code: 2,
        stderr: `k8s-upgrade-check: K8S_UPGRADE_CHECK_PLUGIN_TIMEOUT=${value}: expected a number of seconds above 0 and at most 60\n`,
      });
    }
  });
});

/** 3,000 removed Ingresses: a report far larger than a pipe's buffer. */
function bigRepository(): string {
  return repo({ 'ingress.yaml': Array.from({ length: 3000 }, (_, i) => REMOVED_INGRESS(`web-${i}`)).join('---\n') });
}

function shell(script: string, cwd: string): { code: number | null; stdout: string; stderr: string } {
  const result = spawnSync('bash', ['-c', script], { cwd, encoding: 'utf8', timeout: 20_000, env: { ...process.env, K8S: `${process.execPath} ${BIN}` } });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('standard output that fails', () => {
  it('a reader that stops (| head -c 10, | head -1) ends the run quietly with its own exit code', { timeout: 20_000 }, () => {
    const cwd = bigRepository();
    expect(shell('$K8S --target 1.37 -f ingress.yaml -o json | head -c 10; echo " ${PIPESTATUS[0]}"', cwd)).toEqual({
      code: 0,
      stdout: '{\n  "schem 1\n',
      stderr: '',
    });
    expect(shell('$K8S --target 1.37 -f ingress.yaml | head -1; echo "${PIPESTATUS[0]}"', cwd)).toEqual({
      code: 0,
      stdout: 'Upgrade check for Kubernetes 1.37\n1\n',
      stderr: '',
    });
    expect(shell('$K8S --target 1.37 -f ingress.yaml --fail-on none -o yaml | head -c 1; echo " ${PIPESTATUS[0]}"', cwd)).toEqual({
      code: 0,
      stdout: 's 0\n',
      stderr: '',
    });
  });

  it('a full disk (/dev/full) is one line and exit code 2, for a report, --version and --help', { timeout: 20_000 }, () => {
    const cwd = bigRepository();
    const full = openSync('/dev/full', 'w');
    try {
      for (const args of [
        ['--target', '1.37', '-f', 'ingress.yaml'],
        ['--target', '1.37', '-f', 'ingress.yaml', '-o', 'json'],
        ['--version'],
        ['--help'],
        ['rules'],
      ]) {
        const run = cli(args, { cwd, stdout: full });
        expect({ args, code: run.code, stderr: run.stderr }).toEqual({
          args,
          code: 2,
          stderr: 'k8s-upgrade-check: cannot write to standard output: no space left on device\n',
        });
      }
    } finally {
      closeSync(full);
    }
  });

  it('standard error on a full disk: nothing can be said, and the exit code stays what it was', { timeout: 20_000 }, () => {
    const cwd = repo({ 'ingress.yaml': REMOVED_INGRESS('web') });
    expect(shell('$K8S --target 1.37 -f gone.yaml 2>/dev/full; echo $?', cwd)).toEqual({ code: 0, stdout: '2\n', stderr: '' });
    expect(shell('$K8S --target 1.37 -f ingress.yaml >/dev/null 2>/dev/full; echo $?', cwd)).toEqual({ code: 0, stdout: '1\n', stderr: '' });
    expect(shell('$K8S --target 1.37 -f ingress.yaml >/dev/full 2>/dev/full; echo $?', cwd)).toEqual({ code: 0, stdout: '2\n', stderr: '' });
  });

  it('a report file on a full disk is still exit code 2 with one line, not a stack trace', { timeout: 10_000 }, () => {
    const cwd = repo({ 'ingress.yaml': REMOVED_INGRESS('web') });
    const run = cli(['--target', '1.37', '-f', 'ingress.yaml', '--report', 'json=/dev/full'], { cwd });
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('a working directory that was removed', () => {
  it('--version and --help work; a scan, rules and completion say so in one line', { timeout: 20_000 }, () => {
    const parent = mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-gone-'));
    const gone = `cd "${parent}" && mkdir d && cd d && rmdir ../d && `;
    const version = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')).version as string;
    expect(shell(`${gone}$K8S --version`, parent)).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
    const help = shell(`${gone}$K8S --help`, parent);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: k8s-upgrade-check/);
    const line = 'the working directory no longer exists (it was deleted or moved); change to a directory that exists and run it again\n';
    expect(shell(`${gone}$K8S --target 1.37 -f x.yaml`, parent)).toEqual({ code: 2, stdout: '', stderr: `k8s-upgrade-check: ${line}` });
    expect(shell(`${gone}$K8S --target 1.37 -f /etc/hostname`, parent)).toEqual({ code: 2, stdout: '', stderr: `k8s-upgrade-check: ${line}` });
    expect(shell(`${gone}$K8S rules`, parent)).toEqual({ code: 2, stdout: '', stderr: `k8s-upgrade-check: ${line}` });
    const complete = join(REPO_ROOT, 'bin', 'kubectl_complete-upgrade_check.js');
    expect(shell(`${gone}${process.execPath} ${complete} -f ''`, parent)).toEqual({ code: 2, stdout: '', stderr: `kubectl upgrade-check: ${line}` });
    rmSync(parent, { recursive: true, force: true });
  });
});

describe('signals end the run with one line and the shell convention 128 + signal', () => {
  /** Starts the CLI on a plugin that waits, sends the signal once the run is under way, and returns how it ended. */
  async function signalled(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }> {
    const cwd = withPlugin(
      `import { writeFileSync } from 'node:fs';\nwriteFileSync('started', '');\nawait new Promise((done) => setTimeout(done, 20_000));\nexport default { ${RULE} check() {} };\n`,
    );
    const child = spawn(process.execPath, [BIN, '--target', '1.37', '-f', 'ingress.yaml'], { cwd, env: { ...process.env, NO_COLOR: '1' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    while (!existsSync(join(cwd, 'started'))) await new Promise((done) => setTimeout(done, 20));
    child.kill(signal);
    const [code, by] = await new Promise<[number | null, NodeJS.Signals | null]>((done) => child.on('close', (c, s) => done([c, s])));
    return { code, signal: by, stdout, stderr };
  }

  it('SIGTERM: 143', { timeout: 15_000 }, async () => {
    expect(await signalled('SIGTERM')).toEqual({
      code: 143,
      signal: null,
      stdout: '',
      stderr: 'k8s-upgrade-check: stopped by SIGTERM before the run finished\n',
    });
  });

  it('SIGINT: 130', { timeout: 15_000 }, async () => {
    expect(await signalled('SIGINT')).toEqual({
      code: 130,
      signal: null,
      stdout: '',
      stderr: 'k8s-upgrade-check: stopped by SIGINT before the run finished\n',
    });
  });
});

/** The matcher before it became linear: the reference for what globs mean. */
function referenceGlob(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i];
    if (ch === '*' && glob[i + 1] === '*') {
      i++;
      if (glob[i + 1] === '/') {
        i++;
        source += '(?:.*/)?';
      } else {
        source += '.*';
      }
    } else if (ch === '*') {
      source += '[^/]*';
    } else if (ch === '?') {
      source += '[^/]';
    } else {
      source += ch.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${source}$`);
}

describe('ignore globs match in linear time, with the meaning they had', () => {
  it('30 stars against a long name: well under a second', { timeout: 5_000 }, () => {
    const started = performance.now();
    expect(compileGlob('*a'.repeat(30) + 'b').test('a'.repeat(5000))).toBe(false);
    expect(compileGlob('**a'.repeat(30) + '/b').test('a/'.repeat(2000))).toBe(false);
    expect(compileGlob('**/'.repeat(30) + '*.yaml').test('d/'.repeat(2000) + 'x.yml')).toBe(false);
    expect(compileGlob('*a'.repeat(30)).test('a'.repeat(5000))).toBe(true);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('an ignore with such a glob in a configuration file does not stall the scan', { timeout: 15_000 }, () => {
    const name = 'a'.repeat(60);
    const glob = '*a'.repeat(12) + 'b';
    const cwd = repo({
      'ingress.yaml': REMOVED_INGRESS(name),
      '.k8s-upgrade-check.yaml': `ignores:\n  - rule: removed-api\n    name: "${glob}"\n    file: "${'**/*'.repeat(12)}x"\n    reason: a glob that backtracks\n`,
    });
    const run = cli(['--target', '1.37', '-f', 'ingress.yaml', '-o', 'json'], { cwd, timeout: 10_000 });
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 1, stderr: '' });
    expect(JSON.parse(run.stdout).findings.map((f: { object: { name: string } }) => f.object.name)).toEqual([name]);
  });

  // Patterns and texts over the characters that matter: the wildcards, the separator, and a few literals.
  const pattern = fc
    .array(fc.constantFrom('*', '**', '**/', '?', '/', 'a', 'b', '.', '-', '+', '(', ')', '[', ']', '{', '}', '$', '^', '\\'), { maxLength: 8 })
    .map((parts) => parts.join(''));
  const text = fc
    .array(fc.constantFrom('a', 'b', '/', '.', '-', '+', '(', ')', '[', ']', '{', '}', '$', '^', '\\', '*', '?'), { maxLength: 12 })
    .map((parts) => parts.join(''));

  it('matches exactly what the regular expressions matched, on patterns where they answer quickly', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(pattern, text, (glob, value) => {
        expect(compileGlob(glob).test(value)).toBe(referenceGlob(glob).test(value));
      }),
      { numRuns: 5000 },
    );
  });

  it('and on paths and names as they come (file globs relative to the configuration file)', { timeout: 10_000 }, () => {
    const cases: [string, string][] = [
      ['charts/**/*.yaml', 'charts/a.yaml'],
      ['charts/**/*.yaml', 'charts/app/templates/a.yaml'],
      ['charts/**', 'charts'],
      ['charts/**', 'charts/'],
      ['**/templates/*', 'templates/a.yaml'],
      ['**', '../outside/a.yaml'],
      ['*', '.hidden'],
      ['?', 'é'],
      ['legacy-*', 'legacy-'],
      ['a**b', 'a/x/b'],
      ['***', 'a/b'],
      ['**/', ''],
      ['', ''],
    ];
    for (const [glob, value] of cases) expect([glob, value, compileGlob(glob).test(value)]).toEqual([glob, value, referenceGlob(glob).test(value)]);
  });
});

const PRE_COMMIT = spawnSync('pre-commit', ['--version'], { encoding: 'utf8' }).status === 0;

describe.skipIf(!PRE_COMMIT)('the pre-commit hook, run by pre-commit on a commit', () => {
  /**
   * A repository whose hook is this one as .pre-commit-hooks.yaml defines it (entry arguments, files,
   * exclude, serial), run by the CLI of this working tree: an install from git (.ci/run) runs the
   * prebuilt CLI, which only a release rebuilds.
   */
  function hooked(): { dir: string; commit: (message: string) => { code: number | null; output: string } } {
    const [hook] = yaml.load(readFileSync(join(REPO_ROOT, '.pre-commit-hooks.yaml'), 'utf8')) as Record<string, unknown>[];
    const [command, ...args] = String(hook.entry).split(' ');
    expect(command).toBe('k8s-upgrade-check');
    const dir = mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-pre-commit-'));
    const env = { ...process.env, PRE_COMMIT_HOME: join(dir, '.cache'), NO_COLOR: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' };
    const git = (...gitArgs: string[]) => spawnSync('git', gitArgs, { cwd: join(dir, 'work'), env, encoding: 'utf8', timeout: 60_000 });
    mkdirSync(join(dir, 'work'));
    git('init', '-q');
    git('config', 'user.name', 'Test');
    git('config', 'user.email', 'test@example.invalid');
    git('config', 'commit.gpgsign', 'false');
    const local = {
      repos: [
        {
          repo: 'local',
          hooks: [
            {
              ...hook,
              language: 'system',
              entry: [process.execPath, BIN, ...args].join(' '),
              args: ['--target', '1.37'],
              minimum_pre_commit_version: undefined,
            },
          ],
        },
      ],
    };
    writeFileSync(join(dir, 'work', '.pre-commit-config.yaml'), yaml.dump(JSON.parse(JSON.stringify(local))));
    expect(spawnSync('pre-commit', ['install'], { cwd: join(dir, 'work'), env, encoding: 'utf8', timeout: 60_000 }).status).toBe(0);
    git('add', '.pre-commit-config.yaml');
    return {
      dir: join(dir, 'work'),
      commit: (message) => {
        const result = git('commit', '-q', '-m', message);
        return { code: result.status, output: result.stdout + result.stderr };
      },
    };
  }

  const write = (dir: string, files: Record<string, string>) => {
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
    spawnSync('git', ['add', ...Object.keys(files)], { cwd: dir });
  };

  it('passes a commit of a package.json, a workflow, a compose file and Helm values; blocks a removed API', { timeout: 60_000 }, () => {
    const repository = hooked();
    write(repository.dir, { 'package.json': '{ "name": "app", "version": "1.0.0" }\n' });
    expect(repository.commit('A package.json alone')).toEqual({ code: 0, output: expect.stringMatching(/^k8s-upgrade-check\.+Passed\n$/) });
    write(repository.dir, {
      '.github/workflows/ci.yaml': 'on: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps: [{ run: npm test }]\n',
      'docker-compose.yml': 'services:\n  web:\n    image: nginx:1.27\n',
      'chart/values.yaml': 'replicaCount: 2\n',
      'chart/templates/deployment.yaml': 'apiVersion: {{ .Values.apiVersion }}\nkind: Deployment\n',
    });
    expect(repository.commit('CI, compose and chart values')).toEqual({ code: 0, output: expect.stringMatching(/^k8s-upgrade-check\.+Passed\n$/) });
    write(repository.dir, { 'k8s/ingress.yaml': REMOVED_INGRESS('web') });
    const blocked = repository.commit('An Ingress on a removed API');
    expect(blocked.code).not.toBe(0);
    expect(blocked.output).toContain('extensions/v1beta1 Ingress is no longer served since Kubernetes 1.22');
    expect(spawnSync('git', ['rev-list', '--count', 'HEAD'], { cwd: repository.dir, encoding: 'utf8' }).stdout.trim()).toBe('2');
  });

  it('a staged file that cannot be read as YAML still blocks: only "no Kubernetes object" passes', { timeout: 60_000 }, () => {
    const repository = hooked();
    write(repository.dir, { 'k8s/broken.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: [\n' });
    const blocked = repository.commit('Broken YAML');
    expect(blocked.code).not.toBe(0);
    expect(blocked.output).toContain('Not valid YAML');
  });
});

describe('outside the hook, nothing to check is still exit code 2', () => {
  it('a package.json alone: 2 without --allow-empty, 0 with it and one line saying so', { timeout: 10_000 }, () => {
    const cwd = repo({ 'package.json': '{ "name": "app" }\n', 'docker-compose.yml': 'services: {}\n' });
    const plain = cli(['--target', '1.37', 'package.json'], { cwd });
    expect({ code: plain.code, stderr: plain.stderr }).toEqual({
      code: 2,
      stderr: 'k8s-upgrade-check: package.json held no Kubernetes object (1 document without kind and apiVersion): check the path given to -f\n',
    });
    const allowed = cli(['--target', '1.37', '--allow-empty', 'package.json', 'docker-compose.yml'], { cwd });
    expect(allowed).toMatchObject({
      code: 0,
      stdout: '',
      stderr: 'k8s-upgrade-check: nothing to check: package.json and docker-compose.yml held no Kubernetes object (2 documents without kind and apiVersion)\n',
    });
    // a path that does not exist is no "nothing to check": it still stops the run
    const missing = cli(['--target', '1.37', '--allow-empty', 'gone.yaml'], { cwd });
    expect({ code: missing.code, stderr: missing.stderr }).toEqual({
      code: 2,
      stderr: 'k8s-upgrade-check: cannot read gone.yaml: no such file or directory; check the path given to -f\n',
    });
  });
});
