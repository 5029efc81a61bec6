import type { Rule } from '../src/rule.js';
import addonCompatibility from './core/addon-compatibility.js';
import addonStoredVersions from './core/addon-stored-versions.js';
import chartKubeVersion from './core/chart-kube-version.js';
import deprecatedAddonApi from './core/deprecated-addon-api.js';
import deprecatedApi from './core/deprecated-api.js';
import deprecatedApiCalls from './core/deprecated-api-calls.js';
import featureGateDefaultChange from './core/feature-gate-default-change.js';
import lockedFeatureGate from './core/locked-feature-gate.js';
import notAnObject from './core/not-an-object.js';
import parseError from './core/parse-error.js';
import readError from './core/read-error.js';
import removedAddonApi from './core/removed-addon-api.js';
import removedApi from './core/removed-api.js';
import removedConfigApi from './core/removed-config-api.js';
import removedFeatureGate from './core/removed-feature-gate.js';
import removedFlag from './core/removed-flag.js';
import versionSkew from './core/version-skew.js';
import gangSchedulingPermit from './1.38/gang-scheduling-permit.js';
import hpaScaleToZero from './1.37/hpa-scale-to-zero.js';
import imageVolumeEmptyReference from './1.37/image-volume-empty-reference.js';
import kubeDnsDeprecated from './1.37/kube-dns-deprecated.js';
import kubeletEventQps from './1.37/kubelet-event-qps.js';
import selinuxMountConflict from './1.37/selinux-mount-conflict.js';
import statefulsetMaxUnavailable from './1.37/statefulset-max-unavailable.js';
import webhookVirtualResources from './1.37/webhook-virtual-resources.js';
import containerRuntime from './1.36/container-runtime.js';
import draClaimStatusRbac from './1.36/dra-claim-status-rbac.js';
import initContainerResizePolicy from './1.36/init-container-resize-policy.js';
import kubeadmEtcdVersion from './1.36/kubeadm-etcd-version.js';
import serviceExternalIps from './1.36/service-external-ips.js';
import strictIpCidrValidation from './1.36/strict-ip-cidr-validation.js';
import allAlphaGates from './1.35/all-alpha-gates.js';
import cgroupV1 from './1.35/cgroup-v1.js';
import draPartitionableDevices from './1.35/dra-partitionable-devices.js';
import kubeProxyIpvs from './1.35/kube-proxy-ipvs.js';
import credentialProviderCacheType from './1.34/credential-provider-cache-type.js';
import draAdminAccessLabel from './1.34/dra-admin-access-label.js';
import kubeletCgroupDriver from './1.34/kubelet-cgroup-driver.js';
import leaderElectionLegacyLock from './1.34/leader-election-legacy-lock.js';
import nodeLbExclusionLabel from './1.34/node-lb-exclusion-label.js';
import staticPodApiReference from './1.34/static-pod-api-reference.js';
import endpointsDeprecated from './1.33/endpoints-deprecated.js';
import gitrepoVolume from './1.33/gitrepo-volume.js';
import renamedMetrics from './1.33/renamed-metrics.js';
import topologyModeAnnotation from './1.33/topology-mode-annotation.js';
import unlimitedSwap from './1.30/unlimited-swap.js';
import kmsV1 from './1.29/kms-v1.js';

/** Every rule, one module each, by release (core, then newest first) and id; a test checks this list against the files under rules/. */
export const allRules: readonly Rule[] = [
  addonCompatibility,
  addonStoredVersions,
  chartKubeVersion,
  deprecatedAddonApi,
  deprecatedApi,
  deprecatedApiCalls,
  featureGateDefaultChange,
  lockedFeatureGate,
  notAnObject,
  parseError,
  readError,
  removedAddonApi,
  removedApi,
  removedConfigApi,
  removedFeatureGate,
  removedFlag,
  versionSkew,
  gangSchedulingPermit,
  hpaScaleToZero,
  imageVolumeEmptyReference,
  kubeDnsDeprecated,
  kubeletEventQps,
  selinuxMountConflict,
  statefulsetMaxUnavailable,
  webhookVirtualResources,
  containerRuntime,
  draClaimStatusRbac,
  initContainerResizePolicy,
  kubeadmEtcdVersion,
  serviceExternalIps,
  strictIpCidrValidation,
  allAlphaGates,
  cgroupV1,
  draPartitionableDevices,
  kubeProxyIpvs,
  credentialProviderCacheType,
  draAdminAccessLabel,
  kubeletCgroupDriver,
  leaderElectionLegacyLock,
  nodeLbExclusionLabel,
  staticPodApiReference,
  endpointsDeprecated,
  gitrepoVolume,
  renamedMetrics,
  topologyModeAnnotation,
  unlimitedSwap,
  kmsV1,
] as Rule[];
