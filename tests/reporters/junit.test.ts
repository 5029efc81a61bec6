import { describe, expect, it } from 'vitest';
import { junitReporter } from '../../src/reporters/junit.js';
import { OPTIONS, emptyReport, sampleReport } from './sample-report.js';
import { childElements, parseXml, textOf } from './xml.js';
import type { XmlElement } from './xml.js';

const EXPECTED = `<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="k8s-upgrade-check" tests="3" failures="3" errors="0" skipped="0" time="1.234">
  <testsuite name="apps/shop/ingress.yaml" tests="1" failures="1" errors="0" skipped="0" time="0">
    <testcase name="removed-api: Ingress shop/web" classname="apps/shop/ingress.yaml" file="apps/shop/ingress.yaml" line="2" time="0">
      <failure message="apps/shop/ingress.yaml:2:1: extensions/v1beta1 Ingress is no longer served since Kubernetes 1.22; use networking.k8s.io/v1." type="error">apps/shop/ingress.yaml:2:1
Ingress shop/web (removed-api, error, Kubernetes 1.22)
extensions/v1beta1 Ingress is no longer served since Kubernetes 1.22; use networking.k8s.io/v1.
Fix: Set apiVersion to networking.k8s.io/v1.</failure>
    </testcase>
  </testsuite>
  <testsuite name="cluster prod" tests="1" failures="1" errors="0" skipped="0" time="0">
    <testcase name="removed-api: PodDisruptionBudget payments/api" classname="cluster prod" time="0">
      <failure message="cluster prod (last-applied): policy/v1beta1 PodDisruptionBudget is no longer served since Kubernetes 1.25; use policy/v1." type="error">cluster prod (last-applied)
PodDisruptionBudget payments/api (removed-api, error, Kubernetes 1.25)
policy/v1beta1 PodDisruptionBudget is no longer served since Kubernetes 1.25; use policy/v1.
Fix: Set apiVersion to policy/v1.</failure>
    </testcase>
  </testsuite>
  <testsuite name="charts/app/templates/deploy.yaml" tests="1" failures="1" errors="0" skipped="0" time="0">
    <testcase name="parse-error: charts/app/templates/deploy.yaml" classname="charts/app/templates/deploy.yaml" file="charts/app/templates/deploy.yaml" line="7" time="0">
      <failure message="charts/app/templates/deploy.yaml:7:12: Unrendered template directive: this document is a template." type="error">charts/app/templates/deploy.yaml:7:12
charts/app/templates/deploy.yaml (parse-error, error)
Unrendered template directive: this document is a template.
Fix: Render it first.</failure>
    </testcase>
  </testsuite>
</testsuites>
`;

const EXPECTED_EMPTY = `<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="k8s-upgrade-check" tests="1" failures="0" errors="0" skipped="0" time="1.234">
  <testsuite name="k8s-upgrade-check" tests="1" failures="0" errors="0" skipped="0" time="0">
    <testcase name="12 objects in 5 files checked against Kubernetes 1.37: no findings at or above --fail-on error" classname="k8s-upgrade-check" time="0"/>
  </testsuite>
</testsuites>
`;

/** What CI systems read: suites, cases, and the counts they add up. */
function summarize(root: XmlElement) {
  expect(root.name).toBe('testsuites');
  const suites = childElements(root, 'testsuite');
  const cases = suites.flatMap((suite) => childElements(suite, 'testcase'));
  for (const suite of suites) {
    const own = childElements(suite, 'testcase');
    expect(Number(suite.attributes.tests)).toBe(own.length);
    expect(Number(suite.attributes.failures)).toBe(own.filter((c) => childElements(c, 'failure').length > 0).length);
    expect(Number(suite.attributes.skipped)).toBe(own.filter((c) => childElements(c, 'skipped').length > 0).length);
  }
  expect(Number(root.attributes.tests)).toBe(cases.length);
  expect(Number(root.attributes.failures)).toBe(cases.filter((c) => childElements(c, 'failure').length > 0).length);
  expect(Number(root.attributes.skipped)).toBe(cases.filter((c) => childElements(c, 'skipped').length > 0).length);
  for (const c of cases) expect(Object.keys(c.attributes)).toEqual(expect.arrayContaining(['name', 'classname', 'time']));
  return cases;
}

describe('junit reporter', () => {
  it('writes one failing case per finding at or above --fail-on, grouped by file, with file:line', () => {
    expect(junitReporter(sampleReport(), OPTIONS)).toBe(EXPECTED);
  });

  it('is well-formed XML whose counts add up, and keeps awkward text intact', () => {
    const cases = summarize(parseXml(junitReporter(sampleReport(), { ...OPTIONS, failOn: 'info', showSuppressed: true })));
    expect(cases.map((c) => c.attributes.name)).toEqual([
      'removed-api: Ingress shop/web',
      'host-port-conflict: DaemonSet agent',
      'removed-api: PodDisruptionBudget payments/api',
      'parse-error: charts/app/templates/deploy.yaml',
      // grouped with the failing case of its file
      'host-port-conflict: Pod shop/web',
      'host-port-conflict: Pod shop/debug',
      'removed-api: Ingress legacy/old',
    ]);
    const tricky = childElements(cases[1], 'failure')[0];
    expect(tricky.attributes.message).toBe(
      'dir, with: odd/agent ds.yaml:14:11: DaemonSet agent uses hostPort 8080, 100% of "nodes" <all>:\nsee `ports[0]` & more\r',
    );
    expect(textOf(tricky)).toBe(
      'dir, with: odd/agent ds.yaml:14:11\nDaemonSet agent (host-port-conflict, warning, Kubernetes 1.37)\nDaemonSet agent uses hostPort 8080, 100% of "nodes" <all>:\nsee `ports[0]` & more\r\nFix: Set hostPort to 0 or remove it; it\'s unused.',
    );
    expect(childElements(cases[5], 'skipped')[0].attributes.message).toBe(
      'suppressed: Debug pod, never deployed (annotation k8s-upgrade-check.io/ignore on the object)',
    );
  });

  it('leaves out findings below --fail-on, so failures are non-zero exactly when the exit code is 1', () => {
    const root = parseXml(junitReporter(sampleReport(), { ...OPTIONS, failOn: 'none' }));
    const cases = summarize(root);
    expect(root.attributes.failures).toBe('0');
    expect(cases.map((c) => c.attributes.name)).toEqual([
      '12 objects in 5 files checked against Kubernetes 1.37: no findings at or above --fail-on none (5 below --fail-on none)',
    ]);
  });

  it('reports one passing case when nothing was found', () => {
    const text = junitReporter(emptyReport(), OPTIONS);
    expect(text).toBe(EXPECTED_EMPTY);
    expect(summarize(parseXml(text))).toHaveLength(1);
  });

  it('names the passing case in the singular for one object in one file', () => {
    const cases = summarize(parseXml(junitReporter({ ...emptyReport(), objects: 1, files: 1 }, OPTIONS)));
    expect(cases.map((c) => c.attributes.name)).toEqual(['1 object in 1 file checked against Kubernetes 1.37: no findings at or above --fail-on error']);
  });

  it('replaces characters XML cannot carry', () => {
    const report = sampleReport();
    report.findings = [{ ...report.findings[0], message: 'bell \u0007 and escape \u001b[31m' }];
    const failure = childElements(summarize(parseXml(junitReporter(report, OPTIONS)))[0], 'failure')[0];
    expect(failure.attributes.message).toBe('apps/shop/ingress.yaml:2:1: bell \uFFFD and escape \uFFFD[31m');
  });
});

describe('the XML reader used above', () => {
  it('rejects what is not well formed', () => {
    const bad: [string, string][] = [
      ['<a><b></a></b>', '</a> closes <b>'],
      ['<a x=1/>', 'attribute "x" is not quoted'],
      ['<a x="1" x="2"/>', 'attribute "x" repeated on <a>'],
      ['<a>1 < 2</a>', 'expected a name'],
      ['<a>fish & chips</a>', 'bare "&"'],
      ['<a>&nbsp;</a>', 'unknown entity "&nbsp;"'],
      ['<a>\u0007</a>', 'character U+0007 is not allowed'],
      ['<a>&#27;</a>', 'character reference &#27; is not allowed'],
      ['<a/><b/>', 'content after the root element'],
      ['<a>', '<a> is not closed'],
      ['<a x="<"/>', '"<" in the value of attribute "x"'],
    ];
    for (const [xml, reason] of bad) expect(() => parseXml(xml), xml).toThrow(reason);
  });

  it('reads entities, comments and CDATA', () => {
    const root = parseXml('<?xml version="1.0" encoding="UTF-8"?>\n<!-- c --><a t="&quot;&#10;&#x41;">x &amp; <![CDATA[<y>]]><b/></a>\n');
    expect(root.attributes.t).toBe('"\nA');
    expect(textOf(root)).toBe('x & <y>');
  });
});
