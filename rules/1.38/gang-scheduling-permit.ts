import { defineRule } from '../../src/rule.js';
import { COMPONENT_CONFIG_KINDS, HOLDS_COMPONENT_SETTINGS, schedulerConfigs } from '../../src/kube/components/index.js';
import { getPath, isRecord } from '../../src/kube/workloads.js';

const PLUGIN = 'GangScheduling';

export default defineRule({
  id: 'gang-scheduling-permit',
  release: '1.38',
  severity: 'error',
  kinds: COMPONENT_CONFIG_KINDS,
  needs: HOLDS_COMPONENT_SETTINGS,
  docs: {
    summary:
      'KubeSchedulerConfiguration profiles that enable the `GangScheduling` plugin at the `permit` extension point: from 1.38 the plugin has no Permit implementation, and kube-scheduler does not start.',
    changed:
      'Kubernetes 1.38 removed the Permit extension point implementation from the `GangScheduling` scheduler plugin: the `PlacementFeasible` extension point already covers what it did (kubernetes/kubernetes#141182, v1.38.0-alpha.1, "Removed Permit extension point implementation from GangScheduling plugin").',
    affected:
      'Scheduler configurations (KubeSchedulerConfiguration files, also inside ConfigMaps and kubeadm or kind configurations) whose profiles list `GangScheduling` under `plugins.permit.enabled`. Enabling it through `multiPoint`, or not naming it at all, is not affected: the scheduler then registers the plugin only at the extension points it implements.',
    why: 'The scheduler builds each profile\'s plugin list at start-up and refuses a plugin enabled at an extension point it does not implement ("plugin ... does not extend ... plugin"): kube-scheduler exits, and pods stay Pending until it runs again.',
    fix: 'Remove the `GangScheduling` entry from `permit.enabled` before upgrading; enable the plugin through `multiPoint` (or leave it to the defaults) so that it is registered wherever it applies.\n\n```yaml\n# before\nprofiles:\n  - schedulerName: default-scheduler\n    plugins:\n      permit:\n        enabled:\n          - name: GangScheduling\n# after\nprofiles:\n  - schedulerName: default-scheduler\n    plugins:\n      multiPoint:\n        enabled:\n          - name: GangScheduling\n```',
    sources: [
      {
        title: 'CHANGELOG-1.38 v1.38.0-alpha.1: Other (Cleanup or Flake) (#141182)',
        url: 'https://github.com/kubernetes/kubernetes/blob/master/CHANGELOG/CHANGELOG-1.38.md',
      },
      { title: 'kubernetes/kubernetes#141182', url: 'https://github.com/kubernetes/kubernetes/pull/141182' },
      { title: 'Scheduler Configuration: extension points and multiPoint', url: 'https://kubernetes.io/docs/reference/scheduling/config/' },
    ],
    unverified: [
      'Kubernetes 1.38 is not released: the change is read from the v1.38.0-alpha.1 changelog (kubernetes/kubernetes 0411cc70) and may still change before v1.38.0.',
      "The start-up refusal is the scheduler framework's check that each enabled plugin implements its extension point (pkg/scheduler/framework/runtime); its exact message was not read for 1.38.",
    ],
  },
  messages: {
    permit:
      'kube-scheduler will not start on Kubernetes {{target}}: profile {{profile}} enables the GangScheduling plugin at the permit extension point, and from 1.38 the plugin no longer implements Permit (the PlacementFeasible extension point took over).',
  },
  fixes: {
    permit: 'Remove GangScheduling from permit.enabled of profile {{profile}}; enable it through multiPoint, or leave it to the defaults.',
  },
  check(obj, ctx) {
    for (const ref of schedulerConfigs(obj)) {
      const profiles = ref.config.profiles;
      if (!Array.isArray(profiles)) continue;
      profiles.forEach((profile: unknown, i) => {
        const enabled = permitEnabled(profile);
        enabled.forEach((entry, j) => {
          if (!isRecord(entry) || entry.name !== PLUGIN) return;
          const name = isRecord(profile) && typeof profile.schedulerName === 'string' ? profile.schedulerName : 'default-scheduler';
          ctx.report(obj, {
            messageId: 'permit',
            path: [...ref.path, 'profiles', i, 'plugins', 'permit', 'enabled', j, 'name'],
            data: { target: ctx.target, profile: JSON.stringify(name) },
          });
        });
      });
    }
  },
});

function permitEnabled(profile: unknown): unknown[] {
  const enabled = getPath(profile, ['plugins', 'permit', 'enabled']);
  return Array.isArray(enabled) ? enabled : [];
}
