import rule from '../../../rules/1.34/static-pod-api-reference.js';
import { ruleTester } from '../../../src/testing/rule-tester.js';

// Files given with --static-pods.
ruleTester(rule, {
  target: '1.37',
  staticPods: true,
  valid: ['valid.kubeadm-apiserver.yaml'],
  invalid: [
    {
      fixture: 'invalid.haproxy-static-pod.yaml',
      errors: [
        {
          messageId: 'reference',
          data: { name: 'haproxy-apiserver-lb', reference: 'sets serviceAccountName "default"', resource: 'serviceaccounts' },
          line: 9,
          column: 3,
          severity: 'error',
          object: 'Pod kube-system/haproxy-apiserver-lb',
        },
        {
          messageId: 'reference',
          data: { name: 'haproxy-apiserver-lb', reference: 'pulls images with Secret "registry-credentials"', resource: 'secrets' },
          line: 11,
        },
        {
          messageId: 'reference',
          data: {
            name: 'haproxy-apiserver-lb',
            reference: 'loads the environment of container "render-config" from ConfigMap "lb-settings"',
            resource: 'configmaps',
          },
          line: 16,
        },
        {
          messageId: 'reference',
          data: { name: 'haproxy-apiserver-lb', reference: 'reads STATS_PASSWORD of container "haproxy" from Secret "haproxy-stats"', resource: 'secrets' },
          line: 26,
        },
        {
          messageId: 'reference',
          data: { name: 'haproxy-apiserver-lb', reference: 'mounts ConfigMap "haproxy-config" in volume "config"', resource: 'configmaps' },
          line: 40,
        },
        {
          messageId: 'reference',
          data: {
            name: 'haproxy-apiserver-lb',
            reference: 'uses CSI driver secrets-store.csi.k8s.io in volume "certs"',
            resource: 'csidrivers (via CSI volumes)',
          },
          line: 43,
        },
        {
          messageId: 'reference',
          data: {
            name: 'haproxy-apiserver-lb',
            reference: 'mounts PersistentVolumeClaim "haproxy-state" in volume "state"',
            resource: 'persistentvolumeclaims',
          },
          line: 49,
        },
        {
          messageId: 'reference',
          data: {
            name: 'haproxy-apiserver-lb',
            reference: 'projects a service account token in projected volume "api-access"',
            resource: 'serviceaccounts (via projected volumes)',
          },
          line: 59,
        },
        {
          messageId: 'reference',
          data: { name: 'haproxy-apiserver-lb', reference: 'projects ConfigMap "kube-root-ca.crt" in projected volume "api-access"', resource: 'configmaps' },
          line: 62,
        },
      ],
    },
  ],
});

// Pods recognised by the kubelet's annotations, and an ordinary pod that must not be mistaken for one.
ruleTester(rule, {
  target: '1.37',
  valid: ['valid.regular-pod.yaml'],
  invalid: [
    {
      fixture: 'invalid.mirror-pod.yaml',
      errors: [
        {
          messageId: 'reference',
          data: { name: 'keepalived-cp-1', reference: 'sets serviceAccount "keepalived"', resource: 'serviceaccounts' },
          line: 13,
          severity: 'error',
        },
        {
          messageId: 'reference',
          data: { name: 'keepalived-cp-1', reference: 'mounts Secret "keepalived-auth" in volume "auth"', resource: 'secrets' },
          line: 22,
        },
        {
          messageId: 'reference',
          data: { name: 'node-agent', reference: 'passes Secret "ceph-admin" to its cephfs volume "ceph"', resource: 'secrets' },
          line: 46,
        },
      ],
    },
    // 1.34-1.36: refused by default, but the gate can still turn the check off.
    {
      fixture: 'invalid.mirror-pod.yaml',
      target: '1.35',
      from: '1.33',
      errors: [
        {
          messageId: 'referenceGated',
          data: { name: 'keepalived-cp-1', reference: 'sets serviceAccount "keepalived"', resource: 'serviceaccounts' },
          line: 13,
          severity: 'error',
          release: '1.34',
        },
        {
          messageId: 'referenceGated',
          data: { name: 'keepalived-cp-1', reference: 'mounts Secret "keepalived-auth" in volume "auth"', resource: 'secrets' },
          line: 22,
        },
        {
          messageId: 'referenceGated',
          data: { name: 'node-agent', reference: 'passes Secret "ceph-admin" to its cephfs volume "ceph"', resource: 'secrets' },
          line: 46,
        },
      ],
    },
  ],
});
