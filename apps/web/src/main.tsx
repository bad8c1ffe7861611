import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './i18n';
import '@betline/tokens/tokens.css';
import { createAppRouter } from './routes/router';
import { warmUp } from './app/warmup';
import { captureInstallPrompt } from './site/installPrompt';
import { startFirstScreen } from './app/firstScreen';
import { nextTask } from './lib/idle';
import { createStores, StoresContext } from './stores';
import { bindSingletonStores } from './stores/bridge';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// NOTICE-018: the browser fires its install prompt once, early: it is kept for the site notices to offer.
captureInstallPrompt();

// The start is five tasks, not one: evaluating the modules, starting the first requests (two), making the router,
// starting the render.
// Each stays short on a phone's CPU, so a tap in between is answered (total blocking time). (Not a top-level
// await: with one, the bundler splits the entry's shared modules into dozens of small chunks.)
async function start(root: HTMLElement): Promise<void> {
  // This page's one app instance: its stores start from the browser's cookies.
  const stores = createStores();
  bindSingletonStores(stores);
  await nextTask();
  await warmUp(stores, window.location);
  await nextTask();
  // The route table becomes the router's (its routes flattened and ranked) in a task of its own.
  const router = createAppRouter();
  await nextTask();

  // A guest's page arrives drawn by the server (ADR 0032): the app renders out of the document and takes the
  // picture's place once it has drawn the same screen.
  startFirstScreen(root);

  const reactRoot = createRoot(root);
  // A transition: React renders the first screen in slices of a few milliseconds and lets the browser breathe
  // between them (no long task that would block a tap), instead of one blocking render.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <StoresContext.Provider value={stores}>
          <RouterProvider router={router} />
        </StoresContext.Provider>
      </StrictMode>,
    );
  });
}

void start(container);
