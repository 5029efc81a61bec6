import { defineRule } from '../../src/rule.js';
import { moveApiVersion } from '../../src/fix/fixers/api-versions.js';
import { isDeprecatedAt, replacementText, versionToWrite } from '../../src/kube/api-lifecycle.js';
import { userRowNote } from '../../src/kube/api-table.js';

export default defineRule({
  id: 'deprecated-api',
  release: 'core',
  severity: 'warning',
  kinds: ['*'],
  // Only types with a row can be reported; most objects are of a type without one.
  appliesTo: (apiVersion, kind, ctx) => ctx.apis.kubernetes(apiVersion, kind) !== undefined,
  docs: {
    summary: 'The object uses an apiVersion that is still served at the target but deprecated, with its scheduled removal.',
    changed:
      'A deprecated API version keeps working but is scheduled for removal: beta versions stop being served three minors after deprecation. The schedule comes from the k8s.io/api prerelease lifecycle data (`rules/_data/removed-apis.yaml`); a future removal release is a plan, not a promise.',
    affected: 'Manifests that write a deprecated apiVersion. They work on the target but break on a later upgrade.',
    why: 'Nothing breaks on the target itself: the API server answers with a deprecation warning. The same manifest fails once the version is removed.',
    fix: 'Move to the replacement apiVersion named in the finding now, while both versions are served, so the next upgrade is not blocked.',
    sources: [
      { title: 'Kubernetes Deprecation Policy', url: 'https://kubernetes.io/docs/reference/using-api/deprecation-policy/' },
      { title: 'k8s.io/api prerelease lifecycle (zz_generated.prerelease-lifecycle.go)', url: 'https://github.com/kubernetes/api' },
    ],
    unverified: [
      'Deprecations and scheduled removals for 1.37 and later come from k8s.io/api master just before 1.37.0, not from a v0.37.0 release tag; a scheduled removal release is the lifecycle default, not a commitment.',
    ],
  },
  messages: {
    scheduled: '{{apiVersion}} {{kind}} is deprecated since Kubernetes {{deprecatedIn}} and scheduled for removal in {{removedIn}}; {{replacement}}.',
    unscheduled: '{{apiVersion}} {{kind}} is deprecated since Kubernetes {{deprecatedIn}}; {{replacement}}.',
  },
  fixes: {
    scheduled: 'Migrate to {{replacementVersion}} before upgrading to {{removedIn}}.',
    unscheduled: 'Migrate to {{replacementVersion}}.',
  },
  // The replacement apiVersion, with the schema changes of the migration guide where it lists some.
  autofix: moveApiVersion,
  check(obj, ctx) {
    const row = ctx.apis.kubernetes(obj.apiVersion, obj.kind);
    if (!row || !isDeprecatedAt(row, ctx.target)) return;
    ctx.report(obj, {
      messageId: row.removedIn ? 'scheduled' : 'unscheduled',
      path: ['apiVersion'],
      release: row.deprecatedIn!,
      fixNote: userRowNote(ctx.apis, row),
      data: {
        apiVersion: obj.apiVersion,
        kind: obj.kind,
        deprecatedIn: row.deprecatedIn!,
        removedIn: row.removedIn ?? '',
        replacement: replacementText(row, ctx.target),
        replacementVersion: versionToWrite(row, ctx.target) ?? 'a supported alternative',
      },
    });
  },
});
