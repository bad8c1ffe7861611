import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each file gets its own database (a PGlite in memory started from one migrated and seeded snapshot, and a
    // fresh schema on the PostgreSQL server when DATABASE_URL is set), so files run in parallel without
    // sharing state. The files of a worker share its process and modules (isolation off): no file mocks a
    // module or changes the environment, and loading the modules and PGlite's WASM once per file cost a third
    // of the run.
    pool: 'forks',
    isolate: false,
    globalSetup: ['./src/test/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
