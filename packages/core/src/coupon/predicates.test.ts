import { describe, expect, it } from 'vitest';
import {
  BONUS_MARKET_TYPE_IDS,
  createBet,
  isBonusBet,
  isGameFinished,
  isLiveBet,
  isLockedBet,
  isSpecialCoef,
  SPECIAL_MARKET_TYPE_IDS,
} from '../index';

describe('bet predicates', () => {
  it('COUPON-019 a bet is a bonus bet when sportId is 0 or the market type is a bonus type', () => {
    expect(isBonusBet(createBet({ market: { sportId: 0, typeId: 1 } }))).toBe(true);
    for (const typeId of BONUS_MARKET_TYPE_IDS) {
      expect(isBonusBet(createBet({ market: { sportId: 5, typeId } }))).toBe(true);
    }
    expect(isBonusBet(createBet({ market: { sportId: 5, typeId: 1 } }))).toBe(false);
  });

  it('COUPON-020 a bet is locked when blocked, dependent or banned for express', () => {
    expect(isLockedBet(createBet())).toBe(false);
    expect(isLockedBet(createBet({ isBlocked: true }))).toBe(true);
    expect(isLockedBet(createBet({ isDepend: true }))).toBe(true);
    expect(isLockedBet(createBet({ isBannedExpress: true }))).toBe(true);
    expect(isLockedBet(createBet({ isDisabledBanker: true }))).toBe(false);
  });

  it('COUPON-021 a bet is live: running game time, live-in-live, status 2 or 3, or a live market', () => {
    expect(isLiveBet(createBet())).toBe(false);
    expect(isLiveBet(createBet({ gameTimeSec: 600 }))).toBe(true);
    expect(isLiveBet(createBet({ gameTimeSec: 600, gameIsFinished: true }))).toBe(false);
    expect(isLiveBet(createBet({ gameTimeSec: 600, gameStatusId: 4 }))).toBe(false);
    expect(isLiveBet(createBet({ gameTimeSec: 0 }))).toBe(false);
    expect(isLiveBet(createBet({ gameIsLiveInLive: true }))).toBe(true);
    expect(isLiveBet(createBet({ gameStatusId: 2 }))).toBe(true);
    expect(isLiveBet(createBet({ gameStatusId: 3 }))).toBe(true);
    expect(isLiveBet(createBet({ gameStatusId: 1 }))).toBe(false);
    expect(isLiveBet(createBet({ market: { isLive: true } }))).toBe(true);
  });

  it('COUPON-022 the game is finished when the flag is set or the status is 4', () => {
    expect(isGameFinished(createBet())).toBe(false);
    expect(isGameFinished(createBet({ gameIsFinished: true }))).toBe(true);
    expect(isGameFinished(createBet({ gameStatusId: 4 }))).toBe(true);
    expect(isGameFinished(createBet({ gameStatusId: 3 }))).toBe(false);
  });

  it('COUPON-023 a coef is special when the market type is special and has no coef', () => {
    const [special] = [...SPECIAL_MARKET_TYPE_IDS];
    expect(isSpecialCoef(createBet({ market: { typeId: special, coef: null } }))).toBe(true);
    expect(isSpecialCoef(createBet({ market: { typeId: special, coef: 0 } }))).toBe(true);
    expect(isSpecialCoef(createBet({ market: { typeId: special, coef: 2.5 } }))).toBe(false);
    expect(isSpecialCoef(createBet({ market: { typeId: 1, isSpecialCoef: true, coef: null } }))).toBe(true);
    expect(isSpecialCoef(createBet({ market: { typeId: 1, coef: null } }))).toBe(false);
  });
});
