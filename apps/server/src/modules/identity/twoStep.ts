/**
 * Two-step sign-in (AUTH-024): after a right password a player with two-step on gets a challenge instead of a
 * session, and finishes with the current TOTP code of their authenticator (each time step used once).
 */
import { and, eq } from 'drizzle-orm';
import { generateSecret, generateSync, verifySync } from 'otplib';
import { AUTH_ERROR_CODES } from '@betline/contracts';
import { HttpError } from '../../http/errors';
import type { Codes } from './codes';
import type { IdentityContext } from './context';
import { sha256 } from './crypto';
import type { Player, Players } from './players';
import type { OpenedSession, SessionMeta, Sessions } from './sessions';
import { authCode, player } from './tables';

/** Two-step challenges live this long. */
export const TWO_STEP_TTL_SECONDS = 300;

export function createTwoStep(
  { db, now }: IdentityContext,
  players: Pick<Players, 'findPlayer'>,
  sessions: Pick<Sessions, 'openSession'>,
  codes: Pick<Codes, 'storeCode' | 'refuseWrongCode' | 'takeCode'>,
) {
  /** A two-step challenge for a player who gave the right password (`method`: how, for the session). */
  async function challenge(found: Player, method: string): Promise<{ challenge: string; expiresIn: number }> {
    const token = await codes.storeCode({
      purpose: 'two_step',
      playerId: found.id,
      payload: { method },
      ttlSeconds: TWO_STEP_TTL_SECONDS,
    });
    return { challenge: token, expiresIn: TWO_STEP_TTL_SECONDS };
  }

  /** Whether `code` is the player's current TOTP code (±1 step) and newer than the last one used. */
  function checkTotp(found: Player, code: string): number | null {
    if (!found.totpSecret) return null;
    const result = verifySync({
      secret: found.totpSecret,
      token: code,
      epochTolerance: 30,
      epoch: Math.floor(now().getTime() / 1000),
      ...(found.totpLastStep !== null ? { afterTimeStep: found.totpLastStep } : {}),
    });
    return result.valid ? (result as unknown as { timeStep: number }).timeStep : null;
  }

  /** Finishes a sign-in with the two-step code (AUTH-024, API-032). */
  async function signInTwoStep(
    challenge: string,
    code: string,
    meta: SessionMeta = {},
  ): Promise<OpenedSession> {
    const [row] = await db
      .select()
      .from(authCode)
      .where(and(eq(authCode.id, sha256(challenge)), eq(authCode.purpose, 'two_step')))
      .limit(1);
    if (!row || row.consumedAt || row.attempts >= row.maxAttempts || row.playerId === null) {
      throw new HttpError(400, 'wrong code: sign in again with your password', AUTH_ERROR_CODES.wrongCode);
    }
    if (row.expiresAt.getTime() <= now().getTime()) {
      throw new HttpError(410, 'time is up: sign in again with your password', AUTH_ERROR_CODES.timeUp);
    }
    const found = await players.findPlayer(row.playerId);
    const step = found ? checkTotp(found, code) : null;
    if (!found || step === null) return codes.refuseWrongCode(row.id);
    await codes.takeCode(row.id);
    await db.update(player).set({ totpLastStep: step }).where(eq(player.id, found.id));
    return sessions.openSession(found.id, 'two_step', meta);
  }

  return {
    challenge,
    checkTotp,
    signInTwoStep,
    generateTotpSecret: (): string => generateSecret(),
    /** The current TOTP code of a secret (demo tooling and tests). */
    totpCode: (secret: string): string => generateSync({ secret, epoch: Math.floor(now().getTime() / 1000) }),
  };
}

export type TwoStep = ReturnType<typeof createTwoStep>;
