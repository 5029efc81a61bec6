/**
 * The live-cluster check against a large synthetic cluster (20,000 objects and 200 nodes by
 * default), for `npm run bench`. A small API server runs in its own process (plain HTTP on
 * loopback, so TLS is not measured) and each check runs in a fresh process, so that the peak
 * memory printed is the check's alone. Prints the median time, the requests sent and the peak
 * resident memory.
 *
 * Usage: node dist/scripts/bench-cluster.js [--objects N] [--nodes N] [--runs N]
 * From another script: `await benchCluster({ objects, nodes, runs })`.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export interface ClusterBenchOptions {
  objects?: number;
  nodes?: number;
  runs?: number;
  /** Where the figures go; default stdout. */
  print?: (line: string) => void;
}

export interface ClusterBenchResult {
  objects: number;
  nodes: number;
  /** Median over the runs. */
  ms: number;
  requests: number;
  maxRssMb: number;
  findings: number;
}

const SELF = fileURLToPath(import.meta.url);

/** Runs the benchmark and prints one summary line; returns the figures. */
export async function benchCluster(options: ClusterBenchOptions = {}): Promise<ClusterBenchResult> {
  const objects = options.objects ?? 20_000;
  const nodes = options.nodes ?? 200;
  const runs = options.runs ?? 3;
  const print = options.print ?? ((line: string) => process.stdout.write(`${line}\n`));
  const server = spawn(process.execPath, [SELF, '--serve', '--objects', String(objects), '--nodes', String(nodes)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const dir = mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-bench-cluster-'));
  try {
    const port = await new Promise<number>((resolve, reject) => {
      server.stdout.once('data', (chunk: Buffer) => resolve(Number(/listening (\d+)/.exec(chunk.toString())?.[1])));
      server.once('exit', (code) => reject(new Error(`the benchmark API server exited (${code})`)));
    });
    const kubeconfig = join(dir, 'kubeconfig');
    writeFileSync(
      kubeconfig,
      `apiVersion: v1\nkind: Config\nclusters:\n- name: bench\n  cluster:\n    server: http://127.0.0.1:${port}\n    insecure-skip-tls-verify: true\nusers:\n- name: bench\n  user:\n    token: bench-token\ncontexts:\n- name: bench\n  context: {cluster: bench, user: bench}\ncurrent-context: bench\n`,
    );
    const samples: ClusterBenchResult[] = [];
    for (let i = 0; i < runs; i++) samples.push(await checkInChild(kubeconfig));
    samples.sort((a, b) => a.ms - b.ms);
    const median = samples[Math.floor(samples.length / 2)];
    const result = { ...median, maxRssMb: Math.max(...samples.map((s) => s.maxRssMb)) };
    print(
      `live cluster  ${result.objects.toLocaleString('en-US')} objects, ${nodes} nodes: ${result.ms} ms (median of ${runs}), ${result.requests} requests, peak RSS ${result.maxRssMb} MB, ${result.findings} findings`,
    );
    return result;
  } finally {
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

function checkInChild(kubeconfig: string): Promise<ClusterBenchResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SELF, '--check', kubeconfig], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as ClusterBenchResult) : reject(new Error(`the check exited with ${code}`))));
  });
}

/** One live check, measured from inside its own process. */
async function check(kubeconfig: string): Promise<void> {
  const started = performance.now();
  const { connectCluster } = await import('../src/sources/cluster/index.js');
  const { run } = await import('../src/run.js');
  const { allRules } = await import('../rules/index.js');
  // The bench's own cluster is served over plain HTTP on loopback: the warning about it is known.
  const cluster = await connectCluster({ kubeconfig, env: {}, warn: () => {} });
  const report = await run({ target: '1.37', from: cluster.minor, rules: allRules, source: cluster, policy: { cwd: tmpdir() } });
  const ms = Math.round(performance.now() - started);
  const result: ClusterBenchResult = {
    objects: report.objects,
    nodes: report.cluster?.nodes ?? 0,
    ms,
    requests: cluster.requests(),
    maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    findings: report.findings.length,
  };
  process.stdout.write(JSON.stringify(result));
}

// ---------------------------------------------------------------------------------------------
// The synthetic cluster

interface Resource {
  group: string;
  version: string;
  resource: string;
  kind: string;
  namespaced: boolean;
}

const RESOURCES: Resource[] = [
  ['', 'v1', 'pods', 'Pod', true],
  ['', 'v1', 'services', 'Service', true],
  ['', 'v1', 'configmaps', 'ConfigMap', true],
  ['', 'v1', 'secrets', 'Secret', true],
  ['', 'v1', 'nodes', 'Node', false],
  ['', 'v1', 'namespaces', 'Namespace', false],
  ['', 'v1', 'serviceaccounts', 'ServiceAccount', true],
  ['', 'v1', 'persistentvolumeclaims', 'PersistentVolumeClaim', true],
  ['', 'v1', 'persistentvolumes', 'PersistentVolume', false],
  ['', 'v1', 'endpoints', 'Endpoints', true],
  ['', 'v1', 'events', 'Event', true],
  ['apps', 'v1', 'deployments', 'Deployment', true],
  ['apps', 'v1', 'replicasets', 'ReplicaSet', true],
  ['apps', 'v1', 'statefulsets', 'StatefulSet', true],
  ['apps', 'v1', 'daemonsets', 'DaemonSet', true],
  ['apps', 'v1', 'controllerrevisions', 'ControllerRevision', true],
  ['batch', 'v1', 'jobs', 'Job', true],
  ['batch', 'v1', 'cronjobs', 'CronJob', true],
  ['autoscaling', 'v2', 'horizontalpodautoscalers', 'HorizontalPodAutoscaler', true],
  ['networking.k8s.io', 'v1', 'ingresses', 'Ingress', true],
  ['networking.k8s.io', 'v1', 'networkpolicies', 'NetworkPolicy', true],
  ['discovery.k8s.io', 'v1', 'endpointslices', 'EndpointSlice', true],
  ['policy', 'v1', 'poddisruptionbudgets', 'PodDisruptionBudget', true],
  ['rbac.authorization.k8s.io', 'v1', 'roles', 'Role', true],
  ['rbac.authorization.k8s.io', 'v1', 'rolebindings', 'RoleBinding', true],
  ['rbac.authorization.k8s.io', 'v1', 'clusterroles', 'ClusterRole', false],
  ['rbac.authorization.k8s.io', 'v1', 'clusterrolebindings', 'ClusterRoleBinding', false],
  ['storage.k8s.io', 'v1', 'storageclasses', 'StorageClass', false],
  ['storage.k8s.io', 'v1', 'csidrivers', 'CSIDriver', false],
  ['coordination.k8s.io', 'v1', 'leases', 'Lease', true],
  ['scheduling.k8s.io', 'v1', 'priorityclasses', 'PriorityClass', false],
  ['apiextensions.k8s.io', 'v1', 'customresourcedefinitions', 'CustomResourceDefinition', false],
  ['admissionregistration.k8s.io', 'v1', 'validatingwebhookconfigurations', 'ValidatingWebhookConfiguration', false],
  ['flowcontrol.apiserver.k8s.io', 'v1', 'flowschemas', 'FlowSchema', false],
].map(([group, version, resource, kind, namespaced]) => ({ group, version, resource, kind, namespaced }) as Resource);

/** Share of the objects per kind; the rest are spread over the other kinds. */
const MIX: [string, number][] = [
  ['Pod', 0.4],
  ['ReplicaSet', 0.15],
  ['Deployment', 0.08],
  ['Service', 0.08],
  ['ConfigMap', 0.08],
  ['EndpointSlice', 0.08],
  ['Ingress', 0.03],
  ['HorizontalPodAutoscaler', 0.03],
  ['CronJob', 0.02],
  ['Job', 0.02],
  ['Role', 0.015],
  ['RoleBinding', 0.015],
];

function makeObjects(count: number, nodes: number): Map<string, Record<string, unknown>[]> {
  const byKind = new Map<string, Record<string, unknown>[]>();
  const add = (kind: string, obj: Record<string, unknown>) => {
    const list = byKind.get(kind) ?? [];
    list.push(obj);
    byKind.set(kind, list);
  };
  let made = 0;
  for (const [kind, share] of MIX) {
    const n = Math.round(count * share);
    for (let i = 0; i < n; i++) add(kind, objectOf(kind, i));
    made += n;
  }
  for (let i = 0; i < nodes; i++) add('Node', nodeOf(i));
  const releases = Math.min(200, Math.max(1, Math.round(count / 100)));
  for (let i = 0; i < releases && made < count; i++, made++) add('Secret', helmSecret(i));
  for (let i = 0; i < 40; i++) add('Namespace', { metadata: { name: `team-${i}`, uid: `ns-${i}` } });
  return byKind;
}

function meta(kind: string, i: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const name = `${kind.toLowerCase()}-${i}`;
  return {
    name,
    namespace: `team-${i % 40}`,
    uid: `${kind}-${i}`,
    resourceVersion: String(1000 + i),
    labels: { 'app.kubernetes.io/name': `app-${i % 500}`, 'app.kubernetes.io/part-of': 'shop' },
    managedFields: [
      {
        manager: 'argocd-controller',
        operation: 'Apply',
        apiVersion: 'apps/v1',
        time: '2025-05-01T10:00:00Z',
        fieldsType: 'FieldsV1',
        fieldsV1: { 'f:spec': { 'f:replicas': {} } },
      },
    ],
    ...extra,
  };
}

const POD_SPEC = {
  containers: [
    {
      name: 'app',
      image: 'registry.example.com/app:1.4.2',
      ports: [{ containerPort: 8080 }],
      resources: { requests: { cpu: '100m', memory: '128Mi' }, limits: { memory: '256Mi' } },
    },
  ],
  securityContext: { runAsNonRoot: true },
};

function objectOf(kind: string, i: number): Record<string, unknown> {
  switch (kind) {
    case 'Pod':
      return {
        metadata: meta(kind, i, {
          ownerReferences: [{ apiVersion: 'apps/v1', kind: 'ReplicaSet', name: `replicaset-${i % 3000}`, controller: true, uid: 'x' }],
        }),
        spec: { ...POD_SPEC, nodeName: `node-${i % 200}` },
        status: { phase: 'Running' },
      };
    case 'ReplicaSet':
    case 'Deployment':
      return {
        metadata: meta(kind, i),
        spec: { replicas: 2, selector: { matchLabels: { app: `app-${i}` } }, template: { metadata: { labels: { app: `app-${i}` } }, spec: POD_SPEC } },
      };
    case 'Ingress': {
      const legacy = i % 5 === 0;
      const applied = {
        apiVersion: legacy ? 'extensions/v1beta1' : 'networking.k8s.io/v1',
        kind: 'Ingress',
        metadata: { name: `ingress-${i}`, namespace: `team-${i % 40}` },
        spec: { rules: [{ host: `app-${i}.example.com` }] },
      };
      return { metadata: meta(kind, i, { annotations: { 'kubectl.kubernetes.io/last-applied-configuration': JSON.stringify(applied) } }), spec: applied.spec };
    }
    case 'HorizontalPodAutoscaler':
      return {
        metadata: meta(kind, i),
        spec: {
          scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: `deployment-${i}` },
          minReplicas: 1,
          maxReplicas: 5,
          metrics: [{ type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } }],
        },
      };
    case 'CronJob':
      return {
        metadata: meta(kind, i),
        spec: { schedule: '0 * * * *', jobTemplate: { spec: { template: { spec: { ...POD_SPEC, restartPolicy: 'OnFailure' } } } } },
      };
    case 'Job':
      return { metadata: meta(kind, i), spec: { template: { spec: { ...POD_SPEC, restartPolicy: 'Never' } } } };
    case 'Service':
      return { metadata: meta(kind, i), spec: { selector: { app: `app-${i}` }, ports: [{ port: 80, targetPort: 8080 }] } };
    case 'ConfigMap':
      return { metadata: meta(kind, i), data: { 'app.properties': `feature.flag=${i % 2 === 0}\nlog.level=info\n` } };
    case 'EndpointSlice':
      return { metadata: meta(kind, i), addressType: 'IPv4', endpoints: [{ addresses: [`10.1.${i % 250}.${i % 200}`] }], ports: [{ port: 8080 }] };
    default:
      return { metadata: meta(kind, i), rules: [] };
  }
}

function nodeOf(i: number): Record<string, unknown> {
  return {
    metadata: { name: `node-${i}`, uid: `node-${i}`, labels: { 'kubernetes.io/hostname': `node-${i}` } },
    status: {
      nodeInfo: {
        kubeletVersion: i % 10 === 0 ? 'v1.33.5' : 'v1.34.2',
        containerRuntimeVersion: i % 4 === 0 ? 'containerd://1.7.27' : 'containerd://2.0.5',
        kernelVersion: '6.1.128-136.201.amzn2023.x86_64',
        osImage: 'Amazon Linux 2023',
      },
    },
  };
}

function helmSecret(i: number): Record<string, unknown> {
  const release = {
    name: `release-${i}`,
    namespace: `team-${i % 40}`,
    version: 3,
    info: { status: 'deployed' },
    chart: { metadata: { name: `chart-${i % 20}`, version: '1.2.3' } },
    manifest: `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: helm-app-${i}\nspec:\n  template:\n    spec:\n      containers:\n        - name: app\n          image: app:1\n---\napiVersion: ${i % 10 === 0 ? 'policy/v1beta1' : 'policy/v1'}\nkind: PodDisruptionBudget\nmetadata:\n  name: helm-app-${i}\nspec:\n  minAvailable: 1\n`,
  };
  const helmText = gzipSync(Buffer.from(JSON.stringify(release))).toString('base64');
  return {
    metadata: {
      name: `sh.helm.release.v1.release-${i}.v3`,
      namespace: `team-${i % 40}`,
      uid: `helm-${i}`,
      labels: { name: `release-${i}`, owner: 'helm', status: 'deployed', version: '3' },
    },
    type: 'helm.sh/release.v1',
    data: { release: Buffer.from(helmText).toString('base64') },
  };
}

const KUBELET_CONFIG = JSON.stringify({ kubeletconfig: { cgroupDriver: 'systemd', failCgroupV1: true, featureGates: {}, memoryThrottlingFactor: 0.9 } });
const KUBELET_METRICS = [
  '# TYPE kubelet_cgroup_version gauge',
  'kubelet_cgroup_version 2',
  ...Array.from({ length: 400 }, (_, i) => `kubelet_runtime_operations_total{operation_type="op_${i}"} ${i}`),
  '',
].join('\n');

function serve(count: number, nodes: number): void {
  const byKind = makeObjects(count, nodes);
  const discovery = (core: boolean) =>
    JSON.stringify({
      kind: 'APIGroupDiscoveryList',
      apiVersion: 'apidiscovery.k8s.io/v2',
      items: [...new Set(RESOURCES.filter((r) => (r.group === '') === core).map((r) => r.group))].map((group) => ({
        metadata: { name: group },
        versions: [
          {
            version: RESOURCES.find((r) => r.group === group)!.version,
            resources: RESOURCES.filter((r) => r.group === group).map((r) => ({
              resource: r.resource,
              responseKind: { group, version: r.version, kind: r.kind },
              scope: r.namespaced ? 'Namespaced' : 'Cluster',
              verbs: ['get', 'list'],
            })),
          },
        ],
      })),
    });
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://bench');
    const path = url.pathname;
    const json = (body: string) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(body);
    };
    if (path === '/version') return json('{"major":"1","minor":"34","gitVersion":"v1.34.2"}');
    if (path === '/api' || path === '/apis') return json(discovery(path === '/api'));
    if (path === '/metrics') return json('');
    const proxy = /^\/api\/v1\/nodes\/[^/]+\/proxy\/(configz|metrics)$/.exec(path);
    if (proxy) return proxy[1] === 'configz' ? json(KUBELET_CONFIG) : json(KUBELET_METRICS);
    const list = /^\/(?:api\/v1|apis\/([^/]+)\/[^/]+)(?:\/namespaces\/([^/]+))?\/([^/]+)$/.exec(path);
    const resource = list && RESOURCES.find((r) => r.group === (list[1] ?? '') && r.resource === list[3]);
    if (!resource) {
      res.writeHead(404);
      return res.end('{"kind":"Status","code":404}');
    }
    let items = byKind.get(resource.kind) ?? [];
    const labelSelector = url.searchParams.get('labelSelector');
    if (labelSelector)
      items = items.filter((o) =>
        labelSelector.split(',').every((t) => (o.metadata as { labels?: Record<string, string> }).labels?.[t.split('=')[0]] === t.split('=')[1]),
      );
    const limit = Number(url.searchParams.get('limit') ?? items.length);
    const offset = Number(url.searchParams.get('continue') ?? 0);
    const page = items.slice(offset, offset + limit);
    const next = offset + limit < items.length ? String(offset + limit) : undefined;
    json(
      JSON.stringify({
        kind: `${resource.kind}List`,
        apiVersion: resource.group ? `${resource.group}/${resource.version}` : 'v1',
        metadata: { resourceVersion: '1', ...(next ? { continue: next } : {}) },
        items: page,
      }),
    );
  });
  server.listen(0, '127.0.0.1', () => process.stdout.write(`listening ${(server.address() as AddressInfo).port}\n`));
}

function argValue(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

if (process.argv[1] === SELF) {
  if (process.argv.includes('--serve')) serve(argValue('--objects', 20_000), argValue('--nodes', 200));
  else if (process.argv.includes('--check')) await check(process.argv[process.argv.indexOf('--check') + 1]);
  else await benchCluster({ objects: argValue('--objects', 20_000), nodes: argValue('--nodes', 200), runs: argValue('--runs', 3) });
}
