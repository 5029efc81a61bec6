import { defineRule } from '../../src/rule.js';
import { moveApiVersion } from '../../src/fix/fixers/api-versions.js';
import { isRemovedAt, replacementText, versionToWrite } from '../../src/kube/api-lifecycle.js';
import { userRowNote } from '../../src/kube/api-table.js';

export default defineRule({
  id: 'removed-api',
  release: 'core',
  severity: 'error',
  kinds: ['*'],
  // Only types with a row can be reported; most objects are of a type without one.
  appliesTo: (apiVersion, kind, ctx) => ctx.apis.kubernetes(apiVersion, kind) !== undefined,
  docs: {
    summary: 'The object uses an apiVersion that the target release no longer serves.',
    changed:
      'Kubernetes removes beta and alpha API versions on a schedule: a beta version is deprecated at most three minors after it appears and stops being served three minors after that. Alpha versions can disappear in any release. Every removal from 1.16 through the target is checked, using `rules/_data/removed-apis.yaml` (generated from the k8s.io/api prerelease lifecycle data, with the Deprecated API Migration Guide for migration notes).',
    affected: 'Any manifest, Helm chart or kustomization that still writes a removed apiVersion, whatever version the cluster runs today.',
    why: 'After the upgrade the API server answers `no matches for kind "X" in version "Y"` (kubectl: `resource mapping not found`): applies fail, Helm upgrades fail, GitOps controllers stop syncing. Objects already stored are converted and keep working; only writes in the old version break.',
    fix: 'Change `apiVersion` to the replacement named in the finding and apply the migration notes it lists (some versions renamed or restructured fields). `kubectl convert -f FILE --output-version GROUP/VERSION` (a kubectl plugin) rewrites a file. For `scheduling.k8s.io/v1alpha2` Workload and PodGroup objects, delete them before upgrading to 1.37: they cannot be converted.\n\n```yaml\n# before\napiVersion: networking.k8s.io/v1beta1\nkind: Ingress\n# after\napiVersion: networking.k8s.io/v1\nkind: Ingress\n```',
    sources: [
      { title: 'Deprecated API Migration Guide', url: 'https://kubernetes.io/docs/reference/using-api/deprecation-guide/' },
      { title: 'Kubernetes Deprecation Policy', url: 'https://kubernetes.io/docs/reference/using-api/deprecation-policy/' },
      { title: 'k8s.io/api prerelease lifecycle (zz_generated.prerelease-lifecycle.go)', url: 'https://github.com/kubernetes/api' },
    ],
    unverified: [
      'Removals in 1.37 (scheduling.k8s.io/v1alpha2 Workload and PodGroup, storage.k8s.io/v1beta1 VolumeAttributesClass) come from k8s.io/api master just before 1.37.0, not from a v0.37.0 release tag.',
      '"Served since" is the release the replacement version was introduced in. Whether a beta replacement that is new in its release (for example scheduling.k8s.io/v1beta1 in 1.37) is enabled by default was not checked: it may need `--runtime-config` on kube-apiserver.',
      'admissionregistration.k8s.io/v1alpha1 ValidatingAdmissionPolicy and its binding: removed in 1.32 by the lifecycle data; pluto (third-party) says 1.33.',
    ],
  },
  messages: {
    removed: '{{apiVersion}} {{kind}} is no longer served since Kubernetes {{removedIn}}; {{replacement}}.{{notes}}',
    withdrawn: '{{apiVersion}} {{kind}} is no longer served since Kubernetes {{removedIn}}; {{replacement}}.{{notes}}',
  },
  fixes: {
    removed: 'Set apiVersion to {{replacementVersion}}{{migration}}.',
    withdrawn: 'There is no replacement API: remove this object and replace what it did.',
  },
  // The replacement apiVersion, with the schema changes of the migration guide where it lists some.
  autofix: moveApiVersion,
  check(obj, ctx) {
    const row = ctx.apis.kubernetes(obj.apiVersion, obj.kind);
    if (!row || !isRemovedAt(row, ctx.target)) return;
    const notes = row.notes ? ` ${row.notes}` : '';
    ctx.report(obj, {
      messageId: row.replacement ? 'removed' : 'withdrawn',
      path: ['apiVersion'],
      release: row.removedIn!,
      fixNote: userRowNote(ctx.apis, row),
      data: {
        apiVersion: obj.apiVersion,
        kind: obj.kind,
        removedIn: row.removedIn!,
        replacement: replacementText(row, ctx.target),
        notes,
        // the migration notes are in the message already; the fix points at them rather than repeating them
        migration: row.notes ? ' and make the changes the message describes' : '',
        replacementVersion: row.replacement
          ? `${versionToWrite(row, ctx.target)}${row.replacement.kind === row.kind ? '' : ` (kind ${row.replacement.kind})`}`
          : '',
      },
    });
  },
});
