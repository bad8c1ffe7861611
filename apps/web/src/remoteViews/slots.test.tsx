import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { REMOTE_VIEW_PATHS, pathWith } from '@betline/contracts/paths';
import type { RemoteView } from '../api/types';
import {
  apiStubs,
  renderApp,
  siteConfigFixture,
  stubSiteConfig,
  stubSiteServices,
  testStores,
} from '../test/app';

const VIEW_PATH = `GET ${pathWith(REMOTE_VIEW_PATHS.view, { appName: 'error-page' })}`;

const errorView: RemoteView = {
  appName: 'error-page',
  lng: 'en',
  title: 'Something went wrong',
  body: '<section class="error-view"><p>Partner text: try again in a minute.</p></section>',
  style: '',
  cssToLoad: [],
  scriptsToLoad: [],
  codeToEval: '',
  head: '',
  updatedAt: '2026-11-01T09:00:00.000Z',
};

/** The site config with the error page's view named. */
const withErrorView = () =>
  stubSiteConfig((lang) => ({
    status: 200,
    data: siteConfigFixture({ lang: lang ?? 'en', errorRemoteView: 'error-page' }),
  }));

const OWN_MESSAGE = 'The page could not be shown. Please try again in a moment.';

beforeEach(() => {
  testStores().user.userId = null;
  apiStubs.clear();
  stubSiteServices();
});

describe("the partner's remote views in the pages (site config slots)", { timeout: 30_000 }, () => {
  it('RV-001 the error page shows the technical-pages view the site config names in place of its own message', async () => {
    withErrorView();
    const asked: unknown[] = [];
    apiStubs.set(VIEW_PATH, (request) => {
      asked.push(request.params?.lng);
      return { status: 200, data: errorView };
    });
    renderApp('/en/500');
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong on our side' });
    expect(await screen.findByText('Partner text: try again in a minute.')).toBeInTheDocument();
    expect(screen.queryByText(OWN_MESSAGE)).toBeNull();
    expect(asked).toEqual(['en']);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeInTheDocument();
  });

  it('RV-001 a view that cannot be loaded leaves the page its own message (no error line on an error page)', async () => {
    withErrorView();
    let calls = 0;
    apiStubs.set(VIEW_PATH, () => {
      calls += 1;
      return { status: 503, data: { statusCode: 503, message: 'views are down' } };
    });
    renderApp('/en/500');
    expect(await screen.findByText(OWN_MESSAGE)).toBeInTheDocument();
    // The first request and its 3 retries (1 s, 2 s and 4 s apart): the message stands throughout and after.
    await waitFor(() => expect(calls).toBe(4), { timeout: 12_000 });
    expect(screen.getByText(OWN_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(/This section could not be loaded/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
  });

  it('without a view named, the error page asks for none', async () => {
    stubSiteConfig();
    const asked: string[] = [];
    apiStubs.set(VIEW_PATH, () => {
      asked.push('error-page');
      return { status: 200, data: errorView };
    });
    renderApp('/en/500');
    expect(await screen.findByText(OWN_MESSAGE)).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
