import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';

import { renderApp, siteConfigFixture, stubSiteConfig, testStores } from '../test/app';

const root = document.documentElement;

beforeEach(() => {
  root.removeAttribute('style');
  testStores().user.userId = null;
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('partner brand book from the site config', () => {
  it('MISC-005 applies the accepted css_prop/css_value entries on <html> and rejects unknown or unsafe ones with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubSiteConfig((lang) => ({
      status: 200,
      data: siteConfigFixture({
        lang: lang ?? 'en',
        partnerCssBrandBook: [
          { css_prop: '--bgColor-accent-emphasis', css_value: '#6d28d9' },
          { css_prop: '--radius-md', css_value: '12px' },
          { css_prop: '--no-such-token', css_value: '#ff0000' },
          { css_prop: '--button-primary-bgColor', css_value: 'url(javascript:alert(1))' },
        ],
      }),
    }));
    renderApp('/en');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Betline' });

    await waitFor(() => expect(root.style.getPropertyValue('--bgColor-accent-emphasis')).toBe('#6d28d9'));
    expect(root.style.getPropertyValue('--radius-md')).toBe('12px');
    expect(root.style.getPropertyValue('--no-such-token')).toBe('');
    expect(root.style.getPropertyValue('--button-primary-bgColor')).toBe('');
    expect(root.getAttribute('style') ?? '').not.toContain('javascript');

    const warned = warn.mock.calls.map((call) => call.join(' '));
    expect(warned.some((line) => line.includes('--no-such-token'))).toBe(true);
    expect(warned.some((line) => line.includes('--button-primary-bgColor'))).toBe(true);
  });

  it('the default brand (an empty brand book) sets no custom property', async () => {
    stubSiteConfig();
    renderApp('/en');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Betline' });
    expect(root.getAttribute('style') ?? '').not.toContain('--');
  });

  it('MISC-005 a partner brand shows its own name: the home heading, the home link, the document title and the footer', async () => {
    stubSiteConfig((lang) => ({
      status: 200,
      data: siteConfigFixture({ lang: lang ?? 'en', companyName: 'Aurora Bet' }),
    }));
    renderApp('/en');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Aurora Bet' });
    expect(screen.getByRole('link', { name: 'Aurora Bet, home page' })).toHaveAttribute('href', '/en');
    await waitFor(() => expect(document.title).toMatch(/ \| Aurora Bet$/));
    expect(screen.getByRole('contentinfo')).toHaveTextContent(/Aurora Bet/);
    expect(document.body.textContent).not.toMatch(/Betline(?! Studio)/);
  });
});
