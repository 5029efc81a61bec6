import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ClusterSummary, Report } from '../../src/model.js';
import { loadReporter } from '../../src/reporters/index.js';
import { escapeLabelValue, prometheusReporter } from '../../src/reporters/prometheus.js';
import { groupPath, parsePushgatewayUrl } from '../../src/pushgateway.js';
import { OPTIONS, emptyReport, ingressFinding, liveSampleReport, sampleReport } from './sample-report.js';

/** 2026-01-02T03:04:05.678Z */
const MADE_AT = 1767323045678;

const CLUSTER: ClusterSummary = {
  context: 'prod',
  server: 'https://10.0.0.1:6443',
  version: 'v1.36.2',
  resourcesListed: 40,
  nodes: 3,
  nodesQueried: 3,
  helmReleases: 0,
  requests: 120,
};

/** As `-o prometheus` and `--report prometheus=FILE` make it: the safe report, then the last check. */
async function metrics(report: Report): Promise<string> {
  return (await loadReporter('prometheus'))(report, { ...OPTIONS, madeAt: MADE_AT } as typeof OPTIONS);
}

describe('prometheus reporter', () => {
  it('writes every family, sorted, with its help and type, for a manifest scan', async () => {
    expect(await metrics(sampleReport())).toBe(
      [
        '# HELP k8s_upgrade_check_coverage_gaps Coverage gaps of the last run: what it could not see or judge, each weakening some rules.',
        '# TYPE k8s_upgrade_check_coverage_gaps gauge',
        'k8s_upgrade_check_coverage_gaps{cluster="",target="1.37"} 1',
        '# HELP k8s_upgrade_check_findings Findings of the last run, by rule and severity; a rule without findings has no series.',
        '# TYPE k8s_upgrade_check_findings gauge',
        'k8s_upgrade_check_findings{cluster="",rule="host-port-conflict",severity="info",target="1.37"} 1',
        'k8s_upgrade_check_findings{cluster="",rule="host-port-conflict",severity="warning",target="1.37"} 1',
        'k8s_upgrade_check_findings{cluster="",rule="parse-error",severity="error",target="1.37"} 1',
        'k8s_upgrade_check_findings{cluster="",rule="removed-api",severity="error",target="1.37"} 2',
        '# HELP k8s_upgrade_check_findings_by_severity Findings of the last run, by severity; zero when there are none, so that alerts resolve.',
        '# TYPE k8s_upgrade_check_findings_by_severity gauge',
        'k8s_upgrade_check_findings_by_severity{cluster="",severity="error",target="1.37"} 3',
        'k8s_upgrade_check_findings_by_severity{cluster="",severity="info",target="1.37"} 1',
        'k8s_upgrade_check_findings_by_severity{cluster="",severity="warning",target="1.37"} 1',
        '# HELP k8s_upgrade_check_info The version of k8s-upgrade-check that made the metrics; always 1.',
        '# TYPE k8s_upgrade_check_info gauge',
        'k8s_upgrade_check_info{version="9.8.7"} 1',
        '# HELP k8s_upgrade_check_last_run_timestamp_seconds When the last run made its report, in seconds since the Unix epoch.',
        '# TYPE k8s_upgrade_check_last_run_timestamp_seconds gauge',
        'k8s_upgrade_check_last_run_timestamp_seconds{cluster="",target="1.37"} 1767323045.678',
        '# HELP k8s_upgrade_check_objects_checked Kubernetes objects the last run checked.',
        '# TYPE k8s_upgrade_check_objects_checked gauge',
        'k8s_upgrade_check_objects_checked{cluster="",target="1.37"} 12',
        '# HELP k8s_upgrade_check_run_duration_seconds How long the last run took.',
        '# TYPE k8s_upgrade_check_run_duration_seconds gauge',
        'k8s_upgrade_check_run_duration_seconds{cluster="",target="1.37"} 1.234',
        '',
      ].join('\n'),
    );
  });

  it('names the context of a live run and says the cluster was read', async () => {
    const lines = (await metrics(liveSampleReport(CLUSTER, { findings: [ingressFinding], gaps: [] }))).split('\n');
    expect(lines.filter((line) => !line.startsWith('#'))).toEqual([
      'k8s_upgrade_check_cluster_reachable{cluster="prod"} 1',
      'k8s_upgrade_check_coverage_gaps{cluster="prod",target="1.37"} 0',
      'k8s_upgrade_check_findings{cluster="prod",rule="removed-api",severity="error",target="1.37"} 1',
      'k8s_upgrade_check_findings_by_severity{cluster="prod",severity="error",target="1.37"} 1',
      'k8s_upgrade_check_findings_by_severity{cluster="prod",severity="info",target="1.37"} 0',
      'k8s_upgrade_check_findings_by_severity{cluster="prod",severity="warning",target="1.37"} 0',
      'k8s_upgrade_check_info{version="9.8.7"} 1',
      'k8s_upgrade_check_last_run_timestamp_seconds{cluster="prod",target="1.37"} 1767323045.678',
      'k8s_upgrade_check_objects_checked{cluster="prod",target="1.37"} 12',
      'k8s_upgrade_check_run_duration_seconds{cluster="prod",target="1.37"} 1.234',
      '',
    ]);
    expect(lines.slice(0, 3)).toEqual([
      '# HELP k8s_upgrade_check_cluster_reachable Whether the last run reached the cluster (1) or not (0); written by live runs only.',
      '# TYPE k8s_upgrade_check_cluster_reachable gauge',
      'k8s_upgrade_check_cluster_reachable{cluster="prod"} 1',
    ]);
  });

  it('writes zero for each severity and no per-rule series when nothing is found, and ignores suppressed findings', async () => {
    const report = emptyReport();
    report.suppressed = sampleReport().suppressed;
    const counts = (await metrics(report)).split('\n').filter((line) => line.startsWith('k8s_upgrade_check_findings'));
    expect(counts).toEqual([
      'k8s_upgrade_check_findings_by_severity{cluster="",severity="error",target="1.37"} 0',
      'k8s_upgrade_check_findings_by_severity{cluster="",severity="info",target="1.37"} 0',
      'k8s_upgrade_check_findings_by_severity{cluster="",severity="warning",target="1.37"} 0',
    ]);
  });

  it('escapes quotes, backslashes and line breaks in label values, and shows control and bidi characters as escapes', async () => {
    const context = 'a"b\\c\nd\u202ee\x1b[31mf\u2028g##[x';
    const ruleId = 'plugin/"rule"\\\r\n\u0000';
    const text = await metrics(liveSampleReport({ ...CLUSTER, context }, { findings: [{ ...ingressFinding, ruleId }], gaps: [] }));
    const cluster = 'a\\"b\\\\c\\\\nd\\\\u202ee\\\\x1b[31mf\\\\u2028g#\\\\x23[x';
    expect(text.split('\n').filter((line) => line.includes('findings{') || line.includes('reachable{'))).toEqual([
      `k8s_upgrade_check_cluster_reachable{cluster="${cluster}"} 1`,
      `k8s_upgrade_check_findings{cluster="${cluster}",rule="plugin/\\"rule\\"\\\\\\\\r\\\\n\\\\x00",severity="error",target="1.37"} 1`,
    ]);
    // Nothing but line feeds between lines: no raw control, bidi or separator character anywhere.
    expect(text).not.toMatch(/(?!\n)[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u);
  });

  it('escapes a label value as the exposition format does, and nothing else', () => {
    expect(escapeLabelValue('C:\\k8s "prod"\nnext\tend\u00e9')).toBe('C:\\\\k8s \\"prod\\"\\nnext\tend\u00e9');
  });

  it('writes lines of the exposition format whatever the context and rule ids hold', async () => {
    const reporter = await loadReporter('prometheus');
    const sample = /^k8s_upgrade_check_[a-z_]+\{(?:[a-z]+="(?:[^"\\\n]|\\[\\"n])*",)*[a-z]+="(?:[^"\\\n]|\\[\\"n])*"\} (?:0|[1-9][0-9]*)(?:\.[0-9]+)?$/;
    const comment = /^# (?:HELP|TYPE) k8s_upgrade_check_[a-z_]+ [^\\\n]+$/;
    // Any character, and often one the format or the display escapes.
    const text = fc.string({
      unit: fc.oneof(fc.constantFrom('"', '\\', '\n', '\r', '#', '[', '\u202e', '\x1b', '\u2028'), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })),
    });
    fc.assert(
      fc.property(text, fc.array(text, { maxLength: 3 }), (context, ruleIds) => {
        const report = liveSampleReport({ ...CLUSTER, context }, { findings: ruleIds.map((ruleId) => ({ ...ingressFinding, ruleId })) });
        const lines = reporter(report, { ...OPTIONS, madeAt: MADE_AT } as typeof OPTIONS).split('\n');
        expect(lines.pop()).toBe('');
        for (const line of lines) expect(line).toMatch(line.startsWith('#') ? comment : sample);
        for (const line of lines) expect(line).not.toMatch(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u);
      }),
    );
  });

  it('is the same text for the same report, in any order of findings', async () => {
    const report = sampleReport();
    const reversed = sampleReport({ findings: [...report.findings].reverse() });
    expect(prometheusReporter(reversed, { ...OPTIONS, madeAt: MADE_AT })).toBe(prometheusReporter(report, { ...OPTIONS, madeAt: MADE_AT }));
  });
});

describe('the Pushgateway group of a report', () => {
  it('is the cluster label in base64url for a live run, = for an empty one, and source=manifests for a manifest scan', () => {
    expect(groupPath(sampleReport())).toBe('/metrics/job/k8s_upgrade_check/source/manifests');
    expect(groupPath(liveSampleReport(CLUSTER))).toBe('/metrics/job/k8s_upgrade_check/cluster@base64/cHJvZA');
    expect(groupPath(liveSampleReport({ ...CLUSTER, context: 'arn:aws:eks:eu-west-1:1234:cluster/prod?' }))).toBe(
      '/metrics/job/k8s_upgrade_check/cluster@base64/YXJuOmF3czpla3M6ZXUtd2VzdC0xOjEyMzQ6Y2x1c3Rlci9wcm9kPw',
    );
    expect(groupPath(liveSampleReport({ ...CLUSTER, context: '' }))).toBe('/metrics/job/k8s_upgrade_check/cluster@base64/=');
    // The value the metrics carry: a line break shown as \n, as in the label.
    expect(
      Buffer.from(
        groupPath(liveSampleReport({ ...CLUSTER, context: 'a\nb' }))
          .split('/')
          .pop()!,
        'base64url',
      ).toString(),
    ).toBe('a\\nb');
  });

  it('takes http and https URLs, and never names the user and password', () => {
    expect(parsePushgatewayUrl('https://ci:s3cret@push.example:9091/gateway/').shown).toBe('https://push.example:9091/gateway');
    expect(() => parsePushgatewayUrl('push.example:9091')).toThrow('--pushgateway push.example:9091: only http:// and https:// URLs are pushed to');
    expect(() => parsePushgatewayUrl('//ci:s3cret@push')).toThrow(
      '--pushgateway "***@push": not a URL; give the Pushgateway\'s address, e.g. http://pushgateway:9091',
    );
    expect(() => parsePushgatewayUrl('http://ci:s3cret@push:9091/?x=1')).toThrow(
      "--pushgateway http://push:9091: give the Pushgateway's address without a query or fragment; the push path is added to it",
    );
  });
});
