/**
 * The sportsbook's read side: answers the line and live API from the feed (through the feed service) in the
 * shapes of @betline/contracts.
 */
import {
  DEFAULT_COEF_VIEW_ID,
  formatCoefThousandths,
  thousandthsToString,
  type CoefViewId,
} from '@betline/core';
import type {
  AccumulatorsResponse,
  ChampResponse,
  ChampsResponse,
  GamesResponse,
  MarketGroup,
  MatchCentre,
  ResultsResponse,
  SearchResponse,
  SportsGame,
  SportsMenuResponse,
  TeamResponse,
  TimeFilter,
} from '@betline/contracts';
import { HttpError } from '../../http/errors';
import { GAME_STATUS_ID, isSuspended, scoreFormatted, sportById, type Game } from '../feed/engine';
import type { ChampInfo, FeedService, GameQuery, SportInfo } from '../feed/service';
import type { Db } from '../../db/client';
import { accumulatorsOfTheDay } from './accumulators';
import { createMatchCentre } from './centre';
import { formOf, standingsOf } from './standings';

const DAY_MS = 86_400_000;
/** A championship page's coming games and results (the feed keeps 8 days of results). */
const CHAMP_COMING = 20;
const CHAMP_FINISHED = 200;

export interface SportsbookServiceOptions {
  feed: FeedService;
  /** The sportsbook's own tables (what players back most); without it the accumulators leave that one out. */
  db?: Db;
}

interface Names {
  sports: Map<number, SportInfo>;
  champs: Map<number, ChampInfo>;
}

/** The sportsbook's read API (line, live, results, teams) as the routes use it. */
export interface SportsbookService {
  sportsMenu(timeFilter: TimeFilter): Promise<SportsMenuResponse>;
  champs(sportId: number, timeFilter: TimeFilter): Promise<ChampsResponse>;
  games(query: GameQuery, viewId?: CoefViewId): Promise<GamesResponse>;
  game(gameId: number, viewId?: CoefViewId): Promise<SportsGame>;
  /** The home page's accumulators of the day and their games. */
  accumulators(viewId?: CoefViewId): Promise<AccumulatorsResponse>;
  /** A match's centre: timeline, statistics, phase of play, form, table places and meetings. */
  centre(gameId: number): Promise<MatchCentre>;
  top(section: 'line' | 'live' | undefined, limit: number, viewId?: CoefViewId): Promise<GamesResponse>;
  search(q: string, limit: number, viewId?: CoefViewId): Promise<SearchResponse>;
  results(
    date: string,
    type: 'live' | 'zone' | undefined,
    sportId: number | undefined,
    limit: number,
  ): Promise<ResultsResponse>;
  multiLive(ids: readonly number[], viewId?: CoefViewId): Promise<GamesResponse>;
  team(teamId: number): Promise<TeamResponse>;
  champ(champId: number): Promise<ChampResponse>;
}

export function createSportsbook({ feed, db }: SportsbookServiceOptions): SportsbookService {
  async function loadNames(): Promise<Names> {
    const [sports, champs] = await Promise.all([feed.sports(), feed.champs()]);
    return { sports, champs };
  }

  /** A game on the wire; `all` markets or only the main ones (lists). */
  function toWire(
    game: Game,
    names: Names,
    all: boolean,
    viewId: CoefViewId = DEFAULT_COEF_VIEW_ID,
  ): SportsGame {
    const now = feed.now();
    const { state } = game;
    const sportName = names.sports.get(game.sportId)?.nameEng ?? '';
    const champ = names.champs.get(game.champId);
    const champName = champ?.nameEng ?? '';
    const suspended = isSuspended(state, now);
    const live = state.status === 'live';
    const markets: MarketGroup[] = game.markets
      .filter((m) => all || m.main)
      .map((m) => ({
        groupId: m.groupId,
        nameEng: m.nameEng,
        kind: m.kind,
        param: m.param,
        isMain: m.main,
        margin: m.margin,
        cover: m.cover,
        outcomes: m.outcomes.map((o) => ({
          id: o.id,
          sportId: game.sportId,
          sportName,
          champId: game.champId,
          champName,
          gameId: game.id,
          typeId: o.typeId,
          kind: m.kind,
          coef: o.coef === null ? null : Number(thousandthsToString(o.coef)),
          coefThousandths: o.coef,
          coefByView: o.coef === null ? '' : (formatCoefThousandths(o.coef, viewId) ?? ''),
          isLive: live,
          isSpecialCoef: false,
          nameEng: o.nameEng,
          param: o.param,
          isSuspended: suspended || o.coef === null,
          result: o.result,
        })),
      }));
    const [first, second] = state.score;
    return {
      gameId: game.id,
      sportId: game.sportId,
      sportNameEng: sportName,
      baseSportId: game.baseSportId,
      champId: game.champId,
      champNameEng: champName,
      countryEng: champ?.countryEng ?? '',
      nameEng: game.nameEng,
      firstOpponent: game.home && { teamId: game.home.id, nameEng: game.home.nameEng },
      secondOpponent: game.away && { teamId: game.away.id, nameEng: game.away.nameEng },
      startAt: new Date(game.startAt).toISOString(),
      gameStartDateTime: Math.floor(game.startAt / 1000),
      gameStatusId: GAME_STATUS_ID[state.status] as 1 | 2 | 4,
      isLive: live,
      isFinished: state.status === 'finished',
      isSuspended: suspended,
      isTop: game.top,
      gameTimeSec: Math.floor(state.clockSec),
      period: state.period,
      score: { first, second },
      periodScores: state.periodScores.map(([h, a]) => ({ first: h, second: a })),
      scoreFormatted: scoreFormatted(state),
      winner:
        state.status !== 'finished' || game.home === null
          ? null
          : state.winner === 0
            ? 'first'
            : state.winner === 1
              ? 'second'
              : 'draw',
      outrightWinnerId: state.outrightWinner,
      marketsCount: game.markets.length,
      markets,
    };
  }

  async function requireSport(sportId: number | undefined, names: Names): Promise<void> {
    if (sportId !== undefined && !names.sports.has(sportId))
      throw new HttpError(
        404,
        `sport ${sportId} does not exist (GET ${'/web-api/sportsbook/sports'} lists them)`,
      );
  }

  async function sportsMenu(timeFilter: TimeFilter): Promise<SportsMenuResponse> {
    const names = await loadNames();
    const counts = new Map((await feed.countBySport(timeFilter)).map((c) => [c.id, c]));
    return {
      sports: [...names.sports.values()].map((s) => ({
        sportId: s.id,
        nameEng: s.nameEng,
        slug: s.slug,
        kind: s.kind as 'sport' | 'esports' | 'virtual' | 'longterm',
        lineCount: counts.get(s.id)?.line ?? 0,
        liveCount: counts.get(s.id)?.live ?? 0,
      })),
    };
  }

  async function champs(sportId: number, timeFilter: TimeFilter): Promise<ChampsResponse> {
    const names = await loadNames();
    await requireSport(sportId, names);
    const counts = new Map((await feed.countByChamp(sportId, timeFilter)).map((c) => [c.id, c]));
    return {
      champs: [...names.champs.values()]
        .filter((c) => c.sportId === sportId)
        .map((c) => ({
          champId: c.id,
          sportId: c.sportId,
          nameEng: c.nameEng,
          countryEng: c.countryEng,
          lineCount: counts.get(c.id)?.line ?? 0,
          liveCount: counts.get(c.id)?.live ?? 0,
        })),
    };
  }

  async function games(query: GameQuery, viewId?: CoefViewId): Promise<GamesResponse> {
    const names = await loadNames();
    await requireSport(query.sportId, names);
    if (query.champId !== undefined && !names.champs.has(query.champId))
      throw new HttpError(404, `championship ${query.champId} does not exist`);
    const { games, total } = await feed.listGames(query);
    return { total, games: games.map((g) => toWire(g, names, false, viewId)) };
  }

  async function game(gameId: number, viewId?: CoefViewId): Promise<SportsGame> {
    const game = await feed.getGame(gameId);
    if (!game) throw new HttpError(404, `game ${gameId} does not exist (or its results are no longer kept)`);
    return toWire(game, await loadNames(), true, viewId);
  }

  async function top(
    section: 'line' | 'live' | undefined,
    limit: number,
    viewId?: CoefViewId,
  ): Promise<GamesResponse> {
    const names = await loadNames();
    const games = await feed.topGames(section, limit);
    return { total: games.length, games: games.map((g) => toWire(g, names, false, viewId)) };
  }

  async function search(q: string, limit: number, viewId?: CoefViewId): Promise<SearchResponse> {
    const names = await loadNames();
    const found = await feed.search(q, limit);
    return {
      games: found.games.map((g) => toWire(g, names, false, viewId)),
      champs: found.champs.map((c) => ({
        champId: c.id,
        sportId: c.sportId,
        nameEng: c.nameEng,
        countryEng: c.countryEng,
      })),
      teams: found.teams.map((t) => ({
        teamId: t.id,
        sportId: t.sportId,
        champId: t.champId,
        nameEng: t.nameEng,
        countryEng: t.countryEng,
      })),
    };
  }

  async function results(
    date: string,
    type: 'live' | 'zone' | undefined,
    sportId: number | undefined,
    limit: number,
  ): Promise<ResultsResponse> {
    const names = await loadNames();
    await requireSport(sportId, names);
    const from = Date.parse(`${date}T00:00:00Z`);
    const games = await feed.results(
      from,
      from + DAY_MS,
      type === 'live' ? 'live' : type === 'zone' ? 'virtual' : 'all',
      limit,
    );
    return {
      date,
      type: type ?? 'all',
      games: games
        .filter((g) => sportId === undefined || g.sportId === sportId)
        // The main markets with their results keep a day's answer small; a game page has all of them.
        .map((g) => toWire(g, names, false)),
    };
  }

  async function multiLive(ids: readonly number[], viewId?: CoefViewId): Promise<GamesResponse> {
    const games = await feed.getGames(ids);
    const missing = ids.filter((id) => !games.some((g) => g.id === id));
    if (missing.length > 0) throw new HttpError(404, `no such game: ${missing.join(', ')}`);
    const names = await loadNames();
    return { total: games.length, games: games.map((g) => toWire(g, names, true, viewId)) };
  }

  async function team(teamId: number): Promise<TeamResponse> {
    const team = await feed.team(teamId);
    if (!team) throw new HttpError(404, `team ${teamId} does not exist`);
    const names = await loadNames();
    const { coming, finished } = await feed.teamGames(teamId, 20);
    return {
      team: {
        teamId: team.id,
        sportId: team.sportId,
        champId: team.champId,
        nameEng: team.nameEng,
        countryEng: team.countryEng,
        champNameEng: names.champs.get(team.champId)?.nameEng ?? '',
        sportNameEng: names.sports.get(team.sportId)?.nameEng ?? '',
        sportSlug: names.sports.get(team.sportId)?.slug ?? '',
      },
      form: formOf(team.id, finished),
      coming: coming.map((g) => toWire(g, names, false)),
      finished: finished.map((g) => toWire(g, names, false)),
    };
  }

  async function champ(champId: number): Promise<ChampResponse> {
    const names = await loadNames();
    const info = names.champs.get(champId);
    if (!info)
      throw new HttpError(
        404,
        `championship ${champId} does not exist (GET /web-api/sportsbook/champs?sportId=... lists a sport's)`,
      );
    const sport = names.sports.get(info.sportId);
    const [teams, { coming, finished }] = await Promise.all([
      feed.champTeams(champId),
      feed.champGames(champId, { coming: CHAMP_COMING, finished: CHAMP_FINISHED }),
    ]);
    return {
      champ: {
        champId: info.id,
        sportId: info.sportId,
        nameEng: info.nameEng,
        countryEng: info.countryEng,
        sportNameEng: sport?.nameEng ?? '',
        sportSlug: sport?.slug ?? '',
        kind: (sport?.kind ?? 'sport') as ChampResponse['champ']['kind'],
        draws: sportById(info.baseSportId)?.model.kind === 'goals',
      },
      standings: standingsOf(teams, finished),
      coming: coming.map((g) => toWire(g, names, false)),
      finished: finished.map((g) => toWire(g, names, false)),
    };
  }

  return {
    sportsMenu,
    champs,
    games,
    game,
    centre: createMatchCentre(feed),
    async accumulators(viewId) {
      const [{ games, accumulators }, names] = await Promise.all([
        accumulatorsOfTheDay(feed, db),
        loadNames(),
      ]);
      return { games: games.map((g) => toWire(g, names, true, viewId)), accumulators };
    },
    top,
    search,
    results,
    multiLive,
    team,
    champ,
  };
}
