import { Suspense } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REMOTE_VIEW_PATHS, pathWith } from '@betline/contracts/paths';
import type { RemoteView } from '../../api/types';
import { apiStubs, renderWithStores, siteConfigFixture, stubSiteConfig, testStores } from '../../test/app';
import { createStores, StoresContext, type Stores } from '../../stores';
import { ensureUiTexts } from '../../i18n/ui';
import { Footer } from './Footer';

const VIEW_PATH = `GET ${pathWith(REMOTE_VIEW_PATHS.view, { appName: 'partner-footer' })}`;

const footerView: RemoteView = {
  appName: 'partner-footer',
  lng: 'en',
  title: 'Partner information',
  body:
    '<section class="partner-footer"><p class="licence">Licensed under OGL/2024/118/0203.</p>' +
    '<ul><li><a href="https://www.begambleaware.org">BeGambleAware</a></li><li>Visa</li></ul></section>',
  style: '.partner-footer { display: grid; }',
  cssToLoad: [],
  scriptsToLoad: [],
  codeToEval: '',
  head: '',
  updatedAt: '2026-11-01T09:00:00.000Z',
};

const unavailable = {
  status: 503,
  data: { statusCode: 503, error: 'Service Unavailable', message: 'views are down' },
};

function renderFooter(footerRemoteView: string | null) {
  stubSiteConfig();
  testStores().global.siteConfig = {
    status: 'ready',
    config: siteConfigFixture({ footerRemoteView }),
  };
  return renderWithStores(
    <MemoryRouter>
      <Suspense fallback={null}>
        <Footer companyName="Betline" lng="en" />
      </Suspense>
    </MemoryRouter>,
  );
}

/** Lets answers, effects and timers up to `ms` run. */
async function pass(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeAll(async () => {
  // The kit's footer texts, which the footer waits for.
  await ensureUiTexts('en');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Footer with a remote footer block', () => {
  it("RV-001 shows the partner's footer block the site config names, with its scoped style", async () => {
    const asked: unknown[] = [];
    apiStubs.set(VIEW_PATH, (request) => {
      asked.push(request.params?.lng);
      return { status: 200, data: footerView };
    });
    renderFooter('partner-footer');
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByText('Licensed under OGL/2024/118/0203.')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'BeGambleAware' })).toHaveAttribute(
      'href',
      'https://www.begambleaware.org',
    );
    expect(asked).toEqual(['en']);
    const scope = footer.querySelector('[data-remote-view="partner-footer"]');
    expect(scope?.querySelector('style')?.textContent).toBe(
      '[data-remote-view="partner-footer"] { .partner-footer { display: grid; } }',
    );
    // The kit's own footer stays.
    expect(within(footer).getByRole('link', { name: 'Betting rules' })).toBeInTheDocument();
  });

  it('asks for no view when the site config names none', async () => {
    const asked = vi.fn(() => ({ status: 200, data: footerView }));
    apiStubs.set(VIEW_PATH, asked);
    renderFooter(null);
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(asked).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('ERR-006 RV-009 a failing block shows loading through 3 retries, then the error with a refresh button that loads it again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let calls = 0;
    let down = true;
    apiStubs.set(VIEW_PATH, () => {
      calls += 1;
      return down ? unavailable : { status: 200, data: footerView };
    });
    renderFooter('partner-footer');
    await pass();
    await pass();
    expect(calls).toBe(1);
    // Still retrying: the loading line, no error yet.
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('alert')).toBeNull();
    await pass(1000);
    expect(calls).toBe(2);
    await pass(2000);
    expect(calls).toBe(3);
    expect(screen.queryByRole('alert')).toBeNull();
    await pass(4000);
    expect(calls).toBe(4);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This section could not be loaded.');
    // No more automatic retries after the third.
    await pass(30_000);
    expect(calls).toBe(4);
    expect(warn).toHaveBeenCalled();

    down = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Refresh' }));
    await pass();
    await pass();
    expect(calls).toBe(5);
    expect(screen.getByText('Licensed under OGL/2024/118/0203.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('renders no remote block on the server, hydrates without a mismatch, then loads it', async () => {
    apiStubs.set(VIEW_PATH, () => ({ status: 200, data: footerView }));
    stubSiteConfig();
    const page = (stores: Stores) => (
      <StoresContext.Provider value={stores}>
        <MemoryRouter>
          <Footer companyName="Betline" lng="en" />
        </MemoryRouter>
      </StoresContext.Provider>
    );
    const ready = {
      status: 'ready',
      config: siteConfigFixture({ footerRemoteView: 'partner-footer' }),
    } as const;
    const server = createStores();
    server.global.siteConfig = ready;
    const html = renderToString(page(server));
    expect(html).toContain('Betting rules');
    expect(html).not.toContain('OGL/2024');
    expect(html).not.toContain('role="status"');

    const browser = createStores();
    browser.global.siteConfig = ready;
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, page(browser), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(await within(container).findByText('Licensed under OGL/2024/118/0203.')).toBeInTheDocument();
    act(() => root?.unmount());
    // The last reader left: the view goes back to not-exist (RV-008).
    expect(browser.lazy.remoteViews?.snapshot('partner-footer', 'en').state).toBe('not-exist');
    container.remove();
  });
});
