/**
 * Notes that say the same thing about different components ("… not set for kube-apiserver …",
 * "… not set for kubelet …") are read as one: a long text that differs in a word or two is shown
 * once, with the words that differ as alternatives, `[kube-apiserver | kubelet]`, in row order.
 * Nothing is left out: every variant can be read back by picking the n-th alternative everywhere.
 */

/**
 * A text in words and punctuation, each with the space before it (" kubelet", "."), so that
 * "kube-apiserver." and "kubelet." differ only in the word and the text can be written back.
 */
type Words = readonly string[];

/** One place where a text differs from the first of its group: words [start, end) of the first. */
interface Hunk {
  start: number;
  end: number;
}

/** At most this share of the first text's words may differ, so that what is shared stays the point. */
const MAX_CHANGED_SHARE = 0.1;
/** More places that differ than this read as a riddle rather than a text: kept as separate notes. */
const MAX_HUNKS = 3;

export interface Variant {
  message: string;
  fix: string;
}

export interface SimilarGroup {
  /** Indexes into the variants given, in order: the first is the one the others are compared with. */
  members: number[];
  /** The shared text with alternatives; for a group of one, the variant itself. */
  message: string;
  fix: string;
}

/**
 * Groups the variants whose message and fix, taken together, differ from the group's first only in
 * the same few short places. Variants are compared only with groups formed before them, so the
 * result follows their order.
 */
export function groupSimilar(variants: readonly Variant[]): SimilarGroup[] {
  const groups: { first: Words; hunks?: Hunk[]; others: { words: Words; hunks: DiffHunk[] }[]; members: number[] }[] = [];
  variants.forEach((variant, index) => {
    const words = toWords(variant);
    for (const group of groups) {
      const hunks = nearIdentical(group.first, words);
      if (!hunks || (group.hunks && !sameHunks(group.hunks, hunks))) continue;
      group.hunks = hunks;
      group.others.push({ words, hunks });
      group.members.push(index);
      return;
    }
    groups.push({ first: words, others: [], members: [index] });
  });
  return groups.map((group) => {
    if (!group.hunks) return { members: group.members, ...variants[group.members[0]] };
    const merged = withAlternatives(group.first, group.hunks, group.others);
    const split = merged.indexOf(SEPARATOR);
    return { members: group.members, message: join(merged.slice(0, split)), fix: join(merged.slice(split + 1)) };
  });
}

/** Between message and fix; never a word of either, so it always lines up. */
const SEPARATOR = '\u0000';

function toWords(variant: Variant): Words {
  return [...words(variant.message), SEPARATOR, ...words(variant.fix)];
}

/** Each word with its leading brackets and trailing punctuation apart, so that these never differ. */
function words(text: string): string[] {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => {
      const [, open, core, close] = /^([([]*)(.*?)([.,;:!?)\]]*)$/.exec(word)!;
      const parts = [...open, core, ...close].filter(Boolean);
      return parts.map((part, i) => (i === 0 ? ` ${part}` : part));
    });
}

function join(words: Words): string {
  return words.join('').trim();
}

/** Where `other` differs from `first`, when the two are near-identical; undefined otherwise. */
function nearIdentical(first: Words, other: Words): DiffHunk[] | undefined {
  const allowed = MAX_CHANGED_SHARE * (first.length - 1);
  // texts whose lengths differ by more than may change cannot qualify: skip the comparison
  if (Math.abs(first.length - other.length) > allowed) return undefined;
  const hunks = diffHunks(first, other);
  if (hunks.length === 0 || hunks.length > MAX_HUNKS) return undefined;
  const changed = hunks.reduce((sum, h) => sum + Math.max(h.end - h.start, h.otherEnd - h.otherStart), 0);
  if (changed > allowed) return undefined;
  // both sides of every place hold words (a word only added or only dropped is not an alternative)
  if (hunks.some((h) => h.end === h.start || h.otherEnd === h.otherStart)) return undefined;
  return hunks;
}

function sameHunks(a: readonly Hunk[], b: readonly Hunk[]): boolean {
  return a.length === b.length && a.every((h, i) => h.start === b[i].start && h.end === b[i].end);
}

interface DiffHunk extends Hunk {
  otherStart: number;
  otherEnd: number;
}

/** The runs of words that are not in a longest common subsequence of the two texts. */
function diffHunks(a: Words, b: Words): DiffHunk[] {
  // the shared start and end are matched as they are, so the table below covers only the middle
  let from = 0;
  while (from < a.length && from < b.length && a[from] === b[from]) from++;
  let aEnd = a.length;
  let bEnd = b.length;
  while (aEnd > from && bEnd > from && a[aEnd - 1] === b[bEnd - 1]) {
    aEnd--;
    bEnd--;
  }
  // lengths of the longest common subsequence of a[i..aEnd) and b[j..bEnd)
  const lcs: number[][] = Array.from({ length: aEnd - from + 1 }, () => new Array<number>(bEnd - from + 1).fill(0));
  for (let i = aEnd - 1; i >= from; i--) {
    for (let j = bEnd - 1; j >= from; j--) {
      const [x, y] = [i - from, j - from];
      lcs[x][y] = a[i] === b[j] ? lcs[x + 1][y + 1] + 1 : Math.max(lcs[x + 1][y], lcs[x][y + 1]);
    }
  }
  const hunks: DiffHunk[] = [];
  let open: DiffHunk | undefined;
  let i = from;
  let j = from;
  while (i < aEnd || j < bEnd) {
    if (i < aEnd && j < bEnd && a[i] === b[j]) {
      if (open) hunks.push(open);
      open = undefined;
      i++;
      j++;
      continue;
    }
    open ??= { start: i, end: i, otherStart: j, otherEnd: j };
    if (j < bEnd && (i === aEnd || lcs[i - from][j + 1 - from] >= lcs[i + 1 - from][j - from])) open.otherEnd = ++j;
    else open.end = ++i;
  }
  if (open) hunks.push(open);
  return hunks;
}

/** The first text with each place that differs written as `[first | second | …]`, in the variants' order. */
function withAlternatives(first: Words, hunks: readonly Hunk[], others: readonly { words: Words; hunks: readonly DiffHunk[] }[]): string[] {
  const out: string[] = [];
  let at = 0;
  hunks.forEach((hunk, h) => {
    out.push(...first.slice(at, hunk.start));
    const alternatives = [first.slice(hunk.start, hunk.end), ...others.map((o) => o.words.slice(o.hunks[h].otherStart, o.hunks[h].otherEnd))];
    const space = first[hunk.start].startsWith(' ') ? ' ' : '';
    out.push(`${space}[${alternatives.map(join).join(' | ')}]`);
    at = hunk.end;
  });
  out.push(...first.slice(at));
  return out;
}
