import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN } from '../support/cli.js';
import type { CliResult } from '../support/cli.js';
import { CONFIG_MAP, REMOVED_INGRESS } from '../support/hostile.js';
import { readInput } from '../../src/sources/read-input.js';

/**
 * Every file the tool opens goes through one reader: manifests, charts' metadata, the
 * configuration file and the baseline. These runs give it what a pull request or an unlucky
 * machine can put there, each with a bound on time and on the heap, so that a regression fails
 * here instead of hanging or eating the machine.
 */
const HEAP_MB = 256;
const TIME_MS = 20_000;

function run(args: string[], cwd: string): CliResult & { ms: number } {
  const started = performance.now();
  const result = spawnSync(process.execPath, [`--max-old-space-size=${HEAP_MB}`, BIN, ...args], {
    cwd,
    encoding: 'utf8',
    timeout: TIME_MS,
    input: '',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr, ms: performance.now() - started };
}

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-reader-'));
}

function mkfifo(path: string): void {
  const made = spawnSync('mkfifo', [path]);
  if (made.status !== 0) throw new Error(`mkfifo ${path} failed: ${made.stderr}`);
}

interface JsonReport {
  findings: { ruleId: string; message: string; location: { file: string; line: number } }[];
  gaps: { what: string; reason: string }[];
}

const findingsOf = (report: JsonReport) => report.findings.map((f) => `${f.location.file}:${f.location.line} ${f.ruleId}`);

const TEMPLATE = 'apiVersion: extensions/v1beta1\nkind: Ingress\nmetadata:\n  name: {{ .Release.Name }}\n';

describe('a chart whose Chart.yaml is no file', () => {
  for (const [name, make] of [
    ['a FIFO nobody writes to', (path: string) => mkfifo(path)],
    ['a link to /dev/zero', (path: string) => symlinkSync('/dev/zero', path)],
    ['a link to /dev/urandom', (path: string) => symlinkSync('/dev/urandom', path)],
  ] as const) {
    it(`${name}: the run ends at once and names the chart by its directory`, () => {
      const dir = tempDir();
      mkdirSync(join(dir, 'shop', 'templates'), { recursive: true });
      make(join(dir, 'shop', 'Chart.yaml'));
      writeFileSync(join(dir, 'shop', 'templates', 'ingress.yaml'), TEMPLATE);
      writeFileSync(join(dir, 'ingress.yaml'), REMOVED_INGRESS('web'));
      const result = run(['--target', '1.37', '-f', '.', '-o', 'json'], dir);
      expect(result.ms).toBeLessThan(TIME_MS);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(1);
      const report = JSON.parse(result.stdout) as JsonReport & { findings: { chart?: { name: string } }[] };
      expect(findingsOf(report)).toEqual(['ingress.yaml:1 removed-api', 'shop/Chart.yaml:1 parse-error', 'shop/templates/ingress.yaml:1 removed-api']);
      expect(report.findings[1].message).toBe(
        'Helm chart shop is not rendered: 1 template could only be partly checked (1 was checked only in the fields it spells out).',
      );
      // The walk does not open special files with a manifest's name either.
      expect(report.gaps.map((gap) => gap.what)).toEqual(['shop/Chart.yaml']);
    });
  }
});

describe('the configuration file and the baseline are read as the manifests are', () => {
  const dir = tempDir();
  writeFileSync(join(dir, 'ingress.yaml'), REMOVED_INGRESS('web'));
  mkfifo(join(dir, 'fifo.yaml'));
  writeFileSync(join(dir, 'zeros.yaml'), Buffer.alloc(4096));

  for (const [flag, what] of [
    ['--config', 'configuration'],
    ['--baseline', 'baseline'],
  ] as const) {
    it(`${flag} /dev/zero, a FIFO and a binary file: one line, at once`, () => {
      for (const [path, reason] of [
        ['/dev/zero', 'it is a character device, not a regular file'],
        ['fifo.yaml', 'it is a named pipe (FIFO), not a regular file'],
        ['zeros.yaml', 'it holds binary data (a NUL byte among its first 8,000 bytes), not text'],
      ]) {
        const result = run(['--target', '1.37', '-f', 'ingress.yaml', flag, path], dir);
        expect(result.ms).toBeLessThan(TIME_MS);
        const shown = what === 'configuration' && path === '/dev/zero' ? '../../../dev/zero' : path;
        expect(result.stdout).toBe('');
        expect(result.stderr.split('\n')[0]).toMatch(
          new RegExp(`^k8s-upgrade-check: cannot read ${what} (${escapeRegExp(path)}|${escapeRegExp(shown)}|\\S*dev/zero): ${escapeRegExp(reason)}`),
        );
        expect(result.stderr.trim().split('\n')).toHaveLength(1);
        expect(result.code).toBe(2);
      }
    });
  }

  it('a configuration file written in UTF-16 is read', () => {
    const config = 'target: "1.37"\nfailOn: none\n';
    writeFileSync(join(dir, 'utf16.yaml'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(config, 'utf16le')]));
    const result = run(['-f', 'ingress.yaml', '--config', 'utf16.yaml'], dir);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('removed-api');
  });
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('text is decoded as kubectl decodes it', () => {
  const manifest = `# a comment\n${REMOVED_INGRESS('wide')}`;
  const encodings: [string, Buffer][] = [
    ['UTF-8 with a byte order mark', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(manifest, 'utf8')])],
    ['UTF-16LE with a byte order mark', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(manifest, 'utf16le')])],
    ['UTF-16BE with a byte order mark', Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(manifest, 'utf16le').swap16()])],
    ['UTF-32LE with a byte order mark', utf32(manifest, true)],
    ['UTF-32BE with a byte order mark', utf32(manifest, false)],
  ];
  for (const [name, bytes] of encodings) {
    it(`${name}: the removed API is found on its line`, () => {
      const dir = tempDir();
      writeFileSync(join(dir, 'ingress.yaml'), bytes);
      const result = run(['--target', '1.37', '-f', '.', '-o', 'json'], dir);
      expect(result.stderr).toBe('');
      expect(findingsOf(JSON.parse(result.stdout))).toEqual(['ingress.yaml:2 removed-api']);
      // standard input too
      const piped = spawnSync(process.execPath, [BIN, '--target', '1.37', '-f', '-', '-o', 'json'], { input: bytes, encoding: 'utf8', timeout: TIME_MS });
      expect(findingsOf(JSON.parse(piped.stdout))).toEqual(['<stdin>:2 removed-api']);
    });
  }

  it('decodes non-ASCII text in UTF-16 and UTF-32 exactly', () => {
    const dir = tempDir();
    const text = 'name: "zürich ✓ 𝄞"\n';
    for (const [file, bytes] of [
      ['le16.yaml', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])],
      ['le32.yaml', utf32(text, true)],
      ['be32.yaml', utf32(text, false)],
    ] as const) {
      writeFileSync(join(dir, file), bytes);
      expect(readInput(join(dir, file))).toEqual({ text });
    }
  });
});

function utf32(text: string, littleEndian: boolean): Buffer {
  const points = [0xfeff, ...[...text].map((c) => c.codePointAt(0)!)];
  const bytes = Buffer.alloc(points.length * 4);
  points.forEach((point, i) => (littleEndian ? bytes.writeUInt32LE(point, i * 4) : bytes.writeUInt32BE(point, i * 4)));
  return bytes;
}

describe('binary files', () => {
  it('a 150 MB file of NUL bytes beside a manifest: listed as not checked, in bounded memory', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'a-ingress.yaml'), REMOVED_INGRESS('web'));
    writeFileSync(join(dir, 'b-zeros.yaml'), Buffer.alloc(150 * 1024 * 1024));
    // an image and a git-crypt secret committed under a manifest's name
    writeFileSync(join(dir, 'c-image.yaml'), Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
    writeFileSync(join(dir, 'd-secret.yaml'), Buffer.concat([Buffer.from('\0GITCRYPT\0'), Buffer.alloc(64, 7)]));
    const result = run(['--target', '1.37', '-f', '.', '-o', 'json'], dir);
    expect(result.ms).toBeLessThan(TIME_MS);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout) as JsonReport;
    expect(findingsOf(report)).toEqual(['a-ingress.yaml:1 removed-api']);
    const reason = 'it holds binary data (a NUL byte among its first 8,000 bytes), not text: not read';
    expect(report.gaps).toEqual(['b-zeros.yaml', 'c-image.yaml', 'd-secret.yaml'].map((what) => ({ what, reason, rules: [], cause: 'skipped' })));
  }, 60_000);

  it('-f /dev/zero and binary standard input end at once with one line', () => {
    const dir = tempDir();
    const zero = run(['--target', '1.37', '-f', '/dev/zero'], dir);
    expect(zero.ms).toBeLessThan(TIME_MS);
    expect(zero).toMatchObject({ code: 2, stdout: '' });
    expect(zero.stderr).toMatch(
      /^k8s-upgrade-check: nothing to check in \/dev\/zero: not read (\.\.\/)*dev\/zero \(it holds binary data \(a NUL byte among its first 8,000 bytes\), not text\)\n$/,
    );
    const piped = spawnSync(process.execPath, [BIN, '--target', '1.37', '-f', '-'], { input: Buffer.alloc(1 << 20), encoding: 'utf8', timeout: TIME_MS });
    expect(piped.stderr).toBe(
      'k8s-upgrade-check: nothing to check in -: not read <stdin> (it holds binary data (a NUL byte among its first 8,000 bytes), not text)\n',
    );
    expect(piped.status).toBe(2);
  });

  it('a NUL past the first 8,000 bytes is a parse error at its line, and the other documents are read', () => {
    const dir = tempDir();
    const text = `${'# padding\n'.repeat(900)}${REMOVED_INGRESS('first')}---\nkind: ConfigMap\nmetadata: {name: "a\0b"}\n---\n${REMOVED_INGRESS('third')}`;
    writeFileSync(join(dir, 'late.yaml'), text);
    const result = run(['--target', '1.37', '-f', '.', '-o', 'json'], dir);
    expect(findingsOf(JSON.parse(result.stdout))).toEqual(['late.yaml:901 removed-api', 'late.yaml:907 parse-error', 'late.yaml:909 removed-api']);
  });
});

describe('aliases are measured in characters as well as in nodes', () => {
  const bigScalar = (refs: number, kind = 'ConfigMap') =>
    `apiVersion: v1\nkind: ${kind}\nmetadata:\n  name: bomb\n  annotations:\n    big: &big "${'x'.repeat(1 << 20)}"\ndata:\n  copies: [${Array(refs).fill('*big').join(', ')}]\n`;

  it('a 1 MB scalar referenced 3,000 times is refused within the heap budget; the next file is read', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'a-bomb.yaml'), bigScalar(3000));
    writeFileSync(join(dir, 'b-ingress.yaml'), REMOVED_INGRESS('web'));
    const result = run(['--target', '1.37', '-f', '.', '-o', 'json'], dir);
    expect(result.ms).toBeLessThan(TIME_MS);
    expect(result.stderr).toBe('');
    const report = JSON.parse(result.stdout) as JsonReport;
    expect(report.findings.map((f) => `${f.location.file}:${f.location.line} ${f.ruleId} ${f.message}`)).toEqual([
      'a-bomb.yaml:1 parse-error YAML aliases make this document too large to read (aliases repeat more than 16 MiB of text); it was not checked.',
      expect.stringMatching(/^b-ingress\.yaml:1 removed-api /),
    ]);
  });

  it('a large mapping behind an anchor, repeated, is refused; a few references to a large scalar are not', () => {
    const dir = tempDir();
    const entries = Array.from({ length: 64 }, (_, i) => `  k${i}: "${'y'.repeat(16 * 1024)}"`).join('\n');
    writeFileSync(join(dir, 'mapping.yaml'), `base: &base\n${entries}\nlist: [${Array(200).fill('*base').join(', ')}]\n`);
    writeFileSync(join(dir, 'fine.yaml'), bigScalar(4, 'Secret'));
    const result = run(['--target', '1.37', '-f', '.', '-o', 'json'], dir);
    expect(result.stderr).toBe('');
    expect(findingsOf(JSON.parse(result.stdout))).toEqual(['mapping.yaml:1 parse-error']);
  });

  it('a component configuration inside a ConfigMap whose aliases repeat a large scalar is not read as configuration', () => {
    const dir = tempDir();
    const inner = `apiVersion: kubelet.config.k8s.io/v1beta1\\nkind: KubeletConfiguration\\nx: &x \\"${'z'.repeat(1 << 20)}\\"\\ny: [${Array(40).fill('*x').join(', ')}]\\nfailSwapOn: false\\n`;
    writeFileSync(
      join(dir, 'kubelet.yaml'),
      `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: kubelet-config\n  namespace: kube-system\ndata:\n  kubelet: "${inner}"\n`,
    );
    const result = run(['--target', '1.37', '-f', '.', '-o', 'json'], dir);
    expect(result.ms).toBeLessThan(TIME_MS);
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout).findings).toEqual([]);
  });
});

describe('walks stay inside the directory they were given', () => {
  it('a committed link to / and to a directory outside: not followed, listed, and the run is quick', () => {
    const dir = tempDir();
    const repo = join(dir, 'repo');
    mkdirSync(join(repo, 'k8s'), { recursive: true });
    writeFileSync(join(repo, 'k8s', 'ingress.yaml'), REMOVED_INGRESS('web'));
    symlinkSync('/', join(repo, 'k8s', 'root'));
    mkdirSync(join(dir, 'outside'));
    writeFileSync(join(dir, 'outside', 'other.yaml'), REMOVED_INGRESS('other'));
    symlinkSync('../../outside', join(repo, 'k8s', 'up'));
    symlinkSync('../../outside/other.yaml', join(repo, 'k8s', 'other.yaml'));
    symlinkSync('k8s', join(repo, 'a-link'));
    const result = run(['--target', '1.37', '-f', 'repo', '-o', 'json'], dir);
    expect(result.ms).toBeLessThan(TIME_MS);
    expect(result.stderr).toBe('');
    const report = JSON.parse(result.stdout) as JsonReport;
    // a link that stays inside is followed, and the directory it leads to is walked once
    expect(findingsOf(report)).toEqual(['repo/a-link/ingress.yaml:1 removed-api']);
    expect(report.gaps.map((gap) => `${gap.what}: ${gap.reason}`)).toEqual([
      'repo/a-link/other.yaml: a symbolic link to a file outside repo: not followed (name its target with -f to check it)',
      'repo/a-link/root: a symbolic link to a directory outside repo: not followed (name its target with -f to check it)',
      'repo/a-link/up: a symbolic link to a directory outside repo: not followed (name its target with -f to check it)',
    ]);
    // named outright, the target is read
    expect(findingsOf(JSON.parse(run(['--target', '1.37', '-f', 'repo/k8s/other.yaml', '-o', 'json'], dir).stdout))).toEqual([
      'repo/k8s/other.yaml:1 removed-api',
    ]);
  });

  it('a link to a device or a FIFO with a manifest name is not opened', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'ok.yaml'), CONFIG_MAP('ok'));
    symlinkSync('/dev/zero', join(dir, 'zero.yaml'));
    mkfifo(join(dir, 'pipe.json'));
    const result = run(['--target', '1.37', '-f', '.', '-o', 'json'], dir);
    expect(result.ms).toBeLessThan(TIME_MS);
    expect((JSON.parse(result.stdout) as JsonReport).gaps.map((gap) => gap.what)).toEqual(['pipe.json', 'zero.yaml']);
    expect(result.code).toBe(0);
  });
});

describe('the reader itself', () => {
  it('refuses a FIFO without waiting for a writer unless a stream was asked for', () => {
    const dir = tempDir();
    mkfifo(join(dir, 'pipe'));
    const started = performance.now();
    expect(readInput(join(dir, 'pipe'))).toEqual({ failure: { cause: 'not-a-file', reason: 'it is a named pipe (FIFO), not a regular file' } });
    expect(readInput('/dev/zero', 1024)).toEqual({ failure: { cause: 'not-a-file', reason: 'it is a character device, not a regular file' } });
    expect(readInput('/dev/zero', { maxBytes: 1 << 20, streams: true })).toEqual({
      failure: { cause: 'binary', reason: 'it holds binary data (a NUL byte among its first 8,000 bytes), not text' },
    });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('says which system error a file gave', () => {
    expect(readInput(join(tempDir(), 'missing'))).toEqual({ failure: { cause: 'failed', reason: 'no such file or directory', code: 'ENOENT' } });
  });
});
