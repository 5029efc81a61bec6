/**
 * Credentials must never reach the terminal or a report: not through a finding that quotes an
 * object's field, not through an error message that quotes a server answer, an exec plugin's
 * stderr, an identity provider's answer or a header. Two levels:
 *
 * - `redactUrls` drops the user information of every URL in a text (`https://bob:PASS@host/x.git`
 *   becomes `https://***@host/x.git`). It is applied to every value a finding or fix quotes, and to
 *   every server address, proxy address or context name the live source prints.
 * - `redact` (and `quote`, for one line of it) also blanks registered secrets, the values of
 *   secret-looking keys in any spelling (`AWS_SECRET_ACCESS_KEY=`, `"refresh_token": "`,
 *   `clientSecret:`, `--password X`, `token X`), authorization headers, private keys, and values
 *   that look like tokens whatever their key (JWTs, long base64, base64url and hex runs, cloud
 *   access keys): for quoting text the tool did not write. It errs on the side of blanking.
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

const REDACTED = '[redacted]';

/** Terminal control sequences (CSI, such as colours, and OSC, such as titles and links). */
const ANSI_SEQUENCE = /\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)/g;

/** A PEM block of private key material, whole (`-----BEGIN RSA PRIVATE KEY----- ... -----END ...-----`). */
const PRIVATE_KEY_BLOCK = /-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z0-9 ]*PRIVATE KEY-----|$)/g;

/** An `Authorization:` or `Proxy-Authorization:` header: its scheme is kept, the rest up to the end of the line or a quote is not. */
const AUTHORIZATION_HEADER = /\b((?:proxy-)?authorization["']?\s*[:=]\s*["']?)(?:(Bearer|Basic|Negotiate|Digest|AWS4-HMAC-SHA256)\s+)?[^"'\r\n]+/gi;

/** Authorization schemes quoted back in an error: `Bearer X`, `Basic X`, `Negotiate X`. */
const AUTH_SCHEME = /\b(Bearer|Basic|Negotiate)(\s+)[A-Za-z0-9._~+/=-]+/gi;

/**
 * Words that make a key's value secret, inside a key in any spelling: `AWS_SECRET_ACCESS_KEY`,
 * `aws_session_token`, `refresh_token`, `clientSecret`, `client-key-data`, `X-Amz-Security-Token`,
 * `X-Amz-Signature`, `db.password`, `passwd`, `ARM_CLIENT_CERTIFICATE_PASSWORD`.
 */
const SECRET_WORD = `(?:token|secret|passw(?:or)?d|pwd|passphrase|credentials?|signature|cookie|assertion|session|auth(?:orization)?|api[_-]?key|apikey|access[_-]?key|private[_-]?key|secret[_-]?key|client[_-]?key|account[_-]?key|key[_-]?data|certificate[_-]?data|sas)`;

/** A key: a run of name characters with a secret word in it (bounded, so that a long run costs linear time). */
const SECRET_KEY = `(?<![A-Za-z0-9])[A-Za-z0-9_.-]{0,40}${SECRET_WORD}[A-Za-z0-9_.-]{0,40}`;

/**
 * `KEY=value`, `KEY: value`, `"KEY": "value"`, `'KEY' => 'value'`, `--KEY=value`, as JSON, YAML,
 * shell, logfmt, URL queries and Go's `%q` print them. The value is a quoted string (with its
 * escapes) or a run up to the next space, quote or separator. A colon also ends a clause in prose
 * ("could not get token: AccessDenied"), so an unquoted value after a colon is blanked only when
 * it looks like a value (see `looksLikeValue`).
 */
const SECRET_ASSIGNMENT = new RegExp(
  String.raw`(${SECRET_KEY})(\\?["']?\s*(?::=|=>|[:=])\s*)(?!\[redacted\])(?:(\\?")(?:[^"\\\r\n]|\\(?!")[^\r\n])*(?:\\?")|(')[^'\r\n]*'|[^\s"',;&)}\]]+)`,
  'gi',
);

/**
 * `token XYZ`, `--password XYZ`, `refresh token: XYZ`, `secret is XYZ`: a secret word followed by a
 * value that looks like one (a digit in 8 or more characters, or 16 or more), not by a word of
 * the sentence ("token has expired").
 */
const SECRET_FOLLOWED_BY_VALUE = new RegExp(String.raw`(${SECRET_KEY})(\s+(?:is\s+|was\s+|of\s+)?)("[^"\r\n]*"|'[^'\r\n]*'|[A-Za-z0-9._~+/=:-]{8,})`, 'gi');

/** A word after a colon that is a value rather than the next words of a sentence: a digit or a symbol in it, or long. */
function looksLikeValue(word: string): boolean {
  if (word.endsWith(':')) return false;
  return (word.length >= 6 && /[^A-Za-z]/.test(word)) || word.length >= 20;
}

/** JSON Web Tokens (service-account tokens, OIDC id tokens), also without a signature. */
const JWT = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}(?:\.[A-Za-z0-9_-]*)?/g;

/** Shapes of cloud credentials that are short or unmarked: AWS access key ids, Google OAuth tokens, GitHub and Slack tokens. */
const CLOUD_TOKENS =
  /\b(?:(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA)[0-9A-Z]{16}|ya29\.[A-Za-z0-9_.-]+|1\/\/0[A-Za-z0-9_-]{20,}|gh[pousr]_[A-Za-z0-9]{30,}|xox[abpors]-[A-Za-z0-9-]{10,}|k8s-aws-v1\.[A-Za-z0-9_-]+)/g;

/** Runs of base64 or base64url that are long enough to be key material or a token. */
const BASE64_RUN = /[A-Za-z0-9+/_-]{32,}={0,2}/g;

/** Runs of hexadecimal digits: API keys, session ids, signatures. */
const HEX_RUN = /(?<![A-Za-z0-9])[0-9a-fA-F]{32,}(?![A-Za-z0-9])/g;

/**
 * A base64 run is a secret when it mixes upper case, lower case and digits, as random bytes do;
 * a long name (`gke-gcloud-auth-plugin-for-kubectl`) or a path does not. A path of three or more
 * segments is left alone.
 */
function tokenLike(run: string): boolean {
  if (!/[0-9]/.test(run) || !/[a-z]/.test(run) || !/[A-Z]/.test(run)) return false;
  if (run.startsWith('/') && !/[+=]/.test(run) && run.split('/').filter(Boolean).length >= 3) return false;
  return true;
}

/** A content digest (`sha256:...`) names an image or a file; it is not a secret. */
function hexIsDigest(text: string, at: number): boolean {
  return /(?:sha\d+|md5)[:=]$/i.test(text.slice(Math.max(0, at - 8), at));
}

/**
 * The text with every secret in it replaced by `[redacted]`. `alsoSecret` are values that are
 * secret in this text only, such as the values of an exec plugin's `env` in its stderr.
 */
export function redact(text: string, alsoSecret: Iterable<string> = []): string {
  // Colours and cursor moves between a key and its value would hide the pair from the patterns.
  let out = text.replace(ANSI_SEQUENCE, '');
  const exact = new Set<string>();
  for (const secret of [...knownSecrets, ...[...alsoSecret].filter((value) => value.length >= 4)]) {
    // Also as a URL or a JSON string would carry it.
    for (const form of [secret, urlForm(secret), JSON.stringify(secret).slice(1, -1)]) exact.add(form);
  }
  // The longest first, so that a secret holding another is blanked whole.
  for (const secret of [...exact].sort((a, b) => b.length - a.length)) out = out.split(secret).join(REDACTED);
  out = redactUrls(out);
  out = out.replace(PRIVATE_KEY_BLOCK, REDACTED);
  out = out.replace(AUTHORIZATION_HEADER, (_m, key: string, scheme?: string) => `${key}${scheme ? `${scheme} ` : ''}${REDACTED}`);
  out = out.replace(AUTH_SCHEME, (_m, scheme: string, space: string) => `${scheme}${space}${REDACTED}`);
  out = out.replace(SECRET_ASSIGNMENT, (match, key: string, separator: string, doubleQuote?: string, singleQuote?: string) => {
    const quote = doubleQuote ?? singleQuote ?? '';
    if (!quote && !separator.includes('=') && !looksLikeValue(match.slice(key.length + separator.length))) return match;
    return `${key}${separator}${quote}${REDACTED}${quote}`;
  });
  out = out.replace(SECRET_FOLLOWED_BY_VALUE, (match, key: string, space: string, value: string) => {
    if (!/^["']/.test(value) && !/[0-9]/.test(value) && value.length < 16) return match;
    return `${key}${space}${REDACTED}`;
  });
  out = out.replace(JWT, REDACTED);
  out = out.replace(CLOUD_TOKENS, REDACTED);
  out = out.replace(BASE64_RUN, (run) => (tokenLike(run) ? REDACTED : run));
  out = out.replace(HEX_RUN, (run, at: number, whole: string) => (/[0-9]/.test(run) && /[a-f]/i.test(run) && !hexIsDigest(whole, at) ? REDACTED : run));
  return out;
}

/** A secret as a URL carries it; one that no URL can carry (a lone surrogate) has no such form. */
function urlForm(secret: string): string {
  try {
    return encodeURIComponent(secret);
  } catch {
    return secret;
  }
}

/** How much of a foreign text is looked at: a plugin or server can print without end, and only a line of it is shown. */
const QUOTED_INPUT_CHARS = 16 * 1024;

/** One line, redacted and shortened: for quoting a server message or a plugin's stderr in an error. */
export function quote(text: string, max = 200, alsoSecret: Iterable<string> = []): string {
  // Cut at a space, never inside a word: half a token would no longer look like one.
  // Without a space in reach, the whole reach is kept: a cut run still looks like a token.
  const space = text.length <= QUOTED_INPUT_CHARS ? -1 : text.slice(0, QUOTED_INPUT_CHARS).search(/\s\S*$/);
  const head = text.length <= QUOTED_INPUT_CHARS ? text : text.slice(0, space < 0 ? QUOTED_INPUT_CHARS : space + 1);
  const line = redact(head, alsoSecret).replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
