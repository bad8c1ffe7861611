import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDENTITY_PATHS } from '@betline/contracts/paths';
import { apiStubs, renderApp, stubSiteConfig, testStores } from '../test/app';

describe("the player's menu", () => {
  it('AUTH-015 signing out on an office page lands on home, never on sign-in with a way back into the office', async () => {
    stubSiteConfig();
    testStores().user.userId = 7;
    const disconnects: unknown[] = [];
    apiStubs.set(`POST ${IDENTITY_PATHS.disconnect}`, (request) => {
      disconnects.push(request.body);
      return { status: 200, data: { ok: true } };
    });
    const { router } = renderApp('/en/office/account');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Account menu' }, { timeout: 15_000 }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(testStores().user.userId).toBeNull(), { timeout: 10_000 });
    expect(disconnects).toHaveLength(1);
    // Whatever the guards do after the session is gone has happened by now.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(router.state.location.pathname).toBe('/en');
    expect(router.state.location.search).toBe('');
  });
});
