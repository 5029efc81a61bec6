import addonStoredVersions from '../../../rules/core/addon-stored-versions.js';
import { ruleTester } from '../../../src/testing/rule-tester.js';

const CMCTL =
  "Run `cmctl upgrade migrate-api-version` while cert-manager >= v1.0 runs, before installing the new CRDs: it rewrites every cert-manager object at the v1 storage version and sets each CRD's status.storedVersions to [v1] (it does nothing when there is nothing to migrate).";

ruleTester(addonStoredVersions, {
  target: '1.37',
  valid: [
    'valid.migrated-or-kept.yaml',
    // cert-manager v1.6 still lists v1alpha2 (not served); v0.15 External Secrets still has v1alpha1.
    { fixture: 'invalid.crd-status.yaml', addons: { 'cert-manager': 'v1.6.3', 'external-secrets': 'v0.15.1' } },
  ],
  invalid: [
    {
      fixture: 'invalid.crd-status.yaml',
      errors: [
        {
          messageId: 'stored',
          message:
            'CustomResourceDefinition certificates.cert-manager.io still lists v1alpha2 in status.storedVersions, and the CRDs of cert-manager v1.7.0 no longer list it: installing them fails ("status.storedVersions[0]: Invalid value: "v1alpha2": must appear in spec.versions") until the stored Certificate objects are migrated.',
          data: {
            addon: 'cert-manager',
            addonTitle: 'cert-manager',
            crd: 'certificates.cert-manager.io',
            version: 'v1alpha2',
            index: 0,
            kind: 'Certificate',
            droppedFromCrdIn: 'v1.7.0',
            procedure: CMCTL,
          },
          line: 14,
          column: 7,
          severity: 'error',
          release: 'core',
          object: 'CustomResourceDefinition certificates.cert-manager.io',
        },
        {
          messageId: 'stored',
          data: {
            addon: 'external-secrets',
            addonTitle: 'External Secrets Operator',
            crd: 'externalsecrets.external-secrets.io',
            version: 'v1alpha1',
            index: 0,
            kind: 'ExternalSecret',
            droppedFromCrdIn: 'v0.16.0',
            procedure:
              'Make sure no object is stored as v1alpha1, then patch the status of the externalsecrets, secretstores, clustersecretstores and clusterexternalsecrets CRDs to remove v1alpha1 from status.storedVersions ("Guide to Promoting to 0.16" in the v0.16 release notes).',
          },
          line: 28,
          column: 20,
        },
      ],
    },
    {
      // Only the release that drops v1alpha2 from the CRDs blocks: v1.7.0, not v1.6.
      fixture: 'invalid.crd-status.yaml',
      addons: { 'cert-manager': 'v1.7.0', 'external-secrets': 'v0.15.1' },
      errors: [
        {
          messageId: 'stored',
          data: {
            addon: 'cert-manager',
            addonTitle: 'cert-manager',
            crd: 'certificates.cert-manager.io',
            version: 'v1alpha2',
            index: 0,
            kind: 'Certificate',
            droppedFromCrdIn: 'v1.7.0',
            procedure: CMCTL,
          },
          line: 14,
          column: 7,
        },
      ],
    },
  ],
});
