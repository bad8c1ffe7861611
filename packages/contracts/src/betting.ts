/**
 * The sportsbook's betting wire (docs/adr/0016-betting.md): placing a coupon, the player's bets (history,
 * print data), booking codes and cash-out. The seed does not show these paths (SPEC §7 lists none for a
 * coupon); they live under `/web-api/sportsbook`. Money is integer minor units of the account's currency;
 * coefficients are decimals with 3 places (`coef`) and exact thousandths (`coefThousandths`).
 */
import { z } from 'zod';

/** Refusal codes of the server's own checks (the coupon engine's issue codes are answered as they are). */
export const BETTING_ERROR_CODES = Object.freeze({
  couponIdTaken: 'COUPON_ID_TAKEN',
  marketNotFound: 'MARKET_NOT_FOUND',
  marketSuspended: 'MARKET_SUSPENDED',
  gameFinished: 'GAME_FINISHED',
  coefChanged: 'COEF_CHANGED',
  exactCoefMismatch: 'EXACT_COEF_MISMATCH',
  scoreChanged: 'SCORE_CHANGED',
  accountNotFound: 'ACCOUNT_NOT_FOUND',
  insufficientBalance: 'INSUFFICIENT_BALANCE',
  maxPayout: 'MAX_PAYOUT_EXCEEDED',
  promoCode: 'PROMO_CODE_INVALID',
  excluded: 'RG_EXCLUDED',
  limit: 'RG_LIMIT_REACHED',
  banned: 'RG_BANNED',
  sessionLimit: 'RG_SESSION_LIMIT',
  couponNotFound: 'COUPON_NOT_FOUND',
  cashoutUnavailable: 'CASHOUT_UNAVAILABLE',
  cashoutChanged: 'CASHOUT_VALUE_CHANGED',
  /** A partial cash-out of an amount the offer cannot be split into (see cashoutRequestSchema). */
  cashoutPart: 'CASHOUT_PART_INVALID',
  /** An auto cash-out value the coupon cannot reach or has already reached. */
  autoCashout: 'AUTO_CASHOUT_INVALID',
  bookingNotFound: 'BOOKING_NOT_FOUND',
} as const);

/** The coupon id: the client's idempotency key (a UUID or similar). */
export const couponKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'id is 8 to 64 letters, digits, "_" or "-" (a UUID will do)');

const moneySchema = z.number().int('amounts are whole minor units').min(0).max(Number.MAX_SAFE_INTEGER);
const idSchema = z.union([z.number().int(), z.string().min(1).max(40)]);

/** The market of a bet as the client sends it: only its id and game are used; the server prices it. */
export const couponMarketInputSchema = z.looseObject({
  id: idSchema,
  gameId: idSchema,
  /** The coefficient the player saw (compared with the current one under changeCoefAction). */
  coef: z.number().nullable().optional(),
});

/** A bet of the coupon (COUPON-016): the server reads market, blockId and the score the player saw. */
export const couponBetInputSchema = z.looseObject({
  market: couponMarketInputSchema,
  blockId: z.number().int().min(0).max(99).nullable().optional(),
  firstOpponentFullScore: z.string().max(20).nullable().optional(),
  secondOpponentFullScore: z.string().max(20).nullable().optional(),
});

/** The coupon sent to the server (SPEC §3, COUPON-011) plus the optional fields the slip also has. */
export const placeCouponRequestSchema = z.object({
  id: couponKeySchema,
  accountId: z.union([z.number().int().positive(), z.string().regex(/^[1-9][0-9]{0,9}$/)]).nullable(),
  amount: moneySchema,
  amountByBlockId: z.record(z.string().regex(/^[0-9]{1,2}$/), moneySchema).default({}),
  bets: z.array(couponBetInputSchema).min(1, 'a coupon needs at least one bet').max(31),
  changeCoefAction: z.number().int().min(0).max(2),
  coef: z.number(),
  coefByView: z.string().max(40),
  coefViewId: z.number().int(),
  exactCoef: z.number().min(0),
  isDropOnScoreChange: z.boolean(),
  prepaidAmount: moneySchema,
  refId: z.number().int().nullable(),
  systemValue: z.number().int(),
  typeId: z.number().int(),
  userId: z.union([z.number().int(), z.string()]).nullable(),
  hyperBonusPercent: z.number(),
  minHyperBonusBetLimit: z.number(),
  maxHyperBonusLimit: z.number(),
  /** Type 9: each bet's own amount by bet (market) id (COUPON-026). */
  amountByBetId: z.record(z.string().max(40), moneySchema).optional(),
  /** A promo code typed by the player. */
  promoCode: z.string().max(32).optional(),
  /** The player asks to stake above the maximum (VIP bet, decided by the bookmaker). */
  isActiveVipBet: z.boolean().optional(),
  /** Banker mode of a system (COUPON-002, default on). */
  isActiveSystemBanker: z.boolean().optional(),
});
export type PlaceCouponRequest = z.input<typeof placeCouponRequestSchema>;

export const betResultSchema = z.enum(['won', 'lost', 'void']);
export const couponStatusSchema = z.enum([
  'pending_approval',
  'declined',
  'open',
  'won',
  'lost',
  'void',
  'cashed_out',
]);
export type CouponStatus = z.infer<typeof couponStatusSchema>;

export const placedSelectionSchema = z.object({
  betId: z.string(),
  gameId: z.number().int(),
  sportId: z.number().int(),
  sportNameEng: z.string(),
  champNameEng: z.string(),
  gameNameEng: z.string(),
  marketNameEng: z.string(),
  outcomeNameEng: z.string(),
  typeId: z.number().int(),
  kind: z.number().int(),
  param: z.number().nullable(),
  blockId: z.number().int().nullable(),
  coef: z.number(),
  coefThousandths: z.number().int(),
  isLive: z.boolean(),
  gameStartDateTime: z.number().int(),
  result: betResultSchema.nullable(),
  /** The final score once the game is settled. */
  scoreFormatted: z.string(),
});
export type PlacedSelection = z.infer<typeof placedSelectionSchema>;

export const placedCouponSchema = z.object({
  /** The printable coupon number (digits, print-coupon/{couponId}). */
  couponId: z.number().int(),
  /** The client's coupon id (idempotency key). */
  id: z.string(),
  typeId: z.number().int(),
  systemValue: z.number().int().nullable(),
  status: couponStatusSchema,
  accountId: z.number().int(),
  currencyIso: z.string(),
  amount: moneySchema,
  /** The accepted total coefficient (singles and expresses, bonus included); null for systems. */
  coef: z.number().nullable(),
  possibleWin: moneySchema,
  payout: moneySchema.nullable(),
  /** The stake still riding: `amount` less what partial cash-outs took off it. */
  stakeLeft: moneySchema,
  /** Paid so far by partial cash-outs (0 when none); `payout` is what the coupon paid at its end. */
  cashedOut: moneySchema,
  /** The auto cash-out value: the whole coupon is cashed out once its offer reaches it; null when none. */
  autoCashout: moneySchema.nullable(),
  promoCode: z.string().nullable(),
  /** The promo boost the server applied (e.g. 1.05), or null. */
  promoCoef: z.number().nullable(),
  isVipBet: z.boolean(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  selections: z.array(placedSelectionSchema),
  /** The cash-out offer now (open bets only), or null when none is offered. */
  cashout: moneySchema.nullable(),
});
export type PlacedCoupon = z.infer<typeof placedCouponSchema>;

/** One new coefficient of a refusal: where the odds moved (or closed). */
export const newOddSchema = z.object({
  betId: z.string(),
  coef: z.number().nullable(),
  coefThousandths: z.number().int().nullable(),
});

/** A refused coupon: a stable `code` (a coupon engine issue code or BETTING_ERROR_CODES) and its details. */
export const couponRefusalSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: z.string(),
  issues: z.array(z.looseObject({ code: z.string() })).optional(),
  newOdds: z.array(newOddSchema).optional(),
  /** Player protection's stable reason (`excluded`, `banned`, `session_limit`, `wagering_limit`, `loss_limit`). */
  reason: z.string().optional(),
  /** Limits: minor units still allowed now. */
  allowed: z.number().int().optional(),
  limitType: z.number().int().optional(),
  /** A time-out or self-exclusion: when it ends (ISO date). */
  until: z.string().optional(),
  /** Exact-coefficient mismatch: the coefficient on offer now. */
  newCoef: z.number().nullable().optional(),
});
export type CouponRefusal = z.infer<typeof couponRefusalSchema>;

export const singleResultSchema = z.union([
  z.object({ betId: z.string(), ok: z.literal(true), coupon: placedCouponSchema }),
  z.object({ betId: z.string(), ok: z.literal(false), refusal: couponRefusalSchema }),
]);

/** The answer to a placed coupon; a type-9 coupon answers one result per single (singlesResultCoupons). */
export const placeCouponResponseSchema = z.object({
  coupon: placedCouponSchema.nullable(),
  singlesResultCoupons: z.array(singleResultSchema),
  /** True when the coupon id had been placed before: nothing new was staked. */
  replayed: z.boolean(),
});
export type PlaceCouponResponse = z.infer<typeof placeCouponResponseSchema>;

export const couponParamsSchema = z.object({
  couponId: z
    .string()
    .regex(/^[1-9][0-9]{0,14}$/, 'couponId is digits only')
    .transform(Number),
});

const isoDate = z.iso.datetime({ offset: true, error: 'an ISO date-time such as 2026-11-23T00:00:00Z' });

export const betHistoryQuerySchema = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  status: z
    .enum(['open', 'settled', 'won', 'lost', 'void', 'cashed_out', 'pending_approval', 'declined'])
    .optional(),
  typeId: z
    .enum(['0', '1', '2', '4'], { error: 'typeId is one of 0, 1, 2, 4 (type 9 is placed as singles)' })
    .transform(Number)
    .optional(),
  limit: z
    .string()
    .regex(/^[0-9]{1,3}$/, 'limit is a whole number from 1 to 100')
    .transform(Number)
    .pipe(z.number().int().min(1).max(100))
    .default(20),
  offset: z
    .string()
    .regex(/^[0-9]{1,7}$/, 'offset is a whole number')
    .transform(Number)
    .default(0),
});
export const betHistoryResponseSchema = z.object({
  total: z.number().int().min(0),
  coupons: z.array(placedCouponSchema),
});
export type BetHistoryResponse = z.infer<typeof betHistoryResponseSchema>;

/** Print-coupon data (SPEC §2 print-coupon/{couponId}). */
export const printCouponResponseSchema = z.object({
  coupon: placedCouponSchema,
  companyName: z.string(),
  printedAt: z.string(),
});
export type PrintCouponResponse = z.infer<typeof printCouponResponseSchema>;

export const cashoutRequestSchema = z.object({
  /** The offer the player confirmed: paid exactly, or refused with the new offer when it moved either way. */
  amount: moneySchema,
  /**
   * A partial cash-out: this much of the offer is paid now and the rest of the stake keeps riding (its share
   * of the stake is the share of the offer left). At least 1.00 of the currency (CASHOUT_MIN_PART units of
   * 1/100) and at most the offer less 1.00; absent or equal to `amount` cashes out the whole coupon.
   */
  part: moneySchema.optional(),
  /** The attempt's id (a partial cash-out needs one): the same id again is answered, never paid twice. */
  requestId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'requestId is 8 to 64 letters, digits, "_" or "-" (a UUID will do)')
    .optional(),
});
/** The smallest part of a partial cash-out, and the smallest offer left after one (minor units). */
export const CASHOUT_MIN_PART = 100;
/** `PUT` body of the auto cash-out: the value to cash out at, or null to take the rule away. */
export const autoCashoutRequestSchema = z.object({ amount: moneySchema.positive().nullable() });
export const cashoutQuoteSchema = z.object({ couponId: z.number().int(), amount: moneySchema });
export const cashoutResponseSchema = z.object({ coupon: placedCouponSchema });

export const bookingRequestSchema = z.object({
  typeId: z.number().int(),
  systemValue: z.number().int().min(2).max(30).default(2),
  bets: z
    .array(
      z.object({
        marketId: z.number().int().positive(),
        blockId: z.number().int().min(0).max(99).nullable(),
      }),
    )
    .min(1)
    .max(30),
});
export const bookingCodeParamsSchema = z.object({
  code: z.string().regex(/^[A-Z0-9]{8}$/, 'a booking code is 8 capital letters or digits'),
});
export const bookingSaveResponseSchema = z.object({ code: z.string() });
/** A loaded booking: the slip's bets priced now (COUPON-018 markets); bets no longer on offer are listed apart. */
export const bookingLoadResponseSchema = z.object({
  loadCouponInputValue: z.string(),
  typeId: z.number().int(),
  systemValue: z.number().int(),
  bets: z.array(
    z.object({
      blockId: z.number().int().nullable(),
      market: z.object({
        id: z.number().int(),
        sportId: z.number().int(),
        sportName: z.string(),
        champId: z.number().int(),
        champName: z.string(),
        gameId: z.number().int(),
        typeId: z.number().int(),
        kind: z.number().int(),
        coef: z.number().nullable(),
        coefByView: z.string(),
        isLive: z.boolean(),
        isSpecialCoef: z.boolean(),
      }),
      gameNameEng: z.string(),
      outcomeNameEng: z.string(),
    }),
  ),
  unavailable: z.array(z.number().int()),
});
export type BookingLoadResponse = z.infer<typeof bookingLoadResponseSchema>;
