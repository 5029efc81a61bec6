import { defineRule } from '../../src/rule.js';
import type { RuleSource } from '../../src/rule.js';
import { addonReplacementText, addonVerdict, replacementVersion, rewriteHint, rowNotes } from '../../src/kube/addon-apis.js';
import { userRowNote } from '../../src/kube/api-table.js';
import { addonDataMarkdown, addonSources } from '../../src/kube/addon-docs.js';

const OWN_SOURCES: RuleSource[] = [
  {
    title: 'Kubernetes: Versions in CustomResourceDefinitions',
    url: 'https://kubernetes.io/docs/tasks/extend-kubernetes/custom-resources/custom-resource-definition-versioning/',
  },
];

export default defineRule({
  id: 'removed-addon-api',
  release: 'core',
  severity: 'error',
  judgesAddonTarget: true,
  kinds: ['*'],
  // Only types with a row can be reported; most objects are of a type without one.
  appliesTo: (apiVersion, kind, ctx) => ctx.apis.addonApi(apiVersion, kind) !== undefined,
  docs: {
    summary: 'The object uses an API version of an add-on (cert-manager, Istio, Gateway API, Flux, ...) that the add-on release you move to no longer serves.',
    changed:
      "Add-ons that install their own CustomResourceDefinitions retire API versions on their own schedule, in their own releases: cert-manager stopped serving `cert-manager.io/v1alpha2` in v1.6.0, Flux removed its `v1beta1` APIs in v2.7.0. Each add-on has its own version axis. Name the release you move to with `--addon NAME=VERSION` or `addons:` in `.k8s-upgrade-check.yaml`; without it the add-on's rows are judged against the newest release the data knows, and the report says so. The rows are in `rules/_data/addon-apis.yaml` (generated from `scripts/data/addon-apis.yaml`, each row citing the project's release notes or CRDs); `apis:` in the configuration file adds a team's own rows or replaces bundled ones.",
    affected: 'Manifests, Helm charts and GitOps repositories that still write a removed add-on version, and clusters whose objects were last applied in it.',
    why: 'Once the add-on release is installed, its CRDs no longer serve the version: the API server answers `no matches for kind "X" in version "Y"`, so applies, Helm upgrades and GitOps syncs fail. Where the project renamed the group or the kind there is no conversion at all, and the objects must be recreated.',
    fix: "Change `apiVersion` (and, where the row says so, the kind) to the replacement named in the finding, using the tool the add-on provides where it has one (`cmctl convert`, `flux migrate -f DIR`). Do it before installing the new add-on release, and check the CRDs' stored versions too (addon-stored-versions).",
    get data() {
      return addonDataMarkdown();
    },
    get sources() {
      return [...OWN_SOURCES, ...addonSources()];
    },
    unverified: [
      'Gateway API serves some versions in its experimental channel after the standard channel dropped them; those are reported by deprecated-addon-api, as the channel a cluster installs is not in the manifests.',
    ],
  },
  messages: {
    removed: '{{apiVersion}} {{kind}} is no longer served since {{addonTitle}} {{removedIn}}; {{replacement}}.{{notes}}',
    withdrawn: '{{apiVersion}} {{kind}} is no longer served since {{addonTitle}} {{removedIn}}; {{replacement}}.{{notes}}',
  },
  fixes: {
    removed: 'Set apiVersion to {{replacementVersion}} before moving to {{addonTitle}} {{removedIn}}{{rewrite}}.',
    withdrawn: 'There is no replacement API: remove this object and replace what it did before moving to {{addonTitle}} {{removedIn}}.',
  },
  check(obj, ctx) {
    const row = ctx.apis.addonApi(obj.apiVersion, obj.kind);
    if (!row) return;
    const target = ctx.apis.target(row.addon);
    if (addonVerdict(row, target.version).state !== 'removed') return;
    const addon = target.addon;
    ctx.report(obj, {
      messageId: row.replacement ? 'removed' : 'withdrawn',
      path: ['apiVersion'],
      // an add-on's release is not a Kubernetes release: the finding concerns any Kubernetes version
      release: 'core',
      fixNote: userRowNote(ctx.apis, row),
      data: {
        addon: addon.name,
        addonTitle: addon.title,
        apiVersion: obj.apiVersion,
        kind: obj.kind,
        removedIn: row.removedIn!,
        replacement: addonReplacementText(row, addon),
        notes: rowNotes(row),
        replacementVersion: replacementVersion(row),
        rewrite: rewriteHint(addon),
      },
    });
  },
});
