import { defineRule } from '../../src/rule.js';
import { COMPONENT_CONFIG_KINDS, describeComponents, distinctFeatureGateSettings, HOLDS_COMPONENT_SETTINGS } from '../../src/kube/components/index.js';
import type { FeatureGateRecord, GateStage } from '../../src/kube/feature-gate-data.js';
import { gateAt } from '../../src/kube/feature-gate-data.js';
import { compareMinor } from '../../src/versions.js';
import { removeGate, settingOf } from '../../src/fix/fixers/feature-gates.js';

export default defineRule({
  id: 'locked-feature-gate',
  release: 'core',
  severity: 'error',
  kinds: COMPONENT_CONFIG_KINDS,
  needs: HOLDS_COMPONENT_SETTINGS,
  docs: {
    summary: 'A Kubernetes component is given a feature gate value that the target release has locked the other way, so it refuses to start.',
    changed:
      'When a feature goes GA (or a deprecated behaviour is settled), its gate is first locked to its default (`lockToDefault`) for a few releases and only then removed. A locked gate still accepts its default value but rejects the opposite one. 1.37 locks, among others, `HPAConfigurableTolerance`, `NodeDeclaredFeatures`, `DRAPrioritizedList`, `DRAExtendedResource`, `InPlacePodVerticalScalingInitContainers`, `PodReadyToStartContainersCondition` (all locked on), `DeclarativeValidationTakeover` (locked off) and `DisableCPUQuotaWithExclusiveCPUs` (locked on). Every lock up to the target is checked, using `rules/_data/feature-gates.yaml`.',
    affected:
      'Configurations that turn a feature off (or a deprecated behaviour back on) through a feature gate: `--feature-gates` flags of kube-apiserver, kube-controller-manager, kube-scheduler, kube-proxy and kubelet, `featureGates:` in KubeletConfiguration and KubeProxyConfiguration (also inside ConfigMaps), kubeadm `extraArgs`/`kubeletExtraArgs` (also in Cluster API objects), kind `featureGates` and kops component `featureGates`. Setting a locked gate to its locked value only logs a warning; it is reported as information (`redundant`), as the setting does nothing and stops the component once the gate is removed.',
    why: 'Component-base rejects the value at startup with `cannot set feature gate <name> to <value>, feature is locked to <default>` and the component exits: a kubelet drops out of the cluster, a control-plane component does not come up on the upgraded node. The opt-out that worked on the current release is gone; the behaviour it turned off is now always on (or always off).',
    fix: 'Remove the gate from the setting, and adapt to the behaviour it used to turn off before upgrading (the finding names what it is locked to and since when).\n\n```yaml\n# before (KubeletConfiguration)\nfeatureGates:\n  NodeDeclaredFeatures: false\n# after: the setting is removed; the feature is always on from 1.37\nfeatureGates: {}\n```',
    sources: [
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
        title: 'Feature gate lifecycle (sig-architecture)',
        url: 'https://github.com/kubernetes/community/blob/master/contributors/devel/sig-architecture/feature-gates.md',
      },
    ],
    unverified: [
      'Lock states for 1.37 come from a development-branch copy of the versioned feature list; the final 1.37.0 release could differ (for example, the SELinuxMount KEP text calls it locked in 1.37 while the list and the release blog draft say it is not, and this rule follows the list).',
      'Gate histories taken from the feature gate reference pages (gates removed before 1.33) often do not record locks; for those the rule cannot report a conflicting value.',
    ],
  },
  // two gates of one --feature-gates flag share the object and the path
  identity: { redundant: ['gate'], locked: ['gate'] },
  messages: {
    redundant:
      '{{components}} sets feature gate {{gate}}={{value}}, the value it is locked to since {{since}}: the setting does nothing on Kubernetes {{target}} (the component logs a warning), and the component will refuse to start once the gate is removed.',
    locked:
      '{{components}} will not start on Kubernetes {{target}}: feature gate {{gate}} is {{stage}} and locked to {{locked}} since {{since}}, so {{gate}}={{value}} is rejected ("cannot set feature gate {{gate}} to {{value}}, feature is locked to {{locked}}"). From {{since}} the behaviour behind the gate is always {{onOff}}.',
  },
  fixes: {
    redundant: 'Remove {{gate}}={{value}} from the feature gates of {{components}}; the behaviour stays {{onOff}}.',
    locked: 'Remove {{gate}}={{value}} from the feature gates of {{components}}, and adapt to the behaviour being always {{onOff}} before upgrading.',
  },
  // A gate set to its locked value goes (nothing changes); a gate set against its lock is the owner's to take out, as that changes what the component does.
  autofix(ctx) {
    for (const finding of ctx.findings) {
      const { gate, value, onOff, target } = finding.data ?? {};
      if (finding.messageId === 'locked') {
        ctx.leave(
          finding,
          'decision',
          `the component cannot start on ${target} with ${gate}=${value}, but removing it makes the behaviour always ${onOff}: adapt to that, then remove it`,
        );
        continue;
      }
      const setting = settingOf(ctx.object, String(gate), finding.path);
      const problem = setting ? removeGate(ctx, setting) : `the setting of ${gate} could not be found again`;
      if (problem) ctx.leave(finding, 'unsupported', problem);
      else ctx.fixed(finding);
    }
  },
  check(obj, ctx) {
    for (const setting of distinctFeatureGateSettings(obj)) {
      if (setting.value === null) continue;
      const at = gateAt(setting.name, ctx.target);
      if (at.state !== 'present' || !at.stage || at.stage.locked !== true || at.stage.default === null) continue;
      const since = lockedSince(at.gate, at.stage, ctx.target);
      const locked = String(at.stage.default);
      ctx.report(obj, {
        messageId: setting.value === at.stage.default ? 'redundant' : 'locked',
        path: setting.path,
        release: since,
        ...(setting.value === at.stage.default ? { severity: 'info' as const } : {}),
        data: {
          components: describeComponents(setting.components),
          target: ctx.target,
          gate: setting.name,
          stage: at.stage.stage === 'GA' ? 'GA' : at.stage.stage.toLowerCase(),
          locked,
          since,
          value: String(setting.value),
          onOff: at.stage.default ? 'on' : 'off',
        },
      });
    }
  },
});

/** The first release of the unbroken run of stages locked to the same value that ends at `current`. */
function lockedSince(gate: FeatureGateRecord, current: GateStage, target: string): string {
  let since = current.version;
  const stages = gate.stages.filter((s) => compareMinor(s.version, target) <= 0);
  for (let i = stages.length - 1; i >= 0; i--) {
    const stage = stages[i];
    if (stage.locked !== true || stage.default !== current.default) break;
    since = stage.version;
  }
  return since;
}
