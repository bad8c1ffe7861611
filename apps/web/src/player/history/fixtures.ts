import type { PlacedCoupon, PlacedSelection } from '../../api/types';

/** Test data: a selection and a coupon in the wire shape of @betline/contracts. */
export function selectionFixture(overrides: Partial<PlacedSelection> = {}): PlacedSelection {
  return {
    betId: '5001001',
    gameId: 5001,
    sportId: 1,
    sportNameEng: 'Football',
    champNameEng: 'Premier League',
    gameNameEng: 'Liverpool – Arsenal',
    marketNameEng: 'Match result',
    outcomeNameEng: 'Liverpool',
    typeId: 1,
    kind: 1,
    param: null,
    blockId: null,
    coef: 2.1,
    coefThousandths: 2100,
    isLive: false,
    gameStartDateTime: Date.parse('2026-11-21T17:00:00Z') / 1000,
    result: null,
    scoreFormatted: '',
    ...overrides,
  };
}

export function couponFixture(overrides: Partial<PlacedCoupon> = {}): PlacedCoupon {
  return {
    couponId: 101,
    id: 'client-coupon-101',
    typeId: 1,
    systemValue: null,
    status: 'open',
    accountId: 11,
    currencyIso: 'EUR',
    amount: 1_000,
    coef: 3.15,
    possibleWin: 3_150,
    payout: null,
    promoCode: null,
    promoCoef: null,
    isVipBet: false,
    createdAt: '2026-11-20T09:30:00.000Z',
    settledAt: null,
    selections: [
      selectionFixture(),
      selectionFixture({
        betId: '5002003',
        gameId: 5002,
        gameNameEng: 'Real Madrid – Barcelona',
        marketNameEng: 'Total goals',
        outcomeNameEng: 'Over 2.5',
        coef: 1.5,
        coefThousandths: 1500,
      }),
    ],
    cashout: 1_234,
    stakeLeft: overrides.amount ?? 1_000,
    cashedOut: 0,
    autoCashout: null,
    ...overrides,
  };
}
