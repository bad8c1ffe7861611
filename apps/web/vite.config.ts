import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { configDefaults } from 'vitest/config';
import { VitePWA } from 'vite-plugin-pwa';
import {
  lowPriorityModulePreloads,
  precompress,
  preloadFirstScreenFonts,
  withoutAxiosFetchAdapter,
} from './vite-plugins/plugins';
import { OFFLINE_DIR, offlinePages } from './vite-plugins/offline';

/** The server in development (`npm run dev -w @betline/server`). */
const backend = 'http://localhost:8080';

/** Tests that render the app again after an unmount, as a page reload does: run with fresh modules. */
const PAGE_RELOAD_TESTS = [
  'src/site/SiteNotices.test.tsx',
  'src/stores/lateSession.test.ts',
  'src/routes/NavigationBlocked.test.tsx',
  'src/app/LanguageConfig.test.tsx',
];
/** Tests of what the app renders on the server (Node, no DOM). */
const SERVER_RENDER_TESTS = ['src/**/*.server.test.{ts,tsx}'];
/** Tests of the project's lint rules on the app's code (ESLint in Node). */
const LINT_TESTS = ['src/**/*.lint.test.ts'];
const BROWSER_SETUP = './src/test/setup.ts';

export default defineConfig(({ command, mode, isSsrBuild }) => ({
  plugins: [
    react(),
    // The first screen sets its text in Inter (variable, Latin, upright); nothing else is preloaded.
    ...(isSsrBuild
      ? []
      : [
          preloadFirstScreenFonts([/^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/]),
          lowPriorityModulePreloads(),
          precompress(),
          withoutAxiosFetchAdapter(),
          offlinePages(),
          // The service worker (src/sw/sw.ts, docs/adr/0044-pwa.md): the offline pages precached, the build's
          // files kept as they are used. The manifest is the server's (the brand's); the worker is registered by
          // public/theme-init.js after the page has loaded.
          VitePWA({
            strategies: 'injectManifest',
            srcDir: 'src/sw',
            filename: 'sw.ts',
            injectRegister: false,
            manifest: false,
            injectManifest: {
              globPatterns: [`${OFFLINE_DIR}/*.{html,css,js}`, 'theme-init.js'],
            },
            devOptions: { enabled: false },
          }),
        ]),
  ],
  // React Router publishes its production build (no development warnings, ~3 KB gzip less) beside the
  // development one its package exports name; the browser build takes the production one.
  ...(isSsrBuild || process.env.VITEST !== undefined
    ? {}
    : {
        resolve: {
          alias: [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
            {
              find: /^react-router\/dom$/,
              replacement: fileURLToPath(
                new URL('../../node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
              ),
            },
            // The browser build's contracts' schemas (zod's classic API) are loaded only by the sampled answer
            // checks (src/api/validate.ts). Their zod is the package's CommonJS build, a module graph of its own:
            // with the ES build, zod's core modules would be shared with the forms' zod/mini and keep, in the forms'
            // chunk, everything the classic API uses of them (+11 KB gzip on every page with a form). The
            // development server keeps the ES build (it serves no CommonJS).
            ...(command === 'build'
              ? [
                  {
                    find: /^zod$/,
                    replacement: fileURLToPath(new URL('../../node_modules/zod/index.cjs', import.meta.url)),
                  },
                ]
              : []),
          ],
        },
      }),
  // styled-components' ids from each component's file and place (oxc's built-in plugin, as the library's Babel
  // and SWC plugins do), not from the order the modules happened to run in: the server's render and the
  // browser's hydration name every class the same (ADR 0041). CSS minified, the calls marked pure.
  oxc: {
    plugins: {
      styledComponents: { ssr: true, displayName: false, fileName: false, minify: true, pure: true },
    },
  },
  // The server's renderer (`vite build --ssr src/entry-server.tsx`, ADR 0041) is one bundle of everything it
  // imports (Node's own modules aside), built for production like the browser's: React's development build
  // (prop validation, owner stacks) rendered a board page at a third of the speed, and which build a library
  // picks at run time would depend on how the server was started (`npm start` sets no NODE_ENV).
  // (Tests and the development server keep libraries as imports: only the workspace's packages are compiled.)
  ssr: { noExternal: isSsrBuild ? true : [/^@betline\//, 'styled-components'] },
  ...(isSsrBuild && mode === 'production'
    ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/bff-api': backend,
      '/web-api': { target: backend, ws: true },
      '/healthz': backend,
    },
  },
  preview: { port: 4173 },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', target: 'node22', sourcemap: true, emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        // Source maps are written for error reports but not referenced by the bundle (the server does not serve them).
        sourcemap: 'hidden',
        target: 'es2022',
        // The manifest lets size-limit add up each route's chunks (.size-limit.mjs).
        manifest: true,
        // The entry's own imports are preloaded from index.html (fetched beside the entry, not after it has been
        // parsed); no preload lists per lazy page: the route table has ~190 pages and their lists would weigh on the
        // entry. Every browser the app supports knows modulepreload: no polyfill.
        modulePreload: {
          polyfill: false,
          resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
        },
        rolldownOptions: {
          output: {
            // Libraries change far less often than the app: separate chunks stay cached across releases.
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
                  priority: 30,
                },
                // zod's mini API (the forms). Its core goes where its users are: the part the forms use beside it, the
                // rest with the classic API in the contracts' schemas, a chunk only the sampled answer checks load
                // (src/api/validate.ts).
                { name: 'zod', test: /node_modules[\\/]zod[\\/](v4[\\/])?mini[\\/]/, priority: 20 },
                // Only the libraries of the first screen: the lazy parts' libraries (React Aria, React Hook Form) stay
                // with the chunks that use them, so the home route does not download them.
                {
                  name: 'vendor',
                  test: /node_modules[\\/](i18next|react-i18next|styled-components|stylis|@emotion|valtio|proxy-compare|use-sync-external-store|js-cookie)[\\/]/,
                  priority: 10,
                },
              ],
            },
          },
        },
      },
  test: {
    restoreMocks: true,
    // Many tests render the whole app against stubbed services; on a busy CI machine (the packages' tests run in
    // parallel) one takes several seconds.
    testTimeout: 20_000,
    // One jsdom and one module graph per worker instead of one per file: a fresh environment per file was half
    // of the run. The setup file resets every store and what a test leaves in the document. The notices'
    // tests stand for page reloads (unmount, render again) and need the fresh modules a reload gives.
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          setupFiles: [BROWSER_SETUP],
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...PAGE_RELOAD_TESTS, ...SERVER_RENDER_TESTS, ...LINT_TESTS],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'page-reloads',
          environment: 'jsdom',
          setupFiles: [BROWSER_SETUP],
          include: PAGE_RELOAD_TESTS,
        },
      },
      // The server's first-screen picture (entry-server.tsx) renders in Node: no DOM, no browser setup.
      { extends: true, test: { name: 'server-render', environment: 'node', include: SERVER_RENDER_TESTS } },
      { extends: true, test: { name: 'lint', environment: 'node', include: LINT_TESTS } },
    ],
  },
}));
