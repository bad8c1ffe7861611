/**
 * Sportsbook favourites: the games, championships and teams a signed-in player starred, named from the feed.
 * Games carry their state (line, live, finished) and score so that the favourites view shows them as they stand;
 * a game the feed no longer keeps (an old result) is answered with `name: null` until the player removes it.
 */
import { z } from 'zod';
import { FAVOURITE_KINDS } from './pagePaths';

const id = z.number().int().positive();

export const favouriteParamsSchema = z.object({
  kind: z.enum(FAVOURITE_KINDS, { error: 'one of game, champ, team' }),
  id: z.coerce
    .number({ error: 'a positive whole number' })
    .int('a positive whole number')
    .positive('a positive whole number')
    .max(Number.MAX_SAFE_INTEGER, 'too large for an id'),
});
export type FavouriteParams = z.infer<typeof favouriteParamsSchema>;

export const favouriteGameSchema = z.object({
  id,
  /** `Home — Away` or the long-term bet's name; null when the feed no longer keeps the game. */
  name: z.string().nullable(),
  home: z.string().nullable(),
  away: z.string().nullable(),
  status: z.enum(['line', 'live', 'finished']).nullable(),
  score: z.tuple([z.number().int(), z.number().int()]).nullable(),
  startAt: z.iso.datetime().nullable(),
  sportId: id.nullable(),
  sportNameEng: z.string().nullable(),
  /** The menu section of the sport (`sport`, `esports`, `virtual`, `longterm`): the game page's address. */
  sportKind: z.string().nullable(),
  champId: id.nullable(),
  champNameEng: z.string().nullable(),
  addedAt: z.iso.datetime(),
});
export type FavouriteGame = z.infer<typeof favouriteGameSchema>;

export const favouriteChampSchema = z.object({
  id,
  name: z.string().nullable(),
  countryEng: z.string().nullable(),
  sportId: id.nullable(),
  sportNameEng: z.string().nullable(),
  addedAt: z.iso.datetime(),
});
export type FavouriteChamp = z.infer<typeof favouriteChampSchema>;

export const favouriteTeamSchema = z.object({
  id,
  name: z.string().nullable(),
  countryEng: z.string().nullable(),
  sportId: id.nullable(),
  sportNameEng: z.string().nullable(),
  champId: id.nullable(),
  champNameEng: z.string().nullable(),
  addedAt: z.iso.datetime(),
});
export type FavouriteTeam = z.infer<typeof favouriteTeamSchema>;

/** The player's favourites, newest first in each kind, and how many more may be added. */
export const favouritesResponseSchema = z.object({
  games: z.array(favouriteGameSchema),
  champs: z.array(favouriteChampSchema),
  teams: z.array(favouriteTeamSchema),
  max: z.number().int(),
});
export type FavouritesResponse = z.infer<typeof favouritesResponseSchema>;
