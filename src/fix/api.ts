/**
 * What a rule's `autofix` sees and may do. A fixer is a plain function of the object and its
 * findings: it reads the parsed object, asks for edits by path, and says of each finding whether it
 * is fixed (with a note the reviewer must read, if any) or left, and why. It never sees text: the
 * `fix` command turns the edits into changes of the lines they touch, checks them and shows them as
 * a diff. Nothing here loads a YAML library, so rules can declare fixers at no cost to a scan.
 */
import type { ApiTable } from '../kube/api-table.js';
import type { Finding, K8sObject, Path } from '../model.js';

/** Why a finding is left as it is. */
export type LeaveReason =
  /** Only the owner can choose: the fix would change what the object does, or needs a value nobody wrote. */
  | 'decision'
  /** There is nothing to move to. */
  | 'no-replacement'
  /** The fix is known, but the object is written in a way the editor does not rewrite (an alias, a shell script...). */
  | 'unsupported';

/** A value already in the object, to be written elsewhere exactly as it is written (quotes included). */
export interface CopiedValue {
  readonly copyOf: Path;
}

/** What an edit writes: plain data (rendered in the file's style), or copies of values already there. */
export type NewValue = string | number | boolean | null | CopiedValue | readonly NewValue[] | { readonly [key: string]: NewValue };

/**
 * Edits of one object, by path from the object's root. An edit that cannot be made (the path does
 * not exist, or goes through an alias) throws, and every edit of that fixer call is dropped: the
 * findings it was about are left as "unsupported", with the reason.
 */
export interface ObjectEdits {
  /** Writes a new scalar value in place, in the quoting style it is written in. */
  set(path: Path, value: string | number | boolean): void;
  /** Renames the key at `path`, keeping its value and its place. */
  rename(path: Path, key: string): void;
  /** Removes a key or a sequence item with its lines; a collection left empty is written `{}` or `[]`. */
  remove(path: Path): void;
  /** Adds `key` to the mapping at `path`: after its key `after`, or before its key `before`, else after its last key. */
  add(path: Path, key: string, value: NewValue, options?: { after?: string; before?: string }): void;
  /** Replaces the value at `path` (a key's value); with `key`, the key is renamed too. */
  replace(path: Path, value: NewValue, options?: { key?: string }): void;
  /**
   * Rewrites the string scalar at `path`. Several updates of one scalar (from several fixers)
   * compose; when the last returns null, the scalar's key or item is removed, with `alsoRemove`.
   */
  update(path: Path, change: (text: string) => string | null, options?: { alsoRemove?: readonly Path[] }): void;
  /**
   * The value at `path`, to write elsewhere exactly as written. With `withComment`, a comment at the
   * end of its line goes with it: for a value whose own line the fixer removes.
   */
  copy(path: Path, options?: { withComment?: boolean }): CopiedValue;
}

export interface FixContext {
  /** Target minor version, e.g. "1.37". */
  readonly target: string;
  /** The version run today, when given (`--from`): a replacement not yet served there cannot be applied today. */
  readonly from: string | null;
  /** The run's API rows: the bundled ones and the configuration's `apis:`, as the rules read them. */
  readonly apis: ApiTable;
  readonly object: K8sObject;
  /** The rule's findings about this object, in report order. */
  readonly findings: readonly Finding[];
  readonly edit: ObjectEdits;
  /**
   * The finding is fixed by the edits made; `note` is something the reviewer must know about the
   * change. `leaves` names rules whose findings about this object the change knowingly brings (a
   * move to the only version served, itself deprecated): the re-scan accepts those.
   */
  fixed(finding: Finding, note?: string, options?: { leaves?: readonly string[] }): void;
  leave(finding: Finding, reason: LeaveReason, detail: string): void;
}

/**
 * A rule's fixer: called once per object with that rule's findings about it. A finding it neither
 * fixes nor leaves is reported as left without a fix.
 */
export type Autofix = (ctx: FixContext) => void;
