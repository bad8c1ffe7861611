import '@testing-library/jest-dom/vitest';
import { act } from 'react';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetFingerprint } from '../api/fingerprint';
import { i18n } from '../i18n';
import { apiStubs, freshTestStores, stubSiteServices } from './app';

// The first render of a route also pays for transforming its lazy chunks: give async queries room on a machine
// busy with other test tasks (CI runs the packages' tests side by side; a game page once took over 5 s there).
configure({ asyncUtilTimeout: 10_000 });

// user-event's interactions run with React's act environment off (Testing Library's async wrapper), but each
// event it dispatches was still wrapped in a synchronous act(). A navigation's transition that suspends on data
// inside such an act is left in act's queue, which that act then drops: the page stayed on its old screen until
// an unrelated update came (seen as a pager link or a dialog that did nothing for half a minute, depending on
// which tests ran before). Outside an act environment an event is dispatched as the browser does it, and React
// schedules its work itself; fireEvent and render keep their act().
configure({
  eventWrapper: (dispatch) => {
    if ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT !== true)
      return dispatch();
    let result: unknown;
    act(() => {
      result = dispatch();
    });
    return result;
  },
});

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
