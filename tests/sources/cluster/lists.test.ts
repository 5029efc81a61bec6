import { describe, expect, it } from 'vitest';
import type { FakeCluster, JsonObject } from '../../support/fake-apiserver.js';
import { fakeClusters, kindsProbe, loadLive, names, pod } from './helpers.js';

const fake = fakeClusters();

function pods(count: number, namespace = 'shop'): JsonObject[] {
  return Array.from({ length: count }, (_, i) => pod(`web-${String(i).padStart(4, '0')}`, namespace));
}

function listRequests(server: FakeCluster, path: string) {
  return server.requests.filter((r) => r.path === path).map((r) => ({ limit: r.query.limit, continue: r.query.continue ? 'token' : undefined }));
}

describe('lists', () => {
  it('lists only the kinds the rules declare, in pages of 500, with apiVersion and kind restored on items', async () => {
    const server = await fake({
      objects: [...pods(1_234), { apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'web', namespace: 'shop', uid: 'd1' }, spec: {} }],
    });
    const loaded = await loadLive(server, [kindsProbe(['Pod'])]);
    expect(loaded.objects).toHaveLength(1_234);
    expect(loaded.objects.every((o) => o.apiVersion === 'v1' && o.kind === 'Pod' && o.body.apiVersion === 'v1' && o.body.kind === 'Pod')).toBe(true);
    expect(loaded.objects[0].origin).toEqual({ type: 'cluster', context: 'fake', via: 'live' });
    expect(listRequests(server, '/api/v1/pods')).toEqual([
      { limit: '500', continue: undefined },
      { limit: '500', continue: 'token' },
      { limit: '500', continue: 'token' },
    ]);
    expect(server.requests.some((r) => r.path.includes('deployments'))).toBe(false);
    expect(server.requests.every((r) => r.method === 'GET')).toBe(true);
  });

  it('starts a list again when its continue token expired (410)', async () => {
    const server = await fake({ objects: pods(1_100), expireContinueOnce: ['pods'] });
    const loaded = await loadLive(server, [kindsProbe(['Pod'])]);
    expect(loaded.objects).toHaveLength(1_100);
    expect(listRequests(server, '/api/v1/pods')).toEqual([
      { limit: '500', continue: undefined },
      { limit: '500', continue: 'token' },
      { limit: '500', continue: undefined },
      { limit: '500', continue: 'token' },
      { limit: '500', continue: 'token' },
    ]);
    expect(loaded.gaps).toEqual([]);
  });

  it('waits and retries on 429 with Retry-After, and on 5xx', async () => {
    const server = await fake({
      objects: pods(3),
      tooManyRequests: [{ path: '/api/v1/pods', times: 1, retryAfterSeconds: 1 }],
      failures: [{ path: '/apis/apps/v1/deployments', times: 2, status: 503 }],
    });
    const loaded = await loadLive(server, [kindsProbe(['Pod', 'Deployment'])]);
    expect(names(loaded.objects)).toEqual(['Pod shop/web-0000', 'Pod shop/web-0001', 'Pod shop/web-0002']);
    expect(server.requests.filter((r) => r.path === '/api/v1/pods')).toHaveLength(2);
    expect(server.requests.filter((r) => r.path === '/apis/apps/v1/deployments')).toHaveLength(3);
    expect(loaded.gaps).toEqual([]);
  });

  it('turns a 403 into a coverage gap naming the rules it weakens, and goes on', async () => {
    const server = await fake({
      objects: [...pods(2), { apiVersion: 'batch/v1', kind: 'CronJob', metadata: { name: 'report', namespace: 'shop', uid: 'c1' }, spec: {} }],
      forbidden: ['cronjobs'],
    });
    const loaded = await loadLive(server, [kindsProbe(['Pod'], 'pod-rule'), kindsProbe(['CronJob', 'Pod'], 'cron-rule')]);
    expect(names(loaded.objects)).toEqual(['Pod shop/web-0000', 'Pod shop/web-0001']);
    expect(loaded.gaps).toEqual([
      {
        what: 'list batch/v1 cronjobs (all namespaces)',
        reason: '403 Forbidden: User "system:serviceaccount:ops:upgrade-check" cannot list resource "cronjobs" in API group "batch" at the cluster scope',
        rules: ['cron-rule'],
        cause: 'forbidden',
      },
    ]);
  });

  it('limits namespaced kinds to --namespace and still lists cluster-scoped ones', async () => {
    const server = await fake({
      objects: [
        ...pods(2, 'shop'),
        ...pods(2, 'billing'),
        { apiVersion: 'storage.k8s.io/v1', kind: 'StorageClass', metadata: { name: 'fast', uid: 's1' }, provisioner: 'ebs.csi.aws.com' },
      ],
    });
    const loaded = await loadLive(server, [kindsProbe(['Pod', 'StorageClass'])], { namespace: 'billing' });
    expect(names(loaded.objects)).toEqual(['Pod billing/web-0000', 'Pod billing/web-0001', 'StorageClass fast']);
    expect(
      server.requests
        .map((r) => r.path)
        .filter((p) => p.includes('pods') || p.includes('storageclasses'))
        .sort(),
    ).toEqual(['/api/v1/namespaces/billing/pods', '/apis/storage.k8s.io/v1/storageclasses']);
  });

  it('works with servers that only have per-group discovery, and with gzip answers', async () => {
    const server = await fake({ objects: pods(600), discovery: 'legacy', gzip: true });
    const loaded = await loadLive(server, [kindsProbe(['Pod'])]);
    expect(loaded.objects).toHaveLength(600);
    expect(server.requests.some((r) => r.path === '/apis/apps/v1')).toBe(true);
  });

  it('lists every Kubernetes resource for rules that read every kind, but not Secrets, Events or computed metrics', async () => {
    const server = await fake({ objects: pods(1) });
    await loadLive(server, [kindsProbe(['*'])]);
    const listed = server.requests
      .filter((r) => r.query.limit)
      .map((r) => r.path + (r.query.labelSelector ? `?${r.query.labelSelector}` : ''))
      .sort();
    expect(listed).toContain('/api/v1/pods');
    expect(listed).toContain('/apis/apps/v1/deployments');
    expect(listed).toContain('/apis/autoscaling/v2/horizontalpodautoscalers');
    expect(listed).toContain('/apis/resource.k8s.io/v1/resourceclaims');
    // Helm release storage is read by label, never the Secrets themselves.
    expect(listed.filter((p) => p.includes('secrets'))).toEqual(['/api/v1/secrets?owner=helm,status=deployed']);
    for (const excluded of [
      '/api/v1/events',
      '/apis/events.k8s.io/v1/events',
      '/api/v1/componentstatuses',
      '/apis/metrics.k8s.io/v1beta1/pods',
      '/api/v1/bindings',
    ])
      expect(listed).not.toContain(excluded);
  });

  it('lists events only for the reasons rules read', async () => {
    const events = ['SELinuxLabelConflict', 'Scheduled'].map((reason, i) => ({
      apiVersion: 'v1',
      kind: 'Event',
      metadata: { name: `e${i}`, namespace: 'shop', uid: `e${i}` },
      reason,
      type: 'Normal',
    }));
    const server = await fake({ objects: events });
    const loaded = await loadLive(server, [kindsProbe(['Event'])]);
    expect(names(loaded.objects)).toEqual(['Event shop/e0']);
    expect(server.requests.filter((r) => r.path === '/api/v1/events').map((r) => r.query.fieldSelector)).toEqual([
      'reason=SELinuxLabelConflict',
      'reason=SELinuxChangePolicyConflict',
      'reason=MultipleSELinuxLabels',
      'reason=CgroupV1',
    ]);
  });
});
