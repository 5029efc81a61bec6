/**
 * Paginated lists: pages of 500 with `continue`; a 410 on a continue token (the snapshot it points
 * at was compacted away) starts that list again from the beginning.
 */
import type { ApiClient } from './http.js';
import { ApiStatusError } from './http.js';
import type { ApiResource } from './discovery.js';
import { apiVersionOf } from './discovery.js';

const PAGE_SIZE = 500;
const MAX_RESTARTS = 3;

export interface ListRequest {
  resource: ApiResource;
  /** Only this namespace (namespaced resources). */
  namespace?: string;
  labelSelector?: string;
  fieldSelector?: string;
}

export type RawObject = Record<string, unknown> & { apiVersion: string; kind: string; metadata?: Record<string, unknown> };

function listPath(request: ListRequest): string {
  const r = request.resource;
  const root = r.group ? `/apis/${r.group}/${r.version}` : `/api/${r.version}`;
  const scope = r.namespaced && request.namespace ? `/namespaces/${encodeURIComponent(request.namespace)}` : '';
  return `${root}${scope}/${r.resource}`;
}

/** "apps/v1 deployments in namespace shop", for progress and gaps. */
export function describeList(request: ListRequest): string {
  const r = request.resource;
  const scope = r.namespaced ? (request.namespace ? ` in namespace ${request.namespace}` : ' (all namespaces)') : '';
  const selectors = [request.labelSelector, request.fieldSelector].filter(Boolean).join(', ');
  return `${apiVersionOf(r)} ${r.resource}${scope}${selectors ? ` [${selectors}]` : ''}`;
}

export async function listAll(client: ApiClient, request: ListRequest, onPage?: (items: number) => void): Promise<RawObject[]> {
  const path = listPath(request);
  const apiVersion = apiVersionOf(request.resource);
  for (let restarts = 0; ; restarts++) {
    const items: RawObject[] = [];
    let token: string | undefined;
    try {
      do {
        const page = await client.getJson<{ items?: Record<string, unknown>[]; metadata?: { continue?: string } }>(path, {
          query: { limit: PAGE_SIZE, continue: token, labelSelector: request.labelSelector, fieldSelector: request.fieldSelector },
        });
        for (const item of page.items ?? []) {
          // Typed lists leave apiVersion and kind out of their items.
          if (typeof item.apiVersion !== 'string') item.apiVersion = apiVersion;
          if (typeof item.kind !== 'string') item.kind = request.resource.kind;
          items.push(item as RawObject);
        }
        onPage?.(page.items?.length ?? 0);
        token = page.metadata?.continue || undefined;
      } while (token);
      return items;
    } catch (error) {
      const expired = error instanceof ApiStatusError && error.status === 410 && token !== undefined;
      if (!expired || restarts >= MAX_RESTARTS) throw error;
      onPage?.(-items.length);
    }
  }
}
