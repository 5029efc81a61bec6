/**
 * Controller chains: Pod -> ReplicaSet -> Deployment, Pod -> Job -> CronJob. A live cluster holds
 * both a workload and the objects its controllers made from it; a rule that compares workloads
 * counts them as one by following each object's controller owner up to the top of its chain.
 */
import type { K8sObject } from '../model.js';
import { isRecord } from './workloads.js';

export interface OwnerRef {
  kind: string;
  name: string;
}

/** The `ownerReferences` entry with `controller: true` (the object that manages this one), if any. */
export function controllerOwnerOf(obj: K8sObject): OwnerRef | undefined {
  const refs = obj.metadata.ownerReferences;
  if (!Array.isArray(refs)) return undefined;
  for (const ref of refs) {
    if (isRecord(ref) && ref.controller === true && typeof ref.kind === 'string' && typeof ref.name === 'string') return { kind: ref.kind, name: ref.name };
  }
  return undefined;
}

/** What a controller chain needs of a workload a rule keeps once its object is dropped. */
export interface Owned {
  kind: string;
  /** '' when the object has none, as in a lookup. */
  namespace: string;
  /** '' when the object has none. */
  name: string;
  /** Its controller owner (`controllerOwnerOf`). */
  owner?: OwnerRef;
}

/** How many owners a chain follows at most: real chains have three links, a loop of owners has no end. */
const MAX_CHAIN = 8;

/**
 * The controller chains of workloads that stream by: objects are checked once and dropped, so a
 * rule records what it keeps of each workload as it reads it, and follows the chains once every
 * object was seen. Owners are looked up in the workload's namespace; an owner that was not
 * recorded (not loaded, or of a kind the rule does not read, such as a custom controller's
 * object) ends the chain.
 */
export class ControllerChains<T extends Owned> {
  /** By kind, namespace and name; null stands for a workload kept by name alone (see `add`). */
  readonly #workloads = new Map<string, Map<string, Map<string, T | null>>>();
  readonly #roots = new Map<T, T>();
  readonly #standIn: (kind: string, namespace: string, name: string) => T;
  readonly #intern: (text: string) => string;

  /**
   * `standIn` makes what the rule keeps of a workload recorded by name alone, once a chain reaches
   * it; `intern` keeps one copy of each namespace (see `interner`).
   */
  constructor(standIn: (kind: string, namespace: string, name: string) => T, intern: (text: string) => string) {
    this.#standIn = standIn;
    this.#intern = intern;
  }

  /**
   * Records a workload by kind, namespace and name (detached: it is kept to the end of the run); of
   * duplicates the last wins, as in an index lookup. Most workloads have no owner and are of no
   * other interest to the rule: a chain can only end at them, and `null` records them by name alone.
   */
  add(kind: string, namespace: unknown, name: string, workload: T | null): void {
    if (this.#roots.size > 0) this.#roots.clear();
    const ns = typeof namespace === 'string' ? namespace : '';
    let byNamespace = this.#workloads.get(kind);
    if (!byNamespace) this.#workloads.set(kind, (byNamespace = new Map()));
    let byName = byNamespace.get(ns);
    if (!byName) byNamespace.set(this.#intern(ns), (byName = new Map()));
    byName.set(name, workload);
  }

  /** The top of the workload's controller chain among the recorded workloads; the workload itself when it has no recorded owner. */
  rootOf(workload: T): T {
    let root = this.#roots.get(workload);
    if (!root) this.#roots.set(workload, (root = this.#follow(workload)));
    return root;
  }

  #follow(workload: T): T {
    let current = workload;
    for (let depth = 0; depth < MAX_CHAIN; depth++) {
      const owner = current.owner;
      const next = owner ? this.#lookup(owner.kind, current.namespace, owner.name) : undefined;
      if (!next || next === current) return current;
      current = next;
    }
    return current;
  }

  #lookup(kind: string, namespace: string, name: string): T | undefined {
    const byName = this.#workloads.get(kind)?.get(namespace);
    const found = byName?.get(name);
    if (found !== null) return found;
    // One object stands for the workload from now on, so that it is one root wherever a chain reaches it.
    const workload = this.#standIn(kind, namespace, name);
    byName!.set(name, workload);
    return workload;
  }
}
