/**
 * The Prometheus text exposition format, read only for the metric families asked for: a kubelet or
 * API server `/metrics` page has thousands of series and rules need a handful.
 */

export interface Sample {
  labels: Record<string, string>;
  value: number;
}

export type Families = Record<string, Sample[]>;

export function parseMetrics(text: string, wanted: readonly string[]): Families {
  const families: Families = {};
  for (const name of wanted) families[name] = [];
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const line = text.charCodeAt(start) === 0x23 /* # */ ? '' : text.slice(start, end);
    start = end + 1;
    if (line === '') continue;
    const name = wanted.find((n) => line.startsWith(n) && (line.length === n.length || line[n.length] === '{' || line[n.length] === ' '));
    if (!name) continue;
    const sample = parseSample(line.slice(name.length));
    if (sample) families[name].push(sample);
  }
  return families;
}

function parseSample(rest: string): Sample | undefined {
  const labels: Record<string, string> = {};
  let i = 0;
  if (rest[0] === '{') {
    i = 1;
    while (i < rest.length && rest[i] !== '}') {
      while (rest[i] === ' ' || rest[i] === ',') i++;
      if (rest[i] === '}') break;
      const eq = rest.indexOf('=', i);
      if (eq < 0 || rest[eq + 1] !== '"') return undefined;
      const key = rest.slice(i, eq).trim();
      let value = '';
      let j = eq + 2;
      for (; j < rest.length && rest[j] !== '"'; j++) {
        if (rest[j] === '\\' && j + 1 < rest.length) {
          const next = rest[++j];
          value += next === 'n' ? '\n' : next;
        } else {
          value += rest[j];
        }
      }
      if (j >= rest.length) return undefined;
      labels[key] = value;
      i = j + 1;
    }
    i++;
  }
  const fields = rest.slice(i).trim().split(/\s+/);
  const value = parseValue(fields[0] ?? '');
  return value === undefined ? undefined : { labels, value };
}

function parseValue(text: string): number | undefined {
  if (text === '+Inf') return Infinity;
  if (text === '-Inf') return -Infinity;
  if (text === 'NaN') return NaN;
  const value = Number(text);
  return text !== '' && !Number.isNaN(value) ? value : undefined;
}
