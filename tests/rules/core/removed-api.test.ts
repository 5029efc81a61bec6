import removedApi from '../../../rules/core/removed-api.js';
import { fixtureText, ruleTester } from '../../../src/testing/rule-tester.js';

ruleTester(removedApi, {
  target: '1.37',
  valid: [
    'valid.current-apis.yaml',
    { fixture: 'valid.not-yet-removed.yaml', target: '1.24' },
    // Both APIs are still served in 1.36.
    { fixture: 'invalid.workload-alpha.yaml', target: '1.36' },
  ],
  invalid: [
    {
      fixture: 'invalid.flowschema-before-v1.yaml',
      target: '1.26',
      output: fixtureText(removedApi, 'invalid.flowschema-before-v1.yaml', [
        ['apiVersion: flowcontrol.apiserver.k8s.io/v1beta1', 'apiVersion: flowcontrol.apiserver.k8s.io/v1beta3'],
      ]),
      errors: [
        {
          messageId: 'removed',
          data: {
            apiVersion: 'flowcontrol.apiserver.k8s.io/v1beta1',
            kind: 'FlowSchema',
            removedIn: '1.26',
            replacement:
              'on Kubernetes 1.26 use flowcontrol.apiserver.k8s.io/v1beta3, removed in 1.32, then flowcontrol.apiserver.k8s.io/v1 (served since 1.29)',
            notes: '',
            migration: '',
            replacementVersion: 'flowcontrol.apiserver.k8s.io/v1beta3',
          },
          line: 2,
          column: 1,
          severity: 'error',
          release: '1.26',
          object: 'FlowSchema tenants',
        },
      ],
    },
    {
      fixture: 'invalid.ingress-extensions.yaml',
      output: fixtureText(removedApi, 'invalid.ingress-extensions.yaml', [
        ['apiVersion: extensions/v1beta1', 'apiVersion: networking.k8s.io/v1'],
        [
          '  backend:\n    serviceName: legacy\n    servicePort: 80\n',
          '  defaultBackend:\n    service:\n      name: legacy\n      port:\n        number: 80\n',
        ],
      ]),
      errors: [
        {
          messageId: 'removed',
          data: {
            apiVersion: 'extensions/v1beta1',
            kind: 'Ingress',
            removedIn: '1.22',
            replacement: 'use networking.k8s.io/v1 (served since 1.19)',
            notes:
              " In networking.k8s.io/v1, spec.backend is spec.defaultBackend; a backend's serviceName becomes service.name, a numeric servicePort becomes service.port.number and a named one service.port.name; every path needs a pathType (Prefix, Exact or ImplementationSpecific; ImplementationSpecific keeps the old unspecified behaviour).",
            migration: ' and make the changes the message describes',
            replacementVersion: 'networking.k8s.io/v1',
          },
          line: 2,
          column: 1,
          severity: 'error',
          release: '1.22',
          object: 'Ingress web/legacy',
        },
      ],
    },
    {
      fixture: 'invalid.crlf-multi-document.yaml',
      output: fixtureText(removedApi, 'invalid.crlf-multi-document.yaml', [['apiVersion: batch/v1beta1', 'apiVersion: batch/v1']]),
      errors: [
        {
          messageId: 'removed',
          data: {
            apiVersion: 'batch/v1beta1',
            kind: 'CronJob',
            removedIn: '1.25',
            replacement: 'use batch/v1 (served since 1.21)',
            notes: '',
            migration: '',
            replacementVersion: 'batch/v1',
          },
          line: 1,
          release: '1.25',
          object: 'CronJob ops/nightly',
        },
        {
          messageId: 'withdrawn',
          data: {
            apiVersion: 'policy/v1beta1',
            kind: 'PodSecurityPolicy',
            removedIn: '1.25',
            replacement: 'there is no replacement API',
            notes:
              ' The PodSecurityPolicy admission controller is removed as well: enforce pod security with Pod Security Admission or a third-party admission webhook.',
            migration: ' and make the changes the message describes',
            replacementVersion: '',
          },
          line: 17,
          release: '1.25',
          object: 'PodSecurityPolicy restricted',
        },
      ],
    },
    {
      fixture: 'invalid.not-yet-removed-at-1.25.yaml',
      target: '1.25',
      output: fixtureText(removedApi, 'invalid.not-yet-removed-at-1.25.yaml', [['apiVersion: batch/v1beta1', 'apiVersion: batch/v1']]),
      errors: [
        {
          messageId: 'removed',
          data: {
            apiVersion: 'batch/v1beta1',
            kind: 'CronJob',
            removedIn: '1.25',
            replacement: 'use batch/v1 (served since 1.21)',
            notes: '',
            migration: '',
            replacementVersion: 'batch/v1',
          },
          line: 2,
          release: '1.25',
          object: 'CronJob ops/nightly',
        },
      ],
    },
    {
      fixture: 'invalid.list.yaml',
      output: fixtureText(removedApi, 'invalid.list.yaml', [['- apiVersion: apps/v1beta2', '- apiVersion: apps/v1']]),
      errors: [
        {
          messageId: 'removed',
          data: {
            apiVersion: 'apps/v1beta2',
            kind: 'StatefulSet',
            removedIn: '1.16',
            replacement: 'use apps/v1 (served since 1.9)',
            notes:
              ' In apps/v1, spec.selector is required and immutable (use the existing template labels); spec.updateStrategy.type defaults to RollingUpdate (apps/v1beta1 defaulted to OnDelete).',
            migration: ' and make the changes the message describes',
            replacementVersion: 'apps/v1',
          },
          line: 12,
          column: 5,
          release: '1.16',
          object: 'StatefulSet data/db',
        },
      ],
    },
    {
      fixture: 'invalid.anchors.yaml',
      output: fixtureText(removedApi, 'invalid.anchors.yaml', [
        ['apiVersion: rbac.authorization.k8s.io/v1beta1\nkind: ClusterRole\n', 'apiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRole\n'],
      ]),
      errors: [
        {
          messageId: 'removed',
          data: {
            apiVersion: 'rbac.authorization.k8s.io/v1beta1',
            kind: 'ClusterRole',
            removedIn: '1.22',
            replacement: 'use rbac.authorization.k8s.io/v1 (served since 1.8)',
            notes: '',
            migration: '',
            replacementVersion: 'rbac.authorization.k8s.io/v1',
          },
          line: 1,
          object: 'ClusterRole storefront-reader',
        },
        // apiVersion comes from a merge key: the finding points at the merge
        {
          messageId: 'removed',
          data: {
            apiVersion: 'rbac.authorization.k8s.io/v1beta1',
            kind: 'ClusterRoleBinding',
            removedIn: '1.22',
            replacement: 'use rbac.authorization.k8s.io/v1 (served since 1.8)',
            notes: '',
            migration: '',
            replacementVersion: 'rbac.authorization.k8s.io/v1',
          },
          line: 26,
          object: 'ClusterRoleBinding storefront-reader',
        },
      ],
    },
    {
      fixture: 'invalid.bom.json',
      errors: [
        {
          messageId: 'removed',
          data: {
            apiVersion: 'apiextensions.k8s.io/v1beta1',
            kind: 'CustomResourceDefinition',
            removedIn: '1.22',
            replacement: 'use apiextensions.k8s.io/v1 (served since 1.16)',
            notes:
              ' In apiextensions.k8s.io/v1, spec.scope must be set (no Namespaced default); spec.version is gone (use spec.versions); spec.validation, spec.subresources and spec.additionalPrinterColumns move into each spec.versions[*] (schema, subresources, additionalPrinterColumns); every version needs schema.openAPIV3Schema and it must be a structural schema; spec.preserveUnknownFields: true is rejected (use x-kubernetes-preserve-unknown-fields: true inside the schema); spec.conversion.webhookClientConfig and conversionReviewVersions move under spec.conversion.webhook (clientConfig, conversionReviewVersions); printer column JSONPath is spelled jsonPath.',
            migration: ' and make the changes the message describes',
            replacementVersion: 'apiextensions.k8s.io/v1',
          },
          line: 2,
          column: 3,
          object: 'CustomResourceDefinition widgets.example.com',
        },
      ],
    },
    {
      fixture: 'invalid.workload-alpha.yaml',
      output: fixtureText(removedApi, 'invalid.workload-alpha.yaml', [['apiVersion: storage.k8s.io/v1beta1', 'apiVersion: storage.k8s.io/v1']]),
      errors: [
        {
          messageId: 'removed',
          data: {
            apiVersion: 'scheduling.k8s.io/v1alpha2',
            kind: 'Workload',
            removedIn: '1.37',
            replacement: 'use scheduling.k8s.io/v1beta1 (served since 1.37)',
            notes:
              ' Delete all scheduling.k8s.io/v1alpha2 Workload and PodGroup objects before upgrading to 1.37: backward conversion is not supported, so they cannot be carried over to v1beta1.',
            migration: ' and make the changes the message describes',
            replacementVersion: 'scheduling.k8s.io/v1beta1',
          },
          line: 1,
          release: '1.37',
          object: 'Workload ml/training',
        },
        {
          messageId: 'removed',
          data: {
            apiVersion: 'storage.k8s.io/v1beta1',
            kind: 'VolumeAttributesClass',
            removedIn: '1.37',
            replacement: 'use storage.k8s.io/v1 (served since 1.34)',
            notes: '',
            migration: '',
            replacementVersion: 'storage.k8s.io/v1',
          },
          line: 7,
          release: '1.37',
          object: 'VolumeAttributesClass gold',
        },
      ],
    },
  ],
});
