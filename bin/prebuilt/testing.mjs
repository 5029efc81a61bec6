import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __require = /* @__PURE__ */ ((x) => typeof require !== "undefined" ? require : typeof Proxy !== "undefined" ? new Proxy(x, {
  get: (a, b) => (typeof require !== "undefined" ? require : a)[b]
}) : x)(function(x) {
  if (typeof require !== "undefined") return require.apply(this, arguments);
  throw Error('Dynamic require of "' + x + '" is not supported');
});
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __commonJS = (cb, mod) => function __require2() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// <define:K8S_UPGRADE_CHECK_BUNDLED_FILES>
var define_K8S_UPGRADE_CHECK_BUNDLED_FILES_default;
var init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES = __esm({
  "<define:K8S_UPGRADE_CHECK_BUNDLED_FILES>"() {
    define_K8S_UPGRADE_CHECK_BUNDLED_FILES_default = { "package.json": '{"name":"k8s-upgrade-check","version":"0.1.0"}', "rules/_data/addon-apis.json": '{"addons":[{"name":"cert-manager","title":"cert-manager","versionAxis":"cert-manager release, e.g. v1.7.0","newestKnown":"v1.21.1","newestKnownSource":"cert-manager/cert-manager tag v1.21.1 (CRD extract: deploy/manifests/00-crds.yaml, then deploy/crds, at the first tag of every minor v0.10.0..v1.21.0 and v1.21.1)","rewrite":"`cmctl convert` rewrites manifest files to the new version","storedVersionsFix":"Run `cmctl upgrade migrate-api-version` while cert-manager >= v1.0 runs, before installing the new CRDs: it rewrites every cert-manager object at the v1 storage version and sets each CRD\'s status.storedVersions to [v1] (it does nothing when there is nothing to migrate).","sources":[{"title":"cert-manager: Migrating Deprecated API Resources","url":"https://cert-manager.io/docs/releases/upgrading/remove-deprecated-apis/"},{"title":"cert-manager: Upgrading from v0.10 to v0.11","url":"https://cert-manager.io/docs/releases/upgrading/upgrading-0.10-0.11/"},{"title":"cert-manager: Upgrading from v1.6 to v1.7","url":"https://cert-manager.io/docs/releases/upgrading/upgrading-1.6-1.7/"}]},{"name":"external-secrets","title":"External Secrets Operator","versionAxis":"External Secrets Operator release, e.g. v0.17.0","newestKnown":"v2.9.0","newestKnownSource":"external-secrets/external-secrets tag v2.9.0 (CRD extract: deploy/crds, then config/crds/bases, at the first tag of every minor v0.4.0..v2.9.0)","rewrite":"rewrite the manifests (docs/guides/v1beta1.md lists the v1alpha1 to v1beta1 differences in dataFrom)","storedVersionsFix":"Make sure no object is stored as v1alpha1, then patch the status of the externalsecrets, secretstores, clustersecretstores and clusterexternalsecrets CRDs to remove v1alpha1 from status.storedVersions (\\"Guide to Promoting to 0.16\\" in the v0.16 release notes).","sources":[{"title":"External Secrets Operator v0.16.0 release notes (Guide to Promoting to 0.16)","url":"https://github.com/external-secrets/external-secrets/releases/tag/v0.16.0"},{"title":"External Secrets Operator v0.17.0 release notes","url":"https://github.com/external-secrets/external-secrets/releases/tag/v0.17.0"},{"title":"External Secrets Operator: v1beta1 guide","url":"https://github.com/external-secrets/external-secrets/blob/main/docs/guides/v1beta1.md"}]},{"name":"external-snapshotter","title":"external-snapshotter","versionAxis":"kubernetes-csi/external-snapshotter release (CRDs and snapshot-controller), e.g. v6.0.0","newestKnown":"v8.6.0","newestKnownSource":"kubernetes-csi/external-snapshotter tag v8.6.0 (CRD extract: config/crd, then client/config/crd, at the first tag of every minor v2.0.0..v8.6.0)","rewrite":"install the snapshot validation webhook first, and rewrite the manifests","storedVersionsFix":"Re-write every object of the kind so it is stored at the current storage version, then remove the old version from the CRD\'s status.storedVersions before installing the new CRDs.","sources":[{"title":"external-snapshotter README: Upgrade","url":"https://github.com/kubernetes-csi/external-snapshotter#upgrade"},{"title":"external-snapshotter CHANGELOG-6.0 (API removal)","url":"https://github.com/kubernetes-csi/external-snapshotter/blob/master/CHANGELOG/CHANGELOG-6.0.md"},{"title":"external-snapshotter CHANGELOG-8.2 (group snapshot v1beta1)","url":"https://github.com/kubernetes-csi/external-snapshotter/blob/master/CHANGELOG/CHANGELOG-8.2.md"}]},{"name":"flux","title":"Flux","versionAxis":"Flux distribution release (fluxcd/flux2), e.g. v2.7.0","newestKnown":"v2.9.4","newestKnownSource":"fluxcd/flux2 tag v2.9.4 (CRD extract: the controller releases manifests/crds/kustomization.yaml pins, at v2.0.0..v2.9.0; v2.9.4 pins controller tags the mirrors read did not have)","rewrite":"`flux migrate -f DIR` rewrites the apiVersions of manifests in Git","storedVersionsFix":"Run `flux migrate` (flux CLI >= v2.7.0) against the cluster before upgrading the CRDs: it re-writes every Flux object at the latest storage version and sets each Flux CRD\'s status.storedVersions to that version alone.","sources":[{"title":"fluxcd/flux2 cmd/flux/migrate.go","url":"https://github.com/fluxcd/flux2/blob/main/cmd/flux/migrate.go"},{"title":"fluxcd/source-controller CHANGELOG","url":"https://github.com/fluxcd/source-controller/blob/main/CHANGELOG.md"},{"title":"fluxcd/kustomize-controller CHANGELOG","url":"https://github.com/fluxcd/kustomize-controller/blob/main/CHANGELOG.md"},{"title":"fluxcd/helm-controller CHANGELOG","url":"https://github.com/fluxcd/helm-controller/blob/main/CHANGELOG.md"},{"title":"fluxcd/notification-controller CHANGELOG","url":"https://github.com/fluxcd/notification-controller/blob/main/CHANGELOG.md"},{"title":"fluxcd/image-reflector-controller CHANGELOG","url":"https://github.com/fluxcd/image-reflector-controller/blob/main/CHANGELOG.md"},{"title":"fluxcd/image-automation-controller CHANGELOG","url":"https://github.com/fluxcd/image-automation-controller/blob/main/CHANGELOG.md"}]},{"name":"gateway-api","title":"Gateway API","versionAxis":"Gateway API release (CRD bundle version), e.g. v1.2.0","newestKnown":"v1.6.1","newestKnownSource":"kubernetes-sigs/gateway-api tag v1.6.1 (CRD extract: config/crd, per channel from v0.5.0, at the first tag of every minor v0.1.0..v1.6.0 and v1.6.1)","rewrite":"make sure the installed implementation (controller) reads the new version first","storedVersionsFix":"Before installing the new CRDs, re-write every object of the kind so it is stored at the current storage version (the Gateway API v1.2 notes patch an annotation on each object), then patch the CRD status, e.g. `kubectl patch crd referencegrants.gateway.networking.k8s.io --subresource=status --type=merge -p \'{\\"status\\":{\\"storedVersions\\":[\\"v1beta1\\"]}}\'`; storedVersions are not pruned on their own.","sources":[{"title":"Gateway API v1.2 changelog: GRPCRoute and ReferenceGrant v1alpha2 removal","url":"https://github.com/kubernetes-sigs/gateway-api/blob/main/CHANGELOG/1.2-CHANGELOG.md"},{"title":"Gateway API 0.x changelog","url":"https://github.com/kubernetes-sigs/gateway-api/blob/main/CHANGELOG/0.x-CHANGELOG.md"},{"title":"Gateway API CRDs (config/crd)","url":"https://github.com/kubernetes-sigs/gateway-api/tree/main/config/crd"}]},{"name":"istio","title":"Istio","versionAxis":"Istio minor release, e.g. 1.6","newestKnown":"1.30.3","newestKnownSource":"istio/api tag 1.30.3 (CRD extract: kubernetes/customresourcedefinitions.gen.yaml at the first tag of every minor 1.5.0..1.30.0 and 1.30.3)","rewrite":"there is no conversion: rewrite each object as the replacement kind while on Istio 1.5, the only release that supports both (istio-ecosystem/security-policy-migrate helps)","storedVersionsFix":"Istio\'s removed alpha APIs have no conversion: convert their objects to the replacement kinds, delete the old objects and CRDs, then upgrade.","sources":[{"title":"Istio: Migrate pre-Istio 1.4 Alpha security policy to the current APIs","url":"https://istio.io/latest/blog/2021/migrate-alpha-policy/"},{"title":"Istio: Introducing the Istio v1beta1 Authorization Policy","url":"https://istio.io/latest/blog/2019/v1beta1-authorization-policy/"},{"title":"Istio 1.8 upgrade notes (Mixer no longer supported)","url":"https://istio.io/latest/news/releases/1.8.x/announcing-1.8/upgrade-notes/"},{"title":"istio/api kubernetes/customresourcedefinitions.gen.yaml","url":"https://github.com/istio/api/blob/master/kubernetes/customresourcedefinitions.gen.yaml"}]},{"name":"traefik","title":"Traefik Proxy","versionAxis":"Traefik Proxy release, e.g. v3.0","newestKnown":"v3.8","newestKnownSource":"doc.traefik.io (newest documentation version seen: v3.8); CRD extract: docs/content/reference/dynamic-configuration/kubernetes-crd-definition-v1.yml at the first tag of every minor v2.9.1..v3.7.0 and v3.7.9","rewrite":"on Traefik v2.10 or v2.11, which watch both groups, install the traefik.io CRDs and RBAC for both groups, re-apply every resource as traefik.io/v1alpha1, then delete the traefik.containo.us objects and CRDs","storedVersionsFix":"traefik.io is a new API group with CRDs of its own: recreate the objects there and delete the traefik.containo.us CRDs.","sources":[{"title":"Traefik: Migration from v2 to v3","url":"https://doc.traefik.io/traefik/migration/v2-to-v3/"},{"title":"Traefik: Feature deprecation notices","url":"https://doc.traefik.io/traefik/deprecation/features/"},{"title":"Traefik: Migration guides within v2 (v2.9 to v2.10)","url":"https://doc.traefik.io/traefik/migration/v2/"}]}],"apis":[{"addon":"cert-manager","apiVersion":"acme.cert-manager.io/v1alpha2","kind":"Challenge","deprecatedIn":"v1.4.0","removedIn":"v1.6.0","droppedFromCrdIn":"v1.7.0","storedVersionsMigration":true,"replacement":{"apiVersion":"acme.cert-manager.io/v1","kind":"Challenge","availableIn":"v1.0.0"},"notes":"cert-manager creates Orders and Challenges itself: usually only stored objects, not manifests, are affected.","source":"cert-manager/cert-manager pkg/internal/apis/acme/validation/deprecation.go @ v1.4.0 (5e2a6883c120), the webhook\'s warning: \\"%s %s is deprecated in v1.4+, unavailable in v1.6+; use %v %s\\"; CRDs (addon-crds/cert-manager.yaml, v0.10.0..v1.21.1): not served from v1.6.0, not listed from v1.7.0","url":"https://cert-manager.io/docs/releases/upgrading/remove-deprecated-apis/"},{"addon":"cert-manager","apiVersion":"acme.cert-manager.io/v1alpha2","kind":"Order","deprecatedIn":"v1.4.0","removedIn":"v1.6.0","droppedFromCrdIn":"v1.7.0","storedVersionsMigration":true,"replacement":{"apiVersion":"acme.cert-manager.io/v1","kind":"Order","availableIn":"v1.0.0"},"notes":"cert-manager creates Orders and Challenges itself: usually only stored objects, not manifests, are affected.","source":"cert-manager/cert-manager pkg/internal/apis/acme/validation/deprecation.go @ v1.4.0 (5e2a6883c120), the webhook\'s warning: \\"%s %s is deprecated in v1.4+, unavailable in v1.6+; use %v %s\\"; CRDs (addon-crds/cert-manager.yaml, v0.10.0..v1.21.1): not served from v1.6.0, not listed from v1.7.0","url":"https://cert-manager.io/docs/releases/upgrading/remove-deprecated-apis/"},{"addon":"cert-manager","apiVersion":"acme.cert-manager.io/v1alpha3","kind":"Challenge","deprecatedIn":"v1.4.0","removedIn":"v1.6.0","droppedFromCrdIn":"v1.7.0","storedVersionsMigration":true,"replacement":{"apiVersion":"acme.cert-manager.io/v1","kind":"Challenge","availableIn":"v1.0.0"},"source":"cert-manager/cert-manager pkg/internal/apis/acme/validation/deprecation.go @ v1.4.0 (5e2a6883c120), the webhook\'s warning: \\"%s %s is deprecated in v1.4+, unavailable in v1.6+; use %v %s\\"; CRDs (addon-crds/cert-manager.yaml, v0.10.0..v1.21.1): not served from v1.6.0, not listed from v1.7.0","url":"https://cert-manager.io/docs/releases/upgrading/remove-deprecated-apis/"},{"addon":"cert-manager","apiVersion":"acme.cert-manager.io/v1alpha3","kind":"Order","deprecatedIn":"v1.4.0","removedIn":"v1.6.0","droppedFromCrdIn":"v1.7.0","storedVersionsMigration":true,"replacement":{"apiVersion":"acme.cert-manager.io/v1","kind":"Order","availableIn":"v1.0.0"},"source":"cert-manager/cert-manager pkg/internal/apis/acme/validation/deprecation.go @ v1.4.0 (5e2a6883c120), the webhook\'s warning: \\"%s %s is deprecated in v1.4+, unavailable in v1.6+; use %v %s\\"; CRDs (addon-crds/cert-manager.yaml, v0.10.0..v1.21.1): not served from v1.6.0, not listed from v1.7.0","url":"https://cert-manager.io/docs/releases/upgrading/remove-deprecated-apis/"},{"addon":"cert-manager","apiVersion":"acme.cert-manager.io/v1beta1","kind":"Challenge","deprecatedIn":"v1.4.0","removedIn":"v1.6.0","droppedFromCrdIn":"v1.7.0","storedVersionsMigration":true,"replacement":{"apiVersion":"acme.cert-manager.io/v1","kind":"Challenge","availableIn":"v1.0.0"},"source":"cert-manager/cert-manager pkg/internal/apis/acme/validation/deprecation.go @ v1.4.0 (5e2a6883c120), the webhook\'s warning: \\"%s %s is deprecated in v1.4+, unavailable in v1.6+; use %v %s\\"; CRDs (addon-crds/cert-manager.yaml, v0.10.0..v1.21.1): not served from v1.6.0, not listed from v1.7.0","url":"https://cert-manager.io/docs/releases/upgrading/remove-deprecated-apis/"},{"addon":"cert-manager","apiVersion":"acme.cert-manager.io/v1beta1","kind":"Order","deprecatedIn":"v1.4.0","removedIn":"v1.6.0","droppedFromCrdIn":"v1.7.0","storedVersionsMigration":true,"replacement":{"apiVersion":"acme.cert-manager.io/v1","kind":"Order","availableIn":"v1.0.0"},"source":"cert-manager/cert-manager pkg/internal/apis/acme/validation/deprecation.go @ v1.4.0 (5e2a6883c120), the webhook\'s warning: \\"%s %s is deprecated in v1.4+, unavailable in v1.6+; use %v %s\\"; CRDs (addon-crds/cert-manager.yaml, v0.10.0..v1.21.1): not served from v1.6.0, not listed from v1.7.0","url":"https://cert-manager.io/docs/releases/upgrading/remove-deprecated-apis/"},{"addon":"cert-manager","apiVersion":"cert-manager.io/v1alpha2","kind":"Certificate","deprecatedIn":"v1.4.0","removedIn":"v1.6.0","droppedFromCrdIn":"v1.7.0","storedVersionsMigration":true,"replacement":{"apiVersion":"cert-manager.io/v1","kind":"Certificate","availableIn":"v1.0.0"},"notes":"Every CRD lists it as not served from v1.6.0, and v1.7.0 drops it from the CRDs.","source":"cert-manager/cert-manager pkg/internal/apis/certmanager/validation/deprecation.go @ v1.4.0 (5e2a6883c120), the webhook\'s warning: \\"%s %s is deprecated in v1.4+, unavailable in v1.6+; use %v %s\\"; CRDs (addon-crds/cert-manager.yaml, v0.10.0..v1.21.1): not served from v1.6.0, not listed from v1.7.0","url":"https://cert-manager.io/docs/releases/upgrading/remove-deprecated-apis/"},{"addon":"cert-manager","apiVersion":"cert-manager.io/v1alpha2","kind":"CertificateRequest","deprecatedIn":"v1.4.0","removedIn":"v1.6.0","droppedFromCrdIn":"v1.7.0","storedVersionsMigration":true,"replacement":{"apiVersion":"cert-manager.io/v1","kind":"CertificateRequest","availableIn":"v1.0.0"},"notes":"Every CRD lists it as not served from v1.6.0, and v1.7.0 drops it from the CRDs.","source":"cert-manager/cert-manager pkg/internal/apis/certmanager/validation/deprecation.go @ v1.4.0 (5e2a6883c120), the webhook\'s warning: \\"%s %s is deprecated in v1.4+, unavailable in v1.6+; use %v %s\\"; CRDs (addon-crds/cert-manager.yaml, v0.10.0..v1.21.1): not served from v1.6.0, not listed from v1.7.0","url":"https://cert-manager.io/docs/releases/upgrading/remove-deprecated-apis/"},{"addon":"cert-manager","apiVersion":"cert-manager.io/v1alpha2","kind":"ClusterIssuer","deprecatedIn":"v1.4.0","removedIn":"v1.6.0","droppedFromCrdIn":"v1.7.0","storedVersionsMigration":true,"replacement":{"apiVersion":"cert-manager.io/v1","kind":"ClusterIssuer","availableIn":"v1.0.0"},"notes":"Every CRD lists it as not served from v1.6.0, and v1.7.0 drops it from the CRDs.","source":"cert-manager/cert-manager pkg/internal/apis/certmanager/validation/deprecation.go @ v1.4.0 (5e2a6883c120), the webhook\'s warning: \\"%s %s is deprecated in v1.4+, unavailable in v1.6+; use %v %s\\"; CRDs (addon-crds/cert-manager.yaml, v0.10.0..v1.21.1): not served from v1.6.0, not listed from v1.7.0","url":"https://cert-manager.io/docs/releases/upgrading/remove-deprecated-apis/"},{"addon":"cert-manager","apiVersion":"cert-manager.io/v1alpha2","kind":"Issuer","deprecatedIn":"v1.4.0","removedIn":"v1.6.0","droppedFromCrdIn":"v1.7.0","storedVersionsMigration":true,"replacement":{"apiVersion":"cert-manager.io/v1","kind":"Issuer","availableIn":"v1.0.0"},"notes":"Every CRD lists it as not served from v1.6.0, and v1.7.0 drops it from the CRDs.","source":"cert-manager/cert-manager pkg/internal/apis/certmanager/validation/deprecation.go @ v1.4.0 (5e2a6883c120), the webhook\'s warning: \\"%s %s is deprecated in v1.4+, unavailable in v1.6+; use %v %s\\"; CRDs (addon-crds/cert-manager.yaml, v0.10.0..v1.21.1): not served from v1.6.0, not listed from v1.7.0","url":"https://cert-manager.io/docs/releases/upgrading/remove-deprecated-apis/"},{"addon":"cert-manager","apiVersion":"cert-manager.io/v1alpha3","kind":"Certificate","deprecatedIn":"v1.4.0","removedIn":"v1.6.0","droppedFromCrdIn":"v1.7.0","storedVersionsMigration":true,"replacement":{"apiVersion":"cert-manager.io/v1","kind":"Certificate","availableIn":"v1.0.0"},"source":"cert-manager/cert-manager pkg/internal/apis/certmanager/validation/deprecation.go @ v1.4.0 (5e2a6883c120), the webhook\'s warning: \\"%s %s is deprecated in v1.4+, unavailable in v1.6+; use %v %s\\"; CRDs (addon-crds/cert-manager.yaml, v0.10.0..v1.21.1): not served from v1.6.0, not listed from v1.7.0","url":"https://cert-manager.io/docs/releases/upgrading/remove-deprecated-apis/"},{"addon":"cert-manager","apiVersion":"cert-manager.io/v1alpha3","kind":"CertificateRequest","deprecatedIn":"v1.4.0","removedIn":"v1.6.0","droppedFromCrdIn":"v1.7.0","storedVersionsMigration":true,"replacement":{"apiVersion":"cert-manager.io/v1","kind":"CertificateRequest","availableIn":"v1.0.0"},"source":"cert-manager/cert-manager pkg/internal/apis/certmanager/validation/deprecation.go @ v1.4.0 (5e2a6883c120), the webhook\'s warning: \\"%s %s is deprecated in v1.4+, unavailable in v1.6+; use %v %s\\"; CRDs (addon-crds/cert-manager.yaml, v0.10.0..v1.21.1): not served from v1.6.0, not listed from v1.7.0","url":"https://cert-manager.io/docs/releases/upgrading/remove-deprecated-apis/"},{"addon":"cert-manager","apiVersion":"cert-manager.io/v1alpha3","kind":"ClusterIssuer","deprecatedIn":"v1.4.0","removedIn":"v1.6.0","droppedFromCrdIn":"v1.7.0","storedVersionsMigration":true,"replacement":{"apiVersion":"cert-manager.io/v1","kind":"ClusterIssuer","availableIn":"v1.0.0"},"source":"cert-manager/cert-manager pkg/internal/apis/certmanager/validation/deprecation.go @ v1.4.0 (5e2a6883c120), the webhook\'s warning: \\"%s %s is deprecated in v1.4+, unavailable in v1.6+; use %v %s\\"; CRDs (addon-crds/cert-manager.yaml, v0.10.0..v1.21.1): not served from v1.6.0, not listed from v1.7.0","url":"https://cert-manager.io/docs/releases/upgrading/remove-deprecated-apis/"},{"addon":"cert-manager","apiVersion":"cert-manager.io/v1alpha3","kind":"Issuer","deprecatedIn":"v1.4.0","removedIn":"v1.6.0","droppedFromCrdIn":"v1.7.0","storedVersionsMigration":true,"replacement":{"apiVersion":"cert-manager.io/v1","kind":"Issuer","availableIn":"v1.0.0"},"source":"cert-manager/cert-manager pkg/internal/apis/certmanager/validation/deprecation.go @ v1.4.0 (5e2a6883c120), the webhook\'s warning: \\"%s %s is deprecated in v1.4+, unavailable in v1.6+; use %v %s\\"; CRDs (addon-crds/cert-manager.yaml, v0.10.0..v1.21.1): not served from v1.6.0, not listed from v1.7.0","url":"https://cert-manager.io/docs/releases/upgrading/remove-deprecated-apis/"},{"addon":"cert-manager","apiVersion":"cert-manager.io/v1beta1","kind":"Certificate","deprecatedIn":"v1.4.0","removedIn":"v1.6.0","droppedFromCrdIn":"v1.7.0","storedVersionsMigration":true,"replacement":{"apiVersion":"cert-manager.io/v1","kind":"Certificate","availableIn":"v1.0.0"},"source":"cert-manager/cert-manager pkg/internal/apis/certmanager/validation/deprecation.go @ v1.4.0 (5e2a6883c120), the webhook\'s warning: \\"%s %s is deprecated in v1.4+, unavailable in v1.6+; use %v %s\\"; CRDs (addon-crds/cert-manager.yaml, v0.10.0..v1.21.1): not served from v1.6.0, not listed from v1.7.0","url":"https://cert-manager.io/docs/releases/upgrading/remove-deprecated-apis/"},{"addon":"cert-manager","apiVersion":"cert-manager.io/v1beta1","kind":"CertificateRequest","deprecatedIn":"v1.4.0","removedIn":"v1.6.0","droppedFromCrdIn":"v1.7.0","storedVersionsMigration":true,"replacement":{"apiVersion":"cert-manager.io/v1","kind":"CertificateRequest","availableIn":"v1.0.0"},"source":"cert-manager/cert-manager pkg/internal/apis/certmanager/validation/deprecation.go @ v1.4.0 (5e2a6883c120), the webhook\'s warning: \\"%s %s is deprecated in v1.4+, unavailable in v1.6+; use %v %s\\"; CRDs (addon-crds/cert-manager.yaml, v0.10.0..v1.21.1): not served from v1.6.0, not listed from v1.7.0","url":"https://cert-manager.io/docs/releases/upgrading/remove-deprecated-apis/"},{"addon":"cert-manager","apiVersion":"cert-manager.io/v1beta1","kind":"ClusterIssuer","deprecatedIn":"v1.4.0","removedIn":"v1.6.0","droppedFromCrdIn":"v1.7.0","storedVersionsMigration":true,"replacement":{"apiVersion":"cert-manager.io/v1","kind":"ClusterIssuer","availableIn":"v1.0.0"},"source":"cert-manager/cert-manager pkg/internal/apis/certmanager/validation/deprecation.go @ v1.4.0 (5e2a6883c120), the webhook\'s warning: \\"%s %s is deprecated in v1.4+, unavailable in v1.6+; use %v %s\\"; CRDs (addon-crds/cert-manager.yaml, v0.10.0..v1.21.1): not served from v1.6.0, not listed from v1.7.0","url":"https://cert-manager.io/docs/releases/upgrading/remove-deprecated-apis/"},{"addon":"cert-manager","apiVersion":"cert-manager.io/v1beta1","kind":"Issuer","deprecatedIn":"v1.4.0","removedIn":"v1.6.0","droppedFromCrdIn":"v1.7.0","storedVersionsMigration":true,"replacement":{"apiVersion":"cert-manager.io/v1","kind":"Issuer","availableIn":"v1.0.0"},"source":"cert-manager/cert-manager pkg/internal/apis/certmanager/validation/deprecation.go @ v1.4.0 (5e2a6883c120), the webhook\'s warning: \\"%s %s is deprecated in v1.4+, unavailable in v1.6+; use %v %s\\"; CRDs (addon-crds/cert-manager.yaml, v0.10.0..v1.21.1): not served from v1.6.0, not listed from v1.7.0","url":"https://cert-manager.io/docs/releases/upgrading/remove-deprecated-apis/"},{"addon":"cert-manager","apiVersion":"certmanager.k8s.io/v1alpha1","kind":"Certificate","deprecatedIn":null,"removedIn":"v0.11.0","droppedFromCrdIn":"v0.11.0","storedVersionsMigration":false,"replacement":{"apiVersion":"cert-manager.io/v1","kind":"Certificate","availableIn":"v1.0.0"},"notes":"v0.11 renamed the API group to cert-manager.io (then v1alpha2) with no conversion: back up the resources, uninstall cert-manager, delete the certmanager.k8s.io CRDs, change the apiVersion, reinstall and restore.","source":"cert-manager/website content/docs/releases/upgrading/upgrading-0.10-0.11.md @ 776e5dba5651: \\"The `v0.11` release marks the removal of the `v1alpha1` API that was used in previous versions of cert-manager, as well as our API group changing to be `cert-manager.io` instead of `certmanager.k8s.io`.\\"; CRDs (addon-crds/cert-manager.yaml, v0.10.0..v1.21.1): not served from v0.11.0, not listed from v0.11.0","url":"https://cert-manager.io/docs/releases/upgrading/upgrading-0.10-0.11/"},{"addon":"cert-manager","apiVersion":"certmanager.k8s.io/v1alpha1","kind":"CertificateRequest","deprecatedIn":null,"removedIn":"v0.11.0","droppedFromCrdIn":"v0.11.0","storedVersionsMigration":false,"replacement":{"apiVersion":"cert-manager.io/v1","kind":"CertificateRequest","availableIn":"v1.0.0"},"notes":"v0.11 renamed the API group to cert-manager.io (then v1alpha2) with no conversion: back up the resources, uninstall cert-manager, delete the certmanager.k8s.io CRDs, change the apiVersion, reinstall and restore.","source":"cert-manager/website content/docs/releases/upgrading/upgrading-0.10-0.11.md @ 776e5dba5651: \\"The `v0.11` release marks the removal of the `v1alpha1` API that was used in previous versions of cert-manager, as well as our API group changing to be `cert-manager.io` instead of `certmanager.k8s.io`.\\"; CRDs (addon-crds/cert-manager.yaml, v0.10.0..v1.21.1): not served from v0.11.0, not listed from v0.11.0","url":"https://cert-manager.io/docs/releases/upgrading/upgrading-0.10-0.11/"},{"addon":"cert-manager","apiVersion":"certmanager.k8s.io/v1alpha1","kind":"Challenge","deprecatedIn":null,"removedIn":"v0.11.0","droppedFromCrdIn":"v0.11.0","storedVersionsMigration":false,"replacement":{"apiVersion":"acme.cert-manager.io/v1","kind":"Challenge","availableIn":"v1.0.0"},"notes":"v0.11 renamed the API group (Orders and Challenges moved to acme.cert-manager.io) with no conversion; cert-manager creates these objects itself, so recreate the Certificates rather than the Orders.","source":"cert-manager/website content/docs/releases/upgrading/upgrading-0.10-0.11.md @ 776e5dba5651: \\"The `v0.11` release marks the removal of the `v1alpha1` API that was used in previous versions of cert-manager, as well as our API group changing to be `cert-manager.io` instead of `certmanager.k8s.io`.\\"; CRDs (addon-crds/cert-manager.yaml, v0.10.0..v1.21.1): not served from v0.11.0, not listed from v0.11.0","url":"https://cert-manager.io/docs/releases/upgrading/upgrading-0.10-0.11/"},{"addon":"cert-manager","apiVersion":"certmanager.k8s.io/v1alpha1","kind":"ClusterIssuer","deprecatedIn":null,"removedIn":"v0.11.0","droppedFromCrdIn":"v0.11.0","storedVersionsMigration":false,"replacement":{"apiVersion":"cert-manager.io/v1","kind":"ClusterIssuer","availableIn":"v1.0.0"},"notes":"v0.11 renamed the API group to cert-manager.io (then v1alpha2) with no conversion: back up the resources, uninstall cert-manager, delete the certmanager.k8s.io CRDs, change the apiVersion, reinstall and restore.","source":"cert-manager/website content/docs/releases/upgrading/upgrading-0.10-0.11.md @ 776e5dba5651: \\"The `v0.11` release marks the removal of the `v1alpha1` API that was used in previous versions of cert-manager, as well as our API group changing to be `cert-manager.io` instead of `certmanager.k8s.io`.\\"; CRDs (addon-crds/cert-manager.yaml, v0.10.0..v1.21.1): not served from v0.11.0, not listed from v0.11.0","url":"https://cert-manager.io/docs/releases/upgrading/upgrading-0.10-0.11/"},{"addon":"cert-manager","apiVersion":"certmanager.k8s.io/v1alpha1","kind":"Issuer","deprecatedIn":null,"removedIn":"v0.11.0","droppedFromCrdIn":"v0.11.0","storedVersionsMigration":false,"replacement":{"apiVersion":"cert-manager.io/v1","kind":"Issuer","availableIn":"v1.0.0"},"notes":"v0.11 renamed the API group to cert-manager.io (then v1alpha2) with no conversion: back up the resources, uninstall cert-manager, delete the certmanager.k8s.io CRDs, change the apiVersion, reinstall and restore.","source":"cert-manager/website content/docs/releases/upgrading/upgrading-0.10-0.11.md @ 776e5dba5651: \\"The `v0.11` release marks the removal of the `v1alpha1` API that was used in previous versions of cert-manager, as well as our API group changing to be `cert-manager.io` instead of `certmanager.k8s.io`.\\"; CRDs (addon-crds/cert-manager.yaml, v0.10.0..v1.21.1): not served from v0.11.0, not listed from v0.11.0","url":"https://cert-manager.io/docs/releases/upgrading/upgrading-0.10-0.11/"},{"addon":"cert-manager","apiVersion":"certmanager.k8s.io/v1alpha1","kind":"Order","deprecatedIn":null,"removedIn":"v0.11.0","droppedFromCrdIn":"v0.11.0","storedVersionsMigration":false,"replacement":{"apiVersion":"acme.cert-manager.io/v1","kind":"Order","availableIn":"v1.0.0"},"notes":"v0.11 renamed the API group (Orders and Challenges moved to acme.cert-manager.io) with no conversion; cert-manager creates these objects itself, so recreate the Certificates rather than the Orders.","source":"cert-manager/website content/docs/releases/upgrading/upgrading-0.10-0.11.md @ 776e5dba5651: \\"The `v0.11` release marks the removal of the `v1alpha1` API that was used in previous versions of cert-manager, as well as our API group changing to be `cert-manager.io` instead of `certmanager.k8s.io`.\\"; CRDs (addon-crds/cert-manager.yaml, v0.10.0..v1.21.1): not served from v0.11.0, not listed from v0.11.0","url":"https://cert-manager.io/docs/releases/upgrading/upgrading-0.10-0.11/"},{"addon":"external-secrets","apiVersion":"external-secrets.io/v1alpha1","kind":"ClusterSecretStore","deprecatedIn":"v0.5.0","removedIn":"v0.16.0","droppedFromCrdIn":"v0.16.0","storedVersionsMigration":true,"replacement":{"apiVersion":"external-secrets.io/v1","kind":"ClusterSecretStore","availableIn":"v0.16.0"},"notes":"PushSecret and ClusterPushSecret are still only external-secrets.io/v1alpha1, and stay so.","source":"external-secrets/external-secrets docs/guides/v1beta1.md @ v2.9.0 (378bdb622ed9): \\"From version v0.5.0, `v1alpha1` version is deprecated, and `v1beta1` is in place.\\"; CRDs (addon-crds/external-secrets.yaml, v0.4.0..v2.9.0): deprecated: true from v0.5.0, not served from v0.16.0, not listed from v0.16.0","url":"https://github.com/external-secrets/external-secrets/releases/tag/v0.16.0"},{"addon":"external-secrets","apiVersion":"external-secrets.io/v1alpha1","kind":"ExternalSecret","deprecatedIn":"v0.5.0","removedIn":"v0.16.0","droppedFromCrdIn":"v0.16.0","storedVersionsMigration":true,"replacement":{"apiVersion":"external-secrets.io/v1","kind":"ExternalSecret","availableIn":"v0.16.0"},"notes":"PushSecret and ClusterPushSecret are still only external-secrets.io/v1alpha1, and stay so.","source":"external-secrets/external-secrets docs/guides/v1beta1.md @ v2.9.0 (378bdb622ed9): \\"From version v0.5.0, `v1alpha1` version is deprecated, and `v1beta1` is in place.\\"; CRDs (addon-crds/external-secrets.yaml, v0.4.0..v2.9.0): deprecated: true from v0.5.0, not served from v0.16.0, not listed from v0.16.0","url":"https://github.com/external-secrets/external-secrets/releases/tag/v0.16.0"},{"addon":"external-secrets","apiVersion":"external-secrets.io/v1alpha1","kind":"SecretStore","deprecatedIn":"v0.5.0","removedIn":"v0.16.0","droppedFromCrdIn":"v0.16.0","storedVersionsMigration":true,"replacement":{"apiVersion":"external-secrets.io/v1","kind":"SecretStore","availableIn":"v0.16.0"},"notes":"PushSecret and ClusterPushSecret are still only external-secrets.io/v1alpha1, and stay so.","source":"external-secrets/external-secrets docs/guides/v1beta1.md @ v2.9.0 (378bdb622ed9): \\"From version v0.5.0, `v1alpha1` version is deprecated, and `v1beta1` is in place.\\"; CRDs (addon-crds/external-secrets.yaml, v0.4.0..v2.9.0): deprecated: true from v0.5.0, not served from v0.16.0, not listed from v0.16.0","url":"https://github.com/external-secrets/external-secrets/releases/tag/v0.16.0"},{"addon":"external-secrets","apiVersion":"external-secrets.io/v1beta1","kind":"ClusterExternalSecret","deprecatedIn":"v0.17.0","removedIn":"v0.17.0","droppedFromCrdIn":null,"storedVersionsMigration":false,"replacement":{"apiVersion":"external-secrets.io/v1","kind":"ClusterExternalSecret","availableIn":"v0.16.0"},"notes":"v0.17.0 stopped serving v1beta1 and marked it deprecated in one step; it stays in the CRDs unserved, so stored objects are read back as v1.","source":"external-secrets/external-secrets commit 196252d32cdc (first in v0.17.0): \\"chore: unserve v1beta1 and mark it as deprecated (#4758)\\"; CRDs (addon-crds/external-secrets.yaml, v0.4.0..v2.9.0): deprecated: true from v0.17.0, not served from v0.17.0, still listed in v2.9.0","url":"https://github.com/external-secrets/external-secrets/releases/tag/v0.17.0"},{"addon":"external-secrets","apiVersion":"external-secrets.io/v1beta1","kind":"ClusterSecretStore","deprecatedIn":"v0.17.0","removedIn":"v0.17.0","droppedFromCrdIn":null,"storedVersionsMigration":false,"replacement":{"apiVersion":"external-secrets.io/v1","kind":"ClusterSecretStore","availableIn":"v0.16.0"},"notes":"v0.17.0 stopped serving v1beta1 and marked it deprecated in one step; it stays in the CRDs unserved, so stored objects are read back as v1.","source":"external-secrets/external-secrets commit 196252d32cdc (first in v0.17.0): \\"chore: unserve v1beta1 and mark it as deprecated (#4758)\\"; CRDs (addon-crds/external-secrets.yaml, v0.4.0..v2.9.0): deprecated: true from v0.17.0, not served from v0.17.0, still listed in v2.9.0","url":"https://github.com/external-secrets/external-secrets/releases/tag/v0.17.0"},{"addon":"external-secrets","apiVersion":"external-secrets.io/v1beta1","kind":"ExternalSecret","deprecatedIn":"v0.17.0","removedIn":"v0.17.0","droppedFromCrdIn":null,"storedVersionsMigration":false,"replacement":{"apiVersion":"external-secrets.io/v1","kind":"ExternalSecret","availableIn":"v0.16.0"},"notes":"v0.17.0 stopped serving v1beta1 and marked it deprecated in one step; it stays in the CRDs unserved, so stored objects are read back as v1.","source":"external-secrets/external-secrets commit 196252d32cdc (first in v0.17.0): \\"chore: unserve v1beta1 and mark it as deprecated (#4758)\\"; CRDs (addon-crds/external-secrets.yaml, v0.4.0..v2.9.0): deprecated: true from v0.17.0, not served from v0.17.0, still listed in v2.9.0","url":"https://github.com/external-secrets/external-secrets/releases/tag/v0.17.0"},{"addon":"external-secrets","apiVersion":"external-secrets.io/v1beta1","kind":"SecretStore","deprecatedIn":"v0.17.0","removedIn":"v0.17.0","droppedFromCrdIn":null,"storedVersionsMigration":false,"replacement":{"apiVersion":"external-secrets.io/v1","kind":"SecretStore","availableIn":"v0.16.0"},"notes":"v0.17.0 stopped serving v1beta1 and marked it deprecated in one step; it stays in the CRDs unserved, so stored objects are read back as v1.","source":"external-secrets/external-secrets commit 196252d32cdc (first in v0.17.0): \\"chore: unserve v1beta1 and mark it as deprecated (#4758)\\"; CRDs (addon-crds/external-secrets.yaml, v0.4.0..v2.9.0): deprecated: true from v0.17.0, not served from v0.17.0, still listed in v2.9.0","url":"https://github.com/external-secrets/external-secrets/releases/tag/v0.17.0"},{"addon":"external-snapshotter","apiVersion":"groupsnapshot.storage.k8s.io/v1alpha1","kind":"VolumeGroupSnapshot","deprecatedIn":null,"removedIn":"v8.2.0","droppedFromCrdIn":"v8.2.0","storedVersionsMigration":true,"replacement":{"apiVersion":"groupsnapshot.storage.k8s.io/v1","kind":"VolumeGroupSnapshot","availableIn":"v8.6.0"},"notes":"v1beta1 replaced it in v8.2.0 with no conversion, then v1beta2 (v8.4.0) and v1 (v8.6.0).","storedVersionsFix":"The v8.2.0 CRDs carry v1beta1 only, with no conversion: delete the alpha group snapshot objects and recreate them after the upgrade (no upstream procedure exists; this follows from the CRD change).","unconfirmed":"the stored-version consequence follows from the CRD change; the changelog gives no procedure","source":"kubernetes-csi/external-snapshotter CHANGELOG/CHANGELOG-8.2.md (#1150) @ v8.6.0 (78e32cd84e0a): \\"are now available in `v1beta1` version. The support for the `v1alpha1` version have been removed.\\"; CRDs (addon-crds/external-snapshotter.yaml, v2.0.0..v8.6.0): not served from v8.2.0, not listed from v8.2.0","url":"https://github.com/kubernetes-csi/external-snapshotter/blob/master/CHANGELOG/CHANGELOG-8.2.md"},{"addon":"external-snapshotter","apiVersion":"groupsnapshot.storage.k8s.io/v1alpha1","kind":"VolumeGroupSnapshotClass","deprecatedIn":null,"removedIn":"v8.2.0","droppedFromCrdIn":"v8.2.0","storedVersionsMigration":true,"replacement":{"apiVersion":"groupsnapshot.storage.k8s.io/v1","kind":"VolumeGroupSnapshotClass","availableIn":"v8.6.0"},"notes":"v1beta1 replaced it in v8.2.0 with no conversion, then v1beta2 (v8.4.0) and v1 (v8.6.0).","storedVersionsFix":"The v8.2.0 CRDs carry v1beta1 only, with no conversion: delete the alpha group snapshot objects and recreate them after the upgrade (no upstream procedure exists; this follows from the CRD change).","unconfirmed":"the stored-version consequence follows from the CRD change; the changelog gives no procedure","source":"kubernetes-csi/external-snapshotter CHANGELOG/CHANGELOG-8.2.md (#1150) @ v8.6.0 (78e32cd84e0a): \\"are now available in `v1beta1` version. The support for the `v1alpha1` version have been removed.\\"; CRDs (addon-crds/external-snapshotter.yaml, v2.0.0..v8.6.0): not served from v8.2.0, not listed from v8.2.0","url":"https://github.com/kubernetes-csi/external-snapshotter/blob/master/CHANGELOG/CHANGELOG-8.2.md"},{"addon":"external-snapshotter","apiVersion":"groupsnapshot.storage.k8s.io/v1alpha1","kind":"VolumeGroupSnapshotContent","deprecatedIn":null,"removedIn":"v8.2.0","droppedFromCrdIn":"v8.2.0","storedVersionsMigration":true,"replacement":{"apiVersion":"groupsnapshot.storage.k8s.io/v1","kind":"VolumeGroupSnapshotContent","availableIn":"v8.6.0"},"notes":"v1beta1 replaced it in v8.2.0 with no conversion, then v1beta2 (v8.4.0) and v1 (v8.6.0).","storedVersionsFix":"The v8.2.0 CRDs carry v1beta1 only, with no conversion: delete the alpha group snapshot objects and recreate them after the upgrade (no upstream procedure exists; this follows from the CRD change).","unconfirmed":"the stored-version consequence follows from the CRD change; the changelog gives no procedure","source":"kubernetes-csi/external-snapshotter CHANGELOG/CHANGELOG-8.2.md (#1150) @ v8.6.0 (78e32cd84e0a): \\"are now available in `v1beta1` version. The support for the `v1alpha1` version have been removed.\\"; CRDs (addon-crds/external-snapshotter.yaml, v2.0.0..v8.6.0): not served from v8.2.0, not listed from v8.2.0","url":"https://github.com/kubernetes-csi/external-snapshotter/blob/master/CHANGELOG/CHANGELOG-8.2.md"},{"addon":"external-snapshotter","apiVersion":"groupsnapshot.storage.k8s.io/v1beta1","kind":"VolumeGroupSnapshot","deprecatedIn":"v8.4.0","removedIn":null,"droppedFromCrdIn":null,"storedVersionsMigration":false,"replacement":{"apiVersion":"groupsnapshot.storage.k8s.io/v1","kind":"VolumeGroupSnapshot","availableIn":"v8.6.0"},"notes":"v1beta2 is the storage version since v8.4.0; serving v1beta1 beside it needs the snapshot conversion webhook.","source":"kubernetes-csi/external-snapshotter CHANGELOG/CHANGELOG-8.4.md (#1337) @ v8.6.0 (78e32cd84e0a): \\"The `v1beta1` VolumeGroupSnapshot API is now marked as deprecated.\\"; CRDs (addon-crds/external-snapshotter.yaml, v2.0.0..v8.6.0): deprecated: true from v8.4.0, served in v8.6.0","url":"https://github.com/kubernetes-csi/external-snapshotter/blob/master/CHANGELOG/CHANGELOG-8.4.md"},{"addon":"external-snapshotter","apiVersion":"groupsnapshot.storage.k8s.io/v1beta1","kind":"VolumeGroupSnapshotClass","deprecatedIn":"v8.4.0","removedIn":null,"droppedFromCrdIn":null,"storedVersionsMigration":false,"replacement":{"apiVersion":"groupsnapshot.storage.k8s.io/v1","kind":"VolumeGroupSnapshotClass","availableIn":"v8.6.0"},"notes":"v1beta2 is the storage version since v8.4.0; serving v1beta1 beside it needs the snapshot conversion webhook.","source":"kubernetes-csi/external-snapshotter CHANGELOG/CHANGELOG-8.4.md (#1337) @ v8.6.0 (78e32cd84e0a): \\"The `v1beta1` VolumeGroupSnapshot API is now marked as deprecated.\\"; CRDs (addon-crds/external-snapshotter.yaml, v2.0.0..v8.6.0): deprecated: true from v8.4.0, served in v8.6.0","url":"https://github.com/kubernetes-csi/external-snapshotter/blob/master/CHANGELOG/CHANGELOG-8.4.md"},{"addon":"external-snapshotter","apiVersion":"groupsnapshot.storage.k8s.io/v1beta1","kind":"VolumeGroupSnapshotContent","deprecatedIn":"v8.4.0","removedIn":null,"droppedFromCrdIn":null,"storedVersionsMigration":false,"replacement":{"apiVersion":"groupsnapshot.storage.k8s.io/v1","kind":"VolumeGroupSnapshotContent","availableIn":"v8.6.0"},"notes":"v1beta2 is the storage version since v8.4.0; serving v1beta1 beside it needs the snapshot conversion webhook.","source":"kubernetes-csi/external-snapshotter CHANGELOG/CHANGELOG-8.4.md (#1337) @ v8.6.0 (78e32cd84e0a): \\"The `v1beta1` VolumeGroupSnapshot API is now marked as deprecated.\\"; CRDs (addon-crds/external-snapshotter.yaml, v2.0.0..v8.6.0): deprecated: true from v8.4.0, served in v8.6.0","url":"https://github.com/kubernetes-csi/external-snapshotter/blob/master/CHANGELOG/CHANGELOG-8.4.md"},{"addon":"external-snapshotter","apiVersion":"snapshot.storage.k8s.io/v1alpha1","kind":"VolumeSnapshot","deprecatedIn":null,"removedIn":"v2.0.0","droppedFromCrdIn":"v2.0.0","storedVersionsMigration":false,"replacement":{"apiVersion":"snapshot.storage.k8s.io/v1","kind":"VolumeSnapshot","availableIn":"v4.0.0"},"notes":"v1beta1 (v2.0) is not backward compatible: delete the v1alpha1 VolumeSnapshots (the storage-side snapshots are deleted with them), uninstall the v1alpha1 CRDs, install the new ones and recreate the snapshots. Releases before v2.0.0 ship no CRD file: the csi-snapshotter sidecar created the v1alpha1 CRDs itself.","source":"kubernetes-csi/external-snapshotter CHANGELOG/CHANGELOG-2.0.md (#139) @ v8.6.0 (78e32cd84e0a): \\"Changes VolumeSnapshot CRD version from v1alpha1 to v1beta1. v1alpha1 is no longer supported.\\"; CRDs (addon-crds/external-snapshotter.yaml, v2.0.0..v8.6.0): never list the version","url":"https://github.com/kubernetes-csi/external-snapshotter/blob/master/CHANGELOG/CHANGELOG-2.0.md"},{"addon":"external-snapshotter","apiVersion":"snapshot.storage.k8s.io/v1alpha1","kind":"VolumeSnapshotClass","deprecatedIn":null,"removedIn":"v2.0.0","droppedFromCrdIn":"v2.0.0","storedVersionsMigration":false,"replacement":{"apiVersion":"snapshot.storage.k8s.io/v1","kind":"VolumeSnapshotClass","availableIn":"v4.0.0"},"notes":"v1beta1 (v2.0) is not backward compatible: delete the v1alpha1 VolumeSnapshots (the storage-side snapshots are deleted with them), uninstall the v1alpha1 CRDs, install the new ones and recreate the snapshots. Releases before v2.0.0 ship no CRD file: the csi-snapshotter sidecar created the v1alpha1 CRDs itself.","source":"kubernetes-csi/external-snapshotter CHANGELOG/CHANGELOG-2.0.md (#139) @ v8.6.0 (78e32cd84e0a): \\"Changes VolumeSnapshot CRD version from v1alpha1 to v1beta1. v1alpha1 is no longer supported.\\"; CRDs (addon-crds/external-snapshotter.yaml, v2.0.0..v8.6.0): never list the version","url":"https://github.com/kubernetes-csi/external-snapshotter/blob/master/CHANGELOG/CHANGELOG-2.0.md"},{"addon":"external-snapshotter","apiVersion":"snapshot.storage.k8s.io/v1alpha1","kind":"VolumeSnapshotContent","deprecatedIn":null,"removedIn":"v2.0.0","droppedFromCrdIn":"v2.0.0","storedVersionsMigration":false,"replacement":{"apiVersion":"snapshot.storage.k8s.io/v1","kind":"VolumeSnapshotContent","availableIn":"v4.0.0"},"notes":"v1beta1 (v2.0) is not backward compatible: delete the v1alpha1 VolumeSnapshots (the storage-side snapshots are deleted with them), uninstall the v1alpha1 CRDs, install the new ones and recreate the snapshots. Releases before v2.0.0 ship no CRD file: the csi-snapshotter sidecar created the v1alpha1 CRDs itself.","source":"kubernetes-csi/external-snapshotter CHANGELOG/CHANGELOG-2.0.md (#139) @ v8.6.0 (78e32cd84e0a): \\"Changes VolumeSnapshot CRD version from v1alpha1 to v1beta1. v1alpha1 is no longer supported.\\"; CRDs (addon-crds/external-snapshotter.yaml, v2.0.0..v8.6.0): never list the version","url":"https://github.com/kubernetes-csi/external-snapshotter/blob/master/CHANGELOG/CHANGELOG-2.0.md"},{"addon":"external-snapshotter","apiVersion":"snapshot.storage.k8s.io/v1beta1","kind":"VolumeSnapshot","deprecatedIn":"v4.1.0","removedIn":"v6.0.0","droppedFromCrdIn":null,"storedVersionsMigration":false,"replacement":{"apiVersion":"snapshot.storage.k8s.io/v1","kind":"VolumeSnapshot","availableIn":"v4.0.0"},"notes":"Install the snapshot validation webhook and delete invalid v1beta1 objects before v4.1; from v6.0.1 the CRDs keep v1beta1 as not served, so old storedVersions do not block the CRD update (skip v6.0.0 itself, whose CRDs drop it).","source":"kubernetes-csi/external-snapshotter CHANGELOG/CHANGELOG-4.1.md, Deprecations (#493), @ v8.6.0 (78e32cd84e0a): \\"VolumeSnapshot v1beta1 is deprecated and will be removed in a future release. It is recommended for users to upgrade to VolumeSnapshot CRD version v1 as soon as possible. Any previously created invalid v1beta1 objects have to be deleted before upgrading to version 4.1.0.\\"; CRDs (addon-crds/external-snapshotter.yaml, v2.0.0..v8.6.0): deprecated: true from v4.1.0 (with a deprecationWarning), not served from v6.0.0, still listed in v8.6.0","url":"https://github.com/kubernetes-csi/external-snapshotter/blob/master/CHANGELOG/CHANGELOG-6.0.md"},{"addon":"external-snapshotter","apiVersion":"snapshot.storage.k8s.io/v1beta1","kind":"VolumeSnapshotClass","deprecatedIn":"v4.1.0","removedIn":"v6.0.0","droppedFromCrdIn":null,"storedVersionsMigration":false,"replacement":{"apiVersion":"snapshot.storage.k8s.io/v1","kind":"VolumeSnapshotClass","availableIn":"v4.0.0"},"notes":"Install the snapshot validation webhook and delete invalid v1beta1 objects before v4.1; from v6.0.1 the CRDs keep v1beta1 as not served, so old storedVersions do not block the CRD update (skip v6.0.0 itself, whose CRDs drop it).","source":"kubernetes-csi/external-snapshotter CHANGELOG/CHANGELOG-4.1.md, Deprecations (#493), @ v8.6.0 (78e32cd84e0a): \\"VolumeSnapshot v1beta1 is deprecated and will be removed in a future release. It is recommended for users to upgrade to VolumeSnapshot CRD version v1 as soon as possible. Any previously created invalid v1beta1 objects have to be deleted before upgrading to version 4.1.0.\\"; CRDs (addon-crds/external-snapshotter.yaml, v2.0.0..v8.6.0): deprecated: true from v4.1.0 (with a deprecationWarning), not served from v6.0.0, still listed in v8.6.0","url":"https://github.com/kubernetes-csi/external-snapshotter/blob/master/CHANGELOG/CHANGELOG-6.0.md"},{"addon":"external-snapshotter","apiVersion":"snapshot.storage.k8s.io/v1beta1","kind":"VolumeSnapshotContent","deprecatedIn":"v4.1.0","removedIn":"v6.0.0","droppedFromCrdIn":null,"storedVersionsMigration":false,"replacement":{"apiVersion":"snapshot.storage.k8s.io/v1","kind":"VolumeSnapshotContent","availableIn":"v4.0.0"},"notes":"Install the snapshot validation webhook and delete invalid v1beta1 objects before v4.1; from v6.0.1 the CRDs keep v1beta1 as not served, so old storedVersions do not block the CRD update (skip v6.0.0 itself, whose CRDs drop it).","source":"kubernetes-csi/external-snapshotter CHANGELOG/CHANGELOG-4.1.md, Deprecations (#493), @ v8.6.0 (78e32cd84e0a): \\"VolumeSnapshot v1beta1 is deprecated and will be removed in a future release. It is recommended for users to upgrade to VolumeSnapshot CRD version v1 as soon as possible. Any previously created invalid v1beta1 objects have to be deleted before upgrading to version 4.1.0.\\"; CRDs (addon-crds/external-snapshotter.yaml, v2.0.0..v8.6.0): deprecated: true from v4.1.0 (with a deprecationWarning), not served from v6.0.0, still listed in v8.6.0","url":"https://github.com/kubernetes-csi/external-snapshotter/blob/master/CHANGELOG/CHANGELOG-6.0.md"},{"addon":"flux","apiVersion":"helm.toolkit.fluxcd.io/v2beta1","kind":"HelmRelease","deprecatedIn":"v2.2.0","removedIn":"v2.7.0","droppedFromCrdIn":"v2.7.0","storedVersionsMigration":true,"replacement":{"apiVersion":"helm.toolkit.fluxcd.io/v2","kind":"HelmRelease","availableIn":"v2.3.0"},"notes":"Removed in helm-controller v1.4.0.","source":"fluxcd/helm-controller CHANGELOG.md, 1.4.0, @ v1.6.3 (372c34e2b4a4): \\"The `v2beta1` APIs were removed. Before upgrading the CRDs, Flux users must run [`flux migrate`](https://github.com/fluxcd/flux2/pull/5473) to migrate the cluster storage off `v2beta1`.\\"; CRDs (addon-crds/flux.yaml, v2.0.0..v2.9.0): deprecated: true from v2.2.0 (with a deprecationWarning), not served from v2.7.0, not listed from v2.7.0","url":"https://github.com/fluxcd/helm-controller/blob/main/CHANGELOG.md"},{"addon":"flux","apiVersion":"helm.toolkit.fluxcd.io/v2beta2","kind":"HelmRelease","deprecatedIn":"v2.3.0","removedIn":"v2.8.0","droppedFromCrdIn":"v2.8.0","storedVersionsMigration":true,"replacement":{"apiVersion":"helm.toolkit.fluxcd.io/v2","kind":"HelmRelease","availableIn":"v2.3.0"},"notes":"Removed in helm-controller v1.5.0.","source":"fluxcd/helm-controller CHANGELOG.md, 1.5.0, @ v1.6.3 (372c34e2b4a4): \\"The `v2beta2` APIs were removed. Before upgrading the CRDs, Flux users must run [`flux migrate`](https://github.com/fluxcd/flux2/pull/5473) to migrate the cluster storage off `v2beta2`.\\"; CRDs (addon-crds/flux.yaml, v2.0.0..v2.9.0): deprecated: true from v2.3.0 (with a deprecationWarning), not served from v2.8.0, not listed from v2.8.0","url":"https://github.com/fluxcd/helm-controller/blob/main/CHANGELOG.md"},{"addon":"flux","apiVersion":"image.toolkit.fluxcd.io/v1beta1","kind":"ImagePolicy","deprecatedIn":null,"removedIn":"v2.7.0","droppedFromCrdIn":"v2.7.0","storedVersionsMigration":true,"replacement":{"apiVersion":"image.toolkit.fluxcd.io/v1","kind":"ImagePolicy","availableIn":"v2.7.0"},"notes":"Removed in image-reflector-controller v1.0.0; image.toolkit.fluxcd.io/v1beta2 was served beside it from Flux v2.0.0 on, and the CRDs never marked v1beta1 deprecated.","source":"fluxcd/image-reflector-controller CHANGELOG.md, 1.0.0, @ v1.2.0 (cf3258bac412): \\"The `v1beta1` APIs were removed. Before upgrading the CRDs, Flux users must run [`flux migrate`](https://github.com/fluxcd/flux2/pull/5473) to migrate the cluster storage off `v1beta1`.\\"; CRDs (addon-crds/flux.yaml, v2.0.0..v2.9.0): not served from v2.7.0, not listed from v2.7.0","url":"https://github.com/fluxcd/image-reflector-controller/blob/main/CHANGELOG.md"},{"addon":"flux","apiVersion":"image.toolkit.fluxcd.io/v1beta1","kind":"ImageRepository","deprecatedIn":null,"removedIn":"v2.7.0","droppedFromCrdIn":"v2.7.0","storedVersionsMigration":true,"replacement":{"apiVersion":"image.toolkit.fluxcd.io/v1","kind":"ImageRepository","availableIn":"v2.7.0"},"notes":"Removed in image-reflector-controller v1.0.0; image.toolkit.fluxcd.io/v1beta2 was served beside it from Flux v2.0.0 on, and the CRDs never marked v1beta1 deprecated.","source":"fluxcd/image-reflector-controller CHANGELOG.md, 1.0.0, @ v1.2.0 (cf3258bac412): \\"The `v1beta1` APIs were removed. Before upgrading the CRDs, Flux users must run [`flux migrate`](https://github.com/fluxcd/flux2/pull/5473) to migrate the cluster storage off `v1beta1`.\\"; CRDs (addon-crds/flux.yaml, v2.0.0..v2.9.0): not served from v2.7.0, not listed from v2.7.0","url":"https://github.com/fluxcd/image-reflector-controller/blob/main/CHANGELOG.md"},{"addon":"flux","apiVersion":"image.toolkit.fluxcd.io/v1beta1","kind":"ImageUpdateAutomation","deprecatedIn":"v2.3.0","removedIn":"v2.7.0","droppedFromCrdIn":"v2.7.0","storedVersionsMigration":true,"replacement":{"apiVersion":"image.toolkit.fluxcd.io/v1","kind":"ImageUpdateAutomation","availableIn":"v2.7.0"},"notes":"Removed in image-automation-controller v1.0.0.","source":"fluxcd/image-automation-controller CHANGELOG.md, 1.0.0, @ v1.2.1 (aec086297d39): \\"The `v1beta1` APIs were removed. Before upgrading the CRDs, Flux users must run [`flux migrate`](https://github.com/fluxcd/flux2/pull/5473) to migrate the cluster storage off `v1beta1`.\\"; CRDs (addon-crds/flux.yaml, v2.0.0..v2.9.0): deprecated: true from v2.3.0 (with a deprecationWarning), not served from v2.7.0, not listed from v2.7.0","url":"https://github.com/fluxcd/image-automation-controller/blob/main/CHANGELOG.md"},{"addon":"flux","apiVersion":"image.toolkit.fluxcd.io/v1beta2","kind":"ImagePolicy","deprecatedIn":"v2.7.0","removedIn":"v2.9.0","droppedFromCrdIn":"v2.9.0","storedVersionsMigration":true,"replacement":{"apiVersion":"image.toolkit.fluxcd.io/v1","kind":"ImagePolicy","availableIn":"v2.7.0"},"notes":"Removed in image-reflector-controller v1.2.0.","source":"fluxcd/image-reflector-controller CHANGELOG.md, 1.2.0 (#896), @ v1.2.0 (cf3258bac412): \\"The `image.toolkit.fluxcd.io/v1beta2` APIs were removed. Before upgrading the CRDs, Flux users must follow the [upgrade procedure](https://github.com/fluxcd/flux2/discussions/5572) to migrate the cluster storage off `v1beta2`.\\"; CRDs (addon-crds/flux.yaml, v2.0.0..v2.9.0): deprecated: true from v2.7.0 (with a deprecationWarning), not served from v2.9.0, not listed from v2.9.0","url":"https://github.com/fluxcd/image-reflector-controller/blob/main/CHANGELOG.md"},{"addon":"flux","apiVersion":"image.toolkit.fluxcd.io/v1beta2","kind":"ImageRepository","deprecatedIn":"v2.7.0","removedIn":"v2.9.0","droppedFromCrdIn":"v2.9.0","storedVersionsMigration":true,"replacement":{"apiVersion":"image.toolkit.fluxcd.io/v1","kind":"ImageRepository","availableIn":"v2.7.0"},"notes":"Removed in image-reflector-controller v1.2.0.","source":"fluxcd/image-reflector-controller CHANGELOG.md, 1.2.0 (#896), @ v1.2.0 (cf3258bac412): \\"The `image.toolkit.fluxcd.io/v1beta2` APIs were removed. Before upgrading the CRDs, Flux users must follow the [upgrade procedure](https://github.com/fluxcd/flux2/discussions/5572) to migrate the cluster storage off `v1beta2`.\\"; CRDs (addon-crds/flux.yaml, v2.0.0..v2.9.0): deprecated: true from v2.7.0 (with a deprecationWarning), not served from v2.9.0, not listed from v2.9.0","url":"https://github.com/fluxcd/image-reflector-controller/blob/main/CHANGELOG.md"},{"addon":"flux","apiVersion":"image.toolkit.fluxcd.io/v1beta2","kind":"ImageUpdateAutomation","deprecatedIn":"v2.7.0","removedIn":"v2.9.0","droppedFromCrdIn":"v2.9.0","storedVersionsMigration":true,"replacement":{"apiVersion":"image.toolkit.fluxcd.io/v1","kind":"ImageUpdateAutomation","availableIn":"v2.7.0"},"notes":"Removed in image-automation-controller v1.2.0.","source":"fluxcd/image-automation-controller CHANGELOG.md, 1.2.0, @ v1.2.1 (aec086297d39): \\"The `image.toolkit.fluxcd.io/v1beta2` APIs were removed. Before upgrading the CRDs, Flux users must follow the [upgrade procedure](https://github.com/fluxcd/flux2/discussions/5572) to migrate the cluster storage off `v1beta2`.\\"; CRDs (addon-crds/flux.yaml, v2.0.0..v2.9.0): deprecated: true from v2.7.0 (with a deprecationWarning), not served from v2.9.0, not listed from v2.9.0","url":"https://github.com/fluxcd/image-automation-controller/blob/main/CHANGELOG.md"},{"addon":"flux","apiVersion":"kustomize.toolkit.fluxcd.io/v1beta1","kind":"Kustomization","deprecatedIn":"v2.0.0","removedIn":"v2.7.0","droppedFromCrdIn":"v2.7.0","storedVersionsMigration":true,"replacement":{"apiVersion":"kustomize.toolkit.fluxcd.io/v1","kind":"Kustomization","availableIn":"v2.0.0"},"notes":"Removed in kustomize-controller v1.7.0.","source":"fluxcd/kustomize-controller CHANGELOG.md, 1.7.0, @ v1.9.4 (1324b615da01): \\"The `v1beta1` APIs were removed. Before upgrading the CRDs, Flux users must run [`flux migrate`](https://github.com/fluxcd/flux2/pull/5473) to migrate the cluster storage off `v1beta1`.\\"; CRDs (addon-crds/flux.yaml, v2.0.0..v2.9.0): deprecated: true from v2.0.0 (with a deprecationWarning), not served from v2.7.0, not listed from v2.7.0","url":"https://github.com/fluxcd/kustomize-controller/blob/main/CHANGELOG.md"},{"addon":"flux","apiVersion":"kustomize.toolkit.fluxcd.io/v1beta2","kind":"Kustomization","deprecatedIn":"v2.0.0","removedIn":"v2.8.0","droppedFromCrdIn":"v2.8.0","storedVersionsMigration":true,"replacement":{"apiVersion":"kustomize.toolkit.fluxcd.io/v1","kind":"Kustomization","availableIn":"v2.0.0"},"notes":"Removed in kustomize-controller v1.8.0.","source":"fluxcd/kustomize-controller CHANGELOG.md, 1.8.0, @ v1.9.4 (1324b615da01): \\"The `v1beta2` APIs were removed. Before upgrading the CRDs, Flux users must run [`flux migrate`](https://github.com/fluxcd/flux2/pull/5473) to migrate the cluster storage off `v1beta2`.\\"; CRDs (addon-crds/flux.yaml, v2.0.0..v2.9.0): deprecated: true from v2.0.0 (with a deprecationWarning), not served from v2.8.0, not listed from v2.8.0","url":"https://github.com/fluxcd/kustomize-controller/blob/main/CHANGELOG.md"},{"addon":"flux","apiVersion":"notification.toolkit.fluxcd.io/v1beta1","kind":"Alert","deprecatedIn":"v2.2.0","removedIn":"v2.7.0","droppedFromCrdIn":"v2.7.0","storedVersionsMigration":true,"replacement":{"apiVersion":"notification.toolkit.fluxcd.io/v1beta3","kind":"Alert","availableIn":"v2.2.0"},"notes":"Removed in notification-controller v1.7.0.","source":"fluxcd/notification-controller CHANGELOG.md, 1.7.0 (#1157), @ v1.9.3 (0b6fcb118ea6): \\"The `v1beta1` APIs were removed. Before upgrading the CRDs, Flux users must run [`flux migrate`](https://github.com/fluxcd/flux2/pull/5473) to migrate the cluster storage off `v1beta1`.\\"; CRDs (addon-crds/flux.yaml, v2.0.0..v2.9.0): deprecated: true from v2.2.0 (with a deprecationWarning), not served from v2.7.0, not listed from v2.7.0","url":"https://github.com/fluxcd/notification-controller/blob/main/CHANGELOG.md"},{"addon":"flux","apiVersion":"notification.toolkit.fluxcd.io/v1beta1","kind":"Provider","deprecatedIn":"v2.2.0","removedIn":"v2.7.0","droppedFromCrdIn":"v2.7.0","storedVersionsMigration":true,"replacement":{"apiVersion":"notification.toolkit.fluxcd.io/v1beta3","kind":"Provider","availableIn":"v2.2.0"},"notes":"Removed in notification-controller v1.7.0.","source":"fluxcd/notification-controller CHANGELOG.md, 1.7.0 (#1157), @ v1.9.3 (0b6fcb118ea6): \\"The `v1beta1` APIs were removed. Before upgrading the CRDs, Flux users must run [`flux migrate`](https://github.com/fluxcd/flux2/pull/5473) to migrate the cluster storage off `v1beta1`.\\"; CRDs (addon-crds/flux.yaml, v2.0.0..v2.9.0): deprecated: true from v2.2.0 (with a deprecationWarning), not served from v2.7.0, not listed from v2.7.0","url":"https://github.com/fluxcd/notification-controller/blob/main/CHANGELOG.md"},{"addon":"flux","apiVersion":"notification.toolkit.fluxcd.io/v1beta1","kind":"Receiver","deprecatedIn":"v2.0.0","removedIn":"v2.7.0","droppedFromCrdIn":"v2.7.0","storedVersionsMigration":true,"replacement":{"apiVersion":"notification.toolkit.fluxcd.io/v1","kind":"Receiver","availableIn":"v2.0.0"},"notes":"Removed in notification-controller v1.7.0.","source":"fluxcd/notification-controller CHANGELOG.md, 1.7.0 (#1157), @ v1.9.3 (0b6fcb118ea6): \\"The `v1beta1` APIs were removed. Before upgrading the CRDs, Flux users must run [`flux migrate`](https://github.com/fluxcd/flux2/pull/5473) to migrate the cluster storage off `v1beta1`.\\"; CRDs (addon-crds/flux.yaml, v2.0.0..v2.9.0): deprecated: true from v2.0.0 (with a deprecationWarning), not served from v2.7.0, not listed from v2.7.0","url":"https://github.com/fluxcd/notification-controller/blob/main/CHANGELOG.md"},{"addon":"flux","apiVersion":"notification.toolkit.fluxcd.io/v1beta2","kind":"Alert","deprecatedIn":"v2.2.0","removedIn":"v2.9.0","droppedFromCrdIn":"v2.9.0","storedVersionsMigration":true,"replacement":{"apiVersion":"notification.toolkit.fluxcd.io/v1beta3","kind":"Alert","availableIn":"v2.2.0"},"notes":"Removed in notification-controller v1.9.0.","source":"fluxcd/notification-controller CHANGELOG.md, 1.9.0 (#1327), @ v1.9.3 (0b6fcb118ea6): \\"The `notification.toolkit.fluxcd.io/v1beta2` API group has reached end-of-life and has been removed from the CRDs. Before upgrading, migrate any remaining `v1beta2` resources to `v1`.\\"; CRDs (addon-crds/flux.yaml, v2.0.0..v2.9.0): deprecated: true from v2.2.0 (with a deprecationWarning), not served from v2.9.0, not listed from v2.9.0","url":"https://github.com/fluxcd/notification-controller/blob/main/CHANGELOG.md"},{"addon":"flux","apiVersion":"notification.toolkit.fluxcd.io/v1beta2","kind":"Provider","deprecatedIn":"v2.2.0","removedIn":"v2.9.0","droppedFromCrdIn":"v2.9.0","storedVersionsMigration":true,"replacement":{"apiVersion":"notification.toolkit.fluxcd.io/v1beta3","kind":"Provider","availableIn":"v2.2.0"},"notes":"Removed in notification-controller v1.9.0.","source":"fluxcd/notification-controller CHANGELOG.md, 1.9.0 (#1327), @ v1.9.3 (0b6fcb118ea6): \\"The `notification.toolkit.fluxcd.io/v1beta2` API group has reached end-of-life and has been removed from the CRDs. Before upgrading, migrate any remaining `v1beta2` resources to `v1`.\\"; CRDs (addon-crds/flux.yaml, v2.0.0..v2.9.0): deprecated: true from v2.2.0 (with a deprecationWarning), not served from v2.9.0, not listed from v2.9.0","url":"https://github.com/fluxcd/notification-controller/blob/main/CHANGELOG.md"},{"addon":"flux","apiVersion":"notification.toolkit.fluxcd.io/v1beta2","kind":"Receiver","deprecatedIn":"v2.0.0","removedIn":"v2.9.0","droppedFromCrdIn":"v2.9.0","storedVersionsMigration":true,"replacement":{"apiVersion":"notification.toolkit.fluxcd.io/v1","kind":"Receiver","availableIn":"v2.0.0"},"notes":"Removed in notification-controller v1.9.0.","source":"fluxcd/notification-controller CHANGELOG.md, 1.9.0 (#1327), @ v1.9.3 (0b6fcb118ea6): \\"The `notification.toolkit.fluxcd.io/v1beta2` API group has reached end-of-life and has been removed from the CRDs. Before upgrading, migrate any remaining `v1beta2` resources to `v1`.\\"; CRDs (addon-crds/flux.yaml, v2.0.0..v2.9.0): deprecated: true from v2.0.0 (with a deprecationWarning), not served from v2.9.0, not listed from v2.9.0","url":"https://github.com/fluxcd/notification-controller/blob/main/CHANGELOG.md"},{"addon":"flux","apiVersion":"source.toolkit.fluxcd.io/v1beta1","kind":"Bucket","deprecatedIn":"v2.3.0","removedIn":"v2.7.0","droppedFromCrdIn":"v2.7.0","storedVersionsMigration":true,"replacement":{"apiVersion":"source.toolkit.fluxcd.io/v1","kind":"Bucket","availableIn":"v2.4.0"},"notes":"Removed in source-controller v1.7.0.","source":"fluxcd/source-controller CHANGELOG.md, 1.7.0 (#1861), @ v1.9.1 (092bcff3c9c3): \\"Remove deprecated APIs in group `source.toolkit.fluxcd.io/v1beta1`\\"; CRDs (addon-crds/flux.yaml, v2.0.0..v2.9.0): deprecated: true from v2.3.0 (with a deprecationWarning), not served from v2.7.0, not listed from v2.7.0","url":"https://github.com/fluxcd/source-controller/blob/main/CHANGELOG.md"},{"addon":"flux","apiVersion":"source.toolkit.fluxcd.io/v1beta1","kind":"GitRepository","deprecatedIn":"v2.0.0","removedIn":"v2.7.0","droppedFromCrdIn":"v2.7.0","storedVersionsMigration":true,"replacement":{"apiVersion":"source.toolkit.fluxcd.io/v1","kind":"GitRepository","availableIn":"v2.0.0"},"notes":"Removed in source-controller v1.7.0.","source":"fluxcd/source-controller CHANGELOG.md, 1.7.0 (#1861), @ v1.9.1 (092bcff3c9c3): \\"Remove deprecated APIs in group `source.toolkit.fluxcd.io/v1beta1`\\"; CRDs (addon-crds/flux.yaml, v2.0.0..v2.9.0): deprecated: true from v2.0.0 (with a deprecationWarning), not served from v2.7.0, not listed from v2.7.0","url":"https://github.com/fluxcd/source-controller/blob/main/CHANGELOG.md"},{"addon":"flux","apiVersion":"source.toolkit.fluxcd.io/v1beta1","kind":"HelmChart","deprecatedIn":"v2.3.0","removedIn":"v2.7.0","droppedFromCrdIn":"v2.7.0","storedVersionsMigration":true,"replacement":{"apiVersion":"source.toolkit.fluxcd.io/v1","kind":"HelmChart","availableIn":"v2.3.0"},"notes":"Removed in source-controller v1.7.0.","source":"fluxcd/source-controller CHANGELOG.md, 1.7.0 (#1861), @ v1.9.1 (092bcff3c9c3): \\"Remove deprecated APIs in group `source.toolkit.fluxcd.io/v1beta1`\\"; CRDs (addon-crds/flux.yaml, v2.0.0..v2.9.0): deprecated: true from v2.3.0 (with a deprecationWarning), not served from v2.7.0, not listed from v2.7.0","url":"https://github.com/fluxcd/source-controller/blob/main/CHANGELOG.md"},{"addon":"flux","apiVersion":"source.toolkit.fluxcd.io/v1beta1","kind":"HelmRepository","deprecatedIn":"v2.3.0","removedIn":"v2.7.0","droppedFromCrdIn":"v2.7.0","storedVersionsMigration":true,"replacement":{"apiVersion":"source.toolkit.fluxcd.io/v1","kind":"HelmRepository","availableIn":"v2.3.0"},"notes":"Removed in source-controller v1.7.0.","source":"fluxcd/source-controller CHANGELOG.md, 1.7.0 (#1861), @ v1.9.1 (092bcff3c9c3): \\"Remove deprecated APIs in group `source.toolkit.fluxcd.io/v1beta1`\\"; CRDs (addon-crds/flux.yaml, v2.0.0..v2.9.0): deprecated: true from v2.3.0 (with a deprecationWarning), not served from v2.7.0, not listed from v2.7.0","url":"https://github.com/fluxcd/source-controller/blob/main/CHANGELOG.md"},{"addon":"flux","apiVersion":"source.toolkit.fluxcd.io/v1beta2","kind":"Bucket","deprecatedIn":"v2.4.0","removedIn":"v2.8.0","droppedFromCrdIn":"v2.8.0","storedVersionsMigration":true,"replacement":{"apiVersion":"source.toolkit.fluxcd.io/v1","kind":"Bucket","availableIn":"v2.4.0"},"notes":"v1beta2 was the storage version until Flux 2.4; removed in source-controller v1.8.0.","source":"fluxcd/source-controller CHANGELOG.md, 1.8.0, @ v1.9.1 (092bcff3c9c3): \\"The `v1beta2` APIs were removed. Before upgrading the CRDs, Flux users must run [`flux migrate`](https://github.com/fluxcd/flux2/pull/5473) to migrate the cluster storage off `v1beta2`.\\"; CRDs (addon-crds/flux.yaml, v2.0.0..v2.9.0): deprecated: true from v2.4.0 (with a deprecationWarning), not served from v2.8.0, not listed from v2.8.0","url":"https://github.com/fluxcd/source-controller/blob/main/CHANGELOG.md"},{"addon":"flux","apiVersion":"source.toolkit.fluxcd.io/v1beta2","kind":"GitRepository","deprecatedIn":"v2.0.0","removedIn":"v2.8.0","droppedFromCrdIn":"v2.8.0","storedVersionsMigration":true,"replacement":{"apiVersion":"source.toolkit.fluxcd.io/v1","kind":"GitRepository","availableIn":"v2.0.0"},"notes":"Removed in source-controller v1.8.0.","source":"fluxcd/source-controller CHANGELOG.md, 1.8.0, @ v1.9.1 (092bcff3c9c3): \\"The `v1beta2` APIs were removed. Before upgrading the CRDs, Flux users must run [`flux migrate`](https://github.com/fluxcd/flux2/pull/5473) to migrate the cluster storage off `v1beta2`.\\"; CRDs (addon-crds/flux.yaml, v2.0.0..v2.9.0): deprecated: true from v2.0.0 (with a deprecationWarning), not served from v2.8.0, not listed from v2.8.0","url":"https://github.com/fluxcd/source-controller/blob/main/CHANGELOG.md"},{"addon":"flux","apiVersion":"source.toolkit.fluxcd.io/v1beta2","kind":"HelmChart","deprecatedIn":"v2.3.0","removedIn":"v2.8.0","droppedFromCrdIn":"v2.8.0","storedVersionsMigration":true,"replacement":{"apiVersion":"source.toolkit.fluxcd.io/v1","kind":"HelmChart","availableIn":"v2.3.0"},"notes":"v1beta2 was the storage version until Flux 2.3; removed in source-controller v1.8.0.","source":"fluxcd/source-controller CHANGELOG.md, 1.8.0, @ v1.9.1 (092bcff3c9c3): \\"The `v1beta2` APIs were removed. Before upgrading the CRDs, Flux users must run [`flux migrate`](https://github.com/fluxcd/flux2/pull/5473) to migrate the cluster storage off `v1beta2`.\\"; CRDs (addon-crds/flux.yaml, v2.0.0..v2.9.0): deprecated: true from v2.3.0 (with a deprecationWarning), not served from v2.8.0, not listed from v2.8.0","url":"https://github.com/fluxcd/source-controller/blob/main/CHANGELOG.md"},{"addon":"flux","apiVersion":"source.toolkit.fluxcd.io/v1beta2","kind":"HelmRepository","deprecatedIn":"v2.3.0","removedIn":"v2.8.0","droppedFromCrdIn":"v2.8.0","storedVersionsMigration":true,"replacement":{"apiVersion":"source.toolkit.fluxcd.io/v1","kind":"HelmRepository","availableIn":"v2.3.0"},"notes":"v1beta2 was the storage version until Flux 2.3; removed in source-controller v1.8.0.","source":"fluxcd/source-controller CHANGELOG.md, 1.8.0, @ v1.9.1 (092bcff3c9c3): \\"The `v1beta2` APIs were removed. Before upgrading the CRDs, Flux users must run [`flux migrate`](https://github.com/fluxcd/flux2/pull/5473) to migrate the cluster storage off `v1beta2`.\\"; CRDs (addon-crds/flux.yaml, v2.0.0..v2.9.0): deprecated: true from v2.3.0 (with a deprecationWarning), not served from v2.8.0, not listed from v2.8.0","url":"https://github.com/fluxcd/source-controller/blob/main/CHANGELOG.md"},{"addon":"flux","apiVersion":"source.toolkit.fluxcd.io/v1beta2","kind":"OCIRepository","deprecatedIn":"v2.6.0","removedIn":"v2.8.0","droppedFromCrdIn":"v2.8.0","storedVersionsMigration":true,"replacement":{"apiVersion":"source.toolkit.fluxcd.io/v1","kind":"OCIRepository","availableIn":"v2.6.0"},"notes":"v1beta2 was the storage version until Flux 2.6; removed in source-controller v1.8.0.","source":"fluxcd/source-controller CHANGELOG.md, 1.8.0, @ v1.9.1 (092bcff3c9c3): \\"The `v1beta2` APIs were removed. Before upgrading the CRDs, Flux users must run [`flux migrate`](https://github.com/fluxcd/flux2/pull/5473) to migrate the cluster storage off `v1beta2`.\\"; CRDs (addon-crds/flux.yaml, v2.0.0..v2.9.0): deprecated: true from v2.6.0 (with a deprecationWarning), not served from v2.8.0, not listed from v2.8.0","url":"https://github.com/fluxcd/source-controller/blob/main/CHANGELOG.md"},{"addon":"gateway-api","apiVersion":"gateway.networking.k8s.io/v1alpha2","kind":"BackendLBPolicy","deprecatedIn":null,"removedIn":"v1.3.0","droppedFromCrdIn":"v1.3.0","storedVersionsMigration":false,"replacement":{"apiVersion":"gateway.networking.x-k8s.io/v1alpha1","kind":"XBackendTrafficPolicy","availableIn":"v1.3.0"},"notes":"Renamed and moved to the x-k8s.io group: recreate the objects.","source":"kubernetes-sigs/gateway-api CHANGELOG/1.3-CHANGELOG.md (#3692) @ v1.6.1 (8bb74df00e56): \\"BackendLBPolicy has been renamed to XBackendTrafficPolicy\\"; CRDs (addon-crds/gateway-api.yaml, v0.1.0..v1.6.1): not served from v1.3.0, not listed from v1.3.0","url":"https://github.com/kubernetes-sigs/gateway-api/blob/main/CHANGELOG/1.3-CHANGELOG.md"},{"addon":"gateway-api","apiVersion":"gateway.networking.k8s.io/v1alpha2","kind":"BackendTLSPolicy","deprecatedIn":null,"removedIn":"v1.1.0","droppedFromCrdIn":"v1.1.0","storedVersionsMigration":true,"replacement":{"apiVersion":"gateway.networking.k8s.io/v1","kind":"BackendTLSPolicy","availableIn":"v1.4.0"},"notes":"v1alpha3 renamed fields (targetRef -> targetRefs, tls -> validation, caCertRefs -> caCertificateRefs) with no conversion.","storedVersionsFix":"v1alpha3 renamed fields (targetRef -> targetRefs, tls -> validation, caCertRefs -> caCertificateRefs) and there is no conversion: uninstall the v1alpha2 BackendTLSPolicy CRD before installing v1.1 or later, then recreate the objects.","source":"kubernetes-sigs/gateway-api CHANGELOG/1.1-CHANGELOG.md, BackendTLSPolicy, @ v1.6.1 (8bb74df00e56): \\"This has resulted in a new API version (v1alpha3) and will require any existing users of this policy to uninstall the v1alpha2 version before installing this newer version.\\"; CRDs (addon-crds/gateway-api.yaml, v0.1.0..v1.6.1): not served from v1.1.0, not listed from v1.1.0","url":"https://github.com/kubernetes-sigs/gateway-api/blob/main/CHANGELOG/1.1-CHANGELOG.md"},{"addon":"gateway-api","apiVersion":"gateway.networking.k8s.io/v1alpha2","kind":"GRPCRoute","deprecatedIn":"v1.1.0","removedIn":"v1.2.0","channelRemovals":{"standard":"v1.1.0"},"droppedFromCrdIn":"v1.2.0","storedVersionsMigration":true,"replacement":{"apiVersion":"gateway.networking.k8s.io/v1","kind":"GRPCRoute","availableIn":"v1.1.0"},"source":"kubernetes-sigs/gateway-api CHANGELOG/1.2-CHANGELOG.md (#3361) @ v1.6.1 (8bb74df00e56): \\"As per a previous deprecation notice, in this version, both Experimental and Standard channel CRDs will no longer serve the `v1alpha2` versions of `GRPCRoute` and `ReferenceGrant`.\\"; CRDs (addon-crds/gateway-api.yaml, v0.1.0..v1.6.1): deprecated: true from v1.1.0 (with a deprecationWarning), standard channel does not serve it from v1.1.0, not served from v1.2.0, not listed from v1.2.0","url":"https://github.com/kubernetes-sigs/gateway-api/blob/main/CHANGELOG/1.2-CHANGELOG.md"},{"addon":"gateway-api","apiVersion":"gateway.networking.k8s.io/v1alpha2","kind":"Gateway","deprecatedIn":"v0.6.0","removedIn":"v0.8.0","droppedFromCrdIn":"v1.0.0","storedVersionsMigration":true,"replacement":{"apiVersion":"gateway.networking.k8s.io/v1","kind":"Gateway","availableIn":"v1.0.0"},"source":"kubernetes-sigs/gateway-api CHANGELOG/0.x-CHANGELOG.md, v0.6.0 Deprecations (#1348, #1405), @ v1.6.1 (8bb74df00e56): \\"GatewayClass, Gateway, and HTTPRoute are now only supported with the v1beta1 version of the API. The v1alpha2 API versions of these resources will be fully removed in a future release.\\"; CRDs (addon-crds/gateway-api.yaml, v0.1.0..v1.6.1): deprecated: true from v0.6.0 (with a deprecationWarning), not served from v0.8.0, not listed from v1.0.0","url":"https://github.com/kubernetes-sigs/gateway-api/blob/main/CHANGELOG/0.x-CHANGELOG.md"},{"addon":"gateway-api","apiVersion":"gateway.networking.k8s.io/v1alpha2","kind":"GatewayClass","deprecatedIn":"v0.6.0","removedIn":"v0.8.0","droppedFromCrdIn":"v1.0.0","storedVersionsMigration":true,"replacement":{"apiVersion":"gateway.networking.k8s.io/v1","kind":"GatewayClass","availableIn":"v1.0.0"},"source":"kubernetes-sigs/gateway-api CHANGELOG/0.x-CHANGELOG.md, v0.6.0 Deprecations (#1348, #1405), @ v1.6.1 (8bb74df00e56): \\"GatewayClass, Gateway, and HTTPRoute are now only supported with the v1beta1 version of the API. The v1alpha2 API versions of these resources will be fully removed in a future release.\\"; CRDs (addon-crds/gateway-api.yaml, v0.1.0..v1.6.1): deprecated: true from v0.6.0 (with a deprecationWarning), not served from v0.8.0, not listed from v1.0.0","url":"https://github.com/kubernetes-sigs/gateway-api/blob/main/CHANGELOG/0.x-CHANGELOG.md"},{"addon":"gateway-api","apiVersion":"gateway.networking.k8s.io/v1alpha2","kind":"HTTPRoute","deprecatedIn":"v0.6.0","removedIn":"v0.8.0","droppedFromCrdIn":"v1.0.0","storedVersionsMigration":true,"replacement":{"apiVersion":"gateway.networking.k8s.io/v1","kind":"HTTPRoute","availableIn":"v1.0.0"},"source":"kubernetes-sigs/gateway-api CHANGELOG/0.x-CHANGELOG.md, v0.6.0 Deprecations (#1348, #1405), @ v1.6.1 (8bb74df00e56): \\"GatewayClass, Gateway, and HTTPRoute are now only supported with the v1beta1 version of the API. The v1alpha2 API versions of these resources will be fully removed in a future release.\\"; CRDs (addon-crds/gateway-api.yaml, v0.1.0..v1.6.1): deprecated: true from v0.6.0 (with a deprecationWarning), not served from v0.8.0, not listed from v1.0.0","url":"https://github.com/kubernetes-sigs/gateway-api/blob/main/CHANGELOG/0.x-CHANGELOG.md"},{"addon":"gateway-api","apiVersion":"gateway.networking.k8s.io/v1alpha2","kind":"ReferenceGrant","deprecatedIn":"v0.8.0","removedIn":"v1.2.0","channelRemovals":{"standard":"v1.1.0"},"droppedFromCrdIn":"v1.2.0","storedVersionsMigration":true,"replacement":{"apiVersion":"gateway.networking.k8s.io/v1beta1","kind":"ReferenceGrant","availableIn":"v0.6.0"},"notes":"v1beta1 is still the storage version; v1 is also served since v1.5.0.","source":"kubernetes-sigs/gateway-api CHANGELOG/1.2-CHANGELOG.md (#3361) @ v1.6.1 (8bb74df00e56): \\"As per a previous deprecation notice, in this version, both Experimental and Standard channel CRDs will no longer serve the `v1alpha2` versions of `GRPCRoute` and `ReferenceGrant`.\\"; CRDs (addon-crds/gateway-api.yaml, v0.1.0..v1.6.1): deprecated: true from v0.8.0 (with a deprecationWarning), standard channel does not serve it from v1.1.0, not served from v1.2.0, not listed from v1.2.0","url":"https://github.com/kubernetes-sigs/gateway-api/blob/main/CHANGELOG/1.2-CHANGELOG.md"},{"addon":"gateway-api","apiVersion":"gateway.networking.k8s.io/v1alpha2","kind":"ReferencePolicy","deprecatedIn":"v0.5.0","removedIn":"v0.6.0","droppedFromCrdIn":"v0.6.0","storedVersionsMigration":false,"replacement":{"apiVersion":"gateway.networking.k8s.io/v1beta1","kind":"ReferenceGrant","availableIn":"v0.6.0"},"notes":"Renamed kind with the same fields: recreate the objects as ReferenceGrant and delete the ReferencePolicy CRD.","source":"kubernetes-sigs/gateway-api CHANGELOG/0.x-CHANGELOG.md, v0.6.0, @ v1.6.1 (8bb74df00e56): \\"We\'ve also removed the already-deprecated ReferencePolicy resource, so please move over to the shiny new ReferenceGrant, which has all the same features.\\"; CRDs (addon-crds/gateway-api.yaml, v0.1.0..v1.6.1): deprecated: true from v0.5.0 (with a deprecationWarning), not served from v0.6.0, not listed from v0.6.0","url":"https://github.com/kubernetes-sigs/gateway-api/blob/main/CHANGELOG/0.x-CHANGELOG.md"},{"addon":"gateway-api","apiVersion":"gateway.networking.k8s.io/v1alpha2","kind":"TCPRoute","deprecatedIn":"v1.6.0","removedIn":null,"channelRemovals":{"standard":"v1.6.0"},"droppedFromCrdIn":null,"storedVersionsMigration":false,"replacement":{"apiVersion":"gateway.networking.k8s.io/v1","kind":"TCPRoute","availableIn":"v1.6.0"},"notes":"v1 is the storage version and the standard channel carries the route from v1.6.0; the experimental channel still serves v1alpha2, deprecated.","source":"kubernetes-sigs/gateway-api CHANGELOG/1.6-CHANGELOG.md, v1.6.0-rc.1 (#4920), @ v1.6.1 (8bb74df00e56): \\"TCPRoute has graduated to GA. We recommend using the \\"v1\\" API version with this API now. The \\"v1alpha2\\" version of this API is deprecated and will be removed in the future.\\"; CRDs (addon-crds/gateway-api.yaml, v0.1.0..v1.6.1): deprecated: true from v1.6.0 (with a deprecationWarning), standard channel does not serve it from v1.6.0, served in v1.6.1","url":"https://github.com/kubernetes-sigs/gateway-api/blob/main/CHANGELOG/1.6-CHANGELOG.md"},{"addon":"gateway-api","apiVersion":"gateway.networking.k8s.io/v1alpha2","kind":"TLSRoute","deprecatedIn":"v1.5.0","removedIn":null,"channelRemovals":{"standard":"v1.5.0"},"droppedFromCrdIn":null,"storedVersionsMigration":false,"replacement":{"apiVersion":"gateway.networking.k8s.io/v1","kind":"TLSRoute","availableIn":"v1.5.0"},"notes":"The experimental channel still serves v1alpha2, deprecated, in v1.6.1 (the v1.5 changelog says it left that channel; the v1.5.0 CRD file does not bear that out).","source":"kubernetes-sigs/gateway-api CHANGELOG/1.5-CHANGELOG.md, v1.5.0-rc.1 (#4439), @ v1.6.1 (8bb74df00e56): \\"TLSRoute has graduated to GA. We recommend using the \\"v1\\" API version with this API now. The \\"v1alpha2\\" and \\"v1alpha3\\" version of this API are deprecated and will be removed in the future.\\"; CRDs (addon-crds/gateway-api.yaml, v0.1.0..v1.6.1): deprecated: true from v1.5.0 (with a deprecationWarning), standard channel does not serve it from v1.5.0, served in v1.6.1","url":"https://github.com/kubernetes-sigs/gateway-api/blob/main/CHANGELOG/1.5-CHANGELOG.md"},{"addon":"gateway-api","apiVersion":"gateway.networking.k8s.io/v1alpha2","kind":"UDPRoute","deprecatedIn":"v1.6.0","removedIn":null,"channelRemovals":{"standard":"v1.6.0"},"droppedFromCrdIn":null,"storedVersionsMigration":false,"replacement":{"apiVersion":"gateway.networking.k8s.io/v1","kind":"UDPRoute","availableIn":"v1.6.0"},"notes":"v1 is the storage version and the standard channel carries the route from v1.6.0; the experimental channel still serves v1alpha2, deprecated.","source":"kubernetes-sigs/gateway-api CHANGELOG/1.6-CHANGELOG.md, v1.6.0-rc.1 (#4923), @ v1.6.1 (8bb74df00e56): \\"UDPRoute has graduated to GA. We recommend using the \\"v1\\" API version with this API now. The \\"v1alpha2\\" version of this API is deprecated and will be removed in the future.\\"; CRDs (addon-crds/gateway-api.yaml, v0.1.0..v1.6.1): deprecated: true from v1.6.0 (with a deprecationWarning), standard channel does not serve it from v1.6.0, served in v1.6.1","url":"https://github.com/kubernetes-sigs/gateway-api/blob/main/CHANGELOG/1.6-CHANGELOG.md"},{"addon":"gateway-api","apiVersion":"gateway.networking.k8s.io/v1alpha3","kind":"BackendTLSPolicy","deprecatedIn":"v1.4.0","removedIn":null,"channelRemovals":{"standard":"v1.4.0"},"droppedFromCrdIn":null,"storedVersionsMigration":false,"replacement":{"apiVersion":"gateway.networking.k8s.io/v1","kind":"BackendTLSPolicy","availableIn":"v1.4.0"},"notes":"The standard channel lists v1alpha3 as not served from v1.4.0; the experimental channel still serves it, deprecated, and stores v1.","source":"kubernetes-sigs/gateway-api CHANGELOG/1.4-CHANGELOG.md (#4074) @ v1.6.1 (8bb74df00e56): \\"Move BackendTLSPolicy to standard\\"; CRDs (addon-crds/gateway-api.yaml, v0.1.0..v1.6.1): deprecated: true from v1.4.0 (with a deprecationWarning), standard channel does not serve it from v1.4.0, served in v1.6.1","url":"https://github.com/kubernetes-sigs/gateway-api/blob/main/CHANGELOG/1.4-CHANGELOG.md"},{"addon":"gateway-api","apiVersion":"gateway.networking.k8s.io/v1alpha3","kind":"TLSRoute","deprecatedIn":"v1.5.0","removedIn":null,"channelRemovals":{"standard":"v1.5.0"},"droppedFromCrdIn":null,"storedVersionsMigration":false,"replacement":{"apiVersion":"gateway.networking.k8s.io/v1","kind":"TLSRoute","availableIn":"v1.5.0"},"source":"kubernetes-sigs/gateway-api CHANGELOG/1.5-CHANGELOG.md, v1.5.0-rc.1 (#4439), @ v1.6.1 (8bb74df00e56): \\"TLSRoute has graduated to GA. We recommend using the \\"v1\\" API version with this API now. The \\"v1alpha2\\" and \\"v1alpha3\\" version of this API are deprecated and will be removed in the future.\\"; CRDs (addon-crds/gateway-api.yaml, v0.1.0..v1.6.1): deprecated: true from v1.5.0 (with a deprecationWarning), standard channel does not serve it from v1.5.0, served in v1.6.1","url":"https://github.com/kubernetes-sigs/gateway-api/blob/main/CHANGELOG/1.5-CHANGELOG.md"},{"addon":"gateway-api","apiVersion":"gateway.networking.x-k8s.io/v1alpha1","kind":"XListenerSet","deprecatedIn":null,"removedIn":"v1.5.0","droppedFromCrdIn":"v1.5.0","storedVersionsMigration":false,"replacement":{"apiVersion":"gateway.networking.k8s.io/v1","kind":"ListenerSet","availableIn":"v1.5.0"},"notes":"ListenerSet graduated to the standard channel under the main group: recreate the objects.","source":"kubernetes-sigs/gateway-api CHANGELOG/1.5-CHANGELOG.md, v1.5.0 Breaking Changes, @ v1.6.1 (8bb74df00e56): \\"Since TLSRoute and ListenerSet have graduated to the Standard channel, TLSRoute `v1alpha2` and XListenerSet are no longer included in the Experimental channel.\\"; CRDs (addon-crds/gateway-api.yaml, v0.1.0..v1.6.1): not served from v1.5.0, not listed from v1.5.0","url":"https://github.com/kubernetes-sigs/gateway-api/blob/main/CHANGELOG/1.5-CHANGELOG.md"},{"addon":"gateway-api","apiVersion":"networking.x-k8s.io/v1alpha1","kind":"BackendPolicy","deprecatedIn":null,"removedIn":"v0.5.0","droppedFromCrdIn":"v0.5.0","storedVersionsMigration":false,"replacement":null,"notes":"BackendPolicy has no direct successor.","source":"kubernetes-sigs/gateway-api CHANGELOG/0.x-CHANGELOG.md, v0.5.0, @ v1.6.1 (8bb74df00e56): \\"The v1alpha1 API version was deprecated and removed.\\"; CRDs (addon-crds/gateway-api.yaml, v0.1.0..v1.6.1): not served from v0.5.0, not listed from v0.5.0","url":"https://github.com/kubernetes-sigs/gateway-api/blob/main/CHANGELOG/0.x-CHANGELOG.md"},{"addon":"gateway-api","apiVersion":"networking.x-k8s.io/v1alpha1","kind":"Gateway","deprecatedIn":null,"removedIn":"v0.5.0","droppedFromCrdIn":"v0.5.0","storedVersionsMigration":false,"replacement":{"apiVersion":"gateway.networking.k8s.io/v1","kind":"Gateway","availableIn":null},"notes":"A different API group: objects are recreated in gateway.networking.k8s.io, not converted.","source":"kubernetes-sigs/gateway-api CHANGELOG/0.x-CHANGELOG.md, v0.5.0, @ v1.6.1 (8bb74df00e56): \\"The v1alpha1 API version was deprecated and removed.\\"; CRDs (addon-crds/gateway-api.yaml, v0.1.0..v1.6.1): not served from v0.5.0, not listed from v0.5.0","url":"https://github.com/kubernetes-sigs/gateway-api/blob/main/CHANGELOG/0.x-CHANGELOG.md"},{"addon":"gateway-api","apiVersion":"networking.x-k8s.io/v1alpha1","kind":"GatewayClass","deprecatedIn":null,"removedIn":"v0.5.0","droppedFromCrdIn":"v0.5.0","storedVersionsMigration":false,"replacement":{"apiVersion":"gateway.networking.k8s.io/v1","kind":"GatewayClass","availableIn":null},"notes":"A different API group: objects are recreated in gateway.networking.k8s.io, not converted.","source":"kubernetes-sigs/gateway-api CHANGELOG/0.x-CHANGELOG.md, v0.5.0, @ v1.6.1 (8bb74df00e56): \\"The v1alpha1 API version was deprecated and removed.\\"; CRDs (addon-crds/gateway-api.yaml, v0.1.0..v1.6.1): not served from v0.5.0, not listed from v0.5.0","url":"https://github.com/kubernetes-sigs/gateway-api/blob/main/CHANGELOG/0.x-CHANGELOG.md"},{"addon":"gateway-api","apiVersion":"networking.x-k8s.io/v1alpha1","kind":"HTTPRoute","deprecatedIn":null,"removedIn":"v0.5.0","droppedFromCrdIn":"v0.5.0","storedVersionsMigration":false,"replacement":{"apiVersion":"gateway.networking.k8s.io/v1","kind":"HTTPRoute","availableIn":null},"notes":"A different API group: objects are recreated in gateway.networking.k8s.io, not converted.","source":"kubernetes-sigs/gateway-api CHANGELOG/0.x-CHANGELOG.md, v0.5.0, @ v1.6.1 (8bb74df00e56): \\"The v1alpha1 API version was deprecated and removed.\\"; CRDs (addon-crds/gateway-api.yaml, v0.1.0..v1.6.1): not served from v0.5.0, not listed from v0.5.0","url":"https://github.com/kubernetes-sigs/gateway-api/blob/main/CHANGELOG/0.x-CHANGELOG.md"},{"addon":"gateway-api","apiVersion":"networking.x-k8s.io/v1alpha1","kind":"TCPRoute","deprecatedIn":null,"removedIn":"v0.5.0","droppedFromCrdIn":"v0.5.0","storedVersionsMigration":false,"replacement":{"apiVersion":"gateway.networking.k8s.io/v1","kind":"TCPRoute","availableIn":null},"notes":"A different API group: objects are recreated in gateway.networking.k8s.io, not converted.","source":"kubernetes-sigs/gateway-api CHANGELOG/0.x-CHANGELOG.md, v0.5.0, @ v1.6.1 (8bb74df00e56): \\"The v1alpha1 API version was deprecated and removed.\\"; CRDs (addon-crds/gateway-api.yaml, v0.1.0..v1.6.1): not served from v0.5.0, not listed from v0.5.0","url":"https://github.com/kubernetes-sigs/gateway-api/blob/main/CHANGELOG/0.x-CHANGELOG.md"},{"addon":"gateway-api","apiVersion":"networking.x-k8s.io/v1alpha1","kind":"TLSRoute","deprecatedIn":null,"removedIn":"v0.5.0","droppedFromCrdIn":"v0.5.0","storedVersionsMigration":false,"replacement":{"apiVersion":"gateway.networking.k8s.io/v1","kind":"TLSRoute","availableIn":null},"notes":"A different API group: objects are recreated in gateway.networking.k8s.io, not converted.","source":"kubernetes-sigs/gateway-api CHANGELOG/0.x-CHANGELOG.md, v0.5.0, @ v1.6.1 (8bb74df00e56): \\"The v1alpha1 API version was deprecated and removed.\\"; CRDs (addon-crds/gateway-api.yaml, v0.1.0..v1.6.1): not served from v0.5.0, not listed from v0.5.0","url":"https://github.com/kubernetes-sigs/gateway-api/blob/main/CHANGELOG/0.x-CHANGELOG.md"},{"addon":"gateway-api","apiVersion":"networking.x-k8s.io/v1alpha1","kind":"UDPRoute","deprecatedIn":null,"removedIn":"v0.5.0","droppedFromCrdIn":"v0.5.0","storedVersionsMigration":false,"replacement":{"apiVersion":"gateway.networking.k8s.io/v1","kind":"UDPRoute","availableIn":null},"notes":"A different API group: objects are recreated in gateway.networking.k8s.io, not converted.","source":"kubernetes-sigs/gateway-api CHANGELOG/0.x-CHANGELOG.md, v0.5.0, @ v1.6.1 (8bb74df00e56): \\"The v1alpha1 API version was deprecated and removed.\\"; CRDs (addon-crds/gateway-api.yaml, v0.1.0..v1.6.1): not served from v0.5.0, not listed from v0.5.0","url":"https://github.com/kubernetes-sigs/gateway-api/blob/main/CHANGELOG/0.x-CHANGELOG.md"},{"addon":"istio","apiVersion":"authentication.istio.io/v1alpha1","kind":"MeshPolicy","deprecatedIn":"1.4","removedIn":"1.6","droppedFromCrdIn":"1.6","storedVersionsMigration":false,"replacement":{"apiVersion":"security.istio.io/v1","kind":"PeerAuthentication","availableIn":null},"notes":"mTLS settings become PeerAuthentication, JWT settings RequestAuthentication; there is no conversion.","source":"istio/istio.io content/en/blog/2021/migrate-alpha-policy/index.md @ 289fd58e2fd9: \\"The old APIs were deprecated in Istio 1.4. Two releases after the `v1beta1` APIs were introduced, Istio 1.6 removed support for the `v1alpha1` APIs.\\"; CRDs (addon-crds/istio.yaml, 1.5.0..1.30.3): not served from 1.6.0, not listed from 1.6.0","url":"https://istio.io/latest/blog/2021/migrate-alpha-policy/"},{"addon":"istio","apiVersion":"authentication.istio.io/v1alpha1","kind":"Policy","deprecatedIn":"1.4","removedIn":"1.6","droppedFromCrdIn":"1.6","storedVersionsMigration":false,"replacement":{"apiVersion":"security.istio.io/v1","kind":"PeerAuthentication","availableIn":null},"notes":"mTLS settings become PeerAuthentication, JWT settings RequestAuthentication; there is no conversion.","source":"istio/istio.io content/en/blog/2021/migrate-alpha-policy/index.md @ 289fd58e2fd9: \\"The old APIs were deprecated in Istio 1.4. Two releases after the `v1beta1` APIs were introduced, Istio 1.6 removed support for the `v1alpha1` APIs.\\"; CRDs (addon-crds/istio.yaml, 1.5.0..1.30.3): not served from 1.6.0, not listed from 1.6.0","url":"https://istio.io/latest/blog/2021/migrate-alpha-policy/"},{"addon":"istio","apiVersion":"config.istio.io/v1alpha2","kind":"HTTPAPISpec","deprecatedIn":"1.5","removedIn":"1.8","droppedFromCrdIn":"1.8","storedVersionsMigration":false,"replacement":null,"notes":"Mixer configuration: Mixer is not supported from Istio 1.8; move to Telemetry V2 or Wasm extensions.","source":"istio/istio.io content/en/news/releases/1.5.x/announcing-1.5/upgrade-notes/index.md @ 097da2fbc8e2 (Mixer Deprecation); the 1.8 upgrade notes (@ 05e77ccfa2ed) are headed \'Mixer is no longer supported in Istio\': \\"Mixer is deprecated in Istio 1.5. The default profile in Istio 1.5 switches off `mixer` completely. Telemetry V2 is the default in Istio 1.5 and it does not require `mixer`.\\"; CRDs (addon-crds/istio.yaml, 1.5.0..1.30.3): not served from 1.8.0, not listed from 1.8.0","url":"https://istio.io/latest/news/releases/1.8.x/announcing-1.8/upgrade-notes/"},{"addon":"istio","apiVersion":"config.istio.io/v1alpha2","kind":"HTTPAPISpecBinding","deprecatedIn":"1.5","removedIn":"1.8","droppedFromCrdIn":"1.8","storedVersionsMigration":false,"replacement":null,"notes":"Mixer configuration: Mixer is not supported from Istio 1.8; move to Telemetry V2 or Wasm extensions.","source":"istio/istio.io content/en/news/releases/1.5.x/announcing-1.5/upgrade-notes/index.md @ 097da2fbc8e2 (Mixer Deprecation); the 1.8 upgrade notes (@ 05e77ccfa2ed) are headed \'Mixer is no longer supported in Istio\': \\"Mixer is deprecated in Istio 1.5. The default profile in Istio 1.5 switches off `mixer` completely. Telemetry V2 is the default in Istio 1.5 and it does not require `mixer`.\\"; CRDs (addon-crds/istio.yaml, 1.5.0..1.30.3): not served from 1.8.0, not listed from 1.8.0","url":"https://istio.io/latest/news/releases/1.8.x/announcing-1.8/upgrade-notes/"},{"addon":"istio","apiVersion":"config.istio.io/v1alpha2","kind":"QuotaSpec","deprecatedIn":"1.5","removedIn":"1.8","droppedFromCrdIn":"1.8","storedVersionsMigration":false,"replacement":null,"notes":"Mixer configuration: Mixer is not supported from Istio 1.8; move to Telemetry V2 or Wasm extensions.","source":"istio/istio.io content/en/news/releases/1.5.x/announcing-1.5/upgrade-notes/index.md @ 097da2fbc8e2 (Mixer Deprecation); the 1.8 upgrade notes (@ 05e77ccfa2ed) are headed \'Mixer is no longer supported in Istio\': \\"Mixer is deprecated in Istio 1.5. The default profile in Istio 1.5 switches off `mixer` completely. Telemetry V2 is the default in Istio 1.5 and it does not require `mixer`.\\"; CRDs (addon-crds/istio.yaml, 1.5.0..1.30.3): not served from 1.8.0, not listed from 1.8.0","url":"https://istio.io/latest/news/releases/1.8.x/announcing-1.8/upgrade-notes/"},{"addon":"istio","apiVersion":"config.istio.io/v1alpha2","kind":"QuotaSpecBinding","deprecatedIn":"1.5","removedIn":"1.8","droppedFromCrdIn":"1.8","storedVersionsMigration":false,"replacement":null,"notes":"Mixer configuration: Mixer is not supported from Istio 1.8; move to Telemetry V2 or Wasm extensions.","source":"istio/istio.io content/en/news/releases/1.5.x/announcing-1.5/upgrade-notes/index.md @ 097da2fbc8e2 (Mixer Deprecation); the 1.8 upgrade notes (@ 05e77ccfa2ed) are headed \'Mixer is no longer supported in Istio\': \\"Mixer is deprecated in Istio 1.5. The default profile in Istio 1.5 switches off `mixer` completely. Telemetry V2 is the default in Istio 1.5 and it does not require `mixer`.\\"; CRDs (addon-crds/istio.yaml, 1.5.0..1.30.3): not served from 1.8.0, not listed from 1.8.0","url":"https://istio.io/latest/news/releases/1.8.x/announcing-1.8/upgrade-notes/"},{"addon":"istio","apiVersion":"config.istio.io/v1alpha2","kind":"attributemanifest","deprecatedIn":"1.5","removedIn":"1.8","droppedFromCrdIn":"1.8","storedVersionsMigration":false,"replacement":null,"notes":"Mixer configuration: Mixer is not supported from Istio 1.8; move to Telemetry V2 or Wasm extensions.","source":"istio/istio.io content/en/news/releases/1.5.x/announcing-1.5/upgrade-notes/index.md @ 097da2fbc8e2 (Mixer Deprecation); the 1.8 upgrade notes (@ 05e77ccfa2ed) are headed \'Mixer is no longer supported in Istio\': \\"Mixer is deprecated in Istio 1.5. The default profile in Istio 1.5 switches off `mixer` completely. Telemetry V2 is the default in Istio 1.5 and it does not require `mixer`.\\"; CRDs (addon-crds/istio.yaml, 1.5.0..1.30.3): not served from 1.8.0, not listed from 1.8.0","url":"https://istio.io/latest/news/releases/1.8.x/announcing-1.8/upgrade-notes/"},{"addon":"istio","apiVersion":"config.istio.io/v1alpha2","kind":"handler","deprecatedIn":"1.5","removedIn":"1.8","droppedFromCrdIn":"1.8","storedVersionsMigration":false,"replacement":null,"notes":"Mixer configuration: Mixer is not supported from Istio 1.8; move to Telemetry V2 or Wasm extensions.","source":"istio/istio.io content/en/news/releases/1.5.x/announcing-1.5/upgrade-notes/index.md @ 097da2fbc8e2 (Mixer Deprecation); the 1.8 upgrade notes (@ 05e77ccfa2ed) are headed \'Mixer is no longer supported in Istio\': \\"Mixer is deprecated in Istio 1.5. The default profile in Istio 1.5 switches off `mixer` completely. Telemetry V2 is the default in Istio 1.5 and it does not require `mixer`.\\"; CRDs (addon-crds/istio.yaml, 1.5.0..1.30.3): not served from 1.8.0, not listed from 1.8.0","url":"https://istio.io/latest/news/releases/1.8.x/announcing-1.8/upgrade-notes/"},{"addon":"istio","apiVersion":"config.istio.io/v1alpha2","kind":"instance","deprecatedIn":"1.5","removedIn":"1.8","droppedFromCrdIn":"1.8","storedVersionsMigration":false,"replacement":null,"notes":"Mixer configuration: Mixer is not supported from Istio 1.8; move to Telemetry V2 or Wasm extensions.","source":"istio/istio.io content/en/news/releases/1.5.x/announcing-1.5/upgrade-notes/index.md @ 097da2fbc8e2 (Mixer Deprecation); the 1.8 upgrade notes (@ 05e77ccfa2ed) are headed \'Mixer is no longer supported in Istio\': \\"Mixer is deprecated in Istio 1.5. The default profile in Istio 1.5 switches off `mixer` completely. Telemetry V2 is the default in Istio 1.5 and it does not require `mixer`.\\"; CRDs (addon-crds/istio.yaml, 1.5.0..1.30.3): not served from 1.8.0, not listed from 1.8.0","url":"https://istio.io/latest/news/releases/1.8.x/announcing-1.8/upgrade-notes/"},{"addon":"istio","apiVersion":"config.istio.io/v1alpha2","kind":"rule","deprecatedIn":"1.5","removedIn":"1.8","droppedFromCrdIn":"1.8","storedVersionsMigration":false,"replacement":null,"notes":"Mixer configuration: Mixer is not supported from Istio 1.8; move to Telemetry V2 or Wasm extensions.","source":"istio/istio.io content/en/news/releases/1.5.x/announcing-1.5/upgrade-notes/index.md @ 097da2fbc8e2 (Mixer Deprecation); the 1.8 upgrade notes (@ 05e77ccfa2ed) are headed \'Mixer is no longer supported in Istio\': \\"Mixer is deprecated in Istio 1.5. The default profile in Istio 1.5 switches off `mixer` completely. Telemetry V2 is the default in Istio 1.5 and it does not require `mixer`.\\"; CRDs (addon-crds/istio.yaml, 1.5.0..1.30.3): not served from 1.8.0, not listed from 1.8.0","url":"https://istio.io/latest/news/releases/1.8.x/announcing-1.8/upgrade-notes/"},{"addon":"istio","apiVersion":"rbac.istio.io/v1alpha1","kind":"ClusterRbacConfig","deprecatedIn":"1.4","removedIn":"1.7","droppedFromCrdIn":"1.7","storedVersionsMigration":false,"replacement":{"apiVersion":"security.istio.io/v1","kind":"AuthorizationPolicy","availableIn":null},"notes":"Istio 1.6 no longer acts on these objects although its CRDs still serve them, so on 1.6 the policies silently stop applying; 1.7 drops the CRDs. There is no conversion: convert to AuthorizationPolicy on Istio 1.4 or 1.5.","source":"istio/istio.io content/en/blog/2021/migrate-alpha-policy/index.md @ 289fd58e2fd9: \\"The old APIs were deprecated in Istio 1.4. Two releases after the `v1beta1` APIs were introduced, Istio 1.6 removed support for the `v1alpha1` APIs.\\"; CRDs (addon-crds/istio.yaml, 1.5.0..1.30.3): not served from 1.7.0, not listed from 1.7.0","url":"https://istio.io/latest/blog/2021/migrate-alpha-policy/"},{"addon":"istio","apiVersion":"rbac.istio.io/v1alpha1","kind":"RbacConfig","deprecatedIn":"1.4","removedIn":"1.7","droppedFromCrdIn":"1.7","storedVersionsMigration":false,"replacement":{"apiVersion":"security.istio.io/v1","kind":"AuthorizationPolicy","availableIn":null},"notes":"Istio 1.6 no longer acts on these objects although its CRDs still serve them, so on 1.6 the policies silently stop applying; 1.7 drops the CRDs. There is no conversion: convert to AuthorizationPolicy on Istio 1.4 or 1.5.","source":"istio/istio.io content/en/blog/2021/migrate-alpha-policy/index.md @ 289fd58e2fd9: \\"The old APIs were deprecated in Istio 1.4. Two releases after the `v1beta1` APIs were introduced, Istio 1.6 removed support for the `v1alpha1` APIs.\\"; CRDs (addon-crds/istio.yaml, 1.5.0..1.30.3): not served from 1.7.0, not listed from 1.7.0","url":"https://istio.io/latest/blog/2021/migrate-alpha-policy/"},{"addon":"istio","apiVersion":"rbac.istio.io/v1alpha1","kind":"ServiceRole","deprecatedIn":"1.4","removedIn":"1.7","droppedFromCrdIn":"1.7","storedVersionsMigration":false,"replacement":{"apiVersion":"security.istio.io/v1","kind":"AuthorizationPolicy","availableIn":null},"notes":"Istio 1.6 no longer acts on these objects although its CRDs still serve them, so on 1.6 the policies silently stop applying; 1.7 drops the CRDs. There is no conversion: convert to AuthorizationPolicy on Istio 1.4 or 1.5.","source":"istio/istio.io content/en/blog/2021/migrate-alpha-policy/index.md @ 289fd58e2fd9: \\"The old APIs were deprecated in Istio 1.4. Two releases after the `v1beta1` APIs were introduced, Istio 1.6 removed support for the `v1alpha1` APIs.\\"; CRDs (addon-crds/istio.yaml, 1.5.0..1.30.3): not served from 1.7.0, not listed from 1.7.0","url":"https://istio.io/latest/blog/2021/migrate-alpha-policy/"},{"addon":"istio","apiVersion":"rbac.istio.io/v1alpha1","kind":"ServiceRoleBinding","deprecatedIn":"1.4","removedIn":"1.7","droppedFromCrdIn":"1.7","storedVersionsMigration":false,"replacement":{"apiVersion":"security.istio.io/v1","kind":"AuthorizationPolicy","availableIn":null},"notes":"Istio 1.6 no longer acts on these objects although its CRDs still serve them, so on 1.6 the policies silently stop applying; 1.7 drops the CRDs. There is no conversion: convert to AuthorizationPolicy on Istio 1.4 or 1.5.","source":"istio/istio.io content/en/blog/2021/migrate-alpha-policy/index.md @ 289fd58e2fd9: \\"The old APIs were deprecated in Istio 1.4. Two releases after the `v1beta1` APIs were introduced, Istio 1.6 removed support for the `v1alpha1` APIs.\\"; CRDs (addon-crds/istio.yaml, 1.5.0..1.30.3): not served from 1.7.0, not listed from 1.7.0","url":"https://istio.io/latest/blog/2021/migrate-alpha-policy/"},{"addon":"traefik","apiVersion":"traefik.containo.us/v1alpha1","kind":"IngressRoute","deprecatedIn":"v2.10","removedIn":"v3.0","droppedFromCrdIn":"v3.0","storedVersionsMigration":false,"replacement":{"apiVersion":"traefik.io/v1alpha1","kind":"IngressRoute","availableIn":"v2.10"},"notes":"An API group rename: the traefik.io CRDs are separate CRDs, so objects are recreated, not converted.","source":"traefik/traefik docs/content/deprecation/features.md @ v2.11.0 (0c8778639a3c): \\"In v2.10, the Kubernetes CRD provider API Group `traefik.containo.us` is deprecated, and its support will end starting with Traefik v3. Please use the API Group `traefik.io` instead.\\"; CRDs (addon-crds/traefik.yaml, v2.9.1..v3.7.9): not served from v3.0.0, not listed from v3.0.0","url":"https://doc.traefik.io/traefik/deprecation/features/"},{"addon":"traefik","apiVersion":"traefik.containo.us/v1alpha1","kind":"IngressRouteTCP","deprecatedIn":"v2.10","removedIn":"v3.0","droppedFromCrdIn":"v3.0","storedVersionsMigration":false,"replacement":{"apiVersion":"traefik.io/v1alpha1","kind":"IngressRouteTCP","availableIn":"v2.10"},"notes":"An API group rename: the traefik.io CRDs are separate CRDs, so objects are recreated, not converted.","source":"traefik/traefik docs/content/deprecation/features.md @ v2.11.0 (0c8778639a3c): \\"In v2.10, the Kubernetes CRD provider API Group `traefik.containo.us` is deprecated, and its support will end starting with Traefik v3. Please use the API Group `traefik.io` instead.\\"; CRDs (addon-crds/traefik.yaml, v2.9.1..v3.7.9): not served from v3.0.0, not listed from v3.0.0","url":"https://doc.traefik.io/traefik/deprecation/features/"},{"addon":"traefik","apiVersion":"traefik.containo.us/v1alpha1","kind":"IngressRouteUDP","deprecatedIn":"v2.10","removedIn":"v3.0","droppedFromCrdIn":"v3.0","storedVersionsMigration":false,"replacement":{"apiVersion":"traefik.io/v1alpha1","kind":"IngressRouteUDP","availableIn":"v2.10"},"notes":"An API group rename: the traefik.io CRDs are separate CRDs, so objects are recreated, not converted.","source":"traefik/traefik docs/content/deprecation/features.md @ v2.11.0 (0c8778639a3c): \\"In v2.10, the Kubernetes CRD provider API Group `traefik.containo.us` is deprecated, and its support will end starting with Traefik v3. Please use the API Group `traefik.io` instead.\\"; CRDs (addon-crds/traefik.yaml, v2.9.1..v3.7.9): not served from v3.0.0, not listed from v3.0.0","url":"https://doc.traefik.io/traefik/deprecation/features/"},{"addon":"traefik","apiVersion":"traefik.containo.us/v1alpha1","kind":"Middleware","deprecatedIn":"v2.10","removedIn":"v3.0","droppedFromCrdIn":"v3.0","storedVersionsMigration":false,"replacement":{"apiVersion":"traefik.io/v1alpha1","kind":"Middleware","availableIn":"v2.10"},"notes":"An API group rename: the traefik.io CRDs are separate CRDs, so objects are recreated, not converted.","source":"traefik/traefik docs/content/deprecation/features.md @ v2.11.0 (0c8778639a3c): \\"In v2.10, the Kubernetes CRD provider API Group `traefik.containo.us` is deprecated, and its support will end starting with Traefik v3. Please use the API Group `traefik.io` instead.\\"; CRDs (addon-crds/traefik.yaml, v2.9.1..v3.7.9): not served from v3.0.0, not listed from v3.0.0","url":"https://doc.traefik.io/traefik/deprecation/features/"},{"addon":"traefik","apiVersion":"traefik.containo.us/v1alpha1","kind":"MiddlewareTCP","deprecatedIn":"v2.10","removedIn":"v3.0","droppedFromCrdIn":"v3.0","storedVersionsMigration":false,"replacement":{"apiVersion":"traefik.io/v1alpha1","kind":"MiddlewareTCP","availableIn":"v2.10"},"notes":"An API group rename: the traefik.io CRDs are separate CRDs, so objects are recreated, not converted.","source":"traefik/traefik docs/content/deprecation/features.md @ v2.11.0 (0c8778639a3c): \\"In v2.10, the Kubernetes CRD provider API Group `traefik.containo.us` is deprecated, and its support will end starting with Traefik v3. Please use the API Group `traefik.io` instead.\\"; CRDs (addon-crds/traefik.yaml, v2.9.1..v3.7.9): not served from v3.0.0, not listed from v3.0.0","url":"https://doc.traefik.io/traefik/deprecation/features/"},{"addon":"traefik","apiVersion":"traefik.containo.us/v1alpha1","kind":"ServersTransport","deprecatedIn":"v2.10","removedIn":"v3.0","droppedFromCrdIn":"v3.0","storedVersionsMigration":false,"replacement":{"apiVersion":"traefik.io/v1alpha1","kind":"ServersTransport","availableIn":"v2.10"},"notes":"An API group rename: the traefik.io CRDs are separate CRDs, so objects are recreated, not converted.","source":"traefik/traefik docs/content/deprecation/features.md @ v2.11.0 (0c8778639a3c): \\"In v2.10, the Kubernetes CRD provider API Group `traefik.containo.us` is deprecated, and its support will end starting with Traefik v3. Please use the API Group `traefik.io` instead.\\"; CRDs (addon-crds/traefik.yaml, v2.9.1..v3.7.9): not served from v3.0.0, not listed from v3.0.0","url":"https://doc.traefik.io/traefik/deprecation/features/"},{"addon":"traefik","apiVersion":"traefik.containo.us/v1alpha1","kind":"TLSOption","deprecatedIn":"v2.10","removedIn":"v3.0","droppedFromCrdIn":"v3.0","storedVersionsMigration":false,"replacement":{"apiVersion":"traefik.io/v1alpha1","kind":"TLSOption","availableIn":"v2.10"},"notes":"An API group rename: the traefik.io CRDs are separate CRDs, so objects are recreated, not converted.","source":"traefik/traefik docs/content/deprecation/features.md @ v2.11.0 (0c8778639a3c): \\"In v2.10, the Kubernetes CRD provider API Group `traefik.containo.us` is deprecated, and its support will end starting with Traefik v3. Please use the API Group `traefik.io` instead.\\"; CRDs (addon-crds/traefik.yaml, v2.9.1..v3.7.9): not served from v3.0.0, not listed from v3.0.0","url":"https://doc.traefik.io/traefik/deprecation/features/"},{"addon":"traefik","apiVersion":"traefik.containo.us/v1alpha1","kind":"TLSStore","deprecatedIn":"v2.10","removedIn":"v3.0","droppedFromCrdIn":"v3.0","storedVersionsMigration":false,"replacement":{"apiVersion":"traefik.io/v1alpha1","kind":"TLSStore","availableIn":"v2.10"},"notes":"An API group rename: the traefik.io CRDs are separate CRDs, so objects are recreated, not converted.","source":"traefik/traefik docs/content/deprecation/features.md @ v2.11.0 (0c8778639a3c): \\"In v2.10, the Kubernetes CRD provider API Group `traefik.containo.us` is deprecated, and its support will end starting with Traefik v3. Please use the API Group `traefik.io` instead.\\"; CRDs (addon-crds/traefik.yaml, v2.9.1..v3.7.9): not served from v3.0.0, not listed from v3.0.0","url":"https://doc.traefik.io/traefik/deprecation/features/"},{"addon":"traefik","apiVersion":"traefik.containo.us/v1alpha1","kind":"TraefikService","deprecatedIn":"v2.10","removedIn":"v3.0","droppedFromCrdIn":"v3.0","storedVersionsMigration":false,"replacement":{"apiVersion":"traefik.io/v1alpha1","kind":"TraefikService","availableIn":"v2.10"},"notes":"An API group rename: the traefik.io CRDs are separate CRDs, so objects are recreated, not converted.","source":"traefik/traefik docs/content/deprecation/features.md @ v2.11.0 (0c8778639a3c): \\"In v2.10, the Kubernetes CRD provider API Group `traefik.containo.us` is deprecated, and its support will end starting with Traefik v3. Please use the API Group `traefik.io` instead.\\"; CRDs (addon-crds/traefik.yaml, v2.9.1..v3.7.9): not served from v3.0.0, not listed from v3.0.0","url":"https://doc.traefik.io/traefik/deprecation/features/"}]}', "rules/_data/component-flags.json": `{"flags":[{"component":"kube-apiserver","flag":"add-dir-header","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --add-dir-header","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kube-apiserver","flag":"address","deprecatedIn":null,"removedIn":"1.24","removalScheduled":null,"replacement":"--bind-address","startup":"refuses","prints":"unknown flag: --address","advice":"Insecure serving has been inert since 1.20: serve on the secure port only.","source":"CHANGELOG-1.24 v1.24.0 [Deprecation]; kubernetes/kubernetes#106859; registration: kube-apiserver --address registered by kubernetes/apiserver pkg/server/options/deprecated_insecure_serving.go (*DeprecatedInsecureServingOptions).AddUnqualifiedFlags (called until 1.23), last at v0.23.0 5dc525b156d2, not registered for it at v0.24.0 a2c383e26aa8, MarkDeprecated from the first release read (1.17) or earlier; kube-apiserver --insecure-bind-address registered by kubernetes/apiserver pkg/server/options/deprecated_insecure_serving.go (*DeprecatedInsecureServingOptions).AddFlags (called until 1.23), last at v0.23.0 5dc525b156d2, not registered for it at v0.24.0 a2c383e26aa8, MarkDeprecated from the first release read (1.17) or earlier"},{"component":"kube-apiserver","flag":"alsologtostderr","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --alsologtostderr","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kube-apiserver","flag":"audit-log-version","value":"audit.k8s.io/v1alpha1","deprecatedIn":"1.21","removedIn":"1.24","removalScheduled":null,"replacement":"audit.k8s.io/v1 (the default)","startup":"refuses","prints":"invalid group version, allowed versions are [\\"audit.k8s.io/v1\\"]","advice":"Only audit.k8s.io/v1 is accepted; the --audit-policy-file must be audit.k8s.io/v1 too.","source":"CHANGELOG-1.24 v1.24.0 [API Change]; kubernetes/kubernetes#108092; deprecated: CHANGELOG-1.21 v1.21.0 [Deprecation]; kubernetes/kubernetes#98858; message: k8s.io/apiserver pkg/server/options/audit.go validateGroupVersionString v0.24.0, fmt.Errorf(\\"invalid group version, allowed versions are %q\\", knownGroupVersions) with knownGroupVersions = [audit.k8s.io/v1]"},{"component":"kube-apiserver","flag":"audit-log-version","value":"audit.k8s.io/v1beta1","deprecatedIn":"1.21","removedIn":"1.24","removalScheduled":null,"replacement":"audit.k8s.io/v1 (the default)","startup":"refuses","prints":"invalid group version, allowed versions are [\\"audit.k8s.io/v1\\"]","advice":"Only audit.k8s.io/v1 is accepted; the --audit-policy-file must be audit.k8s.io/v1 too.","source":"CHANGELOG-1.24 v1.24.0 [API Change]; kubernetes/kubernetes#108092; deprecated: CHANGELOG-1.21 v1.21.0 [Deprecation]; kubernetes/kubernetes#98858; message: k8s.io/apiserver pkg/server/options/audit.go validateGroupVersionString v0.24.0, fmt.Errorf(\\"invalid group version, allowed versions are %q\\", knownGroupVersions) with knownGroupVersions = [audit.k8s.io/v1]"},{"component":"kube-apiserver","flag":"audit-webhook-version","value":"audit.k8s.io/v1alpha1","deprecatedIn":"1.21","removedIn":"1.24","removalScheduled":null,"replacement":"audit.k8s.io/v1 (the default)","startup":"refuses","prints":"invalid group version, allowed versions are [\\"audit.k8s.io/v1\\"]","advice":"Only audit.k8s.io/v1 is accepted; the --audit-policy-file must be audit.k8s.io/v1 too.","source":"CHANGELOG-1.24 v1.24.0 [API Change]; kubernetes/kubernetes#108092; deprecated: CHANGELOG-1.21 v1.21.0 [Deprecation]; kubernetes/kubernetes#98858; message: k8s.io/apiserver pkg/server/options/audit.go validateGroupVersionString v0.24.0, fmt.Errorf(\\"invalid group version, allowed versions are %q\\", knownGroupVersions) with knownGroupVersions = [audit.k8s.io/v1]"},{"component":"kube-apiserver","flag":"audit-webhook-version","value":"audit.k8s.io/v1beta1","deprecatedIn":"1.21","removedIn":"1.24","removalScheduled":null,"replacement":"audit.k8s.io/v1 (the default)","startup":"refuses","prints":"invalid group version, allowed versions are [\\"audit.k8s.io/v1\\"]","advice":"Only audit.k8s.io/v1 is accepted; the --audit-policy-file must be audit.k8s.io/v1 too.","source":"CHANGELOG-1.24 v1.24.0 [API Change]; kubernetes/kubernetes#108092; deprecated: CHANGELOG-1.21 v1.21.0 [Deprecation]; kubernetes/kubernetes#98858; message: k8s.io/apiserver pkg/server/options/audit.go validateGroupVersionString v0.24.0, fmt.Errorf(\\"invalid group version, allowed versions are %q\\", knownGroupVersions) with knownGroupVersions = [audit.k8s.io/v1]"},{"component":"kube-apiserver","flag":"cloud-config","deprecatedIn":"1.29","removedIn":"1.33","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --cloud-config","advice":"Cloud integration belongs to an external cloud-controller-manager; remove the flag from kube-apiserver.","source":"CHANGELOG-1.33 v1.33.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#130162; deprecated: CHANGELOG-1.29 v1.29.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#120903"},{"component":"kube-apiserver","flag":"cloud-provider","deprecatedIn":"1.29","removedIn":"1.33","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --cloud-provider","advice":"Cloud integration belongs to an external cloud-controller-manager; remove the flag from kube-apiserver.","source":"CHANGELOG-1.33 v1.33.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#130162; deprecated: CHANGELOG-1.29 v1.29.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#120903"},{"component":"kube-apiserver","flag":"cloud-provider","value":"aws","deprecatedIn":null,"removedIn":"1.27","removalScheduled":null,"replacement":"--cloud-provider=external with cloud-provider-aws","startup":"unknown","prints":null,"advice":"The in-tree AWS provider was removed in 1.27: run the external cloud-controller-manager (kube-apiserver lost --cloud-provider itself in 1.33).","source":"CHANGELOG-1.27 v1.27.0 [Urgent Upgrade Notes]; kubernetes/kubernetes#115838"},{"component":"kube-apiserver","flag":"cloud-provider","value":"azure","deprecatedIn":null,"removedIn":"1.30","removalScheduled":null,"replacement":"--cloud-provider=external with cloud-provider-azure or cloud-provider-vsphere","startup":"unknown","prints":null,"advice":"The in-tree Azure and vSphere providers (and the Azure credential provider) were removed: run the external cloud-controller-manager.","source":"CHANGELOG-1.30 v1.30.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#122857 (azure), kubernetes/kubernetes#122937 (vsphere)"},{"component":"kube-apiserver","flag":"cloud-provider","value":"gce","deprecatedIn":null,"removedIn":"1.31","removalScheduled":null,"replacement":"--cloud-provider=external with cloud-provider-gcp","startup":"unknown","prints":null,"advice":"The last in-tree provider (GCE) and its credential provider were removed: run the external cloud-controller-manager.","source":"CHANGELOG-1.31 v1.31.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#124519"},{"component":"kube-apiserver","flag":"cloud-provider","value":"openstack","deprecatedIn":null,"removedIn":"1.26","removalScheduled":null,"replacement":"--cloud-provider=external with cloud-provider-openstack","startup":"unknown","prints":null,"advice":"The in-tree OpenStack provider was removed: run the external cloud-controller-manager.","source":"CHANGELOG-1.26 v1.26.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#67782"},{"component":"kube-apiserver","flag":"cloud-provider","value":"vsphere","deprecatedIn":null,"removedIn":"1.30","removalScheduled":null,"replacement":"--cloud-provider=external with cloud-provider-azure or cloud-provider-vsphere","startup":"unknown","prints":null,"advice":"The in-tree Azure and vSphere providers (and the Azure credential provider) were removed: run the external cloud-controller-manager.","source":"CHANGELOG-1.30 v1.30.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#122857 (azure), kubernetes/kubernetes#122937 (vsphere)"},{"component":"kube-apiserver","flag":"default-watch-cache-size","deprecatedIn":"1.25","removedIn":null,"removalScheduled":null,"replacement":null,"startup":null,"prints":null,"advice":"Watch caches are sized automatically; remove the flag. No removal release is announced.","source":"k8s.io/apiserver pkg/server/options/etcd.go (*EtcdOptions).AddFlags, fs.MarkDeprecated(\\"default-watch-cache-size\\", ...) from v0.25.0; registration: kube-apiserver --default-watch-cache-size registered by kubernetes/apiserver pkg/server/options/etcd.go (*EtcdOptions).AddFlags, last at master (development of 1.37) 24a394e516bf, MarkDeprecated from 1.25"},{"component":"kube-apiserver","flag":"deserialization-cache-size","deprecatedIn":null,"removedIn":"1.24","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --deserialization-cache-size","advice":"It was deprecated and unused.","source":"CHANGELOG-1.24 v1.24.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#108448; registration: kube-apiserver --deserialization-cache-size registered by kubernetes/apiserver pkg/server/options/etcd.go (*EtcdOptions).AddFlags, last at v0.23.0 5dc525b156d2, not registered for it at v0.24.0 a2c383e26aa8, MarkDeprecated from the first release read (1.17) or earlier"},{"component":"kube-apiserver","flag":"disable-admission-plugins","value":"PersistentVolumeLabel","listValue":true,"deprecatedIn":null,"removedIn":"1.31","removalScheduled":null,"replacement":"kubernetes-sigs/cloud-pv-admission-labeler","startup":"refuses","prints":"disable-admission-plugins plugin \\"PersistentVolumeLabel\\" is unknown","advice":"Drop the plugin from the list (ACTION REQUIRED in 1.31).","source":"CHANGELOG-1.31 v1.31.0 [Bug or Regression + Urgent Upgrade Notes (ACTION REQUIRED)]; kubernetes/kubernetes#124505; message: k8s.io/apiserver pkg/server/options/admission.go (*AdmissionOptions).Validate, fmt.Errorf(\\"enable-admission-plugins plugin %q is unknown\\") and its disable-admission-plugins twin, v0.20.0 to v0.36.0"},{"component":"kube-apiserver","flag":"disable-admission-plugins","value":"PodGroupWorkloadExists","listValue":true,"deprecatedIn":null,"removedIn":"1.37","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"disable-admission-plugins plugin \\"PodGroupWorkloadExists\\" is unknown","advice":"The alpha admission plugin (1.36 only, behind the GenericWorkload gate) was removed; drop it from the list before upgrading, or the API server does not start.","source":"1.37 notes draft [Bug or Regression]; kubernetes/kubernetes#139008; plugin name: const PluginName = \\"PodGroupWorkloadExists\\" in the kubernetes/kubernetes 1.36 admission plugin (package podgroup); added: CHANGELOG-1.36 v1.36.0 [API Change]; kubernetes/kubernetes#137464; message: k8s.io/apiserver pkg/server/options/admission.go (*AdmissionOptions).Validate, v0.36.0 and master 24a394e5","unverified":"The 1.37 removal comes from the release notes draft shortly before v1.37.0, not the final notes."},{"component":"kube-apiserver","flag":"disable-admission-plugins","value":"PodPreset","listValue":true,"deprecatedIn":null,"removedIn":"1.20","removalScheduled":null,"replacement":"a mutating admission webhook","startup":"refuses","prints":"disable-admission-plugins plugin \\"PodPreset\\" is unknown","advice":"The PodPreset API and admission plugin were removed; drop the plugin from the list.","source":"CHANGELOG-1.20 v1.20.0 [Deprecation]; kubernetes/kubernetes#94090; message: k8s.io/apiserver pkg/server/options/admission.go (*AdmissionOptions).Validate, fmt.Errorf(\\"enable-admission-plugins plugin %q is unknown\\") and its disable-admission-plugins twin, v0.20.0 to v0.36.0"},{"component":"kube-apiserver","flag":"disable-admission-plugins","value":"PodSecurityPolicy","listValue":true,"deprecatedIn":"1.21","removedIn":"1.25","removalScheduled":null,"replacement":"PodSecurity (Pod Security Admission) or a policy webhook","startup":"refuses","prints":"disable-admission-plugins plugin \\"PodSecurityPolicy\\" is unknown","advice":"Migrate to Pod Security Admission before 1.25 and drop the plugin from the list.","source":"CHANGELOG-1.25 v1.25.0 [Deprecation]; kubernetes/kubernetes#109798; deprecated (the API): CHANGELOG-1.21 v1.21.0 [Deprecation]; kubernetes/kubernetes#97171; message: k8s.io/apiserver pkg/server/options/admission.go (*AdmissionOptions).Validate, fmt.Errorf(\\"enable-admission-plugins plugin %q is unknown\\") and its disable-admission-plugins twin, v0.20.0 to v0.36.0"},{"component":"kube-apiserver","flag":"disable-admission-plugins","value":"SecurityContextDeny","listValue":true,"deprecatedIn":"1.27","removedIn":"1.30","removalScheduled":null,"replacement":"PodSecurity (Pod Security Admission)","startup":"refuses","prints":"disable-admission-plugins plugin \\"SecurityContextDeny\\" is unknown","advice":"Drop the plugin from the list; Pod Security Admission enforces the same restrictions.","source":"CHANGELOG-1.30 v1.30.0 [Deprecation]; kubernetes/kubernetes#122612; deprecated: CHANGELOG-1.27 v1.27.0 [Deprecation]; kubernetes/kubernetes#115879; message: k8s.io/apiserver pkg/server/options/admission.go (*AdmissionOptions).Validate, fmt.Errorf(\\"enable-admission-plugins plugin %q is unknown\\") and its disable-admission-plugins twin, v0.20.0 to v0.36.0"},{"component":"kube-apiserver","flag":"enable-admission-plugins","value":"PersistentVolumeLabel","listValue":true,"deprecatedIn":null,"removedIn":"1.31","removalScheduled":null,"replacement":"kubernetes-sigs/cloud-pv-admission-labeler","startup":"refuses","prints":"enable-admission-plugins plugin \\"PersistentVolumeLabel\\" is unknown","advice":"Drop the plugin from the list (ACTION REQUIRED in 1.31).","source":"CHANGELOG-1.31 v1.31.0 [Bug or Regression + Urgent Upgrade Notes (ACTION REQUIRED)]; kubernetes/kubernetes#124505; message: k8s.io/apiserver pkg/server/options/admission.go (*AdmissionOptions).Validate, fmt.Errorf(\\"enable-admission-plugins plugin %q is unknown\\") and its disable-admission-plugins twin, v0.20.0 to v0.36.0"},{"component":"kube-apiserver","flag":"enable-admission-plugins","value":"PodGroupWorkloadExists","listValue":true,"deprecatedIn":null,"removedIn":"1.37","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"enable-admission-plugins plugin \\"PodGroupWorkloadExists\\" is unknown","advice":"The alpha admission plugin (1.36 only, behind the GenericWorkload gate) was removed; drop it from the list before upgrading, or the API server does not start.","source":"1.37 notes draft [Bug or Regression]; kubernetes/kubernetes#139008; plugin name: const PluginName = \\"PodGroupWorkloadExists\\" in the kubernetes/kubernetes 1.36 admission plugin (package podgroup); added: CHANGELOG-1.36 v1.36.0 [API Change]; kubernetes/kubernetes#137464; message: k8s.io/apiserver pkg/server/options/admission.go (*AdmissionOptions).Validate, v0.36.0 and master 24a394e5","unverified":"The 1.37 removal comes from the release notes draft shortly before v1.37.0, not the final notes."},{"component":"kube-apiserver","flag":"enable-admission-plugins","value":"PodPreset","listValue":true,"deprecatedIn":null,"removedIn":"1.20","removalScheduled":null,"replacement":"a mutating admission webhook","startup":"refuses","prints":"enable-admission-plugins plugin \\"PodPreset\\" is unknown","advice":"The PodPreset API and admission plugin were removed; drop the plugin from the list.","source":"CHANGELOG-1.20 v1.20.0 [Deprecation]; kubernetes/kubernetes#94090; message: k8s.io/apiserver pkg/server/options/admission.go (*AdmissionOptions).Validate, fmt.Errorf(\\"enable-admission-plugins plugin %q is unknown\\") and its disable-admission-plugins twin, v0.20.0 to v0.36.0"},{"component":"kube-apiserver","flag":"enable-admission-plugins","value":"PodSecurityPolicy","listValue":true,"deprecatedIn":"1.21","removedIn":"1.25","removalScheduled":null,"replacement":"PodSecurity (Pod Security Admission) or a policy webhook","startup":"refuses","prints":"enable-admission-plugins plugin \\"PodSecurityPolicy\\" is unknown","advice":"Migrate to Pod Security Admission before 1.25 and drop the plugin from the list.","source":"CHANGELOG-1.25 v1.25.0 [Deprecation]; kubernetes/kubernetes#109798; deprecated (the API): CHANGELOG-1.21 v1.21.0 [Deprecation]; kubernetes/kubernetes#97171; message: k8s.io/apiserver pkg/server/options/admission.go (*AdmissionOptions).Validate, fmt.Errorf(\\"enable-admission-plugins plugin %q is unknown\\") and its disable-admission-plugins twin, v0.20.0 to v0.36.0"},{"component":"kube-apiserver","flag":"enable-admission-plugins","value":"SecurityContextDeny","listValue":true,"deprecatedIn":"1.27","removedIn":"1.30","removalScheduled":null,"replacement":"PodSecurity (Pod Security Admission)","startup":"refuses","prints":"enable-admission-plugins plugin \\"SecurityContextDeny\\" is unknown","advice":"Drop the plugin from the list; Pod Security Admission enforces the same restrictions.","source":"CHANGELOG-1.30 v1.30.0 [Deprecation]; kubernetes/kubernetes#122612; deprecated: CHANGELOG-1.27 v1.27.0 [Deprecation]; kubernetes/kubernetes#115879; message: k8s.io/apiserver pkg/server/options/admission.go (*AdmissionOptions).Validate, fmt.Errorf(\\"enable-admission-plugins plugin %q is unknown\\") and its disable-admission-plugins twin, v0.20.0 to v0.36.0"},{"component":"kube-apiserver","flag":"enable-swagger-ui","deprecatedIn":null,"removedIn":"1.24","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --enable-swagger-ui","advice":"It had no effect since 1.14, per the change that removed it; remove the flag.","source":"kubernetes/apiserver commit 41eb0791 (Kubernetes-commit 206f3aee); no release note names it; registration: kube-apiserver --enable-swagger-ui registered by kubernetes/apiserver pkg/server/options/feature.go (*FeatureOptions).AddFlags, last at v0.23.0 5dc525b156d2, not registered for it at v0.24.0 a2c383e26aa8, MarkDeprecated from the first release read (1.17) or earlier"},{"component":"kube-apiserver","flag":"endpoint-reconciler-type","value":"master-count","deprecatedIn":"1.24","removedIn":null,"removalScheduled":null,"replacement":"lease (the default)","startup":null,"prints":null,"advice":"Deprecated together with --master-count; no removal release is announced.","source":"CHANGELOG-1.24 v1.24.0 [Deprecation]; kubernetes/kubernetes#108062"},{"component":"kube-apiserver","flag":"experimental-encryption-provider-config","deprecatedIn":null,"removedIn":"1.24","removalScheduled":null,"replacement":"--encryption-provider-config","startup":"refuses","prints":"unknown flag: --experimental-encryption-provider-config","advice":"Rename the flag (--encryption-provider-config exists since 1.13).","source":"CHANGELOG-1.24 v1.24.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#108423; registration: kube-apiserver --experimental-encryption-provider-config registered by kubernetes/apiserver pkg/server/options/etcd.go (*EtcdOptions).AddFlags, last at v0.23.0 5dc525b156d2, not registered for it at v0.24.0 a2c383e26aa8, MarkDeprecated from the first release read (1.17) or earlier"},{"component":"kube-apiserver","flag":"experimental-logging-sanitization","deprecatedIn":null,"removedIn":"1.24","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --experimental-logging-sanitization","advice":"Dynamic log sanitization was removed; remove the flag.","source":"1.24 notes (kinds api-change, deprecation; action required); kubernetes/kubernetes#107207; components: kubernetes/website content/ko/docs/concepts/cluster-administration/system-logs.md (the components that support log sanitization); registration: kube-apiserver --experimental-logging-sanitization registered by kubernetes/component-base logs/options.go (*Options).AddFlags and kubernetes/component-base logs/config.go BindLoggingFlags, last at v0.23.0 71f66e5daae2, not registered for it at v0.24.0 935834fbded1","unverified":"The components are those the documentation lists as supporting sanitization; only kube-apiserver's registration is checked against the component-base extract."},{"component":"kube-apiserver","flag":"insecure-bind-address","deprecatedIn":null,"removedIn":"1.24","removalScheduled":null,"replacement":"--bind-address","startup":"refuses","prints":"unknown flag: --insecure-bind-address","advice":"Insecure serving has been inert since 1.20: serve on the secure port only.","source":"CHANGELOG-1.24 v1.24.0 [Deprecation]; kubernetes/kubernetes#106859; registration: kube-apiserver --address registered by kubernetes/apiserver pkg/server/options/deprecated_insecure_serving.go (*DeprecatedInsecureServingOptions).AddUnqualifiedFlags (called until 1.23), last at v0.23.0 5dc525b156d2, not registered for it at v0.24.0 a2c383e26aa8, MarkDeprecated from the first release read (1.17) or earlier; kube-apiserver --insecure-bind-address registered by kubernetes/apiserver pkg/server/options/deprecated_insecure_serving.go (*DeprecatedInsecureServingOptions).AddFlags (called until 1.23), last at v0.23.0 5dc525b156d2, not registered for it at v0.24.0 a2c383e26aa8, MarkDeprecated from the first release read (1.17) or earlier"},{"component":"kube-apiserver","flag":"insecure-port","deprecatedIn":null,"removedIn":"1.24","removalScheduled":null,"replacement":"--secure-port","startup":"refuses","prints":"unknown flag: --insecure-port","advice":"Insecure serving has been inert since 1.20: serve on the secure port only.","source":"CHANGELOG-1.24 v1.24.0 [Deprecation]; kubernetes/kubernetes#106859; registration: kube-apiserver --port registered by kubernetes/apiserver pkg/server/options/deprecated_insecure_serving.go (*DeprecatedInsecureServingOptions).AddUnqualifiedFlags (called until 1.23), last at v0.23.0 5dc525b156d2, not registered for it at v0.24.0 a2c383e26aa8, MarkDeprecated from the first release read (1.17) or earlier; kube-apiserver --insecure-port registered by kubernetes/apiserver pkg/server/options/deprecated_insecure_serving.go (*DeprecatedInsecureServingOptions).AddFlags (called until 1.23), last at v0.23.0 5dc525b156d2, not registered for it at v0.24.0 a2c383e26aa8, MarkDeprecated from the first release read (1.17) or earlier"},{"component":"kube-apiserver","flag":"log-backtrace-at","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --log-backtrace-at","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kube-apiserver","flag":"log-dir","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --log-dir","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kube-apiserver","flag":"log-file","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --log-file","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kube-apiserver","flag":"log-file-max-size","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --log-file-max-size","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kube-apiserver","flag":"logtostderr","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --logtostderr","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kube-apiserver","flag":"master-count","deprecatedIn":"1.24","removedIn":null,"removalScheduled":null,"replacement":null,"startup":null,"prints":null,"advice":"Use the lease endpoint reconciler (--endpoint-reconciler-type=lease, the default). No removal release is announced.","source":"CHANGELOG-1.24 v1.24.0 [Deprecation]; kubernetes/kubernetes#108062"},{"component":"kube-apiserver","flag":"master-service-namespace","deprecatedIn":"1.26","removedIn":"1.27","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --master-service-namespace","advice":"It was unused.","source":"CHANGELOG-1.27 v1.27.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#114446; deprecated: CHANGELOG-1.26 v1.26.0 [Deprecation]; kubernetes/kubernetes#112797; registration: kube-apiserver --master-service-namespace registered by kubernetes/apiserver pkg/server/options/server_run_options.go (*ServerRunOptions).AddUniversalFlags, last at v0.26.0 7468250970ae, not registered for it at v0.27.0 12b737b0496e, MarkDeprecated from 1.26"},{"component":"kube-apiserver","flag":"one-output","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --one-output","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kube-apiserver","flag":"port","deprecatedIn":null,"removedIn":"1.24","removalScheduled":null,"replacement":"--secure-port","startup":"refuses","prints":"unknown flag: --port","advice":"Insecure serving has been inert since 1.20: serve on the secure port only.","source":"CHANGELOG-1.24 v1.24.0 [Deprecation]; kubernetes/kubernetes#106859; registration: kube-apiserver --port registered by kubernetes/apiserver pkg/server/options/deprecated_insecure_serving.go (*DeprecatedInsecureServingOptions).AddUnqualifiedFlags (called until 1.23), last at v0.23.0 5dc525b156d2, not registered for it at v0.24.0 a2c383e26aa8, MarkDeprecated from the first release read (1.17) or earlier; kube-apiserver --insecure-port registered by kubernetes/apiserver pkg/server/options/deprecated_insecure_serving.go (*DeprecatedInsecureServingOptions).AddFlags (called until 1.23), last at v0.23.0 5dc525b156d2, not registered for it at v0.24.0 a2c383e26aa8, MarkDeprecated from the first release read (1.17) or earlier"},{"component":"kube-apiserver","flag":"service-account-api-audiences","deprecatedIn":null,"removedIn":"1.25","removalScheduled":null,"replacement":"--api-audiences","startup":"refuses","prints":"unknown flag: --service-account-api-audiences","advice":"Rename the flag (ACTION REQUIRED in 1.25).","source":"CHANGELOG-1.25 v1.25.0 [Deprecation + Urgent Upgrade Notes (ACTION REQUIRED)]; kubernetes/kubernetes#108624"},{"component":"kube-apiserver","flag":"skip-headers","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --skip-headers","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kube-apiserver","flag":"skip-log-headers","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --skip-log-headers","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kube-apiserver","flag":"ssh-key","deprecatedIn":null,"removedIn":"1.22","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --ssh-key","advice":"It only worked with the in-tree GCE provider; use the API server network proxy (konnectivity) instead.","source":"CHANGELOG-1.22 v1.22.0 [API Change]; kubernetes/kubernetes#102297"},{"component":"kube-apiserver","flag":"ssh-user","deprecatedIn":null,"removedIn":"1.22","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --ssh-user","advice":"It only worked with the in-tree GCE provider; use the API server network proxy (konnectivity) instead.","source":"CHANGELOG-1.22 v1.22.0 [API Change]; kubernetes/kubernetes#102297"},{"component":"kube-apiserver","flag":"stderrthreshold","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --stderrthreshold","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kube-apiserver","flag":"target-ram-mb","deprecatedIn":"1.19","removedIn":"1.24","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --target-ram-mb","advice":"It had no effect since its deprecation.","source":"CHANGELOG-1.24 v1.24.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#108457; deprecated: v1.19.0 release notes (relnotes.k8s.io) [cleanup]; kubernetes/kubernetes#91818; registration: kube-apiserver --target-ram-mb registered by kubernetes/apiserver pkg/server/options/server_run_options.go (*ServerRunOptions).AddUniversalFlags, last at v0.23.0 5dc525b156d2, not registered for it at v0.24.0 a2c383e26aa8, MarkDeprecated from 1.19"},{"component":"kube-controller-manager","flag":"add-dir-header","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --add-dir-header","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kube-controller-manager","flag":"address","deprecatedIn":null,"removedIn":"1.24","removalScheduled":null,"replacement":"--bind-address","startup":"refuses","prints":"unknown flag: --address","advice":"Insecure serving has had no effect since 1.20: probe and scrape the secure port 10257 with the authentication and authorization kubeconfigs set.","source":"CHANGELOG-1.24 v1.24.0 [Deprecation]; kubernetes/kubernetes#106860; registration: kube-controller-manager --address registered by kubernetes/apiserver pkg/server/options/deprecated_insecure_serving.go (*DeprecatedInsecureServingOptions).AddUnqualifiedFlags (called until 1.23), last at v0.23.0 5dc525b156d2, not registered for it at v0.24.0 a2c383e26aa8, MarkDeprecated from the first release read (1.17) or earlier"},{"component":"kube-controller-manager","flag":"alsologtostderr","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --alsologtostderr","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kube-controller-manager","flag":"cidr-allocator-type","value":"CloudAllocator","deprecatedIn":"1.30","removedIn":null,"removalScheduled":null,"replacement":"RangeAllocator, or the external cloud provider's IPAM","startup":null,"prints":null,"advice":"Announced as deprecated and to be removed in a future release; no removal release is announced.","source":"CHANGELOG-1.30 v1.30.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#123011"},{"component":"kube-controller-manager","flag":"cloud-provider","acceptedValues":["external",""],"deprecatedIn":null,"removedIn":"1.32","removalScheduled":null,"replacement":"--cloud-provider=external with a cloud-controller-manager","startup":"unknown","prints":null,"advice":"The legacy cloud-provider integration was removed from kube-controller-manager: every value other than external is invalid.","source":"CHANGELOG-1.32 v1.32.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#128197"},{"component":"kube-controller-manager","flag":"cloud-provider","value":"aws","deprecatedIn":null,"removedIn":"1.27","removalScheduled":null,"replacement":"--cloud-provider=external with cloud-provider-aws","startup":"refuses","prints":null,"advice":"The in-tree AWS provider was removed in 1.27: set --cloud-provider=external and run the external cloud-controller-manager before upgrading.","source":"CHANGELOG-1.27 v1.27.0 [Urgent Upgrade Notes]; kubernetes/kubernetes#115838; the provider is no longer registered: k8s.io/cloud-provider plugins.go v0.27.0 (aws left deprecatedCloudProviders; InitCloudProvider returns fmt.Errorf(\\"unknown cloud provider %q\\", name) for a name no provider registers)","unverified":"That kube-controller-manager 1.27 to 1.31 exits on that error was not read in its own code at those tags (its createCloudProvider returns the error as \\"cloud provider could not be initialized: %v\\" in the version read); from 1.32 every value but external is invalid (kubernetes/kubernetes#128197). The full text it prints is not recorded."},{"component":"kube-controller-manager","flag":"cloud-provider","value":"azure","deprecatedIn":null,"removedIn":"1.30","removalScheduled":null,"replacement":"--cloud-provider=external with cloud-provider-azure or cloud-provider-vsphere","startup":"unknown","prints":null,"advice":"The in-tree Azure and vSphere providers (and the Azure credential provider) were removed: run the external cloud-controller-manager.","source":"CHANGELOG-1.30 v1.30.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#122857 (azure), kubernetes/kubernetes#122937 (vsphere)"},{"component":"kube-controller-manager","flag":"cloud-provider","value":"gce","deprecatedIn":null,"removedIn":"1.31","removalScheduled":null,"replacement":"--cloud-provider=external with cloud-provider-gcp","startup":"unknown","prints":null,"advice":"The last in-tree provider (GCE) and its credential provider were removed: run the external cloud-controller-manager.","source":"CHANGELOG-1.31 v1.31.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#124519"},{"component":"kube-controller-manager","flag":"cloud-provider","value":"openstack","deprecatedIn":null,"removedIn":"1.26","removalScheduled":null,"replacement":"--cloud-provider=external with cloud-provider-openstack","startup":"unknown","prints":null,"advice":"The in-tree OpenStack provider was removed: run the external cloud-controller-manager.","source":"CHANGELOG-1.26 v1.26.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#67782"},{"component":"kube-controller-manager","flag":"cloud-provider","value":"vsphere","deprecatedIn":null,"removedIn":"1.30","removalScheduled":null,"replacement":"--cloud-provider=external with cloud-provider-azure or cloud-provider-vsphere","startup":"unknown","prints":null,"advice":"The in-tree Azure and vSphere providers (and the Azure credential provider) were removed: run the external cloud-controller-manager.","source":"CHANGELOG-1.30 v1.30.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#122857 (azure), kubernetes/kubernetes#122937 (vsphere)"},{"component":"kube-controller-manager","flag":"concurrent-service-syncs","deprecatedIn":null,"removedIn":"1.37","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --concurrent-service-syncs","advice":"It was parsed but never read since the service load-balancer controller moved to the cloud-controller-manager (1.31); it was not deprecated first.","source":"1.37 notes draft [Other (Cleanup or Flake)]; kubernetes/kubernetes#138002; also CHANGELOG-1.37 v1.37.0-alpha.1 [Other (Cleanup or Flake)] (kubernetes/kubernetes df0a31e0); registration: kube-controller-manager --concurrent-service-syncs registered by kubernetes/cloud-provider options/servicecontroller.go (*ServiceControllerOptions).AddFlags (called until 1.36), last at v0.36.0 039904b4f17f, not registered for it at master (development of 1.37) 46666112f47d"},{"component":"kube-controller-manager","flag":"controllers","value":"cloud-node-lifecycle-controller","listValue":true,"deprecatedIn":null,"removedIn":"1.32","removalScheduled":null,"replacement":"the cloud-controller-manager for them","startup":"unknown","prints":null,"advice":"These controllers were removed from kube-controller-manager; drop them from --controllers.","source":"CHANGELOG-1.32 v1.32.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#128197","unverified":"Whether kube-controller-manager refuses to start when --controllers names a removed controller was not read."},{"component":"kube-controller-manager","flag":"controllers","value":"node-route-controller","listValue":true,"deprecatedIn":null,"removedIn":"1.32","removalScheduled":null,"replacement":"the cloud-controller-manager for them","startup":"unknown","prints":null,"advice":"These controllers were removed from kube-controller-manager; drop them from --controllers.","source":"CHANGELOG-1.32 v1.32.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#128197","unverified":"Whether kube-controller-manager refuses to start when --controllers names a removed controller was not read."},{"component":"kube-controller-manager","flag":"controllers","value":"service-lb-controller","listValue":true,"deprecatedIn":null,"removedIn":"1.32","removalScheduled":null,"replacement":"the cloud-controller-manager for them","startup":"unknown","prints":null,"advice":"These controllers were removed from kube-controller-manager; drop them from --controllers.","source":"CHANGELOG-1.32 v1.32.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#128197","unverified":"Whether kube-controller-manager refuses to start when --controllers names a removed controller was not read."},{"component":"kube-controller-manager","flag":"deleting-pods-burst","deprecatedIn":null,"removedIn":"1.25","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --deleting-pods-burst","advice":"Remove the flag.","source":"CHANGELOG-1.25 v1.25.0 [Deprecation]; kubernetes/kubernetes#109612"},{"component":"kube-controller-manager","flag":"deleting-pods-qps","deprecatedIn":null,"removedIn":"1.25","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --deleting-pods-qps","advice":"Remove the flag.","source":"CHANGELOG-1.25 v1.25.0 [Deprecation]; kubernetes/kubernetes#109612"},{"component":"kube-controller-manager","flag":"deployment-controller-sync-period","deprecatedIn":"1.23","removedIn":"1.24","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --deployment-controller-sync-period","advice":"The deployment controller did not use it.","source":"CHANGELOG-1.24 v1.24.0 [API Change]; kubernetes/kubernetes#107178; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#103538"},{"component":"kube-controller-manager","flag":"enable-taint-manager","deprecatedIn":"1.25","removedIn":"1.27","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --enable-taint-manager","advice":"Taint-based eviction stays enabled.","source":"CHANGELOG-1.27 v1.27.0 [API Change]; kubernetes/kubernetes#115840; deprecated: CHANGELOG-1.25 v1.25.0 [API Change]; kubernetes/kubernetes#111411"},{"component":"kube-controller-manager","flag":"experimental-cluster-signing-duration","deprecatedIn":"1.19","removedIn":"1.25","removalScheduled":null,"replacement":"--cluster-signing-duration","startup":"refuses","prints":"unknown flag: --experimental-cluster-signing-duration","advice":"Rename the flag (--cluster-signing-duration exists since 1.19).","source":"CHANGELOG-1.25 v1.25.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#108476; deprecated: v1.19.0 release notes (relnotes.k8s.io) [feature]; kubernetes/kubernetes#91154"},{"component":"kube-controller-manager","flag":"experimental-logging-sanitization","deprecatedIn":null,"removedIn":"1.24","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --experimental-logging-sanitization","advice":"Dynamic log sanitization was removed; remove the flag.","source":"1.24 notes (kinds api-change, deprecation; action required); kubernetes/kubernetes#107207; components: kubernetes/website content/ko/docs/concepts/cluster-administration/system-logs.md (the components that support log sanitization); registration: kube-apiserver --experimental-logging-sanitization registered by kubernetes/component-base logs/options.go (*Options).AddFlags and kubernetes/component-base logs/config.go BindLoggingFlags, last at v0.23.0 71f66e5daae2, not registered for it at v0.24.0 935834fbded1","unverified":"The components are those the documentation lists as supporting sanitization; only kube-apiserver's registration is checked against the component-base extract."},{"component":"kube-controller-manager","flag":"horizontal-pod-autoscaler-downscale-delay","deprecatedIn":"1.12","removedIn":"1.31","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --horizontal-pod-autoscaler-downscale-delay","advice":"It had no effect since 1.12; HPA scaling behaviour is set per HPA in spec.behavior.","source":"CHANGELOG-1.31 v1.31.0 [API Change]; kubernetes/kubernetes#124948"},{"component":"kube-controller-manager","flag":"horizontal-pod-autoscaler-upscale-delay","deprecatedIn":"1.12","removedIn":"1.31","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --horizontal-pod-autoscaler-upscale-delay","advice":"It had no effect since 1.12; HPA scaling behaviour is set per HPA in spec.behavior.","source":"CHANGELOG-1.31 v1.31.0 [API Change]; kubernetes/kubernetes#124948"},{"component":"kube-controller-manager","flag":"horizontal-pod-autoscaler-use-rest-clients","deprecatedIn":"1.12","removedIn":"1.22","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --horizontal-pod-autoscaler-use-rest-clients","advice":"Heapster-based HPA support was removed.","source":"CHANGELOG-1.22 v1.22.0 [API Change]; kubernetes/kubernetes#90368"},{"component":"kube-controller-manager","flag":"log-backtrace-at","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --log-backtrace-at","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kube-controller-manager","flag":"log-dir","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --log-dir","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kube-controller-manager","flag":"log-file","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --log-file","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kube-controller-manager","flag":"log-file-max-size","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --log-file-max-size","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kube-controller-manager","flag":"logtostderr","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --logtostderr","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kube-controller-manager","flag":"one-output","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --one-output","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kube-controller-manager","flag":"pod-eviction-timeout","deprecatedIn":"1.26","removedIn":"1.27","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --pod-eviction-timeout","advice":"Removed together with --enable-taint-manager.","source":"CHANGELOG-1.27 v1.27.0 [API Change]; kubernetes/kubernetes#115840; deprecated: CHANGELOG-1.26 v1.26.0 [Deprecation]; kubernetes/kubernetes#113710"},{"component":"kube-controller-manager","flag":"port","deprecatedIn":null,"removedIn":"1.24","removalScheduled":null,"replacement":"--secure-port","startup":"refuses","prints":"unknown flag: --port","advice":"Insecure serving has had no effect since 1.20: probe and scrape the secure port 10257 with the authentication and authorization kubeconfigs set.","source":"CHANGELOG-1.24 v1.24.0 [Deprecation]; kubernetes/kubernetes#106860; registration: kube-controller-manager --port registered by kubernetes/apiserver pkg/server/options/deprecated_insecure_serving.go (*DeprecatedInsecureServingOptions).AddUnqualifiedFlags (called until 1.23), last at v0.23.0 5dc525b156d2, not registered for it at v0.24.0 a2c383e26aa8, MarkDeprecated from the first release read (1.17) or earlier"},{"component":"kube-controller-manager","flag":"register-retry-count","deprecatedIn":null,"removedIn":"1.25","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --register-retry-count","advice":"Remove the flag.","source":"CHANGELOG-1.25 v1.25.0 [Deprecation]; kubernetes/kubernetes#109612"},{"component":"kube-controller-manager","flag":"skip-headers","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --skip-headers","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kube-controller-manager","flag":"skip-log-headers","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --skip-log-headers","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kube-controller-manager","flag":"stderrthreshold","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --stderrthreshold","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kube-controller-manager","flag":"volume-host-allow-local-loopback","deprecatedIn":"1.28","removedIn":"1.31","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --volume-host-allow-local-loopback","advice":"Remove the flag before upgrading to 1.31.","source":"CHANGELOG-1.31 v1.31.0 [API Change]; kubernetes/kubernetes#124017; deprecated: CHANGELOG-1.28 v1.28.0 [Deprecation]; kubernetes/kubernetes#118128"},{"component":"kube-controller-manager","flag":"volume-host-cidr-denylist","deprecatedIn":"1.28","removedIn":"1.31","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --volume-host-cidr-denylist","advice":"Remove the flag before upgrading to 1.31.","source":"CHANGELOG-1.31 v1.31.0 [API Change]; kubernetes/kubernetes#124017; deprecated: CHANGELOG-1.28 v1.28.0 [Deprecation]; kubernetes/kubernetes#118128"},{"component":"kube-scheduler","flag":"add-dir-header","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --add-dir-header","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kube-scheduler","flag":"address","deprecatedIn":null,"removedIn":"1.24","removalScheduled":null,"replacement":"--bind-address","startup":"refuses","prints":"unknown flag: --address","advice":"Insecure serving was a no-op since 1.23: serve on the secure port only.","source":"CHANGELOG-1.24 v1.24.0 [Feature]; kubernetes/kubernetes#106865","unverified":"The note says \\"Removed kube-scheduler insecure flags\\" without naming them; --port and --address are the insecure-serving flags (kubeadm notes #105034, #96345)."},{"component":"kube-scheduler","flag":"algorithm-provider","deprecatedIn":null,"removedIn":"1.22","removalScheduled":null,"replacement":"KubeSchedulerConfiguration profiles[].plugins (--config)","startup":"refuses","prints":"unknown flag: --algorithm-provider","advice":"Configure the enabled plugins in a KubeSchedulerConfiguration file.","source":"CHANGELOG-1.22 v1.22.0 [API Change]; kubernetes/kubernetes#102239"},{"component":"kube-scheduler","flag":"alsologtostderr","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --alsologtostderr","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kube-scheduler","flag":"experimental-logging-sanitization","deprecatedIn":null,"removedIn":"1.24","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --experimental-logging-sanitization","advice":"Dynamic log sanitization was removed; remove the flag.","source":"1.24 notes (kinds api-change, deprecation; action required); kubernetes/kubernetes#107207; components: kubernetes/website content/ko/docs/concepts/cluster-administration/system-logs.md (the components that support log sanitization); registration: kube-apiserver --experimental-logging-sanitization registered by kubernetes/component-base logs/options.go (*Options).AddFlags and kubernetes/component-base logs/config.go BindLoggingFlags, last at v0.23.0 71f66e5daae2, not registered for it at v0.24.0 935834fbded1","unverified":"The components are those the documentation lists as supporting sanitization; only kube-apiserver's registration is checked against the component-base extract."},{"component":"kube-scheduler","flag":"hard-pod-affinity-symmetric-weight","deprecatedIn":"1.18","removedIn":"1.22","removalScheduled":null,"replacement":"KubeSchedulerConfiguration InterPodAffinityArgs hardPodAffinityWeight (profiles[].pluginConfig)","startup":"refuses","prints":"unknown flag: --hard-pod-affinity-symmetric-weight","advice":"Set the weight in the scheduler configuration file.","source":"CHANGELOG-1.22 v1.22.0 [Deprecation]; kubernetes/kubernetes#102805 (deprecated since 1.18 per its description); field: k8s.io/kube-scheduler config/v1 types_pluginargs.go InterPodAffinityArgs"},{"component":"kube-scheduler","flag":"lock-object-name","deprecatedIn":null,"removedIn":"1.28","removalScheduled":null,"replacement":"--leader-elect-resource-name","startup":"refuses","prints":"unknown flag: --lock-object-name","advice":"Rename the flag, or set leaderElection in the scheduler configuration file.","source":"CHANGELOG-1.28 v1.28.0 [Deprecation]; kubernetes/kubernetes#119130"},{"component":"kube-scheduler","flag":"lock-object-namespace","deprecatedIn":null,"removedIn":"1.28","removalScheduled":null,"replacement":"--leader-elect-resource-namespace","startup":"refuses","prints":"unknown flag: --lock-object-namespace","advice":"Rename the flag, or set leaderElection in the scheduler configuration file.","source":"CHANGELOG-1.28 v1.28.0 [Deprecation]; kubernetes/kubernetes#119130"},{"component":"kube-scheduler","flag":"log-backtrace-at","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --log-backtrace-at","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kube-scheduler","flag":"log-dir","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --log-dir","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kube-scheduler","flag":"log-file","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --log-file","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kube-scheduler","flag":"log-file-max-size","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --log-file-max-size","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kube-scheduler","flag":"logtostderr","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --logtostderr","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kube-scheduler","flag":"one-output","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --one-output","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kube-scheduler","flag":"pod-max-in-unschedulable-pods-duration","deprecatedIn":"1.24","removedIn":null,"removalScheduled":null,"replacement":null,"startup":null,"prints":null,"advice":"Deprecated since it was added; the removal first planned for 1.26 was cancelled (kubernetes/kubernetes#122013). It keeps working.","source":"CHANGELOG-1.24 v1.24.0 [Feature]; kubernetes/kubernetes#108017; CHANGELOG-1.30 v1.30.0 [Documentation]; kubernetes/kubernetes#122013"},{"component":"kube-scheduler","flag":"policy-config-file","deprecatedIn":null,"removedIn":"1.23","removalScheduled":null,"replacement":"--config with a KubeSchedulerConfiguration","startup":"refuses","prints":"unknown flag: --policy-config-file","advice":"The legacy scheduler Policy was removed (ACTION REQUIRED in 1.23): rewrite it as KubeSchedulerConfiguration profiles.","source":"CHANGELOG-1.23 v1.23.0 [API Change + Urgent Upgrade Notes (ACTION REQUIRED)]; kubernetes/kubernetes#105424"},{"component":"kube-scheduler","flag":"policy-configmap","deprecatedIn":null,"removedIn":"1.23","removalScheduled":null,"replacement":"--config with a KubeSchedulerConfiguration","startup":"refuses","prints":"unknown flag: --policy-configmap","advice":"The legacy scheduler Policy was removed (ACTION REQUIRED in 1.23): rewrite it as KubeSchedulerConfiguration profiles.","source":"CHANGELOG-1.23 v1.23.0 [API Change + Urgent Upgrade Notes (ACTION REQUIRED)]; kubernetes/kubernetes#105424"},{"component":"kube-scheduler","flag":"policy-configmap-namespace","deprecatedIn":null,"removedIn":"1.23","removalScheduled":null,"replacement":"--config with a KubeSchedulerConfiguration","startup":"refuses","prints":"unknown flag: --policy-configmap-namespace","advice":"The legacy scheduler Policy was removed (ACTION REQUIRED in 1.23): rewrite it as KubeSchedulerConfiguration profiles.","source":"CHANGELOG-1.23 v1.23.0 [API Change + Urgent Upgrade Notes (ACTION REQUIRED)]; kubernetes/kubernetes#105424"},{"component":"kube-scheduler","flag":"port","deprecatedIn":null,"removedIn":"1.24","removalScheduled":null,"replacement":"--secure-port","startup":"refuses","prints":"unknown flag: --port","advice":"Insecure serving was a no-op since 1.23: serve on the secure port only.","source":"CHANGELOG-1.24 v1.24.0 [Feature]; kubernetes/kubernetes#106865","unverified":"The note says \\"Removed kube-scheduler insecure flags\\" without naming them; --port and --address are the insecure-serving flags (kubeadm notes #105034, #96345)."},{"component":"kube-scheduler","flag":"scheduler-name","deprecatedIn":"1.18","removedIn":"1.22","removalScheduled":null,"replacement":"KubeSchedulerConfiguration profiles[].schedulerName (--config)","startup":"refuses","prints":"unknown flag: --scheduler-name","advice":"Name the scheduler in a profile of the scheduler configuration file.","source":"CHANGELOG-1.22 v1.22.0 [Deprecation]; kubernetes/kubernetes#102805 (deprecated since 1.18 per its description); field: k8s.io/kube-scheduler config/v1 types.go KubeSchedulerProfile"},{"component":"kube-scheduler","flag":"skip-headers","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --skip-headers","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kube-scheduler","flag":"skip-log-headers","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --skip-log-headers","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kube-scheduler","flag":"stderrthreshold","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --stderrthreshold","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kube-scheduler","flag":"use-legacy-policy-config","deprecatedIn":null,"removedIn":"1.23","removalScheduled":null,"replacement":"--config with a KubeSchedulerConfiguration","startup":"refuses","prints":"unknown flag: --use-legacy-policy-config","advice":"The legacy scheduler Policy was removed (ACTION REQUIRED in 1.23): rewrite it as KubeSchedulerConfiguration profiles.","source":"CHANGELOG-1.23 v1.23.0 [API Change + Urgent Upgrade Notes (ACTION REQUIRED)]; kubernetes/kubernetes#105424"},{"component":"kubelet","flag":"add-dir-header","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --add-dir-header","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kubelet","flag":"alsologtostderr","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --alsologtostderr","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kubelet","flag":"application-metrics-count-limit","deprecatedIn":null,"removedIn":"1.37","removalScheduled":null,"replacement":null,"startup":"refuses","prints":null,"advice":"A long-deprecated cAdvisor flag the kubelet used to register; the 1.37 kubelet refuses to start with it. Only --housekeeping-interval is kept.","source":"1.37 notes draft [Dependency]; kubernetes/kubernetes#139870 (\\"drop ... the long-deprecated cAdvisor kubelet flags\\")","unverified":"The release note says the kubelet refuses to start with these flags; the exact error it prints was not read."},{"component":"kubelet","flag":"azure-container-registry-config","deprecatedIn":"1.28","removedIn":"1.30","removalScheduled":null,"replacement":"--image-credential-provider-config and --image-credential-provider-bin-dir with the acr-credential-provider plugin","startup":"refuses","prints":"unknown flag: --azure-container-registry-config","advice":"The in-tree Azure credential provider went with the in-tree cloud provider.","source":"CHANGELOG-1.30 v1.30.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#122857 (a maintainer comment in the PR names this flag as removed by it); deprecated: CHANGELOG-1.28 v1.28.0 [Deprecation]; kubernetes/kubernetes#118596"},{"component":"kubelet","flag":"boot-id-file","deprecatedIn":null,"removedIn":"1.37","removalScheduled":null,"replacement":null,"startup":"refuses","prints":null,"advice":"A long-deprecated cAdvisor flag the kubelet used to register; the 1.37 kubelet refuses to start with it. Only --housekeeping-interval is kept.","source":"1.37 notes draft [Dependency]; kubernetes/kubernetes#139870 (\\"drop ... the long-deprecated cAdvisor kubelet flags\\")","unverified":"The release note says the kubelet refuses to start with these flags; the exact error it prints was not read."},{"component":"kubelet","flag":"cgroup-driver","deprecatedIn":"1.34","removedIn":null,"removalScheduled":"1.38","replacement":null,"startup":null,"prints":null,"advice":"The kubelet takes the cgroup driver from the container runtime (CRI RuntimeConfig); per KEP-4033 it will refuse to start on runtimes without it once the fallback is removed.","source":"1.37 notes draft [Feature]; kubernetes/kubernetes#139121 (removal deferred to 1.38); KEP-4033 README (kubernetes/enhancements 64765b4b): \\"The configurations flags (and the related fallback behavior) will be removed in Kubernetes 1.38\\"; deprecated: CHANGELOG-1.34 v1.34.0 [Feature]; kubernetes/kubernetes#133157; first deferral: CHANGELOG-1.36 v1.36.0 [Feature]; kubernetes/kubernetes#136846","coveredBy":"kubelet-cgroup-driver"},{"component":"kubelet","flag":"chaos-chance","deprecatedIn":"1.19","removedIn":"1.22","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --chaos-chance","advice":"A testing-only flag.","source":"CHANGELOG-1.22 v1.22.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#101057; deprecated: v1.19.0 release notes (relnotes.k8s.io) [api-change/cleanup]; kubernetes/kubernetes#90499"},{"component":"kubelet","flag":"cloud-config","deprecatedIn":"1.19","removedIn":"1.34","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --cloud-config","advice":"Cloud configuration belongs to the external cloud-controller-manager (ACTION REQUIRED in 1.34).","source":"CHANGELOG-1.34 v1.34.0 [Other (Cleanup or Flake) + Urgent Upgrade Notes (ACTION REQUIRED)]; kubernetes/kubernetes#130161; deprecated: v1.19.0 release notes (relnotes.k8s.io) [api-change/cleanup]; kubernetes/kubernetes#90408"},{"component":"kubelet","flag":"cloud-provider","value":"aws","deprecatedIn":null,"removedIn":"1.27","removalScheduled":null,"replacement":"--cloud-provider=external with cloud-provider-aws","startup":"warns","prints":null,"advice":"The in-tree AWS provider was removed in 1.27: set --cloud-provider=external and run the external cloud-controller-manager. A 1.27 to 1.31 kubelet cannot initialise the provider (unknown cloud provider \\"aws\\"); since 1.32 the kubelet only logs a warning about a disabled in-tree provider (kubernetes/kubernetes#127711).","source":"CHANGELOG-1.27 v1.27.0 [Urgent Upgrade Notes]; kubernetes/kubernetes#115838; the provider is no longer registered: k8s.io/cloud-provider plugins.go v0.27.0; start-up behaviour from 1.32: CHANGELOG-1.32 v1.32.0 [Bug or Regression]; kubernetes/kubernetes#127711","unverified":"startup describes 1.32 and later; whether a 1.27 to 1.31 kubelet exits or goes on when InitCloudProvider fails was not read in its code at those tags."},{"component":"kubelet","flag":"cloud-provider","value":"azure","deprecatedIn":null,"removedIn":"1.30","removalScheduled":null,"replacement":"--cloud-provider=external with cloud-provider-azure or cloud-provider-vsphere","startup":"warns","prints":null,"advice":"The in-tree Azure and vSphere providers were removed: set --cloud-provider=external and run the external cloud-controller-manager. Since 1.32 the kubelet only logs a warning about a disabled in-tree provider (kubernetes/kubernetes#127711).","source":"CHANGELOG-1.30 v1.30.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#122857 (azure), kubernetes/kubernetes#122937 (vsphere); start-up behaviour: CHANGELOG-1.32 v1.32.0 [Bug or Regression]; kubernetes/kubernetes#127711"},{"component":"kubelet","flag":"cloud-provider","value":"gce","deprecatedIn":null,"removedIn":"1.31","removalScheduled":null,"replacement":"--cloud-provider=external with cloud-provider-gcp","startup":"warns","prints":null,"advice":"The last in-tree provider (GCE) was removed: set --cloud-provider=external and run the external cloud-controller-manager. Since 1.32 the kubelet only logs a warning about a disabled in-tree provider (kubernetes/kubernetes#127711).","source":"CHANGELOG-1.31 v1.31.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#124519; start-up behaviour: CHANGELOG-1.32 v1.32.0 [Bug or Regression]; kubernetes/kubernetes#127711"},{"component":"kubelet","flag":"cloud-provider","value":"openstack","deprecatedIn":null,"removedIn":"1.26","removalScheduled":null,"replacement":"--cloud-provider=external with cloud-provider-openstack","startup":"warns","prints":null,"advice":"The in-tree OpenStack provider was removed: set --cloud-provider=external and run the external cloud-controller-manager. Since 1.32 the kubelet only logs a warning about a disabled in-tree provider (kubernetes/kubernetes#127711).","source":"CHANGELOG-1.26 v1.26.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#67782; start-up behaviour: CHANGELOG-1.32 v1.32.0 [Bug or Regression]; kubernetes/kubernetes#127711"},{"component":"kubelet","flag":"cloud-provider","value":"vsphere","deprecatedIn":null,"removedIn":"1.30","removalScheduled":null,"replacement":"--cloud-provider=external with cloud-provider-azure or cloud-provider-vsphere","startup":"warns","prints":null,"advice":"The in-tree Azure and vSphere providers were removed: set --cloud-provider=external and run the external cloud-controller-manager. Since 1.32 the kubelet only logs a warning about a disabled in-tree provider (kubernetes/kubernetes#127711).","source":"CHANGELOG-1.30 v1.30.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#122857 (azure), kubernetes/kubernetes#122937 (vsphere); start-up behaviour: CHANGELOG-1.32 v1.32.0 [Bug or Regression]; kubernetes/kubernetes#127711"},{"component":"kubelet","flag":"cni-bin-dir","deprecatedIn":"1.21","removedIn":"1.24","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --cni-bin-dir","advice":"Dockershim was removed in 1.24: use a CRI container runtime, which holds the network (CNI) settings.","source":"CHANGELOG-1.24 v1.24.0 [Feature]; kubernetes/kubernetes#106907; deprecated: CHANGELOG-1.21 v1.21.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#98730"},{"component":"kubelet","flag":"cni-cache-dir","deprecatedIn":"1.21","removedIn":"1.24","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --cni-cache-dir","advice":"Dockershim was removed in 1.24: use a CRI container runtime, which holds the network (CNI) settings.","source":"CHANGELOG-1.24 v1.24.0 [Feature]; kubernetes/kubernetes#106907; deprecated: CHANGELOG-1.21 v1.21.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#98730"},{"component":"kubelet","flag":"cni-conf-dir","deprecatedIn":"1.21","removedIn":"1.24","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --cni-conf-dir","advice":"Dockershim was removed in 1.24: use a CRI container runtime, which holds the network (CNI) settings.","source":"CHANGELOG-1.24 v1.24.0 [Feature]; kubernetes/kubernetes#106907; deprecated: CHANGELOG-1.21 v1.21.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#98730"},{"component":"kubelet","flag":"container-hints","deprecatedIn":null,"removedIn":"1.37","removalScheduled":null,"replacement":null,"startup":"refuses","prints":null,"advice":"A long-deprecated cAdvisor flag the kubelet used to register; the 1.37 kubelet refuses to start with it. Only --housekeeping-interval is kept.","source":"1.37 notes draft [Dependency]; kubernetes/kubernetes#139870 (\\"drop ... the long-deprecated cAdvisor kubelet flags\\")","unverified":"The release note says the kubelet refuses to start with these flags; the exact error it prints was not read."},{"component":"kubelet","flag":"container-runtime","deprecatedIn":"1.24","removedIn":"1.27","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --container-runtime","advice":"Since dockershim was removed only \\"remote\\" existed; keep --container-runtime-endpoint.","source":"CHANGELOG-1.27 v1.27.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#114017; deprecated: CHANGELOG-1.24 v1.24.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#107094"},{"component":"kubelet","flag":"containerd","deprecatedIn":null,"removedIn":"1.37","removalScheduled":null,"replacement":null,"startup":"refuses","prints":null,"advice":"A long-deprecated cAdvisor flag the kubelet used to register; the 1.37 kubelet refuses to start with it. Only --housekeeping-interval is kept.","source":"1.37 notes draft [Dependency]; kubernetes/kubernetes#139870 (\\"drop ... the long-deprecated cAdvisor kubelet flags\\")","unverified":"The release note says the kubelet refuses to start with these flags; the exact error it prints was not read."},{"component":"kubelet","flag":"containerd-namespace","deprecatedIn":null,"removedIn":"1.37","removalScheduled":null,"replacement":null,"startup":"refuses","prints":null,"advice":"A long-deprecated cAdvisor flag the kubelet used to register; the 1.37 kubelet refuses to start with it. Only --housekeeping-interval is kept.","source":"1.37 notes draft [Dependency]; kubernetes/kubernetes#139870 (\\"drop ... the long-deprecated cAdvisor kubelet flags\\")","unverified":"The release note says the kubelet refuses to start with these flags; the exact error it prints was not read."},{"component":"kubelet","flag":"docker-endpoint","deprecatedIn":"1.21","removedIn":"1.24","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --docker-endpoint","advice":"Dockershim was removed in 1.24: use a CRI container runtime, which holds the network (CNI) settings.","source":"CHANGELOG-1.24 v1.24.0 [Feature]; kubernetes/kubernetes#106907; deprecated: CHANGELOG-1.21 v1.21.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#98730"},{"component":"kubelet","flag":"dynamic-config-dir","deprecatedIn":"1.22","removedIn":"1.24","removalScheduled":null,"replacement":null,"startup":"unknown","prints":null,"advice":"Dynamic Kubelet Configuration was removed in 1.24; the flag cannot work without it.","source":"CHANGELOG-1.24 v1.24.0 [API Change]; kubernetes/kubernetes#106932; deprecated: CHANGELOG-1.22 v1.22.0 [Deprecation]; kubernetes/kubernetes#102966","unverified":"The notes do not say the flag itself was deleted in 1.24, only the feature."},{"component":"kubelet","flag":"enable-load-reader","deprecatedIn":null,"removedIn":"1.37","removalScheduled":null,"replacement":null,"startup":"refuses","prints":null,"advice":"A long-deprecated cAdvisor flag the kubelet used to register; the 1.37 kubelet refuses to start with it. Only --housekeeping-interval is kept.","source":"1.37 notes draft [Dependency]; kubernetes/kubernetes#139870 (\\"drop ... the long-deprecated cAdvisor kubelet flags\\")","unverified":"The release note says the kubelet refuses to start with these flags; the exact error it prints was not read."},{"component":"kubelet","flag":"event-storage-age-limit","deprecatedIn":null,"removedIn":"1.37","removalScheduled":null,"replacement":null,"startup":"refuses","prints":null,"advice":"A long-deprecated cAdvisor flag the kubelet used to register; the 1.37 kubelet refuses to start with it. Only --housekeeping-interval is kept.","source":"1.37 notes draft [Dependency]; kubernetes/kubernetes#139870 (\\"drop ... the long-deprecated cAdvisor kubelet flags\\")","unverified":"The release note says the kubelet refuses to start with these flags; the exact error it prints was not read."},{"component":"kubelet","flag":"event-storage-event-limit","deprecatedIn":null,"removedIn":"1.37","removalScheduled":null,"replacement":null,"startup":"refuses","prints":null,"advice":"A long-deprecated cAdvisor flag the kubelet used to register; the 1.37 kubelet refuses to start with it. Only --housekeeping-interval is kept.","source":"1.37 notes draft [Dependency]; kubernetes/kubernetes#139870 (\\"drop ... the long-deprecated cAdvisor kubelet flags\\")","unverified":"The release note says the kubelet refuses to start with these flags; the exact error it prints was not read."},{"component":"kubelet","flag":"experimental-bootstrap-kubeconfig","deprecatedIn":null,"removedIn":"1.23","removalScheduled":null,"replacement":"--bootstrap-kubeconfig","startup":"refuses","prints":"unknown flag: --experimental-bootstrap-kubeconfig","advice":"Rename the flag.","source":"CHANGELOG-1.23 v1.23.0 [Deprecation]; kubernetes/kubernetes#103172"},{"component":"kubelet","flag":"experimental-check-node-capabilities-before-mount","deprecatedIn":"1.19","removedIn":"1.24","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --experimental-check-node-capabilities-before-mount","advice":"Remove it from kubelet scripts and manifests (ACTION REQUIRED in 1.24); use CSI drivers.","source":"CHANGELOG-1.24 v1.24.0 [Feature + Urgent Upgrade Notes (ACTION REQUIRED)]; kubernetes/kubernetes#104732; deprecated: v1.19.0 release notes (relnotes.k8s.io) [cleanup]; kubernetes/kubernetes#91373"},{"component":"kubelet","flag":"experimental-dockershim-root-directory","deprecatedIn":"1.21","removedIn":"1.24","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --experimental-dockershim-root-directory","advice":"Dockershim was removed in 1.24: use a CRI container runtime, which holds the network (CNI) settings.","source":"CHANGELOG-1.24 v1.24.0 [Feature]; kubernetes/kubernetes#106907; deprecated: CHANGELOG-1.21 v1.21.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#98730"},{"component":"kubelet","flag":"experimental-kernel-memcg-notification","deprecatedIn":null,"removedIn":"1.25","removalScheduled":null,"replacement":"--kernel-memcg-notification","startup":"refuses","prints":"unknown flag: --experimental-kernel-memcg-notification","advice":"Rename the flag.","source":"CHANGELOG-1.25 v1.25.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#109388"},{"component":"kubelet","flag":"experimental-logging-sanitization","deprecatedIn":null,"removedIn":"1.24","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --experimental-logging-sanitization","advice":"Dynamic log sanitization was removed; remove the flag.","source":"1.24 notes (kinds api-change, deprecation; action required); kubernetes/kubernetes#107207; components: kubernetes/website content/ko/docs/concepts/cluster-administration/system-logs.md (the components that support log sanitization); registration: kube-apiserver --experimental-logging-sanitization registered by kubernetes/component-base logs/options.go (*Options).AddFlags and kubernetes/component-base logs/config.go BindLoggingFlags, last at v0.23.0 71f66e5daae2, not registered for it at v0.24.0 935834fbded1","unverified":"The components are those the documentation lists as supporting sanitization; only kube-apiserver's registration is checked against the component-base extract."},{"component":"kubelet","flag":"experimental-mounter-path","deprecatedIn":"1.19","removedIn":null,"removalScheduled":null,"replacement":null,"startup":null,"prints":null,"advice":"Deprecated in favour of CSI (\\"will be removed in 1.25 or later\\" per the flag help); no removal release is announced.","source":"v1.19.0 release notes (relnotes.k8s.io) [cleanup]; kubernetes/kubernetes#91373; MarkDeprecated in cmd/kubelet/app/options/options.go"},{"component":"kubelet","flag":"global-housekeeping-interval","deprecatedIn":null,"removedIn":"1.37","removalScheduled":null,"replacement":null,"startup":"refuses","prints":null,"advice":"A long-deprecated cAdvisor flag the kubelet used to register; the 1.37 kubelet refuses to start with it. Only --housekeeping-interval is kept.","source":"1.37 notes draft [Dependency]; kubernetes/kubernetes#139870 (\\"drop ... the long-deprecated cAdvisor kubelet flags\\")","unverified":"The release note says the kubelet refuses to start with these flags; the exact error it prints was not read."},{"component":"kubelet","flag":"image-pull-progress-deadline","deprecatedIn":"1.21","removedIn":"1.24","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --image-pull-progress-deadline","advice":"Dockershim was removed in 1.24: use a CRI container runtime, which holds the network (CNI) settings.","source":"CHANGELOG-1.24 v1.24.0 [Feature]; kubernetes/kubernetes#106907; deprecated: CHANGELOG-1.21 v1.21.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#98730"},{"component":"kubelet","flag":"iptables-drop-bit","deprecatedIn":"1.28","removedIn":"1.31","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --iptables-drop-bit","advice":"The kubelet no longer manages these iptables rules.","source":"CHANGELOG-1.31 v1.31.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#122363"},{"component":"kubelet","flag":"iptables-masquerade-bit","deprecatedIn":"1.28","removedIn":"1.31","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --iptables-masquerade-bit","advice":"The kubelet no longer manages these iptables rules.","source":"CHANGELOG-1.31 v1.31.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#122363"},{"component":"kubelet","flag":"keep-terminated-pod-volumes","deprecatedIn":null,"removedIn":"1.31","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --keep-terminated-pod-volumes","advice":"Remove the flag before upgrading (ACTION REQUIRED in 1.31); it was deprecated in 2017.","source":"CHANGELOG-1.31 v1.31.0 [Other (Cleanup or Flake) + Urgent Upgrade Notes (ACTION REQUIRED)]; kubernetes/kubernetes#122082"},{"component":"kubelet","flag":"log-backtrace-at","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --log-backtrace-at","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kubelet","flag":"log-cadvisor-usage","deprecatedIn":null,"removedIn":"1.37","removalScheduled":null,"replacement":null,"startup":"refuses","prints":null,"advice":"A long-deprecated cAdvisor flag the kubelet used to register; the 1.37 kubelet refuses to start with it. Only --housekeeping-interval is kept.","source":"1.37 notes draft [Dependency]; kubernetes/kubernetes#139870 (\\"drop ... the long-deprecated cAdvisor kubelet flags\\")","unverified":"The release note says the kubelet refuses to start with these flags; the exact error it prints was not read."},{"component":"kubelet","flag":"log-dir","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --log-dir","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kubelet","flag":"log-file","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --log-file","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kubelet","flag":"log-file-max-size","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --log-file-max-size","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kubelet","flag":"logtostderr","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --logtostderr","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kubelet","flag":"machine-id-file","deprecatedIn":null,"removedIn":"1.37","removalScheduled":null,"replacement":null,"startup":"refuses","prints":null,"advice":"A long-deprecated cAdvisor flag the kubelet used to register; the 1.37 kubelet refuses to start with it. Only --housekeeping-interval is kept.","source":"1.37 notes draft [Dependency]; kubernetes/kubernetes#139870 (\\"drop ... the long-deprecated cAdvisor kubelet flags\\")","unverified":"The release note says the kubelet refuses to start with these flags; the exact error it prints was not read."},{"component":"kubelet","flag":"master-service-namespace","deprecatedIn":null,"removedIn":"1.27","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --master-service-namespace","advice":"Remove the flag.","source":"CHANGELOG-1.27 v1.27.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#116015"},{"component":"kubelet","flag":"network-plugin","deprecatedIn":"1.21","removedIn":"1.24","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --network-plugin","advice":"Dockershim was removed in 1.24: use a CRI container runtime, which holds the network (CNI) settings.","source":"CHANGELOG-1.24 v1.24.0 [Feature]; kubernetes/kubernetes#106907; deprecated: CHANGELOG-1.21 v1.21.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#98730"},{"component":"kubelet","flag":"network-plugin-mtu","deprecatedIn":"1.21","removedIn":"1.24","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --network-plugin-mtu","advice":"Dockershim was removed in 1.24: use a CRI container runtime, which holds the network (CNI) settings.","source":"CHANGELOG-1.24 v1.24.0 [Feature]; kubernetes/kubernetes#106907; deprecated: CHANGELOG-1.21 v1.21.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#98730"},{"component":"kubelet","flag":"non-masquerade-cidr","deprecatedIn":null,"removedIn":"1.24","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --non-masquerade-cidr","advice":"Remove the deprecated flag.","source":"CHANGELOG-1.24 v1.24.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#107096"},{"component":"kubelet","flag":"one-output","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --one-output","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kubelet","flag":"pod-infra-container-image","deprecatedIn":"1.24","removedIn":"1.35","removalScheduled":null,"replacement":"the sandbox (pause) image setting of the container runtime","startup":"refuses","prints":"unknown flag: --pod-infra-container-image","advice":"Set the sandbox image in the container runtime's configuration (ACTION REQUIRED in 1.35); kubeadm writes this flag into kubeadm-flags.env and does not remove it, so remove it from extraArgs and that file.","source":"CHANGELOG-1.35 v1.35.0 [Other (Cleanup or Flake) + Urgent Upgrade Notes (ACTION REQUIRED)]; kubernetes/kubernetes#133779; deprecated: CHANGELOG-1.24 v1.24.0 [Deprecation]; kubernetes/kubernetes#108045"},{"component":"kubelet","flag":"really-crash-for-testing","deprecatedIn":"1.19","removedIn":"1.24","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --really-crash-for-testing","advice":"A testing-only flag.","source":"CHANGELOG-1.24 v1.24.0 [Bug or Regression]; kubernetes/kubernetes#101719; deprecated: v1.19.0 release notes (relnotes.k8s.io) [api-change/cleanup]; kubernetes/kubernetes#90499"},{"component":"kubelet","flag":"redirect-container-streaming","deprecatedIn":"1.18","removedIn":null,"removalScheduled":"1.22","replacement":null,"startup":null,"prints":null,"advice":"A no-op since 1.20.","source":"CHANGELOG-1.20 v1.20.0 [Other (Cleanup or Flake)] (relnotes.k8s.io); kubernetes/kubernetes#95935; deprecated: v1.18.0 release notes (relnotes.k8s.io)","unverified":"Announced for removal in 1.22 (#95935); the removal PR (#100901) was closed unmerged and no removal note was found, so the release it went in is not known."},{"component":"kubelet","flag":"register-schedulable","deprecatedIn":null,"removedIn":"1.34","removalScheduled":null,"replacement":"--register-with-taints (KubeletConfiguration registerWithTaints)","startup":"refuses","prints":"unknown flag: --register-schedulable","advice":"Register the node with a NoSchedule taint to keep it unschedulable.","source":"CHANGELOG-1.34 v1.34.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#122384; replacement: cmd/kubelet/app/options/options.go \\"DEPRECATED: use registerWithTaints instead\\""},{"component":"kubelet","flag":"runonce","deprecatedIn":null,"removedIn":"1.32","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --runonce","advice":"Run-once mode was removed (the runOnce configuration field is deprecated).","source":"CHANGELOG-1.32 v1.32.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#126336"},{"component":"kubelet","flag":"seccomp-profile-root","deprecatedIn":"1.19","removedIn":"1.23","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --seccomp-profile-root","advice":"The seccompProfileRoot configuration field went with it.","source":"CHANGELOG-1.23 v1.23.0 [API Change]; kubernetes/kubernetes#103941; deprecated: v1.19.0 release notes (relnotes.k8s.io) [api-change/cleanup]; kubernetes/kubernetes#91182"},{"component":"kubelet","flag":"skip-headers","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --skip-headers","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kubelet","flag":"skip-log-headers","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --skip-log-headers","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kubelet","flag":"stderrthreshold","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --stderrthreshold","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kubelet","flag":"storage-driver-buffer-duration","deprecatedIn":null,"removedIn":"1.37","removalScheduled":null,"replacement":null,"startup":"refuses","prints":null,"advice":"A long-deprecated cAdvisor flag the kubelet used to register; the 1.37 kubelet refuses to start with it. Only --housekeeping-interval is kept.","source":"1.37 notes draft [Dependency]; kubernetes/kubernetes#139870 (\\"drop ... the long-deprecated cAdvisor kubelet flags\\")","unverified":"The release note says the kubelet refuses to start with these flags; the exact error it prints was not read."},{"component":"kubelet","flag":"storage-driver-db","deprecatedIn":null,"removedIn":"1.37","removalScheduled":null,"replacement":null,"startup":"refuses","prints":null,"advice":"A long-deprecated cAdvisor flag the kubelet used to register; the 1.37 kubelet refuses to start with it. Only --housekeeping-interval is kept.","source":"1.37 notes draft [Dependency]; kubernetes/kubernetes#139870 (\\"drop ... the long-deprecated cAdvisor kubelet flags\\")","unverified":"The release note says the kubelet refuses to start with these flags; the exact error it prints was not read."},{"component":"kubelet","flag":"storage-driver-host","deprecatedIn":null,"removedIn":"1.37","removalScheduled":null,"replacement":null,"startup":"refuses","prints":null,"advice":"A long-deprecated cAdvisor flag the kubelet used to register; the 1.37 kubelet refuses to start with it. Only --housekeeping-interval is kept.","source":"1.37 notes draft [Dependency]; kubernetes/kubernetes#139870 (\\"drop ... the long-deprecated cAdvisor kubelet flags\\")","unverified":"The release note says the kubelet refuses to start with these flags; the exact error it prints was not read."},{"component":"kubelet","flag":"storage-driver-password","deprecatedIn":null,"removedIn":"1.37","removalScheduled":null,"replacement":null,"startup":"refuses","prints":null,"advice":"A long-deprecated cAdvisor flag the kubelet used to register; the 1.37 kubelet refuses to start with it. Only --housekeeping-interval is kept.","source":"1.37 notes draft [Dependency]; kubernetes/kubernetes#139870 (\\"drop ... the long-deprecated cAdvisor kubelet flags\\")","unverified":"The release note says the kubelet refuses to start with these flags; the exact error it prints was not read."},{"component":"kubelet","flag":"storage-driver-secure","deprecatedIn":null,"removedIn":"1.37","removalScheduled":null,"replacement":null,"startup":"refuses","prints":null,"advice":"A long-deprecated cAdvisor flag the kubelet used to register; the 1.37 kubelet refuses to start with it. Only --housekeeping-interval is kept.","source":"1.37 notes draft [Dependency]; kubernetes/kubernetes#139870 (\\"drop ... the long-deprecated cAdvisor kubelet flags\\")","unverified":"The release note says the kubelet refuses to start with these flags; the exact error it prints was not read."},{"component":"kubelet","flag":"storage-driver-table","deprecatedIn":null,"removedIn":"1.37","removalScheduled":null,"replacement":null,"startup":"refuses","prints":null,"advice":"A long-deprecated cAdvisor flag the kubelet used to register; the 1.37 kubelet refuses to start with it. Only --housekeeping-interval is kept.","source":"1.37 notes draft [Dependency]; kubernetes/kubernetes#139870 (\\"drop ... the long-deprecated cAdvisor kubelet flags\\")","unverified":"The release note says the kubelet refuses to start with these flags; the exact error it prints was not read."},{"component":"kubelet","flag":"storage-driver-user","deprecatedIn":null,"removedIn":"1.37","removalScheduled":null,"replacement":null,"startup":"refuses","prints":null,"advice":"A long-deprecated cAdvisor flag the kubelet used to register; the 1.37 kubelet refuses to start with it. Only --housekeeping-interval is kept.","source":"1.37 notes draft [Dependency]; kubernetes/kubernetes#139870 (\\"drop ... the long-deprecated cAdvisor kubelet flags\\")","unverified":"The release note says the kubelet refuses to start with these flags; the exact error it prints was not read."},{"component":"kube-proxy","flag":"add-dir-header","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --add-dir-header","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kube-proxy","flag":"alsologtostderr","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --alsologtostderr","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kube-proxy","flag":"cleanup-ipvs","deprecatedIn":null,"removedIn":"1.21","removalScheduled":null,"replacement":"--cleanup","startup":"refuses","prints":"unknown flag: --cleanup-ipvs","advice":"--cleanup flushes the IPVS rules too.","source":"CHANGELOG-1.21 v1.21.0 [Deprecation]; kubernetes/kubernetes#97336"},{"component":"kube-proxy","flag":"log-backtrace-at","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --log-backtrace-at","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kube-proxy","flag":"log-dir","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --log-dir","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kube-proxy","flag":"log-file","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --log-file","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kube-proxy","flag":"log-file-max-size","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --log-file-max-size","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kube-proxy","flag":"logtostderr","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --logtostderr","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kube-proxy","flag":"one-output","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --one-output","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kube-proxy","flag":"proxy-mode","value":"ipvs","configField":{"kind":"KubeProxyConfiguration","field":"mode"},"deprecatedIn":"1.35","removedIn":null,"removalScheduled":null,"replacement":"nftables (or iptables on old kernels)","startup":null,"prints":null,"advice":"A KubeProxyIPVS feature gate was added in 1.37 to prepare disabling and removal; no removal release is announced.","source":"CHANGELOG-1.35 v1.35.0 [Deprecation]; kubernetes/kubernetes#134539; 1.37 notes draft [Feature]; kubernetes/kubernetes#139397","coveredBy":"kube-proxy-ipvs"},{"component":"kube-proxy","flag":"proxy-mode","value":"userspace","configField":{"kind":"KubeProxyConfiguration","field":"mode"},"deprecatedIn":"1.25","removedIn":"1.26","removalScheduled":null,"replacement":"iptables, ipvs or nftables (Linux) or kernelspace (Windows)","startup":"refuses","prints":"ProxyMode: Invalid value: \\"userspace\\"","advice":"kube-proxy no longer has the userspace proxier: choose another mode.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112133; deprecated: CHANGELOG-1.25 v1.25.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#110762; message: cmd/kube-proxy/app validation validateProxyModeLinux (field.Invalid on ProxyMode; the list of valid modes that follows depends on the release)"},{"component":"kube-proxy","flag":"proxy-port-range","deprecatedIn":null,"removedIn":"1.31","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --proxy-port-range","advice":"It was deprecated and had no effect.","source":"CHANGELOG-1.31 v1.31.0 [Feature]; kubernetes/kubernetes#126293"},{"component":"kube-proxy","flag":"skip-headers","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --skip-headers","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kube-proxy","flag":"skip-log-headers","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --skip-log-headers","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"},{"component":"kube-proxy","flag":"stderrthreshold","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":null,"replacement":null,"startup":"refuses","prints":"unknown flag: --stderrthreshold","advice":"Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.","source":"CHANGELOG-1.26 v1.26.0 [API Change]; kubernetes/kubernetes#112120; deprecated: CHANGELOG-1.23 v1.23.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#105042; flag list: KEP-2845 (keps/sig-instrumentation/2845-deprecate-klog-specific-flags-in-k8s-components) and PR #112120"}]}`, "rules/_data/config-apis.json": '{"configApis":[{"apiVersion":"apiserver.config.k8s.io/v1","kind":"AdmissionConfiguration","component":"kube-apiserver","introducedIn":null,"deprecatedIn":null,"removedIn":null,"replacement":null,"effect":null,"deprecation":null,"migrate":null,"source":"kubernetes/apiserver pkg/apis/apiserver/v1 registers it in 1.17-1.37-dev (config-apis/apiserver.yaml: v0.17.0..v0.36.0, master 24a394e5 (1.37 development)); kubernetes/apiserver register.go files (pkg/apis/apiserver/v1, pkg/apis/config/v1 before 1.30, webhookadmission/v1, policyconfig/v1, resourcequota/v1)","derived":["introducedIn","removedIn"]},{"apiVersion":"apiserver.config.k8s.io/v1","kind":"AuthenticationConfiguration","component":"kube-apiserver","introducedIn":"1.34","deprecatedIn":null,"removedIn":null,"replacement":null,"effect":null,"deprecation":null,"migrate":null,"source":"kubernetes/apiserver pkg/apis/apiserver/v1 registers it in 1.34-1.37-dev (config-apis/apiserver.yaml: v0.17.0..v0.36.0, master 24a394e5 (1.37 development)); kubernetes/apiserver register.go files (pkg/apis/apiserver/v1, pkg/apis/config/v1 before 1.30, webhookadmission/v1, policyconfig/v1, resourcequota/v1)","derived":["introducedIn","removedIn"]},{"apiVersion":"apiserver.config.k8s.io/v1","kind":"AuthorizationConfiguration","component":"kube-apiserver","introducedIn":"1.32","deprecatedIn":null,"removedIn":null,"replacement":null,"effect":null,"deprecation":null,"migrate":null,"source":"kubernetes/apiserver pkg/apis/apiserver/v1 registers it in 1.32-1.37-dev (config-apis/apiserver.yaml: v0.17.0..v0.36.0, master 24a394e5 (1.37 development)); kubernetes/apiserver register.go files (pkg/apis/apiserver/v1, pkg/apis/config/v1 before 1.30, webhookadmission/v1, policyconfig/v1, resourcequota/v1)","derived":["introducedIn","removedIn"]},{"apiVersion":"apiserver.config.k8s.io/v1","kind":"EncryptionConfiguration","component":"kube-apiserver","introducedIn":null,"deprecatedIn":null,"removedIn":null,"replacement":null,"effect":null,"deprecation":null,"migrate":null,"source":"kubernetes/apiserver pkg/apis/apiserver/v1, pkg/apis/config/v1 registers it in 1.30-1.37-dev, 1.17-1.29 (config-apis/apiserver.yaml: v0.17.0..v0.36.0, master 24a394e5 (1.37 development)); kubernetes/apiserver register.go files (pkg/apis/apiserver/v1, pkg/apis/config/v1 before 1.30, webhookadmission/v1, policyconfig/v1, resourcequota/v1)","derived":["introducedIn","removedIn"]},{"apiVersion":"apiserver.config.k8s.io/v1","kind":"MutatingAdmissionPolicyConfiguration","component":"kube-apiserver","introducedIn":"1.36","deprecatedIn":null,"removedIn":null,"replacement":null,"effect":null,"deprecation":null,"migrate":null,"source":"kubernetes/apiserver pkg/admission/plugin/policy/config/apis/policyconfig/v1 registers it in 1.36-1.37-dev (config-apis/apiserver.yaml: v0.17.0..v0.36.0, master 24a394e5 (1.37 development)); kubernetes/apiserver register.go files (pkg/apis/apiserver/v1, pkg/apis/config/v1 before 1.30, webhookadmission/v1, policyconfig/v1, resourcequota/v1)","derived":["introducedIn","removedIn"]},{"apiVersion":"apiserver.config.k8s.io/v1","kind":"ResourceQuotaConfiguration","component":"kube-apiserver","introducedIn":"1.20","deprecatedIn":null,"removedIn":null,"replacement":null,"effect":null,"deprecation":null,"migrate":null,"source":"kubernetes/apiserver pkg/admission/plugin/resourcequota/apis/resourcequota/v1 registers it in 1.20-1.37-dev (config-apis/apiserver.yaml: v0.17.0..v0.36.0, master 24a394e5 (1.37 development)); kubernetes/apiserver register.go files (pkg/apis/apiserver/v1, pkg/apis/config/v1 before 1.30, webhookadmission/v1, policyconfig/v1, resourcequota/v1)","derived":["introducedIn","removedIn"]},{"apiVersion":"apiserver.config.k8s.io/v1","kind":"TracingConfiguration","component":"kube-apiserver","introducedIn":"1.34","deprecatedIn":null,"removedIn":null,"replacement":null,"effect":null,"deprecation":null,"migrate":null,"source":"kubernetes/apiserver pkg/apis/apiserver/v1 registers it in 1.34-1.37-dev (config-apis/apiserver.yaml: v0.17.0..v0.36.0, master 24a394e5 (1.37 development)); kubernetes/apiserver register.go files (pkg/apis/apiserver/v1, pkg/apis/config/v1 before 1.30, webhookadmission/v1, policyconfig/v1, resourcequota/v1)","derived":["introducedIn","removedIn"]},{"apiVersion":"apiserver.config.k8s.io/v1","kind":"ValidatingAdmissionPolicyConfiguration","component":"kube-apiserver","introducedIn":"1.36","deprecatedIn":null,"removedIn":null,"replacement":null,"effect":null,"deprecation":null,"migrate":null,"source":"kubernetes/apiserver pkg/admission/plugin/policy/config/apis/policyconfig/v1 registers it in 1.36-1.37-dev (config-apis/apiserver.yaml: v0.17.0..v0.36.0, master 24a394e5 (1.37 development)); kubernetes/apiserver register.go files (pkg/apis/apiserver/v1, pkg/apis/config/v1 before 1.30, webhookadmission/v1, policyconfig/v1, resourcequota/v1)","derived":["introducedIn","removedIn"]},{"apiVersion":"apiserver.config.k8s.io/v1","kind":"WebhookAdmissionConfiguration","component":"kube-apiserver","introducedIn":null,"deprecatedIn":null,"removedIn":null,"replacement":null,"effect":null,"deprecation":null,"migrate":null,"source":"kubernetes/apiserver pkg/admission/plugin/webhook/config/apis/webhookadmission/v1 registers it in 1.17-1.37-dev (config-apis/apiserver.yaml: v0.17.0..v0.36.0, master 24a394e5 (1.37 development)); kubernetes/apiserver register.go files (pkg/apis/apiserver/v1, pkg/apis/config/v1 before 1.30, webhookadmission/v1, policyconfig/v1, resourcequota/v1)","derived":["introducedIn","removedIn"]},{"apiVersion":"apiserver.config.k8s.io/v1alpha1","kind":"AuthenticationConfiguration","component":"kube-apiserver","introducedIn":"1.29","deprecatedIn":null,"removedIn":null,"replacement":null,"effect":null,"deprecation":null,"migrate":null,"source":"kubernetes/apiserver pkg/apis/apiserver/v1alpha1 registers it in 1.29-1.37-dev (config-apis/apiserver.yaml: v0.17.0..v0.36.0, master 24a394e5 (1.37 development)); kubernetes/apiserver pkg/apis/apiserver/v1alpha1/register.go (still registered; apiserver.config.k8s.io/v1 is recommended)","derived":["introducedIn","removedIn"]},{"apiVersion":"apiserver.config.k8s.io/v1alpha1","kind":"AuthorizationConfiguration","component":"kube-apiserver","introducedIn":"1.29","deprecatedIn":null,"removedIn":null,"replacement":null,"effect":null,"deprecation":null,"migrate":null,"source":"kubernetes/apiserver pkg/apis/apiserver/v1alpha1 registers it in 1.29-1.37-dev (config-apis/apiserver.yaml: v0.17.0..v0.36.0, master 24a394e5 (1.37 development)); kubernetes/apiserver pkg/apis/apiserver/v1alpha1/register.go (still registered; apiserver.config.k8s.io/v1 is recommended)","derived":["introducedIn","removedIn"]},{"apiVersion":"apiserver.config.k8s.io/v1alpha1","kind":"TracingConfiguration","component":"kube-apiserver","introducedIn":"1.22","deprecatedIn":null,"removedIn":null,"replacement":null,"effect":null,"deprecation":null,"migrate":null,"source":"kubernetes/apiserver pkg/apis/apiserver/v1alpha1 registers it in 1.22-1.37-dev (config-apis/apiserver.yaml: v0.17.0..v0.36.0, master 24a394e5 (1.37 development)); kubernetes/apiserver pkg/apis/apiserver/v1alpha1/register.go (still registered; apiserver.config.k8s.io/v1 is recommended)","derived":["introducedIn","removedIn"]},{"apiVersion":"apiserver.config.k8s.io/v1alpha1","kind":"WebhookAdmission","component":"kube-apiserver","introducedIn":null,"deprecatedIn":"1.17","removedIn":"1.36","replacement":{"apiVersion":"apiserver.config.k8s.io/v1","kind":"WebhookAdmissionConfiguration"},"effect":"kube-apiserver 1.36 and later cannot read this webhook admission configuration","deprecation":null,"nested":"the configuration of a ValidatingAdmissionWebhook or MutatingAdmissionWebhook plugin inside an AdmissionConfiguration","migrate":"Set apiVersion: apiserver.config.k8s.io/v1 and kind: WebhookAdmissionConfiguration; kubeConfigFile stays as it is.","source":"kubernetes/apiserver pkg/admission/plugin/webhook/config/apis/webhookadmission/v1alpha1 registers it in 1.17-1.35 (config-apis/apiserver.yaml: v0.17.0..v0.36.0, master 24a394e5 (1.37 development)); release notes 1.17 (kubernetes/kubernetes#85138) and 1.36 (#137379)","derived":["introducedIn","removedIn"],"unverified":"Whether the decoding error stops kube-apiserver at start-up was not read; admission plugin initialisation errors normally do."},{"apiVersion":"apiserver.config.k8s.io/v1beta1","kind":"AuthenticationConfiguration","component":"kube-apiserver","introducedIn":"1.30","deprecatedIn":null,"removedIn":null,"replacement":null,"effect":null,"deprecation":null,"migrate":null,"source":"kubernetes/apiserver pkg/apis/apiserver/v1beta1 registers it in 1.30-1.37-dev (config-apis/apiserver.yaml: v0.17.0..v0.36.0, master 24a394e5 (1.37 development)); kubernetes/apiserver pkg/apis/apiserver/v1beta1/register.go","derived":["introducedIn","removedIn"]},{"apiVersion":"apiserver.config.k8s.io/v1beta1","kind":"AuthorizationConfiguration","component":"kube-apiserver","introducedIn":"1.30","deprecatedIn":null,"removedIn":null,"replacement":null,"effect":null,"deprecation":null,"migrate":null,"source":"kubernetes/apiserver pkg/apis/apiserver/v1beta1 registers it in 1.30-1.37-dev (config-apis/apiserver.yaml: v0.17.0..v0.36.0, master 24a394e5 (1.37 development)); kubernetes/apiserver pkg/apis/apiserver/v1beta1/register.go","derived":["introducedIn","removedIn"]},{"apiVersion":"apiserver.config.k8s.io/v1beta1","kind":"TracingConfiguration","component":"kube-apiserver","introducedIn":"1.27","deprecatedIn":null,"removedIn":null,"replacement":null,"effect":null,"deprecation":null,"migrate":null,"source":"kubernetes/apiserver pkg/apis/apiserver/v1beta1 registers it in 1.27-1.37-dev (config-apis/apiserver.yaml: v0.17.0..v0.36.0, master 24a394e5 (1.37 development)); kubernetes/apiserver pkg/apis/apiserver/v1beta1/register.go","derived":["introducedIn","removedIn"]},{"apiVersion":"apiserver.k8s.io/v1alpha1","kind":"AdmissionConfiguration","component":"kube-apiserver","introducedIn":null,"deprecatedIn":null,"removedIn":null,"replacement":null,"effect":null,"deprecation":null,"migrate":null,"source":"kubernetes/apiserver pkg/apis/apiserver/v1alpha1 registers it in 1.17-1.37-dev (config-apis/apiserver.yaml: v0.17.0..v0.36.0, master 24a394e5 (1.37 development)); kubernetes/apiserver pkg/apis/apiserver/v1alpha1/register.go (group apiserver.k8s.io)","derived":["introducedIn","removedIn"]},{"apiVersion":"apiserver.k8s.io/v1alpha1","kind":"EgressSelectorConfiguration","component":"kube-apiserver","introducedIn":null,"deprecatedIn":null,"removedIn":null,"replacement":null,"effect":null,"deprecation":null,"migrate":null,"source":"kubernetes/apiserver pkg/apis/apiserver/v1alpha1 registers it in 1.17-1.37-dev (config-apis/apiserver.yaml: v0.17.0..v0.36.0, master 24a394e5 (1.37 development)); kubernetes/apiserver pkg/apis/apiserver/v1alpha1/register.go (group apiserver.k8s.io)","derived":["introducedIn","removedIn"]},{"apiVersion":"apiserver.k8s.io/v1beta1","kind":"EgressSelectorConfiguration","component":"kube-apiserver","introducedIn":"1.18","deprecatedIn":null,"removedIn":null,"replacement":null,"effect":null,"deprecation":null,"migrate":null,"source":"kubernetes/apiserver pkg/apis/apiserver/v1beta1 registers it in 1.18-1.37-dev (config-apis/apiserver.yaml: v0.17.0..v0.36.0, master 24a394e5 (1.37 development)); kubernetes/apiserver pkg/apis/apiserver/v1beta1/register.go; there is no v1 EgressSelectorConfiguration","derived":["introducedIn","removedIn"]},{"apiVersion":"audit.k8s.io/v1","kind":"Policy","component":"kube-apiserver","introducedIn":null,"deprecatedIn":null,"removedIn":null,"replacement":null,"effect":null,"deprecation":null,"migrate":null,"source":"kubernetes/apiserver pkg/apis/audit/v1 registers it in 1.17-1.37-dev (config-apis/apiserver.yaml: v0.17.0..v0.36.0, master 24a394e5 (1.37 development)); kubernetes/apiserver pkg/audit/policy/reader.go decodes audit.k8s.io/v1 only from v0.24.0 on","derived":["introducedIn","removedIn"]},{"apiVersion":"audit.k8s.io/v1alpha1","kind":"Policy","component":"kube-apiserver","introducedIn":null,"deprecatedIn":"1.21","removedIn":"1.24","replacement":{"apiVersion":"audit.k8s.io/v1","kind":"Policy"},"effect":"kube-apiserver 1.24 and later do not start with this audit policy","deprecation":"kube-apiserver 1.21 to 1.23 load it with a warning that it is deprecated","migrate":"Change apiVersion to audit.k8s.io/v1 (the Policy schema is the same).","source":"kubernetes/apiserver pkg/apis/audit/v1alpha1 registers it in 1.17-1.23 (config-apis/apiserver.yaml: v0.17.0..v0.36.0, master 24a394e5 (1.37 development)); release notes 1.21 (kubernetes/kubernetes#98858) and 1.24 (#108092); kubernetes/apiserver pkg/audit/policy/reader.go (warning from v0.21.0, commit 146083d06)","derived":["introducedIn","removedIn"],"unverified":"The 1.24 note says \\"deprecated since 1.13\\"; the deprecation itself was announced in 1.21, when the warning was added. That a policy the reader rejects stops kube-apiserver at start-up follows from the options code path; the options file itself was not read."},{"apiVersion":"audit.k8s.io/v1beta1","kind":"Policy","component":"kube-apiserver","introducedIn":null,"deprecatedIn":"1.21","removedIn":"1.24","replacement":{"apiVersion":"audit.k8s.io/v1","kind":"Policy"},"effect":"kube-apiserver 1.24 and later do not start with this audit policy","deprecation":"kube-apiserver 1.21 to 1.23 load it with a warning that it is deprecated","migrate":"Change apiVersion to audit.k8s.io/v1 (the Policy schema is the same).","source":"kubernetes/apiserver pkg/apis/audit/v1beta1 registers it in 1.17-1.23 (config-apis/apiserver.yaml: v0.17.0..v0.36.0, master 24a394e5 (1.37 development)); release notes 1.21 (kubernetes/kubernetes#98858) and 1.24 (#108092); kubernetes/apiserver pkg/audit/policy/reader.go (warning from v0.21.0, commit 146083d06)","derived":["introducedIn","removedIn"],"unverified":"The 1.24 note says \\"deprecated since 1.13\\"; the deprecation itself was announced in 1.21, when the warning was added. That a policy the reader rejects stops kube-apiserver at start-up follows from the options code path; the options file itself was not read."},{"apiVersion":"kubeadm.k8s.io/v1alpha1","kind":"MasterConfiguration","component":"kubeadm","introducedIn":null,"deprecatedIn":"1.11","removedIn":"1.12","replacement":{"apiVersion":"kubeadm.k8s.io/v1beta4","kind":"MasterConfiguration"},"effect":"kubeadm 1.12 and later reject this file","deprecation":null,"migrate":"Rewrite it as a kubeadm.k8s.io/v1beta4 InitConfiguration, ClusterConfiguration or JoinConfiguration (the old kubeadm releases that could migrate it step by step are long out of support).","source":"kubeadm support matrix in cmd/kubeadm/app/util/config/common.go (kubernetes/kubernetes 01b1174c); release notes 1.12 (kubernetes/kubernetes#65628); v1alpha1/register.go (kubernetes/kubernetes 0f5b14d8)","unverified":"The kinds are those v1alpha1/register.go registers at kubernetes/kubernetes 0f5b14d8 (MasterConfiguration, NodeConfiguration and ClusterInfo, which is no configuration file), the one stored version read, not the 1.11 tag. The error kubeadm prints is not recorded for 1.12 itself; later kubeadm releases print the \\"old API spec\\" error quoted for v1beta1."},{"apiVersion":"kubeadm.k8s.io/v1alpha1","kind":"NodeConfiguration","component":"kubeadm","introducedIn":null,"deprecatedIn":"1.11","removedIn":"1.12","replacement":{"apiVersion":"kubeadm.k8s.io/v1beta4","kind":"NodeConfiguration"},"effect":"kubeadm 1.12 and later reject this file","deprecation":null,"migrate":"Rewrite it as a kubeadm.k8s.io/v1beta4 InitConfiguration, ClusterConfiguration or JoinConfiguration (the old kubeadm releases that could migrate it step by step are long out of support).","source":"kubeadm support matrix in cmd/kubeadm/app/util/config/common.go (kubernetes/kubernetes 01b1174c); release notes 1.12 (kubernetes/kubernetes#65628); v1alpha1/register.go (kubernetes/kubernetes 0f5b14d8)","unverified":"The kinds are those v1alpha1/register.go registers at kubernetes/kubernetes 0f5b14d8 (MasterConfiguration, NodeConfiguration and ClusterInfo, which is no configuration file), the one stored version read, not the 1.11 tag. The error kubeadm prints is not recorded for 1.12 itself; later kubeadm releases print the \\"old API spec\\" error quoted for v1beta1."},{"apiVersion":"kubeadm.k8s.io/v1alpha2","kind":"InitConfiguration","component":"kubeadm","introducedIn":"1.11","deprecatedIn":"1.12","removedIn":"1.13","replacement":{"apiVersion":"kubeadm.k8s.io/v1beta4","kind":"InitConfiguration"},"effect":"kubeadm 1.13 and later reject this file","deprecation":null,"migrate":"Rewrite it as a kubeadm.k8s.io/v1beta4 InitConfiguration, ClusterConfiguration or JoinConfiguration (the old kubeadm releases that could migrate it step by step are long out of support).","source":"kubeadm support matrix in cmd/kubeadm/app/util/config/common.go (kubernetes/kubernetes 01b1174c); release notes 1.12 (kubernetes/kubernetes#65945, #65951); v1alpha2/register.go (kubernetes/kubernetes 52f0591a)","unverified":"No release note states the v1alpha2 deprecation or removal; both come from kubeadm\'s own support matrix comment. InitConfiguration is listed because v1alpha2/register.go registers it at kubernetes/kubernetes 52f0591a (during the 1.12 cycle); which kinds v1alpha2 registered at the 1.11 and 1.12 tags was not read."},{"apiVersion":"kubeadm.k8s.io/v1alpha2","kind":"MasterConfiguration","component":"kubeadm","introducedIn":"1.11","deprecatedIn":"1.12","removedIn":"1.13","replacement":{"apiVersion":"kubeadm.k8s.io/v1beta4","kind":"MasterConfiguration"},"effect":"kubeadm 1.13 and later reject this file","deprecation":null,"migrate":"Rewrite it as a kubeadm.k8s.io/v1beta4 InitConfiguration, ClusterConfiguration or JoinConfiguration (the old kubeadm releases that could migrate it step by step are long out of support).","source":"kubeadm support matrix in cmd/kubeadm/app/util/config/common.go (kubernetes/kubernetes 01b1174c); release notes 1.12 (kubernetes/kubernetes#65945, #65951); v1alpha2/register.go (kubernetes/kubernetes 52f0591a)","unverified":"No release note states the v1alpha2 deprecation or removal; both come from kubeadm\'s own support matrix comment. InitConfiguration is listed because v1alpha2/register.go registers it at kubernetes/kubernetes 52f0591a (during the 1.12 cycle); which kinds v1alpha2 registered at the 1.11 and 1.12 tags was not read."},{"apiVersion":"kubeadm.k8s.io/v1alpha2","kind":"NodeConfiguration","component":"kubeadm","introducedIn":"1.11","deprecatedIn":"1.12","removedIn":"1.13","replacement":{"apiVersion":"kubeadm.k8s.io/v1beta4","kind":"NodeConfiguration"},"effect":"kubeadm 1.13 and later reject this file","deprecation":null,"migrate":"Rewrite it as a kubeadm.k8s.io/v1beta4 InitConfiguration, ClusterConfiguration or JoinConfiguration (the old kubeadm releases that could migrate it step by step are long out of support).","source":"kubeadm support matrix in cmd/kubeadm/app/util/config/common.go (kubernetes/kubernetes 01b1174c); release notes 1.12 (kubernetes/kubernetes#65945, #65951); v1alpha2/register.go (kubernetes/kubernetes 52f0591a)","unverified":"No release note states the v1alpha2 deprecation or removal; both come from kubeadm\'s own support matrix comment. InitConfiguration is listed because v1alpha2/register.go registers it at kubernetes/kubernetes 52f0591a (during the 1.12 cycle); which kinds v1alpha2 registered at the 1.11 and 1.12 tags was not read."},{"apiVersion":"kubeadm.k8s.io/v1alpha3","kind":"ClusterConfiguration","component":"kubeadm","introducedIn":"1.12","deprecatedIn":"1.13","removedIn":"1.15","replacement":{"apiVersion":"kubeadm.k8s.io/v1beta4","kind":"ClusterConfiguration"},"effect":"kubeadm 1.15 and later reject this file","deprecation":"kubeadm 1.14 uses it only to convert it with `kubeadm config migrate`","migrate":"Rewrite it as kubeadm.k8s.io/v1beta4 (the old kubeadm releases that could migrate it step by step are long out of support).","source":"release notes 1.12 (kubernetes/kubernetes#65629), 1.13, 1.14 (#74025) and 1.15 (#75179)"},{"apiVersion":"kubeadm.k8s.io/v1alpha3","kind":"InitConfiguration","component":"kubeadm","introducedIn":"1.12","deprecatedIn":"1.13","removedIn":"1.15","replacement":{"apiVersion":"kubeadm.k8s.io/v1beta4","kind":"InitConfiguration"},"effect":"kubeadm 1.15 and later reject this file","deprecation":"kubeadm 1.14 uses it only to convert it with `kubeadm config migrate`","migrate":"Rewrite it as kubeadm.k8s.io/v1beta4 (the old kubeadm releases that could migrate it step by step are long out of support).","source":"release notes 1.12 (kubernetes/kubernetes#65629), 1.13, 1.14 (#74025) and 1.15 (#75179)"},{"apiVersion":"kubeadm.k8s.io/v1alpha3","kind":"JoinConfiguration","component":"kubeadm","introducedIn":"1.12","deprecatedIn":"1.13","removedIn":"1.15","replacement":{"apiVersion":"kubeadm.k8s.io/v1beta4","kind":"JoinConfiguration"},"effect":"kubeadm 1.15 and later reject this file","deprecation":"kubeadm 1.14 uses it only to convert it with `kubeadm config migrate`","migrate":"Rewrite it as kubeadm.k8s.io/v1beta4 (the old kubeadm releases that could migrate it step by step are long out of support).","source":"release notes 1.12 (kubernetes/kubernetes#65629), 1.13, 1.14 (#74025) and 1.15 (#75179)"},{"apiVersion":"kubeadm.k8s.io/v1beta1","kind":"ClusterConfiguration","component":"kubeadm","introducedIn":"1.13","deprecatedIn":"1.17","removedIn":"1.22","replacement":{"apiVersion":"kubeadm.k8s.io/v1beta4","kind":"ClusterConfiguration"},"effect":"kubeadm 1.22 and later reject this file (\\"your configuration file uses an old API spec: \\"kubeadm.k8s.io/v1beta1\\"\\", telling you to migrate it with kubeadm 1.15)","deprecation":null,"migrate":"Migrate in steps: `kubeadm config migrate --old-config old.yaml --new-config new.yaml` with a kubeadm 1.15-1.21 (to v1beta2), then with a kubeadm 1.22-1.26 (to v1beta3), then with a kubeadm 1.31-1.36 (to v1beta4).","source":"release notes 1.13 (kubernetes/kubernetes#69289), 1.17 (#83276) and 1.22 (#101129); cmd/kubeadm/app/util/config/common.go (kubernetes/kubernetes 01b1174c); v1beta1/register.go (749a0bab) registers InitConfiguration, ClusterConfiguration, JoinConfiguration and ClusterStatus (kept by kubeadm in its ConfigMap, not written by users)"},{"apiVersion":"kubeadm.k8s.io/v1beta1","kind":"InitConfiguration","component":"kubeadm","introducedIn":"1.13","deprecatedIn":"1.17","removedIn":"1.22","replacement":{"apiVersion":"kubeadm.k8s.io/v1beta4","kind":"InitConfiguration"},"effect":"kubeadm 1.22 and later reject this file (\\"your configuration file uses an old API spec: \\"kubeadm.k8s.io/v1beta1\\"\\", telling you to migrate it with kubeadm 1.15)","deprecation":null,"migrate":"Migrate in steps: `kubeadm config migrate --old-config old.yaml --new-config new.yaml` with a kubeadm 1.15-1.21 (to v1beta2), then with a kubeadm 1.22-1.26 (to v1beta3), then with a kubeadm 1.31-1.36 (to v1beta4).","source":"release notes 1.13 (kubernetes/kubernetes#69289), 1.17 (#83276) and 1.22 (#101129); cmd/kubeadm/app/util/config/common.go (kubernetes/kubernetes 01b1174c); v1beta1/register.go (749a0bab) registers InitConfiguration, ClusterConfiguration, JoinConfiguration and ClusterStatus (kept by kubeadm in its ConfigMap, not written by users)"},{"apiVersion":"kubeadm.k8s.io/v1beta1","kind":"JoinConfiguration","component":"kubeadm","introducedIn":"1.13","deprecatedIn":"1.17","removedIn":"1.22","replacement":{"apiVersion":"kubeadm.k8s.io/v1beta4","kind":"JoinConfiguration"},"effect":"kubeadm 1.22 and later reject this file (\\"your configuration file uses an old API spec: \\"kubeadm.k8s.io/v1beta1\\"\\", telling you to migrate it with kubeadm 1.15)","deprecation":null,"migrate":"Migrate in steps: `kubeadm config migrate --old-config old.yaml --new-config new.yaml` with a kubeadm 1.15-1.21 (to v1beta2), then with a kubeadm 1.22-1.26 (to v1beta3), then with a kubeadm 1.31-1.36 (to v1beta4).","source":"release notes 1.13 (kubernetes/kubernetes#69289), 1.17 (#83276) and 1.22 (#101129); cmd/kubeadm/app/util/config/common.go (kubernetes/kubernetes 01b1174c); v1beta1/register.go (749a0bab) registers InitConfiguration, ClusterConfiguration, JoinConfiguration and ClusterStatus (kept by kubeadm in its ConfigMap, not written by users)"},{"apiVersion":"kubeadm.k8s.io/v1beta2","kind":"ClusterConfiguration","component":"kubeadm","introducedIn":"1.15","deprecatedIn":"1.24","removedIn":"1.27","replacement":{"apiVersion":"kubeadm.k8s.io/v1beta4","kind":"ClusterConfiguration"},"effect":"kubeadm 1.27 and later reject this file (\\"your configuration file uses an old API spec: \\"kubeadm.k8s.io/v1beta2\\"\\", telling you to migrate it with kubeadm 1.22)","deprecation":null,"migrate":"Run `kubeadm config migrate --old-config old.yaml --new-config new.yaml` with a kubeadm 1.22-1.26 (to v1beta3), then again with a kubeadm 1.31-1.36 (to v1beta4).","source":"release notes 1.15 (kubernetes/kubernetes#76710), 1.24 (#107013) and 1.27 (#114540); cmd/kubeadm/app/util/config/common.go (kubernetes/kubernetes 01b1174c)"},{"apiVersion":"kubeadm.k8s.io/v1beta2","kind":"InitConfiguration","component":"kubeadm","introducedIn":"1.15","deprecatedIn":"1.24","removedIn":"1.27","replacement":{"apiVersion":"kubeadm.k8s.io/v1beta4","kind":"InitConfiguration"},"effect":"kubeadm 1.27 and later reject this file (\\"your configuration file uses an old API spec: \\"kubeadm.k8s.io/v1beta2\\"\\", telling you to migrate it with kubeadm 1.22)","deprecation":null,"migrate":"Run `kubeadm config migrate --old-config old.yaml --new-config new.yaml` with a kubeadm 1.22-1.26 (to v1beta3), then again with a kubeadm 1.31-1.36 (to v1beta4).","source":"release notes 1.15 (kubernetes/kubernetes#76710), 1.24 (#107013) and 1.27 (#114540); cmd/kubeadm/app/util/config/common.go (kubernetes/kubernetes 01b1174c)"},{"apiVersion":"kubeadm.k8s.io/v1beta2","kind":"JoinConfiguration","component":"kubeadm","introducedIn":"1.15","deprecatedIn":"1.24","removedIn":"1.27","replacement":{"apiVersion":"kubeadm.k8s.io/v1beta4","kind":"JoinConfiguration"},"effect":"kubeadm 1.27 and later reject this file (\\"your configuration file uses an old API spec: \\"kubeadm.k8s.io/v1beta2\\"\\", telling you to migrate it with kubeadm 1.22)","deprecation":null,"migrate":"Run `kubeadm config migrate --old-config old.yaml --new-config new.yaml` with a kubeadm 1.22-1.26 (to v1beta3), then again with a kubeadm 1.31-1.36 (to v1beta4).","source":"release notes 1.15 (kubernetes/kubernetes#76710), 1.24 (#107013) and 1.27 (#114540); cmd/kubeadm/app/util/config/common.go (kubernetes/kubernetes 01b1174c)"},{"apiVersion":"kubeadm.k8s.io/v1beta3","kind":"ClusterConfiguration","component":"kubeadm","introducedIn":"1.22","deprecatedIn":"1.31","removedIn":"1.37","replacement":{"apiVersion":"kubeadm.k8s.io/v1beta4","kind":"ClusterConfiguration"},"effect":"kubeadm 1.37 rejects this file","deprecation":"kubeadm 1.31 to 1.36 warn: \\"your configuration file uses a deprecated API spec: \\"kubeadm.k8s.io/v1beta3\\"\\"","migrate":"Run `kubeadm config migrate --old-config old.yaml --new-config new.yaml` with a kubeadm 1.31-1.36 before upgrading kubeadm to 1.37. v1beta4 turns extraArgs maps into lists of {name, value}.","source":"release notes 1.22 (kubernetes/kubernetes#101129), 1.31 (#125029) and 1.37 (#136016); cmd/kubeadm/app/util/config/common.go (kubernetes/kubernetes 01b1174c)","unverified":"The exact error kubeadm 1.37 prints was not read, only the release note. The deprecation warning is the literal of common.go at 01b1174c, whose deprecated list was still empty; that kubeadm 1.31 to 1.36 list v1beta3 there was not read. Whether `kubeadm upgrade` also rejects a v1beta3 ClusterConfiguration still stored in the kube-system/kubeadm-config ConfigMap was not researched (kubeadm 1.31 and later write v1beta4 there)."},{"apiVersion":"kubeadm.k8s.io/v1beta3","kind":"InitConfiguration","component":"kubeadm","introducedIn":"1.22","deprecatedIn":"1.31","removedIn":"1.37","replacement":{"apiVersion":"kubeadm.k8s.io/v1beta4","kind":"InitConfiguration"},"effect":"kubeadm 1.37 rejects this file","deprecation":"kubeadm 1.31 to 1.36 warn: \\"your configuration file uses a deprecated API spec: \\"kubeadm.k8s.io/v1beta3\\"\\"","migrate":"Run `kubeadm config migrate --old-config old.yaml --new-config new.yaml` with a kubeadm 1.31-1.36 before upgrading kubeadm to 1.37. v1beta4 turns extraArgs maps into lists of {name, value}.","source":"release notes 1.22 (kubernetes/kubernetes#101129), 1.31 (#125029) and 1.37 (#136016); cmd/kubeadm/app/util/config/common.go (kubernetes/kubernetes 01b1174c)","unverified":"The exact error kubeadm 1.37 prints was not read, only the release note. The deprecation warning is the literal of common.go at 01b1174c, whose deprecated list was still empty; that kubeadm 1.31 to 1.36 list v1beta3 there was not read. Whether `kubeadm upgrade` also rejects a v1beta3 ClusterConfiguration still stored in the kube-system/kubeadm-config ConfigMap was not researched (kubeadm 1.31 and later write v1beta4 there)."},{"apiVersion":"kubeadm.k8s.io/v1beta3","kind":"JoinConfiguration","component":"kubeadm","introducedIn":"1.22","deprecatedIn":"1.31","removedIn":"1.37","replacement":{"apiVersion":"kubeadm.k8s.io/v1beta4","kind":"JoinConfiguration"},"effect":"kubeadm 1.37 rejects this file","deprecation":"kubeadm 1.31 to 1.36 warn: \\"your configuration file uses a deprecated API spec: \\"kubeadm.k8s.io/v1beta3\\"\\"","migrate":"Run `kubeadm config migrate --old-config old.yaml --new-config new.yaml` with a kubeadm 1.31-1.36 before upgrading kubeadm to 1.37. v1beta4 turns extraArgs maps into lists of {name, value}.","source":"release notes 1.22 (kubernetes/kubernetes#101129), 1.31 (#125029) and 1.37 (#136016); cmd/kubeadm/app/util/config/common.go (kubernetes/kubernetes 01b1174c)","unverified":"The exact error kubeadm 1.37 prints was not read, only the release note. The deprecation warning is the literal of common.go at 01b1174c, whose deprecated list was still empty; that kubeadm 1.31 to 1.36 list v1beta3 there was not read. Whether `kubeadm upgrade` also rejects a v1beta3 ClusterConfiguration still stored in the kube-system/kubeadm-config ConfigMap was not researched (kubeadm 1.31 and later write v1beta4 there)."},{"apiVersion":"kubeadm.k8s.io/v1beta4","kind":"ClusterConfiguration","component":"kubeadm","introducedIn":"1.31","deprecatedIn":null,"removedIn":null,"replacement":null,"effect":null,"deprecation":null,"migrate":null,"source":"release notes 1.31 (kubernetes/kubernetes#125029) and 1.36 (#135148, UpgradeConfiguration in kubeadm config migrate)"},{"apiVersion":"kubeadm.k8s.io/v1beta4","kind":"InitConfiguration","component":"kubeadm","introducedIn":"1.31","deprecatedIn":null,"removedIn":null,"replacement":null,"effect":null,"deprecation":null,"migrate":null,"source":"release notes 1.31 (kubernetes/kubernetes#125029) and 1.36 (#135148, UpgradeConfiguration in kubeadm config migrate)"},{"apiVersion":"kubeadm.k8s.io/v1beta4","kind":"JoinConfiguration","component":"kubeadm","introducedIn":"1.31","deprecatedIn":null,"removedIn":null,"replacement":null,"effect":null,"deprecation":null,"migrate":null,"source":"release notes 1.31 (kubernetes/kubernetes#125029) and 1.36 (#135148, UpgradeConfiguration in kubeadm config migrate)"},{"apiVersion":"kubeadm.k8s.io/v1beta4","kind":"ResetConfiguration","component":"kubeadm","introducedIn":"1.31","deprecatedIn":null,"removedIn":null,"replacement":null,"effect":null,"deprecation":null,"migrate":null,"source":"release notes 1.31 (kubernetes/kubernetes#125029) and 1.36 (#135148, UpgradeConfiguration in kubeadm config migrate)"},{"apiVersion":"kubeadm.k8s.io/v1beta4","kind":"UpgradeConfiguration","component":"kubeadm","introducedIn":"1.31","deprecatedIn":null,"removedIn":null,"replacement":null,"effect":null,"deprecation":null,"migrate":null,"source":"release notes 1.31 (kubernetes/kubernetes#125029) and 1.36 (#135148, UpgradeConfiguration in kubeadm config migrate)"},{"apiVersion":"kubelet.config.k8s.io/v1","kind":"CredentialProviderConfig","component":"kubelet","introducedIn":"1.26","deprecatedIn":null,"removedIn":null,"replacement":null,"effect":null,"deprecation":null,"migrate":null,"source":"kubernetes/kubelet config/v1 registers it in 1.26-1.37-dev (config-apis/kubelet.yaml: v0.17.0..v0.36.0, master 63b32497 (1.37 development)); release notes 1.26 (kubernetes/kubernetes#111616): the credential provider APIs went to v1","derived":["introducedIn","removedIn"]},{"apiVersion":"kubelet.config.k8s.io/v1alpha1","kind":"CredentialProviderConfig","component":"kubelet","introducedIn":"1.20","deprecatedIn":null,"removedIn":null,"replacement":null,"effect":null,"deprecation":null,"migrate":null,"source":"kubernetes/kubelet config/v1alpha1 registers it in 1.20-1.37-dev (config-apis/kubelet.yaml: v0.17.0..v0.36.0, master 63b32497 (1.37 development)); pkg/credentialprovider/plugin/plugin.go installs v1alpha1, v1beta1 and v1","derived":["introducedIn","removedIn"]},{"apiVersion":"kubelet.config.k8s.io/v1beta1","kind":"CredentialProviderConfig","component":"kubelet","introducedIn":"1.24","deprecatedIn":null,"removedIn":null,"replacement":null,"effect":null,"deprecation":null,"migrate":null,"source":"kubernetes/kubelet config/v1beta1 registers it in 1.24-1.37-dev (config-apis/kubelet.yaml: v0.17.0..v0.36.0, master 63b32497 (1.37 development)); pkg/kubelet/apis/config/scheme/scheme.go installs only v1beta1 for KubeletConfiguration: there is no kubelet.config.k8s.io/v1 KubeletConfiguration; CredentialProviderConfig v1beta1: release notes 1.24 (kubernetes/kubernetes#108847)","derived":["introducedIn","removedIn"]},{"apiVersion":"kubelet.config.k8s.io/v1beta1","kind":"KubeletConfiguration","component":"kubelet","introducedIn":null,"deprecatedIn":null,"removedIn":null,"replacement":null,"effect":null,"deprecation":null,"migrate":null,"source":"kubernetes/kubelet config/v1beta1 registers it in 1.17-1.37-dev (config-apis/kubelet.yaml: v0.17.0..v0.36.0, master 63b32497 (1.37 development)); pkg/kubelet/apis/config/scheme/scheme.go installs only v1beta1 for KubeletConfiguration: there is no kubelet.config.k8s.io/v1 KubeletConfiguration; CredentialProviderConfig v1beta1: release notes 1.24 (kubernetes/kubernetes#108847)","derived":["introducedIn","removedIn"]},{"apiVersion":"kubeproxy.config.k8s.io/v1alpha1","kind":"KubeProxyConfiguration","component":"kube-proxy","introducedIn":null,"deprecatedIn":null,"removedIn":null,"replacement":null,"effect":null,"deprecation":null,"migrate":null,"source":"kubernetes/kube-proxy config/v1alpha1 registers it in 1.17-1.37-dev (config-apis/kube-proxy.yaml: v0.17.0..v0.36.0, master d37b2e75 (1.37 development)); kubernetes/kube-proxy registers only v1alpha1 (v1alpha2, planned by KEP-784, is in no release)","derived":["introducedIn","removedIn"]},{"apiVersion":"kubescheduler.config.k8s.io/v1","kind":"KubeSchedulerConfiguration","component":"kube-scheduler","introducedIn":"1.25","deprecatedIn":null,"removedIn":null,"replacement":null,"effect":null,"deprecation":null,"migrate":null,"source":"kubernetes/kube-scheduler config/v1 registers it in 1.25-1.37-dev (config-apis/kube-scheduler.yaml: v0.17.0..v0.36.0, master e87dbddd (1.37 development)); release notes 1.25 (kubernetes/kubernetes#110534): kubescheduler.config.k8s.io/v1 is the GA configuration API","derived":["introducedIn","removedIn"]},{"apiVersion":"kubescheduler.config.k8s.io/v1","kind":"Policy","component":"kube-scheduler","introducedIn":null,"deprecatedIn":null,"removedIn":"1.23","replacement":{"apiVersion":"kubescheduler.config.k8s.io/v1","kind":"KubeSchedulerConfiguration"},"effect":"kube-scheduler 1.23 and later have no legacy scheduling Policy: the file cannot be used (--policy-config-file and --policy-configmap were removed)","deprecation":null,"migrate":"Rewrite the predicates and priorities as plugins of KubeSchedulerConfiguration profiles (there is no converter).","source":"kubernetes/kube-scheduler config/v1 registers it in 1.17-1.22 (config-apis/kube-scheduler.yaml: v0.17.0..v0.36.0, master e87dbddd (1.37 development)); release notes 1.17 (kubernetes/kubernetes#83578) and 1.23 [Urgent Upgrade Notes] (#105424)","derived":["introducedIn","removedIn"]},{"apiVersion":"kubescheduler.config.k8s.io/v1alpha1","kind":"KubeSchedulerConfiguration","component":"kube-scheduler","introducedIn":null,"deprecatedIn":null,"removedIn":"1.19","replacement":{"apiVersion":"kubescheduler.config.k8s.io/v1","kind":"KubeSchedulerConfiguration"},"effect":"kube-scheduler 1.19 and later do not load this configuration file","deprecation":null,"migrate":"Rewrite it as kubescheduler.config.k8s.io/v1.","source":"kubernetes/kube-scheduler config/v1alpha1 registers it in 1.17-1.18 (config-apis/kube-scheduler.yaml: v0.17.0..v0.36.0, master e87dbddd (1.37 development)); release notes 1.19 (kubernetes/kubernetes#89298)","derived":["introducedIn","removedIn"]},{"apiVersion":"kubescheduler.config.k8s.io/v1alpha2","kind":"KubeSchedulerConfiguration","component":"kube-scheduler","introducedIn":"1.18","deprecatedIn":null,"removedIn":"1.19","replacement":{"apiVersion":"kubescheduler.config.k8s.io/v1","kind":"KubeSchedulerConfiguration"},"effect":"kube-scheduler 1.19 and later do not load this configuration file","deprecation":null,"migrate":"Rewrite it as kubescheduler.config.k8s.io/v1.","source":"kubernetes/kube-scheduler config/v1alpha2 registers it in 1.18 (config-apis/kube-scheduler.yaml: v0.17.0..v0.36.0, master e87dbddd (1.37 development)); release notes 1.19 (graduation of the configuration API to v1beta1)","derived":["introducedIn","removedIn"]},{"apiVersion":"kubescheduler.config.k8s.io/v1beta1","kind":"KubeSchedulerConfiguration","component":"kube-scheduler","introducedIn":"1.19","deprecatedIn":null,"removedIn":"1.23","replacement":{"apiVersion":"kubescheduler.config.k8s.io/v1","kind":"KubeSchedulerConfiguration"},"effect":"kube-scheduler 1.23 and later do not load this configuration file","deprecation":null,"migrate":"Rewrite it as kubescheduler.config.k8s.io/v1 (plugin and argument names changed between the betas).","source":"kubernetes/kube-scheduler config/v1beta1 registers it in 1.19-1.22 (config-apis/kube-scheduler.yaml: v0.17.0..v0.36.0, master e87dbddd (1.37 development)); release notes 1.23 (kubernetes/kubernetes#104782)","derived":["introducedIn","removedIn"]},{"apiVersion":"kubescheduler.config.k8s.io/v1beta2","kind":"KubeSchedulerConfiguration","component":"kube-scheduler","introducedIn":"1.22","deprecatedIn":"1.25","removedIn":"1.28","replacement":{"apiVersion":"kubescheduler.config.k8s.io/v1","kind":"KubeSchedulerConfiguration"},"effect":"kube-scheduler 1.28 and later do not load this configuration file","deprecation":"kube-scheduler 1.25 to 1.27 log \\"KubeSchedulerConfiguration v1beta2 is deprecated in v1.25, will be removed in v1.28\\"","migrate":"Change apiVersion to kubescheduler.config.k8s.io/v1 and check the plugin configuration.","source":"kubernetes/kube-scheduler config/v1beta2 registers it in 1.22-1.27 (config-apis/kube-scheduler.yaml: v0.17.0..v0.36.0, master e87dbddd (1.37 development)); release notes 1.25 (kubernetes/kubernetes#111547) and 1.28 (#117649); cmd/kube-scheduler/app/options/configfile.go","derived":["introducedIn","removedIn"],"unverified":"The logged literal was read in a copy of kube-scheduler\'s configfile.go whose repository and commit the search index does not name."},{"apiVersion":"kubescheduler.config.k8s.io/v1beta3","kind":"KubeSchedulerConfiguration","component":"kube-scheduler","introducedIn":"1.23","deprecatedIn":"1.26","removedIn":"1.29","replacement":{"apiVersion":"kubescheduler.config.k8s.io/v1","kind":"KubeSchedulerConfiguration"},"effect":"kube-scheduler 1.29 and later do not load this configuration file","deprecation":"kube-scheduler 1.26 to 1.28 log \\"KubeSchedulerConfiguration v1beta3 is deprecated in v1.26, will be removed in v1.29\\"","migrate":"Change apiVersion to kubescheduler.config.k8s.io/v1.","source":"kubernetes/kube-scheduler config/v1beta3 registers it in 1.23-1.28 (config-apis/kube-scheduler.yaml: v0.17.0..v0.36.0, master e87dbddd (1.37 development)); release notes 1.26 (kubernetes/kubernetes#112257) and 1.29 (#119994); cmd/kube-scheduler/app/options/configfile.go","derived":["introducedIn","removedIn"],"unverified":"The logged literal was read in a copy of kube-scheduler\'s configfile.go whose repository and commit the search index does not name."},{"apiVersion":"resourcequota.admission.k8s.io/v1alpha1","kind":"Configuration","component":"kube-apiserver","introducedIn":"1.20","deprecatedIn":null,"removedIn":null,"replacement":null,"effect":null,"deprecation":null,"migrate":null,"source":"kubernetes/apiserver pkg/admission/plugin/resourcequota/apis/resourcequota/v1alpha1 registers it in 1.20-1.37-dev (config-apis/apiserver.yaml: v0.17.0..v0.36.0, master 24a394e5 (1.37 development)); kubernetes/apiserver pkg/admission/plugin/resourcequota/apis/resourcequota/v1alpha1/register.go","derived":["introducedIn","removedIn"],"unverified":"introducedIn is the release the ResourceQuota admission configuration moved into kubernetes/apiserver (commit 50305ec46); kubernetes/kubernetes served it before."},{"apiVersion":"resourcequota.admission.k8s.io/v1beta1","kind":"Configuration","component":"kube-apiserver","introducedIn":"1.20","deprecatedIn":null,"removedIn":null,"replacement":null,"effect":null,"deprecation":null,"migrate":null,"source":"kubernetes/apiserver pkg/admission/plugin/resourcequota/apis/resourcequota/v1beta1 registers it in 1.20-1.37-dev (config-apis/apiserver.yaml: v0.17.0..v0.36.0, master 24a394e5 (1.37 development)); kubernetes/apiserver pkg/admission/plugin/resourcequota/apis/resourcequota/v1beta1/register.go","derived":["introducedIn","removedIn"],"unverified":"introducedIn is the release the ResourceQuota admission configuration moved into kubernetes/apiserver (commit 50305ec46); kubernetes/kubernetes served it before."},{"apiVersion":"v1","kind":"EncryptionConfig","component":"kube-apiserver","introducedIn":null,"deprecatedIn":null,"removedIn":null,"replacement":null,"effect":null,"deprecation":null,"migrate":null,"source":"kubernetes/apiserver pkg/apis/apiserver/v1, pkg/apis/config/v1 registers it in 1.30-1.37-dev, 1.17-1.29 (config-apis/apiserver.yaml: v0.17.0..v0.36.0, master 24a394e5 (1.37 development)); kubernetes/apiserver pkg/apis/apiserver/v1 (pkg/apis/config/v1 before 1.30): AddKnownTypeWithName registers EncryptionConfiguration under apiVersion v1, kind EncryptionConfig","derived":["introducedIn","removedIn"]},{"apiVersion":"v1","kind":"Policy","component":"kube-scheduler","introducedIn":null,"deprecatedIn":null,"removedIn":"1.23","replacement":{"apiVersion":"kubescheduler.config.k8s.io/v1","kind":"KubeSchedulerConfiguration"},"effect":"kube-scheduler 1.23 and later have no legacy scheduling Policy: the file cannot be used (--policy-config-file and --policy-configmap were removed)","deprecation":null,"migrate":"Rewrite the predicates and priorities as plugins of KubeSchedulerConfiguration profiles (there is no converter).","source":"kubernetes/kube-scheduler config/v1 registers it in 1.17-1.22 (config-apis/kube-scheduler.yaml: v0.17.0..v0.36.0, master e87dbddd (1.37 development)); release notes 1.23 [Urgent Upgrade Notes] (kubernetes/kubernetes#105424)","derived":["introducedIn","removedIn"]}],"kubeadmFeatureGates":[{"name":"ControlPlaneKubeletLocalMode","deprecatedIn":null,"gaIn":"1.35","removedIn":"1.36","replacement":null,"advice":"GA and locked on since 1.35; opting out now means editing `server` in /etc/kubernetes/kubelet.conf by hand. Remove the gate.","source":"CHANGELOG-1.36: \\"Kubeadm: Removed the `ControlPlaneKubeletLocalMode` feature gate, which graduated to GA in `v1.35` and was locked to enabled.\\" (kubernetes/kubernetes#135773)"},{"name":"EtcdLearnerMode","deprecatedIn":null,"gaIn":"1.32","removedIn":"1.33","replacement":null,"advice":"GA since 1.32: kubeadm always joins etcd members as learners; remove the gate.","source":"CHANGELOG-1.33: \\"Kubeadm: removed the feature gate EtcdLearnerMode which graduated to GA in 1.32.\\" (kubernetes/kubernetes#129589)"},{"name":"IPv6DualStack","deprecatedIn":null,"gaIn":"1.23","removedIn":"1.24","replacement":null,"advice":"Dual-stack is always on; remove the gate.","source":"kubernetes/website kubeadm-init.md removed-gates table (alpha 1.16, beta 1.21, GA 1.23, removed 1.24)"},{"name":"NodeLocalCRISocket","deprecatedIn":null,"gaIn":"1.36","removedIn":"1.37","replacement":null,"advice":"GA and locked on since 1.36: kubeadm keeps the CRI socket in /var/lib/kubelet/instance-config.yaml instead of the kubeadm.alpha.kubernetes.io/cri-socket Node annotation. Remove the gate.","source":"CHANGELOG-1.37 v1.37.0-alpha.1: \\"Kubeadm: removed the NodeLocalCRISocket feature gate which graduated to GA and was locked to enabled by default in a previous release.\\" (kubernetes/kubernetes#138645); CHANGELOG-1.36 (GA, locked, #135742)"},{"name":"PublicKeysECDSA","deprecatedIn":"1.31","gaIn":null,"removedIn":"1.37","replacement":"encryptionAlgorithm (for example ECDSA-P256) in a kubeadm.k8s.io/v1beta4 ClusterConfiguration","advice":"Never graduated; kept only for v1beta3 files. Set encryptionAlgorithm in a v1beta4 ClusterConfiguration instead and remove the gate.","source":"CHANGELOG-1.37 v1.37.0-alpha.1: \\"... removed the PublicKeysECDSA kubeadm specific feature gate which was only kept for backwards compatibility with v1beta3 ...\\" (kubernetes/kubernetes#136016); deprecation message: cmd/kubeadm/app/features/features.go (1.31): \\"The PublicKeysECDSA feature gate is deprecated and will be removed when v1beta3 is removed. v1beta4 supports a new option \'ClusterConfiguration.EncryptionAlgorithm\'.\\""},{"name":"RootlessControlPlane","deprecatedIn":"1.31","gaIn":null,"removedIn":"1.35","replacement":null,"advice":"Removed without graduating; user namespaces (the UserNamespacesSupport gate) replace it. Remove the gate.","source":"CHANGELOG-1.35 v1.35.0-alpha.1: \\"Kubeadm: removed the `RootlessControlPlane` feature gate. User Namespaces will serve as its replacement.\\" (kubernetes/kubernetes#134178); deprecated: CHANGELOG-1.31 (#124997)"},{"name":"UnversionedKubeletConfigMap","deprecatedIn":null,"gaIn":"1.25","removedIn":"1.26","replacement":null,"advice":"GA and locked on since 1.25 (the kubelet-config ConfigMap has no version suffix); remove the gate.","source":"CHANGELOG-1.26: \\"Kubeadm: remove the UnversionedKubeletConfigMap feature gate. The feature has been GA and locked to enabled since 1.25.\\" (kubernetes/kubernetes#113448); CHANGELOG-1.25 (GA, locked)"},{"name":"UpgradeAddonsBeforeControlPlane","deprecatedIn":"1.30","gaIn":null,"removedIn":"1.31","replacement":null,"advice":"Removed without graduating: kubeadm upgrades the addons after every control-plane node; remove the gate.","source":"CHANGELOG-1.31: \\"Kubeadm: Removed the deprecated `UpgradeAddonsBeforeControlPlane` feature gate\\" (kubernetes/kubernetes#124715); CHANGELOG-1.28 (added, #117660)","unverified":"The deprecation release (1.30) comes from the kubeadm help text of that release, not from a CHANGELOG line."},{"name":"WaitForAllControlPlaneComponents","deprecatedIn":null,"gaIn":"1.34","removedIn":"1.35","replacement":null,"advice":"GA and locked on since 1.34 (kubeadm checks every control-plane component); remove the gate.","source":"CHANGELOG-1.35: \\"Kubeadm: removed the kubeadm-specific feature gate WaitForAllControlPlaneComponents which graduated to GA in 1.34 and was locked to enabled by default.\\" (kubernetes/kubernetes#134781)"}]}', "rules/_data/feature-gates.json": '{"prerelease":[{"release":"1.38","basedOn":"v1.38.0-alpha.2","commit":"0411cc704533ed25a1bfc6e21a3195d9c6a2f0f2","due":"2026-12-16"}],"gates":[{"name":"Accelerators","stages":[{"version":"1.6","stage":"Alpha","default":false,"locked":null},{"version":"1.11","stage":"Deprecated","default":null,"locked":null}],"removed":true,"removedIn":"1.12","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.11"},{"name":"AdmissionWebhookMatchConditions","stages":[{"version":"1.27","stage":"Alpha","default":false,"locked":null},{"version":"1.28","stage":"Beta","default":true,"locked":null},{"version":"1.30","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.33","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.32"},{"name":"AdvancedAuditing","stages":[{"version":"1.7","stage":"Alpha","default":false,"locked":null},{"version":"1.8","stage":"Beta","default":true,"locked":null},{"version":"1.12","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.28","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.27"},{"name":"AffinityInAnnotations","stages":[{"version":"1.6","stage":"Alpha","default":false,"locked":null},{"version":"1.8","stage":"Deprecated","default":null,"locked":null}],"removed":true,"removedIn":"1.9","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.8"},{"name":"AggregatedDiscoveryEndpoint","stages":[{"version":"1.26","stage":"Alpha","default":false,"locked":null},{"version":"1.27","stage":"Beta","default":true,"locked":null},{"version":"1.30","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.33","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.32"},{"name":"AggregatedDiscoveryRemoveBetaType","stages":[{"version":"1.0","stage":"GA","default":false,"locked":false},{"version":"1.33","stage":"Deprecated","default":true,"locked":false},{"version":"1.35","stage":"Deprecated","default":true,"locked":true}],"removed":true,"removedIn":"1.38","mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40)","removalSource":"present in versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40), absent in versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70); confirmed: CHANGELOG-1.38 v1.38.0-alpha.1 (kubernetes/kubernetes 0411cc70): The apidiscovery.k8s.io/v2beta1 types and the AggregatedDiscoveryRemoveBetaType feature gate are removed (#141208)"},{"name":"AllowDNSOnlyNodeCSR","stages":[{"version":"1.0","stage":"GA","default":true,"locked":false},{"version":"1.31","stage":"Deprecated","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"AllowExtTrafficLocalEndpoints","stages":[{"version":"1.4","stage":"Beta","default":false,"locked":null},{"version":"1.7","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.10","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.9"},{"name":"AllowInsecureBackendProxy","stages":[{"version":"1.17","stage":"Beta","default":true,"locked":null},{"version":"1.21","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.26","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.25"},{"name":"AllowInsecureKubeletCertificateSigningRequests","stages":[{"version":"1.0","stage":"GA","default":true,"locked":false},{"version":"1.31","stage":"Deprecated","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"AllowOverwriteTerminationGracePeriodSeconds","stages":[{"version":"1.0","stage":"GA","default":true,"locked":false},{"version":"1.32","stage":"Deprecated","default":false,"locked":false},{"version":"1.35","stage":"Deprecated","default":false,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"AllowParsingUserUIDFromCertAuth","stages":[{"version":"1.33","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70); website feature gate pages 2026-01-22 differ (website: Alpha 1.33 off, Beta 1.34 on; list used)"},{"name":"AllowServiceExternalIPs","stages":[{"version":"1.0","stage":"GA","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"AllowServiceLBStatusOnNonLB","stages":[{"version":"1.29","stage":"Deprecated","default":false,"locked":null}],"removed":true,"removedIn":"1.35","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.34"},{"name":"AllowUnsafeMalformedObjectDeletion","stages":[{"version":"1.32","stage":"Alpha","default":false,"locked":false},{"version":"1.37","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"AnonymousAuthConfigurableEndpoints","stages":[{"version":"1.31","stage":"Alpha","default":false,"locked":false},{"version":"1.32","stage":"Beta","default":true,"locked":false},{"version":"1.34","stage":"GA","default":true,"locked":true}],"removed":true,"removedIn":"1.37","mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c)","removalSource":"present in versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c), absent in versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40)"},{"name":"AnyVolumeDataSource","stages":[{"version":"1.18","stage":"Alpha","default":false,"locked":false},{"version":"1.24","stage":"Beta","default":true,"locked":false},{"version":"1.33","stage":"GA","default":true,"locked":true}],"removed":true,"removedIn":"1.37","mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c)","removalSource":"present in versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c), absent in versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40)"},{"name":"APIListChunking","stages":[{"version":"1.8","stage":"Alpha","default":false,"locked":null},{"version":"1.9","stage":"Beta","default":true,"locked":null},{"version":"1.29","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.33","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.32"},{"name":"APIPriorityAndFairness","stages":[{"version":"1.18","stage":"Alpha","default":false,"locked":null},{"version":"1.20","stage":"Beta","default":true,"locked":null},{"version":"1.29","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.31","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.30"},{"name":"APIResponseCompression","stages":[{"version":"1.8","stage":"Alpha","default":false,"locked":false},{"version":"1.16","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70); website feature gate pages 2026-01-22 differ (website: Alpha 1.7 off, Beta 1.16 on; list used)"},{"name":"APISelfSubjectReview","stages":[{"version":"1.26","stage":"Alpha","default":false,"locked":null},{"version":"1.27","stage":"Beta","default":true,"locked":null},{"version":"1.28","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.30","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.29"},{"name":"APIServerIdentity","stages":[{"version":"1.20","stage":"Alpha","default":false,"locked":false},{"version":"1.26","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"APIServerTracing","stages":[{"version":"1.22","stage":"Alpha","default":false,"locked":false},{"version":"1.27","stage":"Beta","default":true,"locked":false},{"version":"1.34","stage":"GA","default":true,"locked":true}],"removed":true,"removedIn":"1.37","mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c)","removalSource":"present in versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c), absent in versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40)"},{"name":"APIServerWebhookAuthenticationToken","stages":[{"version":"1.37","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"APIServingWithRoutine","stages":[{"version":"1.30","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"AppArmor","stages":[{"version":"1.4","stage":"Beta","default":true,"locked":null},{"version":"1.31","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.33","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.32"},{"name":"AppArmorFields","stages":[{"version":"1.30","stage":"Beta","default":true,"locked":null},{"version":"1.31","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.33","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.32"},{"name":"AtomicWriteVolumeUserFields","stages":[{"version":"1.37","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"AttachVolumeLimit","stages":[{"version":"1.11","stage":"Alpha","default":false,"locked":null},{"version":"1.12","stage":"Beta","default":true,"locked":null},{"version":"1.17","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.22","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.21"},{"name":"AuthorizeNodeWithSelectors","stages":[{"version":"1.31","stage":"Alpha","default":false,"locked":false},{"version":"1.32","stage":"Beta","default":true,"locked":false},{"version":"1.34","stage":"GA","default":true,"locked":true}],"removed":true,"removedIn":"1.37","mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c)","removalSource":"present in versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c), absent in versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40)"},{"name":"AuthorizePodWebsocketUpgradeCreatePermission","stages":[{"version":"1.35","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"AuthorizeWithSelectors","stages":[{"version":"1.31","stage":"Alpha","default":false,"locked":false},{"version":"1.32","stage":"Beta","default":true,"locked":false},{"version":"1.34","stage":"GA","default":true,"locked":true}],"removed":true,"removedIn":"1.37","mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c)","removalSource":"present in versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c), absent in versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40)"},{"name":"BalanceAttachedNodeVolumes","stages":[{"version":"1.11","stage":"Alpha","default":false,"locked":null},{"version":"1.22","stage":"Deprecated","default":false,"locked":null}],"removed":true,"removedIn":"1.23","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.22"},{"name":"BlockVolume","stages":[{"version":"1.9","stage":"Alpha","default":false,"locked":null},{"version":"1.13","stage":"Beta","default":true,"locked":null},{"version":"1.18","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.22","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.21"},{"name":"BoundServiceAccountTokenVolume","stages":[{"version":"1.13","stage":"Alpha","default":false,"locked":null},{"version":"1.21","stage":"Beta","default":true,"locked":null},{"version":"1.22","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.24","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.23"},{"name":"BtreeWatchCache","stages":[{"version":"1.32","stage":"Beta","default":true,"locked":false},{"version":"1.33","stage":"GA","default":true,"locked":true}],"removed":true,"removedIn":"1.37","mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c)","removalSource":"present in versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c), absent in versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40)"},{"name":"CBORServingAndStorage","stages":[{"version":"1.32","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"CertificateSigningRequestMLDSA","stages":[{"version":"1.38","stage":"Beta","default":false,"locked":false},{"version":"1.38","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"ChangeContainerStatusOnKubeletRestart","stages":[{"version":"1.0","stage":"GA","default":true,"locked":false},{"version":"1.35","stage":"Deprecated","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"ClearingNominatedNodeNameAfterBinding","stages":[{"version":"1.34","stage":"Alpha","default":false,"locked":false},{"version":"1.35","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"ClientsAllowCARotation","stages":[],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":true,"source":"client-go gate: CHANGELOG-1.36 v1.36.0 (kubernetes/kubernetes 008b3652); stages not documented in the sources; not in versioned_feature_list.yaml, so later removal cannot be checked"},{"name":"ClientsAllowCBOR","stages":[],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":true,"source":"client-go gate: feature_list.md 1.35-late (0e2e62fb); stages not documented in the sources; not in versioned_feature_list.yaml, so later removal cannot be checked"},{"name":"ClientsAllowTLSCacheGC","stages":[],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":true,"source":"client-go gate: CHANGELOG-1.36 v1.36.0 (kubernetes/kubernetes 008b3652); stages not documented in the sources; not in versioned_feature_list.yaml, so later removal cannot be checked"},{"name":"ClientsPreferCBOR","stages":[],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":true,"source":"client-go gate: feature_list.md 1.35-late (0e2e62fb); stages not documented in the sources; not in versioned_feature_list.yaml, so later removal cannot be checked"},{"name":"CloudControllerManagerWatchBasedRoutesReconciliation","stages":[{"version":"1.35","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"CloudControllerManagerWebhook","stages":[{"version":"1.27","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"CloudDualStackNodeIPs","stages":[{"version":"1.27","stage":"Alpha","default":false,"locked":null},{"version":"1.29","stage":"Beta","default":true,"locked":null},{"version":"1.30","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.32","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.31"},{"name":"CloudNodeAdditionalLabelsReconciliation","stages":[{"version":"1.38","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"ClusterTrustBundle","stages":[{"version":"1.27","stage":"Alpha","default":false,"locked":false},{"version":"1.33","stage":"Beta","default":false,"locked":false},{"version":"1.37","stage":"GA","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"ClusterTrustBundleProjection","stages":[{"version":"1.29","stage":"Alpha","default":false,"locked":false},{"version":"1.33","stage":"Beta","default":false,"locked":false},{"version":"1.37","stage":"GA","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"ComponentFlagz","stages":[{"version":"1.32","stage":"Alpha","default":false,"locked":false},{"version":"1.36","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"ComponentSLIs","stages":[{"version":"1.26","stage":"Alpha","default":false,"locked":null},{"version":"1.27","stage":"Beta","default":true,"locked":null},{"version":"1.32","stage":"GA","default":true,"locked":true}],"removed":true,"removedIn":"1.35","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.34"},{"name":"ComponentStatusz","stages":[{"version":"1.32","stage":"Alpha","default":false,"locked":false},{"version":"1.36","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"CompositePodGroup","stages":[{"version":"1.37","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"ConcurrentWatchObjectDecode","stages":[{"version":"1.31","stage":"Beta","default":false,"locked":false},{"version":"1.37","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"ConfigurableFSGroupPolicy","stages":[{"version":"1.18","stage":"Alpha","default":false,"locked":null},{"version":"1.20","stage":"Beta","default":true,"locked":null},{"version":"1.23","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.26","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.25"},{"name":"ConsistentHTTPGetHandlers","stages":[{"version":"1.25","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.31","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.30"},{"name":"ConsistentListFromCache","stages":[{"version":"1.28","stage":"Alpha","default":false,"locked":false},{"version":"1.31","stage":"Beta","default":true,"locked":false},{"version":"1.34","stage":"GA","default":true,"locked":true}],"removed":true,"removedIn":"1.37","mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c)","removalSource":"present in versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c), absent in versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40)"},{"name":"ConsistentListFromCacheSkipTimeoutFallback","stages":[{"version":"1.37","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"ConstrainedImpersonation","stages":[{"version":"1.35","stage":"Alpha","default":false,"locked":false},{"version":"1.36","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"ContainerCheckpoint","stages":[{"version":"1.25","stage":"Alpha","default":false,"locked":false},{"version":"1.30","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"ContainerRestartRules","stages":[{"version":"1.34","stage":"Alpha","default":false,"locked":false},{"version":"1.35","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"ContainerStopSignals","stages":[{"version":"1.33","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"ContextualLogging","stages":[{"version":"1.24","stage":"Alpha","default":false,"locked":false},{"version":"1.30","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"ControllerManagerLeaderMigration","stages":[{"version":"1.21","stage":"Alpha","default":false,"locked":null},{"version":"1.22","stage":"Beta","default":true,"locked":null},{"version":"1.24","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.27","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.26"},{"name":"ControllerManagerReleaseLeaderElectionLockOnExit","stages":[{"version":"1.36","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"CoordinatedLeaderElection","stages":[{"version":"1.31","stage":"Alpha","default":false,"locked":false},{"version":"1.33","stage":"Beta","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"CPUManager","stages":[{"version":"1.8","stage":"Alpha","default":false,"locked":null},{"version":"1.10","stage":"Beta","default":true,"locked":null},{"version":"1.26","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.33","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.32"},{"name":"CPUManagerPolicyAlphaOptions","stages":[{"version":"1.23","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"CPUManagerPolicyBetaOptions","stages":[{"version":"1.23","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"CPUManagerPolicyOptions","stages":[{"version":"1.22","stage":"Alpha","default":false,"locked":false},{"version":"1.23","stage":"Beta","default":true,"locked":false},{"version":"1.33","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"CRDObservedGenerationTracking","stages":[{"version":"1.35","stage":"Beta","default":false,"locked":false},{"version":"1.36","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"CRDValidationRatcheting","stages":[{"version":"1.28","stage":"Alpha","default":false,"locked":false},{"version":"1.30","stage":"Beta","default":true,"locked":false},{"version":"1.33","stage":"GA","default":true,"locked":true}],"removed":true,"removedIn":"1.38","mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40)","removalSource":"present in versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40), absent in versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70); confirmed: CHANGELOG-1.38 v1.38.0-alpha.1 (kubernetes/kubernetes 0411cc70): Removed locked GA feature gates `CustomResourceFieldSelectors` and `CRDValidationRatcheting` (#141207)"},{"name":"CRIContainerLogRotation","stages":[{"version":"1.10","stage":"Alpha","default":false,"locked":null},{"version":"1.11","stage":"Beta","default":true,"locked":null},{"version":"1.21","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.23","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.22"},{"name":"CRIListStreaming","stages":[{"version":"1.36","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"CronJobControllerV2","stages":[{"version":"1.20","stage":"Alpha","default":false,"locked":null},{"version":"1.21","stage":"Beta","default":true,"locked":null},{"version":"1.22","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.24","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.23"},{"name":"CronJobsScheduledAnnotation","stages":[{"version":"1.28","stage":"Beta","default":true,"locked":null},{"version":"1.32","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.35","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"absent from feature_list.md 1.35-late (kubernetes/kubernetes 0e2e62fb) and every later list; the website page is not yet marked removed; removed-feature-gates-by-release.tsv: <=1.35 (likely 1.35)"},{"name":"CronJobTimeZone","stages":[{"version":"1.24","stage":"Alpha","default":false,"locked":null},{"version":"1.25","stage":"Beta","default":true,"locked":null},{"version":"1.27","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.29","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.28"},{"name":"CrossNamespaceVolumeDataSource","stages":[{"version":"1.26","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"CSIBlockVolume","stages":[{"version":"1.11","stage":"Alpha","default":false,"locked":null},{"version":"1.14","stage":"Beta","default":true,"locked":null},{"version":"1.18","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.22","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.21"},{"name":"CSIDriverRegistry","stages":[{"version":"1.12","stage":"Alpha","default":false,"locked":null},{"version":"1.14","stage":"Beta","default":true,"locked":null},{"version":"1.18","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.22","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.21"},{"name":"CSIInlineVolume","stages":[{"version":"1.15","stage":"Alpha","default":false,"locked":null},{"version":"1.16","stage":"Beta","default":true,"locked":null},{"version":"1.25","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.27","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.26"},{"name":"CSIMigration","stages":[{"version":"1.14","stage":"Alpha","default":false,"locked":null},{"version":"1.17","stage":"Beta","default":true,"locked":null},{"version":"1.25","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.27","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.26"},{"name":"CSIMigrationAWS","stages":[{"version":"1.14","stage":"Alpha","default":false,"locked":null},{"version":"1.17","stage":"Beta","default":false,"locked":null},{"version":"1.23","stage":"Beta","default":true,"locked":null},{"version":"1.25","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.27","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.26"},{"name":"CSIMigrationAWSComplete","stages":[{"version":"1.17","stage":"Alpha","default":false,"locked":null},{"version":"1.21","stage":"Deprecated","default":null,"locked":null}],"removed":true,"removedIn":"1.22","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.21"},{"name":"CSIMigrationAzureDisk","stages":[{"version":"1.15","stage":"Alpha","default":false,"locked":null},{"version":"1.19","stage":"Beta","default":false,"locked":null},{"version":"1.23","stage":"Beta","default":true,"locked":null},{"version":"1.24","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.27","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.26"},{"name":"CSIMigrationAzureDiskComplete","stages":[{"version":"1.17","stage":"Alpha","default":false,"locked":null},{"version":"1.21","stage":"Deprecated","default":null,"locked":null}],"removed":true,"removedIn":"1.22","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.21"},{"name":"CSIMigrationAzureFile","stages":[{"version":"1.15","stage":"Alpha","default":false,"locked":null},{"version":"1.21","stage":"Beta","default":false,"locked":null},{"version":"1.24","stage":"Beta","default":true,"locked":null},{"version":"1.26","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.30","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.29"},{"name":"CSIMigrationAzureFileComplete","stages":[{"version":"1.17","stage":"Alpha","default":false,"locked":null},{"version":"1.21","stage":"Deprecated","default":null,"locked":null}],"removed":true,"removedIn":"1.22","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.21"},{"name":"CSIMigrationGCE","stages":[{"version":"1.14","stage":"Alpha","default":false,"locked":null},{"version":"1.17","stage":"Beta","default":false,"locked":null},{"version":"1.23","stage":"Beta","default":true,"locked":null},{"version":"1.25","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.28","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.27"},{"name":"CSIMigrationGCEComplete","stages":[{"version":"1.17","stage":"Alpha","default":false,"locked":null},{"version":"1.21","stage":"Deprecated","default":null,"locked":null}],"removed":true,"removedIn":"1.22","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.21"},{"name":"CSIMigrationOpenStack","stages":[{"version":"1.14","stage":"Alpha","default":false,"locked":null},{"version":"1.18","stage":"Beta","default":true,"locked":null},{"version":"1.24","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.26","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.25"},{"name":"CSIMigrationOpenStackComplete","stages":[{"version":"1.17","stage":"Alpha","default":false,"locked":null},{"version":"1.21","stage":"Deprecated","default":null,"locked":null}],"removed":true,"removedIn":"1.22","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.21"},{"name":"CSIMigrationPortworx","stages":[{"version":"1.23","stage":"Alpha","default":false,"locked":null},{"version":"1.25","stage":"Beta","default":false,"locked":null},{"version":"1.31","stage":"Beta","default":true,"locked":null},{"version":"1.33","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.36","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384) for the stages","removalSource":"present in feature_list.md 1.35-late (kubernetes/kubernetes 0e2e62fb), absent in versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c) and versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40) and versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"CSIMigrationRBD","stages":[{"version":"1.23","stage":"Alpha","default":false,"locked":null},{"version":"1.28","stage":"Deprecated","default":false,"locked":null}],"removed":true,"removedIn":"1.31","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.30"},{"name":"CSIMigrationvSphere","stages":[{"version":"1.18","stage":"Alpha","default":false,"locked":null},{"version":"1.19","stage":"Beta","default":false,"locked":null},{"version":"1.25","stage":"Beta","default":true,"locked":null},{"version":"1.26","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.29","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.28"},{"name":"CSIMigrationvSphereComplete","stages":[{"version":"1.19","stage":"Beta","default":false,"locked":null},{"version":"1.22","stage":"Deprecated","default":null,"locked":null}],"removed":true,"removedIn":"1.23","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.22"},{"name":"CSINodeExpandSecret","stages":[{"version":"1.25","stage":"Alpha","default":false,"locked":null},{"version":"1.27","stage":"Beta","default":true,"locked":null},{"version":"1.29","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.31","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.30"},{"name":"CSINodeInfo","stages":[{"version":"1.12","stage":"Alpha","default":false,"locked":null},{"version":"1.14","stage":"Beta","default":true,"locked":null},{"version":"1.17","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.23","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.22"},{"name":"CSIPersistentVolume","stages":[{"version":"1.9","stage":"Alpha","default":false,"locked":null},{"version":"1.10","stage":"Beta","default":true,"locked":null},{"version":"1.13","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.17","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.16"},{"name":"CSIServiceAccountToken","stages":[{"version":"1.20","stage":"Alpha","default":false,"locked":null},{"version":"1.21","stage":"Beta","default":true,"locked":null},{"version":"1.22","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.25","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.24"},{"name":"CSIServiceAccountTokenSecrets","stages":[{"version":"1.35","stage":"Beta","default":true,"locked":false},{"version":"1.36","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"CSIStorageCapacity","stages":[{"version":"1.19","stage":"Alpha","default":false,"locked":null},{"version":"1.21","stage":"Beta","default":true,"locked":null},{"version":"1.24","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.28","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.27"},{"name":"CSIVolumeFSGroupPolicy","stages":[{"version":"1.19","stage":"Alpha","default":false,"locked":null},{"version":"1.20","stage":"Beta","default":true,"locked":null},{"version":"1.23","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.26","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.25"},{"name":"CSIVolumeHealth","stages":[{"version":"1.21","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"CSRDuration","stages":[{"version":"1.22","stage":"Beta","default":true,"locked":null},{"version":"1.24","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.26","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.25"},{"name":"CustomCPUCFSQuotaPeriod","stages":[{"version":"1.12","stage":"Alpha","default":false,"locked":false},{"version":"1.36","stage":"GA","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"CustomPodDNS","stages":[{"version":"1.9","stage":"Alpha","default":false,"locked":null},{"version":"1.10","stage":"Beta","default":true,"locked":null},{"version":"1.14","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.17","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.16"},{"name":"CustomResourceDefaulting","stages":[{"version":"1.15","stage":"Alpha","default":false,"locked":null},{"version":"1.16","stage":"Beta","default":true,"locked":null},{"version":"1.17","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.19","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.18"},{"name":"CustomResourceFieldSelectors","stages":[{"version":"1.30","stage":"Alpha","default":false,"locked":false},{"version":"1.31","stage":"Beta","default":true,"locked":false},{"version":"1.32","stage":"GA","default":true,"locked":true}],"removed":true,"removedIn":"1.38","mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40)","removalSource":"present in versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40), absent in versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70); confirmed: CHANGELOG-1.38 v1.38.0-alpha.1 (kubernetes/kubernetes 0411cc70): Removed locked GA feature gates `CustomResourceFieldSelectors` and `CRDValidationRatcheting` (#141207)"},{"name":"CustomResourcePublishOpenAPI","stages":[{"version":"1.14","stage":"Alpha","default":false,"locked":null},{"version":"1.15","stage":"Beta","default":true,"locked":null},{"version":"1.16","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.19","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.18"},{"name":"CustomResourceSubresources","stages":[{"version":"1.10","stage":"Alpha","default":false,"locked":null},{"version":"1.11","stage":"Beta","default":true,"locked":null},{"version":"1.16","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.19","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.18"},{"name":"CustomResourceValidation","stages":[{"version":"1.8","stage":"Alpha","default":false,"locked":null},{"version":"1.9","stage":"Beta","default":true,"locked":null},{"version":"1.16","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.19","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.18"},{"name":"CustomResourceValidationExpressions","stages":[{"version":"1.23","stage":"Alpha","default":false,"locked":null},{"version":"1.25","stage":"Beta","default":true,"locked":null},{"version":"1.29","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.31","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.30"},{"name":"CustomResourceWebhookConversion","stages":[{"version":"1.13","stage":"Alpha","default":false,"locked":null},{"version":"1.15","stage":"Beta","default":true,"locked":null},{"version":"1.16","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.19","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.18"},{"name":"DaemonSetUpdateSurge","stages":[{"version":"1.21","stage":"Alpha","default":false,"locked":null},{"version":"1.22","stage":"Beta","default":true,"locked":null},{"version":"1.25","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.27","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.26"},{"name":"DeclarativeValidation","stages":[{"version":"1.33","stage":"Beta","default":true,"locked":false},{"version":"1.36","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"DeclarativeValidationBeta","stages":[{"version":"1.36","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"DeclarativeValidationTakeover","stages":[{"version":"1.33","stage":"Beta","default":false,"locked":false},{"version":"1.36","stage":"Deprecated","default":false,"locked":false},{"version":"1.37","stage":"Deprecated","default":false,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"DefaultHostNetworkHostPortsInPodTemplates","stages":[{"version":"1.28","stage":"Deprecated","default":false,"locked":null}],"removed":true,"removedIn":"1.31","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.30"},{"name":"DefaultPodSysctls","stages":[{"version":"1.37","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"DefaultPodTopologySpread","stages":[{"version":"1.19","stage":"Alpha","default":false,"locked":null},{"version":"1.20","stage":"Beta","default":true,"locked":null},{"version":"1.24","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.26","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.25"},{"name":"DelegateFSGroupToCSIDriver","stages":[{"version":"1.22","stage":"Alpha","default":false,"locked":null},{"version":"1.23","stage":"Beta","default":true,"locked":null},{"version":"1.26","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.28","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.27"},{"name":"DeploymentReplicaSetTerminatingReplicas","stages":[{"version":"1.33","stage":"Alpha","default":false,"locked":false},{"version":"1.35","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"DetectCacheInconsistency","stages":[{"version":"1.34","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"DevicePluginCDIDevices","stages":[{"version":"1.28","stage":"Alpha","default":false,"locked":null},{"version":"1.29","stage":"Beta","default":true,"locked":null},{"version":"1.31","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.34","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.33"},{"name":"DevicePlugins","stages":[{"version":"1.8","stage":"Alpha","default":false,"locked":null},{"version":"1.10","stage":"Beta","default":true,"locked":null},{"version":"1.26","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.28","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.27"},{"name":"DisableAcceleratorUsageMetrics","stages":[{"version":"1.19","stage":"Alpha","default":false,"locked":null},{"version":"1.20","stage":"Beta","default":true,"locked":null},{"version":"1.25","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.28","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.27"},{"name":"DisableAllocatorDualWrite","stages":[{"version":"1.31","stage":"Alpha","default":false,"locked":false},{"version":"1.33","stage":"Beta","default":false,"locked":false},{"version":"1.34","stage":"GA","default":true,"locked":false},{"version":"1.35","stage":"GA","default":true,"locked":true}],"removed":true,"removedIn":"1.38","mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40); website feature gate pages 2026-01-22 differ (website: Alpha 1.31 off, Beta 1.33 off, GA 1.34 on; list used)","removalSource":"present in versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40), absent in versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70); versioned_feature_list.yaml 1.37-dev is a development copy: the removal landed after it and no later than versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2), so it may already be in 1.37.0"},{"name":"DisableCloudProviders","stages":[{"version":"1.22","stage":"Alpha","default":false,"locked":null},{"version":"1.29","stage":"Beta","default":true,"locked":null},{"version":"1.31","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.33","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.32"},{"name":"DisableCPUQuotaWithExclusiveCPUs","stages":[{"version":"1.33","stage":"Beta","default":true,"locked":false},{"version":"1.36","stage":"Deprecated","default":true,"locked":false},{"version":"1.37","stage":"Deprecated","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"DisableKubeletCloudCredentialProviders","stages":[{"version":"1.23","stage":"Alpha","default":false,"locked":null},{"version":"1.29","stage":"Beta","default":true,"locked":null},{"version":"1.31","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.33","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.32"},{"name":"DisableNodeKubeProxyVersion","stages":[{"version":"1.29","stage":"Alpha","default":false,"locked":false},{"version":"1.31","stage":"Deprecated","default":false,"locked":false},{"version":"1.33","stage":"Deprecated","default":true,"locked":false},{"version":"1.36","stage":"Deprecated","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70); website feature gate pages 2026-01-22 differ (website: Alpha 1.29 off, Beta 1.31.0 on, Deprecated 1.31.1 off, Deprecated 1.32 off, Deprecated 1.33 on; list used)"},{"name":"DownwardAPIHugePages","stages":[{"version":"1.20","stage":"Alpha","default":false,"locked":null},{"version":"1.21","stage":"Beta","default":false,"locked":null},{"version":"1.22","stage":"Beta","default":true,"locked":null},{"version":"1.27","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.29","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.28"},{"name":"DRAAdminAccess","stages":[{"version":"1.32","stage":"Alpha","default":false,"locked":false},{"version":"1.34","stage":"Beta","default":true,"locked":false},{"version":"1.36","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"DRAConsumableCapacity","stages":[{"version":"1.34","stage":"Alpha","default":false,"locked":false},{"version":"1.36","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"DRAControlPlaneController","stages":[{"version":"1.26","stage":"Alpha","default":false,"locked":null}],"removed":true,"removedIn":"1.32","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.31"},{"name":"DRADerivedAttributes","stages":[{"version":"1.37","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"DRADeviceBindingConditions","stages":[{"version":"1.34","stage":"Alpha","default":false,"locked":false},{"version":"1.36","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"DRADeviceCompatibilityGroups","stages":[{"version":"1.37","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"DRADeviceTaintRules","stages":[{"version":"1.35","stage":"Alpha","default":false,"locked":false},{"version":"1.36","stage":"Beta","default":false,"locked":false},{"version":"1.37","stage":"GA","default":true,"locked":false},{"version":"1.38","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"DRADeviceTaints","stages":[{"version":"1.33","stage":"Alpha","default":false,"locked":false},{"version":"1.36","stage":"Beta","default":true,"locked":false},{"version":"1.37","stage":"GA","default":true,"locked":false},{"version":"1.38","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"DRAExtendedResource","stages":[{"version":"1.34","stage":"Alpha","default":false,"locked":false},{"version":"1.36","stage":"Beta","default":true,"locked":false},{"version":"1.37","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"DRAFractionalCapacityRange","stages":[{"version":"1.37","stage":"Beta","default":false,"locked":false},{"version":"1.37","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"DRAListTypeAttributes","stages":[{"version":"1.36","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"DRANodeAllocatableResources","stages":[{"version":"1.36","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"DRAOptionalNodeOperations","stages":[{"version":"1.37","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"DRAPartitionableDevices","stages":[{"version":"1.33","stage":"Alpha","default":false,"locked":false},{"version":"1.36","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"DRAPartitionableDevicesType","stages":[{"version":"1.37","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"DRAPrioritizedList","stages":[{"version":"1.33","stage":"Alpha","default":false,"locked":false},{"version":"1.34","stage":"Beta","default":true,"locked":false},{"version":"1.36","stage":"GA","default":true,"locked":false},{"version":"1.37","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"DRAResourceClaimDeviceStatus","stages":[{"version":"1.32","stage":"Alpha","default":false,"locked":false},{"version":"1.33","stage":"Beta","default":true,"locked":false},{"version":"1.37","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"DRAResourceClaimGranularStatusAuthorization","stages":[{"version":"1.36","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"DRAResourcePoolStatus","stages":[{"version":"1.36","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"DRASchedulerFilterTimeout","stages":[{"version":"1.34","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70); website feature gate pages 2026-01-22 differ (website: Alpha 1.34 off; list used)"},{"name":"DRAWorkloadResourceClaims","stages":[{"version":"1.36","stage":"Alpha","default":false,"locked":false},{"version":"1.37","stage":"Beta","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"DryRun","stages":[{"version":"1.12","stage":"Alpha","default":false,"locked":null},{"version":"1.13","stage":"Beta","default":true,"locked":null},{"version":"1.19","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.28","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.27"},{"name":"DynamicAuditing","stages":[{"version":"1.13","stage":"Alpha","default":false,"locked":null},{"version":"1.19","stage":"Deprecated","default":null,"locked":null}],"removed":true,"removedIn":"1.20","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.19"},{"name":"DynamicKubeletConfig","stages":[{"version":"1.4","stage":"Alpha","default":false,"locked":null},{"version":"1.11","stage":"Beta","default":true,"locked":null},{"version":"1.22","stage":"Deprecated","default":false,"locked":null}],"removed":true,"removedIn":"1.26","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.25"},{"name":"DynamicProvisioningScheduling","stages":[{"version":"1.11","stage":"Alpha","default":false,"locked":null},{"version":"1.12","stage":"Deprecated","default":null,"locked":null}],"removed":true,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed but names no last release; removal release unknown"},{"name":"DynamicResourceAllocation","stages":[{"version":"1.26","stage":"Alpha","default":false,"locked":false},{"version":"1.32","stage":"Beta","default":false,"locked":false},{"version":"1.34","stage":"GA","default":true,"locked":false},{"version":"1.35","stage":"GA","default":true,"locked":true}],"removed":true,"removedIn":"1.38","mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40); website feature gate pages 2026-01-22 differ (website: Alpha 1.30 off, Beta 1.32 off, GA 1.34 on, GA 1.35 on locked; list used)","removalSource":"present in versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40), absent in versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70); confirmed: CHANGELOG-1.38 v1.38.0-alpha.1 (kubernetes/kubernetes 0411cc70): The `DynamicResourceAllocation` feature gate, which has been locked to default on since v1.35, has been removed (#141946)"},{"name":"DynamicVolumeProvisioning","stages":[{"version":"1.3","stage":"Alpha","default":true,"locked":null},{"version":"1.8","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.13","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.12"},{"name":"EfficientWatchResumption","stages":[{"version":"1.20","stage":"Alpha","default":false,"locked":null},{"version":"1.21","stage":"Beta","default":true,"locked":null},{"version":"1.24","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.33","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.32"},{"name":"ElasticIndexedJob","stages":[{"version":"1.27","stage":"Beta","default":true,"locked":null},{"version":"1.31","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.34","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"present in a 1.33-dev versioned_feature_list.yaml (fbba6b47), absent from a 1.34-dev one (002acc1a), so removed in 1.34 (list comparison alone: 1.35); removed-feature-gates-by-release.tsv says <=1.35 (likely 1.35)"},{"name":"EmptyDirVolumeMode","stages":[{"version":"1.37","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"EnableAggregatedDiscoveryTimeout","stages":[{"version":"1.16","stage":"Deprecated","default":true,"locked":null}],"removed":true,"removedIn":"1.18","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.17"},{"name":"EnableEquivalenceClassCache","stages":[{"version":"1.8","stage":"Alpha","default":false,"locked":null},{"version":"1.13","stage":"Deprecated","default":null,"locked":null}],"removed":true,"removedIn":"1.24","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.23"},{"name":"EndpointSlice","stages":[{"version":"1.16","stage":"Alpha","default":false,"locked":null},{"version":"1.17","stage":"Beta","default":false,"locked":null},{"version":"1.18","stage":"Beta","default":true,"locked":null},{"version":"1.21","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.25","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.24"},{"name":"EndpointSliceNodeName","stages":[{"version":"1.20","stage":"Alpha","default":false,"locked":null},{"version":"1.21","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.25","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.24"},{"name":"EndpointSliceProxying","stages":[{"version":"1.18","stage":"Alpha","default":false,"locked":null},{"version":"1.19","stage":"Beta","default":true,"locked":null},{"version":"1.22","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.25","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.24"},{"name":"EndpointSliceTerminatingCondition","stages":[{"version":"1.20","stage":"Alpha","default":false,"locked":null},{"version":"1.22","stage":"Beta","default":true,"locked":null},{"version":"1.26","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.28","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.27"},{"name":"EnvFiles","stages":[{"version":"1.34","stage":"Alpha","default":false,"locked":false},{"version":"1.35","stage":"Beta","default":true,"locked":false},{"version":"1.38","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"EphemeralContainers","stages":[{"version":"1.16","stage":"Alpha","default":false,"locked":null},{"version":"1.23","stage":"Beta","default":true,"locked":null},{"version":"1.25","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.27","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.26"},{"name":"EtcdRangeStream","stages":[{"version":"1.37","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"EvenPodsSpread","stages":[{"version":"1.16","stage":"Alpha","default":false,"locked":null},{"version":"1.18","stage":"Beta","default":true,"locked":null},{"version":"1.19","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.22","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.21"},{"name":"EventedPLEG","stages":[{"version":"1.26","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"EvictionRequestAPI","stages":[{"version":"1.37","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"ExcludeAdmissionWebhookVirtualResources","stages":[{"version":"1.37","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"ExecProbeTimeout","stages":[{"version":"1.20","stage":"GA","default":true,"locked":false},{"version":"1.35","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70); website feature gate pages 2026-01-22 differ (website: GA 1.20 on; list used)"},{"name":"ExpandCSIVolumes","stages":[{"version":"1.14","stage":"Alpha","default":false,"locked":null},{"version":"1.16","stage":"Beta","default":true,"locked":null},{"version":"1.24","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.27","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.26"},{"name":"ExpandedDNSConfig","stages":[{"version":"1.22","stage":"Alpha","default":false,"locked":null},{"version":"1.26","stage":"Beta","default":true,"locked":null},{"version":"1.28","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.30","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.29"},{"name":"ExpandInUsePersistentVolumes","stages":[{"version":"1.11","stage":"Alpha","default":false,"locked":null},{"version":"1.15","stage":"Beta","default":true,"locked":null},{"version":"1.24","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.27","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.26"},{"name":"ExpandPersistentVolumes","stages":[{"version":"1.8","stage":"Alpha","default":false,"locked":null},{"version":"1.11","stage":"Beta","default":true,"locked":null},{"version":"1.24","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.27","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.26"},{"name":"ExperimentalCriticalPodAnnotation","stages":[{"version":"1.5","stage":"Alpha","default":false,"locked":null},{"version":"1.13","stage":"Deprecated","default":false,"locked":null}],"removed":true,"removedIn":"1.17","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.16"},{"name":"ExperimentalHostUserNamespaceDefaulting","stages":[{"version":"1.5","stage":"Beta","default":false,"locked":null},{"version":"1.28","stage":"Deprecated","default":false,"locked":null}],"removed":true,"removedIn":"1.30","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.29"},{"name":"ExtendWebSocketsToKubelet","stages":[{"version":"1.36","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"ExternalPolicyForExternalIP","stages":[{"version":"1.18","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.23","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.22"},{"name":"ExternalServiceAccountTokenSigner","stages":[{"version":"1.32","stage":"Alpha","default":false,"locked":false},{"version":"1.34","stage":"Beta","default":true,"locked":false},{"version":"1.36","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"GangScheduling","stages":[{"version":"1.35","stage":"Alpha","default":false,"locked":false}],"removed":true,"removedIn":"1.37","mergedInto":"GenericWorkload","clientGo":false,"source":"versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c); merged into GenericWorkload: KEP-4671 README \'Feature gates merge in v1.37\' (kubernetes/enhancements 64765b4b): remove GangScheduling from feature gate configurations when upgrading; KEP-5710 kep.yaml feature-gates = GenericWorkload","removalSource":"present in versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c), absent in versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40)"},{"name":"GCERegionalPersistentDisk","stages":[{"version":"1.10","stage":"Beta","default":true,"locked":null},{"version":"1.13","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.17","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.16"},{"name":"GenericEphemeralVolume","stages":[{"version":"1.19","stage":"Alpha","default":false,"locked":null},{"version":"1.21","stage":"Beta","default":true,"locked":null},{"version":"1.23","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.25","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.24"},{"name":"GenericWorkload","stages":[{"version":"1.35","stage":"Alpha","default":false,"locked":false},{"version":"1.37","stage":"Beta","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"GitRepoVolumeDriver","stages":[{"version":"1.0","stage":"GA","default":true,"locked":false},{"version":"1.33","stage":"Deprecated","default":false,"locked":false},{"version":"1.36","stage":"Deprecated","default":false,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"GracefulNodeShutdown","stages":[{"version":"1.20","stage":"Alpha","default":false,"locked":false},{"version":"1.21","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"GracefulNodeShutdownBasedOnPodPriority","stages":[{"version":"1.23","stage":"Alpha","default":false,"locked":false},{"version":"1.24","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"GRPCContainerProbe","stages":[{"version":"1.23","stage":"Alpha","default":false,"locked":null},{"version":"1.24","stage":"Beta","default":true,"locked":null},{"version":"1.27","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.29","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.28"},{"name":"GRPCContainerProbeTLS","stages":[{"version":"1.37","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"H2CContainerProbe","stages":[{"version":"1.37","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"HonorPVReclaimPolicy","stages":[{"version":"1.23","stage":"Alpha","default":false,"locked":null},{"version":"1.31","stage":"Beta","default":true,"locked":null},{"version":"1.33","stage":"GA","default":true,"locked":true}],"removed":true,"removedIn":"1.36","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384) for the stages","removalSource":"present in feature_list.md 1.35-late (kubernetes/kubernetes 0e2e62fb), absent in versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c) and versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40) and versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70); confirmed: CHANGELOG-1.36 (008b3652): GA gate removed, locked and enabled since v1.33 (#135335)"},{"name":"HostnameOverride","stages":[{"version":"1.34","stage":"Alpha","default":false,"locked":false},{"version":"1.35","stage":"Beta","default":true,"locked":false},{"version":"1.37","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"HPAConfigurableTolerance","stages":[{"version":"1.33","stage":"Alpha","default":false,"locked":false},{"version":"1.35","stage":"Beta","default":true,"locked":false},{"version":"1.37","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"HPAContainerMetrics","stages":[{"version":"1.20","stage":"Alpha","default":false,"locked":null},{"version":"1.27","stage":"Beta","default":true,"locked":null},{"version":"1.30","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.32","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.31"},{"name":"HPAGeneration","stages":[{"version":"1.37","stage":"Beta","default":true,"locked":false},{"version":"1.38","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"HPAOptimizedSelectorStore","stages":[{"version":"1.37","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"HPAScaleToZero","stages":[{"version":"1.16","stage":"Alpha","default":false,"locked":false},{"version":"1.37","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"HugepageAwareEviction","stages":[{"version":"1.37","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"HugePages","stages":[{"version":"1.8","stage":"Alpha","default":false,"locked":null},{"version":"1.10","stage":"Beta","default":true,"locked":null},{"version":"1.14","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.17","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.16"},{"name":"HugePageStorageMediumSize","stages":[{"version":"1.18","stage":"Alpha","default":false,"locked":null},{"version":"1.19","stage":"Beta","default":true,"locked":null},{"version":"1.22","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.25","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.24"},{"name":"HyperVContainer","stages":[{"version":"1.10","stage":"Alpha","default":false,"locked":null},{"version":"1.20","stage":"Deprecated","default":false,"locked":null}],"removed":true,"removedIn":"1.21","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.20"},{"name":"IdentifyPodOS","stages":[{"version":"1.23","stage":"Alpha","default":false,"locked":null},{"version":"1.24","stage":"Beta","default":true,"locked":null},{"version":"1.25","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.27","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.26"},{"name":"ImageMaximumGCAge","stages":[{"version":"1.29","stage":"Alpha","default":false,"locked":false},{"version":"1.30","stage":"Beta","default":true,"locked":false},{"version":"1.35","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"ImageVolume","stages":[{"version":"1.31","stage":"Alpha","default":false,"locked":false},{"version":"1.33","stage":"Beta","default":false,"locked":false},{"version":"1.35","stage":"Beta","default":true,"locked":false},{"version":"1.36","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"ImageVolumeWithDigest","stages":[{"version":"1.35","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"ImmutableEphemeralVolumes","stages":[{"version":"1.18","stage":"Alpha","default":false,"locked":null},{"version":"1.19","stage":"Beta","default":true,"locked":null},{"version":"1.21","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.25","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.24"},{"name":"IndexedJob","stages":[{"version":"1.21","stage":"Alpha","default":false,"locked":null},{"version":"1.22","stage":"Beta","default":true,"locked":null},{"version":"1.24","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.26","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.25"},{"name":"InformerResourceVersion","stages":[{"version":"1.30","stage":"Alpha","default":false,"locked":null},{"version":"1.35","stage":"GA","default":true,"locked":null}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":true,"source":"client-go gate: feature_list.md 1.35-late (0e2e62fb); website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384) for the stages; not in versioned_feature_list.yaml, so later removal cannot be checked"},{"name":"IngressClassNamespacedParams","stages":[{"version":"1.21","stage":"Alpha","default":false,"locked":null},{"version":"1.22","stage":"Beta","default":true,"locked":null},{"version":"1.23","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.25","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.24"},{"name":"Initializers","stages":[{"version":"1.7","stage":"Alpha","default":false,"locked":null},{"version":"1.14","stage":"Deprecated","default":null,"locked":null}],"removed":true,"removedIn":"1.15","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.14"},{"name":"InOrderInformers","stages":[{"version":"1.33","stage":"Alpha","default":true,"locked":null},{"version":"1.34","stage":"Beta","default":true,"locked":null}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":true,"source":"client-go gate: feature_list.md 1.35-late (0e2e62fb); website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384) for the stages; not in versioned_feature_list.yaml, so later removal cannot be checked"},{"name":"InOrderInformersBatchProcess","stages":[],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":true,"source":"client-go gate: feature_list.md 1.35-late (0e2e62fb); stages not documented in the sources; not in versioned_feature_list.yaml, so later removal cannot be checked"},{"name":"InPlacePodLevelResourcesVerticalScaling","stages":[{"version":"1.35","stage":"Alpha","default":false,"locked":false},{"version":"1.36","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"InPlacePodVerticalScaling","stages":[{"version":"1.27","stage":"Alpha","default":false,"locked":false},{"version":"1.33","stage":"Beta","default":true,"locked":false},{"version":"1.35","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"InPlacePodVerticalScalingAllocatedStatus","stages":[{"version":"1.32","stage":"Alpha","default":false,"locked":null},{"version":"1.33","stage":"Deprecated","default":false,"locked":null}],"removed":true,"removedIn":"1.36","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384) for the stages","removalSource":"present in feature_list.md 1.35-late (kubernetes/kubernetes 0e2e62fb), absent in versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c) and versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40) and versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"InPlacePodVerticalScalingExclusiveCPUs","stages":[{"version":"1.32","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"InPlacePodVerticalScalingExclusiveMemory","stages":[{"version":"1.34","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"InPlacePodVerticalScalingInitContainers","stages":[{"version":"1.36","stage":"Beta","default":true,"locked":false},{"version":"1.37","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"InPlacePodVerticalScalingMemoryBackedVolumes","stages":[{"version":"1.37","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"InPlacePodVerticalScalingSchedulerPreemption","stages":[{"version":"1.37","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"InterPodAffinityHostnameFastPath","stages":[{"version":"1.37","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"InTreePluginAWSUnregister","stages":[{"version":"1.21","stage":"Alpha","default":false,"locked":null}],"removed":true,"removedIn":"1.31","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.30"},{"name":"InTreePluginAzureDiskUnregister","stages":[{"version":"1.21","stage":"Alpha","default":false,"locked":null}],"removed":true,"removedIn":"1.31","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.30"},{"name":"InTreePluginAzureFileUnregister","stages":[{"version":"1.21","stage":"Alpha","default":false,"locked":null}],"removed":true,"removedIn":"1.31","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.30"},{"name":"InTreePluginGCEUnregister","stages":[{"version":"1.21","stage":"Alpha","default":false,"locked":null}],"removed":true,"removedIn":"1.31","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.30"},{"name":"InTreePluginOpenStackUnregister","stages":[{"version":"1.21","stage":"Alpha","default":false,"locked":null}],"removed":true,"removedIn":"1.31","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.30"},{"name":"InTreePluginPortworxUnregister","stages":[{"version":"1.23","stage":"Alpha","default":false,"locked":null}],"removed":true,"removedIn":"1.36","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384) for the stages","removalSource":"present in feature_list.md 1.35-late (kubernetes/kubernetes 0e2e62fb), absent in versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c) and versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40) and versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"InTreePluginRBDUnregister","stages":[{"version":"1.23","stage":"Alpha","default":false,"locked":null},{"version":"1.28","stage":"Deprecated","default":false,"locked":null}],"removed":true,"removedIn":"1.31","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.30"},{"name":"InTreePluginvSphereUnregister","stages":[{"version":"1.21","stage":"Alpha","default":false,"locked":null}],"removed":true,"removedIn":"1.31","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.30"},{"name":"IPTablesOwnershipCleanup","stages":[{"version":"1.25","stage":"Alpha","default":false,"locked":null},{"version":"1.27","stage":"Beta","default":true,"locked":null},{"version":"1.28","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.30","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.29"},{"name":"IPv6DualStack","stages":[{"version":"1.15","stage":"Alpha","default":false,"locked":null},{"version":"1.21","stage":"Beta","default":true,"locked":null},{"version":"1.23","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.25","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.24"},{"name":"JobBackoffLimitPerIndex","stages":[{"version":"1.28","stage":"Alpha","default":false,"locked":false},{"version":"1.29","stage":"Beta","default":true,"locked":false},{"version":"1.33","stage":"GA","default":true,"locked":true}],"removed":true,"removedIn":"1.37","mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c)","removalSource":"present in versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c), absent in versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40)"},{"name":"JobManagedBy","stages":[{"version":"1.30","stage":"Alpha","default":false,"locked":false},{"version":"1.32","stage":"Beta","default":true,"locked":false},{"version":"1.35","stage":"GA","default":true,"locked":true}],"removed":true,"removedIn":"1.38","mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40)","removalSource":"present in versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40), absent in versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70); versioned_feature_list.yaml 1.37-dev is a development copy: the removal landed after it and no later than versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2), so it may already be in 1.37.0"},{"name":"JobMutableNodeSchedulingDirectives","stages":[{"version":"1.23","stage":"Beta","default":true,"locked":null},{"version":"1.27","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.29","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.28"},{"name":"JobPodFailurePolicy","stages":[{"version":"1.25","stage":"Alpha","default":false,"locked":null},{"version":"1.26","stage":"Beta","default":true,"locked":null},{"version":"1.31","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.33","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.32"},{"name":"JobPodReplacementPolicy","stages":[{"version":"1.28","stage":"Alpha","default":false,"locked":false},{"version":"1.29","stage":"Beta","default":true,"locked":false},{"version":"1.34","stage":"GA","default":true,"locked":true}],"removed":true,"removedIn":"1.37","mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c)","removalSource":"present in versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c), absent in versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40)"},{"name":"JobReadyPods","stages":[{"version":"1.23","stage":"Alpha","default":false,"locked":null},{"version":"1.24","stage":"Beta","default":true,"locked":null},{"version":"1.29","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.31","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.30"},{"name":"JobSuccessPolicy","stages":[{"version":"1.30","stage":"Alpha","default":false,"locked":false},{"version":"1.31","stage":"Beta","default":true,"locked":false},{"version":"1.33","stage":"GA","default":true,"locked":true}],"removed":true,"removedIn":"1.37","mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c)","removalSource":"present in versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c), absent in versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40)"},{"name":"JobTrackingWithFinalizers","stages":[{"version":"1.22","stage":"Alpha","default":false,"locked":null},{"version":"1.23","stage":"Beta","default":false,"locked":null},{"version":"1.25","stage":"Beta","default":true,"locked":null},{"version":"1.26","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.29","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.28"},{"name":"KMSv1","stages":[{"version":"1.0","stage":"GA","default":true,"locked":false},{"version":"1.28","stage":"Deprecated","default":true,"locked":false},{"version":"1.29","stage":"Deprecated","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"KMSv2","stages":[{"version":"1.25","stage":"Alpha","default":false,"locked":null},{"version":"1.27","stage":"Beta","default":true,"locked":null},{"version":"1.29","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.32","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.31"},{"name":"KMSv2KDF","stages":[{"version":"1.28","stage":"Beta","default":false,"locked":null},{"version":"1.29","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.32","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.31"},{"name":"KubeletAllocatedPodsEndpoint","stages":[{"version":"1.37","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"KubeletCgroupDriverFromCRI","stages":[{"version":"1.28","stage":"Alpha","default":false,"locked":false},{"version":"1.31","stage":"Beta","default":true,"locked":false},{"version":"1.34","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"KubeletConfigFile","stages":[{"version":"1.8","stage":"Alpha","default":false,"locked":null},{"version":"1.10","stage":"Deprecated","default":null,"locked":null}],"removed":true,"removedIn":"1.11","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.10"},{"name":"KubeletCrashLoopBackOffMax","stages":[{"version":"1.32","stage":"Alpha","default":false,"locked":false},{"version":"1.35","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"KubeletCredentialProviders","stages":[{"version":"1.20","stage":"Alpha","default":false,"locked":null},{"version":"1.24","stage":"Beta","default":true,"locked":null},{"version":"1.26","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.29","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.28"},{"name":"KubeletEnsureSecretPulledImages","stages":[{"version":"1.33","stage":"Alpha","default":false,"locked":false},{"version":"1.35","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"KubeletFineGrainedAuthz","stages":[{"version":"1.32","stage":"Alpha","default":false,"locked":false},{"version":"1.33","stage":"Beta","default":true,"locked":false},{"version":"1.36","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"KubeletInUserNamespace","stages":[{"version":"1.22","stage":"Alpha","default":false,"locked":false},{"version":"1.37","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"KubeletPluginsWatcher","stages":[{"version":"1.11","stage":"Alpha","default":false,"locked":null},{"version":"1.12","stage":"Beta","default":true,"locked":null},{"version":"1.13","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.17","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.16"},{"name":"KubeletPodResources","stages":[{"version":"1.13","stage":"Alpha","default":false,"locked":null},{"version":"1.15","stage":"Beta","default":true,"locked":null},{"version":"1.28","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.30","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.29"},{"name":"KubeletPodResourcesDynamicResources","stages":[{"version":"1.27","stage":"Alpha","default":false,"locked":false},{"version":"1.34","stage":"Beta","default":true,"locked":false},{"version":"1.36","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"KubeletPodResourcesGet","stages":[{"version":"1.27","stage":"Alpha","default":false,"locked":false},{"version":"1.34","stage":"Beta","default":true,"locked":false},{"version":"1.36","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"KubeletPodResourcesGetAllocatable","stages":[{"version":"1.21","stage":"Alpha","default":false,"locked":null},{"version":"1.23","stage":"Beta","default":true,"locked":null},{"version":"1.28","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.30","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.29"},{"name":"KubeletPodResourcesListUseActivePods","stages":[{"version":"1.0","stage":"GA","default":false,"locked":false},{"version":"1.34","stage":"Deprecated","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"KubeletPSI","stages":[{"version":"1.33","stage":"Alpha","default":false,"locked":false},{"version":"1.34","stage":"Beta","default":true,"locked":false},{"version":"1.36","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"KubeletRegistrationGetOnExistsOnly","stages":[{"version":"1.0","stage":"GA","default":true,"locked":false},{"version":"1.32","stage":"Deprecated","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"KubeletSeparateDiskGC","stages":[{"version":"1.29","stage":"Alpha","default":false,"locked":false},{"version":"1.31","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"KubeletServiceAccountTokenForCredentialProviders","stages":[{"version":"1.33","stage":"Alpha","default":false,"locked":false},{"version":"1.34","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"KubeletTracing","stages":[{"version":"1.25","stage":"Alpha","default":false,"locked":false},{"version":"1.27","stage":"Beta","default":true,"locked":false},{"version":"1.34","stage":"GA","default":true,"locked":true}],"removed":true,"removedIn":"1.38","mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40)","removalSource":"present in versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40), absent in versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70); confirmed: CHANGELOG-1.38 v1.38.0-alpha.1 (kubernetes/kubernetes 0411cc70): Removed the `KubeletTracing` feature gate, which has been GA and locked to default since v1.34 (#141714)"},{"name":"KubeProxyDrainingTerminatingNodes","stages":[{"version":"1.28","stage":"Alpha","default":false,"locked":null},{"version":"1.30","stage":"Beta","default":true,"locked":null},{"version":"1.31","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.33","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.32"},{"name":"KubeProxyIPVS","stages":[{"version":"1.0","stage":"GA","default":true,"locked":false},{"version":"1.37","stage":"Deprecated","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"KubeProxyNFTablesLocalhostNodePorts","stages":[{"version":"1.37","stage":"Alpha","default":false,"locked":false},{"version":"1.38","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"LegacyNodeRoleBehavior","stages":[{"version":"1.16","stage":"Alpha","default":false,"locked":null},{"version":"1.19","stage":"Beta","default":true,"locked":null},{"version":"1.21","stage":"GA","default":false,"locked":null}],"removed":true,"removedIn":"1.23","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.22"},{"name":"LegacyServiceAccountTokenCleanUp","stages":[{"version":"1.28","stage":"Alpha","default":false,"locked":null},{"version":"1.29","stage":"Beta","default":true,"locked":null},{"version":"1.30","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.32","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.31"},{"name":"LegacyServiceAccountTokenNoAutoGeneration","stages":[{"version":"1.24","stage":"Beta","default":true,"locked":null},{"version":"1.26","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.29","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.28"},{"name":"LegacyServiceAccountTokenTracking","stages":[{"version":"1.26","stage":"Alpha","default":false,"locked":null},{"version":"1.27","stage":"Beta","default":true,"locked":null},{"version":"1.28","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.30","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.29"},{"name":"ListFromCacheSnapshot","stages":[{"version":"1.33","stage":"Alpha","default":false,"locked":false},{"version":"1.34","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"LoadBalancerIPMode","stages":[{"version":"1.29","stage":"Alpha","default":false,"locked":null},{"version":"1.30","stage":"Beta","default":true,"locked":null},{"version":"1.32","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.35","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.34"},{"name":"LocalStorageCapacityIsolation","stages":[{"version":"1.7","stage":"Alpha","default":false,"locked":null},{"version":"1.10","stage":"Beta","default":true,"locked":null},{"version":"1.25","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.27","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.26"},{"name":"LocalStorageCapacityIsolationFSQuotaMonitoring","stages":[{"version":"1.15","stage":"Alpha","default":false,"locked":false},{"version":"1.31","stage":"Beta","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"LogarithmicScaleDown","stages":[{"version":"1.21","stage":"Alpha","default":false,"locked":false},{"version":"1.22","stage":"Beta","default":true,"locked":false},{"version":"1.31","stage":"GA","default":true,"locked":true}],"removed":true,"removedIn":"1.37","mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c)","removalSource":"present in versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c), absent in versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40)"},{"name":"LoggingAlphaOptions","stages":[{"version":"1.24","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"LoggingBetaOptions","stages":[{"version":"1.24","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"ManagedFieldsOptOut","stages":[{"version":"1.38","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"ManifestBasedAdmissionControlConfig","stages":[{"version":"1.36","stage":"Alpha","default":false,"locked":false},{"version":"1.37","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"MatchLabelKeysInPodAffinity","stages":[{"version":"1.29","stage":"Alpha","default":false,"locked":false},{"version":"1.31","stage":"Beta","default":true,"locked":false},{"version":"1.33","stage":"GA","default":true,"locked":true}],"removed":true,"removedIn":"1.38","mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40)","removalSource":"present in versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40), absent in versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70); confirmed: CHANGELOG-1.38 v1.38.0-alpha.2 (kubernetes/kubernetes 0411cc70): The `MatchLabelKeysInPodAffinity` feature gate has been removed (#141744)"},{"name":"MatchLabelKeysInPodTopologySpread","stages":[{"version":"1.25","stage":"Alpha","default":false,"locked":false},{"version":"1.27","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"MatchLabelKeysInPodTopologySpreadSelectorMerge","stages":[{"version":"1.34","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"MaxUnavailableStatefulSet","stages":[{"version":"1.24","stage":"Alpha","default":false,"locked":false},{"version":"1.35","stage":"Beta","default":false,"locked":false},{"version":"1.37","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70); website feature gate pages 2026-01-22 differ (website: Alpha 1.24 off, Beta 1.35 on; list used)"},{"name":"MemoryManager","stages":[{"version":"1.21","stage":"Alpha","default":false,"locked":null},{"version":"1.22","stage":"Beta","default":true,"locked":null},{"version":"1.32","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.36","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384) for the stages","removalSource":"present in feature_list.md 1.35-late (kubernetes/kubernetes 0e2e62fb), absent in versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c) and versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40) and versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"MemoryQoS","stages":[{"version":"1.22","stage":"Alpha","default":false,"locked":false},{"version":"1.37","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"MinDomainsInPodTopologySpread","stages":[{"version":"1.24","stage":"Alpha","default":false,"locked":null},{"version":"1.25","stage":"Beta","default":false,"locked":null},{"version":"1.27","stage":"Beta","default":true,"locked":null},{"version":"1.30","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.32","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.31"},{"name":"MinimizeIPTablesRestore","stages":[{"version":"1.26","stage":"Alpha","default":false,"locked":null},{"version":"1.27","stage":"Beta","default":true,"locked":null},{"version":"1.28","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.30","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.29"},{"name":"MixedProtocolLBService","stages":[{"version":"1.20","stage":"Alpha","default":false,"locked":null},{"version":"1.24","stage":"Beta","default":true,"locked":null},{"version":"1.26","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.28","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.27"},{"name":"MountContainers","stages":[{"version":"1.9","stage":"Alpha","default":false,"locked":null},{"version":"1.17","stage":"Deprecated","default":false,"locked":null}],"removed":true,"removedIn":"1.18","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.17"},{"name":"MountPropagation","stages":[{"version":"1.8","stage":"Alpha","default":false,"locked":null},{"version":"1.10","stage":"Beta","default":true,"locked":null},{"version":"1.12","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.15","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.14"},{"name":"MultiCIDRRangeAllocator","stages":[{"version":"1.25","stage":"Alpha","default":false,"locked":null}],"removed":true,"removedIn":"1.29","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.28"},{"name":"MultiCIDRServiceAllocator","stages":[{"version":"1.27","stage":"Alpha","default":false,"locked":false},{"version":"1.31","stage":"Beta","default":false,"locked":false},{"version":"1.33","stage":"GA","default":true,"locked":false},{"version":"1.34","stage":"GA","default":true,"locked":true}],"removed":true,"removedIn":"1.38","mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40); website feature gate pages 2026-01-22 differ (website: Alpha 1.27 off, Beta 1.31 off, GA 1.33 on locked; list used)","removalSource":"present in versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40), absent in versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70); versioned_feature_list.yaml 1.37-dev is a development copy: the removal landed after it and no later than versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2), so it may already be in 1.37.0"},{"name":"MutableCSINodeAllocatableCount","stages":[{"version":"1.33","stage":"Alpha","default":false,"locked":false},{"version":"1.34","stage":"Beta","default":false,"locked":false},{"version":"1.35","stage":"Beta","default":true,"locked":false},{"version":"1.36","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"MutablePodResourcesForSuspendedJobs","stages":[{"version":"1.35","stage":"Alpha","default":false,"locked":false},{"version":"1.36","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"MutablePVNodeAffinity","stages":[{"version":"1.35","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"MutableSchedulingDirectivesForSuspendedJobs","stages":[{"version":"1.35","stage":"Alpha","default":false,"locked":false},{"version":"1.36","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"MutatingAdmissionPolicy","stages":[{"version":"1.32","stage":"Alpha","default":false,"locked":false},{"version":"1.34","stage":"Beta","default":false,"locked":false},{"version":"1.36","stage":"GA","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70); website feature gate pages 2026-01-22 differ (website: Alpha 1.30 off, Beta 1.34 off; list used)"},{"name":"NamespaceDefaultLabelName","stages":[{"version":"1.21","stage":"Beta","default":true,"locked":null},{"version":"1.22","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.24","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.23"},{"name":"NativeHistograms","stages":[{"version":"1.36","stage":"Alpha","default":false,"locked":false},{"version":"1.37","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"NetworkPolicyEndPort","stages":[{"version":"1.21","stage":"Alpha","default":false,"locked":null},{"version":"1.22","stage":"Beta","default":true,"locked":null},{"version":"1.25","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.27","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.26"},{"name":"NetworkPolicyStatus","stages":[{"version":"1.24","stage":"Alpha","default":false,"locked":null}],"removed":true,"removedIn":"1.28","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.27"},{"name":"NewVolumeManagerReconstruction","stages":[{"version":"1.25","stage":"Alpha","default":false,"locked":null},{"version":"1.27","stage":"Beta","default":true,"locked":null},{"version":"1.30","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.32","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.31"},{"name":"NFTablesNetlink","stages":[{"version":"1.37","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"NFTablesProxyMode","stages":[{"version":"1.29","stage":"Alpha","default":false,"locked":false},{"version":"1.31","stage":"Beta","default":true,"locked":false},{"version":"1.33","stage":"GA","default":true,"locked":true}],"removed":true,"removedIn":"1.38","mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40)","removalSource":"present in versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40), absent in versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70); versioned_feature_list.yaml 1.37-dev is a development copy: the removal landed after it and no later than versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2), so it may already be in 1.37.0"},{"name":"NodeControllerLeaseCircuitBreaker","stages":[{"version":"1.37","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"NodeDeclaredFeatures","stages":[{"version":"1.35","stage":"Alpha","default":false,"locked":false},{"version":"1.36","stage":"Beta","default":true,"locked":false},{"version":"1.37","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"NodeDisruptionExclusion","stages":[{"version":"1.16","stage":"Alpha","default":false,"locked":null},{"version":"1.19","stage":"Beta","default":true,"locked":null},{"version":"1.21","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.23","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.22"},{"name":"NodeInclusionPolicyInPodTopologySpread","stages":[{"version":"1.25","stage":"Alpha","default":false,"locked":false},{"version":"1.26","stage":"Beta","default":true,"locked":false},{"version":"1.33","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"NodeLease","stages":[{"version":"1.12","stage":"Alpha","default":false,"locked":null},{"version":"1.14","stage":"Beta","default":true,"locked":null},{"version":"1.17","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.24","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.23"},{"name":"NodeLifecycleConditions","stages":[{"version":"1.37","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"NodeLogQuery","stages":[{"version":"1.27","stage":"Alpha","default":false,"locked":false},{"version":"1.30","stage":"Beta","default":false,"locked":false},{"version":"1.36","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70); versioned_feature_list.yaml \u22481.36 (OpenShift) differs before 1.37 (downstream carry, not used): Alpha 1.27 on, Beta 1.30 on, GA 1.36 on locked"},{"name":"NodeOutOfServiceVolumeDetach","stages":[{"version":"1.24","stage":"Alpha","default":false,"locked":null},{"version":"1.26","stage":"Beta","default":true,"locked":null},{"version":"1.28","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.32","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.31"},{"name":"NodeSwap","stages":[{"version":"1.22","stage":"Alpha","default":false,"locked":false},{"version":"1.28","stage":"Beta","default":false,"locked":false},{"version":"1.30","stage":"Beta","default":true,"locked":false},{"version":"1.34","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"NominatedNodeNameForExpectation","stages":[{"version":"1.34","stage":"Alpha","default":false,"locked":false},{"version":"1.35","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"NonPreemptingPriority","stages":[{"version":"1.15","stage":"Alpha","default":false,"locked":null},{"version":"1.19","stage":"Beta","default":true,"locked":null},{"version":"1.24","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.26","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.25"},{"name":"OpenAPIEnums","stages":[{"version":"1.23","stage":"Alpha","default":false,"locked":false},{"version":"1.24","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"OpenAPIV3","stages":[{"version":"1.23","stage":"Alpha","default":false,"locked":null},{"version":"1.24","stage":"Beta","default":true,"locked":null},{"version":"1.27","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.29","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.28"},{"name":"OpportunisticBatching","stages":[{"version":"1.35","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"OrderedNamespaceDeletion","stages":[{"version":"1.30","stage":"Beta","default":false,"locked":false},{"version":"1.33","stage":"Beta","default":true,"locked":false},{"version":"1.34","stage":"GA","default":true,"locked":true}],"removed":true,"removedIn":"1.37","mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c)","removalSource":"present in versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c), absent in versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40)"},{"name":"PDBUnhealthyPodEvictionPolicy","stages":[{"version":"1.26","stage":"Alpha","default":false,"locked":null},{"version":"1.27","stage":"Beta","default":true,"locked":null},{"version":"1.31","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.33","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.32"},{"name":"PersistentLocalVolumes","stages":[{"version":"1.7","stage":"Alpha","default":false,"locked":null},{"version":"1.10","stage":"Beta","default":true,"locked":null},{"version":"1.14","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.17","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.16"},{"name":"PersistentVolumeClaimUnusedSinceTime","stages":[{"version":"1.36","stage":"Alpha","default":false,"locked":false},{"version":"1.37","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"PersistentVolumeLastPhaseTransitionTime","stages":[{"version":"1.28","stage":"Alpha","default":false,"locked":null},{"version":"1.29","stage":"Beta","default":true,"locked":null},{"version":"1.31","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.33","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.32"},{"name":"PLEGOnDemandRelist","stages":[{"version":"1.36","stage":"Beta","default":true,"locked":false},{"version":"1.37","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"PodAffinityNamespaceSelector","stages":[{"version":"1.21","stage":"Alpha","default":false,"locked":null},{"version":"1.22","stage":"Beta","default":true,"locked":null},{"version":"1.24","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.26","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.25"},{"name":"PodAndContainerStatsFromCRI","stages":[{"version":"1.23","stage":"Alpha","default":false,"locked":false},{"version":"1.37","stage":"Beta","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"PodCertificateMLDSA","stages":[{"version":"1.38","stage":"Beta","default":false,"locked":false},{"version":"1.38","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"PodCertificateRequest","stages":[{"version":"1.34","stage":"Alpha","default":false,"locked":false},{"version":"1.35","stage":"Beta","default":false,"locked":false},{"version":"1.37","stage":"GA","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"PodDeletionCost","stages":[{"version":"1.21","stage":"Alpha","default":false,"locked":false},{"version":"1.22","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"PodDisruptionBudget","stages":[{"version":"1.3","stage":"Alpha","default":false,"locked":null},{"version":"1.5","stage":"Beta","default":true,"locked":null},{"version":"1.21","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.26","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.25"},{"name":"PodDisruptionConditions","stages":[{"version":"1.25","stage":"Alpha","default":false,"locked":null},{"version":"1.26","stage":"Beta","default":true,"locked":null},{"version":"1.31","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.34","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.33"},{"name":"PodGroupPreemptionPolicy","stages":[{"version":"1.37","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"PodHasNetworkCondition","stages":[{"version":"1.25","stage":"Alpha","default":false,"locked":null}],"removed":true,"removedIn":"1.28","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.27"},{"name":"PodHostIPs","stages":[{"version":"1.28","stage":"Alpha","default":false,"locked":null},{"version":"1.29","stage":"Beta","default":true,"locked":null},{"version":"1.30","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.32","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.31"},{"name":"PodIndexLabel","stages":[{"version":"1.28","stage":"Beta","default":true,"locked":null},{"version":"1.32","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.35","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"absent from feature_list.md 1.35-late (kubernetes/kubernetes 0e2e62fb) and every later list; the website page is not yet marked removed; removed-feature-gates-by-release.tsv: <=1.35 (likely 1.35)"},{"name":"PodLevelResourceManagers","stages":[{"version":"1.36","stage":"Alpha","default":false,"locked":false},{"version":"1.37","stage":"Beta","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"PodLevelResources","stages":[{"version":"1.32","stage":"Alpha","default":false,"locked":false},{"version":"1.34","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70); conflict: KEP-2837 kep.yaml (kubernetes/enhancements 64765b4b) says stable in v1.37; the 1.37-dev list still has Beta and the v1.37 release blog draft\'s stable list omits it"},{"name":"PodLevelResourcesFixDefaulting","stages":[{"version":"1.37","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"PodLevelResourcesFixKubeletQOSClass","stages":[{"version":"1.37","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"PodLifecycleSleepAction","stages":[{"version":"1.29","stage":"Alpha","default":false,"locked":false},{"version":"1.30","stage":"Beta","default":true,"locked":false},{"version":"1.34","stage":"GA","default":true,"locked":true}],"removed":true,"removedIn":"1.37","mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c)","removalSource":"present in versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c), absent in versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40)"},{"name":"PodLifecycleSleepActionAllowZero","stages":[{"version":"1.32","stage":"Alpha","default":false,"locked":false},{"version":"1.33","stage":"Beta","default":true,"locked":false},{"version":"1.34","stage":"GA","default":true,"locked":true}],"removed":true,"removedIn":"1.37","mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c)","removalSource":"present in versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c), absent in versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40)"},{"name":"PodLogsQuerySplitStreams","stages":[{"version":"1.32","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"PodObservedGenerationTracking","stages":[{"version":"1.33","stage":"Alpha","default":false,"locked":false},{"version":"1.34","stage":"Beta","default":true,"locked":false},{"version":"1.35","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"PodOverhead","stages":[{"version":"1.16","stage":"Alpha","default":false,"locked":null},{"version":"1.18","stage":"Beta","default":true,"locked":null},{"version":"1.24","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.26","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.25"},{"name":"PodPriority","stages":[{"version":"1.8","stage":"Alpha","default":false,"locked":null},{"version":"1.11","stage":"Beta","default":true,"locked":null},{"version":"1.14","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.19","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.18"},{"name":"PodReadinessGates","stages":[{"version":"1.11","stage":"Alpha","default":false,"locked":null},{"version":"1.12","stage":"Beta","default":true,"locked":null},{"version":"1.14","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.17","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.16"},{"name":"PodReadyToStartContainersCondition","stages":[{"version":"1.28","stage":"Alpha","default":false,"locked":false},{"version":"1.29","stage":"Beta","default":true,"locked":false},{"version":"1.37","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"PodsAPI","stages":[{"version":"1.36","stage":"Alpha","default":false,"locked":false},{"version":"1.37","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"PodSchedulingReadiness","stages":[{"version":"1.26","stage":"Alpha","default":false,"locked":false},{"version":"1.27","stage":"Beta","default":true,"locked":false},{"version":"1.30","stage":"GA","default":true,"locked":true}],"removed":true,"removedIn":"1.38","mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40)","removalSource":"present in versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40), absent in versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70); confirmed: CHANGELOG-1.38 v1.38.0-alpha.1 (kubernetes/kubernetes 0411cc70): urgent note: Removed the `PodSchedulingReadiness` feature gate from `kube-scheduler` and related components as the feature is permanently enabled (#141741)"},{"name":"PodSecurity","stages":[{"version":"1.22","stage":"Alpha","default":false,"locked":null},{"version":"1.23","stage":"Beta","default":true,"locked":null},{"version":"1.25","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.28","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.27"},{"name":"PodShareProcessNamespace","stages":[{"version":"1.10","stage":"Alpha","default":false,"locked":null},{"version":"1.12","stage":"Beta","default":true,"locked":null},{"version":"1.17","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.20","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.19"},{"name":"PodTopologyLabelsAdmission","stages":[{"version":"1.33","stage":"Alpha","default":false,"locked":false},{"version":"1.35","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"PortForwardWebsockets","stages":[{"version":"1.30","stage":"Alpha","default":false,"locked":false},{"version":"1.31","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"PreferNominatedNode","stages":[{"version":"1.21","stage":"Alpha","default":false,"locked":null},{"version":"1.22","stage":"Beta","default":true,"locked":null},{"version":"1.24","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.26","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.25"},{"name":"PreferSameTrafficDistribution","stages":[{"version":"1.33","stage":"Alpha","default":false,"locked":false},{"version":"1.34","stage":"Beta","default":true,"locked":false},{"version":"1.35","stage":"GA","default":true,"locked":true}],"removed":true,"removedIn":"1.38","mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40)","removalSource":"present in versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40), absent in versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70); versioned_feature_list.yaml 1.37-dev is a development copy: the removal landed after it and no later than versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2), so it may already be in 1.37.0"},{"name":"PreventStaticPodAPIReferences","stages":[{"version":"1.34","stage":"Beta","default":true,"locked":false}],"removed":true,"removedIn":"1.37","mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c)","removalSource":"present in versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c), absent in versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40); confirmed: Kubernetes v1.37 release blog draft: static Pods can no longer reference Secrets or ConfigMaps, gate removed"},{"name":"ProbeTerminationGracePeriod","stages":[{"version":"1.21","stage":"Alpha","default":false,"locked":null},{"version":"1.22","stage":"Beta","default":false,"locked":null},{"version":"1.25","stage":"Beta","default":true,"locked":null},{"version":"1.28","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.29","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.28"},{"name":"ProcMountType","stages":[{"version":"1.12","stage":"Alpha","default":false,"locked":false},{"version":"1.31","stage":"Beta","default":false,"locked":false},{"version":"1.33","stage":"Beta","default":true,"locked":false},{"version":"1.36","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"ProxyTerminatingEndpoints","stages":[{"version":"1.22","stage":"Alpha","default":false,"locked":null},{"version":"1.26","stage":"Beta","default":true,"locked":null},{"version":"1.28","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.30","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.29"},{"name":"PVCProtection","stages":[{"version":"1.9","stage":"Alpha","default":false,"locked":null},{"version":"1.10","stage":"Deprecated","default":null,"locked":null}],"removed":true,"removedIn":"1.11","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.10"},{"name":"QOSReserved","stages":[{"version":"1.11","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"ReadOnlyAPIDataVolumes","stages":[{"version":"1.8","stage":"Beta","default":true,"locked":null},{"version":"1.10","stage":"GA","default":null,"locked":null}],"removed":true,"removedIn":"1.11","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.10"},{"name":"ReadWriteOncePod","stages":[{"version":"1.22","stage":"Alpha","default":false,"locked":null},{"version":"1.27","stage":"Beta","default":true,"locked":null},{"version":"1.29","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.31","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.30"},{"name":"RecoverVolumeExpansionFailure","stages":[{"version":"1.23","stage":"Alpha","default":false,"locked":false},{"version":"1.32","stage":"Beta","default":true,"locked":false},{"version":"1.34","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"RecursiveReadOnlyMounts","stages":[{"version":"1.30","stage":"Alpha","default":false,"locked":false},{"version":"1.31","stage":"Beta","default":true,"locked":false},{"version":"1.33","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"ReduceDefaultCrashLoopBackOffDecay","stages":[{"version":"1.33","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"RelaxedDNSSearchValidation","stages":[{"version":"1.32","stage":"Alpha","default":false,"locked":false},{"version":"1.33","stage":"Beta","default":true,"locked":false},{"version":"1.34","stage":"GA","default":true,"locked":true}],"removed":true,"removedIn":"1.37","mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c)","removalSource":"present in versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c), absent in versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40)"},{"name":"RelaxedEnvironmentVariableValidation","stages":[{"version":"1.30","stage":"Alpha","default":false,"locked":false},{"version":"1.32","stage":"Beta","default":true,"locked":false},{"version":"1.34","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"RelaxedServiceNameValidation","stages":[{"version":"1.34","stage":"Alpha","default":false,"locked":false},{"version":"1.36","stage":"Beta","default":true,"locked":false},{"version":"1.37","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"ReloadKubeletClientCAFile","stages":[{"version":"1.36","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"ReloadKubeletServerCertificateFile","stages":[{"version":"1.31","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"RemainingItemCount","stages":[{"version":"1.15","stage":"Alpha","default":false,"locked":null},{"version":"1.16","stage":"Beta","default":true,"locked":null},{"version":"1.29","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.33","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.32"},{"name":"RemoteRequestHeaderUID","stages":[{"version":"1.32","stage":"Alpha","default":false,"locked":false},{"version":"1.33","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70); website feature gate pages 2026-01-22 differ (website: Alpha 1.32 off; list used)"},{"name":"RemoveSelfLink","stages":[{"version":"1.16","stage":"Alpha","default":false,"locked":null},{"version":"1.20","stage":"Beta","default":true,"locked":null},{"version":"1.24","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.30","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.29"},{"name":"RequestManagement","stages":[{"version":"1.15","stage":"Alpha","default":false,"locked":null},{"version":"1.17","stage":"Deprecated","default":null,"locked":null}],"removed":true,"removedIn":"1.18","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.17"},{"name":"ResilientWatchCacheInitialization","stages":[{"version":"1.31","stage":"Beta","default":true,"locked":false},{"version":"1.34","stage":"GA","default":true,"locked":true}],"removed":true,"removedIn":"1.37","mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c)","removalSource":"present in versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c), absent in versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40)"},{"name":"ResourceHealthStatus","stages":[{"version":"1.31","stage":"Alpha","default":false,"locked":false},{"version":"1.36","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"ResourceHealthStatusMessage","stages":[{"version":"1.36","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"ResourceLimitsPriorityFunction","stages":[{"version":"1.9","stage":"Alpha","default":false,"locked":null},{"version":"1.19","stage":"Deprecated","default":null,"locked":null}],"removed":true,"removedIn":"1.20","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.19"},{"name":"ResourceQuotaScopeSelectors","stages":[{"version":"1.11","stage":"Alpha","default":false,"locked":null},{"version":"1.12","stage":"Beta","default":true,"locked":null},{"version":"1.17","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.19","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.18"},{"name":"RestartAllContainersOnContainerExits","stages":[{"version":"1.35","stage":"Alpha","default":false,"locked":false},{"version":"1.36","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"RetroactiveDefaultStorageClass","stages":[{"version":"1.25","stage":"Alpha","default":false,"locked":null},{"version":"1.26","stage":"Beta","default":true,"locked":null},{"version":"1.28","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.29","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.28"},{"name":"RetryGenerateName","stages":[{"version":"1.30","stage":"Alpha","default":false,"locked":false},{"version":"1.31","stage":"Beta","default":true,"locked":false},{"version":"1.32","stage":"GA","default":true,"locked":true}],"removed":true,"removedIn":"1.37","mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c)","removalSource":"present in versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c), absent in versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40)"},{"name":"RootCAConfigMap","stages":[{"version":"1.13","stage":"Alpha","default":false,"locked":null},{"version":"1.20","stage":"Beta","default":true,"locked":null},{"version":"1.21","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.23","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.22"},{"name":"RotateKubeletClientCertificate","stages":[{"version":"1.8","stage":"Beta","default":true,"locked":null},{"version":"1.19","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.22","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.21"},{"name":"RotateKubeletServerCertificate","stages":[{"version":"1.7","stage":"Alpha","default":false,"locked":false},{"version":"1.12","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"RunAsGroup","stages":[{"version":"1.14","stage":"Beta","default":true,"locked":null},{"version":"1.21","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.23","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.22"},{"name":"RuntimeClass","stages":[{"version":"1.12","stage":"Alpha","default":false,"locked":null},{"version":"1.14","stage":"Beta","default":true,"locked":null},{"version":"1.20","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.25","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.24"},{"name":"RuntimeClassInImageCriApi","stages":[{"version":"1.29","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"ScheduleDaemonSetPods","stages":[{"version":"1.11","stage":"Alpha","default":false,"locked":null},{"version":"1.12","stage":"Beta","default":true,"locked":null},{"version":"1.17","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.19","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.18"},{"name":"SchedulerAsyncAPICalls","stages":[{"version":"1.34","stage":"Beta","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70); website feature gate pages 2026-01-22 differ (website: Beta 1.34 on; list used)"},{"name":"SchedulerAsyncPreemption","stages":[{"version":"1.32","stage":"Alpha","default":false,"locked":false},{"version":"1.33","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"SchedulerPopFromBackoffQ","stages":[{"version":"1.33","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"SchedulerPreQueueingHints","stages":[{"version":"1.37","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"SchedulerQueueingHints","stages":[{"version":"1.28","stage":"Beta","default":false,"locked":false},{"version":"1.32","stage":"Beta","default":true,"locked":false},{"version":"1.34","stage":"GA","default":true,"locked":true}],"removed":true,"removedIn":"1.37","mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c); website feature gate pages 2026-01-22 differ (website: Beta 1.28 on, Beta 1.29 off, Beta 1.32 on, GA 1.34 on; list used)","removalSource":"present in versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c), absent in versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40)"},{"name":"SCTPSupport","stages":[{"version":"1.12","stage":"Alpha","default":false,"locked":null},{"version":"1.19","stage":"Beta","default":true,"locked":null},{"version":"1.20","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.23","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.22"},{"name":"SeccompDefault","stages":[{"version":"1.22","stage":"Alpha","default":false,"locked":null},{"version":"1.25","stage":"Beta","default":true,"locked":null},{"version":"1.27","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.29","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.28"},{"name":"SecurityContextDeny","stages":[{"version":"1.27","stage":"Alpha","default":false,"locked":null}],"removed":true,"removedIn":"1.30","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.29"},{"name":"SelectorIndex","stages":[{"version":"1.18","stage":"Alpha","default":false,"locked":null},{"version":"1.19","stage":"Beta","default":true,"locked":null},{"version":"1.20","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.26","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.25"},{"name":"SELinuxChangePolicy","stages":[{"version":"1.32","stage":"Alpha","default":false,"locked":false},{"version":"1.33","stage":"Beta","default":true,"locked":false},{"version":"1.36","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"SELinuxMount","stages":[{"version":"1.30","stage":"Alpha","default":false,"locked":false},{"version":"1.33","stage":"Beta","default":false,"locked":false},{"version":"1.37","stage":"GA","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70); conflict: KEP-1710 README (kubernetes/enhancements 64765b4b) says all three SELinux gates are GA and locked to default in 1.37; the 1.37-dev list has lockToDefault false and the v1.37 release blog draft says the behaviour is not locked until v1.38"},{"name":"SELinuxMountReadWriteOncePod","stages":[{"version":"1.25","stage":"Alpha","default":false,"locked":false},{"version":"1.27","stage":"Beta","default":false,"locked":false},{"version":"1.28","stage":"Beta","default":true,"locked":false},{"version":"1.36","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"SeparateCacheWatchRPC","stages":[{"version":"1.28","stage":"Beta","default":true,"locked":false},{"version":"1.33","stage":"Deprecated","default":false,"locked":false},{"version":"1.36","stage":"Deprecated","default":false,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"SeparateTaintEvictionController","stages":[{"version":"1.29","stage":"Beta","default":true,"locked":false},{"version":"1.34","stage":"GA","default":true,"locked":true}],"removed":true,"removedIn":"1.38","mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40)","removalSource":"present in versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40), absent in versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70); confirmed: CHANGELOG-1.38 v1.38.0-alpha.1 (kubernetes/kubernetes 0411cc70): urgent note: Removed the `SeparateTaintEvictionController` feature gate from `kube-controller-manager`. Remove this gate from existing `--feature-gates` configuration before upgrading (#141789)"},{"name":"ServerSideApply","stages":[{"version":"1.14","stage":"Alpha","default":false,"locked":null},{"version":"1.16","stage":"Beta","default":true,"locked":null},{"version":"1.22","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.32","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.31"},{"name":"ServerSideFieldValidation","stages":[{"version":"1.23","stage":"Alpha","default":false,"locked":null},{"version":"1.25","stage":"Beta","default":true,"locked":null},{"version":"1.27","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.32","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.31"},{"name":"ServiceAccountIssuerDiscovery","stages":[{"version":"1.18","stage":"Alpha","default":false,"locked":null},{"version":"1.20","stage":"Beta","default":true,"locked":null},{"version":"1.21","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.24","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.23"},{"name":"ServiceAccountNodeAudienceRestriction","stages":[{"version":"1.32","stage":"Beta","default":false,"locked":false},{"version":"1.33","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"ServiceAccountTokenJTI","stages":[{"version":"1.29","stage":"Alpha","default":false,"locked":false},{"version":"1.30","stage":"Beta","default":true,"locked":false},{"version":"1.32","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"ServiceAccountTokenNodeBinding","stages":[{"version":"1.29","stage":"Alpha","default":false,"locked":false},{"version":"1.31","stage":"Beta","default":true,"locked":false},{"version":"1.33","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"ServiceAccountTokenNodeBindingValidation","stages":[{"version":"1.29","stage":"Alpha","default":false,"locked":false},{"version":"1.30","stage":"Beta","default":true,"locked":false},{"version":"1.32","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"ServiceAccountTokenPodNodeInfo","stages":[{"version":"1.29","stage":"Alpha","default":false,"locked":false},{"version":"1.30","stage":"Beta","default":true,"locked":false},{"version":"1.32","stage":"GA","default":true,"locked":true}],"removed":true,"removedIn":"1.38","mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40)","removalSource":"present in versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40), absent in versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70); confirmed: CHANGELOG-1.38 v1.38.0-alpha.1 (kubernetes/kubernetes 0411cc70): Removed the generally available feature gate `ServiceAccountTokenPodNodeInfo`, which was locked and enabled since 1.32 (#135338)"},{"name":"ServiceAppProtocol","stages":[{"version":"1.18","stage":"Alpha","default":false,"locked":null},{"version":"1.19","stage":"Beta","default":true,"locked":null},{"version":"1.20","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.23","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.22"},{"name":"ServiceCIDRStatusFieldWiping","stages":[{"version":"1.0","stage":"GA","default":false,"locked":false},{"version":"1.36","stage":"Deprecated","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"ServiceInternalTrafficPolicy","stages":[{"version":"1.21","stage":"Alpha","default":false,"locked":null},{"version":"1.22","stage":"Beta","default":true,"locked":null},{"version":"1.26","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.28","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.27"},{"name":"ServiceIPStaticSubrange","stages":[{"version":"1.24","stage":"Alpha","default":false,"locked":null},{"version":"1.25","stage":"Beta","default":true,"locked":null},{"version":"1.26","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.28","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.27"},{"name":"ServiceLBNodePortControl","stages":[{"version":"1.20","stage":"Alpha","default":false,"locked":null},{"version":"1.22","stage":"Beta","default":true,"locked":null},{"version":"1.24","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.26","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.25"},{"name":"ServiceLoadBalancerClass","stages":[{"version":"1.21","stage":"Alpha","default":false,"locked":null},{"version":"1.22","stage":"Beta","default":true,"locked":null},{"version":"1.24","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.26","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.25"},{"name":"ServiceLoadBalancerFinalizer","stages":[{"version":"1.15","stage":"Alpha","default":false,"locked":null},{"version":"1.16","stage":"Beta","default":true,"locked":null},{"version":"1.17","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.21","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.20"},{"name":"ServiceNodeExclusion","stages":[{"version":"1.8","stage":"Alpha","default":false,"locked":null},{"version":"1.19","stage":"Beta","default":true,"locked":null},{"version":"1.21","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.23","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.22"},{"name":"ServiceNodePortStaticSubrange","stages":[{"version":"1.27","stage":"Alpha","default":false,"locked":null},{"version":"1.28","stage":"Beta","default":true,"locked":null},{"version":"1.29","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.31","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.30"},{"name":"ServiceTopology","stages":[{"version":"1.17","stage":"Alpha","default":false,"locked":null},{"version":"1.20","stage":"Deprecated","default":false,"locked":null}],"removed":true,"removedIn":"1.23","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.22"},{"name":"ServiceTrafficDistribution","stages":[{"version":"1.30","stage":"Alpha","default":false,"locked":null},{"version":"1.31","stage":"Beta","default":true,"locked":null},{"version":"1.33","stage":"GA","default":true,"locked":true}],"removed":true,"removedIn":"1.36","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384) for the stages","removalSource":"present in feature_list.md 1.35-late (kubernetes/kubernetes 0e2e62fb), absent in versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c) and versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40) and versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"SetHostnameAsFQDN","stages":[{"version":"1.19","stage":"Alpha","default":false,"locked":null},{"version":"1.20","stage":"Beta","default":true,"locked":null},{"version":"1.22","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.25","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.24"},{"name":"ShardedListAndWatch","stages":[{"version":"1.36","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"SidecarContainers","stages":[{"version":"1.28","stage":"Alpha","default":false,"locked":false},{"version":"1.29","stage":"Beta","default":true,"locked":false},{"version":"1.33","stage":"GA","default":true,"locked":true}],"removed":true,"removedIn":"1.37","mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c)","removalSource":"present in versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c), absent in versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40)"},{"name":"SizeBasedListCostEstimate","stages":[{"version":"1.34","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"SizeMemoryBackedVolumes","stages":[{"version":"1.20","stage":"Alpha","default":false,"locked":null},{"version":"1.22","stage":"Beta","default":true,"locked":null},{"version":"1.32","stage":"GA","default":true,"locked":true}],"removed":true,"removedIn":"1.35","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.34"},{"name":"SkipReadOnlyValidationGCE","stages":[{"version":"1.28","stage":"Alpha","default":false,"locked":null},{"version":"1.29","stage":"Deprecated","default":true,"locked":null}],"removed":true,"removedIn":"1.31","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.30"},{"name":"StableLoadBalancerNodeSet","stages":[{"version":"1.27","stage":"Beta","default":true,"locked":null},{"version":"1.30","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.32","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.31"},{"name":"StaleControllerConsistencyDaemonSet","stages":[{"version":"1.36","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"StaleControllerConsistencyHPA","stages":[{"version":"1.37","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"StaleControllerConsistencyJob","stages":[{"version":"1.36","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"StaleControllerConsistencyReplicaSet","stages":[{"version":"1.36","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"StaleControllerConsistencyStatefulSet","stages":[{"version":"1.36","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"StartupProbe","stages":[{"version":"1.16","stage":"Alpha","default":false,"locked":null},{"version":"1.18","stage":"Beta","default":true,"locked":null},{"version":"1.20","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.24","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.23"},{"name":"StatefulSetAutoDeletePVC","stages":[{"version":"1.23","stage":"Alpha","default":false,"locked":null},{"version":"1.27","stage":"Beta","default":true,"locked":null},{"version":"1.32","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.35","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"absent from feature_list.md 1.35-late (kubernetes/kubernetes 0e2e62fb) and every later list; the website page is not yet marked removed; removed-feature-gates-by-release.tsv: <=1.35 (likely 1.35)"},{"name":"StatefulSetMinReadySeconds","stages":[{"version":"1.22","stage":"Alpha","default":false,"locked":null},{"version":"1.23","stage":"Beta","default":true,"locked":null},{"version":"1.25","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.27","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.26"},{"name":"StatefulSetRecreateStrategy","stages":[{"version":"1.37","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"StatefulSetSemanticRevisionComparison","stages":[{"version":"1.0","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"StatefulSetStartOrdinal","stages":[{"version":"1.26","stage":"Alpha","default":false,"locked":null},{"version":"1.27","stage":"Beta","default":true,"locked":null},{"version":"1.31","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.35","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"absent from feature_list.md 1.35-late (kubernetes/kubernetes 0e2e62fb) and every later list; the website page is not yet marked removed; removed-feature-gates-by-release.tsv: <=1.35 (likely 1.35)"},{"name":"StorageCapacityScoring","stages":[{"version":"1.33","stage":"Alpha","default":false,"locked":false},{"version":"1.37","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"StorageNamespaceIndex","stages":[{"version":"1.30","stage":"Beta","default":true,"locked":false},{"version":"1.33","stage":"Deprecated","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"StorageObjectInUseProtection","stages":[{"version":"1.10","stage":"Beta","default":true,"locked":null},{"version":"1.11","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.25","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.24"},{"name":"StorageVersionAPI","stages":[{"version":"1.20","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"StorageVersionHash","stages":[{"version":"1.14","stage":"Alpha","default":false,"locked":false},{"version":"1.15","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"StorageVersionMigrator","stages":[{"version":"1.30","stage":"Alpha","default":false,"locked":false},{"version":"1.35","stage":"Beta","default":false,"locked":false},{"version":"1.37","stage":"GA","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"StreamingCollectionEncodingToJSON","stages":[{"version":"1.33","stage":"Beta","default":true,"locked":false},{"version":"1.34","stage":"GA","default":true,"locked":true}],"removed":true,"removedIn":"1.37","mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c)","removalSource":"present in versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c), absent in versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40)"},{"name":"StreamingCollectionEncodingToProtobuf","stages":[{"version":"1.33","stage":"Beta","default":true,"locked":false},{"version":"1.34","stage":"GA","default":true,"locked":true}],"removed":true,"removedIn":"1.37","mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c); website feature gate pages 2026-01-22 differ (website: Alpha 1.33 on, GA 1.34 on locked; list used)","removalSource":"present in versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c), absent in versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40)"},{"name":"StreamingProxyRedirects","stages":[{"version":"1.5","stage":"Beta","default":false,"locked":null},{"version":"1.6","stage":"Beta","default":true,"locked":null},{"version":"1.18","stage":"Deprecated","default":true,"locked":null},{"version":"1.22","stage":"Deprecated","default":false,"locked":null}],"removed":true,"removedIn":"1.25","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.24"},{"name":"StrictCostEnforcementForVAP","stages":[{"version":"1.30","stage":"Beta","default":false,"locked":null},{"version":"1.32","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.35","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"absent from feature_list.md 1.35-late (kubernetes/kubernetes 0e2e62fb) and every later list; the website page is not yet marked removed; removed-feature-gates-by-release.tsv: <=1.35 (likely 1.35)"},{"name":"StrictCostEnforcementForWebhooks","stages":[{"version":"1.31","stage":"Beta","default":false,"locked":null},{"version":"1.32","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.35","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"absent from feature_list.md 1.35-late (kubernetes/kubernetes 0e2e62fb) and every later list; the website page is not yet marked removed; removed-feature-gates-by-release.tsv: <=1.35 (likely 1.35)"},{"name":"StrictIPCIDRValidation","stages":[{"version":"1.33","stage":"Alpha","default":false,"locked":false},{"version":"1.36","stage":"Beta","default":true,"locked":false},{"version":"1.38","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"StructuredAuthenticationConfiguration","stages":[{"version":"1.29","stage":"Alpha","default":false,"locked":false},{"version":"1.30","stage":"Beta","default":true,"locked":false},{"version":"1.34","stage":"GA","default":true,"locked":true}],"removed":true,"removedIn":"1.37","mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c)","removalSource":"present in versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c), absent in versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40)"},{"name":"StructuredAuthenticationConfigurationEgressSelector","stages":[{"version":"1.34","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"StructuredAuthenticationConfigurationJWKSMetrics","stages":[{"version":"1.35","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"StructuredAuthorizationConfiguration","stages":[{"version":"1.29","stage":"Alpha","default":false,"locked":null},{"version":"1.30","stage":"Beta","default":true,"locked":null},{"version":"1.32","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.36","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384) for the stages","removalSource":"present in feature_list.md 1.35-late (kubernetes/kubernetes 0e2e62fb), absent in versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c) and versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40) and versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"SupplementalGroupsPolicy","stages":[{"version":"1.31","stage":"Alpha","default":false,"locked":false},{"version":"1.33","stage":"Beta","default":true,"locked":false},{"version":"1.35","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70); website feature gate pages 2026-01-22 differ (website: Alpha 1.31 off, Beta 1.33 on; list used)"},{"name":"SupportIPVSProxyMode","stages":[{"version":"1.8","stage":"Alpha","default":false,"locked":null},{"version":"1.9","stage":"Beta","default":false,"locked":null},{"version":"1.10","stage":"Beta","default":true,"locked":null},{"version":"1.11","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.21","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.20"},{"name":"SupportNodePidsLimit","stages":[{"version":"1.14","stage":"Alpha","default":false,"locked":null},{"version":"1.15","stage":"Beta","default":true,"locked":null},{"version":"1.20","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.24","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.23"},{"name":"SupportPodPidsLimit","stages":[{"version":"1.10","stage":"Alpha","default":false,"locked":null},{"version":"1.14","stage":"Beta","default":true,"locked":null},{"version":"1.20","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.24","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.23"},{"name":"SuspendJob","stages":[{"version":"1.21","stage":"Alpha","default":false,"locked":null},{"version":"1.22","stage":"Beta","default":true,"locked":null},{"version":"1.24","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.26","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.25"},{"name":"Sysctls","stages":[{"version":"1.11","stage":"Beta","default":true,"locked":null},{"version":"1.21","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.23","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.22"},{"name":"SystemdWatchdog","stages":[{"version":"1.32","stage":"Beta","default":true,"locked":false},{"version":"1.35","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70); website feature gate pages 2026-01-22 differ (website: Beta 1.32 on; list used)"},{"name":"TaintBasedEvictions","stages":[{"version":"1.6","stage":"Alpha","default":false,"locked":null},{"version":"1.13","stage":"Beta","default":true,"locked":null},{"version":"1.18","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.21","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.20"},{"name":"TaintNodesByCondition","stages":[{"version":"1.8","stage":"Alpha","default":false,"locked":null},{"version":"1.12","stage":"Beta","default":true,"locked":null},{"version":"1.17","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.19","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.18"},{"name":"TaintTolerationComparisonOperators","stages":[{"version":"1.35","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"TokenRequest","stages":[{"version":"1.10","stage":"Alpha","default":false,"locked":null},{"version":"1.12","stage":"Beta","default":true,"locked":null},{"version":"1.20","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.22","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.21"},{"name":"TokenRequestProjection","stages":[{"version":"1.11","stage":"Alpha","default":false,"locked":null},{"version":"1.12","stage":"Beta","default":true,"locked":null},{"version":"1.20","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.22","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.21"},{"name":"TokenRequestServiceAccountUIDValidation","stages":[{"version":"1.34","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"TopologyAwareHints","stages":[{"version":"1.21","stage":"Alpha","default":false,"locked":null},{"version":"1.23","stage":"Beta","default":false,"locked":null},{"version":"1.24","stage":"Beta","default":true,"locked":null},{"version":"1.33","stage":"GA","default":true,"locked":true}],"removed":true,"removedIn":"1.36","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384) for the stages","removalSource":"present in feature_list.md 1.35-late (kubernetes/kubernetes 0e2e62fb), absent in versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c) and versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40) and versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"TopologyAwareWorkloadScheduling","stages":[{"version":"1.36","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"TopologyManager","stages":[{"version":"1.16","stage":"Alpha","default":false,"locked":null},{"version":"1.18","stage":"Beta","default":true,"locked":null},{"version":"1.27","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.29","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.28"},{"name":"TopologyManagerPolicyAlphaOptions","stages":[{"version":"1.26","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"TopologyManagerPolicyBetaOptions","stages":[{"version":"1.26","stage":"Beta","default":false,"locked":false},{"version":"1.28","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"TopologyManagerPolicyOptions","stages":[{"version":"1.26","stage":"Alpha","default":false,"locked":false},{"version":"1.28","stage":"Beta","default":true,"locked":false},{"version":"1.32","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"TranslateStreamCloseWebsocketRequests","stages":[{"version":"1.29","stage":"Alpha","default":false,"locked":false},{"version":"1.30","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"TTLAfterFinished","stages":[{"version":"1.12","stage":"Alpha","default":false,"locked":null},{"version":"1.21","stage":"Beta","default":true,"locked":null},{"version":"1.23","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.25","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.24"},{"name":"UnauthenticatedHTTP2DOSMitigation","stages":[{"version":"1.25","stage":"Beta","default":false,"locked":false},{"version":"1.29","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70); website feature gate pages 2026-01-22 differ (website: Beta 1.28 off, Beta 1.29 on; list used)"},{"name":"UnknownVersionInteroperabilityProxy","stages":[{"version":"1.28","stage":"Alpha","default":false,"locked":false},{"version":"1.36","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"UserNamespacesHostNetworkSupport","stages":[{"version":"1.35","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"UserNamespacesPodSecurityStandards","stages":[{"version":"1.29","stage":"Alpha","default":false,"locked":null}],"removed":true,"removedIn":"1.35","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.34"},{"name":"UserNamespacesStatelessPodsSupport","stages":[{"version":"1.25","stage":"Alpha","default":false,"locked":null}],"removed":true,"removedIn":"1.28","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.27"},{"name":"UserNamespacesSupport","stages":[{"version":"1.25","stage":"Alpha","default":false,"locked":false},{"version":"1.30","stage":"Beta","default":false,"locked":false},{"version":"1.33","stage":"Beta","default":true,"locked":false},{"version":"1.36","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70); website feature gate pages 2026-01-22 differ (website: Alpha 1.28 off, Beta 1.30 off, Beta 1.33 on; list used)"},{"name":"ValidateProxyRedirects","stages":[{"version":"1.12","stage":"Alpha","default":false,"locked":null},{"version":"1.14","stage":"Beta","default":true,"locked":null},{"version":"1.22","stage":"Deprecated","default":true,"locked":null}],"removed":true,"removedIn":"1.25","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.24"},{"name":"ValidatingAdmissionPolicy","stages":[{"version":"1.26","stage":"Alpha","default":false,"locked":null},{"version":"1.28","stage":"Beta","default":false,"locked":null},{"version":"1.30","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.32","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.31"},{"name":"VolumeAttributesClass","stages":[{"version":"1.29","stage":"Alpha","default":false,"locked":false},{"version":"1.31","stage":"Beta","default":false,"locked":false},{"version":"1.34","stage":"GA","default":true,"locked":false},{"version":"1.36","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"VolumeBindMountOptions","stages":[{"version":"1.37","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"VolumeCapacityPriority","stages":[{"version":"1.21","stage":"Alpha","default":false,"locked":null}],"removed":true,"removedIn":"1.33","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.32"},{"name":"VolumeLimitScaling","stages":[{"version":"1.35","stage":"Alpha","default":false,"locked":false},{"version":"1.37","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"VolumePVCDataSource","stages":[{"version":"1.15","stage":"Alpha","default":false,"locked":null},{"version":"1.16","stage":"Beta","default":true,"locked":null},{"version":"1.18","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.22","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.21"},{"name":"VolumeScheduling","stages":[{"version":"1.9","stage":"Alpha","default":false,"locked":null},{"version":"1.10","stage":"Beta","default":true,"locked":null},{"version":"1.13","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.17","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.16"},{"name":"VolumeSnapshotDataSource","stages":[{"version":"1.12","stage":"Alpha","default":false,"locked":null},{"version":"1.17","stage":"Beta","default":true,"locked":null},{"version":"1.20","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.23","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.22"},{"name":"VolumeSubpath","stages":[{"version":"1.10","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.25","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.24"},{"name":"VolumeSubpathEnvExpansion","stages":[{"version":"1.14","stage":"Alpha","default":false,"locked":null},{"version":"1.15","stage":"Beta","default":true,"locked":null},{"version":"1.17","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.25","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.24"},{"name":"WarningHeaders","stages":[{"version":"1.19","stage":"Beta","default":true,"locked":null},{"version":"1.22","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.25","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.24"},{"name":"WatchBookmark","stages":[{"version":"1.15","stage":"Alpha","default":false,"locked":null},{"version":"1.16","stage":"Beta","default":true,"locked":null},{"version":"1.17","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.33","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.32"},{"name":"WatchCacheInitializationPostStartHook","stages":[{"version":"1.31","stage":"Beta","default":false,"locked":false},{"version":"1.36","stage":"Beta","default":true,"locked":false},{"version":"1.37","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"WatchCacheStallResume","stages":[{"version":"1.37","stage":"Alpha","default":false,"locked":false}],"removed":true,"removedIn":"1.38","mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40)","removalSource":"present in versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40), absent in versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70); versioned_feature_list.yaml 1.37-dev is a development copy: the removal landed after it and no later than versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2), so it may already be in 1.37.0"},{"name":"WatchFromStorageWithoutResourceVersion","stages":[{"version":"1.30","stage":"Beta","default":false,"locked":null},{"version":"1.33","stage":"Deprecated","default":false,"locked":null}],"removed":true,"removedIn":"1.36","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384) for the stages","removalSource":"present in feature_list.md 1.35-late (kubernetes/kubernetes 0e2e62fb), absent in versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c) and versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40) and versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70); confirmed: CHANGELOG-1.36 (008b3652): gate removed (#136066)"},{"name":"WatchList","stages":[{"version":"1.27","stage":"Alpha","default":false,"locked":false},{"version":"1.32","stage":"Beta","default":true,"locked":false},{"version":"1.33","stage":"Beta","default":false,"locked":false},{"version":"1.34","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"WatchListClient","stages":[{"version":"1.30","stage":"Beta","default":false,"locked":null},{"version":"1.35","stage":"Beta","default":true,"locked":null}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":true,"source":"client-go gate: feature_list.md 1.35-late (0e2e62fb); website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384) for the stages; not in versioned_feature_list.yaml, so later removal cannot be checked"},{"name":"WatchListCompression","stages":[{"version":"1.37","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"WebhookRoundTripLoadBalancing","stages":[{"version":"1.37","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"WindowsCPUAndMemoryAffinity","stages":[{"version":"1.32","stage":"Alpha","default":false,"locked":false},{"version":"1.38","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"WindowsEndpointSliceProxying","stages":[{"version":"1.19","stage":"Alpha","default":false,"locked":null},{"version":"1.21","stage":"Beta","default":true,"locked":null},{"version":"1.22","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.25","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.24"},{"name":"WindowsGMSA","stages":[{"version":"1.14","stage":"Alpha","default":false,"locked":null},{"version":"1.16","stage":"Beta","default":true,"locked":null},{"version":"1.18","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.19","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.18"},{"name":"WindowsGracefulNodeShutdown","stages":[{"version":"1.32","stage":"Alpha","default":false,"locked":false},{"version":"1.34","stage":"Beta","default":true,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"WindowsHostNetwork","stages":[{"version":"1.26","stage":"Alpha","default":false,"locked":false},{"version":"1.33","stage":"Deprecated","default":false,"locked":false}],"removed":true,"removedIn":"1.38","mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40); website feature gate pages 2026-01-22 differ (website: Alpha 1.26 on, Deprecated 1.33 off; list used)","removalSource":"present in versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40), absent in versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70); confirmed: CHANGELOG-1.38 v1.38.0-alpha.1 (kubernetes/kubernetes 0411cc70): Removed the deprecated `WindowsHostNetwork` feature gate (KEP-3503, withdrawn) (#142018)"},{"name":"WindowsHostProcessContainers","stages":[{"version":"1.22","stage":"Alpha","default":false,"locked":null},{"version":"1.23","stage":"Beta","default":true,"locked":null},{"version":"1.26","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.28","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.27"},{"name":"WindowsRunAsUserName","stages":[{"version":"1.16","stage":"Alpha","default":false,"locked":null},{"version":"1.17","stage":"Beta","default":true,"locked":null},{"version":"1.18","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.21","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.20"},{"name":"WinDSR","stages":[{"version":"1.14","stage":"Alpha","default":false,"locked":false},{"version":"1.33","stage":"Beta","default":true,"locked":false},{"version":"1.34","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"WinOverlay","stages":[{"version":"1.14","stage":"Alpha","default":false,"locked":false},{"version":"1.20","stage":"Beta","default":true,"locked":false},{"version":"1.34","stage":"GA","default":true,"locked":true}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"WorkloadAwarePreemption","stages":[{"version":"1.36","stage":"Alpha","default":false,"locked":false}],"removed":true,"removedIn":"1.37","mergedInto":"GenericWorkload","clientGo":false,"source":"versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c); merged into GenericWorkload: KEP-4671 README \'Feature gates merge in v1.37\' (kubernetes/enhancements 64765b4b); KEP-5710 kep.yaml feature-gates = GenericWorkload","removalSource":"present in versioned_feature_list.yaml \u22481.36 (OpenShift) (openshift/kubernetes 0b0e324c), absent in versioned_feature_list.yaml 1.37-dev (kubernetes/kubernetes via rpb-ant a47c9d40)"},{"name":"WorkloadWithJob","stages":[{"version":"1.36","stage":"Alpha","default":false,"locked":false}],"removed":false,"removedIn":null,"mergedInto":null,"clientGo":false,"source":"versioned_feature_list.yaml 1.38-dev (after v1.38.0-alpha.2) (kubernetes/kubernetes 0411cc70)"},{"name":"ZeroLimitedNominalConcurrencyShares","stages":[{"version":"1.29","stage":"Beta","default":false,"locked":null},{"version":"1.30","stage":"GA","default":true,"locked":null}],"removed":true,"removedIn":"1.32","mergedInto":null,"clientGo":false,"source":"website feature gate pages 2026-01-22 (kubernetes/website via Andygol/k8s-website 5a52c384)","removalSource":"website marks removed; last release with the gate 1.31"}]}', "rules/_data/known-unchecked.json": '{"changes":[{"release":"1.33","pr":128184,"note":"deprecation","change":"The alpha scheduler gate `VolumeCapacityPriority` is removed; the new alpha gate `StorageCapacityScoring` replaces it and scores nodes the other way round (most free capacity first instead of least).","checkedBy":"removed-feature-gate","source":"CHANGELOG-1.33 v1.33.0 [API Change + Deprecation + Feature]; kubernetes/kubernetes#128184"},{"release":"1.33","pr":128810,"note":"removal","change":"kube-scheduler adds the metric `scheduler_cache_size` and deprecates `scheduler_scheduler_cache_size`, announced for removal in 1.34.","checkedBy":"renamed-metrics","source":"CHANGELOG-1.33 v1.33.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#128810"},{"release":"1.33","pr":128906,"note":"removal","change":"kube-scheduler\'s deprecated metric `pod_scheduling_duration_seconds` is removed; `pod_scheduling_sli_duration_seconds` replaces it.","checkedBy":"renamed-metrics","source":"CHANGELOG-1.33 v1.33.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#128906"},{"release":"1.33","pr":128971,"note":"urgent","change":"`MultiCIDRServiceAllocator` is GA (ServiceCIDR objects define the cluster\'s Service ranges) and `DisableAllocatorDualWrite` beta; distributions that manage the Service CIDR are advised to restrict new ServiceCIDRs, for example with a ValidatingAdmissionPolicy.","reason":"Advice to distributions, not a break: existing Services and the configured Service range keep working. Whether to restrict who may add ServiceCIDRs is the cluster owner\'s policy, which no object shows as wrong.","source":"CHANGELOG-1.33 v1.33.0 [Urgent Upgrade Notes]; kubernetes/kubernetes#128971"},{"release":"1.33","pr":129023,"note":"urgent","change":"The scheduler framework\'s action type `UpdatePodTolerations` is renamed `UpdatePodToleration`; out-of-tree plugins must follow.","reason":"The Go API of scheduler plugins: it is in the plugins\' source code, not in manifests.","source":"CHANGELOG-1.33 v1.33.0 [Urgent Upgrade Notes]; kubernetes/kubernetes#129023"},{"release":"1.33","pr":129131,"note":"removal","change":"kubeadm no longer runs its preflight checks for `ip`, `iptables`, `ethtool` and `tc` on Linux nodes.","reason":"Checks dropped from kubeadm preflight: nothing that passed before fails now, and no configuration refers to them.","source":"CHANGELOG-1.33 v1.33.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#129131"},{"release":"1.33","pr":129186,"note":"removal","change":"kube-apiserver drops the serving code of `authentication.k8s.io/v1alpha1`, which had been inactive since the version stopped being served in 1.32.","checkedBy":"removed-api","source":"CHANGELOG-1.33 v1.33.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#129186"},{"release":"1.33","pr":129207,"note":"removal","change":"kube-apiserver drops `admissionregistration.k8s.io/v1alpha1` ValidatingAdmissionPolicy and ValidatingAdmissionPolicyBinding, not served since 1.32 (k8s.io/api prerelease lifecycle).","checkedBy":"removed-api","source":"CHANGELOG-1.33 v1.33.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#129207"},{"release":"1.33","pr":129278,"note":"removal","change":"kubeadm upgrade removes `--container-runtime-endpoint` from `/var/lib/kubelet/kubeadm-flags.env` when kubeadm\'s `NodeLocalCRISocket` gate is on.","reason":"kubeadm rewrites its own generated file during the upgrade (the socket moves to the per-node instance configuration); nothing a user writes breaks.","source":"CHANGELOG-1.33 v1.33.0 [Feature]; kubernetes/kubernetes#129278"},{"release":"1.33","pr":129279,"note":"removal","change":"kubeadm upgrade removes the `kubeadm.alpha.kubernetes.io/cri-socket` Node annotation when kubeadm\'s `NodeLocalCRISocket` gate is on.","reason":"kubeadm migrates its own annotation during the upgrade; what could break is a script or tool that reads the annotation, which is in that program, not in manifests.","source":"CHANGELOG-1.33 v1.33.0 [Feature]; kubernetes/kubernetes#129279"},{"release":"1.33","pr":129295,"note":"removal","change":"The GA feature gate `PersistentVolumeLastPhaseTransitionTime` is removed.","checkedBy":"removed-feature-gate","source":"CHANGELOG-1.33 v1.33.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#129295"},{"release":"1.33","pr":129296,"note":"removal","change":"The GA feature gate `CPUManager` is removed.","checkedBy":"removed-feature-gate","source":"CHANGELOG-1.33 v1.33.0 [API Change]; kubernetes/kubernetes#129296"},{"release":"1.33","pr":129317,"note":"removal","change":"kubeadm no longer runs its preflight check for `touch` on Linux nodes.","reason":"A check dropped from kubeadm preflight: nothing that passed before fails now.","source":"CHANGELOG-1.33 v1.33.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#129317"},{"release":"1.33","pr":129370,"note":"urgent","change":"CSI drivers calling `IsLikelyNotMountPoint` (k8s.io/mount-utils) must not read `false` as \\"is a mount point\\": irregular files that are not mount points are a possible result.","reason":"A change to a Go library that CSI drivers link: it is in the drivers\' code, not in any manifest or API object. Check the release notes of your CSI drivers.","source":"CHANGELOG-1.33 v1.33.0 [Urgent Upgrade Notes]; kubernetes/kubernetes#129370"},{"release":"1.33","pr":129375,"note":"removal","change":"The GA feature gate `AppArmor` is removed.","checkedBy":"removed-feature-gate","source":"CHANGELOG-1.33 v1.33.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#129375"},{"release":"1.33","pr":129450,"note":"removal","change":"kubeadm drops its preflight check for `nsenter` and adds one for `losetup` on Linux nodes (the kubelet needs it to keep block devices open).","reason":"Whether `losetup` is installed is a fact of each node\'s operating system image, neither in manifests nor exposed by the API; kubeadm\'s own preflight reports it on the node.","source":"CHANGELOG-1.33 v1.33.0 [Feature]; kubernetes/kubernetes#129450"},{"release":"1.33","pr":129497,"note":"removal","change":"The GA feature gate `AppArmorFields` is removed.","checkedBy":"removed-feature-gate","source":"CHANGELOG-1.33 v1.33.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#129497"},{"release":"1.33","pr":129498,"note":"removal","change":"The GA feature gate `JobPodFailurePolicy` is removed.","checkedBy":"removed-feature-gate","source":"CHANGELOG-1.33 v1.33.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#129498"},{"release":"1.33","pr":129500,"note":"removal","change":"The GA feature gate `PDBUnhealthyPodEvictionPolicy` is removed.","checkedBy":"removed-feature-gate","source":"CHANGELOG-1.33 v1.33.0 [API Change]; kubernetes/kubernetes#129500"},{"release":"1.33","pr":129589,"note":"removal","change":"kubeadm\'s feature gate `EtcdLearnerMode`, GA in 1.32, is removed.","checkedBy":"removed-config-api","source":"CHANGELOG-1.33 v1.33.0 [Feature]; kubernetes/kubernetes#129589"},{"release":"1.33","pr":129692,"note":"removal","change":"The GA feature gate `KubeProxyDrainingTerminatingNodes` is removed.","checkedBy":"removed-feature-gate","source":"CHANGELOG-1.33 v1.33.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#129692"},{"release":"1.33","pr":129731,"note":"removal","change":"`SidecarContainers` is GA and its gate locked on, with removal announced for 1.36.","checkedBy":"locked-feature-gate","source":"CHANGELOG-1.33 v1.33.0 [Feature]; kubernetes/kubernetes#129731"},{"release":"1.33","pr":129930,"note":"deprecation","change":"The apiserver gate `WatchFromStorageWithoutResourceVersion` is deprecated and locked off: it can no longer be turned on.","reason":"Setting it is reported from 1.36, when the gate is removed (removed-feature-gate). For 1.33 to 1.35 the gate data, taken from the website pages for a removed gate, records no lock, so `=true` is not reported there.","source":"CHANGELOG-1.33 v1.33.0 [Other (Cleanup or Flake) + Deprecation]; kubernetes/kubernetes#129930"},{"release":"1.33","pr":129970,"note":"removal","change":"`resource.k8s.io/v1beta1` is deprecated in favour of `v1beta2`; the note announced removal in 1.36, while the k8s.io/api prerelease lifecycle of v0.33.0 to v0.36.0 gives deprecation in 1.35 and removal in 1.38.","checkedBy":"deprecated-api","source":"CHANGELOG-1.33 v1.33.0 [API Change]; kubernetes/kubernetes#129970"},{"release":"1.33","pr":130058,"note":"removal","change":"New temporary gate `LegacySidecarContainers` (off by default) keeps the code path from before `SidecarContainers`; it exists in 1.33 only and is removed in 1.34.","reason":"A temporary gate, off by default, that only 1.33 has: no versioned feature list of 1.33 was read, so the gate is not in the data and a setting of it is not reported; remove it before 1.34.","source":"CHANGELOG-1.33 v1.33.0 [Feature]; kubernetes/kubernetes#130058"},{"release":"1.33","pr":130098,"note":"deprecation","change":"The core `v1` Endpoints API is deprecated in favour of EndpointSlice; it stays supported and will not be removed.","checkedBy":"endpoints-deprecated","source":"CHANGELOG-1.33 v1.33.0 [API Change + Deprecation + Documentation]; kubernetes/kubernetes#130098"},{"release":"1.33","pr":130162,"note":"removal","change":"kube-apiserver\'s deprecated `--cloud-provider` and `--cloud-config` flags are removed, and so are the GA gates `DisableCloudProviders` and `DisableKubeletCloudCredentialProviders` (removed-feature-gate reports the gates).","checkedBy":"removed-flag","source":"CHANGELOG-1.33 v1.33.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#130162"},{"release":"1.33","pr":130250,"note":"removal","change":"Alpha support for host-network Windows containers (gate `WindowsHostNetwork`, off by default) is removed; the gate stays, deprecated, until 1.38.","reason":"Only clusters that turned the alpha gate on were concerned, and what a Windows pod with `hostNetwork: true` gets instead on 1.33 was not read from the source, so a finding could not say what breaks. The gate itself is reported by removed-feature-gate at its removal.","source":"CHANGELOG-1.33 v1.33.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#130250"},{"release":"1.33","pr":130290,"note":"removal","change":"New CPU manager static policy option `strict-cpu-reservation` keeps the reserved CPUs for system daemons and interrupts only.","reason":"A new opt-in option: nothing existing changes.","source":"CHANGELOG-1.33 v1.33.0 [Feature]; kubernetes/kubernetes#130290"},{"release":"1.33","pr":130401,"note":"urgent","change":"kube-proxy in nftables mode skips its kernel version check only when `KUBE_PROXY_NFTABLES_SKIP_KERNEL_VERSION_CHECK` is set to a non-empty value (before, being set at all was enough).","reason":"An empty value only matters on nodes whose kernel is older than nftables mode needs: the kernel of the nodes kube-proxy runs on is not in the manifests, so a finding could not tell a broken node from a harmless setting.","source":"CHANGELOG-1.33 v1.33.0 [Urgent Upgrade Notes]; kubernetes/kubernetes#130401"},{"release":"1.33","pr":130711,"note":"urgent","change":"New alpha kubelet gate `ReduceDefaultCrashLoopBackOffDecay` shortens the CrashLoopBackOff delay (1 s initial, 60 s maximum), with a rule for how it combines with `KubeletCrashLoopBackOffMax` and a node\'s `crashLoopBackOff.maxContainerRestartPeriod`.","reason":"An opt-in alpha gate (still alpha and off by default in 1.37): nothing changes on upgrade unless it is set, and a configuration that sets it has chosen the new behaviour.","source":"CHANGELOG-1.33 v1.33.0 [Urgent Upgrade Notes]; kubernetes/kubernetes#130711"},{"release":"1.33","pr":130733,"note":"deprecation","change":"The Pod field `status.resize` is deprecated and no longer set; the `PodResizePending` and `PodResizeInProgress` conditions report a resize instead.","reason":"A status field the kubelet writes: what breaks is a program or script that reads it, which is in that program\'s code, not in manifests.","source":"CHANGELOG-1.33 v1.33.0 [API Change + Deprecation + Feature]; kubernetes/kubernetes#130733"},{"release":"1.33","pr":130742,"note":"deprecation","change":"EndpointSlice hints are GA; the beta Service annotation `service.kubernetes.io/topology-mode` is deprecated in favour of `spec.trafficDistribution` and keeps working.","checkedBy":"topology-mode-annotation","source":"CHANGELOG-1.33 v1.33.0 [Other (Cleanup or Flake) + Deprecation + Documentation + Feature]; kubernetes/kubernetes#130742"},{"release":"1.34","pr":122384,"note":"removal","change":"The kubelet\'s deprecated `--register-schedulable` flag is removed.","checkedBy":"removed-flag","source":"CHANGELOG-1.34 v1.34.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#122384"},{"release":"1.34","pr":127667,"note":"removal","change":"kube-log-runner gains `-log-file-size`, `-log-file-age` and `-flush-interval`.","reason":"New options of a helper binary: nothing existing changes.","source":"CHANGELOG-1.34 v1.34.0 [API Change]; kubernetes/kubernetes#127667"},{"release":"1.34","pr":128653,"note":"removal","change":"k8s.io/cri-api drops its deprecated gogo protobuf definitions in favour of google.golang.org/protobuf.","reason":"A change to a Go library (k8s.io/cri-api): it is in programs\' code, not in manifests, component configurations or API objects.","source":"CHANGELOG-1.34 v1.34.0 [API Change]; kubernetes/kubernetes#128653"},{"release":"1.34","pr":129501,"note":"removal","change":"The GA feature gate `PodDisruptionConditions` is removed.","checkedBy":"removed-feature-gate","source":"CHANGELOG-1.34 v1.34.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#129501"},{"release":"1.34","pr":130161,"note":"urgent","change":"The kubelet\'s deprecated `--cloud-config` flag is removed.","checkedBy":"removed-flag","source":"CHANGELOG-1.34 v1.34.0 [Urgent Upgrade Notes]; kubernetes/kubernetes#130161"},{"release":"1.34","pr":130720,"note":"urgent","change":"The scheduling framework passes the NodeInfo list to PreFilter plugins; their implementations must accept it.","reason":"The Go API of scheduler plugins: it is in the plugins\' source code, not in manifests.","source":"CHANGELOG-1.34 v1.34.0 [Urgent Upgrade Notes]; kubernetes/kubernetes#130720"},{"release":"1.34","pr":130994,"note":"removal","change":"The API documentation of Pod `hostNetwork` drops a wrong statement about ports being required.","reason":"A documentation fix: the API accepts and does the same as before.","source":"CHANGELOG-1.34 v1.34.0 [API Change]; kubernetes/kubernetes#130994"},{"release":"1.34","pr":131085,"note":"deprecation","change":"The cloud-provider service controller reads the value of the `node.kubernetes.io/exclude-from-external-load-balancers` label: `false` now includes the node in cloud load balancers, where any value used to exclude it.","checkedBy":"node-lb-exclusion-label","source":"CHANGELOG-1.34 v1.34.0 [Bug or Regression + Deprecation + Documentation]; kubernetes/kubernetes#131085"},{"release":"1.34","pr":131215,"note":"urgent","change":"The default API Priority and Fairness configuration drops the `endpoint-controller` and `workload-leader-election` FlowSchemas; workloads electing leaders through `configmapsleases` or `endpointsleases` locks must move to `leases`.","checkedBy":"leader-election-legacy-lock","source":"CHANGELOG-1.34 v1.34.0 [Urgent Upgrade Notes]; kubernetes/kubernetes#131215"},{"release":"1.34","pr":131425,"note":"removal","change":"kube-scheduler\'s deprecated metric `scheduler_scheduler_cache_size` is removed in favour of `scheduler_cache_size`.","checkedBy":"renamed-metrics","source":"CHANGELOG-1.34 v1.34.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#131425"},{"release":"1.34","pr":131463,"note":"removal","change":"The temporary feature gate `LegacySidecarContainers` (1.33 only) is removed.","reason":"The gate existed only in 1.33 and is not in the gate data (no versioned feature list of 1.33 was read), so a setting of it is not reported as removed.","source":"CHANGELOG-1.34 v1.34.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#131463"},{"release":"1.34","pr":131647,"note":"deprecation","change":"kubeadm\'s command line exposes only the klog flags `-v` and `-vmodule`.","reason":"kubeadm\'s own command-line flags are typed on the command line or in scripts, not written in any file this tool reads.","source":"CHANGELOG-1.34 v1.34.0 [Deprecation]; kubernetes/kubernetes#131647"},{"release":"1.34","pr":131741,"note":"deprecation","change":"The `preferences` field of kubeconfig files is deprecated in favour of kuberc.","reason":"A field of kubeconfig files, which live on workstations and CI runners rather than in manifests or the cluster; kubectl still reads it and no removal release is announced.","source":"CHANGELOG-1.34 v1.34.0 [API Change + Other (Cleanup or Flake) + Deprecation + Documentation + Feature]; kubernetes/kubernetes#131741"},{"release":"1.34","pr":131837,"note":"urgent","change":"The kubelet refuses static pods that reference API objects.","checkedBy":"static-pod-api-reference","source":"CHANGELOG-1.34 v1.34.0 [Urgent Upgrade Notes]; kubernetes/kubernetes#131837"},{"release":"1.34","pr":131845,"note":"urgent","change":"API server and etcd storage metrics change labels: `apiserver_cache_list_*` swap `resource_prefix` for `group` and `resource`; `etcd_request_duration_seconds`, `etcd_requests_total` and `etcd_request_errors_total` swap `type` for `resource` and `group`; `apiserver_watch_events_sizes` and `_total` swap `kind` for `resource`; about twenty further watch-cache and storage metrics move the API group out of `resource` into a new `group` label.","reason":"The metric names stay: what breaks is a selector or a `by (...)` clause on an old label, which needs the PromQL of each query parsed per metric. renamed-metrics matches names only.","source":"CHANGELOG-1.34 v1.34.0 [Urgent Upgrade Notes]; kubernetes/kubernetes#131845"},{"release":"1.34","pr":131981,"note":"removal","change":"kubeadm\'s `NodeLocalCRISocket` gate is beta and on by default: kubeadm writes the CRI socket into `/var/lib/kubelet/instance-config.yaml` and, on upgrade, removes the `kubeadm.alpha.kubernetes.io/cri-socket` Node annotation and `--container-runtime-endpoint` from kubeadm-flags.env.","reason":"kubeadm migrates its own files and annotation during the upgrade; what could break is a tool that reads the annotation, which is in that tool\'s code, not in manifests.","source":"CHANGELOG-1.34 v1.34.0 [Feature]; kubernetes/kubernetes#131981"},{"release":"1.34","pr":131989,"note":"urgent","change":"AppArmor profiles set in a Pod\'s or container\'s `securityContext` are no longer copied into the deprecated `container.apparmor.security.beta.kubernetes.io/` annotations; whatever reads those annotations must read the fields.","reason":"Pods keep their profiles: what breaks is a reader of the annotations (an admission policy, an audit script, a security scanner). Policies that mention the annotation can be found by their text, but whether one also reads the fields takes reading its logic, which differs per policy engine.","source":"CHANGELOG-1.34 v1.34.0 [Urgent Upgrade Notes]; kubernetes/kubernetes#131989"},{"release":"1.34","pr":131996,"note":"removal","change":"The DRA namespace label that allows admin access is renamed from `resource.k8s.io/admin-access` to `resource.kubernetes.io/admin-access`.","checkedBy":"dra-admin-access-label","source":"CHANGELOG-1.34 v1.34.0 [API Change]; kubernetes/kubernetes#131996"},{"release":"1.34","pr":132000,"note":"urgent","change":"`resource.k8s.io/v1alpha3` keeps only DeviceTaintRule; ResourceClaims, ResourceClaimTemplates, DeviceClasses and ResourceSlices stored by Kubernetes before 1.32 must be deleted and recreated before the upgrade.","reason":"Manifests in `v1alpha3` are reported by removed-api; what the note asks about is how objects are encoded in etcd, which the API does not expose (every read returns them in a served version), so a finding could not tell an object stored before 1.32 from a newer one.","source":"CHANGELOG-1.34 v1.34.0 [Urgent Upgrade Notes]; kubernetes/kubernetes#132000"},{"release":"1.34","pr":132058,"note":"removal","change":"The kubelet also cleans up a DRA driver\'s ResourceSlices when the driver was removed forcibly or crashed.","reason":"A bug fix that changes no accepted input.","source":"CHANGELOG-1.34 v1.34.0 [Feature]; kubernetes/kubernetes#132058"},{"release":"1.34","pr":132080,"note":"deprecation","change":"kubeadm prefixes the errors it prints with `error:`.","reason":"Output wording of a command: it matters only to scripts that parse kubeadm\'s output, which are not manifests.","source":"CHANGELOG-1.34 v1.34.0 [Other (Cleanup or Flake) + Deprecation]; kubernetes/kubernetes#132080"},{"release":"1.34","pr":132083,"note":"removal","change":"The GA feature gate `DevicePluginCDIDevices` is removed.","checkedBy":"removed-feature-gate","source":"CHANGELOG-1.34 v1.34.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#132083"},{"release":"1.34","pr":132149,"note":"removal","change":"The metadata client\'s `List()` drops support for API streaming.","reason":"A change to a Go library (client-go): it is in programs\' code, not in manifests, component configurations or API objects.","source":"CHANGELOG-1.34 v1.34.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#132149"},{"release":"1.34","pr":132173,"note":"removal","change":"`JobPodReplacementPolicy` is GA and its gate locked on.","checkedBy":"locked-feature-gate","source":"CHANGELOG-1.34 v1.34.0 [API Change]; kubernetes/kubernetes#132173"},{"release":"1.34","pr":132229,"note":"removal","change":"The dynamic client\'s `List()` drops support for API streaming.","reason":"A change to a Go library (client-go): it is in programs\' code, not in manifests, component configurations or API objects.","source":"CHANGELOG-1.34 v1.34.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#132229"},{"release":"1.34","pr":132238,"note":"removal","change":"kube-apiserver\'s deprecated metrics `apiserver_encryption_config_controller_automatic_reload_success_total` and `_failure_total` are removed in favour of `apiserver_encryption_config_controller_automatic_reloads_total`.","checkedBy":"renamed-metrics","source":"CHANGELOG-1.34 v1.34.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#132238"},{"release":"1.34","pr":132257,"note":"removal","change":"The typed clients\' `List()` drops support for API streaming.","reason":"A change to a Go library (client-go): it is in programs\' code, not in manifests, component configurations or API objects.","source":"CHANGELOG-1.34 v1.34.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#132257"},{"release":"1.34","pr":132285,"note":"removal","change":"The REST client drops support for API streaming.","reason":"A change to a Go library (client-go): it is in programs\' code, not in manifests, component configurations or API objects.","source":"CHANGELOG-1.34 v1.34.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#132285"},{"release":"1.34","pr":132326,"note":"removal","change":"The synthetic Bookmark event of a watch stream no longer carries the `kubernetes.io/initial-events-list-blueprint` annotation.","reason":"A detail of the watch protocol that only client code reads: it is in programs, not in manifests or stored objects.","source":"CHANGELOG-1.34 v1.34.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#132326"},{"release":"1.34","pr":132376,"note":"deprecation","change":"k8s.io/apimachinery deprecates `MessageCountMap` and `CreateAggregateFromMessageCountMap`.","reason":"A change to a Go library (k8s.io/apimachinery): it is in programs\' code, not in manifests, component configurations or API objects.","source":"CHANGELOG-1.34 v1.34.0 [Deprecation]; kubernetes/kubernetes#132376"},{"release":"1.34","pr":132472,"note":"removal","change":"Validation errors for required fields drop a redundant message.","reason":"The wording of API errors: the same inputs are accepted and rejected; only programs that match error texts notice, and they are not manifests.","source":"CHANGELOG-1.34 v1.34.0 [API Change]; kubernetes/kubernetes#132472"},{"release":"1.34","pr":132513,"note":"removal","change":"Validation errors for invalid fields drop the repeated field name.","reason":"The wording of API errors: the same inputs are accepted and rejected; only programs that match error texts notice, and they are not manifests.","source":"CHANGELOG-1.34 v1.34.0 [API Change]; kubernetes/kubernetes#132513"},{"release":"1.34","pr":132574,"note":"removal","change":"The kubelet drops the v1alpha4 DRA gRPC API (added in 1.31, superseded in 1.32); drivers built with the 1.32 or later helper package use v1beta1.","reason":"Which kubelet gRPC API a DRA driver speaks is in the driver\'s code; its DaemonSet shows an image, not the API version it was built against.","source":"CHANGELOG-1.34 v1.34.0 [API Change]; kubernetes/kubernetes#132574"},{"release":"1.34","pr":132700,"note":"deprecation","change":"The kubelet\'s DRA gRPC API is v1 and v1beta1 is deprecated; drivers built with the 1.34 helper package speak both.","reason":"Which kubelet gRPC API a DRA driver speaks is in the driver\'s code; its DaemonSet shows an image, not the API version it was built against.","source":"CHANGELOG-1.34 v1.34.0 [Deprecation + Feature]; kubernetes/kubernetes#132700"},{"release":"1.34","pr":132772,"note":"removal","change":"k8s.io/externaljwt drops its deprecated gogo protobuf definitions.","reason":"A change to a Go library (k8s.io/externaljwt): it is in programs\' code, not in manifests, component configurations or API objects.","source":"CHANGELOG-1.34 v1.34.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#132772"},{"release":"1.34","pr":132773,"note":"removal","change":"k8s.io/kubelet `pkg/apis/pluginregistration` drops its deprecated gogo protobuf definitions.","reason":"A change to a Go library (k8s.io/kubelet pluginregistration): it is in programs\' code, not in manifests, component configurations or API objects.","source":"CHANGELOG-1.34 v1.34.0 [API Change]; kubernetes/kubernetes#132773"},{"release":"1.34","pr":132833,"note":"removal","change":"k8s.io/kms `apis` drops its deprecated gogo protobuf definitions.","reason":"A change to a Go library (k8s.io/kms): it is in programs\' code, not in manifests, component configurations or API objects.","source":"CHANGELOG-1.34 v1.34.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#132833"},{"release":"1.34","pr":133027,"note":"removal","change":"k8s.io/kubelet `pkg/apis/podresources` drops its deprecated gogo protobuf definitions.","reason":"A change to a Go library (k8s.io/kubelet podresources): it is in programs\' code, not in manifests, component configurations or API objects.","source":"CHANGELOG-1.34 v1.34.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#133027"},{"release":"1.34","pr":133028,"note":"removal","change":"k8s.io/kubelet `pkg/apis/deviceplugin` drops its deprecated gogo protobuf definitions.","reason":"A change to a Go library (k8s.io/kubelet deviceplugin): it is in programs\' code, not in manifests, component configurations or API objects.","source":"CHANGELOG-1.34 v1.34.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#133028"},{"release":"1.35","pr":132157,"note":"removal","change":"The alpha feature gate `UserNamespacesPodSecurityStandards` is removed (kubelets older than 1.31 are no longer supported).","checkedBy":"removed-feature-gate","source":"CHANGELOG-1.35 v1.35.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#132157"},{"release":"1.35","pr":133026,"note":"removal","change":"k8s.io/kubelet `pkg/apis/dra` drops its deprecated gogo protobuf definitions.","reason":"A change to a Go library (k8s.io/kubelet dra): it is in programs\' code, not in manifests, component configurations or API objects.","source":"CHANGELOG-1.35 v1.35.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#133026"},{"release":"1.35","pr":133697,"note":"urgent","change":"Feature gate dependencies are declared and checked at start-up: a component refuses to start when an enabled gate depends on a disabled one, so `AllAlpha=true` without `AllBeta=true` (or the default-off beta dependencies named one by one) fails.","checkedBy":"all-alpha-gates","source":"CHANGELOG-1.35 v1.35.0 [Urgent Upgrade Notes]; kubernetes/kubernetes#133697"},{"release":"1.35","pr":133720,"note":"removal","change":"The GA feature gate `SizeMemoryBackedVolumes` is removed.","checkedBy":"removed-feature-gate","source":"CHANGELOG-1.35 v1.35.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#133720"},{"release":"1.35","pr":133731,"note":"removal","change":"The description of `kubectl wait` loses its `Experimental` prefix.","reason":"Help text only.","source":"CHANGELOG-1.35 v1.35.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#133731"},{"release":"1.35","pr":133742,"note":"removal","change":"The GA feature gate `ComponentSLIs` is removed.","checkedBy":"removed-feature-gate","source":"CHANGELOG-1.35 v1.35.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#133742"},{"release":"1.35","pr":133778,"note":"removal","change":"kubeadm stops passing `--pod-infra-container-image` to the kubelet and removes it from `/var/lib/kubelet/kubeadm-flags.env` on upgrade.","checkedBy":"removed-flag","source":"CHANGELOG-1.35 v1.35.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#133778"},{"release":"1.35","pr":133779,"note":"urgent","change":"The kubelet\'s `--pod-infra-container-image` flag is removed; kubeadm users must also remove it from `extraArgs` and kubeadm-flags.env.","checkedBy":"removed-flag","source":"CHANGELOG-1.35 v1.35.0 [Urgent Upgrade Notes]; kubernetes/kubernetes#133779"},{"release":"1.35","pr":133883,"note":"removal","change":"The OpenAPI description of `PodObservedGenerationTracking` fields drops its alpha wording (the feature is beta since 1.34).","reason":"Documentation in the OpenAPI schema: the API accepts and does the same as before.","source":"CHANGELOG-1.35 v1.35.0 [API Change]; kubernetes/kubernetes#133883"},{"release":"1.35","pr":133907,"note":"removal","change":"The short description of `kubectl wait` loses its `Experimental` prefix.","reason":"Help text only.","source":"CHANGELOG-1.35 v1.35.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#133907"},{"release":"1.35","pr":134043,"note":"removal","change":"The messages of the kubelet\'s container Created and Started events no longer name the container.","reason":"Event wording: only programs or alerts that match the message text notice, and the container is still in the event\'s involved object.","source":"CHANGELOG-1.35 v1.35.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#134043"},{"release":"1.35","pr":134106,"note":"removal","change":"kubeadm\'s gate `ControlPlaneKubeletLocalMode` is GA and locked on (opting out means editing `server` in /etc/kubernetes/kubelet.conf); the `etcd` subphase of `kubeadm join phase control-plane-join` is deprecated in favour of `etcd-join`; `kubelet-wait-bootstrap` always runs.","checkedBy":"removed-config-api","source":"CHANGELOG-1.35 v1.35.0 [Feature]; kubernetes/kubernetes#134106"},{"release":"1.35","pr":134130,"note":"removal","change":"kubectl drops the `KUBECTL_OPENAPIV3_PATCH` environment variable.","reason":"A variable of the environment kubectl runs in (workstations, CI), not of any manifest or cluster object.","source":"CHANGELOG-1.35 v1.35.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#134130"},{"release":"1.35","pr":134189,"note":"removal","change":"Partitionable devices (alpha) can use counter sets from other ResourceSlices of the pool; a slice now holds devices or counters, not both, and ResourceSlices using the feature must be removed before upgrading or downgrading between 1.34 and 1.35.","checkedBy":"dra-partitionable-devices","source":"CHANGELOG-1.35 v1.35.0 [API Change]; kubernetes/kubernetes#134189"},{"release":"1.35","pr":134256,"note":"removal","change":"The Kubernetes API Go types stop using gogo protobuf at run time and no longer implement `ProtoMessage()` by default (a build tag brings it back for one release).","reason":"A change to a Go library (k8s.io/api and the generated types): it is in programs\' code, not in manifests, component configurations or API objects.","source":"CHANGELOG-1.35 v1.35.0 [API Change]; kubernetes/kubernetes#134256"},{"release":"1.35","pr":134298,"note":"urgent","change":"`failCgroupV1` defaults to true: kubelets do not start on cgroup v1 hosts unless it is set to false, and cgroup v1 support is deprecated.","checkedBy":"cgroup-v1","source":"CHANGELOG-1.35 v1.35.0 [Urgent Upgrade Notes]; kubernetes/kubernetes#134298"},{"release":"1.35","pr":134539,"note":"deprecation","change":"kube-proxy\'s `ipvs` mode is deprecated; `nftables` is the suggested replacement.","checkedBy":"kube-proxy-ipvs","source":"CHANGELOG-1.35 v1.35.0 [Deprecation]; kubernetes/kubernetes#134539"},{"release":"1.35","pr":134625,"note":"removal","change":"`storage.k8s.io/v1alpha1` VolumeAttributesClass is removed.","checkedBy":"removed-api","source":"CHANGELOG-1.35 v1.35.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#134625"},{"release":"1.35","pr":134656,"note":"removal","change":"Building Kubernetes no longer needs `rsync`.","reason":"A build dependency of the Kubernetes sources: clusters and their manifests do not see it.","source":"CHANGELOG-1.35 v1.35.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#134656"},{"release":"1.35","pr":134685,"note":"removal","change":"kubectl drops its support for `policy/v1beta1` PodDisruptionBudget, which API servers stopped serving in 1.25.","checkedBy":"removed-api","source":"CHANGELOG-1.35 v1.35.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#134685"},{"release":"1.35","pr":134691,"note":"removal","change":"The kubelet gate `SystemdWatchdog` is locked on; the watchdog is configured through systemd alone.","checkedBy":"locked-feature-gate","source":"CHANGELOG-1.35 v1.35.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#134691"},{"release":"1.35","pr":134744,"note":"urgent","change":"kubeadm\'s SystemVerification preflight fails on cgroup v1 for kubelet 1.35 and later; keeping cgroup v1 needs `failCgroupV1: false` in `kube-system/kubelet-config` before upgrading.","checkedBy":"cgroup-v1","source":"CHANGELOG-1.35 v1.35.0 [Urgent Upgrade Notes]; kubernetes/kubernetes#134744"},{"release":"1.35","pr":134781,"note":"removal","change":"kubeadm\'s feature gate `WaitForAllControlPlaneComponents`, GA and locked on in 1.34, is removed.","checkedBy":"removed-config-api","source":"CHANGELOG-1.35 v1.35.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#134781"},{"release":"1.35","pr":134782,"note":"removal","change":"kubectl drops its support for `certificates.k8s.io/v1beta1` CertificateSigningRequest, which API servers stopped serving in 1.22.","checkedBy":"removed-api","source":"CHANGELOG-1.35 v1.35.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#134782"},{"release":"1.35","pr":134784,"note":"urgent","change":"`storagemigration.k8s.io/v1alpha1` StorageVersionMigration is removed and `v1beta1` added; `v1alpha1` objects must be removed before upgrading.","checkedBy":"removed-api","source":"CHANGELOG-1.35 v1.35.0 [Urgent Upgrade Notes]; kubernetes/kubernetes#134784"},{"release":"1.35","pr":134913,"note":"removal","change":"kubectl drops its support for `discovery.k8s.io/v1beta1` EndpointSlice, which API servers stopped serving in 1.25.","checkedBy":"removed-api","source":"CHANGELOG-1.35 v1.35.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#134913"},{"release":"1.35","pr":134994,"note":"removal","change":"The feature gates `StrictCostEnforcementForVAP` and `StrictCostEnforcementForWebhooks`, locked since 1.32, are removed.","checkedBy":"removed-feature-gate","source":"CHANGELOG-1.35 v1.35.0 [API Change]; kubernetes/kubernetes#134994"},{"release":"1.35","pr":135080,"note":"removal","change":"`JobManagedBy` is GA and its gate locked on.","checkedBy":"locked-feature-gate","source":"CHANGELOG-1.35 v1.35.0 [API Change]; kubernetes/kubernetes#135080"},{"release":"1.35","pr":135108,"note":"removal","change":"kubectl drops its support for `networking.k8s.io/v1beta1` IngressClass, which API servers stopped serving in 1.22.","checkedBy":"removed-api","source":"CHANGELOG-1.35 v1.35.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#135108"},{"release":"1.35","pr":135176,"note":"removal","change":"kubectl drops its support for `networking.k8s.io/v1beta1` Ingress, which API servers stopped serving in 1.22.","checkedBy":"removed-api","source":"CHANGELOG-1.35 v1.35.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#135176"},{"release":"1.36","pr":134947,"note":"urgent","change":"With the `DRAResourceClaimGranularStatusAuthorization` gate (Beta, on by default in 1.36), writing ResourceClaim status needs `update`/`patch` on `resourceclaims/binding` (schedulers, allocation controllers) or node-aware verbs on `resourceclaims/driver` restricted by `resourceNames` (DRA drivers).","checkedBy":"dra-claim-status-rbac","source":"CHANGELOG-1.36 v1.36.0 [Urgent Upgrade Notes]; kubernetes/kubernetes#134947"},{"release":"1.36","pr":135281,"note":"removal","change":"`kubectl describe -f` on a Pod that no longer exists reports NotFound like every other kind, instead of listing the Pod\'s events.","reason":"A change to kubectl\'s output: it is in how people and scripts run kubectl, not in manifests or API objects.","source":"CHANGELOG-1.36 v1.36.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#135281"},{"release":"1.36","pr":135297,"note":"removal","change":"After a StorageVersionMigrator migration, the versions no longer stored are dropped from the CustomResourceDefinition\'s `status.storedVersions`.","reason":"A change in what the storage version migration does once it runs: it removes a CRD\'s stale stored versions rather than breaking anything a manifest or object holds.","source":"CHANGELOG-1.36 v1.36.0 [API Change + Feature]; kubernetes/kubernetes#135297"},{"release":"1.36","pr":135322,"note":"removal","change":"The in-tree Portworx volume plugin is removed (every operation goes to the Portworx CSI driver), with the `CSIMigrationPortworx` and `InTreePluginPortworxUnregister` feature gates.","checkedBy":"removed-feature-gate","source":"CHANGELOG-1.36 v1.36.0 [API Change + Other (Cleanup or Flake)]; kubernetes/kubernetes#135322"},{"release":"1.36","pr":135335,"note":"removal","change":"The `HonorPVReclaimPolicy` feature gate (GA, locked on since 1.33) is removed.","checkedBy":"removed-feature-gate","source":"CHANGELOG-1.36 v1.36.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#135335"},{"release":"1.36","pr":135393,"note":"urgent","change":"PreBind plugins can run in parallel: implementations must return a `PreBindPreFlightResult` from `PreBindPreFlight` (nil keeps them sequential).","reason":"The Go API of scheduler plugins: it is in the plugins\' source code, not in manifests.","source":"CHANGELOG-1.36 v1.36.0 Urgent Upgrade Notes"},{"release":"1.36","pr":135462,"note":"removal","change":"client-go informers update their store with a whole list or relist before calling the handlers for the items in it, behind the client-go `AtomicFIFO` gate (on by default in 1.36, can be turned off for now).","reason":"A change to a Go library (client-go): it is in programs\' code and how their event handlers read the store, not in manifests or API objects.","source":"CHANGELOG-1.36 v1.36.0 [Feature]; kubernetes/kubernetes#135462"},{"release":"1.36","pr":135701,"note":"removal","change":"kubeadm no longer passes etcd\'s `--experimental-initial-corrupt-check` and `--experimental-watch-progress-notify-interval` to etcd older than 3.6.0: it always writes `--feature-gates=InitialCorruptCheck=true` and `--watch-progress-notify-interval`, which etcd 3.5 does not know; etcd older than 3.6.0 is no longer part of kubeadm\'s version mapping.","checkedBy":"kubeadm-etcd-version","source":"CHANGELOG-1.36 v1.36.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#135701"},{"release":"1.36","pr":135773,"note":"removal","change":"kubeadm\'s `ControlPlaneKubeletLocalMode` feature gate (GA and locked since 1.35) is removed.","checkedBy":"removed-config-api","source":"CHANGELOG-1.36 v1.36.0 [Other (Cleanup or Flake) + Feature]; kubernetes/kubernetes#135773"},{"release":"1.36","pr":135807,"note":"removal","change":"kubeadm upgrade no longer deletes the kubelet\'s `--pod-infra-container-image` flag (removed from the kubelet in 1.35) from `/var/lib/kubelet/kubeadm-flags.env`.","checkedBy":"removed-flag","source":"CHANGELOG-1.36 v1.36.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#135807"},{"release":"1.36","pr":135808,"note":"removal","change":"The deprecated `SeparateCacheWatchRPC` feature gate is locked to false.","checkedBy":"locked-feature-gate","source":"CHANGELOG-1.36 v1.36.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#135808"},{"release":"1.36","pr":135874,"note":"removal","change":"`kubectl debug` uses the `general` profile by default instead of `legacy`; `legacy` is planned to go in 1.39.","reason":"A kubectl default: it is in how people and scripts run kubectl debug, not in manifests or API objects.","source":"CHANGELOG-1.36 v1.36.0 [Feature]; kubernetes/kubernetes#135874"},{"release":"1.36","pr":136066,"note":"removal","change":"The `WatchFromStorageWithoutResourceVersion` feature gate is removed.","checkedBy":"removed-feature-gate","source":"CHANGELOG-1.36 v1.36.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#136066"},{"release":"1.36","pr":136399,"note":"urgent","change":"kube-controller-manager\'s metric `volume_operation_total_errors` is renamed `volume_operation_errors_total`.","checkedBy":"renamed-metrics","source":"CHANGELOG-1.36 v1.36.0 Urgent Upgrade Notes"},{"release":"1.36","pr":136400,"note":"deprecation","change":"The `gitRepo` volume plugin is off with no way to turn it back on (`GitRepoVolumeDriver` locked to false).","checkedBy":"gitrepo-volume","source":"CHANGELOG-1.36 v1.36.0 [Deprecation]; kubernetes/kubernetes#136400"},{"release":"1.36","pr":136423,"note":"urgent","change":"kubeadm drops its built-in flex-volume support: clusters that still need flex volumes must run a non-distroless kube-controller-manager image, pass `--flex-volume-plugin-dir` and mount `/usr/libexec/kubernetes/kubelet-plugins/volume/exec` through `extraVolumes` themselves. In the v1.36.0-alpha.2 urgent notes only.","reason":"Whether a cluster still needs flex volumes shows in the pods and PersistentVolumes that use `flexVolume`, and whether it is served in the kube-controller-manager image kubeadm runs; the image is kubeadm\'s choice, not in the manifests, so a finding could not say whether anything breaks. The note was dropped from the v1.36.0 urgent section.","source":"CHANGELOG-1.36 v1.36.0-alpha.2 Urgent Upgrade Notes"},{"release":"1.36","pr":136483,"note":"urgent","change":"The API server\'s metric `etcd_bookmark_counts` is renamed `etcd_bookmark_total`.","checkedBy":"renamed-metrics","source":"CHANGELOG-1.36 v1.36.0 [Urgent Upgrade Notes]; kubernetes/kubernetes#136483"},{"release":"1.36","pr":136846,"note":"removal","change":"The removal of the kubelet\'s deprecated configuration flags, and of the fallback behaviour tied to them, moves from 1.36 to 1.37 (tied to the end of containerd 1.7 support).","reason":"A postponement: nothing is removed in 1.36. The flags are rows of component-flags.yaml once a release removes them (1.37 moved it again, to 1.38, in #139121).","source":"CHANGELOG-1.36 v1.36.0 [Feature]; kubernetes/kubernetes#136846"},{"release":"1.36","pr":136976,"note":"removal","change":"`scheduling.k8s.io/v1alpha1` Workload is removed; `scheduling.k8s.io/v1alpha2` Workload and PodGroup replace it.","checkedBy":"removed-api","source":"CHANGELOG-1.36 v1.36.0 [API Change + Feature]; kubernetes/kubernetes#136976"},{"release":"1.36","pr":137084,"note":"removal","change":"The build-tagged `ProtoMessage()` methods of the k8s.io/api types are removed; protobuf encoding goes through apimachinery\'s protobuf serializer.","reason":"A change to Go types (k8s.io/api): it is in programs\' code, not in manifests or API objects.","source":"CHANGELOG-1.36 v1.36.0 [API Change + Other (Cleanup or Flake)]; kubernetes/kubernetes#137084"},{"release":"1.36","pr":137266,"note":"removal","change":"kubectl no longer suggests `kubectl wait` for the mistyped commands `kubectl list` and `kubectl ps`.","reason":"A kubectl message: nothing a manifest or cluster holds depends on it.","source":"CHANGELOG-1.36 v1.36.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#137266"},{"release":"1.36","pr":137272,"note":"deprecation","change":"In kubectl\'s preferences file (kuberc, `kubectl.config.k8s.io/v1beta1` Preference), the `name` of a `credentialPluginAllowlist` entry is deprecated in favour of `command`; `name` is still read as `command`, and an entry giving both with different values is refused.","reason":"kuberc is each user\'s kubectl preferences file (`~/.kube/kuberc`), not a manifest or cluster object, and `name` keeps working in 1.36.","source":"CHANGELOG-1.36 v1.36.0 [API Change + Other (Cleanup or Flake) + Deprecation]; kubernetes/kubernetes#137272; kubernetes/kubectl v0.36.0 pkg/config/v1beta1/conversion.go"},{"release":"1.36","pr":137293,"note":"deprecation","change":"Service `spec.externalIPs` is deprecated; the API server warns when a Service sets it.","checkedBy":"service-external-ips","source":"CHANGELOG-1.36 v1.36.0 [API Change + Deprecation]; kubernetes/kubernetes#137293"},{"release":"1.36","pr":137304,"note":"deprecation","change":"Direct use of the `Raw` field of `metav1.FieldsV1` is deprecated in favour of accessor methods.","reason":"A change to Go types (apimachinery): it is in programs\' code, not in manifests or API objects.","source":"CHANGELOG-1.36 v1.36.0 [API Change + Other (Cleanup or Flake) + Deprecation]; kubernetes/kubernetes#137304"},{"release":"1.36","pr":137348,"note":"removal","change":"deepcopy-gen drops its dead `--bounding-dirs` flag and `BoundingDirs` field.","reason":"A code generator used to build Go programs, not a component a cluster runs.","source":"CHANGELOG-1.36 v1.36.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#137348"},{"release":"1.36","pr":137379,"note":"removal","change":"The `apiserver.config.k8s.io/v1alpha1` webhook admission configuration (kind `WebhookAdmission`), deprecated since 1.17, is removed; `apiserver.config.k8s.io/v1` WebhookAdmissionConfiguration replaces it.","checkedBy":"removed-config-api","source":"CHANGELOG-1.36 v1.36.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#137379"},{"release":"1.36","pr":137564,"note":"removal","change":"SnapshotMetadataService (`cbt.storage.k8s.io`, the CSI changed-block-tracking CRD) moves to `v1beta1` and `v1alpha1` is no longer supported.","reason":"An add-on CRD (kubernetes-csi external-snapshot-metadata), not served by Kubernetes itself: it needs a row of the add-on API data (`cbt.storage.k8s.io/v1alpha1` SnapshotMetadataService), which it does not have yet.","source":"CHANGELOG-1.36 v1.36.0 [API Change + Other (Cleanup or Flake)]; kubernetes/kubernetes#137564"},{"release":"1.36","pr":137827,"note":"removal","change":"The cri-client helper `NewLogOptions` is removed; `LogOptions` is built directly.","reason":"A change to a Go library (cri-client): it is in programs\' code, not in manifests or API objects.","source":"CHANGELOG-1.36 v1.36.0 [Other (Cleanup or Flake)]; kubernetes/kubernetes#137827"},{"release":"1.36","pr":136254,"change":"`PostFilterResult` carries the pods a PostFilter plugin preempted; implementations must return them (nil for none). In the v1.36.0-alpha.2 urgent notes only.","reason":"The Go API of scheduler plugins: it is in the plugins\' source code, not in manifests.","source":"CHANGELOG-1.36 v1.36.0-alpha.2 Urgent Upgrade Notes"},{"release":"1.37","pr":117119,"note":"urgent","change":"kubelet `eventRecordQPS: 0` means no limit (before, client-go\'s default of 5 QPS); the note\'s advice to set 50 gives the kubelet default, not the old behaviour.","checkedBy":"kubelet-event-qps","source":"CHANGELOG-1.37 v1.37.0-alpha.1 Urgent Upgrade Notes; 1.37 release notes draft"},{"release":"1.37","pr":129109,"note":"removal","change":"client-go gains context-aware REST mapping and discovery APIs; the old ones are deprecated, with no removal planned.","reason":"A change to a Go library (client-go): it is in programs\' code, not in manifests or API objects.","source":"1.37 release notes draft [Feature]; kubernetes/kubernetes#129109"},{"release":"1.37","pr":129125,"note":"removal","change":"client-go replaces nearly all of its `context.TODO` calls with APIs that take the caller\'s context.","reason":"A change to a Go library (client-go): it is in programs\' code, not in manifests or API objects.","source":"1.37 release notes draft; kubernetes/kubernetes#129125"},{"release":"1.37","pr":134151,"note":"removal","change":"The no-op `DefaultWatchCacheSize` field of k8s.io/apiserver\'s `EtcdOptions` is removed.","reason":"A Go field of the apiserver library: it is in programs\' code, not in manifests or API objects.","source":"1.37 release notes draft; kubernetes/kubernetes#134151"},{"release":"1.37","pr":135336,"note":"removal","change":"The `AnyVolumeDataSource` feature gate (GA, locked on since 1.33) is removed.","checkedBy":"removed-feature-gate","source":"1.37 release notes draft; kubernetes/kubernetes#135336"},{"release":"1.37","pr":136016,"note":"removal","change":"kubeadm drops its `kubeadm.k8s.io/v1beta3` configuration API (deprecated since 1.31) and its `PublicKeysECDSA` feature gate; an experimental placeholder `v1` API is added that cannot be used yet.","checkedBy":"removed-config-api","source":"CHANGELOG-1.37 v1.37.0-alpha.1; 1.37 release notes draft; kubernetes/kubernetes#136016"},{"release":"1.37","pr":136271,"note":"removal","change":"The unused `PodStatusResult` type, which had no REST endpoint, is removed from the API types.","reason":"No endpoint ever served it: no manifest or stored object can hold it.","source":"1.37 release notes draft; kubernetes/kubernetes#136271"},{"release":"1.37","pr":137755,"note":"removal","change":"The `SidecarContainers` feature gate (always on since 1.33) is removed.","checkedBy":"removed-feature-gate","source":"1.37 release notes draft; kubernetes/kubernetes#137755"},{"release":"1.37","pr":138001,"note":"removal","change":"A label is dropped from an end-to-end test of DRA.","reason":"A test of the Kubernetes repository: no cluster runs it.","source":"1.37 release notes draft; kubernetes/kubernetes#138001"},{"release":"1.37","pr":138002,"note":"removal","change":"kube-controller-manager\'s `--concurrent-service-syncs` flag (no-op since 1.31) is removed.","checkedBy":"removed-flag","source":"1.37 release notes draft; kubernetes/kubernetes#138002"},{"release":"1.37","pr":138572,"note":"urgent","change":"The `scheduling.k8s.io` group moves from `v1alpha2` to `v1alpha3` (its `DisruptionMode` enum becomes a struct) and `v1alpha2` is dropped: every `v1alpha2` object must be deleted before the upgrade.","checkedBy":"removed-api","source":"1.37 release notes draft [Urgent Upgrade Notes]; kubernetes/kubernetes#138572"},{"release":"1.37","pr":138645,"note":"removal","change":"kubeadm\'s `NodeLocalCRISocket` feature gate (GA and locked on) is removed.","checkedBy":"removed-config-api","source":"CHANGELOG-1.37 v1.37.0-alpha.1; 1.37 release notes draft; kubernetes/kubernetes#138645"},{"release":"1.37","pr":138671,"note":"deprecation","change":"The ignored `--filename`/`-f` flag of `kubectl run` is deprecated.","reason":"A kubectl flag: it is in how people and scripts run kubectl, not in manifests or API objects.","source":"1.37 release notes draft [Deprecation]; kubernetes/kubernetes#138671"},{"release":"1.37","pr":138907,"note":"removal","change":"The locked GA feature gates `RetryGenerateName`, `BtreeWatchCache`, `OrderedNamespaceDeletion`, `StreamingCollectionEncodingToJSON`, `StreamingCollectionEncodingToProtobuf`, `APIServerTracing`, `ResilientWatchCacheInitialization` and `ConsistentListFromCache` are removed.","checkedBy":"removed-feature-gate","source":"1.37 release notes draft; kubernetes/kubernetes#138907"},{"release":"1.37","pr":139067,"note":"deprecation","change":"kubeadm warns that kube-proxy\'s `ipvs` mode is deprecated (since 1.35) and points to `nftables`, or `iptables` on older kernels.","checkedBy":"kube-proxy-ipvs","source":"1.37 release notes draft [Other (Cleanup or Flake) + Deprecation]; kubernetes/kubernetes#139067"},{"release":"1.37","pr":139121,"note":"removal","change":"The removal of the kubelet\'s deprecated configuration flags, and of the fallback behaviour tied to them, moves again, from 1.37 to 1.38 (tied to containerd 1.7 support).","reason":"A postponement: nothing is removed in 1.37, and the 1.38 notes up to v1.38.0-alpha.2 announce no such removal. The flags are rows of component-flags.yaml once a release removes them.","source":"1.37 release notes draft; kubernetes/kubernetes#139121"},{"release":"1.37","pr":139212,"note":"deprecation","change":"The deprecated `DeclarativeValidationTakeover` feature gate is locked to its default (false).","checkedBy":"locked-feature-gate","source":"1.37 release notes draft [Deprecation]; kubernetes/kubernetes#139212"},{"release":"1.37","pr":139217,"note":"removal","change":"The `RelaxedDNSSearchValidation` feature gate is removed.","checkedBy":"removed-feature-gate","source":"1.37 release notes draft; kubernetes/kubernetes#139217"},{"release":"1.37","pr":139397,"note":"removal","change":"kube-proxy gets the `KubeProxyIPVS` feature gate (deprecated, on by default), the switch that will first turn off and then remove the `ipvs` mode.","checkedBy":"kube-proxy-ipvs","source":"1.37 release notes draft; kubernetes/kubernetes#139397"},{"release":"1.37","pr":139477,"note":"removal","change":"The kubelet\'s DRAResourceHealth gRPC API goes to `v1`; `WatchHealthStatus` becomes a required method of the kubeletplugin helper\'s `DRAPlugin` interface (drivers must add it to compile); `v1alpha1` is deprecated, planned to go in 1.40.","reason":"The Go API that DRA drivers are built with, and the gRPC version they speak to the kubelet: it is in the drivers\' code, not in manifests. Check the release notes of your DRA drivers.","source":"1.37 release notes draft; kubernetes/kubernetes#139477"},{"release":"1.37","pr":139520,"note":"removal","change":"The `GangScheduling` and `WorkloadAwarePreemption` feature gates are removed; `GenericWorkload` turns the core workload-aware scheduling on.","checkedBy":"removed-feature-gate","source":"1.37 release notes draft; kubernetes/kubernetes#139520"},{"release":"1.37","pr":139579,"note":"removal","change":"Pod certificates are GA (`PodCertificateRequest` gate on by default); `certificates.k8s.io/v1` PodCertificateRequest has no `pkixPublicKey` and `proofOfPossession`, which `v1beta1` (still served) deprecated.","reason":"PodCertificateRequests are created by kubelets and read by signers: clients that still set the two fields are programs\' code, and `v1beta1` keeps them while it is served (its removal is a row of removed-apis.yaml).","source":"1.37 release notes draft; kubernetes/kubernetes#139579; kubernetes/api v0.37.0-beta.0 certificates/v1beta1/types.go"},{"release":"1.37","pr":139777,"note":"deprecation","change":"kubeadm writes `mode: iptables` into KubeProxyConfiguration when none is given or the field is empty, and kube-proxy 1.37 warns when `mode` is not set, ahead of nftables becoming the default in a later release.","reason":"No rule yet: a KubeProxyConfiguration (or kube-proxy command line) without `mode` would show it. In 1.37 it only logs a warning, and the release that changes the default is not announced.","source":"1.37 release notes draft [Other (Cleanup or Flake) + Deprecation]; kubernetes/kubernetes#139777"},{"release":"1.37","pr":139837,"note":"urgent","change":"The kubelet logs its effective configuration at start-up; the note advises restricting who can read node logs (`nodes/log`).","reason":"Security advice, not a break: which users and service accounts are trusted to read node logs is the cluster owner\'s decision, which RBAC objects do not show.","source":"1.37 release notes draft (not in the v1.37.0-alpha.1 CHANGELOG)"},{"release":"1.37","pr":139956,"note":"urgent","change":"`SELinuxMount` is GA and on by default: on SELinux nodes, pods that share a volume with different SELinux labels (or a privileged and a confined pod) can no longer run on the same node unless they opt out.","checkedBy":"selinux-mount-conflict","source":"1.37 release notes draft [Urgent Upgrade Notes]; kubernetes/kubernetes#139956"},{"release":"1.37","pr":139980,"note":"removal","change":"The alpha `WorkloadAwarePreemption` feature tries a single scheduling attempt with all potential victims removed, which can choose less optimal victims.","reason":"Behaviour of an alpha scheduling feature (its gate is removed in the same release, see #139520): nothing in manifests decides which victims preemption picks.","source":"1.37 release notes draft; kubernetes/kubernetes#139980"},{"release":"1.37","pr":140184,"note":"removal","change":"Workload and PodGroup go to `scheduling.k8s.io/v1beta1`; every `v1alpha2` object must be deleted before upgrading from 1.36.","checkedBy":"removed-api","source":"1.37 release notes draft; kubernetes/kubernetes#140184"},{"release":"1.37","pr":140226,"note":"removal","change":"The `PreventStaticPodAPIReferences` feature gate is removed: static pods can never reference API objects.","checkedBy":"removed-feature-gate","source":"1.37 release notes draft; kubernetes/kubernetes#140226"},{"release":"1.37","pr":139008,"change":"The alpha admission plugin `PodGroupWorkloadExists` (added in 1.36, #137464) is removed, so kube-apiserver refuses to start when `--enable-admission-plugins` or `--disable-admission-plugins` names it.","checkedBy":"removed-flag","source":"1.37 release notes draft [Bug or Regression]; kubernetes/kubernetes#139008"},{"release":"1.37","pr":140019,"change":"Admission webhooks are no longer called for the authentication and authorization review resources (`tokenreviews`, `selfsubjectreviews`, `subjectaccessreviews`, `localsubjectaccessreviews`, `selfsubjectaccessreviews`, `selfsubjectrulesreviews`), behind the `ExcludeAdmissionWebhookVirtualResources` gate (Beta, on by default).","checkedBy":"webhook-virtual-resources","source":"1.37 release notes draft [Feature]; kubernetes/kubernetes#140019"},{"release":"1.37","pr":135989,"change":"Pod templates (Deployments, StatefulSets, DaemonSets, Jobs, ...) with an `image` volume whose `reference` is empty are rejected; before, only Pods were, so such templates were accepted but never produced pods.","checkedBy":"image-volume-empty-reference","source":"1.37 release notes draft [Bug or Regression]; kubernetes/kubernetes#135989"},{"release":"1.38","pr":135338,"note":"removal","change":"The `ServiceAccountTokenPodNodeInfo` feature gate (GA, locked on since 1.32) is removed.","checkedBy":"removed-feature-gate","source":"CHANGELOG-1.38 v1.38.0-alpha.2 [Other (Cleanup or Flake)]; kubernetes/kubernetes#135338"},{"release":"1.38","pr":140256,"note":"removal","change":"The `DRADeviceTaints` and `DRADeviceTaintRules` feature gates are locked to true; both are planned to go in 1.41.","checkedBy":"locked-feature-gate","source":"CHANGELOG-1.38 v1.38.0-alpha.1 [API Change]; kubernetes/kubernetes#140256"},{"release":"1.38","pr":140862,"note":"removal","change":"The deprecated `metrics.k8s.io/v1alpha1` API is removed; `metrics.k8s.io/v1` or `v1beta1` replace it.","checkedBy":"removed-api","source":"CHANGELOG-1.38 v1.38.0-alpha.1 [API Change]; kubernetes/kubernetes#140862"},{"release":"1.38","pr":141182,"note":"removal","change":"The `GangScheduling` scheduler plugin no longer implements the Permit extension point (PlacementFeasible covers it); a profile that enables it under `permit` stops kube-scheduler from starting.","checkedBy":"gang-scheduling-permit","source":"CHANGELOG-1.38 v1.38.0-alpha.1 Other (Cleanup or Flake)"},{"release":"1.38","pr":141207,"note":"removal","change":"The locked GA feature gates `CustomResourceFieldSelectors` and `CRDValidationRatcheting` are removed.","checkedBy":"removed-feature-gate","source":"CHANGELOG-1.38 v1.38.0-alpha.1 [API Change]; kubernetes/kubernetes#141207"},{"release":"1.38","pr":141208,"note":"removal","change":"The `apidiscovery.k8s.io/v2beta1` aggregated discovery types and the `AggregatedDiscoveryRemoveBetaType` feature gate are removed, with the k8s.io/api/apidiscovery/v2beta1 Go package.","checkedBy":"removed-feature-gate","source":"CHANGELOG-1.38 v1.38.0-alpha.1 [API Change]; kubernetes/kubernetes#141208"},{"release":"1.38","pr":141345,"note":"urgent","change":"For user-namespaced pods (`hostUsers: false`) the kubelet refuses to start when the subordinate ID range of the `kubelet` user in `/etc/subuid` or `/etc/subgid` ends at or past 4294967295, or when a pod on the node still records the invalid ID range an earlier kubelet assigned (\\"id 4294901760 is out of range\\"); such pods must be deleted, or the node drained, before the kubelet is upgraded.","reason":"Needs the nodes\' `/etc/subuid` and `/etc/subgid` and the kubelet\'s pod directories: they are files on each node, neither manifests nor exposed by the API. Pods with `hostUsers: false` show only that a node may be concerned, not whether its range is wrong.","source":"CHANGELOG-1.38 v1.38.0-alpha.2 Urgent Upgrade Notes"},{"release":"1.38","pr":141616,"note":"removal","change":"New alpha gate `CloudNodeAdditionalLabelsReconciliation` (off by default): the cloud node controller keeps the labels a provider returns in `InstanceMetadata.AdditionalLabels` up to date, overwriting other writers of the same keys.","reason":"An opt-in alpha gate: nothing changes on upgrade unless it is set, and a configuration that sets it has chosen the new behaviour.","source":"CHANGELOG-1.38 v1.38.0-alpha.1 [API Change]; kubernetes/kubernetes#141616"},{"release":"1.38","pr":141714,"note":"removal","change":"The `KubeletTracing` feature gate (GA, locked since 1.34) is removed.","checkedBy":"removed-feature-gate","source":"CHANGELOG-1.38 v1.38.0-alpha.2 [Other (Cleanup or Flake)]; kubernetes/kubernetes#141714"},{"release":"1.38","pr":141741,"note":"urgent","change":"The `PodSchedulingReadiness` feature gate is removed from kube-scheduler and related components (the feature is permanently enabled).","checkedBy":"removed-feature-gate","source":"CHANGELOG-1.38 v1.38.0-alpha.1 Urgent Upgrade Notes"},{"release":"1.38","pr":141744,"note":"removal","change":"The `MatchLabelKeysInPodAffinity` feature gate is removed.","checkedBy":"removed-feature-gate","source":"CHANGELOG-1.38 v1.38.0-alpha.1 [Feature]; kubernetes/kubernetes#141744"},{"release":"1.38","pr":141789,"note":"urgent","change":"The `SeparateTaintEvictionController` feature gate is removed from kube-controller-manager; the standalone taint eviction controller can still be turned off with `--controllers=-taint-eviction-controller`.","checkedBy":"removed-feature-gate","source":"CHANGELOG-1.38 v1.38.0-alpha.1 Urgent Upgrade Notes"},{"release":"1.38","pr":141946,"note":"removal","change":"The `DynamicResourceAllocation` feature gate (locked on since 1.35) is removed.","checkedBy":"removed-feature-gate","source":"CHANGELOG-1.38 v1.38.0-alpha.1 [API Change]; kubernetes/kubernetes#141946"},{"release":"1.38","pr":142018,"note":"removal","change":"The deprecated `WindowsHostNetwork` feature gate, which guarded no code any more, is removed.","checkedBy":"removed-feature-gate","source":"CHANGELOG-1.38 v1.38.0-alpha.2 [Other (Cleanup or Flake)]; kubernetes/kubernetes#142018"},{"release":"1.38","pr":142118,"note":"urgent","change":"Out-of-tree kube-scheduler plugins calling `NominatedPodsForNode` must pass a `klog.Logger` as its first argument.","reason":"The Go API of scheduler plugins: it is in the plugins\' source code, not in manifests.","source":"CHANGELOG-1.38 v1.38.0-alpha.1 Urgent Upgrade Notes"},{"release":"1.38","pr":142700,"note":"removal","change":"Kubemark is removed from the kubernetes repository.","reason":"A scalability test tool built from the kubernetes sources, not a component a cluster runs: no manifest or cluster setting depends on the repository copy.","source":"CHANGELOG-1.38 v1.38.0-alpha.2 Other (Cleanup or Flake)"},{"release":"1.38","pr":135486,"change":"Scheduler extenders that support preemption must handle candidates with empty victim lists.","reason":"The extender\'s code decides whether it copes; a KubeSchedulerConfiguration shows only that an extender takes part in preemption (`preemptVerb`), not how it handles the new input.","source":"CHANGELOG-1.38 v1.38.0-alpha.1 API Change"},{"release":"1.38","pr":140447,"change":"The kube-controller-manager metric `endpoint_slice_controller_changes` is deprecated in favour of `endpoint_slice_controller_changes_total`; both are emitted during the deprecation period.","reason":"Nothing breaks in 1.38: both names are emitted. The release that stops emitting the old name is not announced yet, so renamed-metrics has no row for it.","source":"CHANGELOG-1.38 v1.38.0-alpha.1 API Change"},{"release":"1.38","pr":141175,"change":"The ALPHA metric `apiserver_watch_events_dispatch_duration_seconds` renames its label value `cache_to_watcher` to `watcher_to_client_handler`.","reason":"The metric name stays: what breaks is a selector on the old label value, which needs the PromQL of each query parsed per metric. renamed-metrics matches names only.","source":"CHANGELOG-1.38 v1.38.0-alpha.1 Other (Cleanup or Flake)"},{"release":"1.38","pr":142537,"change":"The consistency store in k8s.io/kubernetes pkg/controller is deprecated in favour of its new home in client-go.","reason":"A Go package of controller code: it is in programs\' source code, not in manifests.","source":"CHANGELOG-1.38 v1.38.0-alpha.2 Other (Cleanup or Flake)"},{"release":"1.20-1.32","change":"kubeadm\'s own command-line flags removed since 1.20: `--experimental-kustomize` and `--kubelet-config` (1.20), `--image-pull-timeout` (1.22), `--csr-only`, `--csr-dir` and `--experimental-patches` (1.23), the klog flags (1.31), `--experimental-output` and `kubeadm upgrade diff`\'s `--api-server-manifest`, `--controller-manager-manifest` and `--scheduler-manifest` (1.32).","reason":"They are typed on the command line or in scripts, not written in any file this tool reads, so they are not in the flag data. (kubeadm\'s configuration API versions and its own feature gates are checked by removed-config-api.)","source":"CHANGELOG-1.20 to CHANGELOG-1.32, kubeadm entries (kubernetes/kubernetes#125179, #126914, #127123, #104065, #104796)"},{"release":"before 1.20","change":"Component flags removed before 1.20, such as kube-apiserver `--admission-control`, `--experimental-bootstrap-token-auth` and `--allow-privileged`.","reason":"The flag data covers removals and deprecations announced from 1.20 on; a component that still takes these flags runs a release no upgrade path reaches 1.37 from.","source":"rules/_data/component-flags.yaml"},{"release":"any","change":"Component settings of kops clusters other than feature gates (the fields of `spec.kubelet`, `spec.kubeAPIServer` and the other component sections).","reason":"They are fields of kops\' own API that kops turns into flags; which field becomes which flag is not mapped, so only their feature gates are checked. (kind passes component flags through kubeadm patches, which are checked.)","source":"kops Cluster API (kops.k8s.io)"},{"release":"any","change":"Kubelet flags written in the kubelet\'s systemd unit or drop-ins (`10-kubeadm.conf`, `Environment=` lines).","reason":"Unit files are neither manifests nor exposed by the API. The environment files they read are checked when named with `-f` (`/var/lib/kubelet/kubeadm-flags.env`, `/etc/default/kubelet`).","source":"kubeadm\'s kubelet drop-in (kubernetes/kubernetes cmd/kubeadm/app/phases/kubelet)"}]}', "rules/_data/removed-apis.json": `{"apis":[{"apiVersion":"admission.k8s.io/v1beta1","kind":"AdmissionReview","introducedIn":"1.9","deprecatedIn":"1.19","removedIn":"1.22","removalScheduled":false,"replacement":{"apiVersion":"admission.k8s.io/v1","kind":"AdmissionReview","availableIn":"1.19"},"notes":"AdmissionReview is the webhook request/response payload, not a served resource; the v1.22 guide still lists v1beta1 as an accepted webhooks[*].admissionReviewVersions value.","persisted":false,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); notes: Deprecated API Migration Guide v1.22 (#webhook-resources-v122)"},{"apiVersion":"admissionregistration.k8s.io/v1alpha1","kind":"MutatingAdmissionPolicy","introducedIn":"1.32","deprecatedIn":"1.35","removedIn":"1.38","removalScheduled":true,"replacement":{"apiVersion":"admissionregistration.k8s.io/v1","kind":"MutatingAdmissionPolicy","availableIn":"1.36"},"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); replacement inferred as the same kind in the most stable version still served (no source names one)"},{"apiVersion":"admissionregistration.k8s.io/v1alpha1","kind":"MutatingAdmissionPolicyBinding","introducedIn":"1.32","deprecatedIn":"1.35","removedIn":"1.38","removalScheduled":true,"replacement":{"apiVersion":"admissionregistration.k8s.io/v1","kind":"MutatingAdmissionPolicyBinding","availableIn":"1.36"},"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); replacement inferred as the same kind in the most stable version still served (no source names one)"},{"apiVersion":"admissionregistration.k8s.io/v1alpha1","kind":"ValidatingAdmissionPolicy","introducedIn":"1.26","deprecatedIn":"1.29","removedIn":"1.32","removalScheduled":false,"replacement":{"apiVersion":"admissionregistration.k8s.io/v1","kind":"ValidatingAdmissionPolicy","availableIn":"1.30"},"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); pluto (third-party) says removed in 1.33; not used; replacement inferred as the same kind in the most stable version still served (no source names one)"},{"apiVersion":"admissionregistration.k8s.io/v1alpha1","kind":"ValidatingAdmissionPolicyBinding","introducedIn":"1.26","deprecatedIn":"1.29","removedIn":"1.32","removalScheduled":false,"replacement":{"apiVersion":"admissionregistration.k8s.io/v1","kind":"ValidatingAdmissionPolicyBinding","availableIn":"1.30"},"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); pluto (third-party) says removed in 1.33; not used; replacement inferred as the same kind in the most stable version still served (no source names one)"},{"apiVersion":"admissionregistration.k8s.io/v1beta1","kind":"MutatingAdmissionPolicy","introducedIn":"1.34","deprecatedIn":"1.37","removedIn":"1.40","removalScheduled":true,"replacement":{"apiVersion":"admissionregistration.k8s.io/v1","kind":"MutatingAdmissionPolicy","availableIn":"1.36"},"schemaUnchanged":true,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); schema unchanged: kubernetes/api 10b39a39 testdata/HEAD: the admissionregistration.k8s.io.v1beta1 and admissionregistration.k8s.io.v1 fixtures of each kind set the same fields"},{"apiVersion":"admissionregistration.k8s.io/v1beta1","kind":"MutatingAdmissionPolicyBinding","introducedIn":"1.34","deprecatedIn":"1.37","removedIn":"1.40","removalScheduled":true,"replacement":{"apiVersion":"admissionregistration.k8s.io/v1","kind":"MutatingAdmissionPolicyBinding","availableIn":"1.36"},"schemaUnchanged":true,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); schema unchanged: kubernetes/api 10b39a39 testdata/HEAD: the admissionregistration.k8s.io.v1beta1 and admissionregistration.k8s.io.v1 fixtures of each kind set the same fields"},{"apiVersion":"admissionregistration.k8s.io/v1beta1","kind":"MutatingWebhookConfiguration","introducedIn":"1.9","deprecatedIn":"1.16","removedIn":"1.22","removalScheduled":false,"replacement":{"apiVersion":"admissionregistration.k8s.io/v1","kind":"MutatingWebhookConfiguration","availableIn":"1.16"},"notes":"In admissionregistration.k8s.io/v1, webhooks[*].sideEffects is required (None or NoneOnDryRun only) and admissionReviewVersions is required; failurePolicy defaults to Fail (was Ignore), matchPolicy to Equivalent (was Exact) and timeoutSeconds to 10 (was 30); webhook names must be unique within the object.","source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.22 (#webhook-resources-v122); notes: Deprecated API Migration Guide v1.22 (#webhook-resources-v122)"},{"apiVersion":"admissionregistration.k8s.io/v1beta1","kind":"ValidatingAdmissionPolicy","introducedIn":"1.28","deprecatedIn":"1.31","removedIn":"1.34","removalScheduled":false,"replacement":{"apiVersion":"admissionregistration.k8s.io/v1","kind":"ValidatingAdmissionPolicy","availableIn":"1.30"},"schemaUnchanged":true,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); replacement inferred as the same kind in the most stable version still served (no source names one); schema unchanged: kubernetes/api 10b39a39 testdata/HEAD: the admissionregistration.k8s.io.v1beta1 and admissionregistration.k8s.io.v1 fixtures of each kind set the same fields"},{"apiVersion":"admissionregistration.k8s.io/v1beta1","kind":"ValidatingAdmissionPolicyBinding","introducedIn":"1.28","deprecatedIn":"1.31","removedIn":"1.34","removalScheduled":false,"replacement":{"apiVersion":"admissionregistration.k8s.io/v1","kind":"ValidatingAdmissionPolicyBinding","availableIn":"1.30"},"schemaUnchanged":true,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); replacement inferred as the same kind in the most stable version still served (no source names one); schema unchanged: kubernetes/api 10b39a39 testdata/HEAD: the admissionregistration.k8s.io.v1beta1 and admissionregistration.k8s.io.v1 fixtures of each kind set the same fields"},{"apiVersion":"admissionregistration.k8s.io/v1beta1","kind":"ValidatingWebhookConfiguration","introducedIn":"1.9","deprecatedIn":"1.16","removedIn":"1.22","removalScheduled":false,"replacement":{"apiVersion":"admissionregistration.k8s.io/v1","kind":"ValidatingWebhookConfiguration","availableIn":"1.16"},"notes":"In admissionregistration.k8s.io/v1, webhooks[*].sideEffects is required (None or NoneOnDryRun only) and admissionReviewVersions is required; failurePolicy defaults to Fail (was Ignore), matchPolicy to Equivalent (was Exact) and timeoutSeconds to 10 (was 30); webhook names must be unique within the object.","source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.22 (#webhook-resources-v122); notes: Deprecated API Migration Guide v1.22 (#webhook-resources-v122)"},{"apiVersion":"apidiscovery.k8s.io/v2beta1","kind":"APIGroupDiscovery","introducedIn":"1.26","deprecatedIn":"1.32","removedIn":"1.35","removalScheduled":false,"replacement":{"apiVersion":"apidiscovery.k8s.io/v2","kind":"APIGroupDiscovery","availableIn":"1.30"},"persisted":false,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); confirmed: CHANGELOG-1.38 v1.38.0-alpha.1 (kubernetes/kubernetes 0411cc70, pre-release): 'The apidiscovery.k8s.io/v2beta1 types and the AggregatedDiscoveryRemoveBetaType feature gate are removed, including the k8s.io/api/apidiscovery/v2beta1 Go package.' (#141208): from 1.38 the gate can no longer bring the version back; replacement inferred as the same kind in the most stable version still served (no source names one)"},{"apiVersion":"apiextensions.k8s.io/v1beta1","kind":"CustomResourceDefinition","introducedIn":null,"deprecatedIn":"1.16","removedIn":"1.22","removalScheduled":false,"replacement":{"apiVersion":"apiextensions.k8s.io/v1","kind":"CustomResourceDefinition","availableIn":"1.16"},"notes":"In apiextensions.k8s.io/v1, spec.scope must be set (no Namespaced default); spec.version is gone (use spec.versions); spec.validation, spec.subresources and spec.additionalPrinterColumns move into each spec.versions[*] (schema, subresources, additionalPrinterColumns); every version needs schema.openAPIV3Schema and it must be a structural schema; spec.preserveUnknownFields: true is rejected (use x-kubernetes-preserve-unknown-fields: true inside the schema); spec.conversion.webhookClientConfig and conversionReviewVersions move under spec.conversion.webhook (clientConfig, conversionReviewVersions); printer column JSONPath is spelled jsonPath.","source":"Deprecated API Migration Guide v1.22 (#customresourcedefinition-v122); not in the k8s.io/api lifecycle table; deprecatedIn 1.16 from pluto (third-party; no Kubernetes source above gives it); notes: Deprecated API Migration Guide v1.22 (#customresourcedefinition-v122)"},{"apiVersion":"apiregistration.k8s.io/v1beta1","kind":"APIService","introducedIn":null,"deprecatedIn":"1.10","removedIn":"1.22","removalScheduled":false,"replacement":{"apiVersion":"apiregistration.k8s.io/v1","kind":"APIService","availableIn":"1.10"},"schemaUnchanged":true,"source":"Deprecated API Migration Guide v1.22 (#apiservice-v122); not in the k8s.io/api lifecycle table; deprecatedIn 1.10 from pluto (third-party; no Kubernetes source above gives it); schema unchanged: Deprecated API Migration Guide v1.22 (#apiservice-v122): no notable changes"},{"apiVersion":"apps/v1beta1","kind":"ControllerRevision","introducedIn":"1.7","deprecatedIn":"1.8","removedIn":"1.16","removalScheduled":false,"replacement":{"apiVersion":"apps/v1","kind":"ControllerRevision","availableIn":"1.9"},"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39)"},{"apiVersion":"apps/v1beta1","kind":"Deployment","introducedIn":"1.6","deprecatedIn":"1.8","removedIn":"1.16","removalScheduled":false,"replacement":{"apiVersion":"apps/v1","kind":"Deployment","availableIn":"1.9"},"notes":"In apps/v1, spec.rollbackTo is gone; spec.selector is required and immutable (use the existing template labels); progressDeadlineSeconds defaults to 600, revisionHistoryLimit to 10, and maxSurge/maxUnavailable to 25%.","source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.16 (#deployment-v116); notes: Deprecated API Migration Guide v1.16 (#deployment-v116)"},{"apiVersion":"apps/v1beta1","kind":"DeploymentRollback","introducedIn":"1.6","deprecatedIn":"1.8","removedIn":"1.16","removalScheduled":false,"replacement":null,"persisted":false,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); named successor apps/v1 DeploymentRollback is not defined by k8s.io/api; no replacement"},{"apiVersion":"apps/v1beta1","kind":"ReplicaSet","introducedIn":null,"deprecatedIn":null,"removedIn":"1.16","removalScheduled":false,"replacement":{"apiVersion":"apps/v1","kind":"ReplicaSet","availableIn":"1.9"},"notes":"In apps/v1, spec.selector is required and immutable (use the existing template labels).","source":"Deprecated API Migration Guide v1.16 (#replicaset-v116); not in the k8s.io/api lifecycle table; notes: Deprecated API Migration Guide v1.16 (#replicaset-v116)"},{"apiVersion":"apps/v1beta1","kind":"Scale","introducedIn":"1.6","deprecatedIn":"1.8","removedIn":"1.16","removalScheduled":false,"replacement":{"apiVersion":"autoscaling/v1","kind":"Scale","availableIn":"1.2"},"persisted":false,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39)"},{"apiVersion":"apps/v1beta1","kind":"StatefulSet","introducedIn":"1.5","deprecatedIn":"1.8","removedIn":"1.16","removalScheduled":false,"replacement":{"apiVersion":"apps/v1","kind":"StatefulSet","availableIn":"1.9"},"notes":"In apps/v1, spec.selector is required and immutable (use the existing template labels); spec.updateStrategy.type defaults to RollingUpdate (apps/v1beta1 defaulted to OnDelete).","source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.16 (#statefulset-v116); notes: Deprecated API Migration Guide v1.16 (#statefulset-v116)"},{"apiVersion":"apps/v1beta2","kind":"ControllerRevision","introducedIn":"1.8","deprecatedIn":"1.9","removedIn":"1.16","removalScheduled":false,"replacement":{"apiVersion":"apps/v1","kind":"ControllerRevision","availableIn":"1.9"},"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39)"},{"apiVersion":"apps/v1beta2","kind":"DaemonSet","introducedIn":"1.8","deprecatedIn":"1.9","removedIn":"1.16","removalScheduled":false,"replacement":{"apiVersion":"apps/v1","kind":"DaemonSet","availableIn":"1.9"},"notes":"In apps/v1, spec.templateGeneration is gone; spec.selector is required and immutable (use the existing template labels); spec.updateStrategy.type defaults to RollingUpdate (extensions/v1beta1 defaulted to OnDelete).","source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.16 (#daemonset-v116); notes: Deprecated API Migration Guide v1.16 (#daemonset-v116)"},{"apiVersion":"apps/v1beta2","kind":"Deployment","introducedIn":"1.8","deprecatedIn":"1.9","removedIn":"1.16","removalScheduled":false,"replacement":{"apiVersion":"apps/v1","kind":"Deployment","availableIn":"1.9"},"notes":"In apps/v1, spec.rollbackTo is gone; spec.selector is required and immutable (use the existing template labels); progressDeadlineSeconds defaults to 600, revisionHistoryLimit to 10, and maxSurge/maxUnavailable to 25%.","source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.16 (#deployment-v116); notes: Deprecated API Migration Guide v1.16 (#deployment-v116)"},{"apiVersion":"apps/v1beta2","kind":"ReplicaSet","introducedIn":"1.8","deprecatedIn":"1.9","removedIn":"1.16","removalScheduled":false,"replacement":{"apiVersion":"apps/v1","kind":"ReplicaSet","availableIn":"1.9"},"notes":"In apps/v1, spec.selector is required and immutable (use the existing template labels).","source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.16 (#replicaset-v116); notes: Deprecated API Migration Guide v1.16 (#replicaset-v116)"},{"apiVersion":"apps/v1beta2","kind":"Scale","introducedIn":"1.8","deprecatedIn":"1.9","removedIn":"1.16","removalScheduled":false,"replacement":{"apiVersion":"autoscaling/v1","kind":"Scale","availableIn":"1.2"},"persisted":false,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39)"},{"apiVersion":"apps/v1beta2","kind":"StatefulSet","introducedIn":"1.8","deprecatedIn":"1.9","removedIn":"1.16","removalScheduled":false,"replacement":{"apiVersion":"apps/v1","kind":"StatefulSet","availableIn":"1.9"},"notes":"In apps/v1, spec.selector is required and immutable (use the existing template labels); spec.updateStrategy.type defaults to RollingUpdate (apps/v1beta1 defaulted to OnDelete).","source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.16 (#statefulset-v116); notes: Deprecated API Migration Guide v1.16 (#statefulset-v116)"},{"apiVersion":"auditregistration.k8s.io/v1alpha1","kind":"AuditSink","introducedIn":null,"deprecatedIn":null,"removedIn":"1.19","removalScheduled":false,"replacement":null,"source":"not in the k8s.io/api lifecycle table; kubernetes/kubernetes PR #91502 (1.19) release note: the alpha DynamicAuditing feature gate and the auditregistration.k8s.io/v1alpha1 API have been removed; kubernetes/website PR #22544: dynamic auditing dropped in 1.19"},{"apiVersion":"authentication.k8s.io/v1alpha1","kind":"SelfSubjectReview","introducedIn":"1.26","deprecatedIn":"1.29","removedIn":"1.32","removalScheduled":false,"replacement":{"apiVersion":"authentication.k8s.io/v1","kind":"SelfSubjectReview","availableIn":"1.28"},"persisted":false,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); lifecycle removal date moved across tags (1.26:removed=1.31 1.27:removed=1.32); replacement inferred as the same kind in the most stable version still served (no source names one)"},{"apiVersion":"authentication.k8s.io/v1beta1","kind":"SelfSubjectReview","introducedIn":"1.27","deprecatedIn":"1.30","removedIn":"1.33","removalScheduled":false,"replacement":{"apiVersion":"authentication.k8s.io/v1","kind":"SelfSubjectReview","availableIn":"1.28"},"persisted":false,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); replacement inferred as the same kind in the most stable version still served (no source names one)"},{"apiVersion":"authentication.k8s.io/v1beta1","kind":"TokenReview","introducedIn":"1.4","deprecatedIn":"1.19","removedIn":"1.22","removalScheduled":false,"replacement":{"apiVersion":"authentication.k8s.io/v1","kind":"TokenReview","availableIn":"1.6"},"schemaUnchanged":true,"persisted":false,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.22 (#tokenreview-v122); schema unchanged: Deprecated API Migration Guide v1.22 (#tokenreview-v122): no notable changes"},{"apiVersion":"authorization.k8s.io/v1beta1","kind":"LocalSubjectAccessReview","introducedIn":"1.2","deprecatedIn":"1.19","removedIn":"1.22","removalScheduled":false,"replacement":{"apiVersion":"authorization.k8s.io/v1","kind":"LocalSubjectAccessReview","availableIn":"1.19"},"notes":"In authorization.k8s.io/v1, spec.group is renamed spec.groups.","persisted":false,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.22 (#subjectaccessreview-resources-v122); the guide says authorization.k8s.io/v1 is available since 1.6; lifecycle introduced 1.19 used; notes: Deprecated API Migration Guide v1.22 (#subjectaccessreview-resources-v122)"},{"apiVersion":"authorization.k8s.io/v1beta1","kind":"SelfSubjectAccessReview","introducedIn":"1.2","deprecatedIn":"1.19","removedIn":"1.22","removalScheduled":false,"replacement":{"apiVersion":"authorization.k8s.io/v1","kind":"SelfSubjectAccessReview","availableIn":"1.19"},"notes":"In authorization.k8s.io/v1, spec.group is renamed spec.groups.","persisted":false,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.22 (#subjectaccessreview-resources-v122); the guide says authorization.k8s.io/v1 is available since 1.6; lifecycle introduced 1.19 used; notes: Deprecated API Migration Guide v1.22 (#subjectaccessreview-resources-v122)"},{"apiVersion":"authorization.k8s.io/v1beta1","kind":"SelfSubjectRulesReview","introducedIn":"1.8","deprecatedIn":"1.19","removedIn":"1.22","removalScheduled":false,"replacement":{"apiVersion":"authorization.k8s.io/v1","kind":"SelfSubjectRulesReview","availableIn":"1.19"},"notes":"In authorization.k8s.io/v1, spec.group is renamed spec.groups.","persisted":false,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.22 (#subjectaccessreview-resources-v122); the guide says authorization.k8s.io/v1 is available since 1.6; lifecycle introduced 1.19 used; notes: Deprecated API Migration Guide v1.22 (#subjectaccessreview-resources-v122)"},{"apiVersion":"authorization.k8s.io/v1beta1","kind":"SubjectAccessReview","introducedIn":"1.2","deprecatedIn":"1.19","removedIn":"1.22","removalScheduled":false,"replacement":{"apiVersion":"authorization.k8s.io/v1","kind":"SubjectAccessReview","availableIn":"1.6"},"notes":"In authorization.k8s.io/v1, spec.group is renamed spec.groups.","persisted":false,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.22 (#subjectaccessreview-resources-v122); notes: Deprecated API Migration Guide v1.22 (#subjectaccessreview-resources-v122)"},{"apiVersion":"autoscaling/v2beta1","kind":"HorizontalPodAutoscaler","introducedIn":"1.8","deprecatedIn":"1.22","removedIn":"1.25","removalScheduled":false,"replacement":{"apiVersion":"autoscaling/v2","kind":"HorizontalPodAutoscaler","availableIn":"1.23"},"notes":"In autoscaling/v2, a metric's targetAverageUtilization is written as target.type: Utilization plus target.averageUtilization.","source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.25 (#horizontalpodautoscaler-v125); notes: Deprecated API Migration Guide v1.25 (#horizontalpodautoscaler-v125) and v1.26 (#horizontalpodautoscaler-v126)"},{"apiVersion":"autoscaling/v2beta2","kind":"HorizontalPodAutoscaler","introducedIn":"1.12","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":false,"replacement":{"apiVersion":"autoscaling/v2","kind":"HorizontalPodAutoscaler","availableIn":"1.23"},"notes":"In autoscaling/v2, a metric's targetAverageUtilization is written as target.type: Utilization plus target.averageUtilization.","source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.26 (#horizontalpodautoscaler-v126); notes: Deprecated API Migration Guide v1.25 (#horizontalpodautoscaler-v125) and v1.26 (#horizontalpodautoscaler-v126)"},{"apiVersion":"batch/v1beta1","kind":"CronJob","introducedIn":"1.8","deprecatedIn":"1.21","removedIn":"1.25","removalScheduled":false,"replacement":{"apiVersion":"batch/v1","kind":"CronJob","availableIn":"1.21"},"schemaUnchanged":true,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.25 (#cronjob-v125); schema unchanged: Deprecated API Migration Guide v1.25 (#cronjob-v125): no notable changes"},{"apiVersion":"batch/v1beta1","kind":"JobTemplate","introducedIn":"1.8","deprecatedIn":"1.22","removedIn":"1.25","removalScheduled":false,"replacement":null,"persisted":false,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39)"},{"apiVersion":"certificates.k8s.io/v1alpha1","kind":"ClusterTrustBundle","introducedIn":"1.26","deprecatedIn":"1.34","removedIn":"1.37","removalScheduled":false,"replacement":{"apiVersion":"certificates.k8s.io/v1","kind":"ClusterTrustBundle","availableIn":"1.37"},"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); lifecycle removal date moved across tags (1.27:removed=1.32 1.32:removed=1.37); replacement inferred as the same kind in the most stable version still served (no source names one)"},{"apiVersion":"certificates.k8s.io/v1alpha1","kind":"PodCertificateRequest","introducedIn":"1.34","deprecatedIn":null,"removedIn":"1.35","removalScheduled":false,"replacement":{"apiVersion":"certificates.k8s.io/v1","kind":"PodCertificateRequest","availableIn":"1.37"},"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); types present through k8s.io/api v0.34.0 and deleted in v0.35.0, so removed in 1.35 (lifecycle data says removed 1.40); lifecycle deprecation date 1.37 falls after the removal; not used; replacement inferred as the same kind in the most stable version still served (no source names one)"},{"apiVersion":"certificates.k8s.io/v1beta1","kind":"CertificateSigningRequest","introducedIn":"1.12","deprecatedIn":"1.19","removedIn":"1.22","removalScheduled":false,"replacement":{"apiVersion":"certificates.k8s.io/v1","kind":"CertificateSigningRequest","availableIn":"1.19"},"notes":"In certificates.k8s.io/v1, spec.signerName is required (kubernetes.io/legacy-unknown cannot be requested) and spec.usages is required, without duplicates and with known usages only; approvers and signers must not duplicate status.conditions types, must set status.conditions[*].status, and status.certificate must be PEM with CERTIFICATE blocks only.","source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.22 (#certificatesigningrequest-v122); notes: Deprecated API Migration Guide v1.22 (#certificatesigningrequest-v122)"},{"apiVersion":"certificates.k8s.io/v1beta1","kind":"ClusterTrustBundle","introducedIn":"1.33","deprecatedIn":"1.37","removedIn":"1.40","removalScheduled":true,"replacement":{"apiVersion":"certificates.k8s.io/v1","kind":"ClusterTrustBundle","availableIn":"1.37"},"schemaUnchanged":true,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); lifecycle removal date moved across tags (1.33:removed=1.39 1.36:removed=1.40); schema unchanged: kubernetes/api 10b39a39 testdata/HEAD: certificates.k8s.io.v1beta1.ClusterTrustBundle.json and certificates.k8s.io.v1.ClusterTrustBundle.json set the same fields"},{"apiVersion":"certificates.k8s.io/v1beta1","kind":"PodCertificateRequest","introducedIn":"1.35","deprecatedIn":"1.37","removedIn":"1.40","removalScheduled":true,"replacement":{"apiVersion":"certificates.k8s.io/v1","kind":"PodCertificateRequest","availableIn":"1.37"},"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); lifecycle removal date moved across tags (1.35:removed=1.41 1.37-pre(master 2026-07-24):removed=1.40)"},{"apiVersion":"coordination.k8s.io/v1alpha1","kind":"LeaseCandidate","introducedIn":"1.31","deprecatedIn":null,"removedIn":"1.32","removalScheduled":false,"replacement":{"apiVersion":"coordination.k8s.io/v1beta1","kind":"LeaseCandidate","availableIn":"1.33"},"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); types present through k8s.io/api v0.31.0 and deleted in v0.32.0, so removed in 1.32 (lifecycle data says removed 1.37); lifecycle deprecation date 1.34 falls after the removal; not used; replacement inferred as the same kind in the most stable version still served (no source names one)"},{"apiVersion":"coordination.k8s.io/v1alpha2","kind":"LeaseCandidate","introducedIn":"1.32","deprecatedIn":"1.35","removedIn":"1.38","removalScheduled":true,"replacement":{"apiVersion":"coordination.k8s.io/v1beta1","kind":"LeaseCandidate","availableIn":"1.33"},"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); replacement inferred as the same kind in the most stable version still served (no source names one)"},{"apiVersion":"coordination.k8s.io/v1beta1","kind":"Lease","introducedIn":"1.12","deprecatedIn":"1.19","removedIn":"1.22","removalScheduled":false,"replacement":{"apiVersion":"coordination.k8s.io/v1","kind":"Lease","availableIn":"1.14"},"schemaUnchanged":true,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.22 (#lease-v122); schema unchanged: Deprecated API Migration Guide v1.22 (#lease-v122): no notable changes"},{"apiVersion":"coordination.k8s.io/v1beta1","kind":"LeaseCandidate","introducedIn":"1.33","deprecatedIn":"1.36","removedIn":"1.39","removalScheduled":true,"replacement":null,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39)"},{"apiVersion":"discovery.k8s.io/v1beta1","kind":"EndpointSlice","introducedIn":"1.16","deprecatedIn":"1.21","removedIn":"1.25","removalScheduled":false,"replacement":{"apiVersion":"discovery.k8s.io/v1","kind":"EndpointSlice","availableIn":"1.21"},"notes":"In discovery.k8s.io/v1, use each endpoint's nodeName instead of topology[\\"kubernetes.io/hostname\\"] and its zone instead of topology[\\"topology.kubernetes.io/zone\\"]; topology is renamed deprecatedTopology and cannot be written.","source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.25 (#endpointslice-v125); notes: Deprecated API Migration Guide v1.25 (#endpointslice-v125)"},{"apiVersion":"events.k8s.io/v1beta1","kind":"Event","introducedIn":"1.8","deprecatedIn":"1.22","removedIn":"1.25","removalScheduled":false,"replacement":{"apiVersion":"events.k8s.io/v1","kind":"Event","availableIn":"1.19"},"notes":"In events.k8s.io/v1, type is only Normal or Warning; involvedObject is regarding; action, reason, reportingController and reportingInstance are required on create; use eventTime, series.lastObservedTime, series.count, reportingController and reportingInstance instead of firstTimestamp, lastTimestamp, count, source.component and source.host, whose deprecated* renames cannot be set on new Events.","source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.25 (#event-v125); notes: Deprecated API Migration Guide v1.25 (#event-v125)"},{"apiVersion":"extensions/v1beta1","kind":"DaemonSet","introducedIn":"1.1","deprecatedIn":"1.8","removedIn":"1.16","removalScheduled":false,"replacement":{"apiVersion":"apps/v1","kind":"DaemonSet","availableIn":"1.9"},"notes":"In apps/v1, spec.templateGeneration is gone; spec.selector is required and immutable (use the existing template labels); spec.updateStrategy.type defaults to RollingUpdate (extensions/v1beta1 defaulted to OnDelete).","source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.16 (#daemonset-v116); notes: Deprecated API Migration Guide v1.16 (#daemonset-v116)"},{"apiVersion":"extensions/v1beta1","kind":"Deployment","introducedIn":"1.1","deprecatedIn":"1.8","removedIn":"1.16","removalScheduled":false,"replacement":{"apiVersion":"apps/v1","kind":"Deployment","availableIn":"1.9"},"notes":"In apps/v1, spec.rollbackTo is gone; spec.selector is required and immutable (use the existing template labels); progressDeadlineSeconds defaults to 600, revisionHistoryLimit to 10, and maxSurge/maxUnavailable to 25%.","source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.16 (#deployment-v116); notes: Deprecated API Migration Guide v1.16 (#deployment-v116)"},{"apiVersion":"extensions/v1beta1","kind":"DeploymentRollback","introducedIn":"1.2","deprecatedIn":"1.8","removedIn":"1.16","removalScheduled":false,"replacement":null,"persisted":false,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39)"},{"apiVersion":"extensions/v1beta1","kind":"Ingress","introducedIn":"1.1","deprecatedIn":"1.14","removedIn":"1.22","removalScheduled":false,"replacement":{"apiVersion":"networking.k8s.io/v1","kind":"Ingress","availableIn":"1.19"},"notes":"In networking.k8s.io/v1, spec.backend is spec.defaultBackend; a backend's serviceName becomes service.name, a numeric servicePort becomes service.port.number and a named one service.port.name; every path needs a pathType (Prefix, Exact or ImplementationSpecific; ImplementationSpecific keeps the old unspecified behaviour).","source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.22 (#ingress-v122); notes: Deprecated API Migration Guide v1.22 (#ingress-v122)"},{"apiVersion":"extensions/v1beta1","kind":"NetworkPolicy","introducedIn":"1.3","deprecatedIn":"1.9","removedIn":"1.16","removalScheduled":false,"replacement":{"apiVersion":"networking.k8s.io/v1","kind":"NetworkPolicy","availableIn":"1.7"},"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.16 (#networkpolicy-v116); the guide says networking.k8s.io/v1 is available since 1.8; lifecycle introduced 1.7 used"},{"apiVersion":"extensions/v1beta1","kind":"PodSecurityPolicy","introducedIn":"1.2","deprecatedIn":"1.11","removedIn":"1.16","removalScheduled":false,"replacement":null,"notes":"Its 1.16 successor, policy/v1beta1 PodSecurityPolicy, was itself removed in 1.25 together with the PodSecurityPolicy admission controller; use Pod Security Admission or a third-party admission webhook.","source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.16 (#psp-v116); its successor policy/v1beta1 PodSecurityPolicy was itself removed in 1.25 without a replacement; notes: Deprecated API Migration Guide v1.16 (#psp-v116) and v1.25 (#psp-v125)"},{"apiVersion":"extensions/v1beta1","kind":"ReplicaSet","introducedIn":"1.2","deprecatedIn":"1.8","removedIn":"1.16","removalScheduled":false,"replacement":{"apiVersion":"apps/v1","kind":"ReplicaSet","availableIn":"1.9"},"notes":"In apps/v1, spec.selector is required and immutable (use the existing template labels).","source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.16 (#replicaset-v116); notes: Deprecated API Migration Guide v1.16 (#replicaset-v116)"},{"apiVersion":"extensions/v1beta1","kind":"Scale","introducedIn":"1.1","deprecatedIn":"1.2","removedIn":"1.16","removalScheduled":false,"replacement":null,"persisted":false,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39)"},{"apiVersion":"flowcontrol.apiserver.k8s.io/v1alpha1","kind":"FlowSchema","introducedIn":"1.18","deprecatedIn":"1.20","removedIn":"1.21","removalScheduled":false,"replacement":{"apiVersion":"flowcontrol.apiserver.k8s.io/v1","kind":"FlowSchema","availableIn":"1.29"},"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); named successor flowcontrol.apiserver.k8s.io/v1beta3 FlowSchema is removed in 1.32; followed to flowcontrol.apiserver.k8s.io/v1 FlowSchema"},{"apiVersion":"flowcontrol.apiserver.k8s.io/v1alpha1","kind":"PriorityLevelConfiguration","introducedIn":"1.18","deprecatedIn":"1.20","removedIn":"1.21","removalScheduled":false,"replacement":{"apiVersion":"flowcontrol.apiserver.k8s.io/v1","kind":"PriorityLevelConfiguration","availableIn":"1.29"},"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); named successor flowcontrol.apiserver.k8s.io/v1beta3 PriorityLevelConfiguration is removed in 1.32; followed to flowcontrol.apiserver.k8s.io/v1 PriorityLevelConfiguration"},{"apiVersion":"flowcontrol.apiserver.k8s.io/v1beta1","kind":"FlowSchema","introducedIn":"1.20","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":false,"replacement":{"apiVersion":"flowcontrol.apiserver.k8s.io/v1","kind":"FlowSchema","availableIn":"1.29"},"schemaUnchanged":true,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.26 (#flowcontrol-resources-v126); pluto (third-party) says removed in 1.29; not used; named successor flowcontrol.apiserver.k8s.io/v1beta3 FlowSchema is removed in 1.32; followed to flowcontrol.apiserver.k8s.io/v1 FlowSchema; schema unchanged: Deprecated API Migration Guide v1.26 (#flowcontrol-resources-v126): no notable changes, then Deprecated API Migration Guide v1.29 (#flowcontrol-resources-v129) and v1.32 (#flowcontrol-resources-v132): the notable changes listed are PriorityLevelConfiguration's only"},{"apiVersion":"flowcontrol.apiserver.k8s.io/v1beta1","kind":"PriorityLevelConfiguration","introducedIn":"1.20","deprecatedIn":"1.23","removedIn":"1.26","removalScheduled":false,"replacement":{"apiVersion":"flowcontrol.apiserver.k8s.io/v1","kind":"PriorityLevelConfiguration","availableIn":"1.29"},"notes":"spec.limited.assuredConcurrencyShares is renamed spec.limited.nominalConcurrencyShares (v1beta3 and v1); in v1 it defaults to 30 only when unset, and an explicit 0 stays 0.","source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.26 (#flowcontrol-resources-v126); pluto (third-party) says removed in 1.29; not used; named successor flowcontrol.apiserver.k8s.io/v1beta3 PriorityLevelConfiguration is removed in 1.32; followed to flowcontrol.apiserver.k8s.io/v1 PriorityLevelConfiguration; notes: Deprecated API Migration Guide v1.29 (#flowcontrol-resources-v129), v1.26 (#flowcontrol-resources-v126)"},{"apiVersion":"flowcontrol.apiserver.k8s.io/v1beta2","kind":"FlowSchema","introducedIn":"1.23","deprecatedIn":"1.26","removedIn":"1.29","removalScheduled":false,"replacement":{"apiVersion":"flowcontrol.apiserver.k8s.io/v1","kind":"FlowSchema","availableIn":"1.29"},"schemaUnchanged":true,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.29 (#flowcontrol-resources-v129); named successor flowcontrol.apiserver.k8s.io/v1beta3 FlowSchema is removed in 1.32; followed to flowcontrol.apiserver.k8s.io/v1 FlowSchema; schema unchanged: Deprecated API Migration Guide v1.29 (#flowcontrol-resources-v129) and v1.32 (#flowcontrol-resources-v132): the notable changes listed are PriorityLevelConfiguration's only, then Deprecated API Migration Guide v1.29 (#flowcontrol-resources-v129) and v1.32 (#flowcontrol-resources-v132): the notable changes listed are PriorityLevelConfiguration's only"},{"apiVersion":"flowcontrol.apiserver.k8s.io/v1beta2","kind":"PriorityLevelConfiguration","introducedIn":"1.23","deprecatedIn":"1.26","removedIn":"1.29","removalScheduled":false,"replacement":{"apiVersion":"flowcontrol.apiserver.k8s.io/v1","kind":"PriorityLevelConfiguration","availableIn":"1.29"},"notes":"spec.limited.assuredConcurrencyShares is renamed spec.limited.nominalConcurrencyShares (v1beta3 and v1); in v1 it defaults to 30 only when unset, and an explicit 0 stays 0.","source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.29 (#flowcontrol-resources-v129); named successor flowcontrol.apiserver.k8s.io/v1beta3 PriorityLevelConfiguration is removed in 1.32; followed to flowcontrol.apiserver.k8s.io/v1 PriorityLevelConfiguration; notes: Deprecated API Migration Guide v1.29 (#flowcontrol-resources-v129), v1.26 (#flowcontrol-resources-v126)"},{"apiVersion":"flowcontrol.apiserver.k8s.io/v1beta3","kind":"FlowSchema","introducedIn":"1.26","deprecatedIn":"1.29","removedIn":"1.32","removalScheduled":false,"replacement":{"apiVersion":"flowcontrol.apiserver.k8s.io/v1","kind":"FlowSchema","availableIn":"1.29"},"schemaUnchanged":true,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.32 (#flowcontrol-resources-v132); schema unchanged: Deprecated API Migration Guide v1.29 (#flowcontrol-resources-v129) and v1.32 (#flowcontrol-resources-v132): the notable changes listed are PriorityLevelConfiguration's only"},{"apiVersion":"flowcontrol.apiserver.k8s.io/v1beta3","kind":"PriorityLevelConfiguration","introducedIn":"1.26","deprecatedIn":"1.29","removedIn":"1.32","removalScheduled":false,"replacement":{"apiVersion":"flowcontrol.apiserver.k8s.io/v1","kind":"PriorityLevelConfiguration","availableIn":"1.29"},"notes":"In flowcontrol.apiserver.k8s.io/v1, spec.limited.nominalConcurrencyShares defaults to 30 only when unset; an explicit 0 is no longer changed to 30.","source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.32 (#flowcontrol-resources-v132); notes: Deprecated API Migration Guide v1.32 (#flowcontrol-resources-v132)"},{"apiVersion":"lifecycle.k8s.io/v1alpha1","kind":"Eviction","introducedIn":"1.37","deprecatedIn":"1.40","removedIn":"1.43","removalScheduled":true,"replacement":null,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39)"},{"apiVersion":"lifecycle.k8s.io/v1alpha1","kind":"EvictionRequest","introducedIn":"1.37","deprecatedIn":"1.40","removedIn":"1.43","removalScheduled":true,"replacement":null,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39)"},{"apiVersion":"metrics.k8s.io/v1alpha1","kind":"NodeMetrics","introducedIn":null,"deprecatedIn":null,"removedIn":"1.38","removalScheduled":true,"replacement":{"apiVersion":"metrics.k8s.io/v1beta1","kind":"NodeMetrics","availableIn":null},"notes":"metrics.k8s.io is served by the cluster's metrics server (metrics-server or another adapter, registered by an APIService), not by kube-apiserver, so whether a cluster answers this version depends on that server. Kubernetes 1.38 deletes the v1alpha1 types from k8s.io/metrics: kubectl, clients and metrics servers built on the 1.38 libraries no longer know it. Read metrics.k8s.io/v1beta1 instead; the objects are computed on read, never stored.","persisted":false,"source":"not in the k8s.io/api lifecycle table; CHANGELOG-1.38 v1.38.0-alpha.1 (kubernetes/kubernetes 0411cc70, pre-release): 'The deprecated and unused \`metrics.k8s.io/v1alpha1\` API has been removed. Clients still using it should migrate to \`metrics.k8s.io/v1\` or \`metrics.k8s.io/v1beta1\`.' (#140862, SIG Instrumentation); the types live in k8s.io/metrics (staging/src/k8s.io/metrics), and the API is served by the cluster's metrics server through an APIService, not by kube-apiserver; notes: CHANGELOG-1.38 v1.38.0-alpha.1 (kubernetes/kubernetes 0411cc70, pre-release), #140862: the deprecated and unused metrics.k8s.io/v1alpha1 API has been removed; clients still using it should migrate to metrics.k8s.io/v1 or metrics.k8s.io/v1beta1"},{"apiVersion":"metrics.k8s.io/v1alpha1","kind":"PodMetrics","introducedIn":null,"deprecatedIn":null,"removedIn":"1.38","removalScheduled":true,"replacement":{"apiVersion":"metrics.k8s.io/v1beta1","kind":"PodMetrics","availableIn":null},"notes":"metrics.k8s.io is served by the cluster's metrics server (metrics-server or another adapter, registered by an APIService), not by kube-apiserver, so whether a cluster answers this version depends on that server. Kubernetes 1.38 deletes the v1alpha1 types from k8s.io/metrics: kubectl, clients and metrics servers built on the 1.38 libraries no longer know it. Read metrics.k8s.io/v1beta1 instead; the objects are computed on read, never stored.","persisted":false,"source":"not in the k8s.io/api lifecycle table; CHANGELOG-1.38 v1.38.0-alpha.1 (kubernetes/kubernetes 0411cc70, pre-release): 'The deprecated and unused \`metrics.k8s.io/v1alpha1\` API has been removed. Clients still using it should migrate to \`metrics.k8s.io/v1\` or \`metrics.k8s.io/v1beta1\`.' (#140862, SIG Instrumentation); the types live in k8s.io/metrics (staging/src/k8s.io/metrics), and the API is served by the cluster's metrics server through an APIService, not by kube-apiserver; notes: CHANGELOG-1.38 v1.38.0-alpha.1 (kubernetes/kubernetes 0411cc70, pre-release), #140862: the deprecated and unused metrics.k8s.io/v1alpha1 API has been removed; clients still using it should migrate to metrics.k8s.io/v1 or metrics.k8s.io/v1beta1"},{"apiVersion":"networking.k8s.io/v1alpha1","kind":"ClusterCIDR","introducedIn":"1.25","deprecatedIn":"1.28","removedIn":"1.29","removalScheduled":false,"replacement":null,"notes":"The MultiCIDRRangeAllocator feature behind ClusterCIDR was dropped (gate removed in 1.29).","source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); types present through k8s.io/api v0.28.0 and deleted in v0.29.0, so removed in 1.29 (lifecycle data says removed 1.31); notes: website feature gate page MultiCIDRRangeAllocator (alpha 1.25-1.28, removed)"},{"apiVersion":"networking.k8s.io/v1alpha1","kind":"IPAddress","introducedIn":"1.27","deprecatedIn":"1.30","removedIn":"1.33","removalScheduled":false,"replacement":{"apiVersion":"networking.k8s.io/v1","kind":"IPAddress","availableIn":"1.33"},"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); replacement inferred as the same kind in the most stable version still served (no source names one)"},{"apiVersion":"networking.k8s.io/v1alpha1","kind":"ServiceCIDR","introducedIn":"1.27","deprecatedIn":"1.30","removedIn":"1.33","removalScheduled":false,"replacement":{"apiVersion":"networking.k8s.io/v1","kind":"ServiceCIDR","availableIn":"1.33"},"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); replacement inferred as the same kind in the most stable version still served (no source names one)"},{"apiVersion":"networking.k8s.io/v1beta1","kind":"IPAddress","introducedIn":"1.31","deprecatedIn":"1.34","removedIn":"1.37","removalScheduled":false,"replacement":{"apiVersion":"networking.k8s.io/v1","kind":"IPAddress","availableIn":"1.33"},"schemaUnchanged":true,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); replacement inferred as the same kind in the most stable version still served (no source names one); schema unchanged: kubernetes/api 10b39a39 testdata/HEAD: the networking.k8s.io.v1beta1 and networking.k8s.io.v1 fixtures of each kind set the same fields"},{"apiVersion":"networking.k8s.io/v1beta1","kind":"Ingress","introducedIn":"1.14","deprecatedIn":"1.19","removedIn":"1.22","removalScheduled":false,"replacement":{"apiVersion":"networking.k8s.io/v1","kind":"Ingress","availableIn":"1.19"},"notes":"In networking.k8s.io/v1, spec.backend is spec.defaultBackend; a backend's serviceName becomes service.name, a numeric servicePort becomes service.port.number and a named one service.port.name; every path needs a pathType (Prefix, Exact or ImplementationSpecific; ImplementationSpecific keeps the old unspecified behaviour).","source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.22 (#ingress-v122); notes: Deprecated API Migration Guide v1.22 (#ingress-v122)"},{"apiVersion":"networking.k8s.io/v1beta1","kind":"IngressClass","introducedIn":"1.18","deprecatedIn":"1.19","removedIn":"1.22","removalScheduled":false,"replacement":{"apiVersion":"networking.k8s.io/v1","kind":"IngressClass","availableIn":"1.19"},"schemaUnchanged":true,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.22 (#ingressclass-v122); the lifecycle data names networking.k8s.io/v1 IngressClassList; read as IngressClass; schema unchanged: Deprecated API Migration Guide v1.22 (#ingressclass-v122): no notable changes"},{"apiVersion":"networking.k8s.io/v1beta1","kind":"ServiceCIDR","introducedIn":"1.31","deprecatedIn":"1.34","removedIn":"1.37","removalScheduled":false,"replacement":{"apiVersion":"networking.k8s.io/v1","kind":"ServiceCIDR","availableIn":"1.33"},"schemaUnchanged":true,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); replacement inferred as the same kind in the most stable version still served (no source names one); schema unchanged: kubernetes/api 10b39a39 testdata/HEAD: the networking.k8s.io.v1beta1 and networking.k8s.io.v1 fixtures of each kind set the same fields"},{"apiVersion":"node.k8s.io/v1beta1","kind":"RuntimeClass","introducedIn":"1.13","deprecatedIn":"1.22","removedIn":"1.25","removalScheduled":false,"replacement":{"apiVersion":"node.k8s.io/v1","kind":"RuntimeClass","availableIn":"1.20"},"schemaUnchanged":true,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.25 (#runtimeclass-v125); schema unchanged: Deprecated API Migration Guide v1.25 (#runtimeclass-v125): no notable changes"},{"apiVersion":"policy/v1beta1","kind":"Eviction","introducedIn":"1.5","deprecatedIn":"1.22","removedIn":"1.25","removalScheduled":false,"replacement":{"apiVersion":"policy/v1","kind":"Eviction","availableIn":"1.22"},"persisted":false,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); replacement inferred as the same kind in the most stable version still served (no source names one)"},{"apiVersion":"policy/v1beta1","kind":"PodDisruptionBudget","introducedIn":"1.5","deprecatedIn":"1.21","removedIn":"1.25","removalScheduled":false,"replacement":{"apiVersion":"policy/v1","kind":"PodDisruptionBudget","availableIn":"1.21"},"notes":"In policy/v1 an empty spec.selector ({}) selects every pod in the namespace, where v1beta1 selected none; an unset selector still selects none.","source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.25 (#poddisruptionbudget-v125); notes: Deprecated API Migration Guide v1.25 (#poddisruptionbudget-v125)"},{"apiVersion":"policy/v1beta1","kind":"PodSecurityPolicy","introducedIn":"1.10","deprecatedIn":"1.21","removedIn":"1.25","removalScheduled":false,"replacement":null,"notes":"The PodSecurityPolicy admission controller is removed as well: enforce pod security with Pod Security Admission or a third-party admission webhook.","source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.25 (#psp-v125); notes: Deprecated API Migration Guide v1.25 (#psp-v125)"},{"apiVersion":"rbac.authorization.k8s.io/v1alpha1","kind":"ClusterRole","introducedIn":null,"deprecatedIn":"1.17","removedIn":"1.22","removalScheduled":false,"replacement":{"apiVersion":"rbac.authorization.k8s.io/v1","kind":"ClusterRole","availableIn":"1.8"},"source":"pluto only (pluto-versions.yaml, FairwindsOps/pluto dd5ec8cc; third-party): not in the k8s.io/api lifecycle table or the migration guide"},{"apiVersion":"rbac.authorization.k8s.io/v1alpha1","kind":"ClusterRoleBinding","introducedIn":null,"deprecatedIn":"1.17","removedIn":"1.22","removalScheduled":false,"replacement":{"apiVersion":"rbac.authorization.k8s.io/v1","kind":"ClusterRoleBinding","availableIn":"1.8"},"source":"pluto only (pluto-versions.yaml, FairwindsOps/pluto dd5ec8cc; third-party): not in the k8s.io/api lifecycle table or the migration guide"},{"apiVersion":"rbac.authorization.k8s.io/v1alpha1","kind":"Role","introducedIn":null,"deprecatedIn":"1.17","removedIn":"1.22","removalScheduled":false,"replacement":{"apiVersion":"rbac.authorization.k8s.io/v1","kind":"Role","availableIn":"1.8"},"source":"pluto only (pluto-versions.yaml, FairwindsOps/pluto dd5ec8cc; third-party): not in the k8s.io/api lifecycle table or the migration guide"},{"apiVersion":"rbac.authorization.k8s.io/v1alpha1","kind":"RoleBinding","introducedIn":null,"deprecatedIn":"1.17","removedIn":"1.22","removalScheduled":false,"replacement":{"apiVersion":"rbac.authorization.k8s.io/v1","kind":"RoleBinding","availableIn":"1.8"},"source":"pluto only (pluto-versions.yaml, FairwindsOps/pluto dd5ec8cc; third-party): not in the k8s.io/api lifecycle table or the migration guide"},{"apiVersion":"rbac.authorization.k8s.io/v1beta1","kind":"ClusterRole","introducedIn":"1.6","deprecatedIn":"1.17","removedIn":"1.22","removalScheduled":false,"replacement":{"apiVersion":"rbac.authorization.k8s.io/v1","kind":"ClusterRole","availableIn":"1.8"},"schemaUnchanged":true,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.22 (#rbac-resources-v122); schema unchanged: Deprecated API Migration Guide v1.22 (#rbac-resources-v122): no notable changes"},{"apiVersion":"rbac.authorization.k8s.io/v1beta1","kind":"ClusterRoleBinding","introducedIn":"1.6","deprecatedIn":"1.17","removedIn":"1.22","removalScheduled":false,"replacement":{"apiVersion":"rbac.authorization.k8s.io/v1","kind":"ClusterRoleBinding","availableIn":"1.8"},"schemaUnchanged":true,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.22 (#rbac-resources-v122); schema unchanged: Deprecated API Migration Guide v1.22 (#rbac-resources-v122): no notable changes"},{"apiVersion":"rbac.authorization.k8s.io/v1beta1","kind":"Role","introducedIn":"1.6","deprecatedIn":"1.17","removedIn":"1.22","removalScheduled":false,"replacement":{"apiVersion":"rbac.authorization.k8s.io/v1","kind":"Role","availableIn":"1.8"},"schemaUnchanged":true,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.22 (#rbac-resources-v122); schema unchanged: Deprecated API Migration Guide v1.22 (#rbac-resources-v122): no notable changes"},{"apiVersion":"rbac.authorization.k8s.io/v1beta1","kind":"RoleBinding","introducedIn":"1.6","deprecatedIn":"1.17","removedIn":"1.22","removalScheduled":false,"replacement":{"apiVersion":"rbac.authorization.k8s.io/v1","kind":"RoleBinding","availableIn":"1.8"},"schemaUnchanged":true,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.22 (#rbac-resources-v122); schema unchanged: Deprecated API Migration Guide v1.22 (#rbac-resources-v122): no notable changes"},{"apiVersion":"resource.k8s.io/v1alpha2","kind":"PodSchedulingContext","introducedIn":null,"deprecatedIn":null,"removedIn":"1.31","removalScheduled":false,"replacement":null,"notes":"The classic dynamic resource allocation API was withdrawn; its successor (structured parameters, resource.k8s.io/v1 since 1.34) is a different design, e.g. DeviceClass instead of ResourceClass.","source":"not in the k8s.io/api lifecycle table; package absent from k8s.io/api v0.31.0; kind list from kubernetes/kubernetes staging/src/k8s.io/api/resource/v1alpha2/types_swagger_doc_generated.go 02b9b1ff; 1.32 release blog 'Withdrawal of the old DRA implementation'; notes: Kubernetes v1.32 release blog, 'Withdrawal of the old DRA implementation' (kubernetes/website 2024-12-11-Kubernetes-v1-32-Release)"},{"apiVersion":"resource.k8s.io/v1alpha2","kind":"ResourceClaim","introducedIn":null,"deprecatedIn":null,"removedIn":"1.31","removalScheduled":false,"replacement":null,"notes":"The classic dynamic resource allocation API was withdrawn; its successor (structured parameters, resource.k8s.io/v1 since 1.34) is a different design, e.g. DeviceClass instead of ResourceClass.","source":"not in the k8s.io/api lifecycle table; package absent from k8s.io/api v0.31.0; kind list from kubernetes/kubernetes staging/src/k8s.io/api/resource/v1alpha2/types_swagger_doc_generated.go 02b9b1ff; 1.32 release blog 'Withdrawal of the old DRA implementation'; notes: Kubernetes v1.32 release blog, 'Withdrawal of the old DRA implementation' (kubernetes/website 2024-12-11-Kubernetes-v1-32-Release)"},{"apiVersion":"resource.k8s.io/v1alpha2","kind":"ResourceClaimParameters","introducedIn":null,"deprecatedIn":null,"removedIn":"1.31","removalScheduled":false,"replacement":null,"notes":"The classic dynamic resource allocation API was withdrawn; its successor (structured parameters, resource.k8s.io/v1 since 1.34) is a different design, e.g. DeviceClass instead of ResourceClass.","source":"not in the k8s.io/api lifecycle table; package absent from k8s.io/api v0.31.0; kind list from kubernetes/kubernetes staging/src/k8s.io/api/resource/v1alpha2/types_swagger_doc_generated.go 02b9b1ff; 1.32 release blog 'Withdrawal of the old DRA implementation'; notes: Kubernetes v1.32 release blog, 'Withdrawal of the old DRA implementation' (kubernetes/website 2024-12-11-Kubernetes-v1-32-Release)"},{"apiVersion":"resource.k8s.io/v1alpha2","kind":"ResourceClaimTemplate","introducedIn":null,"deprecatedIn":null,"removedIn":"1.31","removalScheduled":false,"replacement":null,"notes":"The classic dynamic resource allocation API was withdrawn; its successor (structured parameters, resource.k8s.io/v1 since 1.34) is a different design, e.g. DeviceClass instead of ResourceClass.","source":"not in the k8s.io/api lifecycle table; package absent from k8s.io/api v0.31.0; kind list from kubernetes/kubernetes staging/src/k8s.io/api/resource/v1alpha2/types_swagger_doc_generated.go 02b9b1ff; 1.32 release blog 'Withdrawal of the old DRA implementation'; notes: Kubernetes v1.32 release blog, 'Withdrawal of the old DRA implementation' (kubernetes/website 2024-12-11-Kubernetes-v1-32-Release)"},{"apiVersion":"resource.k8s.io/v1alpha2","kind":"ResourceClass","introducedIn":null,"deprecatedIn":null,"removedIn":"1.31","removalScheduled":false,"replacement":null,"notes":"The classic dynamic resource allocation API was withdrawn; its successor (structured parameters, resource.k8s.io/v1 since 1.34) is a different design, e.g. DeviceClass instead of ResourceClass.","source":"not in the k8s.io/api lifecycle table; package absent from k8s.io/api v0.31.0; kind list from kubernetes/kubernetes staging/src/k8s.io/api/resource/v1alpha2/types_swagger_doc_generated.go 02b9b1ff; 1.32 release blog 'Withdrawal of the old DRA implementation'; notes: Kubernetes v1.32 release blog, 'Withdrawal of the old DRA implementation' (kubernetes/website 2024-12-11-Kubernetes-v1-32-Release)"},{"apiVersion":"resource.k8s.io/v1alpha2","kind":"ResourceClassParameters","introducedIn":null,"deprecatedIn":null,"removedIn":"1.31","removalScheduled":false,"replacement":null,"notes":"The classic dynamic resource allocation API was withdrawn; its successor (structured parameters, resource.k8s.io/v1 since 1.34) is a different design, e.g. DeviceClass instead of ResourceClass.","source":"not in the k8s.io/api lifecycle table; package absent from k8s.io/api v0.31.0; kind list from kubernetes/kubernetes staging/src/k8s.io/api/resource/v1alpha2/types_swagger_doc_generated.go 02b9b1ff; 1.32 release blog 'Withdrawal of the old DRA implementation'; notes: Kubernetes v1.32 release blog, 'Withdrawal of the old DRA implementation' (kubernetes/website 2024-12-11-Kubernetes-v1-32-Release)"},{"apiVersion":"resource.k8s.io/v1alpha2","kind":"ResourceSlice","introducedIn":null,"deprecatedIn":null,"removedIn":"1.31","removalScheduled":false,"replacement":null,"notes":"The classic dynamic resource allocation API was withdrawn; its successor (structured parameters, resource.k8s.io/v1 since 1.34) is a different design, e.g. DeviceClass instead of ResourceClass.","source":"not in the k8s.io/api lifecycle table; package absent from k8s.io/api v0.31.0; kind list from kubernetes/kubernetes staging/src/k8s.io/api/resource/v1alpha2/types_swagger_doc_generated.go 02b9b1ff; 1.32 release blog 'Withdrawal of the old DRA implementation'; notes: Kubernetes v1.32 release blog, 'Withdrawal of the old DRA implementation' (kubernetes/website 2024-12-11-Kubernetes-v1-32-Release)"},{"apiVersion":"resource.k8s.io/v1alpha3","kind":"DeviceClass","introducedIn":"1.31","deprecatedIn":"1.34","removedIn":"1.34","removalScheduled":false,"replacement":{"apiVersion":"resource.k8s.io/v1","kind":"DeviceClass","availableIn":"1.34"},"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); types present through k8s.io/api v0.33.0 and deleted in v0.34.0, so removed in 1.34 (lifecycle data says removed 1.37); named successor resource.k8s.io/v1beta1 DeviceClass is scheduled for removal in 1.38; followed to resource.k8s.io/v1 DeviceClass"},{"apiVersion":"resource.k8s.io/v1alpha3","kind":"DeviceTaintRule","introducedIn":"1.33","deprecatedIn":"1.36","removedIn":"1.39","removalScheduled":true,"replacement":{"apiVersion":"resource.k8s.io/v1","kind":"DeviceTaintRule","availableIn":"1.37"},"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); replacement inferred as the same kind in the most stable version still served (no source names one)"},{"apiVersion":"resource.k8s.io/v1alpha3","kind":"ResourceClaim","introducedIn":"1.31","deprecatedIn":"1.34","removedIn":"1.34","removalScheduled":false,"replacement":{"apiVersion":"resource.k8s.io/v1","kind":"ResourceClaim","availableIn":"1.34"},"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); types present through k8s.io/api v0.33.0 and deleted in v0.34.0, so removed in 1.34 (lifecycle data says removed 1.37); named successor resource.k8s.io/v1beta1 ResourceClaim is scheduled for removal in 1.38; followed to resource.k8s.io/v1 ResourceClaim"},{"apiVersion":"resource.k8s.io/v1alpha3","kind":"ResourceClaimTemplate","introducedIn":"1.31","deprecatedIn":"1.34","removedIn":"1.34","removalScheduled":false,"replacement":{"apiVersion":"resource.k8s.io/v1","kind":"ResourceClaimTemplate","availableIn":"1.34"},"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); types present through k8s.io/api v0.33.0 and deleted in v0.34.0, so removed in 1.34 (lifecycle data says removed 1.37); named successor resource.k8s.io/v1beta1 ResourceClaimTemplate is scheduled for removal in 1.38; followed to resource.k8s.io/v1 ResourceClaimTemplate"},{"apiVersion":"resource.k8s.io/v1alpha3","kind":"ResourcePoolStatusRequest","introducedIn":"1.36","deprecatedIn":"1.39","removedIn":"1.42","removalScheduled":true,"replacement":null,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39)"},{"apiVersion":"resource.k8s.io/v1alpha3","kind":"ResourceSlice","introducedIn":"1.31","deprecatedIn":"1.34","removedIn":"1.34","removalScheduled":false,"replacement":{"apiVersion":"resource.k8s.io/v1","kind":"ResourceSlice","availableIn":"1.34"},"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); types present through k8s.io/api v0.33.0 and deleted in v0.34.0, so removed in 1.34 (lifecycle data says removed 1.37); named successor resource.k8s.io/v1beta1 ResourceSlice is scheduled for removal in 1.38; followed to resource.k8s.io/v1 ResourceSlice"},{"apiVersion":"resource.k8s.io/v1beta1","kind":"DeviceClass","introducedIn":"1.32","deprecatedIn":"1.35","removedIn":"1.38","removalScheduled":true,"replacement":{"apiVersion":"resource.k8s.io/v1","kind":"DeviceClass","availableIn":"1.34"},"schemaUnchanged":true,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); pluto (third-party) says removed in 1.36; not used; replacement inferred as the same kind in the most stable version still served (no source names one); schema unchanged: kubernetes/api 10b39a39 testdata/HEAD: resource.k8s.io.v1beta1.DeviceClass.json and resource.k8s.io.v1.DeviceClass.json set the same fields"},{"apiVersion":"resource.k8s.io/v1beta1","kind":"ResourceClaim","introducedIn":"1.32","deprecatedIn":"1.35","removedIn":"1.38","removalScheduled":true,"replacement":{"apiVersion":"resource.k8s.io/v1","kind":"ResourceClaim","availableIn":"1.34"},"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); pluto (third-party) says removed in 1.36; not used; replacement inferred as the same kind in the most stable version still served (no source names one)"},{"apiVersion":"resource.k8s.io/v1beta1","kind":"ResourceClaimTemplate","introducedIn":"1.32","deprecatedIn":"1.35","removedIn":"1.38","removalScheduled":true,"replacement":{"apiVersion":"resource.k8s.io/v1","kind":"ResourceClaimTemplate","availableIn":"1.34"},"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); pluto (third-party) says removed in 1.36; not used; replacement inferred as the same kind in the most stable version still served (no source names one)"},{"apiVersion":"resource.k8s.io/v1beta1","kind":"ResourceSlice","introducedIn":"1.32","deprecatedIn":"1.35","removedIn":"1.38","removalScheduled":true,"replacement":{"apiVersion":"resource.k8s.io/v1","kind":"ResourceSlice","availableIn":"1.34"},"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); pluto (third-party) says removed in 1.36; not used; replacement inferred as the same kind in the most stable version still served (no source names one)"},{"apiVersion":"resource.k8s.io/v1beta2","kind":"DeviceClass","introducedIn":"1.33","deprecatedIn":"1.36","removedIn":"1.39","removalScheduled":true,"replacement":{"apiVersion":"resource.k8s.io/v1","kind":"DeviceClass","availableIn":"1.34"},"schemaUnchanged":true,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); replacement inferred as the same kind in the most stable version still served (no source names one); schema unchanged: kubernetes/api 10b39a39 testdata/HEAD: the resource.k8s.io.v1beta2 and resource.k8s.io.v1 fixtures of each kind set the same fields"},{"apiVersion":"resource.k8s.io/v1beta2","kind":"DeviceTaintRule","introducedIn":"1.36","deprecatedIn":"1.39","removedIn":"1.42","removalScheduled":true,"replacement":{"apiVersion":"resource.k8s.io/v1","kind":"DeviceTaintRule","availableIn":"1.37"},"schemaUnchanged":true,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); replacement inferred as the same kind in the most stable version still served (no source names one); schema unchanged: kubernetes/api 10b39a39 testdata/HEAD: the resource.k8s.io.v1beta2 and resource.k8s.io.v1 fixtures of each kind set the same fields"},{"apiVersion":"resource.k8s.io/v1beta2","kind":"ResourceClaim","introducedIn":"1.33","deprecatedIn":"1.36","removedIn":"1.39","removalScheduled":true,"replacement":{"apiVersion":"resource.k8s.io/v1","kind":"ResourceClaim","availableIn":"1.34"},"schemaUnchanged":true,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); replacement inferred as the same kind in the most stable version still served (no source names one); schema unchanged: kubernetes/api 10b39a39 testdata/HEAD: the resource.k8s.io.v1beta2 and resource.k8s.io.v1 fixtures of each kind set the same fields"},{"apiVersion":"resource.k8s.io/v1beta2","kind":"ResourceClaimTemplate","introducedIn":"1.33","deprecatedIn":"1.36","removedIn":"1.39","removalScheduled":true,"replacement":{"apiVersion":"resource.k8s.io/v1","kind":"ResourceClaimTemplate","availableIn":"1.34"},"schemaUnchanged":true,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); replacement inferred as the same kind in the most stable version still served (no source names one); schema unchanged: kubernetes/api 10b39a39 testdata/HEAD: the resource.k8s.io.v1beta2 and resource.k8s.io.v1 fixtures of each kind set the same fields"},{"apiVersion":"resource.k8s.io/v1beta2","kind":"ResourceSlice","introducedIn":"1.33","deprecatedIn":"1.36","removedIn":"1.39","removalScheduled":true,"replacement":{"apiVersion":"resource.k8s.io/v1","kind":"ResourceSlice","availableIn":"1.34"},"schemaUnchanged":true,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); replacement inferred as the same kind in the most stable version still served (no source names one); schema unchanged: kubernetes/api 10b39a39 testdata/HEAD: the resource.k8s.io.v1beta2 and resource.k8s.io.v1 fixtures of each kind set the same fields"},{"apiVersion":"scheduling.k8s.io/v1alpha1","kind":"PriorityClass","introducedIn":null,"deprecatedIn":"1.14","removedIn":"1.17","removalScheduled":false,"replacement":{"apiVersion":"scheduling.k8s.io/v1","kind":"PriorityClass","availableIn":"1.14"},"source":"not in the k8s.io/api lifecycle table; removed-in 1.17 per pluto (third-party); kubernetes/kubernetes pkg/registry/scheduling/rest/storage_scheduling.go (046d201c) serves priorityclasses in v1 only; Go type deleted with the package in k8s.io/api v0.36.0; deprecatedIn 1.14 from pluto (third-party; no Kubernetes source above gives it)"},{"apiVersion":"scheduling.k8s.io/v1alpha1","kind":"Workload","introducedIn":null,"deprecatedIn":null,"removedIn":"1.36","removalScheduled":false,"replacement":{"apiVersion":"scheduling.k8s.io/v1beta1","kind":"Workload","availableIn":"1.37"},"source":"not in the k8s.io/api lifecycle table; Workload alpha of 1.35; package absent from k8s.io/api v0.36.0, replaced by scheduling.k8s.io/v1alpha2 (KEP-4671); named successor scheduling.k8s.io/v1alpha2 Workload is removed in 1.37; followed to scheduling.k8s.io/v1beta1 Workload"},{"apiVersion":"scheduling.k8s.io/v1alpha2","kind":"PodGroup","introducedIn":null,"deprecatedIn":null,"removedIn":"1.37","removalScheduled":false,"replacement":{"apiVersion":"scheduling.k8s.io/v1beta1","kind":"PodGroup","availableIn":"1.37"},"notes":"Delete all scheduling.k8s.io/v1alpha2 Workload and PodGroup objects before upgrading to 1.37: backward conversion is not supported, so they cannot be carried over to v1beta1.","source":"not in the k8s.io/api lifecycle table; package present in k8s.io/api v0.36.0, absent at HEAD 10b39a39; scheduling.k8s.io/v1beta1 (and v1alpha3) added; KEP-4671; notes: KEP-4671 (kubernetes/enhancements 64765b4b): users must delete all v1alpha2 resources before upgrading; backward conversion not supported"},{"apiVersion":"scheduling.k8s.io/v1alpha2","kind":"Workload","introducedIn":null,"deprecatedIn":null,"removedIn":"1.37","removalScheduled":false,"replacement":{"apiVersion":"scheduling.k8s.io/v1beta1","kind":"Workload","availableIn":"1.37"},"notes":"Delete all scheduling.k8s.io/v1alpha2 Workload and PodGroup objects before upgrading to 1.37: backward conversion is not supported, so they cannot be carried over to v1beta1.","source":"not in the k8s.io/api lifecycle table; package present in k8s.io/api v0.36.0, absent at HEAD 10b39a39; scheduling.k8s.io/v1beta1 (and v1alpha3) added; KEP-4671; notes: KEP-4671 (kubernetes/enhancements 64765b4b): users must delete all v1alpha2 resources before upgrading; backward conversion not supported"},{"apiVersion":"scheduling.k8s.io/v1beta1","kind":"PodGroup","introducedIn":"1.37","deprecatedIn":"1.40","removedIn":"1.43","removalScheduled":true,"replacement":null,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39)"},{"apiVersion":"scheduling.k8s.io/v1beta1","kind":"PriorityClass","introducedIn":"1.11","deprecatedIn":"1.14","removedIn":"1.22","removalScheduled":false,"replacement":{"apiVersion":"scheduling.k8s.io/v1","kind":"PriorityClass","availableIn":"1.14"},"schemaUnchanged":true,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.22 (#priorityclass-v122); schema unchanged: Deprecated API Migration Guide v1.22 (#priorityclass-v122): no notable changes"},{"apiVersion":"scheduling.k8s.io/v1beta1","kind":"Workload","introducedIn":"1.37","deprecatedIn":"1.40","removedIn":"1.43","removalScheduled":true,"replacement":null,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39)"},{"apiVersion":"storage.k8s.io/v1alpha1","kind":"CSIStorageCapacity","introducedIn":"1.19","deprecatedIn":"1.21","removedIn":"1.24","removalScheduled":false,"replacement":{"apiVersion":"storage.k8s.io/v1","kind":"CSIStorageCapacity","availableIn":"1.24"},"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); named successor storage.k8s.io/v1beta1 CSIStorageCapacity is removed in 1.27; followed to storage.k8s.io/v1 CSIStorageCapacity"},{"apiVersion":"storage.k8s.io/v1alpha1","kind":"VolumeAttachment","introducedIn":"1.9","deprecatedIn":"1.21","removedIn":"1.24","removalScheduled":false,"replacement":{"apiVersion":"storage.k8s.io/v1","kind":"VolumeAttachment","availableIn":"1.13"},"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39)"},{"apiVersion":"storage.k8s.io/v1alpha1","kind":"VolumeAttributesClass","introducedIn":"1.29","deprecatedIn":"1.32","removedIn":"1.35","removalScheduled":false,"replacement":{"apiVersion":"storage.k8s.io/v1","kind":"VolumeAttributesClass","availableIn":"1.34"},"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39)"},{"apiVersion":"storage.k8s.io/v1beta1","kind":"CSIDriver","introducedIn":"1.14","deprecatedIn":"1.19","removedIn":"1.22","removalScheduled":false,"replacement":{"apiVersion":"storage.k8s.io/v1","kind":"CSIDriver","availableIn":"1.18"},"schemaUnchanged":true,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.22 (#storage-resources-v122); the guide says storage.k8s.io/v1 is available since 1.19; lifecycle introduced 1.18 used; schema unchanged: Deprecated API Migration Guide v1.22 (#storage-resources-v122): no notable changes"},{"apiVersion":"storage.k8s.io/v1beta1","kind":"CSINode","introducedIn":"1.14","deprecatedIn":"1.17","removedIn":"1.22","removalScheduled":false,"replacement":{"apiVersion":"storage.k8s.io/v1","kind":"CSINode","availableIn":"1.17"},"schemaUnchanged":true,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.22 (#storage-resources-v122); schema unchanged: Deprecated API Migration Guide v1.22 (#storage-resources-v122): no notable changes"},{"apiVersion":"storage.k8s.io/v1beta1","kind":"CSIStorageCapacity","introducedIn":"1.21","deprecatedIn":"1.24","removedIn":"1.27","removalScheduled":false,"replacement":{"apiVersion":"storage.k8s.io/v1","kind":"CSIStorageCapacity","availableIn":"1.24"},"schemaUnchanged":true,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.27 (#csistoragecapacity-v127); schema unchanged: Deprecated API Migration Guide v1.27 (#csistoragecapacity-v127): no notable changes"},{"apiVersion":"storage.k8s.io/v1beta1","kind":"StorageClass","introducedIn":"1.4","deprecatedIn":"1.19","removedIn":"1.22","removalScheduled":false,"replacement":{"apiVersion":"storage.k8s.io/v1","kind":"StorageClass","availableIn":"1.6"},"schemaUnchanged":true,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.22 (#storage-resources-v122); schema unchanged: Deprecated API Migration Guide v1.22 (#storage-resources-v122): no notable changes"},{"apiVersion":"storage.k8s.io/v1beta1","kind":"VolumeAttachment","introducedIn":"1.10","deprecatedIn":"1.19","removedIn":"1.22","removalScheduled":false,"replacement":{"apiVersion":"storage.k8s.io/v1","kind":"VolumeAttachment","availableIn":"1.13"},"schemaUnchanged":true,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); Deprecated API Migration Guide v1.22 (#storage-resources-v122); schema unchanged: Deprecated API Migration Guide v1.22 (#storage-resources-v122): no notable changes"},{"apiVersion":"storage.k8s.io/v1beta1","kind":"VolumeAttributesClass","introducedIn":"1.31","deprecatedIn":"1.34","removedIn":"1.37","removalScheduled":false,"replacement":{"apiVersion":"storage.k8s.io/v1","kind":"VolumeAttributesClass","availableIn":"1.34"},"schemaUnchanged":true,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); pluto (third-party) says no removal; not used; schema unchanged: kubernetes/api 10b39a39 testdata/HEAD: storage.k8s.io.v1beta1.VolumeAttributesClass.json and storage.k8s.io.v1.VolumeAttributesClass.json set the same fields"},{"apiVersion":"storagemigration.k8s.io/v1alpha1","kind":"StorageVersionMigration","introducedIn":"1.30","deprecatedIn":"1.33","removedIn":"1.35","removalScheduled":false,"replacement":{"apiVersion":"storagemigration.k8s.io/v1","kind":"StorageVersionMigration","availableIn":"1.37"},"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); types present through k8s.io/api v0.34.0 and deleted in v0.35.0, so removed in 1.35 (lifecycle data says removed 1.36); replacement inferred as the same kind in the most stable version still served (no source names one)"},{"apiVersion":"storagemigration.k8s.io/v1beta1","kind":"StorageVersionMigration","introducedIn":"1.35","deprecatedIn":"1.37","removedIn":"1.40","removalScheduled":true,"replacement":{"apiVersion":"storagemigration.k8s.io/v1","kind":"StorageVersionMigration","availableIn":"1.37"},"schemaUnchanged":true,"source":"k8s.io/api prerelease lifecycle (api-lifecycle-k8s.io-api.tsv, kubernetes/api 10b39a39); lifecycle removal date moved across tags (1.35:removed=1.41 1.37-pre(master 2026-07-24):removed=1.40); schema unchanged: kubernetes/api 10b39a39 testdata/HEAD: storagemigration.k8s.io.v1beta1.StorageVersionMigration.json and storagemigration.k8s.io.v1.StorageVersionMigration.json set the same fields"}]}` };
  }
});

// lazy-builtin:node:assert/strict
var require_strict = __commonJS({
  "lazy-builtin:node:assert/strict"(exports, module) {
    init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();
    module.exports = __require("node:assert/strict");
  }
});

// lazy-builtin:node:fs
var require_node_fs = __commonJS({
  "lazy-builtin:node:fs"(exports, module) {
    init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();
    module.exports = __require("node:fs");
  }
});

// lazy-builtin:node:os
var require_node_os = __commonJS({
  "lazy-builtin:node:os"(exports, module) {
    init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();
    module.exports = __require("node:os");
  }
});

// lazy-builtin:node:path
var require_node_path = __commonJS({
  "lazy-builtin:node:path"(exports, module) {
    init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();
    module.exports = __require("node:path");
  }
});

// lazy-builtin:node:url
var require_node_url = __commonJS({
  "lazy-builtin:node:url"(exports, module) {
    init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();
    module.exports = __require("node:url");
  }
});

// lazy-builtin:node:module
var require_node_module = __commonJS({
  "lazy-builtin:node:module"(exports, module) {
    init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();
    module.exports = __require("node:module");
  }
});

// lazy-builtin:node:buffer
var require_node_buffer = __commonJS({
  "lazy-builtin:node:buffer"(exports, module) {
    init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();
    module.exports = __require("node:buffer");
  }
});

// testing.mjs.ts
init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();

// src/testing/rule-tester.ts
init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();
var import_strict = __toESM(require_strict(), 1);
var import_node_fs8 = __toESM(require_node_fs(), 1);
var import_node_os = __toESM(require_node_os(), 1);
var import_node_path10 = __toESM(require_node_path(), 1);

// src/engine.ts
init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();

// src/merge-views.ts
init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();

// src/model.ts
init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();
function objectRef(obj) {
  const m = obj.metadata;
  return {
    apiVersion: detached(obj.apiVersion),
    kind: detached(obj.kind),
    namespace: typeof m.namespace === "string" && m.namespace !== "" ? detached(m.namespace) : null,
    name: typeof m.name === "string" && m.name !== "" ? detached(m.name) : typeof m.generateName === "string" ? detached(`${m.generateName}*`) : "(unnamed)"
  };
}
function refLabel(ref) {
  return `${ref.kind} ${ref.namespace ? `${ref.namespace}/` : ""}${ref.name}`;
}
function detached(text) {
  return (" " + text).slice(1);
}
var TOOL_ANNOTATION_PREFIX = "k8s-upgrade-check.io/";
function toolAnnotations(metadata) {
  const annotations = metadata.annotations;
  if (typeof annotations !== "object" || annotations === null) return void 0;
  let out;
  for (const key in annotations) {
    const value = annotations[key];
    if (key.startsWith(TOOL_ANNOTATION_PREFIX) && typeof value === "string") (out ??= {})[detached(key)] = detached(value);
  }
  return out;
}
function groupOf(apiVersion) {
  const slash = apiVersion.indexOf("/");
  return slash < 0 ? "" : apiVersion.slice(0, slash);
}
function isKubernetesGroup(group) {
  return group === "" || !group.includes(".") || group.endsWith(".k8s.io");
}
function byText(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

// src/object-index.ts
init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();
var ObjectIndex = class {
  kinds = /* @__PURE__ */ new Map();
  /** Built on the first lookup by name: many runs never make one. */
  names;
  memos = /* @__PURE__ */ new Map();
  constructor(objects = []) {
    for (const obj of objects) this.add(obj);
  }
  add(obj) {
    let list = this.kinds.get(obj.kind);
    if (!list) this.kinds.set(obj.kind, list = []);
    list.push(obj);
    this.names = void 0;
  }
  byKind(kind) {
    return this.kinds.get(kind) ?? [];
  }
  /** The object of this kind and name; `namespace` is ignored for cluster-scoped kinds when omitted. */
  get(kind, namespace, name) {
    this.names ??= indexByName(this.kinds.values());
    return this.names.get(nameKey(kind, namespace, name));
  }
  /** A value derived from the objects, computed on first use and shared by every caller of the run. */
  memo(key, build) {
    if (!this.memos.has(key)) this.memos.set(key, build(this));
    return this.memos.get(key);
  }
};
function indexByName(lists) {
  const names = /* @__PURE__ */ new Map();
  for (const objects of lists) {
    for (const obj of objects) {
      const name = obj.metadata.name;
      if (typeof name === "string") names.set(nameKey(obj.kind, obj.metadata.namespace, name), obj);
    }
  }
  return names;
}
function nameKey(kind, namespace, name) {
  return `${kind}\0${typeof namespace === "string" ? namespace : ""}\0${name}`;
}

// src/rule.ts
init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();

// src/redact.ts
init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();
var URL_USERINFO = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#@]*(?:@[^\s/?#@]*)*@/gi;
function redactUrls(text) {
  if (!text.includes("@") || !text.includes("://")) return text;
  return text.replace(URL_USERINFO, "$1***@");
}
var SECRET_WORD = String.raw`(?:token|secret|passw(?:or)?d|pwd|passphrase|credentials?|signature|cookie|assertion|session|auth(?:orization)?|api[_-]?key|apikey|access[_-]?key|private[_-]?key|secret[_-]?key|client[_-]?key|account[_-]?key|key[_-]?data|certificate[_-]?data|sas)`;
var SECRET_KEY = String.raw`(?<![A-Za-z0-9])[A-Za-z0-9_.-]{0,40}${SECRET_WORD}[A-Za-z0-9_.-]{0,40}`;
var SECRET_ASSIGNMENT = new RegExp(
  String.raw`(${SECRET_KEY})(\\?["']?\s*(?::=|=>|[:=])\s*)(?!\[redacted\])(?:(\\?")(?:[^"\\\r\n]|\\(?!")[^\r\n])*(?:\\?")|(')[^'\r\n]*'|[^\s"',;&)}\]]+)`,
  "gi"
);
var SECRET_FOLLOWED_BY_VALUE = new RegExp(String.raw`(${SECRET_KEY})(\s+(?:is\s+|was\s+|of\s+)?)("[^"\r\n]*"|'[^'\r\n]*'|[A-Za-z0-9._~+/=:-]{8,})`, "gi");
var QUOTED_INPUT_CHARS = 16 * 1024;

// src/rule.ts
var PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
var compiled = /* @__PURE__ */ new Map();
function compile(template) {
  const parts = [];
  const written = [];
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    parts.push(template.slice(last, match.index), match[1]);
    written.push(match[0]);
    last = match.index + match[0].length;
  }
  parts.push(template.slice(last));
  return { parts, written };
}
function compiledTemplate(template) {
  let cut = compiled.get(template);
  if (!cut) compiled.set(template, cut = compile(template));
  return cut;
}
function placeholderNames(template) {
  return compiledTemplate(template).parts.filter((_, i2) => i2 % 2 === 1);
}
function formatMessage(template, data = {}) {
  const cut = compiledTemplate(template);
  if (cut.parts.length === 1) return template;
  const pieces = cut.parts.slice();
  for (let i2 = 1; i2 < pieces.length; i2 += 2) pieces[i2] = pieces[i2] in data ? redactUrls(String(data[pieces[i2]])) : cut.written[(i2 - 1) / 2];
  return pieces.join("");
}

// src/shell-quote.ts
init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();
var PLAIN_WORD = /^[A-Za-z0-9_@%+=:,./-]+$/;
function shellQuote(word) {
  if (PLAIN_WORD.test(word)) return word;
  return `'${word.replace(/'/g, `'\\''`)}'`;
}
function shellName(name, placeholder) {
  return name === "" || name.startsWith("-") ? placeholder : shellQuote(name);
}

// src/versions.ts
init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();

// src/errors.ts
init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();
var SourceError = class extends Error {
  name = "SourceError";
};

// src/versions.ts
var OLDEST_RELEASE = "1.16";
var VERSION_PATTERN = /^v?(\d+)\.(\d+)(?:\.(\d+))?(?:[-+].*)?$/;
function normalizeMinor(input) {
  const m = VERSION_PATTERN.exec(input.trim());
  if (!m) return void 0;
  return `${Number(m[1])}.${Number(m[2])}`;
}
var parsedMinors = /* @__PURE__ */ new Map();
function parseMinor(version) {
  let parsed = parsedMinors.get(version);
  if (!parsed) {
    const normalized = normalizeMinor(version);
    if (!normalized) throw new Error(`not a Kubernetes version: ${version}`);
    const [major, minor] = normalized.split(".").map(Number);
    parsedMinors.set(version, parsed = { major, minor });
  }
  return parsed;
}
function minorRange(first, last) {
  const from = parseMinor(first);
  const to = parseMinor(last);
  const out = [];
  for (let minor = from.minor; from.major === to.major && minor <= to.minor; minor++) out.push(`${from.major}.${minor}`);
  return out;
}
function hops(from, target) {
  return minorRange(nextMinor(from), target);
}
function nextMinor(version) {
  const { major, minor } = parseMinor(version);
  return `${major}.${minor + 1}`;
}
var ADDON_VERSION_PATTERN = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:[-+].*)?$/;
function parseAddonVersion(text) {
  const m = ADDON_VERSION_PATTERN.exec(text.trim());
  return m ? [Number(m[1]), Number(m[2] ?? 0), Number(m[3] ?? 0)] : void 0;
}
function compareAddonVersions(a, b) {
  const x = parseAddonVersion(a);
  const y = parseAddonVersion(b);
  if (!x || !y) throw new Error(`not a release version: ${x ? b : a}`);
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

// src/kube/api-table.ts
init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();

// src/kube/addon-apis.ts
init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();

// src/data.ts
init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();
var import_node_fs2 = __toESM(require_node_fs(), 1);

// node_modules/js-yaml/dist/js-yaml.mjs
init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();
function isNothing(subject) {
  return typeof subject === "undefined" || subject === null;
}
function isObject(subject) {
  return typeof subject === "object" && subject !== null;
}
function toArray(sequence) {
  if (Array.isArray(sequence)) return sequence;
  else if (isNothing(sequence)) return [];
  return [sequence];
}
function extend(target, source) {
  var index, length, key, sourceKeys;
  if (source) {
    sourceKeys = Object.keys(source);
    for (index = 0, length = sourceKeys.length; index < length; index += 1) {
      key = sourceKeys[index];
      target[key] = source[key];
    }
  }
  return target;
}
function repeat(string, count) {
  var result = "", cycle;
  for (cycle = 0; cycle < count; cycle += 1) {
    result += string;
  }
  return result;
}
function isNegativeZero(number) {
  return number === 0 && Number.NEGATIVE_INFINITY === 1 / number;
}
var isNothing_1 = isNothing;
var isObject_1 = isObject;
var toArray_1 = toArray;
var repeat_1 = repeat;
var isNegativeZero_1 = isNegativeZero;
var extend_1 = extend;
var common = {
  isNothing: isNothing_1,
  isObject: isObject_1,
  toArray: toArray_1,
  repeat: repeat_1,
  isNegativeZero: isNegativeZero_1,
  extend: extend_1
};
function formatError(exception2, compact) {
  var where = "", message = exception2.reason || "(unknown reason)";
  if (!exception2.mark) return message;
  if (exception2.mark.name) {
    where += 'in "' + exception2.mark.name + '" ';
  }
  where += "(" + (exception2.mark.line + 1) + ":" + (exception2.mark.column + 1) + ")";
  if (!compact && exception2.mark.snippet) {
    where += "\n\n" + exception2.mark.snippet;
  }
  return message + " " + where;
}
function YAMLException$1(reason, mark) {
  Error.call(this);
  this.name = "YAMLException";
  this.reason = reason;
  this.mark = mark;
  this.message = formatError(this, false);
  if (Error.captureStackTrace) {
    Error.captureStackTrace(this, this.constructor);
  } else {
    this.stack = new Error().stack || "";
  }
}
YAMLException$1.prototype = Object.create(Error.prototype);
YAMLException$1.prototype.constructor = YAMLException$1;
YAMLException$1.prototype.toString = function toString(compact) {
  return this.name + ": " + formatError(this, compact);
};
var exception = YAMLException$1;
function getLine(buffer, lineStart, lineEnd, position, maxLineLength) {
  var head = "";
  var tail = "";
  var maxHalfLength = Math.floor(maxLineLength / 2) - 1;
  if (position - lineStart > maxHalfLength) {
    head = " ... ";
    lineStart = position - maxHalfLength + head.length;
  }
  if (lineEnd - position > maxHalfLength) {
    tail = " ...";
    lineEnd = position + maxHalfLength - tail.length;
  }
  return {
    str: head + buffer.slice(lineStart, lineEnd).replace(/\t/g, "\u2192") + tail,
    pos: position - lineStart + head.length
    // relative position
  };
}
function padStart(string, max) {
  return common.repeat(" ", max - string.length) + string;
}
function makeSnippet(mark, options) {
  options = Object.create(options || null);
  if (!mark.buffer) return null;
  if (!options.maxLength) options.maxLength = 79;
  if (typeof options.indent !== "number") options.indent = 1;
  if (typeof options.linesBefore !== "number") options.linesBefore = 3;
  if (typeof options.linesAfter !== "number") options.linesAfter = 2;
  var re = /\r?\n|\r|\0/g;
  var lineStarts = [0];
  var lineEnds = [];
  var match;
  var foundLineNo = -1;
  while (match = re.exec(mark.buffer)) {
    lineEnds.push(match.index);
    lineStarts.push(match.index + match[0].length);
    if (mark.position <= match.index && foundLineNo < 0) {
      foundLineNo = lineStarts.length - 2;
    }
  }
  if (foundLineNo < 0) foundLineNo = lineStarts.length - 1;
  var result = "", i2, line;
  var lineNoLength = Math.min(mark.line + options.linesAfter, lineEnds.length).toString().length;
  var maxLineLength = options.maxLength - (options.indent + lineNoLength + 3);
  for (i2 = 1; i2 <= options.linesBefore; i2++) {
    if (foundLineNo - i2 < 0) break;
    line = getLine(
      mark.buffer,
      lineStarts[foundLineNo - i2],
      lineEnds[foundLineNo - i2],
      mark.position - (lineStarts[foundLineNo] - lineStarts[foundLineNo - i2]),
      maxLineLength
    );
    result = common.repeat(" ", options.indent) + padStart((mark.line - i2 + 1).toString(), lineNoLength) + " | " + line.str + "\n" + result;
  }
  line = getLine(mark.buffer, lineStarts[foundLineNo], lineEnds[foundLineNo], mark.position, maxLineLength);
  result += common.repeat(" ", options.indent) + padStart((mark.line + 1).toString(), lineNoLength) + " | " + line.str + "\n";
  result += common.repeat("-", options.indent + lineNoLength + 3 + line.pos) + "^\n";
  for (i2 = 1; i2 <= options.linesAfter; i2++) {
    if (foundLineNo + i2 >= lineEnds.length) break;
    line = getLine(
      mark.buffer,
      lineStarts[foundLineNo + i2],
      lineEnds[foundLineNo + i2],
      mark.position - (lineStarts[foundLineNo] - lineStarts[foundLineNo + i2]),
      maxLineLength
    );
    result += common.repeat(" ", options.indent) + padStart((mark.line + i2 + 1).toString(), lineNoLength) + " | " + line.str + "\n";
  }
  return result.replace(/\n$/, "");
}
var snippet = makeSnippet;
var TYPE_CONSTRUCTOR_OPTIONS = [
  "kind",
  "multi",
  "resolve",
  "construct",
  "instanceOf",
  "predicate",
  "represent",
  "representName",
  "defaultStyle",
  "styleAliases"
];
var YAML_NODE_KINDS = [
  "scalar",
  "sequence",
  "mapping"
];
function compileStyleAliases(map2) {
  var result = {};
  if (map2 !== null) {
    Object.keys(map2).forEach(function(style) {
      map2[style].forEach(function(alias) {
        result[String(alias)] = style;
      });
    });
  }
  return result;
}
function Type$1(tag, options) {
  options = options || {};
  Object.keys(options).forEach(function(name) {
    if (TYPE_CONSTRUCTOR_OPTIONS.indexOf(name) === -1) {
      throw new exception('Unknown option "' + name + '" is met in definition of "' + tag + '" YAML type.');
    }
  });
  this.options = options;
  this.tag = tag;
  this.kind = options["kind"] || null;
  this.resolve = options["resolve"] || function() {
    return true;
  };
  this.construct = options["construct"] || function(data) {
    return data;
  };
  this.instanceOf = options["instanceOf"] || null;
  this.predicate = options["predicate"] || null;
  this.represent = options["represent"] || null;
  this.representName = options["representName"] || null;
  this.defaultStyle = options["defaultStyle"] || null;
  this.multi = options["multi"] || false;
  this.styleAliases = compileStyleAliases(options["styleAliases"] || null);
  if (YAML_NODE_KINDS.indexOf(this.kind) === -1) {
    throw new exception('Unknown kind "' + this.kind + '" is specified for "' + tag + '" YAML type.');
  }
}
var type = Type$1;
function compileList(schema2, name) {
  var result = [];
  schema2[name].forEach(function(currentType) {
    var newIndex = result.length;
    result.forEach(function(previousType, previousIndex) {
      if (previousType.tag === currentType.tag && previousType.kind === currentType.kind && previousType.multi === currentType.multi) {
        newIndex = previousIndex;
      }
    });
    result[newIndex] = currentType;
  });
  return result;
}
function compileMap() {
  var result = {
    scalar: {},
    sequence: {},
    mapping: {},
    fallback: {},
    multi: {
      scalar: [],
      sequence: [],
      mapping: [],
      fallback: []
    }
  }, index, length;
  function collectType(type2) {
    if (type2.multi) {
      result.multi[type2.kind].push(type2);
      result.multi["fallback"].push(type2);
    } else {
      result[type2.kind][type2.tag] = result["fallback"][type2.tag] = type2;
    }
  }
  for (index = 0, length = arguments.length; index < length; index += 1) {
    arguments[index].forEach(collectType);
  }
  return result;
}
function Schema$1(definition) {
  return this.extend(definition);
}
Schema$1.prototype.extend = function extend2(definition) {
  var implicit = [];
  var explicit = [];
  if (definition instanceof type) {
    explicit.push(definition);
  } else if (Array.isArray(definition)) {
    explicit = explicit.concat(definition);
  } else if (definition && (Array.isArray(definition.implicit) || Array.isArray(definition.explicit))) {
    if (definition.implicit) implicit = implicit.concat(definition.implicit);
    if (definition.explicit) explicit = explicit.concat(definition.explicit);
  } else {
    throw new exception("Schema.extend argument should be a Type, [ Type ], or a schema definition ({ implicit: [...], explicit: [...] })");
  }
  implicit.forEach(function(type$1) {
    if (!(type$1 instanceof type)) {
      throw new exception("Specified list of YAML types (or a single Type object) contains a non-Type object.");
    }
    if (type$1.loadKind && type$1.loadKind !== "scalar") {
      throw new exception("There is a non-scalar type in the implicit list of a schema. Implicit resolving of such types is not supported.");
    }
    if (type$1.multi) {
      throw new exception("There is a multi type in the implicit list of a schema. Multi tags can only be listed as explicit.");
    }
  });
  explicit.forEach(function(type$1) {
    if (!(type$1 instanceof type)) {
      throw new exception("Specified list of YAML types (or a single Type object) contains a non-Type object.");
    }
  });
  var result = Object.create(Schema$1.prototype);
  result.implicit = (this.implicit || []).concat(implicit);
  result.explicit = (this.explicit || []).concat(explicit);
  result.compiledImplicit = compileList(result, "implicit");
  result.compiledExplicit = compileList(result, "explicit");
  result.compiledTypeMap = compileMap(result.compiledImplicit, result.compiledExplicit);
  return result;
};
var schema = Schema$1;
var str = new type("tag:yaml.org,2002:str", {
  kind: "scalar",
  construct: function(data) {
    return data !== null ? data : "";
  }
});
var seq = new type("tag:yaml.org,2002:seq", {
  kind: "sequence",
  construct: function(data) {
    return data !== null ? data : [];
  }
});
var map = new type("tag:yaml.org,2002:map", {
  kind: "mapping",
  construct: function(data) {
    return data !== null ? data : {};
  }
});
var failsafe = new schema({
  explicit: [
    str,
    seq,
    map
  ]
});
function resolveYamlNull(data) {
  if (data === null) return true;
  var max = data.length;
  return max === 1 && data === "~" || max === 4 && (data === "null" || data === "Null" || data === "NULL");
}
function constructYamlNull() {
  return null;
}
function isNull(object) {
  return object === null;
}
var _null = new type("tag:yaml.org,2002:null", {
  kind: "scalar",
  resolve: resolveYamlNull,
  construct: constructYamlNull,
  predicate: isNull,
  represent: {
    canonical: function() {
      return "~";
    },
    lowercase: function() {
      return "null";
    },
    uppercase: function() {
      return "NULL";
    },
    camelcase: function() {
      return "Null";
    },
    empty: function() {
      return "";
    }
  },
  defaultStyle: "lowercase"
});
function resolveYamlBoolean(data) {
  if (data === null) return false;
  var max = data.length;
  return max === 4 && (data === "true" || data === "True" || data === "TRUE") || max === 5 && (data === "false" || data === "False" || data === "FALSE");
}
function constructYamlBoolean(data) {
  return data === "true" || data === "True" || data === "TRUE";
}
function isBoolean(object) {
  return Object.prototype.toString.call(object) === "[object Boolean]";
}
var bool = new type("tag:yaml.org,2002:bool", {
  kind: "scalar",
  resolve: resolveYamlBoolean,
  construct: constructYamlBoolean,
  predicate: isBoolean,
  represent: {
    lowercase: function(object) {
      return object ? "true" : "false";
    },
    uppercase: function(object) {
      return object ? "TRUE" : "FALSE";
    },
    camelcase: function(object) {
      return object ? "True" : "False";
    }
  },
  defaultStyle: "lowercase"
});
function isHexCode(c) {
  return 48 <= c && c <= 57 || 65 <= c && c <= 70 || 97 <= c && c <= 102;
}
function isOctCode(c) {
  return 48 <= c && c <= 55;
}
function isDecCode(c) {
  return 48 <= c && c <= 57;
}
function resolveYamlInteger(data) {
  if (data === null) return false;
  var max = data.length, index = 0, hasDigits = false, ch;
  if (!max) return false;
  ch = data[index];
  if (ch === "-" || ch === "+") {
    ch = data[++index];
  }
  if (ch === "0") {
    if (index + 1 === max) return true;
    ch = data[++index];
    if (ch === "b") {
      index++;
      for (; index < max; index++) {
        ch = data[index];
        if (ch === "_") continue;
        if (ch !== "0" && ch !== "1") return false;
        hasDigits = true;
      }
      return hasDigits && ch !== "_";
    }
    if (ch === "x") {
      index++;
      for (; index < max; index++) {
        ch = data[index];
        if (ch === "_") continue;
        if (!isHexCode(data.charCodeAt(index))) return false;
        hasDigits = true;
      }
      return hasDigits && ch !== "_";
    }
    if (ch === "o") {
      index++;
      for (; index < max; index++) {
        ch = data[index];
        if (ch === "_") continue;
        if (!isOctCode(data.charCodeAt(index))) return false;
        hasDigits = true;
      }
      return hasDigits && ch !== "_";
    }
  }
  if (ch === "_") return false;
  for (; index < max; index++) {
    ch = data[index];
    if (ch === "_") continue;
    if (!isDecCode(data.charCodeAt(index))) {
      return false;
    }
    hasDigits = true;
  }
  if (!hasDigits || ch === "_") return false;
  return true;
}
function constructYamlInteger(data) {
  var value = data, sign = 1, ch;
  if (value.indexOf("_") !== -1) {
    value = value.replace(/_/g, "");
  }
  ch = value[0];
  if (ch === "-" || ch === "+") {
    if (ch === "-") sign = -1;
    value = value.slice(1);
    ch = value[0];
  }
  if (value === "0") return 0;
  if (ch === "0") {
    if (value[1] === "b") return sign * parseInt(value.slice(2), 2);
    if (value[1] === "x") return sign * parseInt(value.slice(2), 16);
    if (value[1] === "o") return sign * parseInt(value.slice(2), 8);
  }
  return sign * parseInt(value, 10);
}
function isInteger(object) {
  return Object.prototype.toString.call(object) === "[object Number]" && (object % 1 === 0 && !common.isNegativeZero(object));
}
var int = new type("tag:yaml.org,2002:int", {
  kind: "scalar",
  resolve: resolveYamlInteger,
  construct: constructYamlInteger,
  predicate: isInteger,
  represent: {
    binary: function(obj) {
      return obj >= 0 ? "0b" + obj.toString(2) : "-0b" + obj.toString(2).slice(1);
    },
    octal: function(obj) {
      return obj >= 0 ? "0o" + obj.toString(8) : "-0o" + obj.toString(8).slice(1);
    },
    decimal: function(obj) {
      return obj.toString(10);
    },
    /* eslint-disable max-len */
    hexadecimal: function(obj) {
      return obj >= 0 ? "0x" + obj.toString(16).toUpperCase() : "-0x" + obj.toString(16).toUpperCase().slice(1);
    }
  },
  defaultStyle: "decimal",
  styleAliases: {
    binary: [2, "bin"],
    octal: [8, "oct"],
    decimal: [10, "dec"],
    hexadecimal: [16, "hex"]
  }
});
var YAML_FLOAT_PATTERN = new RegExp(
  // 2.5e4, 2.5 and integers
  "^(?:[-+]?(?:[0-9][0-9_]*)(?:\\.[0-9_]*)?(?:[eE][-+]?[0-9]+)?|\\.[0-9_]+(?:[eE][-+]?[0-9]+)?|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$"
);
function resolveYamlFloat(data) {
  if (data === null) return false;
  if (!YAML_FLOAT_PATTERN.test(data) || // Quick hack to not allow integers end with `_`
  // Probably should update regexp & check speed
  data[data.length - 1] === "_") {
    return false;
  }
  return true;
}
function constructYamlFloat(data) {
  var value, sign;
  value = data.replace(/_/g, "").toLowerCase();
  sign = value[0] === "-" ? -1 : 1;
  if ("+-".indexOf(value[0]) >= 0) {
    value = value.slice(1);
  }
  if (value === ".inf") {
    return sign === 1 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
  } else if (value === ".nan") {
    return NaN;
  }
  return sign * parseFloat(value, 10);
}
var SCIENTIFIC_WITHOUT_DOT = /^[-+]?[0-9]+e/;
function representYamlFloat(object, style) {
  var res;
  if (isNaN(object)) {
    switch (style) {
      case "lowercase":
        return ".nan";
      case "uppercase":
        return ".NAN";
      case "camelcase":
        return ".NaN";
    }
  } else if (Number.POSITIVE_INFINITY === object) {
    switch (style) {
      case "lowercase":
        return ".inf";
      case "uppercase":
        return ".INF";
      case "camelcase":
        return ".Inf";
    }
  } else if (Number.NEGATIVE_INFINITY === object) {
    switch (style) {
      case "lowercase":
        return "-.inf";
      case "uppercase":
        return "-.INF";
      case "camelcase":
        return "-.Inf";
    }
  } else if (common.isNegativeZero(object)) {
    return "-0.0";
  }
  res = object.toString(10);
  return SCIENTIFIC_WITHOUT_DOT.test(res) ? res.replace("e", ".e") : res;
}
function isFloat(object) {
  return Object.prototype.toString.call(object) === "[object Number]" && (object % 1 !== 0 || common.isNegativeZero(object));
}
var float = new type("tag:yaml.org,2002:float", {
  kind: "scalar",
  resolve: resolveYamlFloat,
  construct: constructYamlFloat,
  predicate: isFloat,
  represent: representYamlFloat,
  defaultStyle: "lowercase"
});
var json = failsafe.extend({
  implicit: [
    _null,
    bool,
    int,
    float
  ]
});
var core = json;
var YAML_DATE_REGEXP = new RegExp(
  "^([0-9][0-9][0-9][0-9])-([0-9][0-9])-([0-9][0-9])$"
);
var YAML_TIMESTAMP_REGEXP = new RegExp(
  "^([0-9][0-9][0-9][0-9])-([0-9][0-9]?)-([0-9][0-9]?)(?:[Tt]|[ \\t]+)([0-9][0-9]?):([0-9][0-9]):([0-9][0-9])(?:\\.([0-9]*))?(?:[ \\t]*(Z|([-+])([0-9][0-9]?)(?::([0-9][0-9]))?))?$"
);
function resolveYamlTimestamp(data) {
  if (data === null) return false;
  if (YAML_DATE_REGEXP.exec(data) !== null) return true;
  if (YAML_TIMESTAMP_REGEXP.exec(data) !== null) return true;
  return false;
}
function constructYamlTimestamp(data) {
  var match, year, month, day, hour, minute, second, fraction = 0, delta = null, tz_hour, tz_minute, date;
  match = YAML_DATE_REGEXP.exec(data);
  if (match === null) match = YAML_TIMESTAMP_REGEXP.exec(data);
  if (match === null) throw new Error("Date resolve error");
  year = +match[1];
  month = +match[2] - 1;
  day = +match[3];
  if (!match[4]) {
    return new Date(Date.UTC(year, month, day));
  }
  hour = +match[4];
  minute = +match[5];
  second = +match[6];
  if (match[7]) {
    fraction = match[7].slice(0, 3);
    while (fraction.length < 3) {
      fraction += "0";
    }
    fraction = +fraction;
  }
  if (match[9]) {
    tz_hour = +match[10];
    tz_minute = +(match[11] || 0);
    delta = (tz_hour * 60 + tz_minute) * 6e4;
    if (match[9] === "-") delta = -delta;
  }
  date = new Date(Date.UTC(year, month, day, hour, minute, second, fraction));
  if (delta) date.setTime(date.getTime() - delta);
  return date;
}
function representYamlTimestamp(object) {
  return object.toISOString();
}
var timestamp = new type("tag:yaml.org,2002:timestamp", {
  kind: "scalar",
  resolve: resolveYamlTimestamp,
  construct: constructYamlTimestamp,
  instanceOf: Date,
  represent: representYamlTimestamp
});
function resolveYamlMerge(data) {
  return data === "<<" || data === null;
}
var merge = new type("tag:yaml.org,2002:merge", {
  kind: "scalar",
  resolve: resolveYamlMerge
});
var BASE64_MAP = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=\n\r";
function resolveYamlBinary(data) {
  if (data === null) return false;
  var code, idx, bitlen = 0, max = data.length, map2 = BASE64_MAP;
  for (idx = 0; idx < max; idx++) {
    code = map2.indexOf(data.charAt(idx));
    if (code > 64) continue;
    if (code < 0) return false;
    bitlen += 6;
  }
  return bitlen % 8 === 0;
}
function constructYamlBinary(data) {
  var idx, tailbits, input = data.replace(/[\r\n=]/g, ""), max = input.length, map2 = BASE64_MAP, bits = 0, result = [];
  for (idx = 0; idx < max; idx++) {
    if (idx % 4 === 0 && idx) {
      result.push(bits >> 16 & 255);
      result.push(bits >> 8 & 255);
      result.push(bits & 255);
    }
    bits = bits << 6 | map2.indexOf(input.charAt(idx));
  }
  tailbits = max % 4 * 6;
  if (tailbits === 0) {
    result.push(bits >> 16 & 255);
    result.push(bits >> 8 & 255);
    result.push(bits & 255);
  } else if (tailbits === 18) {
    result.push(bits >> 10 & 255);
    result.push(bits >> 2 & 255);
  } else if (tailbits === 12) {
    result.push(bits >> 4 & 255);
  }
  return new Uint8Array(result);
}
function representYamlBinary(object) {
  var result = "", bits = 0, idx, tail, max = object.length, map2 = BASE64_MAP;
  for (idx = 0; idx < max; idx++) {
    if (idx % 3 === 0 && idx) {
      result += map2[bits >> 18 & 63];
      result += map2[bits >> 12 & 63];
      result += map2[bits >> 6 & 63];
      result += map2[bits & 63];
    }
    bits = (bits << 8) + object[idx];
  }
  tail = max % 3;
  if (tail === 0) {
    result += map2[bits >> 18 & 63];
    result += map2[bits >> 12 & 63];
    result += map2[bits >> 6 & 63];
    result += map2[bits & 63];
  } else if (tail === 2) {
    result += map2[bits >> 10 & 63];
    result += map2[bits >> 4 & 63];
    result += map2[bits << 2 & 63];
    result += map2[64];
  } else if (tail === 1) {
    result += map2[bits >> 2 & 63];
    result += map2[bits << 4 & 63];
    result += map2[64];
    result += map2[64];
  }
  return result;
}
function isBinary(obj) {
  return Object.prototype.toString.call(obj) === "[object Uint8Array]";
}
var binary = new type("tag:yaml.org,2002:binary", {
  kind: "scalar",
  resolve: resolveYamlBinary,
  construct: constructYamlBinary,
  predicate: isBinary,
  represent: representYamlBinary
});
var _hasOwnProperty$3 = Object.prototype.hasOwnProperty;
var _toString$2 = Object.prototype.toString;
function resolveYamlOmap(data) {
  if (data === null) return true;
  var objectKeys = [], index, length, pair, pairKey, pairHasKey, object = data;
  for (index = 0, length = object.length; index < length; index += 1) {
    pair = object[index];
    pairHasKey = false;
    if (_toString$2.call(pair) !== "[object Object]") return false;
    for (pairKey in pair) {
      if (_hasOwnProperty$3.call(pair, pairKey)) {
        if (!pairHasKey) pairHasKey = true;
        else return false;
      }
    }
    if (!pairHasKey) return false;
    if (objectKeys.indexOf(pairKey) === -1) objectKeys.push(pairKey);
    else return false;
  }
  return true;
}
function constructYamlOmap(data) {
  return data !== null ? data : [];
}
var omap = new type("tag:yaml.org,2002:omap", {
  kind: "sequence",
  resolve: resolveYamlOmap,
  construct: constructYamlOmap
});
var _toString$1 = Object.prototype.toString;
function resolveYamlPairs(data) {
  if (data === null) return true;
  var index, length, pair, keys, result, object = data;
  result = new Array(object.length);
  for (index = 0, length = object.length; index < length; index += 1) {
    pair = object[index];
    if (_toString$1.call(pair) !== "[object Object]") return false;
    keys = Object.keys(pair);
    if (keys.length !== 1) return false;
    result[index] = [keys[0], pair[keys[0]]];
  }
  return true;
}
function constructYamlPairs(data) {
  if (data === null) return [];
  var index, length, pair, keys, result, object = data;
  result = new Array(object.length);
  for (index = 0, length = object.length; index < length; index += 1) {
    pair = object[index];
    keys = Object.keys(pair);
    result[index] = [keys[0], pair[keys[0]]];
  }
  return result;
}
var pairs = new type("tag:yaml.org,2002:pairs", {
  kind: "sequence",
  resolve: resolveYamlPairs,
  construct: constructYamlPairs
});
var _hasOwnProperty$2 = Object.prototype.hasOwnProperty;
function resolveYamlSet(data) {
  if (data === null) return true;
  var key, object = data;
  for (key in object) {
    if (_hasOwnProperty$2.call(object, key)) {
      if (object[key] !== null) return false;
    }
  }
  return true;
}
function constructYamlSet(data) {
  return data !== null ? data : {};
}
var set = new type("tag:yaml.org,2002:set", {
  kind: "mapping",
  resolve: resolveYamlSet,
  construct: constructYamlSet
});
var _default = core.extend({
  implicit: [
    timestamp,
    merge
  ],
  explicit: [
    binary,
    omap,
    pairs,
    set
  ]
});
var _hasOwnProperty$1 = Object.prototype.hasOwnProperty;
var CONTEXT_FLOW_IN = 1;
var CONTEXT_FLOW_OUT = 2;
var CONTEXT_BLOCK_IN = 3;
var CONTEXT_BLOCK_OUT = 4;
var CHOMPING_CLIP = 1;
var CHOMPING_STRIP = 2;
var CHOMPING_KEEP = 3;
var PATTERN_NON_PRINTABLE = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;
var PATTERN_NON_ASCII_LINE_BREAKS = /[\x85\u2028\u2029]/;
var PATTERN_FLOW_INDICATORS = /[,\[\]\{\}]/;
var PATTERN_TAG_HANDLE = /^(?:!|!!|![a-z\-]+!)$/i;
var PATTERN_TAG_URI = /^(?:!|[^,\[\]\{\}])(?:%[0-9a-f]{2}|[0-9a-z\-#;\/\?:@&=\+\$,_\.!~\*'\(\)\[\]])*$/i;
function _class(obj) {
  return Object.prototype.toString.call(obj);
}
function is_EOL(c) {
  return c === 10 || c === 13;
}
function is_WHITE_SPACE(c) {
  return c === 9 || c === 32;
}
function is_WS_OR_EOL(c) {
  return c === 9 || c === 32 || c === 10 || c === 13;
}
function is_FLOW_INDICATOR(c) {
  return c === 44 || c === 91 || c === 93 || c === 123 || c === 125;
}
function fromHexCode(c) {
  var lc;
  if (48 <= c && c <= 57) {
    return c - 48;
  }
  lc = c | 32;
  if (97 <= lc && lc <= 102) {
    return lc - 97 + 10;
  }
  return -1;
}
function escapedHexLen(c) {
  if (c === 120) {
    return 2;
  }
  if (c === 117) {
    return 4;
  }
  if (c === 85) {
    return 8;
  }
  return 0;
}
function fromDecimalCode(c) {
  if (48 <= c && c <= 57) {
    return c - 48;
  }
  return -1;
}
function simpleEscapeSequence(c) {
  return c === 48 ? "\0" : c === 97 ? "\x07" : c === 98 ? "\b" : c === 116 ? "	" : c === 9 ? "	" : c === 110 ? "\n" : c === 118 ? "\v" : c === 102 ? "\f" : c === 114 ? "\r" : c === 101 ? "\x1B" : c === 32 ? " " : c === 34 ? '"' : c === 47 ? "/" : c === 92 ? "\\" : c === 78 ? "\x85" : c === 95 ? "\xA0" : c === 76 ? "\u2028" : c === 80 ? "\u2029" : "";
}
function charFromCodepoint(c) {
  if (c <= 65535) {
    return String.fromCharCode(c);
  }
  return String.fromCharCode(
    (c - 65536 >> 10) + 55296,
    (c - 65536 & 1023) + 56320
  );
}
function setProperty(object, key, value) {
  if (key === "__proto__") {
    Object.defineProperty(object, key, {
      configurable: true,
      enumerable: true,
      writable: true,
      value
    });
  } else {
    object[key] = value;
  }
}
var simpleEscapeCheck = new Array(256);
var simpleEscapeMap = new Array(256);
for (i = 0; i < 256; i++) {
  simpleEscapeCheck[i] = simpleEscapeSequence(i) ? 1 : 0;
  simpleEscapeMap[i] = simpleEscapeSequence(i);
}
var i;
function State$1(input, options) {
  this.input = input;
  this.filename = options["filename"] || null;
  this.schema = options["schema"] || _default;
  this.onWarning = options["onWarning"] || null;
  this.legacy = options["legacy"] || false;
  this.json = options["json"] || false;
  this.listener = options["listener"] || null;
  this.implicitTypes = this.schema.compiledImplicit;
  this.typeMap = this.schema.compiledTypeMap;
  this.length = input.length;
  this.position = 0;
  this.line = 0;
  this.lineStart = 0;
  this.lineIndent = 0;
  this.firstTabInLine = -1;
  this.documents = [];
}
function generateError(state, message) {
  var mark = {
    name: state.filename,
    buffer: state.input.slice(0, -1),
    // omit trailing \0
    position: state.position,
    line: state.line,
    column: state.position - state.lineStart
  };
  mark.snippet = snippet(mark);
  return new exception(message, mark);
}
function throwError(state, message) {
  throw generateError(state, message);
}
function throwWarning(state, message) {
  if (state.onWarning) {
    state.onWarning.call(null, generateError(state, message));
  }
}
var directiveHandlers = {
  YAML: function handleYamlDirective(state, name, args) {
    var match, major, minor;
    if (state.version !== null) {
      throwError(state, "duplication of %YAML directive");
    }
    if (args.length !== 1) {
      throwError(state, "YAML directive accepts exactly one argument");
    }
    match = /^([0-9]+)\.([0-9]+)$/.exec(args[0]);
    if (match === null) {
      throwError(state, "ill-formed argument of the YAML directive");
    }
    major = parseInt(match[1], 10);
    minor = parseInt(match[2], 10);
    if (major !== 1) {
      throwError(state, "unacceptable YAML version of the document");
    }
    state.version = args[0];
    state.checkLineBreaks = minor < 2;
    if (minor !== 1 && minor !== 2) {
      throwWarning(state, "unsupported YAML version of the document");
    }
  },
  TAG: function handleTagDirective(state, name, args) {
    var handle, prefix;
    if (args.length !== 2) {
      throwError(state, "TAG directive accepts exactly two arguments");
    }
    handle = args[0];
    prefix = args[1];
    if (!PATTERN_TAG_HANDLE.test(handle)) {
      throwError(state, "ill-formed tag handle (first argument) of the TAG directive");
    }
    if (_hasOwnProperty$1.call(state.tagMap, handle)) {
      throwError(state, 'there is a previously declared suffix for "' + handle + '" tag handle');
    }
    if (!PATTERN_TAG_URI.test(prefix)) {
      throwError(state, "ill-formed tag prefix (second argument) of the TAG directive");
    }
    try {
      prefix = decodeURIComponent(prefix);
    } catch (err) {
      throwError(state, "tag prefix is malformed: " + prefix);
    }
    state.tagMap[handle] = prefix;
  }
};
function captureSegment(state, start, end, checkJson) {
  var _position, _length, _character, _result;
  if (start < end) {
    _result = state.input.slice(start, end);
    if (checkJson) {
      for (_position = 0, _length = _result.length; _position < _length; _position += 1) {
        _character = _result.charCodeAt(_position);
        if (!(_character === 9 || 32 <= _character && _character <= 1114111)) {
          throwError(state, "expected valid JSON character");
        }
      }
    } else if (PATTERN_NON_PRINTABLE.test(_result)) {
      throwError(state, "the stream contains non-printable characters");
    }
    state.result += _result;
  }
}
function mergeMappings(state, destination, source, overridableKeys) {
  var sourceKeys, key, index, quantity;
  if (!common.isObject(source)) {
    throwError(state, "cannot merge mappings; the provided source object is unacceptable");
  }
  sourceKeys = Object.keys(source);
  for (index = 0, quantity = sourceKeys.length; index < quantity; index += 1) {
    key = sourceKeys[index];
    if (!_hasOwnProperty$1.call(destination, key)) {
      setProperty(destination, key, source[key]);
      overridableKeys[key] = true;
    }
  }
}
function storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, valueNode, startLine, startLineStart, startPos) {
  var index, quantity;
  if (Array.isArray(keyNode)) {
    keyNode = Array.prototype.slice.call(keyNode);
    for (index = 0, quantity = keyNode.length; index < quantity; index += 1) {
      if (Array.isArray(keyNode[index])) {
        throwError(state, "nested arrays are not supported inside keys");
      }
      if (typeof keyNode === "object" && _class(keyNode[index]) === "[object Object]") {
        keyNode[index] = "[object Object]";
      }
    }
  }
  if (typeof keyNode === "object" && _class(keyNode) === "[object Object]") {
    keyNode = "[object Object]";
  }
  keyNode = String(keyNode);
  if (_result === null) {
    _result = {};
  }
  if (keyTag === "tag:yaml.org,2002:merge") {
    if (Array.isArray(valueNode)) {
      for (index = 0, quantity = valueNode.length; index < quantity; index += 1) {
        mergeMappings(state, _result, valueNode[index], overridableKeys);
      }
    } else {
      mergeMappings(state, _result, valueNode, overridableKeys);
    }
  } else {
    if (!state.json && !_hasOwnProperty$1.call(overridableKeys, keyNode) && _hasOwnProperty$1.call(_result, keyNode)) {
      state.line = startLine || state.line;
      state.lineStart = startLineStart || state.lineStart;
      state.position = startPos || state.position;
      throwError(state, "duplicated mapping key");
    }
    setProperty(_result, keyNode, valueNode);
    delete overridableKeys[keyNode];
  }
  return _result;
}
function readLineBreak(state) {
  var ch;
  ch = state.input.charCodeAt(state.position);
  if (ch === 10) {
    state.position++;
  } else if (ch === 13) {
    state.position++;
    if (state.input.charCodeAt(state.position) === 10) {
      state.position++;
    }
  } else {
    throwError(state, "a line break is expected");
  }
  state.line += 1;
  state.lineStart = state.position;
  state.firstTabInLine = -1;
}
function skipSeparationSpace(state, allowComments, checkIndent) {
  var lineBreaks = 0, ch = state.input.charCodeAt(state.position);
  while (ch !== 0) {
    while (is_WHITE_SPACE(ch)) {
      if (ch === 9 && state.firstTabInLine === -1) {
        state.firstTabInLine = state.position;
      }
      ch = state.input.charCodeAt(++state.position);
    }
    if (allowComments && ch === 35) {
      do {
        ch = state.input.charCodeAt(++state.position);
      } while (ch !== 10 && ch !== 13 && ch !== 0);
    }
    if (is_EOL(ch)) {
      readLineBreak(state);
      ch = state.input.charCodeAt(state.position);
      lineBreaks++;
      state.lineIndent = 0;
      while (ch === 32) {
        state.lineIndent++;
        ch = state.input.charCodeAt(++state.position);
      }
    } else {
      break;
    }
  }
  if (checkIndent !== -1 && lineBreaks !== 0 && state.lineIndent < checkIndent) {
    throwWarning(state, "deficient indentation");
  }
  return lineBreaks;
}
function testDocumentSeparator(state) {
  var _position = state.position, ch;
  ch = state.input.charCodeAt(_position);
  if ((ch === 45 || ch === 46) && ch === state.input.charCodeAt(_position + 1) && ch === state.input.charCodeAt(_position + 2)) {
    _position += 3;
    ch = state.input.charCodeAt(_position);
    if (ch === 0 || is_WS_OR_EOL(ch)) {
      return true;
    }
  }
  return false;
}
function writeFoldedLines(state, count) {
  if (count === 1) {
    state.result += " ";
  } else if (count > 1) {
    state.result += common.repeat("\n", count - 1);
  }
}
function readPlainScalar(state, nodeIndent, withinFlowCollection) {
  var preceding, following, captureStart, captureEnd, hasPendingContent, _line, _lineStart, _lineIndent, _kind = state.kind, _result = state.result, ch;
  ch = state.input.charCodeAt(state.position);
  if (is_WS_OR_EOL(ch) || is_FLOW_INDICATOR(ch) || ch === 35 || ch === 38 || ch === 42 || ch === 33 || ch === 124 || ch === 62 || ch === 39 || ch === 34 || ch === 37 || ch === 64 || ch === 96) {
    return false;
  }
  if (ch === 63 || ch === 45) {
    following = state.input.charCodeAt(state.position + 1);
    if (is_WS_OR_EOL(following) || withinFlowCollection && is_FLOW_INDICATOR(following)) {
      return false;
    }
  }
  state.kind = "scalar";
  state.result = "";
  captureStart = captureEnd = state.position;
  hasPendingContent = false;
  while (ch !== 0) {
    if (ch === 58) {
      following = state.input.charCodeAt(state.position + 1);
      if (is_WS_OR_EOL(following) || withinFlowCollection && is_FLOW_INDICATOR(following)) {
        break;
      }
    } else if (ch === 35) {
      preceding = state.input.charCodeAt(state.position - 1);
      if (is_WS_OR_EOL(preceding)) {
        break;
      }
    } else if (state.position === state.lineStart && testDocumentSeparator(state) || withinFlowCollection && is_FLOW_INDICATOR(ch)) {
      break;
    } else if (is_EOL(ch)) {
      _line = state.line;
      _lineStart = state.lineStart;
      _lineIndent = state.lineIndent;
      skipSeparationSpace(state, false, -1);
      if (state.lineIndent >= nodeIndent) {
        hasPendingContent = true;
        ch = state.input.charCodeAt(state.position);
        continue;
      } else {
        state.position = captureEnd;
        state.line = _line;
        state.lineStart = _lineStart;
        state.lineIndent = _lineIndent;
        break;
      }
    }
    if (hasPendingContent) {
      captureSegment(state, captureStart, captureEnd, false);
      writeFoldedLines(state, state.line - _line);
      captureStart = captureEnd = state.position;
      hasPendingContent = false;
    }
    if (!is_WHITE_SPACE(ch)) {
      captureEnd = state.position + 1;
    }
    ch = state.input.charCodeAt(++state.position);
  }
  captureSegment(state, captureStart, captureEnd, false);
  if (state.result) {
    return true;
  }
  state.kind = _kind;
  state.result = _result;
  return false;
}
function readSingleQuotedScalar(state, nodeIndent) {
  var ch, captureStart, captureEnd;
  ch = state.input.charCodeAt(state.position);
  if (ch !== 39) {
    return false;
  }
  state.kind = "scalar";
  state.result = "";
  state.position++;
  captureStart = captureEnd = state.position;
  while ((ch = state.input.charCodeAt(state.position)) !== 0) {
    if (ch === 39) {
      captureSegment(state, captureStart, state.position, true);
      ch = state.input.charCodeAt(++state.position);
      if (ch === 39) {
        captureStart = state.position;
        state.position++;
        captureEnd = state.position;
      } else {
        return true;
      }
    } else if (is_EOL(ch)) {
      captureSegment(state, captureStart, captureEnd, true);
      writeFoldedLines(state, skipSeparationSpace(state, false, nodeIndent));
      captureStart = captureEnd = state.position;
    } else if (state.position === state.lineStart && testDocumentSeparator(state)) {
      throwError(state, "unexpected end of the document within a single quoted scalar");
    } else {
      state.position++;
      captureEnd = state.position;
    }
  }
  throwError(state, "unexpected end of the stream within a single quoted scalar");
}
function readDoubleQuotedScalar(state, nodeIndent) {
  var captureStart, captureEnd, hexLength, hexResult, tmp, ch;
  ch = state.input.charCodeAt(state.position);
  if (ch !== 34) {
    return false;
  }
  state.kind = "scalar";
  state.result = "";
  state.position++;
  captureStart = captureEnd = state.position;
  while ((ch = state.input.charCodeAt(state.position)) !== 0) {
    if (ch === 34) {
      captureSegment(state, captureStart, state.position, true);
      state.position++;
      return true;
    } else if (ch === 92) {
      captureSegment(state, captureStart, state.position, true);
      ch = state.input.charCodeAt(++state.position);
      if (is_EOL(ch)) {
        skipSeparationSpace(state, false, nodeIndent);
      } else if (ch < 256 && simpleEscapeCheck[ch]) {
        state.result += simpleEscapeMap[ch];
        state.position++;
      } else if ((tmp = escapedHexLen(ch)) > 0) {
        hexLength = tmp;
        hexResult = 0;
        for (; hexLength > 0; hexLength--) {
          ch = state.input.charCodeAt(++state.position);
          if ((tmp = fromHexCode(ch)) >= 0) {
            hexResult = (hexResult << 4) + tmp;
          } else {
            throwError(state, "expected hexadecimal character");
          }
        }
        state.result += charFromCodepoint(hexResult);
        state.position++;
      } else {
        throwError(state, "unknown escape sequence");
      }
      captureStart = captureEnd = state.position;
    } else if (is_EOL(ch)) {
      captureSegment(state, captureStart, captureEnd, true);
      writeFoldedLines(state, skipSeparationSpace(state, false, nodeIndent));
      captureStart = captureEnd = state.position;
    } else if (state.position === state.lineStart && testDocumentSeparator(state)) {
      throwError(state, "unexpected end of the document within a double quoted scalar");
    } else {
      state.position++;
      captureEnd = state.position;
    }
  }
  throwError(state, "unexpected end of the stream within a double quoted scalar");
}
function readFlowCollection(state, nodeIndent) {
  var readNext = true, _line, _lineStart, _pos, _tag = state.tag, _result, _anchor = state.anchor, following, terminator, isPair, isExplicitPair, isMapping, overridableKeys = /* @__PURE__ */ Object.create(null), keyNode, keyTag, valueNode, ch;
  ch = state.input.charCodeAt(state.position);
  if (ch === 91) {
    terminator = 93;
    isMapping = false;
    _result = [];
  } else if (ch === 123) {
    terminator = 125;
    isMapping = true;
    _result = {};
  } else {
    return false;
  }
  if (state.anchor !== null) {
    state.anchorMap[state.anchor] = _result;
  }
  ch = state.input.charCodeAt(++state.position);
  while (ch !== 0) {
    skipSeparationSpace(state, true, nodeIndent);
    ch = state.input.charCodeAt(state.position);
    if (ch === terminator) {
      state.position++;
      state.tag = _tag;
      state.anchor = _anchor;
      state.kind = isMapping ? "mapping" : "sequence";
      state.result = _result;
      return true;
    } else if (!readNext) {
      throwError(state, "missed comma between flow collection entries");
    } else if (ch === 44) {
      throwError(state, "expected the node content, but found ','");
    }
    keyTag = keyNode = valueNode = null;
    isPair = isExplicitPair = false;
    if (ch === 63) {
      following = state.input.charCodeAt(state.position + 1);
      if (is_WS_OR_EOL(following)) {
        isPair = isExplicitPair = true;
        state.position++;
        skipSeparationSpace(state, true, nodeIndent);
      }
    }
    _line = state.line;
    _lineStart = state.lineStart;
    _pos = state.position;
    composeNode(state, nodeIndent, CONTEXT_FLOW_IN, false, true);
    keyTag = state.tag;
    keyNode = state.result;
    skipSeparationSpace(state, true, nodeIndent);
    ch = state.input.charCodeAt(state.position);
    if ((isExplicitPair || state.line === _line) && ch === 58) {
      isPair = true;
      ch = state.input.charCodeAt(++state.position);
      skipSeparationSpace(state, true, nodeIndent);
      composeNode(state, nodeIndent, CONTEXT_FLOW_IN, false, true);
      valueNode = state.result;
    }
    if (isMapping) {
      storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, valueNode, _line, _lineStart, _pos);
    } else if (isPair) {
      _result.push(storeMappingPair(state, null, overridableKeys, keyTag, keyNode, valueNode, _line, _lineStart, _pos));
    } else {
      _result.push(keyNode);
    }
    skipSeparationSpace(state, true, nodeIndent);
    ch = state.input.charCodeAt(state.position);
    if (ch === 44) {
      readNext = true;
      ch = state.input.charCodeAt(++state.position);
    } else {
      readNext = false;
    }
  }
  throwError(state, "unexpected end of the stream within a flow collection");
}
function readBlockScalar(state, nodeIndent) {
  var captureStart, folding, chomping = CHOMPING_CLIP, didReadContent = false, detectedIndent = false, textIndent = nodeIndent, emptyLines = 0, atMoreIndented = false, tmp, ch;
  ch = state.input.charCodeAt(state.position);
  if (ch === 124) {
    folding = false;
  } else if (ch === 62) {
    folding = true;
  } else {
    return false;
  }
  state.kind = "scalar";
  state.result = "";
  while (ch !== 0) {
    ch = state.input.charCodeAt(++state.position);
    if (ch === 43 || ch === 45) {
      if (CHOMPING_CLIP === chomping) {
        chomping = ch === 43 ? CHOMPING_KEEP : CHOMPING_STRIP;
      } else {
        throwError(state, "repeat of a chomping mode identifier");
      }
    } else if ((tmp = fromDecimalCode(ch)) >= 0) {
      if (tmp === 0) {
        throwError(state, "bad explicit indentation width of a block scalar; it cannot be less than one");
      } else if (!detectedIndent) {
        textIndent = nodeIndent + tmp - 1;
        detectedIndent = true;
      } else {
        throwError(state, "repeat of an indentation width identifier");
      }
    } else {
      break;
    }
  }
  if (is_WHITE_SPACE(ch)) {
    do {
      ch = state.input.charCodeAt(++state.position);
    } while (is_WHITE_SPACE(ch));
    if (ch === 35) {
      do {
        ch = state.input.charCodeAt(++state.position);
      } while (!is_EOL(ch) && ch !== 0);
    }
  }
  while (ch !== 0) {
    readLineBreak(state);
    state.lineIndent = 0;
    ch = state.input.charCodeAt(state.position);
    while ((!detectedIndent || state.lineIndent < textIndent) && ch === 32) {
      state.lineIndent++;
      ch = state.input.charCodeAt(++state.position);
    }
    if (!detectedIndent && state.lineIndent > textIndent) {
      textIndent = state.lineIndent;
    }
    if (is_EOL(ch)) {
      emptyLines++;
      continue;
    }
    if (state.lineIndent < textIndent) {
      if (chomping === CHOMPING_KEEP) {
        state.result += common.repeat("\n", didReadContent ? 1 + emptyLines : emptyLines);
      } else if (chomping === CHOMPING_CLIP) {
        if (didReadContent) {
          state.result += "\n";
        }
      }
      break;
    }
    if (folding) {
      if (is_WHITE_SPACE(ch)) {
        atMoreIndented = true;
        state.result += common.repeat("\n", didReadContent ? 1 + emptyLines : emptyLines);
      } else if (atMoreIndented) {
        atMoreIndented = false;
        state.result += common.repeat("\n", emptyLines + 1);
      } else if (emptyLines === 0) {
        if (didReadContent) {
          state.result += " ";
        }
      } else {
        state.result += common.repeat("\n", emptyLines);
      }
    } else {
      state.result += common.repeat("\n", didReadContent ? 1 + emptyLines : emptyLines);
    }
    didReadContent = true;
    detectedIndent = true;
    emptyLines = 0;
    captureStart = state.position;
    while (!is_EOL(ch) && ch !== 0) {
      ch = state.input.charCodeAt(++state.position);
    }
    captureSegment(state, captureStart, state.position, false);
  }
  return true;
}
function readBlockSequence(state, nodeIndent) {
  var _line, _tag = state.tag, _anchor = state.anchor, _result = [], following, detected = false, ch;
  if (state.firstTabInLine !== -1) return false;
  if (state.anchor !== null) {
    state.anchorMap[state.anchor] = _result;
  }
  ch = state.input.charCodeAt(state.position);
  while (ch !== 0) {
    if (state.firstTabInLine !== -1) {
      state.position = state.firstTabInLine;
      throwError(state, "tab characters must not be used in indentation");
    }
    if (ch !== 45) {
      break;
    }
    following = state.input.charCodeAt(state.position + 1);
    if (!is_WS_OR_EOL(following)) {
      break;
    }
    detected = true;
    state.position++;
    if (skipSeparationSpace(state, true, -1)) {
      if (state.lineIndent <= nodeIndent) {
        _result.push(null);
        ch = state.input.charCodeAt(state.position);
        continue;
      }
    }
    _line = state.line;
    composeNode(state, nodeIndent, CONTEXT_BLOCK_IN, false, true);
    _result.push(state.result);
    skipSeparationSpace(state, true, -1);
    ch = state.input.charCodeAt(state.position);
    if ((state.line === _line || state.lineIndent > nodeIndent) && ch !== 0) {
      throwError(state, "bad indentation of a sequence entry");
    } else if (state.lineIndent < nodeIndent) {
      break;
    }
  }
  if (detected) {
    state.tag = _tag;
    state.anchor = _anchor;
    state.kind = "sequence";
    state.result = _result;
    return true;
  }
  return false;
}
function readBlockMapping(state, nodeIndent, flowIndent) {
  var following, allowCompact, _line, _keyLine, _keyLineStart, _keyPos, _tag = state.tag, _anchor = state.anchor, _result = {}, overridableKeys = /* @__PURE__ */ Object.create(null), keyTag = null, keyNode = null, valueNode = null, atExplicitKey = false, detected = false, ch;
  if (state.firstTabInLine !== -1) return false;
  if (state.anchor !== null) {
    state.anchorMap[state.anchor] = _result;
  }
  ch = state.input.charCodeAt(state.position);
  while (ch !== 0) {
    if (!atExplicitKey && state.firstTabInLine !== -1) {
      state.position = state.firstTabInLine;
      throwError(state, "tab characters must not be used in indentation");
    }
    following = state.input.charCodeAt(state.position + 1);
    _line = state.line;
    if ((ch === 63 || ch === 58) && is_WS_OR_EOL(following)) {
      if (ch === 63) {
        if (atExplicitKey) {
          storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, null, _keyLine, _keyLineStart, _keyPos);
          keyTag = keyNode = valueNode = null;
        }
        detected = true;
        atExplicitKey = true;
        allowCompact = true;
      } else if (atExplicitKey) {
        atExplicitKey = false;
        allowCompact = true;
      } else {
        throwError(state, "incomplete explicit mapping pair; a key node is missed; or followed by a non-tabulated empty line");
      }
      state.position += 1;
      ch = following;
    } else {
      _keyLine = state.line;
      _keyLineStart = state.lineStart;
      _keyPos = state.position;
      if (!composeNode(state, flowIndent, CONTEXT_FLOW_OUT, false, true)) {
        break;
      }
      if (state.line === _line) {
        ch = state.input.charCodeAt(state.position);
        while (is_WHITE_SPACE(ch)) {
          ch = state.input.charCodeAt(++state.position);
        }
        if (ch === 58) {
          ch = state.input.charCodeAt(++state.position);
          if (!is_WS_OR_EOL(ch)) {
            throwError(state, "a whitespace character is expected after the key-value separator within a block mapping");
          }
          if (atExplicitKey) {
            storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, null, _keyLine, _keyLineStart, _keyPos);
            keyTag = keyNode = valueNode = null;
          }
          detected = true;
          atExplicitKey = false;
          allowCompact = false;
          keyTag = state.tag;
          keyNode = state.result;
        } else if (detected) {
          throwError(state, "can not read an implicit mapping pair; a colon is missed");
        } else {
          state.tag = _tag;
          state.anchor = _anchor;
          return true;
        }
      } else if (detected) {
        throwError(state, "can not read a block mapping entry; a multiline key may not be an implicit key");
      } else {
        state.tag = _tag;
        state.anchor = _anchor;
        return true;
      }
    }
    if (state.line === _line || state.lineIndent > nodeIndent) {
      if (atExplicitKey) {
        _keyLine = state.line;
        _keyLineStart = state.lineStart;
        _keyPos = state.position;
      }
      if (composeNode(state, nodeIndent, CONTEXT_BLOCK_OUT, true, allowCompact)) {
        if (atExplicitKey) {
          keyNode = state.result;
        } else {
          valueNode = state.result;
        }
      }
      if (!atExplicitKey) {
        storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, valueNode, _keyLine, _keyLineStart, _keyPos);
        keyTag = keyNode = valueNode = null;
      }
      skipSeparationSpace(state, true, -1);
      ch = state.input.charCodeAt(state.position);
    }
    if ((state.line === _line || state.lineIndent > nodeIndent) && ch !== 0) {
      throwError(state, "bad indentation of a mapping entry");
    } else if (state.lineIndent < nodeIndent) {
      break;
    }
  }
  if (atExplicitKey) {
    storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, null, _keyLine, _keyLineStart, _keyPos);
  }
  if (detected) {
    state.tag = _tag;
    state.anchor = _anchor;
    state.kind = "mapping";
    state.result = _result;
  }
  return detected;
}
function readTagProperty(state) {
  var _position, isVerbatim = false, isNamed = false, tagHandle, tagName, ch;
  ch = state.input.charCodeAt(state.position);
  if (ch !== 33) return false;
  if (state.tag !== null) {
    throwError(state, "duplication of a tag property");
  }
  ch = state.input.charCodeAt(++state.position);
  if (ch === 60) {
    isVerbatim = true;
    ch = state.input.charCodeAt(++state.position);
  } else if (ch === 33) {
    isNamed = true;
    tagHandle = "!!";
    ch = state.input.charCodeAt(++state.position);
  } else {
    tagHandle = "!";
  }
  _position = state.position;
  if (isVerbatim) {
    do {
      ch = state.input.charCodeAt(++state.position);
    } while (ch !== 0 && ch !== 62);
    if (state.position < state.length) {
      tagName = state.input.slice(_position, state.position);
      ch = state.input.charCodeAt(++state.position);
    } else {
      throwError(state, "unexpected end of the stream within a verbatim tag");
    }
  } else {
    while (ch !== 0 && !is_WS_OR_EOL(ch)) {
      if (ch === 33) {
        if (!isNamed) {
          tagHandle = state.input.slice(_position - 1, state.position + 1);
          if (!PATTERN_TAG_HANDLE.test(tagHandle)) {
            throwError(state, "named tag handle cannot contain such characters");
          }
          isNamed = true;
          _position = state.position + 1;
        } else {
          throwError(state, "tag suffix cannot contain exclamation marks");
        }
      }
      ch = state.input.charCodeAt(++state.position);
    }
    tagName = state.input.slice(_position, state.position);
    if (PATTERN_FLOW_INDICATORS.test(tagName)) {
      throwError(state, "tag suffix cannot contain flow indicator characters");
    }
  }
  if (tagName && !PATTERN_TAG_URI.test(tagName)) {
    throwError(state, "tag name cannot contain such characters: " + tagName);
  }
  try {
    tagName = decodeURIComponent(tagName);
  } catch (err) {
    throwError(state, "tag name is malformed: " + tagName);
  }
  if (isVerbatim) {
    state.tag = tagName;
  } else if (_hasOwnProperty$1.call(state.tagMap, tagHandle)) {
    state.tag = state.tagMap[tagHandle] + tagName;
  } else if (tagHandle === "!") {
    state.tag = "!" + tagName;
  } else if (tagHandle === "!!") {
    state.tag = "tag:yaml.org,2002:" + tagName;
  } else {
    throwError(state, 'undeclared tag handle "' + tagHandle + '"');
  }
  return true;
}
function readAnchorProperty(state) {
  var _position, ch;
  ch = state.input.charCodeAt(state.position);
  if (ch !== 38) return false;
  if (state.anchor !== null) {
    throwError(state, "duplication of an anchor property");
  }
  ch = state.input.charCodeAt(++state.position);
  _position = state.position;
  while (ch !== 0 && !is_WS_OR_EOL(ch) && !is_FLOW_INDICATOR(ch)) {
    ch = state.input.charCodeAt(++state.position);
  }
  if (state.position === _position) {
    throwError(state, "name of an anchor node must contain at least one character");
  }
  state.anchor = state.input.slice(_position, state.position);
  return true;
}
function readAlias(state) {
  var _position, alias, ch;
  ch = state.input.charCodeAt(state.position);
  if (ch !== 42) return false;
  ch = state.input.charCodeAt(++state.position);
  _position = state.position;
  while (ch !== 0 && !is_WS_OR_EOL(ch) && !is_FLOW_INDICATOR(ch)) {
    ch = state.input.charCodeAt(++state.position);
  }
  if (state.position === _position) {
    throwError(state, "name of an alias node must contain at least one character");
  }
  alias = state.input.slice(_position, state.position);
  if (!_hasOwnProperty$1.call(state.anchorMap, alias)) {
    throwError(state, 'unidentified alias "' + alias + '"');
  }
  state.result = state.anchorMap[alias];
  skipSeparationSpace(state, true, -1);
  return true;
}
function composeNode(state, parentIndent, nodeContext, allowToSeek, allowCompact) {
  var allowBlockStyles, allowBlockScalars, allowBlockCollections, indentStatus = 1, atNewLine = false, hasContent2 = false, typeIndex, typeQuantity, typeList, type2, flowIndent, blockIndent;
  if (state.listener !== null) {
    state.listener("open", state);
  }
  state.tag = null;
  state.anchor = null;
  state.kind = null;
  state.result = null;
  allowBlockStyles = allowBlockScalars = allowBlockCollections = CONTEXT_BLOCK_OUT === nodeContext || CONTEXT_BLOCK_IN === nodeContext;
  if (allowToSeek) {
    if (skipSeparationSpace(state, true, -1)) {
      atNewLine = true;
      if (state.lineIndent > parentIndent) {
        indentStatus = 1;
      } else if (state.lineIndent === parentIndent) {
        indentStatus = 0;
      } else if (state.lineIndent < parentIndent) {
        indentStatus = -1;
      }
    }
  }
  if (indentStatus === 1) {
    while (readTagProperty(state) || readAnchorProperty(state)) {
      if (skipSeparationSpace(state, true, -1)) {
        atNewLine = true;
        allowBlockCollections = allowBlockStyles;
        if (state.lineIndent > parentIndent) {
          indentStatus = 1;
        } else if (state.lineIndent === parentIndent) {
          indentStatus = 0;
        } else if (state.lineIndent < parentIndent) {
          indentStatus = -1;
        }
      } else {
        allowBlockCollections = false;
      }
    }
  }
  if (allowBlockCollections) {
    allowBlockCollections = atNewLine || allowCompact;
  }
  if (indentStatus === 1 || CONTEXT_BLOCK_OUT === nodeContext) {
    if (CONTEXT_FLOW_IN === nodeContext || CONTEXT_FLOW_OUT === nodeContext) {
      flowIndent = parentIndent;
    } else {
      flowIndent = parentIndent + 1;
    }
    blockIndent = state.position - state.lineStart;
    if (indentStatus === 1) {
      if (allowBlockCollections && (readBlockSequence(state, blockIndent) || readBlockMapping(state, blockIndent, flowIndent)) || readFlowCollection(state, flowIndent)) {
        hasContent2 = true;
      } else {
        if (allowBlockScalars && readBlockScalar(state, flowIndent) || readSingleQuotedScalar(state, flowIndent) || readDoubleQuotedScalar(state, flowIndent)) {
          hasContent2 = true;
        } else if (readAlias(state)) {
          hasContent2 = true;
          if (state.tag !== null || state.anchor !== null) {
            throwError(state, "alias node should not have any properties");
          }
        } else if (readPlainScalar(state, flowIndent, CONTEXT_FLOW_IN === nodeContext)) {
          hasContent2 = true;
          if (state.tag === null) {
            state.tag = "?";
          }
        }
        if (state.anchor !== null) {
          state.anchorMap[state.anchor] = state.result;
        }
      }
    } else if (indentStatus === 0) {
      hasContent2 = allowBlockCollections && readBlockSequence(state, blockIndent);
    }
  }
  if (state.tag === null) {
    if (state.anchor !== null) {
      state.anchorMap[state.anchor] = state.result;
    }
  } else if (state.tag === "?") {
    if (state.result !== null && state.kind !== "scalar") {
      throwError(state, 'unacceptable node kind for !<?> tag; it should be "scalar", not "' + state.kind + '"');
    }
    for (typeIndex = 0, typeQuantity = state.implicitTypes.length; typeIndex < typeQuantity; typeIndex += 1) {
      type2 = state.implicitTypes[typeIndex];
      if (type2.resolve(state.result)) {
        state.result = type2.construct(state.result);
        state.tag = type2.tag;
        if (state.anchor !== null) {
          state.anchorMap[state.anchor] = state.result;
        }
        break;
      }
    }
  } else if (state.tag !== "!") {
    if (_hasOwnProperty$1.call(state.typeMap[state.kind || "fallback"], state.tag)) {
      type2 = state.typeMap[state.kind || "fallback"][state.tag];
    } else {
      type2 = null;
      typeList = state.typeMap.multi[state.kind || "fallback"];
      for (typeIndex = 0, typeQuantity = typeList.length; typeIndex < typeQuantity; typeIndex += 1) {
        if (state.tag.slice(0, typeList[typeIndex].tag.length) === typeList[typeIndex].tag) {
          type2 = typeList[typeIndex];
          break;
        }
      }
    }
    if (!type2) {
      throwError(state, "unknown tag !<" + state.tag + ">");
    }
    if (state.result !== null && type2.kind !== state.kind) {
      throwError(state, "unacceptable node kind for !<" + state.tag + '> tag; it should be "' + type2.kind + '", not "' + state.kind + '"');
    }
    if (!type2.resolve(state.result, state.tag)) {
      throwError(state, "cannot resolve a node with !<" + state.tag + "> explicit tag");
    } else {
      state.result = type2.construct(state.result, state.tag);
      if (state.anchor !== null) {
        state.anchorMap[state.anchor] = state.result;
      }
    }
  }
  if (state.listener !== null) {
    state.listener("close", state);
  }
  return state.tag !== null || state.anchor !== null || hasContent2;
}
function readDocument(state) {
  var documentStart = state.position, _position, directiveName, directiveArgs, hasDirectives = false, ch;
  state.version = null;
  state.checkLineBreaks = state.legacy;
  state.tagMap = /* @__PURE__ */ Object.create(null);
  state.anchorMap = /* @__PURE__ */ Object.create(null);
  while ((ch = state.input.charCodeAt(state.position)) !== 0) {
    skipSeparationSpace(state, true, -1);
    ch = state.input.charCodeAt(state.position);
    if (state.lineIndent > 0 || ch !== 37) {
      break;
    }
    hasDirectives = true;
    ch = state.input.charCodeAt(++state.position);
    _position = state.position;
    while (ch !== 0 && !is_WS_OR_EOL(ch)) {
      ch = state.input.charCodeAt(++state.position);
    }
    directiveName = state.input.slice(_position, state.position);
    directiveArgs = [];
    if (directiveName.length < 1) {
      throwError(state, "directive name must not be less than one character in length");
    }
    while (ch !== 0) {
      while (is_WHITE_SPACE(ch)) {
        ch = state.input.charCodeAt(++state.position);
      }
      if (ch === 35) {
        do {
          ch = state.input.charCodeAt(++state.position);
        } while (ch !== 0 && !is_EOL(ch));
        break;
      }
      if (is_EOL(ch)) break;
      _position = state.position;
      while (ch !== 0 && !is_WS_OR_EOL(ch)) {
        ch = state.input.charCodeAt(++state.position);
      }
      directiveArgs.push(state.input.slice(_position, state.position));
    }
    if (ch !== 0) readLineBreak(state);
    if (_hasOwnProperty$1.call(directiveHandlers, directiveName)) {
      directiveHandlers[directiveName](state, directiveName, directiveArgs);
    } else {
      throwWarning(state, 'unknown document directive "' + directiveName + '"');
    }
  }
  skipSeparationSpace(state, true, -1);
  if (state.lineIndent === 0 && state.input.charCodeAt(state.position) === 45 && state.input.charCodeAt(state.position + 1) === 45 && state.input.charCodeAt(state.position + 2) === 45) {
    state.position += 3;
    skipSeparationSpace(state, true, -1);
  } else if (hasDirectives) {
    throwError(state, "directives end mark is expected");
  }
  composeNode(state, state.lineIndent - 1, CONTEXT_BLOCK_OUT, false, true);
  skipSeparationSpace(state, true, -1);
  if (state.checkLineBreaks && PATTERN_NON_ASCII_LINE_BREAKS.test(state.input.slice(documentStart, state.position))) {
    throwWarning(state, "non-ASCII line breaks are interpreted as content");
  }
  state.documents.push(state.result);
  if (state.position === state.lineStart && testDocumentSeparator(state)) {
    if (state.input.charCodeAt(state.position) === 46) {
      state.position += 3;
      skipSeparationSpace(state, true, -1);
    }
    return;
  }
  if (state.position < state.length - 1) {
    throwError(state, "end of the stream or a document separator is expected");
  } else {
    return;
  }
}
function loadDocuments(input, options) {
  input = String(input);
  options = options || {};
  if (input.length !== 0) {
    if (input.charCodeAt(input.length - 1) !== 10 && input.charCodeAt(input.length - 1) !== 13) {
      input += "\n";
    }
    if (input.charCodeAt(0) === 65279) {
      input = input.slice(1);
    }
  }
  var state = new State$1(input, options);
  var nullpos = input.indexOf("\0");
  if (nullpos !== -1) {
    state.position = nullpos;
    throwError(state, "null byte is not allowed in input");
  }
  state.input += "\0";
  while (state.input.charCodeAt(state.position) === 32) {
    state.lineIndent += 1;
    state.position += 1;
  }
  while (state.position < state.length - 1) {
    readDocument(state);
  }
  return state.documents;
}
function loadAll$1(input, iterator, options) {
  if (iterator !== null && typeof iterator === "object" && typeof options === "undefined") {
    options = iterator;
    iterator = null;
  }
  var documents = loadDocuments(input, options);
  if (typeof iterator !== "function") {
    return documents;
  }
  for (var index = 0, length = documents.length; index < length; index += 1) {
    iterator(documents[index]);
  }
}
function load$1(input, options) {
  var documents = loadDocuments(input, options);
  if (documents.length === 0) {
    return void 0;
  } else if (documents.length === 1) {
    return documents[0];
  }
  throw new exception("expected a single document in the stream, but found more");
}
var loadAll_1 = loadAll$1;
var load_1 = load$1;
var loader = {
  loadAll: loadAll_1,
  load: load_1
};
var _toString = Object.prototype.toString;
var _hasOwnProperty = Object.prototype.hasOwnProperty;
var CHAR_BOM = 65279;
var CHAR_TAB = 9;
var CHAR_LINE_FEED = 10;
var CHAR_CARRIAGE_RETURN = 13;
var CHAR_SPACE = 32;
var CHAR_EXCLAMATION = 33;
var CHAR_DOUBLE_QUOTE = 34;
var CHAR_SHARP = 35;
var CHAR_PERCENT = 37;
var CHAR_AMPERSAND = 38;
var CHAR_SINGLE_QUOTE = 39;
var CHAR_ASTERISK = 42;
var CHAR_COMMA = 44;
var CHAR_MINUS = 45;
var CHAR_COLON = 58;
var CHAR_EQUALS = 61;
var CHAR_GREATER_THAN = 62;
var CHAR_QUESTION = 63;
var CHAR_COMMERCIAL_AT = 64;
var CHAR_LEFT_SQUARE_BRACKET = 91;
var CHAR_RIGHT_SQUARE_BRACKET = 93;
var CHAR_GRAVE_ACCENT = 96;
var CHAR_LEFT_CURLY_BRACKET = 123;
var CHAR_VERTICAL_LINE = 124;
var CHAR_RIGHT_CURLY_BRACKET = 125;
var ESCAPE_SEQUENCES = {};
ESCAPE_SEQUENCES[0] = "\\0";
ESCAPE_SEQUENCES[7] = "\\a";
ESCAPE_SEQUENCES[8] = "\\b";
ESCAPE_SEQUENCES[9] = "\\t";
ESCAPE_SEQUENCES[10] = "\\n";
ESCAPE_SEQUENCES[11] = "\\v";
ESCAPE_SEQUENCES[12] = "\\f";
ESCAPE_SEQUENCES[13] = "\\r";
ESCAPE_SEQUENCES[27] = "\\e";
ESCAPE_SEQUENCES[34] = '\\"';
ESCAPE_SEQUENCES[92] = "\\\\";
ESCAPE_SEQUENCES[133] = "\\N";
ESCAPE_SEQUENCES[160] = "\\_";
ESCAPE_SEQUENCES[8232] = "\\L";
ESCAPE_SEQUENCES[8233] = "\\P";
var DEPRECATED_BOOLEANS_SYNTAX = [
  "y",
  "Y",
  "yes",
  "Yes",
  "YES",
  "on",
  "On",
  "ON",
  "n",
  "N",
  "no",
  "No",
  "NO",
  "off",
  "Off",
  "OFF"
];
var DEPRECATED_BASE60_SYNTAX = /^[-+]?[0-9_]+(?::[0-9_]+)+(?:\.[0-9_]*)?$/;
function compileStyleMap(schema2, map2) {
  var result, keys, index, length, tag, style, type2;
  if (map2 === null) return {};
  result = {};
  keys = Object.keys(map2);
  for (index = 0, length = keys.length; index < length; index += 1) {
    tag = keys[index];
    style = String(map2[tag]);
    if (tag.slice(0, 2) === "!!") {
      tag = "tag:yaml.org,2002:" + tag.slice(2);
    }
    type2 = schema2.compiledTypeMap["fallback"][tag];
    if (type2 && _hasOwnProperty.call(type2.styleAliases, style)) {
      style = type2.styleAliases[style];
    }
    result[tag] = style;
  }
  return result;
}
function encodeHex(character) {
  var string, handle, length;
  string = character.toString(16).toUpperCase();
  if (character <= 255) {
    handle = "x";
    length = 2;
  } else if (character <= 65535) {
    handle = "u";
    length = 4;
  } else if (character <= 4294967295) {
    handle = "U";
    length = 8;
  } else {
    throw new exception("code point within a string may not be greater than 0xFFFFFFFF");
  }
  return "\\" + handle + common.repeat("0", length - string.length) + string;
}
var QUOTING_TYPE_SINGLE = 1;
var QUOTING_TYPE_DOUBLE = 2;
function State(options) {
  this.schema = options["schema"] || _default;
  this.indent = Math.max(1, options["indent"] || 2);
  this.noArrayIndent = options["noArrayIndent"] || false;
  this.skipInvalid = options["skipInvalid"] || false;
  this.flowLevel = common.isNothing(options["flowLevel"]) ? -1 : options["flowLevel"];
  this.styleMap = compileStyleMap(this.schema, options["styles"] || null);
  this.sortKeys = options["sortKeys"] || false;
  this.lineWidth = options["lineWidth"] || 80;
  this.noRefs = options["noRefs"] || false;
  this.noCompatMode = options["noCompatMode"] || false;
  this.condenseFlow = options["condenseFlow"] || false;
  this.quotingType = options["quotingType"] === '"' ? QUOTING_TYPE_DOUBLE : QUOTING_TYPE_SINGLE;
  this.forceQuotes = options["forceQuotes"] || false;
  this.replacer = typeof options["replacer"] === "function" ? options["replacer"] : null;
  this.implicitTypes = this.schema.compiledImplicit;
  this.explicitTypes = this.schema.compiledExplicit;
  this.tag = null;
  this.result = "";
  this.duplicates = [];
  this.usedDuplicates = null;
}
function indentString(string, spaces) {
  var ind = common.repeat(" ", spaces), position = 0, next = -1, result = "", line, length = string.length;
  while (position < length) {
    next = string.indexOf("\n", position);
    if (next === -1) {
      line = string.slice(position);
      position = length;
    } else {
      line = string.slice(position, next + 1);
      position = next + 1;
    }
    if (line.length && line !== "\n") result += ind;
    result += line;
  }
  return result;
}
function generateNextLine(state, level) {
  return "\n" + common.repeat(" ", state.indent * level);
}
function testImplicitResolving(state, str2) {
  var index, length, type2;
  for (index = 0, length = state.implicitTypes.length; index < length; index += 1) {
    type2 = state.implicitTypes[index];
    if (type2.resolve(str2)) {
      return true;
    }
  }
  return false;
}
function isWhitespace(c) {
  return c === CHAR_SPACE || c === CHAR_TAB;
}
function isPrintable(c) {
  return 32 <= c && c <= 126 || 161 <= c && c <= 55295 && c !== 8232 && c !== 8233 || 57344 <= c && c <= 65533 && c !== CHAR_BOM || 65536 <= c && c <= 1114111;
}
function isNsCharOrWhitespace(c) {
  return isPrintable(c) && c !== CHAR_BOM && c !== CHAR_CARRIAGE_RETURN && c !== CHAR_LINE_FEED;
}
function isPlainSafe(c, prev, inblock) {
  var cIsNsCharOrWhitespace = isNsCharOrWhitespace(c);
  var cIsNsChar = cIsNsCharOrWhitespace && !isWhitespace(c);
  return (
    // ns-plain-safe
    (inblock ? (
      // c = flow-in
      cIsNsCharOrWhitespace
    ) : cIsNsCharOrWhitespace && c !== CHAR_COMMA && c !== CHAR_LEFT_SQUARE_BRACKET && c !== CHAR_RIGHT_SQUARE_BRACKET && c !== CHAR_LEFT_CURLY_BRACKET && c !== CHAR_RIGHT_CURLY_BRACKET) && c !== CHAR_SHARP && !(prev === CHAR_COLON && !cIsNsChar) || isNsCharOrWhitespace(prev) && !isWhitespace(prev) && c === CHAR_SHARP || prev === CHAR_COLON && cIsNsChar
  );
}
function isPlainSafeFirst(c) {
  return isPrintable(c) && c !== CHAR_BOM && !isWhitespace(c) && c !== CHAR_MINUS && c !== CHAR_QUESTION && c !== CHAR_COLON && c !== CHAR_COMMA && c !== CHAR_LEFT_SQUARE_BRACKET && c !== CHAR_RIGHT_SQUARE_BRACKET && c !== CHAR_LEFT_CURLY_BRACKET && c !== CHAR_RIGHT_CURLY_BRACKET && c !== CHAR_SHARP && c !== CHAR_AMPERSAND && c !== CHAR_ASTERISK && c !== CHAR_EXCLAMATION && c !== CHAR_VERTICAL_LINE && c !== CHAR_EQUALS && c !== CHAR_GREATER_THAN && c !== CHAR_SINGLE_QUOTE && c !== CHAR_DOUBLE_QUOTE && c !== CHAR_PERCENT && c !== CHAR_COMMERCIAL_AT && c !== CHAR_GRAVE_ACCENT;
}
function isPlainSafeLast(c) {
  return !isWhitespace(c) && c !== CHAR_COLON;
}
function codePointAt(string, pos) {
  var first = string.charCodeAt(pos), second;
  if (first >= 55296 && first <= 56319 && pos + 1 < string.length) {
    second = string.charCodeAt(pos + 1);
    if (second >= 56320 && second <= 57343) {
      return (first - 55296) * 1024 + second - 56320 + 65536;
    }
  }
  return first;
}
function needIndentIndicator(string) {
  var leadingSpaceRe = /^\n* /;
  return leadingSpaceRe.test(string);
}
var STYLE_PLAIN = 1;
var STYLE_SINGLE = 2;
var STYLE_LITERAL = 3;
var STYLE_FOLDED = 4;
var STYLE_DOUBLE = 5;
function chooseScalarStyle(string, singleLineOnly, indentPerLevel, lineWidth, testAmbiguousType, quotingType, forceQuotes, inblock) {
  var i2;
  var char = 0;
  var prevChar = null;
  var hasLineBreak = false;
  var hasFoldableLine = false;
  var shouldTrackWidth = lineWidth !== -1;
  var previousLineBreak = -1;
  var plain = isPlainSafeFirst(codePointAt(string, 0)) && isPlainSafeLast(codePointAt(string, string.length - 1));
  if (singleLineOnly || forceQuotes) {
    for (i2 = 0; i2 < string.length; char >= 65536 ? i2 += 2 : i2++) {
      char = codePointAt(string, i2);
      if (!isPrintable(char)) {
        return STYLE_DOUBLE;
      }
      plain = plain && isPlainSafe(char, prevChar, inblock);
      prevChar = char;
    }
  } else {
    for (i2 = 0; i2 < string.length; char >= 65536 ? i2 += 2 : i2++) {
      char = codePointAt(string, i2);
      if (char === CHAR_LINE_FEED) {
        hasLineBreak = true;
        if (shouldTrackWidth) {
          hasFoldableLine = hasFoldableLine || // Foldable line = too long, and not more-indented.
          i2 - previousLineBreak - 1 > lineWidth && string[previousLineBreak + 1] !== " ";
          previousLineBreak = i2;
        }
      } else if (!isPrintable(char)) {
        return STYLE_DOUBLE;
      }
      plain = plain && isPlainSafe(char, prevChar, inblock);
      prevChar = char;
    }
    hasFoldableLine = hasFoldableLine || shouldTrackWidth && (i2 - previousLineBreak - 1 > lineWidth && string[previousLineBreak + 1] !== " ");
  }
  if (!hasLineBreak && !hasFoldableLine) {
    if (plain && !forceQuotes && !testAmbiguousType(string)) {
      return STYLE_PLAIN;
    }
    return quotingType === QUOTING_TYPE_DOUBLE ? STYLE_DOUBLE : STYLE_SINGLE;
  }
  if (indentPerLevel > 9 && needIndentIndicator(string)) {
    return STYLE_DOUBLE;
  }
  if (!forceQuotes) {
    return hasFoldableLine ? STYLE_FOLDED : STYLE_LITERAL;
  }
  return quotingType === QUOTING_TYPE_DOUBLE ? STYLE_DOUBLE : STYLE_SINGLE;
}
function writeScalar(state, string, level, iskey, inblock) {
  state.dump = (function() {
    if (string.length === 0) {
      return state.quotingType === QUOTING_TYPE_DOUBLE ? '""' : "''";
    }
    if (!state.noCompatMode) {
      if (DEPRECATED_BOOLEANS_SYNTAX.indexOf(string) !== -1 || DEPRECATED_BASE60_SYNTAX.test(string)) {
        return state.quotingType === QUOTING_TYPE_DOUBLE ? '"' + string + '"' : "'" + string + "'";
      }
    }
    var indent = state.indent * Math.max(1, level);
    var lineWidth = state.lineWidth === -1 ? -1 : Math.max(Math.min(state.lineWidth, 40), state.lineWidth - indent);
    var singleLineOnly = iskey || state.flowLevel > -1 && level >= state.flowLevel;
    function testAmbiguity(string2) {
      return testImplicitResolving(state, string2);
    }
    switch (chooseScalarStyle(
      string,
      singleLineOnly,
      state.indent,
      lineWidth,
      testAmbiguity,
      state.quotingType,
      state.forceQuotes && !iskey,
      inblock
    )) {
      case STYLE_PLAIN:
        return string;
      case STYLE_SINGLE:
        return "'" + string.replace(/'/g, "''") + "'";
      case STYLE_LITERAL:
        return "|" + blockHeader(string, state.indent) + dropEndingNewline(indentString(string, indent));
      case STYLE_FOLDED:
        return ">" + blockHeader(string, state.indent) + dropEndingNewline(indentString(foldString(string, lineWidth), indent));
      case STYLE_DOUBLE:
        return '"' + escapeString(string) + '"';
      default:
        throw new exception("impossible error: invalid scalar style");
    }
  })();
}
function blockHeader(string, indentPerLevel) {
  var indentIndicator = needIndentIndicator(string) ? String(indentPerLevel) : "";
  var clip = string[string.length - 1] === "\n";
  var keep = clip && (string[string.length - 2] === "\n" || string === "\n");
  var chomp = keep ? "+" : clip ? "" : "-";
  return indentIndicator + chomp + "\n";
}
function dropEndingNewline(string) {
  return string[string.length - 1] === "\n" ? string.slice(0, -1) : string;
}
function foldString(string, width) {
  var lineRe = /(\n+)([^\n]*)/g;
  var result = (function() {
    var nextLF = string.indexOf("\n");
    nextLF = nextLF !== -1 ? nextLF : string.length;
    lineRe.lastIndex = nextLF;
    return foldLine(string.slice(0, nextLF), width);
  })();
  var prevMoreIndented = string[0] === "\n" || string[0] === " ";
  var moreIndented;
  var match;
  while (match = lineRe.exec(string)) {
    var prefix = match[1], line = match[2];
    moreIndented = line[0] === " ";
    result += prefix + (!prevMoreIndented && !moreIndented && line !== "" ? "\n" : "") + foldLine(line, width);
    prevMoreIndented = moreIndented;
  }
  return result;
}
function foldLine(line, width) {
  if (line === "" || line[0] === " ") return line;
  var breakRe = / [^ ]/g;
  var match;
  var start = 0, end, curr = 0, next = 0;
  var result = "";
  while (match = breakRe.exec(line)) {
    next = match.index;
    if (next - start > width) {
      end = curr > start ? curr : next;
      result += "\n" + line.slice(start, end);
      start = end + 1;
    }
    curr = next;
  }
  result += "\n";
  if (line.length - start > width && curr > start) {
    result += line.slice(start, curr) + "\n" + line.slice(curr + 1);
  } else {
    result += line.slice(start);
  }
  return result.slice(1);
}
function escapeString(string) {
  var result = "";
  var char = 0;
  var escapeSeq;
  for (var i2 = 0; i2 < string.length; char >= 65536 ? i2 += 2 : i2++) {
    char = codePointAt(string, i2);
    escapeSeq = ESCAPE_SEQUENCES[char];
    if (!escapeSeq && isPrintable(char)) {
      result += string[i2];
      if (char >= 65536) result += string[i2 + 1];
    } else {
      result += escapeSeq || encodeHex(char);
    }
  }
  return result;
}
function writeFlowSequence(state, level, object) {
  var _result = "", _tag = state.tag, index, length, value;
  for (index = 0, length = object.length; index < length; index += 1) {
    value = object[index];
    if (state.replacer) {
      value = state.replacer.call(object, String(index), value);
    }
    if (writeNode(state, level, value, false, false) || typeof value === "undefined" && writeNode(state, level, null, false, false)) {
      if (_result !== "") _result += "," + (!state.condenseFlow ? " " : "");
      _result += state.dump;
    }
  }
  state.tag = _tag;
  state.dump = "[" + _result + "]";
}
function writeBlockSequence(state, level, object, compact) {
  var _result = "", _tag = state.tag, index, length, value;
  for (index = 0, length = object.length; index < length; index += 1) {
    value = object[index];
    if (state.replacer) {
      value = state.replacer.call(object, String(index), value);
    }
    if (writeNode(state, level + 1, value, true, true, false, true) || typeof value === "undefined" && writeNode(state, level + 1, null, true, true, false, true)) {
      if (!compact || _result !== "") {
        _result += generateNextLine(state, level);
      }
      if (state.dump && CHAR_LINE_FEED === state.dump.charCodeAt(0)) {
        _result += "-";
      } else {
        _result += "- ";
      }
      _result += state.dump;
    }
  }
  state.tag = _tag;
  state.dump = _result || "[]";
}
function writeFlowMapping(state, level, object) {
  var _result = "", _tag = state.tag, objectKeyList = Object.keys(object), index, length, objectKey, objectValue, pairBuffer;
  for (index = 0, length = objectKeyList.length; index < length; index += 1) {
    pairBuffer = "";
    if (_result !== "") pairBuffer += ", ";
    if (state.condenseFlow) pairBuffer += '"';
    objectKey = objectKeyList[index];
    objectValue = object[objectKey];
    if (state.replacer) {
      objectValue = state.replacer.call(object, objectKey, objectValue);
    }
    if (!writeNode(state, level, objectKey, false, false)) {
      continue;
    }
    if (state.dump.length > 1024) pairBuffer += "? ";
    pairBuffer += state.dump + (state.condenseFlow ? '"' : "") + ":" + (state.condenseFlow ? "" : " ");
    if (!writeNode(state, level, objectValue, false, false)) {
      continue;
    }
    pairBuffer += state.dump;
    _result += pairBuffer;
  }
  state.tag = _tag;
  state.dump = "{" + _result + "}";
}
function writeBlockMapping(state, level, object, compact) {
  var _result = "", _tag = state.tag, objectKeyList = Object.keys(object), index, length, objectKey, objectValue, explicitPair, pairBuffer;
  if (state.sortKeys === true) {
    objectKeyList.sort();
  } else if (typeof state.sortKeys === "function") {
    objectKeyList.sort(state.sortKeys);
  } else if (state.sortKeys) {
    throw new exception("sortKeys must be a boolean or a function");
  }
  for (index = 0, length = objectKeyList.length; index < length; index += 1) {
    pairBuffer = "";
    if (!compact || _result !== "") {
      pairBuffer += generateNextLine(state, level);
    }
    objectKey = objectKeyList[index];
    objectValue = object[objectKey];
    if (state.replacer) {
      objectValue = state.replacer.call(object, objectKey, objectValue);
    }
    if (!writeNode(state, level + 1, objectKey, true, true, true)) {
      continue;
    }
    explicitPair = state.tag !== null && state.tag !== "?" || state.dump && state.dump.length > 1024;
    if (explicitPair) {
      if (state.dump && CHAR_LINE_FEED === state.dump.charCodeAt(0)) {
        pairBuffer += "?";
      } else {
        pairBuffer += "? ";
      }
    }
    pairBuffer += state.dump;
    if (explicitPair) {
      pairBuffer += generateNextLine(state, level);
    }
    if (!writeNode(state, level + 1, objectValue, true, explicitPair)) {
      continue;
    }
    if (state.dump && CHAR_LINE_FEED === state.dump.charCodeAt(0)) {
      pairBuffer += ":";
    } else {
      pairBuffer += ": ";
    }
    pairBuffer += state.dump;
    _result += pairBuffer;
  }
  state.tag = _tag;
  state.dump = _result || "{}";
}
function detectType(state, object, explicit) {
  var _result, typeList, index, length, type2, style;
  typeList = explicit ? state.explicitTypes : state.implicitTypes;
  for (index = 0, length = typeList.length; index < length; index += 1) {
    type2 = typeList[index];
    if ((type2.instanceOf || type2.predicate) && (!type2.instanceOf || typeof object === "object" && object instanceof type2.instanceOf) && (!type2.predicate || type2.predicate(object))) {
      if (explicit) {
        if (type2.multi && type2.representName) {
          state.tag = type2.representName(object);
        } else {
          state.tag = type2.tag;
        }
      } else {
        state.tag = "?";
      }
      if (type2.represent) {
        style = state.styleMap[type2.tag] || type2.defaultStyle;
        if (_toString.call(type2.represent) === "[object Function]") {
          _result = type2.represent(object, style);
        } else if (_hasOwnProperty.call(type2.represent, style)) {
          _result = type2.represent[style](object, style);
        } else {
          throw new exception("!<" + type2.tag + '> tag resolver accepts not "' + style + '" style');
        }
        state.dump = _result;
      }
      return true;
    }
  }
  return false;
}
function writeNode(state, level, object, block, compact, iskey, isblockseq) {
  state.tag = null;
  state.dump = object;
  if (!detectType(state, object, false)) {
    detectType(state, object, true);
  }
  var type2 = _toString.call(state.dump);
  var inblock = block;
  var tagStr;
  if (block) {
    block = state.flowLevel < 0 || state.flowLevel > level;
  }
  var objectOrArray = type2 === "[object Object]" || type2 === "[object Array]", duplicateIndex, duplicate;
  if (objectOrArray) {
    duplicateIndex = state.duplicates.indexOf(object);
    duplicate = duplicateIndex !== -1;
  }
  if (state.tag !== null && state.tag !== "?" || duplicate || state.indent !== 2 && level > 0) {
    compact = false;
  }
  if (duplicate && state.usedDuplicates[duplicateIndex]) {
    state.dump = "*ref_" + duplicateIndex;
  } else {
    if (objectOrArray && duplicate && !state.usedDuplicates[duplicateIndex]) {
      state.usedDuplicates[duplicateIndex] = true;
    }
    if (type2 === "[object Object]") {
      if (block && Object.keys(state.dump).length !== 0) {
        writeBlockMapping(state, level, state.dump, compact);
        if (duplicate) {
          state.dump = "&ref_" + duplicateIndex + state.dump;
        }
      } else {
        writeFlowMapping(state, level, state.dump);
        if (duplicate) {
          state.dump = "&ref_" + duplicateIndex + " " + state.dump;
        }
      }
    } else if (type2 === "[object Array]") {
      if (block && state.dump.length !== 0) {
        if (state.noArrayIndent && !isblockseq && level > 0) {
          writeBlockSequence(state, level - 1, state.dump, compact);
        } else {
          writeBlockSequence(state, level, state.dump, compact);
        }
        if (duplicate) {
          state.dump = "&ref_" + duplicateIndex + state.dump;
        }
      } else {
        writeFlowSequence(state, level, state.dump);
        if (duplicate) {
          state.dump = "&ref_" + duplicateIndex + " " + state.dump;
        }
      }
    } else if (type2 === "[object String]") {
      if (state.tag !== "?") {
        writeScalar(state, state.dump, level, iskey, inblock);
      }
    } else if (type2 === "[object Undefined]") {
      return false;
    } else {
      if (state.skipInvalid) return false;
      throw new exception("unacceptable kind of an object to dump " + type2);
    }
    if (state.tag !== null && state.tag !== "?") {
      tagStr = encodeURI(
        state.tag[0] === "!" ? state.tag.slice(1) : state.tag
      ).replace(/!/g, "%21");
      if (state.tag[0] === "!") {
        tagStr = "!" + tagStr;
      } else if (tagStr.slice(0, 18) === "tag:yaml.org,2002:") {
        tagStr = "!!" + tagStr.slice(18);
      } else {
        tagStr = "!<" + tagStr + ">";
      }
      state.dump = tagStr + " " + state.dump;
    }
  }
  return true;
}
function getDuplicateReferences(object, state) {
  var objects = [], duplicatesIndexes = [], index, length;
  inspectNode(object, objects, duplicatesIndexes);
  for (index = 0, length = duplicatesIndexes.length; index < length; index += 1) {
    state.duplicates.push(objects[duplicatesIndexes[index]]);
  }
  state.usedDuplicates = new Array(length);
}
function inspectNode(object, objects, duplicatesIndexes) {
  var objectKeyList, index, length;
  if (object !== null && typeof object === "object") {
    index = objects.indexOf(object);
    if (index !== -1) {
      if (duplicatesIndexes.indexOf(index) === -1) {
        duplicatesIndexes.push(index);
      }
    } else {
      objects.push(object);
      if (Array.isArray(object)) {
        for (index = 0, length = object.length; index < length; index += 1) {
          inspectNode(object[index], objects, duplicatesIndexes);
        }
      } else {
        objectKeyList = Object.keys(object);
        for (index = 0, length = objectKeyList.length; index < length; index += 1) {
          inspectNode(object[objectKeyList[index]], objects, duplicatesIndexes);
        }
      }
    }
  }
}
function dump$1(input, options) {
  options = options || {};
  var state = new State(options);
  if (!state.noRefs) getDuplicateReferences(input, state);
  var value = input;
  if (state.replacer) {
    value = state.replacer.call({ "": value }, "", value);
  }
  if (writeNode(state, 0, value, true, true)) return state.dump + "\n";
  return "";
}
var dump_1 = dump$1;
var dumper = {
  dump: dump_1
};
function renamed(from, to) {
  return function() {
    throw new Error("Function yaml." + from + " is removed in js-yaml 4. Use yaml." + to + " instead, which is now safe by default.");
  };
}
var Type = type;
var Schema = schema;
var FAILSAFE_SCHEMA = failsafe;
var JSON_SCHEMA = json;
var CORE_SCHEMA = core;
var DEFAULT_SCHEMA = _default;
var load = loader.load;
var loadAll = loader.loadAll;
var dump = dumper.dump;
var YAMLException = exception;
var types = {
  binary,
  float,
  map,
  null: _null,
  pairs,
  set,
  timestamp,
  bool,
  int,
  merge,
  omap,
  seq,
  str
};
var safeLoad = renamed("safeLoad", "load");
var safeLoadAll = renamed("safeLoadAll", "loadAll");
var safeDump = renamed("safeDump", "dump");
var jsYaml = {
  Type,
  Schema,
  FAILSAFE_SCHEMA,
  JSON_SCHEMA,
  CORE_SCHEMA,
  DEFAULT_SCHEMA,
  load,
  loadAll,
  dump,
  YAMLException,
  types,
  safeLoad,
  safeLoadAll,
  safeDump
};

// src/kube/yaml-schema.ts
init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();
var KUBERNETES_YAML_SCHEMA = withoutImplicit(jsYaml.DEFAULT_SCHEMA, "tag:yaml.org,2002:timestamp");
function withoutImplicit(schema2, tag) {
  const { implicit, explicit } = schema2;
  return new jsYaml.Schema({ implicit: implicit.filter((type2) => type2.tag !== tag), explicit });
}

// src/package-files.ts
init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();
var import_node_fs = __toESM(require_node_fs(), 1);
var import_node_path = __toESM(require_node_path(), 1);
var import_node_url = __toESM(require_node_url(), 1);
function packageRoot() {
  let dir = (0, import_node_path.dirname)((0, import_node_url.fileURLToPath)(import.meta.url));
  while (!(0, import_node_fs.existsSync)((0, import_node_path.join)(dir, "package.json"))) {
    const parent = (0, import_node_path.dirname)(dir);
    if (parent === dir) throw new Error("k8s-upgrade-check package root not found");
    dir = parent;
  }
  return dir;
}
function readPackageFile(relativePath) {
  if (typeof define_K8S_UPGRADE_CHECK_BUNDLED_FILES_default === "undefined") return (0, import_node_fs.readFileSync)(packageFilePath(relativePath), "utf8");
  const text = bundledPackageFile(relativePath);
  if (text === void 0) throw new Error(`${relativePath} is missing from the bundle; scripts/bundle.ts must embed it`);
  return text;
}
function packageFilePath(relativePath) {
  return (0, import_node_path.join)(packageRoot(), relativePath);
}
function bundledPackageFile(relativePath) {
  return typeof define_K8S_UPGRADE_CHECK_BUNDLED_FILES_default !== "undefined" ? define_K8S_UPGRADE_CHECK_BUNDLED_FILES_default[relativePath] : void 0;
}

// src/data.ts
var cache = /* @__PURE__ */ new Map();
function loadRuleData(name) {
  if (!cache.has(name)) cache.set(name, parseRuleData(name));
  return cache.get(name);
}
function parseRuleData(name) {
  const json2 = builtRuleData(name);
  return json2 !== void 0 ? JSON.parse(json2) : runtimeData(readPackageFile(`rules/_data/${name}`));
}
var REVIEW_ONLY = /* @__PURE__ */ new Set(["quote", "evidence"]);
function runtimeData(yamlText) {
  return JSON.parse(JSON.stringify(jsYaml.load(yamlText, { schema: KUBERNETES_YAML_SCHEMA })), (key, value) => REVIEW_ONLY.has(key) ? void 0 : value);
}
function builtRuleData(name) {
  const file = jsonName(name);
  const bundled2 = bundledPackageFile(`rules/_data/${file}`);
  if (bundled2 !== void 0) return bundled2;
  const json2 = new URL(`../rules/_data/${file}`, import.meta.url);
  const built = (0, import_node_fs2.statSync)(json2, { throwIfNoEntry: false });
  if (!built || built.mtimeMs < (0, import_node_fs2.statSync)(packageFilePath(`rules/_data/${name}`)).mtimeMs) return void 0;
  return (0, import_node_fs2.readFileSync)(json2, "utf8");
}
function jsonName(name) {
  return name.replace(/\.ya?ml$/, "") + ".json";
}

// src/kube/addon-apis.ts
function bundledAddonData() {
  return loadRuleData("addon-apis.yaml");
}

// src/kube/api-lifecycle.ts
init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();
var byVersion;
var unique;
function table() {
  if (!byVersion) {
    const rows = loadRuleData("removed-apis.yaml").apis;
    byVersion = /* @__PURE__ */ new Map();
    for (const row of rows) {
      let kinds = byVersion.get(row.apiVersion);
      if (!kinds) byVersion.set(row.apiVersion, kinds = /* @__PURE__ */ new Map());
      kinds.set(row.kind, row);
    }
    unique = [...new Map(rows.map((row) => [`${row.apiVersion}\0${row.kind}`, row])).values()];
  }
  return byVersion;
}
function lifecycleOf(apiVersion, kind) {
  return table().get(apiVersion)?.get(kind);
}

// src/kube/api-table.ts
function put(map2, apiVersion, kind, row) {
  let kinds = map2.get(apiVersion);
  if (!kinds) map2.set(apiVersion, kinds = /* @__PURE__ */ new Map());
  kinds.set(kind, row);
}
var bundledAddons;
function bundled() {
  if (!bundledAddons) {
    const data = bundledAddonData();
    const rows = /* @__PURE__ */ new Map();
    for (const row of data.apis) put(rows, row.apiVersion, row.kind, row);
    bundledAddons = { addons: new Map(data.addons.map((a) => [a.name, a])), rows };
  }
  return bundledAddons;
}
function isBundledAddonApi(apiVersion, kind) {
  return bundled().rows.get(apiVersion)?.has(kind) ?? false;
}
var bundledTable;
var ApiTable = class _ApiTable {
  /** The bundled rows only, every add-on judged against its newest known release. */
  static bundled() {
    return bundledTable ??= new _ApiTable();
  }
  #userKubernetes = /* @__PURE__ */ new Map();
  #userAddon = /* @__PURE__ */ new Map();
  /** apiVersion and kind of every user row, whichever its axis: such a row hides bundled rows of both tables. */
  #userKeys = /* @__PURE__ */ new Set();
  #origins = /* @__PURE__ */ new WeakMap();
  #userAddons = /* @__PURE__ */ new Map();
  #targets;
  constructor(options = {}) {
    this.#targets = options.targets ?? /* @__PURE__ */ new Map();
    for (const user of options.rows ?? []) this.#addUserRow(user);
  }
  #addUserRow(user) {
    const overrides = lifecycleOf(user.apiVersion, user.kind) !== void 0 || isBundledAddonApi(user.apiVersion, user.kind);
    const replacement = user.replacement ? { ...user.replacement, availableIn: null } : null;
    this.#userKeys.add(`${user.apiVersion}\0${user.kind}`);
    let row;
    if (user.addon === void 0) {
      const lifecycle = { apiVersion: user.apiVersion, kind: user.kind, deprecatedIn: user.deprecatedIn, removedIn: user.removedIn, replacement, ...user.notes ? { notes: user.notes } : {}, source: user.source };
      put(this.#userKubernetes, user.apiVersion, user.kind, lifecycle);
      row = lifecycle;
    } else {
      const droppedFromCrdIn = user.droppedFromCrdIn ?? null;
      const addonRow = {
        addon: user.addon,
        apiVersion: user.apiVersion,
        kind: user.kind,
        deprecatedIn: user.deprecatedIn,
        removedIn: user.removedIn,
        droppedFromCrdIn,
        storedVersionsMigration: droppedFromCrdIn !== null,
        replacement,
        ...user.notes ? { notes: user.notes } : {},
        source: user.source,
        url: user.url ?? ""
      };
      put(this.#userAddon, user.apiVersion, user.kind, addonRow);
      row = addonRow;
      if (!bundled().addons.has(user.addon)) this.#noteUserAddon(user);
    }
    this.#origins.set(row, { source: user.source, overrides });
  }
  /** An add-on only the configuration names: its newest known release is the newest its rows mention. */
  #noteUserAddon(user) {
    const versions = [user.deprecatedIn, user.removedIn, user.droppedFromCrdIn].filter((v) => typeof v === "string");
    const known = this.#userAddons.get(user.addon);
    const newest = [...versions, ...known ? [known.newestKnown] : []].sort(compareAddonVersions).at(-1);
    const sources = [...known?.sources ?? [], ...user.url && !known?.sources.some((s) => s.url === user.url) ? [{ title: `${user.apiVersion} ${user.kind}`, url: user.url }] : []];
    this.#userAddons.set(user.addon, {
      name: user.addon,
      title: user.addon,
      versionAxis: `${user.addon} release`,
      newestKnown: newest,
      newestKnownSource: `the newest release the apis: rows of the configuration name`,
      rewrite: "",
      storedVersionsFix: "Re-write every object of the kind so it is stored at the current storage version, then remove the old version from the CRD's status.storedVersions before installing the new CRDs.",
      sources
    });
  }
  /** The Kubernetes-release row of an apiVersion and kind: the team's own, else the bundled one. */
  kubernetes(apiVersion, kind) {
    if (this.#userKeys.size > 0) {
      const user = this.#userKubernetes.get(apiVersion)?.get(kind);
      if (user || this.#userKeys.has(`${apiVersion}\0${kind}`)) return user;
    }
    return lifecycleOf(apiVersion, kind);
  }
  /** The add-on row of an apiVersion and kind: the team's own, else the bundled one. */
  addonApi(apiVersion, kind) {
    if (this.#userKeys.size > 0) {
      const user = this.#userAddon.get(apiVersion)?.get(kind);
      if (user || this.#userKeys.has(`${apiVersion}\0${kind}`)) return user;
    }
    return bundled().rows.get(apiVersion)?.get(kind);
  }
  /** Where a row comes from when it is one of the configuration's `apis:`. */
  userOrigin(row) {
    return this.#origins.get(row);
  }
  addon(name) {
    return bundled().addons.get(name) ?? this.#userAddons.get(name);
  }
  addonNames() {
    return [.../* @__PURE__ */ new Set([...bundled().addons.keys(), ...this.#userAddons.keys()])];
  }
  /** The release an add-on's rows are judged against. */
  target(name) {
    const addon = this.addon(name);
    if (!addon) throw new Error(`unknown add-on ${name}`);
    const setting = this.#targets.get(name);
    return setting ? { addon, version: setting.version, given: true, source: setting.source } : { addon, version: addon.newestKnown, given: false };
  }
  /**
   * `group/kind` of every row outside Kubernetes' own API groups: custom resources a live check
   * lists for the rules that read every kind.
   */
  customKinds() {
    const out = /* @__PURE__ */ new Set();
    const add = (rows) => {
      for (const [apiVersion, kinds] of rows) {
        const group = groupOf(apiVersion);
        if (isKubernetesGroup(group)) continue;
        for (const kind of kinds.keys()) out.add(`${group}/${kind}`);
      }
    };
    add(bundled().rows);
    add(this.#userAddon);
    add(this.#userKubernetes);
    return out;
  }
};

// src/engine.ts
function evaluate(rules, input) {
  return evaluateAll(rules, input).findings;
}
function evaluateAll(rules, input) {
  const evaluation = new Evaluation(rules, input);
  for (const obj of input.objects) evaluation.add(obj);
  for (const problem of input.problems) evaluation.addProblem(problem);
  return evaluation.finish();
}
var Evaluation = class {
  #rules;
  #contexts;
  #index = new ObjectIndex();
  #kept = /* @__PURE__ */ new Set();
  #retained = [];
  #problems = [];
  #findings = [];
  #annotations = /* @__PURE__ */ new Map();
  #checks;
  #objects = 0;
  constructor(all, context) {
    const contexts = all.map((rule) => new BoundContext(rule, context, this.#index, this.#findings, this.#annotations));
    for (const ctx of contexts) if (ctx.initError !== void 0) this.#findings.push(failureFinding(ctx.rule, null, ctx.initError));
    const rules = all.filter((_, i2) => contexts[i2].initError === void 0);
    this.#rules = rules;
    this.#contexts = new Map(contexts.filter((ctx) => ctx.initError === void 0).map((ctx) => [ctx.rule, ctx]));
    for (const rule of rules) for (const kind of rule.lookups ?? []) this.#kept.add(kind);
    this.#checks = new CheckTable(rules.filter((rule) => rule.check).map((rule) => ({ rule, ctx: this.#contexts.get(rule) })));
  }
  add(obj) {
    this.#objects++;
    this.#check(obj, this.#checks.of(obj).now);
    if (this.#kept.has(obj.kind)) {
      this.#index.add(obj);
      this.#retained.push(obj);
    }
  }
  addProblem(problem) {
    this.#problems.push(problem);
  }
  keeps(kind) {
    return this.#kept.has(kind);
  }
  /** Runs what waited for every object: checks of looked-up kinds, then each rule's `checkProblem` and `checkAll`. */
  finish() {
    for (const ctx of this.#contexts.values()) ctx.loaded = true;
    for (const obj of this.#retained) this.#check(obj, this.#checks.of(obj).later);
    for (const rule of this.#rules) {
      const ctx = this.#contexts.get(rule);
      if (rule.checkProblem) for (const problem of this.#problems) this.#guarded(rule, null, () => rule.checkProblem(problem, ctx));
      if (rule.checkAll) this.#guarded(rule, null, () => rule.checkAll(ctx));
    }
    return { findings: sortFindings(this.#findings), objects: this.#objects, annotations: this.#annotations };
  }
  #check(obj, groups) {
    for (const { need, checks } of groups) {
      if (need !== void 0 && !meets(obj, need)) continue;
      for (const { rule, ctx } of checks) {
        try {
          rule.check(obj, ctx);
        } catch (error) {
          this.#fail(rule, obj, error);
        }
      }
    }
  }
  #guarded(rule, obj, run) {
    try {
      run();
    } catch (error) {
      this.#fail(rule, obj, error);
    }
  }
  #fail(rule, obj, error) {
    if (obj) noteAnnotations(this.#annotations, obj);
    this.#findings.push(failureFinding(rule, obj, error));
  }
};
function noteAnnotations(annotations, obj) {
  if (annotations.has(obj.origin)) return;
  const own = toolAnnotations(obj.metadata);
  if (own) annotations.set(obj.origin, own);
}
var CheckTable = class {
  #all;
  #byKind = /* @__PURE__ */ new Map();
  constructor(all) {
    this.#all = all;
  }
  of(obj) {
    let byVersion2 = this.#byKind.get(obj.kind);
    if (!byVersion2) this.#byKind.set(obj.kind, byVersion2 = /* @__PURE__ */ new Map());
    let checks = byVersion2.get(obj.apiVersion);
    if (!checks) byVersion2.set(obj.apiVersion, checks = this.#checksOf(obj.apiVersion, obj.kind));
    return checks;
  }
  #checksOf(apiVersion, kind) {
    const now = [{ need: void 0, checks: [] }];
    const later = [{ need: void 0, checks: [] }];
    for (const check of this.#all) {
      const { rule, ctx } = check;
      if (!rule.kinds.includes(kind) && !rule.kinds.includes("*")) continue;
      if (rule.appliesTo && !answer(() => rule.appliesTo(apiVersion, kind, ctx))) continue;
      const need = rule.needs?.kinds.includes(kind) ? rule.needs : void 0;
      const groups = rule.lookups?.includes(kind) ? later : now;
      let group = groups.find((g) => g.need === need);
      if (!group) groups.push(group = { need, checks: [] });
      group.checks.push(check);
    }
    const made = (groups) => groups.filter((group) => group.checks.length > 0);
    return { now: made(now), later: made(later) };
  }
};
function meets(obj, need) {
  try {
    return need.test(obj);
  } catch {
    return true;
  }
}
function answer(ask) {
  try {
    return ask();
  } catch {
    return true;
  }
}
var BoundContext = class {
  target;
  from;
  releases;
  apis;
  state;
  /** What the rule's `init` threw, if it did. */
  initError;
  /** Set once every object is loaded: from then on `index` is complete. */
  loaded = false;
  rule;
  #index;
  #findings;
  #annotations;
  #docsFix;
  constructor(rule, context, index, findings, annotations) {
    this.target = context.target;
    this.from = context.from;
    this.releases = context.releases;
    this.apis = context.apis ?? ApiTable.bundled();
    let state;
    try {
      state = rule.init?.();
    } catch (error) {
      this.initError = error ?? new Error("init threw");
    }
    this.state = state;
    this.rule = rule;
    this.#index = index;
    this.#findings = findings;
    this.#annotations = annotations;
  }
  get index() {
    if (!this.loaded) {
      throw new Error(`rule ${this.rule.id} reads ctx.index while objects are still loading; list the kinds it looks up in its lookups`);
    }
    return this.#index;
  }
  report(obj, report) {
    const path = (report.path ?? []).map((part) => typeof part === "string" ? detached(part) : part);
    noteAnnotations(this.#annotations, obj);
    this.#findings.push({ ...this.#build(report), object: objectRef(obj), location: locationOf(obj, path), path, origin: obj.origin });
  }
  reportProblem(problem, report) {
    const position = problem.position ?? { line: 1, column: 1 };
    this.#findings.push({ ...this.#build(report), object: null, location: { file: problem.file, line: position.line, column: position.column } });
  }
  #build(report) {
    const rule = this.rule;
    return {
      ruleId: rule.id,
      // a core rule's finding without a release of its own concerns the target itself
      release: report.release ?? (rule.release === "core" ? this.target : rule.release),
      severity: report.severity ?? rule.severity,
      message: formatMessage(rule.messages[report.messageId] ?? report.messageId, report.data),
      messageId: report.messageId,
      ...report.data ? { data: detachedData(report.data) } : {},
      fix: withNote(formatMessage(rule.fixes?.[report.messageId] ?? (this.#docsFix ??= firstParagraph(rule.docs.fix)), report.data), report.fixNote)
    };
  }
};
function detachedData(data) {
  const out = {};
  for (const key in data) {
    const value = data[key];
    out[key] = typeof value === "string" ? detached(redactUrls(value)) : value;
  }
  return out;
}
function locationOf(obj, path) {
  if (obj.origin.type !== "manifest") return null;
  const position = obj.origin.locate(path);
  return position ? { file: obj.origin.file, ...position } : { file: obj.origin.file, line: 1, column: 1 };
}
function failureFinding(rule, obj, error) {
  const reason = error instanceof Error ? error.message : String(error);
  const severity = "error";
  return {
    ruleId: rule.id,
    release: rule.release,
    severity,
    message: `rule ${rule.id} failed${obj ? " on this object" : ""} (${reason}); the result for it is unknown. Please report this with the input that caused it.`,
    fix: "Report the problem; meanwhile check this object by hand against the rule docs (k8s-upgrade-check explain " + shellName(rule.id, "RULE") + ").",
    object: obj ? objectRef(obj) : null,
    location: obj ? locationOf(obj, []) : null,
    origin: obj?.origin
  };
}
function withNote(fix, note) {
  return note ? `${fix} ${detached(note)}` : fix;
}
function firstParagraph(markdown) {
  const paragraph = markdown.split(/\n\s*\n/)[0] ?? "";
  return paragraph.replace(/\s+/g, " ").trim();
}
var SEVERITY_ORDER = { error: 0, warning: 1, info: 2 };
function sortFindings(findings) {
  return findings.sort(
    (a, b) => byText(a.location?.file ?? "\uFFFF", b.location?.file ?? "\uFFFF") || (a.location?.line ?? 0) - (b.location?.line ?? 0) || (a.location?.column ?? 0) - (b.location?.column ?? 0) || byText(keyOf(a), keyOf(b)) || SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || byText(a.ruleId, b.ruleId) || byText(a.message, b.message)
  );
}
function keyOf(f) {
  return f.object ? `${f.object.kind}/${f.object.namespace ?? ""}/${f.object.name}` : "";
}

// src/run.ts
init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();

// src/prerelease.ts
init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();

// src/suppressions.ts
init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();
var import_node_path8 = __toESM(require_node_path(), 1);

// src/baseline.ts
init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();
var import_node_module = __toESM(require_node_module(), 1);
var import_node_path7 = __toESM(require_node_path(), 1);

// src/sources/read-input.ts
init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();
var import_node_buffer = __toESM(require_node_buffer(), 1);
var import_node_fs3 = __toESM(require_node_fs(), 1);
var MAX_FILE_BYTES = import_node_buffer.constants.MAX_STRING_LENGTH;
var CHUNK_BYTES = 1 << 16;
function readInput(path, options = {}) {
  const { maxBytes = MAX_FILE_BYTES, streams = false } = typeof options === "number" ? { maxBytes: options } : options;
  let fd;
  try {
    fd = path === 0 ? 0 : streams ? withDefaultSignals(() => (0, import_node_fs3.openSync)(path, "r")) : (0, import_node_fs3.openSync)(path, import_node_fs3.constants.O_RDONLY | import_node_fs3.constants.O_NONBLOCK | import_node_fs3.constants.O_NOCTTY);
  } catch (error) {
    return { failure: openFailure(path, error) };
  }
  try {
    const stats = (0, import_node_fs3.fstatSync)(fd);
    if (stats.isDirectory()) return { failure: { cause: "not-a-file", reason: "it is a directory" } };
    if (stats.isFile() && stats.size > maxBytes) return { failure: tooLarge(stats.size, maxBytes) };
    if (stats.isFile()) return textOrBinary(readRegularFile(fd, maxBytes));
    if (!streams && path !== 0) return { failure: { cause: "not-a-file", reason: `it is ${describeSpecialFile(stats)}, not a regular file` } };
    const bytes = withDefaultSignals(() => readStream(fd, maxBytes));
    if (bytes === BINARY_STREAM) return { failure: binary2() };
    return bytes === void 0 ? { failure: tooLarge(void 0, maxBytes) } : textOrBinary(decodeText(bytes));
  } catch (error) {
    if (error instanceof FileTooLarge) return { failure: tooLarge(error.size, maxBytes) };
    return { failure: systemFailure(error) };
  } finally {
    if (fd !== 0) (0, import_node_fs3.closeSync)(fd);
  }
}
var STOPPING_SIGNALS = ["SIGINT", "SIGTERM"];
function withDefaultSignals(read) {
  const handlers = STOPPING_SIGNALS.map((signal) => [signal, process.rawListeners(signal)]);
  for (const [signal] of handlers) process.removeAllListeners(signal);
  try {
    return read();
  } finally {
    for (const [signal, listeners] of handlers) for (const listener of listeners) process.on(signal, listener);
  }
}
var UTF16_LE = [255, 254];
var UTF16_BE = [254, 255];
var UTF32_LE = [255, 254, 0, 0];
var UTF32_BE = [0, 0, 254, 255];
var FileTooLarge = class extends Error {
  constructor(size) {
    super("file too large");
    this.size = size;
  }
  size;
};
function readRegularFile(fd, maxBytes) {
  const text = (0, import_node_fs3.readFileSync)(fd, "utf8");
  if (text.length > maxBytes) throw new FileTooLarge(Buffer.byteLength(text, "utf8"));
  const first = text.charCodeAt(0);
  if (first !== 65533 && first !== 0) return text;
  const bytes = readBytesFromStart(fd);
  return byteOrderMark(bytes) === void 0 ? text : decodeText(bytes);
}
function readBytesFromStart(fd) {
  const bytes = Buffer.alloc((0, import_node_fs3.fstatSync)(fd).size);
  let filled = 0;
  while (filled < bytes.length) {
    const read = (0, import_node_fs3.readSync)(fd, bytes, filled, bytes.length - filled, filled);
    if (read === 0) break;
    filled += read;
  }
  return bytes.subarray(0, filled);
}
function byteOrderMark(bytes) {
  const starts = (mark) => bytes.length >= mark.length && mark.every((byte, i2) => bytes[i2] === byte);
  if (starts(UTF32_LE)) return "utf-32le";
  if (starts(UTF32_BE)) return "utf-32be";
  if (starts(UTF16_LE)) return "utf-16le";
  if (starts(UTF16_BE)) return "utf-16be";
  return void 0;
}
function decodeText(bytes) {
  const encoding = byteOrderMark(bytes);
  if (encoding === void 0) return bytes.toString("utf8");
  if (encoding === "utf-16le" || encoding === "utf-16be") return new TextDecoder(encoding).decode(bytes);
  return decodeUtf32(bytes, encoding === "utf-32le");
}
function decodeUtf32(bytes, littleEndian) {
  const parts = [];
  const units = [];
  for (let at2 = 4; at2 + 4 <= bytes.length; at2 += 4) {
    const point = littleEndian ? bytes.readUInt32LE(at2) : bytes.readUInt32BE(at2);
    units.push(point > 1114111 || point >= 55296 && point <= 57343 ? 65533 : point);
    if (units.length === 8192) parts.push(String.fromCodePoint(...units.splice(0)));
  }
  parts.push(String.fromCodePoint(...units));
  if (bytes.length % 4 !== 0) parts.push("\uFFFD");
  return parts.join("");
}
function describeSpecialFile(stats) {
  if (stats.isFIFO()) return "a named pipe (FIFO)";
  if (stats.isSocket()) return "a socket";
  if (stats.isCharacterDevice()) return "a character device";
  if (stats.isBlockDevice()) return "a block device";
  return "not a file";
}
var BINARY_TEST_BYTES = 8e3;
function textOrBinary(text) {
  return text.slice(0, BINARY_TEST_BYTES).includes("\0") ? { failure: binary2() } : { text };
}
function binary2() {
  return { cause: "binary", reason: `it holds binary data (a NUL byte among its first ${BINARY_TEST_BYTES.toLocaleString("en-US")} bytes), not text` };
}
var BINARY_STREAM = /* @__PURE__ */ Symbol("binary");
function readStream(fd, maxBytes) {
  const chunks = [];
  let total = 0;
  for (; ; ) {
    const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
    let read;
    try {
      read = (0, import_node_fs3.readSync)(fd, chunk, 0, chunk.length, null);
    } catch (error) {
      const code = error.code;
      if (code === "EAGAIN") {
        pause(10);
        continue;
      }
      if (code === "EOF") break;
      throw error;
    }
    if (read === 0) break;
    const before = total;
    total += read;
    if (total > maxBytes) return void 0;
    chunks.push(read === chunk.length ? chunk : chunk.subarray(0, read));
    if (before < BINARY_TEST_BYTES) {
      const nul = chunk.subarray(0, read).indexOf(0);
      if (nul !== -1 && before + nul < BINARY_TEST_BYTES && byteOrderMark(Buffer.concat(chunks)) === void 0) return BINARY_STREAM;
    }
  }
  return Buffer.concat(chunks, total);
}
var sleeper = new Int32Array(new SharedArrayBuffer(4));
function pause(ms) {
  Atomics.wait(sleeper, 0, 0, ms);
}
function openFailure(path, error) {
  const code = error?.code;
  if (code === "ENOENT" && path !== 0 && isSymbolicLink(path)) return { cause: "broken-link", reason: "it is a symbolic link to a path that does not exist" };
  if (code === "ENXIO") return { cause: "not-a-file", reason: path !== 0 && isSocket(path) ? "it is a socket, not a file" : "it is a device that cannot be read" };
  return systemFailure(error);
}
function systemFailure(error) {
  const code = error?.code;
  return { cause: causeOf(error), reason: systemReason(error), ...typeof code === "string" ? { code } : {} };
}
function isSymbolicLink(path) {
  let stats;
  try {
    stats = (0, import_node_fs3.lstatSync)(path);
  } catch {
    return false;
  }
  return stats.isSymbolicLink();
}
function isSocket(path) {
  try {
    return (0, import_node_fs3.statSync)(path).isSocket();
  } catch {
    return false;
  }
}
function causeOf(error) {
  const code = error?.code;
  if (code === "EACCES" || code === "EPERM") return "permission";
  if (code === "ELOOP") return "link-loop";
  if (code === "EISDIR") return "not-a-file";
  if (code === "ERR_STRING_TOO_LONG" || code === "ERR_FS_FILE_TOO_LARGE") return "too-large";
  return "failed";
}
function tooLarge(size, maxBytes) {
  const limit = `the limit of ${byteSize(maxBytes)} for one file`;
  return { cause: "too-large", reason: size === void 0 ? `it gave more than ${limit}` : `it is ${byteSize(size)}, over ${limit}` };
}
function byteSize(bytes) {
  const MiB = 1024 * 1024;
  return bytes < MiB ? `${bytes.toLocaleString("en-US")} bytes` : `${Math.round(bytes / MiB).toLocaleString("en-US")} MiB`;
}
function systemReason(error) {
  const code = error?.code;
  if (code === "ENOENT") return "no such file or directory";
  if (code === "ENOTDIR") return "a part of the path is not a directory";
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  if (code === "EISDIR") return "it is a directory";
  if (code === "ELOOP") return "too many levels of symbolic links (a link loop)";
  if (code === "EIO") return "input/output error";
  if (code === "ERR_STRING_TOO_LONG" || code === "ERR_FS_FILE_TOO_LARGE") return "it is too large to read into memory";
  const message = error instanceof Error ? error.message : String(error);
  return /^[A-Z]+: ([^,]+)/.exec(message)?.[1] ?? message;
}

// src/reporters/labels.ts
init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();

// src/safe-write.ts
init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();
var import_node_fs7 = __toESM(require_node_fs(), 1);
var import_node_path6 = __toESM(require_node_path(), 1);

// src/repository.ts
init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();
var import_node_fs4 = __toESM(require_node_fs(), 1);
var import_node_path2 = __toESM(require_node_path(), 1);
function isInside(path, directory) {
  const rel = (0, import_node_path2.relative)(directory, path);
  return rel === "" || rel !== ".." && !rel.startsWith(`..${import_node_path2.sep}`) && !(0, import_node_path2.isAbsolute)(rel);
}
function realOrSelf(path) {
  try {
    return (0, import_node_fs4.realpathSync)(path);
  } catch {
    return (0, import_node_path2.resolve)(path);
  }
}

// src/sources/manifests.ts
init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();
var import_node_fs6 = __toESM(require_node_fs(), 1);
var import_node_path5 = __toESM(require_node_path(), 1);

// src/kube/components/environment-file.ts
init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();
var import_node_path3 = __toESM(require_node_path(), 1);

// src/kube/workloads.ts
init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();
var POD_TEMPLATE_KINDS = ["Pod", "Deployment", "StatefulSet", "DaemonSet", "ReplicaSet", "ReplicationController", "Job", "CronJob", "PodTemplate"];
var POD_SPEC_PATHS = /* @__PURE__ */ new Map([
  ["Pod", ["spec"]],
  ["PodTemplate", ["template", "spec"]],
  ["Deployment", ["spec", "template", "spec"]],
  ["StatefulSet", ["spec", "template", "spec"]],
  ["DaemonSet", ["spec", "template", "spec"]],
  ["ReplicaSet", ["spec", "template", "spec"]],
  ["ReplicationController", ["spec", "template", "spec"]],
  ["Job", ["spec", "template", "spec"]],
  ["CronJob", ["spec", "jobTemplate", "spec", "template", "spec"]]
]);
var POD_METADATA_PATHS = new Map([...POD_SPEC_PATHS].map(([kind, path]) => [kind, [...path.slice(0, -1), "metadata"]]));
function latestOnly(compute) {
  let lastKey;
  let lastValue;
  return (key) => {
    if (key !== lastKey) {
      lastValue = compute(key);
      lastKey = key;
    }
    return lastValue;
  };
}
var podSpecOfBody = latestOnly((obj) => findPodSpec(obj, POD_SPEC_PATHS.get(obj.kind)));
function findPodSpec(obj, path) {
  const spec = getPath(obj.body, path);
  if (!isRecord(spec)) return void 0;
  const metadata = obj.kind === "Pod" ? obj.metadata : getPath(obj.body, POD_METADATA_PATHS.get(obj.kind));
  return { spec, path, metadata: isRecord(metadata) ? metadata : {} };
}
var CONTAINER_GROUPS = ["initContainers", "containers", "ephemeralContainers"];
var containersOf = latestOnly(findContainers);
function findContainers(pod) {
  const out = [];
  for (const group of CONTAINER_GROUPS) {
    const list = pod.spec[group];
    if (!Array.isArray(list)) continue;
    list.forEach((container, index) => {
      if (isRecord(container)) out.push({ container, group, index, path: [...pod.path, group, index] });
    });
  }
  return out;
}
function getPath(value, path) {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== "object") return void 0;
    current = current[key];
  }
  return current;
}
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
var WORKLOAD_KINDS = POD_TEMPLATE_KINDS.filter((kind) => kind !== "PodTemplate");

// src/kube/components/command-lines.ts
init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();

// src/kube/components/flags.ts
init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();

// src/kube/components/place.ts
init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();

// src/kube/components/shell.ts
init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();

// src/kube/components/command-lines.ts
var BINARIES = {
  "kube-apiserver": "kube-apiserver",
  "kube-controller-manager": "kube-controller-manager",
  "kube-scheduler": "kube-scheduler",
  "kube-proxy": "kube-proxy",
  kubelet: "kubelet"
};
var HYPERKUBE_COMMANDS = {
  ...BINARIES,
  apiserver: "kube-apiserver",
  "controller-manager": "kube-controller-manager",
  scheduler: "kube-scheduler",
  proxy: "kube-proxy"
};

// src/kube/components/environment-file.ts
var KUBELET_ENVIRONMENT_API_VERSION = "k8s-upgrade-check/v1";
var KUBELET_ENVIRONMENT_KIND = "KubeletEnvironmentFile";
var KUBELET_VARIABLE = /^KUBELET_[A-Z0-9_]*$/;
var ASSIGNMENT = /^[ \t]*(?:export[ \t]+)?([A-Za-z_][A-Za-z0-9_]*)=(.*)$/;
function readEnvironmentFile(text, display, required) {
  const variables = [];
  const lines = text.replace(/^\uFEFF/, "").split("\n");
  for (let i2 = 0; i2 < lines.length; i2++) {
    const line = lines[i2].replace(/\r$/, "");
    if (/^[ \t]*(?:#.*)?$/.test(line)) continue;
    const assignment = ASSIGNMENT.exec(line);
    const value = assignment ? unquote(assignment[2], line.length - assignment[2].length, i2 + 1) : void 0;
    if (!assignment || !value) {
      if (!required) return void 0;
      return { problem: { kind: "syntax", file: display, position: { line: i2 + 1, column: 1 }, reason: `line ${i2 + 1} is not a NAME=value assignment; an environment file (.env) holds only those and comments` } };
    }
    variables.push({ name: assignment[1], value: value.text, position: { line: i2 + 1, column: value.column }, words: value.words });
  }
  if (!required && !variables.some((v) => KUBELET_VARIABLE.test(v.name))) return void 0;
  const metadata = { name: (0, import_node_path3.basename)(display) };
  const values = Object.fromEntries(variables.map((v) => [v.name, v.value]));
  const body = { apiVersion: KUBELET_ENVIRONMENT_API_VERSION, kind: KUBELET_ENVIRONMENT_KIND, metadata, variables: values };
  return { object: { apiVersion: KUBELET_ENVIRONMENT_API_VERSION, kind: KUBELET_ENVIRONMENT_KIND, metadata, body, origin: new EnvironmentFileOrigin(display, variables) } };
}
function unquote(raw, start, line) {
  let text = raw.replace(/[ \t]+$/, "");
  let offset = start;
  const quote = text[0];
  if (quote === '"' || quote === "'") {
    if (text.length < 2 || text[text.length - 1] !== quote) return void 0;
    text = text.slice(1, -1);
    offset++;
  }
  const words = [];
  for (const match of text.matchAll(/[^ \t]+/g)) words.push({ text: match[0], position: { line, column: offset + match.index + 1 } });
  return { text, column: offset + 1, words };
}
var EnvironmentFileOrigin = class {
  type = "manifest";
  doc = 0;
  file;
  #variables;
  constructor(file, variables) {
    this.file = file;
    this.#variables = variables;
  }
  locate(path) {
    if (path[0] !== "variables" || typeof path[1] !== "string") return { line: 1, column: 1 };
    let variable;
    for (const v of this.#variables) if (v.name === path[1]) variable = v;
    if (!variable) return { line: 1, column: 1 };
    return typeof path[2] === "number" ? variable.words[path[2]]?.position ?? variable.position : variable.position;
  }
};

// src/sources/alias-expansion.ts
init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();
var ALIAS_EXPANSION_BUDGET = 1e6;
var ALIAS_CHARACTER_BUDGET = 16 * 1024 * 1024;
function checkExpansion(value, budget = ALIAS_EXPANSION_BUDGET, writtenChars = 0) {
  if (!isCollection(value)) return { ok: true };
  const charLimit = writtenChars + ALIAS_CHARACTER_BUDGET;
  const sizes = /* @__PURE__ */ new Map();
  const onPath = /* @__PURE__ */ new Set();
  const stack = [];
  let repeated = 0;
  let chars = 0;
  const tooManyChars = () => ({ ok: false, reason: `aliases repeat more than ${byteCount(charLimit - writtenChars)} of text` });
  const enter = (node) => {
    onPath.add(node);
    let keyChars = 0;
    if (!Array.isArray(node)) for (const key in node) keyChars += key.length;
    chars += keyChars;
    stack.push({ node, open: { children: Array.isArray(node) ? node : Object.values(node), next: 0, size: 1, chars: keyChars } });
  };
  enter(value);
  if (chars > charLimit) return tooManyChars();
  while (stack.length > 0) {
    const top = stack[stack.length - 1];
    const { open } = top;
    if (open.next < open.children.length) {
      const child = open.children[open.next++];
      if (!isCollection(child)) {
        open.size++;
        const length = scalarChars(child);
        open.chars += length;
        chars += length;
        if (chars > charLimit) return tooManyChars();
        continue;
      }
      if (onPath.has(child)) return { ok: false, reason: "an anchor holds an alias to itself, so the document has no end" };
      const known = sizes.get(child);
      if (known === void 0) {
        enter(child);
        if (chars > charLimit) return tooManyChars();
        continue;
      }
      repeated += known.nodes;
      open.size += known.nodes;
      open.chars += known.chars;
      chars += known.chars;
      if (repeated > budget) return { ok: false, reason: `aliases repeat more than ${budget.toLocaleString("en-US")} nodes` };
      if (chars > charLimit) return tooManyChars();
      continue;
    }
    stack.pop();
    onPath.delete(top.node);
    sizes.set(top.node, { nodes: open.size, chars: open.chars });
    if (stack.length > 0) {
      const parent = stack[stack.length - 1].open;
      parent.size += open.size;
      parent.chars += open.chars;
    }
  }
  return { ok: true };
}
function scalarChars(value) {
  if (typeof value === "string") return value.length;
  if (ArrayBuffer.isView(value)) return value.byteLength;
  return 0;
}
function byteCount(chars) {
  return `${Math.round(chars / (1024 * 1024)).toLocaleString("en-US")} MiB`;
}
function isCollection(value) {
  return typeof value === "object" && value !== null && !ArrayBuffer.isView(value);
}

// src/sources/charts.ts
init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();
var import_node_fs5 = __toESM(require_node_fs(), 1);
var import_node_path4 = __toESM(require_node_path(), 1);
var CHART_FILE = "Chart.yaml";
var CHART_FILE_MAX_BYTES = 1024 * 1024;
function chartFinder(display, cwd) {
  const hasChart = /* @__PURE__ */ new Map();
  const nearest = /* @__PURE__ */ new Map();
  const charts = /* @__PURE__ */ new Map();
  const holdsChart = (directory) => {
    let known = hasChart.get(directory);
    if (known === void 0) hasChart.set(directory, known = (0, import_node_fs5.existsSync)((0, import_node_path4.join)(directory, CHART_FILE)));
    return known;
  };
  const nearestChart = (directory) => {
    const known = nearest.get(directory);
    if (known !== void 0) return known;
    const parent = (0, import_node_path4.dirname)(directory);
    const found = holdsChart(directory) ? directory : parent === directory ? null : nearestChart(parent);
    nearest.set(directory, found);
    return found;
  };
  const chartAt = (directory) => {
    let chart = charts.get(directory);
    if (!chart) {
      const file = (0, import_node_path4.join)(directory, CHART_FILE);
      chart = { name: chartName(file) ?? (0, import_node_path4.basename)(directory), directory: directory === cwd ? "." : display(directory), file: display(file) };
      charts.set(directory, chart);
    }
    return chart;
  };
  return {
    chartOf(absoluteFile) {
      let root = nearestChart((0, import_node_path4.dirname)(absoluteFile));
      if (root === null || !(0, import_node_path4.relative)(root, absoluteFile).startsWith(`templates${import_node_path4.sep}`)) return void 0;
      for (let parent = (0, import_node_path4.dirname)(root); (0, import_node_path4.basename)(parent) === "charts" && holdsChart((0, import_node_path4.dirname)(parent)); parent = (0, import_node_path4.dirname)(root)) root = (0, import_node_path4.dirname)(parent);
      return chartAt(root);
    },
    listed(directory, entries) {
      const entry = entries.find((e) => e.name === CHART_FILE);
      if (!entry?.isSymbolicLink()) hasChart.set(directory, entry !== void 0);
    }
  };
}
function chartName(file) {
  const read = readInput(file, { maxBytes: CHART_FILE_MAX_BYTES });
  if (!("text" in read)) return void 0;
  try {
    const chart = jsYaml.load(read.text, { json: true });
    return typeof chart?.name === "string" && chart.name.trim() !== "" ? chart.name.trim() : void 0;
  } catch {
    return void 0;
  }
}

// src/sources/documents.ts
init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();
function documentSpans(text, from = 0) {
  const spans = [];
  let start = from;
  let line = lineOf(text, from);
  let startLine = line;
  let explicit = false;
  const close = (end) => {
    if (explicit || hasContent(text.slice(start, end))) spans.push({ start, end, line: startLine });
  };
  for (let lineStart = from; lineStart < text.length; line++) {
    const newline = text.indexOf("\n", lineStart);
    const next = newline < 0 ? text.length : newline + 1;
    const marker = markerAt(text, lineStart);
    if (marker === "---") {
      close(lineStart);
      [start, startLine, explicit] = [lineStart, line, true];
    } else if (marker === "...") {
      close(lineStart);
      [start, startLine, explicit] = [next, line + 1, false];
    }
    lineStart = next;
  }
  close(text.length);
  return spans;
}
function markerAt(text, lineStart) {
  const marker = text.slice(lineStart, lineStart + 3);
  if (marker !== "---" && marker !== "...") return void 0;
  const after = text.charCodeAt(lineStart + 3);
  return Number.isNaN(after) || after === 32 || after === 9 || after === 10 || after === 13 ? marker : void 0;
}
function hasContent(text) {
  return /^[ \t]*[^\s#]/m.test(text);
}
function lineOf(text, offset) {
  let line = 1;
  for (let i2 = text.indexOf("\n"); i2 >= 0 && i2 < offset; i2 = text.indexOf("\n", i2 + 1)) line++;
  return line;
}

// src/sources/positions.ts
init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();
function loadAllWithSpans(text, options) {
  const spans = [];
  const documents = [];
  let depth = 0;
  const listener = (event, state) => {
    if (event === "open") {
      if (depth++ === 0) spans.push({ start: state.lineStart, end: state.lineStart, line: state.line + 1 });
    } else {
      if (state.kind === null && (typeof state.result === "object" && state.result !== null || typeof state.result === "string")) spans[spans.length - 1].aliases = true;
      if (--depth === 0) {
        spans[spans.length - 1].end = state.position;
        documents.push(state.result);
      }
    }
  };
  try {
    jsYaml.loadAll(text, void 0, { ...options, listener });
  } catch (error) {
    if (spans.length === documents.length) documents.pop();
    const failing = spans.pop();
    return { documents, spans, failure: { error, start: failing?.start ?? 0 } };
  }
  return { documents, spans };
}
var DocumentPositions = class {
  value;
  #root;
  #containers;
  /** The text the document was parsed from, to map positions inside embedded documents. */
  #text;
  /** Added to every line: the document's first line in its file, less one. */
  #lineOffset;
  #schema;
  #embedded;
  constructor(value, root, containers, text, lineOffset, schema2) {
    this.value = value;
    this.#schema = schema2;
    this.#root = root;
    this.#containers = containers;
    this.#text = text;
    this.#lineOffset = lineOffset;
  }
  /**
   * Where the field at `path` is written, or its closest written ancestor: a mapping key at its
   * first character (the quote of a quoted key), a sequence item at its content (after `- `, the
   * bracket of a flow collection), `[]` at the root node. A key that comes from a `<<` merge is
   * placed at the merge key. A path that goes on inside a string value written as a `|` block
   * scalar is followed into the YAML document the string holds (kubeadm's and the components'
   * configuration files in ConfigMaps).
   */
  locate(path) {
    return this.#walk(path).position;
  }
  #walk(path) {
    let node = this.value;
    let here = { position: this.#root };
    let depth = 0;
    for (; depth < path.length; depth++) {
      if (typeof node === "string" && here.blockHeaderLine !== void 0) {
        const inner = this.#inside(node, here.blockHeaderLine, path.slice(depth));
        if (inner) return { position: inner.position, depth: depth + inner.depth };
      }
      const step = typeof node === "object" && node !== null ? this.#step(node, path[depth]) : void 0;
      if (!step) break;
      node = step.node;
      here = step.written;
    }
    return { position: this.#shift(here.position), depth };
  }
  #step(node, part) {
    const positions = this.#containers.get(node);
    if (!positions) return void 0;
    if (Array.isArray(node)) {
      const index = typeof part === "number" ? part : /^\d+$/.test(part) ? Number(part) : -1;
      const written = positions.items?.[index];
      return written ? { node: written.alias ? void 0 : node[index], written } : void 0;
    }
    const key = String(part);
    const keyWritten = positions.keys?.get(key);
    if (!keyWritten) {
      const merge2 = positions.keys?.get("<<");
      return merge2 && Object.prototype.hasOwnProperty.call(node, key) ? { node: void 0, written: merge2 } : void 0;
    }
    const valueWritten = positions.values?.get(key);
    if (valueWritten?.alias) return { node: void 0, written: keyWritten };
    return { node: node[key], written: valueWritten?.blockHeaderLine !== void 0 ? { ...keyWritten, blockHeaderLine: valueWritten.blockHeaderLine } : keyWritten };
  }
  /** Positions are kept relative to the parsed text; the file's lines are counted on top. */
  #shift(position) {
    return this.#lineOffset === 0 ? position : { line: position.line + this.#lineOffset, column: position.column };
  }
  /**
   * The rest of a path inside a `|` block scalar. js-yaml gives the scalar's content with its
   * indentation taken off and every line kept, so line N of the content is line N after the header,
   * and the indentation is what the written line has in front of the content's.
   */
  #inside(content, headerLine, rest) {
    const embedded = this.#embeddedDocument(content);
    if (!embedded) return void 0;
    const inner = embedded.#walk(rest);
    if (inner.depth === 0) return void 0;
    const indent = blockIndentation(this.#text, headerLine, content);
    if (indent === void 0) return void 0;
    return {
      position: this.#shift({ line: headerLine + 1 + inner.position.line, column: inner.position.column + indent }),
      depth: inner.depth
    };
  }
  #embeddedDocument(content) {
    this.#embedded ??= /* @__PURE__ */ new Map();
    let found = this.#embedded.get(content);
    if (found === void 0) {
      try {
        found = positionsOf(content, { schema: this.#schema }) ?? null;
      } catch {
        found = null;
      }
      this.#embedded.set(content, found);
    }
    return found ?? void 0;
  }
};
function blockIndentation(text, headerLine, content) {
  const contentLines = content.split("\n");
  const first = contentLines.findIndex((line) => line !== "");
  if (first < 0) return void 0;
  const written = lineText(text, headerLine + 1 + first);
  if (written === void 0 || !written.endsWith(contentLines[first])) return void 0;
  return written.length - contentLines[first].length;
}
function lineText(text, index) {
  let start = 0;
  for (let i2 = 0; i2 < index; i2++) {
    const newline2 = text.indexOf("\n", start);
    if (newline2 < 0) return void 0;
    start = newline2 + 1;
  }
  const newline = text.indexOf("\n", start);
  const line = text.slice(start, newline < 0 ? text.length : newline);
  return line.endsWith("\r") ? line.slice(0, -1) : line;
}
function positionsOf(text, options, wanted = 0, lineOffset = 0) {
  const containers = /* @__PURE__ */ new Map();
  const stack = [];
  let documentIndex = -1;
  let root;
  const listener = (event, state) => {
    if (event === "open") {
      if (stack.length === 0) documentIndex++;
      const position = { line: state.line + 1, column: state.position - state.lineStart + 1 };
      stack.push({ position, offset: state.position, line: state.line, children: void 0 });
      if (stack.length === 1 && documentIndex === wanted) root = position;
      return;
    }
    const open = stack.pop();
    if (documentIndex !== wanted) return;
    const closed = { result: state.result, kind: state.kind, written: { position: startOfContent(state.input, open) }, colon: followedByColon(state.input, state.position) };
    if (state.kind === null && typeof state.result === "object" && state.result !== null) closed.written.alias = true;
    else if (state.kind === "scalar" && typeof state.result === "string") {
      const header = blockHeaderLine(state.input, open.offset, open.line);
      if (header !== void 0) closed.written.blockHeaderLine = header;
    }
    if (open.children && typeof state.result === "object" && state.result !== null && !containers.has(state.result)) {
      containers.set(state.result, state.kind === "sequence" ? sequencePositions(open.children, state.result) : mappingPositions(open.children));
    }
    const parent = stack[stack.length - 1];
    if (parent) (parent.children ??= []).push(closed);
  };
  const documents = jsYaml.loadAll(text, void 0, { ...options, listener });
  if (wanted >= documents.length || !root) return void 0;
  return new DocumentPositions(documents[wanted], root, containers, text, lineOffset, options.schema);
}
var FOUND = /* @__PURE__ */ Symbol("found");
function rootKeyPosition(text, options, key, lineOffset = 0) {
  let depth = 0;
  let opened;
  let pending;
  let found;
  const listener = (event, state) => {
    if (event === "open") {
      if (++depth <= 2) opened = { line: state.line + 1 + lineOffset, column: state.position - state.lineStart + 1 };
      if (depth === 1 && key === void 0) {
        found = opened;
        throw FOUND;
      }
      if (depth === 1 && isFlowStart(state.input, state.position)) throw FOUND;
      return;
    }
    if (depth-- !== 2) {
      if (depth === 0) throw FOUND;
      return;
    }
    const colon = followedByColon(state.input, state.position);
    if (colon || pending === void 0) {
      pending = keyString(state.result);
      if (colon && state.kind === "scalar" && pending === key) {
        found = opened;
        throw FOUND;
      }
    } else {
      pending = void 0;
    }
  };
  try {
    jsYaml.loadAll(text, void 0, { ...options, listener });
  } catch (error) {
    if (error !== FOUND) throw error;
  }
  return found;
}
function startOfContent(input, open) {
  const first = input.charCodeAt(open.offset);
  return (first === 38 || first === 33) && open.children?.length ? open.children[0].written.position : open.position;
}
function charAfterBlanks(input, offset) {
  let i2 = offset;
  while (input.charCodeAt(i2) === 32 || input.charCodeAt(i2) === 9) i2++;
  return input.charCodeAt(i2);
}
function isFlowStart(input, offset) {
  const first = charAfterBlanks(input, offset);
  return first === 123 || first === 91;
}
function followedByColon(input, offset) {
  return charAfterBlanks(input, offset) === 58;
}
function blockHeaderLine(input, offset, line) {
  return charAfterBlanks(input, offset) === 124 ? line : void 0;
}
function mappingPositions(children) {
  const keys = /* @__PURE__ */ new Map();
  let values;
  let pending;
  for (const child of children) {
    if (child.colon || pending === void 0) {
      pending = keyString(child.result);
      keys.set(pending, child.written);
    } else if (pending !== void 0) {
      if (child.written.blockHeaderLine !== void 0 || child.written.alias) (values ??= /* @__PURE__ */ new Map()).set(pending, child.written);
      pending = void 0;
    }
  }
  return values ? { keys, values } : { keys };
}
function sequencePositions(children, items) {
  const positions = [];
  let next = 0;
  for (const item of items) {
    const child = children[next];
    if (child && Object.is(child.result, item)) {
      positions.push(child.written);
      next++;
    } else {
      positions.push(void 0);
    }
  }
  return { items: positions };
}
function keyString(key) {
  if (Array.isArray(key)) return key.map((item) => isPlainObject(item) ? "[object Object]" : item).join(",");
  return isPlainObject(key) ? "[object Object]" : String(key);
}
function isPlainObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// src/sources/manifests.ts
var STDIN = "-";
var STDIN_DISPLAY = "<stdin>";
var MANIFEST_EXTENSIONS = /* @__PURE__ */ new Set([".yaml", ".yml", ".json"]);
var SKIPPED_DIRECTORIES = /* @__PURE__ */ new Set([".git", "node_modules"]);
function newManifestFile(absolute, display, options = {}) {
  return { absolute, display, staticPod: options.staticPod ?? false, named: options.named ?? false, given: options.given ?? false, chart: options.chart, notManifest: options.notManifest ?? false, templated: false };
}
function loadManifests(input, sink) {
  const cwd = input.cwd ?? process.cwd();
  const maxBytes = input.maxFileBytes ?? MAX_FILE_BYTES;
  const collected = { objects: [], problems: [] };
  const result = { sink: sink ?? collectInto(collected), files: 0, unreadable: 0, notObjects: 0, notManifests: 0, streaming: sink !== void 0, skipped: [] };
  const listing = { files: [], streams: false, unreadable: [], skipped: [] };
  const display = displayPaths(cwd);
  const selection = { display, charts: chartFinder(display, cwd), exclude: new Set(input.exclude ?? []) };
  for (const p of input.paths) if (p !== STDIN) listPath(p, cwd, false, selection, listing);
  for (const p of input.staticPodPaths ?? []) listPath(p, cwd, true, selection, listing);
  for (const problem of listing.unreadable) addUnreadable(problem, result);
  if (input.paths.includes(STDIN)) {
    const stdin = newManifestFile(STDIN, STDIN_DISPLAY);
    loadRead(input.readStdin ? { text: input.readStdin() } : readInput(0, maxBytes), stdin, result);
  }
  const overlay = input.overlay;
  for (const file of dedupe(listing.files)) {
    const text = overlay?.get(file.absolute);
    loadRead(text !== void 0 ? { text } : readInput(file.absolute, { maxBytes, streams: file.given }), file, result);
  }
  return { ...collected, files: result.files, unreadable: result.unreadable, notObjects: result.notObjects, skipped: [...listing.skipped, ...result.skipped], streams: listing.streams, ...result.notManifests ? { notManifests: result.notManifests } : {} };
}
function manifestFile(absolute, staticPod, selection, given = { named: false, given: false, notManifest: false }) {
  return newManifestFile(absolute, selection.display(absolute), { staticPod, chart: selection.charts.chartOf(absolute), ...given });
}
function loadRead(read, file, result) {
  if (!("text" in read) && read.failure.cause === "binary") {
    result.skipped.push({ what: file.display, reason: `${read.failure.reason}: not read`, rules: [], cause: "skipped" });
  } else if (!("text" in read)) {
    addUnreadable({ kind: "unreadable", file: file.display, reason: read.failure.reason, cause: read.failure.cause }, result);
  } else if (file.named && loadEnvironmentFile(read.text, file, result)) {
  } else if (file.notManifest) {
    result.notManifests++;
    result.sink.addProblem({ kind: "not-a-manifest", file: file.display, reason: `its extension ${(0, import_node_path5.extname)(file.display)} is not .yaml, .yml or .json` });
  } else {
    loadText(read.text, file, result);
  }
}
function addUnreadable(problem, result) {
  result.unreadable++;
  result.sink.addProblem(problem);
}
function listPath(path, cwd, staticPod, selection, listing) {
  const { display } = selection;
  const absolute = (0, import_node_path5.resolve)(cwd, path);
  let stats;
  try {
    stats = (0, import_node_fs6.statSync)(absolute);
  } catch (error) {
    const code = error.code;
    if ((code === "ENOENT" || code === "ENOTDIR") && !exists(absolute)) throw new SourceError(`cannot read ${path}: ${systemReason(error)}; check the path given to -f`);
    listing.files.push(manifestFile(absolute, staticPod, selection));
    return;
  }
  if (!stats.isDirectory()) {
    if (!stats.isFile()) listing.streams = true;
    const extension = (0, import_node_path5.extname)(absolute).toLowerCase();
    const notManifest = extension !== "" && !MANIFEST_EXTENSIONS.has(extension);
    listing.files.push(manifestFile(absolute, staticPod, selection, { named: !staticPod, given: true, notManifest }));
    return;
  }
  let real;
  try {
    real = (0, import_node_fs6.realpathSync)(absolute);
  } catch (error) {
    listing.unreadable.push(unreadableDirectory(display(absolute), error));
    return;
  }
  walk(absolute, real, /* @__PURE__ */ new Set(), { staticPod, selection, listing, root: real, given: path });
}
function exists(path) {
  try {
    (0, import_node_fs6.lstatSync)(path);
    return true;
  } catch {
    return false;
  }
}
var SPECIAL_FILES = {
  fifo: "a named pipe (FIFO)",
  socket: "a socket",
  "character-device": "a character device",
  "block-device": "a block device"
};
function displayPaths(cwd) {
  const prefix = (0, import_node_path5.isAbsolute)(cwd) && (0, import_node_path5.normalize)(cwd) === cwd ? cwd.endsWith(import_node_path5.sep) ? cwd : cwd + import_node_path5.sep : void 0;
  return (absolute) => prefix && absolute.length > prefix.length && absolute.startsWith(prefix) ? absolute.slice(prefix.length) : (0, import_node_path5.relative)(cwd, absolute) || absolute;
}
function walk(directory, real, seen, at2) {
  if (seen.has(real)) return;
  seen.add(real);
  let entries;
  try {
    entries = (0, import_node_fs6.readdirSync)(directory, { withFileTypes: true });
  } catch (error) {
    at2.listing.unreadable.push(unreadableDirectory(at2.selection.display(directory), error));
    return;
  }
  at2.selection.charts.listed(directory, entries);
  entries.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  for (const entry of entries) {
    const full = childPath(directory, entry.name);
    const linked = entry.isSymbolicLink();
    const type2 = linked ? typeOfPath(full, import_node_fs6.statSync) : typeOfEntry(entry) ?? typeOfPath(full, import_node_fs6.lstatSync);
    if (type2 === "directory") {
      if (SKIPPED_DIRECTORIES.has(entry.name)) continue;
      let childReal;
      try {
        childReal = linked ? (0, import_node_fs6.realpathSync)(full) : childPath(real, entry.name);
      } catch (error) {
        at2.listing.unreadable.push(unreadableDirectory(at2.selection.display(full), error));
        continue;
      }
      if (linked && !isInside(childReal, at2.root)) {
        at2.listing.skipped.push(linkOutside(full, "directory", at2));
        continue;
      }
      walk(full, childReal, seen, at2);
      continue;
    }
    if (!MANIFEST_EXTENSIONS.has((0, import_node_path5.extname)(entry.name).toLowerCase())) continue;
    const special = SPECIAL_FILES[type2];
    if (special) {
      const hint = type2 === "socket" ? "" : " (name it with -f to read it as a stream)";
      at2.listing.skipped.push({ what: at2.selection.display(full), reason: `${special}, not a regular file: not read${hint}`, rules: [], cause: "skipped" });
    } else if (linked && type2 === "file" && !isInside(realOrSelf(full), at2.root)) {
      at2.listing.skipped.push(linkOutside(full, "file", at2));
    } else {
      if (!at2.selection.exclude.has(full)) at2.listing.files.push(manifestFile(full, at2.staticPod, at2.selection));
    }
  }
}
function linkOutside(full, what, at2) {
  return { what: at2.selection.display(full), reason: `a symbolic link to a ${what} outside ${at2.given}: not followed (name its target with -f to check it)`, rules: [], cause: "skipped" };
}
function typeOfEntry(entry) {
  if (entry.isDirectory()) return "directory";
  if (entry.isFile()) return "file";
  if (entry.isFIFO()) return "fifo";
  if (entry.isSocket()) return "socket";
  if (entry.isCharacterDevice()) return "character-device";
  if (entry.isBlockDevice()) return "block-device";
  return void 0;
}
function typeOfPath(path, stat) {
  let stats;
  try {
    stats = stat(path);
  } catch {
    return "unreadable";
  }
  return stats.isDirectory() ? "directory" : stats.isFIFO() ? "fifo" : stats.isSocket() ? "socket" : stats.isCharacterDevice() ? "character-device" : stats.isBlockDevice() ? "block-device" : "file";
}
function unreadableDirectory(display, error) {
  const code = error?.code;
  return {
    kind: "unreadable",
    file: display.endsWith(import_node_path5.sep) ? display : display + import_node_path5.sep,
    reason: systemReason(error),
    cause: code === "EACCES" || code === "EPERM" ? "permission" : code === "ELOOP" ? "link-loop" : "failed"
  };
}
function childPath(directory, name) {
  return directory.endsWith(import_node_path5.sep) ? directory + name : directory + import_node_path5.sep + name;
}
function dedupe(files) {
  const seen = /* @__PURE__ */ new Map();
  for (const file of files) {
    const existing = seen.get(file.absolute);
    if (!existing) seen.set(file.absolute, file);
    else existing.staticPod ||= file.staticPod;
  }
  return [...seen.values()];
}
function collectInto(loaded) {
  return { add: (obj) => loaded.objects.push(obj), addProblem: (problem) => loaded.problems.push(problem) };
}
function loadEnvironmentFile(text, file, result) {
  const extension = (0, import_node_path5.extname)(file.absolute).toLowerCase();
  if (MANIFEST_EXTENSIONS.has(extension)) return false;
  const read = readEnvironmentFile(text, file.display, extension === ".env");
  if (!read) return false;
  result.files++;
  if ("object" in read) result.sink.add(read.object);
  else result.sink.addProblem(read.problem);
  return true;
}
function withoutBom(text) {
  return text.charCodeAt(0) === 65279 ? text.slice(1) : text;
}
function loadText(rawText, file, result) {
  result.files++;
  const sink = file.chart ? inChart(result.sink, file.chart) : result.sink;
  const text = withoutBom(rawText);
  if (text.includes("{{")) file.templated = true;
  const { documents, spans, aliased } = parseFile(text, file.display, sink);
  const layout = new FileDocuments(text, spans);
  documents.forEach((value, doc) => {
    if (value === void 0 || value === null) return;
    if (aliased?.[doc] !== false) {
      const span = spans[doc];
      const expansion = checkExpansion(value, void 0, span ? span.end - span.start : text.length);
      if (!expansion.ok) {
        sink.addProblem({ kind: "aliases", file: file.display, position: { line: spans[doc]?.line ?? 1, column: 1 }, reason: expansion.reason });
        return;
      }
    }
    addDocument(value, doc, file, layout, sink, result);
  });
  if (result.streaming) layout.release();
}
function inChart(sink, chart) {
  return {
    add: (obj) => sink.add(obj),
    addProblem: (problem) => sink.addProblem({ ...problem, chart }),
    ...sink.keeps ? { keeps: (kind) => sink.keeps(kind) } : {}
  };
}
function parseFile(text, display, sink) {
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    const read = loadAllWithSpans(text, { filename: display, schema: KUBERNETES_YAML_SCHEMA });
    const aliased = read.spans.map((span) => span.aliases === true);
    if (!read.failure) return { ...read, aliased };
    const { documents, spans, failure } = read;
    const rest = documentSpans(text, failure.start);
    const offset = errorOffset(failure.error);
    const failing = offset < 0 ? -1 : rest.findIndex((span, i2) => offset < span.end || i2 === rest.length - 1);
    rest.forEach((span, i2) => {
      const documentText = text.slice(span.start, span.end);
      const failedHere = i2 === failing;
      try {
        if (failedHere) throw failure.error;
        documents.push(jsYaml.load(documentText, { filename: display, schema: KUBERNETES_YAML_SCHEMA }));
      } catch (error) {
        sink.addProblem(describeParseError(error, documentText, failedHere ? 1 : span.line, span.line, display));
        documents.push(void 0);
      }
      spans.push(span);
    });
    return { documents, spans, aliased };
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
}
function errorOffset(error) {
  return error instanceof jsYaml.YAMLException ? error.mark.position : -1;
}
var TEMPLATE_DIRECTIVE = /\{\{-?\s*[^}]*\}\}|\{\{-?\s*\/\*|\{%-?[^%]*%\}/;
function describeParseError(error, documentText, markLine, startLine, display) {
  const mark = error instanceof jsYaml.YAMLException ? error.mark : void 0;
  const errorLine = mark ? mark.line : 0;
  const template = findTemplateLine(documentText);
  if (template !== void 0) {
    return {
      kind: "template",
      file: display,
      position: { line: startLine + template.line, column: template.column },
      reason: "unrendered template directive"
    };
  }
  const reason = error instanceof jsYaml.YAMLException ? error.reason : error instanceof RangeError ? `nested deeper than the parser can follow: ${error.message}` : String(error);
  const character = NON_PRINTABLE_REASONS.has(reason) ? nonPrintableCharacter(documentText) : void 0;
  if (character) {
    return { kind: "syntax", file: display, position: { line: startLine + character.line, column: character.column }, reason: `${reason} (${character.name})` };
  }
  return {
    kind: "syntax",
    file: display,
    position: { line: markLine + errorLine, column: (mark?.column ?? 0) + 1 },
    reason: reason || "invalid YAML"
  };
}
var NON_PRINTABLE_REASONS = /* @__PURE__ */ new Set(["the stream contains non-printable characters", "null byte is not allowed in input"]);
var NON_PRINTABLE = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;
function nonPrintableCharacter(text) {
  const match = NON_PRINTABLE.exec(text);
  if (!match) return void 0;
  const index = match.index + match[0].length - 1;
  let line = 0;
  let lineStart = 0;
  for (let i2 = 0; i2 < index; i2++) {
    const code = text.charCodeAt(i2);
    if (code === 10 || code === 13 && text.charCodeAt(i2 + 1) !== 10) {
      line++;
      lineStart = i2 + 1;
    }
  }
  const name = `U+${text.charCodeAt(index).toString(16).toUpperCase().padStart(4, "0")}`;
  return { line, column: index - lineStart + 1, name };
}
function findTemplateLine(text) {
  const lines = text.split("\n");
  for (let i2 = 0; i2 < lines.length; i2++) {
    const match = TEMPLATE_DIRECTIVE.exec(lines[i2]);
    if (match) return { line: i2, column: match.index + 1 };
  }
  return void 0;
}
var FileDocuments = class {
  #text;
  #spans;
  #positions = /* @__PURE__ */ new Map();
  /** Documents that must stay placeable after the file is let go, with their text once it is. */
  #kept = /* @__PURE__ */ new Map();
  constructor(text, spans) {
    this.#text = text;
    this.#spans = spans;
  }
  keep(doc) {
    if (this.#text !== void 0 && !this.#kept.has(doc)) this.#kept.set(doc, void 0);
  }
  release() {
    const text = this.#text;
    if (text === void 0) return;
    for (const doc of this.#kept.keys()) this.#kept.set(doc, detached(this.#slice(text, doc)));
    this.#positions.clear();
    this.#text = void 0;
  }
  positions(doc) {
    let found = this.#positions.get(doc);
    if (found === void 0) {
      const span = this.#spans[doc];
      const text = this.#documentText(doc);
      if (!span || text === void 0) return void 0;
      found = parsePositions(text, span, this.#text, doc);
      this.#positions.set(doc, found);
    }
    return found ?? void 0;
  }
  /**
   * Where a path is written in the document; undefined when its positions cannot be read. A root
   * key, where most findings point (`apiVersion`), is looked for by parsing the document only up to
   * it, unless the document's positions are at hand already.
   */
  locate(doc, path) {
    if (path.length <= 1 && typeof path[0] !== "number" && !this.#positions.has(doc)) {
      const found = this.#rootKey(doc, path[0]);
      if (found) return found;
    }
    return this.positions(doc)?.locate(path);
  }
  /** Where a path in the document is written; the document's first line when its positions cannot be read. */
  position(doc, path) {
    return this.locate(doc, path) ?? { line: this.#spans[doc]?.line ?? 1, column: 1 };
  }
  #rootKey(doc, key) {
    const span = this.#spans[doc];
    const text = this.#documentText(doc);
    if (!span || text === void 0) return void 0;
    try {
      return rootKeyPosition(text, { schema: KUBERNETES_YAML_SCHEMA }, key, span.line - 1);
    } catch {
      return void 0;
    }
  }
  /** The document's text: from the file while it is at hand, else the copy kept of it, if any. */
  #documentText(doc) {
    return this.#text !== void 0 ? this.#slice(this.#text, doc) : this.#kept.get(doc);
  }
  #slice(text, doc) {
    const span = this.#spans[doc];
    return text.slice(span.start, span.end);
  }
};
function parsePositions(documentText, span, fileText, doc) {
  const options = { schema: KUBERNETES_YAML_SCHEMA };
  try {
    return positionsOf(documentText, options, 0, span.line - 1) ?? null;
  } catch {
    if (fileText === void 0) return null;
    try {
      return positionsOf(fileText, options, doc) ?? null;
    } catch {
      return null;
    }
  }
}
function addDocument(value, doc, file, layout, out, result) {
  const refuse = (refusal, path) => out.addProblem({ kind: "not-an-object", file: file.display, position: layout.position(doc, path), ...refusal });
  if (Array.isArray(value)) {
    if (value.some(isManifestLike)) {
      refuse({ reason: "a YAML list, not a Kubernetes object", cause: "list", data: { items: value.length } }, []);
    } else {
      result.notObjects++;
    }
    return;
  }
  if (!isK8sObject(value)) {
    const template = isPlainObject2(value) ? ["apiVersion", "kind"].find((key) => isTemplateValue(value[key])) : void 0;
    if (template) {
      out.addProblem({ kind: "template", file: file.display, position: layout.position(doc, [template]), reason: "unrendered template directive" });
      return;
    }
    const refusal = refusalOf(value);
    if (refusal) refuse(refusal, [refusal.cause === "api-version-not-string" ? "apiVersion" : "kind"]);
    else result.notObjects++;
    return;
  }
  if (value.kind === "List" || value.kind.endsWith("List") && Array.isArray(value.items)) {
    const items = Array.isArray(value.items) ? value.items : [];
    items.forEach((item, i2) => {
      if (isK8sObject(item)) {
        out.add(toObject(item, doc, file, layout, ["items", i2], out));
        return;
      }
      const refusal = refusalOf(item) ?? { reason: `item ${i2 + 1} of a ${value.kind} is not a Kubernetes object`, cause: "list-item", data: { item: i2 + 1, list: value.kind } };
      refuse(refusal, refusal.cause === "api-version-not-string" ? ["items", i2, "apiVersion"] : refusal.cause === "list-item" ? ["items", i2] : ["items", i2, "kind"]);
    });
    return;
  }
  out.add(toObject(value, doc, file, layout, void 0, out));
}
function isManifestLike(item) {
  if (!isPlainObject2(item) || item.kind === void 0 || item.kind === null) return false;
  return item.apiVersion !== void 0 && item.apiVersion !== null || isPlainObject2(item.metadata);
}
function refusalOf(value) {
  if (!isPlainObject2(value) || value.kind === void 0 || value.kind === null) return void 0;
  const { kind, apiVersion } = value;
  const noApiVersion = apiVersion === void 0 || apiVersion === null || apiVersion === "";
  if (noApiVersion && !isPlainObject2(value.metadata)) return void 0;
  if (typeof kind !== "string" || kind === "") return { reason: `kind is ${describeValue(kind)}, not the name of a kind`, cause: "kind-not-string", data: { value: describeValue(kind) } };
  if (noApiVersion) return { reason: `${kind} without apiVersion`, cause: "no-api-version", data: { kind } };
  if (typeof apiVersion !== "string") return { reason: `${kind} whose apiVersion is ${describeValue(apiVersion)}`, cause: "api-version-not-string", data: { kind, value: describeValue(apiVersion) } };
  return void 0;
}
function isTemplateValue(value) {
  return isPlainObject2(value) && Object.hasOwn(value, "[object Object]");
}
function describeValue(value) {
  if (value === "") return "empty";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object" && value !== null) return "a mapping";
  if (typeof value === "number") return `the number ${value}`;
  if (typeof value === "boolean") return `the boolean ${value}`;
  return typeof value;
}
function detachedValue(value, copies = /* @__PURE__ */ new Map()) {
  if (typeof value === "string") return detached(value);
  if (typeof value !== "object" || value === null) return value;
  const known = copies.get(value);
  if (known !== void 0) return known;
  if (Array.isArray(value)) {
    const out2 = [];
    copies.set(value, out2);
    for (const item of value) out2.push(detachedValue(item, copies));
    return out2;
  }
  const out = {};
  copies.set(value, out);
  for (const key in value) {
    const copy = detachedValue(value[key], copies);
    if (key === "__proto__") Object.defineProperty(out, key, { value: copy, enumerable: true, writable: true, configurable: true });
    else out[detached(key)] = copy;
  }
  return out;
}
function toObject(parsed, doc, file, layout, itemPath, sink) {
  const kept = sink.keeps?.(parsed.kind) ?? false;
  const value = kept ? detachedValue(parsed) : parsed;
  const metadata = isPlainObject2(value.metadata) ? value.metadata : {};
  const origin = new DocumentOrigin(file, doc, layout, itemPath);
  if (kept) origin.keepPositions();
  return {
    apiVersion: value.apiVersion,
    kind: value.kind,
    metadata,
    body: value,
    origin
  };
}
var DocumentOrigin = class {
  type = "manifest";
  file;
  doc;
  itemPath;
  staticPod;
  chart;
  templated;
  #documents;
  constructor(file, doc, documents, itemPath) {
    this.file = file.display;
    this.doc = doc;
    this.itemPath = itemPath;
    this.staticPod = file.staticPod || void 0;
    this.chart = file.chart;
    this.templated = file.templated || void 0;
    this.#documents = documents;
  }
  locate(path) {
    return this.#documents.locate(this.doc, this.itemPath ? [...this.itemPath, ...path] : path);
  }
  keepPositions() {
    this.#documents.keep(this.doc);
  }
};
function isK8sObject(value) {
  return isPlainObject2(value) && typeof value.apiVersion === "string" && typeof value.kind === "string" && value.apiVersion !== "" && value.kind !== "";
}
function isPlainObject2(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// src/safe-write.ts
var REPLACEABLE_MAX_BYTES = 64 * 1024 * 1024;
var sleeper2 = new Int32Array(new SharedArrayBuffer(4));

// src/baseline.ts
var require2 = (0, import_node_module.createRequire)(import.meta.url);

// src/glob.ts
init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();

// src/suppressions.ts
var IGNORE_ANNOTATION = `${TOOL_ANNOTATION_PREFIX}ignore`;
var IGNORE_REASON_ANNOTATION = `${TOOL_ANNOTATION_PREFIX}ignore-reason`;

// src/cli-names.ts
init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();
var import_node_path9 = __toESM(require_node_path(), 1);

// src/run.ts
function releasesCrossed(from, target) {
  return from ? hops(from, target) : minorRange(OLDEST_RELEASE, target);
}

// src/testing/hooks.ts
init_define_K8S_UPGRADE_CHECK_BUNDLED_FILES();
var configured;
function setTestHooks(hooks) {
  if (typeof hooks?.describe !== "function" || typeof hooks.it !== "function") throw new TypeError("setTestHooks needs { describe, it }, both functions, from your test runner");
  configured = { describe: hooks.describe, it: hooks.it };
}
function testHooks() {
  if (configured) return configured;
  const global = globalThis;
  if (typeof global.describe === "function" && typeof global.it === "function") return { describe: global.describe, it: global.it };
  throw new Error(
    "ruleTester needs your test runner's describe and it: call setTestHooks({ describe, it }) before it (import them from 'vitest' or 'node:test'), or turn on the runner's globals"
  );
}

// src/testing/rule-tester.ts
function fixtureDir(rule, root = process.cwd()) {
  return (0, import_node_path10.join)(root, "fixtures", "rules", rule.release, rule.id);
}
function runRule(rule, source, options) {
  if (source.code !== void 0) {
    const dir2 = (0, import_node_fs8.mkdtempSync)((0, import_node_path10.join)((0, import_node_os.tmpdir)(), "rule-tester-"));
    try {
      const filename = source.filename ?? "manifest.yaml";
      (0, import_node_fs8.writeFileSync)((0, import_node_path10.join)(dir2, filename), source.code);
      return runOnFile(rule, dir2, filename, options);
    } finally {
      (0, import_node_fs8.rmSync)(dir2, { recursive: true, force: true });
    }
  }
  const dir = (0, import_node_path10.resolve)(options.fixtures ?? fixtureDir(rule));
  if (!(0, import_node_fs8.lstatSync)((0, import_node_path10.join)(dir, source.fixture), { throwIfNoEntry: false })) throw new Error(`fixture missing: ${(0, import_node_path10.join)(dir, source.fixture)}; add it, or give the case's YAML as code`);
  return runOnFile(rule, dir, source.fixture, options);
}
function runRuleOnFixture(rule, fixture, options) {
  return runRule(rule, { fixture }, options);
}
function runOnFile(rule, dir, file, options) {
  const path = (0, import_node_path10.join)(dir, file);
  const loaded = loadManifests({ paths: options.staticPods ? [] : [path], staticPodPaths: options.staticPods ? [path] : [], cwd: dir });
  const from = options.from ?? null;
  const apis = options.apis ?? (options.addons ? addonTable(options.addons) : void 0);
  return evaluate([rule], { objects: loaded.objects, problems: loaded.problems, target: options.target, from, releases: releasesCrossed(from, options.target), apis });
}
function addonTable(addons) {
  const known = ApiTable.bundled().addonNames();
  for (const [name, version] of Object.entries(addons)) {
    if (!known.includes(name)) throw new Error(`unknown add-on "${name}" in addons (known: ${known.join(", ")})`);
    if (!parseAddonVersion(version)) throw new Error(`addons.${name}: "${version}" is not a release version such as v1.7.0`);
  }
  return new ApiTable({ targets: new Map(Object.entries(addons).map(([name, version]) => [name, { version, source: "rule tester" }])) });
}
function ruleTester(rule, spec) {
  const { describe, it } = testHooks();
  checkSpec(rule, spec);
  describe(`rule ${rule.id}`, () => {
    for (const entry of spec.valid) {
      const c = typeof entry === "string" ? { fixture: entry } : entry;
      it(`finds nothing in ${caseName(c)}`, () => {
        const findings = runCase(rule, spec, c);
        import_strict.default.deepStrictEqual(findings.map((f) => actualError(f)), [], `${caseName(c)}: expected no findings`);
      });
    }
    for (const c of spec.invalid) {
      it(`reports ${caseName(c)}`, () => {
        const findings = runCase(rule, spec, c);
        for (const f of findings) checkFinding(rule, f);
        import_strict.default.deepStrictEqual(
          findings.map((f, i2) => actualError(f, c.errors[i2])),
          c.errors.map(expectedError),
          `${caseName(c)}: the findings (actual) differ from the errors the case lists (expected)`
        );
      });
    }
  });
}
function runCase(rule, spec, c) {
  return runRule(rule, c, { target: c.target ?? spec.target, from: c.from, staticPods: c.staticPods ?? spec.staticPods, addons: c.addons ?? spec.addons, fixtures: spec.fixtures });
}
function checkSpec(rule, spec) {
  const where = (c) => `rule tester for ${rule.id}, case ${caseName(c)}`;
  for (const entry of [...spec.valid, ...spec.invalid]) {
    const c = typeof entry === "string" ? { fixture: entry } : entry;
    if (c.fixture === void 0 === (c.code === void 0)) throw new Error(`${where(c)}: give either fixture or code`);
  }
  for (const c of spec.invalid) {
    if (!Array.isArray(c.errors) || c.errors.length === 0) throw new Error(`${where(c)}: an invalid case lists at least one expected error; a case without findings belongs in valid`);
    for (const e of c.errors) {
      if (e.messageId === void 0 && e.message === void 0) throw new Error(`${where(c)}: every error needs a messageId (or an exact message)`);
      if (e.messageId !== void 0 && !Object.hasOwn(rule.messages, e.messageId)) {
        throw new Error(`${where(c)}: unknown messageId "${e.messageId}"; the rule's messages are ${Object.keys(rule.messages).join(", ")}`);
      }
      if (typeof e.line !== "number") throw new Error(`${where(c)}: every error needs a line`);
    }
  }
}
function checkFinding(rule, f) {
  const at2 = f.location ? `line ${f.location.line}` : "a finding";
  if (f.messageId === void 0) import_strict.default.fail(`${at2}: ${f.message}`);
  if (!Object.hasOwn(rule.messages, f.messageId)) import_strict.default.fail(`${at2}: the rule reported messageId "${f.messageId}", which is not in its messages (${Object.keys(rule.messages).join(", ")})`);
  const templates = [
    ["message", rule.messages[f.messageId]],
    ["fix", rule.fixes?.[f.messageId]]
  ];
  for (const [what, template] of templates) {
    for (const name of placeholderNames(template ?? "")) {
      if (!f.data || !Object.hasOwn(f.data, name)) import_strict.default.fail(`${at2}: the ${what} of "${f.messageId}" has the placeholder {{${name}}}, but the report gives no data.${name}`);
    }
  }
}
function actualError(f, expected) {
  const all = expected === void 0;
  const out = {};
  if (all || expected.messageId !== void 0) out.messageId = f.messageId;
  if (all && f.data || expected?.data !== void 0) out.data = f.data ?? {};
  if (all || expected.message !== void 0) out.message = f.message;
  out.line = f.location?.line;
  if (all || expected.column !== void 0) out.column = f.location?.column;
  if (expected?.severity !== void 0) out.severity = f.severity;
  if (expected?.release !== void 0) out.release = f.release;
  if (expected?.object !== void 0) out.object = f.object ? refLabel(f.object) : null;
  return out;
}
function expectedError(e) {
  const out = {};
  for (const key of ["messageId", "data", "message", "line", "column", "severity", "release", "object"]) if (e[key] !== void 0) out[key] = e[key];
  return out;
}
function caseName(c) {
  if (c.name) return c.name;
  const source = c.code !== void 0 ? `code ${JSON.stringify(oneLine(c.code))}` : c.fixture;
  const addons = c.addons ? Object.entries(c.addons).map(([name, version]) => `${name} ${version}`) : [];
  const settings = [c.target && `target ${c.target}`, c.from && `from ${c.from}`, c.staticPods && "static pods", ...addons].filter(Boolean);
  return settings.length ? `${source} (${settings.join(", ")})` : source;
}
function oneLine(code) {
  const text = code.replace(/\s+/g, " ").trim();
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
export {
  fixtureDir,
  ruleTester,
  runRule,
  runRuleOnFixture,
  setTestHooks
};
