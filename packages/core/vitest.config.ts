import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The property tests run thousands of cases: on a busy CI machine one took 5.3 s, past vitest's 5 s default.
    testTimeout: 20_000,
  },
});
