/**
 * Finds the cluster to talk to the way kubectl does (`--kubeconfig`, then `KUBECONFIG` with its
 * files merged first-wins, then `~/.kube/config`, then the pod's service account) and turns the
 * chosen context into request options.
 *
 * This is the one place where a kubeconfig is read, and it reads it as kubectl (client-go) does.
 * `@kubernetes/client-node` 1.x reads several fields differently: it ignores `tokenFile` (it reads a
 * `token-file` that kubectl does not know), resolves only some relative paths, applies no TLS
 * settings to a context without a user, refuses plain-http servers, runs exec plugins without
 * `KUBERNETES_EXEC_INFO`, with an open stdin and with error messages that quote their output, and
 * cannot refresh an `oidc` id-token. So the file is parsed here (js-yaml, as the rest of the tool),
 * credentials are applied in client-go's order (exec plugins in exec-plugin.ts, oidc in oidc.ts),
 * and client-node is left what it does like kubectl: the `proxy-url` agents (http, https, socks5).
 * It is loaded here, only in live mode.
 *
 * Every file is read through the tool's one reader, with a size cap: a kubeconfig, certificate or
 * token file that is a FIFO, a device or huge gives one line, never a hang or an exhausted memory.
 * No error from this module quotes the kubeconfig: a value in it may be a token, a password or a
 * key, and so may anything an exec plugin or identity provider prints.
 */
import { existsSync } from 'node:fs';
import type http from 'node:http';
import type https from 'node:https';
import { BlockList, isIP } from 'node:net';
import { createSecureContext } from 'node:tls';
import { delimiter, dirname, join, resolve, sep } from 'node:path';
import yaml from 'js-yaml';
import { SourceError } from '../../errors.js';
import { isRecord } from '../../kube/workloads.js';
import { KUBERNETES_YAML_SCHEMA } from '../../kube/yaml-schema.js';
import { quote, redactUrls, registerSecret } from '../../redact.js';
import { checkExpansion } from '../alias-expansion.js';
import { byteSize, readInput } from '../read-input.js';
import { EXEC_TIMEOUT_MS, runExecPlugin } from './exec-plugin.js';
import type { ExecConfig, ExecResult } from './exec-plugin.js';
import { responseLimitFrom } from './http.js';
import type { ClientTarget } from './http.js';
import { OidcProvider } from './oidc.js';

const SERVICE_ACCOUNT_TOKEN = '/var/run/secrets/kubernetes.io/serviceaccount/token';

export interface KubeconfigOptions {
  /** `--kubeconfig`: one file, used alone. */
  kubeconfig?: string;
  /** `--context`: a context name; default the kubeconfig's current context. */
  context?: string;
  env: NodeJS.ProcessEnv;
  /** Where the pod's service-account token is looked for; tests point it elsewhere. */
  serviceAccountTokenPath?: string;
  /** Where one-line warnings go (an unverified or unencrypted connection); default stderr. */
  warn?: (line: string) => void;
  /** How long a non-interactive exec plugin may run; tests make it short. */
  execTimeoutMs?: number;
  /** How long the oidc identity provider may take to answer one request; tests make it short. */
  identityProviderTimeoutMs?: number;
  /** The kubeconfig already read (`readKubeconfig`): a run over several contexts reads a pipe once. */
  loaded?: LoadedKubeconfig;
}

/** The merged kubeconfig of a run and the words that name where it came from. */
export interface LoadedKubeconfig {
  readonly config: Kubeconfig;
  readonly source: string;
}

/**
 * The largest kubeconfig, certificate, key or token file read. Real ones are kilobytes (a CA
 * bundle a few hundred); this leaves room and keeps `/dev/zero`-sized mistakes out of memory.
 */
const MAX_FILE_BYTES = 16 * 1024 * 1024;

/** The context a run uses: what the client needs to reach its API server, and the names its errors show. */
export type ResolvedContext = ClientTarget;

// ---------------------------------------------------------------------------------------------
// The kubeconfig, as client-go's api types hold it (tools/clientcmd/api/v1/types.go)

interface ClusterEntry {
  name: string;
  file: string;
  server: string;
  tlsServerName?: string;
  insecureSkipTlsVerify: boolean;
  certificateAuthority?: string;
  certificateAuthorityData?: Buffer;
  proxyUrl?: string;
  disableCompression: boolean;
  /** The `client.authentication.k8s.io/exec` extension, handed to exec plugins with provideClusterInfo. */
  execExtension?: unknown;
}

interface UserEntry {
  name: string;
  file: string;
  clientCertificate?: string;
  clientCertificateData?: Buffer;
  clientKey?: string;
  clientKeyData?: Buffer;
  token?: string;
  tokenFile?: string;
  as?: string;
  asUid?: string;
  asGroups: string[];
  asUserExtra: Record<string, string[]>;
  username?: string;
  password?: string;
  authProvider?: { name: string; config: Record<string, string> };
  exec?: ExecConfig;
}

interface ContextEntry {
  name: string;
  file: string;
  cluster: string;
  user: string;
}

interface Kubeconfig {
  clusters: Map<string, ClusterEntry>;
  users: Map<string, UserEntry>;
  contexts: Map<string, ContextEntry>;
  currentContext: string;
}

const EXEC_API_VERSIONS = new Set(['client.authentication.k8s.io/v1', 'client.authentication.k8s.io/v1beta1']);
const EXEC_EXTENSION = 'client.authentication.k8s.io/exec';

export async function resolveContext(options: KubeconfigOptions): Promise<ResolvedContext> {
  const clientNode = await loadClientNode();
  const maxResponseBytes = responseLimitFrom(options.env);
  const { config, source } = options.loaded ?? loadConfig(options);
  const contextName = options.context ?? config.currentContext;
  const available = [...config.contexts.keys()].map(redactUrls);
  const list = available.length ? ` (available: ${available.join(', ')})` : '';
  if (config.contexts.size === 0 && config.clusters.size === 0 && config.users.size === 0) {
    throw new SourceError(
      `${source} is empty: it defines no cluster, user or context; point --kubeconfig or KUBECONFIG at the kubeconfig of your cluster (to check manifests instead, pass -f PATH)`,
    );
  }
  if (!contextName) throw new SourceError(`no current context in ${source}; pass --context NAME${list}`);
  const context = config.contexts.get(contextName);
  const shownContext = redactUrls(contextName);
  if (!context) throw new SourceError(`context "${shownContext}" not found in ${source}${list}`);
  if (!context.cluster) throw new SourceError(`context "${shownContext}" in kubeconfig ${context.file} names no cluster; set its context.cluster`);
  const cluster = config.clusters.get(context.cluster);
  if (!cluster) throw new SourceError(`context "${shownContext}" refers to cluster "${redactUrls(context.cluster)}", which ${source} does not define`);
  const user = context.user ? config.users.get(context.user) : anonymousUser(context.file);
  if (!user) throw new SourceError(`context "${shownContext}" refers to user "${redactUrls(context.user)}", which ${source} does not define`);

  const endpoint = serverUrl(cluster, user);
  const shownServer = redactUrls(endpoint);
  const plainHttp = endpoint.startsWith('http:');
  validateCluster(cluster);
  validateUser(user);
  registerUserSecrets(user);
  const proxyUrl = cluster.proxyUrl ?? proxyFromEnvironment(endpoint, options.env);
  if (proxyUrl) registerUrlPassword(proxyUrl);

  const warn = options.warn ?? ((line: string) => process.stderr.write(line));
  if (plainHttp) {
    warn(
      `warning: context "${shownContext}" reaches its API server over plain HTTP (${shownServer}): the traffic is not encrypted, and (as with kubectl) the user's credentials are not sent\n`,
    );
  } else if (cluster.insecureSkipTlsVerify) {
    warn(
      `warning: context "${shownContext}" does not verify the API server's certificate (insecure-skip-tls-verify: true in cluster "${redactUrls(cluster.name)}"): anyone on the way to ${shownServer} can read and change the traffic, credentials included\n`,
    );
  }

  const where = `context "${shownContext}" (${shownServer})`;
  const credentials = new Credentials(user, cluster, options.env, warn, {
    execMs: options.execTimeoutMs ?? EXEC_TIMEOUT_MS,
    identityProviderMs: options.identityProviderTimeoutMs,
  });
  return {
    context: shownContext,
    cluster: redactUrls(cluster.name),
    user: redactUrls(context.user),
    server: shownServer,
    endpoint,
    source,
    proxied: Boolean(proxyUrl),
    proxy: proxyUrl ? redactUrls(proxyUrl) : undefined,
    disableCompression: cluster.disableCompression,
    maxResponseBytes,
    async applyTo(requestOptions) {
      const headers = (requestOptions.headers ?? {}) as Record<string, string | string[]>;
      requestOptions.headers = headers;
      impersonate(user, headers);
      // client-go reads TLS settings and the user's credentials only for an https server (rest.IsConfigTransportTLS).
      const tls: TlsMaterial = {};
      if (!plainHttp) {
        // client-go: data wins over the file of the same setting.
        tls.ca =
          cluster.certificateAuthorityData ?? readSetting(cluster.certificateAuthority, `certificate-authority of cluster "${redactUrls(cluster.name)}"`);
        usable(
          { ca: tls.ca },
          `the certificate authority of cluster "${redactUrls(cluster.name)}" in kubeconfig ${cluster.file}`,
          'certificate-authority-data or certificate-authority',
        );
        if (tls.ca) requestOptions.ca = tls.ca;
        if (cluster.insecureSkipTlsVerify) requestOptions.rejectUnauthorized = false;
        if (cluster.tlsServerName) requestOptions.servername = cluster.tlsServerName;
        try {
          Object.assign(tls, await credentials.apply(requestOptions, headers, tls.ca));
        } catch (error) {
          if (error instanceof SourceError) throw new SourceError(`credentials for ${where} could not be obtained: ${error.message}`);
          throw new SourceError(`credentials for ${where} could not be obtained: ${quote(error instanceof Error ? error.message : String(error))}`);
        }
      }
      if (proxyUrl) requestOptions.agent = await proxyAgent(clientNode, { ...cluster, proxyUrl }, endpoint, tls);
    },
  };
}

/** Reads the kubeconfig of a run once, for `contextsOf` and then each context's `resolveContext`. */
export function readKubeconfig(options: Pick<KubeconfigOptions, 'kubeconfig' | 'env' | 'serviceAccountTokenPath'>): LoadedKubeconfig {
  return loadConfig(options);
}

/** A context as a run over several names it before connecting: its name as given, as shown, and its server as shown. */
export interface ContextListing {
  name: string;
  shown: string;
  server: string;
}

/** The contexts a kubeconfig defines, in its order, and its current one. */
export function contextsOf(loaded: LoadedKubeconfig): { contexts: ContextListing[]; current: string | undefined } {
  const contexts = [...loaded.config.contexts.values()].map((context) => ({
    name: context.name,
    shown: redactUrls(context.name),
    server: shownServer(loaded.config, context),
  }));
  return { contexts, current: loaded.config.currentContext || undefined };
}

/** The server of a context as resolveContext names it, or as written when it would refuse it (the error says why). */
function shownServer(config: Kubeconfig, context: ContextEntry): string {
  const cluster = config.clusters.get(context.cluster);
  if (!cluster) return '';
  try {
    return redactUrls(serverUrl(cluster, config.users.get(context.user) ?? anonymousUser(context.file)));
  } catch {
    return redactUrls(cluster.server);
  }
}

type ClientNode = typeof import('@kubernetes/client-node');

/**
 * Loads `@kubernetes/client-node`, which only live mode needs. The single-file plugin keeps it in
 * `kubectl-upgrade_check.client-node.mjs` beside the CLI file; without it (or without the npm
 * package's dependencies) the run ends with what to install rather than a module error.
 */
export async function loadClientNode(load: () => Promise<ClientNode> = () => import('@kubernetes/client-node')): Promise<ClientNode> {
  try {
    return await load();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException)?.code;
    if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') throw error;
    throw new SourceError(clientNodeMissing(error instanceof Error ? error.message : String(error)));
  }
}

const MANIFESTS_INSTEAD = 'to check manifests instead, pass -f PATH';

function clientNodeMissing(message: string): string {
  const missing = /Cannot find (?:module|package) '([^']+)'/.exec(message)?.[1];
  if (missing?.endsWith('.client-node.mjs')) {
    return `checking a live cluster needs ${missing}, which is missing: keep kubectl-upgrade_check.client-node.mjs in the same directory as kubectl-upgrade_check.mjs (both are in the release archive; kubectl krew install upgrade-check installs them together); ${MANIFESTS_INSTEAD}`;
  }
  return `checking a live cluster needs the npm package @kubernetes/client-node, which could not be loaded (${quote(missing ?? message, 120)}): reinstall k8s-upgrade-check with its dependencies (npm install -g k8s-upgrade-check); ${MANIFESTS_INSTEAD}`;
}

// ---------------------------------------------------------------------------------------------
// Finding and reading the files

function loadConfig(options: Pick<KubeconfigOptions, 'kubeconfig' | 'env' | 'serviceAccountTokenPath'>): { config: Kubeconfig; source: string } {
  if (options.kubeconfig) {
    // Named on purpose, a pipe is read as -f reads one: `--kubeconfig <(sops -d kubeconfig.enc)`.
    return { config: loadFiles([options.kubeconfig], '; check --kubeconfig', true), source: `kubeconfig ${options.kubeconfig}` };
  }
  const fromEnv = (options.env.KUBECONFIG ?? '').split(delimiter).filter((f) => f !== '');
  if (fromEnv.length > 0) {
    // kubectl skips files in KUBECONFIG that do not exist.
    const files = fromEnv.filter((f) => existsSync(f));
    if (files.length === 0) throw new SourceError(`none of the files in KUBECONFIG exist (${fromEnv.join(delimiter)}); fix KUBECONFIG or pass --kubeconfig`);
    return { config: loadFiles(files, '; fix KUBECONFIG or pass --kubeconfig'), source: `kubeconfig ${files.join(delimiter)} (KUBECONFIG)` };
  }
  const home = options.env.HOME ?? options.env.USERPROFILE;
  const defaultFile = home ? join(home, '.kube', 'config') : undefined;
  if (defaultFile && existsSync(defaultFile)) return { config: loadFiles([defaultFile]), source: `kubeconfig ${defaultFile}` };
  const tokenPath = options.serviceAccountTokenPath ?? SERVICE_ACCOUNT_TOKEN;
  const { KUBERNETES_SERVICE_HOST: host, KUBERNETES_SERVICE_PORT: port } = options.env;
  if (host && port && existsSync(tokenPath)) return { config: inClusterConfig(host, port, tokenPath), source: "the pod's service account" };
  throw new SourceError(
    'no kubeconfig found: pass --kubeconfig FILE, set KUBECONFIG, create ~/.kube/config, or run inside a pod with a service account (to check manifests instead, pass -f PATH)',
  );
}

/**
 * Merges kubeconfig files like kubectl (clientcmd's loader): the first file to define a cluster,
 * user or context by a name wins it whole, and the current context is the first file's that has one.
 * `hint` ends the error of a file that cannot be read: what to check.
 */
function loadFiles(files: string[], hint = '', streams = false): Kubeconfig {
  const merged = emptyConfig();
  for (const file of files) {
    const single = parseKubeconfig(file, hint, streams);
    for (const key of ['clusters', 'users', 'contexts'] as const) {
      const into = merged[key] as Map<string, unknown>;
      for (const [name, entry] of single[key]) if (!into.has(name)) into.set(name, entry);
    }
    if (!merged.currentContext) merged.currentContext = single.currentContext;
  }
  return merged;
}

/** What rest.InClusterConfig builds: https to the service address, the mounted token and CA. */
function inClusterConfig(host: string, port: string, tokenPath: string): Kubeconfig {
  const config = emptyConfig();
  const caFile = join(dirname(tokenPath), 'ca.crt');
  const server = `https://${isIP(host) === 6 ? `[${host}]` : host}:${port}`;
  config.clusters.set('inCluster', {
    name: 'inCluster',
    file: tokenPath,
    server,
    insecureSkipTlsVerify: false,
    disableCompression: false,
    certificateAuthority: existsSync(caFile) ? caFile : undefined,
  });
  config.users.set('inClusterUser', { ...anonymousUser(tokenPath), name: 'inClusterUser', tokenFile: tokenPath });
  config.contexts.set('inClusterContext', { name: 'inClusterContext', file: tokenPath, cluster: 'inCluster', user: 'inClusterUser' });
  config.currentContext = 'inClusterContext';
  return config;
}

function emptyConfig(): Kubeconfig {
  return { clusters: new Map(), users: new Map(), contexts: new Map(), currentContext: '' };
}

function anonymousUser(file: string): UserEntry {
  return { name: '', file, asGroups: [], asUserExtra: {} };
}

/** One file, read as client-go reads it: YAML into the v1 types, relative paths against the file's directory. */
function parseKubeconfig(file: string, hint: string, streams: boolean): Kubeconfig {
  const read = readInput(file, { maxBytes: MAX_FILE_BYTES, streams });
  if ('failure' in read) throw new SourceError(`cannot read kubeconfig ${file}: ${read.failure.reason}${hint}`);
  const { text } = read;
  let document: unknown;
  try {
    // json: a key given twice takes its last value, as sigs.k8s.io/yaml does, rather than an error.
    document = yaml.load(text, { schema: KUBERNETES_YAML_SCHEMA, json: true });
  } catch (error) {
    throw new SourceError(syntaxError(file, error));
  }
  // An exec extension is handed to the plugin as JSON: aliases that repeat without end would be expanded there.
  const expansion = checkExpansion(document, undefined, text.length);
  if (!expansion.ok) throw new SourceError(`kubeconfig ${file} cannot be read: ${expansion.reason}; fix the file`);
  const config = emptyConfig();
  // An empty file is an empty kubeconfig to kubectl; only a run with nothing at all is an error.
  if (document === undefined || document === null) return config;
  if (!isRecord(document)) {
    throw new SourceError(
      `kubeconfig ${file} is not a kubeconfig: it holds no mapping of clusters, users and contexts; point --kubeconfig or KUBECONFIG at the right file`,
    );
  }
  const top = new Fields(document, `kubeconfig ${file}`);
  const base = dirname(resolve(file));
  for (const [name, fields] of top.named('clusters', 'cluster')) config.clusters.set(name, readCluster(name, fields, file, base));
  for (const [name, fields] of top.named('users', 'user')) config.users.set(name, readUser(name, fields, file, base));
  for (const [name, fields] of top.named('contexts', 'context')) {
    config.contexts.set(name, { name, file, cluster: fields.string('cluster') ?? '', user: fields.string('user') ?? '' });
  }
  config.currentContext = top.string('current-context') ?? '';
  return config;
}

function readCluster(name: string, fields: Fields, file: string, base: string): ClusterEntry {
  const ca = fields.string('certificate-authority');
  const extension = fields.list('extensions').find((entry) => entry.string('name') === EXEC_EXTENSION);
  return {
    name,
    file,
    server: fields.string('server') ?? '',
    tlsServerName: fields.string('tls-server-name'),
    insecureSkipTlsVerify: fields.bool('insecure-skip-tls-verify'),
    certificateAuthority: ca ? resolve(base, ca) : undefined,
    certificateAuthorityData: fields.bytes('certificate-authority-data'),
    proxyUrl: fields.string('proxy-url'),
    disableCompression: fields.bool('disable-compression'),
    execExtension: extension?.raw.extension,
  };
}

function readUser(name: string, fields: Fields, file: string, base: string): UserEntry {
  const path = (key: string) => {
    const value = fields.string(key);
    return value ? resolve(base, value) : undefined;
  };
  const provider = fields.record('auth-provider');
  const exec = fields.record('exec');
  let execConfig: ExecConfig | undefined;
  if (exec) {
    const command = exec.string('command') ?? '';
    const apiVersion = exec.string('apiVersion') ?? '';
    execConfig = {
      // A command with a path separator is relative to the kubeconfig; a bare name is looked up on PATH.
      command: command.includes(sep) ? resolve(base, command) : command,
      args: exec.strings('args'),
      env: exec.list('env').map((entry) => ({ name: entry.string('name') ?? '', value: entry.string('value') ?? '' })),
      apiVersion,
      provideClusterInfo: exec.bool('provideClusterInfo'),
      // client-go's defaults: v1beta1 plugins may use a terminal; v1 plugins must say.
      interactiveMode: exec.string('interactiveMode') ?? (apiVersion === 'client.authentication.k8s.io/v1beta1' ? 'IfAvailable' : ''),
    };
  }
  return {
    name,
    file,
    clientCertificate: path('client-certificate'),
    clientCertificateData: fields.bytes('client-certificate-data'),
    clientKey: path('client-key'),
    clientKeyData: fields.bytes('client-key-data'),
    token: fields.string('token'),
    tokenFile: path('tokenFile'),
    as: fields.string('as'),
    asUid: fields.string('as-uid'),
    asGroups: fields.strings('as-groups'),
    asUserExtra: fields.stringLists('as-user-extra'),
    username: fields.string('username'),
    password: fields.string('password'),
    authProvider: provider ? { name: provider.string('name') ?? '', config: provider.stringMap('config') } : undefined,
    exec: execConfig,
  };
}

/**
 * Typed access to one mapping of the file, with errors that name the field and never its value.
 * Like client-go, unknown fields are ignored and empty values count as unset.
 */
class Fields {
  constructor(
    readonly raw: Record<string, unknown>,
    private readonly where: string,
  ) {}

  string(key: string): string | undefined {
    const value = this.raw[key];
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string') throw this.invalid(key, 'a string');
    return value;
  }

  bool(key: string): boolean {
    const value = this.raw[key];
    if (value === undefined || value === null) return false;
    if (typeof value === 'boolean') return value;
    // sigs.k8s.io/yaml reads YAML 1.1, where these words are booleans.
    if (typeof value === 'string' && YAML11_BOOLEANS.has(value)) return YAML11_BOOLEANS.get(value)!;
    throw this.invalid(key, 'true or false');
  }

  /** A `[]byte` field: base64 in the file. */
  bytes(key: string): Buffer | undefined {
    const text = this.string(key)?.replace(/[\r\n]/g, '');
    if (text === undefined) return undefined;
    if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(text)) throw this.invalid(key, 'base64');
    return Buffer.from(text, 'base64');
  }

  strings(key: string): string[] {
    const value = this.raw[key];
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) throw this.invalid(key, 'a list of strings');
    return value as string[];
  }

  stringMap(key: string): Record<string, string> {
    const value = this.raw[key];
    if (value === undefined || value === null) return {};
    if (!isRecord(value) || !Object.values(value).every((v) => typeof v === 'string')) throw this.invalid(key, 'a mapping of strings');
    return { ...(value as Record<string, string>) };
  }

  stringLists(key: string): Record<string, string[]> {
    const value = this.raw[key];
    if (value === undefined || value === null) return {};
    if (!isRecord(value) || !Object.values(value).every((v) => Array.isArray(v) && v.every((s) => typeof s === 'string')))
      throw this.invalid(key, 'a mapping of string lists');
    return { ...(value as Record<string, string[]>) };
  }

  record(key: string): Fields | undefined {
    const value = this.raw[key];
    if (value === undefined || value === null) return undefined;
    if (!isRecord(value)) throw this.invalid(key, 'a mapping');
    return new Fields(value, `${this.where}, ${key}`);
  }

  list(key: string): Fields[] {
    const value = this.raw[key];
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) throw this.invalid(key, 'a list');
    return value.map((item, i) => {
      if (!isRecord(item)) throw this.invalid(`${key}[${i}]`, 'a mapping');
      return new Fields(item, `${this.where}, ${key}[${i}]`);
    });
  }

  /** `clusters: [{name, cluster: {...}}]` and its kind: names must be unique in a file, as clientcmd's conversion requires. */
  named(key: string, inner: string): [string, Fields][] {
    const seen = new Set<string>();
    return this.list(key).map((entry, i) => {
      const name = entry.string('name') ?? '';
      if (seen.has(name)) throw new SourceError(`${this.where} defines the ${inner} "${redactUrls(name)}" twice; remove one of them`);
      seen.add(name);
      const body = entry.raw[inner];
      if (body !== undefined && body !== null && !isRecord(body)) throw this.invalid(`${key}[${i}].${inner}`, 'a mapping');
      return [name, new Fields(isRecord(body) ? body : {}, `${this.where}, ${inner} "${redactUrls(name)}"`)];
    });
  }

  private invalid(key: string, expected: string): SourceError {
    return new SourceError(`${this.where}: ${key} must be ${expected}; fix the file (kubectl cannot read it either)`);
  }
}

const YAML11_BOOLEANS = new Map<string, boolean>(
  ['y', 'Y', 'yes', 'Yes', 'YES', 'on', 'On', 'ON']
    .map((w) => [w, true] as [string, boolean])
    .concat(['n', 'N', 'no', 'No', 'NO', 'off', 'Off', 'OFF'].map((w) => [w, false])),
);

/**
 * js-yaml's message quotes the lines around the error, and those may hold a token or a key: only
 * the position, and the parser's reason when it is one of its fixed phrases, are said.
 */
function syntaxError(file: string, error: unknown): string {
  const exception = error instanceof yaml.YAMLException ? error : undefined;
  const mark = exception?.mark;
  const at = mark ? ` at line ${mark.line + 1}, column ${mark.column + 1}` : '';
  const reason = exception?.reason && /^[a-z][a-z ,;()-]*$/i.test(exception.reason) ? ` (${exception.reason})` : '';
  return `kubeconfig ${file} is not valid YAML${at}${reason}: fix the file, or point --kubeconfig or KUBECONFIG at another one`;
}

// ---------------------------------------------------------------------------------------------
// What kubectl checks before it connects (clientcmd's validation and rest.Config)

/** The server URL; like client-go, an address without a scheme is https when TLS settings say so. */
function serverUrl(cluster: ClusterEntry, user: UserEntry): string {
  const where = `cluster "${redactUrls(cluster.name)}" in kubeconfig ${cluster.file}`;
  if (!cluster.server) throw new SourceError(`${where} has no server; set its cluster.server to the API server's address (https://HOST:PORT)`);
  let server = cluster.server.replace(/\/+$/, '');
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(server)) {
    const tls =
      cluster.certificateAuthority || cluster.certificateAuthorityData || cluster.insecureSkipTlsVerify || user.clientCertificate || user.clientCertificateData;
    server = `${tls ? 'https' : 'http'}://${server}`;
  }
  let url: URL;
  try {
    url = new URL(server);
  } catch {
    throw new SourceError(`${where} has a server address that is not a URL; set its cluster.server to https://HOST:PORT`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new SourceError(`${where} has a server address with the scheme "${url.protocol}"; use https:// (or http://)`);
  return server;
}

function validateCluster(cluster: ClusterEntry): void {
  const where = `cluster "${redactUrls(cluster.name)}" in kubeconfig ${cluster.file}`;
  if (cluster.insecureSkipTlsVerify && (cluster.certificateAuthority || cluster.certificateAuthorityData)) {
    // client-go's transport refuses this: "specifying a root certificates file with the insecure flag is not allowed".
    throw new SourceError(`${where} sets insecure-skip-tls-verify together with a certificate authority, which kubectl refuses too; remove one of them`);
  }
  if (cluster.proxyUrl) {
    let scheme: string;
    try {
      scheme = new URL(cluster.proxyUrl).protocol;
    } catch {
      throw new SourceError(`${where} has a proxy-url that is not a URL; use http://, https:// or socks5://HOST:PORT`);
    }
    if (!['http:', 'https:', 'socks5:'].includes(scheme))
      throw new SourceError(`${where} has a proxy-url with the scheme "${scheme}"; kubectl accepts http, https and socks5`);
  }
}

function validateUser(user: UserEntry): void {
  const where = `user "${redactUrls(user.name)}" in kubeconfig ${user.file}`;
  const token = Boolean(user.token || user.tokenFile);
  const basic = Boolean(user.username || user.password);
  if (token && basic) throw new SourceError(`${where} has both a token and a username/password, which kubectl refuses too; keep one of them`);
  const cert = Boolean(user.clientCertificate || user.clientCertificateData);
  const key = Boolean(user.clientKey || user.clientKeyData);
  if (cert && !key) throw new SourceError(`${where} has a client certificate but no client-key or client-key-data; add the key`);
  if (key && !cert) throw new SourceError(`${where} has a client key but no client-certificate or client-certificate-data; add the certificate`);
  if (user.exec && user.authProvider) throw new SourceError(`${where} has both exec and auth-provider, which kubectl refuses too; keep one of them`);
  if (user.exec) {
    if (!user.exec.command) throw new SourceError(`${where} has an exec plugin without a command; set exec.command`);
    if (!EXEC_API_VERSIONS.has(user.exec.apiVersion)) {
      throw new SourceError(
        `${where} has an exec plugin with ${user.exec.apiVersion ? 'an unknown' : 'no'} apiVersion; set exec.apiVersion to client.authentication.k8s.io/v1 (or v1beta1)`,
      );
    }
    if (!['Never', 'IfAvailable', 'Always'].includes(user.exec.interactiveMode)) {
      throw new SourceError(
        `${where} has an exec plugin without a valid interactiveMode, which client.authentication.k8s.io/v1 requires; set exec.interactiveMode to Never, IfAvailable or Always`,
      );
    }
    if (user.exec.env.some((e) => !e.name)) throw new SourceError(`${where} has an exec env entry without a name; fix exec.env`);
  }
  if (user.authProvider && user.authProvider.name !== 'oidc') {
    const replacement: Record<string, string> = { gcp: 'the gke-gcloud-auth-plugin exec plugin', azure: 'the kubelogin exec plugin' };
    const name = user.authProvider.name;
    throw new SourceError(
      replacement[name]
        ? `${where} uses the ${name} auth-provider, which kubectl no longer has; use ${replacement[name]} instead`
        : `${where} uses an auth-provider kubectl does not have${name ? '' : ' (no name)'}; kubectl knows only oidc: use an exec plugin instead`,
    );
  }
}

function registerUserSecrets(user: UserEntry): void {
  registerSecret(user.token);
  registerSecret(user.password);
  registerSecret(user.clientKeyData?.toString('utf8'));
  // A plugin's stderr has all of its env values taken out where it is quoted; only secret ones are
  // blanked everywhere, since a region or a profile name would blank ordinary words in every message.
  for (const entry of user.exec?.env ?? []) if (SECRET_NAME.test(entry.name)) registerSecret(entry.value);
  // Not the issuer URL or the client id, which name things messages must still show.
  for (const key of ['id-token', 'refresh-token', 'client-secret']) registerSecret(user.authProvider?.config[key]);
}

const SECRET_NAME = /secret|token|password|passwd|key|credential|auth|session|private/i;

function registerUrlPassword(url: string): void {
  try {
    registerSecret(decodeURIComponent(new URL(url).password));
  } catch {
    // not a URL: nothing to register
  }
}

/** Go's http.ProxyFromEnvironment, which kubectl uses when the kubeconfig names no proxy-url. */
export function proxyFromEnvironment(server: string, env: NodeJS.ProcessEnv): string | undefined {
  const url = new URL(server);
  const value = url.protocol === 'https:' ? env.HTTPS_PROXY || env.https_proxy : env.HTTP_PROXY || env.http_proxy;
  if (!value || bypassesProxy(url, env.NO_PROXY || env.no_proxy || '')) return undefined;
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`;
}

/**
 * Whether Go's net/http, and so kubectl, sends requests to the server without the proxy, as
 * golang.org/x/net/http/httpproxy reads NO_PROXY: never to localhost or a loopback address; `*` for
 * every host; an IP range (`10.0.0.0/8`) or address for addresses; `y.com` for y.com and its
 * subdomains, `.y.com` and `*.y.com` for its subdomains only; a `:port` only for that port.
 */
function bypassesProxy(url: URL, noProxy: string): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const family = isIP(host);
  if (host === 'localhost' || (family === 4 && host.startsWith('127.')) || (family === 6 && sameAddress(host, '::1'))) return true;
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  for (const raw of noProxy.split(',')) {
    const entry = raw.trim().toLowerCase();
    if (entry === '') continue;
    if (entry === '*') return true;
    const range = /^([^/]+)\/(\d+)$/.exec(entry);
    if (range && isIP(range[1])) {
      if (family !== 0 && inRange(host, range[1], Number(range[2]))) return true;
      continue;
    }
    const [entryHost, entryPort] = splitHostPort(entry);
    if (isIP(entryHost)) {
      if (family !== 0 && sameAddress(host, entryHost) && (entryPort === '' || entryPort === port)) return true;
      continue;
    }
    if (entryHost === '') continue;
    const domain = entryHost.startsWith('*.') ? entryHost.slice(1) : entryHost;
    const withHost = !domain.startsWith('.');
    const suffix = withHost ? `.${domain}` : domain;
    if ((host.endsWith(suffix) || (withHost && host === domain)) && (entryPort === '' || entryPort === port)) return true;
  }
  return false;
}

/** `host:port` or `[ipv6]:port` apart; anything else (`host`, a bare IPv6 address) is all host, as Go's SplitHostPort fails on it. */
function splitHostPort(entry: string): [string, string] {
  const bracketed = /^\[([^\]]*)\]:(\d*)$/.exec(entry);
  if (bracketed) return [bracketed[1], bracketed[2]];
  const colon = entry.indexOf(':');
  return colon > 0 && colon === entry.lastIndexOf(':') ? [entry.slice(0, colon), entry.slice(colon + 1)] : [entry, ''];
}

function familyName(address: string): 'ipv4' | 'ipv6' {
  return isIP(address) === 6 ? 'ipv6' : 'ipv4';
}

function inRange(address: string, network: string, prefix: number): boolean {
  const list = new BlockList();
  try {
    list.addSubnet(network, prefix, familyName(network));
  } catch {
    return false;
  }
  return list.check(address, familyName(address));
}

function sameAddress(a: string, b: string): boolean {
  const list = new BlockList();
  list.addAddress(b, familyName(b));
  return list.check(a, familyName(a));
}

function impersonate(user: UserEntry, headers: Record<string, string | string[]>): void {
  if (user.as) headers['Impersonate-User'] = user.as;
  if (user.asUid) headers['Impersonate-Uid'] = user.asUid;
  if (user.asGroups.length) headers['Impersonate-Group'] = user.asGroups;
  for (const [key, values] of Object.entries(user.asUserExtra)) headers[`Impersonate-Extra-${encodeURIComponent(key)}`] = values;
}

// ---------------------------------------------------------------------------------------------
// Credentials, in client-go's order

interface TlsMaterial {
  ca?: Buffer;
  cert?: Buffer | string;
  key?: Buffer | string;
}

class Credentials {
  private exec?: Promise<ExecResult>;
  private execExpiresAt?: number;
  private oidc?: OidcProvider;

  constructor(
    private readonly user: UserEntry,
    private readonly cluster: ClusterEntry,
    private readonly env: NodeJS.ProcessEnv,
    private readonly warn: (line: string) => void,
    private readonly timeouts: { execMs: number; identityProviderMs?: number },
  ) {}

  /** The user's credentials for one round of requests; files are read again each time (rotation). */
  async apply(options: https.RequestOptions, headers: Record<string, string | string[]>, ca: Buffer | undefined): Promise<TlsMaterial> {
    const { user } = this;
    const tls: TlsMaterial = {};
    const staticCert = Boolean(user.clientCertificate || user.clientCertificateData);
    if (staticCert) {
      tls.cert = user.clientCertificateData ?? readSetting(user.clientCertificate, `client-certificate of user "${redactUrls(user.name)}"`);
      tls.key = user.clientKeyData ?? readSetting(user.clientKey, `client-key of user "${redactUrls(user.name)}"`);
      registerSecret(tls.key?.toString());
      usable(
        tls,
        `the client certificate and key of user "${redactUrls(user.name)}"`,
        'client-certificate-data and client-key-data (or client-certificate and client-key)',
      );
    }
    if (user.token || user.tokenFile) {
      headers.Authorization = `Bearer ${this.bearerToken()}`;
    } else if (user.username || user.password) {
      options.auth = `${user.username ?? ''}:${user.password ?? ''}`;
    } else if (user.exec && !staticCert) {
      // An exec plugin runs only when no token, password or certificate is given (exec.UpdateTransportConfig).
      const result = await this.execCredential(user.exec, ca);
      if (result.token) headers.Authorization = `Bearer ${result.token}`;
      if (result.cert) {
        tls.cert = result.cert;
        tls.key = result.key;
        usable(tls, `the client certificate and key from the exec plugin "${user.exec.command}"`, 'the plugin');
      }
    } else if (user.authProvider) {
      headers.Authorization = await this.oidcProvider().authorization();
    }
    if (tls.cert) {
      options.cert = tls.cert;
      options.key = tls.key;
    }
    return tls;
  }

  /** A tokenFile is read on each round and wins over token while it can be read (client-go's cached file token source). */
  private bearerToken(): string {
    const { user } = this;
    if (user.tokenFile) {
      const read = readInput(user.tokenFile, MAX_FILE_BYTES);
      if ('failure' in read && !user.token)
        throw new SourceError(`cannot read the tokenFile ${user.tokenFile} of user "${redactUrls(user.name)}": ${read.failure.reason}`);
      const text = 'text' in read ? read.text.trim() : '';
      if (text) {
        registerSecret(text);
        return text;
      }
      if (!user.token) throw new SourceError(`the tokenFile ${user.tokenFile} of user "${redactUrls(user.name)}" is empty`);
    }
    return user.token!;
  }

  private execCredential(exec: ExecConfig, ca: Buffer | undefined): Promise<ExecResult> {
    if (!this.exec || (this.execExpiresAt !== undefined && Date.now() >= this.execExpiresAt)) {
      const running = runExecPlugin(exec, {
        userName: redactUrls(this.user.name),
        clusterInfo: exec.provideClusterInfo ? execClusterInfo(this.cluster, ca) : undefined,
        env: this.env,
        timeoutMs: this.timeouts.execMs,
      });
      this.exec = running;
      this.execExpiresAt = undefined;
      running.then(
        (result) => (this.execExpiresAt = result.expiresAt),
        () => (this.exec = undefined),
      );
    }
    return this.exec;
  }

  /** One provider for the run, so that a refreshed id-token is used until it expires. */
  private oidcProvider(): OidcProvider {
    const { user } = this;
    const config = user.authProvider?.config ?? {};
    const who = `of user "${redactUrls(user.name)}"`;
    this.oidc ??= new OidcProvider({
      userName: redactUrls(user.name),
      config,
      // client-go: data wins over the file, which (unlike the cluster's) is not relative to the kubeconfig.
      certificateAuthority: () =>
        decodeBase64Setting(config['idp-certificate-authority-data'], `auth-provider idp-certificate-authority-data ${who}`) ??
        readSetting(config['idp-certificate-authority'], `auth-provider idp-certificate-authority ${who}`),
      warn: this.warn,
      timeoutMs: this.timeouts.identityProviderMs,
    });
    return this.oidc;
  }
}

function decodeBase64Setting(value: string | undefined, what: string): Buffer | undefined {
  if (!value) return undefined;
  const text = value.replace(/[\r\n]/g, '');
  if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(text)) throw new SourceError(`the ${what} is not base64; fix the kubeconfig`);
  return Buffer.from(text, 'base64');
}

/** Node's TLS says why a certificate or key cannot be used (its OpenSSL reason quotes nothing of it); the request would only say so later, as a connection error. */
function usable(material: TlsMaterial, what: string, check: string): void {
  if (!material.ca && !material.cert) return;
  try {
    createSecureContext({ ca: material.ca, cert: material.cert, key: material.key });
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).replace(/^error:[0-9A-F]+:/, '');
    throw new SourceError(`${what} cannot be used (${quote(reason, 80)}); check ${check}`);
  }
}

/**
 * A file a kubeconfig names (a certificate authority, client certificate or key), through the
 * tool's reader: a FIFO, a device or a huge file is refused with why. These files are PEM, which
 * is text; the bytes are given to TLS as the file holds them.
 */
function readSetting(file: string | undefined, what: string): Buffer | undefined {
  if (!file) return undefined;
  const read = readInput(file, MAX_FILE_BYTES);
  if ('failure' in read)
    throw new SourceError(`cannot read the ${what} (${file}): ${read.failure.reason}; point it at a PEM file (at most ${byteSize(MAX_FILE_BYTES)})`);
  return Buffer.from(read.text, 'utf8');
}

/** spec.cluster of KUBERNETES_EXEC_INFO (clientauthentication.Cluster), for plugins with provideClusterInfo. */
function execClusterInfo(cluster: ClusterEntry, ca: Buffer | undefined): Record<string, unknown> {
  return {
    server: cluster.server,
    ...(cluster.tlsServerName ? { 'tls-server-name': cluster.tlsServerName } : {}),
    ...(cluster.insecureSkipTlsVerify ? { 'insecure-skip-tls-verify': true } : {}),
    ...(ca ? { 'certificate-authority-data': ca.toString('base64') } : {}),
    ...(cluster.proxyUrl ? { 'proxy-url': cluster.proxyUrl } : {}),
    ...(cluster.disableCompression ? { 'disable-compression': true } : {}),
    ...(cluster.execExtension !== undefined ? { config: cluster.execExtension } : {}),
  };
}

/**
 * client-node's proxy agents (hpagent for http and https proxies, socks-proxy-agent for socks5),
 * made by its KubeConfig from the TLS material read above.
 */
async function proxyAgent(clientNode: ClientNode, cluster: ClusterEntry & { proxyUrl: string }, endpoint: string, tls: TlsMaterial): Promise<http.Agent> {
  const base64 = (value: Buffer | string | undefined) => (value === undefined ? undefined : Buffer.from(value).toString('base64'));
  const config = new clientNode.KubeConfig();
  config.loadFromOptions({
    clusters: [
      {
        name: 'cluster',
        server: endpoint,
        proxyUrl: cluster.proxyUrl,
        skipTLSVerify: cluster.insecureSkipTlsVerify,
        tlsServerName: cluster.tlsServerName,
        caData: base64(tls.ca),
      },
    ],
    users: [{ name: 'user', certData: base64(tls.cert), keyData: base64(tls.key) }],
    contexts: [{ name: 'context', cluster: 'cluster', user: 'user' }],
    currentContext: 'context',
  });
  const options: https.RequestOptions = {};
  try {
    await config.applyToHTTPSOptions(options);
  } catch (error) {
    throw new SourceError(
      `the proxy ${redactUrls(cluster.proxyUrl)} of cluster "${redactUrls(cluster.name)}" cannot be used: ${quote(error instanceof Error ? error.message : String(error))}`,
    );
  }
  return options.agent as http.Agent;
}
