import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetSiteStore } from '../stores/site';
import { resetUserStore } from '../stores/user';
import { resetAccount } from '../stores/account';
import { resetNotices } from '../stores/notices';
import { resetLimits } from '../stores/limits';
import { resetConsent } from '../stores/consent';
import { resetSiteNotices } from '../site/config';
import { apiStubs, stubSiteServices } from './app';

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
  resetUserStore();
  resetAccount();
  resetNotices();
  resetLimits();
  resetConsent();
  resetSiteNotices();
  apiStubs.clear();
  stubSiteServices();
});
