import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**'],
    globalSetup: ['tests/setup/build.ts'],
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    testTimeout: 20_000,
    // Two files at a time on a 2-core host (the default would be one): most of a file's time is
    // spent waiting on a server process, a timer or the disk, not on a core.
    maxWorkers: 2,
  },
});
