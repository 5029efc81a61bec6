import { beforeAll, describe, expect, it } from 'vitest';
import { loadReporter } from '../../src/reporters/index.js';
import type { Reporter } from '../../src/reporters/types.js';
import { OPTIONS, emptyReport, sampleReport } from './sample-report.js';

const REPORTERS: Record<'table' | 'wide', Reporter> = {} as Record<'table' | 'wide', Reporter>;
beforeAll(async () => {
  REPORTERS.table = await loadReporter('table');
  REPORTERS.wide = await loadReporter('wide');
});

describe('wide and table reporters', () => {
  it("wide adds a column with each finding's fix and one with its rule's first source", () => {
    const report = sampleReport({ suppressed: [], baseline: undefined });
    const wide = REPORTERS.wide(report, OPTIONS).split('\n');
    expect(wide[3]).toMatch(/^SEVERITY +RULE +KIND +NAMESPACE\/NAME +WHERE +RELEASE +NOTE +FIX +SOURCE$/);
    expect(wide[5]).toMatch(
      /^error +removed-api +Ingress +shop\/web +apps\/shop\/ingress\.yaml:2 +1\.22 +2 +Set apiVersion to networking\.k8s\.io\/v1\. +https:\/\/kubernetes\.io\/docs\/reference\/using-api\/deprecation-guide\/$/,
    );
    // the fix is in its column, so the notes give only the messages
    expect(wide.filter((line) => line.includes('Fix:'))).toEqual([]);
    const table = REPORTERS.table(report, OPTIONS);
    expect(table).not.toContain('https://kubernetes.io/docs/reference/using-api/deprecation-guide/');
    expect(table).toContain('     Fix: Set apiVersion to networking.k8s.io/v1.\n');
  });

  it('ends with the suppression count and the baseline result after the summary', () => {
    const text = REPORTERS.table(sampleReport(), OPTIONS);
    expect(text.split('\n').slice(-5)).toEqual([
      '12 objects in 5 files checked against 1.37: 3 errors, 1 warning, 1 info (1234 ms)',
      '2 suppressed (1 by .k8s-upgrade-check.yaml, 1 by annotation); --show-suppressed lists them',
      'Baseline ci/baseline.json: 4 recorded findings, 1 fixed since:',
      '  apps/old/cronjob.yaml  CronJob shop/report  removed-api',
      '',
    ]);
  });

  it('lists suppressed findings with --show-suppressed', () => {
    const text = REPORTERS.wide(sampleReport({ baseline: undefined }), { ...OPTIONS, showSuppressed: true });
    expect(text.split('\n').slice(-4)).toEqual([
      '2 suppressed (1 by .k8s-upgrade-check.yaml, 1 by annotation):',
      '  apps/legacy/ingress.yaml:1  Ingress legacy/old  removed-api: Retired with the legacy stack (.k8s-upgrade-check.yaml:7)',
      '  apps/shop/pod.yaml:40  Pod shop/debug  host-port-conflict: Debug pod, never deployed (annotation k8s-upgrade-check.io/ignore on the object)',
      '',
    ]);
  });

  it('adds nothing when nothing was suppressed', () => {
    expect(REPORTERS.table(emptyReport(), OPTIONS).split('\n').slice(-2)).toEqual(['12 objects in 5 files checked against 1.37: no findings (1234 ms)', '']);
  });
});
