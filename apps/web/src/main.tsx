import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './i18n';
import '@betline/tokens/tokens.css';
import { createAppRouter } from './routes/router';
import { warmUp } from './app/warmup';
import { captureInstallPrompt } from './site/installPrompt';
import { startFirstScreen } from './app/firstScreen';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// NOTICE-018: the browser fires its install prompt once, early: it is kept for the site notices to offer.
captureInstallPrompt();
warmUp(window.location);

// A guest's page arrives drawn by the server (ADR 0032): the app renders behind that picture and takes its
// place once it has drawn the same screen.
startFirstScreen(container);

const root = createRoot(container);
// A transition: React renders the first screen in slices of a few milliseconds and lets the browser breathe
// between them (no long task that would block a tap), instead of one blocking render.
startTransition(() => {
  root.render(
    <StrictMode>
      <RouterProvider router={createAppRouter()} />
    </StrictMode>,
  );
});
