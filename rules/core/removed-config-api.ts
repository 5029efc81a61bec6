import type { K8sObject } from '../../src/model.js';
import { objectRef, refLabel } from '../../src/model.js';
import { defineRule } from '../../src/rule.js';
import { COMPONENT_CONFIG_KINDS, componentSettings, HOLDS_COMPONENT_SETTINGS } from '../../src/kube/components/index.js';
import type { ConfigDocument } from '../../src/kube/components/index.js';
import { configApiOf, kubeadmGate } from '../../src/kube/config-apis.js';
import { deprecatedAt, removedAt } from '../../src/versions.js';

export default defineRule({
  id: 'removed-config-api',
  release: 'core',
  severity: 'error',
  // Besides the component configurations, the kinds of configuration files that no API serves.
  kinds: [...COMPONENT_CONFIG_KINDS, 'Policy', 'AdmissionConfiguration', 'WebhookAdmission'],
  needs: HOLDS_COMPONENT_SETTINGS,
  docs: {
    summary:
      'A component configuration file (kubeadm, kube-scheduler, audit policy, admission plugin configuration) is written in an API version the target release no longer reads, or sets a kubeadm feature gate that was removed.',
    changed:
      "The files the components read have API versions of their own, removed on their own schedule: kubeadm 1.37 removed `kubeadm.k8s.io/v1beta3` (deprecated since 1.31; 1.27 removed v1beta2, 1.22 v1beta1), kube-scheduler 1.28 and 1.29 removed `kubescheduler.config.k8s.io/v1beta2` and `v1beta3`, and 1.23 the legacy `v1` scheduling Policy, kube-apiserver 1.24 removed the `audit.k8s.io/v1alpha1` and `v1beta1` audit policy versions and 1.36 the `apiserver.config.k8s.io/v1alpha1` webhook admission configuration. kubeadm also removes its own feature gates: `NodeLocalCRISocket` and `PublicKeysECDSA` in 1.37, `ControlPlaneKubeletLocalMode` in 1.36, `WaitForAllControlPlaneComponents` and `RootlessControlPlane` in 1.35. The versions and gates come from `rules/_data/config-apis.yaml` (generated from a curated list citing CHANGELOG entries, the staging repositories' release tags and the component source).",
    affected:
      'Configuration files and the objects that carry them: kubeadm InitConfiguration, ClusterConfiguration and JoinConfiguration files and the `kube-system/kubeadm-config` ConfigMap, KubeSchedulerConfiguration and legacy Policy files (also in ConfigMaps), audit Policy files (also in ConfigMaps), AdmissionConfiguration files with their inline plugin configurations, and the `featureGates` of kubeadm ClusterConfiguration (also inside Cluster API objects and kind `kubeadmConfigPatches`). kind patches carry no version of their own (kind writes the kubeadm file), so their apiVersion is not checked.',
    why: 'Unlike a removed API of the API server, nothing here answers "no matches for kind": the program reading the file stops. kubeadm rejects the file (`kubeadm init`, `join` and `upgrade` fail, and a removed kubeadm gate fails validation with `<name> is not a valid feature name`); kube-scheduler and kube-apiserver do not start with a configuration or audit policy they cannot decode, so the control-plane node stays down after the upgrade.',
    fix: 'Migrate the file before upgrading the program that reads it; the finding names the replacement version and how to migrate. kubeadm files are migrated with `kubeadm config migrate --old-config old.yaml --new-config new.yaml`, run with a kubeadm that still reads the old version.\n\n```yaml\n# before (kubeadm 1.36 warns, 1.37 rejects)\napiVersion: kubeadm.k8s.io/v1beta3\nkind: ClusterConfiguration\nfeatureGates:\n  PublicKeysECDSA: true\n# after (kubeadm config migrate, then the gate replaced by the v1beta4 field)\napiVersion: kubeadm.k8s.io/v1beta4\nkind: ClusterConfiguration\nencryptionAlgorithm: ECDSA-P256\n---\n# audit policy: kube-apiserver 1.24 and later read only v1\napiVersion: audit.k8s.io/v1\nkind: Policy\n```',
    sources: [
      {
        title: 'CHANGELOG-1.37 (v1.37.0-alpha.1): kubeadm v1beta3, PublicKeysECDSA and NodeLocalCRISocket removed',
        url: 'https://github.com/kubernetes/kubernetes/blob/master/CHANGELOG/CHANGELOG-1.37.md',
      },
      { title: 'kubeadm Configuration (v1beta4)', url: 'https://kubernetes.io/docs/reference/config-api/kubeadm-config.v1beta4/' },
      { title: 'kubeadm feature gates (kubeadm init)', url: 'https://kubernetes.io/docs/reference/setup-tools/kubeadm/kubeadm-init/#feature-gates' },
      { title: 'Scheduler Configuration', url: 'https://kubernetes.io/docs/reference/scheduling/config/' },
      {
        title: 'CHANGELOG-1.24: audit.k8s.io v1alpha1 and v1beta1 removed (#108092)',
        url: 'https://github.com/kubernetes/kubernetes/blob/master/CHANGELOG/CHANGELOG-1.24.md',
      },
      {
        title: 'CHANGELOG-1.36: v1alpha1 WebhookAdmissionConfiguration removed (#137379)',
        url: 'https://github.com/kubernetes/kubernetes/blob/master/CHANGELOG/CHANGELOG-1.36.md',
      },
    ],
    unverified: [
      'The 1.37 removals come from the v1.37.0-alpha.1 CHANGELOG; the exact error kubeadm 1.37 prints for a v1beta3 file was not read.',
      'Whether `kubeadm upgrade` rejects a v1beta3 ClusterConfiguration still stored in the `kube-system/kubeadm-config` ConfigMap was not researched (kubeadm 1.31 and later write v1beta4 there).',
      'That kube-apiserver stops at start-up on an audit policy or webhook admission configuration it cannot decode follows from how it loads them; the option code itself was not read.',
      "The kubeadm.k8s.io/v1alpha1 and v1alpha2 lifecycles come from kubeadm's own support-matrix comment (cmd/kubeadm/app/util/config/common.go), not from a release note.",
    ],
  },
  messages: {
    removed: '{{document}}{{where}}: {{effect}}; this version was removed in Kubernetes {{removedIn}}. {{migrate}}',
    deprecated: '{{document}}{{where}} is deprecated since Kubernetes {{deprecatedIn}}{{deprecation}}; {{effect}}. {{migrate}}',
    kubeadmGateRemoved:
      'kubeadm {{target}} rejects this configuration: kubeadm feature gate {{gate}} was removed in {{removedIn}} ("{{gate}} is not a valid feature name"). {{advice}}',
    kubeadmGateDeprecated:
      'kubeadm feature gate {{gate}} is deprecated since Kubernetes {{deprecatedIn}}, and kubeadm {{removedIn}} rejects a configuration that sets it. {{advice}}',
  },
  fixes: {
    removed: 'Rewrite it as {{replacement}} before upgrading {{component}} to {{removedIn}}.',
    deprecated: 'Rewrite it as {{replacement}} before upgrading {{component}} to {{removedIn}}.',
    kubeadmGateRemoved: 'Remove {{gate}} from featureGates{{replacement}}.',
    kubeadmGateDeprecated: 'Remove {{gate}} from featureGates{{replacement}} before upgrading kubeadm to {{removedIn}}.',
  },
  check(obj, ctx) {
    const { documents, kubeadmFeatureGates } = componentSettings(obj);
    for (const document of documents) {
      const row = configApiOf(document.apiVersion, document.kind);
      if (!row) continue;
      const removed = removedAt(row, ctx.target);
      if (!removed && !deprecatedAt(row, ctx.target)) continue;
      ctx.report(obj, {
        messageId: removed ? 'removed' : 'deprecated',
        path: [...document.path, 'apiVersion'],
        release: removed ? row.removedIn! : row.deprecatedIn!,
        ...(removed ? {} : { severity: 'warning' as const }),
        data: {
          document: `${row.apiVersion} ${row.kind}`,
          where: whereOf(obj, document),
          component: row.component,
          effect: row.removedIn ? row.effect! : `no removal release is announced`,
          removedIn: row.removedIn ?? '',
          deprecatedIn: row.deprecatedIn ?? '',
          deprecation: row.deprecation ? ` (${row.deprecation})` : '',
          migrate: row.migrate ?? '',
          replacement: row.replacement
            ? `${row.replacement.apiVersion}${row.replacement.kind === row.kind ? '' : ` ${row.replacement.kind}`}`
            : 'a supported version',
        },
      });
    }
    for (const setting of kubeadmFeatureGates) {
      const gate = kubeadmGate(setting.name);
      if (!gate) continue;
      const removed = removedAt(gate, ctx.target);
      if (!removed && !deprecatedAt(gate, ctx.target)) continue;
      ctx.report(obj, {
        messageId: removed ? 'kubeadmGateRemoved' : 'kubeadmGateDeprecated',
        path: setting.path,
        release: removed ? gate.removedIn : gate.deprecatedIn!,
        ...(removed ? {} : { severity: 'warning' as const }),
        data: {
          gate: gate.name,
          target: ctx.target,
          removedIn: gate.removedIn,
          deprecatedIn: gate.deprecatedIn ?? '',
          advice: gate.advice,
          replacement: gate.replacement ? ` and set ${gate.replacement} instead` : '',
        },
      });
    }
  },
});

/** Where an embedded document sits, for the message: an admission plugin entry, a ConfigMap key. */
function whereOf(obj: K8sObject, document: ConfigDocument): string {
  if (!document.embedded) return '';
  const object = refLabel(objectRef(obj));
  const inObject = obj.kind === 'AdmissionConfiguration' ? '' : ` in ${object}`;
  if (document.plugin !== undefined) return ` (configuration of the ${document.plugin} admission plugin${inObject})`;
  if (obj.kind === 'ConfigMap' && document.path[0] === 'data' && typeof document.path[1] === 'string') return ` in ${object} (key ${document.path[1]})`;
  return ` in ${object}`;
}
