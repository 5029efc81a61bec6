import { expect, it } from 'vitest';
import rule from '../../../rules/core/removed-flag.js';
import { ruleTester, runRuleOnFixture } from '../../../src/testing/rule-tester.js';

const KLOG =
  'Legacy klog flag, removed from all Kubernetes components (only -v, --vmodule and --log-flush-frequency remain): log to stderr and redirect the output with the service manager or kube-log-runner.';
const PAUSE =
  "Set the sandbox image in the container runtime's configuration (ACTION REQUIRED in 1.35); kubeadm writes this flag into kubeadm-flags.env and does not remove it, so remove it from extraArgs and that file.";
const SERVICE_SYNCS =
  'It was parsed but never read since the service load-balancer controller moved to the cloud-controller-manager (1.31); it was not deprecated first.';
const USERSPACE = 'kube-proxy no longer has the userspace proxier: choose another mode.';

/** The data of a removal finding; `prints` is what the component says, without the quotes around it. */
function removal(component: string, setting: string, todo: string, removedIn: string, advice: string, prints = '', replacement = '', target = '1.37') {
  return {
    component,
    setting,
    target,
    removedIn,
    deprecatedIn: '',
    schedule: '',
    prints: prints ? ` ("${prints}")` : '',
    advice,
    todo,
    replacement: replacement ? `; use ${replacement} instead` : '',
  };
}

ruleTester(rule, {
  target: '1.37',
  valid: [
    // Flags and values the target still accepts, among them kubeadm's v1beta4 list form and a kubelet environment file.
    'valid.accepted.yaml',
    'valid.kubelet-extra-args.env',
    // --cgroup-driver is deprecated, but kubelet-cgroup-driver reports that; this data adds only its removal.
    {
      code: 'apiVersion: kubeadm.k8s.io/v1beta4\nkind: JoinConfiguration\nnodeRegistration:\n  kubeletExtraArgs:\n  - {name: cgroup-driver, value: systemd}\n',
    },
    // Still accepted in 1.36: --concurrent-service-syncs and the cAdvisor flags go in 1.37.
    {
      code: 'apiVersion: v1\nkind: Pod\nmetadata: {name: kcm, namespace: kube-system}\nspec:\n  containers:\n  - name: kcm\n    command: [kube-controller-manager, --concurrent-service-syncs=5]\n',
      target: '1.36',
    },
    { code: 'KUBELET_KUBEADM_ARGS="--containerd=/run/containerd/containerd.sock"\n', filename: 'kubeadm-flags.env', target: '1.36' },
  ],
  invalid: [
    {
      fixture: 'invalid.static-pods.yaml',
      errors: [
        {
          messageId: 'refuses',
          data: removal(
            'kube-controller-manager',
            '--concurrent-service-syncs',
            'Remove --concurrent-service-syncs',
            '1.37',
            SERVICE_SYNCS,
            'unknown flag: --concurrent-service-syncs',
          ),
          line: 14,
          column: 7,
          severity: 'error',
          release: '1.37',
          object: 'Pod kube-system/kube-controller-manager',
        },
        {
          messageId: 'unknown',
          data: removal(
            'kube-controller-manager',
            '--cloud-provider=gce',
            'Change --cloud-provider=gce',
            '1.31',
            'The last in-tree provider (GCE) and its credential provider were removed: run the external cloud-controller-manager.',
            '',
            '--cloud-provider=external with cloud-provider-gcp',
          ),
          line: 15,
          column: 7,
        },
        {
          messageId: 'unknown',
          data: removal(
            'kube-controller-manager',
            'node-route-controller in --controllers',
            'Remove node-route-controller from --controllers',
            '1.32',
            'These controllers were removed from kube-controller-manager; drop them from --controllers.',
            '',
            'the cloud-controller-manager for them',
          ),
          line: 16,
          column: 7,
        },
        {
          messageId: 'refuses',
          data: removal(
            'kube-apiserver',
            '--insecure-port',
            'Remove --insecure-port',
            '1.24',
            'Insecure serving has been inert since 1.20: serve on the secure port only.',
            'unknown flag: --insecure-port',
            '--secure-port',
          ),
          line: 29,
          column: 7,
          release: '1.24',
        },
        {
          messageId: 'refuses',
          data: {
            ...removal(
              'kube-apiserver',
              'PodSecurityPolicy in --enable-admission-plugins',
              'Remove PodSecurityPolicy from --enable-admission-plugins',
              '1.25',
              'Migrate to Pod Security Admission before 1.25 and drop the plugin from the list.',
              'enable-admission-plugins plugin "PodSecurityPolicy" is unknown',
              'PodSecurity (Pod Security Admission) or a policy webhook',
            ),
            deprecatedIn: '1.21',
          },
          line: 30,
          column: 7,
        },
        {
          messageId: 'refuses',
          data: {
            ...removal(
              'kube-apiserver',
              'SecurityContextDeny in --enable-admission-plugins',
              'Remove SecurityContextDeny from --enable-admission-plugins',
              '1.30',
              'Drop the plugin from the list; Pod Security Admission enforces the same restrictions.',
              'enable-admission-plugins plugin "SecurityContextDeny" is unknown',
              'PodSecurity (Pod Security Admission)',
            ),
            deprecatedIn: '1.27',
          },
          line: 30,
          column: 7,
        },
        {
          messageId: 'refuses',
          data: {
            ...removal(
              'kube-apiserver',
              '--audit-log-version=audit.k8s.io/v1beta1',
              'Change --audit-log-version=audit.k8s.io/v1beta1',
              '1.24',
              'Only audit.k8s.io/v1 is accepted; the --audit-policy-file must be audit.k8s.io/v1 too.',
              'invalid group version, allowed versions are ["audit.k8s.io/v1"]',
              'audit.k8s.io/v1 (the default)',
            ),
            deprecatedIn: '1.21',
          },
          line: 31,
          column: 7,
        },
        // The flag itself is gone, so its value (aws) is not reported on its own.
        {
          messageId: 'refuses',
          data: {
            ...removal(
              'kube-apiserver',
              '--cloud-provider',
              'Remove --cloud-provider',
              '1.33',
              'Cloud integration belongs to an external cloud-controller-manager; remove the flag from kube-apiserver.',
              'unknown flag: --cloud-provider',
            ),
            deprecatedIn: '1.29',
          },
          line: 32,
          column: 7,
        },
        {
          messageId: 'deprecated',
          data: {
            ...removal(
              'kube-apiserver',
              '--master-count',
              'Remove --master-count',
              '',
              'Use the lease endpoint reconciler (--endpoint-reconciler-type=lease, the default). No removal release is announced.',
            ),
            deprecatedIn: '1.24',
          },
          line: 33,
          column: 7,
          severity: 'warning',
          release: '1.24',
        },
        {
          messageId: 'refuses',
          data: { ...removal('kube-apiserver', '--logtostderr', 'Remove --logtostderr', '1.26', KLOG, 'unknown flag: --logtostderr'), deprecatedIn: '1.23' },
          line: 34,
          column: 7,
        },
        // Inside `sh -c`: the finding points at the script.
        {
          messageId: 'refuses',
          data: {
            ...removal(
              'kube-proxy',
              '--proxy-mode=userspace',
              'Change --proxy-mode=userspace',
              '1.26',
              USERSPACE,
              'ProxyMode: Invalid value: "userspace"',
              'iptables, ipvs or nftables (Linux) or kernelspace (Windows)',
            ),
            deprecatedIn: '1.25',
          },
          line: 54,
          column: 11,
          object: 'DaemonSet kube-system/kube-proxy',
        },
      ],
    },
    {
      fixture: 'invalid.kubeadm.yaml',
      errors: [
        // extraArgs as a map (up to v1beta3): the key of the flag.
        {
          messageId: 'refuses',
          data: removal(
            'kube-controller-manager',
            '--concurrent-service-syncs',
            'Remove --concurrent-service-syncs',
            '1.37',
            SERVICE_SYNCS,
            'unknown flag: --concurrent-service-syncs',
          ),
          line: 6,
          column: 5,
          object: 'ClusterConfiguration (unnamed)',
        },
        {
          messageId: 'refuses',
          data: removal(
            'kube-apiserver',
            'PersistentVolumeLabel in --enable-admission-plugins',
            'Remove PersistentVolumeLabel from --enable-admission-plugins',
            '1.31',
            'Drop the plugin from the list (ACTION REQUIRED in 1.31).',
            'enable-admission-plugins plugin "PersistentVolumeLabel" is unknown',
            'kubernetes-sigs/cloud-pv-admission-labeler',
          ),
          line: 10,
          column: 5,
        },
        // kubeletExtraArgs as a v1beta4 list: the entry's name.
        {
          messageId: 'refuses',
          data: {
            ...removal(
              'kubelet',
              '--pod-infra-container-image',
              'Remove --pod-infra-container-image',
              '1.35',
              PAUSE,
              'unknown flag: --pod-infra-container-image',
              'the sandbox (pause) image setting of the container runtime',
            ),
            deprecatedIn: '1.24',
          },
          line: 18,
          column: 5,
          object: 'JoinConfiguration (unnamed)',
        },
        {
          messageId: 'refuses',
          data: {
            ...removal(
              'kubelet',
              '--cloud-config',
              'Remove --cloud-config',
              '1.34',
              'Cloud configuration belongs to the external cloud-controller-manager (ACTION REQUIRED in 1.34).',
              'unknown flag: --cloud-config',
            ),
            deprecatedIn: '1.19',
          },
          line: 25,
          column: 5,
        },
        // The same removal written in the kube-proxy configuration kubeadm keeps in its ConfigMap.
        {
          messageId: 'refuses',
          data: {
            ...removal(
              'kube-proxy',
              'mode: userspace in the KubeProxyConfiguration',
              'Change mode: userspace in the KubeProxyConfiguration',
              '1.26',
              USERSPACE,
              'ProxyMode: Invalid value: "userspace"',
              'iptables, ipvs or nftables (Linux) or kernelspace (Windows)',
            ),
            deprecatedIn: '1.25',
          },
          line: 37,
          column: 5,
          object: 'ConfigMap kube-system/kube-proxy',
        },
      ],
    },
    {
      fixture: 'invalid.kubeadm-flags.env',
      errors: [
        {
          messageId: 'refuses',
          data: {
            ...removal(
              'kubelet',
              '--pod-infra-container-image',
              'Remove --pod-infra-container-image',
              '1.35',
              PAUSE,
              'unknown flag: --pod-infra-container-image',
              'the sandbox (pause) image setting of the container runtime',
            ),
            deprecatedIn: '1.24',
          },
          line: 2,
          column: 91,
          object: 'KubeletEnvironmentFile invalid.kubeadm-flags.env',
        },
        {
          messageId: 'refuses',
          data: removal(
            'kubelet',
            '--containerd',
            'Remove --containerd',
            '1.37',
            'A long-deprecated cAdvisor flag the kubelet used to register; the 1.37 kubelet refuses to start with it. Only --housekeeping-interval is kept.',
          ),
          line: 2,
          column: 146,
        },
      ],
    },
    // Deprecated, not yet removed, in 1.34: a warning.
    {
      fixture: 'invalid.kubeadm-flags.env',
      target: '1.34',
      errors: [
        {
          messageId: 'deprecated',
          data: {
            ...removal(
              'kubelet',
              '--pod-infra-container-image',
              'Remove --pod-infra-container-image',
              '1.35',
              PAUSE,
              'unknown flag: --pod-infra-container-image',
              'the sandbox (pause) image setting of the container runtime',
              '1.34',
            ),
            deprecatedIn: '1.24',
            schedule: ', and 1.35 removes it',
          },
          line: 2,
          column: 91,
          severity: 'warning',
        },
      ],
    },
    {
      fixture: 'invalid.deprecated.yaml',
      target: '1.24',
      errors: [
        {
          messageId: 'deprecated',
          data: {
            ...removal(
              'kube-apiserver',
              'PodSecurityPolicy in --enable-admission-plugins',
              'Remove PodSecurityPolicy from --enable-admission-plugins',
              '1.25',
              'Migrate to Pod Security Admission before 1.25 and drop the plugin from the list.',
              'enable-admission-plugins plugin "PodSecurityPolicy" is unknown',
              'PodSecurity (Pod Security Admission) or a policy webhook',
              '1.24',
            ),
            deprecatedIn: '1.21',
            schedule: ', and 1.25 removes it',
          },
          line: 13,
          column: 7,
          severity: 'warning',
          release: '1.21',
        },
        {
          messageId: 'deprecated',
          data: {
            ...removal(
              'kube-apiserver',
              '--endpoint-reconciler-type=master-count',
              'Change --endpoint-reconciler-type=master-count',
              '',
              'Deprecated together with --master-count; no removal release is announced.',
              '',
              'lease (the default)',
              '1.24',
            ),
            deprecatedIn: '1.24',
          },
          line: 14,
          column: 7,
          severity: 'warning',
        },
        {
          messageId: 'deprecated',
          data: {
            ...removal('kubelet', '--redirect-container-streaming', 'Remove --redirect-container-streaming', '', 'A no-op since 1.20.', '', '', '1.24'),
            deprecatedIn: '1.18',
            schedule: ', and its removal is announced for 1.22',
          },
          line: 20,
          column: 5,
          severity: 'warning',
        },
      ],
    },
  ],
});

it('words the message and the fix of the 1.37 removal of --concurrent-service-syncs', () => {
  const [finding] = runRuleOnFixture(rule, 'invalid.static-pods.yaml', { target: '1.37' });
  expect(finding.message).toBe(
    'kube-controller-manager will not start on Kubernetes 1.37: --concurrent-service-syncs was removed in 1.37 ("unknown flag: --concurrent-service-syncs"). It was parsed but never read since the service load-balancer controller moved to the cloud-controller-manager (1.31); it was not deprecated first.',
  );
  expect(finding.fix).toBe('Remove --concurrent-service-syncs before upgrading kube-controller-manager to 1.37.');
});
