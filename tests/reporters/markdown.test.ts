import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/model.js';
import { markdownReporter } from '../../src/reporters/markdown.js';
import { OPTIONS, emptyReport, ingressFinding, sampleReport } from './sample-report.js';

const EXPECTED = `<!-- k8s-upgrade-check -->
### k8s-upgrade-check: upgrade from Kubernetes 1.35 to 1.37

❌ Fails --fail-on error: **3 errors**, **1 warning**, **1 info** in 12 objects from 5 files. The upgrade crosses 1.36, 1.37. 2 suppressed; compared with the baseline \`ci/baseline.json\` (4 known, 1 fixed).

| Release | Rule | Severity | Findings |
| --- | --- | --- | ---: |
| 1.22 | [\`removed-api\`](https://github.com/k8s-upgrade-check/k8s-upgrade-check/blob/main/rules/README.md#removed-api) | ❌ error | 1 |
| 1.25 | [\`removed-api\`](https://github.com/k8s-upgrade-check/k8s-upgrade-check/blob/main/rules/README.md#removed-api) | ❌ error | 1 |
| 1.37 | [\`host-port-conflict\`](https://github.com/k8s-upgrade-check/k8s-upgrade-check/blob/main/rules/README.md#host-port-conflict) | ⚠️ warning | 2 |
| any | [\`parse-error\`](https://github.com/k8s-upgrade-check/k8s-upgrade-check/blob/main/rules/README.md#parse-error) | ❌ error | 1 |

#### Kubernetes 1.22

[\`removed-api\`](https://github.com/k8s-upgrade-check/k8s-upgrade-check/blob/main/rules/README.md#removed-api) (1): The object uses an apiVersion that the target no longer serves.

- ❌ \`apps/shop/ingress.yaml:2\` Ingress shop/web: extensions/v1beta1 Ingress is no longer served since Kubernetes 1.22; use networking.k8s.io/v1.<br>Fix: Set apiVersion to networking.k8s.io/v1.

#### Kubernetes 1.25

[\`removed-api\`](https://github.com/k8s-upgrade-check/k8s-upgrade-check/blob/main/rules/README.md#removed-api) (1)

- ❌ \`cluster prod (last-applied)\` PodDisruptionBudget payments/api: policy/v1beta1 PodDisruptionBudget is no longer served since Kubernetes 1.25; use policy/v1.<br>Fix: Set apiVersion to policy/v1.

#### Kubernetes 1.37

[\`host-port-conflict\`](https://github.com/k8s-upgrade-check/k8s-upgrade-check/blob/main/rules/README.md#host-port-conflict) (2): Pods that ask for the same host port.

- ⚠️ \`dir, with: odd/agent ds.yaml:14\` DaemonSet agent: DaemonSet agent uses hostPort 8080, 100% of "nodes" &lt;all&gt;: see \`ports[0]\` &amp; more<br>Fix: Set hostPort to 0 or remove it; it's unused.
- ℹ️ \`apps/shop/pod.yaml:20\` Pod shop/web: Pod web uses hostPort 80.<br>Fix: Nothing to do.

#### Not tied to a release

[\`parse-error\`](https://github.com/k8s-upgrade-check/k8s-upgrade-check/blob/main/rules/README.md#parse-error) (1): A document is not valid YAML.

- ❌ \`charts/app/templates/deploy.yaml:7\` Unrendered template directive: this document is a template.<br>Fix: Render it first.

**Not checked**

- Secrets in namespace vault: forbidden (403) (weakens [\`removed-api\`](https://github.com/k8s-upgrade-check/k8s-upgrade-check/blob/main/rules/README.md#removed-api))

<details><summary>1 fixed since the baseline was recorded</summary>

- \`apps/old/cronjob.yaml\` [\`removed-api\`](https://github.com/k8s-upgrade-check/k8s-upgrade-check/blob/main/rules/README.md#removed-api) CronJob shop/report: batch/v1beta1 CronJob is removed

</details>
`;

describe('markdown reporter', () => {
  it('writes a pull-request comment: status, summary table, details by release and rule', () => {
    expect(markdownReporter(sampleReport(), OPTIONS)).toBe(EXPECTED);
  });

  it('says the gate passes when every finding is below --fail-on', () => {
    const text = markdownReporter(sampleReport({ findings: [ingressFinding] }), { ...OPTIONS, failOn: 'none' });
    expect(text.split('\n')[3]).toBe(
      '✅ Passes --fail-on none: **1 error**, 0 warnings, 0 info in 12 objects from 5 files. The upgrade crosses 1.36, 1.37. 2 suppressed; compared with the baseline `ci/baseline.json` (4 known, 1 fixed).',
    );
  });

  it('lists suppressed findings, folded, with --show-suppressed', () => {
    const text = markdownReporter(sampleReport(), { ...OPTIONS, showSuppressed: true });
    const plain = EXPECTED.split('\n');
    const fixedAt = plain.indexOf('<details><summary>1 fixed since the baseline was recorded</summary>');
    expect(text).toBe(
      [
        ...plain.slice(0, fixedAt),
        '<details><summary>2 suppressed</summary>',
        '',
        '- `apps/legacy/ingress.yaml:1` [`removed-api`](https://github.com/k8s-upgrade-check/k8s-upgrade-check/blob/main/rules/README.md#removed-api) Ingress legacy/old: Retired with the legacy stack (.k8s-upgrade-check.yaml:7)',
        '- `apps/shop/pod.yaml:40` [`host-port-conflict`](https://github.com/k8s-upgrade-check/k8s-upgrade-check/blob/main/rules/README.md#host-port-conflict) Pod shop/debug: Debug pod, never deployed (annotation k8s-upgrade-check.io/ignore on the object)',
        '',
        '</details>',
        '',
        ...plain.slice(fixedAt),
      ].join('\n'),
    );
  });

  it('folds a rule with more than five findings into <details>', () => {
    const many: Finding[] = Array.from({ length: 6 }, (_, i) => ({ ...ingressFinding, location: { file: `apps/app-${i}.yaml`, line: 2, column: 1 } }));
    const text = markdownReporter(sampleReport({ findings: many, gaps: [], suppressed: [], baseline: undefined }), OPTIONS);
    const lines = text.split('\n');
    const open = lines.indexOf('<details><summary>6 findings</summary>');
    expect(open).toBeGreaterThan(0);
    expect(lines.slice(open + 2, open + 8).map((line) => line.slice(0, 30))).toEqual(
      Array.from({ length: 6 }, (_, i) => `- ❌ \`apps/app-${i}.yaml:2\` Ingress`.slice(0, 30)),
    );
    expect(lines[open + 9]).toBe('</details>');
  });

  it('stays under the size GitHub accepts for a comment', () => {
    const long = 'x'.repeat(900);
    const many: Finding[] = Array.from({ length: 200 }, (_, i) => ({
      ...ingressFinding,
      message: `${i} ${long}`,
      location: { file: `apps/${i}.yaml`, line: 2, column: 1 },
    }));
    const text = markdownReporter(sampleReport({ findings: many, gaps: [], suppressed: [], baseline: undefined }), OPTIONS);
    expect(text.length).toBeLessThan(65_536);
    const shown = text.split('\n').filter((line) => line.startsWith('- ❌ `apps/')).length;
    expect(shown).toBeGreaterThan(50);
    expect(
      text.endsWith(
        `\n\n</details>\n\n…and ${200 - shown} more not shown: the comment would be too long. Run with \`-o sarif\` or \`-o json\` for everything.\n`,
      ),
    ).toBe(true);
  });

  it('keeps long suppressed and fixed lists inside the limit too', () => {
    const long = 'y'.repeat(900);
    const suppressed = Array.from({ length: 100 }, (_, i) => ({
      ...ingressFinding,
      suppression: { by: 'config' as const, reason: `${i} ${long}`, source: 'c:1' },
    }));
    const fixed = Array.from({ length: 100 }, (_, i) => ({ fingerprint: String(i), ruleId: 'removed-api', file: `f${i}.yaml`, object: null, message: long }));
    const text = markdownReporter(sampleReport({ suppressed, baseline: { file: 'b.json', known: 100, fixed } }), { ...OPTIONS, showSuppressed: true });
    expect(text.length).toBeLessThan(65_536);
    const shown = text.split('\n').filter((line) => / (\d+ y{900}|y{900})/.test(line)).length;
    expect(text).toContain(`…and ${200 - shown} more not shown`);
    expect(text.split('<details>').length).toBe(text.split('</details>').length);
  });

  it('says so when there is nothing to fix', () => {
    expect(markdownReporter(emptyReport(), OPTIONS)).toBe(`<!-- k8s-upgrade-check -->
### k8s-upgrade-check: upgrade from Kubernetes 1.35 to 1.37

✅ No findings in 12 objects from 5 files. The upgrade crosses 1.36, 1.37.
`);
  });
});
