/**
 * Credentials must never reach the terminal or a report: not through a finding that quotes an
 * object's field, not through an error message that quotes a server answer, an exec plugin's
 * stderr or a header. Two levels:
 *
 * - `redactUrls` drops the user information of every URL in a text (`https://bob:PASS@host/x.git`
 *   becomes `https://***@host/x.git`). It is applied to every value a finding or fix quotes, and to
 *   every server address, proxy address or context name the live source prints.
 * - `redact` (and `quote`, for one line of it) also blanks registered secrets, authorization
 *   headers, tokens and key material: for quoting text the tool did not write.
 */

/** Exact values known to be secret in this process (tokens, passwords, keys), registered as they are read. */
const knownSecrets = new Set<string>();

export function registerSecret(value: string | undefined | null): void {
  // Very short values would blank out ordinary words; real tokens and passwords are longer.
  if (value && value.length >= 8) knownSecrets.add(value);
}

/** `scheme://user:password@` up to the last `@` of the authority: a password may hold an unescaped `@`. */
const URL_USERINFO = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#@]*(?:@[^\s/?#@]*)*@/gi;

/** The text with the user information (`user:password@`) of each URL in it replaced by `***@`. */
export function redactUrls(text: string): string {
  if (!text.includes('@') || !text.includes('://')) return text;
  return text.replace(URL_USERINFO, '$1***@');
}

const PATTERNS: RegExp[] = [
  // Authorization headers quoted back in an error.
  /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi,
  // JSON Web Tokens (service-account tokens, OIDC id tokens).
  /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g,
  // token=..., "token": "...", password: ...
  /\b(token|password|secret|client-key-data|client-certificate-data)(["']?\s*[:=]\s*["']?)[^\s"',})[\]]+/gi,
  // Long base64 runs (certificate or key data, Secret values).
  /[A-Za-z0-9+/]{64,}={0,2}/g,
];

export function redact(text: string): string {
  let out = text;
  for (const secret of knownSecrets) out = out.split(secret).join('[redacted]');
  out = redactUrls(out);
  out = out.replace(PATTERNS[0], (_m, scheme: string) => `${scheme} [redacted]`);
  out = out.replace(PATTERNS[1], '[redacted]');
  out = out.replace(PATTERNS[2], (_m, key: string, sep: string) => `${key}${sep}[redacted]`);
  out = out.replace(PATTERNS[3], '[redacted]');
  return out;
}

/** One line, redacted and shortened: for quoting a server message or a plugin's stderr in an error. */
export function quote(text: string, max = 200): string {
  const line = redact(text).replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
