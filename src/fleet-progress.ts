/**
 * Progress of a run over several clusters on a terminal: a line for each cluster when it is done
 * (checked, with its counts, or not, with why), and under them one line that rewrites itself with
 * the clusters being read. Only for a terminal: piped runs get their report and nothing else.
 */
import type { ClusterEntry } from './model.js';
import type { ProgressLine } from './sources/cluster/progress.js';
import { displayText } from './untrusted-text.js';

export class FleetProgress {
  private readonly reading = new Map<string, string>();
  private done = 0;
  private shown = false;

  /**
   * `write` is stderr as it is (control sequences pass); `width` the terminal's columns, which the
   * rewritten line must not pass, or it wraps and is no longer rewritten in place.
   */
  constructor(
    private readonly write: (text: string) => void,
    private readonly total: number,
    private readonly width = 80,
  ) {}

  /** A cluster's share of the bottom line. */
  lineFor(context: string): ProgressLine {
    return {
      show: (text) => {
        this.reading.set(context, text);
        this.render();
      },
      clear: () => {
        this.reading.delete(context);
        this.render();
      },
    };
  }

  /** A line that stays, above the progress line: a warning or a cluster's result. */
  print(line: string): void {
    this.erase();
    this.write(line.endsWith('\n') ? line : `${line}\n`);
    this.render();
  }

  finished(entry: ClusterEntry): void {
    this.reading.delete(entry.context);
    this.done++;
    this.print(`[${this.done}/${this.total}] ${resultLine(entry)}`);
    if (this.done === this.total) this.erase();
  }

  private erase(): void {
    if (this.shown) this.write('\r\x1b[K');
    this.shown = false;
  }

  private render(): void {
    if (this.done === this.total) return;
    const reading = [...this.reading.values()];
    const text = `${this.done}/${this.total} clusters done${reading.length ? `; ${reading.join('; ')}` : ''}`;
    const room = Math.max(20, this.width - 1);
    this.write(`\r\x1b[K${text.length > room ? `${text.slice(0, room - 1)}…` : text}`);
    this.shown = true;
  }
}

function resultLine(entry: ClusterEntry): string {
  const context = displayText(entry.context);
  if (!entry.checked) return `${context}: not checked: ${displayText(entry.error ?? '')}`;
  const seconds = ((entry.elapsedMs ?? 0) / 1000).toFixed(1);
  const counts = [
    `${(entry.objects ?? 0).toLocaleString('en-US')} objects`,
    `${entry.findings ?? 0} ${entry.findings === 1 ? 'finding' : 'findings'}`,
    ...(entry.gaps ? [`${entry.gaps} not checked`] : []),
  ];
  return `${context}: ${displayText(entry.version ?? '')}, ${counts.join(', ')} (${seconds} s)`;
}
