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
    // A database made and seeded per file, and a feed scheduled, on a CI machine running other packages' tests beside.
    hookTimeout: 180_000,
    // Many files wait on a database (PostgreSQL, a worker's timers) more than they compute: two at once on two
    // cores (the default is one there). Three finished the suite alone in 12 min where one took 15, but beside the
    // other packages' tests in CI a file's PGlite folder took 38 s to create and migrate.
    maxWorkers: 2,
  },
});
