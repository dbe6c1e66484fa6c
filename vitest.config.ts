import { defineConfig } from 'vitest/config';

/** Settings every project shares. */
const shared = { testTimeout: 30_000, hookTimeout: 60_000 };
const serverTests = ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'src/lint/**/*.test.ts'];
/** Tests that measure their process (its live heap): what another file left behind would count. */
const processMeasures = ['src/server/**/*.memory.test.ts'];
const database = { globalSetup: ['src/server/test/global-setup.ts'] };

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...shared,
          ...database,
          name: 'server',
          include: serverTests,
          exclude: processMeasures,
          // The test files of a worker share its modules: loading the whole server for each of 150
          // files took about half of their time. Each file still has its own database and app, and
          // what the server keeps in memory is kept per database pool (decision 0011), so nothing
          // one file does reaches another; a test helper keeps its state per test app likewise.
          isolate: false,
        },
      },
      { test: { ...shared, ...database, name: 'server (a process each)', include: processMeasures } },
      {
        test: {
          ...shared,
          name: 'web',
          include: ['src/web/**/*.test.ts', 'src/web/**/*.test.tsx'],
          // The browser's modules keep their state at module level (the session, the query client,
          // the texts), as a page does: each file starts from a fresh page.
        },
      },
    ],
  },
});
