import { describe, expect, it } from 'vitest';
import { baselineEntryOf } from '../../src/baseline.js';
import { jsonReporter } from '../../src/reporters/json.js';
import { OPTIONS, emptyReport, ingressFinding, sampleReport } from './sample-report.js';

describe('json reporter: fields added to schemaVersion 1', () => {
  it('keeps the documented shape and adds summary.suppressed and the baseline comparison', () => {
    const document = JSON.parse(jsonReporter(sampleReport(), OPTIONS));
    expect(document.schemaVersion).toBe(1);
    expect(Object.keys(document)).toEqual(['schemaVersion', 'tool', 'target', 'from', 'releases', 'summary', 'findings', 'gaps', 'baseline']);
    expect(document.summary).toEqual({ objects: 12, files: 5, findings: 5, bySeverity: { error: 3, warning: 1, info: 1 }, suppressed: 2 });
    // Manifest findings keep exactly the documented fields (cluster findings add where they were seen).
    for (const finding of document.findings.filter((f: { location: unknown }) => f.location)) {
      expect(Object.keys(finding)).toEqual(['ruleId', 'release', 'severity', 'message', 'object', 'location', 'fix', 'fingerprint']);
    }
    expect(document.baseline).toEqual({
      file: 'ci/baseline.json',
      known: 4,
      fixed: [
        {
          fingerprint: '0123456789abcdef0123456789abcdef',
          ruleId: 'removed-api',
          file: 'apps/old/cronjob.yaml',
          object: 'CronJob shop/report',
          message: 'batch/v1beta1 CronJob is removed',
        },
      ],
    });
  });

  it('lists suppressed findings, with why, only with --show-suppressed', () => {
    expect(JSON.parse(jsonReporter(sampleReport(), OPTIONS)).suppressed).toBeUndefined();
    const document = JSON.parse(jsonReporter(sampleReport(), { ...OPTIONS, showSuppressed: true }));
    expect(document.suppressed).toEqual([
      {
        ruleId: 'removed-api',
        release: '1.22',
        severity: 'error',
        message: 'extensions/v1beta1 Ingress is no longer served since Kubernetes 1.22; use networking.k8s.io/v1.',
        object: { apiVersion: 'extensions/v1beta1', kind: 'Ingress', namespace: 'legacy', name: 'old' },
        location: { file: 'apps/legacy/ingress.yaml', line: 1, column: 1 },
        fix: 'Set apiVersion to networking.k8s.io/v1.',
        fingerprint: '5e5d8de5cdcfa21237b98f3f2e2e3d67',
        suppression: { by: 'config', reason: 'Retired with the legacy stack', source: '.k8s-upgrade-check.yaml:7' },
      },
      {
        ruleId: 'host-port-conflict',
        release: '1.37',
        severity: 'info',
        message: 'Pod web uses hostPort 80.',
        object: { apiVersion: 'v1', kind: 'Pod', namespace: 'shop', name: 'debug' },
        location: { file: 'apps/shop/pod.yaml', line: 40, column: 17 },
        fix: 'Nothing to do.',
        fingerprint: '34378757878425a10d6e51ad350ae086',
        suppression: { by: 'annotation', reason: 'Debug pod, never deployed', source: 'annotation k8s-upgrade-check.io/ignore on the object' },
      },
    ]);
  });

  it('counts zero suppressed findings and has no baseline key when none was used', () => {
    const document = JSON.parse(jsonReporter(emptyReport(), OPTIONS));
    expect(document.summary.suppressed).toBe(0);
    expect('baseline' in document).toBe(false);
  });

  it('gives each finding the fingerprint a baseline records, the same for the same finding in other words', () => {
    const fingerprints = (message: string) =>
      JSON.parse(jsonReporter(sampleReport({ findings: [{ ...ingressFinding, message }] }), OPTIONS)).findings.map(
        (f: { fingerprint: string }) => f.fingerprint,
      );
    expect(fingerprints(ingressFinding.message)).toEqual(['f7c7a0c5b92d84f798f4d820f32a1ee5']);
    expect(fingerprints('Ingress shop/web is written as extensions/v1beta1, which 1.22 removed.')).toEqual(['f7c7a0c5b92d84f798f4d820f32a1ee5']);
    expect(baselineEntryOf(ingressFinding).fingerprint).toBe('f7c7a0c5b92d84f798f4d820f32a1ee5');
  });
});
