/**
 * A unified diff made from the splices themselves rather than by comparing the two texts: each
 * hunk is exactly the lines a splice touches, so the diff cannot show a change the edit did not
 * make, nor hide one. Lines keep their own line breaks (CRLF files diff as CRLF, as GNU diff
 * writes them), and a last line without one is marked as `diff` marks it.
 */
import { sep } from 'node:path';
import type { Splice } from './source-text.js';
import { SourceText, sortSplices } from './source-text.js';

const CONTEXT = 3;

interface Change {
  /** 0-based first old line, and the old and new lines (with their breaks). */
  oldStart: number;
  oldLines: string[];
  newLines: string[];
}

export function unifiedDiff(path: string, text: string, splices: readonly Splice[]): string {
  const changes = lineChanges(text, splices);
  if (changes.length === 0) return '';
  const lines = splitLines(text);
  const name = path.split(sep).join('/');
  let out = `--- ${quotePath(`a/${name}`)}\n+++ ${quotePath(`b/${name}`)}\n`;
  let delta = 0;
  for (const hunk of groupHunks(changes)) {
    const first = hunk[0];
    const last = hunk[hunk.length - 1];
    const from = Math.max(0, first.oldStart - CONTEXT);
    const to = Math.min(lines.length, last.oldStart + last.oldLines.length + CONTEXT);
    const body: string[] = [];
    let cursor = from;
    let newCount = 0;
    const hunkDelta = delta;
    for (const change of hunk) {
      for (; cursor < change.oldStart; cursor++) body.push(' ' + lines[cursor]), newCount++;
      for (const line of change.oldLines) body.push('-' + line);
      for (const line of change.newLines) body.push('+' + line), newCount++;
      cursor += change.oldLines.length;
      delta += change.newLines.length - change.oldLines.length;
    }
    for (; cursor < to; cursor++) body.push(' ' + lines[cursor]), newCount++;
    const oldCount = to - from;
    const newStart = from + hunkDelta;
    out += `@@ -${range(from, oldCount)} +${range(newStart, newCount)} @@\n`;
    out += body.map((line) => (line.endsWith('\n') ? line : `${line}\n\\ No newline at end of file\n`)).join('');
  }
  return out;
}

/** Bytes git writes as a letter escape in a quoted name; other controls and non-ASCII bytes are octal. */
const LETTER_ESCAPES: Record<number, string> = { 0x07: 'a', 0x08: 'b', 0x09: 't', 0x0a: 'n', 0x0b: 'v', 0x0c: 'f', 0x0d: 'r', 0x22: '"', 0x5c: '\\' };

/**
 * A header's name as git writes it (core.quotePath, the default): as it is unless it holds a
 * control character, a double quote, a backslash or a byte outside ASCII, which are written in C
 * style inside double quotes ("a/caf\303\251.yaml"), so that `git apply` and `patch` read the name
 * back exactly: a raw tab would end it, a raw line break would end the header. A name ending in
 * white space is quoted too, as a reader could not tell where it ends, and so is one holding `##[`.
 */
export function quotePath(name: string): string {
  const bytes = Buffer.from(name, 'utf8');
  if (!bytes.some((b) => b < 0x20 || b >= 0x7f || b === 0x22 || b === 0x5c) && !/\s$/.test(name) && !name.includes('##[')) return name;
  let out = '"';
  for (const b of bytes) {
    const letter = LETTER_ESCAPES[b];
    out += letter ? `\\${letter}` : b < 0x20 || b >= 0x7f ? `\\${b.toString(8).padStart(3, '0')}` : String.fromCharCode(b);
  }
  // A diff printed in a CI log must not hold the runner's `##[command]` form; git reads `\043` back as `#`.
  return `${out.replace(/##\[/g, '#\\043[')}"`;
}

/** `start,count` with diff's conventions: 1-based, and the line before an empty range. */
function range(start: number, count: number): string {
  if (count === 0) return `${start},0`;
  return count === 1 ? `${start + 1}` : `${start + 1},${count}`;
}

function splitLines(text: string): string[] {
  const lines: string[] = [];
  let start = 0;
  while (start < text.length) {
    const newline = text.indexOf('\n', start);
    const end = newline < 0 ? text.length : newline + 1;
    lines.push(text.slice(start, end));
    start = end;
  }
  return lines;
}

/** The whole lines each group of splices changes, with what they become; lines that stay the same are trimmed off. */
function lineChanges(text: string, splices: readonly Splice[]): Change[] {
  const src = new SourceText(text);
  const sorted = sortSplices(splices).filter((s) => s.start !== s.end || s.text !== '');
  const changes: Change[] = [];
  let i = 0;
  while (i < sorted.length) {
    const start = src.lineStart(sorted[i].start);
    let end = src.throughLineEnd(Math.max(sorted[i].end, sorted[i].start));
    if (end === start && start < text.length) end = src.nextLineStart(start);
    const group: Splice[] = [sorted[i++]];
    // Splices on adjacent lines make one change: all its old lines, then all its new ones.
    while (i < sorted.length && sorted[i].start <= end) {
      end = Math.max(end, src.throughLineEnd(sorted[i].end));
      group.push(sorted[i++]);
    }
    let replaced = '';
    let last = start;
    for (const splice of group) {
      replaced += text.slice(last, splice.start) + splice.text;
      last = splice.end;
    }
    replaced += text.slice(last, end);
    let oldLines = splitLines(text.slice(start, end));
    let newLines = splitLines(replaced);
    let oldStart = src.lineOf(start);
    while (oldLines.length && newLines.length && oldLines[0] === newLines[0]) {
      oldLines = oldLines.slice(1);
      newLines = newLines.slice(1);
      oldStart++;
    }
    while (oldLines.length && newLines.length && oldLines[oldLines.length - 1] === newLines[newLines.length - 1]) {
      oldLines = oldLines.slice(0, -1);
      newLines = newLines.slice(0, -1);
    }
    if (oldLines.length || newLines.length) changes.push({ oldStart, oldLines, newLines });
  }
  return changes;
}

/** Changes whose context would touch share a hunk. */
function groupHunks(changes: Change[]): Change[][] {
  const hunks: Change[][] = [];
  for (const change of changes) {
    const current = hunks[hunks.length - 1];
    const previous = current?.[current.length - 1];
    if (previous && change.oldStart - (previous.oldStart + previous.oldLines.length) <= 2 * CONTEXT) current.push(change);
    else hunks.push([change]);
  }
  return hunks;
}
