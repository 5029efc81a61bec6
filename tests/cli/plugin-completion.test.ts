import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allRules } from '../../rules/index.js';
import { REPORTER_NAMES } from '../../src/reporters/index.js';
import { REPO_ROOT } from '../support/rule-tester.js';

const COMPLETER = join(REPO_ROOT, 'bin', 'kubectl_complete-upgrade_check.js');

/** A kubeconfig with two contexts; completion reads their names only. */
function kubeconfig(dir: string, names: string[]): string {
  const file = join(dir, `config-${names.join('-')}`);
  const contexts = names.map((name) => `- name: ${name}\n  context: {cluster: c, user: u}`).join('\n');
  writeFileSync(
    file,
    `apiVersion: v1\nkind: Config\nclusters:\n- name: c\n  cluster: {server: https://127.0.0.1:1}\nusers:\n- name: u\n  user: {token: t}\ncontexts:\n${contexts}\ncurrent-context: ${names[0]}\n`,
  );
  return file;
}

/** What the completer answers for the words after `kubectl upgrade-check`, as kubectl calls it. */
function completer(words: string[], env: Record<string, string> = {}): { candidates: string[]; directive: string } {
  const result = spawnSync(process.execPath, [COMPLETER, ...words], { cwd: REPO_ROOT, encoding: 'utf8', env: { ...process.env, ...env } });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  const lines = result.stdout.trimEnd().split('\n');
  return { candidates: lines.slice(0, -1), directive: lines.at(-1)! };
}

describe('kubectl_complete-upgrade_check', () => {
  it('is installed by the npm package next to the plugin', () => {
    const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { bin: Record<string, string> };
    expect(pkg.bin['kubectl_complete-upgrade_check']).toBe('bin/kubectl_complete-upgrade_check.js');
  });

  it('answers in cobra’s protocol: candidates (with descriptions), then :directive', () => {
    expect(completer(['--out'])).toEqual({ candidates: ['--output\toutput format'], directive: ':4' });
    expect(completer(['-o', ''])).toEqual({ candidates: [...REPORTER_NAMES], directive: ':4' });
    expect(completer(['--output=j'])).toEqual({ candidates: ['--output=json', '--output=junit'], directive: ':4' });
    expect(completer(['--severity', 'w'])).toEqual({ candidates: ['warning'], directive: ':4' });
    expect(completer(['--target', '1.3'])).toEqual({ candidates: ['1.38', '1.37', '1.36', '1.35', '1.34', '1.33', '1.32', '1.31', '1.30'], directive: ':4' });
    expect(completer(['ex'])).toEqual({
      candidates: ["explain\tprint a rule's documentation: what changed, why it breaks, how to fix it, sources"],
      directive: ':4',
    });
  });

  it('completes rule ids for explain and --rule', () => {
    const removed = allRules
      .map((r) => r.id)
      .filter((id) => id.startsWith('removed-'))
      .sort();
    expect(completer(['explain', 'removed-'])).toEqual({ candidates: removed, directive: ':4' });
    expect(completer(['--target', '1.37', '--rule', 'removed-'])).toEqual({ candidates: removed, directive: ':4' });
  });

  it('leaves file names to the shell: manifests by extension, any file for --kubeconfig, directories for --path-base', () => {
    expect(completer(['-f', 'man'])).toEqual({ candidates: ['yaml', 'yml', 'json'], directive: ':8' });
    expect(completer(['--target', '1.37', 'man'])).toEqual({ candidates: ['yaml', 'yml', 'json'], directive: ':8' });
    expect(completer(['--kubeconfig', ''])).toEqual({ candidates: [], directive: ':0' });
    expect(completer(['--path-base', ''])).toEqual({ candidates: [], directive: ':16' });
    // --addon NAME=VERSION and --report FORMAT=PATH: the names, then no space, so the user types on
    expect(completer(['--target', '1.37', '--addon', 'cert'])).toEqual({ candidates: ['cert-manager='], directive: ':6' });
    expect(completer(['--target', '1.37', '--report', 's'])).toEqual({ candidates: ['sarif='], directive: ':6' });
    expect(completer(['--target', '1.37', '--report', 'sarif=res'])).toEqual({ candidates: [], directive: ':0' });
  });

  it('does not offer an option again that is already given, unless it repeats', () => {
    const names = (words: string[]) => completer(words).candidates.map((c) => c.split('\t')[0]);
    expect(names(['--target', '1.37', '--ta'])).toEqual([]);
    expect(names(['-f', 'a.yaml', '--file'])).toEqual(['--filename']);
  });

  it('completes --context with the contexts of the kubeconfig kubectl uses, or of the one on the line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-contexts-'));
    // kubectl itself lists the contexts: a stand-in prints what it was asked for
    const bin = join(dir, 'bin');
    mkdirSync(bin);
    writeFileSync(
      join(bin, 'kubectl'),
      '#!/bin/sh\n[ "$1 $2 $3 $4" = "config get-contexts -o name" ] || exit 1\nif [ "$5" = "--kubeconfig" ]; then printf "from-%s\\n" "$(basename "$6")"; else printf "prod-eu\\nstaging\\n"; fi\n',
    );
    chmodSync(join(bin, 'kubectl'), 0o755);
    const env = { PATH: `${bin}${delimiter}${process.env.PATH}` };
    expect(completer(['--context', ''], env)).toEqual({ candidates: ['prod-eu', 'staging'], directive: ':4' });
    expect(completer(['--context', 'st'], env)).toEqual({ candidates: ['staging'], directive: ':4' });
    expect(completer(['--kubeconfig', 'other.yaml', '--context', ''], env)).toEqual({ candidates: ['from-other.yaml'], directive: ':4' });
    // no kubectl, no contexts, and no error
    expect(completer(['--context', ''], { PATH: dir })).toEqual({ candidates: [], directive: ':4' });
  });

  const kubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' }).status === 0;
  it.skipIf(!kubectl)('is what `kubectl upgrade-check <TAB>` runs (kubectl __complete, as the shell scripts call it)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-kubectl-'));
    symlinkSync(join(REPO_ROOT, 'bin', 'kubectl-upgrade_check.js'), join(dir, 'kubectl-upgrade_check'));
    symlinkSync(COMPLETER, join(dir, 'kubectl_complete-upgrade_check'));
    const env = { ...process.env, PATH: `${dir}${delimiter}${process.env.PATH}`, KUBECONFIG: kubeconfig(dir, ['prod', 'staging']) };
    const run = (...words: string[]) => spawnSync('kubectl', ['__complete', 'upgrade-check', ...words], { cwd: REPO_ROOT, encoding: 'utf8', env }).stdout;
    expect(run('--fail-')).toBe(
      '--fail-on-gaps\texit 1 when the cluster check could not read something it needed (forbidden or failed)\n--fail-on\texit 1 when a finding is at or above this severity (default: error, or failOn in the configuration file)\n:4\n',
    );
    expect(run('--context', '')).toBe('prod\nstaging\n:4\n');
    expect(run('explain', 'selinux-')).toBe('selinux-mount-conflict\n:4\n');
  });
});
