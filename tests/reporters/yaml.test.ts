import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { jsonReporter } from '../../src/reporters/json.js';
import { yamlReporter } from '../../src/reporters/yaml.js';
import { OPTIONS, emptyReport, sampleReport } from './sample-report.js';

const EXPECTED = `schemaVersion: 1
tool:
  name: k8s-upgrade-check
  version: 9.8.7
target: '1.37'
from: '1.35'
releases:
  - '1.36'
  - '1.37'
summary:
  objects: 12
  files: 5
  findings: 4
  bySeverity:
    error: 2
    warning: 1
    info: 1
  suppressed: 2
findings:
  - ruleId: removed-api
    release: '1.22'
    severity: error
    message: extensions/v1beta1 Ingress is no longer served since Kubernetes 1.22; use networking.k8s.io/v1.
    object:
      apiVersion: extensions/v1beta1
      kind: Ingress
      namespace: shop
      name: web
    location:
      file: apps/shop/ingress.yaml
      line: 2
      column: 1
    fix: Set apiVersion to networking.k8s.io/v1.
    fingerprint: f7c7a0c5b92d84f798f4d820f32a1ee5
  - ruleId: host-port-conflict
    release: '1.37'
    severity: warning
    message: "DaemonSet agent uses hostPort 8080, 100% of \\"nodes\\" <all>:\\nsee \`ports[0]\` & more\\r"
    object:
      apiVersion: apps/v1
      kind: DaemonSet
      namespace: null
      name: agent
    location:
      file: 'dir, with: odd/agent ds.yaml'
      line: 14
      column: 11
    fix: Set hostPort to 0 or remove it; it's unused.
    fingerprint: 2d5437b0abdaca077c9a5cb0d26bebe6
  - ruleId: parse-error
    release: core
    severity: error
    message: 'Unrendered template directive: this document is a template.'
    object: null
    location:
      file: charts/app/templates/deploy.yaml
      line: 7
      column: 12
    fix: Render it first.
    fingerprint: fbfee024aa56c04eea48cafd1c87dab1
  - ruleId: host-port-conflict
    release: '1.37'
    severity: info
    message: Pod web uses hostPort 80.
    object:
      apiVersion: v1
      kind: Pod
      namespace: shop
      name: web
    location:
      file: apps/shop/pod.yaml
      line: 20
      column: 17
    fix: Nothing to do.
    fingerprint: 5edd52a554cb700925cc1e1a1480b8fa
gaps:
  - what: Secrets in namespace vault
    reason: forbidden (403)
    rules:
      - removed-api
baseline:
  file: ci/baseline.json
  known: 4
  fixed:
    - fingerprint: 0123456789abcdef0123456789abcdef
      ruleId: removed-api
      file: apps/old/cronjob.yaml
      object: CronJob shop/report
      message: batch/v1beta1 CronJob is removed
`;

describe('yaml reporter', () => {
  it('prints the JSON document as YAML', () => {
    const report = sampleReport();
    report.findings = report.findings.filter((f) => f.location);
    expect(yamlReporter(report, OPTIONS)).toBe(EXPECTED);
  });

  it('loads back to exactly the JSON document', () => {
    for (const report of [sampleReport(), emptyReport()]) {
      for (const options of [OPTIONS, { ...OPTIONS, showSuppressed: true }]) {
        expect(yaml.load(yamlReporter(report, options))).toEqual(JSON.parse(jsonReporter(report, options)));
      }
    }
  });
});
