/**
 * Paginated lists: pages of 500 with `continue`; a 410 on a continue token (the snapshot it points
 * at was compacted away) starts that list again from the beginning.
 *
 * A list is bounded whatever the server answers: it stops when the server sends a continue token
 * it sent before (a buggy aggregated API server or caching proxy can loop for ever), after
 * `pages` pages or `items` objects, and when it has run for `deadlineMs`. The objects read until
 * then are kept and the list is reported incomplete. An item that is not an object with metadata
 * is skipped and counted; a page that is not a list at all fails the list (MalformedAnswerError).
 */
import type { ApiClient } from './http.js';
import { ApiStatusError, MalformedAnswerError, describeJson } from './http.js';
import type { ApiResource } from './discovery.js';
import { apiVersionOf } from './discovery.js';
import { isRecord } from '../../kube/workloads.js';

const PAGE_SIZE = 500;
const MAX_RESTARTS = 3;
/** Real continue tokens are base64 of a small JSON (a resource version and a key): well under 1 KiB. */
const MAX_TOKEN_LENGTH = 8 * 1024;

export interface ListLimits {
  /** Pages per pass over the list (a 410 starts a new pass). */
  pages: number;
  /** Objects kept per list. */
  items: number;
  /** Time for the whole list, its retries and restarts included. */
  deadlineMs: number;
}

/**
 * 150,000 pods is the largest cluster Kubernetes' scalability limits describe; 250,000 objects of one
 * list leave room above it. Full pages of 500 need 500 of them; a server that fills its pages
 * poorly gets twice that. Ten minutes is far more than the largest list takes at the default rate.
 */
export const LIST_LIMITS: ListLimits = { pages: 1_000, items: 250_000, deadlineMs: 10 * 60_000 };

export interface ListRequest {
  resource: ApiResource;
  /** Only this namespace (namespaced resources). */
  namespace?: string;
  labelSelector?: string;
  fieldSelector?: string;
}

export type RawObject = Record<string, unknown> & { apiVersion: string; kind: string; metadata?: Record<string, unknown> };

export interface ListResult {
  items: RawObject[];
  /** Why the list stopped before its end, when it did: its objects so far are in `items`. */
  incomplete?: string;
  /** Items skipped because they were not objects with metadata. */
  malformed: number;
}

function listPath(request: ListRequest): string {
  const r = request.resource;
  const segment = encodeURIComponent;
  const root = r.group ? `/apis/${segment(r.group)}/${segment(r.version)}` : `/api/${segment(r.version)}`;
  const scope = r.namespaced && request.namespace ? `/namespaces/${segment(request.namespace)}` : '';
  return `${root}${scope}/${segment(r.resource)}`;
}

/** "apps/v1 deployments in namespace shop", for progress and gaps. */
export function describeList(request: ListRequest): string {
  const r = request.resource;
  const scope = r.namespaced ? (request.namespace ? ` in namespace ${request.namespace}` : ' (all namespaces)') : '';
  const selectors = [request.labelSelector, request.fieldSelector].filter(Boolean).join(', ');
  return `${apiVersionOf(r)} ${r.resource}${scope}${selectors ? ` [${selectors}]` : ''}`;
}

/** The stop that ends a list early, with why: thrown inside the loop, caught by listAll. */
class Stop extends Error {}

export async function listAll(
  client: ApiClient,
  request: ListRequest,
  onPage?: (items: number) => void,
  limits: ListLimits = LIST_LIMITS,
): Promise<ListResult> {
  const path = listPath(request);
  const apiVersion = apiVersionOf(request.resource);
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new Stop(`stopped after ${duration(limits.deadlineMs)}, the time limit for one list`)), limits.deadlineMs);
  let items: RawObject[] = [];
  let malformed = 0;
  try {
    for (let restarts = 0; ; restarts++) {
      items = [];
      malformed = 0;
      const sent = new Set<string>();
      let token: string | undefined;
      let pages = 0;
      try {
        do {
          if (pages++ >= limits.pages) throw new Stop(`stopped after ${limits.pages.toLocaleString('en-US')} pages, the most one list reads`);
          if (items.length >= limits.items) throw new Stop(`stopped at ${limits.items.toLocaleString('en-US')} objects, the most one list reads`);
          if (token !== undefined) sent.add(token);
          const page = listPage(
            await client.getJson(path, {
              signal: deadline.signal,
              query: { limit: PAGE_SIZE, continue: token, labelSelector: request.labelSelector, fieldSelector: request.fieldSelector },
            }),
            path,
          );
          const before = items.length;
          for (const item of page.items) {
            if (!isRecord(item) || !isRecord(item.metadata)) {
              malformed++;
              continue;
            }
            if (items.length >= limits.items) throw new Stop(`stopped at ${limits.items.toLocaleString('en-US')} objects, the most one list reads`);
            // Typed lists leave apiVersion and kind out of their items.
            if (typeof item.apiVersion !== 'string') item.apiVersion = apiVersion;
            if (typeof item.kind !== 'string') item.kind = request.resource.kind;
            items.push(item as RawObject);
          }
          onPage?.(items.length - before);
          if (page.continue !== undefined && sent.has(page.continue)) {
            throw new Stop('stopped: the server sent a continue token it had sent before, so the list would never end');
          }
          token = page.continue;
        } while (token !== undefined);
        return { items, malformed };
      } catch (error) {
        const expired = error instanceof ApiStatusError && error.status === 410 && token !== undefined;
        if (!expired || restarts >= MAX_RESTARTS || deadline.signal.aborted) throw error;
        onPage?.(-items.length);
      }
    }
  } catch (error) {
    const stop = error instanceof Stop ? error : deadline.signal.aborted ? (deadline.signal.reason as Stop) : undefined;
    if (!stop) throw error;
    return { items, malformed, incomplete: `${stop.message} (${items.length.toLocaleString('en-US')} objects read)` };
  } finally {
    clearTimeout(timer);
  }
}

interface ListPage {
  items: unknown[];
  continue?: string;
}

/** The parts of a list answer that are read, once checked: anything else is a malformed answer. */
function listPage(body: unknown, path: string): ListPage {
  if (!isRecord(body)) throw new MalformedAnswerError(path, `is not a list (it is ${describeJson(body)})`);
  const items = body.items ?? [];
  if (!Array.isArray(items)) throw new MalformedAnswerError(path, `is not a list (its items are ${describeJson(items)})`);
  const metadata = body.metadata ?? {};
  if (!isRecord(metadata)) throw new MalformedAnswerError(path, `is not a list (its metadata is ${describeJson(metadata)})`);
  const token = metadata.continue;
  if (token === undefined || token === null || token === '') return { items };
  if (typeof token !== 'string') throw new MalformedAnswerError(path, `holds a continue token that is not a string (${describeJson(token)})`);
  if (token.length > MAX_TOKEN_LENGTH)
    throw new MalformedAnswerError(path, `holds a continue token of ${token.length.toLocaleString('en-US')} characters, far longer than a real one`);
  return { items, continue: token };
}

function duration(ms: number): string {
  if (ms % 60_000 === 0) return `${ms / 60_000} minute${ms === 60_000 ? '' : 's'}`;
  return `${Number((ms / 1000).toFixed(1))}s`;
}
