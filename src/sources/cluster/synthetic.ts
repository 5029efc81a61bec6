/**
 * Facts a cluster tells that no API object holds become objects too, so that rules read them the
 * way they read manifests (and a fixture can hold them as YAML):
 *
 * - `KubeletConfiguration` (kubelet.config.k8s.io/v1beta1): a node's live kubelet configuration
 *   from `/api/v1/nodes/NAME/proxy/configz`, named after the node. A real config kind.
 * - `APIServerMetrics` and `KubeletMetrics` (k8s-upgrade-check/v1): metric samples from the API
 *   server's `/metrics` and a node's kubelet `/metrics`, as
 *   `samples: { <family>: [ { labels: {...}, value: N } ] }`. These kinds exist only in this tool.
 */
import type { ClusterOrigin, K8sObject } from '../../model.js';
import { k8sObject } from '../../model.js';
import type { Families } from './prometheus.js';

const SYNTHETIC_API_VERSION = 'k8s-upgrade-check/v1';
export const APISERVER_METRICS_KIND = 'APIServerMetrics';
export const KUBELET_METRICS_KIND = 'KubeletMetrics';
const KUBELET_CONFIG_API_VERSION = 'kubelet.config.k8s.io/v1beta1';

/** Metric families rules read; everything else on a `/metrics` page is skipped while parsing. */
export const APISERVER_FAMILIES = ['apiserver_requested_deprecated_apis'] as const;
export const KUBELET_FAMILIES = ['kubelet_cgroup_version', 'kubelet_cri_losing_support'] as const;

export function metricsObject(kind: string, name: string, samples: Families, origin: ClusterOrigin): K8sObject {
  const metadata = { name };
  return k8sObject({ apiVersion: SYNTHETIC_API_VERSION, kind, metadata, samples }, { apiVersion: SYNTHETIC_API_VERSION, kind, metadata }, origin);
}

export function kubeletConfigObject(node: string, config: Record<string, unknown>, origin: ClusterOrigin): K8sObject {
  const metadata = { name: node };
  const body = { ...config, apiVersion: KUBELET_CONFIG_API_VERSION, kind: 'KubeletConfiguration', metadata };
  return k8sObject(body, { apiVersion: KUBELET_CONFIG_API_VERSION, kind: 'KubeletConfiguration', metadata }, origin);
}
