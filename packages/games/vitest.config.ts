import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Property tests and exact odds walk many cases: room for a busy CI machine (vitest's default is 5 s).
    testTimeout: 20_000,
  },
});
