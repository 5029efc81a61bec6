import { describe, expect, it } from 'vitest';
import { explainRule } from '../../src/catalogue.js';
import type { Finding, Report } from '../../src/model.js';
import type { Rule } from '../../src/rule.js';
import { sarifReporter } from '../../src/reporters/sarif.js';
import { expectValidSarif, validateSarif } from './sarif-schema.js';
import { OPTIONS, emptyReport, hostPorts, ingressFinding, parseError, removedApi, sampleReport } from './sample-report.js';

function helpMarkdown(rule: Rule): string {
  return explainRule(rule, '#').replace(/^# .*\n\n/, '');
}

const EXPECTED = {
  $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
  version: '2.1.0',
  runs: [
    {
      tool: {
        driver: {
          name: 'k8s-upgrade-check',
          version: '9.8.7',
          semanticVersion: '9.8.7',
          informationUri: 'https://github.com/k8s-upgrade-check/k8s-upgrade-check',
          rules: [
            {
              id: 'parse-error',
              name: 'ParseError',
              shortDescription: {
                text: 'A document is not valid YAML.',
              },
              fullDescription: {
                text: 'Nothing in Kubernetes.\n\nIt is not checked.',
              },
              help: {
                text: 'How to fix it: Render it first.\n\nSources:\n- YAML 1.2: https://yaml.org/spec/1.2.2/',
                markdown: helpMarkdown(parseError),
              },
              helpUri: 'https://github.com/k8s-upgrade-check/k8s-upgrade-check/blob/main/rules/README.md#parse-error',
              defaultConfiguration: {
                level: 'error',
              },
              properties: {
                tags: ['kubernetes', 'upgrade'],
                release: 'core',
              },
            },
            {
              id: 'removed-api',
              name: 'RemovedApi',
              shortDescription: {
                text: 'The object uses an apiVersion that the target no longer serves.',
              },
              fullDescription: {
                text: 'Beta API versions stop being served on a schedule.\n\nThe API server answers `no matches for kind`.',
              },
              help: {
                text: 'How to fix it: Change `apiVersion` to the replacement.\n\nSources:\n- Deprecated API Migration Guide: https://kubernetes.io/docs/reference/using-api/deprecation-guide/',
                markdown: helpMarkdown(removedApi),
              },
              helpUri: 'https://github.com/k8s-upgrade-check/k8s-upgrade-check/blob/main/rules/README.md#removed-api',
              defaultConfiguration: {
                level: 'error',
              },
              properties: {
                tags: ['kubernetes', 'upgrade'],
                release: 'core',
              },
            },
            {
              id: 'host-port-conflict',
              name: 'HostPortConflict',
              shortDescription: {
                text: 'Pods that ask for the same host port.',
              },
              fullDescription: {
                text: 'The scheduler checks host ports per protocol.\n\nPods stay Pending.',
              },
              help: {
                text: 'How to fix it: Use distinct ports.\n\nSources:\n- KEP-0000: https://github.com/kubernetes/enhancements',
                markdown: helpMarkdown(hostPorts),
              },
              helpUri: 'https://github.com/k8s-upgrade-check/k8s-upgrade-check/blob/main/rules/README.md#host-port-conflict',
              defaultConfiguration: {
                level: 'warning',
              },
              properties: {
                tags: ['kubernetes', 'upgrade', 'kubernetes-1.37'],
                release: '1.37',
              },
            },
          ],
        },
      },
      invocations: [
        {
          executionSuccessful: true,
          toolExecutionNotifications: [
            {
              level: 'warning',
              message: {
                text: 'Not checked: Secrets in namespace vault: forbidden (403) (weakens removed-api)',
              },
            },
          ],
        },
      ],
      columnKind: 'utf16CodeUnits',
      results: [
        {
          ruleId: 'removed-api',
          ruleIndex: 1,
          level: 'error',
          message: {
            text: 'extensions/v1beta1 Ingress is no longer served since Kubernetes 1.22; use networking.k8s.io/v1.',
          },
          locations: [
            {
              physicalLocation: {
                artifactLocation: {
                  uri: 'apps/shop/ingress.yaml',
                  uriBaseId: '%SRCROOT%',
                },
                region: {
                  startLine: 2,
                  startColumn: 1,
                },
              },
              logicalLocations: [
                {
                  name: 'web',
                  fullyQualifiedName: 'Ingress shop/web',
                  kind: 'resource',
                  properties: {
                    apiVersion: 'extensions/v1beta1',
                    kind: 'Ingress',
                    namespace: 'shop',
                  },
                },
              ],
            },
          ],
          partialFingerprints: {
            'k8sUpgradeCheck/v2': 'f7c7a0c5b92d84f798f4d820f32a1ee5:1',
          },
          properties: {
            release: '1.22',
            fix: 'Set apiVersion to networking.k8s.io/v1.',
          },
        },
        {
          ruleId: 'host-port-conflict',
          ruleIndex: 2,
          level: 'warning',
          message: {
            text: 'DaemonSet agent uses hostPort 8080, 100% of "nodes" <all>:\nsee `ports[0]` & more\r',
          },
          locations: [
            {
              physicalLocation: {
                artifactLocation: {
                  uri: 'dir%2C%20with%3A%20odd/agent%20ds.yaml',
                  uriBaseId: '%SRCROOT%',
                },
                region: {
                  startLine: 14,
                  startColumn: 11,
                },
              },
              logicalLocations: [
                {
                  name: 'agent',
                  fullyQualifiedName: 'DaemonSet agent',
                  kind: 'resource',
                  properties: {
                    apiVersion: 'apps/v1',
                    kind: 'DaemonSet',
                    namespace: null,
                  },
                },
              ],
            },
          ],
          partialFingerprints: {
            'k8sUpgradeCheck/v2': '2d5437b0abdaca077c9a5cb0d26bebe6:1',
          },
          properties: {
            release: '1.37',
            fix: "Set hostPort to 0 or remove it; it's unused.",
          },
        },
        {
          ruleId: 'removed-api',
          ruleIndex: 1,
          level: 'error',
          message: {
            text: 'policy/v1beta1 PodDisruptionBudget is no longer served since Kubernetes 1.25; use policy/v1.',
          },
          locations: [
            {
              logicalLocations: [
                {
                  name: 'api',
                  fullyQualifiedName: 'PodDisruptionBudget payments/api',
                  kind: 'resource',
                  properties: {
                    apiVersion: 'policy/v1beta1',
                    kind: 'PodDisruptionBudget',
                    namespace: 'payments',
                  },
                },
              ],
            },
          ],
          partialFingerprints: {
            'k8sUpgradeCheck/v2': '29fce0001ef7080f2cb265fd79623bbd:1',
          },
          properties: {
            release: '1.25',
            fix: 'Set apiVersion to policy/v1.',
            cluster: {
              context: 'prod',
              via: 'last-applied',
            },
          },
        },
        {
          ruleId: 'parse-error',
          ruleIndex: 0,
          level: 'error',
          message: {
            text: 'Unrendered template directive: this document is a template.',
          },
          locations: [
            {
              physicalLocation: {
                artifactLocation: {
                  uri: 'charts/app/templates/deploy.yaml',
                  uriBaseId: '%SRCROOT%',
                },
                region: {
                  startLine: 7,
                  startColumn: 12,
                },
              },
            },
          ],
          partialFingerprints: {
            'k8sUpgradeCheck/v2': 'fbfee024aa56c04eea48cafd1c87dab1:1',
          },
          properties: {
            release: 'core',
            fix: 'Render it first.',
          },
        },
        {
          ruleId: 'host-port-conflict',
          ruleIndex: 2,
          level: 'note',
          message: {
            text: 'Pod web uses hostPort 80.',
          },
          locations: [
            {
              physicalLocation: {
                artifactLocation: {
                  uri: 'apps/shop/pod.yaml',
                  uriBaseId: '%SRCROOT%',
                },
                region: {
                  startLine: 20,
                  startColumn: 17,
                },
              },
              logicalLocations: [
                {
                  name: 'web',
                  fullyQualifiedName: 'Pod shop/web',
                  kind: 'resource',
                  properties: {
                    apiVersion: 'v1',
                    kind: 'Pod',
                    namespace: 'shop',
                  },
                },
              ],
            },
          ],
          partialFingerprints: {
            'k8sUpgradeCheck/v2': '5edd52a554cb700925cc1e1a1480b8fa:1',
          },
          properties: {
            release: '1.37',
            fix: 'Nothing to do.',
          },
        },
        {
          ruleId: 'removed-api',
          ruleIndex: 1,
          level: 'error',
          message: {
            text: 'extensions/v1beta1 Ingress is no longer served since Kubernetes 1.22; use networking.k8s.io/v1.',
          },
          locations: [
            {
              physicalLocation: {
                artifactLocation: {
                  uri: 'apps/legacy/ingress.yaml',
                  uriBaseId: '%SRCROOT%',
                },
                region: {
                  startLine: 1,
                  startColumn: 1,
                },
              },
              logicalLocations: [
                {
                  name: 'old',
                  fullyQualifiedName: 'Ingress legacy/old',
                  kind: 'resource',
                  properties: {
                    apiVersion: 'extensions/v1beta1',
                    kind: 'Ingress',
                    namespace: 'legacy',
                  },
                },
              ],
            },
          ],
          partialFingerprints: {
            'k8sUpgradeCheck/v2': '5e5d8de5cdcfa21237b98f3f2e2e3d67:1',
          },
          suppressions: [
            {
              kind: 'external',
              status: 'accepted',
              justification: 'Retired with the legacy stack (.k8s-upgrade-check.yaml:7)',
            },
          ],
          properties: {
            release: '1.22',
            fix: 'Set apiVersion to networking.k8s.io/v1.',
          },
        },
        {
          ruleId: 'host-port-conflict',
          ruleIndex: 2,
          level: 'note',
          message: {
            text: 'Pod web uses hostPort 80.',
          },
          locations: [
            {
              physicalLocation: {
                artifactLocation: {
                  uri: 'apps/shop/pod.yaml',
                  uriBaseId: '%SRCROOT%',
                },
                region: {
                  startLine: 40,
                  startColumn: 17,
                },
              },
              logicalLocations: [
                {
                  name: 'debug',
                  fullyQualifiedName: 'Pod shop/debug',
                  kind: 'resource',
                  properties: {
                    apiVersion: 'v1',
                    kind: 'Pod',
                    namespace: 'shop',
                  },
                },
              ],
            },
          ],
          partialFingerprints: {
            'k8sUpgradeCheck/v2': '34378757878425a10d6e51ad350ae086:1',
          },
          suppressions: [
            {
              kind: 'inSource',
              status: 'accepted',
              justification: 'Debug pod, never deployed (annotation k8s-upgrade-check.io/ignore on the object)',
            },
          ],
          properties: {
            release: '1.37',
            fix: 'Nothing to do.',
          },
        },
      ],
      properties: {
        target: '1.37',
        from: '1.35',
        releases: ['1.36', '1.37'],
      },
    },
  ],
};

describe('sarif reporter', () => {
  it('describes every rule that ran and every finding, suppressed ones with --show-suppressed', () => {
    const text = sarifReporter(sampleReport(), { ...OPTIONS, showSuppressed: true });
    expect(JSON.parse(text)).toEqual(EXPECTED);
    expect(text).toBe(JSON.stringify(EXPECTED, null, 2) + '\n');
  });

  it('leaves suppressed findings out unless asked', () => {
    const log = JSON.parse(sarifReporter(sampleReport(), OPTIONS));
    expect(log.runs[0].results.map((r: { ruleId: string }) => r.ruleId)).toEqual([
      'removed-api',
      'host-port-conflict',
      'removed-api',
      'parse-error',
      'host-port-conflict',
    ]);
    expect(log.runs[0].results.some((r: { suppressions?: unknown }) => r.suppressions)).toBe(false);
  });

  it('is valid SARIF 2.1.0 as GitHub code scanning reads it', () => {
    expectValidSarif(sarifReporter(sampleReport(), OPTIONS));
    expectValidSarif(sarifReporter(sampleReport(), { ...OPTIONS, showSuppressed: true }));
    expectValidSarif(sarifReporter(emptyReport(), OPTIONS));
  });

  it('the schema check catches what GitHub would reject', () => {
    const log = JSON.parse(sarifReporter(sampleReport(), OPTIONS));
    log.runs[0].results[0].level = 'fatal';
    log.runs[0].results[1].locations[0].physicalLocation.region.startLine = 0;
    log.runs[0].tool.driver.informationUri = 'not a uri';
    expect(validateSarif(log)).toBe(false);
    expect(validateSarif.errors!.map((e: { instancePath: string }) => e.instancePath).sort()).toEqual(
      expect.arrayContaining([
        '/runs/0/results/0/level',
        '/runs/0/results/1/locations/0/physicalLocation/region/startLine',
        '/runs/0/tool/driver/informationUri',
      ]),
    );
  });

  it('keeps fingerprints when lines move or the words change, and tells identical findings apart', () => {
    const fingerprintsOf = (report: Report) =>
      JSON.parse(sarifReporter(report, OPTIONS)).runs[0].results.map(
        (r: { partialFingerprints: Record<string, string> }) => r.partialFingerprints['k8sUpgradeCheck/v2'],
      );
    const moved: Finding = { ...ingressFinding, location: { file: 'apps/shop/ingress.yaml', line: 40, column: 3 } };
    const reworded: Finding = {
      ...ingressFinding,
      message: 'Ingress shop/web is written as extensions/v1beta1, which 1.22 removed.',
      fix: 'Write networking.k8s.io/v1.',
    };
    const renamed: Finding = { ...ingressFinding, object: { ...ingressFinding.object!, name: 'web-2' } };
    const [original] = fingerprintsOf(sampleReport({ findings: [ingressFinding] }));
    expect(original).toBe('f7c7a0c5b92d84f798f4d820f32a1ee5:1');
    expect(fingerprintsOf(sampleReport({ findings: [moved] }))).toEqual([original]);
    expect(fingerprintsOf(sampleReport({ findings: [reworded] }))).toEqual([original]);
    expect(fingerprintsOf(sampleReport({ findings: [renamed] }))).not.toEqual([original]);
    const hash = original.split(':')[0];
    expect(fingerprintsOf(sampleReport({ findings: [ingressFinding, moved] }))).toEqual([`${hash}:1`, `${hash}:2`]);
  });

  it('adds a descriptor for a finding whose rule is not in the catalogue', () => {
    const log = JSON.parse(sarifReporter(sampleReport({ findings: [{ ...ingressFinding, ruleId: 'plugin-rule' }] }), OPTIONS));
    const rules = log.runs[0].tool.driver.rules;
    expect(rules.at(-1)).toEqual({
      id: 'plugin-rule',
      name: 'PluginRule',
      shortDescription: { text: 'plugin-rule' },
      helpUri: 'https://github.com/k8s-upgrade-check/k8s-upgrade-check/blob/main/rules/README.md#plugin-rule',
      defaultConfiguration: { level: 'error' },
    });
    expect(log.runs[0].results[0].ruleIndex).toBe(rules.length - 1);
  });

  it('points stdin findings at no file and absolute paths at a file URI', () => {
    const log = JSON.parse(
      sarifReporter(
        sampleReport({
          findings: [
            { ...ingressFinding, location: { file: '<stdin>', line: 3, column: 1 } },
            { ...ingressFinding, location: { file: '/srv/k8s/a b.yaml', line: 3, column: 1 } },
          ],
        }),
        OPTIONS,
      ),
    );
    expect(log.runs[0].results[0].locations[0].physicalLocation).toBeUndefined();
    expect(log.runs[0].results[1].locations[0].physicalLocation.artifactLocation).toEqual({ uri: 'file:///srv/k8s/a%20b.yaml' });
  });
});
