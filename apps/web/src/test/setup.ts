import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetSiteStore } from '../stores/site';
import { stubSiteServices } from './app';

// The first render of a file also pays for module transforms: give async queries room on a slow machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

beforeEach(() => {
  // jsdom has no scrolling; react-router's ScrollRestoration calls it on every navigation.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  window.sessionStorage.clear();
  resetSiteStore();
  stubSiteServices();
});
