import { defineRule } from '../../src/rule.js';
import { COMPONENT_CONFIG_KINDS, describeComponents, distinctFeatureGateSettings, HOLDS_COMPONENT_SETTINGS } from '../../src/kube/components/index.js';
import type { FeatureGateSetting } from '../../src/kube/components/types.js';

export default defineRule({
  id: 'all-alpha-gates',
  release: '1.35',
  severity: 'warning',
  kinds: COMPONENT_CONFIG_KINDS,
  needs: HOLDS_COMPONENT_SETTINGS,
  docs: {
    summary: 'A component enables every alpha feature (`AllAlpha=true`) without the beta features they depend on, which it refuses at start-up from 1.35.',
    changed:
      'From 1.35 the dependencies between feature gates are explicit and checked when a component starts: a feature can no longer be enabled while a feature it depends on is disabled. Some alpha features depend on beta features that are off by default, so `AllAlpha=true` alone enables features whose dependencies stay off (urgent upgrade note of 1.35, kubernetes/kubernetes#133697).',
    affected:
      '`AllAlpha=true` in the feature gates of kube-apiserver, kube-controller-manager, kube-scheduler, kube-proxy or the kubelet (flags, `featureGates:` of their config files, kubeadm `extraArgs`, kind `featureGates`) when the same component does not set `AllBeta=true`. Test and development clusters are the usual place for it.',
    why: 'Where an enabled feature depends on a disabled one, the component exits at start-up on the upgraded release ("<gate> is enabled, but depends on features that are disabled: [<gates>]", component-base featuregate/feature_gate.go): a control-plane component does not come back, a kubelet leaves the cluster.',
    fix: 'Set `AllBeta=true` next to `AllAlpha=true`, or enable each disabled-by-default beta gate the alpha features depend on.\n\n```yaml\n# KubeletConfiguration\nfeatureGates:\n  AllAlpha: true\n  AllBeta: true\n```',
    sources: [
      { title: 'CHANGELOG-1.35: Urgent Upgrade Notes, kubernetes/kubernetes#133697', url: 'https://github.com/kubernetes/kubernetes/pull/133697' },
      {
        title: 'component-base feature gate dependencies (featuregate/feature_gate.go)',
        url: 'https://github.com/kubernetes/kubernetes/blob/master/staging/src/k8s.io/component-base/featuregate/feature_gate.go',
      },
    ],
    unverified: [
      "Which beta gates the alpha gates depend on is not in this tool's data, and the dependency table at the v1.35.0 tag was not read: a later copy of it, read with the 1.35 stages, shows no alpha gate depending on a beta gate that is off by default. The finding follows the urgent upgrade note, as a warning: whether a given release refuses AllAlpha=true alone depends on that table.",
    ],
  },
  messages: {
    refuses:
      '{{components}} sets AllAlpha=true without AllBeta=true: from Kubernetes 1.35 a feature cannot be enabled while a feature it depends on is disabled, so {{components}} refuses to start once an alpha feature depends on a beta feature that is off by default (the 1.35 urgent upgrade note says AllAlpha=true alone no longer works).',
    mayRefuse:
      '{{components}} sets AllAlpha=true without AllBeta=true: from Kubernetes 1.35 a feature cannot be enabled while a feature it depends on is disabled, so {{components}} refuses to start unless the gates it enables ({{enabled}}) include every disabled-by-default beta gate an alpha feature depends on.',
  },
  fixes: {
    refuses: 'Add AllBeta=true to the feature gates of {{components}}, or enable each disabled-by-default beta gate the alpha features depend on.',
    mayRefuse:
      'Add AllBeta=true to the feature gates of {{components}}, or check that the gates enabled explicitly cover every beta dependency of the alpha features.',
  },
  check(obj, ctx) {
    // The check arrives with 1.35: a component already running 1.35 with these settings has started.
    if (!ctx.releases.includes('1.35')) return;
    const byComponents = new Map<string, FeatureGateSetting[]>();
    for (const setting of distinctFeatureGateSettings(obj)) {
      const key = describeComponents(setting.components);
      byComponents.set(key, [...(byComponents.get(key) ?? []), setting]);
    }
    for (const [components, settings] of byComponents) {
      const allAlpha = settings.find((s) => s.name === 'AllAlpha' && s.value === true);
      if (!allAlpha || settings.some((s) => s.name === 'AllBeta' && s.value === true)) continue;
      const enabled = settings.filter((s) => s.value === true && s.name !== 'AllAlpha').map((s) => s.name);
      ctx.report(obj, {
        messageId: enabled.length ? 'mayRefuse' : 'refuses',
        path: allAlpha.path,
        data: { components, enabled: enabled.join(', ') },
      });
    }
  },
});
