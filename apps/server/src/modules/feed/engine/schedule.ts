/**
 * The schedule: which games each championship plays on each day, and the long-term bets of the top
 * championships. Pure functions of the seed and the day: any process computes the same games with the same ids.
 */
import { dayRng, longTermChampId, type Catalog, type Champ } from './catalog';
import { initialState, type Game, type GameSide } from './game';
import { buildMarkets, priceGame } from './markets';
import { rngFor } from './rng';
import { LONG_TERM_SPORT_ID, sportById } from './sports';

export const DAY_MS = 86_400_000;
/** Day 0 of the game ids. */
export const EPOCH_MS = Date.UTC(2020, 0, 1);
/** A season of long-term bets lasts this many days; its bets are decided at its end. */
export const SEASON_DAYS = 60;
/** Slot of a long-term bet in its game id. */
const OUTRIGHT_SLOT = 999;

export function dayOf(ms: number): number {
  return Math.floor((ms - EPOCH_MS) / DAY_MS);
}

/** The day a season's long-term bets are decided. */
export function seasonEndDay(day: number): number {
  return (Math.floor(day / SEASON_DAYS) + 1) * SEASON_DAYS;
}

function gameId(day: number, champ: Champ, slot: number): number {
  return (day * 1000 + champ.index) * 1000 + slot;
}

function side(team: { id: number; nameEng: string; rating: number }): GameSide {
  return { id: team.id, nameEng: team.nameEng, rating: team.rating };
}

function match(
  champ: Champ,
  id: number,
  startAt: number,
  home: GameSide,
  away: GameSide,
  top: boolean,
): Game {
  const game: Game = {
    id,
    sportId: champ.sportId,
    champId: champ.id,
    baseSportId: champ.sportId,
    startAt,
    home,
    away,
    candidates: [],
    nameEng: `${home.nameEng} - ${away.nameEng}`,
    top,
    state: initialState(),
    markets: [],
  };
  game.markets = buildMarkets(game);
  priceGame(game);
  return game;
}

/** The games of one championship on one day (UTC), ordered by start. */
export function gamesOfDay(
  catalog: Catalog,
  champ: Champ,
  day: number,
  from = -Infinity,
  to = Infinity,
): Game[] {
  const sport = sportById(champ.sportId);
  if (!sport) return [];
  const dayStart = EPOCH_MS + day * DAY_MS;
  const games: Game[] = [];
  if (sport.group === 'virtual') {
    // One game every `gamesPerDay` minutes, all day long.
    const every = sport.gamesPerDay;
    for (let slot = 0; slot * every < 1440; slot++) {
      const startAt = dayStart + slot * every * 60_000;
      if (startAt < from || startAt >= to) continue;
      const rng = rngFor(catalog.seed, 'virtual', champ.id, day, slot);
      const a = rng.int(0, champ.teams.length - 1);
      const b = (a + rng.int(1, champ.teams.length - 1)) % champ.teams.length;
      const home = champ.teams[a];
      const away = champ.teams[b];
      if (!home || !away) continue;
      games.push(match(champ, gameId(day, champ, slot), startAt, side(home), side(away), false));
    }
    return games;
  }
  const rng = dayRng(catalog.seed, champ, day);
  const allDay = sport.group === 'esports' || sport.id === 10;
  // Quarter-hour slots: 09:00-22:00 UTC, or all day for esports and table tennis.
  const first = allDay ? 0 : 36;
  const last = allDay ? 95 : 88;
  const count = Math.max(1, sport.gamesPerDay + rng.int(-1, 1));
  const starts = new Set<number>();
  while (starts.size < count) starts.add(rng.int(first, last));
  const order = [...champ.teams];
  for (let i = order.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [order[i], order[j]] = [order[j] as (typeof order)[number], order[i] as (typeof order)[number]];
  }
  [...starts]
    .sort((x, y) => x - y)
    .forEach((quarter, slot) => {
      const home = order[(slot * 2) % order.length];
      const away = order[(slot * 2 + 1) % order.length];
      const startAt = dayStart + quarter * 900_000;
      if (!home || !away || home.id === away.id || startAt < from || startAt >= to) return;
      const top = champ.tier === 1 && home.rating + away.rating > 0.3;
      games.push(match(champ, gameId(day, champ, slot), startAt, side(home), side(away), top));
    });
  return games;
}

/** The long-term bet ("winner of the championship") of a top championship for the season containing `day`. */
export function outrightOf(catalog: Catalog, champ: Champ, day: number): Game | null {
  const sport = sportById(champ.sportId);
  if (!sport || champ.tier !== 1 || sport.group === 'virtual') return null;
  const endDay = seasonEndDay(day);
  const endAt = EPOCH_MS + endDay * DAY_MS;
  const game: Game = {
    id: gameId(endDay, champ, OUTRIGHT_SLOT),
    sportId: LONG_TERM_SPORT_ID,
    champId: longTermChampId(champ),
    baseSportId: champ.sportId,
    startAt: endAt,
    home: null,
    away: null,
    candidates: champ.teams.map(side),
    nameEng: `${champ.nameEng} ${new Date(endAt).getUTCFullYear()} - Winner`,
    top: false,
    state: initialState(),
    markets: [],
  };
  game.markets = buildMarkets(game);
  priceGame(game);
  return game;
}

/**
 * Every game whose start falls in [from, to), and the long-term bets open during that time. Virtual sports
 * are generated only for the first `virtualHorizonMs` of the window (they run every few minutes).
 */
export function gamesBetween(
  catalog: Catalog,
  from: number,
  to: number,
  virtualHorizonMs = 6 * 3_600_000,
): Game[] {
  const out: Game[] = [];
  const outrights = new Map<number, Game>();
  for (const champ of catalog.champs) {
    const sport = sportById(champ.sportId);
    const until = sport?.group === 'virtual' ? Math.min(to, from + virtualHorizonMs) : to;
    for (let day = dayOf(from); day <= dayOf(until - 1); day++) {
      out.push(...gamesOfDay(catalog, champ, day, from, until));
      const seasonEnd = seasonEndDay(day);
      if (EPOCH_MS + seasonEnd * DAY_MS <= from || outrights.has(gameId(seasonEnd, champ, OUTRIGHT_SLOT)))
        continue;
      const outright = outrightOf(catalog, champ, day);
      if (outright) outrights.set(outright.id, outright);
    }
  }
  return [...out, ...outrights.values()].sort((a, b) => a.startAt - b.startAt || a.id - b.id);
}
