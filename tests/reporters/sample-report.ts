/**
 * A fixed report for the format tests: a manifest finding, a finding whose text needs escaping in
 * every format, a cluster finding, an unreadable file, an info finding, a coverage gap, suppressed
 * findings and a baseline comparison. Built by hand so that each format's exact output can be asserted.
 */
import type { ClusterSummary, Finding, Report, SuppressedFinding } from '../../src/model.js';
import { entryOf } from '../../src/cluster-reports.js';
import { defineRule } from '../../src/rule.js';
import type { Rule } from '../../src/rule.js';
import type { GateOptions } from '../../src/reporters/types.js';
import type { ReporterOptions } from '../../src/reporters/types.js';

export const removedApi: Rule = defineRule({
  id: 'removed-api',
  release: 'core',
  severity: 'error',
  kinds: ['*'],
  docs: {
    summary: 'The object uses an apiVersion that the target no longer serves.',
    changed: 'Beta API versions stop being served on a schedule.',
    affected: 'Manifests that still write a removed apiVersion.',
    why: 'The API server answers `no matches for kind`.',
    fix: 'Change `apiVersion` to the replacement.',
    sources: [{ title: 'Deprecated API Migration Guide', url: 'https://kubernetes.io/docs/reference/using-api/deprecation-guide/' }],
  },
  messages: { removed: '{{apiVersion}} {{kind}} is removed' },
});

export const hostPorts: Rule = defineRule({
  id: 'host-port-conflict',
  release: '1.37',
  severity: 'warning',
  kinds: ['Pod'],
  docs: {
    summary: 'Pods that ask for the same host port.',
    changed: 'The scheduler checks host ports per protocol.',
    affected: 'DaemonSets with hostPort.',
    why: 'Pods stay Pending.',
    fix: 'Use distinct ports.',
    sources: [{ title: 'KEP-0000', url: 'https://github.com/kubernetes/enhancements' }],
  },
  messages: { conflict: 'conflict' },
});

export const parseError: Rule = defineRule({
  id: 'parse-error',
  release: 'core',
  severity: 'error',
  kinds: [],
  docs: {
    summary: 'A document is not valid YAML.',
    changed: 'Nothing in Kubernetes.',
    affected: 'Unrendered templates.',
    why: 'It is not checked.',
    fix: 'Render it first.',
    sources: [{ title: 'YAML 1.2', url: 'https://yaml.org/spec/1.2.2/' }],
  },
  messages: { syntax: 'syntax' },
});

/** Not guarding 1.37 or before: it must not be described in a report for 1.37. */
export const futureRule: Rule = defineRule({ ...hostPorts, id: 'future-rule', release: '1.38' });

export const RULES: readonly Rule[] = [removedApi, hostPorts, parseError, futureRule];

export const ingressFinding: Finding = {
  ruleId: 'removed-api',
  release: '1.22',
  severity: 'error',
  message: 'extensions/v1beta1 Ingress is no longer served since Kubernetes 1.22; use networking.k8s.io/v1.',
  fix: 'Set apiVersion to networking.k8s.io/v1.',
  object: { apiVersion: 'extensions/v1beta1', kind: 'Ingress', namespace: 'shop', name: 'web' },
  location: { file: 'apps/shop/ingress.yaml', line: 2, column: 1 },
  path: ['apiVersion'],
};

/** Text with every character some format must escape: % , : newline CR < > & " ' and a code span. */
export const trickyFinding: Finding = {
  ruleId: 'host-port-conflict',
  release: '1.37',
  severity: 'warning',
  message: 'DaemonSet agent uses hostPort 8080, 100% of "nodes" <all>:\nsee `ports[0]` & more\r',
  fix: "Set hostPort to 0 or remove it; it's unused.",
  object: { apiVersion: 'apps/v1', kind: 'DaemonSet', namespace: null, name: 'agent' },
  location: { file: 'dir, with: odd/agent ds.yaml', line: 14, column: 11 },
  path: ['spec', 'template', 'spec', 'containers', 0, 'ports', 0, 'hostPort'],
};

export const clusterFinding: Finding = {
  ruleId: 'removed-api',
  release: '1.25',
  severity: 'error',
  message: 'policy/v1beta1 PodDisruptionBudget is no longer served since Kubernetes 1.25; use policy/v1.',
  fix: 'Set apiVersion to policy/v1.',
  object: { apiVersion: 'policy/v1beta1', kind: 'PodDisruptionBudget', namespace: 'payments', name: 'api' },
  location: null,
  path: ['apiVersion'],
  origin: { type: 'cluster', context: 'prod', via: 'last-applied' },
};

export const parseFinding: Finding = {
  ruleId: 'parse-error',
  release: 'core',
  severity: 'error',
  message: 'Unrendered template directive: this document is a template.',
  fix: 'Render it first.',
  object: null,
  location: { file: 'charts/app/templates/deploy.yaml', line: 7, column: 12 },
};

export const infoFinding: Finding = {
  ...ingressFinding,
  ruleId: 'host-port-conflict',
  release: '1.37',
  severity: 'info',
  message: 'Pod web uses hostPort 80.',
  fix: 'Nothing to do.',
  object: { apiVersion: 'v1', kind: 'Pod', namespace: 'shop', name: 'web' },
  location: { file: 'apps/shop/pod.yaml', line: 20, column: 17 },
  path: ['spec', 'containers', 0, 'ports', 0, 'hostPort'],
};

export const suppressedByConfig: SuppressedFinding = {
  ...ingressFinding,
  object: { apiVersion: 'extensions/v1beta1', kind: 'Ingress', namespace: 'legacy', name: 'old' },
  location: { file: 'apps/legacy/ingress.yaml', line: 1, column: 1 },
  suppression: { by: 'config', reason: 'Retired with the legacy stack', source: '.k8s-upgrade-check.yaml:7' },
};

export const suppressedByAnnotation: SuppressedFinding = {
  ...infoFinding,
  location: { file: 'apps/shop/pod.yaml', line: 40, column: 17 },
  object: { apiVersion: 'v1', kind: 'Pod', namespace: 'shop', name: 'debug' },
  suppression: { by: 'annotation', reason: 'Debug pod, never deployed', source: 'annotation k8s-upgrade-check.io/ignore on the object' },
};

export function sampleReport(overrides: Partial<Report> = {}): Report {
  return {
    target: '1.37',
    from: '1.35',
    releases: ['1.36', '1.37'],
    objects: 12,
    files: 5,
    findings: [ingressFinding, trickyFinding, clusterFinding, parseFinding, infoFinding],
    gaps: [{ what: 'Secrets in namespace vault', reason: 'forbidden (403)', rules: ['removed-api'] }],
    elapsedMs: 1234,
    suppressed: [suppressedByConfig, suppressedByAnnotation],
    baseline: {
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
    },
    ...overrides,
  };
}

export function emptyReport(): Report {
  return sampleReport({ findings: [], gaps: [], suppressed: [], baseline: undefined });
}

export const OPTIONS: ReporterOptions & GateOptions = { color: false, toolVersion: '9.8.7', rules: RULES };

/** The sample as a live run over one cluster makes it: every finding, gap and suppressed finding names the cluster that `clusters` lists. */
export function liveSampleReport(cluster: ClusterSummary, overrides: Partial<Report> = {}): Report {
  const base = sampleReport({ cluster, ...overrides });
  const named = <T extends { cluster?: string }>(items: readonly T[]) => items.map((item) => ({ ...item, cluster: cluster.context }));
  const report = { ...base, findings: named(base.findings), gaps: named(base.gaps), suppressed: named(base.suppressed ?? []) };
  return { ...report, clusters: [entryOf(report, cluster)] };
}
