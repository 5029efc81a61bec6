import type { K8sObject } from './model.js';

/**
 * Lookups across the objects of a run that rules declared they look up (`Rule.lookups`), built
 * while objects load, so that no rule scans every object from inside a per-object check. Rules that
 * need their own derived index build it through `memo`.
 */
export class ObjectIndex {
  private readonly kinds = new Map<string, K8sObject[]>();
  /** Built on the first lookup by name: many runs never make one. */
  private names: Map<string, K8sObject> | undefined;
  private readonly memos = new Map<string, unknown>();

  constructor(objects: Iterable<K8sObject> = []) {
    for (const obj of objects) this.add(obj);
  }

  add(obj: K8sObject): void {
    let list = this.kinds.get(obj.kind);
    if (!list) this.kinds.set(obj.kind, (list = []));
    list.push(obj);
    this.names = undefined;
  }

  byKind(kind: string): readonly K8sObject[] {
    return this.kinds.get(kind) ?? [];
  }

  /** The object of this kind and name; `namespace` is ignored for cluster-scoped kinds when omitted. */
  get(kind: string, namespace: string | undefined, name: string): K8sObject | undefined {
    this.names ??= indexByName(this.kinds.values());
    return this.names.get(nameKey(kind, namespace, name));
  }

  /** A value derived from the objects, computed on first use and shared by every caller of the run. */
  memo<T>(key: string, build: (index: ObjectIndex) => T): T {
    if (!this.memos.has(key)) this.memos.set(key, build(this));
    return this.memos.get(key) as T;
  }
}

/** The last object of a kind, namespace and name wins, as a later document overrides an earlier one. */
function indexByName(lists: Iterable<readonly K8sObject[]>): Map<string, K8sObject> {
  const names = new Map<string, K8sObject>();
  for (const objects of lists) {
    for (const obj of objects) {
      const name = obj.metadata.name;
      if (typeof name === 'string') names.set(nameKey(obj.kind, obj.metadata.namespace, name), obj);
    }
  }
  return names;
}

function nameKey(kind: string, namespace: unknown, name: string): string {
  return `${kind}\u0000${typeof namespace === 'string' ? namespace : ''}\u0000${name}`;
}
