/**
 * The casino's wire (docs/adr/0015-casino.md): the catalogue (providers, games, thumbnails, search,
 * favourites, recently played), the seed's "games preview light" call (SPEC §7) and the rounds of the
 * in-house provably fair games (docs/adr/0013-provably-fair.md). Amounts are integer minor units.
 */
import { z } from 'zod';
import { sharedTableIdSchema } from './sharedRounds';

/** The game filters of SPEC §9. */
export const CASINO_CATEGORIES = ['lotteries', 'slots', 'ladder', 'dice', 'cards', 'other'] as const;
export const casinoCategorySchema = z.enum(CASINO_CATEGORIES);
export type CasinoCategory = z.infer<typeof casinoCategorySchema>;

/** The catalogue sections of the seed's casino routes (SPEC §2, CASINO-001). */
export const CASINO_SECTIONS = [
  'slots',
  'casino',
  'live-casino',
  'fast-games',
  'crash-games',
  'card-games',
  'scratchcards',
  'keno',
  'bingo',
  'fishinghunting',
  'asian-games',
  'skill-games',
  'tvgames',
  'virtualsports',
  'othergames',
] as const;
export const casinoSectionSchema = z.enum(CASINO_SECTIONS);
export type CasinoSection = z.infer<typeof casinoSectionSchema>;

/** Other-game kinds of SPEC §9: 0 poker, 1 virtual, 2 toto, 3 lotto. */
export const OTHER_GAME_KINDS = { poker: 0, virtual: 1, toto: 2, lotto: 3 } as const;
export const otherGameKindSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/** The in-house engines of @betline/games. */
export const IN_HOUSE_GAMES = [
  'slot',
  'dice',
  'keno',
  'crash',
  'plinko',
  'baccarat',
  'scratch',
  'roulette',
  'wheel',
  'bingo',
  'mines',
  'hilo',
  'videoPoker',
  'blackjack',
] as const;
export const inHouseGameSchema = z.enum(IN_HOUSE_GAMES);

export const slugSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'a slug is 1-64 lowercase letters, digits and dashes');

export const casinoProviderSchema = z.object({
  id: slugSchema,
  name: z.string(),
  inHouse: z.boolean(),
  gameCount: z.number().int().nonnegative(),
});
export const casinoProvidersResponseSchema = z.object({ providers: z.array(casinoProviderSchema) });

/** `GET sections`: the sections that list games, with how many (a section without games is left out). */
export const casinoSectionsResponseSchema = z.object({
  sections: z.array(z.object({ id: casinoSectionSchema, gameCount: z.number().int().positive() })),
});
export type CasinoSectionsResponse = z.infer<typeof casinoSectionsResponseSchema>;

export const casinoGameSchema = z.object({
  /** The number in the seed's game routes (`.../game/{gameId}/{gameName}`, CASINO-004). */
  id: z.number().int().positive(),
  slug: slugSchema,
  name: z.string(),
  provider: slugSchema,
  category: casinoCategorySchema,
  /** The route sections the game is listed in. */
  sections: z.array(casinoSectionSchema),
  /** Only for category `other`. */
  otherKind: otherGameKindSchema.nullable(),
  /** The engine of an in-house game, playable for real money and for fun; null for a demo provider's game. */
  engine: inHouseGameSchema.nullable(),
  /** The shared table an in-house game is played at (one round for everyone, on the clock); null for a solo game. */
  table: sharedTableIdSchema.nullable(),
  thumbnail: z.string(),
  isNew: z.boolean(),
  popular: z.boolean(),
});
export type CasinoGame = z.infer<typeof casinoGameSchema>;

export const casinoGamesQuerySchema = z.object({
  category: casinoCategorySchema.optional(),
  section: casinoSectionSchema.optional(),
  provider: slugSchema.optional(),
  otherKind: z.coerce.number().pipe(otherGameKindSchema).optional(),
  q: z.string().trim().min(1).max(64).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});
export const casinoGamesResponseSchema = z.object({
  total: z.number().int().nonnegative(),
  games: z.array(casinoGameSchema),
});
export const casinoSlugParamsSchema = z.object({ slug: slugSchema });
export const casinoGameIdParamsSchema = z.object({
  gameId: z.coerce.number().int().positive().max(2_147_483_647),
});
export const casinoThumbnailParamsSchema = z.object({
  file: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}\.svg$/, 'a thumbnail is <slug>.svg'),
});

/** The seed's games preview light (SPEC §7). */
export const previewLightQuerySchema = z.object({
  whence: z.string().max(64).optional(),
  groupId: z.coerce.number().int().min(0).max(1_000_000),
  ref: z.string().max(64).optional(),
  lng: z.string().regex(/^[a-z]{2}$/, 'lng is a two-letter language code'),
  fcountry: z.coerce.number().int().min(0).max(100_000).optional(),
  includeCategories: z.enum(['true', 'false']).default('false'),
});
export const previewLightResponseSchema = z.object({
  success: z.boolean(),
  value: z.record(z.string(), z.array(casinoGameSchema)),
});

/** The player's current commitment: the hash of the server seed the next rounds play with. */
export const casinoSeedResponseSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int().nonnegative(),
});
export const seedRotateRequestSchema = z.object({
  clientSeed: z
    .string()
    .regex(/^[\x21-\x7e]{1,64}$/, 'clientSeed is 1-64 printable ASCII characters')
    .optional(),
});
export const seedRotateResponseSchema = z.object({
  /** The seed that was in use, now revealed. */
  revealed: z.object({
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    rounds: z.number(),
  }),
  next: casinoSeedResponseSchema,
});

export const CASINO_ACCOUNT_KINDS = ['main', 'currency', 'bonus'] as const;

export const roundRequestSchema = z.object({
  /** Chosen by the client (a UUID): posting it again answers the same round. */
  roundId: z.string().uuid('roundId must be a UUID'),
  game: inHouseGameSchema,
  /** The engine's bet (see packages/games/README.md); validated by the engine. */
  bet: z.record(z.string(), z.unknown()),
  /** The player's ledger account to play on; default the active one. */
  accountId: z.number().int().positive().optional(),
});
export const funRoundRequestSchema = z.object({
  game: inHouseGameSchema,
  bet: z.record(z.string(), z.unknown()),
  clientSeed: z
    .string()
    .regex(/^[\x21-\x7e]{1,64}$/, 'clientSeed is 1-64 printable ASCII characters')
    .optional(),
});

export const roundResponseSchema = z.object({
  roundId: z.string(),
  game: inHouseGameSchema,
  fun: z.boolean(),
  stake: z.number().int(),
  win: z.number().int(),
  accountId: z.number().int().nullable(),
  currencyId: z.number().int().nullable(),
  /** The account's balance after the round (null in fun mode). */
  balance: z.number().int().nullable(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  version: z.number().int(),
  bet: z.unknown(),
  outcome: z.unknown(),
  /** Set once the seed is revealed (always for a fun round). */
  serverSeed: z.string().nullable(),
});
export type RoundResponse = z.infer<typeof roundResponseSchema>;
/** The player's casino rounds, newest first (the office's game history). */
export const roundHistoryQuerySchema = z.object({
  game: inHouseGameSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
export const roundSummarySchema = z.object({
  roundId: z.string(),
  game: inHouseGameSchema,
  stake: z.number().int(),
  win: z.number().int(),
  currencyId: z.number().int(),
  accountId: z.number().int(),
  /** The account's balance after the round. */
  balance: z.number().int(),
  nonce: z.number().int(),
  /** The seed is revealed: the round can be verified. */
  verifiable: z.boolean(),
  createdAt: z.string(),
});
export type RoundSummary = z.infer<typeof roundSummarySchema>;
export const roundHistoryResponseSchema = z.object({
  total: z.number().int().nonnegative(),
  rounds: z.array(roundSummarySchema),
});
export const roundParamsSchema = z.object({ roundId: z.string().uuid('roundId must be a UUID') });

export const verifyResponseSchema = z.object({
  game: inHouseGameSchema,
  version: z.number().int(),
  bet: z.unknown(),
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  outcome: z.unknown(),
});
