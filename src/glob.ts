/**
 * `*` matches within one path segment, `**` across segments, `?` one character; everything else
 * is literal. Names, namespaces and kinds have no `/`, so for them `*` matches anything.
 *
 * Globs come from configuration files in the repository under review, so matching must not depend on
 * how a pattern is written: it walks the pattern and the text together, keeping the set of pattern
 * positions reached so far (a Thompson NFA), in time proportional to their lengths' product.
 * A regular expression (ours before, or picomatch's) backtracks instead: 12 `*` against a name of 36
 * characters took picomatch 20 seconds, and each further character multiplies it.
 */
export interface Glob {
  test(text: string): boolean;
}

enum Step {
  /** One given character. */
  Literal,
  /** `?`: one character other than `/`. */
  One,
  /** `*`: any run of characters other than `/`. */
  Segment,
  /** `**` not followed by `/`: any run of characters. */
  Any,
  /** `**` followed by `/`: nothing, or any run of characters that ends with `/`. */
  Directories,
}

interface Token {
  step: Step;
  /** The character of a Literal step. */
  char: number;
}

export function compileGlob(glob: string): Glob {
  const tokens = tokenize(glob);
  if (tokens.every((token) => token.step === Step.Literal)) return { test: (text) => text === glob };
  return { test: (text) => matches(tokens, text) };
}

function tokenize(glob: string): Token[] {
  const tokens: Token[] = [];
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i];
    if (ch === '*' && glob[i + 1] === '*') {
      i++;
      if (glob[i + 1] === '/') {
        i++;
        tokens.push({ step: Step.Directories, char: 0 });
      } else {
        tokens.push({ step: Step.Any, char: 0 });
      }
    } else if (ch === '*') {
      tokens.push({ step: Step.Segment, char: 0 });
    } else if (ch === '?') {
      tokens.push({ step: Step.One, char: 0 });
    } else {
      tokens.push({ step: Step.Literal, char: glob.charCodeAt(i) });
    }
  }
  return tokens;
}

const SLASH = 0x2f;

/**
 * Pattern positions are states 0..tokens.length (the last accepts); a `**` + `/` at position p also
 * has the state "inside it" (tokens.length + 1 + p): characters consumed, a `/` still to come.
 */
function matches(tokens: readonly Token[], text: string): boolean {
  const accept = tokens.length;
  const states = 2 * (accept + 1);
  // Each set is a list of states plus a mark per state, so that adding one is O(1).
  let current = new Int32Array(states);
  let next = new Int32Array(states);
  let marks = new Uint32Array(states);
  let generation = 1;

  const addInside = (set: Int32Array, size: number, p: number): number => {
    const id = accept + 1 + p;
    if (marks[id] === generation) return size;
    marks[id] = generation;
    set[size] = id;
    return size + 1;
  };
  // Reaching a position reaches what follows every wildcard there too: each can match nothing.
  const add = (set: Int32Array, size: number, position: number): number => {
    for (let p = position; p <= accept; p++) {
      if (marks[p] === generation) return size;
      marks[p] = generation;
      if (p === accept) {
        set[size] = p;
        return size + 1;
      }
      const step = tokens[p].step;
      if (step === Step.Directories) {
        size = addInside(set, size, p);
        continue;
      }
      set[size++] = p;
      if (step === Step.Literal || step === Step.One) return size;
    }
    return size;
  };

  let count = add(current, 0, 0);
  for (let i = 0; i < text.length && count > 0; i++) {
    const c = text.charCodeAt(i);
    generation++;
    if (generation === 0xffffffff) {
      marks = new Uint32Array(states);
      generation = 1;
    }
    let nextCount = 0;
    for (let k = 0; k < count; k++) {
      const id = current[k];
      if (id === accept) continue;
      if (id > accept) {
        const p = id - accept - 1;
        nextCount = addInside(next, nextCount, p);
        if (c === SLASH) nextCount = add(next, nextCount, p + 1);
        continue;
      }
      const token = tokens[id];
      switch (token.step) {
        case Step.Literal:
          if (c === token.char) nextCount = add(next, nextCount, id + 1);
          break;
        case Step.One:
          if (c !== SLASH) nextCount = add(next, nextCount, id + 1);
          break;
        case Step.Segment:
          if (c !== SLASH) nextCount = add(next, nextCount, id);
          break;
        case Step.Any:
          nextCount = add(next, nextCount, id);
          break;
      }
    }
    [current, next] = [next, current];
    count = nextCount;
  }
  for (let k = 0; k < count; k++) if (current[k] === accept) return true;
  return false;
}
