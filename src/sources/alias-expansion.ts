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

/**
 * Characters that aliases may add to a document beyond what it has written: one alias to a large
 * string costs no node but a copy of the string for every rule or report that serialises it, so
 * a document of a 1 MB scalar referenced 3,000 times is as much a bomb as a billion laughs.
 */
export const ALIAS_CHARACTER_BUDGET = 16 * 1024 * 1024;

export type Expansion = { ok: true } | { ok: false; reason: string };

interface Open {
  children: unknown[];
  next: number;
  size: number;
  chars: number;
}

interface Size {
  nodes: number;
  chars: number;
}

/**
 * Whether `value` stays within `budget` when every alias is counted as a copy of what it refers
 * to. Nodes are counted once where written; each further time a shared node is reached, its whole
 * expanded size counts against the budget. The characters of its strings and keys, expanded, may
 * exceed the `writtenChars` of the document's text by `ALIAS_CHARACTER_BUDGET` at the most: a
 * document without aliases never has more. Iterative, so that nesting as deep as the parser
 * allows does not exhaust the stack, and linear in the distinct nodes.
 */
export function checkExpansion(value: unknown, budget = ALIAS_EXPANSION_BUDGET, writtenChars = 0): Expansion {
  if (!isCollection(value)) return { ok: true };
  const charLimit = writtenChars + ALIAS_CHARACTER_BUDGET;
  const sizes = new Map<object, Size>();
  const onPath = new Set<object>();
  const stack: { node: object; open: Open }[] = [];
  let repeated = 0;
  let chars = 0;
  const tooManyChars = (): Expansion => ({ ok: false, reason: `aliases repeat more than ${byteCount(charLimit - writtenChars)} of text` });
  const enter = (node: object) => {
    onPath.add(node);
    let keyChars = 0;
    if (!Array.isArray(node)) for (const key in node) keyChars += key.length;
    chars += keyChars;
    stack.push({ node, open: { children: Array.isArray(node) ? node : Object.values(node), next: 0, size: 1, chars: keyChars } });
  };
  enter(value);
  if (chars > charLimit) return tooManyChars();
  while (stack.length > 0) {
    const top = stack[stack.length - 1];
    const { open } = top;
    if (open.next < open.children.length) {
      const child = open.children[open.next++];
      if (!isCollection(child)) {
        open.size++;
        const length = scalarChars(child);
        open.chars += length;
        chars += length;
        if (chars > charLimit) return tooManyChars();
        continue;
      }
      if (onPath.has(child)) return { ok: false, reason: 'an anchor holds an alias to itself, so the document has no end' };
      const known = sizes.get(child);
      if (known === undefined) {
        enter(child);
        if (chars > charLimit) return tooManyChars();
        continue;
      }
      repeated += known.nodes;
      open.size += known.nodes;
      open.chars += known.chars;
      chars += known.chars;
      if (repeated > budget) return { ok: false, reason: `aliases repeat more than ${budget.toLocaleString('en-US')} nodes` };
      if (chars > charLimit) return tooManyChars();
      continue;
    }
    stack.pop();
    onPath.delete(top.node);
    sizes.set(top.node, { nodes: open.size, chars: open.chars });
    if (stack.length > 0) {
      const parent = stack[stack.length - 1].open;
      parent.size += open.size;
      parent.chars += open.chars;
    }
  }
  return { ok: true };
}

function scalarChars(value: unknown): number {
  if (typeof value === 'string') return value.length;
  if (ArrayBuffer.isView(value)) return value.byteLength;
  return 0;
}

function byteCount(chars: number): string {
  return `${Math.round(chars / (1024 * 1024)).toLocaleString('en-US')} MiB`;
}

/** A sequence or a mapping; a `!!binary` value (a byte array) is one scalar. */
function isCollection(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !ArrayBuffer.isView(value);
}
