import rule from '../../../rules/1.34/static-pod-api-reference.js';
import { ruleTester } from '../../support/rule-tester.js';

const refused = (pod: string, reference: string, resource: string) =>
  `Static pod ${pod} ${reference}; the Kubernetes 1.37 kubelet refuses this manifest with "static pods may not reference ${resource}" and does not run the pod.`;
const refusedByDefault = (pod: string, reference: string, resource: string) =>
  `Static pod ${pod} ${reference}; from Kubernetes 1.34 the kubelet refuses this manifest with "static pods may not reference ${resource}" and does not run the pod, unless it runs with PreventStaticPodAPIReferences=false (removed in 1.37).`;

// Files given with --static-pods.
ruleTester(rule, {
  target: '1.37',
  staticPods: true,
  valid: ['valid.kubeadm-apiserver.yaml'],
  invalid: [
    {
      fixture: 'invalid.haproxy-static-pod.yaml',
      findings: [
        { line: 9, column: 3, severity: 'error', message: refused('haproxy-apiserver-lb', 'sets serviceAccountName "default"', 'serviceaccounts'), object: 'Pod kube-system/haproxy-apiserver-lb' },
        { line: 11, message: refused('haproxy-apiserver-lb', 'pulls images with Secret "registry-credentials"', 'secrets') },
        { line: 16, message: refused('haproxy-apiserver-lb', 'loads the environment of container "render-config" from ConfigMap "lb-settings"', 'configmaps') },
        { line: 26, message: refused('haproxy-apiserver-lb', 'reads STATS_PASSWORD of container "haproxy" from Secret "haproxy-stats"', 'secrets') },
        { line: 40, message: refused('haproxy-apiserver-lb', 'mounts ConfigMap "haproxy-config" in volume "config"', 'configmaps') },
        { line: 43, message: refused('haproxy-apiserver-lb', 'uses CSI driver secrets-store.csi.k8s.io in volume "certs"', 'csidrivers (via CSI volumes)') },
        { line: 49, message: refused('haproxy-apiserver-lb', 'mounts PersistentVolumeClaim "haproxy-state" in volume "state"', 'persistentvolumeclaims') },
        { line: 59, message: refused('haproxy-apiserver-lb', 'projects a service account token in projected volume "api-access"', 'serviceaccounts (via projected volumes)') },
        { line: 62, message: refused('haproxy-apiserver-lb', 'projects ConfigMap "kube-root-ca.crt" in projected volume "api-access"', 'configmaps') },
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
      findings: [
        { line: 13, severity: 'error', message: refused('keepalived-cp-1', 'sets serviceAccount "keepalived"', 'serviceaccounts') },
        { line: 22, message: refused('keepalived-cp-1', 'mounts Secret "keepalived-auth" in volume "auth"', 'secrets') },
        { line: 46, message: refused('node-agent', 'passes Secret "ceph-admin" to its cephfs volume "ceph"', 'secrets') },
      ],
    },
    {
      // 1.34-1.36: refused by default, but the gate can still turn the check off.
      fixture: 'invalid.mirror-pod.yaml',
      target: '1.35',
      from: '1.33',
      findings: [
        { line: 13, severity: 'error', message: refusedByDefault('keepalived-cp-1', 'sets serviceAccount "keepalived"', 'serviceaccounts'), release: '1.34' },
        { line: 22, message: refusedByDefault('keepalived-cp-1', 'mounts Secret "keepalived-auth" in volume "auth"', 'secrets') },
        { line: 46, message: refusedByDefault('node-agent', 'passes Secret "ceph-admin" to its cephfs volume "ceph"', 'secrets') },
      ],
    },
  ],
});
