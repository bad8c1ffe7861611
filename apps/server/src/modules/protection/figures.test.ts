/**
 * The player's figures over HTTP on the real database: net deposits (lifetime, 24 h, 7 d, 30 d), deposits,
 * stakes, wins and net loss per day, and the history of limit changes; each path with missing, forged, expired
 * and another player's credentials, and with bad input.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CASINO_PATHS,
  FIGURES_PATHS,
  IDENTITY_PATHS,
  LIMIT_PATHS,
  dailyFiguresAnswerSchema,
  limitHistoryAnswerSchema,
  netDepositsAnswerSchema,
  roundResponseSchema,
  userTokenResponseSchema,
} from '@betline/contracts';
import { buildApp, type App } from '../../app';
import { manualClock } from '../../infra/clock';
import { createSeededDatabase, drivers, type TestDatabase } from '../../test/databases';
import { registerAndSignIn, type SignedInPlayer } from '../../test/players';
import { answerGateway, createPayment, deposit, getBalance } from '../wallet/testing';

const USD = 2;
const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe.each(drivers)('player figures on $name', (driver) => {
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

  async function bearer(me: SignedInPlayer): Promise<Record<string, string>> {
    const res = await app.inject({ method: 'GET', url: IDENTITY_PATHS.userToken, headers: me.headers });
    expect(res.statusCode).toBe(200);
    return { authorization: `Bearer ${userTokenResponseSchema.parse(res.json()).token}` };
  }
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  const setLimit = async (auth: Record<string, string>, limitType: number, limitValue: number) => {
    const res = await app.inject({
      method: 'POST',
      url: LIMIT_PATHS.limits,
      headers: auth,
      payload: { limits: [{ limitType, limitValue }] },
    });
    expect(res.statusCode).toBe(200);
  };

  let alice: SignedInPlayer;
  let win = 0;

  beforeAll(async () => {
    alice = await registerAndSignIn(app, { currency_id: USD });
    const account = (await getBalance(app, alice.headers)).active_account_id;
    await deposit(app, alice.headers, account, 60_00);
    await deposit(app, alice.headers, account, 25_00);
    // A failed deposit moves no money and is not a figure.
    const failed = await createPayment(app, alice.headers, 'deposits', { accountId: account, amount: 7_00 });
    expect(failed.statusCode).toBe(201);
    expect((await answerGateway(app, failed.json().redirectUrl, 'fail')).statusCode).toBe(303);
    const round = await app.inject({
      method: 'POST',
      url: CASINO_PATHS.rounds,
      headers: alice.headers,
      payload: {
        roundId: randomUUID(),
        game: 'dice',
        bet: { stake: 10_00, direction: 'under', target: 5000 },
      },
    });
    expect(round.statusCode).toBe(200);
    win = roundResponseSchema.parse(round.json()).win;
  });

  it('net deposits: lifetime and per 24 h, 7 d, 30 d, successful payments only', async () => {
    const res = await get(FIGURES_PATHS.netDeposits, alice.headers);
    expect(res.statusCode).toBe(200);
    const body = netDepositsAnswerSchema.parse(res.json());
    const flow = { deposits: 85_00, withdrawals: 0, net: 85_00 };
    expect(body).toEqual({
      currency: 'USD',
      lifetime: flow,
      periods: [
        { period: '24h', ...flow },
        { period: '7d', ...flow },
        { period: '30d', ...flow },
      ],
    });
    // Another currency of the same player has its own figures.
    const rub = netDepositsAnswerSchema.parse(
      (await get(`${FIGURES_PATHS.netDeposits}?currency=RUB`, alice.headers)).json(),
    );
    expect(rub.lifetime).toEqual({ deposits: 0, withdrawals: 0, net: 0 });
    // Two days on, the 24 h period no longer holds them; the others do.
    clock.advance(2 * DAY_MS);
    const later = netDepositsAnswerSchema.parse((await get(FIGURES_PATHS.netDeposits, alice.headers)).json());
    expect(later.periods.map((p) => [p.period, p.net])).toEqual([
      ['24h', 0],
      ['7d', 85_00],
      ['30d', 85_00],
    ]);
    expect(later.lifetime.net).toBe(85_00);
    clock.advance(-2 * DAY_MS);
  });

  it('deposits, stakes, wins and net loss per day, every day of the range listed (casino rounds included)', async () => {
    const today = day(Date.now());
    const from = day(Date.now() - 2 * DAY_MS);
    const res = await get(`${FIGURES_PATHS.daily}?from=${from}&to=${today}`, alice.headers);
    expect(res.statusCode).toBe(200);
    const body = dailyFiguresAnswerSchema.parse(res.json());
    expect(body.days.map((d) => d.date)).toEqual([from, day(Date.now() - DAY_MS), today]);
    expect(body.days[0]).toEqual({ date: from, deposits: 0, withdrawals: 0, stakes: 0, wins: 0, netLoss: 0 });
    expect(body.days[2]).toEqual({
      date: today,
      deposits: 85_00,
      withdrawals: 0,
      stakes: 10_00,
      wins: win,
      netLoss: 10_00 - win,
    });
  });

  it('the history of limit changes says what changed, from which value to which, and who; pages by id', async () => {
    const auth = await bearer(alice);
    await setLimit(auth, 20, 500);
    await setLimit(auth, 20, 300);
    await setLimit(auth, 32, 15);
    const res = await get(FIGURES_PATHS.limitHistory, auth);
    expect(res.statusCode).toBe(200);
    const { data } = limitHistoryAnswerSchema.parse(res.json());
    expect(data.map((c) => [c.limitType, c.action, c.oldValue, c.newValue, c.actor])).toEqual([
      [32, 'set', null, 15, 'player'],
      [20, 'decrease', 500, 300, 'player'],
      [20, 'set', null, 500, 'player'],
    ]);
    expect(data[0]?.at).toBe(Math.floor(clock.now() / 1000));

    const page = limitHistoryAnswerSchema.parse(
      (await get(`${FIGURES_PATHS.limitHistory}?limit=1&before=${data[0]?.id}`, alice.headers)).json(),
    );
    expect(page.data.map((c) => c.action)).toEqual(['decrease']);
    const deposits = limitHistoryAnswerSchema.parse(
      (await get(`${FIGURES_PATHS.limitHistory}?limitType=20`, alice.headers)).json(),
    );
    expect(deposits.data).toHaveLength(2);
  });

  it("another player's credentials read only that player's figures", async () => {
    const bob = await registerAndSignIn(app, { currency_id: USD });
    for (const headers of [bob.headers, await bearer(bob)]) {
      expect(
        netDepositsAnswerSchema.parse((await get(FIGURES_PATHS.netDeposits, headers)).json()).lifetime,
      ).toEqual({ deposits: 0, withdrawals: 0, net: 0 });
      const today = day(Date.now());
      const daily = dailyFiguresAnswerSchema.parse(
        (await get(`${FIGURES_PATHS.daily}?from=${today}&to=${today}`, headers)).json(),
      );
      expect(daily.days).toEqual([
        { date: today, deposits: 0, withdrawals: 0, stakes: 0, wins: 0, netLoss: 0 },
      ]);
      expect(
        limitHistoryAnswerSchema.parse((await get(FIGURES_PATHS.limitHistory, headers)).json()).data,
      ).toEqual([]);
    }
  });

  it('bad queries answer 400 with a message naming the parameter', async () => {
    const today = day(Date.now());
    const bad: [string, RegExp][] = [
      [FIGURES_PATHS.daily, /from.*required/],
      [`${FIGURES_PATHS.daily}?from=${today}`, /to.*required/],
      [`${FIGURES_PATHS.daily}?from=yesterday&to=${today}`, /from must be a date YYYY-MM-DD/],
      [`${FIGURES_PATHS.daily}?from=2026-02-30&to=2026-03-02`, /not a real calendar date/],
      [`${FIGURES_PATHS.daily}?from=2026-03-02&to=2026-03-01`, /from must not be after to/],
      [`${FIGURES_PATHS.daily}?from=2026-01-01&to=2026-04-03`, /at most 92 days/],
      [`${FIGURES_PATHS.daily}?from=${today}&to=${today}&currency=usd`, /currency must be an ISO code/],
      [`${FIGURES_PATHS.daily}?from=${today}&to=${today}&player=2`, /player|unrecognized/i],
      [`${FIGURES_PATHS.netDeposits}?currency=DOLLARS`, /currency must be an ISO code/],
      [`${FIGURES_PATHS.limitHistory}?limit=0`, /limit must be at least 1/],
      [`${FIGURES_PATHS.limitHistory}?limit=500`, /limit must be at most 100/],
      [`${FIGURES_PATHS.limitHistory}?limit=many`, /limit must be a number/],
      [`${FIGURES_PATHS.limitHistory}?before=-3`, /before/],
    ];
    for (const [url, message] of bad) {
      const res = await get(url, alice.headers);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(message);
    }
    // 92 days, both ends included, is the longest range.
    const longest = await get(`${FIGURES_PATHS.daily}?from=2026-01-01&to=2026-04-02`, alice.headers);
    expect(longest.statusCode).toBe(200);
    expect(dailyFiguresAnswerSchema.parse(longest.json()).days).toHaveLength(92);
  });

  it('missing, forged, expired and revoked credentials answer 401 on every figures path', async () => {
    const me = await registerAndSignIn(app);
    const auth = await bearer(me);
    const today = day(Date.now());
    const urls = [
      FIGURES_PATHS.netDeposits,
      `${FIGURES_PATHS.daily}?from=${today}&to=${today}`,
      FIGURES_PATHS.limitHistory,
    ];
    for (const url of urls) {
      expect((await get(url)).statusCode, url).toBe(401);
      expect((await get(url, { authorization: 'Bearer forged.token.value-1234' })).statusCode, url).toBe(401);
      expect((await get(url, { cookie: 'betline_session=forged-session-token' })).statusCode, url).toBe(401);
      expect((await get(url, auth)).statusCode, url).toBe(200);
    }
    // The user token lives 15 minutes.
    clock.advance(16 * 60_000);
    for (const url of urls) {
      const res = await get(url, auth);
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toMatchObject({ status: 401, title: expect.stringMatching(/sign in again/i) });
    }
    // A signed-out session's cookie is refused.
    await app.inject({ method: 'POST', url: IDENTITY_PATHS.disconnect, headers: me.headers });
    for (const url of urls) expect((await get(url, me.headers)).statusCode, url).toBe(401);
  });
});
