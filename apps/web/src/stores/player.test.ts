import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../api/client';
import { transportAdapter, type TransportRequest } from '../api/transport';
import {
  IDENTITY_PATHS,
  CSRF_COOKIE,
  CSRF_HEADER,
  LIMIT_PATHS,
  WALLET_PATHS,
} from '@betline/contracts/paths';
import { limitService, tokenExpiry, userToken, TOKEN_FETCH_CACHE_MS } from '../api/limits';
import { balanceFixture, userConfigFixture, testStores } from '../test/app';
import { readCookie, readString, writeCookie, STORAGE_KEYS } from '../lib/storage';
import {
  ADD_CURRENCY_POLLS,
  BALANCE_RETRIES,
  activeAccount,
  addCurrencyAccount,
  bonusAccount,
  chooseActiveAccount,
  loadBalance,
  mainAccount,
  moneyAccounts,
  removeCurrencyAccount,
  accountOf,
} from './account';
import { acceptAllCookies, chooseConsent, consentOf, initConsent } from './consent';
import { closeNotice, pushNotice } from './notices';
import { afterSignIn, isSignedIn, runSessionCheck, SESSION_CHECK, watchSession } from './user';
import { logout } from './logout';

type Answer = { status: number; data?: unknown };
type Handler = (request: TransportRequest) => Answer | Promise<Answer>;

/** A scripted server: each `METHOD path` answers from its handler; every request is logged. */
function server(routes: Record<string, Handler>) {
  const log: TransportRequest[] = [];
  http.defaults.adapter = transportAdapter(async (request) => {
    log.push(request);
    const handler = routes[`${request.method} ${request.path}`];
    if (handler === undefined) return { status: 404, data: { message: 'no route' }, headers: new Headers() };
    const answer = await handler(request);
    return { status: answer.status, data: answer.data, headers: new Headers() };
  });
  return log;
}

const noWait = vi.fn(async () => undefined);

beforeEach(() => {
  noWait.mockClear();
});

afterEach(() => {
  document.cookie = `${CSRF_COOKIE}=; path=/; max-age=0`;
});

describe('session (SPEC §4 Authentication)', () => {
  it('AUTH-002 AUTH-003 AUTH-004 the first check retries twice at 1500 ms, then sets the id and loads the accounts', async () => {
    writeCookie(CSRF_COOKIE, 'csrf-token');
    let calls = 0;
    const log = server({
      [`GET ${IDENTITY_PATHS.check}`]: () =>
        ++calls < 3 ? { status: 503 } : { status: 200, data: { userId: 42 } },
      [`GET ${WALLET_PATHS.balance}`]: () => ({ status: 200, data: balanceFixture() }),
      [`GET ${IDENTITY_PATHS.userConfig}`]: () => ({ status: 200, data: userConfigFixture() }),
    });
    await runSessionCheck(testStores(), noWait);
    expect(calls).toBe(1 + SESSION_CHECK.retries);
    expect(noWait.mock.calls).toEqual([[1500], [1500]]);
    expect(testStores().user.userId).toBe(42);
    expect(testStores().user.sessionChecked).toBe(true);
    await vi.waitFor(() => expect(accountOf(testStores()).status).toBe('ready'));
    expect(log.some((request) => request.path === WALLET_PATHS.balance)).toBe(true);
  });

  it('AUTH-005 after a successful check a saved cookie-agreement time is sent, then cleared', async () => {
    writeCookie(CSRF_COOKIE, 'csrf-token');
    window.localStorage.setItem(STORAGE_KEYS.cookiesAgreeTime, '1700000000000');
    const sent: unknown[] = [];
    server({
      [`GET ${IDENTITY_PATHS.check}`]: () => ({ status: 200, data: { userId: 5 } }),
      [`GET ${WALLET_PATHS.balance}`]: () => ({ status: 200, data: balanceFixture() }),
      [`GET ${IDENTITY_PATHS.userConfig}`]: () => ({ status: 200, data: userConfigFixture() }),
      'POST /web-api/api/v1/user/cookies-agreement': (request) => {
        sent.push(request.body);
        return { status: 200, data: { ok: true } };
      },
    });
    await runSessionCheck(testStores(), noWait);
    await vi.waitFor(() => expect(sent).toEqual([{ cookiesAgreeTime: 1700000000000 }]));
    await vi.waitFor(() => expect(readString(STORAGE_KEYS.cookiesAgreeTime)).toBeNull());
  });

  it('AUTH-007 a guest without a session cookie is answered at once: no request, ua and user_token removed', async () => {
    writeCookie('ua', 'x');
    writeCookie('user_token', 'y');
    const log = server({});
    await runSessionCheck(testStores(), noWait);
    expect(log).toHaveLength(0);
    expect(testStores().user.sessionChecked).toBe(true);
    expect(readCookie('ua')).toBeUndefined();
    expect(readCookie('user_token')).toBeUndefined();
  });

  it('AUTH-006 a failed check of a signed-in player signs out (a revoked session says why)', async () => {
    testStores().user.userId = 9;
    server({
      [`GET ${IDENTITY_PATHS.check}`]: () => ({
        status: 401,
        data: { statusCode: 401, message: 'ended', code: 'session_limit' },
      }),
    });
    await runSessionCheck(testStores(), noWait);
    expect(noWait).not.toHaveBeenCalled();
    expect(testStores().user.userId).toBeNull();
    expect(testStores().user.endReason).toBe('sessionLimit');
  });

  it('AUTH-006 a check answered after the player signed out does not sign them back in', async () => {
    testStores().user.userId = 7;
    let answer: (value: Answer) => void = () => undefined;
    server({
      [`GET ${IDENTITY_PATHS.check}`]: () => new Promise<Answer>((resolve) => (answer = resolve)),
      'POST /web-api/auth/disconnect': () => ({ status: 200, data: { success: true } }),
    });
    const checking = runSessionCheck(testStores(), noWait);
    await logout(testStores(), 'inactivity');
    expect(testStores().user.userId).toBeNull();
    // The server had seen the session when it answered; the answer arrives after the sign-out.
    answer({ status: 200, data: { userId: 7 } });
    await checking;
    expect(testStores().user.userId).toBeNull();
    expect(testStores().user.endReason).toBe('inactivity');
  });

  it('AUTH-006 a refusal of the old session answered after a new sign-in does not sign the new player out', async () => {
    testStores().user.userId = 7;
    let answer: (value: Answer) => void = () => undefined;
    server({
      [`GET ${IDENTITY_PATHS.check}`]: () => new Promise<Answer>((resolve) => (answer = resolve)),
      [`GET ${WALLET_PATHS.balance}`]: () => ({ status: 200, data: balanceFixture() }),
      [`GET ${IDENTITY_PATHS.userConfig}`]: () => ({ status: 200, data: userConfigFixture() }),
    });
    const checking = runSessionCheck(testStores(), noWait);
    await afterSignIn(testStores(), 8);
    answer({ status: 401, data: { statusCode: 401, message: 'ended' } });
    await checking;
    expect(testStores().user.userId).toBe(8);
  });

  it('AUTH-008 AUTH-009 the session is checked every 60 s while visible and on return to the page', async () => {
    vi.useFakeTimers();
    try {
      testStores().user.userId = 3;
      let calls = 0;
      server({ [`GET ${IDENTITY_PATHS.check}`]: () => (calls++, { status: 200, data: { userId: 3 } }) });
      let visibility: DocumentVisibilityState = 'visible';
      const spy = vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
      const stop = watchSession(testStores(), document);
      await vi.advanceTimersByTimeAsync(SESSION_CHECK.everyMs);
      expect(calls).toBe(1);
      visibility = 'hidden';
      await vi.advanceTimersByTimeAsync(SESSION_CHECK.everyMs * 2);
      expect(calls).toBe(1);
      visibility = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(0);
      expect(calls).toBe(2);
      stop();
      spy.mockRestore();
    } finally {
      vi.useRealTimers();
    }
  });

  it('AUTH-001 the player is authenticated exactly while a user id is set', async () => {
    expect(isSignedIn(testStores().user)).toBe(false);
    writeCookie(CSRF_COOKIE, 'csrf-token');
    server({
      [`GET ${IDENTITY_PATHS.check}`]: () => ({ status: 200, data: { userId: 21 } }),
      [`GET ${WALLET_PATHS.balance}`]: () => ({ status: 200, data: balanceFixture() }),
      [`GET ${IDENTITY_PATHS.userConfig}`]: () => ({ status: 200, data: userConfigFixture() }),
      [`POST ${IDENTITY_PATHS.disconnect}`]: () => ({ status: 200, data: { ok: true } }),
    });
    await runSessionCheck(testStores(), noWait);
    expect(testStores().user.userId).toBe(21);
    expect(isSignedIn(testStores().user)).toBe(true);
    await logout(testStores());
    expect(testStores().user.userId).toBeNull();
    expect(isSignedIn(testStores().user)).toBe(false);
    expect(isSignedIn({ userId: 1 })).toBe(true);
  });

  it('ACC-015 a sign-in loads the user config; a guest asks for none', async () => {
    const log = server({
      [`GET ${WALLET_PATHS.balance}`]: () => ({ status: 200, data: balanceFixture() }),
      [`GET ${IDENTITY_PATHS.userConfig}`]: () => ({
        status: 200,
        data: userConfigFixture({ user_name: 'new.player', protection_level: 70 }),
      }),
    });
    await runSessionCheck(testStores(), noWait);
    expect(log.some((request) => request.path === IDENTITY_PATHS.userConfig)).toBe(false);
    expect(testStores().user.config).toBeNull();
    await afterSignIn(testStores(), 33, false);
    expect(log.filter((request) => request.path === IDENTITY_PATHS.userConfig)).toHaveLength(1);
    expect(testStores().user.config).toMatchObject({ user_name: 'new.player', protection_level: 70 });
  });

  it('AUTH-012 AUTH-013 AUTH-014 logout calls disconnect, removes the cookies, resets ban level and user id', async () => {
    testStores().user.userId = 11;
    testStores().user.banLevel = 45;
    writeCookie(CSRF_COOKIE, 'csrf-token');
    writeCookie('ua', 'x');
    const log = server({
      [`POST ${IDENTITY_PATHS.disconnect}`]: () => ({ status: 200, data: { ok: true } }),
    });
    await logout(testStores());
    expect(log.map((request) => `${request.method} ${request.path}`)).toEqual([
      `POST ${IDENTITY_PATHS.disconnect}`,
    ]);
    expect(log[0]?.headers[CSRF_HEADER]).toBe('csrf-token');
    expect(testStores().user.userId).toBeNull();
    expect(testStores().user.banLevel).toBe(0);
    expect(readCookie('ua')).toBeUndefined();
    expect(readCookie(CSRF_COOKIE)).toBeUndefined();
  });
});

describe('accounts (SPEC §3 Account state, §4 Other flows)', () => {
  const eur = balanceFixture().all_accounts[0]!;
  const usd = {
    ...eur,
    id: 12,
    type: 9 as const,
    iso: 'USD',
    symbol: '$',
    currencyId: 2,
    money: 0,
    isActive: false,
  };
  const bonus = { ...eur, id: 13, type: 4 as const, label: 'Bonus', money: 500, isActive: false };

  it('ACC-005 ACC-006 ACC-007 main is type 0, bonus type 4, money accounts types 0 and 9', () => {
    const state = { all_accounts: [eur, usd, bonus], activeAccountId: eur.id };
    expect(mainAccount(state)?.id).toBe(eur.id);
    expect(bonusAccount(state)?.id).toBe(bonus.id);
    expect(moneyAccounts(state).map((each) => each.id)).toEqual([eur.id, usd.id]);
    expect(activeAccount(state)?.id).toBe(eur.id);
  });

  it('ACC-003 the state holds the active account, the first-deposit bonus, the frozen flag, the currency being added and the in-progress flags', async () => {
    expect(accountOf(testStores())).toMatchObject({
      isAvailableFirstDepositBonus: false,
      isAccountFrozen: false,
      selectedAddCurrency: null,
      inProgress: { add: false, delete: false, change: false },
    });
    let release = () => undefined as void;
    const held = () => new Promise<void>((resolve) => (release = resolve));
    let accounts = [eur];
    let active = eur.id;
    server({
      [`GET ${WALLET_PATHS.balance}`]: () => ({
        status: 200,
        data: balanceFixture({
          all_accounts: accounts,
          accounts,
          active_account_id: active,
          is_available_first_deposit_bonus: accounts.length === 1,
          offers_paused: false,
          convert_account_status: 0,
        }),
      }),
      [`POST ${WALLET_PATHS.currencies}`]: async () => {
        await held();
        accounts = [eur, usd];
        return { status: 201, data: { success: true, data: { message: 'added' } } };
      },
      [`POST ${WALLET_PATHS.activeAccount}`]: async () => {
        await held();
        active = usd.id;
        return { status: 200, data: { success: true, message: 'account will be set', id: usd.id } };
      },
      [`DELETE ${WALLET_PATHS.account.replace(':id', String(usd.id))}`]: async () => {
        await held();
        accounts = [eur];
        active = eur.id;
        return { status: 200, data: { success: true, data: { message: 'removed' } } };
      },
    });
    await loadBalance(accountOf(testStores()), noWait);
    expect(activeAccount(accountOf(testStores()))?.iso).toBe('EUR');
    expect(accountOf(testStores()).isAvailableFirstDepositBonus).toBe(true);

    const adding = addCurrencyAccount(accountOf(testStores()), usd.currencyId, noWait);
    await vi.waitFor(() => expect(accountOf(testStores()).inProgress.add).toBe(true));
    expect(accountOf(testStores()).selectedAddCurrency).toBe(usd.currencyId);
    release();
    await expect(adding).resolves.toBe(true);
    expect(accountOf(testStores()).inProgress.add).toBe(false);
    expect(accountOf(testStores()).selectedAddCurrency).toBeNull();
    expect(accountOf(testStores()).isAvailableFirstDepositBonus).toBe(false);

    const changing = chooseActiveAccount(accountOf(testStores()), usd.id);
    await vi.waitFor(() => expect(accountOf(testStores()).inProgress.change).toBe(true));
    release();
    await changing;
    expect(accountOf(testStores()).inProgress.change).toBe(false);
    expect(activeAccount(accountOf(testStores()))?.iso).toBe('USD');

    const removing = removeCurrencyAccount(accountOf(testStores()), usd.id);
    await vi.waitFor(() => expect(accountOf(testStores()).inProgress.delete).toBe(true));
    release();
    await removing;
    expect(accountOf(testStores()).inProgress.delete).toBe(false);
    expect(activeAccount(accountOf(testStores()))?.iso).toBe('EUR');
    expect(accountOf(testStores()).isAccountFrozen).toBe(false);
  });

  it('ACC-010 the balance load repeats while there is no active account, up to 5 times at 2500 ms', async () => {
    let calls = 0;
    server({
      [`GET ${WALLET_PATHS.balance}`]: () => (
        calls++,
        { status: 200, data: balanceFixture({ active_account_id: 999 }) }
      ),
    });
    await loadBalance(accountOf(testStores()), noWait);
    expect(calls).toBe(BALANCE_RETRIES.attempts);
    expect(noWait.mock.calls).toEqual(Array.from({ length: 4 }, () => [2500]));
  });

  it('ACC-009 adding a currency polls the accounts until it appears, up to 5 times 1000 ms apart', async () => {
    let polls = 0;
    server({
      [`POST ${WALLET_PATHS.currencies}`]: () => ({
        status: 201,
        data: { success: true, data: { message: 'USD account added' } },
      }),
      [`GET ${WALLET_PATHS.balance}`]: () => {
        polls += 1;
        const accounts = polls >= 3 ? [eur, usd] : [eur];
        return { status: 200, data: balanceFixture({ all_accounts: accounts, accounts }) };
      },
    });
    await expect(addCurrencyAccount(accountOf(testStores()), 2, noWait)).resolves.toBe(true);
    expect(polls).toBe(3);
    expect(noWait.mock.calls).toEqual([[1000], [1000]]);
    polls = -100;
    await expect(addCurrencyAccount(accountOf(testStores()), 2, noWait)).resolves.toBe(false);
    expect(polls).toBe(-100 + ADD_CURRENCY_POLLS.attempts);
  });
});

describe('the limit service token (SPEC §4 Other flows, §8)', () => {
  const jwt = (exp: number) => `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.s`;

  it('AUTH-030 AUTH-031 the token is cached with the expiry of its payload and fetched again when invalid', async () => {
    const now = Date.now();
    let fetches = 0;
    server({
      [`GET ${IDENTITY_PATHS.userToken}`]: () => {
        fetches += 1;
        return { status: 200, data: { token: jwt(Math.floor(now / 1000) + 900), expiresAt: 1 } };
      },
    });
    expect(tokenExpiry(jwt(100))).toBe(100_000);
    const first = await userToken(testStores().queries, now);
    expect(await userToken(testStores().queries, now + 60_000)).toBe(first);
    expect(fetches).toBe(1);
    await userToken(testStores().queries, now + 900_000);
    expect(fetches).toBe(2);
  });

  it('AUTH-032 ERR-025 a failed token fetch is shared and reused for 60 s, then tried again', async () => {
    const now = Date.now();
    let fetches = 0;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server({ [`GET ${IDENTITY_PATHS.userToken}`]: () => (fetches++, { status: 500 }) });
    await expect(userToken(testStores().queries, now)).rejects.toThrow();
    await expect(userToken(testStores().queries, now + 1000)).rejects.toThrow();
    expect(fetches).toBe(1);
    expect(warn).toHaveBeenCalled();
    await expect(userToken(testStores().queries, now + TOKEN_FETCH_CACHE_MS + 1)).rejects.toThrow();
    expect(fetches).toBe(2);
  });

  it('ERR-016 a 401 from the limit service refreshes the token and retries once', async () => {
    const tokens: string[] = [];
    let refreshes = 0;
    server({
      [`GET ${IDENTITY_PATHS.userToken}`]: (request) => {
        if (request.params?.force_refresh === 'true') refreshes += 1;
        return {
          status: 200,
          data: { token: `token-${refreshes}`, expiresAt: Math.floor(Date.now() / 1000) + 900 },
        };
      },
      [`GET ${LIMIT_PATHS.limits}`]: (request) => {
        tokens.push(request.headers.Authorization ?? '');
        return tokens.length === 1
          ? { status: 401, data: { status: 401, title: 'expired' } }
          : { status: 200, data: { data: [] } };
      },
    });
    await expect(
      limitService(testStores().queries, 'GET', LIMIT_PATHS.limits, { language: 'en' }),
    ).resolves.toEqual({
      data: [],
    });
    expect(tokens).toEqual(['Bearer token-0', 'Bearer token-1']);
    expect(refreshes).toBe(1);
  });
});

describe('cookie consent (SPEC §4)', () => {
  it('CONSENT-005 with the popup disabled all is agreed; CONSENT-004 a choice is kept in the cookie', () => {
    const consentStore = consentOf(testStores());
    initConsent(consentStore, false);
    expect(consentStore.cookiesAgreeType).toBe('ALL');
    chooseConsent(consentStore, 'FUNCTIONAL');
    expect(readCookie('cookiesAgreeType')).toBe('FUNCTIONAL');
    expect(consentStore.analytics).toBe('denied');
    initConsent(consentStore, true);
    expect(consentStore.cookiesAgreeType).toBe('FUNCTIONAL');
  });

  it('CONSENT-006 CONSENT-008 CONSENT-009 accept-all as a guest stores ALL, grants analytics, keeps the time locally', async () => {
    const consentStore = consentOf(testStores());
    server({});
    await acceptAllCookies(consentStore, false, 1_700_000_000_000);
    expect(readCookie('cookiesAgreeType')).toBe('ALL');
    expect(consentStore.analytics).toBe('granted');
    expect(readString(STORAGE_KEYS.cookiesAgreeTime)).toBe('1700000000000');
  });

  it('CONSENT-007 accept-all when signed in logs the agreement time to the server', async () => {
    const sent: unknown[] = [];
    server({
      'POST /web-api/api/v1/user/cookies-agreement': (request) => (
        sent.push(request.body),
        { status: 200, data: { ok: true } }
      ),
    });
    await acceptAllCookies(consentOf(testStores()), true, 1_700_000_000_001);
    expect(sent).toEqual([{ cookiesAgreeTime: 1_700_000_000_001 }]);
    expect(readString(STORAGE_KEYS.cookiesAgreeTime)).toBeNull();
  });
});

describe('notices', () => {
  it('NOTICE-001 a notice closes by id and runs its own close action; the same id replaces a waiting one', () => {
    const closed = vi.fn();
    pushNotice(testStores().notices, { id: 'a', kind: 'error', message: 'one' });
    pushNotice(testStores().notices, { id: 'a', kind: 'error', message: 'two', onClose: closed });
    pushNotice(testStores().notices, { kind: 'info', message: 'three' });
    expect(testStores().notices.queue.map((notice) => notice.message)).toEqual(['two', 'three']);
    closeNotice(testStores().notices, 'a');
    expect(closed).toHaveBeenCalledOnce();
    expect(testStores().notices.queue.map((notice) => notice.message)).toEqual(['three']);
  });
});
