/**
 * Promotions and promo codes (docs/adr/0046-promotions-promo-codes.md).
 *
 * A promotion is an offer of a brand with the seed's categories (ROUTE-052), a period, who may take it and a
 * text per language (English when a language has none; `contentLng` says which). What it gives is one of:
 * the first-deposit bonus (taken by choosing it at registration and depositing), a promo code (redeemed in the
 * office), or nothing to take (an offer that applies by itself, like the express bonus).
 *
 * A promo code gives a bonus of kind `promo` (its terms are the `promo` kind's, `GET bonusTerms`) of a fixed
 * amount per currency. It is used once per player, at most `maxUses` times in all, within its dates, by the
 * players its eligibility names; the bonus is credited in the transaction that records the use.
 *
 * | request | path |
 * |---|---|
 * | the running promotions | `GET /web-api/promotions?lng=en&category=casino` |
 * | one promotion | `GET /web-api/promotions/welcome-sports?lng=en` |
 * | the public codes | `GET /web-api/promo-codes?lng=en` |
 * | check a code | `POST /web-api/promo-codes/check` `{ "code": "RELOAD50" }` |
 * | use a code | `POST /web-api/promo-codes/redeem` `{ "code": "RELOAD50" }` |
 */
import { PROMOTION_CATEGORIES } from '@betline/core';
import { z } from 'zod';
import { bonusSchema } from './bonuses';
import { bonusPassSchema } from './bonusGames';
import { BONUS_GAMES, PROMO_CODE_REFUSALS } from './pagePaths';
import { languageCodeSchema } from './siteConfig';

// The paths (PROMOTION_PATHS) are in ./paths.

/** Promotions change only when an operator publishes: shared caches keep them a minute. */
export const PROMOTIONS_CACHE_CONTROL = 'public, max-age=60';

export const promotionCategorySchema = z.enum(PROMOTION_CATEGORIES, {
  error: `a category is one of ${PROMOTION_CATEGORIES.join(', ')}`,
});
export type PromotionCategory = z.infer<typeof promotionCategorySchema>;

/** A promotion's name in its address (`promotions/welcome-sports`). */
export const promotionSlugSchema = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9_-]{0,63}$/,
    'a promotion name is lowercase letters, digits, "-" or "_" (at most 64)',
  );

export const promotionsQuerySchema = z.object({
  lng: languageCodeSchema,
  /** `all_bonuses` (or none): every category. */
  category: promotionCategorySchema.optional(),
});
export type PromotionsQuery = z.infer<typeof promotionsQuerySchema>;
export const promotionLngQuerySchema = z.object({ lng: languageCodeSchema });
export const promotionParamsSchema = z.object({ slug: promotionSlugSchema });

/** What a promotion gives and how it is taken. */
export const PROMOTION_OFFERS = ['first_deposit', 'promo_code', 'automatic'] as const;
export const promotionOfferSchema = z.enum(PROMOTION_OFFERS);
export type PromotionOffer = z.infer<typeof promotionOfferSchema>;

/** Who may take a promotion (an empty list or null: no condition of that kind). */
export const promotionEligibilitySchema = z.object({
  /** Only players registered at most this many days ago. */
  newPlayersDays: z.number().int().positive().nullable(),
  /** Only players with at least this many successful deposits. */
  minDeposits: z.number().int().min(0),
  /** Only players whose account is in one of these currencies (ISO codes). */
  currencies: z.array(z.string()),
  /** Only players of these countries (ISO 3166 alpha-2). */
  countries: z.array(z.string()),
});
export type PromotionEligibility = z.infer<typeof promotionEligibilitySchema>;

/** An amount of a currency (minor units). */
export const currencyAmountSchema = z.object({ iso: z.string(), amount: z.number().int().positive() });

/**
 * A code that gives free plays of a bonus game (docs/adr/0049-bonus-games.md) instead of a bonus: its amounts are
 * then what one unit of a play's prize is worth.
 */
export const promoCodePlaysSchema = z.object({
  game: z.enum(BONUS_GAMES),
  plays: z.number().int().positive(),
});
export type PromoCodePlays = z.infer<typeof promoCodePlaysSchema>;
export type CurrencyAmount = z.infer<typeof currencyAmountSchema>;

export const promotionSummarySchema = z.object({
  slug: promotionSlugSchema,
  category: promotionCategorySchema,
  offer: promotionOfferSchema,
  title: z.string().min(1),
  /** One or two sentences (plain text). */
  summary: z.string(),
  /** The language the text is in: the asked one, or English when it has none. */
  contentLng: languageCodeSchema,
  startsAt: z.iso.datetime(),
  /** Null: runs until further notice. */
  endsAt: z.iso.datetime().nullable(),
  /** The public code of a `promo_code` promotion; null for the others. */
  code: z.string().nullable(),
});
export type PromotionSummary = z.infer<typeof promotionSummarySchema>;

export const promotionsResponseSchema = z.object({
  lng: languageCodeSchema,
  /** The categories that have running promotions, in the seed's order. */
  categories: z.array(promotionCategorySchema),
  promotions: z.array(promotionSummarySchema),
});
export type PromotionsResponse = z.infer<typeof promotionsResponseSchema>;

/** A game a promotion's bonus may be wagered on (`path`: its page in the asked language, `/en/casino/game/1016/plinko`). */
export const promotionGameSchema = z.object({ id: z.string(), name: z.string(), path: z.string() });
export type PromotionGame = z.infer<typeof promotionGameSchema>;

export const promotionSchema = promotionSummarySchema.extend({
  /** Over (its end has passed): the page says so and offers nothing to take. */
  ended: z.boolean(),
  /** The offer's text: cleaned HTML. */
  html: z.string(),
  /** The full terms: cleaned HTML. */
  rulesHtml: z.string(),
  eligibility: promotionEligibilitySchema,
  /** What a `promo_code` promotion's code gives, per currency; empty for the others. */
  amounts: z.array(currencyAmountSchema),
  /** A code that gives bonus-game plays (its amounts: one prize unit's worth); null for a bonus. */
  plays: promoCodePlaysSchema.nullable(),
  /** The games its bonus counts on (with their contribution in the terms); empty when only sports count. */
  games: z.array(promotionGameSchema),
});
export type Promotion = z.infer<typeof promotionSchema>;

/** The public codes of the running promotions (the promo-code showcase). */
export const promoCodesResponseSchema = z.object({
  lng: languageCodeSchema,
  codes: z.array(
    z.object({
      code: z.string(),
      promotion: promotionSummarySchema,
      amounts: z.array(currencyAmountSchema),
      /** Null: the code gives a bonus of `amounts`. */
      plays: promoCodePlaysSchema.nullable(),
    }),
  ),
});
export type PromoCodesResponse = z.infer<typeof promoCodesResponseSchema>;

/** A code as typed: letters and digits, 3 to 32 (case and surrounding spaces do not matter). */
export const promoCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{3,32}$/, 'a promo code is 3 to 32 letters and digits');
export const promoCodeRequestSchema = z.object({ code: promoCodeSchema, lng: languageCodeSchema.optional() });
export type PromoCodeRequest = z.infer<typeof promoCodeRequestSchema>;

/**
 * Why a code cannot be used (now, or by this player):
 * - `unknown`: no such code; `not_started` / `ended`: outside its dates; `used_up`: every use is taken;
 * - with a session: `already_used` by this player; `not_new` (registered too long ago); `deposits` (too few
 *   deposits); `currency` (no account in its currencies); `country`; `bonus_active` (the bonus account of the
 *   currency holds an active bonus); `protection` (the player is excluded or restricted: no bonus);
 * - `coupon_code`: not a bonus code but a bet slip's (a boost of a coupon's payout): it is entered in the slip.
 */
export const promoCodeRefusalSchema = z.enum(PROMO_CODE_REFUSALS);
export type PromoCodeRefusal = z.infer<typeof promoCodeRefusalSchema>;

export const promoCheckResponseSchema = z.object({
  code: z.string(),
  usable: z.boolean(),
  /** Null when usable. */
  refusal: promoCodeRefusalSchema.nullable(),
  /** The code's promotion (null for an unknown code). */
  promotion: promotionSummarySchema.nullable(),
  /**
   * What it gives, per currency (a signed-in player: the amount of the player's currency only): the bonus, or
   * with `plays` the worth of one unit of a play's prize.
   */
  amounts: z.array(currencyAmountSchema),
  /** Null: the code gives a bonus of `amounts`. */
  plays: promoCodePlaysSchema.nullable(),
  eligibility: promotionEligibilitySchema.nullable(),
});
export type PromoCheckResponse = z.infer<typeof promoCheckResponseSchema>;

/**
 * `POST redeemCode` 200: the bonus it credited, or the pass of bonus-game plays it gave (exactly one of them; a
 * repeated request answers the same).
 */
export const promoRedeemResponseSchema = z.object({
  code: z.string(),
  bonus: bonusSchema.nullable(),
  pass: bonusPassSchema.nullable(),
});
export type PromoRedeemResponse = z.infer<typeof promoRedeemResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Operator API (`Authorization: Bearer <operator token>`)
// ---------------------------------------------------------------------------------------------------------

/** The longest text of a promotion (its offer or its terms), HTML. */
export const PROMOTION_HTML_MAX = 50_000;

const promotionTextSchema = z.object({
  title: z.string().trim().min(1, 'a title is required').max(200, 'a title has at most 200 characters'),
  summary: z.string().trim().max(500, 'a summary has at most 500 characters'),
  html: z.string().max(PROMOTION_HTML_MAX, `a text has at most ${PROMOTION_HTML_MAX} characters of HTML`),
  rulesHtml: z
    .string()
    .max(PROMOTION_HTML_MAX, `the terms have at most ${PROMOTION_HTML_MAX} characters of HTML`),
});

export const operatorPromotionRequestSchema = z
  .object({
    category: promotionCategorySchema,
    offer: promotionOfferSchema,
    eligibility: promotionEligibilitySchema.extend({
      currencies: z.array(z.string().regex(/^[A-Z]{3}$/, 'a currency is its ISO code, e.g. EUR')).max(20),
      countries: z
        .array(z.string().regex(/^[a-z]{2}$/, 'a country is its ISO 3166 code in lower case'))
        .max(250),
    }),
    /** Slugs of casino games its bonus counts on. */
    games: z
      .array(z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'a game is its slug'))
      .max(100)
      .default([]),
    startsAt: z.iso.datetime({ message: 'startsAt is an ISO date-time' }),
    endsAt: z.iso.datetime({ message: 'endsAt is an ISO date-time' }).nullable(),
    position: z.number().int().min(0).max(10_000).default(0),
    /** The texts to create or replace, by language; English is required for a new promotion. */
    texts: z.record(languageCodeSchema, promotionTextSchema),
  })
  .refine((body) => body.endsAt === null || Date.parse(body.endsAt) > Date.parse(body.startsAt), {
    message: 'endsAt must be after startsAt',
    path: ['endsAt'],
  });
export type OperatorPromotionRequest = z.input<typeof operatorPromotionRequestSchema>;

export const operatorPromotionResponseSchema = z.object({
  slug: promotionSlugSchema,
  /** The languages it has texts in. */
  languages: z.array(languageCodeSchema),
  created: z.boolean(),
});

export const operatorCodeParamsSchema = z.object({ slug: promotionSlugSchema, code: promoCodeSchema });

export const operatorCodeRequestSchema = z.object({
  /** What it gives per currency (ISO code to minor units). */
  amounts: z
    .record(
      z.string().regex(/^[A-Z]{3}$/, 'a currency is its ISO code, e.g. EUR'),
      z.number().int().positive().max(1e12),
    )
    .refine((amounts) => Object.keys(amounts).length > 0, 'a code gives an amount in at least one currency'),
  maxUses: z.number().int().positive().nullable().default(null),
  /** Listed on the promo-code showcase and the promotion's page. */
  public: z.boolean().default(true),
  /** Free plays of a bonus game instead of a bonus; `amounts` is then one prize unit's worth. */
  plays: promoCodePlaysSchema
    .extend({ plays: z.number().int().min(1).max(100) })
    .nullable()
    .default(null),
});
export type OperatorCodeRequest = z.input<typeof operatorCodeRequestSchema>;

export const operatorCodeSchema = z.object({
  code: z.string(),
  amounts: z.record(z.string(), z.number().int()),
  maxUses: z.number().int().nullable(),
  uses: z.number().int(),
  public: z.boolean(),
  plays: promoCodePlaysSchema.nullable(),
});
/** `PUT operatorCode`: the code as stored (201 created, 200 changed). */
export const operatorCodeResponseSchema = z.object({ created: z.boolean(), code: operatorCodeSchema });
export const operatorCodesResponseSchema = z.object({
  slug: promotionSlugSchema,
  codes: z.array(operatorCodeSchema),
});
