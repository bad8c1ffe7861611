import { describe, expect, it } from 'vitest';
import type { SportsGame } from '../api/types';
import { builderGamePath, combinableMarkets, isBuildable, togglePick } from './model';

const game = {
  gameId: 1200345,
  sportId: 1,
  sportNameEng: 'Football',
  champId: 12,
  champNameEng: 'Velmar League',
  firstOpponent: { teamId: 1, nameEng: 'Brand' },
  secondOpponent: { teamId: 2, nameEng: 'Korvan' },
  isFinished: false,
  markets: [
    { groupId: 1, kind: 1, outcomes: [{ coefThousandths: 2100 }] },
    { groupId: 210, kind: 1, outcomes: [{ coefThousandths: 1800 }] },
    { groupId: 900, kind: 7, outcomes: [{ coefThousandths: 5000 }] },
    { groupId: 17, kind: 3, outcomes: [{ coefThousandths: null }] },
  ],
} as unknown as SportsGame;

describe('bets on your terms: the page model', () => {
  it('leads to a match by its ids, the names only for people', () => {
    expect(builderGamePath('en', game)).toBe('/en/betsonyour/1-football/12-velmar-league/1200345');
  });

  it('draws on a match’s priced result, handicap, total, other and score markets, not a map’s winner or a long-term bet', () => {
    expect(combinableMarkets(game).map((m) => m.groupId)).toEqual([1]);
    expect(isBuildable(game)).toBe(true);
    expect(isBuildable({ ...game, secondOpponent: null })).toBe(false);
    expect(isBuildable({ ...game, isFinished: true })).toBe(false);
  });

  it('a tap picks an outcome, a second tap puts it back', () => {
    expect(togglePick([3, 5], 7)).toEqual([3, 5, 7]);
    expect(togglePick([3, 5, 7], 5)).toEqual([3, 7]);
  });
});
