import { defineRule } from '../../src/rule.js';
import type { ApiLifecycle } from '../../src/kube/api-lifecycle.js';
import { allLifecycles, replacementText } from '../../src/kube/api-lifecycle.js';
import { getPath, isRecord } from '../../src/kube/workloads.js';
import { compareMinor, normalizeMinor } from '../../src/versions.js';

const METRIC = 'apiserver_requested_deprecated_apis';

export default defineRule({
  id: 'deprecated-api-calls',
  release: 'core',
  severity: 'error',
  kinds: ['APIServerMetrics'],
  docs: {
    summary:
      "Clients still call deprecated API versions, as the API server's `apiserver_requested_deprecated_apis` metric shows: an error when the target no longer serves them.",
    changed:
      'Since Kubernetes 1.19 the API server marks every request to a deprecated API version: a `Warning` header in the answer, a `k8s.io/deprecated: "true"` annotation on the audit event, and the gauge `apiserver_requested_deprecated_apis{group,version,resource,subresource,removed_release}` set to 1 in the kube-apiserver that served it. The removal release comes from the metric\'s `removed_release` label, or from `rules/_data/removed-apis.yaml` when the label is empty.',
    affected:
      'Anything that talks to the API server in an old version: controllers and operators built against old client libraries, CI scripts, dashboards, backup tools, monitoring agents. Stored objects do not show these clients; only requests do. Live-cluster runs read the metric (`k8s-upgrade-check/v1` `APIServerMetrics` objects); manifests do not have it.',
    why: 'After the upgrade the API server no longer serves the version: the clients get `404 Not Found` (kubectl: `the server could not find the requested resource`) and stop working, while every manifest in the repository may already be migrated. The metric is kept by each kube-apiserver instance since its last restart, so a run sees the calls that reached the instance it talked to.',
    fix:
      'Find the callers in the API server\'s audit log (events annotated `k8s.io/deprecated: "true"` name the user and user agent), or ask each API server instance (`kubectl get --raw /metrics | grep apiserver_requested_deprecated_apis`) over a full business cycle. Upgrade those clients to the replacement version before upgrading the cluster.\n\n' +
      '```promql\napiserver_requested_deprecated_apis{removed_release="1.32"} * on(group,version,resource,subresource) group_right() apiserver_request_total\n```',
    sources: [
      { title: 'Kubernetes Deprecation Policy: deprecated API requests', url: 'https://kubernetes.io/docs/reference/using-api/deprecation-policy/' },
      {
        title: 'Deprecated API Migration Guide: locate use of deprecated APIs',
        url: 'https://kubernetes.io/docs/reference/using-api/deprecation-guide/#locate-use-of-deprecated-apis',
      },
      { title: 'Warning: Helpful Warnings Ahead (Kubernetes 1.19)', url: 'https://kubernetes.io/blog/2020/09/03/warnings/' },
    ],
  },
  messages: {
    removed:
      'Clients still call {{api}}, which Kubernetes {{removedIn}} no longer serves: after the upgrade their requests fail with 404 Not Found; {{replacement}}.',
    deprecated: 'Clients still call {{api}}, deprecated{{removal}}; {{replacement}}.',
  },
  fixes: {
    removed: 'Find the callers in the audit log (k8s.io/deprecated annotation) and move them to {{replacementVersion}} before upgrading to {{removedIn}}.',
    deprecated: 'Find the callers in the audit log (k8s.io/deprecated annotation) and move them to {{replacementVersion}}.',
  },
  check(obj, ctx) {
    const samples = getPath(obj.body, ['samples', METRIC]);
    if (!Array.isArray(samples)) return;
    samples.forEach((sample, index) => {
      if (!isRecord(sample) || !isRecord(sample.labels) || !(Number(sample.value) > 0)) return;
      const labels = sample.labels as Record<string, unknown>;
      const group = String(labels.group ?? '');
      const version = String(labels.version ?? '');
      const resource = String(labels.resource ?? '');
      if (!version || !resource) return;
      const apiVersion = group ? `${group}/${version}` : version;
      const row = lifecycleByResource(apiVersion, resource);
      const removedIn = normalizeMinor(String(labels.removed_release ?? '')) ?? row?.removedIn ?? undefined;
      const subresource = String(labels.subresource ?? '');
      const data = {
        api: `${apiVersion} ${resource}${subresource ? `/${subresource}` : ''}`,
        removedIn: removedIn ?? '',
        removal: removedIn ? ` and scheduled for removal in ${removedIn}` : '',
        replacement: row ? replacementText(row, ctx.target) : 'move them to a version the target serves',
        replacementVersion: row?.replacement ? row.replacement.apiVersion : 'a served version',
      };
      const path = ['samples', METRIC, index];
      if (removedIn && compareMinor(removedIn, ctx.target) <= 0) {
        ctx.report(obj, { messageId: 'removed', path, release: removedIn, data });
      } else {
        ctx.report(obj, { messageId: 'deprecated', path, severity: 'warning', release: row?.deprecatedIn ?? ctx.target, data });
      }
    });
  },
});

/** The lifecycle row of a group/version and plural resource name (the metric names resources, the table kinds). */
function lifecycleByResource(apiVersion: string, resource: string): ApiLifecycle | undefined {
  return allLifecycles().find((row) => row.apiVersion === apiVersion && pluralOf(row.kind) === resource);
}

/** Kubernetes' default plural of a kind, which built-in resources follow. */
function pluralOf(kind: string): string {
  const lower = kind.toLowerCase();
  if (lower.endsWith('s') || lower.endsWith('x') || lower.endsWith('ch') || lower.endsWith('sh')) return `${lower}es`;
  if (lower.endsWith('y') && !/[aeiou]y$/.test(lower)) return `${lower.slice(0, -1)}ies`;
  return `${lower}s`;
}
