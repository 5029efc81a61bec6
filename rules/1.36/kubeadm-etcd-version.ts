import yaml from 'js-yaml';
import type { K8sObject, Path } from '../../src/model.js';
import { groupOf, objectRef } from '../../src/model.js';
import { defineRule } from '../../src/rule.js';
import { getPath, isRecord } from '../../src/kube/workloads.js';
import { KUBERNETES_YAML_SCHEMA } from '../../src/kube/yaml-schema.js';

/** The first etcd minor that reads the flags kubeadm 1.36 writes (`--feature-gates`, `--watch-progress-notify-interval`). */
const FIRST_SUPPORTED = { major: 3, minor: 6 };

const TAG = /^v?(\d+)\.(\d+)\.(\d+)/;

/** Where the ClusterConfiguration sits in the objects that carry one, by kind, with the kind's API group. */
const CLUSTER_CONFIGURATION_AT: Record<string, { group: string; path: Path }> = {
  ClusterConfiguration: { group: 'kubeadm.k8s.io', path: [] },
  KubeadmControlPlane: { group: 'controlplane.cluster.x-k8s.io', path: ['spec', 'kubeadmConfigSpec', 'clusterConfiguration'] },
  KubeadmControlPlaneTemplate: { group: 'controlplane.cluster.x-k8s.io', path: ['spec', 'template', 'spec', 'kubeadmConfigSpec', 'clusterConfiguration'] },
  KubeadmConfig: { group: 'bootstrap.cluster.x-k8s.io', path: ['spec', 'clusterConfiguration'] },
  KubeadmConfigTemplate: { group: 'bootstrap.cluster.x-k8s.io', path: ['spec', 'template', 'spec', 'clusterConfiguration'] },
};

/** The ClusterConfiguration of a kubeadm file, a Cluster API object or the `kubeadm-config` ConfigMap, with its path. */
function clusterConfiguration(obj: K8sObject): { doc: Record<string, unknown>; path: Path } | undefined {
  if (obj.kind === 'ConfigMap') {
    const text = groupOf(obj.apiVersion) === '' ? getPath(obj.body, ['data', 'ClusterConfiguration']) : undefined;
    if (typeof text !== 'string') return undefined;
    let doc: unknown;
    try {
      doc = yaml.load(text, { schema: KUBERNETES_YAML_SCHEMA });
    } catch {
      return undefined;
    }
    return isRecord(doc) ? { doc, path: ['data', 'ClusterConfiguration'] } : undefined;
  }
  const at = CLUSTER_CONFIGURATION_AT[obj.kind];
  if (!at || groupOf(obj.apiVersion) !== at.group) return undefined;
  const doc = getPath(obj.body, at.path);
  return isRecord(doc) ? { doc, path: at.path } : undefined;
}

export default defineRule({
  id: 'kubeadm-etcd-version',
  release: '1.36',
  severity: 'error',
  kinds: [...Object.keys(CLUSTER_CONFIGURATION_AT), 'ConfigMap'],
  docs: {
    summary:
      'kubeadm configurations that pin the local etcd to an image older than 3.6 (`etcd.local.imageTag`): kubeadm 1.36 writes etcd flags that etcd 3.5 does not know, and etcd does not start.',
    changed:
      'kubeadm 1.36 no longer supports etcd older than 3.6.0 and always starts the local etcd with `--feature-gates=InitialCorruptCheck=true` and `--watch-progress-notify-interval` (kubernetes/kubernetes#135701, CHANGELOG-1.36). Until 1.35 it passed the `--experimental-initial-corrupt-check` and `--experimental-watch-progress-notify-interval` forms to etcd older than 3.6.0. etcd 3.5 has neither new flag (etcd-io/etcd v3.5.21 `server/etcdmain/config.go`; both arrive in v3.6.0), and exits when given a flag it does not define.',
    affected:
      'kubeadm ClusterConfiguration files, the `ClusterConfiguration` key of the `kube-system/kubeadm-config` ConfigMap and Cluster API KubeadmControlPlanes (and their templates) whose `etcd.local.imageTag` names etcd 3.5 or older. Configurations that leave `imageTag` out get the etcd version kubeadm maps to the release (3.6 for 1.36), and external etcd (`etcd.external`) is not concerned.',
    why: 'When kubeadm 1.36 writes the etcd static pod (`kubeadm init`, `kubeadm join --control-plane`, `kubeadm upgrade apply`), etcd exits at start-up with `flag provided but not defined`, so the control-plane node has no etcd: the upgrade fails, and a new control-plane node does not come up.',
    fix:
      "Move to etcd 3.6 before upgrading kubeadm to 1.36: remove `imageTag` so kubeadm picks the etcd version of its release, or pin a 3.6 image. Upgrade etcd from 3.5 to 3.6 from a 3.5 patch release that etcd's upgrade guide supports.\n\n" +
      '```yaml\napiVersion: kubeadm.k8s.io/v1beta4\nkind: ClusterConfiguration\netcd:\n  local:\n    imageTag: 3.6.11-0   # was: 3.5.21-0\n```',
    sources: [
      {
        title: 'CHANGELOG-1.36: kubeadm no longer passes the deprecated etcd flags (#135701)',
        url: 'https://github.com/kubernetes/kubernetes/blob/master/CHANGELOG/CHANGELOG-1.36.md',
      },
      { title: 'kubernetes/kubernetes#135701', url: 'https://github.com/kubernetes/kubernetes/pull/135701' },
      {
        title: 'kubernetes/kubernetes cmd/kubeadm/app/phases/etcd/local.go (getEtcdCommand)',
        url: 'https://github.com/kubernetes/kubernetes/blob/master/cmd/kubeadm/app/phases/etcd/local.go',
      },
      {
        title: 'etcd v3.5.21 server/etcdmain/config.go (flags, exit on an unknown flag)',
        url: 'https://github.com/etcd-io/etcd/blob/v3.5.21/server/etcdmain/config.go',
      },
      { title: 'etcd: upgrade etcd from v3.5 to v3.6', url: 'https://etcd.io/docs/v3.6/upgrades/upgrade_3_6/' },
    ],
    unverified: ["kubeadm's etcd command line is read from a development copy of local.go in kubernetes/kubernetes, not from the v1.36.0 tag."],
  },
  messages: {
    oldEtcd:
      '{{where}} pins etcd to {{imageTag}}: kubeadm 1.36 starts the local etcd with --feature-gates and --watch-progress-notify-interval, which etcd older than 3.6 does not define, so etcd exits at start-up.',
  },
  fixes: {
    oldEtcd:
      'Remove etcd.local.imageTag (kubeadm then uses the etcd of its release) or pin a 3.6 image, and move etcd to 3.6 before upgrading kubeadm to 1.36.',
  },
  check(obj, ctx) {
    const found = clusterConfiguration(obj);
    if (!found) return;
    const imageTag = getPath(found.doc, ['etcd', 'local', 'imageTag']);
    if (typeof imageTag !== 'string') return;
    const version = TAG.exec(imageTag.trim());
    if (!version) return;
    const [major, minor] = [Number(version[1]), Number(version[2])];
    if (major > FIRST_SUPPORTED.major || (major === FIRST_SUPPORTED.major && minor >= FIRST_SUPPORTED.minor)) return;
    ctx.report(obj, {
      messageId: 'oldEtcd',
      path: [...found.path, 'etcd', 'local', 'imageTag'],
      data: { where: `${obj.kind} ${objectRef(obj).name}`, imageTag },
    });
  },
});
