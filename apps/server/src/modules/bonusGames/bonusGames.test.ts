/**
 * The bonus games (docs/adr/0049-bonus-games.md) over HTTP: an operator grants a pass of free plays; each play
 * commits to its seed, takes the player's actions once per step, pays its prize into the bonus account through
 * the ledger (collecting into one `game` bonus), reveals the seed so that it replays to the same prize, and is
 * refused to a player who is excluded or has no plays left.
 */
import { randomUUID } from 'node:crypto';
import {
  BONUS_GAME_PATHS as P,
  WALLET_PATHS,
  bonusGamesResponseSchema,
  bonusPlaySchema,
  bonusesResponseSchema,
  type BonusPlay,
} from '@betline/contracts';
import { DAY_MS, LIMIT_TYPE } from '@betline/core';
import { dealBonusGame, hashServerSeed, replayBonusPlay } from '@betline/games';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { manualClock } from '../../infra/clock';
import { createSeededDatabase, drivers, type TestDatabase } from '../../test/databases';
import { registerAndSignIn, type SignedInPlayer } from '../../test/players';
import { bonus } from '../bonuses/tables';
import { DEMO_OPERATOR_TOKEN } from '../operator/seed';
import { playerLimit } from '../protection/tables';
import { createLedger } from '../wallet/ledger';
import { ledgerAccount } from '../wallet/tables';

const OPERATOR = { authorization: `Bearer ${DEMO_OPERATOR_TOKEN}` };

describe.each(drivers)('bonus games on $name', (driver) => {
  let database: TestDatabase;
  let app: App;
  const clock = manualClock(Date.now());

  beforeAll(async () => {
    database = await createSeededDatabase(driver);
    app = buildApp({ db: database, webDistDir: null, clock });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const grant = (payload: object) =>
    app.inject({ method: 'POST', url: P.operatorPasses, headers: OPERATOR, payload });
  const start = (me: SignedInPlayer, game: string, playId = randomUUID()) =>
    app.inject({
      method: 'POST',
      url: P.start.replace(':game', game),
      headers: me.headers,
      payload: { playId },
    });
  const act = (me: SignedInPlayer, play: BonusPlay, action: object, step = play.step) =>
    app.inject({
      method: 'POST',
      url: P.act.replace(':playId', play.playId),
      headers: me.headers,
      payload: { step, action },
    });
  const parsed = (res: { statusCode: number; body: string; json: () => unknown }) => {
    expect(res.statusCode, res.body).toBe(200);
    return bonusPlaySchema.parse(res.json());
  };
  async function passFor(me: SignedInPlayer, game: string, plays = 3, unit = 10_000) {
    const res = await grant({
      playerId: me.playerId,
      game,
      plays,
      unit,
      iso: 'RUB',
      key: `t:${randomUUID()}`,
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  async function gameBonuses(me: SignedInPlayer) {
    const res = await app.inject({ method: 'GET', url: WALLET_PATHS.bonuses, headers: me.headers });
    return bonusesResponseSchema.parse(res.json()).bonuses.filter((b) => b.kind === 'game');
  }
  async function audited() {
    expect(await createLedger(database.db).audit()).toEqual({
      unbalancedTransactions: [],
      driftedAccounts: [],
    });
  }
  /** The finished play replays from its revealed seed to the same view and prize. */
  function expectReplays(play: BonusPlay) {
    expect(play.serverSeed).not.toBeNull();
    const hash = hashServerSeed(play.serverSeed!);
    expect(hash.ok && hash.value).toBe(play.serverSeedHash);
    const board = dealBonusGame(play.game, {
      serverSeed: play.serverSeed!,
      clientSeed: play.clientSeed,
      nonce: 0,
    });
    const replay = replayBonusPlay(play.game, board, play.actions ?? []);
    expect(replay.ok && replay.value.finished).toBe(true);
    expect(replay.ok && replay.value.prize).toBe(play.prize);
    expect(replay.ok && replay.value.view).toEqual(play.view);
  }

  it('the operator grants a pass once per key; a bad grant is a 4xx that says why', async () => {
    const me = await registerAndSignIn(app);
    const body = {
      playerId: me.playerId,
      game: 'fortuna',
      plays: 2,
      unit: 5_000,
      iso: 'RUB',
      key: `k:${randomUUID()}`,
    };
    const first = await grant(body);
    expect(first.statusCode).toBe(201);
    const again = await grant(body);
    expect(again.statusCode).toBe(200);
    expect(again.json().pass.id).toBe(first.json().pass.id);
    expect((await grant({ ...body, key: 'x', playerId: 2_000_000_000 })).statusCode).toBe(404);
    expect((await grant({ ...body, key: 'y', iso: 'XXX' })).statusCode).toBe(400);
    expect((await grant({ ...body, key: 'z', game: 'poker' })).statusCode).toBe(400);
    const anonymous = await app.inject({ method: 'POST', url: P.operatorPasses, payload: body });
    expect(anonymous.statusCode).toBe(401);
    const mine = await app.inject({ method: 'GET', url: P.mine, headers: me.headers });
    const summary = bonusGamesResponseSchema.parse(mine.json());
    expect(summary.passes).toMatchObject([{ game: 'fortuna', plays: 2, left: 2, unit: 5_000, iso: 'RUB' }]);
  });

  it('a spin of the wheel pays its prize into the bonus account through the ledger and reveals its seed', async () => {
    const me = await registerAndSignIn(app);
    await passFor(me, 'fortuna');
    const spin = parsed(await start(me, 'fortuna'));
    expect(spin).toMatchObject({ status: 'finished', step: 0, unit: 10_000, iso: 'RUB' });
    expect(spin.amount).toBe((10_000 * spin.prize!) / 100);
    expectReplays(spin);
    const [prizes] = await gameBonuses(me);
    expect(prizes).toMatchObject({
      id: spin.bonusId,
      amount: spin.amount,
      balance: spin.amount,
      status: 'active',
    });
    expect(prizes!.required).toBe(spin.amount! * prizes!.wageringMultiplier);
    // A second prize collects into the same bonus.
    const again = parsed(await start(me, 'fortuna'));
    const [grown] = await gameBonuses(me);
    expect(grown).toMatchObject({ id: spin.bonusId, amount: spin.amount! + again.amount! });
    expect(grown!.required).toBe((spin.amount! + again.amount!) * grown!.wageringMultiplier);
    const [account] = await database.db
      .select()
      .from(ledgerAccount)
      .where(eq(ledgerAccount.id, grown!.accountId));
    expect(account!.balance).toBe(spin.amount! + again.amount!);
    await audited();
  });

  it('a play is started once per id and its actions are taken once per step', async () => {
    const me = await registerAndSignIn(app);
    await passFor(me, 'chest', 2);
    const playId = randomUUID();
    const opened = parsed(await start(me, 'chest', playId));
    expect(opened).toMatchObject({ status: 'open', step: 0, serverSeed: null, prize: null });
    expect(opened.view).toEqual({ chests: 3, opened: null, contents: null });
    expect(parsed(await start(me, 'chest', playId)).playId).toBe(playId);
    const summary = bonusGamesResponseSchema.parse(
      (await app.inject({ method: 'GET', url: P.mine, headers: me.headers })).json(),
    );
    expect(summary.passes[0]!.left).toBe(1);
    expect(summary.open.map((p) => p.playId)).toEqual([playId]);

    const done = parsed(await act(me, opened, { open: 1 }));
    expect(done.status).toBe('finished');
    expect((done.view as { contents: number[] }).contents[1]).toBe(done.prize);
    expectReplays(done);
    // The same step again answers the play; another action at that step, or one after the end, is a 409.
    expect(parsed(await act(me, opened, { open: 1 })).amount).toBe(done.amount);
    expect((await act(me, opened, { open: 2 })).statusCode).toBe(409);
    expect((await act(me, done, { open: 2 })).statusCode).toBe(409);
    expect((await act(me, done, { open: 7 }, 0)).statusCode).toBe(409);
    // Someone else's play is not found; a malformed action is a 400.
    const other = await registerAndSignIn(app);
    expect((await act(other, done, { open: 0 })).statusCode).toBe(404);
    await passFor(me, 'chest', 1);
    const next = parsed(await start(me, 'chest'));
    expect((await act(me, next, { open: 'left' })).statusCode).toBe(400);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: P.act.replace(':playId', 'nope'),
          headers: me.headers,
          payload: { step: 0, action: {} },
        })
      ).statusCode,
    ).toBe(400);
    await audited();
  });

  it('memory, safe, lottery and the dragon path play to a prize that replays', async () => {
    const me = await registerAndSignIn(app);
    for (const game of ['memory', 'safe', 'lottery', 'dragon']) await passFor(me, game, 1);

    let memory = parsed(await start(me, 'memory'));
    const seen = new Map<number, number>();
    for (let guard = 0; memory.status === 'open' && guard < 40; guard += 1) {
      const view = memory.view as { faceUp: { card: number; symbol: number }[] };
      const up = memory.step % 2 === 1 ? view.faceUp[0] : undefined;
      const known = up && [...seen].find(([card, symbol]) => symbol === up.symbol && card !== up.card);
      const next = known?.[0] ?? [...Array(12).keys()].find((c) => !seen.has(c) && c !== up?.card)!;
      memory = parsed(await act(me, memory, { card: next }));
      for (const f of (memory.view as { faceUp: { card: number; symbol: number }[] }).faceUp)
        seen.set(f.card, f.symbol);
    }
    expect(memory.status).toBe('finished');
    expectReplays(memory);

    const safe = parsed(await act(me, parsed(await start(me, 'safe')), { code: [1, 2, 3, 4] }));
    expect(safe.status).toBe('finished');
    expectReplays(safe);

    const lottery = parsed(await start(me, 'lottery'));
    expect(lottery.status).toBe('finished');
    expectReplays(lottery);

    let dragon = parsed(await start(me, 'dragon'));
    dragon = parsed(await act(me, dragon, { door: 0 }));
    if (dragon.status === 'open') dragon = parsed(await act(me, dragon, { take: true }));
    expect(dragon.status).toBe('finished');
    expect([20, 100]).toContain(dragon.prize);
    expectReplays(dragon);

    const total = [memory, safe, lottery, dragon].reduce((sum, p) => sum + p.amount!, 0);
    const [prizes] = await gameBonuses(me);
    expect(prizes!.amount).toBe(total);
    await audited();
  });

  it('without plays left a play is refused; two tabs cannot both take the last play', async () => {
    const me = await registerAndSignIn(app);
    expect((await start(me, 'dragon')).statusCode).toBe(409);
    await passFor(me, 'dragon', 1);
    const [a, b] = await Promise.all([start(me, 'dragon'), start(me, 'dragon')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await start(me, 'dragon')).json()).toMatchObject({ code: 'no_plays' });
  });

  it('a self-excluded player can neither start nor continue a play, and no prize is credited', async () => {
    const me = await registerAndSignIn(app);
    await passFor(me, 'chest', 2);
    const open = parsed(await start(me, 'chest'));
    await database.db.insert(playerLimit).values({
      playerId: me.playerId,
      limitType: LIMIT_TYPE.SELF_EXCLUSION,
      value: 30,
      startedAt: clock.now() - 1000,
      endsAt: clock.now() + 30 * DAY_MS,
      currency: null,
      updatedAt: clock.now() - 1000,
    });
    // The session may already be gone: the service refuses either way.
    const continued = await act(me, open, { open: 0 });
    expect([401, 403]).toContain(continued.statusCode);
    expect([401, 403]).toContain((await start(me, 'chest')).statusCode);
    const credited = await database.db.select().from(bonus).where(eq(bonus.playerId, me.playerId));
    expect(credited).toEqual([]);
  });
});
