/**
 * The reality check on the server: each session's start, time played and net position (casino rounds count),
 * and the recorded answers (popup_show_at, action, do_not_show_again), with bad input refused.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CASINO_PATHS,
  IDENTITY_PATHS,
  LIMIT_PATHS,
  REALITY_CHECK_PATH,
  realityCheckAnswerSchema,
  roundResponseSchema,
  userTokenResponseSchema,
} from '@betline/contracts';
import { buildApp, type App } from '../../app';
import { manualClock } from '../../infra/clock';
import { createSeededDatabase, drivers, type TestDatabase } from '../../test/databases';
import { registerAndSignIn } from '../../test/players';
import { createLedger } from '../wallet/ledger';
import { fundedPlayer as fund } from '../wallet/testing';
import { realityCheckEvent } from './tables';

const USD = 2;

describe.each(drivers)('reality check on the server on $name', (driver) => {
  let database: TestDatabase;
  let app: App;
  const clock = manualClock(Date.now());

  beforeAll(async () => {
    database = await createSeededDatabase(driver);
    app = buildApp({ db: database, webDistDir: null, clock });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  const fundedPlayer = (amount: number) => fund(app, createLedger(database.db), { amount, currencyId: USD });

  const figures = async (headers: Record<string, string>) => {
    const res = await app.inject({ method: 'GET', url: REALITY_CHECK_PATH, headers });
    expect(res.statusCode).toBe(200);
    return realityCheckAnswerSchema.parse(res.json());
  };
  const answer = (headers: Record<string, string>, payload: unknown) =>
    app.inject({ method: 'POST', url: REALITY_CHECK_PATH, headers, payload: payload as object });
  const attributes = (a: Record<string, unknown>) => ({ data: { attributes: a } });

  it('RG-012 the server knows the session start, the time played and the net position, casino rounds included', async () => {
    const started = clock.now();
    const me = await fundedPlayer(10_000);
    const token = await app.inject({ method: 'GET', url: IDENTITY_PATHS.userToken, headers: me.headers });
    const auth = { authorization: `Bearer ${userTokenResponseSchema.parse(token.json()).token}` };
    await app.inject({
      method: 'POST',
      url: LIMIT_PATHS.limits,
      headers: auth,
      payload: { limits: [{ limitType: 32, limitValue: 15 }] },
    });

    const first = await figures(me.headers);
    expect(first).toMatchObject({
      sessionStartedAt: Math.floor(started / 1000),
      sessionSeconds: 0,
      netPosition: 0,
      currency: 'USD',
      nextCheckAt: Math.floor((started + 15 * 60_000) / 1000),
    });

    // Ten minutes of casino play: the time and the round's result are in the session's figures.
    clock.advance(10 * 60_000);
    const round = await app.inject({
      method: 'POST',
      url: CASINO_PATHS.rounds,
      headers: me.headers,
      payload: {
        roundId: randomUUID(),
        game: 'dice',
        bet: { stake: 1000, direction: 'under', target: 5000 },
      },
    });
    expect(round.statusCode).toBe(200);
    const played = roundResponseSchema.parse(round.json());
    const after = await figures(me.headers);
    expect(after.sessionSeconds).toBe(600);
    expect(after.netPosition).toBe(1000 - played.win);
    expect(after.sessionStartedAt).toBe(first.sessionStartedAt);
  });

  it('RG-032 RG-035 the answer is recorded with popup_show_at, action and do_not_show_again; the next check follows it', async () => {
    const me = await registerAndSignIn(app);
    const token = await app.inject({ method: 'GET', url: IDENTITY_PATHS.userToken, headers: me.headers });
    const auth = { authorization: `Bearer ${userTokenResponseSchema.parse(token.json()).token}` };
    await app.inject({
      method: 'POST',
      url: LIMIT_PATHS.limits,
      headers: auth,
      payload: { limits: [{ limitType: 32, limitValue: 10 }] },
    });
    clock.advance(10 * 60_000);
    const shownAt = Math.floor(clock.now() / 1000);
    clock.advance(20_000);
    const saved = await answer(
      me.headers,
      attributes({ action: 'continue', do_not_show_again: false, popup_show_at: shownAt }),
    );
    expect(saved.statusCode).toBe(200);
    const body = realityCheckAnswerSchema.parse(saved.json());
    expect(body).toMatchObject({ status: 200, sessionSeconds: 620 });
    expect(body.nextCheckAt).toBe(Math.floor((clock.now() + 10 * 60_000) / 1000));

    await answer(
      me.headers,
      attributes({ action: 'continue', do_not_show_again: true, popup_show_at: shownAt }),
    );
    expect((await figures(me.headers)).nextCheckAt).toBeNull();

    const rows = await database.db
      .select()
      .from(realityCheckEvent)
      .where(and(eq(realityCheckEvent.playerId, me.playerId)))
      .orderBy(realityCheckEvent.id);
    expect(rows.map((r) => [r.action, r.doNotShowAgain, r.popupShowAt])).toEqual([
      ['continue', false, shownAt * 1000],
      ['continue', true, shownAt * 1000],
    ]);
    expect(new Set(rows.map((r) => r.sessionId)).size).toBe(1);
  });

  it('RG-033 bad reality-check answers are refused with 400 and a message; nothing is recorded', async () => {
    const me = await registerAndSignIn(app);
    const now = Math.floor(clock.now() / 1000);
    const bad: [unknown, RegExp][] = [
      [{}, /data/],
      [{ data: {} }, /attributes/],
      [attributes({ action: 'continue', do_not_show_again: false }), /popup_show_at/],
      [attributes({ action: 'stay', do_not_show_again: false, popup_show_at: now }), /continue.*log_out/],
      [attributes({ action: 'continue', do_not_show_again: 'no', popup_show_at: now }), /do_not_show_again/],
      [attributes({ action: 'continue', do_not_show_again: false, popup_show_at: 'now' }), /popup_show_at/],
      [
        attributes({ action: 'continue', do_not_show_again: false, popup_show_at: now + 0.5 }),
        /popup_show_at/,
      ],
      [attributes({ action: 'continue', do_not_show_again: false, popup_show_at: -1 }), /popup_show_at/],
      // Milliseconds instead of seconds: far in the future.
      [
        attributes({ action: 'continue', do_not_show_again: false, popup_show_at: clock.now() }),
        /epoch second/,
      ],
      // Before this session started.
      [
        attributes({ action: 'continue', do_not_show_again: false, popup_show_at: now - 3600 }),
        /this session/,
      ],
      [
        attributes({ action: 'continue', do_not_show_again: false, popup_show_at: now, extra: 1 }),
        /extra|unrecognized/i,
      ],
    ];
    for (const [payload, message] of bad) {
      const res = await answer(me.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json()), JSON.stringify(payload)).toMatch(message);
    }
    const rows = await database.db
      .select()
      .from(realityCheckEvent)
      .where(eq(realityCheckEvent.playerId, me.playerId));
    expect(rows).toEqual([]);
  });

  it('RG-019 without a live session (none, unknown, expired) the reality check answers 401', async () => {
    const me = await registerAndSignIn(app);
    const payload = attributes({
      action: 'continue',
      do_not_show_again: false,
      popup_show_at: Math.floor(clock.now() / 1000),
    });
    expect((await answer({}, payload)).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: REALITY_CHECK_PATH })).statusCode).toBe(401);
    const forged = { ...me.headers, cookie: 'betline_session=forged-token-value' };
    expect((await answer(forged, payload)).statusCode).toBe(401);
    clock.advance(31 * 24 * 3_600_000);
    expect(
      (await app.inject({ method: 'GET', url: REALITY_CHECK_PATH, headers: me.headers })).statusCode,
    ).toBe(401);
  });
});
