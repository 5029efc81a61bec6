import { defineRule } from '../../src/rule.js';
import { addonReplacementText, addonVerdict, replacementVersion, rewriteHint } from '../../src/kube/addon-apis.js';
import { userRowNote } from '../../src/kube/api-table.js';
import { addonSources } from '../../src/kube/addon-docs.js';

export default defineRule({
  id: 'deprecated-addon-api',
  release: 'core',
  severity: 'warning',
  judgesAddonTarget: true,
  kinds: ['*'],
  // Only types with a row can be reported; most objects are of a type without one.
  appliesTo: (apiVersion, kind, ctx) => ctx.apis.addonApi(apiVersion, kind) !== undefined,
  docs: {
    summary:
      'The object uses an add-on API version that the add-on release you move to still serves but has deprecated, or that only some of its CRD channels still serve.',
    changed:
      "An add-on marks an API version deprecated in one release and stops serving it in a later one, on the add-on's own version axis (see removed-addon-api for every row and its source). Gateway API also ships two CRD channels: its standard channel can stop serving a version that the experimental channel still serves, deprecated.",
    affected:
      'Manifests that write a deprecated add-on version. They work with the target add-on release but break on a later one, or on the standard-channel CRDs.',
    why: 'Nothing breaks yet: the API server answers with a deprecation warning. The same manifest fails once the add-on stops serving the version, or right away where the standard-channel CRDs are installed.',
    fix: 'Move to the replacement apiVersion named in the finding now, while both versions are served, so that the next add-on upgrade is not blocked.',
    get sources() {
      return [
        {
          title: 'Kubernetes: Versions in CustomResourceDefinitions (deprecated versions)',
          url: 'https://kubernetes.io/docs/tasks/extend-kubernetes/custom-resources/custom-resource-definition-versioning/#version-deprecation',
        },
        ...addonSources(),
      ];
    },
  },
  messages: {
    deprecated: '{{apiVersion}} {{kind}} is deprecated since {{addonTitle}} {{deprecatedIn}}{{removal}}; {{replacement}}.',
    channel: '{{apiVersion}} {{kind}} is not served by the {{channel}}-channel CRDs of {{addonTitle}} since {{since}}{{otherChannels}}; {{replacement}}.',
  },
  fixes: {
    deprecated: 'Migrate to {{replacementVersion}}{{before}}{{rewrite}}.',
    channel: 'Migrate to {{replacementVersion}}, which every channel serves{{rewrite}}.',
  },
  check(obj, ctx) {
    const row = ctx.apis.addonApi(obj.apiVersion, obj.kind);
    if (!row) return;
    const target = ctx.apis.target(row.addon);
    const verdict = addonVerdict(row, target.version);
    if (verdict.state !== 'deprecated' && verdict.state !== 'channel-removed') return;
    const addon = target.addon;
    const common = {
      addon: addon.name,
      addonTitle: addon.title,
      apiVersion: obj.apiVersion,
      kind: obj.kind,
      replacement: addonReplacementText(row, addon),
      replacementVersion: replacementVersion(row) || 'a supported alternative',
      rewrite: rewriteHint(addon),
    };
    const report = { path: ['apiVersion'], release: 'core', fixNote: userRowNote(ctx.apis, row) };
    if (verdict.state === 'channel-removed') {
      const otherChannels = ` (other channels still serve it${row.deprecatedIn ? `, deprecated since ${row.deprecatedIn}` : ''})`;
      ctx.report(obj, { ...report, messageId: 'channel', data: { ...common, channel: verdict.channel, since: verdict.since, otherChannels } });
      return;
    }
    ctx.report(obj, {
      ...report,
      messageId: 'deprecated',
      data: {
        ...common,
        deprecatedIn: row.deprecatedIn!,
        removal: row.removedIn ? ` and no longer served from ${row.removedIn}` : '',
        before: row.removedIn ? ` before moving to ${addon.title} ${row.removedIn}` : '',
      },
    });
  },
});
