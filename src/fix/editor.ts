/**
 * Edits of one YAML document as changes of its text, at the positions the `yaml` package's parser
 * gives for every key, value and item.
 *
 * Why text edits rather than a re-serialised document: printing a document again, even with a
 * comment-keeping library (`yaml`'s Document API, `kubectl convert`), rewrites what nobody asked to
 * change: it folds long strings, re-indents sequences, re-spaces flow collections, picks its own
 * quotes and line breaks. Cutting and inserting text at parser positions leaves every other byte
 * as it was by construction, so the diff a reviewer reads is exactly the edit. The `yaml` package
 * is used for its positions (start, end of value, end of node for every node, key and item),
 * which js-yaml does not give; js-yaml, the parser the scan uses, reads the result back: each
 * edit is also made on the parsed value, and the edited text must parse to exactly that value.
 */
import yaml from 'js-yaml';
import type { Document, Node as YamlNode, Scalar, YAMLMap, YAMLSeq } from 'yaml';
import { Composer, isAlias, isMap, isScalar, isSeq, LineCounter, parseAllDocuments, Parser, visit } from 'yaml';
import { isDeepStrictEqual } from 'node:util';
import type { NewValue, ObjectEdits } from './api.js';
import type { Path } from '../model.js';
import { KUBERNETES_YAML_SCHEMA } from '../kube/yaml-schema.js';
import { getPath } from '../kube/workloads.js';
import { Copy, dataOf, isMapping, plainSafe, renderAfterKey, renderFlow, renderKey, renderPair } from './render.js';
import type { Resolved, Style } from './render.js';
import type { Splice } from './source-text.js';
import { applySplices, overlapping, SourceText } from './source-text.js';

/** An edit that cannot be made as asked; its message says why, for the report. */
export class EditError extends Error {}

type Collection = YAMLMap | YAMLSeq;

interface Located {
  /** The value at the path; null for a key written without a value. */
  node: YamlNode | null;
  path: Path;
  /** The collection holding it, and its index there; null for the document's root. */
  parent: { coll: Collection; index: number } | null;
}

type Op =
  | { kind: 'set'; at: Located; value: string | number | boolean }
  | { kind: 'update'; at: Located; change: (text: string) => string | null; alsoRemove: Located[] }
  | { kind: 'rename'; at: Located; key: string }
  | { kind: 'remove'; at: Located }
  | { kind: 'add'; at: Located; key: string; value: NewValue; after?: number; before?: number }
  | { kind: 'replace'; at: Located; value: NewValue; key?: string }
  | { kind: 'inner'; at: Located; editor: DocumentEditor; op: Op };

export interface Materialized {
  splices: Splice[];
  /** The document's value after the edits. */
  value: unknown;
}

/** Maps offsets of a block scalar's content to offsets of the file, and inserted text to the file's lines. */
interface OuterMap {
  offset(inner: number): number;
  text(inserted: string, innerAt: number): string;
}

export class DocumentEditor {
  readonly #src: SourceText;
  readonly #doc: Document.Parsed;
  readonly #value: unknown;
  readonly #style: Style;
  readonly #aliased: boolean;
  readonly #outer: OuterMap | undefined;
  readonly #inner = new Map<YamlNode, DocumentEditor>();
  #accepted: Op[] = [];
  #result: Materialized | undefined;

  constructor(src: SourceText, doc: Document.Parsed, value: unknown, outer?: OuterMap) {
    this.#src = src;
    this.#doc = doc;
    this.#value = value;
    this.#outer = outer;
    this.#style = styleOf(src, doc);
    let aliased = false;
    visit(doc, { Alias: () => void (aliased = true) });
    this.#aliased = aliased;
  }

  /** The edits API for one fixer call; edits go into `group`, which the caller commits or drops. */
  edits(prefix: Path, group: Op[]): ObjectEdits {
    const full = (path: Path): Path => [...prefix, ...path];
    const push = (path: Path, make: (editor: DocumentEditor, at: Located, depth: number) => Op) => group.push(this.#route(full(path), make));
    return {
      set: (path, value) => push(path, (_, at) => ({ kind: 'set', at: scalarAt(at), value })),
      rename: (path, key) => push(path, (_, at) => ({ kind: 'rename', at: mapEntry(at), key })),
      remove: (path) => push(path, (_, at) => ({ kind: 'remove', at: entry(at) })),
      add: (path, key, value, options) =>
        push(path, (editor, at) => {
          const map = at.node;
          if (isMap(map)) {
            if (findKey(map, key) >= 0) throw new EditError(`${describe(at.path)} already has ${key}`);
            const after = options?.after === undefined ? undefined : findKey(map, options.after);
            if (after !== undefined && after < 0) throw new EditError(`no ${options!.after} in ${describe(at.path)}`);
            const before = options?.before === undefined ? undefined : findKey(map, options.before);
            if (before !== undefined && before < 0) throw new EditError(`no ${options!.before} in ${describe(at.path)}`);
            editor.#checkCopies(value);
            return { kind: 'add', at, key, value, after, before };
          }
          if (isScalar(map) && map.value === null && at.parent && isMap(at.parent.coll)) return { kind: 'replace', at, value: { [key]: value } };
          throw new EditError(`${describe(at.path)} is not a mapping`);
        }),
      replace: (path, value, options) =>
        push(path, (editor, at) => {
          editor.#checkCopies(value);
          return { kind: 'replace', at: mapEntry(at), value, key: options?.key };
        }),
      update: (path, change, options) =>
        push(path, (editor, at, depth) => {
          const others = (options?.alsoRemove ?? []).map((other) => {
            const found = editor.#locate(full(other).slice(depth));
            if ('inner' in found) throw new EditError('cannot remove values in different documents together');
            return entry(found);
          });
          return { kind: 'update', at: scalarAt(at), change, alsoRemove: others };
        }),
      copy: (path, options) => {
        const copy = new Copy(full(path), options?.withComment);
        this.#resolve(copy);
        return copy;
      },
    };
  }

  /**
   * Adds a fixer's edits to those accepted so far, if all of them together can be made; otherwise
   * drops them and returns why.
   */
  tryCommit(group: Op[]): string | undefined {
    if (group.length === 0) return undefined;
    let result: Materialized;
    try {
      result = this.materialize([...this.#accepted, ...group]);
    } catch (error) {
      if (error instanceof EditError) return error.message;
      throw error;
    }
    this.#accepted.push(...group);
    this.#result = result;
    return undefined;
  }

  /** The text changes and the value the accepted edits make, as the last commit worked them out. */
  result(): Materialized | undefined {
    return this.#result;
  }

  /** Where an edit goes: here, or inside the YAML document a block scalar holds. */
  #route(path: Path, make: (editor: DocumentEditor, at: Located, depth: number) => Op, depth = 0): Op {
    const found = this.#locate(path);
    if ('inner' in found) {
      const editor = this.#innerEditor(found.inner.scalar);
      const consumed = found.inner.scalar.path.length;
      return { kind: 'inner', at: found.inner.scalar, editor, op: editor.#route(found.inner.rest, make, depth + consumed) };
    }
    return make(this, found, depth);
  }

  #locate(path: Path): Located | { inner: { scalar: Located; rest: Path } } {
    let node: YamlNode | null = this.#doc.contents as YamlNode | null;
    let parent: Located['parent'] = null;
    for (let i = 0; i < path.length; i++) {
      const here = path.slice(0, i);
      this.#checkNode(node, here);
      if (isScalar(node) && node.type === 'BLOCK_LITERAL' && typeof node.value === 'string') {
        return { inner: { scalar: { node, path: here, parent }, rest: path.slice(i) } };
      }
      const part = path[i];
      if (isMap(node)) {
        const index = findKey(node, String(part));
        if (index < 0) {
          if (findKey(node, '<<') >= 0) throw new EditError(`${describe(path.slice(0, i + 1))} comes from a YAML merge key (<<)`);
          throw new EditError(`no ${describe(path.slice(0, i + 1))} in the document`);
        }
        parent = { coll: node, index };
        node = (node.items[index].value as YamlNode | null) ?? null;
      } else if (isSeq(node)) {
        const index = typeof part === 'number' ? part : /^\d+$/.test(part) ? Number(part) : -1;
        if (index < 0 || index >= node.items.length) throw new EditError(`no ${describe(path.slice(0, i + 1))} in the document`);
        parent = { coll: node, index };
        node = (node.items[index] as YamlNode | null) ?? null;
      } else {
        throw new EditError(`no ${describe(path.slice(0, i + 1))} in the document`);
      }
    }
    this.#checkNode(node, path);
    return { node, path, parent };
  }

  /** Values written through an alias, or anchored for aliases elsewhere, are shared: editing them would edit other objects too. */
  #checkNode(node: YamlNode | null, path: Path): void {
    if (isAlias(node)) throw new EditError(`${describe(path)} is written through a YAML alias (*${node.source})`);
    if (this.#aliased && node && 'anchor' in node && node.anchor)
      throw new EditError(`${describe(path)} carries a YAML anchor (&${node.anchor}) that aliases share`);
  }

  #innerEditor(scalar: Located): DocumentEditor {
    const node = scalar.node as Scalar;
    let editor = this.#inner.get(node);
    if (editor) return editor;
    const content = node.value as string;
    if (!isDeepStrictEqual(getPath(this.#value, scalar.path), content))
      throw new EditError(`${describe(scalar.path)} reads differently in the two YAML parsers`);
    const documents = parseAllDocuments(content);
    const inner = Array.isArray(documents) ? documents[0] : undefined;
    if (!inner || inner.errors.length > 0) throw new EditError(`the document in ${describe(scalar.path)} does not parse`);
    let value: unknown;
    try {
      value = yaml.loadAll(content, undefined, { schema: KUBERNETES_YAML_SCHEMA })[0];
    } catch {
      throw new EditError(`the document in ${describe(scalar.path)} does not parse`);
    }
    editor = new DocumentEditor(new SourceText(content), inner, value, blockScalarMap(this.#src, node, content));
    this.#inner.set(node, editor);
    return editor;
  }

  #resolve(value: NewValue): Resolved | undefined {
    if (!(value instanceof Copy)) return undefined;
    const found = this.#locate(value.copyOf);
    if ('inner' in found) throw new EditError(`cannot copy ${describe(value.copyOf)} out of the document it is in`);
    const copied = structuredClone(getPath(this.#value, found.path));
    const node = found.node;
    if (isScalar(node) && (node.type === 'PLAIN' || node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE') && node.range![1] > node.range![0]) {
      const source = this.#src.text.slice(node.range![0], node.range![1]);
      const rest = this.#src.text.slice(node.range![1], this.#src.nextLineStart(node.range![1])).replace(/\r?\n$/, '');
      const comment = value.withComment && /^[ \t]+#/.test(rest) ? rest : undefined;
      if (!source.includes('\n')) return { source, plain: node.type === 'PLAIN', value: copied, ...(comment ? { comment } : {}) };
    }
    return { value: copied };
  }

  #checkCopies(value: NewValue): void {
    if (value instanceof Copy) this.#resolve(value);
    else if (Array.isArray(value)) value.forEach((item) => this.#checkCopies(item));
    else if (isMapping(value)) Object.values(value).forEach((item) => this.#checkCopies(item));
  }

  /** Every edit as splices of this document's text, and the value the result must parse to. */
  materialize(ops: readonly Op[]): Materialized {
    const resolve = (value: NewValue) => this.#resolve(value);
    const splices: Splice[] = [];
    const value = structuredClone(this.#value);
    // Updates of one scalar compose in the order they were asked for.
    const updates = new Map<YamlNode, { at: Located; text: string | null; alsoRemove: Located[] }>();
    const removals: Located[] = [];
    const changes: Exclude<Op, { kind: 'update' | 'remove' | 'inner' }>[] = [];
    const inner = new Map<DocumentEditor, { at: Located; ops: Op[] }>();
    for (const op of ops) {
      if (op.kind === 'update') {
        const node = op.at.node!;
        let entry = updates.get(node);
        if (!entry) updates.set(node, (entry = { at: op.at, text: (node as Scalar).value as string, alsoRemove: [] }));
        if (entry.text !== null) entry.text = op.change(entry.text);
        entry.alsoRemove.push(...op.alsoRemove);
      } else if (op.kind === 'remove') {
        removals.push(op.at);
      } else if (op.kind === 'inner') {
        let entry = inner.get(op.editor);
        if (!entry) inner.set(op.editor, (entry = { at: op.at, ops: [] }));
        entry.ops.push(op.op);
      } else {
        changes.push(op);
      }
    }
    for (const { at, text, alsoRemove } of updates.values()) {
      if (text === null) removals.push(at, ...alsoRemove);
      else changes.push({ kind: 'set', at, value: text });
    }
    const removed = outermost(removals);
    const touched: Path[] = [...changes.map((c) => c.at.path), ...[...inner.values()].map((e) => e.at.path)];
    for (const path of touched) {
      const cut = removed.find((r) => within(path, r.path));
      if (cut) throw new EditError(`${describe(path)} is both changed and removed`);
    }

    // Where each change lands in the parsed value, found before anything moves.
    const writes: (() => void)[] = [];
    // Renames in one mapping happen together: `target` to `describedObject` and `targetValue` to `target` do not collide.
    const renames = new Map<Record<string | number, unknown>, Map<string, string>>();
    const rename = (container: Record<string | number, unknown>, from: string, to: string) => {
      let names = renames.get(container);
      if (!names) renames.set(container, (names = new Map()));
      names.set(from, to);
    };
    for (const change of changes) {
      const [container, key] = containerOf(value, change.at.path);
      if (change.kind === 'set') {
        splices.push(this.#setScalar(change.at, change.value));
        writes.push(() => void (container[key] = change.value));
      } else if (change.kind === 'rename') {
        splices.push(this.#renameKey(change.at, change.key));
        rename(container, String(key), change.key);
      } else if (change.kind === 'add') {
        splices.push(...this.#add(change.at, change.key, change.value, change.after, change.before, resolve));
        const target = getPath(value, change.at.path) as Record<string, unknown>;
        const data = dataOf(change.value, resolve);
        writes.push(() => void (target[change.key] = data));
      } else {
        splices.push(...this.#replace(change.at, change.value, change.key, resolve));
        const data = dataOf(change.value, resolve);
        writes.push(() => void (container[key] = data));
        if (change.key !== undefined && change.key !== String(key)) rename(container, String(key), change.key);
      }
    }
    for (const [editor, { at, ops: innerOps }] of inner) {
      const result = editor.materialize(innerOps);
      const content = applySplices(editor.#src.text, result.splices);
      let parsed: unknown;
      try {
        parsed = yaml.loadAll(content, undefined, { schema: KUBERNETES_YAML_SCHEMA })[0];
      } catch {
        throw new EditError(`the edited document in ${describe(at.path)} does not parse`);
      }
      if (!isDeepStrictEqual(parsed, result.value)) throw new EditError(`the edited document in ${describe(at.path)} does not read as intended`);
      for (const splice of result.splices)
        splices.push({
          start: editor.#outer!.offset(splice.start),
          end: editor.#outer!.offset(splice.end),
          text: editor.#outer!.text(splice.text, splice.start),
        });
      const [container, key] = containerOf(value, at.path);
      writes.push(() => void (container[key] = content));
    }
    const removeFromValue: { container: Record<string | number, unknown> | unknown[]; key: string | number }[] = removed.map((at) => {
      const [container, key] = containerOf(value, at.path);
      return { container, key };
    });
    splices.push(...this.#removals(removed));

    for (let i = 0; i < splices.length; i++) {
      for (let j = i + 1; j < splices.length; j++) {
        if (overlapping(splices[i], splices[j])) throw new EditError('two changes to the same text');
      }
    }
    for (const write of writes) write();
    for (const [container, names] of renames) renameIn(container, names);
    removeFromValue
      .sort((a, b) => (typeof b.key === 'number' && typeof a.key === 'number' ? b.key - a.key : 0))
      .forEach(({ container, key }) => (Array.isArray(container) ? container.splice(key as number, 1) : delete (container as Record<string, unknown>)[key]));
    return { splices, value };
  }

  // ---------------------------------------------------------------------------------------------
  // Splices

  #setScalar(at: Located, value: string | number | boolean): Splice {
    const node = at.node as Scalar;
    return { start: node.range![0], end: node.range![1], text: this.#scalarInStyle(node, value, at.parent?.coll.flow === true) };
  }

  /** A new value for a scalar, in the quotes it was written with. */
  #scalarInStyle(node: Scalar, value: string | number | boolean, inFlow: boolean): string {
    if (typeof value !== 'string') return String(value);
    if (node.type === 'QUOTE_SINGLE' && !value.includes('\n')) return `'${value.replace(/'/g, "''")}'`;
    if (node.type === 'PLAIN' && plainSafe(value, inFlow)) return value;
    return JSON.stringify(value);
  }

  #renameKey(at: Located, name: string): Splice {
    const key = (at.parent!.coll as YAMLMap).items[at.parent!.index].key as Scalar;
    const text = key.type === 'QUOTE_DOUBLE' ? JSON.stringify(name) : key.type === 'QUOTE_SINGLE' ? `'${name.replace(/'/g, "''")}'` : renderKey(name);
    return { start: key.range![0], end: key.range![1], text };
  }

  #add(
    at: Located,
    key: string,
    value: NewValue,
    after: number | undefined,
    before: number | undefined,
    resolve: (v: NewValue) => Resolved | undefined,
  ): Splice[] {
    const map = at.node as YAMLMap;
    const src = this.#src;
    if (map.flow) {
      const json = isJsonStyle(map);
      const pair = `${renderKey(key, json)}: ${renderFlow(value, resolve, json)}`;
      if (map.items.length === 0) return [{ start: map.range![0] + 1, end: map.range![0] + 1, text: pair }];
      if (before !== undefined) {
        const start = (map.items[before].key as YamlNode).range![0];
        if (src.startsLine(start)) return [{ start, end: start, text: `${pair},${src.eol}${' '.repeat(src.column(start))}` }];
        return [{ start, end: start, text: `${pair}, ` }];
      }
      const anchor = map.items[after ?? map.items.length - 1];
      const end = contentEnd(anchor.value as YamlNode | null, anchor.key as YamlNode);
      const keyStart = (anchor.key as YamlNode).range![0];
      if (src.startsLine(keyStart)) return [{ start: end, end, text: `,${src.eol}${' '.repeat(src.column(keyStart))}${pair}` }];
      return [{ start: end, end, text: `, ${pair}` }];
    }
    const column = src.column((map.items[0].key as YamlNode).range![0]);
    const lines = renderPair(key, value, column, this.#style, resolve);
    if (before !== undefined) {
      const start = (map.items[before].key as YamlNode).range![0];
      // Before the first key of a sequence item (`- name: x`) the new key takes the dash's line.
      if (!src.startsLine(start)) {
        if (before !== 0) throw new EditError(`cannot add ${key} before ${String((map.items[before].key as Scalar).value)}`);
        return [{ start, end: start, text: lines.map((line, i) => (i === 0 ? line.slice(column) : line)).join(src.eol) + src.eol + ' '.repeat(column) }];
      }
      const lineStart = src.lineStart(start);
      return [{ start: lineStart, end: lineStart, text: lines.map((line) => line + src.eol).join('') }];
    }
    const anchor = map.items[after ?? map.items.length - 1];
    const { at: position, prefix } = src.insertionAfter(contentEnd(anchor.value as YamlNode | null, anchor.key as YamlNode));
    return [{ start: position, end: position, text: prefix ? prefix + lines.join(src.eol) : lines.map((line) => line + src.eol).join('') }];
  }

  #replace(at: Located, value: NewValue, newKey: string | undefined, resolve: (v: NewValue) => Resolved | undefined): Splice[] {
    const src = this.#src;
    const map = at.parent!.coll as YAMLMap;
    const pair = map.items[at.parent!.index];
    const key = pair.key as Scalar;
    const splices: Splice[] = newKey !== undefined && newKey !== String(key.value) ? [this.#renameKey(at, newKey)] : [];
    const old = at.node;
    if (map.flow) {
      const text = renderFlow(value, resolve, isJsonStyle(map));
      if (!old || (isScalar(old) && old.range![0] === old.range![1])) {
        const colon = colonAfter(src, key);
        return [...splices, { start: colon + 1, end: colon + 1, text: ` ${text}` }];
      }
      return [...splices, { start: old.range![0], end: old.range![1], text }];
    }
    const column = src.column(key.range![0]);
    const { inline, lines } = renderAfterKey(value, column, this.#style, resolve);
    const colon = colonAfter(src, key);
    const newLines = (at: number, prefix: string) => ({
      start: at,
      end: at,
      text: prefix ? prefix + lines.join(src.eol) : lines.map((line) => line + src.eol).join(''),
    });
    const empty = !old || (isScalar(old) && old.range![0] === old.range![1]);
    const oneLine =
      empty || (isScalar(old) && old.type !== 'BLOCK_LITERAL' && old.type !== 'BLOCK_FOLDED') || (!!old && 'flow' in old && (old as Collection).flow === true);
    if (oneLine) {
      const start = empty ? colon + 1 : old!.range![0];
      const end = empty ? colon + 1 : old!.range![1];
      if (lines.length === 0) return [...splices, { start, end, text: empty ? inline : inline.trimStart() }];
      const { at: after, prefix } = src.insertionAfter(end);
      return [...splices, { start: colon + 1, end, text: inline }, newLines(after, prefix)];
    }
    if (isScalar(old)) {
      // A block scalar runs from its `|` or `>` to the end of its last line.
      const endsLine = src.text[old.range![1] - 1] === '\n';
      const body = lines.length === 0 ? inline : inline + src.eol + lines.join(src.eol);
      return [...splices, { start: colon + 1, end: old.range![1], text: endsLine ? body + src.eol : body }];
    }
    const first = firstStart(src, old as Collection);
    if (!src.startsLine(first) || src.lineStart(first) === src.lineStart(colon))
      throw new EditError(`${describe(at.path)} is written in a way that cannot be replaced`);
    const cut = { start: src.lineStart(first), end: src.throughLineEnd(contentEnd(old as YamlNode, key)), text: '' };
    if (lines.length === 0) return [...splices, { start: colon + 1, end: colon + 1, text: inline }, cut];
    return [...splices, { ...cut, text: lines.map((line) => line + src.eol).join('') }];
  }

  /** Removals, by collection: runs of removed entries are cut together, and a collection left empty is written `{}` or `[]`. */
  #removals(removed: readonly Located[]): Splice[] {
    const byCollection = new Map<Collection, { at: Located; indexes: Set<number> }>();
    for (const at of removed) {
      if (!at.parent) throw new EditError('cannot remove a whole document');
      let entry = byCollection.get(at.parent.coll);
      if (!entry) byCollection.set(at.parent.coll, (entry = { at, indexes: new Set() }));
      entry.indexes.add(at.parent.index);
    }
    const splices: Splice[] = [];
    for (const [coll, { at, indexes }] of byCollection) {
      if (indexes.size === coll.items.length) splices.push(...this.#emptied(coll, at.path.slice(0, -1)));
      else splices.push(...this.#cutRuns(coll, indexes, at.path.slice(0, -1)));
    }
    return splices;
  }

  #cutRuns(coll: Collection, indexes: Set<number>, path: Path): Splice[] {
    const src = this.#src;
    const splices: Splice[] = [];
    const n = coll.items.length;
    for (let i = 0; i < n; i++) {
      if (!indexes.has(i)) continue;
      let j = i;
      while (j + 1 < n && indexes.has(j + 1)) j++;
      const first = entryStart(src, coll, i);
      if (coll.flow) {
        if (j + 1 < n) splices.push({ start: first, end: entryStart(src, coll, j + 1), text: '' });
        else splices.push({ start: entryEnd(coll, i - 1), end: entryEnd(coll, j), text: '' });
      } else if (src.startsLine(first)) {
        splices.push({ start: src.lineStart(first), end: src.throughLineEnd(entryEnd(coll, j)), text: '' });
      } else if (i === 0 && src.startsLine(entryStart(src, coll, j + 1))) {
        // The first key of a sequence item (`- name: x`): the next key moves up behind the dash.
        splices.push({ start: first, end: entryStart(src, coll, j + 1), text: '' });
      } else {
        throw new EditError(`${describe([...path, i])} is written in a way that cannot be removed`);
      }
      i = j;
    }
    return splices;
  }

  #emptied(coll: Collection, path: Path): Splice[] {
    const src = this.#src;
    const empty = isMap(coll) ? '{}' : '[]';
    if (coll.flow) return [{ start: coll.range![0], end: coll.range![1], text: empty }];
    const owner = this.#locate(path);
    if ('inner' in owner || !owner.parent) throw new EditError(`cannot empty ${describe(path)}`);
    const first = firstStart(src, coll);
    if (isMap(owner.parent.coll) && !owner.parent.coll.flow) {
      const key = owner.parent.coll.items[owner.parent.index].key as Scalar;
      const colon = colonAfter(src, key);
      if (!src.startsLine(first) || src.lineStart(first) === src.lineStart(colon)) throw new EditError(`cannot empty ${describe(path)}`);
      return [
        { start: colon + 1, end: colon + 1, text: ` ${empty}` },
        { start: src.lineStart(first), end: src.throughLineEnd(contentEnd(coll, key)), text: '' },
      ];
    }
    if (isSeq(owner.parent.coll)) return [{ start: first, end: contentEnd(coll, coll), text: empty }];
    throw new EditError(`cannot empty ${describe(path)}`);
  }
}

// -----------------------------------------------------------------------------------------------
// Documents of a file

export interface ParsedFile {
  src: SourceText;
  /** The documents asked for, by index in the file (the others are holes). */
  documents: Document.Parsed[];
  /** How many documents the file holds. */
  count: number;
}

/**
 * The file's documents as the `yaml` package reads them, or why they cannot be edited. Documents
 * are composed one at a time and only those in `keep` (all without it) are held: a large file
 * with a few objects to fix needs the editing parser's nodes for those few. `check` sees every
 * document as it is read and may refuse the file.
 */
export function parseForEditing(
  text: string,
  keep?: ReadonlySet<number>,
  check?: (index: number, doc: Document.Parsed) => string | undefined,
): ParsedFile | string {
  const lines = new LineCounter();
  const composer = new Composer({ uniqueKeys: false, merge: true });
  const documents: Document.Parsed[] = [];
  let count = 0;
  for (const doc of composer.compose(new Parser(lines.addNewLine).parse(text))) {
    const index = count++;
    if (doc.errors.length > 0) {
      const error = doc.errors[0];
      const { line, col } = lines.linePos(error.pos[0]);
      return `the YAML parser used for editing reads it differently (${error.message.split('\n')[0]} at line ${line}, column ${col})`;
    }
    const refused = check?.(index, doc);
    if (refused) return refused;
    if (!keep || keep.has(index)) documents[index] = doc;
  }
  if (count === 0) return 'the file holds no YAML document';
  return { src: new SourceText(text), documents, count };
}

// -----------------------------------------------------------------------------------------------
// Helpers

function scalarAt(at: Located): Located {
  const node = at.node;
  if (!isScalar(node) || (typeof node.value !== 'string' && typeof node.value !== 'number' && typeof node.value !== 'boolean'))
    throw new EditError(`${describe(at.path)} is not a scalar`);
  if (node.type !== 'PLAIN' && node.type !== 'QUOTE_DOUBLE' && node.type !== 'QUOTE_SINGLE') throw new EditError(`${describe(at.path)} is a block scalar`);
  return at;
}

function mapEntry(at: Located): Located {
  if (!at.parent || !isMap(at.parent.coll)) throw new EditError(`${describe(at.path)} is not a key`);
  const key = at.parent.coll.items[at.parent.index].key;
  if (!isScalar(key)) throw new EditError(`${describe(at.path)} has a complex key`);
  return at;
}

function entry(at: Located): Located {
  if (!at.parent) throw new EditError('cannot remove a whole document');
  return at.parent.coll.flow || isSeq(at.parent.coll) ? at : mapEntry(at);
}

function findKey(map: YAMLMap, key: string): number {
  // A merge key's value is a symbol; its source is `<<`.
  return map.items.findIndex((pair) => isScalar(pair.key) && (typeof pair.key.value === 'symbol' ? pair.key.source : String(pair.key.value)) === key);
}

function isJsonStyle(map: YAMLMap): boolean {
  const key = map.items[0]?.key;
  return isScalar(key) && key.type === 'QUOTE_DOUBLE';
}

/** Where the content of a node ends: its last character, not the comments and blank lines after it. */
function contentEnd(node: YamlNode | null, key: YamlNode): number {
  const keyEnd = key.range![1];
  if (!node?.range) return keyEnd;
  if (isScalar(node) || isAlias(node) || (node as Collection).flow) return Math.max(node.range![1], keyEnd);
  const coll = node as Collection;
  if (coll.items.length === 0) return Math.max(node.range![1], keyEnd);
  return Math.max(entryEnd(coll, coll.items.length - 1), keyEnd);
}

function entryEnd(coll: Collection, index: number): number {
  const item = coll.items[index];
  if (isMap(coll)) {
    const pair = (coll as YAMLMap).items[index];
    return contentEnd(pair.value as YamlNode | null, pair.key as YamlNode);
  }
  return contentEnd(item as YamlNode, item as YamlNode);
}

/** Where an entry starts: its key, or the `-` of a block sequence item (before any anchor or tag the item has). */
function entryStart(src: SourceText, coll: Collection, index: number): number {
  if (isMap(coll)) return ((coll as YAMLMap).items[index].key as YamlNode).range![0];
  const item = coll.items[index] as YamlNode | null;
  if (!item?.range) throw new EditError('an empty sequence item');
  if (coll.flow) return item.range[0];
  const floor = index > 0 ? entryEnd(coll, index - 1) : src.lineStart(coll.range![0]);
  for (let p = item.range[0] - 1; p >= floor; p--) {
    if (src.text[p] === '-' && /\s/.test(src.text[p + 1] ?? ' ') && (p === 0 || /\s/.test(src.text[p - 1]))) return p;
  }
  throw new EditError('a sequence item without its dash');
}

function firstStart(src: SourceText, coll: Collection): number {
  return coll.items.length ? entryStart(src, coll, 0) : coll.range![0];
}

function colonAfter(src: SourceText, key: YamlNode): number {
  let p = key.range![1];
  while (src.text[p] === ' ' || src.text[p] === '\t') p++;
  if (src.text[p] !== ':') throw new EditError('a key without its colon');
  return p;
}

/** Removals inside other removals go with them. */
function outermost(removals: readonly Located[]): Located[] {
  const unique = [...new Map(removals.map((at) => [at.path.map(String).join('\u0000'), at])).values()];
  return unique.filter((at) => !unique.some((other) => other !== at && within(at.path, other.path)));
}

function within(path: Path, ancestor: Path): boolean {
  return ancestor.length <= path.length && ancestor.every((part, i) => String(part) === String(path[i]));
}

function containerOf(value: unknown, path: Path): [Record<string | number, unknown>, string | number] {
  const container = getPath(value, path.slice(0, -1));
  if (typeof container !== 'object' || container === null) throw new EditError(`no ${describe(path)} in the parsed object`);
  const key = path[path.length - 1];
  return [container as Record<string | number, unknown>, Array.isArray(container) ? Number(key) : String(key)];
}

/** Renames keys in place, keeping their positions among the others. */
function renameIn(container: Record<string | number, unknown>, names: ReadonlyMap<string, string>): void {
  const entries = Object.entries(container);
  for (const [k] of entries) delete container[k];
  for (const [k, v] of entries) container[names.get(k) ?? k] = v;
}

export function describe(path: Path): string {
  return path.length === 0
    ? 'the document'
    : path
        .map((part) => (typeof part === 'number' ? `[${part}]` : `.${part}`))
        .join('')
        .replace(/^\./, '');
}

/** The file's indentation step and sequence indentation, from the first nested mapping and sequence written in block style. */
function styleOf(src: SourceText, doc: Document.Parsed): Style {
  let unit: number | undefined;
  let seqIndent: number | undefined;
  visit(doc, {
    Pair(_, pair) {
      const value = pair.value as YamlNode | null;
      const key = pair.key as YamlNode | null;
      if (!key?.range || !value || !('items' in value) || (value as Collection).flow || (value as Collection).items.length === 0) return;
      const keyColumn = src.column(key.range![0]);
      const childStart = firstStart(src, value as Collection);
      if (src.lineStart(childStart) === src.lineStart(key.range![0])) return;
      const delta = src.column(childStart) - keyColumn;
      if (isMap(value) && unit === undefined && delta > 0) unit = delta;
      if (isSeq(value) && seqIndent === undefined && delta >= 0) seqIndent = delta;
      if (unit !== undefined && seqIndent !== undefined) return visit.BREAK;
    },
  });
  return { unit: unit ?? 2, seqIndent: seqIndent ?? unit ?? 2 };
}

/**
 * The content of a `|` block scalar is the file's lines with the block's indentation taken off,
 * line for line: an offset in the content is found on the same line of the block, shifted by that
 * indentation, and inserted lines get the indentation added.
 */
function blockScalarMap(src: SourceText, node: Scalar, content: string): OuterMap {
  const contentLines = content.split('\n');
  const starts: number[] = [];
  let start = src.nextLineStart(node.range![0]);
  for (let k = 0; k < contentLines.length; k++) {
    starts.push(start);
    start = src.nextLineStart(start);
  }
  const firstFull = contentLines.findIndex((line) => line !== '');
  const written = firstFull < 0 ? '' : src.text.slice(starts[firstFull], src.nextLineStart(starts[firstFull]));
  const indent =
    firstFull < 0 ? 0 : written.length - written.trimStart().length - (contentLines[firstFull].length - contentLines[firstFull].trimStart().length);
  const lineStarts: number[] = [0];
  for (let i = content.indexOf('\n'); i >= 0; i = content.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const lineOf = (offset: number) => {
    let k = 0;
    while (k + 1 < lineStarts.length && lineStarts[k + 1] <= offset) k++;
    return k;
  };
  const pad = ' '.repeat(indent);
  return {
    offset(inner) {
      const k = lineOf(inner);
      const column = inner - lineStarts[k];
      return column === 0 ? starts[k] : starts[k] + indent + column;
    },
    text(inserted, innerAt) {
      const atLineStart = innerAt - lineStarts[lineOf(innerAt)] === 0;
      const pieces = inserted.split('\n');
      return pieces.map((piece, i) => ((i > 0 || atLineStart) && piece !== '' ? pad + piece : piece)).join(src.eol);
    },
  };
}
