/**
 * Bring a friend (docs/adr/0047-bring-a-friend.md).
 *
 * - Each player has a personal code (made on first ask); the link `/{lng}/?bf=CODE` leaves it in the visitor's
 *   `referral_values` cookie (the seed's `bf`, one day), and the registration sends it (`friend_code`).
 * - Attribution at registration: the new player is the code owner's friend, once (the friend's id is the key).
 *   An unknown code, or a player's own, is ignored.
 * - The reward (`rewardDue`, the leased worker): a friend whose first successful deposit reached the minimum
 *   within the days allowed earns the player a bonus of kind `referral`, granted through the bonuses module (the
 *   money path: protection refuses a bonus to an excluded player) in one transaction with the friend's new status,
 *   under the player's money lock. The grant's ledger key is the friend's: a friend is rewarded once.
 */
import { randomInt } from 'node:crypto';
import { BRING_A_FRIEND, currencyOf, DAY_MS, paymentUnitsToMinor, REFERRAL_LIFETIME_S } from '@betline/core';
import { REFERRAL_CODE, type ReferralsResponse } from '@betline/contracts';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { Clock } from '../../infra/clock';
import { lockPlayers } from '../../infra/playerLock';
import type { Bonuses } from '../bonuses/service';
import { referral, referralCode } from './tables';

/** Letters and digits a reader does not mix up (no 0, O, 1, I). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Referrals looked at per run of the worker. */
const BATCH = 200;

export interface ReferralsOptions {
  db: Db;
  clock: Clock;
  bonuses: Bonuses;
  /** Identity: the registration currency of a player. */
  profileOf(playerId: number, run: Executor): Promise<{ currencyId: number } | undefined>;
  /** Identity: the logins of players. */
  loginsOf(run: Executor, playerIds: readonly number[]): Promise<Map<number, string>>;
  /** Wallet: the first successful deposit of each player who has one. */
  firstDepositsOf(
    run: Executor,
    playerIds: readonly number[],
  ): Promise<Map<number, { amount: number; currencyId: number; at: Date }>>;
}

/** `bl31187451` → `bl31…451`: enough for the player to tell friends apart, not to find them. */
export function maskLogin(login: string): string {
  return login.length <= 6 ? `${login.slice(0, 2)}…` : `${login.slice(0, 4)}…${login.slice(-3)}`;
}

export function createReferrals({
  db,
  clock,
  bonuses,
  profileOf,
  loginsOf,
  firstDepositsOf,
}: ReferralsOptions) {
  const newCode = () => Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

  /** The player's code, made on first ask (a clash with another player's retries with a fresh one). */
  async function codeOf(playerId: number): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const [existing] = await db.select().from(referralCode).where(eq(referralCode.playerId, playerId));
      if (existing) return existing.code;
      const [made] = await db
        .insert(referralCode)
        .values({ playerId, code: newCode(), createdAt: new Date(clock.now()) })
        .onConflictDoNothing()
        .returning();
      if (made) return made.code;
    }
    throw new Error(`no referral code could be made for player ${playerId}`);
  }

  /** A new player registered with `code`: the code's owner brought them (an unknown or own code is ignored). */
  async function attribute(friendId: number, code: string): Promise<boolean> {
    const wanted = code.trim().toUpperCase();
    if (!REFERRAL_CODE.test(wanted)) return false;
    const [owner] = await db.select().from(referralCode).where(eq(referralCode.code, wanted));
    if (!owner || owner.playerId === friendId) return false;
    const [row] = await db
      .insert(referral)
      .values({ friendId, referrerId: owner.playerId, registeredAt: new Date(clock.now()) })
      .onConflictDoNothing()
      .returning();
    return row !== undefined;
  }

  /** The player's code, the terms in the player's currency and the friends, newest first. */
  async function mine(playerId: number): Promise<ReferralsResponse> {
    const profile = await profileOf(playerId, db);
    if (!profile) throw new HttpError(401, 'sign in first: the session has no player');
    const iso = currencyOf(profile.currencyId).iso;
    const code = await codeOf(playerId);
    const rows = await db
      .select()
      .from(referral)
      .where(eq(referral.referrerId, playerId))
      .orderBy(desc(referral.registeredAt), desc(referral.friendId))
      .limit(500);
    const logins = await loginsOf(
      db,
      rows.map((r) => r.friendId),
    );
    return {
      code,
      terms: {
        iso,
        minDeposit: paymentUnitsToMinor(BRING_A_FRIEND.minDepositUnits, iso),
        reward: paymentUnitsToMinor(BRING_A_FRIEND.rewardUnits, iso),
        qualifyDays: BRING_A_FRIEND.qualifyDays,
        maxRewardedFriends: BRING_A_FRIEND.maxRewardedFriends,
        cookieDays: Math.round(REFERRAL_LIFETIME_S.bf / 86_400),
      },
      friends: rows.map((r) => ({
        login: maskLogin(logins.get(r.friendId) ?? '?'),
        registeredAt: r.registeredAt.toISOString(),
        status: r.status,
        decidedAt: r.decidedAt?.toISOString() ?? null,
        reward:
          r.status === 'rewarded' && r.rewardAmount !== null && r.rewardCurrencyId !== null
            ? { amount: r.rewardAmount, iso: currencyOf(r.rewardCurrencyId).iso }
            : null,
      })),
      rewarded: rows.filter((r) => r.status === 'rewarded').length,
    };
  }

  /** Ends a waiting referral (expired or refused) with its reason. */
  async function decide(friendId: number, status: 'expired' | 'refused', reason: string, at: Date) {
    await db
      .update(referral)
      .set({ status, reason, decidedAt: at })
      .where(and(eq(referral.friendId, friendId), eq(referral.status, 'registered')));
  }

  /**
   * Rewards the player of one qualified friend in one transaction. Answers what came of it: `rewarded`,
   * `refused` (the player excluded or restricted, or the most friends rewarded), or `waiting` (the player's bonus
   * account holds an active bonus: asked again on a later run).
   */
  async function reward(friendId: number, at: Date): Promise<'rewarded' | 'refused' | 'waiting' | 'gone'> {
    return db.transaction(async (tx) => {
      const [first] = await tx.select().from(referral).where(eq(referral.friendId, friendId));
      if (!first || first.status !== 'registered') return 'gone';
      // The lock order of every money movement: the player's money lock first, then the rows.
      await lockPlayers(tx, [first.referrerId]);
      const [row] = await tx.select().from(referral).where(eq(referral.friendId, friendId)).for('update');
      if (!row || row.status !== 'registered') return 'gone';
      const [done] = await tx
        .select({ n: count() })
        .from(referral)
        .where(and(eq(referral.referrerId, row.referrerId), eq(referral.status, 'rewarded')));
      const refuse = async (reason: string) => {
        await tx
          .update(referral)
          .set({ status: 'refused', reason, decidedAt: at })
          .where(eq(referral.friendId, friendId));
        return 'refused' as const;
      };
      if ((done?.n ?? 0) >= BRING_A_FRIEND.maxRewardedFriends) {
        return refuse(`the most friends rewarded (${BRING_A_FRIEND.maxRewardedFriends})`);
      }
      const profile = await profileOf(row.referrerId, tx);
      if (!profile) return refuse('the player no longer exists');
      const amount = paymentUnitsToMinor(BRING_A_FRIEND.rewardUnits, currencyOf(profile.currencyId).iso);
      const granted = await bonuses.grantIn(tx, {
        playerId: row.referrerId,
        currencyId: profile.currencyId,
        kind: 'referral',
        amount,
        key: `referral:friend:${friendId}`,
        meta: { friendId },
      });
      if (!granted.ok) {
        if (granted.error.statusCode === 409) return 'waiting';
        return refuse(granted.error.message);
      }
      await tx
        .update(referral)
        .set({
          status: 'rewarded',
          decidedAt: at,
          bonusId: granted.bonus.id,
          rewardAmount: granted.bonus.amount,
          rewardCurrencyId: granted.bonus.currencyId,
        })
        .where(eq(referral.friendId, friendId));
      return 'rewarded';
    });
  }

  /**
   * Looks at the waiting friends (oldest first): a first deposit at or above the minimum within the days
   * allowed rewards the player; one below it, or none by then, ends the referral. Answers how many were rewarded.
   */
  async function rewardDue(now: number = clock.now()): Promise<number> {
    const waiting = await db
      .select()
      .from(referral)
      .where(eq(referral.status, 'registered'))
      .orderBy(asc(referral.registeredAt))
      .limit(BATCH);
    if (waiting.length === 0) return 0;
    const deposits = await firstDepositsOf(
      db,
      waiting.map((r) => r.friendId),
    );
    const at = new Date(now);
    let rewarded = 0;
    for (const row of waiting) {
      const deadline = row.registeredAt.getTime() + BRING_A_FRIEND.qualifyDays * DAY_MS;
      const first = deposits.get(row.friendId);
      if (!first) {
        if (now > deadline) await decide(row.friendId, 'expired', 'no deposit within the days allowed', at);
        continue;
      }
      if (first.at.getTime() > deadline) {
        await decide(row.friendId, 'expired', 'the first deposit came after the days allowed', at);
        continue;
      }
      const iso = currencyOf(first.currencyId).iso;
      if (first.amount < paymentUnitsToMinor(BRING_A_FRIEND.minDepositUnits, iso)) {
        await decide(row.friendId, 'refused', 'the first deposit was below the minimum', at);
        continue;
      }
      if ((await reward(row.friendId, at)) === 'rewarded') rewarded += 1;
    }
    return rewarded;
  }

  return { codeOf, attribute, mine, rewardDue };
}

export type Referrals = ReturnType<typeof createReferrals>;
