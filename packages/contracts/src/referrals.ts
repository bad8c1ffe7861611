/**
 * Bring a friend (docs/adr/0047-bring-a-friend.md): a player's personal code and link (`/{lng}/?bf=CODE`, the
 * seed's `bf` referral cookie), the friends who registered through it and what each earned.
 *
 * A friend is `registered` until the first successful deposit; `rewarded` once that deposit reached the minimum
 * within the days allowed and the player's bonus was granted; `expired` when the days passed without it;
 * `refused` when the reward could not be given (the player excluded, or the most friends rewarded).
 */
import { z } from 'zod';

export const REFERRAL_STATUSES = ['registered', 'rewarded', 'expired', 'refused'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/** A personal code: 8 capital letters and digits (no 0, O, 1, I). */
export const REFERRAL_CODE = /^[A-HJ-NP-Z2-9]{8}$/;

const minor = z.number().int();

export const referredFriendSchema = z.object({
  /** The friend's login with its middle hidden (`bl31…451`). */
  login: z.string(),
  registeredAt: z.iso.datetime(),
  status: z.enum(REFERRAL_STATUSES),
  /** When it was rewarded (or refused, expired); null while registered. */
  decidedAt: z.iso.datetime().nullable(),
  /** The bonus it earned (the player's currency), once rewarded. */
  reward: z.object({ amount: minor, iso: z.string() }).nullable(),
});
export type ReferredFriend = z.infer<typeof referredFriendSchema>;

export const referralsResponseSchema = z.object({
  code: z.string().regex(REFERRAL_CODE),
  /** The terms in the player's currency. */
  terms: z.object({
    iso: z.string(),
    /** A friend's first deposit must be at least this (minor units of the player's currency's worth). */
    minDeposit: minor,
    /** What each rewarded friend earns, as a bonus of kind `referral`. */
    reward: minor,
    qualifyDays: z.number().int(),
    maxRewardedFriends: z.number().int(),
    /** How long the link's cookie keeps the code in the friend's browser. */
    cookieDays: z.number().int(),
  }),
  friends: z.array(referredFriendSchema),
  rewarded: z.number().int(),
});
export type ReferralsResponse = z.infer<typeof referralsResponseSchema>;
