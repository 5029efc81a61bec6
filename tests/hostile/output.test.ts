/**
 * Text from manifests, file names, Helm charts, annotations and the API server, printed in every
 * output format: nothing reaches the terminal or a CI log that a terminal or the GitHub Actions
 * runner would act on, the escaping stays visible, JSON and YAML keep the exact values, and every
 * command the tool suggests runs what it says when pasted.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { fakeClusters, runCliAsync } from '../sources/cluster/helpers.js';
import { displayText, guardJson, guardText } from '../../src/untrusted-text.js';
import { shellName, shellPath, shellQuote } from '../../src/shell-quote.js';
import { quotePath } from '../../src/fix/diff.js';
import { encodeUriPath } from '../../src/reporters/sarif.js';
import { renderMarkdownForTerminal } from '../../src/terminal-markdown.js';

const FORMATS = ['table', 'wide', 'markdown', 'github', 'junit', 'sarif', 'json', 'yaml'] as const;

/** What a terminal acts on: clear the screen, set the title (OSC 0 ... BEL), a hyperlink (OSC 8), a carriage return that overwrites. */
const TERMINAL = '\x1b[2J\x1b[H\x1b]0;pwned title\x07\x1b]8;;https://evil.example/\x07click me\x1b]8;;\x07\rforged\b\x00';
/** What shows text in another order, or hides it. */
const BIDI = '\u202eevil\u202c\u2066iso\u2069\u200bzw\ufeff\u00ad\u0085nel\u2028ls\u2029ps';

const NAME = `web${TERMINAL}${BIDI}`;
const NAMESPACES = [
  'ns\n::error file=x::pwned',
  '\n::stop-commands::token',
  'x ##[error]pwned',
  '##[set-output name=a;]b',
  '  ::warning::indented',
  '#\u200b#[error]hidden',
];

/** Any character a terminal or the runner could act on, or that hides text; the Markdown icons' emoji selector is ours. */
// biome-ignore lint/suspicious/noMisleadingCharacterClass: the lookahead keeps U+FE0F on its own, after the icon it follows
const RAW_UNSAFE = /(?![\n\ufe0f])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-output-'));
  chmodSync(dir, 0o755);
  return dir;
}

/** A removed Ingress, with every string written as a YAML double-quoted scalar (raw control bytes are not YAML). */
function ingress(name: string, namespace: string, extra = ''): string {
  return `apiVersion: extensions/v1beta1\nkind: Ingress\nmetadata:\n  name: ${JSON.stringify(name)}\n  namespace: ${JSON.stringify(namespace)}\n  labels:\n    team: ${JSON.stringify(`a ##[error]label${TERMINAL}`)}\n${extra}`;
}

/** A repository whose names, namespaces, file names, kinds and annotations are all hostile. */
function hostileRepository(): { dir: string; files: string[] } {
  const dir = tempDir();
  const files: string[] = [];
  const write = (file: string, text: string) => {
    writeFileSync(join(dir, file), text);
    files.push(file);
  };
  write('ingress.yaml', NAMESPACES.map((ns, i) => ingress(`${NAME}-${i}`, ns)).join('---\n'));
  // File names: a POSIX name may hold anything but `/` and NUL.
  write('file\n::error file=f::pwned.yaml', ingress('in-a-newline-file', 'default'));
  write(`esc${TERMINAL.replace(/[\x00/]/g, '')}.yaml`, ingress('in-an-esc-file', 'default'));
  write('x ##[error]y \u202e.yaml', ingress('in-a-command-file', 'default'));
  write('back\\slash.yaml', ingress('in-a-backslash-file', 'default'));
  // A kind is shown in messages and in the suggested `kubectl explain`.
  write(
    'kinds.yaml',
    [
      `Thing${TERMINAL}`,
      `${'a'.repeat(110)} ::error file=wrapped::pwned ##[error]x`,
      '![pixel](https://evil.example/p.png) [Approve](https://evil.example) \\[x\\](y)',
    ]
      .map((kind, i) => `kind: ${JSON.stringify(kind)}\nmetadata: {name: k${i}}\n`)
      .join('---\n'),
  );
  // A syntax error whose message quotes the raw bytes of the line.
  write('broken.yaml', `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: \x1b]0;raw title\x07\n  : [\n`);
  // A suppression whose reason is written in the manifest, shown with --show-suppressed.
  write(
    'suppressed.yaml',
    ingress(
      'suppressed',
      'default',
      `  annotations:\n    k8s-upgrade-check.io/ignore: removed-api\n    k8s-upgrade-check.io/ignore-reason: ${JSON.stringify(`reason\n::error::pwned ##[error]x${TERMINAL}`)}\n`,
    ),
  );
  return { dir, files };
}

/** The lines the GitHub runner would act on, as it reads them: leading white space trimmed, then `::` or `##[` anywhere. */
function workflowCommands(text: string): string[] {
  return text.split('\n').filter((line) => line.trimStart().startsWith('::') || line.includes('##['));
}

function expectNothingActive(text: string, format: string): void {
  const match = RAW_UNSAFE.exec(text);
  expect(match && { format, at: text.slice(Math.max(0, match.index - 40), match.index + 10), code: match[0].codePointAt(0)!.toString(16) }).toBeNull();
  const commands = workflowCommands(text);
  if (format === 'github') {
    // Only its own annotations, one per finding and gap.
    for (const line of commands)
      expect(line).toMatch(/^::(error|warning|notice) file=[^:\n]*,line=\d+,col=\d+,title=[^:\n]*::|^::(error|warning|notice) title=[^:\n]*::/);
    expect(commands.join('\n')).not.toContain('##[');
  } else {
    expect({ format, commands }).toEqual({ format, commands: [] });
  }
}

describe('hostile names, namespaces, kinds, file names and messages in every format', () => {
  const { dir, files } = hostileRepository();
  const outputs = new Map<string, string>();
  const runFormat = (format: string) => {
    let out = outputs.get(format);
    if (out === undefined) {
      const result = runCli(['--target', '1.37', '-f', '.', '-o', format, '--show-suppressed', '--no-color'], { cwd: dir });
      expect(result.stderr).toBe('');
      expect(result.code).toBe(1);
      outputs.set(format, (out = result.stdout));
    }
    return out;
  };

  for (const format of FORMATS) {
    it(`${format}: no raw control, bidi or invisible character, no workflow command`, { timeout: 30_000 }, () => {
      expectNothingActive(runFormat(format), format);
    });
  }

  it('the formats for people show what was there, escaped', { timeout: 30_000 }, () => {
    for (const format of ['table', 'wide', 'markdown', 'junit'] as const) {
      // Markdown is compared as it renders: its own backslash escapes of `\`, `[` and `]` undone.
      const text = format === 'markdown' ? runFormat(format).replace(/\\([\\[\]])/g, '$1') : runFormat(format);
      expect(text, format).toContain('web\\x1b[2J\\x1b[H\\x1b]0;pwned title\\x07\\x1b]8;;https://evil.example/\\x07click me\\x1b]8;;\\x07\\rforged\\x08\\x00');
      expect(text, format).toContain('\\u202eevil\\u202c\\u2066iso\\u2069\\u200bzw\\ufeff\\xad\\x85nel\\u2028ls\\u2029ps');
      expect(text, format).toContain('#\\x23[set-output name=a;]b');
      expect(text, format).toContain('#\\u200b#[error]hidden');
    }
    // A pull-request comment shows no link or image that a manifest wrote.
    expect(runFormat('markdown')).toContain('!\\[pixel\\](https://evil.example/p.png) \\[Approve\\](https://evil.example) \\\\\\[x\\\\\\](y)');
    // GitHub names the file of each finding rather than its object.
    expect(runFormat('github')).toContain('file=x #\\x23[error]y \\u202e.yaml,');
    const table = runFormat('table');
    expect(table).toContain('ns\\n::error file=x::pwned/web');
    expect(table).toContain('\\n::stop-commands::token/web');
    // A word of a wrapped note that would have started a line as a command.
    expect(table).toMatch(/\n +\\x3a:error file=wrapped::pwned #\\x23\[error\]x/);
    expect(table).toContain('file\\n::error file=f::pwned.yaml:1');
    expect(table).toContain('back\\slash.yaml:1');
    expect(table).toContain('reason\\n::error::pwned #\\x23[error]x\\x1b[2J');
    expect(table).toContain('\n  suppressed.yaml:1  Ingress default/suppressed  removed-api: reason\\n::error::pwned');
  });

  it('JSON and YAML carry the exact values, and load back to the same document', { timeout: 30_000 }, () => {
    const json = JSON.parse(runFormat('json')) as {
      findings: { message: string; object: { name: string; namespace: string | null; kind: string } | null; location: { file: string } | null }[];
      suppressed: { suppression: { reason: string }; location: { file: string } | null }[];
    };
    const names = json.findings.map((f) => f.object?.name);
    NAMESPACES.forEach((ns, i) => {
      expect(names).toContain(`${NAME}-${i}`);
      expect(json.findings.find((f) => f.object?.name === `${NAME}-${i}`)!.object!.namespace).toBe(ns);
    });
    const found = new Set([...json.findings, ...json.suppressed].map((f) => f.location?.file));
    for (const file of files) expect(found, file).toContain(file);
    expect(json.findings.map((f) => f.message)).toContain(
      `Thing${TERMINAL} without apiVersion: kubectl apply rejects it ("apiVersion not set"), and it was not checked.`,
    );
    expect(json.suppressed[0].suppression.reason).toBe(`reason\n::error::pwned ##[error]x${TERMINAL}`);
    expect(yaml.load(runFormat('yaml'))).toEqual(json);
  });

  it('SARIF names each file by a URI that decodes to its exact name, and shows texts escaped', { timeout: 30_000 }, () => {
    const sarif = JSON.parse(runFormat('sarif')) as {
      runs: { results: { message: { text: string }; locations?: { physicalLocation?: { artifactLocation: { uri: string } } }[] }[] }[];
    };
    const uris = sarif.runs[0].results.map((r) => r.locations?.[0]?.physicalLocation?.artifactLocation.uri).filter((u): u is string => u !== undefined);
    for (const uri of uris) expect(uri).toMatch(/^[A-Za-z0-9\-._~/%]+$/);
    const decoded = new Set(uris.map(decodeURIComponent));
    for (const file of files) expect(decoded, file).toContain(file);
    expect(sarif.runs[0].results.some((r) => r.message.text.includes('Thing\\x1b[2J'))).toBe(true);
  });

  it('--report files go through the same path as the output', { timeout: 30_000 }, () => {
    const result = runCli(
      ['--target', '1.37', '-f', '.', '-o', 'json', '--report', 'github=out/gh.txt', '--report', 'table=out/table.txt', '--report', 'yaml=out/r.yaml'],
      { cwd: dir },
    );
    expect(result.code).toBe(1);
    expectNothingActive(readFileSync(join(dir, 'out', 'gh.txt'), 'utf8'), 'github');
    expectNothingActive(readFileSync(join(dir, 'out', 'table.txt'), 'utf8'), 'table');
    expect(yaml.load(readFileSync(join(dir, 'out', 'r.yaml'), 'utf8'))).toEqual(JSON.parse(result.stdout));
  });

  it('colour codes are the only escape sequences in a coloured table', { timeout: 30_000 }, () => {
    const result = runCli(['--target', '1.37', '-f', '.'], { cwd: dir, env: { FORCE_COLOR: '1' } });
    expect(result.stdout).toContain('\x1b[1m');
    const withoutColour = result.stdout.replace(/\x1b\[[0-9;]*m/g, '');
    expectNothingActive(withoutColour, 'table');
  });
});

describe('messages on stderr', () => {
  it('errors, warnings and the summary of fix show hostile names escaped, and start no workflow command', () => {
    const { dir, files } = hostileRepository();
    const missing = `gone\n::error file=m::pwned${TERMINAL.replace(/[\x00/]/g, '')}.yaml`;
    const runs = [
      runCli(['--target', '1.37', '-f', 'ingress.yaml', '-f', missing], { cwd: dir }),
      runCli(['--target', '1.37', '-f', '.', '--report', `json=${files[1]}`], { cwd: dir }),
      runCli(['fix', '--target', '1.37', '-f', '.'], { cwd: dir }),
      runCli(['--target', '1.37', '--context', `ctx\n::error::pwned${TERMINAL.replace(/\x00/g, '')}`, '--kubeconfig', join(dir, 'ingress.yaml')], { cwd: dir }),
    ];
    expect(runs.map((run) => run.code)).toEqual([2, 2, 1, 2]);
    for (const run of runs) {
      expect(run.stderr).not.toBe('');
      expectNothingActive(run.stderr, 'stderr');
    }
    expect(runs[0].stderr).toBe(`k8s-upgrade-check: cannot read ${displayText(missing)}: no such file or directory; check the path given to -f\n`);
  });
});

describe("the API server's version and the context name in the headline", () => {
  const fakeCluster = fakeClusters(`v1.34.2+${TERMINAL.replace(/[\r\x00]/g, '')}\u202eevil ##[error]x ::error::y`);

  it('is shown escaped in the table and exact in JSON', { timeout: 60_000 }, async () => {
    // A proxy in front of the server may answer a denied list with any text: it is shown under NOT CHECKED.
    const fake = await fakeCluster({ forbidden: ['apps/deployments'], forbiddenMessage: `denied\n::error::from-proxy ##[add-mask]x\x1b]0;proxy\x07\u202e` });
    const dir = tempDir();
    const context = 'prod\n::error::ctx ##[error]c\x1b]0;t\x07';
    // Written as JSON, which is YAML: the context name keeps every character.
    const kubeconfig = join(dir, 'kubeconfig');
    writeFileSync(
      kubeconfig,
      JSON.stringify({
        apiVersion: 'v1',
        kind: 'Config',
        clusters: [{ name: 'c', cluster: { server: fake.url, 'certificate-authority-data': Buffer.from(fake.caPem).toString('base64') } }],
        users: [{ name: 'u', user: { token: fake.token } }],
        contexts: [{ name: context, context: { cluster: 'c', user: 'u' } }],
        'current-context': context,
      }),
    );
    const table = await runCliAsync(['--target', '1.35', '--kubeconfig', kubeconfig, '--no-color']);
    expect(table.stderr).toBe('');
    expect(table.stdout).toContain('Kubernetes v1.34.2+\\x1b[2J\\x1b[H\\x1b]0;pwned title\\x07');
    expect(table.stdout).toContain('\\u202eevil #\\x23[error]x ::error::y');
    expect(table.stdout).toContain('context prod\\n::error::ctx #\\x23[error]c\\x1b]0;t\\x07');
    expect(table.stdout).toMatch(/403 Forbidden: denied.{0,3}::error::from-proxy #\\x23\[add-mask\]x.*\\u202e/);
    expectNothingActive(table.stdout, 'table');
    for (const format of ['github', 'markdown', 'junit', 'sarif', 'yaml'] as const) {
      expectNothingActive((await runCliAsync(['--target', '1.35', '--kubeconfig', kubeconfig, '-o', format])).stdout, format);
    }
    const json = await runCliAsync(['--target', '1.35', '--kubeconfig', kubeconfig, '-o', 'json']);
    expectNothingActive(json.stdout, 'json');
    const cluster = (JSON.parse(json.stdout) as { cluster: { version: string; context: string } }).cluster;
    expect(cluster.version).toBe(`v1.34.2+${TERMINAL.replace(/[\r\x00]/g, '')}\u202eevil ##[error]x ::error::y`);
    expect(cluster.context).toBe(context);
  });
});

describe('text a plugin writes: messages, fixes and rule docs', () => {
  const HOSTILE = 'x\x1b]0;title\x07\n::error file=p::pwned ##[set-output name=a;]b \u202eevil\r\u2028';

  it('is shown escaped in every format and in explain, and exact in JSON', { timeout: 60_000 }, () => {
    const dir = tempDir();
    writeFileSync(
      join(dir, 'rule.mjs'),
      `const HOSTILE = ${JSON.stringify(HOSTILE)};
export default {
  id: 'hostile-plugin',
  release: 'core',
  severity: 'warning',
  kinds: ['ConfigMap'],
  docs: { summary: 'Summary ' + HOSTILE, changed: 'Changed\\n::stop-commands::tok ' + HOSTILE, affected: 'a', why: 'w', fix: 'f ' + HOSTILE, sources: [{ title: 't ' + HOSTILE, url: 'https://example.com/' }] },
  messages: { m: 'Message {{text}}' },
  fixes: { m: 'Fix {{text}}' },
  check(obj, ctx) { ctx.report(obj, { messageId: 'm', data: { text: HOSTILE } }); },
};
`,
    );
    writeFileSync(join(dir, '.k8s-upgrade-check.yaml'), 'plugins:\n  - ./rule.mjs\n');
    writeFileSync(join(dir, 'cm.yaml'), 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n');
    for (const format of FORMATS) {
      const result = runCli(['--target', '1.37', '-f', 'cm.yaml', '-o', format, '--fail-on', 'warning'], { cwd: dir });
      expect(result.code, `${format}: ${result.stderr}`).toBe(1);
      expectNothingActive(result.stdout, format);
      if (format === 'json') expect((JSON.parse(result.stdout) as { findings: { message: string }[] }).findings[0].message).toBe(`Message ${HOSTILE}`);
      if (format === 'table')
        expect(result.stdout).toContain('Message x\\x1b]0;title\\x07\\n::error file=p::pwned #\\x23[set-output name=a;]b \\u202eevil\\r\\u2028');
    }
    const explain = runCli(['explain', 'hostile-plugin'], { cwd: dir, env: { FORCE_COLOR: '1' } });
    expect(explain.code).toBe(0);
    expect(explain.stdout).toContain('Summary x\\x1b]0;title\\x07');
    expectNothingActive(explain.stdout.replace(/\x1b\[[0-9;]*m/g, ''), 'explain');
    for (const args of [['explain', 'hostile-plugin', '-o', 'markdown'], ['rules'], ['rules', '-o', 'markdown'], ['rules', '-o', 'json']]) {
      const listed = runCli(args, { cwd: dir });
      expect(listed.code, args.join(' ')).toBe(0);
      expectNothingActive(listed.stdout, args.join(' '));
    }
    const json = JSON.parse(runCli(['rules', '-o', 'json'], { cwd: dir }).stdout) as { id: string; summary: string }[];
    expect(json.find((rule) => rule.id === 'hostile-plugin')?.summary).toBe(`Summary ${HOSTILE}`);
  });
});

/** A git repository holding `names`, each a PodDisruptionBudget that `fix` rewrites. */
function repositoryOfNames(names: readonly string[]): string {
  const dir = tempDir();
  const git = (...args: string[]) => spawnSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], { cwd: dir, encoding: 'utf8' });
  git('init', '-q', '.');
  for (const name of names) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(
      join(dir, name),
      'apiVersion: policy/v1beta1\nkind: PodDisruptionBudget\nmetadata:\n  name: pdb\nspec:\n  minAvailable: 1\n  selector: {matchLabels: {app: web}}\n',
    );
  }
  git('add', '-A');
  git('commit', '-qm', 'manifests');
  return dir;
}

describe('diff headers that git apply reads back', () => {
  const NAMES = [
    'tab\there.yaml',
    'new\nline.yaml',
    'sp ace.yaml',
    'quo"te.yaml',
    'back\\slash.yaml',
    'café-ünï.yaml',
    'esc\x1b[2J.yaml',
    'bidi\u202eevil.yaml',
    'dir with space/a b.yaml',
    '::error file=x::y.yaml',
    'x ##[error]y.yaml',
    'x 2020-01-01 00:00:00.000000000 +0000.yaml',
  ];

  it('names with tabs, line breaks, quotes, backslashes and UTF-8 are quoted as git quotes them', { timeout: 60_000 }, () => {
    const dir = repositoryOfNames(NAMES);
    const fix = runCli(['fix', '--target', '1.37', '-f', '.'], { cwd: dir });
    expect(fix.code).toBe(0);
    const headers = fix.stdout.split('\n').filter((line) => line.startsWith('--- ') || line.startsWith('+++ '));
    expect(headers).toHaveLength(2 * NAMES.length);
    expect(headers).toContain('--- "a/tab\\there.yaml"');
    expect(headers).toContain('+++ "b/new\\nline.yaml"');
    expect(headers).toContain('--- a/sp ace.yaml');
    expect(headers).toContain('--- "a/quo\\"te.yaml"');
    expect(headers).toContain('--- "a/back\\\\slash.yaml"');
    expect(headers).toContain('--- "a/caf\\303\\251-\\303\\274n\\303\\257.yaml"');
    expect(headers).toContain('--- "a/esc\\033[2J.yaml"');
    expect(headers).toContain('--- "a/bidi\\342\\200\\256evil.yaml"');
    expect(headers).toContain('--- "a/x #\\043[error]y.yaml"');
    expect(RAW_UNSAFE.test(headers.join('\n'))).toBe(false);
    const patch = join(tempDir(), 'fix.patch');
    writeFileSync(patch, fix.stdout);
    const check = spawnSync('git', ['apply', '--check', '-v', patch], { cwd: dir, encoding: 'utf8' });
    expect(check.stderr).not.toMatch(/^(error|warning):/m);
    expect(check.status).toBe(0);
    // And applied: every file is rewritten, and nothing else appears.
    const applied = tempDir();
    cpSync(dir, applied, { recursive: true });
    expect(spawnSync('git', ['apply', patch], { cwd: applied, encoding: 'utf8' }).status).toBe(0);
    for (const name of NAMES) expect(readFileSync(join(applied, name), 'utf8'), name).toMatch(/^apiVersion: policy\/v1\n/);
    const status = spawnSync('git', ['status', '--porcelain', '-z', '--untracked-files=all'], { cwd: applied, encoding: 'utf8' })
      .stdout.split('\0')
      .filter(Boolean);
    expect(status.map((line) => line.slice(3)).sort()).toEqual([...NAMES].sort());
  });

  it('quotePath follows core.quotePath byte for byte', { timeout: 10_000 }, () => {
    expect(quotePath('a/plain name.yaml')).toBe('a/plain name.yaml');
    expect(quotePath('a/\x07\b\t\n\v\f\r"\\\x01\x7f')).toBe('"a/\\a\\b\\t\\n\\v\\f\\r\\"\\\\\\001\\177"');
    expect(quotePath('a/ü')).toBe('"a/\\303\\274"');
    expect(quotePath('a/trailing ')).toBe('"a/trailing "');
    expect(quotePath('a/x ##[set-output]y')).toBe('"a/x #\\043[set-output]y"');
  });
});

/** Stand-ins for the commands the tool suggests, which record the arguments they get. */
function recordingCommands(dir: string, names: string[]): { path: string; args: (name: string) => string[][] } {
  const bin = join(dir, '.bin');
  mkdirSync(bin);
  for (const name of names) {
    writeFileSync(
      join(bin, name),
      `#!/bin/sh\nprintf '%s\\0' "$@" >> "${join(bin, `${name}.args`)}"\nprintf '\\n' >> "${join(bin, `${name}.args`)}"\ncat > /dev/null\n`,
    );
    chmodSync(join(bin, name), 0o755);
  }
  return {
    path: `${bin}:${process.env.PATH}`,
    args: (name) =>
      existsSync(join(bin, `${name}.args`))
        ? readFileSync(join(bin, `${name}.args`), 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((line) => line.split('\0').slice(0, -1))
        : [],
  };
}

describe('suggested commands run what they say when pasted', () => {
  it('helm template for unrendered charts: names and paths stay one word, and run nothing', { timeout: 60_000 }, () => {
    const dir = tempDir();
    const chart = (directory: string, name: string) => {
      mkdirSync(join(dir, directory, 'templates'), { recursive: true });
      writeFileSync(join(dir, directory, 'Chart.yaml'), `apiVersion: v2\nname: ${JSON.stringify(name)}\nversion: 0.1.0\n`);
      writeFileSync(join(dir, directory, 'templates', 'deploy.yaml'), '{{- if .Values.enabled }}\napiVersion: apps/v1\nkind: Deployment\n{{- end }}\n');
    };
    chart('charts/$(touch pwned-dir)', '$(touch pwned-name)');
    chart("it's a `chart`", 'shop');
    chart('-opt', '--post-renderer=./evil.sh');
    chart('semi;colon', 'web.v2');
    const json = runCli(['--target', '1.37', '-f', '.', '-o', 'json'], { cwd: dir });
    const fixes = (JSON.parse(json.stdout) as { findings: { fix: string }[] }).findings.map((f) => f.fix).filter((fix) => fix.includes('helm template'));
    expect(fixes).toHaveLength(4);
    const commands = recordingCommands(dir, ['helm', 'k8s-upgrade-check']);
    for (const fix of fixes) {
      const command = fix.slice(fix.indexOf('helm template'));
      const ran = spawnSync('sh', ['-c', command], { cwd: dir, encoding: 'utf8', env: { PATH: commands.path } });
      expect(ran.status, command).toBe(0);
    }
    expect(existsSync(join(dir, 'pwned-dir'))).toBe(false);
    expect(existsSync(join(dir, 'pwned-name'))).toBe(false);
    const helm = commands.args('helm').sort((a, b) => a[2].localeCompare(b[2]));
    expect(helm).toEqual(
      [
        ['template', 'RELEASE', './-opt', '--kube-version', '1.37'],
        ['template', 'RELEASE', 'charts/$(touch pwned-dir)', '--kube-version', '1.37'],
        ['template', 'shop', "it's a `chart`", '--kube-version', '1.37'],
        ['template', 'web.v2', 'semi;colon', '--kube-version', '1.37'],
      ].sort((a, b) => a[2].localeCompare(b[2])),
    );
    for (const args of helm) expect(existsSync(join(dir, args[2], 'Chart.yaml')), args[2]).toBe(true);
    expect(commands.args('k8s-upgrade-check')).toEqual(Array(4).fill(['--target', '1.37', '-f', '-']));
  });

  it('kubectl explain for a kind without apiVersion: a kind runs nothing, and one that looks like a flag is not passed', { timeout: 30_000 }, () => {
    const dir = tempDir();
    writeFileSync(
      join(dir, 'kinds.yaml'),
      ['$(touch pwned)', '--kubeconfig=./evil', "It's `x`"].map((kind) => `kind: ${JSON.stringify(kind)}\nmetadata: {name: a}\n`).join('---\n'),
    );
    writeFileSync(join(dir, 'configmap.yaml'), 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n');
    const json = runCli(['--target', '1.37', '-f', '.', '-o', 'json'], { cwd: dir });
    const fixes = (JSON.parse(json.stdout) as { findings: { fix: string }[] }).findings.map((f) => f.fix).filter((fix) => fix.includes('kubectl explain'));
    expect(fixes).toHaveLength(3);
    const commands = recordingCommands(dir, ['kubectl']);
    for (const fix of fixes) {
      const command = /\((kubectl explain .*) names it\)/.exec(fix)![1];
      expect(spawnSync('sh', ['-c', command], { cwd: dir, env: { PATH: commands.path } }).status, command).toBe(0);
    }
    expect(existsSync(join(dir, 'pwned'))).toBe(false);
    expect(commands.args('kubectl').sort()).toEqual(
      [
        ['explain', '$(touch pwned)'],
        ['explain', 'KIND'],
        ['explain', "It's `x`"],
      ].sort(),
    );
  });

  it('the shell quoting gives back every word as written', { timeout: 10_000 }, () => {
    const words = [
      'plain',
      'with space',
      "it's",
      '$(touch x)',
      '`id`',
      '*',
      '~',
      '',
      'a\nb',
      'a\tb',
      '"q"',
      '\\',
      'ü-ñ',
      '-rf',
      ';|&<>',
      '!history',
      "''",
      'a=b',
    ];
    const line = words.map(shellQuote).join(' ');
    const ran = spawnSync('sh', ['-c', `printf '%s\\0' ${line}`], { encoding: 'utf8', cwd: tempDir() });
    expect(ran.stdout.split('\0').slice(0, -1)).toEqual(words);
    expect(shellQuote('charts/app-1.2_x')).toBe('charts/app-1.2_x');
    expect(shellPath('-rf')).toBe('./-rf');
    expect(shellName('--kubeconfig=x', 'KIND')).toBe('KIND');
    expect(shellName('Deployment', 'KIND')).toBe('Deployment');
  });
});

describe('the sanitiser itself', () => {
  it('escapes controls, bidi and invisible characters visibly, and breaks ##[', { timeout: 10_000 }, () => {
    expect(displayText('a\x1b[2Jb\x07\r\n\t\x00\x7f\x9b')).toBe('a\\x1b[2Jb\\x07\\r\\n\\t\\x00\\x7f\\x9b');
    expect(displayText('\u202e\u2066\u200b\u2028\u2029\ufeff\u{e0041}')).toBe('\\u202e\\u2066\\u200b\\u2028\\u2029\\ufeff\\u{e0041}');
    expect(displayText('x ##[error]y ###[z')).toBe('x #\\x23[error]y ##\\x23[z');
    expect(displayText('plain café ✅ C:\\path')).toBe('plain café ✅ C:\\path');
  });

  it('the last pass over a text: no line starts a command, whatever its words came from', { timeout: 10_000 }, () => {
    expect(guardText('ok\n  ::error::x\n\u00a0::set-output name=a::b\n:: \nno :: here\n')).toBe(
      'ok\n  \\x3a:error::x\n\u00a0\\x3a:set-output name=a::b\n\\x3a: \nno :: here\n',
    );
    expect(guardText('::error title=t::m\n::stop-commands::x', { commands: /^::error / })).toBe('::error title=t::m\n\\x3a:stop-commands::x');
    expect(guardText('\x1b[31mred\x1b[0m \x1b]0;t\x07', { color: true })).toBe('\x1b[31mred\x1b[0m \\x1b]0;t\\x07');
    expect(guardText('\x1b[31mred\x1b[0m')).toBe('\\x1b[31mred\\x1b[0m');
    expect(guardText('\x1b[1m::error::x', { color: true })).toBe('\x1b[1m\\x3a:error::x');
  });

  it('JSON: escapes only what parses back to the same value', { timeout: 10_000 }, () => {
    const value = { s: `a\u202e\u2028\u0085\u{e0041}##[x]${TERMINAL}` };
    const text = guardJson(JSON.stringify(value, null, 2));
    expect(RAW_UNSAFE.test(text)).toBe(false);
    expect(text).not.toContain('##[');
    expect(JSON.parse(text)).toEqual(value);
  });

  it('terminal Markdown (rule docs, which plugins write) is shown escaped', { timeout: 10_000 }, () => {
    const text = renderMarkdownForTerminal(
      `# Title\x1b]0;t\x07\n\nSome ${TERMINAL} text\n::error::x\n\n\`\`\`\n::stop-commands::y\n##[set-output a]b\n\`\`\`\n`,
      { color: true, width: 80 },
    );
    expect(text.replace(/\x1b\[[0-9;]*m/g, '')).not.toMatch(RAW_UNSAFE);
    expect(workflowCommands(text.replace(/\x1b\[[0-9;]*m/g, ''))).toEqual([]);
    expect(text).toContain('Title\\x1b]0;t\\x07');
  });
});

describe('SARIF artifact URIs', () => {
  it('percent-encode every byte but the unreserved ones, and decode to the exact name', { timeout: 10_000 }, () => {
    const names = [
      'back\\slash.yaml',
      'a b/c%d#e?f.yaml',
      'café/ü.yaml',
      'x:y/z.yaml',
      "(it's)*!+,;=@$&.yaml",
      'new\nline\t.yaml',
      'esc\x1b.yaml',
      '~tilde/-._.yaml',
    ];
    for (const name of names) {
      const uri = encodeUriPath(name);
      expect(uri).toMatch(/^[A-Za-z0-9\-._~/%]+$/);
      expect(decodeURIComponent(uri)).toBe(name);
    }
    expect(encodeUriPath('back\\slash.yaml')).toBe('back%5Cslash.yaml');
    expect(encodeUriPath('a b/c.yaml')).toBe('a%20b/c.yaml');
  });
});
