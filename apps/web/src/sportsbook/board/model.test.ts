import { describe, expect, it } from 'vitest';
import { resolvePath } from '@betline/core';
import type { MarketGroup, SportsGame, SportsMarket } from '../../api/types';
import {
  champLabel,
  boardPath,
  coefOf,
  gamePath,
  idOf,
  indexOutcomes,
  rowMarkets,
  slugify,
  toChampionships,
  toEvent,
  toMarket,
  type Names,
} from './model';
import { ianaZone } from './hooks';
import { formatStartTime } from '@betline/ui';

const names: Names = {
  market: (name) => name,
  outcome: (outcome) => `full ${outcome.nameEng}`,
  period: (game) => (game.isLive ? `P${game.period}` : undefined),
  short: (name) => name.replace('Over ', 'O ').replace('Under ', 'U '),
};

function outcome(id: number, nameEng: string, thousandths: number | null, extra: Partial<SportsMarket> = {}) {
  return {
    id,
    sportId: 1,
    sportName: 'Football',
    champId: 10,
    champName: 'Premier',
    gameId: 7,
    typeId: 1,
    kind: 1,
    coef: thousandths === null ? null : thousandths / 1000,
    coefThousandths: thousandths,
    coefByView: thousandths === null ? '' : String(thousandths / 1000),
    isLive: false,
    isSpecialCoef: false,
    nameEng,
    param: null,
    isSuspended: false,
    result: null,
    ...extra,
  } satisfies SportsMarket;
}

function group(
  groupId: number,
  nameEng: string,
  kind: number,
  outcomes: SportsMarket[],
  extra: Partial<MarketGroup> = {},
) {
  return {
    groupId,
    nameEng,
    kind,
    param: null,
    isMain: true,
    margin: 0.05,
    cover: 1,
    outcomes,
    ...extra,
  } satisfies MarketGroup;
}

function game(extra: Partial<SportsGame> = {}): SportsGame {
  return {
    gameId: 7,
    sportId: 1,
    sportNameEng: 'Football',
    baseSportId: 1,
    champId: 10,
    champNameEng: 'Premier League',
    countryEng: 'England',
    nameEng: 'Arsenal - Chelsea',
    firstOpponent: { teamId: 1, nameEng: 'Arsenal' },
    secondOpponent: { teamId: 2, nameEng: 'Chelsea' },
    startAt: '2026-11-24T18:00:00.000Z',
    gameStartDateTime: Date.UTC(2026, 10, 24, 18) / 1000,
    gameStatusId: 1,
    isLive: false,
    isFinished: false,
    isSuspended: false,
    isTop: true,
    gameTimeSec: 0,
    period: 0,
    score: { first: 0, second: 0 },
    periodScores: [],
    scoreFormatted: '',
    winner: null,
    outrightWinnerId: null,
    marketsCount: 3,
    markets: [
      group(1, '1X2', 1, [outcome(7000, '1', 2100), outcome(7001, 'X', 3400), outcome(7002, '2', 3900)]),
      group(4, 'Double chance', 4, [outcome(7003, '1X', 1300)], { isMain: false }),
      group(3, 'Total', 3, [outcome(7004, 'Over 2.5', 1950), outcome(7005, 'Under 2.5', 1850)], {
        param: 2.5,
      }),
    ],
    ...extra,
  };
}

describe('sportsbook board model', () => {
  it('names a championship with its country once', () => {
    expect(champLabel('England', 'Premier League')).toBe('England. Premier League');
    expect(champLabel('Brazil', 'Brazil First Division')).toBe('Brazil First Division');
    expect(champLabel('', 'World Cup')).toBe('World Cup');
    expect(champLabel(undefined, 'World Cup')).toBe('World Cup');
  });

  it('ROUTE-011 ROUTE-013 board and game paths resolve to the betting and betting-game routes of the table', () => {
    const sport = { id: 1, name: 'Football' };
    const champ = { id: 10, name: 'England. Premier League' };
    expect(boardPath('en', { section: 'line' })).toBe('/en/line');
    const champPath = boardPath('en', { section: 'live', kind: 'sport', sport, champ });
    expect(champPath).toBe('/en/live/sport/1-football/10-england-premier-league');
    expect(resolvePath(champPath)).toMatchObject({
      kind: 'page',
      routeId: 'betting',
      params: {
        section: 'live',
        menuSection: 'sport',
        sport: '1-football',
        champ: '10-england-premier-league',
      },
    });
    const path = gamePath('en', game());
    expect(path).toBe('/en/line/sport/1-football/10-premier-league/7');
    expect(resolvePath(path)).toMatchObject({ kind: 'page', routeId: 'betting-game', params: { game: '7' } });
  });

  it('reads the id that leads a segment and nothing else', () => {
    expect(idOf('10-premier-league')).toBe(10);
    expect(idOf('2999')).toBe(2999);
    expect(idOf('premier-10')).toBeUndefined();
    expect(idOf('0-x')).toBeUndefined();
    expect(idOf(undefined)).toBeUndefined();
    expect(slugify('Ñandú  F.C. — São Paulo')).toBe('nandu-f-c-sao-paulo');
  });

  it('prices come from exact thousandths; a missing price is locked, a suspended game suspends every price', () => {
    expect(coefOf({ coef: 2.1, coefThousandths: 2105 })).toBe(2.105);
    expect(coefOf({ coef: null, coefThousandths: null })).toBeNull();
    const open = toMarket(game().markets[0]!, game(), names);
    expect(open.layout).toBe('threeWay');
    expect(open.outcomes?.map((o) => [o.id, o.label, o.name, o.coef, o.status])).toEqual([
      ['7000', '1', 'full 1', 2.1, 'open'],
      ['7001', 'X', 'full X', 3.4, 'open'],
      ['7002', '2', 'full 2', 3.9, 'open'],
    ]);
    const suspended = toMarket(game().markets[0]!, game({ isSuspended: true }), names);
    expect(suspended.outcomes?.every((o) => o.status === 'suspended')).toBe(true);
    const locked = toMarket(
      group(1, '1X2', 1, [outcome(1, '1', null), outcome(2, '2', 1500)]),
      game(),
      names,
    );
    expect(locked.layout).toBe('twoWay');
    expect(locked.outcomes?.[0]?.status).toBe('locked');
  });

  it('a total is one over/under line; correct scores and outrights are a grid', () => {
    const total = toMarket(game().markets[2]!, game(), names);
    expect(total.layout).toBe('totals');
    expect(total.lines?.[0]?.line).toBe('2.5');
    expect(total.lines?.[0]?.over.id).toBe('7004');
    const scores = toMarket(
      group(9, 'Correct score', 5, [outcome(1, '1:0', 7000), outcome(2, '0:0', 9000)]),
      game(),
      names,
    );
    expect(scores.layout).toBe('correctScore');
  });

  it('SEO-005 a long-term bet (sport 2999, no opponents) is a row named after itself and its championship', () => {
    const outright = game({
      sportId: 2999,
      firstOpponent: null,
      secondOpponent: null,
      nameEng: 'Premier League - Winner',
      markets: [
        group(50, 'Winner', 7, [
          outcome(1, 'Arsenal', 4000),
          outcome(2, 'Chelsea', 5000),
          outcome(3, 'Spurs', 9000),
          outcome(4, 'Leeds', 20000),
        ]),
      ],
    });
    const event = toEvent(outright, names, 0);
    expect(event.home).toBe('Premier League - Winner');
    expect(event.markets[0]?.layout).toBe('correctScore');
    expect(event.markets[0]?.outcomes).toHaveLength(4);
  });

  it('a board row shows the main result and the main total; the game page every market', () => {
    expect(rowMarkets(game()).map((g) => g.nameEng)).toEqual(['1X2', 'Total']);
    expect(toEvent(game(), names, 0).markets).toHaveLength(2);
    expect(toEvent(game(), names, 0, true).markets).toHaveLength(3);
  });

  it("MISC-011 a row's total shows its two prices; the Asian view shows the main handicap and the total", () => {
    const total = toEvent(game(), names, 0).markets[1];
    expect(total?.outcomes?.map((o) => [o.id, o.label, o.coef])).toEqual([
      ['7004', 'O 2.5', 1.95],
      ['7005', 'U 2.5', 1.85],
    ]);
    const withHandicap = game({
      markets: [
        ...game().markets,
        group(5, 'Handicap', 2, [outcome(7006, '1 (-1.5)', 2900), outcome(7007, '2 (+1.5)', 1420)], {
          param: -1.5,
        }),
      ],
    });
    expect(rowMarkets(withHandicap, 'asian').map((g) => g.nameEng)).toEqual(['Handicap', 'Total']);
    expect(rowMarkets(withHandicap).map((g) => g.nameEng)).toEqual(['1X2', 'Total']);
    const asian = toChampionships([withHandicap], names, 0, { view: 'asian' })[0]?.events[0];
    expect(asian?.markets[0]?.outcomes?.map((o) => o.label)).toEqual(['1 (-1.5)', '2 (+1.5)']);
    // A sport without a handicap keeps its result market.
    expect(rowMarkets(game(), 'asian').map((g) => g.nameEng)).toEqual(['1X2', 'Total']);
  });

  it('COUPON-021 a live game carries its score, clock (read at arrival), period and period scores', () => {
    const live = toEvent(
      game({
        isLive: true,
        gameStatusId: 2,
        gameTimeSec: 1830,
        period: 1,
        score: { first: 1, second: 0 },
        periodScores: [{ first: 1, second: 0 }],
      }),
      names,
      1_000,
    );
    expect(live.live).toEqual({
      score: [1, 0],
      clockSec: 1830,
      clockAt: 1_000,
      running: true,
      period: 'P1',
      periodScores: [[1, 0]],
    });
    expect(toEvent(game(), names, 0).live).toBeUndefined();
  });

  it('groups games by championship in the order they came and indexes every outcome', () => {
    const games = [
      game(),
      game({ gameId: 8, champId: 11, champNameEng: 'Serie A', countryEng: 'Italy' }),
      game({ gameId: 9 }),
    ];
    const champs = toChampionships(games, names, 0);
    expect(champs.map((c) => [c.id, c.name, c.region, c.events.map((e) => e.id)])).toEqual([
      ['10', 'Premier League', 'England', ['7', '9']],
      ['11', 'Serie A', 'Italy', ['8']],
    ]);
    const index = indexOutcomes([game()]);
    expect(index.get('7001')?.market.nameEng).toBe('X');
    expect(index.get('7001')?.game.gameId).toBe(7);
  });

  it('MISC-013 best matches on top: top games lead, their championships first, the rest in the order they came', () => {
    const serieA = { champId: 11, champNameEng: 'Serie A', countryEng: 'Italy' };
    const games = [
      game({ isTop: false }),
      game({ gameId: 8, ...serieA, isTop: false }),
      game({ gameId: 9, isTop: false }),
      game({ gameId: 12, ...serieA, isTop: true }),
    ];
    const order = (topFirst: boolean) =>
      toChampionships(games, names, 0, { topFirst }).map((c) => [c.id, c.events.map((e) => e.id)]);
    expect(order(false)).toEqual([
      ['10', ['7', '9']],
      ['11', ['8', '12']],
    ]);
    expect(order(true)).toEqual([
      ['11', ['12', '8']],
      ['10', ['7', '9']],
    ]);
  });

  it('the player time zone (UTC offset) becomes an Intl zone, or a fixed offset for offsets with minutes', () => {
    expect(ianaZone(3)).toBe('Etc/GMT-3');
    expect(ianaZone(-5)).toBe('Etc/GMT+5');
    expect(ianaZone(0)).toBe('UTC');
    expect(ianaZone(5.5)).toBe('+05:30');
    expect(ianaZone(-9.5)).toBe('-09:30');
    expect(ianaZone(5.75)).toBe('+05:45');
    // The kit reads a fixed offset itself, the same in every runtime: 12:00 UTC is 17:30 in India.
    expect(formatStartTime(Date.UTC(2026, 10, 29, 12, 0), 'en-GB', ianaZone(5.5))).toBe('29/11, 17:30');
    expect(formatStartTime(Date.UTC(2026, 10, 29, 12, 0), 'en-GB', ianaZone(-9.5))).toBe('29/11, 02:30');
  });
});
