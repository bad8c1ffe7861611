import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';

import {
  defaultSiteServices,
  freshTestStores,
  renderApp,
  stubSiteConfig,
  stubSiteServices,
  testStores,
} from '../test/app';

beforeEach(() => {
  testStores().user.userId = null;
  stubSiteConfig();
});

const phoneNav = () => screen.queryByRole('navigation', { name: 'Quick navigation' });

describe('the main layout', () => {
  it('ROUTE-007 the bottom navigation is on the pages, and not on registration unless the settings allow it', async () => {
    stubSiteServices();
    const home = renderApp('/en');
    await screen.findByRole('heading', { level: 1 });
    // The bar's own chunk may arrive after the page's heading on a busy machine.
    const nav = await screen.findByRole('navigation', { name: 'Quick navigation' });
    // A guest's last item signs in; the home item is the current page.
    expect(screen.getByRole('link', { name: 'Home', current: 'page' })).toHaveAttribute('href', '/en');
    expect(nav.querySelector('a[href="/en/user/login?returnUrl=%2Fen"]')).not.toBeNull();
    home.unmount();
    const registration = renderApp('/en/registration');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(phoneNav()).toBeNull());
    registration.unmount();
    stubSiteServices({ routing: { ...defaultSiteServices().routing, showBottomNavOnRegistration: true } });
    // Another page load: a new app instance asks the site services again.
    freshTestStores();
    renderApp('/en/registration');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(phoneNav()).not.toBeNull());
  });

  it('the footer links the information pages and names the company', async () => {
    stubSiteServices();
    renderApp('/en');
    const footer = await screen.findByRole('contentinfo');
    await waitFor(() => expect(footer).toHaveTextContent('Play responsibly'));
    for (const [name, href] of [
      ['Betting rules', '/en/information/rules/1'],
      ['Responsible gaming', '/en/information/responsiblegaming'],
      ['Contacts', '/en/information/contacts'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Betline`);
  });
});
