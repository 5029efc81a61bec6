import { defineRule } from '../../src/rule.js';
import { COMPONENT_CONFIG_KINDS, describeComponents, distinctFeatureGateSettings, HOLDS_COMPONENT_SETTINGS } from '../../src/kube/components/index.js';
import type { GateStage } from '../../src/kube/feature-gate-data.js';
import { defaultAt, gateAt } from '../../src/kube/feature-gate-data.js';
import type { GateAt } from '../../src/kube/feature-gate-data.js';
import { removeGate, settingOf } from '../../src/fix/fixers/feature-gates.js';

export default defineRule({
  id: 'removed-feature-gate',
  release: 'core',
  severity: 'error',
  kinds: COMPONENT_CONFIG_KINDS,
  needs: HOLDS_COMPONENT_SETTINGS,
  docs: {
    summary: 'A Kubernetes component is given a feature gate that no longer exists at the target release, so it refuses to start.',
    changed:
      'Feature gates are removed once their feature is settled: GA and deprecated gates after they have been locked to their default for a while, alpha gates at any time (when the feature is dropped, renamed or merged). In 1.37 alone 25 gates went away, among them `APIServerTracing`, `ConsistentListFromCache`, `SidecarContainers`, `JobSuccessPolicy`, `PreventStaticPodAPIReferences`, and the alpha gates `GangScheduling` and `WorkloadAwarePreemption`, which were merged into `GenericWorkload`. Every removal from 1.9 to the target is checked, using `rules/_data/feature-gates.yaml` (generated from the Kubernetes versioned feature list and the feature gate reference pages).',
    affected:
      "Anyone who sets feature gates: `--feature-gates` on kube-apiserver, kube-controller-manager, kube-scheduler, kube-proxy and kubelet (static pods, DaemonSets, any workload running the binaries, also `hyperkube` and shell wrappers), `featureGates:` in KubeletConfiguration and KubeProxyConfiguration (also inside the kubeadm `kubelet-config` and `kube-proxy` ConfigMaps), kubeadm `extraArgs`/`kubeletExtraArgs` (also in Cluster API objects), kubelet environment files named with `-f` (`kubeadm-flags.env`), kind `featureGates` and kops component `featureGates`. kubeadm's own `featureGates:` (kubeadm features) are checked by removed-config-api; the gates of other programs (etcd, CSI sidecars, cert-manager, Flux...) are not Kubernetes component gates and are left alone.\n\n" +
      'A gate name found in no source is not reported. The component already refuses an unknown name on the release it runs today, so a name that works there is either newer than this tool\'s gate data or specific to a distribution (OpenShift and vendor builds add their own gates); calling it removed would be wrong, and a separate "unknown gate" notice would fire on exactly those legitimate names. `AllAlpha` and `AllBeta` are accepted by every component.',
    why: 'Component-base feature gate parsing rejects names it does not know: the component exits at startup with `unrecognized feature gate: <name>`. A kubelet that does not start takes its node out of the cluster; a control-plane component that does not start stops the upgrade of that node. The setting may be harmless on the current release, which is why it goes unnoticed until the upgrade.',
    fix: 'Remove the gate from the setting before upgrading. For gates that were GA when removed the feature stays on; for gates removed while alpha or deprecated the feature is gone (or, for `GangScheduling` and `WorkloadAwarePreemption`, lives on under `GenericWorkload`: set that instead if you want the behaviour).\n\n```yaml\n# before (kube-apiserver static pod)\n    - --feature-gates=APIServerTracing=true,KubeletTracing=true\n# after\n    - --feature-gates=KubeletTracing=true\n---\n# before (KubeletConfiguration)\nfeatureGates:\n  GangScheduling: true\n# after\nfeatureGates:\n  GenericWorkload: true\n```',
    sources: [
      { title: 'Feature Gates (removed)', url: 'https://kubernetes.io/docs/reference/command-line-tools-reference/feature-gates-removed/' },
      { title: 'Feature Gates', url: 'https://kubernetes.io/docs/reference/command-line-tools-reference/feature-gates/' },
      {
        title: 'versioned_feature_list.yaml (kubernetes/kubernetes)',
        url: 'https://github.com/kubernetes/kubernetes/blob/master/test/compatibility_lifecycle/reference/versioned_feature_list.yaml',
      },
      {
        title: 'component-base feature gate parsing (featuregate/feature_gate.go)',
        url: 'https://github.com/kubernetes/kubernetes/blob/master/staging/src/k8s.io/component-base/featuregate/feature_gate.go',
      },
      {
        title: 'KEP-4671: Gang Scheduling (feature gates merge in v1.37)',
        url: 'https://github.com/kubernetes/enhancements/tree/master/keps/sig-scheduling/4671-gang-scheduling',
      },
      { title: 'CHANGELOG-1.36', url: 'https://github.com/kubernetes/kubernetes/blob/master/CHANGELOG/CHANGELOG-1.36.md' },
    ],
    unverified: [
      'Removals in 1.36, 1.37 and 1.38 come from comparing development-branch copies of the versioned feature list (an OpenShift copy close to 1.36, a 1.37 development copy, and the 1.38 list after v1.38.0-alpha.2); a gate removed after those copies, or kept by a late change, would be missed or misdated. Six gates absent from the 1.38 list have no 1.38 changelog entry and may already be gone in 1.37.0.',
      'The release of some removals before 1.36 comes from the feature gate reference pages (last listed release + 1); attribution of a few 1.34 and 1.35 removals is approximate.',
    ],
  },
  // two gates of one --feature-gates flag share the object and the path
  identity: { removed: ['gate'], removedUndated: ['gate'] },
  messages: {
    removed:
      '{{components}} will not start on Kubernetes {{target}}: feature gate {{gate}} was removed in {{removedIn}} ("unrecognized feature gate: {{gate}}"). {{detail}}',
    removedUndated:
      '{{components}} will not start on Kubernetes {{target}}: feature gate {{gate}} has been removed ("unrecognized feature gate: {{gate}}"). {{detail}}',
  },
  fixes: {
    removed: 'Remove {{gate}} from the feature gates of {{components}}{{alternative}}.',
    removedUndated: 'Remove {{gate}} from the feature gates of {{components}}{{alternative}}.',
  },
  // A removed gate must go; the fix removes it only where that keeps what the component does today.
  autofix(ctx) {
    for (const finding of ctx.findings) {
      const gate = String(finding.data?.gate);
      const setting = settingOf(ctx.object, gate, finding.path);
      const at = gateAt(gate, ctx.target);
      if (!setting || at.state !== 'removed') {
        ctx.leave(finding, 'unsupported', `the setting of ${gate} could not be found again`);
        continue;
      }
      const change = behaviourChange(at, gate, setting.value, setting.raw);
      if (change) {
        ctx.leave(finding, 'decision', change);
        continue;
      }
      const problem = removeGate(ctx, setting);
      if (problem) ctx.leave(finding, 'unsupported', problem);
      else ctx.fixed(finding);
    }
  },
  check(obj, ctx) {
    for (const setting of distinctFeatureGateSettings(obj)) {
      const at = gateAt(setting.name, ctx.target);
      if (at.state !== 'removed') continue;
      const merged = at.gate.mergedInto;
      const data = {
        components: describeComponents(setting.components),
        target: ctx.target,
        gate: setting.name,
        removedIn: at.removedIn ?? '',
        detail: merged ? mergedDetail(setting.name, merged, ctx.target) : stageDetail(at.lastStage, setting.value),
        alternative: merged ? ` and set ${merged}=true instead if you want its behaviour` : '',
      };
      ctx.report(obj, { messageId: at.removedIn ? 'removed' : 'removedUndated', path: setting.path, data, ...(at.removedIn ? { release: at.removedIn } : {}) });
    }
  },
});

function mergedDetail(gate: string, into: string, target: string): string {
  const offByDefault = defaultAt(into, target) === false ? `, off by default in ${target}` : '';
  return `Its behaviour is now controlled by ${into}${offByDefault}: remove ${gate} and set ${into}=true if you want it.`;
}

/**
 * Why taking the setting out would change what the component does, or undefined when it would not:
 * the value set is the behaviour the gate was left at when it was removed.
 */
function behaviourChange(at: Extract<GateAt, { state: 'removed' }>, gate: string, value: boolean | null, raw: string): string | undefined {
  if (value === null) return `${gate} is set to ${JSON.stringify(raw)}, which is not a boolean: say what was meant, then remove it`;
  const merged = at.gate.mergedInto;
  if (merged && value)
    return `${gate}=true asked for behaviour that ${merged} controls now: remove it and set ${merged}=true to keep the behaviour, or remove it to go without`;
  const last = at.lastStage;
  if (!last || last.default === null)
    return `the default ${gate} had when it was removed is not recorded, so whether removing ${gate}=${value} changes anything cannot be told`;
  if (value === last.default) return undefined;
  const after = last.default ? 'on' : 'off';
  return `removing ${gate}=${value} changes behaviour: the feature is then always ${after} (the gate was ${last.stage === 'GA' ? 'GA' : last.stage.toLowerCase()} and ${after} by default when it was removed); decide whether that is acceptable, then remove it`;
}

/** What became of the feature, from the gate's last recorded stage. */
function stageDetail(last: GateStage | null, value: boolean | null): string {
  if (!last) return 'Remove the setting.';
  if (last.stage === 'GA') {
    const off = value === false ? ' (setting it to false no longer turns it off)' : '';
    return `The feature went GA and is always on${off}; remove the setting.`;
  }
  if (last.default === true)
    return `The gate was ${last.stage.toLowerCase()} and on by default when it was removed, and that behaviour is now permanent; remove the setting.`;
  if (last.default === false) {
    return last.stage === 'Deprecated'
      ? 'The feature was deprecated and then dropped: it is gone whatever the setting; remove the setting.'
      : `The gate was removed while ${last.stage.toLowerCase()} and off by default: the feature is no longer available under this name; remove the setting.`;
  }
  return 'Remove the setting.';
}
