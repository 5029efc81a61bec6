import { defineRule } from '../../src/rule.js';
import { isDroppedFromCrdAt } from '../../src/kube/addon-apis.js';
import { userRowNote } from '../../src/kube/api-table.js';
import { storedVersionsMarkdown } from '../../src/kube/addon-docs.js';
import { isRecord } from '../../src/kube/workloads.js';

export default defineRule({
  id: 'addon-stored-versions',
  release: 'core',
  severity: 'error',
  judgesAddonTarget: true,
  kinds: ['CustomResourceDefinition'],
  docs: {
    summary:
      "A CustomResourceDefinition's status.storedVersions still holds an add-on version that the add-on release you move to drops from its CRDs: installing that release fails until the stored objects are migrated.",
    changed:
      "The API server keeps, in each CRD's `status.storedVersions`, every version objects may still be stored in, and rejects a CRD update whose `spec.versions` leaves one of them out. Add-ons that drop an old version from their CRDs (cert-manager v1.7.0 drops `cert-manager.io/v1alpha2`, Flux v2.7.0 its `v1beta1` APIs, Gateway API v1.2.0 `v1alpha2` ReferenceGrant and GRPCRoute) therefore cannot be upgraded while a CRD still lists the version. A live check lists the CRDs and compares their stored versions with the add-on rows (see removed-addon-api) at the add-on release you move to.",
    affected:
      'Clusters that ran an add-on release whose storage version was the old one, and have not migrated since: the objects written then are still stored in the old version.',
    why: 'Applying the new CRDs fails with `CustomResourceDefinition "NAME" is invalid: status.storedVersions[0]: Invalid value: "VERSION": must appear in spec.versions`; the add-on upgrade (Helm, GitOps or kubectl) stops there.',
    fix: "Before upgrading the add-on, rewrite the stored objects at the current storage version and remove the old version from the CRD's `status.storedVersions`, with the add-on's own procedure: each add-on's is listed under Data, and the finding's fix names the one that applies. Check with `kubectl get crd NAME -o jsonpath='{.status.storedVersions}'`.",
    get data() {
      return storedVersionsMarkdown();
    },
    sources: [
      {
        title: 'Kubernetes: Versions in CustomResourceDefinitions (upgrade existing objects to a new stored version)',
        url: 'https://kubernetes.io/docs/tasks/extend-kubernetes/custom-resources/custom-resource-definition-versioning/#upgrade-existing-objects-to-a-new-stored-version',
      },
      {
        title: 'kubernetes/kubernetes apiextensions-apiserver validation: ValidateCustomResourceDefinitionStoredVersions ("must appear in spec.versions")',
        url: 'https://github.com/kubernetes/kubernetes/blob/master/staging/src/k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/validation/validation.go',
      },
      {
        title: 'cert-manager: Migrating Deprecated API Resources (cmctl upgrade migrate-api-version)',
        url: 'https://cert-manager.io/docs/releases/upgrading/remove-deprecated-apis/',
      },
      {
        title: 'Gateway API v1.2 changelog: GRPCRoute and ReferenceGrant v1alpha2 removal',
        url: 'https://github.com/kubernetes-sigs/gateway-api/blob/main/CHANGELOG/1.2-CHANGELOG.md',
      },
      { title: 'fluxcd/flux2 cmd/flux/migrate.go (flux migrate)', url: 'https://github.com/fluxcd/flux2/blob/main/cmd/flux/migrate.go' },
      {
        title: 'External Secrets Operator v0.16.0 release notes (Guide to Promoting to 0.16)',
        url: 'https://github.com/external-secrets/external-secrets/releases/tag/v0.16.0',
      },
    ],
    unverified: [
      'groupsnapshot.storage.k8s.io/v1alpha1: the external-snapshotter changelog gives no procedure; the finding follows from the v8.2.0 CRDs, which carry v1beta1 only.',
    ],
  },
  messages: {
    stored:
      'CustomResourceDefinition {{crd}} still lists {{version}} in status.storedVersions, and the CRDs of {{addonTitle}} {{droppedFromCrdIn}} no longer list it: installing them fails ("status.storedVersions[{{index}}]: Invalid value: "{{version}}": must appear in spec.versions") until the stored {{kind}} objects are migrated.',
  },
  fixes: {
    stored: '{{procedure}}',
  },
  check(obj, ctx) {
    const spec = isRecord(obj.body.spec) ? obj.body.spec : undefined;
    const status = isRecord(obj.body.status) ? obj.body.status : undefined;
    const group = spec?.group;
    const kind = isRecord(spec?.names) ? spec.names.kind : undefined;
    const stored = status?.storedVersions;
    if (typeof group !== 'string' || typeof kind !== 'string' || !Array.isArray(stored)) return;
    stored.forEach((version, index) => {
      if (typeof version !== 'string') return;
      const row = ctx.apis.addonApi(`${group}/${version}`, kind);
      if (!row) return;
      const target = ctx.apis.target(row.addon);
      if (!isDroppedFromCrdAt(row, target.version)) return;
      const addon = target.addon;
      ctx.report(obj, {
        messageId: 'stored',
        path: ['status', 'storedVersions', index],
        release: 'core',
        fixNote: userRowNote(ctx.apis, row),
        data: {
          addon: addon.name,
          addonTitle: addon.title,
          crd: obj.metadata.name ?? `${kind} in ${group}`,
          version,
          index,
          kind,
          droppedFromCrdIn: row.droppedFromCrdIn!,
          procedure: row.storedVersionsFix ?? addon.storedVersionsFix,
        },
      });
    });
  },
});
