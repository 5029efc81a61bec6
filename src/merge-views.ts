/**
 * A live cluster shows one resource several ways (as served, as its Helm chart wrote it, as its
 * write records say) and many nodes alike. The rules judge each view on its own; this step of the
 * engine turns their findings into what a reader needs (findings about files pass through):
 *
 * 1. A finding about the `apiVersion` of an object as served stands only when someone writes the
 *    object in that version. The server picks the version it serves and converts stored objects
 *    on upgrade; the version only matters in what clients send. When every write record of the
 *    object is in another version or by the control plane, the finding is dropped (its other
 *    versions have their own objects and findings). Without any write record it stands.
 * 2. The same finding from several views of one object is reported once, from the view that
 *    says where to fix it: the Helm release first, then the write records, then the live object.
 * 3. Findings that differ only in the node they name are grouped into one.
 */
import type { ClusterOrigin, Finding, ObjectRef } from './model.js';

const VIEW_RANK: Record<ClusterOrigin['via'], number> = { 'helm-release': 0, 'last-applied': 1, 'managed-fields': 2, live: 3, node: 4, metric: 5 };
const NODE_KINDS = new Set(['Node', 'KubeletConfiguration', 'KubeletMetrics']);

export function mergeViews(findings: readonly Finding[]): Finding[] {
  // Findings about files have one view each.
  if (!findings.some((f) => f.origin?.type === 'cluster')) return [...findings];
  const kept = findings.filter((f) => !(isApiVersionFinding(f) && f.origin?.type === 'cluster' && f.origin.servedVersionUnwritten));
  return groupNodes(dedupeViews(kept));
}

function isApiVersionFinding(f: Finding): boolean {
  return f.path?.length === 1 && f.path[0] === 'apiVersion';
}

function dedupeViews(findings: readonly Finding[]): Finding[] {
  const best = new Map<string, Finding>();
  const order: string[] = [];
  findings.forEach((f, i) => {
    const key =
      f.origin?.type === 'cluster' && f.object
        ? `${f.ruleId}\u0000${f.severity}\u0000${f.object.kind}\u0000${f.object.namespace ?? ''}\u0000${f.object.name}\u0000${f.message}`
        : `\u0001${i}`;
    const known = best.get(key);
    if (!known) {
      best.set(key, f);
      order.push(key);
    } else if (rank(f) < rank(known)) {
      best.set(key, f);
    }
  });
  return order.map((key) => best.get(key)!);
}

function rank(f: Finding): number {
  return f.origin?.type === 'cluster' ? VIEW_RANK[f.origin.via] : 0;
}

function groupNodes(findings: readonly Finding[]): Finding[] {
  const groups = new Map<string, Finding[]>();
  const out: (Finding | string)[] = [];
  for (const f of findings) {
    if (!(f.origin?.type === 'cluster' && f.object && NODE_KINDS.has(f.object.kind))) {
      out.push(f);
      continue;
    }
    const key = [f.ruleId, f.severity, f.release, f.object.kind, f.message, f.fix, JSON.stringify(f.path ?? [])].join('\u0000');
    const group = groups.get(key);
    if (group) group.push(f);
    else {
      groups.set(key, [f]);
      out.push(key);
    }
  }
  return out.map((entry) => {
    if (typeof entry !== 'string') return entry;
    const members = groups.get(entry)!.sort((a, b) => a.object!.name.localeCompare(b.object!.name, 'en', { numeric: true }));
    if (members.length === 1) return members[0];
    const objects: ObjectRef[] = members.map((m) => m.object!);
    return { ...members[0], group: { count: members.length, objects } };
  });
}
