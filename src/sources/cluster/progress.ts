/**
 * One line on stderr that rewrites itself while a long scan runs, only when stderr is a terminal:
 * piped or redirected runs get nothing on stderr but warnings.
 */
export interface ProgressCounts {
  listsDone: number;
  lists: number;
  objects: number;
  nodesDone: number;
  nodes: number;
}

/** Where a check's progress goes: the terminal's line, or a cluster's share of a fleet's line. */
export interface ProgressLine {
  show(text: string): void;
  clear(): void;
}

/** The line at the bottom of a terminal: rewritten in place, and erased when done. */
export function terminalLine(write: (text: string) => void): ProgressLine {
  return { show: (text) => write(`\r\x1b[K${text}`), clear: () => write('\r\x1b[K') };
}

export class Progress {
  private readonly counts: ProgressCounts = { listsDone: 0, lists: 0, objects: 0, nodesDone: 0, nodes: 0 };
  private last = 0;
  private shown = false;

  constructor(
    private readonly line: ProgressLine | undefined,
    private readonly label: string,
  ) {}

  update(change: Partial<ProgressCounts>, add = false): void {
    for (const [key, value] of Object.entries(change) as [keyof ProgressCounts, number][]) this.counts[key] = add ? this.counts[key] + value : value;
    if (!this.line) return;
    const now = Date.now();
    if (now - this.last < 100) return;
    this.last = now;
    const c = this.counts;
    const nodes = c.nodes ? `, nodes ${c.nodesDone}/${c.nodes}` : '';
    this.line.show(`${this.label}: ${c.listsDone}/${c.lists} lists, ${c.objects.toLocaleString('en-US')} objects${nodes}`);
    this.shown = true;
  }

  done(): void {
    if (this.line && this.shown) this.line.clear();
    this.shown = false;
  }
}
