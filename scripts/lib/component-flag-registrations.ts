/**
 * Reads which command-line flags a Go source file registers on a pflag FlagSet. Only calls whose
 * flag name is a Go string literal are read: a name built at run time (fmt.Sprintf, a constant from
 * another package) cannot be known from the text, and guessing it would put names in the data that
 * no source states.
 */

/** One registration (or deprecation mark) found in a file. */
export interface FlagCall {
  name: string;
  /** The Go function the call is in, as `(*Type).Method` or `Function`. */
  func: string;
  kind: 'registers' | 'deprecates';
}

/** pflag's registration methods: Bool, BoolVar, BoolVarP, BoolP, ... and Var / VarP / Func / BoolFunc. */
const TYPED_METHOD =
  /^(?:Bool|String|Int|Int8|Int16|Int32|Int64|Uint|Uint8|Uint16|Uint32|Uint64|Float32|Float64|Duration|IP|IPMask|IPNet|StringSlice|StringArray|StringToString|StringToInt|StringToInt64|IntSlice|Int32Slice|Int64Slice|UintSlice|BoolSlice|DurationSlice|IPSlice|IPNetSlice|Float32Slice|Float64Slice|BytesHex|BytesBase64|Count|Text|Time)(Var)?P?$/;
const OTHER_METHOD = /^(?:Var|VarP|VarPF|Func|FuncP|BoolFunc|BoolFuncP)$/;

/**
 * Flag sets in the Kubernetes option packages are named `fs`, `genericfs`, `flags`..., or reached
 * through `fss.FlagSet("section")`; requiring such a receiver keeps zap.String("v", ...) and the
 * like out.
 */
const RECEIVER = /(?:\b[A-Za-z_]*(?:fs|Fs|FS|flags|Flags|flagSet|FlagSet|flagset)|\.FlagSet\("[^"]*"\))$/;

const GO_STRING = /^"((?:[^"\\]|\\.)*)"$/;
const FLAG_NAME = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

/** The arguments of the call whose `(` is at `open`, split at top-level commas (strings and nesting respected). */
function callArguments(text: string, open: number): string[] | null {
  const args: string[] = [];
  let depth = 0;
  let start = open + 1;
  for (let i = open + 1; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'") {
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === '\\') i++;
    } else if (c === '`') {
      i = text.indexOf('`', i + 1);
      if (i < 0) return null;
    } else if (c === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end;
    } else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      if (depth === 0) {
        args.push(text.slice(start, i).trim());
        return args;
      }
      depth--;
    } else if (c === ',' && depth === 0) {
      args.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  return null;
}

function literal(arg: string | undefined): string | null {
  const m = arg === undefined ? null : GO_STRING.exec(arg);
  return m ? m[1] : null;
}

/** The name of the Go function declared at each `func` line, so a call can name the function it is in. */
function functionStarts(text: string): { at: number; name: string }[] {
  const starts: { at: number; name: string }[] = [];
  const decl = /^func\s+(?:\(\s*\w+\s+(\*?\s*\w+)(?:\[[^\]]*\])?\s*\)\s*)?(\w+)/gm;
  for (let m = decl.exec(text); m; m = decl.exec(text)) {
    const receiver = m[1]?.replace(/\s+/g, '');
    starts.push({ at: m.index, name: receiver ? `(${receiver}).${m[2]}` : m[2] });
  }
  return starts;
}

/** Every flag registration and MarkDeprecated call with a literal flag name in one Go file. */
export function flagCalls(text: string): FlagCall[] {
  const starts = functionStarts(text);
  const enclosing = (at: number) => starts.filter((s) => s.at <= at).at(-1)?.name ?? '(package level)';
  const calls: FlagCall[] = [];
  const call = /\.([A-Z][A-Za-z0-9]*)\(/g;
  for (let m = call.exec(text); m; m = call.exec(text)) {
    const method = m[1];
    const before = text.slice(Math.max(0, m.index - 80), m.index);
    if (!RECEIVER.test(before)) continue;
    const open = m.index + m[0].length - 1;
    const lineStart = text.lastIndexOf('\n', m.index) + 1;
    if (/^\s*\/\//.test(text.slice(lineStart, m.index))) continue;
    let name: string | null = null;
    let kind: FlagCall['kind'] = 'registers';
    if (method === 'MarkDeprecated') {
      name = literal(callArguments(text, open)?.[0]);
      kind = 'deprecates';
    } else if (TYPED_METHOD.test(method) || OTHER_METHOD.test(method)) {
      const args = callArguments(text, open);
      if (!args) continue;
      const takesPointer = method.includes('Var') || method === 'Func' || method === 'FuncP' || method === 'BoolFunc' || method === 'BoolFuncP';
      // Func/BoolFunc take (name, usage, fn): the name comes first like the typed non-Var methods
      const nameIndex = takesPointer && !/^(?:Bool)?Func/.test(method) ? 1 : 0;
      name = literal(args[nameIndex]);
    }
    if (name && FLAG_NAME.test(name)) calls.push({ name, func: enclosing(m.index), kind });
  }
  return calls;
}
