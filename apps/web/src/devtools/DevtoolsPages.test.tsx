import { screen, within } from '@testing-library/react';
import { DEV_NETWORK_PATH } from '@betline/contracts/paths';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  apiStubs,
  renderApp,
  siteConfigFixture,
  stubSiteConfig,
  stubSiteServices,
  testStores,
} from '../test/app';

beforeEach(() => {
  testStores().user.userId = null;
  apiStubs.clear();
  stubSiteServices();
  stubSiteConfig((lang) => ({ status: 200, data: siteConfigFixture({ lang: lang ?? 'en' }) }));
});

describe('the pages outside production', { timeout: 30_000 }, () => {
  it('ROUTE-044 the debugger shows the build, this visit and the site’s feature switches (a test build is not production)', async () => {
    renderApp('/en/debugger');
    expect(await screen.findByRole('heading', { level: 1, name: 'Debugger' })).toBeInTheDocument();
    const build = (await screen.findByRole('heading', { name: 'Build' })).closest('section') ?? document.body;
    expect(await within(build as HTMLElement).findByText('build-1')).toBeInTheDocument();
    expect(within(build as HTMLElement).getByText('test')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'This visit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy as JSON' })).toBeInTheDocument();
  });

  it('ROUTE-044 internal-vpn shows the network as the server sees it and whether the address is internal', async () => {
    apiStubs.set(`GET ${DEV_NETWORK_PATH}`, () => ({
      status: 200,
      data: {
        ip: '10.0.0.5',
        internal: true,
        forwardedFor: null,
        country: 'DE',
        countryHeader: 'cf-ipcountry',
        protocol: 'http',
        host: 'localhost',
      },
    }));
    renderApp('/en/internal-vpn');
    expect(
      await screen.findByText('This address is on an internal network (loopback or a private range).'),
    ).toBeInTheDocument();
    expect(screen.getByText('10.0.0.5')).toBeInTheDocument();
    expect(screen.getByText('DE')).toBeInTheDocument();
  });
});
