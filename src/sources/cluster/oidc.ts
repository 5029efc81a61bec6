/**
 * The `oidc` auth provider, as kubectl (client-go's plugin/pkg/client/auth/oidc) runs it: the
 * id-token is sent while it is valid for 10 more seconds; after that the refresh-token is traded
 * at the token endpoint that the issuer's discovery document names, with the client id and secret
 * (HTTP basic authentication first, in the form if the endpoint refuses that, as Go's oauth2
 * does), and the new id-token is used. The identity provider is reached with its own certificate
 * authority (`idp-certificate-authority` or `-data`), or the system's.
 *
 * client-node's provider is not used: it cannot refresh at all (`"server" must be an instance of
 * URL`), and would not reach an issuer over plain http or with its own certificate authority.
 *
 * kubectl writes the new tokens back into the kubeconfig; this tool writes no kubeconfig, and
 * says so when the identity provider replaced the refresh-token.
 */
import http from 'node:http';
import https from 'node:https';
import { SourceError, networkReason } from '../../errors.js';
import { isRecord } from '../../kube/workloads.js';
import { quote, redactUrls, registerSecret } from '../../redact.js';
import { userAgent } from './http.js';

export interface OidcSettings {
  userName: string;
  config: Record<string, string>;
  /** The identity provider's certificate authority (`idp-certificate-authority-data`, else the file). */
  certificateAuthority: () => Buffer | undefined;
  /** Where a one-line warning goes. */
  warn: (line: string) => void;
  /** Each request to the identity provider; tests make it short. */
  timeoutMs?: number;
}

/** client-go's expiryDelta: an id-token about to expire is refreshed rather than sent. */
const EXPIRY_MARGIN_MS = 10_000;
const IDP_TIMEOUT_MS = 30_000;
/** A discovery document or a token answer is a few kilobytes. */
const MAX_ANSWER_BYTES = 1024 * 1024;
const MAX_REDIRECTS = 5;
const LOG_IN_AGAIN = "log in again (kubectl oidc-login, or your identity provider's tool)";

export class OidcProvider {
  private idToken: string;
  private refreshToken: string;
  private refreshing?: Promise<string>;

  constructor(private readonly settings: OidcSettings) {
    this.idToken = settings.config['id-token'] ?? '';
    this.refreshToken = settings.config['refresh-token'] ?? '';
  }

  private get who(): string {
    return `the oidc auth-provider of user "${this.settings.userName}"`;
  }

  /** The Authorization header value for the next requests. */
  async authorization(): Promise<string> {
    const { config } = this.settings;
    // client-go refuses the provider before any request without these two.
    if (!config['idp-issuer-url']) throw new SourceError(`${this.who} has no idp-issuer-url; set auth-provider.config.idp-issuer-url`);
    if (!config['client-id']) throw new SourceError(`${this.who} has no client-id; set auth-provider.config.client-id`);
    if (this.idToken && this.stillValid(this.idToken)) return `Bearer ${this.idToken}`;
    if (!this.refreshToken) throw new SourceError(`${this.who} has no valid id-token and no refresh-token to get a new one; ${LOG_IN_AGAIN}`);
    this.refreshing ??= this.refresh().finally(() => (this.refreshing = undefined));
    return `Bearer ${await this.refreshing}`;
  }

  private stillValid(token: string): boolean {
    const parts = token.split('.');
    let expiry: unknown;
    try {
      if (parts.length !== 3) throw new Error('not a JWT');
      expiry = (JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as Record<string, unknown>).exp;
    } catch {
      throw new SourceError(`${this.who} has an id-token that is not a JWT; ${LOG_IN_AGAIN}`);
    }
    return typeof expiry === 'number' && Date.now() + EXPIRY_MARGIN_MS < expiry * 1000;
  }

  private async refresh(): Promise<string> {
    const { config } = this.settings;
    const issuer = config['idp-issuer-url'];
    const failed = (reason: string) => new SourceError(`${this.who} could not refresh its id-token: ${reason}; ${LOG_IN_AGAIN}`);
    const secrets = [this.refreshToken, config['client-secret'] ?? '', this.idToken];

    const discoveryUrl = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
    const discovery = await this.request('GET', discoveryUrl).catch((error: unknown) => {
      throw failed(`the request to the identity provider ${redactUrls(issuer)} failed (${reasonOf(error)})`);
    });
    if (discovery.status !== 200) {
      throw failed(`the identity provider's discovery document (${redactUrls(discoveryUrl)}) answered ${discovery.status}${bodyHint(discovery.body, secrets)}`);
    }
    const metadata = parseJson(discovery.body);
    const tokenEndpoint = isRecord(metadata) && typeof metadata.token_endpoint === 'string' ? metadata.token_endpoint : '';
    if (!tokenEndpoint) throw failed(`the identity provider's discovery document (${redactUrls(discoveryUrl)}) names no token_endpoint`);
    // The provider names it: shown as any text from outside is, redacted and short.
    const shownEndpoint = quote(tokenEndpoint, 120, secrets);

    const form = { grant_type: 'refresh_token', refresh_token: this.refreshToken };
    let answer = await this.tokenRequest(tokenEndpoint, form, 'header').catch((error: unknown) => {
      throw failed(`the request to its token endpoint ${shownEndpoint} failed (${reasonOf(error)})`);
    });
    if (answer.status < 200 || answer.status > 299) {
      // Go's oauth2 tries the client's credentials in the form when the header was refused.
      answer = await this.tokenRequest(tokenEndpoint, form, 'form').catch((error: unknown) => {
        throw failed(`the request to its token endpoint ${shownEndpoint} failed (${reasonOf(error)})`);
      });
    }
    const token = parseTokenAnswer(answer);
    if (answer.status < 200 || answer.status > 299) {
      const error = typeof token.error === 'string' ? token.error : '';
      const description = typeof token.error_description === 'string' ? ` (${token.error_description})` : '';
      const said = error ? `: ${quote(`${error}${description}`, 160, secrets)}` : bodyHint(answer.body, secrets);
      throw failed(`its token endpoint answered ${answer.status}${said}`);
    }
    if (typeof token.refresh_token === 'string') registerSecret(token.refresh_token);
    if (typeof token.access_token === 'string') registerSecret(token.access_token);
    if (typeof token.id_token !== 'string' || !token.id_token) {
      throw failed(
        'the token endpoint answered without an id_token (the scope "openid" was not asked for at login, or the provider does not return id-tokens on refresh)',
      );
    }
    registerSecret(token.id_token);
    this.idToken = token.id_token;
    if (typeof token.refresh_token === 'string' && token.refresh_token && token.refresh_token !== this.refreshToken) {
      this.refreshToken = token.refresh_token;
      this.settings.warn(
        `warning: the identity provider of user "${this.settings.userName}" replaced its refresh-token; kubectl would save the new one in the kubeconfig, this tool writes no kubeconfig: if kubectl later says the refresh-token is invalid, log in again\n`,
      );
    }
    return this.idToken;
  }

  private tokenRequest(endpoint: string, form: Record<string, string>, clientIn: 'header' | 'form'): Promise<Answer> {
    const { config } = this.settings;
    const id = config['client-id'];
    const secret = config['client-secret'] ?? '';
    const body = new URLSearchParams(form);
    const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' };
    if (clientIn === 'header') {
      // oauth2's AuthStyleInHeader: both parts URL-encoded first.
      headers.Authorization = `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;
    } else {
      body.set('client_id', id);
      if (secret) body.set('client_secret', secret);
    }
    return this.request('POST', endpoint, headers, body.toString());
  }

  private request(method: string, address: string, headers: Record<string, string> = {}, body?: string, redirects = 0): Promise<Answer> {
    const url = new URL(address);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return Promise.reject(new Error(`the scheme ${url.protocol} is not http or https`));
    const client = url.protocol === 'https:' ? https : http;
    const ca = url.protocol === 'https:' ? this.settings.certificateAuthority() : undefined;
    const timeoutMs = this.settings.timeoutMs ?? IDP_TIMEOUT_MS;
    return new Promise<Answer>((resolve, reject) => {
      // One limit for the whole answer: the socket's idle timeout alone lets a provider that sends a
      // byte now and then hold the run for ever.
      const deadline =
        timeoutMs > 0
          ? setTimeout(() => request.destroy(Object.assign(new Error(`no complete answer within ${timeoutMs / 1000}s`), { code: 'ETIMEDOUT' })), timeoutMs)
          : undefined;
      const settle =
        <T>(done: (value: T) => void) =>
        (value: T) => {
          clearTimeout(deadline);
          done(value);
        };
      resolve = settle(resolve);
      reject = settle(reject);
      const request = client.request(
        url,
        {
          method,
          headers: { 'User-Agent': userAgent(), ...headers, ...(body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(body)) }) },
          ...(ca ? { ca } : {}),
          timeout: timeoutMs,
        },
        (response) => {
          const status = response.statusCode ?? 0;
          const location = response.headers.location;
          if (method === 'GET' && status >= 300 && status < 400 && location && redirects < MAX_REDIRECTS) {
            response.resume();
            resolve(this.request(method, new URL(location, url).toString(), headers, body, redirects + 1));
            return;
          }
          const chunks: Buffer[] = [];
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_ANSWER_BYTES) {
              request.destroy(new Error(`it answered with more than ${MAX_ANSWER_BYTES / 1024 / 1024} MiB`));
              return;
            }
            chunks.push(chunk);
          });
          response.on('end', () => resolve({ status, type: String(response.headers['content-type'] ?? ''), body: Buffer.concat(chunks).toString('utf8') }));
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(Object.assign(new Error(`no answer within ${timeoutMs / 1000}s`), { code: 'ETIMEDOUT' })));
      request.on('error', reject);
      request.end(body);
    });
  }
}

interface Answer {
  status: number;
  type: string;
  body: string;
}

/** A token answer is JSON, or a form for some older providers (as oauth2 reads it). */
function parseTokenAnswer(answer: Answer): Record<string, unknown> {
  if (/application\/x-www-form-urlencoded|text\/plain/.test(answer.type)) return Object.fromEntries(new URLSearchParams(answer.body));
  const parsed = parseJson(answer.body);
  return isRecord(parsed) ? parsed : {};
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Go's oauth2 and client-go quote the start of an unexpected answer; so does this, redacted. */
function bodyHint(body: string, secrets: string[]): string {
  const said = quote(body, 80, secrets);
  return said ? `: ${said}` : '';
}

const TLS_REASONS: Record<string, string> = {
  DEPTH_ZERO_SELF_SIGNED_CERT: 'its certificate is self-signed and not trusted; set idp-certificate-authority-data',
  SELF_SIGNED_CERT_IN_CHAIN: 'its certificate is not trusted; set idp-certificate-authority-data',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'its certificate is not trusted; set idp-certificate-authority-data',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'its certificate is not trusted; set idp-certificate-authority-data',
  ERR_TLS_CERT_ALTNAME_INVALID: 'its certificate does not name its host',
  CERT_HAS_EXPIRED: 'its certificate has expired',
};

function reasonOf(error: unknown): string {
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code && Object.hasOwn(TLS_REASONS, code)) return TLS_REASONS[code];
  return networkReason(error) ?? quote(error instanceof Error ? error.message : String(error), 120);
}
