import {
  authErrorSchema,
  CSRF_HEADER,
  IDENTITY_PATHS as P,
  sessionCheckSchema,
  sessionInfoSchema,
  signedInSchema,
  userTokenResponseSchema,
} from '@betline/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drivers, useSeededApp } from '../../test/databases';
import { cookiesOf, registerAndSignIn, sessionHeaders } from '../../test/players';
import { session } from './tables';

describe.each(drivers)('sessions and sign-in on $name', (driver) => {
  const server = useSeededApp(driver);

  it('API-038 the session check answers the userId of the signed-in player', async () => {
    const me = await registerAndSignIn(server.app);
    const res = await server.app.inject({ method: 'GET', url: P.check, headers: me.headers });
    expect(res.statusCode).toBe(200);
    expect(sessionCheckSchema.parse(res.json()).userId).toBe(me.playerId);
  });

  it('API-038 without a session the check answers 401 with a JSON error', async () => {
    const res = await server.app.inject({ method: 'GET', url: P.check });
    expect(res.statusCode).toBe(401);
    expect(authErrorSchema.parse(res.json()).code).toBe('unauthenticated');
  });

  it('AUTH-023 API-027 sign-in with login and password sets httpOnly, SameSite=Lax session cookies', async () => {
    const me = await registerAndSignIn(server.app);
    const res = await server.app.inject({
      method: 'POST',
      url: P.login,
      payload: { login: me.login, password: me.password },
    });
    expect(res.statusCode).toBe(200);
    expect(signedInSchema.parse(res.json()).userId).toBe(me.playerId);
    const lines = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const session = lines.find((l) => l.startsWith('betline_session='));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).not.toMatch(/Secure/i); // plain HTTP here
    const csrf = lines.find((l) => l.startsWith('betline_csrf='));
    expect(csrf).not.toMatch(/HttpOnly/i);
  });

  it('API-035 disconnect revokes the session on the server: the old cookie no longer works', async () => {
    const me = await registerAndSignIn(server.app);
    const out = await server.app.inject({ method: 'POST', url: P.disconnect, headers: me.headers });
    expect(out.statusCode).toBe(200);
    const again = await server.app.inject({ method: 'GET', url: P.check, headers: me.headers });
    expect(again.statusCode).toBe(401);
  });

  it('disconnect without the CSRF header is refused (403) and the session stays', async () => {
    const me = await registerAndSignIn(server.app);
    const headers = { cookie: me.headers.cookie! };
    const out = await server.app.inject({ method: 'POST', url: P.disconnect, headers });
    expect(out.statusCode).toBe(403);
    expect(authErrorSchema.parse(out.json()).code).toBe('csrf_failed');
    const wrong = await server.app.inject({
      method: 'POST',
      url: P.disconnect,
      headers: { ...headers, [CSRF_HEADER]: 'x'.repeat(43) },
    });
    expect(wrong.statusCode).toBe(403);
    const check = await server.app.inject({ method: 'GET', url: P.check, headers: me.headers });
    expect(check.statusCode).toBe(200);
  });

  it('a session opened with a user token ends with the session that issued the token, and so do its own', async () => {
    const { app } = server;
    const tokenOf = async (headers: Record<string, string>) =>
      userTokenResponseSchema.parse((await app.inject({ method: 'GET', url: P.userToken, headers })).json())
        .token;
    const signInWith = async (token: string, remoteAddress: string) => {
      const res = await app.inject({ method: 'POST', url: P.loginToken, remoteAddress, payload: { token } });
      expect(res.statusCode).toBe(200);
      return sessionHeaders(res.headers['set-cookie']);
    };
    const first = await registerAndSignIn(app);
    const second = await signInWith(await tokenOf(first.headers), '10.31.0.1');
    const third = await signInWith(await tokenOf(second), '10.31.0.2');
    const spare = await tokenOf(third);
    for (const headers of [first.headers, second, third]) {
      expect((await app.inject({ method: 'GET', url: P.check, headers })).statusCode).toBe(200);
    }
    // The first session signs out: the sessions opened from its token (directly or not) end with it.
    const out = await app.inject({ method: 'POST', url: P.disconnect, headers: first.headers });
    expect(out.statusCode).toBe(200);
    for (const headers of [first.headers, second, third]) {
      const check = await app.inject({ method: 'GET', url: P.check, headers });
      expect(check.statusCode).toBe(401);
    }
    // A token of an ended session opens nothing.
    const late = await app.inject({
      method: 'POST',
      url: P.loginToken,
      remoteAddress: '10.31.0.3',
      payload: { token: spare },
    });
    expect(late.statusCode).toBe(401);
  });

  it('a session opened with a user token is refused once its parent has ended, even if it was not revoked with it', async () => {
    const { app, database } = server;
    const first = await registerAndSignIn(app);
    const token = userTokenResponseSchema.parse(
      (await app.inject({ method: 'GET', url: P.userToken, headers: first.headers })).json(),
    ).token;
    const res = await app.inject({
      method: 'POST',
      url: P.loginToken,
      remoteAddress: '10.31.0.4',
      payload: { token },
    });
    const child = sessionHeaders(res.headers['set-cookie']);
    const rowsOf = () => database.db.select().from(session).where(eq(session.playerId, first.playerId));
    const [parentRow] = (await rowsOf()).filter((r) => r.parentId === null);
    const [childRow] = (await rowsOf()).filter((r) => r.parentId === parentRow!.id);
    // It never outlives its parent: its expiry is the parent's at most.
    expect(childRow!.expiresAt.getTime()).toBeLessThanOrEqual(parentRow!.expiresAt.getTime());
    // The parent ends without a sign-out (here it expires): the child is refused, and revoked with it.
    await database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.id, parentRow!.id));
    expect((await app.inject({ method: 'GET', url: P.check, headers: child })).statusCode).toBe(401);
    const [after] = (await rowsOf()).filter((r) => r.id === childRow!.id);
    expect(after!.revokedAt).not.toBeNull();
  });

  it('sessions rotate on sign-in: the session of the browser before is revoked', async () => {
    const me = await registerAndSignIn(server.app);
    const res = await server.app.inject({
      method: 'POST',
      url: P.login,
      headers: { cookie: me.headers.cookie! },
      payload: { login: me.login, password: me.password },
    });
    expect(res.statusCode).toBe(200);
    const fresh = sessionHeaders(res.headers['set-cookie']);
    expect(fresh.cookie).not.toBe(me.headers.cookie);
    expect((await server.app.inject({ method: 'GET', url: P.check, headers: me.headers })).statusCode).toBe(
      401,
    );
    expect((await server.app.inject({ method: 'GET', url: P.check, headers: fresh })).statusCode).toBe(200);
  });

  it('API-004 GET /web-api/session is answered uncached, signed in or not', async () => {
    const guest = await server.app.inject({ method: 'GET', url: P.session });
    expect(guest.statusCode).toBe(200);
    expect(guest.headers['cache-control']).toBe('no-store');
    expect(sessionInfoSchema.parse(guest.json())).toMatchObject({ authenticated: false, userId: null });
    const me = await registerAndSignIn(server.app);
    const res = await server.app.inject({ method: 'GET', url: P.session, headers: me.headers });
    expect(sessionInfoSchema.parse(res.json())).toMatchObject({ authenticated: true, userId: me.playerId });
  });

  it('the session cookie is never the stored id, and a forged cookie is refused', async () => {
    const me = await registerAndSignIn(server.app);
    const token = cookiesOf(me.headers.cookie!.split('; '))['betline_session'];
    expect(token).toBeTruthy();
    const forged = await server.app.inject({
      method: 'GET',
      url: P.check,
      headers: { cookie: `betline_session=${'A'.repeat(43)}` },
    });
    expect(forged.statusCode).toBe(401);
  });
});
