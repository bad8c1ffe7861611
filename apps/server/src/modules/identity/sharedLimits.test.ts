/**
 * Two server processes on one database (two apps, two identity services) share sign-in counters: failures
 * on one count on the other, whether the counters live in the database or in Redis (REDIS_URL).
 */
import { authErrorSchema, IDENTITY_PATHS as P } from '@betline/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { createRedisRateLimitStore, type RateLimitStore } from '../../infra/rateLimit';
import { createSeededDatabase, drivers, type TestDatabase } from '../../test/databases';
import { CHEAP_CAPTCHA, solveCaptcha } from '../../test/captcha';
import { registerAndSignIn } from '../../test/players';
import { createIdentityService } from './service';

const redisUrl = process.env.REDIS_URL;
// Redis is shared by every test database (whose player ids repeat): each describe counts in a namespace of its own.
const stores: { name: string; make: (namespace: string) => RateLimitStore | undefined }[] = [
  { name: 'database counters', make: () => undefined },
  ...(redisUrl
    ? [
        {
          name: 'Redis counters',
          make: (namespace: string) => createRedisRateLimitStore(redisUrl, { namespace }),
        },
      ]
    : []),
];

describe.each(drivers)('two server processes on $name', (driver) => {
  describe.each(stores)('with $name', ({ make }) => {
    let database: TestDatabase;
    let first: App;
    let second: App;
    const opened: RateLimitStore[] = [];

    beforeAll(async () => {
      database = await createSeededDatabase(driver);
      const namespace = randomUUID();
      const apps = [0, 1].map(() => {
        const rateLimits = make(namespace);
        if (rateLimits) opened.push(rateLimits);
        // One CAPTCHA_HMAC_KEY for the site: a challenge of one process is solved for the other.
        const captcha = { ...CHEAP_CAPTCHA, hmacKey: 'one-key-for-every-process' };
        const identity = createIdentityService(
          database.db,
          rateLimits ? { rateLimits, captcha } : { captcha },
        );
        return buildApp({ db: database, webDistDir: null, identity });
      });
      [first, second] = apps as [App, App];
      await Promise.all(apps.map((a) => a.ready()));
    });
    afterAll(async () => {
      await first?.close();
      await second?.close();
      for (const store of opened) await store.close();
      await database?.dispose();
    });

    it('failed sign-ins on one process count on the other: the captcha is required after 3 in all', async () => {
      const me = await registerAndSignIn(first);
      const attempt = (app: App, i: number) =>
        app.inject({
          method: 'POST',
          url: P.login,
          remoteAddress: `100.80.${i}.${Math.floor(Math.random() * 200) + 1}`,
          payload: { login: me.login, password: `wrong-${i}` },
        });
      expect((await attempt(first, 1)).statusCode).toBe(401);
      expect((await attempt(second, 2)).statusCode).toBe(401);
      expect((await attempt(first, 3)).statusCode).toBe(401);
      const fourth = await attempt(second, 4);
      expect(authErrorSchema.parse(fourth.json()).code).toBe('captcha_required');
      // A session opened on one process is known to the other.
      const check = await second.inject({ method: 'GET', url: P.check, headers: me.headers });
      expect(check.json()).toEqual({ userId: me.playerId });
    });

    it('a captcha solution used on one process is refused on the other', async () => {
      const me = await registerAndSignIn(first);
      const attempt = (app: App, password: string, captcha?: string) =>
        app.inject({
          method: 'POST',
          url: P.login,
          remoteAddress: `100.81.0.${Math.floor(Math.random() * 200) + 1}`,
          payload: { login: me.login, password, ...(captcha ? { captcha } : {}) },
        });
      for (let i = 0; i < 3; i += 1) await attempt(i % 2 ? first : second, `wrong-${i}`);
      const solution = await solveCaptcha(first);
      const used = await attempt(first, 'wrong-again', solution);
      expect(authErrorSchema.parse(used.json()).code).toBe('invalid_credentials');
      const replayed = await attempt(second, me.password, solution);
      expect(authErrorSchema.parse(replayed.json()).code).toBe('captcha_required');
    });
  });
});
