/**
 * Virtual races (docs/adr/0052-races.md): marbles, horses and greyhounds run on the clock, each race provably fair
 * (its server seed's hash published with its runners and prices, the seed revealed once it has run). A bet backs
 * one runner to win or to place at its price, fixed when the race was created. Amounts are minor units of `iso`; prices are
 * hundredths (360 is 3.60).
 */
import { z } from 'zod';

// The kinds are in `@betline/contracts/race` (racePaths.ts) too, which neither this file nor the index imports
// (see toto.ts); race.test.ts checks the two lists agree.
const KINDS = ['marbles', 'horses', 'greyhounds'] as const;
/** A runner to win, or to finish in the race's places (`places` of the race). */
const MARKETS = ['win', 'place'] as const;

const isoSchema = z.string().regex(/^[A-Z]{3}$/, 'currency: a three-letter ISO code such as EUR');
export const raceKindSchema = z.enum(KINDS, { error: `kind: one of ${KINDS.join(', ')}` });
export const raceMarketSchema = z.enum(MARKETS, { error: `market: one of ${MARKETS.join(', ')}` });

export const raceOverviewQuerySchema = z.object({ kind: raceKindSchema, currency: isoSchema.default('EUR') });
export const raceParamsSchema = z.object({ raceId: z.coerce.number().int().min(1).max(2_147_483_647) });
export const raceBetsQuerySchema = z.object({
  kind: raceKindSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const raceBetRequestSchema = z.object({
  /** A fresh UUID per bet: sending it again answers the same bet. */
  betId: z.uuid(),
  raceId: z.number().int().min(1),
  /** The runner's place in the race's list, from 0. */
  runner: z.number().int().min(0).max(19),
  /** To win (the default), or to place: to finish in the race's `places`. */
  market: raceMarketSchema.default('win'),
  /** Minor units of the account's currency: one of the stakes the overview offers. */
  stake: z.number().int().min(1),
  /** The account to stake from; default the player's active account. */
  accountId: z.number().int().min(1).optional(),
});
export type RaceBetRequest = z.infer<typeof raceBetRequestSchema>;

export const raceDemoRunRequestSchema = z.object({ kind: raceKindSchema });

export const raceRunnerSchema = z.object({
  name: z.string(),
  /** Its weight in the draw: it wins with probability weight / the race's total weight. */
  weight: z.number().int(),
  /** The decimal price of a win bet, hundredths. */
  price: z.number().int(),
  /** The chance to win, per cent with two decimals (the price's fair inverse before the margin). */
  chance: z.number(),
  /** The decimal price of a place bet, hundredths; null where the runner is too likely to place to be offered. */
  placePrice: z.number().int().nullable(),
});

export const raceSchema = z.object({
  raceId: z.number().int(),
  kind: raceKindSchema,
  /** The race's number: its start divided by the kind's period (the nonce of its fair stream). */
  number: z.number().int(),
  /** Bets are taken until then; it runs then. */
  startAt: z.iso.datetime(),
  status: z.enum(['open', 'run']),
  runners: z.array(raceRunnerSchema),
  /** A place bet is paid when its runner finishes in the first this many (2 of 5-7 runners, 3 of 8 or more). */
  places: z.number().int(),
  seedHash: z.string(),
  /** Revealed once run. */
  serverSeed: z.string().nullable(),
  /** Runner indexes, winner first, once run. */
  order: z.array(z.number().int()).nullable(),
  ranAt: z.iso.datetime().nullable(),
  bets: z.number().int(),
});
export type Race = z.infer<typeof raceSchema>;

export const raceOverviewSchema = z.object({
  kind: raceKindSchema,
  everyMinutes: z.number().int(),
  /** The races bets go to now, soonest first. */
  next: z.array(raceSchema),
  /** The latest run, newest first. */
  last: z.array(raceSchema),
  /** The stakes a bet may have in `iso`, ascending. */
  stakes: z.array(z.number().int()),
  iso: z.string(),
});
export type RaceOverview = z.infer<typeof raceOverviewSchema>;

export const raceBetSchema = z.object({
  betId: z.uuid(),
  raceId: z.number().int(),
  kind: raceKindSchema,
  startAt: z.iso.datetime(),
  runner: z.number().int(),
  runnerName: z.string(),
  market: raceMarketSchema,
  price: z.number().int(),
  stake: z.number().int(),
  iso: z.string(),
  accountId: z.number().int(),
  status: z.enum(['open', 'won', 'lost']),
  /** Where the runner finished (1 = won), once run. */
  place: z.number().int().nullable(),
  payout: z.number().int().nullable(),
  /** The account's balance after the stake (the answer to placing it). */
  balance: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
  settledAt: z.iso.datetime().nullable(),
});
export type RaceBet = z.infer<typeof raceBetSchema>;

export const raceBetPageSchema = z.object({ total: z.number().int(), bets: z.array(raceBetSchema) });
export type RaceBetPage = z.infer<typeof raceBetPageSchema>;
