import deprecatedAddonApi from '../../../rules/core/deprecated-addon-api.js';
import { ruleTester } from '../../../src/testing/rule-tester.js';

ruleTester(deprecatedAddonApi, {
  target: '1.37',
  valid: [
    'valid.removed-or-current.yaml',
    // Removed by the newest known release: removed-addon-api's finding, not this rule's.
    'invalid.cert-manager-before-removal.yaml',
    // Before cert-manager v1.4.0 deprecated it.
    { fixture: 'invalid.cert-manager-before-removal.yaml', addons: { 'cert-manager': 'v1.3.1' } },
    // Before Gateway API v1.6.0 and external-snapshotter v8.4.0.
    { fixture: 'invalid.gateway-channels.yaml', addons: { 'gateway-api': 'v1.5.0', 'external-snapshotter': 'v8.3.0' } },
  ],
  invalid: [
    {
      fixture: 'invalid.cert-manager-before-removal.yaml',
      addons: { 'cert-manager': 'v1.5.0' },
      errors: [
        {
          messageId: 'deprecated',
          data: {
            addon: 'cert-manager',
            addonTitle: 'cert-manager',
            apiVersion: 'cert-manager.io/v1beta1',
            kind: 'Issuer',
            replacement: 'use cert-manager.io/v1 (served since cert-manager v1.0.0)',
            replacementVersion: 'cert-manager.io/v1',
            rewrite: '; `cmctl convert` rewrites manifest files to the new version',
            deprecatedIn: 'v1.4.0',
            removal: ' and no longer served from v1.6.0',
            before: ' before moving to cert-manager v1.6.0',
          },
          line: 1,
          column: 1,
          severity: 'warning',
          release: 'core',
          object: 'Issuer shop/selfsigned',
        },
      ],
    },
    {
      fixture: 'invalid.gateway-channels.yaml',
      errors: [
        {
          messageId: 'channel',
          message:
            'gateway.networking.k8s.io/v1alpha2 TCPRoute is not served by the standard-channel CRDs of Gateway API since v1.6.0 (other channels still serve it, deprecated since v1.6.0); use gateway.networking.k8s.io/v1 (served since Gateway API v1.6.0).',
          data: {
            addon: 'gateway-api',
            addonTitle: 'Gateway API',
            apiVersion: 'gateway.networking.k8s.io/v1alpha2',
            kind: 'TCPRoute',
            replacement: 'use gateway.networking.k8s.io/v1 (served since Gateway API v1.6.0)',
            replacementVersion: 'gateway.networking.k8s.io/v1',
            rewrite: '; make sure the installed implementation (controller) reads the new version first',
            channel: 'standard',
            since: 'v1.6.0',
            otherChannels: ' (other channels still serve it, deprecated since v1.6.0)',
          },
          line: 2,
          column: 1,
          object: 'TCPRoute db/postgres',
        },
        {
          messageId: 'deprecated',
          message:
            'groupsnapshot.storage.k8s.io/v1beta1 VolumeGroupSnapshot is deprecated since external-snapshotter v8.4.0; use groupsnapshot.storage.k8s.io/v1 (served since external-snapshotter v8.6.0).',
          line: 12,
          column: 1,
          object: 'VolumeGroupSnapshot db/nightly',
        },
      ],
    },
  ],
});
