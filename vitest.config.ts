import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { postgresReachable } from './src/server/test/databases.ts';
import SlowFirstSequencer from './src/server/test/slow-first-sequencer.ts';

// API tests run on PGlite always, and again on the PostgreSQL server when one is reachable
// (DATABASE_URL / TEST_DATABASE_URL, or 127.0.0.1:5432). Pure domain tests run once.
const withPostgres = process.env.SKIP_POSTGRES !== '1' && (await postgresReachable());
if (withPostgres) process.env.VITEST_POSTGRES = '1';

export default defineConfig({
  test: {
    globalSetup: ['src/server/test/global-setup.ts'],
    // Vitest's default in a run is one worker fewer than the cores: ONE on a 2-core machine, which ran
    // the API files one after another. A file spends much of its time waiting on its database (the
    // PostgreSQL server is another process), so a worker more than the cores keeps both busy.
    maxWorkers: Math.max(2, os.availableParallelism() + 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file used to import the whole server afresh (39% of the run was imports): a worker now keeps
    // its modules across files (343 s → 163 s here). Safe because nothing in src/ holds state at module
    // level that a test relies on (env and database are passed to buildApp per file); vi.mock still
    // applies per file.
    isolate: false,
    // The longest files first, across projects, so none is left running alone at the end.
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      // Pure rules: the shared domain and the lint fences.
      {
        test: {
          name: 'domain',
          include: ['src/shared/**/*.test.ts', 'eslint-rules/**/*.test.ts'],
          environment: 'node',
        },
      },
      // The web app's logic outside components (list caches, the URL's state, the form model, the
      // credit fit, the event stream), in happy-dom: window, location and storage are there as in a
      // browser; what happy-dom lacks (EventSource) a test stubs.
      {
        test: {
          name: 'web',
          include: ['src/web/**/*.test.ts'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: 'api-postgres',
                include: ['src/server/**/*.test.ts'],
                environment: 'node' as const,
                env: { TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
