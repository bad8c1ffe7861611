/**
 * Bets on your terms over HTTP (docs/adr/0053-bets-on-your-terms.md): outcomes of one match combined at the price
 * of their chance together, read from the match's distribution of final scores; clashes named by their pair; a bet
 * staked through the money path once per bet id, refused when its price fell, limited by player protection; decided
 * by the settlement rule when the match is over and paid once.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { builderBetPageSchema, builderBetSchema, builderQuoteSchema } from '@betline/contracts';
import { BUILDER_PATHS as P } from '@betline/contracts/builder';
import { DAY_MS, LIMIT_TYPE, SELECTION_TYPE as T, selectionResult } from '@betline/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { manualClock } from '../../infra/clock';
import { createMoneyStack } from '../../money';
import { createSeededDatabase, drivers, type TestDatabase } from '../../test/databases';
import { finalDistribution, outcomeWins, sportById, type Game, type Outcome } from '../feed/engine';
import { createFeed, type FeedService } from '../feed/service';
import { playerLimit } from '../protection/tables';
import { balanceOf, fundedPlayer, storedGames, type FundedPlayer } from '../sportsbook/testing';
import { ledgerTransaction } from '../wallet/tables';
import { BUILDER_MARGIN } from './engine';
import { createBuilder, type Builder } from './service';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const FOOTBALL = 1;

/** An outcome of `game` by type (and line), priced now. */
function outcome(game: Game, typeId: number, param: number | null = null): Outcome {
  for (const m of game.markets)
    for (const o of m.outcomes)
      if (o.typeId === typeId && (param === null || o.param === param) && o.coef !== null) return o;
  throw new Error(`game ${game.id} offers no outcome ${typeId} ${param}`);
}

/** The chance that all of `outcomes` win, read straight from the game's distribution of final scores. */
function chanceTogether(game: Game, outcomes: readonly Outcome[]): number {
  const dist = finalDistribution(game, sportById(game.baseSportId)!);
  const mass = dist.reduce((sum, [, , p]) => sum + p, 0);
  return (
    dist.reduce(
      (sum, [h, a, p]) => (outcomes.every((o) => outcomeWins(o.typeId, o.param, h, a)) ? sum + p : sum),
      0,
    ) / mass
  );
}

describe.each(drivers)('bets on your terms on $name', (driver) => {
  let database: TestDatabase;
  let app: App;
  let feed: FeedService;
  let builder: Builder;
  let game: Game;
  const clock = manualClock(NOW);

  beforeAll(async () => {
    database = await createSeededDatabase(driver);
    feed = createFeed({ database, seed: 5, horizonDays: 1, now: () => clock.now() });
    await feed.schedule();
    while ((await feed.tick()).started > 0);
    app = buildApp({ db: database, webDistDir: null, feed, clock });
    await app.ready();
    builder = createBuilder({
      db: database.db,
      feed,
      money: createMoneyStack(database.db, { clock }).money,
      clock,
    });
    const football = (await storedGames(database.db, 'line')).filter((g) => g.sportId === FOOTBALL);
    game = football.find((g) => {
      try {
        outcome(g, T.OVER, 2.5);
        outcome(g, T.CORRECT_SCORE, 1);
        return true;
      } catch {
        return false;
      }
    })!;
    expect(game).toBeDefined();
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const quote = async (outcomeIds: number[], gameId = game.id) => {
    const res = await app.inject({ method: 'POST', url: P.quote, payload: { gameId, outcomeIds } });
    expect(res.statusCode, res.body).toBe(200);
    return builderQuoteSchema.parse(res.json());
  };
  const bet = (me: FundedPlayer, payload: object) =>
    app.inject({ method: 'POST', url: P.bets, headers: me.headers, payload });

  it('prices outcomes that go together by their chance together, less the margin: not as if they were independent', async () => {
    const home = outcome(game, T.W1);
    const over = outcome(game, T.OVER, 2.5);
    const both = outcome(game, T.BTTS_YES);
    const answer = await quote([home.id, over.id, both.id]);
    if (!answer.ok) throw new Error(answer.message);
    const chance = chanceTogether(game, [home, over, both]);
    expect(answer.probability).toBeCloseTo(chance, 12);
    expect(answer.coef).toBe(10 * Math.floor((100 * (1 - BUILDER_MARGIN)) / chance));
    expect(answer.coef % 10).toBe(0);
    expect(answer.parts.map((p) => p.outcomeId)).toEqual([home.id, over.id, both.id]);
    expect(answer.parts[1]).toMatchObject({ typeId: T.OVER, param: 2.5, coef: over.coef });
    // Goals for the home side make over 2.5 and both to score likelier: together they are worth less than the
    // product of their prices.
    expect(answer.coef).toBeLessThan(answer.independentCoef);
  });

  it('says which two outcomes clash and why: one market twice, outcomes that cannot both win, one that adds nothing', async () => {
    const home = outcome(game, T.W1);
    const away = outcome(game, T.W2);
    const nilOne = outcome(game, T.CORRECT_SCORE, 1); // 0-1
    const homeOrDraw = outcome(game, T.DC_1X);
    const over = outcome(game, T.OVER, 2.5);
    expect(await quote([home.id, away.id])).toMatchObject({
      ok: false,
      code: 'builder_same_market',
      pair: [home.id, away.id],
    });
    expect(await quote([home.id, nilOne.id, over.id])).toMatchObject({
      ok: false,
      code: 'builder_contradiction',
      pair: [home.id, nilOne.id],
    });
    expect(await quote([home.id, homeOrDraw.id])).toMatchObject({
      ok: false,
      code: 'builder_redundant',
      pair: [home.id, homeOrDraw.id],
    });
    expect(await quote([home.id])).toMatchObject({ ok: false, code: 'builder_count' });
    expect(await quote([home.id, 12])).toMatchObject({ ok: false, code: 'builder_outcome' });
    expect((await app.inject({ method: 'POST', url: P.quote, payload: { gameId: 1 } })).statusCode).toBe(400);
    const unknown = await app.inject({
      method: 'POST',
      url: P.quote,
      payload: { gameId: 99_999_999, outcomeIds: [1, 2] },
    });
    expect(unknown.statusCode).toBe(404);
  });

  let me: FundedPlayer;
  let betId: string;
  let coef: number;

  it('a bet is staked through the ledger once per bet id at the price accepted; a fallen price, a bad stake and a reused id are refused', async () => {
    const ids = [outcome(game, T.W1).id, outcome(game, T.OVER, 2.5).id];
    const answer = await quote(ids);
    if (!answer.ok) throw new Error(answer.message);
    coef = answer.coef;
    me = await fundedPlayer(app, database.db, 1_000_000);
    betId = randomUUID();
    const placed = await bet(me, { betId, gameId: game.id, outcomeIds: ids, stake: 10_000, coef });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(builderBetSchema.parse(placed.json())).toMatchObject({
      gameId: game.id,
      coef,
      stake: 10_000,
      status: 'open',
      possibleWin: Math.floor((10_000 * coef) / 1000),
      payout: null,
      balance: 990_000,
    });
    // The same bet again is the same bet.
    expect((await bet(me, { betId, gameId: game.id, outcomeIds: ids, stake: 10_000, coef })).statusCode).toBe(
      200,
    );
    expect(await balanceOf(database.db, me.account)).toBe(990_000);
    // A price the player saw that is above today's: refused with the price now.
    const higher = await bet(me, {
      betId: randomUUID(),
      gameId: game.id,
      outcomeIds: ids,
      stake: 10_000,
      coef: coef + 500,
    });
    expect(higher.statusCode).toBe(409);
    expect(higher.json()).toMatchObject({ code: 'builder_price_changed', coef });
    const tiny = await bet(me, { betId: randomUUID(), gameId: game.id, outcomeIds: ids, stake: 1, coef });
    expect(tiny.statusCode).toBe(422);
    expect(tiny.json()).toMatchObject({ code: 'builder_stake' });
    const clash = await bet(me, {
      betId: randomUUID(),
      gameId: game.id,
      outcomeIds: [outcome(game, T.W1).id, outcome(game, T.W2).id],
      stake: 10_000,
      coef: 2000,
    });
    expect(clash.statusCode).toBe(422);
    expect(clash.json()).toMatchObject({ code: 'builder_same_market', first: ids[0] });
    const other = await fundedPlayer(app, database.db, 100_000);
    expect(
      (await bet(other, { betId, gameId: game.id, outcomeIds: ids, stake: 10_000, coef })).statusCode,
    ).toBe(409);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: P.bets,
          payload: { betId: randomUUID(), gameId: game.id, outcomeIds: ids, stake: 10_000, coef },
        })
      ).statusCode,
    ).toBe(401);
    expect(await balanceOf(database.db, me.account)).toBe(990_000);
    const [stake] = await database.db
      .select()
      .from(ledgerTransaction)
      .where(eq(ledgerTransaction.key, `builder:${betId}:stake`));
    expect(stake?.kind).toBe('builder_stake');
  });

  it('player protection decides a bet on your terms like any stake: over the wagering limit it is refused with what is still allowed', async () => {
    const limited = await fundedPlayer(app, database.db, 1_000_000);
    await database.db.insert(playerLimit).values({
      playerId: limited.playerId,
      limitType: LIMIT_TYPE.WAGERING_24H,
      value: 150,
      startedAt: clock.now() - DAY_MS,
      endsAt: null,
      currency: 'RUB',
      updatedAt: clock.now() - DAY_MS,
    });
    const ids = [outcome(game, T.W1).id, outcome(game, T.OVER, 2.5).id];
    const payload = () => ({ betId: randomUUID(), gameId: game.id, outcomeIds: ids, stake: 10_000, coef });
    expect((await bet(limited, payload())).statusCode).toBe(200);
    const over = await bet(limited, payload());
    expect(over.statusCode, over.body).toBe(403);
    expect(over.json()).toMatchObject({ reason: 'wagering_limit', allowed: 5_000 });
  });

  it('when the match is over the bet is decided by the settlement rule on its final score and paid once', async () => {
    const finished = await feed.finish(game.id, 'first');
    expect(finished?.state.status).toBe('finished');
    expect(await builder.sweep()).toBe(2);
    expect(await builder.sweep()).toBe(0);
    const final = { score: finished!.state.score, periods: finished!.state.periodScores };
    const results = [outcome(game, T.W1), outcome(game, T.OVER, 2.5)].map((o) => selectionResult(o, final));
    expect(results[0]).toBe('won');
    const won = results.every((r) => r === 'won');
    const payout = won ? Math.floor((10_000 * coef) / 1000) : 0;
    expect(await balanceOf(database.db, me.account)).toBe(990_000 + payout);
    const page = builderBetPageSchema.parse(
      (await app.inject({ method: 'GET', url: P.bets, headers: me.headers })).json(),
    );
    expect(page.total).toBe(1);
    expect(page.bets[0]).toMatchObject({
      betId,
      status: won ? 'won' : 'lost',
      payout,
      parts: [{ result: results[0] }, { result: results[1] }],
    });
    const paid = await database.db
      .select()
      .from(ledgerTransaction)
      .where(
        and(eq(ledgerTransaction.key, `builder:${betId}:win`), eq(ledgerTransaction.kind, 'builder_win')),
      );
    expect(paid).toHaveLength(won ? 1 : 0);
    // A finished match takes no more bets.
    expect(await quote([outcome(game, T.W1).id, outcome(game, T.OVER, 2.5).id])).toMatchObject({
      ok: false,
    });
  });
});
