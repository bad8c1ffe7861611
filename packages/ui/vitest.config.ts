import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vitest/config';

// Vitest loads dependencies with Node's resolution, which picks styled-components' server build; that
// build never mounts createGlobalStyle in a DOM. jsdom is a browser, so use the browser build (as Vite does).
const styledComponentsDir = dirname(createRequire(import.meta.url).resolve('styled-components/package.json'));

export default defineConfig({
  resolve: {
    alias: [
      {
        find: /^styled-components$/,
        replacement: join(styledComponentsDir, 'dist/styled-components.browser.cjs.js'),
      },
    ],
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // One jsdom per worker instead of one per file: a fresh environment per file was three quarters of the
    // run. The setup file resets what a test can leave behind (document, timers, language).
    isolate: false,
    // A CI machine with two cores runs four packages' tests at once: 5 s was too short for a few renders.
    testTimeout: 20_000,
  },
});
