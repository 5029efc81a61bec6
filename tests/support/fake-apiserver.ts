/**
 * An in-process Kubernetes API server for live-cluster tests, over HTTPS with a test CA (or plain
 * HTTP, as `kubectl proxy` serves it) and a real kubeconfig file. It behaves like the real one where
 * the tool depends on it: bearer-token, basic and client-certificate auth (401), aggregated and legacy discovery, typed lists without apiVersion/kind in items, pages with
 * `continue` and 410 on expired tokens, label and field selectors, 403 for chosen resources, 429
 * with Retry-After, slow answers, `/version`, `/metrics`, and the node proxy's `configz` and
 * `metrics`. It records every request so tests can check that only GETs were sent.
 */
import { createServer as createHttpsServer } from 'node:https';
import { createServer as createHttpServer } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { AddressInfo } from 'node:net';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { testPki } from './fake-apiserver-certs.js';
import { builtinResources } from './fake-apiserver-resources.js';
import type { FakeResource } from './fake-apiserver-resources.js';

export type { FakeResource } from './fake-apiserver-resources.js';
export { builtinResources } from './fake-apiserver-resources.js';

export type JsonObject = Record<string, unknown> & { apiVersion: string; kind: string; metadata?: Record<string, unknown> };

export interface FakeNodeKubelet {
  /** The `kubeletconfig` configz returns. */
  configz?: Record<string, unknown>;
  /** The kubelet's /metrics text. */
  metrics?: string;
  /** The proxy cannot reach the kubelet (503), as for a node that is down. */
  unreachable?: boolean;
}

export interface FakeClusterOptions {
  /** e.g. v1.34.2 */
  gitVersion: string;
  /** Stored objects; their group and kind decide which resource serves them. */
  objects?: JsonObject[];
  /** What discovery lists; default: a 1.34 API server's built-in resources. */
  resources?: FakeResource[];
  discovery?: 'aggregated' | 'legacy';
  /** Node proxy answers, by node name. */
  kubelets?: Record<string, FakeNodeKubelet>;
  /** The API server's /metrics text. */
  apiserverMetrics?: string;
  /**
   * 403 for: a resource ("secrets", "apps/deployments"), the node proxy ("nodes/proxy") or a
   * non-resource path ("/metrics").
   */
  forbidden?: string[];
  /** The first continue request of these resources ("pods") gets 410 Gone. */
  expireContinueOnce?: string[];
  /** Answer the first `times` requests whose path starts with `path` with 429 and this Retry-After. */
  tooManyRequests?: { path: string; times: number; retryAfterSeconds: number }[];
  /** Answer these status codes first: e.g. 503 twice on a path. */
  failures?: { path: string; times: number; status: number }[];
  /** Delay answers whose path starts with `path`. */
  slow?: { path: string; ms: number }[];
  /** Serve gzip when asked (large answers only, like the real server). */
  gzip?: boolean;
  /** Plain HTTP without authentication, as `kubectl proxy` serves the API. */
  plainHttp?: boolean;
  /** Present the certificate that names only kube.internal (tls-server-name tests). */
  namedCertificate?: boolean;
  /** Also accept this username and password (basic auth). */
  basicAuth?: { username: string; password: string };
  /** Also accept a client certificate signed by the test CA. */
  clientCertificates?: boolean;
  /** The minor `/version` says the server emulates (`emulationMajor`/`emulationMinor`, Kubernetes 1.33 on), e.g. 1.33. */
  emulatedVersion?: string;
  /** Answer /version with this many bytes of padding in the JSON, to test size limits. */
  versionPadding?: number;
  /** The message of a forbidden list's 403, instead of the API server's (a proxy in front of it may say anything); `{{token}}` becomes the server's token. */
  forbiddenMessage?: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  accept: string;
  headers: IncomingHttpHeaders;
}

export interface FakeCluster {
  url: string;
  token: string;
  caPem: string;
  requests: RecordedRequest[];
  /** Writes a kubeconfig for this server; returns its path. */
  writeKubeconfig(dir: string, options?: { context?: string; token?: string; caPem?: string; fileName?: string; server?: string }): string;
  close(): Promise<void>;
}

const BUILTIN_NO_TYPE_META = (r: FakeResource) => !r.custom && !r.aggregated;

export async function startFakeApiServer(options: FakeClusterOptions): Promise<FakeCluster> {
  const pki = testPki();
  const token = `fake-token-${randomBytes(16).toString('hex')}`;
  const resources = options.resources ?? builtinResources();
  const requests: RecordedRequest[] = [];
  const counters = new Map<string, number>();
  const expired = new Set<string>();

  const serve = (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch((error: unknown) => send(res, 500, status(500, 'InternalError', String(error))));
  };
  const tls = options.namedCertificate ? { key: pki.namedServerKeyPem, cert: pki.namedServerCertPem } : { key: pki.serverKeyPem, cert: pki.serverCertPem };
  const client = options.clientCertificates ? { requestCert: true, rejectUnauthorized: false, ca: pki.caPem } : {};
  const server = options.plainHttp ? createHttpServer(serve) : createHttpsServer({ ...tls, ...client }, serve);

  function authenticated(req: IncomingMessage): boolean {
    if (options.plainHttp) return true;
    if (req.headers.authorization === `Bearer ${token}`) return true;
    const basic = options.basicAuth;
    if (basic && req.headers.authorization === `Basic ${Buffer.from(`${basic.username}:${basic.password}`).toString('base64')}`) return true;
    const socket = req.socket as TLSSocket;
    return Boolean(options.clientCertificates && socket.authorized && socket.getPeerCertificate().subject?.CN === 'upgrade-check');
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'https://fake');
    const query = Object.fromEntries(url.searchParams.entries());
    requests.push({ method: req.method ?? '', path: url.pathname, query, accept: String(req.headers.accept ?? ''), headers: req.headers });
    const path = url.pathname;
    const wantsGzip = options.gzip && String(req.headers['accept-encoding'] ?? '').includes('gzip');
    const delay = options.slow?.find((s) => path.startsWith(s.path));
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay.ms));
    if (req.method !== 'GET') return send(res, 405, status(405, 'MethodNotAllowed', `${req.method} is not allowed here`));
    if (!authenticated(req)) return send(res, 401, status(401, 'Unauthorized', 'Unauthorized'));

    const throttled = options.tooManyRequests?.find((t) => path.startsWith(t.path) && bump(`429:${t.path}`) <= t.times);
    if (throttled) {
      res.setHeader('Retry-After', String(throttled.retryAfterSeconds));
      return send(res, 429, status(429, 'TooManyRequests', 'Too many requests, please try again later.'));
    }
    const failing = options.failures?.find((f) => path.startsWith(f.path) && bump(`fail:${f.path}`) <= f.times);
    if (failing) return send(res, failing.status, status(failing.status, 'InternalError', 'etcdserver: request timed out'));

    if (path === '/version')
      return send(
        res,
        200,
        { ...versionInfo(options.gitVersion, options.emulatedVersion), ...(options.versionPadding ? { padding: 'x'.repeat(options.versionPadding) } : {}) },
        wantsGzip,
      );
    if (path === '/metrics') {
      if (isForbidden('/metrics')) return send(res, 403, forbidden('get', 'path "/metrics"'));
      return sendText(res, options.apiserverMetrics ?? '# no metrics\n', wantsGzip);
    }
    if (path === '/api' || path === '/apis') return discovery(req, res, path);
    const proxy = /^\/api\/v1\/nodes\/([^/]+)\/proxy\/(configz|metrics)$/.exec(path);
    if (proxy) return nodeProxy(res, decodeURIComponent(proxy[1]), proxy[2], Boolean(wantsGzip));
    const legacy = /^\/(?:api\/(v1)|apis\/([^/]+)\/([^/]+))$/.exec(path);
    if (legacy) return groupVersionDocument(res, legacy[2] ?? '', legacy[1] ?? legacy[3]);
    const list = /^\/(?:api\/(v1)|apis\/([^/]+)\/([^/]+))(?:\/namespaces\/([^/]+))?\/([^/]+)$/.exec(path);
    if (list)
      return listResource(res, list[2] ?? '', list[1] ?? list[3], list[4] ? decodeURIComponent(list[4]) : undefined, list[5], query, Boolean(wantsGzip));
    return send(res, 404, status(404, 'NotFound', 'the server could not find the requested resource'));
  }

  function bump(key: string): number {
    const n = (counters.get(key) ?? 0) + 1;
    counters.set(key, n);
    return n;
  }

  function isForbidden(key: string): boolean {
    return options.forbidden?.includes(key) ?? false;
  }

  function discovery(req: IncomingMessage, res: ServerResponse, path: string): void {
    const aggregated = (options.discovery ?? 'aggregated') === 'aggregated' && String(req.headers.accept ?? '').includes('as=APIGroupDiscoveryList');
    const groups = groupNames(path === '/api');
    if (aggregated) {
      const items = groups.map((group) => ({
        metadata: { name: group },
        versions: versionsOf(group).map((version) => ({
          version,
          freshness: 'Current',
          resources: resources
            .filter((r) => r.group === group && r.versions.includes(version))
            .map((r) => ({
              resource: r.resource,
              responseKind: { group, version, kind: r.kind },
              scope: r.namespaced ? 'Namespaced' : 'Cluster',
              verbs: r.verbs ?? [],
            })),
        })),
      }));
      res.setHeader('Content-Type', 'application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList');
      return send(res, 200, { kind: 'APIGroupDiscoveryList', apiVersion: 'apidiscovery.k8s.io/v2', metadata: {}, items });
    }
    if (path === '/api') return send(res, 200, { kind: 'APIVersions', versions: ['v1'] });
    return send(res, 200, {
      kind: 'APIGroupList',
      apiVersion: 'v1',
      groups: groups.map((name) => {
        const versions = versionsOf(name).map((version) => ({ groupVersion: `${name}/${version}`, version }));
        return { name, versions, preferredVersion: versions[0] };
      }),
    });
  }

  function groupNames(core: boolean): string[] {
    return [...new Set(resources.map((r) => r.group))].filter((g) => (core ? g === '' : g !== ''));
  }

  function versionsOf(group: string): string[] {
    const order: string[] = [];
    for (const r of resources.filter((x) => x.group === group)) for (const v of r.versions) if (!order.includes(v)) order.push(v);
    return order.sort((a, b) => versionPriority(b) - versionPriority(a));
  }

  function groupVersionDocument(res: ServerResponse, group: string, version: string): void {
    const served = resources.filter((r) => r.group === group && r.versions.includes(version));
    if (served.length === 0) return send(res, 404, status(404, 'NotFound', 'the server could not find the requested resource'));
    send(res, 200, {
      kind: 'APIResourceList',
      apiVersion: 'v1',
      groupVersion: group ? `${group}/${version}` : version,
      resources: served.map((r) => ({ name: r.resource, singularName: '', namespaced: r.namespaced, kind: r.kind, verbs: r.verbs ?? [] })),
    });
  }

  function nodeProxy(res: ServerResponse, name: string, what: string, gzip: boolean): void {
    if (isForbidden('nodes/proxy')) return send(res, 403, forbidden('get', `resource "nodes/proxy" in API group "" at the cluster scope`));
    const kubelet = options.kubelets?.[name];
    if (!kubelet) return send(res, 404, status(404, 'NotFound', `nodes "${name}" not found`));
    if (kubelet.unreachable)
      return send(res, 503, status(503, 'ServiceUnavailable', `error trying to reach service: dial tcp 10.0.0.9:10250: connect: connection refused`));
    if (what === 'configz') return send(res, 200, { kubeletconfig: kubelet.configz ?? {} });
    return sendText(res, kubelet.metrics ?? '', gzip);
  }

  function listResource(
    res: ServerResponse,
    group: string,
    version: string,
    namespace: string | undefined,
    plural: string,
    query: Record<string, string>,
    gzip: boolean,
  ): void {
    const resource = resources.find((r) => r.group === group && r.resource === plural && r.versions.includes(version));
    if (!resource) return send(res, 404, status(404, 'NotFound', 'the server could not find the requested resource'));
    if (isForbidden(plural) || isForbidden(`${group}/${plural}`)) {
      if (options.forbiddenMessage) return send(res, 403, status(403, 'Forbidden', options.forbiddenMessage.replaceAll('{{token}}', token)));
      return send(
        res,
        403,
        forbidden('list', `resource "${plural}" in API group "${group}" ${namespace ? `in the namespace "${namespace}"` : 'at the cluster scope'}`),
      );
    }
    const all = (options.objects ?? []).filter((o) => groupOf(o.apiVersion) === group && o.kind === resource.kind);
    const matching = all
      .filter((o) => !namespace || meta(o).namespace === namespace)
      .filter((o) => matchesLabels(o, query.labelSelector) && matchesFields(o, query.fieldSelector))
      .sort((a, b) => `${meta(a).namespace ?? ''}/${meta(a).name}`.localeCompare(`${meta(b).namespace ?? ''}/${meta(b).name}`));
    let offset = 0;
    if (query.continue) {
      const key = `${group}/${plural}`;
      if ((options.expireContinueOnce?.includes(plural) || options.expireContinueOnce?.includes(key)) && !expired.has(key)) {
        expired.add(key);
        return send(
          res,
          410,
          status(
            410,
            'Expired',
            'The provided continue parameter is too old to display a consistent list result. You can start a new list without the continue parameter.',
          ),
        );
      }
      offset = Number(JSON.parse(Buffer.from(query.continue, 'base64').toString('utf8')).offset);
    }
    const limit = query.limit ? Number(query.limit) : matching.length;
    const page = matching.slice(offset, offset + limit);
    const more = offset + limit < matching.length;
    const apiVersion = group ? `${group}/${version}` : version;
    const items = page.map((o) => {
      const copy = structuredClone(o) as Record<string, unknown>;
      if (BUILTIN_NO_TYPE_META(resource)) {
        delete copy.apiVersion;
        delete copy.kind;
      } else {
        copy.apiVersion = apiVersion;
      }
      return copy;
    });
    const body = {
      kind: `${resource.kind}List`,
      apiVersion,
      metadata: { resourceVersion: '1000', ...(more ? { continue: Buffer.from(JSON.stringify({ offset: offset + limit })).toString('base64') } : {}) },
      items,
    };
    send(res, 200, body, gzip);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `${options.plainHttp ? 'http' : 'https'}://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    token,
    caPem: pki.caPem,
    requests,
    writeKubeconfig(dir, kc = {}) {
      const context = kc.context ?? 'fake';
      const file = join(dir, kc.fileName ?? 'kubeconfig');
      writeFileSync(
        file,
        [
          'apiVersion: v1',
          'kind: Config',
          'clusters:',
          `- name: ${context}-cluster`,
          '  cluster:',
          `    server: ${kc.server ?? url}`,
          `    certificate-authority-data: ${Buffer.from(kc.caPem ?? pki.caPem).toString('base64')}`,
          'users:',
          `- name: ${context}-user`,
          '  user:',
          `    token: ${kc.token ?? token}`,
          'contexts:',
          `- name: ${context}`,
          '  context:',
          `    cluster: ${context}-cluster`,
          `    user: ${context}-user`,
          `current-context: ${context}`,
          '',
        ].join('\n'),
      );
      return file;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function send(res: ServerResponse, code: number, body: unknown, gzip = false): void {
  const text = Buffer.from(JSON.stringify(body));
  if (!res.hasHeader('Content-Type')) res.setHeader('Content-Type', 'application/json');
  if (gzip && text.length > 1024) {
    res.setHeader('Content-Encoding', 'gzip');
    res.writeHead(code);
    res.end(gzipSync(text));
    return;
  }
  res.writeHead(code);
  res.end(text);
}

function sendText(res: ServerResponse, text: string, gzip: boolean | undefined): void {
  res.setHeader('Content-Type', 'text/plain; version=0.0.4; charset=utf-8');
  if (gzip && text.length > 1024) {
    res.setHeader('Content-Encoding', 'gzip');
    res.writeHead(200);
    res.end(gzipSync(text));
    return;
  }
  res.writeHead(200);
  res.end(text);
}

function status(code: number, reason: string, message: string) {
  return { kind: 'Status', apiVersion: 'v1', metadata: {}, status: 'Failure', message, reason, code };
}

function forbidden(verb: string, what: string) {
  return status(403, 'Forbidden', `User "system:serviceaccount:ops:upgrade-check" cannot ${verb} ${what}`);
}

function versionInfo(gitVersion: string, emulated: string | undefined) {
  const m = /^v(\d+)\.(\d+)/.exec(gitVersion);
  const [emulationMajor, emulationMinor] = emulated?.split('.') ?? [];
  return {
    major: m?.[1] ?? '1',
    minor: m?.[2] ?? '0',
    ...(emulated ? { emulationMajor, emulationMinor } : {}),
    gitVersion,
    gitCommit: '0000000',
    platform: 'linux/amd64',
  };
}

function groupOf(apiVersion: string): string {
  const slash = apiVersion.indexOf('/');
  return slash < 0 ? '' : apiVersion.slice(0, slash);
}

function meta(o: JsonObject): { name?: string; namespace?: string; labels?: Record<string, string> } {
  return (o.metadata ?? {}) as { name?: string; namespace?: string; labels?: Record<string, string> };
}

function matchesLabels(o: JsonObject, selector: string | undefined): boolean {
  if (!selector) return true;
  const labels = meta(o).labels ?? {};
  return selector.split(',').every((term) => {
    const [key, value] = term.split('=');
    return labels[key] === value;
  });
}

function matchesFields(o: JsonObject, selector: string | undefined): boolean {
  if (!selector) return true;
  return selector.split(',').every((term) => {
    const [key, value] = term.split('=');
    const actual = key.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), o);
    return actual === value;
  });
}

/** GA before beta before alpha, higher numbers first: the order Kubernetes lists versions in. */
function versionPriority(version: string): number {
  const m = /^v(\d+)(?:(alpha|beta)(\d+))?$/.exec(version);
  if (!m) return 0;
  const major = Number(m[1]);
  const stage = m[2] === 'alpha' ? 0 : m[2] === 'beta' ? 1 : 2;
  return stage * 10_000 + major * 100 + Number(m[3] ?? 0);
}

// ---------------------------------------------------------------------------------------------
// Objects as the real cluster would hold them

/**
 * An object as `kubectl apply` leaves it: stored and served in `servedAs`, with the manifest in
 * the last-applied annotation and a managedFields entry in the version it was written in.
 */
export function appliedWithKubectl(manifest: JsonObject, servedAs: string, time = '2025-03-04T10:00:00Z'): JsonObject {
  const metadata = { ...(manifest.metadata ?? {}) } as Record<string, unknown>;
  metadata.annotations = {
    ...((metadata.annotations as Record<string, string>) ?? {}),
    'kubectl.kubernetes.io/last-applied-configuration': JSON.stringify(manifest),
  };
  metadata.managedFields = [
    {
      manager: 'kubectl-client-side-apply',
      operation: 'Update',
      apiVersion: manifest.apiVersion,
      time,
      fieldsType: 'FieldsV1',
      fieldsV1: { 'f:metadata': { 'f:annotations': { '.': {}, 'f:kubectl.kubernetes.io/last-applied-configuration': {} } }, ...contentFields(manifest) },
    },
  ];
  metadata.uid ??= `uid-${randomBytes(6).toString('hex')}`;
  return { ...manifest, apiVersion: servedAs, metadata };
}

function contentFields(manifest: JsonObject): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const key of Object.keys(manifest)) if (!['apiVersion', 'kind', 'metadata', 'status'].includes(key)) fields[`f:${key}`] = {};
  return fields;
}

export interface HelmReleaseSpec {
  name: string;
  namespace: string;
  revision: number;
  status?: string;
  chart: { name: string; version: string };
  manifest: string;
  hooks?: string[];
  /** Helm's storage driver: Secrets (default) or ConfigMaps. */
  driver?: 'secret' | 'configmap';
  /** Values, as Helm stores them (they often hold credentials). */
  config?: Record<string, unknown>;
}

/** One release revision stored the way Helm 3 stores it: base64(gzip(JSON)), base64 once more in a Secret's data. */
export function helmRelease(spec: HelmReleaseSpec): JsonObject {
  const release = {
    name: spec.name,
    namespace: spec.namespace,
    version: spec.revision,
    info: { status: spec.status ?? 'deployed', first_deployed: '2025-01-01T00:00:00Z', last_deployed: '2025-03-01T00:00:00Z', description: 'Upgrade complete' },
    chart: { metadata: { name: spec.chart.name, version: spec.chart.version, apiVersion: 'v2' }, templates: [], values: {} },
    config: spec.config ?? {},
    manifest: spec.manifest,
    hooks: (spec.hooks ?? []).map((manifest, i) => ({ name: `hook-${i}`, kind: 'Job', path: `templates/hook-${i}.yaml`, manifest, events: ['pre-upgrade'] })),
  };
  const helmText = gzipSync(Buffer.from(JSON.stringify(release))).toString('base64');
  const metadata = {
    name: `sh.helm.release.v1.${spec.name}.v${spec.revision}`,
    namespace: spec.namespace,
    labels: { name: spec.name, owner: 'helm', status: spec.status ?? 'deployed', version: String(spec.revision) },
  };
  if (spec.driver === 'configmap') return { apiVersion: 'v1', kind: 'ConfigMap', metadata, data: { release: helmText } };
  return { apiVersion: 'v1', kind: 'Secret', metadata, type: 'helm.sh/release.v1', data: { release: Buffer.from(helmText).toString('base64') } };
}

export interface NodeSpec {
  kubeletVersion: string;
  containerRuntimeVersion?: string;
  kernelVersion?: string;
  osImage?: string;
  labels?: Record<string, string>;
}

export function nodeObject(name: string, spec: NodeSpec): JsonObject {
  return {
    apiVersion: 'v1',
    kind: 'Node',
    metadata: { name, uid: `node-${name}`, labels: { 'kubernetes.io/hostname': name, ...(spec.labels ?? {}) } },
    spec: {},
    status: {
      nodeInfo: {
        kubeletVersion: spec.kubeletVersion,
        kubeProxyVersion: '',
        containerRuntimeVersion: spec.containerRuntimeVersion ?? 'containerd://2.0.5',
        kernelVersion: spec.kernelVersion ?? '6.8.0-1021-aws',
        osImage: spec.osImage ?? 'Ubuntu 24.04.2 LTS',
        operatingSystem: 'linux',
        architecture: 'amd64',
      },
    },
  };
}
