import { describe, expect, it } from 'vitest';
import { explainRule } from '../../src/catalogue.js';
import { defineRule } from '../../src/rule.js';
import { allRules } from '../../rules/index.js';
import { runMain } from './in-process.js';

const documented = defineRule({
  id: 'example-rule',
  release: '1.37',
  severity: 'warning',
  kinds: ['Pod'],
  docs: {
    summary: 'Pods that set a field 1.37 changes.',
    changed: 'The field means something else.',
    affected: 'Pods that set it.',
    why: 'They behave differently.',
    fix: 'Remove the field.',
    sources: [{ title: 'KEP-0000', url: 'https://github.com/kubernetes/enhancements' }],
    unverified: ['The change is read from the release notes draft.'],
  },
  messages: { set: 'set' },
});

describe('explain', () => {
  it('gives what a user needs first, then the sources, and last the notes on how the sources were read', () => {
    expect(explainRule(documented)).toBe(
      [
        '# example-rule',
        '',
        'Pods that set a field 1.37 changes.',
        '',
        'Release: 1.37 · Severity: warning',
        '',
        '## What changed',
        '',
        'The field means something else.',
        '',
        '## Who is affected',
        '',
        'Pods that set it.',
        '',
        '## Why it breaks',
        '',
        'They behave differently.',
        '',
        '## How to fix it',
        '',
        'Remove the field.',
        '',
        '## Sources',
        '',
        '- [KEP-0000](https://github.com/kubernetes/enhancements)',
        '',
        '## Source notes',
        '',
        'What the sources above left open, or were read from before a final release:',
        '',
        '- The change is read from the release notes draft.',
        '',
      ].join('\n'),
    );
  });

  it('has no source notes for a rule without them', () => {
    expect(explainRule({ ...documented, docs: { ...documented.docs, unverified: undefined } })).not.toContain('Source notes');
  });

  it('prints the source notes of a bundled rule at the end on a terminal, after its sources', async () => {
    const rule = allRules.find((r) => r.id === 'selinux-mount-conflict')!;
    expect(rule.docs.unverified?.length).toBeGreaterThan(0);
    const lines = (await runMain(['explain', 'selinux-mount-conflict'])).stdout.split('\n');
    const [how, sources, notes] = ['HOW TO FIX IT', 'SOURCES', 'SOURCE NOTES'].map((heading) => lines.indexOf(heading));
    expect(how).toBeGreaterThan(0);
    expect(sources).toBeGreaterThan(how);
    expect(notes).toBeGreaterThan(sources);
    expect(lines.slice(notes + 1).filter((line) => line.startsWith('  • '))).toHaveLength(rule.docs.unverified!.length);
    expect(lines.slice(sources, notes).some((line) => line.includes('was read as a draft'))).toBe(false);
  });
});
