import { describe, expect, it } from 'vitest';
import type { Finding, Report } from '../../src/model.js';
import { tableReporter } from '../../src/reporters/table.js';
import { OPTIONS, clusterFinding, ingressFinding, sampleReport } from './sample-report.js';

const FIVE = sampleReport({ suppressed: [], baseline: undefined });

describe('table reporter', () => {
  it('prints one aligned row per finding, errors first and by rule, then each rule’s messages once', () => {
    expect(tableReporter(FIVE, OPTIONS)).toBe(
      [
        'Upgrade check 1.35 -> 1.37 (crosses 1.36, 1.37)',
        'Found 3 errors, 1 warning and 1 info; notes and fixes follow the table.',
        '',
        'SEVERITY  RULE                KIND                 NAMESPACE/NAME  WHERE                               RELEASE  NOTE',
        'error     parse-error         -                    -               charts/app/templates/deploy.yaml:7  -        1',
        'error     removed-api         Ingress              shop/web        apps/shop/ingress.yaml:2            1.22     2',
        'error     removed-api         PodDisruptionBudget  payments/api    cluster prod (last-applied)         1.25     3',
        'warning   host-port-conflict  DaemonSet            agent           dir, with: odd/agent ds.yaml:14     1.37     4',
        'info      host-port-conflict  Pod                  shop/web        apps/shop/pod.yaml:20               1.37     5',
        '',
        'NOTES',
        'parse-error (1 error)',
        '  1  Unrendered template directive: this document is a template.',
        '  Fix: Render it first.',
        '',
        'removed-api (2 errors)',
        '  2  extensions/v1beta1 Ingress is no longer served since Kubernetes 1.22; use networking.k8s.io/v1.',
        '     Fix: Set apiVersion to networking.k8s.io/v1.',
        '  3  policy/v1beta1 PodDisruptionBudget is no longer served since Kubernetes 1.25; use policy/v1.',
        '     Fix: Set apiVersion to policy/v1.',
        '',
        'host-port-conflict (1 warning, 1 info)',
        '  4  DaemonSet agent uses hostPort 8080, 100% of "nodes" <all>: see `ports[0]` & more',
        "     Fix: Set hostPort to 0 or remove it; it's unused.",
        '  5  Pod web uses hostPort 80.',
        '     Fix: Nothing to do.',
        '',
        'NOT CHECKED (1)',
        '  Secrets in namespace vault: forbidden (403) (weakens removed-api)',
        '',
        '12 objects in 5 files checked against 1.37: 3 errors, 1 warning, 1 info (1234 ms)',
        '',
      ].join('\n'),
    );
  });

  it('on a terminal too narrow for a row each, puts the place on a line under the rule', () => {
    const lines = tableReporter(FIVE, { ...OPTIONS, width: 80 }).split('\n');
    expect(lines.slice(3, 15)).toEqual([
      'SEVERITY  RULE                KIND                 NAMESPACE/NAME  RELEASE  NOTE',
      '          WHERE',
      'error     parse-error         -                    -               -        1',
      '          charts/app/templates/deploy.yaml:7',
      'error     removed-api         Ingress              shop/web        1.22     2',
      '          apps/shop/ingress.yaml:2',
      'error     removed-api         PodDisruptionBudget  payments/api    1.25     3',
      '          cluster prod (last-applied)',
      'warning   host-port-conflict  DaemonSet            agent           1.37     4',
      '          dir, with: odd/agent ds.yaml:14',
      'info      host-port-conflict  Pod                  shop/web        1.37     5',
      '          apps/shop/pod.yaml:20',
    ]);
    // the notes wrap to the terminal
    expect(lines.slice(22, 25)).toEqual([
      '  2  extensions/v1beta1 Ingress is no longer served since Kubernetes 1.22; use',
      '     networking.k8s.io/v1.',
      '     Fix: Set apiVersion to networking.k8s.io/v1.',
    ]);
    // all but the summary, which is one line whatever its length
    expect(lines.slice(0, -2).every((line) => line.length <= 80)).toBe(true);
  });

  const long: Finding = {
    ...ingressFinding,
    ruleId: 'feature-gate-default-change',
    object: { apiVersion: 'autoscaling/v2', kind: 'HorizontalPodAutoscaler', namespace: 'payments-production', name: 'settlement-queue-worker' },
    location: { file: 'environments/production/payments/autoscaling/queue-worker.yaml', line: 12, column: 3 },
  };
  const kubeSystem: Finding = { ...ingressFinding, object: { apiVersion: 'v1', kind: 'Pod', namespace: 'kube-system', name: 'kube-apiserver-control-1' } };

  it('on a narrower terminal, wraps kind and name in one column between words, never cutting a name', () => {
    const lines = tableReporter({ ...FIVE, findings: [long, kubeSystem, ingressFinding], gaps: [] }, { ...OPTIONS, width: 80 }).split('\n');
    expect(lines.slice(3, 15)).toEqual([
      'SEVERITY  RULE                         OBJECT                      RELEASE  NOTE',
      '          WHERE',
      'error     feature-gate-default-change  HorizontalPodAutoscaler     1.22     1',
      '                                       payments-production/',
      '                                       settlement-queue-worker',
      '          environments/production/payments/autoscaling/queue-worker.yaml:12',
      'error     removed-api                  Pod kube-system/            1.22     2',
      '                                       kube-apiserver-control-1',
      '          apps/shop/ingress.yaml:2',
      'error     removed-api                  Ingress shop/web            1.22     2',
      '          apps/shop/ingress.yaml:2',
      '',
    ]);
    expect(lines.slice(0, -2).every((line) => line.length <= 80)).toBe(true);
  });

  it('on a terminal too narrow for that, gives the object a line of its own, whole', () => {
    const lines = tableReporter({ ...FIVE, findings: [long, ingressFinding], gaps: [] }, { ...OPTIONS, width: 76 }).split('\n');
    expect(lines.slice(3, 13)).toEqual([
      'SEVERITY  RULE                         RELEASE  NOTE',
      '          OBJECT',
      '          WHERE',
      'error     feature-gate-default-change  1.22     1',
      '          HorizontalPodAutoscaler',
      '          payments-production/settlement-queue-worker',
      '          environments/production/payments/autoscaling/queue-worker.yaml:12',
      'error     removed-api                  1.22     2',
      '          Ingress shop/web',
      '          apps/shop/ingress.yaml:2',
    ]);
    expect(lines.slice(0, -2).every((line) => line.length <= 76)).toBe(true);
  });

  it('prints only the rows with --no-headers, one line each even on a narrow terminal', () => {
    expect(tableReporter(FIVE, { ...OPTIONS, noHeaders: true, width: 40 })).toBe(
      [
        'error    parse-error         -                    -             charts/app/templates/deploy.yaml:7  -     1',
        'error    removed-api         Ingress              shop/web      apps/shop/ingress.yaml:2            1.22  2',
        'error    removed-api         PodDisruptionBudget  payments/api  cluster prod (last-applied)         1.25  3',
        'warning  host-port-conflict  DaemonSet            agent         dir, with: odd/agent ds.yaml:14     1.37  4',
        'info     host-port-conflict  Pod                  shop/web      apps/shop/pod.yaml:20               1.37  5',
        '',
      ].join('\n'),
    );
  });

  it('reads as well with 500 findings: one row each, the notes as short as with five', () => {
    const findings: Finding[] = [];
    for (let i = 0; i < 470; i++) {
      const pdb = i % 2 === 0;
      findings.push({
        ...(pdb ? clusterFinding : ingressFinding),
        origin: undefined,
        messageId: 'removed',
        object: { apiVersion: 'extensions/v1beta1', kind: pdb ? 'PodDisruptionBudget' : 'Ingress', namespace: `team-${i % 7}`, name: `app-${i}` },
        location: { file: `apps/app-${i}.yaml`, line: 1, column: 1 },
      });
    }
    // one message per chart: more variants than are worth listing
    for (let i = 0; i < 30; i++) {
      findings.push({
        ruleId: 'parse-error',
        release: '1.37',
        severity: 'warning',
        messageId: 'chart',
        message: `Helm chart chart-${i} is not rendered: ${i + 2} templates could only be partly checked.`,
        fix: `helm template chart-${i} charts/chart-${i} --kube-version 1.37 | k8s-upgrade-check --target 1.37 -f -`,
        object: null,
        location: { file: `charts/chart-${i}/Chart.yaml`, line: 1, column: 1 },
      });
    }
    const report: Report = { ...FIVE, findings, gaps: [] };
    const text = tableReporter(report, OPTIONS);
    const lines = text.split('\n');
    expect(lines.filter((line) => /^(error|warning) /.test(line))).toHaveLength(500);
    expect(lines.slice(lines.indexOf('NOTES'))).toEqual([
      'NOTES',
      'removed-api (470 errors)',
      '  1  policy/v1beta1 PodDisruptionBudget is no longer served since Kubernetes 1.25; use policy/v1.',
      '     Fix: Set apiVersion to policy/v1.',
      '  2  extensions/v1beta1 Ingress is no longer served since Kubernetes 1.22; use networking.k8s.io/v1.',
      '     Fix: Set apiVersion to networking.k8s.io/v1.',
      '',
      'parse-error (30 warnings)',
      '  3  Helm chart chart-0 is not rendered: 2 templates could only be partly checked.',
      '     …and 29 more messages like it, each with its own names and numbers (-o wide shows each fix, -o json each message).',
      '  Fix: helm template chart-0 charts/chart-0 --kube-version 1.37 | k8s-upgrade-check --target 1.37 -f -',
      '',
      '12 objects in 5 files checked against 1.37: 470 errors, 30 warnings, 0 info (1234 ms)',
      '',
    ]);
    expect(lines.filter((line) => line.startsWith('warning ')).every((line) => line.endsWith('  3'))).toBe(true);
  });

  it('says how many findings --severity or --rule left out, and that the exit code counts them', () => {
    const text = tableReporter({ ...FIVE, findings: [ingressFinding], gaps: [], hidden: { count: 4, by: '--rule removed-api' } }, OPTIONS);
    expect(text.split('\n').slice(-2)).toEqual([
      '12 objects in 5 files checked against 1.37: 1 error, 0 warnings, 0 info; 4 more hidden by --rule removed-api (the exit code counts them) (1234 ms)',
      '',
    ]);
  });

  it('gives near-identical messages of one template one note, with the words that differ as alternatives', () => {
    const gate = (component: string, line: number): Finding => ({
      ...ingressFinding,
      ruleId: 'feature-gate-default-change',
      messageId: 'defaultChange',
      release: '1.37',
      severity: 'info',
      message: `Feature gate SELinuxMount is not set for ${component} here, and its default changes from false to true in Kubernetes 1.37 (GA); pods sharing a volume on one node must agree on its SELinux label.`,
      fix: `Opt pods that share volumes out with seLinuxChangePolicy: Recursive, or set SELinuxMount=false on ${component}.`,
      location: { file: 'platform/components.yaml', line, column: 1 },
    });
    const other: Finding = { ...gate('kubelet', 30), message: 'Feature gate MemoryQoS is not set for kubelet here.', fix: 'Nothing to do.' };
    const text = tableReporter({ ...FIVE, findings: [gate('kube-apiserver', 10), gate('kubelet', 20), other], gaps: [] }, { ...OPTIONS, width: 100 });
    const lines = text.split('\n');
    expect(lines.filter((line) => line.startsWith('info ')).map((line) => line.slice(-1))).toEqual(['1', '1', '2']);
    expect(lines.slice(lines.indexOf('NOTES'), -3)).toEqual([
      'NOTES',
      'feature-gate-default-change (3 info)',
      '  1  Feature gate SELinuxMount is not set for [kube-apiserver | kubelet] here, and its default',
      '     changes from false to true in Kubernetes 1.37 (GA); pods sharing a volume on one node must',
      '     agree on its SELinux label.',
      '     Fix: Opt pods that share volumes out with seLinuxChangePolicy: Recursive, or set',
      '     SELinuxMount=false on [kube-apiserver | kubelet].',
      '     One note for 2 findings: they differ only in the bracketed words, [first | second] in the order',
      '     of their rows.',
      '  2  Feature gate MemoryQoS is not set for kubelet here.',
      '     Fix: Nothing to do.',
    ]);
  });

  it('keeps messages that differ in more than a few words apart', () => {
    const pdb: Finding = {
      ...ingressFinding,
      messageId: 'removed',
      message: 'policy/v1beta1 PodDisruptionBudget is no longer served since Kubernetes 1.25; use policy/v1.',
      fix: 'Set apiVersion to policy/v1.',
    };
    const lines = tableReporter({ ...FIVE, findings: [{ ...ingressFinding, messageId: 'removed' }, pdb], gaps: [] }, OPTIONS).split('\n');
    expect(lines.filter((line) => /^ {2}\d {2}/.test(line))).toEqual([
      '  1  extensions/v1beta1 Ingress is no longer served since Kubernetes 1.22; use networking.k8s.io/v1.',
      '  2  policy/v1beta1 PodDisruptionBudget is no longer served since Kubernetes 1.25; use policy/v1.',
    ]);
  });
});
