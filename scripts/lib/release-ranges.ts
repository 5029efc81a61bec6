/** Consecutive releases folded into ranges, in the order given: ["1.17-1.23", "1.25"]. */
export function releaseRanges(releases: string[], order: string[]): string[] {
  const indexes = [...new Set(releases)].map((r) => order.indexOf(r)).sort((a, b) => a - b);
  const out: string[] = [];
  for (let i = 0; i < indexes.length; ) {
    let j = i;
    while (j + 1 < indexes.length && indexes[j + 1] === indexes[j] + 1) j++;
    out.push(i === j ? order[indexes[i]] : `${order[indexes[i]]}-${order[indexes[j]]}`);
    i = j + 1;
  }
  return out;
}
