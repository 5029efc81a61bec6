import { defineRule } from '../../src/rule.js';
import { COMPONENT_CONFIG_KINDS, flagsOf, HOLDS_COMPONENT_SETTINGS, kubeletConfigs } from '../../src/kube/components/index.js';

export default defineRule({
  id: 'kubelet-event-qps',
  release: '1.37',
  severity: 'warning',
  kinds: COMPONENT_CONFIG_KINDS,
  needs: HOLDS_COMPONENT_SETTINGS,
  docs: {
    summary:
      'Kubelet configurations with `eventRecordQPS: 0` (or `--event-qps=0`): from 1.37, 0 means no limit on the events the kubelet creates; before, it meant 5 per second.',
    changed:
      'Kubernetes 1.37 fixed how the kubelet reads `eventRecordQPS: 0` (kubernetes/kubernetes#117119, an urgent upgrade note of v1.37.0-alpha.1). The field was always documented as "If 0, there is no limit enforced" (k8s.io/kubelet `config/v1beta1` types), but until 1.36 the kubelet passed the value straight to its event client, and client-go takes a QPS of 0 as its default, 5 (kubernetes/kubernetes#117101 "When eventRecordQPS is set to 0, the actual QPS is 5"). From 1.37 a 0 really turns the limit off.',
    affected:
      'KubeletConfiguration files, the kubeadm `kubelet-config` ConfigMap and live kubelets (configz) that set `eventRecordQPS: 0`, and kubelets run with `--event-qps=0`. Hardened configurations that set 0 on purpose are the likely ones. A configuration that leaves the field out gets the kubelet default of 50 and is not affected.',
    why: 'Nothing fails at start-up. A kubelet that used to create at most 5 events a second (burst `eventBurst`, default 100) now creates them as fast as they happen: a crash-looping or evicting node can send far more Event writes to the API server than before.',
    fix: 'Decide which limit you want and write it. The release note says to set 50 "to preserve the previous behavior", but 50 is the kubelet\'s default for an unset field, not what 0 did: to keep the old effective rate, set 5. Keep 0 only if you want no limit.\n\n```yaml\napiVersion: kubelet.config.k8s.io/v1beta1\nkind: KubeletConfiguration\neventRecordQPS: 5   # what 0 meant before 1.37; 50 is the default when unset\neventBurst: 100\n```',
    sources: [
      {
        title: 'CHANGELOG-1.37 v1.37.0-alpha.1: Urgent Upgrade Notes (#117119)',
        url: 'https://github.com/kubernetes/kubernetes/blob/master/CHANGELOG/CHANGELOG-1.37.md',
      },
      { title: 'kubernetes/kubernetes#117119 (eventRecordQPS: 0 means no limit)', url: 'https://github.com/kubernetes/kubernetes/pull/117119' },
      {
        title: 'kubernetes/kubernetes#117101: When eventRecordQPS is set to 0, the actual QPS is 5',
        url: 'https://github.com/kubernetes/kubernetes/issues/117101',
      },
      { title: 'Kubelet Configuration (v1beta1): eventRecordQPS', url: 'https://kubernetes.io/docs/reference/config-api/kubelet-config.v1beta1/' },
      { title: 'client-go rest.Config: DefaultQPS (rest/config.go)', url: 'https://github.com/kubernetes/client-go/blob/master/rest/config.go' },
    ],
    unverified: [
      'The change is read from the v1.37.0-alpha.1 urgent upgrade note and the 1.37 release notes draft; the code of #117119 (how "no limit" reaches client-go) was not read.',
      'Whether `--event-qps=0` changes meaning the same way was not read: the flag sets the same configuration field, and its help text ("If 0 will use DefaultQPS: 5") describes the old behaviour.',
    ],
  },
  messages: {
    config:
      'The kubelet configuration sets eventRecordQPS: 0, which from Kubernetes 1.37 means no limit on the events the kubelet creates (until 1.36 the kubelet passed 0 to client-go, which took it as its default of 5 events per second).',
    flag: 'The kubelet runs with --event-qps=0, and from Kubernetes 1.37 an eventRecordQPS of 0 means no limit on the events the kubelet creates (until 1.36 the kubelet passed 0 to client-go, which took it as its default of 5 events per second); the flag sets that field.',
  },
  fixes: {
    config:
      'Set eventRecordQPS to the limit you want: 5 keeps what 0 did before 1.37 (the release note suggests 50, which is the default for an unset field); keep 0 only for no limit.',
    flag: 'Set --event-qps to the limit you want: 5 keeps what 0 did before 1.37 (the release note suggests 50, the default); keep 0 only for no limit.',
  },
  check(obj, ctx) {
    // Only an upgrade that crosses 1.37 makes the change; a kubelet already on 1.37 has made it.
    if (!ctx.releases.includes('1.37')) return;
    for (const config of kubeletConfigs(obj)) {
      if (config.config.eventRecordQPS === 0) ctx.report(obj, { messageId: 'config', path: [...config.path, 'eventRecordQPS'] });
    }
    for (const flag of flagsOf(obj)) {
      if (
        flag.name === 'event-qps' &&
        flag.components.includes('kubelet') &&
        flag.value !== null &&
        Number(flag.value.trim()) === 0 &&
        flag.value.trim() !== ''
      ) {
        ctx.report(obj, { messageId: 'flag', path: flag.path });
      }
    }
  },
});
