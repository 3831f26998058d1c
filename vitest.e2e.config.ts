// Browser tests (npm run test:e2e): Debian's Chromium against the production
// build served by the real server. `npm test` excludes tests/e2e.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/setup/start-server.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two files at a time: each drives its own Chromium.
    maxWorkers: 2,
  },
});
