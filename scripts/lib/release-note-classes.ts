/**
 * Which release notes an upgrade check must account for, decided the same way for the sig-release
 * notes data and for a CHANGELOG read as Markdown: every urgent upgrade note, every note filed as a
 * deprecation, and every cleanup, API change or feature whose text says something was removed.
 * Bug fixes that mention a removal ("removed a race") are not removals of anything a user relies on.
 */

export type NoteClass = 'urgent' | 'deprecation' | 'removal';

/** The sig-release kinds; a CHANGELOG section heading maps onto one of them. */
export const CHANGELOG_SECTION_KINDS: Readonly<Record<string, string>> = {
  'API Change': 'api-change',
  Feature: 'feature',
  'Other (Cleanup or Flake)': 'cleanup',
  Deprecation: 'deprecation',
  'Bug or Regression': 'bug',
  Documentation: 'documentation',
  Dependency: 'dependency',
  'Failing Test': 'failing-test',
};

const REMOVAL_KINDS = new Set(['cleanup', 'api-change', 'feature']);
const SAYS_REMOVED = /\b(?:remov(?:e|ed|es|ing|al)|dropped|no longer (?:served|supported|accepted|available))\b/i;

export function classifyNote(note: { actionRequired: boolean; kinds: readonly string[]; text: string }): NoteClass | undefined {
  if (note.actionRequired) return 'urgent';
  if (note.kinds.includes('deprecation')) return 'deprecation';
  if (note.kinds.some((k) => REMOVAL_KINDS.has(k)) && SAYS_REMOVED.test(note.text)) return 'removal';
  return undefined;
}
