/**
 * Facts a cluster tells that no API object holds become objects too, so that rules read them the
 * way they read manifests (and a fixture can hold them as YAML):
 *
 * - `KubeletConfiguration` (kubelet.config.k8s.io/v1beta1): a node's live kubelet configuration
 *   from `/api/v1/nodes/NAME/proxy/configz`, named after the node. A real config kind.
 * - `APIServerMetrics` and `KubeletMetrics` (k8s-upgrade-check/v1): metric samples from the API
 *   server's `/metrics` and a node's kubelet `/metrics`, as
 *   `samples: { <family>: [ { labels: {...}, value: N } ] }`. These kinds exist only in this tool.
 * - `HelmChartMetadata` (k8s-upgrade-check/v1): a Helm chart's metadata, from a `Chart.yaml` file
 *   (named exactly so) of a manifest scan, or from the chart stored in a live Helm release record
 *   (the latest deployed revision of each release). Its body holds the chart's fields at the top
 *   level as Helm reads them: `name`, `version`, `appVersion`, `kubeVersion`, `dependencies` and the
 *   others, as written (positions point into the Chart.yaml). A live one adds
 *   `release: { name, namespace, revision }`, names the release in `metadata: { name, namespace }`
 *   and has the origin of the release's other objects; a file's is named after the chart
 *   (`metadata: { name }`) and has no `release`. A Chart.yaml of a chart kept under another chart's
 *   `charts/` names that chart in its origin (`vendoredIn`): Helm installs it only as a part of it.
 */
import type { ClusterOrigin, HelmChart, K8sObject, ObjectMeta, Origin } from '../../model.js';
import { k8sObject } from '../../model.js';
import type { Families } from './prometheus.js';

const SYNTHETIC_API_VERSION = 'k8s-upgrade-check/v1';
export const APISERVER_METRICS_KIND = 'APIServerMetrics';
export const KUBELET_METRICS_KIND = 'KubeletMetrics';
export const HELM_CHART_METADATA_KIND = 'HelmChartMetadata';
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

/** The live Helm release a chart's metadata was read from. */
export interface ChartRelease {
  name: string;
  namespace: string;
  revision: number;
}

/**
 * A chart's metadata as an object. The fields keep their values (shared, not copied); the chart's own
 * `apiVersion` (v1 or v2) gives way to the object's, and a `release` field is only ever the live one.
 */
export function helmChartMetadataObject(chart: Record<string, unknown>, metadata: ObjectMeta, origin: Origin, release?: ChartRelease): K8sObject {
  const identity = { apiVersion: SYNTHETIC_API_VERSION, kind: HELM_CHART_METADATA_KIND, metadata };
  const body: Record<string, unknown> = { ...chart, ...identity };
  delete body.release;
  if (release) body.release = release;
  return k8sObject(body, identity, origin);
}

/** The chart whose `charts/` hold this Chart.yaml's chart: Helm installs it only with that chart, which alone has its kubeVersion checked. */
export function vendoredIn(obj: K8sObject): HelmChart | undefined {
  return obj.origin.type === 'manifest' ? obj.origin.vendoredIn : undefined;
}
