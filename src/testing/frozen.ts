/**
 * Read-only objects in tests. A scan hands every rule the same object, with the same `body`: a rule
 * that changes it (sorts a list in place, fills in a default) changes what every later rule sees.
 * In tests the objects are frozen, so that such a change fails where it is made, and the rule
 * tester says what it was instead of letting another rule's result quietly differ.
 */
import type { Rule } from '../rule.js';

/** Freezes `value` and everything reachable through its own properties. */
export function deepFreeze(value: unknown): void {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next !== 'object' || next === null || Object.isFrozen(next)) continue;
    Object.freeze(next);
    // Own keys, so that a YAML key "__proto__" (kept as a data property) is frozen too.
    for (const key of Reflect.ownKeys(next)) {
      const descriptor = Object.getOwnPropertyDescriptor(next, key);
      if (descriptor && 'value' in descriptor) pending.push(descriptor.value);
    }
  }
}

/** A rule's attempt to change what it was given, as the tester reports it. */
export class FrozenObjectChange extends Error {
  constructor(ruleId: string, method: string, error: TypeError) {
    const at = firstFrame(error);
    super(
      `rule ${ruleId} changed an object it was given, in ${method}${at ? ` at ${at}` : ''} (${error.message}). ` +
        'Every rule is given the same objects, so a change would alter what the rules after it see: ' +
        'they are frozen in tests. Copy what the rule needs to change (structuredClone(obj.spec)), or build a new value.',
      { cause: error },
    );
    this.name = 'FrozenObjectChange';
    // The frames of the change itself, so that a runner points at the rule's line rather than the tester's.
    const frames = error.stack?.split('\n').filter((line) => line.trimStart().startsWith('at '));
    if (frames?.length) this.stack = [`${this.name}: ${this.message}`, ...frames].join('\n');
  }
}

/**
 * The rule with its `check`, `checkProblem` and `checkAll` watched: an attempt to change a frozen
 * value is recorded in `changes` before the error goes on to the engine as any other would.
 */
export function watchedRule<R extends Rule>(rule: R, changes: FrozenObjectChange[]): R {
  const watched: PropertyDescriptorMap = {};
  for (const method of ['check', 'checkProblem', 'checkAll'] as const) {
    const original = rule[method] as ((...args: unknown[]) => void) | undefined;
    if (!original) continue;
    const call = (...args: unknown[]) => {
      try {
        original.apply(rule, args);
      } catch (error) {
        if (isFrozenWrite(error)) changes.push(new FrozenObjectChange(rule.id, method, error));
        throw error;
      }
    };
    watched[method] = { value: call, enumerable: true };
  }
  // Everything else (id, kinds, lookups, init, autofix...) is read from the rule itself.
  return Object.create(rule, watched) as R;
}

/** V8's errors for writing to a frozen object or array in strict mode code. */
const FROZEN_WRITE = /^Cannot (assign to read only property|add property|delete property|define property|redefine property)|object is not extensible/;

function isFrozenWrite(error: unknown): error is TypeError {
  return error instanceof TypeError && FROZEN_WRITE.test(error.message);
}

/** The source line that made the change: the first frame of the error's stack in a file (not in `sort` or `push` themselves). */
function firstFrame(error: Error): string | undefined {
  for (const line of error.stack?.split('\n') ?? []) {
    const frame = line.trim();
    if (!frame.startsWith('at ')) continue;
    const place = frame.match(/\(([^()]+)\)$/)?.[1] ?? frame.slice(3);
    if (/:\d+:\d+$/.test(place) && !place.startsWith('node:')) return place.replace(/^file:\/\//, '');
  }
  return undefined;
}
