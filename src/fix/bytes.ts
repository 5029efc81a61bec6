/**
 * A file's bytes and the text it decodes to. Fixes are worked out on the text (what the scan and
 * the parsers read), then made on the bytes: every byte outside an edit stays as it was, so bytes
 * that are not UTF-8 (a Latin-1 `é` in a comment) are not turned into U+FFFD by the write, and a
 * byte order mark or CRLF line breaks stay as they are.
 */
import type { Splice } from './source-text.js';
import { sortSplices } from './source-text.js';

/** A splice in bytes: `start` and `end` are byte offsets, `text` the bytes to put there as a binary (Latin-1) string. */
export type ByteSplice = Splice;

/**
 * The splices of the decoded text, as splices of the bytes. Offsets are mapped in one pass over the
 * bytes, decoding as the WHATWG decoder does (each maximal ill-formed part is one U+FFFD), so the
 * work is linear in the file whatever the number of splices. Undefined when an offset falls inside
 * a character (which no parser position does).
 */
export function byteSplices(bytes: Uint8Array, splices: readonly Splice[]): ByteSplice[] | undefined {
  const sorted = sortSplices(splices);
  const positions = [...new Set(sorted.flatMap((s) => [s.start, s.end]))].sort((a, b) => a - b);
  const offsets = byteOffsets(bytes, positions);
  if (!offsets) return undefined;
  return sorted.map((s) => ({ start: offsets.get(s.start)!, end: offsets.get(s.end)!, text: Buffer.from(s.text, 'utf8').toString('latin1') }));
}

/** Applies byte splices (in order, not overlapping) to the bytes. */
export function applyByteSplices(bytes: Buffer, splices: readonly ByteSplice[]): Buffer {
  const parts: Buffer[] = [];
  let last = 0;
  for (const splice of sortSplices(splices)) {
    parts.push(bytes.subarray(last, splice.start), Buffer.from(splice.text, 'latin1'));
    last = splice.end;
  }
  parts.push(bytes.subarray(last));
  return Buffer.concat(parts);
}

function byteOffsets(bytes: Uint8Array, positions: readonly number[]): Map<number, number> | undefined {
  const offsets = new Map<number, number>();
  let unit = 0;
  let i = 0;
  let k = 0;
  const n = bytes.length;
  while (k < positions.length) {
    while (k < positions.length && positions[k] === unit) offsets.set(positions[k++], i);
    if (k === positions.length) break;
    if (positions[k] < unit || i >= n) return undefined;
    const b = bytes[i];
    if (b < 0x80) {
      i++;
      unit++;
      continue;
    }
    const [length, units] = sequence(bytes, i);
    i += length;
    unit += units;
  }
  return offsets;
}

/** The length in bytes of the character (or ill-formed part) at `i`, and the UTF-16 units it decodes to. */
function sequence(bytes: Uint8Array, i: number): [number, number] {
  const b = bytes[i];
  let needed: number;
  let lower = 0x80;
  let upper = 0xbf;
  if (b >= 0xc2 && b <= 0xdf) needed = 1;
  else if (b >= 0xe0 && b <= 0xef) {
    needed = 2;
    if (b === 0xe0) lower = 0xa0;
    if (b === 0xed) upper = 0x9f;
  } else if (b >= 0xf0 && b <= 0xf4) {
    needed = 3;
    if (b === 0xf0) lower = 0x90;
    if (b === 0xf4) upper = 0x8f;
  } else return [1, 1];
  let j = i + 1;
  for (let seen = 0; seen < needed; seen++, j++) {
    const c = bytes[j];
    if (j >= bytes.length || c < lower || c > upper) return [j - i, 1];
    lower = 0x80;
    upper = 0xbf;
  }
  return [j - i, needed === 3 ? 2 : 1];
}
