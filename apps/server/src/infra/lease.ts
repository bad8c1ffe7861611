/**
 * Leases of background work (docs/adr/0034-worker-leases.md): with several server processes on one site, one
 * of them at a time does a kind of background work (the settlement sweep, the withdrawal approver). The lease is
 * a row of `worker_lease` (name, holder, expires_at) in the site's database. Taking it and renewing it is one
 * atomic statement: the row is written only where it is missing, has expired or is already ours, and the
 * statement answers who holds it. A holder that dies stops renewing; another process takes the lease over once
 * it has expired (`ttlMs` after the last renewal). Times are the database's (`now()`), so the processes' clocks
 * need not agree.
 *
 * A lease saves doing the work twice; it does not make the work correct. A holder that stalls past its term
 * may still be finishing a step when the next one starts, so every step of leased work is safe to run twice
 * (guarded status changes, one ledger transaction per key).
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { workerLease } from './tables';

/** Default term of a lease (WORKER_LEASE_MS). */
export const DEFAULT_WORKER_LEASE_MS = 15_000;

export interface Lease {
  readonly name: string;
  /** This process's name for itself in `worker_lease.holder` (host, process id, random part). */
  readonly holder: string;
  readonly ttlMs: number;
  /**
   * Takes the lease when nobody holds it or its term has run out, or renews it when this process holds it.
   * True when this process holds it now (for `ttlMs` from this call).
   */
  acquire(): Promise<boolean>;
  /** Whether the last `acquire` took or renewed the lease and its term has not run out since (local clock). */
  held(): boolean;
  /** Gives the lease up (when held), so that another process takes it at once. */
  release(): Promise<void>;
}

export interface LeaseOptions {
  /** Term of the lease; the holder renews well within it. Default 15 s. */
  ttlMs?: number;
  /** Default: `<host>:<pid>:<random>`. */
  holder?: string;
}

/** A name for this process, unique among processes (a restarted process is another holder). */
export function processHolder(): string {
  return `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
}

export function createLease(db: Db, name: string, options: LeaseOptions = {}): Lease {
  const ttlMs = Math.max(100, options.ttlMs ?? DEFAULT_WORKER_LEASE_MS);
  const holder = options.holder ?? processHolder();
  // The local deadline of the term: counted from before the statement was sent, a little short of the term.
  let heldUntil = 0;
  return {
    name,
    holder,
    ttlMs,
    async acquire() {
      const sent = performance.now();
      const expiresAt = sql`now() + ${`${ttlMs} milliseconds`}::interval`;
      const rows = await db
        .insert(workerLease)
        .values({ name, holder, expiresAt })
        .onConflictDoUpdate({
          target: workerLease.name,
          set: { holder, expiresAt: sql`excluded.expires_at` },
          setWhere: or(eq(workerLease.holder, holder), lt(workerLease.expiresAt, sql`now()`)),
        })
        .returning({ holder: workerLease.holder });
      const ours = rows[0]?.holder === holder;
      heldUntil = ours ? sent + ttlMs * 0.9 : 0;
      return ours;
    },
    held() {
      return performance.now() < heldUntil;
    },
    async release() {
      heldUntil = 0;
      await db.delete(workerLease).where(and(eq(workerLease.name, name), eq(workerLease.holder, holder)));
    },
  };
}

export interface LeaseKeeper {
  /** Tries to take the lease now, then every third of its term (renewing it while held). */
  start(): Promise<void>;
  /** Stops trying and gives the lease up when held. */
  stop(): Promise<void>;
}

/**
 * Keeps `lease` from `start()` to `stop()`: the holder renews it every third of its term, the others try to take
 * it as often (so one of them takes over within a term and a third of the holder's death). A failed attempt
 * (the database away) is reported to `onError`; the lease then runs out and `held()` turns false.
 */
export function leaseKeeper(lease: Lease, onError: (error: unknown) => void): LeaseKeeper {
  let timer: NodeJS.Timeout | undefined;
  let attempt: Promise<unknown> | undefined;
  const tryNow = () => {
    attempt ??= lease
      .acquire()
      .catch(onError)
      .finally(() => {
        attempt = undefined;
      });
    return attempt;
  };
  return {
    async start() {
      if (timer) return;
      timer = setInterval(() => void tryNow(), Math.max(50, Math.floor(lease.ttlMs / 3)));
      timer.unref();
      await tryNow();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await attempt;
      if (lease.held()) await lease.release().catch(onError);
    },
  };
}
