import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // CLI and packaging tests run the compiled binary, so the build happens once before any test.
    globalSetup: ['tests/support/build.ts'],
    // Rule tests register their cases through the public rule tester, which imports no runner.
    setupFiles: ['tests/support/test-hooks.ts'],
    // One worker process for all test files instead of a new one per file: each new process loaded
    // the sources and rules again, which cost more than most files' tests. No test mocks modules,
    // fakes timers or leaves globals changed, so nothing carries over from one file to the next.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
