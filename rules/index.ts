import type { Rule } from '../src/rule.js';
import deprecatedApi from './core/deprecated-api.js';
import parseError from './core/parse-error.js';
import removedApi from './core/removed-api.js';
import removedFeatureGate from './core/removed-feature-gate.js';
import lockedFeatureGate from './core/locked-feature-gate.js';
import featureGateDefaultChange from './core/feature-gate-default-change.js';
import selinuxMountConflict from './1.37/selinux-mount-conflict.js';
import hpaScaleToZero from './1.37/hpa-scale-to-zero.js';
import staticPodApiReference from './1.34/static-pod-api-reference.js';
import gitrepoVolume from './1.33/gitrepo-volume.js';
import initContainerResizePolicy from './1.36/init-container-resize-policy.js';
import unlimitedSwap from './1.30/unlimited-swap.js';
import kmsV1 from './1.29/kms-v1.js';
import cgroupV1 from './1.35/cgroup-v1.js';
import kubeProxyIpvs from './1.35/kube-proxy-ipvs.js';
import serviceExternalIps from './1.36/service-external-ips.js';
import renamedMetrics from './1.36/renamed-metrics.js';
import kubeDnsDeprecated from './1.37/kube-dns-deprecated.js';
import statefulsetMaxUnavailable from './1.37/statefulset-max-unavailable.js';
import kubeletCgroupDriver from './1.34/kubelet-cgroup-driver.js';
import draClaimStatusRbac from './1.36/dra-claim-status-rbac.js';
import deprecatedApiCalls from './core/deprecated-api-calls.js';
import versionSkew from './core/version-skew.js';
import containerRuntime from './1.36/container-runtime.js';

/** Every rule, one module each; a test checks this list matches the files under rules/. */
export const allRules: readonly Rule[] = [removedApi, deprecatedApi, parseError, removedFeatureGate, lockedFeatureGate, featureGateDefaultChange, selinuxMountConflict, hpaScaleToZero, staticPodApiReference, gitrepoVolume, initContainerResizePolicy, unlimitedSwap, kmsV1, cgroupV1, kubeProxyIpvs, serviceExternalIps, renamedMetrics, kubeDnsDeprecated, statefulsetMaxUnavailable, kubeletCgroupDriver, draClaimStatusRbac, deprecatedApiCalls, versionSkew, containerRuntime] as Rule[];
