/**
 * Rate-limit counters shared by every server process: fixed windows kept in the database by default
 * (`rate_limit_counter`), or in Redis when `REDIS_URL` is set. Modules depend on `RateLimitStore` only.
 * `fastifyRateLimitStore` adapts a store to @fastify/rate-limit's store interface.
 */
import { lt, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Db } from '../db/client';
import { rateLimitCounter } from './tables';

export interface RateLimitHit {
  /** Hits in the current window, this one included. */
  count: number;
  /** When the window ends (epoch ms). */
  resetAt: number;
}

export interface RateLimitStore {
  readonly kind: 'database' | 'redis';
  /** Counts one hit for `key` in a window of `windowMs` (a new window starts after the old one ends). */
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
  /** The current window of `key`, without counting (count 0 when none is open). */
  peek(key: string): Promise<RateLimitHit>;
  /** Forgets `key` (e.g. after a successful sign-in). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createDatabaseRateLimitStore(db: Db, now: () => number = Date.now): RateLimitStore {
  let lastSweep = 0;
  return {
    kind: 'database',
    async hit(key, windowMs) {
      const at = now();
      const current = new Date(at);
      const next = new Date(at + windowMs);
      const [row] = await db
        .insert(rateLimitCounter)
        .values({ key, count: 1, resetAt: next })
        .onConflictDoUpdate({
          target: rateLimitCounter.key,
          set: {
            count: sql`case when ${rateLimitCounter.resetAt} <= ${current.toISOString()}::timestamptz then 1 else ${rateLimitCounter.count} + 1 end`,
            resetAt: sql`case when ${rateLimitCounter.resetAt} <= ${current.toISOString()}::timestamptz then ${next.toISOString()}::timestamptz else ${rateLimitCounter.resetAt} end`,
          },
        })
        .returning({ count: rateLimitCounter.count, resetAt: rateLimitCounter.resetAt });
      // Expired windows are swept now and then so the table stays small.
      if (at - lastSweep > 60_000) {
        lastSweep = at;
        await db.delete(rateLimitCounter).where(lt(rateLimitCounter.resetAt, current));
      }
      if (!row) throw new Error('rate limit: no row returned');
      return { count: row.count, resetAt: row.resetAt.getTime() };
    },
    async peek(key) {
      const rows = await db
        .select({ count: rateLimitCounter.count, resetAt: rateLimitCounter.resetAt })
        .from(rateLimitCounter)
        .where(sql`${rateLimitCounter.key} = ${key}`);
      const row = rows[0];
      if (!row || row.resetAt.getTime() <= now()) return { count: 0, resetAt: now() };
      return { count: row.count, resetAt: row.resetAt.getTime() };
    },
    async reset(key) {
      await db.delete(rateLimitCounter).where(sql`${rateLimitCounter.key} = ${key}`);
    },
    async close() {},
  };
}

/** Keys in Redis are prefixed so that a shared Redis can hold other data too. */
const REDIS_PREFIX = 'betline:rl:';

const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

/**
 * Counters in Redis, shared by every process of one site. `namespace` keeps the counters of sites (or of test
 * databases, whose player ids repeat) that share one Redis apart.
 */
export function createRedisRateLimitStore(url: string, options: { namespace?: string } = {}): RateLimitStore {
  const prefix = options.namespace ? `${REDIS_PREFIX}${options.namespace}:` : REDIS_PREFIX;
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  // Without a listener a lost connection would crash the process; commands fail (and are logged) instead.
  redis.on('error', () => {});
  return {
    kind: 'redis',
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, String(windowMs))) as [
        number,
        number,
      ];
      return { count, resetAt: Date.now() + ttl };
    },
    async peek(key) {
      const [value, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return { count: value ? Number(value) : 0, resetAt: Date.now() + Math.max(ttl, 0) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      redis.disconnect();
    },
  };
}

/** The store of the environment: Redis when `redisUrl` is given, else the database. */
export function createRateLimitStore(db: Db, redisUrl?: string, namespace?: string): RateLimitStore {
  return redisUrl ? createRedisRateLimitStore(redisUrl, { namespace }) : createDatabaseRateLimitStore(db);
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store constructor for @fastify/rate-limit (`store` option) backed by `store`: the plugin's counters then
 * live where ours do, shared by every process.
 */
export function fastifyRateLimitStore(store: RateLimitStore, rootPrefix: string) {
  return class SharedRateLimitStore {
    private readonly prefix: string;
    constructor(options?: object) {
      const route = (options as { routeInfo?: { method?: unknown; url?: unknown } } | undefined)?.routeInfo;
      // Each route with its own limit counts in its own keys.
      this.prefix =
        typeof route?.url === 'string' ? `${rootPrefix}:${String(route.method)}:${route.url}` : rootPrefix;
    }
    incr(key: string, callback: Callback, timeWindow: number) {
      store.hit(`${this.prefix}:${key}`, timeWindow).then(
        (hit) => callback(null, { current: hit.count, ttl: Math.max(hit.resetAt - Date.now(), 0) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    read(key: string, callback: Callback) {
      store.peek(`${this.prefix}:${key}`).then(
        (hit) => callback(null, { current: hit.count, ttl: Math.max(hit.resetAt - Date.now(), 0) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    child(routeOptions: object) {
      return new SharedRateLimitStore(routeOptions);
    }
  };
}
