import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // CLI and packaging tests run the compiled binary, so the build happens once before any test.
    globalSetup: ['tests/support/build.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
