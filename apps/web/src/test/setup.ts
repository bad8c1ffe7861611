import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetFingerprint } from '../api/fingerprint';
import { i18n } from '../i18n';
import { apiStubs, freshTestStores, stubSiteServices } from './app';

// The first render of a route also pays for transforming its lazy chunks: give async queries room on a machine
// busy with other test tasks (CI runs the packages' tests side by side; a game page once took over 5 s there).
configure({ asyncUtilTimeout: 10_000 });

// Test files share one jsdom (isolation is off for speed, see vite.config.ts): each test leaves the document,
// the storage, the cookies, the clock and the language (English) as it found them.
afterEach(async () => {
  cleanup();
  document.body.replaceChildren();
  // What the page wrote on <html> (its colour mode, the hydrated mark) belongs to that page.
  for (const name of document.documentElement.getAttributeNames()) {
    if (name.startsWith('data-')) document.documentElement.removeAttribute(name);
  }
  window.localStorage.clear();
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  vi.useRealTimers();
  // A page in another language switches i18next; a component rendered alone in the next file reads it.
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

beforeEach(() => {
  // jsdom has no scrolling; react-router's ScrollRestoration calls it on every navigation.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  window.sessionStorage.clear();
  freshTestStores();
  resetFingerprint();
  apiStubs.clear();
  stubSiteServices();
});
