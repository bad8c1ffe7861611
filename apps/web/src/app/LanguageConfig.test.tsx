import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, siteConfigFixture, stubSiteConfig } from '../test/app';

/**
 * A language change whose config fails, on a page load of its own (vite.config.ts PAGE_RELOAD_TESTS: a fresh
 * document and module state). In the shared test document, after the route tests, the failure notice did not
 * show; a browser's page load starts clean. The leak is not understood yet.
 */
describe('site config after a language change', () => {
  it('a failed reload after a language change keeps the page and offers a retry', async () => {
    const server = stubSiteConfig((lang, call) =>
      call >= 1 && call <= 6
        ? 'network-error'
        : { status: 200, data: siteConfigFixture({ lang: lang ?? 'en' }) },
    );
    const user = userEvent.setup();
    renderApp('/en');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Betline' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Willkommen bei Betline' }),
    ).toBeInTheDocument();
    const notice = await screen.findByText(
      'Die aktuellen Einstellungen der Website konnten nicht geladen werden.',
      {
        selector: 'span',
      },
    );
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(notice).not.toBeInTheDocument());
    expect(server.requests).toEqual(['en', ...Array.from({ length: 6 }, () => 'de'), 'de']);
  });
});
