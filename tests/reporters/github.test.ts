import { describe, expect, it } from 'vitest';
import { escapeData, escapeProperty, githubReporter } from '../../src/reporters/github.js';
import { OPTIONS, emptyReport, sampleReport } from './sample-report.js';

describe('github reporter', () => {
  it('escapes messages and properties the way the Actions runner reads them', () => {
    expect(escapeData('100% done\r\nnext: a,b')).toBe('100%25 done%0D%0Anext: a,b');
    expect(escapeProperty('dir, with: odd/100%.yaml\n')).toBe('dir%2C with%3A odd/100%25.yaml%0A');
  });

  it('prints one workflow command per finding, then the totals and the baseline result', () => {
    expect(githubReporter(sampleReport(), OPTIONS)).toBe(
      [
        '::error file=apps/shop/ingress.yaml,line=2,col=1,title=removed-api (Kubernetes 1.22)::extensions/v1beta1 Ingress is no longer served since Kubernetes 1.22; use networking.k8s.io/v1.%0A%0AFix: Set apiVersion to networking.k8s.io/v1.',
        '::warning file=dir%2C with%3A odd/agent ds.yaml,line=14,col=11,title=host-port-conflict (Kubernetes 1.37)::DaemonSet agent uses hostPort 8080, 100%25 of "nodes" <all>:%0Asee `ports[0]` & more%0D%0A%0AFix: Set hostPort to 0 or remove it; it\'s unused.',
        '::error title=removed-api (Kubernetes 1.25)::cluster prod (last-applied) PodDisruptionBudget payments/api: policy/v1beta1 PodDisruptionBudget is no longer served since Kubernetes 1.25; use policy/v1.%0A%0AFix: Set apiVersion to policy/v1.',
        '::error file=charts/app/templates/deploy.yaml,line=7,col=12,title=parse-error::Unrendered template directive: this document is a template.%0A%0AFix: Render it first.',
        '::notice file=apps/shop/pod.yaml,line=20,col=17,title=host-port-conflict (Kubernetes 1.37)::Pod web uses hostPort 80.%0A%0AFix: Nothing to do.',
        '::warning title=k8s-upgrade-check%3A not checked::Secrets in namespace vault: forbidden (403) (weakens removed-api)',
        'k8s-upgrade-check: 12 objects in 5 files checked against Kubernetes 1.37: 3 errors, 1 warning, 1 info, 2 suppressed',
        'k8s-upgrade-check: baseline ci/baseline.json: 1 of its 4 findings fixed',
        '  fixed apps/old/cronjob.yaml removed-api CronJob shop/report',
        '',
      ].join('\n'),
    );
  });

  it('lists suppressed findings as plain log lines, never as annotations', () => {
    const plain = githubReporter(sampleReport(), OPTIONS).split('\n');
    expect(githubReporter(sampleReport(), { ...OPTIONS, showSuppressed: true }).split('\n')).toEqual([
      ...plain.slice(0, 7),
      '  suppressed apps/legacy/ingress.yaml:1 removed-api Ingress legacy/old: Retired with the legacy stack (.k8s-upgrade-check.yaml:7)',
      '  suppressed apps/shop/pod.yaml:40 host-port-conflict Pod shop/debug: Debug pod, never deployed (annotation k8s-upgrade-check.io/ignore on the object)',
      ...plain.slice(7),
    ]);
  });

  it('prints only the totals when there is nothing to annotate', () => {
    expect(githubReporter(emptyReport(), OPTIONS)).toBe(
      'k8s-upgrade-check: 12 objects in 5 files checked against Kubernetes 1.37: 0 errors, 0 warnings, 0 info\n',
    );
  });
});
