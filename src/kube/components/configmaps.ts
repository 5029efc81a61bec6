/** ConfigMaps that hold component config or kubeadm documents in their data. */
import type { K8sObject } from '../../model.js';
import { isRecord } from '../workloads.js';
import { collectEmbedded } from './documents.js';
import type { ComponentSettings } from './types.js';

const EMBEDDED_KIND =
  /["']?kind["']?\s*:\s*["']?(?:KubeletConfiguration|KubeProxyConfiguration|KubeSchedulerConfiguration|EncryptionConfiguration|ClusterConfiguration|InitConfiguration|JoinConfiguration|MasterConfiguration|AdmissionConfiguration|Policy)\b/;

/**
 * kubeadm keeps `kubelet-config` (key `kubelet`), `kube-proxy` (`config.conf`) and `kubeadm-config`
 * (`ClusterConfiguration`); other installers use other keys. Any data value holding a known config
 * document counts.
 */
export function collectConfigMap(obj: K8sObject, out: ComponentSettings): void {
  const data = obj.body.data;
  if (!isRecord(data)) return;
  for (const [key, value] of Object.entries(data)) {
    // Every kind EMBEDDED_KIND names ends in "Configuration" or is Policy (an audit or legacy scheduler
    // policy): a plain substring search rules out almost every value before the pattern runs.
    if (typeof value !== 'string' || !(value.includes('Configuration') || value.includes('Policy')) || !EMBEDDED_KIND.test(value)) continue;
    collectEmbedded(value, { obj, prefix: ['data', key], exact: true, patch: false, out });
  }
}
