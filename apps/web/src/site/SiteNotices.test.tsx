import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import type { NoticesGroup } from '@betline/contracts';
import type { TransportRequest } from '../api/transport';
import { COOKIES_AGREEMENT_PATH, IDENTITY_PATHS, WALLET_PATHS } from '@betline/contracts/paths';
import { STORAGE_KEYS } from '../lib/storage';
import { afterSignIn } from '../stores/user';
import { accountOf } from '../stores/account';
import {
  apiStubs,
  balanceFixture,
  renderApp,
  siteConfigFixture,
  stubSiteConfig,
  stubSiteServices,
  freshTestStores,
  testStores,
} from '../test/app';
import { siteNoticesOf } from './config';
import { captureInstallPrompt, installPromptOf } from './installPrompt';

// The first render of the file loads the app's chunks: room for a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const NOTICES: NoticesGroup = {
  cookieConsentPopup: true,
  ageGate: { enabled: false, storage: 'local' },
  inactivityLogoff: { enabled: false, minutes: 30 },
  registrationReminder: null,
};

function withNotices(overrides: Partial<NoticesGroup> = {}) {
  return stubSiteServices({ notices: { ...NOTICES, ...overrides } });
}

/** Records the bodies of `METHOD path` calls answered with `answer`. */
function record(key: string, status = 200, data: unknown = { success: true }) {
  const bodies: unknown[] = [];
  apiStubs.set(key, (request: TransportRequest) => {
    bodies.push(request.body);
    return { status, data };
  });
  return bodies;
}

beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  // A returning device: its time zone known, so the page does not draw its times again after it starts.
  Cookies.set('betline_tz', String(-new Date().getTimezoneOffset()), { path: '/' });
  testStores().user.userId = null;
  stubSiteConfig();
});

afterEach(() => {
  vi.useRealTimers();
});

/** The page is up and the notices host has its config (its timers run from here). */
async function hostReady() {
  await screen.findByRole('main', {}, { timeout: 15_000 });
  await waitFor(() => expect(siteNoticesOf(testStores()).config).not.toBeNull());
  await act(() => Promise.resolve());
}

/** The first dialog of a file waits for the lazy chunks: a longer wait than the default 5 s. */
const dialog = (name: string | RegExp) => screen.findByRole('dialog', { name }, { timeout: 15_000 });

describe('cookie consent in the app', () => {
  it('CONSENT-002 CONSENT-004 CONSENT-006 CONSENT-008 CONSENT-009 a guest sees the banner; accept all stores ALL in the cookie and the time locally', async () => {
    withNotices();
    renderApp('/en');
    const banner = await dialog('Cookies');
    await userEvent.click(within(banner).getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cookies' })).toBeNull());
    expect(Cookies.get('cookiesAgreeType')).toBe('ALL');
    expect(Number(window.localStorage.getItem(STORAGE_KEYS.cookiesAgreeTime))).toBeGreaterThan(0);
  });

  it('CONSENT-002 CONSENT-003 CONSENT-014 the customize view resolves the checked options with the core rules', async () => {
    withNotices();
    renderApp('/en');
    const banner = await dialog('Cookies');
    await userEvent.click(within(banner).getByRole('button', { name: 'Customize' }));
    const custom = await dialog(/settings|customi/i);
    await userEvent.click(within(custom).getByRole('checkbox', { name: /Functional/i }));
    await userEvent.click(within(custom).getByRole('button', { name: 'Save my choice' }));
    await waitFor(() => expect(Cookies.get('cookiesAgreeType')).toBe('FUNCTIONAL'));
    expect(screen.queryByRole('dialog')).toBeNull();
    // CONSENT-012: functional consent lets the app remember the window width.
    await waitFor(() =>
      expect(window.localStorage.getItem(STORAGE_KEYS.windowWidth)).toBe(String(window.innerWidth)),
    );
  });

  it('CONSENT-007 a signed-in player accepting all logs the agreement time on the server', async () => {
    withNotices();
    const logged = record(`POST ${COOKIES_AGREEMENT_PATH}`, 201, {
      success: true,
      cookiesAgreeTime: 1,
    });
    testStores().user.userId = 7;
    renderApp('/en');
    const banner = await dialog('Cookies');
    await userEvent.click(within(banner).getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(logged).toHaveLength(1));
    expect(logged[0]).toEqual({ cookiesAgreeTime: expect.any(Number) as number });
    expect(window.localStorage.getItem(STORAGE_KEYS.cookiesAgreeTime)).toBeNull();
  });

  it('CONSENT-005 with the popup off nobody is asked and analytics runs as with ALL', async () => {
    withNotices({ cookieConsentPopup: false });
    const views = record('POST /collector-api/v1/test-key/55', 202, { success: true, stored: 1 });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/en');
    await hostReady();
    await act(() => vi.advanceTimersByTimeAsync(11_000));
    await waitFor(() => expect(views).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Cookies' })).toBeNull();
  });

  it('CONSENT-010 CONSENT-011 with marketing consent page views are recorded 10 s later; without it never', async () => {
    withNotices();
    Cookies.set('cookiesAgreeType', 'MARKETING');
    const views = record('POST /collector-api/v1/test-key/55', 202, { success: true, stored: 1 });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/en');
    await hostReady();
    await act(() => vi.advanceTimersByTimeAsync(8_000));
    expect(views).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await waitFor(() => expect(views).toHaveLength(1));
    expect(views[0]).toMatchObject({ events: [{ id: 1000, s1: '/en', s2: 'home' }] });
  });

  it('CONSENT-010 functional consent alone installs no analytics', async () => {
    withNotices();
    Cookies.set('cookiesAgreeType', 'FUNCTIONAL');
    const views = record('POST /collector-api/v1/test-key/55', 202, { success: true, stored: 1 });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/en');
    await hostReady();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(views).toHaveLength(0);
  });

  it('CONSENT-011 on the registration page analytics starts at once', async () => {
    withNotices();
    Cookies.set('cookiesAgreeType', 'ALL');
    const views = record('POST /collector-api/v1/test-key/55', 202, { success: true, stored: 1 });
    renderApp('/en/registration');
    // Well before the 10 s of other pages (the page's registration steps may share the request).
    await waitFor(() =>
      expect(views.flatMap((body) => (body as { events: unknown[] }).events)).toContainEqual(
        expect.objectContaining({ id: 1000, s2: 'registration' }),
      ),
    );
  });
});

describe('age gate in the app', () => {
  it('NOTICE-005 NOTICE-006 NOTICE-008 NOTICE-009 shown when configured; an outside click does not close it; acceptance is remembered', async () => {
    withNotices({ ageGate: { enabled: true, storage: 'local' } });
    const { unmount } = renderApp('/en');
    const gate = await screen.findByRole('alertdialog', { name: 'Are you 18 or older?' });
    // The consent banner waits for the gate.
    expect(screen.queryByRole('dialog', { name: 'Cookies' })).toBeNull();
    await userEvent.click(document.body);
    await userEvent.keyboard('{Escape}');
    expect(gate).toBeInTheDocument();
    expect(within(gate).queryByRole('button', { name: /close/i })).toBeNull();
    await userEvent.click(within(gate).getByRole('button', { name: 'Yes, I am 18 or older' }));
    await dialog('Cookies');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(Number(window.localStorage.getItem(STORAGE_KEYS.ageAccepted))).toBeGreaterThan(0);
    unmount();
    renderApp('/en');
    await dialog('Cookies');
    expect(screen.queryByRole('alertdialog', { name: 'Are you 18 or older?' })).toBeNull();
  });

  it('NOTICE-005 NOTICE-007 not shown when switched off; in session mode the acceptance goes to session storage', async () => {
    withNotices({ ageGate: { enabled: false, storage: 'local' }, cookieConsentPopup: false });
    const first = renderApp('/en');
    await hostReady();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    first.unmount();
    withNotices({ ageGate: { enabled: true, storage: 'session' }, cookieConsentPopup: false });
    renderApp('/en');
    const gate = await screen.findByRole('alertdialog', { name: 'Are you 18 or older?' });
    await userEvent.click(within(gate).getByRole('button', { name: 'Yes, I am 18 or older' }));
    expect(window.sessionStorage.getItem(STORAGE_KEYS.ageAccepted)).not.toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.ageAccepted)).toBeNull();
  });
});

describe('app-update and ad-block notices', () => {
  it('NOTICE-010 NOTICE-011 NOTICE-012 a new deployment found by the 60 s check offers a reload', async () => {
    const services = withNotices({ cookieConsentPopup: false });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/en');
    await hostReady();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    services.appVersion = 'build-2';
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    const region = await screen.findByRole('region', { name: 'Site messages' });
    expect(within(region).getByText('A new version is available')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('NOTICE-016 NOTICE-017 ?adblock=1 forces the ad-block notice with its text', async () => {
    withNotices({ cookieConsentPopup: false });
    renderApp('/en?adblock=1');
    const region = await screen.findByRole('region', { name: 'Site messages' });
    expect(within(region).getByText(/An ad blocker is blocking parts of this website/)).toBeInTheDocument();
  });
});

describe('referral parameters', () => {
  it('REF-002 REF-007 the arrival address ?ref=&subid= becomes cookies', async () => {
    withNotices({ cookieConsentPopup: false });
    renderApp('/en?ref=abc&subid=s1');
    await waitFor(() => expect(Cookies.get('refererid')).toBe('abc'));
    expect(Cookies.get('subid')).toBe('s1');
  });
});

describe('inactivity logoff', () => {
  it('AUTH-019 AUTH-020 after the idle minutes the player is signed out and a notice explains why', async () => {
    withNotices({ cookieConsentPopup: false, inactivityLogoff: { enabled: true, minutes: 2 } });
    const disconnects = record('POST /web-api/auth/disconnect');
    testStores().user.userId = 7;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/en');
    await hostReady();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(testStores().user.userId).toBe(7);
    // Past the two minutes, with a margin for the page's own start (its watcher starts once the config is in).
    await act(() => vi.advanceTimersByTimeAsync(65_000));
    // The sign-out is a server call: on a busy machine it answers after more than waitFor's default second.
    await waitFor(() => expect(testStores().user.userId).toBeNull(), { timeout: 10_000 });
    expect(disconnects).toHaveLength(1);
    expect(
      await screen.findByText(
        'You were signed out because you were inactive for a while. Sign in again to continue.',
      ),
    ).toBeInTheDocument();
  });

  it('AUTH-019 switched off in config: nobody is signed out', async () => {
    withNotices({ cookieConsentPopup: false, inactivityLogoff: { enabled: false, minutes: 1 } });
    testStores().user.userId = 7;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/en');
    await hostReady();
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000));
    expect(testStores().user.userId).toBe(7);
  });
});

describe('registration reminder', () => {
  it('REG-020 REG-021 REG-022 a guest sees it after the delay; "later" holds it for the interval', async () => {
    withNotices({
      cookieConsentPopup: false,
      registrationReminder: { delaySeconds: 20, intervalMinutes: 5 },
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/en');
    await hostReady();
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(screen.queryByRole('dialog', { name: 'Not registered yet?' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    const reminder = await dialog('Not registered yet?');
    expect(Number(window.localStorage.getItem(STORAGE_KEYS.registrationReminderNextAt))).toBeGreaterThan(
      Date.now(),
    );
    await userEvent.click(within(reminder).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Not registered yet?' })).toBeNull());
    await act(() => vi.advanceTimersByTimeAsync(4 * 60_000));
    expect(screen.queryByRole('dialog', { name: 'Not registered yet?' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    await dialog('Not registered yet?');
  });
});

describe('install prompt', () => {
  /** What Chromium fires when the site may be installed; the visitor's answer is `outcome`. */
  function installPrompt(outcome: 'accepted' | 'dismissed') {
    const prompt = vi.fn(async () => undefined);
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome }),
    });
    return { event, prompt };
  }

  // What the browser's start does (main.tsx): the page's app instance captures the prompt.
  let stopCapture = () => {};
  beforeEach(() => {
    stopCapture = captureInstallPrompt(installPromptOf(testStores()), window);
  });
  afterEach(() => stopCapture());

  it('NOTICE-018 the browser prompt is captured at once and offered later, on the home page; a refusal is remembered', async () => {
    stubSiteConfig(() => ({ status: 200, data: siteConfigFixture({ isPwa: true }) }));
    withNotices({ cookieConsentPopup: false });
    const { event, prompt } = installPrompt('dismissed');
    // Fired before the page is up: the browser's own banner is held back, the prompt kept.
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    const { router, unmount } = renderApp('/en/casino');
    await hostReady();
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
    await act(() => router.navigate('/en'));
    const region = await screen.findByRole('region', { name: 'Site messages' });
    expect(within(region).getByText('Install the Betline app')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Install' }));
    expect(prompt).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Install' })).toBeNull());
    expect(Number(window.localStorage.getItem(STORAGE_KEYS.installDeclinedAt))).toBeGreaterThan(0);
    unmount();
    // A later prompt is not offered to a visitor who just declined.
    window.dispatchEvent(installPrompt('accepted').event);
    renderApp('/en');
    await hostReady();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  });

  it('NOTICE-018 not offered where the site is not installable; closing the offer counts as declining', async () => {
    withNotices({ cookieConsentPopup: false });
    window.dispatchEvent(installPrompt('accepted').event);
    const first = renderApp('/en');
    await hostReady();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
    first.unmount();
    stubSiteConfig(() => ({ status: 200, data: siteConfigFixture({ isPwa: true }) }));
    freshTestStores(); // the next page: the browser fires its prompt again there
    stopCapture();
    stopCapture = captureInstallPrompt(installPromptOf(testStores()), window);
    window.dispatchEvent(installPrompt('accepted').event);
    renderApp('/en');
    const region = await screen.findByRole('region', { name: 'Site messages' }, { timeout: 15_000 });
    await userEvent.click(within(region).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Install' })).toBeNull());
    expect(Number(window.localStorage.getItem(STORAGE_KEYS.installDeclinedAt))).toBeGreaterThan(0);
  });
});

describe("a signed-in player's welcome and first-deposit modals", () => {
  /** A player signed in as the app does it: accounts, balance and the wallet's first-deposit offer loaded. */
  async function signedInPlayer(bonusAvailable = true, offersPaused = false) {
    apiStubs.set(`GET ${WALLET_PATHS.balance}`, () => ({
      status: 200,
      data: balanceFixture({ is_available_first_deposit_bonus: bonusAvailable, offers_paused: offersPaused }),
    }));
    await afterSignIn(testStores(), 7, false);
  }

  const bonusModal = () => screen.queryByRole('dialog', { name: 'Your first deposit bonus' });

  it('NOTICE-020 a registration leaves the welcome flag in local storage; the modal shows once, then the flag says so', async () => {
    withNotices({ cookieConsentPopup: false });
    window.localStorage.setItem(STORAGE_KEYS.welcomeModal, 'pending');
    await signedInPlayer();
    const { router, unmount } = renderApp('/en');
    const welcome = await dialog('Welcome to Betline');
    expect(window.localStorage.getItem(STORAGE_KEYS.welcomeModal)).toBe('shown');
    // One modal per visit: the bonus modal waits for a later one.
    await userEvent.click(within(welcome).getByRole('button', { name: 'Get started' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/office/recharge'));
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    // The chunks are in by now: the page renders inside this act, and the bonus modal's view loads in it.
    await act(async () => {
      renderApp('/en');
    });
    await dialog('Your first deposit bonus');
    expect(screen.queryByRole('dialog', { name: 'Welcome to Betline' })).toBeNull();
  });

  it('NOTICE-020 a player who has already deposited is not asked to make a deposit: the welcome is not shown', async () => {
    withNotices({ cookieConsentPopup: false });
    window.localStorage.setItem(STORAGE_KEYS.welcomeModal, 'pending');
    // The first deposit was made from this browser (the user config may not say so yet).
    window.localStorage.setItem(STORAGE_KEYS.depositMadeBy, JSON.stringify([7]));
    await signedInPlayer();
    renderApp('/en/line');
    await hostReady();
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.queryByRole('dialog', { name: 'Welcome to Betline' })).toBeNull();
    expect(bonusModal()).toBeNull();
  });

  it('NOTICE-022 NOTICE-023 the first-deposit bonus modal is shown on home only, and only once per player', async () => {
    withNotices({ cookieConsentPopup: false });
    await signedInPlayer();
    const { router, unmount } = renderApp('/en/casino');
    await hostReady();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(bonusModal()).toBeNull();
    await act(() => router.navigate('/en'));
    const modal = await dialog('Your first deposit bonus');
    expect(modal).toHaveTextContent('Make your first deposit and get 100% up to €100.00.');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.firstDepositBonusShown) ?? '[]')).toEqual([7]);
    await userEvent.click(within(modal).getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/office/recharge'));
    unmount();
    // Shown before: not again, on any later visit to home.
    renderApp('/en');
    await hostReady();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(bonusModal()).toBeNull();
  });

  it('NOTICE-022 no bonus modal when the wallet offers no first-deposit bonus', async () => {
    withNotices({ cookieConsentPopup: false });
    await signedInPlayer(false);
    renderApp('/en');
    await hostReady();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(bonusModal()).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.firstDepositBonusShown)).toBeNull();
  });

  it('NOTICE-021 modal 2: a player not asked at registration is asked on home; the choice is saved as their bonus and leads to the deposit', async () => {
    withNotices({ cookieConsentPopup: false });
    let chosen = 0;
    apiStubs.set(`GET ${WALLET_PATHS.balance}`, () => ({
      status: 200,
      data: balanceFixture({
        is_available_first_deposit_bonus: chosen !== 0,
        first_deposit_bonus_choosable: chosen === 0,
      }),
    }));
    const saved: unknown[] = [];
    let failOnce = true;
    apiStubs.set(`PUT ${IDENTITY_PATHS.mailing}`, (request) => {
      if (failOnce) {
        failOnce = false;
        return { status: 503, data: { message: 'try later' } };
      }
      saved.push(request.body);
      chosen = 2;
      return {
        status: 200,
        data: {
          enable_mail_news: false,
          enable_mail_deposit: true,
          enable_mail_bets: false,
          enable_sms_news: false,
          bonus_type: 0,
          first_deposit_bonus_type: 2,
          user_hide_balance: false,
          disallow_line_sport: [],
          disallow_live_sport: [],
        },
      };
    });
    await afterSignIn(testStores(), 7, false);
    const { router } = renderApp('/en');
    const modal = await dialog('Choose your welcome bonus');
    expect(modal).toHaveTextContent('Make your first deposit and get 100% up to €100.00.');
    expect(modal).toHaveTextContent('Pick a sports or a casino bonus for your first deposit.');
    // A failed save says so and keeps the player here: no deposit without the bonus they asked for.
    await userEvent.click(within(modal).getByRole('button', { name: 'Casino bonus' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent('Your choice was not saved.');
    expect(router.state.location.pathname).toBe('/en');
    await userEvent.click(within(modal).getByRole('button', { name: 'Casino bonus' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/office/recharge'));
    expect(saved).toEqual([{ first_deposit_bonus_type: 2 }]);
    await waitFor(() => expect(accountOf(testStores()).isAvailableFirstDepositBonus).toBe(true));
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.firstDepositBonusShown) ?? '[]')).toEqual([7]);
  });

  it('NOTICE-022 no bonus modal is pushed to a player who changed a limit in the last 24 hours (offers paused)', async () => {
    withNotices({ cookieConsentPopup: false });
    await signedInPlayer(true, true);
    renderApp('/en');
    await hostReady();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(bonusModal()).toBeNull();
    // Not counted as shown: once the pause is over, home offers it.
    expect(window.localStorage.getItem(STORAGE_KEYS.firstDepositBonusShown)).toBeNull();
  });
});

describe('one question at a time', () => {
  let stopCapture = () => {};
  afterEach(() => stopCapture());

  /** What Chromium fires when the site may be installed. */
  function offerable() {
    stopCapture = captureInstallPrompt(installPromptOf(testStores()), window);
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: vi.fn(async () => undefined),
      userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
    });
    window.dispatchEvent(event);
  }

  const reminderDialog = () => screen.queryByRole('dialog', { name: 'Not registered yet?' });
  const installButton = () => screen.queryByRole('button', { name: 'Install' });

  it('a first visit that began with the cookie question gets no reminder and no install offer in its first minutes, then one after the other', async () => {
    stubSiteConfig(() => ({ status: 200, data: siteConfigFixture({ isPwa: true }) }));
    withNotices({ registrationReminder: { delaySeconds: 20, intervalMinutes: 60 } });
    offerable();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/en');
    const banner = await dialog('Cookies');
    expect(installButton()).toBeNull();
    await userEvent.click(within(banner).getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cookies' })).toBeNull());
    // Past the reminder's own delay, still in the calm first minutes: nothing asks.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(reminderDialog()).toBeNull();
    expect(installButton()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2 * 60_000 + 5_000));
    // Then one question, whichever came first; the other waits for its answer.
    await waitFor(() => expect(reminderDialog() !== null || installButton() !== null).toBe(true), {
      timeout: 10_000,
    });
    expect(reminderDialog() !== null && installButton() !== null).toBe(false);
    const reminder = reminderDialog();
    if (reminder !== null) {
      await userEvent.click(within(reminder).getByRole('button', { name: 'Later' }));
      await waitFor(() => expect(reminderDialog()).toBeNull());
      await act(() => vi.advanceTimersByTimeAsync(1_500));
      await waitFor(() => expect(installButton()).not.toBeNull());
    } else {
      const region = screen.getByRole('region', { name: 'Site messages' });
      await userEvent.click(within(region).getByRole('button', { name: /close/i }));
      await waitFor(() => expect(installButton()).toBeNull());
      await act(() => vi.advanceTimersByTimeAsync(1_500));
      await dialog('Not registered yet?');
    }
  });

  it('the reminder never comes while a modal is open (the registration forms): it waits until it is closed', async () => {
    withNotices({
      cookieConsentPopup: false,
      registrationReminder: { delaySeconds: 20, intervalMinutes: 60 },
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/en');
    await hostReady();
    // The player opened the registration modal (any modal dialog holds the page alike).
    const modal = document.createElement('div');
    modal.setAttribute('role', 'dialog');
    modal.setAttribute('aria-label', 'Registration');
    document.body.append(modal);
    await act(() => vi.advanceTimersByTimeAsync(40_000));
    expect(reminderDialog()).toBeNull();
    modal.remove();
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    await dialog('Not registered yet?');
  });
});

describe('no first-deposit offer after a deposit', () => {
  it('NOTICE-022 a player back from a deposit finds no "make your first deposit" modal on home', async () => {
    withNotices({ cookieConsentPopup: false });
    apiStubs.set(`GET ${WALLET_PATHS.balance}`, () => ({
      status: 200,
      // The wallet's answer may still offer the bonus while the deposit is on its way.
      data: balanceFixture({ is_available_first_deposit_bonus: true }),
    }));
    await afterSignIn(testStores(), 7, false);
    const { router } = renderApp('/en/onpay/pending');
    // The gateway's return page remembers the deposit under way.
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.depositMadeBy)).toBe('[7]'), {
      timeout: 15_000,
    });
    await act(() => router.navigate('/en'));
    await hostReady();
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.queryByRole('dialog', { name: 'Your first deposit bonus' })).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.firstDepositBonusShown)).toBeNull();
  });
});
