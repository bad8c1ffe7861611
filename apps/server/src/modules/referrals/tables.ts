/**
 * Tables of bring a friend (docs/adr/0047-bring-a-friend.md): each player's personal code, and each friend who
 * registered with one (a friend is referred once: the friend's id is the key) with what came of it.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { ReferralStatus } from '@betline/contracts';
import { player } from '../identity/tables';

export const referralCode = pgTable('referral_code', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => player.id),
  code: text('code').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const referral = pgTable(
  'referral',
  {
    friendId: integer('friend_id')
      .primaryKey()
      .references(() => player.id),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => player.id),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
    status: text('status').$type<ReferralStatus>().notNull().default('registered'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Why it was refused (for support), null otherwise. */
    reason: text('reason'),
    /** The reward, once granted: its bonus, amount and currency. */
    bonusId: integer('bonus_id'),
    rewardAmount: bigint('reward_amount', { mode: 'number' }),
    rewardCurrencyId: smallint('reward_currency_id'),
  },
  (t) => [
    index('referral_referrer').on(t.referrerId, t.registeredAt),
    index('referral_waiting')
      .on(t.registeredAt)
      .where(sql`${t.status} = 'registered'`),
    check('referral_status', sql`${t.status} in ('registered', 'rewarded', 'expired', 'refused')`),
    check('referral_not_self', sql`${t.friendId} <> ${t.referrerId}`),
  ],
);
