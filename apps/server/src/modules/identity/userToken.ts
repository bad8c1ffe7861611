/**
 * The short-lived user token (`gettoken`): an HS256 token naming the player and the session it was issued for,
 * signed with a secret every process shares; it is accepted while that session lives.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { IdentityContext } from './context';
import { readUserToken, signUserToken, type UserTokenClaims } from './crypto';
import type { Sessions } from './sessions';
import { session } from './tables';

/** A short-lived user token (`gettoken`) and when it expires (epoch seconds). */
export interface UserToken {
  token: string;
  expiresAt: number;
}

/** The player and live session behind a user token. */
export interface UserTokenSession {
  playerId: number;
  sessionId: string;
  sessionStartedAt: Date;
}

const USER_TOKEN_SECRET = 'user-token-hs256';

export function createUserTokens(
  { db, now, sharedSecret }: IdentityContext,
  sessions: Pick<Sessions, 'hasEnded'>,
  ttlSeconds: number,
) {
  /** A short-lived signed token for this session, accepted by `verifyUserToken` (the limit service). */
  async function issueUserToken(resolved: { playerId: number; sessionId: string }): Promise<UserToken> {
    const key = await sharedSecret(USER_TOKEN_SECRET);
    const iat = Math.floor(now().getTime() / 1000);
    const claims: UserTokenClaims = {
      sub: String(resolved.playerId),
      iat,
      exp: iat + ttlSeconds,
      sid: resolved.sessionId.slice(0, 16),
    };
    return { token: signUserToken(key, claims), expiresAt: claims.exp };
  }

  /**
   * The player of a user token (`Authorization: Bearer <token>`), or null when the token is forged, expired,
   * or its session was revoked since.
   */
  async function verifyUserToken(token: string): Promise<UserTokenSession | null> {
    const key = await sharedSecret(USER_TOKEN_SECRET);
    const claims = readUserToken(key, token, Math.floor(now().getTime() / 1000));
    if (!claims) return null;
    const playerId = Number(claims.sub);
    const [live] = await db
      .select({
        id: session.id,
        playerId: session.playerId,
        createdAt: session.createdAt,
        parentId: session.parentId,
      })
      .from(session)
      .where(
        and(
          eq(session.playerId, playerId),
          sql`left(${session.id}, 16) = ${claims.sid}`,
          isNull(session.revokedAt),
          gt(session.expiresAt, now()),
        ),
      )
      .limit(1);
    if (!live || (await sessions.hasEnded(live))) return null;
    return { playerId, sessionId: live.id, sessionStartedAt: live.createdAt };
  }

  return { issueUserToken, verifyUserToken };
}
