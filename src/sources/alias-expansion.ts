/**
 * With anchors and aliases a parsed YAML document is a graph, not a tree: js-yaml gives every
 * alias the anchored value itself, so a file of a few hundred bytes (`b: &b [*a, *a, ...]`, ten
 * levels deep) is a value that a walk treating it as a tree visits ten billion times, and an
 * anchor holding an alias to itself is a value that contains itself. The manifest source measures
 * each document that has aliases once, here, and hands rules only documents whose expansion stays
 * within the budget, so that no walk over an object's body can run away.
 */

/**
 * Nodes that aliases may repeat in one document. Go's YAML decoder, which kubectl and the API
 * server use, refuses "excessive aliasing" at a ratio that allows about 400,000 alias-driven
 * decodes; a manifest written by hand repeats a few hundred.
 */
export const ALIAS_EXPANSION_BUDGET = 1_000_000;

export type Expansion = { ok: true } | { ok: false; reason: string };

interface Open {
  children: unknown[];
  next: number;
  size: number;
}

/**
 * Whether `value` stays within `budget` when every alias is counted as a copy of what it refers
 * to. Nodes are counted once where written; each further time a shared node is reached, its whole
 * expanded size counts against the budget. Iterative, so that nesting as deep as the parser
 * allows does not exhaust the stack, and linear in the distinct nodes.
 */
export function checkExpansion(value: unknown, budget = ALIAS_EXPANSION_BUDGET): Expansion {
  if (!isCollection(value)) return { ok: true };
  const sizes = new Map<object, number>();
  const onPath = new Set<object>();
  const stack: { node: object; open: Open }[] = [];
  let repeated = 0;
  const enter = (node: object) => {
    onPath.add(node);
    stack.push({ node, open: { children: Array.isArray(node) ? node : Object.values(node), next: 0, size: 1 } });
  };
  enter(value);
  while (stack.length > 0) {
    const top = stack[stack.length - 1];
    const { open } = top;
    if (open.next < open.children.length) {
      const child = open.children[open.next++];
      if (!isCollection(child)) {
        open.size++;
        continue;
      }
      if (onPath.has(child)) return { ok: false, reason: 'an anchor holds an alias to itself, so the document has no end' };
      const known = sizes.get(child);
      if (known === undefined) {
        enter(child);
        continue;
      }
      repeated += known;
      open.size += known;
      if (repeated > budget) return { ok: false, reason: `aliases repeat more than ${budget.toLocaleString('en-US')} nodes` };
      continue;
    }
    stack.pop();
    onPath.delete(top.node);
    sizes.set(top.node, open.size);
    if (stack.length > 0) stack[stack.length - 1].open.size += open.size;
  }
  return { ok: true };
}

/** A sequence or a mapping; a `!!binary` value (a byte array) is one scalar. */
function isCollection(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !ArrayBuffer.isView(value);
}
