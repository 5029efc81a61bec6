import type { Path } from '../../src/model.js';
import { defineRule } from '../../src/rule.js';
import { COMPONENT_CONFIG_KINDS, componentSettings, HOLDS_COMPONENT_SETTINGS } from '../../src/kube/components/index.js';
import type { FlagLifecycle } from '../../src/kube/flag-lifecycle.js';
import { configFieldRows, flagRows, isAboutValue, rowsForValue } from '../../src/kube/flag-lifecycle.js';
import { deprecatedAt, removedAt } from '../../src/versions.js';

type MessageId = 'refuses' | 'warns' | 'unknown' | 'deprecated';

export default defineRule({
  id: 'removed-flag',
  release: 'core',
  severity: 'error',
  kinds: COMPONENT_CONFIG_KINDS,
  needs: HOLDS_COMPONENT_SETTINGS,
  docs: {
    summary: 'A Kubernetes component is given a command-line flag, or a flag value, that the target release no longer accepts (or that is deprecated there).',
    changed:
      "Flags are removed from the components once deprecated (and sometimes without warning, when they had long done nothing): in 1.37 kube-controller-manager lost `--concurrent-service-syncs` and the kubelet the cAdvisor flags it used to register (`--containerd`, `--boot-id-file`, `--storage-driver-*`...); 1.35 removed the kubelet's `--pod-infra-container-image`, 1.34 its `--cloud-config`, 1.26 the klog flags (`--logtostderr`, `--log-dir`...) of every component. Some values went too: removed admission plugins in `--enable-admission-plugins`, the in-tree cloud providers in `--cloud-provider`, kube-proxy's `userspace` mode, audit log versions other than `audit.k8s.io/v1`. Every removal and deprecation from 1.20 on is checked, using `rules/_data/component-flags.yaml` (generated from a curated list that cites the release note of each).",
    affected:
      "Everywhere this tool reads component arguments: static pod and workload command lines of kube-apiserver, kube-controller-manager, kube-scheduler, kube-proxy and kubelet (also `hyperkube` and shell wrappers, and live kube-system pods), kubeadm `extraArgs` in both forms (map up to v1beta3, `{name, value}` list in v1beta4; also inside Cluster API objects and kind patches), kubeadm `nodeRegistration.kubeletExtraArgs`, and kubelet environment files named with `-f` (`/var/lib/kubelet/kubeadm-flags.env`, `/etc/default/kubelet`: the `KUBELET_*` variables, such as `KUBELET_KUBEADM_ARGS` and `KUBELET_EXTRA_ARGS`). kube-proxy's `mode` is read from KubeProxyConfiguration too. kops component settings other than feature gates are not mapped to flags.",
    why: 'pflag rejects a flag no component registers: the component exits at start-up with `unknown flag: --<name>`, a kubelet that does not start takes its node out of the cluster, and a control-plane component that does not start stops the upgrade of its node. A removed value is refused by the component\'s own validation (`enable-admission-plugins plugin "PodSecurityPolicy" is unknown`, `invalid group version, allowed versions are ["audit.k8s.io/v1"]`), except the kubelet\'s removed `--cloud-provider` values, which it only warns about since 1.32. Where the sources do not say what the component does with a removed value, the finding says so.',
    fix: 'Remove the flag, or move to the replacement the finding names, before upgrading. For a flag that moved into a configuration file, set the field there.\n\n```yaml\n# kube-controller-manager static pod, before upgrading to 1.37\n    - --concurrent-service-syncs=5     # remove: parsed but unused since 1.31\n---\n# /var/lib/kubelet/kubeadm-flags.env, before upgrading to 1.35\nKUBELET_KUBEADM_ARGS="--container-runtime-endpoint=unix:///run/containerd/containerd.sock"\n# --pod-infra-container-image=... removed: set the sandbox image in the container runtime\n```',
    sources: [
      { title: 'CHANGELOG-1.37 (v1.37.0-alpha.1)', url: 'https://github.com/kubernetes/kubernetes/blob/master/CHANGELOG/CHANGELOG-1.37.md' },
      {
        title: 'CHANGELOG-1.35: kubelet --pod-infra-container-image removed (#133779)',
        url: 'https://github.com/kubernetes/kubernetes/blob/master/CHANGELOG/CHANGELOG-1.35.md',
      },
      {
        title: 'CHANGELOG-1.34: kubelet --cloud-config removed (#130161)',
        url: 'https://github.com/kubernetes/kubernetes/blob/master/CHANGELOG/CHANGELOG-1.34.md',
      },
      { title: 'kubernetes/kubernetes#138002 (--concurrent-service-syncs removed)', url: 'https://github.com/kubernetes/kubernetes/pull/138002' },
      {
        title: 'kubernetes/kubernetes#139870: kubelet: depend on github.com/google/cadvisor/lib (cAdvisor flags dropped)',
        url: 'https://github.com/kubernetes/kubernetes/pull/139870',
      },
      {
        title: 'KEP-2845: Deprecate klog specific flags in Kubernetes components',
        url: 'https://github.com/kubernetes/enhancements/tree/master/keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components',
      },
      {
        title: 'Kubernetes release notes (kubernetes/sig-release, release-notes-draft.json per release)',
        url: 'https://github.com/kubernetes/sig-release/tree/master/releases',
      },
    ],
    unverified: [
      'The 1.37 removals (`--concurrent-service-syncs`, the kubelet cAdvisor flags) come from the 1.37 release notes draft shortly before v1.37.0 and the v1.37.0-alpha.1 CHANGELOG, not from the final 1.37.0 notes.',
      'For the kubelet cAdvisor flags the release note says the kubelet refuses to start; the exact error it prints was not read.',
      "What kube-apiserver and kube-controller-manager do with a removed `--cloud-provider` value, and kube-controller-manager with a removed controller in `--controllers`, is not in the sources read: such findings say it is not known. The in-tree AWS provider went in 1.27 (kubernetes/kubernetes#115838); that kube-controller-manager refuses `aws` from then was read in k8s.io/cloud-provider (the provider is no longer registered), not in kube-controller-manager's own code.",
      'Whether `--dynamic-config-dir` was deleted in 1.24 or left without effect, and the release `--redirect-container-streaming` was finally removed in, are not known.',
    ],
  },
  messages: {
    refuses: '{{component}} will not start on Kubernetes {{target}}: {{setting}} was removed in {{removedIn}}{{prints}}. {{advice}}',
    warns:
      '{{setting}} was removed from {{component}} in Kubernetes {{removedIn}}: {{component}} {{target}} starts, logs a warning and runs without it. {{advice}}',
    unknown:
      '{{setting}} was removed from {{component}} in Kubernetes {{removedIn}}; whether {{component}} {{target}} refuses to start with it or ignores it is not known. {{advice}}',
    deprecated: '{{setting}} is deprecated in {{component}} since Kubernetes {{deprecatedIn}}{{schedule}}. {{advice}}',
  },
  fixes: {
    refuses: '{{todo}} before upgrading {{component}} to {{target}}{{replacement}}.',
    warns: '{{todo}} before upgrading {{component}} to {{target}}{{replacement}}.',
    unknown: '{{todo}} before upgrading {{component}} to {{target}}{{replacement}}.',
    deprecated: '{{todo}} before it is removed{{replacement}}.',
  },
  check(obj, ctx) {
    const { flags, configs } = componentSettings(obj);
    const report = (row: FlagLifecycle, { setting, todo }: Setting, path: Path) => {
      const removed = removedAt(row, ctx.target);
      const messageId: MessageId = removed ? (row.startup ?? 'unknown') : 'deprecated';
      ctx.report(obj, {
        messageId,
        path,
        release: removed ? row.removedIn! : row.deprecatedIn!,
        ...(removed ? {} : { severity: 'warning' as const }),
        data: {
          component: row.component,
          setting,
          target: ctx.target,
          removedIn: row.removedIn ?? '',
          deprecatedIn: row.deprecatedIn ?? '',
          schedule: removed
            ? ''
            : row.removedIn
              ? `, and ${row.removedIn} removes it`
              : row.removalScheduled
                ? `, and its removal is announced for ${row.removalScheduled}`
                : '',
          prints: row.prints ? ` ("${row.prints}")` : '',
          advice: row.advice,
          todo,
          replacement: row.replacement ? `; use ${row.replacement} instead` : '',
        },
      });
    };
    for (const flag of flags) {
      for (const component of flag.components) {
        for (const { row, setting } of verdicts(flagRows(component, flag.name), flag.name, flag.value, ctx.target))
          report(row, setting, isAboutValue(row) ? flag.path : (flag.namePath ?? flag.path));
      }
    }
    for (const config of configs) {
      for (const [field, rows] of configFieldRows(config.kind)) {
        const value = config.config[field];
        if (typeof value !== 'string' || value === '') continue;
        for (const row of rowsForValue(rows, value)) {
          const setting = `${field}: ${value} in the ${config.kind}`;
          if (reportable(row, ctx.target)) report(row, { setting, todo: `Change ${setting}` }, [...config.path, field]);
        }
      }
    }
  },
});

/** A removal at the target, or a deprecation there that no other rule reports. */
function reportable(row: FlagLifecycle, target: string): boolean {
  return removedAt(row, target) || (deprecatedAt(row, target) && row.coveredBy === undefined);
}

/** The setting as the messages name it, and what the fix says to do with it. */
interface Setting {
  setting: string;
  todo: string;
}

/**
 * What to say about one flag as written: the flag's own removal if it is gone (its value no longer
 * matters), else each removed value, else the flag's deprecation, else each deprecated value.
 */
function verdicts(rows: readonly FlagLifecycle[], name: string, value: string | null, target: string): { row: FlagLifecycle; setting: Setting }[] {
  // most flags have no row
  if (rows.length === 0) return [];
  const flagRow = rows.find((r) => !isAboutValue(r));
  const valueRows = value === null ? [] : rowsForValue(rows, value);
  const described = (row: FlagLifecycle) => ({ row, setting: settingOf(row, name, value) });
  if (flagRow && removedAt(flagRow, target)) return [described(flagRow)];
  const removedValues = valueRows.filter((r) => removedAt(r, target));
  if (removedValues.length > 0) return removedValues.map(described);
  if (flagRow && reportable(flagRow, target)) return [described(flagRow)];
  return valueRows.filter((r) => reportable(r, target)).map(described);
}

function settingOf(row: FlagLifecycle, name: string, value: string | null): Setting {
  if (row.listValue && row.value !== undefined) return { setting: `${row.value} in --${name}`, todo: `Remove ${row.value} from --${name}` };
  if (isAboutValue(row)) return { setting: `--${name}=${value ?? ''}`, todo: `Change --${name}=${value ?? ''}` };
  return { setting: `--${name}`, todo: `Remove --${name}` };
}
