/**
 * Demo catalogue: the in-house studio (the playable @betline/games engines) and a few demo providers
 * whose games fill every filter of SPEC §9 (they are listed and searchable, not playable). Idempotent.
 */
import type { Db } from '../../db/client';
import { casinoGame, casinoProvider, casinoTournament } from './tables';

export const IN_HOUSE_PROVIDER = 'betline-studio';

const PROVIDERS = [
  { id: IN_HOUSE_PROVIDER, name: 'Betline Studio', inHouse: true, sort: 0 },
  { id: 'aurora-gaming', name: 'Aurora Gaming', inHouse: false, sort: 1 },
  { id: 'northwind-play', name: 'Northwind Play', inHouse: false, sort: 2 },
  { id: 'lucky-lattice', name: 'Lucky Lattice', inHouse: false, sort: 3 },
];

type GameSeed = Omit<typeof casinoGame.$inferInsert, 'gameId'>;

/**
 * A game's number in the routes (`casino/game/{gameId}/{name}`) is fixed by its place in GAMES: new games are
 * appended, never inserted, so that shared links keep working (migration 0009 numbers the same way).
 */
export const FIRST_GAME_ID = 1001;
const gameIdAt = (index: number) => FIRST_GAME_ID + index;

const GAMES: GameSeed[] = [
  {
    slug: 'fruit-five',
    sections: ['slots', 'casino'],
    name: 'Fruit Five',
    providerId: IN_HOUSE_PROVIDER,
    category: 'slots',
    engine: 'slot',
    colours: ['#ff7a18', '#af002d'],
    popular: true,
  },
  {
    slug: 'dice',
    sections: ['fast-games', 'casino'],
    name: 'Dice',
    providerId: IN_HOUSE_PROVIDER,
    category: 'dice',
    engine: 'dice',
    colours: ['#00c6ff', '#0072ff'],
    popular: true,
  },
  {
    slug: 'keno',
    sections: ['keno', 'fast-games'],
    name: 'Keno',
    providerId: IN_HOUSE_PROVIDER,
    category: 'lotteries',
    engine: 'keno',
    colours: ['#f7971e', '#ffd200'],
    isNew: true,
  },
  {
    slug: 'crash',
    sections: ['crash-games', 'fast-games'],
    name: 'Crash',
    providerId: IN_HOUSE_PROVIDER,
    category: 'ladder',
    engine: 'crash',
    colours: ['#8e2de2', '#4a00e0'],
    isNew: true,
  },
  {
    slug: 'golden-reels',
    sections: ['slots', 'casino'],
    name: 'Golden Reels',
    providerId: 'aurora-gaming',
    category: 'slots',
    colours: ['#f2994a', '#f2c94c'],
  },
  {
    slug: 'ocean-spins',
    sections: ['slots', 'asian-games'],
    name: 'Ocean Spins',
    providerId: 'aurora-gaming',
    category: 'slots',
    colours: ['#2193b0', '#6dd5ed'],
  },
  {
    slug: 'blackjack-classic',
    sections: ['card-games', 'live-casino'],
    name: 'Blackjack Classic',
    providerId: 'northwind-play',
    category: 'cards',
    colours: ['#134e5e', '#71b280'],
  },
  {
    slug: 'baccarat-royale',
    sections: ['card-games', 'live-casino', 'asian-games'],
    name: 'Baccarat Royale',
    providerId: 'northwind-play',
    category: 'cards',
    colours: ['#4b134f', '#c94b4b'],
  },
  {
    slug: 'tower-ladder',
    sections: ['skill-games', 'fishinghunting'],
    name: 'Tower Ladder',
    providerId: 'lucky-lattice',
    category: 'ladder',
    colours: ['#3a1c71', '#d76d77'],
  },
  {
    slug: 'lucky-dice',
    sections: ['fast-games', 'tvgames'],
    name: 'Lucky Dice',
    providerId: 'lucky-lattice',
    category: 'dice',
    colours: ['#11998e', '#38ef7d'],
  },
  {
    slug: 'daily-lottery',
    sections: ['bingo', 'scratchcards'],
    name: 'Daily Lottery',
    providerId: 'lucky-lattice',
    category: 'lotteries',
    colours: ['#fc4a1a', '#f7b733'],
  },
  {
    slug: 'holdem-poker',
    sections: ['othergames', 'card-games'],
    name: "Hold'em Poker",
    providerId: 'northwind-play',
    category: 'other',
    otherKind: 0,
    colours: ['#000000', '#434343'],
  },
  {
    slug: 'virtual-football',
    sections: ['othergames', 'virtualsports'],
    name: 'Virtual Football',
    providerId: 'aurora-gaming',
    category: 'other',
    otherKind: 1,
    colours: ['#56ab2f', '#a8e063'],
  },
  {
    slug: 'toto-15',
    sections: ['othergames'],
    name: 'Toto 15',
    providerId: 'lucky-lattice',
    category: 'other',
    otherKind: 2,
    colours: ['#1d2b64', '#f8cdda'],
  },
  {
    slug: 'lotto-6-45',
    sections: ['othergames', 'bingo'],
    name: 'Lotto 6/45',
    providerId: 'lucky-lattice',
    category: 'other',
    otherKind: 3,
    colours: ['#e53935', '#e35d5b'],
  },
  {
    slug: 'plinko',
    sections: ['fast-games', 'casino'],
    name: 'Plinko',
    providerId: IN_HOUSE_PROVIDER,
    category: 'ladder',
    engine: 'plinko',
    colours: ['#00b09b', '#96c93d'],
    isNew: true,
  },
  {
    slug: 'baccarat',
    sections: ['card-games', 'casino', 'asian-games'],
    name: 'Baccarat',
    providerId: IN_HOUSE_PROVIDER,
    category: 'cards',
    engine: 'baccarat',
    colours: ['#0f5132', '#1e8449'],
    isNew: true,
  },
  {
    slug: 'lucky-scratch',
    sections: ['scratchcards', 'fast-games'],
    name: 'Lucky Scratch',
    providerId: IN_HOUSE_PROVIDER,
    category: 'lotteries',
    engine: 'scratch',
    colours: ['#b8860b', '#f7d774'],
    isNew: true,
  },
  {
    // A table game: the catalogue's filters (SPEC §9) have no table category, and `other` is for its four
    // kinds only, so it sits with the cards (as tables do in most lobbies); listed in the casino section.
    slug: 'roulette',
    sections: ['casino'],
    name: 'European Roulette',
    providerId: IN_HOUSE_PROVIDER,
    category: 'cards',
    engine: 'roulette',
    colours: ['#7f1d1d', '#14532d'],
    isNew: true,
  },
  {
    slug: 'mines',
    sections: ['fast-games', 'casino', 'skill-games'],
    name: 'Mines',
    providerId: IN_HOUSE_PROVIDER,
    category: 'ladder',
    engine: 'mines',
    colours: ['#1e3a8a', '#0ea5e9'],
    isNew: true,
  },
  {
    slug: 'hi-lo',
    sections: ['card-games', 'fast-games'],
    name: 'Hi-Lo',
    providerId: IN_HOUSE_PROVIDER,
    category: 'cards',
    engine: 'hilo',
    colours: ['#9a3412', '#fbbf24'],
    isNew: true,
  },
  {
    slug: 'jacks-or-better',
    sections: ['card-games', 'casino'],
    name: 'Jacks or Better',
    providerId: IN_HOUSE_PROVIDER,
    category: 'cards',
    engine: 'videoPoker',
    colours: ['#312e81', '#a21caf'],
    isNew: true,
  },
  {
    slug: 'blackjack',
    sections: ['card-games', 'casino'],
    name: 'Blackjack',
    providerId: IN_HOUSE_PROVIDER,
    category: 'cards',
    engine: 'blackjack',
    colours: ['#14532d', '#b91c1c'],
    isNew: true,
  },
  // The shared tables (docs/adr/0055-shared-rounds.md): one round for everyone on the clock.
  {
    slug: 'live-roulette',
    sections: ['live-casino', 'casino'],
    name: 'Live Roulette',
    providerId: IN_HOUSE_PROVIDER,
    category: 'cards',
    engine: 'roulette',
    sharedTable: 'live-roulette',
    colours: ['#064e3b', '#b45309'],
    isNew: true,
    popular: true,
  },
  {
    slug: 'live-baccarat',
    sections: ['live-casino', 'card-games'],
    name: 'Live Baccarat',
    providerId: IN_HOUSE_PROVIDER,
    category: 'cards',
    engine: 'baccarat',
    sharedTable: 'live-baccarat',
    colours: ['#1e1b4b', '#be123c'],
    isNew: true,
  },
  {
    slug: 'money-wheel',
    sections: ['tvgames', 'fast-games'],
    name: 'Money Wheel',
    providerId: IN_HOUSE_PROVIDER,
    category: 'lotteries',
    engine: 'wheel',
    sharedTable: 'money-wheel',
    colours: ['#7c2d12', '#facc15'],
    isNew: true,
    popular: true,
  },
  {
    slug: 'bingo-75',
    sections: ['bingo', 'tvgames'],
    name: 'Bingo 75',
    providerId: IN_HOUSE_PROVIDER,
    category: 'lotteries',
    engine: 'bingo',
    sharedTable: 'bingo-75',
    colours: ['#0f766e', '#f472b6'],
    isNew: true,
  },
];

export async function seedCasino(db: Db): Promise<void> {
  await db.insert(casinoProvider).values(PROVIDERS).onConflictDoNothing();
  await db
    .insert(casinoGame)
    .values(GAMES.map((g, i) => ({ ...g, gameId: gameIdAt(i), sort: i })))
    .onConflictDoNothing();
  await seedTournaments(db);
}

/**
 * Two demo tournaments, always running (docs/adr/0017-live-crash-and-tournaments.md): a weekly slot race on
 * turnover in RUB and a daily crash and dice sprint on the best multiplier.
 */
export const DEMO_TOURNAMENTS: (typeof casinoTournament.$inferInsert)[] = [
  {
    id: 'weekly-slot-race',
    name: 'Weekly Slot Race',
    description: 'Every stake on Fruit Five this ISO week counts: the most staked wins the biggest share.',
    games: ['slot'],
    scoring: 'turnover',
    currencyId: 1,
    prizePool: 100_000_00,
    prizes: [50, 30, 20],
    recurrence: 'weekly',
    sort: 0,
  },
  {
    id: 'crash-daily-sprint',
    name: 'Crash Daily Sprint',
    description: 'The best multiplier of one Crash or Dice round today (UTC) takes the lead.',
    games: ['crash', 'dice'],
    scoring: 'multiplier',
    currencyId: 2,
    prizePool: 500_00,
    prizes: [60, 40],
    recurrence: 'daily',
    sort: 1,
  },
];

export async function seedTournaments(db: Db): Promise<void> {
  await db.insert(casinoTournament).values(DEMO_TOURNAMENTS).onConflictDoNothing();
}
