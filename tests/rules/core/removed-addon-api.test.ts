import removedAddonApi from '../../../rules/core/removed-addon-api.js';
import { ruleTester } from '../../../src/testing/rule-tester.js';

const CMCTL = '; `cmctl convert` rewrites manifest files to the new version';
const FLUX = '; `flux migrate -f DIR` rewrites the apiVersions of manifests in Git';
const SNAPSHOTTER = {
  addon: 'external-snapshotter',
  addonTitle: 'external-snapshotter',
  apiVersion: 'snapshot.storage.k8s.io/v1beta1',
  removedIn: 'v6.0.0',
  replacement: 'use snapshot.storage.k8s.io/v1 (served since external-snapshotter v4.0.0)',
  notes:
    ' Install the snapshot validation webhook and delete invalid v1beta1 objects before v4.1; from v6.0.1 the CRDs keep v1beta1 as not served, so old storedVersions do not block the CRD update (skip v6.0.0 itself, whose CRDs drop it).',
  replacementVersion: 'snapshot.storage.k8s.io/v1',
  rewrite: '; install the snapshot validation webhook first, and rewrite the manifests',
};
const CERT_MANAGER = {
  addon: 'cert-manager',
  addonTitle: 'cert-manager',
  apiVersion: 'cert-manager.io/v1alpha2',
  removedIn: 'v1.6.0',
  replacement: 'use cert-manager.io/v1 (served since cert-manager v1.0.0)',
  notes: ' Every CRD lists it as not served from v1.6.0, and v1.7.0 drops it from the CRDs.',
  replacementVersion: 'cert-manager.io/v1',
  rewrite: CMCTL,
};

ruleTester(removedAddonApi, {
  target: '1.37',
  valid: [
    'valid.current-versions.yaml',
    // cert-manager v1.5 still serves v1alpha2 (deprecated-addon-api reports it).
    { fixture: 'invalid.cert-manager-v1alpha2.yaml', addons: { 'cert-manager': 'v1.5.4' } },
    // The add-on's own release decides, whatever the Kubernetes target.
    { fixture: 'invalid.volume-snapshots-v1beta1.yaml', addons: { 'external-snapshotter': 'v5.0.1' } },
    { fixture: 'invalid.flux-v1beta2.yaml', addons: { flux: 'v2.6.4' } },
  ],
  invalid: [
    {
      fixture: 'invalid.cert-manager-v1alpha2.yaml',
      errors: [
        {
          messageId: 'removed',
          data: { ...CERT_MANAGER, kind: 'ClusterIssuer' },
          line: 2,
          column: 1,
          severity: 'error',
          release: 'core',
          object: 'ClusterIssuer letsencrypt',
        },
        { messageId: 'removed', data: { ...CERT_MANAGER, kind: 'Certificate' }, line: 12, column: 1, object: 'Certificate shop/web-tls' },
      ],
    },
    {
      // At cert-manager v1.6.0 itself: the first release that does not serve it.
      fixture: 'invalid.cert-manager-v1alpha2.yaml',
      addons: { 'cert-manager': 'v1.6.0' },
      errors: [
        { messageId: 'removed', line: 2, object: 'ClusterIssuer letsencrypt' },
        { messageId: 'removed', line: 12, object: 'Certificate shop/web-tls' },
      ],
    },
    {
      // kube-no-trouble's fixtures: the three snapshot kinds of external-snapshotter's v1beta1.
      fixture: 'invalid.volume-snapshots-v1beta1.yaml',
      errors: [
        {
          messageId: 'removed',
          data: { ...SNAPSHOTTER, kind: 'VolumeSnapshotClass' },
          line: 1,
          column: 1,
          object: 'VolumeSnapshotClass csi-hostpath-snapclass',
        },
        { messageId: 'removed', data: { ...SNAPSHOTTER, kind: 'VolumeSnapshot' }, line: 8, column: 1, object: 'VolumeSnapshot db/data-snapshot' },
        {
          messageId: 'removed',
          data: { ...SNAPSHOTTER, kind: 'VolumeSnapshotContent' },
          line: 18,
          column: 1,
          object: 'VolumeSnapshotContent data-snapshot-content',
        },
      ],
    },
    {
      fixture: 'invalid.flux-v1beta2.yaml',
      errors: [
        {
          messageId: 'removed',
          data: {
            addon: 'flux',
            addonTitle: 'Flux',
            apiVersion: 'source.toolkit.fluxcd.io/v1beta2',
            kind: 'GitRepository',
            removedIn: 'v2.8.0',
            replacement: 'use source.toolkit.fluxcd.io/v1 (served since Flux v2.0.0)',
            notes: ' Removed in source-controller v1.8.0.',
            replacementVersion: 'source.toolkit.fluxcd.io/v1',
            rewrite: FLUX,
          },
          line: 2,
          column: 1,
        },
        {
          messageId: 'removed',
          data: {
            addon: 'flux',
            addonTitle: 'Flux',
            apiVersion: 'helm.toolkit.fluxcd.io/v2beta1',
            kind: 'HelmRelease',
            removedIn: 'v2.7.0',
            replacement: 'use helm.toolkit.fluxcd.io/v2 (served since Flux v2.3.0)',
            notes: ' Removed in helm-controller v1.4.0.',
            replacementVersion: 'helm.toolkit.fluxcd.io/v2',
            rewrite: FLUX,
          },
          line: 13,
          column: 1,
        },
        {
          messageId: 'removed',
          data: {
            addon: 'flux',
            addonTitle: 'Flux',
            apiVersion: 'image.toolkit.fluxcd.io/v1beta2',
            kind: 'ImageUpdateAutomation',
            removedIn: 'v2.9.0',
            replacement: 'use image.toolkit.fluxcd.io/v1 (served since Flux v2.7.0)',
            notes: ' Removed in image-automation-controller v1.2.0.',
            replacementVersion: 'image.toolkit.fluxcd.io/v1',
            rewrite: FLUX,
          },
          line: 25,
          column: 1,
        },
      ],
    },
    {
      // Flux 2.7 removed the v1beta1 and v2beta1 APIs; v1beta2 followed in 2.8.
      fixture: 'invalid.flux-v1beta2.yaml',
      addons: { flux: 'v2.7.0' },
      errors: [
        {
          messageId: 'removed',
          data: {
            addon: 'flux',
            addonTitle: 'Flux',
            apiVersion: 'helm.toolkit.fluxcd.io/v2beta1',
            kind: 'HelmRelease',
            removedIn: 'v2.7.0',
            replacement: 'use helm.toolkit.fluxcd.io/v2 (served since Flux v2.3.0)',
            notes: ' Removed in helm-controller v1.4.0.',
            replacementVersion: 'helm.toolkit.fluxcd.io/v2',
            rewrite: FLUX,
          },
          line: 13,
        },
      ],
    },
    {
      fixture: 'invalid.renamed-group-and-kind.yaml',
      errors: [
        {
          messageId: 'removed',
          data: {
            addon: 'traefik',
            addonTitle: 'Traefik Proxy',
            apiVersion: 'traefik.containo.us/v1alpha1',
            kind: 'IngressRoute',
            removedIn: 'v3.0',
            replacement: 'use traefik.io/v1alpha1 (served since Traefik Proxy v2.10)',
            notes: ' An API group rename: the traefik.io CRDs are separate CRDs, so objects are recreated, not converted.',
            replacementVersion: 'traefik.io/v1alpha1',
            rewrite:
              '; on Traefik v2.10 or v2.11, which watch both groups, install the traefik.io CRDs and RBAC for both groups, re-apply every resource as traefik.io/v1alpha1, then delete the traefik.containo.us objects and CRDs',
          },
          line: 1,
          column: 1,
          object: 'IngressRoute traefik/dashboard',
        },
        {
          messageId: 'removed',
          data: {
            addon: 'gateway-api',
            addonTitle: 'Gateway API',
            apiVersion: 'gateway.networking.k8s.io/v1alpha2',
            kind: 'ReferencePolicy',
            removedIn: 'v0.6.0',
            replacement: 'use gateway.networking.k8s.io/v1beta1 ReferenceGrant (served since Gateway API v0.6.0)',
            notes: ' Renamed kind with the same fields: recreate the objects as ReferenceGrant and delete the ReferencePolicy CRD.',
            replacementVersion: 'gateway.networking.k8s.io/v1beta1 (kind ReferenceGrant)',
            rewrite: '; make sure the installed implementation (controller) reads the new version first',
          },
          line: 15,
          column: 1,
        },
        {
          messageId: 'withdrawn',
          message:
            'config.istio.io/v1alpha2 rule is no longer served since Istio 1.8; there is no replacement API. Mixer configuration: Mixer is not supported from Istio 1.8; move to Telemetry V2 or Wasm extensions.',
          line: 26,
          column: 1,
          object: 'rule istio-system/promhttp',
        },
      ],
    },
  ],
});
