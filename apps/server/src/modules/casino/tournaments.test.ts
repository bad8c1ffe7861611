/**
 * Casino tournaments over HTTP on the real database: the two demo tournaments, points from money rounds of the
 * tournament's games inside its window on the server's clock, the leaderboard with prizes and the caller's
 * own place, and bad input.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CASINO_PATHS,
  TOURNAMENT_PATHS,
  leaderboardSchema,
  roundResponseSchema,
  tournamentListSchema,
  tournamentSchema,
} from '@betline/contracts';
import { buildApp, type App } from '../../app';
import { manualClock } from '../../infra/clock';
import { createSeededDatabase, drivers, type TestDatabase } from '../../test/databases';
import { type SignedInPlayer } from '../../test/players';
import { createLedger } from '../wallet/ledger';
import { fundedPlayer as fund } from '../wallet/testing';
import { casinoTournament } from './tables';
import { maskLogin, tournamentWindow } from './tournaments';

const RUB = 1;
const USD = 2;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

describe('tournament windows', () => {
  it('a weekly window is the ISO week (Monday 00:00 UTC); a daily one the UTC day', () => {
    const wednesday = Date.UTC(2026, 10, 25, 15, 30);
    expect(tournamentWindow({ recurrence: 'weekly', startsAt: null, endsAt: null }, wednesday)).toEqual({
      start: Date.UTC(2026, 10, 23),
      end: Date.UTC(2026, 10, 30),
    });
    const sunday = Date.UTC(2026, 10, 29, 23, 59);
    expect(tournamentWindow({ recurrence: 'weekly', startsAt: null, endsAt: null }, sunday).start).toBe(
      Date.UTC(2026, 10, 23),
    );
    expect(tournamentWindow({ recurrence: 'daily', startsAt: null, endsAt: null }, wednesday)).toEqual({
      start: Date.UTC(2026, 10, 25),
      end: Date.UTC(2026, 10, 26),
    });
    expect(maskLogin('player4711')).toBe('pl***11');
    expect(maskLogin('abc')).toBe('a***');
  });
});

describe.each(drivers)('casino tournaments on $name', (driver) => {
  let database: TestDatabase;
  let app: App;
  // A Wednesday noon: the weekly window is well inside its week.
  const clock = manualClock(Date.UTC(2026, 10, 25, 12));

  beforeAll(async () => {
    database = await createSeededDatabase(driver);
    app = buildApp({ db: database, webDistDir: null, clock });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  const fundedPlayer = (currencyId: number, amount: number) =>
    fund(app, createLedger(database.db), { amount, currencyId });

  async function play(me: SignedInPlayer, game: string, bet: object) {
    const res = await app.inject({
      method: 'POST',
      url: CASINO_PATHS.rounds,
      headers: me.headers,
      payload: { roundId: randomUUID(), game, bet },
    });
    expect(res.statusCode, res.body).toBe(200);
    return roundResponseSchema.parse(res.json());
  }
  const board = async (id: string, headers: Record<string, string> = {}, query = '') => {
    const res = await app.inject({
      method: 'GET',
      url: `${TOURNAMENT_PATHS.leaderboard.replace(':id', id)}${query}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return leaderboardSchema.parse(res.json());
  };

  it('CASINO-010 guests list the two demo tournaments, both running in their current window', async () => {
    const res = await app.inject({ method: 'GET', url: TOURNAMENT_PATHS.list });
    expect(res.statusCode).toBe(200);
    const { tournaments } = tournamentListSchema.parse(res.json());
    expect(tournaments.map((t) => [t.id, t.status, t.scoring, t.currency])).toEqual([
      ['weekly-slot-race', 'running', 'turnover', 'RUB'],
      ['crash-daily-sprint', 'running', 'multiplier', 'USD'],
    ]);
    expect(tournaments[0]).toMatchObject({
      startsAt: Date.UTC(2026, 10, 23) / 1000,
      endsAt: Date.UTC(2026, 10, 30) / 1000,
      games: ['slot'],
    });
    const one = await app.inject({
      method: 'GET',
      url: TOURNAMENT_PATHS.one.replace(':id', 'crash-daily-sprint'),
    });
    expect(tournamentSchema.parse(one.json())).toMatchObject({
      startsAt: Date.UTC(2026, 10, 25) / 1000,
      endsAt: Date.UTC(2026, 10, 26) / 1000,
    });
  });

  it('turnover points are the stakes of the tournament games in its currency; ranks, prizes and my own place', async () => {
    const [a, b, c] = [
      await fundedPlayer(RUB, 1_000_00),
      await fundedPlayer(RUB, 1_000_00),
      await fundedPlayer(RUB, 1_000_00),
    ];
    await play(a, 'slot', { stake: 10_00 });
    await play(a, 'slot', { stake: 10_00 });
    await play(b, 'slot', { stake: 50_00 });
    await play(c, 'slot', { stake: 5_00 });
    // Other games and other currencies do not count in a RUB slot race.
    await play(c, 'dice', { stake: 100_00, direction: 'under', target: 5000 });
    const usd = await fundedPlayer(USD, 1_000_00);
    await play(usd, 'slot', { stake: 100_00 });

    const top = await board('weekly-slot-race', a.headers, '?limit=2');
    expect(top.entries.map((e) => [e.rank, e.points, e.rounds, e.prize])).toEqual([
      [1, 50_00, 1, 50_000_00],
      [2, 20_00, 2, 30_000_00],
    ]);
    expect(top.entries[0]?.player).toBe(maskLogin(b.login));
    expect(top.me).toMatchObject({ rank: 2, points: 20_00, player: maskLogin(a.login) });
    // Beyond the shown places the caller still sees their own.
    expect((await board('weekly-slot-race', c.headers, '?limit=1')).me).toMatchObject({
      rank: 3,
      points: 5_00,
      prize: 20_000_00,
    });
    const guest = await board('weekly-slot-race');
    expect(guest.me).toBeNull();
    expect(guest.entries).toHaveLength(3);
    expect(JSON.stringify(guest)).not.toContain(a.login);

    // Next week the race starts again from zero.
    clock.advance(7 * DAY_MS);
    expect((await board('weekly-slot-race', a.headers)).entries).toEqual([]);
    clock.advance(-7 * DAY_MS);
  });

  it('only rounds inside a fixed window count; the status follows the server clock; multiplier scoring takes the best round', async () => {
    const now = clock.now();
    await database.db.insert(casinoTournament).values({
      id: 'dice-hour',
      name: 'Dice Hour',
      description: 'One hour of dice',
      games: ['dice'],
      scoring: 'multiplier',
      currencyId: USD,
      prizePool: 100_00,
      prizes: [100],
      recurrence: null,
      startsAt: new Date(now + HOUR_MS),
      endsAt: new Date(now + 2 * HOUR_MS),
      sort: 9,
    });
    const me = await fundedPlayer(USD, 1_000_00);
    const dice = { stake: 1_00, direction: 'under', target: 5000 };
    await play(me, 'dice', dice);
    expect((await board('dice-hour')).tournament.status).toBe('upcoming');
    expect((await board('dice-hour')).entries).toEqual([]);

    clock.set(now + HOUR_MS);
    const rounds = [await play(me, 'dice', dice), await play(me, 'dice', dice), await play(me, 'dice', dice)];
    const best = Math.max(...rounds.map((r) => Math.floor((r.win * 100) / r.stake)));
    const running = await board('dice-hour', me.headers);
    expect(running.tournament.status).toBe('running');
    expect(running.me).toMatchObject({ rank: 1, points: best, rounds: 3, prize: 100_00 });

    clock.set(now + 2 * HOUR_MS);
    await play(me, 'dice', dice);
    const finished = await board('dice-hour', me.headers);
    expect(finished.tournament.status).toBe('finished');
    expect(finished.me).toMatchObject({ points: best, rounds: 3 });
    clock.set(now);
  });

  it('an unknown tournament is 404; a malformed id or limit is 400 with a message', async () => {
    const unknown = await app.inject({
      method: 'GET',
      url: TOURNAMENT_PATHS.one.replace(':id', 'no-such-race'),
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: TOURNAMENT_PATHS.leaderboard.replace(':id', 'no-such-race') }))
        .statusCode,
    ).toBe(404);
    for (const url of [
      TOURNAMENT_PATHS.one.replace(':id', 'Bad_Id'),
      `${TOURNAMENT_PATHS.leaderboard.replace(':id', 'weekly-slot-race')}?limit=0`,
      `${TOURNAMENT_PATHS.leaderboard.replace(':id', 'weekly-slot-race')}?limit=1000`,
      `${TOURNAMENT_PATHS.leaderboard.replace(':id', 'weekly-slot-race')}?limit=ten`,
      `${TOURNAMENT_PATHS.leaderboard.replace(':id', 'weekly-slot-race')}?sort=points`,
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(/id|limit|sort|unrecognized/i);
    }
  });
});
