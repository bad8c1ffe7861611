/**
 * The session limit (RG 31) ends a session on the server at its time, read on the server's one clock (moved by
 * the test instead of waiting).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CASINO_PATHS,
  IDENTITY_PATHS,
  LIMIT_PATHS,
  REALITY_CHECK_PATH,
  sessionInfoSchema,
} from '@betline/contracts';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { buildApp, type App } from '../../app';
import { session } from '../identity/tables';
import { manualClock } from '../../infra/clock';
import { createSeededDatabase, drivers, type TestDatabase } from '../../test/databases';
import { bearer, registerAndSignIn, sessionHeaders } from '../../test/players';

const HOUR_MS = 3_600_000;

async function setSessionLimit(app: App, auth: Record<string, string>, hours: number) {
  const res = await app.inject({
    method: 'POST',
    url: LIMIT_PATHS.limits,
    headers: auth,
    payload: { limits: [{ limitType: 31, limitValue: hours }] },
  });
  expect(res.statusCode).toBe(200);
}

describe.each(drivers)('session limit on the server on $name', (driver) => {
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

  it('RG-011 a session older than the session limit is refused with session_limit and revoked; GET /web-api/session tells when it ends', async () => {
    const started = clock.now();
    const me = await registerAndSignIn(app);
    await setSessionLimit(app, await bearer(app, me), 2);

    const info = sessionInfoSchema.parse(
      (await app.inject({ method: 'GET', url: IDENTITY_PATHS.session, headers: me.headers })).json(),
    );
    expect(info).toMatchObject({ authenticated: true, endedReason: null });
    expect(Date.parse(info.sessionEndsAt ?? '')).toBe(started + 2 * HOUR_MS);
    expect(Date.parse(info.startedAt ?? '')).toBe(started);

    // One minute before the end the session still works.
    clock.set(started + 2 * HOUR_MS - 60_000);
    expect(
      (await app.inject({ method: 'GET', url: '/web-api/wallet/balance', headers: me.headers })).statusCode,
    ).toBe(200);

    // At the end the server refuses the request with a code the client can show, and revokes the session.
    clock.set(started + 2 * HOUR_MS);
    const refused = await app.inject({ method: 'GET', url: '/web-api/wallet/balance', headers: me.headers });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      code: 'session_limit',
      message: expect.stringMatching(/session limit ended this session at \d{4}-/),
    });
    // A casino round posted with the ended session is refused the same way (nothing is staked).
    const round = await app.inject({
      method: 'POST',
      url: CASINO_PATHS.rounds,
      headers: me.headers,
      payload: { roundId: randomUUID(), game: 'dice', bet: { stake: 100, direction: 'under', target: 5000 } },
    });
    expect(round.statusCode).toBe(401);
    expect(round.json()).toMatchObject({ code: 'session_limit' });
    // Revoked, not merely refused: the next request and the session check say the same.
    const again = await app.inject({
      method: 'POST',
      url: REALITY_CHECK_PATH,
      headers: me.headers,
      payload: {},
    });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'session_limit' });
    expect(
      sessionInfoSchema.parse(
        (await app.inject({ method: 'GET', url: IDENTITY_PATHS.session, headers: me.headers })).json(),
      ),
    ).toMatchObject({ authenticated: false, endedReason: 'session_limit', sessionEndsAt: null });
    const rows = await database.db
      .select({ reason: session.revokedReason })
      .from(session)
      .where(eq(session.playerId, me.playerId));
    expect(rows.map((r) => r.reason)).toEqual(['session_limit']);

    // Signing in again opens a new session, which runs under the limit from its own start.
    const signIn = await app.inject({
      method: 'POST',
      url: IDENTITY_PATHS.login,
      remoteAddress: '10.210.1.1',
      payload: { login: me.login, password: me.password },
    });
    expect(signIn.statusCode).toBe(200);
    const fresh = sessionHeaders(signIn.headers['set-cookie']);
    expect(
      (await app.inject({ method: 'GET', url: '/web-api/wallet/balance', headers: fresh })).statusCode,
    ).toBe(200);
  });

  it('RG-011 a bearer token of a session past its limit is refused by the limit service (ping)', async () => {
    const started = clock.now();
    const me = await registerAndSignIn(app);
    const auth = await bearer(app, me);
    await setSessionLimit(app, auth, 1);
    const ping = await app.inject({ method: 'POST', url: LIMIT_PATHS.ping, headers: auth });
    expect(ping.json()).toMatchObject({ sessionEndsAt: Math.floor((started + HOUR_MS) / 1000) });

    clock.set(started + HOUR_MS + 1);
    const after = await app.inject({ method: 'POST', url: LIMIT_PATHS.ping, headers: auth });
    expect(after.statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: IDENTITY_PATHS.check, headers: me.headers })).json(),
    ).toMatchObject({ code: 'session_limit' });
  });

  it('RG-011 a lowered session limit ends an older session at once; without a limit nothing ends', async () => {
    const started = clock.now();
    const me = await registerAndSignIn(app);
    clock.set(started + 3 * HOUR_MS);
    expect(
      sessionInfoSchema.parse(
        (await app.inject({ method: 'GET', url: IDENTITY_PATHS.session, headers: me.headers })).json(),
      ),
    ).toMatchObject({ authenticated: true, sessionEndsAt: null });
    // A decrease applies at once: a 2 h limit set 3 h into the session ends it on the next request.
    await setSessionLimit(app, await bearer(app, me), 2);
    const res = await app.inject({ method: 'GET', url: IDENTITY_PATHS.check, headers: me.headers });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'session_limit' });
  });
});
