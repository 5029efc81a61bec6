import { describe, expect, it } from 'vitest';
import type { K8sObject, Path } from '../../src/model.js';
import { loadManifestText } from '../../src/sources/manifests.js';
import {
  componentSettings,
  describeComponents,
  encryptionConfigs,
  featureGateSettings,
  flagsOf,
  kubeletConfigs,
  kubeProxyConfigs,
  schedulerConfigs,
} from '../../src/kube/components/index.js';

function load(text: string): K8sObject[] {
  const result = loadManifestText(text, 'config.yaml');
  expect(result.problems).toEqual([]);
  return result.objects;
}

function lineOf(obj: K8sObject, path: Path): number | undefined {
  return obj.origin.type === 'manifest' ? obj.origin.locate(path)?.line : undefined;
}

/** `components name=value line` for every gate setting, the line found through the setting's path. */
function gates(obj: K8sObject): string[] {
  return featureGateSettings(obj).map(
    (g) =>
      `${g.components.join('+')} ${g.name}=${g.value === null ? `!${g.raw}` : g.value} ${g.source} L${lineOf(obj, g.path)}${g.problem ? ` (${g.problem})` : ''}`,
  );
}

function flags(obj: K8sObject): string[] {
  return flagsOf(obj).map((f) => `${f.components.join('+')} --${f.name}${f.value === null ? '' : `=${f.value}`} L${lineOf(obj, f.path)}`);
}

function sites(obj: K8sObject): string[] {
  return componentSettings(obj).sites.map(
    (s) =>
      `${s.components.join('+')} ${s.source}${s.implied ? ' implied' : ''} anchor L${lineOf(obj, s.anchorPath)}${s.gatesPath ? ` gates L${lineOf(obj, s.gatesPath)}` : ''}`,
  );
}

describe('component config files', () => {
  it('reads a standalone KubeletConfiguration and its feature gates', () => {
    const [obj] = load(`apiVersion: kubelet.config.k8s.io/v1beta1
kind: KubeletConfiguration
cgroupDriver: systemd
featureGates:
  "KubeletTracing": true
  MemoryQoS: false
tracing:
  endpoint: "127.0.0.1:4317"
`);
    expect(gates(obj)).toEqual(['kubelet KubeletTracing=true config-file L5', 'kubelet MemoryQoS=false config-file L6']);
    expect(kubeletConfigs(obj).map((c) => [c.path, c.config.cgroupDriver, c.partial])).toEqual([[[], 'systemd', false]]);
    expect(sites(obj)).toEqual(['kubelet config-file anchor L2 gates L4']);
  });

  it('descends into the KubeletConfiguration kubeadm keeps in the kubelet-config ConfigMap', () => {
    const [obj] = load(`apiVersion: v1
data:
  kubelet: |
    apiVersion: kubelet.config.k8s.io/v1beta1
    authentication:
      anonymous:
        enabled: false
    cgroupDriver: systemd
    failCgroupV1: false
    featureGates:
      SELinuxMount: false
    kind: KubeletConfiguration
    memorySwap: {}
kind: ConfigMap
metadata:
  name: kubelet-config
  namespace: kube-system
`);
    expect(gates(obj)).toEqual(['kubelet SELinuxMount=false config-file L11']);
    expect(featureGateSettings(obj)[0].path).toEqual(['data', 'kubelet', 'featureGates', 'SELinuxMount']);
    const [config] = kubeletConfigs(obj);
    expect(config.path).toEqual(['data', 'kubelet']);
    expect(config.config.failCgroupV1).toBe(false);
    expect(lineOf(obj, [...config.path, 'failCgroupV1'])).toBe(9);
    expect(sites(obj)).toEqual(['kubelet config-file anchor L12 gates L10']);
  });

  it('finds KubeProxyConfiguration under any ConfigMap key (kubeadm config.conf, aks-engine config.yaml)', () => {
    const objs = load(`apiVersion: v1
kind: ConfigMap
metadata:
  name: kube-proxy
  namespace: kube-system
data:
  config.conf: |-
    apiVersion: kubeproxy.config.k8s.io/v1alpha1
    kind: KubeProxyConfiguration
    mode: ipvs
    featureGates:
      IPv6DualStack: true
  kubeconfig.conf: |-
    apiVersion: v1
    kind: Config
---
apiVersion: v1
kind: ConfigMap
metadata:
  name: kube-proxy-config
data:
  config.yaml: |
    apiVersion: kubeproxy.config.k8s.io/v1alpha1
    kind: KubeProxyConfiguration
    mode: "iptables"
`);
    expect(gates(objs[0])).toEqual(['kube-proxy IPv6DualStack=true config-file L12']);
    expect(kubeProxyConfigs(objs[0]).map((c) => [c.path, c.config.mode])).toEqual([[['data', 'config.conf'], 'ipvs']]);
    expect(lineOf(objs[0], [...kubeProxyConfigs(objs[0])[0].path, 'mode'])).toBe(10);
    expect(kubeProxyConfigs(objs[1]).map((c) => [c.path, c.config.mode])).toEqual([[['data', 'config.yaml'], 'iptables']]);
    expect(kubeletConfigs(objs[0])).toEqual([]);
  });

  it('keeps paths at the ConfigMap key for documents after the first in one value', () => {
    const [obj] = load(`apiVersion: v1
kind: ConfigMap
metadata:
  name: node-config
data:
  all.yaml: |
    apiVersion: kubeproxy.config.k8s.io/v1alpha1
    kind: KubeProxyConfiguration
    mode: iptables
    ---
    apiVersion: kubelet.config.k8s.io/v1beta1
    kind: KubeletConfiguration
    featureGates:
      MemoryQoS: true
`);
    expect(featureGateSettings(obj).map((g) => [g.name, g.path])).toEqual([['MemoryQoS', ['data', 'all.yaml']]]);
    expect(kubeProxyConfigs(obj)[0].path).toEqual(['data', 'all.yaml']);
  });

  it('reads KubeSchedulerConfiguration and EncryptionConfiguration (current and pre-1.13 forms)', () => {
    const objs = load(`apiVersion: v1
kind: ConfigMap
metadata:
  name: my-scheduler-config
  namespace: kube-system
data:
  my-scheduler-config.yaml: |
    apiVersion: kubescheduler.config.k8s.io/v1
    kind: KubeSchedulerConfiguration
    profiles:
      - schedulerName: my-scheduler
---
kind: EncryptionConfiguration
apiVersion: apiserver.config.k8s.io/v1
resources:
  - resources:
      - secrets
    providers:
      - kms:
          name: vault
          endpoint: unix:///var/run/kms.sock
      - identity: {}
---
kind: EncryptionConfig
apiVersion: v1
resources:
  - resources:
      - secrets
    providers:
      - identity: {}
`);
    expect(schedulerConfigs(objs[0]).map((c) => [c.path, c.apiVersion])).toEqual([[['data', 'my-scheduler-config.yaml'], 'kubescheduler.config.k8s.io/v1']]);
    expect(encryptionConfigs(objs[1]).map((c) => [c.apiVersion, c.legacy ?? false])).toEqual([['apiserver.config.k8s.io/v1', false]]);
    expect(encryptionConfigs(objs[2]).map((c) => [c.apiVersion, c.legacy ?? false])).toEqual([['v1', true]]);
    expect(componentSettings(objs[1]).sites).toEqual([]);
  });

  it('reads the fragment in an OpenShift KubeletConfig', () => {
    const [obj] = load(`apiVersion: machineconfiguration.openshift.io/v1
kind: KubeletConfig
metadata:
  name: worker-kubeconfig
spec:
  machineConfigPoolSelector:
    matchLabels:
      pools.operator.machineconfiguration.openshift.io/worker: ""
  kubeletConfig:
    systemReserved:
      cpu: 2000m
`);
    expect(kubeletConfigs(obj).map((c) => [c.path, c.partial])).toEqual([[['spec', 'kubeletConfig'], true]]);
    expect(componentSettings(obj).sites).toEqual([]);
  });

  it('reads gate values as the components decode them', () => {
    const [obj] = load(`apiVersion: kubelet.config.k8s.io/v1beta1
kind: KubeletConfiguration
featureGates:
  QuotedTrue: "true"
  YamlOneOneYes: yes
  FromTemplate: \${ENABLE_IT}
  NotABool: maybe
`);
    expect(gates(obj)).toEqual([
      'kubelet QuotedTrue=!true config-file L4 (feature gate QuotedTrue must be true or false, not "true")',
      'kubelet YamlOneOneYes=true config-file L5',
      'kubelet NotABool=!maybe config-file L7 (feature gate NotABool must be true or false, not "maybe")',
    ]);
  });
});

describe('command lines', () => {
  it('reads the flags of a kubeadm kube-apiserver static pod', () => {
    const [obj] = load(`apiVersion: v1
kind: Pod
metadata:
  name: kube-apiserver
  namespace: kube-system
spec:
  containers:
  - command:
    - kube-apiserver
    - --advertise-address=192.168.1.106
    - --feature-gates=APIServerTracing=true,KubeletTracing=true
    - --runtime-config=api/all=true
    - --anonymous-auth
    image: registry.k8s.io/kube-apiserver:v1.25.3
    name: kube-apiserver
  hostNetwork: true
`);
    expect(flags(obj)).toEqual([
      'kube-apiserver --advertise-address=192.168.1.106 L10',
      'kube-apiserver --feature-gates=APIServerTracing=true,KubeletTracing=true L11',
      'kube-apiserver --runtime-config=api/all=true L12',
      'kube-apiserver --anonymous-auth L13',
    ]);
    expect(gates(obj)).toEqual(['kube-apiserver APIServerTracing=true command-line L11', 'kube-apiserver KubeletTracing=true command-line L11']);
    expect(featureGateSettings(obj)[0].path).toEqual(['spec', 'containers', 0, 'command', 2]);
    expect(sites(obj)).toEqual(['kube-apiserver command-line anchor L9 gates L11']);
  });

  it('reads hyperkube sub-commands, flags split over two items and command plus args', () => {
    const objs = load(`apiVersion: v1
kind: Pod
metadata:
  name: kube-apiserver
spec:
  containers:
  - name: kube-apiserver
    image: quay.io/coreos/hyperkube:v1.2.3_coreos.0
    command:
    - /hyperkube
    - apiserver
    - --runtime-config=extensions/v1beta1=true,extensions/v1beta1/thirdpartyresources=true
---
apiVersion: v1
kind: Pod
metadata:
  name: kube-controller-manager
spec:
  containers:
  - name: kube-controller-manager
    image: registry.k8s.io/kube-controller-manager:v1.33.0
    command: ["/usr/local/bin/kube-controller-manager"]
    args:
    - --feature-gates
    - HPAScaleToZero=true,  InPlacePodVerticalScaling = false
    - --v
    - "2"
`);
    expect(flags(objs[0])).toEqual(['kube-apiserver --runtime-config=extensions/v1beta1=true,extensions/v1beta1/thirdpartyresources=true L12']);
    expect(gates(objs[1])).toEqual([
      'kube-controller-manager HPAScaleToZero=true command-line L25',
      'kube-controller-manager InPlacePodVerticalScaling=false command-line L25',
    ]);
    expect(flags(objs[1])).toEqual([
      'kube-controller-manager --feature-gates=HPAScaleToZero=true,  InPlacePodVerticalScaling = false L25',
      'kube-controller-manager --v=2 L27',
    ]);
    expect(sites(objs[1])).toEqual(['kube-controller-manager command-line anchor L22 gates L25']);
  });

  it('reads a kube-proxy DaemonSet whose flags sit in a shell script', () => {
    const [obj] = load(`apiVersion: apps/v1
kind: DaemonSet
metadata:
  name: kube-proxy
  namespace: kube-system
spec:
  selector:
    matchLabels:
      k8s-app: kube-proxy
  template:
    metadata:
      labels:
        k8s-app: kube-proxy
    spec:
      containers:
      - name: kube-proxy
        image: registry.k8s.io/kube-proxy:v1.30.2
        command:
        - /bin/sh
        - -c
        - >-
          echo starting;
          exec kube-proxy --kubeconfig=/var/lib/kube-proxy/kubeconfig
          --feature-gates="NFTablesProxyMode=true,KubeProxyDrainingTerminatingNodes=true"
          --proxy-mode=nftables 1>>/var/log/kube-proxy.log 2>&1
`);
    expect(gates(obj)).toEqual(['kube-proxy NFTablesProxyMode=true command-line L21', 'kube-proxy KubeProxyDrainingTerminatingNodes=true command-line L21']);
    expect(flags(obj).map((f) => f.replace(/ L\d+$/, ''))).toEqual([
      'kube-proxy --kubeconfig=/var/lib/kube-proxy/kubeconfig',
      'kube-proxy --feature-gates=NFTablesProxyMode=true,KubeProxyDrainingTerminatingNodes=true',
      'kube-proxy --proxy-mode=nftables',
    ]);
  });

  it('reads Windows kube-proxy started from PowerShell and scripts that call the binary by path', () => {
    const objs = load(`apiVersion: apps/v1
kind: DaemonSet
metadata:
  name: kube-proxy-windows
  namespace: kube-system
spec:
  selector:
    matchLabels:
      k8s-app: kube-proxy-windows
  template:
    metadata:
      labels:
        k8s-app: kube-proxy-windows
    spec:
      nodeSelector:
        kubernetes.io/os: windows
      containers:
      - name: kube-proxy
        image: sigwindowstools/kube-proxy:v1.33.0-nanoserver
        command: ["powershell"]
        args:
        - -NonInteractive
        - -Command
        - C:\\k\\kube-proxy.exe --hostname-override=$env:NODE_NAME --feature-gates="WinDSR=true,WinOverlay=true" --proxy-mode=kernelspace
---
apiVersion: v1
kind: Pod
metadata:
  name: kube-proxy
spec:
  containers:
  - name: kube-proxy
    image: registry.k8s.io/kube-proxy:v1.33.0
    command: ["/bin/sh", "-c", "/usr/local/bin/kube-proxy --config=/var/lib/kube-proxy/config.conf --feature-gates=NFTablesProxyMode=true"]
`);
    expect(gates(objs[0])).toEqual(['kube-proxy WinDSR=true command-line L24', 'kube-proxy WinOverlay=true command-line L24']);
    expect(gates(objs[1])).toEqual(['kube-proxy NFTablesProxyMode=true command-line L34']);
  });

  it('reads args-only containers by their image and ignores binaries that are not Kubernetes components', () => {
    const objs = load(`apiVersion: apps/v1
kind: Deployment
metadata:
  name: second-scheduler
spec:
  selector:
    matchLabels:
      app: second-scheduler
  template:
    metadata:
      labels:
        app: second-scheduler
    spec:
      containers:
      - name: scheduler
        image: registry.k8s.io/kube-scheduler:v1.34.1@sha256:0000000000000000000000000000000000000000000000000000000000000000
        args: ["--config=/etc/scheduler/config.yaml", "--feature-gates=SchedulerQueueingHints=true"]
      - name: csi-provisioner
        image: registry.k8s.io/sig-storage/csi-provisioner:v5.2.0
        args:
        - --feature-gates=Topology=true
      - name: cert-manager
        image: quay.io/jetstack/cert-manager-controller:v1.19.5
        command: ["/app/cmd/controller"]
        args: ["--feature-gates=AdditionalCertificateOutputFormats=true"]
      - name: prometheus-operator
        image: quay.io/prometheus-operator/prometheus-operator:v0.93.1
        args:
        - --kubelet-service=kube-system/kubelet
`);
    expect(gates(objs[0])).toEqual(['kube-scheduler SchedulerQueueingHints=true command-line L17']);
    expect(sites(objs[0])).toEqual(['kube-scheduler command-line anchor L17 gates L17']);
  });

  it('reports the component refusals for malformed gate strings and skips unrendered placeholders', () => {
    const [obj] = load(`apiVersion: v1
kind: Pod
metadata:
  name: kube-scheduler
spec:
  containers:
  - name: kube-scheduler
    image: registry.k8s.io/kube-scheduler:v1.33.0
    command:
    - kube-scheduler
    - --feature-gates=A=yes,B,,C=1,D=\${D_ENABLED}
    - --feature-gates=\${EXTRA_GATES}
`);
    expect(gates(obj)).toEqual([
      'kube-scheduler A=!yes command-line L11 (invalid value of A=yes)',
      'kube-scheduler B=! command-line L11 (missing bool value for B)',
      'kube-scheduler C=true command-line L11',
    ]);
  });
});

describe('kubeadm', () => {
  it('reads v1beta3 map-form extraArgs and leaves kubeadm feature gates and etcd alone', () => {
    const objs = load(`apiVersion: kubeadm.k8s.io/v1beta3
kind: InitConfiguration
nodeRegistration:
  kubeletExtraArgs:
    feature-gates: "EphemeralContainers=true"
    cloud-provider: gce
---
apiVersion: kubeadm.k8s.io/v1beta3
kind: ClusterConfiguration
featureGates:
  IPv6DualStack: true
apiServer:
  extraArgs:
    authorization-mode: Node,RBAC
    feature-gates: "EphemeralContainers=true"
scheduler:
  extraArgs:
    feature-gates: "EphemeralContainers=true"
etcd:
  local:
    extraArgs:
      feature-gates: StopGRPCServiceOnDefrag=true
`);
    expect(gates(objs[0])).toEqual(['kubelet EphemeralContainers=true kubeadm L5']);
    expect(featureGateSettings(objs[0])[0].path).toEqual(['nodeRegistration', 'kubeletExtraArgs', 'feature-gates']);
    expect(sites(objs[0])).toEqual(['kubelet kubeadm implied anchor L4 gates L5']);
    expect(gates(objs[1])).toEqual(['kube-apiserver EphemeralContainers=true kubeadm L15', 'kube-scheduler EphemeralContainers=true kubeadm L18']);
    expect(flags(objs[1])).toEqual([
      'kube-apiserver --authorization-mode=Node,RBAC L14',
      'kube-apiserver --feature-gates=EphemeralContainers=true L15',
      'kube-scheduler --feature-gates=EphemeralContainers=true L18',
    ]);
    expect(sites(objs[1])).toEqual([
      'kube-apiserver kubeadm anchor L12 gates L15',
      'kube-controller-manager kubeadm anchor L9',
      'kube-scheduler kubeadm anchor L16 gates L18',
    ]);
  });

  it('reads v1beta4 list-form extraArgs and kubeletExtraArgs', () => {
    const objs = load(`apiVersion: kubeadm.k8s.io/v1beta4
kind: ClusterConfiguration
apiServer:
  extraArgs:
  - name: etcd-servers
    value: https://127.0.0.1:2379
  - name: feature-gates
    value: "SELinuxMount=false,HPAScaleToZero=false"
controllerManager:
  extraArgs:
    - name: cloud-provider
      value: external
---
apiVersion: kubeadm.k8s.io/v1beta4
kind: JoinConfiguration
nodeRegistration:
  kubeletExtraArgs:
  - name: node-ip
    value: "::"
  - name: feature-gates
    value: MemoryQoS=true
`);
    expect(gates(objs[0])).toEqual(['kube-apiserver SELinuxMount=false kubeadm L8', 'kube-apiserver HPAScaleToZero=false kubeadm L8']);
    expect(featureGateSettings(objs[0])[0].path).toEqual(['apiServer', 'extraArgs', 1, 'value']);
    expect(flags(objs[0])).toEqual([
      'kube-apiserver --etcd-servers=https://127.0.0.1:2379 L6',
      'kube-apiserver --feature-gates=SELinuxMount=false,HPAScaleToZero=false L8',
      'kube-controller-manager --cloud-provider=external L12',
    ]);
    expect(gates(objs[1])).toEqual(['kubelet MemoryQoS=true kubeadm L21']);
  });

  it('reads v1alpha1 MasterConfiguration with its embedded kube-proxy and kubelet configs', () => {
    const [obj] = load(`apiVersion: kubeadm.k8s.io/v1alpha1
kind: MasterConfiguration
apiServerExtraArgs:
  feature-gates: PodPriority=true
featureGates:
  CoreDNS: true
kubeProxy:
  config:
    featureGates:
      ServiceNodeExclusion: true
      SupportIPVSProxyMode: true
    mode: ""
kubeletConfiguration:
  baseConfig:
    cgroupDriver: cgroupfs
kubernetesVersion: v1.10.2
`);
    expect(gates(obj)).toEqual([
      'kube-apiserver PodPriority=true kubeadm L4',
      'kube-proxy ServiceNodeExclusion=true config-file L10',
      'kube-proxy SupportIPVSProxyMode=true config-file L11',
    ]);
    expect(kubeletConfigs(obj).map((c) => [c.path, c.config.cgroupDriver])).toEqual([[['kubeletConfiguration', 'baseConfig'], 'cgroupfs']]);
  });

  it('reads the ClusterConfiguration kubeadm keeps in the kubeadm-config ConfigMap', () => {
    const [obj] = load(`apiVersion: v1
kind: ConfigMap
metadata:
  name: kubeadm-config
  namespace: kube-system
data:
  ClusterConfiguration: |
    apiServer:
      extraArgs:
        feature-gates: SELinuxMount=true
    apiVersion: kubeadm.k8s.io/v1beta3
    kind: ClusterConfiguration
    kubernetesVersion: v1.36.2
`);
    expect(gates(obj)).toEqual(['kube-apiserver SELinuxMount=true kubeadm L10']);
  });

  it('reads kubeadm documents inside Cluster API objects', () => {
    const objs = load(`apiVersion: controlplane.cluster.x-k8s.io/v1beta2
kind: KubeadmControlPlane
metadata:
  name: quick-start-control-plane
spec:
  kubeadmConfigSpec:
    clusterConfiguration:
      apiServer:
        extraArgs:
        - name: feature-gates
          value: GangScheduling=true
    initConfiguration:
      nodeRegistration:
        kubeletExtraArgs:
          - name: eviction-hard
            value: "nodefs.available<0%"
---
apiVersion: bootstrap.cluster.x-k8s.io/v1beta1
kind: KubeadmConfigTemplate
metadata:
  name: quick-start-md-0
spec:
  template:
    spec:
      joinConfiguration:
        nodeRegistration:
          kubeletExtraArgs:
            feature-gates: "MemoryQoS=true"
`);
    expect(gates(objs[0])).toEqual(['kube-apiserver GangScheduling=true kubeadm L11']);
    expect(flags(objs[0])).toEqual(['kube-apiserver --feature-gates=GangScheduling=true L11', 'kubelet --eviction-hard=nodefs.available<0% L16']);
    expect(gates(objs[1])).toEqual(['kubelet MemoryQoS=true kubeadm L28']);
  });
});

describe('cluster definitions', () => {
  it('applies kind featureGates to every component and reads kubeadm patches', () => {
    const [obj] = load(`kind: Cluster
apiVersion: kind.x-k8s.io/v1alpha4
featureGates:
  AllBeta: false
  "SELinuxMount": true
runtimeConfig:
  "api/alpha": "false"
kubeadmConfigPatches:
- |
  apiVersion: kubelet.config.k8s.io/v1beta1
  kind: KubeletConfiguration
  featureGates:
    MemoryQoS: true
nodes:
- role: control-plane
  kubeadmConfigPatches:
  - |
    kind: ClusterConfiguration
    apiServer:
      extraArgs:
        feature-gates: "HPAScaleToZero=true"
- role: worker
  kubeadmConfigPatches:
  - |
    apiVersion: kubeadm.k8s.io/v1beta3
    kind: JoinConfiguration
    nodeRegistration:
      kubeletExtraArgs:
        node-labels: "ingress-ready=true"
`);
    const all = 'kube-apiserver+kube-controller-manager+kube-scheduler+kubelet+kube-proxy';
    expect(gates(obj)).toEqual([
      `${all} AllBeta=false kind L4`,
      `${all} SELinuxMount=true kind L5`,
      'kubelet MemoryQoS=true config-file L13',
      'kube-apiserver HPAScaleToZero=true kubeadm L21',
    ]);
    expect(featureGateSettings(obj)[3].path).toEqual(['nodes', 0, 'kubeadmConfigPatches', 0, 'apiServer', 'extraArgs', 'feature-gates']);
    expect(flags(obj)).toEqual([
      'kube-apiserver --runtime-config=api/alpha=false L7',
      'kube-apiserver --feature-gates=HPAScaleToZero=true L21',
      'kubelet --node-labels=ingress-ready=true L29',
    ]);
    expect(sites(obj)).toEqual([`${all} kind anchor L1 gates L3`]);
    expect(kubeletConfigs(obj).map((c) => [c.path, c.partial])).toEqual([[['kubeadmConfigPatches', 0], true]]);
  });

  it('reads kops component sections and ignores add-on feature gates', () => {
    const [obj] = load(`apiVersion: kops.k8s.io/v1alpha2
kind: Cluster
metadata:
  name: minimal.example.com
spec:
  certManager:
    enabled: true
    featureGates:
      AdditionalCertificateOutputFormats: true
  karpenter:
    enabled: true
    featureGates: StaticCapacity=true
  kubeAPIServer:
    featureGates:
      ServiceAccountIssuerDiscovery: "true"
  masterKubelet:
    featureGates:
      ImageVolume: "true"
  kubelet:
    anonymousAuth: false
  kubernetesVersion: v1.32.0
`);
    expect(gates(obj)).toEqual(['kube-apiserver ServiceAccountIssuerDiscovery=true kops L15', 'kubelet ImageVolume=true kops L18']);
    expect(sites(obj)).toEqual([
      'kube-apiserver kops anchor L13 gates L14',
      'kubelet kops anchor L19',
      'kubelet kops anchor L16 gates L17',
      'kube-controller-manager+kube-scheduler+kube-proxy kops anchor L2',
    ]);
  });
});

describe('helpers', () => {
  it('memoizes per object and names components in a fixed order', () => {
    const [obj] = load('apiVersion: kubelet.config.k8s.io/v1beta1\nkind: KubeletConfiguration\n');
    expect(componentSettings(obj)).toBe(componentSettings(obj));
    expect(describeComponents(['kubelet', 'kube-apiserver'])).toBe('kube-apiserver and kubelet');
    expect(describeComponents(['kube-scheduler', 'kube-apiserver', 'kube-controller-manager'])).toBe(
      'kube-apiserver, kube-controller-manager and kube-scheduler',
    );
    expect(describeComponents(['kube-proxy'])).toBe('kube-proxy');
  });
});
