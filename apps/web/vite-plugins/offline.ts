/**
 * The offline pages (docs/adr/0044-pwa.md): one static page per language, drawn at build time from
 * `src/i18n/locales/offline.ts`, styled by the design tokens (`@betline/tokens/tokens.css`), for the service
 * worker to keep and show when a page cannot be reached. Static on purpose: offline there is no server to
 * render a page and no certainty the app's chunks are cached.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { offlineTexts } from '../src/i18n/locales/offline';

/** Where the pages and their files are served (and precached) from. */
export const OFFLINE_DIR = 'offline';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The page's own styles: every value a token. */
const PAGE_CSS = `
body {
  margin: 0;
  background: var(--bgColor-canvas);
  color: var(--fgColor-default);
  font-family: var(--fontFamily-sans);
  font-size: var(--fontSize-md);
  line-height: var(--lineHeight-normal);
}
.offline {
  max-width: var(--size-layout-readingWidth);
  margin-inline: auto;
  padding: var(--space-8) var(--space-4);
}
.offline h1 {
  margin-block: 0 var(--space-4);
  font-size: var(--fontSize-2xl);
  line-height: var(--lineHeight-tight);
}
.offline p {
  margin-block: 0 var(--space-4);
  color: var(--fgColor-muted);
}
.offline .retry {
  display: inline-flex;
  align-items: center;
  min-height: var(--size-control-lg);
  padding-inline: var(--space-5);
  border-radius: var(--button-borderRadius);
  background: var(--bgColor-accent-emphasis);
  color: var(--fgColor-onAccent);
  font-weight: var(--fontWeight-semibold);
  text-decoration: none;
}
.offline .retry:focus-visible {
  outline: var(--focus-outlineWidth) solid var(--focus-outlineColor);
  outline-offset: var(--focus-outlineOffset);
}
`;

/**
 * Back online: the page the player asked for, again. The browser's `online` event alone is not enough: it does
 * not fire when the network was there but the site was not (a server restart, a captive portal), and a reload
 * made at the very moment the connection returns can still be answered offline. So the page also asks the
 * server for its own address (a HEAD request: a fetch, never a navigation, so the service worker leaves it to
 * the network), after 2 s and then less often (up to every 30 s), and reloads once the server answers it.
 */
const PAGE_JS = `(function () {
  var delay = 2000;
  var reloading = false;
  function reload() {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  }
  function probe() {
    fetch(window.location.href, { method: 'HEAD', cache: 'no-store' })
      .then(function (answer) {
        if (answer.ok) reload();
        else later();
      })
      .catch(later);
  }
  function later() {
    delay = Math.min(delay * 2, 30000);
    window.setTimeout(probe, delay);
  }
  window.addEventListener('online', probe);
  window.setTimeout(probe, delay);
})();
`;

/** One language's page; `href=""` is the address the player asked for (the worker answered it with this page). */
export function offlinePage(lng: string, texts: (typeof offlineTexts)[keyof typeof offlineTexts]): string {
  return `<!doctype html>
<html lang="${lng}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light dark" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(texts.title)}</title>
    <link rel="stylesheet" href="/${OFFLINE_DIR}/offline.css" />
    <script src="/theme-init.js"></script>
  </head>
  <body>
    <main class="offline">
      <h1>${escapeHtml(texts.title)}</h1>
      <p>${escapeHtml(texts.lead)}</p>
      <p>${escapeHtml(texts.safe)}</p>
      <a class="retry" href="">${escapeHtml(texts.retry)}</a>
    </main>
    <script src="/${OFFLINE_DIR}/offline.js"></script>
  </body>
</html>
`;
}

/** Emits `offline/{lng}.html` for every language, `offline/offline.css` and `offline/offline.js`. */
export function offlinePages(): Plugin {
  return {
    name: 'betline-offline-pages',
    apply: 'build',
    generateBundle() {
      const tokens = readFileSync(
        createRequire(import.meta.url).resolve('@betline/tokens/tokens.css'),
        'utf8',
      );
      this.emitFile({
        type: 'asset',
        fileName: `${OFFLINE_DIR}/offline.css`,
        source: `${tokens}\n${PAGE_CSS}`,
      });
      this.emitFile({ type: 'asset', fileName: `${OFFLINE_DIR}/offline.js`, source: PAGE_JS });
      for (const [lng, texts] of Object.entries(offlineTexts)) {
        this.emitFile({
          type: 'asset',
          fileName: `${OFFLINE_DIR}/${lng}.html`,
          source: offlinePage(lng, texts),
        });
      }
    },
  };
}
