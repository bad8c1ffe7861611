/**
 * JavaScript budgets per route (DESIGN "Budgets", docs/adr/0008-routes.md), checked on the production build:
 * a route's JavaScript is the entry with its static imports plus the route's own page chunk with its static
 * imports (and, for pages other than home, the page-titles chunk), gzipped. The home route may load at most
 * 200 KB, every other route 230 KB: DESIGN's caps, which count axios in. They were 172 / 225 KB with the
 * hand-written fetch client; the HTTP client became axios (docs/adr/0037-axios-http-client.md), 17 KB gzip on
 * every route (21 KB with its fetch adapter, which the build leaves out: vite-plugins/plugins.ts). The figures
 * come from Vite's manifest (dist/.vite/manifest.json); run `npm run build -w @betline/web` first.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

function jsClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  // A budget naming a module that is no longer a chunk of its own would measure nothing and pass.
  if (chunk === undefined)
    throw new Error(`${key} is not in the build's manifest: its budget cannot be measured`);
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) jsClosure(imported, seen);
  return seen;
}

function files(keys) {
  const set = new Set();
  for (const key of keys) for (const each of jsClosure(key)) set.add(join(dist, manifest[each].file));
  return [...set].filter((file) => file.endsWith('.js'));
}

/** DESIGN's caps: 200 KB for home, 230 KB for every other route (the sign-in, registration and password-reset
 * forms were held at 235-240 KB until SegmentedControl moved to native radio buttons and left React Aria out). */
function routeLimit(id) {
  return id === 'home' ? 200 : 230;
}

const PAGE = /^src\/pages\/routes\/(.+)\.tsx$/;
const routes = Object.keys(manifest)
  .map((key) => [key, PAGE.exec(key)?.[1]])
  .filter(([, id]) => id !== undefined)
  .sort(([, a], [, b]) => (a === 'home' ? -1 : b === 'home' ? 1 : a.localeCompare(b)));

export default [
  ...routes.map(([key, id]) => ({
    name: id === 'home' ? 'home route (/{lng})' : `route ${id}`,
    // Pages other than home also load the page titles (their own chunk).
    path: files(id === 'home' ? ['index.html', key] : ['index.html', key, 'src/i18n/locales/routes.en.ts']),
    limit: `${routeLimit(id)} KB`,
    gzip: true,
  })),
  {
    // The home page's sportsbook (top events, sports, slip column) is its own chunk, loaded after first paint.
    // 190 KB before axios; 210 KB until the UK fractional ladder (readable prices, 0.2 KB), times in the
    // device's zone drawn hydration-safe (0.2 KB) and the five languages' loaders (0.03 KB) took it to 210.3 KB.
    // Not DESIGN's cap (the home route's first-paint JavaScript, <= 200 KB, is the one above): our own guard
    // for how soon the home page answers a tap. 211 KB until the layout kept the floating buttons off a game's
    // play area on phones and the route table gained the provably-fair page (211.02 KB). 211.2 KB until the
    // promotions' pages (lazy) came: the first screen's chunks export what those pages import of them (route
    // table, i18n loaders, stores), 0.26 KB in all (211.28 KB). 211.5 KB until the toto: it left the chunk at
    // 211.49-211.50 KB, where the hashed file names its imports carry (they change with any chunk they name) moved
    // the gzipped figure by a byte either way between two checkouts of the same commit (211,501 B in a fresh clone).
    // 211.6 KB until the match tracker's colours joined the tokens every page carries (0.18 KB) and the home page
    // gained its accumulators of the day and its casino and promotions showcase, each its own chunk after the board
    // (their loaders: 0.2 KB): 211.98 KB. 212.3 KB until markets in depth: the boards name their outcomes (odd/even,
    // margins, result and total) and a game's markets can be narrowed to those a player looks for: 212.34 KB.
    name: 'home with its board (after the first paint)',
    path: files(['index.html', 'src/pages/routes/home.tsx', 'src/sportsbook/board/HomeBoard.tsx']),
    limit: '212.4 KB',
    gzip: true,
  },
  {
    // The coupon slip (the coupon engine and React Aria's overlays, selects and tabs: ~105 KB) follows a betting
    // page's first paint; this budget keeps the whole from growing unnoticed. 320 KB before axios. 340 KB until
    // esports map markets (the coupon engine resolves a map's winner from the maps played: 340.01 KB).
    name: 'live board with the coupon slip (after the first paint)',
    path: files([
      'index.html',
      'src/pages/routes/betting.tsx',
      'src/i18n/locales/routes.en.ts',
      'src/sportsbook/slip/SlipHost.tsx',
    ]),
    // 341.4 KB until the slip's own odds-format switch (its select and its nine format names in the kit's
    // strings) and the names of markets in depth on the boards (odd/even, margins, result and total): 341.18 KB.
    limit: '341.4 KB',
    gzip: true,
  },
  {
    name: 'home route in Russian (with its strings)',
    path: files(['index.html', 'src/pages/routes/home.tsx', 'src/i18n/locales/ru.ts']),
    limit: '200 KB',
    gzip: true,
  },
];
