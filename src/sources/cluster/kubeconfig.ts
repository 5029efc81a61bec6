/**
 * Finds the cluster to talk to the way kubectl does (`--kubeconfig`, then `KUBECONFIG` with its
 * files merged first-wins, then `~/.kube/config`, then the pod's service account) and turns the
 * chosen context into request options. `@kubernetes/client-node` does the credential work (exec
 * plugins, token files, client certificates); it is loaded here, only in live mode.
 */
import { existsSync } from 'node:fs';
import type https from 'node:https';
import { delimiter, join } from 'node:path';
import type { Cluster, Context, KubeConfig, User } from '@kubernetes/client-node';
import { SourceError } from '../../errors.js';
import { quote, registerSecret } from '../../redact.js';

const SERVICE_ACCOUNT_TOKEN = '/var/run/secrets/kubernetes.io/serviceaccount/token';

export interface KubeconfigOptions {
  /** `--kubeconfig`: one file, used alone. */
  kubeconfig?: string;
  /** `--context`: a context name; default the kubeconfig's current context. */
  context?: string;
  env: NodeJS.ProcessEnv;
  /** Where the pod's service-account token is looked for; tests point it elsewhere. */
  serviceAccountTokenPath?: string;
}

/** The context a run uses, with what error messages need to name it. */
export interface ResolvedContext {
  context: string;
  cluster: string;
  user: string;
  server: string;
  /** "kubeconfig ~/.kube/config", "the pod's service account", ... */
  source: string;
  /** Applies TLS settings and credentials to request options; runs exec plugins and reads token files. */
  applyTo(options: https.RequestOptions): Promise<void>;
  /** An agent that honours the cluster's `proxy-url`, when it has one; otherwise the caller makes its own. */
  proxied: boolean;
}

export async function resolveContext(options: KubeconfigOptions): Promise<ResolvedContext> {
  const { KubeConfig: KubeConfigClass } = await loadClientNode();
  const { config, source } = loadConfig(options, () => new KubeConfigClass());
  const contextName = options.context ?? config.getCurrentContext();
  const available = config.getContexts().map((c) => c.name);
  const list = available.length ? ` (available: ${available.join(', ')})` : '';
  if (!contextName) throw new SourceError(`no current context in ${source}; pass --context NAME${list}`);
  const context: Context | null = config.getContextObject(contextName);
  if (!context) throw new SourceError(`context "${contextName}" not found in ${source}${list}`);
  config.setCurrentContext(contextName);
  const cluster: Cluster | null = config.getCluster(context.cluster);
  if (!cluster) throw new SourceError(`context "${contextName}" refers to cluster "${context.cluster}", which ${source} does not define`);
  const user: User | null = context.user ? config.getUser(context.user) : null;
  if (user) {
    registerSecret(user.token);
    registerSecret(user.password);
  }
  applyProxyFromEnvironment(config, cluster, options.env);
  const proxied = Boolean(config.getCurrentCluster()?.proxyUrl);
  const where = `context "${contextName}" (${cluster.server})`;
  return {
    context: contextName,
    cluster: cluster.name,
    user: context.user ?? '',
    server: cluster.server,
    source,
    proxied,
    async applyTo(requestOptions) {
      try {
        await config.applyToHTTPSOptions(requestOptions);
      } catch (error) {
        throw new SourceError(`credentials for ${where} could not be obtained: ${credentialFailure(error, user)}`);
      }
      const headers = (requestOptions.headers ?? {}) as Record<string, unknown>;
      const authorization = headers.Authorization ?? headers.authorization;
      if (typeof authorization === 'string') registerSecret(authorization.replace(/^\w+\s+/, ''));
    },
  };
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

function loadConfig(options: KubeconfigOptions, create: () => KubeConfig): { config: KubeConfig; source: string } {
  if (options.kubeconfig) {
    if (!existsSync(options.kubeconfig)) throw new SourceError(`cannot read kubeconfig ${options.kubeconfig}: no such file; check --kubeconfig`);
    return { config: loadFiles([options.kubeconfig], create), source: `kubeconfig ${options.kubeconfig}` };
  }
  const fromEnv = (options.env.KUBECONFIG ?? '').split(delimiter).filter((f) => f !== '');
  if (fromEnv.length > 0) {
    // kubectl skips files in KUBECONFIG that do not exist.
    const files = fromEnv.filter((f) => existsSync(f));
    if (files.length === 0) throw new SourceError(`none of the files in KUBECONFIG exist (${fromEnv.join(delimiter)}); fix KUBECONFIG or pass --kubeconfig`);
    return { config: loadFiles(files, create), source: `kubeconfig ${files.join(delimiter)} (KUBECONFIG)` };
  }
  const home = options.env.HOME ?? options.env.USERPROFILE;
  const defaultFile = home ? join(home, '.kube', 'config') : undefined;
  if (defaultFile && existsSync(defaultFile)) return { config: loadFiles([defaultFile], create), source: `kubeconfig ${defaultFile}` };
  const tokenPath = options.serviceAccountTokenPath ?? SERVICE_ACCOUNT_TOKEN;
  if (options.env.KUBERNETES_SERVICE_HOST && existsSync(tokenPath)) {
    const config = create();
    const prefix = tokenPath.endsWith(SERVICE_ACCOUNT_TOKEN) ? tokenPath.slice(0, -SERVICE_ACCOUNT_TOKEN.length) : '';
    config.loadFromCluster(prefix);
    return { config, source: "the pod's service account" };
  }
  throw new SourceError('no kubeconfig found: pass --kubeconfig FILE, set KUBECONFIG, create ~/.kube/config, or run inside a pod with a service account (to check manifests instead, pass -f PATH)');
}

/** Merges kubeconfig files like kubectl: the first file to define a name (or the current context) wins. */
function loadFiles(files: string[], create: () => KubeConfig): KubeConfig {
  const merged = create();
  merged.loadFromOptions({ clusters: [], users: [], contexts: [], currentContext: '' });
  for (const file of files) {
    const single = create();
    try {
      single.loadFromFile(file);
    } catch (error) {
      throw new SourceError(`cannot read kubeconfig ${file}: ${quote(error instanceof Error ? error.message : String(error))}`);
    }
    const has = <T extends { name: string }>(list: T[], item: T) => list.some((x) => x.name === item.name);
    for (const cluster of single.getClusters()) if (!has(merged.clusters, cluster)) merged.clusters.push(cluster);
    for (const user of single.getUsers()) if (!has(merged.users, user)) merged.users.push(user);
    for (const context of single.getContexts()) if (!has(merged.contexts, context)) merged.contexts.push(context);
    if (!merged.currentContext && single.getCurrentContext()) merged.currentContext = single.getCurrentContext();
  }
  return merged;
}

/** kubectl honours HTTPS_PROXY / NO_PROXY when the kubeconfig names no `proxy-url`. */
function applyProxyFromEnvironment(config: KubeConfig, cluster: Cluster, env: NodeJS.ProcessEnv): void {
  if (cluster.proxyUrl) return;
  const https = cluster.server.startsWith('https:');
  const proxy = https ? env.HTTPS_PROXY ?? env.https_proxy : env.HTTP_PROXY ?? env.http_proxy;
  if (!proxy) return;
  let host: string;
  try {
    host = new URL(cluster.server).hostname;
  } catch {
    return;
  }
  const noProxy = (env.NO_PROXY ?? env.no_proxy ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (noProxy.some((entry) => entry === '*' || host === entry.replace(/^\./, '') || host.endsWith(entry.startsWith('.') ? entry : `.${entry}`))) return;
  const index = config.clusters.indexOf(cluster);
  if (index >= 0) config.clusters[index] = { ...cluster, proxyUrl: proxy };
}

function credentialFailure(error: unknown, user: User | null): string {
  const plugin = user?.exec?.command ?? user?.authProvider?.config?.exec?.command;
  const code = (error as NodeJS.ErrnoException)?.code;
  const message = error instanceof Error ? error.message : String(error);
  if (plugin && code === 'ENOENT') return `the exec plugin "${plugin}" was not found on PATH; install it or fix users[].user.exec.command`;
  if (plugin) return `the exec plugin "${plugin}" failed${message.trim() ? `: ${quote(message)}` : ''}; run it by hand to see why (an expired login is the usual cause)`;
  if (code === 'ENOENT') return `a credential file is missing (${quote(message)})`;
  return quote(message);
}
