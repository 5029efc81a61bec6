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

export class Progress {
  private readonly counts: ProgressCounts = { listsDone: 0, lists: 0, objects: 0, nodesDone: 0, nodes: 0 };
  private last = 0;
  private shown = false;

  constructor(
    private readonly write: ((text: string) => void) | undefined,
    private readonly label: string,
  ) {}

  update(change: Partial<ProgressCounts>, add = false): void {
    for (const [key, value] of Object.entries(change) as [keyof ProgressCounts, number][]) this.counts[key] = add ? this.counts[key] + value : value;
    if (!this.write) return;
    const now = Date.now();
    if (now - this.last < 100) return;
    this.last = now;
    const c = this.counts;
    const nodes = c.nodes ? `, nodes ${c.nodesDone}/${c.nodes}` : '';
    this.write(`\r\x1b[K${this.label}: ${c.listsDone}/${c.lists} lists, ${c.objects.toLocaleString('en-US')} objects${nodes}`);
    this.shown = true;
  }

  done(): void {
    if (this.write && this.shown) this.write('\r\x1b[K');
    this.shown = false;
  }
}
