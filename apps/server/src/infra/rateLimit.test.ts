import { describe, expect, it } from 'vitest';
import { createSeededDatabase, drivers } from '../test/databases';
import { createDatabaseRateLimitStore, createRedisRateLimitStore, type RateLimitStore } from './rateLimit';

async function sharedCounting(a: RateLimitStore, b: RateLimitStore, key: string) {
  expect((await a.hit(key, 60_000)).count).toBe(1);
  expect((await b.hit(key, 60_000)).count).toBe(2);
  expect((await a.peek(key)).count).toBe(2);
  await b.reset(key);
  expect((await a.peek(key)).count).toBe(0);
}

describe.each(drivers)('the database rate-limit store on $name', (driver) => {
  it('two stores (two server processes) on one database share their counters', async () => {
    const database = await createSeededDatabase(driver);
    try {
      await sharedCounting(
        createDatabaseRateLimitStore(database.db),
        createDatabaseRateLimitStore(database.db),
        `k-${Date.now()}`,
      );
    } finally {
      await database.dispose();
    }
  });

  it('a window ends: the count starts again after resetAt', async () => {
    const database = await createSeededDatabase(driver);
    try {
      let now = 1_000_000;
      const store = createDatabaseRateLimitStore(database.db, () => now);
      await store.hit('w', 1_000);
      const second = await store.hit('w', 1_000);
      expect(second).toEqual({ count: 2, resetAt: 1_001_000 });
      now += 1_000;
      expect(await store.hit('w', 1_000)).toEqual({ count: 1, resetAt: 1_002_000 });
    } finally {
      await database.dispose();
    }
  });
});

const redisUrl = process.env.REDIS_URL;
describe.skipIf(!redisUrl)('the Redis rate-limit store (REDIS_URL)', () => {
  it('two stores (two server processes) share their counters; windows expire', async () => {
    const a = createRedisRateLimitStore(redisUrl!);
    const b = createRedisRateLimitStore(redisUrl!);
    try {
      await sharedCounting(a, b, `test-${Date.now()}-${Math.random()}`);
      const key = `short-${Date.now()}-${Math.random()}`;
      await a.hit(key, 50);
      await new Promise((done) => setTimeout(done, 80));
      expect((await b.hit(key, 50)).count).toBe(1);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
