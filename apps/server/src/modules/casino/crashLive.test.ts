/**
 * The crash game live on the server: the multiplier grows on the server's clock (moved by the test), a manual
 * cash-out before the crash point pays through the ledger, one after it is refused; every step idempotent.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CASINO_PATHS,
  CRASH_LIVE_PATHS,
  LIMIT_PATHS,
  IDENTITY_PATHS,
  crashLiveRoundSchema,
  roundResponseSchema,
  userTokenResponseSchema,
  verifyResponseSchema,
} from '@betline/contracts';
import { CRASH_MIN_CASH_OUT, crashElapsedFor, crashMultiplierAt, verifyRound } from '@betline/games';
import { buildApp, type App } from '../../app';
import { manualClock } from '../../infra/clock';
import { createSeededDatabase, drivers, type TestDatabase } from '../../test/databases';
import { type SignedInPlayer } from '../../test/players';
import { createLedger, type Ledger } from '../wallet/ledger';
import { ledgerAccount } from '../wallet/tables';
import { fundedPlayer as fund } from '../wallet/testing';
import { casinoCrashRound } from './tables';

const USD = 2;
const url = (path: string, roundId: string) => path.replace(':roundId', roundId);

describe.each(drivers)('live crash rounds on $name', (driver) => {
  let database: TestDatabase;
  let app: App;
  let ledger: Ledger;
  const clock = manualClock(Date.now());

  beforeAll(async () => {
    database = await createSeededDatabase(driver);
    app = buildApp({ db: database, webDistDir: null, clock });
    await app.ready();
    ledger = createLedger(database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  const fundedPlayer = (amount: number) => fund(app, ledger, { amount, currencyId: USD });

  async function balanceOf(accountId: number): Promise<number> {
    const [row] = await database.db.select().from(ledgerAccount).where(eq(ledgerAccount.id, accountId));
    return row!.balance;
  }
  /** The secret crash point, read from the database (the test plays the part of an all-knowing observer). */
  async function crashPointOf(roundId: string): Promise<number> {
    const [row] = await database.db.select().from(casinoCrashRound).where(eq(casinoCrashRound.id, roundId));
    return row!.crashPoint;
  }
  const start = (headers: Record<string, string>, body: unknown) =>
    app.inject({ method: 'POST', url: CRASH_LIVE_PATHS.rounds, headers, payload: body as object });
  const state = (headers: Record<string, string>, roundId: string) =>
    app.inject({ method: 'GET', url: url(CRASH_LIVE_PATHS.round, roundId), headers });
  const cashOut = (headers: Record<string, string>, roundId: string) =>
    app.inject({ method: 'POST', url: url(CRASH_LIVE_PATHS.cashOut, roundId), headers });

  /** Starts rounds until one whose crash point is at least `atLeast` (each try is a real, settled round). */
  async function roundReaching(me: SignedInPlayer, stake: number, atLeast: number) {
    for (let i = 0; i < 60; i += 1) {
      const roundId = randomUUID();
      const res = await start(me.headers, { roundId, stake });
      expect(res.statusCode, res.body).toBe(200);
      const round = crashLiveRoundSchema.parse(res.json());
      const point = await crashPointOf(roundId);
      if (round.status === 'running' && point >= atLeast) return { round, point };
      // Let this one crash so that the next start settles it.
      clock.advance(crashElapsedFor(point) + 1000);
    }
    throw new Error(`no crash point >= ${atLeast} in 60 rounds`);
  }

  it('a round starts at 1.00× with the stake taken; the multiplier grows on the server clock; a cash-out before the crash pays stake × multiplier', async () => {
    const me = await fundedPlayer(1_000_00);
    const { round, point } = await roundReaching(me, 10_00, 150);
    expect(round).toMatchObject({
      status: 'running',
      multiplier: 100,
      crashPoint: null,
      cashOut: null,
      win: 0,
    });
    const afterStake = await balanceOf(me.main);
    expect(round.balance).toBe(afterStake);

    // The live multiplier follows the curve on the server's clock, and the crash point stays secret.
    const t1 = crashElapsedFor(120);
    clock.set(round.startedAt + t1);
    const live = crashLiveRoundSchema.parse((await state(me.headers, round.roundId)).json());
    expect(live).toMatchObject({ status: 'running', multiplier: crashMultiplierAt(t1), crashPoint: null });
    expect(live.serverNow - live.startedAt).toBe(t1);

    const t2 = crashElapsedFor(Math.min(point, 250));
    clock.set(round.startedAt + t2);
    const res = await cashOut(me.headers, round.roundId);
    expect(res.statusCode, res.body).toBe(200);
    const done = crashLiveRoundSchema.parse(res.json());
    const m = crashMultiplierAt(t2);
    expect(done).toMatchObject({ status: 'cashed_out', cashOut: m, multiplier: m, crashPoint: point });
    expect(done.win).toBe(Math.floor((10_00 * m) / 100));
    expect(await balanceOf(me.main)).toBe(afterStake + done.win);
    expect(done.balance).toBe(afterStake + done.win);

    // A second cash-out and a retried start answer the same round; no money moves again.
    clock.advance(5_000);
    expect(crashLiveRoundSchema.parse((await cashOut(me.headers, round.roundId)).json())).toMatchObject({
      status: 'cashed_out',
      win: done.win,
    });
    const retried = await start(me.headers, { roundId: round.roundId, stake: 10_00 });
    expect(crashLiveRoundSchema.parse(retried.json())).toMatchObject({ status: 'cashed_out', win: done.win });
    expect(await balanceOf(me.main)).toBe(afterStake + done.win);
    expect(await ledger.audit()).toEqual({ unbalancedTransactions: [], driftedAccounts: [] });
  });

  it('a cash-out after the crash point is refused and the round ends as crashed with its point revealed', async () => {
    const me = await fundedPlayer(1_000_00);
    const { round, point } = await roundReaching(me, 5_00, CRASH_MIN_CASH_OUT);
    const afterStake = await balanceOf(me.main);
    clock.set(round.startedAt + crashElapsedFor(point + 1));
    const late = await cashOut(me.headers, round.roundId);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'CRASH_ALREADY_CRASHED',
      crashPoint: point,
      message: expect.stringMatching(/too late: the round crashed at \d+\.\d\d×/),
    });
    const ended = crashLiveRoundSchema.parse((await state(me.headers, round.roundId)).json());
    expect(ended).toMatchObject({ status: 'crashed', win: 0, crashPoint: point, multiplier: point });
    expect(await balanceOf(me.main)).toBe(afterStake);
    expect((await cashOut(me.headers, round.roundId)).statusCode).toBe(409);
  });

  it('a cash-out before 1.01× is refused as too early; the round keeps running', async () => {
    const me = await fundedPlayer(100_00);
    const { round } = await roundReaching(me, 1_00, 200);
    clock.set(round.startedAt + 10);
    const early = await cashOut(me.headers, round.roundId);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'CRASH_CASH_OUT_TOO_EARLY' });
    expect(crashLiveRoundSchema.parse((await state(me.headers, round.roundId)).json()).status).toBe(
      'running',
    );
  });

  it('an ended round is in the history and verifies with the revealed seed', async () => {
    const me = await fundedPlayer(100_00);
    const { round, point } = await roundReaching(me, 2_00, 130);
    clock.set(round.startedAt + crashElapsedFor(130));
    expect((await cashOut(me.headers, round.roundId)).statusCode).toBe(200);
    const stored = roundResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: CASINO_PATHS.round.replace(':roundId', round.roundId),
          headers: me.headers,
        })
      ).json(),
    );
    expect(stored).toMatchObject({ game: 'crash', stake: 2_00, win: Math.floor((2_00 * 130) / 100) });
    await app.inject({ method: 'POST', url: CASINO_PATHS.seedRotate, headers: me.headers, payload: {} });
    const revealed = verifyResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: CASINO_PATHS.verify.replace(':roundId', round.roundId),
          headers: me.headers,
        })
      ).json(),
    );
    expect(revealed.serverSeedHash).toBe(round.serverSeedHash);
    const replayed = verifyRound(revealed);
    expect(replayed.ok && replayed.value.outcome).toMatchObject({
      crashPoint: point,
      cashOut: 130,
      won: true,
    });
  });

  it('parallel starts of one round id take one stake; parallel cash-outs pay once', async () => {
    const me = await fundedPlayer(100_00);
    const { round: first } = await roundReaching(me, 1_00, CRASH_MIN_CASH_OUT);
    clock.set(first.startedAt + crashElapsedFor(first.crashPoint ?? 100) + 60_000);
    const before = await balanceOf(me.main);
    const roundId = randomUUID();
    const starts = await Promise.all(
      Array.from({ length: 6 }, () => start(me.headers, { roundId, stake: 3_00 })),
    );
    expect(starts.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    // The new stake left the account once (an earlier round that crashed meanwhile moves no money).
    expect(await balanceOf(me.main)).toBe(before - 3_00 + crashLiveRoundSchema.parse(starts[0]!.json()).win);
    const point = await crashPointOf(roundId);
    if (point >= CRASH_MIN_CASH_OUT) {
      const started = crashLiveRoundSchema.parse(starts[0]!.json()).startedAt;
      // At 1.01×: still running whatever the crash point (near a high crash point the curve moves more than
      // 0.01× per millisecond, so the first millisecond that reaches the point can already be past it).
      clock.set(started + crashElapsedFor(CRASH_MIN_CASH_OUT));
      const outs = await Promise.all(Array.from({ length: 6 }, () => cashOut(me.headers, roundId)));
      expect(outs.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
      const wins = new Set(outs.map((r) => crashLiveRoundSchema.parse(r.json()).win));
      expect(wins.size).toBe(1);
      expect(await balanceOf(me.main)).toBe(before - 3_00 + [...wins][0]!);
    }
    expect(await ledger.audit()).toEqual({ unbalancedTransactions: [], driftedAccounts: [] });
  });

  it('refuses bad starts (400), guests (401), other players (404), stakes above the balance (422) and a player under a time-out (401 excluded)', async () => {
    const me = await fundedPlayer(10_00);
    for (const body of [
      { stake: 100 },
      { roundId: 'not-a-uuid', stake: 100 },
      { roundId: randomUUID(), stake: 0 },
      { roundId: randomUUID(), stake: -5 },
      { roundId: randomUUID(), stake: 1.5 },
      { roundId: randomUUID(), stake: '100' },
      { roundId: randomUUID(), stake: 100, cashOut: 200 },
    ]) {
      const res = await start(me.headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await start({}, { roundId: randomUUID(), stake: 100 })).statusCode).toBe(401);
    expect((await start(me.headers, { roundId: randomUUID(), stake: 10_01 })).statusCode).toBe(422);
    expect(await balanceOf(me.main)).toBe(10_00);

    const { round } = await roundReaching(me, 1_00, CRASH_MIN_CASH_OUT);
    const other = await fundedPlayer(10_00);
    expect((await state(other.headers, round.roundId)).statusCode).toBe(404);
    expect((await cashOut(other.headers, round.roundId)).statusCode).toBe(404);
    expect((await start(other.headers, { roundId: round.roundId, stake: 1_00 })).statusCode).toBe(409);
    expect((await state(me.headers, 'nope')).statusCode).toBe(400);

    const token = await app.inject({ method: 'GET', url: IDENTITY_PATHS.userToken, headers: other.headers });
    const auth = { authorization: `Bearer ${userTokenResponseSchema.parse(token.json()).token}` };
    await app.inject({
      method: 'POST',
      url: LIMIT_PATHS.limits,
      headers: auth,
      payload: { limits: [{ limitType: 33, limitValue: 1 }] },
    });
    // The time-out revoked the session; its cookie is refused with the reason, and nothing moved.
    const refused = await start(other.headers, { roundId: randomUUID(), stake: 1_00 });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'excluded' });
    expect(await balanceOf(other.main)).toBe(10_00);
  });

  it('the seed is not revealed while a round is in flight (its crash point would be known before the cash-out); once the round has crashed it is', async () => {
    const me = await fundedPlayer(1_000_00);
    const { round, point } = await roundReaching(me, 1_00, 150);
    const rotate = () =>
      app.inject({ method: 'POST', url: CASINO_PATHS.seedRotate, headers: me.headers, payload: {} });
    clock.set(round.startedAt + crashElapsedFor(120));
    const refused = await rotate();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CASINO_HAND_OPEN' });
    // Crashed (not yet settled by a read): nothing is left to learn, and the seed may be revealed.
    clock.set(round.startedAt + crashElapsedFor(point + 1) + 1);
    expect((await rotate()).statusCode).toBe(200);
  });
});
