import type { SiteConfig } from '@betline/contracts';
import type {
  BalanceResponse,
  PlaceCouponResponse,
  PlacedCoupon,
  SportsGame,
  SportsMarket,
  WalletAccount,
} from '../../api/types';

/**
 * Test data of the coupon store and the slip host: games and outcomes shaped as the sportsbook API answers them,
 * a EUR account, the site config with every coupon feature on, and the server's placement answer.
 */

/** Outcome n (1, 2, 3) of a game: id = game id x 1000 + n, as the feed numbers them. */
export function outcome(
  gameId: number,
  n: number,
  coef: number,
  fields: Partial<SportsMarket> = {},
): SportsMarket {
  return {
    id: gameId * 1000 + n,
    sportId: 1,
    sportName: 'Football',
    champId: 10,
    champName: 'Premier League',
    gameId,
    typeId: n,
    kind: 1,
    coef,
    coefThousandths: Math.round(coef * 1000),
    coefByView: coef.toFixed(2),
    isLive: false,
    isSpecialCoef: false,
    nameEng: ['1', 'X', '2'][n - 1] ?? String(n),
    param: null,
    isSuspended: false,
    result: null,
    ...fields,
  };
}

/** A line game with a 1X2 market (home 1.85, draw 3.4, away 4.2 unless given). */
export function game(gameId: number, fields: Partial<SportsGame> = {}, coefs = [1.85, 3.4, 4.2]): SportsGame {
  const live = fields.isLive ?? false;
  return {
    gameId,
    sportId: 1,
    sportNameEng: 'Football',
    baseSportId: 1,
    champId: 10,
    champNameEng: 'Premier League',
    countryEng: 'England',
    nameEng: `Home ${gameId} - Away ${gameId}`,
    firstOpponent: { teamId: gameId * 10 + 1, nameEng: `Home ${gameId}` },
    secondOpponent: { teamId: gameId * 10 + 2, nameEng: `Away ${gameId}` },
    startAt: '2026-12-01T18:00:00.000Z',
    gameStartDateTime: 1_796_148_000,
    gameStatusId: live ? 2 : 1,
    isLive: live,
    isFinished: false,
    isSuspended: false,
    isTop: false,
    gameTimeSec: live ? 1_200 : 0,
    period: live ? 1 : 0,
    score: { first: live ? 1 : 0, second: 0 },
    periodScores: [],
    scoreFormatted: live ? '1:0' : '',
    winner: null,
    outrightWinnerId: null,
    marketsCount: 1,
    markets: [
      {
        groupId: 1,
        nameEng: 'Match result',
        kind: 1,
        param: null,
        isMain: true,
        margin: 0.05,
        cover: 1,
        outcomes: coefs.map((coef, i) => outcome(gameId, i + 1, coef, { isLive: live })),
      },
    ],
    ...fields,
  };
}

/** The first outcome (home) of a game. */
export function home(g: SportsGame): SportsMarket {
  return g.markets[0]!.outcomes[0]!;
}

export const eurAccount: WalletAccount = {
  id: 11,
  type: 0,
  iso: 'EUR',
  symbol: '€',
  money: 100_000,
  currencyId: 3,
  label: 'Main account',
  isActive: true,
  points: 0,
};

export function balanceAnswer(money = eurAccount.money): BalanceResponse {
  const main = { ...eurAccount, money };
  return {
    balance: money,
    bonus: 0,
    all_accounts: [main],
    accounts: [main],
    bonuses: [],
    is_available_first_deposit_bonus: false,
    first_deposit_bonus_choosable: false,
    offers_paused: false,
    convert_account_status: 0,
    active_account_id: main.id,
  };
}

export function siteConfig(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {
    remoteViewOrigins: [],
    footerRemoteView: null,
    errorRemoteView: null,
    accountRemoteView: null,
    supportRemoteView: null,
    couponTypesWithMinAmount: [0, 1, 2, 4, 9],
    couponTypesWithMaxAmount: [0, 1, 2, 9],
    isAvailableCouponBonusBet: false,
    showVipBet: true,
    show_one_click: true,
    ref_id: 1,
    isRegistrationAllowed: true,
    isShowIdentification: false,
    group_id: 1,
    isFlexibleAssetPath: false,
    isPwa: false,
    pwaManifest: { themeColor: 'var(--bgColor-canvas)' },
    partnerCssBrandBook: [],
    companyName: 'Betline Test Ltd',
    taskCounter: 0,
    countryCode: 'gb',
    currencyId: 3,
    languageId: 1,
    analyticsKey: 'test-key',
    lang: 'en',
    languages: [{ code: 'en', name: 'English', hidden: false }],
    ...overrides,
  };
}

/** The server's placed coupon (the wire's PlacedCoupon). */
export function placedCoupon(fields: Partial<PlacedCoupon> = {}): PlacedCoupon {
  return {
    couponId: 1001,
    id: 'client-coupon-id',
    typeId: 0,
    systemValue: null,
    status: 'open',
    accountId: eurAccount.id,
    currencyIso: 'EUR',
    amount: 500,
    coef: 1.85,
    possibleWin: 925,
    payout: null,
    promoCode: null,
    promoCoef: null,
    isVipBet: false,
    createdAt: '2026-11-30T12:00:00.000Z',
    settledAt: null,
    selections: [],
    cashout: null,
    stakeLeft: fields.amount ?? 500,
    cashedOut: 0,
    autoCashout: null,
    ...fields,
  };
}

export function accepted(coupon: PlacedCoupon = placedCoupon()): PlaceCouponResponse {
  return { coupon, singlesResultCoupons: [], replayed: false };
}
