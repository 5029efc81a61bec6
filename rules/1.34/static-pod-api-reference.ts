import type { K8sObject, Path } from '../../src/model.js';
import { objectRef } from '../../src/model.js';
import { defineRule } from '../../src/rule.js';
import { containersOf, getPath, isRecord, podSpecOf } from '../../src/kube/workloads.js';
import type { PodSpecRef } from '../../src/kube/workloads.js';
import { compareMinor } from '../../src/versions.js';

/** The release that removed the PreventStaticPodAPIReferences gate, and with it the way to turn the check off. */
const GATE_REMOVED_IN = '1.37';

/** Annotations the kubelet sets on static pods (and copies to their mirror pods in the API). */
const CONFIG_MIRROR = 'kubernetes.io/config.mirror';
const CONFIG_SOURCE = 'kubernetes.io/config.source';
/** `file` (staticPodPath) and `http` (staticPodURL) pods are both decoded by the kubelet's static pod reader. */
const STATIC_SOURCES = new Set(['file', 'http']);

/** Volume types whose secret is named in `secretRef.name` (VisitPodSecretNames in k8s.io/kubernetes/pkg/api/pod). */
const SECRET_REF_VOLUMES = ['cephfs', 'cinder', 'flexVolume', 'iscsi', 'rbd', 'scaleIO', 'storageos'] as const;

interface ApiReference {
  path: Path;
  /** What the pod does, for the message. */
  reference: string;
  /** The resource the kubelet names in its error, exactly as it prints it. */
  resource: string;
}

export default defineRule({
  id: 'static-pod-api-reference',
  release: '1.34',
  severity: 'error',
  kinds: ['Pod'],
  docs: {
    summary:
      'Static pods that reference API objects (Secrets, ConfigMaps, ServiceAccounts, PVCs, CSI drivers, resource claims...): the kubelet refuses them by default since 1.34, and with no way back from 1.37.',
    changed:
      'The kubelet checks every static pod it reads (from `staticPodPath` or `staticPodURL`) for references to API objects and refuses the manifest when it finds one. The check came with the `PreventStaticPodAPIReferences` feature gate (beta, on by default since 1.34). In **1.37 the gate is removed**: the check can no longer be turned off.\n\n' +
      'What the kubelet rejects (`HasAPIObjectReference` in `pkg/api/pod/util.go`), in the order it checks: a non-empty `serviceAccountName` (or the deprecated `serviceAccount`, even `default`); any Secret (`imagePullSecrets`, `env[].valueFrom.secretKeyRef`, `envFrom[].secretRef`, `secret` and projected `secret` volumes, the `secretRef` of cephfs, cinder, flexVolume, iscsi, rbd, scaleIO and storageos volumes, `azureFile`, CSI `nodePublishSecretRef`); any ConfigMap (`configMapKeyRef`, `envFrom[].configMapRef`, `configMap` and projected `configMap` volumes); `resourceClaims`; and volumes of type `persistentVolumeClaim`, `ephemeral`, `csi`, `glusterfs`, plus projected `serviceAccountToken`, `clusterTrustBundle` and `podCertificate` sources. `hostPath`, `emptyDir`, `downwardAPI` (also projected) and the other in-tree volume types stay allowed. `automountServiceAccountToken` is not a reference: no token is mounted into static pods.',
    affected:
      "Static pod manifests: files given with `--static-pods` (a kubelet's `/etc/kubernetes/manifests`), and pods carrying the `kubernetes.io/config.source: file` or `kubernetes.io/config.mirror` annotations (mirror pods read from a cluster or saved from one). They stop running when the node upgrades to 1.34, or on 1.37 for clusters that set `PreventStaticPodAPIReferences=false` on their kubelets to keep them.",
    why: 'The kubelet logs `static pods may not reference <resource>` for the manifest and does not start the pod, and no mirror pod appears in the API. For a control-plane component (kube-apiserver, etcd, a load balancer or VIP agent) the node comes back from the upgrade without it.',
    fix:
      'Replace each reference with a file on the node mounted through `hostPath` (kubeadm does this for certificates and kubeconfigs), or run the component as a DaemonSet pinned to the nodes with a `nodeSelector`, which may reference API objects. Remove `serviceAccountName`; a static pod that needs API access uses a kubeconfig file on the node.\n\n' +
      '```yaml\n# before\n  volumes:\n  - name: config\n    configMap:\n      name: haproxy-config\n# after: the file is written to the node by your provisioning\n  volumes:\n  - name: config\n    hostPath:\n      path: /etc/haproxy/haproxy.cfg\n      type: File\n```',
    sources: [
      {
        title: 'kubelet static pod decoding (pkg/kubelet/config/common.go)',
        url: 'https://github.com/kubernetes/kubernetes/blob/master/pkg/kubelet/config/common.go',
      },
      { title: 'HasAPIObjectReference (pkg/api/pod/util.go)', url: 'https://github.com/kubernetes/kubernetes/blob/master/pkg/api/pod/util.go' },
      {
        title: 'Removed feature gates (PreventStaticPodAPIReferences)',
        url: 'https://kubernetes.io/docs/reference/command-line-tools-reference/feature-gates-removed/',
      },
      { title: 'Create static Pods', url: 'https://kubernetes.io/docs/tasks/configure-pod-container/static-pod/' },
    ],
    featureGates: ['PreventStaticPodAPIReferences'],
    unverified: [
      'The gate removal comes from the 1.37 release blog draft and the 1.37 development feature-gate list; the list of rejected references was read from the kubelet source of the 1.34–1.36 gate, which 1.37 applies unconditionally.',
    ],
  },
  messages: {
    reference:
      'Static pod {{name}} {{reference}}; the Kubernetes 1.37 kubelet refuses this manifest with "static pods may not reference {{resource}}" and does not run the pod.',
    referenceGated:
      'Static pod {{name}} {{reference}}; from Kubernetes 1.34 the kubelet refuses this manifest with "static pods may not reference {{resource}}" and does not run the pod, unless it runs with PreventStaticPodAPIReferences=false (removed in 1.37).',
  },
  fixes: {
    reference: 'Replace the reference with a file on the node mounted through hostPath, or run this as a DaemonSet.',
    referenceGated: 'Replace the reference with a file on the node mounted through hostPath, or run this as a DaemonSet.',
  },
  check(obj, ctx) {
    if (!isStaticPod(obj)) return;
    const pod = podSpecOf(obj);
    if (!pod) return;
    const name = objectRef(obj).name;
    const messageId = compareMinor(ctx.target, GATE_REMOVED_IN) >= 0 ? 'reference' : 'referenceGated';
    for (const ref of apiReferences(pod)) {
      ctx.report(obj, { messageId, path: ref.path, data: { name, reference: ref.reference, resource: ref.resource } });
    }
  },
});

function isStaticPod(obj: K8sObject): boolean {
  if (obj.origin.type === 'manifest' && obj.origin.staticPod) return true;
  const annotations = obj.metadata.annotations;
  if (!isRecord(annotations)) return false;
  if (CONFIG_MIRROR in annotations) return true;
  const source = annotations[CONFIG_SOURCE];
  return typeof source === 'string' && STATIC_SOURCES.has(source);
}

/** Every API object reference the kubelet rejects, in the order it checks them, each with the resource its error names. */
function apiReferences(pod: PodSpecRef): ApiReference[] {
  const out: ApiReference[] = [];
  const spec = pod.spec;
  const at = (...rest: Path) => [...pod.path, ...rest];

  const serviceAccountName = nonEmpty(spec.serviceAccountName);
  const deprecatedServiceAccount = nonEmpty(spec.serviceAccount);
  if (serviceAccountName)
    out.push({ path: at('serviceAccountName'), reference: `sets serviceAccountName "${serviceAccountName}"`, resource: 'serviceaccounts' });
  else if (deprecatedServiceAccount)
    out.push({ path: at('serviceAccount'), reference: `sets serviceAccount "${deprecatedServiceAccount}"`, resource: 'serviceaccounts' });

  list(spec.imagePullSecrets).forEach((ref, i) => {
    const secret = nonEmpty(ref.name);
    if (secret) out.push({ path: at('imagePullSecrets', i), reference: `pulls images with Secret "${secret}"`, resource: 'secrets' });
  });

  const containers = containersOf(pod);
  for (const kind of ['secret', 'configMap'] as const) {
    const resource = kind === 'secret' ? 'secrets' : 'configmaps';
    const label = kind === 'secret' ? 'Secret' : 'ConfigMap';
    for (const { container, path } of containers) {
      const containerName = typeof container.name === 'string' ? container.name : '?';
      list(container.envFrom).forEach((source, j) => {
        const refName = nonEmpty(getPath(source, [`${kind}Ref`, 'name']));
        if (refName)
          out.push({
            path: [...path, 'envFrom', j, `${kind}Ref`],
            reference: `loads the environment of container "${containerName}" from ${label} "${refName}"`,
            resource,
          });
      });
      list(container.env).forEach((env, j) => {
        const refName = nonEmpty(getPath(env, ['valueFrom', `${kind}KeyRef`, 'name']));
        if (refName) {
          const variable = typeof env.name === 'string' ? env.name : '?';
          out.push({
            path: [...path, 'env', j, 'valueFrom', `${kind}KeyRef`],
            reference: `reads ${variable} of container "${containerName}" from ${label} "${refName}"`,
            resource,
          });
        }
      });
    }
  }

  if (Array.isArray(spec.resourceClaims) && spec.resourceClaims.length > 0) {
    out.push({ path: at('resourceClaims'), reference: 'uses resourceClaims', resource: 'resourceclaims' });
  }

  list(spec.volumes).forEach((volume, i) => out.push(...volumeReferences(volume, at('volumes', i))));
  return out;
}

function volumeReferences(volume: Record<string, unknown>, path: Path): ApiReference[] {
  const volumeName = typeof volume.name === 'string' ? volume.name : '?';
  const named = (source: unknown, key: string) => nonEmpty(getPath(source, [key]));
  const one = (field: string, reference: string, resource: string): ApiReference[] => [
    { path: [...path, field], reference: `${reference} in volume "${volumeName}"`, resource },
  ];

  if (isRecord(volume.secret)) {
    const secret = named(volume.secret, 'secretName');
    return one('secret', secret ? `mounts Secret "${secret}"` : 'mounts a Secret', secret ? 'secrets' : 'secrets (via secret volumes)');
  }
  if (isRecord(volume.configMap)) {
    const configMap = named(volume.configMap, 'name');
    return one(
      'configMap',
      configMap ? `mounts ConfigMap "${configMap}"` : 'mounts a ConfigMap',
      configMap ? 'configmaps' : 'configmaps (via configmap volumes)',
    );
  }
  if (isRecord(volume.projected)) return projectedReferences(volume.projected, [...path, 'projected'], volumeName);
  if (isRecord(volume.csi)) {
    const secret = nonEmpty(getPath(volume.csi, ['nodePublishSecretRef', 'name']));
    const driver = nonEmpty(volume.csi.driver) ?? '?';
    return secret
      ? [
          {
            path: [...path, 'csi', 'nodePublishSecretRef'],
            reference: `passes Secret "${secret}" to CSI driver ${driver} in volume "${volumeName}"`,
            resource: 'secrets',
          },
        ]
      : one('csi', `uses CSI driver ${driver}`, 'csidrivers (via CSI volumes)');
  }
  if (isRecord(volume.azureFile)) {
    const secret = named(volume.azureFile, 'secretName');
    return one(
      'azureFile',
      secret ? `mounts an Azure file share with Secret "${secret}"` : 'mounts an Azure file share',
      secret ? 'secrets' : 'secrets (via azureFile volumes)',
    );
  }
  for (const type of SECRET_REF_VOLUMES) {
    const secret = nonEmpty(getPath(volume, [type, 'secretRef', 'name']));
    if (secret)
      return [{ path: [...path, type, 'secretRef'], reference: `passes Secret "${secret}" to its ${type} volume "${volumeName}"`, resource: 'secrets' }];
  }
  if (isRecord(volume.persistentVolumeClaim)) {
    const claim = named(volume.persistentVolumeClaim, 'claimName') ?? '?';
    return one('persistentVolumeClaim', `mounts PersistentVolumeClaim "${claim}"`, 'persistentvolumeclaims');
  }
  if (isRecord(volume.ephemeral))
    return one('ephemeral', 'creates a generic ephemeral volume (a PersistentVolumeClaim)', 'persistentvolumeclaims (via ephemeral volumes)');
  if (isRecord(volume.glusterfs)) return one('glusterfs', 'mounts GlusterFS through an Endpoints object', 'endpoints (via glusterFS volumes)');
  return [];
}

function projectedReferences(projected: Record<string, unknown>, path: Path, volumeName: string): ApiReference[] {
  const out: ApiReference[] = [];
  list(projected.sources).forEach((source, k) => {
    const at: Path = [...path, 'sources', k];
    const suffix = `in projected volume "${volumeName}"`;
    if (isRecord(source.secret)) {
      const secret = nonEmpty(source.secret.name);
      out.push({
        path: [...at, 'secret'],
        reference: `${secret ? `projects Secret "${secret}"` : 'projects a Secret'} ${suffix}`,
        resource: secret ? 'secrets' : 'secrets (via projected volumes)',
      });
    } else if (isRecord(source.configMap)) {
      const configMap = nonEmpty(source.configMap.name);
      out.push({
        path: [...at, 'configMap'],
        reference: `${configMap ? `projects ConfigMap "${configMap}"` : 'projects a ConfigMap'} ${suffix}`,
        resource: configMap ? 'configmaps' : 'configmaps (via projected volumes)',
      });
    } else if (isRecord(source.serviceAccountToken)) {
      out.push({
        path: [...at, 'serviceAccountToken'],
        reference: `projects a service account token ${suffix}`,
        resource: 'serviceaccounts (via projected volumes)',
      });
    } else if (isRecord(source.clusterTrustBundle)) {
      out.push({ path: [...at, 'clusterTrustBundle'], reference: `projects a ClusterTrustBundle ${suffix}`, resource: 'clustertrustbundles' });
    } else if (isRecord(source.podCertificate)) {
      out.push({ path: [...at, 'podCertificate'], reference: `projects a pod certificate ${suffix}`, resource: 'podcertificates' });
    }
  });
  return out;
}

function list(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
