/**
 * A game's match centre on the wire: the feed's centre state (timeline, statistics, phase of play) with the two
 * sides' form, places in their table and latest meetings from the results the feed keeps.
 */
import type { CentreField, CentreTeam, MatchCentre } from '@betline/contracts';
import { HttpError } from '../../http/errors';
import {
  centreStatKeys,
  possessionShare,
  sportById,
  type Game,
  type GameSide,
  type SportDef,
} from '../feed/engine';
import type { FeedService } from '../feed/service';
import { formOf, standingsOf } from './standings';

/** Results of the championship read for the table (the feed keeps 8 days of them). */
const TABLE_RESULTS = 200;
/** A team's latest games read for its form and the meetings. */
const TEAM_RESULTS = 30;
const MEETINGS = 5;

const FIELD_OF: Readonly<Record<string, CentreField>> = {
  football: 'pitch',
  'virtual-football': 'pitch',
  'ice-hockey': 'rink',
  basketball: 'court',
  tennis: 'tennis',
  'virtual-tennis': 'tennis',
  volleyball: 'net',
  'table-tennis': 'table',
  cricket: 'oval',
};

function fieldOf(sport: SportDef): CentreField {
  return FIELD_OF[sport.slug] ?? (sport.group === 'esports' ? 'map' : 'pitch');
}

const pair = ([first, second]: readonly [number, number]) => ({ first, second });

/** How long the sides' form, table places and meetings are reused: results change far less often than a page asks. */
export const CENTRE_TEAMS_TTL_MS = 60_000;
/** The most games whose sides are kept at once. */
const CENTRE_TEAMS_KEPT = 500;

type Sides = Pick<MatchCentre, 'first' | 'second' | 'meetings'>;

/**
 * The match centre of a game. A live page asks every few seconds: the sides' form, places and meetings (five
 * queries over the kept results) are read once a minute per game, the game itself at every ask.
 */
export function createMatchCentre(feed: FeedService): (gameId: number) => Promise<MatchCentre> {
  const kept = new Map<number, { at: number; sides: Promise<Sides> }>();
  return async (gameId) => {
    const game = await feed.getGame(gameId);
    if (!game) throw new HttpError(404, `game ${gameId} does not exist (or its results are no longer kept)`);
    const sport = sportById(game.baseSportId);
    if (!sport || !game.home || !game.away)
      throw new HttpError(404, `game ${gameId} is a long-term bet: it has no match centre`);
    const now = feed.now();
    let entry = kept.get(gameId);
    if (!entry || now - entry.at > CENTRE_TEAMS_TTL_MS) {
      if (kept.size >= CENTRE_TEAMS_KEPT) kept.delete(kept.keys().next().value as number);
      entry = { at: now, sides: sidesOf(feed, game, game.home, game.away) };
      kept.set(gameId, entry);
      entry.sides.catch(() => kept.delete(gameId));
    }
    return { ...centreOf(game, sport), ...(await entry.sides) };
  };
}

async function sidesOf(feed: FeedService, game: Game, home: GameSide, away: GameSide): Promise<Sides> {
  const [teams, table, homeGames] = await Promise.all([
    feed.champTeams(game.champId),
    feed.champGames(game.champId, { coming: 0, finished: TABLE_RESULTS }),
    feed.teamGames(home.id, TEAM_RESULTS),
  ]);
  const awayGames = await feed.teamGames(away.id, TEAM_RESULTS);
  const standings = standingsOf(teams, table.finished);
  const team = (side: GameSide, finished: readonly Game[]): CentreTeam => {
    const row = standings.find((r) => r.teamId === side.id);
    return {
      teamId: side.id,
      nameEng: side.nameEng,
      form: formOf(side.id, finished),
      position: row && row.played > 0 ? row.position : null,
      points: row?.points ?? 0,
      played: row?.played ?? 0,
    };
  };
  const meetings = homeGames.finished
    .filter((g) => g.id !== game.id && g.home && g.away && [g.home.id, g.away.id].includes(away.id))
    .sort((a, b) => b.startAt - a.startAt)
    .slice(0, MEETINGS)
    .map((g) => {
      const flipped = g.home?.id !== home.id;
      const [a, b] = g.state.score;
      const winner =
        g.state.winner === null ? 'draw' : (g.state.winner === 0) !== flipped ? 'first' : 'second';
      return {
        gameId: g.id,
        startAt: new Date(g.startAt).toISOString(),
        score: flipped ? { first: b, second: a } : { first: a, second: b },
        winner,
      } as const;
    });
  return { first: team(home, homeGames.finished), second: team(away, awayGames.finished), meetings };
}

function centreOf(game: Game, sport: SportDef): Omit<MatchCentre, keyof Sides> {
  const { state } = game;
  const centre = state.centre;
  const stats = centre
    ? centreStatKeys(sport).map((key) => {
        const [first, second] =
          key === 'possession' ? possessionShare(centre) : (centre.stats[key] ?? [0, 0]);
        return { key, first, second };
      })
    : [];
  return {
    gameId: game.id,
    sportId: game.sportId,
    field: fieldOf(sport),
    status: state.status,
    clockSec: Math.floor(state.clockSec),
    period: state.period,
    periods: sport.periods,
    score: pair(state.score),
    periodScores: state.periodScores.map(pair),
    phase: centre?.phase ?? null,
    incidents: (centre?.incidents ?? []).map((i) => ({ ...i, score: i.score ? pair(i.score) : null })),
    stats,
  };
}
