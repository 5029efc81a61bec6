import removedApi from '../../../rules/core/removed-api.js';
import { ruleTester } from '../../support/rule-tester.js';

const INGRESS_NOTES =
  "In networking.k8s.io/v1, spec.backend is spec.defaultBackend; a backend's serviceName becomes service.name, a numeric servicePort becomes service.port.number and a named one service.port.name; every path needs a pathType (Prefix, Exact or ImplementationSpecific; ImplementationSpecific keeps the old unspecified behaviour).";

ruleTester(removedApi, {
  target: '1.37',
  valid: ['valid.current-apis.yaml', { fixture: 'valid.not-yet-removed.yaml', target: '1.24' }],
  invalid: [
    {
      fixture: 'invalid.ingress-extensions.yaml',
      findings: [
        {
          line: 2,
          column: 1,
          severity: 'error',
          release: '1.22',
          object: 'Ingress web/legacy',
          message: `extensions/v1beta1 Ingress is no longer served since Kubernetes 1.22; use networking.k8s.io/v1 (served since 1.19). ${INGRESS_NOTES}`,
        },
      ],
    },
    {
      fixture: 'invalid.crlf-multi-document.yaml',
      findings: [
        { line: 1, release: '1.25', object: 'CronJob ops/nightly', message: 'batch/v1beta1 CronJob is no longer served since Kubernetes 1.25; use batch/v1 (served since 1.21).' },
        {
          line: 17,
          release: '1.25',
          object: 'PodSecurityPolicy restricted',
          message:
            'policy/v1beta1 PodSecurityPolicy is no longer served since Kubernetes 1.25; there is no replacement API. The PodSecurityPolicy admission controller is removed as well: enforce pod security with Pod Security Admission or a third-party admission webhook.',
        },
      ],
    },
    {
      fixture: 'invalid.not-yet-removed-at-1.25.yaml',
      target: '1.25',
      findings: [{ line: 2, release: '1.25', object: 'CronJob ops/nightly', message: 'batch/v1beta1 CronJob is no longer served since Kubernetes 1.25; use batch/v1 (served since 1.21).' }],
    },
    {
      fixture: 'invalid.list.yaml',
      findings: [
        {
          line: 12,
          column: 5,
          release: '1.16',
          object: 'StatefulSet data/db',
          message:
            'apps/v1beta2 StatefulSet is no longer served since Kubernetes 1.16; use apps/v1 (served since 1.9). In apps/v1, spec.selector is required and immutable (use the existing template labels); spec.updateStrategy.type defaults to RollingUpdate (apps/v1beta1 defaulted to OnDelete).',
        },
      ],
    },
    {
      fixture: 'invalid.anchors.yaml',
      findings: [
        { line: 1, object: 'ClusterRole storefront-reader', message: 'rbac.authorization.k8s.io/v1beta1 ClusterRole is no longer served since Kubernetes 1.22; use rbac.authorization.k8s.io/v1 (served since 1.8).' },
        // apiVersion comes from a merge key: the finding points at the merge
        { line: 26, object: 'ClusterRoleBinding storefront-reader', message: 'rbac.authorization.k8s.io/v1beta1 ClusterRoleBinding is no longer served since Kubernetes 1.22; use rbac.authorization.k8s.io/v1 (served since 1.8).' },
      ],
    },
    {
      fixture: 'invalid.bom.json',
      findings: [
        {
          line: 2,
          column: 3,
          object: 'CustomResourceDefinition widgets.example.com',
          message:
            'apiextensions.k8s.io/v1beta1 CustomResourceDefinition is no longer served since Kubernetes 1.22; use apiextensions.k8s.io/v1 (served since 1.16). In apiextensions.k8s.io/v1, spec.scope must be set (no Namespaced default); spec.version is gone (use spec.versions); spec.validation, spec.subresources and spec.additionalPrinterColumns move into each spec.versions[*] (schema, subresources, additionalPrinterColumns); every version needs schema.openAPIV3Schema and it must be a structural schema; spec.preserveUnknownFields: true is rejected (use x-kubernetes-preserve-unknown-fields: true inside the schema); spec.conversion.webhookClientConfig and conversionReviewVersions move under spec.conversion.webhook (clientConfig, conversionReviewVersions); printer column JSONPath is spelled jsonPath.',
        },
      ],
    },
    {
      fixture: 'invalid.workload-alpha.yaml',
      findings: [
        {
          line: 1,
          release: '1.37',
          object: 'Workload ml/training',
          message:
            'scheduling.k8s.io/v1alpha2 Workload is no longer served since Kubernetes 1.37; use scheduling.k8s.io/v1beta1 (served since 1.37). Delete all scheduling.k8s.io/v1alpha2 Workload and PodGroup objects before upgrading to 1.37: backward conversion is not supported, so they cannot be carried over to v1beta1.',
        },
        { line: 7, release: '1.37', object: 'VolumeAttributesClass gold', message: 'storage.k8s.io/v1beta1 VolumeAttributesClass is no longer served since Kubernetes 1.37; use storage.k8s.io/v1 (served since 1.34).' },
      ],
    },
    {
      fixture: 'invalid.workload-alpha.yaml',
      target: '1.36',
      findings: [],
    },
  ],
});
