/**
 * Toto (other-game kind 2, docs/adr/0050-toto.md): a weekly draw of 15 football matches of the feed; a coupon picks
 * 1, X or 2 for every match, one or more of them (a system entry: every combination is a variant at the same
 * stake); the stakes of a currency make its pool, shared by the number of correct picks, with a jackpot carried
 * over. Amounts are minor units of `iso`.
 */
import { z } from 'zod';

// The paths and picks are in `@betline/contracts/toto` (totoPaths.ts), a module of their own that neither this file
// nor the package's index imports: the web app loads this file's schemas lazily (the answers' checks), and a module
// shared by that chunk and the toto's page would tie the two together in every build. toto.test.ts checks that the
// two lists below match it.

/** Matches in a draw (TOTO_EVENTS of totoPaths.ts). */
const EVENTS = 15;
/** The outcomes of a match (TOTO_PICKS of totoPaths.ts). */
const PICKS = ['1', 'X', '2'] as const;
export type TotoPick = (typeof PICKS)[number];

const isoSchema = z.string().regex(/^[A-Z]{3}$/, 'currency: a three-letter ISO code such as EUR');

export const totoCurrencyQuerySchema = z.object({ currency: isoSchema.default('EUR') });
export const totoDrawParamsSchema = z.object({ drawId: z.coerce.number().int().min(1).max(2_147_483_647) });
export const totoPageQuerySchema = z.object({
  currency: isoSchema.default('EUR'),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const totoPickSchema = z.enum(PICKS);

export const totoCouponRequestSchema = z.object({
  /** A fresh UUID per coupon: sending it again answers the same coupon. */
  couponId: z.uuid(),
  drawId: z.number().int().min(1),
  /** One entry per match, in the draw's order: the outcomes picked for it (1 to 3, each once). */
  picks: z
    .array(
      z
        .array(totoPickSchema)
        .min(1, 'pick at least one outcome of every match')
        .max(3)
        .refine((list) => new Set(list).size === list.length, 'an outcome is picked once'),
    )
    .length(EVENTS, `a coupon picks all ${EVENTS} matches`),
  /** The stake of one variant, minor units of the account's currency. */
  variantStake: z.number().int().min(1),
  /** The account to stake from; default the player's active account. */
  accountId: z.number().int().min(1).optional(),
});
export type TotoCouponRequest = z.infer<typeof totoCouponRequestSchema>;

export const totoEventSchema = z.object({
  position: z.number().int(),
  gameId: z.number().int(),
  startAt: z.iso.datetime(),
  home: z.string(),
  away: z.string(),
  champNameEng: z.string(),
  /** Once decided: the outcome, or `void` (the match was not played: every pick of it counts as correct). */
  result: z.enum(['1', 'X', '2', 'void']).nullable(),
  /** The final score once finished ("2:1"). */
  score: z.string().nullable(),
});
export type TotoEvent = z.infer<typeof totoEventSchema>;

export const totoCategorySchema = z.object({
  /** Correct picks. */
  correct: z.number().int(),
  /** Per cent of the prize fund. */
  share: z.number(),
  /** What the category shares out (settled draws), minor units. */
  fund: z.number().int().nullable(),
  /** Winning variants (settled draws). */
  variants: z.number().int().nullable(),
  /** What one variant at the smallest stake won (settled draws), minor units. */
  perMinimumVariant: z.number().int().nullable(),
});
export type TotoCategory = z.infer<typeof totoCategorySchema>;

export const totoPoolSchema = z.object({
  iso: z.string(),
  coupons: z.number().int(),
  stakes: z.number().int(),
  /** What the categories share out: the stakes less the house's part. */
  prizeFund: z.number().int(),
  /** The 15-correct category: what it holds now (carried over and its share), never below the guarantee. */
  jackpot: z.number().int(),
  /** The smallest jackpot the house guarantees to 15 correct picks. */
  guarantee: z.number().int(),
  /** Carried to the next draw's jackpot (settled draws). */
  carriedOut: z.number().int().nullable(),
});
export type TotoPool = z.infer<typeof totoPoolSchema>;

export const totoDrawSchema = z.object({
  drawId: z.number().int(),
  /** The ISO week of its matches ("2026-W49"). */
  week: z.string(),
  status: z.enum(['open', 'closed', 'settled', 'cancelled']),
  /** Coupons are taken until then (the first match's kick-off), or until a match starts earlier. */
  closesAt: z.iso.datetime(),
  settledAt: z.iso.datetime().nullable(),
  events: z.array(totoEventSchema),
  pool: totoPoolSchema,
  categories: z.array(totoCategorySchema),
});
export type TotoDraw = z.infer<typeof totoDrawSchema>;

export const totoRulesSchema = z.object({
  iso: z.string(),
  events: z.number().int(),
  /** The smallest stake of one variant. */
  minVariantStake: z.number().int(),
  /** The largest stake of one coupon. */
  maxStake: z.number().int(),
  /** The most variants one coupon may have. */
  maxVariants: z.number().int(),
  /** Per cent of the stakes the house keeps; the rest is the prize fund. */
  houseShare: z.number(),
  /** More matches void than this cancel the draw: every stake is refunded. */
  maxVoid: z.number().int(),
});
export type TotoRules = z.infer<typeof totoRulesSchema>;

export const totoOverviewSchema = z.object({
  /** The draw coupons go to now (null while none is open). */
  current: totoDrawSchema.nullable(),
  /** The draw after it, once its matches are scheduled. */
  next: totoDrawSchema.nullable(),
  /** When a week's draw is formed: the Monday its week starts (the next one without a draw). */
  nextWeekStartsAt: z.iso.datetime(),
  rules: totoRulesSchema,
});
export type TotoOverview = z.infer<typeof totoOverviewSchema>;

export const totoDrawPageSchema = z.object({ total: z.number().int(), draws: z.array(totoDrawSchema) });
export type TotoDrawPage = z.infer<typeof totoDrawPageSchema>;

export const totoCouponSchema = z.object({
  couponId: z.uuid(),
  drawId: z.number().int(),
  week: z.string(),
  picks: z.array(z.array(totoPickSchema)),
  variants: z.number().int(),
  variantStake: z.number().int(),
  stake: z.number().int(),
  iso: z.string(),
  accountId: z.number().int(),
  status: z.enum(['open', 'won', 'lost', 'refunded']),
  /** The most correct picks of one variant (settled). */
  correct: z.number().int().nullable(),
  /** What the coupon won or got back (settled), minor units. */
  payout: z.number().int().nullable(),
  /** The account's balance after the stake (the answer to placing it). */
  balance: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
  settledAt: z.iso.datetime().nullable(),
});
export type TotoCoupon = z.infer<typeof totoCouponSchema>;

export const totoCouponPageSchema = z.object({ total: z.number().int(), coupons: z.array(totoCouponSchema) });
export type TotoCouponPage = z.infer<typeof totoCouponPageSchema>;

export const totoWinnerSchema = z.object({
  drawId: z.number().int(),
  week: z.string(),
  /** The player's login masked: its first and last two characters ("bl***10"). */
  player: z.string(),
  correct: z.number().int(),
  payout: z.number().int(),
  iso: z.string(),
  settledAt: z.iso.datetime(),
});
export const totoWinnersSchema = z.object({ winners: z.array(totoWinnerSchema) });
export type TotoWinners = z.infer<typeof totoWinnersSchema>;
