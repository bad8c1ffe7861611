import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { testI18n } from './i18n';

// Test files share one jsdom (isolation is off for speed, see vite.config.ts): each test leaves the document,
// the clock and the language as it found them.
afterEach(async () => {
  cleanup();
  document.body.replaceChildren();
  vi.useRealTimers();
  if (testI18n.language !== 'en') await testI18n.changeLanguage('en');
});
