/**
 * The only code that talks to the API server. It can only send GET requests: the tool is read-only
 * by construction, not by convention. Every request, retries included, first takes a token of the
 * client-side rate limit (rate-limit.ts); 429 and 5xx are retried with backoff, honouring
 * `Retry-After`. An answer is read up to a size limit counted after decompression, and one that is
 * not what was asked for (not JSON, not the shape expected) is a MalformedAnswerError: like a
 * refused or failed request, the caller turns it into a coverage gap and the run goes on.
 */
import https from 'node:https';
import http from 'node:http';
import { constants as bufferConstants } from 'node:buffer';
import { createGunzip } from 'node:zlib';
import type { Readable } from 'node:stream';
import { SourceError, UsageError } from '../../errors.js';
import { quote } from '../../redact.js';
import { shellQuote } from '../../shell-quote.js';
import { toolVersion } from '../../package-files.js';
import { TokenBucket } from './rate-limit.js';
import type { RateLimit } from './rate-limit.js';
import { DEFAULT_BURST, DEFAULT_QPS } from './rate-limit.js';
import { abortReason, sleep } from './sleep.js';

/** How every request names its client: `k8s-upgrade-check/<version>`. */
export function userAgent(): string {
  return `k8s-upgrade-check/${toolVersion()}`;
}

/**
 * The API server a client sends its requests to, with the credentials to apply and what its errors
 * name. A kubeconfig context or the pod's service account resolves to one (kubeconfig.ts), as
 * client-go's clientcmd resolves to a rest.Config.
 */
export interface ClientTarget {
  /** Names and the server address as they may be printed: URLs in them carry no user information. */
  context: string;
  cluster: string;
  user: string;
  server: string;
  /** The server address requests go to. Never printed: it may hold a user and password. */
  endpoint: string;
  /** "kubeconfig ~/.kube/config", "the pod's service account", ... */
  source: string;
  /** Applies TLS settings and credentials to request options; runs exec plugins and reads token files. */
  applyTo(options: https.RequestOptions): Promise<void>;
  /** An agent that honours the cluster's `proxy-url`, when it has one; otherwise the caller makes its own. */
  proxied: boolean;
  /** The proxy requests go through (`proxy-url`, or HTTPS_PROXY/HTTP_PROXY), as it may be printed. */
  proxy?: string;
  /** `disable-compression: true` in the cluster: ask for uncompressed answers. */
  disableCompression: boolean;
  /** The largest answer read, after decompression (K8S_UPGRADE_CHECK_MAX_RESPONSE_SIZE, see responseLimitFrom). */
  maxResponseBytes: number;
}

export interface ClientOptions {
  /** Per request, including retries' individual attempts; 0 = no limit; at most 2^31-1 (parseDuration checks). */
  timeoutMs: number;
  /** Requests a second and burst; default 50 and 100. */
  rateLimit?: RateLimit;
  /** Lists and node queries in flight at once share this many connections. */
  maxSockets?: number;
  /** First backoff step; doubled per attempt (tests shorten it). */
  retryBaseMs?: number;
  /** Upper bound for a server's `Retry-After`. */
  maxRetryAfterMs?: number;
}

export interface RequestOptions {
  query?: Record<string, string | number | undefined>;
  accept?: string;
  /** Attempts for 429/5xx answers and dropped connections; default 5. */
  attempts?: number;
  /** Gives up the request (and its retries and waits) when aborted, with the signal's reason. */
  signal?: AbortSignal;
}

/** An HTTP answer that is not 2xx, after retries. */
export class ApiStatusError extends Error {
  override name = 'ApiStatusError';
  constructor(
    readonly status: number,
    readonly path: string,
    /** The server's own one-line explanation (a Status message), redacted. */
    readonly serverMessage: string,
    /** How long the server asked us to wait (`Retry-After`), when it said. */
    readonly retryAfterMs?: number,
  ) {
    super(`${status} ${http.STATUS_CODES[status] ?? ''} on ${path}${serverMessage ? `: ${serverMessage}` : ''}`.trim());
  }
}

/** 401 or 403: every other request of the same kind would be refused too. */
export function isForbidden(error: unknown): error is ApiStatusError {
  return error instanceof ApiStatusError && (error.status === 403 || error.status === 401);
}

/** No (usable) answer: refused, unreachable, TLS failure, timeout, an answer over the size limit. */
export class ConnectionError extends Error {
  override name = 'ConnectionError';
  constructor(
    readonly code: string,
    readonly path: string,
    detail: string,
  ) {
    super(detail);
  }
}

/** The code of a ConnectionError for an answer larger than the limit: that request is given up, the run goes on. */
export const TOO_LARGE = 'TOO_LARGE';

/**
 * A 2xx answer that is not what was asked for: not JSON, not the document or list expected, a
 * body that says it is gzip and is not. A proxy in front of the server, an aggregated API server
 * with a bug or a hostile endpoint can send anything; that read becomes a coverage gap.
 */
export class MalformedAnswerError extends Error {
  override name = 'MalformedAnswerError';
  constructor(
    readonly path: string,
    /** What is wrong, continuing "the answer to PATH ...": "is not JSON". */
    readonly problem: string,
  ) {
    super(`the answer to ${path} ${problem}`);
  }
}

/** "a string", "null", "an array": what a JSON value is, never what it says. */
export function describeJson(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** A request that failed in a way a run can go on after: the caller records a gap. Anything else is a bug. */
export type RequestFailure = ApiStatusError | ConnectionError | MalformedAnswerError;

export function isRequestFailure(error: unknown): error is RequestFailure {
  return error instanceof ApiStatusError || error instanceof ConnectionError || error instanceof MalformedAnswerError;
}

/** Why a request that failed is a coverage gap, in one line. */
export function gapReason(error: RequestFailure): string {
  if (error instanceof ApiStatusError)
    return `${error.status === 403 ? '403 Forbidden' : `${error.status}`}${error.serverMessage ? `: ${error.serverMessage}` : ''}`;
  if (error instanceof MalformedAnswerError) return error.message;
  return error.code === 'TIMEOUT' || error.code === TOO_LARGE ? error.message : `${error.code}: ${error.message}`;
}

export const MAX_RESPONSE_ENV = 'K8S_UPGRADE_CHECK_MAX_RESPONSE_SIZE';
const DEFAULT_MAX_RESPONSE = '256Mi';
const SIZE_UNITS: Record<string, number> = { '': 1, Ki: 1024, Mi: 1024 ** 2, Gi: 1024 ** 3, k: 1000, M: 1000 ** 2, G: 1000 ** 3 };
const LARGEST_RESPONSE = 512 * 1024 ** 2;

/**
 * The largest answer (after decompression) a request may read: K8S_UPGRADE_CHECK_MAX_RESPONSE_SIZE,
 * a byte count or a Kubernetes quantity (256Mi, 1Gi), default 256Mi. Without a limit a huge list
 * page, or a small gzip answer that inflates to gigabytes, would end the process out of memory.
 */
export function responseLimitFrom(env: NodeJS.ProcessEnv): number {
  const text = (env[MAX_RESPONSE_ENV] ?? '').trim() || DEFAULT_MAX_RESPONSE;
  const match = /^(\d+)(Ki|Mi|Gi|k|M|G)?$/.exec(text);
  const bytes = match ? Number(match[1]) * SIZE_UNITS[match[2] ?? ''] : NaN;
  if (!Number.isSafeInteger(bytes) || bytes < 1024 || bytes > LARGEST_RESPONSE) {
    throw new UsageError(`${MAX_RESPONSE_ENV}="${quote(text, 40)}" is not a size from 1Ki to 512Mi; use for example 256Mi or 512Mi`);
  }
  // An answer is read as one string, and Node.js has a longest string.
  return Math.min(bytes, bufferConstants.MAX_STRING_LENGTH);
}

/** 268435456 -> "256 MiB" */
export function formatSize(bytes: number): string {
  for (const [unit, size] of [
    ['GiB', 1024 ** 3],
    ['MiB', 1024 ** 2],
    ['KiB', 1024],
  ] as const)
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${unit}`;
  return `${bytes} bytes`;
}

interface Auth {
  agent: http.Agent;
  headers: Record<string, string | string[]>;
  auth?: string;
}

const RETRYABLE_STATUS = new Set([429, 500, 502, 503, 504]);
const RETRYABLE_CODES = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED']);
/** Exec plugin credentials and rotated token files are re-read this often during long scans. */
const REAPPLY_AUTH_MS = 60_000;

export class ApiClient {
  /** Requests sent, retries included. */
  requests = 0;
  /** Credentials in use, shared by concurrent requests while they are applied. */
  private auth?: { promise: Promise<Auth>; startedAt: number };
  private readonly base: URL;
  private readonly limiter: TokenBucket;

  constructor(
    readonly target: ClientTarget,
    private readonly options: ClientOptions,
  ) {
    this.base = new URL(target.endpoint.endsWith('/') ? target.endpoint : `${target.endpoint}/`);
    this.limiter = new TokenBucket(options.rateLimit ?? { qps: DEFAULT_QPS, burst: DEFAULT_BURST });
  }

  /** The answer parsed as JSON, of a shape the caller still has to check: servers may send anything. */
  async getJson(path: string, options: RequestOptions = {}): Promise<unknown> {
    const body = await this.get(path, { accept: 'application/json', ...options });
    try {
      return JSON.parse(body) as unknown;
    } catch {
      throw new MalformedAnswerError(path, 'is not JSON');
    }
  }

  async get(path: string, options: RequestOptions = {}): Promise<string> {
    const attempts = Math.max(1, options.attempts ?? 5);
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.once(path, options);
      } catch (error) {
        const retryable =
          (error instanceof ApiStatusError && RETRYABLE_STATUS.has(error.status)) || (error instanceof ConnectionError && RETRYABLE_CODES.has(error.code));
        if (!retryable || attempt >= attempts || options.signal?.aborted) throw error;
        await sleep(this.backoff(attempt, error instanceof ApiStatusError ? error.retryAfterMs : undefined), options.signal);
      }
    }
  }

  /** Closes kept-alive connections so the process can exit. */
  close(): void {
    void this.auth?.promise.then((a) => a.agent.destroy()).catch(() => {});
  }

  private backoff(attempt: number, retryAfterMs: number | undefined): number {
    if (retryAfterMs !== undefined) return Math.min(retryAfterMs, this.options.maxRetryAfterMs ?? 60_000);
    const base = (this.options.retryBaseMs ?? 500) * 2 ** (attempt - 1);
    return Math.min(base, 10_000) * (0.8 + Math.random() * 0.4);
  }

  private credentials(): Promise<Auth> {
    if (!this.auth || Date.now() - this.auth.startedAt >= REAPPLY_AUTH_MS) {
      const previous = this.auth?.promise.catch(() => undefined);
      this.auth = { startedAt: Date.now(), promise: (async () => this.applyCredentials(await previous))() };
    }
    return this.auth.promise;
  }

  private async applyCredentials(previous: Auth | undefined): Promise<Auth> {
    const applied: https.RequestOptions = {};
    await this.target.applyTo(applied);
    const headers: Record<string, string | string[]> = {};
    for (const [key, value] of Object.entries(applied.headers ?? {})) if (typeof value === 'string' || Array.isArray(value)) headers[key] = value;
    // client-node makes a new agent per call and without keep-alive; a scan sends hundreds of requests.
    const agent = this.target.proxied ? (applied.agent as http.Agent) : previous && sameTls(previous, applied) ? previous.agent : this.makeAgent(applied);
    if (previous && previous.agent !== agent) previous.agent.destroy();
    return { agent, headers, auth: typeof applied.auth === 'string' ? applied.auth : undefined, ...tlsOf(applied) };
  }

  private makeAgent(applied: https.RequestOptions): http.Agent {
    const maxSockets = this.options.maxSockets ?? 8;
    if (this.base.protocol === 'http:') return new http.Agent({ keepAlive: true, maxSockets });
    return new https.Agent({
      keepAlive: true,
      maxSockets,
      ca: applied.ca,
      cert: applied.cert,
      key: applied.key,
      pfx: applied.pfx,
      passphrase: applied.passphrase,
      servername: applied.servername,
      rejectUnauthorized: applied.rejectUnauthorized,
    });
  }

  private async once(path: string, options: RequestOptions): Promise<string> {
    const signal = options.signal;
    await this.limiter.take(signal);
    const auth = await this.credentials();
    if (signal?.aborted) throw abortReason(signal);
    const url = new URL(path.replace(/^\//, ''), this.base);
    for (const [key, value] of Object.entries(options.query ?? {})) if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
    this.requests++;
    const transport = url.protocol === 'http:' ? http : https;
    const limit = this.target.maxResponseBytes;
    const tooLarge = () =>
      new ConnectionError(
        TOO_LARGE,
        path,
        `the answer to ${path} is larger than ${formatSize(limit)}, the limit for one answer; read less (-n NAMESPACE) or raise ${MAX_RESPONSE_ENV} (up to 512Mi)`,
      );
    return new Promise<string>((resolve, reject) => {
      let settled = false;
      let body: Readable | undefined;
      const onAbort = () => fail(abortReason(signal!));
      const settle = () => {
        settled = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      };
      const fail = (error: Error) => {
        if (settled) return;
        settle();
        body?.destroy();
        request.destroy();
        reject(error);
      };
      const request = transport.request(
        url,
        {
          method: 'GET',
          agent: auth.agent,
          auth: auth.auth,
          headers: {
            ...auth.headers,
            Accept: options.accept ?? 'application/json',
            ...(this.target.disableCompression ? {} : { 'Accept-Encoding': 'gzip' }),
            // Audit logs and managed services' reports of deprecated-API clients name the caller by it.
            'User-Agent': userAgent(),
          },
        },
        (response) => {
          const status = response.statusCode ?? 0;
          const ok = status >= 200 && status < 300;
          const gzip =
            String(response.headers['content-encoding'] ?? '')
              .trim()
              .toLowerCase() === 'gzip';
          const chunks: Buffer[] = [];
          let received = 0;
          let inflated = 0;
          let complete = false;
          response.on('data', (chunk: Buffer) => {
            received += chunk.length;
            // Compressed or not, an answer this long is over the limit: stop reading it now.
            if (received > limit) fail(tooLarge());
          });
          response.on('end', () => (complete = true));
          response.on('error', (error) => fail(connectionError(error, path)));
          response.on('close', () => {
            if (!complete) fail(new ConnectionError('ECONNRESET', path, 'the connection closed before the answer was complete'));
          });
          // Inflated as it arrives and counted as it grows: a small answer that inflates to
          // gigabytes is stopped at the limit, never held in memory whole.
          body = gzip ? response.pipe(createGunzip()) : response;
          body.on('data', (chunk: Buffer) => {
            inflated += chunk.length;
            if (inflated > limit) return fail(tooLarge());
            chunks.push(chunk);
          });
          if (gzip) {
            body.on('error', () =>
              fail(
                ok
                  ? new MalformedAnswerError(path, 'says it is gzip-compressed and cannot be decompressed')
                  : new ApiStatusError(status, path, '', parseRetryAfter(response.headers['retry-after'])),
              ),
            );
          }
          body.on('end', () => {
            if (settled) return;
            settle();
            const text = Buffer.concat(chunks).toString('utf8');
            if (ok) return resolve(text);
            reject(new ApiStatusError(status, path, statusMessage(text), parseRetryAfter(response.headers['retry-after'])));
          });
        },
      );
      const timer =
        this.options.timeoutMs > 0
          ? setTimeout(() => fail(new ConnectionError('TIMEOUT', path, `no answer within ${this.options.timeoutMs / 1000}s`)), this.options.timeoutMs)
          : undefined;
      signal?.addEventListener('abort', onAbort, { once: true });
      request.on('error', (error) => fail(connectionError(error, path)));
      request.end();
    });
  }
}

function parseRetryAfter(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

function statusMessage(text: string): string {
  try {
    const status = JSON.parse(text) as { kind?: string; message?: unknown };
    if (typeof status.message === 'string') return quote(status.message);
  } catch {
    // not a Status object: quote the start of the text
  }
  return quote(text, 120);
}

function connectionError(error: unknown, path: string): ConnectionError {
  const code = String((error as NodeJS.ErrnoException)?.code ?? 'UNKNOWN');
  return new ConnectionError(code, path, quote(error instanceof Error ? error.message : String(error)));
}

function tlsOf(applied: https.RequestOptions): { cert?: unknown; key?: unknown } {
  return { cert: applied.cert, key: applied.key };
}

/** Exec plugins may hand out client certificates; a new certificate needs a new agent. */
function sameTls(previous: Auth & { cert?: unknown; key?: unknown }, applied: https.RequestOptions): boolean {
  return String(previous.cert ?? '') === String(applied.cert ?? '') && String(previous.key ?? '') === String(applied.key ?? '');
}

/** The one line a failed connection or answer becomes when the run cannot go on. */
export function describeFailure(error: unknown, target: ClientTarget, timeoutMs: number): SourceError {
  const where = `the API server of context "${target.context}" (${target.server}${target.proxy ? `, through the proxy ${target.proxy}` : ''})`;
  if (error instanceof SourceError) return error;
  if (error instanceof MalformedAnswerError)
    return new SourceError(
      `${where}: ${error.message}; check that the address is that of a Kubernetes API server (kubectl --context ${shellQuote(target.context)} get --raw ${shellQuote(error.path)})`,
    );
  if (error instanceof ApiStatusError) {
    if (error.status === 401 && !target.user) {
      return new SourceError(
        `${where} asks for credentials (401 Unauthorized), and context "${target.context}" names no user; set its context.user to a user with a token, client certificate or exec plugin`,
      );
    }
    if (error.status === 401) {
      return new SourceError(
        `${where} rejected the credentials of user "${target.user}" (401 Unauthorized): they are missing, wrong or expired; log in again (for example refresh your cloud CLI session) and retry`,
      );
    }
    if (error.status === 403)
      return new SourceError(
        `${where} refused ${error.path} (403 Forbidden${error.serverMessage ? `: ${error.serverMessage}` : ''}); grant the read-only ClusterRole in docs/rbac.yaml`,
      );
    return new SourceError(`${where} answered ${error.message}; retry later, or check the API server's health`);
  }
  if (error instanceof ConnectionError) {
    const tls = TLS_PROBLEMS[error.code];
    if (tls) return new SourceError(`TLS verification of ${where} failed: ${tls} (${error.code})`);
    switch (error.code) {
      case TOO_LARGE:
        return new SourceError(`${where}: ${error.message}`);
      case 'TIMEOUT':
        return new SourceError(
          `${where} did not answer ${error.path} within ${timeoutMs / 1000}s; check the connection (VPN, firewall) or raise --request-timeout`,
        );
      case 'ECONNREFUSED':
        return new SourceError(
          `cannot reach ${where}: connection refused; check that ${target.proxy ? 'the proxy and the cluster are' : 'the cluster is'} running and the server address is right (kubectl --context ${shellQuote(target.context)} get --raw /version)`,
        );
      case 'ENOTFOUND':
      case 'EAI_AGAIN':
        return new SourceError(`cannot reach ${where}: host name not found; check the server address in the kubeconfig and your network or VPN`);
      case 'ETIMEDOUT':
      case 'EHOSTUNREACH':
      case 'ENETUNREACH':
        return new SourceError(`cannot reach ${where}: the network does not reach it (${error.code}); check VPN, firewall and the server address`);
      case 'EPROTO':
      case 'ERR_SSL_WRONG_VERSION_NUMBER':
        return new SourceError(`TLS handshake with ${where} failed: is the address an HTTPS endpoint of the API server? (${error.message})`);
      default:
        return new SourceError(`cannot reach ${where}: ${error.message || error.code}`);
    }
  }
  return new SourceError(`${where}: ${quote(error instanceof Error ? error.message : String(error))}`);
}

const TLS_PROBLEMS: Record<string, string> = {
  UNABLE_TO_VERIFY_LEAF_SIGNATURE:
    'its certificate is not signed by the certificate authority in the kubeconfig; check certificate-authority-data of the cluster',
  SELF_SIGNED_CERT_IN_CHAIN: 'its certificate is not signed by the certificate authority in the kubeconfig; check certificate-authority-data of the cluster',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'it presents a self-signed certificate that the kubeconfig does not trust; check certificate-authority-data of the cluster',
  UNABLE_TO_GET_ISSUER_CERT: 'its certificate is not signed by the certificate authority in the kubeconfig; check certificate-authority-data of the cluster',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY:
    'its certificate is not signed by the certificate authority in the kubeconfig; check certificate-authority-data of the cluster',
  CERT_SIGNATURE_FAILURE: 'its certificate signature does not verify; check certificate-authority-data of the cluster',
  CERT_HAS_EXPIRED: "the server's certificate has expired; renew the API server certificate",
  CERT_NOT_YET_VALID: "the server's certificate is not valid yet; check the clocks",
  ERR_TLS_CERT_ALTNAME_INVALID:
    'its certificate does not name the host in the server address; use the address it was issued for, or set tls-server-name in the kubeconfig',
};
