/**
 * `--pushgateway URL`: the metrics of `-o prometheus` sent to a Prometheus Pushgateway once the
 * report is printed, for runs that end before Prometheus could scrape them (a CronJob, a CI job).
 *
 * One PUT replaces the group `job="k8s_upgrade_check"` plus `cluster=<context>` for each cluster a
 * live run checked, or `source="manifests"` for a manifest scan: a run's metrics replace the last
 * run's of the same cluster, and a rule whose findings are gone loses its series. The cluster's name goes in base64url
 * (`cluster@base64/...`), the only way the Pushgateway takes a value with a `/` in it, and `=` for
 * an empty one.
 *
 * The URL may hold `user:password@` for basic authentication; no message names it with them. A
 * push waits at most PUSH_TIME_LIMIT_MS, follows no redirect (it would send the metrics and the
 * password somewhere the user did not name) and reads at most a few kilobytes of the answer.
 */
import { request as httpRequest } from 'node:http';
import type { IncomingMessage, RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { UsageError, firstLine, networkReason } from './errors.js';
import type { Report } from './model.js';
import { clusterLabel } from './reporters/prometheus.js';
import { isLiveReport, reportsByCluster } from './cluster-reports.js';
import { loadReporter } from './reporters/index.js';
import type { GateOptions, ReporterOptions } from './reporters/types.js';
import { quote, registerSecret } from './redact.js';
import { displayText } from './untrusted-text.js';

export const PUSH_JOB = 'k8s_upgrade_check';
export const PUSH_TIME_LIMIT_MS = 10_000;
/** Enough for the Pushgateway's one-line explanation of a refused push. */
const ANSWER_LIMIT_BYTES = 4096;

/** Where to push, checked before the run starts: a URL that cannot work stops the run before it reads anything. */
export interface Pushgateway {
  url: URL;
  /** The URL as messages name it: without user and password. */
  shown: string;
}

export function parsePushgatewayUrl(value: string): Pushgateway {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    // Whatever comes before an `@` may be a password, even where no URL could be parsed.
    throw new UsageError(`--pushgateway "${value.replace(/^.*@/s, '***@')}": not a URL; give the Pushgateway's address, e.g. http://pushgateway:9091`);
  }
  // Whatever a server or the network layer says is redacted of it before it is shown.
  registerSecret(safeDecode(url.password));
  const shown = shownUrl(url);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`--pushgateway ${shown}: only http:// and https:// URLs are pushed to`);
  if (url.search !== '' || url.hash !== '')
    throw new UsageError(`--pushgateway ${shown}: give the Pushgateway's address without a query or fragment; the push path is added to it`);
  return { url, shown };
}

/** The path under the Pushgateway's address that holds the group of a report of one cluster, or of a manifest scan. */
export function groupPath(report: Report): string {
  if (!isLiveReport(report)) return `/metrics/job/${PUSH_JOB}/source/manifests`;
  const value = clusterLabel(report);
  return `/metrics/job/${PUSH_JOB}/cluster@base64/${value === '' ? '=' : Buffer.from(value, 'utf8').toString('base64url')}`;
}

/**
 * Pushes the report's metrics, one group per cluster of a live run: a cluster checked replaces its
 * group (PUT); one not checked only sets its `cluster_reachable` (POST), so that what its last check
 * found stays visible and alerting. A push that does not succeed ends the run with exit 2, after the
 * report that was printed; the other clusters' pushes are made all the same.
 */
export async function pushReport(gateway: Pushgateway, report: Report, options: ReporterOptions & GateOptions): Promise<void> {
  const reporter = await loadReporter('prometheus');
  const metrics = (part: Report) => reporter(part, { ...options, color: false });
  const pushes: Push[] = isLiveReport(report)
    ? reportsByCluster(report).map(({ entry, report: part }) => {
        const mine = part ?? { ...report, findings: [], gaps: [], suppressed: [], clusters: [entry] };
        return { path: groupPath(mine), method: part ? 'PUT' : 'POST', text: metrics(mine), cluster: entry.context };
      })
    : [{ path: groupPath(report), method: 'PUT', text: metrics(report), cluster: undefined }];
  const failures: string[] = [];
  for (const push of pushes) {
    const failure = await send(gateway.url, push.method, push.path, push.text);
    if (failure) failures.push(`${push.cluster === undefined ? '' : `cluster ${displayText(push.cluster)}: `}${failure.reason}; ${failure.advice}`);
  }
  if (failures.length === 0) return;
  const what = pushes.length > 1 ? `${failures.length} of ${pushes.length} groups of metrics` : 'the metrics';
  throw new UsageError(`could not push ${what} to the Pushgateway at ${gateway.shown}: ${failures.join(' / ')}`);
}

interface Push {
  path: string;
  method: 'PUT' | 'POST';
  text: string;
  cluster: string | undefined;
}

interface Failure {
  reason: string;
  advice: string;
}

const CHECK_ADDRESS = 'check the address and that the Pushgateway runs and is reachable from here (the report above is complete)';

function send(url: URL, method: 'PUT' | 'POST', path: string, text: string): Promise<Failure | undefined> {
  const body = Buffer.from(text, 'utf8');
  const options: RequestOptions = {
    method,
    hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port || undefined,
    path: url.pathname.replace(/\/+$/, '') + path,
    headers: { 'Content-Type': 'text/plain; version=0.0.4; charset=utf-8', 'Content-Length': String(body.length) },
    // One connection, closed after the answer: a kept-alive socket would hold the run open.
    agent: false,
  };
  if (url.username !== '' || url.password !== '') options.auth = `${safeDecode(url.username)}:${safeDecode(url.password)}`;
  return new Promise((resolve) => {
    let settled = false;
    const done = (failure: Failure | undefined) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(failure);
    };
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(options, (response) => {
      readAnswer(response).then(
        (answer) => done(judge(response.statusCode ?? 0, response.statusMessage ?? '', answer, url)),
        (error) => done(connectionFailure(error, url)),
      );
    });
    const timer = setTimeout(() => done({ reason: `no answer within ${PUSH_TIME_LIMIT_MS / 1000}s`, advice: CHECK_ADDRESS }), PUSH_TIME_LIMIT_MS);
    request.on('error', (error) => done(connectionFailure(error, url)));
    request.end(body);
  });
}

/** The first bytes of the answer, as text: the Pushgateway explains a refused push in one line. */
function readAnswer(response: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    response.on('data', (chunk: Buffer) => {
      if (length >= ANSWER_LIMIT_BYTES) return;
      chunks.push(chunk);
      length += chunk.length;
      if (length >= ANSWER_LIMIT_BYTES) resolve(Buffer.concat(chunks).subarray(0, ANSWER_LIMIT_BYTES).toString('utf8'));
    });
    response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    response.on('error', reject);
  });
}

function judge(status: number, statusText: string, answer: string, url: URL): Failure | undefined {
  if (status >= 200 && status < 300) return undefined;
  const said = quote(firstLine(answer.trim()), 200, passwordForms(url));
  const reason = `it answered ${status}${statusText ? ` ${quote(statusText, 80, passwordForms(url))}` : ''}${said ? ` (${said})` : ''}`;
  if (status >= 300 && status < 400) return { reason, advice: "redirects are not followed: give the Pushgateway's own address (the report above is complete)" };
  if (status === 401 || status === 403) return { reason, advice: 'check the user and password in the URL (the report above is complete)' };
  if (status === 400)
    return { reason, advice: "the Pushgateway refused the metrics; its log and the group's other pushes say why (the report above is complete)" };
  return { reason, advice: CHECK_ADDRESS };
}

function connectionFailure(error: unknown, url: URL): Failure {
  return { reason: networkReason(error) ?? quote(firstLine(error), 200, passwordForms(url)), advice: CHECK_ADDRESS };
}

/** The URL's password as typed and as decoded: secret in whatever the server or the network layer says. */
function passwordForms(url: URL): string[] {
  return [url.password, safeDecode(url.password)].filter((form) => form !== '');
}

/** The URL without `user:password@`, a query or a fragment (either may hold a token), and with no trailing slash. */
function shownUrl(url: URL): string {
  const copy = new URL(url.href);
  copy.username = '';
  copy.password = '';
  copy.search = '';
  copy.hash = '';
  return displayText(copy.href.replace(/\/$/, ''));
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
