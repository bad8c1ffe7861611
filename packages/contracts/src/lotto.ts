/**
 * Lotto (other-game kind 3, docs/adr/0051-lotto.md): fixed-odds number lotteries drawn on the clock for everyone,
 * each draw provably fair (its server seed's hash published before any ticket, the seed revealed once drawn). A
 * ticket picks the lottery's count of numbers for one draw and wins its stake times the multiplier of its matches.
 * Amounts are minor units of `iso`; multipliers are thousandths.
 */
import { z } from 'zod';

// The paths and lottery ids are in `@betline/contracts/lotto` (lottoPaths.ts), which neither this file nor the
// package's index imports (see toto.ts): the list below repeats LOTTO_LOTTERIES, and lotto.test.ts checks it.
const LOTTERIES = ['rapid-4-20', 'quick-5-36', 'classic-6-45'] as const;

const isoSchema = z.string().regex(/^[A-Z]{3}$/, 'currency: a three-letter ISO code such as EUR');
export const lottoLotteryIdSchema = z.enum(LOTTERIES, {
  error: `lottery: one of ${LOTTERIES.join(', ')}`,
});

export const lottoCurrencyQuerySchema = z.object({ currency: isoSchema.default('EUR') });
export const lottoDrawParamsSchema = z.object({ drawId: z.coerce.number().int().min(1).max(2_147_483_647) });
export const lottoPageQuerySchema = z.object({
  lottery: lottoLotteryIdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const lottoTicketRequestSchema = z.object({
  /** A fresh UUID per ticket: sending it again answers the same ticket. */
  ticketId: z.uuid(),
  drawId: z.number().int().min(1),
  /** The lottery's count of different numbers from 1 to its largest (checked against the draw's lottery). */
  numbers: z.array(z.number().int().min(1).max(99)).min(1).max(10),
  /** Minor units of the account's currency: one of the stakes the overview offers. */
  stake: z.number().int().min(1),
  /** The account to stake from; default the player's active account. */
  accountId: z.number().int().min(1).optional(),
});
export type LottoTicketRequest = z.infer<typeof lottoTicketRequestSchema>;

export const lottoDemoDrawRequestSchema = z.object({ lotteryId: lottoLotteryIdSchema });

export const lottoDrawSchema = z.object({
  drawId: z.number().int(),
  lotteryId: lottoLotteryIdSchema,
  /** The draw's number: its time divided by the lottery's period (the nonce of its fair stream). */
  number: z.number().int(),
  /** Tickets are taken until then. */
  drawAt: z.iso.datetime(),
  status: z.enum(['open', 'drawn']),
  /** SHA-256 of the server seed's 32 bytes, published before any ticket. */
  seedHash: z.string(),
  /** Revealed once drawn. */
  serverSeed: z.string().nullable(),
  /** Ascending, once drawn. */
  numbers: z.array(z.number().int()).nullable(),
  drawnAt: z.iso.datetime().nullable(),
  tickets: z.number().int(),
});
export type LottoDraw = z.infer<typeof lottoDrawSchema>;

export const lottoLotterySchema = z.object({
  lotteryId: lottoLotteryIdSchema,
  pick: z.number().int(),
  of: z.number().int(),
  everyMinutes: z.number().int(),
  prizes: z.array(z.object({ matches: z.number().int(), multiplier: z.number().int() })),
  /** The exact return to player, per cent with two decimals. */
  rtp: z.number(),
  /** The draw tickets go to now. */
  open: lottoDrawSchema.nullable(),
  /** The latest drawn. */
  last: lottoDrawSchema.nullable(),
});
export type LottoLottery = z.infer<typeof lottoLotterySchema>;

export const lottoOverviewSchema = z.object({
  lotteries: z.array(lottoLotterySchema),
  /** The stakes a ticket may have in `iso`, ascending. */
  stakes: z.array(z.number().int()),
  iso: z.string(),
});
export type LottoOverview = z.infer<typeof lottoOverviewSchema>;

export const lottoDrawPageSchema = z.object({ total: z.number().int(), draws: z.array(lottoDrawSchema) });
export type LottoDrawPage = z.infer<typeof lottoDrawPageSchema>;

export const lottoTicketSchema = z.object({
  ticketId: z.uuid(),
  drawId: z.number().int(),
  lotteryId: lottoLotteryIdSchema,
  drawAt: z.iso.datetime(),
  numbers: z.array(z.number().int()),
  stake: z.number().int(),
  iso: z.string(),
  accountId: z.number().int(),
  status: z.enum(['open', 'won', 'lost']),
  /** The draw's numbers once drawn. */
  drawn: z.array(z.number().int()).nullable(),
  matches: z.number().int().nullable(),
  /** What the ticket won (decided), minor units. */
  payout: z.number().int().nullable(),
  /** The account's balance after the stake (the answer to buying it). */
  balance: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
  settledAt: z.iso.datetime().nullable(),
});
export type LottoTicket = z.infer<typeof lottoTicketSchema>;

export const lottoTicketPageSchema = z.object({
  total: z.number().int(),
  tickets: z.array(lottoTicketSchema),
});
export type LottoTicketPage = z.infer<typeof lottoTicketPageSchema>;
