import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryBus } from '../../infra/bus';
import { createLease } from '../../infra/lease';
import { createSeededDatabase, drivers, type TestDatabase } from '../../test/databases';
import { FEED_SUBJECT_PREFIX, type FeedService } from '../feed/service';
import type { Betting } from './bets';
import type { Settlement } from './settlement';
import { startBettingWorker } from './worker';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `check` is true (at most `ms`). */
async function until(check: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await sleep(20);
}

describe.each(drivers)('the betting worker of several processes on $name', (driver) => {
  let database: TestDatabase;
  let n = 0;
  beforeAll(async () => {
    database = await createSeededDatabase(driver);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  /** A server process's worker on the shared database and bus, with a settlement that counts its calls. */
  async function serverProcess(leaseName: string, bus: ReturnType<typeof createMemoryBus>) {
    const calls = { sweeps: 0, games: [] as number[] };
    const settlement = {
      settleDue: async () => {
        calls.sweeps += 1;
        return 0;
      },
      decideVipBets: async () => ({ accepted: 0, declined: 0 }),
      settleGame: async (gameId: number) => {
        calls.games.push(gameId);
        return 0;
      },
    } as unknown as Settlement;
    const app = Fastify();
    const lease = createLease(database.db, leaseName, { ttlMs: 600 });
    startBettingWorker(app, {
      db: database.db,
      feed: { bus } as unknown as FeedService,
      betting: {} as Betting,
      settlement,
      lease,
      intervalMs: 30,
    });
    await app.ready();
    return { app, calls, lease };
  }

  it('one process sweeps and settles finished games; the other takes over when it stops', async () => {
    const leaseName = `betting-${n++}`;
    const bus = createMemoryBus();
    const a = await serverProcess(leaseName, bus);
    const b = await serverProcess(leaseName, bus);
    try {
      await sleep(300);
      const [holder, other] = a.lease.held() ? [a, b] : [b, a];
      expect(holder.lease.held()).toBe(true);
      expect(other.lease.held()).toBe(false);
      expect(holder.calls.sweeps).toBeGreaterThan(2);
      expect(other.calls.sweeps).toBe(0);
      await bus.publish(`${FEED_SUBJECT_PREFIX}.7`, { gameId: 7, status: 'finished' });
      await bus.publish(`${FEED_SUBJECT_PREFIX}.8`, { gameId: 8, status: 'live' });
      expect(holder.calls.games).toEqual([7]);
      expect(other.calls.games).toEqual([]);

      // A graceful stop gives the lease up: the other process takes it at its next attempt.
      await holder.app.close();
      await until(() => other.calls.sweeps > 0, 2_000);
      expect(other.lease.held()).toBe(true);
      expect(other.calls.sweeps).toBeGreaterThan(0);
    } finally {
      await a.app.close();
      await b.app.close();
    }
  });

  it('a holder that dies without giving the lease up is taken over once its term has run out', async () => {
    const leaseName = `betting-${n++}`;
    // The lease of a process that was killed: nobody renews it.
    const dead = createLease(database.db, leaseName, { ttlMs: 700 });
    expect(await dead.acquire()).toBe(true);
    const started = Date.now();
    const next = await serverProcess(leaseName, createMemoryBus());
    try {
      await sleep(300);
      expect(next.calls.sweeps).toBe(0);
      await until(() => next.calls.sweeps > 0, 3_000);
      expect(next.calls.sweeps).toBeGreaterThan(0);
      expect(Date.now() - started).toBeGreaterThanOrEqual(650);
      expect(await dead.acquire()).toBe(false);
    } finally {
      await next.app.close();
    }
  });
});
