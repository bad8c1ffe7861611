import { casinoGamePath } from '@betline/core';
import type { CasinoGame } from '../api/types';

/**
 * The casino's sections (SPEC §2 casino routes, CASINO-001): each is a route of its own and a catalogue
 * section of the server (`section=` of the games query), in the order of the category bar.
 */
export const SECTIONS = [
  'slots',
  'live-casino',
  'fast-games',
  'crash-games',
  'card-games',
  'keno',
  'scratchcards',
  'bingo',
  'fishinghunting',
  'asian-games',
  'skill-games',
  'tvgames',
  'virtualsports',
  'othergames',
] as const;
export type Section = (typeof SECTIONS)[number] | 'casino';

/** The game filters of SPEC §9 (CASINO-012): a `casino/{subcategory}` or `slots/{subcategory}` may name one. */
export const CATEGORIES = ['lotteries', 'slots', 'ladder', 'dice', 'cards', 'other'] as const;
export type Category = (typeof CATEGORIES)[number];

export function isCategory(value: string | undefined): value is Category {
  return value !== undefined && (CATEGORIES as readonly string[]).includes(value);
}

/** Other-game kinds of SPEC §9 (CASINO-013): 0 poker, 1 virtual, 2 toto, 3 lotto. */
export const OTHER_KINDS = { poker: 0, virtual: 1, toto: 2, lotto: 3 } as const;

/** What a catalogue page lists, from its route (the route id and its parameters). */
export interface Listing {
  section?: Section;
  category?: Category;
  provider?: string;
  otherKind?: number;
}

/** Route ids whose page is a section of the catalogue, and the section each one lists. */
const SECTION_OF_ROUTE: Readonly<Record<string, Section>> = {
  ...Object.fromEntries(SECTIONS.map((section) => [section, section])),
  'fast-bet': 'fast-games',
  'slots-vulkan': 'slots',
  poker: 'othergames',
};

/**
 * The listing of a catalogue route: `casino` with no subcategory is the lobby (undefined section); a
 * subcategory that is a filter of SPEC §9 filters by it, any other one names a provider (`slots/aurora-gaming`).
 */
export function listingOf(routeId: string, params: Readonly<Record<string, string>>): Listing {
  const listing: Listing = {};
  const section = SECTION_OF_ROUTE[routeId];
  if (section !== undefined) listing.section = section;
  const sub = params.subcategory;
  if (sub !== undefined) {
    if (isCategory(sub)) listing.category = sub;
    else listing.provider = sub;
    if (routeId === 'casino') listing.section = 'casino';
  }
  if (routeId === 'poker') listing.otherKind = OTHER_KINDS.poker;
  if (routeId === 'provider' && params.provider !== undefined) listing.provider = params.provider;
  return listing;
}

/** The page of a section (`/{lng}/slots`); the lobby is `/{lng}/casino`. */
export function sectionPath(lng: string, section: Section): string {
  return `/${lng}/${section}`;
}

/**
 * The game page (`{base}/game/{gameId}/{gameName}`, CASINO-004): slots under `slots`, live tables under
 * `live-casino`, every other game under `casino`.
 */
export function gamePath(
  lng: string,
  game: Pick<CasinoGame, 'id' | 'slug' | 'sections'> & Partial<Pick<CasinoGame, 'engine' | 'otherKind'>>,
): string {
  const page = game.engine == null && game.otherKind != null ? OTHER_GAME_PAGES[game.otherKind] : undefined;
  return page === undefined ? casinoGamePath(lng, game) : `/${lng}/${page}`;
}

/**
 * Where the other games of SPEC §9 play: the virtual sports, the toto and the lotto have pages of their own, so
 * their tiles lead there (and their game pages send a visitor on). Poker (kind 0) has no table here; its page
 * says what is offered instead.
 */
const OTHER_GAME_PAGES: Readonly<Partial<Record<number, string>>> = {
  1: 'virtualsports',
  2: 'toto',
  3: 'lotto',
};

/** Play for fun: the game page in demo mode. */
export function demoPath(lng: string, game: Pick<CasinoGame, 'id' | 'slug' | 'sections'>): string {
  return `${casinoGamePath(lng, game)}?mode=demo`;
}

export function providerPath(lng: string, provider: string): string {
  return `/${lng}/providers/${provider}`;
}

/** A new round id (the idempotency key of a money round). */
export function newRoundId(): string {
  return crypto.randomUUID();
}
