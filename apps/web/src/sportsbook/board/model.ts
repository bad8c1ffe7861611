import { bettingPath, slugify } from '@betline/core';
import type { ChampionshipData, EventData, LiveState, MarketData, OutcomeData } from '@betline/ui';
import type { MarketGroup, Section, SportsGame, SportsMarket, SportsMenuItem } from '../../api/types';

/**
 * The sportsbook's pages read the feed's games (`SportsGame`) and show them with the kit's betting widgets
 * (`EventData`, `MarketData`). This module is the one translation between the two, pure and tested.
 *
 * Paths (route `betting` and `betting-game` of the route table, SPEC §2):
 * `/{lng}/{section}/{kind}/{sportId}-{slug}/{champId}-{slug}/{gameId}`, where `section` is line or live and
 * `kind` the menu section of the sport (sport, esports, virtual, longterm). Ids lead each segment, so a
 * renamed team or championship never breaks a saved link; the words after the id are for people and search.
 */

export const MENU_SECTIONS = ['sport', 'esports', 'virtual', 'longterm'] as const;
export type MenuSection = (typeof MENU_SECTIONS)[number];

/** A URL segment for a name (the same as the server's sitemap, from @betline/core). */
export { slugify };

/** The id that leads a path segment (`12-premier-league` -> 12), or undefined. */
export function idOf(segment: string | undefined): number | undefined {
  const match = /^([1-9][0-9]{0,14})(?:-|$)/.exec(segment ?? '');
  return match ? Number(match[1]) : undefined;
}

export interface BoardTarget {
  section: Section;
  kind?: MenuSection | undefined;
  sport?: { id: number; name: string } | undefined;
  champ?: { id: number; name: string } | undefined;
  gameId?: number | undefined;
}

/** The path of a board, a sport, a championship or a game (`bettingPath` of @betline/core). */
export function boardPath(lng: string, target: BoardTarget): string {
  return bettingPath(lng, target);
}

/** The path of a game's page. */
export function gamePath(lng: string, game: SportsGame, kind: MenuSection = 'sport'): string {
  return boardPath(lng, {
    section: game.isLive ? 'live' : 'line',
    kind,
    sport: { id: game.sportId, name: game.sportNameEng },
    champ: { id: game.champId, name: game.champNameEng },
    gameId: game.gameId,
  });
}

/** The menu section a sport of the menu belongs to. */
export function menuSectionOf(sport: Pick<SportsMenuItem, 'kind'> | undefined): MenuSection {
  return sport?.kind ?? 'sport';
}

/** The decimal coefficient of an outcome (exact thousandths when the feed gives them), or null. */
export function coefOf(outcome: Pick<SportsMarket, 'coef' | 'coefThousandths'>): number | null {
  if (outcome.coefThousandths !== null) return outcome.coefThousandths / 1000;
  return outcome.coef;
}

export interface Names {
  /** A market's name in the page's language (the feed names it in English). */
  market: (nameEng: string) => string;
  /** An outcome's full name for assistive technology ("Draw", "Over 2.5"). */
  outcome: (outcome: SportsMarket, game: SportsGame) => string;
  /** A period's label ("2nd half"). */
  period: (game: SportsGame) => string | undefined;
  /** An over/under outcome's short label for a board row ("O 2.5"); other names as they are. */
  short: (nameEng: string) => string;
}

/**
 * Outcome names that are codes, the same in every language: a side or the draw, a side with its handicap
 * ("1 (-1.5)"), a score, a number of goals.
 */
const CODE = /^([12X]|[12] \([+-]?[\d.]+\)|\d+(:\d+)?\+?)$/;

/** The outcome as the kit shows it: open, suspended (live, for a moment) or locked (not offered). */
export function toOutcome(
  outcome: SportsMarket,
  game: SportsGame,
  names: Names,
  label?: string,
): OutcomeData {
  const coef = coefOf(outcome);
  const status = outcome.isSuspended || game.isSuspended ? 'suspended' : coef === null ? 'locked' : 'open';
  const name = names.outcome(outcome, game);
  return {
    id: String(outcome.id),
    // A code ("1", "X", a score, a number of goals) is its own label; a word ("Odd", "Over 2.5") is translated.
    label: label ?? (CODE.test(outcome.nameEng) ? outcome.nameEng : name),
    name,
    coef,
    status,
  };
}

/**
 * A championship with its country, named once: "England. Premier League", but "Brazil First Division" where the
 * championship's name already says its country.
 */
export function champLabel(countryEng: string | undefined, nameEng: string): string {
  if (!countryEng || nameEng.startsWith(countryEng)) return nameEng;
  return `${countryEng}. ${nameEng}`;
}

/** A market group of the feed as the kit lays it out. */
export function toMarket(group: MarketGroup, game: SportsGame, names: Names): MarketData {
  const id = `${game.gameId}:${group.groupId}:${group.param ?? ''}`;
  const name =
    names.market(group.nameEng) + (group.kind === 3 && group.param !== null ? ` ${group.param}` : '');
  if (group.kind === 3 && group.outcomes.length === 2) {
    const [over, under] = group.outcomes as [SportsMarket, SportsMarket];
    return {
      id,
      name: names.market(group.nameEng),
      layout: 'totals',
      lines: [
        {
          line: String(group.param ?? ''),
          over: toOutcome(over, game, names),
          under: toOutcome(under, game, names),
        },
      ],
      // A board row shows the line's two prices side by side ("O 2.5", "U 2.5").
      outcomes: [
        toOutcome(over, game, names, names.short(over.nameEng)),
        toOutcome(under, game, names, names.short(under.nameEng)),
      ],
    };
  }
  const outcomes = group.outcomes.map((outcome) => toOutcome(outcome, game, names));
  // Correct scores and outrights are a grid of named outcomes; two or three outcomes sit in one row.
  const layout =
    group.kind === 5 || group.kind === 7 || outcomes.length > 3
      ? 'correctScore'
      : outcomes.length === 3
        ? 'threeWay'
        : 'twoWay';
  return { id, name, layout, outcomes };
}

/** The live state of a game for the kit's clock and scoreboard (`receivedAt`: when the clock was read). */
export function toLive(game: SportsGame, names: Names, receivedAt: number): LiveState | undefined {
  if (!game.isLive) return undefined;
  return {
    score: [game.score.first, game.score.second],
    clockSec: game.gameTimeSec,
    clockAt: receivedAt,
    running: !game.isSuspended,
    period: names.period(game),
    periodScores: game.periodScores.map((p) => [p.first, p.second] as const),
  };
}

/** SPEC §3 `appViewType`: the European board (result and total) or the Asian one (handicap and total). */
export type BoardView = 'european' | 'asian';

/**
 * The markets a board row shows: the main result market and the main total; in the Asian view (MISC-011) the
 * main handicap and the main total, as Asian books lay out a match (the result where a sport has no handicap).
 */
export function rowMarkets(game: SportsGame, view: BoardView = 'european'): MarketGroup[] {
  const main = game.markets.filter((group) => group.isMain);
  const result = main.find((group) => group.kind === 1 || group.kind === 7) ?? main[0];
  const handicap = view === 'asian' ? main.find((group) => group.kind === 2) : undefined;
  const total = main.find((group) => group.kind === 3);
  return [handicap ?? result, total].filter((group): group is MarketGroup => group !== undefined);
}

/** A game as a board row. An outright (no opponents) shows its name and the championship. */
export function toEvent(
  game: SportsGame,
  names: Names,
  receivedAt: number,
  allMarkets = false,
  view: BoardView = 'european',
): EventData {
  const live = toLive(game, names, receivedAt);
  return {
    id: String(game.gameId),
    home: game.firstOpponent?.nameEng ?? game.nameEng,
    away: game.secondOpponent?.nameEng ?? game.champNameEng,
    startTime: game.gameStartDateTime * 1000,
    ...(live ? { live } : {}),
    markets: (allMarkets ? game.markets : rowMarkets(game, view)).map((group) =>
      toMarket(group, game, names),
    ),
  };
}

/**
 * Games grouped by championship, in the order the server sent them (it sorts by start time). `topFirst` (the
 * player's "best matches on top"): the top games lead, each championship with one of them comes first, and
 * within a championship its top games come first; otherwise the order stays.
 */
export function toChampionships(
  games: readonly SportsGame[],
  names: Names,
  receivedAt: number,
  { topFirst = false, view = 'european' }: { topFirst?: boolean; view?: BoardView } = {},
): ChampionshipData[] {
  const byChamp = new Map<number, ChampionshipData & { events: EventData[] }>();
  // A stable sort: top games first, each group in the server's order.
  const ordered = topFirst ? [...games].sort((a, b) => Number(b.isTop) - Number(a.isTop)) : games;
  for (const game of ordered) {
    let champ = byChamp.get(game.champId);
    if (champ === undefined) {
      champ = {
        id: String(game.champId),
        name: game.champNameEng,
        region: game.countryEng || undefined,
        events: [],
      };
      byChamp.set(game.champId, champ);
    }
    champ.events.push(toEvent(game, names, receivedAt, false, view));
  }
  return [...byChamp.values()];
}

/** Where each outcome of the shown games comes from (the coupon needs the feed's market and game). */
export function indexOutcomes(
  games: readonly SportsGame[],
  into = new Map<string, { market: SportsMarket; game: SportsGame }>(),
): Map<string, { market: SportsMarket; game: SportsGame }> {
  for (const game of games)
    for (const group of game.markets)
      for (const market of group.outcomes) into.set(String(market.id), { market, game });
  return into;
}

/** Today's date (UTC) as `YYYY-MM-DD`, `days` away. */
export function isoDay(now: number, days = 0): string {
  return new Date(now + days * 86_400_000).toISOString().slice(0, 10);
}
