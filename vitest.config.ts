import { defineConfig } from 'vitest/config';

/** Files that change a module for the rest of their run (a mock, a registry entry): each gets modules of its own. */
const CHANGE_MODULES = ['tests/content/new-collection.test.ts', 'tests/ssr/render-errors.test.ts', 'tests/unit/api-client.test.ts'];

// Lanes of one file at a time: the tests that run the real server as a
// process (they time sockets and signals, and must not share the machine
// with each other), and everything else, which shares its modules from file
// to file (loading them afresh for each of a hundred files costs minutes)
// but for the few files that change them. `npm test` runs the lanes one after
// the other; .ci/run runs the process lane beside the others (it names the
// lanes: a new one goes there too). The global setup's build is made once
// for all (tests/setup/build.ts).
export default defineConfig({
  test: {
    globalSetup: ['tests/setup/build.ts'],
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    testTimeout: 20_000,
    projects: [
      { extends: true, test: { name: 'process', include: ['tests/process/**/*.test.ts'], fileParallelism: false } },
      {
        extends: true,
        test: {
          name: 'rest',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', 'tests/process/**', ...CHANGE_MODULES],
          fileParallelism: false,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: CHANGE_MODULES, fileParallelism: false } },
    ],
  },
});
