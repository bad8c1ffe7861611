import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { snapshot } from 'valtio';
import {
  amountStep,
  betId,
  createCouponSettings,
  defaultStakeLimits,
  formatCoef,
  initialAmount,
  type CouponState,
} from '@betline/core';
import { http } from '../../api/client';
import { transportAdapter, type TransportRequest, type TransportAnswer } from '../../api/transport';
import { BETTING_PATHS, WALLET_PATHS } from '@betline/contracts/paths';
import type { PlaceCouponRequest } from '../../api/types';
import { bettingTextsReady, i18n } from '../../i18n';
import { refusalMessage } from '../../sportsbook/slip/messages';
import {
  accepted,
  balanceAnswer,
  eurAccount,
  game,
  home,
  outcome,
  placedCoupon,
  siteConfig,
} from '../../sportsbook/slip/fixtures';
import { STORAGE_KEYS } from '../../lib/storage';
import { accountOf } from '../account';
import {
  acceptOddsChanges,
  couponEvents,
  couponOf,
  isInCoupon,
  keepSelections,
  loadBookingCode,
  messageContext,
  placeCoupon,
  restoreCoupon,
  setBanker,
  setBetStake,
  setBlockStake,
  setCoupon,
  setCouponType,
  setSettings,
  setStake,
  setSuspended,
  shareBooking,
  startNewBet,
  toggleSelection,
  updatePrices,
  withAccount,
  type CouponEvent,
  idlePlacement,
  placementTransition,
} from './index';

import { setPreference, preferencesOf } from '../preferences';
import {} from '../notices';
import { clearLocalSession } from '../user';
import { freshTestStores, testStores } from '../../test/app';
import { createStores } from '../index';
import { ensureUiTexts } from '../../i18n/ui';

/** The test's app instance's coupon. */
const store = () => couponOf(testStores());

/** 'no-answer': the server never answers (the request times out). */
type Answer = { status: number; data?: unknown } | 'network-error' | 'no-answer';

let requests: TransportRequest[] = [];
let answers: Answer[] = [];

function answerWith(...next: Answer[]): void {
  answers = next;
}

function placements(): PlaceCouponRequest[] {
  return requests.filter((r) => r.path === BETTING_PATHS.coupons).map((r) => r.body as PlaceCouponRequest);
}

function signIn(): void {
  testStores().user.userId = 7;
  Object.assign(accountOf(testStores()), {
    all_accounts: [eurAccount],
    accounts: [eurAccount],
    activeAccountId: eurAccount.id,
    balance: eurAccount.money,
    status: 'ready',
  });
}

beforeEach(async () => {
  await bettingTextsReady('en');
  await i18n.changeLanguage('en');
  requests = [];
  answers = [];
  http.defaults.adapter = transportAdapter(async (request): Promise<TransportAnswer> => {
    requests.push(request);
    if (request.path === WALLET_PATHS.balance) {
      return { status: 200, data: balanceAnswer(90_000), headers: new Headers() };
    }
    const next = answers.shift();
    if (next === undefined) throw new Error(`no answer for ${request.method} ${request.path}`);
    if (next === 'network-error') throw new TypeError('Failed to fetch');
    if (next === 'no-answer') return new Promise<TransportAnswer>(() => undefined);
    return {
      status: next.status,
      data: next.data,
      headers: new Headers({ 'content-type': 'application/json' }),
    };
  });
  testStores().global.siteConfig = { status: 'ready', config: siteConfig() };
});

afterEach(() => {
  vi.useRealTimers();
});

/** Every field of the coupon sent to the server (COUPON-011). */
const SEED_FIELDS = [
  'id',
  'accountId',
  'amount',
  'amountByBlockId',
  'bets',
  'changeCoefAction',
  'coef',
  'coefByView',
  'coefViewId',
  'exactCoef',
  'isDropOnScoreChange',
  'prepaidAmount',
  'refId',
  'systemValue',
  'typeId',
  'userId',
  'hyperBonusPercent',
  'minHyperBonusBetLimit',
  'maxHyperBonusLimit',
];

describe('coupon store: placing', () => {
  it('COUPON-011 a single is sent with every field of the seed, the seen coefficient and the account', async () => {
    signIn();
    const g = game(1);
    expect(toggleSelection(testStores(), home(g), g)).toBe('added');
    setStake(testStores(), 500);
    answerWith({ status: 201, data: accepted() });
    await expect(placeCoupon(testStores())).resolves.toBe('accepted');
    const [body] = placements();
    expect(Object.keys(body!)).toEqual(
      expect.arrayContaining([...SEED_FIELDS, 'isActiveVipBet', 'isActiveSystemBanker']),
    );
    expect(body).toMatchObject({
      accountId: 11,
      amount: 500,
      typeId: 0,
      coef: 1.85,
      coefViewId: 0,
      changeCoefAction: 2,
      exactCoef: 0,
      isDropOnScoreChange: false,
      prepaidAmount: 0,
      refId: 1,
      userId: 7,
      systemValue: 2,
      isActiveVipBet: false,
      isActiveSystemBanker: true,
    });
    expect(body!.id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(body!.bets).toHaveLength(1);
    expect(body!.bets[0]).toMatchObject({
      market: { id: 1001, gameId: 1, coef: 1.85 },
      blockId: null,
      statusId: -2,
    });
    expect(body!.amountByBetId).toBeUndefined();
  });

  it("COEF-006 the odds format chosen in the global state is the coupon's coefViewId and its shown coefficients", async () => {
    signIn();
    const g = game(1);
    toggleSelection(testStores(), home(g), g);
    setStake(testStores(), 500);
    try {
      setPreference(preferencesOf(testStores()), 'coefViewId', 2);
      expect(preferencesOf(testStores()).coefViewId).toBe(2);
      answerWith({ status: 201, data: accepted() });
      await expect(placeCoupon(testStores())).resolves.toBe('accepted');
      expect(placements()[0]).toMatchObject({ coefViewId: 2, coef: 1.85, coefByView: formatCoef(1.85, 2) });

      startNewBet(testStores());
      toggleSelection(testStores(), home(g), g);
      setStake(testStores(), 500);
      setPreference(preferencesOf(testStores()), 'coefViewId', 1);
      answerWith({ status: 201, data: accepted() });
      await expect(placeCoupon(testStores())).resolves.toBe('accepted');
      expect(placements()[1]).toMatchObject({ coefViewId: 1, coefByView: formatCoef(1.85, 1) });
      expect(formatCoef(1.85, 1)).not.toBe(formatCoef(1.85, 2));
    } finally {
      setPreference(preferencesOf(testStores()), 'coefViewId', 0);
    }
  });

  it('an express of two games is sent as type 1 with its total coefficient', async () => {
    signIn();
    const a = game(1);
    const b = game(2, {}, [2, 3, 4]);
    toggleSelection(testStores(), home(a), a);
    toggleSelection(testStores(), home(b), b);
    setStake(testStores(), 1_000);
    answerWith({
      status: 201,
      data: accepted(placedCoupon({ typeId: 1, coef: 3.7, amount: 1_000, possibleWin: 3_700 })),
    });
    await expect(placeCoupon(testStores())).resolves.toBe('accepted');
    expect(placements()[0]).toMatchObject({ typeId: 1, coef: 3.7, amount: 1_000 });
    expect(placements()[0]!.bets.map((bet) => bet.market.id)).toEqual([1001, 2001]);
  });

  it('a system with a banker (type 2) sends the banker in block 0 and the banker mode', async () => {
    signIn();
    const games = [1, 2, 3, 4].map((id) => game(id));
    for (const g of games) toggleSelection(testStores(), home(g), g);
    setCouponType(testStores(), 2);
    setBanker(testStores(), 1001, true);
    setStake(testStores(), 900);
    answerWith({
      status: 201,
      data: accepted(placedCoupon({ typeId: 2, systemValue: 2, coef: null, amount: 900 })),
    });
    await expect(placeCoupon(testStores())).resolves.toBe('accepted');
    const body = placements()[0]!;
    expect(body).toMatchObject({
      typeId: 2,
      systemValue: 2,
      isActiveSystemBanker: true,
      coef: 0,
      amount: 900,
    });
    expect(body.bets.map((bet) => bet.blockId)).toEqual([0, null, null, null]);
  });

  it('a system with blocks (type 4) sends each bet’s block and the stakes per block', async () => {
    signIn();
    const games = [1, 2, 3].map((id) => game(id));
    for (const g of games) toggleSelection(testStores(), home(g), g);
    setCouponType(testStores(), 4);
    setBlockStake(testStores(), 1, 300);
    setStake(testStores(), 600);
    answerWith({
      status: 201,
      data: accepted(placedCoupon({ typeId: 4, systemValue: 2, coef: null, amount: 600 })),
    });
    await expect(placeCoupon(testStores())).resolves.toBe('accepted');
    const body = placements()[0]!;
    expect(body).toMatchObject({ typeId: 4, systemValue: 2, amount: 600, amountByBlockId: { '1': 300 } });
    expect(body.bets.map((bet) => bet.blockId)).toEqual([1, 2, 3]);
  });

  it('COUPON-026 multiple singles (type 9) send each bet’s own amount and show every accepted single', async () => {
    signIn();
    const a = game(1);
    const b = game(2);
    toggleSelection(testStores(), home(a), a);
    toggleSelection(testStores(), home(b), b);
    setStake(testStores(), 400);
    setCouponType(testStores(), 9);
    setBetStake(testStores(), 2001, 700);
    answerWith({
      status: 201,
      data: {
        coupon: null,
        singlesResultCoupons: [
          { betId: '1001', ok: true, coupon: placedCoupon({ couponId: 1001, amount: 400 }) },
          { betId: '2001', ok: true, coupon: placedCoupon({ couponId: 1002, amount: 700 }) },
        ],
        replayed: false,
      },
    });
    await expect(placeCoupon(testStores())).resolves.toBe('accepted');
    expect(placements()[0]).toMatchObject({
      typeId: 9,
      amount: 1_100,
      amountByBetId: { '1001': 400, '2001': 700 },
    });
    expect(store().coupon.singlesResultCoupons).toHaveLength(2);
    expect(store().placed).toMatchObject({ couponIds: [1001, 1002], amount: 1_100, currency: 'EUR' });
  });

  it('type 9: refused singles stay in the slip with their reason, the accepted ones leave on "new bet"', async () => {
    signIn();
    const a = game(1);
    const b = game(2);
    toggleSelection(testStores(), home(a), a);
    toggleSelection(testStores(), home(b), b);
    setStake(testStores(), 400);
    setCouponType(testStores(), 9);
    answerWith({
      status: 201,
      data: {
        coupon: null,
        singlesResultCoupons: [
          { betId: '1001', ok: true, coupon: placedCoupon() },
          {
            betId: '2001',
            ok: false,
            refusal: {
              statusCode: 409,
              error: 'Conflict',
              message: 'suspended',
              code: 'MARKET_SUSPENDED',
              newOdds: [{ betId: '2001', coef: null, coefThousandths: null }],
            },
          },
        ],
        replayed: false,
      },
    });
    await expect(placeCoupon(testStores())).resolves.toBe('partial');
    expect(store().problem).toMatchObject({ kind: 'singles', refused: [{ betId: '2001' }] });
    expect(store().suspendedBetIds).toEqual(['2001']);
    startNewBet(testStores());
    expect(store().coupon.bets.map(betId)).toEqual(['2001']);
  });

  it('the idempotency id is reused when the same coupon is sent again after no answer, and new after an answer', async () => {
    signIn();
    const g = game(1);
    toggleSelection(testStores(), home(g), g);
    setStake(testStores(), 500);
    answerWith('network-error');
    await expect(placeCoupon(testStores())).resolves.toBe('failed');
    expect(store().problem).toEqual({ kind: 'failed', reason: 'network' });
    expect(store().coupon.bets).toHaveLength(1);
    answerWith({ status: 200, data: { ...accepted(), replayed: true } });
    await expect(placeCoupon(testStores())).resolves.toBe('accepted');
    const [first, retry] = placements();
    expect(retry!.id).toBe(first!.id);
    expect(retry).toEqual(first);

    keepSelections(testStores());
    answerWith({ status: 201, data: accepted(placedCoupon({ couponId: 1002 })) });
    await expect(placeCoupon(testStores())).resolves.toBe('accepted');
    expect(placements()[2]!.id).not.toBe(first!.id);
  });

  it('a changed coupon after a failure is a new intent with a new id', async () => {
    signIn();
    const g = game(1);
    toggleSelection(testStores(), home(g), g);
    setStake(testStores(), 500);
    answerWith('network-error');
    await placeCoupon(testStores());
    setStake(testStores(), 600);
    answerWith({ status: 201, data: accepted() });
    await placeCoupon(testStores());
    const [first, second] = placements();
    expect(second!.id).not.toBe(first!.id);
    expect(second!.amount).toBe(600);
  });

  it('a refusal with new odds keeps the slip, applies the odds and asks to accept them before a new attempt', async () => {
    signIn();
    const g = game(1);
    toggleSelection(testStores(), home(g), g);
    setStake(testStores(), 500);
    answerWith({
      status: 409,
      data: {
        statusCode: 409,
        error: 'Conflict',
        message: 'the odds changed',
        code: 'COEF_CHANGED',
        newOdds: [{ betId: '1001', coef: 1.7, coefThousandths: 1_700 }],
      },
    });
    await expect(placeCoupon(testStores())).resolves.toBe('refused');
    expect(store().coupon.bets).toHaveLength(1);
    expect(store().coupon.bets[0]!.market.coef).toBe(1.7);
    expect(store().shownCoefByBetId['1001']).toBe(1.85);
    expect(store().problem).toMatchObject({ kind: 'refused', refusal: { code: 'COEF_CHANGED' } });
    expect(store().coupon.amount).toBe(500);

    acceptOddsChanges(testStores());
    expect(store().shownCoefByBetId['1001']).toBe(1.7);
    expect(store().problem).toBeNull();
    answerWith({ status: 201, data: accepted(placedCoupon({ coef: 1.7 })) });
    await expect(placeCoupon(testStores())).resolves.toBe('accepted');
    const [refused, placed] = placements();
    expect(placed!.bets[0]!.market.coef).toBe(1.7);
    expect(placed!.id).not.toBe(refused!.id);
  });

  it('an accepted bet reloads the balance', async () => {
    signIn();
    const g = game(1);
    toggleSelection(testStores(), home(g), g);
    setStake(testStores(), 10_000);
    answerWith({ status: 201, data: accepted(placedCoupon({ amount: 10_000 })) });
    await expect(placeCoupon(testStores())).resolves.toBe('accepted');
    await vi.waitFor(() => expect(accountOf(testStores()).balance).toBe(90_000));
    expect(requests.some((r) => r.path === WALLET_PATHS.balance)).toBe(true);
    expect(store().placed).toMatchObject({ couponId: '1001', amount: 10_000, currency: 'EUR' });
  });

  it('a suspended selection is not sent: the slip says it is suspended', async () => {
    signIn();
    const g = game(1);
    toggleSelection(testStores(), home(g), g);
    setStake(testStores(), 500);
    setSuspended(testStores(), [1001]);
    await expect(placeCoupon(testStores())).resolves.toBe('refused');
    expect(placements()).toHaveLength(0);
    updatePrices(testStores(), { '1001': 1.9 });
    expect(store().suspendedBetIds).toEqual([]);
    expect(store().coupon.bets[0]!.market.coef).toBe(1.9);
    // A rise under "accept higher" (the default) is taken as the price seen.
    expect(store().shownCoefByBetId['1001']).toBe(1.9);
  });

  it('RG_LIMIT_REACHED says how much the limit still allows', () => {
    const text = refusalMessage(
      {
        statusCode: 403,
        error: 'Forbidden',
        message: 'limit',
        code: 'RG_LIMIT_REACHED',
        allowed: 1_250,
        limitType: 11,
      },
      messageContext(testStores(), 'EUR'),
    );
    expect(text).toBe('Your loss limit allows €12.50 more now. Lower the stake or wait until it resets.');
  });
});

describe('coupon store: storage', () => {
  it('COUPON-009 the local save keeps bets, addedAtByBetId, typeId and systemValue, and is restored on start', () => {
    const a = game(1);
    const b = game(2);
    toggleSelection(testStores(), home(a), a);
    toggleSelection(testStores(), home(b), b);
    const saved = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.couponLocalSave) ?? 'null') as Record<
      string,
      unknown
    >;
    expect(Object.keys(saved).sort()).toEqual(['addedAtByBetId', 'bets', 'systemValue', 'typeId']);
    expect(saved).toMatchObject({ typeId: 1, systemValue: 2 });
    freshTestStores(); // the next page: its coupon starts empty and reads the save once restored
    expect(store().coupon.bets).toEqual([]);
    restoreCoupon(testStores());
    expect(store().coupon.bets.map(betId)).toEqual(['1001', '2001']);
    expect(store().coupon.typeId).toBe(1);
    expect(Object.keys(store().coupon.addedAtByBetId)).toEqual(['1001', '2001']);
    expect(store().betNames['1001']).toEqual({ event: 'Home 1 - Away 1', selection: 'Match result: 1' });
  });

  it('COUPON-046 settings changes are saved under the coupon settings key and read back', () => {
    setSettings(testStores(), {
      ...createCouponSettings(),
      changeCoefAction: 0,
      oneClickAmount: 500,
      isPossibleWinShown: false,
    });
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.couponSettings) ?? 'null') as Record<
      string,
      unknown
    >;
    expect(stored).toMatchObject({ changeCoefAction: 0, oneClickAmount: 500, isPossibleWinShown: false });
    freshTestStores(); // the next page
    expect(store().settings).toEqual(createCouponSettings());
    restoreCoupon(testStores());
    expect(store().settings).toMatchObject({
      changeCoefAction: 0,
      oneClickAmount: 500,
      isPossibleWinShown: false,
    });
  });

  it('an unusable stored settings value keeps the default', () => {
    window.localStorage.setItem(
      STORAGE_KEYS.couponSettings,
      JSON.stringify({ changeCoefAction: 7, exactCoef: 'x' }),
    );
    restoreCoupon(testStores());
    expect(store().settings).toEqual(createCouponSettings());
  });
});

describe('coupon store: one-click bets', () => {
  const oneClickOn = () =>
    setSettings(testStores(), { ...createCouponSettings(), isActiveOneClick: true, oneClickAmount: 300 });

  it('COUPON-045 a guest’s price click adds to the slip even with one-click switched on', () => {
    oneClickOn();
    const g = game(1);
    expect(toggleSelection(testStores(), home(g), g)).toBe('added');
    expect(placements()).toHaveLength(0);
  });

  it('COUPON-045 a signed-in player’s price click places a single at the one-click stake at once', async () => {
    signIn();
    oneClickOn();
    const g = game(1);
    answerWith({ status: 201, data: accepted(placedCoupon({ amount: 300 })) });
    expect(toggleSelection(testStores(), home(g), g)).toBe('oneClick');
    await vi.waitFor(() => expect(testStores().notices.queue.some((n) => n.kind === 'success')).toBe(true));
    expect(placements()[0]).toMatchObject({ typeId: 0, amount: 300, bets: [{ market: { id: 1001 } }] });
    expect(isInCoupon(store(), 1001)).toBe(false);
  });

  it('COUPON-044 one-click is not used when the site config does not show it', () => {
    signIn();
    oneClickOn();
    testStores().global.siteConfig = { status: 'ready', config: siteConfig({ show_one_click: false }) };
    const g = game(1);
    expect(toggleSelection(testStores(), home(g), g)).toBe('added');
    expect(placements()).toHaveLength(0);
  });

  it('a price click marked skip-one-click adds to the slip', () => {
    signIn();
    oneClickOn();
    const g = game(1);
    expect(toggleSelection(testStores(), home(g), g, { skipOneClick: true })).toBe('added');
  });

  it('COUPON-047 logout also switches one-click off', async () => {
    signIn();
    oneClickOn();
    clearLocalSession(testStores(), null);
    await vi.waitFor(() => expect(store().settings.isActiveOneClick).toBe(false));
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.couponSettings) ?? 'null') as Record<
      string,
      unknown
    >;
    expect(stored.isActiveOneClick).toBe(false);
  });

  it('COUPON-047 a session that ends before the coupon is restored switches the saved one-click off', async () => {
    oneClickOn();
    freshTestStores(); // the next page, its coupon not restored yet
    signIn();
    clearLocalSession(testStores(), null);
    await vi.waitFor(() => {
      const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.couponSettings) ?? 'null') as Record<
        string,
        unknown
      >;
      expect(stored).toMatchObject({ isActiveOneClick: false, oneClickAmount: 300 });
    });
    expect(testStores().lazy.coupon?.runtime.restored).not.toBe(true);
    expect(restoreCoupon(testStores()).settings).toMatchObject({
      isActiveOneClick: false,
      oneClickAmount: 300,
    });
  });
});

describe('coupon store: events and selections', () => {
  it('COUPON-015 a price click emits add, or update when it replaces the selection of the same game', () => {
    const events: CouponEvent[] = [];
    couponEvents(testStores()).subscribe((event) => events.push(event));
    const g = game(1);
    toggleSelection(testStores(), home(g), g, { source: 'board', pageType: 'line', manualBlockId: null });
    const draw = g.markets[0]!.outcomes[1]!;
    expect(toggleSelection(testStores(), draw, g, { source: 'game' })).toBe('updated');
    expect(events.map((e) => e.type)).toEqual(['add', 'update']);
    expect(events[0]).toMatchObject({
      market: { id: 1001, coef: 1.85 },
      game: { gameId: 1, champNameEng: 'Premier League', isLive: false },
      skipOneClick: false,
      manualBlockId: null,
      source: 'board',
      pageType: 'line',
    });
    expect(store().coupon.bets.map(betId)).toEqual(['1002']);
  });

  it('a second click on a selected price removes it', () => {
    const g = game(1);
    toggleSelection(testStores(), home(g), g);
    expect(toggleSelection(testStores(), home(g), g)).toBe('removed');
    expect(store().coupon.bets).toHaveLength(0);
  });

  it('COUPON-014 under "accept higher" (the default) a live rise is taken silently; only a drop keeps the price seen, to be confirmed', () => {
    const g = game(1);
    toggleSelection(testStores(), home(g), g);
    expect(store().settings.changeCoefAction).toBe(2);
    updatePrices(testStores(), new Map([[1001, 2.05]]));
    expect(store().coupon.bets[0]!.market.coef).toBe(2.05);
    expect(store().shownCoefByBetId['1001']).toBe(2.05);
    updatePrices(testStores(), { '1001': 1.95 });
    expect(store().coupon.bets[0]!.market.coef).toBe(1.95);
    expect(store().shownCoefByBetId['1001']).toBe(2.05);
    // Rising again, but still below the price taken: it still asks.
    updatePrices(testStores(), { '1001': 2 });
    expect(store().shownCoefByBetId['1001']).toBe(2.05);
    updatePrices(testStores(), { '1001': 2.1 });
    expect(store().shownCoefByBetId['1001']).toBe(2.1);
    updatePrices(testStores(), { '1001': null });
    expect(store().suspendedBetIds).toEqual(['1001']);
  });

  it('COUPON-014 "accept any" takes every live change; "confirm" keeps the price seen for any change', () => {
    const g = game(1);
    toggleSelection(testStores(), home(g), g);
    setSettings(testStores(), { ...store().settings, changeCoefAction: 0 });
    updatePrices(testStores(), { '1001': 2.05 });
    expect(store().shownCoefByBetId['1001']).toBe(1.85);
    updatePrices(testStores(), { '1001': 1.7 });
    expect(store().shownCoefByBetId['1001']).toBe(1.85);
    // Switching to "accept any" takes the pending change; later changes are taken as they come.
    setSettings(testStores(), { ...store().settings, changeCoefAction: 1 });
    expect(store().shownCoefByBetId['1001']).toBe(1.7);
    updatePrices(testStores(), { '1001': 1.6 });
    expect(store().shownCoefByBetId['1001']).toBe(1.6);
  });

  it('a coupon the slip hands back from a (frozen) snapshot still follows live odds', () => {
    const g = game(1);
    toggleSelection(testStores(), home(g), g);
    // The slip builds its changes from useSnapshot(couponOf(stores)): frozen objects.
    const fromSnapshot = snapshot(store()).coupon;
    setCoupon(testStores(), { ...fromSnapshot, amount: 200 } as CouponState);
    expect(() => updatePrices(testStores(), new Map([[1001, 2.4]]))).not.toThrow();
    expect(store().coupon.bets[0]!.market.coef).toBe(2.4);
    expect(store().coupon.amount).toBe(200);
  });
});

describe('coupon store: the coupon notification', () => {
  it('COUPON-061 COUPON-060 a live selection reminds after 30 s, once per session', () => {
    vi.useFakeTimers();
    const live = game(1, { isLive: true });
    toggleSelection(testStores(), home(live), live);
    vi.advanceTimersByTime(29_000);
    expect(testStores().notices.queue.filter((n) => n.id === 'coupon-notification')).toHaveLength(0);
    vi.advanceTimersByTime(1_000);
    expect(testStores().notices.queue.filter((n) => n.id === 'coupon-notification')).toHaveLength(1);
    testStores().notices.queue = [];
    const other = game(2, { isLive: true });
    toggleSelection(testStores(), home(other), other);
    freshTestStores(); // the next page of the same session
    restoreCoupon(testStores());
    vi.advanceTimersByTime(600_000);
    expect(testStores().notices.queue.filter((n) => n.id === 'coupon-notification')).toHaveLength(0);
  });

  it('COUPON-062 a line selection reminds after 5 minutes', () => {
    vi.useFakeTimers();
    const g = game(1);
    toggleSelection(testStores(), home(g), g);
    vi.advanceTimersByTime(299_000);
    expect(testStores().notices.queue.some((n) => n.id === 'coupon-notification')).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(testStores().notices.queue.find((n) => n.id === 'coupon-notification')?.message).toBe(
      'You have 1 selection in your bet slip. Place your bet before the odds move.',
    );
  });
});

describe('coupon store: booking codes', () => {
  it('saves the selections under a code and copies it', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const g = game(1);
    toggleSelection(testStores(), home(g), g);
    answerWith({ status: 201, data: { code: 'AB12CD34' } });
    await expect(shareBooking(testStores())).resolves.toBe('AB12CD34');
    expect(requests.at(-1)!.body).toEqual({
      typeId: 0,
      systemValue: 2,
      bets: [{ marketId: 1001, blockId: null }],
    });
    expect(writeText).toHaveBeenCalledWith('AB12CD34');
    expect(testStores().notices.queue.at(-1)?.message).toBe('Booking code AB12CD34 copied.');
  });

  it('loads a code: the slip’s bets are replaced, those no longer on offer are told', async () => {
    const g = game(5);
    toggleSelection(testStores(), home(g), g);
    const market = outcome(1, 3, 4.2);
    answerWith({
      status: 200,
      data: {
        loadCouponInputValue: 'AB12CD34',
        typeId: 0,
        systemValue: 2,
        bets: [
          {
            blockId: null,
            market: {
              id: market.id,
              sportId: 1,
              sportName: 'Football',
              champId: 10,
              champName: 'Premier League',
              gameId: 1,
              typeId: 3,
              kind: 1,
              coef: 4.2,
              coefByView: '4.20',
              isLive: false,
              isSpecialCoef: false,
            },
            gameNameEng: 'Home 1 - Away 1',
            outcomeNameEng: 'Away',
          },
        ],
        unavailable: [2001],
      },
    });
    await expect(loadBookingCode(testStores(), ' ab12cd34 ')).resolves.toBe('loaded');
    expect(requests.at(-1)!.path).toBe(`${BETTING_PATHS.booking}/AB12CD34`);
    expect(store().coupon.bets.map(betId)).toEqual(['1003']);
    expect(store().coupon.loadCouponInputValue).toBe('AB12CD34');
    expect(store().booking.loaded).toEqual({ code: 'AB12CD34', count: 1, unavailable: [2001] });
    expect(store().betNames['1003']).toEqual({ event: 'Home 1 - Away 1', selection: 'Away' });
  });

  it('a malformed code is not sent', async () => {
    await expect(loadBookingCode(testStores(), 'abc')).resolves.toBe('invalid');
    expect(requests).toHaveLength(0);
    expect(store().booking.error).toBe('invalid');
  });
});

describe('the coupon without an account', () => {
  it('ACC-008 a guest’s slip (no account yet) counts in the fallback currency, RUB', () => {
    const settings = createCouponSettings();
    const guest = withAccount(store().coupon, null, settings);
    const rub = defaultStakeLimits('RUB');
    expect(guest).toMatchObject({
      accountId: null,
      minBetAmount: rub.min,
      maxBetAmount: rub.max,
      maxPayout: rub.maxPayout,
      initialAmount: initialAmount('RUB'),
      amountStep: amountStep('RUB', settings),
    });
    // Not any currency's figures: a dollar account's differ.
    const usd = withAccount(
      store().coupon,
      { id: 5, iso: 'USD' } as Parameters<typeof withAccount>[1],
      settings,
    );
    expect([usd.minBetAmount, usd.initialAmount]).not.toEqual([guest.minBetAmount, guest.initialAmount]);
  });
});

describe('coupon store: one per app instance', () => {
  it('two app instances have independent coupons, selections, settings, events and placements', async () => {
    const a = createStores();
    const b = createStores();
    for (const each of [a, b]) {
      each.global.siteConfig = { status: 'ready', config: siteConfig() };
      restoreCoupon(each);
    }
    const heard: string[] = [];
    couponEvents(b).subscribe((event) => heard.push(String(event.market.id)));
    const one = game(1);
    const two = game(2);
    expect(toggleSelection(a, home(one), one)).toBe('added');
    expect(toggleSelection(b, home(two), two)).toBe('added');
    setSettings(a, { ...createCouponSettings(), isPossibleWinShown: false });
    expect(couponOf(a).coupon.bets.map(betId)).toEqual(['1001']);
    expect(couponOf(b).coupon.bets.map(betId)).toEqual(['2001']);
    expect(couponOf(b).settings.isPossibleWinShown).toBe(true);
    expect(heard).toEqual(['2001']);
    await vi.waitFor(() => expect(a.couponSelection.ids).toEqual(['1001']));
    expect(b.couponSelection.ids).toEqual(['2001']);
    // The test's own instance was not touched.
    expect(store().coupon.bets).toEqual([]);
    expect(testStores().lazy.coupon === a.lazy.coupon).toBe(false);
  });
});

describe('coupon store: the placement machine', () => {
  it('a placement retried after a time-out reuses its idempotency id; a new placement gets a new one', async () => {
    signIn();
    const g = game(1);
    toggleSelection(testStores(), home(g), g);
    setStake(testStores(), 500);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answerWith('no-answer');
    const first = placeCoupon(testStores());
    expect(store().placement.state).toBe('placing');
    expect(store().isPlacing).toBe(true);
    await expect(placeCoupon(testStores())).resolves.toBe('busy');
    await vi.advanceTimersByTimeAsync(30_000);
    await expect(first).resolves.toBe('failed');
    vi.useRealTimers();
    expect(store().problem).toEqual({ kind: 'failed', reason: 'timeout' });
    expect(store().placement).toMatchObject({ state: 'unanswered', failure: 'timeout' });
    expect(store().isPlacing).toBe(false);

    answerWith({ status: 200, data: { ...accepted(), replayed: true } });
    await expect(placeCoupon(testStores())).resolves.toBe('accepted');
    const [timedOut, retry] = placements();
    expect(retry!.id).toBe(timedOut!.id);
    expect(retry).toEqual(timedOut);
    expect(store().placement).toMatchObject({ state: 'placed', id: timedOut!.id });

    keepSelections(testStores());
    answerWith({ status: 201, data: accepted(placedCoupon({ couponId: 1002 })) });
    await expect(placeCoupon(testStores())).resolves.toBe('accepted');
    expect(placements()[2]!.id).not.toBe(timedOut!.id);
  });

  it('a coupon with a live selection waits the in-play delay; a moved price ends in "changed"', async () => {
    signIn();
    const live = game(1, { isLive: true });
    toggleSelection(testStores(), home(live), live);
    setStake(testStores(), 500);
    answerWith({
      status: 409,
      data: {
        statusCode: 409,
        error: 'Conflict',
        message: 'the odds moved during the in-play delay',
        code: 'COEF_CHANGED',
        newOdds: [{ betId: '1001', coef: 1.7, coefThousandths: 1_700 }],
      },
    });
    const placing = placeCoupon(testStores());
    expect(store().placement.state).toBe('waitingDelay');
    await expect(placing).resolves.toBe('refused');
    expect(store().placement.state).toBe('changed');
  });

  it('the machine: only a send after no answer, with the same intent, reuses the id', () => {
    const draft = { amount: 500 } as unknown as PlaceCouponRequest;
    let n = 0;
    const newId = () => `id-${++n}`;
    let machine = placementTransition(idlePlacement(), { type: 'send', draft, newId, live: false });
    expect(machine).toMatchObject({ state: 'placing', id: 'id-1' });
    expect(placementTransition(machine, { type: 'send', draft, newId, live: false })).toBe(machine);
    machine = placementTransition(machine, { type: 'failed', reason: 'timeout' });
    expect(machine).toMatchObject({ state: 'unanswered', id: 'id-1', failure: 'timeout' });
    const retried = placementTransition(machine, { type: 'send', draft, newId, live: false });
    expect(retried).toMatchObject({ state: 'placing', id: 'id-1', payload: { id: 'id-1', amount: 500 } });
    const changed = { amount: 600 } as unknown as PlaceCouponRequest;
    expect(placementTransition(machine, { type: 'send', draft: changed, newId, live: false }).id).toBe(
      'id-2',
    );
    const answered = placementTransition(retried, { type: 'refused', code: 'RG_LIMIT_REACHED' });
    expect(answered.state).toBe('refused');
    expect(placementTransition(answered, { type: 'send', draft, newId, live: true })).toMatchObject({
      state: 'waitingDelay',
      id: 'id-3',
    });
  });
});

describe('coupon store: one-click stake', () => {
  it('one-click places the stake the player sees, and nothing without one', async () => {
    await ensureUiTexts('en');
    signIn();
    setSettings(testStores(), { ...createCouponSettings(), isActiveOneClick: true, oneClickAmount: 0 });
    const g = game(1);
    expect(toggleSelection(testStores(), home(g), g)).toBe('oneClick');
    await vi.waitFor(() =>
      expect(testStores().notices.queue.at(-1)?.message).toBe(
        'One-click bet not placed. Set your one-click stake in the bet slip first.',
      ),
    );
    expect(placements()).toHaveLength(0);

    setSettings(testStores(), {
      ...createCouponSettings(),
      isActiveOneClick: true,
      oneClickAmount: 700,
      bonusAccountOneClickAmount: 900,
    });
    setStake(testStores(), 1_500);
    answerWith({ status: 201, data: accepted(placedCoupon({ amount: 700 })) });
    expect(toggleSelection(testStores(), home(g), g)).toBe('oneClick');
    await vi.waitFor(() => expect(placements()).toHaveLength(1));
    expect(placements()[0]).toMatchObject({ typeId: 0, amount: 700 });
  });
});
