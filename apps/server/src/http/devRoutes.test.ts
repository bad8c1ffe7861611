import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { readEnv } from '../env';
import { readFeedEnv } from '../modules/feed/env';
import { createSeededDatabase, drivers, type TestDatabase } from '../test/databases';
import { demoOptions } from './devRoutes';

/** A demo or development path: `/demo/`, `/dev/` or `/demo-...` anywhere in it. */
const DEV_PATH = /\/(?:demo|dev)(?:\/|-)/i;

/** Every registered path (`METHOD path`), read from the router's table. */
function routePaths(app: App): string[] {
  const paths: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)(?:├──|└──) (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    if (match[3]) paths.push(`${match[3]} ${stack.join('')}`);
  }
  return paths;
}

/** The app as a start with this environment builds it (the switches `main.ts` derives from the env). */
function appFor(database: TestDatabase, env: NodeJS.ProcessEnv): App {
  return buildApp({
    db: database,
    webDistDir: null,
    ...demoOptions(readEnv(env, '/srv/betline'), readFeedEnv(env)),
  });
}

describe.each(drivers)('demo and development routes on $name', (driver) => {
  let database: TestDatabase;
  let production: App;
  let demo: App;

  beforeAll(async () => {
    database = await createSeededDatabase(driver);
    production = appFor(database, { NODE_ENV: 'production' });
    demo = appFor(database, { NODE_ENV: 'production', DEMO_MODE: 'true' });
    await Promise.all([production.ready(), demo.ready()]);
  });
  afterAll(async () => {
    await production?.close();
    await demo?.close();
    await database?.dispose();
  });

  it('a production start (NODE_ENV=production, no DEMO_MODE) registers none of them', async () => {
    const paths = routePaths(production);
    expect(paths.length).toBeGreaterThan(50);
    expect(paths.filter((p) => DEV_PATH.test(p))).toEqual([]);
    // A visitor without a session or CSRF header cannot finish a game, read the outbox or peek a code: no
    // route answers (not a route's own 404).
    const finish = await production.inject({
      method: 'POST',
      url: '/web-api/sportsbook/demo/games/1/finish',
    });
    expect(finish.statusCode).toBe(404);
    expect(finish.json()).toMatchObject({ message: expect.stringMatching(/^No route POST /) });
    for (const url of [
      '/web-api/dev/outbox',
      '/dev/outbox',
      '/web-api/dev/two-step-code?login=demo2fa',
      '/web-api/demo/switches',
    ]) {
      const res = await production.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: expect.stringMatching(/^No route GET /) });
    }
    // Social sign-in has no provider but the demo one, which vouches for any e-mail: it is off.
    const social = await production.inject({ method: 'GET', url: '/web-api/auth/oauth/google/start' });
    expect(social.statusCode).toBe(404);
    expect(social.json()).toMatchObject({ message: expect.stringMatching(/social sign-in is off/) });
  });

  it('with DEMO_MODE=true they are all there, in production too', async () => {
    expect(routePaths(demo).filter((p) => DEV_PATH.test(p))).toEqual(
      expect.arrayContaining([
        'POST /web-api/sportsbook/demo/games/:gameId/fast-forward',
        'POST /web-api/sportsbook/demo/games/:gameId/finish',
        'POST /web-api/sportsbook/demo/games/:gameId/suspend',
        'POST /web-api/sportsbook/demo/games/:gameId/hold',
        'GET, HEAD, POST /web-api/demo/switches',
        'GET, HEAD /web-api/dev/outbox',
        'GET, HEAD /dev/outbox',
        'GET, HEAD /web-api/dev/two-step-code',
        'GET, HEAD /social-api/demo-oauth/:provider/authorize',
        'POST /social-api/demo-oauth/:provider/approve',
        'POST /social-api/demo-oauth/:provider/token',
        'GET, HEAD /social-api/demo-oauth/:provider/userinfo',
        'POST /social-api/demo-oauth/google/one-tap/credential',
      ]),
    );
    expect((await demo.inject({ method: 'GET', url: '/web-api/demo/switches' })).statusCode).toBe(200);
  });

  it('outside production they are there without DEMO_MODE (the demo switches answer only with it)', async () => {
    const development = appFor(database, {});
    try {
      await development.ready();
      expect(routePaths(development).filter((p) => DEV_PATH.test(p)).length).toBeGreaterThanOrEqual(13);
      const switches = await development.inject({ method: 'GET', url: '/web-api/demo/switches' });
      expect(switches.statusCode).toBe(404);
      expect(switches.json()).toMatchObject({ message: expect.stringMatching(/DEMO_MODE=true/) });
    } finally {
      await development.close();
    }
  });
});
