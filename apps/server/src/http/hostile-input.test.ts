/**
 * Every route of the server, asked with malformed and hostile input (broken JSON, wrong types, huge and negative
 * numbers, odd path parameters and queries), as a guest and as a signed-in player: none may answer 5xx. The
 * routes come from the server's own table (`printRoutes`), so a new route is covered the day it is added.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { createSeededDatabase, drivers, type TestDatabase } from '../test/databases';
import { registerAndSignIn, type SignedInPlayer } from '../test/players';

/** `METHOD path` pairs from Fastify's route tree (`printRoutes({ commonPrefix: false })`), HEAD left out. */
function routesOf(tree: string): { method: string; path: string }[] {
  const out: { method: string; path: string }[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ├└─]*)(\S+)(?: \(([^)]+)\))?$/.exec(line.trimEnd());
    if (!match) continue;
    const depth = Math.floor(match[1]!.length / 4);
    stack.length = depth;
    const full = (stack[depth - 1] ?? '') + match[2]!;
    stack[depth] = full;
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') out.push({ method, path: full });
  }
  return out;
}

const PARAMS = ['abc', '-1', '0', '99999999999999999999', '1.5', '%00', "'", 'null'];
const QUERIES = [
  '',
  '?lang=%ZZ',
  '?limit=-5&offset=abc',
  '?from=xyz&to=2026-99-99',
  `?groups=${'a'.repeat(5000)}`,
  '?sportId=1e99&timeFilter=9',
  '?q[]=1&q[a]=2',
];
const BODIES: unknown[] = [
  '{bad json',
  '[]',
  'null',
  '"text"',
  '123',
  {},
  {
    amount: 'x',
    id: -1,
    couponId: 'a',
    accountId: {},
    currencyId: 1e308,
    limits: 'x',
    bets: 'x',
    lang: 5,
    url: 7,
  },
  { amount: -1e300, bets: [{}], limits: [{ limitType: 'a' }], url: null, items: [null] },
];

describe.each(drivers.slice(0, 1))('hostile input on $name', (driver) => {
  let database: TestDatabase;
  let app: App;
  let player: SignedInPlayer;

  beforeAll(async () => {
    database = await createSeededDatabase(driver);
    app = buildApp({ db: database, webDistDir: null });
    await app.ready();
    player = await registerAndSignIn(app);
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('no route answers 5xx to malformed input, signed in or not', { timeout: 120_000 }, async () => {
    const routes = routesOf(app.printRoutes({ commonPrefix: false }));
    expect(routes.length).toBeGreaterThan(100);
    const failures: string[] = [];
    const statuses = new Set<number>();
    for (const { method, path } of routes) {
      for (const param of path.includes(':') ? PARAMS : ['']) {
        const url = path.replace(/:[A-Za-z]+/g, encodeURIComponent(param).replace(/%25/g, '%'));
        for (const query of method === 'GET' ? QUERIES : ['']) {
          for (const body of method === 'GET' || method === 'DELETE' ? [undefined] : BODIES) {
            for (const headers of [{ ...player.headers }, {}] as Record<string, string>[]) {
              let payload: string | undefined;
              if (body !== undefined) {
                headers['content-type'] = 'application/json';
                payload = typeof body === 'string' ? body : JSON.stringify(body);
              }
              const res = await app.inject({ method: method as 'GET', url: url + query, headers, payload });
              statuses.add(res.statusCode);
              if (res.statusCode >= 500) {
                failures.push(
                  `${method} ${url}${query} ${String(payload)} -> ${res.statusCode} ${res.body.slice(0, 160)}`,
                );
              }
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // The input reached the routes' validation (not only the sign-in or rate-limit gates).
    expect(statuses.has(400)).toBe(true);
    expect(statuses.has(200)).toBe(true);
  });
});
