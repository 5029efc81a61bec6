import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // CLI and packaging tests run the compiled binary, so the build happens once before any test.
    globalSetup: ['tests/support/build.ts'],
    // Rule tests register their cases through the public rule tester, which imports no runner.
    setupFiles: ['tests/support/test-hooks.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
