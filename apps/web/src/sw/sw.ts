/// <reference lib="webworker" />
/**
 * The service worker (docs/adr/0044-pwa.md), built by vite-plugin-pwa (injectManifest) with Workbox:
 * - the offline pages (one per language) and what they need are precached; a page that cannot be reached
 *   (no network) is answered with the offline page of its language (the path's prefix), never with a stale
 *   page: odds, balances and bets are always the server's, live;
 * - the build's hashed files (scripts, styles, fonts) are kept as they are used (cache first, bounded), so a
 *   returning player's pages start without downloading them again; nothing is downloaded ahead;
 * - the API, the push channel and everything else go to the network untouched.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

/** The languages the offline page is drawn in (src/i18n/locales/offline.ts); English for any other path. */
const OFFLINE_LANGUAGES = ['en', 'ru', 'de', 'es', 'pt', 'tr', 'uk'];

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/assets/') &&
    ['script', 'style', 'font', 'worker'].includes(request.destination),
  new CacheFirst({
    cacheName: 'betline-assets',
    plugins: [
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

const network = new NetworkOnly();

/** The offline page of the path's language. */
async function offlinePage(pathname: string): Promise<Response> {
  const prefix = pathname.split('/')[1] ?? '';
  const lng = OFFLINE_LANGUAGES.includes(prefix) ? prefix : 'en';
  return (
    (await matchPrecache(`/offline/${lng}.html`)) ??
    (await matchPrecache('/offline/en.html')) ??
    Response.error()
  );
}

registerRoute(
  new NavigationRoute(async (options) => {
    try {
      return await network.handle(options);
    } catch {
      return offlinePage(options.url.pathname);
    }
  }),
);

// A new worker takes over at the next page load (the app's update notice asks the player to reload).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
