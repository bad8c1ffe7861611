/**
 * Bets on your terms (docs/adr/0053-bets-on-your-terms.md): two to six outcomes of one match combined in one bet,
 * priced from the match's distribution of final scores (outcomes that go together are priced together). Prices are
 * thousandths (2450 is 2.45); amounts minor units of `iso`.
 */
import { z } from 'zod';

const outcomeIdsSchema = z
  .array(z.number().int().min(1))
  .min(1, 'outcomeIds: at least one outcome id')
  .max(12, 'outcomeIds: at most 12 outcome ids');

export const builderQuoteRequestSchema = z.object({
  gameId: z.number().int().min(1),
  outcomeIds: outcomeIdsSchema,
});
export type BuilderQuoteRequest = z.infer<typeof builderQuoteRequestSchema>;

export const builderPartSchema = z.object({
  outcomeId: z.number().int(),
  typeId: z.number().int(),
  param: z.number().nullable(),
  nameEng: z.string(),
  marketNameEng: z.string(),
  /** The outcome's own price now, thousandths. */
  coef: z.number().int(),
});
export type BuilderPart = z.infer<typeof builderPartSchema>;

const REFUSAL_CODES = [
  'builder_closed',
  'builder_count',
  'builder_outcome',
  'builder_same_market',
  'builder_contradiction',
  'builder_redundant',
  'builder_too_likely',
] as const;
export const builderRefusalCodeSchema = z.enum(REFUSAL_CODES);
export type BuilderRefusalCode = z.infer<typeof builderRefusalCodeSchema>;

export const builderQuoteSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    gameId: z.number().int(),
    parts: z.array(builderPartSchema),
    /** The chance that every part wins, from the game's distribution of final scores. */
    probability: z.number(),
    /** The combination's price, thousandths. */
    coef: z.number().int(),
    /** The parts' prices multiplied, as if they were independent (thousandths). */
    independentCoef: z.number().int(),
  }),
  z.object({
    ok: z.literal(false),
    gameId: z.number().int(),
    code: builderRefusalCodeSchema,
    message: z.string(),
    /** The two outcomes the refusal is about, where it is about two. */
    pair: z.tuple([z.number().int(), z.number().int()]).optional(),
  }),
]);
export type BuilderQuote = z.infer<typeof builderQuoteSchema>;

export const builderBetRequestSchema = z.object({
  /** A fresh UUID per bet: sending it again answers the same bet. */
  betId: z.uuid(),
  gameId: z.number().int().min(1),
  outcomeIds: outcomeIdsSchema,
  /** Minor units of the account's currency, within the sportsbook's stake limits. */
  stake: z.number().int().min(1),
  /** The price the player accepted (thousandths): the bet is refused if the price is now lower. */
  coef: z.number().int().min(1001),
  /** The account to stake from; default the player's active account. */
  accountId: z.number().int().min(1).optional(),
});
export type BuilderBetRequest = z.infer<typeof builderBetRequestSchema>;

export const builderBetsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const builderBetSchema = z.object({
  betId: z.uuid(),
  gameId: z.number().int(),
  gameNameEng: z.string(),
  startAt: z.iso.datetime(),
  parts: z.array(
    builderPartSchema.extend({
      /** Once the game is over. */
      result: z.enum(['won', 'lost', 'void']).nullable(),
    }),
  ),
  coef: z.number().int(),
  stake: z.number().int(),
  iso: z.string(),
  accountId: z.number().int(),
  status: z.enum(['open', 'won', 'lost', 'void']),
  /** What the bet returns if it wins (stake × price). */
  possibleWin: z.number().int(),
  /** Paid once settled: the win, the stake back (void) or 0. */
  payout: z.number().int().nullable(),
  /** The account's balance after the stake (the answer to placing it). */
  balance: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
  settledAt: z.iso.datetime().nullable(),
});
export type BuilderBet = z.infer<typeof builderBetSchema>;

export const builderBetPageSchema = z.object({ total: z.number().int(), bets: z.array(builderBetSchema) });
export type BuilderBetPage = z.infer<typeof builderBetPageSchema>;
