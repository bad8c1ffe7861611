/**
 * Accumulators of the day for the home page: what players back most (the open selections of coupons placed on
 * games still to start), the day's short favourites, and goals in football. Each is 2 to 4 selections of
 * different games still on the line, with the price they make together now; the slip prices them again when a
 * player adds them.
 */
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import { MARKET_GROUP, SELECTION_TYPE } from '@betline/core';
import type { Db } from '../../db/client';
import { sportById, type Game, type Outcome } from '../feed/engine';
import type { FeedService } from '../feed/service';
import { betSelection } from './tables';

export type AccumulatorKind = 'popular' | 'favourites' | 'goals';

export interface Accumulator {
  kind: AccumulatorKind;
  /** Outcome ids, one per game, soonest game first. */
  picks: number[];
  /** The price of the selections together (thousandths), rounded down. */
  coef: number;
}

/** Line games read (the soonest first) to choose from. */
const CANDIDATES = 200;
/** A favourite's price band: short enough to be a favourite, long enough to be worth a leg. */
const FAVOURITE = { min: 1_250, max: 1_800 };
/** Over 2.5 goals priced as likely. */
const GOALS = { min: 1_450, max: 2_100 };
const LEGS = 4;
/** A pick backed by fewer coupons than this is nobody's favourite yet. */
const POPULAR_MIN_COUPONS = 2;

/** The product of prices in thousandths, rounded down to a thousandth. */
export function accumulatorCoef(coefs: readonly number[]): number {
  let product = 1_000;
  for (const coef of coefs) product = Math.floor((product * coef) / 1_000);
  return product;
}

function pickOf(game: Game, test: (outcome: Outcome, groupId: number) => boolean): Outcome | undefined {
  for (const market of game.markets)
    for (const outcome of market.outcomes)
      if (outcome.coef !== null && test(outcome, market.groupId)) return outcome;
  return undefined;
}

/** The side of the result market priced shortest, when it lies in the favourites' band. */
function favouriteOf(game: Game): Outcome | undefined {
  const result = game.markets.find(
    (m) => m.groupId === MARKET_GROUP.RESULT || m.groupId === MARKET_GROUP.WINNER,
  );
  const sides = (result?.outcomes ?? []).filter(
    (o) =>
      o.typeId !== SELECTION_TYPE.X && o.coef !== null && o.coef >= FAVOURITE.min && o.coef <= FAVOURITE.max,
  );
  return sides.sort((a, b) => (a.coef ?? 0) - (b.coef ?? 0))[0];
}

function build(kind: AccumulatorKind, legs: readonly Outcome[]): Accumulator | null {
  if (legs.length < 2) return null;
  return { kind, picks: legs.map((o) => o.id), coef: accumulatorCoef(legs.map((o) => o.coef ?? 1_000)) };
}

/**
 * The day's accumulators and the games they are made of (line games only: a live price moves under a pick). A
 * kind with fewer than two legs to offer is left out.
 */
export async function accumulatorsOfTheDay(
  feed: FeedService,
  db: Db | undefined,
): Promise<{ games: Game[]; accumulators: Accumulator[] }> {
  const now = feed.now();
  const { games } = await feed.listGames({ section: 'line', limit: CANDIDATES, offset: 0 });
  const open = games.filter(
    (g) =>
      g.home !== null &&
      g.state.status === 'line' &&
      g.startAt > now &&
      sportById(g.baseSportId)?.group === 'sport',
  );
  const byOutcome = new Map<number, { game: Game; outcome: Outcome }>();
  for (const game of open)
    for (const market of game.markets)
      for (const outcome of market.outcomes)
        if (outcome.coef !== null) byOutcome.set(outcome.id, { game, outcome });

  const accumulators: Accumulator[] = [];
  const used = new Set<number>();
  const take = (pairs: Iterable<{ game: Game; outcome: Outcome | undefined }>): Outcome[] => {
    const legs: { game: Game; outcome: Outcome }[] = [];
    const games = new Set<number>();
    for (const { game, outcome } of pairs) {
      if (!outcome || games.has(game.id) || used.has(game.id)) continue;
      games.add(game.id);
      legs.push({ game, outcome });
      if (legs.length === LEGS) break;
    }
    if (legs.length >= 2) for (const { game } of legs) used.add(game.id);
    return legs
      .sort((a, b) => a.game.startAt - b.game.startAt || a.game.id - b.game.id)
      .map((l) => l.outcome);
  };

  if (db) {
    // Open selections of coupons on line games, by how many coupons back each one.
    const rows = await db
      .select({ betId: betSelection.betId, coupons: count() })
      .from(betSelection)
      .where(and(isNull(betSelection.result), eq(betSelection.isLive, false), gt(betSelection.gameId, 0)))
      .groupBy(betSelection.betId)
      .orderBy(desc(count()), betSelection.betId)
      .limit(50);
    const popular = rows
      .filter((r) => r.coupons >= POPULAR_MIN_COUPONS)
      .map((r) => byOutcome.get(Number(r.betId)))
      .filter((p) => p !== undefined);
    const accumulator = build('popular', take(popular));
    if (accumulator) accumulators.push(accumulator);
  }
  const favourites = build('favourites', take(open.map((game) => ({ game, outcome: favouriteOf(game) }))));
  if (favourites) accumulators.push(favourites);
  const goals = build(
    'goals',
    take(
      open
        .filter((g) => sportById(g.baseSportId)?.slug === 'football')
        .map((game) => ({
          game,
          outcome: pickOf(
            game,
            (o, group) =>
              group === MARKET_GROUP.TOTAL &&
              o.typeId === SELECTION_TYPE.OVER &&
              o.param === 2.5 &&
              (o.coef ?? 0) >= GOALS.min &&
              (o.coef ?? 0) <= GOALS.max,
          ),
        })),
    ),
  );
  if (goals) accumulators.push(goals);
  const gameIds = new Set(accumulators.flatMap((a) => a.picks.map((id) => byOutcome.get(id)?.game.id)));
  return { games: open.filter((g) => gameIds.has(g.id)), accumulators };
}
