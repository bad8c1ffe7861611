import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './i18n';
import '@betline/tokens/tokens.css';
import { i18n, loadLanguage } from './i18n';
import { ensureUiTexts } from './i18n/ui';
import { createAppRouter } from './routes/router';
import { preloadPage } from './routes/pages';
import { captureInstallPrompt, installPromptOf } from './site/installPrompt';
import { createStores, StoresContext } from './stores';
import { forgetHandedAnswers, HandedAnswersContext, type HandedAnswers } from './lib/handover';
import { readAppState } from './app/hydration';
import type { PageLoaderData } from './routes/loaders';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/**
 * The page arrives rendered by the server (ADR 0041) with the state it was rendered with: the app instance starts
 * from that state, loads the code the first screen's markup needs (the page's chunk, the language's strings) and
 * hydrates the markup. A page sent without markup (the server could not render it) is rendered here.
 */
async function start(root: HTMLElement): Promise<void> {
  const arrived = readAppState(document);
  const stores = createStores(arrived === undefined ? {} : { initial: arrived.state.stores });
  // NOTICE-018: the browser fires its install prompt once, early (this runs as the module loads, before the first
  // await): it is kept in the instance for the site notices to offer.
  captureInstallPrompt(installPromptOf(stores));
  const handed: HandedAnswers = { answers: arrived?.answers ?? {} };
  const router = createAppRouter(stores, arrived?.state.router);
  // The answers the server rendered with belong to the page it rendered: parts of it hydrate as their chunks
  // arrive, and read them then; the first navigation leaves that page.
  const arrival = router.state.location;
  const stopWatching = router.subscribe((state) => {
    if (state.location === arrival) return;
    forgetHandedAnswers(handed);
    stopWatching();
  });
  const app = (
    <StrictMode>
      <HandedAnswersContext.Provider value={handed}>
        <StoresContext.Provider value={stores}>
          <RouterProvider router={router} />
        </StoresContext.Provider>
      </HandedAnswersContext.Provider>
    </StrictMode>
  );
  if (arrived === undefined) {
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(app));
    return;
  }
  // The code the markup was drawn with, before React compares it with its own render.
  const lng = stores.global.language;
  const page = arrived.state.router.loaderData?.page as PageLoaderData | null | undefined;
  await Promise.all([
    loadLanguage(lng),
    ensureUiTexts(lng),
    page?.kind === 'page' ? preloadPage(page.resolution.routeId, lng) : Promise.resolve(),
  ]);
  await i18n.changeLanguage(lng);
  startTransition(() => {
    hydrateRoot(root, app, {
      onRecoverableError(error) {
        // A mismatch between the server's markup and the first render: the e2e check listens for this.
        console.error('hydration:', error);
      },
    });
  });
}

void start(container);
