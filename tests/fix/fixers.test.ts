/**
 * Every fixer against its fixtures/fix/<fixer>/{before,after}.yaml: the diff printed applies with
 * the real patch and git apply and gives after.yaml byte for byte; --write gives the same; the result
 * parses to the object the migration guide describes; a second run changes nothing.
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/rule-tester.js';
import { fix, parseAll, tempDir, tool } from './support.js';

type Doc = Record<string, any>;

/** The last line fix prints: what it fixed and what it left, counted. */
function summaryLine(stderr: string): string | undefined {
  return stderr.trimEnd().split('\n').at(-1);
}

/** The summary line of a fix that fixes `fixed` findings in one file and leaves `left`, with why. */
function summary(fixed: number, left = 0, why = ''): string {
  return `${fixed} finding${fixed === 1 ? '' : 's'} fixable in ${fixed ? '1 file' : '0 files'}; ${left} left${why ? ` (${why})` : ''}.`;
}

const FIXERS: Record<string, { fixed: number; left?: number; leftBecause?: string; check: (docs: Doc[]) => void }> = {
  'api-version': {
    fixed: 6,
    check: (docs) => {
      expect(docs.map((d) => d.apiVersion)).toEqual([
        'rbac.authorization.k8s.io/v1',
        'rbac.authorization.k8s.io/v1',
        'scheduling.k8s.io/v1',
        'storage.k8s.io/v1',
        'batch/v1',
        'flowcontrol.apiserver.k8s.io/v1',
      ]);
      expect(docs[1].subjects).toEqual([{ kind: 'Group', name: 'shop-readers', apiGroup: 'rbac.authorization.k8s.io' }]);
    },
  },
  ingress: {
    fixed: 2,
    check: ([shop, docs]) => {
      expect(shop.apiVersion).toBe('networking.k8s.io/v1');
      expect(shop.spec.backend).toBeUndefined();
      expect(shop.spec.defaultBackend).toEqual({ service: { name: 'fallback', port: { name: 'http' } } });
      expect(shop.spec.rules[0].http.paths).toEqual([
        { path: '/api', pathType: 'ImplementationSpecific', backend: { service: { name: 'api', port: { number: 8080 } } } },
        { path: '/static', pathType: 'Prefix', backend: { service: { name: 'static', port: { number: 80 } } } },
      ]);
      expect(shop.spec.tls).toEqual([{ hosts: ['shop.example.com'], secretName: 'shop-tls' }]);
      expect(docs.spec.rules[0].http.paths).toEqual([{ backend: { service: { name: 'docs', port: { number: 80 } } }, pathType: 'ImplementationSpecific' }]);
    },
  },
  hpa: {
    fixed: 2,
    check: ([web, api]) => {
      expect(web.apiVersion).toBe('autoscaling/v2');
      expect(web.spec.metrics).toEqual([
        { type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } },
        { type: 'Resource', resource: { name: 'memory', target: { type: 'AverageValue', averageValue: '512Mi' } } },
        { type: 'Pods', pods: { metric: { name: 'requests_per_second' }, target: { type: 'AverageValue', averageValue: '100' } } },
        {
          type: 'Object',
          object: {
            describedObject: { apiVersion: 'networking.k8s.io/v1', kind: 'Ingress', name: 'web' },
            metric: { name: 'hits' },
            target: { type: 'Value', value: '2k' },
          },
        },
        {
          type: 'External',
          external: { metric: { name: 'queue_depth', selector: { matchLabels: { queue: 'orders' } } }, target: { type: 'AverageValue', averageValue: 30 } },
        },
      ]);
      expect(api.apiVersion).toBe('autoscaling/v2');
      expect(api.spec.metrics[0].resource.target).toEqual({ type: 'Utilization', averageUtilization: 60 });
    },
  },
  workloads: {
    fixed: 5,
    check: ([web, api, agent, db, cache]) => {
      for (const doc of [web, api, agent, db, cache]) expect(doc.apiVersion).toBe('apps/v1');
      expect(web.spec.selector).toEqual({ matchLabels: { app: 'web', tier: 'frontend' } });
      expect(web.spec.strategy).toEqual({ rollingUpdate: { maxSurge: 1, maxUnavailable: 1 } });
      expect(api.spec.strategy).toEqual({ type: 'Recreate' });
      expect(agent.spec.templateGeneration).toBeUndefined();
      expect(agent.spec.selector).toEqual({ matchLabels: { app: 'node-agent' } });
      expect(agent.spec.updateStrategy).toEqual({ type: 'OnDelete' });
      expect(db.spec.updateStrategy).toEqual({ type: 'OnDelete' });
      expect(db.spec.selector).toEqual({ matchLabels: { app: 'db' } });
      expect(Object.keys(cache.spec)).toEqual(['replicas', 'selector', 'template']);
    },
  },
  pdb: {
    fixed: 2,
    check: (docs) =>
      expect(docs.map((d) => [d.apiVersion, d.spec.selector])).toEqual([
        ['policy/v1', { matchLabels: { app: 'api' } }],
        ['policy/v1', undefined],
      ]),
  },
  'priority-level': {
    fixed: 2,
    check: ([high, batch]) => {
      expect(high.apiVersion).toBe('flowcontrol.apiserver.k8s.io/v1');
      expect(high.spec.limited).toEqual({ nominalConcurrencyShares: 40, limitResponse: { type: 'Queue' } });
      expect(batch.spec.limited.nominalConcurrencyShares).toBe(30);
    },
  },
  'endpoint-slice': {
    fixed: 1,
    check: ([slice]) => {
      expect(slice.apiVersion).toBe('discovery.k8s.io/v1');
      expect(slice.endpoints[0]).toEqual({ addresses: ['10.1.0.5'], conditions: { ready: true }, nodeName: 'db-node-1', zone: 'eu-west-1a' });
      expect(slice.endpoints[1]).toEqual({ addresses: ['10.1.0.6'], conditions: { ready: true } });
    },
  },
  event: {
    fixed: 1,
    check: ([event]) => {
      expect(event.apiVersion).toBe('events.k8s.io/v1');
      expect(event.involvedObject).toBeUndefined();
      expect(event.regarding).toEqual({ apiVersion: 'batch/v1', kind: 'Job', name: 'backup', namespace: 'ops' });
    },
  },
  webhooks: {
    fixed: 1,
    check: ([config]) => {
      expect(config.apiVersion).toBe('admissionregistration.k8s.io/v1');
      const [policy, audit] = config.webhooks;
      expect([policy.admissionReviewVersions, policy.failurePolicy, policy.matchPolicy, policy.timeoutSeconds]).toEqual([['v1beta1'], 'Ignore', 'Exact', 30]);
      expect([audit.admissionReviewVersions, audit.failurePolicy, audit.matchPolicy, audit.timeoutSeconds]).toEqual([
        ['v1', 'v1beta1'],
        'Fail',
        'Equivalent',
        5,
      ]);
    },
  },
  'access-review': {
    fixed: 1,
    check: ([review]) =>
      expect([review.apiVersion, review.spec.groups, review.spec.group]).toEqual(['authorization.k8s.io/v1', ['developers', 'reviewers'], undefined]),
  },
  'certificate-request': { fixed: 1, check: ([csr]) => expect(csr.apiVersion).toBe('certificates.k8s.io/v1') },
  'removed-feature-gate': {
    fixed: 9,
    // kubelet-cgroup-driver twice, and the kubeadm v1beta3 file itself (removed-config-api)
    left: 3,
    leftBecause: '3 have no automatic fix',
    check: ([kubelet, pod, kubeadm, kubeadmV4, configMap]) => {
      expect(kubelet.featureGates).toEqual({ MemoryQoS: false });
      expect(pod.spec.containers[0].command).toEqual(['kube-apiserver', '--feature-gates=HPAScaleToZero=false', '--secure-port=6443']);
      expect(pod.spec.containers[1].command).toEqual(['kube-controller-manager', '--leader-elect=true']);
      expect(kubeadm.apiServer.extraArgs).toEqual({ 'audit-log-path': '/var/log/audit.log' });
      expect(kubeadm.controllerManager.extraArgs).toEqual({ 'feature-gates': 'HPAScaleToZero=false' });
      expect(kubeadmV4.scheduler.extraArgs).toEqual([{ name: 'bind-address', value: '0.0.0.0' }]);
      expect(parseAll(configMap.data.kubelet)).toEqual([
        { apiVersion: 'kubelet.config.k8s.io/v1beta1', kind: 'KubeletConfiguration', featureGates: {}, cgroupDriver: 'systemd' },
      ]);
    },
  },
  'locked-feature-gate': {
    fixed: 3,
    check: ([kubelet, pod]) => {
      expect(kubelet.featureGates).toEqual({ MemoryQoS: false });
      expect(pod.spec.containers[0].command).toEqual(['kube-apiserver', '--feature-gates=HPAScaleToZero=false']);
    },
  },
  left: { fixed: 0, left: 7, leftBecause: '5 need a decision, 1 has no replacement, 1 cannot be edited safely', check: () => undefined },
};

describe('fixers, before and after', () => {
  for (const [name, expected] of Object.entries(FIXERS)) {
    it(name, async () => {
      const dir = join(REPO_ROOT, 'fixtures', 'fix', name);
      const before = readFileSync(join(dir, 'before.yaml'), 'utf8');
      const after = readFileSync(join(dir, 'after.yaml'), 'utf8');
      const work = tempDir();
      writeFileSync(join(work, 'manifest.yaml'), before);

      const shown = await fix(['--target', '1.37', '-f', 'manifest.yaml'], work);
      expect(summaryLine(shown.stderr)).toBe(summary(expected.fixed, expected.left, expected.leftBecause));
      expect(shown.code).toBe(expected.left ? 1 : 0);
      if (expected.fixed === 0) {
        expect(shown.stdout).toBe('');
        expect(after).toBe(before);
        return;
      }
      expect(shown.stdout.startsWith('--- a/manifest.yaml\n+++ b/manifest.yaml\n')).toBe(true);
      // The diff is what patch and git apply expect, and gives exactly after.yaml.
      expect(tool('git', ['apply', '--check', '-'], work, shown.stdout).stderr).toBe('');
      const patched = tempDir();
      copyFileSync(join(work, 'manifest.yaml'), join(patched, 'manifest.yaml'));
      expect(tool('patch', ['-p1', '--quiet'], patched, shown.stdout).code).toBe(0);
      expect(readFileSync(join(patched, 'manifest.yaml'), 'utf8')).toBe(after);

      const written = await fix(['--target', '1.37', '-f', 'manifest.yaml', '--write'], work);
      expect(written.stdout).toBe('');
      expect(readFileSync(join(work, 'manifest.yaml'), 'utf8')).toBe(after);
      expected.check(parseAll(after) as Doc[]);

      const again = await fix(['--target', '1.37', '-f', 'manifest.yaml'], work);
      expect(again.stdout).toBe('');
      expect(summaryLine(again.stderr)).toBe(summary(0, expected.left, expected.leftBecause));
    });
  }

  it('lists what it leaves, with why', async () => {
    const work = tempDir();
    copyFileSync(join(REPO_ROOT, 'fixtures', 'fix', 'left', 'before.yaml'), join(work, 'manifest.yaml'));
    const { stderr } = await fix(['--target', '1.37', '-f', 'manifest.yaml'], work);
    expect(stderr).toContain(
      '  no replacement (1):\n    manifest.yaml:2  removed-api  PodSecurityPolicy restricted\n      The PodSecurityPolicy admission controller is removed as well',
    );
    expect(stderr).toContain(
      '    manifest.yaml:13  removed-api  CustomResourceDefinition widgets.example.com\n      moving to apiextensions.k8s.io/v1 needs more than apiVersion: In apiextensions.k8s.io/v1, spec.scope must be set',
    );
    expect(stderr).toContain(
      '    manifest.yaml:24  removed-api  PodDisruptionBudget all\n      spec.selector is empty: policy/v1beta1 read it as no pods, policy/v1 reads it as every pod in the namespace',
    );
    expect(stderr).toContain("webhooks[0] (inject.example.com) has sideEffects unset: v1 needs None or NoneOnDryRun, which only the webhook's author can say");
    expect(stderr).toContain('GangScheduling=true asked for behaviour that GenericWorkload controls now');
    expect(stderr).toContain('the component cannot start on 1.37 with NodeDeclaredFeatures=false, but removing it makes the behaviour always on');
    expect(stderr).toContain(
      '  cannot be edited safely (1):\n    manifest.yaml:59  removed-feature-gate  Pod kube-system/kube-proxy\n      TopologyAwareHints is set inside a shell command line',
    );
    expect(summaryLine(stderr)).toBe(summary(0, 7, FIXERS.left.leftBecause));
  });

  it('notes what the reviewer must know about a change', async () => {
    const work = tempDir();
    copyFileSync(join(REPO_ROOT, 'fixtures', 'fix', 'workloads', 'before.yaml'), join(work, 'manifest.yaml'));
    const { stderr } = await fix(['--target', '1.37', '-f', 'manifest.yaml'], work);
    expect(stderr).toContain(
      '  manifest.yaml:3  removed-api  Deployment web\n    note: spec.selector is set to the template labels, the selector the old version defaulted to (apps/v1 requires it and it cannot change later); maxSurge and maxUnavailable are written as 1, the extensions/v1beta1 default (apps/v1 defaults to 25%); unset, progressDeadlineSeconds becomes 600 (was no deadline) and revisionHistoryLimit becomes 10 (was every revision)\n',
    );
    expect(stderr).toContain(
      'updateStrategy.type is written as OnDelete, the apps/v1beta1 default (apps/v1 defaults to RollingUpdate, which replaces the pods as soon as the template changes)',
    );
  });

  it('writes nothing when no version is served both today (--from) and on the target', async () => {
    const work = tempDir();
    copyFileSync(join(REPO_ROOT, 'fixtures', 'fix', 'priority-level', 'before.yaml'), join(work, 'manifest.yaml'));
    const result = await fix(['--target', '1.32', '--from', '1.28', '-f', 'manifest.yaml'], work);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(
      'flowcontrol.apiserver.k8s.io/v1 is served from Kubernetes 1.29, and no version of PriorityLevelConfiguration is served on all of Kubernetes 1.32 and 1.28 (--from): move it on the way, one minor release at a time (Kubernetes 1.32 serves flowcontrol.apiserver.k8s.io/v1)',
    );
  });

  describe('writes only what the target (and --from) serves', () => {
    const flowSchema = (apiVersion: string) =>
      `apiVersion: ${apiVersion}\nkind: FlowSchema\nmetadata:\n  name: tenants\nspec:\n  priorityLevelConfiguration:\n    name: workload-low\n  matchingPrecedence: 1000\n`;

    async function fixed(apiVersion: string, args: string[]): Promise<{ written: string | undefined; stderr: string }> {
      const work = tempDir();
      writeFileSync(join(work, 'fs.yaml'), flowSchema(apiVersion));
      const result = await fix([...args, '-f', 'fs.yaml', '--write'], work);
      const text = readFileSync(join(work, 'fs.yaml'), 'utf8');
      return { written: /^apiVersion: (.*)$/m.exec(text)?.[1], stderr: result.stderr };
    }

    it.each([
      // v1 is served from 1.29: on 1.26 the newest version served there (v1beta3, until 1.32)
      ['flowcontrol.apiserver.k8s.io/v1beta1', ['--target', '1.26'], 'flowcontrol.apiserver.k8s.io/v1beta3'],
      // a rolling upgrade from 1.25: v1beta3 is new in 1.26, so v1beta2, served on both
      ['flowcontrol.apiserver.k8s.io/v1beta1', ['--target', '1.26', '--from', '1.25'], 'flowcontrol.apiserver.k8s.io/v1beta2'],
      ['flowcontrol.apiserver.k8s.io/v1beta1', ['--target', '1.29', '--from', '1.26'], 'flowcontrol.apiserver.k8s.io/v1beta3'],
      ['flowcontrol.apiserver.k8s.io/v1beta1', ['--target', '1.29'], 'flowcontrol.apiserver.k8s.io/v1'],
      ['flowcontrol.apiserver.k8s.io/v1beta2', ['--target', '1.29', '--from', '1.29'], 'flowcontrol.apiserver.k8s.io/v1'],
    ])('%s with %j becomes %s', async (from, args, expected) => {
      const { written, stderr } = await fixed(from, args);
      expect(written, stderr).toBe(expected);
    });

    it('says why an interim version was written and when to move on', async () => {
      const { stderr } = await fixed('flowcontrol.apiserver.k8s.io/v1beta1', ['--target', '1.26', '--from', '1.25']);
      expect(stderr).toContain(
        'note: moved to flowcontrol.apiserver.k8s.io/v1beta2 (removed in 1.29), which Kubernetes 1.26 and 1.25 (--from) serve: flowcontrol.apiserver.k8s.io/v1 is served from Kubernetes 1.29, move it there once the cluster runs 1.29',
      );
    });

    it('keeps a deprecated version when nothing later is served on both releases', async () => {
      const { written, stderr } = await fixed('flowcontrol.apiserver.k8s.io/v1beta2', ['--target', '1.26', '--from', '1.25']);
      expect(written).toBe('flowcontrol.apiserver.k8s.io/v1beta2');
      expect(stderr).toContain(
        'Kubernetes 1.26 and 1.25 (--from) serve no later version of FlowSchema than flowcontrol.apiserver.k8s.io/v1beta2: keep it, and move the object once the cluster runs 1.29',
      );
    });
  });
});
