import { describe, expect, it } from 'vitest';
import { buildCatalog } from './catalog';
import { centreStatKeys, MAX_INCIDENTS, possessionShare, type CentreState } from './centre';
import type { Game } from './game';
import { dayOf, gamesOfDay, DAY_MS, EPOCH_MS } from './schedule';
import { advanceGame, finishGame, startGame, type SimOptions } from './simulate';
import { sportById, type SportDef } from './sports';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const DAY = dayOf(NOW);
const SEED = 20261123;
const options: SimOptions = { seed: SEED, suspendMs: 5_000 };
const catalog = buildCatalog(SEED);

/** The first `count` games of the day of every championship of a sport. */
function gamesOf(slug: string, count: number): Game[] {
  const champs = catalog.champs.filter((c) => sportById(c.sportId)?.slug === slug);
  const games: Game[] = [];
  for (const champ of champs) {
    const virtual = sportById(champ.sportId)?.group === 'virtual';
    const from = virtual ? EPOCH_MS + DAY * DAY_MS + 12 * 3_600_000 : -Infinity;
    games.push(...gamesOfDay(catalog, champ, DAY, from, virtual ? from + 3_600_000 : Infinity));
    if (games.length >= count) break;
  }
  return games.slice(0, count);
}

function played(game: Game): { game: Game; sport: SportDef; centre: CentreState } {
  const done = finishGame(game, NOW, options).game;
  const sport = sportById(done.baseSportId);
  if (!sport || !done.state.centre) throw new Error(`game ${game.id} has no centre`);
  return { game: done, sport, centre: done.state.centre };
}

const stat = (centre: CentreState, key: keyof CentreState['stats']) => centre.stats[key] ?? [NaN, NaN];

describe('match centre', () => {
  it('a football match: its timeline has every goal with the score after it, between the kick-off and the final whistle', () => {
    for (const game of gamesOf('football', 12)) {
      const { game: done, centre, sport } = played(game);
      const goals = centre.incidents.filter((i) => i.type === 'goal');
      expect(goals.filter((g) => g.side === 0)).toHaveLength(done.state.score[0]);
      expect(goals.filter((g) => g.side === 1)).toHaveLength(done.state.score[1]);
      expect(goals.at(-1)?.score ?? [0, 0]).toEqual(done.state.score);
      expect(centre.incidents[0]?.type).toBe('start');
      expect(centre.incidents.at(-1)).toMatchObject({ type: 'finish', score: done.state.score });
      expect(centre.incidents.filter((i) => i.type === 'period').map((i) => i.period)).toEqual([2]);
      const clocks = centre.incidents.map((i) => i.clockSec);
      expect(clocks).toEqual([...clocks].sort((a, b) => a - b));
      expect(centre.phase).toEqual({ kind: 'end', side: null });
      // Shots on target include the goals; every count is a whole number and none is negative.
      for (const side of [0, 1] as const) {
        expect(stat(centre, 'shotsOnTarget')[side]).toBeGreaterThanOrEqual(done.state.score[side]);
        expect(stat(centre, 'dangerousAttacks')[side]).toBeLessThanOrEqual(stat(centre, 'attacks')[side]);
        expect(stat(centre, 'corners')[side]).toBe(
          centre.incidents.filter((i) => i.type === 'corner' && i.side === side).length,
        );
        expect(stat(centre, 'yellowCards')[side]).toBe(
          centre.incidents.filter((i) => i.type === 'yellow' && i.side === side).length,
        );
      }
      const [home, away] = possessionShare(centre);
      expect(home + away).toBe(100);
      expect(Object.keys(centre.stats).sort()).toEqual(
        centreStatKeys(sport)
          .filter((k) => k !== 'possession')
          .sort(),
      );
    }
  });

  it('football counts look like football: about 10 corners, 3-4 cards, 20 shots and half the attacks dangerous a match on average', () => {
    const totals = { corners: 0, cards: 0, shots: 0, attacks: 0, dangerous: 0 };
    const games = gamesOf('football', 40);
    for (const game of games) {
      const { centre } = played(game);
      totals.corners += stat(centre, 'corners')[0] + stat(centre, 'corners')[1];
      totals.attacks += stat(centre, 'attacks')[0] + stat(centre, 'attacks')[1];
      totals.dangerous += stat(centre, 'dangerousAttacks')[0] + stat(centre, 'dangerousAttacks')[1];
      totals.cards += stat(centre, 'yellowCards')[0] + stat(centre, 'yellowCards')[1];
      totals.shots +=
        stat(centre, 'shotsOnTarget')[0] +
        stat(centre, 'shotsOnTarget')[1] +
        stat(centre, 'shotsOffTarget')[0] +
        stat(centre, 'shotsOffTarget')[1];
    }
    expect(totals.corners / games.length).toBeGreaterThan(7);
    expect(totals.corners / games.length).toBeLessThan(13);
    expect(totals.cards / games.length).toBeGreaterThan(2.5);
    expect(totals.cards / games.length).toBeLessThan(5.5);
    expect(totals.shots / games.length).toBeGreaterThan(15);
    expect(totals.shots / games.length).toBeLessThan(30);
    expect(totals.dangerous / totals.attacks).toBeGreaterThan(0.4);
    expect(totals.dangerous / totals.attacks).toBeLessThan(0.6);
  });

  it('basketball and cricket: the points by kind add up to the score', () => {
    for (const game of gamesOf('basketball', 6)) {
      const { game: done, centre } = played(game);
      for (const side of [0, 1] as const)
        expect(
          stat(centre, 'freeThrows')[side] +
            2 * stat(centre, 'twoPointers')[side] +
            3 * stat(centre, 'threePointers')[side],
        ).toBe(done.state.score[side]);
      expect(centre.incidents.filter((i) => i.type === 'period').map((i) => i.period)).toEqual(
        Array.from({ length: done.state.period - 1 }, (_, i) => i + 2),
      );
    }
    for (const game of gamesOf('cricket', 4)) {
      const { game: done, centre } = played(game);
      for (const side of [0, 1] as const)
        expect(
          stat(centre, 'runsInSingles')[side] +
            4 * stat(centre, 'fours')[side] +
            6 * stat(centre, 'sixes')[side],
        ).toBe(done.state.score[side]);
    }
  });

  it('tennis and volleyball: points won add up to the sets, a set incident per set, breaks only by games won', () => {
    for (const slug of ['tennis', 'volleyball', 'table-tennis', 'cs2']) {
      for (const game of gamesOf(slug, 4)) {
        const { game: done, centre } = played(game);
        const won = slug === 'cs2' ? stat(centre, 'roundsWon') : stat(centre, 'pointsWon');
        for (const side of [0, 1] as const) {
          expect(won[side]).toBe(done.state.periodScores.reduce((sum, set) => sum + set[side], 0));
          expect(stat(centre, 'longestRun')[side]).toBeLessThanOrEqual(won[side]);
        }
        const sets = centre.incidents.filter((i) => i.type === 'set');
        expect(sets).toHaveLength(done.state.score[0] + done.state.score[1]);
        expect(sets.at(-1)?.score).toEqual(done.state.score);
        if (slug === 'tennis')
          for (const side of [0, 1] as const)
            expect(stat(centre, 'breaks')[side]).toBeLessThanOrEqual(won[side]);
      }
    }
  });

  it('the centre is the same whether a game is played in one go or step by step', () => {
    for (const slug of ['football', 'ice-hockey', 'tennis', 'dota-2']) {
      const [game] = gamesOf(slug, 1);
      if (!game) throw new Error(`no ${slug} game`);
      const started = startGame(game).game;
      const inOne = advanceGame(started, 1800, NOW, options).game;
      let stepped = started;
      for (let i = 0; i < 180; i++) stepped = advanceGame(stepped, 10, NOW, options).game;
      expect(stepped.state.centre).toEqual(inOne.state.centre);
      expect(stepped.state.score).toEqual(inOne.state.score);
    }
  });

  it('a game stored before the centre existed gets one from its next step, and the timeline stays bounded', () => {
    const [game] = gamesOf('football', 1);
    if (!game) throw new Error('no game');
    const started = startGame(game).game;
    const { centre: _dropped, ...state } = started.state;
    const old: Game = { ...started, state };
    const next = advanceGame(old, 600, NOW, options).game;
    expect(next.state.centre?.incidents.length).toBeGreaterThanOrEqual(0);
    expect(next.state.centre?.stats.attacks?.[0]).toBeGreaterThan(0);
    const long = finishGame(game, NOW, options).game;
    expect(long.state.centre?.incidents.length).toBeLessThanOrEqual(MAX_INCIDENTS);
  });
});
