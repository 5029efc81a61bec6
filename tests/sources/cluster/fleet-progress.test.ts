import { describe, expect, it } from 'vitest';
import { FleetProgress } from '../../../src/fleet-progress.js';
import type { ClusterEntry } from '../../../src/model.js';

const checked: ClusterEntry = {
  context: 'eu',
  server: 'https://eu',
  version: 'v1.34.2',
  reachable: true,
  checked: true,
  objects: 12_345,
  findings: 1,
  gaps: 2,
  elapsedMs: 3_210,
};
const unreachable: ClusterEntry = { context: 'us\x1b[2J', server: 'https://us', reachable: false, checked: false, error: 'connection refused' };

/** What a terminal shows after the writes: `\r\x1b[K` returns to the start of the line and clears it. */
function screen(writes: readonly string[]): string[] {
  const lines = [''];
  for (const text of writes) {
    for (const part of text.split(/(\r\x1b\[K|\n)/)) {
      if (part === '\r\x1b[K') lines[lines.length - 1] = '';
      else if (part === '\n') lines.push('');
      else lines[lines.length - 1] += part;
    }
  }
  return lines;
}

describe('the progress of several clusters on a terminal', () => {
  it('rewrites one line with the clusters being read, and leaves a line for each cluster done', () => {
    const writes: string[] = [];
    const progress = new FleetProgress((text) => writes.push(text), 2, 60);
    const eu = progress.lineFor('eu');
    const us = progress.lineFor('us\x1b[2J');
    eu.show('reading eu: 1/40 lists, 10 objects');
    us.show('reading us: 2/40 lists, 20 objects');
    expect(screen(writes)).toEqual(['0/2 clusters done; reading eu: 1/40 lists, 10 objects; rea…']);
    eu.clear();
    progress.finished(checked);
    expect(screen(writes)).toEqual([
      '[1/2] eu: v1.34.2, 12,345 objects, 1 finding, 2 not checked (3.2 s)',
      '1/2 clusters done; reading us: 2/40 lists, 20 objects',
    ]);
    progress.print('warning: context "x" reaches its API server over plain HTTP\n');
    progress.finished(unreachable);
    // the last cluster done leaves no progress line behind, and a name's control characters are shown, not run
    expect(screen(writes)).toEqual([
      '[1/2] eu: v1.34.2, 12,345 objects, 1 finding, 2 not checked (3.2 s)',
      'warning: context "x" reaches its API server over plain HTTP',
      '[2/2] us\\x1b[2J: not checked: connection refused',
      '',
    ]);
  });
});
