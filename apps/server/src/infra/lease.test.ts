import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededDatabase, drivers, type TestDatabase } from '../test/databases';
import { createLease } from './lease';
import { workerLease } from './tables';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(drivers)('worker leases on $name', (driver) => {
  let database: TestDatabase;
  let n = 0;
  /** A lease name of its own per test. */
  const name = () => `test-${Date.now()}-${n++}`;

  beforeAll(async () => {
    database = await createSeededDatabase(driver);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const holderOf = async (leaseName: string) =>
    (await database.db.select().from(workerLease).where(eq(workerLease.name, leaseName)))[0];

  it('a free lease is taken, and renewed by its holder while another process is refused', async () => {
    const leaseName = name();
    const a = createLease(database.db, leaseName, { ttlMs: 10_000, holder: 'a' });
    const b = createLease(database.db, leaseName, { ttlMs: 10_000, holder: 'b' });
    expect(a.held()).toBe(false);
    expect(await a.acquire()).toBe(true);
    expect(a.held()).toBe(true);
    const first = await holderOf(leaseName);
    expect(first?.holder).toBe('a');
    expect(await b.acquire()).toBe(false);
    expect(b.held()).toBe(false);
    await sleep(20);
    expect(await a.acquire()).toBe(true);
    const renewed = await holderOf(leaseName);
    expect(renewed?.holder).toBe('a');
    expect(renewed!.expiresAt.getTime()).toBeGreaterThan(first!.expiresAt.getTime());
  });

  it('a holder that stops renewing loses the lease to another process once its term has run out', async () => {
    const leaseName = name();
    const dead = createLease(database.db, leaseName, { ttlMs: 300, holder: 'dead' });
    const next = createLease(database.db, leaseName, { ttlMs: 300, holder: 'next' });
    expect(await dead.acquire()).toBe(true);
    expect(await next.acquire()).toBe(false);
    await sleep(400);
    expect(dead.held()).toBe(false);
    expect(await next.acquire()).toBe(true);
    expect((await holderOf(leaseName))?.holder).toBe('next');
    // The old holder, come back, finds the lease taken.
    expect(await dead.acquire()).toBe(false);
  });

  it('a released lease is taken at once by another process', async () => {
    const leaseName = name();
    const a = createLease(database.db, leaseName, { ttlMs: 60_000, holder: 'a' });
    const b = createLease(database.db, leaseName, { ttlMs: 60_000, holder: 'b' });
    expect(await a.acquire()).toBe(true);
    await a.release();
    expect(a.held()).toBe(false);
    expect(await b.acquire()).toBe(true);
    // Releasing a lease held by another process changes nothing.
    await a.release();
    expect((await holderOf(leaseName))?.holder).toBe('b');
  });

  it('of contenders asking at the same moment, exactly one holds the lease', async () => {
    for (let round = 0; round < 5; round++) {
      const leaseName = name();
      const contenders = Array.from({ length: 6 }, (_, i) =>
        createLease(database.db, leaseName, { ttlMs: 10_000, holder: `p${i}` }),
      );
      const answers = await Promise.all(contenders.map((c) => c.acquire()));
      expect(answers.filter(Boolean)).toHaveLength(1);
      const winner = contenders[answers.indexOf(true)]!;
      expect((await holderOf(leaseName))?.holder).toBe(winner.holder);
    }
  });

  it('names are independent leases, and every process gets a holder name of its own', async () => {
    const a = createLease(database.db, name());
    const b = createLease(database.db, name());
    expect(a.holder).not.toBe(b.holder);
    expect(await a.acquire()).toBe(true);
    expect(await b.acquire()).toBe(true);
  });
});
