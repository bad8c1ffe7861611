/**
 * The idempotency store of money-moving requests (Stripe's model): the first request with a key does the
 * work and its answer is stored, in the same database transaction as the work; a later request with the same
 * key and the same parameters gets the stored answer again and moves nothing; with other parameters it gets
 * a 409. Keys are per player and per operation, and kept for `ttlMs` (7 days by default, at least 24 h).
 *
 * Concurrency: the key row is inserted first, so a second request with the same key waits on the unique
 * index until the first commits, then reads its answer. A business refusal (a 4xx `HttpError` thrown by the
 * work) is stored as the answer too: the work ran in a savepoint that is rolled back, the key row stays.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { HttpError, httpErrorBody } from '../../http/errors';
import { idempotencyRecord } from './tables';

export const MIN_IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_IDEMPOTENCY_TTL_MS = 7 * MIN_IDEMPOTENCY_TTL_MS;

export interface IdempotentAnswer<T = unknown> {
  statusCode: number;
  body: T;
}

export interface IdempotentRequest {
  scope: string;
  ownerId: number;
  key: string;
  /** The request's parameters (JSON-serialisable); compared by a hash of their canonical JSON. */
  params: unknown;
}

/** JSON with object keys sorted, so that `{a,b}` and `{b,a}` hash alike. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export class IdempotencyConflictError extends HttpError {
  constructor(key: string) {
    super(
      409,
      `Idempotency-Key '${key}' was already used with different parameters; send a new key for a new request`,
    );
    this.name = 'IdempotencyConflictError';
  }
}

export function createIdempotencyStore(db: Db, options: { ttlMs?: number } = {}) {
  const ttlMs = Math.max(options.ttlMs ?? DEFAULT_IDEMPOTENCY_TTL_MS, MIN_IDEMPOTENCY_TTL_MS);

  async function run<T>(
    request: IdempotentRequest,
    work: (tx: Tx) => Promise<IdempotentAnswer<T>>,
  ): Promise<IdempotentAnswer<T> & { replayed: boolean }> {
    const requestHash = createHash('sha256').update(canonicalJson(request.params)).digest('hex');
    return db.transaction(async (txRaw) => {
      const tx = txRaw;
      const expiresAt = new Date(Date.now() + ttlMs);
      // A fresh key, or an expired one taken over; a live one conflicts and returns nothing.
      const claimed = await tx
        .insert(idempotencyRecord)
        .values({
          scope: request.scope,
          ownerId: request.ownerId,
          key: request.key,
          requestHash,
          statusCode: 0,
          response: null,
          expiresAt,
        })
        .onConflictDoUpdate({
          target: [idempotencyRecord.scope, idempotencyRecord.ownerId, idempotencyRecord.key],
          set: { requestHash, statusCode: 0, response: null, createdAt: sql`now()`, expiresAt },
          setWhere: lt(idempotencyRecord.expiresAt, sql`now()`),
        })
        .returning({ key: idempotencyRecord.key });
      if (!claimed[0]) {
        const [stored] = await tx
          .select()
          .from(idempotencyRecord)
          .where(
            and(
              eq(idempotencyRecord.scope, request.scope),
              eq(idempotencyRecord.ownerId, request.ownerId),
              eq(idempotencyRecord.key, request.key),
            ),
          );
        if (!stored) throw new Error(`idempotency key ${request.key} conflicted but cannot be read`);
        if (stored.requestHash !== requestHash) throw new IdempotencyConflictError(request.key);
        return { statusCode: stored.statusCode, body: stored.response as T, replayed: true };
      }

      let answer: IdempotentAnswer<T>;
      try {
        answer = await tx.transaction((sp) => work(sp));
      } catch (error) {
        if (error instanceof HttpError && error.statusCode >= 400 && error.statusCode < 500) {
          // Stored whole (code and extra fields), so a replay answers exactly what the first request did.
          answer = { statusCode: error.statusCode, body: httpErrorBody(error) as T };
        } else {
          throw error;
        }
      }
      await tx
        .update(idempotencyRecord)
        .set({ statusCode: answer.statusCode, response: answer.body as unknown })
        .where(
          and(
            eq(idempotencyRecord.scope, request.scope),
            eq(idempotencyRecord.ownerId, request.ownerId),
            eq(idempotencyRecord.key, request.key),
          ),
        );
      return { ...answer, replayed: false };
    });
  }

  /** Deletes expired keys; answers how many. */
  async function purgeExpired(now: Date = new Date()): Promise<number> {
    const deleted = await db
      .delete(idempotencyRecord)
      .where(lt(idempotencyRecord.expiresAt, now))
      .returning({ key: idempotencyRecord.key });
    return deleted.length;
  }

  return { run, purgeExpired, ttlMs };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;
