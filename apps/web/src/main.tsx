import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './i18n';
import '@betline/tokens/tokens.css';
import { createAppRouter } from './routes/router';
import { warmUp } from './app/warmup';
import { captureInstallPrompt } from './site/installPrompt';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// NOTICE-018: the browser fires its install prompt once, early: it is kept for the site notices to offer.
captureInstallPrompt();
warmUp(window.location);

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
