/**
 * How findings name their place and object in text output. Kept apart from the table format so
 * that the other formats, suppressions and the baseline can use them without loading chalk.
 */
import type { ClusterOrigin, Finding } from '../model.js';
import { refLabel } from '../model.js';

export function locationLabel(f: Finding): string {
  if (f.location) return `${f.location.file}:${f.location.line}`;
  if (f.origin?.type === 'cluster') return `cluster ${f.origin.context}${f.origin.via === 'live' ? '' : ` (${clusterDetail(f.origin)})`}`;
  return '';
}

/** How a live finding was seen: the Helm release and chart, the writer and when, the node. */
function clusterDetail(origin: ClusterOrigin): string {
  if (origin.via === 'helm-release' && origin.helmRelease) {
    const r = origin.helmRelease;
    return `Helm ${r.namespace}/${r.name} rev ${r.revision}, ${r.chart}`;
  }
  if (origin.via === 'node' || origin.via === 'metric') return origin.detail?.replace(/^kubelet /, '') ?? origin.via;
  return origin.detail ?? origin.via;
}

export function objectLabel(f: Finding): string {
  if (!f.object) return f.location ? f.location.file : '(no object)';
  const more = f.group && f.group.count > 1 ? ` (and ${f.group.count - 1} more: ${moreNames(f.group.objects.slice(1).map((o) => o.name))})` : '';
  return `${refLabel(f.object)}${more}`;
}

/** The KIND column: the object's kind, or `-` for a finding about a whole file. */
export function kindLabel(f: Finding): string {
  return f.object ? f.object.kind : '-';
}

/** The NAMESPACE/NAME column, as kubectl writes it; a group of objects names the first and counts the rest. */
export function nameLabel(f: Finding): string {
  if (!f.object) return '-';
  const ns = f.object.namespace ? `${f.object.namespace}/` : '';
  const more = f.group && f.group.count > 1 ? ` (and ${f.group.count - 1} more: ${moreNames(f.group.objects.slice(1).map((o) => o.name))})` : '';
  return `${ns}${f.object.name}${more}`;
}

function moreNames(names: string[]): string {
  return names.length > 4 ? `${names.slice(0, 4).join(', ')}, ...` : names.join(', ');
}
