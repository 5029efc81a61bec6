/**
 * The test runner's `describe` and `it`, which the rule tester registers its cases with. The tester
 * imports no runner: it asserts with node:assert, whose errors every runner reports (with a diff of
 * actual and expected), and takes `describe` and `it` from `setTestHooks`, or else from the
 * globals that jest, mocha, jasmine and vitest with `globals: true` define.
 */

export interface TestHooks {
  describe(name: string, body: () => void): unknown;
  it(name: string, body: () => void): unknown;
}

let configured: TestHooks | undefined;

/**
 * Sets the functions the rule tester registers its tests with; call it once before `ruleTester`,
 * e.g. `setTestHooks({ describe, it })` with `describe` and `it` imported from 'vitest' or 'node:test'.
 */
export function setTestHooks(hooks: TestHooks): void {
  if (typeof hooks?.describe !== 'function' || typeof hooks.it !== 'function')
    throw new TypeError('setTestHooks needs { describe, it }, both functions, from your test runner');
  configured = { describe: hooks.describe, it: hooks.it };
}

export function testHooks(): TestHooks {
  if (configured) return configured;
  const global = globalThis as { describe?: unknown; it?: unknown };
  if (typeof global.describe === 'function' && typeof global.it === 'function')
    return { describe: global.describe as TestHooks['describe'], it: global.it as TestHooks['it'] };
  throw new Error(
    "ruleTester needs your test runner's describe and it: call setTestHooks({ describe, it }) before it (import them from 'vitest' or 'node:test'), or turn on the runner's globals",
  );
}
