/** The word a typo most likely meant, if one is close enough: for "did you mean" hints. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  const normalized = word.toLowerCase().replace(/[-_]/g, '');
  for (const candidate of candidates) {
    const distance = normalized === candidate.toLowerCase().replace(/[-_]/g, '') ? 0 : editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return bestDistance <= Math.max(2, Math.floor(word.length / 4)) ? best : undefined;
}

/** Levenshtein distance, with a swap of two neighbouring letters counted as one edit. */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j], rows[i - 2][j - 2] + 1);
    }
    rows.push(row);
  }
  return rows[a.length][b.length];
}

/** `; did you mean "x"?` for a typo or the start of one name, `; did you mean one of "x", "y"?` for the start of a few, or nothing. */
export function didYouMean(word: string, candidates: readonly string[]): string {
  const suggestion = closest(word, candidates);
  if (suggestion) return `; did you mean "${suggestion}"?`;
  const lower = word.toLowerCase();
  const starting = lower.length >= 3 ? candidates.filter((c) => c.toLowerCase().startsWith(lower)) : [];
  if (starting.length === 1) return `; did you mean "${starting[0]}"?`;
  if (starting.length > 1 && starting.length <= 4) return `; did you mean one of ${starting.map((c) => `"${c}"`).join(', ')}?`;
  return '';
}
