/**
 * Server-side sessions: opened (after the session gate), looked up from the cookie (idle time, the session
 * limit, the chain of sessions opened from each other's user tokens), listed and revoked. A session opened
 * from a user token ends with the session that issued it.
 */
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { AUTH_ERROR_CODES } from '@betline/contracts';
import { HttpError } from '../../http/errors';
import type { IdentityContext } from './context';
import { hmac, randomToken, sha256 } from './crypto';
import { session } from './tables';

/** Why a revoked session is refused with a code the client shows (instead of a plain "sign in first"). */
export type SessionEndReason = typeof AUTH_ERROR_CODES.sessionLimit | typeof AUTH_ERROR_CODES.excluded;

export interface EndedSession {
  code: SessionEndReason;
  message: string;
}

export interface SessionMeta {
  ip?: string | undefined;
  userAgent?: string | undefined;
}

export interface OpenedSession {
  /** The cookie value (never stored). */
  token: string;
  /** The stored id (SHA-256 of the token). */
  sessionId: string;
  /** The CSRF token of this session (HMAC of the token), for the readable cookie and the header. */
  csrfToken: string;
  expiresAt: Date;
  playerId: number;
}

export interface ResolvedSession {
  playerId: number;
  sessionId: string;
  expiresAt: Date;
  csrfToken: string;
  startedAt: Date;
  /** When the session limit ends this session; null without one. */
  endsAt: Date | null;
}

/** A session cookie looked up: live, ended with a reason the player should see, or simply unknown. */
export type SessionLookup =
  { ok: true; session: ResolvedSession } | { ok: false; ended: EndedSession | null };

/** A stored session row (the player's list of sessions). */
export type SessionRow = typeof session.$inferSelect;

/** Longest chain of sessions opened from each other's user tokens that is followed; a longer one is refused. */
const MAX_SESSION_CHAIN = 16;

export interface SessionsOptions {
  /** Session lifetime. */
  ttlMs: number;
  /** A session unused for this long is no longer valid. */
  idleMs: number;
  /** Asked before any session opens: a message refuses it with 403. */
  sessionGate?: (playerId: number) => Promise<string | null>;
  /** When a player's session that started at `startedAt` (epoch ms) must end (epoch ms), or null. */
  sessionEndsAt?: (playerId: number, startedAt: number) => Promise<number | null>;
}

export function createSessions({ db, now }: IdentityContext, options: SessionsOptions) {
  function csrfFor(token: string): string {
    return hmac(token, 'csrf');
  }

  /**
   * Opens a session. `parentSessionId`: the session whose user token this one is opened with; the new session
   * ends with it (never later than it expires, revoked with it, refused once it has ended).
   */
  async function openSession(
    playerId: number,
    method: string,
    meta: SessionMeta = {},
    parentSessionId?: string,
  ): Promise<OpenedSession> {
    const refusal = options.sessionGate ? await options.sessionGate(playerId) : null;
    if (refusal) throw new HttpError(403, refusal, AUTH_ERROR_CODES.excluded);
    const token = randomToken(32);
    const sessionId = sha256(token);
    const at = now();
    let expiresAt = new Date(at.getTime() + options.ttlMs);
    if (parentSessionId !== undefined) {
      const [parent] = await db
        .select({ expiresAt: session.expiresAt, revokedAt: session.revokedAt })
        .from(session)
        .where(and(eq(session.id, parentSessionId), eq(session.playerId, playerId)))
        .limit(1);
      if (!parent || parent.revokedAt || parent.expiresAt.getTime() <= at.getTime()) {
        throw new HttpError(
          401,
          'the session that issued the token has ended',
          AUTH_ERROR_CODES.unauthenticated,
        );
      }
      if (parent.expiresAt.getTime() < expiresAt.getTime()) expiresAt = parent.expiresAt;
    }
    await db.insert(session).values({
      id: sessionId,
      playerId,
      method,
      createdAt: at,
      lastSeenAt: at,
      expiresAt,
      ip: meta.ip ?? null,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      parentId: parentSessionId ?? null,
    });
    return { token, sessionId, csrfToken: csrfFor(token), expiresAt, playerId };
  }

  /** Revokes the live sessions opened from these sessions' user tokens, and theirs, down the chain. */
  async function revokeChildren(parentIds: string[], at: Date, reason: string | null): Promise<void> {
    let ids = parentIds;
    for (let depth = 0; ids.length > 0 && depth < MAX_SESSION_CHAIN; depth++) {
      const rows = await db
        .update(session)
        .set({ revokedAt: at, revokedReason: reason })
        .where(and(inArray(session.parentId, ids), isNull(session.revokedAt)))
        .returning({ id: session.id });
      ids = rows.map((r) => r.id);
    }
  }

  /**
   * How the sessions above a session opened from a user token stand: undefined while all are live, else when
   * and why the chain ended (revoked, expired or gone; the first session's session limit is the whole chain's,
   * so a session opened from a token does not start that limit again).
   */
  async function chainEnd(
    parentId: string,
    at: Date,
  ): Promise<{ reason: string | null; at: Date } | undefined> {
    let id: string | null = parentId;
    for (let depth = 0; id !== null; depth++) {
      if (depth >= MAX_SESSION_CHAIN) return { reason: null, at };
      const [row] = await db
        .select({
          id: session.id,
          playerId: session.playerId,
          createdAt: session.createdAt,
          expiresAt: session.expiresAt,
          revokedAt: session.revokedAt,
          revokedReason: session.revokedReason,
          parentId: session.parentId,
        })
        .from(session)
        .where(eq(session.id, id))
        .limit(1);
      if (!row || row.expiresAt.getTime() <= at.getTime()) return { reason: null, at };
      if (row.revokedAt) return { reason: row.revokedReason, at: row.revokedAt };
      if (row.parentId === null) {
        const limit = await applySessionLimit(row, at);
        if (limit.ended)
          return { reason: AUTH_ERROR_CODES.sessionLimit, at: new Date(limit.endsAt as number) };
      }
      id = row.parentId;
    }
    return undefined;
  }

  function endedSession(reason: string | null, at: Date | null): EndedSession | null {
    const when = at ? at.toISOString() : 'earlier';
    if (reason === AUTH_ERROR_CODES.sessionLimit) {
      return {
        code: AUTH_ERROR_CODES.sessionLimit,
        message: `your session limit ended this session at ${when}: sign in again to continue`,
      };
    }
    if (reason === AUTH_ERROR_CODES.excluded) {
      return {
        code: AUTH_ERROR_CODES.excluded,
        message: `signed out at ${when}: a self-exclusion or time-out is in force`,
      };
    }
    return null;
  }

  /**
   * Ends a live session whose session limit has passed (RG 31): revoked with `session_limit`. Answers the end
   * of the session limit (epoch ms, null without one) and whether it has passed.
   */
  async function applySessionLimit(
    row: { id: string; playerId: number; createdAt: Date },
    at: Date,
  ): Promise<{ endsAt: number | null; ended: boolean }> {
    const endsAt = options.sessionEndsAt
      ? await options.sessionEndsAt(row.playerId, row.createdAt.getTime())
      : null;
    if (endsAt === null || at.getTime() < endsAt) return { endsAt, ended: false };
    await db
      .update(session)
      .set({ revokedAt: new Date(endsAt), revokedReason: AUTH_ERROR_CODES.sessionLimit })
      .where(and(eq(session.id, row.id), isNull(session.revokedAt)));
    await revokeChildren([row.id], new Date(endsAt), AUTH_ERROR_CODES.sessionLimit);
    return { endsAt, ended: true };
  }

  /**
   * Whether a session not revoked nor expired has ended all the same: the chain above it ended, or its session
   * limit passed (then it is revoked here).
   */
  async function hasEnded(row: {
    id: string;
    playerId: number;
    createdAt: Date;
    parentId: string | null;
  }): Promise<boolean> {
    if (row.parentId !== null && (await chainEnd(row.parentId, now()))) return true;
    return (await applySessionLimit(row, now())).ended;
  }

  /**
   * A session cookie looked up: live (its session limit checked: a session past it is revoked here), ended
   * with a reason the player should be told (session limit, exclusion), or unknown/expired/idle.
   */
  async function lookupSession(token: string | undefined): Promise<SessionLookup> {
    const unknown = { ok: false as const, ended: null };
    if (!token || token.length > 200) return unknown;
    const sessionId = sha256(token);
    const at = now();
    const [row] = await db.select().from(session).where(eq(session.id, sessionId)).limit(1);
    if (!row || row.expiresAt.getTime() <= at.getTime()) return unknown;
    if (row.revokedAt) return { ok: false, ended: endedSession(row.revokedReason, row.revokedAt) };
    if (at.getTime() - row.lastSeenAt.getTime() > options.idleMs) return unknown;
    // A session opened from a user token ends with the session that issued it.
    const parentEnd = row.parentId === null ? undefined : await chainEnd(row.parentId, at);
    if (parentEnd) {
      await db
        .update(session)
        .set({ revokedAt: parentEnd.at, revokedReason: parentEnd.reason })
        .where(and(eq(session.id, sessionId), isNull(session.revokedAt)));
      return { ok: false, ended: endedSession(parentEnd.reason, parentEnd.at) };
    }
    const limit = await applySessionLimit(row, at);
    if (limit.ended) {
      return {
        ok: false,
        ended: endedSession(AUTH_ERROR_CODES.sessionLimit, new Date(limit.endsAt as number)),
      };
    }
    if (at.getTime() - row.lastSeenAt.getTime() > 60_000) {
      await db.update(session).set({ lastSeenAt: at }).where(eq(session.id, sessionId));
    }
    return {
      ok: true,
      session: {
        playerId: row.playerId,
        sessionId,
        expiresAt: row.expiresAt,
        csrfToken: csrfFor(token),
        startedAt: row.createdAt,
        endsAt: limit.endsAt === null ? null : new Date(limit.endsAt),
      },
    };
  }

  /** The live session of a cookie token, or null (unknown, revoked, expired, idle too long or over its limit). */
  async function resolveSession(token: string | undefined): Promise<ResolvedSession | null> {
    const found = await lookupSession(token);
    return found.ok ? found.session : null;
  }

  /** Revokes a session by its cookie token (sign-out). Unknown tokens are ignored. */
  async function revokeSessionToken(token: string | undefined): Promise<void> {
    if (!token || token.length > 200) return;
    const at = now();
    await db
      .update(session)
      .set({ revokedAt: at })
      .where(and(eq(session.id, sha256(token)), isNull(session.revokedAt)));
    await revokeChildren([sha256(token)], at, null);
  }

  /** Revokes one of the player's sessions by its id; false when the player has no such session. */
  async function revokeSession(playerId: number, sessionId: string): Promise<boolean> {
    const at = now();
    const rows = await db
      .update(session)
      .set({ revokedAt: at })
      .where(and(eq(session.id, sessionId), eq(session.playerId, playerId), isNull(session.revokedAt)))
      .returning({ id: session.id });
    if (rows.length > 0) await revokeChildren([sessionId], at, null);
    return rows.length > 0;
  }

  /**
   * Revokes every session of a player (self-exclusion, password change), except `exceptSessionId`; `reason` is
   * what an old cookie is told afterwards (`excluded`).
   */
  async function revokeAllSessions(
    playerId: number,
    exceptSessionId?: string,
    reason?: SessionEndReason,
  ): Promise<number> {
    const rows = await db
      .update(session)
      .set({ revokedAt: now(), revokedReason: reason ?? null })
      .where(
        and(
          eq(session.playerId, playerId),
          isNull(session.revokedAt),
          exceptSessionId ? sql`${session.id} <> ${exceptSessionId}` : undefined,
        ),
      )
      .returning({ id: session.id });
    return rows.length;
  }

  async function listSessions(playerId: number): Promise<SessionRow[]> {
    return db
      .select()
      .from(session)
      .where(and(eq(session.playerId, playerId), isNull(session.revokedAt), gt(session.expiresAt, now())))
      .orderBy(sql`${session.createdAt} desc`);
  }

  return {
    openSession,
    lookupSession,
    resolveSession,
    revokeSessionToken,
    revokeSession,
    revokeAllSessions,
    listSessions,
    hasEnded,
  };
}

export type Sessions = ReturnType<typeof createSessions>;
