import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each file gets its own process and its own database (a PGlite in memory, and a fresh schema on the
    // PostgreSQL server when DATABASE_URL is set), so files run in parallel without sharing state.
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
