import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDENTITY_PATHS } from '@betline/contracts/paths';
import type { MailingSettings } from '../api/profile';
import { apiStubs, renderApp, stubSiteConfig, stubSiteServices, testStores } from '../test/app';

const SLOW = { timeout: 15_000 };

function mailing(overrides: Partial<MailingSettings> = {}): MailingSettings {
  return {
    enable_mail_news: true,
    enable_mail_deposit: true,
    enable_mail_bets: true,
    enable_sms_news: true,
    bonus_type: 0,
    first_deposit_bonus_type: 1,
    user_hide_balance: false,
    disallow_line_sport: [],
    disallow_live_sport: [],
    ...overrides,
  };
}

beforeEach(() => {
  apiStubs.clear();
  stubSiteConfig();
  stubSiteServices();
  testStores().user.userId = null;
});

describe('the pages of user/ (ROUTE-061)', { timeout: 30_000 }, () => {
  it('ROUTE-061 user/stopnewsletter: one tap stops the news by e-mail and SMS and keeps the account messages', async () => {
    testStores().user.userId = 7;
    const sent: unknown[] = [];
    let saved = mailing();
    apiStubs.set(`GET ${IDENTITY_PATHS.mailing}`, () => ({ status: 200, data: saved }));
    apiStubs.set(`PUT ${IDENTITY_PATHS.mailing}`, (request) => {
      sent.push(request.body);
      saved = { ...saved, ...(request.body as Partial<MailingSettings>) };
      return { status: 200, data: saved };
    });
    renderApp('/en/user/stopnewsletter');
    await screen.findByRole('heading', { level: 1, name: 'Unsubscribe from newsletter' }, SLOW);
    expect(await screen.findByText('You receive our news by e-mail or SMS.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe from all news' }));
    expect(await screen.findByText('Done: you will receive no more news from us.')).toBeInTheDocument();
    expect(sent).toEqual([{ enable_mail_news: false, enable_sms_news: false }]);
    expect(saved.enable_mail_deposit).toBe(true);
    expect(screen.queryByRole('button', { name: 'Unsubscribe from all news' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Choose in detail in the settings' })).toHaveAttribute(
      'href',
      '/en/office/settings',
    );
  });

  it('ROUTE-061 user/stopnewsletter says so when no news is sent, and a guest is asked to sign in and brought back', async () => {
    testStores().user.userId = 7;
    apiStubs.set(`GET ${IDENTITY_PATHS.mailing}`, () => ({
      status: 200,
      data: mailing({ enable_mail_news: false, enable_sms_news: false }),
    }));
    const first = renderApp('/en/user/stopnewsletter');
    expect(
      await screen.findByText('You receive no news from us by e-mail or SMS.', {}, SLOW),
    ).toBeInTheDocument();
    first.unmount();
    testStores().user.userId = null;
    renderApp('/en/user/stopnewsletter');
    await screen.findByText('Sign in to manage your newsletters.', {}, SLOW);
    const signIn = within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/en/user/login?returnUrl=%2Fen%2Fuser%2Fstopnewsletter');
  });

  it('ROUTE-061 user/accountverify: a guest is asked to sign in and brought back; no placeholder', async () => {
    const { container } = renderApp('/en/user/accountverify');
    await screen.findByRole('heading', { level: 1, name: 'Account verification' }, SLOW);
    await waitFor(() =>
      expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
        'href',
        '/en/user/login?returnUrl=%2Fen%2Fuser%2Faccountverify',
      ),
    );
    expect(container.querySelector('[data-placeholder]')).toBeNull();
  });
});
